"""Valid scenarios load, with every derived default filled in; the JSON Schema accepts them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.scenario import load_scenario, load_scenario_text
from arbitro.scenario.model import ASKS, EVENT_KINDS

ROOT = Path(__file__).resolve().parent.parent
VALID = sorted((ROOT / "tests" / "data" / "valid").glob("*.yaml"))
SHIPPED = sorted((ROOT / "scenarios").rglob("*.yaml")) + sorted((ROOT / "scenarios").rglob("*.yml"))
ALL = VALID + SHIPPED
runner = CliRunner()


def test_at_least_five_valid_fixtures():
    assert len(VALID) >= 5


@pytest.mark.parametrize("path", ALL, ids=[str(p.relative_to(ROOT)) for p in ALL])
def test_valid_file_loads(path: Path):
    scn = load_scenario(path)
    assert scn.active_player in {p.id for p in scn.players}
    for p in scn.players:
        assert p.name is not None
    for c in scn.cards:
        assert c.name is not None and c.owner is not None
        for a in c.abilities:
            assert a.id is not None and a.timing is not None
    for q in scn.questions:
        assert q.id is not None


def test_fixtures_use_every_question_kind_and_event():
    asks, events = set(), set()
    for path in VALID:
        scn = load_scenario(path)
        asks |= {q.ask for q in scn.questions}
        events |= {e.kind for q in scn.questions for e in q.events}
    assert asks == set(ASKS)
    assert events == set(EVENT_KINDS)


def test_derived_defaults():
    scn = load_scenario(ROOT / "tests" / "data" / "valid" / "control-and-events.yaml")
    assert scn.schema_ == "arbitro/v1" and scn.edition == "es" and scn.phase == "player"
    assert scn.active_player == "p1"
    cards = {c.id: c for c in scn.cards}
    assert cards["villano"].owner == "scenario" and cards["villano"].play_area is None
    assert cards["esbirro"].play_area == "p2"
    assert cards["aliado-p2"].play_area == "p1"  # written
    assert cards["h1"].play_area == "p1" and cards["h1"].name == "h1"
    assert cards["aliado-camp"].play_area is None  # a player card owned by the scenario
    assert cards["h1"].stats == {}
    assert cards["mejora"].grants[0].to == "attached"
    q = scn.questions
    assert [x.id for x in q[:3]] == ["q1", "q2", "q3"]
    assert q[1].expect.answer is None
    ev = q[6].events
    assert [e.kind for e in ev] == ["take_control", "leave_play", "attach", "eliminate", "play_event", "discard_from_hand"]
    assert (ev[0].card, ev[0].player, ev[0].source) == ("aliado-p2", "p2", "dominar")
    assert (ev[1].card, ev[1].to) == ("mejora", "discard")
    assert (ev[2].card, ev[2].to) == ("dominar", "h1")
    assert ev[3].player == "p2" and ev[3].card is None
    assert q[9].events[1].kind == "flip" and q[9].events[1].player == "p1"


def test_abilities_timings_and_answers():
    scn = load_scenario(ROOT / "tests" / "data" / "valid" / "initiate-and-targets.yaml")
    assert scn.active_player == "p2"
    golpe = scn.card("golpe")
    a = golpe.abilities[0]
    assert (a.id, a.timing) == ("a1", "hero_action")
    assert a.cost[0].verb == "exhaust" and a.effects[1].target.of == 1
    assert a.effects[0].changes_state is True
    apoyo = scn.card("apoyo")
    assert [x.timing for x in apoyo.abilities] == ["alter_ego_action", "resource", "constant", "action", "response", "interrupt"]
    assert apoyo.abilities[4].effects[0].changes_state is False
    assert scn.card("h1").stats == {"atk": 2, "thw": 1, "def": 3, "hp": 10}
    assert scn.card("aliado").stats == {"atk": 1, "thw": 0}
    qs = scn.questions
    assert qs[0].ability == "a1"  # the card's only ability
    assert qs[1].id == "con-atributo" and qs[1].ability is None
    assert [q.expect.answer for q in qs[1:4]] == ["yes", "yes", "no"]
    scn = load_scenario(ROOT / "tests" / "data" / "valid" / "who-may-use-and-order.yaml")
    timings = {(c.id, a.id): a.timing for c in scn.cards for a in c.abilities}
    assert timings[("h2", "resp")] == "alter_ego_response"  # lenient on case, accents and hyphens
    assert timings[("ref", "a1")] == timings[("ref2", "a1")] == timings[("ref2", "a2")] == "reference"
    assert timings[("villano", "represalia")] == "keyword"
    assert timings[("prep", "p")] == "setup" and timings[("prep", "i")] == "start"
    assert timings[("plan", "a1")] == "when_completed"
    order = scn.questions[4]
    assert order.items[-1].ability == "resp"  # filled in: h2 has one ability


def test_ids_as_written():
    scn = load_scenario(ROOT / "tests" / "data" / "valid" / "ids-as-written.yaml")
    assert [c.id for c in scn.cards] == ["010", "011", "1e3", "off"]
    assert [p.id for p in scn.players] == ["1", "no"]
    assert scn.players[0].name == "1" and scn.players[1].name == "yes"
    assert scn.title == "2099"
    assert scn.cards[1].stats == {"atk": 0, "thw": 0}  # merged from the anchor
    assert scn.cards[2].traits == ["yes", "2099"]
    assert [q.id for q in scn.questions] == ["001", "yes", "q3"]
    assert scn.questions[2].character == "011"
    assert scn.questions[2].expect.answer == ["off"]


@pytest.mark.parametrize("word, expected", [("yes", "yes"), ("no", "no"), ("true", "yes"), ("false", "no"),
                                            ('"yes"', "yes"), ("'False'", "no"), ("YES", "yes"), ("Off", None)])
def test_can_initiate_answers(word, expected):
    text = ("schema: arbitro/v1\nplayers: [{id: p1}]\ncards: [{id: h1, type: identity, owner: p1, stats: {atk: 1}}]\n"
            f"questions: [{{ask: can_initiate, player: p1, basic: attack, character: h1, expect: {{answer: {word}}}}}]\n")
    if expected is None:
        with pytest.raises(Exception):
            load_scenario_text(text, "a.yaml")
    else:
        assert load_scenario_text(text, "a.yaml").questions[0].expect.answer == expected


def test_validate_all_valid_files_exit_0():
    res = runner.invoke(app, ["validate", str(ROOT / "tests" / "data" / "valid")] + [str(p) for p in SHIPPED])
    assert res.exit_code == 0, res.output
    assert res.output.strip().splitlines()[-1].startswith(f"{len(ALL)} válido(s), 0 con problemas")


# -- the JSON Schema ----------------------------------------------------------------------------------
def _schema() -> dict:
    res = runner.invoke(app, ["schema"])
    assert res.exit_code == 0
    return json.loads(res.output)


def test_schema_header_and_determinism(tmp_path):
    schema = _schema()
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert schema["$id"].endswith("scenario-v1.json") and "arbitro/v1" in schema["title"]
    assert "schema" in schema["properties"] and "schema_" not in schema["properties"]
    assert schema["additionalProperties"] is False
    out = tmp_path / "s.json"
    assert runner.invoke(app, ["schema", "-o", str(out)]).exit_code == 0
    assert json.loads(out.read_text(encoding="utf-8")) == schema
    assert runner.invoke(app, ["schema"]).output == runner.invoke(app, ["schema"]).output


@pytest.mark.parametrize("path", ALL, ids=[str(p.relative_to(ROOT)) for p in ALL])
def test_schema_accepts_every_valid_file(path: Path):
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft7Validator(_SCHEMA)
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(data)]
    assert not errors, errors


def test_schema_is_a_valid_schema_and_rejects_typos():
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft7Validator.check_schema(_SCHEMA)
    validator = jsonschema.Draft7Validator(_SCHEMA)
    data = yaml.safe_load((ROOT / "tests" / "data" / "broken" / "typo-key.yaml").read_text(encoding="utf-8"))
    assert list(validator.iter_errors(data))
    data = yaml.safe_load((ROOT / "tests" / "data" / "broken" / "unknown-verb.yaml").read_text(encoding="utf-8"))
    assert list(validator.iter_errors(data))


_SCHEMA = json.loads(__import__("arbitro.scenario.schema", fromlist=["schema_json"]).schema_json())


def test_command_module_imports_stay_lean():
    import subprocess
    import sys

    code = ("import sys, arbitro.commands.scenario, arbitro.scenario; "
            "print('pydantic' in sys.modules, 'arbitro.scenario.model' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]


def test_the_whole_application_does_not_import_the_loader():
    # `arbitro --help` and shell completion build every command but read no scenario
    import subprocess
    import sys

    code = ("import sys, arbitro.app; arbitro.app.build(); "
            "print('yaml' in sys.modules, 'arbitro.scenario.loader' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]
