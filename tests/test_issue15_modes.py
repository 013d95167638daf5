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
    ("<b>Acción de Héroe</b>: cambia a tu otra identidad de Héroe. Roba 1 carta.",
     "<b>Hero Action</b>: Change to your other hero form. Draw 1 card.",
     [{"verb": "change_form", "form": "other_hero"}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
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
    ("en", "<b>Action</b>: Change to your other alter-ego form."),
    ("es", "<b>Acción</b>: cambia a tu otra identidad de energía."),
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
@pytest.mark.parametrize("text", ["<b>Acción</b>: cambia de identidad.", "<b>Acción</b>: cambia a tu otra identidad de Héroe."])
def test_changing_form_always_changes_the_state(tmp_path, form, text):
    a = _ask(tmp_path, "es", form, "Roba 1 carta.", text)
    assert a["answer"] == "yes"


# -- cases: "if you are: • A, … • B, …", "if that card's printed resource has:" and its lines of icons
def _fact(text):
    return {"fact": text}


CASES_READ = [
    ("<b>Acción</b>: roba 1 carta. Luego, si eres:\n• Zorro Gris, aturde a un esbirro.\n• Zorra Roja, confunde al Villano.",
     "<b>Action</b>: Draw 1 card. Then, if you are:\n• Grey Fox, stun a minion.\n• Red Vixen, confuse the villain.",
     lambda es: [{"verb": "draw", "amount": 1, "target": {"select": "you"}},
                 {"verb": "stun", "target": {"select": "a", "kind": "minion"},
                  "condition": _fact("eres: zorro gris" if es else "you are: grey fox")},
                 {"verb": "confuse", "target": {"select": "a", "kind": "villain"},
                  "condition": _fact("eres: zorra roja" if es else "you are: red vixen")}]),
    ("<b>Cuando se muestre esta carta</b>: si tienes adoptada tu identidad de:\n• Alter ego, coloca 1 de Amenaza sobre el "
     "Plan principal.\n• Héroe, sufres 2 de Daño.",
     "<b>When Revealed</b>: If you are in:\n• Alter-ego form, place 1 threat on the main scheme.\n• Hero form, take 2 damage.",
     lambda es: [{"verb": "place_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"},
                  "condition": {"form": "alter_ego"}},
                 {"verb": "take_damage", "amount": 2, "target": {"select": "you"}, "condition": {"form": "hero"}}]),
    ("<b>Acción</b>: descarta la primera carta de tu mazo. Si el recurso impreso de esa carta tiene:\n"
     "[energy] — Roba 1 carta.\n[mental] — Quedas confundido. Descarta esta carta.\n[wild] — Todo lo anterior.",
     "<b>Action</b>: Discard the top card of your deck. If that card's printed resource has:\n"
     "[energy] — Draw 1 card.\n[mental] — You are confused. Discard this card.\n[wild] — All of the above.",
     lambda es: [{"verb": "move", "amount": 1, "from": "deck_top", "to": "discard"}]
     + [{**e, "condition": _fact(("el recurso impreso de esa carta tiene: " if es else "that card's printed resource has: ") + icon)}
        for icon, e in [("[energy]", {"verb": "draw", "amount": 1, "target": {"select": "you"}}),
                        ("[mental]", {"verb": "confuse", "target": {"select": "you"}}),
                        ("[mental]", {"verb": "discard", "target": {"select": "this"}}),
                        ("[wild]", {"verb": "draw", "amount": 1, "target": {"select": "you"}}),
                        ("[wild]", {"verb": "confuse", "target": {"select": "you"}}),
                        ("[wild]", {"verb": "discard", "target": {"select": "this"}})]]),
]


@pytest.mark.parametrize("es,en,effects", CASES_READ)
def test_each_case_is_a_condition_on_its_effects(es, en, effects):
    for lang, text in (("es", es), ("en", en)):
        rs = read(text, lang)
        assert len(rs) == 1, lang  # the icon lines are the ability's, not abilities of their own
        assert rs[0].unread == [], (lang, rs[0].unread)
        assert rs[0].effects == effects(lang == "es"), lang
        assert rs[0].options == []  # the cases are no choice


@pytest.mark.parametrize("lang,text,facts", [
    ("en", "<b>Forced Response</b>: After the villain attacks you, if he has the:\n• [[Zorb]] or [[Blip]] trait, draw 1 card."
           "\n• [[Flum]] trait, take 1 damage.", ["he has the: [[zorb]] or [[blip]] trait", "he has the: [[flum]] trait"]),
    ("es", "<b>Respuesta obligada</b>: después de que el Villano te ataque, si tienes al menos:\n• [mental][mental] en tu "
           "mano, roba 1 carta.\n• [energy] en tu mano, sufres 1 de Daño.",
     ["tienes al menos: [mental][mental] en tu mano", "tienes al menos: [energy] en tu mano"]),
])
def test_a_case_may_name_traits_and_icons(lang, text, facts):
    (r,) = read(text, lang)
    assert r.unread == []
    assert [e["condition"] for e in r.effects] == [_fact(f) for f in facts]


def test_all_of_the_above_names_the_enemy_the_ability_names():
    en = ("<b>Action</b>: Deal 2 damage to an enemy and discard the top card of your deck. If that card's printed "
          "resource has:\n[physical] - Stun that enemy.\n[energy] - Confuse that enemy.\n[wild] - All of the above.")
    (r,) = read(en, "en")
    assert r.unread == []
    assert [e["target"] for e in r.effects[2:]] == [{"select": "that", "of": 1}, {"select": "that", "of": 3},
                                                    {"select": "that", "of": 1}, {"select": "that", "of": 1}]


def test_a_trigger_before_the_cases_is_the_abilitys():
    (r,) = read("<b>Response</b>: After you play this card, if you are:\n• Grey Fox, draw 1 card.\n• Red Vixen, draw 2 cards.", "en")
    assert r.unread == [] and r.trigger == "you play this card"
    assert [e["condition"] for e in r.effects] == [_fact("you are: grey fox"), _fact("you are: red vixen")]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: If you are:\n• Grey Fox draw 1 card."),  # no comma: no case read
    ("en", "<b>Action</b>: If you are: draw 1 card."),  # no bullet after the intro
    ("en", "<b>Action</b>: If you are:\n• Grey Fox, draw 1 card.\n• Red Vixen, all of the above."),  # not an icon line
    ("en", "<b>Action</b>: If that card's printed resource has:\n[energy] — Draw 1 card.\n[wild] — Choose one of the above."),
    ("es", "<b>Acción</b>: por cada recurso descartado de este modo:\n[energy] — Roba 1 carta."),
    ("en", "<b>Action</b>: Choose one:\n• Draw 1 card.\n• If you are:"),
])
def test_cases_near_misses_stay_unread(lang, text):
    assert any(r.unread for r in read(text, lang))


def test_icon_lines_without_an_intro_stay_abilities_of_their_own():
    rs = read("<b>Action</b>: Draw 1 card.\n[energy] — Draw 1 card.", "en")
    assert len(rs) == 2 and rs[1].unread


CASE_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1, form: FORM}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: "TEXT"}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev}
"""


@pytest.mark.parametrize("form,answer", [("hero", "yes"), ("alter_ego", "no")])
def test_the_engine_reads_a_form_case(tmp_path, form, answer):
    text = "<b>Action</b>: If you are in:\\n• Hero form, confuse the villain."
    (a,) = ask_json(tmp_path, CASE_BOARD.replace("FORM", form).replace("TEXT", text))
    assert a["answer"] == answer


# -- "X if you are in [[Giant]] hero form or Y if you are in [[Tiny]] hero form"
def test_each_effect_in_its_hero_form():
    es = ("<b>Respuesta</b>: después de que juegues esta carta, roba 1 carta si tu identidad de Héroe es [[Gigante]], "
          "o aturde a un esbirro si tu identidad de Héroe es [[Diminuto]].")
    en = ("<b>Response</b>: After you play this card, draw 1 card if you are in [[Giant]] hero form or stun a minion "
          "if you are in [[Tiny]] hero form.")
    for lang, text, giant, tiny in (("es", es, "tu identidad de héroe es [[gigante]]", "tu identidad de héroe es [[diminuto]]"),
                                    ("en", en, "you are in [[giant]] hero form", "you are in [[tiny]] hero form")):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}, "condition": _fact(giant)},
                             {"verb": "stun", "target": {"select": "a", "kind": "minion"}, "condition": _fact(tiny)}]


@pytest.mark.parametrize("lang,text,fact", [
    ("en", "<b>Action</b>: Draw 1 card if you are in [[Giant]] hero form.", "you are in [[giant]] hero form"),
    ("es", "<b>Acción</b>: roba 1 carta si tu identidad de Héroe es [[Gigante]].", "tu identidad de héroe es [[gigante]]"),
    ("en", "<b>Action</b>: Draw 1 card if you control an ally or a support.", "you control an ally or a support"),
])
def test_one_condition_after_the_effect_reads_as_before(lang, text, fact):
    (r,) = read(text, lang)
    assert r.unread == [] and r.effects[0]["condition"] == _fact(fact)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 1 card if you are in [[Giant]] hero form or stun a minion."),  # no case for the second
    ("es", "<b>Acción</b>: roba 1 carta si tu identidad de Héroe es [[Gigante]], o aturde a un esbirro."),
])
def test_form_cases_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
