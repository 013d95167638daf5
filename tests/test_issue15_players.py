"""Issue 15, players (session 6): players as the ones who act or receive. «Cualquier jugador puede
aplicar esta capacidad» / "Any player may trigger this ability" is the ability's `used_by` (who may use
it: capacidad.10 with the card's own text, not its controller alone, capacidad.10.1). Invented phrases,
both languages, the same structure; near-misses stay unread; what the engine answers."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json

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
