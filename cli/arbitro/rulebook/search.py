"""Accent- and case-insensitive search over the clauses' Spanish text and English glosses."""

from __future__ import annotations

import re
import unicodedata

from arbitro.rulebook import Clause, Rulebook

WORD = re.compile(r"[a-z0-9]+")


def fold(text: str) -> str:
    """Lower case without accents: "Búsqueda" -> "busqueda"."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


def _stem(word: str) -> str:
    return word[: max(4, len(word) - 3)] if len(word) > 5 else word


def score(clause: Clause, terms: list[str]) -> float:
    """Whole words in the Spanish text weigh most, then stems, then the gloss; 0 if a term is missing."""
    text_words = WORD.findall(fold(clause.text))
    gloss_words = WORD.findall(fold(clause.gloss_en))
    total = 0.0
    for term in terms:
        stem = _stem(term)
        best = 0.0
        n_exact = sum(1 for w in text_words if w == term)
        if n_exact:
            best = 3.0 + 0.1 * n_exact
        elif any(w.startswith(stem) for w in text_words):
            best = 1.5
        if any(w == term for w in gloss_words):
            best = max(best, 1.0) + 0.2
        elif any(w.startswith(stem) for w in gloss_words):
            best = max(best, 0.5) + 0.1
        if best == 0.0:
            return 0.0
        total += best
    return total / (1 + len(text_words) / 200)


def search(rb: Rulebook, query: str, limit: int | None = None) -> list[tuple[Clause, float]]:
    terms = WORD.findall(fold(query))
    if not terms:
        return []
    order = {c.id: i for i, c in enumerate(rb)}
    hits = [(c, s) for c in rb if (s := score(c, terms)) > 0]
    hits.sort(key=lambda h: (-round(h[1], 6), order[h[0].id]))
    return hits[:limit] if limit else hits
