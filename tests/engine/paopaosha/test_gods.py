"""PPS-13 god cards: 永恒之火 #106, 天使之泪 #107, 吉奥拉之花 #108, 海洋公主 #109, 光明之眼 #110; instant kills
(PPS-14.5); edge cases PPS-E44, E59, E63."""
from engine.paopaosha import GAME
from engine.paopaosha.cards import DEFAULT_DECK
from tests.engine.paopaosha.helpers import (act, choose, end_play, frame, hand, hp, moves, pass_, rejects,
                                            top, use, use_action)
from tests.engine.paopaosha.skill_helpers import cs, marks, types


def test_PPS_13_1_god_cards_are_not_negated_nor_stopped_by_shield():
    st = cs(4, hands={0: [108], 1: [41, 42], 2: [64]}, equip={1: [101]})
    assert use_action(0, 108, 1) in moves(st)
    ev = use(st, 0, 108, 1)
    assert st["to_act"] == [1] and frame(st) == "Flower" and "negate" not in types(ev)


def test_PPS_E59_PPS_13_2_eternal_fire_kills_the_lord_bandits_win():
    st = cs(4, current=3, dead=(1, 2), hands={3: [106]})
    use(st, 3, 106)
    assert 106 in st["removed"] and st["to_act"] == ["chance"]
    top(st, 10)                                                # the user judges first: ♣A
    assert st["to_act"] == [3] and moves(st) == [{"type": "choose", "player": 3, "choice": 0},
                                                 {"type": "pass", "player": 3}]
    choose(st, 3, 0)
    assert st["result"]["side"] == "bandits" and st["result"]["winners"] == [2]


def test_PPS_E59_PPS_13_2_eternal_fire_variant_lord_holds_the_fire():
    st = cs(4, current=3, dead=(1, 2), hands={3: [106]})
    use(st, 3, 106)
    top(st, 41)                                                # ♥8: not a club
    top(st, 11)                                                # the lord judges ♣2
    assert st["to_act"] == [0]
    ev = choose(st, 0, 3)
    assert "instant_kill" in types(ev) and not st["seats"][3]["alive"]
    assert st["result"]["side"] == "lord" and st["result"]["winners"] == [0, 1] and 106 in st["removed"]


def test_PPS_13_2_eternal_fire_no_club_or_nobody():
    st = cs(3, hands={0: [106]})
    use(st, 0, 106)
    for c in (41, 42, 43):
        top(st, c)
    assert frame(st) == "Turn" and st["to_act"] == [0] and 106 in st["removed"]
    st = cs(3, hands={0: [106]})
    use(st, 0, 106)
    top(st, 10)
    pass_(st, 0)                                               # nobody
    assert all(s["alive"] for s in st["seats"]) and st["to_act"] == [0]


def test_PPS_14_5_instant_kill_ignores_xiaodou_sleep_and_rescue():
    st = cs(4, hands={0: [106], 2: [41]}, chars={1: "xiaodou"})
    use(st, 0, 106)
    top(st, 10)
    ev = choose(st, 0, 1)
    assert not st["seats"][1]["alive"] and "dying" not in types(ev) and hand(st, 2) == [41]


def test_PPS_E63_PPS_13_3_angels_tear():
    st = cs(4, health={0: 2}, hands={0: [107, 1, 2, 3, 4, 5, 6, 7, 8]})
    use(st, 0, 107)
    assert (hp(st, 0), st["seats"][0]["max_health"]) == (10, 10) and marks(st, 0)["tear"] == [107, 2, 4]
    end_play(st, 0)
    assert hand(st, 0) == [1, 2, 3, 4, 5, 6, 7, 8] and st["current"] == 1     # nothing to discard
    st = cs(4, current=1, maxhp={0: 10}, health={0: 10}, marks={0: {"tear": [107, 2, 4]}}, hands={1: [84]})
    use(st, 1, 84, 0)
    top(st, 87)                                                # weapon: 3 damage
    assert hp(st, 0) == 7 and marks(st, 0)["tear"] == [107, 2, 4]
    st = cs(4, current=1, maxhp={0: 10}, health={0: 6}, marks={0: {"tear": [107, 2, 4]}}, hands={1: [105]})
    use(st, 1, 105, 0)                                         # 4 damage -> 2 <= P
    assert (hp(st, 0), st["seats"][0]["max_health"]) == (2, 4) and marks(st, 0)["tear"] is None
    assert 107 in st["discard"]


def test_PPS_13_3_angels_tear_not_for_xiaodou_and_lost_at_death():
    st = cs(4, chars={0: "xiaodou"}, hands={0: [107]})
    rejects(st, use_action(0, 107), "PPS-3.12.1")
    st = cs(4, maxhp={1: 10}, health={1: 1}, marks={1: {"tear": [107, 0, 4]}}, hands={0: [1]})
    use(st, 0, 1, 1)
    assert not st["seats"][1]["alive"] and 107 in st["discard"] and marks(st, 1)["tear"] is None


def test_PPS_E44_PPS_13_4_flower_eats_a_player_with_one_water():
    st = cs(4, hands={0: [108], 2: [41]})
    ev = use(st, 0, 108, 2)
    assert not st["seats"][2]["alive"] and "dying" not in types(ev)
    assert not [e for e in ev if e.get("prompt") == "rescue"]
    assert [e["killer"] for e in ev if e["type"] == "death"] == [0] and st["seats"][0]["score"] == 2


def test_PPS_13_4_flower_paid_with_two_real_waters():
    st = cs(4, hands={0: [108], 2: [41, 42, 43]})
    use(st, 0, 108, 2)
    assert [mv.get("choice") for mv in moves(st)] == [41, 42, 43, None]
    choose(st, 2, 43)
    assert {"type": "pass", "player": 2} not in moves(st)
    choose(st, 2, 41)
    assert hand(st, 0) == [41, 43] and hand(st, 2) == [42] and st["seats"][2]["alive"]
    st = cs(4, hands={0: [108], 2: [41, 42]})
    use(st, 0, 108, 2)
    pass_(st, 2)
    assert not st["seats"][2]["alive"]


def test_PPS_13_5_PPS_18_6_ocean_princess_hands_decisions_to_the_controller():
    st = cs(4, hands={0: [109, 1], 1: [26]})
    use(st, 0, 109, 1)
    assert marks(st, 1)["ctrl"] == [0, 109, 6] and 109 not in st["discard"]
    assert GAME.view(st, 0)["seats"][1]["hand"] == [26] and GAME.view(st, 2)["seats"][1]["hand"] == 1
    use(st, 0, 1, 1)
    assert st["to_act"] == [0]                                 # seat 1's DODGE prompt, decided by seat 0
    assert moves(st) == [{"type": "respond", "player": 0, "card": 26, "as": None, "via": None},
                         {"type": "pass", "player": 0}]
    rejects(st, {"type": "pass", "player": 1}, "PPS-6.1")
    ev = act(st, {"type": "respond", "player": 0, "card": 26, "as": None, "via": None})
    assert hand(st, 1) == [] and 26 in st["discard"] and [e["player"] for e in ev if e["type"] == "play"] == [1]


def test_PPS_13_5_control_ends_after_five_more_turns():
    st = cs(4, marks={2: {"ctrl": [0, 109, 2]}})
    end_play(st, 0)
    assert marks(st, 2)["ctrl"] == [0, 109, 1]
    st = cs(4, marks={2: {"ctrl": [0, 109, 1]}})
    ev = end_play(st, 0)
    assert marks(st, 2)["ctrl"] is None and 109 in st["discard"] and "control_end" in types(ev)


def test_PPS_13_5_controlled_turn_and_no_control_loops():
    deck = [dict(c) for c in DEFAULT_DECK] + [{"kind": "ocean_princess", "suit": "club", "rank": "A"}]
    st = cs(4, options={"deck": deck}, hands={0: [111]}, marks={0: {"ctrl": [1, 109, 4]}})
    assert st["to_act"] == [1]                                 # seat 1 plays seat 0's turn
    assert [mv["target"] for mv in moves(st) if mv.get("card") == 111] == [2, 3]
    rejects(st, use_action(1, 111, 1), "PPS-13.5")
    use(st, 1, 111, 2)
    assert marks(st, 2)["ctrl"] == [0, 111, 6]
    assert GAME.view(st, 1)["seats"][2]["hand"] == []          # the ultimate controller sees the hand
    from engine.paopaosha import machine
    assert machine.decider_of(st, 2) == 1 and machine.decider_of(st, 0) == 1 and machine.decider_of(st, 3) == 3


def test_PPS_13_5_control_ends_when_either_dies():
    st = cs(4, health={1: 1}, hands={0: [1]}, marks={1: {"ctrl": [0, 109, 4]}})
    use(st, 0, 1, 1)                                           # seat 1 dies; nobody rescues
    assert not st["seats"][1]["alive"] and marks(st, 1)["ctrl"] is None and 109 in st["discard"]


def test_PPS_13_6_eye_of_light_takes_one_card_from_each_hand():
    st = cs(4, hands={0: [110], 1: [26, 27], 3: [28]})
    ev = use(st, 0, 110)
    secret = [e for e in ev if e["type"] == "look" and e["visible_to"] == [0]]
    assert secret[0]["hands"] == {"1": [26, 27], "2": [], "3": [28]}
    assert [mv["choice"] for mv in moves(st)] == [26, 27]
    choose(st, 0, 27)
    choose(st, 0, 28)
    assert hand(st, 0) == [27, 28] and hand(st, 1) == [26] and 110 in st["discard"]


def test_PPS_13_5_PPS_20_1_controller_sees_the_controlled_seats_draws():
    st = cs(4, current=1, step="draw", marks={1: {"ctrl": [0, 109, 3]}})
    ev = top(st, 5)
    assert [e["visible_to"] for e in ev if e["type"] == "draw" and "card" in e] == [[1, 0]]
