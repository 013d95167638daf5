"""Issue 15, family setup: schemes and encounter structure — what encounter cards print about their
schemes and the encounter deck (invented phrases, both languages, the same structure)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to

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
    ("<b>Cuando se derrote esta carta</b>: dale una carta de Encuentro boca abajo al jugador que haya derrotado este Plan.",
     "<b>When Defeated</b>: Deal the player who defeated this scheme a facedown encounter card.",
     [{"verb": "encounter_card", "target": DEFEATER}]),
    ("<b>Cuando se derrote esta carta</b>: el Villano se activa contra el jugador que haya derrotado este Plan.",
     "<b>When Defeated</b>: The villain activates against the player who defeated this scheme.",
     [{"verb": "activate", "target": {"select": "a", "kind": "villain"}, "activation": "by_form",
       "against": DEFEATER}]),
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
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_scheme_phrases_read_the_same_in_both_languages(es, en, effects):
    if "[[" in es:  # trait names translate: compared blanked
        for lang, text in (("es", es), ("en", en)):
            (r,) = read(text, lang)
            assert r.unread == [], (lang, r.unread)
            got = [{**e, "target": {**e["target"], "traits": ["T"]}} for e in r.effects]
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
    ("en", "<b>When Defeated</b>: The player who defeated this scheme discards the top 4 cards of their deck."),
    ("en", "<b>When Defeated</b>: Deal the player who defeated this scheme 2 facedown encounter cards."),
    ("en", "<b>Setup</b>: Set the top card of the encounter deck aside."),
    ("es", "<b>Preparación</b>: aparta la primera carta del mazo de Encuentros a un lado."),
    # a set-aside card where the verb takes no card from a zone
    ("en", "<b>When Revealed</b>: Stun the set-aside [[Ruin]] minion."),
    ("es", "<b>Cuando se muestre esta carta</b>: aturde al Esbirro [[Ruina]] que está apartado."),
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
