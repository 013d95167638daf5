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
    ("<b>Aumento</b>: después de que termine esta activación, muestra este accesorio.",
     "<b>Boost</b>: After this activation ends, reveal this attachment.",
     [{"verb": "reveal", "target": {"select": "this"}, "delayed": {"when": "after_this_activation"}}]),
    ("<b>Interrupción obligada</b>: cuando el enemigo vinculado ataque, este ataque gana perforante. "
     "Al final de este ataque, descarta este accesorio.",
     "<b>Forced Interrupt</b>: When attached enemy attacks, this attack gains piercing. "
     "At the end of this attack, discard this attachment.",
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

# what the attack itself deals
CASES += [
    ("<b>Interrupción obligada</b>: cuando el villano te ataque, este ataque inflige 2 de daño adicional y gana "
     "perforante.",
     "<b>Forced Interrupt</b>: When the villain attacks you, this attack deals 2 additional damage and gains piercing.",
     [{"verb": "attack_damage", "amount": 2}, {"verb": "gain_keyword", "keyword": "piercing", "attacks": True}]),
    ("<b>Interrupción obligada</b>: cuando el villano te ataque, ese ataque inflige 1 de daño adicional.",
     "<b>Forced Interrupt</b>: When the villain attacks you, that attack deals 1 additional damage.",
     [{"verb": "attack_damage", "amount": 1}]),
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


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Forced Interrupt</b>: When the villain attacks you, this attack deals 1 damage."),  # not additional
    ("es", "<b>Interrupción obligada</b>: cuando el villano te ataque, este ataque inflige 1 de daño."),
    ("en", "<b>Forced Interrupt</b>: When the villain attacks you, this attack deals 1 additional damage to you."),
])
def test_near_misses_of_additional_attack_damage_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_additional_attack_damage_loads_and_answers(tmp_path, rb):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: attack_damage, amount: 1}]")
    assert a["answer"] == "yes"


def test_dale_with_no_a_x_gives_the_boost_card_to_the_trigger_subject():
    es = read("<b>Interrupción obligada</b>: cuando el villano ataque, dale 1 carta de aumento adicional para esta "
              "activación.", "es")[0]
    en = read("<b>Forced Interrupt</b>: When the villain attacks, give him 1 additional boost card for this "
              "activation.", "en")[0]
    assert es.unread == [] and en.unread == []
    assert es.effects == en.effects == [{"verb": "boost", "amount": 1, "target": {"select": "trigger", "kind": "villain"},
                                         "duration": "this_activation"}]


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Aumento</b>: esta carta recibe +2 iconos de aumento ([boost][boost]) para esta activación.",
     "<b>Boost</b>: This card gets +2 boost icons ([boost][boost]) for this activation.",
     [{"verb": "boost_icons", "amount": 2, "duration": "this_activation"}]),
    ("<b>Aumento</b>: quedas aturdido. Esta carta gana [boost][boost][boost].",
     "<b>Boost</b>: You are stunned. This card gains [boost][boost][boost].",
     [{"verb": "stun", "target": {"select": "you"}}, {"verb": "boost_icons", "amount": 3}]),
])
def test_a_boost_cards_own_icons(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Boost</b>: This card gets +2 boost icons [boost] for this activation."),  # 2, and one icon printed
    ("en", "<b>Boost</b>: Each minion gains [boost][boost]."),  # another card's icons
    ("en", "<b>Boost</b>: This card gets +1 boost icon for this round."),
    ("es", "<b>Aumento</b>: esta carta recibe -1 icono de aumento."),
    ("es", "<b>Aumento</b>: descarta esta carta ([star] y [boost])."),  # not only boost icons: not a reminder
])
def test_near_misses_of_boost_icons_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_boost_icons_load_and_answer(tmp_path, rb):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: boost_icons, amount: 2, duration: this_activation}]")
    assert a["answer"] == "yes"


def test_a_named_cards_attacks_gain_keywords():
    from arbitro.reader import Names

    for lang, text, names, target in (
            ("es", "[star] Los ataques del Gran Zorbo ganan Penetrante y A distancia.", Names.of(card="Gran Zorbo"),
             {"select": "this"}),
            ("en", "[star] Great Zorbo's attacks gain piercing and ranged.", Names.of(card="Great Zorbo"), {"select": "this"}),
            ("es", "[star] Los ataques de Capitán Blip ganan Penetrante y A distancia.", Names.of(identity="Capitán Blip"),
             {"select": "a", "kind": "identity", "controller": "you"}),
            ("en", "[star] Captain Blip's attacks gain piercing and ranged.", Names.of(identity="Captain Blip"),
             {"select": "a", "kind": "identity", "controller": "you"})):
        (r,) = read(text, lang, names=names)
        assert r.unread == [], (lang, text)
        assert r.effects == [{"verb": "gain_keyword", "keyword": k, "target": target, "attacks": True}
                             for k in ("piercing", "ranged")]


@pytest.mark.parametrize("es,en", [
    ("<b>Interrupción obligada</b>: cuando el villano ataque, el ataque gana brutalidad.",
     "<b>Forced Interrupt</b>: When the villain attacks, the attack gains overkill."),
    ("<b>Interrupción obligada</b>: cuando el villano ataque, su ataque gana brutalidad.",
     "<b>Forced Interrupt</b>: When the villain attacks, that attack gains overkill."),
])
def test_the_attack_the_trigger_names_gains_keywords(es, en):
    assert_reads_to(es, en, [{"verb": "gain_keyword", "keyword": "overkill", "attacks": True}])


@pytest.mark.parametrize("lang,text", [
    # (basic attacks: family combat reads them, gain_keyword's basic_only) basic thwarts are not printed: not guessed
    ("en", "[star] Magik's basic thwarts gain piercing."),
    ("es", "[star] Las intervenciones básicas de Magik ganan Penetrante."),
])
def test_near_misses_of_named_attacks_stay_unread(lang, text):
    from arbitro.reader import Names

    (r,) = read(text, lang, names=Names.of(card="Magik"))
    assert r.unread


@pytest.mark.parametrize("es,en,effects", [
    ("Tu héroe no puede sufrir daño en esta fase.", "Your hero cannot take damage this phase.",
     [{"verb": "prohibit", "restriction": "cannot_take_damage",
       "target": {"select": "a", "kind": "identity", "controller": "you"}, "duration": "this_phase"}]),
    ("<b>Acción</b>: roba 1 carta al final de la ronda.", "<b>Action</b>: Draw 1 card at the end of the round.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}, "delayed": {"when": "end_of_round"}}]),
])
def test_durations_and_delays_printed_after_the_effect(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 1 card at the end of the round if you are stunned."),
    ("en", "Your hero cannot take damage this attack."),  # not a phase or a round
])
def test_near_misses_of_durations_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("es,en,target", [
    ("[star] Los ataques del Villano ganan A distancia.", "[star] The villain's attacks gain ranged.",
     {"select": "a", "kind": "villain"}),
    ("[star] Los ataques del enemigo vinculado ganan A distancia.", "[star] The attached enemy's attacks gain ranged.",
     {"select": "attached"}),
])
def test_the_villains_attacks_gain_keywords(es, en, target):
    assert_reads_to(es, en, [{"verb": "gain_keyword", "keyword": "ranged", "target": target, "attacks": True}])


def test_another_named_cards_attacks_gain_keywords():
    from arbitro.reader import Names

    names = {"es": Names.of(card="Rayo Zorb", others=(("Gran Zorbo", "villain"),)),
             "en": Names.of(card="Zorb Ray", others=(("Great Zorbo", "villain"),))}
    for lang, text, name in (("es", "[star] Los ataques del Gran Zorbo ganan A distancia.", "Gran Zorbo"),
                             ("en", "[star] Great Zorbo's attacks gain ranged.", "Great Zorbo")):
        (r,) = read(text, lang, names=names[lang])
        assert r.unread == []
        assert r.effects == [{"verb": "gain_keyword", "keyword": "ranged", "attacks": True,
                              "target": {"select": "a", "kind": "villain", "name": name}}]


def test_this_activation_after_a_delayed_activation_is_not_read():
    """«después de esta activación, X se activa … No des … para esta activación»: the second «esta
    activación» may be the one the ability makes (the English prints "that activation"): not guessed."""
    from arbitro.reader import read

    t = ("[star] <b>Aumento</b>: después de esta activación, el Villano se activa contra ti. "
         "No des una carta de aumento al Villano para esta activación.")
    (r,) = read(t, "es")
    assert [u["words"] for u in r.unread] == ["No des una carta de aumento al Villano para esta activación."]


# -- «De no ser posible, …» / "Otherwise, …" after an effect with no condition: the condition {possible: true}
_PER_MINION = ("{verb: deal_damage, amount: {per: {select: each, kind: minion}}, target: {select: a, kind: villain}, "
               "condition: {possible: true}, otherwise: [{verb: draw, amount: 1, target: {select: you}}]}")


@pytest.mark.parametrize("deck,answer", [(3, "yes"), (0, "no")])
def test_otherwise_of_an_effect_that_is_not_possible_is_judged_by_the_board(tmp_path, rb, deck, answer):
    """No minion in play: 1 damage per minion is not possible, the draw happens instead (and with no deck
    to draw from, nothing changes)."""
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[" + _PER_MINION + "]", deck=deck)
    assert a["answer"] == answer


def test_a_possible_effect_is_not_replaced_by_its_otherwise(tmp_path, rb):
    from readerkit import ask_effects

    a = ask_effects(rb, tmp_path, "[{verb: deal_damage, amount: 1, target: {select: a, kind: villain}, condition: "
                                  "{possible: true}, otherwise: [{verb: draw, amount: 1, target: {select: you}}]}]", deck=0)
    assert a["answer"] == "yes"


@pytest.mark.parametrize("es,en,effects", [
    ("Vincula esta carta a un Esbirro. De no ser posible, esta carta gana Oleada.",
     "Attach to a minion. Otherwise, this card gains surge.",
     [{"verb": "attach", "target": {"select": "a", "kind": "minion"}, "condition": {"possible": True},
       "otherwise": [{"verb": "surge"}]}]),
    ("<b>Cuando se muestre esta carta</b>: quedas confundido. De no ser así, sufres 3 de daño.",
     "<b>When Revealed</b>: You are confused. Otherwise, take 3 damage.",
     [{"verb": "confuse", "target": {"select": "you"}, "condition": {"possible": True},
       "otherwise": [{"verb": "take_damage", "amount": 3, "target": {"select": "you"}}]}]),
])
def test_otherwise_after_an_effect_with_no_condition_is_when_it_is_not_possible(es, en, effects):
    (a,), (b,) = read(es, "es"), read(en, "en")
    assert a.unread == [] and b.unread == []
    assert a.effects == b.effects == effects


@pytest.mark.parametrize("lang,text", [
    # which of two effects on two cards the «otherwise» means is not said
    ("en", "Attach to a minion and draw 1 card. Otherwise, this card gains surge."),
    # «you may A. Otherwise, B»: when the player does not (a choice), not when A is not possible
    ("en", "<b>When Revealed</b>: You may discard a card from your hand. Otherwise, take 2 damage."),
    ("es", "<b>Cuando se muestre esta carta</b>: puedes descartar una carta de tu mano. De no ser así, sufres 2 de daño."),
    # a condition read earlier in the ability: the «otherwise» may be its own
    ("en", "<b>When Revealed</b>: If you are stunned, take 1 damage. Draw 1 card. Otherwise, take 2 damage."),
])
def test_near_misses_of_otherwise_when_not_possible_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
    assert not any((e.get("condition") or {}).get("possible") for e in r.effects)


@pytest.mark.parametrize("es,en", [
    ("<b>Respuesta obligada</b>: después de que ataques, roba 1 carta. Luego, si estás aturdido, descarta esta carta.",
     "<b>Forced Response</b>: After you attack, draw 1 card. Then, if you are stunned, discard this card."),
])
def test_then_if_is_a_condition_on_the_effects_after_it(es, en):
    (a,), (b,) = read(es, "es"), read(en, "en")
    assert a.unread == [] and b.unread == []
    for r, fact in ((a, "estás aturdido"), (b, "you are stunned")):
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}},
                             {"verb": "discard", "target": {"select": "this"}, "condition": {"fact": fact}}]


def _named(lang):
    from arbitro.reader import Names

    return Names.of(card="Trampa Roja" if lang == "es" else "Red Trap",
                    others=(("Gran Zorbo", "minion"), ("Torre Gris", "side_scheme"), ("Great Zorbo", "minion"),
                            ("Grey Tower", "side_scheme")))


@pytest.mark.parametrize("es,en,verb,kind,name_es,name_en", [
    ("<b>Cuando se muestre esta carta</b>: si está en juego Torre Gris, colócale encima 3 de amenaza. De no ser así, "
     "coloca 3 de amenaza sobre el plan principal.",
     "<b>When Revealed</b>: If Grey Tower is in play, place 3 threat on it. Otherwise, place 3 threat on the main scheme.",
     "place_threat", "side_scheme", "Torre Gris", "Grey Tower"),
    ("<b>Cuando se muestre esta carta</b>: si Gran Zorbo está en juego, se activa contra ti.",
     "<b>When Revealed</b>: If Great Zorbo is in play, he activates against you.",
     "activate", "minion", "Gran Zorbo", "Great Zorbo"),
    ("<b>Cuando se muestre esta carta</b>: si Gran Zorbo posee el rasgo [[Bruto]], dale la vuelta.",
     "<b>When Revealed</b>: If Great Zorbo has the [[Brute]] trait, flip it.",
     "flip", "minion", "Gran Zorbo", "Great Zorbo"),
])
def test_a_pronoun_after_if_a_named_card_is_in_play_is_that_card(es, en, verb, kind, name_es, name_en):
    for lang, text, name in (("es", es, name_es), ("en", en, name_en)):
        (r,) = read(text, lang, names=_named(lang))
        assert r.unread == [], lang
        assert r.effects[0]["verb"] == verb and r.effects[0]["target"] == {"select": "a", "kind": kind, "name": name}
        assert "fact" in r.effects[0]["condition"]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: If Great Zorbo is not in play, place 2 threat on it."),  # not there: not it
    ("es", "<b>Cuando se muestre esta carta</b>: si Gran Zorbo no está en juego, colócale encima 2 de amenaza."),
    ("en", "<b>When Revealed</b>: If you are stunned, place 2 threat on it."),  # no card named
])
def test_near_misses_of_a_pronoun_after_a_named_condition_stay_unread(lang, text):
    (r,) = read(text, lang, names=_named(lang))
    assert r.unread


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción</b>: aturde a un enemigo. Si ese enemigo ya estaba aturdido, en vez de eso confúndelo.",
     "<b>Action</b>: Stun an enemy. If that enemy is already stunned, confuse it instead.",
     [{"verb": "stun", "target": {"select": "a", "kind": "enemy"}, "condition": None,
       "instead": [{"verb": "confuse", "target": {"select": "that", "of": 1}}]}]),
    ("<b>Acción</b>: inflige 1 de daño a un esbirro. Si ese esbirro tiene una carta de estado \"Duro\", inflígele 2 de daño.",
     "<b>Action</b>: Deal 1 damage to a minion. If that minion has a tough status card, deal 2 damage to it.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "minion"}},
      {"verb": "deal_damage", "amount": 2, "target": {"select": "that", "of": 1}, "condition": None}]),
])
def test_a_pronoun_after_if_that_enemy_is_that_enemy(es, en, effects):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        got = [{k: (None if k == "condition" else v) for k, v in e.items()} for e in r.effects]
        assert got == effects, lang
        assert all("fact" in e["condition"] for e in r.effects if "condition" in e)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Deal 1 damage to a minion. If that minion is not stunned, deal 2 damage to it."),
    ("es", "<b>Acción</b>: inflige 1 de daño a un esbirro. Si ese esbirro no está aturdido, inflígele 2 de daño."),
])
def test_a_pronoun_after_that_enemy_is_not_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("lang,text", [
    # the condition names a card of its own: «it» may be the attachment
    ("en", "<b>Action</b>: Stun an enemy. If that enemy has an attachment, discard it."),
    ("es", "<b>Acción</b>: aturde a un enemigo. Si ese enemigo tiene un accesorio vinculado, descártalo."),
])
def test_a_pronoun_after_a_condition_naming_another_card_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("es,en", [
    ("<b>Respuesta obligada</b>: después de que ataques, roba 1 carta. Luego, si hay al menos 6 de daño sobre esta carta, "
     "descártala.",
     "<b>Forced Response</b>: After you attack, draw 1 card. Then, if there is at least 6 damage here, discard it."),
])
def test_a_pronoun_after_if_there_are_counters_here_is_this_card(es, en):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects[1]["verb"] == "discard" and r.effects[1]["target"] == {"select": "this"}


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Respuesta obligada</b>: después de que ataques, roba 1 carta. Si no hay ningún contador sobre esta carta, "
           "descártala."),
    ("en", "<b>Forced Response</b>: After you attack, draw 1 card. If there are no counters here, discard it."),
    # a card counted, not counters: «le» may be the minion
    ("es", "<b>Respuesta obligada</b>: después de que ataques, roba 1 carta. Si hay un esbirro con 3 contadores sobre "
           "esta carta, inflígele 2 de daño."),
])
def test_a_pronoun_after_if_there_is_nothing_here_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_a_pronoun_after_if_the_villain_is_is_the_villain():
    for lang, text in (("es", "<b>Aumento</b>: si el Villano es Gran Zorbo, dale una carta de aumento adicional para esta "
                              "activación."),
                       ("en", "<b>Boost</b>: If the villain is Great Zorbo, give him an additional boost card for this "
                              "activation.")):
        (r,) = read(text, lang)
        assert r.unread == [], lang
        assert r.effects[0]["verb"] == "boost" and r.effects[0]["target"] == {"select": "a", "kind": "villain"}


@pytest.mark.parametrize("lang,text", [
    # checked at the end of the phase: the effect waits for it (a delayed effect), not read as one now
    ("en", "<b>Action</b>: Stun an enemy. If that enemy is still stunned at the end of the phase, deal 2 damage to it."),
    ("es", "<b>Acción</b>: aturde a un enemigo. Si ese enemigo sigue aturdido al final de la fase, inflígele 2 de daño."),
    ("en", "<b>Boost</b>: If the enemy is stunned, give him an additional boost card."),  # «the enemy»: which one?
])
def test_a_pronoun_after_a_later_or_unclear_condition_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("es,en", [
    ("Vincula este accesorio a un esbirro si es posible. Si no es posible, vincula este accesorio al villano.",
     "Attach to a minion, if able. If you cannot, attach to the villain."),
    ("Vincula este accesorio a un esbirro. Si no es posible, vincula este accesorio al villano.",
     "Attach to a minion. If you cannot, attach to the villain."),
])
def test_if_able_and_if_you_cannot_are_the_effects_possibility(es, en):
    assert_reads_to(es, en, [{"verb": "attach", "target": {"select": "a", "kind": "minion"}, "condition": {"possible": True},
                              "otherwise": [{"verb": "attach", "target": {"select": "a", "kind": "villain"}}]}])


@pytest.mark.parametrize("lang,text", [
    # «if you cannot» after an effect with its own condition: the format's otherwise would be that condition's
    ("en", "<b>When Revealed</b>: If you are stunned, take 1 damage. If you cannot, this card gains surge."),
    ("es", "<b>Cuando se muestre esta carta</b>: si estás aturdido, sufres 1 de daño. Si no es posible, esta carta gana "
           "oleada."),
])
def test_if_you_cannot_after_a_conditioned_effect_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and "otherwise" not in r.effects[0]


def test_otherwise_after_an_effect_and_effects_on_its_card_goes_with_the_first():
    """«attach to an ally and give it a tough status card. Otherwise, …»: when no ally can take it, neither
    effect can be done; the otherwise goes with the attach (the tough status card has no card then)."""
    assert_reads_to("Vincula esta carta a un aliado y dale una carta de estado \"Duro\". De no ser posible, esta carta "
                    "gana oleada.",
                    "Attach to an ally and give it a tough status card. Otherwise, this card gains surge.",
                    [{"verb": "attach", "target": {"select": "a", "kind": "ally"}, "condition": {"possible": True},
                      "otherwise": [{"verb": "surge"}]},
                     {"verb": "tough", "target": {"select": "same", "of": 1}}])


def test_then_that_enemy_is_the_enemy_before():
    assert_reads_to("<b>Interrupción obligada</b>: cuando el enemigo vinculado vaya a atacar, en vez de eso descarta este "
                    "accesorio. Luego, aturde a ese enemigo.",
                    "<b>Forced Interrupt</b>: When attached enemy would attack, discard this attachment instead. Then, stun that "
                    "enemy.",
                    [{"verb": "discard", "target": {"select": "this"}},
                     {"verb": "stun", "target": {"select": "trigger", "kind": "enemy"}}])


def test_a_pronoun_after_a_trigger_and_if_a_named_card_is_in_play_is_that_card():
    for lang, text, name in (
            ("es", "<b>Respuesta obligada</b>: después de que el villano ataque, si está en juego Torre Gris, colócale "
                   "encima 1 de amenaza.", "Torre Gris"),
            ("en", "<b>Forced Response</b>: After the villain attacks, if Grey Tower is in play, place 1 threat on it.",
             "Grey Tower")):
        (r,) = read(text, lang, names=_named(lang))
        assert r.unread == [], lang
        assert r.effects[0]["target"] == {"select": "a", "kind": "side_scheme", "name": name}
    # after a trigger, a condition that names no card by its name ties no pronoun («it»: the trigger's card?)
    (r,) = read("<b>Forced Response</b>: After an enemy attacks, if that enemy is stunned, deal 1 damage to it.", "en")
    assert r.unread


def test_the_sentence_after_a_conditioned_search_goes_on_its_branch():
    """«If …, discard … until a minion is discarded. Put that minion into play and remove 3 counters from here.»:
    the minion is only found when the condition holds, and the sentence on it (all of it) is that branch."""
    (r,) = read("<b>Forced Response</b>: After you attack, if there are at least 4 clue counters here, discard cards "
                "from the top of the encounter deck until a minion is discarded. Put that minion into play engaged with "
                "you and remove 4 clue counters from this card.", "en")
    assert r.unread == []
    cond = {"fact": "there are at least 4 clue counters here"}
    assert [e.get("condition") for e in r.effects] == [cond, cond, cond]
    assert r.effects[1]["target"] == {"select": "that", "of": 1}


def test_an_otherwise_that_finds_a_card_is_not_read():
    """«Otherwise, discard … until a minion is discarded. Put that minion into play.»: the minion the branch finds is
    outside the ability's effect numbers: a later «that minion» would name another effect."""
    (r,) = read("Attach to a minion. Otherwise, discard cards from the top of the encounter deck until a minion is "
                "discarded. Put that minion into play engaged with you.", "en")
    assert r.unread and r.status != "full"
    assert not any("otherwise" in e for e in r.effects)


@pytest.mark.parametrize("es,en", [
    ("<b>Cuando se muestre esta carta</b>: cura 3 de daño a Gran Zorbo y dale una carta de estado \"Duro\". Se activa "
     "contra ti.",
     "<b>When Revealed</b>: Heal 3 damage from Great Zorbo and give him a tough status card. He activates against you."),
])
def test_a_pronoun_after_effects_on_one_card_is_that_card(es, en):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang, names=_named(lang))
        assert r.unread == [], lang
        assert r.effects[2]["verb"] == "activate" and r.effects[2]["target"] == {"select": "that", "of": 1}


@pytest.mark.parametrize("lang,text", [
    # two cards before it: which one is not said
    ("en", "<b>When Revealed</b>: Heal 3 damage from Great Zorbo and stun the villain. He activates against you."),
    # a card found (not a target): «it» may be that card
    ("en", "<b>When Revealed</b>: Stun Great Zorbo. Discard cards from the top of the encounter deck until an enemy is "
           "discarded. It activates against you."),
    # after a trigger: «he» may be the trigger's card
    ("en", "<b>Forced Response</b>: After the villain attacks, stun Great Zorbo. He activates against you."),
])
def test_near_misses_of_a_pronoun_after_effects_on_one_card_stay_unread(lang, text):
    (r,) = read(text, lang, names=_named(lang))
    assert r.unread
