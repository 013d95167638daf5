"""Issue 15, cards named in the text: the other cards of a card's own set, named in its text, read
as a target with the ``name`` filter (invented cards and phrases, both languages)."""

import pytest

from arbitro.cards.text import names_for
from arbitro.reader import Names, read
from arbitro.scenario.cards import names_arg

EN = Names.of("Grim Harbor", others=[("Red Grump", "minion"), ("Night Tide", "side_scheme"), ("Tide Engine", "attachment"),
                                     ("Ward", "upgrade"), ("Stun", "minion"), ("Krul", "minion"), ("Echo Twin", "minion"), ("Echo Twin", "treachery"),
                                     ("Captain Grim", "hero"), ("Lord Vex", "villain")])
ES = Names.of("Puerto Sombrío", others=[("Gruñón Rojo", "minion"), ("Marea Nocturna", "side_scheme"),
                                        ("Motor de Marea", "attachment"), ("Guardia", "minion"), ("Vex", "villain")])


def _one(text, lang):
    [r] = read(text, lang, names=EN if lang == "en" else ES)
    return r


def named(kind, name):
    return {"select": "a", "kind": kind, "name": name}


@pytest.mark.parametrize("en, es, effects", [
    ("Attach to Lord Vex.", "Vincula esta carta a Vex.", [{"verb": "attach", "target": named("villain", "Lord Vex")}]),
    ("Place 2 threat on Night Tide.", "Coloca 2 de amenaza sobre la Marea Nocturna.",
     [{"verb": "place_threat", "amount": 2, "target": named("side_scheme", "Night Tide")}]),
    ("Red Grump gets +1 ATK.", "Gruñón Rojo recibe +1 ATQ.",
     [{"verb": "modify_stat", "stat": "atk", "amount": 1, "target": named("minion", "Red Grump")}]),
])
def test_a_named_card_of_the_set_is_a_target(en, es, effects):
    """(es: "Vex" is a villain's one-word name, read; "la" before a name is not part of it)"""
    a, b = _one(en, "en"), _one(es, "es")
    assert a.status == "full" and b.status == "full"
    for r, lang in ((a, "en"), (b, "es")):
        want = [dict(e, target=dict(e["target"], name={"Lord Vex": "Vex", "Night Tide": "Marea Nocturna",
                                                       "Red Grump": "Gruñón Rojo"}[e["target"]["name"]]))
                for e in effects] if lang == "es" else effects
        assert r.effects == want


@pytest.mark.parametrize("lang, text, name", [
    ("en", "<b>When Revealed</b>: Search the encounter deck and discard pile for Tide Engine and reveal it.", "Tide Engine"),
    ("es", "<b>Cuando se muestre esta carta</b>: busca Motor de Marea en el mazo de Encuentros y en su pila de descartes "
           "y muéstralo.", "Motor de Marea"),
])
def test_search_for_a_named_card(lang, text, name):
    r = _one(text, lang)
    assert r.status == "full"
    assert r.effects[0]["for"] == named("attachment", name)


@pytest.mark.parametrize("lang, text", [
    ("en", "Attach to Echo Twin."),     # two kinds of card of the set share the name
    ("en", "Attach to Captain Grim."),  # an identity's name is no kind a target takes here
    ("en", "Attach to Ward."),          # a one-word name of what is no character (may be a common word)
    ("en", "Attach to Stun."),          # a one-word name that is a word of the grammar
    ("es", "Vincula esta carta a Guardia."),
    ("en", "Attach to Bold Stranger."), # not a card of the set
])
def test_a_name_that_may_mean_something_else_stays_unread(lang, text):
    assert _one(text, lang).status != "full"


def test_names_of_keeps_only_the_names_it_can_read():
    assert EN.others == (("Krul", "minion"), ("Lord Vex", "villain"), ("Night Tide", "side_scheme"),
                         ("Red Grump", "minion"), ("Stun", "minion"), ("Tide Engine", "attachment"))
    assert Names.of("Red Grump", others=[("Red Grump", "minion")]).others == ()  # its own name is "this card"
    assert hash(EN) == hash(Names.of("Grim Harbor", others=[("Krul", "minion"), ("Stun", "minion"), ("Red Grump", "minion"), ("Night Tide", "side_scheme"),
                                                            ("Tide Engine", "attachment"), ("Lord Vex", "villain")]))


def test_names_for_gives_the_sets_other_cards_and_the_key_round_trips():
    members = [("villain", "Lord Vex"), ("minion", "Red Grump"), ("treachery", "Grim Harbor")]
    names = names_for("Grim Harbor", "encounter", members)
    assert names.others == (("Lord Vex", "villain"), ("Red Grump", "minion"))
    plain = names_arg(names)
    assert plain["others"] == [["Lord Vex", "villain"], ["Red Grump", "minion"]]
    from arbitro.scenario.cards import _read_ability

    a = _read_ability("Attach to Lord Vex.", "en", names=plain)
    b = _read_ability("Attach to Lord Vex.", "en", names=names)
    assert a == b and a["effects"] == [{"verb": "attach", "target": named("villain", "Lord Vex")}]


def test_a_condition_keeps_the_printed_name():
    r = _one("<b>When Revealed</b>: Place 1 threat on the main scheme (2 threat instead if Red Grump is in play).", "en")
    assert r.effects[0]["condition"] == {"fact": "red grump is in play"}


SCENARIO = """schema: arbitro/v1
players: [{id: p1}]
cards:
  - {id: yo, type: identity, owner: p1}
  - {id: vex, name: Lord Vex, type: villain}
  - {id: grump, name: Gruñón Rojo, type: minion, play_area: p1}
  - {id: otro, name: Matón Gris, type: minion, play_area: p1}
  - {id: cadena, name: Cadena Fría, type: event, owner: p1, zone: hand,
     abilities: [{header: Acción, text: "Aturde a Gruñón Rojo.",
                  effects: [{verb: stun, target: {select: a, kind: minion, name: GRUNON ROJO}}]}]}
questions:
  - {ask: targets, player: p1, card: cadena}
  - {ask: can_initiate, player: p1, card: cadena, events: [{leave_play: {card: grump, to: discard}}]}
"""


def test_the_engine_answers_a_target_question_with_a_name_filter(rb, tmp_path):
    from arbitro.engine.board import Board
    from arbitro.engine.questions import answer_question
    from arbitro.scenario import load_scenario

    f = tmp_path / "s.yaml"
    f.write_text(SCENARIO, encoding="utf-8")
    scn = load_scenario(f)
    a = answer_question(rb, scn, scn.questions[0], Board.from_scenario(scn), path=str(f))
    assert a["answer"] == ["grump"]  # matched ignoring case and accents; the other minion is not so named
    b = answer_question(rb, scn, scn.questions[1], Board.from_scenario(scn), path=str(f))
    assert b["answer"] == "no"


def test_a_name_printed_with_other_capitals_after_its_first_letter_is_read():
    r = _one("<b>Cuando se muestre esta carta</b>: busca Motor de marea en el mazo de Encuentros y muéstralo.", "es")
    assert r.status == "full" and r.effects[0]["for"] == named("attachment", "Motor de Marea")
    assert _one("Attach to red Grump.", "en").status != "full"  # its first letter as printed: a name, not a word


def test_a_one_word_character_name_is_read():
    assert _one("Attach to Krul.", "en").effects == [{"verb": "attach", "target": named("minion", "Krul")}]


@pytest.mark.parametrize("en, es", [
    ("<b>When Revealed</b>: Search the encounter deck and discard pile for the Night Tide side scheme and reveal it.",
     "<b>Cuando se muestre esta carta</b>: busca el plan secundario Marea Nocturna en el mazo de Encuentros y en su "
     "pila de descartes y muéstralo."),
    ("Put the Night Tide side scheme into play.", "Pon en juego el plan secundario Marea Nocturna."),
])
def test_the_name_with_its_kind_word(en, es):
    a, b = _one(en, "en"), _one(es, "es")
    assert a.status == b.status == "full"
    first = lambda r: r.effects[0].get("for") or r.effects[0]["target"]  # noqa: E731
    assert first(a) == named("side_scheme", "Night Tide") and first(b) == named("side_scheme", "Marea Nocturna")


@pytest.mark.parametrize("lang, text", [
    ("en", "Attach to the Red Grump side scheme."),  # the kind word is not the named card's kind
    ("es", "Vincula esta carta al plan secundario Gruñón Rojo."),
])
def test_a_kind_word_that_is_not_the_named_cards_kind_stays_unread(lang, text):
    assert _one(text, lang).status != "full"


def test_a_found_card_inside_otherwise_is_numbered_in_the_branch():
    """(session 8, family deckops: was left unread) the branch's own search and the card it finds: the reveal names the
    search by its place in the otherwise list (the format's ``of`` counts the list it is in)."""
    r = _one("<b>When Revealed</b>: If Night Tide is in play, this card gains surge. Otherwise, search the encounter "
             "deck for the Night Tide side scheme and reveal it.", "en")
    assert r.status == "full"
    assert [e["verb"] for e in r.effects[0]["otherwise"]] == ["search", "reveal"]
    assert r.effects[0]["otherwise"][1]["target"] == {"select": "that", "of": 1}
