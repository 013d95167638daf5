"""Family castellano (issue 15): Spanish printings of what the English grammar already reads, so both
printings of a card give the same structure."""

from __future__ import annotations

from lark import Token

from arbitro.reader.actions import _STATS, Actions as ActionsBase, EncounterActions, _mix_in, _trait, kind_of


class CastellanoActions:
    def el_kind_villain(self, c):  # «al villano [[X]]»: the trait printed after the kind
        return {"select": "a", "kind": "villain", "traits": [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]}

    def you_gain_keyword(self, c):  # «ganas represalia 1»: "you gain retaliate 1"
        return self.gain_keyword([{"select": "you"}, *c])

    def give_boost_it(self, c):  # «dale 1 carta de aumento»: "give him 1 boost card" (him: tied like «it»)
        return EncounterActions.give_boost(self, [{"select": "it"}, *c])

    def flip_it(self, c): return {"verb": "flip", "target": {"select": "it"}}  # «dale la vuelta», "flip it"
    def det_todo(self, c): return {"select": "each"}  # «todo esbirro»: each minion
    def det_pass(self, c): return c[0]
    def villain_pass(self, c): return c[0]  # «al villano [[X]]», «sobre el villano [[X]]»
    def max_pass(self, c): return self.max_limit(c[0])  # «máximo 1 por jugador», «maximo de …»
    def max_limit_es(self, c): return c
    def prohibited_pass(self, c): return c[0]
    def post_condition_pass(self, c): return c[0]
    def post_condition_comma(self, c): return self.post_condition(c)  # «…, si X» / "…, if X"
    cannot_be_stunned_es = ActionsBase.cannot_be_stunned
    cannot_be_confused_es = ActionsBase.cannot_be_confused

    def none_take_damage(self, c):  # «ningún esbirro [[X]] puede sufrir daño»: each such minion cannot
        return ("prohibited", "cannot_take_damage", {"select": "each", **next(x for x in c if isinstance(x, dict))})

    def add_counters_on_it(self, c):  # «colócale encima N contadores»: on the card «le» names (tied like «it»)
        return {**self._counters("add_counters", c), "target": {"select": "it"}}


_mix_in(CastellanoActions)


class CastellanoParity:
    """Session 7 (Spanish parity): Spanish printings of what the English grammar reads, the same structure."""

    def castellano_pass(self, c): return c[0]
    trigger_inf = ActionsBase.trigger  # «después de resolver …»: "after resolving …"
    discard_a = ActionsBase.discard  # «descarta a X»: "discard X"
    reveal_a = ActionsBase.reveal
    bare_damage = ActionsBase.deal_damage  # «inflige 4 daño», «4 puntos de daño»
    bare_heal = ActionsBase.heal
    bare_remove_threat = ActionsBase.remove_threat

    def scheme_advances(self, c):  # «el plan (principal) avanza a la etapa 2»: the main scheme only
        target = next(x for x in c if isinstance(x, dict))
        if target not in ({"select": "a", "kind": "main_scheme"}, {"select": "a", "kind": "scheme"}):
            raise ValueError("only the main scheme advances to a stage")
        return self.advance(c)

    def kind_de_art(self, c):  # «de los [[X]]», «del [[X]]»: the kind's trait
        c = [Token("TRAIT", str(t)[str(t).index("[["):]) if t.type == "DE_ART_TRAIT" else t for t in c]
        return self.kind(c)

    def limit_es(self, c):  # «límite una vez por fase», «límite de 1 vez por ronda»
        return self.limit([int(x) if isinstance(x, Token) and x.type == "NUMBER" else x for x in c])

    def dur_that_activation(self, c): return self.dur_activation(c)  # «para esa activación»


_mix_in(CastellanoParity)


def _unquoted(tok: Token) -> Token:
    """A quoted name's mark without its quotes, where the printed sentence has the name."""
    return Token("OTHER_NAME", str(tok)[1:-1], start_pos=tok.start_pos + 1, end_pos=tok.end_pos - 1)


class CastellanoNames:
    def quoted_named_kind(self, c):  # «el plan secundario "Marea Nocturna"»
        return self.kind_named([_unquoted(t) if t.type == "QUOTED_OTHER" else t for t in c])

    def quoted_named_kind_el(self, c):  # «del plan secundario "Marea Nocturna"»
        return self.target_named_kind([_unquoted(t) if t.type == "QUOTED_OTHER" else t for t in c])


    cannot_remove_threat_es = ActionsBase.cannot_remove_threat  # «no podrá quitarse amenaza del plan …»
    cannot_ready_es = ActionsBase.cannot_ready  # «no podrá prepararse»

    def attached_hero_es(self, c): return self.target_attached(c)  # «el superhéroe vinculado»

    def que_surge(self, c): return self.surge(c)  # «… o que esta carta gane oleada»: "or this card gains surge"
    def que_boost_icons(self, c): return self.boost_icons(c)  # «… o que esta carta gane [boost][boost]»


    def cancel_sus(self, c): return {"verb": "cancel", "target": {"select": "that", "kind": "card"}, "what": "effect"}  # «sus efectos»
    def kind_perfidia(self, c): return {"kind": "treachery"}  # «una carta de perfidia»

    def role_activating_es(self, c):  # «el enemigo que se está activando»: "the activating enemy"
        return self.role_target([Token("KIND", str(c[0])), Token("ROLE", "activado")])

    def engaged_este(self, c): return self.engaged(c)  # «que este enfrentado a ti»
    def heal_itself(self, c): return {**self.heal(c), "target": {"select": "it"}}  # «se cura 1 de daño»: "heal … from him"


    def el_plan_filtered(self, c):  # «del plan que tenga menos amenaza»: a scheme, with its filters
        return self.el_kind([Token("KIND", "plan"), *c[1:]])

    def cost_sup_es(self, c):  # «de coste más bajo»: least cost
        return {c[0][1]: "cost"}

    def que_este_state(self, c): return c[-1]  # «que esté confundido»: the state
    def dur_en_esta(self, c): return self.stat_duration(c)  # «en esta fase»

    def resource_for_de(self, c):  # «para una carta de [[X]]»: as «para una carta [[X]]»
        return self.resource_for([t for t in c if t.type != "DE_TRAIT_ONE"])

    def attack_damage_pl(self, c): return self.attack_damage(c)  # «… de daño adicionales»
    you_give_tough = ActionsBase.give_tough  # «le das al X una carta de estado "duro"»
    encounter_card_al = ActionsBase.encounter_card  # «… al jugador inicial»

    def first_takes_encounter(self, c):  # «el jugador inicial coge 1 carta de encuentro boca abajo»
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        if amount != {"amount": 1}:
            raise ValueError("one encounter card only")
        return {"verb": "encounter_card", "target": self.target_first_player(c)}

    def you_remove_from_game(self, c): return self.remove_from_game(c)  # «retiras de la partida a X»
    you_prevent = ActionsBase.prevent  # «evitas hasta 3 de ese daño»

    def put_it_under(self, c):  # «ponlo en juego controlado por ti»: "put him into play under your control"
        return self.put_into_play([{"select": "it"}, *c])


    def resolve_thats(self, c):  # "resolve that card's "When Revealed" ability", «… de dicha carta»: that card's
        word = next(str(t) for t in c if isinstance(t, Token) and t.type in ("THAT_CARDS", "KIND"))
        kind = kind_of(word[5:-2] if word.startswith("that ") else word)
        quoted = next(t for t in c if isinstance(t, Token) and t.type == "QUOTED")
        out = self.resolve_on([quoted, {"select": "that", "kind": kind}])
        return out

    def dur_this_activation(self, c): return self.dur_activation(c)  # "this activation"


    def with_trait_pl(self, c): return self.with_trait(c)  # «que tengan el rasgo [[X]]»
    def one_with_trait(self, c):  # «una con el rasgo [[X]]»: a card with that trait
        return {"select": "a", "kind": "card", "traits": [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]}

    def discard_from_hand(self, c):  # «descarta de tu mano 1 carta …»: "discard 1 … card from your hand"
        target = next(x for x in c if isinstance(x, dict))
        if target.get("zone") not in (None, "hand") or target.get("kind") not in ("card", "event", "ally", "upgrade", "support"):
            raise ValueError("a card from your hand only")
        return {"verb": "discard", "target": {**target, "zone": "hand", "controller": "you"}}

    def gain_keyword_too(self, c): return self.gain_keyword(c)  # «X también gana Y»
    def surge_pl(self, c): return self.surge(c)  # «… ganan oleada»
    def cost_resource_de(self, c): return self.cost_resources(c)  # «un recurso de [energy]»
    def and_also(self, c): return c[0]  # «…, y además …»: the effect after «además»

    remove_counters_del = ActionsBase.remove_counters  # «quita 1 contador de X del <name>»


    def attach_to_it(self, c): return {"verb": "attach", "target": {"select": "it"}}  # «vincúlale esta carta»

    def kw_grant_signed(self, c):  # «represalia +1»: as «represalia 1» (a keyword's value is never negative)
        n = next(int(t) for t in c if t.type == "SIGNED")
        if n < 1:
            raise ValueError("a keyword's value below 1")
        return self.kw_grant([t if t.type != "SIGNED" else Token("NUMBER", str(n)) for t in c])


    def det_a_random(self, c): return {"select": "a", "random": True}  # "a random card"
    def sup_value_en(self, c):  # "with the highest ATK value"
        return self.superlative([x for x in c if isinstance(x, tuple)] + [self.q_stat([t for t in c if isinstance(t, Token)])])


    def superlative_na(self, c): return self.superlative(c)  # «la puntuacion más alta de …»
    resolve_own = ActionsBase.resolve_ability  # «resuelve la capacidad "…"»: this card's


    def card_of_kind_named(self, c):  # «la carta de entorno ¶»: the kind word after «carta de»
        return self.kind_named([Token("KIND", str(c[0]).split(" ", 2)[2]) if t.type == "CARD_OF_KIND" else t for t in c])


    def status_friendly_kind(self, c):  # "stunned friendly character"
        status, _, kind = str(c[0]).split(" ", 2)
        return {"kind": kind_of(kind), "friendly": True, "status": status}


_mix_in(CastellanoNames)

_STATS.setdefault("ata", "atk")  # «+1 de ATA»: a printing's other abbreviation of ATQ (castellano.es.lark's STAT)
