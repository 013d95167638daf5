"""``arbitro read``: printed ability text -> the format's abilities (YAML to paste into a scenario,
or the JSON of cards-and-text.md "Abilities read from printed text").

Only Typer at module level; the reader (and lark) are imported inside the command.
"""

from __future__ import annotations

from typing import Optional

import typer

from arbitro.commands._common import Lang, dump_json, fail, message


def read(
    text: Optional[str] = typer.Argument(None, metavar="TEXT", help="Printed ability text (markup as MarvelCDB writes it, or plain)."),
    card: Optional[str] = typer.Option(None, "--card", help="Read a card of the imported pool (code or name) instead of TEXT."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the text (and of the messages)."),
    as_json: bool = typer.Option(False, "--json", help="Print the contract's JSON instead of YAML."),
    index: Optional[str] = typer.Option(None, "--index", help="With --card: use this card index instead of the user's."),
    cards: Optional[str] = typer.Option(None, "--cards", help="With --card: this card pool (a folder holding cards.sqlite, or the index) instead of the user's."),
) -> None:
    """Read printed ability text into the scenario format's abilities; unread words are shown
    with a caret under them and the reason."""
    L = lang.value
    if text is not None and card is not None:
        raise fail(message(L, "reader.both"))
    names = None
    if card is not None:
        text, names = _card_text(card, index or cards, L)
    if text is None or not text.strip():
        raise fail(message(L, "reader.no_text"))
    from arbitro.reader import read as read_text
    from arbitro.render.reasons import render

    readings = read_text(text, L, names=names)
    if as_json:
        dump_json([r.contract(L) for r in readings] if len(readings) != 1 else readings[0].contract(L))
        return
    import yaml

    from arbitro.safe import shown_lines

    abilities = []
    for r in readings:
        ability = r.ability()
        ability["text"] = " ".join(_plain(r.text).split())
        abilities.append(ability)
    out = [yaml.safe_dump({"abilities": abilities}, allow_unicode=True, sort_keys=False, width=100).rstrip()]
    counts = {s: sum(r.status == s for r in readings) for s in ("full", "part", "none")}
    notes = [message(L, "reader.summary", n=len(readings), full=counts["full"], part=counts["part"], none=counts["none"])]
    for r in readings:
        for x in r.respelled:
            notes.append(f"{message(L, 'reader.respelled', words=x['words'], read_as=x['read_as'])} [{x['start']}:{x['end']}]")
        for u in r.unread:
            line_start = text.rfind("\n", 0, u["start"]) + 1
            line_end = text.find("\n", u["start"])
            line = text[line_start: line_end if line_end >= 0 else len(text)]
            a, b = u["start"] - line_start, min(u["end"], line_start + len(line)) - line_start
            at = u.get("at", u["start"]) - line_start
            notes.append(f"{message(L, 'reader.unread')} [{u['start']}:{u['end']}]: {render(u['why'], L)}")
            notes.append("  " + line)
            notes.append("  " + " " * a + "^" * max(1, at - a) + ("~" * max(0, b - at) if at > a else "~" * max(0, b - a - 1)))
    typer.echo(shown_lines(out[0]))
    typer.echo(shown_lines("\n".join("# " + n for n in notes)))


def _plain(s: str) -> str:
    import re

    return re.sub(r"</?[a-zA-Z][^>]*>", "", s)


def _card_text(code_or_name: str, index: Optional[str], L: str):
    """The card's text (its sides') and the names it may print for itself and its identity."""
    from arbitro.commands.cards import _open, lookup

    with _open(index, L) as idx:
        found = lookup(idx, code_or_name, L)
    return "\n".join(s.text or "" for s in found.sides), found.names
