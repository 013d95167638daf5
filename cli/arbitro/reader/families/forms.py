"""Family forms (issue 15, session 8): identities and their forms as printed abilities name them.

"an identity-specific card" / «una carta específica de tu Superhéroe»: a card of one identity's own set (Target
``identity_specific``); "each player in hero form" / «cada jugador que tenga adoptada su identidad de Héroe»: the
players whose identity shows that side (Target ``form``)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import Actions, _mix_in, kind_of


def _form(words: str) -> str:
    return "alter_ego" if re.search(r"alter[ -]ego", words) else "hero"


class FormsActions:
    """The forms family's rules (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def forms_specific_target(self, c):
        """en: det FORMS_SPECIFIC KIND filters (the words before the kind); es: the filter after it."""
        kinds = [t for t in c if isinstance(t, Token) and t.type == "KIND"]
        if not kinds:  # es: a filter
            return {"identity_specific": True}
        det = next(x for x in c if isinstance(x, dict))
        filters = next(x for x in c if isinstance(x, list))
        return self.target([det, {"kind": kind_of(str(kinds[0])), "identity_specific": True}, filters])

    def forms_in_form(self, c):
        """det KIND FORMS_IN_FORM filters: players only (no other card has a form)."""
        det = next(x for x in c if isinstance(x, dict))
        kind = kind_of(str(next(t for t in c if isinstance(t, Token) and t.type == "KIND")))
        if kind != "player":
            raise ValueError("only a player is in a form")
        form = _form(str(next(t for t in c if isinstance(t, Token) and t.type == "FORMS_IN_FORM")))
        filters = next(x for x in c if isinstance(x, list))
        return self.target([det, {"kind": kind, "form": form}, filters])


_mix_in(FormsActions)
