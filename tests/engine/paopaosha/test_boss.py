"""PPS-21 the BOSS variant: 海盗王 against the runners (setup option mode = boss)."""
import pytest

from engine.core import InvalidSetup, Referee
from engine.paopaosha import GAME
from engine.paopaosha.cards import POOL
from tests.engine.paopaosha.helpers import (choose, end_play, equip, frame, hand, hp, moves, pass_, respond, top, use,
                                            use_action)
from tests.engine.paopaosha.skill_helpers import cs, marks, skill, skill_action, types


def test_PPS_21_1_the_boss_is_only_in_boss_mode():
    assert "pirate_king" not in POOL
    assert GAME.new_game(4, {})["options"]["mode"] == "identity"
    with pytest.raises(InvalidSetup) as info:
        GAME.new_game(4, {"character_pool": ["pirate_king"]})
    assert info.value.rule == "PPS-4.3"


def test_PPS_21_2_PPS_21_3_boss_setup():
    ref = Referee(GAME)
    s, _ = ref.setup(5, {"mode": "boss", "boss_seat": 2}, seed=3)
    seats = s["seats"]
    assert [x["identity"] for x in seats] == ["runner", "runner", "boss", "runner", "runner"]
    assert all(x["revealed"] for x in seats) and seats[2]["character"] == "pirate_king"
    assert all(x["character"] in POOL for i, x in enumerate(seats) if i != 2)
    assert seats[2]["max_health"] == seats[2]["health"] == sum(x["max_health"] for i, x in enumerate(seats) if i != 2)
    assert s["current"] == 2 and s["round"] == 1 and all(len(x["hand"]) >= 4 for x in seats)
    s, _ = ref.setup(3, {"mode": "boss", "boss_health": 7}, seed=1)
    assert s["seats"][0]["max_health"] == 7 and s["seats"][0]["identity"] == "boss"
    with pytest.raises(InvalidSetup) as info:
        GAME.new_game(4, {"mode": "boss", "identities": ["lord", "minister", "bandit", "thief"]})
    assert info.value.rule == "PPS-21.2"
    with pytest.raises(InvalidSetup) as info:
        GAME.new_game(4, {"mode": "boss", "boss_seat": 4})
    assert info.value.rule == "PPS-21.2"
    with pytest.raises(InvalidSetup) as info:
        GAME.new_game(4, {"mode": "boss", "boss_health": 0})
    assert info.value.rule == "PPS-21.3"


def test_PPS_21_4_charm_only_evade_and_awesome_unlimited():
    st = cs(4, boss=0, hands={0: [1, 2], 1: [26, 78]}, equip={1: [100]})
    use(st, 0, 1, 1)
    assert moves(st) == [{"type": "respond", "player": 1, "card": 78, "as": None, "via": None},
                         {"type": "pass", "player": 1}]
    pass_(st, 1)
    assert hp(st, 1) == 3
    use(st, 0, 2, 1)                                           # 牛X: a second 杀
    respond(st, 1, 78)
    assert hp(st, 1) == 3


def test_PPS_21_4_plunder_any_hand_card_as_bandit_invasion_once_per_turn():
    st = cs(4, boss=0, hands={0: [26, 27], 2: [64]})
    assert use_action(0, 26, None, "bandit_invasion", "plunder") in moves(st)
    use(st, 0, 26, None, "bandit_invasion", "plunder")
    assert st["to_act"] == [2] and frame(st) == "NegationWindow"          # a virtual trick: negatable
    while st["to_act"] == [2]:
        pass_(st, 2)
    assert [hp(st, i) for i in (1, 2, 3)] == [3, 3, 3]
    assert use_action(0, 27, None, "bandit_invasion", "plunder") not in moves(st)


def test_PPS_21_4_bao_and_wai_gongpu_draw_ten():
    st = cs(4, boss=0, step="draw")
    assert frame(st) == "YesNoQuestion" and st["stack"][-1]["ability"] == "bao_gongpu"
    choose(st, 0, "yes")
    assert frame(st) == "PileDraw" and st["stack"][-1]["count"] == 10
    st = cs(4, boss=0, step="draw")
    choose(st, 0, "no")
    assert st["stack"][-1]["count"] == 2
    st = cs(4, boss=0, step="end")
    assert frame(st) == "YesNoQuestion" and st["stack"][-1]["ability"] == "wai_gongpu"
    choose(st, 0, "yes")
    assert frame(st) == "PileDraw" and st["stack"][-1]["count"] == 10


def test_PPS_21_4_zhong_gongpu_no_discard_phase():
    st = cs(4, boss=0, step="discard", health={0: 1}, maxhp={0: 12}, hands={0: list(range(1, 13))})
    assert hand(st, 0) == list(range(1, 13)) and st["stack"][0]["step"] == "over"
    assert frame(st) == "OptionalDraw" or st["stack"][-1]["ability"] == "wai_gongpu"


def test_PPS_21_4_headquarters_uses_a_runners_hand_once_per_game():
    st = cs(4, boss=0, hands={1: [1, 41]}, health={0: 10})
    assert [mv for mv in moves(st) if mv["type"] == "use_skill"] == [skill_action(0, "headquarters", None, q)
                                                                      for q in (1, 2, 3)]
    ev = skill(st, 0, "headquarters", None, 1)
    assert marks(st, 0)["headquarters_runner"] == 1 and marks(st, 0)["uses"] == {"headquarters": 1}
    assert [e["hand"] for e in ev if e["type"] == "look"] == [[1, 41]]
    assert GAME.view(st, 0)["seats"][1]["hand"] == [1, 41] and GAME.view(st, 2)["seats"][1]["hand"] == 2
    assert use_action(0, 1, 1) in moves(st) and use_action(0, 41) in moves(st)
    use(st, 0, 41)
    assert hand(st, 1) == [1] and hp(st, 0) == 11 and 41 in st["discard"]
    assert not [mv for mv in moves(st) if mv["type"] == "use_skill"]
    end_play(st, 0)
    choose(st, 0, "no")                                        # no 外公普 draw; the turn ends
    assert marks(st, 0)["headquarters_runner"] is None and st["current"] == 1


def test_PPS_21_5_runners_win_when_the_boss_dies():
    st = cs(4, boss=0, current=1, health={0: 1}, hands={1: [1]})
    ev = use(st, 1, 1, 0)
    assert st["result"]["side"] == "runners" and st["result"]["winners"] == [1, 2, 3]
    assert "dying" in types(ev)


def test_PPS_21_5_PPS_21_6_boss_wins_when_every_runner_is_dead_no_rewards():
    st = cs(4, boss=0, dead=(2,), health={1: 1, 3: 1}, hands={0: [1, 2]})
    ev = use(st, 0, 1, 1)
    assert "reward" not in types(ev) and st["result"] is None and hand(st, 0) == [2]
    use(st, 0, 2, 3)
    assert st["result"]["side"] == "boss" and st["result"]["winners"] == [0]


def test_PPS_21_6_eternal_fire_on_the_boss_and_round_count():
    st = cs(4, boss=2, current=0, hands={0: [106]})
    use(st, 0, 106)
    top(st, 10)
    choose(st, 0, 2)
    assert st["result"]["side"] == "runners" and st["result"]["winners"] == [0, 1, 3]
    st = cs(4, boss=2, current=2, step="begin")
    assert st["round"] == 2


def test_PPS_21_6_tofu_flower_opponent_is_the_boss_and_chairman_sees_nothing_more():
    st = cs(4, boss=0, chars={2: "xiaodou", 3: "pidan"}, health={1: 1}, hands={0: [1]})
    use(st, 0, 1, 1)
    assert not st["seats"][1]["alive"] and st["seats"][2]["alive"]
    assert GAME.view(st, 3)["seats"] == GAME.view(st, 3)["seats"]
    assert [s["identity"] for s in GAME.view(st, 1)["seats"]] == ["boss", "runner", "runner", "runner"]


def test_PPS_21_7_boss_keeps_a_huge_hand():
    st = cs(4, boss=0, step="discard", hands={0: list(range(1, 23))})
    assert len(hand(st, 0)) == 22


def test_PPS_21_4_headquarters_equips_and_rescues_from_the_runners_hand():
    st = cs(4, boss=0, hands={0: [1], 2: [87, 41]}, health={1: 1}, marks={0: {"headquarters_runner": 2}})
    assert {"type": "equip", "player": 0, "card": 87} in moves(st)
    equip(st, 0, 87)
    assert st["seats"][0]["equipment"]["weapon"] == 87 and hand(st, 2) == [41]
    use(st, 0, 1, 1)                                           # runner 1 is dying; the boss is asked first
    assert st["to_act"] == [0] and {"type": "respond", "player": 0, "card": 41, "as": None, "via": None} in moves(st)
    respond(st, 0, 41)
    assert hp(st, 1) == 1 and hand(st, 2) == []
