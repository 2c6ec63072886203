"""MM-6: combat."""
from engine.monster_maker_5 import battle

from .helpers import A, B, C, D, act, declare, field, hand, make, quiet, rejected, roll, side, who


def test_MM_6_1_MM_6_2_MM_6_3_forces_and_control():
    s = make(fields={A: ["W1", "P5", "G1"], B: ["O1", "QD", "G2"]})
    act(s, "attack", A, target=B)
    assert battle.force(s, "attack") == ["P5", "W1"] and battle.force(s, "defend") == ["O1", "QD"]
    assert battle.controller(s["battle"], "attack") == A and battle.controller(s["battle"], "defend") == B


def test_MM_6_4_MM_15_3_round_order_of_decisions():
    s = make(fields={A: ["W1"], B: ["O1"], C: ["M1"], D: ["O2"]},
             hands={A: ["W2", "FB1"], B: ["O3", "FB2"], C: ["M2"], D: ["O4"]})
    act(s, "attack", A, target=B)
    seen = []
    while s["battle"]["step"] in ("commit", "spell", "help"):
        b = s["battle"]
        seen.append((b["step"], b["stage"], who(s)))
        p = who(s)
        if b["step"] == "commit":
            act(s, "commit_reinforcements", p, cards=[])
        elif b["step"] == "spell":
            act(s, "place_spell", p, card=None)
        else:
            act(s, "decline", p)
    assert seen == [("commit", "attack", A), ("spell", "attack", A), ("help", "attack", C),
                    ("commit", "defend", B), ("spell", "defend", B), ("help", "defend", D)]
    assert s["battle"]["step"] == "initiative"


def test_MM_6_5_principal_commits_own_side_only():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["W2", "O2"]})
    act(s, "attack", A, target=B)
    assert rejected(s, "commit_reinforcements", A, cards=["O2"]) == "MM-6.5"
    act(s, "commit_reinforcements", A, cards=["W2"])
    assert field(s, A) == ["W1", "W2"] and battle.force(s, "attack") == ["W1", "W2"]


def test_EC_14_MM_6_6_MM_7_3_neutral_defence_against_light():
    s = make(fields={A: ["W1"], D: ["G4"], B: ["O1"]}, hands={D: ["W3", "O4", "FB2"], B: ["O5"], C: ["W4"]})
    act(s, "attack", A, target=D)
    quiet(s, stop=("commit", "defend"))
    assert who(s) == D
    assert rejected(s, "commit_reinforcements", D, cards=["W3"]) == "MM-6.6"
    act(s, "commit_reinforcements", D, cards=["O4"])
    assert side(s, D) == "dark" and s["battle"]["step"] == "spell"
    act(s, "place_spell", D, card="FB2")
    # R1.4: only Dark or Neutral helpers may help D, now Dark.
    assert who(s) == B and battle.force_side(s, "defend") == "dark"
    act(s, "help", B, recipient=D, cards=["O5"], spell=None)
    assert who(s) == C and field(s, D) == ["G4", "O4", "O5"]


def test_EC_14_MM_6_6_neutral_defence_against_dark():
    for cards, ok, result in ((["W3"], True, "light"), (["O4"], True, "dark"), (["W3", "O4"], False, "MM-6.6")):
        s = make(fields={B: ["O1"], D: ["G4"]}, hands={D: ["W3", "O4", "FB2"]}, active=B)
        act(s, "attack", B, target=D)
        quiet(s, stop=("commit", "defend"))
        if ok:
            act(s, "commit_reinforcements", D, cards=cards)
            assert side(s, D) == result
        else:
            assert rejected(s, "commit_reinforcements", D, cards=cards) == result


def test_EC_15_MM_6_6_neutral_player_who_does_not_defend():
    s = make(fields={B: ["O1", "O2"], D: ["G4", "G6"], A: ["W1"]}, hands={B: ["FB1"], D: ["W3"], C: ["O5"]},
             active=B)
    act(s, "attack", B, target=D)
    act(s, "commit_reinforcements", B, cards=[])
    act(s, "place_spell", B, card="FB1")
    assert who(s) == C           # R1.2 order from B's left: C, then A (A is Light: skipped)
    act(s, "decline", C)
    assert who(s) == D and s["battle"]["stage"] == "defend"
    events = act(s, "commit_reinforcements", D, cards=[])
    assert field(s, B) == ["G4", "G6", "O1", "O2"] and field(s, D) == []
    assert "FB1" in s["discard"] and any(e["type"] == "spells_discarded" for e in events)
    assert s["battle"] is None and s["active"] == C and side(s, D) == "neutral"
    from engine.monster_maker_5.rules import attack_targets
    assert D not in attack_targets(s, B)
    assert not any(e["type"].startswith("initiative") for e in events)


def test_MM_6_6_neutral_defender_with_empty_hand_loses_at_once():
    s = make(fields={B: ["O1"], D: ["G4"]}, active=B)
    act(s, "attack", B, target=D)
    assert s["battle"] is None and field(s, B) == ["G4", "O1"]


def test_MM_6_7_one_spell_after_committing():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["FB1", "FB2"]})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="FB1")
    assert hand(s, A) == ["FB2"] and s["battle"]["spells"] == [{"card": "FB1", "placer": A, "side": "attack"}]
    # Nobody else holds cards, so the spell is revealed at once and A chooses its target (D-11).
    assert s["battle"]["step"] == "target" and who(s) == A and s["battle"]["revealed"]


def test_EC_16_MM_6_11_targeting_order():
    s = make(fields={A: ["W1", "W2", "P5"], B: ["O3", "MN2", "DK1", "QD"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    assert rejected(s, "declare_attack", A, attacker="W1", target="DK1", kind="physical") == "MM-6.11"
    assert battle.legal_targets(s, "defend") == ["O3", "MN2"]
    s["seats"][B]["field"] = ["DK1", "QD"]
    assert battle.legal_targets(s, "defend") == ["DK1"]
    s["seats"][B]["field"] = ["QD"]
    assert battle.legal_targets(s, "defend") == ["QD"]
    assert battle.legal_targets(s, "attack") == ["P5", "W1", "W2"]


def test_EC_17_MM_6_14_MM_6_17_MM_6_19_orc_pooling_wins():
    s = make(fields={B: ["O1", "O2", "O3"], A: ["W1", "G2"]}, active=B)
    act(s, "attack", B, target=A)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "O1", "W1", "physical")
    r = s["battle"]["roll"]
    assert (r["dice"], r["modifier"], r["defence"], r["mode"]) == (3, 0, 7, "normal")
    roll(s, 2, 3, 2)
    assert "W1" in s["discard"] and field(s, B) == ["G2", "O1", "O2", "O3"]
    assert field(s, A) == [] and side(s, A) == "neutral" and s["battle"] is None
    from engine.monster_maker_5.rules import attack_targets
    assert A not in attack_targets(s, B)


def test_EC_18_MM_6_14_MM_6_13_orcs_defend_alone_and_pool_shrinks():
    s = make(fields={A: ["W1", "M1"], B: ["O1", "O2"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "W1", "O1", "physical")
    assert s["battle"]["roll"]["defence"] == 5
    roll(s, 1, 3)
    declare(s, "O1", "M1", "physical")
    assert s["battle"]["roll"]["dice"] == 2 and s["battle"]["roll"]["defence"] == 5
    roll(s, 1, 2)
    declare(s, "M1", "O2", "magic")
    roll(s, 3, 3)
    assert "O2" in s["discard"] and s["battle"]["round"] == 2
    quiet(s)
    roll(s, 1, 6)
    declare(s, "O1", "W1", "physical")
    r = s["battle"]["roll"]
    assert (r["dice"], r["mode"]) == (1, "two_dice")
    roll(s, 6, 5)
    assert field(s, A) == ["W1", "M1"]


def test_EC_19_MM_6_12_MM_6_13_two_dice_rule_and_choice_of_kind():
    def setup():
        s = make(fields={B: ["O1"], A: ["W1"]}, active=B)
        act(s, "attack", B, target=A)
        quiet(s)
        roll(s, 6, 1)
        return s
    s = setup()
    declare(s, "O1", "W1", "physical")
    assert s["battle"]["roll"]["mode"] == "two_dice"
    roll(s, 6, 5)
    assert field(s, A) == ["W1"]
    s = setup()
    declare(s, "O1", "W1", "physical")
    roll(s, 6, 6)
    assert field(s, A) == []
    s = setup()
    declare(s, "O1", "W1", "magic")
    assert s["battle"]["roll"]["mode"] == "normal" and s["battle"]["roll"]["defence"] == 5
    roll(s, 4)
    assert field(s, A) == ["W1"]
    s = setup()
    declare(s, "O1", "W1", "magic")
    roll(s, 5)
    assert field(s, A) == []


def test_EC_20_MM_6_13_MM_6_15_boundary_is_not_impossible():
    for gem, face, won in ((False, 6, True), (False, 5, False), (True, 5, True)):
        s = make(fields={A: ["P1"] + (["G1"] if gem else []), B: ["DS1"]})
        act(s, "attack", A, target=B)
        quiet(s)
        roll(s, 6, 1)
        declare(s, "P1", "DS1", "magic")
        r = s["battle"]["roll"]
        assert (r["dice"], r["modifier"], r["defence"], r["mode"]) == (1, 3 if gem else 2, 8, "normal")
        roll(s, face)
        assert ("DS1" in s["discard"]) == won


def test_EC_21a_MM_6_15_gem_bonus_wins():
    s = make(fields={A: ["P3", "G3"], B: ["GK1", "G4"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "P3", "GK1", "physical")
    assert (s["battle"]["roll"]["modifier"], s["battle"]["roll"]["defence"]) == (3, 9)
    roll(s, 3, 3)
    assert "GK1" in s["discard"] and field(s, A) == ["P3", "G3", "G4"]


def test_EC_21b_MM_6_16_MM_6_17_defeated_paladin_to_dungeon():
    s = make(fields={A: ["P3", "G3"], B: ["GK1", "G4"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 1, 6)
    declare(s, "GK1", "P3", "physical")
    assert s["battle"]["roll"]["defence"] == 9
    roll(s, 3, 3)
    declare(s, "P3", "GK1", "physical")
    roll(s, 2, 2)
    quiet(s)
    roll(s, 1, 6)
    declare(s, "GK1", "P3", "physical")
    roll(s, 4, 3)
    assert s["dungeon"]["prisoners"] == ["P3"] and "P3" not in s["discard"]
    assert field(s, A) == ["G3"] and side(s, A) == "neutral" and field(s, B) == ["G4", "GK1"]


def test_EC_26_MM_6_9_initiative_tie_and_haste():
    s = make(fields={A: ["W1"], B: ["O1"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 4, 4, 2, 5)
    assert s["battle"]["acting"] == "defend"
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["HA"]})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="HA")
    quiet(s)
    assert s["battle"]["step"] == "declare" and s["battle"]["acting"] == "attack"
    s = make(fields={A: ["W1"], B: ["O1"]})
    act(s, "attack", A, target=B)
    quiet(s)
    events = roll(s, 4, 4, 2, 2, 6)
    assert s["battle"]["step"] == "initiative"
    events = roll(s, 6)
    assert s["battle"]["acting"] == "defend" and s["battle"]["step"] == "declare"
    assert any(e["type"] == "initiative_tie" and "Third" in e["message"] for e in events)


def test_EC_27_MM_6_10_alternation_with_unequal_forces():
    s = make(fields={A: ["W1", "W2", "W3"], B: ["QD", "G1"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 2, 6)
    declare(s, "QD", "W1", "magic")
    roll(s, 1, 2, 3)
    assert "W1" in s["discard"]
    assert who(s) == A
    declare(s, "W2", "QD", "physical")
    roll(s, 5, 4)
    assert who(s) == A and s["battle"]["acting"] == "attack"
    declare(s, "W3", "QD", "physical")
    roll(s, 6, 4)
    assert "QD" in s["discard"] and field(s, A) == ["G1", "W2", "W3"] and s["battle"] is None


def test_MM_6_10_a_MM_6_10_c_attacking_is_mandatory_and_once_per_round():
    s = make(fields={A: ["W1", "W2"], B: ["QD"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    from engine.monster_maker_5.rules import legal_moves
    moves = legal_moves(s, A)
    assert {m["type"] for m in moves} == {"declare_attack"} and len(moves) == 4
    declare(s, "W1", "QD", "physical")
    roll(s, 1, 1)
    declare(s, "QD", "W1", "physical")
    roll(s, 1, 1, 1)
    assert rejected(s, "declare_attack", A, attacker="W1", target="QD", kind="physical") == "MM-6.10(a)"
    assert rejected(s, "declare_attack", A, attacker="O1", target="QD", kind="physical") == "MM-6.10(a)"
    assert rejected(s, "declare_attack", A, attacker="W2", target="W1", kind="physical") == "MM-6.10(c)"


def test_EC_36_MM_6_18_MM_10_7_mutual_annihilation():
    s = make(fields={B: ["O1"], A: ["W1", "G2"]}, hands={B: ["TS"], A: ["FB1"]}, active=B)
    act(s, "attack", B, target=A)
    act(s, "commit_reinforcements", B, cards=[])
    act(s, "place_spell", B, card="TS")
    quiet(s, stop=("commit", "defend"))
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="FB1")
    quiet(s)
    roll(s, 4)                    # TS on W1: 1D+1 vs 5
    assert "W1" in s["discard"] and who(s) == A
    act(s, "choose_spell_target", A, spell="FB1", target="O1")
    roll(s, 1, 2)
    assert "O1" in s["discard"] and s["battle"] is None
    assert field(s, A) == ["G2"] and field(s, B) == [] and side(s, A) == side(s, B) == "neutral"


def test_EC_40_MM_6_15_gem_won_mid_game_activates_bonus():
    s = make(fields={A: ["P3"], B: ["O1", "G3"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "P3", "O1", "physical")
    assert s["battle"]["roll"]["modifier"] == 2
    roll(s, 3, 3)
    assert field(s, A) == ["P3", "G3"]
    s2 = make(fields={A: ["P3", "G3"], B: ["O1"]})
    act(s2, "attack", A, target=B)
    quiet(s2)
    roll(s2, 6, 1)
    declare(s2, "P3", "O1", "magic")
    assert (s2["battle"]["roll"]["dice"], s2["battle"]["roll"]["modifier"]) == (2, 1)
    from engine.monster_maker_5.battle import defence_value
    assert defence_value(s2, "attack", "P3", "physical") == 9 and defence_value(s2, "attack", "P3", "magic") == 9


def test_EC_46_MM_6_20_MM_6_17_round_limit():
    s = make(fields={A: ["W1"], B: ["QD"]})
    act(s, "attack", A, target=B)
    for rnd in range(1, 11):
        assert s["battle"]["round"] == rnd and s["battle"]["step"] == "initiative"
        roll(s, 5, 1)
        declare(s, "W1", "QD", "physical")
        roll(s, 1, 1)
        declare(s, "QD", "W1", "physical")
        roll(s, 1, 1, 1)
    assert s["battle"] is None and field(s, A) == ["W1"] and field(s, B) == ["QD"] and s["active"] == B


def test_MM_6_8_spells_revealed_together():
    s = make(fields={A: ["W1"], B: ["MN1"]}, hands={A: ["PR1"], B: ["PR2"]})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="PR1")
    act(s, "commit_reinforcements", B, cards=[])
    events = act(s, "place_spell", B, card="PR2")
    revealed = [e for e in events if e["type"] == "spells_revealed"]
    assert len(revealed) == 1 and [x["card"] for x in revealed[0]["spells"]] == ["PR1", "PR2"]
    assert s["battle"]["protection"] == {"attack": 2, "defend": 2} and s["discard"] == ["PR1", "PR2"]


def test_MM_6_16_dungeon_card_only_marked_and_MM_6_19_reset():
    s = make(fields={A: ["W1"]}, prisoners=["P4"])
    act(s, "rescue", A)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "W1", "DG", "physical")
    assert s["battle"]["roll"]["mode"] == "normal"
    roll(s, 6, 6)
    assert s["dungeon"] == {"card": "DG", "prisoners": [], "guards": [], "defeated": False}
    assert field(s, A) == ["P4", "W1"]
