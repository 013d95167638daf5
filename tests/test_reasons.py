"""Reasons are data, rendered in one place: the tables, the engine's neutrality, a third language,
and text and JSON telling the same reasons."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from arbitro.engine.board import Board
from arbitro.engine.questions import answer_scenario
from arbitro.reason import R, Reason, named
from arbitro.render import reasons
from arbitro.render.text import render_answer
from arbitro.scenario import load_scenario

from conftest import corpus_files

PKG = Path(reasons.__file__).resolve().parents[1]


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_every_code_has_a_template_in_every_language_with_the_same_fields():
    assert set(reasons.TABLES) >= {"es", "en"}
    codes = set(reasons.ES)
    for lang, table in reasons.TABLES.items():
        assert set(table) == codes, (lang, sorted(set(table) ^ codes)[:10])
        for code, template in table.items():
            assert _fields(template) == _fields(reasons.ES[code]), (lang, code)


def test_the_loader_tables_are_rendered_by_the_same_function():
    from arbitro.scenario import messages

    for lang in ("es", "en"):
        for code in messages.MESSAGES[lang]:
            assert reasons.TABLES[lang][f"load.{code}"] == messages.MESSAGES[lang][code]
    assert messages.text(messages.MESSAGES, "en", "unknown_card", {"id": "x"}) == \
        reasons.text("en", "load.unknown_card", {"id": "x"}) == "there is no card 'x'"


def test_formatting_lists_nested_reasons_and_names():
    assert reasons.render(R("capacidad.10", timing="Acción", players=[]), "es") == "«Acción» es opcional: decide nadie"
    assert reasons.render(R("capacidad.10", timing="Acción", players=["p1", "p2"]), "en") == \
        "'Acción' is optional: decided by p1, p2"
    nested = R("capacidad.1.because", decision=R("capacidad.1.no"), reasons=[R("capacidad.4.no"), R("capacidad.1.no_state_change")])
    assert reasons.render(nested, "en") == \
        "It can NOT be initiated: it has no valid target; its effect could not change the game state (translation-only rule)"
    assert reasons.render(R("objetivo.2", kind="minion", ids=[]), "es") == "objetivo «un Esbirro»: ninguno"
    assert reasons.render(R("objetivo.2", kind="treachery", ids=["t"]), "es") == "objetivo «treachery»: t"  # a name without a phrase
    assert Reason.from_dict(json.loads(json.dumps(nested.to_dict()))) == nested


def _sources(folder: str):
    """``(name, text)`` of the modules in ``folder`` (a folder of the package, or one module in it)."""
    where = PKG / folder
    for path in [where] if where.suffix == ".py" else sorted(where.glob("*.py")):
        yield path.name, path.read_text(encoding="utf-8")


# A message in two languages, written in place: ``say(lang, es, en)``, a ``{"es": "…", "en": "…"}``
# table, a two-language error's ``.es``/``.en``, ``a if lang == "en" else b``, ``(es, en)[lang == "en"]``.
PAIR = re.compile(r"""\bsay\(|(?:^|[{,])\s*["'](?:es|en)["']\s*:\s*(?:\(\s*)?(?:[rbfu]?["']|$)|(?<!Lang)(?<!Edition)\.(?:es|en)\b(?!\w)"""
                  r"""|\bif\s+\w+\s*==\s*["'](?:es|en)["']\s+else\b|\[\s*\w+\s*==\s*["'](?:es|en)["']\s*\]""")
# The engine and the commands hold no data by language either: any language test or language-keyed
# table there is a message pair (the card pool's builder counts records per language, so it is
# checked with PAIR only).
ANY_LANGUAGE = re.compile(r"""[{,]\s*["'](?:es|en)["']\s*:|^\s*["'](?:es|en)["']\s*:|lang\s*==\s*["']""")


@pytest.mark.parametrize("folder", ["engine", "commands", "cards", "rulebook/graph.py"])
def test_no_two_language_pairs_left(folder):
    """Nothing in the engine, the commands, the card pool or the graph export speaks two languages
    itself: no ``ctx.say(es, en)``, no ``say(lang, es, en)``, no ``{"es": …, "en": …}`` tables, no
    two-language errors or label pairs; their messages are codes of :mod:`arbitro.render.reasons`."""
    strict = folder in ("engine", "commands")
    for name, src in _sources(folder):
        hits = [line for line in src.splitlines() if not line.lstrip().startswith("#")
                and (PAIR.search(line) or (strict and ANY_LANGUAGE.search(line)))]
        assert not hits, (name, hits)


def test_the_engine_is_language_neutral():
    for name, src in _sources("engine"):
        assert not re.search(r"\blang\b", src), name
        assert not re.search(r"^\s*(from|import) arbitro\.render", src, re.M), name  # the edge renders


def _answers(lang: str) -> list[dict]:
    from arbitro import rulebook

    rb = rulebook.load()
    out = []
    for path in corpus_files():
        scn = load_scenario(path)
        for edition in (None, "both"):
            out.extend(reasons.localize(a, lang) for a in answer_scenario(rb, scn, path=str(path), edition=edition))
    return out


def _nodes(trace: dict):
    stack = [trace]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(node["children"])


class _Tripwire(dict):
    """Stands in for the Spanish table: any fallback to it fails the test."""

    def get(self, *a):
        raise AssertionError(f"fell back to Spanish for {a[0]!r}")

    __getitem__ = get

    def __contains__(self, key):
        raise AssertionError(f"fell back to Spanish for {key!r}")


def test_a_third_language_is_one_table(monkeypatch):
    mark = "‹xx›"
    reasons.register("xx", {code: mark + template for code, template in reasons.EN.items()})
    try:
        monkeypatch.setattr(reasons, "ES", _Tripwire())
        answers = _answers("xx")
        assert answers
        for a in answers:
            text = render_answer(a, "xx")
            if a.get("errors"):
                assert all(e["message"].startswith(mark) for e in a["errors"])
                continue
            lines = text.splitlines()
            assert lines[1].startswith(mark), lines[1]  # the headline
            for node in _nodes(a["trace"]):
                assert node["because"].startswith(mark), node
                assert node["because"].count(mark) >= 1 + len(_nested(node["reason"]))
                assert f"{node['clause']} — {node['because']}" in text
            for c in a.get("candidates") or ():
                for e in c["excluded_by"]:
                    assert e["because"].startswith(mark)
    finally:
        del reasons.TABLES["xx"]
        reasons._FORMATTERS.pop("xx", None)


def _nested(reason: dict) -> list:
    found = []
    for v in reason["args"].values():
        for x in v if isinstance(v, list) else [v]:
            if isinstance(x, dict):
                found.append(x)
                found.extend(_nested(x))
    return found


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_json_reasons_render_to_the_json_and_text_reasons(lang):
    for a in _answers(lang):
        if a.get("errors"):
            continue
        text = render_answer(a, lang)
        for node in _nodes(a["trace"]):
            # the text names cards by the answer's ``names`` (the data keeps their ids)
            again = reasons.render(named(Reason.from_dict(json.loads(json.dumps(node["reason"]))), a["names"]), lang)
            assert again == node["because"]
            assert f"{node['clause']} — {node['because']}" in text
        for c in a.get("candidates") or ():
            for e in c["excluded_by"]:
                assert reasons.render(named(Reason.from_dict(e["reason"]), a["names"]), lang) == e["because"]
                assert f"{e['clause']}: {e['because']}" in text


def test_ask_json_carries_each_reason_next_to_its_text(tmp_path):
    from typer.testing import CliRunner

    from arbitro.app import app

    path = next(p for p in corpus_files() if p.name == "ejemplo-esbirro.yaml")
    runner = CliRunner()
    out_json = json.loads(runner.invoke(app, ["ask", str(path), "--json", "--lang", "en"]).stdout)
    out_text = runner.invoke(app, ["ask", str(path), "--lang", "en"]).stdout
    for a in out_json:
        for node in _nodes(a["trace"]):
            assert list(node)[:4] == ["clause", "holds", "because", "reason"]
            assert set(node["reason"]) == {"code", "args"}
            assert f"{node['clause']} — {node['because']}" in out_text
