"""bench/card_text_check.py on a tiny invented corpus: a test string or a grammar comment that is word
for word a printed sentence is listed (file and line, never the text) and the exit code is 1; a
phrase that only shares a few words, or differs by a number, is not."""

from __future__ import annotations

import json
import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import card_text_check  # noqa: E402

PRINTED = "Deal 3 damage to the zorbiest minion engaged with the first player."  # an invented card's sentence


def _corpus(tmp_path):
    data = tmp_path / "data"
    (data / "pack").mkdir(parents=True)
    (data / "translations" / "es" / "pack").mkdir(parents=True)
    (data / "pack" / "zorb.json").write_text(json.dumps([{"code": "90001", "text": f"<b>Action</b>: {PRINTED}"}]))
    (data / "translations" / "es" / "pack" / "zorb.json").write_text(json.dumps([{"code": "90001", "text": "Roba."}]))
    return data


def _project(tmp_path, test_text: str, lark_text: str):
    root = tmp_path / "proj"
    (root / "tests").mkdir(parents=True)
    (root / "cli" / "arbitro" / "reader").mkdir(parents=True)
    (root / "tests" / "test_x.py").write_text(f"X = {test_text!r}\n")
    (root / "cli" / "arbitro" / "reader" / "en.lark").write_text(f"start: \"a\"\n//@ start: {lark_text}\n")
    return root


def test_a_printed_sentence_in_a_test_or_a_grammar_is_listed(tmp_path, capsys):
    root = _project(tmp_path, f"<b>Hero Action</b>: {PRINTED.upper()}", PRINTED.lower())
    assert card_text_check.main([str(_corpus(tmp_path)), "--root", str(root)]) == 1
    out = capsys.readouterr().out
    assert "tests/test_x.py:1:" in out and "cli/arbitro/reader/en.lark:2:" in out
    assert "zorbiest" not in out  # the text itself is never printed


def test_invented_phrases_pass(tmp_path, capsys):
    root = _project(tmp_path, PRINTED.replace("3", "4"), "deal 3 damage to the zorbiest minion.")
    assert card_text_check.main([str(_corpus(tmp_path)), "--root", str(root)]) == 0
    assert "0 place(s)" in capsys.readouterr().out


def test_a_folder_that_is_not_the_data_is_refused(tmp_path):
    assert card_text_check.main([str(tmp_path), "--root", str(tmp_path)]) == 2
