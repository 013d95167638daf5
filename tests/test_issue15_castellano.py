"""Issue 15, family castellano: Spanish printings of constructs the English grammar already reads (a
villain named by a trait after the kind, «ganas X», a boost card given with the clitic «dale», «todo X»,
«dale la vuelta», the nemesis reminder line): both printings read to the same structure (invented
phrases)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to

CASES = [
    ("Vincula esta carta al Villano [[Déspota]].", "Attach to the [[Despot]] villain.",
     None),
    ("<b>Respuesta</b>: después de que juegues esta carta, ganas Represalia 2 y Tesón.",
     "<b>Response</b>: After you play this card, you gain retaliate 2 and steady.",
     [{"verb": "gain_keyword", "keyword": "retaliate", "amount": 2, "target": {"select": "you"}},
      {"verb": "gain_keyword", "keyword": "steady", "target": {"select": "you"}}]),
    ("[star] <b>Interrupción obligada</b>: cuando el Villano ataque, dale 2 cartas de aumento para esta activación.",
     "[star] <b>Forced Interrupt</b>: When the villain attacks, give him 2 boost cards for this activation.",
     [{"verb": "boost", "amount": 2, "target": {"select": "trigger", "kind": "villain"}, "duration": "this_activation"}]),
    ("Todo Esbirro recibe +1 ATQ.", "Each minion gets +1 ATK.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 1, "target": {"select": "each", "kind": "minion"}}]),
    ("<b>Respuesta obligada</b>: después de que el Villano ataque, coloca 1 contador de Furia sobre esta carta y dale la vuelta.",
     "<b>Forced Response</b>: After the villain attacks, place 1 fury counter on this card and flip it.",
     [{"verb": "add_counters", "amount": 1, "target": {"select": "this"}},
      {"verb": "flip", "target": {"select": "this"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_spanish_and_english_printings_read_the_same(es, en, effects):
    (a,), (b,) = read(es, "es"), read(en, "en")
    assert a.unread == [] and b.unread == [], (a.unread, b.unread)
    def strip(effs):  # counter and trait names are printed in each language
        out = []
        for e in effs:
            e = {k: v for k, v in e.items() if k != "counter"}
            if "traits" in e.get("target", {}):
                e["target"] = {k: v for k, v in e["target"].items() if k != "traits"}
            out.append(e)
        return out
    assert strip(a.effects) == strip(b.effects)
    if effects is not None:
        assert strip(a.effects) == strip(effects)


def test_a_villain_named_by_its_trait_after_the_kind_keeps_the_trait():
    (r,) = read("Vincula esta carta al Villano [[Déspota]].", "es")
    assert r.effects == [{"verb": "attach", "target": {"select": "a", "kind": "villain", "traits": ["Déspota"]}}]


def test_the_nemesis_line_is_reminder_text_in_both_languages():
    for lang, text in (("es", "(Esbirro Archienemigo de Doctora Kraken.)"), ("en", "(Doctor Kraken's nemesis minion.)")):
        (r,) = read(text, lang)
        assert r.unread == [] and r.effects == []


@pytest.mark.parametrize("text", [
    "dale la vuelta.",  # no card before it, no trigger: whose card is not said
    "elige dos esbirros y dale la vuelta.",
    "ganas Represalia a ti.",
    "(Esbirro Archienemigo.)",  # whose nemesis is not said: not the reminder line
])
def test_near_misses_stay_unread(text):
    assert any(r.unread for r in read(text, "es"))


CASES2 = [
    ("Máximo 1 por jugador.", "Max 1 per player.", []),
    ("Este Villano no puede quedar aturdido.", "This villain cannot be stunned.",
     [{"verb": "prohibit", "restriction": "cannot_be_stunned", "target": {"select": "this"}}]),
    ("Este Villano no puede quedar confundido.", "This villain cannot be confused.",
     [{"verb": "prohibit", "restriction": "cannot_be_confused", "target": {"select": "this"}}]),
    ("Ningún Esbirro puede sufrir Daño.", "Each minion cannot take damage.",
     [{"verb": "prohibit", "restriction": "cannot_take_damage", "target": {"select": "each", "kind": "minion"}}]),
    ("<b>Respuesta</b>: después de que juegues esta carta, inflige 1 de daño a un enemigo y colócale encima 2 contadores.",
     "<b>Response</b>: After you play this card, deal 1 damage to an enemy and place 2 counters on it.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "enemy"}},
      {"verb": "add_counters", "amount": 2, "target": {"select": "same", "of": 1}}]),
    ("<b>Cuando se derrote esta carta</b>: coloca 2 contadores sobre el Villano [[Déspota]].",
     "<b>When Defeated</b>: Place 2 counters on the [[Despot]] villain.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES2)
def test_more_spanish_printings_read_as_the_english(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


def test_the_nemesis_line_with_del_and_the_period_outside():
    (r,) = read("(Esbirro Archienemigo del Doctor Kraken).", "es")
    assert r.unread == [] and r.effects == []


@pytest.mark.parametrize("text", [
    "Máximo 1 por ataque de tu mano.",
    "Ningún Esbirro sufre Daño.",  # no «puede»: not the prohibition
    "colócale encima 1 contador.",  # no card before it: whose card is not said
])
def test_more_near_misses_stay_unread(text):
    assert any(r.unread for r in read(text, "es"))


def test_a_condition_after_a_comma_is_the_condition_after_the_effect():
    for lang, text, fact in (("en", "Attach to the villain, if able.", "able"),
                             ("es", "Vincula esta carta al Villano, si es posible.", "es posible")):
        (r,) = read(text, lang)
        assert r.unread == []
        assert r.effects == [{"verb": "attach", "target": {"select": "a", "kind": "villain"}, "condition": {"fact": fact}}]
    (r,) = read("<b>Response</b>: After you play this card, if you are in hero form, draw 1 card.", "en")
    assert r.unread == [] and r.effects[0]["condition"] == {"fact": "you are in hero form"}  # a lead, as before


def test_temporary_is_a_keyword_in_both_languages():
    for lang, text in (("es", "Temporal. <i>(Descarta esta carta al final de la ronda.)</i>"), ("en", "Temporary.")):
        (r,) = read(text, lang)
        assert r.unread == [] and r.kind == "keyword" and r.keywords == [{"keyword": "temporary"}]


# -- session 7: Spanish parity (invented phrases in the cards' style)
CASES3 = [
    ("<b>Respuesta obligada</b>: después de resolver el paso 2 de la fase del Villano, coloca 1 contador de Retraso sobre esta carta.",
     "<b>Forced Response</b>: After resolving step 2 of the villain phase, place 1 lag counter here.",
     [{"verb": "add_counters", "amount": 1, "target": {"select": "this"}}]),
    ("<b>Respuesta obligada</b>: despues de que el Villano ataque, roba 1 carta.",
     "<b>Forced Response</b>: After the villain attacks, draw 1 card.", None),
    ("<b>Acción</b>: descarta a esta carta.", "<b>Action</b>: Discard this card.",
     [{"verb": "discard", "target": {"select": "this"}}]),
    ("<b>Acción</b>: muestra a esta carta.", "<b>Action</b>: Reveal this card.", None),
    ("<b>Acción</b>: inflige 3 puntos de Daño a un enemigo.", "<b>Action</b>: Deal 3 damage to an enemy.",
     [{"verb": "deal_damage", "amount": 3, "target": {"select": "a", "kind": "enemy"}}]),
    ("<b>Acción</b>: inflige 3 Daño a un enemigo.", "<b>Action</b>: Deal 3 damage to an enemy.", None),
    ("<b>Acción</b>: cura 2 Daño a tu Héroe.", "<b>Action</b>: Heal 2 damage from your hero.", None),
    ("<b>Acción</b>: quita 2 Amenaza de un Plan.", "<b>Action</b>: Remove 2 threat from a scheme.", None),
    ("<b>Cuando se muestre esta carta</b>: el Plan principal avanza a la etapa 3.",
     "<b>When Revealed</b>: Advance the main scheme to stage 3.", [{"verb": "advance", "stage": "3"}]),
    ("<b>Cuando se derrote esta carta</b>: el Plan avanza a la etapa 2B al final de la ronda.",
     "<b>When Defeated</b>: Advance the main scheme to stage 2B at the end of the round.", None),
    ("Cada Esbirro de los [[Bandidos]] gana Guardia.", "Each [[Bandit]] minion gains guard.", None),
    ("Cada Esbirro del [[Frente]] gana Guardia.", "Each [[Front]] minion gains guard.", None),
    ("<b>Acción</b>: roba 1 carta. (Límite una vez por fase.)", "<b>Action</b>: Draw 1 card. (Limit once per phase.)", None),
    ("<b>Acción</b>: roba 1 carta. (Límite de 1 vez por ronda.)", "<b>Action</b>: Draw 1 card. (Limit once per round.)", None),
    ("<b>Cuando se muestre esta carta (Héroe)</b>: el Villano te ataca. Dale al Villano 1 carta de aumento para esa activación.",
     "<b>When Revealed (Hero)</b>: The villain attacks you. Give the villain 1 boost card for that activation.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES3)
def test_spanish_parity_printings_read_as_the_english(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


def test_the_limits_read_as_the_english_limit():
    for text in ("<b>Acción</b>: roba 1 carta. (Límite una vez por fase.)", "<b>Acción</b>: roba 1 carta. (Límite de 2 vez por fase.)"):
        (r,) = read(text, "es")
        assert r.unread == [] and r.limit["per"] == "phase"


@pytest.mark.parametrize("text", [
    "Un plan secundario avanza a la etapa 2.",  # only the main scheme has stages
    "Esbirro avanza a la etapa 2.",
    "descarta a.",
    "inflige 3 daño.",  # to whom is not said
])
def test_parity_near_misses_stay_unread(text):
    assert any(r.unread for r in read(text, "es"))


CASES4 = [
    ("No podrá quitarse Amenaza del Plan principal.", "Threat cannot be removed from the main scheme.",
     [{"verb": "prohibit", "restriction": "cannot_remove_threat", "target": {"select": "a", "kind": "main_scheme"}}]),
    ("El Superhéroe vinculado no puede prepararse.", "Attached identity cannot ready.",
     [{"verb": "prohibit", "restriction": "cannot_ready", "target": {"select": "attached"}}]),
    ("El Esbirro vinculado no podrá prepararse.", "Attached minion cannot ready.", None),
    ("<b>Acción de Héroe</b>: ningún personaje [[Guardián]] que esté en juego podrá sufrir Daño hasta el final de la ronda.",
     "<b>Hero Action</b>: Each [[Guardian]] character in play cannot take damage until the end of the round.", None),
    ("[star] <b>Aumento</b>: elige entre robar 1 carta o bien que esta carta gane [boost][boost].",
     "[star] <b>Boost</b>: Choose: Either draw 1 card, or this card gains [boost][boost].", None),
    ("<b>Cuando se muestre esta carta</b>: elige entre sufrir 2 de Daño o que esta carta gane Oleada.",
     "<b>When Revealed</b>: Choose: Either take 2 damage, or this card gains surge.", None),
    ("<b>Interrupción obligada</b>: cuando juegues un Aliado, anula sus efectos y descártalo.",
     "<b>Forced Interrupt</b>: When you play an ally, cancel its effects and discard it.",
     [{"verb": "cancel", "target": {"select": "trigger", "kind": "ally"}, "what": "effect"},
      {"verb": "discard", "target": {"select": "same", "of": 1}}]),
    ("[star] <b>Aumento</b>: vincula este accesorio al enemigo que se está activando.",
     "[star] <b>Boost</b>: Attach this attachment to the activating enemy.",
     [{"verb": "attach", "target": {"select": "trigger", "kind": "enemy"}}]),
    ("<b>Acción</b>: inflige 1 de Daño a cada Esbirro que este enfrentado a ti.",
     "<b>Action</b>: Deal 1 damage to each minion engaged with you.", None),
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de Encuentros hasta que se descarte una carta de Perfidia.",
     "<b>When Revealed</b>: Discard cards from the encounter deck until a treachery is discarded.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES4)
def test_spanish_parity_printings_read_as_the_english_2(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


def test_a_quoted_name_is_the_name():
    from arbitro.reader import Names
    names = Names.of(card="Matón", others=[("Marea Nocturna", "side_scheme")])
    (r,) = read('<b>Cuando se muestre esta carta</b>: busca el Plan secundario "Marea Nocturna" en el mazo de Encuentros y muéstralo.',
                "es", names=names)
    assert r.unread == []
    assert r.effects[0]["for"] == {"select": "a", "kind": "side_scheme", "name": "Marea Nocturna"}
    (r,) = read('<b>Cuando se muestre esta carta</b>: busca el Esbirro "Marea Nocturna" en el mazo de Encuentros y muéstralo.',
                "es", names=names)
    assert r.unread  # the kind word is not the named card's kind


@pytest.mark.parametrize("text", [
    "anula sus efectos.",  # no card named before: whose effects is not said
    # «distinto»: different from the scheme named before (not "not this card", the format's `other`)
    "quita 2 de amenaza de un plan. luego, quita 2 de amenaza de otro plan distinto.",
    "<b>Acción</b>: quita 1 de amenaza de un plan y 1 de amenaza de un plan distinto.",
    "<b>Interrupción</b>: cuando juegues un Evento y un Apoyo, anula sus efectos.",  # two cards: which is not said
    "elige entre robar 1 carta o que esta carta gane represalia 1.",
    "se cura 1 de daño.",
])
def test_parity_near_misses_stay_unread_2(text):
    assert any(r.unread for r in read(text, "es"))


CASES5 = [
    ("<b>Acción</b>: quita 1 de Amenaza del Plan que tenga más Amenaza.",
     "<b>Action</b>: Remove 1 threat from the scheme with the most threat.",
     [{"verb": "remove_threat", "amount": 1, "target": {"select": "a", "kind": "scheme", "most": "threat"}}]),
    ("<b>Acción</b>: descarta el Apoyo de coste más alto que controles.",
     "<b>Action</b>: Discard the highest-cost support you control.", None),
    ("<b>Acción</b>: inflige 2 de Daño a un esbirro que esté aturdido.", "<b>Action</b>: Deal 2 damage to a stunned minion.", None),
    ("<b>Acción</b>: tu Héroe recibe +1 DEF en esta ronda.", "<b>Action</b>: Your hero gets +1 DEF this round.", None),
    ("<b>Recurso</b>: genera un recurso [energy] para un Evento de [[Zorb]] o [[Blip]].",
     "<b>Resource</b>: Generate an [energy] resource for a [[Zorb]] or [[Blip]] event.", None),
    ("<b>Interrupción</b>: cuando el Villano ataque, ese ataque inflige 1 de Daño adicionales.",
     "<b>Interrupt</b>: When the villain attacks, that attack deals 1 additional damage.", None),
    ("<b>Respuesta obligada</b>: después de que el Villano ataque, le das al Villano una carta de Estado \"Duro\".",
     "<b>Forced Response</b>: After the villain attacks, give the villain a tough status card.", None),
    ("<b>Cuando se derrote esta carta</b>: dale una carta de Encuentro al jugador inicial.",
     "<b>When Defeated</b>: Deal the first player an encounter card.", None),
    ("[star] <b>Aumento</b>: el jugador inicial coge 1 carta de Encuentro boca abajo.",
     "[star] <b>Boost</b>: Deal the first player 1 facedown encounter card.", None),
    ("<b>Acción</b>: retiras de la partida a esta carta.", "<b>Action</b>: Remove this card from the game.", None),
    ("<b>Interrupción</b>: cuando tu Héroe vaya a sufrir daño, evitas hasta 2 de ese Daño.",
     "<b>Interrupt</b>: When your hero would take damage, prevent up to 2 of that damage.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES5)
def test_spanish_parity_printings_read_as_the_english_3(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


def test_put_him_into_play_under_your_control():
    from arbitro.reader import Names
    names = Names.of(card="Zorra Gris")
    for lang, text in (("es", "<b>Respuesta</b>: después de que Zorra Gris se descarte de tu mazo, ponla en juego controlada por ti."),
                       ("en", "<b>Response</b>: After Zorra Gris is discarded from your deck, put her into play under your control.")):
        (r,) = read(text, lang, names=names)
        assert r.unread == [] and r.effects == [{"verb": "put_into_play", "target": {"select": "this"}, "under": "you"}], lang


@pytest.mark.parametrize("text", [
    "el jugador inicial coge 2 cartas de encuentro boca abajo.",
    "ponla en juego controlada por ti.",  # no card named before: whose is not said
])
def test_parity_near_misses_stay_unread_3(text):
    assert any(r.unread for r in read(text, "es"))


CASES6 = [
    ("<b>Respuesta obligada</b>: después de que entre en juego un Aliado, dale una carta de Estado \"Duro\".",
     "<b>Forced Response</b>: After an ally enters play, give it a tough status card.",
     [{"verb": "tough", "target": {"select": "trigger", "kind": "ally"}}]),
    ("<b>Interrupción obligada</b>: cuando se active un enemigo, dale 1 carta de aumento para esta activación.",
     "<b>Forced Interrupt</b>: When an enemy activates, give it 1 boost card for this activation.", None),
    ("<b>Interrupción obligada</b>: cuando se quite el último contador de esta carta, dale la vuelta.",
     "<b>Forced Interrupt</b>: When the last counter is removed from this card, flip this card.",
     [{"verb": "flip", "target": {"select": "this"}}]),
    ("<b>Respuesta obligada</b>: después de que esta carta entre en tu mano, descártala.",
     "<b>Forced Response</b>: After this card enters your hand, discard it.", [{"verb": "discard", "target": {"select": "this"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES6)
def test_the_pronoun_after_a_spanish_trigger(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


def test_a_form_change_is_no_card_in_the_trigger():
    from arbitro.reader import Names
    names = Names.of(card="Apócrifo")
    for lang, text in (("es", "<b>Respuesta obligada</b>: después de que Apócrifo cambie a esta identidad, se cura 2 de Daño."),
                       ("en", "<b>Forced Response</b>: After Apócrifo changes to this form, heal 2 damage from him.")):
        (r,) = read(text, lang, names=names)
        assert r.unread == [] and r.effects == [{"verb": "heal", "amount": 2, "target": {"select": "this"}}], lang


@pytest.mark.parametrize("text", [
    # the card words after «se …» are not its subject: «se coloque 1 contador sobre un esbirro»
    "<b>Respuesta obligada</b>: después de que se coloque 1 contador sobre un esbirro, dale una carta de Estado \"Duro\".",
    # two cards in the trigger: which one is not said
    "<b>Respuesta obligada</b>: después de que esta carta ataque a un esbirro, dale la vuelta.",
    "<b>Respuesta obligada</b>: después de que entre en juego un esbirro y un aliado, dale una carta de Estado \"Duro\".",
])
def test_pronoun_near_misses_stay_unread(text):
    assert any(r.unread for r in read(text, "es"))


CASES7 = [  # English printings of what the Spanish grammar read already
    ("<b>Interrupción obligada</b>: cuando juegues una Mejora, anula sus efectos y descártala.",
     "<b>Forced Interrupt</b>: When you play an upgrade, cancel its effects and discard it.", None),
    ("<b>Cuando se derrote esta carta</b>: descarta cartas del mazo de Encuentros hasta que se descarte una traición. "
     "Resuelve la capacidad \"<b>Cuando se muestre esta carta</b>\" de esa traición.",
     "<b>When Defeated</b>: Discard cards from the encounter deck until a treachery is discarded. "
     "Resolve that card's \"<b>When Revealed</b>\" ability.", None),
    ("<b>Cuando se muestre esta carta</b>: agota tu carta de Superhéroe.", "<b>When Revealed</b>: Exhaust your identity card.",
     [{"verb": "exhaust", "target": {"select": "a", "kind": "identity", "controller": "you"}}]),
    ("[star] <b>Aumento</b>: dale al Villano 3 cartas de aumento adicionales para esta activación.",
     "[star] <b>Boost</b>: Give the villain 3 additional boost cards this activation.", None),
    ("Cada Esbirro recibe +1 de ATA.", "Each minion gets +1 ATK.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES7)
def test_english_parity_printings_read_as_the_spanish(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


CASES8 = [
    ("<b>Acción</b>: agota esta carta, elige 1 carta de tu mano y descártala → roba 1 carta.",
     "<b>Action</b>: Exhaust this card, choose and discard 1 card from your hand → draw 1 card.", None),
    ("<b>Respuesta</b>: después de que entre en juego un Esbirro, quita 1 contador de Hielo del Muñeco de Nieve → aturde a ese Esbirro.",
     "<b>Response</b>: After a minion enters play, remove 1 ice counter from Muñeco de Nieve → stun that minion.", None),
    ("<b>Acción</b>: prepara un máximo de 2 personajes que tengan el rasgo [[Volador]].",
     "<b>Action</b>: Ready up to 2 [[Volador]] characters.", None),
    ("<b>Cuando se muestre esta carta</b>: descarta cartas del mazo de Encuentros hasta que se descarte una con el rasgo [[Zorb]]. Muestra esa carta.",
     "<b>When Revealed</b>: Discard cards from the encounter deck until a [[Zorb]] card is discarded. Reveal that card.", None),
    ("<b>Acción de Alter ego</b>: descarta de tu mano 1 carta con el rasgo [[Zorb]] → descarta esta carta.",
     "<b>Alter-Ego Action</b>: Discard 1 [[Zorb]] card from your hand → discard this card.", None),
    ("En modo Experto, el Villano también gana Tesón.", "In expert mode, the villain gains steady.", None),
    ("Todos los Accesorios [[Zorb]] ganan Oleada.", "Each [[Zorb]] attachment gains surge.", None),
    ("<b>Respuesta</b>: después de que juegues esta carta, gasta un recurso de [energy] → roba 1 carta.",
     "<b>Response</b>: After you play this card, spend a [energy] resource → draw 1 card.", None),
    ("<b>Acción</b>: roba 1 carta, y además aturde a un Esbirro.", "<b>Action</b>: Draw 1 card and stun a minion.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES8)
def test_spanish_parity_printings_read_as_the_english_4(es, en, effects):
    from arbitro.reader import Names
    (a,), (b,) = read(es, "es", names=Names.of(card="Muñeco de Nieve")), read(en, "en", names=Names.of(card="Muñeco de Nieve"))
    assert a.unread == [] and b.unread == [], (a.unread, b.unread)
    assert _no_names(a.effects + a.cost) == _no_names(b.effects + b.cost)


def _no_names(o):
    """The effects without the words each language prints its own way (counter and trait names, facts)."""
    if isinstance(o, dict):
        return {k: _no_names(v) for k, v in o.items() if k not in ("counter", "traits", "fact")}
    return [_no_names(x) for x in o] if isinstance(o, list) else o


@pytest.mark.parametrize("text", [
    "descarta de tu mano un esbirro.",  # a minion is no card in a hand
    "roba 1 carta y además.",
])
def test_parity_near_misses_stay_unread_4(text):
    assert any(r.unread for r in read(text, "es"))


CASES9 = [
    ("Vincula esta carta al Enemigo que tenga más Vida restante. Si no es posible, busca un Esbirro en el mazo de Encuentros, "
     "ponlo en juego enfrentado a ti y vincúlale esta carta.",
     "Attach to the enemy with the most remaining hit points. If you cannot, search the encounter deck for a minion, "
     "put it into play engaged with you, and attach this card to it.", None),
    ("Mientras tengas adoptada tu identidad de Héroe, ganas Represalia +2.", "While you are in hero form, you gain retaliate 2.", None),
    ("<b>Respuesta obligada</b>: después de que esta carta entre en tu mano, roba 1 carta. (Puedes descartar esta carta de tu mano "
     "al final de la fase de los Jugadores como cualquier otra carta.)",
     "<b>Forced Response</b>: After this card enters your hand, draw 1 card.", None),  # (its English reminder is word for word the printed one: not quoted)
]


@pytest.mark.parametrize("es,en,effects", CASES9)
def test_spanish_parity_printings_read_as_the_english_5(es, en, effects):
    ra, rb = read(es, "es"), read(en, "en")
    assert [r.unread for r in ra] == [[] for _ in ra] and [r.unread for r in rb] == [[] for _ in rb]
    assert _no_names([r.effects for r in ra]) == _no_names([r.effects for r in rb])


CASES10 = [  # English printings of what the Spanish grammar read already (2)
    ("<b>Acción de Alter ego</b>: descarta una carta al azar de tu mano → descarta esta carta.",
     "<b>Alter-Ego Action</b>: Discard a random card from your hand → discard this card.", None),
    ("[star] <b>Aumento</b>: aturde al personaje que controles que tenga la puntuación más baja de ATQ.",
     "[star] <b>Boost</b>: Stun the character you control with the lowest ATK value.", None),
    ("<b>Cuando se muestre esta carta</b>: elige entre gastar recursos [mental][mental] o sufrir 2 de Daño.",
     "<b>When Revealed</b>: Choose to either spend [mental][mental] or take 2 damage.", None),
    ("[star] <b>Interrupción obligada</b>: cuando el personaje vinculado ataque, dale una carta de Estado \"Duro\".",
     "[star] <b>Forced Interrupt</b>: When attached character attacks, give it a tough status card.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES10)
def test_english_parity_printings_read_as_the_spanish_2(es, en, effects):
    test_spanish_parity_printings_read_as_the_english_5(es, en, effects)


def test_a_different_enemy_is_not_read_as_another_than_this_card():
    # "up to 2 different enemies": two distinct enemies, not "other" (not the card whose ability it is)
    (r,) = read("<b>Action</b>: Deal 1 damage to up to 2 different enemies.", "en")
    assert r.unread


def test_a_sentence_printed_with_two_periods():
    (r,) = read("<b>Respuesta obligada</b>: después de que un Esbirro ataque, descarta esta carta..", "es")
    assert r.unread == [] and r.effects == [{"verb": "discard", "target": {"select": "this"}}]


CASES11 = [
    ("[star] <b>Aumento</b>: confunde al personaje que controles que tenga la puntacion más baja de INT.",
     "[star] <b>Boost</b>: Confuse the character you control with the lowest THW.", None),
    ("[star] <b>Aumento</b>: resuelve la capacidad \"<b>Cuando se muestre esta carta</b>\".",
     "[star] <b>Boost</b>: Resolve this card's \"<b>When Revealed</b>\" ability.",
     [{"verb": "resolve_ability", "ability": {"card": "this", "ability": "when_revealed"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES11)
def test_spanish_parity_printings_read_as_the_english_6(es, en, effects):
    test_spanish_and_english_printings_read_the_same(es, en, effects)


def test_a_quoted_name_that_is_no_timing_stays_unread():
    (r,) = read("[star] <b>Aumento</b>: resuelve la capacidad \"¡Emboscada!\".", "es")
    assert r.unread


def test_a_superhero_in_a_trigger_is_an_identity():
    (r,) = read("<b>Respuesta</b>: después de que un Superhéroe realice una recuperación básica, agota esta carta → "
                "prepara esa carta de Superhéroe.", "es")
    assert r.unread == [] and r.effects == [{"verb": "ready", "target": {"select": "trigger", "kind": "identity"}}]


def test_another_card_named_after_carta_de_and_its_kind():
    from arbitro.reader import Names
    names = Names.of(card="Gran Golpe", others=[("Calles Oscuras", "environment")])
    (r,) = read("<b>Preparación</b>: pon en juego la carta de Entorno Calles Oscuras.", "es", names=names)
    assert r.unread == [] and r.effects == [{"verb": "put_into_play",
                                             "target": {"select": "a", "kind": "environment", "name": "Calles Oscuras"}}]
    (r,) = read("<b>Preparación</b>: pon en juego la carta de Apoyo Calles Oscuras.", "es", names=names)
    assert r.unread  # the kind word is not the named card's kind


CASES12 = [  # English printings of what the Spanish grammar read already (3)
    ("<b>Cuando se muestre esta carta</b>: coloca 1 de Amenaza adicional sobre esta carta por cada personaje amigo que esté aturdido.",
     "<b>When Revealed</b>: Place 1 additional threat here for each stunned friendly character.",
     [{"verb": "place_threat", "amount": {"per": {"select": "each", "kind": "character", "friendly": True, "status": "stunned"},
                                          "times": 1}, "target": {"select": "this"}}]),
    ("[star] <b>Aumento</b>: si hay un esbirro en juego, roba 1 carta. De no ser así, aturde a un esbirro.",
     "[star] <b>Boost</b>: If there is a minion in play, draw 1 card. Otherwise stun a minion.", None),
]


@pytest.mark.parametrize("es,en,effects", CASES12)
def test_english_parity_printings_read_as_the_spanish_3(es, en, effects):
    test_spanish_parity_printings_read_as_the_english_5(es, en, effects)
