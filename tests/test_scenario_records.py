"""The plain records of the fast path are the twin of the pydantic models: same fields, same
values for what they take, and they give up on everything else."""

from __future__ import annotations

import copy
import subprocess
import sys
import types
import typing
from pathlib import Path

import pytest
from annotated_types import Ge, MaxLen, MinLen
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from arbitro.scenario import checks, loader, records
from arbitro.scenario import format as FMT
from arbitro.scenario import model as M
from arbitro.scenario.errors import Limits

ROOT = Path(__file__).resolve().parent.parent
MODELS = {name: getattr(M, name) for name in records.TABLES}


# -- the tables equal the models ------------------------------------------------------------------
def _spec(annotation, metadata=()) -> tuple:
    """The records' spec of a pydantic field type."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        base, *meta = typing.get_args(annotation)
        flat = []
        for m in meta:  # Field(ge=1) inside Annotated carries its constraints as metadata
            flat += list(m.metadata) if isinstance(m, FieldInfo) else [m]
        return _spec(base, tuple(metadata) + tuple(flat))
    if origin in (typing.Union, types.UnionType):
        all_args = typing.get_args(annotation)
        args = [a for a in all_args if a is not type(None)]
        inner = _spec(args[0], metadata) if len(args) == 1 else ("or", tuple(_spec(a) for a in args))
        return ("opt", inner) if len(args) != len(all_args) else inner
    if origin is typing.Literal:
        return ("lit", typing.get_args(annotation))
    if origin is list:
        lo = next((m.min_length for m in metadata if isinstance(m, MinLen)), 0)
        hi = next((m.max_length for m in metadata if isinstance(m, MaxLen)), None)
        return ("list", _spec(typing.get_args(annotation)[0]), lo, hi)
    if origin is dict:
        key, value = typing.get_args(annotation)
        return ("dict", None if key is str else typing.get_args(key), _spec(value))
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return ("rec", annotation.__name__)
    if annotation is str:
        patterns = [getattr(m, "pattern", None) for m in metadata if getattr(m, "pattern", None)]
        return ("id",) if patterns == [M.ID_PATTERN] else ("text",)
    if annotation is int:
        return ("int", next(m.ge for m in metadata if isinstance(m, Ge)))
    if annotation is bool:
        return ("flag",)
    if annotation is typing.Any:
        return ("any",)
    raise AssertionError(f"no spec for {annotation!r}")


def _default(field) -> object:
    if field.is_required():
        return records.REQUIRED
    if field.default_factory is not None:
        made = field.default_factory()
        return {list: records.NEW_LIST, dict: records.NEW_DICT}[type(made)]
    return field.default


@pytest.mark.parametrize("name", sorted(records.TABLES))
def test_table_equals_the_pydantic_model(name):
    model = MODELS[name]
    expected = tuple((attr, f.alias or attr, _spec(f.annotation, f.metadata), _default(f))
                     for attr, f in model.model_fields.items())
    assert records.TABLES[name] == expected


def test_every_model_of_the_scenario_has_a_table():
    reachable, todo = set(), ["Scenario"]
    while todo:
        name = todo.pop()
        reachable.add(name)
        for f in getattr(M, name).model_fields.values():
            text = repr(f.annotation)
            todo += [n for n in dir(M) if isinstance(getattr(M, n), type) and issubclass(getattr(M, n), BaseModel)
                     and f"arbitro.scenario.model.{n}" in text and n not in reachable and n not in todo]
    assert reachable == set(records.TABLES)


# -- same values, or give up -----------------------------------------------------------------------
def _dump(obj):
    if isinstance(obj, (BaseModel, records.Record)):
        names = type(obj).model_fields if isinstance(obj, BaseModel) else obj.FIELDS
        return (type(obj).__name__, sorted(obj.model_fields_set), [(k, _dump(getattr(obj, k))) for k in names])
    if isinstance(obj, list):
        return [_dump(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _dump(v) for k, v in obj.items()}
    return (type(obj).__name__, obj)


def _agree(data) -> str:
    """'same' when both take ``data`` alike, 'unsure' when the records give up; fails otherwise."""
    rec = records.build(copy.deepcopy(data))
    try:
        model = M.Scenario.model_validate(copy.deepcopy(data))
    except ValidationError:
        assert rec is None, f"the records took what pydantic refuses: {data!r}"
        return "unsure"
    if rec is None:
        return "unsure"
    assert _dump(rec) == _dump(model)
    return "same"


def _corpus_data() -> list[dict]:
    out = []
    for path in sorted((ROOT / "scenarios").rglob("*.yaml")) + sorted((ROOT / "tests" / "data" / "valid").rglob("*.yaml")):
        data = loader._fast_read(path.read_text(encoding="utf-8-sig"), Limits())
        if data is None:
            continue
        for i, q in enumerate(data.get("questions") or []):
            if isinstance(q, dict):
                checks._normalise_events(checks._CleanCtx(), q, ("questions", i))
        out.append(data)
    return out


CORPUS = _corpus_data()


def test_corpus_files_build_alike():
    assert len(CORPUS) >= 25
    assert [_agree(d) for d in CORPUS] == ["same"] * len(CORPUS)


@pytest.mark.parametrize("value, spec, expected", [
    ("3", FMT.NONNEG, 3), ("010", FMT.NONNEG, 10), ("0", FMT.POSITIVE, None), ("+3", FMT.NONNEG, None),
    ("3.0", FMT.NONNEG, None), (" 3", FMT.NONNEG, None), ("３", FMT.NONNEG, None), (True, FMT.NONNEG, None),
    ("9" * 19, FMT.NONNEG, None), (True, FMT.FLAG, True), ("yes", FMT.FLAG, None), ("ab-1_c", FMT.ID, "ab-1_c"),
    ("ab\n", FMT.ID, None), ("Ab", FMT.ID, None), (7, FMT.TEXT, None), ("hand", ("lit", ("hand",)), "hand"),
])
def test_values_taken_or_left_to_pydantic(value, spec, expected):
    if expected is None:
        with pytest.raises(records._Unsure):
            records._value(spec, value)
    else:
        assert records._value(spec, value) == expected


# hypothesis: random edits of corpus documents (a value replaced, a key dropped or added)
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.sampled_from(
    ["3", "0", "010", "-1", "+2", "2.0", "", "yes", "p1", "p2", "h1", "Ab", "a b", "hand", "play", "discard",
     "hero", "alter_ego", "action", "deal_damage", "each", "a", "minion", "enemy", "atk", "tough", "arbitro/v1",
     "es", "en", "automatic", "x\n", "villain", "identity"]))
VALUES = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                       st.dictionaries(st.sampled_from(["id", "kind", "to", "x", "atk"]), inner, max_size=2)),
                      max_leaves=6)


OUTCOMES = {"same": 0, "unsure": 0}


def _near(spec) -> st.SearchStrategy:
    """Values close to what ``spec`` takes: valid ones and the usual near misses."""
    kind = spec[0]
    if kind == "opt":
        return st.one_of(st.none(), _near(spec[1]))
    if kind == "flag":
        return st.sampled_from([True, False, 0, 1, 5, "yes", "true", "1", "no", None])
    if kind == "int":
        return st.one_of(st.integers(-2, 40), st.sampled_from(["0", "1", "7", "010", "+3", "3.0", " 3", "-1", "1_0", True]))
    if kind == "id":
        return st.sampled_from(["p1", "p2", "h1", "spidey", "rhino", "a1", "Ab", "a b", "x\n", "", 3, "discard"])
    if kind == "text":
        return st.sampled_from(["Acción", "texto", "", 3, True, None, ["a"]])
    if kind == "lit":
        names = list(spec[1])
        return st.one_of(st.sampled_from(names), st.sampled_from(names).map(str.upper),
                         st.sampled_from(names).map(lambda n: n + " "), st.just(3))
    if kind == "list":
        return st.one_of(st.lists(_near(spec[1]), max_size=3), st.just("a"))
    if kind == "dict":
        return st.dictionaries(st.sampled_from(list(spec[1] or ("un hecho", "otro")) + ["hp ", "ATK"]), _near(spec[2]),
                               max_size=3)
    if kind == "or":
        return st.one_of(*(_near(s) for s in spec[1]))
    return VALUES


def _records_in(node, spec, path=()):
    """(path, class name) of every mapping of ``node`` that the tables read as a record."""
    kind = spec[0]
    if kind == "opt":
        yield from _records_in(node, spec[1], path)
    elif kind == "or":
        for option in spec[1]:
            yield from _records_in(node, option, path)
    elif kind == "list" and isinstance(node, list):
        for i, x in enumerate(node):
            yield from _records_in(x, spec[1], path + (i,))
    elif kind == "rec" and isinstance(node, dict):
        yield path, spec[1]
        for attr, key, sub, _ in records.TABLES[spec[1]]:
            if key in node:
                yield from _records_in(node[key], sub, path + (key,))


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.sampled_from(range(len(CORPUS))), data=st.data())
def test_random_edits_agree_or_give_up(doc, data):
    """A field of some record set to a random value, or dropped, or an unknown key added."""
    d = copy.deepcopy(CORPUS[doc])
    for _ in range(data.draw(st.sampled_from([1, 1, 1, 2]))):
        path, name = data.draw(st.sampled_from(list(_records_in(d, ("rec", "Scenario")))))
        target = d
        for step in path:
            target = target[step]
        keys = [f[1] for f in records.TABLES[name]]
        action = data.draw(st.sampled_from(["set", "set", "set", "drop", "unknown"]))
        if action == "set":
            field = data.draw(st.sampled_from(records.TABLES[name]))
            target[field[1]] = data.draw(st.one_of(_near(field[2]), VALUES))
        elif action == "drop" and target:
            del target[data.draw(st.sampled_from(sorted(target)))]
        else:
            target[data.draw(st.sampled_from(["extra", "schema_", "Id"]))] = data.draw(VALUES)
    OUTCOMES[_agree(d)] += 1


def test_random_edits_were_not_all_given_up():
    # (runs after the random test) both outcomes happened many times: the test is not vacuous
    if OUTCOMES["same"] + OUTCOMES["unsure"] < 100:
        pytest.skip("the random test did not run in this session")
    assert OUTCOMES["same"] >= 40 and OUTCOMES["unsure"] >= 40, OUTCOMES


# -- the point of it: a clean file does not load pydantic's models ----------------------------------
def test_loading_a_clean_file_does_not_build_the_pydantic_models():
    code = ("import sys\nfrom arbitro.scenario import load_scenario\n"
            "s = load_scenario('scenarios/capacidad/ejemplo-esbirro.yaml')\n"
            "print(type(s).__module__, 'arbitro.scenario.model' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout.split()
    assert out == ["arbitro.scenario.records", "False"]


def test_a_file_with_a_problem_still_gets_pydantic_messages(tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("schema: arbitro/v1\nplayers: [{id: p1, deck: tres}]\ncards: []\nquestions: [{ask: owner, card: x}]\n",
                 encoding="utf-8")
    from arbitro.scenario import ScenarioError, load_scenario

    with pytest.raises(ScenarioError) as err:
        load_scenario(f)
    assert any(p.path == "players.0.deck" and p.line == 2 for p in err.value.problems)


@pytest.mark.parametrize("how", ["pickle", "deepcopy", "copy"])
def test_records_copy_and_pickle_like_models(how):
    import pickle

    from arbitro.scenario import load_scenario

    s = load_scenario(ROOT / "scenarios" / "capacidad" / "ejemplo-esbirro.yaml")
    assert isinstance(s, records.Scenario)
    t = {"pickle": lambda x: pickle.loads(pickle.dumps(x)), "deepcopy": copy.deepcopy, "copy": copy.copy}[how](s)
    assert t is not s and t == s
    assert _dump(t) == _dump(s)  # fields given included
