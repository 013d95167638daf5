"""The reader's families: one construct family per module, each in three files that nothing else
edits: ``NAME.py`` (its semantic actions, a mixin joined to :class:`arbitro.reader.actions.Actions`
with ``_mix_in``), ``NAME.es.lark`` and ``NAME.en.lark`` (its grammar rules, appended to the
language's base grammar, ``%extend`` of the base rules where a family adds an alternative). A new
family is three new files: the base grammar, the base actions and the other families are not
touched, and each family's tests live in ``tests/test_issue15_NAME.py``.

Families are joined in name order, so the grammar and the actions are the same on every machine."""

from __future__ import annotations

import importlib
from pathlib import Path

_HERE = Path(__file__).parent


def names() -> list[str]:
    """The families present, in name order (a module without its two grammars is an error)."""
    return sorted(p.stem for p in _HERE.glob("*.py") if p.stem != "__init__")


def grammar(lang: str) -> str:
    """The families' grammar rules for ``lang``, one block per family, in name order."""
    parts = []
    for name in names():
        f = _HERE / f"{name}.{lang}.lark"
        parts.append(f"\n// == family {name} ({f.name}) ==\n" + f.read_text(encoding="utf-8"))
    return "".join(parts)


def load() -> None:
    """Import every family module (each joins its actions to Actions when imported)."""
    for name in names():
        importlib.import_module(f"{__name__}.{name}")
