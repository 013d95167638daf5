"""Issue 15, family stats: stats, statuses, costs and resources — what a character heals («X se cura N de
daño», "X heals N damage"), all of a character's damage healed (heal's all_damage), a player's hand size
(modify_stat of hand_size), the cost of a card played (modify_cost): the reader's constructs (invented
phrases, both languages, the same structure), near misses left unread, and what the engine makes of them."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from arbitro.reader import Names
from readerkit import ask_effects, ask_json, assert_reads_to

YOUR_ID = {"select": "a", "kind": "identity", "controller": "you"}

# (Spanish, English, the effects both read to)
CASES = [
    ("<b>Cuando se derrote esta carta</b>: cada personaje amigo se cura 2 de daño.",
     "<b>When Defeated</b>: Each friendly character heals 2 damage.",
     [{"verb": "heal", "amount": 2, "target": {"select": "each", "kind": "character", "friendly": True}}]),
    ("<b>Cuando se muestre esta carta</b>: el villano se cura 5 de vida.",
     "<b>When Revealed</b>: The villain heals 5 hit points.",
     [{"verb": "heal", "amount": 5, "target": {"select": "a", "kind": "villain"}}]),
    ('<b>Cuando se muestre esta carta</b>: dales una carta de Estado "Duro" al villano y a cada esbirro.',
     "<b>When Revealed</b>: Give the villain and each minion a tough status card.",
     [{"verb": "tough", "target": {"select": "a", "kind": "villain"}}, {"verb": "tough", "target": {"select": "each", "kind": "minion"}}]),
    ("<b>Acción</b>: cura 2 Daño a tu héroe.",  # (printed without «de»)
     "<b>Action</b>: Heal 2 damage from your hero.",
     [{"verb": "heal", "amount": 2, "target": YOUR_ID}]),
    ("<b>Acción</b>: inflige 1 de daño a un esbirro y se cura 2 de daño.",
     "<b>Action</b>: Deal 1 damage to a minion and heal 2 damage from it.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "minion"}},
      {"verb": "heal", "amount": 2, "target": {"select": "same", "of": 1}}]),
    ("<b>Acción</b>: cura todo el daño a tu héroe.",
     "<b>Action</b>: Heal all damage from your hero.",
     [{"verb": "heal", "all_damage": True, "target": YOUR_ID}]),
    ("<b>Acción</b>: cura todo el daño que haya sufrido tu héroe.",
     "<b>Action</b>: Heal all damage from your identity.",
     [{"verb": "heal", "all_damage": True, "target": YOUR_ID}]),
    ("<b>Cuando se muestre esta carta</b>: el villano se cura todo el daño.",
     "<b>When Revealed</b>: Heal all damage from the villain.",
     [{"verb": "heal", "all_damage": True, "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Acción</b>: recibes +2 al tamaño de tu mano hasta el final de la ronda.",
     "<b>Action</b>: You get +2 hand size until the end of the round.",
     [{"verb": "modify_stat", "stat": "hand_size", "amount": 2, "target": YOUR_ID, "duration": "this_round"}]),
    ("Cada jugador recibe +3 al tamaño de su mano.",
     "Each player gets +3 hand size.",
     [{"verb": "modify_stat", "stat": "hand_size", "amount": 3, "target": {"select": "each", "kind": "player"}}]),
    ("El tamaño de tu mano se reduce en 2.",
     "Your hand size is reduced by 2.",
     [{"verb": "modify_stat", "stat": "hand_size", "amount": -2, "target": YOUR_ID}]),
    ("<b>Acción</b>: reduce en 2 el coste en recursos del próximo evento [[Zorbo]] que juegues en esta fase.",
     "<b>Action</b>: Reduce the resource cost of the next [[Zorbo]] event you play this phase by 2.",
     [{"verb": "modify_cost", "amount": -2, "target": {"select": "next", "kind": "event", "traits": ["Zorbo"],
                                                      "controller": "you"}, "duration": "this_phase"}]),
    ("<b>Acción</b>: reduce en 1 el coste del siguiente aliado que se juegue en este turno.",
     "<b>Action</b>: Reduce the cost of the next ally played this turn by 1.",
     [{"verb": "modify_cost", "amount": -1, "target": {"select": "next", "kind": "ally"}, "duration": "this_turn"}]),
    ("El coste para jugar esta carta se reduce en 3.",
     "Reduce the cost to play this card by 3.",
     [{"verb": "modify_cost", "amount": -3, "target": {"select": "this"}}]),
    ("<b>Cuando se muestre esta carta</b>: el villano te ataca con +2 ATQ.",
     "<b>When Revealed</b>: The villain attacks you with +2 ATK.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 2, "duration": "this_activation",
       "target": {"select": "a", "kind": "villain"}},
      {"verb": "activate", "activation": "attack", "against": {"select": "you"}, "target": {"select": "same", "of": 1}}]),
    ("<b>Aumento</b>: cada esbirro ejecuta el plan con +1 PLA.",
     "<b>Boost</b>: Each minion schemes with +1 SCH.",
     [{"verb": "modify_stat", "stat": "sch", "amount": 1, "duration": "this_activation",
       "target": {"select": "each", "kind": "minion"}},
      {"verb": "activate", "activation": "scheme", "target": {"select": "each", "kind": "minion"}}]),
    ("<b>Aumento</b>: quedas aturdido y confundido.",
     "<b>Boost</b>: You are stunned and confused.",
     [{"verb": "stun", "target": {"select": "you"}}, {"verb": "confuse", "target": {"select": "you"}}]),
    ("<b>Respuesta obligada</b>: después de que el villano te ataque, el villano queda confundido.",
     "<b>Forced Response</b>: After the villain attacks you, the villain is confused.",
     [{"verb": "confuse", "target": {"select": "a", "kind": "villain"}}]),
    ("<b>Acción</b>: roba 1 carta y ganas una carta de estado \"Duro\".",
     "<b>Action</b>: Draw 1 card and gain a tough status card.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}}, {"verb": "tough", "target": {"select": "you"}}]),
    ("<b>Acción</b>: descarta una carta de estado \"Aturdido\" de un aliado que controles.",
     "<b>Action</b>: Discard a stunned status card from an ally you control.",
     [{"verb": "remove_status", "status": "stunned", "target": {"select": "a", "kind": "ally", "controller": "you"}}]),
    ("<b>Acción</b>: retira todas las cartas de estado \"Confundido\" y \"Aturdido\" de cada villano.",
     "<b>Action</b>: Remove each confused and stunned status card from each villain.",
     [{"verb": "remove_status", "status": "confused", "target": {"select": "each", "kind": "villain"}},
      {"verb": "remove_status", "status": "stunned", "target": {"select": "each", "kind": "villain"}}]),
    ("Este esbirro no puede quedar aturdido.",
     "This minion cannot be stunned.",
     [{"verb": "prohibit", "restriction": "cannot_be_stunned", "target": {"select": "this"}}]),
    ("Este villano no puede quedar aturdido ni confundido.",
     "This villain cannot be stunned or confused.",
     [{"verb": "prohibit", "restriction": "cannot_be_stunned", "target": {"select": "this"}},
      {"verb": "prohibit", "restriction": "cannot_be_confused", "target": {"select": "this"}}]),
    ("<b>Acción</b>: descarta una carta de recurso de tu mano → roba 2 cartas.",
     "<b>Action</b>: Discard a resource card from your hand → draw 2 cards.",
     [{"verb": "draw", "amount": 2, "target": {"select": "you"}}]),
    ("Cada esbirro gana +1 ATQ.",
     "Each minion gains +1 ATK.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 1, "target": {"select": "each", "kind": "minion"}}]),
    ("Recibes +2 de vida y cada aliado que controles recibe +1 INT y +1 ATQ.",
     "You get +2 hit points and each ally you control gets +1 THW and +1 ATK.",
     [{"verb": "modify_stat", "stat": "hp", "amount": 2, "target": YOUR_ID},
      {"verb": "modify_stat", "stat": "thw", "amount": 1, "target": {"select": "each", "kind": "ally", "controller": "you"}},
      {"verb": "modify_stat", "stat": "atk", "amount": 1, "target": {"select": "each", "kind": "ally", "controller": "you"}}]),
    ("El villano recibe +1 PLA y +4[per_hero] de vida.",
     "The villain gets +1 SCH and +4[per_hero] hit points.",
     [{"verb": "modify_stat", "stat": "sch", "amount": 1, "target": {"select": "a", "kind": "villain"}},
      {"verb": "modify_stat", "stat": "hp", "amount": 4, "per_hero": True, "target": {"select": "a", "kind": "villain"}}]),
    ("El coste en recursos para jugar cada carta de jugador aumenta en 2.",
     "Increase the resource cost to play each player card by 2.",
     [{"verb": "modify_cost", "amount": 2, "target": {"select": "each", "kind": "card"}}]),
    ("Aumenta en 1 el coste en recursos de cada aliado que juegues.",
     "Increase the resource cost of each ally you play by 1.",
     [{"verb": "modify_cost", "amount": 1, "target": {"select": "each", "kind": "ally", "controller": "you"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_stats_constructs_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


def test_all_of_an_ally_damage_healed_after_a_pronoun_is_that_ally():
    (r,) = read("<b>Acción</b>: inflige 1 de daño a un aliado y cúrale todo el daño.", "es")
    assert r.unread == []
    assert r.effects[1] == {"verb": "heal", "all_damage": True, "target": {"select": "same", "of": 1}}


@pytest.mark.parametrize("lang,text", [
    ("en", "The villain heals 3 ATK."),  # a stat that is not hit points is not healed
    ("es", "El villano se cura 3 de atq."),
    ("en", "Heal all threat from your hero."),
    ("en", "You get +1 hand size for each ally you control."),  # an amount "for each": not this family's
    ("es", "El tamaño de tu mano se reduce a 1."),
    ("en", "The villain schemes with +1 ATK."),  # a bonus to a stat the activation does not use
    ("es", "El villano te ataca con +1 PLA."),
    ("en", "<b>Forced Response</b>: After this minion engages you, he attacks you with +1 ATK."),  # a pronoun
    ("es", "<b>Respuesta obligada</b>: después de que este esbirro se enfrente a tu héroe, te ataca con +1 ATQ."),
    ("en", "<b>Boost</b>: Deal 1 damage to you. If a character is damaged this way, that character is stunned."),
    ("en", "The villain is tough."),
    ("en", "Discard a status card from your hero."),  # any status: not one the format names
    ("es", "Descarta una carta de estado de tu héroe."),
    ("en", "Reduce the cost to play this card by 1 for each ally you control."),  # amounts' family
    ("es", "El coste para jugar esta carta se reduce en 1 por cada aliado que controles."),
    ("en", "Reduce the cost of the next card that player plays this phase by 1."),
    ("en", "Reduce the resource cost of the next ally you play to 0."),
    ("es", "Reduce a 0 el coste en recursos del próximo aliado que juegues."),
    ("en", "Increase the cost of each player by 1."),  # not a card played
    ("en", "Reduce the cost of the next minion by 1."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_a_hand_size_modifier_can_affect_an_identity(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: modify_stat, stat: hand_size, amount: 1, target: {select: you}}]")
    assert a["answer"] == "yes", a


def test_all_damage_healed_needs_a_damaged_target(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: heal, all_damage: true, target: {select: a, kind: villain}}]")
    assert a["answer"] == "no", a


def test_the_next_card_played_is_a_future_target_and_the_cost_change_loads(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: modify_cost, amount: -2, target: {select: next, kind: event, "
                                  "controller: you}, duration: this_phase}]")
    assert a["answer"] == "yes", a
    assert "objetivo.20" in str(a), a


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: descarta una carta de tu mano."),
    ("en", "<b>Action</b>: Discard a card from your hand."),
])
def test_a_card_discarded_from_a_hand_is_still_a_discard(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and r.effects[0]["verb"] == "discard"


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: descarta una carta de recurso de tu mano → roba 2 cartas."),
    ("en", "<b>Action</b>: Discard a resource card from your hand → draw 2 cards."),
])
def test_a_resource_card_is_a_card_of_the_resource_type(lang, text):
    (r,) = read(text, lang)
    assert r.cost == [{"verb": "discard", "target": {"select": "a", "kind": "resource", "zone": "hand",
                                                       "controller": "you"}}]


PRINTED = """schema: arbitro/v1
card_lang: LANG
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1, damage: 2}
  - {id: malo, type: villain, damage: 3}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{text: "TEXT"}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev}
"""


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: cura todo el daño a tu héroe."),
    ("en", "<b>Action</b>: Reduce the cost of the next ally you play this phase by 2."),
    ("en", "<b>Action</b>: You get +1 hand size until the end of the round."),
    ("es", '<b>Acción</b>: descarta todas las cartas de estado \\"Aturdido\\" y \\"Confundido\\" de tu héroe.'),  # (YAML escapes)
    ("en", "<b>Action</b>: The villain attacks you with +1 ATK."),
])
def test_a_printed_ability_of_this_family_is_answered(tmp_path, lang, text):
    (a,) = ask_json(tmp_path, PRINTED.replace("LANG", lang).replace("TEXT", text))
    assert a["answer"] in ("yes", "no", "undetermined"), a


# -- traits gained (gain_trait): a trait is granted where a keyword is, one effect per trait
ATT = {"select": "attached"}
TRAIT_CASES = [
    ("El esbirro vinculado recibe +3 de vida y gana el rasgo [[Zorbo]].",
     "Attached minion gets +3 hit points and gains the [[Zorbo]] trait.",
     [{"verb": "modify_stat", "stat": "hp", "amount": 3, "target": ATT},
      {"verb": "gain_trait", "trait": "Zorbo", "target": ATT}]),
    ("Tu superhéroe gana el rasgo [[Zorbo]].",
     "Your identity gains the [[Zorbo]] trait.",
     [{"verb": "gain_trait", "trait": "Zorbo", "target": YOUR_ID}]),
    ("Ganas el rasgo [[Zorbo]].",
     "You gain the [[Zorbo]] trait.",
     [{"verb": "gain_trait", "trait": "Zorbo", "target": {"select": "you"}}]),
    ("<b>Acción de Héroe</b>: agota esta carta → ganas el rasgo [[Zorbo]] hasta el final de la ronda.",
     "<b>Hero Action</b>: Exhaust this card → gain the [[Zorbo]] trait until the end of the round.",
     [{"verb": "gain_trait", "trait": "Zorbo", "target": {"select": "you"}, "duration": "this_round"}]),
    ("Todos los aliados que controles ganan los rasgos [[Zorbo]], [[Blip]] y [[Flim]].",
     "Each ally you control gains the [[Zorbo]], [[Blip]], and [[Flim]] traits.",
     [{"verb": "gain_trait", "trait": t, "target": {"select": "each", "kind": "ally", "controller": "you"}}
      for t in ("Zorbo", "Blip", "Flim")]),
    ("El aliado vinculado gana [[Zorbo]].",
     "Attached ally gains [[Zorbo]].",
     [{"verb": "gain_trait", "trait": "Zorbo", "target": ATT}]),
    ("El villano vinculado gana el rasgo [[Zorbo]] y represalia 2.",
     "Attached villain gains the [[Zorbo]] trait and retaliate 2.",
     [{"verb": "gain_trait", "trait": "Zorbo", "target": ATT},
      {"verb": "gain_keyword", "keyword": "retaliate", "amount": 2, "target": ATT}]),
    ("El aliado vinculado recibe +2 ATQ y sus ataques ganan Penetrante y A distancia.",
     "Attached ally gets +2 ATK and its attacks gain piercing and ranged.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 2, "target": ATT}]
     + [{"verb": "gain_keyword", "keyword": k, "attacks": True, "target": ATT} for k in ("piercing", "ranged")]),
    ("Recibes +2 de Vida y ganas Tesón.",
     "You get +2 hit points and gain steady.",
     [{"verb": "modify_stat", "stat": "hp", "amount": 2, "target": YOUR_ID},
      {"verb": "gain_keyword", "keyword": "steady", "target": YOUR_ID}]),
    ("El esbirro vinculado gana el rasgo [[Zorbo]] y recibe +4 de Vida.",
     "Attached minion gains the [[Zorbo]] trait and gets +4 hit points.",
     [{"verb": "gain_trait", "trait": "Zorbo", "target": ATT}, {"verb": "modify_stat", "stat": "hp", "amount": 4, "target": ATT}]),
    ("Tu superhéroe gana Tesón y recibe +1 ATQ esta fase.",
     "Your hero gains steady and gets +1 ATK this phase.",
     [{"verb": "gain_keyword", "keyword": "steady", "target": YOUR_ID, "duration": "this_phase"},
      {"verb": "modify_stat", "stat": "atk", "amount": 1, "target": YOUR_ID, "duration": "this_phase"}]),
    ("Tu superhéroe recibe +1 INT, +1 ATQ y +1 DEF, y gana el rasgo [[Zorbo]].",
     "Your hero gets +1 THW, +1 ATK, and +1 DEF, and gains the [[Zorbo]] trait.",
     [{"verb": "modify_stat", "stat": s, "amount": 1, "target": YOUR_ID} for s in ("thw", "atk", "def")]
     + [{"verb": "gain_trait", "trait": "Zorbo", "target": YOUR_ID}]),
]


@pytest.mark.parametrize("es,en,effects", TRAIT_CASES)
def test_a_trait_gained_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "This attack gains the [[Zorbo]] trait."),  # an attack has no traits
    ("es", "Este ataque gana el rasgo [[Zorbo]]."),
    ("en", "Your hero gains the [[Zorbo]] and [[Zorbo]] traits."),  # the same trait twice
    ("en", "Your hero gains the [[Zorbo]] trait of that ally."),
    ("es", "Tu superhéroe gana todos los rasgos de ese aliado."),  # the traits of another card: not named
    # (basic attacks: family combat reads them, gain_keyword's basic_only)
    ("en", "Attached ally gets +2 ATK and its attacks gain the [[Zorbo]] trait."),
])
def test_trait_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


TRAIT_BOARD = """schema: arbitro/v1
edition: es
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1, traits: [TRAITS]}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{header: Acción, effects: [{verb: gain_trait, trait: Zorbo, target: {select: you}}]}]}
questions: [{ask: can_initiate, player: p1, card: ev}]
"""


@pytest.mark.parametrize("traits,answer", [("Blip", "yes"), ("zorbo", "no")])
def test_a_trait_already_printed_is_not_gained(tmp_path, traits, answer):
    (a,) = ask_json(tmp_path, TRAIT_BOARD.replace("TRAITS", traits))
    assert a["answer"] == answer, a


# -- hit points set (set_hit_points): «fija tu medidor de vida en N», "reset his hit points to N"
ZORBO = Names.of(["Zorbo Grande"])


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Interrupción obligada</b>: cuando Zorbo Grande vaya a ser derrotado, en vez de eso restablece su Vida a 7.",
     "<b>Forced Interrupt</b>: When Zorbo Grande would be defeated, reset his hit points to 7 instead.",
     [{"verb": "set_hit_points", "amount": 7, "target": {"select": "this"}}]),
    ("<b>Interrupción obligada</b>: cuando Zorbo Grande vaya a ser derrotado, en vez de eso restablece a 3[per_hero] la "
     "Vida de Zorbo Grande.",
     "<b>Forced Interrupt</b>: When Zorbo Grande would be defeated, reset Zorbo Grande's hit points to 3[per_hero] instead.",
     [{"verb": "set_hit_points", "amount": 3, "per_hero": True, "target": {"select": "this"}}]),
    ("<b>Interrupción</b>: cuando vayas a ser derrotado, en vez de eso fija tu medidor de Vida en 2 y roba 1 carta.",
     "<b>Interrupt</b>: When you would be defeated, instead set your hit point dial to 2 and draw 1 card.",
     [{"verb": "set_hit_points", "amount": 2, "target": YOUR_ID}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
])
def test_hit_points_set_read_the_same_in_both_languages(es, en, effects):
    for lang, text in (("es", es), ("en", en)):
        (r,) = read(text, lang, names=ZORBO)
        assert r.unread == [] and r.effects == effects and r.ability().get("replaces_trigger"), (lang, r.unread)


@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Interrupción obligada</b>: cuando un jugador vaya a ser derrotado, en vez de eso fija tu medidor de vida en 2."),
    ("en", "<b>Forced Interrupt</b>: When Zorbo Grande would be defeated, reset his ATK to 7 instead."),  # not hit points
    ("en", "<b>Forced Interrupt</b>: When Zorbo Grande would be defeated, reset his hit points to X instead."),
    ("en", "<b>Forced Interrupt</b>: When Zorbo Grande would be defeated, reset his hit points to his printed hit point value instead."),
    ("es", "<b>Interrupción obligada</b>: cuando Zorbo Grande vaya a ser derrotado, en vez de eso restablece su Vida a su valor impreso."),
])
def test_hit_points_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang, names=ZORBO)
    assert r.unread


@pytest.mark.parametrize("target,answer", [("{select: you}", "yes"), ("{select: a, kind: main_scheme}", "no")])
def test_hit_points_are_set_on_a_character_only(rb, tmp_path, target, answer):
    a = ask_effects(rb, tmp_path, f"[{{verb: set_hit_points, amount: 1, target: {target}}}]")
    assert a["answer"] == answer, a


# -- the most damage taken per attack or per phase (prohibit max_damage_per_attack / max_damage_per_phase)
@pytest.mark.parametrize("es,en,effects", [
    ("Este villano no puede sufrir más de 4 de Daño de cada ataque.",
     "This villain cannot take more than 4 damage from each attack.",
     [{"verb": "prohibit", "restriction": "max_damage_per_attack", "amount": 4, "target": {"select": "this"}}]),
    ("El esbirro vinculado no puede sufrir más de 3 puntos de Daño a consecuencia de un solo ataque.",
     "Attached minion cannot take more than 3 damage from a single attack.",
     [{"verb": "prohibit", "restriction": "max_damage_per_attack", "amount": 3, "target": {"select": "attached"}}]),
    ("Este villano no puede sufrir más de 5 de Daño en cada fase.",
     "This villain cannot take more than 5 damage each phase.",
     [{"verb": "prohibit", "restriction": "max_damage_per_phase", "amount": 5, "target": {"select": "this"}}]),
    ("<b>Interrupción de Héroe</b>: cuando un enemigo te ataque, roba 1 carta. No puedes sufrir más de 2 puntos de "
     "Daño a consecuencia de este ataque.",
     "<b>Hero Interrupt</b>: When an enemy attacks you, draw 1 card. You cannot take more than 2 damage from this attack.",
     [{"verb": "draw", "amount": 1, "target": {"select": "you"}},
      {"verb": "prohibit", "restriction": "max_damage_per_attack", "amount": 2, "target": {"select": "you"},
       "duration": "this_attack"}]),
])
def test_the_most_damage_taken_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "This villain cannot take more than 2 damage from each player."),
    ("en", "This villain cannot take more than 2 threat from each attack."),
    ("es", "Este villano no puede sufrir más de 2 de Daño de cada jugador."),
])
def test_damage_cap_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_a_damage_cap_loads_and_damage_is_still_dealt(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: prohibit, restriction: max_damage_per_phase, amount: 2, target: {select: a, "
                                  "kind: villain}}, {verb: deal_damage, amount: 5, target: {select: a, kind: villain}}]")
    assert a["answer"] == "yes", a


# -- the damage taken from each attack (modify_damage_taken)
@pytest.mark.parametrize("es,en,effects", [
    ("Reduce en 2 el Daño que sufra el esbirro vinculado en cada ataque.",
     "Reduce the amount of damage attached minion takes from each attack by 2.",
     [{"verb": "modify_damage_taken", "amount": -2, "target": ATT}]),
    ("Aumenta en 1 la cantidad de Daño que sufre el villano vinculado de cada ataque.",
     "Increase the amount of damage attached villain takes from each attack by 1.",
     [{"verb": "modify_damage_taken", "amount": 1, "target": ATT}]),
    ("Reduce en 2 el Daño que sufra el enemigo vinculado en cada ataque.",
     "Reduce the damage attached enemy takes from each attack by 2.",
     [{"verb": "modify_damage_taken", "amount": -2, "target": ATT}]),
    ("La cantidad de Daño que sufre tu héroe de cada ataque se reduce en 1.",
     "Reduce the amount of damage your hero takes from each attack by 1.",
     [{"verb": "modify_damage_taken", "amount": -1, "target": YOUR_ID}]),
])
def test_the_damage_taken_from_each_attack_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "Reduce the amount of damage your hero takes from each enemy attack by 2."),  # enemy attacks only
    ("es", "Reduce en 2 el Daño que sufra tu héroe en cada ataque enemigo."),
    ("en", "Reduce the amount of damage your hero takes from each attack by 0."),
])
def test_damage_taken_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


@pytest.mark.parametrize("target,answer", [("{select: you}", "yes"), ("{select: a, kind: main_scheme}", "no")])
def test_the_damage_taken_changes_on_a_character_only(rb, tmp_path, target, answer):
    a = ask_effects(rb, tmp_path, f"[{{verb: modify_damage_taken, amount: -1, target: {target}}}]")
    assert a["answer"] == answer, a


@pytest.mark.parametrize("lang,text", [
    ("en", "Zorbo Grande's attacks gain piercing and ranged."),
    ("es", "Los ataques de Zorbo Grande ganan Penetrante y A distancia."),
])
def test_the_attacks_of_the_card_named_gain_keywords(lang, text):
    (r,) = read(text, lang, names=ZORBO)
    assert r.unread == [] and r.effects == [{"verb": "gain_keyword", "keyword": k, "target": {"select": "this"}, "attacks": True}
                                            for k in ("piercing", "ranged")]
