"""Issue 15, family play2 (session 8): a cost of several sentences whose last one puts into play the card an
earlier one took («… hasta que descartes un Esbirro. Pon en juego ese Esbirro enfrentado a ti → …»: every sentence
before the arrow is the cost, «ese Esbirro» the card that move stopped at), and a card put into play with a side
faceup (put_into_play's side_up). Invented phrases, both languages, the same structure; near misses stay unread;
the engine answers an ability using them."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, read_both

UNTIL = {"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
         "until": {"select": "a", "kind": "minion", "traits": ["Zorbo"]}}
PUT_THAT = {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged": True}

COSTS = [
    ("<b>Acción de Héroe</b>: descarta cartas de la parte superior del mazo de Encuentros hasta que descartes un "
     "Esbirro [[Zorbo]]. Pon en juego ese Esbirro enfrentado a ti → roba 2 cartas.",
     "<b>Hero Action</b>: Discard cards from the top of the encounter deck until you discard a [[Zorbo]] minion. Put "
     "that minion into play engaged with you → draw 2 cards.",
     [{"verb": "draw", "amount": 2, "target": {"select": "you"}}]),
    ("<b>Acción</b>: descarta cartas del mazo de Encuentros hasta que descartes un Esbirro [[Zorbo]]. Pon en juego ese "
     "Esbirro enfrentado a ti → quita 1 de Amenaza de un Plan.",
     "<b>Action</b>: Discard cards from the encounter deck until you discard a [[Zorbo]] minion. Put that minion into "
     "play engaged with you → remove 1 threat from a scheme.",
     [{"verb": "remove_threat", "amount": 1, "target": {"select": "a", "kind": "scheme"}}]),
]


@pytest.mark.parametrize("es,en,effects", COSTS)
def test_a_cost_of_two_sentences_the_second_putting_that_minion_into_play(es, en, effects):
    for r in read_both(es, en):
        assert r.cost == [UNTIL, PUT_THAT]
        assert r.effects == effects


@pytest.mark.parametrize("lang,text", [
    # «that minion» with no earlier sentence of the cost taking one: not tied
    ("en", "<b>Action</b>: Exhaust this card. Put that minion into play engaged with you → draw 1 card."),
    ("es", "<b>Acción</b>: agota esta carta. Pon en juego ese Esbirro enfrentado a ti → roba 1 carta."),
    # a cost's «that X» after a sentence that took no card by «until»
    ("en", "<b>Action</b>: Deal 1 damage to a minion. Put that minion into play engaged with you → draw 1 card."),
])
def test_near_misses_of_the_cost_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_sentence_before_the_cost_is_still_an_effect_without_that():
    """Only a cost whose last sentence puts «that X» into play takes the sentences before it (the reader's split is
    otherwise unchanged)."""
    (r,) = read("<b>Action</b>: Draw 1 card. Exhaust this card → draw 2 cards.", "en")
    assert r.cost == [{"verb": "exhaust", "target": {"select": "this"}}]


SIDES = [
    ("<b>Preparación</b>: pon en juego tu Mejora de identidad operativa con la cara de Zorbo boca arriba.",
     "<b>Setup</b>: Put your suit form upgrade into play, Zorbo side faceup.",
     {"select": "a", "kind": "upgrade", "controller": "you", "form_upgrade": "suit"}),
    ("<b>Preparación</b>: pon en juego tu Mejora de identidad de masa con la cara de Zorbi boca arriba.",
     "<b>Setup</b>: Put your mass form upgrade into play, Zorbi side faceup.",
     {"select": "a", "kind": "upgrade", "controller": "you", "form_upgrade": "mass"}),
]


@pytest.mark.parametrize("es,en,target", SIDES)
def test_put_into_play_with_a_side_faceup(es, en, target):
    r_es, r_en = read_both(es, en)
    assert r_es.effects == [{"verb": "put_into_play", "target": target, "side_up": "zorbo" if "Zorbo" in es else "zorbi"}]
    assert r_en.effects == r_es.effects


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Setup</b>: Put it into play, Zorbo side faceup."),  # a pronoun: not a card named here
    ("en", "<b>Setup</b>: Put your suit form upgrade into play, side faceup."),  # no side named
    ("es", "<b>Preparación</b>: pon en juego tu Mejora de identidad operativa con la cara boca arriba."),
])
def test_near_misses_of_the_side_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_answers_an_ability_with_a_side_up_and_a_cost_that_names_its_card(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: put_into_play, side_up: zorbo, target: {select: a, kind: upgrade, "
                                  "controller: you, form_upgrade: suit}}]")
    assert a["answer"] in ("yes", "no", "undetermined")
    a = ask_effects(rb, tmp_path, "[{verb: move, from: encounter_deck, to: encounter_discard, until: {select: a, kind: "
                                  "minion}}, {verb: put_into_play, engaged: true, target: {select: that, of: 1}}]")
    assert a["answer"] in ("yes", "no", "undetermined")


def test_the_cost_reduction_in_its_other_spanish_order():
    """«reduciendo su coste en N» (family play reads «reduciendo en N su coste en recursos»): the same cost_reduction."""
    r_es, r_en = read_both("<b>Acción</b>: juega un Evento [[Zorbo]] desde tu mano, reduciendo su coste en 4.",
                           "<b>Action</b>: Play a [[Zorbo]] event from your hand, reducing its cost by 4.")
    assert r_es.effects == r_en.effects
    assert r_es.effects[0]["verb"] == "play" and r_es.effects[0]["cost_reduction"] == 4


OPTIONS = [
    ("<b>Respuesta</b>: después de que Zorbo entre en juego, elige una opción: roba 1 carta, aturde a un Esbirro o "
     "cura 2 de Daño a tu Superhéroe.",
     "<b>Response</b>: After Zorbo enters play, choose one: draw 1 card, stun a minion, or heal 2 damage from your "
     "identity."),
    ("<b>Respuesta</b>: después de que Zorbo entre en juego, elige una de estas opciones: robar 1 carta, aturdir a un "
     "Esbirro o curar 2 de Daño a tu Superhéroe.",
     "<b>Response</b>: After Zorbo enters play, choose one: Draw 1 card, stun a minion, or heal 2 damage from your "
     "identity."),
]


@pytest.mark.parametrize("es,en", OPTIONS)
def test_choose_one_of_effects_on_one_line_makes_the_abilitys_options(es, en):
    for r in read_both(es, en):
        assert r.effects == []
        assert [o["effects"] for o in r.options] == [
            [{"verb": "draw", "amount": 1, "target": {"select": "you"}}],
            [{"verb": "stun", "target": {"select": "a", "kind": "minion"}}],
            [{"verb": "heal", "amount": 2, "target": {"select": "a", "kind": "identity", "controller": "you"}}]]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Choose one: stun a minion, or deal 1 damage to it."),  # an option naming another's target
    ("es", "<b>Acción</b>: elige una opción: aturde a un Esbirro o inflígele 1 de Daño."),
])
def test_near_misses_of_the_options_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
