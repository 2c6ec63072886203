"""PPS-3 characters and their skills, with edge cases PPS-E14..E17, E23, E41, E42, E49, E50, E61, E62, E72.
Seats are 0-based: the spec's P1 is seat 0."""
from engine.paopaosha import GAME
from engine.paopaosha.cards import CHARACTERS, POOL
from tests.engine.paopaosha.helpers import (IDS, act, choose, frame, hand, hp, moves, pass_, rand, rejects,
                                            respond, top, use, use_action)
from tests.engine.paopaosha.skill_helpers import cs, discard_action, end_step, marks, skill, skill_action, types


# -- roster (PPS-3.1, PPS-3.2, PPS-3.14) ------------------------------------------------------------------------

def test_PPS_3_1_PPS_3_2_roster_health_kingdoms_and_skills():
    health = {c: CHARACTERS[c]["health"] for c in POOL}
    assert health == {"pidan": 4, "xiaopi": 3, "heiniu": 4, "laopi": 4, "piguan_xiaoqian": 4, "congtou": 4,
                      "xiaocong": 3, "lanlan": 3, "dadadou": 4, "xiaodou": 0, "doujiyan": 4}
    assert [c for c in POOL if CHARACTERS[c]["kingdom"] == "dou"] == ["dadadou", "xiaodou", "doujiyan"]
    assert CHARACTERS["pidan"]["skills"] == ("sleep", "chairman")
    assert CHARACTERS["doujiyan"]["skills"] == ("acrobatics", "cross_eyed")
    assert all(len(CHARACTERS[c]["skills"]) == 2 for c in POOL)


def test_PPS_3_14_default_pool_is_the_eleven_and_never_the_boss():
    st = GAME.new_game(4, {})
    assert st["options"]["character_pool"] == sorted(POOL) and "pirate_king" not in POOL
    st = GAME.new_game(4, {"character_pool": ["lanlan", "xiaodou"]})
    assert st["options"]["character_pool"] == ["lanlan", "xiaodou"]


def test_PPS_3_2_2_turn_start_skills_are_offered_in_the_skills_step():
    st = cs(4, step="begin", chars={0: "lanlan"})
    assert st["stack"][0]["step"] == "skills"
    assert moves(st) == [skill_action(0, "luoshen"), {"type": "end_step", "player": 0}]
    end_step(st, 0)
    assert frame(st) == "PileDraw" and st["stack"][0]["step"] == "drawn" and st["to_act"] == ["chance"]


# -- 皮蛋 (PPS-3.3) -----------------------------------------------------------------------------------------------

def test_PPS_E42_PPS_3_3_1_sleep_ends_the_turn_and_prevents_damage():
    st = cs(4, step="begin", chars={0: "pidan"}, judge={0: [[59, 1]]}, hands={1: [1]})
    assert st["stack"][0]["step"] == "sleep"
    assert moves(st) == [skill_action(0, "sleep"), {"type": "end_step", "player": 0}]
    skill(st, 0, "sleep")
    assert st["seats"][0]["judgement_area"] == [[59, 1]] and marks(st, 0)["sleep"] == 2
    assert st["current"] == 1 and st["to_act"] == ["chance"]
    top(st, 2)
    top(st, 3)
    ev = use(st, 1, 1, 0)
    assert hp(st, 0) == 4 and "damage_prevented" in types(ev)


def test_PPS_E42_PPS_3_3_1_no_sleep_in_the_next_turn_and_circle_is_judged():
    st = cs(4, step="begin", chars={0: "pidan"}, judge={0: [[59, 1]]}, marks={0: {"sleep": 2}})
    assert marks(st, 0)["sleep"] == 1 and frame(st) == "PileDraw" and st["stack"][1]["kind"] == "DelayedTrick"
    top(st, 10)                                                # ♣: the play phase happens
    assert 59 in st["discard"] and st["seats"][0]["judgement_area"] == []
    st = cs(4, step="begin", chars={0: "pidan"}, marks={0: {"sleep": 1}})
    assert marks(st, 0)["sleep"] == 0 and skill_action(0, "sleep") in moves(st)


def test_PPS_3_3_1_PPS_5_2_2_sleep_protection_ends_even_in_a_skipped_turn():
    st = cs(4, step="begin", chars={0: "pidan"}, marks={0: {"sleep": 2}}, skip=(0,))
    assert marks(st, 0)["sleep"] == 1 and st["current"] == 1


def test_PPS_3_3_2_chairman_sees_every_identity_nobody_else_does():
    st = cs(4, chars={1: "pidan"})
    assert [s["identity"] for s in GAME.view(st, 1)["seats"]] == IDS[4]
    assert [s["identity"] for s in GAME.view(st, 2)["seats"]] == ["lord", None, "bandit", None]
    assert [s["identity"] for s in GAME.view(st, None)["seats"]] == ["lord", None, None, None]


# -- 小皮 (PPS-3.4) -----------------------------------------------------------------------------------------------

def test_PPS_3_4_1_school_draws_one_more():
    st = cs(4, step="draw", chars={0: "xiaopi"})
    assert frame(st) == "PileDraw" and st["stack"][-1]["count"] == 3


def test_PPS_E14_PPS_3_4_2_art_needs_two_dodges():
    st = cs(4, chars={0: "xiaopi"}, hands={0: [1], 1: [26]})
    use(st, 0, 1, 1)
    respond(st, 1, 26)
    assert hp(st, 1) == 3 and 26 in st["discard"]


def test_PPS_E15_PPS_10_17_evade_beats_art():
    st = cs(4, chars={0: "xiaopi"}, hands={0: [1], 1: [26, 78]})
    use(st, 0, 1, 1)
    ev = respond(st, 1, 78)
    assert hp(st, 1) == 4 and hand(st, 1) == [26] and st["to_act"] == [0] and "cancelled" in types(ev)


def test_PPS_E23_PPS_3_4_2_thousand_blades_ignores_art():
    st = cs(4, chars={0: "xiaopi"}, hands={0: [49], 1: [26], 2: [27], 3: [28]})
    use(st, 0, 49)
    assert st["to_act"] == [1]
    respond(st, 1, 26)
    assert st["to_act"] == [2]
    respond(st, 2, 27)
    respond(st, 3, 28)
    assert [hp(st, i) for i in range(4)] == [3, 4, 4, 4] and st["to_act"] == [0]


# -- 黑妞 (PPS-3.5) -----------------------------------------------------------------------------------------------

def test_PPS_3_5_1_love_discards_two_and_heals_both():
    st = cs(4, chars={0: "heiniu", 2: "xiaodou"}, health={0: 2, 1: 3}, hands={0: [1, 26]}, equip={0: [87]})
    assert [mv["card"] for mv in moves(st) if mv["type"] == "use_skill"] == [1, 26, 87]
    skill(st, 0, "love", 1)
    assert moves(st) == [{"type": "choose", "player": 0, "choice": c} for c in (26, 87)]
    choose(st, 0, 87)
    assert [mv["choice"] for mv in moves(st)] == [1, 3]         # not 小豆
    choose(st, 0, 1)
    assert (hp(st, 0), hp(st, 1)) == (3, 4) and st["discard"][-2:] == [1, 87]
    assert st["seats"][0]["equipment"]["weapon"] is None
    assert not [mv for mv in moves(st) if mv["type"] == "use_skill"]     # once per turn (PPS-0.7)


def test_PPS_3_5_2_black_ox_cannot_be_cursed():
    st = cs(4, chars={1: "heiniu"}, hands={0: [84]}, equip={0: [88]})
    rejects(st, use_action(0, 84, 1), "PPS-3.5.2")
    rejects(st, use_action(0, 88, 1, as_="curse", via="reaper_blade"), "PPS-3.5.2")
    assert use_action(0, 84, 2) in moves(st)


# -- 老皮 (PPS-3.6) -----------------------------------------------------------------------------------------------

def test_PPS_3_6_1_speech_draws_one_per_other_living_player():
    st = cs(5, step="draw", chars={0: "laopi"}, dead=(2,))
    assert st["stack"][-1]["count"] == 2 + 3


def test_PPS_E61_PPS_3_6_2_modesty_at_full_health():
    seven = [1, 2, 3, 4, 5, 6, 7]
    st = cs(4, step="discard", chars={0: "laopi"}, hands={0: seven})
    assert hand(st, 0) == seven and st["current"] == 1
    st = cs(4, step="discard", chars={0: "laopi"}, health={0: 3}, hands={0: seven})
    assert moves(st) == [discard_action(0, c) for c in seven]
    for c in (1, 2, 3, 4):
        act(st, discard_action(0, c))
    assert hand(st, 0) == [5, 6, 7] and st["discard"][-4:] == [1, 2, 3, 4]


# -- 皮官小钱 (PPS-3.7) ---------------------------------------------------------------------------------------------

def test_PPS_3_7_1_embezzle_takes_a_random_hand_card_from_each():
    st = cs(4, step="begin", chars={0: "piguan_xiaoqian"}, hands={1: [26, 27], 3: [28]})
    assert moves(st) == [skill_action(0, "embezzle"), {"type": "end_step", "player": 0}]
    ev = skill(st, 0, "embezzle")
    assert st["to_act"] == ["chance"] and frame(st) == "RandomHandCard" and st["stack"][-1]["owner"] == 1
    ev = rand(st, 27)
    assert hand(st, 0) == [27, 28] and hand(st, 1) == [26] and hand(st, 3) == []
    secret = [e for e in ev if e["type"] == "give" and e.get("card") == 28]
    assert secret and secret[0]["visible_to"] == [3, 0]
    assert frame(st) == "PileDraw" and st["stack"][0]["step"] == "drawn"      # the skills step ended by itself


def test_PPS_3_7_2_greedy_draw_base_five():
    st = cs(4, step="draw", chars={0: "piguan_xiaoqian"})
    assert st["stack"][-1]["count"] == 5


# -- 葱头 (PPS-3.8) -----------------------------------------------------------------------------------------------

def test_PPS_3_8_1_patriot_draws_one_more_and_may_give_it():
    st = cs(4, step="draw", chars={0: "congtou"})
    top(st, 1)
    top(st, 2)
    top(st, 3)
    assert hand(st, 0) == [1, 2, 3] and frame(st) == "Patriot"
    assert moves(st)[:3] == [{"type": "choose", "player": 0, "choice": q} for q in (1, 2, 3)]
    assert moves(st)[3] == {"type": "pass", "player": 0}       # keep it
    ev = choose(st, 0, 2)
    assert hand(st, 0) == [1, 2] and hand(st, 2) == [3] and st["stack"][0]["step"] == "play"
    assert [e["visible_to"] for e in ev if e["type"] == "give" and "card" in e] == [[0, 2]]
    st = cs(4, step="draw", chars={0: "congtou"})
    for c in (1, 2, 3):
        top(st, c)
    pass_(st, 0)
    assert hand(st, 0) == [1, 2, 3]


def test_PPS_E41_PPS_3_8_2_PPS_3_2_1_onion_juice_is_a_triggered_prevention():
    st = cs(4, step="begin", chars={0: "congtou"}, health={0: 2}, hands={0: [26, 27, 28, 29, 30]},
            judge={0: [[50, 1]]})
    top(st, 41)                                                # ♥: 3 damage
    assert frame(st) == "OnionJuice"
    assert moves(st) == [{"type": "choose", "player": 0, "choice": 1}, {"type": "choose", "player": 0, "choice": 2},
                         {"type": "pass", "player": 0}]
    choose(st, 0, 2)
    for c in (26, 27, 28, 29):
        choose(st, 0, c)
    assert hp(st, 0) == 1 and hand(st, 0) == [30] and st["discard"][-5:] == [26, 27, 28, 29, 41]


def test_PPS_3_8_2_onion_juice_pass_takes_full_damage():
    st = cs(4, chars={1: "congtou"}, hands={0: [1], 1: [41, 42]})
    use(st, 0, 1, 1)
    assert frame(st) == "OnionJuice"
    pass_(st, 1)
    assert hp(st, 1) == 3 and hand(st, 1) == [41, 42]


# -- 小葱 (PPS-3.9) -----------------------------------------------------------------------------------------------

def test_PPS_3_9_1_computer_whiz_swaps_a_chosen_card_for_a_random_one():
    st = cs(4, step="begin", chars={0: "xiaocong"}, hands={0: [26], 1: [27, 28]})
    assert moves(st) == [skill_action(0, "whiz", None, 1), {"type": "end_step", "player": 0}]
    skill(st, 0, "whiz", None, 1)
    assert moves(st) == [{"type": "choose", "player": 0, "choice": 26}]
    choose(st, 0, 26)
    assert frame(st) == "RandomHandCard"
    rand(st, 28)
    assert hand(st, 0) == [28] and hand(st, 1) == [26, 27]


def test_PPS_3_9_2_fix_the_pc_in_play_and_three_per_game():
    st = cs(4, chars={0: "xiaocong"}, health={0: 1}, hands={0: [26, 27]})
    skill(st, 0, "fix_pc", 26)
    assert hp(st, 0) == 2 and marks(st, 0)["uses"] == {"fix_pc": 1} and 26 in st["discard"]
    skill(st, 0, "fix_pc", 27)                                 # no once-per-turn cap (PPS-0.7, I-2)
    assert hp(st, 0) == 3
    st = cs(4, chars={0: "xiaocong"}, health={0: 1}, hands={0: [26]}, marks={0: {"uses": {"fix_pc": 3}}})
    assert not [mv for mv in moves(st) if mv["type"] == "use_skill"]
    rejects(st, skill_action(0, "fix_pc", 26), "PPS-3.9.2")   # its own limit (PPS-0.1)


def test_PPS_3_9_2_fix_the_pc_as_own_rescue():
    st = cs(4, chars={1: "xiaocong"}, health={1: 1}, hands={0: [1], 1: [26]})
    use(st, 0, 1, 1)
    pass_(st, 1)                                               # no dodge
    assert frame(st) == "Dying" and st["to_act"] == [1]
    assert skill_action(1, "fix_pc", 26, 1) in moves(st)
    skill(st, 1, "fix_pc", 26, 1)
    assert hp(st, 1) == 1 and st["seats"][1]["alive"] and st["to_act"] == [0]


# -- 蓝蓝 (PPS-3.10) ----------------------------------------------------------------------------------------------

def test_PPS_E72_PPS_3_10_1_luoshen_stops_at_three_cards():
    st = cs(4, step="begin", chars={0: "lanlan"})
    skill(st, 0, "luoshen")
    top(st, 3)
    choose(st, 0, "yes")
    top(st, 32)
    choose(st, 0, "yes")
    top(st, 77)
    assert hand(st, 0) == [3, 32, 77] and frame(st) == "PileDraw" and frame(st) == "PileDraw" and st["stack"][0]["step"] == "drawn"


def test_PPS_E72_PPS_3_10_1_luoshen_weapon_goes_back_on_top():
    st = cs(4, step="begin", chars={0: "lanlan"})
    skill(st, 0, "luoshen")
    top(st, 3)
    choose(st, 0, "yes")
    ev = top(st, 93)
    judged = [e for e in ev if e["type"] == "judgement"][0]
    assert judged["card"] == 93 and judged["success"] is False
    assert hand(st, 0) == [3, 93] and st["to_act"] == ["chance"]   # the draw phase took it from the top


def test_PPS_3_10_1_luoshen_may_stop_after_a_card():
    st = cs(4, step="begin", chars={0: "lanlan"})
    skill(st, 0, "luoshen")
    top(st, 3)
    choose(st, 0, "no")
    assert hand(st, 0) == [3] and frame(st) == "PileDraw" and st["stack"][0]["step"] == "drawn"


def test_PPS_3_10_2_blue_storm_draws_five_at_turn_end():
    st = cs(4, step="end", chars={0: "lanlan"})
    assert frame(st) == "PileDraw" and st["stack"][-1]["count"] == 5 and st["stack"][-1]["player"] == 0


# -- 大大豆 (PPS-3.11) -----------------------------------------------------------------------------------------------

def test_PPS_3_11_1_soy_milk_any_card_as_water_five_times():
    st = cs(4, chars={0: "dadadou"}, health={0: 2}, hands={0: [1]}, equip={0: [87]})
    assert use_action(0, 1, None, "water", "soy_milk") in moves(st)
    assert use_action(0, 87, None, "water", "soy_milk") in moves(st)
    use(st, 0, 87, None, "water", "soy_milk")
    assert hp(st, 0) == 3 and st["seats"][0]["equipment"]["weapon"] is None and 87 in st["discard"]
    assert marks(st, 0)["uses"] == {"soy_milk": 1}
    st = cs(4, chars={0: "dadadou"}, health={0: 2}, hands={0: [1]}, marks={0: {"uses": {"soy_milk": 5}}})
    rejects(st, use_action(0, 1, None, "water", "soy_milk"), "PPS-3.11.1")   # its own limit


def test_PPS_3_11_1_soy_milk_rescues_any_dying_player():
    st = cs(4, chars={0: "dadadou"}, health={1: 1}, hands={0: [1, 26]})
    use(st, 0, 1, 1)
    assert frame(st) == "Dying" and st["to_act"] == [0]
    respond(st, 0, 26, "water", "soy_milk")
    assert hp(st, 1) == 1 and marks(st, 0)["uses"] == {"soy_milk": 1}


def test_PPS_3_11_2_bean_pouch_heals_two_once_per_turn():
    st = cs(4, chars={0: "dadadou", 2: "xiaodou"}, health={1: 1, 3: 2}, hands={0: [87, 88]})
    assert [mv["target"] for mv in moves(st) if mv["type"] == "use_skill"] == [1, 3, 1, 3]
    skill(st, 0, "bean_pouch", 87, 1)
    assert hp(st, 1) == 3 and 87 in st["discard"]
    assert not [mv for mv in moves(st) if mv["type"] == "use_skill"]


def test_PPS_3_11_2_bean_pouch_as_a_rescue():
    st = cs(4, chars={0: "dadadou"}, health={1: 1}, hands={0: [1]}, equip={0: [87]})
    use(st, 0, 1, 1)
    assert skill_action(0, "bean_pouch", 87, 1) in moves(st)
    skill(st, 0, "bean_pouch", 87, 1)
    assert hp(st, 1) == 2 and st["seats"][0]["equipment"]["weapon"] is None


# -- 小豆 (PPS-3.12) ------------------------------------------------------------------------------------------------

def test_PPS_E62_PPS_3_12_1_xiaodou_discards_everything_and_cannot_heal():
    st = cs(4, step="discard", chars={0: "xiaodou"}, hands={0: [1, 2, 3]})
    assert moves(st) == [discard_action(0, c) for c in (1, 2, 3)]
    st = cs(4, chars={0: "xiaodou"}, hands={0: [41]})
    rejects(st, use_action(0, 41), "PPS-9.3.4")


def test_PPS_E49_PPS_3_12_2_tofu_flower_follows_kin():
    st = cs(5, chars={3: "dadadou", 4: "xiaodou"}, health={3: 1}, hands={0: [1]}, equip={0: [87]})
    use(st, 0, 1, 3)
    for c in (2, 3, 4):
        top(st, c)                                             # the lord draws 3 for the bandit
    assert not st["seats"][3]["alive"] and not st["seats"][4]["alive"] and st["result"] is None
    assert st["seats"][0]["score"] == 2 and st["seats"][4]["score"] == 0


def test_PPS_E50_PPS_3_12_2_tofu_flower_without_kin_ends_the_game():
    st = cs(4, ids=["lord", "thief", "bandit", "minister"], chars={1: "xiaodou"}, health={2: 1}, hands={0: [1]},
            equip={0: [87]})
    use(st, 0, 1, 2)
    assert st["result"] is None and st["seats"][0]["score"] == 2
    for c in (2, 3, 4):
        top(st, c)
    assert not st["seats"][1]["alive"] and st["result"]["winners"] == [0, 3]


def test_PPS_3_12_4_two_xiaodou_protect_each_other_then_die_in_order():
    two = {"character_pool": ["dadadou", "xiaodou", "pidan", "xiaopi", "heiniu"]}      # 2 copies each (PPS-4.2)
    st = cs(6, chars={3: "xiaodou", 5: "xiaodou"}, health={1: 1}, hands={0: [1]}, options=two)
    ev = use(st, 0, 1, 1)                                      # a non-Dou minister dies
    assert st["seats"][3]["alive"] and st["seats"][5]["alive"]
    st = cs(6, chars={1: "dadadou", 3: "xiaodou", 5: "xiaodou"}, health={1: 1}, hands={0: [1]}, options=two)
    ev = use(st, 0, 1, 1)
    assert [e["player"] for e in ev if e["type"] == "death"] == [1, 3, 5] and st["result"] is None


def test_PPS_3_12_3_bean_watch_orders_the_top_cards():
    st = cs(4, step="begin", chars={0: "xiaodou"}, hands={0: [9]})
    skill(st, 0, "bean_watch")
    for c in (5, 6, 7, 8):
        assert st["to_act"] == ["chance"]
        ev = top(st, c)
    assert [e for e in ev if e["type"] == "look" and e["visible_to"] == [0]][0]["cards"] == [5, 6, 7, 8]
    assert [mv["choice"] for mv in moves(st)] == [5, 6, 7, 8]
    choose(st, 0, 8)
    choose(st, 0, 5)
    choose(st, 0, 7)
    assert hand(st, 0) == [5, 8, 9] and st["pile_top"] == [7, 6] and st["stack"][0]["step"] == "play"


# -- 豆鸡眼 (PPS-3.13) ---------------------------------------------------------------------------------------------

def test_PPS_3_13_1_acrobatics_twice_per_game_at_turn_start():
    st = cs(4, step="begin", chars={0: "doujiyan"}, health={0: 2}, hands={0: [1, 2, 3]})
    assert moves(st) == [skill_action(0, "acrobatics", c) for c in (1, 2, 3)] + [{"type": "end_step", "player": 0}]
    skill(st, 0, "acrobatics", 1)
    assert hp(st, 0) == 3 and 1 in st["discard"]
    skill(st, 0, "acrobatics", 2)
    assert hp(st, 0) == 4 and marks(st, 0)["uses"] == {"acrobatics": 2} and st["to_act"] == ["chance"]


def test_PPS_3_13_1_acrobatics_not_with_qq_speedcar():
    st = cs(4, step="begin", chars={0: "doujiyan"}, health={0: 2}, hands={0: [1]}, equip={0: [99]})
    assert st["to_act"] == ["chance"] and frame(st) == "PileDraw" and st["stack"][0]["step"] == "drawn"


def test_PPS_E16_PPS_3_13_2_cross_eyed_duel():
    st = cs(4, chars={0: "doujiyan"}, hands={0: [55, 5], 1: [2, 3, 4]})
    use(st, 0, 55, 1)
    respond(st, 1, 2)
    assert st["to_act"] == [1]
    respond(st, 1, 3)
    assert st["to_act"] == [0]
    respond(st, 0, 5)
    respond(st, 1, 4)
    assert hp(st, 1) == 3 and sorted(st["discard"]) == [2, 3, 4, 5, 55]


def test_PPS_E17_PPS_3_13_2_duels_against_cross_eyed_are_normal():
    st = cs(4, current=1, chars={0: "doujiyan"}, hands={0: [1], 1: [55, 2, 3]})
    use(st, 1, 55, 0)
    respond(st, 0, 1)
    assert st["to_act"] == [1]
    respond(st, 1, 2)
    assert hp(st, 0) == 3 and hand(st, 1) == [3]


def test_PPS_3_13_2_cross_eyed_attack_needs_two_dodges():
    st = cs(4, chars={0: "doujiyan"}, hands={0: [1], 1: [26, 27]})
    use(st, 0, 1, 1)
    respond(st, 1, 26)
    assert st["to_act"] == [1]
    respond(st, 1, 27)
    assert hp(st, 1) == 4
