"""Issue 15, players (session 6): players as the ones who act or receive. «Cualquier jugador puede
aplicar esta capacidad» / "Any player may trigger this ability" is the ability's `used_by` (who may use
it: capacidad.10 with the card's own text, not its controller alone, capacidad.10.1). Invented phrases,
both languages, the same structure; near-misses stay unread; what the engine answers."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, ask_json, assert_reads_to

USED_BY = [
    ("<b>Acción</b>: agota tu identidad → quita 2 de amenaza de esta carta. Cualquier jugador puede aplicar esta capacidad.",
     "<b>Action</b>: Exhaust your identity → remove 2 threat from here. Any player may trigger this ability."),
    ("<b>Acción de Héroe</b>: agota esta carta → roba 1 carta. Cualquier jugador puede activar esta capacidad.",
     "<b>Hero Action</b>: Exhaust this card → draw 1 card. Any player can do this."),
]


@pytest.mark.parametrize("es,en", USED_BY)
def test_any_player_may_use_is_a_field_of_the_ability_in_both_languages(es, en):
    got = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        assert r.used_by == "any_player"
        ab = r.ability()
        assert ab["used_by"] == "any_player"
        got.append((ab["cost"], ab["effects"]))
    assert got[0] == got[1]


@pytest.mark.parametrize("lang,text", [
    ("en", "Any player may trigger this ability."),  # a paragraph of its own: which ability is not read
    ("es", "Cualquier jugador puede aplicar esta capacidad."),
    ("en", "<b>Action</b>: Draw 1 card. Any player may trigger that ability."),
    ("es", "<b>Acción</b>: roba 1 carta. Un jugador puede aplicar esta capacidad."),
    ("en", "<b>Action</b>: Draw 1 card. Each player may trigger this ability."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
    assert r.used_by is None


BOARD = """schema: arbitro/v1
card_lang: LANG
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: faro, name: Faro, type: support, owner: p1, abilities: [{id: a1, text: "TEXT"}]}
questions:
  - {id: q, ask: who_may_use, card: faro, ability: a1}
"""


def _ask(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text))
    return a


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: agota esta carta → roba 1 carta. Cualquier jugador puede aplicar esta capacidad."),
    ("en", "<b>Action</b>: Exhaust this card → draw 1 card. Any player may trigger this ability."),
])
def test_any_player_may_use_it_every_player_in_the_game_may(tmp_path, lang, text):
    a = _ask(tmp_path, lang, text)
    assert a["answer"] == ["p1", "p2"]
    assert "capacidad.10" in a["citations"] and "capacidad.10.1" not in a["citations"]


def test_without_that_text_only_its_controller_may(tmp_path):
    a = _ask(tmp_path, "es", "<b>Acción</b>: agota esta carta → roba 1 carta.")
    assert a["answer"] == ["p1"]
    assert "capacidad.10.1" in a["citations"]


# -- an enemy engages the first player, or enters play engaged with them ------------------------------
ENGAGE = [
    ("Este esbirro se enfrenta al jugador inicial.", "This minion engages the first player.",
     [{"verb": "engage", "target": {"select": "this"}, "engaged_with": "first_player"}]),
    ("<b>Cuando se muestre esta carta</b>: este esbirro se enfrenta al jugador inicial.",
     "<b>When Revealed</b>: This minion engages the first player.",
     [{"verb": "engage", "target": {"select": "this"}, "engaged_with": "first_player"}]),
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de Encuentros hasta que se descarte un Esbirro "
     "[[Zorbo]]. Pon en juego ese Esbirro enfrentado al jugador inicial.",
     "<b>When Revealed</b>: Discard cards from the encounter deck until a [[Zorbo]] minion is discarded. Put that "
     "minion into play engaged with the first player.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
       "until": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged_with": "first_player"}]),
    ("<b>Cuando se muestre esta carta</b>: busca un esbirro en el mazo de encuentros y ponlo en juego enfrentado al "
     "jugador inicial.",
     "<b>When Revealed</b>: Search the encounter deck for a minion and put it into play engaged with the first player.",
     [{"verb": "search", "zones": ["encounter_deck"], "for": {"select": "a", "kind": "minion"}},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged_with": "first_player"}]),
    ("<b>Aumento</b>: pon en juego esta carta enfrentada al jugador inicial.",
     "<b>Boost</b>: Put this card into play engaged with the first player.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "engaged_with": "first_player"}]),
]


@pytest.mark.parametrize("es,en,effects", ENGAGE)
def test_engaged_with_the_first_player_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "This minion engages the last player."),
    ("es", "Este esbirro se enfrenta al último jugador."),
    ("en", "This minion engages each player."),
    ("es", "Cada aliado se enfrenta al jugador inicial."),  # not an enemy
    ("en", "Put that minion into play engaged with the first player."),  # no card before «that»
    ("en", "Each minion engages that player."),  # which player is not read
])
def test_engage_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_activation_after_a_target_still_reads():  # «se activa»: the terminal does not take «se»
    (r,) = read("Este enemigo se activa contra ti.", "es")
    assert r.unread == [] and r.effects[0]["verb"] == "activate"
    (r,) = read("Pon en juego este esbirro enfrentado a ti.", "es")
    assert r.unread == [] and r.effects == [{"verb": "put_into_play", "target": {"select": "this"}, "engaged": True}]


@pytest.mark.parametrize("target,answer", [
    ("{select: a, kind: villain}", "yes"),  # an enemy in play engages
    ("{select: a, kind: minion}", "no"),  # no minion in play
])
def test_the_engine_judges_engage_on_an_enemy(rb, tmp_path, target, answer):
    a = ask_effects(rb, tmp_path, f"[{{verb: engage, engaged_with: first_player, target: {target}}}]")
    assert a["answer"] == answer, a


# -- «cada jugador …» / "each player …": effects the players do, each in turn (by: each_player) ---------
_SEARCH_ENC = {"verb": "search", "zones": ["encounter_deck", "encounter_discard"],
               "for": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}, "by": "each_player"}
BY_EACH = [
    ("<b>Cuando se muestre esta carta</b>: cada jugador descarta las 4 primeras cartas de su mazo.",
     "<b>When Revealed</b>: Each player discards the top 4 cards of their deck.",
     [{"verb": "move", "amount": 4, "from": "deck_top", "to": "discard", "by": "each_player"}]),
    ("<b>Cuando se muestre esta carta</b>: cada jugador busca un Esbirro [[Zorbo]] en el mazo y la pila de descartes "
     "de Encuentros y lo pone en juego enfrentado a él.",
     "<b>When Revealed</b>: Each player searches the encounter deck and discard pile for a [[Zorbo]] minion and puts "
     "it into play engaged with them.",
     [_SEARCH_ENC, {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged": True, "by": "each_player"}]),
    ("<b>Cuando se derrote esta carta</b>: cada jugador busca un Esbirro [[Zorbo]] en el mazo y la pila de descartes "
     "de Encuentros y lo muestra. Baraja el mazo de Encuentros.",
     "<b>When Defeated</b>: Each player searches the encounter deck and discard pile for a [[Zorbo]] minion and "
     "reveals it. Shuffle the encounter deck.",
     [_SEARCH_ENC, {"verb": "reveal", "target": {"select": "that", "of": 1}, "by": "each_player"},
      {"verb": "shuffle_into", "to": "encounter_deck"}]),
    ("<b>Preparación</b>: cada jugador busca un aliado en su mazo y lo añade a su mano.",
     "<b>Setup</b>: Each player searches their deck for an ally and adds it to their hand.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "ally"}, "by": "each_player"},
      {"verb": "move", "to": "hand", "target": {"select": "that", "of": 1}, "by": "each_player"}]),
]


BY_EACH += [
    ("<b>Cuando se muestre esta carta</b>: cada jugador descarta cartas del mazo de Encuentros hasta que se descarte "
     "un Esbirro [[Zorbo]], luego lo pone en juego enfrentado a él.",
     "<b>When Revealed</b>: Each player discards cards from the encounter deck until they discard a [[Zorbo]] minion, "
     "then puts it into play engaged with them.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
       "until": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}, "by": "each_player"},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged": True, "by": "each_player"}]),
    ("<b>Cuando se muestre esta carta</b>: cada jugador descarta cartas de la parte superior del mazo de Encuentros "
     "hasta que se descarte un Accesorio [[Zorbo]], y muestra esa carta.",
     "<b>When Revealed</b>: Each player discards cards from the top of the encounter deck until a [[Zorbo]] attachment "
     "is discarded and reveals that card.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
       "until": {"select": "a", "kind": "attachment", "traits": ["Zorbo"]}, "by": "each_player"},
      {"verb": "reveal", "target": {"select": "that", "of": 1}, "by": "each_player"}]),
    ("<b>Cuando se derrote esta carta</b>: cada jugador puede buscar un Apoyo en su mazo y su pila de descartes y "
     "ponerlo en juego.",
     "<b>When Defeated</b>: Each player may search their deck and discard pile for a support and put it into play.",
     [{"verb": "search", "zones": ["deck", "discard"], "for": {"select": "a", "kind": "support"}, "by": "each_player",
       "optional": True},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "by": "each_player", "optional": True}]),
    ("<b>Cuando se derrote esta carta</b>: cada jugador busca 1 evento en su mazo y en su pila de descartes, lo añade "
     "a su mano y baraja su mazo.",
     "<b>When Defeated</b>: Each player searches their deck and discard pile for 1 event, adds it to their hand, and "
     "shuffles their deck.",
     [{"verb": "search", "zones": ["deck", "discard"], "for": {"select": "a", "kind": "event"}, "by": "each_player"},
      {"verb": "move", "to": "hand", "target": {"select": "that", "of": 1}, "by": "each_player"},
      {"verb": "shuffle_into", "to": "deck", "by": "each_player"}]),
]


@pytest.mark.parametrize("es,en,effects", BY_EACH)
def test_each_player_does_the_effects_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Each minion discards the top 3 cards of their deck."),  # not the players
    ("es", "Un jugador descarta las 3 primeras cartas de su mazo."),
    ("en", "Each player discards the top 3 cards of your deck."),
    ("es", "Cada jugador busca una Obligación distinta en el mazo de Encuentros y la muestra."),  # a different one each
    ("en", "Each player searches the encounter deck for a minion and puts it into play engaged with you."),
    ("en", "Each player discards cards from the encounter deck until they discard 2 minions, then puts it into play."),
    ("es", "Cada jugador puede buscar un aliado en su mazo y jugarlo."),
])
def test_each_player_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_judges_an_effect_each_player_does_for_the_acting_player_and_says_so(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: move, amount: 3, from: deck_top, to: discard, by: each_player}]")
    assert a["answer"] == "yes", a
    assert any(r.code == "assume.by_each_player" for r in a["assumptions"]), a["assumptions"]
    a = ask_effects(rb, tmp_path, "[{verb: move, amount: 3, from: deck_top, to: discard, by: each_player}]", deck=0)
    assert a["answer"] == "no", a


# -- an encounter card dealt to a player the text names -----------------------------------------------
@pytest.mark.parametrize("es,en,target", [
    ("<b>Acción</b>: agota esta carta y dale a un jugador 1 carta de Encuentro boca abajo → roba 1 carta.",
     "<b>Action</b>: Exhaust this card and deal 1 facedown encounter card to a player → draw 1 card.",
     {"select": "a", "kind": "player"}),
    ("<b>Cuando se muestre esta carta</b>: reparte 1 carta de Encuentro boca abajo a cada jugador.",
     "<b>When Revealed</b>: Deal 1 encounter card to each player.",
     {"select": "each", "kind": "player"}),
])
def test_an_encounter_card_to_a_player_reads_the_same_in_both_languages(es, en, target):
    got = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        got.append(r.cost + r.effects)
    assert got[0] == got[1]
    assert {"verb": "encounter_card", "target": target} in got[0]


@pytest.mark.parametrize("lang,text", [
    ("en", "Deal 2 facedown encounter cards to each player."),  # more than one: the format has no amount for it
    ("es", "Dale a cada jugador 2 cartas de Encuentro boca abajo."),
    ("en", "Deal 1 facedown encounter card to each minion."),
    ("es", "Dale a este esbirro 1 carta de aumento boca abajo."),  # a boost card: another reading, not this one
])
def test_encounter_card_near_misses_are_not_read_as_dealt_to_a_player(lang, text):
    (r,) = read(text, lang)
    assert r.unread or all(e["verb"] != "encounter_card" for e in r.effects)
