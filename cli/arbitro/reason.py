"""A reason as data: a message code and its arguments, rendered per language by :mod:`arbitro.render.reasons`.

The engine, the board and the commands say *why* with a :class:`Reason`, never with text: the
arguments are names (card ids, players, verbs, zones, statuses, numbers), lists of them, or other
reasons; a phrase that depends on the language (a zone's name, a kind's article) is chosen by the
template, from the name. So the text output and the JSON's ``reason`` objects come from the same
data, and another language is one more table.
"""

from __future__ import annotations

from typing import Any


class Reason:
    """``code`` (a key of every language's table) and ``args`` (the template's fields)."""

    __slots__ = ("code", "args")

    def __init__(self, code: str, args: dict[str, Any] | None = None):
        self.code = code
        self.args = {} if args is None else args

    def to_dict(self) -> dict:
        """The JSON form: ``{"code": ..., "args": {...}}``, nested reasons in the same form."""
        return {"code": self.code, "args": {k: _data(v) for k, v in self.args.items()}}

    @classmethod
    def from_dict(cls, d: dict) -> "Reason":
        """The reason a JSON ``reason`` object was made from (nested reasons included)."""
        return cls(d["code"], {k: _from_data(v) for k, v in d["args"].items()})

    def __eq__(self, other) -> bool:
        return isinstance(other, Reason) and other.code == self.code and other.args == self.args

    def __hash__(self) -> int:
        return hash(self.code)

    def __repr__(self) -> str:
        return f"Reason({self.code!r}, {self.args!r})"


# the arguments that hold card ids: the text shows the card's name there (the answer's ``names``)
CARD_KEYS = frozenset({"card", "host", "source", "id", "ids", "valid", "target", "character"})


def named(reason: Any, names: dict) -> Any:
    """``reason`` with the card ids of its :data:`CARD_KEYS` arguments replaced by ``names``
    (nested reasons too); the reason itself when there is nothing to replace."""
    if not names or not isinstance(reason, Reason):
        return reason
    args = {}
    for k, v in reason.args.items():
        if isinstance(v, Reason):
            v = named(v, names)
        elif isinstance(v, (list, tuple)):
            v = [named(x, names) if isinstance(x, Reason) else names.get(x, x) if k in CARD_KEYS and isinstance(x, str)
                 else x for x in v]
        elif k in CARD_KEYS and isinstance(v, str):
            v = names.get(v, v)
        args[k] = v
    return Reason(reason.code, args)


def R(code: str, **args: Any) -> Reason:
    """``Reason(code, args)`` written as keywords: ``R("control.owner.deck", card=c.id, owner=p)``."""
    return Reason(code, args)


def _data(v: Any) -> Any:
    if isinstance(v, Reason):
        return v.to_dict()
    if isinstance(v, (list, tuple)):
        return [_data(x) for x in v]
    return v


def _from_data(v: Any) -> Any:
    if isinstance(v, dict) and set(v) == {"code", "args"}:
        return Reason.from_dict(v)
    if isinstance(v, list):
        return [_from_data(x) for x in v]
    return v
