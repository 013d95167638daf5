"""Looking cards up in the index built by :mod:`arbitro.cards.build`: by code, by name (either
language, ignoring case and accents), by words of their name or text (full-text, best first).

Every lookup is an indexed query; nothing is loaded whole.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from arbitro.cards import SCHEMA_VERSION, CardsError, index_path
from arbitro.cards.text import Reading, abilities


def _no_pool(path: Path) -> CardsError:
    return CardsError("cards.no_pool", path=str(path))


@dataclass
class Side:
    code: str
    type_code: str
    name: str
    subname: str | None
    traits: str | None
    text: str | None
    lang: str                # the language of name/traits/text (English when no translation)
    fields: dict
    faction_code: str | None = None
    pack_code: str | None = None
    set_code: str | None = None
    back_link: str | None = None


@dataclass
class Card:
    """One card: a single record, or an identity (its hero side first, then its alter-ego side)."""

    code: str                        # the code shown: "01001" for an identity with sides 01001a/b
    kind: str                        # "identity" for hero/alter_ego, else MarvelCDB's type_code
    sides: list[Side]
    asked: str                       # the code or name the user gave
    reprints: list[str] = field(default_factory=list)
    reprint_of: str | None = None    # set when the user named a reprint's code
    names: object = None             # what its text may print for itself and its identity (text.names_for)

    @property
    def name(self) -> str:
        return self.sides[0].name

    def abilities(self, lang: str) -> list[tuple[str, str, Reading]]:
        return abilities([(s.code, s.type_code, s.text) for s in self.sides], lang, names=self.names)


class Ambiguous(Exception):
    def __init__(self, matches: list[tuple[str, str, str]]):
        super().__init__(matches)
        self.matches = matches  # (code, name, type_code)


class Unknown(Exception):
    def __init__(self, names: list[tuple[str, str]], codes: list[str]):
        super().__init__(names, codes)
        self.names, self.codes = names, codes  # closest (name, code), closest codes


class Index:
    def __init__(self, con: sqlite3.Connection, path: Path):
        self.con, self.path = con, path

    @classmethod
    def open(cls, path: str | os.PathLike | None = None) -> "Index":
        p = Path(path) if path is not None else index_path()
        if p.is_dir():
            p = p / "cards.sqlite"
        if not p.is_file():
            raise _no_pool(p)
        con = None
        try:
            con = sqlite3.connect(p.resolve().as_uri() + "?mode=ro", uri=True)
            meta = dict(con.execute("SELECT key, value FROM meta"))
        except sqlite3.Error as exc:
            if con is not None:
                con.close()
            raise CardsError("cards.not_index", path=str(p), error=str(exc)) from None
        if meta.get("schema_version") != SCHEMA_VERSION:
            con.close()
            raise CardsError("cards.other_version", path=str(p))
        idx = cls(con, p)
        idx.meta = meta
        return idx

    def __enter__(self) -> "Index":
        return self

    def __exit__(self, *exc) -> None:
        self.con.close()

    # -- provenance ---------------------------------------------------------------------------------
    def source(self) -> dict:
        """The card data the index came from (for a ruling to name it)."""
        report = json.loads(self.meta.get("report", "{}"))
        return {"commit": self.meta.get("commit") or None, "date": self.meta.get("date") or None,
                "folder": self.meta.get("folder"), "fingerprint": self.meta.get("fingerprint"),
                "index": str(self.path), "records": report.get("records")}

    def report(self) -> dict:
        return json.loads(self.meta.get("report", "{}"))

    # -- stored readings ----------------------------------------------------------------------------
    _fresh: bool | None = None

    def readings_fresh(self) -> bool:
        """Whether the readings the import stored were made by this very reader
        (:func:`arbitro.readings.reader_hash`): only then are they used."""
        if self._fresh is None:
            from arbitro.readings import reader_hash

            self._fresh = self.meta.get("reader_hash") == reader_hash()
        return self._fresh

    def stored_reading(self, key: str):
        """The reading the import stored under ``key`` (:func:`arbitro.readings.key`), or None when
        there is none or it was made by another reader (a grammar edited since the import)."""
        if not self.readings_fresh():
            return None
        try:
            row = self.con.execute("SELECT value FROM readings WHERE key=?", (key,)).fetchone()
        except sqlite3.Error:  # an index imported before readings were stored
            return None
        return json.loads(row[0]) if row else None

    # -- lookups ------------------------------------------------------------------------------------
    def _side(self, code: str, lang: str) -> Side | None:
        row = self.con.execute("SELECT type_code, faction_code, pack_code, set_code, back_link, fields FROM cards WHERE code=?",
                               (code,)).fetchone()
        if row is None:
            return None
        texts = {r[0]: r[1:] for r in self.con.execute(
            "SELECT lang, name, subname, traits, text FROM texts WHERE code=?", (code,))}
        shown = lang if lang in texts else "en"
        name, subname, traits, text = texts[shown]
        return Side(code, row[0], name, subname, traits, text, shown, json.loads(row[5]), row[1], row[2], row[3], row[4])

    def _identity_sides(self, code: str, lang: str) -> list[Side] | None:
        """Both sides of the identity ``code`` names (a side or the shared code), hero first."""
        first = self._side(code, lang)
        if first is not None and first.type_code not in ("hero", "alter_ego"):
            return None
        if first is None:
            rows = [r[0] for r in self.con.execute(
                "SELECT code FROM cards WHERE code IN (?, ?) AND type_code IN ('hero', 'alter_ego') ORDER BY code",
                (code + "a", code + "b"))]
            if not rows:
                return None
            first = self._side(rows[0], lang)
        sides, seen = [first], {first.code}
        link = first.back_link
        while link and link not in seen:  # follow back_link (and links that point at us)
            other = self._side(link, lang)
            if other is None or other.type_code not in ("hero", "alter_ego"):
                break
            sides.append(other)
            seen.add(other.code)
            link = other.back_link
        for (code2,) in self.con.execute("SELECT code FROM cards WHERE back_link=? AND type_code IN ('hero', 'alter_ego') ORDER BY code",
                                         (first.code,)):
            if code2 not in seen:
                sides.append(self._side(code2, lang))
                seen.add(code2)
        sides.sort(key=lambda s: (s.type_code != "hero", s.code))
        return sides

    def by_code(self, code: str, lang: str = "es") -> Card | None:
        code = code.strip()
        reprint_of = None
        row = self.con.execute("SELECT original FROM reprints WHERE code=?", (code,)).fetchone()
        if row is not None:
            reprint_of, code = code, row[0]
        sides = self._identity_sides(code, lang)
        if sides:
            shared = os.path.commonprefix([s.code for s in sides]) if len(sides) > 1 else sides[0].code
            shown = shared if len(sides) > 1 and len(shared) >= len(sides[0].code) - 1 else sides[0].code
            card = Card(shown, "identity", sides, code)
        else:
            side = self._side(code, lang)
            if side is None:
                return None
            card = Card(code, side.type_code, [side], code)
        card.reprint_of = reprint_of
        card.names = self._names(card, lang)
        codes = [s.code for s in card.sides]
        card.reprints = [r[0] for r in self.con.execute(
            f"SELECT code FROM reprints WHERE original IN ({','.join('?' * len(codes))}) ORDER BY code", codes)]
        return card

    def _names(self, card: Card, lang: str):
        """The names the card's text may print (:func:`arbitro.cards.text.names_for`), in the
        language of its text: its own (each side's), for an identity's own cards its set's
        identity names, and its set's other cards' names."""
        from arbitro.cards.text import names_for

        side = card.sides[0]
        members = []
        if side.set_code:  # issue 15: any card may name its set's other cards
            rows = self.con.execute("SELECT c.code, c.type_code, t.lang, t.name FROM cards c JOIN texts t ON t.code = c.code "
                                    "WHERE c.set_code=? ORDER BY c.code", (side.set_code,)).fetchall()
            texts: dict = {}
            for code, type_code, text_lang, name in rows:  # one query: a set has tens of cards
                texts.setdefault((code, type_code), {})[text_lang] = name
            for (code, type_code), by_lang in texts.items():
                name = by_lang.get(side.lang) or by_lang.get("en")
                if name:
                    members.append((type_code, name))
        return names_for([s.name for s in card.sides], side.faction_code, members)

    def by_name(self, name: str, lang: str = "es") -> Card:
        """The one card whose name (either language) is ``name``; Ambiguous or Unknown otherwise."""
        from arbitro.cards.build import _name_key

        rows = self.con.execute("SELECT DISTINCT code FROM names WHERE key=? ORDER BY code", (_name_key(name),)).fetchall()
        cards: dict[str, Card] = {}
        for (code,) in rows:
            card = self.by_code(code, lang)
            if card is not None:
                cards.setdefault(card.code, card)
        if len(cards) == 1:
            card = next(iter(cards.values()))
            card.asked = name
            return card
        if cards:
            raise Ambiguous([(c.code, " / ".join(s.name for s in c.sides), c.kind) for c in cards.values()])
        raise Unknown(self.closest_names(name, lang), self.closest_codes(name))

    def lookup(self, code_or_name: str, lang: str = "es") -> Card:
        """A card by code (a reprint's code gives the card it reprints) or else by name."""
        card = self.by_code(code_or_name, lang)
        if card is not None:
            return card
        return self.by_name(code_or_name, lang)

    def closest_names(self, word: str, lang: str, n: int = 3) -> list[tuple[str, str]]:
        from arbitro.cards.text import fold
        from arbitro.suggest import closest

        names: dict[str, str] = {}
        for name, code, text_lang in self.con.execute("SELECT name, code, lang FROM texts ORDER BY lang != ?, code", (lang,)):
            names.setdefault(fold(name), f"{name} ({code})")
        return [(names[k].rsplit(" (", 1)[0], names[k].rsplit(" (", 1)[1][:-1]) for k in closest(fold(word), names, n=n, cutoff=0.6)]

    def closest_codes(self, word: str, n: int = 3) -> list[str]:
        from arbitro.suggest import closest

        if not re.search(r"\d", word):
            return []
        codes = [r[0] for r in self.con.execute("SELECT code FROM cards UNION SELECT code FROM reprints")]
        codes += sorted({c[:-1] for c in codes if c[-1:] in ("a", "b")})
        return closest(word.strip(), codes, n=n, cutoff=0.6)

    def search(self, words: str, lang: str = "es", limit: int = 20) -> list[dict]:
        """Cards whose name or text hold the words (case and accents ignored), best first: the
        whole phrase before all the words, then by relevance (a match in the name weighs more)."""
        tokens = re.findall(r"\w+", words, flags=re.UNICODE)
        if not tokens:
            return []
        # the exact phrase, then the phrase with each word as a prefix ("puede" finds "pueden"), then
        # every word (as a prefix) anywhere in the name or the text
        exact = " + ".join(f'"{t}"' for t in tokens)
        prefix = " + ".join(f'"{t}"*' for t in tokens)
        queries = [exact, prefix, " ".join(f'"{t}"*' for t in tokens)] if len(tokens) > 1 else [exact, prefix]
        found: dict[str, dict] = {}
        for rank, query in enumerate(queries):
            rows = self.con.execute(
                "SELECT code, lang, bm25(search, 10.0, 1.0) AS score, "
                "snippet(search, 1, '«', '»', '…', 16), snippet(search, 0, '«', '»', '…', 16) "
                "FROM search WHERE search MATCH ? ORDER BY score, code, lang", (query,))
            for code, text_lang, score, text_snip, name_snip in rows:
                hit = found.get(code)
                key = (rank, text_lang != lang, score)
                if hit is None or key < hit["_key"]:
                    found[code] = {"_key": key, "code": code, "lang": text_lang,
                                   "phrase": len(tokens) > 1 and rank < 2,
                                   "snippet": text_snip if "«" in text_snip else name_snip}
        hits = sorted(found.values(), key=lambda h: (h["_key"][0], h["_key"][2], h["code"]))[:limit]
        out = []
        for h in hits:
            row = self.con.execute("SELECT c.type_code, t.name FROM cards c JOIN texts t ON t.code=c.code "
                                   "WHERE c.code=? ORDER BY t.lang != ? LIMIT 1", (h["code"], lang)).fetchone()
            out.append({"code": h["code"], "name": row[1], "type": row[0], "lang": h["lang"],
                        "phrase": h["phrase"], "snippet": h["snippet"]})
        return out
