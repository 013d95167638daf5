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


def say(lang: str, es: str, en: str) -> str:
    return en if lang == "en" else es


def fail(message: str, code: int = 2) -> "typer.Exit":
    typer.echo(message, err=True)
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
        raise fail(say(lang, f"{path}: es una carpeta; este comando responde a un archivo (para una carpeta: arbitro check o arbitro validate)",
                       f"{path}: is a folder; this command answers one file (for a folder: arbitro check or arbitro validate)"))
    try:
        return load_scenario(path)
    except ScenarioError as exc:
        if as_json:
            dump_json([{"scenario": path, "errors": exc.to_dicts(lang)}])
        raise fail(exc.render(lang=lang)) from None


def dump_json(obj) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")


def write_atomically(path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, so that a reader
    never sees half a report and a failed write leaves the old file as it was."""
    import os
    from pathlib import Path

    target = Path(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, target)
