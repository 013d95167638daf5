"""Family icons2 (issue 15): icons and parentheses in printed ability text: a limit each player counts
apart ("(Limit once per round per player.)" / «(Límite de una vez por ronda y jugador.)»), and
parentheses that only restate what the words before them name."""

from __future__ import annotations

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
