"""Family redirect (session 8): damage and threat redirected when they would happen.

«cuando X vaya a sufrir cualquier cantidad de daño, en vez de eso coloca ese daño sobre esta carta» / "when X would
take any amount of damage, place it here instead": the damage is placed on this card (the verb place_damage, the
amount the trigger names: ``{trigger: true}``), and the event the trigger names is replaced (the base reader's
«instead»: replaces_trigger). «X sufre ese daño en su lugar» / "X takes that damage instead": X takes it
(take_damage, the trigger's amount). "place it here" / «colócala aquí»: "it" is the damage or the threat the
ability's trigger names; when the trigger names neither, or both, or the sentence says no «instead» (is the event
replaced?), the sentence is not read."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import Actions, _mix_in

_base_sentence = Actions.sentence  # the families before this one (joined in name order)
_IT = "_redirect_it"
_NEEDS = "_redirect_needs"  # a mark: what the trigger must name ("that damage": damage; "it": the damage or the threat)
_INSTEAD = "_redirect_instead"  # a mark: «en su lugar» printed after the effect  # a mark: "place it here", what "it" is comes from the trigger
_DAMAGE = re.compile(r"\b(damage|daño)\b")
_THREAT = re.compile(r"\b(threat|amenaza)\b")
_ANY = re.compile(r"\b(any amount of (damage|threat)|cualquier cantidad de (daño|amenaza))\b")


def _placed(what: str) -> dict:
    verb = "place_damage" if what == "damage" else "place_threat"
    return {"verb": verb, "amount": {"trigger": True}, "target": {"select": "this"}}


class RedirectActions:
    """place_damage / place_threat on this card, and take_damage, of the amount the trigger names."""

    # (marks, resolved with the sentence's trigger: the damage or the threat placed is the one it names)
    def redirect_place_damage(self, c): return {"verb": _IT, "what": "damage"}
    def redirect_place_threat(self, c): return {"verb": _IT, "what": "threat"}
    def redirect_place_it(self, c): return {"verb": _IT}
    def redirect_here(self, c): return None

    def redirect_takes_that(self, c):
        target = next(x for x in c if isinstance(x, dict))
        eff = {"verb": "take_damage", "amount": {"trigger": True}, "target": target, _NEEDS: _DAMAGE}
        if any(isinstance(x, Token) and x.type == "REDIRECT_EN_SU_LUGAR" for x in c):
            eff[_INSTEAD] = True  # «… en su lugar»: the sentence's «instead» (see sentence)
        return eff


    def redirect_take_it(self, c):  # "you take it as damage" / «tú sufres esa misma cantidad de daño»
        return {"verb": "take_damage", "amount": {"trigger": True}, "target": {"select": "you"}, _NEEDS: _ANY}

    def sentence(self, children):
        out = _base_sentence(self, children)
        effects = out.get("effects") or []
        if any(_NEEDS in e for e in effects):  # the damage (or threat) "that damage" / "it" is: the trigger's
            leads = out.get("leads") or []
            fact = " ".join(str(leads[0][1]).lower().split()) if leads and leads[0][0] == "trigger" else ""
            if not all(e[_NEEDS].search(fact) for e in effects if _NEEDS in e):
                raise ValueError("«that damage» / «it» the trigger does not name")
            effects = out["effects"] = [{k: v for k, v in e.items() if k != _NEEDS} for e in effects]
        if any(e.get(_INSTEAD) for e in effects):  # «X sufre ese daño en su lugar»: «instead», printed after it
            if len(effects) != 1:
                raise ValueError("«en su lugar» after more than one effect")
            effects = out["effects"] = [{k: v for k, v in e.items() if k != _INSTEAD} for e in effects]
            out["instead"] = True
        if any(e.get("verb") == _IT for e in effects):
            if not out.get("instead"):  # "place it here" with no «instead»: is the event replaced? not said
                raise ValueError("damage placed here with no «instead»")
            leads = out.get("leads") or []
            fact = " ".join(str(leads[0][1]).lower().split()) if leads and leads[0][0] == "trigger" else ""
            dmg, thr = bool(_DAMAGE.search(fact)), bool(_THREAT.search(fact))
            if dmg == thr or len([e for e in effects if e.get("verb") == _IT]) != 1:
                raise ValueError("«it» names neither the damage nor the threat of the trigger, or both")
            named = "damage" if dmg else "threat"
            if any(e.get("verb") == _IT and e.get("what", named) != named for e in effects):
                raise ValueError("«that damage» / «that threat» the trigger does not name")
            out["effects"] = [_placed(named) if e.get("verb") == _IT else e for e in effects]
        return out


_mix_in(RedirectActions)
