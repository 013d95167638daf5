"""The card pool: ``cards import``, ``cards search``, ``cards info`` and ``card``.

Only Typer is imported here at module level; sqlite3 and the card index are imported inside the
commands (never on the query path of ``ask``).
"""

from __future__ import annotations

import sys
from typing import List, Optional

import typer

from arbitro.commands._common import Lang, dump_json, fail, message

cards_app = typer.Typer(
    name="cards",
    help="The card pool: import your copy of the MarvelCDB JSON data, search it.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

# the ability kinds of the import's report, in order (their labels: cards.abilities.<kind>)
ABILITY_KINDS = ("triggered", "header", "constant", "keyword")
# MarvelCDB fields shown, in order (their labels: cards.stat.<field>); the first six are the format's stats
STAT_LABELS = ("cost", "attack", "thwart", "defense", "recover", "health", "scheme", "hand_size",
               "base_threat", "threat", "escalation_threat", "boost")
FORMAT_STATS = {"attack": "atk", "thwart": "thw", "defense": "def", "recover": "rec", "health": "hp", "scheme": "sch"}
ICONS = {"scheme_acceleration": "acceleration", "scheme_amplify": "amplify", "scheme_crisis": "crisis",
         "scheme_hazard": "hazard"}


def _type(code: str, lang: str) -> str:
    """A MarvelCDB type code's name in ``lang`` (the code itself when the tables have no name)."""
    return message(lang, "cards.type", type=code)


def _error(exc, lang: str) -> "typer.Exit":
    return fail("error: " + exc.message(lang))


class _Opened:
    """The index, open for the length of a ``with`` block; a database error inside the block (a
    damaged index) becomes a one-line message and exit 2."""

    def __init__(self, index: Optional[str], lang: str):
        from arbitro.cards import CardsError
        from arbitro.cards.index import Index

        self.lang = lang
        try:
            self.idx = Index.open(index)
        except CardsError as exc:
            raise _error(exc, lang) from None

    def __enter__(self):
        return self.idx

    def __exit__(self, kind, exc, tb):
        import sqlite3

        self.idx.con.close()
        if isinstance(exc, sqlite3.Error):
            raise fail(message(self.lang, "cards.damaged", path=str(self.idx.path), error=str(exc))) from None
        return False


def _open(index: Optional[str], lang: str) -> _Opened:
    return _Opened(index, lang)


def _source_line(src: dict, lang: str, where: str | None = None) -> str:
    from arbitro.reason import R

    bits = []
    if src.get("commit"):
        bits.append(R("cards.commit", commit=src["commit"][:12]))
    if src.get("date"):
        bits.append(R("cards.date", date=src["date"]))
    return message(lang, "cards.source", bits=bits, where=str(where if where is not None else src.get("folder")))


# -- cards import -------------------------------------------------------------------------------------
class _Progress:
    """A one-line progress display on a terminal (standard error); nothing otherwise."""

    def __init__(self, lang: str):
        self.on = sys.stderr.isatty()
        self.lang = lang

    def __call__(self, done: int, total: int, name: str) -> None:
        if self.on:
            sys.stderr.write("\r\033[K" + message(self.lang, "cards.progress", done=done, total=total, name=name))
            sys.stderr.flush()

    def end(self) -> None:
        if self.on:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def import_(
    path: str = typer.Argument(..., metavar="PATH", help="The root folder of a copy of the MarvelCDB JSON data (pack/*.json, translations/es/pack/*.json)."),
    index: Optional[str] = typer.Option(None, "--index", help="Write the index here instead of the user's data folder ($ARBITRO_CARDS, $XDG_DATA_HOME/arbitro, ~/.local/share/arbitro)."),
    as_json: bool = typer.Option(False, "--json", help="Print the import's report as JSON."),
    show: int = typer.Option(20, "--show", min=0, help="List at most this many malformed records (all of them with --json)."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the messages."),
) -> None:
    """Index a copy of the MarvelCDB JSON data (English and Spanish) for `card` and `cards search`."""
    import time

    from arbitro.cards import CardsError
    from arbitro.cards.build import build

    L = lang.value
    progress = _Progress(L)
    started = time.perf_counter()
    try:
        report = build(path, index, progress)
    except CardsError as exc:
        progress.end()
        raise _error(exc, L) from None
    except OSError as exc:
        progress.end()
        raise fail(message(L, "cards.cannot_write", error=str(exc))) from None
    progress.end()
    elapsed = time.perf_counter() - started
    if as_json:
        dump_json({**report.to_dict(), "seconds": round(elapsed, 2)})
        return
    out = [message(L, "cards.imported", folder=report.folder),
           "  " + _source_line({"commit": report.commit, "date": report.date}, L, f"sha256 {report.fingerprint[:16]}…"),
           message(L, "cards.index_size", index=report.index, mb=report.size / 1e6, seconds=elapsed),
           message(L, "cards.records", en=report.records["en"], en_files=report.files["en"],
                   es=report.records["es"], es_files=report.files["es"]),
           message(L, "cards.by_kind")]
    width = max((len(_type(k, L)) for k in report.kinds), default=0)
    for kind, n in report.kinds.items():
        out.append(f"  {_type(kind, L):<{width}}  {n['en']:>5} / {n['es']}")
    total_en = sum(n["en"] for n in report.kinds.values())
    total_es = sum(n["es"] for n in report.kinds.values())
    out.append(f"  {message(L, 'cards.total'):<{width}}  {total_en:>5} / {total_es}")
    out.append(message(L, "cards.identity_once"))
    out.append(message(L, "cards.reprints", en=report.reprints["en"], es=report.reprints["es"]))
    out.append(message(L, "cards.abilities"))
    for kind in ABILITY_KINDS:
        label = message(L, f"cards.abilities.{kind}")
        out.append(f"  {label:<48} {report.abilities['en'].get(kind, 0):>5} / {report.abilities['es'].get(kind, 0)}")
    out.append(message(L, "cards.reading"))
    for status in ("full", "part", "none"):
        label = message(L, f"cards.reading.{status}")
        out.append(f"  {label:<48} {report.reading['en'].get(status, 0):>5} / {report.reading['es'].get(status, 0)}")
    problems = report.problems
    out.append(message(L, "cards.malformed", n=len(problems)))
    from arbitro.safe import shown_lines

    for p in problems[:show]:
        out.append("  " + p.message(L))
    if len(problems) > show:
        out.append(message(L, "cards.malformed.more", n=len(problems) - show))
    typer.echo(shown_lines("\n".join(out)))


# -- cards search --------------------------------------------------------------------------------------
def search(
    words: List[str] = typer.Argument(..., help="Words of the card's name or text (case and accents are ignored)."),
    limit: int = typer.Option(20, "--limit", "-n", min=1, help="At most this many cards."),
    as_json: bool = typer.Option(False, "--json", help="Print the matches as JSON."),
    index: Optional[str] = typer.Option(None, "--index", help="Use this index instead of the user's."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the names and messages (either language's text matches)."),
) -> None:
    """Cards whose name or text hold the words, best first (the whole phrase first)."""
    from arbitro.safe import shown_lines

    L = lang.value
    with _open(index, L) as idx:
        hits = idx.search(" ".join(words), L, limit)
    if as_json:
        dump_json(hits)
    else:
        out = []
        for h in hits:
            out.append(f"{h['code']} · {h['name']} [{_type(h['type'], L)}]")
            out.append(f"  ({h['lang']}) {h['snippet']}")
        if out:
            typer.echo(shown_lines("\n".join(out)))
        else:
            typer.echo(message(L, "cards.no_match"), err=True)
    if not hits:
        raise typer.Exit(1)


def info(
    as_json: bool = typer.Option(False, "--json", help="Print it as JSON."),
    index: Optional[str] = typer.Option(None, "--index", help="Use this index instead of the user's."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the messages."),
) -> None:
    """Where the imported card data came from (its commit or date) and what it holds."""
    L = lang.value
    with _open(index, L) as idx:
        src, report, current = idx.source(), idx.report(), idx.readings_fresh()
    if as_json:
        dump_json({**src, "report": report, "readings_current": current})
        return
    typer.echo(message(L, "cards.info", index=str(src["index"]), source=_source_line(src, L),
                       en=report["records"]["en"], es=report["records"]["es"]))
    typer.echo(message(L, "cards.readings_current" if current else "cards.readings_stale"))


cards_app.command("import")(import_)
cards_app.command("search")(search)
cards_app.command("info")(info)


# -- card -----------------------------------------------------------------------------------------
def _side_dict(side) -> dict:
    f = side.fields
    return {"code": side.code, "type": side.type_code, "name": side.name, "subname": side.subname,
            "traits": side.traits, "text": side.text, "lang": side.lang, "faction": side.faction_code,
            "pack": side.pack_code, "set": side.set_code, "unique": bool(f.get("is_unique")),
            "stats": {FORMAT_STATS[k]: f[k] for k in FORMAT_STATS if k in f},
            "icons": [v for k, v in ICONS.items() if f.get(k)], "fields": f}



def lookup(idx, code_or_name: str, lang: str):
    """The card named by a code or a name, or exit 2: an ambiguous name lists the codes, an unknown
    one suggests the closest names and codes."""
    from arbitro.cards.index import Ambiguous, Unknown
    from arbitro.reason import R
    from arbitro.safe import shown

    try:
        return idx.lookup(code_or_name, lang)
    except Ambiguous as exc:
        listed = [R("cards.match", card=c, name=n, type=t) for c, n, t in exc.matches]
        raise fail(message(lang, "cards.ambiguous", name=shown(code_or_name), matches=listed)) from None
    except Unknown as exc:
        near = [f"{n} ({c})" for n, c in exc.names] + exc.codes
        raise fail(message(lang, "cards.unknown.near" if near else "cards.unknown", name=shown(code_or_name),
                           near=near)) from None

def card(
    code_or_name: str = typer.Argument(..., metavar="CODE|NAME", help="A MarvelCDB code (01001, 01001a…) or a card's name in either language."),
    as_json: bool = typer.Option(False, "--json", help="Print the card as JSON."),
    index: Optional[str] = typer.Option(None, "--index", help="Use this index instead of the user's."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the card text shown and of the messages."),
) -> None:
    """Show a card: its fields, each ability as printed (a1, a2…) with its header, what was not read,
    and the clauses that govern it."""
    from arbitro.safe import shown, shown_lines

    L = lang.value
    with _open(index, L) as idx:
        found = lookup(idx, code_or_name, L)
        src = idx.source()
    readings = found.abilities(L)
    if as_json:
        dump_json({"code": found.code, "kind": found.kind, "asked": found.asked, "reprint_of": found.reprint_of,
                   "reprints": found.reprints, "lang": L, "source": src,
                   "sides": [_side_dict(s) for s in found.sides],
                   "abilities": [{"id": aid, "side": side, **r.to_dict()} for aid, side, r in readings],
                   "effects_read": True})
        return
    from arbitro import rulebook

    rb = rulebook.load()
    out = [f"{found.code} · {' / '.join(s.name for s in found.sides)} · {_type(found.kind, L)}"]
    if found.reprint_of:
        out.append(message(L, "cards.card.reprint_of", card=found.reprint_of))
    if found.reprints:
        out.append(message(L, "cards.card.reprints", codes=list(found.reprints)))
    for side in found.sides:
        f = side.fields
        head = f"{side.code} · {_type(side.type_code, L)} · {side.name}" + (f" ({side.subname})" if side.subname else "")
        if f.get("is_unique"):
            head += message(L, "cards.card.unique")
        out.append(head if len(found.sides) == 1 else message(L, "cards.card.side", head=head))
        if side.lang != L:
            out.append(message(L, "cards.card.untranslated"))
        where = [x for x in (side.faction_code, side.set_code or side.pack_code) if x]
        if where:
            out.append("  " + " · ".join(where))
        if side.traits:
            out.append(message(L, "cards.card.traits", traits=side.traits))
        stats = [f"{message(L, 'cards.stat.' + k)} {f[k]}{'★' if f.get(k + '_star') else ''}"
                 f"{message(L, 'cards.per_player') if f.get(k + '_per_hero') else ''}"
                 for k in STAT_LABELS if k in f]
        if stats:
            out.append("  " + " · ".join(stats))
        icons = [v for k, v in ICONS.items() if f.get(k)]
        if icons:
            out.append(message(L, "cards.card.icons", icons=icons))
        for aid, code, r in readings:
            if code != side.code:
                continue
            kind = message(L, f"cards.ability.{r.kind}")
            label = f"{r.header} → {r.timing}" if r.timing else (r.header or "")
            out.append(f"  {aid} [{kind}{': ' + label if label else ''}] «{r.text}»".replace("\n", "\n      "))
            out.append(message(L, "cards.card.governed", clauses=[
                cid + (" ⚠" if cid in rb.clauses and rb.clauses[cid].translation_only else "") for cid in r.clauses]))
            if r.status and r.kind != "keyword":  # what the text reader made of it, in the format's words
                out.append(message(L, "cards.card.reading", status=message(L, f"cards.status.{r.status}"),
                                   effects=_flow(r.effects)))
            for u in r.unread:
                out.append(message(L, "cards.card.unread", start=u["start"], end=u["end"], why=u["why"]))
    cited = sorted({cid for _, _, r in readings for cid in r.clauses}, key=lambda c: tuple(int(x) for x in c.split(".")[1:]))
    if cited:
        out.append(message(L, "cards.card.clauses"))
        for cid in cited:
            text = rb.clauses[cid].text if cid in rb.clauses else ""
            out.append(f"  {cid} — {text if len(text) <= 90 else text[:87] + '…'}")
    out.append(_source_line(src, L))
    typer.echo(shown_lines("\n".join(out)))


def _flow(effects) -> str:
    """Effects in the format's YAML, on one line ("[{verb: draw, amount: 1}]")."""
    import yaml

    return yaml.safe_dump(effects or [], default_flow_style=True, allow_unicode=True, sort_keys=False,
                          width=10**9).strip()
