"""Issue 15, durations (session 8): "you may discard this card to <effect>" / «puedes descartar esta carta para
<efecto>» (an optional discard of the card, then the effect only if it was discarded: the condition «you do» /
«lo haces», as "If you do, …" reads), "discard this card to <effect>", and a duration before the effects
(«hasta el final de la ronda, ese Héroe …») whose "that X" names an earlier target. Invented phrases."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to, read_both

_DISCARD = {"verb": "discard", "target": {"select": "this"}}


def _facts(effects: list, fact: str) -> list:
    return [{**e, "condition": {"fact": fact}} if "condition" in e else e for e in effects]


MAY = [
    ("<b>Especial</b>: quita 2 de Amenaza de un Plan. Puedes descartar esta carta para aturdir a un esbirro.",
     "<b>Special</b>: Remove 2 threat from a scheme. You may discard this card to stun a minion.",
     [{"verb": "remove_threat", "amount": 2, "target": {"select": "a", "kind": "scheme"}},
      {**_DISCARD, "optional": True},
      {"verb": "stun", "target": {"select": "a", "kind": "minion"}, "condition": {"fact": "X"}}]),
    ("<b>Especial</b>: inflige 1 de Daño a un enemigo. Puedes descartar esta carta para infligir 4 de Daño a ese enemigo.",
     "<b>Special</b>: Deal 1 damage to an enemy. You may discard this card to deal 4 damage to that enemy.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "enemy"}},
      {**_DISCARD, "optional": True},
      {"verb": "deal_damage", "amount": 4, "target": {"select": "that", "of": 1}, "condition": {"fact": "X"}}]),
]


@pytest.mark.parametrize("es,en,effects", MAY)
def test_may_discard_this_card_to_is_an_optional_discard_then_the_effect_if_done(es, en, effects):
    r_es, r_en = read_both(es, en)
    assert r_es.effects == _facts(effects, "lo haces")
    assert r_en.effects == _facts(effects, "you do")


def test_any_one_effect_may_be_the_optional_cost():
    r_es, r_en = read_both("<b>Especial</b>: roba 1 carta. Puedes agotar a tu Héroe para aturdir a un esbirro.",
                           "<b>Special</b>: Draw 1 card. You may exhaust your hero to stun a minion.")
    effects = [{"verb": "draw", "amount": 1, "target": {"select": "you"}},
               {"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}, "optional": True},
               {"verb": "stun", "target": {"select": "a", "kind": "minion"}, "condition": {"fact": "X"}}]
    assert r_es.effects == _facts(effects, "lo haces")
    assert r_en.effects == _facts(effects, "you do")


def test_the_effect_after_the_discard_is_tied_like_if_you_do():
    """the discard's condition is the one "If you do, …" gives in each printing"""
    (r,) = read("<b>Special</b>: Draw 1 card. You may discard a card from your hand. If you do, stun a minion.", "en")
    (m,) = read("<b>Special</b>: Draw 1 card. You may discard this card to stun a minion.", "en")
    assert r.effects[-1]["condition"] == m.effects[-1]["condition"]


def test_discard_this_card_to_is_the_discard_then_the_effect():
    assert_reads_to("<b>Acción</b>: descarta esta carta para aturdir al Villano.",
                    "<b>Action</b>: Discard this card to stun the villain.",
                    [_DISCARD, {"verb": "stun", "target": {"select": "a", "kind": "villain"}}])
    (r,) = read("<b>Action</b>: Discard this card to confuse a minion.", "en")
    assert r.unread == []
    assert r.effects == [_DISCARD, {"verb": "confuse", "target": {"select": "a", "kind": "minion"}}]
    (r,) = read("<b>Acción</b>: descarta esta carta para confundir a un esbirro.", "es")
    assert r.unread == []
    assert r.effects == [_DISCARD, {"verb": "confuse", "target": {"select": "a", "kind": "minion"}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Special</b>: Draw 1 card. You may discard this card to stun a minion or confuse it."),  # two effects: not read
    ("en", "<b>Special</b>: Draw 1 card. You may discard this card to you may stun a minion."),
    ("es", "<b>Especial</b>: roba 1 carta. Puedes descartar esta carta para aturdir a un esbirro o confundirlo."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread != []


def test_a_duration_before_the_effects_ties_that_x_to_the_chosen_target():
    assert_reads_to(
        "<b>Acción de Héroe</b>: elige un Héroe. Hasta el final de la fase, ese Héroe recibe +2 INT y +1 DEF.",
        "<b>Hero Action</b>: Choose a hero. Until the end of the phase, that hero gets +2 THW and +1 DEF.",
        [{"verb": "modify_stat", "stat": "thw", "amount": 2, "target": {"select": "a", "kind": "hero", "chosen": True},
          "duration": "this_phase"},
         {"verb": "modify_stat", "stat": "def", "amount": 1, "target": {"select": "that", "of": 1},
          "duration": "this_phase"}])


def test_a_duration_before_the_effects_with_nothing_to_name_stays_unread():
    (r,) = read("<b>Hero Action</b>: Draw 1 card. Until the end of the phase, that hero gets +2 THW and +1 DEF.", "en")
    assert r.unread != []
