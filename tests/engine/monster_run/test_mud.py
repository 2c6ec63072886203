"""MR-11 Level 4 mud, with EC-44 to EC-46."""
import pytest

from engine.core import InvalidSetup
from engine.monster_run import GAME

from .helpers import A, cell, discard, hand, legal, new, notes, play, put, rejected, where

MUD_L = {"mud": {"L": "m3b2", "R": "m7b2", "R_rows": "high"}}


def test_MR_11_1_marker_rows():
    s = new(level=4, **MUD_L)
    assert list(s.mud_cells()[10]) == [5, 6, 7, 8, 9]              # G4..D5 on m3b2
    assert list(s.mud_cells()[26]) == [8, 9, 10, 11, 12]           # C5..G5 on m7b2
    t = new(level=4, mud={"L": "m3b2", "R": "m7b2", "R_rows": "low"})
    assert list(t.mud_cells()[26]) == [1, 2, 3, 4, 5]


def test_EC_44_MR_11_1_MR_11_3_no_stopping_in_the_mud():
    def fresh():
        s = new(level=4, **MUD_L)
        put(s, A, "m3b1", "E4")
        hand(s, A, ["Q-B4", "Q-E5", "Q-D5"])
        return s
    s = fresh()
    for card, spell in (("Q-B4", "none"), ("Q-B4", "sharp"), ("Q-B4", "flat"), ("Q-E5", "flat"), ("Q-D5", "none")):
        rejected(s, "MR-11.3", "play_note", A, card=card, spell=spell)
    assert notes(legal(s, A)) == {("Q-E5", "none"), ("Q-E5", "sharp"), ("Q-D5", "sharp")}
    play(s, A, "Q-E5")
    assert cell(s, A) == "m3b2/E5"
    s = fresh()
    play(s, A, "Q-D5", "sharp")
    assert cell(s, A) == "m3b2/E5"


def test_EC_45_MR_11_4_mud_only_blocks_the_landing_cell():
    s = new(level=4, **MUD_L)
    put(s, A, "m3b1", "E4")
    hand(s, A, ["DH-B4", "Q-C4", "Q-D4"])
    play(s, A, "DH-B4")
    assert cell(s, A) == "m3b4/B4"


def test_EC_46_MR_11_1_low_mud_R():
    s = new(level=4, mud={"L": "m7b1", "R": "m5b1", "R_rows": "low"})
    put(s, A, "BL4", "E4")
    hand(s, A, ["Q-G4", "Q-A4", "Q-C4"])
    rejected(s, "MR-11.3", "play_note", A, card="Q-G4", spell="none")
    rejected(s, "MR-11.3", "play_note", A, card="Q-C4", spell="none")
    play(s, A, "Q-A4")
    assert cell(s, A) == "m5b1/A4"


def test_MR_11_4_retreat_from_beside_the_mud_and_mud_on_other_columns():
    s = new(level=4, **MUD_L)
    put(s, A, "m3b3", "B4")
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL2"


@pytest.mark.parametrize("mud,extra,rule", [
    ({"L": "m3b2", "R": "m3b2", "R_rows": "low"}, {}, "MR-11.2"),
    ({"L": "m1b1", "R": "m2b2", "R_rows": "low"}, {"board": "6/8", "measures": 8}, "MR-11.2"),
    ({"L": "m3b2", "R": "m9b2", "R_rows": "low"}, {}, "MR-11.2"),
    ({"L": "m3b2", "R": "m4b2", "R_rows": "middle"}, {}, "MR-2.5"),
    ({"L": "m3b2", "R": "m4b2", "R_rows": "low"}, {"level": 5, "rest": "m4b2"}, "MR-12.5"),
    ({"L": "m3b2"}, {}, "MR-2.5"),
])
def test_MR_11_2_placement_rules(mud, extra, rule):
    options = {"level": 4, "mud": mud, **extra}
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, options)
    assert caught.value.rule == rule


def test_MR_11_2_random_mud_columns_and_rows():
    s = GAME.new_game(2, {"level": 4, "coda_bar_line": "BL6", "repeat_bar_lines": {"start": "BL5", "end": "BL7"},
                          "fruit_cells": [{"cell": "m2b1/E4", "colour": "red"}]})
    assert s.decision == "PLACE_MUD_L"
    columns = [o.action["column"] for o in GAME.chance_outcomes(s)]
    assert len(columns) == 32
    GAME.apply(s, {"type": "place_mud_l", "player": "chance", "column": "m1b1"})
    columns = [o.action["column"] for o in GAME.chance_outcomes(s)]
    assert "m1b1" not in columns and len(columns) == 31
    GAME.apply(s, {"type": "place_mud_r", "player": "chance", "column": "m2b1"})
    assert [o.action["rows"] for o in GAME.chance_outcomes(s)] == ["high"]      # low would cover the E4 fruit
    rejected(s, "MR-14.2", "place_mud_rows", "chance", rows="low")
    GAME.apply(s, {"type": "place_mud_rows", "player": "chance", "rows": "high"})
    assert s.mud_cells()[5] == range(8, 13) and s.decision == "FIRST_PLAYER"


def test_MR_7_3_random_fruits_avoid_mud():
    s = GAME.new_game(2, {"level": 4, "coda_bar_line": "BL6", "repeat_bar_lines": {"start": "BL5", "end": "BL7"},
                          "mud": {"L": "m1b1", "R": "m1b2", "R_rows": "low"}})
    cells = {o.action["cell"] for o in GAME.chance_outcomes(s)}
    assert len(cells) == 32 * 15 - 10 and "m1b1/G4" not in cells and "m1b2/C4" not in cells
