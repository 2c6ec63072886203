"""PPS-6 using cards and response windows, PPS-7 judgement; edge cases PPS-E32, E33."""
from tests.engine.paopaosha.helpers import (act, choose, frame, hand, hp, moves, pass_, rand, rejects, respond,
                                            scenario, top, use, use_action)


def test_PPS_6_1_exactly_one_decider():
    st = scenario(4, hands={0: [57], 1: [1], 2: [2], 3: [3]})
    use(st, 0, 57)
    assert st["to_act"] == [1]
    rejects(st, {"type": "pass", "player": 2}, "PPS-6.1")


def test_PPS_6_2_declaration_checked_and_state_unchanged_on_refusal():
    st = scenario(4, hands={0: [1]})
    rejects(st, use_action(0, 2, 1), "PPS-6.2")            # a card he does not hold
    rejects(st, use_action(0, 1, None), "PPS-6.2")   # 杀 without a target


def test_PPS_6_2_used_card_sits_in_processing_until_finished():
    st = scenario(4, hands={0: [55], 1: [1]})
    use(st, 0, 55, 1)
    assert st["processing"] == [55] and frame(st) == "AttackPrompt"
    pass_(st, 1)
    assert st["processing"] == [] and st["discard"] == [55]


def test_PPS_6_3_virtual_card_is_the_imitated_card_and_physical_card_discarded():
    st = scenario(4, hands={0: [71], 1: [26]})
    ev = use(st, 0, 71, 1, as_="attack")
    assert [e for e in ev if e["type"] == "use"][0]["card_as"] == "attack"
    respond(st, 1, 26)
    assert st["discard"] == [26, 71]


def test_PPS_E32_PPS_6_4_3_two_negations_cancel_each_other():
    st = scenario(4, hands={0: [67], 1: [64, 1, 2], 2: [65]})
    use(st, 0, 67, 1)
    assert st["to_act"] == [1]
    respond(st, 1, 64)
    assert st["to_act"] == [2]                 # P1 and P2 auto-pass in window 2 (PPS-6.9)
    respond(st, 2, 65)
    assert frame(st) == "Take"                 # window 3 passed by all
    choose(st, 0, "hand")
    rand(st, 2)
    assert hand(st, 1) == [1] and st["discard"] == [64, 65, 2, 67]


def test_PPS_E33_PPS_6_4_4_one_negation_cancels():
    st = scenario(4, hands={0: [67], 1: [64, 1], 2: [65]})
    use(st, 0, 67, 1)
    respond(st, 1, 64)
    pass_(st, 2)
    assert hand(st, 1) == [1] and st["discard"] == [64, 67] and frame(st) == "Turn"


def test_PPS_6_4_1_PPS_6_4_2_window_order_from_current_player_and_restarts():
    st = scenario(4, hands={0: [67, 64], 1: [1], 3: [65]})
    use(st, 0, 67, 1)
    assert st["to_act"] == [0]                # the user is asked first, as current player
    pass_(st, 0)
    assert st["to_act"] == [3]
    respond(st, 3, 65)
    assert st["to_act"] == [0]                # the new window asks again from the current player
    respond(st, 0, 64)
    assert frame(st) == "Take"


def test_PPS_6_4_5_basic_cards_and_equipping_open_no_window():
    st = scenario(4, hands={0: [1, 87], 1: [64, 26]})
    act(st, {"type": "equip", "player": 0, "card": 87})
    use(st, 0, 1, 1)
    assert frame(st) == "Dodge"


def test_PPS_6_5_single_player_prompt_only_for_named_player():
    st = scenario(4, hands={0: [55], 2: [1], 1: [2]})
    use(st, 0, 55, 2)
    assert st["to_act"] == [2] and frame(st) == "AttackPrompt"


def test_PPS_6_6_group_order_from_users_next_player():
    st = scenario(5, hands={2: [57], 0: [1], 1: [2], 3: [3], 4: [4]}, current=2)
    order = []
    use(st, 2, 57)
    while frame(st) == "AttackPrompt":
        order.append(st["to_act"][0])
        pass_(st, st["to_act"][0])
    assert order == [3, 4, 0, 1]


def test_PPS_6_7_resolution_continues_after_a_death():
    st = scenario(4, hands={0: [49]}, health={1: 1})
    use(st, 0, 49)
    assert not st["seats"][1]["alive"] and (hp(st, 2), hp(st, 3)) == (3, 3)


def test_PPS_6_8_target_dead_before_its_part_is_skipped():
    st = scenario(4, hands={0: [49], 2: [64]})
    use(st, 0, 49)
    assert st["to_act"] == [2] and frame(st) == "NegationWindow"     # the window of P2's part waits on P3
    st["seats"][3]["alive"] = False                       # P4 dies meanwhile (re-check test)
    ev = pass_(st, 2)
    assert st["to_act"] == [2]                            # P3's own window
    ev += pass_(st, 2)
    assert (hp(st, 1), hp(st, 2), hp(st, 3)) == (3, 3, 4)
    assert all(e.get("player") != 3 for e in ev)


def test_PPS_6_9_auto_pass_is_recorded_like_a_chosen_pass():
    st = scenario(4, hands={0: [1]})
    ev = use(st, 0, 1, 1)
    assert {"type": "pass", "visible_to": "all", "message": "Player 1 passes (dodge).", "player": 1,
            "prompt": "dodge"} in ev


def test_PPS_6_10_played_card_discarded_before_the_used_one():
    st = scenario(4, hands={0: [1], 1: [26]})
    use(st, 0, 1, 1)
    respond(st, 1, 26)
    assert st["discard"] == [26, 1]


def test_PPS_7_1_PPS_7_2_PPS_7_4_judgement_card_revealed_then_discarded():
    st = scenario(4, current=1, step="begin", judge={1: [[59, 0]]})
    assert st["to_act"] == ["chance"]
    ev = top(st, 10)
    assert [e for e in ev if e["type"] == "reveal"][0]["card"] == 10
    assert st["discard"] == [59, 10] and st["processing"] == []


def test_PPS_7_3_PPS_7_6_weapon_result_means_a_weapon_card():
    st = scenario(4, hands={0: [84]})
    use(st, 0, 84, 1)
    top(st, 93)
    assert hp(st, 1) == 1


def test_PPS_7_5_judgement_is_final():
    st = scenario(4, hands={0: [84], 1: [64]})
    use(st, 0, 84, 1)
    pass_(st, 1)
    top(st, 41)
    assert hp(st, 1) == 4 and frame(st) == "Turn"


def test_PPS_0_7_PPS_5_4_a_skill_hooks_in_by_name_only(monkeypatch):
    """The machinery takes character skills as data: a name on the character and functions at timings."""
    from engine.paopaosha import machine
    from engine.paopaosha.cards import CHARACTERS

    def offer(st, p, ctx):
        if "heal" not in st["counters"]["used"]:
            ctx["moves"].append({"type": "use_skill", "player": p, "skill": "heal", "card": None, "target": None})

    def heal(st, p, a, ev):
        st["counters"]["used"].append("heal")
        st["seats"][p]["health"] = st["seats"][p]["max_health"]

    monkeypatch.setitem(machine.ABILITIES, "heal", {"play_skills": offer, "use": heal,
                                                    "damage_prevent": lambda st, p, ctx: ctx.update(prevent=True)})
    monkeypatch.setitem(CHARACTERS, "tester", {"en": "T", "zh": "测", "kingdom": "pi", "health": 4,
                                              "skills": ["heal"]})
    st = scenario(4, health={0: 2}, chars={0: "tester"}, hands={1: [1]})
    assert moves(st)[0]["skill"] == "heal"
    act(st, moves(st)[0])
    assert hp(st, 0) == 4 and all(mv["type"] != "use_skill" for mv in moves(st))
