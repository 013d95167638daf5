"""Every reason arbitro gives, rendered in one place: one table per language, one function.

A :class:`arbitro.reason.Reason` is a code and its arguments; :func:`render` looks the code up in
the language's table and fills the template in (:meth:`str.format` fields). The engine's reasons,
the board's and the commands' messages (the tables below) and the scenario loader's problems
(:mod:`arbitro.scenario.messages`, entered here under ``load.``, ``hint.`` and ``problems.``) all go
through :func:`render`; a third language is one more table, given to :func:`register`.

Fields are formatted by what they hold:

- a nested :class:`Reason` is rendered in the same language;
- a list is joined with ``, `` (``{ids}``), or with the separator written after the colon
  (``{reasons:; }``, ``{levels: → }``); after a ``|``, the code to render when it is empty
  (``{players:, |nobody}``);
- ``{zone:@zone_of}``: the value is a name, and the phrase for it is the table's ``zone_of.<value>``
  (the name itself when the table has no such entry);
- anything else as :meth:`str.format` would.

A code missing from a language falls back to Spanish (for a table registered incomplete); the
tests check that every table has every code, with the same fields.
"""

from __future__ import annotations

import string
from typing import Any

from arbitro.reason import Reason
from arbitro.scenario import messages as _loader
from arbitro.scenario.vocab import HEADERS as _HEADERS

# -- Spanish -------------------------------------------------------------------------------------
ES: dict[str, str] = {
    # shared phrases
    "nobody": "nadie",
    "none": "ninguno",
    "none_f": "ninguna",
    "the_scenario": "el escenario",
    "brackets": "[{ids}]",
    "form.hero": "Héroe",
    "form.alter_ego": "Alter ego",
    "stat.atk": "ATQ", "stat.thw": "INT", "stat.rec": "REC", "stat.sch": "PLA",
    "card_a.event": "un Evento",
    "card_a.resource": "un Recurso",
    # capacidad
    "capacidad.1.automatic": "no se inicia por elección: se resuelve sola en su momento",
    "capacidad.1.not_player": "{player} no puede usarla (pueden: {players:, |nobody})",
    "capacidad.1.no_state_change": "su efecto no podría cambiar el estado de la partida (solo en la traducción)",
    "capacidad.1.because": "{decision}: {reasons:; }",
    "capacidad.1.yes": "Sí se puede iniciar",
    "capacidad.1.undetermined": "INDETERMINADO: lo que el tablero no dice o arbitro no leyó podría cambiar la respuesta",
    "capacidad.1.no": "NO se puede iniciar",
    "capacidad.3.out_of_play": "el enunciado permite usarla desde fuera del juego ({card} está {zone:@in_zone})",
    "capacidad.3.from_hand": "{card} es {type:@card_a}: se usa desde la mano",
    "capacidad.3.from_hand_not": "{card} es {type:@card_a}: se usa desde la mano, y está {zone:@in_zone}",
    "capacidad.3.in_play": "{card} ({type:@type_name}) solo usa sus capacidades en juego, y está en juego",
    "capacidad.3.in_play_not": "{card} ({type:@type_name}) solo usa sus capacidades en juego, y está {zone:@in_zone}",
    "capacidad.4.none": "la capacidad no especifica objetivos",
    "capacidad.4.yes": "tiene al menos un objetivo válido",
    "capacidad.4.no": "no tiene ningún objetivo válido",
    "capacidad.5.yes": "el efecto {effect} podría cambiar el estado de la partida (sin contar el coste)",
    "capacidad.5.no": "ningún efecto podría cambiar el estado de la partida (sin contar el coste)",
    "capacidad.6": "enunciado de {n} efectos: se lee entero y se resuelve frase a frase",
    "capacidad.7.constant": "sin encabezado en negrita: capacidad constante",
    "capacidad.7.keyword": "palabra clave",
    "capacidad.7.reference": "encabezado entrecomillado ({header}): no indica momento de uso propio",
    "capacidad.7.forced_in_setup": "«{timing}» es forzosa, pero durante la preparación no se resuelve",
    "capacidad.7.forced": "«{timing}» es de resolución forzosa",
    "capacidad.7.setup": "durante la preparación solo se resuelven capacidades de Preparación o Inicio; «{timing}» no",
    "capacidad.7.not_here": "{card} no está donde puede usarse su capacidad (está {zone:@in_zone})",
    "capacidad.7.may": "encabezado en negrita «{timing}»: capacidad aplicada; quién puede usarla, debajo",
    "capacidad.7.nobody": "encabezado en negrita «{timing}»: capacidad aplicada; ningún jugador puede usarla ahora (ver debajo)",
    "capacidad.7.not_asking": "{why}; {player} no",
    "capacidad.7.automatic": "{why}: se resuelve sola, nadie elige usarla",
    "capacidad.8": "fase de preparación: «{timing}» no es Preparación ni Inicio",
    "capacidad.9.1": "el texto usa «{word}»: lo que sigue es opcional, el resto se resuelve igualmente",
    "capacidad.10": "«{timing}» es opcional: decide {players:, |nobody}",
    "capacidad.10.1.player": "{card} la controla {player}",
    "capacidad.10.1.scenario": "{card} la controla el escenario, no un jugador",
    "capacidad.10.1.nobody": "ningún jugador en la partida controla {card}",
    "capacidad.10.2.obligation": "{card} es una Obligación: no la puede usar cualquier jugador",
    "capacidad.10.2.second_person": "{card} es un Accesorio en segunda persona sobre una carta de Jugador: no lo puede usar cualquier jugador",
    "capacidad.10.2.any": "{card} es una carta de encuentro: cualquier jugador puede usarla ({players})",
    "capacidad.10.2.1": "{card} es un Accesorio en segunda persona vinculado a {host}, carta de Jugador que controla {player}: solo {player}",
    "capacidad.10.2.2": "{card} es una Obligación en la zona de juego de {player}: solo ese jugador",
    "capacidad.11": "no es palabra clave ni tiene encabezado en negrita: es una capacidad constante",
    "capacidad.12.active": "{card} está en juego: la capacidad está activa",
    "capacidad.12.inactive": "{card} no está en juego: la capacidad no está activa",
    "capacidad.13": "la capacidad tiene una condición («{word}»): solo está activa mientras se cumpla",
    "capacidad.14": "varios casos de la misma capacidad constante ({ids}): cada uno se aplica por separado",
    "capacidad.15": "encabezado en negrita «{timing}»: capacidad aplicada",
    "capacidad.16": "capacidad aplicada de la carta de Jugador {card}: {why}",
    "capacidad.17": "«{timing}» no incluye «obligada»: es opcional",
    "capacidad.18": "«{timing}» se aplica de forma automática en su momento",
    "capacidad.19": "el encabezado exige la forma de {form:@form}",
    "capacidad.19.dropped": "{why}; no la tiene: {players}",
    "capacidad.20": "el encabezado {header} está entrecomillado: es una referencia a otras capacidades, sin momento de uso propio",
    "capacidad.21": "orden: {levels: → }",
    "capacidad.21.level": "nivel {level}: {ids}",
    "capacidad.21.unlisted": "{item} es «{timing:@timing}», que no está en la lista de prioridades",
    # objetivo (abilities)
    "objetivo.3.basic": "el atributo básico tiene un objetivo válido",
    "objetivo.3.basic_none": "el atributo básico no tiene ningún objetivo válido",
    "objetivo.3.untargeted": "ningún efecto requiere objetivo",
    "objetivo.3": "{valid} de {targeted} efectos con objetivo tienen alguno válido",
    "objetivo.4.not_controlled": "{player} no controla {card} (lo controla {controller})",
    "objetivo.4.not_in_play": "{card} no está en juego",
    "objetivo.4.not_hero": "{card} no es un Aliado ni una identidad en forma de Héroe",
    "objetivo.4.not_alter_ego": "{card} no es una identidad en forma de Alter ego",
    "objetivo.4.not_enemy": "{card} no es el Villano ni un Esbirro",
    "objetivo.4.no_stat": "{card} no tiene {stat:@stat} («–»)",
    "objetivo.4.valid": "atributo básico {basic} de {card}: objetivo válido: {valid}",
    "objetivo.4.none": "atributo básico {basic} de {card}: sin objetivo válido",
    "objetivo.4.problems": "{why}; {problems:; }",
    "objetivo.9.dash": "{card} tiene «–» en {stat:@stat}, no un 0: la excepción no se aplica y no puede usar ese atributo",
    "objetivo.9.zero": "{card} tiene {stat:@stat} 0: puede usar el atributo contra un objetivo por lo demás válido",
    "objetivo.9.1": "{card} con INT 0 puede intervenir contra un Plan con Amenaza",
    # -- issue 14: effects, conditions, amounts, zones, headers
    "cond.holds": "se cumple", "cond.fails": "no se cumple",
    "cond.active": "activa", "cond.inactive": "inactiva", "cond.unknown": "sin determinar",
    "cond.in_play": "hay en juego {kind:@kind_name}: {ids}",
    "cond.in_play_none": "no hay en juego ningún {kind:@kind_name}",
    "cond.at_least": "al menos {n}", "cond.at_most": "como mucho {n}",
    "cond.count": "{n} {kind:@kind_name} en juego, se pide {bound}: {ok}",
    "cond.form": "{player} muestra {form:@form}, se pide {wanted}: {ok}",
    "cond.phase": "fase {phase:@phase_of}, se pide la fase {wanted:@phase_of}: {ok}",
    "cond.not": "no ({why})",
    "cond.all": "todas: {parts:; }",
    "cond.any": "alguna: {parts:; }",
    "cond.fact": "«{fact}»: la pregunta lo da ({ok})",
    "cond.fact_unknown": "«{fact}»: el tablero no lo dice y la pregunta no lo da (facts)",
    "cond.empty": "condición vacía",
    "cond.possible": "el propio efecto, si es posible: {state}: {ok}",  # issue 15 (family flow)
    "cond.possible_unknown": "si el propio efecto es posible: no se sabe",
    "cond.no_card": "no hay carta propia de la capacidad",
    "cond.this": "{parts:; }: {ok}",
    "cond.this.exhausted": "{card} está agotada", "cond.this.ready": "{card} está preparada",
    "cond.this.damage": "{card} tiene {n} de daño",
    "cond.this.status": "{card} tiene {status:@status_name}", "cond.this.no_status": "{card} no tiene {status:@status_name}",
    "amount.per": "por cada {kind:@kind_name} ({count}) × {times} = {n}",
    "amount.equal_to": "igual al {stat:@stat} de {card} = {n}",
    "amount.dash": "{card} tiene «–» en {stat:@stat}: 0",
    "amount.no_card": "la cantidad lee una carta ({of}) que el tablero o la pregunta no dan",
    "amount.x": "X = {n} (lo da la pregunta)",
    "amount.up_to": "hasta {n}, a elección del jugador: se toma {n}",
    "amount.x_unknown": "X: la pregunta no da su valor (x)",
    "amount.max": "{why}; hasta un máximo de {max}: {max}",
    "amount.trigger": "la cantidad que nombra el desencadenante = {n}",
    "amount.trigger_unknown": "la cantidad que nombra el desencadenante: la pregunta no la da (trigger: {{amount: …}})",
    "amount.counters": "por cada contador sobre {ids} ({count}) × {times} = {n}",
    "amount.icons_in_play": "por cada icono {icons} en juego, sobre {ids} ({count}) × {times} = {n}",
    "amount.icons.resource": "{times} por cada icono de recurso de las cartas descartadas de este modo: el tablero no las muestra",
    "amount.icons.boost": "{times} por cada icono de Aumento de las cartas descartadas de este modo: el tablero no las muestra",
    "amount.icons.energy": "{times} por cada recurso [energy] impreso en las cartas descartadas de este modo: el tablero no las muestra",
    "amount.icons.mental": "{times} por cada recurso [mental] impreso en las cartas descartadas de este modo: el tablero no las muestra",
    "amount.icons.physical": "{times} por cada recurso [physical] impreso en las cartas descartadas de este modo: el tablero no las muestra",
    "amount.icons.wild": "{times} por cada recurso [wild] impreso en las cartas descartadas de este modo: el tablero no las muestra",
    "amount.icons.card": "{times} por cada carta descartada de este modo: el tablero no las muestra",
    "amount.icons.card_type": "{times} por cada tipo de carta distinto de las cartas descartadas de este modo: el tablero no las muestra",
    "amount.per_hero": "{base} por cada héroe ({heroes}) = {n}",
    "amount.zero": "el efecto {effect} tiene cantidad 0: no cambia nada",
    "state.changes": "cambiaría el estado", "state.none": "no cambiaría nada", "state.unknown": "no se sabe",
    "effect.instead": "en su lugar (efecto {effect}): {state}",
    "effect.otherwise": "de no ser así (efecto {effect}): {state}",
    "effect.notes": "efecto {effect}: {notes:; }",
    "effect.notes.bare": "{notes:; }",  # issue 14: where the sentence around it already names the effect
    "capacidad.5.yes_because": "el efecto {effect} podría cambiar el estado de la partida (sin contar el coste): {why:^}",
    "capacidad.5.unknown": "el efecto {effect} podría cambiar el estado según lo que el tablero no dice: {why:^}",
    "capacidad.5.no_because": "ningún efecto podría cambiar el estado de la partida: {why:; }",
    "capacidad.7.revealed_other_form": "{timing}: {player} no muestra {form:@form}: no se resuelve",
    "capacidad.7.special": "{timing}: la pueden usar {players:, |nobody} (supuesto)",
    "capacidad.10.first_player": "{timing}: decide el jugador inicial, {player} (supuesto)",
    "capacidad.10.any_player": "{timing}: su texto dice que cualquier jugador puede aplicarla: {players:, |nobody}",  # players
    "capacidad.13.condition": "la capacidad constante de {card} está {state}: {why}",
    "move.already_in_play": "{card} ya está en juego",
    "move.into_play": "{card} está {zone:@in_zone}: puede entrar en juego",
    "move.plays": "{card} está {zone:@in_zone}: puede jugarse",
    "move.already_there": "{card} ya está {zone:@in_zone}",
    "move.leaves": "{card} está {zone:@in_zone} y puede pasar {to:@to_zone}",
    "move.moves": "{card} está {zone:@in_zone} y puede pasar {to:@to_zone}",
    "move.host_not_in_play": "{card} no está en juego: no se le puede vincular nada",
    "move.host": "{card} está en juego: se le puede vincular",
    "move.reveal_in_play": "{card} ya está en juego, a la vista",
    "move.reveal": "{card} está {zone:@in_zone}: se puede mostrar",
    "move.no_counters": "{card} no tiene contadores",
    "move.counters": "{card} tiene {n} contador(es)",
    "move.tokens_not_in_play": "{card} no está en juego: no recibe lo que se traslada",
    "move.tokens_to": "{card} recibe lo que se traslada ({what})",
    "move.tokens_none": "ninguna carta de la que se traslada ({ids}) tiene {what}: no se traslada nada a {card}",
    "move.tokens_from": "se puede trasladar {what} desde {ids} hasta {card}",
    "move.counters_full": "{card} ya tiene {n} contador(es), el máximo es {max}: no se coloca ninguno",
    "move.counters_room": "{card} tiene {n} contador(es), el máximo es {max}: caben más",
    "move.prevent": "{card}: {what} que evitar o anular (supuesto)",
    "move.prevent_trigger": "hay {what} que evitar o anular (supuesto: el momento de la capacidad)",
    "move.encounter": "{target}: {verb:@verb_name} con el mazo de encuentros (supuesto)",
    "move.encounter_deck": "{verb:@verb_name} desde el mazo de encuentros (supuesto: tiene cartas)",
    "move.encounter_discard_unknown": "{verb:@verb_name} desde el descarte de encuentros: el tablero no dice si tiene cartas",
    "move.resources": "{verb:@verb_name} ({resource}) (supuesto)",
    "move.hand_unknown": "la mano de {player} no está listada entera: el tablero no dice si tiene cartas",
    "move.looked_at": "las cartas que se han mirado antes (el tablero no dice cuáles ni cuántas quedan)",
    "move.named_deck_unknown": "{verb:@verb_name} desde el mazo «{deck}»: el tablero no lista ese mazo (no dice si tiene cartas)",
    "move.zone_count": "{player} tiene {n} carta(s) {zone:@in_zone}",
    "move.untargeted": "{verb:@verb_name}: cambia el estado",
    "move.flips": "{card} está en juego: se le puede dar la vuelta",
    "move.flip_not_in_play": "{card} no está en juego: no hay carta a la que dar la vuelta",
    "move.change_form": "{player} muestra {now:@form}; cambiar a {form:@form} cambia el estado si son distintas",
    "move.form_unknown": "el tablero no dice qué forma muestra {player}",
    "move.change_form_other": "{player} muestra {now:@form}; cambiar de identidad muestra la otra: cambia el estado",
    "move.named_form_unknown": "el tablero no dice qué forma muestra la Mejora de identidad: cambiar a {form} "
                               "cambia el estado si no es esa",
    "move.named_form_other": "cambiar de identidad ({kind}) muestra otra cara de la Mejora de identidad: cambia el estado",
    "move.villain_form_unknown": "el tablero no dice qué identidad tiene adoptada el Villano: cambiar a {form} cambia el "
                                 "estado si no es esa",  # family forms
    "move.no_ability_on": "{card} no tiene una capacidad «{ability}» que resolver",
    "move.no_ability": "la capacidad que resolvería ({card}) no está en el tablero",
    "move.ability_loop": "{card}:{ability} se resuelve a sí misma: el tablero no dice cuándo acaba",
    "move.resolves": "resuelve {card}:{ability}: {state}",
    "header.special": "«Especial» ({card}) no figura ni entre las capacidades obligadas (capacidad.9) ni entre las "
                      "opcionales (capacidad.10): se lee como opcional de quien controla la carta",
    "assume.played_under": "el texto de {card} deja jugarla bajo el control de cualquier jugador y el tablero no dice "
                           "de quién (`control_effects`): se supone que la controla su propietario, {player}",
    "assume.first_player": "«del jugador inicial» no está en las tres secciones: se toma como jugador inicial al "
                           "jugador activo, {player}",
    "assume.by_each_player": "el efecto {effect} lo hace cada jugador: se juzga para {player}",  # players
    "assume.by_form": "el efecto {effect} lo hacen solo los jugadores cuya identidad muestra el lado {form}: se juzga para {player} como uno de ellos",  # players2
    "assume.by_defeater": "el efecto {effect} lo hace el jugador que derrotó la carta; el tablero no dice quién es: se juzga para {player}",  # setup
    "assume.engaged_player": "el tablero no dice con qué jugador está enfrentada la carta («el jugador enfrentado»): puede ser cualquiera",  # players
    "assume.move_tokens_source": "la carta de la que se traslada ({what}) la nombra otra parte de la capacidad: se da por hecho que tiene",  # amounts
    "assume.engaged_with_chosen": "no se dice qué jugador se elige: cuentan los enemigos enfrentados con cualquier jugador",  # players
    "assume.controlled_by_chosen": "no se dice qué jugador se elige: cuentan las cartas que controle cualquier jugador",  # players
    "assume.revealed_to_active": "{card} se muestra al jugador activo, {player} (las tres secciones no lo dicen)",
    "assume.trigger_happening": "{verb:@verb_name}: se da por hecho que {what:@what} que evita ocurre ahora (el momento de la "
                                "capacidad)",
    "assume.encounter_deck": "{verb:@verb_name}: se da por hecho que el mazo de encuentros tiene cartas",
    "assume.resources": "{verb:@verb_name} ({resource}): se da por hecho que hay recursos y un coste que pagar",
    "assume.limit": "se da por hecho que no se ha alcanzado el límite ({times} por {per})",
    "what.damage": "el daño", "what.threat": "la amenaza", "what.ability": "la capacidad", "what.effect": "el efecto",
    "warn.delayed": "el efecto {effect} es postergado («{when}»): se resuelve entonces",
    "warn.duration": "el efecto {effect} dura {duration:@duration}",
    "warn.state_unknown": "el efecto {effect} no se sabe si cambiaría el estado ({why:^}); otro efecto lo cambia",
    "warn.constant_condition": "la condición de la capacidad constante de {card} no se sabe ({why})",
    "undetermined.state": "el efecto {effect}: {why:^}",
    "capacidad.6.conditions": "se lee entero ({n} efecto(s)): los efectos {effects} tienen condición, «de no ser así» o "
                              "«en su lugar»",
}

# -- English -------------------------------------------------------------------------------------
EN: dict[str, str] = {
    "nobody": "nobody",
    "none": "none",
    "none_f": "none",
    "the_scenario": "the scenario",
    "brackets": "[{ids}]",
    "form.hero": "hero",
    "form.alter_ego": "alter-ego",
    "stat.atk": "ATK", "stat.thw": "THW", "stat.rec": "REC", "stat.sch": "SCH",
    "card_a.event": "an event",
    "card_a.resource": "a resource",
    "capacidad.1.automatic": "it is not initiated by choice: it resolves by itself at its moment",
    "capacidad.1.not_player": "{player} may not use it (may: {players:, |nobody})",
    "capacidad.1.no_state_change": "its effect could not change the game state (translation-only rule)",
    "capacidad.1.because": "{decision}: {reasons:; }",
    "capacidad.1.yes": "It CAN be initiated",
    "capacidad.1.undetermined": "UNDETERMINED: what the board does not say or arbitro did not read could change the answer",
    "capacidad.1.no": "It can NOT be initiated",
    "capacidad.3.out_of_play": "the text allows use from outside play ({card} is {zone:@in_zone})",
    "capacidad.3.from_hand": "{card} is {type:@card_a}: used from the hand",
    "capacidad.3.from_hand_not": "{card} is {type:@card_a}: used from the hand, and it is {zone:@in_zone}",
    "capacidad.3.in_play": "{card} ({type:@type_name}) only uses its abilities in play, and it is in play",
    "capacidad.3.in_play_not": "{card} ({type:@type_name}) only uses its abilities in play, and it is {zone:@in_zone}",
    "capacidad.4.none": "the ability specifies no targets",
    "capacidad.4.yes": "it has at least one valid target",
    "capacidad.4.no": "it has no valid target",
    "capacidad.5.yes": "effect {effect} could change the game state (cost not counted)",
    "capacidad.5.no": "no effect could change the game state (cost not counted)",
    "capacidad.6": "a text of {n} effects: read in full, then resolved sentence by sentence",
    "capacidad.7.constant": "no bold header: a constant ability",
    "capacidad.7.keyword": "a keyword",
    "capacidad.7.reference": "header in quotes ({header}): it gives no timing of its own",
    "capacidad.7.forced_in_setup": "'{timing}' is forced, but it does not resolve during setup",
    "capacidad.7.forced": "'{timing}' is forced",
    "capacidad.7.setup": "during setup only Setup or Start abilities resolve; '{timing}' does not",
    "capacidad.7.not_here": "{card} is not where its ability can be used (it is {zone:@in_zone})",
    "capacidad.7.may": "bold header '{timing}': a triggered ability; who may use it, below",
    "capacidad.7.nobody": "bold header '{timing}': a triggered ability; no player may use it now (see below)",
    "capacidad.7.not_asking": "{why}; not {player}",
    "capacidad.7.automatic": "{why}: it resolves by itself, nobody chooses to use it",
    "capacidad.8": "setup phase: '{timing}' is neither Setup nor Start",
    "capacidad.9.1": "the text uses '{word}': what follows is optional, the rest still resolves",
    "capacidad.10": "'{timing}' is optional: decided by {players:, |nobody}",
    "capacidad.10.1.player": "{player} controls {card}",
    "capacidad.10.1.scenario": "the scenario controls {card}, not a player",
    "capacidad.10.1.nobody": "no player in the game controls {card}",
    "capacidad.10.2.obligation": "{card} is an obligation: not any player may use it",
    "capacidad.10.2.second_person": "{card} is a second-person attachment on a player card: not any player may use it",
    "capacidad.10.2.any": "{card} is an encounter card: any player may use it ({players})",
    "capacidad.10.2.1": "{card} is a second-person attachment on {host}, a player card {player} controls: only {player}",
    "capacidad.10.2.2": "{card} is an obligation in {player}'s play area: only that player",
    "capacidad.11": "not a keyword and no bold header: a constant ability",
    "capacidad.12.active": "{card} is in play: the ability is active",
    "capacidad.12.inactive": "{card} is not in play: the ability is not active",
    "capacidad.13": "the ability has a condition ('{word}'): it is active only while it is met",
    "capacidad.14": "several instances of the same constant ability ({ids}): each applies independently",
    "capacidad.15": "bold header '{timing}': a triggered ability",
    "capacidad.16": "triggered ability of player card {card}: {why}",
    "capacidad.17": "'{timing}' does not say 'obligada' (forced): it is optional",
    "capacidad.18": "'{timing}' applies automatically at its moment",
    "capacidad.19": "the header requires {form:@form} form",
    "capacidad.19.dropped": "{why}; not in that form: {players}",
    "capacidad.20": "the header {header} is in quotes: it refers to other abilities and has no timing of its own",
    "capacidad.21": "order: {levels: → }",
    "capacidad.21.level": "level {level}: {ids}",
    "capacidad.21.unlisted": "{item} is '{timing}', which is not in the priority list",
    "objetivo.3.basic": "the basic power has a valid target",
    "objetivo.3.basic_none": "the basic power has no valid target",
    "objetivo.3.untargeted": "no effect requires a target",
    "objetivo.3": "{valid} of {targeted} targeted effects have a valid target",
    "objetivo.4.not_controlled": "{player} does not control {card} ({controller} does)",
    "objetivo.4.not_in_play": "{card} is not in play",
    "objetivo.4.not_hero": "{card} is neither an ally nor an identity in hero form",
    "objetivo.4.not_alter_ego": "{card} is not an identity in alter-ego form",
    "objetivo.4.not_enemy": "{card} is neither the villain nor a minion",
    "objetivo.4.no_stat": "{card} has no {stat:@stat} (printed '–')",
    "objetivo.4.valid": "basic {basic} by {card}: valid target: {valid}",
    "objetivo.4.none": "basic {basic} by {card}: no valid target",
    "objetivo.4.problems": "{why}; {problems:; }",
    "objetivo.9.dash": "{card} has a printed '–' for {stat:@stat}, not a 0: the exception does not apply",
    "objetivo.9.zero": "{card} has {stat:@stat} 0: it may still use the power against an otherwise valid target",
    "objetivo.9.1": "{card}, with THW 0, may thwart a scheme with threat",
    # -- issue 14: effects, conditions, amounts, zones, headers
    "cond.holds": "holds", "cond.fails": "does not hold",
    "cond.active": "active", "cond.inactive": "inactive", "cond.unknown": "undetermined",
    "cond.in_play": "in play, {kind:@kind_name}: {ids}",
    "cond.in_play_none": "no {kind:@kind_name} in play",
    "cond.at_least": "at least {n}", "cond.at_most": "at most {n}",
    "cond.count": "{n} {kind:@kind_name} in play, {bound} asked: {ok}",
    "cond.form": "{player} shows {form:@form}, {wanted} asked: {ok}",
    "cond.phase": "{phase:@phase_of} phase, {wanted:@phase_of} phase asked: {ok}",
    "cond.not": "not ({why})",
    "cond.all": "all of: {parts:; }",
    "cond.any": "any of: {parts:; }",
    "cond.fact": "\"{fact}\": given by the question ({ok})",
    "cond.fact_unknown": "\"{fact}\": the board does not say it and the question does not give it (facts)",
    "cond.empty": "empty condition",
    "cond.possible": "the effect itself, if possible: {state}: {ok}",  # issue 15 (family flow)
    "cond.possible_unknown": "whether the effect itself is possible: unknown",
    "cond.no_card": "no card of the ability's own",
    "cond.this": "{parts:; }: {ok}",
    "cond.this.exhausted": "{card} is exhausted", "cond.this.ready": "{card} is ready",
    "cond.this.damage": "{card} has {n} damage",
    "cond.this.status": "{card} has {status:@status_name}", "cond.this.no_status": "{card} does not have {status:@status_name}",
    "amount.per": "for each {kind:@kind_name} ({count}) × {times} = {n}",
    "amount.equal_to": "equal to {card}'s {stat:@stat} = {n}",
    "amount.dash": "{card} has a printed '–' for {stat:@stat}: 0",
    "amount.no_card": "the amount reads a card ({of}) that neither the board nor the question gives",
    "amount.x": "X = {n} (given by the question)",
    "amount.up_to": "up to {n}, the player's choice: {n} is taken",
    "amount.x_unknown": "X: the question does not give its value (x)",
    "amount.max": "{why}; to a maximum of {max}: {max}",
    "amount.trigger": "the amount the trigger names = {n}",
    "amount.trigger_unknown": "the amount the trigger names: the question does not give it (trigger: {{amount: …}})",
    "amount.counters": "for each counter on {ids} ({count}) × {times} = {n}",
    "amount.icons_in_play": "for each {icons} icon in play, on {ids} ({count}) × {times} = {n}",
    "amount.icons.resource": "{times} for each resource icon on the cards discarded this way: the board does not show them",
    "amount.icons.boost": "{times} for each boost icon on the cards discarded this way: the board does not show them",
    "amount.icons.energy": "{times} for each printed [energy] resource on the cards discarded this way: the board does not show them",
    "amount.icons.mental": "{times} for each printed [mental] resource on the cards discarded this way: the board does not show them",
    "amount.icons.physical": "{times} for each printed [physical] resource on the cards discarded this way: the board does not show them",
    "amount.icons.wild": "{times} for each printed [wild] resource on the cards discarded this way: the board does not show them",
    "amount.icons.card": "{times} for each card discarded this way: the board does not show them",
    "amount.icons.card_type": "{times} for each different card type among the cards discarded this way: the board does not show them",
    "amount.per_hero": "{base} per hero ({heroes}) = {n}",
    "amount.zero": "effect {effect} has amount 0: it changes nothing",
    "state.changes": "would change the state", "state.none": "would change nothing", "state.unknown": "unknown",
    "effect.instead": "instead (effect {effect}): {state}",
    "effect.otherwise": "otherwise (effect {effect}): {state}",
    "effect.notes": "effect {effect}: {notes:; }",
    "effect.notes.bare": "{notes:; }",
    "capacidad.5.yes_because": "effect {effect} could change the game state (cost aside): {why:^}",
    "capacidad.5.unknown": "effect {effect} could change the state, depending on what the board does not say: {why:^}",
    "capacidad.5.no_because": "no effect could change the game state: {why:; }",
    "capacidad.7.revealed_other_form": "{timing}: {player} does not show {form:@form}: it does not resolve",
    "capacidad.7.special": "{timing}: usable by {players:, |nobody} (assumed)",
    "capacidad.10.first_player": "{timing}: the first player decides, {player} (assumed)",
    "capacidad.10.any_player": "{timing}: its text says any player may trigger it: {players:, |nobody}",  # players
    "capacidad.13.condition": "{card}'s constant ability is {state}: {why}",
    "move.already_in_play": "{card} is already in play",
    "move.into_play": "{card} is {zone:@in_zone}: it can enter play",
    "move.plays": "{card} is {zone:@in_zone}: it can be played",
    "move.already_there": "{card} is already {zone:@in_zone}",
    "move.leaves": "{card} is {zone:@in_zone} and can go {to:@to_zone}",
    "move.moves": "{card} is {zone:@in_zone} and can go {to:@to_zone}",
    "move.host_not_in_play": "{card} is not in play: nothing can be attached to it",
    "move.host": "{card} is in play: it can be attached to",
    "move.reveal_in_play": "{card} is already in play, face up",
    "move.reveal": "{card} is {zone:@in_zone}: it can be revealed",
    "move.no_counters": "{card} has no counters",
    "move.counters": "{card} has {n} counter(s)",
    "move.tokens_not_in_play": "{card} is not in play: it does not receive what is moved",
    "move.tokens_to": "{card} receives what is moved ({what})",
    "move.tokens_none": "no card it is moved from ({ids}) has {what}: nothing is moved to {card}",
    "move.tokens_from": "{what} can be moved from {ids} to {card}",
    "move.counters_full": "{card} already has {n} counter(s), the maximum is {max}: none is placed",
    "move.counters_room": "{card} has {n} counter(s), the maximum is {max}: more fit",
    "move.prevent": "{card}: {what} to prevent or cancel (assumed)",
    "move.prevent_trigger": "there is {what} to prevent or cancel (assumed: the ability's moment)",
    "move.encounter": "{target}: {verb:@verb_name} with the encounter deck (assumed)",
    "move.encounter_deck": "{verb:@verb_name} from the encounter deck (assumed: it has cards)",
    "move.encounter_discard_unknown": "{verb:@verb_name} from the encounter discard pile: the board does not say whether it has cards",
    "move.resources": "{verb:@verb_name} ({resource}) (assumed)",
    "move.hand_unknown": "{player}'s hand is not listed in full: the board does not say whether it has cards",
    "move.looked_at": "the cards looked at before (the board does not say which, nor how many are left)",
    "move.named_deck_unknown": "{verb:@verb_name} from the «{deck}» deck: the board does not list that deck (nor whether it has cards)",
    "move.zone_count": "{player} has {n} card(s) {zone:@in_zone}",
    "move.untargeted": "{verb:@verb_name}: changes the state",
    "move.flips": "{card} is in play: it can be flipped",
    "move.flip_not_in_play": "{card} is not in play: there is no card to flip",
    "move.change_form": "{player} shows {now:@form}; changing to {form:@form} changes the state if they differ",
    "move.form_unknown": "the board does not say which form {player} shows",
    "move.change_form_other": "{player} shows {now:@form}; changing form shows the other one: the state changes",
    "move.named_form_unknown": "the board does not say which form the form upgrade shows: changing to {form} "
                               "changes the state unless it is that one",
    "move.named_form_other": "changing {kind} form shows another side of the form upgrade: the state changes",
    "move.villain_form_unknown": "the board does not say which form the villain is in: changing to {form} changes the "
                                 "state unless it is that one",  # family forms
    "move.no_ability_on": "{card} has no «{ability}» ability to resolve",
    "move.no_ability": "the ability it would resolve ({card}) is not on the board",
    "move.ability_loop": "{card}:{ability} resolves itself: the board does not say when it ends",
    "move.resolves": "resolves {card}:{ability}: {state}",
    "header.special": "\"Special\" ({card}) is in neither the forced (capacidad.9) nor the optional (capacidad.10) "
                      "list: read as optional for the card's controller",
    "assume.played_under": "{card}'s text lets it be played under any player's control and the board does not say "
                           "whose (`control_effects`): its owner, {player}, is assumed to control it",
    "assume.first_player": "\"first player\" is not in the three sections: the active player, {player}, is taken as "
                           "the first player",
    "assume.by_each_player": "effect {effect} is done by each player: it is judged for {player}",  # players
    "assume.by_form": "effect {effect} is done only by the players whose identity shows the {form} side: it is judged for {player} as one of them",  # players2
    "assume.by_defeater": "effect {effect} is done by the player who defeated the card; the board does not say who: it is judged for {player}",  # setup
    "assume.engaged_player": "the board does not say which player the card is engaged with ('the engaged player'): it may be any",  # players
    "assume.move_tokens_source": "the card the {what} is moved from is named elsewhere in the ability: it is taken to hold some",  # amounts
    "assume.engaged_with_chosen": "which player is chosen is not given: the enemies engaged with any player count",  # players
    "assume.controlled_by_chosen": "which player is chosen is not given: the cards any player controls count",  # players
    "assume.revealed_to_active": "{card} is revealed to the active player, {player} (the three sections do not say)",
    "assume.trigger_happening": "{verb:@verb_name}: {what:@what} it stops is taken to be happening now (the ability's moment)",
    "assume.encounter_deck": "{verb:@verb_name}: the encounter deck is taken to have cards",
    "assume.resources": "{verb:@verb_name} ({resource}): resources and a cost to pay are taken for granted",
    "assume.limit": "the limit ({times} per {per}) is taken as not reached",
    "what.damage": "the damage", "what.threat": "the threat", "what.ability": "the ability", "what.effect": "the effect",
    "warn.delayed": "effect {effect} is delayed (\"{when}\"): it resolves then",
    "warn.duration": "effect {effect} lasts {duration:@duration}",
    "warn.state_unknown": "whether effect {effect} would change the state is unknown ({why:^}); another effect changes it",
    "warn.constant_condition": "the condition of {card}'s constant ability is unknown ({why})",
    "undetermined.state": "effect {effect}: {why:^}",
    "capacidad.6.conditions": "read in full ({n} effect(s)): effects {effects} carry a condition, an \"otherwise\" or "
                              "an \"instead\"",
}
ES.update({
    "kind.villain": "el Villano", "kind.minion": "un Esbirro", "kind.enemy": "un enemigo",
    "kind.main_scheme": "el Plan principal", "kind.side_scheme": "un Plan secundario", "kind.scheme": "un Plan",
    "kind.hero": "un Héroe", "kind.alter_ego": "un Alter ego", "kind.identity": "una identidad", "kind.ally": "un Aliado",
    "kind.character": "un personaje", "kind.upgrade": "una Mejora", "kind.support": "un Apoyo",
    "kind.attachment": "un Accesorio", "kind.player": "un jugador", "kind.card": "una carta",
    "verb_example.deal_damage": "infligir Daño", "verb_example.attack": "infligir Daño",
    "verb_example.heal": "curar Daño", "verb_example.place_threat": "añadir Amenaza",
    "verb_example.remove_threat": "quitar Amenaza", "verb_example.thwart": "quitar Amenaza",
    "verb_example.stun": "dar una carta de Estado", "verb_example.confuse": "dar una carta de Estado",
    "verb_example.tough": "dar una carta de Estado", "verb_example.remove_status": "quitar una carta de Estado",
    "verb_example.exhaust": "agotar al objetivo", "verb_example.ready": "preparar al objetivo",
    "verb_example.defeat": "derrotar al objetivo", "verb_example.discard": "descartar al objetivo",
    "verb_stop.defeat": "derrotar", "verb_stop.discard": "descartar",
    "verdicts": "{items:; }",
    "verdict": "{id}: {why}",
    "restriction": "{card} tiene «{restriction:@restriction_name}»",
    "restriction.imposed": "{card} tiene «{restriction:@restriction_name}» (impuesto por {source})",
    "capacidad.2.play": "la capacidad solo interactúa con cartas en juego ({n})",
    "capacidad.2.zone": "el enunciado alude a una zona fuera del juego ({zone:@zone_the} de {players}): {n} cartas",
    "capacidad.2.set_aside": "el enunciado alude a las cartas apartadas (fuera del juego, de nadie): {n} cartas",  # family setup
    "objetivo.2": "objetivo «{kind:@kind}»: {ids:, |none}",
    "objetivo.5": "efecto {effect}: hay que elegir un objetivo ({kind:@kind})",
    "objetivo.6.draws": "efecto {effect}: {player} roba; tiene {n} cartas en su mazo",
    "objetivo.6.deck": "{player} tiene {n} cartas en su mazo",
    "objetivo.6.empty": "{player} no tiene cartas en su mazo",
    "objetivo.7": "efecto {effect} ({verb:@verb_name}): válidos {valid:, |none}",
    "objetivo.7.some_excluded": "efecto {effect} ({verb:@verb_name}): válidos {valid:, |none}; no válidos — {excluded:; }",
    "objetivo.7.no_identity": "{player} no tiene identidad en juego",
    "objetivo.7.can_affect": "el efecto puede afectar a {target}",
    "objetivo.7.damage_not_character": "{card} no es un personaje: no puede recibir Daño",
    "objetivo.7.damage": "se puede infligir Daño a {card}",
    "objetivo.7.not_enemy": "{card} no es un enemigo",
    "objetivo.7.attack": "{card} puede ser atacado",
    "objetivo.7.activates": "{card} es un enemigo: puede activarse (atacar o ejecutar el Plan)",
    "objetivo.7.engages": "{card} es un enemigo: puede enfrentarse a un jugador",  # players
    "objetivo.7.no_damage": "{card} no tiene Daño que curar",
    "objetivo.7.damaged": "{card} tiene {damage} de Daño",
    "objetivo.7.not_scheme": "{card} no es un Plan",
    "objetivo.7.place_threat": "se puede añadir Amenaza a {card}",
    "objetivo.7.acceleration": "{card} es un plan: se le pueden añadir fichas de Aceleración",  # family setup
    "objetivo.7.no_threat": "{card} no tiene fichas de Amenaza",
    "objetivo.7.threat": "{card} tiene {threat} de Amenaza",
    "objetivo.7.not_character": "{card} no es un personaje",
    "objetivo.7.has_status_already": "{card} ya tiene esa carta de Estado ({status:@status_name})",
    "objetivo.7.has_trait_already": "{card} ya tiene el rasgo {trait}",
    "objetivo.7.can_get_status": "{card} puede recibir la carta de Estado",
    "objetivo.7.lacks_status": "{card} no tiene la carta de Estado {status:@status_name}",
    "objetivo.7.has_status": "{card} tiene {status:@status_name}",
    "objetivo.7.already_exhausted": "{card} ya está agotado",
    "objetivo.7.is_ready": "{card} está preparado",
    "objetivo.7.already_ready": "{card} ya está preparado",
    "objetivo.7.is_exhausted": "{card} está agotado",
    "objetivo.7.nothing_stops": "nada impide {verb:@verb_stop} a {card}",
    "objetivo.7.not_player_card_in_play": "{card} no es una carta de Jugador en juego",
    "objetivo.7.player_card_in_play": "{card} es una carta de Jugador en juego",
    "objetivo.7.not_in_play_or_identity": "{card} no está en juego o es una identidad",
    "objetivo.7.already_controls": "{player} ya controla {card}",
    "objetivo.7.does_not_control": "{player} no controla {card}",
    "objetivo.7.no_stat": "{card} no tiene {stat:@stat}",
    "objetivo.7.has_stat": "{card} tiene esa puntuación",
    "objetivo.7.card_does_not_draw": "{card} es una carta, no un jugador que robe",
    "objetivo.8": "efecto {effect}: «{verb:@verb_example}» es un efecto con objetivo",
    "objetivo.10": "el coste ({verbs:@verb_name}) no se tiene en cuenta para decidir a quién puede afectar",
    "objetivo.11": "efectos {effects} sobre el mismo objetivo: es válido si al menos uno puede afectarle",
    "objetivo.11.some": "efectos {effects} sobre el mismo objetivo: es válido si al menos uno puede afectarle ({ids})",
    "objetivo.11.rescued": "el efecto {effect} sí puede afectarle",
    "objetivo.12": "otra capacidad impide esa función de juego: {ids}",
    "objetivo.12.1": "{card} tiene vinculada {source}, que dice que no puede prepararse",
    "objetivo.13.damage": "{card} tiene la carta de Estado Duro: el Daño se evita, pero le afecta igualmente",
    "objetivo.13.attack": "{card} tiene la carta de Estado Duro: el Daño se evita, pero el ataque le afecta",
    "objetivo.17": "efecto {effect} («ese»): solo se resuelve sobre objetivos válidos del efecto {previous}: {valid:, |none}",
    "objetivo.17.not_valid": "no es un objetivo válido del efecto {previous}",
    "objetivo.18": "efecto {effect} («cada»): {valid} de {candidates} componentes son objetivos válidos",
    "objetivo.18.none": "efecto {effect} («cada»): {valid} de {candidates} componentes son objetivos válidos; ninguno lo es",
    "objetivo.19": "no se resuelve contra {ids}",
    "objetivo.19.1": "hay un icono de Crisis en juego ({crisis}): no se puede quitar Amenaza del Plan principal",
    "objetivo.20": "efecto {effect}: alude a un objetivo futuro; no requiere objetivo para iniciarse",
    "objetivo.21": "efecto {effect}: búsqueda {zone:@in_zone} de {player}, zona que existe ({n} cartas)",
    "objetivo.21.zones": "efecto {effect}: búsqueda {zones}, zonas que existen",
    "objetivo.21.zone": "{zone:@in_zone}: {n} cartas",
    "objetivo.21.zone_assumed": "{zone:@in_zone} (supuesto: tiene cartas)",
    "objetivo.21.zone_unknown": "{zone:@in_zone} (el tablero no dice si tiene cartas)",
    "objetivo.21.find": "efecto {effect}: localizar una carta busca en cada zona donde pueda estar (el tablero no las lista todas)",
    "objetivo.21.found": "efecto {effect}: sobre la carta hallada por la búsqueda del efecto {search}, que no es un objetivo",
    "objetivo.21.until": "efecto {effect}: sobre la carta en la que se detiene el efecto {search}, que no es un objetivo",
    # -- issue 14: targets, costs, sides, board (ES)
    "kind_name": "{kind:@kind}",
    "select.this": "esta carta", "select.attached": "la carta vinculada", "select.trigger": "la carta del desencadenante",
    "capacidad.2.named": "la capacidad nombra {select:@select} ({ids:, |none_f}): solo interactúa con ella en juego: {kept:, |none_f}",
    "capacidad.3.side_hidden": "{card}: la capacidad es de la cara de {side:@form} y {player} muestra la de {form:@form}: esa cara no está en juego",
    "objetivo.2.filtered": "objetivo «{kinds: o }» con sus condiciones: {ids:, |none}",
    "objetivo.2.filtered_some": "objetivo «{kinds: o }» con sus condiciones: {ids:, |none}; no lo son — {dropped:; }",
    "objetivo.3.options": "«elige una opción»: pueden iniciarse las opciones {can:, |none_f} de {n}",
    "filter.kinds": "no es {kinds: ni }",
    "filter.traits": "no tiene el rasgo {traits: ni }",
    "filter.not_traits": "tiene el rasgo {traits: o }",  # issue 15 (targets)
    "objetivo.2.most": "de esos, los que tienen más {of} ({n}): {ids:, |none}",  # issue 15 (targets)
    "objetivo.2.least": "de esos, los que tienen menos {of} ({n}): {ids:, |none}",
    "objetivo.2.superlative_unknown": "el tablero no da {of} de {ids:, }: no se sabe cuál tiene más o menos; se conservan todos",
    "unknown.superlative": "el tablero no da {of} de {ids:, } (stats: …): no se sabe cuál tiene más o menos",
    "assume.printed_stat": "el valor impreso de {stat} se toma como el valor en vigor que da el tablero",
    "filter.no_copy_attached": "ya tiene vinculada otra copia de {name}",
    "filter.with_attached": "no tiene vinculado ningún {kind:@kind_name}",
    "unknown.no_copy_attached": "no se sabe qué carta es «esta carta» (o su nombre): no se sabe si ya tiene vinculada otra copia",
    "unknown.identity_specific": "el tablero no dice qué cartas son específicas de un Superhéroe: se conservan todas",  # family forms
    "unknown.form_upgrade": "el tablero no dice qué Mejora es una Mejora de identidad: se conservan todas",  # family forms
    "unknown.printed_resource": "el tablero no muestra los recursos impresos: no se sabe si {id} tiene un recurso [{resource}]",
    "unknown.max_cost": "el tablero no muestra los costes: no se sabe si el de {id} es de {n} o menos",
    "filter.exhausted": "no está agotado", "filter.ready": "no está preparado",
    "filter.damaged": "no tiene Daño", "filter.undamaged": "tiene Daño",
    "filter.status": "no tiene la carta de Estado {status:@status_name}",
    "filter.engaged": "no es un enemigo enfrentado con {player}",
    "filter.engaged_any": "no es un enemigo enfrentado con un jugador",  # players
    "filter.other": "es la propia carta («otro»)",
    "filter.name": "no se llama «{name}»",
    "assume.friendly": "«amigo» se lee como «controlado por un jugador» (cualquier jugador): las tres secciones no lo definen",
    "assume.defeater": "el tablero no dice qué jugador derrotó la carta («el jugador que haya derrotado …»): puede ser cualquiera",  # family setup
    "assume.side": "una identidad de dos caras solo tiene en juego la cara que muestra (lectura de «la carta en cuestión está en juego»)",
    "assume.cost_resources": "se supone que {player} puede pagar el coste: {amount} recurso(s) ({resource})",
    "unknown.trigger": "la pregunta no dice qué carta nombra el desencadenante («ese …»): puede ser cualquiera (trigger: {{subject: …}})",
    "unknown.text_unread": "{card}, {ability}: el texto sin leer «{words}» podría cambiar la respuesta ({why})",
    "warn.text_respelled": "{card}, {ability}: «{words}» del texto se ha leído como «{read_as}» (escrito sin tilde o sin «ñ»)",
    "warn.text_unread": "{card}, {ability}: el texto sin leer «{words}» no cambia la respuesta (ya hay un objetivo válido y es otro efecto) ({why})",
    "warn.count": "efecto {effect}: el texto nombra {n} objetivos y hay {valid} válidos; las tres secciones solo piden al menos uno",
    "warn.up_to": "efecto {effect}: «hasta {n}» permite elegir 0, pero las tres secciones piden al menos un objetivo válido a una capacidad que especifica objetivos",
    "warn.cost_exhausted": "el coste agota {card}, que ya está agotada: las reglas fuera de estas tres secciones dicen que ese coste no se puede pagar (la respuesta es la de las tres secciones)",
    "warn.cost_counters": "el coste quita {amount} contador(es) de {card}, que tiene {n}: las reglas fuera de estas tres secciones dicen que ese coste no se puede pagar (la respuesta es la de las tres secciones)",
    "board.state.not_in_play": "{event}: {card} no está en juego (está en {zone})",
    "board.state.no_status": "remove_status: {card} no tiene la carta de Estado {status}",
    "board.state.too_many": "{card} tiene {n} de {what}; no se pueden quitar {amount}",
})
EN.update({
    **{f"kind.{k}": k.replace("_", " ") for k in (
        "villain", "minion", "enemy", "main_scheme", "side_scheme", "scheme", "hero", "alter_ego", "identity", "ally",
        "character", "upgrade", "support", "attachment", "player", "card")},
    "verb_example.deal_damage": "deal damage", "verb_example.attack": "deal damage",
    "verb_example.heal": "heal damage", "verb_example.place_threat": "place threat",
    "verb_example.remove_threat": "remove threat", "verb_example.thwart": "remove threat",
    "verb_example.stun": "give a status", "verb_example.confuse": "give a status",
    "verb_example.tough": "give a status", "verb_example.remove_status": "remove a status",
    "verb_example.exhaust": "exhaust the target", "verb_example.ready": "ready the target",
    "verb_example.defeat": "defeat the target", "verb_example.discard": "discard the target",
    "verb_stop.defeat": "defeated", "verb_stop.discard": "discarded",
    "verdicts": "{items:; }",
    "verdict": "{id}: {why}",
    "restriction": "{card} has «{restriction:@restriction_name}»",
    "restriction.imposed": "{card} has «{restriction:@restriction_name}» (imposed by {source})",
    "capacidad.2.play": "the ability only interacts with cards in play ({n})",
    "capacidad.2.zone": "the text names an out-of-play zone ({players}'s {zone:@zone_of}): {n} cards",
    "capacidad.2.set_aside": "the text names the set-aside cards (out of play, no one's): {n} cards",  # family setup
    "objetivo.2": "target '{kind:@kind}': {ids:, |none}",
    "objetivo.5": "effect {effect}: a target must be chosen ({kind:@kind})",
    "objetivo.6.draws": "effect {effect}: {player} draws; they have {n} cards in their deck",
    "objetivo.6.deck": "{player} has {n} cards in their deck",
    "objetivo.6.empty": "{player} has no card in their deck",
    "objetivo.7": "effect {effect} ({verb:@verb_name}): valid {valid:, |none}",
    "objetivo.7.some_excluded": "effect {effect} ({verb:@verb_name}): valid {valid:, |none}; not valid — {excluded:; }",
    "objetivo.7.no_identity": "{player} has no identity in play",
    "objetivo.7.can_affect": "the effect can affect {target}",
    "objetivo.7.damage_not_character": "{card} is not a character: it cannot be dealt damage",
    "objetivo.7.damage": "{card} can be dealt damage",
    "objetivo.7.not_enemy": "{card} is not an enemy",
    "objetivo.7.attack": "{card} can be attacked",
    "objetivo.7.activates": "{card} is an enemy: it can activate (attack or scheme)",
    "objetivo.7.engages": "{card} is an enemy: it can engage a player",  # players
    "objetivo.7.no_damage": "{card} has no damage to heal",
    "objetivo.7.damaged": "{card} has {damage} damage",
    "objetivo.7.not_scheme": "{card} is not a scheme",
    "objetivo.7.place_threat": "threat can be placed on {card}",
    "objetivo.7.acceleration": "{card} is a scheme: acceleration tokens can be placed on it",  # family setup
    "objetivo.7.no_threat": "{card} has no threat on it",
    "objetivo.7.threat": "{card} has {threat} threat",
    "objetivo.7.not_character": "{card} is not a character",
    "objetivo.7.has_status_already": "{card} already has that status ({status:@status_name})",
    "objetivo.7.has_trait_already": "{card} already has the {trait} trait",
    "objetivo.7.can_get_status": "{card} can be given the status",
    "objetivo.7.lacks_status": "{card} does not have status {status:@status_name}",
    "objetivo.7.has_status": "{card} has {status:@status_name}",
    "objetivo.7.already_exhausted": "{card} is already exhausted",
    "objetivo.7.is_ready": "{card} is ready",
    "objetivo.7.already_ready": "{card} is already ready",
    "objetivo.7.is_exhausted": "{card} is exhausted",
    "objetivo.7.nothing_stops": "nothing stops {card} being {verb:@verb_stop}",
    "objetivo.7.not_player_card_in_play": "{card} is not a player card in play",
    "objetivo.7.player_card_in_play": "{card} is a player card in play",
    "objetivo.7.not_in_play_or_identity": "{card} is not in play or is an identity",
    "objetivo.7.already_controls": "{player} already controls {card}",
    "objetivo.7.does_not_control": "{player} does not control {card}",
    "objetivo.7.no_stat": "{card} has no {stat:@stat}",
    "objetivo.7.has_stat": "{card} has that stat",
    "objetivo.7.card_does_not_draw": "{card} is a card, not a player who draws",
    "objetivo.8": "effect {effect}: '{verb:@verb_example}' is an effect with a target",
    "objetivo.10": "the cost ({verbs:@verb_name}) is not considered when judging what the ability can affect",
    "objetivo.11": "effects {effects} on the same target: valid if at least one can affect it",
    "objetivo.11.some": "effects {effects} on the same target: valid if at least one can affect it ({ids})",
    "objetivo.11.rescued": "effect {effect} can affect it",
    "objetivo.12": "another ability forbids that game function: {ids}",
    "objetivo.12.1": "{card} has {source} attached, which says it cannot ready",
    "objetivo.13.damage": "{card} is tough: the damage is prevented but still affects it",
    "objetivo.13.attack": "{card} is tough: the damage is prevented but the attack still affects it",
    "objetivo.17": "effect {effect} ('that'): resolves only on valid targets of effect {previous}: {valid:, |none}",
    "objetivo.17.not_valid": "not a valid target of effect {previous}",
    "objetivo.18": "effect {effect} ('each'): {valid} of {candidates} components are valid targets",
    "objetivo.18.none": "effect {effect} ('each'): {valid} of {candidates} components are valid targets; none is",
    "objetivo.19": "it does not resolve against {ids}",
    "objetivo.19.1": "a Crisis icon is in play ({crisis}): threat cannot be removed from the main scheme",
    "objetivo.20": "effect {effect}: refers to a future target; needs no target to be initiated",
    "objetivo.21": "effect {effect}: a search of {player}'s {zone:@zone_of}, a zone that exists ({n} cards)",
    "objetivo.21.zones": "effect {effect}: a search {zones}, zones that exist",
    "objetivo.21.zone": "{zone:@in_zone}: {n} cards",
    "objetivo.21.zone_assumed": "{zone:@in_zone} (assumed: it has cards)",
    "objetivo.21.zone_unknown": "{zone:@in_zone} (the board does not say whether it has cards)",
    "objetivo.21.find": "effect {effect}: finding a card searches every game area it could be in (the board does not list them all)",
    "objetivo.21.found": "effect {effect}: on the card the search of effect {search} finds, which is not a target",
    "objetivo.21.until": "effect {effect}: on the card effect {search} stops at, which is not a target",
    # -- issue 14: targets, costs, sides, board (EN)
    "kind_name": "{kind:@kind}",
    "select.this": "this card", "select.attached": "the attached card", "select.trigger": "the trigger's card",
    "capacidad.2.named": "the ability names {select:@select} ({ids:, |none_f}): it interacts with it only in play: {kept:, |none_f}",
    "capacidad.3.side_hidden": "{card}: the ability is on the {side:@form} side and {player} shows the {form:@form} side: that side is not in play",
    "objetivo.2.filtered": "target '{kinds: or }' with its conditions: {ids:, |none}",
    "objetivo.2.filtered_some": "target '{kinds: or }' with its conditions: {ids:, |none}; not so — {dropped:; }",
    "objetivo.3.options": "'choose one': options {can:, |none_f} of {n} can be initiated",
    "filter.kinds": "it is not {kinds: nor }",
    "filter.traits": "it lacks the trait {traits: nor }",
    "filter.not_traits": "it has the trait {traits: or }",  # issue 15 (targets)
    "objetivo.2.most": "of those, the ones with the most {of} ({n}): {ids:, |none}",  # issue 15 (targets)
    "objetivo.2.least": "of those, the ones with the least {of} ({n}): {ids:, |none}",
    "objetivo.2.superlative_unknown": "the board does not give {of} for {ids:, }: which has the most or least is unknown; all are kept",
    "unknown.superlative": "the board does not give {of} for {ids:, } (stats: …): which has the most or least is unknown",
    "assume.printed_stat": "the printed {stat} is taken as the value in force the board gives",
    "filter.no_copy_attached": "another copy of {name} is already attached to it",
    "filter.with_attached": "no {kind:@kind_name} is attached to it",
    "unknown.no_copy_attached": "which card 'this card' is (or its name) is not known: whether another copy is attached is unknown",
    "unknown.identity_specific": "the board does not say which cards are identity-specific: all are kept",  # family forms
    "unknown.form_upgrade": "the board does not say which upgrade is a form upgrade: all are kept",  # family forms
    "unknown.printed_resource": "the board does not show printed resources: whether {id} has a [{resource}] resource is unknown",
    "unknown.max_cost": "the board does not show costs: whether {id}'s is {n} or less is unknown",
    "filter.exhausted": "it is not exhausted", "filter.ready": "it is not ready",
    "filter.damaged": "it has no damage", "filter.undamaged": "it has damage",
    "filter.status": "it has no {status:@status_name} status card",
    "filter.engaged": "it is not an enemy engaged with {player}",
    "filter.engaged_any": "it is not an enemy engaged with a player",  # players
    "filter.other": "it is the card itself ('other')",
    "filter.name": "it is not named '{name}'",
    "assume.friendly": "'friendly' read as 'controlled by a player' (any player): the three sections do not define it",
    "assume.defeater": "the board does not say which player defeated the card ('the player who defeated …'): it may be any",  # family setup
    "assume.side": "a two-sided identity has in play only the side it shows (a reading of 'the card is in play')",
    "assume.cost_resources": "{player} is taken to be able to pay the cost: {amount} resource(s) ({resource})",
    "unknown.trigger": "the question does not say which card the trigger names ('that …'): it may be any (trigger: {{subject: …}})",
    "unknown.text_unread": "{card}, {ability}: the unread text '{words}' could change the answer ({why})",
    "warn.text_respelled": "{card}, {ability}: '{words}' in the text was read as '{read_as}' (typed without its accent or 'ñ')",
    "warn.text_unread": "{card}, {ability}: the unread text '{words}' does not change the answer (a valid target exists and it is another effect) ({why})",
    "warn.count": "effect {effect}: the text names {n} targets and {valid} are valid; the three sections only ask for at least one",
    "warn.up_to": "effect {effect}: 'up to {n}' allows choosing 0, but the three sections ask an ability that specifies targets for at least one valid target",
    "warn.cost_exhausted": "the cost exhausts {card}, already exhausted: the rules outside these three sections say that cost cannot be paid (the answer is the three sections')",
    "warn.cost_counters": "the cost removes {amount} counter(s) from {card}, which has {n}: the rules outside these three sections say that cost cannot be paid (the answer is the three sections')",
    "board.state.not_in_play": "{event}: {card} is not in play (it is in {zone})",
    "board.state.no_status": "remove_status: {card} has no {status} status card",
    "board.state.too_many": "{card} has {n} {what}; {amount} cannot be removed",
})
ES.update({
    "zone_of.hand": "mano", "zone_of.deck": "mazo", "zone_of.discard": "pila de descartes",
    "zone_of.removed": "fuera de la partida",
    "zone_state.set_aside": "apartada", "zone_state.removed": "retirada de la partida",
    "encounter_to.discard": "la pila de descartes", "encounter_to.deck": "el mazo",
    "state.exhausted": "agotado", "state.ready": "preparado",
    "controls.you": "que controles", "controls.other": "que controle otro jugador",
    "control.1.identity": "{card} es la identidad de {player}: le pertenece",
    "control.1.encounter": "{card} es una carta de Encuentro: su propietario es el escenario",
    "control.1.taken": "{card} es una carta de Jugador del escenario y {player} tomó su control: ahora es su propietario",
    "control.1.scenario": "{card} es una carta de Jugador del escenario (campaña) que ningún jugador ha controlado: es del escenario",
    "control.1.deck": "{card} estaba en el mazo de {player} al inicio de la preparación",
    "control.2": "{card} ({type:@type_name}) es una carta de Encuentro",
    "control.3": "{player} juega como {name}",
    "control.4.out_of_game": "{card} está {zone:@zone_state}: no está en juego ni en la zona de ningún jugador, nadie la controla",
    "control.4.encounter_zone": "{card} no ha entrado en juego: está en el mazo o la pila de descartes de Encuentros (ver debajo)",
    "control.4.out_of_play": "{card} no ha entrado en juego: está en {zone:@zone_the} de {player} (ver debajo)",
    "control.4.identity": "{card} es una identidad: quién la controla lo dice la regla de debajo",
    "control.4.entered": "entró en juego controlada por su propietario, {player}",
    "control.4.encounter": "es una carta de Encuentro: la controla el escenario",
    "control.4.changed": "entró en juego controlada por su propietario, {owner}; después cambió de controlador (ver debajo)",
    "control.4.played_under": "su propietario es {owner}, pero su texto deja jugarla bajo el control de cualquier jugador, "
                              "y así se jugó (ver debajo)",
    "control.4.attached": "entró en juego controlada por su propietario, {owner}; está vinculada a {host} (ver debajo)",
    "control.5": "{card} ({type:@type_name}) es una carta de Encuentro: la controla el escenario",
    "control.6": "la Mejora {card} (de {owner}) está vinculada a {host}, controlada por {player}",
    "control.7.nobody": "ningún jugador ha tomado el control de {card}",
    "control.7": "{player} tomó el control de {card}, con reverso de carta de Jugador: pasa a ser su propietario",
    "control.8": "una capacidad cambió explícitamente el controlador de {card} a {player}",
    "control.8.source": "una capacidad ({source}) cambió explícitamente el controlador de {card} a {player}",
    "control.9": "{card} está en {zone:@zone_the} de {player}",
    "control.10.removed": "{card} se retira de la partida",
    "control.10.scenario_hand": "{card} pertenece al escenario, que no tiene mano: las reglas no permiten que vaya a una mano",
    "control.10.scenario": "{card} es del escenario: va a {zone:@encounter_to} de Encuentros",
    "control.10.eliminated": "su propietario, {player}, ya no participa en la partida: {card} se retira del juego",
    "control.10.leaves_play": "al abandonar el juego va {zone:@to_zone} de su propietario, {player}",
    "control.10.hand_only_discard": "{card} está en la mano: solo se responde adónde va al jugarse o descartarse (to: discard)",
    "control.10.owner_eliminated": "su propietario, {player}, ya no participa en la partida",
    "control.10.discard": "va a la pila de descartes de su propietario, {player}",
    "control.10.nowhere": "{card} está {zone:@in_zone}: no está en juego ni en una mano, así que no abandona ninguna zona",
    "control.11": "{card} conserva su situación ({state:@state}, {damage} de Daño) y pasa a la zona de juego de {player}",
    "control.12": "{host} cambió de controlador: la Mejora vinculada {card} pasa también a {player}",
    "control.13": "el cambio de control sobre {card} (a favor de {player}) terminó",
    "control.13.item": "el control de {card} termina: va a la zona de su propietario",
    "control.13.1": "{source} abandonó el juego y su capacidad dejó de estar en vigor: {player} vuelve a controlar {card}",
    "control.13.2": "{card} abandonó el juego: el cambio de control terminó",
    "control.13.3": "{card} es un Evento que se juega: va a la pila de descartes de su propietario",
    "control.13.4": "{card} se descarta de la mano: va a la pila de descartes de su propietario",
    "control.14": "solo cartas en juego {mode:@controls}: quedan {ids:, |none_f}",
    "control.14.dropped": "solo cartas en juego {mode:@controls}: quedan {ids:, |none_f}; fuera: {dropped}",
})
EN.update({
    "zone_of.hand": "hand", "zone_of.deck": "deck", "zone_of.discard": "discard", "zone_of.removed": "removed",
    "zone_state.set_aside": "set aside", "zone_state.removed": "removed from the game",
    "encounter_to.discard": "discard pile", "encounter_to.deck": "deck",
    "state.exhausted": "exhausted", "state.ready": "ready",
    "controls.you": "that you control", "controls.other": "that another player controls",
    "control.1.identity": "{card} is {player}'s identity: they own it",
    "control.1.encounter": "{card} is an encounter card: the scenario owns it",
    "control.1.taken": "{card} is a scenario card with a player back and {player} took control of it: they now own it",
    "control.1.scenario": "{card} is a campaign/scenario player card no player has taken control of: the scenario owns it",
    "control.1.deck": "{card} was in {player}'s deck when setup began",
    "control.2": "{card} ({type:@type_name}) is an encounter card",
    "control.3": "{player} plays as {name}",
    "control.4.out_of_game": "{card} is {zone:@zone_state}: neither in play nor in a player's zone, so nobody controls it",
    "control.4.encounter_zone": "{card} has not entered play: it is in the encounter deck or discard pile (see below)",
    "control.4.out_of_play": "{card} has not entered play: it is in {player}'s {zone:@zone_of} (see below)",
    "control.4.identity": "{card} is an identity: the rule below says who controls it",
    "control.4.entered": "it entered play under its owner's control, {player}",
    "control.4.encounter": "it is an encounter card: the scenario controls it",
    "control.4.changed": "it entered play under its owner's control, {owner}; its controller changed later (see below)",
    "control.4.played_under": "its owner is {owner}, but its text lets it be played under any player's control, and "
                              "it was played so (see below)",
    "control.4.attached": "it entered play under its owner's control, {owner}; it is attached to {host} (see below)",
    "control.5": "{card} ({type:@type_name}) is an encounter card: the scenario controls it",
    "control.6": "upgrade {card} (owned by {owner}) is attached to {host}, controlled by {player}",
    "control.7.nobody": "no player has taken control of {card}",
    "control.7": "{player} took control of {card}, which has a player card back: they become its owner",
    "control.8": "an ability explicitly changed {card}'s controller to {player}",
    "control.8.source": "an ability ({source}) explicitly changed {card}'s controller to {player}",
    "control.9": "{card} is in {player}'s {zone:@zone_of}",
    "control.10.removed": "{card} is removed from the game",
    "control.10.scenario_hand": "{card} belongs to the scenario, which has no hand: the rules do not let it go to a hand",
    "control.10.scenario": "{card} belongs to the scenario: it goes to the encounter {zone:@encounter_to}",
    "control.10.eliminated": "its owner, {player}, is no longer in the game: {card} is removed from the game",
    "control.10.leaves_play": "leaving play, it goes to its owner's {zone:@zone_of}, {player}'s",
    "control.10.hand_only_discard": "{card} is in a hand: arbitro answers where it goes when played or discarded (to: discard)",
    "control.10.owner_eliminated": "its owner, {player}, is no longer in the game",
    "control.10.discard": "it goes to its owner's discard pile, {player}'s",
    "control.10.nowhere": "{card} is {zone:@in_zone}: neither in play nor in a hand, so it leaves nothing",
    "control.11": "{card} keeps its state ({state:@state}, {damage} damage) and moves to {player}'s play area",
    "control.12": "{host} changed controller: its attached upgrade {card} goes to {player} too",
    "control.13": "the control change over {card} (to {player}) has ended",
    "control.13.item": "control of {card} ends: it goes to its owner's zone",
    "control.13.1": "{source} left play so its ability is no longer in force: {card} returns to {player}",
    "control.13.2": "{card} left play: the control change ended",
    "control.13.3": "{card} is an event being played: it goes to its owner's discard pile",
    "control.13.4": "{card} is discarded from a hand: it goes to its owner's discard pile",
    "control.14": "only cards in play {mode:@controls}: kept {ids:, |none_f}",
    "control.14.dropped": "only cards in play {mode:@controls}: kept {ids:, |none_f}; left out: {dropped}",
})
ES.update({
    "board.leave_play.not_in_play": "leave_play: la carta {card} no está en juego (está en {zone})",
    "board.leave_play.scenario_hand": "leave_play: {card} pertenece al escenario, que no tiene mano",
    "board.take_control.not_in_play": "take_control: la carta {card} no está en juego",
    "board.take_control.identity": "take_control: no se puede tomar el control de una identidad",
    "board.attach.host_not_in_play": "attach: {host} no está en juego",
    "board.attach.cycle": "attach: vincular {card} a {host} cerraría un ciclo de vinculaciones: {cycle: → }",
    "board.not_in_hand": "{event}: la carta {card} no está en una mano (está en {zone})",
    "board.play_event.not_event": "play_event: {card} no es un Evento (es {type})",
    "board.unknown_event": "suceso desconocido {event}",
    "question.no_ability": "{card} no tiene la capacidad {ability!r} (tiene: {ids:, |dash})",
    "question.unknown": "pregunta desconocida {ask}",
    "question.event": "suceso {n} ({event}): {why}",
    "objetivo.1": "objetivos válidos: {ids:, |none}",
    "dash": "—",
})
EN.update({
    "board.leave_play.not_in_play": "leave_play: card {card} is not in play (it is in {zone})",
    "board.leave_play.scenario_hand": "leave_play: {card} belongs to the scenario, which has no hand",
    "board.take_control.not_in_play": "take_control: card {card} is not in play",
    "board.take_control.identity": "take_control: control of an identity cannot change",
    "board.attach.host_not_in_play": "attach: {host} is not in play",
    "board.attach.cycle": "attach: attaching {card} to {host} would close an attachment cycle: {cycle: → }",
    "board.not_in_hand": "{event}: card {card} is not in a hand (it is in {zone})",
    "board.play_event.not_event": "play_event: {card} is not an event (it is {type})",
    "board.unknown_event": "unknown event {event}",
    "question.no_ability": "{card} has no ability {ability!r} (it has: {ids:, |dash})",
    "question.unknown": "unknown question {ask}",
    "question.event": "event {n} ({event}): {why}",
    "objetivo.1": "valid targets: {ids:, |none}",
    "dash": "—",
})


# -- the labels of an answer's text (arbitro.render.text)
ES.update({
    "answer.yes": "Sí se puede iniciar",
    "answer.no": "NO se puede iniciar",
    "answer.automatic": "se resuelve sola (forzosa): nadie la inicia",
    "answer.targets": "Objetivos válidos",
    "answer.none": "ninguno",
    "answer.controller": "Controlador",
    "answer.owner": "Propietario",
    "answer.destination": "Destino",
    "answer.who_may_use": "Quién puede usarla",
    "answer.order": "Orden de resolución",
    "answer.nobody": "nadie",
    "answer.scenario": "el escenario",
    "answer.removed": "retirada de la partida",
    "answer.valid": "válido",
    "answer.excluded": "excluido",
    "answer.by": "por",
    "answer.why": "Justificación",
    "answer.expected": "Esperado",
    "answer.ok": "correcto",
    "answer.fail": "NO COINCIDE",
    "answer.missing": "faltan citas",
    "answer.edition": "edición",
    "answer.quoted_above": "(texto citado arriba)",
    "answer.gloss": "Glosa (inglés): {gloss}",
    "answer.translation_only": "⚠ solo en la traducción española",
    "answer.decided_tr": "⚠ Esta respuesta la decide un párrafo que solo está en la traducción española; con --edition en la respuesta cambia.",
    "answer.differ": "Las ediciones dan respuestas distintas; lo decide: ",
    "answer.same": "Ambas ediciones dan la misma respuesta.",
    "answer.candidates": "Candidatos",
    "answer.error": "error",
    "answer.zone.discard": "pila de descartes",
    "answer.zone.hand": "mano",
    "answer.zone.deck": "mazo",
    "answer.zone.removed": "retirada de la partida",
    "answer.of": "de",
    "answer.encounter.discard": "pila de descartes de Encuentros",
    "answer.encounter.deck": "mazo de Encuentros",
    "answer.because": "Porque",
    "answer.undetermined": "INDETERMINADO",
    "answer.unknowns": "depende de lo que el tablero no dice",
    "answer.assumptions": "Supuestos",
    "answer.warnings": "Avisos",
})
# -- the labels of an answer's text (arbitro.render.text)
EN.update({
    "answer.yes": "It CAN be initiated",
    "answer.no": "It can NOT be initiated",
    "answer.automatic": "it resolves by itself (forced): nobody initiates it",
    "answer.targets": "Valid targets",
    "answer.none": "none",
    "answer.controller": "Controller",
    "answer.owner": "Owner",
    "answer.destination": "Destination",
    "answer.who_may_use": "Who may use it",
    "answer.order": "Resolution order",
    "answer.nobody": "nobody",
    "answer.scenario": "the scenario",
    "answer.removed": "removed from the game",
    "answer.valid": "valid",
    "answer.excluded": "excluded",
    "answer.by": "by",
    "answer.why": "Justification",
    "answer.expected": "Expected",
    "answer.ok": "ok",
    "answer.fail": "MISMATCH",
    "answer.missing": "missing cites",
    "answer.edition": "edition",
    "answer.quoted_above": "(quoted above)",
    "answer.gloss": "In English: {gloss}",
    "answer.translation_only": "⚠ Spanish translation only",
    "answer.decided_tr": "⚠ A paragraph found only in the Spanish translation decides this answer; under --edition en it changes.",
    "answer.differ": "The editions give different answers; decided by: ",
    "answer.same": "Both editions give the same answer.",
    "answer.candidates": "Candidates",
    "answer.error": "error",
    "answer.zone.discard": "discard pile",
    "answer.zone.hand": "hand",
    "answer.zone.deck": "deck",
    "answer.zone.removed": "removed from the game",
    "answer.of": "of",
    "answer.encounter.discard": "encounter discard pile",
    "answer.encounter.deck": "encounter deck",
    "answer.because": "Because",
    "answer.undetermined": "UNDETERMINED",
    "answer.unknowns": "it depends on what the board does not say",
    "answer.assumptions": "Assumptions",
    "answer.warnings": "Warnings",
})

# -- the commands' messages
ES.update({
    "cmd.folder": "{path}: es una carpeta; este comando responde a un archivo (para una carpeta: arbitro check o arbitro validate)",
    "unread.missing": "no existe ese fichero ni carpeta",
    "unread.empty": "no hay ningún escenario (archivos .yaml o .yml) en esta carpeta",
    "unread.loop": "bucle de enlaces simbólicos: no se ha leído",
    "unread.dangling": "enlace simbólico a algo que no existe: no se ha leído",
    "unread.special": "no es un fichero normal (FIFO, dispositivo o socket): no se ha leído",
    "unread.unreadable": "no se puede leer: {detail}",
    "file_kind.link": "un enlace simbólico", "file_kind.folder": "una carpeta", "file_kind.fifo": "una FIFO",
    "file_kind.device": "un dispositivo", "file_kind.socket": "un socket", "file_kind.special": "un fichero especial",
    "output.not_regular": "es {kind:@file_kind}, no un fichero normal: arbitro no lo sigue ni lo reemplaza (para la salida estándar: {option} -)",
    "output.cannot_write": "no se puede escribir: {error}",
    "output.empty_name": "error: {option}: falta el nombre del fichero (para la salida estándar: {option} -)",
    "output.no_folder": "no existe la carpeta {folder}",
    "ask.no_card": "error: no hay ninguna carta {card!r} en el escenario",
    "ask.no_card.near": "error: no hay ninguna carta {card!r} en el escenario (¿quizá {near}?)",
    "ask.no_player": "error: no hay ningún jugador {player!r}; jugadores: {ids}",
    "ask.no_player.near": "error: no hay ningún jugador {player!r} (¿quizá {near}?)",
    "ask.choose_ability": "error: {card} tiene {n} capacidades; elige una con --ability ({ids:, |dash})",
    "ask.no_ability": "error: {card} no tiene la capacidad {ability!r} (tiene: {ids:, |dash})",
    "ask.no_question": "error: {file}: no hay ninguna pregunta {question!r} (preguntas: {ids})",
    "ask.no_question.near": "error: {file}: no hay ninguna pregunta {question!r} (preguntas: {ids}); ¿quizá {near}?",
    "ask.card_or_basic": "error: indica --card (y opcionalmente --ability) o bien --basic y --character",
    "ask.no_basic": "error: --basic {basic!r} no existe (attack, thwart, recover, scheme)",
    "ask.no_basic.near": "error: --basic {basic!r} no existe (attack, thwart, recover, scheme); ¿quizá {near}?",
    "ask.basic_character": "error: --basic necesita --character",
    "ask.effect_range": "error: --effect {effect}: la capacidad tiene {n} efectos",
    "ask.no_order": "error: {file}: no hay ninguna pregunta `order` con id {question!r} (hay: {ids:, |none_f})",
    "check.one_edition": "error: check compara con una sola edición (es o en)",
    "check.no_clause": "error: no existe la cláusula {clause!r}",
    "check.no_clause.near": "error: no existe la cláusula {clause!r} (¿quizá {near}?)",
    "check.failed": "FALLO: ",
    "check.unanswered": "SIN RESPUESTA: ",
    "check.not_loaded": "{n} archivo(s) no se pudieron cargar: {files}",
    "check.not_covered": "  sin cubrir: {clauses}",
    "check.coverage": "cobertura total: {pct:.1f}% ({covered}/{evaluated})",
    "check.internal_error": "{path}: error interno de arbitro al responder este archivo ({error}); ARBITRO_DEBUG=1 muestra el detalle",
    "rules.no_section": "error: no existe la sección {section!r} (capacidad, objetivo, control)",
    "rules.no_section.near": "error: no existe la sección {section!r} (capacidad, objetivo, control); ¿quizá {near}?",
    "rules.no_clause": "error: no existe la cláusula {clause!r}",
    "rules.no_clause.near": "error: no existe la cláusula {clause!r}; ¿quizá {near}?",
    "rules.count": "{n} cláusulas",
    "rule.alias": " (alias: {alias})",
    "rule.translation_only": "⚠ Solo en la traducción española: este párrafo no está en la versión original en inglés "
                             "(se aplica con --edition es, no con --edition en).",
    "rule.gloss": "Glosa (inglés): {gloss}",
    "rule.parent": "Dentro de: {clause}",
    "rule.depends_on": "Depende de:",
    "rule.dependents": "Dependen de ella:",
    "rule.exception_to": "Excepción a:",
    "rule.example_of": "Ejemplo de:",
    "rule.same_as": "Igual que:",
    "rule.see_also": "Véase:",
    "rule.exceptions_examples": "Excepciones y ejemplos:",
    "rule.roots": "Raíz de las preguntas: {asks}",
    "rule.reference_only": "Solo de referencia: {why}",
    "rule.evaluator": "Evaluador: {name}",
    "rule.no_scenarios": "Escenarios que la citan: no hay carpeta de escenarios (--scenarios CARPETA)",
    "rule.cited_by": "Escenarios que la citan ({folder}): {n}",
    "rule.unread": "  sin leer: {paths}",
    "search.none": "ninguna cláusula coincide",
    "graph.written": "grafo escrito en {path}",
    "validate.ok": "{file}: válido ({q} pregunta(s))",
    "validate.respelled": "{where}: {card}, {ability}: aviso: [{start}:{end}] «{words}» se lee como «{read_as}» (escrito sin tilde o sin «ñ»)",
    "validate.unread": "{where}: {card}, {ability}: sin leer [{start}:{end}] «{words}»: {why}",
    "validate.differs": "{where}: {card}, {ability}: aviso: 'effects' ({given}) no coincide con la lectura del texto ({read}); se usa 'effects'",
    "check.card_data": "datos de cartas: commit {commit}, fecha {date} (índice {index})",
    "validate.summary": "{ok} válido(s), {bad} con problemas, de {n} archivo(s)",
})
EN.update({
    "cmd.folder": "{path}: is a folder; this command answers one file (for a folder: arbitro check or arbitro validate)",
    "unread.missing": "no such file or folder",
    "unread.empty": "no scenario (.yaml or .yml file) in this folder",
    "unread.loop": "symbolic link loop: not read",
    "unread.dangling": "symbolic link to nothing: not read",
    "unread.special": "not a regular file (FIFO, device or socket): not read",
    "unread.unreadable": "cannot be read: {detail}",
    "file_kind.link": "a symbolic link", "file_kind.folder": "a folder", "file_kind.fifo": "a FIFO",
    "file_kind.device": "a device", "file_kind.socket": "a socket", "file_kind.special": "a special file",
    "output.not_regular": "is {kind:@file_kind}, not a regular file: arbitro neither follows nor replaces it (for standard output: {option} -)",
    "output.cannot_write": "cannot write: {error}",
    "output.empty_name": "error: {option}: the file name is empty (for standard output: {option} -)",
    "output.no_folder": "the folder {folder} does not exist",
    "ask.no_card": "error: there is no card {card!r} in the scenario",
    "ask.no_card.near": "error: there is no card {card!r} in the scenario (did you mean {near}?)",
    "ask.no_player": "error: there is no player {player!r}; players: {ids}",
    "ask.no_player.near": "error: there is no player {player!r} (did you mean {near}?)",
    "ask.choose_ability": "error: {card} has {n} abilities; choose one with --ability ({ids:, |dash})",
    "ask.no_ability": "error: {card} has no ability {ability!r} (it has: {ids:, |dash})",
    "ask.no_question": "error: {file}: no question {question!r} (questions: {ids})",
    "ask.no_question.near": "error: {file}: no question {question!r} (questions: {ids}); did you mean {near}?",
    "ask.card_or_basic": "error: give --card (and optionally --ability) or --basic with --character",
    "ask.no_basic": "error: --basic {basic!r} does not exist (attack, thwart, recover, scheme)",
    "ask.no_basic.near": "error: --basic {basic!r} does not exist (attack, thwart, recover, scheme); did you mean {near}?",
    "ask.basic_character": "error: --basic needs --character",
    "ask.effect_range": "error: --effect {effect}: the ability has {n} effects",
    "ask.no_order": "error: {file}: no `order` question with id {question!r} (there are: {ids:, |none_f})",
    "check.one_edition": "error: check compares under one edition (es or en)",
    "check.no_clause": "error: no clause {clause!r}",
    "check.no_clause.near": "error: no clause {clause!r} (did you mean {near}?)",
    "check.failed": "FAILED: ",
    "check.unanswered": "UNANSWERED: ",
    "check.not_loaded": "{n} file(s) could not be loaded: {files}",
    "check.not_covered": "  not covered: {clauses}",
    "check.coverage": "total coverage: {pct:.1f}% ({covered}/{evaluated})",
    "check.internal_error": "{path}: arbitro internal error while answering this file ({error}); ARBITRO_DEBUG=1 shows the details",
    "rules.no_section": "error: no section {section!r} (capacidad, objetivo, control)",
    "rules.no_section.near": "error: no section {section!r} (capacidad, objetivo, control); did you mean {near}?",
    "rules.no_clause": "error: no clause {clause!r}",
    "rules.no_clause.near": "error: no clause {clause!r}; did you mean {near}?",
    "rules.count": "{n} clauses",
    "rule.alias": " (alias: {alias})",
    "rule.translation_only": "⚠ Spanish translation only: this paragraph is not in the English original "
                             "(it applies under --edition es, not under --edition en).",
    "rule.gloss": "Gloss: {gloss}",
    "rule.parent": "Part of: {clause}",
    "rule.depends_on": "Depends on:",
    "rule.dependents": "Depended on by:",
    "rule.exception_to": "Exception to:",
    "rule.example_of": "Example of:",
    "rule.same_as": "Same as:",
    "rule.see_also": "See also:",
    "rule.exceptions_examples": "Exceptions and examples:",
    "rule.roots": "Root of the questions: {asks}",
    "rule.reference_only": "Reference only: {why}",
    "rule.evaluator": "Evaluator: {name}",
    "rule.no_scenarios": "Scenarios citing it: no scenario folder (--scenarios FOLDER)",
    "rule.cited_by": "Scenarios citing it ({folder}): {n}",
    "rule.unread": "  not read: {paths}",
    "search.none": "no clause matches",
    "graph.written": "graph written to {path}",
    "validate.ok": "{file}: valid ({q} question(s))",
    "validate.respelled": "{where}: {card}, {ability}: warning: [{start}:{end}] '{words}' is read as '{read_as}' (typed without its accent or 'ñ')",
    "validate.unread": "{where}: {card}, {ability}: not read [{start}:{end}] '{words}': {why}",
    "validate.differs": "{where}: {card}, {ability}: warning: 'effects' ({given}) differ from the reading of the text ({read}); 'effects' is used",
    "check.card_data": "card data: commit {commit}, date {date} (index {index})",
    "validate.summary": "{ok} valid, {bad} with problems, of {n} file(s)",
})

# -- issue 15: the text reader (arbitro.reader, arbitro.commands.read)
ES.update({
    "reader.not_understood": "ninguna regla de la gramática lee esta frase (a partir de «{word}»)",
    "reader.given_identity_side": "el nombre es una cara de la identidad del jugador que tiene esta carta: solo es su identidad mientras muestre esa cara, una forma que el formato no exige aquí",
    "reader.subject_unclear": "tras una frase sobre el jugador que derrotó la carta, un verbo sin «tú» («sufre») puede ser de ese jugador o tuyo: no se dice quién",
    "reader.boost_this_enemy": "en una capacidad de Aumento, «este enemigo» es el enemigo que se activa, no esta carta: el formato no tiene palabra para él",
    "reader.unknown_header": "encabezado en negrita desconocido «{header}»",
    "reader.otherwise_alone": "«de no ser así» sin un efecto leído justo antes al que se refiera",
    "reader.instead_unclear": "«en vez de eso» sin un «cuando … vaya a …» de Interrupción ni un «si …» tras un efecto leído que diga qué reemplaza",  # wt-i2
    "reader.otherwise_no_condition": "«de no ser así» tras un efecto sin condición: no se sabe qué otra rama es",  # wt-i2
    "reader.no_antecedent": "«ese/esa …» sin un objetivo leído antes (ni uno solo en el desencadenante) al que se refiera",
    "reader.no_options": "«elige una opción» sin opciones (•) detrás",
    "reader.used_by_alone": "«cualquier jugador puede aplicar esta capacidad» sin una capacidad desencadenada en el mismo párrafo a la que se refiera",  # players
    "reader.rule_in_parentheses": "un paréntesis que cambia la regla («en vez de», «modo Experto»), no un recordatorio",

    "reader.parenthesis_condition": "un paréntesis con una condición («{word}») no es texto recordatorio: cambia el efecto",
    "reader.options_elsewhere": "las opciones de «elige una opción» no caben en una lista de efectos: "
                                "`arbitro read` las muestra como `options`",
    "reader.unread": "no leído",
    "reader.respelled": "«{words}» leído como «{read_as}» (escrito sin tilde o sin «ñ»)",
    "reader.parenthesis": "texto entre paréntesis que no es un recordatorio: forma parte de la capacidad y ninguna regla lo lee",
    "reader.qualifier": "calificativo del encabezado «({qualifier})» que ninguna regla lee",
    "reader.empty_body": "el encabezado no va seguido de ningún efecto",
    "reader.option_unread": "«elige una opción»: alguna opción no se ha leído, así que la elección no se lee",
    "reader.no_text": "no hay texto que leer: da un TEXTO o --card CÓDIGO",
    "reader.both": "da un TEXTO o --card CÓDIGO, no ambos",
    "reader.summary": "{n} capacidad(es): {full} leída(s) por completo, {part} en parte, {none} sin leer",
})

# -- the card pool (arbitro.cards, arbitro.commands.cards) and the graph's legends (arbitro.rulebook.graph)
ES.update({
    "cards.type.identity": "identidad", "cards.type.hero": "Héroe", "cards.type.alter_ego": "Alter ego",
    "cards.type.ally": "Aliado", "cards.type.event": "Evento", "cards.type.upgrade": "Mejora",
    "cards.type.support": "Apoyo", "cards.type.resource": "Recurso", "cards.type.villain": "Villano",
    "cards.type.minion": "Esbirro", "cards.type.treachery": "Traición", "cards.type.attachment": "Accesorio",
    "cards.type.environment": "Entorno", "cards.type.obligation": "Obligación",
    "cards.type.main_scheme": "Plan principal", "cards.type.side_scheme": "Plan secundario",
    "cards.type.player_side_scheme": "Plan secundario de jugador", "cards.type.leader": "Líder",
    "cards.type": "{type:@cards.type}",
    "cards.abilities.triggered": "aplicadas, con encabezado en negrita conocido",
    "cards.abilities.header": "con un encabezado en negrita que arbitro no conoce",
    "cards.abilities.constant": "constantes (sin encabezado)",
    "cards.abilities.keyword": "palabras clave",
    "cards.ability.triggered": "aplicada", "cards.ability.header": "encabezado desconocido",
    "cards.ability.constant": "constante", "cards.ability.keyword": "palabra clave",
    "cards.stat.cost": "Coste", "cards.stat.attack": "ATQ", "cards.stat.thwart": "INT", "cards.stat.defense": "DEF",
    "cards.stat.recover": "REC", "cards.stat.health": "Vida", "cards.stat.scheme": "PLN", "cards.stat.hand_size": "Mano",
    "cards.stat.base_threat": "Amenaza inicial", "cards.stat.threat": "Amenaza máx.",
    "cards.stat.escalation_threat": "Aceleración de amenaza", "cards.stat.boost": "Aumento",
    "cards.per_player": "/jugador",
    # errors of the pool and the index (CardsError)
    "cards.no_folder": "{folder}: no existe esa carpeta",
    "cards.not_folder": "{folder}: no es una carpeta (se espera una copia de los datos JSON de MarvelCDB)",
    "cards.not_layout": "{folder}: no tiene la estructura de los datos JSON de MarvelCDB: falta pack/*.json (las cartas "
                        "en inglés; las traducciones van en translations/es/pack/*.json). Indica la carpeta raíz de una "
                        "copia de https://github.com/zzorba/marvelsdb-json-data",
    "cards.no_fts5": "el SQLite de este Python ({version}) no tiene FTS5 con remove_diacritics 2 "
                     "(SQLite ≥ 3.27 compilado con FTS5): usa un Python cuyo módulo sqlite3 lo incluya (los de "
                     "python.org y de las distribuciones habituales lo incluyen)",
    "cards.no_pool": "no hay ningún conjunto de cartas importado (se buscó en {path}). Importa tu copia de los datos "
                     "JSON de MarvelCDB con: arbitro cards import CARPETA (ARBITRO_CARDS elige otra ubicación)",
    "cards.not_index": "{path}: no es un índice de cartas de arbitro ({error}); vuelve a importar con arbitro cards import CARPETA",
    "cards.other_version": "{path}: el índice es de otra versión de arbitro; vuelve a importar con arbitro cards import CARPETA",
    "cards.damaged": "error: {path}: el índice está dañado ({error}); vuelve a importar con arbitro cards import CARPETA",
    # malformed records (arbitro.cards.build.Problem)
    "cards.problem.not_utf8": "no es UTF-8 (byte {byte}); archivo omitido",
    "cards.problem.bad_json": "JSON no válido en la línea {line}, columna {column}: {error}; archivo omitido",
    "cards.problem.unreadable": "no se puede leer: {error}; archivo omitido",
    "cards.problem.not_list": "se esperaba una lista de cartas; archivo omitido",
    "cards.problem.not_object": "el registro {n} no es un objeto JSON",
    "cards.problem.bad_code": "el registro {n} no tiene un 'code' válido ({value!r})",
    "cards.problem.not_text": "'{key}' debe ser texto, no {kind}",
    "cards.problem.missing": "falta '{key}' (y no es una reedición: no tiene 'duplicate_of')",
    "cards.problem.not_whole": "'{key}' debe ser un número entero o null, no {value!r}",
    "cards.problem.not_flag": "'{key}' debe ser true o false, no {value!r}",
    "cards.problem.code_twice": "código repetido (ya leído en {first}); registro omitido",
    "cards.problem.translation_twice": "traducción repetida; registro omitido",
    "cards.problem.duplicate_of": "'duplicate_of' nombra un código que no se ha leído ({target}); registro omitido",
    "cards.problem.back_link": "'back_link' nombra un código que no se ha leído ({target}); registro omitido",
    "cards.problem.orphan": "traducción de un código que no está en pack/*.json; registro omitido",
    "cards.problem.no_name": "la traducción no tiene 'name'; registro omitido",
    "cards.not_read": "la lectura del texto impreso en efectos aún no está disponible",
    # where the data came from
    "cards.commit": "commit {commit}",
    "cards.date": "fecha {date}",
    "cards.no_source": "sin commit ni fecha",
    "cards.source": "datos: {bits:, |cards.no_source} ({where})",
    # cards import
    "cards.progress": "leyendo {done}/{total} {name}",
    "cards.cannot_write": "error: no se puede escribir el índice: {error}",
    "cards.imported": "Importado {folder}",
    "cards.index_size": "  índice: {index} ({mb:.1f} MB, {seconds:.1f} s)",
    "cards.records": "Registros leídos: {en} en inglés ({en_files} archivos), {es} en español ({es_files} archivos)",
    "cards.by_kind": "Cartas por tipo (inglés / español):",
    "cards.total": "total",
    "cards.identity_once": "  (una identidad cuenta una vez: sus caras de Héroe y Alter ego van juntas)",
    "cards.reprints": "Reediciones incorporadas a la carta que reeditan (duplicate_of): {en} en inglés, {es} en español",
    "cards.abilities": "Capacidades (párrafos del texto) por tipo (inglés / español):",
    "cards.reading": "Capacidades leídas en efectos por el lector de texto (inglés / español; «arbitro read» muestra qué no se lee):",
    "cards.reading.full": "leídas por completo",
    "cards.reading.part": "leídas en parte",
    "cards.reading.none": "sin leer",
    "cards.malformed": "Registros con errores, omitidos: {n}",
    "cards.malformed.more": "  … y {n} más (--show N o --json para verlos)",
    # cards search, cards info
    "cards.no_match": "ninguna carta coincide",
    "cards.info": "índice: {index}\n{source}\nregistros: {en} en inglés, {es} en español",
    "cards.readings_current": "lecturas de las capacidades: guardadas al importar por este lector",
    "cards.readings_stale": ("lecturas de las capacidades: no son de esta versión del lector (arbitro o su gramática han "
                             "cambiado desde la importación): se leen de nuevo en cada consulta; «arbitro cards import» "
                             "las renueva"),
    # card
    "cards.ambiguous": "error: varias cartas se llaman {name}: {matches:; }. Indica el código.",
    "cards.match": "{card} ({name}, {type:@cards.type})",
    "cards.unknown": "error: ninguna carta tiene el código o el nombre {name} (arbitro cards search PALABRAS busca en el texto)",
    "cards.unknown.near": "error: ninguna carta tiene el código o el nombre {name}; ¿quizá {near}? (arbitro cards search PALABRAS busca en el texto)",
    "cards.card.reprint_of": "  ({card} es una reedición de esta carta)",
    "cards.card.reprints": "  reediciones: {codes}",
    "cards.card.unique": " · única",
    "cards.card.side": "Cara {head}",
    "cards.card.untranslated": "  (sin traducción al español: texto en inglés)",
    "cards.card.traits": "  Rasgos: {traits}",
    "cards.card.icons": "  Iconos: {icons}",
    "cards.card.governed": "      rigen: {clauses}",
    "cards.card.unread": "      sin leer [{start}:{end}]: {why}",
    "cards.card.reading": "      leída ({status}): {effects}",
    "cards.status.full": "por completo", "cards.status.part": "en parte", "cards.status.none": "nada",
    "cards.card.clauses": "Cláusulas:",
    # the graph's legends and the graphviz error of `graph --format svg`
    "graph.legend": "Leyenda",
    "graph.edge.depends_on": "depende de (la evalúa)",
    "graph.edge.exception_to": "excepción a",
    "graph.edge.example_of": "ejemplo de",
    "graph.edge.same_as": "mismo texto en otra sección",
    "graph.edge.see_also": "véase también",
    "graph.edge.parent": "impresa dentro de",
    "graph.node.translation_only": "solo en la traducción española",
    "graph.node.reference_only": "solo de referencia (no se evalúa)",
    "graph.node.root": "raíz",
    "graph.no_graphviz": "error: --format svg necesita Graphviz (el programa dot), que no está instalado: "
                         "instálalo (apt-get install graphviz) o usa --format mermaid, que se ve sin instalar nada "
                         "(GitHub, VS Code, mermaid.live)",
})
# -- issue 15: the text reader (arbitro.reader, arbitro.commands.read)
EN.update({
    "reader.not_understood": "no rule of the grammar reads this sentence (from «{word}» on)",
    "reader.given_identity_side": "the name is one side of the identity of the player who has this card: it is their identity only while it shows that side, a form the format does not require here",
    "reader.subject_unclear": "after a sentence about the player who defeated the card, a Spanish verb with no «tú» («sufre») may be that player's or yours: who is not said",
    "reader.boost_this_enemy": "in a Boost ability, 'this enemy' is the enemy activating, not this card: the format has no word for it",
    "reader.unknown_header": "unknown bold header «{header}»",
    "reader.otherwise_alone": "«otherwise» without a read effect just before it to refer to",
    "reader.instead_unclear": "«instead» without an Interrupt's «when … would …» nor an «if …» after a read effect to say what it replaces",  # wt-i2
    "reader.otherwise_no_condition": "«otherwise» after an effect with no condition: which other branch it is is not read",  # wt-i2
    "reader.no_antecedent": "«that …» without a target read before it (nor a single one in the trigger) to refer to",
    "reader.no_options": "«choose one» without options (•) after it",
    "reader.used_by_alone": "«any player may trigger this ability» without a triggered ability in the same paragraph to refer to",  # players
    "reader.rule_in_parentheses": "a parenthesis that changes the rule («instead», «expert mode»), not reminder text",

    "reader.parenthesis_condition": "a parenthesis with a condition («{word}») is not reminder text: it changes the effect",
    "reader.options_elsewhere": "the options of «choose one» do not fit a list of effects: "
                                "`arbitro read` shows them as `options`",
    "reader.unread": "not read",
    "reader.respelled": "'{words}' read as '{read_as}' (typed without its accent or 'ñ')",
    "reader.parenthesis": "text in parentheses that is not reminder text: it is part of the ability and no rule reads it",
    "reader.qualifier": "header qualifier «({qualifier})» that no rule reads",
    "reader.empty_body": "the header is not followed by any effect",
    "reader.option_unread": "«choose one»: some option was not read, so the choice is not read",
    "reader.no_text": "nothing to read: give a TEXT or --card CODE",
    "reader.both": "give a TEXT or --card CODE, not both",
    "reader.summary": "{n} ability(ies): {full} read fully, {part} partly, {none} not read",
})

EN.update({
    "cards.type.identity": "identity", "cards.type.hero": "hero", "cards.type.alter_ego": "alter-ego",
    "cards.type.ally": "ally", "cards.type.event": "event", "cards.type.upgrade": "upgrade",
    "cards.type.support": "support", "cards.type.resource": "resource", "cards.type.villain": "villain",
    "cards.type.minion": "minion", "cards.type.treachery": "treachery", "cards.type.attachment": "attachment",
    "cards.type.environment": "environment", "cards.type.obligation": "obligation",
    "cards.type.main_scheme": "main scheme", "cards.type.side_scheme": "side scheme",
    "cards.type.player_side_scheme": "player side scheme", "cards.type.leader": "leader",
    "cards.type": "{type:@cards.type}",
    "cards.abilities.triggered": "triggered, with a known bold header",
    "cards.abilities.header": "with a bold header arbitro does not know",
    "cards.abilities.constant": "constant (no header)",
    "cards.abilities.keyword": "keywords",
    "cards.ability.triggered": "triggered", "cards.ability.header": "unknown header",
    "cards.ability.constant": "constant", "cards.ability.keyword": "keyword",
    "cards.stat.cost": "Cost", "cards.stat.attack": "ATK", "cards.stat.thwart": "THW", "cards.stat.defense": "DEF",
    "cards.stat.recover": "REC", "cards.stat.health": "HP", "cards.stat.scheme": "SCH", "cards.stat.hand_size": "Hand",
    "cards.stat.base_threat": "Starting threat", "cards.stat.threat": "Max threat",
    "cards.stat.escalation_threat": "Escalation threat", "cards.stat.boost": "Boost",
    "cards.per_player": "/player",
    "cards.no_folder": "{folder}: no such folder",
    "cards.not_folder": "{folder}: not a folder (expected a copy of the MarvelCDB JSON data)",
    "cards.not_layout": "{folder}: not the MarvelCDB JSON layout: pack/*.json (the English cards; translations in "
                        "translations/es/pack/*.json) is missing. Give the root folder of a copy of "
                        "https://github.com/zzorba/marvelsdb-json-data",
    "cards.no_fts5": "this Python's SQLite ({version}) lacks FTS5 with remove_diacritics 2 "
                     "(SQLite ≥ 3.27 built with FTS5): use a Python whose sqlite3 module has it (python.org's and "
                     "the usual distributions' do)",
    "cards.no_pool": "no card pool has been imported (looked in {path}). Import your copy of the MarvelCDB JSON data "
                     "with: arbitro cards import FOLDER (ARBITRO_CARDS picks another location)",
    "cards.not_index": "{path}: not an arbitro card index ({error}); import again with arbitro cards import FOLDER",
    "cards.other_version": "{path}: the index is from another version of arbitro; import again with arbitro cards import FOLDER",
    "cards.damaged": "error: {path}: the index is damaged ({error}); import again with arbitro cards import FOLDER",
    "cards.problem.not_utf8": "not UTF-8 (byte {byte}); file skipped",
    "cards.problem.bad_json": "invalid JSON at line {line}, column {column}: {error}; file skipped",
    "cards.problem.unreadable": "cannot be read: {error}; file skipped",
    "cards.problem.not_list": "expected a list of cards; file skipped",
    "cards.problem.not_object": "record {n} is not a JSON object",
    "cards.problem.bad_code": "record {n} has no valid 'code' ({value!r})",
    "cards.problem.not_text": "'{key}' must be text, not {kind}",
    "cards.problem.missing": "'{key}' is missing (and it is not a reprint: no 'duplicate_of')",
    "cards.problem.not_whole": "'{key}' must be a whole number or null, not {value!r}",
    "cards.problem.not_flag": "'{key}' must be true or false, not {value!r}",
    "cards.problem.code_twice": "code read twice (already in {first}); record skipped",
    "cards.problem.translation_twice": "translation read twice; record skipped",
    "cards.problem.duplicate_of": "'duplicate_of' names a code that was not read ({target}); record skipped",
    "cards.problem.back_link": "'back_link' names a code that was not read ({target}); record skipped",
    "cards.problem.orphan": "translation of a code that is not in pack/*.json; record skipped",
    "cards.problem.no_name": "the translation has no 'name'; record skipped",
    "cards.not_read": "reading printed text into effects is not available yet",
    "cards.commit": "commit {commit}",
    "cards.date": "date {date}",
    "cards.no_source": "no commit or date",
    "cards.source": "data: {bits:, |cards.no_source} ({where})",
    "cards.progress": "reading {done}/{total} {name}",
    "cards.cannot_write": "error: cannot write the index: {error}",
    "cards.imported": "Imported {folder}",
    "cards.index_size": "  index: {index} ({mb:.1f} MB, {seconds:.1f} s)",
    "cards.records": "Records read: {en} English ({en_files} files), {es} Spanish ({es_files} files)",
    "cards.by_kind": "Cards by kind (English / Spanish):",
    "cards.total": "total",
    "cards.identity_once": "  (an identity counts once: its hero and alter-ego sides go together)",
    "cards.reprints": "Reprints folded into the card they reprint (duplicate_of): {en} English, {es} Spanish",
    "cards.abilities": "Abilities (paragraphs of the text) by kind (English / Spanish):",
    "cards.reading": "Abilities read into effects by the text reader (English / Spanish; 'arbitro read' shows what is not read):",
    "cards.reading.full": "read fully",
    "cards.reading.part": "read in part",
    "cards.reading.none": "not read",
    "cards.malformed": "Malformed records, skipped: {n}",
    "cards.malformed.more": "  … and {n} more (--show N or --json to see them)",
    "cards.no_match": "no card matches",
    "cards.info": "index: {index}\n{source}\nrecords: {en} English, {es} Spanish",
    "cards.readings_current": "abilities' readings: stored at import by this reader",
    "cards.readings_stale": ("abilities' readings: not from this version of the reader (arbitro or its grammar changed "
                             "since the import): read again on every query; \"arbitro cards import\" renews them"),
    "cards.ambiguous": "error: several cards are named {name}: {matches:; }. Give the code.",
    "cards.match": "{card} ({name}, {type:@cards.type})",
    "cards.unknown": "error: no card has the code or name {name} (arbitro cards search WORDS searches the text)",
    "cards.unknown.near": "error: no card has the code or name {name}; did you mean {near}? (arbitro cards search WORDS searches the text)",
    "cards.card.reprint_of": "  ({card} is a reprint of this card)",
    "cards.card.reprints": "  reprints: {codes}",
    "cards.card.unique": " · unique",
    "cards.card.side": "Side {head}",
    "cards.card.untranslated": "  (no text in this language: shown in English)",
    "cards.card.traits": "  Traits: {traits}",
    "cards.card.icons": "  Icons: {icons}",
    "cards.card.governed": "      governed by: {clauses}",
    "cards.card.unread": "      not read [{start}:{end}]: {why}",
    "cards.card.reading": "      read ({status}): {effects}",
    "cards.status.full": "fully", "cards.status.part": "in part", "cards.status.none": "nothing",
    "cards.card.clauses": "Clauses:",
    "graph.legend": "Legend",
    "graph.edge.depends_on": "depends on (evaluates it)",
    "graph.edge.exception_to": "exception to",
    "graph.edge.example_of": "example of",
    "graph.edge.same_as": "same text in another section",
    "graph.edge.see_also": "see also",
    "graph.edge.parent": "printed under",
    "graph.node.translation_only": "Spanish translation only",
    "graph.node.reference_only": "reference only (not evaluated)",
    "graph.node.root": "root",
    "graph.no_graphviz": "error: --format svg needs Graphviz (the dot program), which is not installed: install it "
                         "(apt-get install graphviz) or use --format mermaid, which renders with nothing installed "
                         "(GitHub, VS Code, mermaid.live)",
})

# -- what would change the ruling (engine/whatif.py), the ruling record and the picture of an
# answer (commands/ask.py --what-if, --ruling, --graph)
_TYPES = ("identity", "ally", "upgrade", "support", "event", "resource", "villain", "minion", "main_scheme",
          "side_scheme", "attachment", "treachery", "environment", "obligation")
ES.update({
    "whatif.form": "si {player} estuviera en forma de {form:@form}",
    "whatif.phase": "si fuera la fase {phase:@phase_of}",
    "whatif.zone": "si {card} estuviera {zone:@in_zone}",
    "whatif.asker": "si la usara {player}",
    "whatif.no_restriction": "si {card} no tuviera «{restriction:@restriction_name}»",
    "whatif.no_restriction.imposed": "si {source} no impusiera a {card} «{restriction:@restriction_name}»",
    "whatif.no_status": "si {card} no tuviera la carta de Estado {status:@status_name}",
    "whatif.with_status": "si {card} tuviera la carta de Estado {status:@status_name}",
    "whatif.state": "si {card} estuviera {state:@state}",
    "whatif.damage": "si {card} tuviera {n} de Daño",
    "whatif.threat": "si {card} tuviera {n} de Amenaza",
    "whatif.no_crisis": "si {card} no tuviera el icono de Crisis",
    "whatif.deck": "si {player} tuviera {n} carta en su mazo",
    "whatif.add_card": "si hubiera {type:@a_card} {zone:@in_zone}{state: y}",
    "whatif.add_card.another": "si hubiera {type:@another_card} {zone:@in_zone}{state: y}",
    "whatif.with_damage": " con {n} de Daño",
    "whatif.with_threat": " con {n} de Amenaza",
    "whatif.with_exhausted": " agotado",
    "phase_of.player": "de los jugadores", "phase_of.villain": "del villano", "phase_of.setup": "de preparación",
    "in_zone.play": "en juego", "in_zone.hand": "en la mano", "in_zone.deck": "en el mazo",
    "in_zone.discard": "en la pila de descartes",
    "restriction_name.cannot_take_damage": "no puede sufrir Daño", "restriction_name.cannot_heal": "no puede curarse",
    "restriction_name.cannot_ready": "no puede prepararse", "restriction_name.cannot_exhaust": "no puede agotarse",
    "restriction_name.cannot_be_attacked": "no puede ser atacado",
    "restriction_name.cannot_be_thwarted": "no se puede intervenir contra él",
    "restriction_name.cannot_be_defeated": "no puede ser derrotado",
    "restriction_name.cannot_be_discarded": "no puede ser descartado",
    "restriction_name.cannot_remove_threat": "no se le puede quitar Amenaza",
    "restriction_name.cannot_place_threat": "no se le puede añadir Amenaza",
    "restriction_name.cannot_be_stunned": "no puede ser aturdido",
    "restriction_name.cannot_be_confused": "no puede ser confundido",
    "restriction_name.max_damage_per_attack": "no puede sufrir más de cierto Daño de cada ataque",  # family stats
    "restriction_name.max_damage_per_phase": "no puede sufrir más de cierto Daño en cada fase",
    "restriction_name.cannot_leave_play": "no puede abandonar el juego",  # family board
    "status_name.stunned": "Aturdido", "status_name.confused": "Confundido", "status_name.tough": "Duro",
    "a_card.identity": "una identidad", "a_card.ally": "un Aliado", "a_card.upgrade": "una Mejora",
    "a_card.support": "un Apoyo", "a_card.event": "un Evento", "a_card.resource": "un Recurso",
    "a_card.villain": "un Villano", "a_card.minion": "un Esbirro", "a_card.main_scheme": "un Plan principal",
    "a_card.side_scheme": "un Plan secundario", "a_card.attachment": "un Accesorio", "a_card.treachery": "una Traición",
    "a_card.environment": "un Entorno", "a_card.obligation": "una Obligación",
    "another_card.identity": "otra identidad", "another_card.ally": "otro Aliado", "another_card.upgrade": "otra Mejora",
    "another_card.support": "otro Apoyo", "another_card.event": "otro Evento", "another_card.resource": "otro Recurso",
    "another_card.villain": "otro Villano", "another_card.minion": "otro Esbirro",
    "another_card.main_scheme": "otro Plan principal", "another_card.side_scheme": "otro Plan secundario",
    "another_card.attachment": "otro Accesorio", "another_card.treachery": "otra Traición",
    "another_card.environment": "otro Entorno", "another_card.obligation": "otra Obligación",
    "answer.what_if": "Qué cambiaría la respuesta",
    "answer.what_if.yes": "sí, {change}",
    "answer.what_if.target": "{target} sería válido {change}",
    "answer.what_if.none": "ningún cambio simple del tablero cambia la respuesta",
    "answer.what_if.more": "… y {n} más (--json los da todos)",
    # the ruling record (--ruling)
    "ruling.title": "Resolución de arbitro",
    "ruling.question": "Pregunta",
    "ruling.ruling": "Resolución",
    "ruling.clauses": "Cláusulas que deciden",
    "ruling.assumptions": "Supuestos",
    "ruling.warnings": "Avisos",
    "ruling.none": "ninguno",
    "ruling.edition": "Edición",
    "ruling.edition.es": "`es`: la traducción española de la Guía de referencia, con sus párrafos propios",
    "ruling.edition.en": "`en`: el original inglés (sin los párrafos que solo están en la traducción)",
    "ruling.version": "Versión",
    "ruling.scenario": "Escenario",
    "ruling.file": "archivo `{file}`, pregunta `{question}` ({ask})",
    "ruling.rerun": "Para repetirla",
    "ruling.rerun.note": "El mismo archivo (mismo SHA-256) y la misma versión dan la misma resolución.",
    "ruling.what_if": "Qué la cambiaría",
    "ruling.translation_only": "solo en la traducción española",
    "ruling.q.can_initiate": "¿Puede {player} iniciar la capacidad {ability} de {card}?",
    "ruling.q.can_initiate.basic": "¿Puede {player} usar con {character} el atributo básico {basic:@basic_name}?",
    "ruling.q.targets": "¿Qué objetivos son válidos para la capacidad {ability} de {card}, usada por {player}?",
    "ruling.q.targets.basic": "¿Qué objetivos son válidos para el atributo básico {basic:@basic_name} de {character}, usado por {player}?",
    "ruling.q.controller": "¿Quién controla {card}?",
    "ruling.q.owner": "¿Quién es el propietario de {card}?",
    "ruling.q.destination": "¿Adónde va {card} si un efecto la envía {to:@to_zone}?",
    "ruling.q.who_may_use": "¿Quién puede usar la capacidad {ability} de {card}?",
    "ruling.q.order": "¿En qué orden se resuelven {items}?",
    "ruling.q.effect": "(solo el efecto {effect})",
    "ruling.q.events": "(tras {n} suceso(s): {events})",
    "basic_name.attack": "de ataque", "basic_name.thwart": "de intervención", "basic_name.recover": "de recuperación",
    "basic_name.scheme": "de maquinación",
    # the picture of an answer (--graph)
    "picture.held": "se cumple",
    "picture.not_held": "no se cumple",
    "picture.step": "paso (ni sí ni no)",
    "picture.unvisited": "no evaluada en esta respuesta",
    "picture.edge.step": "paso de la evaluación",
    "picture.edge.unvisited": "depende de (no se evaluó)",
    # ask's options
    "ask.one_question": "error: {option} da una sola respuesta y {file} tiene {n} preguntas: elige una con --question ({ids})",
    "ask.one_edition": "error: {option} da la respuesta de una edición: usa --edition es o --edition en, no both",
    "ask.exclusive": "error: {options} no se pueden combinar: elige una",
    "ask.graph.no_graphviz": "error: --graph svg necesita Graphviz (el programa dot), que no está instalado: "
                             "instálalo (apt-get install graphviz) o usa --graph mermaid, que se ve sin instalar nada "
                             "(GitHub, VS Code, mermaid.live), o --graph dot",
})
EN.update({
    "whatif.form": "if {player} were in {form:@form} form",
    "whatif.phase": "if it were the {phase:@phase_of} phase",
    "whatif.zone": "if {card} were {zone:@in_zone}",
    "whatif.asker": "if {player} used it",
    "whatif.no_restriction": "if {card} did not have '{restriction:@restriction_name}'",
    "whatif.no_restriction.imposed": "if {source} did not impose '{restriction:@restriction_name}' on {card}",
    "whatif.no_status": "if {card} did not have the {status:@status_name} status",
    "whatif.with_status": "if {card} had the {status:@status_name} status",
    "whatif.state": "if {card} were {state:@state}",
    "whatif.damage": "if {card} had {n} damage",
    "whatif.threat": "if {card} had {n} threat",
    "whatif.no_crisis": "if {card} had no Crisis icon",
    "whatif.deck": "if {player} had {n} card in their deck",
    "whatif.add_card": "if there were {type:@a_card} {zone:@in_zone}{state: and}",
    "whatif.add_card.another": "if there were {type:@another_card} {zone:@in_zone}{state: and}",
    "whatif.with_damage": " with {n} damage",
    "whatif.with_threat": " with {n} threat",
    "whatif.with_exhausted": " exhausted",
    "phase_of.player": "player", "phase_of.villain": "villain", "phase_of.setup": "setup",
    "in_zone.play": "in play", "in_zone.hand": "in hand", "in_zone.deck": "in the deck",
    "in_zone.discard": "in the discard pile",
    "restriction_name.cannot_take_damage": "cannot take damage", "restriction_name.cannot_heal": "cannot heal",
    "restriction_name.cannot_ready": "cannot ready", "restriction_name.cannot_exhaust": "cannot exhaust",
    "restriction_name.cannot_be_attacked": "cannot be attacked",
    "restriction_name.cannot_be_thwarted": "cannot be thwarted",
    "restriction_name.cannot_be_defeated": "cannot be defeated",
    "restriction_name.cannot_be_discarded": "cannot be discarded",
    "restriction_name.cannot_remove_threat": "threat cannot be removed",
    "restriction_name.cannot_place_threat": "threat cannot be placed",
    "restriction_name.cannot_be_stunned": "cannot be stunned",
    "restriction_name.cannot_be_confused": "cannot be confused",
    "restriction_name.max_damage_per_attack": "cannot take more than some damage from each attack",  # family stats
    "restriction_name.max_damage_per_phase": "cannot take more than some damage each phase",
    "restriction_name.cannot_leave_play": "cannot leave play",  # family board
    "status_name.stunned": "stunned", "status_name.confused": "confused", "status_name.tough": "tough",
    **{f"a_card.{t}": ("an " if t[0] in "aeiou" else "a ") + t.replace("_", " ") for t in _TYPES},
    **{f"another_card.{t}": "another " + t.replace("_", " ") for t in _TYPES},
    "answer.what_if": "What would change the ruling",
    "answer.what_if.yes": "yes, {change}",
    "answer.what_if.target": "{target} would be valid {change}",
    "answer.what_if.none": "no single change to the board changes the answer",
    "answer.what_if.more": "… and {n} more (--json lists them all)",
    "ruling.title": "arbitro ruling",
    "ruling.question": "Question",
    "ruling.ruling": "Ruling",
    "ruling.clauses": "Deciding clauses",
    "ruling.assumptions": "Assumptions",
    "ruling.warnings": "Warnings",
    "ruling.none": "none",
    "ruling.edition": "Edition",
    "ruling.edition.es": "`es`: the Spanish translation of the Rules Reference, with its own paragraphs",
    "ruling.edition.en": "`en`: the English original (without the paragraphs found only in the translation)",
    "ruling.version": "Version",
    "ruling.scenario": "Scenario",
    "ruling.file": "file `{file}`, question `{question}` ({ask})",
    "ruling.rerun": "To re-run it",
    "ruling.rerun.note": "The same file (same SHA-256) and the same version give the same ruling.",
    "ruling.what_if": "What would change it",
    "ruling.translation_only": "Spanish translation only",
    "ruling.q.can_initiate": "Can {player} initiate ability {ability} of {card}?",
    "ruling.q.can_initiate.basic": "Can {player} use {character}'s basic {basic:@basic_name} power?",
    "ruling.q.targets": "Which targets are valid for ability {ability} of {card}, used by {player}?",
    "ruling.q.targets.basic": "Which targets are valid for {character}'s basic {basic:@basic_name} power, used by {player}?",
    "ruling.q.controller": "Who controls {card}?",
    "ruling.q.owner": "Who owns {card}?",
    "ruling.q.destination": "Where does {card} go if an effect sends it to the {to:@zone_of}?",
    "ruling.q.who_may_use": "Who may use ability {ability} of {card}?",
    "ruling.q.order": "In what order do {items} resolve?",
    "ruling.q.effect": "(effect {effect} only)",
    "ruling.q.events": "(after {n} event(s): {events})",
    "basic_name.attack": "attack", "basic_name.thwart": "thwart", "basic_name.recover": "recover",
    "basic_name.scheme": "scheme",
    "picture.held": "held",
    "picture.not_held": "did not hold",
    "picture.step": "a step (neither yes nor no)",
    "picture.unvisited": "not evaluated in this answer",
    "picture.edge.step": "a step of the evaluation",
    "picture.edge.unvisited": "depends on (not evaluated)",
    "ask.one_question": "error: {option} gives one answer and {file} has {n} questions: choose one with --question ({ids})",
    "ask.one_edition": "error: {option} gives the answer under one edition: use --edition es or --edition en, not both",
    "ask.exclusive": "error: {options} cannot be combined: choose one",
    "ask.graph.no_graphviz": "error: --graph svg needs Graphviz (the dot program), which is not installed: install it "
                             "(apt-get install graphviz) or use --graph mermaid, which renders with nothing installed "
                             "(GitHub, VS Code, mermaid.live), or --graph dot",
})

# -- names of the scenario format's values in sentences (issue: judge-grade answers, item 3): an
# effect's verb, a card type, every zone (where a card is, where it goes)
_VERB_ES = {
    "deal_damage": "infligir Daño", "attack": "atacar", "heal": "curar Daño", "place_threat": "añadir Amenaza",
    "remove_threat": "quitar Amenaza", "thwart": "intervenir", "stun": "aturdir", "confuse": "confundir",
    "tough": "dar Duro", "remove_status": "quitar una carta de Estado", "exhaust": "agotar", "ready": "preparar",
    "defeat": "derrotar", "discard": "descartar", "return_to_hand": "devolver a la mano",
    "take_control": "tomar el control", "modify_stat": "modificar un atributo", "draw": "robar", "search": "buscar",
    "other": "otro efecto", "move": "mover", "shuffle_into": "barajar en un mazo", "put_into_play": "poner en juego",
    "remove_from_game": "retirar de la partida", "set_aside": "apartar", "reveal": "mostrar", "attach": "vincular",
    "surge": "Oleada", "encounter_card": "dar una carta de Encuentro", "boost": "aumento",
    "add_counters": "añadir contadores", "remove_counters": "quitar contadores", "spend_resources": "gastar recursos",
    "generate_resources": "generar recursos", "prevent": "evitar", "cancel": "anular",
    "resolve_ability": "resolver otra capacidad", "take_damage": "sufrir Daño", "exhaust_cost": "agotar",
    "gain_keyword": "ganar una palabra clave",
    # issue 15
    "lose_game": "perder la partida", "win_game": "ganar la partida", "flip": "dar la vuelta",
    "change_form": "cambiar de forma", "advance": "avanzar el Plan principal", "prohibit": "prohibir",
    "activate": "activar a un enemigo",
    "add_acceleration": "añadir fichas de Aceleración",  # family setup
    "engage": "enfrentarse a un jugador",  # family players
}
_VERB_EN = {
    "deal_damage": "deal damage", "attack": "attack", "heal": "heal damage", "place_threat": "place threat",
    "remove_threat": "remove threat", "thwart": "thwart", "stun": "stun", "confuse": "confuse", "tough": "give tough",
    "remove_status": "remove a status card", "exhaust": "exhaust", "ready": "ready", "defeat": "defeat",
    "discard": "discard", "return_to_hand": "return to hand", "take_control": "take control",
    "modify_stat": "modify a stat", "draw": "draw", "search": "search", "other": "another effect", "move": "move",
    "shuffle_into": "shuffle into a deck", "put_into_play": "put into play", "remove_from_game": "remove from the game",
    "set_aside": "set aside", "reveal": "reveal", "attach": "attach", "surge": "surge",
    "encounter_card": "deal an encounter card", "boost": "boost", "add_counters": "place counters",
    "remove_counters": "remove counters", "spend_resources": "spend resources",
    "generate_resources": "generate resources", "prevent": "prevent", "cancel": "cancel",
    "resolve_ability": "resolve another ability", "take_damage": "take damage", "exhaust_cost": "exhaust",
    "gain_keyword": "gain a keyword",
    # issue 15
    "lose_game": "lose the game", "win_game": "win the game", "flip": "flip",
    "change_form": "change form", "advance": "advance the main scheme", "prohibit": "forbid",
    "activate": "activate an enemy",
    "add_acceleration": "place acceleration tokens",  # family setup
    "engage": "engage a player",  # family players
}
_VERB_ES["attack_damage"], _VERB_EN["attack_damage"] = "daño adicional del ataque", "additional attack damage"  # flow
_VERB_ES["play"], _VERB_EN["play"] = "jugar una carta", "play a card"  # family play
_VERB_ES["boost_icons"], _VERB_EN["boost_icons"] = "iconos de aumento", "boost icons"  # flow
_VERB_ES["look_at"], _VERB_EN["look_at"] = "mirar cartas", "look at cards"  # zones
_VERB_ES["gain_trait"], _VERB_EN["gain_trait"] = "ganar un rasgo", "gain a trait"  # family stats
_VERB_ES["set_hit_points"], _VERB_EN["set_hit_points"] = "fijar la Vida", "set hit points"  # family stats
_VERB_ES["modify_damage_taken"], _VERB_EN["modify_damage_taken"] = "modificar el Daño sufrido", "modify damage taken"  # stats
_TYPE_ES = {
    "identity": "Identidad", "hero": "Héroe", "alter_ego": "Alter ego", "ally": "Aliado", "upgrade": "Mejora",
    "support": "Apoyo", "event": "Evento", "resource": "Recurso", "villain": "Villano", "minion": "Esbirro",
    "main_scheme": "Plan principal", "side_scheme": "Plan secundario", "attachment": "Accesorio",
    "treachery": "Traición", "environment": "Ambiente", "obligation": "Obligación", "player_side_scheme": "Plan secundario de jugador",
}
_ZONES_ES = {  # where a card is («está …»), of whom («… de p1»), where it goes («pasa …»)
    "play": ("en juego", "zona de juego", "a la zona de juego"),
    "hand": ("en la mano", "mano", "a la mano"),
    "deck": ("en el mazo", "mazo", "al mazo"),
    "deck_top": ("en el mazo", "mazo (arriba)", "a la parte superior del mazo"),
    "deck_bottom": ("en el mazo", "mazo (abajo)", "al fondo del mazo"),
    "discard": ("en la pila de descartes", "pila de descartes", "a la pila de descartes"),
    "removed": ("fuera de la partida", "fuera de la partida", "fuera de la partida"),
    "set_aside": ("apartada", "cartas apartadas", "a las cartas apartadas"),
    "encounter_deck": ("en el mazo de Encuentros", "mazo de Encuentros", "al mazo de Encuentros"),
    "encounter_discard": ("en la pila de descartes de Encuentros", "pila de descartes de Encuentros",
                          "a la pila de descartes de Encuentros"),
    "victory_display": ("en la zona de victoria", "zona de victoria", "a la zona de victoria"),  # issue 15
}
_ZONES_EN = {
    "play": ("in play", "play area", "into play"),
    "hand": ("in hand", "hand", "to the hand"),
    "deck": ("in the deck", "deck", "to the deck"),
    "deck_top": ("in the deck", "deck (top)", "to the top of the deck"),
    "deck_bottom": ("in the deck", "deck (bottom)", "to the bottom of the deck"),
    "discard": ("in the discard pile", "discard pile", "to the discard pile"),
    "removed": ("removed from the game", "removed cards", "out of the game"),
    "set_aside": ("set aside", "set-aside cards", "set aside"),
    "encounter_deck": ("in the encounter deck", "encounter deck", "to the encounter deck"),
    "encounter_discard": ("in the encounter discard pile", "encounter discard pile", "to the encounter discard pile"),
    "victory_display": ("in the victory display", "victory display", "to the victory display"),  # issue 15
}
ES.update({f"verb_name.{k}": v for k, v in _VERB_ES.items()})
EN.update({f"verb_name.{k}": v for k, v in _VERB_EN.items()})
ES.update({f"type_name.{k}": v for k, v in _TYPE_ES.items()})
EN.update({f"type_name.{k}": k.replace("_", " ") for k in _TYPE_ES})
ES.update({f"zone_the.{z}": t for z, t in (
    ("play", "la zona de juego"), ("hand", "la mano"), ("deck", "el mazo"), ("deck_top", "el mazo"),
    ("deck_bottom", "el mazo"), ("discard", "la pila de descartes"), ("removed", "las cartas fuera de la partida"),
    ("set_aside", "las cartas apartadas"), ("encounter_deck", "el mazo de Encuentros"),
    ("encounter_discard", "la pila de descartes de Encuentros"), ("victory_display", "la zona de victoria"))})
EN.update({f"zone_the.{z}": "the " + v[1] for z, v in _ZONES_EN.items()})  # every code in every table
for _table, _zones in ((ES, _ZONES_ES), (EN, _ZONES_EN)):
    for _z, (_in, _of, _to) in _zones.items():
        _table.setdefault(f"in_zone.{_z}", _in)
        _table.setdefault(f"zone_of.{_z}", _of)
        _table[f"to_zone.{_z}"] = _to
ES.update({"stat.def": "DEF", "stat.hp": "Vida"})
EN.update({"stat.def": "DEF", "stat.hp": "HP"})
for _table in (ES, EN):  # objetivo.7.no_stat names the stat in capitals
    _table.update({f"stat.{k.upper()}": _table[f"stat.{k}"] for k in ("atk", "thw", "rec", "sch", "def", "hp")})
_KIND_ES = {"villain": "Villano", "minion": "Esbirro", "enemy": "enemigo", "main_scheme": "Plan principal",
            "side_scheme": "Plan secundario", "scheme": "Plan", "hero": "Héroe", "alter_ego": "Alter ego",
            "identity": "identidad", "ally": "Aliado", "character": "personaje", "upgrade": "Mejora",
            "support": "Apoyo", "attachment": "Accesorio", "player": "jugador", "card": "carta", "event": "Evento",
            "resource": "Recurso", "treachery": "Traición", "environment": "Ambiente", "obligation": "Obligación"}
ES.update({f"kind_name.{k}": v for k, v in _KIND_ES.items()})
EN.update({f"kind_name.{k}": k.replace("_", " ") for k in _KIND_ES})
ES.update({"duration.this_phase": "esta fase", "duration.this_round": "esta ronda", "duration.this_turn": "este turno",
           "duration.while_in_play": "mientras siga en juego", "duration.game": "toda la partida"})
EN.update({"duration.this_phase": "this phase", "duration.this_round": "this round", "duration.this_turn": "this turn",
           "duration.while_in_play": "while it is in play", "duration.game": "the whole game"})

# -- the printed headers of timings without a header written on the card (both tables quote the
# Spanish printed header, as the answers always have)
_TIMINGS = {f"timing.{timing}": header for header, timing in _HEADERS.items()}
_TIMINGS.update({"timing.constant": "constante", "timing.keyword": "palabra clave",
                 "timing.reference": "encabezado entrecomillado"})
ES.update(_TIMINGS)
EN.update(_TIMINGS)


def _loader_codes(lang: str) -> dict[str, str]:
    """The scenario loader's tables (:mod:`arbitro.scenario.messages`) under their prefixes."""
    out = {f"load.{k}": v for k, v in _loader.MESSAGES[lang].items()}
    out.update({f"hint.{k}": v for k, v in _loader.HINTS[lang].items()})
    out.update({f"problems.{k}": v for k, v in _loader.RENDER[lang].items()})
    return out


ES.update(_loader_codes("es"))
EN.update(_loader_codes("en"))

TABLES: dict[str, dict[str, str]] = {"es": ES, "en": EN}


def register(lang: str, table: dict[str, str]) -> None:
    """Add (or replace) a language: ``table`` maps every code to its template."""
    TABLES[lang] = table


def template(code: str, lang: str) -> str:
    """The template of ``code`` in ``lang`` (Spanish when that table lacks it; the code itself when
    no table has it)."""
    t = TABLES.get(lang, ES).get(code)
    if t is None:
        t = ES.get(code, code)
    return t


class _Formatter(string.Formatter):
    def __init__(self, lang: str):
        self.lang = lang

    def format_field(self, value: Any, spec: str) -> str:
        if spec == "^":  # issue 14: the sentence around names the effect; a ``.bare`` form does not again
            if isinstance(value, Reason) and f"{value.code}.bare" in TABLES.get(self.lang, ES):
                return text(self.lang, f"{value.code}.bare", value.args)
            return render(value, self.lang)
        if isinstance(value, Reason):
            return render(value, self.lang)
        if isinstance(value, (list, tuple)) and spec.startswith("@"):  # each item's phrase
            table = TABLES.get(self.lang, ES)
            return ", ".join(table.get(f"{spec[1:]}.{v}", str(v)) for v in value)
        if isinstance(value, (list, tuple)):
            sep, _, empty = spec.partition("|")
            if not value and empty:
                return template(empty, self.lang)
            return (sep or ", ").join(render(v, self.lang) if isinstance(v, Reason) else str(v) for v in value)
        if spec.startswith("@"):  # a name's phrase in this language; the name itself when it has none
            return TABLES.get(self.lang, ES).get(f"{spec[1:]}.{value}", str(value))
        return format(value, spec)


_FORMATTERS: dict[str, _Formatter] = {}


def text(lang: str, code: str, args: dict | None = None) -> str:
    """The template of ``code`` in ``lang`` filled in with ``args`` (the one rendering function:
    reasons, messages of the commands and problems of the loader all come here). A template whose
    fields do not match its arguments is shown as written."""
    tmpl = template(code, lang)
    if not args:
        if "{" not in tmpl and "}" not in tmpl:
            return tmpl
        args = {}
    try:
        simple = _SIMPLE.get(tmpl)
        if simple is None:
            simple = _SIMPLE[tmpl] = all(not spec and not conv for _, _, spec, conv in _PARSER.parse(tmpl))
        if simple:  # plain fields: the arguments made text, then str.format
            return tmpl.format_map({k: _plain(v, lang) for k, v in args.items()})
        fmt = _FORMATTERS.get(lang)
        if fmt is None:
            fmt = _FORMATTERS[lang] = _Formatter(lang)
        return fmt.vformat(tmpl, (), args)
    except (KeyError, IndexError, ValueError, AttributeError):
        return tmpl


_PARSER = string.Formatter()
_SIMPLE: dict[str, bool] = {}


def _plain(v: Any, lang: str) -> Any:
    if isinstance(v, Reason):
        return render(v, lang)
    if isinstance(v, (list, tuple)):
        return ", ".join(render(x, lang) if isinstance(x, Reason) else str(x) for x in v)
    return v


def render(reason: Any, lang: str = "es") -> str:
    """A reason as text in ``lang`` (a plain string, as an evaluator outside the engine may give,
    unchanged)."""
    if isinstance(reason, Reason):
        return text(lang, reason.code, reason.args)
    return "" if reason is None else str(reason)


def localize(answer: dict, lang: str = "es") -> dict:
    """Render, in place, the reasons of an answer made by :mod:`arbitro.engine.questions`: each
    trace node's and each excluded candidate's ``because`` becomes the text in ``lang`` and
    ``reason`` the data it came from (``{"code": ..., "args": {...}}``); an error's message
    becomes its text. The text names a card by its name where the answer's ``names`` has one (the
    data keeps the id). Returns the answer."""
    from arbitro.reason import named
    from arbitro.safe import shown

    names = answer.get("names") or {}
    if hasattr(names, "resolve"):  # engine.questions.Names: computed now, for an answer shown
        names = answer["names"] = names.resolve(answer)
    for err in answer.get("errors") or ():
        msg = err.get("message")
        if isinstance(msg, Reason):
            err["message"] = shown(render(msg, lang))
    trace = answer.get("trace")
    if trace is not None:
        stack = [trace]
        while stack:
            node = stack.pop()
            _fill(node, lang, names)
            stack.extend(node["children"])
    for c in answer.get("candidates") or ():
        for e in c["excluded_by"]:
            _fill(e, lang, names)
    for e in answer.get("because") or ():  # the deciding clauses: what each decided
        _fill(e, lang, names)
    for w in answer.get("what_if") or ():  # engine/whatif.py: the change, as text and as data
        r = w.get("reason")
        if isinstance(r, Reason):
            w["change"] = render(named(r, names), lang)
            w["reason"] = r.to_dict()
    for key in ("assumptions", "warnings", "unknowns"):  # honest answers: lists of text in the JSON
        if answer.get(key):
            answer[key] = [shown(render(named(r, names), lang)) if isinstance(r, Reason) else r for r in answer[key]]
    return answer


def _fill(entry: dict, lang: str, names: dict | None = None) -> None:
    from arbitro.reason import named

    r = entry.get("reason")
    if isinstance(r, dict):  # already rendered
        return
    entry["because"] = render(named(r, names or {}), lang)
    entry["reason"] = r.to_dict() if isinstance(r, Reason) else None

# -- issue 15, sentence structure (wt-s2): a choice no later effect acts on
ES["reader.choice_unused"] = "«elige …» sin un efecto leído después sobre lo elegido («ese …», «-lo»)"
EN["reader.choice_unused"] = "«choose …» without a read effect after it on what is chosen («that …», «it»)"

# issue 15 (reader family zones): a count or a target in the victory display, which the board does not list
ES["capacidad.2.victory_display"] = "el enunciado alude a la zona de victoria: el tablero no dice qué cartas tiene"
EN["capacidad.2.victory_display"] = "the text names the victory display: the board does not say which cards it holds"
ES["capacidad.2.encounter_discard"] = "el enunciado alude a la pila de descartes de encuentros: el tablero no dice qué cartas tiene"
EN["capacidad.2.encounter_discard"] = "the text names the encounter discard pile: the board does not say which cards it holds"
ES["filter.in_play_area"] = "no está en la zona de juego de {player}"
EN["filter.in_play_area"] = "it is not in {player}'s play area"
ES["unknown.attacker"] = "el tablero no dice qué personaje hace el ataque («el enemigo atacante»): puede ser cualquiera de su tipo"  # family combat
ES["objetivo.4.restricted"] = "{card} no puede usar su atributo básico {basic} (una restricción)"  # family combat
EN["objetivo.4.restricted"] = "{card} cannot use its basic {basic} power (a restriction)"  # family combat
EN["unknown.attacker"] = "the board does not say which character makes the attack ('the attacking enemy'): it may be any of its kind"  # family combat
