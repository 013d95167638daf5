"""Family resources (issue 15, session 8): resources spent and generated, resource types and icons, costs,
and the encounter icons ([star], [boost], [crisis], [acceleration], [hazard], [amplify]) the text names."""

from __future__ import annotations

from arbitro.reader.actions import EITHER, _mix_in


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

_mix_in(ResourcesActions)

