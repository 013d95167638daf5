"""The words of the scenario format v1: every closed list of names, as plain tuples.

The format's table (:mod:`arbitro.scenario.format`) uses them for the fields' choices, and so do
the loader's checks and the engine; importing them costs nothing.
"""

from __future__ import annotations

ID_PATTERN = r"^[a-z0-9_-]+$"
DESTINATIONS = ("discard", "hand", "deck", "removed")

PLAYER_TYPES = ("identity", "ally", "upgrade", "support", "event", "resource")
ENCOUNTER_TYPES = ("villain", "minion", "main_scheme", "side_scheme", "attachment", "treachery",
                   "environment", "obligation")
CARD_TYPES = PLAYER_TYPES + ENCOUNTER_TYPES
STATS = ("atk", "thw", "sch", "def", "rec", "hp")
STATUSES = ("stunned", "confused", "tough")
# issue 15 (family stats): what modify_stat may change — a stat, or a player's hand size ("+1 hand size")
MODIFIED_STATS = STATS + ("hand_size",)
# family stats2 (issue 15): "+1 to that power for this use": the basic power being used (THW, ATK or DEF)
MODIFIED_STATS += ("power_used",)
ICONS = ("acceleration", "amplify", "crisis", "hazard")
RESTRICTIONS = (
    "cannot_take_damage", "cannot_heal", "cannot_ready", "cannot_exhaust", "cannot_be_attacked",
    "cannot_be_thwarted", "cannot_be_defeated", "cannot_be_discarded", "cannot_remove_threat",
    "cannot_place_threat", "cannot_be_stunned", "cannot_be_confused",
)
ZONES = ("play", "hand", "deck", "discard", "removed", "set_aside")
TARGET_ZONES = ("play", "hand", "discard", "deck")
# issue 15 (family zones): cards counted in the victory display («for each side scheme in the victory
# display»); the board does not list it, so what it holds is never decided
TARGET_ZONES += ("victory_display",)
# family setup (issue 15): a target's candidates may be the set-aside cards («la carta apartada X», "the set-aside X"):
# no one's zone, every set-aside card is a candidate
CANDIDATE_ZONES = TARGET_ZONES + ("set_aside",)
# family zones (session 7): «each minion in the encounter discard pile»; the board does not list it (undetermined)
CANDIDATE_ZONES += ("encounter_discard",)
TIMINGS = (
    "constant", "keyword", "setup", "start", "action", "hero_action", "alter_ego_action", "interrupt",
    "hero_interrupt", "alter_ego_interrupt", "response", "hero_response", "alter_ego_response",
    "resource", "forced_action", "forced_interrupt", "forced_response", "when_revealed",
    "when_defeated", "when_completed", "boost", "reference",
    # issue 14: headers v1 lacked
    "when_revealed_hero", "when_revealed_alter_ego", "special", "hero_resource", "first_player_interrupt",
)
VERBS = (
    "deal_damage", "attack", "heal", "place_threat", "remove_threat", "thwart", "stun", "confuse",
    "tough", "remove_status", "exhaust", "ready", "defeat", "discard", "return_to_hand", "take_control",
    "modify_stat", "draw", "search", "other",
    # issue 14: zones and moves, encounter cards, counters, resources, prevent/cancel, other abilities
    "move", "shuffle_into", "put_into_play", "remove_from_game", "set_aside", "reveal", "attach", "surge",
    "encounter_card", "boost", "add_counters", "remove_counters", "spend_resources", "generate_resources",
    "prevent", "cancel", "resolve_ability", "take_damage",
    # issue 15 (attacks, stats, keywords): a card or an attack gains a keyword
    "gain_keyword",
)
# family flow: «do not give X a boost card for this activation» (a prohibit lasting the activation)
RESTRICTIONS += ("no_boost_cards",)
# issue 15 (replacements, choices, game-level effects): the game ends, a card or the identity flips, the
# main scheme advances, a constant ability forbids something ("no puede…" / "cannot…")
VERBS += ("lose_game", "win_game", "flip", "change_form", "advance", "prohibit")
# issue 15 (encounter activations, wt-v): an enemy activates ("the villain attacks you", «el Villano
# ejecuta el Plan», «se activa contra ti»): not a player's attack (the `attack` verb)
VERBS += ("activate",)
# family setup (issue 15): acceleration tokens placed on a scheme («coloca 1 ficha de Aceleración sobre el Plan
# principal»): tokens, not counters (the board's counters do not count them)
VERBS += ("add_acceleration",)
# issue 15 (family stats): the resource cost of a card played changes («reduce en 1 el coste del siguiente …»,
# "increase the cost to play each …"): amount negative (reduced) or positive (increased)
VERBS += ("modify_cost",)
# family flow: «this attack deals 1 additional damage» (the attack's damage, not a damage effect's)
VERBS += ("attack_damage",)
# family flow: «this card gains [boost][boost]» (a boost card's own boost icons, in its boost ability)
VERBS += ("boost_icons",)
# family zones (issue 15): «mira las 3 primeras cartas de tu mazo» / "look at the top 3 cards of your deck" (kept as data:
# the cards looked at stay where they are until a later effect moves them from `looked_at`)
VERBS += ("look_at",)
# issue 15 (family stats): a card gains a trait ("gains the [[Aerial]] trait", «gana el rasgo [[Aéreo]]»)
VERBS += ("gain_trait",)
# issue 15 (family stats): a character's remaining hit points set to the amount ("reset his hit points to 8",
# «fija tu medidor de vida en 1»)
VERBS += ("set_hit_points",)
# issue 15 (family stats): «no puede sufrir más de 2 de daño de cada ataque / en cada fase», "cannot take more than 2
# damage from each attack / each phase": a prohibit whose amount is the most damage taken per attack or per phase
RESTRICTIONS += ("max_damage_per_attack", "max_damage_per_phase")
RESTRICTIONS += ("cannot_leave_play",)  # family board: "this card cannot leave play" (discarded, defeated, returned…)
# issue 15 (family forms): «no puedes cambiar de identidad» / "you cannot change form" (kept as data)
RESTRICTIONS += ("cannot_change_form",)
# issue 15 (family stats): "reduce the amount of damage X takes from each attack by 1" / «aumenta en 1 el daño que sufre X
# en cada ataque»: the damage the target takes from each attack changes by the amount (negative: reduced)
VERBS += ("modify_damage_taken",)
# what the activation is: an attack, a scheme, or by the form of the player it is against (hero: attack)
ACTIVATIONS = ("attack", "scheme", "by_form")
# issue 14: where an effect takes a card from / puts it (``from:`` / ``to:``)
MOVE_ZONES = ("hand", "deck", "deck_top", "deck_bottom", "discard", "play", "set_aside", "removed",
              "encounter_deck", "encounter_discard",
              # issue 15: the victory display (scored cards: out of play, no one's zone)
              "victory_display")
# family zones (issue 15): the cards the look_at before looked at and that no later effect has moved yet
MOVE_ZONES += ("looked_at",)
# family deckops (session 8): a deck the text names that is neither a player's deck nor the encounter deck ("the
# [[Invocation]] deck", «el mazo de Armas experimentales»): its top, its bottom, its discard pile (deck_name says which)
MOVE_ZONES += ("named_deck", "named_deck_bottom", "named_discard")
RESOURCES = ("energy", "mental", "physical", "wild", "any")
PREVENTABLE = ("damage", "threat", "ability", "effect")  # what `prevent` / `cancel` stop
PREVENTABLE += ("activation",)  # family flow: «cancel that activation» (an enemy's activation)
DURATIONS = ("this_phase", "this_round", "this_turn", "while_in_play", "game",
             # issue 15: "for this attack" / "for this activation"
             "this_attack", "this_activation")
# family stats2 (issue 15): "for that thwart", "for this defense", "for this use" (of a basic power), "for that action"
DURATIONS += ("this_thwart", "this_defense", "this_use", "this_action")
# issue 15: the keywords an effect can grant (`gain_keyword`), as the reader names them
GRANTED_KEYWORDS = ("toughness", "victory", "permanent", "hinder", "surge", "guard", "retaliate", "villainous",
                    "quickstrike", "steady", "stalwart", "incite", "patrol", "peril", "assault", "overkill",
                    "piercing", "ranged")
# "deck" and "player" ("una vez por mazo / por jugador") are what the reader writes; a limit is kept
# as data (an assumption says it is taken as not reached), so any period the text names loads
LIMIT_PERIODS = ("round", "phase", "game", "attack", "deck", "player")
# family counters: «Máximo de 1 por aliado» / "Max 1 per ally": at most that many copies of the card per such card
LIMIT_PERIODS += ("ally", "character", "enemy", "minion", "scheme", "side_scheme", "identity")
AMOUNT_OF = ("this", "attached", "trigger")  # whose stat an `equal_to` amount reads
AMOUNT_OF += ("identity",)  # family amounts: «tu ATQ» / "your ATK": the acting player's identity
# issue 14: the card itself, the card it is attached to, the trigger's subject ("ese enemigo")
SELECTS = ("a", "each", "that", "same", "you", "next", "this", "attached", "trigger")
# family setup (issue 15): the player who defeated the card whose ability it is («el jugador que haya derrotado
# este plan», "the player who defeated this scheme"), kind player
SELECTS += ("defeater",)
# family combat (issue 15): the character making the attack the ability's trigger names or the ability is part of, when
# the trigger names no attacker ("after you defend against an attack, … the attacking enemy", «… al enemigo atacante»)
SELECTS += ("attacker",)
# family combat (issue 15): «X no puede atacar / intervenir / defender» / "X cannot attack / thwart / defend" (a basic
# attack or thwart of that character is not possible; defending is kept as data: nothing asks about it)
RESTRICTIONS += ("cannot_attack", "cannot_thwart", "cannot_defend")
# family combat (issue 15): «declara a X como defensor (sin agotarlo)» / "declare X as the defender (without exhausting
# him)": X defends the attack in progress
VERBS += ("declare_defender",)
TREATED_AS = ("ally",)
ABILITY_LABELS = ("attack", "thwart", "defense")  # "(ataque)", "(intervención)", "(defensa)" after a header
# the spec's target kinds, plus (an addition) every other card type by name: treachery, obligation…
TARGET_KINDS = ("villain", "minion", "enemy", "main_scheme", "side_scheme", "scheme", "hero", "alter_ego",
                "identity", "ally", "character", "upgrade", "support", "attachment", "player", "card",
                "event", "resource", "treachery", "environment", "obligation")
CONTROLLERS = ("any", "you", "other")
# issue 15 (control): under whose control a card enters play ("under any player's control")
UNDER = ("any_player", "owner", "you", "first_player")
PLAY_UNDER = ("any_player",)
# issue 15 (family players): who may use an ability its own text names («cualquier jugador puede aplicar esta capacidad»)
USED_BY = ("any_player",)
# issue 15 (family players): an enemy engages a player ("X engages the first player", «X se enfrenta al jugador
# inicial»), and the player an enemy is put into play engaged with when it is not the acting player
VERBS += ("engage",)
ENGAGED_WITH = ("first_player",)
# issue 15 (family players): who does an effect when the text makes the players do it ("each player discards …")
BY = ("each_player", "first_player")
UNDER += ("defeater",)  # family setup: "under their control" after "the player who defeated this minion puts …"
ENGAGED_WITH += ("defeater",)  # family setup: «… enfrentado al jugador que haya derrotado este plan»
BY += ("defeater",)  # family setup: "the player who defeated this scheme discards the top 2 cards of their deck"
ENGAGED_WITH += ("you",)  # family board: "(if he is already in play, he engages you)": the acting player
ASKS = ("can_initiate", "targets", "controller", "owner", "destination", "who_may_use", "order")
BASICS = ("attack", "thwart", "recover", "scheme")
ITEM_KINDS = ("status_card", "consequential_damage", "lasting_effect", "delayed_effect", "keyword", "icon")
EVENT_KINDS = ("take_control", "leave_play", "attach", "flip", "eliminate", "play_event", "discard_from_hand",
               # issue 14: board states
               "exhaust", "ready", "give_status", "remove_status", "add_damage", "remove_damage", "add_threat",
               "remove_threat", "add_counters", "remove_counters")
FORMS = ("hero", "alter_ego")
CHANGE_FORMS = FORMS + ("other", "other_hero")  # family modes: "change form" / «cambia de identidad»: to the other side;
# "change to your other hero form" / «cambia a tu otra identidad de Héroe» (an identity with two hero forms)
# family play (issue 15): a named form of an identity whose form upgrade shows it (Nick Fury's suit forms, Spectrum's
# energy forms, Vision's mass forms): not its hero or alter-ego side; its kind, and its name as printed when one is named
CHANGE_FORMS += ("named",)
# family play (issue 15): a card played by an effect («juega una carta de tu mano, reduciendo en 1 su coste»), its cost
# paid (reduced by `cost_reduction`): not put into play
VERBS += ("play",)
NAMED_FORM_KINDS = ("suit", "energy", "mass")
# issue 15 (family forms): a villain's form named by a trait («Zorbo cambia a su identidad [[Gigante]]»): the
# change_form's target is that villain
NAMED_FORM_KINDS += ("villain",)
EDITIONS = ("es", "en")
PHASES = ("setup", "player", "villain")
SCHEMA_V1 = "arbitro/v1"

# the printed timing headers (Capacidad) and the timing each gives
HEADERS: dict[str, str] = {
    "Acción": "action",
    "Acción de Héroe": "hero_action",
    "Acción de Alter ego": "alter_ego_action",
    "Interrupción": "interrupt",
    "Interrupción de Héroe": "hero_interrupt",
    "Interrupción de Alter ego": "alter_ego_interrupt",
    "Respuesta": "response",
    "Respuesta de Héroe": "hero_response",
    "Respuesta de Alter ego": "alter_ego_response",
    "Recurso": "resource",
    "Acción obligada": "forced_action",
    "Interrupción obligada": "forced_interrupt",
    "Respuesta obligada": "forced_response",
    "Cuando se muestre esta carta": "when_revealed",
    "Cuando se derrote esta carta": "when_defeated",
    "Cuando se complete esta etapa": "when_completed",
    "Preparación": "setup",
    "Inicio": "start",
    "Aumento": "boost",
    # issue 14
    "Cuando se muestre (Héroe)": "when_revealed_hero",
    "Cuando se muestre (Alter ego)": "when_revealed_alter_ego",
    "Especial": "special",
    "Recurso de Héroe": "hero_resource",
    "Interrupción del jugador inicial": "first_player_interrupt",
}
# The English card headers, accepted as well (an extension of v1: cards printed in English).
HEADERS_EN: dict[str, str] = {
    "Action": "action", "Hero Action": "hero_action", "Alter-Ego Action": "alter_ego_action",
    "Interrupt": "interrupt", "Hero Interrupt": "hero_interrupt", "Alter-Ego Interrupt": "alter_ego_interrupt",
    "Response": "response", "Hero Response": "hero_response", "Alter-Ego Response": "alter_ego_response",
    "Resource": "resource", "Forced Action": "forced_action", "Forced Interrupt": "forced_interrupt",
    "Forced Response": "forced_response", "When Revealed": "when_revealed", "When Defeated": "when_defeated",
    "When Completed": "when_completed", "Setup": "setup", "Start": "start", "Boost": "boost",
    # issue 14
    "When Revealed (Hero)": "when_revealed_hero", "When Revealed (Alter-Ego)": "when_revealed_alter_ego",
    "Special": "special", "Hero Resource": "hero_resource", "First Player Interrupt": "first_player_interrupt",
}
# issue 15, family targets: what a superlative target compares ("the minion with the most remaining hit
# points": hp_left; "the highest printed ATK": printed_atk)
SUPERLATIVE_OF = ("hp_left", "hp", "atk", "thw", "sch", "def", "rec", "threat", "damage",
                  "printed_hp", "printed_atk", "printed_thw", "printed_sch", "printed_def", "printed_rec", "cost")
# issue 15, family amounts: the icons an amount counts on the cards an ability discarded ("for each resource
# icon discarded this way", «por cada icono de Aumento que se haya descartado de este modo»)
DISCARDED_ICONS = ("resource", "boost")
# (a resource type: "for each printed [energy] resource discarded this way")
DISCARDED_ICONS += ("energy", "mental", "physical", "wild")
# family deckops (session 8): "for each card discarded this way" (each card), "for each different card type discarded this
# way" (each card type among them: ally, event, …)
DISCARDED_ICONS += ("card", "card_type")
# issue 15, family amounts: threat, damage or counters moved from one card to another ("move 2 threat from a scheme to
# here", «traslada 1 de Daño desde tu Héroe hasta un enemigo»)
VERBS += ("move_tokens",)
MOVED_TOKENS = ("threat", "damage", "counters")
# family resources (issue 15, session 8): «gasta 3 recursos del mismo tipo» / "spend 3 resources of the same type"
# (same), «gasta 2 recursos de distintos tipos» / "spend 2 different resources" (different): how the types of the
# resources spent relate
RESOURCE_TYPES = ("same", "different")
# family resources (issue 15, session 8): a card with a printed resource of a type ("a [physical] resource from your hand",
# "a card with a printed [energy] resource", «un recurso [mental] de tu mano»): the Target's printed_resource
PRINTED_RESOURCES = ("energy", "mental", "physical", "wild")
# family redirect (session 8): damage placed on a card, not dealt («en vez de eso coloca ese daño sobre esta carta",
# "place that damage here instead"): no toughness, retaliate nor "takes damage" happens
VERBS += ("place_damage",)
