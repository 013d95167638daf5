"""Issue 14: the verbs v1 called ``other`` (zones and moves, encounter cards, counters, resources,
prevent / cancel, resolving another ability, taking damage) and what each effect's ``condition``,
``instead``, ``otherwise``, amount, ``delayed`` and ``duration`` do to its state change.

"Can affect" (objetivo.7) for a targeted new verb is :func:`affects`, called from objetivo.7's own
test; an untargeted one is judged by :func:`untargeted`. :func:`adjust` then reads the effect's
condition and amount: the result's ``changes_state`` becomes True, False or None (the board does
not say) with a ``note`` that capacidad.5 / capacidad.16 quote. What the three sections do not
decide (what is in the encounter deck, whether a trigger's damage is really about to be dealt) is
an assumption (``ctx.assume``), never a citation.
"""

from __future__ import annotations

from arbitro.engine import conditions as C
from arbitro.engine.context import Context
from arbitro.reason import R, Reason

NEW_VERBS = frozenset({
    "move", "shuffle_into", "put_into_play", "remove_from_game", "set_aside", "reveal", "attach", "surge",
    "encounter_card", "boost", "add_counters", "remove_counters", "spend_resources", "generate_resources",
    "prevent", "cancel", "resolve_ability", "take_damage",
    "play",  # family play (issue 15): a card played by an effect
})
# issue 15: the game ends, a card or the identity flips, the main scheme advances, a prohibition
GAME_VERBS = frozenset({"lose_game", "win_game", "flip", "change_form", "advance", "prohibit"})
NEW_VERBS = NEW_VERBS | GAME_VERBS
NEW_VERBS = NEW_VERBS | {"look_at"}  # family zones: the top cards of a deck looked at (then moved from looked_at)
NEW_VERBS = NEW_VERBS | {"move_tokens"}  # family amounts: threat, damage or counters moved between cards
_TOKEN_ATTR = {"threat": "threat", "damage": "damage", "counters": "counters"}
ENCOUNTER_VERBS = frozenset({"surge", "encounter_card", "boost"})
# a zone of ``from``/``to`` as the board's zone of a card
BOARD_ZONE = {"deck_top": "deck", "deck_bottom": "deck", "hand": "hand", "deck": "deck", "discard": "discard",
              "play": "play", "set_aside": "set_aside", "removed": "removed"}
PLAYER_ZONES = ("hand", "deck", "deck_top", "deck_bottom", "discard")
NAMED_DECK_ZONES = ("named_deck", "named_deck_bottom", "named_discard")  # family deckops: the board does not list them
_DEPTH = "resolve_ability.depth"


# -- targeted: objetivo.7's own test -------------------------------------------------------------
def affects(ctx: Context, eff, card, acting: str) -> tuple[bool, Reason]:
    """Could the new verb ``eff.verb`` change ``card`` at all?"""
    verb, c = eff.verb, card.id
    if verb == "put_into_play":
        if card.in_play:
            return False, R("move.already_in_play", card=c)
        return True, R("move.into_play", card=c, zone=card.zone)
    if verb == "play":  # family play: a card played by an effect (its cost paid, as when a player plays it)
        if card.in_play:
            return False, R("move.already_in_play", card=c)
        return True, R("move.plays", card=c, zone=card.zone)
    if verb in ("remove_from_game", "set_aside"):
        zone = "removed" if verb == "remove_from_game" else "set_aside"
        if card.zone == zone:
            return False, R("move.already_there", card=c, zone=zone)
        return True, R("move.leaves", card=c, zone=card.zone, to=zone)
    if verb in ("move", "shuffle_into"):
        to = eff.to or ("deck" if verb == "shuffle_into" else None)
        same = BOARD_ZONE.get(to or "") == card.zone and to not in ("deck_top", "deck_bottom")
        if same and verb == "move":
            return False, R("move.already_there", card=c, zone=to)
        return True, R("move.moves", card=c, zone=card.zone, to=to or "?")
    if verb == "attach":
        if not card.in_play:
            return False, R("move.host_not_in_play", card=c)
        return True, R("move.host", card=c)
    if verb == "reveal":
        if card.in_play:
            return False, R("move.reveal_in_play", card=c)
        return True, R("move.reveal", card=c, zone=card.zone)
    if verb == "move_tokens":  # family amounts: the card that receives them, and whether the one they leave has some
        return _move_tokens(ctx, eff, card, acting)
    if verb == "add_counters" and getattr(eff, "max_counters", None) is not None:  # family amounts: «(hasta un máximo de N)»
        n = getattr(card, "counters", 0) or 0
        if n >= eff.max_counters:
            return False, R("move.counters_full", card=c, n=n, max=eff.max_counters)
        return True, R("move.counters_room", card=c, n=n, max=eff.max_counters)
    if verb == "remove_counters":
        n = getattr(card, "counters", 0) or 0
        if n == 0:
            return False, R("move.no_counters", card=c)
        return True, R("move.counters", card=c, n=n)
    if verb in ("prevent", "cancel"):
        C_assume_trigger(ctx, eff)
        return True, R("move.prevent", card=c, what=eff.what or "effect")
    if verb in ENCOUNTER_VERBS:
        assume_encounter(ctx, eff)
        return True, R("move.encounter", target=c, verb=verb)
    if verb == "resolve_ability":  # family modes: «resuelve la capacidad "Especial" de cada …»: that card's ability
        return _ability_on(ctx, eff, card, acting)
    if verb == "flip":  # only a card in play shows a side to turn over
        if not card.in_play:
            return False, R("move.flip_not_in_play", card=c)
        return True, R("move.flips", card=c)
    return True, R("objetivo.7.can_affect", target=c)


def C_assume_trigger(ctx: Context, eff) -> None:
    ctx.assume(R("assume.trigger_happening", verb=eff.verb, what=eff.what or "effect"))


def assume_encounter(ctx: Context, eff) -> None:
    ctx.assume(R("assume.encounter_deck", verb=eff.verb))


# -- untargeted ---------------------------------------------------------------------------------
def untargeted(ctx: Context, res, acting: str) -> None:
    """The state change of a new verb with no target to choose."""
    eff = res.eff
    verb = eff.verb
    board = ctx.board
    src = eff.from_
    if verb in ENCOUNTER_VERBS:
        assume_encounter(ctx, eff)
        res.changes_state, res.note = True, R("move.encounter", target=acting, verb=verb)
        return
    if verb in ("prevent", "cancel"):
        C_assume_trigger(ctx, eff)
        res.changes_state, res.note = True, R("move.prevent_trigger", what=eff.what or "effect")
        return
    if verb == "resolve_ability":
        _resolve_ability(ctx, res, acting)
        return
    if verb == "change_form" and getattr(eff, "form_kind", None) == "villain":  # family forms: a villain's form named
        # by a trait: the board does not say which form the villain is in
        res.changes_state, res.note = None, R("move.villain_form_unknown", form=eff.form_name or "?")
        return
    if verb == "change_form":  # issue 15: changing to the side already shown changes nothing
        player = board.players.get(acting)
        now = getattr(player, "form", None)
        if now is None:
            res.changes_state, res.note = None, R("move.form_unknown", player=acting)
            return
        if eff.form == "named":  # family play: a form upgrade's side («cambia a tu identidad de energía Gamma»), not
            # the identity's side: the board does not show which one is faceup; with no name, another one: a change
            if getattr(eff, "form_name", None):
                res.changes_state, res.note = None, R("move.named_form_unknown", form=eff.form_name)
            else:
                res.changes_state, res.note = True, R("move.named_form_other", kind=eff.form_kind or "?")
            return
        if eff.form in ("other", "other_hero"):  # family modes: «cambia de identidad», «cambia a tu otra identidad de
            # Héroe»: a side other than the one shown, always
            res.changes_state, res.note = True, R("move.change_form_other", player=acting, now=now)
            return
        res.changes_state = now != eff.form
        res.note = R("move.change_form", player=acting, form=eff.form, now=now)
        return
    if verb in ("spend_resources", "generate_resources"):
        ctx.assume(R("assume.resources", verb=verb, resource=eff.resource or "any"))
        res.changes_state, res.note = True, R("move.resources", verb=verb, resource=eff.resource or "any")
        return
    if src == "looked_at":  # family zones: the cards an earlier look_at looked at (which, and how many are left,
        res.changes_state, res.note = None, R("move.looked_at", verb=verb)  # the board does not say)
        return
    if src in NAMED_DECK_ZONES:  # family deckops: a deck the text names (not a player's, not the encounter deck)
        res.changes_state, res.note = None, R("move.named_deck_unknown", verb=verb, deck=eff.deck_name or "?")
        return
    if src in PLAYER_ZONES and verb in ("move", "shuffle_into", "put_into_play", "reveal", "set_aside",
                                        "remove_from_game", "look_at"):
        n = board.zone_count(acting, BOARD_ZONE[src])
        if src == "hand" and n == 0:  # a hand is not listed whole: the board does not say it is empty
            res.changes_state, res.note = None, R("move.hand_unknown", player=acting)
            return
        res.changes_state = n > 0
        res.note = R("move.zone_count", player=acting, zone=src, n=n)
        return
    if src == "encounter_deck":
        assume_encounter(ctx, eff)
        res.changes_state, res.note = True, R("move.encounter_deck", verb=verb)
        return
    if src == "encounter_discard":  # the board does not list the encounter discard pile
        res.changes_state, res.note = None, R("move.encounter_discard_unknown", verb=verb)
        return
    if verb == "remove_counters":
        me = C.this_card(ctx)
        n = (getattr(me, "counters", 0) or 0) if me is not None else 0
        res.changes_state = n > 0
        res.note = R("move.counters" if n else "move.no_counters", card=me.id if me is not None else "?", n=n)
        return
    res.changes_state, res.note = True, R("move.untargeted", verb=verb)


def _resolve_ability(ctx: Context, res, acting: str) -> None:
    """Resolving another ability changes the state when that ability's effects could."""
    from arbitro.engine.targets import Effect, evaluate_effects

    ref = res.eff.ability
    card = ctx.board.cards.get(ref.card) if ref is not None else None
    ability = None
    if card is not None:
        ability = card.ability(ref.ability) if ref.ability else (card.abilities[0] if len(card.abilities) == 1 else None)
    if ability is None:
        res.changes_state, res.note = None, R("move.no_ability", card=getattr(ref, "card", "?"))
        return
    depth = ctx.memo.get(_DEPTH, 0)
    if depth >= 8:  # an ability resolving itself (directly or not): the board cannot end the loop
        res.changes_state, res.note = None, R("move.ability_loop", card=card.id, ability=ability.id)
        return
    ctx.memo[_DEPTH] = depth + 1
    saved = ctx.memo.get("this")
    ctx.memo["this"] = card
    try:
        inner = ctx.silently(evaluate_effects, ctx, [Effect.of(e) for e in ability.effects], acting)
    finally:
        ctx.memo["this"] = saved
        ctx.memo[_DEPTH] = depth
    res.changes_state = _combined(inner)
    res.note = R("move.resolves", card=card.id, ability=ability.id,
                 state=R(_state_code(res.changes_state)))


def _ability_on(ctx: Context, eff, card, acting: str) -> tuple[bool, Reason]:
    """A target's ability resolved (``ability: {card: target, ability: <timing or id>}``): it can affect the
    card when the card has that ability and its effects could change the state (unknown: could)."""
    from arbitro.engine.targets import Effect, evaluate_effects

    ref = eff.ability
    want = getattr(ref, "ability", None)
    held = [a for a in card.abilities if want is None or a.id == want or a.timing == want]
    if getattr(ref, "card", None) != "target" or len(held) != 1:
        return False, R("move.no_ability_on", card=card.id, ability=want or "?")
    depth = ctx.memo.get(_DEPTH, 0)
    if depth >= 8:
        return True, R("move.ability_loop", card=card.id, ability=held[0].id)
    ctx.memo[_DEPTH] = depth + 1
    saved = ctx.memo.get("this")
    ctx.memo["this"] = card
    try:
        inner = ctx.silently(evaluate_effects, ctx, [Effect.of(e) for e in held[0].effects], acting)
    finally:
        ctx.memo["this"] = saved
        ctx.memo[_DEPTH] = depth
    state = _combined(inner)
    return state is not False, R("move.resolves", card=card.id, ability=held[0].id, state=R(_state_code(state)))


def _combined(results) -> bool | None:
    vals = [r.changes_state for r in results]
    return True if True in vals else (None if None in vals else False)


def _state_code(v: bool | None) -> str:
    return {True: "state.changes", False: "state.none", None: "state.unknown"}[v]


def _move_tokens(ctx: Context, eff, card, acting: str) -> tuple[bool, Reason]:
    """«traslada N de Amenaza desde X hasta Y»: Y (``card``) must be in play, and some card X names (not Y) must hold
    threat, damage or counters to move; X is named by the ability's card, a kind, or an earlier effect (then it is not
    known here: the answer assumes it holds some and says so)."""
    c, what = card.id, eff.tokens or "threat"
    if not card.in_play:
        return False, R("move.tokens_not_in_play", card=c)
    src = eff.from_card
    if src is None or src.select in ("that", "same", "it", "trigger", "next"):
        ctx.assume(R("assume.move_tokens_source", what=what))
        return True, R("move.tokens_to", card=c, what=what)
    if src.select == "this":
        sources = [x for x in [C.this_card(ctx)] if x is not None and x.in_play]
    else:
        sources = [x for x in C.matching(ctx, src, acting) if not isinstance(x, str)]
    held = [x.id for x in sources if x.id != c and (getattr(x, _TOKEN_ATTR[what], 0) or 0) > 0]
    if not held:
        return False, R("move.tokens_none", card=c, what=what, ids=[x.id for x in sources if x.id != c])
    return True, R("move.tokens_from", card=c, what=what, ids=held)


# -- condition, instead, otherwise, amount, delayed, duration -------------------------------------
def needs_adjust(eff) -> bool:
    return bool(getattr(eff, "condition", None) is not None or getattr(eff, "instead", None)
                or getattr(eff, "otherwise", None) or getattr(eff, "delayed", None) is not None
                or getattr(eff, "duration", None) is not None or getattr(eff, "per_hero", False)
                or (eff.amount is not None and (not isinstance(eff.amount, int) or eff.amount == 0)))


def adjust(ctx: Context, res, acting: str, ability_condition: list | None = None) -> None:
    """Read the effect's amount and condition into ``res.changes_state`` and ``res.note``."""
    eff = res.eff
    notes: list[Reason] = [res.note] if res.note is not None else []
    if eff.amount is not None and eff.verb in C.AMOUNT_VERBS:
        n, why = C.amount_of(ctx, eff, acting)
        if why is not None:
            notes.append(why)
        if n == 0:
            res.changes_state = False
            notes.append(R("amount.zero", effect=res.index))
        elif n is None and res.changes_state:
            res.changes_state = None
    if eff.delayed is not None:
        ctx.warn(R("warn.delayed", effect=res.index, when=eff.delayed.when))
    if eff.duration is not None:
        ctx.warn(R("warn.duration", effect=res.index, duration=eff.duration))
    conds = [*(ability_condition or ()), *([eff.condition] if eff.condition is not None else [])]
    if conds:
        ctx.memo["effect_possible"] = res.changes_state  # issue 15 (flow): a {possible} condition is this effect's
        try:
            verdicts = [C.holds(ctx, c, acting) for c in conds]
        finally:
            ctx.memo.pop("effect_possible", None)
        vals = [v for v, _ in verdicts]
        met = False if False in vals else (None if None in vals else True)
        for _, why in verdicts:
            notes.append(why)
        own = res.changes_state
        if eff.instead:
            alt = _nested(ctx, eff.instead, acting)
            state = {True: alt, False: own, None: own if own == alt else None}[met]
            notes.append(R("effect.instead", effect=res.index, state=R(_state_code(alt))))
        elif eff.otherwise:
            alt = _nested(ctx, eff.otherwise, acting)
            state = {True: own, False: alt, None: own if own == alt else None}[met]
            notes.append(R("effect.otherwise", effect=res.index, state=R(_state_code(alt))))
        else:
            state = {True: own, False: False, None: None if own is not False else False}[met]
        res.changes_state = state
    res.note = R("effect.notes", effect=res.index, notes=notes) if notes else None


def _nested(ctx: Context, effects, acting: str) -> bool | None:
    from arbitro.engine.targets import Effect, evaluate_effects

    return _combined(ctx.silently(evaluate_effects, ctx, [Effect.of(e) for e in effects], acting))
