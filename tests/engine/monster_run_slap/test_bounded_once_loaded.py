"""Every field of the slap game's own but the options is bounded once `load` accepted it (bounds.loaded_within_bounds)
instead of walked before: the same states loaded and the same refusals as the generic walk gives, on values at and
beyond each bound (the flip count bounded with SLAP-7.2's flip limit, SLAP-8.2's slap report, to_act, the result)."""
import random

import pytest

from engine.core import Referee
from engine.core.bounds import MAX_RESULT_MESSAGE
from engine.monster_run_slap import bounds
from engine.registry import GAMES
from tests.engine.core.test_one_walk_load import nested, outcome
from tests.engine.core.test_trusted_load import fresh, states_of_play
from tests.support.checked_paths import replaced

GAME = GAMES["monster-run-slap"]
REFEREE = Referee(GAME)
WALKED_FIRST = [(bounds, "_SHAPES_WITHIN", False)]
FLIPS = bounds.MAX_FLIP_LIMIT
RESULT = {"winners": [0], "ranking": [[0], [1]], "scores": {"0": 0, "1": 3}, "reason": "out_of_cards",
          "message": "Player 0 has no cards left and wins!", "message_zh": "玩家 0 沒有卡了，獲得勝利！"}
# Values for each field, within and beyond its bound, of the types load takes there and of others.
EDGES = {
    "flips": [FLIPS - 1, FLIPS, FLIPS + 1, 10**6, 2**64, -1, True, 1.5],
    "to_act": [[], [0], [0, 1, 2, 3], [0, 1, 2, 3, 0], ["chance"], ["x" * 65], [0, "chance"], [[0]], nested(17),
               [True], [1.5], [10**6], list(range(441))],
    "slapped": [[0, 1, 2, 3], [0, 1, 2, 3, 0], [0] * 441, [[0]]],
    "passed": [[3, 2, 1, 0], [3, 2, 1, 0, 0], [True]],
    "result": [RESULT, {**RESULT, "message": "x" * MAX_RESULT_MESSAGE}, {**RESULT, "message": "x" * (MAX_RESULT_MESSAGE + 1)},
               {**RESULT, "extra": 1}, {**RESULT, "winners": [0] * 5}, {**RESULT, "ranking": nested(17)},
               {**RESULT, "scores": {str(seat): 1 for seat in range(5)}}, {"x" * 65: 1}],
    "players": [4, 5, 10**6], "active": [3, 4, 10**6, None], "phase": ["slap", "x" * 65, ["slap"]],
    "call": ["Do", "x" * 65, ["Do"]],
}


def edited(state: dict, picker: random.Random) -> dict:
    data = fresh(state)
    for field in picker.sample(sorted(EDGES), picker.randint(1, 2)):
        data[field] = fresh(picker.choice(EDGES[field]))
    return data


@pytest.mark.parametrize("seed", range(4))
def test_SLAP_7_2_the_fields_bounded_once_loaded_load_and_refuse_as_the_generic_walk(seed):
    picker = random.Random(seed)
    corpus = []
    for state, _ in states_of_play(GAME, seed, "server" if seed % 2 else "client", steps=50):
        corpus.append(state)
        corpus.extend(edited(state, picker) for _ in range(6))
    once = [outcome(REFEREE, state) for state in corpus]
    with replaced(WALKED_FIRST):
        walked = [outcome(REFEREE, state) for state in corpus]
    assert once == walked
    assert any("10000" in str(found) for found in once)
