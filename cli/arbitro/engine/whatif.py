"""What would change the ruling: the smallest changes to the board that flip an answer.

For a "no" of ``can_initiate``, and for each excluded candidate of a ``targets`` answer, this
module lists candidate *single* changes to the board (or to who asks), each one data: a
:class:`arbitro.reason.Reason` that says what changes (rendered at the edge, like every reason)
and a function that makes that change on a copy of the board. Every candidate is answered again
through the normal engine (:func:`arbitro.engine.questions.evaluate`, every clause through
``ctx.apply``), and only the changes whose answer flips are kept: ``yes`` for ``can_initiate``,
the candidate among the valid targets for ``targets``. Nothing is written per scenario: the
candidates come from what the board and the question hold (the asking player's form, the asked
card's zone, the other players, the restrictions, statuses, state and tokens of the candidates
the ability could target, Crisis icons in play, the player's deck, the phase, and one more card
of each kind the ability targets).

Order is the order of generation (the asking player and the asked card first, then the targets,
then one more card, then the deck and the phase), deterministic. Bounds: at most :data:`TRIES`
changed boards are answered per question (per excluded target for ``targets``, at most
:data:`TARGETS` targets), and at most :data:`CAP` changes found are kept per question (per
target); on a big board fewer: at most ``CARD_BUDGET // cards`` boards (10,000 cards: 5), and
:func:`annotate` answers at most :data:`RUN_BUDGET` changed boards in all, after which the answers
that follow carry no ``what_if``. Pairs of changes are never tried: when no single change flips the
answer the list is empty.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Callable

from arbitro.engine.board import CHARACTER_TYPES, ENCOUNTER_TYPES, SCHEME_TYPES, Board, BoardError, CardState
from arbitro.reason import R, Reason

CAP = 20  # changes found kept per question (per excluded target)
TRIES = 48  # changed boards answered per question (per excluded target)
TARGETS = 8  # excluded targets of a `targets` answer looked at, in the answer's order
CARD_BUDGET = 50_000  # per question: changed boards answered x cards on the board (big boards try fewer)
RUN_BUDGET = 2_000  # changed boards answered per run of annotate (a file of many "no" answers)

# the card type added for a target kind ("si hubiera un Esbirro en juego"); kinds without one
# (a hero, an alter ego, an identity, a player, any card) are reached by other changes
ADDED_TYPE = {"villain": "villain", "minion": "minion", "enemy": "minion", "main_scheme": "main_scheme",
              "side_scheme": "side_scheme", "scheme": "side_scheme", "character": "ally", "ally": "ally",
              "upgrade": "upgrade", "support": "support", "attachment": "attachment", "event": "event",
              "resource": "resource", "treachery": "treachery", "environment": "environment",
              "obligation": "obligation"}
FROM_HAND = frozenset({"event", "resource"})


class Change:
    """One change: ``reason`` says what changes; ``apply(board, q)`` makes it on a copy of the board
    (the board is changed in place) and returns the question to ask on it (``q``, or a copy of it
    asked by another player)."""

    __slots__ = ("reason", "apply")

    def __init__(self, reason: Reason, apply: Callable[[Board, Any], Any]):
        self.reason = reason
        self.apply = apply

    def __repr__(self) -> str:
        return f"Change({self.reason!r})"


class Found:
    """A change that flips the answer, the answer it gives, and (``targets``) the target it makes valid."""

    __slots__ = ("change", "answer", "target")

    def __init__(self, change: Change, answer: Any, target: str | None = None):
        self.change, self.answer, self.target = change, answer, target

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"change": self.change.reason, "reason": self.change.reason, "answer": self.answer}
        if self.target is not None:
            out["target"] = self.target
        return out


def applicable(answer: dict) -> bool:
    """Whether an answer has a what-if: a "no" of can_initiate that a player would initiate (not a
    forced ability), or a targets answer with an excluded candidate."""
    if answer.get("errors"):
        return False
    if answer.get("ask") == "can_initiate":
        return answer.get("answer") == "no" and not answer.get("automatic")
    if answer.get("ask") == "targets":
        return any(not c["valid"] for c in answer.get("candidates") or ())
    return False


def changed(board: Board, q, change: Change) -> tuple[Board, Any]:
    """A copy of ``board`` with ``change`` made, and the question to ask on it."""
    new = board.copy()
    q2 = change.apply(new, q)
    new._grant_index = None
    new._crisis = None
    return new, q2


def answer_on(rulebook, board: Board, q, change: Change, edition: str):
    """The answer to ``q`` on ``board`` changed by ``change`` (None when it cannot be answered)."""
    from arbitro.engine.questions import evaluate

    new, q2 = changed(board, q, change)
    try:
        value, _, extra = evaluate(rulebook, new, q2, edition=edition)
    except BoardError:
        return None, {}
    return value, extra


def tries_for(board: Board) -> int:
    """How many changed boards one question (one excluded target) may answer on this board."""
    return max(1, min(TRIES, CARD_BUDGET // max(1, len(board.cards))))


def find(rulebook, board: Board, q, answer: dict, tries: int | None = None) -> list[Found]:
    """The single changes that flip ``answer`` (the answer to ``q`` on ``board``, the board after
    the question's events), in order, at most :data:`CAP` (per excluded target), trying at most
    ``tries`` changed boards (default :func:`tries_for`) per question (per excluded target)."""
    if not applicable(answer):
        return []
    tries = tries_for(board) if tries is None else tries
    edition = answer["edition"]
    found: list[Found] = []
    if q.ask == "can_initiate":
        for change in _initiate_changes(rulebook, board, q, edition)[:tries]:
            value, _ = answer_on(rulebook, board, q, change, edition)
            if value == "yes":
                found.append(Found(change, value))
                if len(found) == CAP:
                    break
        return found
    excluded = [c["id"] for c in answer["candidates"] if not c["valid"]][:TARGETS]
    for cid in excluded:
        n = 0
        for change in _target_changes(board, q, cid)[:tries]:
            value, _ = answer_on(rulebook, board, q, change, edition)
            if value is not None and cid in value:
                found.append(Found(change, value, cid))
                n += 1
                if n == CAP:
                    break
    return found


def what_if(rulebook, board: Board, q, answer: dict, tries: int | None = None) -> list[dict]:
    """:func:`find` as the answer's ``what_if`` entries (reasons as data; ``localize`` renders them)."""
    return [f.to_dict() for f in find(rulebook, board, q, answer, tries)]


# -- the candidate changes ----------------------------------------------------------------------
def _flip_form(player: str) -> Callable:
    def apply(board: Board, q):
        p = board.players[player]
        p.form = "alter_ego" if p.form == "hero" else "hero"
        return q
    return apply


def _form_change(board: Board, player: str) -> Change | None:
    p = board.players.get(player)
    if p is None or p.eliminated:
        return None
    other = "alter_ego" if p.form == "hero" else "hero"
    return Change(R("whatif.form", player=player, form=other), _flip_form(player))


def _set(card_id: str, **fields) -> Callable:
    def apply(board: Board, q):
        card = board._mutable(card_id)
        for k, v in fields.items():
            setattr(card, k, v)
        return q
    return apply


def _move(card: CardState, zone: str) -> Change:
    if zone == "play":
        fields = dict(zone="play", play_area=card.owner if card.owner != "scenario" else None)
    else:
        fields = dict(zone=zone, play_area=None, attached_to=None)
    return Change(R("whatif.zone", card=card.id, zone=zone), _set(card.id, **fields))


def _asked_by(player: str) -> Callable:
    def apply(board: Board, q):
        return _question_like(q, player=player)
    return apply


def _question_like(q, **changes) -> SimpleNamespace:
    """A copy of the question's fields with ``changes`` (the question itself is never changed)."""
    fields = {k: getattr(q, k, None) for k in _Q_FIELDS}
    fields.update(changes)
    return SimpleNamespace(**fields)


_Q_FIELDS = ("ask", "id", "expect", "events", "player", "card", "ability", "basic", "character", "effect", "to",
             "items")


def _without_restriction(board: Board, card: CardState, restriction: str, source: str) -> Callable:
    def apply(b: Board, q):
        if source == card.id:
            c = b._mutable(card.id)
            c.restrictions = tuple(r for r in c.restrictions if r != restriction)
        else:
            src = b._mutable(source)
            src.grants = tuple((r, to) for r, to in src.grants if not (
                r == restriction and (to == card.id or (to == "attached" and src.attached_to == card.id))))
        return q
    return apply


def _card_changes(board: Board, card: CardState, verbs: set[str], wanted: frozenset = frozenset()) -> list[Change]:
    """Single changes to one card the ability could target: each restriction in force on it lifted,
    each status removed, readied or exhausted, damage to heal, threat to remove, and each status
    in ``wanted`` (the statuses the ability removes) given."""
    out: list[Change] = []
    for restriction, source in sorted(board.restrictions_of(card).items()):
        code = "whatif.no_restriction" if source == card.id else "whatif.no_restriction.imposed"
        out.append(Change(R(code, card=card.id, restriction=restriction, source=source),
                          _without_restriction(board, card, restriction, source)))
    for status in card.statuses:
        out.append(Change(R("whatif.no_status", card=card.id, status=status),
                          _set(card.id, statuses=tuple(s for s in card.statuses if s != status))))
    if verbs & {"exhaust", "ready"} and card.type in CHARACTER_TYPES | {"upgrade", "support"}:
        state = "ready" if card.exhausted else "exhausted"
        out.append(Change(R("whatif.state", card=card.id, state=state), _set(card.id, exhausted=not card.exhausted)))
    if "heal" in verbs and card.damage == 0 and card.type in CHARACTER_TYPES:
        out.append(Change(R("whatif.damage", card=card.id, n=1), _set(card.id, damage=1)))
    for status in sorted(wanted):  # a status to remove: the candidate has it
        if status not in card.statuses:
            out.append(Change(R("whatif.with_status", card=card.id, status=status),
                              _set(card.id, statuses=card.statuses + (status,))))
    if verbs & {"remove_threat", "thwart"} and card.threat == 0 and card.type in SCHEME_TYPES:
        out.append(Change(R("whatif.threat", card=card.id, n=1), _set(card.id, threat=1)))
    return out


def _crisis_changes(board: Board, verbs: set[str]) -> list[Change]:
    if not verbs & {"remove_threat", "thwart"}:
        return []
    out = []
    for cid in board.crisis_in_play():
        icons = tuple(i for i in board.cards[cid].icons if i != "crisis")
        out.append(Change(R("whatif.no_crisis", card=cid), _set(cid, icons=icons)))
    return out


def _deck_change(board: Board, player: str) -> Change | None:
    p = board.players.get(player)
    if p is None or p.deck != 0:
        return None
    return Change(R("whatif.deck", player=player, n=1), _set_deck(player))


def _set_deck(player: str) -> Callable:
    def apply(board: Board, q):
        board.players[player].deck = 1
        return q
    return apply


def _added(board: Board, ctype: str, zone: str, owner: str, verbs: set[str]) -> Change:
    """One more card of type ``ctype`` in ``zone``, bare but for what the ability's verbs need of it
    (damage to heal, threat to remove, exhausted to ready): said in the change."""
    n, cid = 1, f"whatif-{ctype}"
    while cid in board.cards:
        n += 1
        cid = f"whatif-{ctype}-{n}"
    state: list[Reason] = []
    damage = threat = 0
    exhausted = False
    if "heal" in verbs and ctype in CHARACTER_TYPES:
        damage = 1
        state.append(R("whatif.with_damage", n=1))
    if verbs & {"remove_threat", "thwart"} and ctype in SCHEME_TYPES:
        threat = 1
        state.append(R("whatif.with_threat", n=1))
    if "ready" in verbs and not verbs & {"exhaust"}:
        exhausted = True
        state.append(R("whatif.with_exhausted"))

    def apply(b: Board, q):
        b.cards[cid] = CardState(
            id=cid, name=cid, type=ctype, owner=owner, zone=zone,
            play_area=(None if owner == "scenario" else owner) if zone == "play" else None,
            attached_to=None, stats={}, damage=damage, threat=threat, exhausted=exhausted, statuses=(), icons=(),
            traits=(), restrictions=(), grants=(), abilities=())
        if b._own is not None:
            b._own.add(cid)
        return q
    another = any(c.type == ctype and c.zone == zone for c in board.cards.values())
    code = "whatif.add_card.another" if another else "whatif.add_card"
    return Change(R(code, type=ctype, zone=zone, state=state), apply)


def _targets_of(board: Board, q):
    """The ability's effects as (verb, target, status) triples (a basic power's one effect)."""
    if q.basic:
        from arbitro.engine.abilities import BASIC

        _, verb, kind = BASIC[q.basic]
        return [(verb, SimpleNamespace(select="a", kind=kind, controller=None, zone=None), None)] if kind else [(verb, None, None)]
    card = board.cards.get(q.card)
    if card is None:
        return []
    ability = card.ability(q.ability) if q.ability else (card.abilities[0] if len(card.abilities) == 1 else None)
    if ability is None:
        return []
    return [(e.verb, e.target, e.status) for e in ability.effects]


def _excluded_targets(rulebook, board: Board, q, edition: str) -> list[str]:
    """The candidates the ability could target and that are not valid, as the engine says (the
    targets question asked on the same board)."""
    from arbitro.engine.questions import evaluate

    try:
        _, _, extra = evaluate(rulebook, board, _question_like(q, ask="targets", effect=None), edition=edition)
    except BoardError:
        return []
    return [c["id"] for c in extra.get("candidates", ()) if not c["valid"]][:TARGETS]


def _initiate_changes(rulebook, board: Board, q, edition: str) -> list[Change]:
    out: list[Change | None] = []
    asking = q.player
    out.append(_form_change(board, asking))
    if board.phase == "setup":
        out.append(Change(R("whatif.phase", phase="player"), _set_phase("player")))
    used = board.cards.get(q.character if q.basic else q.card)
    if used is not None:
        if not q.basic and used.type in FROM_HAND:
            if used.zone != "hand":
                out.append(_move(used, "hand"))
        elif not used.in_play:
            out.append(_move(used, "play"))
    for other in board.active_players():
        if other != asking:
            out.append(Change(R("whatif.asker", player=other), _asked_by(other)))
    effects = _targets_of(board, q)
    verbs = {v for v, _, _ in effects}
    wanted = _removed_statuses(effects)
    for cid in _excluded_targets(rulebook, board, q, edition):
        card = board.cards.get(cid)
        if card is not None:
            out.extend(_card_changes(board, card, verbs, wanted))
        elif cid in board.players:
            out.append(_deck_change(board, cid))
            ident = board.identity_of(cid)
            if ident is not None:
                out.extend(_card_changes(board, ident, verbs, wanted))
    out.extend(_crisis_changes(board, verbs))
    kinds_done = set()
    for verb, t, _ in effects:
        if t is None or t.select in ("you", "next", "that", "same") or t.kind not in ADDED_TYPE:
            continue
        ctype = ADDED_TYPE[t.kind]
        zone = t.zone or "play"
        if zone in ("victory_display", "encounter_discard"):  # issue 15 (zones): not a zone of the board
            continue
        owner = "scenario" if ctype in ENCOUNTER_TYPES else _owner_for(board, asking, t.controller)
        if owner is None or (ctype, zone, owner) in kinds_done:
            continue
        kinds_done.add((ctype, zone, owner))
        out.append(_added(board, ctype, zone, owner, verbs))
    if verbs & {"draw", "search"} or any(t is not None and t.kind == "player" for _, t, _ in effects):
        out.append(_deck_change(board, asking))
    seen: set = set()
    kept = []
    for c in out:
        if c is None:
            continue
        key = (c.reason.code, tuple(sorted((k, repr(v)) for k, v in c.reason.args.items())))
        if key not in seen:
            seen.add(key)
            kept.append(c)
    return kept


def _set_phase(phase: str) -> Callable:
    def apply(board: Board, q):
        board.phase = phase
        return q
    return apply


def _owner_for(board: Board, asking: str, controller: str | None) -> str | None:
    if controller == "other":
        others = [p for p in board.active_players() if p != asking]
        return others[0] if others else None
    return asking if asking in board.players else None


def _removed_statuses(effects) -> frozenset:
    return frozenset(status for verb, _, status in effects if verb == "remove_status" and status)


def _target_changes(board: Board, q, cid: str) -> list[Change]:
    effects = _targets_of(board, q)
    verbs = {v for v, _, _ in effects}
    wanted = _removed_statuses(effects)
    out: list[Change | None] = []
    card = board.cards.get(cid)
    if card is None and cid in board.players:
        out.append(_deck_change(board, cid))
        card = board.identity_of(cid)
    if card is not None:
        if card.type == "identity" and card.owner in board.players:
            out.append(_form_change(board, card.owner))
        out.extend(_card_changes(board, card, verbs, wanted))
        if card.type == "main_scheme":
            out.extend(_crisis_changes(board, verbs))
    return [c for c in out if c is not None]


def annotate(rulebook, scn, questions, answers, *, targets: bool):
    """Add ``what_if`` to each answer it applies to, as they come (``answers`` from
    :func:`arbitro.engine.questions.iter_answers` over ``questions``): every "no" of can_initiate,
    and with ``targets`` every targets answer with an excluded candidate."""
    from arbitro.engine.questions import board_for

    by_id = {q.id: q for q in questions}
    base = None
    left = RUN_BUDGET
    for a in answers:
        q = by_id.get(a.get("question"))
        if q is not None and applicable(a) and (targets or a["ask"] == "can_initiate"):
            if base is None:
                base = Board.from_scenario(scn)
            try:
                board = board_for(base, q)
            except BoardError:  # the question's events cannot be applied: the answer says so already
                board = None
            # the most this question may answer: its own bound, for each excluded target of a targets answer
            n = tries_for(board) if board is not None else 0
            # (a can_initiate asks the targets question once more, to find the excluded targets)
            most = n + 1 if a["ask"] == "can_initiate" else n * min(TARGETS, len(a.get("candidates") or ()))
            if board is not None and most <= left:
                left -= most
                a["what_if"] = what_if(rulebook, board, q, a, n)
        yield a
