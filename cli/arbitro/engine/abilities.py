"""Capacidad: who may use an ability, whether it can be initiated, and priority order."""

from __future__ import annotations

import re

from arbitro.engine.board import ENEMY_TYPES, BoardError, CardState
from arbitro.engine.context import Context, Outcome, evaluates
from arbitro.engine.control import controller
from arbitro.engine.targets import Effect, Target, evaluate_effects
from arbitro.reason import R, Reason

FORCED_APPLIED = {"setup", "start", "when_revealed", "when_defeated", "forced_action", "forced_interrupt",
                  "forced_response", "boost", "when_revealed_hero", "when_revealed_alter_ego"}
AUTOMATIC_18 = {"forced_action", "forced_interrupt", "forced_response", "when_revealed", "when_defeated",
                "when_completed", "when_revealed_hero", "when_revealed_alter_ego"}
OPTIONAL = {"action", "hero_action", "alter_ego_action", "interrupt", "hero_interrupt", "alter_ego_interrupt",
            "response", "hero_response", "alter_ego_response", "resource", "hero_resource", "first_player_interrupt"}
# issue 14: "Cuando se muestre (Héroe)" / "(Alter ego)": forced, and only in that form (capacidad.19)
REVEALED_FORM = {"when_revealed_hero": "hero", "when_revealed_alter_ego": "alter_ego"}
ACTION_RESPONSE = {"action", "hero_action", "alter_ego_action", "response", "hero_response", "alter_ego_response"}
FORM_OF = {"hero_action": "hero", "hero_interrupt": "hero", "hero_response": "hero",
           "alter_ego_action": "alter_ego", "alter_ego_interrupt": "alter_ego", "alter_ego_response": "alter_ego",
           "hero_resource": "hero"}
FROM_PLAY_TYPES = {"identity", "ally", "upgrade", "support"}
FROM_HAND_TYPES = {"event", "resource"}
# "puede" in any form, not a prohibition ("no puede", "no se puede", "ni puede": nothing optional follows)
PUEDE = re.compile(r"(?<!\bno )(?<!\bno se )(?<!\bni )(?<!\bnadie )"
                   r"(?:\bpued(?:e|en|es|o|a|as|an|ido|iendo)\b|\bpod(?:rá|rán|rás|ría|rías|rían|er|éis|emos|ido)\b)", re.I)
CONDITION = re.compile(r"\b(durante|si|mientras)\b", re.I)
AUTOMATIC = "automatic"


def timing_label(ctx: Context, ability):
    """The ability's printed header, or (without one) its timing as a reason the table names."""
    return ability.header or Reason(f"timing.{ability.timing}")


# -- who may use ------------------------------------------------------------------------------
def who_may_use(ctx: Context, card: CardState, ability, asking: str | None = None) -> str | list[str]:
    """``"automatic"`` or the sorted players who may choose to use it now (root: capacidad.7)."""
    return ctx.apply("capacidad.7", _capacidad_7, card, ability, asking)


@evaluates("capacidad.7")
def _capacidad_7(ctx: Context, card: CardState, ability, asking: str | None = None) -> Outcome:
    """Who may use the ability; with ``asking`` (can_initiate), the step holds when that player may."""
    timing = ability.timing
    label = timing_label(ctx, ability)
    setup = ctx.board.phase == "setup"
    if timing == "constant":
        ctx.apply("capacidad.11", _capacidad_11, card, ability)
        ctx.apply("capacidad.9", _capacidad_9, card, ability)
        return _automatic(ctx, R("capacidad.7.constant"))
    if timing == "keyword":
        ctx.apply("capacidad.9", _capacidad_9, card, ability)
        return _automatic(ctx, R("capacidad.7.keyword"))
    if timing == "reference":
        ctx.apply("capacidad.20", _capacidad_20, card, ability)
        return _automatic(ctx, R("capacidad.7.reference", header=ability.header))
    ctx.apply("capacidad.15", _capacidad_15, card, ability)
    if timing in FORCED_APPLIED or timing == "when_completed":
        if timing in FORCED_APPLIED:
            ctx.apply("capacidad.9", _capacidad_9, card, ability)
        else:
            ctx.apply("capacidad.18", _capacidad_18, card, ability)
        if setup and timing not in ("setup", "start"):
            ctx.apply("capacidad.8", _capacidad_8, card, ability)
            return Outcome([], False, R("capacidad.7.forced_in_setup", timing=label))
        if timing in REVEALED_FORM:
            revealer = _revealer(ctx, card)
            kept = ctx.apply("capacidad.19", _capacidad_19, card, ability, [revealer], REVEALED_FORM[timing])
            if not kept:
                return Outcome([], False, R("capacidad.7.revealed_other_form", timing=label, player=revealer,
                                            form=REVEALED_FORM[timing]))
        return _automatic(ctx, R("capacidad.7.forced", timing=label))
    if timing == "special":  # issue 14: "Especial" is in neither list (capacidad.9, capacidad.10)
        players = _special(ctx, card, asking)
        if asking is not None:
            return Outcome(players, asking in players, R("capacidad.7.special", timing=label, players=players))
        return Outcome(players, bool(players), R("capacidad.7.special", timing=label, players=players))
    # optional: Acción, Interrupción, Respuesta, Recurso (and their Héroe / Alter ego forms)
    if setup:
        ctx.apply("capacidad.8", _capacidad_8, card, ability)
        return Outcome([], False, R("capacidad.7.setup", timing=label))
    usable_here = True
    if card.type in FROM_PLAY_TYPES or card.type in FROM_HAND_TYPES:
        usable_here = ctx.apply("capacidad.3", _capacidad_3, card, ability)
    elif not card.in_play:
        usable_here = False
    players = ctx.apply("capacidad.10", _capacidad_10, card, ability)
    form = FORM_OF.get(timing)
    if form:
        players = ctx.apply("capacidad.19", _capacidad_19, card, ability, players, form)
    if not usable_here:
        players = []
    players = sorted(players)
    if not usable_here:
        why = R("capacidad.7.not_here", card=card.id, zone=card.zone)
    else:  # capacidad.7 decides the kind (triggered); who may use it is decided under it (capacidad.10…)
        why = R("capacidad.7.may" if players else "capacidad.7.nobody", timing=label)
    if asking is not None:
        if asking not in players:
            why = R("capacidad.7.not_asking", why=why, player=asking)
        return Outcome(players, asking in players, why)
    return Outcome(players, bool(players), why)


def _revealer(ctx: Context, card: CardState) -> str:
    """The player an encounter card is revealed to: the player whose play area holds it, else (an
    assumption: the three sections do not say) the active player."""
    board = ctx.board
    if card.play_area in board.players:
        return card.play_area
    ctx.assume(R("assume.revealed_to_active", card=card.id, player=board.active_player))
    return board.active_player


def _special(ctx: Context, card: CardState, asking: str | None) -> list[str]:
    """"Especial": whether it is forced or optional is outside the three sections. Read as usable by
    the card's controller; a ``can_initiate`` is undetermined, other answers say the assumption."""
    why = R("header.special", card=card.id)
    if asking is not None:
        ctx.undetermined(why)
    else:
        ctx.assume(why)
    who = ctx.silently(controller, ctx, card.id)
    return [who] if who in ctx.board.active_players() else []


def _automatic(ctx: Context, why: Reason) -> Outcome:
    return Outcome(AUTOMATIC, None, R("capacidad.7.automatic", why=why))


@evaluates("capacidad.3")
def _capacidad_3(ctx: Context, card: CardState, ability) -> Outcome:
    side = getattr(ability, "side", None)
    if side is not None and card.type == "identity" and card.in_play:
        player = ctx.board.players.get(card.owner)
        if player is not None and player.form != side:
            ctx.assume(R("assume.side"))
            return Outcome(False, False, R("capacidad.3.side_hidden", card=card.id, side=side, player=player.id,
                                           form=player.form))
    if ability.from_out_of_play:
        return Outcome(True, True, R("capacidad.3.out_of_play", card=card.id, zone=card.zone))
    if card.type in FROM_HAND_TYPES:
        ok = card.zone == "hand"
        if ok:
            return Outcome(ok, ok, R("capacidad.3.from_hand", card=card.id, type=card.type))
        return Outcome(ok, ok, R("capacidad.3.from_hand_not", card=card.id, type=card.type, zone=card.zone))
    ok = card.in_play
    if ok:
        return Outcome(ok, ok, R("capacidad.3.in_play", card=card.id, type=card.type))
    return Outcome(ok, ok, R("capacidad.3.in_play_not", card=card.id, type=card.type, zone=card.zone))


@evaluates("capacidad.8")
def _capacidad_8(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(False, False, R("capacidad.8", timing=timing_label(ctx, ability)))


@evaluates("capacidad.9")
def _capacidad_9(ctx: Context, card: CardState, ability) -> Outcome:
    if ability.timing in AUTOMATIC_18:
        ctx.apply("capacidad.18", _capacidad_18, card, ability)
    if ability.timing == "constant":
        ctx.apply("capacidad.12", _capacidad_12, card, ability)
    if ability.text and PUEDE.search(ability.text):
        ctx.apply("capacidad.9.1", _capacidad_9_1, card, ability)
    return Outcome(True, True, R("capacidad.7.forced", timing=timing_label(ctx, ability)))


@evaluates("capacidad.9.1")
def _capacidad_9_1(ctx: Context, card: CardState, ability) -> Outcome:
    m = PUEDE.search(ability.text)
    return Outcome(True, True, R("capacidad.9.1", word=m.group(0)))


@evaluates("capacidad.10")
def _capacidad_10(ctx: Context, card: CardState, ability) -> Outcome:
    if ability.timing in ACTION_RESPONSE:
        ctx.apply("capacidad.17", _capacidad_17, card, ability)
    if ability.timing == "first_player_interrupt":  # issue 14: "del jugador inicial" decides, not 10.1
        first = ctx.board.active_player
        ctx.assume(R("assume.first_player", player=first))
        players = [first] if first in ctx.board.active_players() else []
        return Outcome(players, None, R("capacidad.10.first_player", timing=timing_label(ctx, ability), player=first))
    if getattr(ability, "used_by", None) == "any_player":  # issue 15 (players): its text names who, not 10.1
        players = ctx.board.active_players()
        if getattr(ability, "used_by_traits", None):  # issue 15 (forms): "any player whose alter-ego has the [[X]] trait"
            wanted = {t.casefold() for t in ability.used_by_traits}
            players = [p for p in players if any(c.type == "identity" and c.owner == p and wanted & {t.casefold() for t in c.traits}
                                                 for c in ctx.board.cards.values())]
        return Outcome(players, None, R("capacidad.10.any_player", timing=timing_label(ctx, ability), players=players))
    players = ctx.apply("capacidad.10.1", _capacidad_10_1, card)
    if card.is_encounter:
        players = ctx.apply("capacidad.10.2", _capacidad_10_2, card)
    return Outcome(players, None, R("capacidad.10", timing=timing_label(ctx, ability), players=players))


@evaluates("capacidad.10.1")
def _capacidad_10_1(ctx: Context, card: CardState) -> Outcome:
    who = controller(ctx, card.id)
    active = ctx.board.active_players()
    if who in active:
        return Outcome([who], True, R("capacidad.10.1.player", card=card.id, player=who))
    if who == "scenario":
        return Outcome([], None, R("capacidad.10.1.scenario", card=card.id))
    return Outcome([], False, R("capacidad.10.1.nobody", card=card.id))


@evaluates("capacidad.10.2")
def _capacidad_10_2(ctx: Context, card: CardState) -> Outcome:
    board = ctx.board
    if card.type == "obligation":
        players = ctx.apply("capacidad.10.2.2", _capacidad_10_2_2, card)
        return Outcome(players, True, R("capacidad.10.2.obligation", card=card.id))
    if card.type == "attachment" and card.attached_to and any(a.second_person for a in card.abilities):
        host = board.cards.get(card.attached_to)
        if host is not None and host.is_player_card:
            players = ctx.apply("capacidad.10.2.1", _capacidad_10_2_1, card, host)
            return Outcome(players, True, R("capacidad.10.2.second_person", card=card.id))
    players = board.active_players()
    return Outcome(players, True, R("capacidad.10.2.any", card=card.id, players=players))


@evaluates("capacidad.10.2.1")
def _capacidad_10_2_1(ctx: Context, card: CardState, host: CardState) -> Outcome:
    who = controller(ctx, host.id)
    players = [who] if who in ctx.board.active_players() else []
    return Outcome(players, True, R("capacidad.10.2.1", card=card.id, host=host.id, player=who))


@evaluates("capacidad.10.2.2")
def _capacidad_10_2_2(ctx: Context, card: CardState) -> Outcome:
    who = card.play_area
    players = [who] if who in ctx.board.active_players() else []
    return Outcome(players, True, R("capacidad.10.2.2", card=card.id, player=who or R("nobody")))


@evaluates("capacidad.11")
def _capacidad_11(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, R("capacidad.11"))


@evaluates("capacidad.12")
def _capacidad_12(ctx: Context, card: CardState, ability) -> Outcome:
    active = card.in_play
    if active and (getattr(ability, "condition", None) is not None or ability.text and CONDITION.search(ability.text)):
        ctx.apply("capacidad.13", _capacidad_13, card, ability)
    return Outcome(active, active, R("capacidad.12.active" if active else "capacidad.12.inactive", card=card.id))


@evaluates("capacidad.13")
def _capacidad_13(ctx: Context, card: CardState, ability) -> Outcome:
    cond = getattr(ability, "condition", None)
    if cond is not None:  # issue 14: the condition written as data is judged on the board
        from arbitro.engine import conditions

        v, why = conditions.holds(ctx, cond, conditions.acting_for(ctx, card))
        if v is None:  # a constant ability resolves by itself whatever the fact: a warning
            ctx.warn(R("warn.constant_condition", card=card.id, why=why))
        return Outcome(v, v, R("capacidad.13.condition", card=card.id, why=why,
                               state=R({True: "cond.active", False: "cond.inactive", None: "cond.unknown"}[v])))
    m = CONDITION.search(ability.text)
    return Outcome(None, None, R("capacidad.13", word=m.group(0)))


@evaluates("capacidad.15")
def _capacidad_15(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, R("capacidad.15", timing=timing_label(ctx, ability)))


@evaluates("capacidad.17")
def _capacidad_17(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, R("capacidad.17", timing=timing_label(ctx, ability)))


@evaluates("capacidad.18")
def _capacidad_18(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, R("capacidad.18", timing=timing_label(ctx, ability)))


@evaluates("capacidad.19")
def _capacidad_19(ctx: Context, card: CardState, ability, players: list[str], form: str) -> Outcome:
    board = ctx.board
    kept = [p for p in players if board.players[p].form == form]
    dropped = [p for p in players if p not in kept]
    because = R("capacidad.19", form=form)
    if dropped:
        because = R("capacidad.19.dropped", why=because, players=dropped)
    return Outcome(kept, not dropped, because)


@evaluates("capacidad.20")
def _capacidad_20(ctx: Context, card: CardState, ability) -> Outcome:
    ctx.apply("capacidad.11", _capacidad_11, card, ability)
    return Outcome(True, True, R("capacidad.20", header=ability.header))


# -- can initiate ------------------------------------------------------------------------------
class Initiation:
    def __init__(self):
        self.answer = "no"
        self.automatic = False
        self.translation_only_decided = False
        self.results = []


def can_initiate(ctx: Context, player: str, card: CardState | None, ability, basic: str | None,
                 character: CardState | None) -> Initiation:
    out = Initiation()
    ctx.apply("capacidad.1", _capacidad_1, out, player, card, ability, basic, character)
    return out


@evaluates("capacidad.1")
def _capacidad_1(ctx: Context, out: Initiation, player, card, ability, basic, character) -> Outcome:
    if basic:
        ok = ctx.apply("objetivo.3", _objetivo_3, out, player, basic=basic, character=character)
        out.answer = "yes" if ok else "no"
        return Outcome(out.answer, ok, _decision(ok))
    who = who_may_use(ctx, card, ability, player)
    if who == AUTOMATIC:
        out.automatic = True
        out.answer = "no"
        return Outcome("no", False, R("capacidad.1.automatic"))
    ok_who = player in who
    effs = [Effect.of(e) for e in ability.effects]
    ok_targets = ctx.apply("capacidad.4", _capacidad_4, out, player, ability, effs)
    ok_state = True  # only the translation-only clauses judge the state change
    if ctx.edition == "es":
        ok_state = ctx.apply("capacidad.5", _capacidad_5, out)
        if card.is_player_card and ability.timing in OPTIONAL:
            ok_state = ctx.apply("capacidad.16", _capacidad_16, out, card) and ok_state
    ok = ok_who and ok_targets is not False and ok_state
    out.answer = "yes" if ok else "no"
    out.translation_only_decided = ok_who and ok_targets is not False and not ok_state
    reasons = []
    if not ok_who:
        reasons.append(R("capacidad.1.not_player", player=player, players=who))
    if ok_targets is False:
        reasons.append(R("capacidad.4.no"))
    if not ok_state:
        reasons.append(R("capacidad.1.no_state_change"))
    because = _decision(ok) if not reasons else R("capacidad.1.because", decision=_decision(ok), reasons=reasons)
    return Outcome(out.answer, ok, because)


def _decision(ok: bool) -> Reason:
    return R("capacidad.1.yes" if ok else "capacidad.1.no")


@evaluates("capacidad.4")
def _capacidad_4(ctx: Context, out: Initiation, player, ability, effs) -> Outcome:
    read_in_full(ctx, effs)
    ok = ctx.apply("objetivo.3", _objetivo_3, out, player, ability, effs)
    if ok is None:
        return Outcome(None, None, R("capacidad.4.none"))
    return Outcome(ok, ok, R("capacidad.4.yes" if ok else "capacidad.4.no"))


def read_in_full(ctx: Context, effs) -> None:
    """capacidad.6, from capacidad.4 or objetivo.1: a text of several effects is read whole first."""
    if len(effs) > 1 or any(_alters(e) for e in effs):
        ctx.apply("capacidad.6", _capacidad_6, effs)


def _alters(eff) -> bool:
    """Issue 14: a condition, "de no ser así" or "en su lugar" may vary how the text resolves."""
    return getattr(eff, "condition", None) is not None or bool(getattr(eff, "instead", None)) \
        or bool(getattr(eff, "otherwise", None))


@evaluates("capacidad.6")
def _capacidad_6(ctx: Context, effs) -> Outcome:
    altering = [i for i, e in enumerate(effs, 1) if _alters(e)]
    if altering:
        return Outcome(None, None, R("capacidad.6.conditions", n=len(effs), effects=altering))
    return Outcome(None, None, R("capacidad.6", n=len(effs)))


@evaluates("objetivo.3")
def _objetivo_3(ctx: Context, out: Initiation, player, ability=None, effs=None, *, basic=None, character=None) -> Outcome:
    """At least one valid target: of the ability's targeted effects, or of a basic power."""
    if basic is not None:
        ok = basic_power_targets(ctx, out, player, basic, character)
        return Outcome(ok, ok, R("objetivo.3.basic" if ok else "objetivo.3.basic_none"))
    if ability.options:
        return _options(ctx, out, player, ability)
    out.results = evaluate_effects(ctx, effs, player, cost=list(ability.cost or []))
    targeted = [r for r in out.results if r.targeted]
    if not targeted:
        return Outcome(None, None, R("objetivo.3.untargeted"))
    ok = any(r.valid for r in targeted)
    return Outcome(ok, ok, R("objetivo.3", valid=sum(1 for r in targeted if r.valid), targeted=len(targeted)))


def _options(ctx: Context, out: Initiation, player, ability) -> Outcome:
    """«Elige una opción»: each option judged as an ability's effects (objetivo.3 for each); it can be
    initiated when some option can: a valid target where it has targets, else a change of state."""
    can, every = [], []
    cost = list(ability.cost or [])
    for k, option in enumerate(ability.options, 1):
        # (family play: an option's own cost, «• Gasta un recurso [energy] → …», with the ability's, judged once)
        results = evaluate_effects(ctx, [Effect.of(e) for e in option.effects], player,
                                   cost=cost + list(option.cost or []))
        cost = []
        every.extend(results)
        targeted = [r for r in results if r.targeted]
        if (any(r.valid for r in targeted) if targeted else any(r.changes_state for r in results)):
            can.append(k)
            out.results.extend(results)
    if not can:
        out.results = every
    ok = bool(can)
    return Outcome(ok, ok, R("objetivo.3.options", can=can, n=len(ability.options)))


def _state_change(ctx: Context, out: Initiation) -> tuple[bool, Reason]:
    parts = [r for r in out.results if r.changes_state]
    unknown = [r for r in out.results if r.changes_state is None]  # issue 14: the board does not say
    if parts:
        for r in unknown:  # another effect changes the state anyway
            ctx.warn(R("warn.state_unknown", effect=r.index, why=r.note))
        if parts[0].note is not None:
            return True, R("capacidad.5.yes_because", effect=parts[0].index, why=parts[0].note)
        return True, R("capacidad.5.yes", effect=parts[0].index)
    if unknown:  # read in the ability's favour; the answer cannot be yes
        for r in unknown:
            ctx.undetermined(R("undetermined.state", effect=r.index, why=r.note))
        return True, R("capacidad.5.unknown", effect=unknown[0].index, why=unknown[0].note)
    notes = [r.note for r in out.results if r.note is not None]
    if notes:
        return False, R("capacidad.5.no_because", why=notes)
    return False, R("capacidad.5.no")


@evaluates("capacidad.5")
def _capacidad_5(ctx: Context, out: Initiation) -> Outcome:
    ok, why = _state_change(ctx, out)
    return Outcome(ok, ok, why)


@evaluates("capacidad.16")
def _capacidad_16(ctx: Context, out: Initiation, card: CardState) -> Outcome:
    ok, why = _state_change(ctx, out)
    return Outcome(ok, ok, R("capacidad.16", card=card.id, why=why))


BASIC = {
    # basic power: (stat, verb, target kind)
    "attack": ("atk", "attack", "enemy"),
    "thwart": ("thw", "thwart", "scheme"),
    "recover": ("rec", "heal", None),
    "scheme": ("sch", "place_threat", "main_scheme"),
}


def basic_power_targets(ctx: Context, out: Initiation, player: str, basic: str, character: CardState):
    return ctx.apply("objetivo.4", _objetivo_4, out, player, basic, character)


@evaluates("objetivo.4")
def _objetivo_4(ctx: Context, out: Initiation, player, basic, ch: CardState) -> Outcome:
    board = ctx.board
    stat, verb, kind = BASIC[basic]
    problems = []
    who = controller(ctx, ch.id)
    if who != player:
        problems.append(R("objetivo.4.not_controlled", player=player, card=ch.id, controller=who))
    if not ch.in_play:
        problems.append(R("objetivo.4.not_in_play", card=ch.id))
    form = board.players[ch.owner].form if ch.type == "identity" and ch.owner in board.players else None
    if basic in ("attack", "thwart") and not (ch.type == "ally" or (ch.type == "identity" and form == "hero")):
        problems.append(R("objetivo.4.not_hero", card=ch.id))
    if basic in ("attack", "thwart") and f"cannot_{basic}" in board.restrictions_of(ch):  # family combat
        problems.append(R("objetivo.4.restricted", card=ch.id, basic=basic))
    if basic == "recover" and not (ch.type == "identity" and form == "alter_ego"):
        problems.append(R("objetivo.4.not_alter_ego", card=ch.id))
    if basic == "scheme" and ch.type not in ENEMY_TYPES:
        problems.append(R("objetivo.4.not_enemy", card=ch.id))
    value = ch.stats.get(stat)
    if value is None or value == 0:
        if not ctx.apply("objetivo.9", _objetivo_9, ch, stat, value, basic):
            problems.append(R("objetivo.4.no_stat", card=ch.id, stat=stat))
    fixed = [ch] if basic == "recover" else None  # recovering heals the character itself
    eff = Effect(verb, Target("a", kind or "identity"))
    out.results = evaluate_effects(ctx, [eff], player, fixed=fixed)
    ok_t = bool(out.results[0].valid)
    ok = ok_t and not problems
    if ok_t:
        because = R("objetivo.4.valid", basic=basic, card=ch.id, valid=out.results[0].valid)
    else:
        because = R("objetivo.4.none", basic=basic, card=ch.id)
    if problems:
        because = R("objetivo.4.problems", why=because, problems=problems)
    return Outcome(ok, ok, because)


@evaluates("objetivo.9")
def _objetivo_9(ctx: Context, ch: CardState, stat: str, value, basic: str) -> Outcome:
    if value is None:
        return Outcome(False, False, R("objetivo.9.dash", card=ch.id, stat=stat))
    if stat == "thw" and basic == "thwart":
        ctx.apply("objetivo.9.1", _objetivo_9_1, ch)
    return Outcome(True, True, R("objetivo.9.zero", card=ch.id, stat=stat))


@evaluates("objetivo.9.1")
def _objetivo_9_1(ctx: Context, ch: CardState) -> Outcome:
    return Outcome(True, True, R("objetivo.9.1", card=ch.id))


# -- order ------------------------------------------------------------------------------------
LEVEL_OF_TIMING = {
    "constant": 1, "keyword": 1, "forced_interrupt": 3, "interrupt": 4, "hero_interrupt": 4,
    "alter_ego_interrupt": 4, "boost": 5, "when_defeated": 5, "when_revealed": 5, "forced_response": 6,
    "when_revealed_hero": 5, "when_revealed_alter_ego": 5, "first_player_interrupt": 4,
    "response": 7, "hero_response": 7, "alter_ego_response": 7,
}
LEVEL_OF_KIND = {"lasting_effect": 1, "delayed_effect": 1, "keyword": 1, "icon": 1, "status_card": 2,
                 "consequential_damage": 8}


def order(ctx: Context, items: list) -> list[list[str]]:
    """Priority levels holding the items, highest first (root: capacidad.21)."""
    return ctx.apply("capacidad.21", _capacidad_21, items)


@evaluates("capacidad.21")
def _capacidad_21(ctx: Context, items: list) -> Outcome:
    board = ctx.board
    levels: dict[int, list[tuple[str, object]]] = {}
    for item in items:
        if item.card:
            card = board.card(item.card)
            ability = card.ability(item.ability)
            level = LEVEL_OF_TIMING.get(ability.timing)
            if level is None:
                raise BoardError(R("capacidad.21.unlisted", item=f"{item.card}:{item.ability}", timing=ability.timing))
            levels.setdefault(level, []).append((f"{item.card}:{item.ability}", (card, ability)))
        else:
            levels.setdefault(LEVEL_OF_KIND[item.kind], []).append((item.id, None))
    answer = []
    for level in sorted(levels):
        ids = ctx.apply(f"capacidad.21.{level}", _level, level, levels[level])
        answer.append(ids)
    return Outcome(answer, None, R("capacidad.21", levels=[R("brackets", ids=ids) for ids in answer]))


@evaluates(*(f"capacidad.21.{i}" for i in range(1, 9)))
def _level(ctx: Context, level: int, entries) -> Outcome:
    ids = sorted(i for i, _ in entries)
    if level == 1:
        seen: dict[tuple, list[str]] = {}
        for ident, ca in entries:
            if ca is not None and ca[1].timing == "constant":
                key = (ca[0].name, ca[1].text or ca[1].id)
                seen.setdefault(key, []).append(ident)
        for same in seen.values():
            if len(same) > 1:
                ctx.apply("capacidad.14", _capacidad_14, sorted(same))
    return Outcome(ids, None, R("capacidad.21.level", level=level, ids=ids))


@evaluates("capacidad.14")
def _capacidad_14(ctx: Context, same: list[str]) -> Outcome:
    return Outcome(None, True, R("capacidad.14", ids=same))
