"""The text reader: printed ability text (Spanish or English) -> the format's abilities.

``read(text, lang)`` gives one :class:`Reading` per ability paragraph. The work is split as the
rules split it (Capacidad): a paragraph is cut into its bold header and colon (capacidad.7/15; a
quoted header is a reference, capacidad.20), its cost before ``→``, and its sentences — the whole
text is read first and then each sentence on its own (capacidad.6). Each sentence is parsed by
the language's grammar (``es.lark``/``en.lark``, LALR, shipped as package data) and turned into
the format's effects by the shared actions (:mod:`arbitro.reader.actions`). A sentence no rule
reads is never guessed: it is listed in ``unread`` with its exact position in the text as given
and the first word no rule expected. Reminder text in parentheses is ignored, except a limit
("(Límite de una vez por ronda.)"), which is read into ``limit``.

A sentence may open with a trigger ("Después de que …,") and conditions ("si …,"), each kept as a
fact in its printed words and ending at the comma before the effect; before a cost ("Cuando …,
agota esta carta → …") they are the ability's. With ``names`` (:class:`Names`), the card's own
printed name reads as "this card" and its identity's as the acting player's identity. "ese X"
is tied to the latest earlier target of that kind, or to the trigger's subject when the trigger
names exactly one card; naming nothing read, the sentence is unread.

lark is imported here only: nothing on the query path of a scenario without text imports this
package.
"""

from __future__ import annotations

import copy
import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from arbitro.reason import Reason

LANGS = ("es", "en")
_HERE = Path(__file__).parent
_PARSERS: dict[str, object] = {}


def parser(lang: str):
    """The language's LALR parser (built once per process, and its tables cached on disk: see
    :func:`_cache_file`). A word of the grammar matches whole words only: "a" is not the start of
    "attach" (a check on every token after the lexer, :class:`_WholeWords`)."""
    if lang not in _PARSERS:
        from lark import Lark

        grammar = grammar_text(lang)
        options = dict(parser="lalr", lexer="contextual", start=["sentence", "effect_list", "limit", "keyword_line"],
                       maybe_placeholders=False, postlex=_WholeWords())
        cache = _cache_file(lang)
        if cache:
            options["cache"] = cache
        from lark.exceptions import GrammarError

        from arbitro.reader import _lalr

        _lalr.install()  # the same tables, built sooner (a cache miss only)
        try:
            _PARSERS[lang] = Lark(grammar, **options)
        except GrammarError as exc:  # a bug in arbitro's grammar, never "a sentence no rule reads"
            raise GrammarBroken(f"{lang}.lark does not build: {exc}") from None
    return _PARSERS[lang]


def grammar_text(lang: str) -> str:
    """The whole grammar of ``lang``: its base file (``es.lark``/``en.lark``) and then each family's
    rules (:mod:`arbitro.reader.families`), in name order."""
    from arbitro.reader import families

    return (_HERE / f"{lang}.lark").read_text(encoding="utf-8") + families.grammar(lang)


class GrammarBroken(RuntimeError):
    """The grammar itself does not build (a conflict between its rules): not a LarkError, so no
    reading takes it for an unread sentence."""


def _cache_file(lang: str) -> str | None:
    """Where lark keeps the built tables of a grammar: the user's cache folder
    (:func:`arbitro.rulebook.cache_dir`; ``ARBITRO_CACHE_DIR=off`` disables it). lark checks a hash
    of the grammar text, its options and its own version, so an edited grammar is rebuilt; a
    folder that cannot be made means no cache (the parser is built in memory)."""
    import os

    from arbitro.rulebook import cache_dir

    folder = cache_dir()
    if folder is None:
        return None
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError:
        return None
    return os.path.join(folder, f"reader-{lang}.lark-cache")


_CURRENT = [""]  # the text being parsed (for _WholeWords)


class _WholeWords:
    """lark's post-lexer hook: a token that ends inside a word ("a" of "attach") is refused, as the
    parser refuses a token it does not expect."""

    always_accept = ()

    def process(self, stream):
        from lark.exceptions import UnexpectedToken

        text = _CURRENT[0]
        for token in stream:
            end = token.end_pos
            if token[-1:].isalnum() and end is not None and end < len(text) and (text[end].isalnum() or text[end] in "'’"):
                raise UnexpectedToken(token, set())
            yield token


def _parse(lang: str, text: str, start: str):
    _CURRENT[0] = text
    return parser(lang).parse(text, start=start)


def examples(lang: str) -> dict[str, str]:
    """Every rule's invented example phrase (``//@ rule: phrase`` lines of the grammar)."""
    out = {}
    for line in grammar_text(lang).splitlines():
        m = re.match(r"//@ (\w+): (.+)$", line.strip())
        if m:
            out[m.group(1)] = m.group(2)
    return out


# -- the reading ------------------------------------------------------------------------------------
@dataclass
class Reading:
    """One ability as read. ``start``/``end`` index the text as given; ``unread`` entries are
    ``{"words", "start", "end", "why": Reason}``; ``clauses`` are the Capacidad clauses the reading
    relied on (so the engine can cite them)."""

    text: str
    start: int
    end: int
    kind: str  # triggered | constant | keyword | reference | header (a bold header arbitro does not know)
    header: str | None = None
    timing: str | None = None
    qualifier: str | None = None
    name: str | None = None
    cost: list = field(default_factory=list)
    effects: list = field(default_factory=list)
    trigger: str | None = None
    condition: dict | None = None
    limit: dict | None = None
    labels: list = field(default_factory=list)  # "(ataque)", "(intervención/defensa)" after the header
    play_condition: dict | None = None  # "Juega esta carta sólo si …"
    play_under: str | None = None  # issue 15 (control): «Juega esta carta poniéndola bajo el control de cualquier jugador»
    used_by: str | None = None  # issue 15 (players): «Cualquier jugador puede aplicar esta capacidad»
    used_by_traits: list = field(default_factory=list)  # issue 15 (forms): «… cuyo Alter ego tenga el rasgo [[X]] …»
    given_to: str | None = None  # issue 15 (players): «Dale esta carta al jugador inicial»
    enters_with: dict | None = None  # issue 15 (amounts): «Entra en juego con 4 contadores de Flechas»
    replaces_trigger: bool = False  # wt-i2: "cuando … vaya a …, en vez de eso …": the event is replaced
    cannot_be_canceled: bool = False  # issue 15 (flow): «este efecto no puede anularse»
    options: list = field(default_factory=list)
    options_span: tuple | None = None  # where "elige una opción: • … • …" is in the text as given
    keywords: list = field(default_factory=list)
    unread: list = field(default_factory=list)
    # words typed without their accents or «ñ» («dano», «heroe»), read as the grammar's word: {"words",
    # "read_as", "start", "end"} (positions in the text as given); the answers warn about each
    respelled: list = field(default_factory=list)
    clauses: list = field(default_factory=list)
    sentences: int = 0
    read_sentences: int = 0

    @property
    def status(self) -> str:
        """``full`` (nothing unread), ``part`` or ``none`` (nothing read)."""
        if not self.unread:
            return "full"
        return "part" if self.read_sentences or self.header and self.kind != "header" else "none"

    def _read_fields(self) -> dict:
        """The ability's fields read besides its header, cost and effects, named as the format names
        them (the trigger is its `triggered_by`), in the order both shapes print them."""
        out: dict = {}
        if self.trigger:
            out["triggered_by"] = {"fact": self.trigger}
        for key in ("condition", "limit", "labels", "play_condition", "play_under", "used_by", "used_by_traits", "given_to",
                    "enters_with"):
            if getattr(self, key):
                out[key] = getattr(self, key)
        if self.replaces_trigger:
            out["replaces_trigger"] = True
        if self.cannot_be_canceled:
            out["cannot_be_canceled"] = True
        return out

    def ability(self) -> dict:
        """The ability in the scenario format's own shape (YAML-ready: plain dicts)."""
        out: dict = {}
        if self.header:
            out["header"] = self.header
        out["timing"] = self.timing
        out.update(self._read_fields())
        if self.cost:
            out["cost"] = self.cost
        if self.keywords:
            out["keywords"] = self.keywords
        out["effects"] = self.effects
        if self.options:
            out["options"] = self.options
        return out

    def contract(self, lang: str = "es") -> dict:
        """The JSON of cards-and-text.md "Abilities read from printed text" (plus additions)."""
        from arbitro.render.reasons import render

        out = {"header": self.header, "timing": self.timing, "cost": self.cost, "effects": self.effects,
               "unread": [{**u, "why": render(u["why"], lang)} for u in self.unread]}
        out.update(self._read_fields())
        if self.keywords:
            out["keywords"] = self.keywords
        if self.options:
            out["options"] = self.options
        if self.respelled:
            out["respelled"] = self.respelled
        out["clauses"] = self.clauses
        return out


# -- markup -----------------------------------------------------------------------------------------
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
_ONLY_MARKUP = re.compile(r"^(?:\s|<[^>]*>)*$")
_BULLET = ("•", "·")
# (family play: also a dash, "— Agota …", and a hyphen with no space, "-Exhaust …", never a number, "-1 ATK")
_HYPHEN_BULLET = re.compile(r"(?m)^([ \t]*)(?:-(?=[ \t]|[^\W\d_])|[—–](?=[ \t]))")
# issue 15 (modes): "[energy] — …" lines after "…:" are the cases of the line before (a bullet each)
_ICON_LINE = re.compile(r"\[(?:energy|mental|physical|wild|crisis|acceleration|amplify|hazard)\][ \t]*[—–-][ \t]")


# family play: «Elige una opción:» / "Choose one:" ending a line, and the lines after it with no bullet: its options,
# when none of the lines after it starts an ability of its own (a bold header)
_BARE_OPTIONS = re.compile(r"(?i)(?:choose(?: one)?(?: of the following)?|elige(?: una opción| una de las siguientes opciones)?)"
                           r"\s*:(?:\s*</[a-z]+>)*[ \t]*\n")


def _bare_options(text: str, at: int = 0) -> int | None:
    """Where the bare option lines after an options intro start in ``text`` (after ``at``), or None."""
    m = _BARE_OPTIONS.search(text, at)
    if m is None:
        return None
    rest = [ln.strip() for ln in text[m.end():].split("\n") if ln.strip()]
    if len(rest) < 2 or any("<b>" in ln.lower() or ln.startswith(_BULLET) or _HYPHEN_BULLET.match(ln) for ln in rest):
        return None
    return m.end() - 1  # the newline that ends the intro's line


def _blank(s: str, spans) -> str:
    chars = list(s)
    for a, b in spans:
        chars[a:b] = " " * (b - a)
    return "".join(chars)


def _clean(s: str) -> str:
    """Lower case with markup blanked: the same length as ``s``, so positions carry over."""
    low = s.lower()
    if len(low) != len(s):
        low = "".join(ch.lower()[:1] or ch for ch in s)
    low = _HYPHEN_BULLET.sub("\\1•", low)  # "- " at a line's start is a bullet, as "•" (same length)
    bare = _bare_options(low)
    if bare is not None:  # (family play) the bare lines after «elige una opción:»: bullets (a newline becomes "•")
        low = low[:bare] + low[bare:].replace("\n", "•")
    low = re.sub(r"\n(?=[ \t]*" + _ICON_LINE.pattern + ")", "•", low)  # (modes) an icon line in a paragraph: a bullet
    low = re.sub(r"(?<=\w)\.\.(?=\s|$)", ". ", low)  # family castellano: a sentence printed with two periods ("carta..")
    return _blank(low, [m.span() for m in _TAG.finditer(low)])


def _words(s: str) -> str:
    return " ".join(_TAG.sub(" ", s).split())


def _paragraphs(text: str):
    """``(start, end)`` of each ability paragraph (lines; a bullet line continues the last one)."""
    out: list[list[int]] = []
    pos = 0
    icons = False  # (modes) the last line was an icon line joined to the paragraph before
    bare = _bare_options(text)  # (family play) where the bare option lines after «elige una opción:» start
    for line in text.split("\n"):
        a, b = pos, pos + len(line)
        pos = b + 1
        stripped = line.strip()
        if not stripped or _ONLY_MARKUP.match(line):
            continue
        a += len(line) - len(line.lstrip())
        b -= len(line) - len(line.rstrip())
        if out and (stripped.startswith(_BULLET) or _HYPHEN_BULLET.match(stripped) or bare is not None and a > bare):
            out[-1][1] = b
        elif out and _ICON_LINE.match(stripped) and (icons or _TAG.sub("", text[out[-1][0]:out[-1][1]]).rstrip().endswith(":")):
            out[-1][1] = b
            icons = True
            continue
        else:
            for cut in _inline_headers(text, a, b):  # «Uses (3 counters). <b>Interrupt</b>: …» on one line
                out.append([a, cut])
                a = cut + len(text[cut:b]) - len(text[cut:b].lstrip())
            out.append([a, b])
        icons = False
    return [(a, b) for a, b in out]


# a bold header of a known timing after a sentence's end on the same line starts another ability
_INLINE_HEADER = re.compile(r"(?<=[.)])\s+(?=(?:\[star\]\s*)?<b>\s*([^<:]{2,40}?)\s*(?::\s*</b>|</b>\s*(?:<i>\([^)]*\)</i>\s*)?:))")


def _inline_headers(text: str, a: int, b: int) -> list[int]:
    """Where a line holds more than one ability: the ends of all but the last (a sentence's end, then
    a bold header whose timing is known)."""
    cuts = []
    for m in _INLINE_HEADER.finditer(text, a, b):
        if _timing(m.group(1).strip().lower()) is not None:
            cuts.append(m.start())
    return cuts


# -- headers ----------------------------------------------------------------------------------------
# (family resources: the [star] icon may stand between an ability's name and its header, "Name — [star] Forced Response:")
_HEADER = re.compile(
    r"^\s*(?:\[[a-z_]+\]\s*)*(?:(?P<name>[\"“][^\"”\n]{1,60}[\"”]|[^:\n—–\"“«]{1,60}?)\s[—–-]\s*(?:\[star\]\s*)?)?"
    r"(?P<h>[\"“«][^\"”»:]{2,60}[\"”»]|[^:\n\"“«(]{2,60}?)\s*(?:\((?P<q>[^)]*)\))?\s*:")
_QUOTES = "\"“«”»'"


def _timing(header: str) -> str | None:
    from arbitro.cards.text import timing_of

    t = timing_of(header)
    if t is None and header.strip().endswith(("(hero)", "(alter-ego)")):
        t = timing_of(header.rsplit("(", 1)[0])
    return t


_FORCED = ("forced_action", "forced_interrupt", "forced_response", "when_revealed", "when_defeated",
           "when_completed", "boost", "setup", "start")


# -- names ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Names:
    """The names printed text may use for the card itself (``card``: "exhaust Hawk Bow", read as
    "this card") and for its player's identity (``identity``: the hero and alter-ego names of an
    identity's own set, "ready Captain Nova", read as the identity of the acting player). Plain
    tuples of strings, so a reading can be cached by ``(text, lang, names)``. Build it with
    :meth:`of`, which adds the short forms cards print (the name without a leading article)."""

    card: tuple = ()
    identity: tuple = ()
    others: tuple = ()  # issue 15: ``(name, kind)`` of the other cards of its set ("Attach to Red Grump.")
    # the identity's name comes from «Dale esta carta al jugador que lleva a X» / "Give to the X player" (one side
    # of the identity, named): set by :func:`_given_identity` only
    given: bool = False

    @classmethod
    def of(cls, card=(), identity=(), others=()) -> "Names":
        def forms(names):
            out = []
            for n in ([names] if isinstance(names, str) else names or ()):
                n = " ".join(str(n or "").split())
                if len(n) < 3:
                    continue
                out.append(n)
                m = re.match(r"(?i)(the|el|la|los|las) (.{3,})$", n)
                if m:
                    out.append(m.group(2))
            return tuple(dict.fromkeys(out))
        card_forms = _side_bases(forms(card))
        identity_forms = tuple(n for n in forms(identity) if n not in card_forms)
        return cls(card_forms, identity_forms, _other_names(others, card_forms + identity_forms))


# issue 15: a card type (MarvelCDB ``type_code``) -> the target kind a card of that type is
_TYPE_KINDS = {"villain": "villain", "minion": "minion", "main_scheme": "main_scheme", "side_scheme": "side_scheme",
               "player_side_scheme": "side_scheme", "treachery": "treachery", "attachment": "attachment",
               "environment": "environment", "obligation": "obligation", "ally": "ally", "support": "support",
               "upgrade": "upgrade", "event": "event"}


def _other_names(others, taken) -> tuple:
    """``(name, kind)`` of each other card of the set a text may name, sorted: ``others`` gives
    ``(name, type_code)`` (or a kind). Left out: a name the card or its identity already uses, a
    name two kinds of card share (the text may mean either), a name of a type that is no target
    kind (an identity, a leader: it may be a player's card of that name too), and a one-word name
    unless it is a character's (villain, minion, ally): one word such as "Speed" or "Guerra" may
    be a common word, not surely a name (and :func:`_named` leaves a word of the grammars alone)."""
    kinds: dict = {}
    others = [(" ".join(str(n or "").split()), k) for n, k in others or ()]
    printed = {n for n, _ in others}
    others += [(b, k) for n, k in others for b in _side_bases((n,))[1:]
               if b not in printed and n[:-1] + ("B" if n.endswith("A") else "A") in printed]
    for name, kind in others:
        if len(name) < 3 or name in taken:
            continue
        kinds.setdefault(name, set()).add(_TYPE_KINDS.get(kind, kind if kind in _TYPE_KINDS.values() else None))
    out = []
    for name, ks in sorted(kinds.items()):
        if len(ks) > 1 or None in ks or (" " not in name and ks - _PEOPLE):
            continue
        out.append((name, ks.pop()))
    return tuple(out)


def _side_bases(names: tuple) -> tuple:
    """(family parity) ``names`` and, for a name printed with its side's letter ("Zorbo A", a double-sided card
    in the Spanish data), the name without it, as the text prints it: not when that is a word of the grammars
    ("Plan B" is not a "plan")."""
    out = list(names)
    for n in names:
        m = re.fullmatch(r"(.{3,}) [AB]", n)
        if m and m.group(1).lower() not in _common_words():
            out.append(m.group(1))
    return tuple(dict.fromkeys(out))


_COMMON: list = []
_PEOPLE = {"villain", "minion", "ally"}  # a one-word name is read only as a character's (a proper name, not "Speed")


def fold_name(name: str) -> str:
    """A printed name as names are compared: lower case, no accents, single spaces."""
    import unicodedata

    decomposed = unicodedata.normalize("NFKD", str(name).lower())
    return " ".join("".join(ch for ch in decomposed if not unicodedata.combining(ch)).split())


def _common_words() -> set:
    """Every lower-case word the two grammars print, and the kind and keyword words (read once)."""
    if not _COMMON:
        words = set()
        for lang in LANGS:
            grammar = grammar_text(lang)
            for lit in re.findall(r'"([^"\\]+)"', grammar):
                words.update(w.lower() for w in lit.split())
        from arbitro.reader.actions import _KINDS, KEYWORDS

        for w in list(_KINDS) + list(KEYWORDS):
            words.update(w.split())
        _COMMON.append(words)
    return _COMMON[0]


_MARK = {"card": "§", "identity": "¤", "other": "¶"}  # a name blanked for the grammar (THIS_CARD, IDENTITY_NAME, OTHER_NAME)
_ARTICLE = re.compile(r"(?:\b(el|la|los|las|al) )$")


@functools.lru_cache(maxsize=1024)
def _folded(others: tuple) -> dict:
    """``{folded name: (name, kind)}`` of a set's other cards (the set's cards share one tuple)."""
    return {fold_name(n): (n, k) for n, k in others}


def _name_spans(raw: str, lowered: str, name: str, other: bool, at: int):
    """Where ``name`` is printed in ``raw`` from ``at`` on, as a whole word (not inside a word, a
    «[[…]]» trait or a hyphenated word), left to right without overlaps: as written, or for another
    card's name its first letter as written and the rest in any case ("Esfuerzo Físico" as
    "Esfuerzo físico"). ``lowered`` is ``raw.lower()``, the same length. A plain search, no pattern
    to build: a corpus prints over a thousand different names."""
    key = name.lower()
    i = lowered.find(key, at)
    while i >= 0:
        e = i + len(key)
        before = raw[i - 1] if i > 0 else " "
        after = raw[e] if e < len(raw) else " "
        if (raw[i:e] == name if not other else raw[i] == name[0]) \
                and not (before.isalnum() or before in "_[-'’") and not (after.isalnum() or after in "_-]"):
            yield i, e
            i = lowered.find(key, e)
        else:
            i = lowered.find(key, i + 1)


def _named(raw: str, clean: str, at: int, names: "Names | None", lang: str) -> str:
    """``clean`` with each printed name (as written, case and all, a whole word) from ``at`` on
    replaced by its mark, the same length (positions carry over): the card's own name by ``§…``,
    its identity's by ``¤…``. Spanish: an article before the name goes with it ("la Red Veloz"),
    "al" leaves its "a" ("al Halcón": "a §…")."""
    if not names or not (names.card or names.identity or names.others):
        return clean
    chars = list(clean)
    taken = [False] * len(clean)
    pairs = sorted([(n, "card") for n in names.card] + [(n, "identity") for n in names.identity]
                   + [(n, "other") for n, _ in names.others
                      if " " in n or n.lower() not in _common_words()],  # "Stun", "Guardia": words, not names
                   key=lambda p: -len(p[0]))  # the longest name first: "Iron Man" before "Iron"
    lowered = raw.lower()
    if len(lowered) != len(raw):  # a letter whose lower case is longer ("İ"): compare case by case
        lowered = "".join(ch.lower() if len(ch.lower()) == 1 else ch for ch in raw)
    for name, role in pairs:
        for s, e in _name_spans(raw, lowered, name, role == "other", at):
            if any(taken[s:e]):
                continue
            if lang == "es":
                art = _ARTICLE.search(clean[max(0, s - 5): s])
                if art:
                    s -= len(art.group(0))
                    if art.group(1) == "al":  # "al" is "a el": the "a" stays ("a §…")
                        chars[s + 1] = " "
                        s += 2
            for i in range(s, e):
                chars[i] = _MARK[role]
                taken[i] = True
    return "".join(chars)


_MARKS = frozenset(_MARK.values())


# -- words typed without accents --------------------------------------------------------------------
_LETTERS = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=None)
def _accented(lang: str) -> dict:
    """A word of the grammar as a keyboard without accents types it («dano», «heroe», «despues») ->
    the grammar's word («daño», «héroe», «después»): only when exactly one word of the grammar folds
    to it and it is not itself a word of the grammar («esta» is «esta», never «está»). Spanish only."""
    if lang != "es":
        return {}
    words: set = set()
    for line in grammar_text(lang).splitlines():
        if line.lstrip().startswith("//"):
            continue
        for literal in re.findall(r'"((?:[^"\\]|\\.)*)"', line):
            words.update(_LETTERS.findall(literal.lower()))
    by_fold: dict = {}
    for w in words:
        by_fold.setdefault(fold_name(w), set()).add(w)
    return {f: next(iter(ws)) for f, ws in by_fold.items() if len(ws) == 1 and f not in ws}


def _respell(clean: str, raw: str, a: int, lang: str) -> tuple:
    """``clean`` with each word typed without its accents read as the grammar's word (the same length:
    positions carry over), and the list of those words (:attr:`Reading.respelled`). A word with any
    accent or «ñ» of its own is taken as typed."""
    table = _accented(lang)
    if not table:
        return clean, []
    out = []
    chars = None
    for m in _LETTERS.finditer(clean):
        w = m.group(0)
        if not w.isascii():
            continue
        right = table.get(w)
        if right is None or len(right) != len(w):
            continue
        if chars is None:
            chars = list(clean)
        chars[m.start(): m.end()] = right
        out.append({"words": raw[m.start(): m.end()], "read_as": right, "start": a + m.start(), "end": a + m.end()})
    return ("".join(chars) if chars is not None else clean), out


# -- reading ----------------------------------------------------------------------------------------
def read(text: str, lang: str = "es", *, names: Names | None = None) -> list[Reading]:
    """Read printed ability text: one :class:`Reading` per paragraph, in order. ``names``: the
    card's own name(s) and its identity's (:class:`Names`), which the text may print."""
    if lang not in LANGS:
        raise ValueError(lang)
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    out = []
    for a, b in _paragraphs(text):
        out.append(_paragraph(text, a, b, lang, names))
        names = _given_identity(out[-1], names)
    return out


def _given_identity(r: "Reading", names: "Names | None") -> "Names | None":
    """Family play: after «Dale esta carta al jugador que lleva a Tony Stark» / "Give to the Tony Stark player" (an
    obligation), that name in the card's later paragraphs is the identity of the player who has it («Agota a Tony
    Stark»: your identity), unless the card already knows its identity's names or prints that name for itself."""
    given = r.given_to
    if not given or given == "first_player" or r.unread or (names is not None and names.identity):
        return names
    given = " ".join(given.split())
    if len(given) < 3 or names is not None and (given in names.card or any(n == given for n, _ in names.others)):
        return names
    base = names or Names()
    return Names(base.card, (given,), base.others, given=True)


def _unread(text, a, b, code, **args) -> dict:
    return {"words": _words(text[a:b]), "start": a, "end": b, "why": Reason(code, args)}


def _paragraph(text: str, a: int, b: int, lang: str, names: Names | None = None) -> Reading:
    raw = text[a:b]
    r = Reading(raw, a, b, "constant")
    clean, r.respelled = _respell(_clean(raw), raw, a, lang)
    body_at = 0
    m = _HEADER.match(clean)
    bolded = "<b>" in raw.lower()[: m.end()] if m else False
    if m:
        header = raw[m.start("h"): m.end("h")]
        header_plain = _words(header)
        quoted = header_plain[:1] in _QUOTES and header_plain[-1:] in _QUOTES
        timing = "reference" if quoted else _timing(_words(clean[m.start("h"): m.end("h")]))
        if timing or bolded:
            r.header = header_plain.strip()
            r.qualifier = _words(raw[m.start("q"): m.end("q")]) if m.group("q") else None
            if r.qualifier:
                _qualifier(r, text, a + m.start("q"), a + m.end("q"))
            r.name = _words(raw[m.start("name"): m.end("name")]) or None if m.group("name") else None
            r.timing = timing
            body_at = m.end()
            if quoted:
                r.kind = "reference"
                r.clauses += ["capacidad.7", "capacidad.15", "capacidad.20"]
            elif timing:
                r.kind = "triggered"
                r.clauses += ["capacidad.7", "capacidad.15"]
            else:
                r.kind = "header"
                r.unread.append(_unread(text, a + m.start("h"), a + m.end("h"), "reader.unknown_header",
                                        header=r.header))
    if r.kind == "constant":
        kw = _keywords(clean, lang)
        if kw is not None:
            r.kind, r.timing, r.keywords = "keyword", "keyword", kw
            r.clauses += ["capacidad.9"]
            return r
        r.timing = "constant"
        r.clauses += ["capacidad.7", "capacidad.9", "capacidad.11", "capacidad.12"]
    _body(r, text, a, clean, body_at, lang, names)
    order = lambda cid: tuple(int(x) for x in cid.split(".")[1:])  # noqa: E731
    r.clauses = sorted(dict.fromkeys(r.clauses), key=order)
    return r


# "(Héroe)"/"(Alter ego)" after a header: the ability applies in that form only (a condition on every
# effect); "(ataque)", "(intervención)", "(defensa)" and their pairs: the ability's type labels, kept as
# data. Any other qualifier is not read.
_FORM_QUALIFIERS = {"hero": "hero", "héroe": "hero", "alter-ego": "alter_ego", "alter ego": "alter_ego",
                    "alter_ego": "alter_ego"}
_LABELS = {"attack": "attack", "thwart": "thwart", "defense": "defense", "ataque": "attack",
           "intervención": "thwart", "defensa": "defense"}


def _qualifier(r: Reading, text: str, s: int, e: int) -> None:
    q = r.qualifier.lower().strip()
    labels = [_LABELS.get(x.strip()) for x in q.split("/")]
    if q in _FORM_QUALIFIERS:
        r.condition = {"form": _FORM_QUALIFIERS[q]}
    elif all(labels):
        r.labels = labels
    else:
        r.unread.append(_unread(text, s, e, "reader.qualifier", qualifier=r.qualifier))


def _keywords(clean: str, lang: str):
    from lark.exceptions import LarkError

    # issue 15 (wt-c2): the parenthesis of "Uses (3 … counters)" / «Usos (3 contadores de …)» is the keyword's
    body = _blank(clean, [m.span() for m in re.finditer(r"\([^)]*\)", clean)
                          if not re.search(r"\b(?:uses|usos)\s*$", clean[: m.start()])]).strip()
    body = re.sub(r"[()]", r" \g<0> ", body)  # (a word ends before ")")
    if not body:
        return None
    try:
        tree = _parse(lang, body, "keyword_line")
    except LarkError:
        return None
    return _actions().transform(tree)


_ACTIONS = None


def _actions(shown: str | None = None):
    """The shared actions; ``shown``: the sentence as printed, where the parsed one has names
    marked (a fact is given in the printed words)."""
    global _ACTIONS
    if _ACTIONS is None:
        from arbitro.reader.actions import Actions

        _ACTIONS = Actions()
    _ACTIONS.shown = shown
    return _ACTIONS


# a parenthesis that changes what the ability does (a replacement, an expert-mode variant) is not reminder text
_RULE_IN_PARENS = re.compile(r"\b(instead|en vez de|en su lugar|expert mode|modo experto)\b")
# issue 15: "(4 damage instead if …)" / "(4 de Daño si …)": the effect before it with another amount
_OTHER_AMOUNT = {
    "en": re.compile(r"^(?P<n>\d+)\s*(?P<ph>\[per_hero\])?\s*(?P<unit>damage|threat)?\s+instead\s+"
                     r"(?:if\s+(?P<fact>[^()]+?)|(?P<expert>in expert mode))\s*\.?$"),
    "es": re.compile(r"^(?:en su lugar\s+)?(?P<n>\d+)\s*(?P<ph>\[per_hero\])?\s*(?:de\s+(?P<unit>daño|amenaza))?\s+"
                     r"(?:si\s+(?P<fact>[^()]+?)|(?P<expert>en modo experto))\s*\.?$"),
}
_UNIT_VERBS = {"damage": ("deal_damage", "take_damage", "heal", "prevent"), "daño": ("deal_damage", "take_damage", "heal", "prevent"),
               "threat": ("place_threat", "remove_threat"), "amenaza": ("place_threat", "remove_threat"),
               None: ("deal_damage", "take_damage", "heal", "prevent", "place_threat", "remove_threat", "draw")}


_TOKENS = {"damage": "damage", "daño": "damage", "threat": "threat", "amenaza": "threat"}  # family icons2: what a
# move_tokens moves, for the unit a «(N de daño si …)» names


def _other_amount(inner: str, lang: str):
    m = _OTHER_AMOUNT[lang].match(" ".join(inner.split()))
    if m is None:
        return None
    fact = "expert_mode" if m.group("expert") else m.group("fact")
    return int(m.group("n")), bool(m.group("ph")), m.group("unit"), fact


def _replace_amount(effects: list, other) -> bool:
    """Give the sentence's last effect with a number amount the other amount as ``instead`` under the
    parenthesis' condition; False when no effect of the sentence takes it (then it stays unread)."""
    n, per_hero, unit, fact = other
    for eff in reversed(effects):
        moved = eff.get("verb") == "move_tokens" and eff.get("tokens") == _TOKENS.get(unit)  # family icons2: «traslada
        # 1 de daño … (2 de daño si …)»: the tokens moved, of the unit the parenthesis names
        if isinstance(eff.get("amount"), int) and (eff["verb"] in _UNIT_VERBS[unit] or moved):
            if "condition" in eff or "instead" in eff or "otherwise" in eff or eff.get("per_hero", False) != per_hero:
                return False
            if "of" in (eff.get("target") or {}):  # a target shared with another effect: not copied
                return False
            if any(e is not eff and e["verb"] == eff["verb"] and e.get("amount") == eff["amount"] for e in effects):
                return False  # issue 15 (players): one printed amount split over two effects: which ones it replaces is not read
            alt = {k: v for k, v in eff.items() if k != "optional"}
            alt["amount"] = n
            eff["condition"] = {"fact": fact}
            eff["instead"] = [alt]
            return True
    return False


# issue 15 (a hook for the families): a parenthesis that changes the amount of the effect before it ("(to a
# maximum of 3)"): each hook takes the words inside (lower-cased; and as printed, names unmarked: a fact's words)
# and the language and gives None, or a function
# of the sentence's effects that changes them (True) or finds none to change (False: the parenthesis is unread)
PAREN_HOOKS: list = []

# a parenthesis that changes the effect ("(top 3 cards instead if …)", "(2 de daño si …)"): not reminder text
_PAREN_CONDITION = re.compile(r"\b(si|if|instead|en su lugar|en vez|unless|salvo|a menos)\b")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|•")


def _body(r: Reading, text: str, a: int, clean: str, at: int, lang: str, names: Names | None = None) -> None:
    from lark.exceptions import LarkError

    shown = clean  # the words as printed (a fact keeps the names the marks stand for)
    clean = _named(text[a: a + len(clean)], clean, at, names, lang)
    if r.respelled:  # a word of a card's name is the name, not a word respelled
        r.respelled = [x for x in r.respelled if clean[x["start"] - a] not in _MARKS]
    _actions().others = _folded(names.others) if names else {}  # issue 15: OTHER_NAME
    _actions().ability_state = {}  # issue 15 (zones): what an earlier sentence of this ability did (a look at cards)

    # text in parentheses: a limit is read, and another amount ("(4 de daño si …)") goes to the effect
    # before it; reminder text (in italics, or a known reminder) is ignored; anything else is part of the
    # ability ("([[CENTINELA]])", "(3 en su lugar en modo experto)") and is not read here
    spans = []
    replacements: list = []  # (start, end, (amount, per_hero, unit, fact)) of each "(N … instead if …)"
    italic = _italic(text[a: a + len(clean)])
    for s, e in _parentheses(clean, at):
        if re.search(r"(?i)\b(?:uses|usos)\s*$", clean[at: s]):  # (family counters) "Uses (3 … counters)": the keyword's own
            continue  # parenthesis, read with its sentence (as _keywords does when the keyword is alone)
        inner = " ".join(clean[s + 1: e - 1].split())
        try:
            r.limit = _actions().transform(_parse(lang, inner, "limit"))
        except LarkError:
            other = _other_amount(" ".join(shown[s + 1: e - 1].split()), lang)  # a fact in the printed words
            printed = " ".join(shown[s + 1: e - 1].split())
            hooked = None if other is not None else next((f for f in (h(inner.lower(), printed, lang) for h in PAREN_HOOKS) if f), None)
            if other is not None:  # issue 15: "(4 damage instead if …)": the effect before it, replaced
                replacements.append((s, e, other))
            elif hooked is not None:  # a family's parenthesis on the effect before it (PAREN_HOOKS)
                replacements.append((s, e, hooked))
            elif _RULE_IN_PARENS.search(inner):  # "(3 instead in expert mode)" is a rule, not a reminder
                r.unread.append(_unread(text, a + s, a + e, "reader.rule_in_parentheses"))
            elif _PAREN_CONDITION.search(inner):  # "(2 cards if …)": a condition, even in italics
                r.unread.append(_unread(text, a + s, a + e, "reader.parenthesis_condition",
                                        word=_PAREN_CONDITION.search(inner).group(0)))
            elif not (all(italic[i] for i in range(s, e) if clean[i].isalnum()) or _REMINDER[lang].match(inner)):
                r.unread.append(_unread(text, a + s, a + e, "reader.parenthesis"))
        spans.append((s, e))
    clean = _blank(clean, spans)
    arrow = clean.find("→", at)
    if arrow >= 0 and "•" in clean[at:arrow]:  # (modes) «elige: • A → B • C»: an option's own cost, which an option
        arrow = -1  # cannot hold (not the ability's cost: that sentence stays unread)
    from arbitro.reader.families.play2 import play2_cost_from_start

    parts = []
    if arrow >= 0:  # the cost is the words before "→" in its own sentence
        before = _sentences(clean, at, arrow)
        cost_at = before[-1][0] if before else at
        if cost_at > at and play2_cost_from_start(lang, clean[cost_at:arrow]):  # family play2: every sentence
            cost_at = at  # before "→" is the cost when its last one puts into play «that minion» an earlier one took
        if cost_at > at:
            parts.append(("effects", at, cost_at))
        parts.append(("cost", cost_at, arrow))
        at = arrow + 1
    parts.append(("effects", at, len(clean)))
    forced = r.timing in _FORCED or r.kind == "constant"
    bullets: list[int] = []  # after "elige una opción:", where each option's bullet is
    pending: list = []  # (target, start, end) of each «choose …» no later effect has used yet
    previous_read = False
    last_n = 0  # issue 15 (flow): how many effects the sentence read last gave
    either = False  # issue 15 (wt-v): the ability's options come from «elige entre A o B»
    branch_found = False  # family deckops: an otherwise branch found a card (a later «that X» / «it» is not tied)
    cases = None  # issue 15 (modes): «si eres: • A, … • B, …», the cases after the intro (families.modes.Cases)
    cost_either = None  # family resources: the branches of «gasta A o bien B» before the arrow, and where it is
    for part, s, e in parts:
        cut = _sentences(clean, s, e)
        for i, (ss, se) in enumerate(cut):
            upto = cut[i + 1][0] if i + 1 < len(cut) else e  # a parenthesis belongs to the sentence it ends
            r.sentences += 1
            chunk = clean[ss:se]
            case = cases.enter(chunk, ss, clean, shown) if cases is not None else None  # (modes) a bullet's case
            if case is not None and case[0] != "parse":
                if case[0] == "unread":
                    r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                    previous_read = False
                else:  # "all of the above"
                    r.read_sentences += 1
                    r.effects += case[1]
                    previous_read = True
                continue
            chunk = case[1] if case is not None else chunk
            if names is not None and names.given and _MARK["identity"] in _IF_YOU_ARE.sub("", chunk):
                # «Agota a X» after «Dale esta carta al jugador que lleva a X»: X is one side of that player's
                # identity, so it is their identity only while it shows that side (a form the format's «your
                # identity» does not require): not read. «si eres X» / "if you are X" is that form's own check
                r.unread.append(_unread(text, a + ss, a + se, "reader.given_identity_side"))
                previous_read = False
                continue
            if r.timing == "boost" and _BOOST_THIS_ENEMY.search(chunk):
                # a boost card's «este enemigo» / "this enemy" is the enemy activating, not the boost card: the
                # format's this (the card itself) would be wrong, and it has no word for the activating enemy
                r.unread.append(_unread(text, a + ss, a + se, "reader.boost_this_enemy"))
                previous_read = False
                continue
            option_cost = None
            if "→" in chunk and bullets and ss > bullets[0] and case is None:
                # family play: «• Gasta un recurso [energy] → inflige …»: an option's first sentence, its words before
                # "→" what choosing it costs (the option's cost); elsewhere in an option an arrow is not read
                option_cost = _option_cost(lang, chunk, shown[ss:se], clean, ss, bullets)
                if option_cost is None:
                    r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                    previous_read = False
                    continue
                k = chunk.index("→")
                chunk = " " * (k + 1) + chunk[k + 1:]  # (the same length: positions carry over)
            try:
                tree = _parse(lang, chunk, "sentence")
                got = _actions(shown[ss:se]).transform(tree)  # an action may refuse a parse the format cannot hold
            except LarkError as exc:
                word, at = _failed_word(chunk, exc)
                u = _unread(text, a + ss, a + se, "reader.not_understood", word=word)
                u["at"] = a + ss + at  # where the first word no rule expected begins
                r.unread.append(u)
                previous_read = False
                continue
            leads = got["leads"]
            if leads and leads[-1][0] == "cases":  # issue 15 (modes): the intro of «si eres: • A, … • B, …»
                from arbitro.reader.families.modes import Cases

                cases = Cases.begin(r, leads, got["effects"], part, bullets, clean, se, into_for(r, bullets, ss))
                if cases is None:
                    r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                    previous_read = False
                    continue
                r.read_sentences += 1
                previous_read = True
                continue
            # wt-i2: «después de …, elige: • …»: a trigger (no condition: it would have no effect to go to) before a choice
            chooses = len(leads) > 1 and leads[-1][0] == "options" and all(x[0] == "trigger" for x in leads[:-1])
            if len(leads) > 1 and not chooses and any(x[0] not in ("trigger", "condition") for x in leads) or part == "cost" and any(
                    x[0] not in ("trigger", "condition") for x in leads):
                # only a trigger and conditions stack before an effect ("after …, if …, …") or a cost
                r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                previous_read = False
                continue
            got["effects"] = _use_choices(pending, got["effects"])  # «choose an enemy → … that enemy»
            if branch_found and any((e.get("target") or {}).get("select") in ("that", "it") and "of" not in e["target"]
                                    for e in got["effects"]):  # family deckops: the card an otherwise branch found,
                r.unread.append(_unread(text, a + ss, a + se, "reader.no_antecedent"))  # or one before it: not said
                previous_read = False
                continue
            if part == "effects" and not pending and r.trigger is None:  # issue 15 (flow): «… Zorbo …. He activates …»
                from arbitro.reader.families.flow import sole_referent

                got["effects"] = sole_referent(into_for(r, bullets, ss), got["effects"], leads)
                from arbitro.reader.families.stats2 import stats2_identity_referent  # family stats2: «… your hero. He …»

                got["effects"] = stats2_identity_referent(into_for(r, bullets, ss), got["effects"], leads)
            if part == "effects":  # family stats2: «when Zorbo (your identity) would be defeated, set his …»
                from arbitro.reader.families.stats2 import stats2_identity_trigger

                got["effects"] = stats2_identity_trigger(into_for(r, bullets, ss), got["effects"], leads, r.trigger, lang,
                                                         names)
            cost_before = r.cost if part == "cost" and r.cost and play2_cost_from_start(lang, chunk) else []  # family play2
            resolved = _anaphora(into_for(r, bullets, ss) if part == "effects" else cost_before, got["effects"], leads, r.trigger,
                                 lang, subject_this=_subject_this(chunk, lang))
            if resolved is not None and cost_before:  # family play2: «that minion» an earlier sentence of the cost took
                from arbitro.reader.families.play2 import play2_cost_refs_ok

                resolved = resolved if play2_cost_refs_ok(cost_before, resolved) else None
            if resolved is None or part == "cost" and any((e.get("target") or {}).get("select") == "that"
                                                          and not cost_before for e in resolved) \
                    or any(((e.get("target") or {}).get(k) or {}).get("select") == "that" for e in resolved for k in _PLAYER_FILTERS):
                r.unread.append(_unread(text, a + ss, a + se, "reader.no_antecedent"))
                previous_read = False
                continue
            if lang == "es" and part == "effects" and _third_person_you(into_for(r, bullets, ss), resolved, chunk):
                r.unread.append(_unread(text, a + ss, a + se, "reader.subject_unclear"))
                previous_read = False
                continue
            resolved = _roles(resolved, leads, r, lang)  # issue 15 (wt-v): "the attacking enemy"
            if resolved is None:
                r.unread.append(_unread(text, a + ss, a + se, "reader.no_antecedent"))
                previous_read = False
                continue
            got["effects"], choices = _drop_choices(resolved)
            if choices and (any(x[0] != "trigger" for x in leads) or any(set(c) - {"verb", "target"} for c in choices)):
                # «if …, choose an enemy»: a condition on a choice whose effect comes later is not held here
                r.unread.append(_unread(text, a + ss, a + se, "reader.choice_unused"))
                previous_read = False
                continue
            pending += [(c, ss, se) for c in choices]
            if part == "cost" and any(eff["verb"] == _EITHER for eff in got["effects"]):  # a choice as a cost: not held
                if len(got["effects"]) == 1 and not leads and not r.cost and cost_either is None and not bullets and all(
                        e["verb"] == "spend_resources" for branch in got["effects"][0]["options"] for e in branch):
                    # family resources: «gasta A o bien B → …» alone before the arrow: one option per cost (at the end)
                    cost_either = (got["effects"][0]["options"], ss, se)
                    r.read_sentences += 1
                    previous_read = True
                    continue
                r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                previous_read = False
                continue
            if part == "cost":  # "when …, exhaust this card → …": the clause before the cost is the ability's
                for lead in leads:
                    if lead[0] == "trigger":
                        r.trigger = lead[1] if r.trigger is None else f"{r.trigger}; {lead[1]}"
                    else:
                        cond = {"fact": lead[2]}
                        r.condition = cond if r.condition is None else {"all": [r.condition, cond]}
                r.read_sentences += 1
                r.cost += got["effects"]
                previous_read = True
                continue
            if (r.trigger is not None or into_for(r, bullets, ss)) and any(x[0] == "trigger" for x in leads):
                # (issue 15, wt-v: also after effects already read: «the villain attacks you. After that attack
                # ends, …» is a delayed effect, not the ability's trigger)
                # «… it gets +3 ATK for that attack. After that attack resolves, discard that ally.»: a second
                # trigger is when a later effect happens (a delayed effect), not the ability's trigger
                r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                previous_read = False
                continue
            effects = got["effects"]
            if part == "effects":  # issue 15 (flow): «If X, discard … until a minion is discarded. Put that minion …»
                from arbitro.reader.families.flow import carried_condition

                effects = carried_condition(into_for(r, bullets, ss), effects, leads)
            for rs, re_, other in [x for x in replacements if ss <= x[0] < upto]:
                replacements.remove((rs, re_, other))
                if not (other(effects) if callable(other) else _replace_amount(effects, other)):
                    r.unread.append(_unread(text, a + rs, a + re_, "reader.rule_in_parentheses"))
            if got.get("instead"):  # wt-i2: «en vez de eso» / «instead»: what it replaces, or unread
                how = _instead(r, got, leads, part, bullets, previous_read, into_for(r, bullets, ss), lang)
                if how is None:
                    r.unread.append(_unread(text, a + ss, a + se, "reader.instead_unclear"))
                    previous_read = False
                    continue
                if how == "after_cancel":  # (family forms) the effects that follow the cancel: read as they are
                    how = None
                elif how == "effect":  # «… . Si X, en vez de eso …»: the effect before, replaced when X holds
                    before = into_for(r, bullets, ss)
                    before[-1] = {**before[-1], "condition": {"fact": leads[0][2]}, "instead": effects}
                    r.read_sentences += 1
                    previous_read = True
                    continue
                else:
                    r.replaces_trigger = True  # «cuando … vaya a …, en vez de eso …»: the event is replaced
                if how == "trigger_if":  # the condition is the ability's: no effect and no replacement without it
                    r.condition = {"fact": leads[1][2]}
                    leads = leads[:1]
            for lead in leads[:-1]:  # the trigger (and conditions) before the last lead
                if lead[0] == "trigger":
                    r.trigger = lead[1] if r.trigger is None else f"{r.trigger}; {lead[1]}"
                else:
                    effects = [_with_condition(eff, {"fact": lead[2]}) for eff in effects]
            lead = leads[-1] if leads else None
            into = r.effects  # where this sentence's effects go: the ability's, or an option's
            if bullets and ss > bullets[0]:
                into = r.options[sum(1 for b in bullets if b < ss) - 1]["effects"]
            if lead and lead[0] == "options":
                bullets = [i for i in range(se, len(clean)) if clean[i] == "•"]
                if not bullets:  # "elige una opción:" with no bullet after it: nothing to choose from
                    r.unread.append(_unread(text, a + ss, a + se, "reader.no_options"))
                    previous_read = False
                    continue
                r.options = [{"effects": []} for _ in bullets]
                r.options_span = (a + ss, a + len(clean.rstrip()))
            elif lead and lead[0] == "limit":
                r.limit = lead[1]
            elif lead and lead[0] == "play_under":  # issue 15 (control): who controls the card once played
                r.play_under = lead[1]
            elif lead and lead[0] == "enters_with":  # issue 15 (amounts): the counters the card enters play with
                if r.kind != "constant" or into is not r.effects or r.enters_with is not None:
                    r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                    previous_read = False
                    continue
                r.enters_with = lead[1]
            elif lead and lead[0] == "used_by":  # issue 15 (players): who may use this (triggered) ability
                if r.kind != "triggered" or into is not r.effects:  # alone, or inside an option: not this ability's
                    r.unread.append(_unread(text, a + ss, a + se, "reader.used_by_alone"))
                    previous_read = False
                    continue
                r.used_by = lead[1]
                if isinstance(lead[1], tuple):  # issue 15 (forms): any player whose identity has a trait
                    r.used_by, r.used_by_traits = lead[1][0], list(lead[1][1])
            elif lead and lead[0] == "cannot_be_canceled":  # issue 15 (flow): «this effect cannot be canceled»
                if not (previous_read and into):  # after no effect read: which effect it is is not known
                    r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                    continue
                r.cannot_be_canceled = True
            elif lead and lead[0] == "given_to":  # issue 15 (players): the player the card is given to
                printed = text[a + ss: a + se]  # the name as printed (the parsed words are lower-cased)
                at_name = printed.lower().find(lead[1]) if lead[1] != "first_player" else -1
                r.given_to = printed[at_name: at_name + len(lead[1])] if at_name >= 0 else lead[1]
            elif lead and lead[0] == "play_condition":  # a condition on playing the card, not on this ability
                cond = lead[1] if isinstance(lead[1], dict) else {"fact": lead[1]}  # (modes: «Sólo identidad de Héroe»: a form)
                r.play_condition = cond if r.play_condition is None else {"all": [r.play_condition, cond]}
            elif lead and lead[0] == "otherwise":  # "de no ser así": the other branch of the effect before
                from arbitro.reader.families.flow import finds_card, otherwise_possible

                from arbitro.reader.families.deckops import finds_own_card

                own = finds_own_card(effects)  # family deckops: «Otherwise, search … and reveal it»: the branch's own
                # search and what is done with the card it finds, numbered in the branch (its effect list)
                if previous_read and into and not own and (_found_in(effects) or finds_card(effects)):  # issue 15 (wt-n)
                    # (flow: «Otherwise, discard … until a minion is discarded. Put that minion …»: a later «that
                    # minion» would name an effect outside the branch)
                    r.unread.append(_unread(text, a + ss, a + se, "reader.no_antecedent"))
                    previous_read = False
                    continue
                # (its condition's; after an effect with no condition it means "if that could not be done",
                # which the format cannot say: not read)
                if previous_read and into and not into[-1].get("condition") and r.kind == "constant" \
                        and r.condition is not None and len(into) == 1 and "capacidad.13" in r.clauses \
                        and lead[1:] != ("possible",):  # (issue 15, flow: not «if you cannot»)
                    # «Si X, A. De no ser así, B.» with no header: the «si» was taken as the ability's;
                    # with an «otherwise» it is the effect's own condition
                    into[-1]["condition"], r.condition = r.condition, None
                    r.clauses.remove("capacidad.13")
                if not (previous_read and into):
                    r.unread.append(_unread(text, a + ss, a + se, "reader.otherwise_alone"))
                    previous_read = False
                    continue
                if previous_read and into and _attach_named(into[-1]) and lead[1:] != ("possible",):  # family play: «Attach to Ahab. Otherwise, attach
                    # to the villain.»: otherwise = when it cannot be attached there, as that card is not in play
                    into[-1] = {**into[-1], "condition": {"in_play": copy.deepcopy(into[-1]["target"])}}
                at = otherwise_possible(r, into, last_n)  # issue 15 (flow): «A. De no ser posible, B.»: A if it can be done
                if at is not None:
                    into[at]["condition"] = {"possible": True}
                at = -1 if at is None else at
                if "condition" not in into[at] or "instead" in into[at] or lead[1:] == ("possible",) and \
                        into[at]["condition"] != {"possible": True}:  # (wt-i2) the format's otherwise is
                    # the other branch of a condition: after an effect with none, what «otherwise» means is not read
                    r.unread.append(_unread(text, a + ss, a + se, "reader.otherwise_no_condition"))
                    previous_read = False
                    continue
                if own:
                    _anchor(effects, len(into[at].get("otherwise", [])))
                    branch_found = True
                into[at]["otherwise"] = into[at].get("otherwise", []) + effects
                effects = []
            elif lead and lead[0] == "delayed" and r.trigger is None and not r.effects and into is r.effects \
                    and ("interrupt" in (r.timing or "") or "response" in (r.timing or "")):
                # «Interrupción obligada: al final de la ronda, …»: the time is the interrupt's (response's)
                # trigger, not a delayed effect (capacidad.7: its bold header says when it is used)
                r.trigger = " ".join(_words(chunk).split(",")[0].split())
            elif lead and lead[0] in ("duration", "delayed"):  # issue 15: "hasta el final de…", "al final de…"
                effects = [{**eff, lead[0]: lead[1]} for eff in effects]
            elif lead and lead[0] == "trigger":
                r.trigger = lead[1] if r.trigger is None else f"{r.trigger}; {lead[1]}"
            elif lead and lead[0] == "condition":
                cond = {"fact": lead[2]}
                if r.kind == "constant" and not r.effects:
                    r.condition = cond
                    r.clauses.append("capacidad.13")
                else:
                    effects = [_with_condition(eff, cond) for eff in effects]
            if any(eff["verb"] == _EITHER for eff in effects) or either:  # issue 15 (wt-v): «elige entre A o B»
                effects = _either(r, effects, either, bullets)
                if effects is None:
                    r.unread.append(_unread(text, a + ss, a + se, "reader.not_understood", word=_words(chunk).split()[0]))
                    previous_read = False
                    continue
                if not either:
                    either = True
                    r.options_span = (a + s, a + len(clean.rstrip()))
            if any(e.get("duration") == "this_activation" for e in effects) \
                    and any(e["verb"] == "activate" and e.get("delayed") for e in into):
                # «después de esta activación, X se activa … para esta activación»: which activation it
                # means (this one, or the one the ability makes) is not said the same way in every printing
                r.unread.append(_unread(text, a + ss, a + se, "reader.no_antecedent"))
                previous_read = False
                continue
            if _other_ambiguous(effects, into, r, lang):  # «… a un enemigo. … a otro enemigo.»: other than that one
                r.unread.append(_unread(text, a + ss, a + se, "reader.no_antecedent"))
                previous_read = False
                continue
            r.read_sentences += 1
            previous_read = True
            if any(eff.get("optional") for eff in effects) and forced:
                r.clauses += ["capacidad.9", "capacidad.9.1"]
            _anchor(effects, len(into))
            if cases is not None:  # (modes) the effects of a bullet happen in its case
                effects = cases.effects(effects, ss)
            into += effects
            last_n = len(effects)
            if option_cost is not None:  # family play: the option's own cost
                r.options[sum(1 for b in bullets if b < ss) - 1]["cost"] = option_cost
    if cost_either is not None:  # family resources: each cost of «A o bien B → …» is an option with the ability's effects
        branches, cs, ce = cost_either
        if r.options or not r.effects or r.cost or r.condition is not None:
            r.unread.append(_unread(text, a + cs, a + ce, "reader.not_understood", word=_words(clean[cs:ce]).split()[0]))
        else:
            r.options = [{"cost": branch, "effects": _copied(r.effects)} for branch in branches]
            r.effects = []
            r.options_span = (a + cs, a + len(clean.rstrip()))
    for _, cs, ce in pending:  # a choice no later effect acts on: what it is for was not read
        r.unread.append(_unread(text, a + cs, a + ce, "reader.choice_unused"))
    if r.options and any(not o["effects"] for o in r.options):  # an option with nothing read: the choice is not read
        os_, oe = r.options_span
        r.unread = [u for u in r.unread if not os_ <= u["start"] < oe]
        r.unread.append(_unread(text, os_, oe, "reader.option_unread"))
        r.options, r.options_span = [], None
    elif r.options and r.effects:  # what comes before «elige una opción» is done whichever option is chosen
        shared = r.effects
        r.options = [{**o, "effects": _copied(shared) + _shifted(o["effects"], len(shared))} for o in r.options]
        r.effects = []
    for rs, re_, _ in replacements:  # in a sentence that was not read, or in the cost
        r.unread.append(_unread(text, a + rs, a + re_, "reader.rule_in_parentheses"))
    if r.kind == "triggered" and not r.sentences and not r.unread:  # a header with nothing after it
        r.unread.append(_unread(text, a, a + len(clean.rstrip()), "reader.empty_body"))
    if r.sentences > 1:
        r.clauses.append("capacidad.6")
    if r.timing in _FORCED:
        r.clauses.append("capacidad.9")


def _attach_named(eff: dict) -> bool:
    """Family play: an attach to one card of the set named in the text, with no condition, no instead nor otherwise yet
    (what «otherwise» after it means: that card is not in play)."""
    t = eff.get("target") or {}
    return (eff.get("verb") == "attach" and t.get("select") == "a" and "name" in t
            and not {"condition", "instead", "otherwise"} & set(eff))


def _option_cost(lang: str, chunk: str, shown: str, clean: str, ss: int, bullets: list) -> list | None:
    """Family play: the cost of an option whose first sentence is «A → B» (the effects A reads to), or None when
    the arrow is not in the option's first sentence, A has a lead (a trigger, a condition), names a card by a
    pronoun or a choice, or is not read."""
    from lark.exceptions import LarkError

    last = max(b for b in bullets if b < ss)
    if clean[last + 1: ss].strip() or chunk.count("→") != 1:
        return None
    k = chunk.index("→")
    try:
        got = _actions(shown[:k] + " " * (len(shown) - k)).transform(_parse(lang, chunk[:k] + " " * (len(chunk) - k),
                                                                           "sentence"))
    except LarkError:
        return None
    effects = got["effects"]
    if got["leads"] or not effects or got.get("instead"):
        return None
    for e in effects:
        t = e.get("target") or {}
        if e["verb"].startswith("_") or t.get("select") in ("that", "it", "same") or e.get("optional"):
            return None
    return effects


_ROLE_VERB = re.compile(r"\b(attack|activat|ata[cq]|activ)")


# issue 15 (a hook for the families): "the attacking enemy" the trigger does not name: each hook takes the target (without
# its role), the role ("attacking" / "activating"), the trigger's facts, the reading and the language, and gives the
# target read, or None
ROLE_HOOKS: list = []


def _roles(effects: list, leads: list, r: Reading, lang: str) -> list | None:
    """Issue 15 (wt-v): "the attacking/activating enemy" («el enemigo atacante/activado») is the trigger's
    subject (``{select: trigger}``) when the ability's one trigger names one card, of a kind it covers, as
    the subject of an attack or an activation ("when an enemy attacks you"), or, in a boost ability with
    no trigger, the enemy activating; None (unread) otherwise."""
    if not any("_role" in (e.get("target") or {}) for e in effects):
        return effects
    facts = [x[1] for x in leads if x[0] == "trigger"] + ([r.trigger] if r.trigger else [])
    out = []
    for e in effects:
        t = e.get("target") or {}
        if "_role" in t:
            role = t["_role"]
            t = {k: v for k, v in t.items() if k != "_role"}
            if not facts:
                ok = r.timing == "boost" and _covers("enemy", t["kind"])
            else:
                named = _kinds_named(facts[0], lang) if len(facts) == 1 else []
                ok = (len(named) == 1 and _covers(t["kind"], named[0]) and bool(_IT_SUBJECT.match(facts[0]))
                      and bool(_ROLE_VERB.search(facts[0])))
            if not ok:  # issue 15 (a hook for the families): another reading of the role (ROLE_HOOKS)
                t = next((x for x in (h(t, role, facts, r, lang) for h in ROLE_HOOKS) if x is not None), None)
                if t is None:
                    return None
            e = {**e, "target": t}
        out.append(e)
    return out


_EITHER = "_either"  # arbitro.reader.actions.EITHER (not imported here: lark stays off the module's import)


def _either(r: Reading, effects: list, either: bool, bullets: list):
    """Issue 15 (wt-v): «elige entre A o B» / "either A or B" makes the ability's options, one per branch,
    each with the effects the ability has before it (and, once ``either``, each later sentence's effects
    are added to every option). Returns the effects left for the ability's own list (none), or None when
    the choice cannot be held: in a cost, with another effect in its sentence, with «elige una opción»,
    a second choice, or an effect that names another by position (``of``)."""
    import copy

    def numbered(effs):
        return any(isinstance((e.get("target") or {}).get("of"), int) for e in effs)

    if either:
        if any(e["verb"] == _EITHER for e in effects) or numbered(effects):
            return None
        for o in r.options:
            o["effects"] += copy.deepcopy(effects)
        return []
    if len(effects) != 1 or bullets or r.options or set(effects[0]) - {"verb", "options", "condition", "chosen_by"} \
            or numbered(r.effects):
        return None
    cond = effects[0].get("condition")
    by = {"chosen_by": effects[0]["chosen_by"]} if effects[0].get("chosen_by") else {}  # family players: «cada jugador
    # debe elegir entre …», each player's own choice
    r.options = [{"effects": copy.deepcopy(r.effects) + [_with_condition(e, cond) if cond else e for e in branch], **by}
                 for branch in effects[0]["options"]]
    del r.effects[:]
    return []


# reminder text printed without italics in some records
_REMINDER = {"es": re.compile(r"^(?:baraja (?:el|tu) mazo|esbirro archienemigo del? [^()]+?|sin mirar(?:la|lo|las|los)?"
                              r"|en el orden que prefieras"
                              r"|puedes descartar esta carta (?:de|desde) tu mano al final de la (?:la )?fase de los jugadores"
                              r" como cualquier otra carta)\.?$|^(?:\[boost\]\s*)+$"),
             "en": re.compile(r"^(?:shuffle|[^()]+?'s nemesis minion|without looking|in any order"
                              r"|you may discard this card from your hand at the end of the player phase like any other card)"
                              r"\.?$|^(?:\[boost\]\s*)+$")}
# (castellano: the nemesis line, an obligation's «puedes descartar esta carta …» printed without italics; zones: a shuffle «sin mirar»; modes: the order of the cards a target selects;
# flow: «([boost][boost])», the icons the words before it name)


def _italic(raw: str) -> list[bool]:
    """For each character of ``raw``, whether it lies inside ``<i>…</i>``."""
    out = [False] * len(raw)
    for m in re.finditer(r"<i>(.*?)</i>", raw, flags=re.I | re.S):
        for i in range(m.start(1), m.end(1)):
            out[i] = True
    return out


def _parentheses(clean: str, at: int) -> list[tuple[int, int]]:
    """``(start, end)`` of each outermost "( … )" of ``clean`` from ``at`` (nested ones inside it)."""
    out, depth, start = [], 0, 0
    for i in range(at, len(clean)):
        if clean[i] == "(":
            if depth == 0:
                start = i
            depth += 1
        elif clean[i] == ")" and depth:
            depth -= 1
            if depth == 0:
                out.append((start, i + 1))
    return out


def _copied(effects: list) -> list:
    import copy

    return copy.deepcopy(effects)


def _shifted(effects: list, n: int) -> list:
    """``effects`` placed after ``n`` others: their ``of`` indexes move by ``n``."""
    out = []
    for eff in _copied(effects):
        t = eff.get("target")
        if isinstance(t, dict) and isinstance(t.get("of"), int) and t["of"] > 0:
            eff["target"] = {**t, "of": t["of"] + n}
        out.append(eff)
    return out


def _found_in(effects: list) -> bool:
    """A found card ("… and reveal it", ``of: -k``) among effects that go into an otherwise branch,
    where the format's effect numbers do not reach: not held."""
    return any(isinstance((e.get("target") or {}).get("of"), int) and e["target"]["of"] < 0 for e in effects)


def _anchor(effects: list, base: int, shift: int = 0) -> None:
    """Issue 15: ``{select: that, of: -k}`` (k effects back, in the sentence: the card a search
    finds) made absolute, once the sentence's effects are placed after ``base`` others; ``shift``
    moves an absolute index (costs listed first)."""
    for k, eff in enumerate(effects):
        t = eff.get("target")
        if isinstance(t, dict) and isinstance(t.get("of"), int):
            if t["of"] < 0:
                eff["target"] = {**t, "of": base + k + 1 + t["of"]}
            elif shift:
                eff["target"] = {**t, "of": t["of"] + shift}


def into_for(r: Reading, bullets: list, ss: int) -> list:
    """The effects a sentence at ``ss`` follows: the ability's, or its option's."""
    if bullets and ss > bullets[0]:
        return r.options[sum(1 for b in bullets if b < ss) - 1]["effects"]
    return r.effects


_WIDER = {"enemy": ("minion", "villain"), "character": ("ally", "identity", "hero", "alter_ego", "minion", "villain", "enemy"),
          "identity": ("hero", "alter_ego"), "scheme": ("main_scheme", "side_scheme"),
          "card": ("ally", "upgrade", "support", "event", "attachment", "treachery", "minion", "side_scheme",
                   "obligation", "environment")}


def _other_ambiguous(effects: list, before: list, r: "Reading", lang: str) -> bool:
    """Whether an effect's ``other`` target ("another enemy", «otro enemigo») may mean other than a card named
    before rather than other than this card (the format's ``other``): after a target of a kind it overlaps (in
    the cost, an earlier effect or this sentence), when the trigger names such a card, or for a scheme (the card
    whose ability it is seldom is one: "after this ally thwarts, remove 1 threat from another scheme"). Not
    read then: which card it excludes is not said."""
    for k, e in enumerate(effects):
        t = e.get("target") or {}
        if not t.get("other"):
            continue
        kind = t.get("kind")
        if kind in ("scheme", "main_scheme", "side_scheme") and t.get("select") != "each":  # ("each other side
            return True  # scheme" on a side scheme: every one but this)
        earlier = [x["target"].get("kind") for x in [*r.cost, *before, *effects[:k]]  # (this card: what other
                   if isinstance(x.get("target"), dict) and x["target"].get("select") not in ("this", "you")]  # excludes)
        if r.trigger:
            earlier += _kinds_named(r.trigger, lang)
        if any(x is None or kind is None or _covers(kind, x) or _covers(x, kind) for x in earlier):
            return True
    return False


def _covers(kind: str, other: str | None) -> bool:
    """Whether "that ``kind``" can name a target of kind ``other``."""
    return other is not None and (kind == other or other in _WIDER.get(kind, ()))


def _anaphora(before: list, effects: list, leads: list, trigger: str | None, lang: str, *,
              subject_this: bool = False) -> list | None:
    """``effects`` with each "that X" target ("ese enemigo") tied to what it names: the latest earlier
    target of the ability (or of this sentence) of that kind (``{select: that, of: n}``, n counting
    ``before`` then this sentence's effects), else the trigger's subject when the trigger names one
    card, of that kind (``{select: trigger, kind}``); None when it names nothing read."""
    if not any((e.get("target") or {}).get("select") in ("that", "it") and "of" not in e["target"] for e in effects):
        return effects
    if any(x[0] not in ("trigger", "condition", "duration") for x in leads):  # "otherwise, … that X": not tied here
        # (family durations: «hasta el final de la ronda, ese Héroe …» names an earlier target as the tail form does)
        return None
    facts = [x[1] for x in leads if x[0] == "trigger"] + ([trigger] if trigger else [])
    kinds = []  # the kind of each earlier effect's target
    for e in before:
        t = e.get("target") or {}
        kinds.append(kinds[t["of"] - 1] if t.get("select") == "that" and 0 < t.get("of", 0) <= len(kinds)
                     else t.get("kind") if t.get("select") in ("a", "trigger") else _until_kind(e))
    out = []
    for e in effects:
        t = e.get("target") or {}
        if t.get("select") == "it":  # issue 15: «… deal 3 damage to it» with no card before it in the sentence
            one = _one_enemy(before) if e.get("verb") == "activate" and not leads and not out and not facts else None
            if one is not None:  # family players: "Heal War and give him a tough status card. He activates against
                # you.": every earlier target is one enemy, the one the pronoun names
                out.append({**e, "target": {"select": "same", "of": one + 1}})
                kinds.append(kinds[one])
                continue
            named = _kinds_named(" ".join(facts), lang)
            if subject_this and not any(k is not None for k in kinds) and len(facts) == 1:
                # «after Unus schemes, give him a tough status card»: the card's own name is the trigger's
                # subject, and the trigger names no other card
                out.append({**e, "target": {"select": "this"}})
                kinds.append(None)
                continue
            if not any(k is not None for k in kinds) and len(facts) == 1 and len(named) == 1 \
                    and not any(x[0] == "condition" for x in leads) and _this_only(facts[0], lang):
                # family castellano: «cuando se quite el último contador de esta carta, dale la vuelta»: the
                # trigger's one card is this card
                out.append({**e, "target": {"select": "this"}})
                kinds.append(None)
                continue
            if any(k is not None for k in kinds) or len(facts) != 1 or len(named) != 1 or not (
                    _IT_SUBJECT.match(facts[0]) or _it_subject_after_verb(facts[0], lang) or _IT_YOURS.match(facts[0])):
                # an earlier target of the ability, not one card in the trigger, or a card that is not the
                # trigger's subject («when Cable defeats a side scheme, ready it»: Cable): not known which
                return None
            if any(x[0] == "condition" for x in leads):  # family setup: «if Valkyrie defeated that enemy, ready
                return None  # her»: the pronoun may name the condition's subject, not the trigger's: not known which
            e = {**e, "target": {"select": "trigger", "kind": named[0]}}
            kinds.append(named[0])
            out.append(e)
            continue
        if t.get("select") == "that" and "of" not in t:  # (a search's card found already names its effect)
            if "kind" not in t or set(t) - {"select", "kind"}:
                return None
            n = next((i for i in range(len(kinds) - 1, -1, -1) if _covers(t["kind"], kinds[i])), None)
            if n is not None:
                e = {**e, "target": {"select": "that", "of": n + 1}}
                kinds.append(kinds[n])
            else:
                named = [k for k in _kinds_named(" ".join(facts), lang) if _covers(t["kind"], k)]
                if len(facts) != 1 or len(named) != 1:  # issue 15: the one card of the trigger "that X" can name
                    return None
                e = {**e, "target": {"select": "trigger", "kind": t["kind"]}}
                kinds.append(t["kind"])
        else:
            kinds.append(t.get("kind") if t.get("select") in ("a", "trigger") else _until_kind(e))
        out.append(e)
    return out


def _one_enemy(before: list) -> int | None:
    """Family players: the index of the one effect whose target is a single enemy (a named one, or one of an enemy
    kind) when every other earlier effect with a target acts on that same card (``{select: same/that, of: it}``);
    else None (an activation's pronoun then names nothing known)."""
    first = None
    for i, e in enumerate(before):
        t = e.get("target")
        if e.get("until") or e.get("verb") in ("search", "look_at"):  # a card found or taken may be the one named
            return None
        if not t:
            continue
        if first is None:
            if t.get("select") != "a" or t.get("kind") not in ("villain", "minion", "enemy") \
                    or set(t) - {"select", "kind", "name", "traits", "most", "least"}:
                return None
            first = i
        elif t.get("select") not in ("same", "that") or t.get("of") != first + 1 or set(t) - {"select", "of"}:
            return None
    return first


def _until_kind(eff: dict) -> str | None:
    """wt-d2: the kind of the card a move «until a minion is discarded» stops at (what «that minion»
    after it names; the effect has no target of its own)."""
    until = eff.get("until")
    return until.get("kind") if isinstance(until, dict) and not eff.get("target") else None


_PLAYER_FILTERS = ("engaged_with_player", "controlled_by_player")  # issue 15 (players): a target's filter on a player


def _use_choices(pending: list, effects: list) -> list:
    """Issue 15: the first effect on "that X" after «choose an X» (``pending``, the oldest first) acts
    on the chosen card: it takes the choice's target (``chosen``), and the choice is used."""
    out = []
    player = None  # issue 15 (players): the chosen player a filter of this sentence names
    for e in effects:
        t = e.get("target") or {}
        if t.get("select") == "it" and len(pending) == 1:  # «choose an enemy. deal 2 damage to it.»
            e = {**e, "target": dict(pending.pop()[0]["target"])}
        elif (any(t.get(k) == {"select": "that", "kind": "player"} for k in _PLAYER_FILTERS)  # issue 15 (players):
              and (player is not None or any(c["target"].get("kind") == "player" for c, _, _ in pending))):
            # a filter naming the chosen player (the same player for every effect of the sentence that names it)
            if player is None:
                n = next(i for i, (c, _, _) in enumerate(pending) if c["target"].get("kind") == "player")
                player = pending.pop(n)[0]["target"]
            k = next(k for k in _PLAYER_FILTERS if t.get(k) == {"select": "that", "kind": "player"})
            e = {**e, "target": {**t, k: dict(player)}}
        elif t.get("select") == "that" and "of" not in t and set(t) == {"select", "kind"}:
            n = next((i for i, (c, _, _) in enumerate(pending) if _covers(t["kind"], c["target"].get("kind"))), None)
            if n is not None:
                choice = pending.pop(n)[0]
                e = {**e, "target": dict(choice["target"])}
        out.append(e)
    return out


def _drop_choices(effects: list) -> tuple:
    """A sentence's effects without its choices (a «choose …» is no effect of its own: see
    :func:`_use_choices`), relative ``of`` indexes kept right, and the choices not used in it."""
    from arbitro.reader.actions import CHOOSE

    if not any(e["verb"] == CHOOSE for e in effects):
        return effects, []
    keep = [i for i, e in enumerate(effects) if e["verb"] != CHOOSE]
    out = []
    for i in keep:
        e = effects[i]
        t = e.get("target") or {}
        if isinstance(t.get("of"), int) and t["of"] < 0:
            root = i + t["of"]
            if root not in keep:
                raise ValueError("an effect on a choice")  # _bind_it gives the target itself: never here
            e = {**e, "target": {**t, "of": keep.index(root) - keep.index(i)}}
        out.append(e)
    return out, [e for e in effects if e["verb"] == CHOOSE and not e.get("used")]


# the sentence opens with a trigger whose subject is the card's own name (arbitro.reader._named's mark)
_SUBJECT_THIS = {"en": re.compile(r"^(?:\[star\]\s*)?(?:after|when)\s+§+\s+(?!'s)[a-z]"),
                 "es": re.compile(r"^(?:\[star\]\s*)?(?:después de que|cuando)\s+§+\s+[a-zé]")}
def _subject_this(chunk: str, lang: str) -> bool:
    """Whether the sentence opens with a trigger whose subject is the card's own name and whose other
    words (after the verb) name no card: «after §§§§ schemes, …» (a pronoun then names this card)."""
    m = _SUBJECT_THIS[lang].match(chunk)
    if not m:
        return False
    words = chunk[m.end() - 1:].split(",", 1)[0].split()
    rest = " ".join(words[1:])
    if lang == "es":  # family castellano: «cambie a esta identidad»: a form, not a card
        rest = re.sub(r"\b(?:a|de) (?:esta|su|otra) identidad\b", "", rest)
    return "§" not in " ".join(words) and not _kinds_named(rest, lang) and not re.search(r"superhéroe|alter|¤", rest)


# "it" names the trigger's card only when that card is the trigger's subject, printed first ("after a
# minion enters play", "cuando un esbirro inicie…"; a name may stand before an object: "after Cable
# defeats a side scheme"); family play: or the subject of a Spanish passive, after its verb («cuando se
# muestre una carta de Perfidia», «cuando se ponga boca arriba una carta de aumento»)
# the player is the trigger's subject and its one card the object: "when you play an event, cancel its effects",
# «cuando juegues un evento, anula sus efectos» (a second-person verb), so a pronoun can only name that card
_IT_YOURS = re.compile(r"^(?:you\s+[a-z]+|[a-zé]+(?:es|as)(?:\s+a)?)\s+(?:a|an|un|una)\s+(?:\[\[[^\]]*\]\]\s+)?[a-zé]")
_IT_SUBJECT = re.compile(r"^(?:se\s+[a-zé]+\s+(?:boca\s+arriba\s+)?)?(?:a|an|the|your|attached|un|una|el|la|tu)\s+"
                         r"(?:\[\[[^\]]*\]\]\s+)?[a-zé]")


def _kind_pattern(lang: str) -> str:
    return next(t.pattern.to_regexp() for t in parser(lang).terminals if t.name == "KIND")


# family castellano: a Spanish subject printed after its verb («después de que entre en juego un esbirro»,
# «cuando se active un enemigo»): the card words right after an intransitive or «se» verb are its subject
_AFTER_VERB_ES = re.compile(r"^(?:se\s+[a-záéíóú]+|entren?\s+en\s+juego)\s+(?:un|una|el|la)\s+(?:\[\[[^\]]*\]\]\s+)?")


def _it_subject_after_verb(fact: str, lang: str) -> bool:
    m = _AFTER_VERB_ES.match(fact) if lang == "es" else None
    return bool(m and re.match(r"(?:" + _kind_pattern(lang) + r")", fact[m.end():]))


def _this_only(fact: str, lang: str) -> bool:
    """Whether the one card word of a trigger is this card's («… de esta carta», "… from this card")."""
    return bool(re.search(r"(?<!\w)(?:this|esta|este)\s+(?:" + _kind_pattern(lang) + r")", fact))


def _kinds_named(fact: str, lang: str) -> list:
    """The kinds of the card words in a trigger's words ("after a minion enters play": minion)."""
    from arbitro.reader.actions import kind_of

    pattern = next(t.pattern.to_regexp() for t in parser(lang).terminals if t.name == "KIND")
    if lang == "en":  # issue 15: «a minion schemes», «the villain schemes»: the verb, not a card
        fact = re.sub(r"\b(minions?|villains?|enemy|enemies|characters?|\]\]|§) schemes\b", r"\1", fact)
    else:  # issue 15 (wt-v): «el Villano ejecuta el Plan»: the verb, not a card
        fact = re.sub(r"\b(ejecut[aeo]n?|ejecutar) el plan\b(?! (principal|secundario))", r"\1", fact)
        fact = re.sub(r"(?<!\w)superhéroe(s?)\b", r"identidad\1", fact)  # family castellano: «un superhéroe»: an identity
    # family play: "a treachery card", «una carta de Perfidia»: one card, of that kind (not a player card)
    if lang == "en":
        fact = re.sub(r"\b(treachery|treacheries|minions?|enemy|enemies|allies|ally|upgrades?|supports?|events?|"
                      r"attachments?|environments?|obligations?|side schemes?) (cards?)\b", r"\1", fact)
    else:  # (family parity: «una carta de Perfidia», the older printings' word, is a treachery too)
        fact = re.sub(r"\bcartas? de perfidia\b", "traición", fact)
        fact = re.sub(r"\b(cartas?) de (traición|traiciones|esbirros?|enemigos?|aliados?|mejoras?|apoyos?|eventos?|accesorios?|"
                      r"entornos?|obligaci[oó]n|obligaciones|planes secundarios|plan secundario)\b", r"\2", fact)
    return [kind_of(m.group(0)) for m in re.finditer(r"(?<!\w)(?:" + pattern + r")", fact)]


# wt-i2: the trigger of an interrupt that names an event about to happen («vaya a», «would»)
_WOULD = {"es": re.compile(r"\b(?:vaya|vayas|vayan)\s+a\b"), "en": re.compile(r"\bwould\b")}
_INTERRUPTS = ("interrupt", "hero_interrupt", "alter_ego_interrupt", "forced_interrupt", "first_player_interrupt")


def _instead(r: Reading, got: dict, leads: list, part: str, bullets: list, previous_read: bool, before: list,
             lang: str) -> str | None:
    """What a sentence with «en vez de eso» / «instead» replaces: ``"trigger"`` (the first sentence of an
    interrupt whose trigger says «cuando … vaya a …» / «when … would …»: the event), ``"effect"`` (after
    «si …» alone, the effect read just before it, which has no condition, instead nor otherwise yet), or
    None (not said in the format's terms)."""
    if not got["effects"] or any(e.get("optional") for e in got["effects"]) or part != "effects":
        return None
    kinds = [x[0] for x in leads]
    # the trigger: in this sentence, or in the cost sentence before "→" («cuando …, agota X → en vez de eso, …»)
    fact = leads[0][1] if kinds == ["trigger"] and r.trigger is None and not r.cost else (
        r.trigger if not kinds and r.cost else None)
    if fact and r.timing in _INTERRUPTS and not r.effects and not bullets and _WOULD[lang].search(fact):
        return "trigger"
    # «cuando … vaya a …, si X, en vez de eso …»: replaced only when X holds (X: the ability's condition)
    if kinds == ["trigger", "condition"] and leads[1][1] in ("si", "if") and r.trigger is None and not r.cost \
            and r.condition is None and r.timing in _INTERRUPTS and not r.effects and not bullets \
            and _WOULD[lang].search(leads[0][1]):
        return "trigger_if"
    # issue 15 (family forms): «anula sus efectos. En vez de eso, el Villano te ataca», "cancel its effects. The villain
    # attacks you instead": what replaces the effects just cancelled is simply what the ability does next
    if not kinds and previous_read and before and before[-1].get("verb") == "cancel" and r.timing in _INTERRUPTS \
            and all(e.get("verb") == "activate" for e in got["effects"]):
        return "after_cancel"
    if kinds == ["condition"] and leads[0][1] in ("si", "if") and previous_read and before and not (
            {"condition", "instead", "otherwise", "optional"} & set(before[-1])):
        if r.timing in _INTERRUPTS and r.trigger and _WOULD[lang].search(r.trigger):
            return None  # «cuando X vaya a …: A. Si Y, B en vez de eso»: B may replace the event, not A
        return "effect"
    return None


def _with_condition(eff: dict, cond: dict) -> dict:
    """``eff`` with ``cond`` added to the condition it has ("after …, if A, if B, …": both)."""
    had = eff.get("condition")
    return {**eff, "condition": cond if had is None else {"all": [cond, had]}}


_ACRONYM = re.compile(r"(?<![\w.])(?:\w\.){2,}$")  # letters each followed by a period, as "s.h.i.e.l.d."


_SECOND_PERSON = re.compile(r"\b(?:tú|te|ti|tu|tus|contigo)\b")


def _third_person_you(before: list, effects: list, chunk: str) -> bool:
    """Spanish «sufre 3 de daño» is both «take» (you) and «takes» (he, she): right after a sentence about the
    player who defeated a card, a sentence with no word of the second person does not say who takes it."""
    return (bool(before) and (before[-1].get("target") or {}).get("select") == "defeater"
            and any((e.get("target") or {}).get("select") == "you" for e in effects)
            and not _SECOND_PERSON.search(chunk))


_IF_YOU_ARE = re.compile(r"\b(?:if you are|si eres)\s+¤+")
_BOOST_THIS_ENEMY = re.compile(r"\b(?:this enemy|este enemigo|esta carta de enemigo)\b")


def _sentences(clean: str, s: int, e: int):
    """The sentences of ``clean[s:e]`` (ends at ``.``/``!``/``?`` before a space, and bullets),
    trimmed, as ``(start, end)``; quotes, trait markup (``[[…]]``) and an acronym's periods
    ("s.h.i.e.l.d. director") are not cut."""
    out = []
    start = s
    quote = False
    i = s
    while i < e:
        ch = clean[i]
        if ch == "[" and clean.startswith("[[", i) and "]]" in clean[i:e]:  # trait markup: never cut inside
            i = clean.index("]]", i, e) + 2
            continue
        if ch in "\"“”«»":
            quote = not quote if ch == '"' else ch in "“«"
        elif ch == "." and _ACRONYM.search(clean, max(s, i - 12), i + 1):  # "s.h.i.e.l.d. director"
            pass
        elif not quote and (ch == "•" or (ch in ".!?" and (i + 1 >= e or clean[i + 1].isspace()))):
            end = i if ch == "•" else i + 1
            out.append((start, end))
            start = i + 1
        i += 1
    out.append((start, e))
    trimmed = []
    for a, b in out:
        seg = clean[a:b]
        if not seg.strip(" \n\t.•:"):
            continue
        a += len(seg) - len(seg.lstrip())
        b -= len(seg) - len(seg.rstrip())
        trimmed.append((a, b))
    return trimmed


def _failed_word(chunk: str, exc) -> str:
    pos = getattr(exc, "pos_in_stream", None)
    token = getattr(exc, "token", None)
    if token is not None and getattr(token, "start_pos", None) is not None:
        pos = token.start_pos
    if token is not None and getattr(token, "type", "") == "$END" or pos is None or pos >= len(chunk):
        return "…", len(chunk)
    pos += len(chunk[pos:]) - len(chunk[pos:].lstrip())
    rest = chunk[pos:].split()
    return (rest[0] if rest else "…"), pos


def read_body(body: str, start: int, lang: str, kind: str = "triggered", timing: str | None = None, *,
              names: Names | None = None):
    """The effects of an ability's words after its header (the body alone, read as a triggered
    ability's) and what was not read, in the card pool's view (:func:`pool_view`): ``(effects, unread)``
    (a list of effects cannot hold "elige una opción": its options are listed whole as unread here)
    with ``start``/``end`` offset by ``start`` and ``why`` rendered in ``lang``. Costs before ``→``
    come first in the list, marked ``"cost": true``. ``names``: as for :func:`read`."""
    from arbitro.render.reasons import render

    r = Reading(body, 0, len(body), kind, timing=timing)
    _body(r, body, 0, _clean(body), 0, lang, names)
    return pool_view(r, lang, start)


def pool_view(r: Reading, lang: str, start: int = 0):
    """A reading as the card pool shows it: ``(effects, unread)``, costs first marked ``"cost":
    true``, the options of "elige una opción" listed whole as unread (a list of effects cannot hold
    them), positions offset by ``start`` and ``why`` rendered in ``lang``."""
    from arbitro.render.reasons import render

    effects = [dict(e) for e in r.effects]
    _anchor(effects, 0, shift=len(r.cost))  # issue 15: the costs come first here
    effects = [{**c, "cost": True} for c in r.cost] + effects
    if r.options:  # a list of effects has no place for a choice: the options are shown as not read here
        os_, oe = r.options_span
        r.unread = [u for u in r.unread if not os_ <= u["start"] < oe]
        u = _unread(r.text, os_ - r.start, oe - r.start, "reader.options_elsewhere")  # r.text starts at r.start
        u.update(start=os_, end=oe)
        r.unread.append(u)
    unread = [{"words": u["words"], "start": start + u["start"], "end": start + u["end"], "why": render(u["why"], lang)}
              for u in r.unread]
    return effects, unread
