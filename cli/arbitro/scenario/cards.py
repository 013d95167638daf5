"""Cards by code and abilities by printed text: the step that turns them into the format's plain
fields, on the plain data read from the file, before validation (cards-and-text.md).

* A card with ``code`` gets every field the scenario does not give from the imported card pool
  (:mod:`arbitro.cards`): ``name``, ``type`` (MarvelCDB ``hero``/``alter_ego`` records: one
  ``identity``, its abilities carrying ``side``; ``player_side_scheme``: a ``side_scheme``),
  ``stats``, ``traits``, ``icons`` (from the ``scheme_*`` flags) and ``abilities``, read from the
  printed text in the scenario's ``card_lang`` and named ``a1``, ``a2``… one per paragraph
  (:func:`arbitro.cards.text.paragraphs`), the hero side first. A player card with no ``owner``
  belongs to the first player.
* An ability with ``text`` and no ``effects`` (nor ``options``) is read by the text reader
  (:mod:`arbitro.reader`); what it could not read goes to the ability's ``unread`` (never dropped),
  which the engine turns into ``undetermined`` answers or warnings.

The cost is paid only by the scenarios that need it: :func:`needs` is a walk over the plain data,
and sqlite3 and lark are imported only when a card has a ``code`` or an ability is to be read.
An ability with both ``text`` and ``effects`` is not read on the query path (its ``effects`` are
the judge's deliberate reading); ``arbitro validate`` compares the two (:func:`report`).
"""

from __future__ import annotations

import os
from typing import Any, Callable

STATS = {"attack": "atk", "thwart": "thw", "defense": "def", "recover": "rec", "health": "hp", "scheme": "sch"}
ICONS = {"scheme_acceleration": "acceleration", "scheme_amplify": "amplify", "scheme_crisis": "crisis",
         "scheme_hazard": "hazard"}
# MarvelCDB types -> the format's; a "leader" (faction encounter, with attack, scheme, hit points per hero
# and a stage) is the enemy team's villain
TYPES = {"hero": "identity", "alter_ego": "identity", "player_side_scheme": "side_scheme", "leader": "villain"}
PLAYER_TYPES = ("identity", "ally", "upgrade", "support", "event", "resource")
SIDE = {"hero": "hero", "alter_ego": "alter_ego"}
_NO_READ_TIMINGS = ("keyword", "reference")
# what the reader's shape holds that the format says another way: the timing says the keywords, the
# engine assumes the trigger happened, "puede" is read from the text (capacidad.9.1)
_SAID_ELSEWHERE = frozenset({"keywords"})
_TAKEN = ("header", "timing", "triggered_by", "cost", "condition", "limit", "labels", "play_condition", "play_under", "used_by", "given_to",
          "enters_with",  # issue 15 (family amounts)
          "used_by_traits",  # issue 15 (family forms)
          "options", "replaces_trigger", "cannot_be_canceled", "effects")

# a problem: (code, path, args, hint, hint args)
Add = Callable[..., None]


def _to_read(ab: Any) -> bool:
    if not isinstance(ab, dict) or not isinstance(ab.get("text"), str) or not ab["text"].strip():
        return False
    if "effects" in ab or ab.get("options") or ab.get("timing") in _NO_READ_TIMINGS:
        return False
    header = ab.get("header")
    return not (isinstance(header, str) and header.strip()[:1] in "\"'«“")


def needs(data: dict) -> bool:
    """Whether ``data`` has a card by code or an ability to read (a walk, no import)."""
    cards = data.get("cards")
    if not isinstance(cards, list):
        return False
    for c in cards:
        if not isinstance(c, dict):
            continue
        if c.get("code") is not None:
            return True
        abilities = c.get("abilities")
        if isinstance(abilities, list) and any(_to_read(ab) for ab in abilities):
            return True
    return False


def uses_codes(scn) -> bool:
    return any(getattr(c, "code", None) for c in scn.cards)


_SOURCES: dict[str, dict | None] = {}


def card_data() -> dict | None:
    """The card data the pool came from (:func:`arbitro.cards.source`), once per process and index."""
    from arbitro.cards import index_path, source

    key = str(index_path())
    if key not in _SOURCES:
        _SOURCES[key] = source()
    return _SOURCES[key]


# -- fitting the reader's shape to the format ---------------------------------------------------------
def _fit(name: str, value: Any, dropped: list[str]) -> Any:
    """``value`` with only the keys object ``name`` of the format has (recursively); the others are
    listed in ``dropped`` (unless the format says them another way)."""
    from arbitro.scenario import format as FMT

    if not isinstance(value, dict):
        return value
    fields = {f.key: f for f in FMT.fields(name)}
    out = {}
    for k, v in value.items():
        f = fields.get(k)
        if f is None:
            if k not in _SAID_ELSEWHERE:
                dropped.append(k)
            continue
        out[k] = _fit_type(FMT.base_type(f.type), v, dropped)
    return out


def _fit_type(spec: tuple, v: Any, dropped: list[str]) -> Any:
    if spec[0] == "rec":
        return _fit(spec[1], v, dropped)
    if spec[0] == "list" and isinstance(v, list):
        return [_fit_type(spec[1], x, dropped) for x in v]
    if spec[0] == "or" and isinstance(v, dict):
        rec = next((s for s in spec[1] if s[0] == "rec"), None)
        return _fit(rec[1], v, dropped) if rec else v
    if spec[0] == "opt":
        return _fit_type(spec[1], v, dropped)
    return v


_READ: dict[str, dict] = {}  # key -> reading: a board repeats cards (four copies of one ally)


def read_ability(text: str, lang: str, header: str | None = None, *, pool=None, **options) -> dict:
    """The ability the printed ``text`` reads as, in the format's shape, with ``unread`` (positions
    index ``text`` as given; with ``header``, the text is read after it; ``options`` go to the
    reader's :func:`arbitro.reader.read` as they are). Each distinct reading is made once per run;
    every caller gets its own copy.

    A reading is stored (:mod:`arbitro.readings`): it comes from the card pool ``pool`` (an open
    :class:`arbitro.cards.index.Index`) when the pool was imported by this very reader, else from
    the cache folder, else the reader reads the text (lark is imported then) and the cache keeps
    it. The key is every argument of the reading, so an argument added here is in it."""
    import copy

    from arbitro import readings

    args = {"text": text, "lang": lang, "header": header, **options}
    if args.get("names") is not None:  # the names a text may print, as plain data (they are in the key)
        args["names"] = names_arg(args["names"])
    key = ability_key(args)
    if key not in _READ:
        value = pool.stored_reading(key) if pool is not None else None
        if value is None:
            value = readings.cached(key)
        if value is None:
            value = _read_ability(**args)
            readings.store(key, value)
        _READ[key] = value
    return copy.deepcopy(_READ[key])


def ability_key(args: dict) -> str:
    """The stored reading's key of :func:`read_ability` called with ``args`` (what is read, as
    :func:`arbitro.readings.key`: another kind of stored reading never shares its keys)."""
    from arbitro import readings

    return readings.key({"reading": "ability", **args})


def side_readings(side, names=None) -> list[dict]:
    """The arguments of :func:`read_ability` for each paragraph of a pool card's side, in order: the
    one place they are chosen, for a coded board (:func:`_from_pool`) and for the import that
    stores the readings (:mod:`arbitro.cards.build`), so that the two always agree. ``names``: what
    the card's text may print for itself and its identity (:func:`arbitro.cards.text.names_for`)."""
    from arbitro.cards.text import paragraphs

    extra = {"names": names_arg(names)} if names_arg(names) is not None else {}
    return [{"text": para, "lang": side.lang, **extra} for para in paragraphs(side.text)]


def names_arg(names):
    """:class:`arbitro.reader.Names` as plain data (a stored reading's key is JSON), None when it
    names nothing; a dict is taken as already plain."""
    if names is None or isinstance(names, dict):
        return names or None
    if not names.card and not names.identity and not names.others:
        return None
    out = {"card": list(names.card), "identity": list(names.identity)}
    if names.others:  # issue 15: the set's other cards, (name, kind)
        out["others"] = [list(o) for o in names.others]
    return out


def _read_ability(text: str, lang: str, header: str | None = None, names=None, **options) -> dict:
    from arbitro.reader import read
    from arbitro.render.reasons import render

    offset = 0
    full = text
    if header and _starts_with(text, header):  # the text prints its header: read it as it is
        header = None
    if header:
        full = f"<b>{header}</b>: {text}"
        offset = len(full) - len(text)
    if isinstance(names, dict):
        from arbitro.reader import Names

        names = Names(tuple(names.get("card", ())), tuple(names.get("identity", ())),
                      tuple(tuple(o) for o in names.get("others", ())))
    readings = read(full, lang, names=names, **options)
    ab: dict = {}
    unread: list[dict] = []
    respelled: list[dict] = []
    dropped: list[str] = []
    effects: list = []
    for k, r in enumerate(readings):
        shape = r.ability()
        if k == 0:
            if r.kind == "header":  # a bold header arbitro does not know: in unread, not a timing
                shape.pop("header", None)
                shape["timing"] = "constant"
            for key in _TAKEN[:-1]:
                if shape.get(key) not in (None, []):
                    ab[key] = _fit("Ability", {key: shape[key]}, dropped)[key]
        effects += _fit("Ability", {"effects": shape.get("effects") or []}, dropped)["effects"]
        dropped += [key for key in shape if key not in _TAKEN and key not in _SAID_ELSEWHERE]
        for u in r.unread:
            start, end = max(0, u["start"] - offset), max(0, u["end"] - offset)
            unread.append({"words": u["words"], "start": start, "end": end, "why": render(u["why"], lang)})
        respelled += [{**x, "start": max(0, x["start"] - offset), "end": max(0, x["end"] - offset)} for x in r.respelled]
    if not readings:
        ab["timing"] = "constant"
    ab["effects"] = effects
    if header:
        ab.pop("header", None)
    for key in dict.fromkeys(dropped):
        unread.append({"words": key, "why": render_missing(key, lang)})
    ab["unread"] = unread
    if respelled:
        ab["respelled"] = respelled
    return ab


def _starts_with(text: str, header: str) -> bool:
    from arbitro.cards.text import fold, plain

    return fold(plain(text)).startswith(fold(plain(header)).rstrip(":. "))


def render_missing(key: str, lang: str) -> str:
    from arbitro.render.reasons import text as render_text

    return render_text(lang, "load.card_reading_unheld", {"key": key})


# -- the step -----------------------------------------------------------------------------------------
def resolve(data: dict, add: Add, notes: list | None = None) -> None:
    """Fill in ``data`` (the plain data of a scenario) from the pool and the text reader; ``add``
    reports a problem ``(code, path, args, hint=None, hint_args=None)``; ``notes`` (validate)
    collects ``("unread", path, card, ability, entry)``, ``("respelled", path, card, ability, entry)`` and ``("differs", path, card, ability,
    given, read)``."""
    lang = data.get("card_lang") if data.get("card_lang") in ("es", "en") else "es"
    cards = data.get("cards")
    if not isinstance(cards, list):
        return
    players = [p for p in data.get("players") or () if isinstance(p, dict)]
    forms = {p.get("id"): p.get("form") or "hero" for p in players}
    first = players[0].get("id") if players else None
    pool = _Pool()
    try:
        for i, c in enumerate(cards):
            if not isinstance(c, dict):
                continue
            written = "abilities" in c  # abilities the scenario gives (the pool's are read already)
            if c.get("code") is not None:
                _from_pool(pool, c, i, lang, forms, first, add)
            abilities = c.get("abilities")
            if not isinstance(abilities, list):
                continue
            for k, ab in enumerate(abilities):
                path = ("cards", i, "abilities", k)
                if _to_read(ab):
                    read = read_ability(ab["text"], lang, ab.get("header"))
                    for key, v in read.items():
                        ab.setdefault(key, v)
                elif (notes is not None and written and isinstance(ab, dict) and isinstance(ab.get("text"), str)
                      and "effects" in ab):
                    _compare(ab, lang, path, c, k, notes)
                if notes is not None and isinstance(ab, dict):
                    for u in ab.get("unread") or ():
                        notes.append(("unread", path, c.get("id"), ab.get("id") or f"a{k + 1}", u))
                    for x in ab.get("respelled") or ():
                        notes.append(("respelled", path, c.get("id"), ab.get("id") or f"a{k + 1}", x))
    finally:
        pool.close()


def _compare(ab: dict, lang: str, path: tuple, card: dict, k: int, notes: list) -> None:
    read = read_ability(ab["text"], lang, ab.get("header"))
    if read.get("unread"):  # a partial reading is no reading to compare with (validate lists what it missed)
        return
    if _norm(read.get("effects")) != _norm(ab.get("effects")):
        notes.append(("differs", path, card.get("id"), ab.get("id") or f"a{k + 1}", ab.get("effects"), read.get("effects")))


def _norm(v: Any) -> Any:
    if isinstance(v, dict):
        return {k: _norm(x) for k, x in v.items() if x not in (None, [], False)}
    if isinstance(v, list):
        return [_norm(x) for x in v]
    return str(v)


class _Pool:
    """The index, opened at the first code (sqlite3 is imported then)."""

    def __init__(self):
        self.idx = None
        self.error = None

    def open(self):
        if self.idx is None and self.error is None:
            from arbitro.cards import CardsError
            from arbitro.cards.index import Index

            try:
                self.idx = Index.open()
            except CardsError as exc:
                self.error = exc
        return self.idx

    def close(self) -> None:
        if self.idx is not None:
            self.idx.con.close()


def _from_pool(pool: _Pool, c: dict, i: int, lang: str, forms: dict, first, add: Add) -> None:
    from arbitro.cards import index_path

    code = str(c["code"]).strip()
    path = ("cards", i, "code")
    idx = pool.open()
    if idx is None:
        err = pool.error
        args = dict(err.reason.args) if err is not None else {}
        if err is not None and err.reason.code == "cards.no_pool":
            add("card_no_pool", path, {"code": code, "path": args.get("path", str(index_path()))}, hint="import_pool")
        else:
            add("card_bad_pool", path, {"code": code, "error": err.message("es") if err else "?"}, hint="import_pool")
        return
    from arbitro.cards.index import Ambiguous, Unknown

    try:
        card = idx.lookup(code, lang)
    except Ambiguous as exc:
        add("card_ambiguous", path, {"code": code, "matches": ", ".join(f"{m[0]} ({m[1]})" for m in exc.matches)},
            hint="give_code")
        return
    except Unknown as exc:
        near = [f"{n} ({cd})" for n, cd in exc.names] + list(exc.codes)
        if near:
            add("card_unknown", path, {"code": code}, hint="closest_cards", hint_args={"names": ", ".join(near)})
        else:
            add("card_unknown", path, {"code": code}, hint="cards_search")
        return
    ftype = TYPES.get(card.kind, card.kind)
    owner = c.get("owner")
    if owner is None and (ftype in PLAYER_TYPES or card.kind == "player_side_scheme") and first is not None:
        c["owner"] = owner = first
    form = forms.get(owner, "hero")
    shown = card.sides[0]
    if ftype == "identity":
        shown = next((s for s in card.sides if s.type_code == form), card.sides[0])
    c.setdefault("type", ftype)
    c.setdefault("name", shown.name)
    if "stats" not in c:
        stats = {short: shown.fields[long] for long, short in STATS.items()
                 if isinstance(shown.fields.get(long), int) and not isinstance(shown.fields.get(long), bool)
                 and shown.fields[long] >= 0}  # MarvelCDB's -1 is a printed «–»: the card has no such stat
        if "hp" in stats and shown.fields.get("health_per_hero") and forms:  # printed "12 [per_hero]"
            stats["hp"] *= len(forms)
        c["stats"] = stats
    if "traits" not in c and shown.traits:
        c["traits"] = [t.strip() for t in shown.traits.replace("[[", "").replace("]]", "").split(".") if t.strip()]
    if "icons" not in c:
        icons = [name for flag, name in ICONS.items() if any(s.fields.get(flag) for s in card.sides)]
        if icons:
            c["icons"] = icons
    if "abilities" not in c:
        abilities = []
        for side in card.sides:
            for args in side_readings(side, card.names):
                ab = {"id": f"a{len(abilities) + 1}", "text": args["text"], **read_ability(**args, pool=idx)}
                if ftype == "identity" and side.type_code in SIDE:
                    ab["side"] = SIDE[side.type_code]
                abilities.append(ab)
        c["abilities"] = abilities


# -- validate's report: positions --------------------------------------------------------------------
def report(path: str) -> list[dict]:
    """What ``arbitro validate`` lists for a valid file: every unread part (the line of its ability,
    the character span, the words, why) and every ability whose ``effects`` differ from the reading
    of its ``text``, as ``{"kind", "line", "card", "ability", …}``."""
    from arbitro.scenario import loader
    from arbitro.scenario.errors import Limits

    with open(path, encoding="utf-8-sig") as fh:
        text = fh.read()
    root, stop = loader._compose(text, Limits())
    if root is None or stop is not None:
        return []
    reader = loader._Reader(Limits(), [], text)
    data = reader.read(root)
    if not isinstance(data, dict) or not (needs(data) or _has_text_and_effects(data)):
        return []
    notes: list = []
    resolve(data, lambda *a, **k: None, notes)

    def line_of(p: tuple) -> int | None:
        while p:
            node = reader.nodes.get(p)
            if node is not None:
                return node.start_mark.line + 1
            p = p[:-1]
        return None

    out = []
    for note in notes:
        kind, p, card, ability = note[:4]
        line = line_of(p) or line_of(("cards", p[1], "code"))
        if kind == "unread":
            u = note[4]
            out.append({"kind": "unread", "line": line, "card": card, "ability": ability, "words": u.get("words"),
                        "start": u.get("start"), "end": u.get("end"), "why": u.get("why")})
        elif kind == "respelled":
            x = note[4]
            out.append({"kind": "respelled", "line": line, "card": card, "ability": ability, "words": x.get("words"),
                        "read_as": x.get("read_as"), "start": x.get("start"), "end": x.get("end")})
        else:
            out.append({"kind": "differs", "line": line, "card": card, "ability": ability,
                        "given": note[4], "read": note[5]})
    return out


def _has_text_and_effects(data: dict) -> bool:
    for c in data.get("cards") or ():
        if isinstance(c, dict) and isinstance(c.get("abilities"), list):
            if any(isinstance(ab, dict) and ab.get("text") and "effects" in ab for ab in c["abilities"]):
                return True
    return False


def use_pool(path: str | None, lang: str = "es") -> str | None:
    """``--cards PATH``: this index, folder holding one, or MarvelCDB data folder (indexed for this
    run into a temporary folder, removed at exit) instead of the user's pool (the pool's own rules:
    ``$ARBITRO_CARDS``), for this process and its workers; the error message when it cannot be used."""
    if not path:
        return None
    from pathlib import Path

    p = Path(path).expanduser()
    if p.is_dir() and not (p / "cards.sqlite").exists() and (p / "pack").is_dir():
        import atexit
        import shutil
        import tempfile

        from arbitro.cards import CardsError
        from arbitro.cards.build import build

        folder = tempfile.mkdtemp(prefix="arbitro-cards-")
        atexit.register(shutil.rmtree, folder, True)
        try:
            build(p, Path(folder) / "cards.sqlite")
        except CardsError as exc:
            return exc.message(lang)
        os.environ["ARBITRO_CARDS"] = folder
        return None
    os.environ["ARBITRO_CARDS"] = str(p)
    return None
