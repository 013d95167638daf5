"""A ruling record (``arbitro ask FILE --question ID --ruling``): Markdown a judge can share.

The question in words (rendered from the question's data), the ruling, the deciding clauses quoted
verbatim in Spanish from the rulebook, the assumptions and warnings the answer carries, the
edition, arbitro's version, the SHA-256 of the scenario file and the command that gives the same
record again. Every phrase is a ``ruling.*`` code of :mod:`arbitro.render.reasons`.
"""

from __future__ import annotations

from typing import Any

from arbitro.deciding import causes, deciding, supports  # noqa: F401 (re-exported)
from arbitro.render.text import headline, what_if_lines


def _t(lang: str):
    from arbitro.render.reasons import text

    return lambda code, **args: text(lang, code, args)


def question_words(q, ability: str | None, lang: str, names: dict | None = None) -> str:
    """The question in words, from its data (``ability``: the one the question asks about, resolved;
    ``names``: the answer's card names, said instead of the ids)."""
    from arbitro.reason import named, Reason

    tr = _t(lang)

    def t(code, **args):
        return tr(code, **named(Reason(code, args), names or {}).args)

    ask = q.ask
    if ask in ("can_initiate", "targets"):
        if q.basic:
            s = t(f"ruling.q.{ask}.basic", player=q.player, character=q.character, basic=q.basic)
        else:
            s = t(f"ruling.q.{ask}", player=q.player, card=q.card, ability=ability or "—")
        if ask == "targets" and q.effect:
            s += " " + t("ruling.q.effect", effect=q.effect)
    elif ask in ("controller", "owner"):
        s = t(f"ruling.q.{ask}", card=q.card)
    elif ask == "destination":
        s = t("ruling.q.destination", card=q.card, to=q.to)
    elif ask == "who_may_use":
        s = t("ruling.q.who_may_use", card=q.card, ability=ability or "—")
    else:
        items = [f"{i.card}:{i.ability}" if getattr(i, "card", None) else f"{i.kind} {i.id}" for i in q.items or ()]
        s = t("ruling.q.order", items=items)
    events = list(q.events or ())
    if events:
        s += " " + t("ruling.q.events", n=len(events), events=[_event(e) for e in events])
    return s


def _event(e) -> str:
    fields = [str(getattr(e, k)) for k in ("card", "player", "to", "source") if getattr(e, k, None) is not None]
    return f"{e.kind}({', '.join(fields)})"


def _item(x: Any) -> str:
    if isinstance(x, dict):
        for k in ("because", "message", "text"):
            if isinstance(x.get(k), str):
                return x[k]
        import json

        return json.dumps(x, ensure_ascii=False, sort_keys=True)
    return str(x)


def _first(trace: dict, cid: str) -> dict | None:
    stack = [trace]
    while stack:
        node = stack.pop()
        if node["clause"] == cid:
            return node
        stack.extend(reversed(node["children"]))
    return None


def render_ruling(a: dict, q, *, ability: str | None, lang: str, sha256: str, version: str, command: str) -> str:
    """The ruling record of one answer (localized) as Markdown, safe to print."""
    from arbitro.safe import shown_lines

    t = _t(lang)
    out = [f"# {t('ruling.title')}", "", f"## {t('ruling.question')}", "", question_words(q, ability, lang, a.get("names")), "",
           t("ruling.file", file=a["scenario"], question=a["question"], ask=a["ask"]), "",
           f"## {t('ruling.ruling')}", "", f"**{headline(a, lang)}**"]
    if a["ask"] == "can_initiate" and a["answer"] == "no" and not a.get("automatic"):
        out += ["", f"{t('answer.because')}: {a['trace']['because']}"]
    if a.get("decided_by_translation_only"):
        out += ["", t("answer.decided_tr")]
    out += ["", f"## {t('ruling.clauses')}", ""]
    texts = {c["id"]: c for c in a["citations"]}
    for cid in deciding(a):
        node = _first(a["trace"], cid)
        c = texts.get(cid)
        line = f"- **{cid}**"
        if node is not None:
            line += f" — {node['because']}"
        out.append(line)
        if c is not None:
            tag = f" *({t('ruling.translation_only')})*" if c["translation_only"] else ""
            out.append(f"  > «{c['text']}»{tag}")
    if a.get("what_if") is not None:
        lines = what_if_lines(a, lang, shown=len(a["what_if"]))
        out += ["", f"## {t('ruling.what_if')}", ""] + [f"- {line.strip()[2:]}" if line.strip().startswith("→")
                                                        else f"- {line.strip()}" for line in lines[1:]]
    for key, title in (("assumptions", "ruling.assumptions"), ("warnings", "ruling.warnings")):
        items = a.get(key) or []
        if key == "warnings" and not items:
            continue
        out += ["", f"## {t(title)}", ""]
        out += [f"- {_item(x)}" for x in items] or [f"- {t('ruling.none')}"]
    out += ["", f"## {t('ruling.edition')}", "", t(f"ruling.edition.{a['edition']}"),
            "", f"## {t('ruling.version')}", "", f"arbitro {version}",
            "", f"## {t('ruling.scenario')}", "", f"SHA-256 `{sha256}`",
            "", f"## {t('ruling.rerun')}", "", "```sh", command, "```", "", t("ruling.rerun.note")]
    return shown_lines("\n".join(out))
