"""Family amounts (issue 15): how much an effect does. «N de daño adicional» / "N additional damage" on
an ordinary effect (the effect with that amount); «tanto daño como tu ATQ» / "damage equal to your ATK"
and «…, donde X es tu ATQ» / "…, where X is your ATK" (an ``equal_to`` amount: the stat of the acting
player's identity or of this card)."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import _STATS, Actions, _mix_in

_prev_sentence = Actions.sentence
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


class AmountActions:
    """The amounts' actions (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def additional(self, c): return ("additional",)  # the effect's amount is the additional one

    def up_to_amount(self, c): return ("amount", {"amount": {"up_to": int(c[-1])}})
    def amount_inner(self, c): return c[0]

    def of_identity(self, c): return ("stat_of", {"stat": _stat(c), "of": "identity"})
    def of_this(self, c): return ("stat_of", {"stat": _stat(c), "of": "this"})
    def your_identity(self, c): return ("your_identity",)
    def stat_words(self, c): return ("stat_words",)

    def equal_to(self, c):
        eq = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "stat_of")
        return ("amount", {"amount": {"equal_to": eq}})

    def where_x(self, c):
        eq = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "stat_of")
        return ("where_x", eq)

    def where_x_al(self, c):
        of = "this" if any(isinstance(x, Token) and x.type == "THIS_CARD" for x in c) else "identity"
        return ("where_x", {"stat": _stat(c), "of": of})

    def sentence(self, children):
        """«…, donde X es tu ATQ» / "…, where X is your ATK": the one effect of the sentence with an X
        amount gets that stat as its amount (none, or several: not read)."""
        if children and isinstance(children[-1], tuple) and children[-1][0] == "where_x":
            *children, (_, eq) = children
            effects = children[-1] if isinstance(children[-1], list) else [children[-1]]
            xs = [i for i, e in enumerate(effects) if isinstance(e, dict) and e.get("amount") == {"x": True}]
            if len(xs) != 1 or effects[xs[0]].get("per_hero"):
                raise ValueError("no one X amount for «where X is»")
            effects = list(effects)
            effects[xs[0]] = {**effects[xs[0]], "amount": {"equal_to": eq}}
            children[-1] = effects
        _check_up_to(children)
        return _prev_sentence(self, children)


_mix_in(AmountActions)
