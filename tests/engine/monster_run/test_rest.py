"""MR-12 Level 5 rest, with EC-47 to EC-51."""
import pytest

from engine.core import InvalidSetup
from engine.monster_run import GAME

from .helpers import A, cell, discard, give_magic, hand, magic, new, play, put, rejected, where


def test_MR_12_1_rest_occupies_one_quarter():
    assert list(new(level=5, rest="m2b3").rest_beats()) == [7]
    s = new(level=5, board="6/8", measures=8, rest="m2b3", mud={"L": "m7b2", "R": "m7b4", "R_rows": "high"},
            repeat_bar_lines={"start": "BL5", "end": "BL7"})
    assert list(s.rest_beats()) == [9, 10]


def test_EC_47_MR_12_2_no_note_over_the_rest():
    s = new(level=5, rest="m2b3")
    put(s, A, "m2b1", "E4")
    hand(s, A, ["H-C5", "Q-C5", "Q-C4"])
    rejected(s, "MR-12.2", "play_note", A, card="H-C5", spell="none")
    play(s, A, "Q-C5")
    assert cell(s, A) == "m2b2/C5"


def test_EC_48_MR_12_3_rest_played_automatically():
    s = new(level=5, rest="m2b3")
    put(s, A, "m2b2", "E4")
    hand(s, A, ["Q-C5", "H-C5", "Q-C4"])
    rejected(s, "MR-5.1", "play_note", A, card="H-C5", spell="none")
    counter = s.counter
    play(s, A, "Q-C5")
    assert cell(s, A) == "m2b4/C5" and s.counter == counter + 1


def test_EC_49_MR_12_3_rest_on_the_last_beat_opens_the_next_measure():
    s = new(level=5, rest="m2b4")
    put(s, A, "m2b3", "E4")
    hand(s, A, ["DH-G4", "Q-C4", "Q-D4"])
    play(s, A, "DH-G4")
    assert cell(s, A) == "m3b3/G4"


@pytest.mark.parametrize("start", ["BL2", "m2b3"])
def test_EC_50_MR_12_3_MR_5_2_rest_on_beat_one(start):
    s = new(level=5, board="3/4", rest="m3b1")
    put(s, A, start, "E4")
    hand(s, A, ["DH-E4", "H-E4", "Q-E4"])
    rejected(s, "MR-5.1", "play_note", A, card="DH-E4", spell="none")
    play(s, A, "H-E4")
    assert cell(s, A) == "m3b3/E4"
    t = new(level=5, board="3/4", rest="m3b1")
    put(t, A, start, "E4")
    hand(t, A, ["DH-E4", "H-E4", "Q-E4"])
    play(t, A, "Q-E4")
    assert cell(t, A) == "m3b2/E4"


def test_MR_12_4_retreats_and_magic_ignore_the_rest():
    s = new(level=5, rest="m2b1")
    put(s, A, "m2b2", "E4")
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL1"
    t = new(level=5, rest="m2b1")
    put(t, A, "m1b3", "E4")
    give_magic(t, A, ["accelerando"])
    magic(t, A, "accelerando", A)
    assert where(t, A) == "BL1"
    hand(t, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(t, A, "Q-E4")
    assert where(t, A) == "m2b2"


@pytest.mark.parametrize("options", [
    {"repeat_bar_lines": {"start": "BL2", "end": "BL4"}, "rest": "m4b4"},
    {"rest": "m8b4"},
    {"rest": "m7b1"},
    {"board": "6/8", "measures": 8, "rest": "m2b2", "mud": {"L": "m7b2", "R": "m7b4", "R_rows": "high"},
     "repeat_bar_lines": {"start": "BL5", "end": "BL7"}},
    {"rest": "m9b1"},
])
def test_EC_51_MR_12_5_rest_placement(options):
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 5, "coda_bar_line": "BL6", "repeat_bar_lines": {"start": "BL5", "end": "BL7"},
                          "mud": {"L": "m7b1", "R": "m7b2", "R_rows": "high"}, **options})
    assert caught.value.rule == "MR-12.5"


def test_MR_12_5_random_rest_avoids_finish_trigger_and_mud():
    s = GAME.new_game(2, {"level": 5, "coda_bar_line": "BL6", "repeat_bar_lines": {"start": "BL5", "end": "BL7"},
                          "mud": {"L": "m7b1", "R": "m7b2", "R_rows": "high"}})
    beats = [o.action["beat"] for o in GAME.chance_outcomes(s)]
    assert len(beats) == 32 - 4 and not {"m8b4", "m7b4", "m7b1", "m7b2"} & set(beats)


def test_MR_12_5_tiny_board_random_placements_never_get_stuck():
    from engine.core import Referee
    referee = Referee(GAME)
    for seed in range(30):
        state, _ = referee.setup(2, {"level": 5, "board": "2/8", "measures": 4, "board_fruits":
                                     {"red": 1, "green": 1, "yellow": 1}}, seed=seed)
        assert state["decision"] == "TURN_START" and state["rest"] is not None
