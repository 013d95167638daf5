"""Reading a scenario file: safe YAML, limits, ids as written, precise problems.

The steps, each reporting every problem it finds:

1. size: a file over ``Limits.max_bytes`` is refused before it is read;
2. one pass over the parser's events (libyaml when present) builds the node tree while counting
   the nodes after alias expansion (memoised per anchor, so a "billion laughs" is refused in
   milliseconds) and the nesting depth, stopping at the first limit crossed; nothing is constructed;
3. :class:`_Reader` turns the node tree into plain data: scalars keep the text as written (``010``
   is ``"010"``), booleans and nulls are recognised, duplicate keys and non-standard tags
   (``!!python/object``) are errors, and every value's node is remembered by its key path for
   line/column;
4. the pydantic models check types and names (:mod:`arbitro.scenario.model`); their errors are
   translated into problems with a hint (closest valid name, "a whole number ≥ 0", …);
5. :mod:`arbitro.scenario.checks` checks references and consistency and fills in every derived
   default.

A clean file takes a fast path first (:func:`_fast_read`, then plain records instead of pydantic).
Both walkers read a plain scalar with the same classifier (:data:`PLAIN`, :func:`is_text_key`,
the text keys coming from the format's table).
"""

from __future__ import annotations

import gc
import os
from pathlib import Path
from typing import Any

import yaml

from arbitro.scenario import cards as cards_step
from arbitro.scenario import checks
from arbitro.scenario.format import TEXT_KEYS, TOP_TEXT_KEYS
from arbitro.scenario.errors import Limits, Problem, ScenarioError, fmt_path

_LOADER = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader

TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = {TAG + t for t in ("str", "int", "float", "bool", "null", "timestamp", "binary", "value", "merge")}
_BOOL_TRUE = {"yes", "true", "on"}

_NULLS = frozenset({"", "~", "null", "Null", "NULL"})
_BOOLS = frozenset({"yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
                    "on", "On", "ON", "off", "Off", "OFF"})


# -- what a scalar means: the one classifier of both walkers (the full path's _compose and _Reader,
# the fast path's _fast_events) ----------------------------------------------------------------------
NULL, BOOL, MERGE = "null", "bool", "merge"
# a plain scalar (no quotes, no tag) that is not text: its kind and its value; every other plain
# scalar is text as written (numbers and dates are not resolved: ``010`` stays the id ``"010"``,
# and pydantic or the records turn "5" into 5 where a whole number is due)
PLAIN: dict[str, tuple[str, object]] = {
    **{w: (NULL, None) for w in _NULLS},
    **{w: (BOOL, w.lower() in _BOOL_TRUE) for w in _BOOLS},
    "<<": (MERGE, "<<"),
}


def is_text_key(key: object, top: bool) -> bool:
    """Whether the plain scalars under ``key`` are free text (kept as written, so ``name: 2099``
    and ``title: yes`` stay text; a null is still null), ``top`` when ``key`` is a key of the top
    level. The keys come from the format's table (:data:`arbitro.scenario.format.TEXT_KEYS`)."""
    return key in TEXT_KEYS or (top and key in TOP_TEXT_KEYS)


class _Stop(Exception):
    """A limit was crossed: stop reading at once."""


class _Reader:
    """Turns the composed node tree into plain data, remembering each value's node by path."""

    def __init__(self, limits: Limits, problems: list[Problem], text: str = ""):
        self.limits = limits
        self.lines = text.split("\n")
        self.problems = problems
        self.nodes: dict[tuple, yaml.Node] = {}  # path -> value node
        self.keys: dict[tuple, yaml.Node] = {}  # path -> key node
        self.bool_words: dict[tuple, str] = {}  # path -> bare yes/no/on/off read as a boolean

    def problem(self, code: str, node: yaml.Node | None, path: tuple, args: dict | None = None, **kw) -> None:
        line = col = None
        if node is not None:
            line, col = node.start_mark.line + 1, node.start_mark.column + 1
        self.problems.append(Problem.make(code, args, line=line, column=col, path=fmt_path(path) or None, **kw))

    def read(self, node: yaml.Node, path: tuple = (), context: str | None = None) -> Any:
        """Plain data for ``node`` at ``path``; ``context`` is the nearest mapping key above it."""
        self.nodes[path] = node
        if isinstance(node, yaml.ScalarNode):
            return self._scalar(node, path, context)
        if isinstance(node, yaml.SequenceNode):
            if node.tag != TAG + "seq":
                self.problem("bad_tag", node, path, {"tag": node.tag})
                return None
            return [self.read(child, path + (i,), context) for i, child in enumerate(node.value)]
        if isinstance(node, yaml.MappingNode):
            if node.tag != TAG + "map":
                self.problem("bad_tag", node, path, {"tag": node.tag})
                return None
            return self._mapping(node, path)
        return None  # pragma: no cover

    def _scalar(self, node: yaml.ScalarNode, path: tuple, context: str | None) -> Any:
        tag = node.tag
        if tag not in _SCALAR_TAGS:
            self.problem("bad_tag", node, path, {"tag": tag}, value=node.value)
            return None
        if tag == TAG + "null":
            if node.value not in _NULLS:
                self.problem("bad_tagged_value", node, path, {"tag": "!!null", "value": node.value},
                             hint="tag_values", hint_args={"values": "null, ~"}, value=node.value)
            return None
        if tag == TAG + "bool" and node.value not in _BOOLS:
            self.problem("bad_tagged_value", node, path, {"tag": "!!bool", "value": node.value},
                         hint="tag_values", hint_args={"values": "true, false, yes, no"}, value=node.value)
            return None
        if is_text_key(context, len(path) == 1):
            self._comment_after(node, path)
            return node.value
        if tag == TAG + "bool":
            if not node.style:  # plain ('' from libyaml, None from the pure-Python parser)
                self.bool_words[path] = node.value
            return PLAIN[node.value][1]
        return node.value  # as written: 010 stays "010"; pydantic turns "5" into 5 where an int is due

    def _comment_after(self, node: yaml.ScalarNode, path: tuple) -> None:
        """A plain text followed by `` #…`` on its line: the rest of the text was read as a comment."""
        if node.style or not node.value:
            return
        comment = _comment_cutting(self.lines, node.end_mark)
        if comment is not None:
            self.problem("comment_in_text", node, path, {"comment": comment[:40].rstrip()},
                         hint="quote_comment", value=node.value)

    def _mapping(self, node: yaml.MappingNode, path: tuple) -> dict:
        out: dict = {}
        first_line: dict[str, int] = {}
        merged: dict = {}
        for key_node, value_node in node.value:
            if key_node.tag == TAG + "merge":
                if "<<" in first_line:  # a second '<<' (PyYAML would let the last one win)
                    self.problem("duplicate_key", key_node, path + ("<<",), {"key": "<<", "first": first_line["<<"]},
                                 hint="merge_list", value="<<")
                    continue
                first_line["<<"] = key_node.start_mark.line + 1
                merged.update(self._merge(key_node, value_node, path))
                continue
            if not isinstance(key_node, yaml.ScalarNode):
                self.problem("complex_key", key_node, path)
                continue
            if key_node.tag not in _SCALAR_TAGS:
                self.problem("bad_tag", key_node, path, {"tag": key_node.tag})
                continue
            key = key_node.value
            if key in first_line:
                self.problem("duplicate_key", key_node, path + (key,), {"key": key, "first": first_line[key]},
                             value=key)
                continue
            first_line[key] = key_node.start_mark.line + 1
            self.keys[path + (key,)] = key_node
            out[key] = self.read(value_node, path + (key,), key)
        for k, v in merged.items():
            out.setdefault(k, v)
        return out

    def _merge(self, key_node: yaml.Node, value_node: yaml.Node, path: tuple) -> dict:
        sources = value_node.value if isinstance(value_node, yaml.SequenceNode) else [value_node]
        result: dict = {}
        for src in sources:
            if not isinstance(src, yaml.MappingNode):
                # at the '<<' (an alias's node carries the position of its anchor, lines away)
                self.problem("bad_merge", key_node, path + ("<<",))
                continue
            data = self._mapping(src, path)
            for k, v in data.items():
                result.setdefault(k, v)
        return result


def _comment_cutting(lines: list[str], end) -> str | None:
    """The `` #…`` comment right after a plain scalar that ends at mark ``end``, if there is one
    (both paths: the text the user meant probably goes on in it)."""
    if not (0 <= end.line < len(lines)):
        return None
    rest = lines[end.line][end.column:]
    stripped = rest.lstrip(" \t")
    return stripped if stripped.startswith("#") and rest != stripped else None


# -- step 1 and 2: size, expanded node count and depth ---------------------------------------------
def _mark_problem(code: str, mark, args: dict | None = None, **kw) -> Problem:
    line = col = None
    if mark is not None:
        line, col = mark.line + 1, mark.column + 1
    return Problem.make(code, args, line=line, column=col, **kw)


def _scalar_tag(event) -> str:
    """The tag of a scalar: explicit tags as written; a plain scalar is null, bool, merge or text.

    Numbers and dates are not resolved: arbitro keeps every other scalar as the text written
    (pydantic turns "5" into 5 where a whole number is due), so ``010`` stays the id ``"010"``.
    """
    tag = event.tag
    if tag is not None and tag != "!":
        return tag
    if tag is None and not event.style:
        meaning = PLAIN.get(event.value)
        if meaning is not None:
            return TAG + meaning[0]  # null, bool or merge
    return TAG + "str"


def _compose(text: str, limits: Limits, loader=None):
    """The node tree of ``text``, built from the parser's events in one pass, or a problem.

    The size after alias expansion is counted as the tree is built, memoised per anchor (an alias
    adds the size of its anchored node without expanding it), so a "billion laughs" is refused in
    milliseconds; nesting deeper than ``limits.max_depth`` is refused at once. Nothing is constructed.
    ``loader`` is the parser's loader class (libyaml's when present).
    """
    anchors: dict[str, tuple[yaml.Node, int]] = {}
    stack: list[list] = []  # [node, anchor, size, pending mapping key]
    root = None
    total = 0
    documents = 0

    def too_many(mark) -> Problem:
        return _mark_problem("too_many_nodes", mark, {"limit": limits.max_nodes},
                             hint="limit_option", hint_args={"option": "--max-nodes"})

    for event in yaml.parse(text, Loader=loader or _LOADER):
        cls = type(event)
        if cls is yaml.ScalarEvent:
            node = yaml.ScalarNode(_scalar_tag(event), event.value, event.start_mark, event.end_mark, style=event.style)
            size = 1
            if event.anchor:
                anchors[event.anchor] = (node, 1)
        elif cls is yaml.AliasEvent:
            if event.anchor not in anchors:
                # &a [*a]: the anchor is still being defined (the node would contain itself)
                code = "yaml_alias_self" if any(open_[1] == event.anchor for open_ in stack) else "yaml_alias"
                return None, _mark_problem(code, event.start_mark, {"name": event.anchor})
            node, size = anchors[event.anchor]
        elif cls is yaml.SequenceStartEvent or cls is yaml.MappingStartEvent:
            if len(stack) >= limits.max_depth:
                return None, _mark_problem("too_deep", event.start_mark, {"limit": limits.max_depth},
                                           hint="limit_option", hint_args={"option": "--max-depth"})
            if cls is yaml.SequenceStartEvent:
                tag = event.tag if event.tag not in (None, "!") else TAG + "seq"
                node = yaml.SequenceNode(tag, [], event.start_mark, None, flow_style=event.flow_style)
            else:
                tag = event.tag if event.tag not in (None, "!") else TAG + "map"
                node = yaml.MappingNode(tag, [], event.start_mark, None, flow_style=event.flow_style)
            stack.append([node, event.anchor, 1, None])
            continue
        elif cls is yaml.SequenceEndEvent or cls is yaml.MappingEndEvent:
            node, anchor, size, _ = stack.pop()
            node.end_mark = event.end_mark
            if anchor:
                anchors[anchor] = (node, size)
        elif cls is yaml.DocumentStartEvent:
            documents += 1
            if documents > 1:
                return None, _mark_problem("yaml_multi", event.start_mark)
            continue
        else:
            continue
        if stack:
            parent = stack[-1]
            parent[2] += size
            if parent[2] > limits.max_nodes:
                return None, too_many(event.start_mark)
            pnode = parent[0]
            if type(pnode) is yaml.MappingNode:
                if parent[3] is None:
                    parent[3] = node
                else:
                    pnode.value.append((parent[3], node))
                    parent[3] = None
            else:
                pnode.value.append(node)
        else:
            root = node
            total += size
            if total > limits.max_nodes:
                return None, too_many(event.start_mark)
    return root, None


# -- the fast path: a clean file straight to plain data --------------------------------------------
_NOKEY = object()
_ON_OFF = frozenset(w for w in _BOOLS if w.lower() in ("on", "off"))


def _fast_read(text: str, limits: Limits) -> dict | None:
    """The plain data of ``text`` in one pass over the parser's events, or None to take the full path.

    It gives exactly what :func:`_compose` and :class:`_Reader` give for a file they find nothing
    wrong with, without keeping nodes, paths or positions: anything that the full path reports or
    that needs them (a YAML error, a limit, an anchor or alias, an explicit tag, a merge key, a
    complex or duplicate key, a comment cutting a text, an ``on``/``off`` boolean, a top level that
    is not a mapping, too many cards) gives None, and the full path then reads the file again and
    reports every problem with its line, column and path.
    """
    try:
        parser = _LOADER(text)
    except Exception:
        return None
    try:
        data = _fast_events(parser.get_event, text, limits)
    except Exception:  # a YAML error (or anything else): the full path reports it
        return None
    finally:
        parser.dispose()
    if data is None:
        return None
    cards = data.get("cards")
    if isinstance(cards, list) and len(cards) > limits.max_cards:
        return None
    questions = data.get("questions")
    if isinstance(questions, list) and len(questions) > limits.max_questions:
        return None
    return data


def _fast_events(get_event, text: str, limits: Limits) -> dict | None:
    Scalar, MapStart, SeqStart = yaml.ScalarEvent, yaml.MappingStartEvent, yaml.SequenceStartEvent
    MapEnd, SeqEnd, DocStart, StreamEnd = yaml.MappingEndEvent, yaml.SequenceEndEvent, yaml.DocumentStartEvent, yaml.StreamEndEvent
    nokey = _NOKEY
    plain, on_off, text_keys, top_text_keys = PLAIN, _ON_OFF, TEXT_KEYS, TOP_TEXT_KEYS
    max_nodes, max_depth = limits.max_nodes, limits.max_depth
    may_comment = "#" in text
    lines: list[str] | None = None
    stack: list[tuple] = []  # the enclosing containers' (container, is_map, context, top)
    container: Any = None  # the open mapping or sequence
    is_map = top = False  # top: container is the top-level mapping
    key: Any = nokey  # the pending key of an open mapping
    context: Any = None  # the nearest mapping key above the open sequence
    root = None
    count = 0
    documents = 0
    while True:
        event = get_event()
        cls = type(event)
        if cls is Scalar:
            if event.anchor is not None or event.tag is not None:
                return None
            value = event.value
            style = event.style
            if is_map:
                if key is nokey:  # a key
                    if value in container or (value == "<<" and not style):
                        return None
                    key = value
                    count += 1
                    continue
                ctx = key
            elif container is None:
                return None  # a scalar document
            else:
                ctx = context
            if style:
                pass
            else:
                meaning = plain.get(value)
                if meaning is not None and meaning[0] is NULL:
                    value = None
                elif ctx in text_keys or (top and ctx in top_text_keys):  # is_text_key, inlined
                    if may_comment:
                        if lines is None:
                            lines = text.split("\n")
                        if _comment_cutting(lines, event.end_mark) is not None:
                            return None
                elif meaning is not None:
                    if meaning[0] is MERGE or value in on_off:
                        return None  # a merge key, or an on/off boolean: the full path
                    value = meaning[1]
            count += 1
            if count > max_nodes:
                return None
            if is_map:
                container[key] = value
                key = nokey
            else:
                container.append(value)
        elif cls is MapStart or cls is SeqStart:
            if event.anchor is not None or event.tag is not None or len(stack) >= max_depth:
                return None
            count += 1
            if count > max_nodes:
                return None
            new: Any = {} if cls is MapStart else []
            if is_map:
                if key is nokey:
                    return None  # a complex key
                container[key] = new
                ctx = key
            elif container is None:
                if cls is SeqStart:
                    return None  # the top level is not a mapping
                root = new
                ctx = None
            else:
                container.append(new)
                ctx = context
            stack.append((container, is_map, context, top))
            top = container is None
            container = new
            is_map = cls is MapStart
            key = nokey
            context = ctx
        elif cls is MapEnd or cls is SeqEnd:
            container, is_map, context, top = stack.pop()
            key = nokey
        elif cls is DocStart:
            documents += 1
            if documents > 1:
                return None
        elif cls is StreamEnd:
            return root
        elif cls is not yaml.StreamStartEvent and cls is not yaml.DocumentEndEvent:
            return None  # an alias


_YAML_PHRASES = (
    ("did not find expected ',' or ']'", "yaml_flow_seq"),
    ("did not find expected ',' or '}'", "yaml_flow_map"),
    ("found unexpected end of stream", "yaml_eof"),
    ("found unknown escape character", "yaml_escape"),
    ("did not find expected key", "yaml_indent"),
    ("did not find expected '-' indicator", "yaml_indent"),
    ("found character that cannot start any token", "yaml_token"),
    ("found a tab character", "yaml_tab"),
)


def _yaml_problem(exc: yaml.YAMLError, text: str, limits: Limits | None = None) -> Problem:
    """A YAML syntax error as a problem, with a clearer message for the usual causes."""
    if isinstance(exc, yaml.reader.ReaderError):
        pos = exc.position or 0
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        ch = exc.character
        code = ord(ch) if isinstance(ch, str) and len(ch) == 1 else ch if isinstance(ch, int) else None
        char = f"#x{code:04x}" if code is not None else repr(ch)
        return Problem.make("yaml_bad_char", {"char": char}, line=line, column=col)
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = str(getattr(exc, "problem", None) or exc).strip()
    context = str(getattr(exc, "context", None) or "")
    if "mapping values are not allowed" in problem or ("could not find expected ':'" in problem):
        return _mark_problem("yaml_colon", mark, hint="quote_colon")
    if "found unexpected ':'" in problem:
        return _mark_problem("yaml_colon", mark, hint="quote_colon")
    if "expected a single document" in problem or "expected a single document" in context:
        return _mark_problem("yaml_multi", mark)
    if "nesting depth" in problem:
        return _mark_problem("too_deep", mark, {"limit": (limits or Limits()).max_depth}, hint="limit_option", hint_args={"option": "--max-depth"})
    for fragment, code in _YAML_PHRASES:
        if fragment in problem:
            return _mark_problem(code, mark, hint="quote_colon" if code in ("yaml_flow_seq", "yaml_flow_map") else None)
    if "'\\t'" in problem or "tab" in problem.lower():
        return _mark_problem("yaml_tab", mark, hint="no_tabs")
    full = problem if not context else f"{context}: {problem}"
    hint = "quote_colon" if ("':'" in full or "'#'" in full or "plain scalar" in full) else None
    return _mark_problem("yaml_syntax", mark, {"problem": full}, hint=hint)


# -- public entry points ------------------------------------------------------------------------------
def load_scenario(path: str | os.PathLike, limits: Limits | None = None):
    """Load and validate a scenario file; raises :class:`ScenarioError` listing every problem."""
    limits = limits or Limits()
    name = str(path)
    p = Path(path)
    try:
        size = p.stat().st_size
        if not p.is_file():
            raise ScenarioError(name, [Problem.make("not_a_file")])
    except FileNotFoundError:
        raise ScenarioError(name, [Problem.make("file_missing")]) from None
    except OSError as exc:
        raise ScenarioError(name, [Problem.make("file_unreadable", {"error": exc.strerror or type(exc).__name__})]) from None
    if size > limits.max_bytes:
        raise _too_big(name, size, limits)
    try:
        with open(p, "rb") as fh:
            data = _read_at_most(fh, limits.max_bytes + 1)
    except OSError as exc:
        raise ScenarioError(name, [Problem.make("file_unreadable", {"error": exc.strerror or type(exc).__name__})]) from None
    if len(data) > limits.max_bytes:  # it grew since, or a special file with no size
        raise _too_big(name, len(data), limits)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        col = exc.start - (data.rfind(b"\n", 0, exc.start) + 1) + 1
        raise ScenarioError(name, [Problem.make("not_utf8", {"byte": f"0x{data[exc.start]:02x}"},
                                                line=line, column=col)]) from None
    return _load_guarded(text, name, limits)  # its size is checked: these very bytes


def _read_at_most(fh, n: int) -> bytes:
    """Up to ``n`` bytes of ``fh``, in chunks (a single read of ``n`` would set aside ``n`` bytes at
    once, however small the file)."""
    chunks: list[bytes] = []
    while n > 0:
        chunk = fh.read(min(n, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        n -= len(chunk)
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def load_scenario_text(text: str, filename: str = "<text>", limits: Limits | None = None):
    """Load and validate a scenario from its YAML text; ``filename`` names it in problems."""
    limits = limits or Limits()
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > limits.max_bytes:
        raise _too_big(filename, size, limits)
    return _load_guarded(text, filename, limits)


def _too_big(filename: str, size: int, limits: Limits) -> ScenarioError:
    return ScenarioError(filename, [Problem.make("too_big", {"size": size, "limit": limits.max_bytes},
                                                 hint="limit_option", hint_args={"option": "--max-bytes"})])


def _load_guarded(text: str, filename: str, limits: Limits):
    """:func:`_load`, with every failure turned into problems (never a traceback)."""
    # Loading allocates many small objects and no cycles worth collecting: pausing the cyclic
    # garbage collector keeps a large board's load linear in its size.
    gc_was_on = gc.isenabled()
    gc.disable()
    try:
        return _load(text, filename, limits)
    except ScenarioError:
        raise
    except RecursionError:
        raise ScenarioError(filename, [Problem.make("too_deep", {"limit": limits.max_depth})], text) from None
    except Exception as exc:  # never a traceback for a user's file
        if os.environ.get("ARBITRO_DEBUG"):
            raise
        raise ScenarioError(filename, [Problem.make("internal", {"error": f"{type(exc).__name__}: {exc}"})], text) from None
    finally:
        if gc_was_on:
            gc.enable()


def _where_too_deep(text: str, limits: Limits) -> Problem | None:
    """The problem at the level past ``limits.max_depth``, when libyaml gave up at its own limit
    (1,000 levels, found while it looks ahead: its mark is far past where the limit was crossed).

    The pure-Python parser hands the events over one by one, so :func:`_compose` stops at that
    level; its look-ahead is bounded (a possible key spans at most 1,024 characters of a line).
    """
    try:
        _, stop = _compose(text, limits, yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    return stop if stop is not None and stop.code == "too_deep" else None


def _load(text: str, filename: str, limits: Limits):
    if text.startswith("\ufeff"):
        text = text[1:]
    data = _fast_read(text, limits)
    if data is not None and cards_step.needs(data):  # cards by code, abilities by text: the pool, the reader
        failed: list = []
        cards_step.resolve(data, lambda *a, **k: failed.append(a))
        if failed:
            data = None
    if data is not None:
        scenario = checks.validate_clean(data)
        if scenario is not None:
            return scenario
    # the full path: every problem, with its line, column and path
    try:
        root, stop = _compose(text, limits)
        if stop is not None:
            raise ScenarioError(filename, [stop], text)
    except yaml.YAMLError as exc:
        problem = _yaml_problem(exc, text, limits)
        if problem.code == "too_deep":
            problem = _where_too_deep(text, limits) or problem
        raise ScenarioError(filename, [problem], text) from None
    if root is None:
        raise ScenarioError(filename, [Problem.make("empty", line=1, column=1)], text)
    problems: list[Problem] = []
    reader = _Reader(limits, problems, text)
    data = reader.read(root)
    if not isinstance(data, dict):
        if not problems:
            problems.append(Problem.make("top_not_mapping", line=root.start_mark.line + 1,
                                         column=root.start_mark.column + 1))
        raise ScenarioError(filename, problems, text)
    over = False  # too many cards or questions: nothing further is checked
    for section, limit, code, option in (("cards", limits.max_cards, "too_many_cards", "--max-cards"),
                                         ("questions", limits.max_questions, "too_many_questions", "--max-questions")):
        items = data.get(section)
        if isinstance(items, list) and len(items) > limit:
            over = True
            node = reader.nodes.get((section,))
            problems.append(Problem.make(code, {"count": len(items), "limit": limit},
                                         line=node.start_mark.line + 1 if node else None,
                                         column=node.start_mark.column + 1 if node else None, path=section,
                                         hint="limit_option", hint_args={"option": option}))
    if over:
        raise ScenarioError(filename, problems, text)

    if cards_step.needs(data):
        where = checks.Ctx(reader, problems)
        cards_step.resolve(data, lambda code, path, args=None, hint=None, hint_args=None:
                           where.add(code, path, args, hint=hint, hint_args=hint_args))
        if problems:
            problems.sort(key=lambda p: (p.line is None, p.line or 0, p.column or 0))
            raise ScenarioError(filename, problems, text)
    scenario = checks.validate(data, reader, problems)
    if problems or scenario is None:
        problems.sort(key=lambda p: (p.line is None, p.line or 0, p.column or 0))
        raise ScenarioError(filename, problems, text)
    return scenario
