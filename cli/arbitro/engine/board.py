"""The board the engine reasons about: a light, mutable copy of a loaded scenario.

Questions with ``events`` apply them, in order, to a copy of the board; every question starts
from the board as written. Cards keep a reference to their (immutable) abilities.
"""

from __future__ import annotations

import copy

from arbitro.reason import R, Reason
from arbitro.scenario import vocab
from arbitro.scenario.records import Record  # noqa: F401  (the one record base; re-exported)

PLAYER_TYPES = frozenset(vocab.PLAYER_TYPES)
ENCOUNTER_TYPES = frozenset(vocab.ENCOUNTER_TYPES)
ENEMY_TYPES = frozenset({"villain", "minion"})
SCHEME_TYPES = frozenset({"main_scheme", "side_scheme"})
CHARACTER_TYPES = frozenset({"identity", "ally"}) | ENEMY_TYPES
OUT_OF_PLAY = ("hand", "deck", "discard")
BOARD_STATE_EVENTS = frozenset({"exhaust", "ready", "give_status", "remove_status", "add_damage", "remove_damage",
                                "add_threat", "remove_threat", "add_counters", "remove_counters"})


class BoardError(ValueError):
    """An event or a question the board cannot carry out; ``reason`` says why (rendered by
    :mod:`arbitro.render.reasons` in the language of the output)."""

    def __init__(self, reason: Reason):
        super().__init__(reason.code)
        self.reason = reason


class AttachCycleError(BoardError):
    """An ``attach`` event that would close a cycle of attachments (``cycle``: card, host, …, card)."""

    def __init__(self, reason: Reason, cycle: list[str]):
        super().__init__(reason)
        self.cycle = cycle


class PlayerState(Record):
    __slots__ = ("id", "name", "form", "deck", "eliminated")

    def __init__(self, id: str, name: str, form: str, deck: int, eliminated: bool):
        self.id, self.name, self.form, self.deck, self.eliminated = id, name, form, deck, eliminated


class CardState(Record):
    __slots__ = ("id", "name", "type", "owner", "zone", "play_area", "attached_to", "stats", "damage", "threat",
                 "exhausted", "statuses", "icons", "traits", "restrictions", "grants", "abilities", "counters",
                 "treated_as")

    def __init__(self, id, name, type, owner, zone, play_area, attached_to, stats, damage, threat, exhausted,
                 statuses, icons, traits, restrictions, grants, abilities, counters=0, treated_as=None):
        self.id, self.name, self.type, self.owner, self.zone = id, name, type, owner, zone
        self.play_area, self.attached_to, self.stats, self.damage, self.threat = play_area, attached_to, stats, damage, threat
        self.exhausted, self.statuses, self.icons, self.traits = exhausted, statuses, icons, traits
        self.restrictions = restrictions
        self.grants = grants  # of (restriction, to)
        self.abilities = abilities  # scenario model abilities (read-only)
        self.counters = counters
        self.treated_as = treated_as  # "ally": a minion a player controls, treated as an ally

    @property
    def is_player_card(self) -> bool:
        """A player type, or a side scheme a player owns (MarvelCDB's ``player_side_scheme``: it
        starts in that player's deck, so the player owns it, control.1)."""
        return self.type in PLAYER_TYPES or (self.type == "side_scheme" and self.owner != "scenario")

    @property
    def is_encounter(self) -> bool:
        return self.type in ENCOUNTER_TYPES and not (self.type == "side_scheme" and self.owner != "scenario")

    @property
    def in_play(self) -> bool:
        return self.zone == "play"

    def ability(self, ability_id: str):
        for a in self.abilities:
            if a.id == ability_id:
                return a
        return None


class ControlEffect(Record):
    __slots__ = ("card", "player", "source")

    def __init__(self, card: str, player: str, source: str | None = None):
        self.card, self.player, self.source = card, player, source


class Ended(Record):
    """A control change that ended, and why (Propiedad y control: the four ways)."""

    __slots__ = ("effect", "why")

    def __init__(self, effect: ControlEffect, why: str):
        self.effect = effect
        self.why = why  # "source_left" | "left_play"


class Board(Record):
    __slots__ = ("players", "cards", "control_effects", "phase", "active_player", "taken_by", "ended",
                 "_grant_index", "_crisis", "_own")

    def __init__(self, players: dict, cards: dict, control_effects: list, phase: str = "player",
                 active_player: str | None = None):
        self.players: dict[str, PlayerState] = players
        self.cards: dict[str, CardState] = cards
        self.control_effects: list[ControlEffect] = control_effects
        self.phase = phase
        self.active_player = active_player
        # scenario-owned player cards whose control a player took: card -> that player (ownership passes)
        self.taken_by: dict[str, str] = {}
        self.ended: dict[str, Ended] = {}
        self._grant_index: dict | None = None
        self._crisis: list | None = None
        # the cards this board may change in place (None: all); a copy shares the others until it
        # changes them (copy on write), so a question's events cost what they change, not the board
        self._own: set[str] | None = None

    # -- construction -----------------------------------------------------------------------
    @classmethod
    def from_scenario(cls, scn) -> "Board":
        players = {
            p.id: PlayerState(p.id, p.name or p.id, p.form, p.deck, p.eliminated) for p in scn.players
        }
        cards = {}
        for c in scn.cards:
            cards[c.id] = CardState(
                id=c.id,
                name=c.name or c.id,
                type=c.type,
                owner=c.owner,
                zone=c.zone,
                play_area=c.play_area,
                attached_to=c.attached_to,
                stats=dict(c.stats or {}),
                damage=c.damage,
                threat=c.threat,
                exhausted=c.exhausted,
                statuses=tuple(c.statuses),
                icons=tuple(c.icons),
                traits=tuple(c.traits),
                restrictions=tuple(c.restrictions),
                grants=tuple((g.restriction, g.to) for g in c.grants),
                abilities=tuple(c.abilities),
                counters=c.counters,
                treated_as=c.treated_as,
            )
        board = cls(
            players=players,
            cards=cards,
            control_effects=[ControlEffect(e.card, e.player, e.source) for e in scn.control_effects],
            phase=scn.phase,
            active_player=scn.active_player,
        )
        for e in board.control_effects:
            board._note_taken(e)
        return board

    def copy(self) -> "Board":
        new = copy.copy(self)
        new.players = {k: copy.copy(v) for k, v in self.players.items()}
        new.cards = dict(self.cards)  # shared card records: see _mutable
        new._own = set()
        self._own = set()
        new.control_effects = list(self.control_effects)
        new.taken_by = dict(self.taken_by)
        new.ended = dict(self.ended)
        new._grant_index = None
        new._crisis = None
        return new

    # -- queries ----------------------------------------------------------------------------
    def card(self, card_id: str) -> CardState:
        return self.cards[card_id]

    def active_players(self) -> list[str]:
        return sorted(p.id for p in self.players.values() if not p.eliminated)

    def control_effect(self, card_id: str) -> ControlEffect | None:
        """The control effect in force for a card (the last one listed wins)."""
        found = None
        for e in self.control_effects:
            if e.card == card_id:
                found = e
        return found

    def identity_of(self, player_id: str) -> CardState | None:
        for c in self.cards.values():
            if c.type == "identity" and c.owner == player_id and c.in_play:
                return c
        return None

    def _mutable(self, card_id: str) -> CardState:
        """The card, as a record of this board's own that it may change (copied on first change)."""
        card = self.cards[card_id]
        own = self._own
        if own is not None and card_id not in own:
            card = self.cards[card_id] = copy.copy(card)
            own.add(card_id)
        return card

    def _granted(self) -> dict[str, list[tuple[str, str]]]:
        """Restrictions granted by cards in play, by the card they fall on (built once per board)."""
        if self._grant_index is None:
            index: dict[str, list[tuple[str, str]]] = {}
            for other in self.cards.values():
                if not other.grants or not other.in_play:
                    continue
                for restriction, to in other.grants:
                    target = other.attached_to if to == "attached" else to
                    if target is not None:
                        index.setdefault(target, []).append((restriction, other.id))
            self._grant_index = index
        return self._grant_index

    def restrictions_of(self, card: CardState) -> dict[str, str]:
        """Restrictions in force on a card: restriction -> the card it comes from."""
        found = {r: card.id for r in card.restrictions}
        for restriction, source in self._granted().get(card.id, ()):
            found.setdefault(restriction, source)
        return found

    def crisis_in_play(self) -> list[str]:
        if self._crisis is None:
            self._crisis = sorted(c.id for c in self.cards.values() if c.in_play and "crisis" in c.icons)
        return self._crisis

    def zone_count(self, player_id: str, zone: str) -> int:
        if zone == "deck":
            return self.players[player_id].deck
        return sum(1 for c in self.cards.values() if c.owner == player_id and c.zone == zone)

    # -- events -----------------------------------------------------------------------------
    def _note_taken(self, effect: ControlEffect) -> None:
        card = self.cards.get(effect.card)
        if card is not None and card.is_player_card and card.owner == "scenario" or effect.card in self.taken_by:
            self.taken_by[effect.card] = effect.player

    def _end_effects(self, card_id: str, why_card: str) -> None:
        """End control effects on a card (it left play) and those whose source it is."""
        keep = []
        for e in self.control_effects:
            if e.card == card_id:
                self.ended[e.card] = Ended(e, why_card)
            elif e.source == card_id:
                self.ended[e.card] = Ended(e, "source_left")
            else:
                keep.append(e)
        self.control_effects = keep

    def _owner_zone(self, card: CardState, to: str) -> str:
        owner = self.taken_by.get(card.id, card.owner)
        if owner != "scenario" and self.players[owner].eliminated:
            return "removed"
        return to

    def leave_play(self, card_id: str, to: str) -> None:
        card = self.cards[card_id]
        if not card.in_play:
            raise BoardError(R("board.leave_play.not_in_play", card=card_id, zone=card.zone))
        if to == "hand" and self.taken_by.get(card.id, card.owner) == "scenario":
            raise BoardError(R("board.leave_play.scenario_hand", card=card_id))
        # the cards attached to it (and to those, and so on) go to their owners' discard piles
        # first, each after its own attachments, in board order: one pass over the board, then
        # an iterative walk (a chain of attachments may be as long as the board)
        attached: dict[str, list[str]] = {}
        for c in self.cards.values():
            if c.attached_to is not None and c.in_play:
                attached.setdefault(c.attached_to, []).append(c.id)
        entered = {card_id}  # each card once, even on a board that somehow holds a cycle
        stack: list[tuple[str, str, int]] = [(card_id, to, 0)]
        while stack:
            cid, dest, i = stack.pop()
            below = attached.get(cid, ())
            if i < len(below):
                stack.append((cid, dest, i + 1))
                if below[i] not in entered:
                    entered.add(below[i])
                    stack.append((below[i], "discard", 0))
                continue
            leaving = self._mutable(cid)
            leaving.zone = self._owner_zone(leaving, dest)
            leaving.attached_to = None
            leaving.play_area = None
            self._end_effects(cid, "left_play")

    def attach_cycle(self, card_id: str, host_id: str) -> list[str] | None:
        """The cycle that attaching ``card_id`` to ``host_id`` would close (``[card, host, …, card]``),
        or None. The attachments on a board never form a cycle, so the walk up from the host ends."""
        path = [card_id]
        cur: str | None = host_id
        seen: set[str] = set()
        while cur is not None and cur not in seen:
            path.append(cur)
            if cur == card_id:
                return path
            seen.add(cur)
            host = self.cards.get(cur)
            cur = host.attached_to if host is not None else None
        return None

    def apply(self, event) -> None:
        self._grant_index = None
        self._crisis = None
        kind = event.kind
        if kind == "take_control":
            card = self._mutable(event.card)
            if not card.in_play:
                raise BoardError(R("board.take_control.not_in_play", card=card.id))
            if card.type == "identity":
                raise BoardError(R("board.take_control.identity"))
            effect = ControlEffect(event.card, event.player, event.source)
            self.control_effects.append(effect)
            self.ended.pop(event.card, None)
            self._note_taken(effect)
            card.play_area = event.player
        elif kind == "leave_play":
            self.leave_play(event.card, event.to)
        elif kind == "attach":
            host = self.cards[event.to]
            if not host.in_play:
                raise BoardError(R("board.attach.host_not_in_play", host=host.id))
            cycle = self.attach_cycle(event.card, host.id)
            if cycle is not None:
                raise AttachCycleError(R("board.attach.cycle", card=event.card, host=host.id, cycle=cycle), cycle)
            card = self._mutable(event.card)
            if not card.in_play:
                card.zone = "play"
                card.play_area = card.owner if card.owner in self.players else None
            card.attached_to = host.id
        elif kind == "flip":
            p = self.players[event.player]
            p.form = "alter_ego" if p.form == "hero" else "hero"
        elif kind == "eliminate":
            p = self.players[event.player]
            p.eliminated = True
            ident = self.identity_of(p.id)
            if ident is not None:
                self._mutable(ident.id).zone = "removed"
        elif kind in ("play_event", "discard_from_hand"):
            card = self._mutable(event.card)
            if card.zone != "hand":
                raise BoardError(R("board.not_in_hand", event=kind, card=card.id, zone=card.zone))
            if kind == "play_event" and card.type != "event":
                raise BoardError(R("board.play_event.not_event", card=card.id, type=card.type))
            card.zone = self._owner_zone(card, "discard")
        elif kind in BOARD_STATE_EVENTS:
            self._board_state(event)
        else:  # the loader only lets known kinds through
            raise BoardError(R("board.unknown_event", event=kind))

    def _board_state(self, event) -> None:
        """Issue 14's board states: exhaust/ready a card, give/remove a status, add/remove damage,
        threat or counters. The card must be in play; removing more than there is is refused."""
        kind = event.kind
        card = self.cards[event.card]
        if not card.in_play:
            raise BoardError(R("board.state.not_in_play", event=kind, card=card.id, zone=card.zone))
        card = self._mutable(event.card)
        if kind in ("exhaust", "ready"):
            card.exhausted = kind == "exhaust"
        elif kind == "give_status":
            if event.status not in card.statuses:
                card.statuses = card.statuses + (event.status,)
        elif kind == "remove_status":
            if event.status not in card.statuses:
                raise BoardError(R("board.state.no_status", card=card.id, status=event.status))
            card.statuses = tuple(s for s in card.statuses if s != event.status)
        else:
            what = kind.split("_", 1)[1]  # damage, threat, counters
            n = getattr(card, what)
            if kind.startswith("add_"):
                setattr(card, what, n + event.amount)
            elif event.amount > n:
                raise BoardError(R("board.state.too_many", card=card.id, what=what, amount=event.amount, n=n))
            else:
                setattr(card, what, n - event.amount)
