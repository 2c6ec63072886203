"""MR-3 turn structure: order, draws, reshuffles, movement stamps, acting in turn, empty hands (EC-08, EC-20)."""
import pytest

from engine.core import Referee
from engine.monster_run import GAME
from engine.monster_run.cards import NOTE_DECK, NOTE_ORDER

from .helpers import A, B, C, act, discard, discards, draw, draw_any, hand, legal, new, play, rejected, where


def test_MR_3_1_MR_13_6_turns_go_clockwise_and_wrap():
    s = new(players=3, first_player=1, hands=[["Q-C4", "Q-D4", "Q-E4"], ["Q-F4", "Q-G4", "Q-A4"],
                                              ["Q-B4", "Q-C5", "Q-D5"]])
    order = []
    for _ in range(4):
        order.append(s.active)
        discard(s, s.active, s.seats[s.active].hand[0])
        draw_any(s)
    assert order == [1, 2, 0, 1] and s.turn == 4


def test_MR_3_2_MR_3_3_level_1_turn_is_main_action_then_draw():
    s = new()
    moves = legal(s, A)
    assert {m["type"] for m in moves} == {"play_note", "discard_and_draw"}
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert s.decision == "DRAW_NOTE" and s.active == A
    draw(s, "Q-F4")
    assert s.decision == "TURN_START" and s.active == B


def test_MR_3_4_hand_back_to_hand_size_after_playing():
    s = new(hand_size=5, hands=[["Q-C4", "Q-D4", "Q-E4", "Q-F4", "Q-G4"], ["Q-A4", "Q-B4", "Q-C5", "Q-D5", "Q-E5"]])
    play(s, A, "Q-E4")
    assert len(s.seats[A].hand) == 4
    draw(s, "H-C4")
    assert len(s.seats[A].hand) == 5 and s.seats[A].hand[-1] == "H-C4"


def test_EC_20_MR_3_5_reshuffle_at_the_moment_of_drawing():
    s = new()
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    hand(s, B, ["Q-F4", "Q-G4", "Q-A4"])
    discards(s, [card for card in NOTE_ORDER for _ in range(s.draw.get(card, 0))])
    assert not s.draw and len(s.discard) == 114
    events = play(s, A, "Q-E4")
    assert where(s, A) == "m1b1"
    assert events[-1]["type"] == "note_pile_reshuffled" and events[-1]["cards"] == 115
    assert sum(s.draw.values()) == 115 and s.discard == [] and s.draw["Q-E4"] == 4
    draw(s, "Q-E4")
    assert sum(s.draw.values()) == 114 and s.discard == [] and len(s.seats[A].hand) == 3


def test_MR_3_5_both_piles_empty_no_card_is_drawn():
    from engine.monster_run.turns import start_note_draw
    s = new()
    s.seats[B].hand.extend(card for card in NOTE_ORDER for _ in range(s.draw.get(card, 0)))
    s.draw = {}
    s.seats[A].hand.pop()
    events = []
    start_note_draw(s, events)
    assert s.decision == "TURN_START" and s.active == B and [e["type"] for e in events] == ["turn_started"]


def test_MR_3_7_movement_counter_stamps_every_relocation():
    s = new()
    assert s.counter == 0 and [x.stamp for x in s.seats] == [0, 0]
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    assert s.counter == 1 and s.seats[A].stamp == 1
    draw(s, "Q-F4")
    discard(s, B, s.seats[B].hand[0])          # B on BL0: no retreat, no stamp
    assert s.counter == 1 and s.seats[B].stamp == 0
    draw(s, "Q-G4")
    discard(s, A, "Q-C4")                       # A retreats from m1b1 to BL0: a new stamp
    assert s.counter == 2 and s.seats[A].stamp == 2 and where(s, A) == "BL0"


def test_EC_08_MR_3_8_acting_out_of_turn():
    s = new()
    referee = Referee(GAME)
    state, _ = referee.setup(2, {"first_player": 0}, seed=3)
    card = state["seats"][1]["hand"][0]
    with pytest.raises(Exception) as caught:
        referee.apply(state, {"type": "play_note", "player": 1, "card": card, "spell": "none"})
    assert caught.value.rule == "MR-3.8"
    rejected(s, "MR-3.8", "play_note", B, card=s.seats[B].hand[0], spell="none")
    rejected(s, "MR-3.8", "keep_magic", A)
    rejected(s, "MR-3.8", "allow_magic", A)


def test_MR_3_9_pass_only_with_an_empty_hand_and_nothing_to_draw():
    s = new()
    rejected(s, "MR-3.9", "pass", A)
    s.seats[B].hand.extend(s.seats[A].hand)
    s.seats[A].hand = []
    s.seats[B].hand.extend(card for card in NOTE_ORDER for _ in range(s.draw.get(card, 0)))
    s.draw = {}
    assert legal(s, A) == [{"type": "pass", "player": A}]
    assert GAME.default_move(s, A) == {"type": "pass", "player": A}
    act(s, "pass", A)
    assert s.active == B and s.turn == 1


def test_MR_3_6_skipped_turn_counts_for_rounds():
    s = new(level=2, players=3, round_limit=1, hands=[["Q-C4", "Q-D4", "Q-E4"], ["Q-F4", "Q-G4", "Q-A4"],
                                                       ["Q-B4", "Q-C5", "Q-D5"]])
    s.seats[B].skip = True
    discard(s, A, "Q-C4")
    draw(s, "Q-E4")
    assert s.seats[B].skip is False and s.active == C and s.turn == 2
    discard(s, C, "Q-B4")
    draw(s, "Q-E4")
    assert s.decision == "GAME_OVER"


def test_MR_3_6_skip_completing_the_last_round_ends_the_game():
    s = new(level=2, round_limit=2)
    s.seats[B].skip = True
    s.turn = 2
    discard(s, A, s.seats[A].hand[0])
    events = draw(s, "Q-E4")
    assert [e["type"] for e in events if e["visible_to"] == "all"][-5:] == [
        "turn_skipped", "round_limit_reached", "prize_awarded", "prize_awarded", "game_over"]
    assert s.decision == "GAME_OVER" and s.turn == 4


def test_MR_3_5_deck_is_120_cards_conserved():
    s = new()
    assert sum(NOTE_DECK.values()) == 120
    assert sum(s.draw.values()) + len(s.discard) + sum(len(x.hand) for x in s.seats) == 120


def test_MR_3_8_MR_3_9_pass_outside_MR_3_9_cites_MR_3_9_at_every_decision():
    from .helpers import draw_magic, give_magic, magic, put
    s = new(level=2)
    s.fruits[(1, 3)] = "red"
    s.options["board_fruits"] = {"red": 1, "green": 0, "yellow": 0}
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    draw_magic(s, "fermata")
    assert s.decision == "MAGIC_DRAWN"
    rejected(s, "MR-3.9", "pass", A)
    s = new(level=2)
    give_magic(s, A, ["to_coda"])
    put(s, B, "m2b1", "E4")
    magic(s, A, "to_coda", B)
    assert s.decision == "DEFEND"
    rejected(s, "MR-3.9", "pass", B)
    s = new(level=2)
    give_magic(s, A, ["fermata"])
    magic(s, A, "fermata", B)
    act(s, "allow_magic", B)
    assert s.decision == "AFTER_MAGIC"
    rejected(s, "MR-3.9", "pass", A)
