"""Family flow (issue 15): attacks and activations, and when an effect happens in them — delayed effects
"after this attack" / «después de esta activación», cancels and prevents of an attack or an activation,
what an attack deals."""

from __future__ import annotations

import re

from lark import Token


from arbitro.reader.actions import Actions, _mix_in

_sentence = Actions.sentence


def _after(tok) -> dict:
    """The delayed effect's when: after the attack or activation the ability is part of (or its trigger
    names): ``after_this_attack`` / ``after_this_activation``; «at the end of …»: ``end_of_this_…``."""
    words = " ".join(str(tok).split())
    what = "attack" if ("attack" in words or "ataque" in words) else "activation"
    end = words.startswith(("at the end", "al final"))
    return {"when": ("end_of_this_" if end else "after_this_") + what}


_IS_ATTACK = re.compile(r"(this|esta) (activation|activación) (is|es) (an|un) (attack|ataque)")
_IT_GAINS = "_it_gains_attack"


class FlowActions:
    """Delayed effects after this attack / activation (a lead or printed after the effects); «if this
    activation is an attack, it gains …» (the attack gains the keywords)."""

    def it_gains_attack(self, c):
        grants = next(x for x in c if isinstance(x, list))
        return [{**g, "attacks": True, _IT_GAINS: True} for g in grants]

    def cannot_cancel(self, c): return ("cannot_be_canceled", True)  # an ability field (arbitro.reader)

    def prevent_attack(self, c):
        """«prevent all damage from that attack» (no amount: all of it) / «prevent 1 damage from this
        attack»: a prevent that lasts the attack (the one the ability's trigger names or is part of)."""
        return {**self._with_target("prevent", c, what="damage"), "duration": "this_attack"}

    def cancel_activation(self, c): return {"verb": "cancel", "what": "activation"}

    def no_boost(self, c):
        """«do not give X a boost card for this activation»: X gets no boost card for the activation (or the
        attack) in progress: a prohibit (restriction no_boost_cards) lasting it; «for that …» is not read."""
        attack = next((x for x in c if isinstance(x, Token) and x.type == "THIS_ATTACK"), None)
        if attack is not None and not str(attack).startswith(("this", "este")):
            raise ValueError("no boost card for another attack than this one")
        target = next((x for x in c if isinstance(x, dict)), None) or {"select": "it"}
        return {"verb": "prohibit", "restriction": "no_boost_cards", "target": target,
                "duration": "this_attack" if attack is not None else "this_activation"}

    def no_boost_cards(self, c): return None

    def delayed_after(self, c): return ("delayed", _after(c[0]))
    def delayed_tail(self, c): return ("delayed_tail", _after(c[0]))

    def sentence(self, children):
        if children and isinstance(children[-1], tuple) and children[-1][0] == "delayed_tail":
            *children, (_, when) = children
            if any(e.get("verb") == "activate" for e in children[-1]):
                # «the villain attacks you after this activation»: an activation put off to after another
                # one, printed after it (in a when-revealed ability: which one?), is not read
                raise ValueError("an activation delayed after this activation")
            children[-1] = [{**eff, "delayed": when} for eff in children[-1]]
        out = _sentence(self, children)
        if any(e.get(_IT_GAINS) for e in out["effects"]):
            # «it gains …» is the attack only right after «if this activation is an attack»
            leads = out["leads"]
            if not (len(leads) == 1 and leads[0][0] == "condition"
                    and _IS_ATTACK.fullmatch(" ".join(str(leads[0][2]).lower().split()))):
                raise ValueError("«it gains» with no attack it names")
            out["effects"] = [{k: v for k, v in e.items() if k != _IT_GAINS} for e in out["effects"]]
        leads = out.get("leads") or []
        if any(lead[0] in ("delayed", "duration") for lead in leads[:-1]):
            # «after this attack, if …, …»: a delayed effect is the sentence's last lead, or it is not read
            raise ValueError("a delayed effect before another lead")
        return out


_mix_in(FlowActions)
