"""MM-4 and MM-5: the turn and the actions."""
from engine.monster_maker_5 import GAME

from .helpers import A, B, C, act, field, hand, make, rejected, side


def draw(s, card):
    act(s, "draw", s["active"])
    return GAME.apply(s, {"type": "draw_card", "player": "chance", "card": card})


def test_MM_4_1_turn_steps_in_order():
    s = make(fields={A: ["W1"]}, phase="draw")
    assert GAME.to_act(s) == [A]
    act(s, "draw", A)
    assert s["phase"] == "draw_card" and GAME.to_act(s) == ["chance"]
    GAME.apply(s, {"type": "draw_card", "player": "chance", "card": "W2"})
    assert s["phase"] == "side"
    act(s, "choose_side", A, option="keep", side=None, cards=[])
    assert s["phase"] == "action"
    act(s, "pass", A)
    assert s["active"] == B and s["phase"] == "draw"


def test_MM_4_2_gem_drawn_goes_to_field_other_to_hand():
    s = make(fields={A: ["W1"]}, phase="draw")
    events = draw(s, "G3")
    assert field(s, A) == ["G3", "W1"] and hand(s, A) == [] and events[0]["visible_to"] == "all"
    s = make(fields={A: ["W1"]}, phase="draw")
    events = draw(s, "FB1")
    assert hand(s, A) == ["FB1"] and events[1]["visible_to"] == [A] and "FB1" not in events[0]["message"]


def test_EC_02_MM_4_2_paladin_drawn_by_dark_player():
    s = make(fields={B: ["O1"]}, hands={B: ["FB1"]}, active=B, phase="draw")
    draw(s, "P4")
    assert s["dungeon"]["prisoners"] == ["P4"] and hand(s, B) == ["FB1"] and side(s, B) == "dark"


def test_EC_03_MM_4_2_paladin_drawn_by_neutral_player():
    s = make(fields={C: ["G1", "G2"]}, hands={C: ["O1"]}, active=C, phase="draw")
    draw(s, "P1")
    assert field(s, C) == ["P1", "G1", "G2"] and side(s, C) == "light"
    assert T_P1_values(s) == ((3, 1, 10), (1, 3, 8))
    act(s, "choose_side", C, option="change", side="dark", cards=["O1"])
    assert s["dungeon"]["prisoners"] == ["P1"] and field(s, C) == ["G1", "G2", "O1"]
    # The same values as the engine computes them in a battle (MM-6.15).
    from engine.monster_maker_5 import battle
    s = make(fields={C: ["P1", "G1", "G2"], B: ["O1"]}, active=C)
    act(s, "attack", C, target=B)
    assert battle.attack_value(s, "attack", "P1", "physical") == (3, 1)
    assert battle.attack_value(s, "attack", "P1", "magic") == (1, 3)
    assert battle.defence_value(s, "attack", "P1", "physical") == 10
    assert battle.defence_value(s, "attack", "P1", "magic") == 8


def T_P1_values(s):
    stats = s["_t"].cards["P1"].stats
    bonus = 1 if "G1" in field(s, C) else 0
    return tuple((n, m + bonus, d + bonus) for n, m, d in stats)


def test_EC_07_MM_4_3_MM_12_1_voluntary_change_light_to_dark():
    s = make(fields={A: ["P2", "W1", "G5"]}, hands={A: ["O1", "DS1", "SL"]}, phase="side")
    act(s, "choose_side", A, option="change", side="dark", cards=["O1", "DS1"])
    assert field(s, A) == ["G5", "O1", "DS1"] and "W1" in s["discard"] and s["dungeon"]["prisoners"] == ["P2"]
    assert side(s, A) == "dark" and hand(s, A) == ["SL"]


def test_EC_08_MM_4_3_MM_11_3_a_change_with_zero_cards():
    s = make(fields={A: ["W1", "G5"]}, hands={A: ["FB1", "FB2", "PR1"]}, phase="side")
    act(s, "choose_side", A, option="change", side="dark", cards=[])
    assert field(s, A) == ["G5"] and side(s, A) == "neutral" and "W1" in s["discard"]
    from engine.monster_maker_5.rules import attack_targets
    s["phase"] = "action"
    s["seats"][B]["field"] = []
    assert A not in attack_targets(make(fields={A: ["G5"], B: ["O1"]}), A)
    assert A in attack_targets(make(fields={A: ["G5"], B: ["O1"]}, active=B), B)
    s = make(fields={A: ["W1", "G5"]}, hands={A: ["W2", "O1", "FB1", "FB2", "PR1", "HA"]}, phase="side")
    assert rejected(s, "choose_side", A, option="change", side="dark", cards=[]) == "MM-11.3(a)"


def test_MM_4_3_neutral_zero_card_change_and_parameters():
    s = make(fields={C: ["G2"]}, hands={C: ["MN3"]}, active=C, phase="side")
    assert rejected(s, "choose_side", C, option="change", side="dark", cards=[]) == "MM-4.3"
    assert rejected(s, "choose_side", C, option="keep", side="dark", cards=[]) == "MM-4.3"
    assert rejected(s, "choose_side", C, option="change", side="light", cards=["MN3"]) == "MM-4.3"
    s2 = make(fields={A: ["W1"]}, hands={A: ["T1", "O1"]}, phase="side")
    assert rejected(s2, "choose_side", A, option="change", side="light", cards=[]) == "MM-4.3"
    assert rejected(s2, "choose_side", A, option="change", side="dark", cards=["T1"]) == "MM-9.1"


def test_EC_09_MM_11_2_MM_11_3_b_whisper_from_the_heart():
    s = make(players=3, fields={A: ["W1"], B: ["P1"], C: ["M1"]}, hands={A: ["O1", "O2", "MN1", "FB1", "PR1", "TS"]},
             phase="side")
    assert rejected(s, "choose_side", A, option="keep", side=None, cards=[]) == "MM-11.3(b)"
    act(s, "choose_side", A, option="change", side="dark", cards=["O1"])
    assert "W1" in s["discard"] and side(s, A) == "dark" and len(hand(s, A)) == 5
    from engine.monster_maker_5.rules import legal_moves
    moves = legal_moves(s, A)
    deploys = [m["cards"] for m in moves if m["type"] == "deploy"]
    assert deploys == [["O2"], ["MN1"], ["O2", "MN1"]]
    assert [m["target"] for m in moves if m["type"] == "attack"] == [B, C]
    assert moves[-1] == {"type": "pass", "player": A}


def test_EC_10_MM_11_4_MM_11_5_battle_can_absorb_the_extra_card():
    s = make(fields={A: ["W1"], B: ["O4"]}, hands={A: ["O1", "FB1", "FB2", "PR1", "PR2", "HA"]}, phase="side")
    act(s, "choose_side", A, option="keep", side=None, cards=[])
    assert rejected(s, "pass", A) == "MM-11.4"
    act(s, "attack", A, target=B)
    from engine.monster_maker_5.rules import obliged
    assert obliged(s, A) and "obliged" not in s["battle"]
    assert rejected(s, "commit_reinforcements", A, cards=["O1"]) == "MM-6.5"
    act(s, "commit_reinforcements", A, cards=[])
    assert rejected(s, "place_spell", A, card=None) == "MM-11.5"
    act(s, "place_spell", A, card="FB1")
    assert len(hand(s, A)) == 5


def test_MM_11_5_commit_nothing_rejected_without_a_placeable_spell():
    s = make(fields={A: ["W1"], B: ["O4"]}, hands={A: ["W2", "O1", "O2", "T1", "T2", "T3"]}, phase="action")
    act(s, "attack", A, target=B)
    assert rejected(s, "commit_reinforcements", A, cards=[]) == "MM-11.5"
    act(s, "commit_reinforcements", A, cards=["W2"])
    act(s, "place_spell", A, card=None)


def test_EC_11_MM_11_2_MM_11_6_hand_of_only_spells():
    s = make(fields={A: ["W1"], B: ["O4"]}, hands={A: ["HL1", "HL2", "FB1", "PR1", "HA", "SL"]}, phase="side")
    act(s, "choose_side", A, option="keep", side=None, cards=[])
    events = act(s, "pass", A)
    assert s["phase"] == "discard" and events[-1]["type"] == "hand_revealed"
    assert events[-1]["cards"] == ["HL1", "HL2", "FB1", "PR1", "HA", "SL"] and events[-1]["visible_to"] == "all"
    assert GAME.view(s, B)["seats"][A]["hand"] == ["HL1", "HL2", "FB1", "PR1", "HA", "SL"]
    assert rejected(s, "discard_to_limit", A, cards=["HA", "SL"]) == "MM-11.6"
    act(s, "discard_to_limit", A, cards=["HA"])
    assert len(hand(s, A)) == 5 and "HA" in s["discard"] and s["active"] == B


def test_EC_12_MM_9_2_MM_11_2_dark_player_with_unusable_thief():
    s = make(fields={B: ["O1"]}, hands={B: ["T1", "FB1", "FB2", "PR1", "PR2", "DP"]}, prisoners=["P4"], active=B,
             phase="side")
    from engine.monster_maker_5.rules import obliged
    assert not obliged(s, B)
    act(s, "choose_side", B, option="keep", side=None, cards=[])
    assert rejected(s, "use_thief", B, thief="T1", mode="rescue", target="P4") == "MM-9.2"
    act(s, "pass", B)
    act(s, "discard_to_limit", B, cards=["T1"])
    assert "T1" in s["discard"] and len(hand(s, B)) == 5


def test_EC_34_MM_9_1_MM_10_1_MM_5_4_illegal_thief_and_spell_uses():
    s = make(fields={A: ["W1"], B: ["O4"]}, hands={A: ["T2", "FB1", "O1"]})
    assert rejected(s, "deploy", A, cards=["T2"]) == "MM-9.1"
    assert rejected(s, "deploy", A, cards=["FB1"]) == "MM-10.1"
    assert rejected(s, "use_thief", A, thief="FB1", mode="steal", target="G1") == "MM-10.1"
    assert rejected(s, "deploy", A, cards=["O1"]) == "MM-5.4"
    assert rejected(s, "deploy", A, cards=[]) == "MM-5.4"
    from engine.core.errors import UnknownAction
    try:
        GAME.apply(s, {"type": "cast_spell", "player": A, "card": "FB1"})
    except UnknownAction as error:
        assert error.rule == "MM-5.6"
    else:
        raise AssertionError("cast_spell accepted")
    act(s, "attack", A, target=B)
    assert rejected(s, "commit_reinforcements", A, cards=["T2"]) == "MM-9.1"


def test_EC_35_MM_3_6_neutral_players_turn():
    s = make(fields={C: ["G2"], B: ["G4"], A: ["O1"]}, hands={C: ["T2", "MN3", "FB1"]}, active=C, phase="side")
    from engine.monster_maker_5.rules import legal_moves
    options = legal_moves(s, C)
    assert options == [{"type": "choose_side", "player": C, "option": "keep", "side": None, "cards": []},
                       {"type": "choose_side", "player": C, "option": "change", "side": "dark", "cards": ["MN3"]}]
    act(s, "choose_side", C, option="keep", side=None, cards=[])
    moves = legal_moves(s, C)
    assert {"type": "use_thief", "player": C, "thief": "T2", "mode": "steal", "target": "G4"} in moves
    assert moves[-1] == {"type": "pass", "player": C}
    assert {m["type"] for m in moves} == {"use_thief", "pass"}
    assert rejected(s, "attack", C, target=A) == "MM-5.1"
    assert rejected(s, "rescue", C) == "MM-5.2"
    assert rejected(s, "deploy", C, cards=["MN3"]) == "MM-5.4"


def test_EC_39_MM_11_4_over_limit_with_deploy_available():
    s = make(fields={A: ["P3"], B: ["O4"]}, hands={A: ["W2", "FB1", "FB2", "PR1", "HA", "SL"]}, phase="action")
    assert rejected(s, "pass", A) == "MM-11.4"
    act(s, "deploy", A, cards=["W2"])
    assert len(hand(s, A)) == 5 and s["active"] == B
    s = make(fields={A: ["P3"], B: ["O4"]}, hands={A: ["W2", "FB1", "FB2", "PR1", "HA", "SL"]}, phase="action")
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    assert rejected(s, "place_spell", A, card=None) == "MM-11.5"


def test_MM_4_4_MM_5_6_one_action_then_hand_check():
    s = make(fields={A: ["W1"]}, hands={A: ["W2"]})
    act(s, "deploy", A, cards=["W2"])
    assert s["active"] == B and s["phase"] == "draw"
    assert rejected(s, "deploy", A, cards=["W2"]) == "MM-15.4"


def test_MM_4_5_MM_4_6_MM_11_1_hand_limit_at_step_d_passes_turn():
    s = make(fields={A: ["W1"]}, hands={A: ["FB1", "FB2", "PR1", "PR2", "HA"]})
    act(s, "pass", A)
    assert s["active"] == B and s["phase"] == "draw"


def test_MM_4_7_a_hand_invariants_are_checked():
    from engine.monster_maker_5 import state
    s = make(fields={A: ["W1"]}, hands={A: ["FB1"]})
    s["seats"][A]["hand"] = ["P1", "FB1"]
    s["seats"][A]["field"] = ["W1"]
    problems = state.problems(s)
    assert any("never in hand (MM-4.7(a))" in p for p in problems)


def test_MM_5_1_attack_starts_a_battle():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["W2"]})
    act(s, "attack", A, target=B)
    b = s["battle"]
    assert (b["kind"], b["attacker"], b["defender"], b["round"], b["step"]) == ("attack", A, B, 1, "commit")


def test_MM_5_2_rescue_requirements():
    s = make(fields={A: ["P2"]}, prisoners=["P4"])
    assert rejected(s, "rescue", A) == "MM-5.2"
    s = make(fields={A: ["W1"]})
    assert rejected(s, "rescue", A) == "MM-5.2"
    s = make(fields={A: ["W1"]}, prisoners=["P4"])
    act(s, "rescue", A)
    assert s["battle"]["kind"] == "rescue"


def test_MM_5_3_thief_must_be_in_hand():
    s = make(fields={A: ["W1"], B: ["G4"]})
    assert rejected(s, "use_thief", A, thief="T1", mode="steal", target="G4") == "MM-5.3"


def test_MM_5_4_deploy_own_side_characters():
    s = make(fields={B: ["O1"]}, hands={B: ["O2", "MN1", "W1"]}, active=B)
    assert rejected(s, "deploy", B, cards=["W1"]) == "MM-5.4"
    act(s, "deploy", B, cards=["O2", "MN1"])
    assert field(s, B) == ["O1", "O2", "MN1"] and hand(s, B) == ["W1"]


def test_MM_5_5_pass():
    s = make(fields={A: ["W1"]})
    events = act(s, "pass", A)
    assert events[0]["type"] == "pass" and s["active"] == B


def test_MM_11_7_only_the_active_player_is_checked():
    s = make(fields={A: ["W1"]}, hands={B: ["FB1", "FB2", "PR1", "PR2", "HA"]})
    act(s, "pass", A)
    assert s["active"] == B and len(hand(s, B)) == 5


def test_MM_12_1_MM_12_2_destinations_and_public_discard():
    s = make(fields={A: ["P2", "W1", "G5"]}, hands={A: ["O1"]}, phase="side")
    act(s, "choose_side", A, option="change", side="dark", cards=["O1"])
    assert s["discard"] == ["W1"] and s["dungeon"]["prisoners"] == ["P2"] and "G5" in field(s, A)
    assert GAME.view(s, C)["discard"] == ["W1"]
