"""Family combat (issue 15): attacks, thwarts and defenses in printed ability text — basic attacks that gain a
keyword (gain_keyword with attacks and basic_only), …"""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import _mix_in


def _grants(c) -> list:
    grants = next(x for x in c if isinstance(x, list))
    if any(g.get("verb") != "gain_keyword" for g in grants):
        raise ValueError("basic attacks that gain a trait")
    return grants


class CombatActions:
    """«tus ataques básicos ganan penetrante» / "your basic attacks gain piercing": the owner's basic attacks
    (not its other attacks) gain the keyword."""

    def combat_basic_gain(self, c):
        tok = next(x for x in c if isinstance(x, Token) and x.type == "COMBAT_BASIC_OF")
        words = str(tok)
        if "§" in words:
            target = {"select": "this"}
        else:  # «tus …», «… de tu héroe», «… de <tu identidad>» / "your …", "your hero's …", "<identity>'s …"
            target = {"select": "a", "kind": "identity", "controller": "you"}
        return [{**g, "target": dict(target), "attacks": True, "basic_only": True} for g in _grants(c)]

    def combat_its_basic_gain(self, c):
        """"… and her basic attacks gain piercing": the modifier's target's basic attacks."""
        return [{**g, "attacks": True, "basic_only": True} for g in _grants(c)]


_mix_in(CombatActions)
