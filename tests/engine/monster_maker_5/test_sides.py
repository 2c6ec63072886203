"""MM-3: sides and neutrality."""
from engine.monster_maker_5.rules import attack_targets

from .helpers import A, B, C, D, act, field, make, quiet, rejected, roll, side, declare


def test_MM_3_1_side_follows_the_field():
    s = make(fields={A: ["P1"], B: ["O1", "G2"], C: ["G3"]})
    assert [side(s, p) for p in range(4)] == ["light", "dark", "neutral", "neutral"]


def test_MM_3_2_change_removes_the_other_side():
    s = make(fields={A: ["W1", "G5"]}, hands={A: ["O1"]}, phase="side")
    act(s, "choose_side", A, option="change", side="dark", cards=["O1"])
    assert field(s, A) == ["G5", "O1"] and "W1" in s["discard"]


def test_MM_3_3_sides_are_public_in_every_view():
    from engine.monster_maker_5 import GAME
    s = make(fields={A: ["W1"], B: ["O1"]})
    assert [x["side"] for x in GAME.view(s, None)["seats"]] == ["light", "dark", "neutral", "neutral"]


def test_EC_13_MM_3_4_MM_3_5_who_may_be_attacked():
    s = make(fields={A: ["W1"], B: ["P3"], D: ["G4"]})
    assert rejected(s, "attack", A, target=B) == "MM-3.4"
    assert rejected(s, "attack", A, target=C) == "MM-3.5"
    assert rejected(s, "attack", A, target=A) == "MM-3.4"
    assert attack_targets(s, A) == [D]
    s2 = make(fields={A: ["W1"], B: ["O3"], D: ["G4"]}, active=B)
    assert attack_targets(s2, B) == [A, D]


def test_MM_3_4_dark_may_attack_dark_and_players_without_gems():
    s = make(fields={A: ["O1"], B: ["MN1"], C: ["W1"]})
    assert attack_targets(s, A) == [B, C]


def test_MM_3_6_neutral_player_capabilities():
    s = make(fields={A: ["G1"], B: ["O1"]}, hands={A: ["W1", "T1"]})
    assert rejected(s, "attack", A, target=B) == "MM-5.1"
    assert rejected(s, "deploy", A, cards=["W1"]) == "MM-5.4"
    assert rejected(s, "rescue", A) == "MM-5.2"


def test_MM_3_8_battle_outcome_never_changes_the_winner_side():
    s = make(fields={A: ["W1"], B: ["O1", "G2"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "W1", "O1", "magic")
    roll(s, 5)
    assert side(s, A) == "light" and field(s, A) == ["G2", "W1"] and side(s, B) == "neutral"
