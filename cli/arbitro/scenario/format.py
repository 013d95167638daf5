"""The scenario format v1 (``schema: arbitro/v1``), declared once: every object, its fields, their
types, bounds, defaults and meaning, and which question kinds and events use which.

Everything else that knows the format is derived from this table:

* the pydantic models (:mod:`arbitro.scenario.model`), hence the JSON Schema and the messages;
* the pydantic-free records of the loader's fast path (:mod:`arbitro.scenario.records`);
* the loader's checks (:mod:`arbitro.scenario.checks`): the fields of each container (for "did you
  mean"), the fields each ``ask`` uses and needs, the fields of each event;
* the keys whose plain scalars both YAML walkers keep as text (:data:`TEXT_KEYS`);
* the engine's view of effects and targets (``arbitro.engine.targets.Effect`` / ``Target``) and the
  questions the one-question commands build.

Adding a field is one line here (then ``arbitro schema -o schema/scenario-v1.json``). The closed
lists of names stay in :mod:`arbitro.scenario.vocab`. Importing this module costs next to nothing:
it is read on the fast path, which never imports pydantic.

Types are plain tuples (the records read them as they are):

=====================  ==========================================================================
``ID``                 text matching ``vocab.ID_PATTERN``, read as written (``010`` is ``"010"``)
``TEXT``               free text, read as written (``2099``, ``yes`` stay text)
``FLAG``               a boolean
``ANY``                anything, kept as it is (``expect.answer``, checked per ``ask``)
``whole(n)``           a whole number ≥ n (``NONNEG``, ``POSITIVE``)
``choice(names)``      one of the names
``opt(t)``             ``t`` or null
``list_of(t, lo, hi)`` a list of ``t``, with at least ``lo`` and at most ``hi`` items
``mapping(keys, t)``   a map from some of ``keys`` to ``t`` (``keys`` None: any text)
``either(a, b, …)``    one of the types, tried in order
``obj(name)``          a nested object of this table
=====================  ==========================================================================
"""

from __future__ import annotations

from typing import Any

from arbitro.scenario import vocab as V

# -- types ------------------------------------------------------------------------------------------
ID, TEXT, FLAG, ANY = ("id",), ("text",), ("flag",), ("any",)


def whole(minimum: int) -> tuple:
    return ("int", minimum)


NONNEG, POSITIVE = whole(0), whole(1)


def choice(names) -> tuple:
    return ("lit", tuple(names))


def opt(spec: tuple) -> tuple:
    return ("opt", spec)


def list_of(spec: tuple, lo: int = 0, hi: int | None = None) -> tuple:
    return ("list", spec, lo, hi)


def mapping(keys, spec: tuple) -> tuple:
    return ("dict", None if keys is None else tuple(keys), spec)


def obj(name: str) -> tuple:
    return ("rec", name)


def either(*specs: tuple) -> tuple:
    """One of several types, tried in order (``amount``: a number or a map)."""
    return ("or", tuple(specs))


# -- defaults ---------------------------------------------------------------------------------------
REQUIRED = "<required>"  # a field without a default
NEW_LIST = "<new list>"  # a fresh empty list for each object
NEW_DICT = "<new dict>"  # a fresh empty dict for each object


class Field:
    """One field: ``name`` (the attribute), ``key`` (as written in YAML, when it differs), ``type``,
    ``default``, ``doc``, ``example`` (an invented YAML snippet for the format reference, for the
    fields that extend v1); for question fields, ``asks`` (the kinds that use it) and ``needs``
    (those that require it); for effect fields, ``verbs`` (the only verbs that take it) and
    ``verb_needs``."""

    __slots__ = ("name", "key", "type", "default", "doc", "example", "asks", "needs", "verbs", "verb_needs")

    def __init__(self, name: str, type: tuple, default: Any = REQUIRED, doc: str = "", *, key: str | None = None,
                 example: str = "", asks: tuple = (), needs: tuple = (), verbs: tuple = (), verb_needs: tuple = ()):
        self.name, self.key, self.type, self.default, self.doc = name, key or name, type, default, doc
        self.example = example
        self.asks, self.needs, self.verbs, self.verb_needs = asks, needs, verbs, verb_needs

    def __repr__(self) -> str:
        return f"Field({self.name!r}, {self.type!r}, {self.default!r})"


class Object:
    """One object of the format: its name (the model's), its doc (the schema's description) and fields."""

    __slots__ = ("name", "doc", "fields")

    def __init__(self, name: str, doc: str | None, fields: list[Field]):
        self.name, self.doc, self.fields = name, doc, fields


F = Field
# which question kinds use a field: the two "can this be used" kinds, and every kind about one card
_USE = ("can_initiate", "targets")
_CARD_ASKS = ("can_initiate", "targets", "controller", "owner", "destination", "who_may_use")

# -- the table --------------------------------------------------------------------------------------
# In the models' order; a field's doc says what the loader derives when it is not written.
FORMAT: dict[str, Object] = {o.name: o for o in (
    Object("Target", "Whom an effect targets.", [
        F("select", choice(V.SELECTS), doc="a | each | that | same | you | next; defeater (issue 15): the player who "
          "defeated the card whose ability it is (kind player; the board does not say who: any player may be); attacker (family "
          "combat): the character making the attack the trigger names or the ability is part of, when the trigger does not "
          "name it (\"after you defend against an attack, … the attacking enemy\"; the board does not say which: any of its kind)"),
        F("kind", opt(choice(V.TARGET_KINDS)), None, "what may be chosen (not with that, same, you)"),
        F("controller", opt(choice(V.CONTROLLERS)), None, "a filter on who controls it (not with that, same, you; with next: who plays it, "
          "\"the next event you play\")"),
        F("zone", opt(choice(V.CANDIDATE_ZONES)), None, "the zone of the candidates when not in play (victory_display: "
          "'for each side scheme in the victory display', the board does not list it: undetermined; set_aside, "
          "issue 15: every set-aside card, whoever owns it; encounter_discard, family zones: the encounter discard pile, "
          "which the board does not list either: undetermined)"),
        F("of", opt(POSITIVE), None, "with that / same: the 1-based index of an earlier effect of the same list (in an otherwise or instead list: of that list)"),
        # issue 14: filters (each narrows the candidates where objetivo.2 says what the target is)
        F("kinds", opt(list_of(choice(V.TARGET_KINDS))), None, "alternatives, instead of kind: «una Mejora o un "
          "Apoyo»", example="target: {select: a, kinds: [upgrade, support]}"),
        F("traits", list_of(TEXT), NEW_LIST, "it has one of these traits (any of)",
          example="target: {select: a, kind: character, traits: [Guardián]}"),
        F("exhausted", opt(FLAG), None, "it is exhausted (true) or ready (false)",
          example="target: {select: a, kind: ally, exhausted: true}"),
        F("damaged", opt(FLAG), None, "it has damage (true) or none (false)",
          example="target: {select: a, kind: character, damaged: true}"),
        F("status", opt(choice(V.STATUSES)), None, "it has this status card",
          example="target: {select: a, kind: enemy, status: stunned}"),
        F("friendly", FLAG, False, "«amigo»: controlled by a player, any player (an assumption: the three "
          "sections do not define it)", example="target: {select: a, kind: character, friendly: true}"),
        F("engaged", FLAG, False, "«enfrentado contigo»: an enemy in the acting player's play area",
          example="target: {select: a, kind: minion, engaged: true}"),
        # issue 15 (family zones)
        F("in_play_area", FLAG, False, "«en tu zona de juego» / \"in your play area\": a card in the acting player's "
          "play area (its own cards, and the encounter cards there)",
          example="target: {select: each, kind: card, traits: [Hechizo], in_play_area: true}"),
        F("other", FLAG, False, "«otro … distinto»: not the card whose ability it is",
          example="target: {select: a, kind: ally, other: true}"),
        F("up_to", opt(POSITIVE), None, "«hasta N»: 0 to N targets", example="target: {select: a, kind: enemy, up_to: 2}"),
        F("count", opt(POSITIVE), None, "N targets", example="target: {select: a, kind: minion, count: 2}"),
        F("chosen", FLAG, False, "the text says «elige» (objetivo.5 applies)",
          example="target: {select: a, kind: ally, chosen: true}"),
        # issue 15: decks and zones
        F("random", FLAG, False, "«al azar»: the card is taken at random, not chosen (objetivo.5 does not apply)",
          example="target: {select: a, kind: card, zone: hand, controller: you, random: true}"),
        # issue 15: cards named in the text
        F("name", opt(TEXT), None, "a card named in the text («Vincula esta carta a Gruñón»): a candidate must "
          "have this printed name (matched ignoring case and accents); the rest of Objetivo is unchanged",
          example="target: {select: a, kind: minion, name: Gruñón Rojo}"),
        # issue 15: targets
        F("not_traits", list_of(TEXT), NEW_LIST, "it has none of these traits («un esbirro que no sea [[Élite]]»)",
          example="target: {select: a, kind: minion, not_traits: [Élite]}"),
        F("most", opt(choice(V.SUPERLATIVE_OF)), None, "«el esbirro que tenga más vida restante»: of the cards the rest "
          "of the target names, those with the highest value (ties: each of them)",
          example="target: {select: a, kind: minion, most: hp_left}"),
        F("least", opt(choice(V.SUPERLATIVE_OF)), None, "«… que tenga menos …»: those with the lowest value (ties: each)",
          example="target: {select: a, kind: enemy, least: atk}"),
        F("no_copy_attached", FLAG, False, "«que no tenga ya vinculada otra copia de esta carta»: no other card with "
          "this card's name is attached to it", example="target: {select: a, kind: minion, no_copy_attached: true}"),
        F("with_attached", opt(choice(V.TARGET_KINDS)), None, "«que tenga vinculada una Mejora»: a card of this kind is "
          "attached to it", example="target: {select: a, kind: enemy, with_attached: upgrade}"),
        # family resources (issue 15, session 8): "a [physical] resource from your hand", "a card with a printed [energy] resource"
        F("printed_resource", opt(choice(V.PRINTED_RESOURCES)), None, "it has a printed resource of this type («un recurso "
          "[physical] de tu mano», \"a card with a printed [energy] resource\"); the board does not show printed "
          "resources: whether a card has one is undetermined (every card is kept as a candidate, and the answer says so)",
          example="target: {select: a, kind: card, zone: hand, controller: you, printed_resource: physical}"),
        # family resources (issue 15, session 8): "an upgrade with a cost of 3 or less", «un Apoyo de coste 3 o menos»
        F("max_cost", opt(NONNEG), None, "its printed resource cost is at most this («con un coste de 3 o menos», \"with a "
          "printed cost of 2 or less\"); the board does not show costs: whether a card's is is undetermined (every card "
          "is kept as a candidate, and the answer says so)",
          example="for: {select: a, kind: support, max_cost: 3}"),
        # issue 15 (family players): «al jugador inicial» / "the first player"
        F("first_player", FLAG, False, "with kind player: the first player («inflige 3 de Daño al jugador inicial», "
          "\"deal the first player an encounter card\"); the active player is taken as the first player (an assumption "
          "says so)", example="target: {select: a, kind: player, first_player: true}"),
        # issue 15 (family players, session 7): «el jugador enfrentado» / "the engaged player"
        F("engaged_player", FLAG, False, "with kind player: the player the enemy is engaged with — the card whose "
          "ability it is («reparte una carta de Encuentro al jugador enfrentado», \"deal the engaged player an encounter "
          "card\"), or in an activation's `against` the enemy that activates (\"each minion activates against the "
          "player it is engaged with\"); the player whose play area holds the card, else any player (an assumption "
          "says so)", example="target: {select: a, kind: player, engaged_player: true}"),
        # issue 15 (family players): «cada Esbirro que esté enfrentado a ese jugador» after «elige un jugador»
        F("engaged_with_player", opt(obj("Target")), None, "an enemy engaged with this player: the player chosen "
          "earlier in the ability («elige un jugador → … a cada Esbirro que esté enfrentado a ese jugador», \"choose a "
          "player → … each minion engaged with that player\"). Which player is chosen is not given: the enemies "
          "engaged with any player are the candidates (an assumption says so)",
          example="target: {select: each, kind: minion, engaged_with_player: {select: a, kind: player, chosen: true}}"),
        F("controlled_by_player", opt(obj("Target")), None, "a card in play this player controls: the player chosen "
          "earlier in the ability («elige un jugador. Cada Personaje controlado por ese jugador …», \"choose a player. Each "
          "character that player controls …\"). Which player is chosen is not given: the cards any player controls are "
          "the candidates (an assumption says so)",
          example="target: {select: each, kind: character, controlled_by_player: {select: a, kind: player, chosen: true}}"),
        # issue 15 (family forms): a card of one identity's own set; a player by the side their identity shows
        F("identity_specific", FLAG, False, "«una carta específica de tu Superhéroe» / \"an identity-specific card\": a card "
          "of an identity's own set, not an aspect or basic card (the board does not say which cards are: undetermined, "
          "each candidate kept)", example="target: {select: a, kind: card, zone: hand, controller: you, identity_specific: true}"),
        F("form", opt(choice(V.FORMS)), None, "with kind player: the players whose identity shows this side («cada jugador "
          "que tenga adoptada su identidad de Héroe», \"each player in hero form\")",
          example="target: {select: each, kind: player, form: hero}"),
        F("identity_traits", list_of(TEXT), NEW_LIST, "with kind player: the players whose identity has one of these traits "
          "(«un jugador cuyo Superhéroe tenga el rasgo [[X]]», \"a player whose identity has the [[X]] trait\")",
          example="target: {select: a, kind: player, identity_traits: [Guardián]}"),
        F("form_upgrade", opt(choice(V.NAMED_FORM_KINDS)), None, "with kind upgrade: a form upgrade of this kind («tu Mejora de "
          "identidad operativa», \"your suit form upgrade\"; the board does not say which upgrade is one: undetermined, each "
          "candidate kept)", example="target: {select: a, kind: upgrade, controller: you, form_upgrade: suit}"),
    ]),
    Object("Effect", "One effect of an ability (or one part of its cost), in printed order.", [
        F("verb", choice(V.VERBS), doc="what it does"),
        F("amount", opt(either(whole(-999), obj("Amount"))), None, "where it has one: a number (negative only for "
          "modify_stat: «recibe -1 ATQ», and modify_cost: a cost reduced; encounter_card, family players: how many "
          "encounter cards each target is dealt, one when omitted), or (issue 14) a map read from the board", example="{verb: deal_damage, amount: {per: {select: each, kind: minion}}, "
          "target: {select: a, kind: villain}}"),
        F("target", opt(obj("Target")), None, "whom; omitted for effects without a target"),
        F("zone", opt(choice(tuple(z for z in V.TARGET_ZONES if z != "victory_display"))), None, "which of the acting player's zones is searched (not needed with zones)",
          verbs=("search",), verb_needs=("search",)),
        F("status", opt(choice(V.STATUSES)), None, "the status removed", verbs=("remove_status",),
          verb_needs=("remove_status",)),
        F("stat", opt(choice(V.MODIFIED_STATS)), None, "the stat modified (optional; `hand_size`: the hand size of the "
          "target's player, an identity's)", verbs=("modify_stat",)),
        F("optional", FLAG, False, "«puedes / puede»: the player may choose not to resolve it (in a forced ability, the "
          "rest of the text becomes optional: capacidad.9.1); kept as data", example="{verb: draw, amount: 1, optional: true}"),
        F("changes_state", FLAG, True, "whether it could change the game state now", verbs=("other",)),
        # -- issue 14: effects, conditions, amounts, zones, headers
        F("condition", opt(obj("Condition")), None, "the effect happens only if this holds (\"si …\")",
          example='{verb: draw, amount: 1, condition: {in_play: {select: a, kind: minion}}}'),
        F("otherwise", list_of(obj("Effect")), NEW_LIST, "what happens instead when the condition does not hold "
          "(\"de no ser así\"; only with condition, not with instead)",
          example='{verb: heal, amount: 2, target: {select: you}, condition: {form: hero}, otherwise: [{verb: draw, amount: 1}]}'),
        F("instead", list_of(obj("Effect")), NEW_LIST, "replaces this effect when the condition holds "
          "(\"si …, en su lugar\"; only with condition)",
          example='{verb: deal_damage, amount: 1, target: {select: a, kind: enemy}, condition: {this: {exhausted: false}}, '
                  'instead: [{verb: deal_damage, amount: 3, target: {select: a, kind: enemy}}]}'),
        F("from_", opt(choice(V.MOVE_ZONES)), None, "the zone the card is taken from; look_at (family zones): the deck "
          "whose top cards are looked at (`deck_top`: the acting player's deck, `encounter_deck`; its amount: how many, "
          "1 if omitted; looking moves nothing: the cards stay on that deck until a later effect moves them, and «put the "
          "rest back (in any order)» is no effect, the board keeps no order of a deck); `looked_at`: the cards the look_at before looked at that no later effect has moved yet (a move "
          "from it without an amount moves all of them; its `discard` is the cards' owner's discard pile, the encounter "
          "discard pile for encounter cards)", key="from",
          verbs=("move", "shuffle_into", "put_into_play", "remove_from_game", "set_aside", "reveal", "attach", "look_at"),
          example='{verb: put_into_play, from: discard, target: {select: a, kind: ally, zone: discard}}'),
        F("to", opt(choice(V.MOVE_ZONES)), None, "the zone the card goes to",
          verbs=("move", "shuffle_into", "set_aside", "reveal"), verb_needs=("move",),
          example='{verb: move, from: discard, to: deck_top, target: {select: a, kind: event, zone: discard}}'),
        F("resource", opt(choice(V.RESOURCES)), None, "the resource spent or generated",
          verbs=("spend_resources", "generate_resources"), verb_needs=("generate_resources",),
          example='{verb: generate_resources, amount: 1, resource: energy}'),
        # family resources (issue 15, session 8): "spend 3 resources of the same type", «gasta 2 recursos de distintos tipos»
        F("resource_types", opt(choice(V.RESOURCE_TYPES)), None, "spend_resources: the resources spent are all of one "
          "type (`same`: \"of the same type\", «del mismo tipo») or each of a different type (`different`: \"different "
          "resources\", «de distintos tipos»); kept as data (the engine assumes the player has the resources)",
          verbs=("spend_resources",), example='{verb: spend_resources, amount: 3, resource: any, resource_types: same}'),
        F("what", opt(choice(V.PREVENTABLE)), None, "what is prevented or cancelled (prevent with no amount: all of it)", verbs=("prevent", "cancel"),
          verb_needs=("prevent", "cancel"), example='{verb: prevent, what: damage, amount: 2}'),
        F("ability", opt(obj("AbilityRef")), None, "the other ability it resolves (cancel: whose effects it cancels)",
          verbs=("resolve_ability", "cancel"),
          verb_needs=("resolve_ability",), example='{verb: resolve_ability, ability: {card: red-lamp, ability: a1}}'),
        F("per_hero", FLAG, False, "the amount counts once per hero in play (\"por cada héroe\")",
          example='{verb: place_threat, amount: 1, per_hero: true, target: {select: a, kind: main_scheme}}'),
        F("delayed", opt(obj("Delayed")), None, "a delayed effect: when it resolves (kept as data, shown)",
          example='{verb: ready, target: {select: you}, delayed: {when: "al final de la fase"}}'),
        F("duration", opt(choice(V.DURATIONS)), None, "how long a lasting effect lasts (kept as data, shown)",
          example='{verb: modify_stat, stat: atk, amount: 2, target: {select: you}, duration: this_phase}'),
        F("indirect", FLAG, False, "«daño indirecto»: the damaged player assigns it among the characters they "
          "control (the engine judges it as damage to that player's identity)", verbs=("deal_damage", "take_damage"),
          example='{verb: take_damage, amount: 2, indirect: true, target: {select: you}}'),
        # issue 15: keywords granted
        F("keyword", opt(choice(V.GRANTED_KEYWORDS)), None, "the keyword gained (its value, as in «Represalia 1», "
          "is the amount)", verbs=("gain_keyword",), verb_needs=("gain_keyword",),
          example='{verb: gain_keyword, keyword: retaliate, amount: 1, target: {select: attached}}'),
        F("attacks", FLAG, False, "the keyword goes to attacks: the target's («sus ataques ganan …»), or, with no "
          "target, the attack this ability is part of, its trigger names or an earlier `activate` effect of the ability makes "
          "(«este ataque gana …», \"that attack gains …\"); the verb `attack_damage` (family flow, no target) is that same "
          "attack dealing `amount` additional damage («este ataque inflige 1 de daño adicional»; kept as data)",
          verbs=("gain_keyword",), example='{verb: gain_keyword, keyword: piercing, attacks: true}'),
        # family combat (issue 15): «declara a X como defensor sin agotarlo» / "declare X the defender without exhausting him"
        F("no_exhaust", FLAG, False, "declare_defender: the target defends without exhausting (\"without exhausting "
          "him\", «sin agotarlo»); the verb declare_defender (family combat) makes its target, a character, the defender "
          "of the attack in progress (kept as data)", verbs=("declare_defender",),
          example='{verb: declare_defender, no_exhaust: true, target: {select: a, kind: identity, controller: you}}'),
        # family combat (issue 15): «tus ataques básicos ganan penetrante» / "your basic attacks gain piercing"
        F("basic_only", FLAG, False, "with attacks: only the target's basic attacks gain the keyword (not its attacks "
          "from cards or abilities; kept as data)", verbs=("gain_keyword",),
          example='{verb: gain_keyword, keyword: piercing, attacks: true, basic_only: true, target: {select: you}}'),
        # issue 15: game-level effects and prohibitions
        F("form", opt(choice(V.CHANGE_FORMS)), None, "the side the acting player's identity changes to (\"cambia a forma "
          "de Alter ego\"; `other`: \"change form\", «cambia de identidad», the side it does not show; `other_hero`: \"change to "
          "your other hero form\", of an identity with two hero forms)", verbs=("change_form",), verb_needs=("change_form",),
          example='{verb: change_form, form: alter_ego}'),
        # family play (issue 15): a named form (a form upgrade's side), not the identity's hero or alter-ego side
        F("form_kind", opt(choice(V.NAMED_FORM_KINDS)), None, "with `form: named`: which forms (\"change to Gamma energy "
          "form\", «cambia a tu identidad operativa de Asalto»: the side a form upgrade shows; `villain`, family forms: a "
          "villain's form named by a trait, «Zorbo cambia a su identidad [[Gigante]]», the effect's target the villain)", verbs=("change_form",),
          example='{verb: change_form, form: named, form_kind: energy, form_name: gamma}'),
        F("form_name", opt(TEXT), None, "with `form: named`: the form changed to, its printed words in lower case (none: another of those "
          "forms, \"change energy forms\")", verbs=("change_form",),
          example='{verb: change_form, form: named, form_kind: suit, form_name: assault}'),
        # family play (issue 15): a card played by an effect, its resource cost reduced
        F("cost_reduction", opt(POSITIVE), None, "play: its resource cost is reduced by this (\"reducing its resource "
          "cost by 1\", «reduciendo en 1 su coste en recursos»)", verbs=("play",),
          example='{verb: play, cost_reduction: 1, target: {select: a, kind: card, zone: hand, controller: you}}'),
        F("stage", opt(TEXT), None, "the main scheme stage it advances to, as printed (\"avanza a la etapa 2B\"; "
          "derived: the next one)", verbs=("advance",), example='{verb: advance, stage: 2B}'),
        F("restriction", opt(choice(V.RESTRICTIONS)), None, "what a constant \"no puede…\" forbids its target "
          "(kept as data, shown); `max_damage_per_attack` / `max_damage_per_phase` (family stats): it cannot take more "
          "than the effect's amount of damage from each attack / each phase («no puede sufrir más de 2 de Daño de cada "
          "ataque»)", verbs=("prohibit",), verb_needs=("prohibit",),
          example='{verb: prohibit, restriction: cannot_remove_threat, target: {select: this}}'),
        # issue 15 (wt-v): an enemy's activation, not a player's attack
        F("activation", opt(choice(V.ACTIVATIONS)), None, "activate: what the target enemy does — `attack` "
          "(\"the villain attacks you\", «te ataca»), `scheme` (\"schemes\", «ejecuta el Plan») or `by_form` "
          "(\"activates against you\", «se activa contra ti»: it attacks a player in hero form, schemes against one in "
          "alter-ego form). Can affect: a villain or minion in play (any activation changes the game state: a stunned "
          "or confused enemy loses the status instead, and an ATK or SCH of 0 still activates, objetivo.9)",
          verbs=("activate",), verb_needs=("activate",),
          example='{verb: activate, activation: attack, target: {select: a, kind: villain}, against: {select: you}}'),
        F("against", opt(obj("Target")), None, "activate: the player the activation is against (\"attacks you\": "
          "`{select: you}`); kept as data, not a target of the ability (the target is the enemy that activates)",
          verbs=("activate",), example='{verb: activate, activation: by_form, target: {select: this}, against: {select: you}}'),

        # -- issue 15: searches beyond one of the acting player's zones, and what they look for
        F("zones", list_of(choice(V.MOVE_ZONES)), NEW_LIST, "search: the zones searched, instead of zone "
          "(several, or the encounter deck and its discard pile); a later effect on {select: that, of: N} "
          "acts on the card found, which is not a target (objetivo.21)", verbs=("search",),
          example='{verb: search, zones: [encounter_deck, encounter_discard], for: {select: a, kind: minion}}'),
        F("for_", opt(obj("Target")), None, "search: what is looked for (kind, traits); not a target (objetivo.21); "
          "with an amount N, only the top N cards of the deck searched are looked at; "
          "generate_resources: what the resource may pay for (kept as data: generating changes the state)",
          key="for", verbs=("search", "generate_resources"),
          example='{verb: search, zone: deck, for: {select: a, kind: upgrade, traits: [Tecnología]}}'),
        # -- issue 15: counters, resources, costs and threat moves
        F("counter", opt(TEXT), None, "the kind of counter the text names, as printed («contador de Misión», "
          "\"mission counter\"); omitted for all-purpose counters. Kept as data: the board's ``counters`` count a "
          "card's counters of every kind together, so removing them can affect a card with any counters",
          verbs=("add_counters", "remove_counters", "move_tokens"),
          example='{verb: remove_counters, amount: 1, counter: mission, target: {select: this}}'),
        # family zones (session 7): «search … for X and attach it to Zorbo»: the card attached is the one found
        F("attach_found", FLAG, False, "attach: the card attached is the one the search just before found («… and attach "
          "it to Zorbo», «… y vincúlala a Zorbo»), not the card whose ability it is; the target is still the card it is "
          "attached to (kept as data)", verbs=("attach",),
          example='{verb: attach, attach_found: true, target: {select: a, kind: minion, name: Zorbo}}'),
        # family zones (session 7): the rules' "find" («find X and reveal it», «localiza a X y muéstralo»)
        F("find", FLAG, False, "search: the rules' Find («find X», «localiza X»): every game area the card could be "
          "in is searched (play, the set-aside cards, the decks, hands and discard piles; not the victory display, "
          "removed cards or facedown encounter cards), instead of zone or zones; the board does not list them all, so "
          "whether it finds a card is not decided", verbs=("search",),
          example='{verb: search, find: true, for: {select: a, kind: minion, name: Zorbo}}'),
        # issue 15 (family amounts): «traslada 2 de Amenaza desde un Plan hasta esta carta» / "move 2 threat from a scheme to here"
        F("tokens", opt(choice(V.MOVED_TOKENS)), None, "move_tokens: what is moved (threat, damage or counters) from the "
          "card `from_card` names to the target; the state changes when that card holds some",
          verbs=("move_tokens",), verb_needs=("move_tokens",),
          example='{verb: move_tokens, tokens: threat, amount: 1, from_card: {select: a, kind: scheme}, target: {select: this}}'),
        F("from_card", opt(obj("Target")), None, "move_tokens: the card the threat, damage or counters are taken from "
          "(not a target of the effect: the card that receives them is)", verbs=("move_tokens",), verb_needs=("move_tokens",),
          example='{verb: move_tokens, tokens: damage, amount: 1, from_card: {select: a, kind: identity, controller: you}, '
                  'target: {select: a, kind: enemy}}'),
        F("all_tokens", FLAG, False, "move_tokens: all of them (\"move all threat from here to the main scheme\"; no amount); "
          "remove_threat, remove_counters (family counters): all the threat, or all the counters (of the kind `counter` "
          "names), on the target («quita toda la Amenaza de este plan», \"remove each zorb counter from here\"; no amount)",
          verbs=("move_tokens", "remove_threat", "remove_counters"), example='{verb: move_tokens, tokens: threat, all_tokens: true, from_card: {select: this}, '
                                          'target: {select: a, kind: main_scheme}}'),
        # family icons2: "…, ignoring the crisis icon ([crisis])" / «…, ignorando el icono de Crisis ([crisis])»
        F("ignore_crisis", FLAG, False, "remove_threat: the Crisis icons in play do not stop this removal from the main "
          "scheme (objetivo.19.1 does not apply)", verbs=("remove_threat",),
          example="{verb: remove_threat, amount: 3, target: {select: a, kind: main_scheme}, ignore_crisis: true}"),
        # issue 15 (family amounts): «coloca 2 contadores sobre X (hasta un máximo de 10)»
        F("max_counters", opt(POSITIVE), None, "add_counters: the target holds at most this many counters («(hasta un "
          "máximo de 10)», \"(to a maximum of 10)\"): as many are placed as fit, none on a target that already holds "
          "that many (the board's counters count every kind together)", verbs=("add_counters",),
          example='{verb: add_counters, amount: 2, counter: growth, max_counters: 10, target: {select: this}}'),
        # issue 15 (decks and zones, second pass): «discard cards from the top of a deck until a minion is discarded»
        F("until", opt(obj("Target")), None, "move: cards are taken one at a time from the zone (from) until one "
          "matching this is taken; a later effect on {select: that, of: N} acts on that card, which is not a "
          "target (objetivo.21)", verbs=("move",),
          example='{verb: move, from: encounter_deck, to: encounter_discard, until: {select: a, kind: minion}}'),
        F("engaged", FLAG, False, "put_into_play: the card enters play engaged with the acting player («… into play "
          "engaged with you»; kept as data: whether it can be put into play does not change)", verbs=("put_into_play",),
          example='{verb: put_into_play, engaged: true, target: {select: that, of: 1}}'),
        # issue 15 (family players, session 7): a given card dealt as a facedown encounter card
        F("dealt", opt(obj("Target")), None, "encounter_card: the card dealt to the target player as a facedown "
          "encounter card, when it is not the top card of the encounter deck (\"deal this card to yourself as a facedown "
          "encounter card\", «quédate esta carta como carta de Encuentro boca abajo»: `{select: this}`, or a card by "
          "its name). Kept as data: where that card is, the board does not say (an assumption)",
          verbs=("encounter_card",),
          example='{verb: encounter_card, target: {select: you}, dealt: {select: this}}'),
        # issue 15 (family players): a player card put into play facedown as an encounter card of a kind
        F("facedown_as", opt(obj("Target")), None, "put_into_play: the card enters play facedown, as a card of this "
          "kind and traits (\"put the top card of your deck into play facedown, engaged with you as a [[Drone]] "
          "minion\", «… boca abajo y enfrentada a ti como un Esbirro [[Dron]]»): its printed face is hidden and it "
          "is that kind of card while it stays in play. Kept as data: whether it can be put into play does not change",
          verbs=("put_into_play",),
          example='{verb: put_into_play, amount: 1, from: deck_top, engaged: true, facedown_as: {select: a, kind: '
                  'minion, traits: [Dron]}}'),
        # issue 15 (control): «… controlado por cualquier jugador» / "… under any player's control"
        F("under", opt(choice(V.UNDER)), None, "put_into_play: under whose control the card enters play "
          "(«controlado por cualquier jugador / por su propietario / por ti / por el jugador inicial», \"under any "
          "player's / its owner's / your / the first player's control\"; defeater, family setup: «… bajo su control» after "
          "«el jugador que ha derrotado …», the player who defeated the card): a change of controller the ability makes "
          "explicitly (control.8). Kept as data: whether it can be put into play does not change, and who controls "
          "it afterwards is the scenario's `control_effects`", verbs=("put_into_play",),
          example='{verb: put_into_play, under: any_player, target: {select: this}}'),
        # issue 15 (family players): the player an enemy engages or enters play engaged with
        F("engaged_with", opt(choice(V.ENGAGED_WITH)), None, "engage / put_into_play: the player the enemy engages "
          "or enters play engaged with, when the text names one other than the acting player (\"X engages the first "
          "player\", «pon en juego ese Esbirro enfrentado al jugador inicial»): `first_player`; `defeater` (family setup): "
          "the player who defeated the card whose ability it is («… enfrentado al jugador que haya derrotado este "
          "plan»); `you` (family board): the acting player («(si ya está en juego, se enfrenta a ti)», \"(if he is already "
          "in play, he engages you)\"). Kept as data: whether "
          "it can be done does not change (engage: the target must be an enemy)", verbs=("engage", "put_into_play"),
          verb_needs=("engage",), example='{verb: engage, engaged_with: first_player, target: {select: this}}'),
        F("by", opt(choice(V.BY)), None, "who does the effect when the text names the players as its subject "
          "(\"each player discards the top 3 cards of their deck\", «cada jugador busca un Esbirro … y lo pone en "
          "juego enfrentado a él»): `each_player`, each in turn, or `first_player` («el jugador inicial busca …»), or "
          "`defeater` (family setup: \"the player who defeated this scheme discards …\"); "
          "inside it the acting player (your deck, engaged with you) is that player. The engine judges each_player "
          "for the acting player, first_player for the active player taken as the first player, defeater for the "
          "acting player (the board does not say who defeated the card), and says so (an assumption)",
          example='{verb: move, amount: 3, from: deck_top, to: discard, by: each_player}'),
        # family players2 (session 8): "each player in hero form must choose …" (only the players in that form)
        F("by_form", opt(choice(V.FORMS)), None, "with by each_player: only the players whose identity shows this side "
          "do the effect («cada jugador que tenga adoptada su identidad de Héroe debe elegir entre …», \"each player in "
          "hero form must choose to either …\"). The engine judges it for the acting player as one of them, and says so "
          "(an assumption)", example='{verb: take_damage, amount: 1, by: each_player, by_form: hero}'),
        # family deckops (session 8): a deck the text names other than a player's and the encounter deck
        F("deck_name", opt(TEXT), None, "with from / to `named_deck` (its top card), `named_deck_bottom` or "
          "`named_discard` (its discard pile): the deck the text names that is neither a player's deck nor the encounter "
          "deck, its printed words in lower case (a trait without its brackets: \"discard the top card of the [[Invocation]] deck\", «muestra la primera carta del "
          "mazo de Armas experimentales»). Kept as data: the board does not list such a deck, so whether a card is "
          "taken from it is not decided (a card put there, this card, moves)",
          verbs=("move", "shuffle_into", "put_into_play", "reveal"),
          example='{verb: move, amount: 1, from: named_deck, to: named_discard, deck_name: invocation}'),
        # issue 15 (family stats): modify_cost's target is the card whose resource cost changes (`next`: the next one
        # played, a future target, objetivo.20); its amount is negative when the cost is reduced
        # issue 15 (family stats): «cura todo el daño a …» / "heal all damage from …"
        F("all_damage", FLAG, False, "heal: all the damage on the target is healed («cura todo el daño», \"heal all "
          "damage\"; no amount)", verbs=("heal",), example='{verb: heal, all_damage: true, target: {select: this}}'),
        # issue 15 (family stats): a trait gained
        F("trait", opt(TEXT), None, "gain_trait: the trait the target gains, as printed («gana el rasgo [[Aéreo]]», "
          "\"gains the [[Aerial]] trait\"; one effect per trait). Kept as data: a card that already has the trait "
          "gains nothing", verbs=("gain_trait",), verb_needs=("gain_trait",),
          example='{verb: gain_trait, trait: Aerial, target: {select: attached}}'),
        # issue 15 (family stats): the verb set_hit_points (a character's remaining hit points become its amount,
        # «restablece su Vida a 8», "set your hit point dial to 1") takes no field of its own
        # issue 15 (family stats): the verb modify_damage_taken (the damage its target takes from each attack changes by
        # the amount, negative when reduced: "reduce the amount of damage X takes from each attack by 1") neither
        # family redirect (session 8): the verb place_damage (damage placed on its target, not dealt: «coloca ese daño
        # sobre esta carta», "place that damage here") takes no field of its own
        # family play2 (session 8): the side a two-sided card shows as it enters play
        F("side_up", opt(TEXT), None, "put_into_play: the side the card shows as it enters play, its name as printed (lower-cased) "
          "(«con la cara de Asalto boca arriba», \"Assault side faceup\"). Kept as data: the board does not list a "
          "card's sides", verbs=("put_into_play",),
          example='{verb: put_into_play, side_up: Assault, target: {select: a, kind: upgrade, controller: you, '
                  'form_upgrade: suit}}'),
    ]),
    Object("Condition", "When an effect or ability applies: a one-key map (``count`` goes with ``at_least`` or "
                        "``at_most``).", [
        F("in_play", opt(obj("Target")), None, "some card in play matches this target",
          example='{in_play: {select: a, kind: minion, controller: any}}'),
        F("count", opt(obj("Target")), None, "how many cards in play match (with at_least / at_most)",
          example='{count: {select: each, kind: minion}, at_least: 2}'),
        F("at_least", opt(NONNEG), None, "with count: at least this many", example='{count: {select: each, kind: ally}, at_least: 1}'),
        F("at_most", opt(NONNEG), None, "with count: at most this many", example='{count: {select: each, kind: minion}, at_most: 0}'),
        F("form", opt(choice(V.FORMS)), None, "the acting player shows this side", example="{form: alter_ego}"),
        F("this", opt(obj("ThisCondition")), None, "the card whose ability it is is in this state",
          example="{this: {exhausted: false}}"),
        F("phase", opt(choice(V.PHASES)), None, "the game is in this phase", example="{phase: villain}"),
        F("not_", opt(obj("Condition")), None, "the condition does not hold", key="not",
          example="{not: {form: hero}}"),
        F("all_", opt(list_of(obj("Condition"), 1)), None, "every condition holds", key="all",
          example="{all: [{form: hero}, {phase: player}]}"),
        F("any_", opt(list_of(obj("Condition"), 1)), None, "some condition holds", key="any",
          example="{any: [{form: alter_ego}, {this: {damaged: true}}]}"),
        F("fact", opt(TEXT), None, "a fact the board does not give: undetermined unless the question's facts "
          "say it", example='{fact: "ese enemigo ha atacado este turno"}'),
        # issue 15 (family flow): «De no ser posible, …» / "Otherwise, …" after an effect with no condition
        F("possible", opt(FLAG), None, "on an effect: the effect itself can be resolved now (true: it would change "
          "the game state; «de no ser posible» / \"otherwise\" / \"if you cannot\" after an effect with no condition "
          "is that effect's otherwise under this condition); judged as the effect's own state change, undetermined "
          "anywhere else", example="{possible: true}"),
    ]),
    Object("ThisCondition", "The state of the card whose ability it is.", [
        F("exhausted", opt(FLAG), None, "it is exhausted (true) or ready (false)", example="{exhausted: true}"),
        F("damaged", opt(FLAG), None, "it has damage (true) or none (false)", example="{damaged: true}"),
        F("status", opt(choice(V.STATUSES)), None, "it has this status card", example="{status: tough}"),
    ]),
    Object("Amount", "An amount read from the board: exactly one of ``per`` (\"por cada …\") times ``times``, "
                     "``equal_to`` a stat, ``x`` (given by the question), ``up_to`` N (the player's choice), or "
                     "``trigger`` (the amount the trigger names), ``icons`` (family amounts: icons on discarded cards), ``counters`` (the counters on cards) or ``icons_in_play`` (family resources: scheme icons in play).", [
        F("per", opt(obj("Target")), None, "one for each card in play matching this target",
          example="{per: {select: each, kind: minion}, times: 1}"),
        F("times", POSITIVE, 1, "with per (or icons, counters, icons_in_play): how much each match counts", example="{per: {select: each, kind: ally}, times: 2}"),
        F("equal_to", opt(obj("EqualTo")), None, "equal to a stat of a card", example="{equal_to: {stat: atk, of: this}}"),
        F("x", FLAG, False, "the printed X: the question's x gives it", example="{x: true}"),
        # family amounts (issue 15): «hasta N de daño» / "up to N damage", the player's choice of 0 to N
        F("up_to", opt(POSITIVE), None, "«hasta N» / \"up to N\": the player chooses 0 to N (the engine takes N, "
          "and says so)", example="{verb: heal, amount: {up_to: 2}, target: {select: you}}"),
        # family amounts: «esa misma cantidad» / "an equal amount", "that much", after "any amount of" in the trigger
        F("trigger", FLAG, False, "the amount the trigger names («después de que sufra cualquier cantidad de daño, "
          "… esa misma cantidad»): the question's trigger amount gives it",
          example="{verb: remove_threat, amount: {trigger: true}, target: {select: this}}"),
        # family amounts: «(hasta un máximo de 3)» / "(to a maximum of 3)" after a «por cada» amount
        F("max", opt(POSITIVE), None, "with per (or counters, icons): the amount is at most this («(hasta un máximo de 3)»)",
          example="{per: {select: each, kind: minion, engaged: true}, times: 1, max: 3}"),
        # family amounts: "for each resource icon discarded this way" / «por cada icono de recurso que se haya descartado
        # de este modo»
        F("icons", opt(choice(V.DISCARDED_ICONS)), None, "one (times `times`) for each resource or boost icon (a "
          "resource type: each printed resource of that type) on the cards the ability discarded («de este modo» / \"this way\"); "
          "`card` (family deckops): each of those cards, `card_type`: each different card type among them; the board does not show those cards, so the "
          "amount is undetermined (the answer says so)", example="{verb: take_damage, amount: {icons: boost, times: 1}, "
          "target: {select: you}}"),
        # family resources (issue 15, session 8): "for each [crisis], [acceleration], [amplify], and [hazard] in play"
        F("icons_in_play", opt(list_of(choice(V.ICONS), 1)), None, "one (times `times`) for each of these scheme icons "
          "on the cards in play («por cada [crisis], [acceleration], [amplify] y [hazard] que haya en juego»): the board's "
          "icons, each icon of a card counted", example="{verb: deal_damage, amount: {icons_in_play: [crisis, hazard], "
          "times: 1}, target: {select: a, kind: enemy}}"),
        # family amounts: "for each zorb counter here" / «por cada contador de Zorb que haya sobre esta carta»
        F("counters", opt(obj("Target")), None, "one (times `times`) for each counter on the cards in play this target "
          "matches (the board's counters count every kind together)",
          example="{verb: take_damage, amount: {counters: {select: this}, counter: poison, times: 1}, target: {select: you}}"),
        F("counter", opt(TEXT), None, "with counters: the kind of counter the text names, as printed (kept as data)",
          example="{counters: {select: this}, counter: charge, times: 2}"),
    ]),
    Object("EqualTo", "A stat of a card: this one, the one it is attached to, the trigger's subject, or the "
                      "acting player's identity («tu ATQ»).", [
        F("stat", choice(V.STATS), doc="the stat read", example="{equal_to: {stat: thw, of: this}}"),
        F("of", choice(V.AMOUNT_OF), doc="this | attached | trigger | identity",
          example="{verb: heal, amount: {equal_to: {stat: atk, of: trigger}}, target: {select: you}}"),
    ]),
    Object("AbilityRef", "Another ability, by card and ability id.", [
        F("card", ID, doc="the card that has it; `this`: the card whose ability this is (as the reader writes «esta carta»); "
          "`target`: each card the effect's target selects («resuelve la capacidad \"Especial\" de cada …», with `ability` "
          "the timing)",
          example="{verb: resolve_ability, ability: {card: farol-azul}}"),
        F("ability", opt(ID), None, "its ability id, or the timing of the card's one ability with that header "
          "(`when_revealed`); derived: the card's only ability",
          example="{verb: resolve_ability, ability: {card: farol-azul, ability: a2}}"),
    ]),
    Object("Delayed", "A delayed effect: it resolves later, when the text says.", [
        F("when", TEXT, doc="when it resolves, as printed",
          example='{verb: heal, amount: 1, target: {select: you}, delayed: {when: "al final de la ronda"}}'),
    ]),
    Object("Limit", "How often an ability may be used (\"(Límite de una vez por ronda)\").", [
        F("times", POSITIVE, 1, "how many uses", example="limit: {times: 2, per: phase}"),
        F("per", choice(V.LIMIT_PERIODS), doc="round | phase | game | attack | deck | player; or (family counters, "
          "«Máximo de 1 por aliado» / \"Max 1 per ally\") a kind of card, ally | character | enemy | minion | scheme | "
          "side_scheme | identity: at most that many copies of this card per such card",
          example="limit: {per: game}"),
        # family counters: «Máximo de 1 carta de [[Grupo]] por jugador» / "Max 1 [[Team]] card per player"
        F("traits", list_of(TEXT), NEW_LIST, "with a kind of card or player as `per`: the cards counted are those with "
          "one of these traits (of the kind `kind` names), not only copies of this card (kept as data)",
          example="limit: {times: 1, per: player, traits: [Team], kind: card}"),
        F("kind", opt(choice(V.TARGET_KINDS)), None, "with traits: the kind of the cards counted",
          example="limit: {times: 1, per: ally, traits: [Training], kind: upgrade}"),
        # family icons2: "(Limit once per round per player.)" / «(Límite de una vez por ronda y jugador.)»
        F("each_player", FLAG, False, "the uses are counted for each player apart (\"once per round per player\": "
          "each player may use it that many times per period; kept as data)",
          example="limit: {times: 1, per: round, each_player: true}"),
    ]),
    # issue 15, family amounts: «Entra en juego con 4 contadores de Flechas» / "Enters play with 4 arrow counters on it"
    Object("EntersWith", "The counters a card enters play with («entra en juego con N contadores …»).", [
        F("counters", POSITIVE, doc="how many counters", example="enters_with: {counters: 4, counter: arrow}"),
        F("counter", opt(TEXT), None, "the kind of counter the text names, as printed; omitted for all-purpose counters",
          example="enters_with: {counters: 2, counter: charge}"),
        F("per_hero", FLAG, False, "the number counts once per hero in play", example="enters_with: {counters: 2, per_hero: true}"),
        # family counters: «Usos (3 contadores de Munición)» / "Uses (3 ammo counters)" after other sentences
        F("uses", FLAG, False, "the keyword Uses printed among the ability's sentences («Usos (N contadores …)» / \"Uses "
          "(N … counters)\"): the card enters play with those counters and is discarded when the last is removed "
          "(kept as data)", example="enters_with: {counters: 3, counter: ammo, uses: true}"),
    ]),
    Object("Ability", "An ability of a card; ``id`` and ``timing`` are always filled in after loading.", [
        F("id", opt(ID), None, "unique within its card; derived: a1, a2… by position"),
        F("header", opt(TEXT), None, "the timing header as printed (in quotes: a reference)"),
        F("timing", opt(choice(V.TIMINGS)), None, "derived from the header; required without one"),
        F("text", opt(TEXT), None, "the ability text as printed (documentation)"),
        F("from_out_of_play", FLAG, False, "the text says it may be used from outside play"),
        F("second_person", FLAG, False, "the text addresses a player as «tú»"),
        F("cost", list_of(obj("Effect")), NEW_LIST, "the cost (never counted when judging targets)"),
        F("effects", list_of(obj("Effect")), NEW_LIST, "what it does, in printed order; required unless keyword "
                                                        "or reference"),
        F("condition", opt(obj("Condition")), None, "a constant ability's \"si / mientras / durante\", or a "
          "condition every effect needs", example="{text: \"Mientras estés en forma de Héroe, …\", condition: {form: hero}}"),
        F("labels", list_of(choice(V.ABILITY_LABELS)), NEW_LIST, "the type labels printed after the header "
          "(«(ataque)», «(intervención/defensa)»): kept as data; the three sections do not use them",
          example="{header: Acción de Héroe, labels: [attack], effects: [{verb: deal_damage, amount: 2, "
                  "target: {select: a, kind: enemy}}]}"),
        F("triggered_by", opt(obj("Condition")), None, "the triggering condition as printed («después de que …», «cuando …»), "
          "kept as data: a question's `trigger` names what happened", example='{header: Respuesta, triggered_by: {fact: '
          '"un esbirro entra en juego"}, effects: [{verb: draw, amount: 1}]}'),
        F("play_condition", opt(obj("Condition")), None, "«Juega esta carta sólo si…»: a condition on playing the "
          "card; while the card is in a hand, every effect of the card's abilities needs it (judged as a condition)",
          example="{text: \"Juega esta carta sólo si tu héroe tiene el rasgo [[PRUEBA]].\", play_condition: "
                  "{fact: \"tu héroe tiene el rasgo [[PRUEBA]]\"}}"),
        # issue 15 (control): «Juega esta carta poniéndola bajo el control de cualquier jugador.»
        F("play_under", opt(choice(V.PLAY_UNDER)), None, "«Juega esta carta poniéndola bajo el control de cualquier "
          "jugador» / \"Play under any player's control.\": whoever plays the card chooses the player who controls "
          "it as it enters play (a change of controller its own text makes explicitly, control.8). The scenario "
          "says who that was with a control effect (`control_effects: [{card: it, player: p2, source: it}]`); with "
          "none, the `controller` answer assumes its owner and says so",
          example="{text: \"Juega esta carta poniéndola bajo el control de cualquier jugador.\", play_under: any_player}"),
        # issue 15 (family amounts): «Entra en juego con 4 contadores de Flechas.»
        F("enters_with", opt(obj("EntersWith")), None, "«Entra en juego con N contadores …» / \"Enters play with N … "
          "counters on it\": the counters the card has as it enters play (a constant ability with no effects). Kept as "
          "data: the board says how many counters a card in play has",
          example="{text: \"Entra en juego con 4 contadores de Flechas.\", enters_with: {counters: 4, counter: flechas}}"),
        # issue 15 (family players): «Cualquier jugador puede aplicar esta capacidad.»
        F("used_by", opt(choice(V.USED_BY)), None, "«Cualquier jugador puede aplicar esta capacidad» / \"Any player "
          "may trigger this ability.\": an optional ability any player may decide to use, not only the controller of "
          "its card (capacidad.10 with the card's own text instead of capacidad.10.1); the other conditions to use it "
          "(where the card is, the form a header names) still hold",
          example="{header: Acción, text: \"… Cualquier jugador puede aplicar esta capacidad.\", used_by: any_player}"),
        # issue 15 (family forms): «Cualquier jugador cuyo Alter ego tenga el rasgo [[X]] puede aplicar esta capacidad.»
        F("used_by_traits", list_of(TEXT), NEW_LIST, "with used_by any_player: only a player whose identity has one of these "
          "traits may use it («Cualquier jugador cuyo Alter ego tenga el rasgo [[X]] puede aplicar esta capacidad», "
          "\"Any player whose alter-ego has the [[X]] trait may trigger this ability\"; the identity's traits as the "
          "board gives them: an alter-ego ability is used in alter-ego form)",
          example="{header: Acción de Alter ego, used_by: any_player, used_by_traits: [Zorbo]}"),
        # issue 15 (flow): «Este efecto no puede anularse.» / "This effect cannot be canceled."
        F("cannot_be_canceled", FLAG, False, "«este efecto no puede anularse» / \"this effect cannot be canceled\": "
          "no card ability cancels this ability's effects; kept as data (whether the ability can change the game "
          "state does not change)", example="{header: Cuando se muestre esta carta, cannot_be_canceled: true, "
          "effects: [{verb: take_damage, amount: 1, target: {select: you}}]}"),
        F("given_to", opt(TEXT), None, "«Dale esta carta al jugador inicial / al jugador que lleva a X» / \"Give to "
          "the first player / to the X player.\": the player the card is given to when the game is set up — "
          "`first_player`, or the printed name of the identity whose player gets it. Kept as data: the board says "
          "where the card is and whose it is",
          example="{text: \"Dale esta carta al jugador inicial.\", given_to: first_player}"),
        # issue 15 (wt-i2): an interrupt that replaces the event that triggered it
        F("replaces_trigger", FLAG, False, "«cuando … vaya a …, en vez de eso …» / «when … would …, … instead»: "
          "an interrupt whose effects happen instead of the event its trigger names (that event does not "
          "happen; with the ability's condition, only when it holds); kept as data: the effects are judged as "
          "any ability's, the event replaced is not a target",
          example="{header: Interrupción obligada, replaces_trigger: true, effects: [{verb: discard, target: {select: this}}]}"),
        F("limit", opt(obj("Limit")), None, "how often it may be used (kept as data, shown)",
          example="{header: Respuesta, limit: {times: 1, per: round}, effects: [{verb: draw, amount: 1}]}"),
        # issue 14: choices and identity sides
        F("options", opt(list_of(obj("Option"))), None, "«elige una opción»: it can be initiated when some "
          "option can (not with effects: write what every option shares inside each option)", example="options: [{effects: [{verb: draw}]}, {effects: [{verb: heal, amount: 2, "
          "target: {select: you}}]}]"),
        F("side", opt(choice(V.FORMS)), None, "an identity's ability: the side that prints it (only the side its "
          "player's form shows can be used)", example="side: alter_ego"),
        # cards-and-text.md: what the printed text reader could not read (filled in when it reads `text`)
        F("unread", list_of(obj("Unread")), NEW_LIST, "parts of the text not read: an answer that they could change "
          "is undetermined; filled in when arbitro reads `text` (an ability with text and no effects, or a card "
          "by code)", example='unread: [{words: "Frobnicate the villain.", start: 35, end: 58}]'),
        F("respelled", list_of(obj("Respelled")), NEW_LIST, "words of the text typed without their accents or «ñ» "
          "(«dano», «heroe») that were read as the one word of the reader's Spanish vocabulary they stand for; each "
          "answer about the ability warns about them; filled in when arbitro reads `text`",
          example='respelled: [{words: dano, read_as: daño, start: 12, end: 16}]'),
    ]),
    Object("Respelled", "A word of an ability's printed text read with its accents restored.", [
        F("words", TEXT, doc="the word as typed", example="{words: dano, read_as: daño}"),
        F("read_as", TEXT, doc="the word it was read as", example="{words: heroe, read_as: héroe}"),
        F("start", opt(NONNEG), None, "where it starts in the text (0-based character)", example="{words: x, read_as: y, start: 12}"),
        F("end", opt(NONNEG), None, "where it ends in the text", example="{words: x, read_as: y, start: 12, end: 16}"),
    ]),
    Object("Unread", "A part of an ability's printed text that was not read.", [
        F("words", TEXT, doc="the words not read", example='{words: "Frobnicate the villain."}'),
        F("start", opt(NONNEG), None, "where they start in the text (0-based character)", example="{words: x, start: 35}"),
        F("end", opt(NONNEG), None, "where they end in the text", example="{words: x, start: 35, end: 58}"),
        F("why", opt(TEXT), None, "why they were not read", example='{words: x, why: "no rule reads it"}'),
    ]),
    Object("Option", "One option of «elige una opción».", [
        F("effects", list_of(obj("Effect"), 1), doc="what this option does, in printed order",
          example="{effects: [{verb: draw}]}"),
        # family play (issue 15): «elige: • Gasta un recurso [energy] → inflige 1 de Daño …»: the option's own cost
        F("cost", list_of(obj("Effect")), NEW_LIST, "what choosing this option costs, the words before its \"→\" (paid "
          "when it is chosen: after what the ability does before the choice, which `effects` lists first; never counted "
          "when judging targets)", example="{cost: [{verb: spend_resources, resource: energy}], effects: [{verb: draw}]}"),
        # issue 15 (family players, session 7): «cada jugador debe elegir entre A o B»
        F("chosen_by", opt(choice(V.BY)), None, "who chooses among the options when it is not the ability's player: "
          "`each_player` («cada jugador debe elegir entre …», \"each player must choose to either …\"): each player "
          "chooses one for themself (the options' effects say by: each_player; the engine judges the choice for the "
          "acting player)", example="{chosen_by: each_player, effects: [{verb: take_damage, amount: 1, by: each_player}]}"),
    ]),
    Object("Grant", "A prohibition a card imposes on another while it is in play.", [
        F("restriction", choice(V.RESTRICTIONS)),
        F("to", ID, doc="'attached' or a card id"),
    ]),
    Object("Player", None, [
        F("id", ID),
        F("name", opt(TEXT), None, "display name; derived: the id"),
        F("form", choice(V.FORMS), "hero", "which side the identity shows"),
        F("deck", NONNEG, 30, "cards left in the deck, including those listed with zone: deck"),
        F("eliminated", FLAG, False, "the player has left the game"),
    ]),
    Object("Card", None, [
        F("id", ID),
        F("name", opt(TEXT), None, "display name; derived: the id"),
        F("type", choice(V.CARD_TYPES), doc="card type"),
        F("owner", opt(ID), None, "who owned it at setup; derived: 'scenario' for encounter types (a side_scheme may name "
          "a player: a player side scheme, which starts in that player's deck)"),
        F("zone", choice(V.ZONES), "play", "where the card is"),
        F("play_area", opt(ID), None, "whose play area it sits in; derived: the owner, for player cards a player owns"),
        F("attached_to", opt(ID), None, "the card in play it is attached to"),
        F("stats", mapping(V.STATS, NONNEG), NEW_DICT, "values in force; a missing stat is a printed '–'"),
        F("damage", NONNEG, 0, "damage tokens"),
        F("threat", NONNEG, 0, "threat tokens"),
        F("exhausted", FLAG, False),
        F("statuses", list_of(choice(V.STATUSES)), NEW_LIST, "status cards on it"),
        F("icons", list_of(choice(V.ICONS)), NEW_LIST, "scheme icons"),
        F("traits", list_of(TEXT), NEW_LIST),
        F("restrictions", list_of(choice(V.RESTRICTIONS)), NEW_LIST, "prohibitions in force on it"),
        F("grants", list_of(obj("Grant")), NEW_LIST, "prohibitions it imposes on another card while in play"),
        F("abilities", list_of(obj("Ability")), NEW_LIST),
        # cards-and-text.md: a card by its MarvelCDB code
        F("code", opt(TEXT), None, "a MarvelCDB code (read as written): every field not given comes from the "
          "imported card pool (name, type, stats, traits, icons, abilities read from the printed text)",
          example='code: "90002"'),
        # issue 14: board states
        F("counters", NONNEG, 0, "counters on it (all-purpose counters)", example="counters: 2"),
        F("treated_as", opt(choice(V.TREATED_AS)), None, "«trátalo como un Aliado»: a minion under a player's "
          "control; its type, owner and where it goes when it leaves play do not change",
          example="treated_as: ally"),
    ]),
    Object("ControlEffect", "A control change in force: ``player`` controls ``card`` (until ``source`` leaves play).", [
        F("card", ID, doc="the card in play whose control changed"),
        F("player", ID, doc="its controller while the effect lasts"),
        F("source", opt(ID), None, "the card whose ability changed control"),
    ]),
    Object("Expect", "The answer a question must give (normalised like the engine's answers) and clauses it "
                     "must cite.", [
        F("answer", ANY, doc="the answer, in the form of its ask"),
        F("cites", list_of(TEXT), NEW_LIST, "clause ids that must be among the answer's citations"),
    ]),
    Object("Event", """One step applied to a copy of the board before a question is answered.

    Written as a one-key map (``{flip: p1}``, ``{attach: {card: x, to: y}}``); the loader turns it
    into ``kind`` plus the fields the step uses. ``to`` is a card id for ``attach`` and a zone for
    ``leave_play``.
    """, [
        F("kind", choice(V.EVENT_KINDS)),
        F("card", opt(ID), None),
        F("player", opt(ID), None),
        F("to", opt(ID), None),
        F("source", opt(ID), None),
        # issue 14: board states
        F("status", opt(choice(V.STATUSES)), None, "the status given or removed",
          example="events: [{give_status: {card: rhino, status: stunned}}]"),
        F("amount", opt(POSITIVE), None, "how much damage, threat or counters",
          example="events: [{add_damage: {card: rhino, amount: 2}}]"),
    ]),
    Object("OrderItem", "An item of an ``order`` question: ``{card, ability}`` or ``{kind, id}``.", [
        F("card", opt(ID), None),
        F("ability", opt(ID), None, "derived: the card's only ability"),
        F("kind", opt(choice(V.ITEM_KINDS)), None),
        F("id", opt(ID), None),
    ]),
    Object("Question", "A question about the board; which fields it needs depends on ``ask`` (checked by the "
                       "loader).", [
        F("ask", choice(V.ASKS), doc="the kind of question"),
        F("id", opt(ID), None, "derived: q1, q2… by position"),
        F("expect", opt(obj("Expect")), None, "the answer it must give"),
        F("events", list_of(obj("Event")), NEW_LIST, "steps applied to a copy of the board first"),
        F("player", opt(ID), None, "the player asking", asks=_USE, needs=_USE),
        F("card", opt(ID), None, "the card asked about", asks=_CARD_ASKS,
          needs=("controller", "owner", "destination", "who_may_use")),
        F("ability", opt(ID), None, "an ability id of the card; derived: its only ability",
          asks=("can_initiate", "targets", "who_may_use")),
        F("basic", opt(choice(V.BASICS)), None, "a basic power instead of a card", asks=_USE),
        F("character", opt(ID), None, "who uses the basic power", asks=_USE),
        F("effect", opt(POSITIVE), None, "only this effect (1-based)", asks=("targets",)),
        F("to", opt(choice(V.DESTINATIONS)), None, "where the card goes", asks=("destination",),
          needs=("destination",)),
        F("items", opt(list_of(obj("OrderItem"))), None, "the simultaneous abilities to order", asks=("order",),
          needs=("order",)),
        F("facts", mapping(None, FLAG), NEW_DICT, "facts the board does not give, by the text of a condition's "
          "fact (each must be the fact of some condition of the file)", asks=_USE, example='{ask: can_initiate, player: p1, card: c, facts: {"ese enemigo ha atacado": true}}'),
        F("x", opt(NONNEG), None, "the value of X (only for an ability with an ``{x: true}`` amount)", asks=_USE, example="{ask: can_initiate, player: p1, card: c, x: 3}"),
        # issue 14: what triggered the ability
        F("trigger", opt(obj("Trigger")), None, "what triggered the ability («ese enemigo»)", asks=_USE,
          example="trigger: {subject: matones}"),
        F("amount", opt(NONNEG), None, "how much the trigger names (the damage taken, the threat removed…): an "
          "amount `{trigger: true}` reads it", example="trigger: {subject: matones, amount: 3}"),
    ]),
    Object("Trigger", "What triggered the ability asked about.", [
        F("subject", opt(ID), None, "the card the trigger names (the attacker, the card played…; for a boost "
          "ability, the enemy activating: \"the activating enemy\", «el enemigo activado»)",
          example="trigger: {subject: matones}"),
        F("amount", opt(NONNEG), None, "how much the trigger names (the damage taken, the threat removed…): an "
          "amount `{trigger: true}` reads it", example="trigger: {subject: matones, amount: 3}"),
    ]),
    Object("Scenario", "A board state and questions about it (format ``arbitro/v1``).", [
        F("schema_", choice((V.SCHEMA_V1,)), key="schema", doc="the format version"),
        F("title", opt(TEXT), None, "one line"),
        F("description", opt(TEXT), None, "free text"),
        F("source", opt(TEXT), None, "where the case comes from"),
        F("edition", choice(V.EDITIONS), "es", "which rules text is in force"),
        F("card_lang", choice(("es", "en")), "es", "which printed card text is read (the Spanish translation or "
          "the English original), for abilities given by text and cards given by code", example="card_lang: en"),
        F("phase", choice(V.PHASES), "player", "the game phase"),
        F("active_player", opt(ID), None, "whose turn it is; derived: the first player"),
        F("players", list_of(obj("Player"), 1, 4)),
        F("cards", list_of(obj("Card"))),
        F("control_effects", list_of(obj("ControlEffect")), NEW_LIST, "control changes in force now"),
        F("questions", list_of(obj("Question"), 1)),
    ]),
)}
del F

# How each event is written (a one-key map): the fields it requires and allows, or the one field
# its bare value fills (``{flip: p1}``). A field's type is the Event field's, unless given here.
EVENTS: dict[str, dict] = {
    "take_control": {"required": ("card", "player"), "optional": ("source",)},
    "leave_play": {"required": ("card", "to"), "types": {"to": choice(V.DESTINATIONS)}},
    "attach": {"required": ("card", "to")},
    "flip": {"scalar": "player"},
    "eliminate": {"scalar": "player"},
    "play_event": {"required": ("card", "player")},
    "discard_from_hand": {"required": ("card",)},
    # issue 14: board states
    "exhaust": {"scalar": "card"},
    "ready": {"scalar": "card"},
    "give_status": {"required": ("card", "status")},
    "remove_status": {"required": ("card", "status")},
    "add_damage": {"required": ("card", "amount")},
    "remove_damage": {"required": ("card", "amount")},
    "add_threat": {"required": ("card", "amount")},
    "remove_threat": {"required": ("card", "amount")},
    "add_counters": {"required": ("card", "amount")},
    "remove_counters": {"required": ("card", "amount")},
}


# -- derived views ----------------------------------------------------------------------------------
def fields(name: str) -> list[Field]:
    return FORMAT[name].fields


def field(name: str, fname: str) -> Field:
    return next(f for f in FORMAT[name].fields if f.name == fname)


def base_type(spec: tuple) -> tuple:
    """``spec`` without ``opt``."""
    return spec[1] if spec[0] == "opt" else spec


def event_field_type(kind: str, fname: str) -> tuple:
    return EVENTS[kind].get("types", {}).get(fname) or base_type(field("Event", fname).type)


def _text_keys() -> tuple[frozenset, frozenset]:
    """The keys whose plain scalars are text (kept as written: ``2099``, ``yes``): those that are text
    in every object that has them, at any depth; those that are text at the top level but not
    everywhere (``source``: a card id in a control effect), at the top level only."""
    def is_text(spec: tuple) -> bool:
        spec = base_type(spec)
        return spec == TEXT or (spec[0] == "list" and spec[1] == TEXT)

    text: set[str] = set()
    other: set[str] = set()
    for o in FORMAT.values():
        for f in o.fields:
            (text if is_text(f.type) else other).add(f.key)
    for kind in EVENTS:  # the fields of a written event
        other.update(EVENTS[kind].get("required", ()) + EVENTS[kind].get("optional", ()))
    top = frozenset(f.key for f in FORMAT["Scenario"].fields if is_text(f.type))
    return frozenset(text - other), top - (text - other)


# TEXT_KEYS: text wherever it is a key; TOP_TEXT_KEYS: text as a key of the top level only
TEXT_KEYS, TOP_TEXT_KEYS = _text_keys()


def container_keys() -> dict[str, tuple[str, ...]]:
    """For each key holding an object or a list of objects (``""``: the top level), the keys that
    object may have; for a mapping with fixed keys (``stats``), those keys."""
    out: dict[str, tuple[str, ...]] = {"": tuple(f.key for f in FORMAT["Scenario"].fields)}
    for o in FORMAT.values():
        for f in o.fields:
            spec = base_type(f.type)
            if spec[0] == "or":  # a number or an object: the object's keys
                spec = next((s for s in spec[1] if s[0] == "rec"), spec)
            if spec[0] == "list":
                spec = spec[1]
            if spec[0] == "dict" and spec[1] is None:  # free keys (facts)
                continue
            if spec[0] == "rec":
                keys = tuple(g.key for g in FORMAT[spec[1]].fields)
            elif spec[0] == "dict":
                keys = spec[1]
            else:
                continue
            if spec[1] == "Event":  # written as one-key maps, checked on their own
                continue
            assert out.get(f.key, keys) == keys, f"{f.key!r} holds two different objects"
            out[f.key] = keys
    return out


def sections() -> dict[str, str]:
    """The top-level lists of objects (validated item by item) and the object of their items."""
    return {f.key: f.type[1][1] for f in FORMAT["Scenario"].fields if f.type[0] == "list" and f.type[1][0] == "rec"}


def ask_fields() -> tuple[tuple[str, ...], dict[str, set], dict[str, tuple[str, ...]]]:
    """The question fields some kinds use, and for each ``ask`` the fields it uses and those it needs."""
    qfields = [f for f in FORMAT["Question"].fields if f.asks]
    uses = {ask: {f.name for f in qfields if ask in f.asks} for ask in V.ASKS}
    needs = {ask: tuple(f.name for f in qfields if ask in f.needs) for ask in V.ASKS}
    return tuple(f.name for f in qfields), uses, needs


def positive_fields() -> frozenset:
    """The names of the whole-number fields that start at 1 (their hint says "≥ 1")."""
    return frozenset(f.key for o in FORMAT.values() for f in o.fields if base_type(f.type) == POSITIVE)


def defaults(name: str) -> dict[str, Any]:
    """The default value of every field of object ``name`` that has one (fresh lists and dicts)."""
    out: dict[str, Any] = {}
    for f in FORMAT[name].fields:
        if f.default is NEW_LIST:
            out[f.name] = []
        elif f.default is NEW_DICT:
            out[f.name] = {}
        elif f.default is not REQUIRED:
            out[f.name] = f.default
    return out
