"""MR-14 chance: every random event is a listed outcome; impossible reports are rejected (EC-53)."""
import pytest

from engine.core import IllegalMove, Referee
from engine.monster_run import GAME

from .helpers import A, B, chance_actions, discards, hand, new, play, rejected


def test_EC_53_MR_14_2_a_card_accounted_for_cannot_be_drawn():
    s = new()
    hand(s, A, ["Q-E4", "Q-E4", "Q-C4"])
    discards(s, ["Q-E4", "Q-E4"])
    hand(s, B, ["Q-F4", "Q-G4", "Q-A4"])
    play(s, A, "Q-C4")
    rejected(s, "MR-14.2", "draw_note", "chance", seat=A, card="Q-E4")
    rejected(s, "MR-14.2", "draw_note", "chance", seat=B, card="Q-F4")     # the card goes to A
    referee = Referee(GAME)
    state, _ = referee.setup(2, {"first_player": 0, "fruit_cells": []}, chance="client")
    with pytest.raises(IllegalMove) as caught:
        referee.apply(state, {"type": "draw_note", "player": "chance", "seat": 0, "card": "Q-C7"})
    assert caught.value.rule == "MR-14.2"


def test_MR_14_1_draws_are_weighted_by_the_copies_left():
    s = new()
    play(s, A, s.seats[A].hand[0])
    outcomes = GAME.chance_outcomes(s)
    weights = {o.action["card"]: o.weight for o in outcomes}
    assert sum(weights.values()) == sum(s.draw.values()) and weights["Q-C4"] == 3 and weights["DH-C6"] == 2


def test_MR_14_1_random_placements_are_listed_and_checked():
    s = GAME.new_game(2, {"level": 2, "fruit_cells": [], "first_player": 0})
    assert [o.action["bar_line"] for o in GAME.chance_outcomes(s)] == ["BL2", "BL3", "BL4", "BL5", "BL6"]
    rejected(s, "MR-14.2", "place_coda", "chance", bar_line="BL8")
    rejected(s, "MR-14.2", "place_rest", "chance", beat="m1b1")
    GAME.apply(s, {"type": "place_coda", "player": "chance", "bar_line": "BL4"})
    assert s.coda == 4 and s.decision == "DEAL"


def test_MR_14_1_server_and_client_chance_give_the_same_states():
    referee = Referee(GAME)
    options = {"level": 5, "board": "3/4"}
    server, events = referee.setup(3, options, seed=7)
    client, _ = referee.setup(3, options, chance="client")
    for action in chance_actions(events):
        client, _ = referee.apply(client, action)
    strip = ("chance", "rng")
    assert {k: v for k, v in client.items() if k not in strip} == {k: v for k, v in server.items() if k not in strip}
