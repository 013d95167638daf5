"""Measure the text reader on a copy of the MarvelCDB JSON data, without shipping any of it.

    python bench/read_corpus.py PATH [--top 30]

PATH is a checkout of zzorba/marvelsdb-json-data (English in pack/, Spanish in
translations/es/pack/). Reports, per language and per card group (player, encounter), how many
triggered abilities were read fully, partly or not at all; constant abilities and keywords
separately; the most frequent unread phrases (their first words: printed to the terminal only,
never stored); and the time to read the whole corpus. Card text belongs to its publisher: this
script writes nothing.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cli"))

from arbitro.reader import read  # noqa: E402


def _plain(s: str) -> str:
    import re

    return re.sub(r"</?[a-zA-Z][^>]*>", " ", s)


def _records(folder: Path):
    groups = {}
    for f in sorted((folder / "pack").glob("*.json")):
        for r in json.loads(f.read_text(encoding="utf-8")):
            if isinstance(r, dict) and "code" in r:
                groups[r["code"]] = ("encounter" if r.get("faction_code") in ("encounter", "campaign") else "player",
                                     r.get("text"), r.get("duplicate_of"))
    out = {"en": [], "es": []}
    for code, (group, text, dup) in groups.items():
        if text and not dup:
            out["en"].append((code, group, text))
    for f in sorted((folder / "translations" / "es" / "pack").glob("*.json")):
        for r in json.loads(f.read_text(encoding="utf-8")):
            if isinstance(r, dict) and r.get("code") in groups and r.get("text") and not groups[r["code"]][2]:
                out["es"].append((r["code"], groups[r["code"]][0], r["text"]))
    return out


def _names(folder: Path):
    """``{lang: {code: Names}}``: each card's own name and, for an identity's own cards (faction
    ``hero``), the hero and alter-ego names of its set, in each language (what the card pool gives
    the reader)."""
    from arbitro.reader import Names

    en, es = {}, {}
    for f in sorted((folder / "pack").glob("*.json")):
        for r in json.loads(f.read_text(encoding="utf-8")):
            if isinstance(r, dict) and "code" in r:
                en[r["code"]] = r
    for f in sorted((folder / "translations" / "es" / "pack").glob("*.json")):
        for r in json.loads(f.read_text(encoding="utf-8")):
            if isinstance(r, dict) and r.get("code") in en and r.get("name"):
                es[r["code"]] = r
    identities = collections.defaultdict(list)  # set code -> identity codes
    for code, r in en.items():
        if r.get("type_code") in ("hero", "alter_ego") and r.get("set_code"):
            identities[r["set_code"]].append(code)
    members = collections.defaultdict(list)  # set code -> its cards
    for code, r in en.items():
        members[r.get("set_code")].append(code)
    out = {"en": {}, "es": {}}
    for lang, names in (("en", en), ("es", es)):
        for code, r in en.items():
            own = (names.get(code) or r).get("name")
            ids = identities.get(r.get("set_code"), []) if r.get("faction_code") == "hero" else []
            id_names = {(names.get(c) or en[c])["name"] for c in ids}
            others = {(names.get(c) or en[c])["name"] for c in members[r.get("set_code")]  # a support sharing a hero's name
                      if c not in ids} if ids else set()
            of_set = sorted(((names.get(c) or en[c]).get("name") or "", en[c].get("type_code") or "")  # issue 15: the set's other cards
                            for c in members[r.get("set_code")] if c != code) if r.get("set_code") else []
            out[lang][code] = Names.of(own, sorted(id_names - others), [(n, t) for n, t in of_set if n and n != own])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("path", type=Path)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--phrase-words", type=int, default=3)
    args = ap.parse_args(argv)
    corpus = _records(args.path)
    names = _names(args.path)
    total = 0.0
    for lang in ("es", "en"):
        counts = collections.defaultdict(collections.Counter)
        phrases = collections.Counter()
        t0 = time.perf_counter()
        readings = [(group, read(text, lang, names=names[lang].get(code))) for code, group, text in corpus[lang]]
        elapsed = time.perf_counter() - t0
        total += elapsed
        for group, rs in readings:
            for r in rs:
                kind = {"triggered": "triggered", "header": "triggered", "reference": "triggered"}.get(r.kind, r.kind)
                counts[(group, kind)][r.status] += 1
                text = r.text
                for u in r.unread:  # the words from the first one no rule expected
                    rest = text[u.get("at", u["start"]) - r.start: u["end"] - r.start]
                    phrases[" ".join(_plain(rest).lower().split()[: args.phrase_words])] += 1
        print(f"== {lang}: {len(corpus[lang])} cards read in {elapsed:.2f} s")
        for (group, kind), c in sorted(counts.items()):
            n = sum(c.values())
            print(f"  {group:9} {kind:9} {n:5}  full {c['full']:5} ({100 * c['full'] / n:5.1f}%)  "
                  f"part {c['part']:5}  none {c['none']:5}")
        print(f"  the {args.top} most frequent unread phrases (first {args.phrase_words} words):")
        for phrase, n in phrases.most_common(args.top):
            print(f"    {n:5}  {phrase}")
    print(f"== whole corpus (both languages) read in {total:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
