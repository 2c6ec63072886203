import json

import pytest

from engine.core import GameOver, IllegalMove, InvalidState, MalformedAction, NotYourTurn, Referee
from tests.engine.core.toy_game import CoinRace

REFEREE = Referee(CoinRace())


def play_to_end(state, referee=REFEREE):
    while state["result"] is None:
        moves = referee.legal_moves(state)["moves"]
        state, _ = referee.apply(state, moves[0])
    return state


def test_server_chance_resolves_random_events_inside_apply():
    state, _ = REFEREE.setup(2, seed=5)
    state, events = REFEREE.apply(state, {"type": "flip", "player": 0})
    assert [event["type"] for event in events] == ["flip", "coin"]
    assert state["to_act"] == [1]


def test_client_chance_waits_for_the_table_and_lists_every_outcome():
    state, _ = REFEREE.setup(2, chance="client")
    state, _ = REFEREE.apply(state, {"type": "flip", "player": 0})
    assert state["to_act"] == ["chance"]
    answer = REFEREE.legal_moves(state)
    assert answer["moves"] == [{"type": "coin", "player": "chance", "face": "heads"},
                               {"type": "coin", "player": "chance", "face": "tails"}]
    assert answer["defaults"] == []
    state, _ = REFEREE.apply(state, answer["moves"][0])
    assert state["scores"] == [1, 0] and state["to_act"] == [1]


def test_a_reported_outcome_that_cannot_happen_is_refused():
    state, _ = REFEREE.setup(2, chance="client")
    state, _ = REFEREE.apply(state, {"type": "flip", "player": 0})
    with pytest.raises(IllegalMove) as error:
        REFEREE.apply(state, {"type": "coin", "player": "chance", "face": "edge"})
    assert error.value.rule == "T-2"


def test_server_mode_refuses_reported_chance():
    state, _ = REFEREE.setup(2, seed=1)
    with pytest.raises(NotYourTurn):
        REFEREE.apply(state, {"type": "coin", "player": "chance", "face": "heads"})


def test_acting_out_of_turn_cites_the_games_turn_rule():
    state, _ = REFEREE.setup(2, seed=1)
    with pytest.raises(NotYourTurn) as error:
        REFEREE.apply(state, {"type": "flip", "player": 1})
    assert error.value.rule == "T-1"
    assert "waiting for 0" in error.value.detail


def test_acting_after_the_end_cites_the_games_end_rule():
    state, _ = REFEREE.setup(2, seed=3)
    final = play_to_end(state)
    with pytest.raises(GameOver) as error:
        REFEREE.apply(final, {"type": "flip", "player": 0})
    assert error.value.rule == "T-3"


@pytest.mark.parametrize("action", [None, [], {"player": 0}, {"type": 3, "player": 0}, {"type": "flip"}])
def test_an_action_without_type_or_player_is_malformed(action):
    state, _ = REFEREE.setup(2, seed=3)
    with pytest.raises(MalformedAction):
        REFEREE.apply(state, action)


def test_replaying_the_same_seed_and_actions_gives_byte_identical_states():
    state, _ = REFEREE.setup(2, seed=99)
    actions = []
    while state["result"] is None:
        move = REFEREE.legal_moves(state)["moves"][0]
        actions.append(move)
        state, _ = REFEREE.apply(state, move)
    replayed, _ = REFEREE.replay({"players": 2, "seed": 99}, actions)
    assert json.dumps(replayed, sort_keys=True) == json.dumps(state, sort_keys=True)


def test_server_outcomes_replayed_as_client_reports_give_the_same_states():
    server, _ = REFEREE.setup(2, seed=11)
    client, _ = REFEREE.setup(2, chance="client")
    while server["result"] is None:
        move = REFEREE.legal_moves(server)["moves"][0]
        server, events = REFEREE.apply(server, move)
        client, _ = REFEREE.apply(client, move)
        for event in events:
            if event["type"] == "coin":
                client, _ = REFEREE.apply(client, {"type": "coin", "player": "chance", "face": event["face"]})
        strip = lambda s: {k: v for k, v in s.items() if k not in ("chance", "rng")}  # noqa: E731
        assert strip(client) == strip(server)


def test_replay_reports_the_index_of_the_first_failing_action():
    with pytest.raises(NotYourTurn) as error:
        REFEREE.replay({"players": 2, "seed": 1}, [{"type": "flip", "player": 0}, {"type": "flip", "player": 0}])
    assert error.value.index == 1


def test_apply_never_modifies_the_state_it_was_given():
    state, _ = REFEREE.setup(2, seed=4)
    before = json.dumps(state, sort_keys=True)
    REFEREE.apply(state, {"type": "flip", "player": 0})
    assert json.dumps(state, sort_keys=True) == before


@pytest.mark.parametrize("corrupt, problem", [
    (lambda s: s.update(game="chess"), "for game 'chess'"),
    (lambda s: s.update(version=99), "version 99"),
    (lambda s: s.update(chance="dice"), "chance must be"),
    (lambda s: s.update(rng=None), "rng must be"),
    (lambda s: s.pop("scores"), "missing 'scores'"),
    (lambda s: s.update(scores=[-1, 0]), "negative"),
])
def test_states_that_cannot_be_read_or_reached_are_refused(corrupt, problem):
    state, _ = REFEREE.setup(2, seed=4)
    corrupt(state)
    with pytest.raises(InvalidState) as error:
        REFEREE.apply(state, {"type": "flip", "player": 0})
    assert problem in error.value.detail
    assert REFEREE.validate(state) == error.value.problems


def test_view_never_carries_the_generator_state():
    state, _ = REFEREE.setup(2, seed=4)
    assert "rng" not in REFEREE.view(state, 0)
    with pytest.raises(MalformedAction):
        REFEREE.view(state, 5)
