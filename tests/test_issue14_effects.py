"""Issue 14, unit by unit: engine/conditions.py (``holds``, ``amount_of``) and engine/moves.py
(``affects`` and ``untargeted`` for each new verb), on a small invented board; the loader's issue-14
checks that are not one broken file each; the rendering of an undetermined effect."""

from __future__ import annotations

import pytest

from arbitro.engine import conditions as C
from arbitro.engine import moves
from arbitro.engine.board import Board
from arbitro.engine.context import Context
from arbitro.engine.targets import Effect, EffectResult
from arbitro.reason import R
from arbitro.render.reasons import render
from arbitro.scenario import ScenarioError, load_scenario_text
from arbitro.scenario import format as FMT

BOARD = """schema: arbitro/v1
players:
  - {id: p1, deck: 12}
  - {id: p2, form: alter_ego, deck: 0}
cards:
  - {id: yo, type: identity, owner: p1, stats: {atk: 2, thw: 1, def: 3}}
  - {id: tu, type: identity, owner: p2, stats: {atk: 1}}
  - {id: malo, type: villain, stats: {atk: 3, sch: 1}}
  - {id: esbirro, type: minion, damage: 1, statuses: [stunned], stats: {atk: 1}}
  - {id: aliado, type: ally, owner: p1, exhausted: true, stats: {atk: 1, thw: 1}}
  - {id: garra, type: upgrade, owner: p1, attached_to: yo}
  - {id: farol, type: support, owner: p1, counters: 2,
     abilities: [{header: Acción, effects: [{verb: draw, amount: 1}]}]}
  - {id: vacio, type: support, owner: p1,
     abilities: [{header: Acción, effects: [{verb: other, changes_state: false}]}]}
  - {id: bucle, type: support, owner: p1,
     abilities: [{header: Acción, effects: [{verb: resolve_ability, ability: {card: bucle}}]}]}
  - {id: tirada, type: event, owner: p1, zone: discard}
  - {id: apartada, type: ally, owner: p1, zone: set_aside}
  - {id: fuera, type: ally, owner: p1, zone: removed}
  - {id: banco, type: support, owner: p1, zone: ZONE,
     abilities: [{header: Acción, effects: [EFFECT]}]}
questions:
  - {ask: can_initiate, player: p1, card: banco QUESTION}
"""


def _setup(effect: str = "{verb: draw, amount: 1}", question: str = "", this: str | None = "banco", zone: str = "play"):
    """The board, the context (the question and the card whose ability it is in its memo) and the
    loaded effect of ``banco``."""
    from arbitro import rulebook

    scn = load_scenario_text(BOARD.replace("EFFECT", effect).replace(" QUESTION", question).replace("ZONE", zone))
    board = Board.from_scenario(scn)
    ctx = Context(rulebook.load(), board)
    ctx.memo["question"] = scn.questions[0]
    if this is not None:
        ctx.memo["this"] = board.cards[this]
    return ctx, scn.card("banco").abilities[0].effects[0]


def _holds(condition: str, question: str = "", this: str | None = "banco", acting: str = "p1"):
    ctx, eff = _setup("{verb: draw, amount: 1, condition: " + condition + "}", question, this)
    return C.holds(ctx, eff.condition, acting)[0]


# -- conditions: holds ----------------------------------------------------------------------------
@pytest.mark.parametrize("condition, expected", [
    ("{in_play: {select: a, kind: minion}}", True),
    ("{in_play: {select: a, kind: side_scheme}}", False),
    ("{in_play: {select: a, kind: ally, exhausted: false}}", False),
    ("{count: {select: each, kind: minion}, at_least: 1}", True),
    ("{count: {select: each, kind: minion}, at_least: 2}", False),
    ("{count: {select: each, kind: minion}, at_most: 0}", False),
    ("{count: {select: each, kind: identity}, at_least: 1, at_most: 2}", True),
    ("{form: hero}", True),
    ("{form: alter_ego}", False),
    ("{phase: player}", True),
    ("{phase: villain}", False),
    ("{not: {form: hero}}", False),
    ("{not: {phase: villain}}", True),
    ("{not: {fact: \"ha atacado\"}}", None),
    ("{all: [{form: hero}, {phase: player}]}", True),
    ("{all: [{form: hero}, {fact: \"ha atacado\"}]}", None),
    ("{all: [{form: alter_ego}, {fact: \"ha atacado\"}]}", False),
    ("{any: [{form: alter_ego}, {phase: player}]}", True),
    ("{any: [{form: alter_ego}, {fact: \"ha atacado\"}]}", None),
    ("{any: [{form: alter_ego}, {phase: villain}]}", False),
    ("{fact: \"ha atacado\"}", None),
])
def test_holds_each_kind(condition, expected):
    assert _holds(condition) is expected


@pytest.mark.parametrize("given, expected", [("true", True), ("false", False)])
def test_holds_a_fact_the_question_gives(given, expected):
    assert _holds('{fact: "ha atacado"}', question=', facts: {"ha atacado": ' + given + "}") is expected


def test_holds_form_is_read_for_the_acting_player():
    assert _holds("{form: alter_ego}", acting="p2") is True
    assert _holds("{form: hero}", acting="p2") is False


@pytest.mark.parametrize("this, condition, expected", [
    ("aliado", "{this: {exhausted: true}}", True),
    ("aliado", "{this: {exhausted: false}}", False),
    ("aliado", "{this: {damaged: true}}", False),
    ("esbirro", "{this: {damaged: true}}", True),
    ("esbirro", "{this: {status: stunned}}", True),
    ("esbirro", "{this: {status: tough}}", False),
    ("esbirro", "{this: {damaged: true, status: confused}}", False),
    (None, "{this: {exhausted: false}}", None),  # a basic power: no card whose state to read
])
def test_holds_this(this, condition, expected):
    assert _holds(condition, this=this) is expected


def test_holds_gives_its_reason_as_data():
    ctx, eff = _setup('{verb: draw, condition: {fact: "ha atacado"}}')
    v, why = C.holds(ctx, eff.condition, "p1")
    assert v is None and why == R("cond.fact_unknown", fact="ha atacado")
    assert ctx.assumptions == {} and ctx.unknowns == {}  # holds only judges: the caller records


# -- amounts: amount_of -----------------------------------------------------------------------------
@pytest.mark.parametrize("amount, question, this, expected", [
    ("{per: {select: each, kind: minion}}", "", "banco", 1),
    ("{per: {select: each, kind: identity}, times: 3}", "", "banco", 6),
    ("{per: {select: each, kind: side_scheme}, times: 2}", "", "banco", 0),
    ("{equal_to: {stat: atk, of: this}}", "", "aliado", 1),
    ("{equal_to: {stat: def, of: this}}", "", "aliado", 0),  # a printed '–' reads 0
    ("{equal_to: {stat: atk, of: attached}}", "", "garra", 2),
    ("{equal_to: {stat: atk, of: attached}}", "", "aliado", None),  # attached to nothing
    ("{equal_to: {stat: atk, of: trigger}}", ", trigger: {subject: malo}", "banco", 3),
    ("{equal_to: {stat: atk, of: trigger}}", "", "banco", None),  # the question names no trigger
    ("{x: true}", ", x: 4", "banco", 4),
    ("{x: true}", "", "banco", None),
    ("2", "", "banco", 2),
])
def test_amount_of(amount, question, this, expected):
    # an ability reading "the card it is attached to" is written on a card in hand (the loader refuses it
    # on a card in play attached to nothing); ``this`` is then set to the card read
    zone = "hand" if "attached" in amount else "play"
    ctx, eff = _setup("{verb: deal_damage, amount: " + amount + ", target: {select: a, kind: enemy}}", question, this,
                      zone)
    assert C.amount_of(ctx, eff, "p1")[0] == expected


def test_amount_of_per_hero_counts_the_players_in_the_game():
    ctx, eff = _setup("{verb: place_threat, amount: 1, per_hero: true, target: {select: a, kind: villain}}")
    n, why = C.amount_of(ctx, eff, "p1")
    assert n == 2 and why == R("amount.per_hero", base=1, heroes=2, n=2)
    ctx, eff = _setup("{verb: place_threat, amount: {x: true}, per_hero: true, target: {select: a, kind: villain}}")
    assert C.amount_of(ctx, eff, "p1")[0] is None  # an unknown X stays unknown


def test_amount_of_a_plain_number_has_no_reason():
    ctx, eff = _setup("{verb: draw, amount: 3}")
    assert C.amount_of(ctx, eff, "p1") == (3, None)
    ctx, eff = _setup("{verb: draw}")
    assert C.amount_of(ctx, eff, "p1") == (None, None)


# -- moves: affects (a targeted new verb) --------------------------------------------------------------
@pytest.mark.parametrize("effect, card, expected", [
    ("{verb: put_into_play, target: {select: a, kind: ally, zone: discard}}", "aliado", False),
    ("{verb: put_into_play, target: {select: a, kind: ally, zone: discard}}", "apartada", True),
    ("{verb: remove_from_game, target: {select: a, kind: ally}}", "fuera", False),
    ("{verb: remove_from_game, target: {select: a, kind: ally}}", "aliado", True),
    ("{verb: set_aside, target: {select: a, kind: ally}}", "apartada", False),
    ("{verb: set_aside, target: {select: a, kind: ally}}", "aliado", True),
    ("{verb: move, to: discard, target: {select: a, kind: event, zone: discard}}", "tirada", False),
    ("{verb: move, to: deck_top, target: {select: a, kind: event, zone: discard}}", "tirada", True),
    ("{verb: shuffle_into, to: deck, target: {select: a, kind: event, zone: discard}}", "tirada", True),
    ("{verb: attach, target: {select: a, kind: character}}", "aliado", True),
    ("{verb: attach, target: {select: a, kind: event, zone: discard}}", "tirada", False),
    ("{verb: reveal, target: {select: a, kind: event, zone: discard}}", "tirada", True),
    ("{verb: reveal, target: {select: a, kind: ally}}", "aliado", False),
    ("{verb: remove_counters, amount: 1, target: {select: a, kind: support}}", "farol", True),
    ("{verb: remove_counters, amount: 1, target: {select: a, kind: support}}", "vacio", False),
    ("{verb: add_counters, amount: 1, target: {select: a, kind: support}}", "vacio", True),
    ("{verb: take_damage, amount: 1, target: {select: a, kind: ally}}", "aliado", True),
])
def test_affects(effect, card, expected):
    ctx, eff = _setup(effect)
    ok, why = moves.affects(ctx, Effect.of(eff), ctx.board.cards[card], "p1")
    assert ok is expected, why
    assert ctx.assumptions == {}


@pytest.mark.parametrize("effect", [
    "{verb: prevent, what: damage, target: {select: a, kind: character}}",
    "{verb: cancel, what: effect, target: {select: a, kind: character}}",
    "{verb: surge, target: {select: a, kind: player}}",
    "{verb: encounter_card, target: {select: a, kind: player}}",
    "{verb: boost, target: {select: a, kind: enemy}}",
])
def test_affects_prevent_cancel_and_encounter_verbs_are_assumptions(effect):
    ctx, eff = _setup(effect)
    ok, _ = moves.affects(ctx, Effect.of(eff), ctx.board.cards["yo"], "p1")
    assert ok is True and len(ctx.assumptions) == 1  # what the three sections do not decide: assumed


# -- moves: untargeted ------------------------------------------------------------------------------
def _untargeted(effect: str, this: str | None = "banco", acting: str = "p1"):
    ctx, eff = _setup(effect, this=this)
    res = EffectResult(1, Effect.of(eff))
    moves.untargeted(ctx, res, acting)
    return res.changes_state, res.note, ctx


@pytest.mark.parametrize("effect, expected", [
    ("{verb: surge}", True),
    ("{verb: encounter_card}", True),
    ("{verb: boost}", True),
    ("{verb: prevent, what: damage}", True),
    ("{verb: cancel, what: ability}", True),
    ("{verb: spend_resources, amount: 1, resource: energy}", True),
    ("{verb: generate_resources, amount: 1, resource: wild}", True),
    ("{verb: move, from: encounter_deck, to: encounter_discard}", True),
])
def test_untargeted_verbs_that_assume(effect, expected):
    state, note, ctx = _untargeted(effect)
    assert state is expected and note is not None and len(ctx.assumptions) == 1


@pytest.mark.parametrize("effect, acting, expected", [
    ("{verb: shuffle_into, from: discard, to: deck}", "p1", True),  # tirada is in p1's discard
    ("{verb: shuffle_into, from: discard, to: deck}", "p2", False),
    ("{verb: reveal, from: deck_top}", "p1", True),  # 12 cards in the deck
    ("{verb: reveal, from: deck_top}", "p2", False),  # an empty deck
    ("{verb: move, from: hand, to: discard}", "p1", None),  # a hand is not listed whole
    ("{verb: put_into_play, from: encounter_discard}", "p1", None),  # nor the encounter discard pile
    ("{verb: set_aside, from: deck}", "p1", True),
    ("{verb: remove_from_game, from: discard}", "p2", False),
    ("{verb: add_counters, amount: 1}", "p1", True),
    ("{verb: take_damage, amount: 1}", "p1", True),
])
def test_untargeted_zone_counts(effect, acting, expected):
    state, note, ctx = _untargeted(effect, acting=acting)
    assert state is expected, note
    assert ctx.assumptions == {}


@pytest.mark.parametrize("this, expected", [("farol", True), ("vacio", False)])
def test_untargeted_remove_counters_reads_this_card(this, expected):
    assert _untargeted("{verb: remove_counters, amount: 1}", this=this)[0] is expected


@pytest.mark.parametrize("ref, expected", [
    ("{card: farol}", True),  # its only ability draws
    ("{card: farol, ability: a1}", True),
    ("{card: vacio}", False),  # its only ability changes nothing
    ("{card: bucle}", None),  # it resolves itself: the board cannot end the loop
])
def test_untargeted_resolve_ability(ref, expected):
    state, note, ctx = _untargeted("{verb: resolve_ability, ability: " + ref + "}")
    assert state is expected, note
    assert ctx.memo.get("this").id == "banco"  # the card whose ability it is is restored


def test_resolve_ability_code_asks_for_the_ability_by_card_only_when_unique():
    assert _untargeted("{verb: resolve_ability, ability: {card: farol}}")[1].args["ability"] == "a1"


# -- loader: what one broken file each does not show ----------------------------------------------------
def _load(effect: str = "{verb: draw, amount: 1}", question: str = ""):
    return load_scenario_text(BOARD.replace("EFFECT", effect).replace(" QUESTION", question).replace("ZONE", "play"))


def test_a_limit_per_deck_or_player_loads():
    """The reader writes ``per: deck`` / ``per: player``; a limit is data, so any period loads."""
    for per in ("round", "phase", "game", "attack", "deck", "player"):
        scn = load_scenario_text(BOARD.replace("abilities: [{header: Acción, effects: [EFFECT]}]",
                                               "abilities: [{header: Acción, limit: {per: " + per + "}, "
                                               "effects: [{verb: draw}]}]").replace(" QUESTION", "").replace("ZONE", "play"))
        assert scn.card("banco").abilities[0].limit.per == per


def test_x_given_for_an_x_inside_another_resolved_ability_loads():
    text = BOARD.replace("EFFECT", "{verb: resolve_ability, ability: {card: equis}}").replace(" QUESTION", ", x: 2").replace("ZONE", "play")
    text = text.replace("questions:", """  - {id: equis, type: support, owner: p1,
     abilities: [{header: Acción, effects: [{verb: draw, amount: {x: true}}]}]}
questions:""")
    assert load_scenario_text(text).questions[0].x == 2
    _load("{verb: heal, amount: 1, target: {select: you}, condition: {form: hero}, "
          "otherwise: [{verb: draw, amount: {x: true}}]}", ", x: 1")  # an X in otherwise counts too


def test_x_for_a_basic_power_is_an_error():
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(BOARD.replace("EFFECT", "{verb: draw}").replace("ZONE", "play").replace(
            "{ask: can_initiate, player: p1, card: banco QUESTION}",
            "{ask: can_initiate, player: p1, basic: attack, character: yo, x: 1}"))
    assert "el poder básico 'attack' no tiene X" in exc.value.render()
    assert "questions.0.x" in exc.value.render(lang="en")


def test_a_nested_condition_is_checked_too():
    with pytest.raises(ScenarioError) as exc:
        _load("{verb: draw, condition: {not: {all: [{form: hero, phase: player}]}}}")
    assert "condition.not.all.0.phase" in exc.value.render()


def test_effects_inside_instead_are_checked_too():
    with pytest.raises(ScenarioError) as exc:
        _load("{verb: draw, condition: {form: hero}, instead: [{verb: draw, amount: 2, "
              "condition: {count: {select: each, kind: ally}}}]}")
    assert "effects.0.instead.0.condition.count" in exc.value.render()


def test_resolve_ability_on_a_card_of_several_abilities_needs_the_id():
    text = BOARD.replace("EFFECT", "{verb: resolve_ability, ability: {card: doble}}").replace(" QUESTION", "").replace("ZONE", "play")
    text = text.replace("questions:", """  - {id: doble, type: support, owner: p1,
     abilities: [{header: Acción, effects: [{verb: draw}]}, {header: Acción, effects: [{verb: draw}]}]}
questions:""")
    with pytest.raises(ScenarioError) as exc:
        load_scenario_text(text)
    assert "cards.12.abilities.0.effects.0.ability" in exc.value.render()


def test_equal_to_attached_loads_when_an_event_attaches_the_card():
    scn = _load("{verb: heal, amount: {equal_to: {stat: atk, of: attached}}, target: {select: you}}",
                ", events: [{attach: {card: banco, to: yo}}]")
    assert scn.questions[0].events[0].kind == "attach"


def test_every_issue14_object_field_has_an_example():
    for name in ("Condition", "ThisCondition", "Amount", "EqualTo", "AbilityRef", "Delayed", "Limit", "Option",
                 "Trigger"):
        assert all(f.example for f in FMT.fields(name)), name


# -- the undetermined line names its effect once ----------------------------------------------------
@pytest.mark.parametrize("lang, once", [("es", "el efecto 1: X"), ("en", "effect 1: X")])
def test_an_undetermined_effect_is_named_once(lang, once):
    why = R("effect.notes", effect=1, notes=[R("amount.x_unknown")])
    for code in ("undetermined.state", "capacidad.5.unknown", "capacidad.5.yes_because", "warn.state_unknown"):
        text = render(R(code, effect=1, why=why), lang)
        assert text.count("1") == 1, text
    assert render(R("undetermined.state", effect=1, why=why), lang).startswith(once)
    # a note that does not name its effect is shown whole, and a list of notes keeps each effect's number
    assert "p1" in render(R("undetermined.state", effect=1, why=R("move.hand_unknown", player="p1")), lang)
    assert "1" in render(R("capacidad.5.no_because", why=[why]), lang)


def test_an_encounter_card_dealt_to_a_player_assumes_the_encounter_deck_has_cards(tmp_path):
    import json

    from typer.testing import CliRunner

    from arbitro.app import app

    f = tmp_path / "s.yaml"
    f.write_text(
        "schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
        "  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: "
        "[{verb: encounter_card, target: {select: you}}]}]}\n"
        "  - {id: ev2, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: "
        "[{verb: encounter_card, target: {select: each, kind: player}}]}]}\n"
        "questions: [{id: you, ask: can_initiate, player: p1, card: ev}, {id: each, ask: can_initiate, player: p1, card: ev2}]\n",
        encoding="utf-8")
    r = CliRunner().invoke(app, ["ask", str(f), "--json", "--lang", "en"])
    assert r.exit_code == 0, r.output
    for a in json.loads(r.output):
        assert a["answer"] == "yes"
        assert any("encounter deck is taken to have cards" in s for s in a["assumptions"]), a["question"]
