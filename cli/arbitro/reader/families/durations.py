"""Family durations (issue 15, session 8): "you may discard this card to <effect>" / «puedes descartar esta carta
para <efecto>»: an optional discard of this card, then the effect, done only if the card was discarded (the
condition «you do», as "If you do, …" is read); "discard this card to <effect>": the discard, then the effect."""

from __future__ import annotations

from arbitro.reader.actions import _mix_in

_THIS = {"verb": "discard", "target": {"select": "this"}}
# the condition's fact as the base reads "If you do, …" / «Si lo haces, …» in each printing
_IF_DONE = {"this": "you do", "esta": "lo haces", "este": "lo haces"}


def _one(c) -> dict:
    effects = [x for x in c if isinstance(x, dict)]
    if len(effects) != 1 or "verb" not in effects[0] or "condition" in effects[0] or effects[0].get("optional"):
        raise ValueError("not one effect after the discard")
    return effects[0]


class DurationsActions:
    def durations_may_discard_to(self, c):
        eff = _one(c)
        words = str(c[0]).split()[0]  # the THIS_CARD mark: its words say the printing's language
        fact = _IF_DONE.get(words)
        if fact is None:  # (the card's own name: the language is not known here)
            raise ValueError("the printing's words for «if you do» not known")
        return [{**_THIS, "optional": True}, {**eff, "condition": {"fact": fact}}]

    def durations_discard_to(self, c):
        return [dict(_THIS), _one(c)]


_mix_in(DurationsActions)
