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
