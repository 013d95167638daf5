"""Text rendering of answers: the decision first, then the justification tree with quotes.

Spanish by default, English with ``lang="en"``; the rule text is always quoted in Spanish.
"""

from __future__ import annotations

import json
import textwrap

WIDTH = 100

LABELS = {
    "es": {
        "yes": "Sí se puede iniciar", "no": "NO se puede iniciar", "automatic": "se resuelve sola (forzosa): nadie la inicia",
        "targets": "Objetivos válidos", "none": "ninguno", "controller": "Controlador", "owner": "Propietario",
        "destination": "Destino", "who_may_use": "Quién puede usarla", "order": "Orden de resolución",
        "nobody": "nadie", "scenario": "el escenario", "removed": "retirada de la partida",
        "valid": "válido", "excluded": "excluido", "by": "por", "why": "Justificación",
        "expected": "Esperado", "ok": "correcto", "fail": "NO COINCIDE", "missing": "faltan citas",
        "edition": "edición", "quoted_above": "(texto citado arriba)", "translation_only": "⚠ solo en la traducción española",
        "decided_tr": "⚠ Esta respuesta la decide un párrafo que solo está en la traducción española; con --edition en la respuesta cambia.",
        "differ": "Las ediciones dan respuestas distintas; lo decide: ", "same": "Ambas ediciones dan la misma respuesta.",
        "candidates": "Candidatos", "error": "error", "zone": {"discard": "pila de descartes", "hand": "mano", "deck": "mazo", "removed": "retirada de la partida"},
        "of": "de", "encounter": {"discard": "pila de descartes de Encuentros", "deck": "mazo de Encuentros"},
        "level": "nivel", "because": "Porque",
    },
    "en": {
        "yes": "It CAN be initiated", "no": "It can NOT be initiated", "automatic": "it resolves by itself (forced): nobody initiates it",
        "targets": "Valid targets", "none": "none", "controller": "Controller", "owner": "Owner",
        "destination": "Destination", "who_may_use": "Who may use it", "order": "Resolution order",
        "nobody": "nobody", "scenario": "the scenario", "removed": "removed from the game",
        "valid": "valid", "excluded": "excluded", "by": "by", "why": "Justification",
        "expected": "Expected", "ok": "ok", "fail": "MISMATCH", "missing": "missing cites",
        "edition": "edition", "quoted_above": "(quoted above)", "translation_only": "⚠ Spanish translation only",
        "decided_tr": "⚠ A paragraph found only in the Spanish translation decides this answer; under --edition en it changes.",
        "differ": "The editions give different answers; decided by: ", "same": "Both editions give the same answer.",
        "candidates": "Candidates", "error": "error", "zone": {"discard": "discard pile", "hand": "hand", "deck": "deck", "removed": "removed from the game"},
        "of": "of", "encounter": {"discard": "encounter discard pile", "deck": "encounter deck"},
        "level": "level", "because": "Because",
    },
}


def _who(v, L) -> str:
    if v is None:
        return L["nobody"]
    if v == "scenario":
        return L["scenario"]
    return str(v)


def headline(a: dict, lang: str = "es") -> str:
    """The answer on one line."""
    L = LABELS[lang]
    ask, v = a["ask"], a.get("answer")
    if ask == "can_initiate":
        return L["no"] + " — " + L["automatic"] if a.get("automatic") else L[v]
    if ask == "targets":
        return f"{L['targets']}: " + (", ".join(v) if v else L["none"])
    if ask in ("controller", "owner"):
        return f"{L[ask]}: {_who(v, L)}"
    if ask == "destination":
        if v["zone"] == "removed":
            return f"{L['destination']}: {L['removed']}"
        if v["player"] == "scenario":
            return f"{L['destination']}: {L['encounter'][v['zone']]}"
        return f"{L['destination']}: {L['zone'][v['zone']]} {L['of']} {v['player']}"
    if ask == "who_may_use":
        if v == "automatic":
            return f"{L['who_may_use']}: {L['automatic']}"
        return f"{L['who_may_use']}: " + (", ".join(v) if v else L["nobody"])
    if ask == "order":
        return f"{L['order']}: " + " → ".join("[" + ", ".join(level) + "]" for level in v)
    return json.dumps(v, ensure_ascii=False)


def _mark(holds) -> str:
    return {True: "✓", False: "✗", None: "·"}[holds]


def render_trace(trace: dict, clauses: dict, lang: str = "es") -> list[str]:
    L = LABELS[lang]
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
        if c is not None:
            if cid in quoted:
                lines.append(f"{pad}    {L['quoted_above']}")
            else:
                quoted.add(cid)
                tag = f" [{L['translation_only']}]" if c["translation_only"] else ""
                body = textwrap.wrap(f"«{c['text']}»{tag}", width=max(40, WIDTH - len(pad) - 4))
                lines.extend(f"{pad}    {line}" for line in body)
        stack.extend((child, depth + 1) for child in reversed(node["children"]))
    return lines


def causes(node: dict) -> list[str]:
    """The deepest clauses that did not hold under each failing step: why a "no" is a no."""
    found: list[str] = []
    for child in node["children"]:
        if child["holds"] is False:
            deeper = causes(child)
            for cid in deeper or [child["clause"]]:
                if cid not in found:
                    found.append(cid)
    return found


def render_answer(a: dict, lang: str = "es", *, tree: bool = True) -> str:
    """The answer as text, safe to print: every id, name and value the scenario wrote shows its
    control and invisible characters escaped (see :mod:`arbitro.safe`)."""
    from arbitro.safe import shown_lines

    return shown_lines(_render_answer(a, lang, tree=tree))


def _render_answer(a: dict, lang: str, *, tree: bool) -> str:
    L = LABELS[lang]
    title = f"{a['scenario']} · {a['question']} · {a['ask']}"
    if a.get("errors"):
        return "\n".join([title, *(f"  {L['error']}: {e['message']}" for e in a["errors"])])
    title += f" ({L['edition']} {a['edition']})"
    out = [title, headline(a, lang)]
    failing = causes(a["trace"])
    if a["ask"] == "can_initiate" and a["answer"] == "no" and failing and not a.get("automatic"):
        out.append(f"{L['because']}: " + ", ".join(failing) + f" — {a['trace']['because']}")
    if a.get("decided_by_translation_only"):
        out.append(L["decided_tr"])
    if "editions_differ" in a and a["edition"] == "es":
        out.append(L["differ"] + ", ".join(a["deciding_clauses"]) if a["editions_differ"] else L["same"])
    if "expected" in a:
        mark = L["ok"] if a["ok"] else L["fail"]
        line = f"{L['expected']}: {json.dumps(a['expected'], ensure_ascii=False)} — {mark}"
        if a.get("missing_cites"):
            line += f" ({L['missing']}: {', '.join(a['missing_cites'])})"
        out.append(line)
    if a.get("candidates"):
        out.append(f"{L['candidates']}:")
        for c in a["candidates"]:
            if c["valid"]:
                out.append(f"  ✓ {c['id']} — {L['valid']}")
            else:
                why = "; ".join(f"{e['clause']}: {e['because']}" for e in c["excluded_by"]) or "—"
                out.append(f"  ✗ {c['id']} — {L['excluded']} {L['by']} {why}")
    if tree:
        clauses = {c["id"]: c for c in a["citations"]}
        out.append(f"{L['why']}:")
        out.extend(render_trace(a["trace"], clauses, lang))
    return "\n".join(out)
