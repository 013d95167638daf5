"""Family forms (issue 15, session 8): identities and their forms as printed abilities name them.

"an identity-specific card" / «una carta específica de tu Superhéroe»: a card of one identity's own set (Target
``identity_specific``); "each player in hero form" / «cada jugador que tenga adoptada su identidad de Héroe»: the
players whose identity shows that side (Target ``form``); "(even if you are in alter-ego form)" / «(incluso aunque
tengas adoptada la identidad de tu Alter ego)» after an enemy's attack (the activation ``attack`` is made against a
player in either form: the parenthesis changes nothing); «En vez de eso, el Villano te ataca a ti» after a cancel
(arbitro.reader._instead: the effects that follow the cancel)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader import PAREN_HOOKS
from arbitro.reader.actions import _mix_in, _trait, kind_of


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

    def forms_whose_identity(self, c):
        """det KIND whose identity has the TRAIT trait filters: players only (a player's identity)."""
        det = next(x for x in c if isinstance(x, dict))
        kind = kind_of(str(next(t for t in c if isinstance(t, Token) and t.type == "KIND")))
        if kind != "player":
            raise ValueError("only a player has an identity")
        traits = [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]
        filters = next(x for x in c if isinstance(x, list))
        return self.target([det, {"kind": kind, "identity_traits": traits}, filters])

    def forms_for_player_whose(self, c):
        """"for a player whose identity has the [[X]] trait": what the resource may pay for (a player's cards)."""
        traits = [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]
        return ("for", {"select": "a", "kind": "player", "identity_traits": traits})

    def forms_used_by_whose(self, c):
        """"any player whose alter-ego has the [[X]] trait may trigger this ability": a lead (arbitro.reader: used_by)."""
        form = [str(t) for t in c if isinstance(t, Token) and t.type in ("FORM", "FORMS_CUYO_ALTER_EGO")]
        if form and _form(form[0]) != "alter_ego":
            raise ValueError("only the alter-ego's traits are read")
        return ("used_by", ("any_player", [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]))

    def forms_cannot_change_form(self, c):
        """"X cannot (ready or) change form" / «X no puede (prepararse ni) cambiar de identidad»; «no puedes …»: you."""
        target = next((x for x in c if isinstance(x, dict)), {"select": "you"})
        out = [{"verb": "prohibit", "restriction": "cannot_change_form", "target": target}]
        if any(isinstance(x, tuple) and x[0] == "ready_or" for x in c):
            out.insert(0, {"verb": "prohibit", "restriction": "cannot_ready", "target": dict(target)})
        return out

    def forms_ready_or(self, c): return ("ready_or",)

    def forms_alter_ego_target(self, c):
        """"an alter-ego" / «un Alter ego»: det, kind alter_ego, filters."""
        det = next(x for x in c if isinstance(x, dict))
        if det.get("select") not in ("a", "each") or det.get("other"):
            raise ValueError("only an alter-ego, each alter-ego")
        filters = next(x for x in c if isinstance(x, list))
        return self.target([det, {"kind": "alter_ego"}, filters])

    def forms_villain_form(self, c):
        """"change Zorbo to [[Gigante]] form" / «Zorbo cambia a su identidad [[Gigante]]»: a villain (by
        kind, or a card named in the text) changes to the form its trait names."""
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") != "a" or not (target.get("kind") == "villain" or "name" in target) \
                or set(target) - {"select", "kind", "name"}:
            raise ValueError("only a villain changes to a named form")
        name = _trait(next(t for t in c if isinstance(t, Token) and t.type == "TRAIT"))
        return {"verb": "change_form", "form": "named", "form_kind": "villain", "form_name": name.lower(), "target": target}

    def forms_resource_for_specific(self, c):
        """"… for an identity-specific event" / «… para un Evento que sea específico de un Superhéroe»."""
        kind = kind_of(str(next(t for t in c if isinstance(t, Token) and t.type == "KIND")))
        return ("for", {"select": "a", "kind": kind, "identity_specific": True})

    def forms_form_upgrade(self, c):
        """"your suit form upgrade" / «tu Mejora de identidad operativa»: the acting player's form upgrade of that kind."""
        words = str(next(t for t in c if isinstance(t, Token) and t.type == "FORMS_FORM_UPGRADE"))
        kind = next(k for w, k in _FORM_UPGRADE_KINDS.items() if w in words)
        return {"select": "a", "kind": "upgrade", "controller": "you", "form_upgrade": kind}

    def forms_flip_form_upgrade(self, c):
        return {"verb": "flip", "target": next(x for x in c if isinstance(x, dict))}


_FORM_UPGRADE_KINDS = {"suit": "suit", "energy": "energy", "mass": "mass", "operativa": "suit", "energía": "energy",
                       "masa": "mass"}

_mix_in(FormsActions)


# "(even if you are in alter-ego form)", «(incluso aunque tengas adoptada la identidad de tu Alter ego)»: who it is said of
_EVEN_ALTER_EGO = {
    "en": re.compile(r"^even (?:if (?P<who>you are|that player is|they are) in|in) alter-ego form\.?$"),
    "es": re.compile(r"^incluso (?:aunque (?P<who>tengas|tenga|tengan) adoptada ?la identidad de (?:tu|su|sus) alter egos?"
                     r"|a los que tengan adoptada la identidad de su alter ego)\.?$"),
}


def _even_alter_ego_hook(inner: str, printed: str, lang: str):
    """After an enemy's attack («te ataca», "attacks you", "attacks each player"): nothing changes (an attack is made
    against a player in alter-ego form too); said of "you", only after an attack against you. Elsewhere: unread."""
    m = _EVEN_ALTER_EGO[lang].match(" ".join(inner.split()))
    if m is None:
        return None
    you = m.group("who") in ("you are", "tengas")

    def apply(effects: list) -> bool:
        attacks = [e for e in effects if e.get("verb") == "activate" and e.get("activation") == "attack"]
        if not attacks:
            return False
        return not you or all(e.get("against") == {"select": "you"} for e in attacks)
    return apply


PAREN_HOOKS.append(_even_alter_ego_hook)
