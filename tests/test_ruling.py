"""The ruling record (``arbitro ask FILE --question ID --ruling``): Markdown with the question in
words, the ruling, the deciding clauses quoted, assumptions, edition, version, SHA-256, re-run."""

from __future__ import annotations

import hashlib
import json
import re
import shlex

from typer.testing import CliRunner

from arbitro import __version__, rulebook
from arbitro.app import app
from arbitro.render import ruling

from conftest import ROOT, corpus_files

runner = CliRunner()
ESBIRRO = "scenarios/capacidad/ejemplo-esbirro.yaml"


def invoke(*args):
    return runner.invoke(app, list(args))


def test_the_record_has_every_section_in_spanish(monkeypatch):
    monkeypatch.chdir(ROOT)
    r = invoke("ask", ESBIRRO, "--question", "sin-esbirros", "--ruling")
    assert r.exit_code == 0, r.output
    md = r.output
    for title in ("# Resolución de arbitro", "## Pregunta", "## Resolución", "## Cláusulas que deciden",
                  "## Qué la cambiaría", "## Supuestos", "## Edición", "## Versión", "## Escenario",
                  "## Para repetirla"):
        assert f"\n{title}\n" in "\n" + md, title
    assert "¿Puede p1 iniciar la capacidad a1 de Patada?" in md  # the card's name (its id: patada)
    assert "**NO se puede iniciar**" in md
    assert f"arbitro {__version__}" in md
    # the deciding clauses are those of the text's "Porque:" line, each quoted verbatim
    text = invoke("ask", ESBIRRO, "--question", "sin-esbirros").output
    because = re.search(r"^Porque: (.*?) — ", text, re.M).group(1).split(", ")
    cited = re.findall(r"^- \*\*([a-z0-9.]+)\*\*", md, re.M)
    assert cited == because
    clauses = rulebook.load().clauses
    for cid in cited:
        assert f"> «{clauses[cid].text}»" in md
    assert "- ninguno" in md.split("## Supuestos")[1]


def test_sha256_is_the_file_and_the_printed_command_gives_the_same_ruling(monkeypatch):
    monkeypatch.chdir(ROOT)
    md = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--ruling").output
    sha = re.search(r"SHA-256 `([0-9a-f]{64})`", md).group(1)
    assert sha == hashlib.sha256((ROOT / ESBIRRO).read_bytes()).hexdigest()
    command = re.search(r"```sh\n(.*)\n```", md).group(1)
    argv = shlex.split(command)
    assert argv[:2] == ["arbitro", "ask"]
    again = invoke(*argv[1:])
    assert again.exit_code == 0 and again.output == md
    # and the same question answered plainly gives the ruling's answer
    j = json.loads(invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--json", "--edition", "es").output)[0]
    assert j["answer"] == "no"


def test_english_and_a_yes(monkeypatch):
    monkeypatch.chdir(ROOT)
    md = invoke("ask", "scenarios/capacidad/esbirro-en-juego.yaml", "--question", "q1", "--ruling",
                "--lang", "en").output
    assert md.startswith("# arbitro ruling\n")
    assert "Can p1 initiate ability" in md and "**It CAN be initiated**" in md
    assert "## What would change it" not in md  # a yes has no what-if
    assert "--lang en" in re.search(r"```sh\n(.*)\n```", md).group(1)
    assert "> «" in md  # clauses quoted in Spanish even in English


def test_needs_one_question_one_edition_and_no_json(monkeypatch):
    monkeypatch.chdir(ROOT)
    r = invoke("ask", ESBIRRO, "--ruling")
    assert r.exit_code == 2 and "--question" in r.output and "sin-esbirros" in r.output
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--ruling", "--edition", "both")
    assert r.exit_code == 2 and "--edition es" in r.output
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--ruling", "--json")
    assert r.exit_code == 2 and "--ruling" in r.output and "--json" in r.output
    r = invoke("ask", ESBIRRO, "-q", "sin-esbirros", "--ruling", "--graph", "dot")
    assert r.exit_code == 2


def test_every_corpus_question_has_a_record_naming_its_question_and_clauses(rb):
    """Unit: each answer of the corpus gets a record; the question words come from its data and
    every deciding clause is a visited clause, quoted."""
    from arbitro.engine.questions import answer_scenario
    from arbitro.render.reasons import localize
    from arbitro.scenario import load_scenario

    n = 0
    for path in corpus_files():
        scn = load_scenario(path)
        for q, a in zip(scn.questions, answer_scenario(rb, scn, path=str(path))):
            if a.get("errors"):
                continue
            localize(a, "es")
            md = ruling.render_ruling(a, q, ability=q.ability, lang="es", sha256="0" * 64, version="x", command="c")
            words = ruling.question_words(q, q.ability, "es", a.get("names"))
            assert words.startswith("¿") and "{" not in words and words in md
            visited = {c["id"] for c in a["citations"]}
            assert set(ruling.deciding(a)) <= visited
            n += 1
    assert n > 100


def test_assumptions_and_warnings_of_the_answer_are_listed():
    a = {"scenario": "f.yaml", "question": "q", "ask": "controller", "edition": "en", "answer": "p1",
         "citations": [], "trace": {"clause": "control.4", "holds": None, "because": "x", "children": []},
         "assumptions": ["the deck was shuffled", {"because": "p1 is the first player"}],
         "warnings": [{"message": "a warning"}]}

    class Q:
        ask, card, events = "controller", "c1", []
    md = ruling.render_ruling(a, Q, ability=None, lang="en", sha256="0" * 64, version="x", command="c")
    assert "## Assumptions\n\n- the deck was shuffled\n- p1 is the first player" in md
    assert "## Warnings\n\n- a warning" in md
    assert "Who controls c1?" in md
    assert "`en`: the English original" in md
