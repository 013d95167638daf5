"""Helpers shared by the question commands: loading, printing, exit codes."""

from __future__ import annotations

import json
import sys
from enum import Enum

import typer


class Lang(str, Enum):
    es = "es"
    en = "en"


class Edition(str, Enum):
    es = "es"
    en = "en"
    both = "both"


def message(lang: str, code: str, **args) -> str:
    """The message ``code`` in ``lang`` with ``args`` (rendered by :mod:`arbitro.render.reasons`,
    imported only when a message is needed)."""
    from arbitro.render.reasons import text

    return text(lang, code, args)


def fail(message: str, code: int = 2) -> "typer.Exit":
    from arbitro.safe import shown_lines

    typer.echo(shown_lines(message), err=True)
    return typer.Exit(code)


def suggest(word: str, names) -> str:
    """The closest names to ``word`` for a command-line hint, joined ("" when none is close)."""
    from arbitro.suggest import closest

    return ", ".join(closest(word, names, n=3, cutoff=0.4))


def load(path: str, lang: str, as_json: bool = False):
    """Load a scenario or exit 2 with the loader's one-screen message (and, with ``--json``, the
    contract's error object on standard output)."""
    import os

    from arbitro.scenario import ScenarioError, load_scenario

    if os.path.isdir(path):
        raise fail(message(lang, "cmd.folder", path=path))
    try:
        return load_scenario(path)
    except ScenarioError as exc:
        if as_json:
            dump_json([{"scenario": path, "errors": exc.to_dicts(lang)}])
        raise fail(exc.render(lang=lang)) from None


def unread_message(unread, lang: str) -> str:
    """``path: why it was not read`` for an :class:`arbitro.commands._batch.Unread` (its ``reason``
    names the message ``unread.<reason>``)."""
    from arbitro.safe import shown

    return shown(unread.path) + ": " + message(lang, f"unread.{unread.reason}", detail=unread.detail)


def dump_json(obj) -> None:
    from arbitro.safe import dumps

    sys.stdout.write(dumps(obj, indent=2) + "\n")


class NotRegular(OSError):
    """The target of an output option exists and is not a regular file (``kind`` says what)."""

    def __init__(self, kind: str):
        super().__init__(kind)
        self.kind = kind


def _kind(mode: int) -> str | None:
    import stat

    for test, kind in ((stat.S_ISLNK, "link"), (stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "fifo"),
                       (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"), (stat.S_ISSOCK, "socket")):
        if test(mode):
            return kind
    return None if stat.S_ISREG(mode) else "special"


def _existing(path: str):
    """The ``lstat`` of ``path``, or None when nothing is there; NotRegular when it is not a regular
    file (a symbolic link is neither followed nor replaced)."""
    import os

    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    kind = _kind(st.st_mode)
    if kind is not None:
        raise NotRegular(kind)
    return st


def write_atomically(path: str, text: str) -> None:
    """Write ``text`` to ``path`` (``-``: standard output) through a temporary file created
    exclusively, with an unpredictable name, in the same folder, then renamed over ``path``: a
    reader never sees half a file, a failed write leaves the old file as it was and no temporary
    file behind, and a link or device found at ``path`` is refused (:class:`NotRegular`), never
    followed or replaced. A new file gets the usual permissions (0666 less the umask), a
    replaced one keeps its own."""
    import os
    import tempfile

    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    st = _existing(path)
    if st is not None:
        mode = st.st_mode & 0o7777
    else:
        mode = os.umask(0)
        os.umask(mode)
        mode = 0o666 & ~mode
    folder, name = os.path.split(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=folder or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fchmod(fh.fileno(), mode)
            os.fsync(fh.fileno())
        _existing(path)  # still nothing, or a regular file: the rename replaces only that
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _write_error(option: str, path: str, exc: OSError, lang: str) -> str:
    from arbitro.safe import shown

    where = f"error: {option} {shown(path)}: "
    if isinstance(exc, NotRegular):
        return where + message(lang, "output.not_regular", kind=exc.kind, option=option)
    return where + message(lang, "output.cannot_write", error=exc.strerror or str(exc))


def check_output(path: str | None, option: str, lang: str) -> None:
    """Before the work starts: exit 2 with a message naming the option and the path unless ``path``
    (None: the option was not given) can be written: a name, in an existing folder where a file
    can be created, and nothing there but a regular file."""
    import os
    import tempfile

    from arbitro.safe import shown

    if path is None or path == "-":
        return
    if path == "":
        raise fail(message(lang, "output.empty_name", option=option))
    folder = os.path.dirname(path) or "."
    try:
        if not os.path.isdir(folder):
            raise fail(f"error: {option} {shown(path)}: " + message(lang, "output.no_folder", folder=shown(folder)))
        _existing(path)
        fd, probe = tempfile.mkstemp(prefix=".arbitro.", suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise fail(_write_error(option, path, exc, lang)) from None


def write_output(path: str, text: str, option: str, lang: str) -> None:
    """:func:`write_atomically`, or exit 2 with a message naming the option and the path."""
    try:
        write_atomically(path, text)
    except OSError as exc:
        if path == "-":
            raise
        raise fail(_write_error(option, path, exc, lang)) from None
