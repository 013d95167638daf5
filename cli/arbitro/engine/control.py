"""Propiedad y control: owner, controller and destination, clause by clause.

Each function named after a clause is that clause's evaluator: it is only ever called through
``ctx.apply`` (directly or by the public helpers below), returns an :class:`Outcome`, and
applies the clauses it depends on through the context as well.
"""

from __future__ import annotations

from arbitro.engine.board import OUT_OF_PLAY, BoardError, CardState
from arbitro.engine.context import Context, Outcome, evaluates

ZONE_ES = {"hand": "mano", "deck": "mazo", "discard": "pila de descartes", "removed": "fuera de la partida"}


def name(ctx: Context, who: str | None) -> str:
    if who is None:
        return ctx.say("nadie", "nobody")
    if who == "scenario":
        return ctx.say("el escenario", "the scenario")
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
        return Outcome(who, True, ctx.say(
            f"{card.id} es la identidad de {who}: le pertenece",
            f"{card.id} is {who}'s identity: they own it"))
    if card.is_encounter:
        ctx.apply("control.2", _control_2, card)
        return Outcome("scenario", True, ctx.say(
            f"{card.id} es una carta de Encuentro: su propietario es el escenario",
            f"{card.id} is an encounter card: the scenario owns it"))
    if card.owner == "scenario":
        taker = ctx.apply("control.7", _control_7, card)
        if taker is not None:
            return Outcome(taker, True, ctx.say(
                f"{card.id} es una carta de Jugador del escenario y {taker} tomó su control: ahora es su propietario",
                f"{card.id} is a scenario card with a player back and {taker} took control of it: they now own it"))
        return Outcome("scenario", True, ctx.say(
            f"{card.id} es una carta de Jugador del escenario (campaña) que ningún jugador ha controlado: es del escenario",
            f"{card.id} is a campaign/scenario player card no player has taken control of: the scenario owns it"))
    return Outcome(card.owner, True, ctx.say(
        f"{card.id} estaba en el mazo de {card.owner} al inicio de la preparación",
        f"{card.id} was in {card.owner}'s deck when setup began"))


@evaluates("control.2")
def _control_2(ctx: Context, card: CardState) -> Outcome:
    return Outcome("scenario", True, ctx.say(
        f"{card.id} ({card.type}) es una carta de Encuentro",
        f"{card.id} ({card.type}) is an encounter card"))


@evaluates("control.3")
def _control_3(ctx: Context, card: CardState) -> Outcome:
    return Outcome(card.owner, True, ctx.say(
        f"{card.owner} juega como {card.name}",
        f"{card.owner} plays as {card.name}"))


@evaluates("control.7")
def _control_7(ctx: Context, card: CardState) -> Outcome:
    taker = ctx.board.taken_by.get(card.id)
    if taker is None:
        return Outcome(None, False, ctx.say(
            f"ningún jugador ha tomado el control de {card.id}",
            f"no player has taken control of {card.id}"))
    return Outcome(taker, True, ctx.say(
        f"{taker} tomó el control de {card.id}, con reverso de carta de Jugador: pasa a ser su propietario",
        f"{taker} took control of {card.id}, which has a player card back: they become its owner"))


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
        where = ctx.say("apartada" if card.zone == "set_aside" else "retirada de la partida",
                        "set aside" if card.zone == "set_aside" else "removed from the game")
        return Outcome(None, None, ctx.say(
            f"{card.id} está {where}: no está en juego ni en la zona de ningún jugador, nadie la controla",
            f"{card.id} is {where}: neither in play nor in a player's zone, so nobody controls it"))
    if card.zone in OUT_OF_PLAY:
        who = owner(ctx, card_id)
        if who == "scenario":
            ctx.apply("control.5", _control_5, card)
            return Outcome("scenario", None, ctx.say(
                f"{card.id} está en el mazo o la pila de descartes de Encuentros: la controla el escenario",
                f"{card.id} is in the encounter deck or discard pile: the scenario controls it"))
        ctx.apply("control.9", _control_9, card, who)
        return Outcome(who, None, ctx.say(
            f"{card.id} está fuera del juego, en {ZONE_ES.get(card.zone, card.zone)} de {who}: la controla {who}",
            f"{card.id} is out of play, in {who}'s {card.zone}: {who} controls it"))
    # in play
    if card.type == "identity":
        who = ctx.apply("control.3", _control_3, card)
        return Outcome(who, None, ctx.say(
            f"{card.id} es la identidad de {who}: la controla {who}",
            f"{card.id} is {who}'s identity: {who} controls it"))
    who = owner(ctx, card_id)
    base_reason = ctx.say(f"entró en juego controlada por su propietario, {name(ctx, who)}",
                          f"it entered play under its owner's control, {name(ctx, who)}")
    if card.is_encounter:
        ctx.apply("control.5", _control_5, card)
        who = "scenario"
        base_reason = ctx.say("es una carta de Encuentro: la controla el escenario",
                              "it is an encounter card: the scenario controls it")
    ended = board.ended.get(card_id)
    if ended is not None and board.control_effect(card_id) is None:
        ctx.apply("control.13", _control_13, card, ended, who)
    effect = board.control_effect(card_id)
    if effect is not None:
        who = ctx.apply("control.8", _control_8, card, effect)
        if card.type in ("ally", "villain", "minion"):
            ctx.apply("control.11", _control_11, card, who)
        return Outcome(who, None, ctx.say(
            f"un efecto cambió explícitamente su control: la controla {name(ctx, who)}",
            f"an effect explicitly changed its control: {name(ctx, who)} controls it"))
    if card.type == "upgrade" and card.attached_to:
        host = board.card(card.attached_to)
        host_controller = controller_quiet(ctx, host.id)
        if host_controller not in (None, "scenario") and host_controller != who:
            host_changed = board.control_effect(host.id) is not None
            if host_changed:
                who = ctx.apply("control.12", _control_12, card, host, host_controller)
            else:
                who = ctx.apply("control.6", _control_6, card, host, host_controller)
            return Outcome(who, None, ctx.say(
                f"está vinculada a {host.id}, que controla {who}: la controla {who}",
                f"it is attached to {host.id}, which {who} controls: {who} controls it"))
    return Outcome(who, None, base_reason)


@evaluates("control.5")
def _control_5(ctx: Context, card: CardState) -> Outcome:
    return Outcome("scenario", True, ctx.say(
        f"{card.id} ({card.type}) es una carta de Encuentro: la controla el escenario",
        f"{card.id} ({card.type}) is an encounter card: the scenario controls it"))


@evaluates("control.6")
def _control_6(ctx: Context, card: CardState, host: CardState, host_controller: str) -> Outcome:
    return Outcome(host_controller, True, ctx.say(
        f"la Mejora {card.id} (de {card.owner}) está vinculada a {host.id}, controlada por {host_controller}",
        f"upgrade {card.id} (owned by {card.owner}) is attached to {host.id}, controlled by {host_controller}"))


@evaluates("control.8")
def _control_8(ctx: Context, card: CardState, effect) -> Outcome:
    src = f" ({effect.source})" if effect.source else ""
    return Outcome(effect.player, True, ctx.say(
        f"una capacidad{src} cambió explícitamente el controlador de {card.id} a {effect.player}",
        f"an ability{src} explicitly changed {card.id}'s controller to {effect.player}"))


@evaluates("control.9")
def _control_9(ctx: Context, card: CardState, who: str) -> Outcome:
    return Outcome(who, True, ctx.say(
        f"{card.id} está en {ZONE_ES.get(card.zone, card.zone)} de {who}",
        f"{card.id} is in {who}'s {card.zone}"))


@evaluates("control.11")
def _control_11(ctx: Context, card: CardState, who: str) -> Outcome:
    state = ctx.say("agotado" if card.exhausted else "preparado", "exhausted" if card.exhausted else "ready")
    return Outcome(who, True, ctx.say(
        f"{card.id} conserva su situación ({state}, {card.damage} de Daño) y pasa a la zona de juego de {who}",
        f"{card.id} keeps its state ({state}, {card.damage} damage) and moves to {who}'s play area"))


@evaluates("control.12")
def _control_12(ctx: Context, card: CardState, host: CardState, host_controller: str) -> Outcome:
    return Outcome(host_controller, True, ctx.say(
        f"{host.id} cambió de controlador: la Mejora vinculada {card.id} pasa también a {host_controller}",
        f"{host.id} changed controller: its attached upgrade {card.id} goes to {host_controller} too"))


@evaluates("control.13")
def _control_13(ctx: Context, card: CardState, ended=None, who: str | None = None, *, item: str | None = None) -> Outcome:
    """A control change ends: ``ended`` (asking who controls the card now), or ``item`` (the way it
    ends as the card leaves play or a hand: control.13.2, 13.3, 13.4)."""
    if item is not None:
        fn = {"control.13.2": _control_13_2, "control.13.3": _control_13_3, "control.13.4": _control_13_4}[item]
        ctx.apply(item, fn, card)
        return Outcome(None, True, ctx.say(
            f"el control de {card.id} termina: va a la zona de su propietario",
            f"control of {card.id} ends: it goes to its owner's zone"))
    if ended.why == "source_left":
        ctx.apply("control.13.1", _control_13_1, card, ended, who)
    elif ended.why == "left_play":
        ctx.apply("control.13.2", _control_13_2, card)
    return Outcome(who, True, ctx.say(
        f"el cambio de control sobre {card.id} (a favor de {ended.effect.player}) terminó",
        f"the control change over {card.id} (to {ended.effect.player}) has ended"))


@evaluates("control.13.1")
def _control_13_1(ctx: Context, card: CardState, ended, who: str) -> Outcome:
    return Outcome(who, True, ctx.say(
        f"{ended.effect.source} abandonó el juego y su capacidad dejó de estar en vigor: {card.id} vuelve a {name(ctx, who)}",
        f"{ended.effect.source} left play so its ability is no longer in force: {card.id} returns to {name(ctx, who)}"))


@evaluates("control.13.2")
def _control_13_2(ctx: Context, card: CardState) -> Outcome:
    return Outcome(None, True, ctx.say(
        f"{card.id} abandonó el juego: el cambio de control terminó",
        f"{card.id} left play: the control change ended"))


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
        ok = (who == player) if mode == "you" else (who not in (None, "scenario", player))
        if ok:
            kept.append(card)
        else:
            dropped.append(card.id)
    label = ctx.say("que controles" if mode == "you" else "que controle otro jugador",
                    "that you control" if mode == "you" else "that another player controls")
    because = ctx.say(
        f"solo cartas en juego {label}: quedan {', '.join(c.id for c in kept) or 'ninguna'}"
        + (f"; fuera: {', '.join(dropped)}" if dropped else ""),
        f"only cards in play {label}: kept {', '.join(c.id for c in kept) or 'none'}"
        + (f"; left out: {', '.join(dropped)}" if dropped else ""))
    return Outcome(kept, None, because)


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
            return Outcome({"zone": "removed", "player": None}, True, ctx.say(
                f"{card.id} se retira de la partida", f"{card.id} is removed from the game"))
        if who == "scenario":
            if to == "hand":
                raise BoardError(
                    f"{card.id} pertenece al escenario, que no tiene mano: las reglas no permiten que vaya a una mano",
                    f"{card.id} belongs to the scenario, which has no hand: the rules do not let it go to a hand")
            return Outcome({"zone": to, "player": "scenario"}, True, ctx.say(
                f"{card.id} es del escenario: va a {'la pila de descartes' if to == 'discard' else 'el mazo'} de Encuentros",
                f"{card.id} belongs to the scenario: it goes to the encounter {'discard pile' if to == 'discard' else 'deck'}"))
        if changed:
            ctx.apply("control.13", _control_13, card, item="control.13.2")
        if board.players[who].eliminated:
            return Outcome({"zone": "removed", "player": None}, True, ctx.say(
                f"su propietario, {who}, ya no participa en la partida: {card.id} se retira del juego",
                f"its owner, {who}, is no longer in the game: {card.id} is removed from the game"))
        return Outcome({"zone": to, "player": who}, True, ctx.say(
            f"al abandonar el juego va a {ZONE_ES[to]} de su propietario, {who}",
            f"leaving play, it goes to its owner's {to}, {who}'s"))
    if card.zone == "hand":
        if to != "discard" and to != "removed":
            raise BoardError(
                f"{card.id} está en la mano: solo se responde adónde va al jugarse o descartarse (to: discard)",
                f"{card.id} is in a hand: arbitro answers where it goes when played or discarded (to: discard)")
        if to == "removed":
            return Outcome({"zone": "removed", "player": None}, True, ctx.say(
                f"{card.id} se retira de la partida", f"{card.id} is removed from the game"))
        item = "control.13.3" if card.type == "event" else "control.13.4"
        ctx.apply("control.13", _control_13, card, item=item)
        if board.players[who].eliminated:
            return Outcome({"zone": "removed", "player": None}, True, ctx.say(
                f"su propietario, {who}, ya no participa en la partida", f"its owner, {who}, is no longer in the game"))
        return Outcome({"zone": "discard", "player": who}, True, ctx.say(
            f"va a la pila de descartes de su propietario, {who}", f"it goes to its owner's discard pile, {who}'s"))
    raise BoardError(
        f"{card.id} está en {card.zone}: no está en juego ni en una mano, así que no abandona ninguna zona",
        f"{card.id} is in {card.zone}: neither in play nor in a hand, so it leaves nothing")


@evaluates("control.13.3")
def _control_13_3(ctx: Context, card: CardState) -> Outcome:
    return Outcome(None, True, ctx.say(
        f"{card.id} es un Evento que se juega: va a la pila de descartes de su propietario",
        f"{card.id} is an event being played: it goes to its owner's discard pile"))


@evaluates("control.13.4")
def _control_13_4(ctx: Context, card: CardState) -> Outcome:
    return Outcome(None, True, ctx.say(
        f"{card.id} se descarta de la mano: va a la pila de descartes de su propietario",
        f"{card.id} is discarded from a hand: it goes to its owner's discard pile"))
