"""Family targets (issue 15): the noun phrases an effect acts on, as the format's Target filters.

Several kinds («una mejora o un apoyo», "each minion and villain": ``kinds``), traits («un evento de
[[A]] o [[B]]», "with the [[X]] trait": ``traits``, any of them), a trait excluded ("non-[[Elite]]",
«que no sea [[Élite]]»: ``not_traits``), the state a card is in ("a damaged character", «un aliado
agotado»: ``damaged``, ``exhausted``, ``status``) and "each other …" (``other``). A filter said twice
in one noun phrase ("an [[A]] ally with the [[B]] trait": both traits, not either) is not one the
format can say: the phrase stays unread."""

from __future__ import annotations

import re

from lark import Token

from arbitro.reader.actions import _STATS, Actions, _mix_in, _trait, kind_of

_base_target = Actions.target
_base_el_kind = Actions.el_kind

# the keys two parts of one noun phrase must not both give (the second would replace the first)
_FILTER_KEYS = ("kind", "kinds", "traits", "not_traits", "damaged", "exhausted", "status", "most", "least")
# "each other X": other than the card whose ability it is, which the reader cannot see. Read only where the
# printed "other" is about the card itself: kinds a card names itself by (an environment, a side scheme;
# "each other enemy" after "deal 7 damage to an enemy" is about that enemy), and only when the sentence
# names no other card of that kind (a trigger's "when an environment enters play, discard each other
# environment" is about the one entering)
_OTHER_KINDS = {"environment": r"\b(environments?|entornos?)\b",
                "side_scheme": r"\b(side schemes?|planes secundarios|plan secundario)\b"}


def _kinds(words: str) -> list[str]:
    """«mejora o un apoyo» / "minion and villain": the kinds, in printed order (two different ones)."""
    out = []
    for part in re.split(r" (?:or|and|o|u|y|e) ", words):
        part = part.split()
        if part[0] in ("a", "an", "un", "una"):
            part = part[1:]
        out.append(kind_of(" ".join(part)))
    if len(set(out)) != len(out):
        raise ValueError("the same kind twice")
    return out


def _tokens(c, *types):
    return [t for t in c if isinstance(t, Token) and t.type in types]


class TargetActions:
    """The targets family's rules (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def target(self, c):
        """det kind filters, with each filter said once (two trait filters would mean both, not either)."""
        parts = [x for x in c if isinstance(x, dict)] + [f for x in c if isinstance(x, list) for f in x]
        seen: set = set()
        for p in parts:
            keys = {k for k in p if k in _FILTER_KEYS}
            if keys & seen:
                raise ValueError("a filter said twice in one noun phrase")
            seen |= keys
        if "kind" in seen and "kinds" in seen:
            raise ValueError("a kind and several kinds")
        return _base_target(self, c)

    def el_kind(self, c):
        """«al esbirro [[X]] que …» (es): the same check as :meth:`target` on the kind's traits and the filters."""
        parts = [{"traits": True}] if any(isinstance(t, Token) and t.type == "TRAIT" for t in c) else []
        parts += [f for x in c if isinstance(x, list) for f in x]
        seen: set = set()
        for p in parts:
            keys = {k for k in p if k in _FILTER_KEYS}
            if keys & seen:
                raise ValueError("a filter said twice in one noun phrase")
            seen |= keys
        return _base_el_kind(self, c)

    # -- several kinds
    def kind_alternatives(self, c):
        out = {"kinds": _kinds(str(_tokens(c, "KINDS_OR", "KINDS_OR_ES")[0]))}
        if _tokens(c, "FRIENDLY"):
            out["friendly"] = True
        return out

    def target_kinds_each(self, c):
        tok = _tokens(c, "KINDS_AND", "KINDS_AND_ES")[0]
        out = {"select": "each", "kinds": _kinds(str(tok))}
        for x in c:
            if isinstance(x, list):
                for f in x:
                    if set(f) & set(out) - {"select"}:
                        raise ValueError("a filter said twice in one noun phrase")
                    out.update(f)
        return out

    # -- traits
    def kind_traits_or(self, c):
        """"an [[A]] or [[B]] event", «un evento (de) [[A]] o [[B]]»: the kind's traits are any of them."""
        toks = []
        for t in c:
            if isinstance(t, Token) and t.type in ("TRAITS_OR_ES", "DE_TRAITS_OR_ES"):
                toks += [Token("TRAIT", m) for m in re.findall(r"\[\[[^\]]+\]\]", str(t))]
            else:
                toks.append(t)
        return self.kind(toks)

    def kind_not_trait(self, c):
        """"a non-[[A]] minion" (a kind), «que no sea (de) [[A]]» (a filter): it has not the trait."""
        out = self.kind(_tokens(c, "KIND"))
        words = [str(t) for t in _tokens(c, "NON_TRAIT", "TRAIT", "DE_TRAIT")]
        out["not_traits"] = [_trait(Token("TRAIT", re.search(r"\[\[[^\]]+\]\]", w).group(0))) for w in words]
        return out

    def with_trait(self, c):
        words = [m for t in _tokens(c, "TRAIT", "TRAITS_OR_ES") for m in re.findall(r"\[\[[^\]]+\]\]", str(t))]
        return {"traits": [_trait(Token("TRAIT", w)) for w in words]}
    def without_trait(self, c): return {"not_traits": [_trait(t) for t in _tokens(c, "TRAIT")]}
    def no_damage(self, c): return {"damaged": False}

    # -- the state a card is in
    def kind_state(self, c):
        status = _tokens(c, "STATUS_KIND")
        if status:  # "a stunned enemy": the status word, then the kind
            word, kind = str(status[0]).split(" ", 1)
            friendly = kind.startswith("friendly ")
            out = {"kind": kind_of(kind.removeprefix("friendly ")), "status": {"stunned": "stunned", "confused": "confused"}[word]}
            return {**out, "friendly": True} if friendly else out
        state = next(x for x in c if isinstance(x, dict))
        out = self.kind(_tokens(c, "TRAIT", "KIND"))
        out.update(state)
        return out

    def adj_damaged(self, c): return {"damaged": True}
    def adj_undamaged(self, c): return {"damaged": False}
    def adj_exhausted(self, c): return {"exhausted": True}
    def adj_ready(self, c): return {"exhausted": False}
    def adj_stunned(self, c): return {"status": "stunned"}
    def adj_confused(self, c): return {"status": "confused"}

    # -- each other …
    def target_each_other(self, c):
        kind = next(x for x in c if isinstance(x, dict))
        words = _OTHER_KINDS.get(kind.get("kind"))
        if words is None:
            raise ValueError("each other: not a kind a card names itself by")
        if self.shown is None or len(re.findall(words, self.shown.lower())) != 1:
            raise ValueError("each other: the sentence names another card of that kind")
        return self.target([{"select": "each", "other": True}, kind, next(x for x in c if isinstance(x, list))])

    # -- superlatives: "the minion with the most remaining hit points" (most / least)
    def superlative(self, c):
        which = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "sup")
        of = next(x[1] for x in c if isinstance(x, tuple) and x[0] == "q")
        if ("printed",) in c:
            if of not in ("atk", "thw", "sch", "def", "rec", "hp"):
                raise ValueError("printed: a stat only")
            of = "printed_" + of
        elif of == "hp":  # "the fewest hit points": the printed value or what remains? not said
            raise ValueError("hit points, neither printed nor remaining")
        return {which: of}

    def sup_most(self, c): return ("sup", "most")
    def sup_least(self, c): return ("sup", "least")
    def sup_printed(self, c): return ("printed",)

    def q_remaining(self, c):
        if _STATS[str(c[0])] != "hp":
            raise ValueError("remaining: hit points only")
        return ("q", "hp_left")

    def q_stat(self, c): return ("q", _STATS[str(c[0])])
    def q_threat(self, c): return ("q", "threat")
    def q_damage(self, c): return ("q", "damage")

    def cost_superlative(self, c):
        """"the highest-cost upgrade" (a kind), «con el coste más alto» (a filter): most / least cost."""
        out = {}
        for t in c:
            if isinstance(t, Token) and t.type == "COST_SUP":
                out["most" if str(t).startswith("highest") else "least"] = "cost"
            elif isinstance(t, Token) and t.type == "KIND":
                out.update(self.kind([t]))
            elif isinstance(t, Token) and t.type in ("KINDS_OR", "KINDS_OR_ES"):
                out["kinds"] = _kinds(str(t))
            elif isinstance(t, tuple) and t[0] == "sup":
                out[t[1]] = "cost"
        return out

    def your_alter_ego(self, c): return {"select": "a", "kind": "alter_ego", "controller": "you"}
    def target_alter_ego(self, c): return c[0]

    def with_status(self, c):  # "with a tough status card" / «que tenga una carta de estado "Duro"»
        return {"status": next(x[1] for x in c if isinstance(x, tuple) and x[0] == "status")}

    # -- "without another copy of this card attached"
    def no_copy_attached(self, c): return {"no_copy_attached": True}

    # -- "an enemy with an upgrade attached"
    def with_attached(self, c): return {"with_attached": kind_of(str(_tokens(c, "KIND")[0]))}

    # -- "this scheme" where threat is placed or removed


_mix_in(TargetActions)
