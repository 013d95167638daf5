"""The clauses that decide an answer, read off its justification tree (plain dicts, no imports).

One definition serves the text's "Porque:" line, the ruling record's quoted clauses, the text
tree's ``--quotes deciding`` and the JSON's top-level ``because``: for a "no" (a root that did not
hold) the deepest clauses that did not hold under each failing step; otherwise the deepest that
held under each held step, then those that excluded a candidate; the root when there is neither.
"""

from __future__ import annotations


def _deepest(node: dict, holds: bool) -> list[dict]:
    """The deepest nodes under ``node`` whose verdict is ``holds`` along a path of such verdicts,
    one per clause (the first met, depth first)."""
    found: list[dict] = []
    seen: set[str] = set()
    for child in node["children"]:
        if child["holds"] is holds:
            for n in _deepest(child, holds) or [child]:
                if n["clause"] not in seen:
                    seen.add(n["clause"])
                    found.append(n)
    return found


def causes(node: dict) -> list[str]:
    """The deepest clauses that did not hold under each failing step: why a "no" is a no."""
    return [n["clause"] for n in _deepest(node, False)]


def supports(node: dict) -> list[str]:
    """The deepest clauses that held under each held step: what a "yes" (or a value) rests on."""
    return [n["clause"] for n in _deepest(node, True)]


def deciding_nodes(a: dict) -> list[dict]:
    """The deciding steps of an answer, one per clause: trace nodes, then excluded candidates'
    ``excluded_by`` entries (each has ``clause`` and its ``because``/``reason``)."""
    trace = a["trace"]
    found = _deepest(trace, False) if trace["holds"] is False else _deepest(trace, True)
    seen = {n["clause"] for n in found}
    for c in a.get("candidates") or ():
        for e in c["excluded_by"]:
            if e["clause"] not in seen:
                seen.add(e["clause"])
                found.append(e)
    return found or [trace]


def deciding(a: dict) -> list[str]:
    """The clause ids of :func:`deciding_nodes`, in order."""
    return [n["clause"] for n in deciding_nodes(a)]
