"""Objetivo: which targets are valid, effect by effect, clause by clause.

The evaluation of one ability's effects is shared by the ``targets`` question (under
objetivo.1) and by ``can_initiate`` (under capacidad.4 / objetivo.3): both call
:func:`evaluate_effects` from their own clause, and every step goes through ``ctx.apply``.
"""

from __future__ import annotations

from typing import Any

from arbitro.engine.board import CHARACTER_TYPES, ENEMY_TYPES, SCHEME_TYPES, CardState, Record
from arbitro.engine.context import Context, Outcome, TraceError, evaluates
from arbitro.reason import R, Reason
from arbitro.scenario import format as FMT

CHARACTER_VERBS = frozenset(
    {"deal_damage", "attack", "heal", "stun", "confuse", "tough", "remove_status", "exhaust", "ready", "modify_stat",
     "take_damage"}
)
RESTRICTION_CLAUSE = {
    "cannot_take_damage": "objetivo.14",
    "cannot_be_attacked": "objetivo.15",
    "cannot_be_thwarted": "objetivo.16",
}
# which restriction stops which verb (Objetivo; verb table of the scenario spec)
VERB_RESTRICTIONS = {
    "deal_damage": ("cannot_take_damage",),
    "take_damage": ("cannot_take_damage",),
    "attack": ("cannot_be_attacked", "cannot_take_damage"),
    # "heal" is judged in its own branch: nothing to heal comes before "cannot heal"
    "place_threat": ("cannot_place_threat",),
    "remove_threat": ("cannot_remove_threat",),
    "thwart": ("cannot_be_thwarted", "cannot_remove_threat"),
    "stun": ("cannot_be_stunned",),
    "confuse": ("cannot_be_confused",),
    "exhaust": ("cannot_exhaust",),
    # "ready" is judged in its own branch: an attachment's "cannot ready" is the seed's example
    "defeat": ("cannot_be_defeated", "cannot_leave_play"),
    "discard": ("cannot_be_discarded", "cannot_leave_play"),  # family board: «no puede abandonar el juego»
}


# The engine reads a target and an effect with exactly the fields of the format's Target and
# Effect (arbitro.scenario.format), with the same defaults.
_TGT_FIELDS = tuple(f.name for f in FMT.fields("Target"))
_EFF_FIELDS = tuple(f.name for f in FMT.fields("Effect"))
_TGT_DEFAULTS = FMT.defaults("Target")
_EFF_DEFAULTS = FMT.defaults("Effect")


class Target(Record):
    __slots__ = _TGT_FIELDS

    def __init__(self, *args: Any, **fields: Any):  # the fields in the format's order: select, kind, …
        values = {**_TGT_DEFAULTS, **dict(zip(_TGT_FIELDS, args)), **fields}
        if len(values) != len(_TGT_FIELDS) or len(args) > len(_TGT_FIELDS):
            raise TypeError(f"Target: the fields of a target are {_TGT_FIELDS}, not {tuple(values)}")
        for name in _TGT_FIELDS:
            setattr(self, name, values[name])


class Effect(Record):
    """An effect as the engine reads it (scenario effects and basic powers alike)."""

    __slots__ = _EFF_FIELDS

    def __init__(self, verb: str, target: Target | None = None, **fields: Any):
        values = {**_EFF_DEFAULTS, "verb": verb, "target": target, **fields}
        if len(values) != len(_EFF_FIELDS):
            raise TypeError(f"Effect: the fields of an effect are {_EFF_FIELDS}, not {tuple(values)}")
        for name in _EFF_FIELDS:
            setattr(self, name, values[name])

    @classmethod
    def of(cls, e: Any) -> "Effect":
        fields = {name: getattr(e, name) for name in _EFF_FIELDS}
        t = fields["target"]
        if t is not None:
            fields["target"] = Target(**{name: getattr(t, name) for name in _TGT_FIELDS})
            src = _FROM_ZONE.get(fields.get("from_") or "")
            if src and t.zone is None:  # `from:` names the zone the target is in (capacidad.2)
                fields["target"].zone = src
        return cls(**fields)


_FROM_ZONE = {"hand": "hand", "deck": "deck", "deck_top": "deck", "deck_bottom": "deck", "discard": "discard"}


class EffectResult(Record):
    """What the evaluation found for one effect."""

    __slots__ = ("index", "eff", "targeted", "candidates", "valid", "excluded", "changes_state", "note")

    def __init__(self, index: int, eff: Effect):
        self.index = index  # 1-based
        self.eff = eff
        self.targeted = False  # has targets to choose (not `next`)
        self.candidates: list[str] = []
        self.valid: list[str] = []
        self.excluded: dict[str, tuple[str, str]] = {}  # id -> (clause, reason)
        self.changes_state: bool | None = False  # None: the board does not say (issue 14)
        self.note = None  # issue 14: how a condition or an amount decided the state change


# -- "can affect" -----------------------------------------------------------------------------
def _has_kind(board, card: CardState, kind: str | None) -> bool:
    if kind in (None, "card"):
        return True
    t = card.type
    if kind == "enemy":
        return t in ENEMY_TYPES
    if kind == "scheme":
        return t in SCHEME_TYPES
    if kind == "character":
        return t in CHARACTER_TYPES
    if kind in ("hero", "alter_ego"):
        if t != "identity":
            return False
        p = board.players.get(card.owner)
        return p is not None and p.form == kind
    return t == kind


# -- "can affect": objetivo.7 and the clauses that qualify it --------------------------------------
# For one effect and one candidate, can_affect asks in order: the clauses of the restrictions that
# stop the effect's verb (objetivo.14, 15, 16; any other restriction objetivo.12), objetivo.7's own
# test for the verb, then the clauses that qualify a "yes" (objetivo.13 tough, objetivo.19.1 Crisis,
# objetivo.12.1 / objetivo.12 for "cannot ready" and "cannot heal"). The first that speaks decides.
# Each of those clauses has one evaluator below, registered under its id and found from it
# (VALIDITY): called silently for one subject it gives that subject's verdict, (ok, reason) or None
# when the clause has nothing to say; applied by objetivo.7 to the candidates it decided, it
# records one node.
AFTER_VERB = {  # restrictions judged after objetivo.7's own test (nothing to heal comes first)
    "heal": ("cannot_heal",),
    "ready": ("cannot_ready",),
}
QUALIFIERS = {  # clauses that qualify objetivo.7's "yes", in order
    "deal_damage": ("objetivo.13",), "attack": ("objetivo.13",),
    "heal": ("objetivo.12",), "ready": ("objetivo.12.1", "objetivo.12"),
    "remove_threat": ("objetivo.19.1",), "thwart": ("objetivo.19.1",),
}


def _restriction_clauses(verb: str) -> tuple[str, ...]:
    """The clauses of the restrictions that stop ``verb``, in the order of VERB_RESTRICTIONS."""
    out: list[str] = []
    for r in VERB_RESTRICTIONS.get(verb, ()):
        clause = RESTRICTION_CLAUSE.get(r, "objetivo.12")
        if clause not in out:
            out.append(clause)
    return tuple(out)


# the other verbs a player's identity takes for them (family stats: a trait, hit points set, the damage taken changed)
_ON_IDENTITY = ("defeat", "discard", "gain_trait", "set_hit_points", "modify_damage_taken")


def _subject(ctx: Context, eff: Effect, target):
    """What the effect really falls on: a player's identity for a character verb."""
    if isinstance(target, str) and (eff.verb in CHARACTER_VERBS or eff.verb in _ON_IDENTITY):
        return ctx.board.identity_of(target)
    return target


def can_affect(ctx: Context, eff: Effect, target, acting: str) -> tuple[bool, str, Reason]:
    """Whether some part of ``eff`` can affect ``target`` (a card, or a player id).

    Returns (ok, deciding clause, reason). The deciding clause's own evaluator gives the verdict
    (evaluated silently); the caller records it once per clause.
    """
    if isinstance(target, str):  # a player
        if eff.verb == "draw":
            return _decided(ctx, "objetivo.6", eff, target)
        if eff.verb in _moves().ENCOUNTER_VERBS:  # "dale una carta de Encuentro": from the encounter deck
            _moves().assume_encounter(ctx, eff)
            return True, "objetivo.7", R("move.encounter", target=target, verb=eff.verb)
        subject = _subject(ctx, eff, target)
        if subject is not target:
            if subject is None:
                return False, "objetivo.7", R("objetivo.7.no_identity", player=target)
            return can_affect(ctx, eff, subject, acting)
        return True, "objetivo.7", R("objetivo.7.can_affect", target=target)
    card: CardState = target
    for clause in _restriction_clauses(eff.verb):
        verdict = _verdict(ctx, clause, eff, card)
        if verdict is not None:
            return verdict[0], clause, verdict[1]
    ok, why = _affects(ctx, eff, card, acting)
    if ok:
        for clause in QUALIFIERS.get(eff.verb, ()):
            verdict = _verdict(ctx, clause, eff, card)
            if verdict is not None:
                return verdict[0], clause, verdict[1]
    return ok, "objetivo.7", why


def _decided(ctx: Context, clause: str, eff: Effect, subject) -> tuple[bool, str, Reason]:
    verdict = _verdict(ctx, clause, eff, subject)
    if verdict is None:
        raise TraceError(f"{clause} gave no verdict for {subject!r}")
    return verdict[0], clause, verdict[1]


def _verdict(ctx: Context, clause: str, eff: Effect, subject):
    """The verdict of one clause on one subject: (ok, reason), or None when it has nothing to say."""
    return ctx.silently(ctx.apply, clause, VALIDITY[clause], eff, [subject])[0]


def _affects(ctx: Context, eff: Effect, card: CardState, acting: str) -> tuple[bool, Reason]:
    """objetivo.7's own test: could any part of the effect change this card at all?"""
    verb = eff.verb
    c = card.id
    is_char = card.type in CHARACTER_TYPES
    if verb in ("deal_damage", "take_damage"):
        if not is_char:
            return False, R("objetivo.7.damage_not_character", card=c)
        return True, R("objetivo.7.damage", card=c)
    if verb == "attack":
        if card.type not in ENEMY_TYPES:
            return False, R("objetivo.7.not_enemy", card=c)
        return True, R("objetivo.7.attack", card=c)
    if verb == "activate":  # issue 15 (wt-v): an enemy activates (it attacks or schemes); any activation changes
        if card.type not in ENEMY_TYPES:  # the state (a stunned or confused enemy loses the status instead)
            return False, R("objetivo.7.not_enemy", card=c)
        return True, R("objetivo.7.activates", card=c)
    if verb == "engage":  # issue 15 (players): an enemy engages a player (it moves to that player's play area)
        if card.type not in ENEMY_TYPES:
            return False, R("objetivo.7.not_enemy", card=c)
        return True, R("objetivo.7.engages", card=c)
    if verb == "heal":
        if card.damage == 0:
            return False, R("objetivo.7.no_damage", card=c)
        return True, R("objetivo.7.damaged", card=c, damage=card.damage)
    if verb in ("place_threat", "add_acceleration"):  # family setup: acceleration tokens go on a scheme
        if card.type not in SCHEME_TYPES:
            return False, R("objetivo.7.not_scheme", card=c)
        if verb == "add_acceleration":
            return True, R("objetivo.7.acceleration", card=c)
        return True, R("objetivo.7.place_threat", card=c)
    if verb in ("remove_threat", "thwart"):
        if card.type not in SCHEME_TYPES:
            return False, R("objetivo.7.not_scheme", card=c)
        if card.threat == 0:
            return False, R("objetivo.7.no_threat", card=c)
        return True, R("objetivo.7.threat", card=c, threat=card.threat)
    if verb in ("stun", "confuse", "tough"):
        status = {"stun": "stunned", "confuse": "confused", "tough": "tough"}[verb]
        if not is_char:
            return False, R("objetivo.7.not_character", card=c)
        if status in card.statuses:
            return False, R("objetivo.7.has_status_already", card=c, status=status)
        return True, R("objetivo.7.can_get_status", card=c)
    if verb == "remove_status":
        if eff.status not in card.statuses:
            return False, R("objetivo.7.lacks_status", card=c, status=eff.status)
        return True, R("objetivo.7.has_status", card=c, status=eff.status)
    if verb == "exhaust":
        if card.exhausted:
            return False, R("objetivo.7.already_exhausted", card=c)
        return True, R("objetivo.7.is_ready", card=c)
    if verb == "ready":
        if not card.exhausted:
            return False, R("objetivo.7.already_ready", card=c)
        return True, R("objetivo.7.is_exhausted", card=c)
    if verb in ("defeat", "discard"):
        return True, R("objetivo.7.nothing_stops", card=c, verb=verb)
    if verb == "return_to_hand":
        if not card.is_player_card or not card.in_play:
            return False, R("objetivo.7.not_player_card_in_play", card=c)
        return True, R("objetivo.7.player_card_in_play", card=c)
    if verb == "take_control":
        from arbitro.engine.control import controller_quiet

        if not card.in_play or card.type == "identity":
            return False, R("objetivo.7.not_in_play_or_identity", card=c)
        if controller_quiet(ctx, card.id) == acting:
            return False, R("objetivo.7.already_controls", card=c, player=acting)
        return True, R("objetivo.7.does_not_control", card=c, player=acting)
    if verb == "modify_stat":
        if not is_char:
            return False, R("objetivo.7.not_character", card=c)
        if eff.stat and eff.stat not in card.stats and not (eff.stat == "hand_size" and card.type == "identity") \
                and eff.stat != "power_used":  # family stats2: the power used, whichever it is
            return False, R("objetivo.7.no_stat", card=c, stat=eff.stat.upper())
        return True, R("objetivo.7.has_stat", card=c)
    if verb == "gain_keyword" and eff.attacks and not is_char:  # issue 15: «sus ataques ganan …»
        return False, R("objetivo.7.not_character", card=c)
    if verb == "declare_defender" and not is_char:  # family combat: only a character defends
        return False, R("objetivo.7.not_character", card=c)
    if verb in ("set_hit_points", "modify_damage_taken") and not is_char:  # family stats: «fija su medidor de vida en 1»
        return False, R("objetivo.7.not_character", card=c)
    if verb == "gain_trait" and eff.trait and eff.trait.casefold() in {t.casefold() for t in card.traits}:
        return False, R("objetivo.7.has_trait_already", card=c, trait=eff.trait)  # family stats: nothing gained
    if verb == "draw":
        return False, R("objetivo.7.card_does_not_draw", card=c)
    if verb in _moves().NEW_VERBS:  # issue 14: zones and moves, counters, encounter cards…
        return _moves().affects(ctx, eff, card, acting)
    return True, R("objetivo.7.can_affect", target=c)


# -- the validity clauses, one evaluator each ---------------------------------------------------
def _judged(ctx: Context, eff: Effect, subjects: list, decide) -> Outcome:
    """Outcome of a validity clause over ``subjects`` (cards, or players: a character verb falls on
    the player's identity): the value is one verdict per subject; the node holds when the clause
    admits them all, not when it excludes them all (None when mixed)."""
    verdicts = [decide(_subject(ctx, eff, s)) for s in subjects]
    spoken = [(s, v) for s, v in zip(subjects, verdicts) if v is not None]
    oks = {v[0] for _, v in spoken}
    holds = None if len(oks) != 1 else oks.pop()
    return Outcome(verdicts, holds, R("verdicts", items=[R("verdict", id=_ident(s), why=v[1]) for s, v in spoken]))


def _blocked(ctx: Context, card: CardState, restriction: str):
    """(False, reason) when ``restriction`` is in force on ``card``, else None."""
    src = ctx.board.restrictions_of(card).get(restriction)
    if src is None:
        return None
    if src == card.id:
        return False, R("restriction", card=card.id, restriction=restriction)
    return False, R("restriction.imposed", card=card.id, restriction=restriction, source=src)


def _restricted(ctx: Context, eff: Effect, subjects: list, restriction: str) -> Outcome:
    """The verdict of a clause of one restriction: it speaks when the restriction stops the verb."""
    stops = restriction in VERB_RESTRICTIONS.get(eff.verb, ())
    return _judged(ctx, eff, subjects, lambda c: _blocked(ctx, c, restriction) if stops else None)


@evaluates("objetivo.14")
def _objetivo_14(ctx: Context, eff: Effect, subjects: list) -> Outcome:
    """A target that "cannot take damage" is not valid for damage (nor for an attack)."""
    return _restricted(ctx, eff, subjects, "cannot_take_damage")


@evaluates("objetivo.15")
def _objetivo_15(ctx: Context, eff: Effect, subjects: list) -> Outcome:
    """A target that cannot be attacked is not valid for an attack."""
    return _restricted(ctx, eff, subjects, "cannot_be_attacked")


@evaluates("objetivo.16")
def _objetivo_16(ctx: Context, eff: Effect, subjects: list) -> Outcome:
    """A target that cannot be thwarted is not valid for a thwart."""
    return _restricted(ctx, eff, subjects, "cannot_be_thwarted")


@evaluates("objetivo.12")
def _objetivo_12(ctx: Context, eff: Effect, subjects: list, example: str | None = None) -> Outcome:
    """Another ability forbids the game function: any restriction of the verb without a clause of
    its own; applied with ``example``, the example of it that decided (objetivo.12.1, 19.1)."""
    if example is not None:
        ctx.apply(example, VALIDITY[example], eff, subjects)
        return Outcome(None, False, R("objetivo.12", ids=[_ident(s) for s in subjects]))
    own = [r for r in VERB_RESTRICTIONS.get(eff.verb, ()) + AFTER_VERB.get(eff.verb, ()) if r not in RESTRICTION_CLAUSE]

    def decide(card: CardState):
        for r in own:
            verdict = _blocked(ctx, card, r)
            if verdict is not None:
                return verdict
        return None
    return _judged(ctx, eff, subjects, decide)


@evaluates("objetivo.12.1")
def _objetivo_12_1(ctx: Context, eff: Effect, subjects: list) -> Outcome:
    """An attachment saying the attached character cannot ready."""
    def decide(card: CardState):
        if eff.verb != "ready":
            return None
        src = ctx.board.cards.get(ctx.board.restrictions_of(card).get("cannot_ready", ""))
        if src is None or src.id == card.id or src.attached_to != card.id:
            return None
        return False, R("objetivo.12.1", card=card.id, source=src.id)
    return _judged(ctx, eff, subjects, decide)


@evaluates("objetivo.13")
def _objetivo_13(ctx: Context, eff: Effect, subjects: list) -> Outcome:
    """Damage dealt but prevented (tough) has affected the target all the same."""
    def decide(card: CardState):
        if eff.verb not in ("deal_damage", "attack") or "tough" not in card.statuses:
            return None
        return True, R("objetivo.13.damage" if eff.verb == "deal_damage" else "objetivo.13.attack", card=card.id)
    return _judged(ctx, eff, subjects, decide)


@evaluates("objetivo.19.1")
def _objetivo_19_1(ctx: Context, eff: Effect, subjects: list) -> Outcome:
    """A Crisis icon in play stops threat being removed from the main scheme."""
    def decide(card: CardState):
        crisis = ctx.board.crisis_in_play()
        if eff.verb not in ("remove_threat", "thwart") or card.type != "main_scheme" or not crisis:
            return None
        if getattr(eff, "ignore_crisis", False):  # family icons2: "…, ignoring the crisis icon"
            return None
        return False, R("objetivo.19.1", crisis=crisis)
    return _judged(ctx, eff, subjects, decide)


@evaluates("objetivo.6")
def _objetivo_6(ctx: Context, eff: Effect, subjects: list, res: EffectResult | None = None) -> Outcome:
    """A player who draws is a valid target while their deck holds a card. With ``res``, the
    effect draws for the acting player and has no target to choose (the effect's own line)."""
    if res is not None:
        acting = subjects[0]
        n = ctx.board.players[acting].deck
        return Outcome(n >= 1, n >= 1, R("objetivo.6.draws", effect=res.index, player=acting, n=n))

    def decide(player: str):
        n = ctx.board.players[player].deck
        if n >= 1:
            return True, R("objetivo.6.deck", player=player, n=n)
        return False, R("objetivo.6.empty", player=player)
    return _judged(ctx, eff, subjects, decide)


# clause id -> its evaluator, for the clauses that decide a candidate's validity
VALIDITY = {
    "objetivo.6": _objetivo_6, "objetivo.12": _objetivo_12, "objetivo.12.1": _objetivo_12_1,
    "objetivo.13": _objetivo_13, "objetivo.14": _objetivo_14, "objetivo.15": _objetivo_15,
    "objetivo.16": _objetivo_16, "objetivo.19.1": _objetivo_19_1,
}


# -- candidates -------------------------------------------------------------------------------
def _root_target(effs: list[Effect], i: int) -> tuple[int, Target]:
    """For that/same, the earlier effect whose kind and filters apply."""
    seen = set()
    t = effs[i].target
    while t is not None and t.select in ("that", "same") and t.of and (t.of - 1) not in seen:
        seen.add(t.of - 1)
        i = t.of - 1
        t = effs[i].target
    return i, t


def _candidates(ctx: Context, tgt: Target, acting: str) -> list:
    board = ctx.board
    if tgt.select == "you":
        return [acting]
    if tgt.select == "defeater":  # family setup: who defeated the card is not on the board
        ctx.assume(R("assume.defeater"))
        return board.active_players()
    if tgt.kind == "player" and tgt.engaged_player:  # family players: «el jugador enfrentado», this enemy's player
        me = ctx.memo.get("this")
        area = getattr(me, "play_area", None)
        if area in board.active_players():
            return [area]
        ctx.assume(R("assume.engaged_player"))
        return board.active_players()
    if tgt.kind == "player" and tgt.first_player:  # issue 15 (players): «el jugador inicial», the active player
        ctx.assume(R("assume.first_player", player=board.active_player))
        return [board.active_player] if board.active_player in board.active_players() else []
    if tgt.kind == "player" and (tgt.form is not None or tgt.identity_traits):  # issue 15 (forms): "each player in
        return [p for p in board.active_players() if _player_matches(board, p, tgt)]  # hero form", "whose identity has …"
    if tgt.kind == "player":
        return board.active_players()
    zone = tgt.zone or "play"
    if zone == "victory_display":  # issue 15 (family zones): the board does not list the victory display
        ctx.undetermined(R("capacidad.2.victory_display"))
        return []
    if zone == "encounter_discard":  # family zones: nor the encounter discard pile
        ctx.undetermined(R("capacidad.2.encounter_discard"))
        return []
    pool = None
    if tgt.select in POOL_SELECTS:
        pool = _pool(ctx, tgt.select)
    cands = ctx.apply("capacidad.2", _capacidad_2, zone, tgt, acting, pool)
    cands = ctx.apply("objetivo.2", _objetivo_2, cands, tgt.kind, tgt if _filtered(tgt) else None, acting)
    if tgt.controller in ("you", "other") and zone == "play":
        from arbitro.engine.control import controls_filter

        cands = controls_filter(ctx, cands, acting, tgt.controller)
    if tgt.controlled_by_player is not None and zone == "play":  # issue 15 (players): a chosen player, any of them
        from arbitro.engine.control import controls_filter

        ctx.assume(R("assume.controlled_by_chosen"))
        cands = controls_filter(ctx, cands, acting, "player")
    if tgt.friendly and zone == "play":
        from arbitro.engine.control import controls_filter

        ctx.assume(R("assume.friendly"))
        cands = controls_filter(ctx, cands, acting, "player")
    if tgt.most or tgt.least:  # issue 15: "the minion with the most …", once every other filter is applied
        cands = ctx.apply("objetivo.2", _objetivo_2, cands, tgt.kind, tgt, acting, superlative=True)
    return cands


def _quantity(ctx: Context, card: CardState, of: str) -> int | None:
    """The value a superlative compares for ``card``; None when the board does not give it."""
    if of == "cost":  # a printed cost: the board does not hold one
        return None
    if of == "threat":
        return card.threat or 0
    if of == "damage":
        return card.damage or 0
    if of.startswith("printed_"):  # the board holds values in force: taken as the printed ones (said)
        ctx.assume(R("assume.printed_stat", stat=of[len("printed_"):]))
        of = of[len("printed_"):]
    if of == "hp_left":
        hp = card.stats.get("hp")
        return None if hp is None else hp - (card.damage or 0)
    return card.stats.get(of)


def _superlative(ctx: Context, cands: list, tgt: Target) -> Outcome:
    """«El esbirro que tenga más vida restante»: of the candidates, those with the highest (most) or lowest
    (least) value, each of them when tied. A value the board does not give (a stat not written) is an
    unknown: every candidate is kept (the permissive reading) and the answer says so."""
    which, of = ("most", tgt.most) if tgt.most else ("least", tgt.least)
    values = {c.id: _quantity(ctx, c, of) for c in cands}
    unknown = [i for i, v in values.items() if v is None]
    if unknown:
        ctx.undetermined(R("unknown.superlative", of=of, ids=unknown))
        return Outcome(cands, True, R("objetivo.2.superlative_unknown", of=of, ids=unknown))
    if not cands:
        return Outcome(cands, True, R(f"objetivo.2.{which}", of=of, n=0, ids=[]))
    best = (max if which == "most" else min)(values.values())
    out = [c for c in cands if values[c.id] == best]
    return Outcome(out, True, R(f"objetivo.2.{which}", of=of, n=best, ids=[c.id for c in out]))


# issue 14: targets named by the ability's own card or by the trigger, not chosen among all cards
POOL_SELECTS = ("this", "attached", "trigger")
POOL_SELECTS += ("attacker",)  # family combat: «el enemigo atacante» when the trigger does not name it


def _pool(ctx: Context, select: str) -> list:
    """The one card ``select`` names (``this``, ``attached``, ``trigger``): capacidad.2 then keeps it if in
    play. Without a trigger subject, every card could be it: an unknown, read permissively."""
    board = ctx.board
    src = ctx.source
    if select == "this":
        return [src] if src is not None else []
    if select == "attached":
        host = board.cards.get(src.attached_to) if src is not None and src.attached_to else None
        return [host] if host is not None else []
    if select == "attacker":  # family combat: the board does not say who makes the attack (any card of its kind)
        ctx.undetermined(R("unknown.attacker"))
        return None
    subject = ctx.trigger
    if subject is None:
        ctx.undetermined(R("unknown.trigger"))
        return None
    return [board.cards[subject]]


def _player_matches(board, player: str, tgt: Target) -> bool:
    """Issue 15 (forms): the player's identity shows ``tgt.form`` and has one of ``tgt.identity_traits``."""
    if tgt.form is not None and board.players[player].form != tgt.form:
        return False
    if tgt.identity_traits:
        wanted = {t.casefold() for t in tgt.identity_traits}
        return any(c.type == "identity" and c.owner == player and wanted & {t.casefold() for t in c.traits}
                   for c in board.cards.values())
    return True


def _filtered(tgt: Target) -> bool:
    return bool(tgt.kinds or tgt.traits or tgt.exhausted is not None or tgt.damaged is not None or tgt.status
                or tgt.engaged or tgt.other or tgt.name or tgt.not_traits
                or tgt.no_copy_attached or tgt.with_attached or tgt.engaged_with_player is not None or tgt.in_play_area
                or tgt.identity_specific or tgt.form_upgrade
                or tgt.printed_resource or tgt.max_cost is not None)  # (family resources)


@evaluates("capacidad.2")
def _capacidad_2(ctx: Context, zone: str, tgt: Target, acting: str, pool: list | None = None) -> Outcome:
    board = ctx.board
    if pool is not None:  # the card the target names: abilities interact with it while it is in play
        cands = [c for c in pool if c.in_play]
        return Outcome(cands, True, R("capacidad.2.named", select=tgt.select, ids=[c.id for c in pool],
                                      kept=[c.id for c in cands]))
    if zone == "play":
        cands = [c for c in board.cards.values() if c.in_play]
        return Outcome(cands, True, R("capacidad.2.play", n=len(cands)))
    if zone == "set_aside":  # family setup: the set-aside cards are no player's zone
        cands = [c for c in board.cards.values() if c.zone == "set_aside"]
        return Outcome(cands, True, R("capacidad.2.set_aside", n=len(cands)))
    if tgt.controller == "other":
        whose = [p for p in board.active_players() if p != acting]
    elif tgt.controller == "any":
        whose = board.active_players()
    else:
        whose = [acting]
    cands = [c for c in board.cards.values() if c.zone == zone and c.owner in whose]
    return Outcome(cands, True, R("capacidad.2.zone", zone=zone, players=whose, n=len(cands)))


def _is_kind(ctx: Context, card: CardState, kind: str | None) -> bool:
    """_has_kind, and a minion treated as an ally while a player controls it is an ally."""
    if kind == "ally" and card.treated_as == "ally" and card.type != "ally":
        from arbitro.engine.control import controller_quiet

        return controller_quiet(ctx, card.id) in ctx.board.active_players()
    return _has_kind(ctx.board, card, kind)


def _matches(ctx: Context, card: CardState, tgt: Target, acting: str | None) -> Reason | None:
    """None when ``card`` is what the filtered target names, else the filter it fails."""
    if tgt.kinds and not any(_is_kind(ctx, card, k) for k in tgt.kinds):
        return R("filter.kinds", kinds=[R("kind_name", kind=k) for k in tgt.kinds])
    if tgt.traits and not {t.casefold() for t in tgt.traits} & {t.casefold() for t in card.traits}:  # as printed, any case
        return R("filter.traits", traits=list(tgt.traits))
    if tgt.not_traits and {t.casefold() for t in tgt.not_traits} & {t.casefold() for t in card.traits}:  # issue 15
        return R("filter.not_traits", traits=list(tgt.not_traits))
    if tgt.exhausted is not None and card.exhausted != tgt.exhausted:
        return R("filter.exhausted" if tgt.exhausted else "filter.ready")
    if tgt.damaged is not None and (card.damage > 0) != tgt.damaged:
        return R("filter.damaged" if tgt.damaged else "filter.undamaged")
    if tgt.status and tgt.status not in card.statuses:
        return R("filter.status", status=tgt.status)
    if tgt.engaged and (card.type not in ENEMY_TYPES or card.play_area != acting):
        return R("filter.engaged", player=acting)
    if tgt.engaged_with_player is not None:  # issue 15 (players): engaged with a chosen player, any of them
        ctx.assume(R("assume.engaged_with_chosen"))
        if card.type not in ENEMY_TYPES or card.play_area not in ctx.board.active_players():
            return R("filter.engaged_any")
    if tgt.in_play_area and card.play_area != acting:  # issue 15 (zones): «en tu zona de juego»
        return R("filter.in_play_area", player=acting)
    if tgt.other and ctx.source is not None and card.id == ctx.source.id:
        return R("filter.other")
    if tgt.name and _folded(card.name) != _folded(tgt.name):  # issue 15: a card named in the text
        return R("filter.name", name=tgt.name)
    if tgt.no_copy_attached and _copy_attached(ctx, card):  # issue 15 (targets)
        return R("filter.no_copy_attached", name=ctx.source.name)
    if tgt.identity_specific:  # issue 15 (forms): the board does not say which cards are of an identity's own set
        ctx.undetermined(R("unknown.identity_specific"))
    if tgt.form_upgrade:  # issue 15 (forms): nor which upgrade is a form upgrade
        ctx.undetermined(R("unknown.form_upgrade"))
    if tgt.printed_resource:  # family resources: the board does not show printed resources (kept, said undetermined)
        ctx.undetermined(R("unknown.printed_resource", id=card.id, resource=tgt.printed_resource))
    if tgt.max_cost is not None:  # family resources: nor costs
        ctx.undetermined(R("unknown.max_cost", id=card.id, n=tgt.max_cost))
    if tgt.with_attached and not any(c.in_play and c.attached_to == card.id and _is_kind(ctx, c, tgt.with_attached)
                                     for c in ctx.board.cards.values()):  # issue 15 (targets)
        return R("filter.with_attached", kind=tgt.with_attached)
    return None


def _copy_attached(ctx: Context, card: CardState) -> bool:
    """Another card of the name of the card whose ability it is is attached to ``card``. Without that
    card or its name, the board does not say: an unknown, read permissively (no copy)."""
    src = ctx.source
    if src is None or not src.name:
        ctx.undetermined(R("unknown.no_copy_attached"))
        return False
    return any(c.in_play and c.attached_to == card.id and c.id != src.id and _folded(c.name) == _folded(src.name)
               for c in ctx.board.cards.values())


def _folded(name) -> str:
    """A printed name as names are matched: lower case, no accents, single spaces."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", str(name or "").lower())
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).split())


@evaluates("objetivo.2")
def _objetivo_2(ctx: Context, cands: list, kind: str | None, tgt: Target | None = None, acting: str | None = None,
                superlative: bool = False) -> Outcome:
    if superlative:  # issue 15: "the minion with the most …", applied once every other filter is
        return _superlative(ctx, cands, tgt)
    kept = [c for c in cands if _is_kind(ctx, c, kind)]
    if tgt is None:
        return Outcome(kept, True, R("objetivo.2", kind=kind or "card", ids=[c.id for c in kept]))
    dropped = []
    for c in kept:
        why = _matches(ctx, c, tgt, acting)
        if why is not None:
            dropped.append(R("verdict", id=c.id, why=why))
    out = [c for c in kept if _matches(ctx, c, tgt, acting) is None]
    kinds = [R("kind_name", kind=k) for k in (tgt.kinds or [kind or "card"])]
    ids = [c.id for c in out]
    if dropped:
        return Outcome(out, True, R("objetivo.2.filtered_some", kinds=kinds, ids=ids, dropped=dropped))
    return Outcome(out, True, R("objetivo.2.filtered", kinds=kinds, ids=ids))


# -- evaluation of an ability's effects ---------------------------------------------------------
def evaluate_effects(ctx: Context, effs: list[Effect], acting: str, *, cost: list | None = None,
                     only: list[int] | None = None, fixed: list | None = None) -> list[EffectResult]:
    """Evaluate every effect (targets and state change) from the current clause.

    ``only`` limits the effects whose targets are asked (1-based), ``fixed`` gives the
    candidate list directly (basic powers). The results are memoised per effect so ``that``
    and ``same`` reuse the earlier effect's verdicts.
    """
    if cost:
        ctx.apply("objetivo.10", _objetivo_10, cost)
        _payable(ctx, cost, acting)
    results: dict[int, EffectResult] = {}
    wanted = [i for i in range(len(effs)) if only is None or (i + 1) in only]
    for i in wanted:
        _effect(ctx, effs, i, acting, results, fixed)
    return [results[i] for i in wanted]


def _payable(ctx: Context, cost: list, acting: str) -> None:
    """Whether the cost can be paid is decided outside the three sections (objetivo.10 leaves the cost
    out of the targets): a cost that cannot be paid is a warning, a cost taken as paid an assumption;
    the answer stays the one the three sections give."""
    src = ctx.source
    for e in cost:
        t = e.target
        on = src if t is not None and t.select == "this" else None
        if e.verb == "exhaust" and on is not None and on.exhausted:
            ctx.warn(R("warn.cost_exhausted", card=on.id))
        elif e.verb == "remove_counters" and src is not None and (t is None or on is not None):
            card = on or src
            if (e.amount or 1) > card.counters:
                ctx.warn(R("warn.cost_counters", card=card.id, amount=e.amount or 1, n=card.counters))
        elif e.verb == "spend_resources":
            ctx.assume(R("assume.cost_resources", player=acting, amount=e.amount or 1, resource=e.resource or "any"))


@evaluates("objetivo.10")
def _objetivo_10(ctx: Context, cost: list) -> Outcome:
    return Outcome(None, True, R("objetivo.10", verbs=[e.verb for e in cost]))


def _moves():
    from arbitro.engine import moves

    return moves


def _effect(ctx: Context, effs: list[Effect], i: int, acting: str, results: dict, fixed=None) -> EffectResult:
    if i in results:
        return results[i]
    if getattr(effs[i], "by", None) == "each_player":  # issue 15 (players): each player does it; judged for one
        ctx.assume(R("assume.by_each_player", effect=i + 1, player=acting))
        if getattr(effs[i], "by_form", None):  # family players2: only the players in that form do it
            ctx.assume(R("assume.by_form", effect=i + 1, player=acting, form=effs[i].by_form))
    elif getattr(effs[i], "by", None) == "defeater":  # family setup: the player who defeated the card does it
        ctx.assume(R("assume.by_defeater", effect=i + 1, player=acting))
    elif getattr(effs[i], "by", None) == "first_player":  # issue 15 (players): the first player does it
        ctx.assume(R("assume.first_player", player=ctx.board.active_player))
        acting = ctx.board.active_player
    res = _effect_alone(ctx, effs, i, acting, results, fixed)
    cond = ctx.memo.get("ability_condition")
    if cond is not None or _moves().needs_adjust(res.eff):  # issue 14: conditions and amounts
        _moves().adjust(ctx, res, acting, cond)
    return res


def _effect_alone(ctx: Context, effs: list[Effect], i: int, acting: str, results: dict, fixed=None) -> EffectResult:
    eff = effs[i]
    res = EffectResult(i + 1, eff)
    results[i] = res
    board = ctx.board
    t = eff.target
    if t is not None and t.select == "next":
        ctx.apply("objetivo.20", _objetivo_20, res)
        res.changes_state = True
        return res
    if t is not None and t.select == "that" and t.of and 0 < t.of <= i and (
            effs[t.of - 1].verb == "search" or getattr(effs[t.of - 1], "until", None) is not None):
        # issue 15: "… and add it to your hand": the card a search finds is not a target (objetivo.21);
        # nor is the card a move "until a minion is discarded" stops at
        found = _effect(ctx, effs, t.of - 1, acting, results, fixed)
        ctx.apply("objetivo.21", _objetivo_21, res, acting, found)
        return res
    if t is None:
        if eff.verb == "search":
            ctx.apply("objetivo.21", _objetivo_21, res, acting)
        elif eff.verb == "draw":
            ok = ctx.apply("objetivo.6", _objetivo_6, eff, [acting], res)
            res.changes_state = ok
        elif eff.verb in _moves().NEW_VERBS:
            _moves().untargeted(ctx, res, acting)
        else:
            res.changes_state = bool(eff.changes_state) if eff.verb == "other" else True
        return res
    if t.zone == "encounter_discard":  # family zones: the board does not list the encounter discard pile (its cards
        ctx.undetermined(R("capacidad.2.encounter_discard"))  # could be there: undetermined, not "no target")
        res.changes_state, res.note = None, R("capacidad.2.encounter_discard")
        return res
    res.targeted = True
    if t.select in ("that", "same") and t.of:
        for j in range(t.of):  # the earlier effects, up to the one referred to
            _effect(ctx, effs, j, acting, results, fixed)
    if t.select == "each":
        ctx.apply("objetivo.18", _objetivo_18, effs, i, res, acting, results, fixed)
    else:
        ctx.apply("objetivo.7", _objetivo_7, effs, i, res, acting, results, fixed)
    res.changes_state = bool(res.valid)
    return res


@evaluates("objetivo.20")
def _objetivo_20(ctx: Context, res: EffectResult) -> Outcome:
    return Outcome(True, True, R("objetivo.20", effect=res.index))


@evaluates("objetivo.21")
def _objetivo_21(ctx: Context, res: EffectResult, acting: str, found: EffectResult | None = None) -> Outcome:
    if found is not None:  # issue 15: an effect on the card a search finds (no target to choose)
        res.changes_state = found.changes_state
        code = "objetivo.21.found" if found.eff.verb == "search" else "objetivo.21.until"
        return Outcome(True, True, R(code, effect=res.index, search=found.index))
    if getattr(res.eff, "find", False):  # family zones: the rules' Find, every game area: the board does not list them all
        res.changes_state = None
        return Outcome(True, True, R("objetivo.21.find", effect=res.index))
    if res.eff.zones:  # issue 15: several zones, or the encounter deck's: the board may not say
        return _search_zones(ctx, res, acting)
    zone = res.eff.zone or "deck"
    n = ctx.board.zone_count(acting, zone)
    res.changes_state = n > 0
    return Outcome(True, True, R("objetivo.21", effect=res.index, player=acting, zone=zone, n=n))


def _search_zones(ctx: Context, res: EffectResult, acting: str) -> Outcome:
    """A search of several zones (issue 15): it changes the state if some zone holds a card; the
    acting player's deck, hand and discard pile are counted, the encounter deck is taken to have
    cards (an assumption), and the board does not say what the other zones hold."""
    from arbitro.engine.moves import BOARD_ZONE

    notes, states = [], []
    for zone in res.eff.zones:
        if zone == "encounter_deck":
            ctx.assume(R("assume.encounter_deck", verb="search"))
            states.append(True)
            notes.append(R("objetivo.21.zone_assumed", zone=zone))
        elif zone in ("deck", "discard", "deck_top", "deck_bottom") or (zone == "hand" and ctx.board.zone_count(acting, "hand")):
            n = ctx.board.zone_count(acting, BOARD_ZONE[zone])
            states.append(n > 0)
            notes.append(R("objetivo.21.zone", zone=zone, n=n))
        else:  # a hand is not listed whole; the encounter discard pile, set-aside cards… are not listed
            states.append(None)
            notes.append(R("objetivo.21.zone_unknown", zone=zone))
    res.changes_state = True if True in states else (None if None in states else False)
    return Outcome(True, True, R("objetivo.21.zones", effect=res.index, zones=notes))


@evaluates("objetivo.18")
def _objetivo_18(ctx: Context, effs, i, res: EffectResult, acting, results, fixed) -> Outcome:
    ctx.apply("objetivo.7", _objetivo_7, effs, i, res, acting, results, fixed)
    if res.excluded:
        ctx.apply("objetivo.19", _objetivo_19, res)
    ok = bool(res.valid)
    return Outcome(ok, ok, R("objetivo.18" if ok else "objetivo.18.none", effect=res.index, valid=len(res.valid),
                             candidates=len(res.candidates)))


@evaluates("objetivo.19")
def _objetivo_19(ctx: Context, res: EffectResult) -> Outcome:
    skipped = list(res.excluded)
    return Outcome(skipped, True, R("objetivo.19", ids=skipped))


@evaluates("objetivo.7")
def _objetivo_7(ctx: Context, effs, i, res: EffectResult, acting, results, fixed) -> Outcome:
    eff = effs[i]
    t = eff.target
    if fixed is not None:
        cands = fixed
    elif t.select in ("that", "same") and t.of:
        root_i, root_t = _root_target(effs, i)
        cands = [ctx.board.cards.get(x, x) for x in results[root_i].candidates]
    else:
        cands = _candidates(ctx, t, acting)
    if t.chosen or (ctx.says_choose and t.select == "a"):  # only where the text says «elige» (objetivo.5's own words)
        ctx.apply("objetivo.5", _objetivo_5, res, eff)
    if eff.verb in EFFECT_EXAMPLES:
        ctx.apply("objetivo.8", _objetivo_8, res, eff)
    verdicts: list[tuple[Any, bool, str, str]] = []
    for c in cands:
        ok, clause, why = can_affect(ctx, eff, c, acting)
        verdicts.append((c, ok, clause, why))
    res.candidates = [_ident(c) for c in cands]
    if t.select == "that" and t.of:
        prev = results[t.of - 1]
        prev_valid = set(prev.valid)
        ctx.apply("objetivo.17", _objetivo_17, res, prev, verdicts)
        verdicts = [
            (c, ok and _ident(c) in prev_valid, clause if _ident(c) in prev_valid else "objetivo.17",
             why if _ident(c) in prev_valid else R("objetivo.17.not_valid", previous=prev.index))
            for c, ok, clause, why in verdicts
        ]
    if t.select == "same" and t.of:
        group = [j for j in range(len(effs)) if j == t.of - 1 or (
            effs[j].target is not None and effs[j].target.select == "same" and effs[j].target.of == t.of)]
        verdicts = ctx.apply("objetivo.11", _objetivo_11, effs, group, verdicts, acting, res)
    # record the deciding clauses, one node each, in order of first appearance: each clause's own
    # evaluator is applied to the candidates it decided (objetivo.12.1 and 19.1 under objetivo.12)
    by_clause: dict[str, list] = {}
    for c, ok, clause, why in verdicts:
        if clause in VALIDITY:
            by_clause.setdefault(clause, []).append(c)
    for clause, decided in by_clause.items():
        if clause in ("objetivo.12.1", "objetivo.19.1"):
            ctx.apply("objetivo.12", _objetivo_12, eff, decided, clause)
        elif None in ctx.apply(clause, VALIDITY[clause], eff, decided):
            raise TraceError(f"{clause} did not decide every candidate attributed to it")
    for c, ok, clause, why in verdicts:
        cid = _ident(c)
        if ok:
            res.valid.append(cid)
        else:
            res.excluded[cid] = (clause, why)
    res.valid.sort()
    ok = bool(res.valid)
    if t.count is not None and len(res.valid) < t.count:
        ctx.warn(R("warn.count", effect=res.index, n=t.count, valid=len(res.valid)))
    if t.up_to is not None and not res.valid:
        ctx.warn(R("warn.up_to", effect=res.index, n=t.up_to))
    excluded = [R("verdict", id=k, why=v[1]) for k, v in res.excluded.items()]
    if excluded:
        return Outcome(ok, ok, R("objetivo.7.some_excluded", effect=res.index, verb=eff.verb, valid=res.valid,
                                 excluded=excluded))
    return Outcome(ok, ok, R("objetivo.7", effect=res.index, verb=eff.verb, valid=res.valid))


def _ident(c) -> str:
    return c if isinstance(c, str) else c.id


@evaluates("objetivo.5")
def _objetivo_5(ctx: Context, res: EffectResult, eff: Effect) -> Outcome:
    return Outcome(None, True, R("objetivo.5", effect=res.index, kind=eff.target.kind or "card"))


# the verbs objetivo.8 gives as examples of effects with a target (their phrase: the table's verb_example.*)
EFFECT_EXAMPLES = frozenset({"deal_damage", "attack", "heal", "place_threat", "remove_threat", "thwart", "stun",
                             "confuse", "tough", "remove_status", "exhaust", "ready", "defeat", "discard"})


@evaluates("objetivo.8")
def _objetivo_8(ctx: Context, res: EffectResult, eff: Effect) -> Outcome:
    return Outcome(None, True, R("objetivo.8", effect=res.index, verb=eff.verb))


@evaluates("objetivo.17")
def _objetivo_17(ctx: Context, res: EffectResult, prev: EffectResult, verdicts) -> Outcome:
    return Outcome(None, True, R("objetivo.17", effect=res.index, previous=prev.index, valid=prev.valid))


@evaluates("objetivo.11")
def _objetivo_11(ctx: Context, effs, group, verdicts, acting, res: EffectResult) -> Outcome:
    out = []
    rescued = []
    for c, ok, clause, why in verdicts:
        if not ok:
            for j in group:
                ok2, clause2, why2 = can_affect(ctx, effs[j], c, acting)
                if ok2:
                    ok, clause, why = True, "objetivo.11", R("objetivo.11.rescued", effect=j + 1)
                    rescued.append(_ident(c))
                    break
        out.append((c, ok, clause, why))
    effects = [str(j + 1) for j in group]
    if rescued:
        return Outcome(out, True, R("objetivo.11.some", effects=effects, ids=rescued))
    return Outcome(out, True, R("objetivo.11", effects=effects))
