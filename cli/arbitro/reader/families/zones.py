"""Family zones (issue 15): cards taken from a zone other than play (a target's ``zone``: «from / in your
discard pile», «de tu pila de descartes»), added to a hand, shuffled into a deck, put into play from a
discard pile, and the card revealed from the top of the encounter deck («reveal another card from the
encounter deck», «muestra la primera carta del mazo de encuentros»)."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import Actions, _mix_in, kind_of

_TARGET = Actions.target  # the target rule's action before this family's (chained, not replaced)


def _target(c) -> dict:
    return next(x for x in c if isinstance(x, dict) and "select" in x)


def _out_of_play(c) -> dict:
    """The effect's target, which must name a zone out of play (a discard pile): «add an event to your
    hand» with no zone says nothing about where the card is, and is not read."""
    t = _target(c)
    if t.get("zone") not in ("discard",) or t.get("select") not in ("a", "each"):
        raise ValueError("a card moved from no zone the text names")
    return t


class ZonesActions:
    def target(self, c):
        """A card in the victory display is counted («for each side scheme in the victory display», read
        by stat_per, not by this rule); as an effect's target it is not read (the board does not list the
        victory display: the engine could only find no card there)."""
        out = _TARGET(self, c)
        if out.get("zone") == "victory_display":
            raise ValueError("a card in the victory display as a target")
        return out

    def in_your_discard(self, c): return {"zone": "discard"}
    def in_any_discard(self, c): return {"zone": "discard", "controller": "any"}
    def in_victory_display(self, c): return {"zone": "victory_display"}

    def add_to_hand(self, c):  # «add an event from your discard pile to your hand»
        return {"verb": "move", "to": "hand", "target": _out_of_play(c)}

    def shuffle_target_into(self, c):  # «shuffle an ally from your discard pile into your deck»
        return {"verb": "shuffle_into", "target": _out_of_play(c), "to": "deck"}

    def put_into_play_from(self, c):  # «put an ally into play from your discard pile»
        t = dict(_target(c))
        if "zone" in t:
            raise ValueError("two zones")
        t.update(next(x for x in c if isinstance(x, dict) and "zone" in x and "select" not in x))
        return {"verb": "put_into_play", "target": t}

    # «on top of your deck» / «en la parte superior de tu mazo»
    def end_top(self, c): return ("end", "deck_top")
    def end_bottom(self, c): return ("end", "deck_bottom")

    @staticmethod
    def _end(c) -> str:
        return next(x[1] for x in c if isinstance(x, tuple) and x[:1] == ("end",))

    def to_deck_end(self, c):  # «put an event from your discard pile on top of your deck»
        t = _target(c)
        if t.get("select") not in ("it", "that") and "of" not in t:
            t = _out_of_play(c)
        return {"verb": "move", "to": self._end(c), "target": t}

    def to_deck_end_that(self, c):  # «place that card / it on the bottom of your deck»
        kind = next((x for x in c if isinstance(x, Token) and x.type == "KIND"), None)
        t = {"select": "that", "kind": kind_of(str(kind))} if kind is not None else {"select": "it"}
        return {"verb": "move", "to": self._end(c), "target": t}

    def to_deck_end_it(self, c):  # «colócalo en la parte superior de tu mazo»
        return {"verb": "move", "to": self._end(c), "target": {"select": "it"}}

    def return_from_zone(self, c):  # «return an event from your discard pile to your hand»
        return {"verb": "move", "to": "hand", "target": _out_of_play(c)}

    # «coge X de tu pila de descartes y añádela a tu mano»: one move of X
    def take_and(self, c):
        done = next(x for x in c if isinstance(x, tuple) and x[:1] == ("take",))
        eff = {"verb": done[1], "target": _out_of_play(c), "to": done[2]}
        return eff

    def take_to_hand(self, c): return ("take", "move", "hand")
    def take_to_deck(self, c): return ("take", "shuffle_into", "deck")
    def take_to_end(self, c): return ("take", "move", self._end(c))

    def reveal_encounter_top(self, c):
        """«reveal another card from the encounter deck» / «the top card of the encounter deck»: the one
        card on top of it (no target: what it is, the board does not say)."""
        if ("deck", "yours") in c:  # «la primera carta de tu mazo»: not the encounter deck
            raise ValueError("the top card of a player's deck revealed")
        parts = [x for x in c if isinstance(x, dict)]
        t = {k: v for x in parts for k, v in x.items()} if parts else None
        if t is not None and t not in ({"select": "a", "kind": "card", "other": True},
                                       {"select": "a", "kind": "card"}):
            raise ValueError("a card of a kind revealed from the encounter deck")
        return {"verb": "reveal", "from": "encounter_deck"}


_mix_in(ZonesActions)
