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


# What each edge style and node style means, for the legends (arbitro's words): message codes of
# arbitro.render.reasons, rendered in the export's language.
EDGE_MEANING = {k: f"graph.edge.{k}" for k in ("depends_on", "exception_to", "example_of", "same_as", "see_also", "parent")}
NODE_MEANING = {k: f"graph.node.{k}" for k in ("translation_only", "reference_only", "root")}


def _tr(code: str, lang: str) -> str:
    """The message ``code`` in ``lang`` (the one renderer, imported when a graph is exported)."""
    from arbitro.render.reasons import text

    return text(lang, code)


def excerpt(text: str, width: int = 34, lines: int = 2) -> list[str]:
    """The first words of a clause, wrapped for a node label (… when cut)."""
    import textwrap

    wrapped = textwrap.wrap(text, width=width)
    if len(wrapped) > lines:
        wrapped = wrapped[:lines]
        wrapped[-1] = _short(wrapped[-1] + " …", width + 2) if len(wrapped[-1]) < width else wrapped[-1][: width - 1] + "…"
    return wrapped


def dot_legend(edge_types, lang: str = "es", nodes: tuple[tuple[str, str, str], ...] = ()) -> list[str]:
    """A DOT cluster drawing each edge type used (and the given node styles: key, attrs, meaning)."""
    out = ["  subgraph \"cluster_legend\" {", f"    label={_dot_str(_tr('graph.legend', lang))};",
           '    style="rounded"; color="gray60"; fontsize=10;',
           '    node [shape=plaintext, fontsize=9, style="", label=""];']
    for i, k in enumerate(edge_types):
        out.append(f'    "legend_{k}_a" [label=""]; "legend_{k}_b" [label={_dot_str(_tr(EDGE_MEANING[k], lang))}];')
        out.append(f'    "legend_{k}_a" -> "legend_{k}_b" [{DOT_EDGE_STYLE[k]}];')
    for key, attrs, meaning in nodes:
        out.append(f'    "legend_node_{key}" [shape=box, label={_dot_str(meaning)}, {attrs}];')
    out.append("  }")
    return out


def _node_styles(g, lang: str) -> tuple[tuple[str, str, str], ...]:
    styles = []
    if any(a["translation_only"] for _, a in g.nodes(data=True)):
        styles.append(("translation_only", 'style="rounded,dashed", color="darkorange", penwidth=2',
                       _tr(NODE_MEANING["translation_only"], lang)))
    if any(a["reference_only"] for _, a in g.nodes(data=True)):
        styles.append(("reference_only", 'style="rounded,filled", fillcolor="gray92"', _tr(NODE_MEANING["reference_only"], lang)))
    if "root" in g.graph:
        styles.append(("root", 'style="rounded", penwidth=3', _tr(NODE_MEANING["root"], lang)))
    return tuple(styles)


def to_dot(rulebook: Rulebook, root: str | None = None, lang: str = "es") -> str:
    """Graphviz DOT; ids are quoted (they contain dots), each node labelled with its id, kind and
    the first words of its text, edge styles by type, translation-only clauses drawn with a
    dashed orange border, and a legend of the styles used."""
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
            label = "\n".join([f"{n} · {a['kind']}", *excerpt(a["text"])]) + (
                "\n⚠ " + _tr(NODE_MEANING["translation_only"], lang) if a["translation_only"] else "")
            attrs = [f"label={_dot_str(label)}", f"tooltip={_dot_str(_short(a['text'], 200))}"]
            if a["translation_only"]:
                attrs.append('style="rounded,dashed", color="darkorange", penwidth=2')
            elif a["reference_only"]:
                attrs.append('style="rounded,filled", fillcolor="gray92"')
            if n == g.graph.get("root"):
                attrs.append("penwidth=3")
            lines.append(f"    {_dot_str(n)} [{', '.join(attrs)}];")
        lines.append("  }")
    edges = _ordered_edges(g)
    for u, v, k in edges:
        label = "" if k in ("depends_on", "parent") else f", label={_dot_str(k)}"
        lines.append(f"  {_dot_str(u)} -> {_dot_str(v)} [{DOT_EDGE_STYLE[k]}{label}];")
    used = [k for k in ALL_EDGE_TYPES if any(e[2] == k for e in edges)]
    lines.extend(dot_legend(used, lang, _node_styles(g, lang)))
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_graphml(rulebook: Rulebook, root: str | None = None, lang: str = "es") -> str:
    """GraphML (loads back with ``networkx.read_graphml``; edge ids are the edge types)."""
    import networkx as nx

    g = restrict(rulebook, root)
    buf = io.BytesIO()
    nx.write_graphml(g, buf, encoding="utf-8", prettyprint=True)
    return buf.getvalue().decode("utf-8")


def _mermaid_id(cid: str) -> str:
    return "n_" + "".join(ch if ch.isalnum() else "_" for ch in cid)


def _mermaid_text(text: str) -> str:
    return text.replace('"', "#quot;")


def mermaid_legend(edge_types, lang: str = "es") -> list[str]:
    """A Mermaid subgraph drawing each edge type used, with what it means."""
    out = [f'  subgraph legend["{_tr("graph.legend", lang)}"]']
    for k in edge_types:
        out.append(f'    legend_{k}_a[" "] {MERMAID_ARROW[k]} legend_{k}_b["{_mermaid_text(_tr(EDGE_MEANING[k], lang))}"]')
    out.append("  end")
    return out


def to_mermaid(rulebook: Rulebook, root: str | None = None, lang: str = "es") -> str:
    """A Mermaid flowchart (renders without Graphviz: GitHub, VS Code, mermaid.live): node ids
    sanitised, labels the clause id, kind and first words, and a legend of the edge styles."""
    g = restrict(rulebook, root)
    lines = ["flowchart LR"]
    by_section: dict[str, list[str]] = {}
    for n, a in g.nodes(data=True):
        by_section.setdefault(a["section"], []).append(n)
    for i, (section, nodes) in enumerate(by_section.items()):
        lines.append(f'  subgraph s{i}["{section}"]')
        for n in nodes:
            a = g.nodes[n]
            label = "<br/>".join([f"{n} · {a['kind']}", *map(_mermaid_text, excerpt(a["text"]))]) + (
                "<br/>⚠ " + _tr(NODE_MEANING["translation_only"], lang) if a["translation_only"] else "")
            lines.append(f'    {_mermaid_id(n)}["{label}"]')
        lines.append("  end")
    edges = _ordered_edges(g)
    for u, v, k in edges:
        arrow = MERMAID_ARROW[k]
        label = "" if k in ("depends_on", "parent") else f"|{k}|"
        lines.append(f"  {_mermaid_id(u)} {arrow}{label} {_mermaid_id(v)}")
    lines.extend(mermaid_legend([k for k in ALL_EDGE_TYPES if any(e[2] == k for e in edges)], lang))
    tonly = [n for n, a in g.nodes(data=True) if a["translation_only"]]
    if tonly:
        lines.append("  classDef translationOnly stroke:#d97706,stroke-width:2px,stroke-dasharray: 5 5")
        lines.append("  class " + ",".join(_mermaid_id(n) for n in tonly) + " translationOnly")
    return "\n".join(lines) + "\n"


def node_link(rulebook: Rulebook, root: str | None = None, lang: str = "es") -> dict:
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


def to_json(rulebook: Rulebook, root: str | None = None, lang: str = "es") -> str:
    return json.dumps(node_link(rulebook, root), ensure_ascii=False, indent=2) + "\n"


class GraphvizMissing(RuntimeError):
    """SVG needs Graphviz's ``dot`` program, which is not installed."""


def render_svg(dot_text: str) -> str:
    """SVG from DOT through Graphviz (raises GraphvizMissing when ``dot`` is not installed)."""
    import shutil
    import subprocess

    exe = shutil.which("dot")
    if exe is None:
        raise GraphvizMissing("dot")
    done = subprocess.run([exe, "-Tsvg"], input=dot_text.encode("utf-8"), capture_output=True, timeout=120)
    if done.returncode != 0:
        raise RuntimeError(done.stderr.decode("utf-8", "replace").strip())
    return done.stdout.decode("utf-8")


def to_svg(rulebook: Rulebook, root: str | None = None, lang: str = "es") -> str:
    return render_svg(to_dot(rulebook, root, lang))


FORMATS = {"dot": to_dot, "graphml": to_graphml, "mermaid": to_mermaid, "json": to_json, "svg": to_svg}


def export(rulebook: Rulebook, fmt: str, root: str | None = None, lang: str = "es") -> str:
    """The graph in one of :data:`FORMATS` (KeyError if ``root`` is unknown)."""
    return FORMATS[fmt](rulebook, root, lang)
