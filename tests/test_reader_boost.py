"""A Boost ability's «este enemigo» / "this enemy" is the enemy activating, not the boost card itself:
the format's `this` would name the wrong card, so the sentence is left unread, with its reason."""

from __future__ import annotations

import pytest

from arbitro.reader import read


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Boost</b>: Give this enemy 2 more boost cards."),
    ("es", "<b>Aumento</b>: dale 2 cartas de aumento más a este enemigo."),
    ("en", "<b>Boost</b>: This enemy gets +2 ATK for this activation."),
])
def test_this_enemy_in_a_boost_is_not_read_as_this_card(lang, text):
    (r,) = read(text, lang)
    assert r.status != "full"
    assert [u["why"].code for u in r.unread] == ["reader.boost_this_enemy"]


def test_this_card_in_a_boost_and_this_enemy_elsewhere_are_read():
    (r,) = read("<b>Boost</b>: Discard this card.", "en")
    assert r.status == "full" and r.effects == [{"verb": "discard", "target": {"select": "this"}}]
    (r,) = read("<b>Forced Response</b>: After this enemy attacks you, deal 1 damage to this enemy.", "en")
    assert all(u["why"].code != "reader.boost_this_enemy" for u in r.unread)
