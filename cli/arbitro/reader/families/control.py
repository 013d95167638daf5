"""Family control (issue 15): who controls a card as it enters play."""

from __future__ import annotations

from arbitro.reader.actions import DeckActions, _mix_in


class ControlActions:
    """«Juega esta carta poniéndola bajo el control de cualquier jugador» (an ability's `play_under`) and
    «pon en juego X controlado por …» / "put X into play under …'s control" (put_into_play's `under`)."""

    def play_under(self, c): return ("play_under", "any_player")

    def under_any(self, c): return ("under", "any_player")
    def under_owner(self, c): return ("under", "owner")
    def under_you(self, c): return ("under", "you")
    def under_first(self, c): return ("under", "first_player")

    def put_into_play(self, c):
        marks = [x for x in c if isinstance(x, tuple) and x[:1] == ("under",)]
        # (family play: "put an ally into play from your hand": the zone after "into play", a dict with no select)
        zones = [x for x in c if isinstance(x, dict) and x.get("zone") == "hand" and "select" not in x]
        eff = DeckActions.put_into_play(self, [x for x in c if x not in marks and not any(x is z for z in zones)])
        if zones:
            target = dict(eff.get("target") or {})
            if target != {"select": "this"}:  # ("put this card into play from your hand": the card itself)
                if target.get("select") not in ("a", "each") or "zone" in target or "zones" in target:
                    raise ValueError("a card named before, or from two zones, taken from a hand")
                eff["target"] = {**target, **zones[0]}
        under = marks[0][1] if marks else None
        if under is not None:
            eff["under"] = under
        return eff


_mix_in(ControlActions)
