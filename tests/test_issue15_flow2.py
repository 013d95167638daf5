"""Issue 15, family flow2 (the flow holdback, second pass): «otherwise» / «de no ser así» after a replacement
whose «if …» became the ability's condition. Invented phrases (other names, other numbers), both languages."""

from __future__ import annotations

import pytest

from arbitro.reader import read


@pytest.mark.parametrize("lang,text", [
    ("en", "Forced Interrupt: When Zorbo would be defeated, if a minion is in play, remove 2 threat from the main "
           "scheme instead. Otherwise, the players win the game."),
    ("es", "Interrupción obligada: cuando Zorbo vaya a ser derrotado, si hay un esbirro en juego, en vez de eso "
           "quita 2 de Amenaza del Plan principal. De no ser así, los jugadores ganan la partida."),
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
