"""Issue 15, family setup: schemes and encounter structure — what encounter cards print about their
schemes and the encounter deck (invented phrases, both languages, the same structure)."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import assert_reads_to

THIS = {"select": "this"}

# (Spanish, English, the effects both read to)
CASES = [
    # threat on / from the scheme whose ability it is
    ("<b>Respuesta obligada</b>: después de que un aliado sea derrotado, coloca 2 de Amenaza aquí.",
     "<b>Forced Response</b>: After an ally is defeated, place 2 threat here.",
     [{"verb": "place_threat", "amount": 2, "target": THIS}]),
    ("<b>Cuando se muestre esta carta</b>: coloca 1[per_hero] de Amenaza sobre este Plan.",
     "<b>When Revealed</b>: Place 1[per_hero] threat on this scheme.",
     [{"verb": "place_threat", "amount": 1, "per_hero": True, "target": THIS}]),
    ("<b>Acción de Héroe</b>: gasta un recurso [mental] → quita 2 de Amenaza de este Plan.",
     "<b>Hero Action</b>: Spend a [mental] resource → remove 2 threat from this scheme.",
     [{"verb": "remove_threat", "amount": 2, "target": THIS}]),
    ("<b>Especial</b>: coloca 1 de Amenaza adicional sobre este Plan.",
     "<b>Special</b>: Place 1 additional threat on this scheme.",
     [{"verb": "place_threat", "amount": 1, "target": THIS}]),
]


@pytest.mark.parametrize("es,en,effects", CASES)
def test_scheme_phrases_read_the_same_in_both_languages(es, en, effects):
    assert_reads_to(es, en, effects)


@pytest.mark.parametrize("lang,text", [
    ("en", "<b>When Revealed</b>: Place 2 threat there."),
    ("es", "<b>Cuando se muestre esta carta</b>: coloca 2 de Amenaza allí."),
    ("en", "<b>When Revealed</b>: Remove 2 threat from this scheme's twin."),
])
def test_near_misses_stay_unread(lang, text):
    rs = read(text, lang)
    assert any(r.unread for r in rs)
