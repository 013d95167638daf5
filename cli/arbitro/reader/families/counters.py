"""Family counters (issue 15): named counters and threat, and the parentheticals and lines that restrict
an amount or an ability («Máximo de 1 por aliado.» / "Max 1 per ally.")."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader import actions as _actions
from arbitro.reader.actions import _ALL_PURPOSE, _NAME_WORD, _NOT_A_NAME, _PER, _TOKENS, _mix_in, _trait, kind_of

# «por aliado» / "per ally": the card each copy of this one counts against (the format's limit `per`)
_PER_KIND = {"ally": "ally", "aliado": "ally", "character": "character", "personaje": "character",
             "enemy": "enemy", "enemigo": "enemy", "minion": "minion", "esbirro": "minion",
             "scheme": "scheme", "plan": "scheme", "side scheme": "side_scheme", "plan secundario": "side_scheme",
             "identity": "identity", "identidad": "identity"}


class CountersActions:
    def counters_pass(self, c): return c[0]
    def counters_paren(self, c): return c[0][1]  # "(Limit 1 per character.)": the limit itself (the paren's start rule)
    def counters_limit_per(self, c): return self.counters_max_per(c)  # "Limit 1 per ally" is "Max 1 per ally"
    def counters_limit_paren(self, c): return self.counters_max_per(c)

    def counters_max_per(self, c):
        """«Máximo de 1 por aliado.» / "Max 1 per ally.": at most that many copies of this card on (or against)
        each such card (the ability's limit, per that kind)."""
        times = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        per = next(_PER_KIND[" ".join(str(x).split())] for x in c if isinstance(x, Token) and x.type == "COUNTERS_PER_KIND")
        return ("limit", {"times": times, "per": per})

    def counters_max_traits(self, c):
        """«Máximo de 1 carta de [[Zorb]] por jugador» / "Max 1 [[Zorb]] card per player": at most that many cards
        with the trait (of that kind) per such card or player (the limit's traits and kind)."""
        times = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        per = next((_PER_KIND[" ".join(str(x).split())] for x in c if isinstance(x, Token) and x.type == "COUNTERS_PER_KIND"),
                   None) or next(_PER[str(x)] for x in c if isinstance(x, Token) and x.type == "DECK_PER")
        if per == "deck":
            raise ValueError("cards of a trait per deck: a deck-building rule")
        traits = [_trait(x) for x in c if isinstance(x, Token) and x.type == "TRAIT"]
        kind = kind_of(next(str(x) for x in c if isinstance(x, Token) and x.type == "KIND"))
        return ("limit", {"times": times, "per": per, "traits": traits, "kind": kind})


    def counters_remove_all_threat(self, c):
        """«quita toda la Amenaza de X» / "remove all threat from X": all of it (no amount)."""
        eff = self._with_target("remove_threat", c)
        eff.pop("amount", None)
        return {**eff, "all_tokens": True}

    def counters_remove_all_counters(self, c):
        """«quita todos los contadores de Zorb de X» / "remove each zorb counter from X": all of them (no amount)."""
        if not any(isinstance(x, dict) for x in c):
            raise ValueError("counters removed from no card the text names")
        eff = self._counters("remove_counters", c)
        eff.pop("amount", None)
        return {**eff, "all_tokens": True}

    def counters_uses(self, c):
        """"Uses (3 zorb counters)" / «Usos (3 contadores de Zorb)» among other sentences: the keyword Uses, as the
        counters the card enters play with (the ability's enters_with, uses: it is discarded when they are gone)."""
        m = _USES.match(str(c[0]))
        name = " ".join((m.group("name_es") or m.group("name_en")).split())
        if name.split()[0] in _TOKENS or not all(_NAME_WORD.match(w) and w not in _NOT_A_NAME for w in name.split()):
            raise ValueError("not a counter's name")
        out = {"counters": int(m.group("n"))}
        if name not in _ALL_PURPOSE:
            out["counter"] = name
        if m.group("ph"):
            out["per_hero"] = True
        if out["counters"] < 1:
            raise ValueError("no counters")
        return ("enters_with", {**out, "uses": True})


_USES = re.compile(r"(?:uses|usos) \((?P<n>\d+)(?P<ph>\[per_hero\])? (?:contador(?:es)?(?: de)? (?P<name_es>.+?)|(?P<name_en>.+?) counters?)\)")


_mix_in(CountersActions)

# "place 1 zorb counter here for each minion in play", «coloca 1 ficha de aceleración … por cada …»: counters and
# acceleration tokens placed are counted like threat placed (the one amount of the sentence, per matching card)
_actions._COUNTED = tuple(dict.fromkeys(_actions._COUNTED + ("add_counters", "add_acceleration")))
