"""Issue 15, redirect (session 8): damage and threat redirected when they would happen. «cuando X vaya a sufrir
cualquier cantidad de daño, en vez de eso coloca ese daño sobre esta carta» / "when X would take any amount of damage,
place it here instead" (place_damage on this card, the trigger's amount; the event replaced: replaces_trigger) and
«X sufre ese daño en su lugar» / "X takes that damage instead" (take_damage): invented phrases, both languages, the
same structure, near misses that stay unread, and what the engine makes of the new verb place_damage."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, assert_reads_to

_PLACED = {"verb": "place_damage", "amount": {"trigger": True}, "target": {"select": "this"}}

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Interrupción obligada</b>: cuando el aliado vinculado vaya a sufrir cualquier cantidad de daño, en vez de "
     "eso coloca ese daño sobre esta carta.",
     "<b>Forced Interrupt</b>: When attached ally would take any amount of damage, place it here instead.",
     [_PLACED]),
    ("<b>Interrupción obligada</b>: cuando vaya a infligirse cualquier cantidad de daño al esbirro vinculado, en vez de eso "
     "colócalo sobre esta carta.",
     "<b>Forced Interrupt</b>: When any amount of damage would be dealt to the attached minion, place it here instead.",
     [_PLACED]),
    ("<b>Interrupción obligada</b>: cuando tu héroe vaya a sufrir daño a consecuencia de un ataque enemigo, en vez de "
     "eso coloca ese daño sobre esta carta.",
     "<b>Forced Interrupt</b>: When your hero would take damage from an enemy attack, place that damage here instead.",
     [_PLACED]),
    ("<b>Interrupción obligada</b>: cuando vaya a colocarse cualquier cantidad de amenaza sobre el plan principal, "
     "en vez de eso colócala sobre esta carta.",
     "<b>Forced Interrupt</b>: When any amount of threat would be placed on the main scheme, place it here instead.",
     [{"verb": "place_threat", "amount": {"trigger": True}, "target": {"select": "this"}}]),
    ("<b>Interrupción</b>: cuando otro aliado vaya a sufrir cualquier cantidad de daño, tu héroe sufre ese daño en "
     "su lugar.",
     "<b>Interrupt</b>: When another ally would take any amount of damage, your hero takes that damage instead.",
     [{"verb": "take_damage", "amount": {"trigger": True},
       "target": {"select": "a", "kind": "identity", "controller": "you"}}]),
    ("<b>Interrupción de Héroe</b>: cuando vaya a colocarse cualquier cantidad de amenaza sobre un plan secundario, "
     "en vez de eso tú sufres esa misma cantidad de daño.",
     "<b>Hero Interrupt</b>: When any amount of threat would be placed on a side scheme, you take it as damage instead.",
     [{"verb": "take_damage", "amount": {"trigger": True}, "target": {"select": "you"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_redirected_damage_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [("es", CASES[0][0]), ("en", CASES[0][1])])
def test_the_event_redirected_is_replaced(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and r.ability()["replaces_trigger"] is True


@pytest.mark.parametrize("lang,text", [
    # "it" names neither the damage nor the threat of the trigger: not guessed
    ("en", "<b>Forced Interrupt</b>: When a token would be placed on another scheme, place it here instead."),
    ("es", "<b>Interrupción obligada</b>: cuando vaya a colocarse una ficha sobre otro plan, en vez de eso colócala "
           "sobre esta carta."),
    # both: which one?
    ("en", "<b>Forced Interrupt</b>: When damage or threat would be placed on a scheme, place it here instead."),
    # no trigger at all
    ("en", "<b>Action</b>: Place it here."),
    # "that damage" with a trigger naming no damage
    ("en", "<b>Interrupt</b>: When another ally would be defeated, your hero takes that damage instead."),
    # a trigger naming no amount: how much damage?
    ("en", "<b>Hero Interrupt</b>: When a minion would scheme, you take it as damage instead."),
    ("es", "<b>Interrupción de Héroe</b>: cuando un esbirro vaya a planear, en vez de eso tú sufres esa misma cantidad "
           "de daño."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("target,answer", [("{select: you}", "yes")])
def test_damage_placed_on_a_card_is_an_effect_the_engine_answers(rb, tmp_path, target, answer):
    a = ask_effects(rb, tmp_path, f"[{{verb: place_damage, amount: 2, target: {target}}}]")
    assert a["answer"] == answer, a


@pytest.mark.parametrize("lang,text", [
    # no «instead»: whether the damage is still taken is not said
    ("en", "<b>Forced Interrupt</b>: When your hero would take any amount of damage, place it here."),
    ("es", "<b>Interrupción obligada</b>: cuando tu héroe vaya a sufrir cualquier cantidad de daño, colócalo sobre "
           "esta carta."),
])
def test_damage_placed_here_with_no_instead_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
