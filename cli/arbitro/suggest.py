"""The closest valid names to a word the user typed (for "did you mean …?" hints).

One function for every suggestion arbitro makes (scenario keys and values, clause ids, command
arguments); difflib is imported only when a suggestion is needed.
"""

from __future__ import annotations

from typing import Any, Iterable


def closest(word: Any, names: Iterable[str], n: int = 1, cutoff: float = 0.6) -> list[str]:
    """Up to ``n`` names close to ``word``, best first (empty when none is close enough)."""
    import difflib

    return difflib.get_close_matches(word if isinstance(word, str) else str(word), list(names), n=n, cutoff=cutoff)
