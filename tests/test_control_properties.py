"""Propiedad y control as properties over random sequences of events.

A fixed table (two players, allies, an upgrade that took control, a campaign ally, an upgrade on
another player's ally) receives random events; after each sequence the engine's answers must
obey the section's rules, whatever the order of events.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from arbitro import rulebook
from arbitro.engine.board import Board, BoardError
from arbitro.engine.context import Context
from arbitro.engine import control
from arbitro.scenario import load_scenario_text

RB = rulebook.load()
TABLE = """
schema: arbitro/v1
players: [{id: p1}, {id: p2}]
cards:
  - {id: h1, type: identity, owner: p1}
  - {id: h2, type: identity, owner: p2}
  - {id: villano, type: villain}
  - {id: esbirro, type: minion, play_area: p1}
  - {id: a1, type: ally, owner: p1, exhausted: true, damage: 2}
  - {id: a2, type: ally, owner: p2}
  - {id: campana, type: ally, owner: scenario, play_area: p1}
  - {id: mente, type: upgrade, owner: p1, attached_to: h1}
  - {id: escudo, type: upgrade, owner: p2, attached_to: a2}
  - {id: ev, type: event, owner: p1, zone: hand}
questions:
  - {ask: owner, card: h1}
"""
SCN = load_scenario_text(TABLE, "table.yaml")
PLAYERS = ["p1", "p2"]
MOVABLE = ["a1", "a2", "campana", "esbirro", "mente", "escudo"]


def _answer(board, fn, card):
    return fn(Context(RB, board), card)


event = st.one_of(
    st.tuples(st.just("take_control"), st.sampled_from(["a1", "a2", "campana"]), st.sampled_from(PLAYERS),
              st.sampled_from([None, "mente"])),
    st.tuples(st.just("leave_play"), st.sampled_from(MOVABLE), st.sampled_from(["discard", "hand", "deck", "removed"])),
    st.tuples(st.just("eliminate"), st.sampled_from(PLAYERS)),
    st.tuples(st.just("flip"), st.sampled_from(PLAYERS)),
)


class E:
    def __init__(self, kind, card=None, player=None, to=None, source=None):
        self.kind, self.card, self.player, self.to, self.source = kind, card, player, to, source


def _to_event(t):
    if t[0] == "take_control":
        return E("take_control", card=t[1], player=t[2], source=t[3])
    if t[0] == "leave_play":
        return E("leave_play", card=t[1], to=t[2])
    return E(t[0], player=t[1])


@settings(max_examples=300, deadline=None)
@given(st.lists(event, max_size=6))
def test_control_rules_hold_after_any_events(events):
    board = Board.from_scenario(SCN)
    original_owner = {c: _answer(board, control.owner, c) for c in board.cards}
    took: dict[str, str] = {}
    for raw in events:
        ev = _to_event(raw)
        before = board.copy()
        try:
            board.apply(ev)
        except (BoardError, KeyError):
            board = before  # an event the rules refuse leaves the board as it was
            continue
        if ev.kind == "take_control":
            took[ev.card] = ev.player
    for cid, card in board.cards.items():
        who = _answer(board, control.controller, cid)
        owner = _answer(board, control.owner, cid)
        if card.type == "identity":
            assert owner == card.owner and (who == card.owner or card.zone == "removed")  # control.3
        if card.zone in ("set_aside", "removed"):
            assert who is None
        elif card.zone in ("hand", "deck", "discard"):
            assert who == owner  # control.9: a player controls their own out-of-play zones
        elif card.is_encounter:
            assert who == "scenario"  # control.5
        effect = board.control_effect(cid)
        if card.zone == "play" and effect is not None:
            assert who == effect.player  # control.8: the last explicit change wins
        if card.zone == "play" and effect is None and not card.attached_to and not card.is_encounter \
                and card.type != "identity":
            assert who == owner  # control.4 (and control.13: ended changes give control back)
        if card.owner == "scenario" and card.is_player_card and cid in took:
            assert owner == took[cid]  # control.7: the last player who took control owns it
        elif card.owner != "scenario" or not card.is_player_card:
            assert owner == original_owner[cid]  # ownership never changes otherwise
        if card.type == "upgrade" and card.zone == "play" and card.attached_to:
            host = _answer(board, control.controller, card.attached_to)
            if host not in (None, "scenario") and host != owner and effect is None:
                assert who == host  # control.6 / control.12


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(MOVABLE), st.sampled_from(["discard", "hand", "deck", "removed"]), st.booleans(),
       st.sampled_from(PLAYERS))
def test_destination_is_the_owners_zone(card_id, to, take_first, taker):
    board = Board.from_scenario(SCN)
    card = board.card(card_id)
    if take_first and card.type == "ally":
        board.apply(E("take_control", card=card_id, player=taker))
    owner = _answer(board, control.owner, card_id)
    try:
        where = control.destination(Context(RB, board), card_id, to)
    except BoardError:
        assert owner == "scenario" and to == "hand"  # the scenario has no hand: the only move refused here
        return
    if to == "removed":
        assert where == {"zone": "removed", "player": None}
    else:
        assert where == {"zone": to, "player": owner}  # control.10 / control.13.2
