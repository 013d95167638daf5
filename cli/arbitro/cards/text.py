"""Printed card text: paragraphs, their bold timing headers, the kind of each ability and the
Capacidad clauses that govern it.

A card's abilities are its paragraphs (lines) in printed order, named ``a1``, ``a2``, … (for an
identity the hero side's first, then the alter-ego side's: :func:`abilities`). A line that only
holds markup (``<hr />``) is not an ability, and a bullet line (``•``) belongs to the ability it
continues (the options of "Elige una opción:"/"Choose:").

:func:`read_paragraph` is the one place a paragraph is read. It finds the header and the kind
(for display and the clauses that govern it) and has the text reader (:mod:`arbitro.reader`) read
the paragraph whole, as a scenario's ability is read: effects, what was not read, and its status.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

# -- markup -----------------------------------------------------------------------------------------
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
_TRAIT = re.compile(r"\[\[([^\]]*)\]\]")
_ONLY_MARKUP = re.compile(r"^(?:\s|<[^>]*>)*$")
_BULLET = ("•", "·", "- ", "– ")


def plain(text: str) -> str:
    """The text without markup: tags removed, ``[[Trait]]`` as ``Trait``, icons kept as ``[energy]``."""
    return " ".join(_TRAIT.sub(r"\1", _TAG.sub("", text)).split())


def fold(text: str) -> str:
    """Lower case, no accents, single spaces: the key names are matched on."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).split())


def paragraphs(text: str | None) -> list[str]:
    """The ability paragraphs of a printed text, in order (see the module's docstring)."""
    out: list[str] = []
    for line in (text or "").replace("\r\n", "\n").split("\n"):
        line = line.strip()
        if not line or _ONLY_MARKUP.match(line):
            continue
        if out and line.startswith(_BULLET):
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out


# -- headers ----------------------------------------------------------------------------------------
# "[star] Nombre — <b>Encabezado</b> <i>(ataque)</i>:" ; the colon may sit inside the bold
_HEADER = re.compile(
    r"^(?P<lead>(?:\[[a-z_]+\]\s*)*(?:[^<\n:]{1,60}?\s[—–-]\s*)?)"
    r"<b>(?P<bold>[^<]*?)\s*(?P<inner>:)?\s*</b>\s*(?P<qual>(?:<i>[^<]*</i>\s*)?)(?P<colon>:)?\s*")
_QUALIFIER = re.compile(r"\s*\(([^)]*)\)\s*$")


def _timings() -> dict[str, str]:
    from arbitro.scenario.vocab import HEADERS, HEADERS_EN

    return {fold(h.replace("-", " ")): t for h, t in {**HEADERS_EN, **HEADERS}.items()}


_TIMING_OF: dict[str, str] | None = None


def timing_of(header: str) -> str | None:
    """The timing a printed header gives (as the scenario loader maps headers), or None if unknown.
    A trailing "(Héroe)"/"(Hero)" qualifier is not part of the header."""
    global _TIMING_OF
    if _TIMING_OF is None:
        _TIMING_OF = _timings()
    key = fold(_QUALIFIER.sub("", header).replace("-", " ")).rstrip(":. ")
    return _TIMING_OF.get(key)


# -- keywords ---------------------------------------------------------------------------------------
_N = r"\s*-?\d+(?:\s*\[per_hero\])?"
_PAREN = r"\s*\([^)]*\)"
KEYWORD_PATTERNS = (  # compiled at the first keyword line (:func:`_keywords`), not on every import
    # English
    r"toughness", r"victory" + _N, r"permanent", r"hinder" + _N, r"surge", r"guard", r"retaliate" + _N,
    r"villainous", r"quickstrike", r"setup", r"steady", r"stalwart", r"restricted", r"incite" + _N,
    r"patrol", r"alliance", r"peril", r"vulnerable", r"assault", r"overkill", r"piercing", r"ranged",
    r"teamwork" + _PAREN, r"team-up" + _PAREN, r"linked" + _PAREN, r"uses" + _PAREN,
    # Spanish
    r"dureza", r"victoria" + _N, r"permanente", r"complicaci[oó]n" + _N, r"oleada", r"guardia",
    r"represalia" + _N, r"infame", r"ataque veloz", r"inicio", r"tes[oó]n", r"firmeza", r"restringida",
    r"incitar" + _N, r"patrulla", r"alianza", r"peligro", r"asalto", r"brutalidad", r"perforante",
    r"a distancia", r"trabajo en equipo" + _PAREN, r"equipo" + _PAREN, r"enlazada" + _PAREN,
    r"usos" + _PAREN,
)
_KEYWORDS: list = []


def _keywords() -> list:
    if not _KEYWORDS:
        _KEYWORDS.extend(re.compile(p, re.IGNORECASE) for p in KEYWORD_PATTERNS)
    return _KEYWORDS
_REMINDER = re.compile(r"<i>[^<]*</i>")


def is_keyword_line(paragraph: str) -> bool:
    """Every sentence of the paragraph is a keyword ("Guardia. Victoria 1."), reminder text aside."""
    text = _TAG.sub("", _REMINDER.sub("", paragraph)).strip()
    sentences = [s.strip() for s in re.split(r"\.(?:\s+|$)", text) if s.strip()]
    return bool(sentences) and all(any(k.fullmatch(s) for k in _keywords()) for s in sentences)


# -- the clauses that govern an ability --------------------------------------------------------------
_FORCED = ("forced_action", "forced_interrupt", "forced_response", "when_revealed", "when_defeated", "when_completed")
_OPTIONAL = ("action", "hero_action", "alter_ego_action", "interrupt", "hero_interrupt", "alter_ego_interrupt",
             "response", "hero_response", "alter_ego_response", "resource")
_PRIORITY = {"forced_interrupt": "capacidad.21.3", "interrupt": "capacidad.21.4", "hero_interrupt": "capacidad.21.4",
             "alter_ego_interrupt": "capacidad.21.4", "boost": "capacidad.21.5", "when_defeated": "capacidad.21.5",
             "when_revealed": "capacidad.21.5", "forced_response": "capacidad.21.6", "response": "capacidad.21.7",
             "hero_response": "capacidad.21.7", "alter_ego_response": "capacidad.21.7"}
_CONDITION = re.compile(r"\b(si|mientras|durante|if|while|during)\b")
_MAY = re.compile(r"\b(puede|pueden|puedes|podr[aá]n?|podr[aá]s|may)\b")
PLAYER_TYPES = ("hero", "alter_ego", "ally", "event", "upgrade", "support", "resource", "player_side_scheme")


def clauses_for(kind: str, timing: str | None, body: str, type_code: str | None, quoted: bool = False) -> list[str]:
    """The Capacidad clauses that govern an ability of this kind and timing, in the rulebook's order."""
    ids: list[str] = []
    words = fold(plain(body))
    sentences = re.sub(r"\([^)]*\)", "", words)  # "(Límite de una vez por ronda.)" is a reminder
    several = len([s for s in re.split(r"[.!?](?:\s+|$)", sentences) if s.strip()]) > 1
    if kind == "keyword":
        ids += ["capacidad.9", "capacidad.21.1"]
    elif kind == "constant":
        ids += ["capacidad.7", "capacidad.9", "capacidad.11", "capacidad.12"]
        if _CONDITION.search(words):
            ids.append("capacidad.13")
        ids.append("capacidad.21.1")
    else:  # triggered (known or unknown header)
        ids += ["capacidad.7", "capacidad.15"]
        if quoted:
            ids.append("capacidad.20")
        if timing in ("setup", "start"):
            ids += ["capacidad.8", "capacidad.9"]
        elif timing in _FORCED or timing == "boost":
            ids.append("capacidad.9")
            if _MAY.search(words):
                ids.append("capacidad.9.1")
            if timing in _FORCED:
                ids.append("capacidad.18")
        elif timing in _OPTIONAL:
            ids += ["capacidad.10", "capacidad.10.1"]
            if "action" in timing or "response" in timing:
                ids.append("capacidad.17")
            if timing.startswith(("hero_", "alter_ego_")):
                ids.append("capacidad.19")
            if type_code in PLAYER_TYPES:
                ids.append("capacidad.16")
        if timing in _PRIORITY:
            ids.append(_PRIORITY[timing])
    if several and kind != "keyword":
        ids.append("capacidad.6")
    order = lambda cid: tuple(int(x) for x in cid.split(".")[1:])  # noqa: E731
    return sorted(dict.fromkeys(ids), key=order)


# -- reading ----------------------------------------------------------------------------------------
@dataclass
class Reading:
    """One paragraph as read: ``kind`` is ``triggered`` (a bold header arbitro knows), ``header``
    (a bold header it does not know), ``constant`` or ``keyword``."""

    text: str
    kind: str
    header: str | None = None
    timing: str | None = None
    qualifier: str | None = None
    name: str | None = None
    body: str = ""
    clauses: list[str] = field(default_factory=list)
    effects: list | None = None
    unread: list[dict] = field(default_factory=list)
    status: str | None = None  # the text reader's: full, part or none (None: effects not read)

    def to_dict(self) -> dict:
        return {"text": self.text, "kind": self.kind, "header": self.header, "timing": self.timing,
                "qualifier": self.qualifier, "name": self.name, "clauses": self.clauses,
                "effects": self.effects, "unread": self.unread, "status": self.status}


NOT_READ = "cards.not_read"  # the message code of what is not read yet (arbitro.render.reasons)


def names_for(own, faction_code: str | None, members) -> "Names":
    """The names a card's text may print for itself and for its player's identity
    (:class:`arbitro.reader.Names`): ``own`` its name(s) (an identity: both sides'), ``members``
    ``(type_code, name)`` of every card of its set, in the text's language. Only an identity's own
    cards (faction ``hero``) name their identity; a name the set also gives a card that is not an
    identity (a support named as its hero) is left out, since the text may mean that card.
    Issue 15: every card of the set may name the set's other cards ("Attach to Red Grump.":
    :meth:`arbitro.reader.Names.of` keeps the names it can read as one kind of card)."""
    from arbitro.reader import Names

    members = list(members)
    identity = set()
    if faction_code == "hero":
        identity = {n for t, n in members if t in ("hero", "alter_ego") and n}
        identity -= {n for t, n in members if t not in ("hero", "alter_ego")}
    own = [own] if isinstance(own, str) else list(own)
    others = sorted((n, t) for t, n in members if n and n not in own)
    return Names.of(own, sorted(identity), others)


def read_paragraph(paragraph: str, lang: str = "es", type_code: str | None = None, effects: bool = True,
                   *, names=None) -> Reading:
    """Read one paragraph: its bold header (if any), kind, the clauses that govern it, and its
    effects through the text reader, the paragraph read whole (:func:`_read_whole`)."""
    m = _HEADER.match(paragraph)
    if m and (m.group("inner") or m.group("colon")):
        bold = m.group("bold").strip()
        qual = _QUALIFIER.search(bold)
        header = _QUALIFIER.sub("", bold).strip() if qual else bold
        quoted = len(header) >= 2 and header[0] in "\"'«“" and header[-1] in "\"'»”"
        timing = "reference" if quoted else timing_of(header)
        lead = plain(m.group("lead")).strip(" —–-")
        lead = re.sub(r"^(\[[a-z_]+\]\s*)+", "", lead).strip()
        kind = "triggered" if timing else "header"
        body = paragraph[m.end():]
        reading = Reading(paragraph, kind, header=header, timing=timing,
                          qualifier=qual.group(1) if qual else None, name=lead or None, body=body)
        reading.clauses = clauses_for(kind, timing, body, type_code, quoted)
        if effects:
            reading.effects, reading.unread, reading.status = _read_whole(paragraph, lang, names)
        return reading
    kind = "keyword" if is_keyword_line(paragraph) else "constant"
    reading = Reading(paragraph, kind, body=paragraph)
    reading.clauses = clauses_for(kind, None, paragraph, type_code)
    if effects:
        reading.effects, reading.unread, reading.status = _read_whole(paragraph, lang, names)
    return reading


def _read_whole(paragraph: str, lang: str, names=None) -> tuple[list, list[dict], str]:
    """The effects and unread parts of a paragraph as the text reader reads it whole
    (:func:`arbitro.reader.read`: header, qualifier, keywords, costs, sentences), in the pool's view
    (:func:`arbitro.reader.pool_view`): the very reading a scenario gets for the same text."""
    from arbitro.reader import pool_view, read

    effects: list = []
    unread: list[dict] = []
    statuses = set()
    for r in read(paragraph, lang, names=names):
        statuses.add(r.status if not r.options else "part")  # the options are shown as not read here
        e, u = pool_view(r, lang)
        effects += e
        unread += u
    status = statuses.pop() if len(statuses) == 1 else "part"
    return effects, unread, status


def abilities(sides: list[tuple[str, str | None, str | None]], lang: str = "es",
              effects: bool = True, *, names=None) -> list[tuple[str, str, Reading]]:
    """``(id, side code, reading)`` for each paragraph of the sides ``(code, type_code, text)``, in
    order: ``a1``, ``a2``, … (``effects=False``: kinds and headers only, the text reader not run;
    ``names``: the card's and its identity's, :func:`names_for`)."""
    out: list[tuple[str, str, Reading]] = []
    for code, type_code, text in sides:
        for para in paragraphs(text):
            out.append((f"a{len(out) + 1}", code, read_paragraph(para, lang, type_code, effects, names=names)))
    return out
