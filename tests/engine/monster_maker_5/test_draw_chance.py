"""MM-16.1: a server draw (Game.draw_chance) picks the outcome that walking chance_outcomes by weight picks, from
the same generator numbers; Monster Maker 5 picks a dealt or drawn card without listing the whole deck."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, Game
from engine.core.rng import Rng
from engine.monster_maker_5 import GAME


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32))
def test_MM_16_1_a_server_draw_is_the_listed_outcome_the_same_number_picks(players, seed):
    state, rng, pick = GAME.new_game(players, {}), Rng.from_seed(seed), random.Random(seed)
    kinds = set()
    for _step in range(3000):
        to_act = GAME.to_act(state)
        if not to_act:
            break
        if to_act != [CHANCE]:
            GAME.apply(state, pick.choice(GAME.legal_moves(state, to_act[0])))
            continue
        listed, drawn = Rng(rng.state), Rng(rng.state)
        expected = Game.draw_chance(GAME, state, listed)
        assert (GAME.draw_chance(state, drawn), drawn.state) == (expected, listed.state)
        kinds.add(expected["type"])
        GAME.apply(state, GAME.draw_chance(state, rng))
    assert {"deal", "first_player"} <= kinds
