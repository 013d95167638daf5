"""Issue 15, family forms (session 8): identities and their forms as abilities name them — identity-specific
cards (Target identity_specific), the players in a form (Target form), … Invented phrases in the cards' style,
both languages read to the same effects; near-misses stay unread; what the engine makes of the new filters."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to

HAND = {"zone": "hand", "controller": "you"}

CASES = [
    ("<b>Cuando se muestre esta carta</b>: descarta una carta específica de tu Superhéroe de tu mano.",
     "<b>When Revealed</b>: Discard an identity-specific card from your hand.",
     [{"verb": "discard", "target": {"select": "a", "kind": "card", "identity_specific": True, **HAND}}]),
    ("<b>Acción</b>: prepara una Mejora específica de Superhéroe que controles.",
     "<b>Action</b>: Ready a hero-specific upgrade you control.",
     [{"verb": "ready", "target": {"select": "a", "kind": "upgrade", "identity_specific": True, "controller": "you"}}]),
    ("<b>Cuando se muestre esta carta</b>: inflige 2 de Daño a cada jugador que tenga adoptada su identidad de Alter ego.",
     "<b>When Revealed</b>: Deal 2 damage to each player in alter-ego form.",
     [{"verb": "deal_damage", "amount": 2, "target": {"select": "each", "kind": "player", "form": "alter_ego"}}]),
    ("<b>Cuando se muestre esta carta</b>: inflige 1 de Daño indirecto a todos los jugadores que tengan adoptada su identidad de Héroe.",
     "<b>When Revealed</b>: Deal 1 indirect damage to each player in hero form.",
     [{"verb": "deal_damage", "amount": 1, "indirect": True,
       "target": {"select": "each", "kind": "player", "form": "hero"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_forms_constructs_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Deal 2 damage to each minion in hero form."),  # only a player is in a form
    ("en", "<b>When Revealed</b>: Discard an aspect-specific card from your hand."),
    ("es", "<b>Cuando se muestre esta carta</b>: inflige 2 de Daño a cada Esbirro que tenga adoptada su identidad de Héroe."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD_FORM = """schema: arbitro/v1
card_lang: es
players: [{id: p1, form: hero}, {id: p2, form: alter_ego}, {id: p3, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: tu, type: identity, owner: p2}
  - {id: el, type: identity, owner: p3}
  - {id: m1, name: Matón, type: minion, play_area: p1, abilities: [{id: a1, timing: forced_interrupt,
      effects: [{verb: deal_damage, amount: 1, target: {select: each, kind: player, form: FORM}}]}]}
questions:
  - {id: q, ask: targets, player: p1, card: m1, ability: a1}
"""


@pytest.mark.parametrize("form,players", [("hero", ["p1", "p3"]), ("alter_ego", ["p2"])])
def test_the_engine_takes_the_players_in_that_form(tmp_path, form, players):
    (a,) = ask_json(tmp_path, BOARD_FORM.replace("FORM", form))
    assert a["answer"] == players, a


BOARD_SPECIFIC = """schema: arbitro/v1
card_lang: es
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: c1, type: event, owner: p1, zone: hand}
  - {id: c2, type: upgrade, owner: p1, zone: hand}
  - {id: m1, name: Matón, type: minion, play_area: p1, abilities: [{id: a1, timing: forced_interrupt,
      effects: [{verb: discard, target: {select: a, kind: card, zone: hand, controller: you, identity_specific: true}}]}]}
questions:
  - {id: q, ask: targets, player: p1, card: m1, ability: a1}
"""


def test_the_board_does_not_say_which_cards_are_identity_specific(tmp_path):
    (a,) = ask_json(tmp_path, BOARD_SPECIFIC)
    assert sorted(a["answer"]) == ["c1", "c2"] and a.get("undetermined"), a
