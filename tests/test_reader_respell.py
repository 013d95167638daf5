"""Spanish typed without accents or «ñ» («dano», «heroe», «despues»), as a judge types on a keyboard
without them: each such word is read as the one word of the grammar it stands for, said in the
reading (``respelled``), in every answer about the ability (a warning) and by ``validate``."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from arbitro.app import app
from arbitro.reader import Names, read

ACCENTED = "Después de que juegues esta carta, inflige 2 de daño a un enemigo y cura 1 de daño a tu héroe."
TYPED = "Despues de que juegues esta carta, inflige 2 de dano a un enemigo y cura 1 de dano a tu heroe."


def test_words_typed_without_accents_read_as_the_accented_text():
    (good,), (typed,) = read(ACCENTED, "es"), read(TYPED, "es")
    assert typed.status == "full" and typed.effects == good.effects and typed.trigger is not None
    assert good.respelled == []
    assert [(x["words"], x["read_as"]) for x in typed.respelled] == [
        ("Despues", "después"), ("dano", "daño"), ("dano", "daño"), ("heroe", "héroe")]
    for x in typed.respelled:  # positions index the text as given
        assert TYPED[x["start"]: x["end"]] == x["words"]


def test_the_same_text_without_the_respelling_is_not_read(monkeypatch):
    import arbitro.reader as reader

    (r,) = read("Inflige 2 de dano a un enemigo.", "es")
    assert r.status == "full" and r.respelled[0]["read_as"] == "daño"
    monkeypatch.setattr(reader, "_accented", lambda lang: {})  # the grammar alone does not take «dano»
    (r,) = read("Inflige 2 de dano a un enemigo.", "es")
    assert r.status != "full" and r.respelled == []


def test_a_word_of_the_grammar_or_two_candidates_is_taken_as_typed():
    # «esta» is a word of the grammar (and folds like «está»): never changed; an accent typed is kept
    (r,) = read("Roba 1 carta por cada carta que esta en tu mano.", "es")
    assert all(x["words"] != "esta" for x in r.respelled)
    (r,) = read("Inflige 2 de dáno a un enemigo.", "es")  # an accent of its own: as typed, unread
    assert r.respelled == [] and r.status != "full"


def test_english_is_never_respelled():
    (r,) = read("Deal 2 dano to an enemy.", "en")
    assert r.respelled == [] and r.status != "full"


def test_a_card_name_is_a_name_not_a_respelled_word():
    names = Names.of(card=["Heroe Veloz"])
    (r,) = read("Agota a Heroe Veloz e inflige 1 de dano a un enemigo.", "es", names=names)
    assert [x["words"] for x in r.respelled] == ["dano"]


SCENARIO = """schema: arbitro/v1
players: [{id: p1, form: hero}]
cards:
  - {id: yo, type: identity, owner: p1, damage: 3}
  - id: curita
    type: event
    owner: p1
    zone: hand
    abilities:
      - {id: a1, header: Acción de Héroe, text: "Roba 1 carta y cura 2 de dano a tu heroe."}
questions:
  - {id: q1, ask: can_initiate, card: curita, ability: a1, player: p1, expect: {answer: "yes"}}
"""


def test_answers_and_validate_say_what_was_respelled(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text(SCENARIO, encoding="utf-8")
    runner = CliRunner()
    res = runner.invoke(app, ["ask", str(f), "--json", "--lang", "en"])
    assert res.exit_code == 0, res.output
    (a,) = json.loads(res.output)
    assert a["answer"] == "yes"
    assert any("'dano'" in w and "'daño'" in w for w in a["warnings"])
    assert any("'heroe'" in w and "'héroe'" in w for w in a["warnings"])
    res = runner.invoke(app, ["validate", str(f)])
    assert res.exit_code == 0, res.output
    assert "«dano» se lee como «daño»" in res.output and ":10:" in res.output
    res = runner.invoke(app, ["read", "Roba 1 carta y cura 2 de dano a tu heroe.", "--json"])
    assert res.exit_code == 0
    assert [x["read_as"] for x in json.loads(res.output)["respelled"]] == ["daño", "héroe"]
    res = runner.invoke(app, ["read", "Roba 1 carta y cura 2 de dano a tu heroe."])
    assert "# «dano» leído como «daño» (escrito sin tilde o sin «ñ») [25:29]" in res.output
