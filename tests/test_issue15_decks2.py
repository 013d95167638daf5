"""Issue 15, decks and zones (second pass): cards discarded from a deck until one of a kind is discarded
(a ``move`` with ``until``), what is done with that card («it», «that X», in the sentence or the next),
«…, then …» (invented phrases, both languages), and what the engine makes of it (objetivo.21)."""

from __future__ import annotations

import pytest

from arbitro.reader import read
from readerkit import ask_effects, clause_codes


def _effects(text: str, lang: str) -> list:
    (r,) = read(text, lang)
    assert r.unread == [], r.unread
    for e in r.effects:  # traits compared as printed in one language
        for key in ("for", "until"):
            if "traits" in e.get(key, {}):
                e[key] = {**e[key], "traits": sorted(e[key]["traits"])}
    return r.effects


THAT1 = {"select": "that", "of": 1}
ENC_UNTIL = {"verb": "move", "from": "encounter_deck", "to": "encounter_discard"}
CASES = [
    ("<b>Cuando se muestre esta carta</b>: descarta cartas de la parte superior del mazo de encuentros hasta que se "
     "descarte un esbirro [[Zorbo]] y muéstralo.",
     "<b>When Revealed</b>: discard cards from the top of the encounter deck until a [[Zorbo]] minion is discarded "
     "and reveal it.",
     [{**ENC_UNTIL, "until": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}},
      {"verb": "reveal", "target": THAT1}]),
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de encuentros hasta que descartes un plan "
     "secundario. Muestra ese plan secundario.",
     "<b>When Revealed</b>: discard cards from the encounter deck until you discard a side scheme. Reveal that side "
     "scheme.",
     [{**ENC_UNTIL, "until": {"select": "a", "kind": "side_scheme"}}, {"verb": "reveal", "target": THAT1}]),
    ("<b>Acción</b>: descarta cartas de la parte superior de tu mazo hasta que descartes un apoyo, luego añade esa "
     "carta a tu mano.",
     "<b>Action</b>: discard cards from the top of your deck until you discard a support, then add that card to your "
     "hand.",
     [{"verb": "move", "from": "deck_top", "to": "discard", "until": {"select": "a", "kind": "support"}},
      {"verb": "move", "to": "hand", "target": THAT1}]),
    ("<b>Aumento</b>: descarta cartas de tu mazo hasta que descartes un aliado.",
     "<b>Boost</b>: discard cards from your deck until you discard an ally.",
     [{"verb": "move", "from": "deck_top", "to": "discard", "until": {"select": "a", "kind": "ally"}}]),
    ("<b>Acción</b>: roba 2 cartas, luego descarta 1 carta de tu mano.",
     "<b>Action</b>: draw 2 cards, then discard 1 card from your hand.",
     [{"verb": "draw", "amount": 2, "target": {"select": "you"}},
      {"verb": "discard", "target": {"select": "a", "kind": "card", "zone": "hand", "controller": "you"}}]),
    # a card put into play engaged with the acting player (the effect's engaged, not a filter of its target)
    ("<b>Cuando se muestre esta carta</b>: busca un aliado en el mazo de encuentros y ponlo en juego enfrentado a ti.",
     "<b>When Revealed</b>: search the encounter deck for an ally and put it into play engaged with you.",
     [{"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "ally"}},
      {"verb": "put_into_play", "target": THAT1, "engaged": True}]),
    ("<b>Aumento</b>: pon en juego este esbirro enfrentado a ti.",
     "<b>Boost</b>: put this minion into play engaged with you.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "engaged": True}]),
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de encuentros hasta que se descarte un esbirro, "
     "luego pon en juego ese esbirro enfrentado a ti.",
     "<b>When Revealed</b>: discard cards from the encounter deck until a minion is discarded, then put that minion "
     "into play engaged with you.",
     [{**ENC_UNTIL, "until": {"select": "a", "kind": "minion"}},
      {"verb": "put_into_play", "target": THAT1, "engaged": True}]),
    # «…, then» before what is done with the card a search finds
    ("<b>Cuando se muestre esta carta</b>: busca en el mazo de encuentros un plan secundario, luego muéstralo.",
     "<b>When Revealed</b>: search the encounter deck for a side scheme, then reveal it.",
     [{"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "side_scheme"}},
      {"verb": "reveal", "target": THAT1}]),
    # a search of the top N cards of a deck: the search's amount
    ("<b>Acción</b>: busca un aliado [[Zorbo]] entre las 5 primeras cartas de tu mazo y ponlo en juego.",
     "<b>Action</b>: search the top 5 cards of your deck for a [[Zorbo]] ally and put it into play.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "ally", "traits": ["Zorbo"]}, "amount": 5},
      {"verb": "put_into_play", "target": THAT1}]),
    ("<b>Cuando se muestre esta carta</b>: busca entre las 10 primeras cartas del mazo de encuentros un esbirro y "
     "muéstralo.",
     "<b>When Revealed</b>: search the top 10 cards of the encounter deck for a minion and reveal it.",
     [{"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "minion"}, "amount": 10},
      {"verb": "reveal", "target": THAT1}]),
    # a card in play back to its owner's hand («your hand»: control.13.2), this card by a pronoun
    ("<b>Acción</b>: agota esta carta y devuélvela a tu mano.",
     "<b>Action</b>: exhaust this card and return it to your hand.",
     [{"verb": "exhaust", "target": {"select": "this"}}, {"verb": "return_to_hand", "target": {"select": "this"}}]),
    ("<b>Acción</b>: devuelve esta carta a la mano de su propietario.",
     "<b>Action</b>: return this card to its owner's hand.",
     [{"verb": "return_to_hand", "target": {"select": "this"}}]),
    # the top N[per_hero] cards of a deck
    ("<b>Cuando se muestre esta carta</b>: descarta las 2[per_hero] primeras cartas del mazo de encuentros.",
     "<b>When Revealed</b>: discard the top 2[per_hero] cards of the encounter deck.",
     [{"verb": "move", "amount": 2, "per_hero": True, "from": "encounter_deck", "to": "encounter_discard"}]),
    ("<b>Cuando se muestre esta carta</b>: descarta las 3[per_hero] primeras cartas de tu mazo.",
     "<b>When Revealed</b>: discard the top 3[per_hero] cards of your deck.",
     [{"verb": "move", "amount": 3, "per_hero": True, "from": "deck_top", "to": "discard"}]),
    # a facedown encounter card dealt (every dealt encounter card is facedown)
    ("<b>Cuando se muestre esta carta</b>: reparte a cada jugador una carta de encuentro boca abajo.",
     "<b>When Revealed</b>: deal each player 1 facedown encounter card.",
     [{"verb": "encounter_card", "target": {"select": "each", "kind": "player"}}]),
    ("<b>Aumento</b>: coge 1 carta de encuentro boca abajo.", "<b>Boost</b>: deal yourself a facedown encounter card.",
     [{"verb": "encounter_card", "target": {"select": "you"}}]),
]


@pytest.mark.parametrize("text, lang", [("<b>Boost</b>: deal yourself 2 facedown encounter card.", "en"),
                                        ("<b>Aumento</b>: coge 2 carta de encuentro boca abajo.", "es")])
def test_more_than_one_encounter_card_stays_unread(text, lang):
    (r,) = read(text, lang)
    assert r.unread


def test_from_top_of_without_the_reads_as_from_the_top_of():
    assert _effects("<b>Boost</b>: discard cards from top of your deck until you discard a support.", "en") == \
        _effects("<b>Boost</b>: discard cards from the top of your deck until you discard a support.", "en")


@pytest.mark.parametrize("lang, text", [("es", "<b>Acción</b>: devuelve a Zorbo Grande a tu mano."),
                                        ("en", "<b>Action</b>: return Zorbo Grande to your hand.")])
def test_this_card_by_its_name_returns_to_your_hand(lang, text):
    from arbitro.reader import Names

    (r,) = read(text, lang, names=Names(card=("Zorbo Grande",)))
    assert r.unread == [] and r.effects == [{"verb": "return_to_hand", "target": {"select": "this"}}]


def test_a_card_named_as_this_card_is_put_into_play_engaged():
    from arbitro.reader import Names

    (r,) = read("<b>Aumento</b>: pon en juego al Zorbo Grande enfrentado a ti.", "es",
                names=Names(card=("Zorbo Grande",)))
    assert r.unread == [] and r.effects == [{"verb": "put_into_play", "target": {"select": "this"}, "engaged": True}]


@pytest.mark.parametrize("es, en, expected", CASES)
def test_both_languages_read_the_same_effects(es, en, expected):
    assert _effects(es, "es") == expected
    assert _effects(en, "en") == expected


@pytest.mark.parametrize("text, lang", [
    # the card it stops at is a minion: «that ally» names no card read
    ("<b>When Revealed</b>: discard cards from the encounter deck until an ally is discarded. Reveal that minion.", "en"),
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de encuentros hasta que se descarte un aliado. "
     "Muestra ese esbirro.", "es"),
    # not one card of a kind
    ("<b>When Revealed</b>: discard cards from the encounter deck until each minion is discarded.", "en"),
    ("<b>When Revealed</b>: discard cards from the encounter deck until 2 minions are discarded.", "en"),
    # a zone not read
    ("<b>When Revealed</b>: discard cards from the villain deck until a minion is discarded.", "en"),
    # «it» with no card before it that it could be
    ("<b>Action</b>: draw 2 cards, then add it to your hand.", "en"),
    # «this card to your hand»: maybe an event while it resolves (return_to_hand is about a card in play)
    ("<b>Action</b>: deal 2 damage to an enemy and return this card to your hand.", "en"),
    ("<b>Acción</b>: devuelve esta carta a tu mano.", "es"),
    ("<b>Action</b>: return an ally to your hand.", "en"),
    # a card attached to itself (its own name as the host) is not read as an attachment
    ("<b>Cuando se muestre esta carta</b>: vincula esta carta a esta carta.", "es"),
])
def test_what_is_not_read_stays_unread(text, lang):
    (r,) = read(text, lang)
    assert r.unread


UNTIL_OWN = ("[{verb: move, from: deck_top, to: discard, until: {select: a, kind: event}}, "
             "{verb: move, to: hand, target: {select: that, of: 1}}]")


def test_the_card_a_move_stops_at_is_not_a_target(rb, tmp_path):
    a = ask_effects(rb, tmp_path, UNTIL_OWN)
    assert a["answer"] == "yes", a
    assert "objetivo.21" in clause_codes(a["trace"])


def test_an_empty_deck_gives_no_card_to_stop_at(rb, tmp_path):
    a = ask_effects(rb, tmp_path, UNTIL_OWN, deck=0)
    assert a["answer"] == "no", a


def test_the_encounter_deck_is_assumed_to_hold_one(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: move, from: encounter_deck, to: encounter_discard, until: {select: a, kind: minion}},"
                           " {verb: reveal, target: {select: that, of: 1}}]", deck=0)
    assert a["answer"] == "yes", a
    assert any(r.code == "assume.encounter_deck" for r in a["assumptions"])


def test_put_into_play_engaged_is_kept_and_judged_as_put_into_play(rb, tmp_path):
    found = "[{verb: search, zone: deck, for: {select: a, kind: minion}}, {verb: put_into_play, %starget: {select: that, of: 1}}]"
    a = ask_effects(rb, tmp_path, found % "engaged: true, ")
    assert a["answer"] == "yes", a
    assert ask_effects(rb, tmp_path, found % "")["answer"] == "yes"
    assert ask_effects(rb, tmp_path, found % "engaged: true, ", deck=0)["answer"] == "no"


def test_a_search_of_the_top_cards_of_an_empty_deck_changes_nothing(rb, tmp_path):
    top = "[{verb: search, zone: deck, amount: 5, for: {select: a, kind: ally}}, {verb: move, to: hand, target: {select: that, of: 1}}]"
    assert ask_effects(rb, tmp_path, top)["answer"] == "yes"
    assert ask_effects(rb, tmp_path, top, deck=0)["answer"] == "no"
