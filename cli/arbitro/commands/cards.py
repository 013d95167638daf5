"""The card pool: ``cards import``, ``cards search``, ``cards info`` and ``card``.

Only Typer is imported here at module level; sqlite3 and the card index are imported inside the
commands (never on the query path of ``ask``).
"""

from __future__ import annotations

import sys
from typing import List, Optional

import typer

from arbitro.commands._common import Lang, dump_json, fail, say

cards_app = typer.Typer(
    name="cards",
    help="The card pool: import your copy of the MarvelCDB JSON data, search it.",
    no_args_is_help=True,
    rich_markup_mode=None,
)

TYPE_NAMES = {
    "identity": ("identidad", "identity"), "hero": ("Héroe", "hero"), "alter_ego": ("Alter ego", "alter-ego"),
    "ally": ("Aliado", "ally"), "event": ("Evento", "event"), "upgrade": ("Mejora", "upgrade"),
    "support": ("Apoyo", "support"), "resource": ("Recurso", "resource"), "villain": ("Villano", "villain"),
    "minion": ("Esbirro", "minion"), "treachery": ("Traición", "treachery"), "attachment": ("Accesorio", "attachment"),
    "environment": ("Entorno", "environment"), "obligation": ("Obligación", "obligation"),
    "main_scheme": ("Plan principal", "main scheme"), "side_scheme": ("Plan secundario", "side scheme"),
    "player_side_scheme": ("Plan secundario de jugador", "player side scheme"), "leader": ("Líder", "leader"),
}
ABILITY_KINDS = {
    "triggered": ("aplicadas, con encabezado en negrita conocido", "triggered, with a known bold header"),
    "header": ("con un encabezado en negrita que arbitro no conoce", "with a bold header arbitro does not know"),
    "constant": ("constantes (sin encabezado)", "constant (no header)"),
    "keyword": ("palabras clave", "keywords"),
}
# MarvelCDB field -> (es, en) label, in the order shown; the first six are the format's stats
STAT_LABELS = (
    ("cost", "Coste", "Cost"), ("attack", "ATQ", "ATK"), ("thwart", "INT", "THW"), ("defense", "DEF", "DEF"),
    ("recover", "REC", "REC"), ("health", "Vida", "HP"), ("scheme", "PLN", "SCH"), ("hand_size", "Mano", "Hand"),
    ("base_threat", "Amenaza inicial", "Starting threat"), ("threat", "Amenaza máx.", "Max threat"),
    ("escalation_threat", "Aceleración de amenaza", "Escalation threat"), ("boost", "Aumento", "Boost"),
)
FORMAT_STATS = {"attack": "atk", "thwart": "thw", "defense": "def", "recover": "rec", "health": "hp", "scheme": "sch"}
ICONS = {"scheme_acceleration": "acceleration", "scheme_amplify": "amplify", "scheme_crisis": "crisis",
         "scheme_hazard": "hazard"}


def _type(code: str, lang: str) -> str:
    names = TYPE_NAMES.get(code)
    return names[lang == "en"] if names else code


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
            raise fail(say(self.lang, f"error: {self.idx.path}: el índice está dañado ({exc}); vuelve a importar con arbitro cards import CARPETA",
                           f"error: {self.idx.path}: the index is damaged ({exc}); import again with arbitro cards import FOLDER")) from None
        return False


def _open(index: Optional[str], lang: str) -> _Opened:
    return _Opened(index, lang)


def _source_line(src: dict, lang: str, where: str | None = None) -> str:
    bits = []
    if src.get("commit"):
        bits.append(f"commit {src['commit'][:12]}")
    if src.get("date"):
        bits.append(say(lang, f"fecha {src['date']}", f"date {src['date']}"))
    return say(lang, "datos: ", "data: ") + (", ".join(bits) if bits else say(lang, "sin commit ni fecha", "no commit or date")) \
        + f" ({where if where is not None else src.get('folder')})"


# -- cards import -------------------------------------------------------------------------------------
class _Progress:
    """A one-line progress display on a terminal (standard error); nothing otherwise."""

    def __init__(self, lang: str):
        self.on = sys.stderr.isatty()
        self.lang = lang

    def __call__(self, done: int, total: int, name: str) -> None:
        if self.on:
            sys.stderr.write(f"\r\033[K{say(self.lang, 'leyendo', 'reading')} {done}/{total} {name}")
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
        raise fail(say(L, f"error: no se puede escribir el índice: {exc}", f"error: cannot write the index: {exc}")) from None
    progress.end()
    elapsed = time.perf_counter() - started
    if as_json:
        dump_json({**report.to_dict(), "seconds": round(elapsed, 2)})
        return
    out = [say(L, f"Importado {report.folder}", f"Imported {report.folder}"),
           "  " + _source_line({"commit": report.commit, "date": report.date}, L, f"sha256 {report.fingerprint[:16]}…"),
           say(L, f"  índice: {report.index} ({report.size / 1e6:.1f} MB, {elapsed:.1f} s)",
               f"  index: {report.index} ({report.size / 1e6:.1f} MB, {elapsed:.1f} s)"),
           say(L, f"Registros leídos: {report.records['en']} en inglés ({report.files['en']} archivos), "
                  f"{report.records['es']} en español ({report.files['es']} archivos)",
               f"Records read: {report.records['en']} English ({report.files['en']} files), "
               f"{report.records['es']} Spanish ({report.files['es']} files)"),
           say(L, "Cartas por tipo (inglés / español):", "Cards by kind (English / Spanish):")]
    width = max((len(_type(k, L)) for k in report.kinds), default=0)
    for kind, n in report.kinds.items():
        out.append(f"  {_type(kind, L):<{width}}  {n['en']:>5} / {n['es']}")
    total_en = sum(n["en"] for n in report.kinds.values())
    total_es = sum(n["es"] for n in report.kinds.values())
    out.append(f"  {say(L, 'total', 'total'):<{width}}  {total_en:>5} / {total_es}")
    out.append(say(L, "  (una identidad cuenta una vez: sus caras de Héroe y Alter ego van juntas)",
                   "  (an identity counts once: its hero and alter-ego sides go together)"))
    out.append(say(L, f"Reediciones incorporadas a la carta que reeditan (duplicate_of): {report.reprints['en']} en inglés, {report.reprints['es']} en español",
                   f"Reprints folded into the card they reprint (duplicate_of): {report.reprints['en']} English, {report.reprints['es']} Spanish"))
    out.append(say(L, "Capacidades (párrafos del texto) por tipo (inglés / español):",
                   "Abilities (paragraphs of the text) by kind (English / Spanish):"))
    for kind, names in ABILITY_KINDS.items():
        label = names[L == "en"]
        out.append(f"  {label:<48} {report.abilities['en'].get(kind, 0):>5} / {report.abilities['es'].get(kind, 0)}")
    out.append(say(L, "Leídas en efectos: ninguna. La lectura del texto impreso en efectos aún no está disponible; "
                      "`arbitro card` muestra cada capacidad tal como está impresa, con su encabezado y las cláusulas que la rigen.",
                   "Read into effects: none. Reading printed text into effects is not available yet; "
                   "`arbitro card` shows each ability as printed, with its header and the clauses that govern it."))
    problems = report.problems
    out.append(say(L, f"Registros con errores, omitidos: {len(problems)}", f"Malformed records, skipped: {len(problems)}"))
    from arbitro.safe import shown_lines

    for p in problems[:show]:
        out.append("  " + p.message(L))
    if len(problems) > show:
        out.append(say(L, f"  … y {len(problems) - show} más (--show N o --json para verlos)",
                       f"  … and {len(problems) - show} more (--show N or --json to see them)"))
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
            typer.echo(say(L, "ninguna carta coincide", "no card matches"), err=True)
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
        src, report = idx.source(), idx.report()
    if as_json:
        dump_json({**src, "report": report})
        return
    typer.echo(f"{say(L, 'índice', 'index')}: {src['index']}\n{_source_line(src, L)}\n"
               + say(L, f"registros: {report['records']['en']} en inglés, {report['records']['es']} en español",
                     f"records: {report['records']['en']} English, {report['records']['es']} Spanish"))


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


def card(
    code_or_name: str = typer.Argument(..., metavar="CODE|NAME", help="A MarvelCDB code (01001, 01001a…) or a card's name in either language."),
    as_json: bool = typer.Option(False, "--json", help="Print the card as JSON."),
    index: Optional[str] = typer.Option(None, "--index", help="Use this index instead of the user's."),
    lang: Lang = typer.Option(Lang.es, "--lang", help="Language of the card text shown and of the messages."),
) -> None:
    """Show a card: its fields, each ability as printed (a1, a2…) with its header, what was not read,
    and the clauses that govern it."""
    from arbitro.cards.index import Ambiguous, Unknown
    from arbitro.safe import shown, shown_lines

    L = lang.value
    with _open(index, L) as idx:
        try:
            found = idx.lookup(code_or_name, L)
        except Ambiguous as exc:
            listed = "; ".join(f"{c} ({n}, {_type(t, L)})" for c, n, t in exc.matches)
            raise fail(say(L, f"error: varias cartas se llaman {shown(code_or_name)}: {listed}. Indica el código.",
                           f"error: several cards are named {shown(code_or_name)}: {listed}. Give the code.")) from None
        except Unknown as exc:
            near = [f"{n} ({c})" for n, c in exc.names] + exc.codes
            hint = say(L, f"; ¿quizá {', '.join(near)}?", f"; did you mean {', '.join(near)}?") if near else ""
            raise fail(say(L, f"error: ninguna carta tiene el código o el nombre {shown(code_or_name)}{hint} (arbitro cards search PALABRAS busca en el texto)",
                           f"error: no card has the code or name {shown(code_or_name)}{hint} (arbitro cards search WORDS searches the text)")) from None
        src = idx.source()
    readings = found.abilities(L)
    if as_json:
        dump_json({"code": found.code, "kind": found.kind, "asked": found.asked, "reprint_of": found.reprint_of,
                   "reprints": found.reprints, "lang": L, "source": src,
                   "sides": [_side_dict(s) for s in found.sides],
                   "abilities": [{"id": aid, "side": side, **r.to_dict()} for aid, side, r in readings],
                   "effects_read": False})
        return
    from arbitro import rulebook

    rb = rulebook.load()
    out = [f"{found.code} · {' / '.join(s.name for s in found.sides)} · {_type(found.kind, L)}"]
    if found.reprint_of:
        out.append(say(L, f"  ({found.reprint_of} es una reedición de esta carta)", f"  ({found.reprint_of} is a reprint of this card)"))
    if found.reprints:
        out.append(say(L, "  reediciones: ", "  reprints: ") + ", ".join(found.reprints))
    for side in found.sides:
        f = side.fields
        head = f"{side.code} · {_type(side.type_code, L)} · {side.name}" + (f" ({side.subname})" if side.subname else "")
        if f.get("is_unique"):
            head += say(L, " · única", " · unique")
        out.append(("" if len(found.sides) == 1 else say(L, "Cara ", "Side ")) + head)
        if side.lang != L:
            out.append(say(L, "  (sin traducción al español: texto en inglés)", "  (no text in this language: shown in English)"))
        where = [x for x in (side.faction_code, side.set_code or side.pack_code) if x]
        if where:
            out.append("  " + " · ".join(where))
        if side.traits:
            out.append(say(L, "  Rasgos: ", "  Traits: ") + side.traits)
        stats = [f"{(es, en)[L == 'en']} {f[k]}{'★' if f.get(k + '_star') else ''}{say(L, '/jugador', '/player') if f.get(k + '_per_hero') else ''}"
                 for k, es, en in STAT_LABELS if k in f]
        if stats:
            out.append("  " + " · ".join(stats))
        icons = [v for k, v in ICONS.items() if f.get(k)]
        if icons:
            out.append(say(L, "  Iconos: ", "  Icons: ") + ", ".join(icons))
        for aid, code, r in readings:
            if code != side.code:
                continue
            kind = {"triggered": say(L, "aplicada", "triggered"), "header": say(L, "encabezado desconocido", "unknown header"),
                    "constant": say(L, "constante", "constant"), "keyword": say(L, "palabra clave", "keyword")}[r.kind]
            label = f"{r.header} → {r.timing}" if r.timing else (r.header or "")
            out.append(f"  {aid} [{kind}{': ' + label if label else ''}] «{r.text}»".replace("\n", "\n      "))
            out.append(say(L, "      rigen: ", "      governed by: ") + ", ".join(
                cid + (" ⚠" if cid in rb.clauses and rb.clauses[cid].translation_only else "") for cid in r.clauses))
            for u in r.unread:
                out.append(say(L, f"      sin leer [{u['start']}:{u['end']}]: {u['why']}", f"      not read [{u['start']}:{u['end']}]: {u['why']}"))
    cited = sorted({cid for _, _, r in readings for cid in r.clauses}, key=lambda c: tuple(int(x) for x in c.split(".")[1:]))
    if cited:
        out.append(say(L, "Cláusulas:", "Clauses:"))
        for cid in cited:
            text = rb.clauses[cid].text if cid in rb.clauses else ""
            out.append(f"  {cid} — {text if len(text) <= 90 else text[:87] + '…'}")
    out.append(_source_line(src, L))
    typer.echo(shown_lines("\n".join(out)))


# the commands of this group, by name (registered by arbitro.app): `cards` is a group of its own
COMMANDS = {
    "cards": cards_app,
    "card": card,
}
