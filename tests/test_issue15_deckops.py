"""Issue 15, family deckops (session 8): cards discarded from the top of a deck by an amount the other deck rules do
not read — N[per_hero] cards, X cards, «for each …» / «por cada …» (a count of cards in play: the move's per amount),
and the top cards of each player's deck (the move each player does: by each_player). Invented phrases, both
languages, the same structure; near-misses stay unread; the engine counts the cards of a «for each»."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to

SUPPORTS = {"select": "each", "kind": "support", "controller": "you"}

CASES = [
    ("<b>Acción</b>: descarta 2 cartas de la parte superior de tu mazo por cada Apoyo que controles.",
     "<b>Action</b>: Discard 2 cards from the top of your deck for each support you control.",
     [{"verb": "move", "amount": {"per": SUPPORTS, "times": 2}, "from": "deck_top", "to": "discard"}]),
    ("<b>Acción</b>: descarta la primera carta de tu mazo por cada Apoyo que controles.",
     "<b>Action</b>: Discard the top card of your deck for each support you control.",
     [{"verb": "move", "amount": {"per": SUPPORTS, "times": 1}, "from": "deck_top", "to": "discard"}]),
    ("<b>Acción</b>: agota tu carta de Superhéroe y descarta 2 cartas de la parte superior de tu mazo por cada Apoyo "
     "que controles.",
     "<b>Action</b>: Exhaust your identity and discard 2 cards from the top of your deck for each support you control.",
     [{"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}},
      {"verb": "move", "amount": {"per": SUPPORTS, "times": 2}, "from": "deck_top", "to": "discard"}]),
    ("<b>Cuando se muestre esta carta</b>: descarta 2[per_hero] cartas del mazo de Encuentros.",
     "<b>When Revealed</b>: Discard 2[per_hero] cards from the encounter deck.",
     [{"verb": "move", "amount": 2, "per_hero": True, "from": "encounter_deck", "to": "encounter_discard"}]),
    ("<b>Cuando se muestre esta carta</b>: descarta 3[per_hero] cartas de la parte superior del mazo de Encuentros.",
     "<b>When Revealed</b>: Discard 3[per_hero] cards from the top of the encounter deck.",
     [{"verb": "move", "amount": 3, "per_hero": True, "from": "encounter_deck", "to": "encounter_discard"}]),
    ("<b>Acción</b>: descarta X cartas de la parte superior de tu mazo.",
     "<b>Action</b>: Discard X cards from the top of your deck.",
     [{"verb": "move", "amount": {"x": True}, "from": "deck_top", "to": "discard"}]),
    ("<b>Acción</b>: descarta X cartas de la parte superior de tu mazo, donde X es igual a tu ATQ.",
     "<b>Action</b>: Discard X cards from the top of your deck, where X is your ATK.",
     [{"verb": "move", "amount": {"equal_to": {"stat": "atk", "of": "identity"}}, "from": "deck_top", "to": "discard"}]),
    ("<b>Cuando se muestre esta carta</b>: descarta las 4 primeras cartas del mazo de cada jugador.",
     "<b>When Revealed</b>: Discard the top 4 cards of each player's deck.",
     [{"verb": "move", "amount": 4, "from": "deck_top", "to": "discard", "by": "each_player"}]),
    ("<b>Cuando se muestre esta carta</b>: descarta la primera carta del mazo de cada jugador.",
     "<b>When Revealed</b>: Discard the top card of each player deck.",
     [{"verb": "move", "amount": 1, "from": "deck_top", "to": "discard", "by": "each_player"}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_top_cards_discarded_by_an_amount_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    # two amounts before «for each»: which one it counts is not said
    ("en", "<b>Action</b>: Draw 1 card and discard 1 card from the top of your deck for each support you control."),
    ("es", "<b>Acción</b>: roba 1 carta y descarta 1 carta de la parte superior de tu mazo por cada Apoyo que controles."),
    # a kind of card from the top of a deck is a search, not a number of cards
    ("en", "<b>Action</b>: Discard 2[per_hero] minions from the top of the encounter deck."),
    # each player's discard pile is no deck
    ("en", "<b>Action</b>: Discard the top 2 cards of each player's discard pile."),
    ("es", "<b>Acción</b>: descarta 0[per_hero] cartas del mazo de Encuentros."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.status != "full"


BOARD = """schema: arbitro/v1
card_lang: LANG
players: [{id: p1, form: hero, deck: 5}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: "TEXT"}]}
EXTRA
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev}
"""


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Discard the top card of your deck for each support you control."),
    ("es", "<b>Acción</b>: descarta la primera carta de tu mazo por cada Apoyo que controles."),
])
@pytest.mark.parametrize("extra,answer", [
    ("", "no"),  # no support: 0 cards, nothing changes (capacidad.5)
    ("  - {id: sp, type: support, owner: p1, zone: play}", "yes"),
])
def test_the_engine_counts_the_cards_of_a_for_each(tmp_path, lang, text, extra, answer):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text).replace("EXTRA", extra))
    assert a["answer"] == answer, a
