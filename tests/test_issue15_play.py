"""Issue 15, play (session 7): other cards' abilities resolved or cancelled through a pronoun ("resolve its
"Special" ability", «anula su efecto de "Cuando se muestre esta carta"», "cancel that card's boost ability"),
read from invented phrases in both languages to the same effects; near-misses that must stay unread; and
what the engine answers for a cancel of one ability of a card."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_event_text, ask_json, assert_reads_to

TRIGGER_TREACHERY = {"select": "trigger", "kind": "treachery"}
TRIGGER_CARD = {"select": "trigger", "kind": "card"}


def _cancel(what, target, timing=None):
    out = {"verb": "cancel", "what": what, "target": target}
    if timing:
        out["ability"] = {"card": "target", "ability": timing}
    return out


CASES = [
    # «its» after a trigger whose subject is one card (a Spanish passive names it after its verb)
    ('<b>Interrupción</b>: cuando se muestre una traición, anula su efecto de "<b>Cuando se muestre esta carta</b>".',
     '<b>Interrupt</b>: When a treachery is revealed, cancel its "<b>When Revealed</b>" effects.',
     [_cancel("effect", TRIGGER_TREACHERY, "when_revealed")]),
    ('<b>Interrupción</b>: cuando se muestre una traición, anula los efectos de su enunciado "Cuando se muestre esta '
     'carta" y roba 1 carta.',
     '<b>Interrupt</b>: When a treachery card is revealed, cancel its "When Revealed" effects and draw 1 card.',
     [_cancel("effect", TRIGGER_TREACHERY, "when_revealed"), {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Interrupción obligada</b>: cuando se juegue un evento, anula sus efectos.",
     "<b>Forced Interrupt</b>: When an event is played, cancel its effects.",
     [_cancel("effect", {"select": "trigger", "kind": "event"})]),
    ("<b>Interrupción</b>: cuando se muestre una traición, anula todos sus efectos.",
     "<b>Interrupt</b>: When a treachery is revealed, cancel all of its effects.",
     [_cancel("effect", TRIGGER_TREACHERY)]),
    # «… and discard it»: the same card as the first pronoun's
    ("<b>Interrupción</b>: cuando se muestre una traición, anula todos sus efectos y descártala.",
     "<b>Interrupt</b>: When a treachery is revealed, cancel all of its effects and discard it.",
     [_cancel("effect", TRIGGER_TREACHERY), {"verb": "discard", "target": {"select": "same", "of": 1}}]),
    # "that card's" / «de esa carta»
    ("<b>Respuesta</b>: después de que se ponga boca arriba una carta de aumento, anula la capacidad de aumento de esa carta.",
     "<b>Response</b>: After a boost card is turned faceup, cancel that card's boost ability.",
     [_cancel("ability", TRIGGER_CARD, "boost")]),
    ('<b>Interrupción</b>: cuando se ponga boca arriba una carta de aumento, anula el efecto "Aumento" de esa carta.',
     '<b>Interrupt</b>: When a boost card is turned faceup, cancel that card\'s "Boost" effect.',
     [_cancel("effect", TRIGGER_CARD, "boost")]),
    # resolve its ability: the card chosen, or the card an earlier effect found
    ('<b>Acción</b>: elige un apoyo [[Zorb]] que controles y luego resuelve su capacidad "<b>Especial</b>".',
     '<b>Action</b>: Choose a [[Zorb]] support you control, then resolve its "<b>Special</b>" ability.',
     [{"verb": "resolve_ability", "target": {"select": "a", "kind": "support", "traits": ["Zorb"], "controller": "you",
                                             "chosen": True},
       "ability": {"card": "target", "ability": "special"}}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_an_ability_of_the_card_a_pronoun_names(es, en, effects):
    assert_reads_to(es, en, effects)


def test_resolve_that_cards_ability_after_a_discard_until():
    en = ('<b>When Revealed</b>: Discard cards from the top of the encounter deck until an environment is discarded. '
          'Resolve that card\'s "<b>When Revealed</b>" ability.')
    (r,) = read(en, "en")
    assert r.unread == []
    assert r.effects[1] == {"verb": "resolve_ability", "target": {"select": "that", "of": 1},
                            "ability": {"card": "target", "ability": "when_revealed"}}


@pytest.mark.parametrize("lang,text", [
    # «its» with an earlier target in the ability: the condition's card or that target? not known
    ("en", '<b>Action</b>: Deal 3 damage to an enemy. If Zorb Storm is in play, resolve its "Special" ability.'),
    ("es", '<b>Acción</b>: inflige 3 de Daño a un enemigo. Si está en juego Tormenta Zorb, resuelve su capacidad "Especial".'),
    # attached to a host and «its» ability: the card attached or its host?
    ("en", '<b>Boost</b>: Attach this card to the villain and resolve its "Special" ability.'),
    ("es", '<b>Aumento</b>: vincula esta carta al Villano y resuelve su capacidad "Especial".'),
    # a name that is no timing
    ("en", '<b>Interrupt</b>: When a treachery is revealed, cancel its "Zorb Blast" effects.'),
    # («When you reveal a treachery, cancel its … effects» reads: the treachery is the trigger's one card,
    # the player its subject; see tests/test_issue15_castellano.py)
    # a player card is no kind of its own card
    ("en", "<b>Interrupt</b>: When a player card is discarded, cancel its effects."),
])
def test_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: "TEXT"}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev}
"""




@pytest.mark.parametrize("text", [
    '<b>Hero Interrupt</b>: When a treachery is revealed, cancel its \\"<b>When Revealed</b>\\" effects.',
    "<b>Hero Response</b>: After a boost card is turned faceup, cancel that card's boost ability.",
])
def test_the_engine_loads_and_answers_a_cancel_of_an_ability(tmp_path, text):
    (a,) = ask_json(tmp_path, BOARD.replace("TEXT", text))
    assert a["answer"] in ("yes", "no", "undetermined"), a


# -- "return that event to your hand (from your discard pile)" / «devuelve ese Evento a tu mano»
def test_that_card_back_to_your_hand():
    es, en = (read("<b>Respuesta</b>: después de que juegues un Evento, agota esta carta → devuelve ese Evento a tu mano "
                   "desde tu pila de descartes.", "es"),
              read("<b>Response</b>: After you play an event, exhaust this card → return that event to your hand from "
                   "your discard pile.", "en"))
    for (r,) in (es, en):
        assert r.unread == []
        assert r.effects == [{"verb": "move", "to": "hand", "target": {"select": "trigger", "kind": "event"}, "from": "discard"}]


def test_no_zone_printed_no_from():
    (r,) = read("<b>Respuesta</b>: después de que juegues un Evento, agota esta carta → devuelve ese Evento a tu mano.", "es")
    assert r.unread == [] and "from" not in r.effects[0]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Response</b>: After you play an event, return that event to your hand after resolving its effects."),
    ("en", "<b>Action</b>: Return that event to your hand."),  # nothing names the event
])
def test_return_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- bullets printed as dashes: «— Agota …», "-Exhaust …" (never "-1 ATK")
@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: elige una opción:\n— Roba 1 carta.\n— Aturde a un esbirro."),
    ("en", "<b>Action</b>: Choose one:\n-Draw 1 card.\n-Stun a minion."),
])
def test_dash_bullets_are_options(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and len(r.options) == 2


# -- named forms: the side a form upgrade shows, not the identity's hero or alter-ego side
FORMS = [
    ("<b>Acción</b>: cambia a tu identidad de energía Zorb y roba 1 carta.",
     "<b>Action</b>: Change to Zorb energy form and draw 1 card.",
     [{"verb": "change_form", "form": "named", "form_kind": "energy", "form_name": "zorb"},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Interrupción obligada</b>: cuando ataques, cambia a tu identidad operativa de Zorb.",
     "<b>Forced Interrupt</b>: When you attack, change to Zorb suit form.",
     [{"verb": "change_form", "form": "named", "form_kind": "suit", "form_name": "zorb"}]),
    ("<b>Acción</b>: cambia de identidad de energía.",
     "<b>Action</b>: Change energy forms.",
     [{"verb": "change_form", "form": "named", "form_kind": "energy"}]),
    ("<b>Acción</b>: cambia tu identidad de energía dándole la vuelta a tu Mejora de identidad de energía.",
     "<b>Action</b>: Change energy form by flipping your energy form upgrade over.",
     [{"verb": "change_form", "form": "named", "form_kind": "energy"}]),
]


@pytest.mark.parametrize("es,en,effects", FORMS)
def test_a_named_form(es, en, effects):
    assert_reads_to(es, en, effects)


def test_a_named_form_of_two_words():
    (r,) = read("<b>Acción</b>: cambia a tu identidad de masa En fase.", "es")
    assert r.unread == [] and r.effects[0]["form_name"] == "en fase"


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Change your form."),  # (modes: change_other) not a named form
    ("en", "<b>Action</b>: Change mass form by flipping your suit form upgrade over."),  # two kinds
    ("es", "<b>Acción</b>: cambia a tu otra identidad de energía."),
])
def test_named_form_near_misses(lang, text):
    (r,) = read(text, lang)
    assert r.unread or r.effects[0].get("form") != "named"


FORM_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: "<b>Action</b>: Change to Zorb energy form."},
      {id: a2, text: "<b>Action</b>: Change energy forms."}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev, ability: ABILITY}
"""


@pytest.mark.parametrize("ability,answer", [("a1", "undetermined"), ("a2", "yes")])
def test_the_engine_does_not_know_which_named_form_shows(tmp_path, ability, answer):
    (a,) = ask_json(tmp_path, FORM_BOARD.replace("ABILITY", ability))
    assert a["answer"] == answer, a


# -- an option's own cost: «• Gasta un recurso [energy] → …» (the option's `cost`)
def test_an_options_own_cost():
    es = ("<b>Respuesta</b>: después de que juegues esta carta, elige una opción:\n• Gasta un recurso [energy] → inflige 2 de "
          "Daño a cada enemigo.\n• Roba 1 carta.")
    en = ("<b>Response</b>: After you play this card, choose:\n• Spend a [energy] resource → deal 2 damage to each enemy.\n"
          "• Draw 1 card.")
    from readerkit import read_both

    for r in read_both(es, en):
        assert r.options == [
            {"effects": [{"verb": "deal_damage", "amount": 2, "target": {"select": "each", "kind": "enemy"}}],
             "cost": [{"verb": "spend_resources", "amount": 1, "resource": "energy"}]},
            {"effects": [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]}]


def test_an_options_cost_after_shared_effects():
    (r,) = read("Puedes adoptar la identidad de tu Alter ego. Elige una opción:\n— Agota esta carta → retira del juego esta "
                "carta.\n— Quedas aturdido.", "es")
    assert r.unread == [] and r.effects == []
    assert r.options[0]["cost"] == [{"verb": "exhaust", "target": {"select": "this"}}]
    assert [e["verb"] for e in r.options[0]["effects"]] == ["change_form", "remove_from_game"]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Choose:\n• Draw 1 card. Exhaust this card → stun a minion.\n• Draw 2 cards."),  # not its first sentence
    ("en", "<b>Action</b>: Choose:\n• If you are stunned, exhaust this card → draw 1 card.\n• Draw 2 cards."),  # a condition
    ("en", "<b>Action</b>: Choose:\n• Exhaust it → draw 1 card.\n• Draw 2 cards."),  # a pronoun with nothing before it
])
def test_option_cost_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


OPTION_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, header: Action, options: [
      {cost: [{verb: spend_resources, amount: 1, resource: energy}], effects: [{verb: deal_damage, amount: 1,
       target: {select: each, kind: enemy}}]},
      {effects: [{verb: draw, amount: 1}]}]}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: ev}
"""


def test_the_engine_answers_an_option_with_a_cost(tmp_path):
    (a,) = ask_json(tmp_path, OPTION_BOARD)
    assert a["answer"] == "yes", a


# -- a card played by an effect: play (its cost paid, reduced by cost_reduction)
PLAY = [
    ("<b>Acción</b>: juega un evento desde tu mano, reduciendo en 2 su coste en recursos.",
     "<b>Action</b>: Play an event from your hand, reducing its resource cost by 2.",
     [{"verb": "play", "target": {"select": "a", "kind": "event", "zone": "hand", "controller": "you"}, "cost_reduction": 2}]),
    ("<b>Acción</b>: juega un aliado de tu mano.",
     "<b>Action</b>: Play an ally from your hand.",
     [{"verb": "play", "target": {"select": "a", "kind": "ally", "zone": "hand", "controller": "you"}}]),
    ("<b>Acción</b>: busca en tu mazo una mejora [[Zorb]] y juégala, reduciendo en 1 su coste en recursos.",
     "<b>Action</b>: Search your deck for a [[Zorb]] upgrade and play it, reducing its resource cost by 1.",
     [{"verb": "search", "zone": "deck", "for": {"select": "a", "kind": "upgrade", "traits": ["Zorb"]}},
      {"verb": "play", "target": {"select": "that", "of": 1}, "cost_reduction": 1}]),
]


@pytest.mark.parametrize("es,en,effects", PLAY)
def test_a_card_played_by_an_effect(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Play a card, reducing its resource cost by 1."),  # from no zone printed
    ("en", "<b>Action</b>: Play an ally from your hand, reducing its resource cost by X."),
    ("es", "<b>Acción</b>: juega un aliado de tu mano que tenga un rasgo en común con tu Héroe."),
])
def test_play_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread




@pytest.mark.parametrize("ally,answer", [
    ("  - {id: amigo, type: ally, owner: p1, zone: hand}", "yes"),
    ("  - {id: amigo, type: ally, owner: p1, zone: play}", "no"),
])
def test_the_engine_plays_a_card_from_the_hand(tmp_path, ally, answer):
    a = ask_event_text(tmp_path, "<b>Action</b>: Play an ally from your hand.", extra=ally)
    assert a["answer"] == answer, a


# -- «Attach to Red Grump. Otherwise, attach to the villain.»: otherwise, when that card is not in play
def test_otherwise_after_an_attach_to_a_named_card():
    from arbitro.reader import Names

    grump = {"select": "a", "kind": "minion", "name": "Red Grump"}
    for lang, text, name in (("es", "Vincula este accesorio a Red Grump. De no ser posible, vincula este accesorio al Villano.", "Red Grump"),
                             ("en", "Attach to Red Grump. Otherwise, attach to the villain.", "Red Grump")):
        (r,) = read(text, lang, names=Names.of(card="Zorb Spear", others=[(name, "minion")]))
        assert r.unread == [], lang
        assert r.effects == [{"verb": "attach", "target": grump, "condition": {"in_play": grump},
                              "otherwise": [{"verb": "attach", "target": {"select": "a", "kind": "villain"}}]}], lang


@pytest.mark.parametrize("text", [
    "Attach to the minion with the most hit points. Otherwise, attach to the villain.",  # no one card named
])  # "Draw 1 card. Otherwise, …": family flow reads it (the otherwise happens when the draw cannot be done)
def test_otherwise_after_another_effect_stays_unread(text):
    (r,) = read(text, "en")
    assert r.unread


ATTACH_BOARD = """schema: arbitro/v1
card_lang: en
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: malo, type: villain}
  - {id: lanza, type: upgrade, zone: hand, owner: p1, abilities: [{id: a1, header: Action, effects: [{verb: attach,
      target: {select: a, kind: minion, name: Red Grump}, condition: {in_play: {select: a, kind: minion, name: Red Grump}},
      otherwise: [{verb: attach, target: {select: a, kind: villain}}]}]}]}
questions:
  - {id: q, ask: can_initiate, player: p1, card: lanza}
"""


def test_the_engine_loads_an_attach_with_its_otherwise(tmp_path):
    (a,) = ask_json(tmp_path, ATTACH_BOARD)
    assert a["answer"] in ("yes", "no", "undetermined"), a


# -- an obligation given to a player: that player's identity's name in its later paragraphs names one side of their
# identity, theirs only while it shows that side (a form the format's your identity does not require): not read


@pytest.mark.parametrize("lang,text", [
    ("es", "<b><i>Dale esta carta al jugador que lleva a Zorba Grande.</i></b>\nPuedes adoptar la identidad de tu Alter ego. "
           "Elige una opción:\n— Agota a Zorba Grande → retira del juego esta carta.\n— Quedas aturdido. Descarta esta Obligación."),
    ("en", "<b><i>Give to the Zorba Grande player.</i></b>\nYou may flip to alter-ego form. Choose:\n• Exhaust Zorba Grande → "
           "remove this card from the game.\n• You are stunned. Discard this obligation."),
])
def test_the_given_players_identity_by_its_name(lang, text):
    given, r = read(text, lang)
    assert given.unread == [] and given.given_to == "Zorba Grande"
    assert r.status == "part"
    assert any("Zorba Grande" in u["words"] for u in r.unread)  # the option naming that side


def test_a_name_given_to_the_first_player_is_no_identity():
    rs = read("<b><i>Give to the first player.</i></b>\n<b>Action</b>: Exhaust Zorba Grande → draw 1 card.", "en")
    assert rs[1].unread


# -- the bare lines after «Elige una opción:» / "Choose one:": its options (no other ability after them)
@pytest.mark.parametrize("lang,text", [
    ("es", "<b>Acción</b>: elige una de las siguientes opciones:\nRoba 1 carta.\nAturde a un esbirro."),
    ("en", "<b>Action</b>: Choose one of the following:\nDraw 1 card.\nStun a minion."),
    ("en", "<b>When Revealed</b>: Choose:\nDraw 1 card.\nStun a minion."),
])
def test_bare_option_lines(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and len(r.options) == 2


def test_a_line_with_a_header_after_the_intro_is_its_own_ability():
    rs = read("<b>Action</b>: Choose:\nDraw 1 card.\n<b>Response</b>: After you play this card, stun a minion.", "en")
    assert len(rs) == 3 and rs[0].unread


# -- "choose a player to draw 1 card" / «elige un jugador para que robe 1 carta»
def test_a_chosen_player_draws():
    assert_reads_to("<b>Acción</b>: elige un jugador para que robe 1 carta.", "<b>Action</b>: Choose a player to draw 1 card.",
                    [{"verb": "draw", "amount": 1, "target": {"select": "a", "kind": "player"}}])


def test_a_chosen_enemy_does_not_draw():
    (r,) = read("<b>Action</b>: Choose an enemy to draw 1 card.", "en")
    assert r.unread


def test_the_engine_answers_a_chosen_player_drawing(tmp_path):
    a = ask_event_text(tmp_path, "<b>Action</b>: Choose a player to draw 1 card.")
    assert a["answer"] == "yes", a


# -- session 8: a card put into play "from your hand" after "into play"; the identity readied by its name
from arbitro.reader import Names  # noqa: E402

_ZORBA = Names.of(card="Zorba Kit", identity=["Zorba", "Zorb"], others=[("Quux", "ally")])
_YOURS = {"select": "a", "kind": "identity", "controller": "you"}


def _both(es, en):
    (r_es,), (r_en,) = read(es, "es", names=_ZORBA), read(en, "en", names=_ZORBA)
    assert r_es.status == r_en.status == "full", (r_es.unread, r_en.unread)
    assert r_es.effects == r_en.effects
    return r_en.effects


def test_put_into_play_from_your_hand_after_into_play():
    assert_reads_to("<b>Acción</b>: pon en juego un Aliado [[Zorb]] desde tu mano controlado por cualquier jugador.",
                    "<b>Action</b>: Put a [[Zorb]] ally into play from your hand under any player's control.",
                    [{"verb": "put_into_play", "target": {"select": "a", "kind": "ally", "traits": ["Zorb"], "zone": "hand",
                                                          "controller": "you"}, "under": "any_player"}])


def test_that_card_from_your_hand_is_not_read_here():
    (r,) = read("<b>Response</b>: After you discard an ally, put that ally into play from your hand.", "en")
    assert r.status != "full"


def test_the_identity_and_a_target_readied():
    assert _both("<b>Acción de Héroe</b>: prepara a Zorba y todas las Mejoras [[Zorb]] que controles.",
                 "<b>Hero Action</b>: Ready Zorba and each [[Zorb]] upgrade you control.") == [
        {"verb": "ready", "target": _YOURS},
        {"verb": "ready", "target": {"select": "each", "kind": "upgrade", "traits": ["Zorb"], "controller": "you"}}]


def test_the_identity_by_either_name_readied_once():
    assert _both("<b>Respuesta</b>: después de que un Esbirro entre en juego, prepara a Zorba o a Zorb.",
                 "<b>Response</b>: After a minion enters play, ready Zorba or Zorb.") == [{"verb": "ready", "target": _YOURS}]


def test_ready_the_identity_and_another_effect_keeps_its_reading():
    assert _both("<b>Acción de Héroe</b>: prepara a Zorba y roba 1 carta.",
                 "<b>Hero Action</b>: Ready Zorba and draw 1 card.") == [
        {"verb": "ready", "target": _YOURS}, {"verb": "draw", "amount": 1, "target": {"select": "you"}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Hero Action</b>: Ready Zorba or Quux."),  # another card's name: not the identity's two names
    ("es", "<b>Acción de Héroe</b>: prepara a Zorba o a Quux."),
])
def test_the_identity_or_another_card_is_not_read(lang, text):
    (r,) = read(text, lang, names=_ZORBA)
    assert r.status != "full"


def test_after_the_identity_ready_her():
    assert _both("<b>Respuesta</b>: después de que Zorba ataque y derrote a un enemigo, prepárala.",
                 "<b>Response</b>: After Zorba attacks and defeats an enemy, ready her.") == [{"verb": "ready", "target": _YOURS}]


def test_after_this_card_ready_him():
    assert _both("<b>Respuesta</b>: después de que Zorba Kit derrote un Plan secundario, prepáralo.",
                 "<b>Response</b>: After Zorba Kit defeats a side scheme, ready him.") == [
        {"verb": "ready", "target": {"select": "this"}}]


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Response</b>: After an enemy attacks, ready her."),  # no name first: the base's pronoun
    ("es", "<b>Respuesta</b>: después de que un enemigo ataque, prepáralo."),
    ("es", "<b>Respuesta</b>: después de que Zorba ataque, inflige 1 de daño a un enemigo y prepáralo."),  # not alone
])
def test_ready_her_without_the_identity_first_keeps_the_base_reading(lang, text):
    (r,) = read(text, lang, names=_ZORBA)
    assert {"select": "a", "kind": "identity", "controller": "you"} not in [e.get("target") for e in r.effects]
    assert {"select": "this"} not in [e.get("target") for e in r.effects]
