"""The rulebook as a networkx graph: validation and exports (DOT, GraphML, Mermaid, JSON).

networkx is imported only here, and only when a function of this module runs; the query path
(``arbitro.app``, :mod:`arbitro.rulebook`, the engine) never imports it.

The graph is a ``networkx.MultiDiGraph``:

* one node per clause id, in document order, with the attributes ``section``, ``kind``,
  ``text`` (Spanish, verbatim), ``gloss_en``, ``translation_only``, ``parent`` (``""`` for a
  top-level clause, so that GraphML can store it), ``reference_only`` (``""`` when absent);
* one edge per reference in the clause data, from the clause that names the reference to the
  clause named, keyed and attributed by its ``type``:

  ``depends_on``   A -> B: to apply A, B must be consulted (the edges the engine walks);
  ``exception_to`` E -> R: E is an exception to rule R;
  ``example_of``   X -> R: X illustrates rule R;
  ``same_as``      A -> B: the same rule stated in another section (stored both ways);
  ``see_also``     A -> B: a cross-reference only;
  ``parent``       C -> P: structural edge, C is printed under P in the seed text (bullet,
                   sub-bullet, example, list item). Not a dependency; the exports draw it faintly
                   and ``--root`` subgraphs do not follow it.

Only ``depends_on`` edges count for cycles and reachability (see :func:`validate`).
"""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

from arbitro.rulebook import EDGE_TYPES, Rulebook

if TYPE_CHECKING:  # pragma: no cover
    import networkx as nx

ALL_EDGE_TYPES = EDGE_TYPES + ("parent",)

# Graphviz attributes per edge type.
DOT_EDGE_STYLE = {
    "depends_on": 'color="black"',
    "exception_to": 'color="red3", style="dashed", fontcolor="red3"',
    "example_of": 'color="blue3", style="dotted", fontcolor="blue3"',
    "same_as": 'color="darkgreen", style="bold", dir="both", fontcolor="darkgreen"',
    "see_also": 'color="gray40", style="dashed", arrowhead="open"',
    "parent": 'color="gray75", style="dotted", arrowhead="none"',
}
# Mermaid arrows per edge type.
MERMAID_ARROW = {
    "depends_on": "-->",
    "exception_to": "-.->",
    "example_of": "-.->",
    "same_as": "<==>",
    "see_also": "-.-",
    "parent": "~~~",
}


def build(rulebook: Rulebook, structural: bool = True) -> "nx.MultiDiGraph":
    """The whole rulebook as a MultiDiGraph (with ``parent`` edges unless ``structural=False``)."""
    import networkx as nx

    g = nx.MultiDiGraph(name="arbitro rulebook")
    for c in rulebook:
        g.add_node(
            c.id,
            section=c.section,
            kind=c.kind,
            text=c.text,
            gloss_en=c.gloss_en,
            translation_only=c.translation_only,
            parent=c.parent or "",
            reference_only=c.reference_only or "",
        )
    for c in rulebook:
        for etype in EDGE_TYPES:
            for target in getattr(c, etype):
                g.add_edge(c.id, target, key=etype, type=etype)
        if structural and c.parent:
            g.add_edge(c.id, c.parent, key="parent", type="parent")
    return g


def depends_graph(source) -> "nx.DiGraph":
    """The ``depends_on`` edges alone, as a DiGraph over every clause (from a Rulebook or from
    the MultiDiGraph of :func:`build`)."""
    import networkx as nx

    d = nx.DiGraph()
    if isinstance(source, Rulebook):
        d.add_nodes_from(c.id for c in source)
        d.add_edges_from((c.id, t) for c in source for t in c.depends_on)
    else:
        d.add_nodes_from(source.nodes)
        d.add_edges_from((u, v) for u, v, k in source.edges(keys=True) if k == "depends_on")
    return d


def _ancestors(rulebook: Rulebook, cid: str) -> list[str]:
    out, seen = [], set()
    p = rulebook.clauses[cid].parent
    while p and p not in seen:
        seen.add(p)
        out.append(p)
        p = rulebook.clauses[p].parent if p in rulebook.clauses else None
    return out


def validate(rulebook: Rulebook) -> list[str]:
    """Problems in the clause graph, one message per problem (empty list: the graph is sound).

    * no cycle in ``depends_on`` (the message prints the cycle);
    * every clause reachable from a question root (``rulebook.roots``) through ``depends_on``,
      or marked ``reference_only`` with a reason;
    * every edge and parent names an existing clause;
    * ``same_as`` is symmetric;
    * ``exception_to`` / ``example_of`` name the clause's parent or an ancestor of it (the seed
      prints exceptions and examples under the rule they qualify), and clauses of kind
      ``exception`` / ``example`` carry that edge.
    """
    import networkx as nx

    problems: list[str] = []
    ids = set(rulebook.clauses)
    for c in rulebook:
        if c.parent and c.parent not in ids:
            problems.append(f"{c.file}: clause {c.id}: parent names missing clause {c.parent}")
        for etype in EDGE_TYPES:
            for t in getattr(c, etype):
                if t not in ids:
                    problems.append(f"{c.file}: clause {c.id}: {etype} names missing clause {t}")
    d = depends_graph(rulebook)
    d.remove_nodes_from([n for n in list(d) if n not in ids])
    try:
        cycle = nx.find_cycle(d)
    except nx.NetworkXNoCycle:
        cycle = None
    if cycle:
        path = [u for u, _ in cycle] + [cycle[-1][1]]
        problems.append(f"depends_on cycle: {' -> '.join(path)}")
    reachable: set[str] = set()
    for kind, root in sorted(rulebook.roots.items()):
        if root not in d:
            problems.append(f"root of {kind} names missing clause {root}")
            continue
        reachable.add(root)
        reachable |= nx.descendants(d, root)
    for c in rulebook:
        if c.id not in reachable and not c.reference_only:
            problems.append(
                f"{c.file}: clause {c.id}: not reachable from any question root through depends_on "
                "(add a depends_on edge, or reference_only: <why>)"
            )
    for c in rulebook:
        for t in c.same_as:
            if t in ids and c.id not in rulebook.clauses[t].same_as:
                problems.append(f"{c.file}: clause {c.id}: same_as {t} but {t} is not same_as {c.id}")
        anc = _ancestors(rulebook, c.id) if c.parent in ids else []
        for etype in ("exception_to", "example_of"):
            for t in getattr(c, etype):
                if c.parent and t not in anc:
                    problems.append(f"{c.file}: clause {c.id}: {etype} {t} is neither its parent nor an ancestor")
        if c.kind == "exception" and not c.exception_to:
            problems.append(f"{c.file}: clause {c.id}: kind exception without exception_to")
        if c.kind == "example" and not c.example_of:
            problems.append(f"{c.file}: clause {c.id}: kind example without example_of")
    return problems


def subgraph_nodes(rulebook: Rulebook, root: str) -> list[str]:
    """The clause ``root`` and everything reachable from it: its ``depends_on`` targets, and the
    exceptions and examples pointing to a clause already included, transitively; document order."""
    clauses = rulebook.clauses
    pointing: dict[str, list[str]] = {}
    for c in rulebook:
        for t in c.exception_to + c.example_of:
            pointing.setdefault(t, []).append(c.id)
    seen = {root}
    stack = [root]
    while stack:
        n = stack.pop()
        for m in list(clauses[n].depends_on) + pointing.get(n, []):
            if m in clauses and m not in seen:
                seen.add(m)
                stack.append(m)
    return [cid for cid in clauses if cid in seen]


def restrict(rulebook: Rulebook, root: str | None = None, structural: bool = True):
    """The graph, or the subgraph under ``root`` (an id or alias; KeyError if unknown)."""
    g = build(rulebook, structural=structural)
    if root is None:
        return g
    clause = rulebook.resolve(root)
    if clause is None:
        raise KeyError(root)
    nodes = subgraph_nodes(rulebook, clause.id)
    sub = g.subgraph(nodes).copy()
    sub.graph["root"] = clause.id
    return sub


def _ordered_edges(g) -> list[tuple[str, str, str]]:
    order = {n: i for i, n in enumerate(g.nodes)}
    rank = {t: i for i, t in enumerate(ALL_EDGE_TYPES)}
    edges = [(u, v, k) for u, v, k in g.edges(keys=True)]
    # stable: by source in document order, then edge type, then the order written in the data
    return sorted(edges, key=lambda e: (order[e[0]], rank.get(e[2], 99)))


def _dot_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def to_dot(rulebook: Rulebook, root: str | None = None) -> str:
    """Graphviz DOT; ids are quoted (they contain dots), edge styles by type, translation-only
    clauses drawn with a dashed orange border."""
    g = restrict(rulebook, root)
    lines = [
        "digraph rulebook {",
        "  graph [rankdir=LR, fontname=\"Helvetica\", label=" + _dot_str("arbitro rulebook" + (f" — {g.graph['root']}" if "root" in g.graph else "")) + "];",
        '  node [shape=box, style="rounded", fontname="Helvetica", fontsize=10];',
        '  edge [fontname="Helvetica", fontsize=8];',
    ]
    by_section: dict[str, list[str]] = {}
    for n, a in g.nodes(data=True):
        by_section.setdefault(a["section"], []).append(n)
    for i, (section, nodes) in enumerate(by_section.items()):
        lines.append(f"  subgraph {_dot_str('cluster_' + str(i))} {{")
        lines.append(f"    label={_dot_str(section)};")
        for n in nodes:
            a = g.nodes[n]
            label = f"{n}\n{a['kind']}" + ("\n⚠ solo traducción" if a["translation_only"] else "")
            attrs = [f"label={_dot_str(label)}", f"tooltip={_dot_str(_short(a['text'], 200))}"]
            if a["translation_only"]:
                attrs.append('style="rounded,dashed", color="darkorange", penwidth=2')
            elif a["reference_only"]:
                attrs.append('style="rounded,filled", fillcolor="gray92"')
            if n == g.graph.get("root"):
                attrs.append("penwidth=3")
            lines.append(f"    {_dot_str(n)} [{', '.join(attrs)}];")
        lines.append("  }")
    for u, v, k in _ordered_edges(g):
        label = "" if k in ("depends_on", "parent") else f", label={_dot_str(k)}"
        lines.append(f"  {_dot_str(u)} -> {_dot_str(v)} [{DOT_EDGE_STYLE[k]}{label}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_graphml(rulebook: Rulebook, root: str | None = None) -> str:
    """GraphML (loads back with ``networkx.read_graphml``; edge ids are the edge types)."""
    import networkx as nx

    g = restrict(rulebook, root)
    buf = io.BytesIO()
    nx.write_graphml(g, buf, encoding="utf-8", prettyprint=True)
    return buf.getvalue().decode("utf-8")


def _mermaid_id(cid: str) -> str:
    return "n_" + "".join(ch if ch.isalnum() else "_" for ch in cid)


def to_mermaid(rulebook: Rulebook, root: str | None = None) -> str:
    """A Mermaid flowchart (node ids sanitised, labels are the clause ids)."""
    g = restrict(rulebook, root)
    lines = ["flowchart LR"]
    by_section: dict[str, list[str]] = {}
    for n, a in g.nodes(data=True):
        by_section.setdefault(a["section"], []).append(n)
    for i, (section, nodes) in enumerate(by_section.items()):
        lines.append(f'  subgraph s{i}["{section}"]')
        for n in nodes:
            a = g.nodes[n]
            label = f"{n}<br/>{a['kind']}" + ("<br/>⚠ solo traducción" if a["translation_only"] else "")
            lines.append(f'    {_mermaid_id(n)}["{label}"]')
        lines.append("  end")
    for u, v, k in _ordered_edges(g):
        arrow = MERMAID_ARROW[k]
        label = "" if k in ("depends_on", "parent") else f"|{k}|"
        lines.append(f"  {_mermaid_id(u)} {arrow}{label} {_mermaid_id(v)}")
    tonly = [n for n, a in g.nodes(data=True) if a["translation_only"]]
    if tonly:
        lines.append("  classDef translationOnly stroke:#d97706,stroke-width:2px,stroke-dasharray: 5 5")
        lines.append("  class " + ",".join(_mermaid_id(n) for n in tonly) + " translationOnly")
    return "\n".join(lines) + "\n"


def node_link(rulebook: Rulebook, root: str | None = None) -> dict:
    """Node-link data (the layout of ``networkx.node_link_data(g, edges="links")``), deterministic."""
    g = restrict(rulebook, root)
    graph = {"name": g.graph.get("name", "arbitro rulebook")}
    if "root" in g.graph:
        graph["root"] = g.graph["root"]
    return {
        "directed": True,
        "multigraph": True,
        "graph": graph,
        "roots": dict(sorted(rulebook.roots.items())),
        "nodes": [{"id": n, **{k: a[k] for k in sorted(a)}} for n, a in g.nodes(data=True)],
        "links": [{"source": u, "target": v, "key": k, "type": k} for u, v, k in _ordered_edges(g)],
    }


def to_json(rulebook: Rulebook, root: str | None = None) -> str:
    return json.dumps(node_link(rulebook, root), ensure_ascii=False, indent=2) + "\n"


FORMATS = {"dot": to_dot, "graphml": to_graphml, "mermaid": to_mermaid, "json": to_json}


def export(rulebook: Rulebook, fmt: str, root: str | None = None) -> str:
    """The graph in one of :data:`FORMATS` (KeyError if ``root`` is unknown)."""
    return FORMATS[fmt](rulebook, root)
