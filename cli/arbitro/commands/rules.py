"""Browsing the rulebook: ``rules``, ``rule``, ``search`` and ``graph``."""

from __future__ import annotations

import re
from enum import Enum
from typing import List, Optional

import typer

from arbitro.commands._common import Lang, check_output, suggest, dump_json, fail, message, write_output

SECTION_ALIASES = {
    "capacidad": "Capacidad", "capacidades": "Capacidad", "abilities": "Capacidad", "ability": "Capacidad",
    "objetivo": "Objetivo", "objetivos": "Objetivo", "targets": "Objetivo", "target": "Objetivo",
    "control": "Propiedad y control", "propiedad": "Propiedad y control", "propiedad y control": "Propiedad y control",
    "ownership": "Propiedad y control",
}


class Format(str, Enum):
    dot = "dot"
    graphml = "graphml"
    mermaid = "mermaid"
    json = "json"
    svg = "svg"


def _rulebook():
    from arbitro import rulebook

    return rulebook.load()


def _section(rb, name: str, lang: str) -> str:
    from arbitro.rulebook.search import fold

    key = fold(name.strip())
    for alias, section in SECTION_ALIASES.items():
        if key == fold(alias):
            return section
    for section in rb.sections:
        if key == fold(section):
            return section
    near = suggest(key, list(SECTION_ALIASES))
    raise fail(message(lang, "rules.no_section.near" if near else "rules.no_section", section=name, near=near))


def _resolve(rb, cid: str, lang: str):
    clause = rb.resolve(cid)
    if clause is None:
        lenient = re.sub(r"[\s_]+", ".", cid.strip().lower())
        lenient = {"propiedad": "control"}.get(lenient.split(".")[0], lenient.split(".")[0]) + (
            "." + lenient.split(".", 1)[1] if "." in lenient else "")
        clause = rb.resolve(lenient)
    if clause is None:
        near = suggest(cid, list(rb.clauses) + list(rb.aliases))
        raise fail(message(lang, "rules.no_clause.near" if near else "rules.no_clause", clause=cid, near=near))
    return clause


def _wrap(text: str, indent: str = "  ") -> str:
    import textwrap

    return "\n".join(textwrap.wrap(text, width=96, initial_indent=indent, subsequent_indent=indent))


def rules(
    section: Optional[str] = typer.Option(None, "--section", "-s", help="capacidad, objetivo or control (or the full name)."),
    as_json: bool = typer.Option(False, "--json", help="Print the clauses as a JSON list."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the labels (rule text is always Spanish)."),
) -> None:
    """List the clauses of the rulebook, in order."""
    rb = _rulebook()
    chosen = _section(rb, section, lang.value) if section else None
    clauses = [c for c in rb if chosen is None or c.section == chosen]
    if as_json:
        dump_json([c.to_dict() for c in clauses])
        return
    for c in clauses:
        flag = " ⚠" if c.translation_only else ""
        typer.echo(f"{c.id} [{c.kind}]{flag}")
        typer.echo(_wrap(f"«{c.text}»"))
    typer.echo(message(lang.value, "rules.count", n=len(clauses)))


def _corpus(given: Optional[str]):
    """The scenario folder whose expectations `rule` lists: the one given, else the project's own
    `scenarios/` (a source checkout), else `./scenarios`; None when there is none."""
    from pathlib import Path

    import arbitro

    if given is not None:
        return Path(given)
    for folder in (Path(arbitro.__file__).resolve().parents[2] / "scenarios", Path("scenarios")):
        if folder.is_dir():
            return folder
    return None


def _shown(path: str) -> str:
    """A path as a judge would type it: relative to the current folder when it is inside it."""
    import os

    rel = os.path.relpath(path)
    return path if rel.startswith("..") else rel


def _cited_by(rb, clause_id: str, folder) -> tuple[list[str], list[str]]:
    """The questions (``file::question``) whose expectations cite the clause, and the files that
    could not be read."""
    from arbitro.commands._batch import collect
    from arbitro.scenario import ScenarioError, load_scenario

    found: list[str] = []
    unread: list[str] = []
    files, missing = collect([str(folder)])
    for path in files:
        try:
            scn = load_scenario(path)
        except (ScenarioError, OSError):
            unread.append(_shown(path))
            continue
        for q in scn.questions:
            cites = q.expect.cites if q.expect is not None else ()
            if any(getattr(rb.resolve(x), "id", x) == clause_id for x in cites):
                found.append(f"{_shown(path)}::{q.id}")
    return found, unread + missing


def rule(
    clause_id: str = typer.Argument(..., metavar="ID", help="A clause id, e.g. objetivo.3"),
    as_json: bool = typer.Option(False, "--json", help="Print the clause as JSON."),
    scenarios: Optional[str] = typer.Option(None, "--scenarios", help="Scenario folder whose expectations citing the clause are listed (default: the project's scenarios/)."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the labels (rule text is always Spanish)."),
) -> None:
    """Quote a clause, with its gloss, what it depends on and what depends on it, where its
    evaluator lives and the scenarios whose expectations cite it."""
    from arbitro.engine.context import evaluator_name

    rb = _rulebook()
    language = lang.value
    c = _resolve(rb, clause_id, language)
    evaluator = evaluator_name(c.id)
    folder = _corpus(scenarios)
    cited, unread = _cited_by(rb, c.id, folder) if folder is not None else ([], [])
    if as_json:
        dump_json({**c.to_dict(), "dependents": rb.dependents(c.id), "evaluator": evaluator,
                   "cited_by": cited, "scenarios": None if folder is None else _shown(str(folder))})
        return

    def ref(cid: str) -> str:
        other = rb.clauses[cid]
        excerpt = other.text if len(other.text) <= 70 else other.text[:67] + "…"
        return f"  {cid} — {excerpt}"

    def tell(code: str, **args) -> str:
        return message(language, code, **args)

    out = [f"{c.id} · {c.section} · {c.kind}" + (tell("rule.alias", alias=clause_id) if c.id != clause_id and clause_id in rb.aliases else "")]
    if c.translation_only:
        out.append(tell("rule.translation_only"))
    out.append(_wrap(f"«{c.text}»"))
    out.append(tell("rule.gloss", gloss=c.gloss_en))
    if c.parent:
        out.append(tell("rule.parent", clause=c.parent))
    sections = [
        (tell("rule.depends_on"), c.depends_on),
        (tell("rule.dependents"), tuple(rb.dependents(c.id))),
        (tell("rule.exception_to"), c.exception_to),
        (tell("rule.example_of"), c.example_of),
        (tell("rule.same_as"), c.same_as),
        (tell("rule.see_also"), c.see_also),
        (tell("rule.exceptions_examples"),
         tuple(x.id for x in rb if c.id in x.exception_to or c.id in x.example_of)),
    ]
    for label, ids in sections:
        if ids:
            out.append(label)
            out.extend(ref(i) for i in ids)
    roots = [k for k, v in rb.roots.items() if v == c.id]
    if roots:
        out.append(tell("rule.roots", asks=roots))
    if c.reference_only:
        out.append(tell("rule.reference_only", why=c.reference_only))
    if evaluator:
        out.append(tell("rule.evaluator", name=evaluator))
    if folder is None:
        out.append(tell("rule.no_scenarios"))
    else:
        out.append(tell("rule.cited_by", folder=_shown(str(folder)), n=len(cited)))
        out.extend(f"  {x}" for x in cited)
        if unread:
            out.append(tell("rule.unread", paths=unread))
    typer.echo("\n".join(out))


def search(
    words: List[str] = typer.Argument(..., help="Words to look for (accents and case are ignored)."),
    as_json: bool = typer.Option(False, "--json", help="Print the matches as JSON."),
    limit: int = typer.Option(10, "--limit", "-n", min=1, help="At most this many matches."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the labels."),
) -> None:
    """Search the clauses' Spanish text and English glosses, best matches first."""
    from arbitro.rulebook.search import search as find

    rb = _rulebook()
    hits = find(rb, " ".join(words), limit)
    if as_json:
        dump_json([{**c.to_dict(), "score": round(s, 3)} for c, s in hits])
    else:
        for c, _ in hits:
            typer.echo(f"{c.id} [{c.section}]" + (" ⚠" if c.translation_only else ""))
            typer.echo(_wrap(f"«{c.text}»"))
        if not hits:
            typer.echo(message(lang.value, "search.none"), err=True)
    if not hits:
        raise typer.Exit(1)


def graph(
    fmt: Format = typer.Option(Format.dot, "--format", "-f", help="Output format."),
    root: Optional[str] = typer.Option(None, "--root", help="Only the part of the graph under this clause."),
    output: Optional[str] = typer.Option(None, "--output", "-o", help="Write to this file (atomically) instead of printing."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the messages."),
) -> None:
    """Export the rulebook's dependency graph (dot, svg, mermaid, graphml or json), with a legend."""
    from arbitro.rulebook import graph as g

    from arbitro.safe import shown

    check_output(output, "-o", lang.value)
    rb = _rulebook()
    root_id = _resolve(rb, root, lang.value).id if root else None
    try:
        text = g.FORMATS[fmt.value](rb, root_id, lang.value)
    except g.GraphvizMissing:
        raise fail(message(lang.value, "graph.no_graphviz")) from None
    if output is not None and output != "-":
        write_output(output, text, "-o", lang.value)
        typer.echo(message(lang.value, "graph.written", path=shown(output)), err=True)
    else:
        typer.echo(text, nl=False)
