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


# -- "for each [crisis], [acceleration], [amplify], and [hazard] in play": the amount's icons_in_play
ALL_ICONS = ["crisis", "acceleration", "amplify", "hazard"]
ICON_CASES = [
    ("<b>Acción</b>: inflige 2 de daño al villano por cada [crisis], [acceleration], [amplify], y [hazard] que haya en juego.",
     "<b>Action</b>: Deal 2 damage to the villain for each [crisis], [acceleration], [amplify], and [hazard] in play.",
     [{"verb": "deal_damage", "amount": {"icons_in_play": ALL_ICONS, "times": 2}, "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Acción</b>: roba 1 carta por cada [hazard] que haya en juego.",
     "<b>Action</b>: Draw 1 card for each [hazard] in play.",
     [{"verb": "draw", "amount": {"icons_in_play": ["hazard"], "times": 1}, "target": {"select": "you"}}]),
    ("<b>Interrupción</b>: cuando vayas a sufrir daño, evitas 1 de ese daño por cada [crisis] o [amplify] que haya en juego.",
     "<b>Interrupt</b>: When you would take damage, prevent 1 of that damage for each [crisis] or [amplify] in play.",
     [{"verb": "prevent", "amount": {"icons_in_play": ["crisis", "amplify"], "times": 1}, "what": "damage"}]),
]


@pytest.mark.parametrize("es,en,effects", ICON_CASES)
def test_an_amount_counted_on_the_scheme_icons_in_play(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 1 card and deal 1 damage to the villain for each [crisis] in play."),  # which one counts?
    ("en", "<b>Action</b>: Draw 1 card for each [crisis] and [crisis] in play."),
    ("en", "<b>Action</b>: Draw 1 card for each [crisis] on the main scheme."),
    ("es", "<b>Acción</b>: roba 1 carta e inflige 1 de daño al villano por cada [crisis] que haya en juego."),
])
def test_icon_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()


def test_the_engine_counts_each_scheme_icon_in_play():
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    text = """schema: arbitro/v1
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: plan, type: main_scheme, icons: [crisis]}
  - {id: lado, type: side_scheme, icons: [hazard, acceleration]}
  - {id: fuera, type: side_scheme, zone: removed, icons: [amplify]}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Action, effects: [{verb: deal_damage,
      amount: {icons_in_play: [crisis, hazard, amplify], times: 2}, target: {select: a, kind: villain}}]}]}
questions: [{ask: can_initiate, player: p1, card: ev}]
"""
    scn = load_scenario_text(text)
    ctx = Context(rulebook.load(), Board.from_scenario(scn))
    ctx.memo["question"] = scn.questions[0]
    n, why = C.amount_of(ctx, scn.card("ev").abilities[0].effects[0], "p1")
    assert n == 4 and why.code == "amount.icons_in_play"  # crisis and hazard in play (amplify is not), twice each


@pytest.mark.parametrize("icons,answer", [("[hazard]", "yes"), ("[]", "no")])
def test_an_icons_amount_loads_and_is_answered(tmp_path, icons, answer):
    a = ask_event_text(tmp_path, "<b>Action</b>: Deal 1 damage to the villain for each [hazard] in play.",
                       extra=f"  - {{id: lado, type: side_scheme, icons: {icons}}}")
    assert a["answer"] == answer, a


# -- "a [physical] resource from your hand", "a card with a printed [energy] resource": the target's printed_resource
HAND = {"zone": "hand", "controller": "you"}
PRINTED_CASES = [
    ("<b>Acción</b>: descarta un recurso [mental] de tu mano → roba 2 cartas.",
     "<b>Action</b>: Discard a [mental] resource from your hand → draw 2 cards.",
     {"verb": "discard", "target": {"select": "a", "kind": "card", "printed_resource": "mental", **HAND}}),
    ("<b>Acción</b>: descarta una carta que tenga impreso un recurso [wild] de tu mano → roba 2 cartas.",
     "<b>Action</b>: Discard a card with a printed [wild] resource from your hand → draw 2 cards.",
     {"verb": "discard", "target": {"select": "a", "kind": "card", "printed_resource": "wild", **HAND}}),
]


@pytest.mark.parametrize("es,en,cost", PRINTED_CASES)
def test_a_card_with_a_printed_resource(es, en, cost):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [] and r.cost == [cost], lang
        assert r.effects == [{"verb": "draw", "amount": 2, "target": {"select": "you"}}], lang


def test_each_resource_of_a_type_from_your_hand():
    (r,) = read("<b>When Revealed</b>: Discard each [energy] resource from your hand.", "en")
    assert r.unread == []
    assert r.effects == [{"verb": "discard", "target": {"select": "each", "kind": "card", "printed_resource": "energy", **HAND}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Discard a card with a printed resource from your hand → draw 2 cards."),  # which type?
    ("en", "<b>Action</b>: Discard a card with [wild] from your hand → draw 2 cards."),
    ("es", "<b>Acción</b>: descarta una carta que tenga un recurso [wild] de tu mano → roba 2 cartas."),
])
def test_printed_resource_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_board_does_not_show_printed_resources_so_it_is_undetermined(tmp_path, lang):
    text = {"es": "<b>Acción</b>: descarta un recurso [physical] de tu mano.",
            "en": "<b>Action</b>: Discard a [physical] resource from your hand."}[lang]
    a = ask_event_text(tmp_path, text, lang=lang, extra="  - {id: mano1, type: event, owner: p1, zone: hand}")
    assert a["answer"] == "undetermined", a
    assert any("mano1" in u and "[physical]" in u for u in a["unknowns"]), a["unknowns"]


def test_a_printed_resource_cost_is_not_judged_as_a_target(tmp_path):
    a = ask_event_text(tmp_path, "<b>Action</b>: Discard a [physical] resource from your hand → draw 1 card.",
                       extra="  - {id: mano1, type: event, owner: p1, zone: hand}")
    assert a["answer"] == "yes", a  # objetivo.10: the cost is not counted when judging targets


# -- "a support with a cost of 3 or less", «un Apoyo de coste 3 o menos»: the target's max_cost
COST_CASES = [
    ("<b>Acción</b>: busca en tu mazo un Apoyo con un coste de 2 o menos y añádelo a tu mano.",
     "<b>Action</b>: Search your deck for a support with a cost of 2 or less and add it to your hand.", 2),
    ("<b>Acción</b>: busca en tu mazo un Apoyo con un coste impreso de 4 o menos y añádelo a tu mano.",
     "<b>Action</b>: Search your deck for a support with a printed cost of 4 or less and add it to your hand.", 4),
    ("<b>Acción</b>: busca en tu mazo un Apoyo de coste 1 o menos y añádelo a tu mano.",
     "<b>Action</b>: Search your deck for a support with a resource cost of 1 or less and add it to your hand.", 1),
]


@pytest.mark.parametrize("es,en,n", COST_CASES)
def test_a_card_with_a_cost_of_n_or_less(es, en, n):
    assert_reads_to(es, en, [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "support", "max_cost": n}},
                             {"verb": "move", "to": "hand", "target": {"select": "that", "of": 1}}])


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Search your deck for a support with a cost of 2 or more and add it to your hand."),
    ("es", "<b>Acción</b>: busca en tu mazo un Apoyo con un coste de 2 o más y añádelo a tu mano."),
    ("en", "<b>Action</b>: Search your deck for a support with a combined cost of 2 or less and add it to your hand."),
])
def test_cost_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()


def test_the_board_does_not_show_costs_so_it_is_undetermined(tmp_path):
    a = ask_event_text(tmp_path, "<b>Action</b>: Discard a support with a cost of 2 or less you control.",
                       extra="  - {id: apoyo, type: support, owner: p1}")
    assert a["answer"] == "undetermined", a
    assert any("apoyo" in u for u in a["unknowns"]), a["unknowns"]


# -- "generate a [wild] resource for each …", «genera un recurso [wild] por cada …»; "spend 2 resources" (any type)
def test_a_resource_generated_for_each_card():
    per = {"select": "each", "kind": "ally", "controller": "you"}
    assert_reads_to("<b>Recurso</b>: agota esta carta → genera un recurso [energy] por cada Aliado que controles.",
                    "<b>Resource</b>: Exhaust this card → generate an [energy] resource for each ally you control.",
                    [{"verb": "generate_resources", "amount": {"per": per, "times": 1}, "resource": "energy"}])


def test_resources_of_no_printed_type_are_of_any_type():
    assert_reads_to("<b>Acción</b>: gasta 3 recursos → roba 1 carta.", "<b>Action</b>: Spend 3 resources → draw 1 card.",
                    [{"verb": "draw", "amount": 1, "target": {"select": "you"}}])
    for lang, text in (("es", "<b>Acción</b>: gasta 3 recursos → roba 1 carta."), ("en", "<b>Action</b>: Spend 3 resources → draw 1 card.")):
        assert read(text, lang)[0].cost == [_spend(3)], lang
    (r,) = read("<b>Action</b>: Spend one resource of any type → draw 1 card.", "en")
    assert r.unread == [] and r.cost == [_spend(1)]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Spend X resources → draw 1 card."),
    ("es", "<b>Acción</b>: gasta X recursos → roba 1 carta."),
])
def test_untyped_spend_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()


def test_a_star_between_an_abilitys_name_and_its_header():
    (r,) = read("<i>Zorb Fear</i> — [star] <b>Forced Response</b>: After you resolve a boost card, draw 1 card.", "en")
    assert r.unread == [] and r.timing == "forced_response"
    assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]


def test_the_engine_counts_a_generated_amount(tmp_path):
    a = ask_event_text(tmp_path, "<b>Action</b>: Generate a [wild] resource for each ally you control.",
                       extra="  - {id: amigo, type: ally, owner: p1}")
    assert a["answer"] == "yes", a


# -- "(to a maximum of [physical] [physical] [physical])" after a resource generated «por cada»: the amount's max
def test_a_maximum_printed_as_resource_icons():
    per = {"select": "each", "kind": "minion", "engaged": True}
    assert_reads_to(
        "<b>Recurso</b>: agota esta carta → genera un recurso [mental] por cada Esbirro enfrentado contigo (hasta un máximo de [mental] [mental]).",
        "<b>Resource</b>: Exhaust this card → generate a [mental] resource for each minion engaged with you (to a maximum of [mental] [mental]).",
        [{"verb": "generate_resources", "amount": {"per": per, "times": 1, "max": 2}, "resource": "mental"}])


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Resource</b>: Exhaust this card → generate a [mental] resource for each minion engaged with you (to a maximum of [energy] [energy])."),
    ("en", "<b>Action</b>: Draw 1 card for each minion engaged with you (to a maximum of [mental] [mental])."),
])
def test_icon_maximum_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()


# -- "… in your hand" after a printed resource; a resource counted is an icon, not a card (not read)
def test_a_card_with_a_printed_resource_in_your_hand_is_counted():
    per = {"select": "each", "kind": "card", "printed_resource": "wild", **HAND}
    (r,) = read("<b>Boost</b>: Place 2 threat on the main scheme for each card with a printed [wild] resource in your hand.", "en")
    assert r.unread == []
    assert r.effects == [{"verb": "place_threat", "amount": {"per": per, "times": 2}, "target": {"select": "a", "kind": "main_scheme"}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Take indirect damage equal to the number of [energy] resources in your hand."),
    ("en", "<b>Action</b>: Draw 1 card for each [mental] resource in your hand."),
    ("es", "<b>Acción</b>: roba 1 carta por cada recurso [mental] de tu mano."),
])
def test_resources_counted_are_icons_not_cards_so_not_read(lang, text):
    (r,) = read(text, lang)
    assert r.unread, r.ability()
