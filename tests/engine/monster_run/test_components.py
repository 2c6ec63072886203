"""MR-0 conventions and MR-1 components and board."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import InvalidSetup
from engine.monster_run import GAME
from engine.monster_run.board import Board
from engine.monster_run.cards import (
    DEFAULT_MAGIC_DECK, FRUIT_VALUE, MAGIC_CARDS, NOTE_DECK, NOTE_INFO, PITCHES,
)
from engine.monster_run.rule_text import RULES

from .helpers import A, new, put, where


def test_MR_0_1_MR_0_2_MR_0_3_every_rule_has_a_summary_and_errors_cite_ids():
    import re
    spec = open("/work/shared/rules/monster-run.md").read()
    ids = set(re.findall(r"(?:\*\*|^#+ )(MR-\d+(?:\.\d+)+)", spec, re.M))
    assert ids <= set(RULES) and set(GAME.rule_summaries()) == set(RULES)
    for rule in (GAME.turn_rule, GAME.game_over_rule, GAME.chance_rule, GAME.action_rule):
        assert rule in RULES


def test_MR_0_4_two_to_four_players_each_with_one_monster():
    for players in (1, 5):
        with pytest.raises(InvalidSetup) as caught:
            GAME.new_game(players, {})
        assert caught.value.rule == "MR-2.5"
    s = new(players=4)
    assert [seat.monster for seat in s.seats] == [1, 2, 3, 4]


def test_MR_0_5_levels_add_components():
    assert not new(level=1).mdeck
    s = new(level=5)
    assert s.coda == 6 and s.repeats == (5, 7) and s.mud_l is not None and s.rest is not None
    assert sum(s.mdeck.values()) == 8 and all(seat.defense for seat in s.seats)
    with pytest.raises(InvalidSetup):
        GAME.new_game(2, {"level": 6})


def test_MR_0_6_fifteen_pitch_rows():
    assert PITCHES == ("C4", "D4", "E4", "F4", "G4", "A4", "B4", "C5", "D5", "E5", "F5", "G5", "A5", "B5", "C6")


def test_MR_0_7_card_notation():
    assert NOTE_INFO["Q-E4"] == (1, 3) and NOTE_INFO["H-E4"] == (2, 3) and NOTE_INFO["DH-C6"] == (3, 15)


def test_MR_0_8_MR_1_9_position_notation_and_track_order():
    board = Board(4, "quarter", 8)
    assert board.parse_pos("BL0") == 1 and board.parse_pos("m1b1") == 2 and board.parse_pos("BL8") == 65
    assert board.parse_pos("m9b1") is None and board.parse_pos("m1b5") is None and board.parse_pos("BL9") is None
    assert board.pos_name(board.parse_pos("m3b2")) == "m3b2"
    assert board.cell_name(10, 3) == "m3b2/E4" and board.parse_cell("m3b2/E4") == (10, 3)


def test_MR_1_1_MR_1_2_MR_1_3_note_deck_of_120():
    assert sum(NOTE_DECK.values()) == 120 and len(NOTE_DECK) == 45
    assert all(NOTE_DECK[f"Q-{p}"] == 4 and NOTE_DECK[f"H-{p}"] == 2 and NOTE_DECK[f"DH-{p}"] == 2 for p in PITCHES)
    assert 120 + len(DEFAULT_MAGIC_DECK) + 4 == 132


def test_MR_1_4_magic_deck_is_the_reconstruction():
    assert sorted(DEFAULT_MAGIC_DECK) == sorted(["to_coda"] * 2 + ["fermata"] * 2 + ["ritardando"] * 2
                                                 + ["accelerando"] * 2)
    assert set(MAGIC_CARDS) == {"to_coda", "fermata", "ritardando", "accelerando"}


def test_MR_1_5_fruit_colours_and_default_supply():
    assert FRUIT_VALUE == {"red": 3, "green": 2, "yellow": 1}
    s = GAME.new_game(2, {})
    assert s.options["board_fruits"] == {"red": 4, "green": 4, "yellow": 4}


def test_MR_1_6_per_player_items():
    s = new(level=1)
    assert all(seat.sharp and seat.flat and not seat.defense for seat in s.seats)
    s = new(level=2)
    assert all(seat.sharp and seat.flat and seat.defense for seat in s.seats)


def test_MR_1_7_MR_1_11_monsters_start_on_BL0_without_pitch():
    s = GAME.new_game(3, {})
    assert all(seat.pos == 1 and seat.pitch == 0 and seat.stamp == 0 for seat in s.seats)


def test_MR_1_8_board_sides():
    assert GAME.new_game(2, {"board": "3/4"}).board.total == 30
    assert GAME.new_game(2, {}).board.total == 32
    assert GAME.new_game(2, {"board": "3/4", "measures": 12}).board.measures == 12


def test_MR_1_10_cells_one_per_pitch_row_on_beat_columns():
    board = Board(3, "quarter", 10)
    assert board.parse_cell("m1b1/C4") == (1, 1) and board.parse_cell("m1b1/C6") == (1, 15)
    assert board.parse_cell("BL1/C4") is None and board.parse_cell("m1b1/D6") is None


def test_MR_1_11_pitch_kept_on_a_bar_line():
    s = new()
    put(s, A, "m2b2", "G4")
    from .helpers import discard
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL1" and s.seats[A].pitch == 5


def test_MR_1_12_track_order():
    board = Board(4, "quarter", 8)
    order = ["BL0", "m1b1", "m1b4", "BL1", "m2b1", "m6b4", "BL6", "m7b1", "BL8"]
    assert [board.parse_pos(p) for p in order] == sorted(board.parse_pos(p) for p in order)


def test_MR_1_13_note_values_on_x4_and_x8_boards():
    assert [Board(4, "quarter", 8).note_beats(n) for n in (1, 2, 3)] == [1, 2, 3]
    assert [Board(6, "eighth", 8).note_beats(n) for n in (1, 2, 3)] == [2, 4, 6]


@pytest.mark.parametrize("board,measures,rule", [
    ("2/2", 8, "MR-1.14"), ("5/8", 8, "MR-1.14"), ("1/4", 8, "MR-1.14"), ("13/4", 8, "MR-1.14"),
    ("6/8", 3, "MR-2.5"), ("6/8", 25, "MR-2.5"), ("waltz", 8, "MR-2.5"), ("6/8", None, "MR-2.5")])
def test_MR_1_14_invalid_custom_boards(board, measures, rule):
    options = {"board": board} if measures is None else {"board": board, "measures": measures}
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, options)
    assert caught.value.rule == rule


def test_MR_1_14_custom_boards_and_landable_columns():
    s = GAME.new_game(2, {"board": "6/8", "measures": 4})
    assert s.board.landable_columns() == [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]
    s = GAME.new_game(2, {"board": "2/4", "measures": 4})
    assert s.board.landable_columns() == list(range(1, 9))
    outcomes = GAME.chance_outcomes(GAME.new_game(2, {"board": "6/8", "measures": 4}))
    assert all(int(o.action["cell"].split("b")[1].split("/")[0]) % 2 == 0 for o in outcomes)


@settings(max_examples=300, deadline=None)
@given(beats=st.integers(2, 12), measures=st.integers(4, 24),
       text=st.text(alphabet="mbBL0123456789/CDEFGA\n ", max_size=12)
       | st.builds("m{}b{}/{}{}".format, st.integers(0, 30), st.integers(0, 15), st.sampled_from("ABCDEFGH"),
                   st.integers(3, 7)))
def test_MR_0_8_MR_1_10_a_board_reads_back_exactly_the_names_it_writes(beats, measures, text):
    """Positions, columns and cells are read by looking their names up: what the board writes reads back to
    the same place, and any other text (a leading zero, a trailing newline, a pitch off the board) is no place."""
    board = Board(beats, "quarter", measures)
    columns = {board.column_name(c): c for c in range(1, board.total + 1)}
    bar_lines = {f"BL{k}": k for k in range(measures + 1)}
    cells = {board.cell_name(c, row): (c, row) for c in range(1, board.total + 1) for row in range(1, 16)}
    assert board.parse_column(text) == columns.get(text)
    assert board.parse_bar_line(text) == bar_lines.get(text)
    assert board.parse_cell(text) == cells.get(text)
    assert board.parse_pos(text) == (board.bar_line(bar_lines[text]) if text in bar_lines
                                     else 2 * columns[text] if text in columns else None)
    for name, c in columns.items():
        assert board.parse_column(name) == c and board.pos_name(board.parse_pos(name)) == name
