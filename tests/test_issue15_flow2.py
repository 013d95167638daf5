"""Issue 15, family flow2 (the flow holdback, second pass): «otherwise» / «de no ser así» after a replacement
whose «if …» became the ability's condition. Invented phrases (other names, other numbers), both languages."""

from __future__ import annotations

import pytest

from arbitro.reader import read


@pytest.mark.parametrize("lang,text", [
    ("en", "Forced Interrupt: When Zorbo would be defeated, if a minion is in play, remove 2 threat from the main "
           "scheme instead. Otherwise, draw 3 cards."),
    ("es", "Interrupción obligada: cuando Zorbo vaya a ser derrotado, si hay un esbirro en juego, en vez de eso "
           "quita 2 de Amenaza del Plan principal. De no ser así, roba 3 cartas."),
    ("en", "Forced Interrupt: When Zorbo would be defeated, if a minion is in play, remove 2 threat from the main "
           "scheme instead. If you cannot, draw 1 card."),
])
def test_otherwise_after_a_replacement_with_its_condition_stays_unread(lang, text):
    """The «otherwise» is the branch where the condition does not hold (and the event is not replaced), not
    «if the replacement cannot be done»: it is not read as ``{possible: true}`` on the replacement's effect."""
    (r,) = read(text, lang)
    assert r.unread
    assert all(e.get("condition") != {"possible": True} for e in r.effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Response: After you play an event, if a minion is in play, draw 1 card. Otherwise, stun an enemy."),
    ("es", "Respuesta: después de que juegues un Evento, si hay un esbirro en juego, roba 1 carta. De no ser así, "
           "aturde a un enemigo."),
])
def test_otherwise_of_a_condition_after_a_trigger_still_reads(lang, text):
    (r,) = read(text, lang)
    assert r.unread == []
    assert r.effects[0]["condition"] == {"fact": {"en": "a minion is in play", "es": "hay un esbirro en juego"}[lang]}
    assert r.effects[0]["otherwise"][0]["verb"] == "stun"


@pytest.mark.parametrize("lang,text", [
    ("en", "Attach to a minion. Otherwise, draw 2 cards."),
    ("es", "Vincula esta carta a un esbirro. De no ser posible, roba 2 cartas."),
])
def test_otherwise_with_no_condition_is_still_if_that_cannot_be_done(lang, text):
    (r,) = read(text, lang)
    assert r.unread == []
    assert r.effects[0]["condition"] == {"possible": True}


THIS = {"select": "this"}


@pytest.mark.parametrize("es,en,effects", [
    ("Si hay al menos 3 contadores de Blip sobre esta carta, quita todos esos contadores de Blip y dale la vuelta a "
     "esta carta.",
     "If there are at least 3 blip counters here, remove all those blip counters and flip this card.",
     [{"verb": "remove_counters", "counter": "blip", "target": THIS, "all_tokens": True}, {"verb": "flip", "target": THIS}]),
    ("Si hay al menos 9[per_hero] de Amenaza sobre esta carta, quítale toda la Amenaza y dale la vuelta.",
     "If there is at least 9[per_hero] threat here, remove all threat from it and flip this card.",
     [{"verb": "remove_threat", "target": THIS, "all_tokens": True}, {"verb": "flip", "target": THIS}]),
])
def test_the_tokens_a_condition_counts_on_this_card(es, en, effects):
    """«esos contadores» / "those counters", «quítale» / "from it" after a condition that counts them on this card:
    every one of them, on this card (all_tokens); the condition stays the ability's."""
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects == effects, lang
        assert r.condition and "fact" in r.condition, lang


@pytest.mark.parametrize("lang,text", [
    # the condition counts other counters, or on another card, or there is none
    ("es", "Si hay al menos 3 contadores de Blip sobre esta carta, quita todos esos contadores de Zorb."),
    ("es", "Si hay al menos 3 contadores de Blip sobre el villano, quita todos esos contadores de Blip."),
    ("es", "Quita todos esos contadores de Blip."),
    ("en", "If there are at least 3 zorb counters here, remove all those blip counters."),
    ("en", "Remove all those blip counters and flip this card."),
    # «it» after a trigger and a condition, or a condition on another card: not bound to this card here
    ("es", "Respuesta obligada: después de que ataque el villano, si hay al menos 9 de Amenaza sobre esta carta, "
           "quítale toda la Amenaza y dale la vuelta."),
    ("es", "Si hay al menos 9 de Amenaza sobre un plan, quítale toda la Amenaza y dale la vuelta."),
])
def test_those_tokens_with_no_condition_counting_them_here_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
    assert not any(e.get("all_tokens") for e in r.effects)


def test_it_after_a_card_target_is_that_card():
    (r,) = read("Inflige 2 de daño a un esbirro y quítale toda la Amenaza.", "es")
    assert r.unread == []
    assert r.effects[1] == {"verb": "remove_threat", "target": {"select": "same", "of": 1}, "all_tokens": True}


VILLAIN = {"select": "a", "kind": "villain"}


@pytest.mark.parametrize("es,en", [
    ('Dale al villano una carta de Estado "Duro". Si el villano ya tenía una carta de Estado "Duro", cúrale 3 de daño.',
     "Give the villain a tough status card. If the villain already has a tough status card, heal 3 damage from it."),
])
def test_it_after_a_condition_that_the_card_already_had_a_status_card(es, en):
    """«si el villano ya tenía una carta de Estado "Duro", cúrale …»: «le» is the card the condition names."""
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects[1]["verb"] == "heal" and r.effects[1]["target"] == VILLAIN, lang
        assert "fact" in r.effects[1]["condition"], lang


@pytest.mark.parametrize("text", [
    # the status card may be «it» (discarded), or the condition names no one card
    'Dale al villano una carta de Estado "Duro". Si el villano ya tenía una carta de Estado "Duro", descártala.',
    'Si un esbirro ya tenía una carta de Estado "Duro", cúrale 3 de daño.',
])
def test_it_after_an_already_had_status_card_near_misses_stay_unread(text):
    (r,) = read(text, "es")
    assert r.unread


@pytest.mark.parametrize("es,en,es_name,en_name", [
    ("Si hay al menos 4[per_hero] contadores de Blip sobre esta carta, quítalos todos y dale la vuelta a esta carta.",
     "If there are at least 4[per_hero] blip counters here, remove all of them and flip this card.", "blip", "blip"),
])
def test_them_are_the_counters_the_condition_counted(es, en, es_name, en_name):
    for lang, text, name in (("es", es, es_name), ("en", en, en_name)):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects == [{"verb": "remove_counters", "counter": name, "target": THIS, "all_tokens": True},
                             {"verb": "flip", "target": THIS}], lang


@pytest.mark.parametrize("lang,text", [
    ("en", "If there are at least 4 blip counters on the villain, remove all of them."),
    ("en", "If there is at least 4 threat here, remove all of them."),
    ("es", "Quítalos todos."),
    ("es", "Si hay al menos 4 de Amenaza sobre esta carta, quítalos todos."),
])
def test_them_with_no_counters_counted_here_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
    assert not any(e.get("all_tokens") for e in r.effects)
