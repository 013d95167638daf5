"""The scenario model as plain records: the loader's fast path for a file with nothing wrong.

A judge's query should not wait for pydantic to build its validators (about 15 ms of a cold
start, more than answering takes) when the file is clean, which is nearly always. So the fast
path builds, from the plain data of a clean file, records with exactly the attributes of the
pydantic models of :mod:`arbitro.scenario.model` (and their ``model_fields_set``), and gives up
(``None``) at the first value it is not sure of: a wrong type or name, a number written in an
unusual way (``"+3"``, ``"3.0"``), a quoted ``"yes"`` for a flag… The loader then takes the
pydantic path, which decides and reports every problem with its position.

The pydantic models stay the contract (the JSON Schema, the error messages). Two tests keep
this module their twin: the field tables below equal the models field by field (name, key,
type, allowed values, bounds, default), and on every file of the corpus and on thousands of
generated documents both give the same scenario, or the records give up.
"""

from __future__ import annotations

import re
from typing import Any

from arbitro.scenario import vocab as V

REQUIRED = "<required>"  # a field without a default
NEW_LIST = "<new list>"  # a fresh empty list for each record
NEW_DICT = "<new dict>"  # a fresh empty dict for each record

# Field specs, as plain tuples (compared with the pydantic models by a test):
#   ("id",)   text matching vocab.ID_PATTERN        ("text",)  text
#   ("flag",) a boolean                             ("any",)   anything, kept as it is
#   ("int", n)          a whole number ≥ n (as a number or as digits)
#   ("lit", names)      one of the names
#   ("list", spec, min, max)   ("dict", key names, spec)   ("rec", class name)   ("opt", spec)
ID, TEXT, FLAG, ANY = ("id",), ("text",), ("flag",), ("any",)


def _lit(names) -> tuple:
    return ("lit", tuple(names))


def _opt(spec) -> tuple:
    return ("opt", spec)


def _list(spec, lo: int = 0, hi: int | None = None) -> tuple:
    return ("list", spec, lo, hi)


def _rec(name: str) -> tuple:
    return ("rec", name)


NONNEG = ("int", 0)
POSITIVE = ("int", 1)

# class name -> ((attribute, key, spec, default), …) in the models' order
TABLES: dict[str, tuple[tuple[str, str, tuple, Any], ...]] = {
    "Target": (
        ("select", "select", _lit(V.SELECTS), REQUIRED),
        ("kind", "kind", _opt(_lit(V.TARGET_KINDS)), None),
        ("controller", "controller", _opt(_lit(V.CONTROLLERS)), None),
        ("zone", "zone", _opt(_lit(V.TARGET_ZONES)), None),
        ("of", "of", _opt(POSITIVE), None),
    ),
    "Effect": (
        ("verb", "verb", _lit(V.VERBS), REQUIRED),
        ("amount", "amount", _opt(NONNEG), None),
        ("target", "target", _opt(_rec("Target")), None),
        ("zone", "zone", _opt(_lit(V.TARGET_ZONES)), None),
        ("status", "status", _opt(_lit(V.STATUSES)), None),
        ("stat", "stat", _opt(_lit(V.STATS)), None),
        ("changes_state", "changes_state", FLAG, True),
    ),
    "Ability": (
        ("id", "id", _opt(ID), None),
        ("header", "header", _opt(TEXT), None),
        ("timing", "timing", _opt(_lit(V.TIMINGS)), None),
        ("text", "text", _opt(TEXT), None),
        ("from_out_of_play", "from_out_of_play", FLAG, False),
        ("second_person", "second_person", FLAG, False),
        ("cost", "cost", _list(_rec("Effect")), NEW_LIST),
        ("effects", "effects", _list(_rec("Effect")), NEW_LIST),
    ),
    "Grant": (
        ("restriction", "restriction", _lit(V.RESTRICTIONS), REQUIRED),
        ("to", "to", ID, REQUIRED),
    ),
    "Player": (
        ("id", "id", ID, REQUIRED),
        ("name", "name", _opt(TEXT), None),
        ("form", "form", _lit(V.FORMS), "hero"),
        ("deck", "deck", NONNEG, 30),
        ("eliminated", "eliminated", FLAG, False),
    ),
    "Card": (
        ("id", "id", ID, REQUIRED),
        ("name", "name", _opt(TEXT), None),
        ("type", "type", _lit(V.CARD_TYPES), REQUIRED),
        ("owner", "owner", _opt(ID), None),
        ("zone", "zone", _lit(V.ZONES), "play"),
        ("play_area", "play_area", _opt(ID), None),
        ("attached_to", "attached_to", _opt(ID), None),
        ("stats", "stats", ("dict", V.STATS, NONNEG), NEW_DICT),
        ("damage", "damage", NONNEG, 0),
        ("threat", "threat", NONNEG, 0),
        ("exhausted", "exhausted", FLAG, False),
        ("statuses", "statuses", _list(_lit(V.STATUSES)), NEW_LIST),
        ("icons", "icons", _list(_lit(V.ICONS)), NEW_LIST),
        ("traits", "traits", _list(TEXT), NEW_LIST),
        ("restrictions", "restrictions", _list(_lit(V.RESTRICTIONS)), NEW_LIST),
        ("grants", "grants", _list(_rec("Grant")), NEW_LIST),
        ("abilities", "abilities", _list(_rec("Ability")), NEW_LIST),
    ),
    "ControlEffect": (
        ("card", "card", ID, REQUIRED),
        ("player", "player", ID, REQUIRED),
        ("source", "source", _opt(ID), None),
    ),
    "Expect": (
        ("answer", "answer", ANY, REQUIRED),
        ("cites", "cites", _list(TEXT), NEW_LIST),
    ),
    "Event": (
        ("kind", "kind", _lit(V.EVENT_KINDS), REQUIRED),
        ("card", "card", _opt(ID), None),
        ("player", "player", _opt(ID), None),
        ("to", "to", _opt(ID), None),
        ("source", "source", _opt(ID), None),
    ),
    "OrderItem": (
        ("card", "card", _opt(ID), None),
        ("ability", "ability", _opt(ID), None),
        ("kind", "kind", _opt(_lit(V.ITEM_KINDS)), None),
        ("id", "id", _opt(ID), None),
    ),
    "Question": (
        ("ask", "ask", _lit(V.ASKS), REQUIRED),
        ("id", "id", _opt(ID), None),
        ("expect", "expect", _opt(_rec("Expect")), None),
        ("events", "events", _list(_rec("Event")), NEW_LIST),
        ("player", "player", _opt(ID), None),
        ("card", "card", _opt(ID), None),
        ("ability", "ability", _opt(ID), None),
        ("basic", "basic", _opt(_lit(V.BASICS)), None),
        ("character", "character", _opt(ID), None),
        ("effect", "effect", _opt(POSITIVE), None),
        ("to", "to", _opt(_lit(V.DESTINATIONS)), None),
        ("items", "items", _opt(_list(_rec("OrderItem"))), None),
    ),
    "Scenario": (
        ("schema_", "schema", _lit((V.SCHEMA_V1,)), REQUIRED),
        ("title", "title", _opt(TEXT), None),
        ("description", "description", _opt(TEXT), None),
        ("source", "source", _opt(TEXT), None),
        ("edition", "edition", _lit(V.EDITIONS), "es"),
        ("phase", "phase", _lit(V.PHASES), "player"),
        ("active_player", "active_player", _opt(ID), None),
        ("players", "players", _list(_rec("Player"), 1, 4), REQUIRED),
        ("cards", "cards", _list(_rec("Card")), REQUIRED),
        ("control_effects", "control_effects", _list(_rec("ControlEffect")), NEW_LIST),
        ("questions", "questions", _list(_rec("Question"), 1), REQUIRED),
    ),
}


class Record:
    """A record with the attributes of the model of the same name; ``model_fields_set`` holds the
    attributes the file gave (as pydantic's does)."""

    __slots__ = ("model_fields_set",)
    FIELDS: tuple[str, ...] = ()

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and all(getattr(self, f) == getattr(other, f) for f in self.FIELDS)

    __hash__ = None  # type: ignore[assignment]  (mutable, like the pydantic models)

    def __setstate__(self, state: tuple) -> None:
        # copy and pickle restore the slots as they were, not as assignments
        for name, value in state[1].items():
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        # as with pydantic, a field assigned after construction (a derived default the loader
        # fills in) counts as given
        object.__setattr__(self, name, value)
        self.model_fields_set.add(name)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self.FIELDS)})"


class Scenario(Record):
    __slots__ = tuple(f[0] for f in TABLES["Scenario"])

    def player(self, player_id: str):
        return next((p for p in self.players if p.id == player_id), None)

    def card(self, card_id: str):
        return next((c for c in self.cards if c.id == card_id), None)


# one record class per table, named like its model (Card, Player…); only Scenario has methods
CLASSES: dict[str, type[Record]] = {"Scenario": Scenario}
for _name, _table in TABLES.items():
    if _name not in CLASSES:
        CLASSES[_name] = type(_name, (Record,), {"__slots__": tuple(f[0] for f in _table), "__module__": __name__})
    CLASSES[_name].FIELDS = tuple(f[0] for f in _table)
globals().update(CLASSES)  # module attributes, as pickle looks classes up by module and name


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
    elif kind == "dict":
        if type(v) is dict:
            keys, item = spec[1], spec[2]
            out = {}
            for k, x in v.items():
                if type(k) is not str or k not in keys:
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
