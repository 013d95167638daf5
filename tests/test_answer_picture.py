"""The picture of an answer (``arbitro ask … --graph dot|mermaid|svg``): the justification tree
walked, on the clause graph around it, with a legend."""

from __future__ import annotations

import re
import shutil

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.engine.questions import answer_scenario
from arbitro.render import picture
from arbitro.render.reasons import localize
from arbitro.scenario import load_scenario

from conftest import ROOT, corpus_files

runner = CliRunner()
ESBIRRO = str(ROOT / "scenarios/capacidad/ejemplo-esbirro.yaml")


def invoke(*args):
    return runner.invoke(app, list(args))


def _trace_edges(trace):
    out, stack = set(), [trace]
    while stack:
        n = stack.pop()
        for c in n["children"]:
            out.add((n["clause"], c["clause"]))
            stack.append(c)
    return out


def _answers(rb):
    for path in corpus_files():
        scn = load_scenario(path)
        for a in answer_scenario(rb, scn, path=str(path)):
            if not a.get("errors"):
                yield localize(a, "es")


def test_dot_nodes_and_edges_are_the_trace(rb):
    for a in _answers(rb):
        dot = picture.to_dot(a, rb, "es")
        visited = {c["id"] for c in a["citations"]}
        states, steps, faint, faint_edges = picture.walked(a, rb)
        assert set(states) == visited
        assert set(steps) == _trace_edges(a["trace"])
        for cid in visited:
            assert re.search(rf'^  "{re.escape(cid)}" \[label=', dot, re.M), cid
        drawn = set(re.findall(r'^  "([^"]+)" -> "([^"]+)" \[color="black"\];', dot, re.M))
        assert drawn == set(steps)
        faint_drawn = set(re.findall(r'^  "([^"]+)" -> "([^"]+)" \[color="gray75", style="dashed"\];', dot, re.M))
        assert faint_drawn == set(faint_edges)
        for u, v in faint_edges:
            assert v in rb.clauses[u].depends_on and v not in visited
        assert 'subgraph "cluster_legend"' in dot and "Leyenda" in dot


def test_node_styles_follow_holds(rb):
    scn = load_scenario(ESBIRRO)
    a = localize(answer_scenario(rb, scn, path=ESBIRRO)[0], "es")
    states, *_ = picture.walked(a, rb)
    assert states["capacidad.1"][0] == "not_held"
    assert states["capacidad.7"][0] == "held"
    assert states["capacidad.10"][0] == "step"
    dot = picture.to_dot(a, rb, "es")
    assert '"capacidad.1" [label="✗ capacidad.1' in dot and 'fillcolor="#fde8e8"' in dot
    for words in ("se cumple", "no se cumple", "paso (ni sí ni no)", "no evaluada en esta respuesta",
                  "paso de la evaluación", "depende de (no se evaluó)"):
        assert words in dot, words


def test_mermaid_through_the_command_with_legend():
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "mermaid", "--lang", "en")
    assert r.exit_code == 0
    m = r.output
    assert m.startswith("flowchart TD\n")
    assert 'subgraph legend["Legend"]' in m and "did not hold" in m and "not evaluated in this answer" in m
    assert "n_capacidad_1 --> n_capacidad_7" in m
    assert ":::not_held" in m and "classDef held" in m


def test_svg_through_graphviz():
    if shutil.which("dot") is None:
        pytest.skip("Graphviz not installed")
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "svg")
    assert r.exit_code == 0 and "<svg" in r.output and "capacidad.1" in r.output


def test_svg_without_graphviz_says_so(monkeypatch):
    monkeypatch.setattr(shutil, "which", lambda name, *a, **k: None)
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "svg")
    assert r.exit_code == 2
    assert "Graphviz" in r.output and "--graph mermaid" in r.output and "Traceback" not in r.output
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "svg", "--lang", "en")
    assert "is not installed" in r.output


def test_one_question_needed_and_bad_format():
    r = invoke("ask", ESBIRRO, "--graph", "dot")
    assert r.exit_code == 2 and "--question" in r.output
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "png")
    assert r.exit_code == 2


def test_deterministic():
    a = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "dot").output
    assert a == invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--graph", "dot").output
