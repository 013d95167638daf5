"""Family zones (issue 15): cards taken from a zone other than play (a target's ``zone``: «from / in your
discard pile», «de tu pila de descartes»), added to a hand, shuffled into a deck, put into play from a
discard pile, and the card revealed from the top of the encounter deck («reveal another card from the
encounter deck», «muestra la primera carta del mazo de encuentros»)."""

from __future__ import annotations

from arbitro.reader.actions import _mix_in


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
    def in_your_discard(self, c): return {"zone": "discard"}
    def in_any_discard(self, c): return {"zone": "discard", "controller": "any"}

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
