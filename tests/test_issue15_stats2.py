"""Issue 15, stats2 (session 8): a stat modifier for one thwart, defense, use of a basic power or action ("for that
thwart" / «para esa intervención»: durations this_thwart, this_defense, this_use, this_action), "+1 to that power for
this use" / «+1 a ese atributo para este uso» (stat power_used), and a person pronoun subject ("she gains the [[X]]
trait …", Spanish «gana el rasgo [[X]] …» with no subject) naming your identity when every earlier effect of the
ability acts on it. Invented phrases."""

from __future__ import annotations

import pytest
from arbitro.reader import read
from readerkit import ask_effects, assert_reads_to

YOUR_ID = {"select": "a", "kind": "identity", "controller": "you"}
_EXHAUST = {"verb": "exhaust", "target": {"select": "this"}}


@pytest.mark.parametrize("es_dur,en_dur,stat,es_stat,duration", [
    ("para esa intervención", "for that thwart", "thw", "INT", "this_thwart"),
    ("para esta defensa", "for this defense", "def", "DEF", "this_defense"),
    ("para este uso", "for this use", "atk", "ATQ", "this_use"),
])
def test_a_modifier_for_one_thwart_defense_or_use(es_dur, en_dur, stat, es_stat, duration):
    assert_reads_to(f"<b>Acción</b>: tu Héroe recibe +3 {es_stat} {es_dur}.",
                    f"<b>Action</b>: Your hero gets +3 {stat.upper()} {en_dur}.",
                    [{"verb": "modify_stat", "stat": stat, "amount": 3, "duration": duration, "target": YOUR_ID}])


def test_a_modifier_for_that_action_is_each_parts():
    (r,) = read("<b>Interrupt</b>: When an ally makes a basic attack, exhaust this card → that ally gets +2 THW and "
                "+2 ATK for that action.", "en")
    assert r.unread == []
    assert [(e["stat"], e["amount"], e["duration"]) for e in r.effects] == [("thw", 2, "this_action"),
                                                                         ("atk", 2, "this_action")]


def test_plus_one_to_that_power_for_this_use_is_the_power_used():
    assert_reads_to("<b>Interrupción</b>: cuando uses un atributo básico, agota esta carta → recibes +2 a ese atributo "
                    "para este uso.",
                    "<b>Interrupt</b>: When you use a basic power, exhaust this card → you get +2 to that power for "
                    "this use.",
                    [{"verb": "modify_stat", "stat": "power_used", "amount": 2, "duration": "this_use",
                      "target": YOUR_ID}])


def test_that_power_needs_for_this_use():
    (r,) = read("<b>Interrupt</b>: When you use a basic power, exhaust this card → you get +2 to that power.", "en")
    assert r.unread


def test_a_pronoun_after_your_identity_names_it():
    assert_reads_to("<b>Acción</b>: prepara a tu Héroe. Gana el rasgo [[Zorbo]] hasta el final de la fase.",
                    "<b>Action</b>: Ready your hero. She gains the [[Zorbo]] trait until the end of the phase.",
                    [{"verb": "ready", "target": YOUR_ID},
                     {"verb": "gain_trait", "trait": "Zorbo", "target": YOUR_ID, "duration": "this_phase"}])


def test_a_pronoun_subject_modifier_after_your_identity():
    (r,) = read("<b>Action</b>: Ready your hero. He gets +1 DEF for this defense.", "en")
    assert r.unread == []
    assert r.effects[-1] == {"verb": "modify_stat", "stat": "def", "amount": 1, "duration": "this_defense",
                             "target": YOUR_ID}


@pytest.mark.parametrize("lang,text", [
    # another card named before: which one the pronoun names is not read
    ("en", "<b>Action</b>: Stun a minion and ready your hero. He gains the [[Zorbo]] trait until the end of the phase."),
    ("es", "<b>Acción</b>: aturde a un esbirro. Gana el rasgo [[Zorbo]]."),
    # «gana» with no subject and a keyword: not this family's (an attack's keyword after «si esta activación …»)
    ("es", "<b>Acción</b>: prepara a tu Héroe. Gana represalia 1."),
])
def test_a_pronoun_that_may_name_another_card_stays_unread(lang, text):
    (r,) = read(text, lang)
    assert r.unread


def test_the_engine_takes_the_power_used_and_the_new_durations(rb, tmp_path):
    a = ask_effects(rb, tmp_path, "[{verb: modify_stat, stat: power_used, amount: 1, duration: this_use, "
                                  "target: {select: a, kind: identity, controller: you}}]")
    assert a["answer"] == "yes", a
    for duration in ("this_thwart", "this_defense", "this_action"):  # each loads
        a = ask_effects(rb, tmp_path, "[{verb: modify_stat, stat: power_used, amount: 2, duration: %s, "
                                      "target: {select: a, kind: identity, controller: you}}]" % duration)
        assert a["answer"] == "yes", a


@pytest.mark.parametrize("es_status,en_status,restriction", [
    ("aturdida", "stunned", "cannot_be_stunned"), ("confundido", "confused", "cannot_be_confused")])
def test_no_damage_nor_a_status_is_two_prohibitions(es_status, en_status, restriction):
    this = {"select": "this"}
    assert_reads_to(f"Este villano no puede sufrir daño ni quedar {es_status}.",
                    f"This villain cannot take damage or be {en_status}.",
                    [{"verb": "prohibit", "restriction": "cannot_take_damage", "target": this},
                     {"verb": "prohibit", "restriction": restriction, "target": this}])


def test_a_keyword_gained_and_no_damage_taken():
    this = {"select": "this"}
    assert_reads_to("Este villano gana represalia 2 y no puede sufrir daño.",
                    "This villain gains retaliate 2 and cannot take damage.",
                    [{"verb": "gain_keyword", "keyword": "retaliate", "amount": 2, "target": this},
                     {"verb": "prohibit", "restriction": "cannot_take_damage", "target": this}])


def test_a_pronoun_after_your_identity_named_in_the_trigger_names_it():
    from arbitro.reader import Names

    names = {"es": Names(card=("Casco de Zorbo",), identity=("Zorbo Azul",)),
             "en": Names(card=("Zorbo's Helmet",), identity=("Blue Zorbo",))}
    texts = {"es": "<b>Interrupción</b>: cuando Zorbo Azul vaya a ser derrotado, en vez de eso fija su medidor de Vida en 3.",
             "en": "<b>Interrupt</b>: When Blue Zorbo would be defeated, set his hit point dial to 3 instead."}
    for lang in ("es", "en"):
        (r,) = read(texts[lang], lang, names=names[lang])
        assert r.unread == [], lang
        assert r.effects == [{"verb": "set_hit_points", "amount": 3, "target": YOUR_ID}], lang
    # another card named in the trigger: not known which
    (r,) = read("<b>Interrupt</b>: When Blue Zorbo would be defeated by a minion, set his hit point dial to 3 instead.",
                "en", names=names["en"])
    assert r.unread
