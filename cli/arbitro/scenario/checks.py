"""Validation of the plain data read from a scenario: types (pydantic), references, consistency,
and the derived defaults.

Each section item (player, card, control effect, question) is validated on its own, so that one
bad card does not hide the problems of the others, and the reference checks run on every item
that passed. References to an item that failed its own validation are not reported again.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

from arbitro.scenario import format as FMT
from arbitro.scenario import vocab as V
from arbitro.scenario.errors import Problem, fmt_path
from arbitro.suggest import closest

# -- timing headers -------------------------------------------------------------------------------
HEADERS, HEADERS_EN = V.HEADERS, V.HEADERS_EN
_QUOTES = {'"': '"', "'": "'", "«": "»", "“": "”", "‘": "’", "„": "“"}


def _fold(text: str) -> str:
    """Lower case, no accents, hyphens as spaces, single spaces, no trailing ':' or '.'."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    text = " ".join(text.lower().replace("-", " ").split())
    return text.rstrip(":. ")


_FOLDED = {_fold(h): t for h, t in {**HEADERS_EN, **HEADERS}.items()}


def is_quoted(header: str) -> bool:
    h = header.strip()
    return len(h) >= 2 and h[0] in _QUOTES and h[-1] == _QUOTES[h[0]]


def timing_of_header(header: str) -> str | None:
    """The timing a printed header gives (``reference`` for a header in quotes), or None if unknown."""
    if is_quoted(header):
        return "reference"
    return _FOLDED.get(_fold(header))


def headers_closest_first(header: str) -> list[str]:
    import difflib

    folded = _fold(header)
    return sorted(HEADERS, key=lambda h: -difflib.SequenceMatcher(None, folded, _fold(h)).ratio())


# -- the validation context -----------------------------------------------------------------------
_ID_RE = re.compile(V.ID_PATTERN)

# all from the format's table (arbitro.scenario.format)
_SECTION_MODEL = FMT.sections()  # the top-level lists validated item by item: key -> model
_CONTAINER_FIELDS = FMT.container_keys()  # key holding an object -> the keys it may have
_POSITIVE = FMT.positive_fields()  # whole numbers ≥ 1 (the others are ≥ 0)


def _container_fields() -> dict[str, tuple[str, ...]]:
    return _CONTAINER_FIELDS


# event kind -> (required fields, optional fields); a bare value fills EVENT_SCALAR's field
EVENT_FIELDS = {kind: (how.get("required", ()), how.get("optional", ())) for kind, how in FMT.EVENTS.items()
                if "scalar" not in how}
EVENT_SCALAR = {kind: how["scalar"] for kind, how in FMT.EVENTS.items() if "scalar" in how}
# an event field written as one of a few names (leave_play's `to`): kind -> field -> names
_EVENT_CHOICES = {kind: {f: FMT.event_field_type(kind, f)[1] for f in req + opt
                         if FMT.event_field_type(kind, f)[0] == "lit"} for kind, (req, opt) in EVENT_FIELDS.items()}

# the question fields some kinds use; for each ask, those it uses and those it needs
_ASK_FIELD_NAMES, ASK_FIELDS, ASK_REQUIRED = FMT.ask_fields()
# the effect fields only some verbs take: field -> (those verbs, the verbs that need it)
_VERB_FIELDS = {f.name: (f.verbs, f.verb_needs) for f in FMT.fields("Effect") if f.verbs}
ANSWER_SHAPES = {
    "can_initiate": "yes | no | undetermined",
    "targets": "[id, …]",
    "controller": "id | scenario | null",
    "owner": "id | scenario",
    "destination": "{zone, player}",
    "who_may_use": "automatic | [id, …]",
    "order": "[[id, …], …]",
}
FORCED_OR_KEYWORD = ("keyword", "reference")


class Ctx:
    def __init__(self, reader, problems: list[Problem]):
        self.reader = reader
        self.problems = problems
        self.alias: dict[tuple, tuple] = {}  # synthetic path (normalised events) -> written path

    def real(self, path: tuple) -> tuple:
        path = tuple(path)
        for cut in range(len(path), 0, -1):
            head = path[:cut]
            if head in self.alias:
                return self.alias[head] + path[cut:]
        return path

    def node_for(self, path: tuple, key: bool = False):
        path = self.real(path)
        if key and path in self.reader.keys:
            return self.reader.keys[path]
        while True:
            if path in self.reader.nodes:
                return self.reader.nodes[path]
            if not path:
                return None
            path = path[:-1]

    def add(self, code: str, path: tuple, args: dict | None = None, *, hint: str | None = None,
            hint_args: dict | None = None, value: Any = None, key: bool = False, raw_value: bool = True) -> None:
        node = self.node_for(path, key=key)
        line = col = None
        if node is not None:
            line, col = node.start_mark.line + 1, node.start_mark.column + 1
        real = self.real(path)
        if value is None and raw_value:
            exact = self.reader.keys.get(real) if key else self.reader.nodes.get(real)
            if exact is not None and hasattr(exact, "value") and isinstance(exact.value, str):
                value = exact.value
        self.problems.append(Problem.make(code, args, hint=hint, hint_args=hint_args, line=line, column=col,
                                          path=fmt_path(real) or None, value=value))

    def suggest(self, code: str, path: tuple, args: dict, word: Any, names, *, list_hint: str = "one_of",
                key: bool = False, cutoff: float = 0.6) -> None:
        names = [n for n in names if n is not None]
        near = closest(word, names, cutoff=cutoff) if isinstance(word, str) else []
        if near:
            self.add(code, path, args, hint="did_you_mean", hint_args={"name": near[0]}, key=key)
        elif names:
            self.add(code, path, args, hint=list_hint, hint_args={"names": ", ".join(map(str, names[:20]))}, key=key)
        else:
            self.add(code, path, args, key=key)


# -- pydantic errors → problems -------------------------------------------------------------------
_UNION_TAG = re.compile(r"[\[\](]|^[A-Z]|^(int|str|bool|float|list|dict|constrained-\w+)$")


def _translate(ctx: Ctx, err: dict, prefix: tuple) -> None:
    # pydantic names the member of a union it tried ("function-before[…]", "constrained-int", "Amount"):
    # not a key of the file, so not in the path shown
    raw_loc = tuple(err.get("loc", ()))
    loc = prefix + tuple(p for p in raw_loc if not (isinstance(p, str) and p != "[key]" and _UNION_TAG.search(p)))
    if len(loc) < len(prefix) + len(raw_loc):  # one member of a union (a number or a map): say only the one written
        value = err.get("input")
        if isinstance(value, (dict, list)) != (err.get("type", "") in ("dict_type", "model_type",
                                                                        "model_attributes_type", "dataclass_type")):
            return
    kind = err.get("type", "")
    value = err.get("input")
    is_key = False
    if loc and loc[-1] == "[key]":
        loc = loc[:-1]
        is_key = True
    field = next((p for p in reversed(loc[:-1] if is_key else loc) if isinstance(p, str)), "")
    scalar = value if isinstance(value, (str, int, float, bool)) or value is None else None
    if kind == "missing":
        if loc == ("schema",):
            ctx.add("missing", loc, {"field": field}, hint="schema_v1", raw_value=False)
        else:
            ctx.add("missing", loc, {"field": field}, raw_value=False)
    elif kind == "extra_forbidden":
        parent = next((p for p in reversed(loc[:-1]) if isinstance(p, str)), "")
        names = _container_fields().get(parent, ())
        if parent == "events":
            names = ()
        if isinstance(field, str) and re.search(r"[^a-z0-9_]", field) and not closest(field, names, cutoff=0.6):
            # not a field name but a piece of text: a comma inside { } or [ ] cut a text value short
            ctx.add("unknown_field", loc, {"field": field}, hint="quote_comma", key=True)
        else:
            ctx.suggest("unknown_field", loc, {"field": field}, field, names, list_hint="valid_fields", key=True)
    elif kind == "literal_error":
        expected = re.findall(r"'([^']*)'", str((err.get("ctx") or {}).get("expected", "")))
        real = ctx.real(loc)
        if isinstance(value, bool) and real in ctx.reader.bool_words:
            word = ctx.reader.bool_words[real]
            ctx.add("bool_as_text", loc, {"value": word}, hint="quote_it", hint_args={"value": word}, value=word)
        elif field == "schema" and len(loc) == 1:
            ctx.add("bad_schema", loc, {"value": scalar}, hint="schema_v1", value=scalar)
        else:
            ctx.suggest("bad_choice", loc, {"value": scalar, "field": field}, scalar, expected, key=is_key)
    elif kind == "string_type":
        real = ctx.real(loc)
        if isinstance(value, bool) and real in ctx.reader.bool_words:
            word = ctx.reader.bool_words[real]
            ctx.add("bool_as_text", loc, {"value": word}, hint="quote_it", hint_args={"value": word}, value=word)
        elif isinstance(value, dict):
            ctx.add("mapping_as_text", loc, hint="quote_colon", raw_value=False)
        elif isinstance(value, list):
            ctx.add("list_as_text", loc, raw_value=False)
        elif value is None:
            ctx.add("empty_value", loc)
        else:
            ctx.add("expected_text", loc, value=scalar)
    elif kind == "string_pattern_mismatch":
        text = str(value)
        fixed = re.sub(r"[^a-z0-9_-]+", "-", _fold(text)).strip("-")
        suggest = f": '{fixed}'" if fixed and fixed != text else ""
        ctx.add("bad_id", loc, {"value": text}, hint="id_chars", hint_args={"suggest": suggest}, value=text)
    elif kind == "int_parsing_size":  # more digits than Python turns into a number
        ctx.add("number_too_large", loc, {"digits": len(str(value))},
                hint="whole_ge1" if field in _POSITIVE else "whole_ge0", value=scalar)
    elif kind in ("int_parsing", "int_type", "int_from_float"):
        hint = "whole_ge1" if field in _POSITIVE else "whole_ge0"
        if isinstance(value, bool) and ctx.real(loc) in ctx.reader.bool_words:
            word = ctx.reader.bool_words[ctx.real(loc)]
            ctx.add("bool_as_number", loc, {"value": word}, hint=hint, value=word)
            return
        ctx.add("expected_int", loc, hint="whole_ge1" if field in _POSITIVE else "whole_ge0",
                value=value if isinstance(value, (str, int)) else None, raw_value=not isinstance(value, (dict, list)))
    elif kind in ("greater_than_equal", "greater_than"):
        limit = (err.get("ctx") or {}).get("ge", (err.get("ctx") or {}).get("gt", 0))
        hint = {1: "whole_ge1", 0: "whole_ge0"}.get(limit)
        ctx.add("too_small", loc, {"limit": limit}, hint=hint, value=scalar)
    elif kind in ("bool_parsing", "bool_type"):
        if isinstance(value, str):
            fix = _SPANISH_BOOLS.get(_fold(value))
            ctx.add("not_bool", loc, {"value": value}, hint="bool_in_english" if fix else None,
                    hint_args={"value": value, "fix": fix}, value=value)
        else:
            ctx.add("expected_bool", loc, value=scalar, raw_value=scalar is not None)
    elif kind == "list_type":
        if isinstance(value, str) and ": " in value:
            ctx.add("expected_list", loc, hint="quote_colon", value=scalar)
        else:
            ctx.add("expected_list", loc, hint="list", value=scalar, raw_value=scalar is not None)
    elif kind in ("dict_type", "model_type", "model_attributes_type", "dataclass_type"):
        ctx.add("expected_mapping", loc, hint="mapping", value=scalar, raw_value=scalar is not None)
    elif kind == "too_short":
        ctx.add("list_too_short", loc, {"limit": (err.get("ctx") or {}).get("min_length", 1)}, raw_value=False)
    elif kind == "too_long":
        ctx.add("list_too_long", loc, {"limit": (err.get("ctx") or {}).get("max_length", "?")}, raw_value=False)
    else:
        ctx.add("other_type", loc, {"msg": err.get("msg", kind)}, value=scalar)


# booleans a Spanish judge may write: YAML only knows the English words
_SPANISH_BOOLS = {"si": "true", "verdadero": "true", "cierto": "true", "falso": "false"}


def _validate_item(ctx: Ctx, cls, data: Any, prefix: tuple):
    from pydantic import ValidationError

    try:
        return cls.model_validate(data)
    except ValidationError as exc:
        for err in exc.errors(include_url=False):
            _translate(ctx, err, prefix)
        return None


# -- events: one-key maps → Event fields -----------------------------------------------------------
def _normalise_events(ctx: Ctx, qdata: dict, qpath: tuple) -> None:
    events = qdata.get("events")
    if not isinstance(events, list):
        return
    out = []
    for j, raw in enumerate(events):
        epath = qpath + ("events", j)
        if not isinstance(raw, dict) or len(raw) != 1:
            ctx.add("event_shape", epath, raw_value=False)
            continue
        kind, value = next(iter(raw.items()))
        kpath = epath + (kind,)
        if kind not in V.EVENT_KINDS:
            ctx.suggest("unknown_event", kpath, {"value": kind}, kind, V.EVENT_KINDS, key=True)
            continue
        k = len(out)
        synth = qpath + ("events", k)
        ctx.alias[synth + ("kind",)] = kpath
        ctx.alias[synth] = epath
        event: dict = {"kind": kind}
        if kind in EVENT_SCALAR:
            field = EVENT_SCALAR[kind]
            if isinstance(value, dict) and set(value) == {field}:
                event[field] = value[field]
                ctx.alias[synth + (field,)] = kpath + (field,)
            elif isinstance(value, (dict, list)) or value is None:
                ctx.add("event_value", kpath, {"kind": kind, "expected": "player id"}, raw_value=False)
                continue
            else:
                event[field] = value
                ctx.alias[synth + (field,)] = kpath
        else:
            required, optional = EVENT_FIELDS[kind]
            if not isinstance(value, dict):
                ctx.add("event_value", kpath, {"kind": kind, "expected": "{" + ", ".join(required + optional) + "}"},
                        raw_value=False)
                continue
            ok = True
            for fname, fval in value.items():
                if fname not in required + optional:
                    ctx.suggest("event_field", kpath + (fname,), {"field": fname, "kind": kind}, fname,
                                required + optional, list_hint="valid_fields", key=True)
                    ok = False
                    continue
                event[fname] = fval
                ctx.alias[synth + (fname,)] = kpath + (fname,)
            for fname in required:
                if fname not in value:
                    ctx.add("missing", kpath + (fname,), {"field": fname}, raw_value=False)
                    ok = False
            for fname, names in _EVENT_CHOICES[kind].items():
                if fname in value and value[fname] not in names:
                    ctx.suggest("bad_zone_to" if fname == "to" else "bad_event_status", kpath + (fname,),
                                {"value": value[fname]}, value[fname], names)
                    ok = False
            if not ok:
                continue
        out.append(event)
    qdata["events"] = out


# -- the whole validation ---------------------------------------------------------------------------
def validate(data: dict, reader, problems: list[Problem]):
    """Validate ``data`` (read by the loader); add problems; return the Scenario if there are none."""
    from arbitro.scenario import model as M

    ctx = Ctx(reader, problems)
    sections: dict[str, list] = {}
    raw_ids: dict[str, set] = {"players": set(), "cards": set()}
    n_raw: dict[str, int] = {}
    for name, cls_name in _SECTION_MODEL.items():
        raw = data.get(name)
        if not isinstance(raw, list):
            continue
        n_raw[name] = len(raw)
        cls = getattr(M, cls_name)
        items = []
        for i, item in enumerate(raw):
            if name in raw_ids and isinstance(item, dict) and isinstance(item.get("id"), str):
                raw_ids[name].add(item["id"])
            if name == "questions" and isinstance(item, dict):
                _normalise_events(ctx, item, (name, i))
            obj = _validate_item(ctx, cls, item, (name, i))
            items.append((i, obj))
        sections[name] = items
    # the top level, with the items already validated (a failed item is left out)
    top = {k: v for k, v in data.items() if k not in sections}
    for name, items in sections.items():
        top[name] = [obj for _, obj in items if obj is not None]
    from pydantic import ValidationError

    scenario = None
    try:
        scenario = M.Scenario.model_validate(top)
    except ValidationError as exc:
        for err in exc.errors(include_url=False):
            loc = tuple(err.get("loc", ()))
            if err.get("type") in ("too_short", "too_long") and loc and loc[0] in n_raw:
                _, _, lo, hi = FMT.field("Scenario", loc[0]).type
                if lo <= n_raw[loc[0]] and (hi is None or n_raw[loc[0]] <= hi):
                    continue  # the items are there; their own problems are already reported
            _translate(ctx, err, ())
    players = [(i, p) for i, p in sections.get("players", []) if p is not None]
    cards = [(i, c) for i, c in sections.get("cards", []) if c is not None]
    effects = [(i, e) for i, e in sections.get("control_effects", []) if e is not None]
    questions = [(i, q) for i, q in sections.get("questions", []) if q is not None]
    _check(ctx, data, players, cards, effects, questions, raw_ids)
    if problems or scenario is None:
        return None
    _replay_attachments(ctx, scenario)
    if problems:
        return None
    # the derived values were filled in on the item objects, which the scenario holds
    if scenario.active_player is None and scenario.players:
        scenario.active_player = scenario.players[0].id
    return scenario


class _Reported(Exception):
    """A problem was found on the fast path: the full path reports it."""


class _NoReader:
    nodes: dict = {}
    keys: dict = {}
    bool_words: dict = {}  # the fast path leaves the files with an on/off boolean to the full path


class _CleanCtx(Ctx):
    """The context of :func:`validate_clean`: the first problem stops it."""

    def __init__(self):
        super().__init__(_NoReader, [])

    def add(self, *args, **kwargs) -> None:
        raise _Reported

    def suggest(self, *args, **kwargs) -> None:
        raise _Reported


def validate_clean(data: dict):
    """The Scenario of ``data`` read by the loader's fast path if it has no problem at all, else None.

    For such data it gives what :func:`validate` gives, as plain records
    (:mod:`arbitro.scenario.records`) instead of pydantic models, so that a clean file never waits
    for pydantic to build its validators; at the first problem, or the first value the records do
    not take for sure, it gives up, and the loader's full path reports every problem with its
    position.
    """
    from arbitro.scenario import records

    ctx = _CleanCtx()
    try:
        questions = data.get("questions")
        if isinstance(questions, list):
            for i, item in enumerate(questions):
                if isinstance(item, dict):
                    _normalise_events(ctx, item, ("questions", i))
        scenario = records.build(data)
        if scenario is None:
            return None
        players = list(enumerate(scenario.players))
        cards = list(enumerate(scenario.cards))
        raw_ids = {"players": {p.id for _, p in players}, "cards": {c.id for _, c in cards}}
        _check(ctx, data, players, cards, list(enumerate(scenario.control_effects)),
               list(enumerate(scenario.questions)), raw_ids)
        _replay_attachments(ctx, scenario)
    except _Reported:
        return None
    if scenario.active_player is None and scenario.players:
        scenario.active_player = scenario.players[0].id
    return scenario


def _check(ctx: Ctx, data: dict, players, cards, ceffects, questions, raw_ids) -> None:
    known_players = set(raw_ids["players"])
    known_cards = set(raw_ids["cards"])
    pmap = {p.id: p for _, p in players}
    cmap = {c.id: c for _, c in cards}
    player_ids = [p.id for _, p in players]
    card_ids = [c.id for _, c in cards]

    # one namespace for players and cards; 'scenario' reserved
    seen: dict[str, str] = {}
    for section, items in (("players", players), ("cards", cards)):
        for i, obj in items:
            where = f"{section}.{i}"
            if obj.id == "scenario":
                ctx.add("reserved_id", (section, i, "id"))
            elif obj.id in seen:
                ctx.add("duplicate_id", (section, i, "id"), {"id": obj.id, "first": seen[obj.id]})
            else:
                seen[obj.id] = where

    def ref_player(path: tuple, pid: Any) -> bool:
        if pid is None or pid in known_players:
            return True
        ctx.suggest("unknown_player", path, {"id": pid}, pid, player_ids, list_hint="known_players", cutoff=0.5)
        return False

    def ref_card(path: tuple, cid: Any) -> bool:
        if cid is None or cid in known_cards:
            return True
        ctx.suggest("unknown_card", path, {"id": cid}, cid, card_ids, list_hint="known_cards", cutoff=0.5)
        return False

    # issue 14: what the ability checks need (resolve_ability's card, attach events)
    ctx.cmap, ctx.ref_card = cmap, ref_card
    ctx.attached_by_event = {ev.card for _, q in questions for ev in q.events if ev.kind == "attach"}
    ctx.ability_refs = []
    ctx.fact_texts = set()  # the text of every condition's fact, which a question's facts name

    # players
    for i, p in players:
        if p.name is None:
            p.name = p.id
    if "active_player" in data and isinstance(data.get("active_player"), str):
        ap = data["active_player"]
        if ap not in known_players:
            ctx.suggest("active_not_player", ("active_player",), {"id": ap}, ap, player_ids, list_hint="known_players")

    # cards
    deck_listed: dict[str, int] = {}
    for i, c in cards:
        base = ("cards", i)
        if c.name is None:
            c.name = c.id
        encounter = c.type in V.ENCOUNTER_TYPES
        if c.type == "side_scheme" and c.owner in known_players:
            pass  # a player side scheme: it starts in that player's deck, so the player owns it
        elif encounter:
            if c.owner is None:
                c.owner = "scenario"
            elif c.owner != "scenario":
                if c.owner in known_players:
                    ctx.add("encounter_owned", base + ("owner",), {"type": c.type}, hint="one_of",
                            hint_args={"names": "scenario"})
                else:
                    ctx.add("unknown_owner", base + ("owner",), {"id": c.owner}, hint="known_players",
                            hint_args={"names": ", ".join(player_ids + ["scenario"])})
        else:
            if c.owner is None:
                ctx.add("owner_required", base, {"type": c.type}, hint="known_players",
                        hint_args={"names": ", ".join(player_ids + ["scenario"])}, raw_value=False)
            elif c.owner != "scenario" and c.owner not in known_players:
                near = closest(c.owner, player_ids + ["scenario"], cutoff=0.5)
                if near:
                    ctx.add("unknown_owner", base + ("owner",), {"id": c.owner}, hint="did_you_mean",
                            hint_args={"name": near[0]})
                else:
                    ctx.add("unknown_owner", base + ("owner",), {"id": c.owner}, hint="known_players",
                            hint_args={"names": ", ".join(player_ids + ["scenario"])})
            elif c.type == "identity" and c.owner == "scenario":
                ctx.add("identity_of_scenario", base + ("owner",))
        if c.play_area is not None:
            ref_player(base + ("play_area",), c.play_area)
        elif not encounter and c.owner in pmap:
            c.play_area = c.owner
        if c.zone == "hand" and c.owner == "scenario":
            ctx.add("encounter_in_hand", base + ("zone",))
        if c.zone == "deck" and c.owner in pmap:
            deck_listed[c.owner] = deck_listed.get(c.owner, 0) + 1
        if c.attached_to is not None:
            if c.attached_to == c.id:
                ctx.add("attach_self", base + ("attached_to",))
            elif ref_card(base + ("attached_to",), c.attached_to):
                host = cmap.get(c.attached_to)
                if c.zone != "play":
                    ctx.add("attach_not_in_play", base + ("zone",) if "zone" in c.model_fields_set else base,
                            raw_value="zone" in c.model_fields_set)
                elif host is not None and host.zone != "play":
                    ctx.add("host_not_in_play", base + ("attached_to",), {"id": host.id})
        seen_status: set = set()
        for k, s in enumerate(c.statuses):
            if s in seen_status:
                ctx.add("duplicate_status", base + ("statuses", k), {"value": s})
            seen_status.add(s)
        for k, g in enumerate(c.grants):
            if g.to == "attached":
                # an attachment out of play keeps its printed grant (leave_play makes that board): as written
                if c.attached_to is None and c.zone == "play":
                    ctx.add("grant_attached", base + ("grants", k, "to"))
            elif g.to not in known_cards:
                near = closest(g.to, card_ids + ["attached"], cutoff=0.5)
                ctx.add("grant_to", base + ("grants", k, "to"), {"id": g.to},
                        hint="did_you_mean" if near else None, hint_args={"name": near[0]} if near else None)
        _check_abilities(ctx, c, base)

    # resolve_ability: the card, and its ability (or its only one)
    for rpath, ref in ctx.ability_refs:
        if ref.card == "target" and "target" not in cmap:  # family modes: each card the effect's target selects
            continue
        if ref.card == "this" and rpath[:1] == ("cards",) and "this" not in cmap:  # «this card's … ability»
            ref.card = cards[rpath[1]][1].id
        if ref_card(rpath + ("card",), ref.card) and ref.card in cmap:
            held = cmap[ref.card].abilities
            by_timing = [a.id for a in held if a.timing == ref.ability]
            if ref.ability not in [a.id for a in held] and len(by_timing) == 1:  # named by its header: "when_revealed"
                ref.ability = by_timing[0]
            _resolve_ability(ctx, cmap[ref.card], ref.ability, rpath, True)

    # attachment cycles: each card has at most one host, so one walk per card up to a card
    # already walked finds every cycle, in time linear in the cards
    index = {c.id: i for i, c in cards}
    state: dict[str, int] = {}  # card -> the walk that reached it
    for walk, (i, c) in enumerate(cards):
        path: list[str] = []
        cur = c.id
        while cur in cmap and cur not in state:
            state[cur] = walk
            path.append(cur)
            nxt = cmap[cur].attached_to
            if nxt is None or nxt == cur:  # a card on itself is attach_self, reported above
                break
            cur = nxt
        else:
            if cur in state and state[cur] == walk:  # back on this walk's own path: a cycle
                ring = path[path.index(cur):]
                first = min(range(len(ring)), key=lambda k: index[ring[k]])
                ring = ring[first:] + ring[:first]
                ctx.add("attach_cycle", ("cards", index[ring[0]], "attached_to"),
                        {"cycle": " → ".join(ring + [ring[0]])}, hint="remove_attached")

    # identities and decks
    for i, p in players:
        mine = [(k, c) for k, c in cards if c.type == "identity" and c.owner == p.id]
        in_play = [c for _, c in mine if c.zone == "play"]
        if p.eliminated:
            for c in in_play:
                ctx.add("eliminated_identity", ("players", i, "eliminated"), {"id": p.id, "card": c.id})
        else:
            if len(mine) > 1:
                ctx.add("two_identities", ("cards", mine[1][0], "type"), {"id": p.id,
                                                                           "cards": ", ".join(c.id for _, c in mine)})
            elif not mine:
                raw_cards = data.get("cards") if isinstance(data.get("cards"), list) else []
                raw_owners = {c.get("owner") for c in raw_cards if isinstance(c, dict) and isinstance(c.get("owner"), str)}
                if p.id not in raw_owners or len(raw_ids["cards"]) == len(cards):
                    ctx.add("no_identity", ("players", i, "id"), {"id": p.id}, hint="one_identity")
            elif not in_play:
                ctx.add("identity_not_in_play", ("cards", mine[0][0], "zone"), {"id": p.id, "card": mine[0][1].id})
        listed = deck_listed.get(p.id, 0)
        if listed > p.deck:
            ctx.add("deck_too_small", ("players", i, "deck") if "deck" in p.model_fields_set else ("players", i),
                    {"id": p.id, "deck": p.deck, "listed": listed}, raw_value=False)

    # control effects
    for i, e in ceffects:
        base = ("control_effects", i)
        if ref_card(base + ("card",), e.card):
            card = cmap.get(e.card)
            if card is not None and card.type == "identity":
                ctx.add("control_identity", base + ("card",))
            elif card is not None and card.zone != "play":
                ctx.add("control_not_in_play", base + ("card",), {"id": e.card})
        ref_player(base + ("player",), e.player)
        ref_card(base + ("source",), e.source)

    # questions
    seen_q: dict[str, int] = {}
    for i, q in questions:
        base = ("questions", i)
        if q.id is None:
            q.id = f"q{i + 1}"
        if q.id in seen_q:
            ctx.add("duplicate_question", base + ("id",) if "id" in q.model_fields_set else base, {"id": q.id},
                    raw_value=False)
        seen_q[q.id] = i
        used = ASK_FIELDS[q.ask]
        for fname in _ASK_FIELD_NAMES:
            if fname in q.model_fields_set and getattr(q, fname) is not None and fname not in used:
                ctx.add("ask_field_unused", base + (fname,), {"field": fname, "ask": q.ask}, key=True)
        for fname in ASK_REQUIRED[q.ask]:
            if getattr(q, fname) is None:
                spec = FMT.base_type(FMT.field("Question", fname).type)
                if spec[0] == "lit":  # a choice: say which values would do
                    ctx.add("ask_needs", base, {"ask": q.ask, "field": fname}, hint="one_of",
                            hint_args={"names": ", ".join(spec[1])}, raw_value=False)
                else:
                    ctx.add("ask_needs", base, {"ask": q.ask, "field": fname}, raw_value=False)
        ref_player(base + ("player",), q.player)
        if q.trigger is not None:
            ref_card(base + ("trigger", "subject"), q.trigger.subject)
        if q.ask in ("can_initiate", "targets"):
            if q.card is not None and q.basic is not None:
                ctx.add("card_and_basic", base + ("basic",))
            elif q.card is None and q.basic is None:
                ctx.add("card_or_basic", base, {"ask": q.ask}, raw_value=False)
            elif q.basic is not None and q.character is None:
                ctx.add("ask_needs", base, {"ask": q.ask, "field": "character"}, raw_value=False)
            if q.character is not None and q.basic is None:
                ctx.add("ask_needs", base, {"ask": q.ask, "field": "basic"}, raw_value=False)
            ref_card(base + ("character",), q.character)
        if q.card is not None and ref_card(base + ("card",), q.card) and q.card in cmap:
            if q.ask in ("can_initiate", "targets", "who_may_use"):
                q.ability = _resolve_ability(ctx, cmap[q.card], q.ability, base, q.basic is None)
                ab = next((a for a in cmap[q.card].abilities if a.id == q.ability), None)
                if ab is not None and q.effect is not None and q.effect > len(ab.effects):
                    ctx.add("effect_out_of_range", base + ("effect",), {"value": q.effect, "n": len(ab.effects)},
                            hint="earlier_effect", hint_args={"max": len(ab.effects)})
                if ab is not None and q.x is not None and not _uses_x(ab, cmap, set()):
                    ctx.add("x_unused", base + ("x",), {"card": q.card, "ability": ab.id}, hint="x_amount", key=True)
        for name in q.facts or {}:
            if name not in ctx.fact_texts:
                ctx.suggest("unknown_fact", base + ("facts", name), {"fact": name}, name, sorted(ctx.fact_texts),
                            list_hint="known_facts", key=True, cutoff=0.5)
        if q.basic is not None and q.x is not None:
            ctx.add("x_unused_basic", base + ("x",), {"basic": q.basic}, hint="x_amount", key=True)
        if q.items is not None:
            seen_items: set = set()
            for k, item in enumerate(q.items):
                ipath = base + ("items", k)
                if item.card is not None and item.kind is None and item.id is None:
                    if ref_card(ipath + ("card",), item.card) and item.card in cmap:
                        item.ability = _resolve_ability(ctx, cmap[item.card], item.ability, ipath, True)
                    item_id = f"{item.card}:{item.ability}"
                elif item.kind is not None and item.card is None and item.ability is None:
                    if item.id is None:
                        ctx.add("item_id_required", ipath, raw_value=False)
                        continue
                    item_id = item.id
                else:
                    ctx.add("item_shape", ipath, raw_value=False)
                    continue
                if item_id in seen_items:
                    ctx.add("duplicate_item", ipath, {"id": item_id}, raw_value=False)
                seen_items.add(item_id)
            if not q.items:
                ctx.add("list_too_short", base + ("items",), {"limit": 1}, raw_value=False)
        for k, ev in enumerate(q.events):
            epath = base + ("events", k)
            ref_card(epath + ("card",), ev.card)
            ref_player(epath + ("player",), ev.player)
            ref_card(epath + ("source",), ev.source)
            if ev.kind == "attach":
                ref_card(epath + ("to",), ev.to)
        if q.expect is not None:
            _check_answer(ctx, q, base + ("expect", "answer"))


def _replay_attachments(ctx: Ctx, scenario) -> None:
    """Events are part of the file: replay each question's events on the engine's own board (as
    answering will) and report an ``attach`` that closes a cycle of attachments, at that event.
    Only questions with an ``attach`` can make one; a copy of the board costs what its events
    change. Any other event the board refuses stops that question's replay: its answer says why."""
    asked = [(i, q) for i, q in enumerate(scenario.questions) if any(e.kind == "attach" for e in q.events)]
    if not asked:
        return
    from arbitro.engine.board import AttachCycleError, Board, BoardError

    base = Board.from_scenario(scenario)
    for i, q in asked:
        board = base.copy()
        for k, ev in enumerate(q.events):
            try:
                board.apply(ev)
            except AttachCycleError as exc:
                ctx.add("attach_cycle_event", ("questions", i, "events", k, "to"),
                        {"n": k + 1, "card": ev.card, "to": ev.to, "cycle": " → ".join(exc.cycle)},
                        hint="attach_elsewhere")
                break
            except BoardError:
                break


def _resolve_ability(ctx: Ctx, card, ability: str | None, base: tuple, needed: bool) -> str | None:
    ids = [a.id for a in card.abilities]
    if ability is not None:
        if ability not in ids:
            near = closest(ability, ids, cutoff=0.5)
            if near:
                ctx.add("unknown_ability", base + ("ability",), {"card": card.id, "id": ability},
                        hint="did_you_mean", hint_args={"name": near[0]})
            else:
                ctx.add("unknown_ability", base + ("ability",), {"card": card.id, "id": ability},
                        hint="known_abilities", hint_args={"names": ", ".join(ids) or "–"})
        return ability
    if not needed:
        return None
    if len(ids) == 1:
        return ids[0]
    if not ids:
        ctx.add("no_abilities", base + ("card",), {"card": card.id})
    else:
        ctx.add("ability_ambiguous", base, {"card": card.id, "n": len(ids)}, hint="known_abilities",
                hint_args={"names": ", ".join(ids)}, raw_value=False)
    return None


def _check_abilities(ctx: Ctx, card, base: tuple) -> None:
    seen: set = set()
    for k, ab in enumerate(card.abilities):
        apath = base + ("abilities", k)
        if ab.id is None:
            ab.id = f"a{k + 1}"
        if ab.id in seen:
            ctx.add("duplicate_ability", apath + ("id",) if "id" in ab.model_fields_set else apath, {"id": ab.id},
                    raw_value=False)
        seen.add(ab.id)
        if ab.header is not None:
            derived = timing_of_header(ab.header)
            if derived is None:
                if ab.timing != "keyword":
                    near = headers_closest_first(ab.header)
                    ctx.add("unknown_header", apath + ("header",), {"value": ab.header}, hint="known_headers",
                            hint_args={"names": ", ".join(near)})
            elif ab.timing is None:
                ab.timing = derived
            elif ab.timing != derived:
                ctx.add("header_timing", apath + ("timing",), {"header": ab.header, "derived": derived,
                                                                "timing": ab.timing})
        elif ab.timing is None:
            ctx.add("timing_required", apath, hint="one_of", hint_args={"names": ", ".join(V.TIMINGS)},
                    raw_value=False)
        if ab.side is not None and card.type != "identity":
            ctx.add("side_not_identity", apath + ("side",), {"type": card.type})
        if ab.condition is not None:
            _check_condition(ctx, ab.condition, apath + ("condition",))
        if ab.play_condition is not None:
            _check_condition(ctx, ab.play_condition, apath + ("play_condition",))
        if ab.options and ab.effects:
            # the engine judges the options alone: effects beside them would be read by nobody
            ctx.add("options_and_effects", apath + ("options",), hint="effects_in_options", key=True)
        for j, option in enumerate(ab.options or ()):
            _check_effects(ctx, option.effects, apath + ("options", j, "effects"), card)
            _check_effects(ctx, option.cost, apath + ("options", j, "cost"), card)  # family play: an option's own cost
        if ("effects" not in ab.model_fields_set and not ab.options and ab.timing is not None
                and ab.timing not in FORCED_OR_KEYWORD):
            ctx.add("effects_required", apath, {"timing": ab.timing}, raw_value=False)
        for lname in ("cost", "effects"):
            _check_effects(ctx, getattr(ab, lname), apath + (lname,), card)


def _check_effects(ctx: Ctx, effects: list, lpath: tuple, card=None) -> None:
    for k, eff in enumerate(effects):
        epath = lpath + (k,)
        idx = k + 1
        t = eff.target
        if t is not None:
            tpath = epath + ("target",)
            if t.select in ("that", "same"):
                if t.of is None:
                    ctx.add("of_required", tpath, {"select": t.select}, hint="earlier_effect",
                            hint_args={"max": max(idx - 1, 1)}, raw_value=False)
                elif idx == 1:
                    ctx.add("of_first", tpath + ("of",), {"select": t.select}, raw_value=False, value=t.of)
                elif t.of >= idx:
                    ctx.add("of_not_earlier", tpath + ("of",), {"of": t.of, "max": idx - 1}, hint="earlier_effect",
                            hint_args={"max": idx - 1}, raw_value=False, value=t.of)
            elif t.of is not None:
                ctx.add("of_without_that", tpath + ("of",), key=True)
            banned = {"that": ("kind", "controller"), "same": ("kind", "controller"), "you": ("kind", "controller"),
                      "next": (), "this": ("kind", "controller"), "attached": ("controller",),
                      "trigger": ("controller",)}.get(t.select, ())
            for fname in banned:
                if getattr(t, fname) is not None:
                    ctx.add("filter_not_allowed", tpath + (fname,), {"field": fname, "select": t.select}, key=True)
        for fname, (verbs, needed_by) in _VERB_FIELDS.items():
            value = getattr(eff, fname)
            if eff.verb in needed_by and value is None and not (fname == "zone" and (getattr(eff, "zones", None) or getattr(eff, "find", False))):
                ctx.add("field_required_by_verb", epath, {"verb": eff.verb, "field": fname}, raw_value=False)
            if fname in eff.model_fields_set and value is not None and eff.verb not in verbs:
                ctx.add("field_only_with_verb", epath + (fname,), {"field": fname, "verb": " | ".join(verbs)}, key=True)
        _check_effect_14(ctx, eff, epath, card)


# -- issue 14: conditions, instead / otherwise, amounts, other abilities ----------------------------
# a condition's keys: exactly one of these; ``at_least`` / ``at_most`` go with ``count`` only
_COND_KEYS = tuple(f.name for f in FMT.fields("Condition") if f.name not in ("at_least", "at_most"))
_COND_KEY = {f.name: f.key for f in FMT.fields("Condition")}


def _check_condition(ctx: Ctx, cond, path: tuple) -> None:
    given = [n for n in _COND_KEYS if getattr(cond, n) is not None]
    if not given:
        ctx.add("condition_empty", path, hint="one_of", hint_args={"names": ", ".join(_COND_KEY[n] for n in _COND_KEYS)},
                raw_value=False)
    elif len(given) > 1:
        ctx.add("condition_keys", path + (_COND_KEY[given[1]],), {"keys": ", ".join(_COND_KEY[n] for n in given)},
                hint="condition_split", hint_args={"a": _COND_KEY[given[0]], "b": _COND_KEY[given[1]]}, key=True)
    bounds = [n for n in ("at_least", "at_most") if getattr(cond, n) is not None]
    if cond.count is not None and not bounds:
        ctx.add("count_needs_bound", path + ("count",), key=True, hint="count_bound")
    elif cond.count is None and bounds:
        ctx.add("bound_needs_count", path + (bounds[0],), {"field": bounds[0]}, key=True, hint="count_bound")
    if cond.fact is not None and hasattr(ctx, "fact_texts"):
        ctx.fact_texts.add(cond.fact)
    if cond.not_ is not None:
        _check_condition(ctx, cond.not_, path + ("not",))
    for name in ("all_", "any_"):
        for k, inner in enumerate(getattr(cond, name) or ()):
            _check_condition(ctx, inner, path + (_COND_KEY[name], k))


_SIGNED_AMOUNT = ("modify_stat", "modify_cost", "modify_damage_taken")  # family stats: a damage taken reduced


def _check_effect_14(ctx: Ctx, eff, epath: tuple, card) -> None:
    if isinstance(eff.amount, int) and not isinstance(eff.amount, bool) and eff.amount < 0 and eff.verb not in _SIGNED_AMOUNT:
        ctx.add("negative_amount", epath + ("amount",), {"verb": eff.verb}, value=eff.amount)
    if eff.condition is not None:
        _check_condition(ctx, eff.condition, epath + ("condition",))
    else:
        for fname in ("instead", "otherwise"):
            if getattr(eff, fname):
                ctx.add("needs_condition", epath + (fname,), {"field": fname}, hint="add_condition", key=True)
    if eff.instead and eff.otherwise:
        ctx.add("instead_and_otherwise", epath + ("otherwise",), key=True, hint="instead_or_otherwise")
    for fname in ("instead", "otherwise"):
        if getattr(eff, fname):
            _check_effects(ctx, getattr(eff, fname), epath + (fname,), card)
    amount = eff.amount
    if amount is not None and not isinstance(amount, int):
        apath = epath + ("amount",)
        given = ([k for k in ("per", "equal_to", "up_to", "icons", "counters", "icons_in_play") if getattr(amount, k) is not None]
                 + (["x"] if amount.x else [])
                 + (["trigger"] if amount.trigger else []))
        if len(given) != 1:
            ctx.add("amount_keys", apath + ((given[1],) if len(given) > 1 else ()), {"keys": ", ".join(given) or "–"},
                    hint="amount_forms", key=len(given) > 1, raw_value=False)
        if ("times" in amount.model_fields_set and amount.per is None and amount.icons is None
                and amount.counters is None and amount.icons_in_play is None):  # (icons, counters: family amounts;
            # icons_in_play: family resources)
            ctx.add("times_needs_per", apath + ("times",), key=True, hint="amount_forms")
        if amount.max is not None and amount.per is None and amount.counters is None and amount.icons is None \
                and amount.icons_in_play is None:
            # family amounts: a maximum caps a «por cada» amount (of cards, counters or icons)
            ctx.add("max_needs_per", apath + ("max",), key=True, hint="amount_forms")
    if (card is not None and amount is not None and not isinstance(amount, int) and amount.equal_to is not None
            and amount.equal_to.of == "attached" and card.attached_to is None and card.zone == "play"
            and card.id not in getattr(ctx, "attached_by_event", ())):
        ctx.add("equal_to_unattached", epath + ("amount", "equal_to", "of"), {"card": card.id}, hint="attach_it")
    if eff.ability is not None and hasattr(ctx, "ability_refs"):  # checked once every card's ids are known
        ctx.ability_refs.append((epath + ("ability",), eff.ability))


def _uses_x(ability, cmap: dict, seen: set) -> bool:
    """Whether an amount of ``ability`` (its cost, effects, options, instead / otherwise, or an ability
    it resolves) is the printed X."""
    if id(ability) in seen:
        return False
    seen.add(id(ability))
    todo = list(ability.cost) + list(ability.effects) + [e for o in (ability.options or ()) for e in o.effects]
    while todo:
        eff = todo.pop()
        if eff.amount is not None and not isinstance(eff.amount, int) and eff.amount.x:
            return True
        todo.extend(list(eff.instead or ()) + list(eff.otherwise or ()))
        ref = eff.ability
        if ref is not None and ref.card in cmap:
            card = cmap[ref.card]
            other = next((a for a in card.abilities if a.id == ref.ability), None) if ref.ability else \
                (card.abilities[0] if len(card.abilities) == 1 else None)
            if other is not None and _uses_x(other, cmap, seen):
                return True
    return False


def _is_id(v: Any) -> bool:
    return isinstance(v, str) and bool(_ID_RE.match(v))


def _check_answer(ctx: Ctx, q, path: tuple) -> None:
    ans = q.expect.answer
    ask = q.ask
    bad = False
    if ask == "can_initiate":
        word = ctx.reader.bool_words.get(ctx.real(path), "")
        if isinstance(ans, bool) and word.lower() in ("on", "off"):
            ctx.add("answer_yes_no", path, {"value": word}, hint="yes_no", value=word)
        elif isinstance(ans, bool):
            q.expect.answer = "yes" if ans else "no"
        elif isinstance(ans, str) and ans.strip().lower() in ("yes", "no", "true", "false", "undetermined"):
            q.expect.answer = {"yes": "yes", "true": "yes", "no": "no", "false": "no",
                               "undetermined": "undetermined"}[ans.strip().lower()]
        else:
            ctx.add("answer_yes_no", path, {"value": ans if not isinstance(ans, (dict, list)) else "…"},
                    hint="yes_no", raw_value=not isinstance(ans, (dict, list)))
        return
    if ask == "targets":
        bad = not (isinstance(ans, list) and all(_is_id(v) for v in ans))
    elif ask == "controller":
        bad = not (ans is None or _is_id(ans))
    elif ask == "owner":
        bad = not _is_id(ans)
    elif ask == "destination":
        bad = not (isinstance(ans, dict) and ans.get("zone") in V.DESTINATIONS and set(ans) <= {"zone", "player"}
                   and (ans.get("player") is None or _is_id(ans.get("player"))))
    elif ask == "who_may_use":
        bad = not (ans == "automatic" or (isinstance(ans, list) and all(_is_id(v) for v in ans)))
    elif ask == "order":
        bad = not (isinstance(ans, list) and all(isinstance(level, list) and all(isinstance(v, str) for v in level)
                                                 for level in ans))
    if bad:
        ctx.add("answer_shape", path, {"ask": ask, "expected": ANSWER_SHAPES[ask]},
                raw_value=not isinstance(ans, (dict, list)))
