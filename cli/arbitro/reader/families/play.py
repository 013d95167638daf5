"""Family play (issue 15): cards entering play, other cards' abilities resolved or cancelled, choices.

- "resolve its "Special" ability" / «resuelve su capacidad "Especial"», "resolve that card's "When Revealed"
  ability" / «resuelve la capacidad "…" de esa carta»: ``resolve_ability`` of the card the pronoun names (the
  effect's target, ``{select: it}`` or ``{select: that, kind}``, tied by the reader to the card it names) with
  ``ability: {card: target, ability: <timing>}``; a name that is no timing is not read;
- "cancel its "When Revealed" effects" / «anula su efecto de "Cuando se muestre esta carta"», "cancel that
  card's boost ability" / «anula la capacidad de aumento de esa carta»: ``cancel`` of that card's ability of
  that timing (``what: effect`` or ``ability`` as printed, ``ability: {card: target, ability: <timing>}``);
  "cancel its effects" / «anula sus efectos», "cancel all of its effects": ``cancel`` (``what: effect``) of
  that card."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import _mix_in, kind_of


def _timing(c) -> str:
    """The timing ``ability_name`` read (a quoted header, or the word "boost" / «aumento»)."""
    return next(x[1] for x in c if isinstance(x, tuple) and x[:1] == ("timing",))


def _its(c) -> dict:
    return next(x for x in c if isinstance(x, dict) and "select" in x)


class PlayActions:
    """The family's rules (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def its_it(self, c): return {"select": "it"}

    def its_that(self, c):
        """en "that card's" (one terminal): the card of that kind the reader ties it to."""
        tok = next(x for x in c if isinstance(x, Token) and x.type == "THAT_CARDS")
        return {"select": "that", "kind": kind_of(str(tok).split()[1].removesuffix("'s"))}

    def its_card(self, c): return _its(c)  # (es: «de esa carta», a target)

    def ability_name(self, c):
        """A quoted header's timing ("<b>Special</b>"); a name that is no timing is not read."""
        from arbitro.cards.text import timing_of

        words = " ".join(str(c[0])[1:-1].split()).rstrip(":")
        timing = timing_of(words) or timing_of(f"{words} esta carta")
        if timing is None:
            raise ValueError(f"no timing is called {words!r}")
        return ("timing", timing)

    def ability_boost(self, c): return ("timing", "boost")

    def resolve_its(self, c):
        return {"verb": "resolve_ability", "target": _its(c), "ability": {"card": "target", "ability": _timing(c)}}

    def cancel_its_effects(self, c):
        return {"verb": "cancel", "what": "effect", "target": _its(c), "ability": {"card": "target", "ability": _timing(c)}}

    def cancel_its_ability(self, c):
        return {"verb": "cancel", "what": "ability", "target": _its(c), "ability": {"card": "target", "ability": _timing(c)}}

    def cancel_all_its(self, c): return {"verb": "cancel", "what": "effect", "target": _its(c)}


_mix_in(PlayActions)


class ReturnActions:
    """"return that event to your hand (from your discard pile)" / «devuelve ese Evento a tu mano»."""

    def from_discard(self, c): return ("from", "discard")

    def return_that(self, c):
        tok = next(x for x in c if isinstance(x, Token) and x.type == "THAT_TO_HAND")
        out = {"verb": "move", "to": "hand", "target": {"select": "that", "kind": kind_of(str(tok).split()[1])}}
        if ("from", "discard") in c:
            out["from"] = "discard"
        return out


_mix_in(ReturnActions)


_FORM_KINDS = {"suit": "suit", "energy": "energy", "mass": "mass", "operativa": "suit", "energía": "energy", "masa": "mass"}


def _form_kind(words: str) -> str:
    return next(_FORM_KINDS[w] for w in words.split() if w in _FORM_KINDS)


class FormActions:
    """"change to Gamma energy form" / «cambia a tu identidad de energía Gamma»: change_form to a named form (a form
    upgrade's side); "change energy forms" / «cambia de identidad de energía»: to another of those forms."""

    def change_named(self, c):
        tok = next(x for x in c if isinstance(x, Token) and x.type == "NAMED_FORM")
        words = str(tok)
        printed = self.shown[tok.start_pos: tok.end_pos] if self.shown is not None and tok.start_pos is not None else words
        if words.startswith("identidad"):  # es: «identidad de energía Gamma», «identidad operativa de Asalto»
            kind = _form_kind(words)
            head = re.match(r"identidad (operativa de|de energía|de masa) ", words).end()
            name = printed[head:]
        else:  # en: "Gamma energy form"
            kind = _form_kind(words)
            name = printed[: len(words.rsplit(" ", 2)[0])]
        return {"verb": "change_form", "form": "named", "form_kind": kind, "form_name": " ".join(name.split())}

    def change_kind(self, c):
        kinds = {_form_kind(str(x)) for x in c if isinstance(x, Token) and x.type == "FORM_KIND"}
        if len(kinds) != 1:  # «… flipping your suit form upgrade»: another kind's upgrade
            raise ValueError("two kinds of form")
        return {"verb": "change_form", "form": "named", "form_kind": kinds.pop()}


_mix_in(FormActions)


class PlayCardActions:
    """"play a card from your hand, reducing its resource cost by 1" / «juega una carta de tu mano, reduciendo en 1 su
    coste en recursos»: ``play`` of a card in the zone its target names (none named: not read), or of the card a
    search found ("… and play it")."""

    def cost_reduced(self, c):
        n = int(next(x for x in c if isinstance(x, Token) and x.type == "NUMBER"))
        if n < 1:
            raise ValueError("no reduction")
        return ("cost_reduction", n)

    @staticmethod
    def _play(target, c):
        out = {"verb": "play", "target": target}
        red = next((x[1] for x in c if isinstance(x, tuple) and x[:1] == ("cost_reduction",)), None)
        if red is not None:
            out["cost_reduction"] = red
        return out

    def play_card(self, c):
        target = _its(c)
        if target.get("zone") != "hand" or target.get("select") != "a" or target.get("count") or target.get("up_to"):
            raise ValueError("a card played from a zone the text does not name")
        return self._play(target, c)

    def found_play(self, c):
        from arbitro.reader.actions import Actions

        return self._play(dict(Actions._FOUND), c)


_mix_in(PlayCardActions)


class OptionsActions:
    def options_following(self, c): return None  # (inside options_intro: its wording only)


_mix_in(OptionsActions)


class ChosenPlayerActions:
    def player_chosen_draws(self, c):
        """"choose a player to draw 1 card" / «elige un jugador para que robe 1 carta»: that player draws."""
        target = _its(c)
        if target != {"select": "a", "kind": "player"}:
            raise ValueError("who draws is not one player chosen")
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[:1] == ("amount",))
        return {"verb": "draw", **amount, "target": target}


_mix_in(ChosenPlayerActions)


_YOUR_IDENTITY = {"select": "a", "kind": "identity", "controller": "you"}


class ReadyIdentityActions:
    """"ready Zorba and each [[Zorb]] upgrade you control" / «prepara a Zorba y todas las Mejoras [[Zorb]] que
    controles»: the identity and the target readied; "ready Zorba or Zorb" / «prepara a Zorba o a Zorb» (the
    identity's two names): the identity readied."""

    def ready_identity_and(self, c):
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") not in ("a", "each", "all"):  # (a pronoun or another name: not read here)
            raise ValueError("the identity and a card named before")
        return [{"verb": "ready", "target": dict(_YOUR_IDENTITY)}, {"verb": "ready", "target": dict(target)}]

    def ready_identity_or(self, c): return {"verb": "ready", "target": dict(_YOUR_IDENTITY)}


_mix_in(ReadyIdentityActions)


# (the pronoun is the whole effect, right after the trigger: «…, deal 1 damage to an enemy and ready it» keeps its base reading)
_ONLY_READY = re.compile(r"^[^,]*,\s*(ready (him|her)|prep[aá]ral[oa]|prepara a (él|ella))\s*\.?\s*$", re.I)


class IdentityPronounActions:
    """"After Zorba defeats an enemy, ready her" / «después de que Zorba derrote a un enemigo, prepárala»: the
    trigger's subject is the identity (its name first), so "her"/«-la» readied in the same sentence is the identity
    (a sentence's trigger is transformed before its effects: the mark is the sentence's printed text)."""

    def id_trigger(self, c):
        self._id_subject = (self.shown, _YOUR_IDENTITY)
        return self.trigger(c)

    def this_trigger(self, c):  # (this card's name first: this card)
        self._id_subject = (self.shown, {"select": "this"})
        return self.trigger(c)

    def ready_him(self, c):
        shown, target = getattr(self, "_id_subject", None) or (None, None)
        named = self.shown is not None and shown is self.shown and _ONLY_READY.search(self.shown) is not None
        return {"verb": "ready", "target": dict(target) if named else {"select": "it"}}

    def it_ready(self, c): return self.ready_him(c)  # «prepáralo»: (the base's, unless the identity is the subject)


_mix_in(IdentityPronounActions)
