"""Family flow (issue 15): attacks and activations, and when an effect happens in them — delayed effects
"after this attack" / «después de esta activación», cancels and prevents of an attack or an activation,
what an attack deals — and the flow from sentence to sentence: «De no ser posible, …» / "Otherwise, …" / "If
you cannot, …" after an effect with no condition (the effect's ``{possible: true}`` and its otherwise, see
:func:`otherwise_possible`), «luego, si …» / "then, if …", and the pronoun after a condition that names its
card («if Zorbo is in play, place 2 threat on it», «if that enemy is confused, stun it instead», «si hay …
sobre esta carta, descártala», «if the villain is …, give him …»)."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import _END_OF, Actions, _mix_in

_sentence = Actions.sentence


def _after(tok) -> dict:
    """The delayed effect's when: after the attack or activation the ability is part of (or its trigger
    names): ``after_this_attack`` / ``after_this_activation``; «at the end of …»: ``end_of_this_…``."""
    words = " ".join(str(tok).split())
    what = "attack" if ("attack" in words or "ataque" in words) else "activation"
    end = words.startswith(("at the end", "al final"))
    return {"when": ("end_of_this_" if end else "after_this_") + what}


# «if <a card of the set> is in play / has … / is in … form, … it»: the pronoun is the card the condition names
# (its subject, printed as a name); a condition that says the card is not there names none
_COND_SUBJECT = {
    "en": re.compile(r"(?P<name>.+?) (is in play|is in \[\[[^\]]+\]\] form|is on (his|her|its) \[\[[^\]]+\]\] side"
                     r"|has the \[\[[^\]]+\]\] trait|is (tough|stunned|confused|damaged|exhausted|ready))"),
    "es": re.compile(r"(ya )?est[aá] en juego (?P<pre>.+)|(?P<name>.+?) (ya )?(est[aá] en juego|tiene adoptada su identidad "
                     r"\[\[[^\]]+\]\]|(tiene|posee) el rasgo \[\[[^\]]+\]\]|es (duro|dura)|está (aturdid|confundid)[oa])"),
}
_IT = {"select": "it"}
# a condition that names a card of its own («has an attachment», «tiene una carta de Estado»): «it» may be that card,
# unless the effect can only act on a character
_CARDISH = re.compile(r"\b(attach|card|upgrade|support|counter|accesorio|vinculad|carta|mejora|apoyo|contador)")
_ON_CHARACTERS = frozenset({"deal_damage", "stun", "confuse", "tough", "heal", "activate", "modify_stat", "boost",
                            "gain_keyword"})
# «if you cannot» / «si no es posible»: the effect before could not be done
_IF_ABLE = ({"fact": "able"}, {"fact": "es posible"}, {"fact": "you can"}, {"fact": "puedes"})
_CANNOT = re.compile(r"you (cannot|can't|can not)|no (es posible|puedes( hacerlo)?|se puede)")


# «if that enemy is already confused, stun it instead» / «si ese enemigo tiene …, inflígele …»: the pronoun is
# «that enemy» (tied as «that enemy» is, to the target before it of that kind)
_COND_THAT = {
    "en": re.compile(r"(that|the) (?P<kind>enemy|minion|ally|character|villain) (already )?(is|has)\b(?! not\b)(?! no\b).*"),
    "es": re.compile(r"(ese|esa|el) (?P<kind>enemigo|esbirro|aliado|personaje|villano) (ya )?(está|estaba|tiene|tenía|es|posee)\b.*"),
}
# a condition checked later («if that ally is still in play at the end of the phase»): a delayed effect, not read
_COND_LATER = re.compile(r"\b(end of|final de|still|aún|sigue|continúa)\b")


# «if there are 3 counters here, flip it» / «si hay al menos 3 contadores sobre esta carta, dale la vuelta»: this card
_COND_HERE = {  # (what is counted: counters, damage, threat, cards, not a card that could be «it»)
    "en": re.compile(r"there (is|are) (at least |more than )?\d+(\[per_hero\])?( or more)? ([a-z'-]+ )?"
                     r"(counters?|damage|threat|cards?) (on this card|here)"),
    "es": re.compile(r"hay (al menos |más de |como mínimo )?\d+(\[per_hero\])? (de (daño|amenaza)|(contador|contadores|fichas?|"
                     r"cartas?)( de [a-záéíóúñ]+)?) (sobre esta carta|en esta carta|aquí)"),
}


def _condition_subject(self, fact: str) -> dict | None:
    """The card a condition's words name as their subject: a card of the set by its name, as a named target,
    or «that enemy» as «that enemy» (None: no such card)."""
    from arbitro.reader import fold_name
    from arbitro.reader.actions import kind_of

    words = " ".join(str(fact).split())
    if _COND_LATER.search(words.lower()):
        return None
    for pattern in _COND_THAT.values():
        m = pattern.fullmatch(words.lower())
        if m is not None:
            if m.group(1) in ("the", "el"):  # «the villain» (as a target: a villain), not «the enemy»
                return {"select": "a", "kind": "villain"} if m.group("kind") in ("villain", "villano") else None
            return {"select": "that", "kind": kind_of(m.group("kind"))}
    if any(p.fullmatch(words.lower()) for p in _COND_HERE.values()) and not re.search("[§¤¶]", words):
        return {"select": "this"}
    for pattern in _COND_SUBJECT.values():
        m = pattern.fullmatch(words.lower())
        if m is None:
            continue
        name = m.group("pre") if m.groupdict().get("pre") else m.group("name")
        start = words.lower().find(name)
        folded = fold_name(words[start: start + len(name)])
        found = (self.others or {}).get(folded)
        if found is None and folded.split(" ", 1)[0] in ("el", "la", "the"):
            found = (self.others or {}).get(folded.split(" ", 1)[-1])
        if found is not None:
            return {"select": "a", "kind": found[1], "name": found[0]}
    return None


_IS_ATTACK = re.compile(r"(this|esta) (activation|activación) (is|es) (an|un) (attack|ataque)")
_IT_GAINS = "_it_gains_attack"


class FlowActions:
    """Delayed effects after this attack / activation or at the end of a phase (a lead or printed after the
    effects); «if this activation is an attack, it gains …»; «this effect cannot be canceled»; prevents
    lasting an attack, «cancel that activation»; no boost card for this activation; an attack's
    additional damage; a boost card's own icons; a named card's attacks gaining keywords; a prohibition
    lasting a phase or round."""

    def it_gains_attack(self, c):
        grants = next(x for x in c if isinstance(x, list))
        return [{**g, "attacks": True, _IT_GAINS: True} for g in grants]

    def cannot_cancel(self, c): return ("cannot_be_canceled", True)  # an ability field (arbitro.reader)

    def prevent_attack(self, c):
        """«prevent all damage from that attack» (no amount: all of it) / «prevent 1 damage from this
        attack»: a prevent that lasts the attack (the one the ability's trigger names or is part of)."""
        return {**self._with_target("prevent", c, what="damage"), "duration": "this_attack"}

    def cancel_activation(self, c): return {"verb": "cancel", "what": "activation"}

    def no_boost(self, c):
        """«do not give X a boost card for this activation»: X gets no boost card for the activation (or the
        attack) in progress: a prohibit (restriction no_boost_cards) lasting it; «for that …» is not read."""
        attack = next((x for x in c if isinstance(x, Token) and x.type == "THIS_ATTACK"), None)
        if attack is not None and not str(attack).startswith(("this", "este")):
            raise ValueError("no boost card for another attack than this one")
        target = next((x for x in c if isinstance(x, dict)), None) or {"select": "it"}
        return {"verb": "prohibit", "restriction": "no_boost_cards", "target": target,
                "duration": "this_attack" if attack is not None else "this_activation"}

    def no_boost_cards(self, c): return None

    def attack_damage(self, c):
        """«this attack deals 1 additional damage»: attack_damage (no target: the attack this ability is part
        of, its trigger names or an earlier activate effect makes, as «this attack gains …»); «… and gains
        overkill»: the keywords go to that attack too."""
        amount = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "amount")
        grants = next((x for x in c if isinstance(x, list)), [])
        return [{"verb": "attack_damage", **amount}] + [{**g, "attacks": True} for g in grants]

    def boost_icons(self, c):
        """«this card gains [boost][boost]» / «this card gets +2 boost icons for this activation»: the boost
        card gets that many more boost icons (boost_icons, no target: the card whose boost ability it is;
        the printed icons and the number must agree)."""
        target = next(x for x in c if isinstance(x, dict))
        if target != {"select": "this"}:
            raise ValueError("boost icons on another card than this one")
        icons = next((str(x).count("[boost]") for x in c if isinstance(x, Token) and x.type == "BOOST_ICONS"), None)
        signed = next((int(x) for x in c if isinstance(x, Token) and x.type == "SIGNED"), None)
        if signed is not None and (signed < 1 or icons not in (None, signed)):
            raise ValueError("boost icons that do not add up")
        duration = next((x[1] for x in c if isinstance(x, tuple) and x[0] == "duration"), None)
        if duration not in (None, "this_activation", "this_attack"):
            raise ValueError("boost icons for a phase or round")
        return {"verb": "boost_icons", "amount": signed if signed is not None else icons,
                **({"duration": duration} if duration else {})}

    def attack_gains_named(self, c):
        """«<this card's name>'s attacks gain …» (this card's attacks), «<your identity's name>'s attacks …»
        (your identity's), «the attack gains …» / «el/su/dicho ataque gana …» (as «that attack gains …»)."""
        tok = c[0]
        if isinstance(tok, Token) and tok.type == "THE_ATTACK":
            return Actions.attack_gains(self, [Token("THIS_ATTACK", str(tok))] + list(c[1:]))
        if isinstance(tok, Token) and tok.type == "ATTACKS_NAMED":
            grants = next(x for x in c if isinstance(x, list))
            other = re.search("¶+", str(tok))
            if other is not None:  # another card of the set, by its name (the card named, a target_named)
                target = self.target_named([Token("OTHER_NAME", other.group(0), start_pos=tok.start_pos + other.start(),
                                                  end_pos=tok.start_pos + other.end())])
            elif "villain" in tok or "villano" in tok:  # «the villain's attacks» / «los ataques del villano»
                target = {"select": "a", "kind": "villain"}
            elif "§" in tok:
                target = {"select": "this"}
            else:
                target = {"select": "a", "kind": "identity", "controller": "you"}
            return [{**g, "target": dict(target), "attacks": True} for g in grants]
        raise ValueError("not a named attack")

    def prohibit_for(self, c):  # «X cannot take damage this phase»: the prohibition and how long it lasts
        period = next(str(x) for x in c if isinstance(x, Token) and x.type == "DUR_PERIOD")
        return {**self.prohibit([c[0]]), "duration": self.stat_duration([Token("DUR_PERIOD", period)])[1]}

    def otherwise_bare(self, c): return ("otherwise",)  # "Otherwise place …" / «De no ser asi, …»

    def delayed_after(self, c): return ("delayed", _after(c[0]))
    def delayed_tail(self, c):
        if c[0].type == "END_OF_TAIL":  # "… at the end of the phase": as the lead «at the end of the phase, …»
            return ("delayed_tail", {"when": "end_of_" + _END_OF[str(c[0]).split()[-1]]})
        return ("delayed_tail", _after(c[0]))

    def sentence(self, children):
        if children and isinstance(children[-1], tuple) and children[-1][0] == "delayed_tail":
            *children, (_, when) = children
            if any(e.get("verb") == "activate" for e in children[-1]):
                # «the villain attacks you after this activation»: an activation put off to after another
                # one, printed after it (in a when-revealed ability: which one?), is not read
                raise ValueError("an activation delayed after this activation")
            children[-1] = [{**eff, "delayed": when} for eff in children[-1]]
        out = _sentence(self, children)
        if any(e.get(_IT_GAINS) for e in out["effects"]):
            # «it gains …» is the attack only right after «if this activation is an attack»
            leads = out["leads"]
            if not (len(leads) == 1 and leads[0][0] == "condition"
                    and _IS_ATTACK.fullmatch(" ".join(str(leads[0][2]).lower().split()))):
                raise ValueError("«it gains» with no attack it names")
            out["effects"] = [{k: v for k, v in e.items() if k != _IT_GAINS} for e in out["effects"]]
        leads = out.get("leads") or []
        if leads and leads[0][0] == "condition" and _CANNOT.fullmatch(" ".join(str(leads[0][2]).lower().split())) \
                and not (finds_card(out["effects"]) or any("of" in (e.get("target") or {}) for e in out["effects"])):
            # «if you cannot, …» / «si no es posible, …»: the effect before could not be done (as «de no ser
            # posible»); a search there, or a card found, stays the condition's words (an otherwise cannot hold it)
            leads = out["leads"] = [("otherwise", "possible")] + leads[1:]
            out["lead"] = leads[0]
        if leads and leads[0] == ("then",) and all(x[0] == "condition" for x in leads[1:]):
            # «then, if …, …» / «luego, si …, …», «then, stun that enemy»: the effects happen after the ones
            # before (as every effect does, in order), when the condition holds: the «then» adds nothing to read
            leads = out["leads"] = leads[1:]
            out["lead"] = leads[0] if leads else None
        if leads and leads[-1][0] == "condition" and all(x[0] == "trigger" for x in leads[:-1]) \
                and any(e.get("target") == _IT for e in out["effects"]):
            # «if Zorbo is in play, place 2 threat on it» / «si está en juego Zorbo, colócale encima …»: the card the
            # condition names, when no other card is a target in the sentence before it (else which one is not said)
            named = _condition_subject(self, leads[-1][2])
            if len(leads) > 1 and "name" not in (named or {}):  # «after X …, if <name> is in play, … it»: only a name
                named = None
            first = next(i for i, e in enumerate(out["effects"]) if e.get("target") == _IT)
            others = [e for e in out["effects"][:first] if e.get("target") not in (None, {"select": "you"})]
            if named not in (None, {"select": "this"}) and _CARDISH.search(str(leads[-1][2]).lower()) and any(
                    e.get("target") == _IT and e.get("verb") not in _ON_CHARACTERS for e in out["effects"]):
                named = None  # «if that enemy has an attachment, discard it»: the attachment may be «it»
            if named is not None and not others:
                out["effects"] = [{**e, "target": dict(named)} if e.get("target") == _IT else e for e in out["effects"]]
        if any(lead[0] in ("delayed", "duration") for lead in leads[:-1]):
            # «after this attack, if …, …»: a delayed effect is the sentence's last lead, or it is not read
            raise ValueError("a delayed effect before another lead")
        return out


_mix_in(FlowActions)


def otherwise_possible(r, into: list, last_n: int) -> int | None:
    """«A. De no ser posible, B.» / "A. Otherwise, B." after an effect with no condition: B happens when A
    cannot be done, A when it can (the condition ``{possible: true}`` on A, B its otherwise): where A is in
    ``into`` (a negative index), or None. Read when the sentence before gave that one effect, or A and
    effects on A's card after it («attach to X and give it a tough status card»: when A cannot be done they
    have no card either); not when an effect of the ability has a condition (an «otherwise» may then be that
    condition's), the ability's own «si …» is read as its condition (it may be the one «otherwise» means) or
    A is optional («you may A. Otherwise, B»: B when the player does not, a choice, not a possibility).
    «A, if able. If you cannot, B» / «A si es posible. Si no es posible, B»: A's «if able» is that condition."""
    if into and into[-1].get("condition") in _IF_ABLE and not ({"instead", "otherwise"} & set(into[-1])):
        return -1  # «attach to X, if able. If you cannot, …» / «… si es posible. Si no es posible, …»: that possibility
    if not 0 < last_n <= len(into) or "capacidad.13" in r.clauses:
        return None
    if r.replaces_trigger and r.condition is not None:
        # (flow2) «when X would …, if C, A instead. Otherwise, B»: the «otherwise» is C's (B when C does not
        # hold, and then the event is not replaced), not «if A cannot be done»: not read
        return None
    if any(k in e for e in into for k in ("condition", "instead", "otherwise")):
        return None
    first = len(into) - last_n  # A, the first effect of the sentence before
    if any((e.get("target") or {}) not in ({"select": "that", "of": first + 1}, {"select": "same", "of": first + 1})
           for e in into[first + 1:]):
        return None
    return None if into[first].get("optional") else first - len(into)


def finds_card(effects: list) -> bool:
    """A card found in an otherwise branch («search … for a minion», «discard … until a minion is
    discarded»): a later «that minion» would name an effect outside the branch (the format's effect numbers
    do not reach into it), so the branch is not read."""
    return any(e.get("verb") == "search" or e.get("until") for e in effects)


def carried_condition(before: list, effects: list, leads: list) -> list:
    """«If there are 3 counters here, discard cards … until a minion is discarded. Put that minion into play and
    remove 3 counters from here.»: a sentence with no lead of its own that acts on the card an effect under a
    condition found (a search, «until …») goes on that branch — each of its effects gets that condition (the
    counters are not removed when there were fewer). Not after an effect with an otherwise or an «instead»
    (which branch?), nor on a card another effect targets («stun an enemy … deal 2 damage to that enemy»)."""
    if leads or not before:
        return effects
    conds = []
    for e in effects:
        t = e.get("target") or {}
        k = t.get("of") if t.get("select") == "that" else None
        if isinstance(k, int) and 0 < k <= len(before):
            src = before[k - 1]
            if "condition" in src and not ({"otherwise", "instead"} & set(src)) and finds_card([src]):
                conds.append(src["condition"])
    if not conds or any(c != conds[0] for c in conds):
        return effects
    cond = conds[0]
    return [{**e, "condition": cond if "condition" not in e or e["condition"] == cond else {"all": [cond, e["condition"]]}}
            for e in effects]


def sole_referent(before: list, effects: list, leads: list) -> list:
    """«Heal 3 damage from Zorbo and give him a tough status card. He schemes.», «Attach to Zorbo. He attacks
    you.»: a pronoun in a sentence with no lead, when every effect before it in the ability
    acts on one and the same card, named (or the villain), then «him» / «that …» for it, and no card is found
    (a search, «until …»): that card (``{select: that, of: n}``). Anything else is left to the pronoun rules
    («stun a minion. Deal 1 damage to it.» stays unread, as tests/test_issue15_structure2.py wants)."""
    if leads or not before or not any(e.get("target") == _IT for e in effects):
        return effects
    first = next(i for i, e in enumerate(effects) if e.get("target") == _IT)
    if any(e.get("target") not in (None, {"select": "you"}) for e in effects[:first]):
        return effects
    root = None  # the index (1-based) of the effect that chose the card
    for i, e in enumerate(before, 1):
        t = e.get("target") or {}
        if finds_card([e]) or not t or {"otherwise", "instead"} & set(e):
            return effects
        if t.get("select") in ("that", "same") and t.get("of") == root and root is not None:
            continue
        if root is None and t.get("select") == "a" and ("name" in t or t.get("kind") == "villain"):
            root = i
            continue
        return effects
    return [{**e, "target": {"select": "that", "of": root}} if e.get("target") == _IT else e for e in effects]
