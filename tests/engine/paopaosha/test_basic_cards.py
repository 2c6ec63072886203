"""PPS-9: 杀, 闪, 水; edge cases PPS-E08..E13, E18..E22."""
from tests.engine.paopaosha.helpers import (act, choose, end_play, equip, frame, hand, hp, moves, pass_, rejects,
                                            respond, scenario, top, use, use_action)


def test_PPS_9_1_1_attack_needs_a_living_other_target_in_range():
    st = scenario(4, hands={0: [1]}, dead=(3,))
    rejects(st, use_action(0, 1, 0), "PPS-9.1.1")
    rejects(st, use_action(0, 1, 3), "PPS-15.5")
    use(st, 0, 1, 1)
    assert hp(st, 1) == 3 and st["discard"] == [1]


def test_PPS_9_1_3_PPS_9_2_2_dodge_cancels_attack():
    st = scenario(4, hands={0: [1], 1: [26]})
    use(st, 0, 1, 1)
    assert st["processing"] == [1] and frame(st) == "Dodge"
    respond(st, 1, 26)
    assert hp(st, 1) == 4 and st["discard"] == [26, 1] and st["processing"] == []


def test_PPS_E08_PPS_9_1_2_second_attack_rejected():
    st = scenario(4, hands={0: [1, 2], 1: [26]})
    use(st, 0, 1, 1)
    respond(st, 1, 26)
    rejects(st, use_action(0, 2, 1), "PPS-9.1.2")


def test_PPS_E09_pak470_lifts_the_limit():
    st = scenario(4, hands={0: [1, 2, 85], 1: [26]})
    use(st, 0, 1, 1)
    respond(st, 1, 26)
    equip(st, 0, 85)
    use(st, 0, 2, 1)
    assert hp(st, 1) == 3


def test_PPS_E10_duel_attacks_are_played_not_used():
    st = scenario(4, hands={0: [55, 1, 2], 2: [3]})
    use(st, 0, 55, 2)
    respond(st, 2, 3)
    respond(st, 0, 1)
    assert hp(st, 2) == 3
    assert st["counters"]["attacks"] == 0
    use(st, 0, 2, 1)
    assert hp(st, 1) == 3


def test_PPS_E11_PPS_9_3_5_virtual_attack_counts():
    st = scenario(6, hands={0: [41, 1]}, equip={0: [86]})
    use(st, 0, 41, 3, as_="attack", via="water_gun")
    assert hp(st, 3) == 3
    rejects(st, use_action(0, 1, 1), "PPS-9.1.2")
    st = scenario(6, hands={0: [71, 1]})
    use(st, 0, 71, 1, as_="attack")
    rejects(st, use_action(0, 1, 1), "PPS-9.1.2")


def test_PPS_E12_PPS_9_1_4_forced_attack_does_not_count_and_mallet_belongs_to_wielder():
    st = scenario(4, hands={0: [52], 2: [1], 1: [26, 78]}, equip={2: [90]})
    use(st, 0, 52, 2)
    choose(st, 0, 1)
    assert st["to_act"] == [2] and frame(st) == "Borrow"
    respond(st, 2, 1)
    assert [mv.get("card") for mv in moves(st)] == [78, None]
    pass_(st, 1)
    assert hp(st, 1) == 3 and st["counters"]["attacks"] == 0


def test_PPS_E13_refused_borrow_hands_over_the_weapon():
    st = scenario(4, hands={0: [52], 2: [26]}, equip={2: [90]})
    use(st, 0, 52, 2)
    choose(st, 0, 1)
    assert st["seats"][2]["equipment"]["weapon"] is None and hand(st, 0) == [90]


def test_PPS_E18_mallet_forbids_dodge_and_bagua():
    st = scenario(4, hands={0: [1], 1: [26]}, equip={0: [90], 1: [100]})
    use(st, 0, 1, 1)
    assert hp(st, 1) == 3 and hand(st, 1) == [26]


def test_PPS_E20_bagua_success_counts_as_dodge():
    st = scenario(4, hands={0: [1]}, equip={1: [100]})
    use(st, 0, 1, 1)
    assert moves(st) == [{"type": "use_skill", "player": 1, "skill": "bagua", "card": 100, "target": None},
                         {"type": "pass", "player": 1}]
    act(st, moves(st)[0])
    top(st, 87)
    assert hp(st, 1) == 4 and st["discard"] == [87, 1]


def test_PPS_E21_bagua_failure_asks_again_without_bagua():
    st = scenario(4, hands={0: [1], 1: [26]}, equip={1: [100]})
    use(st, 0, 1, 1)
    act(st, {"type": "use_skill", "player": 1, "skill": "bagua", "card": 100, "target": None})
    top(st, 41)
    assert st["discard"] == [41] and moves(st) == [
        {"type": "respond", "player": 1, "card": 26, "as": None, "via": None}, {"type": "pass", "player": 1}]
    respond(st, 1, 26)
    assert hp(st, 1) == 4


def test_PPS_E22_m16_ignores_bagua():
    st = scenario(4, hands={0: [1], 1: [26]}, equip={0: [93], 1: [100]})
    use(st, 0, 1, 1)
    assert [mv["type"] for mv in moves(st)] == ["respond", "pass"]


def test_PPS_9_2_1_dodge_cannot_be_used_in_play_phase():
    st = scenario(4, hands={0: [26]})
    rejects(st, use_action(0, 26), "PPS-9.2.1")


def test_PPS_9_2_3_evade_cancels_a_mallet_attack():
    st = scenario(4, hands={0: [1], 1: [78]}, equip={0: [90]})
    use(st, 0, 1, 1)
    respond(st, 1, 78)
    assert hp(st, 1) == 4 and st["discard"] == [78, 1]


def test_PPS_9_3_1_water_only_on_yourself_while_injured():
    st = scenario(4, hands={0: [41]})
    rejects(st, use_action(0, 41), "PPS-9.3.1")
    st = scenario(4, hands={0: [41]}, health={0: 2})
    use(st, 0, 41)
    assert hp(st, 0) == 3 and st["discard"] == [41]


def test_PPS_9_3_2_PPS_9_3_3_water_rescues_to_one_and_never_above_max():
    st = scenario(4, hands={0: [1], 2: [41]}, health={1: 1})
    use(st, 0, 1, 1)
    assert frame(st) == "Dying" and st["to_act"] == [2]
    respond(st, 2, 41)
    assert hp(st, 1) == 1 and st["seats"][1]["alive"]


def test_PPS_9_3_4_qq_speedcar_and_xiaodou_cannot_take_water():
    st = scenario(4, hands={0: [41]}, health={0: 2}, equip={0: [99]})
    rejects(st, use_action(0, 41), "PPS-11.3.6")
    st = scenario(4, hands={0: [41]}, chars={0: "xiaodou"})
    rejects(st, use_action(0, 41), "PPS-9.3.4")
    end_play(st, 0)
