"""The size walk of an open state skips options the same game's walk found within its bounds before
(Referee._load_in_one_walk, engine/core/options_memo.py): it mirrors the walk of the whole state, so every state must
load, or be refused word for word, as when no options are known (the checked path: a fresh, empty Kept on each
request); and the key tells apart every two options values JSON tells apart."""
import json
import random

import pytest

from engine.core import Referee
from engine.core import referee as referee_module
from engine.core.options_memo import Kept, OptionsMemo, options_key
from engine.registry import GAMES
from tests.engine.core.test_one_walk_load import REPLACEMENTS, outcome, paths
from tests.engine.core.test_trusted_load import states_of_play
from tests.support.checked_paths import replaced

NO_OPTIONS_KNOWN = [(referee_module, "_options_within", lambda bounds: Kept())]


def options_mutated(state: dict, picker: random.Random) -> dict:
    """`state` with one place of its options replaced (a value across a bound, a list grown past its bound, a field
    added): what the walk of the options refuses, or what load or problems refuse after it."""
    copy = json.loads(json.dumps(state))
    where, value = picker.choice([place for place in paths(copy["options"])])
    if not where:
        copy["options"][picker.choice(["extra", "x" * 65, "deck"])] = picker.choice(REPLACEMENTS)
        return copy
    parent = copy["options"]
    for key in where[:-1]:
        parent = parent[key]
    if isinstance(value, list) and picker.randrange(2):
        value.extend(value[-1:] * picker.choice([1, 12, 440]) if value else [1] * 441)
    else:
        parent[where[-1]] = json.loads(json.dumps(picker.choice(REPLACEMENTS)))
    return copy


def numbers_past_bounds(state: dict):
    """`state` with each number of its options past any bound (a round limit no bound takes, but the rules do)."""
    for where, value in paths(state["options"]):
        if type(value) is int:
            for number in (1000, 10**6, -1000):
                copy = json.loads(json.dumps(state))
                parent = copy["options"]
                for key in where[:-1]:
                    parent = parent[key]
                parent[where[-1]] = number
                yield copy


ONE_WALK_GAMES = sorted(game_id for game_id, game in GAMES.items() if game.fields_bounded_once_loaded)


@pytest.mark.parametrize("game_id", ONE_WALK_GAMES)
def test_states_with_known_options_load_and_refuse_as_when_none_are_known(game_id):
    game, picker = GAMES[game_id], random.Random(11)
    referee = Referee(game)
    corpus = []
    for state, _ in states_of_play(game, 11, "server", steps=15):
        corpus.append(state)
        corpus.extend(options_mutated(state, picker) for _ in range(6))
        corpus.extend(numbers_past_bounds(state))
    known = [outcome(referee, state) for state in corpus + corpus]       # the second round: options known
    with replaced(NO_OPTIONS_KNOWN):
        checked = [outcome(referee, state) for state in corpus + corpus]
    assert known == checked
    assert any(result[0] == "refused" for result in checked) and any(result[0] == "loaded" for result in checked)


def test_the_options_key_tells_apart_what_JSON_tells_apart():
    values = [{"a": True}, {"a": 1}, {"a": 1.0}, {"a": "1"}, {"a": [1]}, {"a": {"b": 1}}, {"a": None},
              {"a": [True]}, {"a": [1, 2]}, {"a": [2, 1]}, {"b": 1}, {"a": 1, "b": 2}, {"a": 2 ** 70}, {"a": -0.0},
              {"a": 0.0}]
    keys = [options_key(value) for value in values]
    assert len(set(keys)) == len(values)
    assert options_key({"a": [1, {"b": "x"}]}) == options_key(json.loads('{"a": [1, {"b": "x"}]}'))
    assert options_key({"a": object()}) is None


def test_the_memo_checks_options_it_cannot_key_each_time():
    calls = []
    memo = OptionsMemo(lambda players, options: calls.append(players) or ("checked", players))
    assert memo(3, {"a": 1}) == memo(3, {"a": 1}) == ("checked", 3) and calls == [3]
    assert memo(3, {"a": True}) == ("checked", 3) and calls == [3, 3]
    weird = {"a": object()}
    memo(4, weird), memo(4, weird)
    assert calls == [3, 3, 4, 4]


def test_kept_keys_are_bounded():
    known = Kept(size=2)
    for key in (b"1", b"2", b"3"):
        known.put(key)
    assert b"1" not in known and b"2" in known and b"3" in known
