"""The rulebook commands through Typer's CliRunner."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import networkx as nx
import pytest
from typer.testing import CliRunner

from arbitro.app import app

runner = CliRunner()


def invoke(*args):
    return runner.invoke(app, list(args))


def test_rules_json_quotes_every_clause(rb):
    r = invoke("rules", "--json")
    assert r.exit_code == 0
    data = json.loads(r.stdout)
    assert len(data) == len(rb) == 80
    keys = {"id", "section", "parent", "kind", "text", "gloss_en", "translation_only", "depends_on",
            "exception_to", "example_of", "same_as", "see_also"}
    assert all(keys <= set(d) for d in data)
    assert sum(d["translation_only"] for d in data) == 2


@pytest.mark.parametrize("name,section", [("capacidad", "Capacidad"), ("Objetivo", "Objetivo"),
                                          ("control", "Propiedad y control"), ("propiedad y control", "Propiedad y control")])
def test_rules_section_filter(name, section):
    data = json.loads(invoke("rules", "--section", name, "--json").stdout)
    assert data and {d["section"] for d in data} == {section}


def test_rules_unknown_section_suggests():
    r = invoke("rules", "--section", "objetiv")
    assert r.exit_code == 2 and "objetivo" in r.output


def test_rule_shows_quote_gloss_and_links():
    r = invoke("rule", "objetivo.3")
    assert r.exit_code == 0
    assert "«Si una capacidad o función de juego requiere uno o varios objetivos" in r.output
    assert "Depende de:" in r.output and "objetivo.7" in r.output
    assert "Dependen de ella:" in r.output and "capacidad.4" in r.output
    assert "Igual que:" in r.output


@pytest.mark.parametrize("cid", ["capacidad.5", "capacidad.16"])
def test_rule_warns_on_translation_only(cid):
    assert "⚠ Solo en la traducción española" in invoke("rule", cid).output
    assert "⚠ Spanish translation only" in invoke("rule", cid, "--lang", "en").output


def test_rule_unknown_id_suggests_and_exits_2():
    r = invoke("rule", "objetivo.33")
    assert r.exit_code == 2 and "objetivo.3" in r.output and "Traceback" not in r.output


def test_rule_lenient_spelling():
    assert invoke("rule", "Objetivo 3").exit_code == 0


def test_search_finds_the_attached_character_example_first():
    r = invoke("search", "prepararse")
    assert r.exit_code == 0 and r.output.startswith("objetivo.12.1")


def test_search_ignores_accents_and_case():
    assert "objetivo.21" in invoke("search", "BUSQUEDA").output
    assert invoke("search", "zzzzqqq").exit_code == 1


def test_graph_graphml_loads_back(tmp_path):
    out = tmp_path / "g.graphml"
    r = invoke("graph", "--format", "graphml", "-o", str(out))
    assert r.exit_code == 0
    g = nx.read_graphml(out)
    assert g.number_of_nodes() == 80 and g.has_edge("capacidad.4", "objetivo.3")


def test_graph_json_mermaid_dot(rb):
    data = json.loads(invoke("graph", "--format", "json").stdout)
    assert len(data["nodes"]) == 80 and data["roots"]["targets"] == "objetivo.1"
    assert invoke("graph", "--format", "mermaid").stdout.startswith("flowchart")
    dot = invoke("graph").stdout
    assert dot.startswith("digraph") and all(f'"{c.id}"' in dot for c in rb)


def test_graph_root_is_a_subgraph():
    data = json.loads(invoke("graph", "--format", "json", "--root", "objetivo.12").stdout)
    assert {n["id"] for n in data["nodes"]} == {"objetivo.12", "objetivo.12.1", "objetivo.19.1"}
    assert invoke("graph", "--root", "objetivo.99").exit_code == 2


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is not installed")
def test_dot_renders_with_graphviz(tmp_path):
    src = tmp_path / "g.dot"
    src.write_text(invoke("graph").stdout, encoding="utf-8")
    r = subprocess.run(["dot", "-Tsvg", str(src), "-o", str(tmp_path / "g.svg")], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_query_path_does_not_import_networkx_or_rich():
    code = ("import sys; from arbitro.app import run\n"
            "try:\n    run(['ask', 'scenarios/capacidad/ejemplo-esbirro.yaml'])\nexcept SystemExit:\n    pass\n"
            "print('networkx' in sys.modules, 'rich' in sys.modules, file=sys.stderr)")
    from conftest import ROOT

    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.stderr.strip().splitlines()[-1] == "False False", r.stderr


def test_rule_names_its_evaluator_and_the_scenarios_citing_it(tmp_path):
    """Issue #13: like a linter's `rule`, the clause's code and the examples that exercise it."""
    r = invoke("rule", "objetivo.14")
    assert r.exit_code == 0
    assert "Evaluador: arbitro.engine.targets._objetivo_14" in r.stdout
    assert "dano-y-restricciones.yaml::dano-a-un-enemigo" in r.stdout
    data = json.loads(invoke("rule", "control.13", "--json").stdout)
    assert data["evaluator"] == "arbitro.engine.control._control_13"
    assert any(x.endswith("controlador.yaml::fin-por-fuente") for x in data["cited_by"])
    # a reference-only clause has no evaluator; a folder of one's own is searched instead
    (tmp_path / "mine.yaml").write_text(
        "schema: arbitro/v1\nplayers: [{id: p1, form: hero}]\n"
        "cards: [{id: h, type: identity, owner: p1, stats: {atk: 1}}, {id: v, type: villain}]\n"
        "questions:\n  - {id: q, ask: targets, player: p1, basic: attack, character: h,\n"
        "     expect: {answer: [v], cites: [objetivo.2]}}\n",
        encoding="utf-8")
    (tmp_path / "roto.yaml").write_text("schema: [\n", encoding="utf-8")
    data = json.loads(invoke("rule", "capacidad.4.2", "--json", "--scenarios", str(tmp_path)).stdout)
    assert data["evaluator"] is None
    assert data["cited_by"] == []
    data = json.loads(invoke("rule", "objetivo.2", "--json", "--scenarios", str(tmp_path)).stdout)
    assert [x.rpartition("/")[2] for x in data["cited_by"]] == ["mine.yaml::q"]
    text = invoke("rule", "objetivo.2", "--scenarios", str(tmp_path), "--lang", "en").stdout
    assert "Scenarios citing it" in text and "not read:" in text and "roto.yaml" in text


@pytest.mark.parametrize("query,first", [
    ("robar", "objetivo.6"), ("mazo vacío", "objetivo.6"), ("draws", "objetivo.6"),
    ("duro", "objetivo.13"), ("tough", "objetivo.13"), ("Dureza", "objetivo.13"),
    ("crisis", "objetivo.19.1"), ("aturdido", "capacidad.21.2"),
])
def test_search_folds_word_forms_and_knows_the_game_terms(query, first):
    """Issue #17: word forms (Spanish and English stems) and the game's own terms, best first."""
    r = invoke("search", *query.split(), "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)[0]["id"] == first


def test_search_ranks_clauses_matching_more_words_first():
    ids = [d["id"] for d in json.loads(invoke("search", "mazo", "vacío", "--json").stdout)]
    assert ids[0] == "objetivo.6" and len(ids) > 1  # the others only say "mazo"


def test_glossary_of_game_terms_is_well_formed(rb):
    from arbitro.rulebook.search import fold, glossary

    entries = glossary(rb)
    assert len(entries) >= 10
    import yaml
    from arbitro.rulebook import _data_dir
    raw = yaml.safe_load(open(f"{_data_dir()}/terms.yaml", encoding="utf-8"))
    for e, r in zip(entries, raw):
        assert e["clauses"] == r["clauses"], f"unknown clause in {r['label']}"
        assert all(w == fold(w) for w in e["words"]), e["label"]


def test_graph_labels_nodes_with_words_and_has_a_legend():
    """Issue #17: not ids only, and every edge style used is explained (DOT and Mermaid)."""
    dot = invoke("graph", "--root", "objetivo.12").stdout
    assert "objetivo.12 · rule\\nUn objetivo no es válido" in dot
    assert '"cluster_legend"' in dot and "ejemplo de" in dot and "depende de (la evalúa)" in dot
    assert "exception to" not in dot  # only the styles the picture uses
    mer = invoke("graph", "-f", "mermaid", "--lang", "en").stdout
    assert 'subgraph legend["Legend"]' in mer
    for meaning in ("depends on (evaluates it)", "exception to", "example of", "same text in another section"):
        assert meaning in mer


def test_graph_svg_without_graphviz_says_what_to_do(monkeypatch):
    import shutil as sh

    monkeypatch.setattr(sh, "which", lambda name, *a, **k: None)
    r = invoke("graph", "-f", "svg")
    assert r.exit_code == 2
    assert "Graphviz" in r.output and "--format mermaid" in r.output and "no está instalado" in r.output
    r = invoke("graph", "-f", "svg", "--lang", "en")
    assert r.exit_code == 2 and "is not installed" in r.output and "Traceback" not in r.output


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz not installed")
def test_graph_svg_with_graphviz(tmp_path):
    out = tmp_path / "g.svg"
    r = invoke("graph", "-f", "svg", "--root", "objetivo.12", "-o", str(out))
    assert r.exit_code == 0
    svg = out.read_text(encoding="utf-8")
    assert "<svg" in svg and "objetivo.12" in svg and "Leyenda" in svg
