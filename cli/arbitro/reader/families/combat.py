"""Family combat (issue 15): attacks, thwarts and defenses in printed ability text — basic attacks that gain a
keyword (gain_keyword with attacks and basic_only), "the attacking enemy" of an attack the trigger does not name
(select attacker), …"""

from __future__ import annotations

import re

from lark import Token

from arbitro import reader as _reader
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


    # «X no puede atacar / intervenir / defender» / "X cannot attack / thwart / defend": a prohibit on X
    def combat_act_attack(self, c): return "cannot_attack"
    def combat_act_thwart(self, c): return "cannot_thwart"
    def combat_act_defend(self, c): return "cannot_defend"

    def combat_cannot_act(self, c):  # («no puedes intervenir»: you, as "you cannot thwart")
        target = next((x for x in c if isinstance(x, dict)), {"select": "you"})
        return ("prohibited", next(x for x in c if isinstance(x, str) and not isinstance(x, Token)), target)

    def combat_cannot_two(self, c):
        """«X no puede atacar ni defender» / "X cannot attack or defend": one prohibit each, on X."""
        target = next((x for x in c if isinstance(x, dict)), {"select": "you"})
        acts = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]
        if len(set(acts)) != 2:
            raise ValueError("the same action twice")
        return [{"verb": "prohibit", "restriction": a, "target": dict(target)} for a in acts]

    # «declara a X como defensor (sin agotarlo)» / "declare X (as) the defender (without exhausting him)"
    def combat_no_exhaust(self, c): return ("no_exhaust",)

    def combat_declare_defender(self, c):
        target = next((x for x in c if isinstance(x, dict)), None)
        if target is None:  # «al <esta carta>»
            if not any(isinstance(x, Token) and x.type == "THIS_CARD" for x in c):
                raise ValueError("no defender")
            target = {"select": "this"}
        no_exhaust = any(isinstance(x, tuple) and x == ("no_exhaust",) for x in c)
        return {"verb": "declare_defender", "target": target, **({"no_exhaust": True} if no_exhaust else {})}

    def combat_attack_damage_icons(self, c):
        """«este ataque inflige 1 de daño adicional por cada icono … descartado de este modo»: attack_damage, the amount
        counted on the discarded cards' icons (times the printed number)."""
        amount = next(x[1] if isinstance(x, tuple) and x[:1] == ("amount",) else x for x in c
                      if isinstance(x, dict) or (isinstance(x, tuple) and x[:1] == ("amount",)))
        times = amount.get("amount")
        icons = next(x[1] for x in c if isinstance(x, tuple) and x[:1] == ("icons",))
        if set(amount) != {"amount"} or not isinstance(times, int) or times < 1:
            raise ValueError("no printed amount")
        return {"verb": "attack_damage", "amount": {"icons": icons, "times": times}}


_mix_in(CombatActions)


# «el enemigo atacante» / "the attacking enemy" when the one trigger is a defense ("after you defend against an attack",
# "when your hero defends", "after you play a [[defense]] card") or names the card attacked ("after Zorbo is attacked"):
# the character making that attack, which the trigger does not name (select attacker)
_DEFENSE = {"en": re.compile(r"\b(defend|defends|defended)\b|\[\[defense\]\]|\b(is|are) attacked\b"),
            "es": re.compile(r"\b(defiend[ae]s?|defendi[óo]|defienden)\b|\[\[defensa\]\]|\b(sea|sean) atacad[oa]s?\b")}
_ATTACKER_KINDS = ("enemy", "character", "villain", "minion")


def _attacker(target: dict, role: str, facts: list, r, lang: str):
    if role != "attacking" or len(facts) != 1 or target.get("kind") not in _ATTACKER_KINDS:
        return None
    if not _DEFENSE[lang].search(str(facts[0]).lower()):
        return None
    return {"select": "attacker", **{k: v for k, v in target.items() if k != "select"}}


_reader.ROLE_HOOKS.append(_attacker)
