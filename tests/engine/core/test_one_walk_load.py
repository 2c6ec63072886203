"""An open state is loaded in one walk where its game says which of its fields `load` bounds once it has read
them (Referee._load_in_one_walk): for any state, well formed or broken, that must answer exactly as the
generic size walk followed by `load` and `problems` did: the same state, or the same refusal, word for word.

The corpus: states of random play of every game, each mutated at a random place (a value replaced by one on
either side of a bound, a list grown past its bound, a field dropped or added, nesting made deep)."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import InvalidState, Referee
from engine.core.bounds import excess
from engine.registry import GAMES
from tests.engine.core.test_trusted_load import states_of_play

ONE_WALK_GAMES = sorted(game_id for game_id, game in GAMES.items() if game.fields_bounded_once_loaded)


class ThreeWalkReferee(Referee):
    """The path before the one walk: every size bound first, then `load`, then (in `_load`) `problems`."""

    def _load_body(self, data, body):
        too_big = excess(data, self.game.state_bounds, "the state")
        if too_big:
            raise InvalidState(too_big)
        return self.game.load(body)


def outcome(referee: Referee, state):
    """What loading `state` gives: the dumped state, or the refusal's problems (English and Chinese)."""
    try:
        loaded, chance, rng = referee._load(json.loads(json.dumps(state)))
    except InvalidState as refusal:
        return "refused", refusal.problems, [getattr(problem, "zh", None) for problem in refusal.problems]
    return "loaded", json.dumps(referee._dump(loaded, chance, rng), sort_keys=True)


def paths(value, here=()):
    """Every place in a JSON value: (path, value there)."""
    yield here, value
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        yield from paths(child, here + (key,))


def nested(depth: int):
    value = 0
    for _ in range(depth):
        value = [value]
    return value


REPLACEMENTS = [None, True, False, -1, 0, 1, 2, 11, 12, 13, 32, 33, 99, 100, 110, 111, 439, 440, 441, 999, 1000,
                10**6, 10**6 + 1, 2**64, "", "x", "x" * 64, "x" * 65, "x" * 441, "lord", "reaper_blade", [], {},
                [1], list(range(1, 13)), list(range(1, 14)), list(range(1, 441)), list(range(1, 442)),
                {str(index): 1 for index in range(33)}, {"x" * 65: 1}, nested(17), nested(15)]


def mutated(state: dict, picker: random.Random) -> dict:
    copy = json.loads(json.dumps(state))
    where, value = picker.choice([place for place in paths(copy) if place[0]])
    parent = copy
    for key in where[:-1]:
        parent = parent[key]
    last = where[-1]
    move = picker.randrange(6)
    if move == 0 and isinstance(value, list):
        value.extend(value[-1:] * picker.choice([1, 12, 440]) if value else [1] * 441)
    elif move == 1 and isinstance(parent, dict):
        del parent[last]
    elif move == 2 and isinstance(value, dict):
        value[picker.choice(["extra", "x" * 65, "1"])] = picker.choice(REPLACEMENTS)
    else:
        parent[last] = json.loads(json.dumps(picker.choice(REPLACEMENTS)))
    return copy


def test_every_game_loads_in_one_walk():
    assert ONE_WALK_GAMES == sorted(GAMES)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(ONE_WALK_GAMES), seed=st.integers(0, 10**6))
def test_one_walk_refuses_exactly_what_the_three_walks_refused(game_id, seed):
    game, picker = GAMES[game_id], random.Random(seed)
    one, three = Referee(game), ThreeWalkReferee(game)
    for state, _ in states_of_play(game, seed, picker.choice(["server", "client"]), steps=30):
        assert outcome(one, state) == outcome(three, state) and outcome(one, state)[0] == "loaded"
        for _ in range(8):
            broken = mutated(state, picker)
            assert outcome(one, broken) == outcome(three, broken)


# Per game, a list of regular shape (where in a fresh state, and its path in the bounds).
REGULAR_LISTS = {"monster-run-slap": (("stacks", 0, "hidden"), "stacks[].hidden")}


@pytest.mark.parametrize("game_id", ONE_WALK_GAMES)
def test_a_state_over_a_bound_of_a_field_bounded_once_loaded_is_refused_by_the_bound(game_id):
    game = GAMES[game_id]
    state, _ = Referee(game).setup(game.max_players, seed=3)
    state = json.loads(json.dumps(state))
    (field, seat, name), path = REGULAR_LISTS.get(game_id, (("seats", 0, "hand"), "seats[].hand"))
    limit = game.state_bounds.entries_at(path)
    state[field][seat][name] = [1] * (limit + 1)
    refusal = outcome(Referee(game), state)
    assert refusal[:2] == ("refused", [f"{path} in the state holds {limit + 1} entries; at most {limit} are allowed"])
    assert refusal == outcome(ThreeWalkReferee(game), state)


# PaoPao Sha bounds its stack and small fields once loaded (engine/paopaosha/bounds.py): each value on either side of
# the bounds a loaded frame field, counter, round or blade count may meet.
EDGE_VALUES = [None, True, -441, -1, 0, 11, 12, 100, 101, 439, 440, 441, 999, 1000, 1001, 10**6, "", "x" * 64,
               "x" * 65, "x" * 440, "x" * 441, [], [1] * 12, [1] * 13, [1] * 440, [1] * 441, [0] * 3, [441], ["x" * 65],
               [-441], [True, None, "x"]]
SMALL_FIELDS = [("round",), ("current",), ("to_act",), ("counters", "attacks"), ("counters", "actions"),
                ("counters", "used"), ("blade_uses",)]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_PPS_stack_and_small_fields_bounded_once_loaded_refuse_exactly_what_the_three_walks_refused(seed):
    game, picker = GAMES["paopaosha"], random.Random(seed)
    one, three = Referee(game), ThreeWalkReferee(game)
    for state, _ in states_of_play(game, seed, "server", steps=30):
        places = [("stack", index, key) for index, frame in enumerate(state["stack"]) for key in frame] + SMALL_FIELDS
        for _ in range(6):
            broken = json.loads(json.dumps(state))
            *where, last = picker.choice(places)
            parent = broken
            for key in where:
                parent = parent[key]
            parent[last] = json.loads(json.dumps(picker.choice(EDGE_VALUES)))
            if last == "used" and picker.randrange(2):
                parent[last] = ["x" * picker.choice([64, 65])] * picker.choice([1, 64, 65])
            if last == "blade_uses":
                parent[last] = {str(card): picker.choice([0, 3, 4]) for card in range(1, picker.choice([2, 441, 442]))}
            assert outcome(one, broken) == outcome(three, broken)
