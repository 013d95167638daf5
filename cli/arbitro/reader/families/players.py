"""Family players (issue 15): players as the ones who act or receive: who may use an ability
(«cualquier jugador puede aplicar esta capacidad»), an enemy engaging the first player or entering play
engaged with them."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import Actions, _mix_in

_ENEMY_KINDS = ("villain", "minion", "enemy")
_FIRST = ("engaged_with", "first_player")
_put_into_play = Actions.put_into_play  # the families before this one (control: under whose control)
_found_into_play = Actions.found_into_play


class PlayersActions:
    """«Cualquier jugador puede aplicar esta capacidad» / "Any player may trigger this ability": the
    ability's ``used_by`` (a lead of its own sentence; arbitro.reader puts it on the ability).
    «X se enfrenta al jugador inicial» / "X engages the first player": the verb ``engage`` on an enemy,
    ``engaged_with: first_player``; «pon en juego X enfrentado al jugador inicial» / "put X into play
    engaged with the first player": put_into_play's ``engaged_with``."""

    def used_by(self, c): return ("used_by", "any_player")

    def first_player_engaged(self, c): return _FIRST
    def engaged_first(self, c): return _FIRST

    def engage(self, c):
        target = next(x for x in c if isinstance(x, dict))
        named = target.get("select") == "this" or "name" in target
        if not named and (target.get("select") not in ("a", "each", "that") or target.get("kind") not in _ENEMY_KINDS
                          or set(target) - {"select", "kind", "traits", "name"}):
            raise ValueError("what engages is not one enemy or each enemy of a kind")
        return {"verb": "engage", "target": target, "engaged_with": "first_player"}

    def put_into_play(self, c):
        eff = _put_into_play(self, [x for x in c if x != _FIRST])
        if _FIRST in c:
            if eff.get("engaged") or eff.get("under"):
                raise ValueError("engaged with two players")
            eff["engaged_with"] = "first_player"
        return eff

    def found_into_play(self, c):
        eff = _found_into_play(self, [x for x in c if x != _FIRST])
        if _FIRST in c:
            eff["engaged_with"] = "first_player"
        return eff


    def encounter_card_to(self, c):
        """«reparte 1 carta de Encuentro boca abajo a cada jugador» / "deal 1 facedown encounter card to a player":
        one encounter card to each player the target names (players only)."""
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), {"amount": 1})
        target = next(x for x in c if isinstance(x, dict))
        if amount != {"amount": 1}:
            raise ValueError("more than one encounter card")
        if target != {"select": "you"} and (target.get("kind") != "player" or target.get("select") not in ("a", "each")
                                            or set(target) - {"select", "kind"}):
            raise ValueError("an encounter card dealt to what is not a player")
        return {"verb": "encounter_card", "target": target}

    # -- «cada jugador …» / "each player …": effects the players do, each in turn (by: each_player)
    def by_each_player(self, c):
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        if target != {"select": "each", "kind": "player"}:
            raise ValueError("what does these effects is not each player")
        out = []
        for eff in (x for x in c if isinstance(x, dict) and "verb" in x):
            then = eff.pop("_then", None) or []
            out += [eff] + list(then)
        return [{**e, "by": "each_player"} for e in out]

    def by_each_player_may(self, c):
        return [{**e, "optional": True} for e in self.by_each_player(c)]

    def by_shuffle_deck(self, c): return {"verb": "shuffle_into", "to": "deck"}

    def by_until(self, c):
        until = next(x for x in c if isinstance(x, dict))
        if until.get("select") != "a" or set(until) - {"select", "kind", "traits"}:
            raise ValueError("discarded until something other than one card of a kind")
        return ("until", until)

    def by_discard_until(self, c):
        until = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "until")
        return {"verb": "move", "from": "encounter_deck", "to": "encounter_discard", "until": until}

    def by_it_engaged(self, c):  # «luego lo pone en juego enfrentado a él»: the card before it (_bind_it)
        return {"verb": "put_into_play", "target": {"select": "it"}, "engaged": True}

    def by_found_reveal_that(self, c):  # «… hasta que se descarte X, y muestra esa carta» (arbitro.reader ties it)
        kind = next(x for x in c if isinstance(x, Token) and x.type == "KIND")
        from arbitro.reader.actions import kind_of
        return {"verb": "reveal", "target": {"select": "that", "kind": kind_of(str(kind))}}

    def by_discard_top(self, c):
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        return {"verb": "move", "amount": n, "from": "deck_top", "to": "discard"}

    def by_search(self, c):
        sought = next(x for x in c if isinstance(x, dict) and "select" in x)
        if sought.get("other"):  # «una Obligación distinta»: a different one for each player, not "another card"
            raise ValueError("a different card for each player")
        return self.search(c)

    def by_found_into_play(self, c):
        return {"verb": "put_into_play", "target": dict(Actions._FOUND)}

    def by_found_engaged(self, c):
        return {"verb": "put_into_play", "target": dict(Actions._FOUND), "engaged": True}


_mix_in(PlayersActions)
