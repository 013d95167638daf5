"""Issue 15, family board (session 8): moves on the board. Several things exhausted or readied by one verb
(one effect each), and a delayed effect on a card that may have left play by then («al final de la fase, si
esta carta aún sigue en juego, descártala»). Invented phrases in the cards' style, both languages."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to

TWO = [
    ("<b>Acción</b>: agota tu Superhéroe y todos los Apoyos que controles → roba 1 carta.",
     "<b>Action</b>: Exhaust your identity and each support you control → draw 1 card.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}],
     [{"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}},
      {"verb": "exhaust", "target": {"select": "each", "kind": "support", "controller": "you"}}]),
    ("<b>Acción</b>: agota esta carta y un aliado que controles → roba 2 cartas.",
     "<b>Action</b>: Exhaust this card and an ally you control → draw 2 cards.",
     [{"verb": "draw", "amount": 2, "target": {"select": "you"}}],
     [{"verb": "exhaust", "target": {"select": "this"}},
      {"verb": "exhaust", "target": {"select": "a", "kind": "ally", "controller": "you"}}]),
]


@pytest.mark.parametrize("es,en,effects,cost", TWO)
def test_two_things_exhausted_are_two_exhausts(es, en, effects, cost):
    assert_reads_to(es, en, effects)
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.cost == cost, lang


def test_two_things_readied_are_two_readies():
    assert_reads_to("<b>Acción</b>: prepara tu Superhéroe y un aliado que controles.",
                    "<b>Action</b>: Ready your identity and an ally you control.",
                    [{"verb": "ready", "target": {"select": "a", "kind": "identity", "controller": "you"}},
                     {"verb": "ready", "target": {"select": "a", "kind": "ally", "controller": "you"}}])


@pytest.mark.parametrize("lang,text,effects", [
    # "and" before another effect: the verb's one target, as before
    ("en", "<b>Action</b>: Exhaust this card and draw 1 card.",
     [{"verb": "exhaust", "target": {"select": "this"}}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("es", "<b>Acción</b>: agota esta carta y roba 1 carta.",
     [{"verb": "exhaust", "target": {"select": "this"}}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
])
def test_and_before_an_effect_is_still_two_effects(lang, text, effects):
    (r,) = read(text, lang)
    assert r.unread == [] and r.effects == effects


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Exhaust your identity and any number of allies you control → draw 1 card."),
    ("es", "<b>Acción</b>: agota tu Superhéroe y cualquier número de Aliados que controles → roba 1 carta."),
])
def test_any_number_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


STILL = [
    ("<b>Acción</b>: agota esta carta → pon en juego esta carta. Al final de la fase, si esta carta aún sigue en juego, "
     "devuélvela a tu mano.",
     "<b>Action</b>: Exhaust this card → put this card into play. At the end of the phase, if this card is still in play, "
     "return it to your hand.",
     {"verb": "return_to_hand", "target": {"select": "this"}}, "end_of_phase",
     ("esta carta aún sigue en juego", "this card is still in play")),
    ("<b>Acción</b>: elige un Aliado → pon en juego ese Aliado. Si ese Aliado continúa en juego al final de "
     "la ronda, descártalo.",
     "<b>Action</b>: Choose an ally → put that ally into play. If that ally is still in play at the end "
     "of the round, discard it.",
     {"verb": "discard", "target": {"select": "that", "of": 1}}, "end_of_round",
     ("ese aliado continúa en juego", "that ally is still in play")),
]


@pytest.mark.parametrize("es,en,effect,when,facts", STILL)
def test_still_in_play_at_the_end_is_a_delayed_effect_under_that_condition(es, en, effect, when, facts):
    for lang, text, fact in (("es", es, facts[0]), ("en", en, facts[1])):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects[-1] == {**effect, "condition": {"fact": fact}, "delayed": {"when": when}}, lang


@pytest.mark.parametrize("lang,text", [
    # no time the effect waits for: not this construct
    ("en", "<b>Action</b>: Put this card into play. If this card is still in play, draw 1 card."),
    ("es", "<b>Acción</b>: pon en juego esta carta. Si esta carta aún sigue en juego, roba 1 carta."),
    # a pronoun as the card: which card it is, not read here
    ("en", "<b>Action</b>: Put this card into play. At the end of the phase, if she is still in play, discard her."),
])
def test_still_in_play_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- «(Si ya está en juego, se enfrenta a ti.)» / "(If he is already in play, he engages you.)" ----------------------
_OTHERS = (("Zorbo Grande", "minion"),)
_FIND = {"verb": "search", "find": True, "for": {"select": "a", "kind": "minion", "name": "Zorbo Grande"}}


def _named(text: str, lang: str):
    from arbitro.reader import Names

    (r,) = read(text, lang, names=Names.of(card="Otra Carta", others=_OTHERS))
    return r


@pytest.mark.parametrize("es,en,last,facts", [
    ("<b>Cuando se muestre esta carta</b>: localiza a Zorbo Grande y muéstralo. <i>(Si ya está en juego, se enfrenta a "
     "ti.)</i> Roba 1 carta.",
     "<b>When Revealed</b>: Find Zorbo Grande and reveal him. <i>(If he is already in play, he engages you.)</i> Draw 1 card.",
     {"verb": "reveal", "target": {"select": "that", "of": 1}}, ("ya está en juego", "he is already in play")),
    ("<b>Cuando se muestre esta carta</b>: localiza a Zorbo Grande y ponlo en juego enfrentado a ti. <i>(Si ya está en "
     "juego, se enfrenta a ti.)</i> Roba 1 carta.",
     "<b>When Revealed</b>: Find Zorbo Grande and put him into play engaged with you. <i>(If he is already in play, he "
     "engages you.)</i> Draw 1 card.",
     {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged": True},
     ("ya está en juego", "he is already in play")),
])
def test_a_found_card_already_in_play_engages_you(es, en, last, facts):
    for lang, text, fact in (("es", es, facts[0]), ("en", en, facts[1])):
        r = _named(text, lang)
        assert r.unread == [], (lang, r.unread)
        assert r.effects == [_FIND, last,
                             {"verb": "engage", "target": {"select": "that", "of": 1}, "engaged_with": "you",
                              "condition": {"fact": fact}},
                             {"verb": "draw", "amount": 1, "target": {"select": "you"}}], lang


@pytest.mark.parametrize("lang,text", [
    # a card of a kind, not one named card: which one was in play is not read
    ("en", "<b>When Revealed</b>: Find a [[Zorbo]] minion and reveal it. <i>(If it is already in play, it engages you.)</i>"),
    # nothing found before it
    ("en", "<b>When Revealed</b>: Draw 1 card. <i>(If he is already in play, he engages you.)</i>"),
    ("es", "<b>Cuando se muestre esta carta</b>: roba 1 carta. <i>(Si ya está en juego, se enfrenta a ti.)</i>"),
    # another player engaged
    ("en", "<b>When Revealed</b>: Find Zorbo Grande and reveal him. <i>(If he is already in play, he engages the first player.)</i>"),
])
def test_already_in_play_near_misses_stay_unread(lang, text):
    assert _named(text, lang).unread


def test_the_engine_takes_an_engage_with_the_acting_player(rb, tmp_path):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: engage, engaged_with: you, target: {select: a, kind: villain}}]")
    assert a["answer"] == "yes", a


# -- «esta carta no puede abandonar el juego» / "this card cannot leave play" ------------------------------------------
@pytest.mark.parametrize("es,en,effects", [
    ("Esta carta no puede abandonar el juego.", "This card cannot leave play.",
     [{"verb": "prohibit", "restriction": "cannot_leave_play", "target": {"select": "this"}}]),
    ("Este plan no puede abandonar el juego.", "This scheme cannot leave play.",
     [{"verb": "prohibit", "restriction": "cannot_leave_play", "target": {"select": "this"}}]),
])
def test_cannot_leave_play_is_a_prohibit(es, en, effects):
    assert_reads_to(es, en, effects)


def test_cannot_leave_play_while_keeps_the_fact():
    (r,) = read("This card cannot leave play while Zorbo is in play.", "en")
    assert r.unread == [] and r.effects[0]["condition"] == {"fact": "zorbo is in play"}


@pytest.mark.parametrize("restrictions,answer", [("[cannot_leave_play]", "no"), ("[]", "yes")])
def test_the_engine_does_not_discard_a_card_that_cannot_leave_play(tmp_path, restrictions, answer):
    from readerkit import ask_event_text

    a = ask_event_text(tmp_path, "<b>Action</b>: Discard a support.",
                       extra=f"  - {{id: apoyo, type: support, owner: p1, restrictions: {restrictions}}}")
    assert a["answer"] == answer, a


# -- «descarta X del juego» / "discard X from play"; «pon en juego a X desde tu mano» -----------------------------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: descarta del juego todas las mejoras que controles.",
     "<b>Action</b>: Discard each upgrade you control from play.",
     [{"verb": "discard", "target": {"select": "each", "kind": "upgrade", "controller": "you"}}]),
    ("<b>Acción</b>: descarta a esta carta del juego.", "<b>Action</b>: Discard this card from play.",
     [{"verb": "discard", "target": {"select": "this"}}]),
    ("<b>Acción</b>: gasta un recurso [energy] → pon en juego a esta carta desde tu mano controlada por cualquier jugador.",
     "<b>Action</b>: Spend a [energy] resource → put this card into play from your hand under any player's control.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "under": "any_player"}]),
    ("<b>Acción</b>: pon en juego un aliado desde tu mano.", "<b>Action</b>: Put an ally into play from your hand.",
     [{"verb": "put_into_play", "target": {"select": "a", "kind": "ally", "zone": "hand", "controller": "you"}}]),
])
def test_from_play_and_from_your_hand(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Discard an ally from your hand from play."),  # two zones
    ("es", "<b>Acción</b>: descarta del juego un aliado de tu mano."),  # two zones
])
def test_from_play_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- «retira del juego X» / "remove X from the game" ---------------------------------------------------------------------
@pytest.mark.parametrize("es,en,effects", [
    ("<b>Respuesta obligada</b>: después de que este esbirro te ataque, retira del juego 1 carta de tu mano al azar.",
     "<b>Forced Response</b>: After this minion attacks you, remove 1 card at random in your hand from the game.",
     [{"verb": "remove_from_game", "target": {"select": "a", "kind": "card", "zone": "hand", "controller": "you",
                                              "random": True}}]),
    ("<b>Respuesta obligada</b>: después de que este esbirro te ataque, retira del juego la primera carta de tu mazo.",
     "<b>Forced Response</b>: After this minion attacks you, remove the top card of your deck from the game.",
     [{"verb": "move", "amount": 1, "from": "deck_top", "to": "removed"}]),
    ("<b>Acción</b>: retira del juego un esbirro.", "<b>Action</b>: Remove a minion from the game.",
     [{"verb": "remove_from_game", "target": {"select": "a", "kind": "minion"}}]),
])
def test_removed_from_the_game(es, en, effects):
    assert_reads_to(es, en, effects)


def test_remove_threat_then_remove_from_the_game_are_two_effects():
    (r,) = read("<b>Action</b>: Remove 4 threat from the main scheme and remove this card from the game.", "en")
    assert r.unread == [] and r.effects == [
        {"verb": "remove_threat", "amount": 4, "target": {"select": "a", "kind": "main_scheme"}},
        {"verb": "remove_from_game", "target": {"select": "this"}}]

