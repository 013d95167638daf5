"""The card pool: `arbitro cards import`, `arbitro card`, `arbitro cards search`, on an invented
card set in the MarvelCDB layout (tests/data/cardpool: made-up names and text, never real cards)."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arbitro.app import app

from conftest import ROOT

POOL = Path(__file__).parent / "data" / "cardpool"


def invoke(*args, env=None):
    return CliRunner().invoke(app, list(args), env=env)


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> str:
    path = tmp_path_factory.mktemp("idx") / "cards.sqlite"
    r = invoke("cards", "import", str(POOL), "--index", str(path))
    assert r.exit_code == 0, r.output
    return str(path)


def card(index, *args):
    return invoke("card", *args, "--index", index)


# -- import ---------------------------------------------------------------------------------------
def test_import_counts_on_the_invented_set(tmp_path):
    r = invoke("cards", "import", str(POOL), "--index", str(tmp_path / "i.sqlite"), "--json")
    assert r.exit_code == 0, r.output
    rep = json.loads(r.stdout)
    assert rep["records"] == {"en": 16, "es": 16}
    assert rep["files"] == {"en": 3, "es": 3}
    # the double-sided identity counts once; the two main-scheme sides are two main_scheme records
    assert rep["kinds"]["identity"] == {"en": 1, "es": 1}
    assert rep["kinds"]["villain"] == {"en": 2, "es": 2}
    assert rep["kinds"]["main_scheme"] == {"en": 2, "es": 2}
    assert sum(k["en"] for k in rep["kinds"].values()) == 14
    assert rep["reprints"] == {"en": 1, "es": 1}
    # "Special" is a known header since issue 14 (timing special): a triggered ability
    assert rep["abilities"]["en"] == {"constant": 6, "keyword": 3, "triggered": 12}
    assert rep["abilities"]["es"] == rep["abilities"]["en"]
    assert rep["effects_read"] is True
    # every ability of the pool went through the text reader: each counted once, per language
    for lang in ("en", "es"):
        assert sum(rep["reading"][lang].values()) == sum(rep["abilities"][lang].values())
        assert rep["reading"][lang]["full"] > 0
    assert rep["malformed"] == []
    assert rep["commit"] is None and rep["date"]


def test_import_counts_are_the_readers_own_statuses(tmp_path):
    """What the import reports as read fully, in part or not at all is what the text reader says of
    each paragraph read whole (a keyword line is read fully), the very reading a scenario gets."""
    from arbitro.cards.index import Index
    from arbitro.cards.text import paragraphs
    from arbitro.reader import read

    r = invoke("cards", "import", str(POOL), "--index", str(tmp_path / "i.sqlite"), "--json")
    rep = json.loads(r.stdout)
    for lang in ("en", "es"):
        want = {"full": 0, "part": 0, "none": 0}
        with Index.open(tmp_path / "i.sqlite") as idx:
            for (code,) in idx.con.execute("SELECT code FROM cards ORDER BY code").fetchall():
                side = idx._side(code, lang)
                if side.lang != lang:
                    continue
                card = idx.by_code(code, lang)
                for para in paragraphs(side.text):
                    for reading in read(para, lang, names=card.names):
                        status = reading.status if not reading.options else "part"  # options: shown apart
                        want[status] += 1
        assert rep["reading"][lang] == want, lang
        assert want["full"] >= rep["abilities"][lang]["keyword"]


def test_import_text_report_is_honest_about_reading(tmp_path):
    r = invoke("cards", "import", str(POOL), "--index", str(tmp_path / "i.sqlite"))
    assert r.exit_code == 0
    assert "Registros leídos: 16 en inglés (3 archivos), 16 en español (3 archivos)" in r.stdout
    assert "identidad" in r.stdout and "(duplicate_of): 1 en inglés, 1 en español" in r.stdout
    assert "Capacidades leídas en efectos por el lector de texto" in r.stdout and "leídas por completo" in r.stdout
    en = invoke("cards", "import", str(POOL), "--index", str(tmp_path / "i.sqlite"), "--lang", "en")
    assert "read fully" in en.stdout and "not read" in en.stdout and "Malformed records, skipped: 0" in en.stdout


def test_import_is_idempotent(tmp_path):
    target = tmp_path / "i.sqlite"
    first = invoke("cards", "import", str(POOL), "--index", str(target), "--json")
    dump1 = list(sqlite3.connect(target).iterdump())
    second = invoke("cards", "import", str(POOL), "--index", str(target), "--json")
    dump2 = list(sqlite3.connect(target).iterdump())
    assert dump1 == dump2
    strip = lambda r: {k: v for k, v in json.loads(r.stdout).items() if k != "seconds"}  # noqa: E731
    assert strip(first) == strip(second)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["i.sqlite"]  # no temporary left behind


def test_import_names_the_git_commit(tmp_path):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    pool = tmp_path / "pool"
    shutil.copytree(POOL, pool)
    git = ["git", "-C", str(pool), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "."], check=True)
    subprocess.run([*git, "commit", "-q", "-m", "pool"], check=True)
    head = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    rep = json.loads(invoke("cards", "import", str(pool), "--index", str(tmp_path / "i.sqlite"), "--json").stdout)
    assert rep["commit"] == head and rep["date"]
    # the function a ruling uses to name its card data
    from arbitro.cards import source

    src = source(tmp_path / "i.sqlite")
    assert src["commit"] == head and src["fingerprint"] == rep["fingerprint"] and src["folder"] == str(pool.resolve())
    info = invoke("cards", "info", "--index", str(tmp_path / "i.sqlite"))
    assert f"commit {head[:12]}" in info.stdout


def test_source_is_none_without_a_pool(tmp_path):
    from arbitro.cards import source

    assert source(tmp_path / "nothing.sqlite") is None


@pytest.mark.parametrize("make", ["empty", "file", "missing", "wrong"])
def test_import_refuses_a_folder_that_is_not_the_layout(tmp_path, make):
    target = tmp_path / "x"
    if make == "file":
        target.write_text("{}")
    elif make == "empty":
        target.mkdir()
    elif make == "wrong":
        (target / "cards").mkdir(parents=True)
        (target / "cards" / "core.json").write_text("[]")
    r = invoke("cards", "import", str(target), "--index", str(tmp_path / "i.sqlite"))
    assert r.exit_code == 2
    assert "Traceback" not in r.output
    assert str(target) in r.stderr
    if make in ("empty", "wrong"):
        assert "pack/*.json" in r.stderr and "MarvelCDB" in r.stderr
    assert not (tmp_path / "i.sqlite").exists()


def test_malformed_records_are_reported_and_skipped(tmp_path):
    pool = tmp_path / "pool"
    shutil.copytree(POOL, pool)
    (pool / "pack" / "xtra.json").write_text(json.dumps([
        {"code": "90301", "type_code": "ally", "pack_code": "bad", "text": "No name here."},
        {"code": "90302", "type_code": "ally", "name": "Stat Slip", "attack": "two"},
        "not a record",
        {"code": "90303", "duplicate_of": "99999"},
        {"code": "90304", "type_code": "ally", "name": "Good Helper", "text": "Guard."},
        {"code": "90002", "type_code": "ally", "name": "Twice"},
    ]), encoding="utf-8")
    (pool / "pack" / "broken.json").write_text('[{"code": "90401",', encoding="utf-8")
    (pool / "translations" / "es" / "pack" / "xtra.json").write_text(json.dumps([{"code": "98765", "name": "Huérfana"}]),
                                                                    encoding="utf-8")
    r = invoke("cards", "import", str(pool), "--index", str(tmp_path / "i.sqlite"))
    assert r.exit_code == 0, r.output
    assert "Traceback" not in r.output
    out = r.stdout
    assert "Registros con errores, omitidos: 7" in out
    assert "pack/xtra.json · 90301: falta 'name'" in out
    assert "pack/xtra.json · 90302: 'attack' debe ser un número entero" in out
    assert "pack/xtra.json: el registro 3 no es un objeto JSON" in out
    assert "pack/xtra.json · 90303: 'duplicate_of' nombra un código que no se ha leído (99999)" in out
    assert "pack/xtra.json · 90002: código repetido (ya leído en pack/tst.json)" in out
    assert "pack/broken.json: JSON no válido en la línea 1" in out
    assert "translations/es/pack/xtra.json · 98765: traducción de un código que no está en pack/*.json" in out
    # the good records of the same file are imported
    assert card(str(tmp_path / "i.sqlite"), "Good Helper").exit_code == 0
    assert card(str(tmp_path / "i.sqlite"), "90301").exit_code == 2
    rep = json.loads(invoke("cards", "import", str(pool), "--index", str(tmp_path / "i.sqlite"), "--json").stdout)
    assert {(m["file"], m["code"]) for m in rep["malformed"]} >= {("pack/xtra.json", "90301"), ("pack/broken.json", None)}


def test_import_without_fts5_is_a_clear_error(tmp_path, monkeypatch):
    from arbitro.cards import build

    monkeypatch.setattr(build, "fts5_available", lambda: False)
    r = invoke("cards", "import", str(POOL), "--index", str(tmp_path / "i.sqlite"))
    assert r.exit_code == 2
    assert "FTS5" in r.stderr and "Traceback" not in r.output


def test_the_index_goes_to_the_users_data_folder(tmp_path):
    env = {"ARBITRO_CARDS": str(tmp_path / "data")}
    assert invoke("cards", "import", str(POOL), env=env).exit_code == 0
    assert (tmp_path / "data" / "cards.sqlite").is_file()
    assert invoke("card", "90002", env=env).exit_code == 0
    xdg = {"ARBITRO_CARDS": "", "XDG_DATA_HOME": str(tmp_path / "xdg")}
    assert invoke("cards", "import", str(POOL), env=xdg).exit_code == 0
    assert (tmp_path / "xdg" / "arbitro" / "cards.sqlite").is_file()


def test_no_pool_says_how_to_import_one(tmp_path):
    for args in (["card", "90002"], ["cards", "search", "ensayo"], ["cards", "info"]):
        r = invoke(*args, env={"ARBITRO_CARDS": str(tmp_path / "none")})
        assert r.exit_code == 2, args
        assert "arbitro cards import" in r.stderr and "Traceback" not in r.output
    r = invoke("card", "90002", "--lang", "en", env={"ARBITRO_CARDS": str(tmp_path / "none")})
    assert "no card pool has been imported" in r.stderr


def test_an_index_that_is_not_ours_is_refused(tmp_path):
    bogus = tmp_path / "cards.sqlite"
    bogus.write_bytes(b"not a database at all" * 100)
    r = invoke("card", "90002", "--index", str(bogus))
    assert r.exit_code == 2 and "arbitro cards import" in r.stderr and "Traceback" not in r.output


# -- card -----------------------------------------------------------------------------------------
def test_double_sided_identity_is_one_identity_with_both_sides(index):
    for asked in ("90001", "90001a", "90001b", "capitana prueba", "TESS ENSAYO", "Captain Test", "tess trial"):
        data = json.loads(card(index, asked, "--json").stdout)
        assert data["code"] == "90001" and data["kind"] == "identity", asked
        assert [s["code"] for s in data["sides"]] == ["90001a", "90001b"]
    assert [(a["id"], a["side"], a["timing"]) for a in data["abilities"]] == [
        ("a1", "90001a", "hero_action"), ("a2", "90001a", "forced_response"), ("a3", "90001b", "alter_ego_action")]
    hero = data["sides"][0]
    assert hero["stats"] == {"atk": 2, "thw": 2, "def": 1, "hp": 11} and hero["unique"] is True


def test_card_by_code_in_both_languages(index):
    es = card(index, "90003")
    assert es.exit_code == 0
    assert "90003 · Golpe de Prueba · Evento" in es.stdout
    assert "a1 [aplicada: Acción de Héroe → hero_action]" in es.stdout
    assert "• Aturde a un Esbirro." in es.stdout  # a bullet belongs to its ability
    assert "a2" not in es.stdout
    assert "sin leer" in es.stdout and "capacidad.15 — " in es.stdout
    en = card(index, "90003", "--lang", "en")
    assert "90003 · Test Strike · event" in en.stdout
    assert "a1 [triggered: Hero Action → hero_action]" in en.stdout and "not read" in en.stdout


def test_card_shows_each_ability_as_read(index):
    en = card(index, "90002", "--lang", "en")
    assert "      read (fully): [{verb: remove_threat, amount: 1, target: {select: a, kind: scheme}}]" in en.stdout
    es = card(index, "90002")
    assert "      leída (por completo): [{verb: remove_threat, amount: 1, target: {select: a, kind: scheme}}]" in es.stdout


def test_card_by_name_ignores_case_and_accents_in_either_language(index):
    for asked in ("Maton de prueba", "MATÓN DE PRUEBA", "test thug"):
        r = card(index, asked, "--json")
        assert r.exit_code == 0, asked
        assert json.loads(r.stdout)["code"] == "90103"


def test_abilities_kinds_headers_and_clauses(index):
    data = json.loads(card(index, "90103", "--json").stdout)
    kw, revealed = data["abilities"]
    assert kw["kind"] == "keyword" and kw["clauses"] == ["capacidad.9", "capacidad.21.1"]
    assert revealed["kind"] == "triggered" and revealed["header"] == "Cuando se muestre esta carta"
    assert revealed["timing"] == "when_revealed"
    assert {"capacidad.7", "capacidad.15", "capacidad.9", "capacidad.18", "capacidad.21.5"} <= set(revealed["clauses"])
    assert revealed["effects"] == [{"verb": "place_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}]
    assert revealed["unread"] == []
    shield = json.loads(card(index, "90004", "--json").stdout)["abilities"]
    assert [a["kind"] for a in shield] == ["constant", "constant"]  # the <hr /> line is not an ability
    assert "capacidad.11" in shield[0]["clauses"] and "capacidad.13" in shield[1]["clauses"]
    special = json.loads(card(index, "90005", "--json").stdout)["abilities"][0]
    assert special["kind"] == "triggered" and special["header"] == "Especial" and special["timing"] == "special"
    scheme = json.loads(card(index, "90104", "--json").stdout)["sides"][0]
    assert scheme["icons"] == ["crisis", "hazard"]


def test_every_clause_named_exists(index, rb):
    for code in ("90001", "90002", "90003", "90004", "90005", "90101", "90102", "90103", "90104", "90105", "90106", "90110a"):
        for lang in ("es", "en"):
            for a in json.loads(card(index, code, "--json", "--lang", lang).stdout)["abilities"]:
                assert a["clauses"] and all(c in rb.clauses for c in a["clauses"]), (code, a)


def test_reprint_is_folded_into_its_card(index):
    data = json.loads(card(index, "90201", "--json").stdout)
    assert data["code"] == "90002" and data["reprint_of"] == "90201"
    assert json.loads(card(index, "90002", "--json").stdout)["reprints"] == ["90201"]
    # the reprint's name is the original's: "Cabo Ensayo" is one card, not ambiguous
    assert json.loads(card(index, "cabo ensayo", "--json").stdout)["code"] == "90002"


def test_ambiguous_name_lists_the_codes(index):
    r = card(index, "doctor ensayo")
    assert r.exit_code == 2
    assert "90101" in r.stderr and "90102" in r.stderr and "Indica el código" in r.stderr
    en = card(index, "Doctor Essay", "--lang", "en")
    assert en.exit_code == 2 and "Give the code" in en.stderr


def test_unknown_name_or_code_suggests_the_closest(index):
    r = card(index, "Capitana Pruba")
    assert r.exit_code == 2
    assert "Capitana Prueba (90001a)" in r.stderr and "Traceback" not in r.output
    r = card(index, "90001c")
    assert r.exit_code == 2 and "90001" in r.stderr
    en = card(index, "Corporal Esay", "--lang", "en")
    assert en.exit_code == 2 and "did you mean Corporal Essay (90002)" in en.stderr


def test_card_names_its_data_source(index):
    out = card(index, "90002").stdout.splitlines()
    assert out[-1].startswith("datos: fecha ")
    assert json.loads(card(index, "90002", "--json").stdout)["source"]["fingerprint"]


# -- search ---------------------------------------------------------------------------------------
def test_search_ignores_case_and_accents_best_first(index):
    for words in (["no", "puede", "sufrir", "daño"], ["NO PUEDE SUFRIR DANO"]):
        r = invoke("cards", "search", *words, "--index", index, "--json")
        assert r.exit_code == 0
        hits = json.loads(r.stdout)
        codes = [h["code"] for h in hits]
        # the exact phrase first, then "pueden" (a longer form), then every word anywhere
        assert codes[:2] == ["90102", "90105"] or codes[:2] == ["90105", "90102"], codes
        assert codes[2:] == ["90004", "90106"], codes
        assert [h["phrase"] for h in hits] == [True, True, True, False]


def test_search_in_english(index):
    r = invoke("cards", "search", "Cannot", "Take", "Damage", "--index", index, "--lang", "en")
    assert r.exit_code == 0
    assert "«cannot take damage»" in r.stdout
    assert {line.split(" · ")[0] for line in r.stdout.splitlines() if " · " in line} == {"90102", "90105", "90004"}


def test_search_finds_names_and_reports_nothing_found(index):
    hits = json.loads(invoke("cards", "search", "generador", "--index", index, "--json").stdout)
    assert hits[0]["code"] == "90104"  # in the name weighs more than in a text
    r = invoke("cards", "search", "xyzzy", "--index", index)
    assert r.exit_code == 1 and "ninguna carta coincide" in r.stderr


# -- the text module ------------------------------------------------------------------------------
def test_paragraphs_and_headers():
    from arbitro.cards.text import paragraphs, read_paragraph

    assert paragraphs("A.\n<hr />\n\nB: x\n• one\n• two") == ["A.", "B: x\n• one\n• two"]
    r = read_paragraph("[star] Quick Wit — <b>Hero Interrupt</b> <i>(defense)</i>: When attacked, draw 1 card.", "en", "hero")
    assert (r.kind, r.header, r.timing, r.name) == ("triggered", "Hero Interrupt", "hero_interrupt", "Quick Wit")
    # the text reader (arbitro.reader) reads the words after the header
    assert r.unread == [] and r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]
    u = read_paragraph("<b>Hero Action</b>: Fly over the city.", "en").unread[0]
    assert u["words"] == "Fly over the city." and "Hero Action</b>: Fly over the city."[u["start"] - 3:] == "Fly over the city."
    q = read_paragraph("<b>Cuando se muestre esta carta (Héroe)</b>: roba 1 carta.", "es", "treachery")
    assert (q.timing, q.qualifier) == ("when_revealed", "Héroe")
    assert read_paragraph("<b>Hero Action:</b> Draw 1 card.", "en").timing == "hero_action"
    assert read_paragraph("Guardia. Victoria 2. <i>(Recordatorio.)</i>", "es").kind == "keyword"
    assert read_paragraph("Guard. Deal 1 damage to you.", "en").kind == "constant"


# -- start-up ---------------------------------------------------------------------------------------
def test_ask_and_help_never_import_sqlite3():
    code = ("import sys; from arbitro.app import run\n"
            "run(['ask', 'scenarios/capacidad/ejemplo-esbirro.yaml'])\n"
            "import arbitro.app; arbitro.app.build()\n"
            "print('sqlite3' in sys.modules, 'arbitro.cards' in sys.modules, file=sys.stderr)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.stderr.strip().splitlines()[-1] == "False False", r.stderr


def test_a_damaged_index_is_a_clear_error(tmp_path, index):
    damaged = tmp_path / "cards.sqlite"
    shutil.copy(index, damaged)
    con = sqlite3.connect(damaged)
    con.execute("DROP TABLE texts")
    con.commit()
    con.close()
    r = invoke("card", "90002", "--index", str(damaged))
    assert r.exit_code == 2 and "dañado" in r.stderr and "arbitro cards import" in r.stderr
    assert "Traceback" not in r.output


def test_pool_messages_are_codes_rendered_in_either_language(tmp_path):
    """The card pool speaks no language itself: its errors, malformed records and unread words are
    message codes (cards.…) rendered by arbitro.render.reasons."""
    from arbitro.cards import CardsError
    from arbitro.cards.build import Problem
    from arbitro.cards.text import NOT_READ
    from arbitro.reader import read_body as read_effects
    from arbitro.reason import R
    from arbitro.render import reasons

    err = CardsError("cards.no_folder", folder="nowhere")
    assert err.reason == R("cards.no_folder", folder="nowhere")
    assert err.message("es") == "nowhere: no existe esa carpeta" and err.message("en") == "nowhere: no such folder"
    p = Problem("pack/x.json", "90999", R("cards.problem.not_whole", key="attack", value="two"))
    assert p.message("es") == "pack/x.json · 90999: 'attack' debe ser un número entero o null, no 'two'"
    assert p.message("en") == "pack/x.json · 90999: 'attack' must be a whole number or null, not 'two'"
    assert NOT_READ in reasons.ES and NOT_READ in reasons.EN
    for lang in ("es", "en"):
        assert read_effects("Deal 1 damage.", 4, "es")[1][0]["why"] == reasons.text(lang if lang == "es" else "es", "reader.not_understood", {"word": "deal"})
        assert read_effects("Fly away.", 4, lang)[1][0]["why"] == reasons.text(lang, "reader.not_understood", {"word": "fly"})
    bad = tmp_path / "pool"
    shutil.copytree(POOL, bad)
    (bad / "pack" / "broken.json").write_text("[1,", encoding="utf-8")
    for lang, word in (("es", "archivo omitido"), ("en", "file skipped")):
        r = invoke("cards", "import", str(bad), "--index", str(tmp_path / "i.sqlite"), "--lang", lang)
        assert r.exit_code == 0 and "pack/broken.json: " in r.stdout and word in r.stdout
    rep = json.loads(invoke("cards", "import", str(bad), "--index", str(tmp_path / "i.sqlite"), "--json", "--lang", "es").stdout)
    assert [m["why"] for m in rep["malformed"] if m["file"] == "pack/broken.json"][0].endswith("; file skipped")
