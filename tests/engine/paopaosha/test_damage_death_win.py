"""PPS-14 damage, recovery, dying and rescue; PPS-15 death, rewards, score cards; PPS-16 winning.
Edge cases PPS-E36, E37, E40, E43, E45..E48, E51..E58."""
from tests.engine.paopaosha.helpers import (act, frame, hand, hp, moves, pass_, rejects, respond, scenario, top,
                                            use, use_action)

IDS7 = ["lord", "minister", "minister", "bandit", "bandit", "bandit", "thief"]


def kill(st, killer, victim, card=1):
    """killer (in his play phase, holding `card`) hits victim at 1 health; nobody rescues."""
    return use(st, killer, card, victim)


def test_PPS_14_1_PPS_14_2_damage_has_amount_source_and_cause():
    st = scenario(4, hands={0: [1]})
    ev = use(st, 0, 1, 1)
    dmg = [e for e in ev if e["type"] == "damage"][0]
    assert (dmg["amount"], dmg["source"], dmg["player"], dmg["health"]) == (1, 0, 1, 3)


def test_PPS_E37_PPS_14_2_health_floor_zero():
    st = scenario(4, current=3, step="begin", judge={3: [[50, 0]]}, health={3: 1}, hands={1: [41]})
    top(st, 30)
    assert hp(st, 3) == 0 and st["to_act"] == [1]
    respond(st, 1, 41)
    assert hp(st, 3) == 1


def test_PPS_E43_PPS_14_2_xiaodou_takes_no_damage():
    st = scenario(4, hands={0: [1]}, chars={1: "xiaodou"})
    ev = use(st, 0, 1, 1)
    assert hp(st, 1) == 0 and st["seats"][1]["alive"] and frame(st) == "Turn"
    assert [e["type"] for e in ev][-1] == "damage_prevented"


def test_PPS_14_3_recovery_capped_and_dying_player_is_injured():
    st = scenario(4, hands={0: [41, 42]}, health={0: 3})
    use(st, 0, 41)
    assert hp(st, 0) == 4
    rejects(st, use_action(0, 42), "PPS-9.3.1")


def test_PPS_E36_PPS_14_4_2_rescue_order_from_current_player():
    st = scenario(5, hands={1: [1], 2: [41]}, health={3: 1}, equip={1: [94]}, current=1)
    ev = use(st, 1, 1, 3)
    assert [e["amount"] for e in ev if e["type"] == "damage"] == [1]
    passes = [e["player"] for e in ev if e["type"] == "pass" and e.get("prompt") == "rescue"]
    assert passes == [1] and st["to_act"] == [2]
    ev = respond(st, 2, 41)
    assert hp(st, 3) == 1 and not [e for e in ev if e["type"] == "pass"]


def test_PPS_14_4_1_PPS_14_4_5_nobody_rescues_player_dies():
    st = scenario(5, hands={0: [1]}, health={1: 1})
    ev = use(st, 0, 1, 1)
    assert [e["player"] for e in ev if e["type"] == "pass" and e.get("prompt") == "rescue"] == [0, 1, 2, 3, 4]
    assert not st["seats"][1]["alive"]


def test_PPS_14_4_3_PPS_14_4_4_rescuer_may_be_the_dying_player():
    st = scenario(4, hands={0: [1], 1: [41]}, health={1: 1})
    use(st, 0, 1, 1)
    assert st["to_act"] == [1] and moves(st) == [
        {"type": "respond", "player": 1, "card": 41, "as": None, "via": None}, {"type": "pass", "player": 1}]
    respond(st, 1, 41)
    assert hp(st, 1) == 1


def test_PPS_E40_qq_speedcar_self_rescue_illegal():
    st = scenario(4, hands={0: [1], 3: [41], 2: [42]}, equip={0: [87], 3: [99]}, health={3: 1})
    use(st, 0, 1, 3)
    assert st["to_act"] == [2]
    pass_(st, 2)
    assert not st["seats"][3]["alive"]


def test_PPS_14_4_6_self_inflicted_death_has_no_killer():
    st = scenario(4, hands={3: [66]}, health={3: 1}, current=3, score={3: 2, 1: 0})
    use(st, 3, 66)
    assert not st["seats"][3]["alive"] and st["seats"][3]["score"] == 0
    assert [s["score"] for s in st["seats"]] == [1, 0, 1, 0]


def test_PPS_E45_PPS_15_3_1_PPS_15_4_2_lord_kills_bandit():
    st = scenario(5, hands={0: [1]}, health={4: 1}, ids=["lord", "minister", "thief", "bandit", "bandit"])
    kill(st, 0, 4)
    assert st["seats"][0]["score"] == 2 and st["to_act"] == ["chance"]
    for c in (2, 3, 4):
        top(st, c)
    assert hand(st, 0) == [2, 3, 4]


def test_PPS_E46_PPS_15_3_2_lord_kills_minister():
    st = scenario(5, hands={0: [1, 2, 3, 4]}, equip={0: [87, 95]}, health={1: 1})
    ev = kill(st, 0, 1)
    assert st["seats"][0]["score"] == 2 and hand(st, 0) == [] and st["seats"][0]["equipment"]["weapon"] is None
    assert st["discard"][-6:] == [2, 3, 4, 87, 95, 1]
    assert [e["type"] for e in ev].index("score") < [e["type"] for e in ev].index("penalty")


def test_PPS_E47_PPS_15_4_2_score_cards_accumulate():
    st = scenario(5, hands={4: [1]}, health={0: 1}, score={0: 2, 1: 0}, current=4, ids=["minister", "lord", "bandit",
                                                                                   "bandit", "thief"])
    kill(st, 4, 0)
    assert st["seats"][4]["score"] == 3


def test_PPS_E48_PPS_15_4_3_no_killer_score_removed_no_reward():
    st = scenario(5, current=2, step="begin", judge={2: [[50, 0]]}, health={2: 1})
    ev = top(st, 30)
    assert not st["seats"][2]["alive"] and sum(s["score"] for s in st["seats"]) == 4
    assert "reward" not in [e["type"] for e in ev]


def test_PPS_E56_PPS_15_3_3_thief_kills_bandit_draws_three():
    st = scenario(7, ids=IDS7, hands={6: [1]}, health={5: 1}, current=6)
    kill(st, 6, 5)
    assert st["seats"][6]["score"] == 2 and st["to_act"] == ["chance"] and st["stack"][-1]["count"] == 3


def test_PPS_15_3_3_no_reward_for_minister_killed_by_non_lord():
    st = scenario(4, hands={2: [1, 2]}, health={1: 1}, current=2, equip={2: [87]})
    kill(st, 2, 1)
    assert hand(st, 2) == [2] and frame(st) == "Turn"


def test_PPS_15_1_death_procedure_order_and_cards_discarded():
    st = scenario(4, hands={0: [1], 1: [5, 6]}, equip={1: [87]}, judge={1: [[59, 2]]}, health={1: 1})
    ev = kill(st, 0, 1)
    kinds = [e["type"] for e in ev]
    assert kinds.index("death") < kinds.index("score") < kinds.index("discard")
    assert st["seats"][1]["revealed"] and st["discard"] == [5, 6, 59, 87, 1]


def test_PPS_15_2_PPS_15_5_dead_player_is_never_asked_or_targeted():
    st = scenario(4, hands={0: [57, 1]}, dead=(1,))
    use(st, 0, 57)
    assert (hp(st, 2), hp(st, 3)) == (3, 3)
    rejects(st, use_action(0, 1, 1), "PPS-15.5")


def test_PPS_E51_PPS_16_4_thief_wins_alone():
    st = scenario(4, hands={3: [1]}, health={0: 1}, dead=(1, 2), current=3)
    kill(st, 3, 0)
    assert st["result"]["winners"] == [3] and st["result"]["side"] == "thief" and st["to_act"] == []


def test_PPS_E52_PPS_16_3_dead_bandit_wins():
    st = scenario(4, hands={3: [1]}, health={0: 1}, dead=(2,), current=3)
    kill(st, 3, 0)
    assert st["result"]["winners"] == [2] and st["result"]["side"] == "bandits"


def test_PPS_E53_PPS_16_2_lord_side_wins_dead_minister_too():
    st = scenario(4, hands={0: [1]}, health={3: 1}, dead=(1, 2))
    kill(st, 0, 3)
    assert st["result"]["winners"] == [0, 1] and st["result"]["ranking"][:2] == [0, 1]


def test_PPS_E54_seven_players_thief_still_alive():
    st = scenario(7, ids=IDS7, hands={0: [1, 2]}, health={6: 1}, dead=(3, 4, 5), equip={0: [85]})
    assert st["result"] is None
    kill(st, 0, 6)
    assert st["result"]["winners"] == [0, 1, 2]


def test_PPS_E55_lord_dies_before_thief_is_alone():
    st = scenario(7, ids=IDS7, hands={6: [1]}, health={0: 1}, dead=(2, 3, 4, 5), current=6)
    kill(st, 6, 0)
    assert st["result"]["winners"] == [3, 4, 5] and st["result"]["side"] == "bandits"


def test_PPS_E57_two_thieves_left():
    ids = ["lord", "minister", "minister", "bandit", "bandit", "bandit", "thief", "thief"]
    st = scenario(8, ids=ids, hands={7: [1]}, health={0: 1}, dead=(1, 2, 3, 4, 5), current=7)
    kill(st, 7, 0)
    assert st["result"]["side"] == "bandits" and st["result"]["winners"] == [3, 4, 5]


def test_PPS_E58_PPS_16_1_lord_dies_mid_aoe_game_ends_at_once():
    st = scenario(4, hands={2: [49], 1: [26]}, health={0: 1}, current=2)
    ev = use(st, 2, 49)
    assert st["result"]["side"] == "bandits" and st["to_act"] == [] and st["stack"] == []
    asked = [e["player"] for e in ev if e["type"] == "pass" and e["prompt"] in ("dodge", "rescue")]
    assert asked == [3, 0, 2, 3, 0, 1]     # dodges of P4, P1; rescue round P3, P4, P1, P2; nothing for P2 after
    assert hp(st, 1) == 4


def test_PPS_16_5_three_players_no_thief():
    st = scenario(3, hands={0: [1]}, health={2: 1})
    kill(st, 0, 2)
    assert st["result"]["winners"] == [0, 1]


def test_PPS_16_6_ranking_and_scores_with_all_revealed():
    st = scenario(5, hands={0: [1]}, health={4: 1}, dead=(2, 3), score={0: 3})
    kill(st, 0, 4)
    r = st["result"]
    assert r["winners"] == [0, 1] and r["ranking"] == [0, 1, 2, 3, 4]
    assert r["scores"] == {"0": 4, "1": 1, "2": 0, "3": 0, "4": 0}
    assert all(s["revealed"] for s in st["seats"])


def test_PPS_14_4_3_rescue_skills_and_any_card_conversions_hook_in_by_name(monkeypatch):
    from engine.paopaosha import machine
    from engine.paopaosha.cards import CHARACTERS

    def offer(st, q, ctx):
        if ctx["dying"] != q:
            ctx["moves"].append({"type": "use_skill", "player": q, "skill": "mend", "card": None, "target": ctx["dying"]})

    def mend(st, q, p, a, ev):
        st["seats"][p]["health"] = 2

    monkeypatch.setitem(machine.ABILITIES, "mend", {"rescue_skills": offer, "rescue_use": mend})
    monkeypatch.setitem(machine.CONVERSIONS, "soy", {"source": "any", "as": {"rescue": "water"},
                                                     "ok": lambda st, p, c, ctx: True})
    monkeypatch.setitem(CHARACTERS, "healer", {"en": "H", "zh": "医", "kingdom": "dou", "health": 4,
                                              "skills": ["mend"]})
    st = scenario(4, hands={0: [1], 2: [5]}, equip={2: [87]}, health={1: 1}, chars={3: "healer"})
    use(st, 0, 1, 1)
    assert st["to_act"] == [2] and moves(st) == [
        {"type": "respond", "player": 2, "card": 5, "as": "water", "via": "soy"},
        {"type": "respond", "player": 2, "card": 87, "as": "water", "via": "soy"},
        {"type": "pass", "player": 2}]
    pass_(st, 2)
    assert st["to_act"] == [3] and moves(st)[0]["skill"] == "mend"
    act(st, moves(st)[0])
    assert hp(st, 1) == 2 and st["seats"][1]["alive"]
