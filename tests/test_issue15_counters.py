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


def test_uses_among_other_sentences_is_the_counters_the_card_enters_play_with():
    # (family counters, session 8: it was left unread; the format's enters_with now says it, with uses)
    for lang, r in zip(("es", "en"), read_both("Vincula esta carta a un aliado. Usos (3 contadores de Zorb).",
                                               "Attach to an ally. Uses (3 zorb counters).")):
        assert r.enters_with == {"counters": 3, "counter": "zorb", "uses": True}, lang
        assert r.effects == [{"verb": "attach", "target": {"select": "a", "kind": "ally"}}], lang
    (r,) = read("Máximo 2 por mazo. Usos (2[per_hero] contadores Zorbos).", "es")
    assert r.unread == [] and r.enters_with == {"counters": 2, "counter": "zorbos", "per_hero": True, "uses": True}


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 1 card. Uses (3 zorb counters)."),  # not a constant ability
    ("en", "Attach to an ally. Uses (3 threat counters)."),  # named after a token
    ("en", "Enters play with 2 zorb counters on it. Uses (3 zorb counters)."),  # two sets of counters
    ("es", "Vincula esta carta a un aliado. Usos (3 contadores de Zorb o Blip)."),
])
def test_uses_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- family counters (session 8): what restricts an amount or an ability -----------------------------------------
from readerkit import ask_json, read_both  # noqa: E402


@pytest.mark.parametrize("es,en,per", [
    ("Vincula esta carta a un aliado. Máximo de 1 por aliado.", "Attach to an ally. Max 1 per ally.", "ally"),
    ("Vincula esta carta a un esbirro. Máximo 2 por esbirro.", "Attach to a minion. Max 2 per minion.", "minion"),
    ("Máximo de 1 por personaje.", "Max 1 per character.", "character"),
    ("Maximo de 1 por enemigo.", "Max 1 per enemy.", "enemy"),
    ("Máximo de 1 por plan.", "Max 1 per scheme.", "scheme"),
    ("Máximo de 1 por plan secundario.", "Max 1 per side scheme.", "side_scheme"),
    ("Vincula esta carta a un aliado. Límite de 1 por aliado.", "Attach to an ally. Limit 1 per ally.", "ally"),
    ("Vincula esta carta a un esbirro. (Límite de 1 por personaje.)", "Attach to a minion. (Limit 1 per character.)",
     "character"),
])
def test_max_per_a_kind_of_card_is_the_abilitys_limit(es, en, per):
    times = 2 if "2" in en else 1
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.limit == {"times": times, "per": per}, lang
        assert r.ability()["limit"] == r.limit


@pytest.mark.parametrize("es,en,limit", [
    ("Máximo de 1 carta de [[Zorb]] por jugador.", "Max 1 [[Zorb]] card per player.",
     {"times": 1, "per": "player", "traits": ["Zorb"], "kind": "card"}),
    ("Vincula esta carta a un aliado. Máximo de 1 mejora [[Zorb]] por aliado.",
     "Attach to an ally. Max 1 [[Zorb]] upgrade per ally.",
     {"times": 1, "per": "ally", "traits": ["Zorb"], "kind": "upgrade"}),
])
def test_max_cards_of_a_trait_per_player_or_card(es, en, limit):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.limit == limit, lang


@pytest.mark.parametrize("lang,text", [
    ("en", "Max 1 [[Zorb]] card per deck."),  # cards of a trait per deck: a deck-building rule
    ("es", "Máximo de 1 carta de [[Zorb]] por mazo."),
    ("en", "Max 1 zorb per player."),
    ("en", "Max 1 per event."),
    ("es", "Máximo de 1 por evento."),
    ("en", "Max 1 per ally engaged with you."),
    ("en", "Attach to a minion. (Limit 1 per event.)"),
    ("es", "Vincula esta carta a un esbirro. (Límite de 1 por evento.)"),
])
def test_max_per_what_the_format_does_not_name_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and r.limit is None


def test_a_card_limited_per_ally_loads_and_its_limit_is_assumed(tmp_path):
    board = ("schema: arbitro/v1\ncard_lang: en\nplayers: [{id: p1, form: hero}]\ncards:\n"
             "  - {id: yo, type: identity, owner: p1}\n  - {id: malo, type: villain}\n"
             "  - {id: amigo, type: ally, owner: p1}\n"
             "  - {id: up, type: upgrade, owner: p1, zone: hand, abilities: [{id: a1, text: \"Attach to an ally. Max 1 per ally.\"}]}\n"
             "  - {id: up2, type: upgrade, owner: p1, zone: hand, abilities: [{id: a1, text: \"Attach to an ally. Max 1 "
             "[[Zorb]] upgrade per ally.\"}]}\n"
             "questions:\n  - {id: q, ask: targets, player: p1, card: up, ability: a1}\n"
             "  - {id: q2, ask: targets, player: p1, card: up2, ability: a1}\n")
    for answer in ask_json(tmp_path, board):
        assert answer["answer"] == ["amigo"], answer
        assert any("1 por ally" in a for a in answer["assumptions"]), answer


# «quita toda la Amenaza de X» / "remove all threat from X", «quita todos los contadores de Zorb de X» / "remove each
# zorb counter from X": all of them (all_tokens, no amount)
ALL_THREAT = {"verb": "remove_threat", "target": THIS, "all_tokens": True}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Interrupción obligada</b>: cuando vaya a completarse este plan, quita toda la Amenaza de este plan.",
     "<b>Forced Interrupt</b>: When this scheme would be completed, remove all threat from this scheme.", [ALL_THREAT]),
    ("<b>Interrupción obligada</b>: cuando vaya a completarse esta etapa, quita toda la Amenaza que haya sobre esta etapa.",
     "<b>Forced Interrupt</b>: When this stage would be completed, remove all the threat from this stage.", [ALL_THREAT]),
    ("<b>Respuesta obligada</b>: después de que ataques, quita todos los contadores de Zorb de esta carta.",
     "<b>Forced Response</b>: After you attack, remove each zorb counter from here.",
     [{"verb": "remove_counters", "counter": "zorb", "target": THIS, "all_tokens": True}]),
    ("<b>Respuesta obligada</b>: después de que ataques, quita todos los contadores de Zorb que haya sobre tu identidad.",
     "<b>Forced Response</b>: After you attack, remove all zorb counters from your identity.",
     [{"verb": "remove_counters", "counter": "zorb", "all_tokens": True,
       "target": {"select": "a", "kind": "identity", "controller": "you"}}]),
    ("<b>Respuesta obligada</b>: después de que ataques, quita todos los contadores de Zorb del villano.",
     "<b>Forced Response</b>: After you attack, remove all zorb counters from the villain.",
     [{"verb": "remove_counters", "counter": "zorb", "all_tokens": True, "target": {"select": "a", "kind": "villain"}}]),
])
def test_all_the_threat_or_counters_removed(es, en, effects):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.effects == effects, lang


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Forced Response</b>: After you attack, remove all but 3 threat from this scheme."),
    # (family flow2 reads «esos contadores» after a condition that counts them on this card: on another card, unread)
    ("es", "<b>Respuesta obligada</b>: si hay 5 contadores de Zorb sobre el villano, quita todos esos contadores de Zorb."),
    ("en", "<b>Forced Response</b>: After you attack, remove all zorb counters from play."),
    ("en", "<b>Forced Response</b>: After you attack, remove all 1 or 2 counters from here."),
])
def test_all_removed_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and not any(e.get("all_tokens") for e in r.effects)


def test_all_the_threat_removed_needs_a_scheme_with_threat(tmp_path):
    board = ("schema: arbitro/v1\ncard_lang: en\nplayers: [{id: p1, form: hero}]\ncards:\n"
             "  - {id: yo, type: identity, owner: p1}\n  - {id: malo, type: villain}\n"
             "  - {id: lleno, type: side_scheme, threat: 3}\n  - {id: vacio, type: side_scheme}\n"
             "  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, header: Action, "
             "text: \"Remove all threat from a side scheme.\"}]}\n"
             "questions:\n  - {id: q, ask: targets, player: p1, card: ev}\n")
    (answer,) = ask_json(tmp_path, board)
    assert answer["answer"] == ["lleno"], answer


# counters and acceleration tokens placed «por cada …» / "for each …": the amount counted per matching card
@pytest.mark.parametrize("es,en,effect", [
    ("<b>Cuando se muestre esta carta</b>: coloca 2 fichas de Aceleración sobre esta carta por cada plan secundario que haya en juego.",
     "<b>When Revealed</b>: Place 2 acceleration tokens here for each side scheme in play.",
     {"verb": "add_acceleration", "amount": {"per": {"select": "each", "kind": "side_scheme"}, "times": 2}, "target": THIS}),
    ("<b>Cuando se muestre esta carta</b>: coloca 2 contadores de Zorb sobre esta carta por cada esbirro que haya en juego.",
     "<b>When Revealed</b>: Place 2 zorb counters here for each minion in play.",
     {"verb": "add_counters", "amount": {"per": {"select": "each", "kind": "minion"}, "times": 2}, "counter": "zorb",
      "target": THIS}),
])
def test_counters_and_tokens_placed_for_each(es, en, effect):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.effects == [effect], lang
