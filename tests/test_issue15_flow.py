"""Issue 15, family flow: attacks, activations and timing — delayed effects after this attack or
activation (invented phrases, both languages, the same structure), the near-misses that stay unread,
and what the engine makes of them."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Aumento</b>: después de esta activación, descarta esta carta.",
     "<b>Boost</b>: After this activation, discard this card.",
     [{"verb": "discard", "target": {"select": "this"}, "delayed": {"when": "after_this_activation"}}]),
    ("<b>Aumento</b>: después de que termine esta activación, muestra esta carta.",
     "<b>Boost</b>: After this activation ends, reveal this card.",
     [{"verb": "reveal", "target": {"select": "this"}, "delayed": {"when": "after_this_activation"}}]),
    ("<b>Interrupción obligada</b>: cuando el enemigo vinculado ataque, este ataque gana perforante. "
     "Al final de este ataque, descarta esta carta.",
     "<b>Forced Interrupt</b>: When attached enemy attacks, this attack gains piercing. "
     "At the end of this attack, discard this card.",
     [{"verb": "gain_keyword", "keyword": "piercing", "attacks": True},
      {"verb": "discard", "target": {"select": "this"}, "delayed": {"when": "end_of_this_attack"}}]),
    ("<b>Interrupción obligada</b>: cuando el villano te ataque, quedas aturdido. Descarta esta carta después de "
     "este ataque.",
     "<b>Forced Interrupt</b>: When the villain attacks you, you are stunned. Discard this card after this attack.",
     [{"verb": "stun", "target": {"select": "you"}},
      {"verb": "discard", "target": {"select": "this"}, "delayed": {"when": "after_this_attack"}}]),
    ("<b>Acción de Héroe</b>: el enemigo vinculado te ataca. Después de ese ataque, roba 2 cartas.",
     "<b>Hero Action</b>: Attached enemy attacks you. After that attack resolves, draw 2 cards.",
     [{"verb": "activate", "target": {"select": "attached"}, "activation": "attack", "against": {"select": "you"}},
      {"verb": "draw", "amount": 2, "target": {"select": "you"}, "delayed": {"when": "after_this_attack"}}]),
    ("Acción de Héroe: el Villano te ataca. Después de que termine ese ataque, descarta esta carta.",
     "Hero Action: The villain attacks you. After that attack ends, discard this card.",
     [{"verb": "activate", "target": {"select": "a", "kind": "villain"}, "activation": "attack", "against": {"select": "you"}},
      {"verb": "discard", "target": {"select": "this"}, "delayed": {"when": "after_this_attack"}}]),
]


# «if this activation is an attack, it gains …»: the attack gains the keywords, when that holds
CASES += [
    ("<b>Aumento</b>: si esta activación es un ataque, gana perforante y brutalidad.",
     "<b>Boost</b>: If this activation is an attack, it gains piercing and overkill.",
     [{"verb": "gain_keyword", "keyword": "piercing", "attacks": True, "condition": {"fact": "esta activación es un ataque"}},
      {"verb": "gain_keyword", "keyword": "overkill", "attacks": True, "condition": {"fact": "esta activación es un ataque"}}]),
]

# prevents lasting the attack, cancels of an activation or of a card's effects
CASES += [
    ("<b>Interrupción</b>: cuando un enemigo te ataque, evita todo el daño de ese ataque.",
     "<b>Interrupt</b>: When an enemy attacks you, prevent all damage from that attack.",
     [{"verb": "prevent", "what": "damage", "duration": "this_attack"}]),
    ("<b>Interrupción de Héroe</b>: cuando un enemigo inicie un ataque, evita 2 de daño de este ataque.",
     "<b>Hero Interrupt</b>: When an enemy initiates an attack, prevent 2 damage from this attack.",
     [{"verb": "prevent", "amount": 2, "what": "damage", "duration": "this_attack"}]),
    ("<b>Interrupción</b>: cuando un enemigo vaya a ejecutar el plan, cancela esa activación.",
     "<b>Interrupt</b>: When an enemy would scheme, cancel that activation.",
     [{"verb": "cancel", "what": "activation"}]),
    ("<b>Interrupción</b>: cuando un jugador juegue un evento, anula los efectos de ese evento y descártalo.",
     "<b>Interrupt</b>: When a player plays an event, cancel the effects of that event and discard it.",
     [{"verb": "cancel", "target": {"select": "trigger", "kind": "event"}, "what": "effect"},
      {"verb": "discard", "target": {"select": "that", "of": 1}}]),
]

# no boost card for the activation (or the attack) in progress
CASES += [
    ("<b>Interrupción obligada</b>: cuando el villano ejecute el plan, roba 1 carta. No des una carta de aumento "
     "al villano para esta activación.",
     "<b>Forced Interrupt</b>: When the villain schemes, draw 1 card. Do not give the villain a boost card for "
     "this activation.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}},
      {"verb": "prohibit", "restriction": "no_boost_cards", "target": {"select": "a", "kind": "villain"},
       "duration": "this_activation"}]),
    ("<b>Aumento</b>: después de esta activación, el villano se activa contra ti.",
     "<b>Boost</b>: After this activation, the villain activates against you.",
     [{"verb": "activate", "target": {"select": "a", "kind": "villain"}, "activation": "by_form",
       "against": {"select": "you"}, "delayed": {"when": "after_this_activation"}}]),
]


def _facts_aside(effects):
    return [{k: v for k, v in e.items() if k != "condition"} for e in effects]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_flow_reads_the_same_in_both_languages(es, en, effects):
    if any("condition" in e for e in effects):  # a condition's fact is printed words, each language's own
        (a,), (b,) = read(es, "es"), read(en, "en")
        assert a.unread == [] and b.unread == []
        assert _facts_aside(a.effects) == _facts_aside(b.effects) == _facts_aside(effects)
        assert a.effects[0]["condition"] == effects[0]["condition"]
        assert b.effects[0]["condition"] == {"fact": "this activation is an attack"}
        return
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Boost</b>: If you are stunned, it gains piercing."),  # «it»: not the attack
    ("en", "<b>Boost</b>: It gains piercing."),
    ("es", "<b>Aumento</b>: si estás aturdido, gana perforante."),
    ("es", "<b>Aumento</b>: gana perforante."),
])
def test_it_gains_is_the_attack_only_after_if_this_activation_is_an_attack(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Cuando se muestre esta carta</b>: inflige 1 de daño a tu héroe. Este efecto no puede anularse."),
    ("en", "<b>When Revealed</b>: Deal 1 damage to your hero. This effect cannot be canceled."),
])
def test_this_effect_cannot_be_canceled_is_a_field_of_the_ability(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and r.cannot_be_canceled
    assert r.ability()["cannot_be_canceled"] is True and [e["verb"] for e in r.effects] == ["deal_damage"]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: This effect cannot be canceled."),  # no effect before it
    ("en", "<b>When Revealed</b>: Deal 1 damage to your hero. This effect cannot be canceled if you are stunned."),
    ("es", "<b>Cuando se muestre esta carta</b>: este efecto no puede anularse."),
])
def test_cannot_be_canceled_with_no_effect_before_it_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and not r.cannot_be_canceled


def test_a_treachery_that_cannot_be_canceled_loads_and_answers(tmp_path):
    from readerkit import ask_json

    (a,) = ask_json(tmp_path, """schema: arbitro/v1
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: trampa, type: treachery, abilities: [{header: Cuando se muestre esta carta, cannot_be_canceled: true,
      effects: [{verb: deal_damage, amount: 1, target: {select: a, kind: identity, controller: you}}]}]}
questions:
  - {id: q, ask: targets, card: trampa, player: p1}
""")
    assert a["answer"] == ["yo"]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Forced Response</b>: After this attack deals damage, draw 1 card."),  # a trigger, not a delay
    ("en", "<b>Boost</b>: After this activation, if you are stunned, draw 1 card."),  # a delay before a condition
    ("es", "<b>Aumento</b>: después de esta activación, si estás aturdido, roba 1 carta."),
    ("en", "<b>Boost</b>: Discard this card after this activation if you are stunned."),
    ("en", "When Revealed: The villain attacks you after this activation."),  # an activation put off: which one?
    ("es", "Cuando se muestre esta carta: el Villano te ataca después de esta activación."),
])
def test_near_misses_are_not_read_as_a_delayed_effect(lang, text):
    (r,) = read(text, lang)
    assert r.status != "full" or all("delayed" not in e for e in r.effects)
    assert not any(e.get("delayed") for e in r.effects)


def test_a_delayed_effect_after_this_attack_loads_answers_and_is_warned(tmp_path, rb):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: draw, amount: 1, target: {select: you}, delayed: {when: after_this_attack}}]")
    assert a["answer"] == "yes"
    assert any("after_this_attack" in str(w) for w in a["warnings"])


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Interrupt</b>: When an enemy attacks you, prevent all damage from that scheme."),
    ("en", "<b>Interrupt</b>: When an enemy attacks you, cancel that attack."),  # not printed: not guessed
    ("es", "<b>Interrupción</b>: cuando un enemigo te ataque, evita todo el daño de esa activación."),
])
def test_near_misses_of_prevents_and_cancels_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_cancel_that_activation_loads_and_is_assumed(tmp_path, rb):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: cancel, what: activation}]")
    assert a["answer"] == "yes"


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Boost</b>: Do not give the villain a boost card for that activation."),  # another activation
    ("es", "<b>Aumento</b>: no des cartas de aumento al villano para ese ataque."),
    ("en", "<b>Boost</b>: Do not give the villain a boost card."),  # for how long?
])
def test_near_misses_of_no_boost_card_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_no_boost_card_for_this_activation_loads_and_answers(tmp_path, rb):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: prohibit, restriction: no_boost_cards, target: {select: a, kind: villain}, "
                                  "duration: this_activation}]")
    assert a["answer"] == "yes"
