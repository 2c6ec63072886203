"""PPS-19.1: a server draw (Game.draw_chance) picks the outcome that walking chance_outcomes by weight picks, from
the same generator numbers; PaoPao Sha picks a card drawn from the pile or taken from a hand (R1, R4, R5) without
listing one outcome per card."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.paopaosha import GAME
from tests.support.draws import play_comparing_draws


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 12), seed=st.integers(0, 2**32), seating=st.sampled_from(["given", "random"]))
def test_PPS_19_1_a_server_draw_is_the_listed_outcome_the_same_number_picks(players, seed, seating):
    kinds = play_comparing_draws(GAME, GAME.new_game(players, {"seating": seating}), seed)
    assert {"deal_identity", "deal_character", "top_card"} <= kinds


def test_PPS_19_1_a_hand_card_taken_at_random_and_a_peek_are_drawn_as_listed():
    # Seeded 8-player games until a card taken at random from a hand (R5) and a 看豆 look at the pile have been met.
    wanted, met = {("RandomHandCard", "random_card"), ("Peek", "top_card")}, set()
    for seed in range(400):
        met |= play_comparing_draws(GAME, GAME.new_game(8, {}), seed,
                                    kind=lambda state, action: (state["stack"][-1]["kind"], action["type"]))
        if wanted <= met:
            return
    raise AssertionError(f"no seeded game met {sorted(wanted - met)}")
