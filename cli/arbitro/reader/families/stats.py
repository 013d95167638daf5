"""Family stats (issue 15): stats, statuses, costs and resources — what a character heals («X se cura N de
daño», "X heals N damage"), all of a character's damage healed (heal's all_damage), a player's hand size
(modify_stat of hand_size), a stat modifier per hero or on two subjects, an enemy's activation with a bonus,
the cost of a card played (modify_cost), status cards given, gained, discarded (remove_status) or forbidden,
a resource card (kind resource)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import _STATS, Actions, _mix_in, _shared, _trait


def _hp_or_damage(c) -> None:
    """«heals 3 hit points» / «se cura 3 de vida» is 3 damage healed; another stat after the amount is not."""
    stat = next((x for x in c if isinstance(x, Token) and x.type == "STAT"), None)
    if stat is not None and str(stat) != "vida":
        raise ValueError("a stat healed that is not hit points")


_A_PLAYER = r"\b(a player|each player|any player|un jugador|cada jugador|cualquier jugador)\b"
_PLAYED = ("card", "ally", "event", "upgrade", "support", "resource")  # the kinds of card a player plays


class StatsActions:
    """The family's rules. Heals: «X se cura N de daño» / "X heals N damage" (heal, its target the subject);
    «cura todo el daño a X» / "heal all damage from X" (heal with all_damage, no amount)."""

    def heals(self, c):
        _hp_or_damage(c)
        return Actions._with_target("heal", [x for x in c if not isinstance(x, Token)])

    def it_heals(self, c):
        return {"verb": "heal", **next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount"), "target": {"select": "it"}}

    def heal_all(self, c):
        target = next(x for x in c if isinstance(x, dict))
        return {"verb": "heal", "all_damage": True, "target": target}

    heals_all = heal_all  # «X se cura todo el daño»

    def it_heal_all(self, c):
        return {"verb": "heal", "all_damage": True, "target": {"select": "it"}}

    def hand_size_mod(self, c):
        """«+1 al tamaño de tu mano» / "+1 hand size": a modify_stat part, as stat_mod makes one."""
        signed = next(int(x) for x in c if isinstance(x, Token) and x.type == "SIGNED")
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        return {"verb": "modify_stat", "stat": "hand_size", "amount": signed, **({"duration": duration} if duration else {})}

    def hand_size_reduced(self, c):
        """«el tamaño de tu mano se reduce en 1» / "your hand size is reduced by 1": your identity's, -N."""
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        return {"verb": "modify_stat", "stat": "hand_size", "amount": -n,
                "target": {"select": "a", "kind": "identity", "controller": "you"}}

    # -- the cost of a card played ---------------------------------------------------------------
    def modify_cost(self, c):
        """The change's sign, its number and the card: modify_cost (a duration the card's words end with
        is the effect's)."""
        sign = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "cost_sign")
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        target, duration = next(x[1:] for x in c if isinstance(x, tuple) and x[0] == "cost_card")
        if n == 0:
            raise ValueError("a cost changed by 0")
        return {"verb": "modify_cost", "amount": sign * n, "target": target, **({"duration": duration} if duration else {})}

    def cost_reduce(self, c): return ("cost_sign", -1)
    def cost_increase(self, c): return ("cost_sign", 1)

    @staticmethod
    def _cost_target(select, c):
        out = {"select": select}
        for x in c:
            if isinstance(x, dict):
                out.update(x)
        if any(k not in _PLAYED for k in out.get("kinds") or [out.get("kind", "card")]):  # "each player …"
            raise ValueError("a cost of something that is not a player card")
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        return ("cost_card", out, duration)

    def cost_each_player_card(self, c):  # «cada carta de jugador» / "each player card": any card played
        return StatsActions._cost_target("each", [{"kind": "card"}] + list(c))

    def cost_next(self, c): return StatsActions._cost_target("next", c)
    def cost_each(self, c): return StatsActions._cost_target("each", c)
    def cost_this(self, c): return ("cost_card", {"select": "this"}, None)

    def played_by_you(self, c): return {"controller": "you"}
    def played_from_hand(self, c): return {"zone": "hand", "controller": "you"}
    def played_by_any(self, c): return {}

    # -- an activation with a stat bonus ---------------------------------------------------------
    def activate_with(self, c):
        """«te ataca con +1 ATQ» / "attacks you with +1 ATK": modify_stat of that stat for this activation on
        the enemy, then its activation (one target: the second effect names the same enemy). The bonus must
        be the stat the activation uses (ATK for an attack, SCH for a scheme)."""
        act = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "activation")
        stat = _STATS[" ".join(str(next(x for x in c if isinstance(x, Token) and x.type == "STAT")).split())]
        if {"attack": "atk", "scheme": "sch"}.get(act["activation"]) != stat:
            raise ValueError("a bonus to a stat the activation does not use")
        signed = int(next(x for x in c if isinstance(x, Token) and x.type == "SIGNED"))
        target = next(x for x in c if isinstance(x, dict))
        bonus = {"verb": "modify_stat", "stat": stat, "amount": signed, "duration": "this_activation"}
        if target.get("select") == "it":  # "he attacks you with …": which enemy a pronoun names is not read here
            raise ValueError("an activation with a bonus whose subject is a pronoun")
        return _shared([bonus, {"verb": "activate", **act}], target)

    # -- status cards ----------------------------------------------------------------------------
    def you_stunned_confused(self, c):
        return [{"verb": "stun", "target": {"select": "you"}}, {"verb": "confuse", "target": {"select": "you"}}]

    def is_status(self, c):
        """"X is stunned" / «X queda aturdido»: X gets that status card (stun / confuse)."""
        status = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "status")
        target = next(x for x in c if isinstance(x, dict))
        if target.get("select") in ("that", "it"):  # "if a character is damaged …, that character is stunned":
            raise ValueError("a status for a card named before")  # the card a condition names is not bound here
        if status == "tough":
            raise ValueError("«is tough» is not a status given")
        return {"verb": "stun" if status == "stunned" else "confuse", "target": target}

    def st_stunned(self, c): return ("status", "stunned")
    def st_confused(self, c): return ("status", "confused")
    def st_tough(self, c): return ("status", "tough")

    def give_tough_two(self, c):
        """«dales una carta de estado "Duro" al villano y a …» / "give the villain and each minion … a tough status card":
        one tough each."""
        return [{"verb": "tough", "target": t} for t in c if isinstance(t, dict)]

    def gain_tough(self, c): return {"verb": "tough", "target": {"select": "you"}}

    def remove_status(self, c):
        """A status card discarded from a character («descarta una carta de estado "Duro" de …»), or each of one
        or two kinds («todas las cartas de estado "Aturdido" y "Confundido" de …»): one remove_status each."""
        statuses = [x[1] for x in c if isinstance(x, tuple) and x[0] == "status"]
        target = next(x for x in c if isinstance(x, dict))  # one chosen card: the second effect names the first's
        return _shared([{"verb": "remove_status", "status": s} for s in dict.fromkeys(statuses)], target)

    def cannot_stun_confuse(self, c):
        target = next(x for x in c if isinstance(x, dict))
        return [{"verb": "prohibit", "restriction": r, "target": dict(target)}
                for r in ("cannot_be_stunned", "cannot_be_confused")]

    def resource_card(self, c): return {"kind": "resource"}  # «carta de recurso» / "resource card"

    # -- stat modifiers --------------------------------------------------------------------------
    def gains_stat(self, c): return None  # «gana +1 ATQ» / "gains +1 ATK": as «recibe» / "gets"

    def two_gets(self, c):
        """«recibes +3 de vida y tu héroe recibe +1 ATQ»: the first subject's modifier, then the second's (each
        a modify_stat as «X recibe …» makes them)."""
        first_target, second_target = [x for x in c if isinstance(x, dict) and "select" in x]  # you_get's is one
        part = next(x for x in c if isinstance(x, dict) and "verb" in x)
        rest = next(x for x in c if isinstance(x, list))
        return self.modify_stat([first_target, [part]]) + self.modify_stat([second_target, rest])

    def stat_mod_per_hero(self, c):
        """«+3[per_hero] de vida» / "+3[per_hero] hit points": the modifier, once per hero in play (per_hero)."""
        eff = Actions.stat_mod(self, [x for x in c if not (isinstance(x, Token) and x.type == "PER_HERO")])
        if eff["amount"] < 0:
            raise ValueError("a negative modifier per hero")
        return {**eff, "per_hero": True}

    # -- traits gained ---------------------------------------------------------------------------
    def trait_grant(self, c):
        """«el rasgo [[X]]» / "the [[X]] trait", «los rasgos [[A]], [[B]] y [[C]]»: one gain_trait per trait
        (a list, which :meth:`kw_grants` spreads among the keywords granted with it)."""
        traits = [_trait(t) for t in c if isinstance(t, Token) and t.type == "TRAIT"]
        if len(set(traits)) != len(traits):
            raise ValueError("the same trait twice")
        return [{"verb": "gain_trait", "trait": t} for t in traits]

    def kw_grant(self, c):
        if len(c) == 1 and isinstance(c[0], list):  # a trait_grant's effects
            return c[0]
        return _base_kw_grant(self, c)

    def kw_grants(self, c):
        return [g for x in c for g in (x if isinstance(x, list) else [x])]

    def gains_and_gets(self, c):
        """"X gains the [[Y]] trait and gets +1 ATK" / «X gana el rasgo [[Y]] y recibe +1 ATQ»: what X gains, then its
        modifiers (each part on X, as «X recibe … y gana …» makes them)."""
        target = next(x for x in c if isinstance(x, dict))
        grants, mods = [x for x in c if isinstance(x, list)]
        mods = self.modify_stat([target, mods])
        duration = mods[-1].get("duration")  # a duration printed last lasts for every part
        return [{**g, **({"duration": duration} if duration else {})} for g in self.gain_keyword([target, grants])] + mods

    def attack_gains(self, c):
        """An attack gains keywords, not traits ("this attack gains the [[X]] trait" is not a trait of a card)."""
        if any(g.get("verb") != "gain_keyword" for x in c if isinstance(x, list) for g in x):
            raise ValueError("an attack that gains a trait")
        return _base_attack_gains(self, c)

    def its_attacks_gain(self, c):
        """"… and its attacks gain overkill" / «… y sus ataques ganan brutalidad»: keywords for the attacks of the
        modifier's target (which :meth:`modify_stat` gives every part)."""
        grants = next(x for x in c if isinstance(x, list))
        if any(g["verb"] != "gain_keyword" for g in grants):
            raise ValueError("attacks that gain a trait")
        return [{**g, "attacks": True} for g in grants]

    # -- the most damage taken per attack or per phase ------------------------------------------
    def damage_cap(self, c):
        """"X cannot take more than 2 damage from each attack" / «X no puede sufrir más de 2 de daño de cada ataque»:
        prohibit, restriction max_damage_per_attack (per phase: max_damage_per_phase), the amount the most; "from
        this attack" / «a consecuencia de este ataque»: per attack, for this attack only."""
        target = next((x for x in c if isinstance(x, dict)), {"select": "you"})  # «no puedes …»: you
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        restriction, duration = next(x[1:] for x in c if isinstance(x, tuple) and x[0] == "cap")
        return {"verb": "prohibit", "restriction": restriction, "amount": n, "target": target,
                **({"duration": duration} if duration else {})}

    def cap_each_attack(self, c): return ("cap", "max_damage_per_attack", None)
    def cap_each_phase(self, c): return ("cap", "max_damage_per_phase", None)
    def cap_this_attack(self, c): return ("cap", "max_damage_per_attack", "this_attack")

    # -- the damage taken from each attack --------------------------------------------------------
    def damage_taken(self, c):
        """"reduce the amount of damage X takes from each attack by 1" / «aumenta en 1 el daño que sufre X en cada
        ataque»: modify_damage_taken, the amount signed (reduced: negative)."""
        sign = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "cost_sign")
        n = next(int(x) for x in c if isinstance(x, Token) and x.type == "NUMBER")
        target = next(x for x in c if isinstance(x, dict))
        if n == 0:
            raise ValueError("the damage taken changed by 0")
        return {"verb": "modify_damage_taken", "amount": sign * n, "target": target}

    def damage_that(self, c): return None

    # -- hit points set --------------------------------------------------------------------------
    def set_hit_points(self, c):
        """«restablece su Vida a 8» / "reset his hit points to 8", "set your hit point dial to 1": the target's
        remaining hit points become the amount (set_hit_points)."""
        stat = next(x for x in c if isinstance(x, Token) and x.type == "STAT")
        if _STATS[" ".join(str(stat).split())] != "hp":
            raise ValueError("a stat set that is not hit points")
        target = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "hp_owner")
        if target.get("controller") == "you" and self.shown and re.search(_A_PLAYER, self.shown.lower()):
            raise ValueError("your hit points after a trigger on another player")  # «cuando un jugador vaya a …, fija tu …»
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        if not isinstance(amount["amount"], int):
            raise ValueError("hit points set to an amount not printed")
        return {"verb": "set_hit_points", **amount, "target": target}

    def hp_yours(self, c): return ("hp_owner", {"select": "a", "kind": "identity", "controller": "you"})
    def hp_its(self, c): return ("hp_owner", {"select": "it"})  # whose: the pronoun's card (arbitro.reader)
    def hp_this(self, c): return ("hp_owner", {"select": "this"})


_base_attack_gains, _base_kw_grant = Actions.attack_gains, Actions.kw_grant
_mix_in(StatsActions)
