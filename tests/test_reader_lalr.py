"""The reader's faster LALR build (arbitro.reader._lalr) gives lark's own tables."""

from __future__ import annotations

from collections import deque

import pytest

pytest.importorskip("lark")

from lark import Lark  # noqa: E402
from lark.parsers.lalr_analysis import LALR_Analyzer  # noqa: E402

from arbitro.reader import _WholeWords, _lalr, grammar_text  # noqa: E402


def _tables(parser) -> dict:
    """The parse table with states named by the token path that reaches them (lark numbers its
    states in an order that may differ from one build to the next)."""
    table = parser.parser.parser.parser.parse_table
    names, out, todo = {}, {}, deque()
    for start in sorted(table.start_states):
        names[table.start_states[start]] = ("start", start)
        todo.append(table.start_states[start])
    while todo:
        state = todo.popleft()
        actions = {}
        for token in sorted(table.states[state]):
            action, arg = table.states[state][token]
            if action.name == "Shift":
                if arg not in names:
                    names[arg] = (names[state], token)
                    todo.append(arg)
                actions[token] = ("shift", names[arg])
            else:
                actions[token] = ("reduce", str(arg))
        out[names[state]] = actions
    return out


def test_the_faster_step_builds_the_same_tables_as_lark(monkeypatch):
    assert _lalr.install(), "this lark has no compute_includes_lookback step: the patch is not used"
    options = dict(parser="lalr", lexer="contextual", start=["sentence", "effect_list", "limit", "keyword_line"],
                   maybe_placeholders=False, postlex=_WholeWords())
    grammar = grammar_text("en")
    fast = _tables(Lark(grammar, **options))
    monkeypatch.setattr(LALR_Analyzer, "compute_includes_lookback", _lalr.ORIGINAL[0])
    own = _tables(Lark(grammar, **options))
    assert len(own) > 1000  # the real grammar, not a toy
    assert fast == own


def test_the_reader_builds_with_the_faster_step(tmp_path):
    """In a fresh process, reading text builds the grammar through the faster step."""
    import os
    import subprocess
    import sys

    code = ("from lark.parsers.lalr_analysis import LALR_Analyzer as A; from arbitro.reader import read, _lalr; "
            "assert A.compute_includes_lookback is not _lalr.compute_includes_lookback; "
            "read('Roba 1 carta.', 'en'); print(A.compute_includes_lookback is _lalr.compute_includes_lookback)")
    env = dict(os.environ, ARBITRO_CACHE_DIR=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert out.stdout.strip() == "True"
