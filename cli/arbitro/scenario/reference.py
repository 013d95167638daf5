"""The format reference (``docs/format.md``), generated from the one table of the format.

Every object of :data:`arbitro.scenario.format.FORMAT` becomes a section with a table of its
fields (YAML key, type, default, meaning, and for question fields the ``ask`` kinds that use
them; for effect fields the verbs that take them), followed by the invented example of each field
that has one; then the events and the closed lists of names. ``arbitro schema --reference``
prints it and a test keeps ``docs/format.md`` equal to it, so the reference cannot drift from
what the loader accepts.
"""

from __future__ import annotations

from arbitro.scenario import format as F
from arbitro.scenario import vocab as V

INTRO = """# The scenario format: reference

Generated from the format's one table (`cli/arbitro/scenario/format.py`) by
`arbitro schema --reference -o docs/format.md`; do not edit by hand. The public contract is
`shared/spec/scenario-v1.md` (every v1 field keeps its meaning there) with the additions of
`shared/spec/cards-and-text.md`; this page lists every field arbitro reads, with the ones it adds.
The JSON Schema (`schema/scenario-v1.json`, `arbitro schema`) is built from the same table.
"""


def type_text(spec: tuple) -> str:
    """A field's type in words: ``int ≥ 0``, ``villain | minion``, ``list of Effect``…"""
    tag = spec[0]
    if tag == "opt":
        return type_text(spec[1])
    if tag == "id":
        return "id"
    if tag == "text":
        return "text"
    if tag == "flag":
        return "yes/no"
    if tag == "any":
        return "any (per `ask`)"
    if tag == "int":
        return f"int ≥ {spec[1]}"
    if tag == "lit":
        names = spec[1]
        return " \\| ".join(f"`{n}`" for n in names) if len(names) <= 8 else f"one of {len(names)} names (below)"
    if tag == "list":
        bounds = ""
        if spec[2] or spec[3] is not None:
            bounds = f" ({spec[2]}–{spec[3]})" if spec[3] is not None else f" (≥ {spec[2]})"
        return f"list of {type_text(spec[1])}{bounds}"
    if tag == "dict":
        keys = "any key" if spec[1] is None else ", ".join(f"`{k}`" for k in spec[1])
        return f"map of {keys} → {type_text(spec[2])}"
    if tag == "or":
        return " or ".join(type_text(s) for s in spec[1])
    if tag == "rec":
        return f"[{spec[1]}](#{spec[1].lower()})"
    return repr(spec)


def _default(field: F.Field) -> str:
    d = field.default
    if d is F.REQUIRED:
        return "required"
    if d is F.NEW_LIST:
        return "`[]`"
    if d is F.NEW_DICT:
        return "`{}`"
    if d is None:
        return "–"
    if isinstance(d, bool):
        return "`true`" if d else "`false`"
    return f"`{d}`"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _lists(spec: tuple, out: dict[str, tuple]) -> None:
    """The long closed lists a field uses (shown once, below the tables)."""
    tag = spec[0]
    if tag in ("opt",):
        _lists(spec[1], out)
    elif tag == "or":
        for s in spec[1]:
            _lists(s, out)
    elif tag == "list":
        _lists(spec[1], out)
    elif tag == "lit" and len(spec[1]) > 8:
        out.setdefault(spec[1], spec[1])


def markdown() -> str:
    lines = [INTRO]
    long_lists: dict[tuple, tuple] = {}
    for obj in F.FORMAT.values():
        lines.append(f"## {obj.name}\n")
        if obj.doc:
            lines.append(" ".join(obj.doc.split()) + "\n")
        extra = "asks" if obj.name == "Question" else "verbs" if obj.name == "Effect" else None
        head = "| field | type | default | meaning |" + (f" {extra} |" if extra else "")
        lines.append(head)
        lines.append("|---|---|---|---|" + ("---|" if extra else ""))
        for f in obj.fields:
            _lists(f.type, long_lists)
            row = f"| `{f.key}` | {type_text(f.type)} | {_default(f)} | {_cell(f.doc)} |"
            if extra == "asks":
                row += " " + (", ".join(f"`{a}`" + ("*" if a in f.needs else "") for a in f.asks) or "all") + " |"
            elif extra == "verbs":
                row += " " + (", ".join(f"`{v}`" + ("*" if v in f.verb_needs else "") for v in f.verbs) or "all") + " |"
            lines.append(row)
        if extra:
            lines.append(f"\n(* the {extra} that require the field)")
        examples = [f for f in obj.fields if f.example]
        for f in examples:
            lines.append(f"\n`{f.key}`, for example:\n\n```yaml\n{f.example.strip()}\n```")
        lines.append("")
    lines.append("## Events\n")
    lines.append("Each event is a one-key map: `{kind: {fields}}`, or `{kind: value}` for the one-field events.\n")
    lines.append("| event | required | optional |")
    lines.append("|---|---|---|")
    for kind, spec in F.EVENTS.items():
        if "scalar" in spec:
            lines.append(f"| `{kind}` | `{spec['scalar']}` (the bare value) | – |")
        else:
            req = ", ".join(f"`{x}`" for x in spec.get("required", ())) or "–"
            opt = ", ".join(f"`{x}`" for x in spec.get("optional", ())) or "–"
            lines.append(f"| `{kind}` | {req} | {opt} |")
    lines.append("\n## Names\n")
    named = {V.VERBS: "Verbs", V.TIMINGS: "Timings", V.CARD_TYPES: "Card types", V.RESTRICTIONS: "Restrictions",
             V.TARGET_KINDS: "Target kinds"}
    for names in long_lists:
        title = named.get(names, "Names")
        lines.append(f"{title}: " + ", ".join(f"`{n}`" for n in names) + ".\n")
    lines.append("Printed headers and their timings (Spanish; English printed headers are read too):\n")
    lines.append("| header | timing |")
    lines.append("|---|---|")
    for header, timing in V.HEADERS.items():
        lines.append(f"| {header} | `{timing}` |")
    return "\n".join(lines).rstrip() + "\n"
