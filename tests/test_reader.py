"""The text reader (arbitro.reader): grammar examples, both languages, honest unread, the command.
All card text here is invented, in the style of printed cards."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml

from arbitro.reader import examples, parser, read

FACTS = {"juegues esta carta": "F", "you play this card": "F", "hay un esbirro en juego": "F",
         "there is a minion in play": "F", "el héroe sea atacado": "F", "your hero is attacked": "F"}


def _shape(readings):
    """The structure, with the words kept as facts and trait names (which translate) blanked."""
    text = json.dumps([r.ability() for r in readings], ensure_ascii=False)
    for k, v in FACTS.items():
        text = text.replace(k, v)
    data = json.loads(text)
    for a in data:
        a.pop("header", None)  # printed in the card's language; the timing is compared
        for e in a["effects"] + a.get("cost", []):
            if "traits" in e.get("target", {}):
                e["target"]["traits"] = ["T"]
    return data


def test_every_rule_has_an_example_in_both_languages():
    es, en = examples("es"), examples("en")
    assert es.keys() == en.keys() and len(es) >= 30
    rules = {r.origin.name for r in parser("es").rules} | {r.origin.name for r in parser("es").rules}
    for name in es:  # every example names a rule of the grammar
        assert any(str(n) == name for n in rules), name


@pytest.mark.parametrize("rule", sorted(examples("es")))
def test_rule_example_reads_fully_and_the_same_in_both_languages(rule):
    es, en = read(examples("es")[rule], "es"), read(examples("en")[rule], "en")
    assert [r.unread for r in es] == [[]] and [r.unread for r in en] == [[]], rule
    assert _shape(es) == _shape(en)
    assert es[0].effects or es[0].keywords


EXPECTED = {
    "deal_damage": [{"verb": "deal_damage", "amount": 3, "target": {"select": "a", "kind": "enemy"}}],
    "heal": [{"verb": "heal", "amount": 2, "target": {"select": "a", "kind": "identity", "controller": "you"}}],
    "ready": [{"verb": "ready", "target": {"select": "a", "kind": "ally", "controller": "you"}}],
    "amount": [{"verb": "deal_damage", "amount": 2, "per_hero": True, "target": {"select": "each", "kind": "enemy"}}],
    "generate_resources": [{"verb": "generate_resources", "amount": 1, "resource": "energy"}],
    "modify_stat": [{"verb": "modify_stat", "target": {"select": "this"}, "amount": 2, "stat": "atk"}],
    "engaged": [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "enemy", "engaged": True}}],
}


@pytest.mark.parametrize("rule", sorted(EXPECTED))
def test_rule_examples_read_to_the_expected_effects(rule):
    for lang in ("es", "en"):
        assert read(examples(lang)[rule], lang)[0].effects == EXPECTED[rule]


def test_an_invented_card_reads_the_same_in_spanish_and_english():
    es = ("Golpe Sónico — <b>Acción de Héroe</b> <i>(ataque)</i>: Agota esta carta → inflige 2 de daño a un enemigo "
          "y aturde a un esbirro. Roba 1 carta. <i>(Límite de una vez por ronda.)</i>\nGuardia. Victoria 2.")
    en = ("Sonic Strike — <b>Hero Action</b> <i>(attack)</i>: Exhaust this card → deal 2 damage to an enemy "
          "and stun a minion. Draw 1 card. <i>(Limit once per round.)</i>\nGuard. Victory 2.")
    a, b = read(es, "es"), read(en, "en")
    assert _shape(a) == _shape(b)
    r = a[0]
    assert (r.header, r.timing, r.name, r.qualifier, r.status) == ("Acción de Héroe", "hero_action", "Golpe Sónico", "ataque", "full")
    assert r.cost == [{"verb": "exhaust", "target": {"select": "this"}}]
    assert [e["verb"] for e in r.effects] == ["deal_damage", "stun", "draw"]
    assert r.limit == {"times": 1, "per": "round"}
    assert {"capacidad.6", "capacidad.7", "capacidad.15"} <= set(r.clauses)
    assert a[1].timing == "keyword" and a[1].keywords == [{"keyword": "guard"}, {"keyword": "victory", "value": 2}]


def test_reminder_text_is_ignored():
    r = read("<b>Acción</b>: roba 2 cartas. <i>(Esto no cuenta como un ataque.)</i>", "es")[0]
    assert r.unread == [] and r.effects == [{"verb": "draw", "amount": 2, "target": {"select": "you"}}]


def test_unread_parts_are_reported_with_exact_positions():
    text = "<b>Respuesta</b>: roba 1 carta. Vuela sobre la ciudad. Aturde a un esbirro."
    r = read(text, "es")[0]
    assert r.status == "part" and [e["verb"] for e in r.effects] == ["draw", "stun"]
    (u,) = r.unread
    assert text[u["start"]:u["end"]] == "Vuela sobre la ciudad." == u["words"]
    assert u["at"] == u["start"] and u["why"].code == "reader.not_understood" and u["why"].args == {"word": "vuela"}
    # a sentence that starts well and then goes wrong is not read at all (never half guessed)
    r = read("Hero Action: deal 2 damage to an enemy in a rage.", "en")[0]
    assert r.effects == [] and r.status == "part"
    (u,) = r.unread
    assert u["words"] == "deal 2 damage to an enemy in a rage." and u["why"].args == {"word": "in"}
    assert "Hero Action: deal 2 damage to an enemy in a rage."[u["at"]:].startswith("in a rage")


def test_a_word_of_the_grammar_is_a_whole_word():
    # "a" is not the start of "attach", "el" not the start of "elige"
    r = read("Forced Response: attach this card to the villain.", "en")[0]
    assert r.effects == [] and r.unread[0]["why"].args == {"word": "attach"}


def test_unknown_bold_header_is_unread_and_quoted_header_is_a_reference():
    r = read("<b>Vuelo Nocturno</b>: roba 1 carta.", "es")[0]
    assert r.kind == "header" and r.unread[0]["why"].code == "reader.unknown_header" and r.effects
    q = read('<b>"Cuando se muestre esta carta"</b>: roba 1 carta.', "es")[0]
    assert (q.kind, q.timing) == ("reference", "reference") and "capacidad.20" in q.clauses
    assert read('"When Revealed": draw 1 card.', "en")[0].timing == "reference"


def test_plain_headers_without_markup():
    r = read("Interrupción obligada: cuando el héroe sea atacado, inflige 1 de daño al villano.", "es")[0]
    assert (r.timing, r.trigger) == ("forced_interrupt", "el héroe sea atacado")
    assert r.effects == [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "villain"}}]
    assert "capacidad.9" in r.clauses and "capacidad.9.1" not in r.clauses


def test_puede_in_a_forced_ability_makes_the_rest_optional():
    for lang, text in (("es", "<b>Respuesta obligada</b>: después de que juegues esta carta, puedes robar 1 carta."),
                       ("en", "<b>Forced Response</b>: After you play this card, you may draw 1 card.")):
        r = read(text, lang)[0]
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}, "optional": True}]
        assert {"capacidad.9", "capacidad.9.1"} <= set(r.clauses)


def test_constant_condition_si_mientras_durante():
    r = read("Mientras esta carta esté preparada, esta carta recibe +1 atq.", "es")[0]
    assert r.kind == "constant" and r.condition == {"fact": "esta carta esté preparada"}
    assert "capacidad.13" in r.clauses and r.effects[0]["verb"] == "modify_stat"
    assert "capacidad.13" not in read("Esta carta recibe +1 atq.", "es")[0].clauses


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "arbitro", *args], capture_output=True, text=True)


def test_read_command_yaml_is_scenario_yaml_for_an_ability():
    from arbitro.scenario.vocab import TIMINGS, VERBS

    r = _cli("read", "<b>Acción</b>: agota esta carta → inflige 1 de daño a un esbirro. Vuela lejos.")
    assert r.returncode == 0, r.stderr
    data = yaml.safe_load(r.stdout)
    (ability,) = data["abilities"]
    assert ability["header"] == "Acción" and ability["timing"] in TIMINGS
    assert all(e["verb"] in VERBS for e in ability["effects"] + ability["cost"])
    assert "# no leído [" in r.stdout and "\n#" in r.stdout and "^" in r.stdout


def test_read_command_json_matches_the_contract():
    r = _cli("read", "--lang", "en", "--json", "<b>Hero Action</b>: Deal 8 damage to an enemy. Fly away.")
    out = json.loads(r.stdout)
    assert {"header", "timing", "cost", "effects", "unread"} <= set(out)
    assert out["effects"] == [{"verb": "deal_damage", "amount": 8, "target": {"select": "a", "kind": "enemy"}}]
    (u,) = out["unread"]
    assert set(u) >= {"words", "start", "end", "why"} and isinstance(u["why"], str) and u["words"] == "Fly away."
    several = json.loads(_cli("read", "--json", "Guardia.\n<b>Acción</b>: roba 1 carta.").stdout)
    assert isinstance(several, list) and len(several) == 2
    bad = _cli("read")
    assert bad.returncode == 2 and "TEXTO" in bad.stderr


def test_read_card_from_the_invented_pool(tmp_path):
    from pathlib import Path

    pool = Path(__file__).parent / "data" / "cardpool"
    index = tmp_path / "i.sqlite"
    assert _cli("cards", "import", str(pool), "--index", str(index)).returncode == 0
    r = _cli("read", "--card", "90103", "--index", str(index), "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out[1]["effects"] == [{"verb": "place_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}]
    assert _cli("read", "--card", "99999", "--index", str(index)).returncode == 2


def test_ask_on_scenarios_never_imports_lark():
    code = ("import sys; from arbitro.app import run; "
            "run(['ask', 'scenarios/capacidad/ejemplo-esbirro.yaml']); "
            "print('lark' in sys.modules, 'arbitro.reader' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    assert out == "False False"


def test_parser_tables_are_cached_in_the_user_cache_folder(tmp_path):
    code = ("import os, time; from arbitro.reader import read; "
            "r = read('<b>Acción</b>: roba 1 carta. attach', 'es')[0]; print(r.status, len(r.effects))")
    env = {**__import__("os").environ, "ARBITRO_CACHE_DIR": str(tmp_path)}
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert first.stdout.split() == ["part", "1"], first.stderr
    cache = tmp_path / "reader-es.lark-cache"
    assert cache.exists() and cache.stat().st_size > 1000
    again = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert again.stdout == first.stdout and again.stderr == ""
    # a broken cache file is ignored (rebuilt), and "off" writes nothing
    cache.write_bytes(b"not a cache")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env).stdout == first.stdout
    off = tmp_path / "off"
    env["ARBITRO_CACHE_DIR"] = "off"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path).stdout == first.stdout
    assert not off.exists() and not list(tmp_path.glob("*.tmp"))
