"""Issue 15, modes: forms, identities and choices. "change form" / «cambia de identidad» (change_form to the
side not shown, ``form: other``), "Hero form only." / «Sólo identidad de Héroe.» (a form as the card's
play_condition): the reader's constructs (invented phrases, both languages, the same structure), near
misses that stay unread, and what the engine makes of them."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_event_text, ask_json, assert_reads_to, read_both

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Acción</b>: cambia de identidad. Roba 2 cartas.",
     "<b>Action</b>: Change form. Draw 2 cards.",
     [{"verb": "change_form", "form": "other"}, {"verb": "draw", "amount": 2, "target": {"select": "you"}}]),
    ("<b>Acción</b>: cambia de identidad <i>(dale la vuelta a tu carta de identidad)</i>. Roba 1 carta.",
     "<b>Action</b>: Change your form <i>(flip your identity card)</i>. Draw 1 card.",
     [{"verb": "change_form", "form": "other"}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Cuando se muestre esta carta</b>: puedes cambiar de identidad.",
     "<b>When Revealed</b>: You may change form.",
     [{"verb": "change_form", "form": "other", "optional": True}]),
    ("<b>Acción</b>: cambia tu identidad a Alter ego.",
     "<b>Action</b>: Change your identity to alter-ego form.",
     [{"verb": "change_form", "form": "alter_ego"}]),
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
    for r in read_both(es, en):
        assert r.play_condition == {"form": form}
        assert r.ability()["play_condition"] == {"form": form}


@pytest.mark.parametrize("lang,text", [
    # ("change energy forms" / «cambia de identidad de energía»: a named form, no identity side: family play's)
    ("en", "<b>Action</b>: Change to your other alter-ego form."),
    ("es", "<b>Acción</b>: cambia a tu otra identidad de energía."),
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
    for lang, r in zip(("es", "en"), read_both(es, en)):  # one ability each: the icon lines are the ability's
        assert r.effects == effects(lang == "es"), lang
        assert r.options == []  # the cases are no choice


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




@pytest.mark.parametrize("form,answer", [("hero", "yes"), ("alter_ego", "no")])
def test_the_engine_reads_a_form_case(tmp_path, form, answer):
    a = ask_event_text(tmp_path, "<b>Action</b>: If you are in:\n• Hero form, confuse the villain.", form=form)
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


# -- «resuelve la capacidad "Especial" de cada …»: the ability of that timing on each card the target selects
RESOLVE = [
    ('<b>Acción</b>: resuelve la capacidad "<b>Especial</b>" de cada Mejora [[Zorb]] que controles en el orden que prefieras.',
     '<b>Action</b>: Resolve the "<b>Special</b>" ability on each [[Zorb]] upgrade you control in any order.',
     [{"verb": "resolve_ability", "target": {"select": "each", "kind": "upgrade", "traits": ["Zorb"], "controller": "you"},
       "ability": {"card": "target", "ability": "special"}}]),
    ('<b>Cuando se muestre esta carta</b>: resuelve las capacidades del tipo "<b>Cuando se muestre esta carta</b>" de '
     'todos los Esbirros que estén enfrentados a ti.',
     '<b>When Revealed</b>: Resolve the "<b>When Revealed</b>" ability of each minion engaged with you.',
     [{"verb": "resolve_ability", "target": {"select": "each", "kind": "minion", "engaged": True},
       "ability": {"card": "target", "ability": "when_revealed"}}]),
    ('<b>Acción</b>: resuelve la capacidad "<b>Aumento</b>" de todos los Enemigos que estén enfrentados a ti.',
     '<b>Action</b>: Resolve the "<b>Boost</b>" ability of each enemy engaged with you.',
     [{"verb": "resolve_ability", "target": {"select": "each", "kind": "enemy", "engaged": True},
       "ability": {"card": "target", "ability": "boost"}}]),
    ('<b>Acción</b>: resuelve la capacidad "<b>Especial</b>" del Entorno [[Zorb]].',
     '<b>Action</b>: Resolve the "<b>Special</b>" ability on the [[Zorb]] environment.',
     [{"verb": "resolve_ability", "target": {"select": "a", "kind": "environment", "traits": ["Zorb"]},
       "ability": {"card": "target", "ability": "special"}}]),
]


@pytest.mark.parametrize("es,en,effects", RESOLVE)
def test_resolve_the_ability_of_each_target(es, en, effects):
    assert_reads_to(es, en, effects)


def test_the_order_in_parentheses_is_a_reminder():
    (r,) = read('<b>Acción</b>: resuelve la capacidad "Especial" de cada Mejora [[Zorb]] que controles (en el orden que '
                'prefieras).', "es")
    assert r.unread == [] and r.effects[0]["ability"] == {"card": "target", "ability": "special"}


@pytest.mark.parametrize("lang,text", [
    ("es", 'Resuelve la capacidad "Cargar los cañones" de cada Esbirro.'),  # a name that is no timing
    ("en", 'Resolve the "Charge Up" ability of each minion.'),
    ("en", 'Resolve the "Special" ability on each minion twice.'),
])
def test_resolve_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread




@pytest.mark.parametrize("upgrade,answer", [
    ("  - {id: garra, type: upgrade, owner: p1, zone: play, abilities: [{id: s1, header: Especial, effects: [{verb: draw, amount: 1}]}]}", "yes"),
    ("  - {id: garra, type: upgrade, owner: p1, zone: play, abilities: [{id: s1, header: Acción, effects: [{verb: draw, amount: 1}]}]}", "no"),
])
def test_the_engine_resolves_the_targets_ability(tmp_path, upgrade, answer):
    a = ask_event_text(tmp_path, '<b>Acción</b>: resuelve la capacidad "Especial" de cada Mejora que controles.', "es",
                       upgrade)
    assert a["answer"] == answer, a


# -- «elige entre aturdir o confundir a un enemigo»: two verbs on one target, the ability's options
def test_either_of_two_verbs_is_a_choice():
    for lang, text in (("es", "<b>Acción</b>: elige entre aturdir o confundir a un esbirro."),
                       ("en", "<b>Action</b>: Choose to either stun or confuse a minion.")):
        (r,) = read(text, lang)
        assert r.unread == [] and r.effects == [], lang
        assert r.options == [{"effects": [{"verb": "stun", "target": {"select": "a", "kind": "minion"}}]},
                             {"effects": [{"verb": "confuse", "target": {"select": "a", "kind": "minion"}}]}], lang


# -- an arrow inside an option: that option's cost, not the ability's (the option's `cost`, family play)
@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Hero Action</b>: Choose:\n• Remove 1 zorb counter from this card → ready your hero.\n• Place 2 zorb counters on this card."),
    ("es", "<b>Acción de Héroe</b>: elige una opción:\n• Quita 1 contador de Zorb de esta carta → prepara a tu Héroe.\n"
           "• Coloca 2 contadores de Zorb sobre esta carta."),
])
def test_an_options_own_cost_is_not_the_abilitys(lang, text):
    (r,) = read(text, lang)
    assert r.cost == [] and r.unread == [] and len(r.options) == 2
    assert r.options[0]["cost"] == [{"verb": "remove_counters", "amount": 1, "counter": "zorb", "target": {"select": "this"}}]
    assert "cost" not in r.options[1]


def test_a_cost_before_the_options_is_the_abilitys():
    (r,) = read("<b>Action</b>: Exhaust this card → choose:\n• Draw 1 card.\n• Stun a minion.", "en")
    assert r.unread == [] and r.cost == [{"verb": "exhaust", "target": {"select": "this"}}] and len(r.options) == 2
