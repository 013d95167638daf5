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
    ("<b>Recurso</b>: agota esta carta → genera un recurso [wild] para un jugador cuyo Superhéroe tenga el rasgo [[ZORBO]].",
     "<b>Resource</b>: Exhaust this card → generate a [wild] resource for a player whose identity has the [[ZORBO]] trait.",
     [{"verb": "generate_resources", "amount": 1, "resource": "wild",
       "for": {"select": "a", "kind": "player", "identity_traits": ["Zorbo"]}}]),
    ("Este esbirro no puede prepararse ni cambiar de identidad.",
     "This minion cannot ready or change form.",
     [{"verb": "prohibit", "restriction": "cannot_ready", "target": {"select": "this"}},
      {"verb": "prohibit", "restriction": "cannot_change_form", "target": {"select": "this"}}]),
    ("Mientras esta carta esté en juego, no puedes cambiar de identidad.",
     "While this card is in play, you cannot change form.",
     [{"verb": "prohibit", "restriction": "cannot_change_form", "target": {"select": "you"}}]),
    ("<b>Acción de Alter ego</b>: agota esta carta → cura 2 de Daño a un Alter ego y roba 1 carta.",
     "<b>Alter-Ego Action</b>: Exhaust this card → heal 2 damage from an alter-ego and draw 1 card.",
     [{"verb": "heal", "amount": 2, "target": {"select": "a", "kind": "alter_ego"}},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Aumento</b>: el Villano cambia a su identidad [[Gigante]].",
     "<b>Boost</b>: Change the villain to [[Gigante]] form.",
     None),
    ("<b>Respuesta</b>: después de que ataques, coloca 2 de Amenaza sobre tu Mejora de identidad de energía.",
     "<b>Response</b>: After you attack, place 2 threat on your energy form upgrade.",
     [{"verb": "place_threat", "amount": 2,
       "target": {"select": "a", "kind": "upgrade", "controller": "you", "form_upgrade": "energy"}}]),
    ("<b>Acción</b>: dale la vuelta a tu Mejora de identidad operativa.", "<b>Action</b>: Flip your suit form upgrade.",
     [{"verb": "flip", "target": {"select": "a", "kind": "upgrade", "controller": "you", "form_upgrade": "suit"}}]),
    ("<b>Recurso</b>: agota esta carta → genera un recurso [energy] para una Mejora que sea específica de un Superhéroe.",
     "<b>Resource</b>: Exhaust this card → generate an [energy] resource for an identity-specific upgrade.",
     [{"verb": "generate_resources", "amount": 1, "resource": "energy",
       "for": {"select": "a", "kind": "upgrade", "identity_specific": True}}]),
    ("<b>Cuando se muestre esta carta</b>: inflige 1 de Daño indirecto a todos los jugadores que tengan adoptada su identidad de Héroe.",
     "<b>When Revealed</b>: Deal 1 indirect damage to each player in hero form.",
     [{"verb": "deal_damage", "amount": 1, "indirect": True,
       "target": {"select": "each", "kind": "player", "form": "hero"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_forms_constructs_read_the_same_in_both_languages(es, en, effects):
    if effects is None:  # a villain's form named by a trait (the trait as printed in each language)
        from readerkit import read_both
        for r in read_both(es, en):
            (eff,) = r.effects
            assert eff["verb"] == "change_form" and eff["form"] == "named" and eff["form_kind"] == "villain"
            assert eff["form_name"] == "gigante" and eff["target"] == {"select": "a", "kind": "villain"}
        return
    assert_reads_to(es, en, effects)


# «… En vez de eso, el Villano te ataca a ti.» after a cancel: the attack is what the ability does next
def test_the_villain_attacks_you_instead_after_a_cancel():
    es = ("<b>Interrupción</b>: cuando se muestre una Traición, anula su efecto de \"Cuando se muestre esta carta\". "
          "En vez de eso, cada Esbirro [[ZORBO]] te ataca a ti.")
    en = ("<b>Interrupt</b>: When a treachery is revealed, cancel its \"When Revealed\" effects. "
          "Each [[ZORBO]] minion attacks you instead.")
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [] and not r.replaces_trigger, lang
        assert [e["verb"] for e in r.effects] == ["cancel", "activate"], lang
        assert r.effects[1]["activation"] == "attack" and r.effects[1]["against"] == {"select": "you"}


# "(even if you are in alter-ego form)" after an attack: the attack as it is (an attack is made in either form)
@pytest.mark.parametrize("es,en", [
    ("<b>Cuando se muestre esta carta</b>: cada Esbirro [[ZORBO]] te ataca <i>(incluso aunque tengas adoptada la identidad "
     "de tu Alter ego)</i>.", "<b>When Revealed</b>: Each [[ZORBO]] minion attacks you <i>(even if you are in alter-ego form)</i>."),
])
def test_even_in_alter_ego_form_after_an_attack_changes_nothing(es, en):
    assert_reads_to(es, en, [{"verb": "activate", "target": {"select": "each", "kind": "minion", "traits": ["Zorbo"]},
                              "activation": "attack", "against": {"select": "you"}}])


def test_any_player_whose_alter_ego_has_a_trait_may_use_it():
    for lang, text in (
            ("es", "<b>Acción de Alter ego</b>: agota esta carta → roba 1 carta. Cualquier jugador cuyo Alter ego tenga el "
                   "rasgo [[ZORBO]] puede aplicar esta capacidad."),
            ("en", "<b>Alter-Ego Action</b>: Exhaust this card → draw 1 card. Any player whose alter-ego has the [[ZORBO]] "
                   "trait may trigger this ability.")):
        (r,) = read(text, lang)
        assert r.unread == [] and r.used_by == "any_player" and r.used_by_traits == ["Zorbo"], lang


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Draw 1 card <i>(even if you are in alter-ego form)</i>."),  # no attack
    ("en", "<b>When Revealed</b>: Each minion attacks the player it is engaged with <i>(even if you are in alter-ego form)</i>."),
    ("en", "<b>Action</b>: Draw 1 card. Any player whose hero has the [[ZORBO]] trait may trigger this ability."),
    ("en", "<b>Action</b>: Deal 1 damage to a minion whose identity has the [[ZORBO]] trait."),
    ("en", "<b>Response</b>: After a treachery is revealed, cancel its \"When Revealed\" effects. Draw 1 card instead."),
    ("en", "<b>When Revealed</b>: Deal 2 damage to each minion in hero form."),
    ("en", "You cannot change form until the next villain phase ends."),  # how long: not read
    ("es", "No puedes cambiar de identidad hasta que termine la siguiente fase de villano."),
    ("en", "<b>Action</b>: Heal 1 damage from that alter-ego."),
    ("en", "<b>Boost</b>: Change each minion to [[Gigante]] form."),  # a villain only
    ("es", "<b>Aumento</b>: cada Esbirro cambia a su identidad [[Gigante]]."),  # only a player is in a form
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


BOARD_USED_BY = """schema: arbitro/v1
card_lang: es
players: [{id: p1, form: alter_ego}, {id: p2, form: alter_ego}]
cards:
  - {id: yo, type: identity, owner: p1, traits: [Zorbo]}
  - {id: tu, type: identity, owner: p2, traits: [Blip]}
  - {id: faro, name: Faro, type: support, owner: p1, abilities: [{id: a1, text: "TEXT"}]}
questions:
  - {id: q, ask: who_may_use, card: faro, ability: a1}
"""


def test_only_the_players_whose_identity_has_that_trait_may_use_it(tmp_path):
    text = ("<b>Acción de Alter ego</b>: agota esta carta → roba 1 carta. Cualquier jugador cuyo Alter ego tenga el rasgo "
            "[[ZORBO]] puede aplicar esta capacidad.")
    (a,) = ask_json(tmp_path, BOARD_USED_BY.replace("TEXT", text))
    assert a["answer"] == ["p1"], a


BOARD_TRAITS = """schema: arbitro/v1
card_lang: es
players: [{id: p1}, {id: p2}]
cards:
  - {id: yo, type: identity, owner: p1, traits: [Zorbo]}
  - {id: tu, type: identity, owner: p2, traits: [Blip]}
  - {id: m1, name: Matón, type: minion, play_area: p1, abilities: [{id: a1, timing: forced_interrupt,
      effects: [{verb: deal_damage, amount: 1, target: {select: a, kind: player, identity_traits: [zorbo]}}]}]}
questions:
  - {id: q, ask: targets, player: p1, card: m1, ability: a1}
"""


def test_the_engine_takes_the_players_whose_identity_has_the_trait(tmp_path):
    (a,) = ask_json(tmp_path, BOARD_TRAITS)
    assert a["answer"] == ["p1"], a


BOARD_VILLAIN_FORM = """schema: arbitro/v1
card_lang: es
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, name: Zorbo, type: villain}
  - {id: t1, name: Trampa, type: treachery, abilities: [{id: a1, timing: when_revealed, effects: [{verb: change_form,
      form: named, form_kind: villain, form_name: gigante, target: {select: a, kind: villain}}]}]}
questions:
  - {id: q, ask: targets, player: p1, card: t1, ability: a1}
"""


def test_a_villain_form_change_targets_the_villain(tmp_path):
    (a,) = ask_json(tmp_path, BOARD_VILLAIN_FORM)
    assert a["answer"] == ["malo"], a


BOARD_FORM_UPGRADE = """schema: arbitro/v1
card_lang: es
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: u1, name: Traje, type: upgrade, owner: p1}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, header: Acción, effects: [{verb: flip,
      target: {select: a, kind: upgrade, controller: you, form_upgrade: suit}}]}]}
questions:
  - {id: q, ask: targets, player: p1, card: ev, ability: a1}
"""


def test_the_board_does_not_say_which_upgrade_is_a_form_upgrade(tmp_path):
    (a,) = ask_json(tmp_path, BOARD_FORM_UPGRADE)
    assert a["answer"] == ["u1"] and a.get("undetermined"), a
