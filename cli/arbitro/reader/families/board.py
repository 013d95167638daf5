"""Family board (issue 15, session 8): moves on the board.

- «agota tu Superhéroe y todos los Apoyos que controles» / "exhaust your identity and each support you
  control": several things exhausted (readied) by one verb, one effect each;
- «al final de la fase, si esta carta aún sigue en juego, descártala» / "at the end of the phase, if this card
  is still in play, discard it" (and «si ese Aliado continúa en juego al final de la fase, …»): a delayed effect
  under the condition that the card is still in play then (a fact, as printed);
- «(Si ya está en juego, se enfrenta a ti.)» / "(If he is already in play, he engages you.)" after a card found and
  revealed or put into play: that card engages the acting player if it was in play already;
- «descarta X del juego» / "discard X from play": a discard (of a card in play, where a discard takes it from);
- «retira del juego X» / "remove X from the game": remove_from_game of that target; «retira del juego la primera carta
  de tu mazo» / "remove the top card of your deck from the game": a move from the top of the deck to the removed cards;
- «esta carta no puede abandonar el juego (mientras …)» / "this card cannot leave play (while …)": a prohibit
  (cannot_leave_play)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader import PAREN_HOOKS
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

    def board_from_play(self, c):
        target = next(x for x in c if isinstance(x, dict))
        if target.get("zone") or target.get("zones"):  # (a card taken from another zone)
            raise ValueError("a discard from play of a card in another zone")
        return {"verb": "discard", "target": target}

    def board_remove_game(self, c):
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        hand = next((x for x in c if isinstance(x, dict) and "select" not in x), None)
        if hand is not None:  # «… en tu mano» / "… in your hand"
            if "zone" in target or "zones" in target:
                raise ValueError("two zones")
            target = {**target, **hand}
        if target.get("select") not in ("a", "each", "this", "that", "it"):  # (a player, a count of cards: not read)
            raise ValueError("a removal from the game of no card")
        return {"verb": "remove_from_game", "target": target}

    def board_remove_top(self, c): return {"verb": "move", "amount": 1, "from": "deck_top", "to": "removed"}
    def board_in_hand(self, c): return {"zone": "hand", "controller": "you"}

    def board_cannot_leave(self, c):
        target = next(x for x in c if isinstance(x, dict))
        return ("prohibited", "cannot_leave_play", target)

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


# «localiza a X y muéstralo. (Si ya está en juego, se enfrenta a ti.)» / "Find X and reveal him. (If he is already in
# play, he engages you.)": the card found, if it is in play already, engages the acting player instead (an engage
# under that condition, a fact as printed, after the reveal or the put into play of the one named card the sentence
# finds)
_ALREADY = {"en": re.compile(r"^if (?P<fact>(?:he|she|it) is already in play), (?:he|she|it) engages you\.?$"),
            "es": re.compile(r"^si (?P<fact>ya está en juego), se enfrenta a ti\.?$")}


def _already_hook(inner: str, printed: str, lang: str):
    m = _ALREADY.get(lang, _ALREADY["en"]).match(" ".join(inner.split()))
    if m is None:
        return None
    fact = m.group("fact")

    def apply(effects: list) -> bool:
        found = [e for e in effects if e.get("verb") == "search" and "name" in (e.get("for") or {})]
        last = effects[-1] if effects else {}
        target = last.get("target") or {}
        if len(found) != 1 or last.get("verb") not in ("reveal", "put_into_play") or target.get("select") != "that" \
                or "of" not in target or "condition" in last or last.get("engaged_with") or last.get("optional"):
            return False
        card = dict(target)
        if card["of"] < 0:  # (k effects back from the reveal: one more from the effect after it)
            card["of"] -= 1
        effects.append({"verb": "engage", "target": card, "engaged_with": "you", "condition": {"fact": fact}})
        return True
    return apply


PAREN_HOOKS.append(_already_hook)
