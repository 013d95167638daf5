"""Mutated scenarios never crash the loader or the CLI: exit 0 or 2, problems, no traceback.

Valid scenarios are mutated (keys dropped, renamed and retyped, text truncated, random bytes and
unicode injected); the bulk goes through the loader in-process, a few hundred through
``arbitro validate``.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.scenario import ScenarioError, load_scenario

ROOT = Path(__file__).resolve().parent.parent
SEEDS = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests" / "data" / "valid").glob("*.yaml"))]
SEEDS += [p.read_text(encoding="utf-8") for p in sorted((ROOT / "scenarios").rglob("*.yaml"))[:6]]
WORK = Path(tempfile.mkdtemp(prefix="arbitro-fuzz-"))
NAMES = ["id", "type", "owner", "zone", "cards", "players", "questions", "ask", "card", "header", "timing",
         "effects", "verb", "target", "select", "of", "events", "flip", "attach", "expect", "answer", "schema",
         "stats", "atk", "damage", "yes", "scenario", "010", "<<", "~", "ability", "items", "kind"]
VALUES = [None, True, False, 0, -1, 7, 1.5, "", "x", "yes", "010", "scenario", "Acción", "\"Interrupción\"",
          [], {}, [None], {"a": 1}, ["p1"], "p1", "h1", "a: b", "#", 10**30]


def _paths(node, prefix=()):
    """Every (container, key) pair of a loaded YAML document."""
    if isinstance(node, dict):
        for k, v in list(node.items()):
            yield node, k
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield node, i
            yield from _paths(v, prefix + (i,))


@st.composite
def mutated(draw) -> bytes:
    text = draw(st.sampled_from(SEEDS))
    kind = draw(st.sampled_from(["drop", "rename", "retype", "truncate", "bytes", "unicode", "lines", "several"]))
    rounds = draw(st.integers(2, 5)) if kind == "several" else 1
    for _ in range(rounds):
        k = draw(st.sampled_from(["drop", "rename", "retype", "truncate", "bytes", "unicode", "lines"])) if kind == "several" else kind
        if k in ("drop", "rename", "retype"):
            try:
                data = yaml.safe_load(text)
            except yaml.YAMLError:
                data = None
            pairs = list(_paths(data)) if isinstance(data, (dict, list)) else []
            if not pairs:
                continue
            container, key = draw(st.sampled_from(pairs))
            if k == "drop":
                del container[key]
            elif k == "rename" and isinstance(container, dict):
                new = draw(st.sampled_from(NAMES) | st.text(max_size=8))
                container[new] = container.pop(key)
            else:
                container[key] = draw(st.sampled_from(VALUES))
            text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=draw(st.booleans()))
        elif k == "truncate":
            text = text[: draw(st.integers(0, len(text)))]
        elif k == "lines":
            lines = text.splitlines()
            if lines:
                i = draw(st.integers(0, len(lines) - 1))
                op = draw(st.sampled_from(["dup", "del", "indent", "dedent"]))
                if op == "dup":
                    lines.insert(i, lines[i])
                elif op == "del":
                    del lines[i]
                elif op == "indent":
                    lines[i] = "  " + lines[i]
                else:
                    lines[i] = lines[i].lstrip()
                text = "\n".join(lines) + "\n"
        elif k == "unicode":
            pos = draw(st.integers(0, len(text)))
            text = text[:pos] + draw(st.text(min_size=1, max_size=12)) + text[pos:]
        else:
            raw = text.encode("utf-8")
            pos = draw(st.integers(0, len(raw)))
            return raw[:pos] + draw(st.binary(min_size=1, max_size=12)) + raw[pos:]
    return text.encode("utf-8", "surrogatepass")


@pytest.fixture(scope="module", autouse=True)
def _cleanup_work():
    """The mutated files live in one temporary folder, removed when this module's tests end."""
    yield
    shutil.rmtree(WORK, ignore_errors=True)


def _write(data: bytes) -> Path:
    path = WORK / "case.yaml"
    path.write_bytes(data)
    return path


def _check_error(err: ScenarioError) -> None:
    assert err.problems
    assert not [p for p in err.problems if p.code == "internal"], err.render()
    for lang in ("es", "en"):
        text = err.render(lang=lang)
        assert text and "Traceback" not in text
    json.dumps(err.to_dicts("en"), ensure_ascii=False)


@settings(max_examples=1200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(mutated())
def test_loader_never_crashes(data: bytes):
    path = _write(data)
    try:
        scn = load_scenario(path)
    except ScenarioError as err:
        _check_error(err)
    else:
        assert scn.questions and scn.players and scn.active_player


runner = CliRunner()


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(mutated(), st.sampled_from([[], ["--json"], ["--lang", "en"]]))
def test_validate_command_exits_0_or_2(data: bytes, extra: list[str]):
    path = _write(data)
    res = runner.invoke(app, ["validate", str(path), *extra])
    assert res.exit_code in (0, 2), res.output
    assert res.exception is None or isinstance(res.exception, SystemExit), repr(res.exception)
    assert "Traceback" not in res.output
    if "--json" in extra:
        json.loads(res.output)
