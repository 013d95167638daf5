"""Issue 15, targets (session 6): the noun phrases an effect acts on, read into the format's Target filters
(several kinds, traits and a trait excluded, the state a card is in, «cada … distinto» / "each other …"):
invented phrases, both languages, the same structure; near-misses that stay unread; and what the engine
makes of the new filter (not_traits)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to


def _t(**kw):
    return {"select": "a", **kw}


# (Spanish, English, the effects both read to; traits are printed the same in both: invented names)
CASES = [
    ("<b>Acción</b>: descarta una mejora o un apoyo que controles.",
     "<b>Action</b>: Discard an upgrade or support you control.",
     [{"verb": "discard", "target": _t(kinds=["upgrade", "support"], controller="you")}]),
    ("<b>Acción</b>: descarta un aliado o apoyo que controles.",
     "<b>Action</b>: Discard an ally or a support you control.",
     [{"verb": "discard", "target": _t(kinds=["ally", "support"], controller="you")}]),
    ("Aturde a cada esbirro y villano.", "Stun each minion and villain.",
     [{"verb": "stun", "target": {"select": "each", "kinds": ["minion", "villain"]}}]),
    ("Inflige 1 de daño a todos los esbirros y villanos enfrentados contigo.",
     "Deal 1 damage to all minions and villains engaged with you.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "each", "kinds": ["minion", "villain"], "engaged": True}}]),
    ("Busca en tu mazo un evento de [[zorb]] o [[blip]] y añádelo a tu mano.",
     "Search your deck for a [[zorb]] or [[blip]] event and add it to your hand.",
     [{"verb": "search", "zone": "deck", "for": _t(kind="event", traits=["Zorb", "Blip"])},
      {"verb": "move", "to": "hand", "target": {"select": "that", "of": 1}}]),
    ("Inflige 2 de daño a un personaje con el rasgo [[zorb]].",
     "Deal 2 damage to a character with the [[zorb]] trait.",
     [{"verb": "deal_damage", "amount": 2, "target": _t(kind="character", traits=["Zorb"])}]),
    ("Inflige 2 de daño a un personaje sin el rasgo [[zorb]].",
     "Deal 2 damage to a character without the [[zorb]] trait.",
     [{"verb": "deal_damage", "amount": 2, "target": _t(kind="character", not_traits=["Zorb"])}]),
    ("Aturde a un esbirro que no sea [[zorb]].", "Stun a non-[[zorb]] minion.",
     [{"verb": "stun", "target": _t(kind="minion", not_traits=["Zorb"])}]),
    ("Derrota a un esbirro que no sea de [[zorb]] enfrentado contigo.", "Defeat a non-[[zorb]] minion engaged with you.",
     [{"verb": "defeat", "target": _t(kind="minion", not_traits=["Zorb"], engaged=True)}]),
    ("Cura 3 de daño a un personaje dañado.", "Heal 3 damage from a damaged character.",
     [{"verb": "heal", "amount": 3, "target": _t(kind="character", damaged=True)}]),
    ("Prepara a un aliado agotado que controles.", "Ready an exhausted ally you control.",
     [{"verb": "ready", "target": _t(kind="ally", exhausted=True, controller="you")}]),
    ("Agota a un aliado preparado.", "Exhaust a ready ally.",
     [{"verb": "exhaust", "target": _t(kind="ally", exhausted=False)}]),
    ("Inflige 2 de daño a un enemigo aturdido.", "Deal 2 damage to a stunned enemy.",
     [{"verb": "deal_damage", "amount": 2, "target": _t(kind="enemy", status="stunned")}]),
    ("Inflige 5 de daño a un enemigo que esté confundido.", "Deal 5 damage to a confused enemy.",
     [{"verb": "deal_damage", "amount": 5, "target": _t(kind="enemy", status="confused")}]),
    ("Inflige 1 de daño a cada personaje amigo que esté aturdido.", "Deal 1 damage to each stunned friendly character.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "each", "kind": "character", "friendly": True,
                                                      "status": "stunned"}}]),
    ("Tu alter ego recibe +2 REC.", "Your alter-ego gets +2 REC.",
     [{"verb": "modify_stat", "stat": "rec", "amount": 2, "target": _t(kind="alter_ego", controller="you")}]),
    ('Cada enemigo que tenga una carta de Estado "Duro" recibe +2 ATQ.', "Each enemy with a tough status card gets +2 ATK.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 2, "target": {"select": "each", "kind": "enemy", "status": "tough"}}]),
    ("Cada esbirro de los [[zorb]] gana Dureza.", "Each [[zorb]] minion gains toughness.",
     [{"verb": "gain_keyword", "keyword": "toughness", "target": {"select": "each", "kind": "minion", "traits": ["Zorb"]}}]),
    ("Prepara a cada aliado sin daño.", "Ready each ally with no damage.",
     [{"verb": "ready", "target": {"select": "each", "kind": "ally", "damaged": False}}]),
    ("Descarta todos los demás entornos [[zorb]] que haya en juego.", "Discard each other [[zorb]] environment in play.",
     [{"verb": "discard", "target": {"select": "each", "other": True, "kind": "environment", "traits": ["Zorb"]}}]),
    ("Coloca 1 de amenaza en todos los demás planes secundarios.", "Place 1 threat on each other side scheme.",
     [{"verb": "place_threat", "amount": 1, "target": {"select": "each", "other": True, "kind": "side_scheme"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_targets_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    # "and" between kinds after "a": one of each, or one of either? not said by the format's kinds
    ("en", "Stun a minion and villain."),
    ("es", "Aturde a un esbirro y villano."),
    # two trait filters in one noun phrase mean both, not either (the format's traits is any of)
    ("en", "Deal 2 damage to an [[zorb]] character with the [[blip]] trait."),
    ("es", "Inflige 2 de daño a un personaje [[zorb]] con el rasgo [[blip]]."),
    ("es", "Inflige 2 de daño al personaje [[zorb]] con el rasgo [[blip]]."),
    # "each other": other than this card, or than a card named before? read only where it is this card
    ("en", "Deal 1 damage to each other character."),
    ("en", "Deal 2 damage to each other enemy."),
    ("es", "Inflige 2 de daño a todos los demás enemigos."),
    ("en", "<b>Forced Interrupt</b>: When an environment enters play, discard each other environment."),
    ("es", "<b>Interrupción obligada</b>: cuando entre en juego un entorno, descarta todos los demás entornos."),
    ("en", "Each other player draws 1 card."),
    ("es", "Inflige 1 de daño a todos los demás personajes."),
    # the same kind twice
    ("en", "Discard an ally or ally you control."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_an_effect_after_and_is_still_an_effect():
    (r,) = read("Stun a minion and draw 1 card.", "en")
    assert r.unread == [] and [e["verb"] for e in r.effects] == ["stun", "draw"]
    (r,) = read("Aturde a un esbirro y roba 1 carta.", "es")
    assert r.unread == [] and [e["verb"] for e in r.effects] == ["stun", "draw"]


BOARD = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: elite, type: minion, traits: [Élite], play_area: p1}
  - {id: raso, type: minion, traits: [Matón], play_area: p1}
  - {id: ev, type: event, owner: p1, zone: hand,
     abilities: [{header: Acción, effects: [{verb: stun, target: TARGET}]}]}
questions:
  - {ask: targets, player: p1, card: ev}
"""


@pytest.mark.parametrize("target,expected", [
    ("{select: a, kind: minion, not_traits: [élite]}", ["raso"]),  # a printed trait in any case
    ("{select: a, kind: minion, not_traits: [Élite, Matón]}", []),
    ("{select: a, kinds: [minion, villain], not_traits: [Élite]}", ["malo", "raso"]),
])
def test_the_engine_drops_a_card_with_an_excluded_trait(rb, tmp_path, target, expected):
    from arbitro.engine.board import Board
    from arbitro.engine.questions import answer_question
    from arbitro.scenario import load_scenario

    f = tmp_path / "s.yaml"
    f.write_text(BOARD.replace("TARGET", target), encoding="utf-8")
    scn = load_scenario(f)
    a = answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))
    assert sorted(a["answer"]) == expected


SUPERLATIVES = [
    ("Vincula esta carta al aliado que tenga más vida restante.",
     "Attach to the ally with the most remaining hit points.", {"kind": "ally", "most": "hp_left"}),
    ("Vincula esta carta al personaje que tenga menos vida restante.",
     "Attach to the character with the fewest remaining hit points.", {"kind": "character", "least": "hp_left"}),
    ("Vincula esta carta al esbirro que tenga la puntuación más alta de atq.",
     "Attach to the minion with the highest atk.", {"kind": "minion", "most": "atk"}),
    ("Vincula esta carta al enemigo que tenga la puntuación más alta de def.",
     "Attach to the enemy with the highest DEF value.", {"kind": "enemy", "most": "def"}),
    ("Vincula esta carta al esbirro que tenga la puntuación más baja de pla.",
     "Attach to the minion with the lowest sch.", {"kind": "minion", "least": "sch"}),
    ("Vincula esta carta al aliado que tenga el valor impreso más alto de vida.",
     "Attach to the ally with the highest printed hit points.", {"kind": "ally", "most": "printed_hp"}),
    ("Vincula esta carta al esbirro que tenga el valor impreso de atq más bajo.",
     "Attach to the minion with the lowest printed atk.", {"kind": "minion", "least": "printed_atk"}),
]


@pytest.mark.parametrize("es,en,target", SUPERLATIVES)
def test_superlatives_read_the_same_in_both_languages(es, en, target):
    assert_reads_to(es, en, [{"verb": "attach", "target": {"select": "a", **target}}])


def test_a_superlative_after_the_other_filters_and_on_threat():
    assert_reads_to("Aturde al personaje que controles que tenga la puntuación más alta de def.",
                    "Stun the character you control with the highest def.",
                    [{"verb": "stun", "target": _t(kind="character", controller="you", most="def")}])
    assert_reads_to("Quita 2 de amenaza del plan secundario que tenga más amenaza.",
                    "Remove 2 threat from the side scheme with the most threat.",
                    [{"verb": "remove_threat", "amount": 2, "target": _t(kind="side_scheme", most="threat")}])


@pytest.mark.parametrize("lang,text", [
    ("en", "Attach to the minion with the highest cost."),  # not a value the board gives
    ("en", "Attach to the minion with the most remaining atk."),  # remaining: hit points only
    ("en", "Attach to the enemy with the most traits."),
    ("es", "Vincula esta carta al enemigo que tenga más rasgos."),
    ("en", "Attach to the minion with the most remaining hit points and the fewest threat."),
])
def test_superlative_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


SUP_BOARD = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain, stats: {hp: 14, atk: 2}, damage: 3}
  - {id: uno, type: minion, stats: {hp: 5, atk: 1}, damage: 1, play_area: p1}
  - {id: dos, type: minion, stats: {hp: 4, atk: 3}, play_area: p1}
  - {id: tres, type: minion, stats: {STATS3}, play_area: p1}
  - {id: ev, type: event, owner: p1, zone: hand,
     abilities: [{header: Acción, effects: [{verb: stun, target: TARGET}]}]}
questions:
  - {ask: targets, player: p1, card: ev}
"""


def _targets(rb, tmp_path, target, stats3="hp: 2, atk: 3"):
    from arbitro.engine.board import Board
    from arbitro.engine.questions import answer_question
    from arbitro.scenario import load_scenario

    f = tmp_path / "s.yaml"
    f.write_text(SUP_BOARD.replace("TARGET", target).replace("STATS3", stats3), encoding="utf-8")
    scn = load_scenario(f)
    return answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))


@pytest.mark.parametrize("target,expected", [
    ("{select: a, kind: minion, most: hp_left}", ["dos", "uno"]),  # 4 and 4: a tie, each of them
    ("{select: a, kind: minion, least: hp_left}", ["tres"]),
    ("{select: a, kind: minion, most: atk}", ["dos", "tres"]),
    ("{select: a, kind: enemy, most: hp_left}", ["malo"]),
    ("{select: a, kinds: [minion], least: atk}", ["uno"]),
])
def test_the_engine_keeps_the_cards_with_the_most_or_least(rb, tmp_path, target, expected):
    a = _targets(rb, tmp_path, target)
    assert sorted(a["answer"]) == expected and not a.get("undetermined")


def test_a_value_the_board_does_not_give_is_undetermined_and_every_card_kept(rb, tmp_path):
    a = _targets(rb, tmp_path, "{select: a, kind: minion, most: hp_left}", stats3="atk: 3")
    assert sorted(a["answer"]) == ["dos", "tres", "uno"] and a.get("undetermined") is True


def test_a_printed_value_is_the_boards_value_said_as_an_assumption(rb, tmp_path):
    a = _targets(rb, tmp_path, "{select: a, kind: minion, most: printed_hp}")
    assert a["answer"] == ["uno"]
    assert a["assumptions"]


@pytest.mark.parametrize("lang,text", [
    ("en", "Attach to the villain with the fewest hit points."),  # printed or remaining? not said
    ("es", "Vincula esta carta al villano que tenga menos vida."),
])
def test_hit_points_neither_printed_nor_remaining_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_without_another_copy_of_this_card_attached():
    assert_reads_to(
        "Vincula esta carta al esbirro que tenga el valor impreso más alto de vida y que no tenga ya vinculada otra "
        "copia de esta carta.",
        "Attach to the minion with the highest printed hit points and without another copy of this card attached.",
        [{"verb": "attach", "target": _t(kind="minion", most="printed_hp", no_copy_attached=True)}])


def test_without_another_copy_with_the_cards_own_name():
    from arbitro.reader import Names

    for lang, text in (("es", "Vincula esta carta al enemigo que no tenga ya vinculado otro Halo Rojo."),
                       ("en", "Attach to the enemy without another Halo Rojo attached.")):
        (r,) = read(text, lang, names=Names.of(card="Halo Rojo"))
        assert r.unread == [] and r.effects == [{"verb": "attach", "target": _t(kind="enemy", no_copy_attached=True)}]


COPY_BOARD = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: uno, type: minion, play_area: p1}
  - {id: dos, type: minion, play_area: p1}
  - {id: halo1, name: Halo Rojo, type: upgrade, owner: p1, attached_to: uno}
  - {id: ev, name: NAME, type: event, owner: p1, zone: hand,
     abilities: [{header: Acción, effects: [{verb: stun, target: {select: a, kind: minion, no_copy_attached: true}}]}]}
questions:
  - {ask: targets, player: p1, card: ev}
"""


@pytest.mark.parametrize("name,expected", [("Halo rojo", ["dos"]), ("Otro Nombre", ["dos", "uno"])])
def test_the_engine_drops_a_card_with_a_copy_attached(rb, tmp_path, name, expected):
    from arbitro.engine.board import Board
    from arbitro.engine.questions import answer_question
    from arbitro.scenario import load_scenario

    f = tmp_path / "s.yaml"
    f.write_text(COPY_BOARD.replace("NAME", name), encoding="utf-8")
    scn = load_scenario(f)
    a = answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))
    assert sorted(a["answer"]) == expected


def test_with_a_card_of_a_kind_attached_and_this_scheme():
    assert_reads_to("Inflige 4 de daño a un enemigo que tenga vinculada una mejora.",
                    "Deal 4 damage to an enemy with an upgrade attached.",
                    [{"verb": "deal_damage", "amount": 4, "target": _t(kind="enemy", with_attached="upgrade")}])
    assert_reads_to("Derrota a un esbirro que no sea [[zorb]] y que tenga vinculada una mejora.",
                    "Defeat a non-[[zorb]] minion with an upgrade attached.",
                    [{"verb": "defeat", "target": _t(kind="minion", not_traits=["Zorb"], with_attached="upgrade")}])
    assert_reads_to("Retira 3 de amenaza de este plan.", "Remove 3 threat from this scheme.",
                    [{"verb": "remove_threat", "amount": 3, "target": {"select": "this"}}])
    assert_reads_to("Coloca 1 de amenaza en este plan.", "Place 1 threat on this scheme.",
                    [{"verb": "place_threat", "amount": 1, "target": {"select": "this"}}])


ATTACHED_BOARD = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: uno, type: minion, play_area: p1}
  - {id: mej, type: upgrade, owner: p1, attached_to: uno}
  - {id: acc, type: attachment, attached_to: malo}
  - {id: ev, type: event, owner: p1, zone: hand,
     abilities: [{header: Acción, effects: [{verb: stun, target: {select: a, kind: enemy, with_attached: KIND}}]}]}
questions:
  - {ask: targets, player: p1, card: ev}
"""


@pytest.mark.parametrize("kind,expected", [("upgrade", ["uno"]), ("attachment", ["malo"]), ("support", [])])
def test_the_engine_keeps_the_cards_with_that_kind_attached(tmp_path, kind, expected):
    from readerkit import ask_json

    (a,) = ask_json(tmp_path, ATTACHED_BOARD.replace("KIND", kind))
    assert sorted(a["answer"]) == expected


def test_the_highest_cost_is_read_and_the_engine_says_it_does_not_know_costs(rb, tmp_path):
    assert_reads_to("Descarta el apoyo o mejora con el coste más alto que controles.",
                    "Discard the highest-cost support or upgrade you control.",
                    [{"verb": "discard", "target": _t(kinds=["support", "upgrade"], most="cost", controller="you")}])
    assert_reads_to("Descarta la carta de menor coste que controles.", "Discard the lowest-cost card you control.",
                    [{"verb": "discard", "target": _t(kind="card", least="cost", controller="you")}])
    a = _targets(rb, tmp_path, "{select: a, kind: minion, most: cost}")
    assert sorted(a["answer"]) == ["dos", "tres", "uno"] and a.get("undetermined") is True


def test_a_trait_filter_before_either_or_leaves_the_or_to_the_choice():
    for lang, text in (("es", "Elige entre descartar un aliado con el rasgo [[zorb]] o bien sufrir 1 de daño."),
                       ("en", "Choose to either discard an ally with the [[zorb]] trait or take 1 damage.")):
        (r,) = read(text, lang)
        assert r.unread == [] and len(r.options) == 2, lang
        assert r.options[0]["effects"][0]["target"] == _t(kind="ally", traits=["Zorb"])


@pytest.mark.parametrize("text,target", [
    ("Deal 1 damage to each confused minion.", {"select": "each", "kind": "minion", "status": "confused"}),
    ("Stun an exhausted [[zorb]] ally.", _t(kind="ally", traits=["Zorb"], exhausted=True)),
])
def test_the_state_before_the_kind(text, target):
    (r,) = read(text, "en")
    assert r.unread == [] and r.effects[0]["target"] == target


def test_a_status_word_before_status_card_is_not_a_state_of_a_card():
    (r,) = read("Discard a stunned status card from your hero.", "en")
    assert not any(e.get("target", {}).get("status") for e in r.effects)


# «otro» / "another" after a card of that kind: other than that card, not the format's `other` (not this card)
@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Hero Action</b>: Deal 3 damage to an enemy. Deal 3 damage to another enemy."),
    ("es", "<b>Acción de Héroe</b>: inflige 3 de daño a un enemigo. Inflige 3 de daño a otro enemigo."),
    ("en", "<b>Hero Action</b>: Exhaust a [[Zorb]] character you control → ready another [[Zorb]] character you control."),
    ("en", "<b>Response</b>: After this ally thwarts, remove 2 threat from another scheme."),
    ("es", "<b>Respuesta</b>: después de que este aliado intervenga, quita 2 de amenaza de otro plan."),
])
def test_another_after_a_card_of_that_kind_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and r.unread[-1]["why"].code == "reader.no_antecedent"


def test_another_is_not_this_card_when_nothing_of_that_kind_came_before():
    for lang, text in (("en", "<b>Hero Action</b>: Draw 1 card. Heal 1 damage from another friendly character."),
                       ("es", "<b>Acción de Héroe</b>: roba 1 carta. Cura 1 de daño a otro personaje amigo.")):
        (r,) = read(text, lang)
        assert r.unread == [] and r.effects[-1]["target"]["other"] is True, lang
