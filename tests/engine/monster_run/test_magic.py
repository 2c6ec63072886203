"""MR-9 Level 2 magic (and MR-13.5 its resolution), with EC-27 to EC-35 and EC-37."""
import pytest

from engine.core import InvalidSetup
from engine.monster_run import GAME

from .helpers import (
    A, B, act, discard, draw, draw_magic, give_magic, hand, kinds, legal, magic, new, play, put, rejected, where,
)


def _eat(s, seat=A):
    """A plays Q-E4 from BL0 onto a red fruit on m1b1/E4."""
    s.fruits[(1, 3)] = "red"
    s.options["board_fruits"] = {"red": 1, "green": 0, "yellow": 0}
    hand(s, seat, ["Q-E4", "Q-C4", "Q-D4"])
    put(s, seat, "BL0", stamp=0)
    return play(s, seat, "Q-E4")


def test_MR_9_1_level_2_components():
    s = new(level=2)
    assert s.coda == 6 and sum(s.mdeck.values()) == 8 and all(seat.defense for seat in s.seats)
    assert s.options["magic_hand_limit"] == 3


def test_EC_27_MR_9_3_MR_9_4_MR_9_5_over_the_limit_use_or_discard():
    s = new(level=2)
    give_magic(s, A, ["fermata", "fermata", "ritardando"])
    _eat(s)
    assert s.decision == "DRAW_MAGIC"
    draw_magic(s, "to_coda")
    assert s.decision == "MAGIC_DRAWN" and s.seats[A].magic == ["fermata", "fermata", "ritardando", "to_coda"]
    assert kinds(legal(s, A)) == [("use_magic", "to_coda", None, A), ("use_magic", "to_coda", None, B),
                                  ("discard_magic", "fermata", None, None), ("discard_magic", "ritardando", None, None),
                                  ("discard_magic", "to_coda", None, None)]
    rejected(s, "MR-9.4", "keep_magic", A)
    rejected(s, "MR-9.5", "use_magic", A, card="fermata", target=B)
    act(s, "discard_magic", A, card="fermata")
    assert s.mdiscard == ["fermata"] and s.decision == "DRAW_NOTE" and len(s.seats[A].magic) == 3


def test_MR_9_4_at_or_below_the_limit_keep_but_not_discard():
    s = new(level=2)
    _eat(s)
    draw_magic(s, "fermata")
    assert kinds(legal(s, A)) == [("use_magic", "fermata", None, B), ("keep_magic", None, None, None)]
    rejected(s, "MR-9.4", "discard_magic", A, card="fermata")
    assert GAME.default_move(s, A) == {"type": "keep_magic", "player": A}
    act(s, "keep_magic", A)
    assert s.seats[A].magic == ["fermata"] and s.decision == "DRAW_NOTE" and s.pending is None


def test_MR_13_7_default_over_the_limit_discards_the_drawn_card():
    s = new(level=2, magic_hand_limit=1)
    give_magic(s, A, ["fermata"])
    _eat(s)
    draw_magic(s, "ritardando")
    assert GAME.default_move(s, A) == {"type": "discard_magic", "player": A, "card": "ritardando"}


def test_EC_28_MR_9_7_MR_13_5_block_with_defense():
    s = new(level=2, coda_bar_line="BL4")
    put(s, B, "m6b2", "E4")
    give_magic(s, A, ["to_coda"])
    events = magic(s, A, "to_coda", B)
    assert events[0]["type"] == "magic_used" and events[0]["card"] == "to_coda"
    assert s.decision == "DEFEND" and GAME.to_act(s) == [B]
    assert kinds(legal(s, B)) == [("block_with_defense", None, None, None), ("allow_magic", None, None, None)]
    assert legal(s, A) == []
    assert GAME.default_move(s, B) == {"type": "allow_magic", "player": B}
    act(s, "block_with_defense", B)
    assert s.mdiscard == ["to_coda"] and s.seats[B].defense is False and where(s, B) == "m6b2"
    assert s.decision == "AFTER_MAGIC" and s.active == A
    assert all(m["type"] in ("play_note", "discard_and_draw") for m in legal(s, A))
    rejected(s, "MR-9.5", "use_magic", A, card="to_coda", target=B)


def test_EC_29_MR_9_7_no_token_no_defense():
    s = new(level=2, coda_bar_line="BL4")
    put(s, B, "m6b2", "E4")
    s.seats[B].defense = False
    give_magic(s, A, ["to_coda"])
    magic(s, A, "to_coda", B)
    assert s.decision == "AFTER_MAGIC" and where(s, B) == "BL4" and s.seats[B].pitch == 3
    assert s.seats[B].stamp == s.counter


def test_MR_9_7_allow_magic_applies_the_effect():
    s = new(level=2)
    put(s, B, "m6b2", "E4")
    give_magic(s, A, ["ritardando"])
    magic(s, A, "ritardando", B)
    act(s, "allow_magic", B)
    assert where(s, B) == "BL5" and s.seats[B].defense is True and s.mdiscard == ["ritardando"]


def test_EC_30_MR_9_8_MR_9_9_to_coda_on_own_monster():
    s = new(level=2, coda_bar_line="BL4")
    put(s, A, "m2b1", "G4")
    give_magic(s, A, ["to_coda"])
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    magic(s, A, "to_coda", A)
    assert s.decision == "AFTER_MAGIC" and where(s, A) == "BL4" and s.seats[A].pitch == 5
    play(s, A, "Q-E4")
    assert where(s, A) == "m5b1" and s.seats[A].pitch == 3


def test_EC_31_MR_9_5_one_magic_step_use_per_turn():
    s = new(level=2)
    give_magic(s, A, ["fermata", "ritardando"])
    put(s, B, "m3b1", "E4")
    s.seats[B].defense = False
    magic(s, A, "fermata", B)
    rejected(s, "MR-9.5", "use_magic", A, card="ritardando", target=B)


def test_MR_9_5_the_drawn_card_may_be_used_after_a_magic_step_use():
    s = new(level=2)
    s.seats[B].defense = False
    give_magic(s, A, ["fermata"])
    magic(s, A, "fermata", B)
    _eat(s)
    draw_magic(s, "ritardando")
    put(s, B, "m2b1", "E4")
    magic(s, A, "ritardando", B)
    assert where(s, B) == "BL1" and s.decision == "DRAW_NOTE"


def test_MR_9_5_only_the_holder_on_their_own_turn():
    s = new(level=2)
    give_magic(s, B, ["fermata"])
    rejected(s, "MR-3.8", "use_magic", B, card="fermata", target=A)
    rejected(s, "MR-9.5", "use_magic", A, card="fermata", target=B)


def test_EC_32_MR_9_8_ritardando():
    for position, expected in (("BL3", "BL2"), ("m5b3", "BL4")):
        s = new(level=2)
        s.seats[B].defense = False
        put(s, B, position, "E4")
        give_magic(s, A, ["ritardando"])
        magic(s, A, "ritardando", B)
        assert where(s, B) == expected
    s = new(level=2)
    give_magic(s, A, ["ritardando"])
    rejected(s, "MR-9.8", "use_magic", A, card="ritardando", target=B)
    rejected(s, "MR-9.8", "use_magic", A, card="ritardando", target=A)


def test_EC_33_MR_9_8_MR_3_6_fermata_skips_the_next_turn():
    s = new(level=2)
    give_magic(s, A, ["fermata"])
    magic(s, A, "fermata", B)
    act(s, "allow_magic", B)
    assert s.seats[B].skip is True
    discard(s, A, s.seats[A].hand[0])
    events = draw(s, "Q-E4")
    assert "turn_skipped" in [e["type"] for e in events]
    assert s.active == A and s.decision == "TURN_START" and s.seats[B].skip is False and s.turn == 2


def test_MR_9_6_fermata_not_on_a_monster_already_skipping():
    s = new(level=2)
    s.seats[B].skip = True
    give_magic(s, A, ["fermata"])
    rejected(s, "MR-9.8", "use_magic", A, card="fermata", target=B)
    assert not [m for m in legal(s, A) if m["type"] == "use_magic"]


def test_EC_34_MR_9_8_accelerando():
    s = new(level=2)
    put(s, A, "m8b1", "E4")
    give_magic(s, A, ["accelerando"])
    rejected(s, "MR-9.8", "use_magic", A, card="accelerando", target=A)
    rejected(s, "MR-9.8", "use_magic", A, card="accelerando", target=B)
    for position, expected in (("m3b2", "BL3"), ("BL3", "BL4")):
        s = new(level=2)
        put(s, A, position, "E4")
        give_magic(s, A, ["accelerando"])
        magic(s, A, "accelerando", A)
        assert where(s, A) == expected and s.decision == "AFTER_MAGIC"


def test_MR_9_8_to_coda_not_on_a_monster_already_there_but_on_the_beat_before():
    s = new(level=2)
    put(s, B, "BL6", "E4")
    give_magic(s, A, ["to_coda"])
    rejected(s, "MR-9.8", "use_magic", A, card="to_coda", target=B)
    put(s, B, "m6b4", "E4")
    assert ("use_magic", "to_coda", None, B) in kinds(legal(s, A))


def test_EC_35_MR_9_10_magic_reshuffle():
    s = new(level=2)
    give_magic(s, A, ["fermata", "ritardando"])
    give_magic(s, B, ["to_coda", "accelerando", "accelerando"])
    s.mdiscard = ["fermata", "ritardando", "to_coda"]
    s.mdeck = {}
    assert not GAME.problems(s)
    events = _eat(s)
    assert events[-1]["type"] == "magic_deck_reshuffled" and events[-1]["cards"] == 3
    assert s.mdeck == {"fermata": 1, "ritardando": 1, "to_coda": 1} and s.mdiscard == []
    draw_magic(s, "ritardando")
    assert sum(s.mdeck.values()) == 2 and s.seats[A].magic == ["fermata", "ritardando", "ritardando"]


def test_MR_9_10_no_magic_card_when_both_piles_are_empty():
    s = new(level=2, magic_deck=[])
    _eat(s)
    assert s.decision == "DRAW_NOTE" and s.seats[A].fruits["red"] == 1


def test_EC_37_MR_9_2_coda_never_on_the_final_bar_line():
    for bar_line in ("BL8", "BL0"):
        with pytest.raises(InvalidSetup) as caught:
            GAME.new_game(2, {"level": 2, "coda_bar_line": bar_line})
        assert caught.value.rule == "MR-9.2"
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 3, "coda_bar_line": "BL3", "repeat_bar_lines": {"start": "BL1", "end": "BL3"}})
    assert caught.value.rule == "MR-10.2"        # the later marker of MR-2.2's order is charged with the clash


def test_MR_9_2_random_coda_prefers_BL2_to_BL_M_minus_2():
    s = GAME.new_game(2, {"level": 2})
    assert [o.action["bar_line"] for o in GAME.chance_outcomes(s)] == ["BL2", "BL3", "BL4", "BL5", "BL6"]
    s = GAME.new_game(2, {"level": 3, "board": "2/4", "measures": 4,
                          "repeat_bar_lines": {"start": "BL0", "end": "BL2"}})
    assert [o.action["bar_line"] for o in GAME.chance_outcomes(s)] == ["BL1", "BL3"]


def test_MR_9_3_finish_prizes_give_no_magic_card():
    s = new(level=2)
    put(s, A, "m8b3", "E4")
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert s.decision == "GAME_OVER" and not s.seats[A].magic


def test_MR_9_11_replacement_magic_deck_and_unknown_cards():
    s = new(level=2, magic_deck=["to_coda", "to_coda", "to_coda"])
    assert s.mdeck == {"to_coda": 3} and s.options["magic_deck"] == ["to_coda"] * 3
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 2, "magic_deck": ["to_coda", "joker"]})
    assert caught.value.rule == "MR-9.11" and "joker" in caught.value.detail
    with pytest.raises(InvalidSetup) as caught:
        GAME.new_game(2, {"level": 2, "magic_deck": "to_coda"})
    assert caught.value.rule == "MR-9.11"


def test_MR_13_5_magic_step_then_main_action_then_drawn_magic():
    s = new(level=2)
    s.seats[B].defense = False
    give_magic(s, A, ["accelerando"])
    put(s, A, "m1b2", "E4")
    magic(s, A, "accelerando", A)
    assert where(s, A) == "BL1" and s.decision == "AFTER_MAGIC"
    s.fruits[(5, 3)] = "green"
    s.options["board_fruits"] = {"red": 0, "green": 1, "yellow": 0}
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert s.decision == "DRAW_MAGIC"
    draw_magic(s, "to_coda")
    magic(s, A, "to_coda", A)
    assert where(s, A) == "BL6" and s.decision == "DRAW_NOTE"
