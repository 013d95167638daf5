"""Issue 15, parity (session 8): one construct printed in other words in one language than in the other,
read to the structure the other language's wording already reads to (invented phrases, both languages,
the same effects), and near-misses that stay unread."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to

# (Spanish, English, the effects both read to)
CASES = [
    # "he gets" / «él recibe»: the card the sentence names before it
    ("<b>Cuando se muestre esta carta</b>: el villano te ataca. Si el villano es duro, él recibe +2 ATQ.",
     "<b>When Revealed</b>: The villain attacks you. If the villain is tough, he gets +2 ATK.",
     None),
    # "you win the game" / «ganas la partida»
    ("Si hay un esbirro en juego, ganas la partida.", "If there is a minion in play, you win the game.",
     [{"verb": "win_game"}]),
    # "put X counters here" / «coloca X contadores … sobre esta carta»
    ("<b>Acción</b>: coloca 2 contadores de ácido sobre esta carta.", "<b>Action</b>: Put 2 acid counters here.",
     None),
    # "the highest cost upgrade", "… with the lowest cost" / «con el coste más alto», «que tenga el coste más bajo»
    ("Descarta el accesorio con el coste más alto que controles.", "Discard the highest cost attachment you control.",
     [{"verb": "discard", "target": {"select": "a", "kind": "attachment", "controller": "you", "most": "cost"}}]),
    ("Descarta el apoyo que controles que tenga el coste más bajo.", "Discard the support you control with the lowest cost.",
     [{"verb": "discard", "target": {"select": "a", "kind": "support", "controller": "you", "least": "cost"}}]),
    # «elige 2 mejoras que controles y descártalas» / "choose and discard 2 upgrades you control"
    ("Elige 2 mejoras que controles y descártalas.", "Choose and discard 2 upgrades you control.",
     [{"verb": "discard", "target": {"select": "a", "count": 2, "kind": "upgrade", "controller": "you", "chosen": True}}]),
    # «coloca 1 contador de X sobre su carta» / "… on it"
    ("<b>Acción</b>: inflige 1 de daño a un enemigo y coloca 1 contador de ácido sobre su carta.",
     "<b>Action</b>: Deal 1 damage to an enemy and place 1 acid counter on it.", None),
    # «…; luego baraja …» / ", then shuffle …"
    ("<b>Acción</b>: roba 1 carta; luego baraja el mazo de encuentros.",
     "<b>Action</b>: Draw 1 card, then shuffle the encounter deck.", None),
    # «quita 2 contadores de X al villano» / "remove 2 X counters from the villain"
    ("<b>Acción</b>: quita 2 contadores de ácido al villano.", "<b>Action</b>: Remove 2 acid counters from the villain.",
     [{"verb": "remove_counters", "amount": 2, "counter": "ácido", "target": {"select": "a", "kind": "villain"}}]),
    # «que haya en el juego» / "in play"
    ("<b>Acción</b>: inflige 1 de daño a cada esbirro que haya en el juego.", "<b>Action</b>: Deal 1 damage to each minion in play.",
     None),
    # «… en vez de atacarte» / "… instead" (the attack the interrupt names is replaced)
    ("<b>Interrupción</b>: cuando un enemigo vaya a atacarte, descarta esta carta → ese enemigo ejecuta el plan en vez de atacarte.",
     "<b>Interrupt</b>: When an enemy would attack you, discard this card → that enemy schemes instead.",
     [{"verb": "activate", "target": {"select": "trigger", "kind": "enemy"}, "activation": "scheme"}]),
    # «un jugador de tu elección roba 1 carta» / "choose a player to draw 1 card"
    ("<b>Acción</b>: un jugador de tu elección roba 2 cartas.", "<b>Action</b>: Choose a player to draw 2 cards.",
     [{"verb": "draw", "amount": 2, "target": {"select": "a", "kind": "player"}}]),
    # «si esta activación es un ataque, éste gana …» / "…, that attack gains …"
    ("<b>Aumento</b>: si esta activación es un ataque, éste gana penetrante.",
     "<b>Boost</b>: If this activation is an attack, that attack gains piercing.",
     [{"verb": "gain_keyword", "keyword": "piercing", "attacks": True, "condition": {"fact": None}}]),
    # "this villain's attack gains …" / «los ataques de este villano ganan …»
    ("Los ataques de este villano ganan penetrante.", "This villain's attack gains piercing.",
     [{"verb": "gain_keyword", "keyword": "piercing", "target": {"select": "this"}, "attacks": True}]),
    # «cuando se muestre una carta de Perfidia, … esa carta de Perfidia»: the trigger's treachery ("that treachery")
    ("<b>Interrupción</b>: cuando se muestre una carta de Perfidia, descarta esta carta → anula los efectos de esa carta de Perfidia.",
     "<b>Interrupt</b>: When a treachery is revealed, discard this card → cancel the effects of that treachery.",
     [{"verb": "cancel", "target": {"select": "trigger", "kind": "treachery"}, "what": "effect"}]),
    # «se evita todo el daño de este ataque y se descarta esta carta» (impersonal «se») / "prevent … and discard this card"
    ("<b>Interrupción obligada</b>: cuando el villano vaya a sufrir daño, se evita todo el daño de este ataque y se descarta esta carta.",
     "<b>Forced Interrupt</b>: When the villain would take damage, prevent all damage from this attack and discard this card.",
     None),
    # "resolve each "…" ability on each …" / «resuelve la capacidad "…" de cada …»
    ('<b>Acción</b>: resuelve la capacidad "Cuando se muestre esta carta" de cada esbirro que haya en juego.',
     '<b>Action</b>: Resolve each "When Revealed" ability on each minion in play.',
     [{"verb": "resolve_ability", "target": {"select": "each", "kind": "minion"},
       "ability": {"card": "target", "ability": "when_revealed"}}]),
]


def _no_facts(effects):  # (a condition's words and a counter's name are each language's own)
    return [{k: ({"fact": None} if k == "condition" else v) for k, v in e.items() if k != "counter"} for e in effects]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_the_wording_of_one_language_reads_as_the_other(es, en, effects):
    a, b = read(es, "es"), read(en, "en")
    assert [r.unread for r in a] == [[]] and [r.unread for r in b] == [[]]
    assert _no_facts(a[0].effects) == _no_facts(b[0].effects)
    if effects is not None:
        assert _no_facts(a[0].effects) == _no_facts(effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>Action</b>: Put 2 acid tokens here."),                     # not counters
    ("es", "<b>Acción</b>: coloca 1 contador de ácido sobre su mazo."),   # «su mazo», not «su carta»
    ("es", "<b>Acción</b>: elige 2 mejoras que controles y descártalas del juego."),
])
def test_near_misses_stay_unread(lang, text):
    assert read(text, lang)[0].status != "full"


def test_a_double_sided_cards_name_with_its_sides_letter_is_read_without_it():
    """The Spanish data names both sides of a double-sided card «Zorbo A» / «Zorbo B»; the text prints «Zorbo»."""
    from arbitro.reader import Names

    names = Names.of("Garra Veloz", (), [("Fuerza Zorba A", "upgrade"), ("Fuerza Zorba B", "upgrade")])
    (r,) = read("<b>Acción</b>: coloca 1 contador de ácido sobre la Fuerza Zorba.", "es", names=names)
    assert r.status == "full"
    assert r.effects[0]["target"] == {"select": "a", "kind": "upgrade", "name": "Fuerza Zorba"}
    # one side alone, or a name whose letter is part of it ("Plan B": not a card named "Plan")
    assert "Fuerza Zorba" not in dict(Names.of("Garra Veloz", (), [("Fuerza Zorba A", "upgrade")]).others)
    assert Names.of("Plan B").card == ("Plan B",)
