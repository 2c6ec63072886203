"""MM-16.1: a server draw (Game.draw_chance) picks the outcome that walking chance_outcomes by weight picks, from
the same generator numbers; Monster Maker 5 picks a dealt or drawn card, a die's face and the first player without
listing the outcomes."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.monster_maker_5 import GAME
from tests.support.draws import play_comparing_draws


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32))
def test_MM_16_1_a_server_draw_is_the_listed_outcome_the_same_number_picks(players, seed):
    kinds = play_comparing_draws(GAME, GAME.new_game(players, {}), seed)
    assert {"deal", "first_player"} <= kinds


def test_MM_16_2_a_die_is_drawn_as_the_listed_face_the_same_number_picks():
    kinds = set()
    for seed in range(3):
        kinds |= play_comparing_draws(GAME, GAME.new_game(4, {}), seed)
    assert {"draw_card", "roll"} <= kinds
