"""The semantic actions shared by the grammars (es.lark, en.lark): one method per rule name, so
both languages build the same structure, in the format's vocabulary (scenario-v1's verbs,
selectors and kinds, plus the names of the issue 14 design)."""

from __future__ import annotations

import copy

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
    "a distancia": "ranged",
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
        return out

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
        return {"verb": "resolve_ability", "ability": {"card": "this", "ability": timing or words}}

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
            effect["condition"] = {"fact": c[-1]}
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


for _name, _rule in list(vars(GameActions).items()):  # the family's rules become Actions' own methods
    if callable(_rule) and not _name.startswith("__"):
        setattr(Actions, _name, _rule)
del _name, _rule
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
