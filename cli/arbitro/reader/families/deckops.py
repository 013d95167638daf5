"""Family deckops (issue 15, session 8): cards discarded from the top of a deck by an amount the other deck rules
(base grammar, families zones and players) do not read: «1[per_hero] cards», «X cards», «… for each support you
control» / «… por cada Apoyo que controles» (a count of cards in play, the format's per), and the top cards of each
player's deck («del mazo de cada jugador»: the move each player does, by: each_player)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import _COUNTED, Actions, _mix_in

_prev_sentence = Actions.sentence  # the sentence action before this family's (chained, not replaced)

# the decks whose top cards a move takes, and where they go
_DECK_MOVES = {"deck_top": "discard", "encounter_deck": "encounter_discard"}


def _top_move(c, amount) -> dict:
    """A move of ``amount`` top cards: of the encounter deck when the words name it, else of the acting player's."""
    encounter = any(isinstance(x, tuple) and x == ("deckops_from", "encounter_deck") for x in c) or any(
        isinstance(x, Token) and x.type == "TOP_OF_DECK" and ("encounter" in x or "encuentros" in x) for x in c)
    src = "encounter_deck" if encounter else "deck_top"
    return {"verb": "move", **amount, "from": src, "to": _DECK_MOVES[src]}


_DISCARD_ZONES = ("discard", "encounter_discard", "named_discard")


def _check_this_way(actions, children) -> None:
    """«for each card (different card type) discarded this way»: only after a discard of this ability (an earlier
    sentence, the cost, or this sentence); a sentence that discards marks the ability (its ability_state)."""
    effects = [e for x in children if isinstance(x, list) for e in x if isinstance(e, dict)]
    discards = any(e.get("verb") == "discard" or (e.get("verb") == "move" and e.get("to") in _DISCARD_ZONES)
                   for e in effects)
    state = getattr(actions, "ability_state", None)
    if any(isinstance(x, tuple) and x[:1] == ("icons",) and x[1:] in (("card",), ("card_type",)) for x in children):
        if not (discards or (state or {}).get("discarded")):
            raise ValueError("cards discarded this way, with no discard before")
    if discards and state is not None:
        state["discarded"] = True


def _counted_move(eff: dict) -> bool:
    """A move of a number of a deck's top cards, with nothing else about it (no per_hero, no by, no condition)."""
    return eff.get("verb") == "move" and eff.get("from") in _DECK_MOVES and eff["amount"] >= 1 \
        and set(eff) <= {"verb", "amount", "from", "to", "optional"}


def finds_own_card(effects: list) -> bool:
    """An otherwise branch («Otherwise, search … for Zorbo and reveal him») that is one search and what the same sentence
    does with the card it finds (``{select: that, of: -k}`` naming that search): numbered in the branch's own effect list
    (the format's ``of`` counts the list it is in), so it is read there. Not a move «until …» (family flow's), nor a branch
    whose effects name another card back (arbitro.reader: a later sentence naming a card back is then not read)."""
    searches = [i for i, e in enumerate(effects) if e.get("verb") == "search"]
    if len(searches) != 1 or any(e.get("until") for e in effects):
        return False
    for k, e in enumerate(effects):
        t = e.get("target") or {}
        if isinstance(t.get("of"), int) and (t["of"] >= 0 or k + t["of"] != searches[0]):
            return False
        if t.get("select") in ("that", "it", "same") and not isinstance(t.get("of"), int):
            return False
    return len(effects) > 1


class DeckopsActions:
    def deckops_n_per_hero(self, c):
        n = int(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER"))
        if n < 1:
            raise ValueError("no cards")
        return ("deckops_n", {"amount": n, "per_hero": True})

    def deckops_n_x(self, c): return ("deckops_n", {"amount": {"x": True}})
    def deckops_from_encounter(self, c): return ("deckops_from", "encounter_deck")

    def deckops_discard_from_top(self, c):
        """«discard 2[per_hero] cards from the top of the encounter deck», «descarta X cartas de la parte superior de tu
        mazo»: that many of the deck's top cards (X: the question's x, or a «where X is …» after it, family amounts)."""
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "deckops_n")
        return _top_move(c, amount)

    def deckops_discard_top_each(self, c):
        """«discard the top 3 cards of each player's deck»: each player discards the top cards of their own deck (the
        acting player being that player: by each_player)."""
        n = next((int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER"), 1)
        if n < 1:
            raise ValueError("no cards")
        return {"verb": "move", "amount": n, "from": "deck_top", "to": "discard", "by": "each_player"}

    def deckops_each_deck(self, c): return ("deckops_each_deck",)

    # -- a deck the text names (neither a player's nor the encounter deck)
    def _deck_name(self, c) -> str:
        """The name of the deck the DECKOPS_NAMED_DECK token names: its printed words in lower case (a trait without
        its brackets)."""
        tok = next(x for x in c if isinstance(x, Token) and x.type == "DECKOPS_NAMED_DECK")
        printed = str(tok)
        if self.shown is not None and tok.start_pos is not None:
            printed = self.shown[tok.start_pos: tok.end_pos]
        m = re.match(r"(?is)^(?:the |del mazo del? )(.+?)(?: deck)?$", " ".join(printed.split()))
        name = m.group(1) if m else printed
        if name.startswith("[[") and name.endswith("]]"):
            name = name[2:-2].strip()
        return name.lower()

    def _named_top(self, c, verb: str, **fields) -> dict:
        return {"verb": verb, "amount": 1, "from": "named_deck", **fields, "deck_name": self._deck_name(c)}

    def deckops_named_discard_top(self, c): return self._named_top(c, "move", to="named_discard")
    def deckops_named_reveal_top(self, c): return self._named_top(c, "reveal")
    def deckops_named_play_top(self, c): return self._named_top(c, "put_into_play")
    def deckops_named_shuffle_top(self, c): return self._named_top(c, "shuffle_into", to="encounter_deck")
    def deckops_first_card(self, c): return ("deckops_first_card",)

    def deckops_flip_to_named_bottom(self, c):
        """"flip it and place it on the bottom of the [[Zorb]] deck" / «dale la vuelta y colócala en la parte inferior del
        mazo de [[Zorb]]»: the card the pronoun names flipped (the reader ties it: this card, after "after this card
        leaves play"), then that same card put on that deck's bottom (``same``, one effect back)."""
        return [{"verb": "flip", "target": {"select": "it"}},
                {"verb": "move", "target": {"select": "same", "of": -1}, "to": "named_deck_bottom",
                 "deck_name": self._deck_name(c)}]

    # «for each card (each different card type) discarded this way»: family amounts' icons
    def deckops_icons_card(self, c): return ("icons", "card")
    def deckops_icons_card_type(self, c): return ("icons", "card_type")
    def deckops_icon_words(self, c): return c[0]

    def deckops_to_named_discard(self, c):
        """"place this card in the [[Zorb]] deck discard pile" / «coloca esta carta en la pila de descartes del mazo de
        [[Zorb]]»: this card moves to that deck's discard pile."""
        return {"verb": "move", "target": {"select": "this"}, "to": "named_discard", "deck_name": self._deck_name(c)}

    def sentence(self, children):
        """«discard the top card of your deck for each support you control» / «descarta 1 carta de la parte superior de
        tu mazo por cada Apoyo que controles»: a sentence whose one effect is a move of a number of a deck's top cards
        gets the «for each» as that move's amount ({per, times}); other sentences are the earlier actions'."""
        _check_this_way(self, children)
        if children and isinstance(children[-1], tuple) and children[-1][0] == "per" and len(children) >= 2 \
                and isinstance(children[-2], list):
            effects = children[-2]
            counted = [i for i, e in enumerate(effects) if isinstance(e.get("amount"), int) and (
                e.get("verb") in _COUNTED or e.get("verb") == "move")]
            if len(counted) == 1 and _counted_move(effects[counted[0]]):
                *rest, _, (_, per) = children
                i = counted[0]
                eff = effects[i]
                effects = effects[:i] + [{**eff, "amount": {"per": per, "times": eff["amount"]}}] + effects[i + 1:]
                return _prev_sentence(self, rest + [effects])
            if len(counted) > 1 and any(effects[i].get("verb") == "move" for i in counted):
                # «draw 1 card and discard 1 card from the top of your deck for each …»: which amount it counts is not said
                raise ValueError("«for each» after several amounts")
        return _prev_sentence(self, children)


_mix_in(DeckopsActions)
