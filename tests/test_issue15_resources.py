"""Issue 15, family resources (session 8): resources spent and generated, resource types, costs, and the icons
the text names. Invented phrases in the cards' style, both languages read to the same effects; near-misses that
must stay unread; what the engine makes of the new fields."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_event_text, assert_reads_to


def _spend(amount, resource="any", **extra):
    return {"verb": "spend_resources", "amount": amount, "resource": resource, **extra}


# -- "spend 3 resources of the same type", «gasta 2 recursos de distintos tipos» (spend_resources' resource_types)
SPENDS = [
    ("<b>Acción</b>: gasta 4 recursos del mismo tipo.", "<b>Action</b>: Spend 4 resources of the same type.",
     [_spend(4, resource_types="same")]),
    ("<b>Acción</b>: gasta 2 recursos de un mismo tipo.", "<b>Action</b>: Spend 2 resources of the same type.",
     [_spend(2, resource_types="same")]),
    ("<b>Acción</b>: gasta 3 recursos de distintos tipos.", "<b>Action</b>: Spend 3 resources of different types.",
     [_spend(3, resource_types="different")]),
    ("<b>Acción</b>: gasta 2 recursos diferentes.", "<b>Action</b>: Spend 2 different resources.",
     [_spend(2, resource_types="different")]),
]


@pytest.mark.parametrize("es,en,effects", SPENDS)
def test_resources_of_one_type_or_of_different_types(es, en, effects):
    assert_reads_to(es, en, effects)


def test_a_typed_spend_as_the_cost():
    for lang, text in (("es", "<b>Acción de Héroe</b>: gasta 5 recursos del mismo tipo → roba 2 cartas."),
                       ("en", "<b>Hero Action</b>: Spend 5 resources of the same type → draw 2 cards.")):
        (r,) = read(text, lang)
        assert r.unread == [] and r.cost == [_spend(5, resource_types="same")], lang


# -- "spend A or B": an either; before the arrow, one option per cost
EITHERS = [
    ("<b>Acción</b>: gasta recursos [mental] [mental] o bien 4 recursos de cualquier tipo.",
     "<b>Action</b>: Spend [mental] [mental] resources or 4 resources of any type.",
     [[_spend(2, "mental")], [_spend(4)]]),
    ("<b>Acción</b>: gasta un recurso [energy] o bien 2 recursos del mismo tipo.",
     "<b>Action</b>: Spend a [energy] resource or 2 resources of the same type.",
     [[_spend(1, "energy")], [_spend(2, resource_types="same")]]),
    ("<b>Acción</b>: gasta recursos [wild] [wild] o bien [physical] [physical].",
     "<b>Action</b>: Spend [wild] [wild] or [physical] [physical] resources.",
     [[_spend(2, "wild")], [_spend(2, "physical")]]),
]


@pytest.mark.parametrize("es,en,branches", EITHERS)
def test_spend_one_or_the_other_is_a_choice(es, en, branches):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [] and r.effects == [], lang
        assert [o["effects"] for o in r.options] == branches, lang


DRAW = {"verb": "draw", "amount": 1, "target": {"select": "you"}}


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: gasta un recurso [wild] o bien 3 recursos de cualquier tipo → roba 1 carta. (Límite de una vez por ronda.)"),
    ("en", "<b>Action</b>: Spend a [wild] resource or 3 resources of any type → draw 1 card. (Limit once per round.)"),
])
def test_either_cost_before_the_arrow_makes_one_option_per_cost(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and r.cost == [] and r.effects == []
    assert r.options == [{"cost": [_spend(1, "wild")], "effects": [DRAW]}, {"cost": [_spend(3)], "effects": [DRAW]}]
    assert r.limit == {"times": 1, "per": "round"}


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Spend 1 resource of the same type."),  # one resource has no type to share
    ("es", "<b>Acción</b>: gasta 1 recurso del mismo tipo."),
    ("en", "<b>Action</b>: Exhaust this card and spend a [wild] resource or 2 resources of any type → draw 1 card."),
    ("es", "<b>Acción</b>: agota esta carta y gasta un recurso [wild] o bien 2 recursos de cualquier tipo → roba 1 carta."),
    ("en", "<b>Action</b>: Spend a [wild] resource or 2 resources of any type → choose one: • Draw 1 card. • Stun a minion."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()


def test_the_engine_answers_an_ability_whose_options_are_costs(tmp_path):
    a = ask_event_text(tmp_path, "<b>Action</b>: Spend a [wild] resource or 3 resources of the same type → draw 1 card.")
    assert a["answer"] == "yes", a
