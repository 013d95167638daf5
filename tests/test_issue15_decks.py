"""Issue 15, decks and zones: the reader's searches, tops of decks, discards from a hand, shuffles and
the victory display (invented phrases, both languages), and what the engine makes of a search of
several zones and of the card a search finds (objetivo.21)."""

from __future__ import annotations

import pytest

from arbitro.reader import read, read_body
from readerkit import ask_effects, clause_codes


def _effects(text: str, lang: str) -> list:
    (r,) = read(text, lang)
    assert r.unread == [], r.unread
    return r.effects


FOUND = {"select": "that", "of": 1}
CASES = [
    ("<b>Acción</b>: busca en tu mazo una mejora y añádela a tu mano.",
     "<b>Action</b>: search your deck for an upgrade and add it to your hand.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "upgrade"}},
      {"verb": "move", "to": "hand", "target": FOUND}]),
    ("<b>Acción</b>: busca una mejora en tu mazo y añádela a tu mano.",  # the "y" after the zone is not "y en …"
     "<b>Action</b>: search your deck for an upgrade and add it to your hand.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "upgrade"}},
      {"verb": "move", "to": "hand", "target": FOUND}]),
    ("<b>Cuando se muestre esta carta</b>: busca un aliado en el mazo de encuentros y en su pila de descartes y muéstralo.",
     "<b>When Revealed</b>: search the encounter deck and discard pile for an ally and reveal it.",
     [{"verb": "search", "zones": ["encounter_deck", "encounter_discard"], "for": {"select": "a", "kind": "ally"}},
      {"verb": "reveal", "target": FOUND}]),
    ("<b>Acción</b>: busca un aliado en tu mazo y en tu pila de descartes, y ponlo en juego.",
     "<b>Action</b>: search your deck and discard pile for an ally, and put it into play.",
     [{"verb": "search", "zones": ["deck", "discard"], "for": {"select": "a", "kind": "ally"}},
      {"verb": "put_into_play", "target": FOUND}]),
    ("<b>Cuando se muestre esta carta</b>: busca un aliado en el mazo y la pila de descartes de encuentros y muéstralo.",
     "<b>When Revealed</b>: search the encounter deck and discard pile for an ally and reveal it.",
     [{"verb": "search", "zones": ["encounter_deck", "encounter_discard"], "for": {"select": "a", "kind": "ally"}},
      {"verb": "reveal", "target": FOUND}]),
    ("<b>Aumento</b>: descarta la primera carta del mazo de encuentros.",
     "<b>Boost</b>: discard the top card of the encounter deck.",
     [{"verb": "move", "amount": 1, "from": "encounter_deck", "to": "encounter_discard"}]),
    ("<b>Aumento</b>: descarta la primera carta de tu mazo.", "<b>Boost</b>: discard the top card of your deck.",
     [{"verb": "move", "amount": 1, "from": "deck_top", "to": "discard"}]),
    ("<b>Aumento</b>: descarta las 4 primeras cartas del mazo de encuentros.",
     "<b>Boost</b>: discard the top 4 cards of the encounter deck.",
     [{"verb": "move", "amount": 4, "from": "encounter_deck", "to": "encounter_discard"}]),
    ("<b>Aumento</b>: descarta 1 carta de tu mano al azar.", "<b>Boost</b>: discard 1 card at random from your hand.",
     [{"verb": "discard", "target": {"select": "a", "kind": "card", "zone": "hand", "controller": "you", "random": True}}]),
    ("<b>Aumento</b>: descarta 2 cartas de tu mano.", "<b>Boost</b>: discard 2 cards from your hand.",
     [{"verb": "discard", "target": {"select": "a", "count": 2, "kind": "card", "zone": "hand", "controller": "you"}}]),
    ("<b>Cuando se derrote esta carta</b>: añade esta carta a tu mazo y barájalo.",
     "<b>When Defeated</b>: shuffle this card into your deck.",
     [{"verb": "shuffle_into", "target": {"select": "this"}, "to": "deck"}]),
    ("<b>Cuando se derrote esta carta</b>: devuelve esta carta al mazo de encuentros y barájalo.",
     "<b>When Defeated</b>: shuffle this card into the encounter deck.",
     [{"verb": "shuffle_into", "target": {"select": "this"}, "to": "encounter_deck"}]),
    ("<b>Cuando se derrote esta carta</b>: añade esta carta a la zona de victoria.",
     "<b>When Defeated</b>: add this card to the victory display.",
     [{"verb": "move", "target": {"select": "this"}, "to": "victory_display"}]),
    ("<b>Cuando se muestre esta carta</b>: baraja el mazo de encuentros junto con su pila de descartes y roba 1 carta.",
     "<b>When Revealed</b>: shuffle the encounter discard pile into the encounter deck and draw 1 card.",
     [{"verb": "shuffle_into", "from": "encounter_discard", "to": "encounter_deck"},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Cuando se derrote esta carta</b>: retira esta carta del juego.",
     "<b>When Defeated</b>: remove this card from the game.",
     [{"verb": "remove_from_game", "target": {"select": "this"}}]),
]


@pytest.mark.parametrize("es, en, expected", CASES)
def test_both_languages_read_the_same_effects(es, en, expected):
    assert _effects(es, "es") == expected
    assert _effects(en, "en") == expected


def test_the_card_found_is_the_search_of_its_own_sentence():
    effects = _effects("<b>Acción</b>: roba 1 carta. Puedes buscar en tu pila de descartes un evento y añádelo a tu mano.",
                       "es")
    assert effects[1]["verb"] == "search" and effects[1]["optional"] is True
    assert effects[2] == {"verb": "move", "to": "hand", "target": {"select": "that", "of": 2}, "optional": True}


def test_a_cost_before_the_search_shifts_the_found_card_in_the_card_pool_listing():
    body = "agota esta carta → busca en tu mazo un aliado y añádelo a tu mano."
    effects, unread = read_body(body, 0, "es")
    assert unread == [] and effects[0]["cost"] is True
    assert effects[1]["verb"] == "search" and effects[2]["target"] == {"select": "that", "of": 2}


@pytest.mark.parametrize("text, lang", [
    ("<b>Action</b>: search your deck for an ally.", "en"),  # a search with nothing done with the card
    ("<b>Action</b>: draw 1 card and add it to your hand.", "en"),  # "it" is not a card a search found
    ("<b>Acción</b>: busca en tu colección un aliado y añádelo a tu mano.", "es"),  # a zone not read
    ("<b>Action</b>: discard the top card of the villain deck.", "en"),
    ("<b>Action</b>: shuffle this card into its owner's deck.", "en"),
])
def test_what_is_not_read_stays_unread(text, lang):
    (r,) = read(text, lang)
    assert r.unread


SEARCH_FOUND = "[{verb: search, zones: [deck, discard], for: {select: a, kind: ally}}, " \
               "{verb: put_into_play, target: {select: that, of: 1}}]"


def test_the_card_a_search_finds_is_not_a_target(rb, tmp_path):
    a = ask_effects(rb, tmp_path, SEARCH_FOUND)
    assert a["answer"] == "yes", a
    assert "objetivo.21" in clause_codes(a["trace"])


def test_a_search_of_empty_zones_changes_nothing(rb, tmp_path):
    a = ask_effects(rb, tmp_path, SEARCH_FOUND, deck=0)
    assert a["answer"] == "no", a


def test_a_search_of_the_encounter_deck_is_assumed_to_find_a_card(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: search, zones: [encounter_deck], for: {select: a, kind: minion}}, "
                           "{verb: reveal, target: {select: that, of: 1}}]", deck=0)
    assert a["answer"] == "yes", a
    assert any(r.code == "assume.encounter_deck" for r in a["assumptions"])


def test_the_encounter_discard_pile_alone_leaves_it_undetermined(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: search, zones: [encounter_discard], for: {select: a, kind: minion}}]", deck=0)
    assert a["answer"] == "undetermined", a


@pytest.mark.parametrize("text, lang", [
    ("<b>Aumento</b>: descarta 1 carta de tu mano al azar (2 cartas si el villano está aturdido).", "es"),
    ("<b>Boost</b>: discard 1 card at random from your hand (2 cards instead if the villain is stunned).", "en"),
])
def test_a_parenthesis_with_a_condition_is_not_reminder_text(text, lang):
    (r,) = read(text, lang)
    [code] = [u["why"].code for u in r.unread]  # not reminder text: listed as unread, whichever rule saw it
    assert code in ("reader.parenthesis_condition", "reader.rule_in_parentheses")
    assert r.status == "part"


def test_reminder_text_is_still_ignored():
    (r,) = read("<b>Acción</b>: busca en tu mazo un aliado y añádelo a tu mano. <i>(Baraja el mazo.)</i>", "es")
    assert r.unread == []
