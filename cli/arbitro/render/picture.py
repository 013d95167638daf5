"""A picture of an answer (``arbitro ask … --graph dot|mermaid|svg``): the justification tree
actually walked, on top of the clause graph around it.

Nodes are the clauses the evaluation visited, one per clause, styled by what they gave: held
(✓), did not hold (✗) or a step (·); a clause visited several times is drawn "did not hold" if
any visit did not hold, else "held" if any held. Edges are the trace's parent → child steps.
Around them, faint, the ``depends_on`` neighbours of the visited clauses that this evaluation
did not visit. A legend explains every style. The helpers (legends, excerpts, quoting, SVG
through Graphviz) are those of :mod:`arbitro.rulebook.graph`; networkx is not needed.
"""

from __future__ import annotations

from arbitro.rulebook.graph import _dot_str, _mermaid_id, _mermaid_text, dot_legend, excerpt, mermaid_legend

MARK = {"held": "✓", "not_held": "✗", "step": "·"}
DOT_NODE = {
    "held": 'style="rounded,filled", color="darkgreen", fillcolor="#e6f4ea"',
    "not_held": 'style="rounded,filled", color="red3", fillcolor="#fde8e8", penwidth=2',
    "step": 'style="rounded", color="gray30"',
    "unvisited": 'style="rounded,dashed", color="gray70", fontcolor="gray55"',
}
DOT_EDGE = {"step": 'color="black"', "unvisited": 'color="gray75", style="dashed"'}
MERMAID_CLASS = {
    "held": "fill:#e6f4ea,stroke:#1b5e20",
    "not_held": "fill:#fde8e8,stroke:#b71c1c,stroke-width:2px",
    "step": "fill:#ffffff,stroke:#555555",
    "unvisited": "fill:#ffffff,stroke:#bbbbbb,color:#888888,stroke-dasharray: 4 4",
}
MERMAID_EDGE = {"step": "-->", "unvisited": "-.->"}


def _t(code: str, lang: str) -> str:
    from arbitro.render.reasons import text

    return text(lang, code)


def walked(a: dict, rulebook) -> tuple[dict, list, list, list]:
    """``(visited, steps, faint, faint_edges)``: visited clause -> (state, first reason), in the
    order first reached; the trace's parent → child steps (each once, in order); the depends_on
    neighbours not visited; and the edges to them."""
    visited: dict[str, list] = {}
    steps: list[tuple[str, str]] = []
    stack = [a["trace"]]
    while stack:
        node = stack.pop()
        cid = node["clause"]
        entry = visited.setdefault(cid, [set(), node["because"]])
        entry[0].add(node["holds"])
        for child in node["children"]:
            if (cid, child["clause"]) not in steps:
                steps.append((cid, child["clause"]))
        stack.extend(reversed(node["children"]))
    states = {}
    for cid, (holds, because) in visited.items():
        state = "not_held" if False in holds else "held" if True in holds else "step"
        states[cid] = (state, because)
    faint: list[str] = []
    faint_edges: list[tuple[str, str]] = []
    clauses = rulebook.clauses
    for cid in states:
        for dep in clauses[cid].depends_on:
            if dep not in states and dep in clauses:
                if dep not in faint:
                    faint.append(dep)
                faint_edges.append((cid, dep))
    return states, steps, faint, faint_edges


def _label(cid: str, kind: str, text: str, state: str | None = None, because: str | None = None) -> list[str]:
    """A node's lines: mark, id and kind; the first words of the clause; the reason it gave."""
    head = f"{MARK[state]} {cid} · {kind}" if state else f"{cid} · {kind}"
    lines = [head, *excerpt(text)]
    short = excerpt(because, 40, 1) if because else []
    if short:
        lines.append("— " + short[0])
    return lines


def to_dot(a: dict, rulebook, lang: str = "es") -> str:
    states, steps, faint, faint_edges = walked(a, rulebook)
    clauses = rulebook.clauses
    title = f"{a['scenario']} · {a['question']} · {a['ask']} ({a['edition']})"
    lines = ["digraph answer {",
             f"  graph [rankdir=TB, fontname=\"Helvetica\", label={_dot_str(title)}];",
             '  node [shape=box, fontname="Helvetica", fontsize=10];',
             '  edge [fontname="Helvetica", fontsize=8];']
    for cid, (state, because) in states.items():
        c = clauses[cid]
        label = "\n".join(_label(cid, c.kind, c.text, state, because))
        lines.append(f"  {_dot_str(cid)} [label={_dot_str(label)}, tooltip={_dot_str(c.text[:200])}, {DOT_NODE[state]}];")
    for cid in faint:
        c = clauses[cid]
        label = "\n".join(_label(cid, c.kind, c.text))
        lines.append(f"  {_dot_str(cid)} [label={_dot_str(label)}, {DOT_NODE['unvisited']}];")
    for u, v in steps:
        lines.append(f"  {_dot_str(u)} -> {_dot_str(v)} [{DOT_EDGE['step']}];")
    for u, v in faint_edges:
        lines.append(f"  {_dot_str(u)} -> {_dot_str(v)} [{DOT_EDGE['unvisited']}];")
    used = [s for s in ("held", "not_held", "step") if any(st == s for st, _ in states.values())]
    if faint:
        used.append("unvisited")
    legend = dot_legend((), lang, tuple((s, DOT_NODE[s], f"{MARK.get(s, '')} {_t('picture.' + s, lang)}".strip())
                                        for s in used))
    extra = []
    for k in ("step",) + (("unvisited",) if faint else ()):
        extra.append(f'    "legend_edge_{k}_a" [label=""]; "legend_edge_{k}_b" [label={_dot_str(_t("picture.edge." + k, lang))}];')
        extra.append(f'    "legend_edge_{k}_a" -> "legend_edge_{k}_b" [{DOT_EDGE[k]}];')
    lines.extend(legend[:-1] + extra + legend[-1:])
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_mermaid(a: dict, rulebook, lang: str = "es") -> str:
    states, steps, faint, faint_edges = walked(a, rulebook)
    clauses = rulebook.clauses
    lines = ["flowchart TD"]
    for cid, (state, because) in states.items():
        c = clauses[cid]
        label = "<br/>".join(map(_mermaid_text, _label(cid, c.kind, c.text, state, because)))
        lines.append(f'  {_mermaid_id(cid)}["{label}"]:::{state}')
    for cid in faint:
        c = clauses[cid]
        label = "<br/>".join(map(_mermaid_text, _label(cid, c.kind, c.text)))
        lines.append(f'  {_mermaid_id(cid)}["{label}"]:::unvisited')
    for u, v in steps:
        lines.append(f"  {_mermaid_id(u)} {MERMAID_EDGE['step']} {_mermaid_id(v)}")
    for u, v in faint_edges:
        lines.append(f"  {_mermaid_id(u)} {MERMAID_EDGE['unvisited']} {_mermaid_id(v)}")
    used = [s for s in ("held", "not_held", "step") if any(st == s for st, _ in states.values())]
    if faint:
        used.append("unvisited")
    legend = mermaid_legend((), lang)
    extra = [f'    legend_node_{s}["{_mermaid_text((MARK.get(s, "") + " " + _t("picture." + s, lang)).strip())}"]:::{s}'
             for s in used]
    for k in ("step",) + (("unvisited",) if faint else ()):
        extra.append(f'    legend_edge_{k}_a[" "] {MERMAID_EDGE[k]} legend_edge_{k}_b["{_mermaid_text(_t("picture.edge." + k, lang))}"]')
    lines.extend(legend[:-1] + extra + legend[-1:])
    for s, style in MERMAID_CLASS.items():
        lines.append(f"  classDef {s} {style}")
    return "\n".join(lines) + "\n"


def to_svg(a: dict, rulebook, lang: str = "es") -> str:
    """SVG through Graphviz (:class:`arbitro.rulebook.graph.GraphvizMissing` without ``dot``)."""
    from arbitro.rulebook.graph import render_svg

    return render_svg(to_dot(a, rulebook, lang))


FORMATS = {"dot": to_dot, "mermaid": to_mermaid, "svg": to_svg}
