"""Issue 15, counters, resources and costs: named counters placed and removed («quítale 1 contador de
…» / "remove 1 … counter from it"), several resource icons spent or generated at once (invented
phrases, both languages), and what the engine makes of a named counter."""

from __future__ import annotations

import pytest

from arbitro.reader import read

THIS = {"select": "this"}


def _reading(text: str, lang: str):
    (r,) = read(text, lang)
    assert r.unread == [], r.unread
    return r


CASES = [
    ("<b>Acción</b>: agota esta carta y quítale 1 contador de Zorb → roba 1 carta.",
     "<b>Action</b>: Exhaust this card and remove 1 zorb counter from it → draw 1 card.",
     [{"verb": "exhaust", "target": THIS}, {"verb": "remove_counters", "amount": 1, "counter": "zorb", "target": THIS}],
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Acción</b>: agota esta carta y quítales 2 contadores de Zorb → roba 1 carta.",  # «quítales»: plural
     "<b>Action</b>: Exhaust this card and remove 2 zorb counters from it → draw 1 card.",
     [{"verb": "exhaust", "target": THIS}, {"verb": "remove_counters", "amount": 2, "counter": "zorb", "target": THIS}],
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Respuesta</b>: después de que juegues un evento, coloca 2 contadores de Zorb sobre esta carta.",
     "<b>Response</b>: After you play an event, place 2 zorb counters here.",
     [], [{"verb": "add_counters", "amount": 2, "counter": "zorb", "target": THIS}]),
    ("<b>Cuando se muestre esta carta</b>: coloca 1 contador de Zorb blip sobre el plan principal.",
     "<b>When Revealed</b>: Place 1 zorb blip counter on the main scheme.",
     [], [{"verb": "add_counters", "amount": 1, "counter": "zorb blip", "target": {"select": "a", "kind": "main_scheme"}}]),
    ("<b>Acción</b>: agota esta carta y quítale 1 contador de Zorb a tu héroe → roba 1 carta.",  # «quítale … a X»
     "<b>Action</b>: Exhaust this card and remove 1 zorb counter from your hero → draw 1 card.",
     [{"verb": "exhaust", "target": THIS},
      {"verb": "remove_counters", "amount": 1, "counter": "zorb", "target": {"select": "a", "kind": "identity", "controller": "you"}}],
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Acción</b>: quita 1 contador genérico de un apoyo → roba 1 carta.",  # all-purpose: no name
     "<b>Action</b>: remove 1 all-purpose counter from a support → draw 1 card.",
     [{"verb": "remove_counters", "amount": 1, "target": {"select": "a", "kind": "support"}}],
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Respuesta</b>: después de que ataques, quita 1 contador de Zorb de esta carta → roba 1 carta.",
     "<b>Response</b>: After you attack, remove 1 zorb counter from here → draw 1 card.",
     [{"verb": "remove_counters", "amount": 1, "counter": "zorb", "target": THIS}],
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Cuando se muestre esta carta</b>: quita 3 contadores de Zorb de este plan.",
     "<b>When Revealed</b>: Remove 3 zorb counters from this scheme.",
     [], [{"verb": "remove_counters", "amount": 3, "counter": "zorb", "target": THIS}]),
    ("<b>Acción de Héroe</b>: gasta recursos [energy][mental] [mental] → descarta esta carta.",
     "<b>Hero Action</b>: Spend [energy][mental] [mental] resources → discard this card.",
     [{"verb": "spend_resources", "amount": 1, "resource": "energy"},
      {"verb": "spend_resources", "amount": 2, "resource": "mental"}],
     [{"verb": "discard", "target": THIS}]),
    ("<b>Recurso</b>: agota esta carta → genera un recurso [physical].",
     "<b>Resource</b>: Exhaust this card → generate a [physical] resource.",
     [{"verb": "exhaust", "target": THIS}], [{"verb": "generate_resources", "amount": 1, "resource": "physical"}]),
    ("<b>Recurso</b>: agota esta carta → genera un recurso [wild] para un evento [[Zorb]] o [[Blip]].",
     "<b>Resource</b>: Exhaust this card → generate a [wild] resource for a [[Zorb]] or [[Blip]] event.",
     [{"verb": "exhaust", "target": THIS}],
     [{"verb": "generate_resources", "amount": 1, "resource": "wild",
       "for": {"select": "a", "kind": "event", "traits": ["Zorb", "Blip"]}}]),
    ("<b>Acción</b>: genera recursos [wild] [wild].",
     "<b>Action</b>: generate [wild] [wild] resources.",
     [], [{"verb": "generate_resources", "amount": 2, "resource": "wild"}]),
]


@pytest.mark.parametrize("es,en,cost,effects", CASES)
@pytest.mark.parametrize("lang", ["es", "en"])
def test_counters_and_resources_read_the_same_in_both_languages(es, en, cost, effects, lang):
    r = _reading(es if lang == "es" else en, lang)
    assert r.cost == cost
    assert r.effects == effects


@pytest.mark.parametrize("text,lang,target", [
    # «it» is tied as the sentence structure ties it: the trigger's one card, or the one card before it
    ("<b>Response</b>: After an enemy attacks you, place 1 zorb counter on it.", "en", {"select": "trigger", "kind": "enemy"}),
    ("<b>Action</b>: Exhaust an ally and remove 1 zorb counter from it.", "en", {"select": "same", "of": 1}),
    ("<b>Acción</b>: agota a un aliado y quítale 1 contador de Zorb.", "es", {"select": "same", "of": 1}),
])
def test_an_it_is_tied_to_the_one_card_it_can_mean(text, lang, target):
    [r] = read(text, lang)
    assert r.status == "full" and r.effects[-1]["target"] == target and r.effects[-1]["counter"] == "zorb"


@pytest.mark.parametrize("text,lang", [
    ("<b>Cuando se muestre esta carta</b>: coloca 1 contador de Amenaza adicional sobre esta carta.", "es"),  # threat
    ("<b>Action</b>: Exhaust this card and remove 1 or 2 zorb counters from it → draw 1 card.", "en"),  # not a name
    # (a player by their identity's trait is read since family forms: a player by their deck is not)
    ("<b>Resource</b>: generate a [wild] resource for a player whose deck has the [[Zorb]] trait.", "en"),
])
def test_an_it_with_no_fixed_card_before_it_stays_unread(text, lang):
    (r,) = read(text, lang)
    assert r.unread and not any(e["verb"].endswith("_counters") for e in r.cost + r.effects)


@pytest.mark.parametrize("text,lang", [("Spend 2 [energy] resources.", "en"), ("gasta 2 recursos [energy].", "es")])
def test_an_icon_after_an_amount_is_not_a_counter_name(text, lang):
    assert _reading(text, lang).effects == [{"verb": "spend_resources", "amount": 2, "resource": "energy"}]


def test_threat_is_still_threat_not_a_counter_name():
    assert _reading("<b>Action</b>: place 1 threat on the main scheme.", "en").effects == [
        {"verb": "place_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}]
    assert _reading("<b>Acción</b>: quita 1 de amenaza de un plan.", "es").effects == [
        {"verb": "remove_threat", "amount": 1, "target": {"select": "a", "kind": "scheme"}}]


# -- the engine: a named counter is kept as data; the board counts a card's counters together -----------
from arbitro.engine.board import Board  # noqa: E402
from arbitro.engine.questions import answer_question  # noqa: E402
from arbitro.scenario import load_scenario  # noqa: E402

SCN = """schema: arbitro/v1
edition: es
card_lang: {lang}
players: [{{id: p1, form: hero}}]
cards:
  - {{id: yo, type: identity, owner: p1}}
  - {{id: malo, type: villain}}
  - {{id: lleno, type: support, owner: p1, counters: 2}}
  - {{id: vacio, type: support, owner: p1}}
  - {{id: ev, type: event, owner: p1, zone: hand, abilities: [{{header: {header}, text: "{text}"}}]}}
questions: [{{ask: targets, player: p1, card: ev}}]
"""


@pytest.mark.parametrize("lang,header,text", [
    ("es", "Acción", "quita 1 contador de Zorb de un apoyo."),
    ("en", "Action", "remove 1 zorb counter from a support."),
])
def test_a_named_counter_can_be_removed_only_from_a_card_with_counters(rb, tmp_path, lang, header, text):
    f = tmp_path / "s.yaml"
    f.write_text(SCN.format(lang=lang, header=header, text=text), encoding="utf-8")
    scn = load_scenario(f)
    eff = scn.cards[-1].abilities[0].effects[0]
    assert (eff.verb, eff.counter) == ("remove_counters", "zorb")
    a = answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))
    assert a["answer"] == ["lleno"], a


@pytest.mark.parametrize("text,lang", [
    ("Usos (3 contadores de Zorb). <i>(Entra en juego con 3 contadores. Cuando se acaben, descarta esta carta.)</i>", "es"),
    ("Uses (3 zorb counters). <i>(Enters play with 3 counters. When those are gone, discard this card.)</i>", "en"),
])
def test_uses_is_a_keyword_with_its_number_and_counters(text, lang):
    (r,) = read(text, lang)
    assert (r.kind, r.unread, r.keywords) == ("keyword", [], [{"keyword": "uses", "value": 3, "counter": "zorb"}])


def test_uses_among_other_sentences_is_not_read():
    (r,) = read("Attach to an ally. Uses (3 zorb counters).", "en")
    assert any("Uses" in u["words"] for u in r.unread)
