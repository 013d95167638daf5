"""The scenario format v1 (``schema: arbitro/v1``) as pydantic v2 models, built at import from the
format's one table (:mod:`arbitro.scenario.format`): one model per object of the table (``Target``,
``Effect``, ``Ability``, ``Grant``, ``Player``, ``Card``, ``ControlEffect``, ``Expect``, ``Event``,
``OrderItem``, ``Question``, ``Scenario``), one field per field, in the table's order, with its
type, bounds, default and alias. Nothing here names a field: add one to the table.

Field names are exactly the names of shared/spec/scenario-v1.md (``schema`` is ``schema_`` in
Python, alias ``schema``). The models are only half the contract: :func:`arbitro.scenario.load_scenario`
reads the YAML (ids as written, duplicate keys, limits), checks references and consistency, and
fills in EVERY derived default before handing the :class:`Scenario` out, so that the engine never
re-derives anything:

* ``Scenario.active_player`` (the first player), ``Player.name`` and ``Card.name`` (the id),
* ``Card.owner`` (``"scenario"`` for encounter types), ``Card.play_area`` (the owner for player
  cards a player owns, else ``None`` unless written),
* ``Ability.id`` (``a1``, ``a2``… by position) and ``Ability.timing`` (from ``header``;
  ``reference`` for a header in quotes),
* ``Question.id`` (``q1``, ``q2``…), ``Question.ability`` (the card's only ability), and
  ``expect.answer`` of ``can_initiate`` normalised to ``"yes"`` / ``"no"``,
* ``Question.events`` as :class:`Event` objects (``{flip: p1}`` → ``Event(kind="flip", player="p1")``).

``Card.stats`` holds the stats present only (a missing stat is a printed "–").

The models' validators are built lazily (``defer_build``); this module is imported only when a
file needs pydantic (a problem to report, a value the fast path's records are not sure of) or for
the JSON Schema, never for a clean file. The JSON Schema
(``arbitro schema``) is generated from them; see :mod:`arbitro.scenario.schema` for how it
treats ids that a YAML parser reads as numbers.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, WithJsonSchema, create_model
from pydantic_core import PydanticCustomError

from arbitro.scenario import format as FMT
from arbitro.scenario.vocab import (  # noqa: F401  (re-exported: the model's names)
    ID_PATTERN, DESTINATIONS, PLAYER_TYPES, ENCOUNTER_TYPES, CARD_TYPES, STATS,
    STATUSES, ICONS, RESTRICTIONS, ZONES, TARGET_ZONES, TIMINGS,
    VERBS, SELECTS, TARGET_KINDS, CONTROLLERS, ASKS, BASICS,
    ITEM_KINDS, EVENT_KINDS, FORMS, EDITIONS, PHASES, SCHEMA_V1,
)


# In the JSON Schema an id may be an integer: a YAML parser reads an unquoted 010 as a number,
# while arbitro reads it as the id "010" (see arbitro.scenario.schema).
Id = Annotated[
    str,
    StringConstraints(pattern=ID_PATTERN),
    WithJsonSchema({"anyOf": [{"type": "string", "pattern": ID_PATTERN}, {"type": "integer", "minimum": 0}]}),
]
# Free text: a YAML parser may read `name: 2099` as a number or `title: yes` as a boolean;
# arbitro keeps the text as written.
Text = Annotated[str, WithJsonSchema({"type": ["string", "number", "boolean"]})]


def _not_a_bool(value: Any) -> Any:
    """pydantic takes ``True`` for 1: a number field refuses a boolean (``damage: yes``)."""
    if isinstance(value, bool):
        raise PydanticCustomError("int_type", "Input should be a valid integer")
    return value


NonNeg = Annotated[int, Field(ge=0), BeforeValidator(_not_a_bool)]
Positive = Annotated[int, Field(ge=1), BeforeValidator(_not_a_bool)]
Flag = Annotated[
    bool,
    WithJsonSchema({"anyOf": [{"type": "boolean"},
                              {"enum": ["yes", "no", "on", "off", "Yes", "No", "On", "Off",
                                        "YES", "NO", "ON", "OFF"]}]}),
]


def _new_list() -> list:
    return []


def _new_dict() -> dict:
    return {}


# (plain functions, not the builtins ``list`` and ``dict``: pydantic inspects a default factory's
# signature, which for a builtin means parsing its text signature, a few milliseconds on first use)
class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, validate_by_name=True, validate_by_alias=True)


class _ScenarioBase(_Model):
    def player(self, player_id: str) -> Player | None:
        return next((p for p in self.players if p.id == player_id), None)

    def card(self, card_id: str) -> Card | None:
        return next((c for c in self.cards if c.id == card_id), None)


_ID_SCHEMA = {"anyOf": [{"type": "string", "pattern": ID_PATTERN}, {"type": "integer", "minimum": 0}]}


def _event_schema(fields: dict, required: tuple) -> dict:
    return {"type": "object", "properties": fields, "required": list(required), "additionalProperties": False}


def _events_schema() -> dict:
    """The JSON Schema of ``events`` as written: one-key maps (:data:`arbitro.scenario.format.EVENTS`)."""
    kinds = {}
    for kind, how in FMT.EVENTS.items():
        if "scalar" in how:
            kinds[kind] = _ID_SCHEMA
            continue
        names = how.get("required", ()) + how.get("optional", ())
        props = {}
        for name in names:
            spec = FMT.event_field_type(kind, name)
            if spec[0] == "lit":
                props[name] = {"enum": list(spec[1])}
            elif spec[0] == "int":
                props[name] = {"type": "integer", "minimum": spec[1]}
            else:
                props[name] = _ID_SCHEMA
        kinds[kind] = _event_schema(props, how.get("required", ()))
    return {"type": "array", "items": {"type": "object", "minProperties": 1, "maxProperties": 1,
                                       "additionalProperties": False, "properties": kinds}}


EVENTS_SCHEMA = _events_schema()


# -- the models, built from the table ---------------------------------------------------------------
def _annotation(spec: tuple):
    kind = spec[0]
    if kind == "id":
        return Id
    if kind == "text":
        return Text
    if kind == "flag":
        return Flag
    if kind == "any":
        return Any
    if kind == "int":
        return {0: NonNeg, 1: Positive}.get(spec[1]) or Annotated[int, Field(ge=spec[1]), BeforeValidator(_not_a_bool)]
    if kind == "lit":
        return Literal[spec[1]]  # type: ignore[valid-type]
    if kind == "opt":
        return Optional[_annotation(spec[1])]
    if kind == "list":
        return list[_annotation(spec[1])]  # type: ignore[misc]
    if kind == "dict":
        if spec[1] is None:  # free text keys (facts)
            return dict[str, _annotation(spec[2])]  # type: ignore[misc]
        return dict[Literal[spec[1]], _annotation(spec[2])]  # type: ignore[misc, valid-type]
    if kind == "or":
        return Union[tuple(_annotation(s) for s in spec[1])]  # type: ignore[return-value]
    if kind == "rec":
        if spec[1] in _BUILDING:  # a recursive object (Condition in Condition, Effect in Effect)
            return spec[1]  # a forward reference, resolved from this module's names
        return _build(spec[1])
    raise ValueError(f"unknown type {spec!r}")  # pragma: no cover


def _definition(f) -> tuple:
    annotation = _annotation(f.type)
    spec = FMT.base_type(f.type)
    if spec == FMT.list_of(FMT.obj("Event")):  # written as one-key maps (see _events_schema)
        annotation = Annotated[annotation, WithJsonSchema(EVENTS_SCHEMA)]
    kw: dict[str, Any] = {}
    if f.key != f.name:
        kw["alias"] = f.key
    if spec[0] == "list":
        if spec[2]:
            kw["min_length"] = spec[2]
        if spec[3] is not None:
            kw["max_length"] = spec[3]
    if f.default is FMT.NEW_LIST:
        kw["default_factory"] = _new_list
    elif f.default is FMT.NEW_DICT:
        kw["default_factory"] = _new_dict
    elif f.default is not FMT.REQUIRED:
        if not kw:
            return (annotation, f.default)
        kw["default"] = f.default
    return (annotation, Field(**kw)) if kw else (annotation, ...)


_BUILT: dict[str, type[BaseModel]] = {}
_BUILDING: set[str] = set()


def _build(name: str) -> type[BaseModel]:
    if name not in _BUILT:
        o = FMT.FORMAT[name]
        _BUILDING.add(name)
        try:
            defs = {f.name: _definition(f) for f in o.fields}
        finally:
            _BUILDING.discard(name)
        model = create_model(name, __base__=_ScenarioBase if name == "Scenario" else _Model, __doc__=o.doc,
                             __module__=__name__, **defs)
        _BUILT[name] = model
    return _BUILT[name]


for _name in FMT.FORMAT:
    _build(_name)
globals().update(_BUILT)  # Target, Effect, … Scenario: module attributes, as pickle looks them up
