"""Issue 15, replacements, choices and game-level effects: the reader's constructs (invented
phrases, both languages, the same structure) and the engine meaning of the verbs they add
(lose_game, win_game, flip, change_form, advance, prohibit)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.reader import read
from readerkit import assert_reads_to

# (Spanish, English, the effects both read to)
CASES = [
    ("Si se completa esta etapa, los jugadores ganan la partida.",
     "If this stage is completed, the players win the game.",
     [{"verb": "win_game"}]),
    ("Cuando se derrote esta carta: los jugadores ganan la partida.",
     "When Defeated: The players win the game.",
     [{"verb": "win_game"}]),
    ("Cuando se muestre esta carta: dale la vuelta a esta carta.",
     "When Revealed: Flip this card.",
     [{"verb": "flip", "target": {"select": "this"}}]),
    ("Cuando se muestre esta carta: cambia a la identidad de alter ego.",
     "When Revealed: Change to alter-ego form.",
     [{"verb": "change_form", "form": "alter_ego"}]),
    ("Preparación: avanza a la etapa 1B.", "Setup: Advance to stage 1B.",
     [{"verb": "advance", "stage": "1B"}]),
    ("Cuando se muestre esta carta: coloca 2[per_hero] de Amenaza adicional sobre esta carta.",
     "When Revealed: Place an additional 2[per_hero] threat here.",
     [{"verb": "place_threat", "amount": 2, "per_hero": True, "target": {"select": "this"}}]),
    ("Cada Esbirro [[Robot]] no puede sufrir Daño.", "Each [[Robot]] minion cannot take damage.",
     [{"verb": "prohibit", "restriction": "cannot_take_damage",
       "target": {"select": "each", "kind": "minion", "traits": ["Robot"]}}]),
    ("No puede quitarse Amenaza de este Plan.", "Threat cannot be removed from this scheme.",
     [{"verb": "prohibit", "restriction": "cannot_remove_threat", "target": {"select": "this"}}]),
    ("El personaje vinculado no puede prepararse.", "Attached character cannot ready.",
     [{"verb": "prohibit", "restriction": "cannot_ready", "target": {"select": "attached"}}]),
    ("Acción: hasta el final de la fase, esta carta recibe +1 ATQ.",
     "Action: Until the end of the phase, this card gets +1 ATK.",
     [{"verb": "modify_stat", "target": {"select": "this"}, "amount": 1, "stat": "atk", "duration": "this_phase"}]),
    ("Acción: esta carta recibe +1 ATQ hasta el final de la ronda.",
     "Action: This card gets +1 ATK until the end of the round.",
     [{"verb": "modify_stat", "target": {"select": "this"}, "amount": 1, "stat": "atk", "duration": "this_round"}]),
    ("Acción: al final de la fase, roba 1 carta.", "Action: At the end of the phase, draw 1 card.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}, "delayed": {"when": "end_of_phase"}}]),
]


def _bold(text: str) -> str:
    """The header in bold, as printed ("Acción: …" -> "<b>Acción</b>: …")."""
    head, sep, rest = text.partition(": ")
    return f"<b>{head}</b>: {rest}" if sep else text


@pytest.mark.parametrize("es,en,effects", CASES)
def test_each_construct_reads_fully_and_the_same_in_both_languages(es, en, effects):
    assert_reads_to(_bold(es), _bold(en), effects)


def test_the_condition_of_a_constant_ability_and_a_prohibition_keeps_its_while():
    (es,) = read("Este Villano no puede sufrir Daño mientras haya en juego un Aliado.", "es")
    (en,) = read("This villain cannot take damage while an ally is in play.", "en")
    for r, fact in ((es, "haya en juego un aliado"), (en, "an ally is in play")):
        assert r.unread == [] and r.effects[0]["condition"] == {"fact": fact}
    (r,) = read("If this stage is completed, the players win the game.", "en")
    assert r.condition == {"fact": "this stage is completed"}


def test_expert_mode_is_one_fact_in_both_languages():
    (es,) = read("En modo Experto, roba 1 carta.", "es")
    (en,) = read("In expert mode, draw 1 card.", "en")
    assert es.condition == en.condition == {"fact": "expert_mode"}


@pytest.mark.parametrize("lang,text,fact", [
    ("en", "<b>Action</b>: Deal 2 damage to an enemy (4 damage instead if you are in hero form).", "you are in hero form"),
    ("es", "<b>Acción</b>: inflige 2 de Daño a un enemigo (4 de Daño si estás en forma de héroe).", "estás en forma de héroe"),
    ("en", "<b>Action</b>: Place 1[per_hero] threat on the main scheme (2[per_hero] threat instead in expert mode).",
     "expert_mode"),
    ("es", "<b>Acción</b>: coloca 1[per_hero] de Amenaza en el Plan principal (2[per_hero] de Amenaza en modo Experto).",
     "expert_mode"),
])
def test_another_amount_in_parentheses_replaces_the_effect_under_its_condition(lang, text, fact):
    (r,) = read(text, lang)
    assert r.unread == []
    (eff,) = r.effects
    assert eff["condition"] == {"fact": fact}
    (alt,) = eff["instead"]
    assert alt["amount"] == eff["amount"] * 2 and alt["verb"] == eff["verb"] and alt["target"] == eff["target"]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 1 card (4 damage instead if you are in hero form)."),  # no damage to replace
    ("en", "If there are 2 counters here (1 instead in expert mode), flip this card."),
    ("es", "<b>Acción</b>: roba 1 carta. (En modo Experto, roba 2 cartas.)"),
    ("en", "<b>Action</b>: Remove 1 threat from a scheme (remove 2 threat from each scheme instead if you are in hero form)."),
])
def test_a_parenthesis_that_changes_the_rule_is_never_dropped_as_reminder_text(lang, text):
    (r,) = read(text, lang)
    assert r.status == "part"
    assert any("(" in u["words"] for u in r.unread)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Deal 2 damage to an enemy and the players lose"),
    ("en", "This villain cannot take damage while a minion is in play and ready."),
    ("en", "<b>Action</b>: Flip your hero."),
    ("es", "<b>Acción</b>: dale la vuelta a tu héroe."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD = """schema: arbitro/v1
players: [{id: p1, form: FORM}]
cards:
  - {id: yo, type: identity, owner: p1, stats: {atk: 1}}
  - {id: malo, type: villain}
  - {id: carta, type: support, owner: p1, zone: ZONE,
     abilities: [{header: Acción, effects: [EFFECT]}]}
questions:
  - {ask: can_initiate, player: p1, card: carta, expect: {answer: ANSWER}}
"""


@pytest.mark.parametrize("effect,form,zone,answer", [
    ("{verb: change_form, form: alter_ego}", "hero", "play", "yes"),
    ("{verb: change_form, form: alter_ego}", "alter_ego", "play", "no"),  # already that side: nothing changes
    ("{verb: change_form, form: hero}", "alter_ego", "play", "yes"),
    ("{verb: flip, target: {select: this}}", "hero", "play", "yes"),
    ("{verb: lose_game}", "hero", "play", "yes"),
    ("{verb: advance, stage: 2B}", "hero", "play", "yes"),
    ("{verb: prohibit, restriction: cannot_take_damage, target: {select: a, kind: villain}}", "hero", "play", "yes"),
])
def test_the_new_verbs_engine_meaning(tmp_path, effect, form, zone, answer):
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.replace("EFFECT", effect).replace("FORM", form).replace("ZONE", zone).replace("ANSWER", answer),
                 encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(f)])
    assert r.exit_code == 0, r.output


def test_a_verb_field_is_checked_by_the_loader(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.replace("EFFECT", "{verb: change_form}").replace("FORM", "hero").replace("ZONE", "play")
                 .replace("ANSWER", "yes"), encoding="utf-8")
    r = CliRunner().invoke(app, ["validate", str(f)])
    assert r.exit_code == 2 and "form" in r.output
