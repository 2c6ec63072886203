"""The state's JSON form: load type-checks everything (InvalidState, never a crash) and problems() catches
unreachable states (MR-1.9 positions, MR-1.3 card conservation, MR-0.4 seats, MR-13.1 decision points)."""
import copy
import json

import pytest

from engine.core import InvalidState, Referee
from engine.monster_run import GAME

from .helpers import A, B, new, play

REFEREE = Referee(GAME)


@pytest.fixture()
def state():
    data, _ = REFEREE.setup(3, {"level": 5, "board": "3/4"}, seed=11)
    return data


def _part(data):
    return {k: v for k, v in data.items() if k not in ("game", "version", "chance", "rng")}


def test_MR_1_9_dump_load_round_trip(state):
    part = _part(state)
    assert GAME.dump(GAME.load(part)) == part
    assert json.loads(json.dumps(state)) == state
    assert REFEREE.validate(state) == []


MUTATIONS = [
    ("players", 5), ("players", "3"), ("options", []), ("options", {"level": 9}), ("decision", "NAP"),
    ("active", 7), ("active", True), ("turn", -1), ("movement_counter", "0"), ("seats", {}), ("seats", []),
    ("draw_pile", []), ("draw_pile", {"Q-E4": 0}), ("draw_pile", {"Z-E4": 1}), ("discard_pile", "Q-E4"),
    ("discard_pile", [1]), ("magic_deck", {"joker": 1}), ("magic_discard", ["joker"]), ("fruits", []),
    ("fruits", {"m99b1/E4": "red"}), ("fruits", {"m1b1/E4": "blue"}), ("coda", "BL99"), ("coda", 4),
    ("repeats", ["BL1", "BL2"]), ("repeats", {"start": "BL1"}), ("mud", None), ("mud", {"L": "m1b1"}),
    ("rest", "m1b9"), ("pending", "x"), ("pending", {"card": "joker"}), ("to_act", [2]), ("result", {}),
    ("extra", 1),
]


@pytest.mark.parametrize("key,value", MUTATIONS)
def test_MR_1_9_malformed_states_raise_invalid_state(state, key, value):
    bad = copy.deepcopy(state)
    bad[key] = value
    with pytest.raises(InvalidState):
        REFEREE.legal_moves(bad)


SEAT_MUTATIONS = [
    ("monster", 9), ("position", "BL99"), ("position", "m1b4"), ("position", 3), ("pitch", "H4"), ("stamp", -2),
    ("hand", "Q-E4"), ("hand", ["Q-E9"]), ("fruits", {"red": 1}), ("fruits", {"red": "1", "green": 0, "yellow": 0}),
    ("prize", "blue"), ("sharp", 1), ("skip", None), ("magic", ["joker"]), ("magic", "to_coda"), ("nickname", "x"),
]


@pytest.mark.parametrize("key,value", SEAT_MUTATIONS)
def test_MR_1_11_malformed_seats_raise_invalid_state(state, key, value):
    bad = copy.deepcopy(state)
    bad["seats"][1][key] = value
    with pytest.raises(InvalidState):
        REFEREE.legal_moves(bad)


def test_MR_1_3_problems_duplicated_and_missing_cards(state):
    bad = copy.deepcopy(state)
    bad["seats"][0]["hand"][0] = bad["seats"][1]["hand"][0]
    problems = REFEREE.validate(bad)
    assert any("appears" in p for p in problems) and any("missing" in p for p in problems)
    bad = copy.deepcopy(state)
    bad["seats"][0]["hand"].pop()
    assert any("missing" in p for p in REFEREE.validate(bad))


def test_MR_1_9_problems_positions_and_seats(state):
    bad = copy.deepcopy(state)
    bad["seats"][0]["position"] = "BL10"          # the finish, but the game goes on
    assert REFEREE.validate(bad)
    bad = copy.deepcopy(state)
    bad["seats"][0]["stamp"] = 99
    assert any("stamp" in p for p in REFEREE.validate(bad))
    bad = copy.deepcopy(state)
    bad["seats"][0]["position"] = "m2b1"
    bad["seats"][0]["pitch"] = None
    assert REFEREE.validate(bad)
    bad = copy.deepcopy(state)
    bad["seats"][0]["position"] = bad["rest"]
    bad["seats"][0]["pitch"] = "C4"
    bad["seats"][0]["stamp"] = 1
    bad["movement_counter"] = 1
    assert any("rest" in p for p in REFEREE.validate(bad))


def test_MR_13_1_problems_flow(state):
    bad = copy.deepcopy(state)
    bad["decision"] = "MAGIC_DRAWN"
    bad["to_act"] = [bad["active"]]
    assert REFEREE.validate(bad)
    bad = copy.deepcopy(state)
    bad["seats"][0]["magic"] = ["to_coda"]
    assert any("magic" in p for p in REFEREE.validate(bad))
    bad = copy.deepcopy(state)
    bad["seats"][0]["fruits"]["red"] = 4
    assert any("red" in p for p in REFEREE.validate(bad))


def test_MR_0_4_seat_count_must_match(state):
    bad = copy.deepcopy(state)
    bad["players"] = 2
    with pytest.raises(InvalidState):
        REFEREE.legal_moves(bad)


def test_MR_8_2_result_must_match():
    s = new()
    play(s, A, s.seats[A].hand[0])
    data = GAME.dump(s)
    data["result"] = {"winners": [B]}
    with pytest.raises(InvalidState):
        GAME.load(data)


JUNK = [None, True, -1, 0, 3, 99, 2.5, "", "BL0", "m1b1", "Q-E4", "to_coda", "chance", [], [1], {}, {"a": 1},
        {"card": "to_coda"}, {"card": "to_coda", "user": 0, "target": 1, "origin": "magic_step"}]


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, prefix + (index,))


def test_MR_15_2_any_corruption_is_refused_cleanly_never_crashes():
    from hypothesis import given, settings, strategies as st
    from engine.core import RefereeError
    states = []
    for seed, level in ((1, 1), (2, 2), (3, 5)):
        data, _ = REFEREE.setup(3, {"level": level, "round_limit": 4}, seed=seed)
        states.append(data)
        rnd = __import__("random").Random(seed)
        for _ in range(25):
            if data["result"] is not None:
                break
            data, _ = REFEREE.apply(data, rnd.choice(REFEREE.legal_moves(data)["moves"]))
            states.append(data)

    @settings(max_examples=300, deadline=None)
    @given(st.integers(0, 10**9), st.sampled_from(JUNK))
    def run(pick, junk):
        data = copy.deepcopy(states[pick % len(states)])
        paths = [p for p in _paths(data) if p and p[0] not in ("game", "version", "chance", "rng")]
        path = paths[pick % len(paths)]
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = copy.deepcopy(junk)
        try:
            REFEREE.legal_moves(data)
            REFEREE.view(data, 0)
        except RefereeError:
            pass
    run()


def test_MR_3_7_a_movement_counter_beyond_what_the_turns_allow_is_refused(state):
    bad = copy.deepcopy(state)
    bad["movement_counter"] = 10_000
    assert REFEREE.validate(bad) == ["the movement counter is higher than the turns played allow (MR-3.7)"]
    good = copy.deepcopy(state)
    good["movement_counter"] = 4
    assert REFEREE.validate(good) == []


@pytest.mark.parametrize("field,value", [
    ("coda", "BL3"), ("repeats", {"start": "BL1", "end": "BL3"}),
    ("mud", {"L": "m2b1", "R": "m7b2", "R_rows": "high"}), ("mud", {"L": "m7b1", "R": "m7b3", "R_rows": "high"}),
    ("mud", {"L": "m7b1", "R": "m7b2", "R_rows": "low"}), ("rest", "m3b2"), ("first_player", 1)])
def test_MR_2_2_MR_2_5_markers_and_first_player_must_be_the_explicit_ones_in_force(field, value):
    s = new(level=5)
    data = json.loads(json.dumps(GAME.dump(s)))
    assert GAME.problems(GAME.load(data)) == []
    data[field] = value
    if field == "first_player":
        data["active"], data["to_act"] = 1, [1]
    problems = GAME.problems(GAME.load(data))
    assert problems and any("in force" in problem for problem in problems), problems


@pytest.mark.parametrize("seat", [float, bool])
def test_MR_13_1_seats_in_to_act_and_result_are_integers_not_floats_or_bools(seat):
    from tests.conformance.playout import Playout
    s = new()
    data = json.loads(json.dumps(GAME.dump(s)))
    assert data["to_act"] == [0]
    data["to_act"] = [seat(0)]
    with pytest.raises(InvalidState):
        GAME.load(data)
    final = Playout(REFEREE, 2, "server", seed=7).run(check=False)
    assert REFEREE.validate(final) == []
    final["result"]["ranking"] = [[seat(seat_number) for seat_number in place] for place in final["result"]["ranking"]]
    assert REFEREE.validate(final)
