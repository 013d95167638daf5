"""Family play2 (issue 15): a cost of several sentences whose last one names a card the one before it took.

"Discard cards from the encounter deck until you discard a minion. Put that minion into play engaged with you →
…" / «Descarta cartas del mazo de Encuentros hasta que descartes un Esbirro. Pon en juego ese Esbirro enfrentado a
ti → …»: every sentence before "→" is what the ability costs (the reader otherwise takes the last one alone as the
cost and the ones before it as effects). The cost is then one list: its first effect stops at the card (``move`` …
``until``), and "that minion" is ``{select: that, of: N}`` of that list (the card that move stopped at, objetivo.21).
Only that shape is read: a cost's "that X" naming anything else stays unread, as before.

The cost split is :mod:`arbitro.reader`'s (it asks :func:`play2_cost_from_start` and :func:`play2_cost_refs_ok`).

- "put your suit form upgrade into play, Zorbo side faceup" / «pon en juego tu Mejora de identidad operativa con la
  cara de Zorbo boca arriba»: ``put_into_play`` with ``side_up`` (the side's name as printed)."""

from __future__ import annotations

import re

from arbitro.reader.actions import _mix_in

# the cost's last sentence opens with the card an earlier sentence of the cost took (a kind, no name)
_COST_THAT = {
    "en": re.compile(r"^\s*put that (minion|ally|enemy|card) into play\b"),
    "es": re.compile(r"^\s*(pon|poner) en juego (ese|esa) (esbirro|aliado|enemigo|carta)\b"),
}


def play2_cost_from_start(lang: str, cost_sentence: str) -> bool:
    """Whether every sentence before "→" is the cost: its last one puts into play "that <kind>" (lower-cased, the
    reader's clean text)."""
    rx = _COST_THAT.get(lang)
    return rx is not None and rx.search(cost_sentence) is not None


def play2_cost_refs_ok(cost: list, effects: list) -> bool:
    """A cost sentence's "that X" (``{select: that, of: N}``, N counting the cost read so far) names the card an
    earlier effect of the cost stopped at (a move ``until``); anything else is not read."""
    for e in effects:
        t = e.get("target") or {}
        if t.get("select") != "that":
            continue
        n = t.get("of")
        if not isinstance(n, int) or not 0 < n <= len(cost) or cost[n - 1].get("until") is None:
            return False
        if cost[n - 1].get("verb") != "move":
            return False
    return True


_SIDE_NAME = re.compile(r"^,?\s*(?:con (?:la|su) cara de\s+)?(?P<name>.*?)\s+(?:side faceup|boca arriba)$", re.I | re.S)


class Play2Actions:
    """"put your suit form upgrade into play, Zorbo side faceup" / «pon en juego tu Mejora de identidad operativa con
    la cara de Zorbo boca arriba»: ``put_into_play`` of the target, with ``side_up`` the side's name as printed (trait
    brackets left out). Only a card of one kind the text names (no pronoun, no count): else not read."""

    def play2_put_side_up(self, c):
        from lark import Token

        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") != "a" or target.get("count") or target.get("up_to") or "kind" not in target:
            raise ValueError("a side faceup of a card the text does not name alone")
        tok = next(x for x in c if isinstance(x, Token) and x.type == "PLAY2_SIDE_UP")
        printed = self.shown[tok.start_pos: tok.end_pos] if self.shown is not None and tok.start_pos is not None else str(tok)
        m = _SIDE_NAME.match(" ".join(printed.split()))
        if m is None or not m.group("name").strip("[] "):
            raise ValueError("no side named")
        name = m.group("name").replace("[[", "").replace("]]", "").strip()
        return {"verb": "put_into_play", "target": dict(target), "side_up": name}

    def play2_one_option(self, c): return self.effect_list(c)

    def play2_choose_one(self, c):
        """"choose one: A, B, or C" / «elige una opción: A, B o C»: the ability's options (as either_or), one effect
        each; an option naming another target by a pronoun is not read (either_or refuses it)."""
        return self.either_or(c)


_mix_in(Play2Actions)
