"""Measure the text reader on a copy of the MarvelCDB JSON data, without shipping any of it.

    python bench/read_corpus.py PATH [--top 30]

PATH is a checkout of zzorba/marvelsdb-json-data (English in pack/, Spanish in
translations/es/pack/). Reports, per language and per card group (player, encounter), how many
triggered abilities were read fully, partly or not at all; constant abilities and keywords
separately; which construct families the triggered abilities not read fully wait on (an estimate by
the rules' own words, to steer the work); the most frequent unread phrases (their first words: printed
to the terminal only, never stored); and the time to read the whole corpus. Card text belongs to its publisher: this
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


# What holds back a triggered ability not read fully: each unread sentence is put in the first construct family whose
# words it holds (an estimate by keywords, to steer the work: the reader itself never reads by keywords). The words are
# the rules' own, in both languages; an ability counts once per family, and "alone" when it waits on that family only.
HOLDBACK = [
    ("setup and campaign lists", r"contents|contenido|modular|competitive|competitivo|cooperative|cooperativo|campaign|"
     r"campaña|standard|estándar|expert set|leader [iv]+|líder [iv]+|\(i+\)|^\(i|step (one|two|n)|paso"),
    ("flow: otherwise, then, if, instead", r"^otherwise|^luego,|^de lo contrario|^si no\b|^then\b|^después,|"
     r"^a continuación|\bif you do\b|^if |^si |\binstead\b|\ben vez de|\ben su lugar"),
    ("amounts: counters, moves, for each, equal to", r"\bcounters?\b|contador|\btant[oa]s?\b|\bmove\b|traslada|mueve|"
     r"for each|por cada|maximum|máximo|\bmax\b|a total of|un total de|any number|cualquier (cantidad|número)|"
     r"equal to|igual a|x is|x es|that amount|esa cantidad|equal amount|misma cantidad"),
    ("zones: search, look, reveal, swap, find", r"search|busca|look at|mira|reveal|revela|shuffle|baraja|swap|"
     r"intercambia|\bfind\b|encuentra|top of|parte superior|from the top|discard pile|pila de descartes|set aside|apart"),
    ("players: each player, defeater, attacks, activations", r"each player|cada jugador|player order|"
     r"orden de jugadores|who defeated|que derrot|defeating player|attacks you|te ataca|activates against|"
     r"se activa contra|activation against|enemy leader|líder enemigo|first player|jugador inicial|choose a player|"
     r"elige a un jugador|engage|enfrenta"),
    ("stats: traits, durations, attack bonuses, hit points", r"trait|rasgo|until the end|hasta el final|this attack|"
     r"este ataque|\bgets \+|obtiene \+|\+\d|hit point|puntos de vida|medidor|dial|stun|aturd|confus|tough|dureza|"
     r"cannot take more"),
    ("play: into play, attach, return, resolve, choices, forms", r"into play|en juego|\bplay a\b|juega|attach|vincul|"
     r"return|devuelve|resolve|resuelve|choose|elige|either|\bflip|voltea|da la vuelta|change to|cambia a|form|forma|"
     r"special|especial"),
    ("icons and parentheses", r"^\(|\[crisis\]|\[acceleration\]|\[amplify\]|\[hazard\]|\[star\]|\[boost\]"),
]
OTHER = "other phrases (a card or two each)"


def holdback(sentences) -> str:
    """The construct family an unread sentence waits on (:data:`HOLDBACK`), or :data:`OTHER`."""
    import re

    words = " ".join(re.sub(r"\d+", "N", _plain(sentences)).lower().split())
    return next((name for name, rx in HOLDBACK if re.search(rx, words)), OTHER)


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
        held = collections.defaultdict(collections.Counter)  # group -> family -> abilities (and "alone" counts)
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
                if kind == "triggered" and r.status != "full":
                    fams = {holdback(text[u["start"] - r.start: u["end"] - r.start]) for u in r.unread}
                    for f in fams:
                        held[group][f] += 1
                        held[group]["alone:" + f] += len(fams) == 1
        print(f"== {lang}: {len(corpus[lang])} cards read in {elapsed:.2f} s")
        for (group, kind), c in sorted(counts.items()):
            n = sum(c.values())
            print(f"  {group:9} {kind:9} {n:5}  full {c['full']:5} ({100 * c['full'] / n:5.1f}%)  "
                  f"part {c['part']:5}  none {c['none']:5}")
        for group in sorted(held):
            print(f"  {group} triggered abilities not read fully, by the family of their unread sentences "
                  "(abilities; alone: waiting on that family only):")
            for f, n in sorted(((f, n) for f, n in held[group].items() if not f.startswith("alone:")),
                               key=lambda x: (-x[1], x[0])):
                print(f"    {n:5}  alone {held[group]['alone:' + f]:5}  {f}")
        print(f"  the {args.top} most frequent unread phrases (first {args.phrase_words} words):")
        for phrase, n in phrases.most_common(args.top):
            print(f"    {n:5}  {phrase}")
    print(f"== whole corpus (both languages) read in {total:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
