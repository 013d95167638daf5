"""The semantic actions shared by the grammars (es.lark, en.lark): one method per rule name, so
both languages build the same structure, in the format's vocabulary (scenario-v1's verbs,
selectors and kinds, plus the names of the issue 14 design)."""

from __future__ import annotations

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
          "pln": "sch", "sch": "sch", "vida": "hp", "hit points": "hp"}
_ICONS = {"[energy]": "energy", "[mental]": "mental", "[physical]": "physical", "[wild]": "wild"}
_PER = {"ronda": "round", "round": "round", "fase": "phase", "phase": "phase", "partida": "game",
        "game": "game", "ataque": "attack", "attack": "attack", "mazo": "deck", "deck": "deck",
        "jugador": "player", "player": "player"}
KEYWORDS = {
    "dureza": "toughness", "victoria": "victory", "permanente": "permanent", "complicación": "hinder",
    "oleada": "surge", "guardia": "guard", "represalia": "retaliate", "infame": "villainous",
    "ataque veloz": "quickstrike", "inicio": "setup", "tesón": "steady", "firmeza": "stalwart",
    "restringida": "restricted", "incitar": "incite", "patrulla": "patrol", "alianza": "alliance",
    "peligro": "peril", "asalto": "assault", "brutalidad": "overkill", "perforante": "piercing",
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
        leads = [c for c in children if isinstance(c, tuple)]  # "after …, if …, …": a trigger, then conditions
        effects = children[-1] if children and isinstance(children[-1], list) else []
        return {"lead": leads[0] if leads else None, "leads": leads, "effects": effects}

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
        return [c for c in children if isinstance(c, dict)]

    def optional_effect(self, children):
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

    def surge(self, c): return {"verb": "surge"}
    def take_damage(self, c): return self._with_target("take_damage", c, target={"select": "you"})
    def reveal(self, c): return self._with_target("reveal", c)
    def encounter_card(self, c): return self._with_target("encounter_card", c)
    def remove_from_game(self, c): return {"verb": "remove_from_game", "target": {"select": "this"}}
    def shuffle_encounter(self, c): return {"verb": "shuffle_into", "to": "encounter_deck"}
    def prevent(self, c): return self._with_target("prevent", c)

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
        signed = next(int(x) for x in c if isinstance(x, Token) and x.type == "SIGNED")
        stat = next(_STATS[str(x)] for x in c if isinstance(x, Token) and x.type == "STAT")
        return self._with_target("modify_stat", c, amount=signed, stat=stat)

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
