"""MR-7 fruit and scoring, with EC-12 to EC-14."""
from engine.monster_run.cards import FRUIT_VALUE

from .helpers import A, B, cell, hand, new, play, put


def test_MR_7_1_values():
    assert FRUIT_VALUE == {"red": 3, "green": 2, "yellow": 1}


def test_EC_12_MR_7_5_passing_over_does_not_eat():
    s = new(fruits=[("m1b1/E4", "yellow")])
    hand(s, A, ["H-E4", "Q-C4", "Q-D4"])
    play(s, A, "H-E4")
    assert cell(s, A) == "m1b2/E4"
    assert s.fruits == {(1, 3): "yellow"} and s.seats[A].fruits["yellow"] == 0


def test_EC_13_MR_7_4_pitch_must_match():
    s = new(fruits=[("m1b2/E4", "green")])
    hand(s, A, ["H-F4", "Q-C4", "Q-D4"])
    play(s, A, "H-F4")
    assert cell(s, A) == "m1b2/F4" and s.fruits == {(2, 3): "green"}


def test_EC_14_MR_7_4_MR_13_3_eating_at_level_1():
    s = new(fruits=[("m1b2/E4", "green")])
    hand(s, A, ["H-E4", "Q-C4", "Q-D4"])
    events = play(s, A, "H-E4")
    assert s.seats[A].fruits == {"red": 0, "green": 1, "yellow": 0} and not s.fruits
    assert [e["type"] for e in events] == ["note_played", "fruit_eaten"]
    assert s.decision == "DRAW_NOTE" and not s.seats[A].magic and not s.mdeck
    from .helpers import draw
    draw(s, "Q-E4")
    assert len(s.seats[A].hand) == 3 and s.active == B


def test_MR_7_2_MR_7_8_prizes_count_in_the_score():
    s = new(fruits=[("m8b4/E4", "red")])
    put(s, A, "m8b3", "E4")
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert s.seats[A].fruits["red"] == 1 and s.seats[A].prize == "red"
    from engine.monster_run import GAME
    assert GAME.result(s)["scores"] == {"0": 6, "1": 2}


def test_MR_7_3_fruits_go_on_eligible_cells_only():
    from engine.core import InvalidSetup
    import pytest
    from engine.monster_run import GAME
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"board": "6/8", "measures": 8, "fruit_cells": [{"cell": "m1b1/E4", "colour": "red"}]})
    assert caught.value.rule == "MR-7.3"
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"fruit_cells": [{"cell": "m1b1/E4", "colour": "red"}, {"cell": "m1b1/E4", "colour": "green"}]})
    assert caught.value.rule == "MR-7.3"
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"fruit_cells": [{"cell": f"m{m}b1/E4", "colour": "red"} for m in range(1, 6)]})
    assert caught.value.rule == "MR-7.3"
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 4, "mud": {"L": "m3b2", "R": "m5b1", "R_rows": "low"},
                          "fruit_cells": [{"cell": "m3b2/A4", "colour": "red"}]})
    assert caught.value.rule == "MR-7.3"
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 5, "rest": "m2b3", "fruit_cells": [{"cell": "m2b3/A4", "colour": "red"}]})
    assert caught.value.rule == "MR-7.3"


def test_MR_7_3_random_fruits_are_placed_red_then_green_then_yellow():
    from engine.monster_run import GAME
    s = GAME.new_game(2, {"board_fruits": {"red": 1, "green": 1, "yellow": 1}, "first_player": 0})
    colours = []
    while s.decision == "PLACE_FRUIT":
        outcomes = GAME.chance_outcomes(s)
        assert len(outcomes) == 8 * 4 * 15 - len(s.fruits)
        colours.append(outcomes[0].action["colour"])
        GAME.apply(s, outcomes[-1].action)
    assert colours == ["red", "green", "yellow"] and len(s.fruits) == 3


def test_MR_7_6_only_notes_eat_magic_and_retreats_end_on_bar_lines():
    s = new(level=2, fruits=[("m2b1/E4", "red")])
    put(s, A, "m2b3", "E4")
    from .helpers import discard
    discard(s, A, s.seats[A].hand[0])
    assert s.fruits and s.seats[A].fruits["red"] == 0


def test_MR_7_7_fruit_stays_on_the_name_card():
    s = new(fruits=[("m1b1/E4", "yellow")])
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    from .helpers import discard, draw
    draw(s, "Q-F4")
    s.active = A
    s.turn = 0
    s.decision = "TURN_START"
    put(s, B, "m1b1", "E4")
    discard(s, A, "Q-C4")
    assert s.seats[A].fruits["yellow"] == 1
