"""Issue 15, encounter card phrasing (wt-e2): boost cards dealt to an enemy, "each player" /
"cada jugador" as the subject of a draw or of damage taken, and the Spanish forms the English
grammar already reads. Invented phrases, both languages, the same structure."""

from __future__ import annotations

import pytest

from arbitro.reader import read

VILLAIN = {"select": "a", "kind": "villain"}
EACH_PLAYER = {"select": "each", "kind": "player"}
YOUR_HERO = {"select": "a", "kind": "identity", "controller": "you"}

# (Spanish, English, the effects both read to)
CASES = [
    ("Aumento: dale al Villano 3 cartas de aumento adicionales para esta activación.",
     "Boost: Give the villain 3 additional boost cards for this activation.",
     [{"verb": "boost", "amount": 3, "target": VILLAIN, "duration": "this_activation"}]),
    ("Aumento: dale al Villano 2 cartas de aumento boca abajo.",
     "Boost: Give the villain 2 facedown boost cards.",
     [{"verb": "boost", "amount": 2, "target": VILLAIN}]),
    ("Aumento: dale otra carta de aumento al Villano.",  # (in a Boost, «este enemigo» is not read: test_reader_boost)
     "Boost: Give the villain another boost card.",
     [{"verb": "boost", "amount": 1, "target": VILLAIN}]),
    ("Respuesta obligada: después de que el villano ataque, dale al villano vinculado 1 carta de aumento.",
     "Forced Response: After the villain attacks, give attached villain 1 boost card.",
     [{"verb": "boost", "amount": 1, "target": {"select": "attached"}}]),  # «al villano vinculado»: attached
    ("Aumento: busca un Aliado en la pila de descartes del mazo de Encuentros y muéstralo.",
     "Boost: Search the encounter discard pile for an ally and reveal it.",
     [{"verb": "search", "zones": ["encounter_discard"], "for": {"select": "a", "kind": "ally"}},
      {"verb": "reveal", "target": {"select": "that", "of": 1}}]),
    ("Cuando se muestre esta carta: cada jugador roba 2 cartas.",
     "When Revealed: Each player draws 2 cards.",
     [{"verb": "draw", "amount": 2, "target": EACH_PLAYER}]),
    ("Cuando se muestre esta carta: cada jugador sufre 1 de daño indirecto.",
     "When Revealed: Each player takes 1 indirect damage.",
     [{"verb": "take_damage", "amount": 1, "indirect": True, "target": EACH_PLAYER}]),
    ("Cuando se muestre esta carta: dale al Villano una carta de Estado \"Duro\".",
     "When Revealed: Give the villain a tough status card.",
     [{"verb": "tough", "target": VILLAIN}]),
    ("Cuando se muestre esta carta: quita 1 de Amenaza del Plan principal.",
     "When Revealed: Remove 1 threat from the main scheme.",
     [{"verb": "remove_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}]),
    ("Cuando se muestre esta carta: inflige 1 de Daño a cada Superhéroe.",
     "When Revealed: Deal 1 damage to each identity.",
     [{"verb": "deal_damage", "amount": 1, "target": {"select": "each", "kind": "identity"}}]),
    ("Cuando se muestre esta carta: agota tu carta de Superhéroe y sufre 1 de Daño.",
     "When Revealed: Exhaust your hero and take 1 damage.",
     [{"verb": "exhaust", "target": YOUR_HERO}, {"verb": "take_damage", "amount": 1, "target": {"select": "you"}}]),
    ("Cuando se muestre esta carta: agota todos los Aliados que estén en juego.",
     "When Revealed: Exhaust each ally in play.",
     [{"verb": "exhaust", "target": {"select": "each", "kind": "ally"}}]),
    ("Aumento: vincula este accesorio a un Esbirro que esté enfrentado a ti.",
     "Boost: Attach this attachment to a minion engaged with you.",
     [{"verb": "attach", "target": {"select": "a", "kind": "minion", "engaged": True}}]),
    ("Cuando se muestre esta carta: descarta las 2 primeras cartas de la parte superior de tu mazo.",
     "When Revealed: Discard the top 2 cards of your deck.",
     [{"verb": "move", "amount": 2, "from": "deck_top", "to": "discard"}]),
]


@pytest.mark.parametrize("es, en, effects", CASES)
def test_both_languages_read_the_same(es, en, effects):
    a, b = read(es, "es")[0], read(en, "en")[0]
    if effects is None:
        assert a.unread
        return
    assert a.unread == [] and b.unread == [], (a.unread, b.unread)
    assert a.effects == effects and b.effects == effects


@pytest.mark.parametrize("lang, text", [
    ("es", "Aumento: dale al Villano una carta de Estado \"Confundido\"."),  # not the tough status
    ("es", "Aumento: dale al Villano 1 carta de aumento adicional esta ronda."),  # boost cards for a round
    ("en", "Boost: Give the villain 1 additional boost card this round."),
    ("es", "Cuando se muestre esta carta: dale al jugador inicial 1 carta de aumento."),  # not a player
    ("es", "Cuando se muestre esta carta: cada jugador en forma de Héroe sufre 1 de daño."),
])
def test_what_the_family_does_not_read_stays_unread(lang, text):
    assert read(text, lang)[0].unread


def test_each_player_draws_for_each_reads_a_per_amount():
    """Once "for each" amounts are read (sentence structure, wave 2), this reads fully, and right."""
    [r] = read("When Revealed: Each player draws 1 card for each minion in play.", "en")
    assert r.status == "full" and r.effects == [{"verb": "draw", "amount": {"per": {"select": "each", "kind": "minion"}, "times": 1},
                                                 "target": {"select": "each", "kind": "player"}}]
