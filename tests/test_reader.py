"""The text reader (arbitro.reader): grammar examples, both languages, honest unread, the command.
All card text here is invented, in the style of printed cards."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import yaml

from arbitro.reader import examples, parser, read

FACTS = {"juegues esta carta": "F", "you play this card": "F", "se muestre una traición": "F", "a treachery is revealed": "F",  # wt-i2
         "hay un esbirro en juego": "F",
         "there is a minion in play": "F", "el héroe sea atacado": "F", "your hero is attacked": "F",
         "tu héroe está preparado": "F", "your hero is ready": "F",
         "tu identidad de héroe es [[gigante]]": "G", "you are in [[giant]] hero form": "G",  # family modes
         "tu identidad de héroe es [[diminuto]]": "D", "you are in [[tiny]] hero form": "D"}
FACTS.update({"esta activación es un ataque": "F", "this activation is an attack": "F",  # family flow
              "el villano ataque": "F", "the villain attacks": "F"})
# family amounts: a trigger naming an amount (trigger_amount)
FACTS.update({"este villano sufra cualquier cantidad de daño": "F", "this villain takes any amount of damage": "F"})
# family castellano: «después de» + infinitive (trigger_inf)
FACTS.update({"resolver el paso 1 de la fase del villano": "F", "resolving step 1 of the villain phase": "F",
              "el aliado sea descartado": "F", "the ally is discarded": "F"})
# family board: «si esta carta aún sigue en juego» (board_still)
FACTS.update({"esta carta aún sigue en juego": "F", "this card is still in play": "F",
              "este aliado continúa en juego": "F", "this ally is still in play": "F"})
# family parity: an attack an interrupt replaces (parity_instead_of_attack)
FACTS.update({"un enemigo vaya a atacarte": "F", "an enemy would attack you": "F"})
# family durations: the condition of the effect after "you may discard this card to" (as «si lo haces» reads)
FACTS.update({'"fact": "lo haces"': '"fact": "F"', '"fact": "you do"': '"fact": "F"'})
# family flow2: a condition that counts the tokens on this card (flow2_remove_those, flow2_remove_all_it)
FACTS.update({"hay al menos 6 contadores de zorb sobre esta carta": "F", "there are at least 6 zorb counters here": "F",
              "hay al menos 7 de amenaza sobre esta carta": "F", "there is at least 7 threat here": "F",
              "hay al menos 8 contadores de zorb sobre esta carta": "F", "there are at least 8 zorb counters here": "F"})
# family redirect: damage an interrupt redirects (redirect_place_here, redirect_takes_that)
FACTS.update({"el aliado vinculado vaya a sufrir cualquier cantidad de daño": "F",
              "the attached ally would take any amount of damage": "F",
              "otro aliado vaya a sufrir cualquier cantidad de daño": "F", "another ally would take any amount of damage": "F"})
FACTS.update({"vaya a colocarse cualquier cantidad de amenaza sobre un plan secundario": "F",
              "any amount of threat would be placed on a side scheme": "F"})


def _shape(readings):
    """The structure, with the words kept as facts and trait names (which translate) blanked."""
    text = json.dumps([r.ability() for r in readings], ensure_ascii=False)
    for k, v in FACTS.items():
        text = text.replace(k, v)
    data = json.loads(text)
    for a in data:
        a.pop("header", None)  # printed in the card's language; the timing is compared
        for e in a["effects"] + a.get("cost", []):
            if "traits" in e.get("target", {}):
                e["target"]["traits"] = ["T"]
            if "traits" in e.get("for", {}):  # issue 15: what a search looks for
                e["for"]["traits"] = ["T"]
    return data


def test_every_rule_has_an_example_in_both_languages():
    es, en = examples("es"), examples("en")
    assert es.keys() == en.keys() and len(es) >= 30
    rules = {r.origin.name for r in parser("es").rules} | {r.origin.name for r in parser("es").rules}
    for name in es:  # every example names a rule of the grammar
        assert any(str(n) == name for n in rules), name


@pytest.mark.parametrize("rule", sorted(examples("es")))
def test_rule_example_reads_fully_and_the_same_in_both_languages(rule):
    es, en = read(examples("es")[rule], "es"), read(examples("en")[rule], "en")
    assert [r.unread for r in es] == [[]] and [r.unread for r in en] == [[]], rule
    assert _shape(es) == _shape(en)
    assert es[0].effects or es[0].keywords or es[0].options


YOUR_HERO = {"select": "a", "kind": "identity", "controller": "you"}
EXPECTED = {
    "deal_damage": [{"verb": "deal_damage", "amount": 3, "target": {"select": "a", "kind": "enemy"}}],
    "heal": [{"verb": "heal", "amount": 2, "target": {"select": "a", "kind": "identity", "controller": "you"}}],
    "ready": [{"verb": "ready", "target": {"select": "a", "kind": "ally", "controller": "you"}}],
    "amount": [{"verb": "deal_damage", "amount": 2, "per_hero": True, "target": {"select": "each", "kind": "enemy"}}],
    "generate_resources": [{"verb": "generate_resources", "amount": 1, "resource": "energy"}],
    "modify_stat": [{"verb": "modify_stat", "target": {"select": "this"}, "amount": 2, "stat": "atk"}],
    "engaged": [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "enemy", "engaged": True}}],
    "attach": [{"verb": "attach", "target": {"select": "a", "kind": "minion"}}],
    "friendly": [{"verb": "attach", "target": {"select": "a", "kind": "character", "friendly": True}}],
    "surge": [{"verb": "surge"}],
    "resolve_ability": [{"verb": "resolve_ability", "ability": {"card": "this", "ability": "when_revealed"}}],
    "take_damage": [{"verb": "take_damage", "amount": 2, "target": {"select": "you"}}],
    "reveal": [{"verb": "reveal", "target": {"select": "this"}}],
    "encounter_card": [{"verb": "encounter_card", "target": {"select": "each", "kind": "player"}}],
    "remove_from_game": [{"verb": "remove_from_game", "target": {"select": "this"}}],
    "discard_deck_top": [{"verb": "move", "amount": 3, "from": "deck_top", "to": "discard"}],
    "shuffle_encounter": [{"verb": "shuffle_into", "to": "encounter_deck"}],
    "cost_any": [{"verb": "spend_resources", "amount": 2, "resource": "any"}],
    "prevent": [{"verb": "prevent", "amount": 2, "what": "damage"}],
    "otherwise": [{"verb": "draw", "amount": 1, "target": {"select": "you"}, "condition": {"fact": "<fact>"},
                   "otherwise": [{"verb": "stun", "target": {"select": "a", "kind": "minion"}}]}],
    "prevent_threat": [{"verb": "prevent", "amount": 2, "what": "threat"}],  # wt-i2
    "prevent_all": [{"verb": "prevent", "what": "damage"}],
    "then": [{"verb": "draw", "amount": 1, "target": {"select": "you"}}, {"verb": "discard", "target": {"select": "this"}}],
    # issue 15 (wt-k): stats, keywords, attacks
    "stat_mods": [{"verb": "modify_stat", "stat": s, "amount": n, "target": {"select": "each", "kind": "ally", "controller": "you"}}
                  for s, n in (("thw", 1), ("atk", 1), ("hp", 2))],
    "stat_per": [{"verb": "modify_stat", "stat": "atk", "amount": {"per": {"select": "each", "kind": "side_scheme"}, "times": 1},
                  "target": {"select": "this"}}],
    "stat_duration": [{"verb": "modify_stat", "stat": "def", "amount": 2, "target": YOUR_HERO, "duration": "this_phase"},
                      {"verb": "gain_keyword", "keyword": "retaliate", "amount": 1, "target": YOUR_HERO, "duration": "this_phase"}],
    "you_get": [{"verb": "modify_stat", "stat": "hp", "amount": 3, "target": {"select": "a", "kind": "identity", "controller": "you"}}],
    "gain_keyword": [{"verb": "gain_keyword", "keyword": "retaliate", "amount": 1, "target": {"select": "each", "kind": "minion"}},
                     {"verb": "gain_keyword", "keyword": "steady", "target": {"select": "each", "kind": "minion"}}],
    "kw_grants": [{"verb": "modify_stat", "stat": "def", "amount": 2, "target": YOUR_HERO},
                  {"verb": "gain_keyword", "keyword": "retaliate", "amount": 1, "target": YOUR_HERO}],
    "attack_gains": [{"verb": "gain_keyword", "keyword": "piercing", "attacks": True},
                     {"verb": "gain_keyword", "keyword": "ranged", "attacks": True}],
    "in_play": [{"verb": "stun", "target": {"select": "each", "kind": "minion"}}],
    "indirect": [{"verb": "take_damage", "amount": 2, "target": {"select": "you"}, "indirect": True}],
}


def _no_facts(node):
    """A reading with each fact's words (in the text's language) replaced by "<fact>"."""
    if isinstance(node, dict):
        return {k: ("<fact>" if k == "fact" and isinstance(v, str) else _no_facts(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [_no_facts(x) for x in node]
    return node


@pytest.mark.parametrize("rule", sorted(EXPECTED))
def test_rule_examples_read_to_the_expected_effects(rule):
    for lang in ("es", "en"):
        assert _no_facts(read(examples(lang)[rule], lang)[0].effects) == EXPECTED[rule]


def test_an_invented_card_reads_the_same_in_spanish_and_english():
    es = ("Golpe Sónico — <b>Acción de Héroe</b> <i>(ataque)</i>: Agota esta carta → inflige 2 de daño a un enemigo "
          "y aturde a un esbirro. Roba 1 carta. <i>(Límite de una vez por ronda.)</i>\nGuardia. Victoria 2.")
    en = ("Sonic Strike — <b>Hero Action</b> <i>(attack)</i>: Exhaust this card → deal 2 damage to an enemy "
          "and stun a minion. Draw 1 card. <i>(Limit once per round.)</i>\nGuard. Victory 2.")
    a, b = read(es, "es"), read(en, "en")
    assert _shape(a) == _shape(b)
    r = a[0]
    assert (r.header, r.timing, r.name, r.qualifier, r.status) == ("Acción de Héroe", "hero_action", "Golpe Sónico", "ataque", "full")
    assert r.cost == [{"verb": "exhaust", "target": {"select": "this"}}]
    assert [e["verb"] for e in r.effects] == ["deal_damage", "stun", "draw"]
    assert r.limit == {"times": 1, "per": "round"}
    assert {"capacidad.6", "capacidad.7", "capacidad.15"} <= set(r.clauses)
    assert a[1].timing == "keyword" and a[1].keywords == [{"keyword": "guard"}, {"keyword": "victory", "value": 2}]


def test_reminder_text_is_ignored():
    r = read("<b>Acción</b>: roba 2 cartas. <i>(Esto no cuenta como un ataque.)</i>", "es")[0]
    assert r.unread == [] and r.effects == [{"verb": "draw", "amount": 2, "target": {"select": "you"}}]


@pytest.mark.parametrize("lang,text,inner", [
    ("es", "[star] <b>Aumento</b>: vincula esta carta a un esbirro ([[PRUEBA]]).", "([[PRUEBA]])"),
    ("en", "<b>Action</b>: Attach this card to a minion ([[Test]] or [[Sample]]).", "([[Test]] or [[Sample]])"),
    ("en", "<b>Action</b>: Draw 1 card (Unus (II) instead in expert mode).", "(Unus (II) instead in expert mode)"),
    ("es", "<b>Acción</b>: roba 1 carta (hasta un máximo de 3 cartas en tu mano).", "(hasta un máximo de 3 cartas en tu mano)"),
])
def test_text_in_parentheses_that_is_not_reminder_text_is_never_dropped(lang, text, inner):
    """Reminder text is italic; words in plain parentheses belong to the ability: read, or not read and reported."""
    r = read(text, lang)[0]
    assert r.status == "part"
    [u] = r.unread
    assert text[u["start"]:u["end"]] == inner
    assert u["why"].code in ("reader.parenthesis", "reader.rule_in_parentheses")
    assert r.effects  # the rest of the sentence is still read


def test_another_amount_in_parentheses_is_read_not_dropped():
    for lang, text in (("es", "<b>Acción</b>: inflige 2 de daño a un enemigo (4 de daño si es el último paso)."),
                       ("en", "<b>Action</b>: Deal 2 damage to an enemy (4 damage instead if this is the last step).")):
        [eff] = read(text, lang)[0].effects
        assert eff["amount"] == 2 and eff["instead"][0]["amount"] == 4 and "fact" in eff["condition"]


def test_known_reminders_without_italics_are_ignored():
    for lang, text in (("es", "<b>Acción</b>: roba 1 carta. (Baraja el mazo.)"), ("en", "<b>Action</b>: Draw 1 card. (Shuffle.)")):
        assert read(text, lang)[0].status == "full"


def test_header_qualifiers_form_and_labels():
    r = read("<b>Cuando se muestre esta carta (Alter ego):</b> roba 1 carta.", "es")[0]
    assert r.condition == {"form": "alter_ego"} and r.status == "full"
    assert read("<b>When Revealed (Hero):</b> Draw 1 card.", "en")[0].condition == {"form": "hero"}
    a = read("<b>Acción de Héroe</b> <i>(ataque/intervención)</i>: roba 1 carta.", "es")[0]
    assert a.labels == ["attack", "thwart"] and a.ability()["labels"] == ["attack", "thwart"]
    odd = read("<b>Acción de Héroe</b> (Doctor Prueba): roba 1 carta.", "es")[0]
    assert odd.status == "part" and odd.unread[0]["why"].code == "reader.qualifier"


def test_hyphen_bullets_continue_the_ability_and_a_bare_header_is_not_read():
    text = "<b>Acción de Alter ego:</b>\n- Si hay un esbirro en juego, roba 1 carta.\n- Aturde a un esbirro."
    [r] = read(text, "es")
    assert r.status == "full" and [e["verb"] for e in r.effects] == ["draw", "stun"]
    [bare] = read("<b>Alter-Ego Action:</b>", "en")
    assert bare.status != "full" and bare.unread[0]["why"].code == "reader.empty_body"


def test_unread_parts_are_reported_with_exact_positions():
    text = "<b>Respuesta</b>: roba 1 carta. Vuela sobre la ciudad. Aturde a un esbirro."
    r = read(text, "es")[0]
    assert r.status == "part" and [e["verb"] for e in r.effects] == ["draw", "stun"]
    (u,) = r.unread
    assert text[u["start"]:u["end"]] == "Vuela sobre la ciudad." == u["words"]
    assert u["at"] == u["start"] and u["why"].code == "reader.not_understood" and u["why"].args == {"word": "vuela"}
    # a sentence that starts well and then goes wrong is not read at all (never half guessed)
    r = read("Hero Action: deal 2 damage to an enemy during a rage.", "en")[0]
    assert r.effects == [] and r.status == "part"
    (u,) = r.unread
    assert u["words"] == "deal 2 damage to an enemy during a rage." and u["why"].args == {"word": "during"}
    assert "Hero Action: deal 2 damage to an enemy during a rage."[u["at"]:].startswith("during a rage")


def test_a_word_of_the_grammar_is_a_whole_word():
    # "a" is not the start of "attached", "el" not the start of "elige"
    r = read("Forced Response: attached the villain.", "en")[0]
    assert r.effects == [] and r.unread[0]["why"].args == {"word": "attached"}
    r = read("Respuesta obligada: elimina un esbirro.", "es")[0]
    assert r.effects == [] and r.unread[0]["why"].args == {"word": "elimina"}


def test_unknown_bold_header_is_unread_and_quoted_header_is_a_reference():
    r = read("<b>Vuelo Nocturno</b>: roba 1 carta.", "es")[0]
    assert r.kind == "header" and r.unread[0]["why"].code == "reader.unknown_header" and r.effects
    q = read('<b>"Cuando se muestre esta carta"</b>: roba 1 carta.', "es")[0]
    assert (q.kind, q.timing) == ("reference", "reference") and "capacidad.20" in q.clauses
    assert read('"When Revealed": draw 1 card.', "en")[0].timing == "reference"


def test_plain_headers_without_markup():
    r = read("Interrupción obligada: cuando el héroe sea atacado, inflige 1 de daño al villano.", "es")[0]
    assert (r.timing, r.trigger) == ("forced_interrupt", "el héroe sea atacado")
    assert r.effects == [{"verb": "deal_damage", "amount": 1, "target": {"select": "a", "kind": "villain"}}]
    assert "capacidad.9" in r.clauses and "capacidad.9.1" not in r.clauses


def test_puede_in_a_forced_ability_makes_the_rest_optional():
    for lang, text in (("es", "<b>Respuesta obligada</b>: después de que juegues esta carta, puedes robar 1 carta."),
                       ("en", "<b>Forced Response</b>: After you play this card, you may draw 1 card.")):
        r = read(text, lang)[0]
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}, "optional": True}]
        assert {"capacidad.9", "capacidad.9.1"} <= set(r.clauses)


def test_constant_condition_si_mientras_durante():
    r = read("Mientras esta carta esté preparada, esta carta recibe +1 atq.", "es")[0]
    assert r.kind == "constant" and r.condition == {"fact": "esta carta esté preparada"}
    assert "capacidad.13" in r.clauses and r.effects[0]["verb"] == "modify_stat"
    assert "capacidad.13" not in read("Esta carta recibe +1 atq.", "es")[0].clauses


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "arbitro", *args], capture_output=True, text=True)


def test_read_command_yaml_is_scenario_yaml_for_an_ability():
    from arbitro.scenario.vocab import TIMINGS, VERBS

    r = _cli("read", "<b>Acción</b>: agota esta carta → inflige 1 de daño a un esbirro. Vuela lejos.")
    assert r.returncode == 0, r.stderr
    data = yaml.safe_load(r.stdout)
    (ability,) = data["abilities"]
    assert ability["header"] == "Acción" and ability["timing"] in TIMINGS
    assert all(e["verb"] in VERBS for e in ability["effects"] + ability["cost"])
    assert "# no leído [" in r.stdout and "\n#" in r.stdout and "^" in r.stdout


def test_read_command_json_matches_the_contract():
    r = _cli("read", "--lang", "en", "--json", "<b>Hero Action</b>: Deal 8 damage to an enemy. Fly away.")
    out = json.loads(r.stdout)
    assert {"header", "timing", "cost", "effects", "unread"} <= set(out)
    assert out["effects"] == [{"verb": "deal_damage", "amount": 8, "target": {"select": "a", "kind": "enemy"}}]
    (u,) = out["unread"]
    assert set(u) >= {"words", "start", "end", "why"} and isinstance(u["why"], str) and u["words"] == "Fly away."
    several = json.loads(_cli("read", "--json", "Guardia.\n<b>Acción</b>: roba 1 carta.").stdout)
    assert isinstance(several, list) and len(several) == 2
    bad = _cli("read")
    assert bad.returncode == 2 and "TEXTO" in bad.stderr


def test_read_card_from_the_invented_pool(tmp_path):
    from pathlib import Path

    pool = Path(__file__).parent / "data" / "cardpool"
    index = tmp_path / "i.sqlite"
    assert _cli("cards", "import", str(pool), "--index", str(index)).returncode == 0
    r = _cli("read", "--card", "90103", "--index", str(index), "--json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out[1]["effects"] == [{"verb": "place_threat", "amount": 1, "target": {"select": "a", "kind": "main_scheme"}}]
    assert _cli("read", "--card", "99999", "--index", str(index)).returncode == 2


def test_ask_on_scenarios_never_imports_lark():
    code = ("import sys; from arbitro.app import run; "
            "run(['ask', 'scenarios/capacidad/ejemplo-esbirro.yaml']); "
            "print('lark' in sys.modules, 'arbitro.reader' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    assert out == "False False"


def test_parser_tables_are_cached_in_the_user_cache_folder(tmp_path):
    code = ("import os, time; from arbitro.reader import read; "
            "r = read('<b>Acción</b>: roba 1 carta. attach', 'es')[0]; print(r.status, len(r.effects))")
    env = {**__import__("os").environ, "ARBITRO_CACHE_DIR": str(tmp_path)}
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert first.stdout.split() == ["part", "1"], first.stderr
    cache = tmp_path / "reader-es.lark-cache"
    assert cache.exists() and cache.stat().st_size > 1000
    again = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert again.stdout == first.stdout and again.stderr == ""
    # a broken cache file is ignored (rebuilt), and "off" writes nothing
    cache.write_bytes(b"not a cache")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env).stdout == first.stdout
    off = tmp_path / "off"
    env["ARBITRO_CACHE_DIR"] = "off"
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path).stdout == first.stdout
    assert not off.exists() and not list(tmp_path.glob("*.tmp"))


def test_choose_one_reads_each_bullet_as_an_option():
    for lang in ("es", "en"):
        r = read(examples(lang)["options_intro"], lang)[0]
        assert r.effects == [] and r.unread == []
        assert r.options == [{"effects": [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]},
                             {"effects": [{"verb": "stun", "target": {"select": "a", "kind": "minion"}}]}]
        assert r.ability()["options"] == r.options
    # an option not read would be an empty option, which the format cannot hold: the choice as a whole
    # is listed as not read, from «elige una opción» to the last bullet
    r = read("<b>Acción</b>: elige una opción:\n• roba 1 carta.\n• vuela sobre la ciudad.", "es")[0]
    assert r.status != "full" and r.options == [] and [u["why"].code for u in r.unread] == ["reader.option_unread"]
    assert [u["words"] for u in r.unread] == ["elige una opción: • roba 1 carta. • vuela sobre la ciudad."]
    r = read("<b>Acción</b>: roba 1 carta. Elige una opción:", "es")[0]
    assert r.unread[0]["why"].code == "reader.no_options" and r.options == [] and r.status == "part"


def test_otherwise_needs_the_effect_before_it_read():
    r = read("<b>Acción</b>: vuela sobre la ciudad. De no ser así, roba 1 carta.", "es")[0]
    assert r.effects == [] and [u["why"].code for u in r.unread] == ["reader.not_understood", "reader.otherwise_alone"]
    assert r.unread[1]["words"] == "De no ser así, roba 1 carta."
    # after an effect with no condition, "otherwise" means "if that could not be done": (issue 15, family
    # flow) the effect's condition {possible: true}, with the otherwise
    r = read("Forced Response: stun a minion. Otherwise, take 1 damage.", "en")[0]
    assert r.effects == [{"verb": "stun", "target": {"select": "a", "kind": "minion"}, "condition": {"possible": True},
                          "otherwise": [{"verb": "take_damage", "amount": 1, "target": {"select": "you"}}]}]
    assert r.unread == []
    r = read("Forced Response: if there is a minion in play, stun a minion. Otherwise, take 1 damage.", "en")[0]
    assert r.effects[0]["otherwise"] == [{"verb": "take_damage", "amount": 1, "target": {"select": "you"}}] and not r.unread
    r = read("Forced Response: if you are exhausted, stun a minion. Otherwise, take 1 damage.", "en")[0]
    assert r.effects == [{"verb": "stun", "target": {"select": "a", "kind": "minion"}, "condition": {"fact": "you are exhausted"},
                          "otherwise": [{"verb": "take_damage", "amount": 1, "target": {"select": "you"}}]}]


def test_otherwise_reads_the_example_in_both_languages():  # (wt-i2) the other branch of the condition before it
    for lang, fact in (("es", "hay un esbirro en juego"), ("en", "there is a minion in play")):
        assert read(examples(lang)["otherwise"], lang)[0].effects == [
            {"verb": "draw", "amount": 1, "target": {"select": "you"}, "condition": {"fact": fact},
             "otherwise": [{"verb": "stun", "target": {"select": "a", "kind": "minion"}}]}]


def test_otherwise_after_an_effect_with_no_condition_is_not_read():  # (wt-i2) the format's otherwise needs a condition
    # (issue 15, family flow: after one effect it is that effect's {possible: true}; after two, which one is not said)
    for text, lang in (("<b>Respuesta obligada</b>: aturde a un esbirro y roba 1 carta. De no ser así, roba 1 carta.", "es"),
                       ("<b>Forced Response</b>: stun a minion and draw 1 card. Otherwise, draw 1 card.", "en")):
        r = read(text, lang)[0]
        assert r.effects == [{"verb": "stun", "target": {"select": "a", "kind": "minion"}},
                             {"verb": "draw", "amount": 1, "target": {"select": "you"}}] and r.status == "part"
        assert [u["why"].code for u in r.unread] == ["reader.otherwise_no_condition"]


def test_limits_and_play_only_if_go_to_the_ability():
    r = read(examples("es")["max_limit"], "es")[0]
    assert r.limit == {"times": 1, "per": "round"} and r.ability()["limit"] == r.limit
    assert read("Max 2 per deck.", "en")[0].limit == {"times": 2, "per": "deck"}
    assert read("Máximo de 1 por evento.", "es")[0].unread  # "per event" is not a limit the format has
    # (family counters: "per ally" is, at most that many copies of the card per ally)
    assert read("Máximo de 1 por aliado.", "es")[0].limit == {"times": 1, "per": "ally"}
    r = read("<b>Acción</b>: juega esta carta sólo si hay un esbirro en juego. Roba 1 carta.", "es")[0]
    # a condition on playing the card (the engine applies it while the card is in a hand), not on the ability
    assert r.play_condition == {"fact": "hay un esbirro en juego"} and r.condition is None and r.status == "full"
    assert r.ability()["play_condition"] == r.play_condition
    assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]
    assert read("Play only if there is a minion in play.", "en")[0].play_condition == {"fact": "there is a minion in play"}


def test_read_body_lists_options_whole_as_unread():
    from arbitro.reader import read_body

    body = "elige una opción:\n• roba 1 carta.\n• aturde a un esbirro."
    effects, unread = read_body(body, 10, "es")
    assert effects == [] and len(unread) == 1
    assert unread[0]["start"] == 10 and unread[0]["end"] == 10 + len(body) and "options" in unread[0]["why"]


def test_this_obligation_and_here_are_this_card():
    assert read("<b>Respuesta obligada</b>: descarta esta obligación.", "es")[0].effects == [
        {"verb": "discard", "target": {"select": "this"}}]
    assert read("<b>Forced Response</b>: discard this obligation.", "en")[0].effects == [
        {"verb": "discard", "target": {"select": "this"}}]
    assert read("<b>Action</b>: remove 1 threat from here.", "en")[0].effects == [
        {"verb": "remove_threat", "amount": 1, "target": {"select": "this"}}]
    assert read("<b>Acción</b>: quita 1 de amenaza de esta carta.", "es")[0].effects == [
        {"verb": "remove_threat", "amount": 1, "target": {"select": "this"}}]


# -- issue 15 (wt-k): attacks, stats, keywords -------------------------------------------------------
@pytest.mark.parametrize("es,en", [
    ("[star] Los ataques del esbirro vinculado ganan brutalidad.", "[star] Attached minion's attacks gain overkill."),
    ("[star] Los ataques de este villano ganan perforante.", "[star] This villain's attacks gain piercing."),
])
def test_a_cards_attacks_gain_a_keyword_and_the_star_is_a_reminder(es, en):
    a, b = read(es, "es")[0], read(en, "en")[0]
    assert a.status == b.status == "full" and a.effects == b.effects
    (e,) = a.effects
    assert e["attacks"] is True and e["target"]["select"] in ("attached", "this") and e["verb"] == "gain_keyword"


def test_durations_for_this_attack_and_this_activation():
    for text, lang, dur in (("Tu héroe recibe +2 ATQ para este ataque.", "es", "this_attack"),
                            ("Your hero gets +2 ATK for this attack.", "en", "this_attack"),
                            ("El villano vinculado recibe +1 PLA para esta activación.", "es", "this_activation"),
                            ("Attached villain gets +1 SCH for this activation.", "en", "this_activation"),
                            ("Tu héroe recibe +1 DEF esta ronda.", "es", "this_round"),
                            ("Your hero gets +1 DEF this round.", "en", "this_round")):
        (e,) = read(text, lang)[0].effects
        assert e["verb"] == "modify_stat" and e["duration"] == dur, text


def test_stat_words_left_unread_are_never_half_read():
    # a negative amount per card has no place in the format (times is positive): not read
    for text, lang in (("Each minion gets -1 ATK for each side scheme in play.", "en"),
                       ("Cada esbirro recibe -1 ATQ por cada plan secundario que haya en juego.", "es"),
                       # a duration the reader does not know, a keyword in another sentence shape
                       ("Your hero gets +1 ATK until your next turn.", "en"),
                       ("Your hero gains retaliate 1 while an upgrade is attached.", "en")):
        r = read(text, lang)[0]
        assert r.effects == [] and r.status == "none", text


def test_this_card_gains_surge_is_still_the_surge_verb_and_another_card_gains_the_keyword():
    assert read("Esta carta gana oleada.", "es")[0].effects == [{"verb": "surge"}]
    assert read("This card gains surge.", "en")[0].effects == [{"verb": "surge"}]
    for text, lang in (("Cada esbirro gana oleada.", "es"), ("Each minion gains surge.", "en")):
        assert read(text, lang)[0].effects == [{"verb": "gain_keyword", "keyword": "surge",
                                                 "target": {"select": "each", "kind": "minion"}}]


def test_every_rule_example_is_a_valid_ability_of_the_format():
    """A reading is pasted into a scenario as it is: each rule's example, read, must load (a verb
    missing a field its verb needs, e.g. prevent without what, would be an exit-2 error)."""
    from arbitro.scenario import load_scenario_text

    for lang in ("es", "en"):
        abilities = [{"timing": "when_revealed", "effects": [{"verb": "surge"}]}]  # what «resolve_ability» names
        for rule, phrase in sorted(examples(lang).items()):
            for r in read(phrase, lang):
                if r.status == "full" and (r.effects or r.options):
                    abilities.append(r.ability())
        doc = {"schema": "arbitro/v1", "players": [{"id": "p1"}],
               "cards": [{"id": "me", "type": "identity", "owner": "p1"},
                         {"id": "c", "type": "ally", "owner": "p1", "abilities": abilities}],
               "questions": [{"ask": "owner", "card": "c"}]}
        load_scenario_text(yaml.safe_dump(doc, allow_unicode=True))


def test_a_printed_trait_matches_the_board_in_any_case(tmp_path):
    from typer.testing import CliRunner

    from arbitro.app import app

    f = tmp_path / "s.yaml"
    f.write_text("schema: arbitro/v1\nplayers: [{id: p1}]\ncards:\n  - {id: me, type: identity, owner: p1}\n"
                 "  - {id: m, type: minion, traits: [Cambio de forma]}\n"
                 "  - {id: ev, type: event, owner: p1, zone: hand, abilities: [{text: \"<b>Acción</b>: aturde a un "
                 "esbirro [[CAMBIO DE FORMA]].\"}]}\n"
                 "questions: [{ask: targets, player: p1, card: ev}]\n", encoding="utf-8")
    r = CliRunner().invoke(app, ["ask", str(f), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)[0]["answer"] == ["m"]


def test_shared_effects_go_into_each_option_and_an_unread_option_leaves_the_choice_unread():
    [r] = read("<b>Acción</b>: roba 1 carta. Elige una opción:\n• Aturde a un esbirro.\n• Confunde a un esbirro.", "es")
    assert r.status == "full" and r.effects == [] and [[e["verb"] for e in o["effects"]] for o in r.options] == [
        ["draw", "stun"], ["draw", "confuse"]]
    [r] = read("<b>Action</b>: Choose one:\n• Stun a minion.\n• Frobnicate the villain.", "en")
    assert r.options == [] and r.status != "full"
    assert [u["why"].code for u in r.unread] == ["reader.option_unread"]


def test_after_this_activation_is_a_delayed_effect_not_a_trigger():
    [r] = read("[star] <b>Boost</b>: After this activation, reveal this card.", "en")
    assert r.trigger is None  # (family flow reads it: the effect's delayed)
    assert all(e.get("delayed") == {"when": "after_this_activation"} for e in r.effects) or r.status != "full"
    [r] = read("<b>Forced Response</b>: After this villain attacks, reveal this card.", "en")
    assert r.trigger == "this villain attacks" and r.status == "full"


def test_a_grammar_that_does_not_build_is_an_error_not_unread_text(tmp_path, monkeypatch):
    import arbitro.reader as R

    broken = tmp_path / "en.lark"
    broken.write_text((R._HERE / "en.lark").read_text(encoding="utf-8") + "\nsentence: target\n", encoding="utf-8")
    monkeypatch.setattr(R, "_HERE", tmp_path)
    monkeypatch.setattr(R, "_PARSERS", {})
    monkeypatch.setenv("ARBITRO_CACHE_DIR", "off")
    with pytest.raises(R.GrammarBroken):
        read("Draw 1 card.", "en")


# -- wt-i2: replacements («en vez de eso» / «instead»), otherwise, choices and cancels
def test_instead_replaces_the_event_of_a_would_interrupt():
    for text, lang, fact in (
            ("<b>Interrupción obligada</b>: cuando un esbirro vaya a atacar, en vez de eso roba 1 carta.", "es",
             "un esbirro vaya a atacar"),
            ("<b>Forced Interrupt</b>: When a minion would attack, draw 1 card instead.", "en", "a minion would attack"),
            ("<b>Forced Interrupt</b>: When a minion would attack, instead, draw 1 card.", "en", "a minion would attack")):
        r = read(text, lang)[0]
        assert r.status == "full" and r.ability()["replaces_trigger"] is True and r.trigger == fact
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]


def test_instead_replaces_the_effect_before_an_if():
    for text, lang, fact in (
            ("<b>Respuesta</b>: después de que un esbirro ataque, aturde a un esbirro. Si es tu turno, en vez de eso "
             "confunde a un esbirro.", "es", "es tu turno"),
            ("<b>Response</b>: After a minion attacks, stun a minion. If it is your turn, confuse a minion instead.", "en",
             "it is your turn")):
        r = read(text, lang)[0]
        assert r.status == "full" and "replaces_trigger" not in r.ability()
        assert r.effects == [{"verb": "stun", "target": {"select": "a", "kind": "minion"}, "condition": {"fact": fact},
                              "instead": [{"verb": "confuse", "target": {"select": "a", "kind": "minion"}}]}]


def test_instead_without_what_it_replaces_is_not_read():
    for text, lang in (("<b>Respuesta obligada</b>: después de que un esbirro ataque, en vez de eso roba 1 carta.", "es"),
                       ("<b>Forced Response</b>: After a minion attacks, draw 1 card instead.", "en"),
                       ("<b>Interrupt</b>: When a minion attacks, draw 1 card instead.", "en"),  # no «would»: no event replaced
                       ("<b>Response</b>: After a minion attacks, if you are exhausted, stun a minion. If it is your turn, "
                        "confuse a minion instead.", "en"),  # the effect before already has a condition
                       ("<b>Interrupción</b>: cuando un esbirro vaya a atacar, roba 1 carta. En vez de eso, aturde a un esbirro.",
                        "es")):  # not the interrupt's first sentence
        r = read(text, lang)[0]
        assert "reader.instead_unclear" in [u["why"].code for u in r.unread] and not r.replaces_trigger, text


def test_instead_after_a_cost_replaces_the_event_its_trigger_names():
    for text, lang in (("<b>Interrupción</b>: cuando vayas a ser derrotado, agota esta carta → en vez de eso, roba 1 carta.", "es"),
                       ("<b>Interrupt</b>: When you would be defeated, exhaust this card → instead, draw 1 card.", "en")):
        r = read(text, lang)[0]
        assert r.status == "full" and r.replaces_trigger and r.cost == [{"verb": "exhaust", "target": {"select": "this"}}]
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]


def test_a_choice_after_a_trigger_reads_its_options():
    for text, lang in (("<b>Respuesta</b>: después de que juegues esta carta, elige: • roba 1 carta. • aturde a un esbirro.", "es"),
                       ("<b>Response</b>: After you play this card, choose: • draw 1 card. • stun a minion.", "en")):
        r = read(text, lang)[0]
        assert r.status == "full" and r.effects == [] and r.trigger
        assert r.options == [{"effects": [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]},
                             {"effects": [{"verb": "stun", "target": {"select": "a", "kind": "minion"}}]}]
    # a condition before the choice has no effect to go to: not read
    r = read("<b>Respuesta</b>: después de que juegues esta carta, si estás agotado, elige: • roba 1 carta. • aturde a un esbirro.", "es")[0]
    assert r.status == "part" and not r.options


def test_cancel_the_effects_of_the_card_the_trigger_names():
    for text, lang in (("<b>Interrupción</b>: cuando se muestre una traición, agota esta carta → cancela los efectos de esa carta.", "es"),
                       ("<b>Interrupt</b>: When a treachery is revealed, exhaust this card → cancel the effects of that card.", "en")):
        r = read(text, lang)[0]
        assert r.status == "full"
        assert r.effects == [{"verb": "cancel", "target": {"select": "trigger", "kind": "card"}, "what": "effect"}]
    # the trigger names a player and one card: «that card» is that one card (a player is not a card)
    r = read("<b>Interrupt</b>: When a player reveals a treachery, cancel the effects of that card.", "en")[0]
    assert r.status == "full" and r.effects[0]["target"] == {"select": "trigger", "kind": "card"}
    # two cards in the trigger: not tied
    r = read("<b>Interrupt</b>: When a minion attacks an ally, cancel the effects of that card.", "en")[0]
    assert [u["why"].code for u in r.unread] == ["reader.no_antecedent"]


def test_prevent_that_damage_is_all_of_it():
    for text, lang in (("<b>Interrupción</b>: cuando vayas a recibir daño, evita ese daño.", "es"),
                       ("<b>Interrupt</b>: When you would take damage, prevent that damage.", "en")):
        assert read(text, lang)[0].effects == [{"verb": "prevent", "what": "damage"}]


def test_instead_after_a_would_trigger_and_an_if_makes_the_if_the_abilitys_condition():
    for text, lang, fact in (
            ("<b>Interrupción obligada</b>: cuando un esbirro vaya a atacar, si estás agotado, en vez de eso roba 1 carta.", "es",
             "estás agotado"),
            ("<b>Forced Interrupt</b>: When a minion would attack, if you are exhausted, draw 1 card instead.", "en",
             "you are exhausted")):
        r = read(text, lang)[0]
        assert r.status == "full" and r.replaces_trigger and r.condition == {"fact": fact}
        assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]


@pytest.mark.parametrize("lang,text", [
    ("en", '"Sharp Eye" — <b>Action</b>: Exhaust this card → draw 1 card.'),
    ("en", "<i>Sharp Eye</i> - <b>Action</b>: Exhaust this card → draw 1 card."),
    ("es", "Ojo certero - <b>Acción</b>: agota esta carta → roba 1 carta."),
    ("es", "“Ojo certero” — <b>Acción</b>: agota esta carta → roba 1 carta."),
])
def test_an_abilitys_printed_name_before_its_header_quoted_or_after_a_hyphen(lang, text):
    (r,) = read(text, lang)
    assert r.unread == [] and r.timing == "action"
    assert r.effects == [{"verb": "draw", "amount": 1, "target": {"select": "you"}}]


def test_a_bold_header_after_a_sentence_on_the_same_line_starts_another_ability():
    text = "Uses (3 zap counters). <b>Interrupt:</b> When you would take any amount of damage, remove 1 zap counter from here → prevent 1 of that damage."
    kw, ab = read(text, "en")
    assert kw.kind == "keyword" and kw.unread == []
    assert ab.timing == "interrupt" and ab.unread == [] and text[ab.start:].startswith("<b>Interrupt")
    (r,) = read('Deal 1 damage to an enemy. Resolve its <b>"Special"</b> ability.', "en")  # a quoted header: no split
    assert r.start == 0


def test_a_time_leading_an_interrupt_or_response_is_its_trigger_not_a_delayed_effect():
    (r,) = read("<b>Interrupción obligada</b>: al final de la ronda, roba 1 carta.", "es")
    assert r.unread == [] and r.ability()["triggered_by"] == {"fact": "al final de la ronda"}
    assert "delayed" not in r.effects[0]
    (r,) = read("<b>Action</b>: At the end of the round, draw 1 card.", "en")  # an action: the effect waits
    assert "triggered_by" not in r.ability() and r.effects[0]["delayed"] == {"when": "end_of_round"}


def test_instead_after_an_if_in_a_would_interrupt_is_not_read():
    """"When X would be defeated, discard … If …, heal … instead": the heal may replace the defeat (the
    event), not the discard before it: not guessed."""
    t = ("<b>Forced Interrupt</b>: When this villain would be defeated, discard the top card of your deck. "
         "If that card is an event, heal 3 damage from this villain instead.")
    (r,) = read(t, "en")
    assert [u["words"][:6] for u in r.unread] == ["If tha"]
