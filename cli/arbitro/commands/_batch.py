"""Batch checking (``arbitro check``): answer the questions of many scenario files and compare with ``expect``.

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


@dataclass(frozen=True)
class Unread:
    """A path that was not read, and why: ``missing`` (no such file or folder), ``empty`` (a folder
    with no scenario file), ``loop`` (a symbolic link loop, or a link back to a folder above it),
    ``dangling`` (a link to nothing), ``special`` (a FIFO, device or socket: never opened),
    ``unreadable`` (``detail``: the system's reason)."""

    path: str
    reason: str
    detail: str = ""


def collect(paths: Iterable[str]) -> tuple[list[str], list[Unread]]:
    """Scenario files under ``paths`` (files as given, folders recursively, sorted), and every path
    that was not read. Inside a folder, only what could be a scenario or a folder is reported: a
    ``.yaml``/``.yml`` name that is not a readable regular file, a folder that cannot be listed or
    loops, a link that leads nowhere; other files are not scenarios and are passed over. Links are
    followed; a FIFO or device is never opened."""
    import os
    import stat as st_

    files: list[str] = []
    unread: list[Unread] = []

    def broken(path: str, exc: OSError, is_link: bool) -> Unread:
        import errno

        if exc.errno == errno.ELOOP:
            return Unread(path, "loop")
        if is_link and exc.errno == errno.ENOENT:
            return Unread(path, "dangling")
        if exc.errno == errno.ENOENT:
            return Unread(path, "missing")
        return Unread(path, "unreadable", exc.strerror or type(exc).__name__)

    def walk(folder: str, ancestors: frozenset, found: list[str]) -> None:
        try:
            with os.scandir(folder) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError as exc:
            unread.append(broken(folder, exc, False))
            return
        for e in entries:
            wanted = e.name.endswith(SUFFIXES)
            try:
                is_link = e.is_symlink()
                s = e.stat() if is_link else e.stat(follow_symlinks=False)
            except OSError as exc:
                unread.append(broken(e.path, exc, True))
                continue
            if st_.S_ISDIR(s.st_mode):
                key = (s.st_dev, s.st_ino)
                if key in ancestors:
                    unread.append(Unread(e.path, "loop"))
                else:
                    walk(e.path, ancestors | {key}, found)
            elif not wanted:
                continue
            elif st_.S_ISREG(s.st_mode):
                found.append(e.path)
            else:
                unread.append(Unread(e.path, "special"))

    for p in paths:
        try:
            s = os.stat(p)
        except OSError as exc:
            unread.append(broken(p, exc, os.path.islink(p)))
            continue
        except ValueError:  # an embedded NUL
            unread.append(Unread(p, "missing"))
            continue
        if st_.S_ISDIR(s.st_mode):
            found: list[str] = []
            before = len(unread)
            walk(str(Path(p)), frozenset({(s.st_dev, s.st_ino)}), found)
            if not found and len(unread) == before:
                unread.append(Unread(p, "empty"))
            files.extend(sorted(found))
        elif st_.S_ISREG(s.st_mode):
            files.append(p)
        else:
            unread.append(Unread(p, "special"))
    return files, unread


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
    card_data: dict | None = None  # the card data used, when the scenario gives cards by code


@dataclass(frozen=True)
class Options:
    lang: str = "es"
    edition: str | None = None
    want_json: bool = False
    clause: str | None = None  # keep only the questions whose answers cite it


def error_json(path: str, errors: list[dict]) -> str:
    """The JSON text of the contract's error object for a file that could not be answered."""
    from arbitro.safe import dumps

    return dumps({"scenario": path, "errors": errors})


def check_file(path: str, opts: Options = Options()) -> FileSummary:
    """Load one scenario, answer every question and summarise (never raises for bad input)."""
    from arbitro import rulebook
    from arbitro.engine.questions import iter_answers
    from arbitro.render.reasons import localize
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
    if any(getattr(c, "code", None) for c in scn.cards):
        from arbitro.scenario.cards import card_data

        summary.card_data = card_data()
    rb = rulebook.load()
    # a passing answer is only counted: it is built without its trace, quotes and names; one that
    # is shown (a failure, an error, --json) is built whole
    by_id = {q.id: q for q in scn.questions}
    for a in iter_answers(rb, scn, path=path, edition=opts.edition, detail=opts.want_json):
        if opts.clause is not None and all(c["id"] != opts.clause for c in a.get("citations", ())):
            continue
        st = status(a)
        if not opts.want_json and (st == "failed" or a.get("errors")) and "trace" not in a and a["question"] in by_id:
            a = next(iter_answers(rb, scn, path=path, edition=opts.edition, questions=[by_id[a["question"]]]))
        item = Item(f"{a['scenario']}::{a['question']}", st)
        if st == "failed" or a.get("errors") or opts.want_json:
            localize(a, opts.lang)  # the reasons made text only when something shows them
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
        from arbitro.render.reasons import text
        from arbitro.scenario import Problem

        path, opts = args
        msg = text(opts.lang, "check.internal_error", {"path": path, "error": f"{type(exc).__name__}: {exc}"})
        return FileSummary(path, error_text=msg,
                           error_json=error_json(path, [Problem(msg).to_dict()]) if opts.want_json else None)


MAX_JOBS = 64  # worker processes at most (`check -j`): each holds the rulebook and a scenario


def _worker_init(parent: int) -> None:
    """In each worker: die with the parent (Linux: PR_SET_PDEATHSIG), leave Ctrl-C to the parent
    (which stops the workers itself), and die at once on SIGTERM."""
    import os
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the parent's handlers stop the workers
        pass
    if os.getppid() != parent:  # the parent died before the line above
        os._exit(1)


def _stop(pool) -> None:
    """Stop a pool's workers now: pending work is dropped, running work is killed."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in processes:
        try:
            proc.terminate()
        except (OSError, AttributeError, ValueError):
            pass
    for proc in processes:
        try:
            proc.join(2)
            if proc.is_alive():
                proc.kill()
        except (OSError, AttributeError, ValueError, AssertionError):
            pass


def run(files: list[str], opts: Options = Options(), *, jobs: int = 1) -> Iterator[FileSummary]:
    """Summaries in file order, serially or with ``jobs`` worker processes (at most one per file).

    No worker outlives the run: the pool is shut down when the results are consumed, its workers
    are stopped at once when the consumer stops early or fails (``close()`` the generator), on
    SIGTERM (then the process ends by that signal) and on Ctrl-C, and they die with their parent
    if it is killed.
    """
    args = [(f, opts) for f in files]
    jobs = min(jobs, MAX_JOBS, len(files))
    if jobs <= 1:
        for a in args:
            yield _check_args(a)
        return
    import os
    import signal
    from concurrent.futures import ProcessPoolExecutor

    chunk = max(1, min(32, len(files) // (jobs * 8) or 1))
    pool = ProcessPoolExecutor(max_workers=jobs, initializer=_worker_init, initargs=(os.getpid(),))

    def on_term(signum, frame):
        _stop(pool)
        signal.signal(signum, signal.SIG_DFL)
        os.kill(os.getpid(), signum)

    try:
        previous = signal.signal(signal.SIGTERM, on_term)
    except ValueError:  # not the main thread: no handler (the workers still die with the process)
        previous = None
    done = False
    try:
        yield from pool.map(_check_args, args, chunksize=chunk)
        done = True
    finally:
        if done:
            pool.shutdown(wait=True)
        else:
            _stop(pool)
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
