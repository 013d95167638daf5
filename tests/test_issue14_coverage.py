"""Issue 14: every construct of the ability language is shown by a question of scenarios/cartas/
(with an expect), and every honest-answer path (an assumption, a warning, an undetermined fact)
by some answer. The table of the issue, kept true by a test."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbitro.reason import Reason
from arbitro.scenario import load_scenario

CARTAS = Path(__file__).resolve().parents[1] / "scenarios" / "cartas"


def _effects(ab) -> list:
    out = list(ab.cost) + list(ab.effects) + [e for o in (ab.options or ()) for e in o.effects]
    i = 0
    while i < len(out):
        out.extend(list(out[i].instead or ()) + list(out[i].otherwise or ()))
        i += 1
    return out


def _conditions(c, out: set) -> None:
    if c is None:
        return
    for k in ("in_play", "count", "at_least", "at_most", "form", "phase", "fact"):
        if getattr(c, k) is not None:
            out.add(f"cond.{k}")
    for k in ("exhausted", "damaged", "status"):
        if c.this is not None and getattr(c.this, k) is not None:
            out.add(f"cond.this.{k}")
    for k in ("not_", "all_", "any_"):
        v = getattr(c, k)
        if v is not None:
            out.add(f"cond.{k.rstrip('_')}")
            for inner in [v] if k == "not_" else v:
                _conditions(inner, out)


def _features(scn, q) -> set:
    f = {f"event.{ev.kind}" for ev in q.events}
    f |= {name for name in ("facts", "x", "trigger") if getattr(q, name)}
    if q.expect is not None and q.expect.answer == "undetermined":
        f.add("expect.undetermined")
    card = scn.card(q.card) if q.card else None
    if card is None:
        return f
    if card.counters:
        f.add("card.counters")
    if card.treated_as:
        f.add("card.treated_as")
    if card.zone != "play" and any(g.to == "attached" for g in card.grants):
        f.add("grant.out_of_play")
    for ab in card.abilities:
        if q.ability is not None and ab.id != q.ability:
            continue
        f.add(f"timing.{ab.timing}")
        if ab.options:
            f.add("options")
        if ab.side:
            f.add(f"side.{ab.side}")
        if ab.limit:
            f.add("limit")
        if "no puede" in (ab.text or "").lower():
            f.add("text.no_puede")
        _conditions(ab.condition, f)
        for e in _effects(ab):
            f.add(f"verb.{e.verb}")
            if any(e is c for c in ab.cost):
                f.add(f"cost.{e.verb}")
            t = e.target
            if t is not None:
                f.add(f"select.{t.select}")
                f |= {f"filter.{k}" for k in ("kinds", "traits", "exhausted", "damaged", "status", "up_to", "count",
                                              "friendly", "engaged", "other", "chosen", "name")
                      if getattr(t, k) not in (None, [], False)}
            _conditions(e.condition, f)
            f |= {name for name in ("instead", "otherwise", "per_hero", "delayed", "duration") if getattr(e, name)}
            f |= {f"zone.{z}" for z in (e.from_, e.to) if z}
            a = e.amount
            if a is not None and not isinstance(a, int):
                f |= {"amount.per"} if a.per is not None else set()
                f |= {f"amount.equal_to.{a.equal_to.of}"} if a.equal_to is not None else set()
                f |= {"amount.x"} if a.x else set()
    return f


CONSTRUCTS = (
    # targets: selectors, filters, how many, «elige»
    "select.this", "select.attached", "select.trigger", "filter.name", "filter.kinds", "filter.traits", "filter.exhausted",
    "filter.damaged", "filter.status", "filter.friendly", "filter.engaged", "filter.other", "filter.up_to",
    "filter.count", "filter.chosen", "options",
    # costs, identity sides, board states
    "cost.exhaust", "cost.discard", "cost.remove_counters", "cost.spend_resources", "cost.take_damage",
    "side.hero", "side.alter_ego", "event.flip", "event.exhaust", "event.ready", "event.give_status",
    "event.remove_status", "event.add_damage", "event.remove_damage", "event.add_threat", "event.remove_threat",
    "event.add_counters", "event.remove_counters", "card.counters", "card.treated_as", "grant.out_of_play",
    "text.no_puede",
    # conditions, amounts
    "cond.in_play", "cond.count", "cond.at_least", "cond.at_most", "cond.form", "cond.this.exhausted",
    "cond.this.damaged", "cond.this.status", "cond.phase", "cond.not", "cond.all", "cond.any", "cond.fact",
    "facts", "instead", "otherwise", "amount.per", "amount.equal_to.this", "amount.equal_to.attached",
    "amount.equal_to.trigger", "amount.x", "x", "per_hero", "trigger",
    # zones and moves, encounter cards, counters, resources, prevent / cancel, other abilities
    "verb.move", "verb.shuffle_into", "verb.put_into_play", "verb.remove_from_game", "verb.set_aside",
    "verb.reveal", "verb.attach", "verb.take_damage", "verb.surge", "verb.encounter_card", "verb.boost",
    "verb.add_counters", "verb.remove_counters", "verb.spend_resources", "verb.generate_resources",
    "verb.prevent", "verb.cancel", "verb.resolve_ability", "zone.deck_top", "zone.deck_bottom", "zone.discard",
    "zone.hand", "zone.encounter_deck", "zone.encounter_discard",
    # data kept and shown; headers; honest answers
    "delayed", "duration", "limit", "timing.when_revealed_hero", "timing.when_revealed_alter_ego",
    "timing.special", "timing.hero_resource", "timing.first_player_interrupt", "expect.undetermined",
)


def _cartas():
    for path in sorted(CARTAS.glob("*.yaml")):
        scn = load_scenario(path)
        for q in scn.questions:
            yield path, scn, q


def test_every_construct_of_issue_14_is_shown_by_a_question_with_an_expect():
    shown: dict[str, str] = {}
    for path, scn, q in _cartas():
        if q.expect is None:
            continue
        for feat in _features(scn, q):
            shown.setdefault(feat, f"{path.name}::{q.id}")
    missing = [c for c in CONSTRUCTS if c not in shown]
    assert not missing, missing


def _codes(r, out: set) -> None:
    if isinstance(r, Reason):
        out.add(r.code)
        for v in r.args.values():
            _codes(v, out)
    elif isinstance(r, (list, tuple)):
        for v in r:
            _codes(v, out)


@pytest.mark.parametrize("key, codes", [
    ("assumptions", ("assume.friendly", "assume.side", "assume.cost_resources", "assume.limit",
                     "assume.first_player", "assume.trigger_happening", "assume.encounter_deck", "assume.resources",
                     "assume.revealed_to_active")),
    ("warnings", ("warn.up_to", "warn.count", "warn.cost_exhausted", "warn.cost_counters", "warn.delayed",
                  "warn.duration", "warn.state_unknown", "warn.constant_condition")),
    ("unknowns", ("cond.fact_unknown", "amount.x_unknown", "amount.no_card", "unknown.trigger", "move.hand_unknown",
                  "move.encounter_discard_unknown", "header.special")),
])
def test_every_honest_answer_path_is_shown(rb, key, codes):
    from arbitro.engine.board import Board
    from arbitro.engine.questions import answer_question

    seen: set = set()
    undetermined = {"can_initiate": False, "targets": False}
    for path, scn, q in _cartas():
        a = answer_question(rb, scn, q, Board.from_scenario(scn), path=str(path))
        for r in a.get(key, []):
            _codes(r, seen)
        undetermined["can_initiate"] |= a.get("answer") == "undetermined"
        undetermined["targets"] |= bool(a.get("undetermined"))
    assert not [c for c in codes if c not in seen]
    assert all(undetermined.values())
