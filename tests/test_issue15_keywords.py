"""Issue 15 (attacks, stats, keywords): the `gain_keyword` verb in the format and the engine, and
the new durations; every effect here is written by hand, as a judge would."""

from __future__ import annotations

import pytest

from arbitro.engine import targets as T
from arbitro.engine.targets import Effect
from arbitro.scenario import ScenarioError, load_scenario_text

from test_issue14_effects import _setup


@pytest.mark.parametrize("effect, card, expected", [
    ("{verb: gain_keyword, keyword: piercing, attacks: true, target: {select: a, kind: card}}", "esbirro", True),
    ("{verb: gain_keyword, keyword: piercing, attacks: true, target: {select: a, kind: card}}", "farol", False),
    ("{verb: gain_keyword, keyword: retaliate, amount: 1, target: {select: a, kind: card}}", "yo", True),
    ("{verb: gain_keyword, keyword: surge, target: {select: a, kind: card}}", "farol", True),
])
def test_gain_keyword_can_affect_a_card_and_attacks_need_a_character(effect, card, expected):
    ctx, eff = _setup(effect)
    ok, why = T._affects(ctx, Effect.of(eff), ctx.board.cards[card], "p1")
    assert ok is expected, why


def _board(effect: str) -> str:
    return f"""schema: arbitro/v1
players: [{{id: p1}}]
cards:
  - {{id: yo, type: identity, owner: p1, stats: {{atk: 2}}}}
  - {{id: golpe, type: event, owner: p1, zone: hand,
     abilities: [{{header: Acción de Héroe, effects: [{{verb: deal_damage, amount: 2, target: {{select: a, kind: enemy}}}}, {effect}]}}]}}
  - {{id: malo, type: villain, stats: {{atk: 1}}}}
questions:
  - {{ask: can_initiate, player: p1, card: golpe}}
"""


def test_this_attack_gains_loads_and_answers():
    from arbitro import rulebook
    from arbitro.engine.questions import answer_scenario

    scn = load_scenario_text(_board("{verb: gain_keyword, keyword: overkill, attacks: true}"))
    (ans,) = answer_scenario(rulebook.load(), scn, path="t.yaml")
    assert ans["answer"] == "yes"


@pytest.mark.parametrize("effect, word", [
    ("{verb: gain_keyword, attacks: true}", "keyword"),  # the keyword is required
    ("{verb: gain_keyword, keyword: frobnicate}", "frobnicate"),
    ("{verb: draw, keyword: guard}", "keyword"),  # only with gain_keyword
    ("{verb: modify_stat, stat: atk, amount: 1, target: {select: you}, duration: this_fortnight}", "this_fortnight"),
])
def test_gain_keyword_fields_are_checked(effect, word):
    with pytest.raises(ScenarioError) as e:
        load_scenario_text(_board(effect))
    assert word in str(e.value)


@pytest.mark.parametrize("duration", ["this_attack", "this_activation"])
def test_new_durations_load(duration):
    load_scenario_text(_board(f"{{verb: modify_stat, stat: atk, amount: 1, target: {{select: you}}, duration: {duration}}}"))
