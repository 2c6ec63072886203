"""PPS-11: equipping, weapons, mounts and armour; edge cases PPS-E19, E69, E70, E71."""
from engine.paopaosha import machine as m
from tests.engine.paopaosha.helpers import (act, choose, equip, frame, hand, hp, moves, rejects, respond,
                                            scenario, top, use, use_action)


def test_PPS_11_1_1_PPS_11_1_2_equip_replaces_the_old_card_of_that_slot():
    st = scenario(4, hands={0: [87, 100]}, equip={0: [85]})
    equip(st, 0, 87)
    equip(st, 0, 100)
    assert st["seats"][0]["equipment"] == {"weapon": 87, "armour": 100, "mount": None, "book": None}
    assert st["discard"] == [85] and hand(st, 0) == []


def test_PPS_11_1_3_equipping_opens_no_negation_window():
    st = scenario(4, hands={0: [87], 1: [64]})
    equip(st, 0, 87)
    assert st["to_act"] == [0] and frame(st) == "Turn"


def test_PPS_11_1_4_effect_stops_when_the_card_leaves():
    st = scenario(4, hands={0: [67], 1: [1, 2]}, equip={1: [85]})
    use(st, 0, 67, 1)
    choose(st, 0, 85)
    assert st["seats"][1]["equipment"]["weapon"] is None and m.attack_range(st, 1) == 1


def test_PPS_11_1_5_PPS_11_1_6_equipment_pays_gatling_costs():
    st = scenario(4, hands={0: [1, 2], 1: [26]}, equip={0: [89, 94]})
    use(st, 0, 1, 1)
    respond(st, 1, 26)
    assert [mv["choice"] for mv in moves(st) if mv["type"] == "choose"] == [2, 94]
    assert moves(st)[-1] == {"type": "pass", "player": 0}


def test_PPS_E19_PPS_11_2_5_gatling_pays_two_cards():
    st = scenario(6, hands={0: [1, 2, 3], 3: [26]}, equip={0: [89]})
    use(st, 0, 1, 3)
    respond(st, 3, 26)
    assert frame(st) == "Gatling"
    choose(st, 0, 2)
    choose(st, 0, 3)
    assert hp(st, 3) == 3 and st["discard"] == [26, 2, 3, 1]


def test_PPS_11_2_5_gatling_not_after_evade():
    st = scenario(6, hands={0: [1, 2, 3], 3: [78]}, equip={0: [89]})
    use(st, 0, 1, 3)
    respond(st, 3, 78)
    assert frame(st) == "Turn" and hp(st, 3) == 4


def test_PPS_11_2_1_pak470_unlimited_attacks():
    st = scenario(4, hands={0: [1, 2, 3]}, equip={0: [85]})
    use(st, 0, 1, 1)
    use(st, 0, 2, 1)
    use(st, 0, 3, 1)
    assert hp(st, 1) == 1


def test_PPS_11_2_2_water_gun_only_in_own_play_phase():
    st = scenario(4, hands={0: [57], 1: [41]}, equip={1: [86]})
    use(st, 0, 57)
    assert hp(st, 1) == 3 and hand(st, 1) == [41]          # no 水 as 杀 outside his own play phase
    st = scenario(4, hands={0: [55, 41], 1: [1]}, equip={0: [86]})
    use(st, 0, 55, 1)
    respond(st, 1, 1)
    respond(st, 0, 41, as_="attack", via="water_gun")
    assert hp(st, 1) == 3


def test_PPS_E71_PPS_11_2_3_PPS_11_3_3_cannon_and_wolfdog():
    st = scenario(4, hands={0: [1]}, equip={0: [87, 96]})
    use(st, 0, 1, 1)
    assert hp(st, 1) == 1
    st = scenario(4, hands={2: [52], 0: [1]}, equip={0: [87, 96]}, current=2)
    use(st, 2, 52, 0)
    choose(st, 2, 1)
    respond(st, 0, 1)
    assert hp(st, 1) == 2


def test_PPS_E69_PPS_11_2_4_reaper_blade_third_use_removes_it():
    st = scenario(5, hands={0: [1]}, equip={1: [88]}, health={4: 1})
    st["blade_uses"] = {"88": 2}
    use(st, 0, 1, 4)
    assert st["to_act"] == [1]
    respond(st, 1, 88, as_="life_book", via="reaper_blade")
    assert hp(st, 4) == 4 and st["removed"] == [88] and st["seats"][1]["equipment"]["weapon"] is None
    assert st["blade_uses"] == {}


def test_PPS_11_2_4_reaper_blade_as_curse_once_per_turn():
    st = scenario(4, equip={0: [88]}, hands={2: [1]})
    use(st, 0, 88, 2, as_="curse", via="reaper_blade")
    top(st, 41)
    assert st["blade_uses"] == {"88": 1} and st["seats"][0]["equipment"]["weapon"] == 88
    rejects(st, use_action(0, 88, 1, as_="curse", via="reaper_blade"), "PPS-11.2.4")


def test_PPS_11_2_6_mallet_only_evade():
    st = scenario(4, hands={0: [1], 1: [26, 71, 78]}, equip={0: [90]})
    use(st, 0, 1, 1)
    assert [mv.get("card") for mv in moves(st)] == [78, None]


def test_PPS_11_2_7_wok_two_hand_cards_as_attack():
    st = scenario(4, hands={0: [41, 60, 1]}, equip={0: [91]})
    use(st, 0, 41, None, as_="attack", via="wok")
    assert [mv["choice"] for mv in moves(st)] == [1, 60]
    choose(st, 0, 60)
    assert [mv["choice"] for mv in moves(st)] == [1, 2, 3]
    choose(st, 0, 1)
    assert hp(st, 1) == 3 and st["discard"] == [41, 60] and st["counters"]["attacks"] == 1


def test_PPS_E70_PPS_11_2_8_shotgun_three_targets_in_seat_order():
    st = scenario(6, hands={0: [1], 3: [26]}, equip={0: [92]})
    use(st, 0, 1, 3)
    assert [mv["choice"] for mv in moves(st)] == [1, 2, 4, 5, "done"]
    choose(st, 0, 1)
    choose(st, 0, 2)
    assert hp(st, 1) == 3 and hp(st, 2) == 3 and st["to_act"] == [3]
    respond(st, 3, 26)
    assert hp(st, 3) == 4 and st["counters"]["attacks"] == 1


def test_PPS_11_2_8_shotgun_only_for_the_last_hand_card():
    st = scenario(6, hands={0: [1, 2]}, equip={0: [92]})
    use(st, 0, 1, 3)
    assert hp(st, 3) == 3 and frame(st) == "Turn"


def test_PPS_11_2_9_PPS_11_5_m16_ignores_armour():
    st = scenario(4, hands={0: [1]}, equip={0: [93], 1: [100]})
    use(st, 0, 1, 1)
    assert hp(st, 1) == 3


def test_PPS_11_3_1_PPS_11_3_2_PPS_11_3_5_mount_values():
    st = scenario(4, equip={0: [94], 1: [95], 2: [98]})
    assert (m.distance(st, 0, 1), m.distance(st, 0, 2), m.distance(st, 3, 1), m.distance(st, 3, 2)) == (1, 3, 3, 3)
    assert m.distance(st, 0, 3) == 1


def test_PPS_11_3_4_santana_optional_two_more_cards():
    st = scenario(4, step="draw", equip={0: [97]})
    assert frame(st) == "YesNoQuestion"
    choose(st, 0, "yes")
    for c in (1, 2, 3):
        top(st, c)
    assert st["to_act"] == ["chance"]
    top(st, 4)
    assert hand(st, 0) == [1, 2, 3, 4]


def test_PPS_11_3_6_qq_speedcar_no_self_rescue_but_others_may():
    st = scenario(4, hands={0: [1], 1: [41], 2: [42]}, equip={0: [87], 1: [99]}, health={1: 1})
    use(st, 0, 1, 1)
    assert st["to_act"] == [2]
    respond(st, 2, 42)
    assert hp(st, 1) == 1


def test_PPS_11_4_1_bagua_twice_not_without_armour_access():
    st = scenario(4, hands={0: [49]}, equip={1: [100]})
    use(st, 0, 49)
    assert st["to_act"] == [1] and moves(st)[0]["skill"] == "bagua"
    act(st, moves(st)[0])
    top(st, 90)
    assert hp(st, 1) == 4


def test_PPS_11_4_2_shield_items():
    # item 1: cannot be chosen by others' tricks; item 5: own tricks work.
    st = scenario(4, hands={0: [60, 84]}, equip={0: [101]})
    use(st, 0, 60)
    top(st, 1)
    top(st, 2)
    assert hand(st, 0) == [1, 2, 84]
    # item 4: another player's 生死簿 cannot rescue a shield wearer.
    st = scenario(4, hands={0: [1], 2: [77]}, equip={1: [101]}, health={1: 1})
    use(st, 0, 1, 1)
    assert not st["seats"][1]["alive"]
    # item 3: a delayed trick placed by another before the shield is cancelled with no window.
    st = scenario(4, current=1, step="begin", judge={1: [[59, 0]]}, equip={1: [101]}, hands={3: [64]})
    assert st["seats"][1]["judgement_area"] == [] and st["discard"] == [59]


def test_PPS_11_1_1_only_equipment_cards_are_equipped():
    st = scenario(4, hands={0: [1, 102]})
    rejects(st, {"type": "equip", "player": 0, "card": 1}, "PPS-11.1.1")
    assert {"type": "equip", "player": 0, "card": 102} in moves(st)      # a skill book (PPS-12.1)
