"""MR-10 Level 3 bounce walls, with EC-38 to EC-43."""
import pytest

from engine.core import InvalidSetup
from engine.monster_run import GAME

from .helpers import A, B, draw, draw_magic, give_magic, hand, magic, new, play, put, rejected, where

WALL = {"coda_bar_line": "BL6", "repeat_bar_lines": {"start": "BL2", "end": "BL4"}}


def test_MR_10_1_components_and_records():
    s = new(level=3, **WALL)
    assert s.repeats == (2, 4) and s.trigger() == 16 and all(not seat.record for seat in s.seats)


def test_EC_38_MR_10_3_MR_10_4_bounce_back_to_the_start_repeat():
    s = new(level=3, **WALL)
    put(s, A, "m4b2", "E4")
    hand(s, A, ["H-F4", "Q-C4", "Q-D4"])
    counter = s.counter
    events = play(s, A, "H-F4")
    assert [e["type"] for e in events] == ["note_played", "monster_moved", "bounced"]
    assert where(s, A) == "BL2" and s.seats[A].pitch == 4 and s.seats[A].record is True
    assert s.counter == counter + 2 and s.seats[A].stamp == s.counter
    assert s.decision == "DRAW_NOTE" and not s.seats[A].magic
    draw(s, "Q-E4")
    assert s.active == B


def test_EC_39_MR_10_5_with_a_record_pass_normally():
    s = new(level=3, **WALL)
    s.seats[A].record = True
    put(s, A, "m4b3", "F4")
    hand(s, A, ["Q-G4", "DH-A4", "Q-C4"])
    play(s, A, "Q-G4")
    assert where(s, A) == "m4b4" and s.seats[A].pitch == 5
    draw(s, "Q-E4")
    from .helpers import discard
    discard(s, B, s.seats[B].hand[0])
    draw(s, "Q-E4")
    play(s, A, "DH-A4")
    assert where(s, A) == "m5b3" and s.seats[A].pitch == 6


def test_EC_40_MR_10_4_MR_13_3_fruit_then_bounce_then_magic_then_note():
    s = new(level=3, fruits=[("m4b4/F4", "red")], **WALL)
    put(s, A, "m4b2", "E4")
    hand(s, A, ["H-F4", "Q-C4", "Q-D4"])
    events = play(s, A, "H-F4")
    assert [e["type"] for e in events] == ["note_played", "fruit_eaten", "monster_moved", "bounced"]
    assert s.seats[A].fruits["red"] == 1 and where(s, A) == "BL2" and s.seats[A].record
    assert s.decision == "DRAW_MAGIC"
    draw_magic(s, "fermata")
    assert s.decision == "MAGIC_DRAWN"
    from .helpers import act
    act(s, "keep_magic", A)
    assert s.decision == "DRAW_NOTE"


def test_EC_41_MR_10_6_start_repeat_has_no_trigger_cell():
    s = new(level=3, **WALL)
    put(s, A, "m2b2", "E4")
    hand(s, A, ["H-C5", "Q-C4", "Q-D4"])
    events = play(s, A, "H-C5")
    assert where(s, A) == "m2b4" and s.seats[A].pitch == 8 and not s.seats[A].record
    assert [e["type"] for e in events] == ["note_played"]


def test_EC_42_MR_10_6_MR_9_8_magic_skips_the_wall():
    s = new(level=3, **WALL)
    put(s, A, "m3b1", "E4")
    give_magic(s, A, ["to_coda", "accelerando"])
    magic(s, A, "to_coda", A)
    assert where(s, A) == "BL6" and not s.seats[A].record
    t = new(level=3, **WALL)
    put(t, A, "m4b2", "E4")
    give_magic(t, A, ["accelerando"])
    rejected(t, "MR-9.8", "use_magic", A, card="accelerando", target=A)
    t.seats[A].record = True
    magic(t, A, "accelerando", A)
    assert where(t, A) == "BL4"


def test_MR_4_11_MR_10_3_standing_on_the_end_repeat_bar_line_is_past_the_wall():
    s = new(level=3, **WALL)
    put(s, A, "BL4", "E4")
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert where(s, A) == "m5b1" and not s.seats[A].record


def test_MR_10_6_a_monster_carried_past_bounces_later_if_it_lands_on_T():
    s = new(level=3, **WALL)
    put(s, A, "m4b3", "E4")
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert where(s, A) == "BL2" and s.seats[A].record


def test_EC_43_MR_10_2_end_repeat_never_on_the_final_bar_line():
    for start, end in (("BL5", "BL8"), ("BL4", "BL4"), ("BL5", "BL3"), ("BL5", "BL9")):
        with pytest.raises(InvalidSetup) as caught:
            GAME.new_game(2, {"level": 3, "coda_bar_line": "BL2", "repeat_bar_lines": {"start": start, "end": end}})
        assert caught.value.rule == "MR-10.2"
    s = GAME.new_game(2, {"level": 3, "coda_bar_line": "BL2", "repeat_bar_lines": {"start": "BL6", "end": "BL7"}})
    assert s.repeats == (6, 7)


def test_MR_10_2_repeat_signs_avoid_the_coda():
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 3, "coda_bar_line": "BL5", "repeat_bar_lines": {"start": "BL2", "end": "BL5"}})
    assert caught.value.rule == "MR-10.2"
    s = GAME.new_game(2, {"level": 3, "coda_bar_line": "BL5"})
    pairs = [(o.action["start"], o.action["end"]) for o in GAME.chance_outcomes(s)]
    assert len(pairs) == 21 and all("BL5" not in pair and "BL8" not in pair for pair in pairs)
