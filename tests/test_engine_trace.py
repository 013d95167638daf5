"""The justification is the real evaluation: citations, trace edges, roots, editions.

Every question of the corpus is answered under both editions, and each answer is checked:
citations are exactly the clauses visited (in the order first reached), every parent→child
step of the trace is a depends_on edge of the rulebook, the root is the question kind's root,
and under the English edition no translation-only clause appears.
"""

from __future__ import annotations

import json

import pytest

from arbitro.engine.board import Board
from arbitro.engine.context import Context, Outcome, TraceError, evaluates
from arbitro.engine.questions import answer_question
from arbitro.render.reasons import localize
from arbitro.scenario import load_scenario

from conftest import corpus_files


def _questions():
    for path in corpus_files():
        scn = load_scenario(path)
        for q in scn.questions:
            yield pytest.param(path, q.id, id=f"{path.parent.name}/{path.name}::{q.id}")


def _preorder(node):
    yield node
    for c in node["children"]:
        yield from _preorder(c)


@pytest.mark.parametrize("path,qid", list(_questions()))
@pytest.mark.parametrize("edition", ["es", "en"])
def test_trace_is_honest(rb, path, qid, edition):
    scn = load_scenario(path)
    q = next(q for q in scn.questions if q.id == qid)
    a = answer_question(rb, scn, q, Board.from_scenario(scn), path=str(path), edition=edition)
    assert not a.get("errors"), a.get("errors")
    cited = [c["id"] for c in a["citations"]]
    assert cited, "no answer without at least one citation"
    visited = []
    for node in _preorder(a["trace"]):
        if node["clause"] not in visited:
            visited.append(node["clause"])
    assert cited == visited, "citations are the visited clauses, in the order first reached"
    assert a["trace"]["clause"] == rb.roots[q.ask]
    for node in _preorder(a["trace"]):
        for child in node["children"]:
            assert child["clause"] in rb.clauses[node["clause"]].depends_on, (node["clause"], child["clause"])
    for c in a["citations"]:
        assert c["text"] == rb.clauses[c["id"]].text
        if edition == "en":
            assert not c["translation_only"], c["id"]
    if edition == "en":
        assert a["decided_by_translation_only"] is False


@pytest.mark.parametrize("path", corpus_files(), ids=lambda p: p.name)
def test_answers_are_deterministic(rb, path):
    scn = load_scenario(path)
    runs = []
    for _ in range(2):
        base = Board.from_scenario(scn)
        runs.append(json.dumps([localize(answer_question(rb, scn, q, base, path=str(path)), lang)
                                for q in scn.questions for lang in ("es", "en")],
                               ensure_ascii=False, sort_keys=False))
    assert runs[0] == runs[1]


def test_context_refuses_a_step_that_is_not_an_edge(rb):
    @evaluates("capacidad.1")
    def root(ctx):
        ctx.apply("control.7", leaf)  # capacidad.1 does not depend on control.7
        return Outcome(None, True, "")

    @evaluates("control.7")
    def leaf(ctx):
        return Outcome(None, True, "")

    with pytest.raises(TraceError, match="not a depends_on edge"):
        Context(rb, board=None).apply("capacidad.1", root)


def test_context_refuses_an_unregistered_evaluator(rb):
    with pytest.raises(TraceError, match="not a registered evaluator"):
        Context(rb, board=None).apply("capacidad.1", lambda ctx: Outcome(None, True, ""))


def test_context_refuses_translation_only_under_en(rb):
    @evaluates("capacidad.5")
    def five(ctx):
        return Outcome(None, True, "")

    with pytest.raises(TraceError, match="translation-only"):
        Context(rb, board=None, edition="en").apply("capacidad.5", five)


def test_a_missing_edge_breaks_the_evaluation(rb, tmp_path):
    """Remove objetivo.14 from objetivo.7's depends_on: answering a question that needs it fails."""

    from arbitro.rulebook import Rulebook

    clauses = dict(rb.clauses)
    c7 = clauses["objetivo.7"]
    clauses["objetivo.7"] = c7.replace(depends_on=tuple(d for d in c7.depends_on if d != "objetivo.14"))
    broken = Rulebook(clauses=clauses, aliases=rb.aliases, sections=rb.sections, roots=rb.roots)
    path = next(p for p in corpus_files() if p.name == "aturde-a-ese-enemigo.yaml")
    scn = load_scenario(path)
    q = scn.questions[0]
    with pytest.raises(TraceError):
        answer_question(broken, scn, q, Board.from_scenario(scn), path=str(path))
