"""Stored readings (arbitro.readings): the cache folder's readings of printed text and the readings
the card pool stores at import are used only when made by this very reader, give what the reader
gives, and spare a text or coded board the import of lark. Invented texts and the invented pool
of tests/data/cardpool only."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro import readings
from arbitro.app import app

from conftest import ROOT

DATA = Path(__file__).parent / "data"
POOL = DATA / "cardpool"
SCN = DATA / "scenarios-cards"

TEXT_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1}]
cards:
  - {id: me, type: identity, owner: p1}
  - {id: boss, type: villain}
  - {id: zap, type: event, owner: p1, zone: hand, abilities: [{header: Action, text: "Deal 2 damage to an enemy. Frobnicate the villain."}]}
  - {id: zip, type: event, owner: p1, zone: hand, abilities: [{header: Action, text: "Draw 2 cards."}]}
questions:
  - {ask: targets, player: p1, card: zap}
  - {ask: can_initiate, player: p1, card: zip}
"""


def _run(code: str, env: dict, cwd=ROOT) -> str:
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=cwd)
    assert r.returncode == 0, r.stderr[-3000:]
    return r.stdout


# what a fresh process loads from a scenario, and whether it imported lark doing it
LOAD = ("import json, sys\nfrom arbitro.scenario import load_scenario\n"
        "s = load_scenario(sys.argv[1])\n"
        "print(json.dumps([[c.id, [a.model_dump(mode='json') if hasattr(a, 'model_dump') else repr(a) for a in c.abilities]] "
        "for c in s.cards], sort_keys=True, default=repr))\n"
        "print('lark' in sys.modules)\n")


def _load(path: Path, env: dict) -> tuple[str, bool]:
    r = subprocess.run([sys.executable, "-c", LOAD, str(path)], capture_output=True, text=True, env=env, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    body, lark = r.stdout.strip().rsplit("\n", 1)
    return body, lark == "True"


# -- the key and the hash ---------------------------------------------------------------------------------
def test_the_key_is_every_argument_none_left_out():
    k = readings.key({"text": "Draw 1 card.", "lang": "en", "header": None})
    assert k == readings.key({"lang": "en", "text": "Draw 1 card."})  # order and a None argument do not count
    assert k != readings.key({"text": "Draw 1 card.", "lang": "es"})
    assert k != readings.key({"text": "Draw 1 card.", "lang": "en", "header": "Action"})
    # an argument the reader takes later is in the key without an edit here
    assert k != readings.key({"text": "Draw 1 card.", "lang": "en", "name": "Invented Name"})


def test_only_plain_values_are_stored():
    assert readings.storable({"effects": [{"verb": "draw", "amount": 1}], "unread": []}) is not None
    assert readings.storable({"span": (1, 2)}) is None  # a tuple would come back a list
    assert readings.storable({"x": type("D", (dict,), {})()}) is None
    assert readings.storable({1: "a"}) is None


def test_the_reader_hash_changes_with_any_grammar_or_source_edit(tmp_path):
    """A copy of the package with one grammar line added hashes differently: a reading stored by
    the old grammar is never used by the new one (nothing to rebuild by hand)."""
    src = Path(readings.__file__).parent
    dst = tmp_path / "arbitro"
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
    code = "import arbitro.readings as r, arbitro; print(arbitro.__file__); print(r.reader_hash())"
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    first = _run(code, env, cwd=tmp_path).split()
    assert first[0] == str(dst / "__init__.py") and first[1] == readings.reader_hash()
    for name in ("reader/en.lark", "reader/actions.py", "scenario/format.py"):
        with open(dst / name, "a", encoding="utf-8") as fh:
            fh.write("\n// an edit\n" if name.endswith(".lark") else "\n# an edit\n")
        again = _run(code, env, cwd=tmp_path).split()[1]
        assert again != first[1], name
        first[1] = again


# -- the cache folder -------------------------------------------------------------------------------------
def test_a_text_board_is_read_once_then_loaded_from_the_cache_folder(tmp_path):
    scn = tmp_path / "board.yaml"
    scn.write_text(TEXT_BOARD, encoding="utf-8")
    env = {**os.environ, "ARBITRO_CACHE_DIR": str(tmp_path / "cache")}
    fresh, lark1 = _load(scn, env)
    assert lark1  # a fresh cache: the reader reads the texts
    folder = tmp_path / "cache" / f"readings-{readings.reader_hash()}"
    assert len(list(folder.glob("*.json"))) == 2
    warm, lark2 = _load(scn, env)
    assert not lark2 and warm == fresh  # a warm one: the same abilities, lark never imported
    off, lark3 = _load(scn, {**os.environ, "ARBITRO_CACHE_DIR": "off"})
    assert lark3 and off == fresh
    assert "Frobnicate" in fresh and "deal_damage" in fresh  # the unread part is kept, the read part read


def test_a_damaged_or_misfiled_cache_entry_is_read_again(tmp_path):
    scn = tmp_path / "board.yaml"
    scn.write_text(TEXT_BOARD, encoding="utf-8")
    env = {**os.environ, "ARBITRO_CACHE_DIR": str(tmp_path / "cache")}
    fresh, _ = _load(scn, env)
    files = sorted((tmp_path / "cache" / f"readings-{readings.reader_hash()}").glob("*.json"))
    files[0].write_text("{not json", encoding="utf-8")
    entry = json.loads(files[1].read_text(encoding="utf-8"))
    entry["key"] = entry["key"] + " "  # a file that holds another key's reading
    entry["value"] = {"effects": [], "unread": [], "timing": "constant"}
    files[1].write_text(json.dumps(entry), encoding="utf-8")
    again, lark = _load(scn, env)
    assert lark and again == fresh


# -- the pool ---------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def index(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("pool")
    r = CliRunner().invoke(app, ["cards", "import", str(POOL), "--index", str(folder / "cards.sqlite")])
    assert r.exit_code == 0, r.output
    return folder


def test_the_import_stores_every_paragraph_as_a_coded_board_reads_it(index):
    from arbitro.cards.index import Index
    from arbitro.scenario.cards import _read_ability, ability_key, side_readings

    with Index.open(index) as idx:
        assert idx.meta["reader_hash"] == readings.reader_hash() and idx.readings_fresh()
        codes = [r[0] for r in idx.con.execute("SELECT code FROM cards ORDER BY code")]
        n = 0
        for code in codes:
            for lang in ("en", "es"):
                card = idx.by_code(code, lang)
                for side in card.sides:
                    for args in side_readings(side, card.names):  # the names a lookup gives: the import's too
                        stored = idx.stored_reading(ability_key(args))
                        assert stored == _read_ability(**args), (code, lang, args["text"])
                        n += 1
        assert n > 20


def _pool_env(tmp_path: Path, folder: Path) -> dict:
    return {**os.environ, "ARBITRO_CARDS": str(folder), "ARBITRO_CACHE_DIR": str(tmp_path / "cache")}


def test_a_coded_board_uses_the_stored_readings_without_lark(index, tmp_path):
    body, lark = _load(SCN / "por-codigo.yaml", _pool_env(tmp_path, index))
    assert not lark and "deal_damage" in body
    assert not (tmp_path / "cache" / f"readings-{readings.reader_hash()}").exists()  # nothing read, nothing cached


def _copy(index: Path, tmp_path: Path, name: str, *sql: str) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    shutil.copy(index / "cards.sqlite", folder / "cards.sqlite")
    con = sqlite3.connect(folder / "cards.sqlite")
    for q in sql:
        con.execute(q)
    con.commit()
    con.close()
    return folder


def test_stored_readings_of_another_reader_are_read_again(index, tmp_path):
    """A stored reading is what a coded board gets (a doctored one shows), but only from an import
    by this reader: with another reader's hash (a grammar edited since) every text is read again,
    and the board is what a fresh import gives."""
    wrong = json.dumps({"timing": "constant", "effects": [{"verb": "stun", "target": {"select": "a", "kind": "villain"}}],
                        "unread": []})
    expected, _ = _load(SCN / "por-codigo.yaml", _pool_env(tmp_path, index))
    doctored = _copy(index, tmp_path, "doctored", f"UPDATE readings SET value='{wrong}'")
    body, lark = _load(SCN / "por-codigo.yaml", _pool_env(tmp_path, doctored))
    assert not lark and body != expected and "deal_damage" not in body  # the stored reading is what is used
    stale = _copy(index, tmp_path, "stale", f"UPDATE readings SET value='{wrong}'",
                  "UPDATE meta SET value='another reader' WHERE key='reader_hash'")
    body, lark = _load(SCN / "por-codigo.yaml", _pool_env(tmp_path, stale))
    assert lark and body == expected
    old = _copy(index, tmp_path, "old", "DROP TABLE readings", "DELETE FROM meta WHERE key='reader_hash'")
    body, lark = _load(SCN / "por-codigo.yaml", _pool_env(tmp_path / "o", old))  # an index from before: read
    assert lark and body == expected


def test_cards_info_says_whether_the_stored_readings_are_current(index, tmp_path):
    run = CliRunner().invoke
    r = run(app, ["cards", "info", "--index", str(index), "--lang", "en"])
    assert r.exit_code == 0 and "stored at import by this reader" in r.output, r.output
    r = run(app, ["cards", "info", "--index", str(index), "--json"])
    assert json.loads(r.output)["readings_current"] is True
    stale = _copy(index, tmp_path, "stale", "UPDATE meta SET value='another reader' WHERE key='reader_hash'")
    r = run(app, ["cards", "info", "--index", str(stale)])
    assert r.exit_code == 0 and "arbitro cards import" in r.output and "no son de esta versión" in r.output, r.output
    assert json.loads(run(app, ["cards", "info", "--index", str(stale), "--json"]).output)["readings_current"] is False


def test_a_board_without_text_or_codes_never_hashes_the_reader():
    code = ("import sys\nfrom arbitro.app import run\n"
            "try:\n    run(['ask', 'scenarios/' + sys.argv[1]])\nexcept SystemExit:\n    pass\n"
            "print('arbitro.readings' in sys.modules, 'lark' in sys.modules, file=sys.stderr)")
    first = sorted(p.relative_to(ROOT / "scenarios").as_posix() for p in (ROOT / "scenarios").rglob("*.yaml"))[0]
    r = subprocess.run([sys.executable, "-c", code, first], capture_output=True, text=True, cwd=ROOT)
    assert r.stderr.strip().splitlines()[-1] == "False False", r.stderr[-2000:]
