"""MR-2 setup: options in force, order of the chance steps, first player, deal, validation (EC-52)."""
import json

import pytest

from engine.core import InvalidSetup, Referee
from engine.monster_run import GAME
from engine.monster_run.cards import NOTE_ORDER


def run_chance(state, pick=0):
    """Applies the `pick`-th listed outcome until a player must decide; returns the chance decisions met."""
    seen = []
    while GAME.to_act(state) == ["chance"]:
        seen.append(state.decision)
        outcomes = GAME.chance_outcomes(state)
        GAME.apply(state, outcomes[min(pick, len(outcomes) - 1)].action)
    return seen


def test_MR_2_1_options_in_force_with_defaults():
    s = GAME.new_game(2, {})
    assert s.options == {"level": 1, "seat_order": [0, 1], "board": "4/4", "measures": 8, "hand_size": 3, "monsters": [1, 2],
                         "first_player": None, "round_limit": 100,
                         "board_fruits": {"red": 4, "green": 4, "yellow": 4}, "fruit_cells": None}
    s = GAME.new_game(3, {"level": 5, "board": "3/4"})
    assert s.options["magic_deck"] == ["to_coda", "to_coda", "fermata", "fermata", "ritardando", "ritardando",
                                       "accelerando", "accelerando"]
    assert s.options["magic_hand_limit"] == 3 and s.options["measures"] == 10
    assert all(s.options[key] is None for key in ("coda_bar_line", "repeat_bar_lines", "mud", "rest"))


def test_MR_2_2_setup_order_markers_then_fruits_then_first_player_then_deal():
    s = GAME.new_game(2, {"level": 5})
    seen = run_chance(s)
    order = list(dict.fromkeys(seen))
    assert order == ["PLACE_CODA", "PLACE_REPEATS", "PLACE_MUD_L", "PLACE_MUD_R", "PLACE_MUD_ROWS", "PLACE_REST",
                     "PLACE_FRUIT", "FIRST_PLAYER", "DEAL"]
    assert seen.count("PLACE_FRUIT") == 12 and seen.count("DEAL") == 6
    assert s.decision == "TURN_START" and all(len(seat.hand) == 3 for seat in s.seats)
    assert all(seat.pos == 1 for seat in s.seats)


def test_MR_2_2_random_placements_avoid_fixed_ones():
    s = GAME.new_game(2, {"level": 3, "repeat_bar_lines": {"start": "BL2", "end": "BL3"}})
    assert s.decision == "PLACE_CODA"
    assert [o.action["bar_line"] for o in GAME.chance_outcomes(s)] == ["BL4", "BL5", "BL6"]
    s = GAME.new_game(2, {"level": 3, "coda_bar_line": "BL1"})
    assert s.decision == "PLACE_REPEATS"
    assert all("BL1" not in (o.action["start"], o.action["end"]) for o in GAME.chance_outcomes(s))
    assert len(GAME.chance_outcomes(s)) == 21      # pairs of BL0, BL2..BL7


def test_MR_2_3_first_player_given_or_random():
    s = GAME.new_game(3, {"fruit_cells": [], "first_player": 2})
    assert s.first == 2 and s.decision == "DEAL"
    s = GAME.new_game(3, {"fruit_cells": []})
    assert s.decision == "FIRST_PLAYER"
    assert [o.action for o in GAME.chance_outcomes(s)] == [
        {"type": "first_player", "player": "chance", "seat": seat} for seat in range(3)]
    GAME.apply(s, {"type": "first_player", "player": "chance", "seat": 1})
    assert s.first == 1 and s.decision == "DEAL"


def test_EC_52_MR_2_4_deal_one_card_at_a_time_from_the_first_player():
    s = GAME.new_game(3, {"fruit_cells": [], "first_player": 1})
    deck = [card for card in NOTE_ORDER for _ in range(s.draw[card])][:9]
    receivers = []
    for card in deck:
        outcome = GAME.chance_outcomes(s)[0].action
        receivers.append(outcome["seat"])
        GAME.apply(s, {"type": "draw_note", "player": "chance", "seat": outcome["seat"], "card": card})
    assert receivers == [1, 2, 0] * 3
    assert s.seats[1].hand == [deck[0], deck[3], deck[6]]
    assert s.seats[2].hand == [deck[1], deck[4], deck[7]]
    assert s.seats[0].hand == [deck[2], deck[5], deck[8]]
    assert sum(s.draw.values()) == 111 and s.decision == "TURN_START" and s.active == 1


def test_MR_2_1_seat_order_sets_the_clockwise_order_of_deal_turns_and_ties():
    s = GAME.new_game(3, {"fruit_cells": [], "first_player": 1, "seat_order": [0, 2, 1]})
    assert s.options["seat_order"] == [0, 2, 1]
    receivers = []
    while s.decision == "DEAL":
        outcome = GAME.chance_outcomes(s)[0].action
        receivers.append(outcome["seat"])
        GAME.apply(s, outcome)
    assert receivers == [1, 0, 2] * 3 and s.active == 1
    order = []
    for _ in range(4):
        order.append(s.active)
        GAME.apply(s, {"type": "discard_and_draw", "player": s.active, "card": s.seats[s.active].hand[0]})
        GAME.apply(s, GAME.chance_outcomes(s)[0].action)
    assert order == [1, 0, 2, 1]
    assert GAME.problems(GAME.load(json.loads(json.dumps(GAME.dump(s))))) == []
    from engine.monster_run.turns import race_ranking
    assert race_ranking(s) == [1, 0, 2]           # nobody has moved: turn order from the first player (MR-8.3)
    assert GAME.new_game(3, {}).options["seat_order"] == [0, 1, 2]


@pytest.mark.parametrize("seat_order", [[0, 1], [0, 0, 1], [0, 1, 3], [0, 1, 2.0], [False, 1, 2], "012", None])
def test_MR_2_5_seat_order_must_be_an_ordering_of_the_players(seat_order):
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(3, {"seat_order": seat_order})
    assert caught.value.rule == "MR-2.5"


def test_MR_2_4_explicit_hands_replace_the_deal():
    s = GAME.new_game(2, {"fruit_cells": [], "first_player": 0,
                          "hands": [["Q-E4", "H-F4", "DH-G4"], ["Q-E4", "Q-E4", "Q-E4"]]})
    assert s.decision == "TURN_START" and s.seats[1].hand == ["Q-E4"] * 3
    assert "Q-E4" not in s.draw and sum(s.draw.values()) == 114
    assert "hands" not in s.options


@pytest.mark.parametrize("options,rule", [
    ({"hands": [["Q-E4"] * 3, ["Q-E4"] * 3]}, "MR-14.2"),
    ({"hands": [["Q-E4"] * 3]}, "MR-2.5"),
    ({"hands": [["Q-E4", "Q-F4"], ["Q-E4", "Q-F4", "Q-G4"]]}, "MR-2.5"),
    ({"hands": [["X-E4", "Q-F4", "Q-G4"], ["Q-E4", "Q-F4", "Q-G4"]]}, "MR-2.5"),
    ({"hand_size": 0}, "MR-2.5"), ({"hand_size": 6}, "MR-2.5"),
    ({"monsters": [1, 1]}, "MR-2.5"), ({"monsters": [1, 5]}, "MR-2.5"),
    ({"first_player": 2}, "MR-2.5"), ({"first_player": "A"}, "MR-2.5"),
    ({"board_fruits": {"red": 5, "green": 0, "yellow": 0}}, "MR-2.5"),
    ({"board_fruits": {"red": 1}}, "MR-2.5"),
    ({"colour": "red"}, "MR-2.5"), ({"level": 0}, "MR-2.5"),
    ({"fruit_cells": [{"cell": "m9b1/E4", "colour": "red"}]}, "MR-7.3"),
    ({"fruit_cells": [{"cell": "m1b1/E4", "colour": "blue"}]}, "MR-2.5"),
])
def test_MR_2_5_invalid_setups_are_rejected(options, rule):
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, options)
    assert caught.value.rule == rule


def test_MR_2_5_options_of_higher_levels_are_ignored():
    s = GAME.new_game(2, {"level": 2, "mud": {"L": "m1b1", "R": "m1b1", "R_rows": "x"}, "rest": "nowhere",
                          "repeat_bar_lines": "junk"})
    assert "mud" not in s.options and "rest" not in s.options and "repeat_bar_lines" not in s.options
    s = GAME.new_game(2, {"level": 1, "coda_bar_line": "BL8", "magic_deck": ["joker"]})
    assert "coda_bar_line" not in s.options and "magic_deck" not in s.options


def test_MR_2_2_seeded_setup_is_reproducible():
    referee = Referee(GAME)
    one, _ = referee.setup(4, {"level": 5, "board": "3/4"}, seed=99)
    two, _ = referee.setup(4, {"level": 5, "board": "3/4"}, seed=99)
    assert one == two and one["decision"] == "TURN_START"


def test_MR_2_5_a_random_placement_left_without_any_option_refuses_the_report_that_caused_it():
    from engine.core import InvalidSetup, Referee
    from engine.registry import GAMES
    referee = Referee(GAMES["monster-run"])
    # A 2/8 board of 4 measures stops only on beat 2 of each measure. Fruits hold m1b2 and m2b2, so the rest
    # can only go on m3b2; mud reported there leaves the rest nowhere to go.
    options = {"level": 5, "board": "2/8", "measures": 4,
               "fruit_cells": [{"cell": "m1b2/C4", "colour": "red"}, {"cell": "m2b2/C4", "colour": "red"}]}
    state, _ = referee.setup(2, options, chance="client")
    state, _ = referee.apply(state, {"type": "place_coda", "player": "chance", "bar_line": "BL2"})
    state, _ = referee.apply(state, {"type": "place_repeats", "player": "chance", "start": "BL0", "end": "BL1"})
    state, _ = referee.apply(state, {"type": "place_mud_l", "player": "chance", "column": "m3b2"})
    state, _ = referee.apply(state, {"type": "place_mud_r", "player": "chance", "column": "m1b2"})
    with pytest.raises(InvalidSetup) as error:
        referee.apply(state, {"type": "place_mud_rows", "player": "chance", "rows": "high"})
    assert error.value.rule == "MR-2.5" and "no allowed position" in error.value.detail


@pytest.mark.parametrize("seed", range(40))
def test_MR_12_5_random_rest_options_are_exactly_the_positions_the_placement_rule_allows(seed):
    from engine.monster_run import GAME as game, placement
    options = {"level": 5, "board": ["3/4", "4/4", "6/8", "2/4"][seed % 4], "measures": 4 + seed % 5}
    state = game.new_game(2 + seed % 3, options)
    rng = __import__("random").Random(seed)
    while state.decision.startswith("PLACE_"):
        if state.decision == "PLACE_REST":
            allowed = [c0 for c0 in range(1, state.board.total + 1) if placement.rest_problem(state, c0) is None]
            assert placement.rest_options(state) == allowed
            return
        game.apply(state, rng.choice(game.chance_outcomes(state)).action)
    raise AssertionError("the rest was never placed")


def test_MR_2_1_random_is_a_value_of_every_placement_option():
    options = {"level": 5, "first_player": "random", "fruit_cells": "random", "coda_bar_line": "random",
               "repeat_bar_lines": "random", "mud": "random", "rest": "random"}
    s = GAME.new_game(2, options)
    assert all(s.options[key] is None for key in ("first_player", "fruit_cells", "coda_bar_line",
                                                  "repeat_bar_lines", "mud", "rest"))
    assert s.decision == "PLACE_CODA"
    assert s.options == GAME.new_game(2, {"level": 5}).options
