"""Family stats2 (issue 15, session 8): a stat modifier for one thwart, defense, use of a basic power or action ("for
that thwart" / «para esa intervención»: durations this_thwart, this_defense, this_use, this_action, as "for this
attack" reads this_attack), and "+1 to that power for this use" / «+1 a ese atributo para este uso» after a trigger on
a basic power used: modify_stat of that power (stat power_used)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import _mix_in


class Stats2Actions:
    def stats2_pass(self, c): return c[0]
    def stats2_dur_thwart(self, c): return ("duration", "this_thwart")
    def stats2_dur_defense(self, c): return ("duration", "this_defense")
    def stats2_dur_use(self, c): return ("duration", "this_use")
    def stats2_dur_action(self, c): return ("duration", "this_action")

    def stats2_power_mod(self, c):
        """"+2 to that power for this use" / «+2 a ese atributo para este uso»: the power the trigger's use names."""
        signed = next(int(x) for x in c if isinstance(x, Token) and x.type == "SIGNED")
        duration = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "duration")
        if duration != "this_use":
            raise ValueError("that power, not for this use")
        return {"verb": "modify_stat", "stat": "power_used", "amount": signed, "duration": duration}

    def stats2_suma(self, c):  # «X suma +1 a ese atributo»: as «X recibe …»
        return self.modify_stat([x for x in c if isinstance(x, dict) and "verb" not in x] + [[x for x in c if isinstance(x, dict) and "verb" in x]])

    def stats2_he_gains(self, c):
        """"she gains …" / «gana el rasgo [[X]] …» (no subject): "it gains …", the card the pronoun names (in Spanish a
        trait only: «gana penetrante» is the flow family's attack)."""
        grants = next(x for x in c if isinstance(x, list))
        if any(isinstance(x, Token) and x.type == "STATS2_GANA" for x in c) and \
                any(g.get("verb") != "gain_trait" for g in grants):
            raise ValueError("a keyword gained with no subject")
        return self.gain_keyword([{"select": "it"}, *[x for x in c if not isinstance(x, Token)]])

    def stats2_no_damage_or_status(self, c):
        """"X cannot take damage or be stunned" / «X no puede sufrir daño ni quedar aturdido»: two prohibitions on X."""
        target = next(x for x in c if isinstance(x, dict))
        status = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "status")
        if status not in ("stunned", "confused"):
            raise ValueError("a status that is not stunned or confused")
        return [{"verb": "prohibit", "restriction": r, "target": dict(target)}
                for r in ("cannot_take_damage", "cannot_be_" + status)]

    def stats2_gains_no_damage(self, c):
        """"X gains steady and cannot take damage" / «X gana firmeza y no puede sufrir daño»: what X gains, then the
        prohibition on X."""
        target = next(x for x in c if isinstance(x, dict))
        grants = next(x for x in c if isinstance(x, list))
        return self.gain_keyword([target, grants]) + [
            {"verb": "prohibit", "restriction": "cannot_take_damage", "target": dict(target)}]


_YOUR_IDENTITY = {"select": "a", "kind": "identity", "controller": "you"}


def stats2_identity_referent(before: list, effects: list, leads: list) -> list:
    """«Ready your hero. She gains the [[Zorb]] trait …», «prepara a Zorbo. Gana …»: a pronoun (``{select: it}``) in a
    sentence with no lead, when the ability's effects before it act on your identity only (the last one with a target
    on it; others on you, the player, or on it), names your identity: its target is your identity's. Anything else is
    left to the pronoun rules."""
    if leads or not before or not any(e.get("target") == {"select": "it"} for e in effects):
        return effects
    targets = [e.get("target") for e in before if e.get("target")]
    if not targets or targets[-1] != _YOUR_IDENTITY or any(t not in (_YOUR_IDENTITY, {"select": "you"}) for t in targets):
        return effects
    if any({"otherwise", "instead", "condition", "options"} & set(e) for e in before):
        return effects
    first = next(i for i, e in enumerate(effects) if e.get("target") == {"select": "it"})
    if any(e.get("target") not in (None, {"select": "you"}) for e in effects[:first]):
        return effects  # a card named in this sentence before the pronoun
    return [{**e, "target": dict(_YOUR_IDENTITY)} if e.get("target") == {"select": "it"} else e for e in effects]


def stats2_identity_trigger(before: list, effects: list, leads: list, trigger: str | None, lang: str, names) -> list:
    """«When Zorbo (your identity's name) would be defeated, set his hit point dial to 1 instead»: a pronoun
    (``{select: it}``) in the first sentence with a target, whose one trigger's subject is your identity's name and names
    no other card, names your identity. Anything else is left to the pronoun rules."""
    from arbitro.reader import _kinds_named

    if names is None or not names.identity or not any(e.get("target") == {"select": "it"} for e in effects) \
            or any(e.get("target") for e in before):
        return effects
    facts = [x[1] for x in leads if x[0] == "trigger"] + ([trigger] if trigger else [])
    if len(facts) != 1 or any(x[0] != "trigger" for x in leads):
        return effects
    fact = " ".join(str(facts[0]).lower().split())
    fact = re.sub(r"^(?:el|la)\s+", "", fact) if lang == "es" else fact
    ident = next((n for n in sorted(names.identity, key=len, reverse=True) if fact.startswith(n.lower() + " ")), None)
    if ident is None:
        return effects
    rest = fact[len(ident) + 1:]
    others = [n for n in (*names.identity, *names.card, *(o[0] for o in names.others)) if n]
    if "[[" in rest or _kinds_named(rest, lang) or any(n.lower() in rest for n in others) \
            or re.search(r"\b(?:he|she|him|her|it|they|them|superhéroe|héroe|hero|alter)\b", rest):
        return effects
    first = next(i for i, e in enumerate(effects) if e.get("target") == {"select": "it"})
    if any(e.get("target") not in (None, {"select": "you"}) for e in effects[:first]):
        return effects  # a card named in this sentence before the pronoun
    return [{**e, "target": dict(_YOUR_IDENTITY)} if e.get("target") == {"select": "it"} else e for e in effects]


_mix_in(Stats2Actions)
