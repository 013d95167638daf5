"""Honest answers: assumptions, warnings and undetermined (issue 14), never citations."""

from __future__ import annotations

import json

from arbitro.engine import abilities, questions
from arbitro.engine.board import Board
from arbitro.engine.questions import answer_question
from arbitro.reason import R
from arbitro.render.reasons import localize
from arbitro.render.text import render_answer
from arbitro.scenario import load_scenario

from conftest import SCENARIOS


def _answer(rb, rel, qid, lang="es"):
    path = SCENARIOS / rel
    scn = load_scenario(path)
    q = next(q for q in scn.questions if q.id == qid)
    return localize(answer_question(rb, scn, q, Board.from_scenario(scn), path=str(path)), lang)


def _with_unknown(monkeypatch, *, assume=False, warn=False, unknown=False):
    real = abilities.can_initiate

    def wrapped(ctx, *args):
        if assume:
            ctx.assume(R("objetivo.7.no_identity", player="p9"))
        if warn:
            ctx.warn(R("objetivo.7.no_identity", player="p8"))
            ctx.warn(R("objetivo.7.no_identity", player="p8"))  # said twice, listed once
        if unknown:
            ctx.undetermined(R("objetivo.7.no_identity", player="p7"))
        return real(ctx, *args)

    monkeypatch.setattr(abilities, "can_initiate", wrapped)


def test_every_answer_lists_assumptions_and_warnings_empty_by_default(rb):
    a = _answer(rb, "capacidad/ejemplo-esbirro.yaml", "sin-esbirros")
    assert a["assumptions"] == [] and a["warnings"] == []
    assert "unknowns" not in a and "undetermined" not in a
    text = render_answer(a)
    assert "Supuestos" not in text and "Avisos" not in text


def test_assumptions_and_warnings_are_text_lists_not_citations(rb, monkeypatch):
    _with_unknown(monkeypatch, assume=True, warn=True)
    a = _answer(rb, "capacidad/ejemplo-esbirro.yaml", "sin-esbirros")
    assert a["assumptions"] == ["p9 no tiene identidad en juego"]
    assert a["warnings"] == ["p8 no tiene identidad en juego"]
    assert json.loads(json.dumps(a, ensure_ascii=False))["warnings"] == a["warnings"]
    assert "objetivo.7" not in [c["id"] for c in a["citations"]][:1]
    text = render_answer(a)
    assert "Supuestos: p9 no tiene identidad en juego" in text
    assert "Avisos: p8 no tiene identidad en juego" in text
    en = _answer(rb, "capacidad/ejemplo-esbirro.yaml", "sin-esbirros", lang="en")
    assert "Assumptions: p9 has no identity in play" in render_answer(en, "en")


def test_unknown_turns_a_yes_into_undetermined(rb, monkeypatch):
    _with_unknown(monkeypatch, unknown=True)
    a = _answer(rb, "capacidad/esbirro-en-juego.yaml", "q1")
    assert a["answer"] == "undetermined"
    assert a["unknowns"] == ["p7 no tiene identidad en juego"]
    assert render_answer(a).splitlines()[1].startswith("INDETERMINADO: ")
    en = _answer(rb, "capacidad/esbirro-en-juego.yaml", "q1", lang="en")
    assert render_answer(en, "en").splitlines()[1].startswith("UNDETERMINED: ")


def test_unknown_leaves_a_no_that_holds_regardless(rb, monkeypatch):
    _with_unknown(monkeypatch, unknown=True)
    a = _answer(rb, "capacidad/ejemplo-esbirro.yaml", "sin-esbirros")
    assert a["answer"] == "no" and a["unknowns"]


def test_undetermined_is_a_valid_expectation():
    assert questions.normalise("can_initiate", "undetermined") == "undetermined"
    assert questions.normalise("can_initiate", "Indeterminado") == "undetermined"


def test_expect_undetermined_loads_and_compares(rb, tmp_path, monkeypatch):
    f = tmp_path / "u.yaml"
    f.write_text((SCENARIOS / "capacidad/esbirro-en-juego.yaml").read_text(encoding="utf-8").replace(
        'expect: {answer: "yes", cites: [capacidad.4, objetivo.3, objetivo.7, objetivo.8]}',
        'expect: {answer: undetermined, cites: [capacidad.4]}'), encoding="utf-8")
    scn = load_scenario(f)
    q = scn.questions[0]
    assert q.expect.answer == "undetermined"
    assert answer_question(rb, scn, q, Board.from_scenario(scn), path=str(f))["ok"] is False
    _with_unknown(monkeypatch, unknown=True)
    assert answer_question(rb, scn, q, Board.from_scenario(scn), path=str(f))["ok"] is True
