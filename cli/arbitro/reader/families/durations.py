"""Family durations (issue 15, session 8): an optional cost, then an effect: "you may discard this card to <effect>"
/ «puedes descartar esta carta para <efecto>» (any one effect as the cost: "you may exhaust your hero to …"): the
cost optional, then the effect, done only if the cost was paid (the condition as "If you do, …" / «Si lo haces, …»
reads in each printing); "discard this card to <effect>": the discard, then the effect."""

from __future__ import annotations

from arbitro.reader.actions import _mix_in

_THIS = {"verb": "discard", "target": {"select": "this"}}


def _plain(e) -> bool:
    return isinstance(e, dict) and "verb" in e and not e["verb"].startswith("_") and "condition" not in e \
        and not e.get("optional")


class DurationsActions:
    def _may_to(self, c, fact):
        effects = [x for x in c if isinstance(x, dict)]
        if len(effects) != 2 or not all(_plain(e) for e in effects):
            raise ValueError("not one effect on each side of «to»")
        cost, eff = effects
        return [{**cost, "optional": True}, {**eff, "condition": {"fact": fact}}]

    def durations_may_to_en(self, c): return self._may_to(c, "you do")
    def durations_may_to_es(self, c): return self._may_to(c, "lo haces")

    def durations_discard_to(self, c):
        effects = [x for x in c if isinstance(x, dict)]
        if len(effects) != 1 or not _plain(effects[0]):
            raise ValueError("not one effect after the discard")
        return [dict(_THIS), effects[0]]


_mix_in(DurationsActions)
