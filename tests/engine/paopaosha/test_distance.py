"""PPS-8: distance and attack range; edge cases PPS-E01..E07."""
from engine.paopaosha import machine as m
from tests.engine.paopaosha.helpers import equip, rejects, scenario, use, use_action, frame


def test_PPS_8_1_seat_distance_counts_living_players_both_ways():
    st = scenario(6)
    assert [m.distance(st, 0, b) for b in range(1, 6)] == [1, 2, 3, 2, 1]


def test_PPS_E01_base_distance_rejects_attack_beyond_range_1():
    st = scenario(6, hands={0: [1]})
    err = rejects(st, use_action(0, 1, 2), "PPS-9.1.1")
    assert "distance 2" in err.detail
    assert (m.distance(st, 0, 3), m.distance(st, 0, 5), m.distance(st, 0, 4)) == (3, 1, 2)


def test_PPS_E02_PPS_8_2_offensive_mount_brings_target_into_range():
    st = scenario(5, hands={0: [1], 2: [26]}, equip={0: [94]})
    assert m.distance(st, 0, 2) == 1
    use(st, 0, 1, 2)
    assert frame(st) == "Dodge" and st["to_act"] == [2]


def test_PPS_E03_PPS_8_3_defensive_mount_against_weapon():
    st = scenario(5, hands={0: [1]}, equip={0: [87], 1: [98]})
    assert m.distance(st, 0, 1) == 3
    rejects(st, use_action(0, 1, 1), "PPS-9.1.1")
    st = scenario(5, hands={0: [1], 1: [26]}, equip={0: [87, 94], 1: [98]})
    assert m.distance(st, 0, 1) == 2
    use(st, 0, 1, 1)
    assert st["to_act"] == [1]


def test_PPS_E04_qq_speedcar_both_ways_minimum_1():
    st = scenario(6, equip={0: [99], 2: [95]})
    assert (m.distance(st, 0, 2), m.distance(st, 2, 0), m.distance(st, 0, 1)) == (2, 3, 1)


def test_PPS_E05_PPS_15_5_dead_players_do_not_count():
    st = scenario(5, dead=(1,))
    assert (m.distance(st, 0, 2), m.distance(st, 0, 3), m.distance(st, 0, 4)) == (1, 2, 1)


def test_PPS_E06_PPS_8_7_one_mount_slot():
    st = scenario(4, hands={0: [98]}, equip={0: [95]})
    equip(st, 0, 98)
    assert st["seats"][0]["equipment"]["mount"] == 98 and st["discard"] == [95]
    assert m.mount_value(st, 0, "dfn") == 2


def test_PPS_E07_snatch_needs_distance_1():
    st = scenario(6, hands={0: [73], 2: [1]})
    rejects(st, use_action(0, 73, 2), "PPS-10.15.1")
    st = scenario(6, hands={0: [73], 2: [1]}, equip={0: [94]})
    use(st, 0, 73, 2)
    assert frame(st) == "Take"


def test_PPS_8_4_PPS_8_5_attack_range_is_weapon_range_or_1():
    st = scenario(6, equip={0: [86]})
    assert m.attack_range(st, 0) == 3 and m.attack_range(st, 1) == 1
    assert m.distance(st, 0, 3) <= m.attack_range(st, 0)


def test_PPS_8_6_distance_only_limits_attack_snatch_and_victims():
    # 单挑 and 过路拆路 reach the far side of a 6-player table without any range.
    st = scenario(6, hands={0: [55, 67], 3: [1]})
    use(st, 0, 55, 3)
    assert frame(st) == "AttackPrompt" and st["to_act"] == [3]
