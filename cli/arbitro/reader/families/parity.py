"""Family parity (issue 15): one construct printed in other words in one language than in the other
(«él recibe», "put … counters here", "with the highest cost", «elige … y descártalas», «sobre su carta»,
«; luego …», «quita … contadores a X»), read to the structure the other language's wording already reads to."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import _IT, _mix_in


class ParityActions:
    """Each method gives what the other language's reading of the same construct gives."""

    def parity_he_gets(self, c):  # "he gets +2 ATK" / «él recibe +2 ATQ»: as «recibe +2 ATQ» (it_gets)
        return self.it_gets([x for x in c if not (isinstance(x, Token) and x.type in ("HE", "PARITY_EL"))])

    def parity_cost_kind(self, c):  # "the highest cost upgrade": as "the highest-cost upgrade"
        sup = next(str(t) for t in c if isinstance(t, Token) and t.type == "PARITY_COST_SUP")
        return self.cost_superlative([Token("COST_SUP", sup.replace(" ", "-"))] + [t for t in c if t.type != "PARITY_COST_SUP"])

    def parity_with_cost(self, c):  # "… you control with the highest cost": most / least cost
        return {"most" if "highest" in str(c[0]) else "least": "cost"}

    def parity_choose_them(self, c):  # «elige 2 mejoras … y descártalas»: as "choose and discard 2 upgrades …"
        target = next(x for x in c if isinstance(x, dict))
        return self.choose_and([{"verb": "discard"}, target])

    def parity_on_its_card(self, c):  # «coloca 1 contador de X sobre su carta»: on it ("on him")
        return {**self._counters("add_counters", c), "target": dict(_IT)}

    def parity_semicolon_then(self, c): return c[-1]  # «…; luego …»: as «…, luego …»

    def parity_remove_from(self, c): return self._counters("remove_counters", c)  # «quita … contadores a X»

    def parity_instead_of_attack(self, c): return self.instead_mark(c)  # «en vez de atacarte»: "instead"

    def parity_player_of_choice_draws(self, c):  # «un jugador de tu elección roba 1 carta»: "choose a player to draw …"
        amount = next(x for x in c if isinstance(x, tuple) and x[0] == "amount")[1]
        return {"verb": "draw", **amount, "target": {"select": "a", "kind": "player"}}

    def parity_this_attacks(self, c):  # "this villain's attack gains …": as «los ataques de este villano ganan …»
        grants = next(x for x in c if isinstance(x, list))
        return [{**g, "target": {"select": "this"}, "attacks": True} for g in grants]

    def parity_se_discards(self, c): return {"verb": "discard", "target": {"select": "this"}}  # «se descarta esta carta»


_mix_in(ParityActions)
