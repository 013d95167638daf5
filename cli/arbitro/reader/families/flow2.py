"""Family flow2 (issue 15): the flow holdback, second pass — what an effect after a condition that counts the
tokens on this card («si hay al menos 4 contadores de Zorb sobre esta carta, …» / "if there are 4 zorb counters
here, …") says of those tokens: «quita todos esos contadores de Zorb» (every counter of that name on this card,
the ones the condition counted) and «quítale toda la Amenaza» (all the threat on it: «it» is the card the
condition names, see families/flow.py). An «otherwise» after a replacement whose «if …» is the ability's
condition is left unread (families/flow.py, otherwise_possible)."""

from __future__ import annotations

import re

from arbitro.reader.actions import _ALL_PURPOSE, _IT, _NAME_WORD, Actions, _mix_in

_prev_sentence = Actions.sentence  # the families before this one (joined in name order), flow's among them

_THOSE = "_flow2_those"  # the counter's name «esos contadores» repeats (checked against the sentence's condition)
# the condition that counts the named counters on this card (the card and the counters «those» are)
_COUNTS_HERE = {
    "es": re.compile(r"hay (al menos |más de |como mínimo )?\d+(\[per_hero\])? (contador|contadores) de (?P<name>[a-záéíóúüñ' -]+?) "
                     r"(sobre esta carta|en esta carta|aquí)"),
    "en": re.compile(r"there (is|are) (at least |more than )?\d+(\[per_hero\])?( or more)? (?P<name>[a-z' -]+?) counters? "
                     r"(on this card|here)"),
}


def _here_it(self, children: list) -> list:
    """«si hay al menos 4 de Amenaza sobre esta carta, quítale toda la Amenaza y dale la vuelta»: every «it» of
    the sentence is this card, which the condition names (as families/flow.py binds «it» after such a condition),
    bound before the base's «it» rule, which would refuse the second «it» (an «it» after an «it»). Only when the
    condition is the sentence's one lead and no effect before the first «it» has a card target."""
    from arbitro.reader.families.flow import _condition_subject

    if not children or not isinstance(children[-1], list):
        return children
    leads = [x for x in children[:-1] if isinstance(x, tuple)]
    effects = children[-1]
    its = [i for i, e in enumerate(effects) if isinstance(e, dict) and e.get("target") == _IT]
    if len(its) < 2 or len(leads) != 1 or leads[0][0] != "condition":
        return children
    if any((e.get("target") or {}) not in ({}, {"select": "you"}) for e in effects[:its[0]] if isinstance(e, dict)):
        return children
    if _condition_subject(self, leads[0][2]) != {"select": "this"}:
        return children
    bound = [{**e, "target": {"select": "this"}} if isinstance(e, dict) and e.get("target") == _IT else e for e in effects]
    return [*children[:-1], bound]


# «si Zorbo ya tenía una carta de Estado "Duro", dale …» / "if Zorbo already had a tough status card, give him …": the
# condition's subject is the pronoun's card, as «si Zorbo es duro, …» (families/flow.py reads that one); the status
# card itself may be «it» for an effect that is not on a character (flow's guard, kept)
_HAD_STATUS = {
    "es": re.compile(r'(?P<subject>.+?) ya (tenía|tenia|tiene) una carta de estado "?(?P<status>duro|dura)"?'),
    "en": re.compile(r"(?P<subject>.+?) already (has|had) an? (?P<status>tough) status card"),
}
_AS_STATE = {"es": "{subject} es {status}", "en": "{subject} is {status}"}


def _had_status_subject(self, out: dict) -> dict:
    """Every «it» of a sentence whose condition is «<a card> ya tenía una carta de Estado "Duro"»: that card (a
    name of the set or the villain, as families/flow.py finds it), when no other card is a target before it and
    every effect on «it» acts on a character; else the sentence is left as it is (its «it» unread)."""
    from arbitro.reader.families.flow import _IT as _FLOW_IT, _ON_CHARACTERS, _condition_subject

    its = [e for e in out["effects"] if e.get("target") == _FLOW_IT]
    leads = out.get("leads") or []
    if not its or not leads or leads[-1][0] != "condition" or not all(x[0] == "trigger" for x in leads[:-1]):
        return out
    words = " ".join(str(leads[-1][2]).lower().split())
    for lang, pattern in _HAD_STATUS.items():
        m = pattern.fullmatch(words)
        if m is None:
            continue
        named = _condition_subject(self, _AS_STATE[lang].format(subject=m.group("subject"), status=m.group("status")))
        if named is None or named == {"select": "this"} or named.get("select") == "that":
            return out
        if len(leads) > 1 and "name" not in named:
            return out
        first = next(i for i, e in enumerate(out["effects"]) if e.get("target") == _FLOW_IT)
        if any(e.get("target") not in (None, {"select": "you"}) for e in out["effects"][:first]):
            return out
        if any(e.get("verb") not in _ON_CHARACTERS for e in its):
            return out
        out["effects"] = [{**e, "target": dict(named)} if e.get("target") == _FLOW_IT else e for e in out["effects"]]
        return out
    return out


class Flow2Actions:
    def flow2_remove_those(self, c):
        """«quita todos esos contadores de Zorb» / "remove all those zorb counters": every counter of that name on
        the card the condition before it counted them on (this card): remove_counters, all_tokens, no amount."""
        name = next((x for x in c if isinstance(x, str) and type(x) is str), None)
        if not name:
            raise ValueError("those counters with no name")
        return {"verb": "remove_counters", "counter": " ".join(name.split()), "target": dict(_IT),
                "all_tokens": True, _THOSE: " ".join(name.split())}

    def flow2_remove_them(self, c):
        """«quítalos todos» / "remove all of them" after «si hay al menos 3 contadores de Zorb sobre esta carta»: the
        counters the condition counted, on this card (their name is the condition's)."""
        return {"verb": "remove_counters", "target": dict(_IT), "all_tokens": True, _THOSE: None}

    def flow2_remove_all_it(self, c):
        """«quítale toda la Amenaza»: all the threat on «it» (remove_threat, all_tokens, no amount; «it» is bound
        as every «it»: the card the condition names, or the one card before it in the sentence)."""
        return {"verb": "remove_threat", "target": dict(_IT), "all_tokens": True}

    def sentence(self, children):
        children = _here_it(self, children)
        out = _had_status_subject(self, _prev_sentence(self, children))
        if not any(_THOSE in e for e in out["effects"]):
            return out
        leads = out.get("leads") or []
        cond = leads[-1] if leads and leads[-1][0] == "condition" else None
        words = " ".join(str(cond[2]).lower().split()) if cond else ""
        m = next((p.fullmatch(words) for p in _COUNTS_HERE.values() if p.fullmatch(words)), None)
        for e in out["effects"]:
            if _THOSE not in e:
                continue
            if m is None or e.get("target") != {"select": "this"}:
                raise ValueError("«those counters» that no condition before them counted on this card")
            counted = " ".join(m.group("name").split())
            if e[_THOSE] is not None and counted != e[_THOSE].lower():
                raise ValueError("«those counters» of another name than the ones counted")
            if e[_THOSE] is None and (counted in _ALL_PURPOSE or not all(_NAME_WORD.match(w) for w in counted.split())):
                raise ValueError("«them»: no counter's name in the condition")
        out["effects"] = [_named_those(e, m) for e in out["effects"]]
        return out


def _named_those(e: dict, m) -> dict:
    """An effect without the marker; «them» gets the counter's name the condition counted."""
    if _THOSE not in e:
        return e
    out = {k: v for k, v in e.items() if k != _THOSE}
    if e[_THOSE] is None:  # «quítalos todos»: in the effect's order (verb, counter, target, all_tokens)
        out = {"verb": out["verb"], "counter": " ".join(m.group("name").split()), **{k: v for k, v in out.items() if k != "verb"}}
    return out


_mix_in(Flow2Actions)
