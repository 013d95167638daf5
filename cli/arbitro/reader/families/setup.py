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
