"""Issue 14: conditions and amounts read from the board.

A condition (``condition:`` on an effect or an ability) is a one-key map; :func:`holds` judges it
on the board and returns ``(True | False | None, reason)``: ``None`` when the board does not give
what it needs (a ``fact`` the question does not set, an X without ``x``). It is not a clause of
the rules: the clause that makes it matter (capacidad.13 for a constant ability, capacidad.5 /
capacidad.16 for the state change of an effect, capacidad.6 for reading "if …, instead") cites
the verdict in its reason, and what the board cannot decide goes to ``ctx.undetermined`` or
``ctx.warn`` (never a citation).

An amount (``amount:``) is a number or a map (``per``, ``equal_to``, ``x``), times the heroes
with ``per_hero``; :func:`amount_of` gives the number, or None when the board does not give it.
Cards are counted silently through the same candidates as targets (capacidad.2, objetivo.2).
"""

from __future__ import annotations

from typing import Any

from arbitro.engine.context import Context
from arbitro.reason import R, Reason

# the verbs whose amount is the whole effect: an amount of 0 changes nothing
AMOUNT_VERBS = frozenset({
    "deal_damage", "heal", "place_threat", "remove_threat", "draw", "add_counters", "remove_counters",
    "spend_resources", "generate_resources", "take_damage", "prevent", "modify_stat",
})
AMOUNT_VERBS = AMOUNT_VERBS | {"move"}  # family deckops: a deck's top cards moved by a count («for each …», X, per_hero)
AMOUNT_VERBS = AMOUNT_VERBS | {"place_damage"}  # family redirect: damage placed on a card (not dealt)


def this_card(ctx: Context):
    """The card whose ability is being judged (None for a basic power)."""
    return ctx.memo.get("this")


def question(ctx: Context):
    return ctx.memo.get("question")


def matching(ctx: Context, tgt, acting: str) -> list:
    """The cards (or players) a target filter matches, counted silently like targets' candidates."""
    from arbitro.engine.targets import Target, _candidates

    t = Target(**{name: getattr(tgt, name) for name in Target.__slots__})
    return ctx.silently(_candidates, ctx, t, acting)


def _ids(cands: list) -> list[str]:
    return [c if isinstance(c, str) else c.id for c in cands]


def holds(ctx: Context, cond, acting: str) -> tuple[bool | None, Reason]:
    """Whether ``cond`` holds now: True, False, or None (the board does not say)."""
    board = ctx.board
    if cond.in_play is not None:
        found = _ids(matching(ctx, cond.in_play, acting))
        kind = cond.in_play.kind or "card"
        return bool(found), R("cond.in_play" if found else "cond.in_play_none", kind=kind, ids=found)
    if cond.count is not None:
        found = _ids(matching(ctx, cond.count, acting))
        n = len(found)
        ok = (cond.at_least is None or n >= cond.at_least) and (cond.at_most is None or n <= cond.at_most)
        bound = R("cond.at_least", n=cond.at_least) if cond.at_least is not None else R("cond.at_most", n=cond.at_most)
        return ok, R("cond.count", kind=cond.count.kind or "card", n=n, bound=bound, ok=R(_yes(ok)))
    if cond.form is not None:
        form = board.players[acting].form if acting in board.players else None
        ok = form == cond.form
        return ok, R("cond.form", player=acting, form=R(f"form.{form}") if form else R("nobody"),
                     wanted=R(f"form.{cond.form}"), ok=R(_yes(ok)))
    if cond.this is not None:
        return _this(ctx, cond.this)
    if cond.phase is not None:
        ok = board.phase == cond.phase
        return ok, R("cond.phase", phase=board.phase, wanted=cond.phase, ok=R(_yes(ok)))
    if cond.not_ is not None:
        v, why = holds(ctx, cond.not_, acting)
        return (None if v is None else not v), R("cond.not", why=why)
    if cond.all_ is not None:
        parts = [holds(ctx, c, acting) for c in cond.all_]
        vals = [v for v, _ in parts]
        v = False if False in vals else (None if None in vals else True)
        return v, R("cond.all", parts=[w for _, w in parts])
    if cond.any_ is not None:
        parts = [holds(ctx, c, acting) for c in cond.any_]
        vals = [v for v, _ in parts]
        v = True if True in vals else (None if None in vals else False)
        return v, R("cond.any", parts=[w for _, w in parts])
    if cond.fact is not None:
        facts = getattr(question(ctx), "facts", None) or {}
        if cond.fact in facts:
            ok = bool(facts[cond.fact])
            return ok, R("cond.fact", fact=cond.fact, ok=R(_yes(ok)))
        return None, R("cond.fact_unknown", fact=cond.fact)
    if getattr(cond, "possible", None) is not None:  # issue 15 (family flow): the effect's own state change
        own = ctx.memo.get("effect_possible", "unknown")
        if own == "unknown" or own is None:
            return None, R("cond.possible_unknown")
        ok = own == cond.possible
        return ok, R("cond.possible", state=R("state.changes" if own else "state.none"), ok=R(_yes(ok)))
    return True, R("cond.empty")  # the loader refuses an empty condition


def _yes(ok: bool) -> str:
    return "cond.holds" if ok else "cond.fails"


def _this(ctx: Context, want) -> tuple[bool | None, Reason]:
    card = this_card(ctx)
    if card is None:
        return None, R("cond.no_card")
    parts = []
    ok = True
    if want.exhausted is not None:
        ok = ok and card.exhausted == want.exhausted
        parts.append(R("cond.this.exhausted" if card.exhausted else "cond.this.ready", card=card.id))
    if want.damaged is not None:
        ok = ok and (card.damage > 0) == want.damaged
        parts.append(R("cond.this.damage", card=card.id, n=card.damage))
    if want.status is not None:
        has = want.status in card.statuses
        ok = ok and has
        parts.append(R("cond.this.status" if has else "cond.this.no_status", card=card.id, status=want.status))
    return ok, R("cond.this", parts=parts, ok=R(_yes(ok)))


# -- amounts -----------------------------------------------------------------------------------
def amount_of(ctx: Context, eff, acting: str) -> tuple[int | None, Reason | None]:
    """The effect's amount as a number (None: no amount, or one the board does not give) and how
    it was read (None for a plain number)."""
    a = eff.amount
    if a is None:
        return None, None
    if isinstance(a, int):
        n, why = a, None
    elif a.per is not None and getattr(a.per, "zone", None) == "victory_display":  # issue 15 (zones)
        return None, R("capacidad.2.victory_display")
    elif a.per is not None and getattr(a.per, "zone", None) == "encounter_discard":  # family zones
        return None, R("capacidad.2.encounter_discard")
    elif a.per is not None:
        found = _ids(matching(ctx, a.per, acting))
        n = len(found) * a.times
        why = R("amount.per", kind=a.per.kind or "card", count=len(found), times=a.times, n=n)
    elif a.equal_to is not None:
        n, why = _equal_to(ctx, a.equal_to, acting)
    elif a.up_to is not None:  # family amounts: the player's choice, at most up_to (the most is taken, said)
        n, why = a.up_to, R("amount.up_to", n=a.up_to)
    elif a.trigger:  # family amounts: «esa misma cantidad», the amount the question's trigger names
        trig = getattr(question(ctx), "trigger", None)
        n = getattr(trig, "amount", None) if trig is not None else None
        if n is None:
            return None, R("amount.trigger_unknown")
        why = R("amount.trigger", n=n)
    elif a.counters is not None:  # family amounts: the counters on a card («por cada contador … sobre esta carta»)
        if a.counters.select == "this":
            cards = [c for c in [this_card(ctx)] if c is not None and c.in_play]
        else:
            cards = [c for c in matching(ctx, a.counters, acting) if not isinstance(c, str)]
        found = sum(c.counters for c in cards)
        n = found * a.times
        why = R("amount.counters", ids=[c.id for c in cards], count=found, times=a.times, n=n)
    elif a.icons_in_play is not None:  # family resources: the scheme icons on the cards in play, each counted
        cards = [c for c in ctx.board.cards.values() if c.in_play and any(i in a.icons_in_play for i in c.icons)]
        found = sum(1 for c in cards for i in c.icons if i in a.icons_in_play)
        n = found * a.times
        why = R("amount.icons_in_play", icons=list(a.icons_in_play), ids=[c.id for c in cards], count=found,
                times=a.times, n=n)
    elif a.icons is not None:  # family amounts: icons on the cards the ability discarded (not on the board)
        return None, R(f"amount.icons.{a.icons}", times=a.times)
    elif a.x:
        x = getattr(question(ctx), "x", None)
        if x is None:
            return None, R("amount.x_unknown")
        n, why = x, R("amount.x", n=x)
    else:
        return None, R("amount.x_unknown")
    if n is not None and not isinstance(a, int) and a.max is not None and n > a.max:  # family amounts: «(hasta un máximo de N)»
        why = R("amount.max", counted=n, max=a.max, why=why)
        n = a.max
    if n is not None and getattr(eff, "per_hero", False):
        heroes = len(ctx.board.active_players())
        why = R("amount.per_hero", base=n, heroes=heroes, n=n * heroes)
        n *= heroes
    return n, why


def _equal_to(ctx: Context, eq, acting: str | None = None) -> tuple[int | None, Reason]:
    board = ctx.board
    card: Any = None
    if eq.of == "identity":  # family amounts: «tu ATQ», the acting player's identity
        card = board.identity_of(acting) if acting else None
    elif eq.of == "this":
        card = this_card(ctx)
    elif eq.of == "attached":
        me = this_card(ctx)
        card = board.cards.get(me.attached_to) if me is not None and me.attached_to else None
    else:  # the trigger's subject, when the question names it
        trig = getattr(question(ctx), "trigger", None)
        subject = getattr(trig, "subject", None) if trig is not None else None
        card = board.cards.get(subject) if subject else None
    if card is None:
        return None, R("amount.no_card", of=eq.of)
    value = card.stats.get(eq.stat)
    if value is None:
        return 0, R("amount.dash", card=card.id, stat=eq.stat)
    return value, R("amount.equal_to", card=card.id, stat=eq.stat, n=value)


def acting_for(ctx: Context, card) -> str | None:
    """Whose side a constant ability's condition is read from: its controller when a player, else
    the active player."""
    from arbitro.engine.control import controller_quiet

    who = controller_quiet(ctx, card.id)
    return who if who in ctx.board.players else ctx.board.active_player


def prepare(ctx: Context, q, card, ability) -> None:
    """What the issue-14 readers need from the question: the card whose ability it is, the
    question (facts, x, trigger), a triggered ability's own condition, and its limit."""
    ctx.memo["question"] = q
    if card is None or ability is None:
        return
    ctx.memo["this"] = card
    conds = []
    if getattr(ability, "condition", None) is not None and ability.timing != "constant":
        conds.append(ability.condition)
    if card.zone == "hand":  # played from a hand: the card's "juega esta carta sólo si …" applies too
        conds += [a.play_condition for a in card.abilities if getattr(a, "play_condition", None) is not None]
    if conds:
        ctx.memo["ability_condition"] = conds
    limit = getattr(ability, "limit", None)
    if limit is not None and q.ask in ("can_initiate", "targets"):
        ctx.assume(R("assume.limit", times=limit.times, per=limit.per))
