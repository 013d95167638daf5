"""The card pool: a local index of the user's copy of the MarvelCDB JSON data.

arbitro never ships card data; ``arbitro cards import PATH`` reads the user's folder
(:mod:`arbitro.cards.build`) into an SQLite database with a full-text index in the user's data
folder (:func:`index_path`), and :mod:`arbitro.cards.index` looks cards up in it. Printed text is
split into abilities by :mod:`arbitro.cards.text`.

Nothing here is imported on the query path of ``ask``: sqlite3 is imported only by the modules
the card commands load.
"""

from __future__ import annotations

import os
from pathlib import Path

INDEX_NAME = "cards.sqlite"
SCHEMA_VERSION = "1"


class CardsError(Exception):
    """A problem with the card pool or the index: a message code of :mod:`arbitro.render.reasons`
    (``cards.…``) and its arguments, rendered in the asker's language by :meth:`message`."""

    def __init__(self, code: str, **args):
        from arbitro.reason import Reason

        super().__init__(code)
        self.reason = Reason(code, args)

    def message(self, lang: str) -> str:
        from arbitro.render.reasons import render

        return render(self.reason, lang)


def data_dir() -> Path:
    """The user's data folder: ``$ARBITRO_CARDS`` (a folder), else ``$XDG_DATA_HOME/arbitro``,
    else ``~/.local/share/arbitro``."""
    given = os.environ.get("ARBITRO_CARDS")
    if given:
        path = Path(given).expanduser()
        return path.parent if path.suffix in (".sqlite", ".db") else path
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg and os.path.isabs(os.path.expanduser(xdg)) else Path.home() / ".local" / "share"
    return base / "arbitro"


def index_path() -> Path:
    """The index file: ``cards.sqlite`` in :func:`data_dir` (``$ARBITRO_CARDS`` may also name the
    file itself, ending in ``.sqlite`` or ``.db``)."""
    given = os.environ.get("ARBITRO_CARDS")
    if given and Path(given).suffix in (".sqlite", ".db"):
        return Path(given).expanduser()
    return data_dir() / INDEX_NAME


def source(path: str | os.PathLike | None = None) -> dict | None:
    """Where the imported card data came from, for a ruling to name it: ``{"commit", "date",
    "folder", "fingerprint", "imported_records"}`` (``commit`` is None when the folder was not a git
    checkout); None when no pool has been imported."""
    from arbitro.cards.index import Index

    try:
        with Index.open(path) as idx:
            return idx.source()
    except CardsError:
        return None
