"""Family amounts (issue 15): how much an effect does. «N de daño adicional» / "N additional damage" on
an ordinary effect (the effect with that amount); «tanto daño como tu ATQ» / "damage equal to your ATK"
and «…, donde X es tu ATQ» / "…, where X is your ATK" (an ``equal_to`` amount: the stat of the acting
player's identity or of this card)."""

from __future__ import annotations

import copy
import re

from lark import Token

from arbitro.reader import PAREN_HOOKS
from arbitro.reader.actions import _ALL_PURPOSE, _NAME_WORD, _NOT_A_NAME, _STATS, _TOKENS, Actions, _mix_in

_prev_sentence = Actions.sentence
_prev_stat_mod = Actions.stat_mod
# the stats an amount may be read from (hit points are not: current or printed is not said)
_EQUAL_STATS = ("atk", "thw", "def", "rec", "sch")


def _stat(c) -> str:
    stat = next(_STATS[" ".join(str(x).split())] for x in c if isinstance(x, Token) and x.type == "STAT")
    if stat not in _EQUAL_STATS:
        raise ValueError("an amount equal to a stat that is not read")
    return stat


# the verbs an «up to N» amount is read on: how much damage, threat, cards or counters (a cost's counters or
# resources, a stat's change and a resource generated are not: the engine reads those as numbers)
_UP_TO_VERBS = ("deal_damage", "take_damage", "heal", "place_threat", "remove_threat", "prevent", "draw",
                "add_counters")


# the verbs an amount the trigger names is read on, and the words a trigger names an amount with
_TRIGGER_VERBS = ("deal_damage", "take_damage", "heal", "place_threat", "remove_threat", "remove_counters")
_ANY_AMOUNT = re.compile(r"\b(any (amount|number) of|cualquier (cantidad|número) de)\b", re.I)


def _trigger_amounts(effects: list) -> list[int]:
    return [i for i, e in enumerate(effects) if isinstance(e, dict) and e.get("amount") == {"trigger": True}]


def _check_up_to(x) -> None:
    """An «up to N» amount on a verb not in _UP_TO_VERBS is not read (anywhere in a sentence's effects)."""
    if isinstance(x, list):
        for y in x:
            _check_up_to(y)
    elif isinstance(x, dict):
        amount = x.get("amount")
        if isinstance(amount, dict) and "up_to" in amount and x.get("verb") not in _UP_TO_VERBS:
            raise ValueError("an «up to N» amount on a verb that does not take it")
        for v in x.values():
            if isinstance(v, (list, dict)):
                _check_up_to(v)


# the verbs an amount counted on discarded cards' icons is read on (as «por cada»: the printed number, once per icon)
_ICON_VERBS = ("deal_damage", "take_damage", "heal", "place_threat", "remove_threat", "draw", "modify_stat",
               "add_counters")


def _counted_amount(children: list) -> list:
    """"… for each boost icon discarded this way" / «Por cada icono de recurso …, …»: the effect it counts gets the
    amount ``{icons: …, times: N}``. After the effects, it is the last effect's (that one only: a sentence "discard
    the top card and take 1 damage for each …"); before them, the sentence has that one effect. Any other shape (an
    effect with no printed number, a per-hero one, several effects after a leading «por cada») is not read."""
    at = next(i for i, x in enumerate(children) if isinstance(x, tuple) and x[:1] in (("icons",), ("counters",)))
    counted = _amount_map(children[at])
    leading = all(not isinstance(x, list) for x in children[:at])  # «Por cada …, …»: before the effects
    children = children[:at] + children[at + 1:]
    lists = [i for i, x in enumerate(children) if isinstance(x, list)]
    if len(lists) != 1:
        raise ValueError("no effects for «for each icon»")
    effects = list(children[lists[0]])
    target = (effects[0].get("target") or {}) if effects else {}
    one = target.get("kind") in ("villain", "main_scheme") or target == {"select": "a", "kind": "identity", "controller": "you"}
    if leading and (len(effects) != 1 or (target.get("select") == "a" and not one)):
        # (several effects, or "for each …, deal 1 damage to an enemy": one enemy chosen per icon, maybe others)
        raise ValueError("«for each icon, …» before several effects, or on a target chosen each time")
    eff = effects[-1] if effects else {}
    if (not isinstance(eff.get("amount"), int) or eff["amount"] < 1 or eff.get("per_hero")
            or eff.get("verb") not in _ICON_VERBS):
        raise ValueError("no one printed amount to count per icon")
    effects[-1] = {**eff, "amount": {**counted, "times": eff["amount"]}}
    children[lists[0]] = effects
    return children


def _amount_map(x: tuple) -> dict:
    """The amount an ("icons", kind) or ("counters", target, name) child counts, once each."""
    if x[0] == "icons":
        return {"icons": x[1], "times": 1}
    return {"counters": x[1], **({"counter": x[2]} if x[2] else {}), "times": 1}


def _counters_it(effects: list) -> list:
    """"… for each counter on him" / «… que tenga»: the counters of the effect's own card (this card only: another
    card's pronoun is not read)."""
    out = []
    for eff in effects:
        amount = eff.get("amount") if isinstance(eff, dict) else None
        if isinstance(amount, dict) and amount.get("counters") == {"select": "it"}:
            if (eff.get("target") or {}) != {"select": "this"}:
                raise ValueError("counters on a pronoun that is not this card")
            eff = {**eff, "amount": {**amount, "counters": {"select": "this"}}}
        elif isinstance(amount, dict) and "counters" in amount and amount["counters"].get("select") not in ("this", "a", "each"):
            raise ValueError("counters on a card named by a pronoun")
        out.append(eff)
    counted = [e for e in out if isinstance(e, dict) and e.get("verb") == "modify_stat" and isinstance(e.get("amount"), dict)
               and ("counters" in e["amount"] or "icons" in e["amount"])]
    if counted and any(e.get("verb") == "modify_stat" and e not in counted for e in out if isinstance(e, dict)):
        # "gets +1 ATK and +1 THW for each counter on it": whether the «for each» counts both is not read
        raise ValueError("several stat changes, one counted")
    return out


class AmountActions:
    """The amounts' actions (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def additional(self, c): return ("additional",)  # the effect's amount is the additional one

    def icons_resource(self, c): return ("icons", "resource")
    def icons_boost(self, c): return ("icons", "boost")

    def icons_type(self, c):  # "for each printed [energy] resource discarded this way"
        return ("icons", re.search(r"\[(energy|mental|physical|wild)\]", str(c[0])).group(1))
    def icons_per(self, c): return c[-1]
    def discarded_this_way(self, c): return None

    def counters_on(self, c):
        """«contador(es) de X que haya sobre Y» / "X counter(s) on Y", "here": ("counters", Y, X)."""
        tok = next(x for x in c if isinstance(x, Token) and x.type in ("COUNTERS", "CONTADORES"))
        words = " ".join(str(tok).split())
        m = re.fullmatch(r"(?:(.+) )?counters?|contador(?:es)?(?: de (.+)| (.+))?", words)  # (a name of one or two words)
        name = next((g for g in m.groups() if g), None) if m else None
        if name in _ALL_PURPOSE:
            name = None
        target = next((x for x in c if isinstance(x, dict)), {"select": "this"})
        if set(target) - {"select", "kind", "controller", "name"} or target.get("select") == "each":
            raise ValueError("counters on a card the text does not name as one")
        return ("counters", target, name)

    def counters_on_it(self, c):
        return ("counters", {"select": "it"}, self.counters_on(c)[2])

    def enters_with(self, c):
        """«Entra en juego con 2 contadores de Zorb» / "Enters play with 2 zorb counters on it": the ability's enters_with."""
        out = {"counters": int(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER"))}
        name = next((x for x in c if isinstance(x, str) and not isinstance(x, Token)), None)
        if name and (name.split()[0] in _TOKENS or not all(_NAME_WORD.match(w) and w not in _NOT_A_NAME for w in name.split())):
            raise ValueError("not a counter's name")
        if name and name not in _ALL_PURPOSE:
            out["counter"] = name
        if any(isinstance(x, Token) and x.type == "PER_HERO" for x in c):
            out["per_hero"] = True
        if out["counters"] < 1:
            raise ValueError("no counters")
        return ("enters_with", out)

    # -- «traslada N de Amenaza desde X hasta Y» / "move N threat from X to Y" (move_tokens)
    def tokens_threat(self, c): return ("tokens", "threat", None, c)
    def tokens_damage(self, c): return ("tokens", "damage", None, c)

    def tokens_counters(self, c):
        name = next((x for x in c if isinstance(x, str) and not isinstance(x, Token)), None)
        if name and (name.split()[0] in _TOKENS or not all(_NAME_WORD.match(w) and w not in _NOT_A_NAME for w in name.split())):
            raise ValueError("not a counter's name")
        return ("tokens", "counters", None if name in _ALL_PURPOSE else name, c)

    def move_tokens(self, c):
        """The card the tokens leave (from_card) and the one that receives them (target): the two targets in printed
        order; a pronoun for either, or an amount that is not a printed number, is not read."""
        _, what, name, inner = next(x for x in c if isinstance(x, tuple) and x[:1] == ("tokens",))
        amounts = [x[1]["amount"] for x in list(c) + list(inner) if isinstance(x, tuple) and x[:1] == ("amount",)]
        targets = [x for x in c if isinstance(x, dict)]
        if len(targets) != 2 or any(t.get("select") in ("it", "you", "each", "that", "same") for t in targets):
            raise ValueError("a move between cards the text does not name")  # («ese Plan»: which one is not bound here)
        src, dst = targets
        if (dst.get("other") and src != {"select": "this"}) or src.get("other"):
            # "from a support to another support": another than the first, not than this card (the format's other)
            raise ValueError("«another» card than the one the tokens leave")
        out = {"verb": "move_tokens", "tokens": what}
        if amounts:
            if len(amounts) != 1 or not isinstance(amounts[0], int) or amounts[0] < 1:
                raise ValueError("an amount moved that is not a number")
            out["amount"] = amounts[0]
        else:  # «toda la Amenaza», "all threat"
            out["all_tokens"] = True
        if name:
            out["counter"] = name
        out["from_card"] = src
        out["target"] = dst
        return out

    def counters_per(self, c): return c[-1]
    def equal_counters(self, c): return ("amount", {"amount": _amount_map(c[-1])})

    def stat_mod(self, c):
        """"+1 ATK for each zorb counter on it" (_stat_mod_counted): the stat change counted on those counters."""
        x = next((x for x in c if isinstance(x, tuple) and x[:1] == ("counters",)), None)
        eff = _prev_stat_mod(self, [y for y in c if y is not x])
        if x is None:
            return eff
        if not isinstance(eff.get("amount"), int) or eff["amount"] < 1:
            raise ValueError("a negative amount per counter")
        return {**eff, "amount": {**_amount_map(x), "times": eff["amount"]}}

    def equal_icons(self, c):
        icons = next(x[1] for x in c if isinstance(x, tuple) and x[:1] == ("icons",))
        return ("amount", {"amount": {"icons": icons, "times": 1}})

    def up_to_amount(self, c): return ("amount", {"amount": {"up_to": int(c[-1])}})
    def amount_inner(self, c): return c[0]
    def trigger_amount(self, c): return ("amount", {"amount": {"trigger": True}})

    def of_identity(self, c): return ("stat_of", {"stat": _stat(c), "of": "identity"})
    def of_this(self, c): return ("stat_of", {"stat": _stat(c), "of": "this"})
    def your_identity(self, c): return ("your_identity",)
    def stat_words(self, c): return ("stat_words",)

    def equal_to(self, c):
        if len(c) == 1 and isinstance(c[0], tuple) and c[0][0] == "amount":  # equal_icons
            return c[0]
        eq = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "stat_of")
        return ("amount", {"amount": {"equal_to": eq}})

    def number_of(self, c):  # «el número de esbirros que haya en juego»: one for each matching card (as «por cada»)
        return Actions.stat_per(self, c)

    def equal_number(self, c):
        per = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "per")
        return ("amount", {"amount": {"per": per, "times": 1}})

    def where_x_number(self, c):
        per = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "per"), None)
        if per is None:  # «igual al número de …»: the kind and filters are this rule's own children
            per = Actions.stat_per(self, c)[1]
        return ("where_x", {"per": per, "times": 1})

    def where_x(self, c):
        x = next((x for x in c if isinstance(x, tuple) and x[:1] == ("counters",)), None)
        if x is not None:  # (_where_x_counters) «siendo X el número de contadores de …»
            return ("where_x", _amount_map(x))
        eq = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "stat_of")
        return ("where_x", eq)

    def where_x_al(self, c):
        of = "this" if any(isinstance(x, Token) and x.type == "THIS_CARD" for x in c) else "identity"
        return ("where_x", {"stat": _stat(c), "of": of})

    def sentence(self, children):
        """«…, donde X es tu ATQ» / "…, where X is your ATK": the one effect of the sentence with an X
        amount gets that stat as its amount (none, or several: not read)."""
        if any(isinstance(x, tuple) and x[:1] in (("icons",), ("counters",)) for x in children):
            children = _counted_amount(list(children))
        if children and isinstance(children[-1], tuple) and children[-1][0] == "where_x":
            *children, (_, eq) = children
            effects = children[-1] if isinstance(children[-1], list) else [children[-1]]
            xs = [i for i, e in enumerate(effects) if isinstance(e, dict) and e.get("amount") == {"x": True}]
            if len(xs) != 1 or effects[xs[0]].get("per_hero"):
                raise ValueError("no one X amount for «where X is»")
            effects = list(effects)
            effects[xs[0]] = {**effects[xs[0]], "amount": eq if ("per" in eq or "counters" in eq) else {"equal_to": eq}}
            children[-1] = effects
        effects = children[-1] if children and isinstance(children[-1], list) else []
        if _trigger_amounts(effects):  # «esa misma cantidad»: the trigger of this sentence names an amount
            facts = [str(x[1]) for x in children if isinstance(x, tuple) and x[:1] == ("trigger",)]
            if (len(_trigger_amounts(effects)) != 1 or len(facts) != 1 or not _ANY_AMOUNT.search(facts[0])
                    or effects[_trigger_amounts(effects)[0]]["verb"] not in _TRIGGER_VERBS
                    or effects[_trigger_amounts(effects)[0]].get("per_hero")):
                raise ValueError("«that much» with no trigger naming an amount")
        _check_up_to(children)
        if children and isinstance(children[-1], list):
            children[-1] = _counters_it(children[-1])
        return _prev_sentence(self, children)


_mix_in(AmountActions)

# «(hasta un máximo de 3)» / "(to a maximum of 3)", "(to a maximum of +3 SCH)": the one «por cada» amount of the
# sentence before it is at most that (a maximum with no such amount, e.g. of the counters a card may hold, is
# not this: it stays unread)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6}
_MAX = {"en": re.compile(r"^to a maximum of (?:(\d+)|(one|two|three|four|five|six)|\+(\d+) (atk|thw|sch|def|rec))\.?$"),
        "es": re.compile(r"^hasta un (?:daño |amenaza )?máximo de (?:(\d+)|(uno|una|dos|tres|cuatro|cinco|seis)|\+(\d+) (atq|int|pln|pla|def|rec))\.?$")}


def _max_hook(inner: str, printed: str, lang: str):
    m = _MAX.get(lang, _MAX["en"]).match(" ".join(inner.split()))
    if m is None:
        return None
    n = int(m.group(1) or m.group(3)) if (m.group(1) or m.group(3)) else _NUMBERS[m.group(2)]
    stat = _STATS[m.group(4)] if m.group(4) else None

    def apply(effects: list) -> bool:
        per = [e for e in effects if isinstance(e.get("amount"), dict)
               and ("per" in e["amount"] or "counters" in e["amount"] or "icons" in e["amount"])]
        counters = [e for e in effects if e.get("verb") == "add_counters" and isinstance(e.get("amount"), int)]
        if not per and stat is None and len(counters) == 1 and "max_counters" not in counters[0] \
                and counters[0]["amount"] <= n and not counters[0].get("per_hero"):
            counters[0]["max_counters"] = n  # «coloca 2 contadores sobre X (hasta un máximo de 10)»: the most X holds
            return True
        if len(per) != 1 or "max" in per[0]["amount"] or n < per[0]["amount"].get("times", 1):
            return False
        eff = per[0]
        if (eff["verb"] == "modify_stat") != (stat is not None) or (stat is not None and eff.get("stat") != stat):
            return False  # "+3 SCH" caps that stat's change; a plain number, an amount of something else
        eff["amount"] = {**eff["amount"], "max": n}
        return True
    return apply


PAREN_HOOKS.append(_max_hook)

# «(2 de daño indirecto si …)» / "(2 indirect damage instead if …)", "(2 of that damage instead if …)", "(+2 DEF
# instead if …)", "(draw 2 cards instead if …)": the effect before it with another amount under that condition (as
# the reader's own «(N de daño si …)»; the forms it does not read)
_FACT = {"en": r"(?:if (?P<fact>[^()]+?)|(?P<expert>in expert mode))",
         "es": r"(?:si (?P<fact>[^()]+?)|(?P<expert>en modo experto))"}
_ALT = {
    "en": [(re.compile(r"^(?P<n>\d+)(?P<ph>\[per_hero\])? indirect damage instead " + _FACT["en"] + r"\.?$"),
            ("deal_damage", "take_damage"), "indirect"),
           (re.compile(r"^(?P<n>\d+) of that damage instead " + _FACT["en"] + r"\.?$"), ("prevent",), "damage"),
           (re.compile(r"^(?P<n>\d+) of that threat instead " + _FACT["en"] + r"\.?$"), ("prevent",), "threat"),
           (re.compile(r"^\+(?P<n>\d+) (?P<stat>atk|thw|sch|def|rec) instead " + _FACT["en"] + r"\.?$"), ("modify_stat",), None),
           (re.compile(r"^draw (?P<n>\d+) cards? instead " + _FACT["en"] + r"\.?$"), ("draw",), None)],
    "es": [(re.compile(r"^(?:en su lugar )?(?P<n>\d+)(?P<ph>\[per_hero\])? de daño indirecto " + _FACT["es"] + r"\.?$"),
            ("deal_damage", "take_damage"), "indirect"),
           (re.compile(r"^(?:en su lugar )?(?P<n>\d+) de ese daño " + _FACT["es"] + r"\.?$"), ("prevent",), "damage"),
           (re.compile(r"^(?:en su lugar )?(?P<n>\d+) de esa amenaza " + _FACT["es"] + r"\.?$"), ("prevent",), "threat"),
           (re.compile(r"^(?:en su lugar )?\+(?P<n>\d+) (?P<stat>atq|int|pln|pla|def|rec) " + _FACT["es"] + r"\.?$"),
            ("modify_stat",), None),
           (re.compile(r"^(?:en su lugar )?roba (?P<n>\d+) cartas? " + _FACT["es"] + r"\.?$"), ("draw",), None)],
}


def _alt_hook(inner: str, printed: str, lang: str):
    for pattern, verbs, what in _ALT.get(lang, ()):
        if pattern.match(" ".join(inner.split())) is None:
            continue
        m = pattern.match(" ".join(printed.lower().split()))  # the fact in the printed words
        if m is None:
            return None
        n = int(m.group("n"))
        per_hero = bool(m.groupdict().get("ph"))
        stat = _STATS[m.group("stat")] if m.groupdict().get("stat") else None
        fact = "expert_mode" if m.group("expert") else m.group("fact")

        def apply(effects: list) -> bool:
            for eff in reversed(effects):
                if not isinstance(eff.get("amount"), int) or eff["verb"] not in verbs:
                    continue
                if ("condition" in eff or "instead" in eff or "otherwise" in eff or eff.get("per_hero", False) != per_hero
                        or "of" in (eff.get("target") or {}) or eff["amount"] < 0
                        or (what == "indirect") != bool(eff.get("indirect"))
                        or (eff["verb"] == "prevent" and eff.get("what") != what)
                        or (stat is not None and eff.get("stat") != stat)):
                    return False
                alt = copy.deepcopy({k: v for k, v in eff.items() if k != "optional"})
                alt["amount"] = n
                eff["condition"] = {"fact": fact}
                eff["instead"] = [alt]
                return True
            return False
        return apply
    return None


PAREN_HOOKS.append(_alt_hook)

# «(siendo X igual a tu ATQ)» / "(where X is equal to your ATK)": the where_x of a parenthesis (the stats of the
# acting player's identity only)
_WHERE_X = {
    "en": re.compile(r"^where x is (?:equal to )?your (?:(?:hero|identity)'s )?(?P<stat>atk|thw|def|rec|sch)\.?$"),
    "es": re.compile(r"^(?:siendo|donde) x (?:es )?(?:igual (?:a|al) )?(?:tu (?:puntuación de )?(?P<stat>atq|int|def|rec|pln|pla)"
                     r"|(?:la |el )?(?:puntuación de )?(?P<stat2>atq|int|def|rec|pln|pla) de tu (?:héroe|superhéroe|identidad))\.?$"),
}


def _where_x_hook(inner: str, printed: str, lang: str):
    m = _WHERE_X.get(lang, _WHERE_X["en"]).match(" ".join(inner.split()))
    if m is None:
        return None
    stat = _STATS[m.group("stat") or m.groupdict().get("stat2")]

    def apply(effects: list) -> bool:
        xs = [e for e in effects if e.get("amount") == {"x": True}]
        if len(xs) != 1 or xs[0].get("per_hero"):
            return False
        xs[0]["amount"] = {"equal_to": {"stat": stat, "of": "identity"}}
        return True
    return apply


PAREN_HOOKS.append(_where_x_hook)
