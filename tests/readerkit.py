"""What the reader's family tests share: an event in a hand whose effects are given (``ask_effects``),
the clause ids a justification tree walks (``clause_codes``) and the JSON answers of a scenario text
(``ask_json``). Each family's file keeps its own cases; the harness is written once, here."""

from __future__ import annotations

import json

EVENT_BOARD = """schema: arbitro/v1
edition: es
players: [{{id: p1, form: hero, deck: {deck}}}]
cards:
  - {{id: yo, type: identity, owner: p1}}
  - {{id: malo, type: villain}}
  - {{id: ev, type: event, owner: p1, zone: hand, abilities: [{{header: Acción, effects: {effects}}}]}}
questions: [{{ask: can_initiate, player: p1, card: ev}}]
"""


def read_both(es: str, en: str) -> list:
    """The Spanish and the English printing, each read as one ability and fully: the two readings."""
    from arbitro.reader import read

    out = []
    for lang, text in (("es", es), ("en", en)):
        rs = read(text, lang)
        assert len(rs) == 1, lang
        assert rs[0].unread == [], (lang, rs[0].unread)
        out.append(rs[0])
    return out


def assert_reads_to(es: str, en: str, effects: list) -> None:
    """The Spanish and the English printing of one ability both read fully, to ``effects``."""
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.effects == effects, lang


def ask_effects(rb, tmp_path, effects: str, deck: int = 5) -> dict:
    """``can_initiate`` of an event in p1's hand whose effects are ``effects`` (YAML flow), with ``deck``
    cards in p1's deck: the engine's answer (a dict, the JSON contract's shape)."""
    from arbitro.engine.board import Board
    from arbitro.engine.questions import answer_question
    from arbitro.scenario import load_scenario

    f = tmp_path / "s.yaml"
    f.write_text(EVENT_BOARD.format(deck=deck, effects=effects), encoding="utf-8")
    scn = load_scenario(f)
    return answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))


def clause_codes(node: dict, out: list | None = None) -> list[str]:
    """Every clause id of a justification tree, root first."""
    out = [] if out is None else out
    out.append(node["clause"])
    for c in node["children"]:
        clause_codes(c, out)
    return out


def ask_event_text(tmp_path, text: str, lang: str = "en", extra: str = "", form: str = "hero") -> dict:
    """``arbitro ask --json`` of ``can_initiate`` on an event in p1's hand whose one ability is the printed
    ``text`` (read in ``lang``), p1 in ``form`` with an identity and a villain on the board, plus the card lines
    ``extra`` (YAML, indented as list items): the answer, its citations as ids (:func:`ask_json`)."""
    board = (f"schema: arbitro/v1\ncard_lang: {lang}\nplayers: [{{id: p1, form: {form}}}]\ncards:\n"
             "  - {id: yo, type: identity, owner: p1}\n  - {id: malo, type: villain}\n"
             f"  - {{id: ev, type: event, owner: p1, zone: hand, abilities: [{{id: a1, text: {json.dumps(text)}}}]}}\n"
             + (extra + "\n" if extra else "")
             + "questions:\n  - {id: q, ask: can_initiate, player: p1, card: ev}\n")
    (answer,) = ask_json(tmp_path, board)
    return answer


def ask_json(tmp_path, text: str) -> list[dict]:
    """``arbitro ask FILE --json`` on a scenario written from ``text``: its answers, each answer's
    citations as their ids."""
    from typer.testing import CliRunner

    from arbitro.app import app

    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    res = CliRunner().invoke(app, ["ask", str(f), "--json"])
    assert res.exit_code in (0, 1), res.output
    answers = json.loads(res.output)
    for a in answers:
        a["citations"] = [c["id"] for c in a["citations"]]
    return answers
