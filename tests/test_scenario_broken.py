"""Broken scenario files: every problem names the file, the line and the key path.

Each file under tests/data/broken/ starts with ``# expect: LINE PATH [FRAGMENT]`` (PATH ``-`` when
the problem has no key path, e.g. a YAML syntax error); the first problem reported must be on
that line, name that path, and the rendered message must contain the fragment.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.scenario import Limits, Problem, ScenarioError, load_scenario, load_scenario_text

BROKEN = Path(__file__).parent / "data" / "broken"
FILES = sorted(BROKEN.glob("*.yaml"))
runner = CliRunner()


def _expectation(path: Path) -> tuple[int, str | None, str]:
    first = path.read_bytes().split(b"\n", 1)[0].decode("utf-8")
    m = re.match(r"# expect: (\d+) (\S+) ?(.*)$", first)
    assert m, f"{path.name}: no '# expect:' line"
    line, key, fragment = int(m.group(1)), m.group(2), m.group(3)
    return line, (None if key == "-" else key), fragment


def _error(path: Path, **kw) -> ScenarioError:
    with pytest.raises(ScenarioError) as info:
        load_scenario(path, **kw)
    return info.value


def test_there_are_at_least_40_kinds_of_mistake():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_broken_file_names_file_line_and_key(path: Path):
    line, key, fragment = _expectation(path)
    err = _error(path)
    assert err.problems, "no problem reported"
    lines_reported = [p.line for p in err.problems]
    assert line in lines_reported, f"expected a problem on line {line}: {err.render()}"
    problem = next(p for p in err.problems if p.line == line)
    if key is not None:
        assert problem.path == key, err.render()
    text = err.render()
    head = f"{path}:{line}:"
    assert head in text, text
    if key is not None:
        assert f": {key}: " in text
    if fragment:
        assert fragment in text, text
    assert "Traceback" not in text
    assert all(p.code != "internal" for p in err.problems), text
    # the English rendering has the same places
    en = err.render(lang="en")
    assert head in en
    d = problem.to_dict()
    assert set(d) == {"message", "line", "column", "path", "value", "hint"}
    json.dumps(d)


def test_caret_under_the_column():
    err = _error(BROKEN / "typo-key.yaml")
    lines = err.render().splitlines()
    assert lines[1].strip().startswith("- {id: h1")
    caret = lines[2].index("^")
    assert lines[1][caret:].startswith("damgae")


def test_all_problems_at_once():
    text = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: h1, type: identity, owner: p1, damage: dos}
  - {id: m, type: minoin}
  - {id: al, type: ally, owner: p2}
questions:
  - {ask: owner, card: nada}
  - {ask: target, card: h1}
"""
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "many.yaml")
    paths = {p.path for p in info.value.problems}
    assert {"cards.0.damage", "cards.1.type", "cards.2.owner", "questions.0.card", "questions.1.ask"} <= paths
    assert [p.line for p in info.value.problems] == sorted(p.line for p in info.value.problems)


def test_cap_on_rendered_problems():
    cards = "".join(f"  - {{id: c{i}, type: minoin}}\n" for i in range(30))
    text = f"schema: arbitro/v1\nplayers: [{{id: p1}}]\ncards:\n  - {{id: h1, type: identity, owner: p1}}\n{cards}questions: [{{ask: owner, card: h1}}]\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "cap.yaml")
    assert len(info.value.problems) == 30
    rendered = info.value.render()
    assert rendered.count("cap.yaml:") == 20
    assert "… y 10 problema(s) más" in rendered
    assert "… and 10 more" in info.value.render(lang="en")


def test_hints_name_the_closest_valid_value():
    err = _error(BROKEN / "stat-typo.yaml")
    assert err.problems[0].hint == "¿quisiste decir 'atk'?"
    assert err.problems[0].to_dict("en")["hint"] == "did you mean 'atk'?"
    assert err.problems[0].value == "atak"
    err = _error(BROKEN / "wrong-type-int.yaml")
    assert err.problems[0].to_dict("en")["hint"] == "a whole number ≥ 0"
    assert err.problems[0].value == "dos"


def test_unknown_header_lists_known_headers_closest_first():
    err = _error(BROKEN / "unknown-header.yaml")
    hint = err.problems[0].hint
    assert hint.split(": ", 1)[1].startswith("Acción de Héroe")
    for h in ("Respuesta obligada", "Cuando se muestre esta carta", "Aumento"):
        assert h in hint


# -- limits -----------------------------------------------------------------------------------------
def _billion_laughs(levels: int = 9, width: int = 9) -> str:
    out = ["schema: arbitro/v1", "a0: &a0 [" + ", ".join(["lol"] * width) + "]"]
    for i in range(1, levels + 1):
        out.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * width) + "]")
    return "\n".join(out) + "\n"


def test_billion_laughs_refused_in_milliseconds():
    text = _billion_laughs()
    start = time.perf_counter()
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "bomb.yaml")
    assert time.perf_counter() - start < 0.1
    assert info.value.problems[0].code == "too_many_nodes"


def test_aliases_within_the_limit_are_fine(tmp_path):
    text = (BROKEN.parent / "valid" / "ids-as-written.yaml").read_text(encoding="utf-8")
    load_scenario_text(text, "ok.yaml")
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "ok.yaml", Limits(max_nodes=20))
    assert info.value.problems[0].code == "too_many_nodes"


def test_file_over_one_mebibyte_refused_quickly(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"schema: arbitro/v1\ntitle: '" + b"x" * (1024 * 1024) + b"'\n")
    start = time.perf_counter()
    err = _error(big)
    assert time.perf_counter() - start < 0.5
    assert err.problems[0].code == "too_big"
    assert "--max-bytes" in err.render()


def test_deep_flow_nesting_refused():
    text = "schema: arbitro/v1\nx: " + "[" * 5000 + "]" * 5000 + "\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "deep.yaml")
    assert info.value.problems[0].code == "too_deep"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text("schema: arbitro/v1\nx: " + "[" * 60 + "]" * 60 + "\n", "deep.yaml")
    assert info.value.problems[0].code == "too_deep"
    assert info.value.problems[0].line == 2


def test_too_many_cards(tmp_path):
    cards = "".join(f"  - {{id: c{i}, type: minion}}\n" for i in range(2001))
    path = tmp_path / "cards.yaml"
    path.write_text("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n" + cards + "questions: [{ask: owner, card: c1}]\n",
                    encoding="utf-8")
    err = _error(path)
    assert err.problems[0].code == "too_many_cards"
    assert err.problems[0].path == "cards"
    assert f"{path}:4:" in err.render()
    # raising the limit lets the size through (the file then fails on the missing identity only)
    err = _error(path, limits=Limits(max_cards=5000))
    assert {p.code for p in err.problems} == {"no_identity"}


def test_python_tags_are_never_constructed(tmp_path):
    marker = tmp_path / "pwned"
    text = f"schema: arbitro/v1\ntitle: !!python/object/apply:os.system ['touch {marker}']\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "evil.yaml")
    assert not marker.exists()
    assert any(p.code == "bad_tag" for p in info.value.problems)


def test_missing_file_and_directory(tmp_path):
    assert _error(tmp_path / "nope.yaml").problems[0].code == "file_missing"
    assert _error(tmp_path).problems[0].code == "not_a_file"


def test_pure_python_parser_gives_the_same_problems(monkeypatch):
    import yaml

    from arbitro.scenario import loader

    expected = {}
    for path in FILES[:25]:
        expected[path.name] = [(p.line, p.path) for p in _error(path).problems]
    monkeypatch.setattr(loader, "_LOADER", yaml.SafeLoader)
    for path in FILES[:25]:
        got = [(p.line, p.path) for p in _error(path).problems]
        assert got == expected[path.name], path.name


def test_problem_make_and_error_shape():
    p = Problem.make("unknown_card", {"id": "x"}, hint="did_you_mean", hint_args={"name": "y"}, line=3, column=4,
                     path="questions.0.card", value="x")
    assert p.message == "no hay ninguna carta 'x'"
    assert p.to_dict("en") == {"message": "there is no card 'x'", "line": 3, "column": 4, "path": "questions.0.card",
                               "value": "x", "hint": "did you mean 'y'?"}
    err = ScenarioError("f.yaml", [p], "a\nb\nc: x\n")
    assert err.file == "f.yaml" and p.file == "f.yaml"
    assert err.render().splitlines()[0] == "f.yaml:3:4: questions.0.card: no hay ninguna carta 'x' (¿quisiste decir 'y'?)"


# -- the validate command ------------------------------------------------------------------------------
def test_validate_bad_files_exit_2_and_go_on():
    good = str(BROKEN.parent / "valid" / "minimal.yaml")
    res = runner.invoke(app, ["validate", str(BROKEN / "typo-key.yaml"), good, str(BROKEN / "bad-zone.yaml")])
    assert res.exit_code == 2
    assert "typo-key.yaml:6:" in res.output and "bad-zone.yaml:7:" in res.output
    assert "minimal.yaml: válido" in res.output
    assert res.output.strip().splitlines()[-1] == "1 válido(s), 2 con problemas, de 3 archivo(s)"


def test_validate_folder_json_english():
    res = runner.invoke(app, ["validate", str(BROKEN), "--json", "--lang", "en"])
    assert res.exit_code == 2
    out = json.loads(res.output)
    assert len(out) == len(FILES)
    assert [o["scenario"] for o in out] == [str(f) for f in FILES]
    for o in out:
        assert o["valid"] is False
        assert o["errors"] and set(o["errors"][0]) == {"message", "line", "column", "path", "value", "hint"}
    typo = next(o for o in out if o["scenario"].endswith("typo-key.yaml"))
    assert typo["errors"][0]["message"] == "unknown field 'damgae'"


def test_validate_limit_options():
    bomb = str(BROKEN / "bomb.yaml")
    res = runner.invoke(app, ["validate", str(BROKEN.parent / "valid" / "minimal.yaml"), "--max-bytes", "100"])
    assert res.exit_code == 2 and "100" in res.output
    res = runner.invoke(app, ["validate", bomb, "--max-nodes", "10"])
    assert res.exit_code == 2 and "más de 10 nodos" in res.output


def test_validate_missing_path():
    res = runner.invoke(app, ["validate", "/nonexistent/file.yaml"])
    assert res.exit_code == 2
    assert "no existe el archivo" in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)


def test_validate_never_modifies_files(tmp_path):
    before = {f: f.read_bytes() for f in FILES}
    runner.invoke(app, ["validate", str(BROKEN)])
    assert {f: f.read_bytes() for f in FILES} == before


# -- limit options: a clear option error past their maximum ----------------------------------------
@pytest.mark.parametrize("option", ["--max-bytes", "--max-nodes", "--max-depth", "--max-cards"])
@pytest.mark.parametrize("value", [str(2 ** 64), "9" * 30, str(10 ** 13)])
def test_limit_options_beyond_their_maximum_are_an_option_error(option, value):
    res = runner.invoke(app, ["validate", str(BROKEN.parent / "valid" / "minimal.yaml"), option, value])
    if value == str(10 ** 13) and option != "--max-depth":  # within the range: accepted
        assert res.exit_code == 0, res.output
        return
    assert res.exit_code == 2, res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    from arbitro.commands.scenario import MAX_DEPTH, MAX_LIMIT

    assert option in res.output and str(MAX_DEPTH if option == "--max-depth" else MAX_LIMIT) in res.output


def test_the_largest_limits_allowed_load_a_file():
    from arbitro.commands.scenario import MAX_DEPTH, MAX_LIMIT

    res = runner.invoke(app, ["validate", str(BROKEN.parent / "valid" / "minimal.yaml"), "--max-bytes", str(MAX_LIMIT),
                              "--max-nodes", str(MAX_LIMIT), "--max-cards", str(MAX_LIMIT), "--max-depth", str(MAX_DEPTH)])
    assert res.exit_code == 0, res.output
    # at the deepest nesting allowed the file is read (and fails on its content, not on a limit)
    text = "schema: arbitro/v1\nx: " + "[" * (MAX_DEPTH - 1) + "]" * (MAX_DEPTH - 1) + "\n"
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "deep.yaml", Limits(max_depth=MAX_DEPTH))
    assert "too_deep" not in {p.code for p in info.value.problems}


# -- careless input: silently accepted values and unclear messages ----------------------------------
def test_deep_nesting_points_where_the_limit_is_crossed():
    # 'x: ' then '[' from column 4: the top mapping is level 1, the '[' at column 4 + n - 2 is level n
    for depth, limits in ((1000, None), (5000, None), (30, Limits(max_depth=10))):
        text = "schema: arbitro/v1\nx: " + "[" * depth + "]" * depth + "\n"
        with pytest.raises(ScenarioError) as info:
            load_scenario_text(text, "deep.yaml", limits)
        p = info.value.problems[0]
        limit = (limits or Limits()).max_depth
        assert (p.code, p.line, p.column, p.args["limit"]) == ("too_deep", 2, 4 + limit - 1, limit)
        assert f"más de {limit} niveles" in info.value.render()


def test_an_alias_to_an_anchor_still_being_defined_says_so():
    err = _error(BROKEN / "alias-self.yaml")
    assert err.problems[0].code == "yaml_alias_self"
    assert "*al" in err.render() and "&al" in err.render()
    assert "refers to itself" in err.render(lang="en")
    # an alias with no anchor at all keeps its own message, naming the alias
    err = _error(BROKEN / "undefined-alias.yaml")
    assert err.problems[0].code == "yaml_alias" and "*nada" in err.render()


def test_a_huge_number_is_too_large_in_both_languages():
    err = _error(BROKEN / "number-too-large.yaml")
    text = err.render() + err.render(lang="en")
    assert "demasiado grande" in text and "too large" in text
    assert "Unable to parse" not in text and "exceeded" not in text


def test_a_boolean_in_spanish_says_what_to_write():
    err = _error(BROKEN / "bool-in-spanish.yaml")
    p = err.problems[0]
    assert p.value == "sí"
    es, en = p.to_dict()["message"] + " " + p.to_dict()["hint"], p.to_dict("en")["message"] + " " + p.to_dict("en")["hint"]
    assert "se esperaba sí" not in es
    assert "true" in es and "false" in es and "yes" in es
    assert "true" in en and "false" in en


@pytest.mark.parametrize("line, tag", [("description: !!null hola", "!!null"), ("description: !!bool quizá", "!!bool"),
                                       ("edition: !!bool 'sí'", "!!bool")])
def test_a_tagged_value_that_is_not_of_its_tag_is_an_error(line, tag):
    text = (BROKEN.parent / "valid" / "minimal.yaml").read_text(encoding="utf-8").replace("schema: arbitro/v1",
                                                                                          "schema: arbitro/v1\n" + line)
    with pytest.raises(ScenarioError) as info:
        load_scenario_text(text, "tag.yaml")
    p = next(p for p in info.value.problems if p.code == "bad_tagged_value")
    assert (p.line, p.path, p.args["tag"]) == (text.splitlines().index(line) + 1, line.split(":")[0], tag)


def test_a_missing_choice_field_lists_its_values():
    text = ("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
            "  - {id: ally1, type: ally, owner: p1}\nquestions: [{ask: destination, card: ally1}]\n")
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(text)
    assert "'ask: destination' needs 'to' (one of: discard, hand, deck, removed)" in exc.value.render(lang="en")
    assert "necesita 'to' (uno de: discard, hand, deck, removed)" in exc.value.render(lang="es")


def test_a_negative_amount_only_modifies_a_stat_and_the_path_is_the_files():
    base = ("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
            "  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: [%s]}]}\n"
            "questions: [{ask: owner, card: ev}]\n")
    load_scenario_text(base % "{verb: modify_stat, stat: atk, amount: -1, target: {select: a, kind: minion}}")
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(base % "{verb: deal_damage, amount: -1, target: {select: a, kind: minion}}")
    text = exc.value.render(lang="en")
    assert "a negative amount only modifies a stat (modify_stat); it does not go with 'deal_damage'" in text
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(base % "{verb: deal_damage, amount: -1001, target: {select: a, kind: minion}}")
    [p] = exc.value.problems  # one problem: the number written, not also "expected a mapping"
    assert p.path == "cards.1.abilities.0.effects.0.amount"  # no pydantic union member in the path
    assert "≥ -999" in p.to_dict("en")["message"] and p.to_dict("en")["hint"] is None
