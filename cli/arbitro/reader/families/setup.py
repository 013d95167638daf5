"""Family setup (issue 15): schemes and encounter structure. Threat on the scheme whose ability it is
(«aquí», «este plan»); the player who defeated the card («el jugador que haya derrotado este plan»: a target
``{select: defeater, kind: player}``, what they do, what is done to them, ``under`` / ``engaged_with``
defeater); cards set aside («aparta X a un lado») and set-aside cards taken from there («X que está
apartado»: ``from: set_aside``); acceleration tokens (``add_acceleration``). A list of a set's contents, a
setup step the format cannot say, stays unread."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import Actions, _mix_in, kind_of


class SetupActions:
    """Threat placed on or removed from "here" / "this scheme" («aquí», «este plan»): the scheme whose
    ability it is (`{select: this}`)."""

    def threat_here(self, c):
        return {**self._with_target("place_threat", c), "target": {"select": "this"}}

    def threat_from_this_scheme(self, c):
        return {**self._with_target("remove_threat", c), "target": {"select": "this"}}

    more_threat_this_scheme = threat_here

    def threat_on_it(self, c):  # «colócale encima N de amenaza»: on the card a pronoun names
        return {**self._with_target("place_threat", c), "target": {"select": "it"}}


_mix_in(SetupActions)


DEFEATER = {"select": "defeater", "kind": "player"}


class DefeaterActions:
    """"The player who defeated this scheme" / «el jugador que haya derrotado este plan»: a target of its
    own (`{select: defeater, kind: player}`), the subject of a draw, damage taken, a status; dealt an
    encounter card; the player an enemy activates against."""

    def defeater(self, c): return dict(DEFEATER)
    to_defeater = defeater

    def dd_draw(self, c): return self._with_target("draw", c)
    def dd_may_draw(self, c): return {**self._with_target("draw", c), "optional": True}
    def dd_take_damage(self, c): return self._with_target("take_damage", c)
    def dd_stunned(self, c): return {"verb": "stun"}
    def dd_confused(self, c): return {"verb": "confuse"}

    # «… their identity» / «… su Superhéroe»: a character verb on the player (the engine judges it on that
    # player's identity); «may» / «puede»: optional
    def dd_ready(self, c): return {"verb": "ready"}
    def dd_may_ready(self, c): return {"verb": "ready", "optional": True}
    def dd_heal(self, c): return self._with_target("heal", c)
    def dd_may_heal(self, c): return {**self._with_target("heal", c), "optional": True}
    def their_identity(self, c): return None

    def deal_defeater(self, c):
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), None)
        if amount is not None and amount != {"amount": 1}:
            raise ValueError("more than one encounter card")
        return {"verb": "encounter_card", "target": dict(DEFEATER)}

    def against_defeater(self, c):
        return ("activation", {"activation": "by_form", "against": dict(DEFEATER)})

    def by_defeater(self, c):
        """What the player who defeated the card does (family players' by_verb): the effects, by: defeater."""
        out = []
        for eff in (x for x in c if isinstance(x, dict) and "verb" in x):
            then = eff.pop("_then", None) or []
            out += [eff] + list(then)
        return [{**e, "by": "defeater"} for e in out]

    def activation(self, c): return c[0]  # only the family's alternative makes an activation node
    def defeater_act(self, c): return c[0]  # (its other alternatives are named: dd_…)


_mix_in(DefeaterActions)


class SetAsideActions:
    """"Set X aside" / «aparta X a un lado»: the set_aside verb on the target (out of play, no one's)."""

    def set_aside(self, c):
        target = next(x for x in c if isinstance(x, dict) and "select" in x)
        return {"verb": "set_aside", "target": target}

    def out_of_play(self, c): return None


_mix_in(SetAsideActions)


ASIDE = "_set_aside"  # a target's mark: the card is one of the set-aside cards (the effect's from)
ASIDE_VERBS = ("put_into_play", "reveal", "move", "shuffle_into")


class SetAsideCardActions:
    """"the set-aside X" / «X que está apartado», «la carta apartada X»: the target, marked; the effect
    takes it from the set-aside cards (`from: set_aside`), else the sentence is unread."""

    def aside_kind(self, c):
        return {**self.target([x for x in c if not isinstance(x, Token)]), ASIDE: True}

    def aside_random_kind(self, c):
        det = {"select": "a", "random": True}
        kind, filters = [x for x in c if not isinstance(x, Token)]
        return {**self.target([det, kind, filters]), ASIDE: True}

    def aside_named(self, c):
        det = next((x for x in c if isinstance(x, dict)), {"select": "a"})
        name = next(t for t in c if isinstance(t, Token) and t.type == "OTHER_NAME")
        kind = next((t for t in c if isinstance(t, Token) and t.type == "KIND"), None)
        named = self.target_named_kind([name, kind]) if kind is not None else self.target_named([name])
        return {**det, **named, ASIDE: True}

    def aside_adj(self, c):  # «el plan secundario [[X]] apartado»
        det = next(x for x in c if isinstance(x, dict))
        kind = self.kind([t for t in c if isinstance(t, Token) and t.type in ("KIND", "TRAIT")])
        return {**det, **kind, ASIDE: True}

    def aside_card_named(self, c):  # «la carta apartada X»: the kind word is «carta»
        kind = next(t for t in c if isinstance(t, Token) and t.type == "KIND")
        if str(kind).lower() != "carta":
            raise ValueError("a kind word before «apartada» other than «carta»")
        return self.aside_named([x for x in c if x is not kind])

    def aside_filter(self, c): return {ASIDE: True}

    def aside_own_name(self, c):
        """«the set-aside Absorbing Man ally» printed on the Absorbing Man minion: another card with the
        card's own name (marked as this card's), of the kind the text gives: the name as printed."""
        det = next((x for x in c if isinstance(x, dict) and "select" in x), {"select": "a"})
        tok = next(t for t in c if isinstance(t, Token) and t.type == "THIS_CARD")
        kind = next(t for t in c if isinstance(t, Token) and t.type == "KIND")
        if self.shown is None or tok.start_pos is None:
            raise ValueError("a card's own name with no printed words")
        words = " ".join(self.shown[tok.start_pos: tok.end_pos].split())
        first = words.split(" ", 1)[0].lower()
        if not words or "§" in words or first in ("this", "esta", "este"):
            raise ValueError("not a name")
        if first in ("el", "la") and " " in words:
            words = words.split(" ", 1)[1]
        return {**det, "kind": kind_of(str(kind).lower()), "name": words, ASIDE: True}

    def defeater_puts(self, c):
        target = next(x for x in c if isinstance(x, dict))
        return {"verb": "put_into_play", "target": target, "under": "defeater"}

    def defeater_does(self, c):
        target, effect = c
        if effect.get("under") == "defeater":  # «puts X into play under their control»: the defeater acts
            return effect
        return {**effect, "target": target}

    def effect_list(self, c):
        out = _effect_list(self, c)
        for eff in out:
            t = eff.get("target")
            if isinstance(t, dict) and ENGAGED_WITH in t:
                raise ValueError("an enemy engaged with the defeater, where the effect puts nothing into play")
            if isinstance(t, dict) and t.get(ASIDE):
                if eff.get("verb") not in ASIDE_VERBS or eff.get("from") not in (None, "set_aside"):
                    raise ValueError("a set-aside card where the effect takes no card from a zone")
                eff["target"] = {**{k: v for k, v in t.items() if k != ASIDE}, "zone": "set_aside"}
                eff["from"] = "set_aside"
        return out


_effect_list = Actions.effect_list
_mix_in(SetAsideCardActions)


class AccelerationActions:
    """Acceleration tokens placed on a scheme («coloca 1 ficha de Aceleración sobre el Plan principal»,
    "place 1 acceleration token here"): the add_acceleration verb, its amount the tokens."""

    def add_acceleration(self, c):
        target = next((x for x in c if isinstance(x, dict) and "select" in x), None)
        if target is None:
            raise ValueError("acceleration tokens on nothing")
        return {**self._with_target("add_acceleration", c), "target": target}

    def accel_here(self, c): return {"select": "this"}


_mix_in(AccelerationActions)


ENGAGED_WITH = "_engaged_with"  # es: a target's mark («ese esbirro enfrentado al jugador que …»), put_into_play's field


class EngagedWithActions:
    """"… into play engaged with the player who defeated this scheme" / «… enfrentado al jugador que haya
    derrotado este plan»: put_into_play's engaged_with: defeater (as family players' first_player); anywhere
    else unread."""

    def engaged_with_defeater(self, c): return ("engaged_with", "defeater")

    def engaged_into(self, c):  # (the base alternatives have no children)
        return c[0] if c and isinstance(c[0], tuple) else _engaged_into(self, c)

    def engaged(self, c):
        if c and isinstance(c[0], tuple) and c[0][0] == "engaged_with":  # es: a filter of the target, for now
            return {"engaged": True, ENGAGED_WITH: c[0][1]}
        return _engaged(self, c)

    def put_into_play(self, c):
        """(as family players' engaged_with: first_player, the player named instead of engaged: true)"""
        with_ = next((x[1] for x in c if isinstance(x, tuple) and x[:1] == ("engaged_with",)), None)
        c = [x for x in c if not (isinstance(x, tuple) and x[:1] == ("engaged_with",))]
        t = next((x for x in c if isinstance(x, dict) and "select" in x), None)
        if t is not None and ENGAGED_WITH in t:
            with_ = t[ENGAGED_WITH]
            c = [{k: v for k, v in x.items() if k not in (ENGAGED_WITH, "engaged")} if x is t else x for x in c]
        eff = _put_into_play(self, c)
        if with_ is not None:
            if eff.get("engaged") or eff.get("under") or eff.get("engaged_with"):
                raise ValueError("engaged with two players")
            eff["engaged_with"] = with_
        return eff


_engaged_into, _engaged, _put_into_play = Actions.engaged_into, Actions.engaged, Actions.put_into_play
_mix_in(EngagedWithActions)
