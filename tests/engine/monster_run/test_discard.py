"""MR-6 discarding and the retreat penalty, with EC-15 to EC-19 and EC-36."""
from engine.monster_run import GAME

from .helpers import A, B, discard, draw, hand, kinds, legal, new, put, rejected, where


def test_EC_15_MR_6_2_MR_6_3_discard_retreats_keeps_pitch_and_draws():
    s = new()
    put(s, A, "m3b3", "D5")
    hand(s, A, ["Q-D4", "H-F4", "H-G4"])
    counter = s.counter
    discard(s, A, "Q-D4")
    assert s.discard[-1] == "Q-D4"
    assert where(s, A) == "BL2" and s.seats[A].pitch == 9
    assert s.seats[A].stamp == counter + 1 == s.counter
    assert s.decision == "DRAW_NOTE"
    draw(s, "Q-E4")
    assert len(s.seats[A].hand) == 3 and s.active == B


def test_EC_16_MR_6_3_last_beat_goes_back_not_forward():
    s = new()
    put(s, A, "m3b4", "E4")
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL2"


def test_EC_17_MR_6_4_no_retreat_on_a_bar_line():
    s = new()
    put(s, A, "BL2", "E4")
    stamp = s.seats[A].stamp
    counter = s.counter
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL2" and s.seats[A].stamp == stamp and s.counter == counter
    assert s.decision == "DRAW_NOTE"


def test_EC_18_MR_6_1_discard_allowed_even_if_a_note_is_playable():
    s = new()
    put(s, A, "m1b1", "E4")
    hand(s, A, ["Q-E4", "H-F4", "DH-G4"])
    assert {"type": "play_note", "player": A, "card": "Q-E4", "spell": "none"} in legal(s, A)
    discard(s, A, "H-F4")
    assert where(s, A) == "BL0"


def test_EC_19_MR_6_6_forced_discard():
    s = new()
    put(s, A, "m2b3", "E4")
    hand(s, A, ["H-C4", "H-D4", "DH-E4"])
    assert kinds(legal(s, A)) == [("discard_and_draw", "H-C4", None, None), ("discard_and_draw", "H-D4", None, None),
                                  ("discard_and_draw", "DH-E4", None, None)]
    for card in ("H-C4", "H-D4", "DH-E4"):
        for spell in ("none", "sharp", "flat"):
            rule = "MR-4.9" if (card, spell) == ("H-C4", "flat") else "MR-5.1"   # MR-4.5 check order
            rejected(s, rule, "play_note", A, card=card, spell=spell)


def test_MR_6_1_discarded_card_must_be_in_hand():
    s = new()
    rejected(s, "MR-6.1", "discard_and_draw", A, card="DH-C6")


def test_MR_6_5_retreat_eats_nothing_and_triggers_nothing():
    s = new(level=3, fruits=[("m5b1/E4", "red")])
    put(s, A, "m7b4", "E4")              # the trigger cell T of the fixture's wall (end-repeat BL7)
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL6" and not s.seats[A].record
    assert s.fruits and s.seats[A].fruits["red"] == 0
    assert s.decision == "DRAW_NOTE"


def test_EC_36_MR_4_11_MR_6_5_retreat_onto_the_coda_bar_line_does_nothing_else():
    s = new(level=2)
    put(s, A, "m7b2", "E4")
    discard(s, A, s.seats[A].hand[0])
    assert where(s, A) == "BL6"
    assert s.decision == "DRAW_NOTE" and all(not seat.magic for seat in s.seats)
    assert GAME.to_act(s) == ["chance"]
