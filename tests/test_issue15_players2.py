"""Issue 15, players2 (session 8): more of what each player does. «Siguiendo el orden de jugadores, cada jugador …» /
"In player order, each player …"; an option exhausting that player's identity in each player's own choice; «cada
jugador puede descartar del juego …» / "each player may discard … from play"; a card of their discard pile to their
hand; «debe elegir y descartar …» / "must choose and discard …" from their hand. Invented phrases, both languages,
the same structure; near-misses stay unread."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, assert_reads_to, read_both

WR = "<b>Cuando se muestre esta carta</b>: "
WR_EN = "<b>When Revealed</b>: "
EACH = "each_player"


def test_in_player_order_each_player_does_the_effects():
    assert_reads_to(WR + "siguiendo el orden de jugadores, cada jugador descarta las 4 primeras cartas de su mazo.",
                    WR_EN + "In player order, each player discards the top 4 cards of their deck.",
                    [{"verb": "move", "amount": 4, "from": "deck_top", "to": "discard", "by": EACH}])


def test_each_player_chooses_between_an_option_and_exhausting_their_identity():
    es, en = read_both(WR + "cada jugador debe elegir entre colocar 3 de amenaza sobre esta carta o bien agotar su carta de superhéroe.",
                       WR_EN + "Each player must choose to either place 3 threat here or exhaust their identity.")
    assert es.ability()["options"] == en.ability()["options"]
    (ex,) = en.ability()["options"][1]["effects"]
    assert ex == {"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}, "by": EACH}
    assert en.ability()["options"][1]["chosen_by"] == EACH


def test_each_player_may_discard_a_card_from_play():
    assert_reads_to(WR + "cada jugador puede descartar del juego 1 apoyo que no sea [[Zorb]].",
                    WR_EN + "Each player may discard 1 non-[[Zorb]] support from play.",
                    [{"verb": "discard", "target": {"select": "a", "kind": "support", "not_traits": ["Zorb"]}, "by": EACH,
                      "optional": True}])


def test_each_player_takes_cards_from_their_discard_pile_to_their_hand():
    assert_reads_to(WR + "cada jugador coge 2 cartas de su pila de descartes y las añade a su mano.",
                    WR_EN + "Each player adds 2 cards from their discard pile to their hand.",
                    [{"verb": "move", "to": "hand", "target": {"select": "a", "count": 2, "kind": "card", "zone": "discard"},
                      "by": EACH}])


def test_each_player_must_choose_and_discard_from_their_hand():
    assert_reads_to(WR + "cada jugador debe elegir y descartar 2 cartas de su mano.",
                    WR_EN + "Each player must choose and discard 2 cards from their hand.",
                    [{"verb": "discard", "target": {"select": "a", "count": 2, "kind": "card", "zone": "hand",
                                                    "controller": "you"}, "by": EACH}])


@pytest.mark.parametrize("lang,text", [
    ("en", WR_EN + "In player order, the villain attacks you."),  # the order of the players, no player doing it
    ("es", WR + "siguiendo el orden de jugadores, el villano te ataca."),
    ("en", WR_EN + "Exhaust their identity."),  # whose identity: no player named
    ("es", WR + "agotar su carta de superhéroe."),
    ("en", WR_EN + "Each player may discard each minion from play."),  # one card each, not every minion
    ("es", WR + "cada jugador coge 2 cartas de su pila de descartes y las baraja en su mazo."),
    ("en", WR_EN + "Each player must choose and discard 2 cards from the encounter deck."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_each_player_in_hero_form_chooses_between_options():
    es, en = read_both(WR + "cada jugador que tenga adoptada su identidad de héroe debe elegir entre colocar 3 de amenaza "
                            "sobre esta carta o bien sufrir 2 de daño.",
                       WR_EN + "Each player in hero form must choose to either place 3 threat here or take 2 damage.")
    assert es.ability()["options"] == en.ability()["options"]
    first, second = en.ability()["options"]
    assert first["chosen_by"] == EACH
    assert first["effects"] == [{"verb": "place_threat", "amount": 3, "target": {"select": "this"}, "by": EACH,
                                 "by_form": "hero"}]
    assert second["effects"][0]["by_form"] == "hero"


@pytest.mark.parametrize("lang,text", [
    ("en", WR_EN + "Each minion in hero form must choose to either place 3 threat here or take 2 damage."),
    ("es", WR + "cada jugador que tenga adoptada su identidad de héroe debe colocar 3 de amenaza sobre esta carta."),
])
def test_in_form_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_judges_an_effect_of_the_players_in_a_form_for_the_acting_player_and_says_so(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: move, amount: 3, from: deck_top, to: discard, by: each_player, by_form: hero}]")
    assert a["answer"] == "yes", a
    codes = [r.code for r in a["assumptions"]]
    assert "assume.by_each_player" in codes and "assume.by_form" in codes, codes


def test_puts_it_engaged_without_into_play_is_put_into_play_engaged():
    assert_reads_to(WR + "cada jugador descarta cartas del mazo de encuentros hasta que descarte un apoyo, luego lo pone "
                         "enfrentado a él.",
                    WR_EN + "Each player discards cards from the encounter deck until they discard a support, then puts it "
                            "engaged with them.",
                    [{"verb": "move", "from": "encounter_deck", "to": "encounter_discard",
                      "until": {"select": "a", "kind": "support"}, "by": EACH},
                     {"verb": "put_into_play", "target": {"select": "that", "of": 1}, "engaged": True, "by": EACH}])
    es, en = read_both(WR + "cada jugador busca un aliado en el mazo de encuentros y lo pone enfrentado a él.",
                       WR_EN + "Each player searches the encounter deck for an ally and puts it engaged with them.")
    assert es.effects == en.effects
    assert en.effects[-1]["verb"] == "put_into_play" and en.effects[-1]["engaged"] is True


def test_each_enemy_attacks_the_player_it_is_engaged_with():
    es, en = read_both(WR + "cada esbirro [[Zorb]] ataca al jugador con el que esté enfrentado.",
                       WR_EN + "Each [[Zorb]] minion attacks the player engaged with it.")
    assert es.effects == en.effects
    (act,) = en.effects
    assert act["activation"] == "attack" and act["against"] == {"select": "a", "kind": "player", "engaged_player": True}


@pytest.mark.parametrize("lang,text", [
    ("es", WR + "cada jugador busca un aliado en el mazo de encuentros y lo pone enfrentado a ti."),
    ("en", WR_EN + "Each [[Zorb]] minion attacks the hero engaged with it."),
    ("es", WR + "cada esbirro ataca al héroe con el que esté enfrentado."),
])
def test_engaged_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("es,en,activation", [
    ("el villano ataca a cada jugador siguiendo el orden de jugadores.", "The villain attacks each player in player order.",
     "attack"),
    ("el villano se activa contra todos los jugadores.", "The villain activates against each player.", "by_form"),
])
def test_the_villain_activates_against_each_player(es, en, activation):
    assert_reads_to(WR + es, WR_EN + en,
                    [{"verb": "activate", "target": {"select": "a", "kind": "villain"}, "activation": activation,
                      "against": {"select": "each", "kind": "player"}}])


@pytest.mark.parametrize("lang,text", [
    ("en", WR_EN + "The villain attacks each minion in player order."),
    ("es", WR + "el villano se activa contra cada esbirro."),
])
def test_against_each_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
