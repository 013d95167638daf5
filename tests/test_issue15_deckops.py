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


# -- a deck the text names (neither a player's nor the encounter deck): named_deck / named_discard, deck_name (its printed
# words in lower case, so each printing names it in its own language)
NAMED = [
    ("<b>Acción</b>: descarta la primera carta del mazo de [[ZORBO]].",
     "<b>Action</b>: Discard the top card of the [[Zorbo]] deck.",
     [{"verb": "move", "amount": 1, "from": "named_deck", "to": "named_discard"}], "zorbo", "zorbo"),
    ("<b>Cuando se muestre esta carta</b>: muestra la primera carta del mazo de Armas blip.",
     "<b>When Revealed</b>: Reveal the top card of the Blip Arms deck.",
     [{"verb": "reveal", "amount": 1, "from": "named_deck"}], "armas blip", "blip arms"),
    ("<b>Cuando se muestre esta carta</b>: pon en juego la primera carta de la parte superior del mazo de [[Gema zorb]].",
     "<b>When Revealed</b>: Put the top card of the zorb gem deck into play.",
     [{"verb": "put_into_play", "amount": 1, "from": "named_deck"}], "gema zorb", "zorb gem"),
    ("<b>Cuando se derrote esta carta</b>: coge la primera carta del mazo del Pasado blip, añádela al mazo de Encuentros "
     "y barájalo.",
     "<b>When Defeated</b>: Shuffle the top card of the Blip Past deck into the encounter deck.",
     [{"verb": "shuffle_into", "amount": 1, "from": "named_deck", "to": "encounter_deck"}], "pasado blip", "blip past"),
    ("<b>Especial</b>: roba 2 cartas. Coloca esta carta en la pila de descartes del mazo de [[Zorbo]].",
     "<b>Special</b>: Draw 2 cards. Place this card in the [[Zorbo]] deck discard pile.",
     [{"verb": "draw", "amount": 2, "target": {"select": "you"}},
      {"verb": "move", "target": {"select": "this"}, "to": "named_discard"}], "zorbo", "zorbo"),
]


@pytest.mark.parametrize("es,en,effects,es_name,en_name", NAMED)
def test_the_top_card_of_a_deck_the_text_names(es, en, effects, es_name, en_name):
    from readerkit import read_both

    for r, name in zip(read_both(es, en), (es_name, en_name)):
        named = [e for e in r.effects if "deck_name" in e]
        assert len(named) == 1 and named[0]["deck_name"] == name
        assert [{k: v for k, v in e.items() if k != "deck_name"} for e in r.effects] == effects


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Reveal the top card of the encounter deck."),  # the encounter deck: zones' reading
    ("es", "<b>Acción</b>: muestra la primera carta del mazo de Encuentros."),
    ("en", "<b>Action</b>: Discard the top card of your deck."),
])
def test_the_encounter_deck_and_your_deck_are_not_named_decks(lang, text):
    (r,) = read(text, lang)
    assert r.status == "full" and not any(e.get("deck_name") for e in r.effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Reveal the top card of his deck."),  # whose deck: not said
    ("en", "<b>Action</b>: Look at the top card of any deck."),
    ("en", "<b>Action</b>: Reveal the top card of the zorb deck and put it into play."),  # the card revealed, put
    ("es", "<b>Acción</b>: muestra la primera carta del mazo de Planes zorb y ponla en juego."),  # into play: not read
    ("es", "<b>Acción</b>: muestra la primera carta del mazo de cada jugador."),
])
def test_named_deck_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.status != "full"


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Discard the top card of the [[Zorbo]] deck."),
    ("es", "<b>Acción</b>: descarta la primera carta del mazo de [[Zorbo]]."),
])
def test_the_engine_does_not_decide_what_a_named_deck_holds(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text).replace("EXTRA", ""))
    assert a["answer"] == "undetermined", a


def test_this_card_flipped_and_put_on_the_bottom_of_a_named_deck():
    from readerkit import read_both

    es = ("<b>Respuesta obligada</b>: después de que esta carta abandone el juego, dale la vuelta y colócala en la parte "
          "inferior del mazo de [[Zorbo]].")
    en = "<b>Forced Response</b>: After this card leaves play, flip it and place it on the bottom of the [[Zorbo]] deck."
    for r in read_both(es, en):
        assert r.effects == [{"verb": "flip", "target": {"select": "this"}},
                             {"verb": "move", "target": {"select": "same", "of": 1}, "to": "named_deck_bottom",
                              "deck_name": "zorbo"}]


@pytest.mark.parametrize("lang,text", [  # «flip it and …» with another effect stays family castellano's reading
    ("en", "<b>Forced Response</b>: After this card leaves play, flip it and draw 1 card."),
    ("es", "<b>Respuesta obligada</b>: después de que esta carta abandone el juego, dale la vuelta y roba 1 carta."),
])
def test_flip_it_and_another_effect_is_unchanged(lang, text):
    (r,) = read(text, lang)
    assert r.status == "full" and [e["verb"] for e in r.effects] == ["flip", "draw"]


# -- «Otherwise, search … and reveal it»: the branch's own search and the card it finds, numbered in the branch
OTHERWISE_ES = ("<b>Cuando se muestre esta carta</b>: si hay algún esbirro en juego, aturde a un esbirro. De no ser así, "
                "busca un esbirro en el mazo de Encuentros y en su pila de descartes y muéstralo.")
OTHERWISE_EN = ("<b>When Revealed</b>: If there is a minion in play, stun a minion. Otherwise, search the encounter deck "
                "and discard pile for a minion and reveal it.")


def test_a_search_in_an_otherwise_branch_and_the_card_it_finds():
    from readerkit import read_both

    for r in read_both(OTHERWISE_ES, OTHERWISE_EN):
        (eff,) = r.effects
        assert eff["verb"] == "stun" and "fact" in eff["condition"]
        assert eff["otherwise"] == [
            {"verb": "search", "zones": ["encounter_deck", "encounter_discard"], "for": {"select": "a", "kind": "minion"}},
            {"verb": "reveal", "target": {"select": "that", "of": 1}}]


@pytest.mark.parametrize("lang,text", [
    # a later sentence naming a card back: the one the branch found, or one before it? not said
    ("en", "<b>When Revealed</b>: If there is a minion in play, stun a minion. Otherwise, search the encounter deck for a "
           "minion and reveal it. Deal 2 damage to that minion."),
    ("es", "<b>Cuando se muestre esta carta</b>: si hay algún esbirro en juego, aturde a un esbirro. De no ser así, busca "
           "un esbirro en el mazo de Encuentros y muéstralo. Inflige 2 de daño a ese esbirro."),
    # a move «until …» in the branch stays family flow's (unread)
    ("en", "<b>When Revealed</b>: If there is a minion in play, stun a minion. Otherwise, discard cards from the top of "
           "the encounter deck until a minion is discarded and reveal it."),
])
def test_a_card_named_back_after_an_otherwise_search_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.status != "full"


def test_the_engine_answers_an_otherwise_search(tmp_path):
    text = OTHERWISE_EN.replace("<b>When Revealed</b>", "<b>Action</b>").replace("stun a minion", "draw 1 card")
    (r,) = read(text, "en")
    assert r.status == "full" and len(r.effects[0]["otherwise"]) == 2
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", "en").replace("TEXT", text).replace("EXTRA", ""))
    assert a["answer"] == "yes", a  # a draw, or the branch's search of the encounter deck (assumed to hold cards)


# -- «for each card (different card type) discarded this way»: family amounts' icons, card / card_type
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: elige y descarta hasta 3 cartas de tu mano → quita 1 de Amenaza de un Plan por cada carta que "
     "hayas descartado de este modo.",
     "<b>Action</b>: Choose and discard up to 3 cards from your hand → remove 1 threat from a scheme for each card "
     "discarded this way.",
     [{"verb": "remove_threat", "amount": {"icons": "card", "times": 1}, "target": {"select": "a", "kind": "scheme"}}]),
    ("<b>Cuando se muestre esta carta</b>: descarta las 3 primeras cartas de tu mazo. Coloca 2 de Amenaza sobre el Plan "
     "principal por cada tipo de carta distinto que se haya descartado de este modo.",
     "<b>When Revealed</b>: Discard the top 3 cards of your deck. Place 2 threat on the main scheme for each different "
     "card type discarded this way.",
     [{"verb": "move", "amount": 3, "from": "deck_top", "to": "discard"},
      {"verb": "place_threat", "amount": {"icons": "card_type", "times": 2}, "target": {"select": "a", "kind": "main_scheme"}}]),
])
def test_an_amount_counted_on_the_cards_discarded_this_way(es, en, effects):
    from readerkit import read_both

    for r in read_both(es, en):
        assert r.effects == effects


@pytest.mark.parametrize("lang,text", [  # a card of another set: not said by the format
    ("en", "<b>When Revealed</b>: Discard the top 3 cards of your deck. Place 1 threat on your hero for each card "
           "discarded this way that does not belong to the Zorb encounter set."),
])
def test_cards_discarded_this_way_with_a_condition_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.status != "full"


def test_the_engine_does_not_count_cards_discarded_this_way(tmp_path):
    text = ("<b>Action</b>: Discard the top 3 cards of your deck. Deal 1 damage to the villain for each different card "
            "type discarded this way.")
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", "en").replace("TEXT", text).replace("EXTRA", ""))
    assert a["answer"] == "yes", a  # the discard itself changes the state (5 cards in the deck)
