"""PPS-10: trick cards, including delayed tricks; edge cases PPS-E24..E31, E34, E35, E67, E68."""
from tests.engine.paopaosha.helpers import (act, choose, frame, hand, hp, moves, pass_, rand, rejects,
                                            respond, scenario, top, use, use_action)


def start_turn_of(n, p, **kw):
    return scenario(n, current=p, step="begin", **kw)


def test_PPS_10_1_1_response_tricks_are_not_usable_in_play_phase():
    st = scenario(4, hands={0: [64, 77, 78]})
    rejects(st, use_action(0, 64), "PPS-10.10.1")
    rejects(st, use_action(0, 77), "PPS-10.16.1")
    rejects(st, use_action(0, 78), "PPS-10.17")


def test_PPS_10_1_2_PPS_10_1_3_any_player_means_another_living_unprotected_one():
    st = scenario(4, hands={0: [55]}, equip={2: [101]}, dead=(3,))
    rejects(st, use_action(0, 55, 0), "PPS-10.6.1")
    rejects(st, use_action(0, 55, 2), "PPS-11.4.2")
    rejects(st, use_action(0, 55, 3), "PPS-15.5")
    assert [mv["target"] for mv in moves(st) if mv["type"] == "use_card"] == [1]


def test_PPS_10_1_4_attack_or_dodge_and_evade_are_not_negatable():
    from engine.paopaosha.using import negatable
    assert not negatable("attack_or_dodge") and not negatable("evade") and negatable("duel")


def test_PPS_10_1_5_one_delayed_trick_of_each_name():
    st = scenario(4, hands={0: [50]}, judge={1: [[51, 2]]})
    use(st, 0, 50, 1)
    assert st["seats"][1]["judgement_area"] == [[51, 2], [50, 0]]


def test_PPS_10_1_5_same_name_rejected_with_a_custom_deck():
    from engine.paopaosha import GAME
    from engine.paopaosha.cards import DEFAULT_DECK
    deck = [dict(c) for c in DEFAULT_DECK] + [{"kind": "landmine", "suit": "heart", "rank": "5"}]
    st = GAME.new_game(4, {"deck": deck, "identities": ["lord", "minister", "bandit", "thief"]})
    assert len(st["pile"]) == 111 and st["_t"][111][0] == "landmine"
    st = scenario(4, hands={0: [111]}, judge={1: [[50, 2]]}, options={"deck": deck})
    rejects(st, use_action(0, 111, 1), "PPS-10.1.5")


def test_PPS_10_2_thousand_blades_asks_every_other_player_from_the_users_next():
    st = scenario(4, hands={0: [49], 2: [26]}, current=0)
    ev = use(st, 0, 49)
    assert st["to_act"] == [2] and hp(st, 1) == 3
    respond(st, 2, 26)
    assert (hp(st, 0), hp(st, 1), hp(st, 2), hp(st, 3)) == (4, 3, 4, 3)
    assert st["discard"] == [26, 49]


def test_PPS_E24_PPS_10_3_2_landmine_hits_on_heart():
    st = start_turn_of(5, 2, judge={2: [[50, 0]]})
    assert st["to_act"] == ["chance"]
    top(st, 30)
    assert hp(st, 2) == 1 and st["seats"][2]["judgement_area"] == [] and st["discard"] == [50, 30]


def test_PPS_E25_PPS_10_3_3_landmine_moves_on_and_turn_goes_on():
    st = start_turn_of(5, 2, judge={2: [[50, 0]]})
    top(st, 5)
    assert st["seats"][3]["judgement_area"] == [[50, 0]] and st["discard"] == [5]
    assert st["stack"][0]["step"] == "drawn" and st["to_act"] == ["chance"]   # draw phase: 2 draws pending


def test_PPS_E26_PPS_10_3_4_landmine_skips_a_shield():
    st = start_turn_of(5, 2, judge={2: [[50, 0]]}, equip={3: [101]})
    top(st, 5)
    assert st["seats"][3]["judgement_area"] == [] and st["seats"][4]["judgement_area"] == [[50, 0]]


def test_PPS_10_3_4_landmine_stays_when_nobody_else_qualifies():
    st = start_turn_of(3, 1, judge={1: [[50, 0]]}, equip={0: [101]}, dead=(2,))
    top(st, 5)
    assert st["seats"][1]["judgement_area"] == [[50, 0]]


def test_PPS_10_3_1_landmine_on_yourself_but_not_on_a_shield():
    st = scenario(4, hands={0: [50]}, equip={1: [101]})
    rejects(st, use_action(0, 50, 1), "PPS-11.4.2")
    use(st, 0, 50, 0)
    assert st["seats"][0]["judgement_area"] == [[50, 0]] and st["processing"] == []


def test_PPS_10_3_5_PPS_10_3_6_holder_death_discards_landmine_user_stays():
    st = start_turn_of(4, 1, judge={1: [[50, 2]]}, health={1: 1})
    top(st, 5)
    assert st["seats"][2]["judgement_area"] == [[50, 2]]
    st = start_turn_of(4, 1, judge={1: [[59, 2], [50, 2]]}, health={1: 1})
    top(st, 30)                     # 地雷, placed last, explodes first: the holder dies with 画圈圈 still there
    assert not st["seats"][1]["alive"] and st["discard"] == [50, 59, 30] and st["current"] == 2


def test_PPS_E27_PPS_10_4_negated_water_mine_moves_without_judgement():
    st = start_turn_of(5, 1, judge={1: [[51, 0]]}, hands={4: [64]})
    assert st["to_act"] == [4]
    respond(st, 4, 64)
    assert st["seats"][2]["judgement_area"] == [[51, 0]] and st["discard"] == [64]
    assert st["to_act"] == ["chance"] and st["stack"][-1]["kind"] == "PileDraw" and st["stack"][-1]["destination"] == "hand"


def test_PPS_10_4_water_mine_deals_two():
    st = start_turn_of(4, 1, judge={1: [[51, 0]]})
    top(st, 26)
    assert hp(st, 1) == 2 and st["discard"] == [51, 26]


def test_PPS_10_5_1_PPS_10_5_2_borrowed_blade_targets_and_one_window():
    st = scenario(4, hands={0: [52], 2: [1], 1: [64]}, equip={2: [90], 3: [101]})
    rejects(st, use_action(0, 52, 1), "PPS-10.5.1")
    rejects(st, use_action(0, 52, 0), "PPS-10.5.1")
    use(st, 0, 52, 2)
    assert [mv["choice"] for mv in moves(st)] == [1]   # P4 is out of the mallet's range and shielded anyway
    choose(st, 0, 1)
    assert st["to_act"] == [1]       # the one negation window
    pass_(st, 1)
    assert frame(st) == "Borrow"


def test_PPS_10_5_3_PPS_6_8_borrow_does_nothing_when_victim_left_range():
    st = scenario(4, hands={0: [52], 2: [1], 3: [64]}, equip={2: [90]})
    use(st, 0, 52, 2)
    choose(st, 0, 1)
    assert st["to_act"] == [3] and frame(st) == "NegationWindow"
    st["pile"].remove(98)                     # meanwhile the victim's distance grows (a re-check test)
    st["seats"][1]["equipment"]["mount"] = 98
    ev = pass_(st, 3)
    assert frame(st) == "Turn" and hand(st, 2) == [1] and st["seats"][2]["equipment"]["weapon"] == 90
    assert any(e["type"] == "no_effect" for e in ev)


def test_PPS_10_6_duel_loser_takes_one_damage_from_the_other():
    st = scenario(4, hands={0: [55, 1], 3: [2, 3]})
    use(st, 0, 55, 3)
    respond(st, 3, 2)
    respond(st, 0, 1)
    respond(st, 3, 3)
    assert hp(st, 0) == 3 and hp(st, 3) == 4 and st["discard"] == [2, 1, 3, 55]


def test_PPS_10_6_4_duel_damage_ignores_cannon_and_wolfdog():
    st = scenario(4, hands={0: [55]}, equip={0: [87, 96]})
    use(st, 0, 55, 3)
    assert hp(st, 3) == 3


def test_PPS_E34_PPS_10_7_per_target_negation():
    st = scenario(4, hands={0: [57], 1: [1], 2: [64], 3: [2]})
    use(st, 0, 57)
    assert st["to_act"] == [2]          # P2's window: only P3 holds 无懈可击; P2 asked for 杀 after
    pass_(st, 2)
    assert st["to_act"] == [1] and frame(st) == "AttackPrompt"
    respond(st, 1, 1)
    assert st["to_act"] == [2]
    respond(st, 2, 64)
    assert st["to_act"] == [3] and frame(st) == "AttackPrompt"
    pass_(st, 3)
    assert (hp(st, 1), hp(st, 2), hp(st, 3)) == (4, 4, 3)


def test_PPS_E35_PPS_10_7_shield_blocks_targeting_and_skips_group_tricks():
    st = scenario(4, hands={0: [67, 57]}, equip={1: [101]})
    rejects(st, use_action(0, 67, 1), "PPS-11.4.2")
    use(st, 0, 57)
    assert (hp(st, 1), hp(st, 2), hp(st, 3)) == (4, 3, 3)


def test_PPS_E28_PPS_10_8_circle_curse():
    st = start_turn_of(4, 1, judge={1: [[59, 0]]})
    top(st, 10)
    assert not st["stack"][0]["skip_play"] and st["discard"] == [59, 10]
    st = start_turn_of(4, 1, judge={1: [[59, 0]]})
    top(st, 31)
    assert st["stack"][0]["skip_play"] and st["discard"] == [59, 31]
    top(st, 1)
    top(st, 2)
    assert hand(st, 1) == [1, 2] and st["current"] == 2     # no play phase; discard phase (nothing over 4) ran


def test_PPS_10_8_1_circle_curse_not_on_yourself():
    st = scenario(4, hands={0: [59, 72]})
    rejects(st, use_action(0, 59, 0), "PPS-10.8.1")
    rejects(st, use_action(0, 72, 0), "PPS-10.14.1")


def test_PPS_E29_PPS_5_2_4_most_recent_delayed_trick_first():
    st = start_turn_of(4, 2, judge={2: [[59, 0], [50, 1]]})
    top(st, 5)                            # 地雷 judged first: no heart, moves on
    assert st["seats"][3]["judgement_area"] == [[50, 1]]
    top(st, 10)                           # then 画圈圈: club, play phase kept
    assert st["seats"][2]["judgement_area"] == [] and st["discard"] == [5, 59, 10]


def test_PPS_10_9_windfall_draws_two():
    st = scenario(4, hands={0: [60]})
    use(st, 0, 60)
    top(st, 1)
    top(st, 2)
    assert hand(st, 0) == [1, 2] and st["discard"] == [60]


def test_PPS_10_10_PPS_10_10_2_negate_chain_of_two():
    st = scenario(4, hands={0: [67], 1: [64, 1, 2], 2: [65]})
    use(st, 0, 67, 1)
    respond(st, 1, 64)
    respond(st, 2, 65)
    choose(st, 0, "hand")
    rand(st, 2)
    assert hand(st, 1) == [1] and st["discard"] == [64, 65, 2, 67]


def test_PPS_10_10_3_only_real_negate_cards():
    st = scenario(4, hands={0: [67], 1: [26, 1]})
    use(st, 0, 67, 1)
    assert frame(st) == "Take"


def test_PPS_E67_PPS_10_11_terrorist_hits_its_user_first():
    st = scenario(4, hands={1: [66], 2: [1]}, current=1)
    use(st, 1, 66)
    assert hp(st, 1) == 3 and st["to_act"] == [2]
    respond(st, 2, 1)
    assert (hp(st, 0), hp(st, 1), hp(st, 2), hp(st, 3)) == (3, 3, 4, 3)


def test_PPS_10_12_demolish_random_hand_or_chosen_table_card():
    st = scenario(4, hands={0: [67], 1: [1, 2]}, equip={1: [87]}, judge={1: [[59, 0]]})
    use(st, 0, 67, 1)
    assert [mv["choice"] for mv in moves(st)] == ["hand", 87, 59]
    choose(st, 0, 59)
    assert st["seats"][1]["judgement_area"] == [] and st["discard"] == [59, 67]


def test_PPS_10_12_1_demolish_needs_a_card():
    st = scenario(4, hands={0: [67]})
    rejects(st, use_action(0, 67, 1), "PPS-10.12.1")


def test_PPS_10_13_attack_or_dodge_as_dodge_and_as_attack_answer():
    st = scenario(4, hands={0: [1], 1: [71]})
    use(st, 0, 1, 1)
    respond(st, 1, 71, as_="dodge")
    assert hp(st, 1) == 4
    st = scenario(4, hands={0: [57], 1: [71]})
    use(st, 0, 57)
    respond(st, 1, 71, as_="attack")
    assert hp(st, 1) == 4


def test_PPS_E30_PPS_10_14_careless_moment():
    st = start_turn_of(4, 1, judge={1: [[72, 0]]}, hands={1: [1]})
    assert st["stack"][0]["skip_draw"] and st["stack"][0]["step"] == "play" and st["to_act"] == [1]
    st = start_turn_of(4, 1, judge={1: [[72, 0]]}, hands={1: [1, 2, 3]})
    assert frame(st) == "Careless"
    choose(st, 1, 3)
    choose(st, 1, 1)
    assert hand(st, 1) == [2] and st["discard"] == [72, 1, 3] and st["to_act"] == ["chance"]


def test_PPS_10_15_snatch_takes_a_card_into_the_users_hand():
    st = scenario(4, hands={0: [73], 1: [1, 2]}, equip={1: [87]}, judge={1: [[59, 2]]})
    use(st, 0, 73, 1)
    assert [mv["choice"] for mv in moves(st)] == ["hand", 87]
    choose(st, 0, "hand")
    rand(st, 2)
    assert hand(st, 0) == [2] and hand(st, 1) == [1]


def test_PPS_E38_PPS_10_16_book_of_life_restores_max():
    st = scenario(5, hands={0: [1], 4: [77]}, health={1: 1})
    use(st, 0, 1, 1)
    assert st["to_act"] == [4]
    respond(st, 4, 77)
    assert hp(st, 1) == 4 and st["discard"] == [77, 1]


def test_PPS_E39_PPS_10_16_4_negated_rescue_continues_with_next():
    st = scenario(5, hands={0: [1], 1: [77], 2: [64, 41]}, health={3: 1}, equip={0: [86]})
    use(st, 0, 1, 3)
    assert st["to_act"] == [1]
    respond(st, 1, 77)
    assert st["to_act"] == [2]
    respond(st, 2, 64)
    assert hp(st, 3) == 0 and st["to_act"] == [2] and frame(st) == "Dying"
    respond(st, 2, 41)
    assert hp(st, 3) == 1


def test_PPS_10_17_evade_counts_as_one_dodge_against_blades():
    st = scenario(4, hands={0: [49], 1: [78]})
    use(st, 0, 49)
    respond(st, 1, 78)
    assert (hp(st, 1), hp(st, 2), hp(st, 3)) == (4, 3, 3)


def test_PPS_10_18_control_take_mode():
    st = scenario(4, hands={0: [79], 2: [26, 41]})
    ev = use(st, 0, 79, 2)
    look = [e for e in ev if e["type"] == "look" and e["visible_to"] == [0]]
    assert look[0]["hand"] == [26, 41] and look[0]["identity"] == "bandit"
    assert [mv["choice"] for mv in moves(st)] == ["take"]
    choose(st, 0, "take")
    choose(st, 0, 41)
    assert hand(st, 0) == [41] and hand(st, 2) == [26]


def test_PPS_E73_PPS_10_18_4_control_command_mode():
    st = scenario(5, hands={0: [79], 2: [1, 26], 3: [27]})
    use(st, 0, 79, 2)
    assert [mv["choice"] for mv in moves(st)] == ["command", "take"]
    choose(st, 0, "command")
    choose(st, 0, 1)
    assert [mv["choice"] for mv in moves(st)] == [1, 3]
    choose(st, 0, 3)
    assert st["to_act"] == [3] and frame(st) == "Dodge"
    respond(st, 3, 27)
    assert st["counters"]["attacks"] == 0 and st["discard"] == [27, 1, 79]


def test_PPS_E68_PPS_10_19_bullet_harvest():
    st = scenario(5, hands={2: [80], 4: [64]}, current=2)
    use(st, 2, 80)
    for c in (1, 2, 3, 4, 5):
        top(st, c)
    assert st["processing"] == [1, 2, 3, 4, 5, 80] and st["to_act"] == [4]
    pass_(st, 4)
    choose(st, 2, 3)
    pass_(st, 4)
    choose(st, 3, 1)
    respond(st, 4, 64)                         # P5's part is negated
    assert st["to_act"] == [0]
    choose(st, 0, 2)
    choose(st, 1, 5)
    assert hand(st, 2) == [3] and hand(st, 3) == [1] and hand(st, 4) == [] and hand(st, 0) == [2]
    assert hand(st, 1) == [5] and st["discard"] == [64, 4, 80]


def test_PPS_E31_PPS_10_20_time_skip_skips_whole_turn():
    st = scenario(4, hands={0: [83]}, judge={2: [[50, 1]]})
    use(st, 0, 83, 2)
    assert st["seats"][2]["skip_turn"]
    rejects(st, use_action(0, 83, 2), "PPS-6.2")
    st = scenario(4, current=1, step="end", skip=(2,), judge={2: [[50, 1]]})
    assert st["current"] == 3 and st["seats"][2]["judgement_area"] == [[50, 1]] and not st["seats"][2]["skip_turn"]
    assert st["to_act"] == ["chance"] and st["stack"][-1]["kind"] == "PileDraw"        # P4's draw: no 地雷 judged


def test_PPS_10_20_2_time_skip_marker_blocks_second():
    st = scenario(4, hands={0: [83]})
    st["seats"][2]["skip_turn"] = True
    rejects(st, use_action(0, 83, 2), "PPS-10.20.2")


def test_PPS_10_21_curse_weapon_judgement():
    st = scenario(4, hands={0: [84], 2: [1, 2]})
    use(st, 0, 84, 2)
    top(st, 87)
    assert hp(st, 2) == 1 and hand(st, 2) == [] and st["discard"] == [1, 2, 87, 84]
    st = scenario(4, hands={0: [84], 2: [1, 2]})
    use(st, 0, 84, 2)
    top(st, 41)
    assert hp(st, 2) == 4 and hand(st, 2) == [1, 2]
