"""Two readings the hand check found wrong, now left unread with their reason: a Boost ability's
«este enemigo» / "this enemy" (the enemy activating, not the boost card itself: the format's `this` would
name the wrong card), and a side of an identity named by a card given to that identity's player."""

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


# «Dale esta carta al jugador que lleva a X» / "Give to the X player": X is one side of that player's identity; a
# later «agota a X» is their identity only while it shows that side, a form the format's «your identity» does not
# require, so that sentence is left unread (an obligation's option could otherwise be chosen in the other form)
@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Give to the Zorbo Ray player.</b>\n<b>When Revealed</b>: Exhaust Zorbo Ray and draw 1 card."),
    ("es", "<b>Dale esta carta al jugador que lleva a Zorbo Ray.</b>\n"
           "<b>Cuando se muestre esta carta</b>: agota a Zorbo Ray y roba 1 carta."),
])
def test_the_side_named_by_a_given_card_is_not_read_as_your_identity(lang, text):
    given, revealed = read(text, lang)
    assert given.status == "full" and given.given_to == "Zorbo Ray"
    assert revealed.status != "full"
    assert [u["why"].code for u in revealed.unread] == ["reader.given_identity_side"]


def test_a_given_card_that_does_not_name_the_side_is_read():
    given, revealed = read("<b>Give to the Zorbo Ray player.</b>\n<b>When Revealed</b>: Draw 1 card.", "en")
    assert revealed.status == "full"


def test_a_case_naming_the_given_side_is_that_forms_check():
    text = ("<b>Give to the Zorbo Ray player.</b>\nChange form. Then:\n• If you are Zorbo Ray, draw 2 cards.\n"
            "• If you are Zorbo Man, discard 1 card from your hand.")
    given, r = read(text, "en")
    assert "reader.given_identity_side" not in [u["why"].code for u in r.unread]


def test_a_spanish_verb_after_the_defeater_does_not_say_who():
    # «sufre» is «take» (you) and «takes» (that player): after the defeater's sentence, not read
    from arbitro.reader import Names

    names = Names.of(card=["Zorbo"])
    text = "<b>Cuando se derrote esta carta:</b> el jugador que haya derrotado a Zorbo queda aturdido. Si ya estaba aturdido, sufre 4 de Daño."
    (r,) = read(text, "es", names=names)
    assert r.effects == [{"verb": "stun", "target": {"select": "defeater", "kind": "player"}}]
    assert [u["why"].code for u in r.unread] == ["reader.subject_unclear"]
    (r,) = read("<b>Cuando se derrote esta carta:</b> aturde a un esbirro. Si ya estaba aturdido, sufre 4 de Daño.", "es")
    assert all(u["why"].code != "reader.subject_unclear" for u in r.unread)
