"""Family icons2 (issue 15): icons and parentheses in printed ability text: a limit each player counts
apart ("(Limit once per round per player.)" / «(Límite de una vez por ronda y jugador.)»), and
parentheses that only restate what the words before them name."""

from __future__ import annotations

import copy
import re

from lark import Token

from arbitro.reader import PAREN_HOOKS
from arbitro.reader.actions import _PER, _mix_in


class Icons2Actions:
    def icons2_limit_player(self, c):
        """«(límite de una vez por ronda y jugador)»: ``limit`` with ``each_player``; a second period that is
        not a player (a deck) is not this construct (unread)."""
        second = next(str(x) for x in c if isinstance(x, Token) and x.type == "DECK_PER")
        if _PER[second] != "player":
            raise ValueError("a limit per period and per deck")
        limit = self.limit([x for x in c if not (isinstance(x, Token) and x.type == "DECK_PER")])
        return {**limit, "each_player": True}

    def icons2_pass(self, c): return c[0]

    def icons2_ignoring_crisis(self, c):
        """"…, ignoring the crisis icon": the removal before it, which the Crisis icons do not stop."""
        eff = next(x for x in c if isinstance(x, dict))
        if eff.get("verb") != "remove_threat":
            raise ValueError("not a removal of threat")
        return {**eff, "ignore_crisis": True}


_mix_in(Icons2Actions)


def _crisis_icon_hook(inner: str, printed: str, lang: str):
    """"([crisis])" after "ignoring the crisis icon": the icon the words before it name (read with them); after
    anything else it stays unread."""
    if " ".join(inner.split()) != "[crisis]":
        return None
    return lambda effects: any(e.get("ignore_crisis") for e in effects)


PAREN_HOOKS.append(_crisis_icon_hook)

# "(THW, ATK, or DEF)" / «(INT, ATQ o DEF)» after "one of X's basic powers" / «uno de los atributos básicos de X»:
# the three basic powers the words before it name (nothing to read: the sentence reads as without it)
_BASIC_POWERS = {"en": re.compile(r"^thw, atk,? or def$"), "es": re.compile(r"^int, atq,? o def$")}


def _basic_powers_hook(inner: str, printed: str, lang: str):
    if not _BASIC_POWERS.get(lang, _BASIC_POWERS["en"]).match(" ".join(inner.split())):
        return None
    return lambda effects: True


PAREN_HOOKS.append(_basic_powers_hook)

# "(N … instead if …)" / «(N … si …)» after an effect whose amount is not a plain damage or threat: the effect before
# it with that other amount (or the other end of a «most/least» choice) under the parenthesis' condition, as the reader
# does for «(N de daño si …)»: "(2 random cards instead if …)" after a random discard, "(3 cards instead if …)" / «(las
# 3 primeras cartas si …)» after discarding the top cards of a deck, "(2 zorb counters instead if …)" after placing zorb
# counters, "(highest cost instead if …)" after "the … with the lowest cost", "([wild] [wild] resources instead if …)"
# after generating one [wild], "(at random if …)" after a discard from the hand
_FACT = {"en": r"(?:instead )?(?:if (?P<fact>[^()]+?)|(?P<expert>in expert mode))\.?$",
         "es": r"(?:si (?P<fact>[^()]+?)|(?P<expert>en modo experto))\.?$"}
_ALTS = {
    "en": [("random", r"^(?P<n>\d+) random cards? "), ("top", r"^(?:the )?(?:top )?(?P<n>\d+) cards? "),
           ("counters", r"^(?P<n>\d+) (?P<counter>[a-z-]+) counters? "), ("cost", r"^(?:the )?(?P<sup>highest|lowest) cost "),
           ("resources", r"^(?P<icons>(?:\[(?:energy|mental|physical|wild)\] ?)+) (?:resources? )?"), ("at_random", r"^at random ")],
    "es": [("random", r"^(?P<n>\d+) cartas? al azar "), ("top", r"^(?:la |las )?(?:(?P<n1>\d+) primeras cartas|primeras (?P<n2>\d+)"
                                                              r"(?: cartas)?) "),
           ("counters", r"^(?P<n>\d+) contadores? de (?P<counter>[^\s()]+) "), ("cost", r"^el coste más (?P<sup>alto|bajo) "),
           ("resources", r"^(?P<icons>(?:\[(?:energy|mental|physical|wild)\] ?)+) (?:recursos? )?"), ("at_random", r"^al azar ")],
}
_SUP = {"highest": "most", "alto": "most", "lowest": "least", "bajo": "least"}


def _alt(kind: str, m, effects: list):
    """The effect ``kind`` changes, the sentence's last one (the parenthesis ends the words of that effect), and its
    other version, or None."""
    fit = []
    for eff in effects[-1:]:
        t = eff.get("target") or {}
        if kind == "random" and eff.get("verb") == "discard" and t.get("random") and t.get("zone") == "hand" \
                and "amount" not in eff and t.get("count", 1) == 1:
            n = int(m.group("n"))
            fit.append((eff, {**eff, "target": {**t, "count": n} if n > 1 else dict(t)}))
        elif kind == "top" and eff.get("verb") == "move" and eff.get("from") in ("deck_top", "encounter_deck") \
                and isinstance(eff.get("amount"), int):
            fit.append((eff, {**eff, "amount": int(m.group("n") if "n" in m.groupdict() else m.group("n1") or m.group("n2"))}))
        elif kind == "counters" and eff.get("verb") == "add_counters" and isinstance(eff.get("amount"), int) \
                and (eff.get("counter") or "").lower() == m.group("counter"):
            fit.append((eff, {**eff, "amount": int(m.group("n"))}))
        elif kind == "cost" and eff.get("verb") == "discard" and t.get("least" if _SUP[m.group("sup")] == "most" else "most") == "cost":
            other = {k: v for k, v in t.items() if k not in ("most", "least")}
            fit.append((eff, {**eff, "target": {**other, _SUP[m.group("sup")]: "cost"}}))
        elif kind == "resources" and eff.get("verb") == "generate_resources" and isinstance(eff.get("amount"), int):
            icons = re.findall(r"\[(\w+)\]", m.group("icons"))
            if set(icons) == {eff.get("resource")}:
                fit.append((eff, {**eff, "amount": len(icons)}))
        elif kind == "at_random" and eff.get("verb") == "discard" and t.get("zone") == "hand" and not t.get("random") \
                and "amount" not in eff and t.get("count", 1) == 1:
            fit.append((eff, {**eff, "target": {**t, "random": True}}))
    return fit[0] if len(fit) == 1 else None


def _alt_hook(inner: str, printed: str, lang: str):
    for kind, head in _ALTS.get(lang, ()):
        pattern = re.compile(head + _FACT.get(lang, _FACT["en"]))
        if pattern.match(" ".join(inner.split())) is None:
            continue
        m = pattern.match(" ".join(printed.lower().split()))  # the fact in the printed words (names unmarked)
        if m is None:
            return None
        fact = "expert_mode" if m.group("expert") else m.group("fact")

        def apply(effects: list, kind=kind, m=m, fact=fact) -> bool:
            found = _alt(kind, m, effects)
            if found is None:
                return False
            eff, alt = found
            if "condition" in eff or "instead" in eff or "otherwise" in eff or eff.get("per_hero") \
                    or "of" in (eff.get("target") or {}) or alt == eff:
                return False
            eff["condition"] = {"fact": fact}
            eff["instead"] = [copy.deepcopy({k: v for k, v in alt.items() if k not in ("optional", "condition", "instead")})]
            return True
        return apply
    return None


PAREN_HOOKS.append(_alt_hook)
