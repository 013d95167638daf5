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
    ("<b>Aumento</b>: después de que termine esta activación, muestra esta carta.",
     "<b>Boost</b>: After this activation ends, reveal this card.",
     [{"verb": "reveal", "target": {"select": "this"}, "delayed": {"when": "after_this_activation"}}]),
    ("<b>Interrupción obligada</b>: cuando el enemigo vinculado ataque, este ataque gana perforante. "
     "Al final de este ataque, descarta esta carta.",
     "<b>Forced Interrupt</b>: When attached enemy attacks, this attack gains piercing. "
     "At the end of this attack, discard this card.",
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


@pytest.mark.parametrize("es,en,effects", CASES)
def test_flow_reads_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


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
