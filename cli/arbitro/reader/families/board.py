"""Family board (issue 15, session 8): moves on the board.

- «agota tu Superhéroe y todos los Apoyos que controles» / "exhaust your identity and each support you
  control": several things exhausted (readied) by one verb, one effect each;
- «al final de la fase, si esta carta aún sigue en juego, descártala» / "at the end of the phase, if this card
  is still in play, discard it" (and «si ese Aliado continúa en juego al final de la fase, …»): a delayed effect
  under the condition that the card is still in play then (a fact, as printed)."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import Actions, _mix_in

_prev_sentence = Actions.sentence
_VERB = {"exhaust": "exhaust", "agota": "exhaust", "ready": "ready", "prepara": "ready"}
_END_OF = {"phase": "phase", "fase": "phase", "round": "round", "ronda": "round", "turn": "turn", "turno": "turn"}


class BoardActions:
    def board_two(self, c):
        verb = _VERB[str(c[0]).lower()]
        targets = [x for x in c if isinstance(x, dict)]
        if len(targets) != 2 or targets[0] == targets[1]:
            raise ValueError("two things exhausted or readied, not read as two")
        return [{"verb": verb, "target": dict(t)} for t in targets]

    def board_end_of(self, c):
        return ("board_end_of", {"when": "end_of_" + _END_OF[str(c[-1]).split()[-1]]})

    def board_still(self, c):
        start = c[0].end_pos
        still = next(x for x in c if isinstance(x, Token) and x.type == "BOARD_STILL_IN_PLAY")
        if self.shown is None or start is None or still.end_pos is None:
            raise ValueError("no printed words for the still-in-play condition")
        fact = " ".join(self.shown[start: still.end_pos].split())
        when = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "board_end_of"), None)
        target = next(x for x in c if isinstance(x, dict))
        return ("board_still", {"fact": fact}, when, target)

    def sentence(self, children):
        still = next((x for x in children if isinstance(x, tuple) and x[:1] == ("board_still",)), None)
        if still is None:
            return _prev_sentence(self, children)
        _, cond, when, card = still
        children = [x for x in children if x is not still]
        leads = [x for x in children if isinstance(x, tuple)]
        delayed = [x for x in leads if x[0] == "delayed"]
        if (when is None) == (not delayed) or len(leads) != len(delayed):
            # «still in play» only when the effect waits (an end of the phase or round), once; no other lead
            raise ValueError("«still in play» with no delayed effect, or with other leads")
        effects = children[-1] if children and isinstance(children[-1], list) else []
        if not effects or any("condition" in e or "delayed" in e for e in effects):
            raise ValueError("«still in play» before effects already conditioned")
        if card.get("select") not in ("this", "that") or card.get("select") == "that" and set(card) != {"select", "kind"}:
            raise ValueError("«still in play» of a card not named here")
        # «…, discard it» / «descártalo»: the pronoun is the card the condition names
        effects = [{**e, **({"target": dict(card)} if e.get("target") == {"select": "it"} else {}),
                    "condition": dict(cond), **({"delayed": dict(when)} if when else {})} for e in effects]
        return _prev_sentence(self, children[:-1] + [effects])


_mix_in(BoardActions)
