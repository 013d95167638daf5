"""Commands of the 'scenario' group: ``validate`` (check scenario files) and ``schema`` (JSON Schema)."""

from __future__ import annotations

import os
from typing import List, Optional

import typer

from arbitro.commands._common import Lang, check_output, fail, message, unread_message, write_output


# The largest values the limit options take: a 64-bit count for sizes and counts, and for nesting
# what the reader's recursion handles with room to spare (libyaml itself stops at 1,000 levels).
MAX_LIMIT = 2 ** 63 - 1
MAX_DEPTH = 200


def _collect(paths: list[str], lang: str) -> list[tuple[str, str | None]]:
    """``(path, message)`` for each path, in the order given: a file to validate (files as given,
    folders recursively) with no message, or a path that was not read with the reason (a missing
    path is left to the loader, which says so)."""
    from arbitro.commands._batch import collect

    out: list[tuple[str, str | None]] = []
    for raw in paths:
        files, unread = collect([raw])
        for u in unread:
            out.append((u.path, None if u.reason == "missing" else unread_message(u, lang)))
        out.extend((f, None) for f in files)
    return out


def validate(
    paths: List[str] = typer.Argument(..., metavar="PATH...", help="Scenario files or folders (searched recursively for *.yaml, *.yml)."),
    as_json: bool = typer.Option(False, "--json", help="Print a JSON list: one object per file."),
    max_bytes: int = typer.Option(1024 * 1024, "--max-bytes", min=1, max=MAX_LIMIT, help="Largest file accepted, in bytes."),
    max_nodes: int = typer.Option(100_000, "--max-nodes", min=1, max=MAX_LIMIT, help="Most YAML nodes after alias expansion."),
    max_depth: int = typer.Option(50, "--max-depth", min=1, max=MAX_DEPTH, help="Deepest nesting accepted."),
    max_cards: int = typer.Option(2000, "--max-cards", min=1, max=MAX_LIMIT, help="Most cards in one scenario."),
    max_questions: int = typer.Option(1000, "--max-questions", min=1, max=MAX_LIMIT, help="Most questions in one scenario (aliases included)."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the messages."),
    cards: Optional[str] = typer.Option(None, "--cards", help="Card pool: this folder (holding cards.sqlite) or index file instead of the user's ($ARBITRO_CARDS), for cards given by code."),
) -> None:
    """Check scenario files against the format arbitro/v1; exit 0 if all are valid, 2 otherwise.

    Every problem of a file is listed at once (file:line:column: key path: message (hint)).
    Files are only read, never changed.
    """
    from arbitro.safe import dumps, shown
    from arbitro.scenario import Limits, Problem, ScenarioError, load_scenario

    language = lang.value
    if cards:
        from arbitro.scenario.cards import use_pool

        error = use_pool(cards, lang.value)
        if error:
            raise fail(error)
    limits = Limits(max_bytes=max_bytes, max_nodes=max_nodes, max_depth=max_depth, max_cards=max_cards,
                    max_questions=max_questions)
    results = []
    ok = bad = 0
    for path, special in _collect(paths, language):
        if special:
            results.append((path, None, None, special))
            bad += 1
            if not as_json:
                typer.echo(results[-1][3])
            continue
        try:
            scn = load_scenario(path, limits)
        except ScenarioError as exc:
            results.append((path, None, exc, None))
            bad += 1
        else:
            results.append((path, scn, None, None))
            ok += 1
        if not as_json:
            _, scn_, exc_, _ = results[-1]
            if exc_ is None:
                typer.echo(message(language, "validate.ok", file=shown(path), q=len(scn_.questions)))
                for note in _text_notes(path):
                    typer.echo(_note_line(path, note, language))
            else:
                typer.echo(exc_.render(lang=language))
    if as_json:
        out = []
        for path, scn, exc, special in results:
            if special:
                out.append({"scenario": path, "valid": False, "errors": [Problem(special).to_dict()]})
            elif exc is None:
                out.append({"scenario": path, "valid": True, "questions": len(scn.questions)})
                notes = _text_notes(path)
                if notes:
                    out[-1]["unread"] = [{k: n[k] for k in ("line", "card", "ability", "words", "start", "end", "why")}
                                         for n in notes if n["kind"] == "unread"]
                    out[-1]["warnings"] = [_note_line(path, n, language) for n in notes if n["kind"] in ("differs", "respelled")]
            else:
                out.append({"scenario": path, "valid": False, "errors": exc.to_dicts(language)})
        typer.echo(dumps(out, indent=2))
    else:
        typer.echo(message(language, "validate.summary", ok=ok, bad=bad, n=ok + bad))
    raise typer.Exit(0 if bad == 0 else 2)


def _text_notes(path: str) -> list[dict]:
    """The unread parts of the printed text and the abilities whose effects differ from the reading
    of their text (:func:`arbitro.scenario.cards.report`)."""
    from arbitro.scenario.cards import report

    try:
        return report(path)
    except Exception:  # the file loaded: a note that cannot be made is no reason to fail
        if os.environ.get("ARBITRO_DEBUG"):
            raise
        return []


def _note_line(path: str, note: dict, lang: str) -> str:
    import json

    from arbitro.safe import shown

    where = f"{shown(path)}:{note['line']}" if note.get("line") else shown(path)
    if note["kind"] == "unread":
        return message(lang, "validate.unread", where=where, card=note["card"], ability=note["ability"],
                       start=note.get("start") if note.get("start") is not None else "?",
                       end=note.get("end") if note.get("end") is not None else "?",
                       words=shown(note["words"]), why=shown(note.get("why") or ""))
    if note["kind"] == "respelled":
        return message(lang, "validate.respelled", where=where, card=note["card"], ability=note["ability"],
                       start=note.get("start"), end=note.get("end"), words=shown(note["words"]),
                       read_as=shown(note["read_as"]))
    dump = lambda v: json.dumps(v, ensure_ascii=False, sort_keys=True)  # noqa: E731
    return message(lang, "validate.differs", where=where, card=note["card"], ability=note["ability"],
                   given=shown(dump(note["given"])), read=shown(dump(note["read"])))


def schema(
    output: Optional[str] = typer.Option(None, "-o", "--output", help="Write the schema to this file (atomically) instead of printing it."),
    reference: bool = typer.Option(False, "--reference", help="The format reference in Markdown (docs/format.md) instead of the JSON Schema."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the messages."),
) -> None:
    """Print the JSON Schema of the scenario format arbitro/v1 (for editors: yaml-language-server),
    or with --reference the format reference in Markdown; both are built from the format's one table."""
    check_output(output, "-o", lang.value)
    if reference:
        from arbitro.scenario.reference import markdown

        text = markdown().rstrip("\n")
    else:
        from arbitro.scenario.schema import schema_json

        text = schema_json()
    if output is None:
        typer.echo(text)
        return
    write_output(output, text + "\n", "-o", lang.value)
