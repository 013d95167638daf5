"""Issue 15, players (session 6): players as the ones who act or receive. «Cualquier jugador puede
aplicar esta capacidad» / "Any player may trigger this ability" is the ability's `used_by` (who may use
it: capacidad.10 with the card's own text, not its controller alone, capacidad.10.1). Invented phrases,
both languages, the same structure; near-misses stay unread; what the engine answers."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, ask_json, assert_reads_to, read_both

USED_BY = [
    ("<b>Acción</b>: agota tu identidad → quita 2 de amenaza de esta carta. Cualquier jugador puede aplicar esta capacidad.",
     "<b>Action</b>: Exhaust your identity → remove 2 threat from here. Any player may trigger this ability."),
    ("<b>Acción de Héroe</b>: agota esta carta → roba 1 carta. Cualquier jugador puede activar esta capacidad.",
     "<b>Hero Action</b>: Exhaust this card → draw 1 card. Any player can do this."),
]


@pytest.mark.parametrize("es,en", USED_BY)
def test_any_player_may_use_is_a_field_of_the_ability_in_both_languages(es, en):
    got = []
    for r in read_both(es, en):
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
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de Encuentros hasta que se descarte un Enemigo "
     "[[Zorbo]]. Pon en juego ese Enemigo enfrentado al jugador inicial.",
     "<b>When Revealed</b>: Discard cards from the encounter deck until a [[Zorbo]] enemy is discarded. Put that "
     "enemy into play engaged with the first player.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
       "until": {"select": "a", "kind": "enemy", "traits": ["Zorbo"]}},
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
    ("en", "Put that enemy into play engaged with the first player."),  # no card before «that»
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
    got = [r.cost + r.effects for r in read_both(es, en)]
    assert got[0] == got[1]
    assert {"verb": "encounter_card", "target": target} in got[0]


@pytest.mark.parametrize("lang,text", [
    ("en", "Deal X facedown encounter cards to each player."),  # (session 7: a number of them is the amount)
    ("es", "Dale a cada jugador X cartas de Encuentro boca abajo."),
    ("en", "Deal 1 facedown encounter card to each minion."),
    ("es", "Dale a este esbirro 1 carta de aumento boca abajo."),  # a boost card: another reading, not this one
])
def test_encounter_card_near_misses_are_not_read_as_dealt_to_a_player(lang, text):
    (r,) = read(text, lang)
    assert r.unread or all(e["verb"] != "encounter_card" for e in r.effects)


# -- «Dale esta carta al jugador …» / "Give to the … player.": the ability's given_to ---------------------
@pytest.mark.parametrize("es,en,given_to", [
    ("<b><i>Dale esta carta al jugador inicial.</i></b>", "<b><i>Give to the first player.</i></b>", "first_player"),
    ("<b><i>Dale esta carta al jugador que lleva a Zorba Quill.</i></b>", "<b><i>Give to the Zorba Quill player.</i></b>",
     "Zorba Quill"),
    ("Dale esta carta al jugador que lleva a T'Zorba.", "Give to T'Zorba player.", "T'Zorba"),
])
def test_given_to_is_a_field_of_the_ability_in_both_languages(es, en, given_to):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        assert r.effects == [] and r.ability()["given_to"] == given_to


@pytest.mark.parametrize("lang,text", [
    ("es", "Dale esta carta al jugador que lleva a Zorba y roba 1 carta."),
    ("en", "Give to the Zorba player and draw 1 card."),
    ("es", "Dale esta carta al jugador que tenga más vida."),
    ("en", "Give to the player with the most hit points."),
])
def test_given_to_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and r.given_to is None


@pytest.mark.parametrize("lang,text", [
    ("es", "Dale esta carta al jugador que lleva a Zorba Quill."),
    ("en", "Give to the first player."),
])
def test_a_card_given_to_a_player_loads_and_is_answered(tmp_path, lang, text):
    board = BOARD.replace("LANG", lang).replace("TEXT", text).replace(
        "{id: q, ask: who_may_use, card: faro, ability: a1}", "{id: q, ask: controller, card: faro}")
    (a,) = ask_json(tmp_path, board)
    assert a["answer"] == "p1"


# -- «elige un jugador → … a cada Esbirro enfrentado a ese jugador»: the chosen player in a filter ----------
_CHOSEN = {"select": "a", "kind": "player", "chosen": True}
_FIRST = {"select": "a", "kind": "player", "first_player": True}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: agota esta carta y elige un jugador → inflige 2 de Daño al Villano y a cada Esbirro que esté "
     "enfrentado a ese jugador.",
     "<b>Action</b>: Exhaust this card and choose a player → deal 2 damage to the villain and each minion engaged with "
     "that player.",
     [{"verb": "deal_damage", "amount": 2, "target": {"select": "a", "kind": "villain"}},
      {"verb": "deal_damage", "amount": 2, "target": {"select": "each", "kind": "minion", "engaged_with_player": _CHOSEN}}]),
    ("Elige un jugador. Inflige 1 de Daño a todos los enemigos que estén enfrentados a ese jugador.",
     "Choose a player. Deal 1 damage to each enemy engaged with that player.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "each", "kind": "enemy", "engaged_with_player": _CHOSEN}}]),
])
def test_enemies_engaged_with_the_chosen_player_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Deal 2 damage to each minion engaged with that player."),  # no player chosen before it
    ("es", "Inflige 2 de daño a cada esbirro enfrentado a ese jugador."),
    ("en", "Choose an ally. Deal 2 damage to each minion engaged with that player."),
])
def test_that_player_with_no_chosen_player_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_villain_and_other_targets_are_left_to_other_rules():
    (r,) = read("Deal 1 damage to the villain and draw 1 card.", "en")
    assert r.unread == [] and [e["verb"] for e in r.effects] == ["deal_damage", "draw"]
    (r,) = read("Inflige 1 de daño al villano y roba 1 carta.", "es")
    assert r.unread == [] and [e["verb"] for e in r.effects] == ["deal_damage", "draw"]


ENGAGED_BOARD = """schema: arbitro/v1
card_lang: es
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: malo, type: villain}
  - {id: m1, type: minion, play_area: p2}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: [{verb: deal_damage, amount: 1,
      target: {select: each, kind: minion, engaged_with_player: {select: a, kind: player, chosen: true}}}]}]}
questions: [{id: q, ask: can_initiate, player: p1, card: ev}]
"""


def test_the_engine_counts_the_enemies_engaged_with_any_player_and_says_so(tmp_path):
    (a,) = ask_json(tmp_path, ENGAGED_BOARD)
    assert a["answer"] == "yes", a
    assert any("jugador" in s for s in a["assumptions"]), a["assumptions"]
    (a,) = ask_json(tmp_path, ENGAGED_BOARD.replace("  - {id: m1, type: minion, play_area: p2}\n", ""))
    assert a["answer"] == "no", a


@pytest.mark.parametrize("lang,text", [
    ("en", "Choose a player. Deal 1 damage to the villain and to each enemy engaged with that player (3 damage "
           "instead if you are in hero form)."),
    ("es", "Elige un jugador. Inflige 1 de Daño al Villano y a cada enemigo que esté enfrentado a ese jugador (3 de "
           "Daño si estás en forma de Héroe)."),
])
def test_another_amount_for_a_damage_split_over_two_effects_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
    assert not any("instead" in e for e in r.effects)


@pytest.mark.parametrize("es,en,stats", [
    ("<b>Acción</b>: elige un jugador. Cada aliado controlado por ese jugador recibe +1 INT y +1 ATQ hasta el final "
     "de la fase.",
     "<b>Action</b>: Choose a player. Each ally that player controls gets +1 THW and +1 ATK until the end of the phase.",
     ["thw", "atk"]),
    ("<b>Acción</b>: agota esta carta → elige un jugador. Hasta el final de la fase, cada personaje [[Zorbo]] que "
     "controle ese jugador recibe +1 ATQ.",
     "<b>Action</b>: Exhaust this card → choose a player. Until the end of the phase, each [[Zorbo]] character that "
     "player controls gets +1 ATK.",
     ["atk"]),
])
def test_cards_the_chosen_player_controls_read_the_same_in_both_languages(es, en, stats):
    got = []
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        assert [e["stat"] for e in r.effects] == stats
        assert all(e["target"]["controlled_by_player"] == _CHOSEN and e["duration"] == "this_phase" for e in r.effects)
        got.append([{**e, "target": {k: v for k, v in e["target"].items() if k != "traits"}} for e in r.effects])
    assert got[0] == got[1]


@pytest.mark.parametrize("lang,text", [
    ("en", "Each ally that player controls gets +1 ATK."),  # no player chosen before it
    ("es", "Cada aliado controlado por ese jugador recibe +1 ATQ."),
    ("es", "Elige un esbirro. Cada aliado que controle ese jugador recibe +1 ATQ."),
])
def test_controlled_by_that_player_with_no_chosen_player_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_put_into_play_under_your_control_is_still_the_control_familys():
    (r,) = read("Pon en juego un aliado de tu mano controlado por ti.", "es")
    assert r.unread == [] and r.effects[0]["under"] == "you"


def test_the_engine_counts_the_cards_any_player_controls_and_says_so(tmp_path):
    board = ENGAGED_BOARD.replace(
        "{verb: deal_damage, amount: 1,\n      target: {select: each, kind: minion, engaged_with_player: {select: a, kind: player, chosen: true}}}",
        "{verb: exhaust,\n      target: {select: each, kind: ally, controlled_by_player: {select: a, kind: player, chosen: true}}}")
    assert "controlled_by_player" in board
    (a,) = ask_json(tmp_path, board.replace("{id: m1, type: minion, play_area: p2}", "{id: al, type: ally, owner: p2}"))
    assert a["answer"] == "yes", a
    assert any("controle" in s for s in a["assumptions"]), a["assumptions"]
    (a,) = ask_json(tmp_path, board.replace("{id: m1, type: minion, play_area: p2}", "{id: al, type: ally, owner: p2, exhausted: true}"))
    assert a["answer"] == "no", a


# -- «el jugador inicial» / "the first player": a target, or the one who does the effects ---------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Respuesta obligada</b>: después de que se coloque Amenaza sobre este plan, inflige 2 de Daño indirecto al "
     "jugador inicial.",
     "<b>Forced Response</b>: After threat is placed on this scheme, deal 2 indirect damage to the first player.",
     [{"verb": "deal_damage", "amount": 2, "indirect": True, "target": _FIRST}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador inicial busca un Accesorio [[Zorbo]] en el mazo y la pila de "
     "descartes de Encuentros y lo muestra.",
     "<b>When Defeated</b>: The first player searches the encounter deck and discard pile for a [[Zorbo]] attachment "
     "and reveals it.",
     [{**_SEARCH_ENC, "for": {"select": "a", "kind": "attachment", "traits": ["Zorbo"]}, "by": "first_player"},
      {"verb": "reveal", "target": {"select": "that", "of": 1}, "by": "first_player"}]),
])
def test_the_first_player_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Cuando se muestre esta carta</b>: dale al jugador inicial 1 carta de aumento."),  # boost: an enemy's
    ("en", "Give the first player 1 boost card."),
    ("es", "El jugador inicial roba 1 carta de su mano."),
    ("en", "The last player searches the encounter deck for a minion and reveals it."),
])
def test_first_player_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_takes_the_active_player_as_the_first_player_and_says_so(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: encounter_card, target: {select: a, kind: player, first_player: true}}]")
    assert a["answer"] == "yes", a
    assert any(r.code == "assume.first_player" for r in a["assumptions"]), a["assumptions"]
    a = ask_effects(rb, tmp_path, "[{verb: move, amount: 1, from: deck_top, to: discard, by: first_player}]", deck=0)
    assert a["answer"] == "no", a
    assert any(r.code == "assume.first_player" for r in a["assumptions"]), a["assumptions"]


# -- session 7: player cards put into play facedown as minions of a trait (put_into_play's facedown_as) ---------
_FACEDOWN = {"verb": "put_into_play", "amount": 1, "from": "deck_top", "engaged": True,
             "facedown_as": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se muestre esta carta</b>: pon en juego la primera carta de tu mazo boca abajo y enfrentada a ti "
     "como un Esbirro [[Zorbo]].",
     "<b>When Revealed</b>: Put the top card of your deck into play facedown, engaged with you as a [[Zorbo]] minion.",
     [_FACEDOWN]),
    ("<b>Cuando se muestre esta carta</b>: cada jugador pone en juego la primera carta de su mazo enfrentada a él boca "
     "abajo como un Esbirro [[Zorbo]].",
     "<b>When Revealed</b>: Each player puts the top card of their deck into play facedown, engaged with them as a "
     "[[Zorbo]] minion.",
     [{**_FACEDOWN, "by": "each_player"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador inicial pone en juego las 3 primeras cartas de su mazo boca abajo "
     "y enfrentadas a él como Esbirros [[Zorbo]].",
     "<b>When Defeated</b>: The first player puts the top 3 cards of their deck into play facedown, engaged with them "
     "as [[Zorbo]] minions.",
     [{**_FACEDOWN, "amount": 3, "by": "first_player"}]),
])
def test_facedown_as_a_minion_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Put the top card of your deck into play facedown, engaged with you as a [[Zorbo]] ally."),  # not a minion
    ("en", "Put the top card of your deck into play facedown, engaged with you as [[Zorbo]] minions."),  # one card
    ("en", "Put the top 2 cards of your deck into play facedown, engaged with you as a [[Zorbo]] minion."),
    ("en", "Put the top card of your deck into play facedown, engaged with you as a minion."),  # no trait
    ("es", "Pon en juego la primera carta de tu mazo boca abajo y enfrentada a ti como un Aliado [[Zorbo]]."),
    ("es", "Pon en juego las 2 primeras cartas de tu mazo boca abajo y enfrentadas a ti como un Esbirro [[Zorbo]]."),
    ("es", "Cada jugador pone en juego la primera carta de su mazo boca abajo como un Esbirro [[Zorbo]]."),
])
def test_facedown_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_puts_the_top_card_facedown_when_the_deck_has_one(rb, tmp_path):
    eff = ("[{verb: put_into_play, amount: 1, from: deck_top, engaged: true, "
           "facedown_as: {select: a, kind: minion, traits: [Zorbo]}}]")
    assert ask_effects(rb, tmp_path, eff)["answer"] == "yes"
    assert ask_effects(rb, tmp_path, eff, deck=0)["answer"] == "no"


# -- session 7: more of what each player / the first player does ---------------------------------------------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se muestre esta carta</b>: cada jugador agota su carta de superhéroe y sufre 3 de daño.",
     "<b>When Revealed</b>: Each player exhausts their identity and takes 3 damage.",
     [{"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}, "by": "each_player"},
      {"verb": "take_damage", "amount": 3, "target": {"select": "you"}, "by": "each_player"}]),
    ("<b>Cuando se muestre esta carta</b>: el jugador inicial descarta la primera carta del mazo de Encuentros y roba "
     "1 carta.",
     "<b>When Revealed</b>: The first player discards the top card of the encounter deck and draws 1 card.",
     [{"verb": "move", "amount": 1, "from": "encounter_deck", "to": "encounter_discard", "by": "first_player"},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}, "by": "first_player"}]),
    ("<b>Cuando se muestre esta carta</b>: cada jugador descarta cartas de la parte superior del mazo de Encuentros "
     "hasta que descarte un [[Zorbo]], y pone en juego esa carta en su zona de juego.",
     "<b>When Revealed</b>: Each player discards cards from the top of the encounter deck until they discard a "
     "[[Zorbo]] card and puts that card into play in their play area.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
       "until": {"select": "a", "kind": "card", "traits": ["Zorbo"]}, "by": "each_player"},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "by": "each_player"}]),
])
def test_more_of_what_each_player_does_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Each player exhausts their hero and takes 3 damage."),
    ("en", "Each player discards cards from the encounter deck until they discard each [[Zorbo]] and puts that card "
           "into play."),
    ("es", "Cada jugador descarta cartas del mazo de Encuentros hasta que descarte cada [[Zorbo]], y pone en juego esa "
           "carta."),
    ("es", "Cada jugador pone en juego esa carta en tu zona de juego."),
])
def test_more_each_player_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- session 7: more than one encounter card dealt to each player (the effect's amount) ----------------------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se muestre esta carta</b>: reparte 3 cartas de Encuentro a cada jugador.",
     "<b>When Revealed</b>: Deal 3 encounter cards to each player.",
     [{"verb": "encounter_card", "amount": 3, "target": {"select": "each", "kind": "player"}}]),
    ("<b>Cuando se muestre esta carta</b>: dale a cada jugador 2 cartas de Encuentro boca abajo.",
     "<b>When Revealed</b>: Deal each player 2 facedown encounter cards.",
     [{"verb": "encounter_card", "amount": 2, "target": {"select": "each", "kind": "player"}}]),
    ("<b>Cuando se muestre esta carta</b>: dale al jugador inicial 1 carta de Encuentro.",
     "<b>When Revealed</b>: Deal the first player 1 encounter card.",
     [{"verb": "encounter_card", "target": _FIRST}]),
])
def test_encounter_cards_to_players_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("es", "Dale al villano 2 cartas de Encuentro."),  # not a player
    ("en", "Deal 2 encounter cards to each minion."),
    ("en", "Deal X encounter cards to each player."),
])
def test_encounter_cards_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_deals_several_encounter_cards_and_says_what_it_assumes(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: encounter_card, amount: 2, target: {select: each, kind: player}}]")
    assert a["answer"] == "yes", a
    assert any(r.code == "assume.encounter_deck" for r in a["assumptions"]), a["assumptions"]


# -- session 7: «el jugador enfrentado» / "the engaged player" (kind player, engaged_player) ------------------------
_ENGAGED_PLAYER = {"select": "a", "kind": "player", "engaged_player": True}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se derrote esta carta</b>: reparte una carta de Encuentro al jugador enfrentado.",
     "<b>When Defeated</b>: Deal the engaged player an encounter card.",
     [{"verb": "encounter_card", "target": _ENGAGED_PLAYER}]),
    ("<b>Cuando se derrote esta carta</b>: inflige 2 de Daño al jugador enfrentado.",
     "<b>When Defeated</b>: Deal 2 damage to the engaged player.",
     [{"verb": "deal_damage", "amount": 2, "target": _ENGAGED_PLAYER}]),
    ("<b>Cuando se muestre esta carta</b>: cada Enemigo se activa contra el jugador al que esté enfrentado.",
     "<b>When Revealed</b>: Each enemy activates against the player it is engaged with.",
     [{"verb": "activate", "target": {"select": "each", "kind": "enemy"}, "activation": "by_form",
       "against": _ENGAGED_PLAYER}]),
])
def test_the_engaged_player_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Deal 1 damage to the engaged player's identity."),  # the identity, not the player
    ("en", "Each minion activates against the player it is not engaged with."),
    ("es", "Reparte una carta de Encuentro al jugador enfrentado a él."),
])
def test_the_engaged_player_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD_ENGAGED = """schema: arbitro/v1
card_lang: es
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: m1, name: Matón, type: minion, play_area: AREA, abilities: [{id: a1, timing: forced_interrupt,
      effects: [{verb: deal_damage, amount: 1, target: {select: a, kind: player, engaged_player: true}}]}]}
questions:
  - {id: q, ask: targets, player: p1, card: m1, ability: a1}
"""


def test_the_engine_takes_the_player_whose_play_area_holds_the_enemy(tmp_path):
    (a,) = ask_json(tmp_path, BOARD_ENGAGED.replace("AREA", "p2"))
    assert a["answer"] == ["p2"], a


# -- session 7: "He activates against you." after effects on one enemy: that enemy (the first effect's target) -----
@pytest.mark.parametrize("es,en,first", [
    ("<b>Cuando se muestre esta carta</b>: cura 3 de Daño al Villano y dale una carta de Estado \"Duro\". Se activa "
     "contra ti.",
     "<b>When Revealed</b>: Heal 3 damage from the villain and give him a tough status card. He activates against you.",
     {"verb": "heal", "amount": 3, "target": {"select": "a", "kind": "villain"}}),
    ("<b>Cuando se muestre esta carta</b>: vincula esta carta al Villano. Se activa contra ti.",
     "<b>When Revealed</b>: Attach this card to the villain. It activates against you.",
     None),
])
def test_an_activations_pronoun_names_the_one_enemy_before_it(es, en, first):
    got = [r.effects for r in read_both(es, en)]
    assert got[0] == got[1]
    assert got[0][-1] == {"verb": "activate", "target": {"select": "that", "of": 1}, "activation": "by_form",
                          "against": {"select": "you"}}
    if first:
        assert got[0][0] == first


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Heal 3 damage from each minion. It activates against you."),  # not one enemy
    ("en", "<b>When Revealed</b>: Heal 3 damage from the villain and draw 1 card. He activates against you."),
    ("es", "<b>Cuando se muestre esta carta</b>: cura 3 de Daño a cada Esbirro. Se activa contra ti."),
    ("en", "<b>When Revealed</b>: Heal 3 damage from the villain. If you are in hero form, he activates against you."),
])
def test_an_activations_pronoun_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- session 7: a given card dealt to a player as a facedown encounter card (encounter_card's dealt) -----------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Aumento</b>: quédate este esbirro como carta de Encuentro boca abajo.",
     "<b>Boost</b>: Deal this minion to yourself as a facedown encounter card.",
     [{"verb": "encounter_card", "target": {"select": "you"}, "dealt": {"select": "this"}}]),
])
def test_a_card_dealt_as_an_encounter_card_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


def test_a_card_dealt_to_the_defeater():
    (r,) = read("<b>When Defeated</b>: Deal this card to the player who defeated this minion as a facedown encounter "
                "card.", "en")
    assert r.unread == [] and r.effects == [{"verb": "encounter_card", "target": {"select": "defeater", "kind": "player"},
                                             "dealt": {"select": "this"}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "Deal each minion to yourself as a facedown encounter card."),  # not one card
    ("en", "Deal this card to each minion as a facedown encounter card."),  # not a player
    ("es", "Quédate cada esbirro como carta de Encuentro boca abajo."),
    ("en", "If that card is an attachment, deal it to yourself as a facedown encounter card."),  # «it»: which card
])
def test_a_card_dealt_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_deals_this_card_as_an_encounter_card_and_says_what_it_assumes(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: encounter_card, target: {select: you}, dealt: {select: this}}]")
    assert a["answer"] == "yes", a


# -- session 7: "they control" / «que controle», "from their hand" / «de su mano»; "(then) reveals it" ---------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan descarta un Apoyo que controle.",
     "<b>When Defeated</b>: The player who defeated this scheme discards a support they control.",
     [{"verb": "discard", "target": {"select": "a", "kind": "support", "controller": "you"}, "by": "defeater"}]),
    ("<b>Cuando se muestre esta carta</b>: cada jugador descarta 2 cartas de su mano.",
     "<b>When Revealed</b>: Each player discards 2 cards from their hand.",
     [{"verb": "discard", "target": {"select": "a", "count": 2, "kind": "card", "zone": "hand", "controller": "you"},
       "by": "each_player"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan devuelve un Aliado que controle a la "
     "mano de su propietario.",
     "<b>When Defeated</b>: The player who defeated this scheme returns an ally they control to its owner's hand.",
     [{"verb": "return_to_hand", "target": {"select": "a", "kind": "ally", "controller": "you"}, "by": "defeater"}]),
    ("<b>Cuando se muestre esta carta</b>: el jugador inicial descarta cartas del mazo de Encuentros hasta que se "
     "descarte un Esbirro, luego lo muestra.",
     "<b>When Revealed</b>: The first player discards cards from the encounter deck until a minion is discarded, then "
     "reveals it.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard", "until": {"select": "a", "kind": "minion"},
       "by": "first_player"},
      {"verb": "reveal", "target": {"select": "that", "of": 1}, "by": "first_player"}]),
])
def test_their_cards_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Each player discards the upgrade they control with the highest cost."),
    ("es", "Cada jugador descarta 1 carta que controle y que tenga un recurso [energy] impreso."),
    ("en", "Each player discards each support they control."),  # each: not one card
    ("es", "Cada jugador descarta un aliado que controles."),
])
def test_their_cards_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan descarta cartas del mazo de "
     "Encuentros hasta que se descarte un Esbirro, luego pone en juego ese Esbirro enfrentado a él.",
     "<b>When Defeated</b>: The player who defeated this scheme discards cards from the encounter deck until a minion "
     "is discarded, then puts that minion into play engaged with them.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard", "until": {"select": "a", "kind": "minion"},
       "by": "defeater"},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged": True, "by": "defeater"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan busca un Apoyo en su mazo y su pila "
     "de descartes, lo pone en juego y luego baraja su mazo.",
     "<b>When Defeated</b>: The player who defeated this scheme searches their deck and discard pile for a support, "
     "puts it into play, and shuffles their deck.",
     [{"verb": "search", "zones": ["deck", "discard"], "for": {"select": "a", "kind": "support"}, "by": "defeater"},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "by": "defeater"},
      {"verb": "shuffle_into", "to": "deck", "by": "defeater"}]),
])
def test_what_the_defeater_does_then_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


# -- session 7: «cada jugador debe elegir entre A o B» / "each player must choose to either A or B" ------------------
def _each(effs):
    return [{**e, "by": "each_player"} for e in effs]


@pytest.mark.parametrize("es,en,options", [
    ("<b>Cuando se muestre esta carta</b>: cada jugador debe elegir entre sufrir 3 de Daño o colocar 1 de Amenaza "
     "sobre esta carta.",
     "<b>When Revealed</b>: Each player must choose to either take 3 damage or place 1 threat here.",
     [_each([{"verb": "take_damage", "amount": 3, "target": {"select": "you"}}]),
      _each([{"verb": "place_threat", "amount": 1, "target": {"select": "this"}}])]),
    ("<b>Cuando se muestre esta carta</b>: cada jugador elige entre robar 1 carta o bien sufrir 2 de Daño.",
     "<b>When Revealed</b>: Each player chooses to either draw 1 card or take 2 damage.",
     [_each([{"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
      _each([{"verb": "take_damage", "amount": 2, "target": {"select": "you"}}])]),
])
def test_each_players_own_choice_reads_the_same_in_both_languages(es, en, options):
    for r in read_both(es, en):
        assert r.effects == []
        assert r.options == [{"effects": o, "chosen_by": "each_player"} for o in options]


@pytest.mark.parametrize("lang,text", [
    ("en", "Each minion must choose to either take 3 damage or place 1 threat here."),
    ("en", "The first player must choose to either take 3 damage or place 1 threat here."),
    ("es", "Cada esbirro debe elegir entre sufrir 3 de Daño o colocar 1 de Amenaza sobre esta carta."),
])
def test_each_players_own_choice_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and not r.options


BOARD_CHOICE = """schema: arbitro/v1
card_lang: es
players: [{id: p1, deck: 5}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: trampa, name: Trampa, type: support, owner: p1, zone: play, abilities: [{id: a1, timing: action, effects: [],
      options: [{chosen_by: each_player, effects: [{verb: take_damage, amount: 1, by: each_player}]},
                {chosen_by: each_player, effects: [{verb: draw, amount: 1, by: each_player}]}]}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: trampa, ability: a1}
"""


def test_the_engine_judges_each_players_choice_for_the_acting_player_and_says_so(tmp_path):
    (a,) = ask_json(tmp_path, BOARD_CHOICE)
    assert a["answer"] == "yes", a
    assert any("p1" in s for s in a["assumptions"]), a["assumptions"]


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan inflige 3[per_hero] de Daño al "
     "Villano.",
     "<b>When Defeated</b>: The player who defeated this scheme deals 3[per_hero] damage to the villain.",
     [{"verb": "deal_damage", "amount": 3, "per_hero": True, "target": {"select": "a", "kind": "villain"},
       "by": "defeater"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan quita 2 de Amenaza del Plan "
     "principal.",
     "<b>When Defeated</b>: The player who defeated this scheme removes 2 threat from the main scheme.",
     [{"verb": "remove_threat", "amount": 2, "target": {"select": "a", "kind": "main_scheme"}, "by": "defeater"}]),
])
def test_damage_and_threat_by_a_player_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "The player who defeated this scheme deals 2 damage to each character they control."),
    ("es", "El jugador que haya derrotado este Plan inflige 2 de Daño a cada personaje que controle."),
])
def test_damage_by_a_player_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
