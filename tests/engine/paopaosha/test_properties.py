"""Random games through the Referee in both chance modes (PPS-16.10, PPS-18.5, PPS-19): they finish, every listed
move is accepted, states round-trip through JSON unchanged, and a seeded game replays byte for byte."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st_

from engine.core import Referee
from engine.paopaosha import GAME

REF = Referee(GAME)
LIMIT = 6000


def play(players, seed, chance):
    rnd = random.Random(seed)
    state, _ = REF.setup(players, {"round_limit": 12}, seed=seed, chance=chance)
    actions = []
    for _ in range(LIMIT):
        assert json.loads(json.dumps(state)) == state
        loaded = GAME.load({k: v for k, v in state.items() if k not in ("game", "version", "chance", "rng")})
        assert GAME.dump(loaded) == {k: v for k, v in state.items() if k not in ("game", "version", "chance", "rng")}
        if state["result"] is not None:
            return state, actions
        listed = REF.legal_moves(state)
        moves = listed["moves"]
        assert moves, "a running game always offers a move (PPS-18.5)"
        if len(moves) > 1:                       # another listed move is accepted too
            REF.apply(state, rnd.choice(moves))
        move = rnd.choice(moves)
        state, _ = REF.apply(state, move)
        actions.append(move)
    raise AssertionError("the game did not finish")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st_.sampled_from([3, 4, 7, 12]), seed=st_.integers(0, 10**6),
       chance=st_.sampled_from(["server", "client"]))
def test_PPS_16_10_random_games_finish_in_both_modes(players, seed, chance):
    state, _ = play(players, seed, chance)
    assert state["result"] is not None and state["to_act"] == []


@pytest.mark.parametrize("chance", ["server", "client"])
@pytest.mark.parametrize("players", [3, 4, 7, 12])
def test_PPS_16_10_every_player_count_finishes_in_both_modes(players, chance):
    state, actions = play(players, players * 7, chance)
    assert state["result"] is not None and len(actions) > players


def test_PPS_19_1_seeded_game_replays_byte_for_byte():
    state, actions = play(5, 123, "server")
    again, _ = REF.replay({"players": 5, "options": {"round_limit": 12}, "seed": 123, "chance": "server"}, actions)
    assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)
