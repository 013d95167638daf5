"""Issue 15, sentence structure (second pass): trait markup and acronyms in a sentence, coordinated
verbs on one target, a condition after the effect, pronouns, amounts "for each" / "equal to", and
selection phrases. All card text and names here are invented, in the style of printed cards."""

from __future__ import annotations

import pytest

from arbitro.reader import Names, read

DRAW1 = {"verb": "draw", "amount": 1, "target": {"select": "you"}}


def _one(text, lang, **kw):
    [r] = read(text, lang, **kw)
    return r


# -- 1. the sentence splitter ----------------------------------------------------------------------
@pytest.mark.parametrize("lang, text, fact", [
    ("en", "<b>Response</b>: After you play a [[X.Y.Z.]] support, draw 1 card.", "you play a [[x.y.z.]] support"),
    ("es", "<b>Respuesta</b>: después de que juegues un apoyo [[X.Y.Z.]], roba 1 carta.", "juegues un apoyo [[x.y.z.]]"),
    ("en", "<b>Response</b>: After you play A.B.C. Agent, draw 1 card.", "you play a.b.c. agent"),
    ("es", "<b>Respuesta</b>: después de que juegues a A.B.C. Agente, roba 1 carta.", "juegues a a.b.c. agente"),
])
def test_trait_markup_and_acronyms_in_a_fact_are_one_sentence(lang, text, fact):
    r = _one(text, lang)
    assert r.status == "full" and r.sentences == 1 and r.trigger == fact and r.effects == [DRAW1]


def test_a_period_inside_trait_markup_does_not_end_a_sentence():
    r = _one("<b>Action</b>: Exhaust a [[X.Y.Z. Q.]] card you control. Draw 1 card.", "en")
    assert r.sentences == 2 and r.status == "full"
    assert r.effects[0]["target"]["traits"] == ["X.Y.Z. Q."]


# -- 2. coordinated verbs ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Draw 1 card. Stun and confuse an enemy."),
    ("es", "<b>Acción</b>: roba 1 carta. Aturde y confunde a un enemigo."),
])
def test_two_verbs_on_one_chosen_target_share_it(lang, text):
    r = _one(text, lang)
    assert r.status == "full"
    assert r.effects == [DRAW1, {"verb": "stun", "target": {"select": "a", "kind": "enemy"}},
                         {"verb": "confuse", "target": {"select": "same", "of": 2}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Stun, confuse and exhaust each minion."),
    ("es", "<b>Acción</b>: aturde, confunde y agota a cada esbirro."),
])
def test_verbs_on_each_target_repeat_it(lang, text):
    r = _one(text, lang)
    each = {"select": "each", "kind": "minion"}
    assert r.effects == [{"verb": v, "target": each} for v in ("stun", "confuse", "exhaust")]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Deal 2 damage to and stun a minion."),
    ("es", "<b>Acción</b>: inflige 2 de daño y aturde a un esbirro."),
])
def test_damage_and_a_verb_on_one_target(lang, text):
    r = _one(text, lang)
    assert r.effects == [{"verb": "deal_damage", "amount": 2, "target": {"select": "a", "kind": "minion"}},
                         {"verb": "stun", "target": {"select": "same", "of": 1}}]


# -- 3. a condition after the effect -----------------------------------------------------------------
@pytest.mark.parametrize("lang, text, fact", [
    ("en", "<b>Action</b>: Stun and confuse an enemy if you control 2 [[Spy]] allies.", "you control 2 [[spy]] allies"),
    ("es", "<b>Acción</b>: aturde y confunde a un enemigo si controlas 2 aliados [[Espía]].", "controlas 2 aliados [[espía]]"),
])
def test_a_condition_after_the_effects_is_each_effects(lang, text, fact):
    r = _one(text, lang)
    assert r.status == "full"
    assert [e["condition"] for e in r.effects] == [{"fact": fact}] * 2


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Draw 1 card if you are in hero form or heal 2 damage from your hero if you are in alter-ego form."),
    ("es", "<b>Acción</b>: roba 1 carta si estás en forma de héroe o cura 2 de daño a tu héroe si estás en forma de alter ego."),
    ("en", "<b>Action</b>: Draw 1 card. Draw 2 cards if you are in hero form instead."),
])
def test_a_condition_whose_end_is_not_known_is_not_read(lang, text):
    r = _one(text, lang)
    assert r.status == "part" and r.unread


def test_que_este_en_juego_is_in_play():
    r = _one("<b>Acción</b>: aturde a cada esbirro que esté en juego.", "es")
    assert r.status == "full" and r.effects == [{"verb": "stun", "target": {"select": "each", "kind": "minion"}}]


# -- 5. amounts ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Remove 2 threat from a scheme for each [[Spy]] ally you control."),
    ("es", "<b>Acción</b>: quita 2 de amenaza de un plan por cada aliado [[Espía]] que controles."),
])
def test_for_each_counts_the_effects_amount(lang, text):
    r = _one(text, lang)
    assert r.status == "full"
    [e] = r.effects
    assert e["verb"] == "remove_threat" and e["target"] == {"select": "a", "kind": "scheme"}
    per = e["amount"]["per"]
    assert e["amount"]["times"] == 2 and per["select"] == "each" and per["kind"] == "ally"
    assert per["controller"] == "you" and len(per["traits"]) == 1


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Draw 2 cards for each minion engaged with you."),
    ("es", "<b>Acción</b>: roba 2 cartas por cada esbirro enfrentado contigo."),
])
def test_for_each_engaged_minion(lang, text):
    assert _one(text, lang).effects == [{"verb": "draw", "target": {"select": "you"}, "amount": {
        "per": {"select": "each", "kind": "minion", "engaged": True}, "times": 2}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Draw 1 card and remove 1 threat from a scheme for each minion in play."),  # which one counts?
    ("es", "<b>Acción</b>: roba 1 carta y quita 1 de amenaza de un plan por cada esbirro que haya en juego."),
    ("en", "<b>Action</b>: Your hero gains retaliate 1 for each minion in play."),
    ("en", "<b>Action</b>: Draw 1 card for each card discarded this way."),
])
def test_for_each_with_no_one_amount_or_a_count_the_format_lacks_is_not_read(lang, text):
    assert _one(text, lang).status != "full"


# -- 4. pronouns -------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Heal 2 damage from an ally and ready it."),
    ("es", "<b>Acción</b>: cura 2 de daño a un aliado y prepáralo."),
])
def test_it_is_the_one_card_targeted_before_it(lang, text):
    r = _one(text, lang)
    assert r.status == "full"
    assert r.effects == [{"verb": "heal", "amount": 2, "target": {"select": "a", "kind": "ally"}},
                         {"verb": "ready", "target": {"select": "same", "of": 1}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Response</b>: After a minion attacks you, deal 2 damage to that minion and stun it."),
    ("es", "<b>Respuesta</b>: después de que un esbirro te ataque, inflige 2 de daño a ese esbirro y atúrdelo."),
])
def test_it_after_that_x_is_that_x_again(lang, text):
    r = _one(text, lang)
    assert r.status == "full"
    assert [e["target"] for e in r.effects] == [{"select": "trigger", "kind": "minion"}, {"select": "that", "of": 1}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Draw 1 card and stun it."),  # nothing before it
    ("es", "<b>Acción</b>: roba 1 carta y atúrdelo."),
    ("en", "<b>Action</b>: Deal 1 damage to each minion and stun it."),  # not one card
    ("es", "<b>Acción</b>: inflige 1 de daño a cada esbirro y atúrdelo."),
    ("en", "<b>Action</b>: Ready an ally and a support and exhaust it."),
])
def test_it_with_no_one_card_before_it_is_not_read(lang, text):
    assert _one(text, lang).status != "full"


@pytest.mark.parametrize("text, effects", [
    ("<b>Acción</b>: quita 2 de amenaza del plan principal.",
     [{"verb": "remove_threat", "amount": 2, "target": {"select": "a", "kind": "main_scheme"}}]),
    ("<b>Acción</b>: agota esta carta y sufre 1 de daño indirecto → roba 1 carta.", [DRAW1]),
    ("<b>Acción</b>: agota a Mecha Inventada e inflígele 2 de daño → roba 1 carta.", [DRAW1]),
])
def test_spanish_del_plan_principal_imperative_sufre_and_e(text, effects):
    r = _one(text, "es", names=Names.of(card="Mecha Inventada"))
    assert r.status == "full" and r.effects == effects
    if "sufre" in text:
        assert r.cost[1] == {"verb": "take_damage", "amount": 1, "indirect": True, "target": {"select": "you"}}
    if "inflígele" in text:
        assert r.cost == [{"verb": "exhaust", "target": {"select": "this"}},
                          {"verb": "deal_damage", "amount": 2, "target": {"select": "this"}}]


# -- 6. selection phrases ------------------------------------------------------------------------------
@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Exhaust this card and choose an enemy → deal 2 damage to that enemy and stun it."),
    ("es", "<b>Acción</b>: agota esta carta y elige un enemigo → inflige 2 de daño a ese enemigo y atúrdelo."),
])
def test_a_choice_is_the_target_of_the_effect_on_what_is_chosen(lang, text):
    r = _one(text, lang)
    assert r.status == "full" and r.cost == [{"verb": "exhaust", "target": {"select": "this"}}]
    assert r.effects == [{"verb": "deal_damage", "amount": 2, "target": {"select": "a", "kind": "enemy", "chosen": True}},
                         {"verb": "stun", "target": {"select": "that", "of": 1}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Draw 1 card. Choose and discard 1 card from your hand."),
    ("es", "<b>Acción</b>: roba 1 carta. Elige 1 carta de tu mano y descártala."),
])
def test_choose_and_discard(lang, text):
    r = _one(text, lang)
    assert r.status == "full"
    assert r.effects == [DRAW1, {"verb": "discard", "target": {
        "select": "a", "kind": "card", "zone": "hand", "controller": "you", "chosen": True}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Choose a player."),  # nothing acts on the choice
    ("es", "<b>Acción</b>: elige un jugador."),
    ("en", "<b>Action</b>: If you are in hero form, choose an enemy. Deal 2 damage to that enemy."),
    ("es", "<b>Acción</b>: si estás en forma de héroe, elige un enemigo. Inflige 2 de daño a ese enemigo."),
])
def test_a_choice_nothing_acts_on_or_under_a_condition_is_not_read(lang, text):
    r = _one(text, lang)
    assert r.status != "full"
    assert any(u["why"].code == "reader.choice_unused" for u in r.unread)


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Forced Response</b>: After a minion enters play, deal 1 damage to it."),
    ("es", "<b>Respuesta obligada</b>: después de que un esbirro entre en juego, inflígele 1 de daño."),
])
def test_it_with_nothing_before_it_is_the_triggers_subject(lang, text):
    r = _one(text, lang)
    assert r.status == "full" and r.effects[0]["target"] == {"select": "trigger", "kind": "minion"}


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Response</b>: After Inventa Girl defeats a minion, ready it."),  # «it» is Inventa Girl
    ("es", "<b>Respuesta</b>: después de que Chica Inventada derrote a un esbirro, prepárala."),
    ("en", "<b>Response</b>: After a minion attacks your hero, exhaust it."),  # two cards in the trigger
    ("en", "<b>Action</b>: Stun a minion. Deal 1 damage to it."),  # across sentences: not tied
])
def test_it_not_the_triggers_subject_is_not_read(lang, text):
    assert _one(text, lang).status != "full"


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Interrupt</b>: When an ally you control attacks, it gets +2 ATK for that attack. After that attack resolves, discard that ally."),
    ("es", "<b>Interrupción</b>: cuando un aliado que controles ataque, recibe +2 atq para ese ataque. Después de que ese ataque se resuelva, descarta ese aliado."),
])
def test_a_second_trigger_in_a_later_sentence_is_not_the_abilitys(lang, text):
    r = _one(text, lang)
    assert r.status == "part" and ";" not in (r.trigger or "")


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Exhaust this card → choose a player. That player may draw 1 card. Each player draws 2 cards."),
    ("es", "<b>Acción</b>: agota esta carta → elige un jugador. Ese jugador puede robar 1 carta. Cada jugador roba 2 cartas."),
])
def test_a_player_draws(lang, text):
    r = _one(text, lang)
    assert r.status == "full"
    assert r.effects == [
        {"verb": "draw", "amount": 1, "optional": True, "target": {"select": "a", "kind": "player", "chosen": True}},
        {"verb": "draw", "amount": 2, "target": {"select": "each", "kind": "player"}}]


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Action</b>: Each ally draws 1 card."),
    ("es", "<b>Acción</b>: cada aliado roba 1 carta."),
])
def test_only_a_player_draws(lang, text):
    assert _one(text, lang).status != "full"


UNUS = Names.of(card="Unus Inventus")


@pytest.mark.parametrize("lang, text, verb", [
    ("en", "<b>Forced Response</b>: After Unus Inventus schemes, give him a tough status card.", "tough"),
    ("es", "<b>Respuesta obligada</b>: después de que Unus Inventus planee, dale una carta de estado de dureza.", "tough"),
    ("en", "<b>Response</b>: After Unus Inventus defends against an attack, heal 2 damage from him.", "heal"),
    ("es", "<b>Respuesta</b>: después de que Unus Inventus defienda contra un ataque, cúrale 2 de daño.", "heal"),
])
def test_him_her_it_after_the_cards_own_name_as_subject_is_this_card(lang, text, verb):
    r = _one(text, lang, names=UNUS)
    assert r.status == "full" and r.effects[0]["verb"] == verb and r.effects[0]["target"] == {"select": "this"}


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Forced Response</b>: After Unus Inventus attacks an ally, exhaust it."),  # the ally, perhaps
    ("es", "<b>Respuesta obligada</b>: después de que Unus Inventus ataque a un aliado, agótalo."),
    ("en", "<b>Forced Response</b>: After Unus Inventus schemes, give him a tough status card."),  # no names given
])
def test_a_pronoun_after_a_name_with_another_card_or_unknown_is_not_read(lang, text):
    names = None if "schemes" in text else UNUS
    assert _one(text, lang, names=names).status != "full"


@pytest.mark.parametrize("text, target", [
    ('<b>Acción</b>: dale al villano una carta de estado "Duro".', {"select": "a", "kind": "villain"}),
    ('<b>Acción</b>: dale una carta de estado "Duro" a un personaje que controles.', {"select": "a", "kind": "character", "controller": "you"}),
    ('<b>Respuesta obligada</b>: después de que un esbirro entre en juego, dale una carta de estado "Duro".',
     {"select": "trigger", "kind": "minion"}),
])
def test_spanish_tough_status_card_as_printed(text, target):
    r = _one(text, "es")
    assert r.status == "full" and r.effects == [{"verb": "tough", "target": target}]


ATT = {"select": "attached"}
YOURS = {"select": "a", "kind": "identity", "controller": "you"}


@pytest.mark.parametrize("es, en", [
    ("<b>Acción</b>: agota tu carta de superhéroe → cura 2 de daño al aliado vinculado.",
     "<b>Action</b>: Exhaust your identity → heal 2 damage from attached ally."),
    ("<b>Acción</b>: puedes aturdir a un esbirro que esté enfrentado a ti.",
     "<b>Action</b>: You may stun a minion engaged with you."),
    ("<b>Acción</b>: prepara un máximo de 3 personajes. Retira del juego esta carta.",
     "<b>Action</b>: Ready up to 3 characters. Remove this card from the game."),
    ("<b>Acción</b>: busca una carta de [[Plan]] en tu mazo y añádela a tu mano.",
     "<b>Action</b>: Search your deck for a [[Plan]] card and add it to your hand."),
    ("<b>Acción</b>: descarta una mejora de tu elección que controles.",
     "<b>Action</b>: Choose and discard an upgrade you control."),
    ("<b>Interrupción</b>: cuando tu héroe defienda contra un ataque, recibe +1 def para ese ataque.",
     "<b>Interrupt</b>: When your hero defends against an attack, it gets +1 DEF for that attack."),
])
def test_spanish_printings_read_as_the_english(es, en):
    [a], [b] = read(es, "es"), read(en, "en")
    assert a.status == b.status == "full"
    assert a.cost == b.cost
    norm = lambda effs: [{**e, "target": {k: v for k, v in e.get("target", {}).items() if k != "traits"}} for e in effs]  # noqa: E731
    assert norm(a.effects) == norm(b.effects)


@pytest.mark.parametrize("lang, text", [
    ("en", "<b>Response</b>: After an ally attacks a minion, stun that minion."),
    ("es", "<b>Respuesta</b>: después de que un aliado ataque a un esbirro, aturde a ese esbirro."),
    ("en", "<b>Response</b>: After a minion schemes, stun that minion."),  # «schemes»: the verb
])
def test_that_x_is_the_one_card_of_its_kind_in_the_trigger(lang, text):
    r = _one(text, lang)
    assert r.status == "full" and r.effects == [{"verb": "stun", "target": {"select": "trigger", "kind": "minion"}}]
