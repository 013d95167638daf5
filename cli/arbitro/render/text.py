"""Text rendering of answers: the decision first, then the justification tree with quotes.

Spanish by default, English with ``lang="en"`` (the labels are the ``answer.*`` entries of the
tables of :mod:`arbitro.render.reasons`; the reasons come rendered by its ``localize``); the rule
text is always quoted in Spanish.
"""

from __future__ import annotations

import json
import textwrap

from arbitro.deciding import causes, deciding  # noqa: F401 (causes: re-exported)

WIDTH = 100



def _labels(lang: str):
    """The answer's labels in ``lang``: ``label("yes")`` is the table's ``answer.yes``."""
    from arbitro.render.reasons import text

    return lambda code, **args: text(lang, f"answer.{code}", args)


def _who(v, label) -> str:
    if v is None:
        return label("nobody")
    if v == "scenario":
        return label("scenario")
    return str(v)


def headline(a: dict, lang: str = "es") -> str:
    """The answer on one line."""
    label = _labels(lang)
    ask, v = a["ask"], a.get("answer")
    if ask == "can_initiate":
        if v == "undetermined":
            return f"{label('undetermined')}: {label('unknowns')} — " + "; ".join(a.get("unknowns") or ())
        return label("no") + " — " + label("automatic") if a.get("automatic") else label(v)
    if ask == "targets":
        line = f"{label('targets')}: " + (", ".join(v) if v else label("none"))
        if a.get("undetermined"):
            line += f" — {label('undetermined')}: {label('unknowns')} — " + "; ".join(a.get("unknowns") or ())
        return line
    if ask in ("controller", "owner"):
        return f"{label(ask)}: {_who(v, label)}"
    if ask == "destination":
        if v["zone"] == "removed":
            return f"{label('destination')}: {label('removed')}"
        if v["player"] == "scenario":
            return f"{label('destination')}: {label('encounter.' + v['zone'])}"
        return f"{label('destination')}: {label('zone.' + v['zone'])} {label('of')} {v['player']}"
    if ask == "who_may_use":
        if v == "automatic":
            return f"{label('who_may_use')}: {label('automatic')}"
        return f"{label('who_may_use')}: " + (", ".join(v) if v else label("nobody"))
    if ask == "order":
        return f"{label('order')}: " + " → ".join("[" + ", ".join(level) + "]" for level in v)
    return json.dumps(v, ensure_ascii=False)


def _mark(holds) -> str:
    return {True: "✓", False: "✗", None: "·"}[holds]


QUOTES = ("none", "deciding", "all")


def _gloss(cid: str) -> str:
    """The clause's English gloss (from the rulebook, loaded once per process)."""
    from arbitro import rulebook

    c = rulebook.load().clauses.get(cid)
    return c.gloss_en if c is not None else ""


def render_trace(trace: dict, clauses: dict, lang: str = "es", *, quotes: str = "all",
                 deciding: frozenset | set = frozenset()) -> list[str]:
    """The justification tree, one line per step. ``quotes``: ``all`` quotes every clause (once;
    "quoted above" where it comes again), ``deciding`` only the clauses in ``deciding`` (once),
    ``none`` no clause text. Under ``lang="en"`` each quote is followed by the clause's English gloss."""
    label = _labels(lang)
    quoted_above, translation_only = label("quoted_above"), label("translation_only")
    lines: list[str] = []
    quoted: set[str] = set()

    # depth first, children in order, without a recursive closure (a closure that calls itself is
    # a reference cycle: each rendered answer would wait for the cyclic collector to be freed)
    stack: list[tuple[dict, int]] = [(trace, 1)]
    while stack:
        node, depth = stack.pop()
        pad = "  " * depth
        cid = node["clause"]
        lines.append(f"{pad}{_mark(node['holds'])} {cid} — {node['because']}")
        c = clauses.get(cid)
        if c is not None and (quotes == "all" or (quotes == "deciding" and cid in deciding)):
            if cid in quoted:
                if quotes == "all":
                    lines.append(f"{pad}    {quoted_above}")
            else:
                quoted.add(cid)
                width = max(40, WIDTH - len(pad) - 4)
                tag = f" [{translation_only}]" if c["translation_only"] else ""
                body = textwrap.wrap(f"«{c['text']}»{tag}", width=width)
                if lang == "en" and _gloss(cid):
                    body += textwrap.wrap(label("gloss", gloss=_gloss(cid)), width=width)
                lines.extend(f"{pad}    {line}" for line in body)
        stack.extend((child, depth + 1) for child in reversed(node["children"]))
    return lines


SHOWN = 5  # what-if changes shown in text (the JSON holds every one found)


def what_if_lines(a: dict, lang: str = "es", shown: int = SHOWN) -> list[str]:
    """The changes that would flip the answer (``what_if``, localized), at most ``shown`` of them."""
    label = _labels(lang)
    found = a.get("what_if") or []
    lines = [f"{label('what_if')}:"]
    if not found:
        return lines + [f"  {label('what_if.none')}"]
    for w in found[:shown]:
        if "target" in w:
            lines.append(f"  → {label('what_if.target', target=w['target'], change=w['change'])}")
        else:
            lines.append(f"  → {label('what_if.yes', change=w['change'])}")
    if len(found) > shown:
        lines.append(f"  {label('what_if.more', n=len(found) - shown)}")
    return lines


def render_answer(a: dict, lang: str = "es", *, tree: bool = True, quotes: str = "deciding") -> str:
    """The answer as text, safe to print: every id, name and value the scenario wrote shows its
    control and invisible characters escaped (see :mod:`arbitro.safe`)."""
    from arbitro.safe import shown_lines

    return shown_lines(_render_answer(a, lang, tree=tree, quotes=quotes))


def _render_answer(a: dict, lang: str, *, tree: bool, quotes: str = "deciding") -> str:
    label = _labels(lang)
    title = f"{a['scenario']} · {a['question']} · {a['ask']}"
    if a.get("errors"):
        return "\n".join([title, *(f"  {label('error')}: {e['message']}" for e in a["errors"])])
    title += f" ({label('edition')} {a['edition']})"
    out = [title, headline(a, lang)]
    failing = causes(a["trace"])
    if a["ask"] == "can_initiate" and a["answer"] == "no" and failing and not a.get("automatic"):
        out.append(f"{label('because')}: " + ", ".join(failing) + f" — {a['trace']['because']}")
    if a.get("decided_by_translation_only"):
        out.append(label("decided_tr"))
    for key in ("assumptions", "warnings"):
        if a.get(key):
            out.append(f"{label(key)}: " + "; ".join(a[key]))
    if "editions_differ" in a and a["edition"] == "es":
        out.append(label("differ") + ", ".join(a["deciding_clauses"]) if a["editions_differ"] else label("same"))
    if "expected" in a:
        mark = label("ok") if a["ok"] else label("fail")
        line = f"{label('expected')}: {json.dumps(a['expected'], ensure_ascii=False)} — {mark}"
        if a.get("missing_cites"):
            line += f" ({label('missing')}: {', '.join(a['missing_cites'])})"
        out.append(line)
    if a.get("candidates"):
        out.append(f"{label('candidates')}:")
        for c in a["candidates"]:
            if c["valid"]:
                out.append(f"  ✓ {c['id']} — {label('valid')}")
            else:
                why = "; ".join(f"{e['clause']}: {e['because']}" for e in c["excluded_by"]) or "—"
                out.append(f"  ✗ {c['id']} — {label('excluded')} {label('by')} {why}")
    if a.get("what_if") is not None:
        out.extend(what_if_lines(a, lang))
    if tree:
        clauses = {c["id"]: c for c in a["citations"]}
        out.append(f"{label('why')}:")
        out.extend(render_trace(a["trace"], clauses, lang, quotes=quotes, deciding=set(deciding(a))))
    return "\n".join(out)
