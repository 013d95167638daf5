"""The scenario format is declared once (arbitro.scenario.format): one edit of its table reaches
the pydantic models, the fast path's records, the checks, the JSON Schema, both YAML walkers, the
engine's view of effects and the questions the commands build."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest
import yaml

from arbitro.scenario import format as FMT
from arbitro.scenario import checks, loader, records
from arbitro.scenario import vocab as V
from arbitro.scenario.errors import Limits

# -- one edit ---------------------------------------------------------------------------------------
# Run in a fresh interpreter: the fields are added to the table before anything else is imported.
ONE_EDIT = r'''
import json, sys
from arbitro.scenario import format as FMT, vocab as V
FMT.FORMAT["Card"].fields.insert(2, FMT.Field("note", FMT.opt(FMT.TEXT), None, "a judge's note"))
FMT.FORMAT["Effect"].fields.append(FMT.Field("label", FMT.opt(FMT.TEXT), None, "a label"))
FMT.FORMAT["Question"].fields.append(FMT.Field("side", FMT.opt(FMT.choice(V.FORMS)), None, "a side",
                                               asks=("owner",)))
FMT.TEXT_KEYS, FMT.TOP_TEXT_KEYS = FMT._text_keys()

from arbitro.scenario import load_scenario_text, ScenarioError, records, model, checks
from arbitro.scenario.schema import schema_dict
from arbitro.engine.targets import Effect
from arbitro.commands.ask import _question

out = {}
out["model"] = list(model.Card.model_fields)
out["record_fields"] = list(records.Card.FIELDS)
out["record_table"] = [list(map(repr, f)) for f in records.TABLES["Card"] if f[0] == "note"]
out["schema"] = schema_dict()["$defs"]["Card"]["properties"].get("note")
out["schema_question"] = schema_dict()["$defs"]["Question"]["properties"].get("side")
out["eff_slots"] = list(Effect.__slots__)
out["question"] = _question("owner", card="x").side
out["ask_fields"] = sorted(checks.ASK_FIELDS["owner"])

BASE = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: spidey, type: identity, owner: p1, NOTE}
  - {id: rhino, type: villain}
  - id: patada
    type: event
    owner: p1
    zone: hand
    abilities: [{header: Acción, effects: [{verb: deal_damage, amount: 5, LABEL target: {select: a, kind: enemy}}]}]
questions:
  - {ask: QUESTION, card: spidey}
"""


def load(note="note: Lo dijo el juez", label="", question="owner", full=False):
    text = BASE.replace("NOTE", note).replace("LABEL", label).replace("QUESTION", question)
    if full:  # an anchor sends the file to the full path (pydantic)
        text = text.replace("{id: rhino", "&r {id: rhino")
    try:
        s = load_scenario_text(text, "caso.yaml")
    except ScenarioError as exc:
        return {"error": [[p.line, p.path, p.code] for p in exc.problems], "en": exc.render("en")}
    card = s.card("spidey")
    return {"path": type(s).__module__, "note": card.note,
            "label": s.card("patada").abilities[0].effects[0].label, "side": s.questions[0].side}

for full in (False, True):
    k = "full" if full else "fast"
    out[k] = load(full=full)
    out[k + "_number"] = load("note: 2099", full=full)  # a text field: read as written
    out[k + "_yes"] = load("note: yes", full=full)
    out[k + "_label"] = load(label="label: 'un rótulo',", full=full)
    out[k + "_side"] = load(question="owner, side: alter_ego", full=full)
    out[k + "_list"] = load("note: [a, b]", full=full)
    out[k + "_typo"] = load("notes: hola", full=full)
    out[k + "_unused"] = load(question="controller, side: hero", full=full)
    out[k + "_bad_choice"] = load(question="owner, side: heroe", full=full)
print(json.dumps(out))
'''


@pytest.fixture(scope="module")
def one_edit() -> dict:
    r = subprocess.run([sys.executable, "-c", ONE_EDIT], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_one_edit_reaches_the_model_the_records_and_the_schema(one_edit):
    assert one_edit["model"][:3] == ["id", "name", "note"]
    assert one_edit["record_fields"][:3] == ["id", "name", "note"]
    assert one_edit["record_table"] == [["'note'", "'note'", "('opt', ('text',))", "None"]]
    assert one_edit["schema"] == {"anyOf": [{"type": ["string", "number", "boolean"]}, {"type": "null"}],
                                  "default": None, "title": "Note"}
    assert one_edit["schema_question"]["anyOf"][0] == {"enum": ["hero", "alter_ego"], "type": "string"}


def test_one_edit_reaches_the_engine_the_commands_and_the_checks(one_edit):
    assert one_edit["eff_slots"][-1] == "label"
    assert one_edit["question"] is None
    assert one_edit["ask_fields"] == ["card", "side"]


@pytest.mark.parametrize("path", ["fast", "full"])
def test_both_load_paths_accept_the_new_fields(one_edit, path):
    module = "arbitro.scenario.records" if path == "fast" else "arbitro.scenario.model"
    base = {"path": module, "note": "Lo dijo el juez", "label": None, "side": None}
    assert one_edit[path] == base
    assert one_edit[path + "_number"] == {**base, "note": "2099"}  # text as written on both walkers
    assert one_edit[path + "_yes"] == {**base, "note": "yes"}
    assert one_edit[path + "_label"] == {**base, "label": "un rótulo"}
    assert one_edit[path + "_side"] == {**base, "side": "alter_ego"}


@pytest.mark.parametrize("path", ["fast", "full"])
def test_both_load_paths_reject_the_new_fields_misused(one_edit, path):
    bad = one_edit[path + "_list"]
    assert bad["error"] == [[4, "cards.0.note", "list_as_text"]]
    typo = one_edit[path + "_typo"]
    assert typo["error"] == [[4, "cards.0.notes", "unknown_field"]] and "did you mean 'note'" in typo["en"]
    unused = one_edit[path + "_unused"]
    assert unused["error"] == [[12, "questions.0.side", "ask_field_unused"]]
    choice = one_edit[path + "_bad_choice"]
    assert choice["error"] == [[12, "questions.0.side", "bad_choice"]] and "did you mean 'hero'" in choice["en"]


# -- the table itself -------------------------------------------------------------------------------
def test_every_question_kind_and_event_kind_is_in_the_table():
    _, uses, needs = FMT.ask_fields()
    assert set(uses) == set(V.ASKS) and all(uses[a] for a in V.ASKS)
    assert all(set(needs[a]) <= uses[a] for a in V.ASKS)
    assert tuple(FMT.EVENTS) == V.EVENT_KINDS
    event_fields = {f.name for f in FMT.fields("Event")} - {"kind"}
    for how in FMT.EVENTS.values():
        assert set(how.get("required", ()) + how.get("optional", ()) + (how.get("scalar"),)) - {None} <= event_fields


def test_every_nested_object_of_the_table_exists_and_is_reached():
    reached, todo = set(), ["Scenario"]
    while todo:
        name = todo.pop()
        reached.add(name)
        for f in FMT.fields(name):
            spec = FMT.base_type(f.type)
            spec = spec[1] if spec[0] == "list" else spec
            spec = FMT.base_type(spec)
            for spec in spec[1] if spec[0] == "or" else (spec,):  # either(number, object)
                if spec[0] == "rec" and spec[1] not in reached and spec[1] not in todo:
                    assert spec[1] in FMT.FORMAT
                    todo.append(spec[1])
    assert reached == set(FMT.FORMAT)


def test_the_checks_read_the_table():
    assert checks.ASK_FIELDS["destination"] == {"card", "to"}
    assert checks.ASK_REQUIRED["destination"] == ("card", "to")
    assert checks.EVENT_FIELDS["take_control"] == (("card", "player"), ("source",))
    assert {"flip": "player", "eliminate": "player"}.items() <= checks.EVENT_SCALAR.items()
    assert checks._container_fields()["cards"] == tuple(f.key for f in FMT.fields("Card"))
    assert {"title", "description", "name", "header", "text", "traits", "cites"} <= FMT.TEXT_KEYS
    assert not {"id", "owner", "source", "to", "card", "player"} & FMT.TEXT_KEYS
    assert FMT.TOP_TEXT_KEYS == {"source"}  # a card id in control effects and events


def test_a_question_built_by_a_command_has_every_field_of_the_table():
    from arbitro.commands.ask import _question

    q = _question("who_may_use", card="x", ability="a1")
    assert isinstance(q, records.Question)
    assert {f: getattr(q, f) for f in q.FIELDS} == {**FMT.defaults("Question"), "ask": "who_may_use",
                                                     "id": "who_may_use", "card": "x", "ability": "a1"}
    assert q.model_fields_set == {"ask", "id", "card", "ability"}
    with pytest.raises(TypeError):
        records.new("Question", ask="owner", id="owner", carta="x")


def test_the_engine_reads_effects_with_the_fields_of_the_table():
    from arbitro.engine.targets import Effect, Target

    assert Effect.__slots__ == tuple(f.name for f in FMT.fields("Effect"))
    assert Target.__slots__ == tuple(f.name for f in FMT.fields("Target"))
    e = Effect("deal_damage", Target("a", "enemy"))
    assert (e.verb, e.target.select, e.target.kind, e.amount, e.changes_state) == ("deal_damage", "a", "enemy", None, True)


def test_one_record_base_for_the_scenario_and_the_engine():
    from arbitro.engine import board

    assert board.Record is records.Record
    assert issubclass(records.Card, records.Record) and issubclass(board.CardState, records.Record)


# -- one scalar classifier for both walkers ---------------------------------------------------------
WORDS = sorted(set(loader.PLAIN) - {""}) + ["010", "2099", "+3", "3.0", "abc", "x y", "1e3", "2024-01-01", ".inf"]


def _both(text: str):
    fast = loader._fast_read(text, Limits())
    root, stop = loader._compose(text, Limits())
    assert stop is None
    full = loader._Reader(Limits(), [], text).read(root)
    return fast, full


@pytest.mark.parametrize("word", WORDS)
def test_both_walkers_read_a_plain_scalar_alike(word):
    doc = textwrap.dedent(f"""\
        title: {word}
        source: {word}
        edition: {word}
        cards:
          - {{name: {word}, owner: {word}, traits: [{word}], source: {word}}}
        """)
    fast, full = _both(doc)
    if fast is None:  # the fast path leaves on/off booleans and merge keys to the full path
        assert word in ("<<",) or word.lower() in ("on", "off")
        return
    assert fast == full
    meaning = loader.PLAIN.get(word)
    text = None if meaning is not None and meaning[0] == loader.NULL else word
    other = text if meaning is None else meaning[1]
    assert full["title"] == full["source"] == full["cards"][0]["name"] == text
    assert full["cards"][0]["traits"] == [text]
    assert full["edition"] == full["cards"][0]["owner"] == full["cards"][0]["source"] == other


def test_a_quoted_scalar_is_always_text():
    fast, full = _both("edition: 'yes'\ncards: [{owner: \"~\"}]\n")
    assert fast == full == {"edition": "yes", "cards": [{"owner": "~"}]}


def test_plain_words_agree_with_yaml_1_1():
    """PLAIN knows exactly the words YAML 1.1 reads as null and booleans (numbers stay text)."""
    for word, (kind, value) in loader.PLAIN.items():
        if kind == loader.MERGE:
            continue
        assert yaml.safe_load(f"k: {word}")["k"] == value, word


def test_the_engine_refuses_a_field_the_table_does_not_have():
    from arbitro.engine.targets import Effect, Target

    with pytest.raises(TypeError):
        Effect("deal_damage", amont=2)
    with pytest.raises(TypeError):
        Target("a", kindz="enemy")
    with pytest.raises(TypeError):
        Target()  # select is required
