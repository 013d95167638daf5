"""Issue 15, family combat (session 8): attacks, thwarts and defenses in printed ability text — the reader's
constructs (invented phrases, both languages, the same structure), near-misses that stay unread, and what the
engine makes of a new field."""

from __future__ import annotations

import pytest
from arbitro.reader import Names, read
from readerkit import ask_effects, assert_reads_to

YOURS = {"select": "a", "kind": "identity", "controller": "you"}


def _basic(keyword, target=None):
    return {"verb": "gain_keyword", "keyword": keyword, **({"target": target} if target else {}), "attacks": True,
            "basic_only": True}


# (Spanish, English, the effects both read to)
CASES = [
    # basic attacks that gain a keyword: the owner's basic attacks only (basic_only)
    ("Tus ataques básicos ganan Perforante.", "Your basic attacks gain piercing.", [_basic("piercing", YOURS)]),
    ("Mientras estés en forma de Héroe, tus ataques básicos ganan Brutalidad y A distancia.",
     "While you are in hero form, your basic attacks gain overkill and ranged.",
     [{**_basic("overkill", YOURS)}, {**_basic("ranged", YOURS)}]),
    ("Los ataques básicos de tu héroe ganan Penetrante.", "Your hero's basic attacks gain piercing.",
     [_basic("piercing", YOURS)]),
    ("El héroe vinculado recibe +1 ATQ y sus ataques básicos ganan Penetrante.",
     "Attached hero gets +1 ATK and her basic attacks gain piercing.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 1, "target": {"select": "attached"}},
      {**_basic("piercing"), "target": {"select": "attached"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_combat_constructs_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text,target", [
    ("en", "[star] Zorbo's basic attack gains ranged.", {"select": "this"}),
    ("es", "[star] El ataque básico de Zorbo gana A distancia.", {"select": "this"}),
    ("es", "[star] Los ataques básicos del Zorbo ganan A distancia.", {"select": "this"}),
])
def test_this_card_s_basic_attacks_by_its_name(lang, text, target):
    (r,) = read(text, lang, names=Names.of(["Zorbo"]))
    assert r.unread == [] and r.effects == [_basic("ranged", target)]


def test_another_card_s_basic_attacks_stay_unread():
    (r,) = read("Zorbo's basic attacks gain ranged.", "en", names=Names.of(["Grumpo"]))
    assert r.unread


@pytest.mark.parametrize("lang,text", [
    ("en", "His basic attacks gain piercing."),  # a bare pronoun: whose?
    ("es", "Sus ataques básicos ganan Penetrante."),
    ("en", "Your basic attacks gain the [[Zorbo]] trait."),  # a trait, not a keyword
    ("en", "Your basic thwarts gain patrol."),  # not printed: not guessed
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_basic_only_loads_and_the_engine_answers(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: gain_keyword, keyword: piercing, attacks: true, basic_only: true, "
                                  "target: {select: you}}]")
    assert a["answer"] == "yes"


# "the attacking enemy" of an attack the trigger does not name: select attacker
ATTACKER_CASES = [
    ("<b>Respuesta</b>: después de que defiendas contra un ataque, inflige 2 de daño al personaje atacante.",
     "<b>Response</b>: After you defend against an attack, deal 2 damage to the attacking character.",
     [{"verb": "deal_damage", "amount": 2, "target": {"select": "attacker", "kind": "character"}}]),
    ("<b>Respuesta</b>: después de que juegues una carta con [[Defensa]], aturde al enemigo atacante.",
     "<b>Response</b>: After you play a [[Defense]] card, stun the attacking enemy.",
     [{"verb": "stun", "target": {"select": "attacker", "kind": "enemy"}}]),
    ("<b>Respuesta obligada</b>: después de que esta carta sea atacada, aturde al personaje atacante.",
     "<b>Forced Response</b>: After this card is attacked, stun the attacking character.",
     [{"verb": "stun", "target": {"select": "attacker", "kind": "character"}}]),
]


@pytest.mark.parametrize("es,en,effects", ATTACKER_CASES)
def test_the_attacker_a_defense_trigger_does_not_name(es, en, effects):
    assert_reads_to(es, en, effects)


def test_after_a_defense_a_condition_on_the_attack_and_the_attacker():
    (r,) = read("<b>Hero Interrupt</b> <i>(defense)</i>: When you defend against an attack, you get +1 DEF for this "
                "attack. If you take no damage from this attack, deal 2 damage to the attacking enemy.", "en")
    assert r.unread == []
    assert r.effects[-1] == {"verb": "deal_damage", "amount": 2, "target": {"select": "attacker", "kind": "enemy"},
                             "condition": {"fact": "you take no damage from this attack"}}


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Response</b>: After you thwart, deal 1 damage to the attacking enemy."),  # no attack named
    ("es", "<b>Respuesta</b>: después de que intervengas, inflige 1 de daño al enemigo atacante."),
    ("en", "<b>Response</b>: After you defend against an attack, deal 1 damage to the activating enemy."),
    ("en", "<b>Response</b>: After you defend against an attack, deal 1 damage to the attacking ally."),  # not an attacker kind
    ("en", "Deal 1 damage to the attacking enemy."),  # no trigger
])
def test_attacker_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_attacker_is_not_on_the_board_the_engine_says_so(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: deal_damage, amount: 1, target: {select: attacker, kind: enemy}}]")
    assert a["answer"] in ("yes", "undetermined")
    assert "unknown.attacker" in str(a)


# «X no puede atacar / intervenir / defender» / "X cannot attack / thwart / defend": a prohibit on X
CANNOT_CASES = [
    ("El personaje vinculado no puede atacar.", "Attached character cannot attack.",
     [{"verb": "prohibit", "restriction": "cannot_attack", "target": {"select": "attached"}}]),
    ("Este aliado no puede defender.", "This ally cannot defend.",
     [{"verb": "prohibit", "restriction": "cannot_defend", "target": {"select": "this"}}]),
    ("Mientras haya un esbirro en juego, no puedes intervenir.", "While there is a minion in play, you cannot thwart.",
     [{"verb": "prohibit", "restriction": "cannot_thwart", "target": {"select": "you"}}]),
    ("Esta carta no puede atacar ni defenderse.", "This card cannot attack or defend.",
     [{"verb": "prohibit", "restriction": r, "target": {"select": "this"}} for r in ("cannot_attack", "cannot_defend")]),
]


@pytest.mark.parametrize("es,en,effects", CANNOT_CASES)
def test_cannot_attack_thwart_or_defend(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Attached character cannot attack minions."),  # an object: which attacks
    ("es", "Los aliados no pueden atacar al villano."),
    ("en", "This card cannot attack or attack."),
    ("en", "This card cannot scheme."),  # not an attack, thwart or defense
])
def test_cannot_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BASIC_BOARD = """schema: arbitro/v1
edition: es
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: plan, type: main_scheme, threat: 3}
  - {id: ali, type: ally, owner: p1, zone: play, stats: {atk: 1, thw: 1}RESTR}
questions:
  - {id: q, ask: can_initiate, player: p1, basic: BASIC, character: ali}
"""


@pytest.mark.parametrize("basic", ["attack", "thwart"])
def test_a_character_that_cannot_attack_or_thwart_has_no_basic_power_of_it(tmp_path, basic):
    from readerkit import ask_json

    free = tmp_path / "free"
    free.mkdir()
    (a,) = ask_json(free, BASIC_BOARD.replace("RESTR", "").replace("BASIC", basic))
    assert a["answer"] == "yes"
    (b,) = ask_json(tmp_path, BASIC_BOARD.replace("RESTR", f", restrictions: [cannot_{basic}]").replace("BASIC", basic))
    assert b["answer"] == "no"


# «declara a X como defensor (sin agotarlo)» / "declare X (as) the defender (without exhausting him)"
DEFENDER_CASES = [
    ("<b>Interrupción de Héroe</b>: cuando un enemigo te ataque, declara a tu héroe como defensor sin agotarlo.",
     "<b>Hero Interrupt</b>: When an enemy attacks you, declare your hero as the defender without exhausting them.",
     [{"verb": "declare_defender", "target": YOURS, "no_exhaust": True}]),
    ("<b>Respuesta</b>: después de que un enemigo ataque, declara a este aliado como defensor.",
     "<b>Response</b>: After an enemy attacks, declare this ally the defender.",
     [{"verb": "declare_defender", "target": {"select": "this"}}]),
]


@pytest.mark.parametrize("es,en,effects", DEFENDER_CASES)
def test_declare_the_defender(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Response</b>: After an enemy attacks, declare this ally the attacker."),
    ("en", "<b>Response</b>: After an enemy attacks, declare this ally the defender without readying him."),
    ("es", "<b>Respuesta</b>: después de que un enemigo ataque, declara a este aliado como defensor sin prepararlo."),
])
def test_defender_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_declare_defender_loads_and_the_engine_answers(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: declare_defender, no_exhaust: true, target: {select: you}}]")
    assert a["answer"] == "yes"


def test_additional_attack_damage_counted_on_discarded_icons():
    assert_reads_to(
        "<b>Interrupción de Héroe</b>: cuando ataques, descarta la primera carta de tu mazo → este ataque inflige 2 de "
        "daño adicional por cada icono de aumento que se haya descartado de este modo.",
        "<b>Hero Interrupt</b>: When you attack, discard the top card of your deck → this attack deals 2 additional "
        "damage for each boost icon discarded this way.",
        [{"verb": "attack_damage", "amount": {"icons": "boost", "times": 2}}])


def test_attack_damage_per_icon_loads_and_the_engine_answers(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: attack_damage, amount: {icons: resource, times: 1}}]")
    assert a["answer"] in ("yes", "undetermined")
