"""The question commands and `check`, through Typer's CliRunner: exit codes and output."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from typer.testing import CliRunner

from arbitro.app import app

from conftest import SCENARIOS

runner = CliRunner()
ESBIRRO = str(SCENARIOS / "capacidad" / "ejemplo-esbirro.yaml")
CONTROL = str(SCENARIOS / "control" / "controlador.yaml")
TRAD = str(SCENARIOS / "capacidad" / "traduccion.yaml")


def invoke(*args):
    return runner.invoke(app, list(args))


def test_ask_text_answer_first_then_tree():
    r = invoke("ask", ESBIRRO, "--question", "sin-esbirros", "--quotes", "all")
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert lines[1] == "NO se puede iniciar"
    assert lines[2].startswith("Porque: objetivo.7, capacidad.5, capacidad.16")
    assert "«Si una capacidad especifica uno o varios objetivos" in r.output
    assert "Justificación:" in r.output


def test_ask_english_keeps_spanish_quotes():
    r = invoke("ask", ESBIRRO, "--question", "sin-esbirros", "--lang", "en", "--quotes", "all")
    assert r.exit_code == 0
    assert "It can NOT be initiated" in r.output and "Justification:" in r.output
    assert "«Si una capacidad especifica uno o varios objetivos" in r.output


def test_ask_json_is_the_contract():
    r = invoke("ask", ESBIRRO, "--json")
    assert r.exit_code == 0
    data = json.loads(r.output)
    assert isinstance(data, list) and len(data) == 3
    a = data[0]
    for key in ("scenario", "question", "ask", "edition", "answer", "automatic", "decided_by_translation_only",
                "citations", "trace", "expected", "ok", "missing_cites"):
        assert key in a, key
    assert a["scenario"] == ESBIRRO and a["answer"] == "no" and a["ok"] is True
    assert set(a["trace"]) >= {"clause", "holds", "because", "children"}


def test_ask_is_byte_identical_across_runs():
    assert invoke("ask", CONTROL, "--json").output == invoke("ask", CONTROL, "--json").output
    assert invoke("ask", CONTROL).output == invoke("ask", CONTROL).output


def test_ask_unknown_question_suggests():
    r = invoke("ask", ESBIRRO, "--question", "sin-esbirro")
    assert r.exit_code == 2
    assert "sin-esbirros" in r.output


def test_edition_both_text_says_what_differs():
    r = invoke("ask", TRAD, "--question", "sin-efecto-es", "--edition", "both")
    assert r.exit_code == 0
    assert "capacidad.16, capacidad.5" in r.output
    assert "⚠" in r.output


def test_edition_both_json_two_objects():
    data = json.loads(invoke("ask", TRAD, "--question", "sin-efecto-es", "--edition", "both", "--json").output)
    assert [a["edition"] for a in data] == ["es", "en"]
    assert data[0]["answer"] == "no" and data[1]["answer"] == "yes"
    assert all(a["editions_differ"] for a in data)


def test_shortcuts():
    r = invoke("controller", CONTROL, "viuda")
    assert r.exit_code == 0 and r.output.splitlines()[1] == "Controlador: p2"
    r = invoke("owner", CONTROL, "esbirro", "--lang", "en")
    assert r.output.splitlines()[1] == "Owner: the scenario"
    r = invoke("can-initiate", ESBIRRO, "--player", "p1", "--card", "patada", "--json")
    assert json.loads(r.output)[0]["answer"] == "no"
    r = invoke("targets", str(SCENARIOS / "objetivo" / "crisis.yaml"), "--player", "p1", "--card", "barrido")
    assert "Objetivos válidos: bomba" in r.output and "objetivo.19.1" in r.output
    r = invoke("can-initiate", str(SCENARIOS / "faq" / "intervencion-con-int-0.yaml"), "-p", "p1", "--basic", "thwart",
               "--character", "hulk")
    assert r.output.splitlines()[1] == "Sí se puede iniciar"
    r = invoke("who-may-use", str(SCENARIOS / "capacidad" / "quien-puede-usar.yaml"), "deuda")
    assert "Quién puede usarla: p2" in r.output
    r = invoke("order", str(SCENARIOS / "capacidad" / "prioridad.yaml"), "--question", "interrupciones")
    assert "Orden de resolución: [villano:oi] → [h1:int]" in r.output


@pytest.mark.parametrize("args,needle", [
    (("controller", CONTROL, "halcn"), "halcon"),
    (("can-initiate", ESBIRRO, "--player", "p9", "--card", "patada"), "p1"),
    (("can-initiate", ESBIRRO, "--player", "p1"), "--card"),
    (("can-initiate", ESBIRRO, "--player", "p1", "--basic", "atack", "--character", "spidey"), "attack"),
    (("targets", ESBIRRO, "--player", "p1", "--card", "patada", "--ability", "a9"), "a1"),
    (("order", CONTROL, "--question", "q1"), "order"),
])
def test_shortcut_errors_exit_2_with_a_suggestion(args, needle):
    r = invoke(*args)
    assert r.exit_code == 2
    assert needle in r.output
    assert "Traceback" not in r.output


def test_ask_bad_file_exits_2_without_traceback(tmp_path):
    f = tmp_path / "malo.yaml"
    f.write_text("schema: arbitro/v1\nplayers: [\n", encoding="utf-8")
    r = invoke("ask", str(f))
    assert r.exit_code == 2 and "malo.yaml" in r.output and "Traceback" not in r.output


def test_check_corpus_passes_with_full_coverage():
    r = invoke("check", str(SCENARIOS), "--coverage")
    assert r.exit_code == 0, r.output[-3000:]
    last = r.output.strip().splitlines()[-1]
    assert last.endswith("0 failed, 0 skipped") and int(last.split()[0]) >= 150
    assert "cobertura total: 100.0%" in r.output


def test_check_reports_failures_bad_files_and_exit_codes(tmp_path):
    good = (SCENARIOS / "capacidad" / "ejemplo-esbirro.yaml").read_text(encoding="utf-8")
    (tmp_path / "a-bien.yaml").write_text(good, encoding="utf-8")
    (tmp_path / "b-mal.yaml").write_text(good.replace('expect: {answer: "no", cites', 'expect: {answer: "yes", cites'), encoding="utf-8")
    (tmp_path / "c-roto.yaml").write_text("schema: arbitro/v1\ncards: 3\n", encoding="utf-8")
    (tmp_path / "d-sin-expect.yaml").write_text(good.split("questions:")[0] + "questions:\n  - {ask: owner, card: rhino}\n", encoding="utf-8")
    r = invoke("check", str(tmp_path))
    out = r.output.strip().splitlines()
    assert r.exit_code == 1
    assert out[-1] == "5 passed, 1 failed, 1 skipped"
    assert out[-2].startswith("1 archivo(s) no se pudieron cargar: ") and "c-roto.yaml" in out[-2]
    assert "FALLO" in r.output and "NO COINCIDE" in r.output
    out = invoke("check", str(tmp_path), "--lang", "en").output.strip().splitlines()
    assert out[-2].startswith("1 file(s) could not be loaded: ") and "c-roto.yaml" in out[-2]
    (tmp_path / "b-mal.yaml").unlink()
    r = invoke("check", str(tmp_path))
    assert r.exit_code == 2
    (tmp_path / "c-roto.yaml").unlink()
    assert invoke("check", str(tmp_path)).exit_code == 0


def test_check_junit_json_and_parallel_output(tmp_path):
    junit = tmp_path / "r.xml"
    r1 = invoke("check", str(SCENARIOS / "objetivo"), "--junit", str(junit))
    assert r1.exit_code == 0
    root = ET.parse(junit).getroot()
    cases = root.findall(".//testcase")
    assert cases and all("::" in c.get("name") for c in cases)
    r2 = invoke("check", str(SCENARIOS / "objetivo"), "-j", "2")
    assert r1.output == r2.output
    data = json.loads(invoke("check", str(SCENARIOS / "control"), "--json").stdout)
    assert all("ok" in a for a in data)


def test_check_clause_filter(tmp_path):
    r = invoke("check", str(SCENARIOS), "--clause", "objetivo.19.1", "--json")
    data = json.loads(r.stdout)
    assert data and all(any(c["id"] == "objetivo.19.1" for c in a["citations"]) for a in data)
    r = invoke("check", str(SCENARIOS), "--clause", "objetivo.99")
    assert r.exit_code == 2 and "objetivo.9" in r.output


def test_check_coverage_fails_under_threshold():
    r = invoke("check", str(SCENARIOS / "control"), "--coverage")
    assert r.exit_code == 1
    assert "sin cubrir" in r.output


def test_ask_bad_file_json_gives_the_error_object(tmp_path):
    f = tmp_path / "malo.yaml"
    f.write_text("schema: arbitro/v1\nplayers: [{id: p1}]\ncards: [{id: x, type: villian}]\nquestions: [{ask: owner, card: x}]\n",
                 encoding="utf-8")
    r = invoke("ask", str(f), "--json")
    assert r.exit_code == 2
    data = json.loads(r.stdout)
    assert data[0]["scenario"] == str(f) and "answer" not in data[0]
    err = next(e for e in data[0]["errors"] if e["path"] == "cards.0.type")
    assert (err["line"], err["column"], err["value"]) == (3, 23, "villian") and "villain" in err["hint"]


def test_ask_exits_1_when_an_answer_does_not_match_its_expectation(tmp_path):
    """Issue #17: like `check`, a wrong expectation is exit 1 (0 when every expectation holds)."""
    good = SCENARIOS / "capacidad/ejemplo-esbirro.yaml"
    src = good.read_text(encoding="utf-8")
    assert invoke("ask", str(good)).exit_code == 0
    bad = tmp_path / "mal.yaml"
    bad.write_text(src.replace('answer: "no"', 'answer: "yes"', 1), encoding="utf-8")
    assert bad.read_text(encoding="utf-8") != src
    for extra in ([], ["--json"], ["--brief"]):
        r = invoke("ask", str(bad), *extra)
        assert r.exit_code == 1, (extra, r.output[-500:])
