"""MR-4 movement and MR-5 bar lines, with edge cases EC-01 to EC-11."""
from engine.monster_run import GAME

from .helpers import A, B, cell, draw, hand, kinds, legal, new, notes, play, put, rejected, snapshot, where


def test_EC_01_MR_5_1_half_note_may_not_cross_bar_line():
    s = new(board="3/4")
    put(s, A, "m1b2", "E4")
    hand(s, A, ["H-F4", "Q-G4", "DH-A4"])
    rejected(s, "MR-5.1", "play_note", A, card="H-F4", spell="none")
    assert kinds(legal(s, A)) == [
        ("play_note", "Q-G4", "none", None), ("play_note", "Q-G4", "sharp", None),
        ("play_note", "Q-G4", "flat", None),
        ("discard_and_draw", "H-F4", None, None), ("discard_and_draw", "Q-G4", None, None),
        ("discard_and_draw", "DH-A4", None, None)]
    for spell, pitch in (("none", "G4"), ("sharp", "A4"), ("flat", "F4")):
        t = new(board="3/4")
        put(t, A, "m1b2", "E4")
        hand(t, A, ["H-F4", "Q-G4", "DH-A4"])
        play(t, A, "Q-G4", spell)
        assert cell(t, A) == f"m1b3/{pitch}"


def test_EC_02_MR_5_1_MR_3_4_dotted_half_from_last_beat_fills_next_measure():
    s = new(board="3/4")
    put(s, A, "m1b3", "G4")
    hand(s, A, ["DH-A4", "Q-C4", "Q-D4"])
    play(s, A, "DH-A4")
    assert cell(s, A) == "m2b3/A4"
    assert s.discard[-1] == "DH-A4"
    assert s.decision == "DRAW_NOTE" and GAME.to_act(s) == ["chance"]
    draw(s, "Q-E4")
    assert s.seats[A].hand == ["Q-C4", "Q-D4", "Q-E4"]
    assert s.active == B and s.decision == "TURN_START"


def test_EC_03_MR_1_9_MR_4_3_from_the_start_line():
    s = new()
    hand(s, A, ["DH-C5", "Q-C4", "Q-D4"])
    play(s, A, "DH-C5")
    assert cell(s, A) == "m1b3/C5"


def test_EC_04_MR_5_3_bar_line_moves_like_last_beat():
    s = new()
    put(s, A, "BL2", "D4")
    hand(s, A, ["DH-E4", "Q-C4", "Q-D4"])
    play(s, A, "DH-E4")
    assert cell(s, A) == "m3b3/E4"
    t = new()
    put(t, A, "m2b4", "D4")
    hand(t, A, ["DH-E4", "Q-C4", "Q-D4"])
    play(t, A, "DH-E4")
    assert cell(t, A) == "m3b3/E4"


def test_EC_06_MR_5_5_no_note_past_the_finish():
    s = new()
    put(s, A, "m8b3", "E4")
    hand(s, A, ["H-E4", "DH-F4", "Q-G4"])
    rejected(s, "MR-5.5", "play_note", A, card="H-E4", spell="none")
    rejected(s, "MR-5.5", "play_note", A, card="DH-F4", spell="none")
    play(s, A, "Q-G4")
    assert where(s, A) == "BL8" and s.decision == "GAME_OVER"


def test_EC_07_MR_4_10_monsters_share_a_cell():
    s = new()
    put(s, B, "m1b2", "E4")
    hand(s, A, ["H-E4", "Q-C4", "Q-D4"])
    play(s, A, "H-E4")
    assert cell(s, A) == cell(s, B) == "m1b2/E4"


def test_EC_09_MR_4_6_sharp_raises_one_row_and_is_spent():
    s = new(fruits=[("m2b1/A4", "red")])
    put(s, A, "m1b4", "C5")
    hand(s, A, ["Q-G4", "Q-C4", "Q-D4"])
    play(s, A, "Q-G4", "sharp")
    assert cell(s, A) == "m2b1/A4"
    assert s.seats[A].fruits["red"] == 1 and not s.fruits
    assert s.seats[A].sharp is False and s.seats[A].flat is True


def test_EC_10_MR_4_8_spent_spell():
    s = new(fruits=[("m2b1/A4", "red")])
    put(s, A, "m1b4", "C5")
    hand(s, A, ["Q-G4", "Q-C4", "Q-D4"])
    s.seats[A].sharp = False
    rejected(s, "MR-4.8", "play_note", A, card="Q-G4", spell="sharp")
    assert ("Q-G4", "sharp") not in notes(legal(s, A))


def test_EC_11_MR_4_9_no_spell_off_the_board():
    s = new()
    put(s, A, "m1b1", "E4")
    hand(s, A, ["Q-C6", "Q-C4", "Q-D4"])
    rejected(s, "MR-4.9", "play_note", A, card="Q-C6", spell="sharp")
    rejected(s, "MR-4.9", "play_note", A, card="Q-C4", spell="flat")
    play(s, A, "Q-C6", "flat")
    assert cell(s, A) == "m1b2/B5"


def test_MR_4_1_card_must_be_in_hand():
    s = new()
    hand(s, A, ["Q-C4", "Q-D4", "Q-E4"])
    rejected(s, "MR-4.1", "play_note", A, card="H-C4", spell="none")


def test_MR_4_2_MR_4_4_distance_and_height():
    s = new()
    put(s, A, "m1b1", "E4")
    hand(s, A, ["H-B5", "Q-C4", "Q-D4"])
    play(s, A, "H-B5")
    assert cell(s, A) == "m1b3/B5"
    assert s.seats[A].pitch == 14


def test_MR_4_3_landing_is_the_last_covered_beat():
    s = new()
    put(s, A, "m3b1", "E4")
    hand(s, A, ["DH-F4", "Q-C4", "Q-D4"])
    play(s, A, "DH-F4")
    assert where(s, A) == "m3b4"


def test_MR_4_5_check_order_card_before_spell_before_range_before_bar_line():
    s = new()
    put(s, A, "m1b3", "E4")
    hand(s, A, ["DH-C6", "Q-C4", "Q-D4"])
    s.seats[A].sharp = False
    rejected(s, "MR-4.1", "play_note", A, card="DH-C5", spell="sharp")    # not in hand comes first
    rejected(s, "MR-4.8", "play_note", A, card="DH-C6", spell="sharp")    # spent spell before range
    s.seats[A].sharp = True
    rejected(s, "MR-4.9", "play_note", A, card="DH-C6", spell="sharp")    # range before bar line
    rejected(s, "MR-5.1", "play_note", A, card="DH-C6", spell="none")
    put(s, A, "m8b2", "E4")
    rejected(s, "MR-5.5", "play_note", A, card="DH-C6", spell="none")     # the finish before the bar line


def test_MR_4_7_one_spell_per_note_on_own_note_only():
    s = new()
    moves = legal(s, A)
    spells = {m["spell"] for m in moves if m["type"] == "play_note"}
    assert spells == {"none", "sharp", "flat"}
    assert all(set(m) == {"type", "player", "card", "spell"} for m in moves if m["type"] == "play_note")


def test_MR_4_11_coda_marker_on_bar_line_has_no_effect_on_a_monster_standing_there():
    s = new(level=2)
    put(s, A, "BL6", "E4")
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert cell(s, A) == "m7b1/E4"


def test_MR_5_2_covered_beats_must_lie_in_one_measure():
    s = new()
    put(s, A, "m1b3", "E4")
    hand(s, A, ["H-E4", "Q-F4", "DH-G4"])
    assert notes(legal(s, A)) == {("Q-F4", "none"), ("Q-F4", "sharp"), ("Q-F4", "flat")}


def test_MR_5_4_quick_reference_4_4():
    expected = {"BL1": {"Q", "H", "DH"}, "m2b4": {"Q", "H", "DH"}, "m2b1": {"Q", "H", "DH"}, "m2b2": {"Q", "H"},
                "m2b3": {"Q"}}
    for position, durations in expected.items():
        s = new()
        put(s, A, position, "E4")
        hand(s, A, ["Q-E4", "H-E4", "DH-E4"])
        assert {card.split("-")[0] for card, spell in notes(legal(s, A))} == durations, position


def test_MR_5_4_quick_reference_3_4():
    expected = {"BL1": {"Q", "H", "DH"}, "m2b3": {"Q", "H", "DH"}, "m2b1": {"Q", "H"}, "m2b2": {"Q"}}
    for position, durations in expected.items():
        s = new(board="3/4")
        put(s, A, position, "E4")
        hand(s, A, ["Q-E4", "H-E4", "DH-E4"])
        assert {card.split("-")[0] for card, spell in notes(legal(s, A))} == durations, position


def test_MR_5_5_two_four_board_never_plays_a_dotted_half():
    s = new(board="2/4", measures=4)
    hand(s, A, ["DH-E4", "Q-C4", "Q-D4"])
    rejected(s, "MR-5.1", "play_note", A, card="DH-E4", spell="none")
    put(s, A, "BL3", "E4")
    rejected(s, "MR-5.5", "play_note", A, card="DH-E4", spell="none")


def test_EC_05_MR_1_13_MR_1_14_six_eight_board():
    s = new(board="6/8", measures=8)
    hand(s, A, ["Q-E4", "DH-G4", "H-F4"])
    before = snapshot(s)
    play(s, A, "Q-E4")
    assert cell(s, A) == "m1b2/E4"
    s = GAME.load(__import__("json").loads(before))
    put(s, A, "m1b2", "E4")
    rejected(s, "MR-5.1", "play_note", A, card="DH-G4", spell="none")
    play(s, A, "H-F4")
    assert cell(s, A) == "m1b6/F4"
    t = new(board="6/8", measures=8)
    put(t, A, "m1b6", "F4")
    hand(t, A, ["DH-G4", "Q-C4", "Q-D4"])
    play(t, A, "DH-G4")
    assert cell(t, A) == "m2b6/G4"


def test_MR_4_2_playing_never_moves_backward_or_counts_bar_lines():
    s = new()
    put(s, A, "BL1", "E4")
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert where(s, A) == "m2b1"
