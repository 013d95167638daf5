"""Family setup (issue 15): schemes and encounter structure — threat on the scheme whose ability it is
(«aquí», «este plan»), …"""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import Actions, _mix_in


class SetupActions:
    """Threat placed on or removed from "here" / "this scheme" («aquí», «este plan»): the scheme whose
    ability it is (`{select: this}`)."""

    def threat_here(self, c):
        return {**self._with_target("place_threat", c), "target": {"select": "this"}}

    def threat_from_this_scheme(self, c):
        return {**self._with_target("remove_threat", c), "target": {"select": "this"}}

    more_threat_this_scheme = threat_here


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

    def deal_defeater(self, c):
        amount = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), None)
        if amount is not None and amount != {"amount": 1}:
            raise ValueError("more than one encounter card")
        return {"verb": "encounter_card", "target": dict(DEFEATER)}

    def against_defeater(self, c):
        return ("activation", {"activation": "by_form", "against": dict(DEFEATER)})

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
            if isinstance(t, dict) and t.get(ASIDE):
                if eff.get("verb") not in ASIDE_VERBS or eff.get("from") not in (None, "set_aside"):
                    raise ValueError("a set-aside card where the effect takes no card from a zone")
                eff["target"] = {**{k: v for k, v in t.items() if k != ASIDE}, "zone": "set_aside"}
                eff["from"] = "set_aside"
        return out


_effect_list = Actions.effect_list
_mix_in(SetAsideCardActions)
