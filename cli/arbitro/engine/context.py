"""The traced evaluation context: the one choke point through which clauses are applied.

Every clause evaluator is called as ``ctx.apply(clause_id, fn, *args)``. The context records a
trace node for the visit, checks that the step from the clause being evaluated to the clause
being applied is a ``depends_on`` edge of the rulebook (so the justification tree is a walk of
the rulebook graph), refuses translation-only clauses under the English edition, and keeps the
clauses visited in the order first reached: those are the answer's citations. Nothing else
may add a citation.
"""

from __future__ import annotations

from typing import Any, Callable


EVALUATORS: dict[str, list[Callable]] = {}


def evaluates(*clause_ids: str):
    """Register a function as the evaluator of these clauses (the engine's clause registry)."""

    def mark(fn):
        fn.__clauses__ = frozenset(clause_ids) | getattr(fn, "__clauses__", frozenset())
        for cid in clause_ids:
            EVALUATORS.setdefault(cid, []).append(fn)
        return fn

    return mark


EVALUATOR_MODULES = ("abilities", "control", "targets", "questions")


def registry() -> dict[str, list[Callable]]:
    """The whole clause registry: imports every module that registers evaluators."""
    import importlib

    for m in EVALUATOR_MODULES:
        importlib.import_module(f"arbitro.engine.{m}")
    return EVALUATORS


def evaluator_name(clause_id: str) -> str | None:
    """Where a clause's evaluator lives, as ``module.function`` (None for a clause not evaluated)."""
    fns = registry().get(clause_id)
    return None if not fns else ", ".join(f"{f.__module__}.{f.__name__}" for f in fns)


class TraceError(RuntimeError):
    """An evaluator tried a step that is not an edge of the rulebook graph (a bug in arbitro)."""


class Node:
    """One clause visit in the justification tree; ``because`` is a :class:`arbitro.reason.Reason`
    (data: the answer's text is rendered from it at the edge, in the language asked for)."""

    __slots__ = ("clause", "holds", "because", "children")

    def __init__(self, clause: str, holds: bool | None = None, because: Any = "", children: list | None = None):
        self.clause = clause
        self.holds = holds
        self.because = because
        self.children: list[Node] = [] if children is None else children

    def to_dict(self) -> dict:
        return {
            "clause": self.clause,
            "holds": self.holds,
            "because": self.because,
            "reason": self.because,
            "children": [c.to_dict() for c in self.children],
        }


class Outcome:
    """What a clause evaluator returns: a value for its caller, the node's verdict and its reason."""

    __slots__ = ("value", "holds", "because")

    def __init__(self, value: Any = None, holds: bool | None = None, because: Any = ""):
        self.value = value
        self.holds = holds
        self.because = because


class Context:
    def __init__(self, rulebook, board, *, edition: str = "es"):
        self.rulebook = rulebook
        self.board = board
        self.edition = edition
        self.root: Node | None = None
        self._stack: list[Node] = []
        self._visited: dict[str, None] = {}
        self._silent = 0
        self.memo: dict[Any, Any] = {}
        # what the answer takes for granted, what it warns about, and the facts the board does not
        # give that could change it: reasons (never citations), each once, in the order first said
        self.assumptions: dict[Any, None] = {}
        self.warnings: dict[Any, None] = {}
        self.unknowns: dict[Any, None] = {}
        # the card whose ability is judged (select: this / attached) and the question's trigger
        self.source: Any = None
        self.trigger: Any = None
        # the asked ability's text says «elige» / "choose" (objetivo.5 then decides that a target
        # must be chosen, for every targeted effect; a target marked ``chosen`` says so by itself)
        self.says_choose = False

    # -- honest answers: not citations ------------------------------------------------------
    def assume(self, reason: Any) -> None:
        """Record something the answer takes for granted because the three sections do not decide
        it (``friendly`` read as "controlled by a player"; "the first player" named…)."""
        self.assumptions.setdefault(reason, None)

    def warn(self, reason: Any) -> None:
        """Record something the judge should know that the three sections do not decide and that
        does not change the answer (a cost that the rules outside these sections say cannot be paid)."""
        self.warnings.setdefault(reason, None)

    def undetermined(self, reason: Any) -> None:
        """Record that a fact the board does not give could change the answer. The caller goes on
        reading the unknown in the ability's favour (the permissive reading); when even then the
        ability cannot be initiated the answer stays "no", otherwise it is ``undetermined``; a
        ``targets`` answer says ``"undetermined": true``."""
        self.unknowns.setdefault(reason, None)

    # -- the choke point ------------------------------------------------------------------
    def apply(self, clause_id: str, fn: Callable[..., Outcome], *args: Any, **kwargs: Any) -> Any:
        clause = self.rulebook.clauses.get(clause_id)
        if clause is None:
            raise TraceError(f"unknown clause {clause_id!r}")
        if clause.translation_only and self.edition != "es":
            raise TraceError(f"{clause_id} is translation-only and cannot apply under edition {self.edition}")
        if clause_id not in getattr(fn, "__clauses__", ()):
            raise TraceError(f"{getattr(fn, '__name__', fn)!s} is not a registered evaluator of {clause_id}")
        if self._silent:
            out = fn(self, *args, **kwargs)
            return out.value
        if self._stack:
            parent = self._stack[-1].clause
            if clause_id not in self.rulebook.clauses[parent].depends_on:
                raise TraceError(f"{parent} -> {clause_id} is not a depends_on edge of the rulebook")
        elif self.root is not None:
            raise TraceError(f"second root {clause_id} (root is {self.root.clause})")
        node = Node(clause_id)
        if self._stack:
            self._stack[-1].children.append(node)
        else:
            self.root = node
        self._visited.setdefault(clause_id, None)
        self._stack.append(node)
        try:
            out = fn(self, *args, **kwargs)
        finally:
            self._stack.pop()
        if not isinstance(out, Outcome):
            raise TraceError(f"evaluator for {clause_id} returned {type(out).__name__}, not Outcome")
        node.holds = out.holds
        node.because = out.because
        return out.value

    def silently(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Evaluate without recording (the same code, for a value already justified in the trace).

        Used for recursive applications of a clause to another card (the controller of the card
        an upgrade is attached to) and for bulk filters whose verdict is summarised in one node.
        """
        self._silent += 1
        try:
            return fn(*args, **kwargs)
        finally:
            self._silent -= 1

    @property
    def citations(self) -> list[str]:
        return list(self._visited)
