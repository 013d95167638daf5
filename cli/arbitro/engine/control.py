"""Propiedad y control: owner, controller and destination, clause by clause.

Each function named after a clause is that clause's evaluator: it is only ever called through
``ctx.apply`` (directly or by the public helpers below), returns an :class:`Outcome`, and
applies the clauses it depends on through the context as well.
"""

from __future__ import annotations

from arbitro.engine.board import OUT_OF_PLAY, BoardError, CardState
from arbitro.engine.context import Context, Outcome, evaluates
from arbitro.reason import R

def name(ctx: Context, who: str | None):
    """A controller or owner as an argument of a reason: a player id, or the reason naming nobody
    or the scenario."""
    if who is None:
        return R("nobody")
    if who == "scenario":
        return R("the_scenario")
    return who


# -- owner ------------------------------------------------------------------------------------
def owner(ctx: Context, card_id: str) -> str:
    """Who owns the card (root of the ``owner`` question)."""
    return ctx.apply("control.1", _control_1, card_id)


@evaluates("control.1")
def _control_1(ctx: Context, card_id: str) -> Outcome:
    card = ctx.board.card(card_id)
    if card.type == "identity":
        who = ctx.apply("control.3", _control_3, card)
        return Outcome(who, True, R("control.1.identity", card=card.id, player=who))
    if card.is_encounter:
        ctx.apply("control.2", _control_2, card)
        return Outcome("scenario", True, R("control.1.encounter", card=card.id))
    if card.owner == "scenario":
        taker = ctx.apply("control.7", _control_7, card)
        if taker is not None:
            return Outcome(taker, True, R("control.1.taken", card=card.id, player=taker))
        return Outcome("scenario", True, R("control.1.scenario", card=card.id))
    return Outcome(card.owner, True, R("control.1.deck", card=card.id, player=card.owner))


@evaluates("control.2")
def _control_2(ctx: Context, card: CardState) -> Outcome:
    return Outcome("scenario", True, R("control.2", card=card.id, type=card.type))


@evaluates("control.3")
def _control_3(ctx: Context, card: CardState) -> Outcome:
    return Outcome(card.owner, True, R("control.3", player=card.owner, name=card.name))


@evaluates("control.7")
def _control_7(ctx: Context, card: CardState) -> Outcome:
    taker = ctx.board.taken_by.get(card.id)
    if taker is None:
        return Outcome(None, False, R("control.7.nobody", card=card.id))
    return Outcome(taker, True, R("control.7", card=card.id, player=taker))


# -- controller -------------------------------------------------------------------------------
def controller(ctx: Context, card_id: str) -> str | None:
    """Who controls the card now (root of the ``controller`` question)."""
    return ctx.apply("control.4", _control_4, card_id)


def controller_quiet(ctx: Context, card_id: str) -> str | None:
    """The controller, evaluated by the same clauses without adding trace nodes."""
    memo = ctx.memo
    key = ("controller", card_id)
    if key not in memo:
        # An upgrade's controller needs its host's (control.6, control.12), and upgrades may be
        # attached to upgrades: the hosts up the chain are evaluated first, top down, so that no
        # evaluation waits on another and a chain as long as the board costs one pass, not a
        # recursion as deep as the chain.
        board = ctx.board
        hosts: list[str] = []
        seen = {card_id}
        card = board.card(card_id)
        while card.type == "upgrade" and card.attached_to and card.attached_to not in seen \
                and ("controller", card.attached_to) not in memo:
            hosts.append(card.attached_to)
            seen.add(card.attached_to)
            card = board.card(card.attached_to)
        for host in reversed(hosts):
            memo[("controller", host)] = ctx.silently(controller, ctx, host)
        memo[key] = ctx.silently(controller, ctx, card_id)
    return memo[key]


@evaluates("control.4")
def _control_4(ctx: Context, card_id: str) -> Outcome:
    board = ctx.board
    card = board.card(card_id)
    if card.zone in ("set_aside", "removed"):
        return Outcome(None, None, R("control.4.out_of_game", card=card.id, zone=card.zone))
    if card.zone in OUT_OF_PLAY:
        who = owner(ctx, card_id)
        if who == "scenario":
            ctx.apply("control.5", _control_5, card)
            return Outcome("scenario", None, R("control.4.encounter_zone", card=card.id))
        ctx.apply("control.9", _control_9, card, who)
        return Outcome(who, None, R("control.4.out_of_play", card=card.id, zone=card.zone, player=who))
    # in play
    if card.type == "identity":
        who = ctx.apply("control.3", _control_3, card)
        return Outcome(who, None, R("control.4.identity", card=card.id, player=who))
    who = owner(ctx, card_id)
    base_reason = R("control.4.entered", player=name(ctx, who))
    if card.is_encounter:
        ctx.apply("control.5", _control_5, card)
        who = "scenario"
        base_reason = R("control.4.encounter")
    ended = board.ended.get(card_id)
    if ended is not None and board.control_effect(card_id) is None:
        ctx.apply("control.13", _control_13, card, ended, who)
    effect = board.control_effect(card_id)
    # control.4 decides only how the card entered play; a later change of controller is decided
    # by the clause under it (control.8, control.6, control.12), whose line says who controls it now
    entered = name(ctx, who)
    played_under = not card.is_encounter and any(getattr(a, "play_under", None) for a in card.abilities)
    if effect is not None:
        who = ctx.apply("control.8", _control_8, card, effect)
        if card.type in ("ally", "villain", "minion"):
            ctx.apply("control.11", _control_11, card, who)
        if played_under and effect.source == card.id:  # issue 15: its own text put it under that player's control
            return Outcome(who, None, R("control.4.played_under", owner=entered))
        return Outcome(who, None, R("control.4.changed", owner=entered))
    if played_under:  # «Juega esta carta poniéndola bajo el control de cualquier jugador»: the board does not say whose
        ctx.assume(R("assume.played_under", card=card.id, player=entered))
    if card.type == "upgrade" and card.attached_to:
        host = board.card(card.attached_to)
        host_controller = controller_quiet(ctx, host.id)
        if host_controller not in (None, "scenario") and host_controller != who:
            host_changed = board.control_effect(host.id) is not None
            if host_changed:
                who = ctx.apply("control.12", _control_12, card, host, host_controller)
            else:
                who = ctx.apply("control.6", _control_6, card, host, host_controller)
            return Outcome(who, None, R("control.4.attached", owner=entered, host=host.id))
    return Outcome(who, None, base_reason)


@evaluates("control.5")
def _control_5(ctx: Context, card: CardState) -> Outcome:
    return Outcome("scenario", True, R("control.5", card=card.id, type=card.type))


@evaluates("control.6")
def _control_6(ctx: Context, card: CardState, host: CardState, host_controller: str) -> Outcome:
    return Outcome(host_controller, True, R("control.6", card=card.id, owner=card.owner, host=host.id,
                                            player=host_controller))


@evaluates("control.8")
def _control_8(ctx: Context, card: CardState, effect) -> Outcome:
    if effect.source:
        return Outcome(effect.player, True, R("control.8.source", card=card.id, player=effect.player,
                                              source=effect.source))
    return Outcome(effect.player, True, R("control.8", card=card.id, player=effect.player))


@evaluates("control.9")
def _control_9(ctx: Context, card: CardState, who: str) -> Outcome:
    return Outcome(who, True, R("control.9", card=card.id, zone=card.zone, player=who))


@evaluates("control.11")
def _control_11(ctx: Context, card: CardState, who: str) -> Outcome:
    state = "exhausted" if card.exhausted else "ready"
    return Outcome(who, True, R("control.11", card=card.id, state=state, damage=card.damage, player=who))


@evaluates("control.12")
def _control_12(ctx: Context, card: CardState, host: CardState, host_controller: str) -> Outcome:
    return Outcome(host_controller, True, R("control.12", card=card.id, host=host.id, player=host_controller))


@evaluates("control.13")
def _control_13(ctx: Context, card: CardState, ended=None, who: str | None = None, *, item: str | None = None) -> Outcome:
    """A control change ends: ``ended`` (asking who controls the card now), or ``item`` (the way it
    ends as the card leaves play or a hand: control.13.2, 13.3, 13.4)."""
    if item is not None:
        fn = {"control.13.2": _control_13_2, "control.13.3": _control_13_3, "control.13.4": _control_13_4}[item]
        ctx.apply(item, fn, card)
        return Outcome(None, True, R("control.13.item", card=card.id))
    if ended.why == "source_left":
        ctx.apply("control.13.1", _control_13_1, card, ended, who)
    elif ended.why == "left_play":
        ctx.apply("control.13.2", _control_13_2, card)
    return Outcome(who, True, R("control.13", card=card.id, player=ended.effect.player))


@evaluates("control.13.1")
def _control_13_1(ctx: Context, card: CardState, ended, who: str) -> Outcome:
    return Outcome(who, True, R("control.13.1", source=ended.effect.source, card=card.id, player=name(ctx, who)))


@evaluates("control.13.2")
def _control_13_2(ctx: Context, card: CardState) -> Outcome:
    return Outcome(None, True, R("control.13.2", card=card.id))


# -- "cards you control" --------------------------------------------------------------------------
def controls_filter(ctx: Context, candidates: list[CardState], player: str, mode: str) -> list[CardState]:
    """control.14: keep the cards in play that ``player`` controls (``you``) or another player does."""
    return ctx.apply("control.14", _control_14, candidates, player, mode)


@evaluates("control.14")
def _control_14(ctx: Context, candidates: list[CardState], player: str, mode: str) -> Outcome:
    kept, dropped = [], []
    for card in candidates:
        if not card.in_play:
            dropped.append(card.id)
            continue
        who = controller(ctx, card.id)  # control.4 applied to each candidate in play
        if mode == "player":  # issue 14: «amigo», controlled by a player (any player)
            ok = who in ctx.board.active_players()
        else:
            ok = (who == player) if mode == "you" else (who not in (None, "scenario", player))
        if ok:
            kept.append(card)
        else:
            dropped.append(card.id)
    ids = [c.id for c in kept]
    if dropped:
        return Outcome(kept, None, R("control.14.dropped", mode=mode, ids=ids, dropped=dropped))
    return Outcome(kept, None, R("control.14", mode=mode, ids=ids))


# -- destination ------------------------------------------------------------------------------
def destination(ctx: Context, card_id: str, to: str) -> dict:
    return ctx.apply("control.10", _control_10, card_id, to)


@evaluates("control.10")
def _control_10(ctx: Context, card_id: str, to: str) -> Outcome:
    board = ctx.board
    card = board.card(card_id)
    who = owner(ctx, card_id)
    changed = board.control_effect(card_id) is not None
    if card.zone == "play":
        if to == "removed":
            return Outcome({"zone": "removed", "player": None}, True, R("control.10.removed", card=card.id))
        if who == "scenario":
            if to == "hand":
                raise BoardError(R("control.10.scenario_hand", card=card.id))
            return Outcome({"zone": to, "player": "scenario"}, True, R("control.10.scenario", card=card.id, zone=to))
        if changed:
            ctx.apply("control.13", _control_13, card, item="control.13.2")
        if board.players[who].eliminated:
            return Outcome({"zone": "removed", "player": None}, True, R("control.10.eliminated", card=card.id,
                                                                         player=who))
        return Outcome({"zone": to, "player": who}, True, R("control.10.leaves_play", zone=to, player=who))
    if card.zone == "hand":
        if to != "discard" and to != "removed":
            raise BoardError(R("control.10.hand_only_discard", card=card.id))
        if to == "removed":
            return Outcome({"zone": "removed", "player": None}, True, R("control.10.removed", card=card.id))
        item = "control.13.3" if card.type == "event" else "control.13.4"
        ctx.apply("control.13", _control_13, card, item=item)
        if board.players[who].eliminated:
            return Outcome({"zone": "removed", "player": None}, True, R("control.10.owner_eliminated", player=who))
        return Outcome({"zone": "discard", "player": who}, True, R("control.10.discard", player=who))
    raise BoardError(R("control.10.nowhere", card=card.id, zone=card.zone))


@evaluates("control.13.3")
def _control_13_3(ctx: Context, card: CardState) -> Outcome:
    return Outcome(None, True, R("control.13.3", card=card.id))


@evaluates("control.13.4")
def _control_13_4(ctx: Context, card: CardState) -> Outcome:
    return Outcome(None, True, R("control.13.4", card=card.id))
