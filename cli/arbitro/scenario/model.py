"""The scenario format v1 (``schema: arbitro/v1``) as pydantic v2 models.

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

The models are built lazily (``defer_build``) to keep the CLI's start-up lean. The JSON Schema
(``arbitro schema``) is generated from them; see :mod:`arbitro.scenario.schema` for how it
treats ids that a YAML parser reads as numbers.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StringConstraints, WithJsonSchema
from pydantic_core import PydanticCustomError

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


CardType = Literal[CARD_TYPES]  # type: ignore[valid-type]
Stat = Literal[STATS]  # type: ignore[valid-type]
Status = Literal[STATUSES]  # type: ignore[valid-type]
Icon = Literal[ICONS]  # type: ignore[valid-type]
Restriction = Literal[RESTRICTIONS]  # type: ignore[valid-type]
Zone = Literal[ZONES]  # type: ignore[valid-type]
TargetZone = Literal[TARGET_ZONES]  # type: ignore[valid-type]
Timing = Literal[TIMINGS]  # type: ignore[valid-type]
Verb = Literal[VERBS]  # type: ignore[valid-type]


def _new_list() -> list:
    return []


def _new_dict() -> dict:
    return {}


# (plain functions, not the builtins ``list`` and ``dict``: pydantic inspects a default factory's
# signature, which for a builtin means parsing its text signature, a few milliseconds on first use)
class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", defer_build=True, validate_by_name=True, validate_by_alias=True)


class Target(_Model):
    """Whom an effect targets."""

    select: Literal[SELECTS]  # type: ignore[valid-type]
    kind: Optional[Literal[TARGET_KINDS]] = None  # type: ignore[valid-type]
    controller: Optional[Literal[CONTROLLERS]] = None  # type: ignore[valid-type]
    zone: Optional[TargetZone] = None
    of: Optional[Positive] = None


class Effect(_Model):
    """One effect of an ability (or one part of its cost), in printed order."""

    verb: Verb
    amount: Optional[NonNeg] = None
    target: Optional[Target] = None
    zone: Optional[TargetZone] = None
    status: Optional[Status] = None
    stat: Optional[Stat] = None
    changes_state: Flag = True


class Ability(_Model):
    """An ability of a card; ``id`` and ``timing`` are always filled in after loading."""

    id: Optional[Id] = None
    header: Optional[Text] = None
    timing: Optional[Timing] = None
    text: Optional[Text] = None
    from_out_of_play: Flag = False
    second_person: Flag = False
    cost: list[Effect] = Field(default_factory=_new_list)
    effects: list[Effect] = Field(default_factory=_new_list)


class Grant(_Model):
    """A prohibition a card imposes on another while it is in play."""

    restriction: Restriction
    to: Id  # "attached" or a card id


class Player(_Model):
    id: Id
    name: Optional[Text] = None
    form: Literal[FORMS] = "hero"  # type: ignore[valid-type]
    deck: NonNeg = 30
    eliminated: Flag = False


class Card(_Model):
    id: Id
    name: Optional[Text] = None
    type: CardType
    owner: Optional[Id] = None
    zone: Zone = "play"
    play_area: Optional[Id] = None
    attached_to: Optional[Id] = None
    stats: dict[Stat, NonNeg] = Field(default_factory=_new_dict)
    damage: NonNeg = 0
    threat: NonNeg = 0
    exhausted: Flag = False
    statuses: list[Status] = Field(default_factory=_new_list)
    icons: list[Icon] = Field(default_factory=_new_list)
    traits: list[Text] = Field(default_factory=_new_list)
    restrictions: list[Restriction] = Field(default_factory=_new_list)
    grants: list[Grant] = Field(default_factory=_new_list)
    abilities: list[Ability] = Field(default_factory=_new_list)


class ControlEffect(_Model):
    """A control change in force: ``player`` controls ``card`` (until ``source`` leaves play)."""

    card: Id
    player: Id
    source: Optional[Id] = None


class Expect(_Model):
    """The answer a question must give (normalised like the engine's answers) and clauses it must cite."""

    answer: Any
    cites: list[Text] = Field(default_factory=_new_list)


class Event(_Model):
    """One step applied to a copy of the board before a question is answered.

    Written as a one-key map (``{flip: p1}``, ``{attach: {card: x, to: y}}``); the loader turns it
    into ``kind`` plus the fields the step uses. ``to`` is a card id for ``attach`` and a zone for
    ``leave_play``.
    """

    kind: Literal[EVENT_KINDS]  # type: ignore[valid-type]
    card: Optional[Id] = None
    player: Optional[Id] = None
    to: Optional[Id] = None
    source: Optional[Id] = None


_ID_SCHEMA = {"anyOf": [{"type": "string", "pattern": ID_PATTERN}, {"type": "integer", "minimum": 0}]}


def _event_schema(fields: dict, required: tuple) -> dict:
    return {"type": "object", "properties": fields, "required": list(required), "additionalProperties": False}


# The JSON Schema describes events as written: one-key maps.
EVENTS_SCHEMA = {
    "type": "array",
    "items": {
        "type": "object",
        "minProperties": 1,
        "maxProperties": 1,
        "additionalProperties": False,
        "properties": {
            "take_control": _event_schema({"card": _ID_SCHEMA, "player": _ID_SCHEMA, "source": _ID_SCHEMA},
                                          ("card", "player")),
            "leave_play": _event_schema({"card": _ID_SCHEMA, "to": {"enum": list(DESTINATIONS)}}, ("card", "to")),
            "attach": _event_schema({"card": _ID_SCHEMA, "to": _ID_SCHEMA}, ("card", "to")),
            "flip": _ID_SCHEMA,
            "eliminate": _ID_SCHEMA,
            "play_event": _event_schema({"card": _ID_SCHEMA, "player": _ID_SCHEMA}, ("card", "player")),
            "discard_from_hand": _event_schema({"card": _ID_SCHEMA}, ("card",)),
        },
    },
}


class OrderItem(_Model):
    """An item of an ``order`` question: ``{card, ability}`` or ``{kind, id}``."""

    card: Optional[Id] = None
    ability: Optional[Id] = None
    kind: Optional[Literal[ITEM_KINDS]] = None  # type: ignore[valid-type]
    id: Optional[Id] = None


class Question(_Model):
    """A question about the board; which fields it needs depends on ``ask`` (checked by the loader)."""

    ask: Literal[ASKS]  # type: ignore[valid-type]
    id: Optional[Id] = None
    expect: Optional[Expect] = None
    events: Annotated[list[Event], WithJsonSchema(EVENTS_SCHEMA)] = Field(default_factory=_new_list)
    player: Optional[Id] = None
    card: Optional[Id] = None
    ability: Optional[Id] = None
    basic: Optional[Literal[BASICS]] = None  # type: ignore[valid-type]
    character: Optional[Id] = None
    effect: Optional[Positive] = None
    to: Optional[Literal[DESTINATIONS]] = None  # type: ignore[valid-type]
    items: Optional[list[OrderItem]] = None


class Scenario(_Model):
    """A board state and questions about it (format ``arbitro/v1``)."""

    schema_: Literal[SCHEMA_V1] = Field(alias="schema")  # type: ignore[valid-type]
    title: Optional[Text] = None
    description: Optional[Text] = None
    source: Optional[Text] = None
    edition: Literal[EDITIONS] = "es"  # type: ignore[valid-type]
    phase: Literal[PHASES] = "player"  # type: ignore[valid-type]
    active_player: Optional[Id] = None
    players: list[Player] = Field(min_length=1, max_length=4)
    cards: list[Card]
    control_effects: list[ControlEffect] = Field(default_factory=_new_list)
    questions: list[Question] = Field(min_length=1)

    def player(self, player_id: str) -> Player | None:
        return next((p for p in self.players if p.id == player_id), None)

    def card(self, card_id: str) -> Card | None:
        return next((c for c in self.cards if c.id == card_id), None)
