"""Issue 15, family icons2 (session 8): icons and parentheses: a limit each player counts apart, the removal of
threat that ignores the Crisis icon (and the "([crisis])" that restates it), the basic powers a parenthesis
restates (invented phrases, both languages, the same effects), near-misses that stay unread, and the engine's
answer for the new field."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_json, assert_reads_to, read_both


# -- "(Limit once per round per player.)" / «(Límite de una vez por ronda y jugador.)» -----------------------------
@pytest.mark.parametrize("es,en,limit", [
    ("<b>Acción</b>: roba 2 cartas. (Límite de una vez por fase y jugador.)",
     "<b>Action</b>: Draw 2 cards. (Limit once per phase per player.)", {"times": 1, "per": "phase", "each_player": True}),
    ("<b>Acción de Héroe</b>: inflige 2 de daño a un enemigo. (Límite de 2 veces por ronda y jugador.)",
     "<b>Hero Action</b>: Deal 2 damage to an enemy. (Limit twice per round per player.)",
     {"times": 2, "per": "round", "each_player": True}),
])
def test_a_limit_each_player_counts_apart(es, en, limit):
    for lang, r in zip(("es", "en"), read_both(es, en)):
        assert r.limit == limit, lang
        assert r.ability()["limit"] == limit


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Draw 2 cards. (Limit once per round per deck.)"),  # per round and per deck: not this
    ("es", "<b>Acción</b>: roba 2 cartas. (Límite de una vez por ronda y mazo.)"),
    ("en", "<b>Action</b>: Draw 2 cards. (Limit once per round per hero.)"),
])
def test_a_limit_per_period_and_per_something_else_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread and r.limit is None


# -- "…, ignoring the crisis icon ([crisis])" / «…, ignorando el icono de Crisis ([crisis])» -------------------------
MAIN = {"select": "a", "kind": "main_scheme"}


@pytest.mark.parametrize("es,en,effects", [
    ("<b>Acción de Héroe</b>: quita 3 de Amenaza del Plan principal, ignorando el icono de Crisis ([crisis]).",
     "<b>Hero Action</b>: Remove 3 threat from the main scheme, ignoring the crisis icon ([crisis]).",
     [{"verb": "remove_threat", "amount": 3, "target": MAIN, "ignore_crisis": True}]),
    ("<b>Acción</b>: quita 1 de Amenaza de un Plan, ignorando los iconos de Crisis que haya en juego. Roba 1 carta.",
     "<b>Action</b>: Remove 1 threat from a scheme, ignoring any crisis icons in play. Draw 1 card.",
     [{"verb": "remove_threat", "amount": 1, "target": {"select": "a", "kind": "scheme"}, "ignore_crisis": True},
      {"verb": "draw", "amount": 1, "target": {"select": "you"}}]),
    ("<b>Acción</b>: quita 4 de Amenaza de cada Plan, ignorando los iconos de Crisis ([crisis]) que haya en juego.",
     "<b>Action</b>: Remove 4 threat from each scheme, ignoring any crisis icons ([crisis]) in play.",
     [{"verb": "remove_threat", "amount": 4, "target": {"select": "each", "kind": "scheme"}, "ignore_crisis": True}]),
])
def test_a_removal_that_ignores_the_crisis_icon(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    # the patrol keyword is not something the format can ignore
    ("en", "<b>Action</b>: Remove 1 threat from a scheme, ignoring the patrol keyword and the crisis icon ([crisis])."),
    ("es", "<b>Acción</b>: quita 1 de Amenaza de un Plan, ignorando la palabra clave Patrulla y el icono de Crisis ([crisis])."),
    # damage is not stopped by a Crisis icon: not this construct
    ("en", "<b>Action</b>: Deal 1 damage to an enemy, ignoring the crisis icon."),
    # "([crisis])" with no words naming the icon it restates
    ("en", "<b>Action</b>: Remove 1 threat from a scheme ([crisis])."),
    ("es", "<b>Acción</b>: quita 1 de Amenaza de un Plan ([crisis])."),
])
def test_near_misses_of_the_crisis_icon_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_a_removal_that_ignores_the_crisis_icon_may_target_the_main_scheme(tmp_path):
    """The engine: a Crisis icon in play stops removing threat from the main scheme (objetivo.19.1), unless the
    removal ignores it."""
    board = ("schema: arbitro/v1\ncard_lang: en\nplayers: [{id: p1, form: hero}]\ncards:\n"
             "  - {id: yo, type: identity, owner: p1}\n  - {id: malo, type: villain}\n"
             "  - {id: plan, type: main_scheme, threat: 5}\n"
             "  - {id: lado, type: side_scheme, threat: 3, icons: [crisis]}\n"
             "  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: \"<b>Hero Action</b>: "
             "Remove 2 threat from the main scheme, ignoring the crisis icon ([crisis]).\"}]}\n"
             "  - {id: ev2, type: event, owner: p1, zone: hand, abilities: [{id: a1, text: \"<b>Hero Action</b>: "
             "Remove 2 threat from the main scheme.\"}]}\n"
             "questions:\n  - {id: q, ask: targets, player: p1, card: ev, ability: a1}\n"
             "  - {id: q2, ask: targets, player: p1, card: ev2, ability: a1}\n")
    ignoring, plain = ask_json(tmp_path, board)
    assert ignoring["answer"] == ["plan"], ignoring
    assert plain["answer"] != ["plan"], plain


# -- "(THW, ATK, or DEF)" / «(INT, ATQ o DEF)» after "basic powers": restated ----------------------------------------
def test_the_basic_powers_a_parenthesis_restates():
    es = "<b>Respuesta</b>: después de que uses uno de los atributos básicos de tu héroe (INT, ATQ o DEF), roba 2 cartas."
    en = "<b>Response</b>: After you use one of your hero's basic powers (THW, ATK, or DEF), draw 2 cards."
    assert_reads_to(es, en, [{"verb": "draw", "amount": 2, "target": {"select": "you"}}])


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Response</b>: After you use one of your hero's basic powers (THW or ATK), draw 2 cards."),
    ("es", "<b>Respuesta</b>: después de que uses uno de los atributos básicos de tu héroe (INT o ATQ), roba 2 cartas."),
])
def test_a_parenthesis_naming_other_powers_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


# -- "(N … instead if …)" / «(N … si …)» after an effect the reader's own «(N de daño si …)» does not take --------------
HAND_RANDOM = {"select": "a", "random": True, "kind": "card", "zone": "hand", "controller": "you"}


def _instead(eff: dict, fact: str, alt: dict) -> dict:
    return {**eff, "condition": {"fact": fact}, "instead": [alt]}


@pytest.mark.parametrize("es,en,expected", [
    # a random discard: more cards
    ("<b>Cuando se muestre esta carta</b>: descarta 1 carta de tu mano al azar (3 cartas al azar si el villano está agotado).",
     "<b>When Revealed</b>: Discard 1 random card from your hand (3 random cards instead if the villain is exhausted).",
     lambda fact: [_instead({"verb": "discard", "target": HAND_RANDOM}, fact,
                            {"verb": "discard", "target": {**HAND_RANDOM, "count": 3}})]),
    # the top cards of a deck: more cards; in expert mode
    ("<b>Cuando se muestre esta carta</b>: descarta las 3 primeras cartas de tu mazo (las 5 primeras cartas si el villano está agotado).",
     "<b>When Revealed</b>: Discard the top 3 cards of your deck (5 cards instead if the villain is exhausted).",
     lambda fact: [_instead({"verb": "move", "amount": 3, "from": "deck_top", "to": "discard"}, fact,
                            {"verb": "move", "amount": 5, "from": "deck_top", "to": "discard"})]),
    # counters of a kind: more of them
    ("<b>Acción</b>: coloca 1 contador de Zorb sobre esta carta (3 contadores de Zorb si el villano está agotado).",
     "<b>Action</b>: Place 1 zorb counter on this card (3 zorb counters instead if the villain is exhausted).",
     lambda fact: [_instead({"verb": "add_counters", "amount": 1, "counter": "zorb", "target": {"select": "this"}}, fact,
                            {"verb": "add_counters", "amount": 3, "counter": "zorb", "target": {"select": "this"}})]),
    # the lowest cost: the highest instead
    ("<b>Cuando se muestre esta carta</b>: descarta el Apoyo que controles que tenga el coste más bajo (el coste más alto si el villano está agotado).",
     "<b>When Revealed</b>: Discard the support you control with the lowest cost (highest cost instead if the villain is exhausted).",
     lambda fact: [_instead({"verb": "discard", "target": {"select": "a", "kind": "support", "controller": "you", "least": "cost"}},
                            fact, {"verb": "discard", "target": {"select": "a", "kind": "support", "controller": "you",
                                                                 "most": "cost"}})]),
    # damage moved: more of it (the reader's own «(N de daño si …)», on the tokens a move_tokens moves)
    ("<b>Acción</b>: traslada 1 de Daño desde tu Héroe hasta un enemigo (3 de Daño si el villano está agotado).",
     "<b>Action</b>: Move 1 damage from your hero to an enemy (3 damage instead if the villain is exhausted).",
     lambda fact: [_instead({"verb": "move_tokens", "tokens": "damage", "amount": 1,
                             "from_card": {"select": "a", "kind": "identity", "controller": "you"},
                             "target": {"select": "a", "kind": "enemy"}}, fact,
                            {"verb": "move_tokens", "tokens": "damage", "amount": 3,
                             "from_card": {"select": "a", "kind": "identity", "controller": "you"},
                             "target": {"select": "a", "kind": "enemy"}})]),
    # resources of one type: more of them
    ("<b>Recurso</b>: agota esta carta → genera un recurso [mental] ([mental] [mental] si el villano está agotado).",
     "<b>Resource</b>: Exhaust this card → generate a [mental] resource ([mental] [mental] resources instead if the villain is exhausted).",
     lambda fact: [_instead({"verb": "generate_resources", "amount": 1, "resource": "mental"}, fact,
                            {"verb": "generate_resources", "amount": 2, "resource": "mental"})]),
    # a discard from the hand: at random
    ("<b>Cuando se muestre esta carta</b>: descarta 1 carta desde tu mano (al azar si el villano está agotado).",
     "<b>When Revealed</b>: Discard 1 card from your hand (at random if the villain is exhausted).",
     lambda fact: [_instead({"verb": "discard", "target": {"select": "a", "kind": "card", "zone": "hand", "controller": "you"}},
                            fact, {"verb": "discard", "target": HAND_RANDOM})]),
])
def test_another_amount_in_parentheses(es, en, expected):
    for lang, r, fact in zip(("es", "en"), read_both(es, en), ("el villano está agotado", "the villain is exhausted")):
        assert r.effects == expected(fact), lang


def test_another_amount_in_expert_mode():
    es = "<b>Cuando se muestre esta carta</b>: descarta las 3 primeras cartas del mazo de Encuentros (las 4 primeras cartas en modo Experto)."
    en = "<b>When Revealed</b>: Discard the top 3 cards of the encounter deck (top 4 cards instead in expert mode)."
    plain = {"verb": "move", "amount": 3, "from": "encounter_deck", "to": "encounter_discard"}
    assert_reads_to(es, en, [_instead(plain, "expert_mode", {**plain, "amount": 4})])


@pytest.mark.parametrize("lang,text", [
    # the parenthesis ends another effect than the one it would change
    ("en", "<b>When Revealed</b>: Discard the top 3 cards of your deck and draw 1 card (5 cards instead if the villain is exhausted)."),
    ("es", "<b>Cuando se muestre esta carta</b>: descarta las 3 primeras cartas de tu mazo y roba 1 carta (las 5 primeras cartas si el villano está agotado)."),
    # counters of another kind
    ("en", "<b>Action</b>: Place 1 zorb counter on this card (3 acid counters instead if the villain is exhausted)."),
    # threat moved, damage named
    ("en", "<b>Action</b>: Move 1 threat from a side scheme to the main scheme (3 damage instead if the villain is exhausted)."),
    # the highest cost after the highest cost
    ("en", "<b>When Revealed</b>: Discard the support you control with the highest cost (highest cost instead if the villain is exhausted)."),
    # resources of another type
    ("en", "<b>Resource</b>: Exhaust this card → generate a [mental] resource ([wild] [wild] resources instead if the villain is exhausted)."),
    ("es", "<b>Recurso</b>: agota esta carta → genera un recurso [mental] ([energy] [energy] si el villano está agotado)."),
    # a discard at random already
    ("en", "<b>When Revealed</b>: Discard 1 random card from your hand (at random if the villain is exhausted)."),
    # a random discard of 2 already
    ("en", "<b>When Revealed</b>: Discard 2 random cards from your hand (3 random cards instead if the villain is exhausted)."),
])
def test_another_amount_near_misses_stay_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread
