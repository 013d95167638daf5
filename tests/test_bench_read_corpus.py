"""bench/read_corpus.py on a tiny invented corpus in the MarvelCDB layout: the coverage table, the
families that hold back triggered abilities not read fully, and the reading time (issue 15)."""

from __future__ import annotations

import json
import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "bench"))
import read_corpus  # noqa: E402

EN = [  # invented cards, in the printed style
    {"code": "90001", "name": "Zorb Blast", "type_code": "event", "faction_code": "aggression",
     "text": "<b>Hero Action</b>: Deal 3 damage to an enemy."},
    {"code": "90002", "name": "Zorb Trap", "type_code": "treachery", "faction_code": "encounter",
     "text": "<b>When Revealed</b>: Attach to a minion. Otherwise, place 1 threat on the main scheme.\n"
             "<b>Boost</b>: Deal 1 damage to each player for each zorb counter on the villain."},
    {"code": "90003", "name": "Zorb Lens", "type_code": "support", "faction_code": "basic",
     "text": "<b>Action</b>: Reveal your zorbs."},
]
ES = [
    {"code": "90001", "name": "Explosión Zorb", "text": "<b>Acción de Héroe</b>: inflige 3 de daño a un enemigo."},
    {"code": "90003", "name": "Lente Zorb",
     "text": "<b>Acción</b>: revela tus zorbs."},
]


def test_the_report_counts_each_group_and_names_what_holds_abilities_back(tmp_path, capsys):
    (tmp_path / "pack").mkdir()
    (tmp_path / "translations" / "es" / "pack").mkdir(parents=True)
    (tmp_path / "pack" / "zorb.json").write_text(json.dumps(EN), encoding="utf-8")
    (tmp_path / "translations" / "es" / "pack" / "zorb.json").write_text(json.dumps(ES), encoding="utf-8")
    assert read_corpus.main([str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "== en: 3 cards read in" in out and "== es: 2 cards read in" in out
    assert "  player    triggered     2  full     1 ( 50.0%)" in out  # the damage reads; the zorbs do not
    assert "player triggered abilities not read fully" in out
    assert "alone     1  zones: search, look, reveal, swap, find" in out
    assert "== whole corpus (both languages) read in" in out


def test_holdback_puts_a_sentence_in_the_first_family_whose_words_it_holds():
    assert read_corpus.holdback("Otherwise, place 2 threat here.").startswith("flow")
    assert read_corpus.holdback("<b>Deal</b> 1 damage for each zorb counter here.").startswith("amounts")
    assert read_corpus.holdback("Look at the top 4 cards of your deck.").startswith("zones")
    assert read_corpus.holdback("Cada jugador debe robar 1 carta.").startswith("players")
    assert read_corpus.holdback("Zorbo hums.") == read_corpus.OTHER
