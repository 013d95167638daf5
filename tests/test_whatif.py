"""What would change the ruling (engine/whatif.py, ``arbitro ask --what-if``): every change listed
really flips the answer when made, through the normal engine; a yes has none; text and JSON."""

from __future__ import annotations

import json
import textwrap

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.engine import whatif
from arbitro.engine.board import Board
from arbitro.engine.questions import answer_question, board_for, evaluate
from arbitro.render.reasons import localize
from arbitro.scenario import load_scenario

from conftest import ROOT, corpus_files

runner = CliRunner()
ESBIRRO = str(ROOT / "scenarios/capacidad/ejemplo-esbirro.yaml")


def _answers(rb, path):
    scn = load_scenario(path)
    base = Board.from_scenario(scn)
    for q in scn.questions:
        for ed in ("es", "en"):
            yield scn, q, base, answer_question(rb, scn, q, base, path=str(path), edition=ed)


def test_every_listed_change_flips_the_answer_when_made(rb):
    """Over the whole corpus, both editions: each change found, made on a fresh copy of the board,
    answered again by the engine, gives the answer the what-if states; and nothing is found for an
    answer it does not apply to."""
    checked = 0
    for path in corpus_files():
        for scn, q, base, a in _answers(rb, path):
            board = board_for(base, q) if not a.get("errors") else None
            found = whatif.find(rb, board, q, a) if board is not None else []
            if not whatif.applicable(a):
                assert found == []
                continue
            for f in found:
                new, q2 = whatif.changed(board, q, f.change)
                value, _, _ = evaluate(rb, new, q2, edition=a["edition"])
                assert value == f.answer, (path, q.id, f.change)
                if q.ask == "can_initiate":
                    assert value == "yes"
                else:
                    assert f.target in value and f.target not in a["answer"]
                checked += 1
            # the board the question is asked on is never changed by the what-if
            again = answer_question(rb, scn, q, base, path=str(path), edition=a["edition"])
            assert again["answer"] == a["answer"]
    assert checked >= 40


def _scenario(tmp_path, text: str) -> str:
    p = tmp_path / "s.yaml"
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    return str(p)


BASE = """\
schema: arbitro/v1
players:
  - {id: p1, form: hero}
cards:
  - {id: spidey, type: identity, owner: p1, stats: {atk: 2, thw: 1, def: 3}}
  - {id: rhino, type: villain, restrictions: [cannot_take_damage]}
  - {id: patada, type: event, owner: p1, zone: hand,
     abilities: [{header: Acción de Héroe, text: "Inflige 5 de Daño a un enemigo.",
                  effects: [{verb: deal_damage, amount: 5, target: {select: a, kind: enemy}}]}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: patada}
"""


def test_the_changes_are_checked_against_a_board_written_by_hand(tmp_path, rb):
    """The what-ifs of a 'no' name the change; the same change written into the scenario file
    gives a 'yes' from the command line (nothing is hard-coded for a scenario)."""
    path = _scenario(tmp_path, BASE)
    r = runner.invoke(app, ["ask", path, "--json", "--what-if"])
    got = json.loads(r.output)[0]
    assert got["answer"] == "no"
    changes = [w["reason"]["code"] for w in got["what_if"]]
    assert "whatif.no_restriction" in changes and "whatif.form" in changes or "whatif.add_card" in changes
    assert {"change": got["what_if"][0]["change"], "answer": "yes"}.items() <= got["what_if"][0].items()
    texts = [w["change"] for w in got["what_if"]]
    assert "si rhino no tuviera «no puede sufrir Daño»" in texts
    assert "si hubiera un Esbirro en juego" in texts
    # written by hand: rhino without the restriction, and (separately) a minion in play
    fixed = _scenario(tmp_path, BASE.replace(", restrictions: [cannot_take_damage]", ""))
    assert json.loads(runner.invoke(app, ["ask", fixed, "--json"]).output)[0]["answer"] == "yes"
    minion = _scenario(tmp_path, BASE.replace("  - {id: patada", "  - {id: m1, type: minion}\n  - {id: patada"))
    assert json.loads(runner.invoke(app, ["ask", minion, "--json"]).output)[0]["answer"] == "yes"


def test_a_yes_has_no_what_if(tmp_path):
    path = _scenario(tmp_path, BASE.replace(", restrictions: [cannot_take_damage]", ""))
    r = runner.invoke(app, ["ask", path, "--json", "--what-if"])
    assert "what_if" not in json.loads(r.output)[0]
    text = runner.invoke(app, ["ask", path]).output
    assert "Qué cambiaría" not in text


def test_text_shows_what_if_under_a_no_by_default_and_not_with_no_what_if():
    r = runner.invoke(app, ["ask", ESBIRRO, "--question", "sin-esbirros"])
    assert r.exit_code == 0
    lines = r.output.splitlines()
    i = lines.index("Qué cambiaría la respuesta:")
    assert lines[i + 1] == "  → sí, si hubiera un Esbirro en juego"
    assert lines.index("Justificación:") > i
    assert "Qué cambiaría" not in runner.invoke(app, ["ask", ESBIRRO, "-q", "sin-esbirros", "--no-what-if"]).output
    en = runner.invoke(app, ["ask", ESBIRRO, "-q", "sin-esbirros", "--lang", "en"]).output
    assert "What would change the ruling:\n  → yes, if there were a minion in play" in en


def test_json_carries_what_if_only_when_asked():
    plain = json.loads(runner.invoke(app, ["ask", ESBIRRO, "--json"]).output)
    assert all("what_if" not in a for a in plain)
    asked = json.loads(runner.invoke(app, ["ask", ESBIRRO, "--json", "--what-if"]).output)
    assert asked[0]["what_if"] == [{"change": "si hubiera un Esbirro en juego",
                                    "reason": {"code": "whatif.add_card",
                                               "args": {"type": "minion", "zone": "play", "state": []}},
                                    "answer": "yes"}]
    # the rest of the answer is the same
    assert {k: v for k, v in asked[0].items() if k != "what_if"} == plain[0]


def test_targets_what_if_names_the_target_it_makes_valid():
    path = str(ROOT / "scenarios/objetivo/dano-y-restricciones.yaml")
    r = runner.invoke(app, ["ask", path, "-q", "ataque", "--what-if"])
    assert "  → villano sería válido si villano no tuviera «no puede ser atacado»" in r.output
    got = json.loads(runner.invoke(app, ["ask", path, "-q", "ataque", "--what-if", "--json"]).output)[0]
    w = [x for x in got["what_if"] if x["target"] == "villano"][0]
    assert "villano" in w["answer"] and "villano" not in got["answer"]
    # targets answers get no what-if by default (text unchanged)
    assert "Qué cambiaría" not in runner.invoke(app, ["ask", path, "-q", "ataque"]).output


def test_no_single_change_is_said_so():
    path = str(ROOT / "scenarios/capacidad/traduccion.yaml")
    r = runner.invoke(app, ["ask", path, "-q", "sin-efecto-es"])
    assert "Qué cambiaría la respuesta:\n  ningún cambio simple del tablero cambia la respuesta" in r.output


def test_bounded_and_shown_five_at_most(tmp_path, rb):
    """Many candidates: at most TRIES boards answered, CAP kept, five shown in text with a count."""
    cards = "\n".join(f"  - {{id: m{i}, type: minion, restrictions: [cannot_take_damage]}}" for i in range(30))
    path = _scenario(tmp_path, BASE.replace("  - {id: patada", cards + "\n  - {id: patada"))
    scn = load_scenario(path)
    q = scn.questions[0]
    base = Board.from_scenario(scn)
    a = answer_question(rb, scn, q, base, path=path)
    calls = []
    real = whatif.answer_on

    def counting(*args, **kw):
        calls.append(1)
        return real(*args, **kw)
    whatif.answer_on = counting
    try:
        found = whatif.find(rb, base, q, a)
    finally:
        whatif.answer_on = real
    assert len(calls) <= whatif.TRIES and len(found) <= whatif.CAP
    text = runner.invoke(app, ["ask", path]).output
    shown = [line for line in text.splitlines() if line.startswith("  → ")]
    assert len(shown) == 5 and "… y " in text and "más (--json los da todos)" in text


def test_order_is_deterministic():
    outs = {runner.invoke(app, ["ask", str(p), "--what-if", "--json"]).output for p in corpus_files()[:3] for _ in (0, 1)}
    assert len(outs) == 3


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_change_renders_in_both_languages(rb, lang):
    for path in corpus_files():
        for scn, q, base, a in _answers(rb, path):
            if whatif.applicable(a):
                a["what_if"] = whatif.what_if(rb, board_for(base, q), q, a)
                localize(a, lang)
                for w in a["what_if"]:
                    assert w["change"] and "{" not in w["change"] and "." not in w["change"].split()[0], w


def test_big_boards_and_long_files_are_bounded(tmp_path, monkeypatch, rb):
    """A big board tries fewer changes (CARD_BUDGET), and a run stops adding what-ifs once it has
    answered RUN_BUDGET changed boards: later answers carry none (deterministically)."""
    assert whatif.tries_for(Board({}, {str(i): None for i in range(10_000)}, [])) == 5
    assert whatif.tries_for(Board({}, {}, [])) == whatif.TRIES
    qs = "\n".join(f"  - {{id: q{i}, ask: can_initiate, player: p1, card: patada}}" for i in range(6))
    path = _scenario(tmp_path, BASE.split("questions:")[0] + "questions:\n" + qs + "\n")
    monkeypatch.setattr(whatif, "RUN_BUDGET", 3 * (whatif.TRIES + 1))
    got = json.loads(runner.invoke(app, ["ask", path, "--json", "--what-if"]).output)
    assert ["what_if" in a for a in got] == [True, True, True, False, False, False]
