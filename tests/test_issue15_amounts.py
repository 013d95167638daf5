"""Issue 15, amounts (session 6): how much an effect does. «N de daño adicional» / "N additional damage"
on an ordinary effect (that effect, with that amount), «tanto daño … como tu ATQ» / "damage … equal to
your ATK" and «…, donde X es tu ATQ» / "…, where X is your ATK" (an ``equal_to`` amount, of the acting
player's identity or of this card): the reader's constructs (invented phrases, both languages, the same
structure), the near misses left unread, and what the engine makes of an identity's stat."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to, read_both

YOU = {"select": "you"}
MINE = {"select": "a", "kind": "identity", "controller": "you"}


def _eq(stat, of="identity"):
    return {"equal_to": {"stat": stat, "of": of}}


# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Cuando se muestre esta carta</b>: sufres 1 de daño. Si hay un esbirro en juego, sufres 2 de daño indirecto adicional.",
     "<b>When Revealed</b>: Take 1 damage. If there is a minion in play, take 2 additional indirect damage.",
     [{"verb": "take_damage", "amount": 1, "target": YOU},
      {"verb": "take_damage", "amount": 2, "indirect": True, "target": YOU,
       "condition": {"fact": None}}]),
    ("<b>Acción</b>: inflige 1 de daño a cada enemigo. Inflige 2 de daño adicional al villano.",
     "<b>Action</b>: Deal 1 damage to each enemy. Deal 2 additional damage to the villain.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "each", "kind": "enemy"}},
      {"verb": "deal_damage", "amount": 2, "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Acción</b>: quita 1 de amenaza de cada plan. Quita 3 de amenaza adicionales del plan principal.",
     "<b>Action</b>: Remove 1 threat from each scheme. Remove 3 additional threat from the main scheme.",
     [{"verb": "remove_threat", "amount": 1, "target": {"select": "each", "kind": "scheme"}},
      {"verb": "remove_threat", "amount": 3, "target": {"select": "a", "kind": "main_scheme"}}]),
    ("<b>Acción</b>: quita 1 de amenaza adicional de un plan por cada aliado que controles.",
     "<b>Action</b>: Remove 1 additional threat from a scheme for each ally you control.",
     [{"verb": "remove_threat", "amount": {"per": {"select": "each", "kind": "ally", "controller": "you"}, "times": 1},
       "target": {"select": "a", "kind": "scheme"}}]),
    ("<b>Acción de Héroe</b>: inflige tanto daño a un esbirro como tu ATQ.",
     "<b>Hero Action</b>: Deal damage to a minion equal to your ATK.",
     [{"verb": "deal_damage", "target": {"select": "a", "kind": "minion"}, "amount": _eq("atk")}]),
    ("<b>Acción de Héroe</b>: quita tanta amenaza de un plan como la puntuación de INT de tu héroe.",
     "<b>Hero Action</b>: Remove threat from a scheme equal to your hero's THW.",
     [{"verb": "remove_threat", "target": {"select": "a", "kind": "scheme"}, "amount": _eq("thw")}]),
    ("<b>Acción</b>: cura tanto daño a tu héroe como el REC de tu héroe.",
     "<b>Action</b>: Heal damage from your hero equal to your identity's REC.",
     [{"verb": "heal", "target": MINE, "amount": _eq("rec")}]),
    ("<b>Cuando se muestre esta carta</b>: sufres tanto daño indirecto como el ATQ de esta carta.",
     "<b>When Revealed</b>: Take indirect damage equal to this card's ATK.",
     [{"verb": "take_damage", "indirect": True, "amount": _eq("atk", "this"), "target": YOU}]),
    ("<b>Acción de Héroe</b>: inflige X de daño al villano, donde X es igual a tu ATQ.",
     "<b>Hero Action</b>: Deal X damage to the villain, where X is equal to your ATK.",
     [{"verb": "deal_damage", "amount": _eq("atk"), "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Acción de Héroe</b>: quita X de amenaza de un plan, siendo X igual a la DEF de tu héroe.",
     "<b>Hero Action</b>: Remove X threat from a scheme, where X is your DEF.",
     [{"verb": "remove_threat", "amount": _eq("def"), "target": {"select": "a", "kind": "scheme"}}]),
]


UP_TO = [
    ("<b>Acción</b>: cura hasta 2 de daño a tu héroe.", "<b>Action</b>: Heal up to 2 damage from your hero.",
     [{"verb": "heal", "amount": {"up_to": 2}, "target": MINE}]),
    ("<b>Acción</b>: quita hasta 3 de amenaza de esta carta.", "<b>Action</b>: Remove up to 3 threat from this card.",
     [{"verb": "remove_threat", "amount": {"up_to": 3}, "target": {"select": "this"}}]),
    ("<b>Interrupción</b>: cuando tu héroe vaya a sufrir daño, evita hasta 4 de ese daño.",
     "<b>Interrupt</b>: When your hero would take damage, prevent up to 4 of that damage.",
     [{"verb": "prevent", "amount": {"up_to": 4}, "what": "damage"}]),
    ("<b>Acción</b>: sufres hasta 3 de daño. Roba 1 carta.", "<b>Action</b>: Take up to 3 damage. Draw 1 card.",
     [{"verb": "take_damage", "amount": {"up_to": 3}, "target": YOU}, {"verb": "draw", "amount": 1, "target": YOU}]),
]
CASES += UP_TO

THAT_MUCH = [
    ("<b>Respuesta obligada</b>: después de que este villano sufra cualquier cantidad de daño, coloca esa misma "
     "cantidad de amenaza sobre el plan principal.",
     "<b>Forced Response</b>: After this villain takes any amount of damage, place an equal amount of threat on the "
     "main scheme.",
     [{"verb": "place_threat", "amount": {"trigger": True}, "target": {"select": "a", "kind": "main_scheme"}}]),
    ("<b>Respuesta obligada</b>: después de que tu héroe genere cualquier cantidad de recursos, sufres esa misma "
     "cantidad de daño.",
     "<b>Forced Response</b>: After your hero generates any number of resources, take that much damage.",
     [{"verb": "take_damage", "amount": {"trigger": True}, "target": YOU}]),
]
CASES += THAT_MUCH

PER_ENGAGED = {"select": "each", "kind": "minion", "engaged": True}
MAXIMUM = [
    ("<b>Acción</b>: roba 1 carta por cada esbirro que esté enfrentado a ti (hasta un máximo de 2).",
     "<b>Action</b>: Draw 1 card for each minion engaged with you (to a maximum of 2).",
     [{"verb": "draw", "amount": {"per": PER_ENGAGED, "times": 1, "max": 2}, "target": YOU}]),
    ("<b>Acción</b>: inflige 2 de daño al villano por cada esbirro que esté enfrentado a ti (hasta un máximo de cuatro).",
     "<b>Action</b>: Deal 2 damage to the villain for each minion engaged with you (to a maximum of four).",
     [{"verb": "deal_damage", "amount": {"per": PER_ENGAGED, "times": 2, "max": 4},
       "target": {"select": "a", "kind": "villain"}}]),
]
CASES += MAXIMUM

ALTERNATIVE = [
    ("<b>Cuando se muestre esta carta</b>: sufres 2 de daño indirecto (3 de daño indirecto si hay un esbirro en juego).",
     "<b>When Revealed</b>: Take 2 indirect damage (3 indirect damage instead if there is a minion in play).",
     [{"verb": "take_damage", "amount": 2, "indirect": True, "target": YOU, "condition": {"fact": None},
       "instead": [{"verb": "take_damage", "amount": 3, "indirect": True, "target": YOU}]}]),
    ("<b>Interrupción</b>: cuando tu héroe vaya a sufrir cualquier cantidad de daño, evita 1 de ese daño (3 de ese "
     "daño si hay un esbirro en juego).",
     "<b>Interrupt</b>: When your hero would take any amount of damage, prevent 1 of that damage (3 of that damage "
     "instead if there is a minion in play).",
     [{"verb": "prevent", "amount": 1, "what": "damage", "condition": {"fact": None},
       "instead": [{"verb": "prevent", "amount": 3, "what": "damage"}]}]),
    ("Esta carta recibe +1 ATQ (+3 ATQ si hay un esbirro en juego).",
     "This card gets +1 ATK (+3 ATK instead if there is a minion in play).",
     [{"verb": "modify_stat", "stat": "atk", "amount": 1, "target": {"select": "this"}, "condition": {"fact": None},
       "instead": [{"verb": "modify_stat", "stat": "atk", "amount": 3, "target": {"select": "this"}}]}]),
    ("<b>Acción</b>: roba 1 carta (roba 2 cartas si hay un esbirro en juego).",
     "<b>Action</b>: Draw 1 card (draw 2 cards instead if there is a minion in play).",
     [{"verb": "draw", "amount": 1, "target": YOU, "condition": {"fact": None},
       "instead": [{"verb": "draw", "amount": 2, "target": YOU}]}]),
]
CASES += ALTERNATIVE

NUMBER_OF = [
    ("<b>Cuando se muestre esta carta</b>: sufres tanto daño indirecto como el número de esbirros [[Zorb]] que haya en juego.",
     "<b>When Revealed</b>: Take indirect damage equal to the number of [[Zorb]] minions in play.",
     [{"verb": "take_damage", "indirect": True, "target": YOU,
       "amount": {"per": {"select": "each", "kind": "minion", "traits": ["Zorb"]}, "times": 1}}]),
    ("<b>Acción</b>: inflige X de daño a un enemigo, siendo X igual al número de aliados que controles.",
     "<b>Action</b>: Deal X damage to an enemy, where X is equal to the number of allies you control.",
     [{"verb": "deal_damage", "target": {"select": "a", "kind": "enemy"},
       "amount": {"per": {"select": "each", "kind": "ally", "controller": "you"}, "times": 1}}]),
]
CASES += NUMBER_OF

CASES += [
    ("<b>Acción de Héroe</b>: inflige X de daño al villano (siendo X igual a tu ATQ).",
     "<b>Hero Action</b>: Deal X damage to the villain (where X is equal to your ATK).",
     [{"verb": "deal_damage", "amount": _eq("atk"), "target": {"select": "a", "kind": "villain"}}]),
]


def _no_facts(effects):
    for e in effects:
        if "condition" in e and "fact" in e["condition"]:
            e["condition"]["fact"] = None
    return effects


@pytest.mark.parametrize("es,en,effects", CASES)
def test_amounts_read_the_same_in_both_languages(es, en, effects):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert _no_facts(r.effects) == effects, lang


def test_a_plain_pair_reads_with_the_shared_helper():
    assert_reads_to("<b>Acción</b>: sufres 2 de daño adicional.", "<b>Action</b>: Take 2 additional damage.",
                    [{"verb": "take_damage", "amount": 2, "target": YOU}])


@pytest.mark.parametrize("lang,text", [
    # another card's stat: whose is not this card's nor the identity's
    ("en", "<b>Action</b>: Deal damage to an enemy equal to that minion's ATK."),
    ("es", "<b>Acción</b>: inflige tanto daño a un enemigo como su ATQ."),
    ("es", "<b>Acción</b>: sufres tanto daño como el coste impreso de esa carta."),
    # hit points: remaining or printed is not said
    ("en", "<b>Action</b>: Deal damage to an enemy equal to your hit points."),
    ("es", "<b>Acción</b>: inflige tanto daño a un enemigo como tu vida."),
    # «where X is» with no X amount, or two
    ("en", "<b>Action</b>: Deal 2 damage to an enemy, where X is your ATK."),
    ("en", "<b>Action</b>: Deal X damage to an enemy and remove X threat from a scheme, where X is your ATK."),
    ("es", "<b>Acción</b>: inflige 2 de daño a un enemigo, donde X es tu ATQ."),
    # another amount form after «where X is»: not a stat read
    ("en", "<b>Action</b>: Deal X damage to an enemy, where X is the number of cards in your hand."),
    # «up to N» on a cost's counters or resources, or a count of cards a target has: not an amount read
    ("en", "<b>Action</b>: Spend up to 3 resources of any type."),
    ("es", "<b>Acción</b>: gasta hasta 3 recursos de cualquier tipo."),
    ("en", "<b>Action</b>: Remove up to 3 zorb counters from here."),
    ("en", "<b>Action</b>: Heal up to 2 damage from your hero for each ally you control."),
    # «that much» with no trigger naming an amount in its sentence: what it refers to is not known
    ("en", "<b>Response</b>: Deal that much damage to the villain."),
    ("es", "<b>Respuesta</b>: inflige esa misma cantidad de daño al villano."),
    ("en", "<b>Forced Response</b>: After this villain attacks, remove an equal amount of threat from the main scheme."),
    ("en", "<b>Response</b>: After you take any amount of damage, deal that much damage to the villain and remove "
           "an equal amount of threat from the main scheme."),
    # a maximum with no «for each» amount nor counters placed before it; counters placed, a maximum below them
    ("en", "<b>Action</b>: Draw 2 cards (to a maximum of 3)."),
    ("en", "<b>Action</b>: Place 4 zorb counters on this card (to a maximum of 3)."),
    ("es", "<b>Acción</b>: coloca 1 contador de zorb sobre esta carta y 1 contador de blip sobre el villano (hasta un máximo de 3)."),
    # a maximum below what one counts, or of another stat
    ("en", "<b>Action</b>: Deal 2 damage to the villain for each minion engaged with you (to a maximum of 1)."),
    # another amount of another thing than the effect before it
    ("en", "<b>Action</b>: Take 2 damage (3 indirect damage instead if there is a minion in play)."),
    ("en", "This card gets +1 ATK (+3 DEF instead if there is a minion in play)."),
    ("es", "<b>Acción</b>: evita 1 de ese daño (2 de esa amenaza si hay un esbirro en juego)."),
    ("en", "<b>Action</b>: Deal 2 damage to an enemy (draw 2 cards instead if there is a minion in play)."),
    # a number of what is not a card in play (cards in a hand; counters on several cards)
    ("en", "<b>Action</b>: Deal damage to an enemy equal to the number of cards in your hand."),
    ("es", "<b>Acción</b>: inflige tanto daño a un enemigo como el número de contadores de zorb que haya sobre cada esbirro."),
    ("es", "<b>Acción</b>: inflige X de daño al villano (siendo X igual al doble de tu ATQ)."),
    ("es", "<b>Acción</b>: inflige 2 de daño al villano (siendo X igual a tu ATQ)."),
    # an attack's additional damage belongs elsewhere (family flow reads «this attack deals 2 additional damage»)
    ("en", "<b>Action</b>: This attack deals 2 additional damage to you."),
    # a standing rule about damage taken: not an effect
    ("en", "This minion takes 2 additional damage from each card with a printed [mental] resource."),
    ("es", "Este esbirro sufre 2 de daño adicional de cada carta que tenga un recurso [mental] impreso."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD = """schema: arbitro/v1
card_lang: LANG
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1, stats: {atk: 3, thw: 1}}
  - {id: malo, type: villain, stats: {atk: 1}}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{text: "TEXT"}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev}
"""


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción de Héroe</b>: inflige tanto daño al villano como tu ATQ."),
    ("en", "<b>Hero Action</b>: Deal damage to the villain equal to your ATK."),
])
def test_an_amount_equal_to_your_stat_loads_and_is_answered(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text))
    assert a["answer"] == "yes"


def test_the_engine_reads_the_acting_players_identity_stat():
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    text = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                               "[{verb: deal_damage, amount: {equal_to: {stat: atk, of: identity}}, "
                                               "target: {select: a, kind: villain}}]}]")
    scn = load_scenario_text(text)
    board = Board.from_scenario(scn)
    ctx = Context(rulebook.load(), board)
    ctx.memo["question"] = scn.questions[0]
    eff = scn.card("ev").abilities[0].effects[0]
    n, why = C.amount_of(ctx, eff, "p1")
    assert n == 3 and why.code == "amount.equal_to"
    assert C.amount_of(ctx, eff, "p2")[0] is None  # no identity for that player: not guessed


def test_an_up_to_amount_is_taken_as_its_most_and_said():
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    text = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                               "[{verb: deal_damage, amount: {up_to: 2}, "
                                               "target: {select: a, kind: villain}}]}]")
    scn = load_scenario_text(text)
    ctx = Context(rulebook.load(), Board.from_scenario(scn))
    ctx.memo["question"] = scn.questions[0]
    n, why = C.amount_of(ctx, scn.card("ev").abilities[0].effects[0], "p1")
    assert n == 2 and why.code == "amount.up_to"


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: inflige hasta 2 de daño al villano."),
    ("en", "<b>Action</b>: Deal up to 2 damage to the villain."),
])
def test_an_up_to_amount_loads_and_is_answered(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text))
    assert a["answer"] == "yes"


def test_an_amount_with_two_forms_is_refused_naming_up_to():
    from arbitro.scenario import ScenarioError, load_scenario_text

    text = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                               "[{verb: draw, amount: {up_to: 2, x: true}}]}]")
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(text)
    assert "up_to" in exc.value.render()


@pytest.mark.parametrize("trigger,expected,code", [
    (", trigger: {subject: malo, amount: 3}", 3, "amount.trigger"),
    (", trigger: {subject: malo}", None, "amount.trigger_unknown"),
    ("", None, "amount.trigger_unknown"),
])
def test_the_amount_a_trigger_names_is_the_questions(trigger, expected, code):
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    text = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                               "[{verb: place_threat, amount: {trigger: true}, "
                                               "target: {select: a, kind: main_scheme}}]}]")
    text = text.replace("card: ev}", "card: ev" + trigger + "}")
    scn = load_scenario_text(text)
    ctx = Context(rulebook.load(), Board.from_scenario(scn))
    ctx.memo["question"] = scn.questions[0]
    n, why = C.amount_of(ctx, scn.card("ev").abilities[0].effects[0], "p1")
    assert n == expected and why.code == code


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Respuesta</b>: después de que sufras cualquier cantidad de daño, inflige esa misma cantidad de daño al villano."),
    ("en", "<b>Response</b>: After you take any amount of damage, deal that much damage to the villain."),
])
def test_a_trigger_amount_loads_and_is_answered(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text)
                    .replace("type: event, owner: p1, zone: hand", "type: support, owner: p1")
                    .replace("ask: can_initiate, player: p1, card: ev}",
                             "ask: can_initiate, player: p1, card: ev, trigger: {subject: yo, amount: 2}}"))
    assert a["answer"] in ("yes", "no", "undetermined")


def test_a_maximum_caps_a_per_amount_and_is_said():
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    text = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                               "[{verb: draw, amount: {per: {select: each, kind: villain}, times: 3, "
                                               "max: 2}}]}]")
    scn = load_scenario_text(text)
    ctx = Context(rulebook.load(), Board.from_scenario(scn))
    ctx.memo["question"] = scn.questions[0]
    n, why = C.amount_of(ctx, scn.card("ev").abilities[0].effects[0], "p1")
    assert n == 2 and why.code == "amount.max"


def test_a_maximum_without_per_is_refused():
    from arbitro.scenario import ScenarioError, load_scenario_text

    text = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                               "[{verb: draw, amount: {x: true, max: 2}}]}]")
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(text)
    assert "max" in exc.value.render()


@pytest.mark.parametrize("es,en,limit", [
    ("<b>Respuesta obligada</b>: después de que juegues un evento, roba 1 carta. (Máximo de una vez por fase.)",
     "<b>Forced Response</b>: After you play an event, draw 1 card. (Max once per phase.)", {"times": 1, "per": "phase"}),
    ("<b>Respuesta obligada</b>: después de que juegues un evento, roba 1 carta. (Máximo 2 por ronda.)",
     "<b>Forced Response</b>: After you play an event, draw 1 card. (Max 2 per round.)", {"times": 2, "per": "round"}),
])
def test_a_max_in_parentheses_is_the_abilitys_limit(es, en, limit):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.limit == limit, lang


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Forced Response</b>: After you play an event, draw 1 card. (Max 1 per event.)"),
    ("es", "<b>Respuesta obligada</b>: después de que juegues un evento, roba 1 carta. (Máximo de 1 por activación.)"),
])
def test_a_max_per_what_is_not_a_limit_period_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- session 7: an amount counted on the icons of the cards the ability discarded («de este modo» / "this way")
def _icons(kind, times=1):
    return {"icons": kind, "times": times}


ENC_TOP = {"verb": "move", "amount": 2, "from": "encounter_deck", "to": "encounter_discard"}
DECK_TOP = {"verb": "move", "amount": 1, "from": "deck_top", "to": "discard"}
ICONS = [
    ("<b>Cuando se muestre esta carta</b>: descarta 2 cartas del mazo de encuentros. Sufres 2 de daño por cada "
     "icono de Aumento que se haya descartado de este modo.",
     "<b>When Revealed</b>: Discard 2 cards from the encounter deck. Take 2 damage for each boost icon discarded "
     "this way.",
     [ENC_TOP, {"verb": "take_damage", "amount": _icons("boost", 2), "target": YOU}]),
    ("<b>Acción</b>: descarta la primera carta de tu mazo. Roba 1 carta por cada icono de recurso impreso que se haya "
     "descartado de este modo.",
     "<b>Action</b>: Discard the top card of your deck. Draw 1 card for each printed resource icon discarded this way.",
     [DECK_TOP, {"verb": "draw", "amount": _icons("resource"), "target": YOU}]),
    ("<b>Acción</b>: descarta la primera carta de tu mazo. Por cada icono de recurso descartado de este modo, "
     "inflige 2 de daño al villano.",
     "<b>Action</b>: Discard the top card of your deck. For each resource icon discarded this way, deal 2 damage to "
     "the villain.",
     [DECK_TOP, {"verb": "deal_damage", "amount": _icons("resource", 2), "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Acción</b>: descarta 2 cartas del mazo de encuentros. Cura tanto daño a tu héroe como el número de iconos "
     "de Aumento ([boost]) que se hayan descartado de este modo.",
     "<b>Action</b>: Discard 2 cards from the encounter deck. Heal damage from your hero equal to the number of "
     "boost icons ([boost]) discarded this way.",
     [ENC_TOP, {"verb": "heal", "amount": _icons("boost"), "target": MINE}]),
]


ICONS += [
    ("<b>Acción</b>: descarta la primera carta de tu mazo. Por cada recurso [mental] impreso que hayas descartado de "
     "este modo, inflige 2 de daño al villano.",
     "<b>Action</b>: Discard the top card of your deck. For each printed [mental] resource discarded this way, deal 2 "
     "damage to the villain.",
     [DECK_TOP, {"verb": "deal_damage", "amount": _icons("mental", 2), "target": {"select": "a", "kind": "villain"}}]),
]


@pytest.mark.parametrize("es,en,effects", ICONS)
def test_icons_discarded_this_way_read_the_same_in_both_languages(es, en, effects):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.effects == effects, lang


@pytest.mark.parametrize("lang,text", [
    # «for each icon, …» before an effect on a target chosen each time, or before two effects
    ("en", "<b>Action</b>: Discard the top card of your deck. For each resource icon discarded this way, deal 1 "
           "damage to an enemy."),
    ("es", "<b>Acción</b>: descarta la primera carta de tu mazo. Por cada icono de recurso descartado de este modo, "
           "inflige 1 de daño a un enemigo y roba 1 carta."),
    # an effect with no printed number to count, or a per-hero one
    ("en", "<b>Action</b>: Discard the top card of your deck. Stun an enemy for each resource icon discarded this way."),
    ("en", "<b>Action</b>: Discard the top card of the encounter deck. Place 1[per_hero] threat on the main scheme for "
           "each boost icon discarded this way."),
    # icons on a card the ability did not discard (on «that card», on this card), or of another kind
    ("en", "<b>Action</b>: Draw 1 card for each resource icon on that card."),
    ("es", "<b>Acción</b>: roba 1 carta por cada icono de recurso que haya en esta carta."),
    ("en", "<b>Action</b>: Discard the top card of your deck. Draw 1 card for each [star] icon discarded this way."),
    # two resource types counted together
    ("en", "<b>Action</b>: Discard the top card of your deck. For each printed [energy] and [wild] resource discarded "
           "this way, deal 1 damage to the villain."),
])
def test_icon_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: descarta la primera carta de tu mazo. Inflige 1 de daño al villano por cada icono de "
           "recurso que se haya descartado de este modo."),
    ("en", "<b>Action</b>: Discard the top card of your deck. Deal 1 damage to the villain for each resource icon "
           "discarded this way."),
])
def test_an_icons_amount_loads_and_is_undetermined(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text)
                    .replace("players: [{id: p1, form: hero}]", "players: [{id: p1, form: hero, deck: 5}]"))
    assert a["answer"] in ("yes", "undetermined")
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    src = BOARD.replace("LANG", "en").replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: "
                                              "[{verb: deal_damage, amount: {icons: boost, times: 2}, "
                                              "target: {select: a, kind: villain}}]}]")
    scn = load_scenario_text(src)
    ctx = Context(rulebook.load(), Board.from_scenario(scn))
    ctx.memo["question"] = scn.questions[0]
    n, why = C.amount_of(ctx, scn.card("ev").abilities[0].effects[0], "p1")
    assert n is None and why.code == "amount.icons.boost"  # the cards discarded are not on the board: not guessed


# -- session 7: an amount counted on the counters of a card («por cada contador de X que haya sobre Y»)
def _counters(target, name, times=1):
    return {"counters": target, "counter": name, "times": times}


THIS = {"select": "this"}
SCHEME_A = {"select": "a", "kind": "scheme"}
COUNTERS = [
    ("<b>Respuesta obligada</b>: después de que empiece tu turno, sufres 1 de daño por cada contador de Zorb que haya "
     "sobre esta carta.",
     "<b>Forced Response</b>: After your turn begins, take 1 damage for each zorb counter here.",
     ("zorb", "zorb"), [{"verb": "take_damage", "amount": _counters(THIS, None), "target": YOU}]),
    ("Esta carta recibe +2 ATQ por cada contador de Blip que tenga.",
     "This card gets +2 ATK for each blip counter on it.",
     ("blip", "blip"), [{"verb": "modify_stat", "stat": "atk", "amount": _counters(THIS, None, 2), "target": THIS}]),
    ("<b>Acción de Héroe</b>: quita tanta amenaza de un plan como el número de contadores de Zorb que haya sobre esta carta.",
     "<b>Hero Action</b>: Remove threat from a scheme equal to the number of zorb counters on this card.",
     ("zorb", "zorb"), [{"verb": "remove_threat", "amount": _counters(THIS, None), "target": {"select": "a", "kind": "scheme"}}]),
    ("<b>Acción</b>: sufres X de daño indirecto, siendo X igual al número de contadores de Arena que haya sobre el plan "
     "principal.",
     "<b>Action</b>: Take X indirect damage, where X is equal to the number of sand counters on the main scheme.",
     ("arena", "sand"), [{"verb": "take_damage", "indirect": True, "target": YOU,
                          "amount": _counters({"select": "a", "kind": "main_scheme"}, None)}]),
    ("<b>Acción</b>: por cada contador de Carga que haya sobre esta carta, recibes +1 DEF para ese ataque.",
     "<b>Action</b>: For each charge counter on this card, you get +1 DEF for that attack.",
     ("carga", "charge"), [{"verb": "modify_stat", "stat": "def", "amount": _counters(THIS, None), "duration": "this_attack",
                            "target": MINE}]),
]


COUNTERS += [
    ("<b>Acción</b>: quita 1 de amenaza de un plan por cada contador de Zorb azul que haya sobre esta carta.",
     "<b>Action</b>: Remove 1 threat from a scheme for each blue zorb counter here.",
     ("zorb azul", "blue zorb"), [{"verb": "remove_threat", "amount": _counters(THIS, None), "target": SCHEME_A}]),
]
HEAL_ICONS = [
    ("<b>Acción</b>: descarta la primera carta del mazo de encuentros. Cura al villano tanto daño como el número de "
     "iconos de Aumento que se hayan descartado de este modo.",
     "<b>Action</b>: Discard the top card of the encounter deck. Heal damage from the villain equal to the number of "
     "boost icons discarded this way.",
     [{"verb": "move", "amount": 1, "from": "encounter_deck", "to": "encounter_discard"},
      {"verb": "heal", "amount": _icons("boost"), "target": {"select": "a", "kind": "villain"}}]),
]


@pytest.mark.parametrize("es,en,names,effects", COUNTERS)
def test_counters_on_a_card_read_the_same_in_both_languages(es, en, names, effects):
    for lang, name, r in zip(("es", "en"), names, read_both(es, en)):
        got = [dict(e, amount={**e["amount"], "counter": None}) for e in r.effects]
        assert got == effects, lang
        assert r.effects[-1]["amount"]["counter"] == name, lang


@pytest.mark.parametrize("lang,text", [
    # counters on another card's pronoun, or on each of several cards
    ("en", "<b>Action</b>: Deal 1 damage to an enemy for each zorb counter on it."),
    ("es", "<b>Acción</b>: roba 1 carta por cada contador de zorb que haya sobre cada esbirro."),
    # two stat changes and one «for each»: whether it counts both is not read
    ("en", "This card gets +1 ATK and +1 THW for each blip counter on it."),
    ("es", "Esta carta recibe +1 ATQ y +1 INT por cada contador de Blip que tenga."),
    # counters removed or placed «this way» (not the ones on a card now)
    ("en", "<b>Action</b>: Heal 1 damage from your hero for each zorb counter removed this way."),
])
def test_counter_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_counts_the_counters_on_a_card():
    from arbitro import rulebook
    from arbitro.engine import conditions as C
    from arbitro.engine.board import Board
    from arbitro.engine.context import Context
    from arbitro.scenario import load_scenario_text

    text = (BOARD.replace("LANG", "en").replace("type: villain, stats: {atk: 1}}", "type: villain, stats: {atk: 1}, counters: 3}")
            .replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: [{verb: deal_damage, "
                     "amount: {counters: {select: a, kind: villain}, counter: zorb, times: 2}, target: {select: a, kind: villain}}]}]"))
    scn = load_scenario_text(text)
    ctx = Context(rulebook.load(), Board.from_scenario(scn))
    ctx.memo["question"] = scn.questions[0]
    n, why = C.amount_of(ctx, scn.card("ev").abilities[0].effects[0], "p1")
    assert n == 6 and why.code == "amount.counters"


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: inflige 1 de daño al villano por cada contador de Zorb que haya sobre el villano."),
    ("en", "<b>Action</b>: Deal 1 damage to the villain for each zorb counter on the villain."),
])
def test_a_counters_amount_loads_and_is_answered(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text)
                    .replace("type: villain, stats: {atk: 1}}", "type: villain, stats: {atk: 1}, counters: 2}"))
    assert a["answer"] == "yes"
    (a,) = ask_json(tmp_path, BOARD.replace("LANG", lang).replace("TEXT", text))
    assert a["answer"] == "no"  # no counters: an amount of 0 changes nothing


MAX_COUNTERS = [
    ("<b>Acción</b>: coloca 2 contadores de Zorb sobre esta carta (hasta un máximo de 10).",
     "<b>Action</b>: Place 2 zorb counters on this card (to a maximum of 10).",
     {"verb": "add_counters", "amount": 2, "target": THIS, "max_counters": 10}),
    ("<b>Acción</b>: inflige 2 de daño al villano por cada contador de Zorb que haya sobre esta carta (hasta un Daño "
     "máximo de 6).",
     "<b>Action</b>: Deal 2 damage to the villain for each zorb counter here (to a maximum of 6).",
     {"verb": "deal_damage", "amount": {"counters": THIS, "times": 2, "max": 6}, "target": {"select": "a", "kind": "villain"}}),
]


@pytest.mark.parametrize("es,en,effect", MAX_COUNTERS)
def test_a_maximum_of_counters_reads_the_same_in_both_languages(es, en, effect):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        (got,) = r.effects
        got.pop("counter", None)
        if isinstance(got["amount"], dict):
            got["amount"].pop("counter", None)
        assert got == effect, lang


@pytest.mark.parametrize("counters,answer", [(0, "yes"), (9, "yes"), (10, "no")])
def test_counters_placed_to_a_maximum_change_nothing_on_a_full_card(tmp_path, counters, answer):
    text = (BOARD.replace("LANG", "en").replace("type: villain, stats: {atk: 1}}", f"type: villain, stats: {{atk: 1}}, counters: {counters}}}")
            .replace('abilities: [{text: "TEXT"}]', "abilities: [{header: Action, effects: [{verb: add_counters, "
                     "amount: 2, max_counters: 10, target: {select: a, kind: villain}}]}]"))
    (a,) = ask_json(tmp_path, text)
    assert a["answer"] == answer


# -- session 7: «Entra en juego con N contadores …» / "Enters play with N … counters on it" (the ability's enters_with)
@pytest.mark.parametrize("es,en,enters", [
    ("Entra en juego con 3 contadores de Zorb.", "Enters play with 3 zorb counters on it.", {"counters": 3}),
    ("Esta carta entra en juego con 2[per_hero] contadores de Blip.", "This card enters play with 2[per_hero] blip counters on it.",
     {"counters": 2, "per_hero": True}),
    ("Entra en juego con 1 contador genérico.", "Enters play with 1 all-purpose counter on it.", {"counters": 1}),
])
def test_the_counters_a_card_enters_play_with_read_the_same_in_both_languages(es, en, enters):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.kind == "constant" and r.effects == [], lang
        got = dict(r.enters_with)
        got.pop("counter", None)
        assert got == enters, lang
        assert r.ability()["enters_with"] == r.enters_with


@pytest.mark.parametrize("lang,text", [
    # in a triggered ability: not the card's own entering play
    ("en", "<b>Action</b>: Draw 1 card. Enters play with 2 zorb counters on it."),
    ("es", "<b>Acción</b>: roba 1 carta. Entra en juego con 2 contadores de zorb."),
    # another card's (a pronoun for another, a named subject that is not this card), a token that is not a counter
    ("en", "Each minion enters play with 2 zorb counters on it."),
    ("es", "Entra en juego con 2 contadores de amenaza."),
])
def test_enters_with_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("lang,text", [
    ("es", "Entra en juego con 3 contadores de Zorb."),
    ("en", "Enters play with 3 zorb counters on it."),
])
def test_a_card_with_enters_with_loads_and_is_answered(tmp_path, lang, text):
    src = (BOARD.replace("LANG", lang).replace('abilities: [{text: "TEXT"}]', 'abilities: [{text: "TEXT"}, '
                                               '{header: Action, effects: [{verb: draw, amount: 1}]}]')
           .replace("TEXT", text).replace("type: event, owner: p1, zone: hand", "type: support, owner: p1")
           .replace("card: ev}", "card: ev, ability: a2}").replace("players: [{id: p1, form: hero}]",
                                                                   "players: [{id: p1, form: hero, deck: 5}]"))
    (a,) = ask_json(tmp_path, src)
    assert a["answer"] == "yes"


# -- session 7: «traslada N de Amenaza desde X hasta Y» / "move N threat from X to Y" (the verb move_tokens)
SCHEME = {"select": "a", "kind": "scheme"}
MOVES = [
    ("<b>Acción</b>: agota esta carta → traslada 1 de Amenaza desde un Plan hasta esta carta.",
     "<b>Action</b>: Exhaust this card → move 1 threat from a scheme to here.",
     [{"verb": "move_tokens", "tokens": "threat", "amount": 1, "from_card": SCHEME, "target": THIS}]),
    ("<b>Acción</b>: traslada 2 de daño desde tu héroe hasta un enemigo.",
     "<b>Action</b>: Move 2 damage from your hero to an enemy.",
     [{"verb": "move_tokens", "tokens": "damage", "amount": 2, "from_card": MINE, "target": {"select": "a", "kind": "enemy"}}]),
    ("<b>Interrupción obligada</b>: cuando termine tu turno, traslada toda la amenaza de esta carta a un plan.",
     "<b>Forced Interrupt</b>: When your turn ends, move all threat from this card to a scheme.",
     [{"verb": "move_tokens", "tokens": "threat", "all_tokens": True, "from_card": THIS,
       "target": {"select": "a", "kind": "scheme"}}]),
    ("<b>Acción</b>: traslada 1 contador genérico desde esta carta hasta un apoyo que controles.",
     "<b>Action</b>: Move 1 all-purpose counter from this card to a support you control.",
     [{"verb": "move_tokens", "tokens": "counters", "amount": 1, "from_card": THIS,
       "target": {"select": "a", "kind": "support", "controller": "you"}}]),
]


@pytest.mark.parametrize("es,en,effects", MOVES)
def test_moves_between_cards_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    # from or to a pronoun, to each card, an amount that is not a number
    ("en", "<b>Response</b>: After this card defends, move 1 damage from him to the villain."),
    ("en", "<b>Action</b>: Move 1 threat from the main scheme to each side scheme."),
    ("en", "<b>Action</b>: Move X threat from a scheme to here."),
    ("es", "<b>Acción</b>: traslada 1 de amenaza desde el plan principal hasta cada plan secundario."),
    # from «that» scheme (the trigger's: not bound here), to «another» one than the first (not than this card)
    ("en", "<b>Interrupt</b>: When you thwart a scheme, move 2 threat from that scheme to another scheme."),
    ("es", "<b>Acción</b>: traslada 1 contador genérico desde un apoyo hasta otro apoyo."),
    # the active counter moved to a villain (what «the next villain» is, is not read)
    ("en", "<b>Forced Response</b>: After a villain schemes, move the active counter to the next villain."),
])
def test_move_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("threat,answer", [(0, "no"), (2, "yes")])
def test_threat_moved_needs_a_card_that_holds_some(tmp_path, threat, answer):
    text = (BOARD.replace("LANG", "en")
            .replace("  - {id: ev,", f"  - {{id: plan, type: side_scheme, threat: {threat}}}\n  - {{id: ev,")
            .replace("type: event, owner: p1, zone: hand", "type: support, owner: p1")
            .replace("TEXT", "<b>Action</b>: Move 1 threat from a scheme to here."))
    (a,) = ask_json(tmp_path, text)
    assert a["answer"] == answer


# -- session 7: "remove that many zorb counters" / «quita ese mismo número de contadores de Zorb» (the trigger's amount)
@pytest.mark.parametrize("es,en", [
    ("<b>Interrupción obligada</b>: cuando vayas a sufrir cualquier cantidad de daño, quita ese mismo número de "
     "contadores de Zorb de esta carta.",
     "<b>Forced Interrupt</b>: When you would take any amount of damage, remove that many zorb counters from this card."),
    ("<b>Interrupción obligada</b>: cuando vayas a sufrir cualquier cantidad de daño, quita esa misma cantidad de "
     "contadores de Zorb del villano.",
     "<b>Forced Interrupt</b>: When you would take any amount of damage, remove that many zorb counters from the villain."),
])
def test_counters_removed_as_many_as_the_trigger_names(es, en):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        (eff,) = r.effects
        assert eff["verb"] == "remove_counters" and eff["amount"] == {"trigger": True}, lang


def test_that_many_counters_with_no_trigger_amount_stays_unread():
    (r,) = read("<b>Forced Interrupt</b>: When you would be stunned, remove that many zorb counters from this card.", "en")
    assert r.unread


@pytest.mark.parametrize("es,en,effects", HEAL_ICONS)
def test_heal_to_a_card_then_as_much_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)
