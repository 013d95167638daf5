"""Capacidad: who may use an ability, whether it can be initiated, and priority order."""

from __future__ import annotations

import re

from arbitro.engine.board import ENEMY_TYPES, BoardError, CardState
from arbitro.engine.context import Context, Outcome, evaluates
from arbitro.engine.control import controller
from arbitro.engine.targets import Eff, Tgt, evaluate_effects
from arbitro.scenario.vocab import HEADERS

FORCED_APPLIED = {"setup", "start", "when_revealed", "when_defeated", "forced_action", "forced_interrupt",
                  "forced_response", "boost"}
AUTOMATIC_18 = {"forced_action", "forced_interrupt", "forced_response", "when_revealed", "when_defeated",
                "when_completed"}
OPTIONAL = {"action", "hero_action", "alter_ego_action", "interrupt", "hero_interrupt", "alter_ego_interrupt",
            "response", "hero_response", "alter_ego_response", "resource"}
ACTION_RESPONSE = {"action", "hero_action", "alter_ego_action", "response", "hero_response", "alter_ego_response"}
FORM_OF = {"hero_action": "hero", "hero_interrupt": "hero", "hero_response": "hero",
           "alter_ego_action": "alter_ego", "alter_ego_interrupt": "alter_ego", "alter_ego_response": "alter_ego"}
FROM_PLAY_TYPES = {"identity", "ally", "upgrade", "support"}
FROM_HAND_TYPES = {"event", "resource"}
PUEDE = re.compile(r"\bpued(?:e|en|es|o|a|as|an|ido|iendo)\b|\bpod(?:rá|rán|rás|ría|rías|rían|er|éis|emos|ido)\b", re.I)
CONDITION = re.compile(r"\b(durante|si|mientras)\b", re.I)
# the Spanish label of a timing: its printed header, or a description for those without one
TIMING_ES = {timing: header for header, timing in HEADERS.items()}
TIMING_ES.update({"constant": "constante", "keyword": "palabra clave", "reference": "encabezado entrecomillado"})
AUTOMATIC = "automatic"


def timing_label(ctx: Context, ability) -> str:
    return ability.header or TIMING_ES.get(ability.timing, ability.timing)


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
        return _automatic(ctx, ctx.say("sin encabezado en negrita: capacidad constante",
                                                       "no bold header: a constant ability"))
    if timing == "keyword":
        ctx.apply("capacidad.9", _capacidad_9, card, ability)
        return _automatic(ctx, ctx.say("palabra clave", "a keyword"))
    if timing == "reference":
        ctx.apply("capacidad.20", _capacidad_20, card, ability)
        return _automatic(ctx, ctx.say(
            f"encabezado entrecomillado ({ability.header}): no indica momento de uso propio",
            f"header in quotes ({ability.header}): it gives no timing of its own"))
    ctx.apply("capacidad.15", _capacidad_15, card, ability)
    if timing in FORCED_APPLIED or timing == "when_completed":
        if timing in FORCED_APPLIED:
            ctx.apply("capacidad.9", _capacidad_9, card, ability)
        else:
            ctx.apply("capacidad.18", _capacidad_18, card, ability)
        if setup and timing not in ("setup", "start"):
            ctx.apply("capacidad.8", _capacidad_8, card, ability)
            return Outcome([], False, ctx.say(
                f"«{label}» es forzosa, pero durante la preparación no se resuelve",
                f"'{label}' is forced, but it does not resolve during setup"))
        return _automatic(ctx, ctx.say(f"«{label}» es de resolución forzosa", f"'{label}' is forced"))
    # optional: Acción, Interrupción, Respuesta, Recurso (and their Héroe / Alter ego forms)
    if setup:
        ctx.apply("capacidad.8", _capacidad_8, card, ability)
        return Outcome([], False, ctx.say(
            f"durante la preparación solo se resuelven capacidades de Preparación o Inicio; «{label}» no",
            f"during setup only Setup or Start abilities resolve; '{label}' does not"))
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
        why = ctx.say(f"{card.id} no está donde puede usarse su capacidad (está en {card.zone})",
                      f"{card.id} is not where its ability can be used (it is in {card.zone})")
    elif players:
        why = ctx.say(f"pueden usarla: {', '.join(players)}", f"may use it: {', '.join(players)}")
    else:
        why = ctx.say("ningún jugador puede usarla ahora", "no player may use it now")
    if asking is not None:
        if asking not in players:
            why += ctx.say(f"; {asking} no", f"; not {asking}")
        return Outcome(players, asking in players, why)
    return Outcome(players, bool(players), why)


def _automatic(ctx: Context, why: str) -> Outcome:
    return Outcome(AUTOMATIC, None, why + ctx.say(": se resuelve sola, nadie elige usarla",
                                                  ": it resolves by itself, nobody chooses to use it"))


@evaluates("capacidad.3")
def _capacidad_3(ctx: Context, card: CardState, ability) -> Outcome:
    if ability.from_out_of_play:
        return Outcome(True, True, ctx.say(
            f"el enunciado permite usarla desde fuera del juego ({card.id} está en {card.zone})",
            f"the text allows use from outside play ({card.id} is in {card.zone})"))
    if card.type in FROM_HAND_TYPES:
        ok = card.zone == "hand"
        return Outcome(ok, ok, ctx.say(
            f"{card.id} es {'un Evento' if card.type == 'event' else 'un Recurso'}: se usa desde la mano"
            + ("" if ok else f", y está en {card.zone}"),
            f"{card.id} is {'an event' if card.type == 'event' else 'a resource'}: used from the hand"
            + ("" if ok else f", and it is in {card.zone}")))
    ok = card.in_play
    return Outcome(ok, ok, ctx.say(
        f"{card.id} ({card.type}) solo usa sus capacidades en juego, y está {'en juego' if ok else 'en ' + card.zone}",
        f"{card.id} ({card.type}) only uses its abilities in play, and it is {'in play' if ok else 'in ' + card.zone}"))


@evaluates("capacidad.8")
def _capacidad_8(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(False, False, ctx.say(
        f"fase de preparación: «{timing_label(ctx, ability)}» no es Preparación ni Inicio",
        f"setup phase: '{timing_label(ctx, ability)}' is neither Setup nor Start"))


@evaluates("capacidad.9")
def _capacidad_9(ctx: Context, card: CardState, ability) -> Outcome:
    if ability.timing in AUTOMATIC_18:
        ctx.apply("capacidad.18", _capacidad_18, card, ability)
    if ability.timing == "constant":
        ctx.apply("capacidad.12", _capacidad_12, card, ability)
    if ability.text and PUEDE.search(ability.text):
        ctx.apply("capacidad.9.1", _capacidad_9_1, card, ability)
    return Outcome(True, True, ctx.say(
        f"«{timing_label(ctx, ability)}» es de resolución forzosa",
        f"'{timing_label(ctx, ability)}' is forced"))


@evaluates("capacidad.9.1")
def _capacidad_9_1(ctx: Context, card: CardState, ability) -> Outcome:
    m = PUEDE.search(ability.text)
    return Outcome(True, True, ctx.say(
        f"el texto usa «{m.group(0)}»: lo que sigue es opcional, el resto se resuelve igualmente",
        f"the text uses '{m.group(0)}': what follows is optional, the rest still resolves"))


@evaluates("capacidad.10")
def _capacidad_10(ctx: Context, card: CardState, ability) -> Outcome:
    if ability.timing in ACTION_RESPONSE:
        ctx.apply("capacidad.17", _capacidad_17, card, ability)
    players = ctx.apply("capacidad.10.1", _capacidad_10_1, card)
    if card.is_encounter:
        players = ctx.apply("capacidad.10.2", _capacidad_10_2, card)
    return Outcome(players, None, ctx.say(
        f"«{timing_label(ctx, ability)}» es opcional: decide " + (", ".join(players) or "nadie"),
        f"'{timing_label(ctx, ability)}' is optional: decided by " + (", ".join(players) or "nobody")))


@evaluates("capacidad.10.1")
def _capacidad_10_1(ctx: Context, card: CardState) -> Outcome:
    who = controller(ctx, card.id)
    active = ctx.board.active_players()
    if who in active:
        return Outcome([who], True, ctx.say(f"{card.id} la controla {who}", f"{who} controls {card.id}"))
    if who == "scenario":
        return Outcome([], None, ctx.say(f"{card.id} la controla el escenario, no un jugador",
                                         f"the scenario controls {card.id}, not a player"))
    return Outcome([], False, ctx.say(f"ningún jugador en la partida controla {card.id}",
                                      f"no player in the game controls {card.id}"))


@evaluates("capacidad.10.2")
def _capacidad_10_2(ctx: Context, card: CardState) -> Outcome:
    board = ctx.board
    if card.type == "obligation":
        players = ctx.apply("capacidad.10.2.2", _capacidad_10_2_2, card)
        return Outcome(players, True, ctx.say(
            f"{card.id} es una Obligación: no la puede usar cualquier jugador", f"{card.id} is an obligation: not any player may use it"))
    if card.type == "attachment" and card.attached_to and any(a.second_person for a in card.abilities):
        host = board.cards.get(card.attached_to)
        if host is not None and host.is_player_card:
            players = ctx.apply("capacidad.10.2.1", _capacidad_10_2_1, card, host)
            return Outcome(players, True, ctx.say(
                f"{card.id} es un Accesorio en segunda persona sobre una carta de Jugador: no lo puede usar cualquier jugador",
                f"{card.id} is a second-person attachment on a player card: not any player may use it"))
    players = board.active_players()
    return Outcome(players, True, ctx.say(
        f"{card.id} es una carta de encuentro: cualquier jugador puede usarla ({', '.join(players)})",
        f"{card.id} is an encounter card: any player may use it ({', '.join(players)})"))


@evaluates("capacidad.10.2.1")
def _capacidad_10_2_1(ctx: Context, card: CardState, host: CardState) -> Outcome:
    who = controller(ctx, host.id)
    players = [who] if who in ctx.board.active_players() else []
    return Outcome(players, True, ctx.say(
        f"{card.id} es un Accesorio en segunda persona vinculado a {host.id}, carta de Jugador que controla {who}: solo {who}",
        f"{card.id} is a second-person attachment on {host.id}, a player card {who} controls: only {who}"))


@evaluates("capacidad.10.2.2")
def _capacidad_10_2_2(ctx: Context, card: CardState) -> Outcome:
    who = card.play_area
    players = [who] if who in ctx.board.active_players() else []
    return Outcome(players, True, ctx.say(
        f"{card.id} es una Obligación en la zona de juego de {who or 'nadie'}: solo ese jugador",
        f"{card.id} is an obligation in {who or 'nobody'}'s play area: only that player"))


@evaluates("capacidad.11")
def _capacidad_11(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, ctx.say(
        "no es palabra clave ni tiene encabezado en negrita: es una capacidad constante",
        "not a keyword and no bold header: a constant ability"))


@evaluates("capacidad.12")
def _capacidad_12(ctx: Context, card: CardState, ability) -> Outcome:
    active = card.in_play
    if active and ability.text and CONDITION.search(ability.text):
        ctx.apply("capacidad.13", _capacidad_13, card, ability)
    return Outcome(active, active, ctx.say(
        f"{card.id} {'está en juego: la capacidad está activa' if active else 'no está en juego: la capacidad no está activa'}",
        f"{card.id} {'is in play: the ability is active' if active else 'is not in play: the ability is not active'}"))


@evaluates("capacidad.13")
def _capacidad_13(ctx: Context, card: CardState, ability) -> Outcome:
    m = CONDITION.search(ability.text)
    return Outcome(None, None, ctx.say(
        f"la capacidad tiene una condición («{m.group(0)}»): solo está activa mientras se cumpla",
        f"the ability has a condition ('{m.group(0)}'): it is active only while it is met"))


@evaluates("capacidad.15")
def _capacidad_15(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, ctx.say(
        f"encabezado en negrita «{timing_label(ctx, ability)}»: capacidad aplicada",
        f"bold header '{timing_label(ctx, ability)}': a triggered ability"))


@evaluates("capacidad.17")
def _capacidad_17(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, ctx.say(
        f"«{timing_label(ctx, ability)}» no incluye «obligada»: es opcional",
        f"'{timing_label(ctx, ability)}' does not say 'obligada' (forced): it is optional"))


@evaluates("capacidad.18")
def _capacidad_18(ctx: Context, card: CardState, ability) -> Outcome:
    return Outcome(True, True, ctx.say(
        f"«{timing_label(ctx, ability)}» se aplica de forma automática en su momento",
        f"'{timing_label(ctx, ability)}' applies automatically at its moment"))


@evaluates("capacidad.19")
def _capacidad_19(ctx: Context, card: CardState, ability, players: list[str], form: str) -> Outcome:
    board = ctx.board
    kept = [p for p in players if board.players[p].form == form]
    dropped = [p for p in players if p not in kept]
    label = ctx.say("Héroe" if form == "hero" else "Alter ego", "hero" if form == "hero" else "alter-ego")
    because = ctx.say(f"el encabezado exige la forma de {label}", f"the header requires {label} form")
    if dropped:
        because += ctx.say(f"; no la tiene: {', '.join(dropped)}", f"; not in that form: {', '.join(dropped)}")
    return Outcome(kept, not dropped, because)


@evaluates("capacidad.20")
def _capacidad_20(ctx: Context, card: CardState, ability) -> Outcome:
    ctx.apply("capacidad.11", _capacidad_11, card, ability)
    return Outcome(True, True, ctx.say(
        f"el encabezado {ability.header} está entrecomillado: es una referencia a otras capacidades, sin momento de uso propio",
        f"the header {ability.header} is in quotes: it refers to other abilities and has no timing of its own"))


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
        return Outcome(out.answer, ok, _decision(ctx, ok))
    who = who_may_use(ctx, card, ability, player)
    if who == AUTOMATIC:
        out.automatic = True
        out.answer = "no"
        return Outcome("no", False, ctx.say(
            "no se inicia por elección: se resuelve sola en su momento",
            "it is not initiated by choice: it resolves by itself at its moment"))
    ok_who = player in who
    effs = [Eff.of(e) for e in ability.effects]
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
        reasons.append(ctx.say(f"{player} no puede usarla (pueden: {', '.join(who) or 'nadie'})",
                               f"{player} may not use it (may: {', '.join(who) or 'nobody'})"))
    if ok_targets is False:
        reasons.append(ctx.say("no tiene ningún objetivo válido", "it has no valid target"))
    if not ok_state:
        reasons.append(ctx.say("su efecto no podría cambiar el estado de la partida (solo en la traducción)",
                               "its effect could not change the game state (translation-only rule)"))
    because = _decision(ctx, ok) + (": " + "; ".join(reasons) if reasons else "")
    return Outcome(out.answer, ok, because)


def _decision(ctx: Context, ok: bool) -> str:
    return ctx.say("Sí se puede iniciar" if ok else "NO se puede iniciar",
                   "It CAN be initiated" if ok else "It can NOT be initiated")


@evaluates("capacidad.4")
def _capacidad_4(ctx: Context, out: Initiation, player, ability, effs) -> Outcome:
    read_in_full(ctx, effs)
    ok = ctx.apply("objetivo.3", _objetivo_3, out, player, ability, effs)
    if ok is None:
        return Outcome(None, None, ctx.say("la capacidad no especifica objetivos", "the ability specifies no targets"))
    return Outcome(ok, ok, ctx.say(
        "tiene al menos un objetivo válido" if ok else "no tiene ningún objetivo válido",
        "it has at least one valid target" if ok else "it has no valid target"))


def read_in_full(ctx: Context, effs) -> None:
    """capacidad.6, from capacidad.4 or objetivo.1: a text of several effects is read whole first."""
    if len(effs) > 1:
        ctx.apply("capacidad.6", _capacidad_6, effs)


@evaluates("capacidad.6")
def _capacidad_6(ctx: Context, effs) -> Outcome:
    return Outcome(None, None, ctx.say(
        f"enunciado de {len(effs)} efectos: se lee entero y se resuelve frase a frase",
        f"a text of {len(effs)} effects: read in full, then resolved sentence by sentence"))


@evaluates("objetivo.3")
def _objetivo_3(ctx: Context, out: Initiation, player, ability=None, effs=None, *, basic=None, character=None) -> Outcome:
    """At least one valid target: of the ability's targeted effects, or of a basic power."""
    if basic is not None:
        ok = basic_power_targets(ctx, out, player, basic, character)
        return Outcome(ok, ok, ctx.say(
            "el atributo básico tiene un objetivo válido" if ok else "el atributo básico no tiene ningún objetivo válido",
            "the basic power has a valid target" if ok else "the basic power has no valid target"))
    out.results = evaluate_effects(ctx, effs, player, cost=list(ability.cost or []))
    targeted = [r for r in out.results if r.targeted]
    if not targeted:
        return Outcome(None, None, ctx.say("ningún efecto requiere objetivo", "no effect requires a target"))
    ok = any(r.valid for r in targeted)
    return Outcome(ok, ok, ctx.say(
        f"{sum(1 for r in targeted if r.valid)} de {len(targeted)} efectos con objetivo tienen alguno válido",
        f"{sum(1 for r in targeted if r.valid)} of {len(targeted)} targeted effects have a valid target"))


def _state_change(ctx: Context, out: Initiation) -> tuple[bool, str]:
    parts = [r for r in out.results if r.changes_state]
    if parts:
        return True, ctx.say(
            f"el efecto {parts[0].index} podría cambiar el estado de la partida (sin contar el coste)",
            f"effect {parts[0].index} could change the game state (cost not counted)")
    return False, ctx.say(
        "ningún efecto podría cambiar el estado de la partida (sin contar el coste)",
        "no effect could change the game state (cost not counted)")


@evaluates("capacidad.5")
def _capacidad_5(ctx: Context, out: Initiation) -> Outcome:
    ok, why = _state_change(ctx, out)
    return Outcome(ok, ok, why)


@evaluates("capacidad.16")
def _capacidad_16(ctx: Context, out: Initiation, card: CardState) -> Outcome:
    ok, why = _state_change(ctx, out)
    return Outcome(ok, ok, ctx.say(f"capacidad aplicada de la carta de Jugador {card.id}: ",
                                   f"triggered ability of player card {card.id}: ") + why)


BASIC = {
    # basic power: (stat, verb, target kind)
    "attack": ("atk", "attack", "enemy"),
    "thwart": ("thw", "thwart", "scheme"),
    "recover": ("rec", "heal", None),
    "scheme": ("sch", "place_threat", "main_scheme"),
}
STAT_ES = {"atk": "ATQ", "thw": "INT", "rec": "REC", "sch": "PLA"}


def basic_power_targets(ctx: Context, out: Initiation, player: str, basic: str, character: CardState):
    return ctx.apply("objetivo.4", _objetivo_4, out, player, basic, character)


@evaluates("objetivo.4")
def _objetivo_4(ctx: Context, out: Initiation, player, basic, ch: CardState) -> Outcome:
    board = ctx.board
    stat, verb, kind = BASIC[basic]
    problems = []
    who = controller(ctx, ch.id)
    if who != player:
        problems.append(ctx.say(f"{player} no controla {ch.id} (lo controla {who})",
                                f"{player} does not control {ch.id} ({who} does)"))
    if not ch.in_play:
        problems.append(ctx.say(f"{ch.id} no está en juego", f"{ch.id} is not in play"))
    form = board.players[ch.owner].form if ch.type == "identity" and ch.owner in board.players else None
    if basic in ("attack", "thwart") and not (ch.type == "ally" or (ch.type == "identity" and form == "hero")):
        problems.append(ctx.say(f"{ch.id} no es un Aliado ni una identidad en forma de Héroe",
                                f"{ch.id} is neither an ally nor an identity in hero form"))
    if basic == "recover" and not (ch.type == "identity" and form == "alter_ego"):
        problems.append(ctx.say(f"{ch.id} no es una identidad en forma de Alter ego",
                                f"{ch.id} is not an identity in alter-ego form"))
    if basic == "scheme" and ch.type not in ENEMY_TYPES:
        problems.append(ctx.say(f"{ch.id} no es el Villano ni un Esbirro", f"{ch.id} is neither the villain nor a minion"))
    value = ch.stats.get(stat)
    if value is None or value == 0:
        if not ctx.apply("objetivo.9", _objetivo_9, ch, stat, value, basic):
            problems.append(ctx.say(f"{ch.id} no tiene {STAT_ES[stat]} («–»)", f"{ch.id} has no {stat.upper()} (printed '–')"))
    fixed = [ch] if basic == "recover" else None  # recovering heals the character itself
    eff = Eff(verb, Tgt("a", kind or "identity"))
    out.results = evaluate_effects(ctx, [eff], player, fixed=fixed)
    ok_t = bool(out.results[0].valid)
    ok = ok_t and not problems
    because = ctx.say(
        f"atributo básico {basic} de {ch.id}: " + ("objetivo válido: " + ", ".join(out.results[0].valid) if ok_t else "sin objetivo válido"),
        f"basic {basic} by {ch.id}: " + ("valid target: " + ", ".join(out.results[0].valid) if ok_t else "no valid target"))
    if problems:
        because += "; " + "; ".join(problems)
    return Outcome(ok, ok, because)


@evaluates("objetivo.9")
def _objetivo_9(ctx: Context, ch: CardState, stat: str, value, basic: str) -> Outcome:
    label = STAT_ES[stat]
    if value is None:
        return Outcome(False, False, ctx.say(
            f"{ch.id} tiene «–» en {label}, no un 0: la excepción no se aplica y no puede usar ese atributo",
            f"{ch.id} has a printed '–' for {stat.upper()}, not a 0: the exception does not apply"))
    if stat == "thw" and basic == "thwart":
        ctx.apply("objetivo.9.1", _objetivo_9_1, ch)
    return Outcome(True, True, ctx.say(
        f"{ch.id} tiene {label} 0: puede usar el atributo contra un objetivo por lo demás válido",
        f"{ch.id} has {stat.upper()} 0: it may still use the power against an otherwise valid target"))


@evaluates("objetivo.9.1")
def _objetivo_9_1(ctx: Context, ch: CardState) -> Outcome:
    return Outcome(True, True, ctx.say(
        f"{ch.id} con INT 0 puede intervenir contra un Plan con Amenaza",
        f"{ch.id}, with THW 0, may thwart a scheme with threat"))


# -- order ------------------------------------------------------------------------------------
LEVEL_OF_TIMING = {
    "constant": 1, "keyword": 1, "forced_interrupt": 3, "interrupt": 4, "hero_interrupt": 4,
    "alter_ego_interrupt": 4, "boost": 5, "when_defeated": 5, "when_revealed": 5, "forced_response": 6,
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
                raise BoardError(
                    f"{item.card}:{item.ability} es «{timing_label(ctx, ability)}», que no está en la lista de prioridades",
                    f"{item.card}:{item.ability} is '{ability.timing}', which is not in the priority list")
            levels.setdefault(level, []).append((f"{item.card}:{item.ability}", (card, ability)))
        else:
            levels.setdefault(LEVEL_OF_KIND[item.kind], []).append((item.id, None))
    answer = []
    for level in sorted(levels):
        ids = ctx.apply(f"capacidad.21.{level}", _level, level, levels[level])
        answer.append(ids)
    return Outcome(answer, None, ctx.say(
        "orden: " + " → ".join("[" + ", ".join(ids) + "]" for ids in answer),
        "order: " + " → ".join("[" + ", ".join(ids) + "]" for ids in answer)))


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
    return Outcome(ids, None, ctx.say(f"nivel {level}: {', '.join(ids)}", f"level {level}: {', '.join(ids)}"))


@evaluates("capacidad.14")
def _capacidad_14(ctx: Context, same: list[str]) -> Outcome:
    return Outcome(None, True, ctx.say(
        f"varios casos de la misma capacidad constante ({', '.join(same)}): cada uno se aplica por separado",
        f"several instances of the same constant ability ({', '.join(same)}): each applies independently"))
