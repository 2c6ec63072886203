"""MM-8: rescue from the dungeon."""
from engine.monster_maker_5 import battle
from engine.monster_maker_5.rules import legal_moves

from .helpers import A, B, C, D, act, declare, field, make, quiet, rejected, roll, side, who


def ec30(**extra):
    return make(fields={A: ["W1", "M1", "P2"], B: ["P5"], C: ["O2"], D: ["DK2"]}, prisoners=["P4", "P6"],
                guards=["O6"], hands={B: ["W5"], C: ["O3"], D: ["O4"]}, **extra)


def test_EC_30_MM_8_2_to_MM_8_7_successful_rescue_and_keeper():
    s = ec30()
    act(s, "rescue", A)
    b = s["battle"]
    assert b["keeper"] == C
    assert battle.force(s, "attack") == ["W1", "M1"] and battle.force(s, "defend") == ["O6", "DG"]
    # MM-8.4: R1.3 skipped; R1.2 asks B (Light); R1.4 asks C and D (Dark). B may not help the dungeon.
    assert who(s) == B and s["battle"]["stage"] == "attack"
    act(s, "decline", B)
    assert who(s) == C and s["battle"]["stage"] == "defend"
    assert {"type": "help", "player": C, "recipient": "dungeon", "cards": ["O3"], "spell": None} in legal_moves(s, C)
    act(s, "decline", C)
    act(s, "decline", D)
    assert s["battle"]["step"] == "initiative"
    roll(s, 5, 2)
    assert rejected(s, "declare_attack", A, attacker="M1", target="DG", kind="magic") == "MM-6.11"
    declare(s, "W1", "O6", "physical")
    roll(s, 2, 4)
    assert "O6" in s["discard"] and who(s) == C
    declare(s, "DG", "M1", "physical")
    r = s["battle"]["roll"]
    assert (r["dice"], r["modifier"], r["defence"]) == (2, 1, 5)
    roll(s, 1, 2)
    declare(s, "M1", "DG", "magic")
    roll(s, 5, 5)
    assert field(s, A) == ["P2", "P4", "P6", "W1", "M1"] and s["dungeon"]["prisoners"] == []
    assert s["dungeon"]["defeated"] is False and s["battle"] is None


def test_EC_30_MM_7_3_dungeon_accepts_only_dark_or_neutral_help():
    s = ec30()
    act(s, "rescue", A)
    s["battle"].update(stage="defend", asked=B)
    assert rejected(s, "help", B, recipient="dungeon", cards=[], spell=None) == "MM-7.3"


def test_EC_31_MM_8_8_MM_8_9_failed_rescue():
    s = ec30()
    act(s, "rescue", A)
    quiet(s)
    roll(s, 1, 6)
    declare(s, "DG", "W1", "magic")
    roll(s, 2, 3)
    assert "W1" in s["discard"]
    assert battle.legal_targets(s, "defend") == ["O6"]
    declare(s, "M1", "O6", "magic")
    roll(s, 1, 1)
    declare(s, "O6", "M1", "physical")
    assert s["battle"]["roll"]["dice"] == 1
    roll(s, 5)
    assert s["battle"] is None and s["dungeon"]["prisoners"] == ["P4", "P6"] and s["dungeon"]["guards"] == ["O6"]
    assert side(s, A) == "light" and field(s, A) == ["P2"]


def test_MM_8_1_MM_8_3_keeper_without_dark_players_is_left_neighbour():
    s = make(fields={A: ["W1"], B: ["P5"]}, prisoners=["P4"], active=A)
    act(s, "rescue", A)
    assert s["battle"]["keeper"] == B


def test_MM_8_4_guards_given_during_a_rescue():
    s = make(fields={A: ["W1"], C: ["O2"]}, prisoners=["P4"], hands={C: ["O3", "FB1"]})
    act(s, "rescue", A)
    assert who(s) == C
    act(s, "help", C, recipient="dungeon", cards=["O3"], spell=None)
    assert s["dungeon"]["guards"] == ["O3"] and battle.force(s, "defend") == ["O3", "DG"]


def test_MM_8_5_MM_8_6_guards_before_the_dungeon_and_the_dungeon_attacks():
    s = make(fields={A: ["W1", "W2"]}, prisoners=["P4"], guards=["MN1", "GK1"])
    act(s, "rescue", A)
    roll(s, 1, 6)
    assert battle.legal_targets(s, "attack") == ["W1", "W2"]
    assert [m["attacker"] for m in legal_moves(s, who(s))][::4] == ["MN1", "GK1", "DG"]
    declare(s, "DG", "W1", "magic")
    roll(s, 1, 1)
    assert battle.legal_targets(s, "defend") == ["MN1"]


def test_MM_8_9_orc_guards_pool():
    s = make(fields={A: ["W1"]}, prisoners=["P4"], guards=["O1", "O2", "O3"])
    act(s, "rescue", A)
    roll(s, 1, 6)
    declare(s, "O1", "W1", "physical")
    assert s["battle"]["roll"]["dice"] == 3
