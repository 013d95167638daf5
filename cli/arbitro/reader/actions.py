"""The semantic actions shared by the grammars (es.lark, en.lark): one method per rule name, so
both languages build the same structure, in the format's vocabulary (scenario-v1's verbs,
selectors and kinds, plus the names of the issue 14 design)."""

from __future__ import annotations

import re

import copy
import re

from lark import Token, Transformer

# the words a card prints for a kind of card, both languages -> the format's target kind
_KINDS = {
    "enemigo": "enemy", "enemy": "enemy", "enemies": "enemy", "esbirro": "minion", "minion": "minion",
    "villano": "villain", "villain": "villain", "aliado": "ally", "ally": "ally", "allies": "ally",
    "personaje": "character", "character": "character", "héroe": "hero", "hero": "hero", "heroes": "hero",
    "identidad": "identity", "identidades": "identity", "identity": "identity", "identities": "identity",
    "plan principal": "main_scheme", "planes principales": "main_scheme", "main scheme": "main_scheme",
    "plan secundario": "side_scheme", "planes secundarios": "side_scheme", "side scheme": "side_scheme",
    "plan": "scheme", "planes": "scheme", "scheme": "scheme", "jugador": "player", "jugadores": "player",
    "player": "player", "carta": "card", "card": "card", "mejora": "upgrade", "upgrade": "upgrade",
    "apoyo": "support", "support": "support", "evento": "event", "event": "event",
    "accesorio": "attachment", "attachment": "attachment", "traición": "treachery", "traiciones": "treachery",
    "treachery": "treachery", "treacheries": "treachery", "entorno": "environment", "environment": "environment",
    "obligación": "obligation", "obligaciones": "obligation", "obligation": "obligation",
}
_STATS = {"atq": "atk", "atk": "atk", "int": "thw", "thw": "thw", "def": "def", "rec": "rec",
          "pln": "sch", "pla": "sch", "sch": "sch", "vida": "hp", "hit points": "hp", "hit point": "hp"}
_ICONS = {"[energy]": "energy", "[mental]": "mental", "[physical]": "physical", "[wild]": "wild"}
_PER = {"ronda": "round", "round": "round", "fase": "phase", "phase": "phase", "partida": "game",
        "game": "game", "ataque": "attack", "attack": "attack", "mazo": "deck", "deck": "deck",
        "jugador": "player", "player": "player"}
KEYWORDS = {
    "dureza": "toughness", "victoria": "victory", "permanente": "permanent", "complicación": "hinder",
    "oleada": "surge", "guardia": "guard", "represalia": "retaliate", "infame": "villainous",
    "ataque veloz": "quickstrike", "inicio": "setup", "tesón": "steady", "firmeza": "stalwart",
    "restringida": "restricted", "incitar": "incite", "patrulla": "patrol", "alianza": "alliance",
    "peligro": "peril", "asalto": "assault", "brutalidad": "overkill", "perforante": "piercing", "penetrante": "piercing",
    "a distancia": "ranged", "temporal": "temporary",  # temporary: discarded at the end of the round
}


def kind_of(word: str) -> str:
    """The format's kind for a printed kind word (singular or plural, either language)."""
    w = " ".join(word.split())
    if w in _KINDS:
        return _KINDS[w]
    for end in ("es", "s"):
        if w.endswith(end) and w[: -len(end)] in _KINDS:
            return _KINDS[w[: -len(end)]]
    raise KeyError(word)  # the grammar's KIND terminal and this table disagree: a bug, not a reading


def _trait(tok: Token) -> str:
    return str(tok)[2:-2].strip().title()


class Effect(dict):
    """An effect as the format writes it (a plain dict); ``optional`` marks the part after "puede"."""


class Actions(Transformer):
    """Tree -> the format's structure. Each method is one rule of both grammars."""

    # -- sentences ----------------------------------------------------------------------------
    def sentence(self, children):
        children = [c for c in children if not (isinstance(c, Token) and c.type == "STAR")]  # a reminder icon
        instead = any(isinstance(c, tuple) and c[0] == "instead" for c in children)  # wt-i2: «en vez de eso»
        children = [c for c in children if not (isinstance(c, tuple) and c[0] == "instead")]
        if children and isinstance(children[-1], tuple) and children[-1][0] == "duration":  # "… until the end of the phase"
            *children, (_, duration) = children
            children[-1] = [{**eff, "duration": duration} for eff in children[-1]]
        leads = [c for c in children if isinstance(c, tuple)]  # "after …, if …, …": a trigger, then conditions
        effects = children[-1] if children and isinstance(children[-1], list) else []
        return {"lead": leads[0] if leads else None, "leads": leads, "effects": effects, "instead": instead}

    def instead_mark(self, children): return ("instead",)  # wt-i2

    def otherwise(self, children): return ("otherwise",)
    def then(self, children): return ("then",)
    def options_intro(self, children): return ("options",)
    def play_only_if(self, children): return ("play_condition", children[-1])

    def max_limit(self, children):
        times = next(int(x) for x in children if isinstance(x, Token) and x.type == "NUMBER")
        per = next(_PER[str(x)] for x in children if isinstance(x, Token) and x.type in ("PER", "DECK_PER"))
        return ("limit", {"times": times, "per": per})

    def trigger(self, children):
        fact = str(children[-1])
        if re.fullmatch(r"(this|esta|este) (activation|attack|phase|round|turn|activación|ataque|fase|ronda|turno)",
                        " ".join(fact.lower().split())):
            # «after this activation»: a time the effect waits for (a delayed effect), not an event that triggers it
            raise ValueError("a delayed effect, not a trigger")
        return ("trigger", children[-1])

    def condition(self, children):
        return ("condition", children[0].lower(), children[-1])

    shown = None  # the sentence as printed, when names in it were marked (see arbitro.reader._named)

    def fact_words(self, children):
        if self.shown is not None and children and children[0].start_pos is not None:
            return " ".join(self.shown[children[0].start_pos: children[-1].end_pos].split())
        return " ".join(str(c) for c in children)

    def effect_list(self, children):
        out = []
        for c in children:  # a verb phrase may give several effects ("recibe +1 ATQ y +1 DEF")
            if isinstance(c, dict):
                then = c.pop("_then", None)  # issue 15: what is done with the card a search finds
                out.append(c)
                for t in then or ():
                    out.append({**t, "optional": True} if c.get("optional") else t)
            elif isinstance(c, list):
                out += c
        return _tie_it(out)  # issue 15 (wt-c2): "remove 1 counter from it" / «quítale 1 contador»

    def optional_effect(self, children):
        if isinstance(children[-1], list):
            return [{**e, "optional": True} for e in children[-1]]
        effect = dict(children[-1])
        effect["optional"] = True
        return effect

    # -- verbs --------------------------------------------------------------------------------
    @staticmethod
    def _with_target(verb, children, **extra):
        effect = {"verb": verb}
        for c in children:
            if isinstance(c, dict) and "select" in c:
                effect["target"] = c
            elif isinstance(c, tuple) and c[0] == "amount":
                effect.update(c[1])
            elif c == ("indirect",):  # issue 15: «daño indirecto»
                effect["indirect"] = True
        effect.update(extra)
        return effect

    def deal_damage(self, c): return self._with_target("deal_damage", c)
    def heal(self, c): return self._with_target("heal", c)
    def place_threat(self, c): return self._with_target("place_threat", c)
    def remove_threat(self, c): return self._with_target("remove_threat", c)
    def stun(self, c): return self._with_target("stun", c)
    def confuse(self, c): return self._with_target("confuse", c)
    def exhaust(self, c): return self._with_target("exhaust", c)
    def ready(self, c): return self._with_target("ready", c)
    def discard(self, c): return self._with_target("discard", c)
    def defeat(self, c): return self._with_target("defeat", c)
    def return_to_hand(self, c): return self._with_target("return_to_hand", c)
    def give_tough(self, c): return self._with_target("tough", c)
    def put_into_play(self, c): return self._with_target("put_into_play", c)

    def attach(self, c):
        target = next((x for x in c if isinstance(x, dict)), None)
        if target == {"select": "this"}:  # «attach this card to <this card's name>»: not one card's own host
            raise ValueError("a card attached to itself")
        return {"verb": "attach", "target": target} if target else {"verb": "attach"}

    def surge(self, c):
        target = next((x for x in c if isinstance(x, dict)), None)
        if target is None or target == {"select": "this"}:
            return {"verb": "surge"}
        return {"verb": "gain_keyword", "keyword": "surge", "target": target}  # another card gains the keyword
    def take_damage(self, c): return self._with_target("take_damage", c, target={"select": "you"})
    def reveal(self, c): return self._with_target("reveal", c)
    def encounter_card(self, c): return self._with_target("encounter_card", c)
    def remove_from_game(self, c): return {"verb": "remove_from_game", "target": {"select": "this"}}
    def shuffle_encounter(self, c): return {"verb": "shuffle_into", "to": "encounter_deck"}
    def prevent(self, c): return self._with_target("prevent", c, what="damage")  # «… of that damage» (wt-i2: what)
    def prevent_threat(self, c): return self._with_target("prevent", c, what="threat")  # wt-i2
    def prevent_all(self, c): return {"verb": "prevent", "what": "damage"}  # wt-i2: no amount: all of it
    def cancel_effects(self, c): return self._with_target("cancel", c, what="effect")  # wt-i2

    def discard_deck_top(self, c):
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        return {"verb": "move", "amount": n, "from": "deck_top", "to": "discard"}

    def cost_any(self, c):
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), {"amount": 1})
        return {"verb": "spend_resources", **amount, "resource": "any"}

    def resolve_ability(self, c):
        from arbitro.cards.text import timing_of

        quoted = next(str(x) for x in c if isinstance(x, Token) and x.type == "QUOTED")
        words = " ".join(quoted[1:-1].split())
        # the Spanish headers name the card ("Cuando se muestre esta carta"); the reference says "de esta carta"
        timing = timing_of(words) or timing_of(f"{words} esta carta")
        if timing is None:  # a header that is no timing («"¡Emboscada!"»): nothing names that ability here
            raise ValueError(f"no timing is called {words!r}")
        return {"verb": "resolve_ability", "ability": {"card": "this", "ability": timing}}

    def draw(self, c):
        return self._with_target("draw", c, target={"select": "you"})

    def you_stunned(self, c):
        return {"verb": "stun", "target": {"select": "you"}}

    def you_confused(self, c):
        return {"verb": "confuse", "target": {"select": "you"}}

    def shuffle_deck(self, c):
        return {"verb": "shuffle_into", "to": "deck"}

    def _resources(self, verb, c):
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), {"amount": 1})
        icon = next(str(x) for x in c if isinstance(x, Token) and x.type == "ICON")
        return {"verb": verb, **amount, "resource": _ICONS[icon]}

    def generate_resources(self, c): return self._resources("generate_resources", c)
    def cost_resources(self, c): return self._resources("spend_resources", c)

    def modify_stat(self, c):
        """«X recibe +1 ATQ, +1 DEF y gana Represalia 1 esta fase»: one effect per stat and per keyword,
        each on the same target; a duration printed last lasts for every part (one printed before
        another part is not read)."""
        target = next((x for x in c if isinstance(x, dict)), {"select": "you"})
        parts = next(x for x in c if isinstance(x, list))
        durations = [e.get("duration") for e in parts]
        if any(durations[:-1]):
            raise ValueError("a duration before another part")
        return [{**e, "target": copy.deepcopy(target), **({"duration": durations[-1]} if durations[-1] else {})}
                for e in parts]

    def you_get(self, c): return {"select": "a", "kind": "identity", "controller": "you"}  # "you get +1 ATK": your identity

    def stat_mods(self, c):
        out = []
        for x in c:
            out += x if isinstance(x, list) else [x] if isinstance(x, dict) else []
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        if duration:  # after the keywords: it is the last part's
            out[-1] = {**out[-1], "duration": duration}
        return out

    def stat_mod(self, c):
        signed = next(int(x) for x in c if isinstance(x, Token) and x.type == "SIGNED")
        stat = next(_STATS[" ".join(str(x).split())] for x in c if isinstance(x, Token) and x.type == "STAT")
        per = next((x for x in c if isinstance(x, tuple) and x[0] == "per"), None)
        amount = signed if per is None else {"per": per[1], "times": signed}
        if per is not None and signed < 0:  # "-1 ATK for each …": the format's times is positive
            raise ValueError("a negative amount per card")
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        return {"verb": "modify_stat", "stat": stat, "amount": amount, **({"duration": duration} if duration else {})}

    def stat_per(self, c):
        out = {"select": "each"}
        for x in c:
            if isinstance(x, dict):
                out.update(x)
            elif isinstance(x, list):
                for f in x:
                    out.update(f)
        return ("per", out)

    def stat_duration(self, c):
        per = next(str(x) for x in c if isinstance(x, Token) and x.type == "DUR_PERIOD")
        return ("duration", "this_" + _PER[per])

    def dur_turn(self, c): return ("duration", "this_turn")
    def dur_attack(self, c): return ("duration", "this_attack")
    def dur_activation(self, c): return ("duration", "this_activation")

    def gain_keyword(self, c):
        target = next(x for x in c if isinstance(x, dict))
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        grants = next(x for x in c if isinstance(x, list))
        return [{**g, "target": copy.deepcopy(target), **({"duration": duration} if duration else {})} for g in grants]

    def indirect(self, c): return ("indirect",)

    def kw_grants(self, c): return list(c)

    def kw_grant(self, c):
        word = " ".join(str(c[0]).split())
        out = {"verb": "gain_keyword", "keyword": KEYWORDS.get(word, word)}
        if len(c) > 1:
            out["amount"] = int(c[1])
            if len(c) > 2:
                out["per_hero"] = True
        return out

    def attack_gains(self, c):
        """«Este ataque gana Brutalidad» (no target: the attack this ability is part of, or the one
        its trigger names); «los ataques del esbirro vinculado ganan …» (the target's attacks)."""
        tok = c[0]
        grants = next(x for x in c if isinstance(x, list))
        if tok.type == "THIS_ATTACK":
            return [{**g, "attacks": True} for g in grants]
        words = str(tok)
        target = {"select": "attached"} if ("attached" in words or "vinculad" in words) else {"select": "this"}
        return [{**g, "target": dict(target), "attacks": True} for g in grants]

    # -- amounts ------------------------------------------------------------------------------
    def amount(self, c):
        out = {"amount": int(c[0])}
        if len(c) > 1:
            out["per_hero"] = True
        return ("amount", out)

    def amount_x(self, c): return ("amount", {"amount": {"x": True}})
    def amount_one(self, c): return ("amount", {"amount": 1})

    # -- targets ------------------------------------------------------------------------------
    def target(self, c):
        det, kind, filters = c
        out = dict(det)
        out.update(kind)
        for f in filters:
            out.update(f)
        return out

    def target_this(self, c): return {"select": "this"}
    def target_attached(self, c): return {"select": "attached"}
    def target_your_hero(self, c): return {"select": "a", "kind": "identity", "controller": "you"}
    def target_you(self, c): return {"select": "you"}
    def kind_villain(self, c): return {"select": "a", "kind": "villain"}

    def det_a(self, c): return {"select": "a"}
    def det_each(self, c): return {"select": "each"}
    def det_that(self, c): return {"select": "that"}
    def det_other(self, c): return {"select": "a", "other": True}
    def det_up_to(self, c): return {"select": "a", "up_to": int(c[-1])}

    def kind(self, c):
        out = {}
        for tok in c:
            if tok.type == "KIND":
                out["kind"] = kind_of(str(tok))
            elif tok.type == "FRIENDLY":
                out["friendly"] = True
            elif tok.type == "TRAIT":
                out.setdefault("traits", []).append(_trait(tok))
        return out

    def filters(self, c): return list(c)
    def controlled_by_you(self, c): return {"controller": "you"}
    def engaged(self, c): return {"engaged": True}
    def friendly(self, c): return {"friendly": True}
    def other_filter(self, c): return {"other": True}
    def in_play(self, c): return {}  # «que haya en juego»: a target is in play unless it names a zone
    def from_your_hand(self, c): return {"zone": "hand", "controller": "you"}

    # -- limits and keywords ------------------------------------------------------------------
    def limit(self, c):
        times = next(x for x in c if isinstance(x, int))
        per = next(_PER[str(x)] for x in c if isinstance(x, Token) and x.type == "PER")
        return {"times": times, "per": per}

    def once(self, c): return 1
    def twice(self, c): return 2
    def times(self, c): return int(c[0])

    def keyword_line(self, c): return list(c)

    def keyword(self, c):
        if isinstance(c[0], dict):  # issue 15: "Uses (3 … counters)", read by its own rule
            return c[0]
        word = " ".join(str(c[0]).split())
        out = {"keyword": KEYWORDS.get(word, word)}
        if len(c) > 1:
            out["value"] = int(c[1])
            if len(c) > 2:
                out["per_hero"] = True
        return out

    # -- decks and zones (issue 15) -----------------------------------------------------------
    # A search is one effect (``zone`` for one of the acting player's zones, else ``zones``; what it
    # looks for in ``for``), followed by what is done with the card found, on {select: that, of: -1}:
    # the effect just before, made absolute where the sentence's effects join the ability's.
    def search(self, c):
        zones = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "zones")
        sought = next(x for x in c if isinstance(x, dict) and "select" in x)
        found = next(x for x in c if isinstance(x, dict) and "verb" in x)
        eff = {"verb": "search"}
        if len(zones) == 1 and zones[0] in ("deck", "discard"):
            eff["zone"] = zones[0]
        else:
            eff["zones"] = zones
        eff["for"] = sought
        eff["_then"] = [found]
        return eff

    def search_zones_and(self, c): return c[0]
    def zones_deck(self, c): return ("zones", ["deck"])
    def zones_deck_discard(self, c): return ("zones", ["deck", "discard"])
    def zones_discard(self, c): return ("zones", ["discard"])
    def zones_encounter(self, c): return ("zones", ["encounter_deck"])
    def zones_encounter_both(self, c): return ("zones", ["encounter_deck", "encounter_discard"])
    def zones_encounter_discard(self, c): return ("zones", ["encounter_discard"])

    _FOUND = {"select": "that", "of": -1}

    def found_to_hand(self, c): return {"verb": "move", "to": "hand", "target": dict(self._FOUND)}
    def found_into_play(self, c): return {"verb": "put_into_play", "target": dict(self._FOUND)}
    def found_reveal(self, c): return {"verb": "reveal", "target": dict(self._FOUND)}

    def deck_yours(self, c): return ("deck", "yours")
    def deck_encounter(self, c): return ("deck", "encounter")
    def into_deck(self, c): return c[0]

    @staticmethod
    def _deck(c) -> str:
        return next(x[1] for x in c if isinstance(x, tuple) and x[0] == "deck")

    def discard_top_of(self, c):
        if self._deck(c) == "encounter":
            return {"verb": "move", "amount": 1, "from": "encounter_deck", "to": "encounter_discard"}
        return {"verb": "move", "amount": 1, "from": "deck_top", "to": "discard"}

    def discard_top_encounter(self, c):
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        return {"verb": "move", "amount": n, "from": "encounter_deck", "to": "encounter_discard"}

    def shuffle_into(self, c):
        to = "encounter_deck" if self._deck(c) == "encounter" else "deck"
        return {"verb": "shuffle_into", "target": {"select": "this"}, "to": to}

    def shuffle_discard_into(self, c):
        return {"verb": "shuffle_into", "from": "encounter_discard", "to": "encounter_deck"}

    def to_victory_display(self, c):
        return {"verb": "move", "target": {"select": "this"}, "to": "victory_display"}

    def det_n(self, c):
        n = int(c[0])
        return {"select": "a"} if n == 1 else {"select": "a", "count": n}

    def det_n_random(self, c): return {**self.det_n(c), "random": True}
    def at_random(self, c): return {"random": True}



def _mix_in(family: type, data: bool = False) -> None:
    """A family's rules (its methods; with ``data``, its class attributes too) become Actions' own,
    so each family's block of grammar rules has its actions in a block of its own."""
    for name, rule in list(vars(family).items()):
        if not name.startswith("__") and (data or callable(rule)):
            setattr(Actions, name, rule)

# -- issue 15: replacements, choices and game-level effects -----------------------------------------
_FORMS = {"alter-ego": "alter_ego", "hero": "hero", "alter ego": "alter_ego", "héroe": "hero", "superhéroe": "hero"}
# the end a duration or a delayed effect names, both languages -> the format's duration / a when
_END_OF = {"phase": "phase", "fase": "phase", "round": "round", "ronda": "round", "turn": "turn", "turno": "turn"}


def _end_of(tok) -> str:
    return _END_OF[str(tok).split()[-1]]


class GameActions:
    """The issue-15 rules (mixed into :class:`Actions`): the game ends, flips, the main scheme
    advances, prohibitions ("no puede…"), "en modo Experto", durations and delayed effects."""

    def lose_game(self, c): return {"verb": "lose_game"}
    def win_game(self, c): return {"verb": "win_game"}

    def flip(self, c):
        return {"verb": "flip", "target": {"select": "this"}}

    def change_form(self, c):
        form = next(str(x) for x in c if isinstance(x, Token) and x.type == "FORM")
        return {"verb": "change_form", "form": _FORMS[" ".join(form.split())]}

    def advance(self, c):
        stage = next((str(x) for x in c if isinstance(x, Token) and x.type == "STAGE"), None)
        return {"verb": "advance", "stage": stage.upper()} if stage else {"verb": "advance"}

    def place_more_threat(self, c):
        effect = self._with_target("place_threat", c)
        effect.setdefault("target", {"select": "this"})  # "here" / "sobre esta carta"
        return effect

    def prohibit(self, c):
        _, restriction, target = c[0]
        effect = {"verb": "prohibit", "restriction": restriction, "target": target}
        if len(c) > 1:  # "… while …" / "… mientras …"
            effect["condition"] = {"fact": str(c[-1])}  # a plain string (while_words keeps positions)
        return effect

    def _prohibited(restriction):
        def rule(self, c):
            target = next(x for x in c if isinstance(x, dict))
            return ("prohibited", restriction, target)
        return rule

    cannot_take_damage = _prohibited("cannot_take_damage")
    cannot_remove_threat = _prohibited("cannot_remove_threat")
    cannot_place_threat = _prohibited("cannot_place_threat")
    cannot_be_defeated = _prohibited("cannot_be_defeated")
    cannot_be_stunned = _prohibited("cannot_be_stunned")
    cannot_be_confused = _prohibited("cannot_be_confused")
    cannot_be_discarded = _prohibited("cannot_be_discarded")
    cannot_ready = _prohibited("cannot_ready")
    del _prohibited

    def this_scheme(self, c): return {"select": "this"}

    def expert_mode(self, c): return ("condition", "in", "expert_mode")  # the same fact in both languages

    def duration_lead(self, c): return ("duration", "this_" + _end_of(c[-1]))
    duration_tail = duration_lead

    def delayed_lead(self, c): return ("delayed", {"when": "end_of_" + _end_of(c[-1])})


_mix_in(GameActions)


class _Words(str):
    """Words read so far, with where they start and end in the sentence (as a Token has)."""

    start_pos: int | None = None
    end_pos: int | None = None


def _while_words(self, children):
    """The words of a prohibition's "while …" (a left-recursive rule of its own: see en.lark), as
    printed when the sentence as printed is known."""
    first, last = children[0], children[-1]
    out = _Words(" ".join(str(c) for c in children))
    out.start_pos, out.end_pos = getattr(first, "start_pos", None), getattr(last, "end_pos", None)
    if self.shown is not None and out.start_pos is not None and out.end_pos is not None:
        shown = _Words(" ".join(self.shown[out.start_pos: out.end_pos].split()))
        shown.start_pos, shown.end_pos = out.start_pos, out.end_pos
        return shown
    return out


Actions.while_words = _while_words


# -- issue 15, wt-e2 family: encounter card phrasing ---------------------------------------------------
class EncounterActions:
    """Boost cards dealt to an enemy («dale al Villano 1 carta de aumento adicional para esta
    activación»: the ``boost`` verb on that enemy, its amount the cards dealt), "each player" as the
    subject of a draw or of damage taken (a target ``{select: each, kind: player}``: the engine judges
    a player target of a character verb on that player's identity), and the Spanish forms the English
    grammar reads with its own words («del plan principal», «superhéroe», «tu carta de Superhéroe»)."""

    def el_kind(self, c):  # «del plan principal», «al esbirro que controles»: de/a + el + a kind
        out = {"select": "a"}
        for x in c:
            if isinstance(x, Token) and x.type == "KIND":
                out["kind"] = kind_of(str(x))
            elif isinstance(x, Token) and x.type == "TRAIT":
                out.setdefault("traits", []).append(_trait(x))
            elif isinstance(x, list):
                for f in x:
                    out.update(f)
        return out

    def kind_superhero(self, c):  # «cada Superhéroe»: the cards print it for "each identity" (as «tu Superhéroe»)
        out = {"kind": "identity"}
        traits = [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]
        if traits:
            out["traits"] = traits
        return out

    def give_tough(self, c):
        quoted = [str(x) for x in c if isinstance(x, Token) and x.type == "QUOTED"]
        if quoted and " ".join(quoted[0][1:-1].split()) not in ("duro", "dureza"):
            raise ValueError("a status card other than tough")
        return self._with_target("tough", c)

    def give_boost(self, c):
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        amount = next(x for x in c if isinstance(x, tuple) and x[0] == "amount")[1]
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        if duration not in (None, "this_activation", "this_attack"):
            raise ValueError("boost cards for a phase or round")
        return {"verb": "boost", **amount, "target": target, **({"duration": duration} if duration else {})}

    def boost_cards(self, c):
        return next(x for x in c if isinstance(x, tuple) and x[0] == "amount")

    def boost_another(self, c): return ("amount", {"amount": 1})
    def boost_more(self, c): return ("more",)
    def boost_facedown(self, c): return ("facedown",)

    def each_player_takes_damage(self, c):  # «cada jugador sufre N de daño»: players only
        target = next((x for x in c if isinstance(x, dict) and "select" in x), None)
        if target is None or target.get("kind") != "player":
            raise ValueError("only a player takes damage in this form")
        return self._with_target("take_damage", c)


_mix_in(EncounterActions)


# -- sentence structure, second pass (wt-s2, issue 15) ----------------------------------------------
def _shared(effects: list, target: dict) -> list:
    """Several verbs on one printed target ("stun and confuse an enemy"): the first effect takes the
    target; a chosen one («un», «a») is then the same card for the others (``{select: same, of: -k}``,
    k effects back, made absolute where the sentence's effects are placed); any other target (each,
    this card, the attached card) is the same cards written again."""
    out = []
    for k, eff in enumerate(effects):
        if k == 0 or target.get("select") != "a":
            out.append({**eff, "target": copy.deepcopy(target)})
        else:
            out.append({**eff, "target": {"select": "same", "of": -k}})
    return out


def _conditioned(eff: dict, cond: dict) -> dict:
    had = eff.get("condition")
    return {**eff, "condition": cond if had is None else {"all": [cond, had]}}


_base_sentence = Actions.sentence
_base_kind = Actions.kind


CHOOSE = "_choose"  # a choice («choose an enemy») waiting for the effect on what is chosen


def _bind_it(effects: list) -> list:
    """«deal 5 damage to an enemy and stun it», «… y atúrdelo»: "it" is the one card an earlier effect
    of the sentence targets (a chosen one: ``{select: same, of: -k}``; that X, this card, the attached
    card: the same words again). None or several earlier card targets (or "each"): not read."""
    if not any((e.get("target") or {}).get("select") == "it" for e in effects):
        return effects
    out = []
    for i, eff in enumerate(effects):
        if (eff.get("target") or {}).get("select") != "it":
            out.append(eff)
            continue
        roots = []  # the earlier effects' own targets (an effect on "same" shares its root's)
        for j, e in enumerate(out):
            t = e.get("target") or {}
            if e["verb"] == CHOOSE and e.get("used"):
                continue
            if not t and isinstance(e.get("until"), dict):  # wt-d2: the card a move «until …» stops at
                roots.append((j, {"select": "_until"}))
            elif t.get("select") in ("a", "that", "this", "attached", "trigger"):
                roots.append((j, t))
            elif t.get("select") == "it" and e["verb"] == "cancel":  # family play: «cancel its effects and discard
                roots.append((j, t))  # it»: the card the first pronoun names (the reader ties that one)
            elif t.get("select") not in (None, "you", "same"):
                raise ValueError("«it» after a target that is not one card")
        if out and out[-1]["verb"] == CHOOSE and not out[-1].get("used") and (out[-1].get("target") or {}).get("select") == "a":
            # family castellano: «agota esta carta, elige 1 carta de tu mano y descártala»: the choice right before
            roots = [(len(out) - 1, out[-1]["target"])]
        if not roots:  # «when an enemy attacks, deal 3 damage to it»: the trigger's, or a choice before (reader)
            out.append(eff)
            continue
        if len(roots) != 1 or roots[0][1].get("count") or roots[0][1].get("up_to"):
            raise ValueError("«it» with no one card before it")
        j, t = roots[0]
        if out[j]["verb"] == "attach" and eff["verb"] in ("resolve_ability", "cancel"):
            # family play: «attach this card to X and resolve its "Special" ability»: the card attached or its host
            raise ValueError("«its» ability after an attach: which card is not known")
        if out[j]["verb"] == CHOOSE:  # «choose an enemy and deal 2 damage to it»: the choice is this target
            out[j] = {**out[j], "used": True}
            out.append({**eff, "target": copy.deepcopy(t)})
            continue
        if t["select"] == "_until":
            out.append({**eff, "target": {"select": "that", "of": j - i}})
            continue
        target = {"select": "same", "of": j - i} if t["select"] in ("a", "it") else copy.deepcopy(t)
        out.append({**eff, "target": target})
    return out


_COUNTED = ("deal_damage", "take_damage", "heal", "place_threat", "remove_threat", "draw", "modify_stat")


def _per_amount(effects: list, per: dict) -> list:
    """«draw 1 card for each minion engaged with you»: the one effect of the sentence with a printed
    number amount counts it once per matching card in play (``{per: …, times: N}``); with no such
    effect, or several, it is not read."""
    counted = [i for i, e in enumerate(effects) if isinstance(e.get("amount"), int) and not e.get("per_hero")
               and e["verb"] in _COUNTED]
    if len(counted) != 1 or effects[counted[0]]["amount"] < 1:
        raise ValueError("no one amount to count")
    i = counted[0]
    out = list(effects)
    out[i] = {**effects[i], "amount": {"per": per, "times": effects[i]["amount"]}}
    return out
_CONJUNCTIONS = {"and", "or", "then", "if", "y", "o", "e", "u", "luego", "si"}


def _effect_inside(words: list) -> bool:
    """Whether the words after a conjunction in a fact's words ("… hero form or remove 2 threat from a
    scheme") read as effects in either grammar: then the fact's end is not known and it is not read."""
    from lark.exceptions import LarkError

    from arbitro.reader import _CURRENT, _parse

    saved = _CURRENT[0]
    try:
        for i, w in enumerate(words[:-1]):
            if w in _CONJUNCTIONS:
                rest = " ".join(words[i + 1:])
                for lang in ("es", "en"):
                    try:
                        _parse(lang, rest, "sentence")
                        return True
                    except LarkError:
                        pass
        return False
    finally:
        _CURRENT[0] = saved


class StructureActions:
    """Coordinated verbs, conditions after an effect, pronouns and amounts (mixed into :class:`Actions`)."""

    def post_condition(self, c):
        fact = c[-1]
        words = str(fact).split()
        if words[-1:] in (["instead"], ["lugar"]):  # "… if X instead": a replacement, not read here
            raise ValueError("a replacement after the effect")
        if _effect_inside(words):  # "… if X or remove 2 threat …": where the fact ends is not known
            raise ValueError("an effect inside a condition's words")
        return ("post_condition", fact)

    def sentence(self, children):
        """«draw 1 card if you control …»: a condition printed after the effects is each effect's."""
        if children and isinstance(children[-1], tuple) and children[-1][0] == "post_condition":
            *children, (_, fact) = children
            children[-1] = [_conditioned(eff, {"fact": fact}) for eff in children[-1]]
        if children and isinstance(children[-1], tuple) and children[-1][0] == "per":  # "… for each minion in play"
            *children, (_, per) = children
            children[-1] = _per_amount(children[-1], per)
        if children and isinstance(children[-1], list):
            children[-1] = _bind_it(children[-1])
        return _base_sentence(self, children)


    def choose(self, c):
        """«choose an enemy» / «elige un enemigo»: not an effect of its own; the reader gives the chosen
        target to the later effect on "that enemy" / "it" (arbitro.reader._body), else it is unread."""
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") != "a" or "kind" not in target:
            raise ValueError("a choice of what is not one kind of card")
        return {"verb": CHOOSE, "target": {**target, "chosen": True}}

    def choose_and(self, c):
        """«choose and discard 1 card from your hand»: the verb on a chosen target."""
        verb, target = [x for x in c if isinstance(x, dict)]
        return {**verb, "target": {**target, "chosen": True}}

    def v_discard(self, c): return {"verb": "discard"}

    def player_draws(self, c):
        """«each player draws 1 card», «that player may draw 1 card»: draw, on players."""
        target = next(x for x in c if isinstance(x, dict))
        if target.get("kind") != "player" or set(target) - {"select", "kind"} or target["select"] not in ("each", "that"):
            raise ValueError("a draw by what is not a player")
        effect = self._with_target("draw", c)
        if ("may",) in c:
            effect["optional"] = True
        return effect

    def player_may(self, c): return ("may",)

    def target_inner(self, c): return c[0]

    def identity_card(self, c):  # «esa carta de superhéroe»: that identity
        det = next(x for x in c if isinstance(x, dict))
        return {**det, "kind": "identity"}

    def it_gets(self, c):  # «recibe +2 DEF» with no subject: "it gets" (the card a pronoun names)
        return self.modify_stat([{"select": "it"}] + list(c))

    def of_your_choice(self, c): return {"chosen": True}

    def kind(self, c):
        """«una carta de [[X]]»: the trait after «de» is the kind's trait, as «una carta [[X]]»."""
        c = [Token("TRAIT", str(t)[2:].strip()) if t.type == "DE_TRAIT" else t for t in c]
        return _base_kind(self, c)

    def kind_main_scheme(self, c): return {"select": "a", "kind": "main_scheme"}

    def target_it(self, c): return {"select": "it"}
    def it_stun(self, c): return {"verb": "stun", "target": {"select": "it"}}
    def it_confuse(self, c): return {"verb": "confuse", "target": {"select": "it"}}
    def it_exhaust(self, c): return {"verb": "exhaust", "target": {"select": "it"}}
    def it_ready(self, c): return {"verb": "ready", "target": {"select": "it"}}
    def it_discard(self, c): return {"verb": "discard", "target": {"select": "it"}}
    def it_defeat(self, c): return {"verb": "defeat", "target": {"select": "it"}}
    def it_tough(self, c): return {"verb": "tough", "target": {"select": "it"}}
    def it_heal(self, c): return self._with_target("heal", c, target={"select": "it"})
    def it_damage(self, c): return self._with_target("deal_damage", c, target={"select": "it"})

    def v_stun(self, c): return {"verb": "stun"}
    def v_confuse(self, c): return {"verb": "confuse"}
    def v_exhaust(self, c): return {"verb": "exhaust"}
    def v_ready(self, c): return {"verb": "ready"}
    def v_defeat(self, c): return {"verb": "defeat"}

    def coordinated(self, c):
        verbs = [x for x in c if isinstance(x, dict) and "verb" in x]
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        return _shared(verbs, target)

    def damage_and(self, c):
        damage = self._with_target("deal_damage", [x for x in c if not (isinstance(x, dict) and "verb" in x)])
        target = damage.pop("target")
        verbs = [x for x in c if isinstance(x, dict) and "verb" in x]
        return _shared([damage] + verbs, target)


_mix_in(StructureActions)


# -- issue 15, wt-c2 family: counters, resources, costs and threat moves ----------------------------
_IT = {"select": "it"}  # "from it" / «quítale»: tied to the effect before it in the sentence (_tie_it)
_ALL_PURPOSE = ("all-purpose", "genérico", "genéricos")
_NAME_WORD = re.compile(r"^[a-záéíóúüñ'-]+$")
_NOT_A_NAME = frozenset({"or", "and", "o", "y", "a", "de", "the", "el", "la", "on", "from", "sobre"})
_TOKENS = ("amenaza", "threat", "daño", "damage", "aceleración", "acceleration")  # tokens, not counters


def _tie_it(effects: list) -> list:
    """Each effect whose target is "it" gets the target of the effect before it in the sentence,
    when that is one card fixed by the text (this card, the attached card, your identity)."""
    out = []
    for e in effects:
        if e.get("target") == _IT:
            prev = out[-1].get("target") if out else None
            if prev and (prev.get("select") in ("this", "attached") or prev == {
                    "select": "a", "kind": "identity", "controller": "you"}):
                e = {**e, "target": copy.deepcopy(prev)}
            # any other «it» is left to the sentence's own binding (_bind_it: one card before it, a
            # choice, or the trigger's subject; else not read)
        out.append(e)
    return out


class CounterActions:
    """Counters placed and removed (named: ``counter``), several resource icons spent or generated."""

    def counter_name(self, c):
        return " ".join(str(x) for x in c)

    def _counters(self, verb, c):
        effect = {"verb": verb}
        for x in c:
            if isinstance(x, tuple) and x[0] == "amount":
                effect.update(x[1])
        name = next((x for x in c if isinstance(x, str) and not isinstance(x, Token)), None)
        if name and name.split()[0] in _TOKENS:  # «contador de Amenaza adicional»: threat, not a counter
            raise ValueError("a counter named after a token")
        if name and not all(_NAME_WORD.match(w) and w not in _NOT_A_NAME for w in name.split()):
            raise ValueError("not a counter's name")  # "1 or 2 charge counters", «… a ¤¤¤»
        if name and name not in _ALL_PURPOSE:
            effect["counter"] = name
        target = next((x for x in c if isinstance(x, dict)), None)
        if target is None and any(isinstance(x, Token) and x.type == "IT" for x in c):
            target = dict(_IT)
        effect["target"] = target if target is not None else {"select": "this"}  # "here"
        return effect

    def add_counters(self, c): return self._counters("add_counters", c)
    def remove_counters(self, c): return self._counters("remove_counters", c)
    def remove_counters_it(self, c): return {**self._counters("remove_counters", c), "target": dict(_IT)}  # «quítale»
    def target_it(self, c): return dict(_IT)

    def _icons(self, verb, c):
        icons = [_ICONS[str(x)] for x in c if isinstance(x, Token) and x.type == "ICON"]
        return [{"verb": verb, "amount": icons.count(i), "resource": i} for i in dict.fromkeys(icons)]

    def spend_icons(self, c): return self._icons("spend_resources", c)
    def generate_icons(self, c): return self._icons("generate_resources", c)


_mix_in(CounterActions)


class NameActions:
    """Issue 15: a card of the set named in the text (mixed into :class:`Actions`)."""

    others: dict = {}  # folded name -> (printed name, kind) of the set's other cards (arbitro.reader._body)

    def target_named(self, c):
        """«Attach to Red Grump.»: any card of that name (its type's kind), by the ``name`` filter.
        The words come from the printed sentence (the parsed one has them marked "¶…"); a Spanish
        article the mark took ("la Red Veloz") is not part of the name."""
        from arbitro.reader import fold_name

        tok = c[0]
        if self.shown is None or tok.start_pos is None:
            raise ValueError("a named card with no printed words")
        words = fold_name(self.shown[tok.start_pos: tok.end_pos])
        found = self.others.get(words)
        if found is None:
            parts = words.split(" ", 1)
            if len(parts) == 2 and parts[0] in ("el", "la", "los", "las"):
                found = self.others.get(parts[1])
        if found is None:
            raise ValueError("a marked name that is not one of the set's")
        name, kind = found
        return {"select": "a", "kind": kind, "name": name}

    def target_named_kind(self, c):
        """«the Night Tide side scheme» / «el plan secundario Marea Nocturna»: the name, and a kind
        word that must be the named card's own kind (else the words mean something else: unread)."""
        name = next(t for t in c if isinstance(t, Token) and t.type == "OTHER_NAME")
        word = next(t for t in c if isinstance(t, Token) and t.type == "KIND")
        out = self.target_named([name])
        if kind_of(str(word).lower()) != out["kind"]:
            raise ValueError("a kind word that is not the named card's kind")
        return out

    def kind_named(self, c):  # «el plan secundario Marea Nocturna» after a determiner
        out = self.target_named_kind(c)
        return {"kind": out["kind"], "name": out["name"]}


_mix_in(NameActions, data=True)


# -- issue 15, wt-v family: encounter activations and their subjects ---------------------------------
EITHER = "_either"  # «elige entre A o B»: the branches, made the ability's options by the reader


class ActivationActions:
    """An enemy's activation («el Villano te ataca», "each minion engaged with you schemes", «se activa
    contra ti»): the ``activate`` verb, its target the enemy that activates (one effect per subject:
    "the villain and each minion … attacks you" is two), ``activation`` what it does and ``against`` the
    player it is against. A pronoun subject ("he", Spanish with no subject) is «it», tied as «it» is."""

    def activate(self, c):
        act = next(x for x in c if isinstance(x, tuple) and x[0] == "activation")[1]
        subjects = [x for x in c if isinstance(x, dict)]
        return [{"verb": "activate", "target": dict(t), **act} for t in subjects]

    def activate_it(self, c):
        return self.activate([{"select": "it"}] + list(c))

    def activator(self, c):
        return next(x for x in c if isinstance(x, dict))

    def either_or(self, c):
        """«elige entre A o B» / "either A or B": one placeholder effect holding the two branches (the
        reader makes them the ability's options); a branch whose target names an earlier one is not read."""
        branches = [x for x in c if isinstance(x, list)]
        for branch in branches:
            if not branch or any((e.get("target") or {}).get("select") in ("that", "it", "same") for e in branch):
                raise ValueError("a branch of a choice that names another target")
        return [{"verb": EITHER, "options": branches}]

    def either_branch(self, c): return self.effect_list(c)

    def role_target(self, c):
        kind = next(kind_of(str(x)) for x in c if isinstance(x, Token) and x.type == "KIND")
        role = next(str(x) for x in c if isinstance(x, Token) and x.type == "ROLE")
        return {"select": "trigger", "kind": kind, "_role": "attacking" if role in ("attacking", "atacante") else "activating"}

    def act_attack_you(self, c): return ("activation", {"activation": "attack", "against": {"select": "you"}})
    def act_scheme(self, c): return ("activation", {"activation": "scheme"})
    def act_by_form_you(self, c): return ("activation", {"activation": "by_form", "against": {"select": "you"}})


_mix_in(ActivationActions)


def _uses_keyword(self, c):
    """"Uses (3 … counters)" / «Usos (3 contadores de …)»: the keyword (the card enters play with that
    many counters, and is discarded when none are left), its number and the counters' name."""
    out = {"keyword": "uses", "value": int(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER"))}
    if any(isinstance(x, Token) and x.type == "PER_HERO" for x in c):
        out["per_hero"] = True
    name = next((x for x in c if isinstance(x, str) and not isinstance(x, Token)), None)
    if name and name not in _ALL_PURPOSE:
        out["counter"] = name
    return out


Actions.uses_keyword = _uses_keyword


def _resource_for(self, c):
    """"… for a [[Zorb]] or [[Blip]] event" / «… para un Evento [[Zorb]] o [[Blip]]»: what the resource
    may pay for (a target's traits are any of)."""
    out = {"select": "a", "kind": kind_of(str(next(x for x in c if x.type == "KIND")))}
    traits = [_trait(x) for x in c if x.type == "TRAIT"]
    if traits:
        out["traits"] = traits
    return ("for", out)


def _generate_resources(self, c):
    effect = self._resources("generate_resources", c)
    pay_for = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "for"), None)
    if pay_for is not None:
        effect["for"] = pay_for
    return effect


Actions.resource_for = _resource_for
Actions.generate_resources = _generate_resources


# -- decks and zones, second pass (wt-d2, issue 15) -------------------------------------------------
_SEARCH = Actions.search


class DeckActions:
    """«discard cards from the top of X until a minion is discarded»: one move, from the deck's top to
    its discard pile, with ``until`` (what it stops at: not a target); «it» / «that X» after it is that
    card (arbitro.reader ties them)."""

    def discard_until(self, c):
        deck = Actions._deck(c)
        until = next(x for x in c if isinstance(x, dict) and "select" in x)
        if until.get("select") != "a" or set(until) - {"select", "kind", "traits"}:
            raise ValueError("discarded until something other than one card of a kind")
        if deck == "encounter":
            return {"verb": "move", "from": "encounter_deck", "to": "encounter_discard", "until": until}
        return {"verb": "move", "from": "deck_top", "to": "discard", "until": until}

    def until_you(self, c): return None
    def then_effect(self, c): return c[-1]  # «…, then …» / «…, luego …»: the order is the printed one

    def it_to_hand(self, c):
        kind = next((x for x in c if isinstance(x, Token) and x.type == "KIND"), None)
        target = {"select": "that", "kind": kind_of(str(kind))} if kind is not None else {"select": "it"}
        return {"verb": "move", "to": "hand", "target": target}

    def it_reveal(self, c): return {"verb": "reveal", "target": {"select": "it"}}

    def put_into_play(self, c):  # «put X into play engaged with you»: where it enters play, not a filter
        done = next((x for x in c if isinstance(x, dict) and "verb" in x), None)
        if done is not None:  # es: put_this_into_play, one of put_into_play's forms
            return done
        eff = Actions._with_target("put_into_play", c)
        t = eff.get("target") or {}
        if t.get("engaged") or ("engaged",) in c:
            eff["target"] = {k: v for k, v in t.items() if k != "engaged"}
            eff["engaged"] = True
        return eff

    def found_into_play(self, c):
        eff = {"verb": "put_into_play", "target": dict(Actions._FOUND)}
        if ("engaged",) in c:
            eff["engaged"] = True
        return eff

    def engaged_into(self, c): return ("engaged",)

    def return_your_hand(self, c):
        """«return <this card's name> / him to your hand» (a card in play goes to its owner's hand,
        control.13.2); «this card to your hand» is left unread: an event says so while it resolves, and
        the format's return_to_hand is about a card in play."""
        tok = next(x for x in c if isinstance(x, Token) and x.type in ("THIS_CARD", "HIM", "IT"))
        owners = ("owners",) in c
        if tok.type != "THIS_CARD":
            return {"verb": "return_to_hand", "target": {"select": "it"}}
        if not owners and not str(tok).startswith("§") and str(tok).split()[-1] in ("card", "carta", "event", "evento"):
            raise ValueError("this card to your hand: maybe an event resolving")
        return {"verb": "return_to_hand", "target": {"select": "this"}}

    def owners_hand(self, c): return ("owners",)
    def yourself(self, c): return {"select": "you"}

    def encounter_card(self, c):  # one encounter card each (a facedown one: every dealt one is)
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), None)
        if amount is not None and amount != {"amount": 1}:
            raise ValueError("more than one encounter card")
        return Actions._with_target("encounter_card", [x for x in c if not isinstance(x, tuple)])

    def discard_top_per_hero(self, c):  # «the top 2[per_hero] cards of …»
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        if Actions._deck(c) == "encounter":
            return {"verb": "move", "amount": n, "per_hero": True, "from": "encounter_deck", "to": "encounter_discard"}
        return {"verb": "move", "amount": n, "per_hero": True, "from": "deck_top", "to": "discard"}
    def return_it_your_hand(self, c): return {"verb": "return_to_hand", "target": {"select": "it"}}

    def zones_top(self, c):  # «the top 5 cards of your deck»: that deck, and how many of its cards
        deck = Actions._deck(c)
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        return ("zones", ["deck"] if deck == "yours" else ["encounter_deck"], n)

    def search(self, c):
        eff = _SEARCH(self, c)
        top = next((x[2] for x in c if isinstance(x, tuple) and x[0] == "zones" and len(x) > 2), None)
        if top is not None:
            eff["amount"] = top
        return eff

    def put_this_into_play(self, c):  # «pon en juego al <this card's name> enfrentado a ti»
        eff = {"verb": "put_into_play", "target": {"select": "this"}}
        if ("engaged",) in c:
            eff["engaged"] = True
        return eff


_mix_in(DeckActions)


# -- issue 15 (control, session 5): under whose control a card enters play ---------------------------


# -- the families (arbitro.reader.families): each joins its own actions, in name order
from arbitro.reader import families as _families  # noqa: E402

_families.load()
