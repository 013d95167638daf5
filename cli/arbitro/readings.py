"""Stored readings of printed text, so that a board whose abilities are given by printed ``text``
or by card ``code`` is not parsed again on every run (and lark is not even imported).

A reading (:func:`arbitro.scenario.cards.read_ability`) is a pure function of its arguments (the
text, its language, the header it is read after, and any option a later reader takes) and of the
code that reads it. So a stored reading is keyed by:

* :func:`reader_hash`: a hash of arbitro's own source (every file of the package but compiled
  bytecode: the grammars, the actions, the format the reading is fitted to, the messages its
  ``why`` is rendered with, any data file a later reader adds) and of lark's version. Any edit anywhere in the package (a grammar
  rule added, say) gives another hash, so a reading stored by another reader is never used: there
  is nothing to rebuild by hand and nothing can be stale. Hashing ~700 kB costs about 2 ms, paid
  only by a scenario that has text or codes.
* :func:`key`: every argument of the reading, as canonical JSON (an argument left at ``None`` is
  not written, so a new optional argument keeps the old keys). Adding an argument to the reading
  needs no edit here.

Two stores use them:

* the cache folder (:func:`arbitro.rulebook.cache_dir`, ``ARBITRO_CACHE_DIR=off`` disables it):
  ``readings-<reader hash>/<sha256 of the key>.json``, one small JSON file per reading, written
  atomically (a temporary file renamed), checked on load (it must hold the same key); a folder of
  another reader older than a week is removed when a new one is made;
* the card pool: ``arbitro cards import`` stores the reading of every paragraph of every card in
  the index with the reader's hash (:mod:`arbitro.cards.build`); a coded board uses them only when
  the hash is the current one, and otherwise reads (and caches) the text as above.
"""

from __future__ import annotations

import json
import os

_HASH: list[str] = []


def reader_hash() -> str:
    """The hash of the code that reads printed text (see the module's docstring), once per process."""
    if not _HASH:
        import hashlib
        from importlib.util import find_spec

        root = os.path.dirname(os.path.abspath(__file__))
        h = hashlib.sha256()
        for folder, subfolders, files in os.walk(root):
            subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
            for name in sorted(files):
                if not name.endswith((".pyc", ".pyo", ".tmp")):
                    path = os.path.join(folder, name)
                    with open(path, "rb") as fh:
                        h.update(os.path.relpath(path, root).encode() + b"\0" + fh.read() + b"\0")
        spec = find_spec("lark")  # the version line of lark's __init__, without importing it
        if spec is not None and spec.origin:
            with open(spec.origin, "rb") as fh:
                h.update(b"lark\0" + fh.read())
        _HASH.append(h.hexdigest()[:32])
    return _HASH[0]


def key(args: dict) -> str:
    """The key of a reading: its arguments as canonical JSON (``None`` values left out)."""
    return json.dumps({k: v for k, v in args.items() if v is not None}, sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))


def storable(value) -> str | None:
    """``value`` as JSON when it comes back from JSON exactly as it is (plain dicts, lists,
    strings, numbers); None otherwise (then it is not stored)."""
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return None
    return text if json.loads(text) == value and _plain(value) else None


def _plain(v) -> bool:
    if isinstance(v, dict):
        return type(v) is dict and all(isinstance(k, str) and _plain(x) for k, x in v.items())
    if isinstance(v, list):
        return type(v) is list and all(_plain(x) for x in v)
    return v is None or type(v) in (str, int, float, bool)


def _folder() -> str | None:
    from arbitro.rulebook import cache_dir

    base = cache_dir()
    return None if base is None else os.path.join(base, f"readings-{reader_hash()}")


def _file(folder: str, k: str) -> str:
    import hashlib

    return os.path.join(folder, hashlib.sha256(k.encode("utf-8")).hexdigest()[:40] + ".json")


def cached(k: str):
    """The reading stored in the cache folder under key ``k``, or None."""
    folder = _folder()
    if folder is None:
        return None
    try:
        with open(_file(folder, k), encoding="utf-8") as fh:
            stored = json.load(fh)
    except (OSError, ValueError):
        return None
    if not isinstance(stored, dict) or stored.get("key") != k or "value" not in stored:
        return None
    return stored["value"]


def store(k: str, value) -> None:
    """Keep ``value`` in the cache folder under key ``k`` (quietly nothing when it cannot)."""
    folder = _folder()
    if folder is None or storable(value) is None:
        return
    try:
        if not os.path.isdir(folder):
            os.makedirs(folder, exist_ok=True)
            _prune(os.path.dirname(folder), os.path.basename(folder))
        path = _file(folder, k)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump({"key": k, "value": value}, fh, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, path)
    except OSError:
        pass


_WEEK = 7 * 24 * 3600


def _prune(base: str, current: str) -> None:
    """Remove the reading folders of other readers not written to for a week."""
    import shutil
    import time

    try:
        entries = list(os.scandir(base))
    except OSError:
        return
    now = time.time()
    for e in entries:
        if e.name.startswith("readings-") and e.name != current:
            try:
                if e.is_dir(follow_symlinks=False) and now - e.stat(follow_symlinks=False).st_mtime > _WEEK:
                    shutil.rmtree(e.path, ignore_errors=True)
            except OSError:
                pass
