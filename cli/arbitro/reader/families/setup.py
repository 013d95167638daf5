"""Family setup (issue 15): schemes and encounter structure — threat on the scheme whose ability it is
(«aquí», «este plan»), …"""

from __future__ import annotations

from arbitro.reader.actions import _mix_in


class SetupActions:
    """Threat placed on or removed from "here" / "this scheme" («aquí», «este plan»): the scheme whose
    ability it is (`{select: this}`)."""

    def threat_here(self, c):
        return {**self._with_target("place_threat", c), "target": {"select": "this"}}

    def threat_from_this_scheme(self, c):
        return {**self._with_target("remove_threat", c), "target": {"select": "this"}}

    more_threat_this_scheme = threat_here


_mix_in(SetupActions)


DEFEATER = {"select": "defeater", "kind": "player"}


class DefeaterActions:
    """"The player who defeated this scheme" / «el jugador que haya derrotado este plan»: a target of its
    own (`{select: defeater, kind: player}`), the subject of a draw, damage taken, a status; dealt an
    encounter card; the player an enemy activates against."""

    def defeater(self, c): return dict(DEFEATER)
    to_defeater = defeater

    def defeater_does(self, c):
        target, effect = c
        return {**effect, "target": target}

    def dd_draw(self, c): return self._with_target("draw", c)
    def dd_may_draw(self, c): return {**self._with_target("draw", c), "optional": True}
    def dd_take_damage(self, c): return self._with_target("take_damage", c)
    def dd_stunned(self, c): return {"verb": "stun"}
    def dd_confused(self, c): return {"verb": "confuse"}

    def deal_defeater(self, c):
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), None)
        if amount is not None and amount != {"amount": 1}:
            raise ValueError("more than one encounter card")
        return {"verb": "encounter_card", "target": dict(DEFEATER)}

    def against_defeater(self, c):
        return ("activation", {"activation": "by_form", "against": dict(DEFEATER)})

    def activation(self, c): return c[0]  # only the family's alternative makes an activation node


_mix_in(DefeaterActions)


class SetAsideActions:
    """"Set X aside" / «aparta X a un lado»: the set_aside verb on the target (out of play, no one's)."""

    def set_aside(self, c):
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        return {"verb": "set_aside", "target": target}

    def out_of_play(self, c): return None


_mix_in(SetAsideActions)
