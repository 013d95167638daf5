"""Commands of the 'scenario' group: ``validate`` (check scenario files) and ``schema`` (JSON Schema)."""

from __future__ import annotations

from pathlib import Path
from typing import List, Optional

import typer

from arbitro.commands._common import Lang, write_atomically


_SUMMARY = {
    "es": "{ok} válido(s), {bad} con problemas, de {n} archivo(s)",
    "en": "{ok} valid, {bad} with problems, of {n} file(s)",
}
_OK = {"es": "{file}: válido ({q} pregunta(s))", "en": "{file}: valid ({q} question(s))"}
# The largest values the limit options take: a 64-bit count for sizes and counts, and for nesting
# what the reader's recursion handles with room to spare (libyaml itself stops at 1,000 levels).
MAX_LIMIT = 2 ** 63 - 1
MAX_DEPTH = 200
_NO_FILES = {"es": "{path}: no hay archivos .yaml ni .yml", "en": "{path}: no .yaml or .yml files"}


def _collect(paths: list[str]) -> list[tuple[str, bool]]:
    """``(path, is_missing_folder_marker)`` for each file to validate: files as given, folders recursively."""
    out: list[tuple[str, bool]] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted({f for pattern in ("*.yaml", "*.yml") for f in p.rglob(pattern) if f.is_file()})
            if not found:
                out.append((raw, True))
            out.extend((str(f), False) for f in found)
        else:
            out.append((raw, False))
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
) -> None:
    """Check scenario files against the format arbitro/v1; exit 0 if all are valid, 2 otherwise.

    Every problem of a file is listed at once (file:line:column: key path: message (hint)).
    Files are only read, never changed.
    """
    import json

    from arbitro.scenario import Limits, Problem, ScenarioError, load_scenario

    lg = lang.value
    limits = Limits(max_bytes=max_bytes, max_nodes=max_nodes, max_depth=max_depth, max_cards=max_cards,
                    max_questions=max_questions)
    results = []
    ok = bad = 0
    for path, empty_dir in _collect(paths):
        if empty_dir:
            results.append((path, None, None, _NO_FILES[lg].format(path=path)))
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
                typer.echo(_OK[lg].format(file=path, q=len(scn_.questions)))
            else:
                typer.echo(exc_.render(lang=lg))
    if as_json:
        out = []
        for path, scn, exc, special in results:
            if special:
                out.append({"scenario": path, "valid": False, "errors": [Problem(special).to_dict()]})
            elif exc is None:
                out.append({"scenario": path, "valid": True, "questions": len(scn.questions)})
            else:
                out.append({"scenario": path, "valid": False, "errors": exc.to_dicts(lg)})
        typer.echo(json.dumps(out, ensure_ascii=False, indent=2))
    else:
        typer.echo(_SUMMARY[lg].format(ok=ok, bad=bad, n=ok + bad))
    raise typer.Exit(0 if bad == 0 else 2)


def schema(
    output: Optional[Path] = typer.Option(None, "-o", "--output", help="Write the schema to this file instead of printing it."),
) -> None:
    """Print the JSON Schema of the scenario format arbitro/v1 (for editors: yaml-language-server)."""
    from arbitro.scenario.schema import schema_json

    text = schema_json()
    if output is None:
        typer.echo(text)
        return
    try:
        write_atomically(output, text + "\n")
    except OSError as exc:
        typer.echo(f"{output}: {exc.strerror or exc}", err=True)
        raise typer.Exit(2) from None


# the commands of this group, by name (registered by arbitro.app)
COMMANDS = {
    "validate": validate,
    "schema": schema,
}
