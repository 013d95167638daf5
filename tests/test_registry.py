"""The clause registry: every clause the engine evaluates has an evaluator, is reachable
from a question root, and is cited by at least one expectation of the corpus that passes;
the clauses it does not evaluate say why (reference_only). Like a linter's rule registry."""

from __future__ import annotations

import importlib

import pytest

from arbitro.engine.board import Board
from arbitro.engine.questions import answer_scenario
from arbitro.scenario import load_scenario

from conftest import corpus_files

ENGINE_MODULES = ("abilities", "control", "targets", "questions")


@pytest.fixture(scope="module")
def evaluators():
    for m in ENGINE_MODULES:
        importlib.import_module(f"arbitro.engine.{m}")
    from arbitro.engine.context import EVALUATORS

    return EVALUATORS


@pytest.fixture(scope="module")
def passing_cites(rb):
    cites: dict[str, list[str]] = {}
    for path in corpus_files():
        for a in answer_scenario(rb, load_scenario(path), path=str(path)):
            if a.get("ok"):
                for c in a["expected_cites"]:
                    cites.setdefault(c, []).append(f"{path.name}::{a['question']}")
    return cites


def _reachable(rb) -> set[str]:
    seen: set[str] = set()
    stack = list(rb.roots.values())
    while stack:
        cid = stack.pop()
        if cid not in seen:
            seen.add(cid)
            stack.extend(rb.clauses[cid].depends_on)
    return seen


def test_every_evaluated_clause_has_an_evaluator(rb, evaluators):
    missing = [c.id for c in rb if not c.reference_only and c.id not in evaluators]
    assert missing == []


def test_reference_only_clauses_have_no_evaluator_and_say_why(rb, evaluators):
    for c in rb:
        if c.reference_only:
            assert c.id not in evaluators, c.id
            assert len(c.reference_only) > 20, c.id


def test_every_evaluator_belongs_to_a_clause(rb, evaluators):
    assert sorted(set(evaluators) - set(rb.clauses)) == []


def test_every_evaluated_clause_is_reachable_from_a_root(rb):
    reach = _reachable(rb)
    assert [c.id for c in rb if not c.reference_only and c.id not in reach] == []


def test_every_evaluated_clause_is_cited_by_a_passing_expectation(rb, passing_cites):
    uncovered = [c.id for c in rb if not c.reference_only and c.id not in passing_cites]
    assert uncovered == []


def test_every_clause_is_documented(rb):
    for c in rb:
        assert c.text and c.gloss_en and c.kind and c.section, c.id


def test_corpus_size_and_rulings():
    """Issue #7: at least 150 questions, and the public rulings are in the corpus with a source."""
    total = 0
    sources = []
    for path in corpus_files():
        scn = load_scenario(path)
        total += len(scn.questions)
        if path.parent.name == "faq":
            assert scn.source, path
            sources.append(path.name)
    assert total >= 150
    assert len(sources) >= 5


def test_base_board_is_not_mutated_by_questions(rb):
    path = next(p for p in corpus_files() if p.name == "controlador.yaml")
    scn = load_scenario(path)
    base = Board.from_scenario(scn)
    before = repr(base)
    from arbitro.engine.questions import answer_question

    for q in scn.questions:
        answer_question(rb, scn, q, base, path=str(path))
    assert repr(base) == before


def test_each_evaluated_clause_has_exactly_one_evaluator(evaluators):
    """Issue #13: a clause's code is found from its id (no clause decided inside another's code)."""
    # (tests of the context register throw-away evaluators of their own: only arbitro's count)
    own = {cid: [f.__name__ for f in fns if f.__module__.startswith("arbitro.")] for cid, fns in evaluators.items()}
    shared = {cid: names for cid, names in own.items() if len(names) != 1}
    assert shared == {}


def test_validity_clauses_are_decided_by_their_own_evaluator(evaluators):
    """objetivo.6, 12, 12.1, 13–16 and 19.1 decide a candidate in their own evaluator (the one
    registered under the id), not in a shared function that only records the verdict."""
    from arbitro.engine import targets

    ids = ("objetivo.6", "objetivo.12", "objetivo.12.1", "objetivo.13", "objetivo.14", "objetivo.15",
           "objetivo.16", "objetivo.19.1")
    assert sorted(targets.VALIDITY) == sorted(ids)
    for cid in ids:
        assert [f for f in evaluators[cid] if f.__module__.startswith("arbitro.")] == [targets.VALIDITY[cid]], cid
    assert len({id(targets.VALIDITY[c]) for c in ids}) == len(ids)
