"""The scenario model as plain records: the loader's fast path for a file with nothing wrong.

A judge's query should not wait for pydantic to build its validators (about 15 ms of a cold
start, more than answering takes) when the file is clean, which is nearly always. So the fast
path builds, from the plain data of a clean file, records with exactly the attributes of the
pydantic models of :mod:`arbitro.scenario.model` (and their ``model_fields_set``), and gives up
(``None``) at the first value it is not sure of: a wrong type or name, a number written in an
unusual way (``"+3"``, ``"3.0"``), a quoted ``"yes"`` for a flag… The loader then takes the
pydantic path, which decides and reports every problem with its position.

Both the records and the pydantic models are built from the format's one table
(:mod:`arbitro.scenario.format`); the models stay the contract for everything else (the JSON
Schema, the error messages). Two tests keep this module their twin: the record tables equal the
models field by field (name, key, type, allowed values, bounds, default), and on every file of
the corpus and on thousands of generated documents both give the same scenario, or the records
give up.

:class:`Record` is also the base of the engine's records (``arbitro.engine.board``).
"""

from __future__ import annotations

import re
from typing import Any

from arbitro.scenario import format as FMT
from arbitro.scenario import vocab as V
from arbitro.scenario.format import NEW_DICT, NEW_LIST, REQUIRED  # noqa: F401  (re-exported)

# class name -> ((attribute, key, type, default), …) in the models' order, from the format's table
# (types as in :mod:`arbitro.scenario.format`: ("id",), ("int", 0), ("lit", names), ("opt", t)…)
TABLES: dict[str, tuple[tuple[str, str, tuple, Any], ...]] = {
    name: tuple((f.name, f.key, f.type, f.default) for f in o.fields) for name, o in FMT.FORMAT.items()
}


class Record:
    """A small mutable record with slots, compared and printed field by field: the one base of the
    scenario's records (below) and of the engine's (``arbitro.engine.board``: the board, its cards…).
    Cheaper to define and to copy than a dataclass, which matters on the cold-start path.

    The fields are the slots of the record's own class (the printed ones: those not starting
    with ``_``)."""

    __slots__ = ()

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__ if not k.startswith("_"))
        return f"{type(self).__name__}({fields})"

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    __hash__ = None  # type: ignore[assignment]  (mutable)

    def __copy__(self):
        new = object.__new__(type(self))
        for k in self.__slots__:
            object.__setattr__(new, k, getattr(self, k))
        return new

    def __setstate__(self, state: tuple) -> None:
        # deepcopy and pickle restore the slots as they were, not as assignments
        for name, value in state[1].items():
            object.__setattr__(self, name, value)


class FormatRecord(Record):
    """A record with the attributes of the model of the same name; ``model_fields_set`` holds the
    attributes the file gave (as pydantic's does)."""

    __slots__ = ("model_fields_set",)
    FIELDS: tuple[str, ...] = ()

    def __copy__(self):
        new = super().__copy__()
        object.__setattr__(new, "model_fields_set", set(self.model_fields_set))
        return new

    def __setattr__(self, name: str, value: Any) -> None:
        # as with pydantic, a field assigned after construction (a derived default the loader
        # fills in) counts as given
        object.__setattr__(self, name, value)
        self.model_fields_set.add(name)


class Scenario(FormatRecord):
    __slots__ = tuple(f[0] for f in TABLES["Scenario"])

    def player(self, player_id: str):
        return next((p for p in self.players if p.id == player_id), None)

    def card(self, card_id: str):
        return next((c for c in self.cards if c.id == card_id), None)


# one record class per table, named like its model (Card, Player…); only Scenario has methods
CLASSES: dict[str, type[FormatRecord]] = {"Scenario": Scenario}
for _name, _table in TABLES.items():
    if _name not in CLASSES:
        CLASSES[_name] = type(_name, (FormatRecord,), {"__slots__": tuple(f[0] for f in _table), "__module__": __name__})
    CLASSES[_name].FIELDS = tuple(f[0] for f in _table)
globals().update(CLASSES)  # module attributes, as pickle looks classes up by module and name


def new(name: str, **fields: Any) -> FormatRecord:
    """A record of object ``name`` with ``fields`` given and every other field at its default (a
    question built by a command, say); ``model_fields_set`` holds the fields given."""
    cls = CLASSES[name]
    obj = cls.__new__(cls)
    values = {**FMT.defaults(name), **fields}
    missing = [f for f in cls.FIELDS if f not in values]
    if missing or len(values) != len(cls.FIELDS):
        raise TypeError(f"{name}: missing {missing}" if missing else f"{name}: unknown {sorted(set(values) - set(cls.FIELDS))}")
    for attr, value in values.items():
        object.__setattr__(obj, attr, value)
    object.__setattr__(obj, "model_fields_set", set(fields))
    return obj


# -- building -----------------------------------------------------------------------------------
class _Unsure(Exception):
    """A value the records do not take for sure: the pydantic path decides."""


_ID_MATCH = re.compile(V.ID_PATTERN.strip("^$")).fullmatch  # fullmatch: no "$" before a final newline
_MAX_DIGITS = 18  # longer numbers (and any other way of writing one) go to pydantic


def _value(spec: tuple, v: Any) -> Any:
    kind = spec[0]
    if kind == "opt":
        return None if v is None else _value(spec[1], v)
    if kind == "id":
        if type(v) is str and _ID_MATCH(v):
            return v
    elif kind == "text":
        if type(v) is str:
            return v
    elif kind == "lit":
        if type(v) is str and v in spec[1]:
            return v
    elif kind == "int":
        if type(v) is str and 0 < len(v) <= _MAX_DIGITS and v.isascii() and v.isdigit():
            v = int(v)
        if type(v) is int and v >= spec[1]:
            return v
    elif kind == "flag":
        if type(v) is bool:
            return v
    elif kind == "list":
        if type(v) is list and len(v) >= spec[2] and (spec[3] is None or len(v) <= spec[3]):
            item = spec[1]
            return [_value(item, x) for x in v]
    elif kind == "rec":
        return _record(CLASSES[spec[1]], TABLES[spec[1]], v)
    elif kind == "or":
        for option in spec[1]:
            try:
                return _value(option, v)
            except _Unsure:
                pass
    elif kind == "dict":
        if type(v) is dict:
            keys, item = spec[1], spec[2]
            out = {}
            for k, x in v.items():
                if type(k) is not str or (keys is not None and k not in keys):
                    raise _Unsure
                out[k] = _value(item, x)
            return out
    elif kind == "any":
        return v
    raise _Unsure


def _record(cls: type[Record], table: tuple, v: Any) -> Record:
    if type(v) is not dict:
        raise _Unsure
    obj = cls.__new__(cls)
    put = object.__setattr__
    given = set()
    for attr, key, spec, default in table:
        if key in v:
            put(obj, attr, _value(spec, v[key]))
            given.add(attr)
        elif default is REQUIRED:
            raise _Unsure
        elif default is NEW_LIST:
            put(obj, attr, [])
        elif default is NEW_DICT:
            put(obj, attr, {})
        else:
            put(obj, attr, default)
    if len(given) != len(v):  # a key the model does not know
        raise _Unsure
    put(obj, "model_fields_set", given)
    return obj


def build(data: Any) -> Scenario | None:
    """The records of ``data`` (plain data with events already normalised), or None when any value
    is one the records do not take for sure."""
    try:
        return _record(Scenario, TABLES["Scenario"], data)  # type: ignore[return-value]
    except (_Unsure, RecursionError):
        return None
