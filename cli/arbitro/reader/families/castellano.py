"""Family castellano (issue 15): Spanish printings of what the English grammar already reads, so both
printings of a card give the same structure."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import Actions as ActionsBase, EncounterActions, _mix_in, _trait


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
    def villain_pass(self, c): return c[0]  # «al villano [[X]]», «sobre el villano [[X]]»
    def max_pass(self, c): return self.max_limit(c[0])  # «máximo 1 por jugador», «maximo de …»
    def max_limit_es(self, c): return c
    def prohibited_pass(self, c): return c[0]
    def post_condition_pass(self, c): return c[0]
    def post_condition_comma(self, c): return self.post_condition(c)  # «…, si X» / "…, if X"
    cannot_be_stunned_es = ActionsBase.cannot_be_stunned
    cannot_be_confused_es = ActionsBase.cannot_be_confused

    def none_take_damage(self, c):  # «ningún esbirro [[X]] puede sufrir daño»: each such minion cannot
        return ("prohibited", "cannot_take_damage", {"select": "each", **next(x for x in c if isinstance(x, dict))})

    def add_counters_on_it(self, c):  # «colócale encima N contadores»: on the card «le» names (tied like «it»)
        return {**self._counters("add_counters", c), "target": {"select": "it"}}


_mix_in(CastellanoActions)
