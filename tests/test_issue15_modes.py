"""Issue 15, modes: forms, identities and choices. "change form" / «cambia de identidad» (change_form to the
side not shown, ``form: other``), "Hero form only." / «Sólo identidad de Héroe.» (a form as the card's
play_condition): the reader's constructs (invented phrases, both languages, the same structure), near
misses that stay unread, and what the engine makes of them."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Acción</b>: cambia de identidad. Roba 2 cartas.",
     "<b>Action</b>: Change form. Draw 2 cards.",
     [{"verb": "change_form", "form": "other"}, {"verb": "draw", "amount": 2, "target": {"select": "you"}}]),
    ("<b>Acción</b>: cambia de identidad <i>(dale la vuelta a tu carta de Superhéroe)</i>. Roba 1 carta.",
     "<b>Action</b>: Change your form <i>(flip your identity card)</i>. Draw 1 card.",
     [{"verb": "change_form", "form": "other"}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Cuando se muestre esta carta</b>: puedes cambiar de identidad.",
     "<b>When Revealed</b>: You may change form.",
     [{"verb": "change_form", "form": "other", "optional": True}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_modes_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("es,en,form", [
    ("Sólo identidad de Héroe. Roba 1 carta.", "Hero form only. Draw 1 card.", "hero"),
    ("Sólo en identidad de Héroe", "Hero form only", "hero"),
    ("Solo identidad de Alter ego.", "Alter-ego form only.", "alter_ego"),
])
def test_form_only_is_the_cards_play_condition(es, en, form):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], (lang, r.unread)
        assert r.play_condition == {"form": form}
        assert r.ability()["play_condition"] == {"form": form}


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Change energy forms."),  # a form that is no identity side: not read
    ("es", "<b>Acción</b>: cambia de identidad de energía."),
    ("en", "Hero form only if you control an ally."),
    ("es", "Sólo identidad de masa."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD = """schema: arbitro/v1
card_lang: LANG
players: [{id: p1, form: FORM}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: "FIRST"}, {id: a2, text: "SECOND"}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev, ability: ABILITY}
"""


def _ask(tmp_path, lang, form, first, second, ability="a2"):
    text = (BOARD.replace("LANG", lang).replace("FORM", form).replace("FIRST", first).replace("SECOND", second)
            .replace("ABILITY", ability))
    (a,) = ask_json(tmp_path, text)
    return a


@pytest.mark.parametrize("lang,first", [("es", "Sólo identidad de Héroe."), ("en", "Hero form only.")])
@pytest.mark.parametrize("form,answer", [("hero", "yes"), ("alter_ego", "no")])
def test_a_card_for_one_form_is_played_only_in_it(tmp_path, lang, first, form, answer):
    second = "<b>Acción</b>: roba 1 carta." if lang == "es" else "<b>Action</b>: Draw 1 card."
    assert _ask(tmp_path, lang, form, first, second)["answer"] == answer


@pytest.mark.parametrize("form", ["hero", "alter_ego"])
def test_changing_form_always_changes_the_state(tmp_path, form):
    a = _ask(tmp_path, "es", form, "Roba 1 carta.", "<b>Acción</b>: cambia de identidad.")
    assert a["answer"] == "yes"
