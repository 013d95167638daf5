"""Issue 15, zones (session 6): a target's zone out of play («from / in your discard pile», «de tu pila de
descartes», «que esté en tu pila de descartes»), cards added to a hand, shuffled into a deck or put into
play from there, and the top card of the encounter deck revealed: the reader's constructs (invented
phrases, both languages, the same structure), the near misses left unread, and what the engine makes
of a card taken from a discard pile (capacidad.2: the candidates are the cards of that zone)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to, read_both

DISCARD = {"zone": "discard"}

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Acción</b>: añade un evento de tu pila de descartes a tu mano.",
     "<b>Action</b>: Add an event from your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "event", **DISCARD}}]),
    ("<b>Acción</b>: añade a tu mano un aliado que esté en tu pila de descartes.",
     "<b>Action</b>: Add an ally in your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "ally", **DISCARD}}]),
    ("<b>Acción</b>: elige un evento que esté en tu pila de descartes → añade esa carta a tu mano.",
     "<b>Action</b>: Choose an event in your discard pile → add that card to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "event", **DISCARD, "chosen": True}}]),
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
    ("<b>Acción</b>: quita 1 contador de zorb de cada carta [[Hechizo]] que haya en tu zona de juego.",
     "<b>Action</b>: Remove 1 zorb counter from each [[Hechizo]] card in your play area.",
     [{"verb": "remove_counters", "amount": 1, "counter": "zorb",
       "target": {"select": "each", "kind": "card", "traits": ["Hechizo"], "in_play_area": True}}]),
    ("<b>Acción</b>: añade este accesorio al mazo de encuentros y barájalo (sin mirar).",
     "<b>Action</b>: Shuffle this attachment into the encounter deck (without looking).",
     [{"verb": "shuffle_into", "target": {"select": "this"}, "to": "encounter_deck"}]),
    ("<b>Aumento</b>: descarta 2 cartas del mazo de encuentros.",
     "<b>Boost</b>: Discard 2 cards from the encounter deck.",
     [{"verb": "move", "amount": 2, "from": "encounter_deck", "to": "encounter_discard"}]),
    ("<b>Acción</b>: elige un esbirro → añade ese esbirro al mazo de encuentros y barájalo.",
     "<b>Action</b>: Choose a minion → shuffle that minion into the encounter deck.",
     [{"verb": "shuffle_into", "target": {"select": "a", "kind": "minion", "chosen": True}, "to": "encounter_deck"}]),
    ("<b>Cuando se muestre esta carta</b>: busca un esbirro [[Zorbo]] en el mazo de encuentros, en su pila de descartes y "
     "entre las cartas apartadas, y muéstralo.",
     "<b>When Revealed</b>: Search the encounter deck, discard pile, and set-aside area for a [[Zorbo]] minion and reveal it.",
     [{"verb": "search", "zones": ["encounter_deck", "encounter_discard", "set_aside"],
       "for": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}},
      {"verb": "reveal", "target": {"select": "that", "of": 1}}]),
    ("<b>Cuando se derrote esta carta</b>: devuelve a esta carta al mazo de encuentros y barájalo.",
     "<b>When Defeated</b>: Shuffle this card into the encounter deck.",
     [{"verb": "shuffle_into", "target": {"select": "this"}, "to": "encounter_deck"}]),
    ("<b>Cuando se derrote esta carta</b>: devuelve la esta carta al mazo de encuentros y barájalo.",
     "<b>When Defeated</b>: Shuffle this card into the encounter deck.",
     [{"verb": "shuffle_into", "target": {"select": "this"}, "to": "encounter_deck"}]),
    ("<b>Cuando se muestre esta carta</b>: busca un aliado en el mazo y en la pila de descartes de encuentros y muéstralo.",
     "<b>When Revealed</b>: Search the encounter deck and discard pile for an ally and reveal it.",
     [{"verb": "search", "zones": ["encounter_deck", "encounter_discard"], "for": {"select": "a", "kind": "ally"}},
      {"verb": "reveal", "target": {"select": "that", "of": 1}}]),
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


@pytest.mark.parametrize("es,en", [
    ("<b>Acción</b>: coge 1 carta con el rasgo [[Zorbo]] de tu pila de descartes, añádela a tu mazo y barájalo.",
     "<b>Action</b>: Shuffle 1 [[Zorbo]] card from your discard pile into your deck."),
    ("<b>Acción</b>: coge una carta [[Zorbo]] de tu pila de descartes, añádela a tu mazo y barájalo.",
     "<b>Action</b>: Shuffle a [[Zorbo]] card from your discard pile into your deck."),
])
def test_a_card_of_a_trait_taken_from_the_discard_pile(es, en):
    out = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        out.append(r.effects)
    assert out[0] == out[1] == [{"verb": "shuffle_into", "to": "deck",
                                 "target": {"select": "a", "kind": "card", "traits": ["Zorbo"], **DISCARD}}]


def test_a_card_named_before_back_into_the_encounter_deck():
    es = "<b>Interrupción obligada</b>: cuando el enemigo vinculado vaya a ser descartado, en vez de eso devuélvelo al mazo de encuentros y barájalo."
    en = "<b>Forced Interrupt</b>: When the attached enemy would be discarded, shuffle it into the encounter deck instead."
    out = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        out.append(r.effects)
    assert out[0] == out[1] == [{"verb": "shuffle_into", "target": {"select": "trigger", "kind": "enemy"},
                                 "to": "encounter_deck"}]


def test_shuffled_back_as_one_of_two_options():
    es = "<b>Interrupción obligada</b>: cuando esta carta vaya a ser derrotada, elige entre gastar un recurso [physical] o bien añadir esta carta al mazo de encuentros y barajarlo."
    (r,) = read(es, "es")
    assert r.unread == []
    assert r.options[1]["effects"] == [{"verb": "shuffle_into", "target": {"select": "this"}, "to": "encounter_deck"}]


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
    ("en", "<b>Action</b>: Discard a minion from the encounter deck."),  # a search, not its top card
    ("es", "<b>Acción</b>: descarta un esbirro del mazo de encuentros."),
    ("en", "<b>Action</b>: Shuffle a minion into the encounter deck."),  # which one? in play: not said

    ("en", "<b>Action</b>: Put a side scheme in the victory display into play."),  # the board does not list it
    ("es", "<b>Acción</b>: pon en juego un plan secundario que haya en la zona de victoria."),
    # «for each» after several parts: every part's, but the stat rules give it to the last one only
    ("en", "The villain gets +1 SCH and +1 ATK for each obligation in your play area."),
    ("es", "El villano recibe +1 PLA y +1 ATQ por cada obligación que haya en tu zona de juego."),  # a card in play: whose deck? not read
    ("es", "<b>Acción</b>: coge un aliado y añádelo a tu mano."),
    ("es", "<b>Acción</b>: coge 1 carta de tu mano y añádela a tu mazo y barájalo."),  # not a discard pile
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


AREA = """schema: arbitro/v1
edition: es
players: [{id: p1, form: hero, deck: 5}, {id: p2, form: hero, deck: 5}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: malo, type: villain}
  - {id: niebla, type: environment, play_area: WHOSE}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: [{verb: add_counters, amount: 1, target: {select: a, kind: environment, in_play_area: true}}]}]}
questions: [{id: q, ask: targets, player: p1, card: ev}]
"""


@pytest.mark.parametrize("whose,valid", [("p1", ["niebla"]), ("p2", [])])
def test_a_card_in_your_play_area_is_one_in_the_acting_players(tmp_path, whose, valid):
    (a,) = ask_json(tmp_path, AREA.replace("WHOSE", whose))
    assert a["answer"] == valid, a


# -- session 7: searches for a card named in the text, what is done with the card found, the rules' Find
ZORBO = (("Zorbo Grande", "minion"), ("Trampa Zorba", "treachery"))
FOUND = {"select": "that", "of": 1}


def _named(text: str, lang: str):
    from arbitro.reader import Names

    (r,) = read(text, lang, names=Names.of(card="Otra Carta", others=ZORBO))
    assert r.unread == [], (lang, r.unread)
    return r.effects


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se muestre esta carta</b>: busca una copia de Trampa Zorba en el mazo y la pila de descartes de "
     "encuentros, añádela a tu mazo y barájalo.",
     "<b>When Revealed</b>: Search the encounter deck and discard pile for a copy of Trampa Zorba and shuffle it into "
     "your deck.",
     [{"verb": "search", "zones": ["encounter_deck", "encounter_discard"],
       "for": {"select": "a", "kind": "treachery", "name": "Trampa Zorba"}},
      {"verb": "shuffle_into", "target": FOUND, "to": "deck"}]),
    ("<b>Cuando se muestre esta carta</b>: busca 1 copia de la traición Trampa Zorba en el mazo de encuentros y muéstrala.",
     "<b>When Revealed</b>: Search the encounter deck for 1 copy of the Trampa Zorba treachery and reveal it.",
     [{"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "treachery", "name": "Trampa Zorba"}},
      {"verb": "reveal", "target": FOUND}]),
    ("<b>Cuando se muestre esta carta</b>: busca a Zorbo Grande en el mazo de encuentros y muéstralo.",
     "<b>When Revealed</b>: Search the encounter deck for Zorbo Grande and reveal him.",
     [{"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "minion", "name": "Zorbo Grande"}},
      {"verb": "reveal", "target": FOUND}]),
    ("<b>Cuando se muestre esta carta</b>: localiza a Zorbo Grande y ponlo en juego enfrentado a ti.",
     "<b>When Revealed</b>: Find Zorbo Grande and put him into play engaged with you.",
     [{"verb": "search", "find": True, "for": {"select": "a", "kind": "minion", "name": "Zorbo Grande"}},
      {"verb": "put_into_play", "target": FOUND, "engaged": True}]),
    ("<b>Cuando se muestre esta carta</b>: localiza la traición Trampa Zorba y muéstrala.",
     "<b>When Revealed</b>: Find the Trampa Zorba treachery and reveal it.",
     [{"verb": "search", "find": True, "for": {"select": "a", "kind": "treachery", "name": "Trampa Zorba"}},
      {"verb": "reveal", "target": FOUND}]),
])
def test_a_named_card_searched_for_or_found(es, en, effects):
    assert _named(es, "es") == _named(en, "en") == effects


def test_find_a_card_of_a_kind():
    assert_reads_to("<b>Cuando se muestre esta carta</b>: localiza un esbirro [[Zorbo]] y muéstralo.",
                    "<b>When Revealed</b>: Find a [[Zorbo]] minion and reveal it.",
                    [{"verb": "search", "find": True, "for": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}},
                     {"verb": "reveal", "target": FOUND}])


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Find him and reveal him."),  # a pronoun: no description to find
    ("es", "<b>Cuando se muestre esta carta</b>: localiza esa carta y muéstrala."),
    ("en", "<b>When Revealed</b>: Search the encounter deck for 2 copies of Zorbo and reveal them."),
])
def test_search_and_find_near_misses(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_a_named_card_with_a_kind_word_of_another_kind_is_not_read():
    from arbitro.reader import Names

    (r,) = read("<b>When Revealed</b>: Search the encounter deck for a copy of the Trampa Zorba minion and reveal it.",
                "en", names=Names.of(card="Otra Carta", others=ZORBO))
    assert r.unread


def test_find_is_undetermined_the_board_does_not_list_every_area(tmp_path):
    a = _ask(tmp_path, "[{verb: search, find: true, for: {select: a, kind: minion, name: Zorbo}}, "
                       "{verb: reveal, target: {select: that, of: 1}}]")
    assert a["answer"] == "undetermined", a


# -- the top cards of a deck looked at, then moved from the cards looked at
LOOK_DECK = {"verb": "look_at", "from": "deck_top", "amount": 4}
LOOK_ENC = {"verb": "look_at", "from": "encounter_deck", "amount": 4}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: mira las 4 primeras cartas de tu mazo. Añade 1 de esas cartas a tu mano y descarta el resto.",
     "<b>Action</b>: Look at the top 4 cards of your deck. Add 1 of those cards to your hand and discard the rest.",
     [LOOK_DECK, {"verb": "move", "amount": 1, "from": "looked_at", "to": "hand"},
      {"verb": "move", "from": "looked_at", "to": "discard"}]),
    ("<b>Acción</b>: mira las 4 primeras cartas de la parte superior de tu mazo. Añade 1 a tu mano y coloca las demás en "
     "la parte inferior de tu mazo, en el orden que prefieras.",
     "<b>Action</b>: Look at the top 4 cards of your deck. Add 1 to your hand and place the others on the bottom of your "
     "deck in any order.",
     [LOOK_DECK, {"verb": "move", "amount": 1, "from": "looked_at", "to": "hand"},
      {"verb": "move", "from": "looked_at", "to": "deck_bottom"}]),
    ("<b>Respuesta</b>: después de que juegues esta carta, mira las 4 primeras cartas del mazo de encuentros. Descarta 1 "
     "de ellas y devuelve el resto en el orden que prefieras.",
     "<b>Response</b>: After you play this card, look at the top 4 cards of the encounter deck. Discard 1 of them and put "
     "the rest back in any order.",
     [LOOK_ENC, {"verb": "move", "amount": 1, "from": "looked_at", "to": "discard"}]),
    ("<b>Acción</b>: mira la primera carta del mazo de encuentros y descarta 1 de esas cartas.",
     "<b>Action</b>: Look at the top card of the encounter deck and discard 1 of those cards.",
     [{"verb": "look_at", "from": "encounter_deck", "amount": 1},
      {"verb": "move", "amount": 1, "from": "looked_at", "to": "discard"}]),
])
def test_cards_looked_at_then_moved(es, en, effects):
    out = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        out.append(r.effects)
    assert out[0] == out[1] == effects


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 3 cards. Discard 1 of them."),  # drawn, not looked at
    ("es", "<b>Acción</b>: roba 3 cartas. Descarta 1 de ellas."),
    ("en", "<b>Action</b>: Discard the rest."),
    ("es", "<b>Acción</b>: descarta las demás."),
])
def test_a_move_from_cards_looked_at_needs_a_look_before(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_look_of_one_ability_is_not_the_next_ones():
    rs = read("<b>Acción</b>: mira las 3 primeras cartas de tu mazo.\n<b>Acción</b>: descarta 1 de ellas.", "es")
    assert rs[0].unread == [] and rs[1].unread


LOOK = ("[{verb: look_at, from: deck_top, amount: 3}, {verb: move, amount: 1, from: looked_at, to: hand}, "
        "{verb: move, from: looked_at, to: discard}]")


def test_a_look_at_your_deck_changes_the_state_when_it_has_cards(tmp_path):
    a = _ask(tmp_path, LOOK)
    assert a["answer"] == "yes", a


def test_the_cards_looked_at_are_not_on_the_board(tmp_path):
    (a,) = ask_json(tmp_path, BOARD.replace("deck: 5", "deck: 0").replace("EFFECTS", LOOK).replace("DISCARD", ""))
    assert a["answer"] == "undetermined", a


def test_the_card_found_attached_to_a_card():
    assert_reads_to("<b>Cuando se muestre esta carta</b>: busca un accesorio [[Zorbo]] en el mazo de encuentros y "
                    "vincúlalo a tu superhéroe.",
                    "<b>When Revealed</b>: Search the encounter deck for a [[Zorbo]] attachment and attach it to your "
                    "identity.",
                    [{"verb": "search", "zones": ["encounter_deck"],
                      "for": {"select": "a", "kind": "attachment", "traits": ["Zorbo"]}},
                     {"verb": "attach", "attach_found": True,
                      "target": {"select": "a", "kind": "identity", "controller": "you"}}])


def test_the_card_found_attached_to_a_pronoun_is_not_read():
    (r,) = read("<b>When Revealed</b>: Search the encounter deck for an attachment and attach it to him.", "en")
    assert r.unread


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: descarta 2 cartas de la parte superior de tu mazo.",
     "<b>Action</b>: Discard 2 cards from the top of your deck.",
     [{"verb": "move", "amount": 2, "from": "deck_top", "to": "discard"}]),
    ("<b>Acción</b>: descarta 3 cartas de la parte superior del mazo de encuentros.",
     "<b>Action</b>: Discard 3 cards from the top of the encounter deck.",
     [{"verb": "move", "amount": 3, "from": "encounter_deck", "to": "encounter_discard"}]),
])
def test_cards_discarded_from_the_top_of_a_deck(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Discard an ally from the top of your deck."),  # a kind: not just its top cards
    ("es", "<b>Acción</b>: descarta un aliado de la parte superior de tu mazo."),
    ("en", "<b>Action</b>: Discard up to 2 cards from the top of your deck."),  # «up to» on a move: not read
])
def test_cards_discarded_from_the_top_near_misses(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_cards_of_the_encounter_discard_pile_shuffled_into_the_encounter_deck():
    assert_reads_to("<b>Cuando se derrote esta carta</b>: devuelve al mazo de encuentros todos los esbirros [[Zorbo]] que "
                    "haya en su pila de descartes y baraja el mazo.",
                    "<b>When Defeated</b>: Shuffle each [[Zorbo]] minion in the encounter discard pile into the "
                    "encounter deck.",
                    [{"verb": "shuffle_into", "to": "encounter_deck",
                      "target": {"select": "each", "kind": "minion", "traits": ["Zorbo"], "zone": "encounter_discard"}}])


def test_the_encounter_discard_pile_is_not_on_the_board(tmp_path):
    a = _ask(tmp_path, "[{verb: shuffle_into, to: encounter_deck, target: {select: each, kind: minion, "
                       "zone: encounter_discard}}]")
    assert a["answer"] == "undetermined", a


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Defeated</b>: Shuffle each minion in the encounter discard pile into your deck."),
    ("es", "<b>Cuando se derrote esta carta</b>: devuelve a tu mazo todos los esbirros que haya en su pila de descartes "
           "y barájalo."),
])
def test_the_encounter_discard_pile_near_misses(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_card_the_trigger_names_back_to_your_hand_from_your_discard_pile():
    assert_reads_to("<b>Respuesta</b>: después de que juegues un evento, devuelve ese evento a tu mano desde tu pila de "
                    "descartes.",
                    "<b>Response</b>: After you play an event, return that event to your hand from your discard pile.",
                    [{"verb": "move", "to": "hand", "target": {"select": "trigger", "kind": "event"}, "from": "discard"}])


def test_a_card_found_added_to_your_hand_by_her():
    from arbitro.reader import Names

    (r,) = read("<b>Action</b>: Search your deck for Zorbo Grande and add her to your hand.", "en",
                names=Names.of(card="Otra Carta", others=(("Zorbo Grande", "ally"),)))
    assert r.unread == [] and r.effects == [
        {"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "ally", "name": "Zorbo Grande"}},
        {"verb": "move", "to": "hand", "target": FOUND}]


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: elige hasta 2 aliados [[Zorbo]] que estén en tu pila de descartes, añádelos a tu mazo y barájalo.",
     "<b>Action</b>: Choose up to 2 [[Zorbo]] allies in your discard pile and shuffle them into your deck.",
     [{"verb": "shuffle_into", "to": "deck", "target": {"select": "a", "up_to": 2, "kind": "ally", "traits": ["Zorbo"],
                                                        **DISCARD, "chosen": True}}]),
    ("<b>Preparación</b>: busca un plan secundario de jugador en tu mazo y ponlo en juego.",
     "<b>Setup</b>: Search your deck for a player side scheme and put it into play.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "side_scheme"}},
      {"verb": "put_into_play", "target": FOUND}]),
])
def test_cards_chosen_and_shuffled_in_and_a_player_side_scheme_searched(es, en, effects):
    out = [_sorted_traits(r.effects) for r in read_both(es, en)]
    assert out[0] == out[1] == _sorted_traits(effects)


def test_cards_taken_and_shuffled_in_by_them():
    (r,) = read("<b>Acción</b>: coge hasta 2 aliados de tu pila de descartes, añádelos a tu mazo y barájalo.", "es")
    assert r.unread == [] and r.effects == [
        {"verb": "shuffle_into", "to": "deck", "target": {"select": "a", "up_to": 2, "kind": "ally", **DISCARD}}]


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: elige 1 carta de tu mano y descártala."),  # a choice, then another effect on it
    ("en", "<b>Action</b>: Choose a card in your discard pile and add it to your hand."),
])
def test_a_choice_then_another_effect_still_reads(lang, text):
    (r,) = read(text, lang)
    assert r.unread == []


@pytest.mark.parametrize("es", [
    '<b>Cuando se muestre esta carta</b>: busca el plan secundario "Trampa Zorba" en el mazo de encuentros y muéstralo.',
    "<b>Cuando se muestre esta carta</b>: busca la carta Trampa Zorba en el mazo de encuentros y muéstrala.",
])
def test_a_spanish_name_in_quotes_or_after_carta(es):
    from arbitro.reader import Names

    (r,) = read(es, "es", names=Names.of(card="Otra Carta", others=(("Trampa Zorba", "side_scheme"),)))
    assert r.unread == [] and r.effects == [
        {"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "side_scheme", "name": "Trampa Zorba"}},
        {"verb": "reveal", "target": FOUND}]


def test_a_quoted_name_of_another_kind_is_not_read():
    from arbitro.reader import Names

    (r,) = read('<b>Cuando se muestre esta carta</b>: busca el esbirro "Trampa Zorba" en el mazo de encuentros y muéstralo.',
                "es", names=Names.of(card="Otra Carta", others=(("Trampa Zorba", "side_scheme"),)))
    assert r.unread


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Search the encounter deck for him and reveal him."),  # a pronoun: no card described
    ("es", "<b>Cuando se muestre esta carta</b>: búscalo en el mazo de encuentros y muéstralo."),
])
def test_a_search_for_a_pronoun_is_not_read(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_one_of_the_cards_looked_at_each_way():
    one = [{"verb": "move", "amount": 1, "from": "looked_at", "to": to} for to in ("discard", "hand", "deck_top")]
    out = [r.effects for r in read_both(
        "<b>Acción</b>: mira las 4 primeras cartas de tu mazo. Descarta una, roba una y devuelve una a la parte superior "
        "de tu mazo.",
        "<b>Action</b>: Look at the top 4 cards of your deck. Discard one, draw one, and put one back on top of your deck.")]
    assert out[0] == out[1] == [LOOK_DECK, *one]


def test_the_top_x_cards_looked_at_and_the_rest_put_back():
    per = {"per": {"select": "each", "kind": "card", "traits": ["Zorbo"], "controller": "you"}, "times": 1}
    out = [_sorted_traits(r.effects) for r in read_both(
        "<b>Acción</b>: mira las X primeras cartas del mazo de encuentros, siendo X el número de cartas [[Zorbo]] que "
        "controles. Descarta 1 de las cartas que has mirado de este modo. Devuelve el resto en el orden que prefieras.",
        "<b>Action</b>: Look at the top X cards of the encounter deck, where X is the number of [[Zorbo]] cards you "
        "control. Discard 1 card looked at this way. Put the rest back in any order.")]
    for effs in out:
        effs[0]["amount"]["per"] = dict(sorted(effs[0]["amount"]["per"].items()))
    assert out[0] == out[1] == [{"verb": "look_at", "from": "encounter_deck",
                                 "amount": {"per": dict(sorted(per["per"].items())), "times": 1}},
                                {"verb": "move", "amount": 1, "from": "looked_at", "to": "discard"}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Put the rest back in any order."),  # nothing looked at before
    ("es", "<b>Acción</b>: devuelve el resto en el orden que prefieras."),
])
def test_the_rest_put_back_needs_a_look_before(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_top_card_discarded_printed_without_its_article():
    (r,) = read("<b>Acción</b>: descarta primera carta del mazo de encuentros.", "es")
    assert r.unread == [] and r.effects == [{"verb": "move", "amount": 1, "from": "encounter_deck",
                                             "to": "encounter_discard"}]


def test_a_name_with_its_own_the_and_a_kind_named_in_spanish():
    from arbitro.reader import Names

    gang = Names.of(card="Otra Carta", others=(("The Zorbo Gang", "side_scheme"), ("Zorbo Grande", "minion")))
    (en,) = read("<b>When Revealed</b>: Search the encounter deck, discard pile, and set aside area for The Zorbo Gang "
                 "side scheme and reveal it.", "en", names=gang)
    assert en.unread == [] and en.effects == [
        {"verb": "search", "zones": ["encounter_deck", "encounter_discard", "set_aside"],
         "for": {"select": "a", "kind": "side_scheme", "name": "The Zorbo Gang"}},
        {"verb": "reveal", "target": FOUND}]
    (es,) = read("<b>Cuando se muestre esta carta</b>: busca un esbirro llamado Zorbo Grande en el mazo de encuentros y "
                 "muéstralo.", "es", names=gang)
    assert es.unread == [] and es.effects[0]["for"] == {"select": "a", "kind": "minion", "name": "Zorbo Grande"}


# -- session 8: a card of a player kind named with the word "card" / «carta de …»; your whole hand discarded
HAND = {"select": "each", "kind": "card", "zone": "hand", "controller": "you"}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: busca una carta de evento entre las 3 primeras cartas de tu mazo y añádela a tu mano.",
     "<b>Action</b>: Search the top 3 cards of your deck for an event card and add it to your hand.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "event"}, "amount": 3},
      {"verb": "move", "to": "hand", "target": FOUND}]),
    ("<b>Acción</b>: añade un aliado de tu pila de descartes a tu mano.",
     "<b>Action</b>: Add an ally card from your discard pile to your hand.",
     [{"verb": "move", "to": "hand", "target": {"select": "a", "kind": "ally", **DISCARD}}]),
    ("<b>Acción</b>: añade cada carta de recurso de tu pila de descartes a tu mazo y barájalo.",
     "<b>Action</b>: Shuffle each resource card in your discard pile into your deck.",
     [{"verb": "shuffle_into", "target": {"select": "each", "kind": "resource", **DISCARD}, "to": "deck"}]),
    ("<b>Interrupción obligada</b>: cuando termine tu turno, descarta tu mano.",
     "<b>Forced Interrupt</b>: When your turn ends, discard your hand.",
     None),
    ("<b>Acción</b>: descarta tu mano de cartas.", "<b>Action</b>: Discard your hand.",
     [{"verb": "discard", "target": HAND}]),
])
def test_a_kind_card_and_a_hand_discarded(es, en, effects):
    if effects is None:
        rs, re_ = read(es, "es")[0], read(en, "en")[0]
        assert rs.unread == [] == re_.unread and rs.effects == re_.effects == [{"verb": "discard", "target": HAND}]
        return
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Discard your hand size."),  # not the hand
    ("es", "<b>Acción</b>: descarta tu mano de Zorbo."),
    ("en", "<b>Action</b>: Search your deck for a status card and add it to your hand."),  # not a player kind
])
def test_a_hand_or_a_kind_card_near_miss_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_a_hand_discarded_loads_and_answers(tmp_path):
    effects = "[{verb: discard, target: {select: each, kind: card, zone: hand, controller: you}}]"
    (a,) = ask_json(tmp_path, BOARD.replace("EFFECTS", effects).replace("DISCARD", ""))
    assert a["answer"] in ("yes", "no", "undetermined"), a


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: devuelve a tu mazo todos los eventos que tengas en tu pila de descartes y barájalo.",
     "<b>Action</b>: Shuffle each event in your discard pile into your deck.",
     [{"verb": "shuffle_into", "target": {"select": "each", "kind": "event", **DISCARD}, "to": "deck"}]),
    ("<b>Acción</b>: devuelve a tu mazo un aliado de tu pila de descartes y barájalo.",
     "<b>Action</b>: Shuffle an ally from your discard pile into your deck.",
     [{"verb": "shuffle_into", "target": {"select": "a", "kind": "ally", **DISCARD}, "to": "deck"}]),
])
def test_cards_returned_to_your_deck_then_shuffled(es, en, effects):
    assert_reads_to(es, en, effects)


def test_a_card_returned_to_your_deck_from_no_zone_stays_unread():
    (r,) = read("<b>Acción</b>: devuelve a tu mazo un aliado y barájalo.", "es")
    assert r.unread


def test_a_card_named_by_its_trait_alone_in_a_discard_pile():
    assert_reads_to(
        "<b>Acción</b>: elige un [[zorbo]] que esté en tu pila de descartes y colócalo en la parte superior de tu mazo.",
        "<b>Action</b>: Choose a [[zorbo]] in your discard pile and put it on top of your deck.",
        [{"verb": "move", "to": "deck_top",
          "target": {"select": "a", "kind": "card", "traits": ["Zorbo"], **DISCARD, "chosen": True}}])
    (r,) = read("<b>Action</b>: Exhaust a [[zorbo]].", "en")  # not in a discard pile: not this rule
    assert r.unread or r.effects[0]["target"].get("zone") is None
