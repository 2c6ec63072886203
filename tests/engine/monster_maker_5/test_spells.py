"""MM-10: spells."""
from engine.monster_maker_5 import GAME, battle
from engine.monster_maker_5.rules import legal_moves

from .helpers import A, B, C, act, declare, field, make, quiet, rejected, roll, who


def fight(fields, hands, attacker=A, defender=B, spells=None):
    """Starts attacker vs defender; each principal places the given spell (or none) and helpers decline."""
    spells = spells or {}
    s = make(fields=fields, hands=hands, active=attacker)
    act(s, "attack", attacker, target=defender)
    while s["phase"] == "battle" and s["battle"]["step"] in ("commit", "spell", "help"):
        p, step = who(s), s["battle"]["step"]
        if step == "commit":
            act(s, "commit_reinforcements", p, cards=[])
        elif step == "spell":
            act(s, "place_spell", p, card=spells.get(p))
        else:
            act(s, "decline", p)
    return s


def test_MM_10_1_spells_only_in_battle():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["FB1"]})
    assert rejected(s, "deploy", A, cards=["FB1"]) == "MM-10.1"


def test_MM_10_2_MM_10_3_one_face_down_spell_per_player_and_round():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["FB1", "FB2"], B: ["PR1"]})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="FB1")
    assert who(s) == B and s["battle"]["step"] == "commit"
    view = GAME.view(s, B)
    assert view["battle"]["spells"] == [{"card": None, "placer": A, "side": "attack"}]
    assert GAME.view(s, A)["battle"]["spells"][0]["card"] == "FB1"
    assert GAME.view(s, None)["battle"]["spells"][0]["card"] is None


def test_EC_23_MM_6_8_MM_10_6_simultaneous_reveal_and_dispel():
    s = fight({A: ["W1"], B: ["O1"]}, {A: ["FB1"], B: ["DP"]}, spells={A: "FB1", B: "DP"})
    assert s["battle"]["step"] == "initiative" and s["battle"]["cancelled"] == ["attack"]
    assert s["discard"] == ["FB1", "DP"] and field(s, B) == ["O1"]


def test_MM_10_6_opposing_dispels_cancel_each_other_and_everything():
    import copy
    from engine.monster_maker_5.cards import DEFAULT_TABLE_DATA
    table = copy.deepcopy(DEFAULT_TABLE_DATA)
    table["cards"].append({"id": "DP2", "class": "spell", "spell": "dispel"})
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["DP", "PR1"], B: ["DP2"], C: ["HA"]},
             options={"card_table": table})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="DP")
    act(s, "help", C, recipient=A, cards=[], spell="HA")
    act(s, "commit_reinforcements", B, cards=[])
    act(s, "place_spell", B, card="DP2")
    assert s["battle"]["cancelled"] == ["defend", "attack"] and s["battle"]["haste"] == []
    assert s["battle"]["step"] == "initiative" and s["discard"] == ["HA", "DP", "DP2"]


def test_MM_10_6_dispel_cancels_the_other_side_only():
    s = fight({A: ["W1"], B: ["O1"]}, {A: ["DP"], B: ["HA"]}, spells={A: "DP", B: "HA"})
    assert s["battle"]["cancelled"] == ["defend"] and s["battle"]["haste"] == []
    s2 = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["DP"], B: ["FB1"], C: ["HA"]})
    act(s2, "attack", A, target=B)
    act(s2, "commit_reinforcements", A, cards=[])
    act(s2, "place_spell", A, card="DP")
    act(s2, "help", C, recipient=A, cards=[], spell="HA")
    act(s2, "commit_reinforcements", B, cards=[])
    act(s2, "place_spell", B, card="FB1")
    quiet(s2)
    assert s2["battle"]["cancelled"] == ["defend"] and s2["battle"]["haste"] == ["attack"]
    assert s2["battle"]["step"] == "declare" and s2["battle"]["acting"] == "attack"


def test_EC_24_MM_10_6_MM_10_9_protection_before_fireball():
    for faces, won in (((2, 2), False), ((3, 3), True)):
        s = fight({A: ["W1"], B: ["MN1"]}, {A: ["FB1"], B: ["PR1"]}, spells={A: "FB1", B: "PR1"})
        assert who(s) == A and s["battle"]["step"] == "target"
        act(s, "choose_spell_target", A, spell="FB1", target="MN1")
        r = s["battle"]["roll"]
        assert (r["dice"], r["modifier"], r["defence"], r["kind"]) == (2, 1, 7, "magic")
        roll(s, *faces)
        if won:
            assert s["battle"] is None and "MN1" in s["discard"] and s["active"] == B
        else:
            assert s["battle"]["step"] == "initiative"


def test_EC_25_MM_10_10_protection_expires_at_round_end():
    s = fight({A: ["W1"], B: ["MN1"]}, {B: ["PR1"]}, spells={B: "PR1"})
    roll(s, 6, 1)
    declare(s, "W1", "MN1", "physical")
    assert s["battle"]["roll"]["defence"] == 9
    roll(s, 4, 4)
    declare(s, "MN1", "W1", "magic")
    roll(s, 1)
    assert s["battle"]["round"] == 2 and s["battle"]["protection"] == {"attack": 0, "defend": 0}
    quiet(s)
    roll(s, 6, 1)
    declare(s, "W1", "MN1", "physical")
    assert s["battle"]["roll"]["defence"] == 7
    roll(s, 4, 4)
    assert "MN1" in s["discard"]


def test_EC_37_MM_10_12_thunderstorm_in_canonical_order():
    s = fight({A: ["W1"], B: ["QD", "O1", "DK1"]}, {A: ["TS"]}, spells={A: "TS"})
    assert s["battle"]["ts_targets"] == ["O1", "DK1", "QD"]
    r = s["battle"]["roll"]
    assert (r["target"], r["dice"], r["modifier"], r["defence"], r["mode"]) == ("O1", 1, 1, 4, "normal")
    roll(s, 3)
    r = s["battle"]["roll"]
    assert (r["target"], r["defence"], r["mode"]) == ("DK1", 6, "normal")
    roll(s, 5)
    r = s["battle"]["roll"]
    assert (r["target"], r["defence"], r["mode"]) == ("QD", 10, "two_dice")
    roll(s, 3, 6)
    assert field(s, B) == ["QD"] and s["battle"]["step"] == "initiative"


def test_EC_37_MM_10_8_thunderstorm_skips_the_dungeon_card():
    s = make(fields={A: ["W1"], C: ["O2"]}, prisoners=["P4"], hands={A: ["TS"]})
    act(s, "rescue", A)
    act(s, "commit_reinforcements", A, cards=[])
    events = act(s, "place_spell", A, card="TS")
    assert any(e["type"] == "spell_fizzles" for e in events) and s["battle"]["step"] == "initiative"


def test_EC_38_MM_10_12_MM_6_10_sleep():
    s = fight({A: ["P5", "W1"], B: ["DK1"]}, {B: ["SL"]}, spells={B: "SL"})
    assert who(s) == B
    targets = [m["target"] for m in legal_moves(s, B)]
    assert targets == ["P5", "W1"]
    act(s, "choose_spell_target", B, spell="SL", target="P5")
    roll(s, 6, 1)
    assert [m["attacker"] for m in legal_moves(s, A)] == ["W1", "W1"]
    assert rejected(s, "declare_attack", A, attacker="P5", target="DK1", kind="physical") == "MM-10.12"
    declare(s, "W1", "DK1", "physical")
    roll(s, 1, 1)
    declare(s, "DK1", "P5", "physical")
    roll(s, 1, 1)
    assert s["battle"]["round"] == 2 and s["battle"]["asleep"] == []
    quiet(s)
    roll(s, 6, 1)
    assert {m["attacker"] for m in legal_moves(s, A)} == {"P5", "W1"}


def test_MM_10_4_spell_for_the_recipient_side_chosen_by_the_placer():
    s = make(fields={A: ["W1"], B: ["O1", "MN1"]}, hands={C: ["FB1"]})
    act(s, "attack", A, target=B)
    act(s, "help", C, recipient=A, cards=[], spell="FB1")
    quiet(s)
    assert who(s) == C and s["battle"]["step"] == "target"
    assert [m["target"] for m in legal_moves(s, C)] == ["O1", "MN1"]
    act(s, "choose_spell_target", C, spell="FB1", target="MN1")
    roll(s, 6, 6)
    assert field(s, B) == ["O1"]


def test_MM_10_5_holy_light_only_while_light():
    s = make(fields={B: ["O1"], A: ["W1"]}, hands={B: ["HL1"]}, active=B)
    act(s, "attack", B, target=A)
    act(s, "commit_reinforcements", B, cards=[])
    assert rejected(s, "place_spell", B, card="HL1") == "MM-10.5"


def test_MM_10_7_MM_10_8_spell_without_target_has_no_effect():
    s = fight({A: ["W1"], B: ["O1"]}, {A: ["TS", "FB1"], B: ["FB2"]}, spells={A: "TS", B: "FB2"})
    roll(s, 6)
    assert "O1" in s["discard"] and who(s) == B
    act(s, "choose_spell_target", B, spell="FB2", target="W1")
    roll(s, 1, 1)
    assert s["battle"] is None and field(s, A) == ["W1"] and field(s, B) == []
    s2 = fight({A: ["W1"], B: ["O1"]}, {A: ["TS"], B: ["FB2"]}, spells={A: "TS", B: "FB2"})
    roll(s2, 6)
    assert s2["battle"]["step"] == "target"


def test_MM_10_9_spell_attack_ignores_pooling_and_gem_bonus_but_faces_them():
    s = fight({A: ["P3", "G3"], B: ["O1", "O2"]}, {B: ["FB1"]}, spells={B: "FB1"})
    act(s, "choose_spell_target", B, spell="FB1", target="P3")
    r = s["battle"]["roll"]
    assert (r["dice"], r["modifier"], r["defence"], r["kind"]) == (2, 1, 9, "magic")


def test_MM_10_11_protections_stack_and_double_haste_rolls():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["PR1"], C: ["PR2"], B: ["HA"]})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="PR1")
    act(s, "help", C, recipient=A, cards=[], spell="PR2")
    act(s, "commit_reinforcements", B, cards=[])
    act(s, "place_spell", B, card="HA")
    assert s["battle"]["protection"]["attack"] == 4 and s["battle"]["step"] == "declare"
    # Haste for both sides (possible with a replacement table): initiative is rolled as usual.
    s2 = make(fields={A: ["W1"], B: ["O1"]})
    act(s2, "attack", A, target=B)
    s2["battle"]["haste"] = ["attack", "defend"]
    battle.check_end_or_initiative(s2)
    assert s2["battle"]["step"] == "initiative"
