"""The loader's fast path (a clean file straight to plain data, one validation of the whole
document) gives exactly what the full path gives, and leaves every file with a problem to it."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel

from arbitro.scenario import ScenarioError, load_scenario_text
from arbitro.scenario import checks, loader, records

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted((ROOT / "tests" / "data").rglob("*.yaml")) + sorted((ROOT / "scenarios").rglob("*.yaml"))

MINIMAL = """\
schema: arbitro/v1
players:
  - {id: p1}
cards:
  - {id: h1, type: identity, owner: p1}
questions:
  - {ask: controller, card: h1}
"""

# clean files that take unusual turns: each must give the same Scenario on both paths
CLEAN = [
    MINIMAL,
    MINIMAL.replace("schema: arbitro/v1", "schema: 'arbitro/v1'\ntitle: yes\ndescription: ~\nsource: 2099"),
    MINIMAL.replace("schema: arbitro/v1", "schema: arbitro/v1\ntitle: 'a #b'\ndescription: a#b\nsource: \"x\""),
    MINIMAL.replace("schema: arbitro/v1", "schema: arbitro/v1\ntitle: |\n  dos\n  líneas # no es comentario\n"),
    MINIMAL.replace("{id: p1}", "{id: p1, name: no, eliminated: No, deck: '010'}\n  - {id: '010', name: 7}").replace(
        "owner: p1}", "owner: p1}\n  - {id: 010-h, type: identity, owner: '010', zone: play}"),
    MINIMAL.replace("{id: h1, type: identity, owner: p1}",
                    "{id: h1, type: identity, owner: p1, traits: [yes, Héroe, 'off', 2099], exhausted: YES,"
                    " abilities: [{header: Respuesta, text: 'x: y', effects: [{verb: other, changes_state: false}]}]}"),
    "\ufeff" + MINIMAL,
    MINIMAL.replace("\n", "\r\n"),
    "--- # a comment\n" + MINIMAL + "...\n",
    MINIMAL + "# a trailing comment\n",
    MINIMAL.replace("  - {ask: controller, card: h1}",
                    "  - ask: can_initiate\n    player: p1\n    card: h1\n    ability: a1\n"
                    "    expect: {answer: yes}\n    events: [{flip: p1}]").replace(
        "owner: p1}", "owner: p1, abilities: [{header: Acción, effects: [{verb: draw}]}]}"),
]

# files the fast path must leave to the full path (a problem, or something that needs positions:
# not all of them are broken)
UNCLEAN = [
    MINIMAL.replace("title", "x").replace("schema: arbitro/v1", "schema: arbitro/v1\ntitle: a #b"),
    MINIMAL.replace("{id: p1}", "{id: p1, eliminated: off}"),
    MINIMAL.replace("{ask: controller, card: h1}", "{ask: can_initiate, player: p1, card: h1, expect: {answer: on}}"),
    MINIMAL.replace("{id: p1}", "&p {id: p1}") + "control_effects: [*p]\n",
    MINIMAL.replace("{id: p1}", "{id: !!str p1}"),
    MINIMAL.replace("{id: p1}", "{<<: {id: p1}}"),
    MINIMAL.replace("{id: p1}", "{id: p1, id: p2}"),
    MINIMAL.replace("{id: p1}", "{[a]: p1}"),
    MINIMAL + "---\n" + MINIMAL,
    "- a\n",
    "a\n",
    "",
    MINIMAL.replace("card: h1}", "card: h2}"),
    MINIMAL.replace("{id: p1}", "{id: p1"),
    MINIMAL.replace("owner: p1}", "owner: p1, damage: yes}"),
    MINIMAL.replace("owner: p1}", "owner: p1, exhausted: sí}"),
    MINIMAL.replace("owner: p1}", "owner: p1, exhausted: !!bool 'quizá'}"),
    MINIMAL.replace("{id: p1}", "{id: p1, deck: " + "9" * 5000 + "}"),
]


def _dump(obj):
    """A model or a record as (class name, fields given, every field): the two paths' results
    compare equal only if they have the same classes, fields, values and fields given."""
    if isinstance(obj, BaseModel):
        return (type(obj).__name__, sorted(obj.model_fields_set),
                [(k, _dump(getattr(obj, k))) for k in type(obj).model_fields])
    if isinstance(obj, records.Record):
        return (type(obj).__name__, sorted(obj.model_fields_set), [(k, _dump(getattr(obj, k))) for k in obj.FIELDS])
    if isinstance(obj, list):
        return [_dump(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _dump(v) for k, v in obj.items()}
    return (type(obj).__name__, obj)


def _outcome(text: str):
    try:
        return "ok", _dump(load_scenario_text(text, "f.yaml"))
    except ScenarioError as err:
        return "error", [(p.message, p.line, p.column, p.path, p.value, p.hint, p.code, p.args, p.hint_code,
                          p.hint_args) for p in err.problems], err.render("en")


def _both(text: str, monkeypatch):
    fast = _outcome(text)
    with monkeypatch.context() as m:
        m.setattr(loader, "_fast_read", lambda text, limits: None)
        full = _outcome(text)
    return fast, full


@pytest.mark.parametrize("text", CLEAN)
def test_clean_files_take_the_fast_path_and_agree(text, monkeypatch):
    assert loader._fast_read(text.lstrip("\ufeff"), loader.Limits()) is not None
    fast, full = _both(text, monkeypatch)
    assert fast[0] == "ok", fast
    assert fast == full


@pytest.mark.parametrize("text", UNCLEAN)
def test_unclean_files_take_the_full_path(text, monkeypatch):
    data = loader._fast_read(text, loader.Limits())
    assert data is None or checks.validate_clean(data) is None
    fast, full = _both(text, monkeypatch)
    assert fast == full


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_fixtures_agree_on_both_paths(path, monkeypatch):
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError:
        pytest.skip("not UTF-8")
    fast, full = _both(text, monkeypatch)
    assert fast == full


def test_limits_are_left_to_the_full_path():
    from arbitro.scenario import Limits

    assert loader._fast_read(MINIMAL, Limits(max_nodes=5)) is None
    assert loader._fast_read(MINIMAL, Limits(max_depth=2)) is None
    assert loader._fast_read(MINIMAL, Limits(max_cards=0)) is None
    assert loader._fast_read(MINIMAL, Limits(max_depth=3)) is not None


@pytest.mark.parametrize("text", CLEAN + UNCLEAN)
def test_pure_python_parser_agrees_on_both_paths(text, monkeypatch):
    import yaml

    monkeypatch.setattr(loader, "_LOADER", yaml.SafeLoader)
    fast, full = _both(text, monkeypatch)
    assert fast == full
    if text in CLEAN:
        assert fast[0] == "ok"
