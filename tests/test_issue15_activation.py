"""Issue 15, encounter activations and their subjects (wt-v): an enemy's activation is the verb
``activate`` (its target the enemy, ``activation`` attack / scheme / by_form, ``against`` the player),
never a player's ``attack``. Invented phrases, both languages, the same structure."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from arbitro.app import app
from arbitro.reader import Names, read

VILLAIN = {"select": "a", "kind": "villain"}
YOU = {"select": "you"}
ENGAGED = {"select": "each", "kind": "minion", "engaged": True}


def _act(target, activation, against=True):
    out = {"verb": "activate", "target": target, "activation": activation}
    if against:
        out["against"] = dict(YOU)
    return out


CASES = [
    ("Cuando se muestre esta carta: el Villano te ataca.",
     "When Revealed: The villain attacks you.",
     [_act(VILLAIN, "attack")]),
    ("Cuando se muestre esta carta: el Villano ejecuta el Plan.",
     "When Revealed: The villain schemes.",
     [_act(VILLAIN, "scheme", against=False)]),
    ("Cuando se muestre esta carta: cada Esbirro que esté enfrentado a ti ejecuta el Plan.",
     "When Revealed: Each minion engaged with you schemes.",
     [_act(ENGAGED, "scheme", against=False)]),
    ("Cuando se muestre esta carta: todos los Esbirros que estén enfrentados a ti y el Villano te atacan.",
     "When Revealed: Each minion engaged with you and the villain attacks you.",
     [_act(ENGAGED, "attack"), _act(VILLAIN, "attack")]),
    ("Cuando se muestre esta carta: este enemigo se activa contra ti.",  # (in a Boost, «este enemigo» is not read)
     "When Revealed: This enemy activates against you.",
     [_act({"select": "this"}, "by_form")]),
    ("Acción de Héroe: elige un enemigo. Ese enemigo te ataca.",
     "Hero Action: Choose an enemy. That enemy attacks you.",
     [_act({"select": "a", "kind": "enemy", "chosen": True}, "attack")]),
    ("Respuesta obligada: después de que el Villano ejecute el Plan, te ataca.",  # a pronoun: the trigger's villain
     "Forced Response: After the villain schemes, he attacks you.",
     [_act({"select": "trigger", "kind": "villain"}, "attack")]),
    ("Cuando se muestre esta carta: cada Esbirro [[Matón]] se activa contra ti. Esta carta gana Oleada.",
     "When Revealed: Each [[Thug]] minion activates against you. This card gains surge.",
     None),  # traits translate: compared below without them
]


@pytest.mark.parametrize("es, en, effects", CASES)
def test_both_languages_read_the_same(es, en, effects):
    a, b = read(es, "es")[0], read(en, "en")[0]
    assert a.unread == [] and b.unread == [], (a.unread, b.unread)
    if effects is None:
        strip = lambda effs: [{**e, "target": {k: v for k, v in e.get("target", {}).items() if k != "traits"}}  # noqa: E731
                              if "target" in e else e for e in effs]
        assert strip(a.effects) == strip(b.effects)
        assert a.effects[0]["verb"] == "activate" and a.effects[0]["activation"] == "by_form"
        return
    assert a.effects == effects and b.effects == effects


def test_the_cards_own_name_activates_as_this_card():
    es = read("Cuando se muestre esta carta: la Gárgola Gris te ataca.", "es", names=Names.of(card="La Gárgola Gris"))[0]
    en = read("When Revealed: Gray Gargoyle attacks you.", "en", names=Names.of(card="Gray Gargoyle"))[0]
    assert es.effects == en.effects == [_act({"select": "this"}, "attack")]


@pytest.mark.parametrize("lang, text", [
    ("en", "When Revealed: He attacks you."),  # a pronoun with nothing it can name
    ("es", "Cuando se muestre esta carta: te ataca."),
    ("en", "When Revealed: The villain attacks your hero."),  # not "you": not read as it
    ("en", "When Revealed: The villain attacks you after this activation."),  # when: not read
    ("es", "Cuando se muestre esta carta: el Villano te ataca después de esta activación."),
    ("en", "When Revealed: Each enemy engaged with a player activates against that player."),
    # ("… After that attack ends, discard this card.": a delayed effect, read by family flow)
])
def test_what_the_family_does_not_read_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_villain_still_gains_and_gets_at_the_start_of_a_sentence():
    """«the villain» before an activation must not take the place of the target before «gains»/«gets»."""
    for lang, text in (("en", "The villain gains retaliate 1."), ("es", "El Villano gana Represalia 1."),
                       ("en", "The villain gets +8 hit points."), ("es", "El Villano recibe +8 de Vida.")):
        (r,) = read(text, lang)
        assert r.status == "full", (lang, text)


BOARD = """schema: arbitro/v1
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1, stats: {atk: 1}}
  - {id: malo, type: villain, stats: {atk: 0, sch: 0}}
  - {id: aliado, type: ally, owner: p1}
  - {id: carta, type: support, owner: p1, zone: play,
     abilities: [{header: Acción, effects: [EFFECT]}]}
questions:
  - {ask: can_initiate, player: p1, card: carta, expect: {answer: ANSWER}}
"""


@pytest.mark.parametrize("effect, answer", [
    ("{verb: activate, activation: attack, target: {select: a, kind: villain}, against: {select: you}}", "yes"),
    ("{verb: activate, activation: scheme, target: {select: a, kind: villain}}", "yes"),  # SCH 0 still activates
    ("{verb: activate, activation: by_form, target: {select: a, kind: minion}}", "no"),  # no minion in play
    ("{verb: activate, activation: attack, target: {select: a, kind: ally}}", "no"),  # an ally is no enemy
    ("{verb: activate, activation: attack, target: {select: a, kind: character}}", "yes"),
])
def test_the_activate_verbs_engine_meaning(tmp_path, effect, answer):
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.replace("EFFECT", effect).replace("ANSWER", answer), encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(f)])
    assert r.exit_code == 0, r.output


def test_the_activation_is_required_by_the_loader(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(BOARD.replace("EFFECT", "{verb: activate, target: {select: a, kind: villain}}").replace("ANSWER", "yes"),
                 encoding="utf-8")
    r = CliRunner().invoke(app, ["validate", str(f)])
    assert r.exit_code == 2 and "activation" in r.output


# -- «elige entre A o B» / "either A or B": the ability's options ------------------------------------------
TAKE_1 = {"verb": "take_damage", "amount": 1, "target": {"select": "you"}}
THREAT_1 = {"verb": "place_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}
DISCARD_THIS = {"verb": "discard", "target": {"select": "this"}}

EITHER = [
    ("Cuando se muestre esta carta: elige entre sufrir 1 de Daño o colocar 2 de Amenaza sobre el Plan principal.",
     "When Revealed: Choose to either take 1 damage or place 2 threat on the main scheme.",
     [[TAKE_1], [dict(THREAT_1, amount=2)]]),
    ("Cuando se muestre esta carta: elige entre sufrir 1 de Daño, o bien colocar 1 de Amenaza sobre el Plan principal. "
     "Descarta esta carta.",
     "When Revealed: Choose: Either take 1 damage, or place 1 threat on the main scheme. Discard this card.",
     [[TAKE_1, DISCARD_THIS], [THREAT_1, DISCARD_THIS]]),  # a later sentence goes in every option
    ("Cuando se muestre esta carta: descarta esta carta. Elige entre sufrir 1 de Daño y colocar 1 de Amenaza sobre el "
     "Plan principal, o bien aturdir al Villano.",
     "When Revealed: Discard this card. Choose to either take 1 damage and place 1 threat on the main scheme, or stun "
     "the villain.",
     [[DISCARD_THIS, TAKE_1, THREAT_1], [DISCARD_THIS, {"verb": "stun", "target": VILLAIN}]]),  # and an earlier one
]


@pytest.mark.parametrize("es, en, options", EITHER)
def test_either_or_makes_the_abilitys_options(es, en, options):
    a, b = read(es, "es")[0], read(en, "en")[0]
    assert a.unread == [] and b.unread == [], (a.unread, b.unread)
    assert a.effects == b.effects == []
    assert [o["effects"] for o in a.options] == [o["effects"] for o in b.options] == options


@pytest.mark.parametrize("lang, text", [
    ("en", "Action: Choose to either exhaust a character you control or take 1 damage → draw 1 card."),  # a cost
    ("es", "Acción: elige entre agotar un personaje que controles o sufrir 1 de Daño → roba 1 carta."),
    ("en", "When Revealed: Choose to either take 1 damage or stun it."),  # a branch naming another target
    ("en", "When Revealed: Choose to either take 1 damage or draw 1 card. Choose to either take 1 damage or draw 1 card."),
    ("en", "When Revealed: Choose one: • Draw 1 card. • Choose to either take 1 damage or draw 1 card."),
])
def test_a_choice_the_options_cannot_hold_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_either_or_options_are_answered_by_the_engine(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("""schema: arbitro/v1
card_lang: en
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: carta, type: support, owner: p1, zone: play,
     abilities: [{header: Action, text: "Choose to either deal 1 damage to a minion or remove 1 threat from a side scheme."}]}
  - {id: otra, type: support, owner: p1, zone: play,
     abilities: [{header: Action, text: "Choose to either deal 1 damage to a minion or stun the villain."}]}
questions:
  - {ask: can_initiate, player: p1, card: carta, expect: {answer: "no"}}
  - {ask: can_initiate, player: p1, card: otra, expect: {answer: "yes"}}
""", encoding="utf-8")
    r = CliRunner().invoke(app, ["check", str(f)])
    assert r.exit_code == 0, r.output


# -- "the attacking enemy" / «el enemigo atacante», "the activating enemy" / «el enemigo activado» -------
TRIGGER_ENEMY = {"select": "trigger", "kind": "enemy"}


@pytest.mark.parametrize("es, en, effects", [
    ("Respuesta: después de que un enemigo te ataque, aturde al enemigo atacante.",
     "Response: After an enemy attacks you, stun the attacking enemy.",
     [{"verb": "stun", "target": TRIGGER_ENEMY}]),
    ("Aumento: dale al enemigo activado 2 cartas de aumento adicionales.",  # a boost: the enemy activating
     "Boost: Give the activating enemy 2 additional boost cards.",
     [{"verb": "boost", "amount": 2, "target": TRIGGER_ENEMY}]),
    ("Aumento: cura 3 de Daño al enemigo activado.",
     "Boost: Heal 3 damage from the activating enemy.",
     [{"verb": "heal", "amount": 3, "target": TRIGGER_ENEMY}]),
])
def test_the_attacking_or_activating_enemy_is_the_triggers(es, en, effects):
    a, b = read(es, "es")[0], read(en, "en")[0]
    assert a.unread == [] and b.unread == [], (a.unread, b.unread)
    assert a.effects == b.effects == effects


@pytest.mark.parametrize("lang, text", [
    ("en", "Response: After you play an event, deal 1 damage to the attacking enemy."),  # the trigger names no attacker
    ("es", "Respuesta: después de que juegues un evento, inflige 1 de daño al enemigo atacante."),
    ("en", "Action: Stun the attacking enemy."),  # no trigger, not a boost
    ("en", "Response: After an ally attacks a minion, stun the attacking enemy."),  # two cards named
])
def test_an_attacking_enemy_with_no_one_card_to_name_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_one_boost_card_is_not_a_status_card():
    (r,) = read("Aumento: dale al Villano una carta de aumento.", "es")
    assert r.unread == [] and r.effects == [{"verb": "boost", "amount": 1, "target": VILLAIN}]
