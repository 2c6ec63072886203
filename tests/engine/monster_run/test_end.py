"""MR-8 end of game, ranking, prizes and winner, with EC-21 to EC-26."""
from engine.monster_run import GAME

from .helpers import A, B, C, D, discard, draw, hand, new, play, put, rejected, where


def test_EC_21_MR_8_1_MR_8_2_MR_8_4_finish_ends_the_game_at_once():
    s = new()
    put(s, A, "m8b2", "E4")
    put(s, B, "m7b1", "E4")
    hand(s, A, ["H-D5", "Q-E4", "Q-F4"])
    counter = s.counter
    events = play(s, A, "H-D5")
    assert where(s, A) == "BL8" and s.counter == counter + 2 and s.seats[A].stamp == s.counter
    assert s.decision == "GAME_OVER" and GAME.to_act(s) == [] and s.seats[A].hand == ["Q-E4", "Q-F4"]
    assert s.seats[A].prize == "red" and s.seats[B].prize == "green"
    result = GAME.result(s)
    assert result["ranking"] == [[A], [B]] and result["winners"] == [A] and result["scores"] == {"0": 3, "1": 2}
    assert result["reason"] == "finish_line" and result["race_ranking"] == [A, B]
    assert result["message"] == "Game over: player 0 reached the finish; player 0 wins with 3 points."
    assert result["message_zh"] == "遊戲結束：玩家 0 抵達終點；玩家 0 以 3 分獲勝。"
    assert events[-1]["type"] == "game_over"
    rejected(s, "MR-8.2", "play_note", B, card=s.seats[B].hand[0], spell="none")


def test_EC_22_MR_1_8_MR_8_1_three_four_default_length():
    s = new(board="3/4")
    assert s.board.measures == 10
    put(s, A, "m10b1", "E4")
    hand(s, A, ["H-E4", "Q-C4", "Q-D4"])
    play(s, A, "H-E4")
    assert where(s, A) == "BL10" and s.decision == "GAME_OVER"


def _finish(s, seat=A):
    put(s, seat, "m8b3", "E4")
    hand(s, seat, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, seat, "Q-E4")
    assert s.decision == "GAME_OVER"


def test_EC_23_MR_8_3_MR_1_12_track_order_ranks_the_others():
    s = new(players=4)
    put(s, B, "BL6", "E4")
    put(s, C, "m6b4", "E4")
    put(s, D, "m7b1", "E4")
    _finish(s)
    assert GAME.result(s)["race_ranking"] == [A, D, B, C]
    assert [s.seats[x].prize for x in (A, D, B, C)] == ["red", "green", "yellow", None]


def test_EC_24_MR_8_3_MR_3_7_equal_positions_by_movement_stamp():
    s = new(players=4)
    put(s, B, "m5b2", "E4", stamp=41)
    put(s, C, "m5b2", "E4", stamp=37)
    put(s, D, "m4b1", "E4", stamp=12)
    _finish(s)
    assert GAME.result(s)["race_ranking"] == [A, C, B, D]


def test_MR_8_3_unmoved_monsters_by_turn_order_from_the_first_player():
    s = new(players=4, first_player=2, hands=[["Q-C4", "Q-D4", "Q-E4"], ["Q-F4", "Q-G4", "Q-A4"],
                                              ["Q-B4", "Q-C5", "Q-D5"], ["Q-E5", "Q-F5", "Q-G5"]])
    assert s.active == 2
    _finish(s, seat=C)
    assert GAME.result(s)["race_ranking"] == [C, D, A, B]


def test_EC_25_MR_8_5_score_tie_goes_to_the_better_race_rank():
    s = new()
    s.seats[B].fruits["yellow"] = 1
    s.fruits.clear()
    s.options["board_fruits"] = {"red": 0, "green": 0, "yellow": 1}
    _finish(s)
    result = GAME.result(s)
    assert result["scores"] == {"0": 3, "1": 3} and result["winners"] == [A] and result["ranking"] == [[A], [B]]


def test_MR_8_6_standings_by_score_then_race_rank():
    s = new(players=3, fruits=[("m3b1/E4", "red"), ("m3b2/E4", "red")])
    s.fruits.clear()
    s.seats[C].fruits["red"] = 2
    _finish(s)
    result = GAME.result(s)
    assert result["scores"] == {"0": 3, "1": 2, "2": 7}
    assert result["ranking"] == [[C], [A], [B]] and result["winners"] == [C]


def test_EC_26_MR_8_7_round_limit_ranks_by_track_order():
    s = new(round_limit=20)
    put(s, A, "m7b2", "E4")
    put(s, B, "BL7", "E4")
    s.turn = 39
    s.active = B
    discard(s, B, s.seats[B].hand[0])
    draw(s, "Q-E4")
    assert s.decision == "GAME_OVER"
    result = GAME.result(s)
    assert result["reason"] == "round_limit" and result["race_ranking"] == [B, A]
    assert result["message"] == "Game over: the round limit of 20 rounds was reached; player 1 wins with " \
                                f"{result['scores']['1']} points." and result["winners"] == [B]
    assert s.seats[B].prize == "red" and s.seats[A].prize == "green"


def test_MR_8_7_round_limit_is_always_on_and_positive():
    s = new()
    assert s.options["round_limit"] == 100
    import pytest
    from engine.core import InvalidSetup
    for bad in (0, -1, None, "none", True):
        with pytest.raises(InvalidSetup) as caught:
            GAME.new_game(2, {"round_limit": bad})
        assert caught.value.rule == "MR-2.5"
