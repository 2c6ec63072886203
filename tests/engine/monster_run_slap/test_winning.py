"""SLAP-7: winning by running out of cards, and the flip limit."""
import pytest

from engine.core import GameOver, Referee
from engine.monster_run_slap import GAME

from .helpers import A, B, C, build, flip, new, report


def one_card_left(players: int, card: str, **options):
    """A holds only `card`; flip 4 (scale call Fa) is A's; two earlier flips lie in the centre."""
    stacks = [(0, [card])] + [(0, [])] * (players - 1)
    if players == 3:
        stacks[C] = (40, [])
    return build(players, stacks, filler=B, active=A, flips=3, centre=["Q-C4", "Q-D4"], **options)


def test_EC_64_flipper_with_no_cards_wins():
    state = one_card_left(2, "Q-C5")
    events = flip(state, "Q-C5")
    assert state.call == "Fa" and events[-1]["match"] is False
    events = report(state, [])
    assert state.stacks[A].count() == 0 and state.phase == "over"
    assert events[-1]["type"] == "game_over" and events[-1]["winners"] == [A]
    assert GAME.result(state) == {"winners": [A], "ranking": [[A], [B]], "scores": {"0": 0, "1": 117},
                                  "reason": "out_of_cards", "message": "Player 0 has no cards left and wins!",
                                  "message_zh": "玩家 0 沒有卡了，獲得勝利！"}
    assert GAME.to_act(state) == []


def test_EC_65_last_card_matches_and_flipper_is_slowest_play_continues():
    state = one_card_left(3, "Q-F5")
    flip(state, "Q-F5")
    report(state, [B, C, A])
    assert state.stacks[A].known == ["Q-C4", "Q-D4", "Q-F5"]
    assert GAME.result(state) is None and GAME.to_act(state) == [B]


def test_EC_66_last_card_matches_someone_else_is_slowest_flipper_wins():
    state = one_card_left(3, "Q-F5")
    flip(state, "Q-F5")
    report(state, [A, C, B])
    assert state.stacks[B].known[-3:] == ["Q-C4", "Q-D4", "Q-F5"]
    result = GAME.result(state)
    assert result["winners"] == [A] and result["reason"] == "out_of_cards"
    assert result["ranking"] == [[A], [C], [B]]            # the others by card count, fewer first (40 < 80)


def test_SLAP_7_1_win_is_checked_after_the_slap_resolution():
    state = one_card_left(2, "Q-C5")
    flip(state, "Q-C5")
    assert state.stacks[A].count() == 0 and GAME.result(state) is None    # not yet: the report comes first
    report(state, [A])                                                    # a false slap by A
    assert state.stacks[A].known == ["Q-C4", "Q-D4", "Q-C5"] and GAME.result(state) is None


def test_SLAP_7_1_every_action_after_a_win_is_rejected():
    state = one_card_left(2, "Q-C5")
    flip(state, "Q-C5")
    report(state, [])
    for action in ({"type": "flip", "player": B, "call": None}, {"type": "slap", "player": A}):
        with pytest.raises(GameOver) as error:
            GAME.apply(state, action)
        assert error.value.rule == "SLAP-7.1"
    assert GAME.legal_moves(state, A) == [] and GAME.legal_moves(state, B) == []


def test_SLAP_7_2_flip_limit_fewest_cards_win():
    state = new(3, flip_limit=3)
    flip(state, "Q-C4")            # A, Do: match; C slowest
    report(state, [A, B])
    flip(state, "Q-C5")            # B, Re
    report(state, [])
    assert GAME.result(state) is None
    events = flip(state, "Q-C6")   # C, Mi: the 3rd flip
    events += report(state, [A])   # A slapped falsely and takes 2 cards
    assert state.phase == "over" and events[-1]["reason"] == "flip_limit"
    assert GAME.result(state) == {
        "winners": [B], "ranking": [[B], [C], [A]], "scores": {"0": 41, "1": 39, "2": 40}, "reason": "flip_limit",
        "message": "The flip limit of 3 flips is reached; the fewest cards win: player 1.",
        "message_zh": "已達 3 次翻牌的上限，卡最少的玩家獲勝：玩家 1。"}
    with pytest.raises(GameOver) as error:
        GAME.apply(state, {"type": "flip", "player": A, "call": None})
    assert error.value.rule == "SLAP-7.2"


def test_SLAP_7_2_equal_counts_are_joint_winners():
    state = new(2, flip_limit=2)
    flip(state, "Q-E4")
    report(state, [])
    flip(state, "Q-F4")
    report(state, [B])             # false slap: B takes both
    assert GAME.result(state)["winners"] == [A]
    state = new(2, flip_limit=2)
    flip(state, "Q-E4")
    report(state, [])
    flip(state, "Q-D4")            # Re: a match
    report(state, [B])             # A slowest takes both: 59 + 2
    assert GAME.result(state)["winners"] == [B]
    state = new(2, flip_limit=2)
    flip(state, "Q-C4")            # Do: match, B slowest
    report(state, [A])
    flip(state, "Q-D4")            # Re: match, A slowest
    report(state, [B])
    assert GAME.result(state) == {
        "winners": [A, B], "ranking": [[A, B]], "scores": {"0": 60, "1": 60}, "reason": "flip_limit",
        "message": "The flip limit of 2 flips is reached; the fewest cards win: players 0 and 1.",
        "message_zh": "已達 2 次翻牌的上限，卡最少的玩家獲勝：玩家 0、玩家 1。"}


def test_SLAP_7_2_a_win_on_the_last_flip_is_a_win():
    state = one_card_left(2, "Q-C5", flip_limit=4)
    flip(state, "Q-C5")
    report(state, [])
    assert GAME.result(state)["reason"] == "out_of_cards"


def test_SLAP_7_2_referee_cites_the_flip_limit_for_actions_after_that_end():
    referee = Referee(GAME)
    state = new(2, flip_limit=1)
    flip(state, "Q-E4")
    report(state, [])
    data = {"game": GAME.id, "version": GAME.version, "chance": "client", "rng": None, **GAME.dump(state)}
    with pytest.raises(GameOver) as error:
        referee.apply(data, {"type": "flip", "player": B, "call": None})
    assert error.value.rule == "SLAP-7.2"
