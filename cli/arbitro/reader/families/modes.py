"""Family modes (issue 15): forms, identities and choices.

- "change form" / «cambia de identidad»: the identity changes to the side it does not show
  (``change_form`` with ``form: other``);
- "Hero form only." / «Sólo identidad de Héroe.»: the card is played only in that form (the ability's
  ``play_condition``, a ``form`` condition)."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import _FORMS, _mix_in


def _form(c) -> str:
    tok = next(str(x) for x in c if isinstance(x, Token) and x.type == "FORM")
    return _FORMS[" ".join(tok.split())]


class ModesActions:
    """The family's rules (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def change_other(self, c): return {"verb": "change_form", "form": "other"}

    def form_only(self, c): return ("play_condition", {"form": _form(c)})


_mix_in(ModesActions)
