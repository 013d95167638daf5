"""``arbitro cards import``: read a copy of the MarvelCDB JSON layout into the SQLite index.

The folder must hold ``pack/*.json`` (English, the original printing); ``translations/es/pack/*.json``
(Spanish) is read when present. Every record is checked; a malformed one is reported with its file
and code and skipped. Reprints (``duplicate_of``) are folded into the card they reprint. The index
is written to a temporary file next to the target and renamed over it, so a failed import leaves the
previous index as it was, and importing the same data twice gives the same index.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import subprocess
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from arbitro.cards import SCHEMA_VERSION, CardsError, index_path
from arbitro.cards.text import abilities, fold, names_for, plain
from arbitro.reason import R, Reason

LANGS = ("en", "es")
TEXT_FIELDS = ("name", "subname", "traits", "text")
STAT_FIELDS = ("cost", "attack", "thwart", "defense", "recover", "health", "scheme", "hand_size", "boost",
               "base_threat", "threat", "escalation_threat", "scheme_crisis", "scheme_hazard",
               "scheme_acceleration", "scheme_amplify", "resource_energy", "resource_mental",
               "resource_physical", "resource_wild", "deck_limit", "quantity", "attack_cost", "thwart_cost")
FLAG_FIELDS = ("is_unique", "attack_star", "thwart_star", "defense_star", "recover_star", "health_star",
               "scheme_star", "boost_star", "cost_star", "threat_star", "health_per_hero", "cost_per_hero",
               "base_threat_fixed", "threat_fixed", "escalation_threat_fixed", "permanent", "hidden")
STR_FIELDS = ("type_code", "faction_code", "pack_code", "set_code", "back_link", "duplicate_of", "stage")
_CODE = re.compile(r"^[A-Za-z0-9_.-]{1,32}$")


@dataclass
class Problem:
    """A malformed record or file: where it is, and why (a :class:`arbitro.reason.Reason`,
    ``cards.problem.…``)."""

    file: str
    code: str | None
    why: Reason

    def message(self, lang: str) -> str:
        where = self.file + (f" · {self.code}" if self.code else "")
        return f"{where}: {_render(self.why, lang)}"


def _render(why: Reason, lang: str) -> str:
    from arbitro.render.reasons import render

    return render(why, lang)


READ_STATUSES = ("full", "part", "none")


def read_status(reading) -> str:
    """How far the text reader read an ability: ``full`` (nothing unread), ``part`` (some effects
    read, some words not) or ``none``."""
    if getattr(reading, "status", None):  # the text reader's own verdict on the paragraph read whole
        return reading.status
    if not reading.unread:
        return "full"
    return "part" if reading.effects else "none"


@dataclass
class Report:
    folder: str
    index: str = ""
    commit: str | None = None
    date: str | None = None
    fingerprint: str = ""
    files: dict = field(default_factory=lambda: {"en": 0, "es": 0})
    records: dict = field(default_factory=lambda: {"en": 0, "es": 0})
    kinds: dict = field(default_factory=dict)          # type -> {"en": n, "es": n}
    identities: int = 0
    reprints: dict = field(default_factory=lambda: {"en": 0, "es": 0})
    abilities: dict = field(default_factory=dict)      # lang -> kind -> n
    reading: dict = field(default_factory=dict)        # lang -> full | part | none -> n (the text reader)
    problems: list = field(default_factory=list)
    size: int = 0

    def to_dict(self) -> dict:
        return {"folder": self.folder, "index": self.index, "commit": self.commit, "date": self.date,
                "fingerprint": self.fingerprint, "files": self.files, "records": self.records,
                "kinds": self.kinds, "identities": self.identities, "reprints": self.reprints,
                "abilities": self.abilities, "effects_read": True, "reading": self.reading,
                "malformed": [{"file": p.file, "code": p.code, "why": _render(p.why, "en")} for p in self.problems],
                "size": self.size}


# -- the folder -------------------------------------------------------------------------------------
def layout(folder: Path) -> dict[str, list[Path]]:
    """The pack files of the folder by language, or CardsError when it is not the MarvelCDB layout."""
    if not folder.exists():
        raise CardsError("cards.no_folder", folder=str(folder))
    if not folder.is_dir():
        raise CardsError("cards.not_folder", folder=str(folder))
    en = sorted((folder / "pack").glob("*.json")) if (folder / "pack").is_dir() else []
    if not en:
        raise CardsError("cards.not_layout", folder=str(folder))
    es_dir = folder / "translations" / "es" / "pack"
    es = sorted(es_dir.glob("*.json")) if es_dir.is_dir() else []
    return {"en": en, "es": es}


def _git(folder: Path, *args: str) -> str | None:
    try:
        r = subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout.strip() or None if r.returncode == 0 else None


def _head_without_git(gitdir: Path) -> str | None:
    try:
        if gitdir.is_file():  # a worktree or submodule: "gitdir: PATH"
            target = gitdir.read_text(encoding="utf-8").strip().removeprefix("gitdir:").strip()
            gitdir = (gitdir.parent / target).resolve()
        head = (gitdir / "HEAD").read_text(encoding="utf-8").strip()
        if not head.startswith("ref:"):
            return head or None
        ref = head[4:].strip()
        if (gitdir / ref).is_file():
            return (gitdir / ref).read_text(encoding="utf-8").strip() or None
        for line in (gitdir / "packed-refs").read_text(encoding="utf-8").splitlines():
            if line.endswith(" " + ref):
                return line.split()[0]
    except OSError:
        return None
    return None


def provenance(folder: Path, files: list[Path]) -> tuple[str | None, str | None]:
    """The data's git commit and its date when the folder is the root of a git checkout; else no
    commit and the date of the newest file read (UTC)."""
    if (folder / ".git").exists():
        out = _git(folder, "log", "-1", "--format=%H %cI")
        if out and " " in out:
            commit, date = out.split(" ", 1)
            return commit, date
        commit = _head_without_git(folder / ".git")
        if commit:
            return commit, None
    import datetime

    newest = max((f.stat().st_mtime for f in files), default=None)
    if newest is None:
        return None, None
    return None, datetime.datetime.fromtimestamp(newest, datetime.timezone.utc).strftime("%Y-%m-%d")


# -- records ----------------------------------------------------------------------------------------
def _load(path: Path, rel: str, problems: list[Problem]) -> list:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except UnicodeDecodeError as exc:
        problems.append(Problem(rel, None, R("cards.problem.not_utf8", byte=exc.start)))
        return []
    except json.JSONDecodeError as exc:
        problems.append(Problem(rel, None, R("cards.problem.bad_json", line=exc.lineno, column=exc.colno, error=exc.msg)))
        return []
    except OSError as exc:
        problems.append(Problem(rel, None, R("cards.problem.unreadable", error=str(exc.strerror or exc))))
        return []
    if not isinstance(data, list):
        problems.append(Problem(rel, None, R("cards.problem.not_list")))
        return []
    return data


def _check(rec, rel: str, index: int, original: bool) -> tuple[str | None, Problem | None]:
    """The record's code, or the problem that makes it unreadable."""
    if not isinstance(rec, dict):
        return None, Problem(rel, None, R("cards.problem.not_object", n=index + 1))
    code = rec.get("code")
    if not isinstance(code, str) or not _CODE.match(code):
        return None, Problem(rel, None, R("cards.problem.bad_code", n=index + 1, value=code))
    for key in TEXT_FIELDS:
        if rec.get(key) is not None and not isinstance(rec[key], str):
            return code, Problem(rel, code, R("cards.problem.not_text", key=key, kind=type(rec[key]).__name__))
    for key in STR_FIELDS:
        if rec.get(key) is not None and not isinstance(rec[key], str):
            return code, Problem(rel, code, R("cards.problem.not_text", key=key, kind=type(rec[key]).__name__))
    if not original or rec.get("duplicate_of") is not None:
        return code, None
    for key in ("name", "type_code"):
        if not rec.get(key):
            return code, Problem(rel, code, R("cards.problem.missing", key=key))
    for key in STAT_FIELDS:
        v = rec.get(key)
        if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
            return code, Problem(rel, code, R("cards.problem.not_whole", key=key, value=v))
    for key in FLAG_FIELDS:
        v = rec.get(key)
        if v is not None and not isinstance(v, bool):
            return code, Problem(rel, code, R("cards.problem.not_flag", key=key, value=v))
    return code, None


def _name_key(name: str) -> str:
    """Names match ignoring case, accents, punctuation and spacing ("Spider-Man" = "spiderman")."""
    return "".join(ch for ch in fold(name) if ch.isalnum() or ch == " ").replace(" ", "")


# -- the index --------------------------------------------------------------------------------------
SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE cards(code TEXT PRIMARY KEY, type_code TEXT NOT NULL, faction_code TEXT, pack_code TEXT,
                   set_code TEXT, position INTEGER, back_link TEXT, fields TEXT NOT NULL, file TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE texts(code TEXT NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL, subname TEXT, traits TEXT, text TEXT,
                   PRIMARY KEY(code, lang)) WITHOUT ROWID;
CREATE TABLE names(key TEXT NOT NULL, code TEXT NOT NULL, lang TEXT NOT NULL, PRIMARY KEY(key, code, lang)) WITHOUT ROWID;
CREATE TABLE reprints(code TEXT PRIMARY KEY, original TEXT NOT NULL, pack_code TEXT, file TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE readings(key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
FTS = ("CREATE VIRTUAL TABLE search USING fts5(name, text, code UNINDEXED, lang UNINDEXED, "
       "tokenize=\"unicode61 remove_diacritics 2\")")


def fts5_available() -> bool:
    try:
        con = sqlite3.connect(":memory:")
        try:
            con.execute(FTS)
        finally:
            con.close()
    except sqlite3.Error:
        return False
    return True


def require_fts5() -> None:
    if not fts5_available():
        raise CardsError("cards.no_fts5", version=sqlite3.sqlite_version)


def build(folder: str | os.PathLike, target: str | os.PathLike | None = None,
          progress: Callable[[int, int, str], None] | None = None) -> Report:
    """Index the MarvelCDB folder into ``target`` (default :func:`arbitro.cards.index_path`)."""
    root = Path(folder)
    files = layout(root)
    require_fts5()
    target = Path(target) if target is not None else index_path()
    if target.is_dir():
        target = target / "cards.sqlite"
    report = Report(folder=str(root.resolve()), index=str(target))
    problems: list[Problem] = report.problems
    digest = hashlib.sha256()
    total = len(files["en"]) + len(files["es"])
    done = 0

    originals: dict[str, dict] = {}
    origin_file: dict[str, str] = {}
    reprints: dict[str, tuple[str, dict]] = {}
    translations: dict[str, dict] = {}
    for lang in LANGS:
        for path in files[lang]:
            rel = path.relative_to(root).as_posix()
            done += 1
            if progress:
                progress(done, total, rel)
            try:
                digest.update(rel.encode() + b"\0" + path.read_bytes() + b"\0")
            except OSError:
                pass
            report.files[lang] += 1
            for i, rec in enumerate(_load(path, rel, problems)):
                report.records[lang] += 1
                code, problem = _check(rec, rel, i, lang == "en")
                if problem is not None:
                    problems.append(problem)
                    continue
                if lang == "en":
                    if code in originals or code in reprints:
                        first = origin_file.get(code) or reprints[code][0]
                        problems.append(Problem(rel, code, R("cards.problem.code_twice", first=first)))
                    elif rec.get("duplicate_of") is not None:
                        reprints[code] = (rel, rec)
                    else:
                        originals[code], origin_file[code] = rec, rel
                elif code in translations:
                    problems.append(Problem(rel, code, R("cards.problem.translation_twice")))
                else:
                    rec = dict(rec)
                    rec["_file"] = rel
                    translations[code] = rec

    # links: a back_link or duplicate_of must name a card that was read
    folded: dict[str, str] = {}
    for code, (rel, rec) in sorted(reprints.items()):
        seen, target_code = {code}, rec["duplicate_of"]
        while target_code in reprints and target_code not in seen:
            seen.add(target_code)
            target_code = reprints[target_code][1]["duplicate_of"]
        if target_code not in originals:
            problems.append(Problem(rel, code, R("cards.problem.duplicate_of", target=rec["duplicate_of"])))
        else:
            folded[code] = target_code
    for code in sorted(originals):
        link = originals[code].get("back_link")
        if link is not None and link not in originals:
            problems.append(Problem(origin_file[code], code, R("cards.problem.back_link", target=link)))
            del originals[code]
    report.reprints["en"] = len(folded)
    spanish: dict[str, dict] = {}
    for code, rec in sorted(translations.items()):
        if code in folded or rec.get("duplicate_of") is not None:
            report.reprints["es"] += 1
        elif code not in originals:
            problems.append(Problem(rec["_file"], code, R("cards.problem.orphan")))
        elif not rec.get("name"):
            problems.append(Problem(rec["_file"], code, R("cards.problem.no_name")))
        else:
            spanish[code] = rec

    report.commit, report.date = provenance(root, files["en"] + files["es"])
    report.fingerprint = digest.hexdigest()
    _write(target, report, originals, origin_file, spanish, folded, reprints)
    return report


def _identity_groups(originals: dict[str, dict]) -> dict[str, str]:
    """Each hero or alter-ego record -> the first code of its identity (the records joined by
    ``back_link``, in either direction)."""
    parent = {c: c for c, r in originals.items() if r["type_code"] in ("hero", "alter_ego")}

    def find(c: str) -> str:
        while parent[c] != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    for c in sorted(parent):
        link = originals[c].get("back_link")
        if link in parent:
            a, b = sorted((find(c), find(link)))
            parent[b] = a
    return {c: find(c) for c in parent}


def _kind(type_code: str) -> str:
    return "identity" if type_code in ("hero", "alter_ego") else type_code


def _store_readings(stored: dict, code: str, rec: dict, lang: str, text: str | None, src: dict, names=None) -> None:
    """Add the reading of each paragraph of this side (:func:`arbitro.scenario.cards.side_readings`,
    as a coded board asks for it, with the names :meth:`arbitro.cards.index.Index.by_code` gives the
    card) to ``stored``, keyed as :mod:`arbitro.readings` keys it."""
    from arbitro.cards.index import Side
    from arbitro.readings import storable
    from arbitro.scenario.cards import _read_ability, ability_key, side_readings

    side = Side(code, rec["type_code"], src["name"], src.get("subname"), src.get("traits"), text, lang, {},
                rec.get("faction_code"), rec.get("pack_code"), rec.get("set_code"), rec.get("back_link"))
    for args in side_readings(side, names):
        k = ability_key(args)
        if k not in stored:
            value = storable(_read_ability(**args))
            if value is not None:
                stored[k] = value


def _write(target: Path, report: Report, originals, origin_file, spanish, folded, reprints) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    mask = os.umask(0)
    os.umask(mask)
    os.chmod(tmp, 0o666 & ~mask)
    try:
        con = sqlite3.connect(tmp)
        try:
            con.execute("PRAGMA journal_mode=OFF")
            con.execute("PRAGMA synchronous=OFF")
            con.executescript(SCHEMA)
            con.execute(FTS)
            kinds: dict[str, Counter] = {}
            ability_kinds: dict[str, Counter] = {lang: Counter() for lang in LANGS}
            reading: dict[str, Counter] = {lang: Counter() for lang in LANGS}
            card_rows, text_rows, name_rows, fts_rows = [], [], [], []
            stored: dict[str, str] = {}  # the reading of every paragraph, as a coded board reads it
            group = _identity_groups(originals)
            identities: dict[str, set] = {lang: set() for lang in LANGS}
            members: dict[str, list] = {}  # set code -> its cards' codes (for the names a text may print)
            for code in sorted(originals):
                members.setdefault(originals[code].get("set_code"), []).append(code)
            for code in sorted(originals):
                rec = originals[code]
                fields = {k: rec[k] for k in STAT_FIELDS + FLAG_FIELDS if rec.get(k) is not None}
                if rec.get("stage") is not None:
                    fields["stage"] = rec["stage"]
                card_rows.append((code, rec["type_code"], rec.get("faction_code"), rec.get("pack_code"),
                                  rec.get("set_code"), rec.get("position") if isinstance(rec.get("position"), int) else None,
                                  rec.get("back_link"), json.dumps(fields, sort_keys=True), origin_file[code]))
                kind = _kind(rec["type_code"])
                per_lang = kinds.setdefault(kind, Counter())
                for lang, src in (("en", rec), ("es", spanish.get(code))):
                    if src is None:
                        continue
                    if kind != "identity":
                        per_lang[lang] += 1
                    elif group[code] not in identities[lang]:
                        identities[lang].add(group[code])
                        per_lang[lang] += 1
                    text = src.get("text")
                    text_rows.append((code, lang, src["name"], src.get("subname"), src.get("traits"), text))
                    name_rows.append((_name_key(src["name"]), code, lang))
                    fts_rows.append((plain(src["name"]), plain(text or ""), code, lang))
                    translated = spanish if src is not rec else {}  # the set's names in this text's language
                    of_set = [(originals[c]["type_code"], (translated.get(c) or originals[c]).get("name"))
                              for c in members.get(rec.get("set_code"), ())] if rec.get("set_code") else []
                    names = names_for(src["name"], rec.get("faction_code"), of_set)
                    for _, _, read in abilities([(code, rec["type_code"], text)], lang, names=names):
                        ability_kinds[lang][read.kind] += 1
                        reading[lang][read_status(read)] += 1
                    own = src["name"]
                    if code in group:  # an identity: its names are both sides' (hero first), as a lookup gives them
                        sides = sorted((c for c in group if group[c] == group[code]),
                                       key=lambda c: (originals[c]["type_code"] != "hero", c))
                        own = [(translated.get(c) or originals[c]).get("name") for c in sides]
                    _store_readings(stored, code, rec, lang, text, src, names_for(own, rec.get("faction_code"), of_set))
            con.executemany("INSERT INTO cards VALUES (?,?,?,?,?,?,?,?,?)", card_rows)
            con.executemany("INSERT INTO texts VALUES (?,?,?,?,?,?)", text_rows)
            con.executemany("INSERT OR IGNORE INTO names VALUES (?,?,?)", name_rows)
            con.executemany("INSERT INTO search(name, text, code, lang) VALUES (?,?,?,?)", fts_rows)
            con.executemany("INSERT INTO reprints VALUES (?,?,?,?)",
                            [(c, o, reprints[c][1].get("pack_code"), reprints[c][0]) for c, o in sorted(folded.items())])
            con.executemany("INSERT INTO readings VALUES (?,?)", sorted(stored.items()))
            con.execute("INSERT INTO search(search) VALUES ('optimize')")
            report.kinds = {k: {lang: v[lang] for lang in LANGS} for k, v in sorted(kinds.items())}
            report.identities = report.kinds.get("identity", {}).get("en", 0)
            report.abilities = {lang: dict(sorted(c.items())) for lang, c in ability_kinds.items()}
            report.reading = {lang: {k: reading[lang][k] for k in READ_STATUSES} for lang in LANGS}
            from arbitro.readings import reader_hash

            meta = {"schema_version": SCHEMA_VERSION, "reader_hash": reader_hash(),
                    "commit": report.commit or "", "date": report.date or "",
                    "folder": report.folder, "fingerprint": report.fingerprint,
                    "report": json.dumps({k: v for k, v in report.to_dict().items() if k not in ("index", "size")},
                                         sort_keys=True)}
            con.executemany("INSERT INTO meta VALUES (?,?)", sorted(meta.items()))
            con.commit()
            con.execute("VACUUM")
        finally:
            con.close()
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    report.size = target.stat().st_size
