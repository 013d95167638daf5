"""Question commands: ``ask`` (every question of a scenario) and one-question shortcuts.

Each command is a small typed function; the engine answers, :mod:`arbitro.render.text`
renders, and the engine is imported only when a command runs.
"""

from __future__ import annotations

from enum import Enum
from typing import Optional

import typer

from arbitro.commands._common import Edition, Lang, suggest, fail, load, message
from arbitro.scenario.vocab import BASICS

JSON = typer.Option(False, "--json", help="Print the answers as JSON (the public answer contract).")
LANG = typer.Option(Lang.es, "--lang", help="Language of the output (rule text is always quoted in Spanish).")
EDITION = typer.Option(None, "--edition", help="Rules text in force: es, en, or both (overrides the scenario's).")
BRIEF = typer.Option(False, "--brief", help="Only the answers, without the justification tree.")
WHAT_IF = typer.Option(None, "--what-if/--no-what-if",
                       help="The single changes to the board that would flip the answer (default: shown in text "
                            "under a can_initiate \"no\"; --what-if adds them to JSON and to targets answers).")


class Quotes(str, Enum):
    none = "none"
    deciding = "deciding"
    all = "all"


QUOTES = typer.Option(Quotes.deciding, "--quotes",
                      help="Which clauses the justification tree quotes: none (one line per clause), deciding "
                           "(only the clauses that decide the answer) or all.")
RULING = typer.Option(False, "--ruling", help="Print a ruling record in Markdown for one question (to share).")


class GraphFormat(str, Enum):
    dot = "dot"
    mermaid = "mermaid"
    svg = "svg"


GRAPH = typer.Option(None, "--graph", help="Draw the justification tree of one answer: dot, mermaid or svg.")


def _emit(answers, as_json: bool, lang: str, brief: bool, quotes: str = "deciding") -> int:
    """Print the answers as they come and return the exit code (one answer's trace in memory at a
    time, however many questions the file has); the output is byte for byte that of printing the whole list."""
    import sys

    from arbitro.render.reasons import localize
    from arbitro.render.text import render_answer
    from arbitro.safe import dumps

    write = sys.stdout.write
    errors = failed = False
    n = 0
    for a in answers:
        localize(a, lang)
        errors = errors or bool(a.get("errors"))
        failed = failed or (("expected" in a or a.get("has_expect")) and not a.get("ok"))
        if as_json:
            item = dumps(a, indent=2).replace("\n", "\n  ")
            write(("[\n  " if n == 0 else ",\n  ") + item)
        else:
            write(("\n\n" if n else "") + render_answer(a, lang, tree=not brief, quotes=quotes))
        n += 1
    if as_json:
        write("\n]\n" if n else "[]\n")
    else:
        write("\n")
    # as `check`: 1 when an answer does not match its expectation, else 2 when a question could
    # not be answered, else 0
    return 1 if failed else 2 if errors else 0


def _answer(path: str, scn, questions, edition, lang: str):
    from arbitro import rulebook
    from arbitro.engine.questions import iter_answers

    return iter_answers(rulebook.load(), scn, path=path, edition=edition, questions=questions)


def _need_card(scn, card_id: str, lang: str):
    ids = [c.id for c in scn.cards]
    if card_id not in ids:
        near = suggest(card_id, ids)
        raise fail(message(lang, "ask.no_card.near" if near else "ask.no_card", card=card_id, near=near))
    return scn.card(card_id)


def _need_player(scn, player: str, lang: str) -> None:
    ids = [p.id for p in scn.players]
    if player not in ids:
        near = suggest(player, ids)
        raise fail(message(lang, "ask.no_player.near" if near else "ask.no_player", player=player, near=near, ids=ids))


def _need_ability(card, ability: Optional[str], lang: str) -> str:
    ids = [a.id for a in card.abilities]
    if ability is None:
        if len(ids) == 1:
            return ids[0]
        raise fail(message(lang, "ask.choose_ability", card=card.id, n=len(ids), ids=ids))
    if ability not in ids:
        raise fail(message(lang, "ask.no_ability", card=card.id, ability=ability, ids=ids))
    return ability


def _question(ask: str, **fields):
    """The question a one-question command asks: a Question of the format (every field not given
    at its default), whose id is its kind."""
    from arbitro.scenario.records import new

    return new("Question", ask=ask, id=ask, **fields)


def ask(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    question: Optional[str] = typer.Option(None, "--question", "-q", help="Answer only this question id."),
    as_json: bool = JSON,
    lang: Lang = LANG,
    edition: Optional[Edition] = EDITION,
    brief: bool = BRIEF,
    quotes: Quotes = QUOTES,
    what_if: Optional[bool] = WHAT_IF,
    ruling: bool = RULING,
    graph: Optional[GraphFormat] = GRAPH,
    cards: Optional[str] = typer.Option(None, "--cards", help="Card pool: this folder (holding cards.sqlite) or index file instead of the user's ($ARBITRO_CARDS), for cards given by code."),
) -> None:
    """Answer every question of a scenario, with the clauses that decide each answer."""
    if cards:
        from arbitro.scenario.cards import use_pool

        error = use_pool(cards, lang.value)
        if error:
            raise fail(error)
    scn = load(file, lang.value, as_json)
    qs = list(scn.questions)
    if question is not None:
        qs = [q for q in qs if q.id == question]
        if not qs:
            ids = [q.id for q in scn.questions]
            near = suggest(question, ids)
            raise fail(message(lang.value, "ask.no_question.near" if near else "ask.no_question", file=file,
                               question=question, ids=ids, near=near))
    ed = edition.value if edition else None
    if ruling or graph is not None:
        raise typer.Exit(_one(file, scn, qs, ed, lang.value, as_json, what_if, ruling, graph))
    answers = _answer(file, scn, qs, ed, lang.value)
    if what_if or (what_if is None and not as_json):
        answers = _with_what_if(scn, qs, answers, targets=bool(what_if))
    raise typer.Exit(_emit(answers, as_json, lang.value, brief, quotes.value))


def _with_what_if(scn, qs, answers, *, targets: bool):
    from arbitro import rulebook
    from arbitro.engine.whatif import annotate

    return annotate(rulebook.load(), scn, qs, answers, targets=targets)


def _one(file: str, scn, qs, edition, lang: str, as_json: bool, what_if, ruling: bool, graph) -> int:
    """``--ruling`` or ``--graph``: one question under one edition, printed; the exit code."""
    import sys

    from arbitro.render.reasons import localize

    option = "--ruling" if ruling else "--graph"
    given = [o for o, on in (("--ruling", ruling), ("--graph", graph is not None), ("--json", as_json)) if on]
    if len(given) > 1:
        raise fail(message(lang, "ask.exclusive", options=given))
    if len(qs) != 1:
        raise fail(message(lang, "ask.one_question", option=option, file=file, n=len(qs), ids=[q.id for q in qs]))
    if edition == "both":
        raise fail(message(lang, "ask.one_edition", option=option))
    answers = _answer(file, scn, qs, edition, lang)
    if ruling and what_if is not False:
        answers = _with_what_if(scn, qs, answers, targets=bool(what_if))
    a = localize(next(iter(answers)), lang)
    if a.get("errors"):
        return _emit([a], False, lang, False)
    if ruling:
        text = _ruling(file, scn, qs[0], a, lang)
    else:
        text = _picture(a, graph.value, lang)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 1 if "expected" in a and not a.get("ok") else 0


def _ruling(file: str, scn, q, a: dict, lang: str) -> str:
    import hashlib
    import shlex

    from arbitro import __version__
    from arbitro.render.ruling import render_ruling

    with open(file, "rb") as fh:
        sha = hashlib.sha256(fh.read()).hexdigest()
    ability = q.ability
    if ability is None and q.card is not None and q.ask in ("can_initiate", "targets", "who_may_use"):
        abilities = next((c.abilities for c in scn.cards if c.id == q.card), ())
        ability = abilities[0].id if len(abilities) == 1 else None
    command = " ".join(["arbitro", "ask", shlex.quote(file), "--question", shlex.quote(q.id),
                        "--edition", a["edition"], "--ruling"] + (["--lang", lang] if lang != "es" else []))
    return render_ruling(a, q, ability=ability, lang=lang, sha256=sha, version=__version__, command=command)


def _picture(a: dict, fmt: str, lang: str) -> str:
    from arbitro import rulebook
    from arbitro.render import picture
    from arbitro.rulebook.graph import GraphvizMissing
    from arbitro.safe import shown_lines

    try:
        out = picture.FORMATS[fmt](a, rulebook.load(), lang)
    except GraphvizMissing:
        raise fail(message(lang, "ask.graph.no_graphviz")) from None
    return out if fmt == "svg" else shown_lines(out)


def _card_question(ask_: str, file: str, card: str, as_json: bool, lang: str) -> None:
    scn = load(file, lang, as_json)
    _need_card(scn, card, lang)
    raise typer.Exit(_emit(_answer(file, scn, [_question(ask_, card=card)], None, lang), as_json, lang, False))


def controller(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    card: str = typer.Argument(..., help="Card id."),
    as_json: bool = JSON,
    lang: Lang = LANG,
) -> None:
    """Who controls CARD on the board as written (Propiedad y control)."""
    _card_question("controller", file, card, as_json, lang.value)


def owner(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    card: str = typer.Argument(..., help="Card id."),
    as_json: bool = JSON,
    lang: Lang = LANG,
) -> None:
    """Who owns CARD (Propiedad y control)."""
    _card_question("owner", file, card, as_json, lang.value)


def _selector(scn, lang: str, player: str, card: Optional[str], ability: Optional[str], basic: Optional[str],
              character: Optional[str]) -> dict:
    _need_player(scn, player, lang)
    if (card is None) == (basic is None):
        raise fail(message(lang, "ask.card_or_basic"))
    if basic is not None:
        if basic not in BASICS:
            near = suggest(basic, BASICS)
            raise fail(message(lang, "ask.no_basic.near" if near else "ask.no_basic", basic=basic, near=near))
        if character is None:
            raise fail(message(lang, "ask.basic_character"))
        _need_card(scn, character, lang)
        return dict(player=player, basic=basic, character=character)
    c = _need_card(scn, card, lang)
    return dict(player=player, card=card, ability=_need_ability(c, ability, lang))


def can_initiate(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    player: str = typer.Option(..., "--player", "-p", help="The player who would initiate it."),
    card: Optional[str] = typer.Option(None, "--card", "-c", help="Card whose ability is asked about."),
    ability: Optional[str] = typer.Option(None, "--ability", "-a", help="Ability id (default: the card's only one)."),
    basic: Optional[str] = typer.Option(None, "--basic", help="A basic power: attack, thwart, recover, scheme."),
    character: Optional[str] = typer.Option(None, "--character", help="The character using the basic power."),
    as_json: bool = JSON,
    lang: Lang = LANG,
    edition: Optional[Edition] = EDITION,
) -> None:
    """Can PLAYER initiate this ability or basic power now? (Capacidad, Objetivo)"""
    scn = load(file, lang.value, as_json)
    q = _question("can_initiate", **_selector(scn, lang.value, player, card, ability, basic, character))
    raise typer.Exit(_emit(_answer(file, scn, [q], edition.value if edition else None, lang.value), as_json, lang.value, False))


def targets(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    player: str = typer.Option(..., "--player", "-p", help="The acting player."),
    card: Optional[str] = typer.Option(None, "--card", "-c", help="Card whose ability is asked about."),
    ability: Optional[str] = typer.Option(None, "--ability", "-a", help="Ability id (default: the card's only one)."),
    effect: Optional[int] = typer.Option(None, "--effect", "-e", min=1, help="Only this effect (1-based)."),
    basic: Optional[str] = typer.Option(None, "--basic", help="A basic power: attack, thwart, recover, scheme."),
    character: Optional[str] = typer.Option(None, "--character", help="The character using the basic power."),
    as_json: bool = JSON,
    lang: Lang = LANG,
) -> None:
    """Which targets are valid for this ability or basic power? (Objetivo)"""
    scn = load(file, lang.value, as_json)
    sel = _selector(scn, lang.value, player, card, ability, basic, character)
    if effect is not None and card is not None:
        n = len(next(a for a in scn.card(card).abilities if a.id == sel["ability"]).effects)
        if effect > n:
            raise fail(message(lang.value, "ask.effect_range", effect=effect, n=n))
    q = _question("targets", effect=effect, **sel)
    raise typer.Exit(_emit(_answer(file, scn, [q], None, lang.value), as_json, lang.value, False))


def who_may_use(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    card: str = typer.Argument(..., help="Card id."),
    ability: Optional[str] = typer.Option(None, "--ability", "-a", help="Ability id (default: the card's only one)."),
    as_json: bool = JSON,
    lang: Lang = LANG,
) -> None:
    """Who may choose to use this ability now, or does it resolve by itself? (Capacidad)"""
    scn = load(file, lang.value, as_json)
    c = _need_card(scn, card, lang.value)
    q = _question("who_may_use", card=card, ability=_need_ability(c, ability, lang.value))
    raise typer.Exit(_emit(_answer(file, scn, [q], None, lang.value), as_json, lang.value, False))


def order(
    file: str = typer.Argument(..., help="Scenario YAML file."),
    question: str = typer.Option(..., "--question", "-q", help="The id of an `order` question of the scenario."),
    as_json: bool = JSON,
    lang: Lang = LANG,
) -> None:
    """In what order do these simultaneous abilities resolve? (Capacidad: prioridad)"""
    scn = load(file, lang.value, as_json)
    qs = [q for q in scn.questions if q.id == question and q.ask == "order"]
    if not qs:
        ids = [q.id for q in scn.questions if q.ask == "order"]
        raise fail(message(lang.value, "ask.no_order", file=file, question=question, ids=ids))
    raise typer.Exit(_emit(_answer(file, scn, qs, None, lang.value), as_json, lang.value, False))
