"""Problems found while loading a scenario, the exception that carries them, and the limits.

A :class:`Problem` keeps a message code and its arguments (see :mod:`arbitro.scenario.messages`)
so it can be rendered in Spanish or English; ``message`` and ``hint`` hold the Spanish text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbitro.safe import shown
from arbitro.scenario import messages as _m

MAX_RENDERED = 20


@dataclass(frozen=True)
class Limits:
    """Safety limits applied before anything is constructed from the YAML."""

    max_bytes: int = 1024 * 1024
    max_nodes: int = 100_000  # nodes after alias expansion
    max_depth: int = 50
    max_cards: int = 2000
    max_questions: int = 1000  # questions after alias expansion: each is answered on its own board


@dataclass
class Problem:
    """One problem of a scenario file, with where it is and what would be valid."""

    message: str
    line: int | None = None
    column: int | None = None
    path: str | None = None
    value: Any = None
    hint: str | None = None
    file: str | None = None
    code: str = field(default="", repr=False, compare=False)
    args: dict = field(default_factory=dict, repr=False, compare=False)
    hint_code: str | None = field(default=None, repr=False, compare=False)
    hint_args: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def make(cls, code: str, args: dict | None = None, *, hint: str | None = None, hint_args: dict | None = None,
             line: int | None = None, column: int | None = None, path: str | None = None, value: Any = None,
             file: str | None = None) -> "Problem":
        args = args or {}
        hint_args = hint_args or {}
        return cls(
            message=_m.text(_m.MESSAGES, "es", code, args),
            line=line,
            column=column,
            path=path,
            value=_jsonable(value),
            hint=_m.text(_m.HINTS, "es", hint, hint_args) if hint else None,
            file=file,
            code=code,
            args=args,
            hint_code=hint,
            hint_args=hint_args,
        )

    def localized(self, lang: str = "es") -> tuple[str, str | None]:
        """``(message, hint)`` in ``lang``, safe to print: a value quoted in them shows its control
        and invisible characters escaped (see :mod:`arbitro.safe`)."""
        if not self.code:
            return shown(self.message), None if self.hint is None else shown(self.hint)
        msg = _m.text(_m.MESSAGES, lang, self.code, self.args)
        hint = _m.text(_m.HINTS, lang, self.hint_code, self.hint_args) if self.hint_code else self.hint
        return shown(msg), None if hint is None else shown(hint)

    def to_dict(self, lang: str = "es") -> dict:
        msg, hint = self.localized(lang)
        return {"message": msg, "line": self.line, "column": self.column, "path": self.path,
                "value": self.value, "hint": hint}


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, float, str)):
        if isinstance(value, str) and len(value) > 200:
            return value[:200] + "…"
        return value
    return None


class ScenarioError(Exception):
    """A scenario file that cannot be loaded: every problem found (up to the cap)."""

    def __init__(self, file: str, problems: list[Problem], source: str | None = None):
        self.file = file
        self.problems = problems
        self.source = source
        for p in problems:
            if p.file is None:
                p.file = file
        first = problems[0].message if problems else "?"
        super().__init__(f"{file}: {first}" + (f" (+{len(problems) - 1})" if len(problems) > 1 else ""))

    def to_dicts(self, lang: str = "es") -> list[dict]:
        return [p.to_dict(lang) for p in self.problems[:MAX_RENDERED]]

    def render(self, lang: str = "es", limit: int = MAX_RENDERED) -> str:
        """The one-screen human message: ``file:line:column: path: message (hint)``, the source line
        and a caret under the column, for each problem up to ``limit``."""
        lines_of_source = self.source.splitlines() if self.source else []
        out: list[str] = []
        for p in self.problems[:limit]:
            msg, hint = p.localized(lang)
            where = shown(p.file or self.file)
            if p.line is not None:
                where += f":{p.line}"
                if p.column is not None:
                    where += f":{p.column}"
            head = f"{where}: "
            if p.path:
                head += f"{shown(p.path)}: "
            head += msg
            if hint:
                head += f" ({hint})"
            out.append(head)
            if p.line is not None and 0 < p.line <= len(lines_of_source):
                # a tab is shown as one space (the column counts it as one character); any other
                # control or invisible character escaped, the caret moved by what its escapes add
                src = lines_of_source[p.line - 1].rstrip("\n").replace("\t", " ")
                cut = src[:160]
                out.append("    " + shown(cut) + ("…" if len(src) > 160 else ""))
                if p.column is not None and p.column - 1 <= len(cut):
                    out.append("    " + " " * len(shown(cut[:p.column - 1])) + "^")
        extra = len(self.problems) - limit
        if extra > 0:
            out.append(_m.text(_m.RENDER, lang, "more", {"n": extra}))
        return "\n".join(out)


def fmt_path(path: tuple) -> str:
    """A key path as the messages show it: ``cards.2.abilities.0``."""
    return ".".join(str(p) for p in path)
