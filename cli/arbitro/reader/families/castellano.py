"""Family castellano (issue 15): Spanish printings of what the English grammar already reads, so both
printings of a card give the same structure."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import EncounterActions, _mix_in, _trait


class CastellanoActions:
    def el_kind_villain(self, c):  # «al villano [[X]]»: the trait printed after the kind
        return {"select": "a", "kind": "villain", "traits": [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]}

    def you_gain_keyword(self, c):  # «ganas represalia 1»: "you gain retaliate 1"
        return self.gain_keyword([{"select": "you"}, *c])

    def give_boost_it(self, c):  # «dale 1 carta de aumento»: "give him 1 boost card" (him: tied like «it»)
        return EncounterActions.give_boost(self, [{"select": "it"}, *c])

    def flip_it(self, c): return {"verb": "flip", "target": {"select": "it"}}  # «dale la vuelta», "flip it"
    def det_todo(self, c): return {"select": "each"}  # «todo esbirro»: each minion
    def det_pass(self, c): return c[0]


_mix_in(CastellanoActions)
