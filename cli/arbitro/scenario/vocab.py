"""The words of the scenario format v1: every closed list of names, as plain tuples.

They are shared by the pydantic models (:mod:`arbitro.scenario.model`), the loader's checks and
the pydantic-free records of the fast path (:mod:`arbitro.scenario.records`), and importing them
costs nothing.
"""

from __future__ import annotations

ID_PATTERN = r"^[a-z0-9_-]+$"
DESTINATIONS = ("discard", "hand", "deck", "removed")

PLAYER_TYPES = ("identity", "ally", "upgrade", "support", "event", "resource")
ENCOUNTER_TYPES = ("villain", "minion", "main_scheme", "side_scheme", "attachment", "treachery",
                   "environment", "obligation")
CARD_TYPES = PLAYER_TYPES + ENCOUNTER_TYPES
STATS = ("atk", "thw", "sch", "def", "rec", "hp")
STATUSES = ("stunned", "confused", "tough")
ICONS = ("acceleration", "amplify", "crisis", "hazard")
RESTRICTIONS = (
    "cannot_take_damage", "cannot_heal", "cannot_ready", "cannot_exhaust", "cannot_be_attacked",
    "cannot_be_thwarted", "cannot_be_defeated", "cannot_be_discarded", "cannot_remove_threat",
    "cannot_place_threat", "cannot_be_stunned", "cannot_be_confused",
)
ZONES = ("play", "hand", "deck", "discard", "removed", "set_aside")
TARGET_ZONES = ("play", "hand", "discard", "deck")
TIMINGS = (
    "constant", "keyword", "setup", "start", "action", "hero_action", "alter_ego_action", "interrupt",
    "hero_interrupt", "alter_ego_interrupt", "response", "hero_response", "alter_ego_response",
    "resource", "forced_action", "forced_interrupt", "forced_response", "when_revealed",
    "when_defeated", "when_completed", "boost", "reference",
)
VERBS = (
    "deal_damage", "attack", "heal", "place_threat", "remove_threat", "thwart", "stun", "confuse",
    "tough", "remove_status", "exhaust", "ready", "defeat", "discard", "return_to_hand", "take_control",
    "modify_stat", "draw", "search", "other",
)
SELECTS = ("a", "each", "that", "same", "you", "next")
# the spec's target kinds, plus (an addition) every other card type by name: treachery, obligation…
TARGET_KINDS = ("villain", "minion", "enemy", "main_scheme", "side_scheme", "scheme", "hero", "alter_ego",
                "identity", "ally", "character", "upgrade", "support", "attachment", "player", "card",
                "event", "resource", "treachery", "environment", "obligation")
CONTROLLERS = ("any", "you", "other")
ASKS = ("can_initiate", "targets", "controller", "owner", "destination", "who_may_use", "order")
BASICS = ("attack", "thwart", "recover", "scheme")
ITEM_KINDS = ("status_card", "consequential_damage", "lasting_effect", "delayed_effect", "keyword", "icon")
EVENT_KINDS = ("take_control", "leave_play", "attach", "flip", "eliminate", "play_event", "discard_from_hand")
FORMS = ("hero", "alter_ego")
EDITIONS = ("es", "en")
PHASES = ("setup", "player", "villain")
SCHEMA_V1 = "arbitro/v1"
