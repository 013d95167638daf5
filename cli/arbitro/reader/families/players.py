"""Family players (issue 15): players as the ones who act or receive: who may use an ability
(«cualquier jugador puede aplicar esta capacidad»)."""

from __future__ import annotations

from arbitro.reader.actions import _mix_in


class PlayersActions:
    """«Cualquier jugador puede aplicar esta capacidad» / "Any player may trigger this ability": the
    ability's ``used_by`` (a lead of its own sentence; arbitro.reader puts it on the ability)."""

    def used_by(self, c): return ("used_by", "any_player")


_mix_in(PlayersActions)
