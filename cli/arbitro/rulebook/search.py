"""Search over the clauses' Spanish text and English glosses, as a judge types: accents and case
ignored, word forms folded (Snowball stemmers: "robar" finds "robe", "draws" finds "draw"), and
the game's own terms (``rulebook/terms.yaml``: a status card's name finds the clauses on that
status). Every clause that matches some word is listed, those matching more of the words first,
then by score."""

from __future__ import annotations

import re
import unicodedata

from arbitro.rulebook import Clause, Rulebook

WORD = re.compile(r"[a-z0-9]+")
# words that say nothing on their own (a query made only of them is searched as it is)
STOP = frozenset(
    "de la el los las un una unos unas y o a al del en que se su sus por con para es lo le me mi tu "
    "the an of to in and or is it on for with by as at be".split()
)


def fold(text: str) -> str:
    """Lower case without accents: "Búsqueda" -> "busqueda"."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


def _prefix(word: str) -> str:
    return word[: max(4, len(word) - 3)] if len(word) > 5 else word


class _Stems:
    """Spanish and English Snowball stems, memoised (imported on the first search only)."""

    def __init__(self):
        import snowballstemmer

        self._es = snowballstemmer.stemmer("spanish")
        self._en = snowballstemmer.stemmer("english")
        self._memo: dict[tuple[str, str], str] = {}

    def es(self, word: str) -> str:
        key = ("es", word)
        if key not in self._memo:
            self._memo[key] = self._es.stemWord(word)
        return self._memo[key]

    def en(self, word: str) -> str:
        key = ("en", word)
        if key not in self._memo:
            self._memo[key] = self._en.stemWord(word)
        return self._memo[key]


def terms_of(query: str) -> list[str]:
    """The words of a query worth searching (stop words dropped unless nothing else is left)."""
    words = WORD.findall(fold(query))
    kept = [w for w in words if w not in STOP]
    return list(dict.fromkeys(kept or words))


def glossary(rb: Rulebook) -> list[dict]:
    """The game's terms (rulebook/terms.yaml) whose clauses exist in this rulebook."""
    import os

    from arbitro.rulebook import _data_dir, _yaml_load

    with open(os.path.join(_data_dir(), "terms.yaml"), encoding="utf-8") as fh:
        entries = _yaml_load(fh.read()) or []
    return [{**e, "clauses": [c for c in e["clauses"] if c in rb.clauses]} for e in entries]


def _term_score(term: str, clause: Clause, text_words: list[str], gloss_words: list[str],
                terms: dict[str, dict[str, float]], st: _Stems) -> float:
    """How well the clause matches one word: a game term's own clause, else the word in the text
    (whole, same stem, same prefix) and in the gloss; long texts weigh a little less."""
    best = 0.0
    n_exact = sum(1 for w in text_words if w == term)
    if n_exact:
        best = max(best, 3.0 + 0.1 * n_exact)
    elif any(st.es(w) == st.es(term) for w in text_words):
        best = max(best, 2.0)
    elif any(w.startswith(_prefix(term)) for w in text_words):
        best = max(best, 1.5)
    if term in gloss_words:
        best = max(best, 1.0) + 0.2
    elif any(st.en(w) == st.en(term) for w in gloss_words):
        best = max(best, 0.7) + 0.1
    return max(terms.get(term, {}).get(clause.id, 0.0), best / (1 + len(text_words) / 200))


def search(rb: Rulebook, query: str, limit: int | None = None) -> list[tuple[Clause, float]]:
    """Clauses matching the query, best first: more of its words matched, then a higher score."""
    words = terms_of(query)
    if not words:
        return []
    st = _Stems()
    by_term: dict[str, dict[str, float]] = {}
    for entry in glossary(rb):
        for w in entry["words"]:
            for rank, cid in enumerate(entry["clauses"]):
                by_term.setdefault(w, {})[cid] = max(by_term.get(w, {}).get(cid, 0.0), 4.0 - 0.3 * rank)
    order = {c.id: i for i, c in enumerate(rb)}
    hits = []
    for c in rb:
        text_words = WORD.findall(fold(c.text))
        gloss_words = WORD.findall(fold(c.gloss_en))
        scores = [_term_score(t, c, text_words, gloss_words, by_term, st) for t in words]
        matched = sum(1 for s in scores if s > 0)
        if matched:
            hits.append((c, sum(scores), matched))
    hits.sort(key=lambda h: (-h[2], -round(h[1], 6), order[h[0].id]))
    out = [(c, s) for c, s, _ in hits]
    return out[:limit] if limit else out
