"""The reader's sentence structure: a trigger or condition before a cost, stacked leads, the card's
own name and its identity's (``read(names=…)``), and "that X" tied to what it names. All card text
and names here are invented, in the style of printed cards."""

from __future__ import annotations

import pytest

from arbitro.cards.text import names_for
from arbitro.reader import Names, read, read_body

THIS = {"select": "this"}
MINE = {"select": "a", "kind": "identity", "controller": "you"}
DRAW1 = {"verb": "draw", "amount": 1, "target": {"select": "you"}}


@pytest.mark.parametrize("lang, text, fact", [
    ("en", "<b>Response</b>: After you play an event, exhaust this card → draw 1 card.", "you play an event"),
    ("es", "<b>Respuesta</b>: después de que juegues un evento, agota esta carta → roba 1 carta.", "juegues un evento"),
])
def test_a_trigger_before_a_cost_is_the_abilitys(lang, text, fact):
    [r] = read(text, lang)
    assert r.status == "full" and r.trigger == fact
    assert r.cost == [{"verb": "exhaust", "target": THIS}] and r.effects == [DRAW1]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: If you are in hero form, exhaust this card → draw 1 card."),
    ("es", "<b>Acción</b>: si estás en forma de héroe, agota esta carta → roba 1 carta."),
])
def test_a_condition_before_a_cost_is_the_abilitys(lang, text):
    [r] = read(text, lang)
    assert r.status == "full" and r.condition == {"fact": text.split(": ", 1)[1].split(",")[0].split(" ", 1)[1].lower()}
    assert r.effects == [DRAW1]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Response</b>: After you play an event, if there is a minion in play, draw 1 card."),
    ("es", "<b>Respuesta</b>: después de que juegues un evento, si hay un esbirro en juego, roba 1 carta."),
])
def test_a_trigger_then_a_condition_before_the_effect(lang, text):
    [r] = read(text, lang)
    assert r.status == "full" and r.trigger
    assert r.effects[0]["verb"] == "draw" and "fact" in r.effects[0]["condition"]


def test_a_trigger_never_swallows_the_effect_and_other_leads_do_not_stack():
    [r] = read("<b>Response</b>: After you play an event, otherwise, draw 1 card.", "en")
    assert r.status != "full" and r.trigger is None
    [r] = read("<b>Response</b>: After you play an event, choose one → draw 1 card.", "en")
    assert r.status != "full"


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Hero Response</b>: After Captain Zed attacks, exhaust Zed's Star Cloak → ready Captain Zed."),
    ("es", "<b>Respuesta de Héroe</b>: después de que el Capitán Zed ataque, agota la Capa estelar → prepara al Capitán Zed."),
])
def test_the_cards_own_name_reads_as_this_card_and_the_identitys_as_yours(lang, text):
    card = "Zed's Star Cloak" if lang == "en" else "La Capa estelar"
    hero = "Captain Zed" if lang == "en" else "El Capitán Zed"
    [r] = read(text, lang, names=Names.of(card, [hero]))
    assert r.status == "full", r.unread
    assert r.cost == [{"verb": "exhaust", "target": THIS}]
    assert r.effects == [{"verb": "ready", "target": MINE}]
    assert hero.split()[-1].lower() in r.trigger  # the trigger keeps the printed words
    [bare] = read(text, lang)  # without the names: not read
    assert bare.status != "full"


def test_names_are_matched_as_printed_and_whole():
    names = Names.of("Dr. Quill", ["Nova Lass"])
    [r] = read("<b>Action</b>: Exhaust Dr. Quill → heal 2 damage from Nova Lass.", "en", names=names)
    assert r.status == "full" and r.cost == [{"verb": "exhaust", "target": THIS}]
    assert r.effects == [{"verb": "heal", "amount": 2, "target": MINE}]
    guard = Names.of("Guard")  # a name that is also a word of the text: only the name as printed (capitalised)
    [r] = read("<b>Action</b>: Exhaust this card → discard a guard upgrade.", "en", names=guard)
    assert r.status != "full"
    [r] = read("<b>Action</b>: Exhaust Nova Lasses → draw 1 card.", "en", names=names)  # not a whole name
    assert r.status != "full"
    assert hash(names) == hash(Names.of("Dr. Quill", ["Nova Lass"]))


def test_names_of_adds_the_name_without_its_article():
    assert Names.of("The Quiet Room").card == ("The Quiet Room", "Quiet Room")
    assert Names.of("La Sala", ["El Zorro"]) == Names(("La Sala", "Sala"), ("El Zorro", "Zorro"))


def test_names_for_only_an_identitys_own_cards_and_not_a_name_a_support_shares():
    members = [("hero", "Ray Suit"), ("alter_ego", "Ada Ray"), ("support", "Ray Suit"), ("event", "Zap")]
    assert names_for("Zap", "hero", members).identity == ("Ada Ray",)
    assert names_for("Zap", "encounter", members).identity == ()


def test_read_body_takes_the_names():
    effects, unread = read_body("Exhaust Quill Lamp → draw 1 card.", 0, "en", names=Names.of("Quill Lamp"))
    assert unread == [] and effects[0] == {"verb": "exhaust", "target": THIS, "cost": True}


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Deal 2 damage to an enemy and stun that enemy."),
    ("es", "<b>Acción</b>: inflige 2 de daño a un enemigo y aturde a ese enemigo."),
])
def test_that_x_is_an_earlier_target(lang, text):
    [r] = read(text, lang)
    assert r.status == "full"
    assert r.effects[1] == {"verb": "stun", "target": {"select": "that", "of": 1}}


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Response</b>: After a minion enters play, exhaust this card → stun that minion."),
    ("es", "<b>Respuesta</b>: después de que un esbirro entre en juego, agota esta carta → aturde a ese esbirro."),
])
def test_that_x_is_the_triggers_one_subject(lang, text):
    [r] = read(text, lang)
    assert r.status == "full"
    assert r.effects == [{"verb": "stun", "target": {"select": "trigger", "kind": "minion"}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Response</b>: After an ally attacks a minion, stun that character."),  # two characters (issue 15: one
    ("en", "<b>Action</b>: Stun that minion."),                                        # minion would be that minion)
    ("es", "<b>Respuesta</b>: después de que un aliado ataque a un esbirro, aturde a ese personaje."),
])
def test_that_x_naming_nothing_read_is_unread(lang, text):
    [r] = read(text, lang)
    assert r.status != "full"
    assert r.unread[-1]["why"].code == "reader.no_antecedent"


def test_the_pool_gives_the_reader_the_cards_and_its_identitys_names(tmp_path):
    """An invented upgrade of the invented hero's set: `arbitro read --card` reads its own name and
    its hero's; so does a scenario that names it by code."""
    import json
    import shutil
    import subprocess
    import sys
    from pathlib import Path

    pool = tmp_path / "pool"
    shutil.copytree(Path(__file__).parent / "data" / "cardpool", pool)
    packs = json.loads((pool / "packs.json").read_text(encoding="utf-8"))
    (pool / "packs.json").write_text(json.dumps(packs + [{"code": "zed", "name": "Zed Pack", "position": 9}]), encoding="utf-8")
    (pool / "pack" / "zed.json").write_text(json.dumps([{
        "code": "90901", "name": "Test Cloak", "type_code": "upgrade", "faction_code": "hero", "set_code": "captain_test",
        "pack_code": "zed", "position": 1, "quantity": 1, "cost": 1,
        "text": "<b>Hero Action</b>: Exhaust Test Cloak → ready Captain Test."}]), encoding="utf-8")
    index = tmp_path / "i.sqlite"

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "arbitro", *args], capture_output=True, text=True)

    assert cli("cards", "import", str(pool), "--index", str(index)).returncode == 0
    r = cli("read", "--card", "90901", "--index", str(index), "--lang", "en", "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["unread"] == []
    assert out["cost"] == [{"verb": "exhaust", "target": THIS}] and out["effects"] == [{"verb": "ready", "target": MINE}]


def test_each_reader_family_is_its_three_files_and_its_tests():
    """A family (arbitro.reader.families) is a module with both grammars and a test file of its own,
    and its rules are part of each language's grammar (their examples are read by test_reader)."""
    from pathlib import Path

    from arbitro.reader import examples, families

    tests = Path(__file__).parent
    assert families.names(), "no family found"
    for name in families.names():
        for lang in ("es", "en"):
            block = (Path(families.__file__).parent / f"{name}.{lang}.lark").read_text(encoding="utf-8")
            rules = [line.split(":")[0][4:] for line in block.splitlines() if line.startswith("//@ ")]
            assert rules, (name, lang)
            assert set(rules) <= set(examples(lang)), (name, lang)
        assert (tests / f"test_issue15_{name}.py").exists(), name
