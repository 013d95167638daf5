"""Issue 15, family setup: schemes and encounter structure — what encounter cards print about their
schemes and the encounter deck (invented phrases, both languages, the same structure)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, ask_json, assert_reads_to

THIS = {"select": "this"}
DEFEATER = {"select": "defeater", "kind": "player"}

# (Spanish, English, the effects both read to)
CASES = [
    # threat on / from the scheme whose ability it is
    ("<b>Respuesta obligada</b>: después de que un aliado sea derrotado, coloca 2 de Amenaza aquí.",
     "<b>Forced Response</b>: After an ally is defeated, place 2 threat here.",
     [{"verb": "place_threat", "amount": 2, "target": THIS}]),
    ("<b>Cuando se muestre esta carta</b>: coloca 1[per_hero] de Amenaza sobre este Plan.",
     "<b>When Revealed</b>: Place 1[per_hero] threat on this scheme.",
     [{"verb": "place_threat", "amount": 1, "per_hero": True, "target": THIS}]),
    ("<b>Acción de Héroe</b>: gasta un recurso [mental] → quita 2 de Amenaza de este Plan.",
     "<b>Hero Action</b>: Spend a [mental] resource → remove 2 threat from this scheme.",
     [{"verb": "remove_threat", "amount": 2, "target": THIS}]),
    ("<b>Especial</b>: coloca 1 de Amenaza adicional sobre este Plan.",
     "<b>Special</b>: Place 1 additional threat on this scheme.",
     [{"verb": "place_threat", "amount": 1, "target": THIS}]),
    # the player who defeated the card whose ability it is
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan puede robar 3 cartas.",
     "<b>When Defeated</b>: The player who defeated this scheme may draw 3 cards.",
     [{"verb": "draw", "amount": 3, "optional": True, "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que ha derrotado a este Esbirro roba 1 carta.",
     "<b>When Defeated</b>: The player who defeated this minion draws 1 card.",
     [{"verb": "draw", "amount": 1, "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan secundario sufre 3 de Daño indirecto.",
     "<b>When Defeated</b>: The player who defeated this side scheme takes 3 indirect damage.",
     [{"verb": "take_damage", "amount": 3, "indirect": True, "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan queda aturdido.",
     "<b>When Defeated</b>: The player who defeated this scheme is stunned.",
     [{"verb": "stun", "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan queda confundido.",
     "<b>When Defeated</b>: The player who defeated this scheme is confused.",
     [{"verb": "confuse", "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan aturde a su Superhéroe.",
     "<b>When Defeated</b>: The player who defeated this scheme stuns their identity.",
     [{"verb": "stun", "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan secundario puede preparar su carta de Superhéroe.",
     "<b>When Defeated</b>: The player who defeated this side scheme may ready their identity.",
     [{"verb": "ready", "optional": True, "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan puede curar 5 de Daño a su Superhéroe.",
     "<b>When Defeated</b>: The player who defeated this scheme may heal 5 damage from their identity.",
     [{"verb": "heal", "amount": 5, "optional": True, "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: dale una carta de Encuentro boca abajo al jugador que haya derrotado este Plan secundario.",
     "<b>When Defeated</b>: Deal the player who defeated this side scheme a facedown encounter card.",
     [{"verb": "encounter_card", "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el Villano se activa contra el jugador que haya derrotado este Plan.",
     "<b>When Defeated</b>: The villain activates against the player who defeated this scheme.",
     [{"verb": "activate", "target": {"select": "a", "kind": "villain"}, "activation": "by_form",
       "against": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: descarta cartas del mazo de Encuentros hasta que se descarte un Enemigo. "
     "Pon en juego ese Enemigo enfrentado al jugador que haya derrotado este Plan.",
     "<b>When Defeated</b>: Discard cards from the encounter deck until an enemy is discarded. Put that enemy into "
     "play engaged with the player who defeated this scheme.",
     [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard", "until": {"select": "a", "kind": "enemy"}},
      {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged_with": "defeater"}]),
    # set aside
    ("<b>Cuando se derrote esta carta</b>: aparta este Villano a un lado.",
     "<b>When Defeated</b>: Set this villain aside.",
     [{"verb": "set_aside", "target": THIS}]),
    ("<b>Preparación</b>: aparta a un lado todos los Aliados [[Rehén]], fuera del juego.",
     "<b>Setup</b>: Set each [[Hostage]] ally aside, out of play.",
     [{"verb": "set_aside", "target": {"select": "each", "kind": "ally", "traits": ["T"]}}]),
    # set-aside cards: taken from the set-aside cards
    ("<b>Cuando se derrote esta carta</b>: muestra el Plan secundario [[Ruina]] que está apartado.",
     "<b>When Defeated</b>: Reveal the set-aside [[Ruin]] side scheme.",
     [{"verb": "reveal", "target": {"select": "a", "kind": "side_scheme", "traits": ["T"], "zone": "set_aside"},
       "from": "set_aside"}]),
    ("<b>Cuando se muestre esta carta</b>: pon en juego 1 Entorno [[Ruina]] que esté apartado al azar.",
     "<b>When Revealed</b>: Put 1 random set-aside [[Ruin]] environment into play.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "environment", "traits": ["T"], "random": True,
                                           "zone": "set_aside"},
       "from": "set_aside"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que ha derrotado a este Esbirro pone en juego bajo su control "
     "el Aliado [[Ruina]] que está apartado.",
     "<b>When Defeated</b>: The player who defeated this minion puts the set-aside [[Ruin]] ally into play under their "
     "control.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "ally", "traits": ["T"], "zone": "set_aside"},
       "under": "defeater",
       "from": "set_aside"}]),
    ("<b>Respuesta obligada</b>: después de que el enemigo vinculado abandone el juego, aparta esta carta.",
     "<b>Forced Response</b>: After attached enemy leaves play, set this card aside.",
     [{"verb": "set_aside", "target": THIS}]),
    ("<b>Cuando se muestre esta carta</b>: pon en juego el Plan secundario [[Ruina]] apartado, luego colócale encima "
     "2[per_hero] de Amenaza adicional.",
     "<b>When Revealed</b>: Put the set-aside [[Ruin]] side scheme into play, then place an additional 2[per_hero] "
     "threat on it.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "side_scheme", "traits": ["T"], "zone": "set_aside"},
       "from": "set_aside"},
      {"verb": "place_threat", "amount": 2, "per_hero": True, "target": {"select": "same", "of": 1}}]),
    # acceleration tokens
    ("<b>Cuando se muestre esta carta</b>: coloca 2 fichas de Aceleración sobre el Plan principal.",
     "<b>When Revealed</b>: Place 2 acceleration tokens on the main scheme.",
     [{"verb": "add_acceleration", "amount": 2, "target": {"select": "a", "kind": "main_scheme"}}]),
    ("<b>Cuando se muestre esta carta</b>: coloca 1 ficha de Aceleración aquí.",
     "<b>When Revealed</b>: Place 1 acceleration token here.",
     [{"verb": "add_acceleration", "amount": 1, "target": THIS}]),
    ("<b>Respuesta obligada</b>: después de que un aliado sea derrotado, añade 1 ficha de Aceleración al Plan principal.",
     "<b>Forced Response</b>: After an ally is defeated, add an acceleration token to the main scheme.",
     [{"verb": "add_acceleration", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_scheme_phrases_read_the_same_in_both_languages(es, en, effects):
    if "[[" in es:  # trait names translate: compared blanked
        for lang, text in (("es", es), ("en", en)):
            (r,) = read(text, lang)
            assert r.unread == [], (lang, r.unread)
            got = [{**e, "target": {**e["target"], "traits": ["T"]}} if "traits" in e["target"] else e
                   for e in r.effects]
            assert got == effects, lang
        return
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Place 2 threat there."),
    ("es", "<b>Cuando se muestre esta carta</b>: coloca 2 de Amenaza allí."),
    ("en", "<b>When Revealed</b>: Remove 2 threat from this scheme's twin."),
    # who defeated another card, or the defeater's own cards: not read
    ("en", "<b>When Defeated</b>: The player who defeated this scheme's twin draws 1 card."),
    ("en", "<b>When Defeated</b>: The player who defeated a minion draws 1 card."),
    ("es", "<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado un Esbirro roba 1 carta."),
    ("en", "<b>When Defeated</b>: The player who defeated this scheme discards the top 4 cards of the deck."),
    ("en", "<b>When Defeated</b>: Deal the player who defeated this scheme 2 facedown encounter cards."),
    ("en", "<b>When Defeated</b>: The player who defeated this scheme may ready their ally."),
    ("es", "<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este Plan puede preparar a su aliado."),
    ("en", "<b>Setup</b>: Set the top card of the encounter deck aside."),
    ("es", "<b>Preparación</b>: aparta la primera carta del mazo de Encuentros a un lado."),
    # a set-aside card where the verb takes no card from a zone
    ("en", "<b>When Revealed</b>: Stun the set-aside [[Ruin]] minion."),
    ("es", "<b>Cuando se muestre esta carta</b>: aturde al Esbirro [[Ruina]] que está apartado."),
    # an enemy engaged with the defeater, where nothing is put into play
    ("es", "<b>Cuando se derrote esta carta</b>: inflige 2 de daño a un Esbirro enfrentado al jugador que haya "
           "derrotado este Plan."),
    ("en", "<b>When Defeated</b>: Deal 2 damage to a minion engaged with the player who defeated this scheme."),
    # a pronoun after a condition that names someone else: the trigger's subject or the condition's? not read
    ("en", "<b>Forced Interrupt</b>: When attached enemy is defeated, set this card aside. If Zorba defeated that "
           "enemy, ready her."),
    ("es", "<b>Interrupción obligada</b>: cuando el enemigo vinculado sea derrotado, aparta esta carta. Si Zorba ha "
           "derrotado a ese enemigo, prepárala."),
    # acceleration tokens are not counters, and go on a scheme
    ("en", "<b>When Revealed</b>: Remove 1 acceleration token from the main scheme."),
    ("es", "<b>Cuando se muestre esta carta</b>: coloca 1 contador de Aceleración sobre el Plan principal."),
])
def test_near_misses_stay_unread(lang, text):
    rs = read(text, lang)
    assert any(r.unread for r in rs)


BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: malo, type: villain}
  - {id: plan, type: side_scheme, abilities: [{id: a1, text: "<b>When Defeated</b>: The player who defeated this scheme draws 2 cards."}]}
questions:
  - {id: q, ask: targets, player: p1, card: plan, ability: a1}
"""


def test_the_defeater_is_any_player_and_the_engine_says_it_assumes_so(tmp_path):
    (a,) = ask_json(tmp_path, BOARD)
    assert sorted(a["answer"]) == ["p1", "p2"]
    assert any("derrot" in str(x) for x in a["assumptions"]), a["assumptions"]


ASIDE_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: malo, type: villain}
  - {id: mini, type: minion, abilities: [{id: a1, text: "<b>When Defeated</b>: Put 1 random set-aside [[Ruin]] ally into play."}]}
  - {id: fuera, type: ally, owner: p2, zone: set_aside, traits: [Ruin]}
  - {id: mano, type: ally, owner: p1, zone: hand, traits: [Ruin]}
questions:
  - {id: q, ask: targets, player: p1, card: mini, ability: a1}
"""


def test_a_set_aside_card_is_a_candidate_whoever_owns_it_and_a_card_elsewhere_is_not(tmp_path):
    (a,) = ask_json(tmp_path, ASIDE_BOARD)
    assert a["answer"] == ["fuera"]


ACCEL_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: principal, type: main_scheme}
  - {id: tr, type: treachery, abilities: [{id: a1, text: "<b>When Revealed</b>: Place 1 acceleration token on the main scheme."}]}
  - {id: tr2, type: treachery, abilities: [{id: a2, text: "<b>When Revealed</b>: Place 1 acceleration token on the villain."}]}
questions:
  - {id: q, ask: targets, player: p1, card: tr, ability: a1}
  - {id: q2, ask: targets, player: p1, card: tr2, ability: a2}
"""


def test_acceleration_tokens_go_on_a_scheme(tmp_path):
    a, b = ask_json(tmp_path, ACCEL_BOARD)
    assert a["answer"] == ["principal"]
    assert b["answer"] == []


@pytest.mark.parametrize("lang,text,name", [
    ("en", "<b>When Defeated</b>: The player who defeated this minion puts the set-aside Rock Man ally into play under "
           "their control.", "Rock Man"),
    ("es", "<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado a este Esbirro pone en juego bajo su "
           "control el Aliado Hombre Roca que está apartado.", "Hombre Roca"),
])
def test_a_set_aside_card_with_the_cards_own_name_is_named_as_printed(lang, text, name):
    from arbitro.reader import Names

    (r,) = read(text, lang, names=Names.of(name))
    assert r.unread == []
    assert r.effects == [{"verb": "put_into_play", "under": "defeater", "from": "set_aside",
                          "target": {"select": "a", "kind": "ally", "name": name.lower(), "zone": "set_aside"}}]


# -- session 7: what each player can do, done by the player who defeated the card (by: defeater) ----------------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Cuando se derrote esta carta</b>: el jugador que haya derrotado este plan descarta las 4 primeras cartas de "
     "su mazo.",
     "<b>When Defeated</b>: The player who defeated this scheme discards the top 4 cards of their deck.",
     [{"verb": "move", "amount": 4, "from": "deck_top", "to": "discard", "by": "defeater"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que ha derrotado a este esbirro agota su carta de superhéroe y "
     "sufre 2 de daño.",
     "<b>When Defeated</b>: The defeating player exhausts their identity and takes 2 damage.",
     [{"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}, "by": "defeater"},
      {"verb": "take_damage", "amount": 2, "target": {"select": "you"}, "by": "defeater"}]),
    ("<b>Cuando se derrote esta carta</b>: el jugador que la ha derrotado descarta las 6 primeras cartas de la parte "
     "superior de su mazo.",
     "<b>When Defeated</b>: The defeating player discards the top 6 cards of their deck.",
     [{"verb": "move", "amount": 6, "from": "deck_top", "to": "discard", "by": "defeater"}]),
])
def test_the_defeater_does_what_each_player_can_do(es, en, effects):
    assert_reads_to(es, en, effects)


def test_the_engine_judges_the_defeaters_effect_for_the_acting_player_and_says_so(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: move, amount: 2, from: deck_top, to: discard, by: defeater}]")
    assert a["answer"] == "yes", a
    assert any(r.code == "assume.by_defeater" for r in a["assumptions"]), a["assumptions"]
    a = ask_effects(rb, tmp_path, "[{verb: move, amount: 2, from: deck_top, to: discard, by: defeater}]", deck=0)
    assert a["answer"] == "no", a


@pytest.mark.parametrize("lang,text", [
    # «lo»: the card a trigger names may be another card (the attached enemy): not read as this card's defeater
    ("es", "<b>Interrupción</b>: cuando el enemigo vinculado sea derrotado, el jugador que lo haya derrotado roba 3 "
           "cartas."),
])
def test_the_defeater_of_another_card_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
