"""PPS-5: turn structure, phases, skipped phases and turns, the hand limit; edge cases PPS-E60, E64-E66."""
from tests.engine.paopaosha.helpers import (act, end_play, equip, frame, hand, hp, moves, rejects, scenario, top,
                                            use)


def discard(st, p, c):
    return act(st, {"type": "discard", "player": p, "card": c})


def test_PPS_5_1_PPS_5_6_turns_pass_to_the_next_living_player():
    st = scenario(4, step="discard", dead=(1,))
    assert st["current"] == 2 and st["stack"][-1]["kind"] == "PileDraw" and st["stack"][-1]["count"] == 2
    assert st["to_act"] == ["chance"]


def test_PPS_5_2_PPS_5_2_1_round_counts_at_the_lords_turn():
    st = scenario(4, current=3, step="end")
    assert st["current"] == 0 and st["round"] == 2


def test_PPS_5_2_1_time_skip_marker_skips_turn_and_is_removed():
    st = scenario(4, current=3, step="end", skip=(0,))
    assert st["current"] == 1 and not st["seats"][0]["skip_turn"] and st["round"] == 2


def test_PPS_5_2_2_PPS_5_2_3_sleep_and_skill_steps_pass_automatically_without_skills():
    st = scenario(4, step="begin")
    assert st["stack"][-1]["kind"] == "PileDraw" and st["to_act"] == ["chance"]


def test_PPS_5_3_draw_phase_draws_two():
    st = scenario(4, step="draw")
    top(st, 7)
    top(st, 3)
    assert hand(st, 0) == [3, 7] and st["stack"][0]["step"] == "play" and st["to_act"] == [0]


def test_PPS_5_4_play_phase_moves_and_end():
    st = scenario(4, hands={0: [1, 87]})
    assert [mv["type"] for mv in moves(st)] == ["use_card", "use_card", "equip", "end_play_phase"]
    end_play(st, 0)
    assert st["current"] == 1


def test_PPS_5_4_1_play_phase_ends_after_100_actions():
    st = scenario(4, hands={0: [87, 85, 1, 2, 3]}, health={0: 2})
    st["counters"]["actions"] = 99
    equip(st, 0, 87)
    assert st["current"] == 0 and frame(st) == "Turn"
    assert st["stack"][0]["step"] == "discard" and [mv["type"] for mv in moves(st)] == ["discard"] * 4


def test_PPS_E60_PPS_5_5_exact_discard_one_card_per_step():
    st = scenario(4, hands={1: [1, 2, 3, 4, 5]}, health={1: 2}, current=1, step="discard")
    discard(st, 1, 4)
    discard(st, 1, 2)
    err = rejects(st, {"type": "end_play_phase", "player": 1}, "PPS-5.5")
    assert "1 more" in err.detail
    assert [mv["card"] for mv in moves(st)] == [1, 3, 5]
    discard(st, 1, 5)
    assert hand(st, 1) == [1, 3] and st["discard"] == [2, 4, 5] and st["current"] == 2


def test_PPS_E62_PPS_5_5_hand_limit_counts_no_equipment_and_xiaodou_keeps_none():
    st = scenario(4, hands={1: [1, 2]}, equip={1: [87]}, health={1: 2}, current=1, step="discard")
    assert st["current"] == 2
    st = scenario(4, hands={1: [1, 2, 3]}, chars={1: "xiaodou"}, current=1, step="discard")
    assert [mv["card"] for mv in moves(st)] == [1, 2, 3]
    for c in (2, 3, 1):
        discard(st, 1, c)
    assert hand(st, 1) == [] and st["discard"] == [1, 2, 3] and st["current"] == 2


def test_PPS_5_7_skipped_play_phase_still_discards():
    st = scenario(4, current=1, step="begin", judge={1: [[59, 0]]}, hands={1: [1, 2, 3]}, health={1: 1})
    top(st, 31)
    top(st, 4)
    top(st, 5)
    assert st["stack"][0]["step"] == "discard" and len(moves(st)) == 5


def test_PPS_5_8_current_player_dies_turn_ends_after_resolution():
    st = scenario(4, hands={0: [66]}, health={0: 1}, ids=["minister", "lord", "bandit", "thief"])
    use(st, 0, 66)
    assert not st["seats"][0]["alive"]
    assert st["current"] == 1 and (hp(st, 1), hp(st, 2), hp(st, 3)) == (3, 3, 3)


def test_PPS_5_9_PPS_6_1_others_act_only_when_asked():
    st = scenario(4, hands={1: [1]})
    rejects(st, {"type": "use_card", "player": 1, "card": 1, "as": None, "via": None, "target": 0}, "PPS-6.1")


def test_PPS_5_10_per_turn_counters_reset():
    st = scenario(4, hands={0: [1]})
    use(st, 0, 1, 1)
    assert st["counters"]["attacks"] == 1
    end_play(st, 0)
    assert st["counters"] == {"attacks": 0, "actions": 0, "used": []} and st["current"] == 1
