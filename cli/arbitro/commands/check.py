"""``arbitro check``: batch-check scenario files against their expected answers."""

from __future__ import annotations

import sys
from typing import List, Optional

import typer

from arbitro.commands._common import Edition, Lang, check_output, suggest, fail, message, unread_message, write_output

MAX_JOBS = 64  # = arbitro.commands._batch.MAX_JOBS (a test keeps them equal; batch is not imported here)


def check(
    paths: List[str] = typer.Argument(..., help="Scenario files and folders (searched recursively)."),
    as_json: bool = typer.Option(False, "--json", help="Print one JSON object per question (and per bad file)."),
    junit: Optional[str] = typer.Option(None, "--junit", help="Also write a JUnit XML report to this file (- for standard output)."),
    jobs: int = typer.Option(1, "--jobs", "-j", min=1, max=MAX_JOBS, help="Worker processes (output identical to a serial run)."),
    coverage: bool = typer.Option(False, "--coverage", help="Report, per section, the clauses no passing expectation cites."),
    fail_under: float = typer.Option(100.0, "--fail-under", help="With --coverage: exit 1 when coverage is below this percentage."),
    clause: Optional[str] = typer.Option(None, "--clause", help="Only the questions whose answers use this clause."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the output."),
    edition: Optional[Edition] = typer.Option(None, "--edition", help="Override the scenarios' edition (es or en)."),
    cards: Optional[str] = typer.Option(None, "--cards", help="Card pool: this folder (holding cards.sqlite) or index file instead of the user's ($ARBITRO_CARDS), for cards given by code."),
) -> None:
    """Answer every question with an `expect` block and report passed, failed and skipped."""
    from arbitro import rulebook
    from arbitro.commands import _batch as batch
    from arbitro.safe import json_text, shown, shown_lines
    from arbitro.scenario.errors import Problem

    language = lang.value
    if cards:
        from arbitro.scenario.cards import use_pool

        error = use_pool(cards, lang.value)
        if error:
            raise fail(error)
    check_output(junit, "--junit", language)
    rb = rulebook.load()
    if edition is not None and edition.value == "both":
        raise fail(message(language, "check.one_edition"))
    if clause is not None:
        resolved = rb.resolve(clause)
        if resolved is None:
            near = suggest(clause, list(rb.clauses))
            raise fail(message(language, "check.no_clause.near" if near else "check.no_clause", clause=clause, near=near))
        clause = resolved.id
    files, unread = batch.collect(paths)
    counts = {"passed": 0, "failed": 0, "skipped": 0}
    bad: list[str] = [u.path for u in unread]
    cited_ok: set[str] = set()
    cases: list[tuple[str, str, str]] = []  # (name, status, message), kept only for --junit
    card_data = None  # the card data of the scenarios by code (reported once)

    def case(name: str, st: str, message: str) -> None:
        if junit:
            cases.append((name, st, message))
    out = sys.stdout
    first = True

    def emit_json(text: str) -> None:
        nonlocal first
        out.write(("\n" if first else ",\n") + text)
        first = False

    if as_json:
        out.write("[")
    for u in unread:
        msg = unread_message(u, language)
        if as_json:
            emit_json(batch.error_json(u.path, [Problem(msg).to_dict()]))
        else:
            typer.echo(msg, err=True)
        case(f"{u.path}::load", "error", msg)
    opts = batch.Options(lang=language, edition=edition.value if edition else None, want_json=as_json, clause=clause)
    results = batch.run(files, opts, jobs=jobs)
    try:
        for res in results:
            if res.error_text:
                bad.append(res.path)
                text = shown_lines(res.error_text)
                case(f"{res.path}::load", "error", text)
                if as_json:
                    emit_json(json_text(res.error_json))
                else:
                    typer.echo(text, err=True)
                continue
            if res.card_data is not None and card_data is None:
                card_data = res.card_data
            for item in res.items:
                counts[item.status] += 1
                cited_ok.update(item.covered)
                if item.message and not as_json:
                    label = message(language, "check.failed" if item.status == "failed" else "check.unanswered")
                    typer.echo(label + item.message + "\n")
                case(item.name, item.status, item.message)
                if as_json:
                    emit_json(json_text(item.json))
    finally:
        results.close()  # stops the workers at once if the loop did not finish
    if as_json:
        out.write("\n]\n")
    cov_ok = True
    if coverage:
        cov_ok = _coverage(rb, cited_ok, fail_under, language, to_err=as_json)
    if junit:
        write_output(junit, _junit(cases), "--junit", language)
    if not as_json:
        if bad:
            typer.echo(message(language, "check.not_loaded", n=len(bad), files=[shown(b) for b in bad]))
        if card_data is not None:
            typer.echo(message(language, "check.card_data", commit=card_data.get("commit") or "-",
                               date=card_data.get("date") or "-", index=shown(str(card_data.get("index")))))
        typer.echo(f"{counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped")
    else:
        typer.echo(f"{counts['passed']} passed, {counts['failed']} failed, {counts['skipped']} skipped", err=True)
    if counts["failed"] or not cov_ok:
        raise typer.Exit(1)
    if bad:
        raise typer.Exit(2)


def _coverage(rb, cited: set[str], fail_under: float, lang: str, to_err: bool) -> bool:
    lines = []
    total_eval = total_cov = 0
    for section in rb.sections:
        evaluated = [c.id for c in rb if c.section == section and not c.reference_only]
        covered = [c for c in evaluated if c in cited]
        total_eval += len(evaluated)
        total_cov += len(covered)
        pct = 100.0 * len(covered) / len(evaluated) if evaluated else 100.0
        lines.append(f"{section}: {pct:.1f}% ({len(covered)}/{len(evaluated)})")
        missing = [c for c in evaluated if c not in cited]
        if missing:
            lines.append(message(lang, "check.not_covered", clauses=missing))
    pct = 100.0 * total_cov / total_eval if total_eval else 100.0
    lines.append(message(lang, "check.coverage", pct=pct, covered=total_cov, evaluated=total_eval))
    typer.echo("\n".join(lines), err=to_err)
    return pct + 1e-9 >= fail_under


def _junit(cases: list[tuple[str, str, str]]) -> str:
    """The JUnit XML report: well-formed whatever the names and messages hold (their control
    characters are escaped as in the text output, which XML 1.0 could not carry raw)."""
    from xml.sax.saxutils import escape, quoteattr

    from arbitro.safe import shown, shown_lines

    failures = sum(1 for _, s, _ in cases if s == "failed")
    errors = sum(1 for _, s, _ in cases if s == "error")
    skipped = sum(1 for _, s, _ in cases if s == "skipped")
    rows = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<testsuites name="arbitro" tests="{len(cases)}" failures="{failures}" errors="{errors}" skipped="{skipped}">',
        f'  <testsuite name="arbitro check" tests="{len(cases)}" failures="{failures}" errors="{errors}" skipped="{skipped}">',
    ]
    for name, st, message in cases:
        file_, _, q = name.rpartition("::")
        head = f"    <testcase classname={quoteattr(shown(file_))} name={quoteattr(shown(name))}"
        if st == "passed":
            rows.append(head + "/>")
        elif st == "skipped":
            rows.append(head + ">")
            rows.append('      <skipped message="no expect block"/>')
            rows.append("    </testcase>")
        else:
            tag = "failure" if st == "failed" else "error"
            message = shown_lines(message)
            lines = message.split("\n")
            # a failure: its answer (the line after the title); a file not loaded: its first problem
            summary = lines[1] if st == "failed" and len(lines) > 1 else lines[0]
            rows.append(head + ">")
            rows.append(f"      <{tag} message={quoteattr(summary)}>{escape(message)}</{tag}>")
            rows.append("    </testcase>")
    rows += ["  </testsuite>", "</testsuites>", ""]
    return "\n".join(rows)
