"""MR-13 decision points, action catalogue, resolution orders, defaults and liveness (EC-55)."""
import pytest

from engine.core import MalformedAction, UnknownAction
from engine.monster_run import GAME

from .helpers import A, hand, legal, new, play, put, rejected


def test_MR_13_1_one_decision_point_at_a_time():
    s = new()
    assert s.decision == "TURN_START" and GAME.to_act(s) == [A]
    play(s, A, s.seats[A].hand[0])
    assert GAME.to_act(s) == ["chance"]


def test_MR_13_2_unknown_and_malformed_actions():
    s = new()
    with pytest.raises(UnknownAction) as caught:
        GAME.apply(s, {"type": "fly", "player": A})
    assert caught.value.rule == "MR-13.2"
    for action in ({"type": "play_note", "player": A, "card": "Q-C4"},
                   {"type": "play_note", "player": A, "card": "Q-C4", "spell": "none", "extra": 1},
                   {"type": "play_note", "player": A, "card": 5, "spell": "none"},
                   {"type": "play_note", "player": A, "card": "Q-C4", "spell": "double"},
                   {"type": "use_magic", "player": A, "card": "fermata", "target": "B"},
                   {"type": "play_note", "player": "A", "card": "Q-C4", "spell": "none"},
                   {"type": "play_note", "player": 7, "card": "Q-C4", "spell": "none"}):
        with pytest.raises(MalformedAction):
            GAME.apply(s, action)


def test_MR_13_2_magic_actions_are_not_allowed_at_level_1():
    s = new()
    rejected(s, "MR-3.8", "use_magic", A, card="to_coda", target=A)
    rejected(s, "MR-3.8", "keep_magic", A)
    rejected(s, "MR-3.8", "discard_magic", A, card="fermata")
    rejected(s, "MR-3.8", "block_with_defense", A)


def test_MR_13_3_resolution_order_for_a_plain_note():
    s = new(fruits=[("m1b1/E4", "red")])
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    events = play(s, A, "Q-E4")
    assert [e["type"] for e in events] == ["note_played", "fruit_eaten"]
    assert s.discard[-1] == "Q-E4" and s.decision == "DRAW_NOTE"


def test_MR_13_4_resolution_of_discard_and_draw():
    s = new()
    put(s, A, "m2b2", "E4")
    events = GAME.apply(s, {"type": "discard_and_draw", "player": A, "card": s.seats[A].hand[0]})
    assert [e["type"] for e in events] == ["note_discarded", "monster_moved"] and s.decision == "DRAW_NOTE"


def test_EC_55_MR_13_7_default_plays_the_longest_note_without_a_spell():
    s = new()
    hand(s, A, ["Q-E4", "H-F4", "DH-G4"])
    assert GAME.default_move(s, A) == {"type": "play_note", "player": A, "card": "DH-G4", "spell": "none"}
    GAME.apply(s, GAME.default_move(s, A))
    assert s.board.pos_name(s.seats[A].pos) == "m1b3" and s.seats[A].pitch == 5


def test_MR_13_7_default_ties_go_to_the_lowest_pitch_and_discard_falls_back():
    s = new()
    hand(s, A, ["H-G4", "H-E4", "Q-C4"])
    assert GAME.default_move(s, A)["card"] == "H-E4"
    put(s, A, "m2b3", "E4")
    hand(s, A, ["H-G4", "DH-E4", "H-C4"])
    assert GAME.default_move(s, A) == {"type": "discard_and_draw", "player": A, "card": "DH-E4"}


def test_MR_13_8_every_state_has_a_legal_move_or_is_over():
    s = new()
    for _ in range(60):
        if s.decision == "GAME_OVER":
            break
        if GAME.to_act(s) == ["chance"]:
            GAME.apply(s, GAME.chance_outcomes(s)[0].action)
            continue
        moves = legal(s, GAME.to_act(s)[0])
        assert moves
        GAME.apply(s, moves[0])
