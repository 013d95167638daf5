"""Issue 15, control (session 5): «Juega este apoyo poniéndolo bajo el control de cualquier jugador»
(an ability's `play_under`) and «pon en juego X controlado por …» (put_into_play's `under`): the reader's
constructs (invented phrases, both languages, the same structure) and what the engine makes of them
when asked who controls the card (control.4, control.8)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Respuesta</b>: después de que juegues esta carta, pon en juego esta carta controlada por cualquier jugador.",
     "<b>Response</b>: After you play this card, put this card into play under any player's control.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "under": "any_player"}]),
    ("<b>Acción</b>: pon en juego esta carta controlada por su propietario.",
     "<b>Action</b>: Put this card into play under its owner's control.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "under": "owner"}]),
    ("<b>Acción</b>: pon en juego a esta carta controlada por ti.",
     "<b>Action</b>: Put this card into play under your control.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "under": "you"}]),
    ("<b>Acción</b>: pon en juego esta carta controlada por el jugador inicial.",
     "<b>Action</b>: Put this card into play under the first player's control.",
     [{"verb": "put_into_play", "target": {"select": "this"}, "under": "first_player"}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_under_whose_control_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("es", "Juega este apoyo poniéndolo bajo el control de cualquier jugador."),
    ("en", "Play under any player's control."),
    ("en", "Play this card under any player's control."),
])
def test_play_under_any_players_control_is_a_field_of_the_ability_not_an_effect(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and r.effects == []
    assert r.play_under == "any_player"
    assert r.ability()["play_under"] == "any_player"


@pytest.mark.parametrize("lang,text", [
    ("en", "Play under your control."),  # not printed on cards: not guessed
    ("es", "Juega esta carta poniéndola bajo el control de un jugador."),
    ("en", "<b>Action</b>: Put this card into play under a player's control."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD = """schema: arbitro/v1
card_lang: LANG
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: faro, name: Faro, type: support, owner: p1, abilities: [{id: a1, text: "TEXT"}]}
CONTROL
questions:
  - {id: q, ask: controller, card: faro}
"""


def _ask(tmp_path, lang, text, control=""):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text).replace("CONTROL", control))
    return a


@pytest.mark.parametrize("lang,text", [
    ("es", "Juega este apoyo poniéndolo bajo el control de cualquier jugador."),
    ("en", "Play under any player's control."),
])
def test_played_under_nobody_said_whose_the_owner_is_assumed_and_said(tmp_path, lang, text):
    a = _ask(tmp_path, lang, text)
    assert a["answer"] == "p1"
    assert any("faro" in s.lower() for s in a["assumptions"]), a["assumptions"]


def test_played_under_another_players_control_that_player_controls_it(tmp_path):
    a = _ask(tmp_path, "es", "Juega este apoyo poniéndolo bajo el control de cualquier jugador.",
             "control_effects: [{card: faro, player: p2, source: faro}]")
    assert a["answer"] == "p2"
    assert {"control.4", "control.8"} <= set(a["citations"])
    assert a["assumptions"] == []


def test_without_that_text_nothing_is_assumed(tmp_path):
    a = _ask(tmp_path, "es", "Mientras estés en forma de Héroe, roba 1 carta.")
    assert a["answer"] == "p1" and not any("faro" in s.lower() for s in a["assumptions"])
