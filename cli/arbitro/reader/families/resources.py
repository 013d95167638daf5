"""Family resources (issue 15, session 8): resources spent and generated, resource types and icons, costs,
and the encounter icons ([star], [boost], [crisis], [acceleration], [hazard], [amplify]) the text names."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader import PAREN_HOOKS

from arbitro.reader.actions import _COUNTED, _ICONS, EITHER, Actions, _mix_in

_base_sentence = Actions.sentence  # the families before this one (joined in name order)


class ResourcesActions:
    """The semantic actions of the family's rules (resources.es.lark, resources.en.lark)."""

    # «gasta 3 recursos del mismo tipo» / "spend 3 resources of the same type"
    def resources_same(self, c): return ("resource_types", "same")
    def resources_different(self, c): return ("resource_types", "different")

    def resources_spend_typed(self, c):
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        types = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "resource_types")
        if not isinstance(amount.get("amount"), int) or amount["amount"] < 2:
            raise ValueError("one resource has no other to share or differ in type")
        return {"verb": "spend_resources", **amount, "resource": "any", "resource_types": types}

    def resources_spend_different(self, c):
        return self.resources_spend_typed([*c, ("resource_types", "different")])

    # "spend A or B": an either (arbitro.reader.actions.EITHER) of what is spent
    def resources_what_one(self, c):
        eff = self._resources("spend_resources", c)
        if eff["amount"] != 1:
            raise ValueError("«2 recurso [energy]»: one resource, as printed")
        return [eff]

    def resources_what_icons(self, c): return self._icons("spend_resources", c)
    def resources_what_any(self, c): return [self.cost_any(c)]
    def resources_what_typed(self, c): return [self.resources_spend_typed(c)]

    def resources_spend_or(self, c):
        branches = [x if isinstance(x, list) else [x] for x in c if isinstance(x, (list, dict))]
        return [{"verb": EITHER, "options": branches}]

    # "… for each [crisis], [acceleration], [amplify], and [hazard] in play": the scheme icons counted
    def resources_icon_list(self, c):
        return [str(x)[1:-1] for x in c if isinstance(x, Token) and x.type == "RESOURCES_SCHEME_ICON"]

    def resources_per_icons(self, c):
        icons = next(x for x in c if isinstance(x, list))
        if len(set(icons)) != len(icons):
            raise ValueError("an icon named twice")
        return ("resources_icons_in_play", icons)

    def sentence(self, children):
        if children and isinstance(children[-1], tuple) and children[-1][0] == "resources_icons_in_play":
            *children, (_, icons) = children
            children[-1] = _per_icon(children[-1], icons)
        out = _base_sentence(self, children)
        _unmark_icon_kinds(out.get("effects"))
        return out

    # "a [physical] resource", «un recurso [physical]»: a card with that printed resource
    def resources_icon_kind(self, c):
        icon = next(str(x) for x in c if isinstance(x, Token) and x.type == "ICON")
        # (marked: "for each [energy] resource", "the number of [energy] resources" count icons, not cards: not read)
        return {"kind": "card", "printed_resource": _ICONS[icon], "_icon_kind": True}

    def resources_for_each(self, c):
        return ("amount", {"amount": {"per": Actions.stat_per(self, c)[1], "times": 1}})

    def resources_spend_untyped(self, c):
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        if not isinstance(amount.get("amount"), int) or amount["amount"] < 2:
            raise ValueError("«spend 1 resources», «spend X resources»: not read")
        return {"verb": "spend_resources", **amount, "resource": "any"}

    def resources_max_cost(self, c):
        return {"max_cost": next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")}

    def resources_icon_kind_in_hand(self, c): return {**self.resources_icon_kind(c), "zone": "hand", "controller": "you"}
    def resources_printed_in_hand(self, c): return {**self.resources_printed(c), "zone": "hand", "controller": "you"}

    def resources_printed(self, c):
        icon = next(str(x) for x in c if isinstance(x, Token) and x.type == "ICON")
        return {"printed_resource": _ICONS[icon]}


def _unmark_icon_kinds(node, counted: bool = False) -> None:
    """Drop the mark of «a [physical] resource» read as a card with that printed resource; in an amount ("for each
    [energy] resource", "the number of [energy] resources in your hand") it counts resources, not cards: not read."""
    if isinstance(node, dict):
        if node.pop("_icon_kind", None) and counted:
            raise ValueError("resources counted, not cards")
        for k, v in node.items():
            _unmark_icon_kinds(v, counted or k == "amount")
    elif isinstance(node, (list, tuple)):
        for v in node:
            _unmark_icon_kinds(v, counted)


def _per_icon(effects: list, icons: list) -> list:
    """The one effect of the sentence with a printed number amount counts it once per icon in play ({icons_in_play:
    …, times: N}); with no such effect, or several, the sentence is not read."""
    counted = [i for i, e in enumerate(effects) if isinstance(e.get("amount"), int) and not e.get("per_hero")
               and e["verb"] in _COUNTED + ("prevent",)]
    if len(counted) != 1 or effects[counted[0]]["amount"] < 1:
        raise ValueError("no one amount to count")
    i = counted[0]
    out = list(effects)
    out[i] = {**effects[i], "amount": {"icons_in_play": icons, "times": effects[i]["amount"]}}
    return out


_mix_in(ResourcesActions)

# "(to a maximum of [physical] [physical] [physical])", «(hasta un máximo de [physical] [physical] [physical])» after
# "generate a [physical] resource for each …": the resources of that type the «por cada» amount counts are at most
# that many (the amount's max); any other effect, type or amount: the parenthesis stays unread
_MAX_ICONS = {"en": re.compile(r"^to a maximum of ((?:\[(?:energy|mental|physical|wild)\]\s*)+)\.?$"),
              "es": re.compile(r"^hasta un máximo de ((?:\[(?:energy|mental|physical|wild)\]\s*)+)\.?$")}


def _max_icons_hook(inner: str, printed: str, lang: str):
    m = _MAX_ICONS.get(lang, _MAX_ICONS["en"]).match(" ".join(inner.split()))
    if m is None:
        return None
    icons = re.findall(r"\[(\w+)\]", m.group(1))
    if len(set(icons)) != 1:
        return None

    def apply(effects: list) -> bool:
        per = [e for e in effects if isinstance(e.get("amount"), dict) and "per" in e["amount"]]
        if len(per) != 1 or per[0].get("verb") not in ("generate_resources", "spend_resources") \
                or per[0].get("resource") != icons[0] or "max" in per[0]["amount"] or per[0]["amount"].get("times") != 1:
            return False
        per[0]["amount"] = {**per[0]["amount"], "max": len(icons)}
        return True
    return apply


PAREN_HOOKS.append(_max_icons_hook)

