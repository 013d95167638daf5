"""Family players2 (issue 15, session 8): more of what each player does. «Siguiendo el orden de jugadores, cada
jugador …» / "In player order, each player …" (by: each_player, each in turn already); an option exhausting that
player's identity in each player's own choice; «cada jugador puede descartar del juego …» / "each player may discard …
from play"; a card of their discard pile to their hand; «debe elegir y descartar …» / "must choose and discard …" from
their hand; each player's own choice made only by the players in a form (by_form)."""

from __future__ import annotations

from arbitro.reader.actions import _mix_in



class Players2Actions:
    def players2_in_order(self, c):
        effects = next(x for x in c if isinstance(x, list))
        if not effects or any(e.get("by") != "each_player" for e in effects):
            raise ValueError("in player order: not what each player does")
        return effects

    def players2_passthrough(self, c): return c[0]  # (by_may_verb, by_found have no action of their own)

    def players2_exhaust_their(self, c):
        return {"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}}

    def players2_discard_from_play(self, c):
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") != "a" or target.get("kind") in (None, "card") or set(target) & {"zone", "controller"}:
            raise ValueError("discarded from play: not one card of a kind in play")
        return {"verb": "discard", "target": target}

    def players2_discard_to_hand(self, c):
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") != "a" or set(target) & {"zone", "controller"}:
            raise ValueError("to their hand: not cards of a kind from their discard pile")
        return {"verb": "move", "to": "hand", "target": {**target, "zone": "discard"}}

    def players2_choose_discard(self, c):
        return self.by_discard_their([x for x in c if not isinstance(x, str)])


    def players2_found_engaged(self, c): return self.by_found_engaged(c)
    def players2_it_engaged(self, c): return self.by_it_engaged(c)
    def players2_attack_engaged_with(self, c): return self.attack_engaged(c)

    def players2_against_each(self, c):  # (as «X se activa contra el jugador al que esté enfrentado»)
        return ("activation", {"activation": "by_form", "against": {"select": "each", "kind": "player"}})

    def players2_attack_each(self, c):
        return ("activation", {"activation": "attack", "against": {"select": "each", "kind": "player"}})

    def by_either(self, c):
        """«cada jugador que tenga adoptada su identidad de Héroe debe elegir entre …» / "each player in hero form must
        choose to either …": each player's own choice, made only by the players in that form (the options' effects say
        by_form)."""
        from arbitro.reader.families.players import ByEitherActions  # the family players' (each player's own choice)

        _by_either = ByEitherActions.by_either
        target = next(x for x in c if isinstance(x, dict))
        form = target.get("form")
        if not form or target != {"select": "each", "kind": "player", "form": form}:
            return _by_either(self, c)
        out = _by_either(self, [{"select": "each", "kind": "player"} if x is target else x for x in c])
        for ph in out:
            ph["options"] = [[{**e, "by_form": form} for e in branch] for branch in ph["options"]]
        return out


_mix_in(Players2Actions)
