"""Issue 15, zones (session 6): a target's zone out of play («from / in your discard pile», «de tu pila de
descartes», «que esté en tu pila de descartes»), cards added to a hand, shuffled into a deck or put into
play from there, and the top card of the encounter deck revealed: the reader's constructs (invented
phrases, both languages, the same structure), the near misses left unread, and what the engine makes
of a card taken from a discard pile (capacidad.2: the candidates are the cards of that zone)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to

DISCARD = {"zone": "discard"}

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Acción</b>: añade un evento de tu pila de descartes a tu mano.",
     "<b>Action</b>: Add an event from your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "event", **DISCARD}}]),
    ("<b>Acción</b>: añade a tu mano un aliado que esté en tu pila de descartes.",
     "<b>Action</b>: Add an ally in your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "ally", **DISCARD}}]),
    ("<b>Acción</b>: elige una carta que esté en tu pila de descartes → añade esa carta a tu mano.",
     "<b>Action</b>: Choose a card in your discard pile → add that card to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "card", **DISCARD, "chosen": True}}]),
    ("<b>Acción</b>: añade un apoyo de tu pila de descartes a tu mazo y barájalo.",
     "<b>Action</b>: Shuffle a support from your discard pile into your deck.",
     [{"verb": "shuffle_into", "target": {"select": "a", "kind": "support", **DISCARD}, "to": "deck"}]),
    ("<b>Acción</b>: añade a tu mazo hasta 2 mejoras de tu pila de descartes y barájalo.",
     "<b>Action</b>: Shuffle up to 2 upgrades in your discard pile into your deck.",
     [{"verb": "shuffle_into", "target": {"select": "a", "up_to": 2, "kind": "upgrade", **DISCARD}, "to": "deck"}]),
    ("<b>Acción</b>: pon en juego un aliado de tu pila de descartes.",
     "<b>Action</b>: Put an ally from your discard pile into play.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "ally", **DISCARD}}]),
    ("<b>Acción</b>: pon en juego un aliado de la pila de descartes de cualquier jugador.",
     "<b>Action</b>: Put an ally into play from any player's discard pile.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "ally", "zone": "discard", "controller": "any"}}]),
    ("<b>Acción</b>: coge un evento de tu pila de descartes y añádelo a tu mano.",
     "<b>Action</b>: Return an event from your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "event", **DISCARD}}]),
    ("<b>Acción</b>: devuelve a tu mano un evento que esté en tu pila de descartes.",
     "<b>Action</b>: Return an event in your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "event", **DISCARD}}]),
    ("<b>Acción</b>: coge un aliado de tu pila de descartes, añádelo a tu mazo, barájalo y roba 1 carta.",
     "<b>Action</b>: Shuffle an ally from your discard pile into your deck and draw 1 card.",
     [{"verb": "shuffle_into", "target": {"select": "a", "kind": "ally", **DISCARD}, "to": "deck"},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Acción</b>: añade a tu mazo un apoyo que esté en tu pila de descartes, barájalo y roba 1 carta.",
     "<b>Action</b>: Shuffle a support in your discard pile into your deck and draw 1 card.",
     [{"verb": "shuffle_into", "target": {"select": "a", "kind": "support", **DISCARD}, "to": "deck"},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Acción</b>: coge una mejora de tu pila de descartes y colócala en la parte superior de tu mazo.",
     "<b>Action</b>: Put an upgrade from your discard pile on top of your deck.",
     [{"verb": "move", "to": "deck_top", "target": {"select": "a", "kind": "upgrade", **DISCARD}}]),
    ("<b>Acción</b>: coloca un evento de tu pila de descartes en la parte inferior de tu mazo.",
     "<b>Action</b>: Put an event from your discard pile on the bottom of your deck.",
     [{"verb": "move", "to": "deck_bottom", "target": {"select": "a", "kind": "event", **DISCARD}}]),
    ("<b>Acción</b>: elige un evento que esté en tu pila de descartes y colócalo en la parte superior de tu mazo.",
     "<b>Action</b>: Choose an event in your discard pile and put it on top of your deck.",
     [{"verb": "move", "to": "deck_top", "target": {"select": "a", "kind": "event", **DISCARD, "chosen": True}}]),
    ("<b>Acción</b>: pon en juego una mejora desde tu pila de descartes.",
     "<b>Action</b>: Put an upgrade into play from your discard pile.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "upgrade", **DISCARD}}]),
    ("<b>Acción</b>: inflige 1 de daño al villano por cada plan secundario que haya en la zona de victoria.",
     "<b>Action</b>: Deal 1 damage to the villain for each side scheme in the victory display.",
     [{"verb": "deal_damage", "amount": {"per": {"select": "each", "kind": "side_scheme", "zone": "victory_display"},
                                         "times": 1}, "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Cuando se muestre esta carta</b>: muestra la primera carta del mazo de encuentros.",
     "<b>When Revealed</b>: Reveal the top card of the encounter deck.",
     [{"verb": "reveal", "from": "encounter_deck"}]),
    ("<b>Acción</b>: roba 1 carta. Luego, muestra otra carta del mazo de encuentros.",
     "<b>Action</b>: Draw 1 card. Then, reveal another card from the encounter deck.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}, {"verb": "reveal", "from": "encounter_deck"}]),
]


def _sorted_traits(effects):
    for e in effects:
        t = e.get("target") or {}
        if "traits" in t:
            t["traits"] = sorted(t["traits"])
    return effects


@pytest.mark.parametrize("es,en,effects", CASES)
def test_zones_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


def test_traits_and_zone_together():
    es = "<b>Acción</b>: añade un evento [[Zorbo]] de tu pila de descartes a tu mano."
    en = "<b>Action</b>: Add a [[Zorbo]] event from your discard pile to your hand."
    out = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        out.append(_sorted_traits(r.effects))
    assert out[0] == out[1] == [{"verb": "move", "to": "hand",
                                 "target": {"select": "a", "kind": "event", "traits": ["Zorbo"], **DISCARD}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Add an event to your hand."),  # from where? not said: not guessed
    ("es", "<b>Acción</b>: añade un evento a tu mano."),
    ("en", "<b>Action</b>: Shuffle an ally into your deck."),
    ("es", "<b>Acción</b>: añade un aliado a tu mazo y barájalo."),
    ("en", "<b>Action</b>: Reveal a minion from the encounter deck."),  # a search, not the top card
    ("es", "<b>Acción</b>: muestra un esbirro del mazo de encuentros."),
    ("es", "<b>Acción</b>: muestra la primera carta de tu mazo."),  # a player's deck: not the encounter deck
    ("en", "<b>Action</b>: Add this card to your hand."),
    ("en", "<b>Action</b>: Put an ally from your hand into play from your discard pile."),
    ("en", "<b>Action</b>: Put a minion on top of your deck."),
    ("en", "<b>Action</b>: Put a side scheme in the victory display into play."),  # the board does not list it
    ("es", "<b>Acción</b>: pon en juego un plan secundario que haya en la zona de victoria."),  # a card in play: whose deck? not read
    ("es", "<b>Acción</b>: coge un aliado y añádelo a tu mano."),
    ("en", "<b>Action</b>: Return an ally to your hand."),  # in play: not this family's move
    ("es", "<b>Acción</b>: devuelve un aliado a tu mano."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD = """schema: arbitro/v1
edition: es
players: [{id: p1, form: hero, deck: 5}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: EFFECTS}]}
DISCARD
questions: [{id: q, ask: can_initiate, player: p1, card: ev}]
"""


def _ask(tmp_path, effects: str, discard: str = ""):
    (a,) = ask_json(tmp_path, BOARD.replace("EFFECTS", effects).replace("DISCARD", discard))
    return a


ADD = "[{verb: move, to: hand, target: {select: a, kind: ally, zone: discard}}]"


def test_a_card_taken_from_an_empty_discard_pile_has_no_target(tmp_path):
    a = _ask(tmp_path, ADD)
    assert a["answer"] == "no", a
    assert "capacidad.2" in a["citations"]


def test_a_card_taken_from_the_discard_pile_is_one_there(tmp_path):
    a = _ask(tmp_path, ADD, "  - {id: amiga, type: ally, owner: p1, zone: discard}")
    assert a["answer"] == "yes", a


def test_an_ally_in_play_is_not_one_in_the_discard_pile(tmp_path):
    a = _ask(tmp_path, ADD, "  - {id: amiga, type: ally, owner: p1}")
    assert a["answer"] == "no", a


def test_a_card_put_on_top_of_the_deck_from_the_discard_pile(tmp_path):
    top = "[{verb: move, to: deck_top, target: {select: a, kind: event, zone: discard}}]"
    assert _ask(tmp_path, top)["answer"] == "no"
    assert _ask(tmp_path, top, "  - {id: otro, type: event, owner: p1, zone: discard}")["answer"] == "yes"


def test_the_top_card_of_the_encounter_deck_revealed_is_assumed_there(tmp_path):
    a = _ask(tmp_path, "[{verb: reveal, from: encounter_deck}]")
    assert a["answer"] == "yes", a
    assert a["assumptions"], a


def test_a_count_of_the_victory_display_is_undetermined(tmp_path):
    """The board does not list the victory display: a count of its cards is never taken as 0."""
    per = "[{verb: deal_damage, amount: {per: {select: each, kind: side_scheme, zone: victory_display}}, target: {select: a, kind: villain}}]"
    a = _ask(tmp_path, per)
    assert a["answer"] == "undetermined", a
    assert "capacidad.5" in a["citations"]
