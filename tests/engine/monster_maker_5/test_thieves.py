"""MM-9: thieves."""
from engine.monster_maker_5 import GAME
from engine.monster_maker_5.rules import legal_moves, thief_usable

from .helpers import A, B, C, act, field, hand, make, rejected, roll, side


def test_EC_32_MM_9_3_to_MM_9_6_steal_from_a_same_side_player():
    for face, stolen in ((5, True), (4, False)):
        s = make(fields={A: ["P3"], B: ["P1", "G3"]}, hands={A: ["T1"]})
        act(s, "use_thief", A, thief="T1", mode="steal", target="G3")
        assert GAME.to_act(s) == ["chance"] and "T1" in s["discard"]
        roll(s, face)
        assert ("G3" in field(s, A)) == stolen and ("G3" in field(s, B)) == (not stolen)
        assert "T1" in s["discard"] and hand(s, A) == [] and s["active"] == B


def test_EC_33_MM_9_2_MM_9_6_neutral_thief_rescue():
    for face, rescued in ((3, True), (2, False)):
        s = make(fields={C: ["G2"]}, hands={C: ["T5"]}, prisoners=["P4"], active=C)
        act(s, "use_thief", C, thief="T5", mode="rescue", target="P4")
        roll(s, face)
        assert (field(s, C) == ["P4", "G2"]) == rescued
        assert side(s, C) == ("light" if rescued else "neutral") and "T5" in s["discard"]


def test_MM_9_1_thief_never_enters_a_field():
    s = make(fields={A: ["W1"]}, hands={A: ["T1"]})
    assert rejected(s, "deploy", A, cards=["T1"]) == "MM-9.1"


def test_MM_9_2_dark_players_cannot_use_thieves_and_one_per_turn():
    s = make(fields={B: ["O1"], A: ["G1"]}, hands={B: ["T1"]}, active=B)
    assert rejected(s, "use_thief", B, thief="T1", mode="steal", target="G1") == "MM-9.2"
    s = make(fields={A: ["W1"], B: ["G1", "G2"]}, hands={A: ["T1", "T2"]})
    act(s, "use_thief", A, thief="T1", mode="steal", target="G1")
    roll(s, 1)
    assert s["active"] == B and hand(s, A) == ["T2"]


def test_MM_9_3_targets():
    s = make(fields={A: ["W1", "G5"], B: ["G1"], C: ["G3"]}, hands={A: ["T1"]}, prisoners=["P4"])
    targets = [(m["mode"], m["target"]) for m in legal_moves(s, A) if m["type"] == "use_thief"]
    assert targets == [("steal", "G1"), ("steal", "G3"), ("rescue", "P4")]
    assert rejected(s, "use_thief", A, thief="T1", mode="steal", target="G5") == "MM-9.3"
    assert rejected(s, "use_thief", A, thief="T1", mode="rescue", target="P1") == "MM-9.3"


def test_MM_9_4_roll_at_or_above_the_number():
    s = make(fields={A: ["W1"], B: ["G1"]}, hands={A: ["T3"]})
    act(s, "use_thief", A, thief="T3", mode="steal", target="G1")
    events = roll(s, 4)
    assert events[0]["success"] is True and field(s, A) == ["G1", "W1"]


def test_MM_9_5_thief_discarded_on_failure():
    s = make(fields={A: ["W1"], B: ["G1"]}, hands={A: ["T5"]})
    act(s, "use_thief", A, thief="T5", mode="steal", target="G1")
    roll(s, 5)
    assert s["discard"] == ["T5"] and field(s, B) == ["G1"]


def test_MM_9_7_usable_thief():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["T1"]})
    assert not thief_usable(s, A)
    s = make(fields={A: ["W1"], B: ["O1", "G2"]}, hands={A: ["T1"]})
    assert thief_usable(s, A) and not thief_usable(s, B)
