"""Monster Run bounds every field of its own once `load` accepted it (engine/monster_run/bounds.py:
loaded_within_bounds, the options by the memo's check `options_in_force`), not by the generic walk first. For its
small fields, piles and options set to values on either side of each bound, an open state must answer exactly as
the generic size walk followed by `load` and `problems` did (ThreeWalkReferee): the same state or the same refusal,
word for word (MR-13.2: a state is the only memory; docs/LIMITS.md: the bounds)."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.monster_run.bounds import MAX_MAGIC_DECK, MAX_MOVEMENT_COUNTER, MAX_TURN
from engine.registry import GAMES
from tests.engine.core.test_one_walk_load import ThreeWalkReferee, nested, outcome
from tests.engine.core.test_trusted_load import states_of_play

GAME = GAMES["monster-run"]
EDGE_VALUES = [None, True, -1, 0, 1, 3, 4, 5, 999, 1000, 1001, MAX_TURN, MAX_TURN + 1, MAX_MOVEMENT_COUNTER,
               MAX_MOVEMENT_COUNTER + 1, 10**30, 2.0, "", "x" * 64, "x" * 65, "fermata", "BL1", "m1b1", "low",
               "magic_step", "chance", [], [0], [0, 1], ["fermata"] * MAX_MAGIC_DECK,
               ["fermata"] * (MAX_MAGIC_DECK + 1), {}, {"fermata": MAX_MAGIC_DECK}, {"fermata": MAX_MAGIC_DECK + 1},
               {"x" * 65: 1}, nested(15), nested(17)]
FIELDS = [("players",), ("to_act",), ("result",), ("decision",), ("active",), ("first_player",), ("turn",),
          ("movement_counter",), ("magic_deck",), ("magic_discard",), ("coda",), ("repeats",), ("repeats", "start"),
          ("mud",), ("mud", "R_rows"), ("rest",), ("pending",), ("pending", "user"), ("pending", "card"),
          ("options", "level"), ("options", "round_limit"), ("options", "magic_deck"), ("options", "magic_hand_limit"),
          ("options", "board_fruits"), ("options", "extra")]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_MR_fields_bounded_once_loaded_refuse_exactly_what_the_three_walks_refused(seed):
    picker = random.Random(seed)
    one, three = Referee(GAME), ThreeWalkReferee(GAME)
    for state, _ in states_of_play(GAME, seed, picker.choice(["server", "client"]), steps=30):
        for _ in range(6):
            broken = json.loads(json.dumps(state))
            *where, last = picker.choice(FIELDS)
            parent = broken
            for key in where:
                parent = parent[key] if isinstance(parent, dict) and isinstance(parent.get(key), dict) else {}
            parent[last] = json.loads(json.dumps(picker.choice(EDGE_VALUES)))
            assert outcome(one, broken) == outcome(three, broken)


def test_MR_a_turn_past_its_bound_is_refused_by_the_bound_not_by_problems():
    state, _ = Referee(GAME).setup(3, {"level": 5}, seed=3)
    state = {**state, "turn": MAX_TURN + 1}
    refusal = outcome(Referee(GAME), state)
    assert refusal[:2] == ("refused", [f"turn in the state is {MAX_TURN + 1}; no number beyond {MAX_TURN} is allowed "
                                       f"there"])
    assert refusal == outcome(ThreeWalkReferee(GAME), state)
