"""Issue 14 (targets, costs, sides, board): the parts the scenarios of scenarios/cartas/ cannot show."""

from __future__ import annotations

import pytest

from arbitro.engine.abilities import PUEDE
from arbitro.engine.board import Board
from arbitro.engine.questions import answer_question
from arbitro.scenario import ScenarioError, load_scenario

HEAD = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
"""


def _load(tmp_path, body: str):
    f = tmp_path / "s.yaml"
    f.write_text(HEAD + body, encoding="utf-8")
    return f, load_scenario(f)


@pytest.mark.parametrize("text", ["El personaje vinculado no puede ser aturdido.", "Ese enemigo no podrá atacar.",
                                  "No se puede jugar esta carta.", "Nadie puede curar Daño."])
def test_a_prohibition_is_not_the_optional_puede(text):
    assert PUEDE.search(text) is None


@pytest.mark.parametrize("text", ["Puedes robar 1 carta.", "Después, podrás curar 1 de Daño.", "Quien pueda, que robe."])
def test_puede_is_still_optional(text):
    assert PUEDE.search(text) is not None


def test_side_is_only_for_an_identity(tmp_path):
    with pytest.raises(ScenarioError) as exc:
        _load(tmp_path, """  - {id: apoyo, type: support, owner: p1,
     abilities: [{header: Acción, side: hero, effects: [{verb: draw}]}]}
questions: [{ask: owner, card: apoyo}]
""")
    assert "solo vale en una identidad" in exc.value.render()


def test_an_attachment_out_of_play_keeps_its_grant_as_written(tmp_path):
    _, scn = _load(tmp_path, """  - {id: cadenas, type: attachment, zone: discard, grants: [{restriction: cannot_ready, to: attached}]}
questions: [{ask: owner, card: cadenas, expect: {answer: scenario}}]
""")
    assert scn.cards[2].grants[0].to == "attached"


def test_removing_more_than_there_is_is_a_clear_answer_error(rb, tmp_path):
    f, scn = _load(tmp_path, """questions: [{ask: owner, card: malo, events: [{remove_damage: {card: malo, amount: 2}}]}]
""")
    a = answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))
    assert a["errors"] and a["errors"][0]["message"].args["why"].code == "board.state.too_many"


def test_a_bad_status_in_an_event_names_the_statuses(tmp_path):
    with pytest.raises(ScenarioError) as exc:
        _load(tmp_path, """questions: [{ask: owner, card: malo, events: [{give_status: {card: malo, status: dormido}}]}]
""")
    assert "stunned, confused, tough" in exc.value.render()


def test_events_change_the_board_they_name(tmp_path):
    _, scn = _load(tmp_path, """questions: [{ask: owner, card: malo}]
""")
    from arbitro.scenario.model import Event

    board = Board.from_scenario(scn).copy()
    for ev in (Event(kind="exhaust", card="malo"), Event(kind="give_status", card="malo", status="tough"),
               Event(kind="add_threat", card="malo", amount=2), Event(kind="add_counters", card="malo", amount=3),
               Event(kind="remove_counters", card="malo", amount=1)):
        board.apply(ev)
    c = board.card("malo")
    assert (c.exhausted, c.statuses, c.threat, c.counters) == (True, ("tough",), 2, 2)
