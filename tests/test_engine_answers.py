"""Every expectation of the corpus holds, and the editions behave as the spec says."""

from __future__ import annotations

import pytest

from arbitro.engine.board import Board
from arbitro.engine.questions import answer_both, answer_question, answer_scenario
from arbitro.render.reasons import localize, render
from arbitro.scenario import load_scenario

from conftest import SCENARIOS, corpus_files


def _expected():
    for path in corpus_files():
        scn = load_scenario(path)
        for q in scn.questions:
            if q.expect is not None:
                yield pytest.param(path, q.id, id=f"{path.parent.name}/{path.name}::{q.id}")


@pytest.mark.parametrize("path,qid", list(_expected()))
def test_corpus_expectation(rb, path, qid):
    scn = load_scenario(path)
    q = next(q for q in scn.questions if q.id == qid)
    a = answer_question(rb, scn, q, Board.from_scenario(scn), path=str(path))
    assert not a.get("errors"), a["errors"]
    assert a["answer"] == a["expected"], a["trace"]
    assert a["missing_cites"] == []
    assert a["ok"] is True


def _one(rb, rel, qid, **kw):
    path = SCENARIOS / rel
    scn = load_scenario(path)
    q = next(q for q in scn.questions if q.id == qid)
    return answer_question(rb, scn, q, Board.from_scenario(scn), path=str(path), **kw)


def test_translation_only_decides_and_is_flagged(rb):
    es = _one(rb, "capacidad/traduccion.yaml", "sin-efecto-es")
    assert es["answer"] == "no" and es["decided_by_translation_only"] is True
    en = _one(rb, "capacidad/traduccion.yaml", "sin-efecto-es", edition="en")
    assert en["answer"] == "yes" and en["decided_by_translation_only"] is False
    assert "expected" not in en  # an overridden edition is not compared with the scenario's expectation


def test_edition_both_names_the_deciding_clauses(rb):
    path = SCENARIOS / "capacidad/traduccion.yaml"
    scn = load_scenario(path)
    q = next(q for q in scn.questions if q.id == "sin-efecto-es")
    es, en = answer_both(rb, scn, q, Board.from_scenario(scn), path=str(path))
    assert (es["edition"], en["edition"]) == ("es", "en")
    assert es["editions_differ"] is en["editions_differ"] is True
    assert es["deciding_clauses"] == ["capacidad.16", "capacidad.5"]
    assert es["ok"] is True and "ok" not in en


def test_edition_both_agrees_when_no_translation_clause_decides(rb):
    path = SCENARIOS / "capacidad/ejemplo-esbirro.yaml"
    scn = load_scenario(path)
    es, en = answer_both(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(path))
    assert es["editions_differ"] is False and es["deciding_clauses"] == []
    assert es["answer"] == en["answer"] == "no"


def test_forced_ability_is_automatic(rb):
    a = _one(rb, "capacidad/quien-puede-usar.yaml", "iniciar-obligada")
    assert a["answer"] == "no" and a["automatic"] is True


def test_targets_lists_every_candidate_with_its_excluding_clause(rb):
    a = _one(rb, "objetivo/dano-y-restricciones.yaml", "ataque")
    by_id = {c["id"]: c for c in a["candidates"]}
    assert by_id["villano"]["valid"] is False
    assert by_id["villano"]["excluded_by"][0]["clause"] == "objetivo.15"
    assert by_id["intocable"]["excluded_by"][0]["clause"] == "objetivo.14"
    assert by_id["duro"]["valid"] is True


def test_events_do_not_leak_between_questions(rb):
    path = SCENARIOS / "control/controlador.yaml"
    answers = {a["question"]: a for a in answer_scenario(rb, load_scenario(path), path=str(path))}
    assert answers["toma-de-control"]["answer"] == "p1"
    assert answers["aliado-propio"]["answer"] == "p2"


def test_destination_the_rules_do_not_allow_is_an_error(rb, tmp_path):
    src = (SCENARIOS / "control/destino.yaml").read_text(encoding="utf-8")
    src = src.split("questions:")[0] + "questions:\n  - {ask: destination, card: esbirro, to: hand}\n"
    f = tmp_path / "x.yaml"
    f.write_text(src, encoding="utf-8")
    scn = load_scenario(f)
    a = localize(answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f)), "es")
    assert a["errors"] and "mano" in a["errors"][0]["message"]
    a_en = localize(answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f)), "en")
    assert "hand" in a_en["errors"][0]["message"]
