"""Scenarios with cards by `code` and abilities by printed `text` (cards-and-text.md), on the invented
card pool of tests/data/cardpool (made-up names and text, never real cards) imported into a
temporary index, and invented scenarios in tests/data/scenarios-cards."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.scenario import ScenarioError, load_scenario, load_scenario_text

from conftest import ROOT

DATA = Path(__file__).parent / "data"
POOL = DATA / "cardpool"
SCN = DATA / "scenarios-cards"


def invoke(*args, env=None):
    return CliRunner().invoke(app, [str(a) for a in args], env=env)


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pool")
    r = invoke("cards", "import", POOL, "--index", folder / "cards.sqlite")
    assert r.exit_code == 0, r.output
    return folder


@pytest.fixture
def pool(index, monkeypatch) -> Path:
    monkeypatch.setenv("ARBITRO_CARDS", str(index))
    from arbitro.scenario import cards

    cards._SOURCES.clear()
    return index


def scenario(cards: str, *, lang: str = "en", players: str = "[{id: p1}]", questions: str | None = None,
             identity: bool = True) -> str:
    questions = questions or "[{ask: owner, card: c}]"
    if identity:
        cards += "\n  - {id: me, type: identity, owner: p1}"
    return f"schema: arbitro/v1\ncard_lang: {lang}\nplayers: {players}\ncards:\n{cards}\nquestions: {questions}\n"


# -- cards by code ------------------------------------------------------------------------------------
def test_a_code_fills_in_every_field_from_the_pool(pool):
    scn = load_scenario(SCN / "por-codigo.yaml")
    cards = {c.id: c for c in scn.cards}
    cap = cards["cap"]
    assert (cap.type, cap.name, cap.owner) == ("identity", "Captain Test", "p1")
    assert cap.stats == {"atk": 2, "thw": 2, "def": 1, "hp": 11}  # the hero side: p1 shows it
    assert cap.traits == ["Avenger", "Soldier"]
    assert [(a.id, a.side, a.timing) for a in cap.abilities] == [
        ("a1", "hero", "hero_action"), ("a2", "hero", "forced_response"), ("a3", "alter_ego", "alter_ego_action")]
    assert cap.abilities[0].limit.per == "round"
    essay = cards["essay"]
    assert (essay.type, essay.owner, essay.stats) == ("ally", "p1", {"atk": 1, "thw": 1, "hp": 3})
    assert [a.timing for a in essay.abilities] == ["keyword", "response"]
    assert (cards["thug"].type, cards["thug"].owner) == ("minion", "scenario")
    assert cards["gen"].type == "side_scheme" and cards["gen"].icons == ["crisis", "hazard"]


def test_ability_ids_are_those_arbitro_card_shows(pool):
    for lang in ("es", "en"):
        shown = json.loads(invoke("card", "90001", "--json", "--lang", lang, "--index", pool / "cards.sqlite").output)
        card = load_scenario_text(scenario("  - {id: c, code: 90001}", lang=lang, identity=False)).cards[0]
        assert [(a["id"], a["text"]) for a in shown["abilities"]] == [(a.id, a.text) for a in card.abilities]


def test_health_per_hero_counts_the_players(pool):
    two = "[{id: p1}, {id: p2}]"
    cards = "  - {id: c, code: 90101}\n  - {id: me2, type: identity, owner: p2}"
    assert load_scenario_text(scenario(cards, players=two)).cards[0].stats == {"atk": 1, "sch": 1, "hp": 24}
    assert load_scenario_text(scenario("  - {id: c, code: 90101}")).cards[0].stats == {"atk": 1, "sch": 1, "hp": 12}


def test_scenario_fields_win_over_the_pool(pool):
    doc = {c.id: c for c in load_scenario(SCN / "por-codigo.yaml").cards}["doc"]
    assert doc.stats == {"atk": 5, "sch": 1, "hp": 30}
    assert doc.name == "Doctor Essay" and doc.traits == ["Scientist"]


def test_a_code_is_read_as_written_quoted_or_not(pool):
    a = load_scenario_text(scenario("  - {id: c, code: 90002}"))
    b = load_scenario_text(scenario('  - {id: c, code: "90002"}'))
    assert a.cards[0].name == b.cards[0].name == "Corporal Essay"
    assert a.cards[0].code == "90002"


def test_card_lang_picks_the_printed_text(pool):
    es = load_scenario_text(scenario("  - {id: c, code: 90002}", lang="es")).cards[0]
    en = load_scenario_text(scenario("  - {id: c, code: 90002}", lang="en")).cards[0]
    assert es.abilities[1].text != en.abilities[1].text
    assert "Corporal Essay" in en.abilities[1].text


def test_alter_ego_form_gives_the_alter_ego_stats(pool):
    c = load_scenario_text(scenario("  - {id: c, code: 90001a}", players="[{id: p1, form: alter_ego}]",
                                  identity=False)).cards[0]
    assert (c.name, c.stats) == ("Tess Trial", {"rec": 4, "hp": 11})


def test_the_answers_of_the_coded_scenario(pool):
    r = invoke("check", SCN / "por-codigo.yaml", "--lang", "en")
    assert r.exit_code == 0, r.output
    assert r.output.count("card data:") == 1
    assert r.output.strip().splitlines()[-1] == "4 passed, 0 failed, 0 skipped"


def test_answers_name_the_card_data_they_used(pool):
    r = invoke("ask", SCN / "por-codigo.yaml", "--json", "--question", "hero-action")
    a = json.loads(r.output)
    a = a[0] if isinstance(a, list) else a
    assert a["card_data"]["folder"].endswith("cardpool") and a["card_data"]["index"].startswith(str(pool))
    r = invoke("ask", SCN / "texto.yaml", "--json", "--question", "effects-win")
    a = json.loads(r.output)
    a = a[0] if isinstance(a, list) else a
    assert "card_data" not in a  # no code, no card data


def _answers(text: str, tmp_path) -> dict:
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    r = invoke("ask", f, "--json", "--lang", "en")
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    return {a["question"]: a for a in (out if isinstance(out, list) else [out])}


DST_P1 = {"zone": "discard", "player": "p1"}
PSS_QUESTIONS = ("[{id: own, ask: owner, card: c}, {id: ctl, ask: controller, card: c}, "
                 "{id: dst, ask: destination, card: c, to: discard}, {id: use, ask: who_may_use, card: c, ability: a1}]")


def test_a_player_side_scheme_by_code_is_a_side_scheme_its_player_owns(pool, tmp_path):
    """MarvelCDB's player_side_scheme starts in a player's deck: a side_scheme owned by that player
    (control.1), controlled by that player once in play, and going to that player's discard pile."""
    two = "[{id: p1}, {id: p2}]"
    for lang in ("en", "es"):
        text = scenario("  - {id: c, code: 90006, zone: play}\n  - {id: me2, type: identity, owner: p2}",
                        lang=lang, players=two, questions=PSS_QUESTIONS)
        card = load_scenario_text(text).cards[0]
        assert (card.type, card.owner, card.icons) == ("side_scheme", "p1", ["crisis"])
        a = _answers(text, tmp_path)
        assert a["own"]["answer"] == "p1" and a["ctl"]["answer"] == "p1"
        assert a["dst"]["answer"] == DST_P1
        assert a["use"]["answer"] == "automatic"  # a forced response: nobody chooses
        cited = [c["id"] for c in a["own"]["citations"]]
        assert "control.1" in cited and "control.2" not in cited
    # the scenario may still give another owner (the second player's copy)
    other = scenario("  - {id: c, code: 90006, owner: p2, zone: play}\n  - {id: me2, type: identity, owner: p2}",
                     players=two, questions=PSS_QUESTIONS)
    assert _answers(other, tmp_path)["ctl"]["answer"] == "p2"


def test_labels_and_play_condition_read_from_text_reach_the_scenario(tmp_path):
    text = ("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
            "  - {id: ev, type: event, owner: p1, zone: hand, abilities: [\n"
            "      {text: \"Juega esta carta sólo si hay un esbirro en juego.\"},\n"
            "      {text: \"<b>Acción de Héroe</b> <i>(ataque)</i>: roba 1 carta.\"}]}\n"
            "questions: [{id: q, ask: can_initiate, player: p1, card: ev, ability: a2}]\n")
    card = load_scenario_text(text).cards[1]
    assert card.abilities[0].play_condition.fact == "hay un esbirro en juego"
    assert card.abilities[1].labels == ["attack"] and not card.abilities[1].unread
    a = _answers(text, tmp_path)["q"]
    assert a["answer"] == "undetermined" and any("esbirro" in u for u in a["unknowns"])
    # the tree's root says the answer the headline says
    assert a["trace"]["clause"] == "capacidad.1" and a["trace"]["holds"] is None
    assert a["trace"]["because"].startswith("UNDETERMINED")


def test_a_hand_written_side_scheme_may_be_owned_by_a_player(tmp_path):
    base = ("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
            "  - {id: c, type: side_scheme, zone: play%s, abilities: [{id: a1, header: Respuesta, "
            "effects: [{verb: draw, amount: 1}]}]}\nquestions: " + PSS_QUESTIONS + "\n")
    mine = _answers(base % ", owner: p1", tmp_path)
    assert mine["own"]["answer"] == "p1" and mine["ctl"]["answer"] == "p1" and mine["use"]["answer"] == ["p1"]
    assert mine["dst"]["answer"] == DST_P1
    encounter = _answers(base % "", tmp_path)  # no owner: an encounter side scheme, as before
    assert encounter["own"]["answer"] == "scenario" and encounter["ctl"]["answer"] == "scenario"
    assert "control.2" in [c["id"] for c in encounter["own"]["citations"]]
    # an encounter type other than a side scheme still cannot have a player owner
    bad = tmp_path / "bad.yaml"
    bad.write_text(base.replace("type: side_scheme", "type: minion") % ", owner: p1", encoding="utf-8")
    r = invoke("validate", bad)
    assert r.exit_code == 2 and "owner" in r.output


def test_cards_option_uses_another_index(index, tmp_path):
    env = {"ARBITRO_CARDS": str(tmp_path / "none")}
    assert invoke("validate", SCN / "por-codigo.yaml", env=env).exit_code == 2
    for cmd in ("validate", "check", "ask"):
        r = invoke(cmd, SCN / "por-codigo.yaml", "--cards", index, env=env)
        assert r.exit_code == 0, (cmd, r.output)
    r = invoke("ask", SCN / "por-codigo.yaml", "--cards", index / "cards.sqlite", env=env)
    assert r.exit_code == 0, r.output
    r = invoke("validate", SCN / "por-codigo.yaml", "--cards", POOL, env=env)  # the data folder itself
    assert r.exit_code == 0, r.output
    r = invoke("validate", SCN / "por-codigo.yaml", "--cards", tmp_path, env=env)  # neither
    assert r.exit_code == 2 and "arbitro cards import" in r.output, r.output
    r = invoke("read", "--card", "90002", "--lang", "en", "--cards", index, env=env)
    assert r.exit_code == 0 and "remove_threat" in r.output, r.output


def test_no_pool_is_an_error_with_the_fix(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITRO_CARDS", str(tmp_path / "none"))
    r = invoke("validate", SCN / "por-codigo.yaml", "--lang", "en")
    assert r.exit_code == 2
    assert "por-codigo.yaml:7:" in r.output and "cards.0.code" in r.output
    assert "arbitro cards import" in r.output and "Traceback" not in r.output


def test_unknown_code_suggests_the_closest(pool):
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(scenario("  - {id: c, code: 90130}"), "x.yaml")
    text = exc.value.render(lang="en")
    assert "x.yaml:5:" in text and "90130" in text and "90110" in text


def test_ambiguous_name_lists_the_codes(pool):
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(scenario("  - {id: c, code: Doctor Essay}"), "x.yaml")
    text = exc.value.render(lang="en")
    assert "90101" in text and "90102" in text and "code" in text


def test_a_bad_field_next_to_a_code_is_reported_with_the_card_resolved(pool):
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(scenario("  - {id: c, code: 90002, zone: hnad}"), "x.yaml")
    problems = exc.value.problems
    assert len(problems) == 1 and problems[0].path == "cards.0.zone"


# -- abilities read from text --------------------------------------------------------------------------
def test_text_without_effects_is_read_and_unread_parts_kept():
    scn = load_scenario(SCN / "texto.yaml")
    zap = next(c for c in scn.cards if c.id == "zap").abilities[0]
    assert zap.timing == "hero_action"
    assert [(e.verb, e.amount, e.target.kind) for e in zap.effects] == [("deal_damage", 2, "enemy")]
    assert [(u.words, u.start, u.end) for u in zap.unread] == [("Frobnicate the villain.", 27, 50)]
    zop = next(c for c in scn.cards if c.id == "zop").abilities[0]
    assert zop.effects[0].amount == 3 and not zop.unread  # effects win, and are not read on load


def test_unread_parts_make_honest_answers():
    r = invoke("check", SCN / "texto.yaml")
    assert r.exit_code == 0, r.output
    answers = {a["question"]: a for a in json.loads(invoke("ask", SCN / "texto.yaml", "--json", "--lang", "en").output)}
    yes = answers["read-part-and-target"]
    assert yes["answer"] == "yes" and any("Frobnicate" in w for w in yes["warnings"])
    assert yes["unread"] == [{"card": "zap", "ability": "a1", "words": "Frobnicate the villain.",
                              "why": yes["unread"][0]["why"]}] and yes["unread"][0]["why"]
    nothing = answers["nothing-read"]
    assert nothing["answer"] == "undetermined" and any("Frobnicate" in u for u in nothing["unknowns"])
    assert nothing["decided_by_translation_only"] is False
    targets = answers["targets-unread"]
    assert targets["answer"] == ["rhino"] and targets["undetermined"] is True
    assert "unread" not in answers["effects-win"]


def test_validate_lists_unread_parts_and_differences():
    r = invoke("validate", SCN / "texto.yaml", "--lang", "en")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert any(l.startswith(f"{SCN / 'texto.yaml'}:10: zap, a1: not read [27:50] 'Frobnicate the villain.'") for l in lines), r.output
    assert any(":12: zip, a1: not read [0:23]" in l for l in lines), r.output
    differs = [l for l in lines if "zop, a1" in l]
    assert len(differs) == 1 and '"amount": "3"' in differs[0] and '"amount": 2' in differs[0]
    data = json.loads(invoke("validate", SCN / "texto.yaml", "--json", "--lang", "en").output)[0]
    assert {(u["line"], u["card"], u["start"], u["end"]) for u in data["unread"]} == {(10, "zap", 27, 50), (12, "zip", 0, 23)}
    assert len(data["warnings"]) == 1


def test_a_text_that_prints_its_header_is_read_once():
    text = scenario("  - {id: c, type: event, owner: p1, zone: hand, abilities: [{header: Hero Action, "
                    "text: \"<b>Hero Action</b>: Deal 2 damage to an enemy.\"}]}",
                    questions="[{ask: can_initiate, player: p1, card: c}]")
    ab = load_scenario_text(text).cards[0].abilities[0]
    assert ab.timing == "hero_action" and ab.effects[0].verb == "deal_damage" and not ab.unread


def test_unread_can_be_written_by_hand():
    text = scenario("  - {id: c, type: event, owner: p1, zone: hand, abilities: [{header: Acción, "
                    "effects: [{verb: draw}], unread: [{words: algo más}]}]}",
                    questions="[{ask: can_initiate, player: p1, card: c}]")
    scn = load_scenario_text(text)
    assert scn.cards[0].abilities[0].unread[0].words == "algo más"


# -- the query path stays light -------------------------------------------------------------------------
def test_scenarios_without_codes_or_text_never_import_lark_or_sqlite3():
    code = ("import glob, sys\nfrom arbitro.app import run\n"
            "for f in sorted(glob.glob('scenarios/**/*.yaml', recursive=True)):\n"
            "    try:\n        run(['ask', f, '--json'])\n    except SystemExit:\n        pass\n"
            "print('lark' in sys.modules, 'sqlite3' in sys.modules, 'arbitro.reader' in sys.modules, file=sys.stderr)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.stderr.strip().splitlines()[-1] == "False False False", r.stderr[-2000:]


def test_marvelcdb_leader_is_a_villain_and_a_printed_dash_is_no_stat(tmp_path, monkeypatch):
    """An invented pool: a «leader» (the enemy team's, with attack, scheme and hit points per hero) is a
    villain; MarvelCDB writes a printed «–» stat as -1: the card has no such stat."""
    pool = tmp_path / "pool"
    (pool / "pack").mkdir(parents=True)
    (pool / "translations" / "es" / "pack").mkdir(parents=True)
    (pool / "pack" / "lead.json").write_text(json.dumps([
        {"code": "97001", "type_code": "leader", "faction_code": "encounter", "pack_code": "lead", "name": "Captain Sample",
         "attack": 1, "scheme": 1, "health": 10, "health_per_hero": True, "stage": "I", "text": "Guard."},
        {"code": "97002", "type_code": "minion", "faction_code": "encounter", "pack_code": "lead", "name": "Dash Goon",
         "attack": -1, "scheme": 1, "health": 3, "text": "Guard."}]), encoding="utf-8")
    (pool / "packs.json").write_text(json.dumps([{"code": "lead", "name": "Lead"}]), encoding="utf-8")
    r = invoke("cards", "import", pool, "--index", tmp_path / "i" / "cards.sqlite")
    assert r.exit_code == 0, r.output
    monkeypatch.setenv("ARBITRO_CARDS", str(tmp_path / "i"))
    from arbitro.scenario import cards

    cards._SOURCES.clear()
    scn = load_scenario_text(scenario("  - {id: c, code: 97001}\n  - {id: g, code: 97002}"))
    c, g = scn.cards[0], scn.cards[1]
    assert c.type == "villain" and c.owner == "scenario" and c.stats["hp"] == 10
    assert g.type == "minion" and "atk" not in g.stats and g.stats["sch"] == 1


def test_replaces_trigger_read_from_text_reaches_the_scenario(tmp_path):  # wt-i2
    text = ("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
            "  - {id: up, type: upgrade, owner: p1, zone: play, abilities: [\n"
            "      {text: \"<b>Interrupción</b>: cuando vayas a ser derrotado, en vez de eso roba 1 carta.\"},\n"
            "      {header: Interrupción, replaces_trigger: true, effects: [{verb: draw, amount: 1}]}]}\n"
            "questions: [{id: q, ask: can_initiate, player: p1, card: up, ability: a1}]\n")
    card = load_scenario_text(text).cards[1]
    assert card.abilities[0].replaces_trigger is True and not card.abilities[0].unread
    assert card.abilities[1].replaces_trigger is True  # by hand too
    assert _answers(text, tmp_path)["q"]["answer"] in ("yes", "undetermined")
