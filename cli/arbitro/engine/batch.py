"""Batch checking: answer the questions of many scenario files and compare with ``expect``.

Each file is loaded, answered and *summarised* in one step (in a worker process with
``jobs > 1``): the summary holds only what the report needs (status, the rendered failure, the
JSON text when asked for, the cited clauses), so little crosses between processes and memory
stays flat however many files there are. Results are consumed in file order, so the output of
a parallel run is identical to a serial one.
"""

from __future__ import annotations

import json
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
            files.extend(sorted(str(f) for f in path.rglob("*") if f.suffix in SUFFIXES and f.is_file()))
        elif path.is_file():
            files.append(str(path))
        else:
            missing.append(p)
    return files, missing


def status(answer: dict) -> str:
    """passed | failed | skipped for one answer object.

    A question that could not be answered fails when it had an expectation, else is skipped.
    """
    if answer.get("errors"):
        return "failed" if answer.get("has_expect") else "skipped"
    if "expected" not in answer:
        return "skipped"
    return "passed" if answer.get("ok") else "failed"


@dataclass
class Item:
    """One question's outcome, as the report needs it."""

    name: str  # file::question
    status: str  # passed | failed | skipped
    message: str = ""  # the rendered answer, for failures and unanswerable questions
    json: str | None = None  # the answer object as JSON text, when asked for
    covered: tuple[str, ...] = ()  # expected cites of a passing question (clause coverage)


@dataclass
class FileSummary:
    path: str
    items: list[Item] = field(default_factory=list)
    error_text: str = ""  # the loader's one-screen message
    error_json: str | None = None


@dataclass(frozen=True)
class Options:
    lang: str = "es"
    edition: str | None = None
    want_json: bool = False
    clause: str | None = None  # keep only the questions whose answers cite it


def error_json(path: str, errors: list[dict]) -> str:
    """The JSON text of the contract's error object for a file that could not be answered."""
    return json.dumps({"scenario": path, "errors": errors}, ensure_ascii=False)


def check_file(path: str, opts: Options = Options()) -> FileSummary:
    """Load one scenario, answer every question and summarise (never raises for bad input)."""
    from arbitro import rulebook
    from arbitro.engine.questions import iter_answers
    from arbitro.render.text import render_answer
    from arbitro.scenario import Problem, ScenarioError, load_scenario

    try:
        scn = load_scenario(path)
    except ScenarioError as exc:
        return FileSummary(path, error_text=exc.render(lang=opts.lang),
                           error_json=error_json(path, exc.to_dicts(opts.lang)) if opts.want_json else None)
    except OSError as exc:  # unreadable file
        msg = f"{path}: {exc.strerror or exc}"
        return FileSummary(path, error_text=msg,
                           error_json=error_json(path, [Problem(msg).to_dict()]) if opts.want_json else None)
    summary = FileSummary(path)
    for a in iter_answers(rulebook.load(), scn, path=path, edition=opts.edition, lang=opts.lang):
        if opts.clause is not None and all(c["id"] != opts.clause for c in a.get("citations", ())):
            continue
        st = status(a)
        item = Item(f"{a['scenario']}::{a['question']}", st)
        if st == "failed" or a.get("errors"):
            item.message = render_answer(a, opts.lang)
        if st == "passed":
            item.covered = tuple(a.get("expected_cites", ()))
        if opts.want_json:
            item.json = json.dumps(a, ensure_ascii=False)
        summary.items.append(item)
    return summary


def _check_args(args: tuple[str, Options]) -> FileSummary:
    try:
        return check_file(*args)
    except Exception as exc:  # a bug in the engine: this file's error, never the end of the batch
        if os.environ.get("ARBITRO_DEBUG"):
            raise
        from arbitro.scenario import Problem

        path, opts = args
        msg = (f"{path}: arbitro internal error while answering this file ({type(exc).__name__}: {exc}); ARBITRO_DEBUG=1 shows the details"
               if opts.lang == "en" else
               f"{path}: error interno de arbitro al responder este archivo ({type(exc).__name__}: {exc}); ARBITRO_DEBUG=1 muestra el detalle")
        return FileSummary(path, error_text=msg,
                           error_json=error_json(path, [Problem(msg).to_dict()]) if opts.want_json else None)


def run(files: list[str], opts: Options = Options(), *, jobs: int = 1) -> Iterator[FileSummary]:
    """Summaries in file order, serially or with ``jobs`` worker processes."""
    args = [(f, opts) for f in files]
    if jobs <= 1 or len(files) < 2:
        for a in args:
            yield _check_args(a)
        return
    from concurrent.futures import ProcessPoolExecutor

    chunk = max(1, min(32, len(files) // (jobs * 8) or 1))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(_check_args, args, chunksize=chunk)
