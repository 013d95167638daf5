"""The benchmark's generated inputs are valid scenarios whose expectations hold (so the batch
figures time real answers, not error paths)."""

from __future__ import annotations

import random
import sys

from arbitro.engine.questions import answer_scenario
from arbitro.scenario import Limits, load_scenario_text

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import bench  # noqa: E402


def test_generated_inputs_load_and_pass(rb):
    rng = random.Random(7)
    texts = [bench.realistic(rng)] + [bench.batch_file(rng, k) for k in range(60)]
    for i, text in enumerate(texts):
        scn = load_scenario_text(text, f"gen{i}.yaml")
        for a in answer_scenario(rb, scn, path=f"gen{i}.yaml"):
            assert not a.get("errors"), a
            assert a.get("ok", True), a


def test_big_board_is_linear_input(rb):
    scn = load_scenario_text(bench.big_board(1200), "big.yaml", Limits(max_cards=5000))
    a = answer_scenario(rb, scn, path="big.yaml")[0]
    assert a["ask"] == "targets" and len(a["answer"]) > 900


# -- the text board and the coded board (their budget lines claim 30 cards read fully) ------------------
def _questions_pass(rb, scn, name):
    answers = answer_scenario(rb, scn, path=name)
    assert len(answers) == 3
    for a in answers:
        assert not a.get("errors") and a.get("answer") not in (None, "undetermined", []), a
    return answers


def test_text_board_is_30_cards_whose_distinct_texts_are_all_read_fully(rb):
    import yaml

    from arbitro.scenario.cards import read_ability

    for lang in ("en", "es"):
        text = bench.text_board(lang)
        data = yaml.safe_load(text)
        cards = data["cards"]
        assert len(cards) == 30
        texts = [ab["text"] for c in cards for ab in c["abilities"]]
        assert len(texts) == 30 and len(set(texts)) == 30  # a repeated text would be read once
        for c in cards:
            for ab in c["abilities"]:
                assert set(ab) == {"header", "text"}  # printed text only: no effects
                read = read_ability(ab["text"], lang, ab["header"])
                assert read["effects"] and not read["unread"], (lang, ab)
        scn = load_scenario_text(text, "texto.yaml")
        assert all(ab.effects and not ab.unread for c in scn.cards for ab in c.abilities)
        _questions_pass(rb, scn, "texto.yaml")


def test_bench_pool_and_coded_board_are_30_coded_cards_read_fully(rb, tmp_path, monkeypatch):
    import yaml

    from arbitro.cards.build import build
    from arbitro.scenario import cards as scn_cards

    bench.bench_pool(tmp_path / "pool")
    report = build(tmp_path / "pool", tmp_path / "idx" / "cards.sqlite")
    assert not report.problems
    assert report.reading == {lang: {"full": 30, "part": 0, "none": 0} for lang in ("en", "es")}
    monkeypatch.setenv("ARBITRO_CARDS", str(tmp_path / "idx"))
    scn_cards._SOURCES.clear()
    for lang in ("es", "en"):
        text = bench.coded_board(lang)
        cards = yaml.safe_load(text)["cards"]
        assert len(cards) == 30 and all(set(c) <= {"id", "code", "zone"} and c["code"] for c in cards)
        assert len({c["code"] for c in cards}) == 30
        scn = load_scenario_text(text, "codigo.yaml")
        abilities = [ab for c in scn.cards for ab in c.abilities]
        assert len(abilities) == 30 and all(ab.effects and not ab.unread for ab in abilities)
        _questions_pass(rb, scn, "codigo.yaml")
