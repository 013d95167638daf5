"""Batch checking: answer the questions of many scenario files and compare with ``expect``.

One file at a time (or one per worker process with ``jobs > 1``), results consumed in file
order so that the output of a parallel run is identical to a serial one; only small summaries
are kept, so memory stays flat however many files there are.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

SUFFIXES = (".yaml", ".yml")


def collect(paths: Iterable[str]) -> tuple[list[str], list[str]]:
    """Scenario files under ``paths`` (files as given, folders recursively, sorted), and missing paths."""
    files: list[str] = []
    missing: list[str] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            found = sorted(str(f) for f in path.rglob("*") if f.suffix in SUFFIXES and f.is_file())
            files.extend(found)
        elif path.is_file():
            files.append(str(path))
        else:
            missing.append(p)
    return files, missing


@dataclass
class FileResult:
    path: str
    answers: list[dict] = field(default_factory=list)
    errors: list[dict] = field(default_factory=list)
    rendered_error: str = ""


def check_file(path: str, lang: str = "es", edition: str | None = None) -> FileResult:
    """Load one scenario and answer every question (never raises for bad input)."""
    from arbitro import rulebook
    from arbitro.engine.questions import answer_scenario
    from arbitro.scenario import ScenarioError, load_scenario

    try:
        scn = load_scenario(path)
    except ScenarioError as exc:
        return FileResult(path, errors=[p.to_dict() for p in exc.problems], rendered_error=exc.render(lang=lang))
    except OSError as exc:  # unreadable file
        msg = f"{path}: {exc.strerror or exc}"
        return FileResult(path, errors=[{"message": msg, "line": None, "column": None, "path": None,
                                         "value": None, "hint": None}], rendered_error=msg)
    return FileResult(path, answers=answer_scenario(rulebook.load(), scn, path=path, edition=edition, lang=lang))


def _check_args(args: tuple[str, str, str | None]) -> FileResult:
    return check_file(*args)


def run(files: list[str], *, jobs: int = 1, lang: str = "es", edition: str | None = None) -> Iterator[FileResult]:
    """Results in file order, serially or with ``jobs`` worker processes."""
    args = [(f, lang, edition) for f in files]
    if jobs <= 1 or len(files) < 2:
        for a in args:
            yield _check_args(a)
        return
    from concurrent.futures import ProcessPoolExecutor

    chunk = max(1, min(64, len(files) // (jobs * 8) or 1))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_check_args, args, chunksize=chunk)


def status(answer: dict) -> str:
    """passed | failed | skipped for one answer object.

    A question that could not be answered fails when it had an expectation, else is skipped.
    """
    if answer.get("errors"):
        return "failed" if answer.get("has_expect") else "skipped"
    if "expected" not in answer:
        return "skipped"
    return "passed" if answer.get("ok") else "failed"


def write_atomically(path: str, text: str) -> None:
    target = Path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, target)
