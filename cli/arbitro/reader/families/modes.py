"""Family modes (issue 15): forms, identities and choices.

- "change form" / «cambia de identidad»: the identity changes to the side it does not show
  (``change_form`` with ``form: other``); "change to your other hero form" / «cambia a tu otra identidad de
  Héroe» (``form: other_hero``);
- "Hero form only." / «Sólo identidad de Héroe.»: the card is played only in that form (the ability's
  ``play_condition``, a ``form`` condition);
- cases: "if you are: • A, … • B, …" / «si eres: • A, … • B, …», "if you are in: • Hero form, …",
  "if that card's printed resource has:" followed by lines "[energy] — …": each bullet (or icon line)
  names a case, and the effects after it happen in that case only (a condition on each: the form when
  the case is a side of the identity, else a fact, the intro's words and the case's). The cases are not a
  choice: every one that holds happens. "[wild] — All of the above." repeats the cases before it.
  (:class:`Cases`, called by :func:`arbitro.reader._body` for the sentences of the bullets.)"""

from __future__ import annotations

import copy
import re

from lark import Token

from arbitro.reader.actions import _FORMS, _mix_in


def _form_fact(tok) -> str:
    """The fact of "if you are in [[Giant]] hero form" / «si tu identidad de Héroe es [[Gigante]]»: its words after
    "if" / «si»."""
    return " ".join(str(tok).split()[1:])


def _form(c) -> str:
    tok = next(str(x) for x in c if isinstance(x, Token) and x.type == "FORM")
    return _FORMS[" ".join(tok.split())]


class ModesActions:
    """The family's rules (mixed into :class:`arbitro.reader.actions.Actions`)."""

    def change_other(self, c): return {"verb": "change_form", "form": "other"}
    def change_other_hero(self, c): return {"verb": "change_form", "form": "other_hero"}

    def form_only(self, c): return ("play_condition", {"form": _form(c)})

    def cases_intro(self, c): return ("cases", " ".join(str(c[-1]).split()))

    def post_form_if(self, c): return ("post_condition", _form_fact(c[0]))

    def form_cases(self, c):
        """«X si tu identidad de Héroe es [[Gigante]], o Y si …»: each branch's effects in its form (a fact)."""
        out, branch = [], None
        for x in c:
            if isinstance(x, list):
                branch = x
            elif branch is not None and (isinstance(x, Token) and x.type == "FORM_IF" or isinstance(x, tuple)):
                fact = _form_fact(x) if isinstance(x, Token) else x[1]
                out += [_with(eff, {"fact": fact}) for eff in branch]
                branch = None
        return out


_mix_in(ModesActions)


# -- cases ------------------------------------------------------------------------------------------
# a bullet's case: an icon and a dash ("[energy] — …"), or a few words before a comma ("Angel, …")
_KEY_ICON = re.compile(r"^\s*(\[(?:energy|mental|physical|wild|crisis|acceleration|amplify|hazard)\])\s*[—–-]\s+")
_KEY_WORDS = re.compile(r"^\s*([^\s,•][^,•:;]{0,60}?)\s*,\s+")  # («[[Hielo]] o [[Piedra]]», "[mental][mental] resources")
# an intro whose cases are the identity's sides, and those sides
_FORM_INTRO = ("you are in", "tienes adoptada tu identidad de")
_FORM_KEY = {"hero form": "hero", "alter-ego form": "alter_ego", "héroe": "hero", "alter ego": "alter_ego"}
_ALL_ABOVE = re.compile(r"^\s*(?:do )?all of the above\s*\.?\s*$|^\s*(?:aplica )?todo lo anterior\s*\.?\s*$")


class Cases:
    """The cases after an intro ("if you are:"): where their bullets are and what each has read."""

    def __init__(self, r, fact: str, bullets: list[int]):
        self.r, self.fact, self.bullets = r, fact, bullets
        self.base = len(r.effects)  # the effects before the cases
        self.cond: dict | None = None  # the condition of the bullet being read (None: its case was not read)
        self.read: list = []  # (condition, effects as read before it) of each case, in order

    @classmethod
    def begin(cls, r, leads: list, effects: list, part: str, bullets: list, clean: str, se: int, into: list):
        """The intro's sentence: None (not read) unless it comes with no effect of its own, in the
        ability's effects (no cost, no «choose»), after at most a trigger and «then», before bullets."""
        if effects or part != "effects" or bullets or r.options or any(x[0] not in ("trigger", "then") for x in leads[:-1]):
            return None
        after = [i for i in range(se, len(clean)) if clean[i] == "•"]
        if not after or clean[se:after[0]].strip(" \n\t.:"):
            return None
        for lead in leads[:-1]:
            if lead[0] == "trigger":
                if r.trigger is not None or into:  # a second trigger (a delayed effect): not held here
                    return None
                r.trigger = lead[1]
        fact = leads[-1][1]
        return cls(r, fact, after)

    def _case(self, key: str) -> dict:
        key = " ".join(key.split())
        if self.fact in _FORM_INTRO and key in _FORM_KEY:
            return {"form": _FORM_KEY[key]}
        return {"fact": f"{self.fact}: {key}"}

    def enter(self, chunk: str, ss: int, clean: str, shown: str):
        """A sentence at ``ss``: None (not in the bullets), ("parse", chunk) with the case's words blanked,
        ("above", effects) for "all of the above", or ("unread",) when its case cannot be read."""
        if ss <= self.bullets[0]:
            return None
        first = any(b < ss and not clean[b + 1: ss].strip() for b in self.bullets)
        if not first:  # a later sentence of the same bullet: the same case
            return ("parse", chunk) if self.cond is not None else ("unread",)
        self.cond = None
        m = _KEY_ICON.match(chunk)
        icon = m is not None
        m = m or _KEY_WORDS.match(chunk)
        if m is None:
            return ("unread",)
        key = shown[ss + m.start(1): ss + m.end(1)]
        self.cond = self._case(key)
        rest = chunk[m.end():]
        if _ALL_ABOVE.match(rest):
            return self._above() if icon else ("unread",)
        return ("parse", " " * m.end() + rest)

    def _above(self):
        if not self.read:
            return ("unread",)
        out = []
        for _, effects in self.read:
            for eff in effects:
                eff = copy.deepcopy(eff)
                t = eff.get("target") or {}
                while isinstance(t.get("of"), int) and t["of"] > self.base:  # «that enemy» named by a case's
                    # effect: the card that effect names (an effect before the cases), or not read
                    t = dict(self.r.effects[t["of"] - 1].get("target") or {})
                    if t.get("select") != "that":
                        return ("unread",)
                if "target" in eff:
                    eff["target"] = t
                out.append(_with(eff, self.cond))
        return ("above", out)

    def effects(self, effects: list, ss: int) -> list:
        """The sentence's effects, in the case of its bullet (recorded for "all of the above")."""
        if ss <= self.bullets[0] or self.cond is None:
            return effects
        self.read.append((self.cond, copy.deepcopy(effects)))
        return [_with(eff, self.cond) for eff in effects]


def _with(eff: dict, cond: dict) -> dict:
    had = eff.get("condition")
    cond = copy.deepcopy(cond)  # (one dict per effect: no alias in the output)
    return {**eff, "condition": cond if had is None else {"all": [cond, had]}}
