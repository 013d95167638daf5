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
