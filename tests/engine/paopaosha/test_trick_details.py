"""More of PPS-10 (per-step rules of each trick), PPS-14.5 and PPS-15.3/15.4 details."""
from engine.paopaosha import GAME, machine
from engine.paopaosha.damage import instant_kill
from tests.engine.paopaosha.helpers import (choose, frame, hand, hp, moves, pass_, rand, rejects, respond,
                                            scenario, top, use, use_action)


def test_PPS_10_5_4_borrow_answer_is_a_full_attack_by_the_wielder():
    st = scenario(4, hands={0: [52], 2: [1]}, equip={2: [96]})     # wolfdog: the wielder's +1 applies
    st["seats"][2]["equipment"]["weapon"] = 85
    st["pile"].remove(85)
    use(st, 0, 52, 2)
    choose(st, 0, 1)
    respond(st, 2, 1)
    assert hp(st, 1) == 2 and st["discard"] == [1, 52]


def test_PPS_10_6_2_PPS_10_6_3_duel_negation_then_exchange():
    st = scenario(4, hands={0: [55], 1: [64, 1]})
    use(st, 0, 55, 1)
    assert frame(st) == "NegationWindow" and st["to_act"] == [1]
    pass_(st, 1)
    assert frame(st) == "AttackPrompt" and st["to_act"] == [1]
    respond(st, 1, 1)
    assert hp(st, 0) == 3


def test_PPS_10_8_2_circle_curse_negated_is_discarded():
    st = scenario(4, current=1, step="begin", judge={1: [[59, 0]]}, hands={2: [64]})
    respond(st, 2, 64)
    assert st["seats"][1]["judgement_area"] == [] and st["discard"] == [64, 59] and not st["stack"][0]["skip_play"]


def test_PPS_10_12_2_PPS_10_12_3_demolish_window_then_random_hand_card():
    st = scenario(4, hands={0: [67], 1: [1, 2, 64]})
    use(st, 0, 67, 1)
    pass_(st, 1)
    choose(st, 0, "hand")
    rand(st, 64)
    assert hand(st, 1) == [1, 2] and st["discard"] == [64, 67]


def test_PPS_10_14_2_careless_discard_is_the_holders_choice():
    st = scenario(4, current=1, step="begin", judge={1: [[72, 0]]}, hands={1: [5, 6, 7]})
    assert [mv["choice"] for mv in moves(st)] == [5, 6, 7]
    choose(st, 1, 6)
    assert [mv["choice"] for mv in moves(st)] == [5, 7]
    rejects(st, {"type": "pass", "player": 1}, "PPS-10.14.2")


def test_PPS_10_15_2_PPS_10_15_3_snatch_equipment_card_publicly():
    st = scenario(4, hands={0: [73]}, equip={1: [87]})
    use(st, 0, 73, 1)
    ev = choose(st, 0, 87)
    assert hand(st, 0) == [87] and st["seats"][1]["equipment"]["weapon"] is None
    assert [e["visible_to"] for e in ev if e["type"] == "take"] == ["all"]


def test_PPS_10_15_3_snatch_hand_card_seen_by_the_two_players_only():
    st = scenario(4, hands={0: [73], 1: [9, 10]})
    use(st, 0, 73, 1)
    choose(st, 0, "hand")
    ev = rand(st, 10)
    assert [e["visible_to"] for e in ev if e["type"] == "take"] == ["all", [0, 1]]
    assert "card" not in [e for e in ev if e["type"] == "take"][0]


def test_PPS_10_16_2_PPS_10_16_3_book_of_life_window_and_full_health():
    st = scenario(4, hands={0: [1], 3: [77], 2: [64]}, health={1: 1})
    use(st, 0, 1, 1)
    assert st["to_act"] == [3]
    respond(st, 3, 77)
    assert frame(st) == "NegationWindow" and st["to_act"] == [2]
    pass_(st, 2)
    assert hp(st, 1) == 4


def test_PPS_10_18_1_PPS_10_18_2_PPS_10_18_3_control_target_window_and_look():
    st = scenario(4, hands={0: [79], 1: [64, 3]})
    rejects(st, use_action(0, 79, 0), "PPS-10.18.1")
    ev = use(st, 0, 79, 1)
    assert frame(st) == "NegationWindow"
    ev = pass_(st, 1)
    look = [e for e in ev if e["type"] == "look"]
    assert look[0]["visible_to"] == "all" and "hand" not in look[0]
    assert look[1]["visible_to"] == [0] and look[1]["hand"] == [3, 64] and look[1]["identity"] == "minister"


def test_PPS_10_19_1_to_PPS_10_19_4_harvest_targets_reveal_pick_leftover():
    st = scenario(4, hands={0: [81]}, equip={2: [101]})
    use(st, 0, 81)
    assert st["stack"][-2]["targets"] == [0, 1, 3]          # PPS-10.19.1: the shield wearer is skipped
    top(st, 1)
    top(st, 2)
    top(st, 3)                                         # PPS-10.19.2: three cards revealed
    assert st["processing"] == [1, 2, 3, 81]
    choose(st, 0, 2)                                   # PPS-10.19.3: the user first
    st["seats"][3]["alive"] = False                    # P4 dies meanwhile: his card is left over
    st["seats"][3]["revealed"] = True
    choose(st, 1, 1)
    assert hand(st, 0) == [2] and hand(st, 1) == [1] and st["discard"] == [3, 81]   # PPS-10.19.4


def test_PPS_10_20_1_time_skip_not_on_yourself():
    st = scenario(4, hands={0: [83]})
    rejects(st, use_action(0, 83, 0), "PPS-10.20.1")


def test_PPS_10_21_1_PPS_10_21_2_PPS_10_21_3_curse_targets_window_damage_then_discard():
    st = scenario(4, hands={0: [84], 1: [64, 5]}, equip={2: [101]})
    rejects(st, use_action(0, 84, 2), "PPS-11.4.2")
    rejects(st, use_action(0, 84, 0), "PPS-10.21.1")
    use(st, 0, 84, 1)
    assert frame(st) == "NegationWindow"
    pass_(st, 1)
    top(st, 92)
    assert hp(st, 1) == 1 and hand(st, 1) == [] and st["discard"] == [5, 64, 92, 84]


def test_PPS_14_5_instant_kill_skips_dying_and_rescue():
    st = scenario(4, hands={1: [41]})
    ev = []
    instant_kill(st, 2, 0)
    machine.run(st, ev)
    assert not st["seats"][2]["alive"] and "dying" not in [e["type"] for e in ev]
    assert st["seats"][0]["score"] == 2 and st["to_act"] == ["chance"]     # bandit reward: 3 draws


def test_PPS_15_4_1_PPS_15_3_4_everyone_starts_with_one_score_card():
    st = GAME.new_game(6, {})
    assert [s["score"] for s in st["seats"]] == [1] * 6


def test_PPS_15_4_4_score_is_the_cards_held_at_the_end():
    st = scenario(4, hands={0: [1]}, health={3: 1}, dead=(2,), score={0: 2})
    use(st, 0, 1, 3)
    assert st["result"]["scores"] == {"0": 3, "1": 1, "2": 0, "3": 0}


def test_PPS_16_8_identity_mode_win_rules_boss_mode_option_rejected():
    import pytest
    from engine.core import InvalidSetup
    assert GAME.new_game(4, {"mode": "boss"})["options"]["mode"] == "boss"     # PPS-21 (test_boss.py)
    with pytest.raises(InvalidSetup):
        GAME.new_game(4, {"mode": "dragon"})
