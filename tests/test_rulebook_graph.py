"""The rulebook graph: valid, acyclic, every clause reachable or reference-only; loader errors."""

from __future__ import annotations

import networkx as nx
import pytest

from arbitro import rulebook
from arbitro.rulebook import RulebookError, find_cycle, parse
from arbitro.rulebook import graph as g


def test_shipped_graph_has_no_problems(rb):
    assert g.validate(rb) == []


def test_depends_on_is_acyclic(rb):
    assert nx.is_directed_acyclic_graph(g.depends_graph(g.build(rb)))


def test_every_edge_target_exists_and_same_as_is_symmetric(rb):
    for c in rb:
        for edge in rulebook.EDGE_TYPES:
            for t in getattr(c, edge):
                assert t in rb.clauses, (c.id, edge, t)
        for other in c.same_as:
            assert c.id in rb.clauses[other].same_as


def test_exceptions_and_examples_hang_under_their_rule(rb):
    for c in rb:
        for t in c.exception_to:
            assert c.id in rb.clauses[t].depends_on, c.id  # a rule evaluates its exceptions
        if c.kind == "example":
            assert c.example_of and c.parent in c.example_of, c.id


def test_every_question_kind_has_a_root(rb):
    assert set(rb.roots) == set(rulebook.QUESTION_KINDS)


def _doc(clauses: str, name: str = "x.yaml") -> list[tuple[str, str]]:
    return [(name, "section: X\nclauses:\n" + clauses + """
  - {id: r.can, kind: rule, text: t, gloss_en: g, root_of: [can_initiate, targets, controller, owner, destination, who_may_use, order]}
""")]


def test_duplicate_id_is_reported_with_file_and_clause():
    with pytest.raises(RulebookError, match=r"x\.yaml: clause a\.1: duplicate id"):
        parse(_doc("  - {id: a.1, kind: rule, text: uno, gloss_en: one}\n  - {id: a.1, kind: rule, text: dos, gloss_en: two}\n"))


def test_missing_reference_is_reported_with_a_suggestion():
    with pytest.raises(RulebookError, match=r"clause a\.1: depends_on names missing clause a\.22 \(did you mean a\.2\?\)"):
        parse(_doc("  - {id: a.1, kind: rule, text: uno, gloss_en: one, depends_on: [a.22]}\n"
                   "  - {id: a.2, kind: rule, text: dos, gloss_en: two}\n"))


def test_cycle_is_printed():
    with pytest.raises(RulebookError, match=r"depends_on cycle: a\.1 -> a\.2 -> a\.3 -> a\.1"):
        parse(_doc("  - {id: a.1, kind: rule, text: uno, gloss_en: one, depends_on: [a.2]}\n"
                   "  - {id: a.2, kind: rule, text: dos, gloss_en: two, depends_on: [a.3]}\n"
                   "  - {id: a.3, kind: rule, text: tres, gloss_en: three, depends_on: [a.1]}\n"))


def test_empty_text_is_reported():
    with pytest.raises(RulebookError, match=r"x\.yaml: clause a\.1: empty text"):
        parse(_doc("  - {id: a.1, kind: rule, text: '  ', gloss_en: one}\n"))


def test_alias_resolves_to_the_renamed_clause():
    rb = parse(_doc("  - {id: a.2, kind: rule, text: dos, gloss_en: two, aliases: [a.1]}\n"))
    assert rb.resolve("a.1").id == "a.2"


def test_find_cycle_none_on_a_dag():
    assert find_cycle({"a": ("b",), "b": ("c",), "c": ()}) is None


def test_unreachable_clause_without_reason_is_a_problem(rb):

    from arbitro.rulebook import Rulebook

    clauses = dict(rb.clauses)
    clauses["capacidad.4.1"] = clauses["capacidad.4.1"].replace(reference_only=None)
    broken = Rulebook(clauses=clauses, aliases=rb.aliases, sections=rb.sections, roots=rb.roots)
    assert any("capacidad.4.1" in p for p in g.validate(broken))
