"""Answering a scenario's questions: events, the root clause of each question kind, answers.

An answer is a plain dict shaped like the public JSON contract (shared/spec/answer-json.md);
renderers turn it into text. Nothing here prints.
"""

from __future__ import annotations

import re
from typing import Any

from arbitro.engine import abilities, control
from arbitro.engine.board import Board, BoardError
from arbitro.engine.context import Context, Outcome, evaluates
from arbitro.engine.targets import Effect, evaluate_effects
from arbitro.reason import R

UNDETERMINED = "undetermined"


class QuestionError(BoardError):
    """A question the board cannot answer (an ability it does not have, an event it cannot take);
    its ``reason`` says why, like the board's own errors."""


# -- normalising answers ----------------------------------------------------------------------
def normalise(ask: str, value: Any) -> Any:
    """The canonical form of an answer (or of an expected answer) for comparison and output."""
    if ask == "can_initiate":
        if isinstance(value, bool):
            return "yes" if value else "no"
        v = str(value).strip().lower()
        return {"true": "yes", "false": "no", "sí": "yes", "si": "yes", "indeterminado": "undetermined"}.get(v, v)
    if ask == "targets":
        return sorted(str(v) for v in (value or []))
    if ask == "who_may_use":
        if isinstance(value, str):
            return value
        return sorted(str(v) for v in (value or []))
    if ask == "order":
        return [sorted(str(v) for v in level) for level in (value or [])]
    if ask == "destination":
        if isinstance(value, dict):
            zone = value.get("zone")
            player = None if zone == "removed" else value.get("player")
            return {"zone": zone, "player": player}
        return value
    if ask in ("controller", "owner"):
        return None if value is None else str(value)
    return value


# -- roots of the question kinds that need one of their own ----------------------------------
@evaluates("objetivo.1")
def _objetivo_1(ctx: Context, out: dict, player, card, ability, effect, basic, character) -> Outcome:
    if basic:
        init = abilities.Initiation()
        abilities.basic_power_targets(ctx, init, player, basic, character)
        results = init.results
    else:
        # «elige una opción»: the options' effects one after another (effect N counts across them)
        effs = [Effect.of(e) for e in ability.effects] + [Effect.of(e) for o in (ability.options or ()) for e in o.effects]
        abilities.read_in_full(ctx, effs)
        only = [effect] if effect else None
        results = evaluate_effects(ctx, effs, player, cost=list(ability.cost or []), only=only)
    valid = sorted({v for r in results for v in r.valid})
    candidates = {}
    for r in results:
        valid_set = set(r.valid)
        for cid in r.candidates:
            entry = candidates.setdefault(cid, {"id": cid, "valid": False, "excluded_by": []})
            if cid in valid_set:
                entry["valid"] = True
            elif cid in r.excluded:
                clause, why = r.excluded[cid]
                entry["excluded_by"].append({"effect": r.index, "clause": clause, "because": why, "reason": why})
    for entry in candidates.values():
        if entry["valid"]:
            entry["excluded_by"] = []
    out["candidates"] = [candidates[k] for k in sorted(candidates)]
    return Outcome(valid, None, R("objetivo.1", ids=valid))


# -- one question -------------------------------------------------------------------------------
# «elige un …» / "choose a …" in the ability's text: objetivo.5's own words
CHOOSE = re.compile(r"\b(elige|elija|elegir|choose)\b", re.IGNORECASE)


def _ability_of(board: Board, q) -> tuple[Any, Any]:
    card = board.card(q.card)
    ability = card.ability(q.ability) if q.ability else (card.abilities[0] if len(card.abilities) == 1 else None)
    if ability is None:
        raise QuestionError(R("question.no_ability", card=q.card, ability=q.ability, ids=[a.id for a in card.abilities]))
    return card, ability


def evaluate(rulebook, board: Board, q, *, edition: str) -> tuple[Any, Context, dict]:
    """Answer one question on ``board`` (already carrying the question's events)."""
    ctx = Context(rulebook, board, edition=edition)
    extra: dict[str, Any] = {}
    ask = q.ask
    if ask in ("can_initiate", "targets", "who_may_use") and not q.basic:  # issue 14: conditions, amounts, limits
        from arbitro.engine import conditions

        conditions.prepare(ctx, q, *_ability_of(board, q))
    trigger = getattr(q, "trigger", None)
    if trigger is not None and trigger.subject is not None:
        ctx.trigger = trigger.subject
    if getattr(q, "card", None) is not None and ask in ("can_initiate", "targets") and not q.basic:
        ctx.source = board.card(q.card)
        ctx.says_choose = bool(CHOOSE.search(_ability_of(board, q)[1].text or ""))
    if ask == "can_initiate":
        if q.basic:
            init = abilities.can_initiate(ctx, q.player, None, None, q.basic, board.card(q.character))
        else:
            card, ability = _ability_of(board, q)
            init = abilities.can_initiate(ctx, q.player, card, ability, None, None)
        extra["automatic"] = init.automatic
        extra["decided_by_translation_only"] = init.translation_only_decided
        value = init.answer
        if ctx.unknowns and value == "yes":  # yes under the permissive reading of the unknowns only
            value = UNDETERMINED
            extra["decided_by_translation_only"] = False
    elif ask == "targets":
        if q.basic:
            card = ability = None
        else:
            card, ability = _ability_of(board, q)
        value = ctx.apply("objetivo.1", _objetivo_1, extra, q.player, card, ability, q.effect,
                          q.basic, board.card(q.character) if q.basic else None)
    elif ask == "controller":
        value = control.controller(ctx, q.card)
    elif ask == "owner":
        value = control.owner(ctx, q.card)
    elif ask == "destination":
        value = control.destination(ctx, q.card, q.to)
    elif ask == "who_may_use":
        card, ability = _ability_of(board, q)
        value = abilities.who_may_use(ctx, card, ability)
    elif ask == "order":
        value = abilities.order(ctx, list(q.items))
    else:  # the loader admits only known kinds
        raise QuestionError(R("question.unknown", ask=ask))
    return normalise(ask, value), ctx, extra


def board_for(base: Board, q) -> Board:
    if not q.events:
        return base
    board = base.copy()
    for i, event in enumerate(q.events, 1):
        try:
            board.apply(event)
        except BoardError as exc:
            raise QuestionError(R("question.event", n=i, event=event.kind, why=exc.reason)) from exc
    return board


def citation(rulebook, cid: str) -> dict:
    c = rulebook.clauses[cid]
    return {"id": c.id, "section": c.section, "text": c.text, "translation_only": c.translation_only}


class Names:
    """An answer's ``names`` before it is rendered: :func:`card_names`, computed by
    :meth:`resolve` (which ``localize`` calls) only for the answers that are shown."""

    __slots__ = ("board", "asked")

    def __init__(self, board: Board, asked: tuple):
        self.board, self.asked = board, asked

    def resolve(self, answer: dict) -> dict[str, str]:
        return card_names(self.board, answer, self.asked)


def card_names(board: Board, answer: dict, asked=()) -> dict[str, str]:
    """The names of the cards the question and the answer's reasons name, by id (docs/answer-json-extensions.md):
    the text says a card's name where the data says its id. Only cards whose name is not their id;
    a name two of them share is followed by the id, so a sentence never confuses them."""
    from arbitro.reason import CARD_KEYS, Reason

    cards = board.cards
    if not any(c.name and c.name != c.id for c in cards.values()):  # nothing to name (most boards)
        return {}
    found: dict[str, None] = {i: None for i in asked if isinstance(i, str)}  # the question's cards too
    stack: list = [answer["trace"]]
    stack.extend(answer.get("candidates") or ())
    stack.extend(answer.get(k) or () for k in ("assumptions", "warnings", "unknowns"))
    while stack:
        x = stack.pop()
        if isinstance(x, Reason):
            for k, v in x.args.items():
                if k in CARD_KEYS and isinstance(v, str):
                    found.setdefault(v, None)
                elif k in CARD_KEYS and isinstance(v, (list, tuple)):
                    found.update((i, None) for i in v if isinstance(i, str))
                elif isinstance(v, (Reason, list, tuple)):
                    stack.append(v)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, (list, tuple)):
            stack.extend(x)
    named = {i: cards[i].name for i in sorted(found) if i in cards and cards[i].name and cards[i].name != i}
    wanted = set(named.values())
    count: dict[str, int] = {}
    for c in cards.values() if named else ():
        if c.name in wanted:
            count[c.name] = count.get(c.name, 0) + 1
    return {i: (f"{n} ({i})" if count.get(n, 0) > 1 else n) for i, n in named.items()}


def answer_question(rulebook, scn, q, base: Board, *, path: str, edition: str | None = None,
                    detail: bool = True) -> dict:
    """The answer object for one question (the JSON contract), or an error object, with its reasons
    as data (:class:`arbitro.reason.Reason`): :func:`arbitro.render.reasons.localize` renders them.

    Honest answers (cards-and-text.md): every answer has ``assumptions`` and ``warnings`` (lists,
    empty when there is nothing to say: the keys are always there, so a reader never tests for
    them); ``unknowns`` (the facts the board does not give that could change the answer) only
    when there are some; a ``targets`` answer then adds ``"undetermined": true``, and a
    ``can_initiate`` answer that would be "yes" under the permissive reading is ``undetermined``
    (a "no" that holds even then stays "no")."""
    ed = edition or scn.edition or "es"
    head = {"scenario": path, "question": q.id, "ask": q.ask}
    try:
        board = board_for(base, q)
        value, ctx, extra = evaluate(rulebook, board, q, edition=ed)
    except BoardError as exc:  # QuestionError too
        err = {**head, "errors": [{"message": exc.reason, "line": None, "column": None, "path": f"questions.{q.id}",
                                   "value": None, "hint": None}]}
        if q.expect is not None:
            err["has_expect"] = True
        return err
    unread = _unread(board, q)
    read_value = value
    if unread:
        value = _honest_unread(ctx, q, value, unread)
    _warn_respelled(ctx, board, q)
    out: dict[str, Any] = {**head, "edition": ed, "answer": value}
    if q.ask == "can_initiate":
        out["automatic"] = extra["automatic"]
    out["decided_by_translation_only"] = bool(extra.get("decided_by_translation_only", False)) and value == read_value
    if not detail:  # a batch's count (commands/_batch.py): the answer and what the expectation needs
        out["citations"] = [{"id": cid} for cid in ctx.citations]
        _expectation(rulebook, scn, q, edition, ed, ctx, value, out)
        return out
    trace = ctx.root.to_dict()
    if q.ask == "can_initiate" and value == UNDETERMINED and trace.get("clause") == "capacidad.1":
        # the tree's root says what the answer says (its children say what was found either way)
        trace["holds"] = None
        trace["because"] = trace["reason"] = R("capacidad.1.undetermined")
    # the clauses that decided, with what each decided (docs/answer-json-extensions.md): what the
    # text's "Porque:" line and the ruling record name, so a program need not walk the tree
    from arbitro.deciding import deciding_nodes

    out["because"] = [{"clause": n["clause"], "because": n["reason"], "reason": n["reason"]}
                      for n in deciding_nodes({"trace": trace, "candidates": extra.get("candidates")})]
    # honest answers (cards-and-text.md): always listed, reasons rendered to text by localize
    out["assumptions"] = list(ctx.assumptions)
    out["warnings"] = list(ctx.warnings)
    if ctx.unknowns:
        out["unknowns"] = list(ctx.unknowns)
        if q.ask == "targets":
            out["undetermined"] = True
    if unread:
        out["unread"] = [{"card": c, "ability": a, "words": u.words, "why": u.why or ""} for c, a, u, _ in unread]
    if getattr(scn, "cards", None) and _uses_codes(scn):
        from arbitro.scenario.cards import card_data

        out["card_data"] = card_data()
    out["citations"] = [citation(rulebook, cid) for cid in ctx.citations]
    out["trace"] = trace
    if "candidates" in extra:
        out["candidates"] = extra["candidates"]
    # computed when the answer is rendered (localize): a batch renders only the answers it shows
    out["names"] = Names(board, (getattr(q, "card", None), getattr(q, "character", None)))
    _expectation(rulebook, scn, q, edition, ed, ctx, value, out)
    return out


def _expectation(rulebook, scn, q, edition, ed, ctx, value, out: dict) -> None:
    """The answer compared with the question's ``expect`` (under the scenario's own edition)."""
    if q.expect is not None and (edition is None or ed == (scn.edition or "es")):
        expected = normalise(q.ask, q.expect.answer)
        cites = [rulebook.aliases.get(c, c) for c in (q.expect.cites or [])]
        missing = [c for c in cites if c not in ctx.citations]
        out["expected"] = expected
        out["ok"] = expected == value and not missing
        out["missing_cites"] = missing
        out["expected_cites"] = cites


def _uses_codes(scn) -> bool:
    return any(getattr(c, "code", None) for c in scn.cards)


def _asked_abilities(board: Board, q) -> tuple:
    """The card the question asks about and its asked abilities (every ability of the card when the
    question names none): ``(None, [])`` without a card."""
    cid = getattr(q, "card", None)
    card = board.cards.get(cid) if cid is not None else None
    if card is None:
        return None, []
    ability = getattr(q, "ability", None)
    return card, [ab for ab in card.abilities if ability is None or ab.id == ability]


def _unread(board: Board, q) -> list:
    """``(card, ability, unread part, ability)`` of the asked abilities: the parts of their printed
    text not read."""
    card, abilities = _asked_abilities(board, q)
    return [(card.id, ab.id, u, ab) for ab in abilities for u in (getattr(ab, "unread", None) or ())]


def _warn_respelled(ctx, board: Board, q) -> None:
    """A warning for each word of the asked abilities' text that was read with its accents restored
    («dano» read as «daño»): the judge sees what arbitro took the words to be."""
    from arbitro.reason import R

    card, abilities = _asked_abilities(board, q)
    for ab in abilities:
        for x in getattr(ab, "respelled", None) or ():
            ctx.warn(R("warn.text_respelled", card=card.id, ability=ab.id, words=x.words, read_as=x.read_as))


# a "no" that an unread part cannot turn: the card cannot be used here, by this player, in this form,
# or a read effect has no valid target
_DECIDED_NO = ("capacidad.3", "capacidad.7", "capacidad.19", "capacidad.4", "objetivo.3")


def _honest_unread(ctx, q, value, unread):
    """cards-and-text.md "Honest answers": an unread part that could change the answer makes a
    ``can_initiate`` ``undetermined`` (a "yes"; a "no" only when it rests on the state-change
    clauses, which an unread effect could satisfy) and a ``targets`` answer ``"undetermined"``; one
    that cannot (a read effect already has a valid target, the unread part is another effect) is a
    warning."""
    from arbitro.reason import R

    if q.ask == "can_initiate":
        targeted = any(e.target is not None for _, _, _, ab in unread for e in ab.effects)
        if value == "yes":
            changes = not targeted
        else:
            trace = ctx.root.to_dict()
            changes = (value == "no" and (_held_false(trace, "capacidad.5") or _held_false(trace, "capacidad.16"))
                       and not any(_held_false(trace, c) for c in _DECIDED_NO))
    else:
        changes = q.ask == "targets"
    for c, a, u, _ in unread:
        reason = R("unknown.text_unread" if changes else "warn.text_unread", card=c, ability=a, words=u.words,
                   why=u.why or "")
        (ctx.undetermined if changes else ctx.warn)(reason)
    if changes and value in ("yes", "no") and q.ask == "can_initiate":
        return UNDETERMINED
    return value


def answer_both(rulebook, scn, q, base: Board, *, path: str) -> list[dict]:
    """``--edition both``: es first, then en, each saying whether they differ and why."""
    own = scn.edition or "es"
    es = answer_question(rulebook, scn, q, base, path=path, edition="es")
    en = answer_question(rulebook, scn, q, base, path=path, edition="en")
    for a in (es, en):
        if a.get("errors"):
            return [es, en]
    differ = es["answer"] != en["answer"]
    deciding = []
    if differ:
        deciding = sorted({c["id"] for c in es["citations"] if c["translation_only"]
                           and _held_false(es["trace"], c["id"])})
    for a, ed in ((es, "es"), (en, "en")):
        a["editions_differ"] = differ
        a["deciding_clauses"] = deciding
        if ed != own:
            for k in ("expected", "ok", "missing_cites"):
                a.pop(k, None)
    return [es, en]


def _held_false(trace: dict, cid: str) -> bool:
    if trace["clause"] == cid and trace["holds"] is False:
        return True
    return any(_held_false(c, cid) for c in trace["children"])


def answer_scenario(rulebook, scn, *, path: str, edition: str | None = None, questions=None) -> list[dict]:
    """The answers to ``questions`` (by default every question of the scenario), in order;
    ``edition="both"`` gives two answers per question."""
    return list(iter_answers(rulebook, scn, path=path, edition=edition, questions=questions))


def iter_answers(rulebook, scn, *, path: str, edition: str | None = None, questions=None, detail: bool = True):
    """:func:`answer_scenario` one answer at a time: a caller that summarises each answer and
    drops it holds one answer's trace at a time, however many questions the file has. With
    ``detail=False`` an answer holds only what a count needs (answer, citation ids, the comparison
    with ``expect``): no trace, quotes or names."""
    import gc

    base = None
    for q in scn.questions if questions is None else questions:
        # the trace is a tree of many small objects and no cycles: the cyclic collector is paused
        # while an answer is built (keeps big boards linear), not while the caller uses it
        gc_was_on = gc.isenabled()
        gc.disable()
        try:
            if base is None:
                base = Board.from_scenario(scn)
            if edition == "both":
                got = answer_both(rulebook, scn, q, base, path=path)
            else:
                got = [answer_question(rulebook, scn, q, base, path=path, edition=edition, detail=detail)]
        finally:
            if gc_was_on:
                gc.enable()
        yield from got
