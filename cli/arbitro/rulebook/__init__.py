"""The rulebook: clause data loaded from the YAML files shipped in ``arbitro.rulebook_data``.

This module is on every query's path, so it is plain data and plain Python: no networkx here
(see :mod:`arbitro.rulebook.graph` for the networkx graph used for validation and export).
Loading validates the data: duplicate ids, references to missing clauses, cycles in
``depends_on`` and empty texts are reported naming the file and the clause.
"""

from __future__ import annotations

import functools

EDGE_TYPES = ("depends_on", "exception_to", "example_of", "same_as", "see_also")
SECTION_FILES = ("capacidad.yaml", "objetivo.yaml", "propiedad_y_control.yaml")
QUESTION_KINDS = ("can_initiate", "targets", "controller", "owner", "destination", "who_may_use", "order")
KINDS = (
    "definition",
    "rule",
    "exception",
    "example",
    "example_list",
    "list_item",
    "priority_list",
    "priority_level",
)


class RulebookError(Exception):
    """The clause data is inconsistent; the message names the file and the clause."""


CLAUSE_FIELDS = ("id", "section", "file", "kind", "text", "gloss_en", "parent", "translation_only", "depends_on",
                 "exception_to", "example_of", "same_as", "see_also", "aliases", "root_of", "reference_only")


class Clause:
    """One clause: read-only once built (a slotted class: cheap to define and to rebuild from the
    on-disk cache, which matters on the cold-start path)."""

    __slots__ = CLAUSE_FIELDS

    def __init__(self, id: str, section: str, file: str, kind: str, text: str, gloss_en: str,
                 parent: str | None = None, translation_only: bool = False, depends_on: tuple[str, ...] = (),
                 exception_to: tuple[str, ...] = (), example_of: tuple[str, ...] = (), same_as: tuple[str, ...] = (),
                 see_also: tuple[str, ...] = (), aliases: tuple[str, ...] = (), root_of: tuple[str, ...] = (),
                 reference_only: str | None = None):
        set_ = object.__setattr__
        for name, value in zip(CLAUSE_FIELDS, (id, section, file, kind, text, gloss_en, parent, translation_only,
                                              tuple(depends_on), tuple(exception_to), tuple(example_of),
                                              tuple(same_as), tuple(see_also), tuple(aliases), tuple(root_of),
                                              reference_only)):
            set_(self, name, value)

    def __setattr__(self, name, value):
        raise AttributeError("a Clause is read-only; use replace()")

    def __eq__(self, other: object) -> bool:
        return type(other) is Clause and all(getattr(self, f) == getattr(other, f) for f in CLAUSE_FIELDS)

    def __hash__(self) -> int:
        return hash(self.id)

    def __repr__(self) -> str:
        return f"Clause({self.id!r}, {self.kind!r})"

    def astuple(self) -> tuple:
        return tuple(getattr(self, f) for f in CLAUSE_FIELDS)

    def replace(self, **changes) -> "Clause":
        values = dict(zip(CLAUSE_FIELDS, self.astuple()))
        values.update(changes)
        return Clause(**values)

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "section": self.section,
            "parent": self.parent,
            "kind": self.kind,
            "text": self.text,
            "gloss_en": self.gloss_en,
            "translation_only": self.translation_only,
            "depends_on": list(self.depends_on),
            "exception_to": list(self.exception_to),
            "example_of": list(self.example_of),
            "same_as": list(self.same_as),
            "see_also": list(self.see_also),
            "aliases": list(self.aliases),
            "root_of": list(self.root_of),
            "reference_only": self.reference_only,
        }


class Rulebook:
    __slots__ = ("clauses", "aliases", "sections", "roots")

    def __init__(self, clauses: dict[str, Clause], aliases: dict[str, str] | None = None,
                 sections: dict[str, str] | None = None, roots: dict[str, str] | None = None):
        self.clauses = clauses  # in document order: capacidad, objetivo, propiedad y control
        self.aliases = aliases or {}
        self.sections = sections or {}  # section name -> seed file
        self.roots = roots or {}  # question kind -> root clause id

    def resolve(self, clause_id: str) -> Clause | None:
        """The clause with this id or alias, or None."""
        cid = self.aliases.get(clause_id, clause_id)
        return self.clauses.get(cid)

    def __getitem__(self, clause_id: str) -> Clause:
        clause = self.resolve(clause_id)
        if clause is None:
            raise KeyError(clause_id)
        return clause

    def __contains__(self, clause_id: object) -> bool:
        return isinstance(clause_id, str) and self.resolve(clause_id) is not None

    def __iter__(self):
        return iter(self.clauses.values())

    def __len__(self) -> int:
        return len(self.clauses)

    def dependents(self, clause_id: str) -> list[str]:
        """Clauses whose ``depends_on`` names this one."""
        return [c.id for c in self.clauses.values() if clause_id in c.depends_on]


def _yaml_load(text: str):
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(text, Loader=loader)


def _as_tuple(value, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise RulebookError(f"{where}: expected a list of clause ids, got {value!r}")
    return tuple(value)


def parse(documents: list[tuple[str, str]]) -> Rulebook:
    """Build and validate a rulebook from ``(file name, YAML text)`` pairs."""
    clauses: dict[str, Clause] = {}
    aliases: dict[str, str] = {}
    sections: dict[str, str] = {}
    roots: dict[str, str] = {}
    known = set(CLAUSE_FIELDS)
    for fname, text in documents:
        data = _yaml_load(text)
        if not isinstance(data, dict) or "clauses" not in data or "section" not in data:
            raise RulebookError(f"{fname}: expected a mapping with 'section' and 'clauses'")
        section = data["section"]
        sections[section] = data.get("seed", "")
        for i, raw in enumerate(data["clauses"] or []):
            if not isinstance(raw, dict) or "id" not in raw:
                raise RulebookError(f"{fname}: clause #{i + 1} has no id")
            cid = str(raw["id"])
            where = f"{fname}: clause {cid}"
            unknown = set(raw) - known
            if unknown:
                raise RulebookError(f"{where}: unknown field(s) {sorted(unknown)}")
            if cid in clauses or cid in aliases:
                first = clauses[cid].file if cid in clauses else "an alias"
                raise RulebookError(f"{where}: duplicate id (already defined in {first})")
            text_ = " ".join(str(raw.get("text") or "").split())
            if not text_:
                raise RulebookError(f"{where}: empty text")
            kind = raw.get("kind")
            if kind not in KINDS:
                raise RulebookError(f"{where}: unknown kind {kind!r} (one of {', '.join(KINDS)})")
            clause = Clause(
                id=cid,
                section=section,
                file=fname,
                kind=kind,
                text=text_,
                gloss_en=" ".join(str(raw.get("gloss_en") or "").split()),
                parent=raw.get("parent"),
                translation_only=bool(raw.get("translation_only", False)),
                reference_only=(" ".join(str(raw["reference_only"]).split()) if raw.get("reference_only") else None),
                **{k: _as_tuple(raw.get(k), where) for k in EDGE_TYPES + ("aliases", "root_of")},
            )
            if not clause.gloss_en:
                raise RulebookError(f"{where}: empty gloss_en")
            clauses[cid] = clause
            for alias in clause.aliases:
                if alias in clauses or alias in aliases:
                    raise RulebookError(f"{where}: alias {alias!r} is already an id or alias")
                aliases[alias] = cid
            for kind_ in clause.root_of:
                if kind_ not in QUESTION_KINDS:
                    raise RulebookError(f"{where}: root_of names unknown question kind {kind_!r}")
                if kind_ in roots:
                    raise RulebookError(f"{where}: {kind_} already has root {roots[kind_]}")
                roots[kind_] = cid
    for c in clauses.values():
        refs = [("parent", c.parent)] if c.parent else []
        refs += [(edge, target) for edge in EDGE_TYPES for target in getattr(c, edge)]
        for edge, target in refs:
            if target not in clauses:
                import difflib

                near = difflib.get_close_matches(target, list(clauses), n=1)
                hint = f" (did you mean {near[0]}?)" if near else ""
                raise RulebookError(f"{c.file}: clause {c.id}: {edge} names missing clause {target}{hint}")
    cycle = find_cycle({cid: c.depends_on for cid, c in clauses.items()})
    if cycle:
        first = clauses[cycle[0]]
        raise RulebookError(f"{first.file}: clause {first.id}: depends_on cycle: {' -> '.join(cycle)}")
    missing = [k for k in QUESTION_KINDS if k not in roots]
    if missing:
        raise RulebookError(f"no root clause for question kind(s): {', '.join(missing)}")
    return Rulebook(clauses=clauses, aliases=aliases, sections=sections, roots=roots)


def find_cycle(edges: dict[str, tuple[str, ...]]) -> list[str] | None:
    """A cycle in a directed graph given as adjacency, as a closed list of nodes, or None."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(edges, WHITE)
    for start in edges:
        if colour[start] != WHITE:
            continue
        stack = [(start, iter(edges[start]))]
        path = [start]
        colour[start] = GREY
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                colour[node] = BLACK
                stack.pop()
                path.pop()
            elif colour.get(nxt, BLACK) == GREY:
                return path[path.index(nxt):] + [nxt]
            elif colour.get(nxt) == WHITE:
                colour[nxt] = GREY
                stack.append((nxt, iter(edges[nxt])))
                path.append(nxt)
    return None


def _data_dir() -> str:
    """The folder of the clause data: the ``arbitro.rulebook_data`` package (in a wheel, or the
    checkout's rulebook/ folder in an editable install). Plain files, found without
    importlib.resources, which costs more start-up time than the reading itself."""
    import os

    import arbitro.rulebook_data as data

    return os.path.dirname(data.__file__)


def data_files() -> list[tuple[str, str]]:
    import os

    base = _data_dir()
    out = []
    for name in SECTION_FILES:
        with open(os.path.join(base, name), encoding="utf-8") as fh:
            out.append((name, fh.read()))
    return out


def seed_texts() -> dict[str, str]:
    """The seed sources shipped with the rulebook, by file name."""
    import os

    base = os.path.join(_data_dir(), "seeds")
    out = {}
    for name in sorted(os.listdir(base)):
        if name.endswith(".txt"):
            with open(os.path.join(base, name), encoding="utf-8") as fh:
                out[name] = fh.read()
    return out


def cache_dir() -> str | None:
    """Where the parsed rulebook is cached: $ARBITRO_CACHE_DIR, else $XDG_CACHE_HOME/arbitro or
    ~/.cache/arbitro. ``ARBITRO_CACHE_DIR=off`` disables the cache."""
    import os

    explicit = os.environ.get("ARBITRO_CACHE_DIR")
    if explicit:
        return None if explicit.lower() in ("off", "0", "none") else explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "arbitro")


def load_cached(documents: list[tuple[str, str]], directory: str | None) -> Rulebook:
    """Parse ``documents``, or reuse the result cached for exactly these texts.

    The cache key is a hash of the clause files' text and of arbitro's version, so editing a
    YAML file (or upgrading) invalidates it; a cache that cannot be read or written is ignored.
    """
    if directory is None:
        return parse(documents)
    import hashlib
    import marshal
    import os

    from arbitro import __version__

    h = hashlib.sha256(__version__.encode())
    for name, text in documents:
        h.update(b"\0" + name.encode() + b"\0" + text.encode("utf-8"))
    path = os.path.join(directory, f"rulebook-{h.hexdigest()[:24]}.marshal")
    try:
        with open(path, "rb") as fh:
            rows, aliases, sections, roots = marshal.load(fh)
        clauses = {row[0]: Clause(*row) for row in rows}
        return Rulebook(clauses=clauses, aliases=aliases, sections=sections, roots=roots)
    except (OSError, EOFError, ValueError, TypeError, KeyError):
        pass
    rb = parse(documents)
    try:
        os.makedirs(directory, exist_ok=True)
        rows = [c.astuple() for c in rb]
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "wb") as fh:
            marshal.dump((rows, rb.aliases, rb.sections, rb.roots), fh)
        os.replace(tmp, path)
    except (OSError, ValueError):
        pass
    return rb


@functools.lru_cache(maxsize=1)
def load() -> Rulebook:
    """The validated rulebook shipped with arbitro (cached per process, and on disk)."""
    return load_cached(data_files(), cache_dir())
