"""Property tests (MR-13.8, MR-14.1): random games in both chance modes, every level, side and player count.

Random games finish; every listed move is accepted; every state round-trips through JSON and load/dump; a
seeded server game replays byte for byte; and a client game fed the server's chance outcomes reaches the
same states.
"""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.monster_run import GAME

from .helpers import chance_actions

REFEREE = Referee(GAME)
ENVELOPE = ("game", "version", "chance", "rng")


def _game_part(state: dict) -> dict:
    return {k: v for k, v in state.items() if k not in ENVELOPE}


def _check_state(state: dict) -> None:
    assert json.loads(json.dumps(state)) == state
    part = _game_part(state)
    assert GAME.dump(GAME.load(part)) == part
    assert GAME.problems(GAME.load(part)) == []
    for seat in [None, *range(state["players"])]:
        json.dumps(REFEREE.view(state, seat))


def _play(players, options, seed, chance, pick, check_all_moves):
    state, events = REFEREE.setup(players, options, seed=seed, chance=chance)
    actions = []
    for _step in range(5000):
        _check_state(state)
        if state["result"] is not None:
            return state, actions, events
        listing = REFEREE.legal_moves(state)
        moves = listing["moves"]
        assert moves, state["decision"]
        if check_all_moves:
            for move in moves:
                REFEREE.apply(state, move)
        action = moves[pick.randrange(len(moves))] if pick.random() < 0.85 or "chance" in listing["to_act"] \
            else listing["defaults"][0]
        actions.append(action)
        state, new_events = REFEREE.apply(state, action)
        events.extend(new_events)
    raise AssertionError("the game did not finish")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), level=st.integers(1, 5), side=st.sampled_from(["3/4", "4/4"]),
       players=st.integers(2, 4))
def test_MR_13_8_random_server_games_finish_and_replay_byte_for_byte(seed, level, side, players):
    options = {"level": level, "board": side, "round_limit": 6}
    pick = random.Random(seed)
    state, actions, events = _play(players, options, seed, "server", pick, check_all_moves=True)
    replayed, _ = REFEREE.replay({"players": players, "options": options, "seed": seed, "chance": "server"},
                                 actions)
    assert json.dumps(replayed, sort_keys=True) == json.dumps(state, sort_keys=True)
    # The same game in client mode, fed the server's chance outcomes, ends in the same state.
    client, _ = REFEREE.setup(players, options, chance="client")
    server_setup, setup_events = REFEREE.setup(players, options, seed=seed, chance="server")
    feed = chance_actions(setup_events)
    for action in feed:
        client, _ = REFEREE.apply(client, action)
    assert _game_part(client) == _game_part(server_setup)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), level=st.integers(1, 5), side=st.sampled_from(["3/4", "4/4"]),
       players=st.integers(2, 4))
def test_MR_14_1_random_client_games_finish(seed, level, side, players):
    options = {"level": level, "board": side, "round_limit": 6}
    state, actions, _ = _play(players, options, None, "client", random.Random(seed), check_all_moves=False)
    assert state["result"]["reason"] in tuple(GAME.result_reasons)
    replayed, _ = REFEREE.replay({"players": players, "options": options, "chance": "client"}, actions)
    assert json.dumps(replayed, sort_keys=True) == json.dumps(state, sort_keys=True)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), level=st.integers(1, 5))
def test_MR_8_7_long_random_games_end_by_finish_or_round_limit(seed, level):
    options = {"level": level, "board": "4/4", "round_limit": 40}
    pick = random.Random(seed)
    state, _, _ = _play(2, options, seed, "server", pick, check_all_moves=False)
    assert GAME.result(GAME.load(_game_part(state))) == state["result"]
