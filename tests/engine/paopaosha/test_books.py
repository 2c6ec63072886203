"""PPS-12 skill books: the book slot, 公山子无影脚 (#102), 公山子无影八卦阵 (#103), 电脑奇才 (#104), 神秘惊奇 (#105)."""
from tests.engine.paopaosha.helpers import (choose, equip, frame, hand, hp, moves, pass_, rand, rejects,
                                            use, use_action)
from tests.engine.paopaosha.skill_helpers import cs, marks, skill, skill_action, types


def book(st, p):
    return st["seats"][p]["equipment"]["book"]


def test_PPS_12_1_books_take_the_fourth_slot_and_replace_each_other():
    st = cs(4, hands={0: [102, 103, 105]})
    assert {"type": "equip", "player": 0, "card": 102} in moves(st)
    assert {"type": "equip", "player": 0, "card": 105} not in moves(st)   # one-shot: never in the slot
    equip(st, 0, 102)
    assert book(st, 0) == 102
    equip(st, 0, 103)
    assert book(st, 0) == 103 and st["discard"] == [102]
    rejects(st, {"type": "equip", "player": 0, "card": 105}, "PPS-11.1.1")


def test_PPS_12_1_a_book_can_be_demolished_and_is_not_negatable():
    st = cs(4, hands={0: [67], 2: [64]}, equip={1: [100]})
    st["seats"][1]["equipment"]["book"] = 104
    st["pile"].remove(104)
    use(st, 0, 67, 1)
    assert st["to_act"] == [2]                                 # the trick can be negated ...
    pass_(st, 2)
    assert 104 in [mv["choice"] for mv in moves(st)]
    choose(st, 0, 104)
    assert book(st, 1) is None and 104 in st["discard"]
    st = cs(4, hands={0: [102], 2: [64]})
    ev = equip(st, 0, 102)                                     # ... equipping a book cannot
    assert book(st, 0) == 102 and st["to_act"] == [0] and "negate" not in types(ev)


def test_PPS_12_2_shadowless_kick_unlimited_attacks():
    st = cs(4, hands={0: [1, 2]}, equip={0: []})
    st["seats"][0]["equipment"]["book"] = 102
    st["pile"].remove(102)
    use(st, 0, 1, 1)
    use(st, 0, 2, 1)
    assert hp(st, 1) == 2 and st["counters"]["attacks"] == 2


def test_PPS_12_2_shadowless_kick_attack_as_duel_any_distance():
    st = cs(6, hands={0: [1, 26]}, equip={3: [101]})
    st["seats"][0]["equipment"]["book"] = 102
    st["pile"].remove(102)
    duels = [mv["target"] for mv in moves(st) if mv.get("as") == "duel"]
    assert duels == [1, 2, 4, 5]                               # not 盾牌 (a virtual trick), any distance
    assert not [mv for mv in moves(st) if mv.get("card") == 26 and mv.get("as") == "duel"]
    use(st, 0, 1, 4, "duel", "shadowless_kick")
    assert hp(st, 4) == 3 and st["counters"]["attacks"] == 0 and 1 in st["discard"]


def test_PPS_12_2_kick_duel_can_be_negated():
    st = cs(4, hands={0: [1], 2: [64]})
    st["seats"][0]["equipment"]["book"] = 102
    st["pile"].remove(102)
    use(st, 0, 1, 1, "duel", "shadowless_kick")
    assert st["to_act"] == [2] and frame(st) == "NegationWindow"


def bagua(st, p):
    st["seats"][p]["equipment"]["book"] = 103
    st["pile"].remove(103)


def test_PPS_12_3_ignore_distance_and_armour():
    st = cs(6, hands={0: [1, 73]}, equip={3: [100]})
    bagua(st, 0)
    assert use_action(0, 1, 3) in moves(st) and use_action(0, 73, 3) in moves(st)   # distance 3
    use(st, 0, 1, 3)                                           # d = 3 and 八卦阵 is not offered
    assert hp(st, 3) == 3


def test_PPS_12_3_untouchable_except_by_the_lord():
    st = cs(4, current=2, hands={2: [1, 49]})
    bagua(st, 1)
    rejects(st, use_action(2, 1, 1), "PPS-12.3")
    ev = use(st, 2, 49)
    assert [e["targets"] for e in ev if e["type"] == "use"] == [[3, 0]]
    st = cs(4, current=0, hands={0: [1]})
    bagua(st, 1)
    use(st, 0, 1, 1)
    assert hp(st, 1) == 3


def test_PPS_12_3_scorn_hits_the_weakest_players_neighbours():
    st = cs(5, hands={0: [1, 2]}, health={3: 1, 1: 2})
    bagua(st, 0)
    assert [mv for mv in moves(st) if mv["type"] == "use_skill"] == [skill_action(0, "scorn", c, 3) for c in (1, 2)]
    ev = skill(st, 0, "scorn", 1, 3)
    assert [hp(st, i) for i in range(5)] == [4, 2, 3, 1, 3]
    assert [e["targets"] for e in ev if e["type"] == "use"] == [[2, 4]]
    rejects(st, use_action(0, 2, 1), "PPS-9.1.2")              # it was the turn's 杀
    assert not [mv for mv in moves(st) if mv["type"] == "use_skill"]


def test_PPS_12_3_scorn_tie_lets_the_user_choose_and_wok_pays_two():
    st = cs(5, hands={0: [26, 27]}, health={2: 2, 3: 2}, equip={0: [91]})
    bagua(st, 0)
    assert sorted({mv["target"] for mv in moves(st) if mv["type"] == "use_skill"}) == [2, 3]
    skill(st, 0, "scorn", 26, 2)
    choose(st, 0, 27)
    assert [hp(st, i) for i in range(5)] == [4, 3, 2, 1, 4] and hand(st, 0) == []


def whiz_book(st, p):
    st["seats"][p]["equipment"]["book"] = 104
    st["pile"].remove(104)


def test_PPS_12_4_computer_whiz_book_one_card():
    st = cs(4, hands={0: [26], 1: [27, 28]})
    whiz_book(st, 0)
    assert [mv["target"] for mv in moves(st) if mv["type"] == "use_skill"] == [1, 2, 3]
    skill(st, 0, "computer_whiz", None, 1)
    assert [mv["choice"] for mv in moves(st)] == ["one", "all"]
    choose(st, 0, "one")
    choose(st, 0, 26)
    rand(st, 27)
    assert hand(st, 0) == [27] and hand(st, 1) == [26, 28]
    assert not [mv for mv in moves(st) if mv["type"] == "use_skill"]       # once per turn


def test_PPS_12_4_computer_whiz_book_whole_hands():
    st = cs(4, hands={0: [26], 2: [27, 28]})
    whiz_book(st, 0)
    skill(st, 0, "computer_whiz", None, 2)
    assert [mv["choice"] for mv in moves(st)] == ["one", "all"]
    choose(st, 0, "all")
    assert hand(st, 0) == [27, 28] and hand(st, 2) == [26]
    st = cs(4, hands={0: [26]})
    whiz_book(st, 0)
    skill(st, 0, "computer_whiz", None, 3)
    assert [mv["choice"] for mv in moves(st)] == ["all"]


def test_PPS_12_5_mystic_surprise_five_cards():
    st = cs(4, hands={0: [105], 1: [1, 2, 3, 4, 5, 6]}, equip={1: [101]})
    use(st, 0, 105, 1)                                         # 盾牌 does not stop a book
    assert len(moves(st)) == 7 and {"type": "pass", "player": 1} in moves(st)
    for c in (1, 2, 3, 4):
        choose(st, 1, c)
    assert {"type": "pass", "player": 1} not in moves(st)
    choose(st, 1, 6)
    assert hand(st, 0) == [1, 2, 3, 4, 6] and hand(st, 1) == [5] and st["discard"] == [105]
    assert book(st, 0) is None


def test_PPS_12_5_mystic_surprise_four_damage():
    st = cs(4, hands={0: [105], 1: [1, 2, 3, 4]}, maxhp={1: 10}, health={1: 6})
    ev = use(st, 0, 105, 1)
    assert hp(st, 1) == 2 and [e["amount"] for e in ev if e["type"] == "damage"] == [4]
    st = cs(4, hands={0: [105], 1: [1, 2, 3, 4, 5]}, maxhp={1: 10}, health={1: 6})
    use(st, 0, 105, 1)
    pass_(st, 1)
    assert hp(st, 1) == 2 and hand(st, 1) == [1, 2, 3, 4, 5]
    assert marks(st, 1)["uses"] == {}
    rejects(st, use_action(0, 105, 1), "PPS-6.2")


def test_PPS_12_3_untouchable_as_a_borrowed_blade_victim_and_scorn_with_attack_or_dodge():
    st = cs(4, current=0, hands={0: [52]}, equip={1: [87]})
    bagua(st, 2)
    assert use_action(0, 52, 1) in moves(st)
    use(st, 0, 52, 1)
    assert [mv["choice"] for mv in moves(st)] == [0, 3]        # seat 2 is out: seat 1 is not the lord
    st = cs(5, hands={0: [71]}, health={2: 1})
    bagua(st, 0)
    assert skill_action(0, "scorn", 71, 2) in moves(st)
    ev = skill(st, 0, "scorn", 71, 2)
    assert [e["targets"] for e in ev if e["type"] == "use"] == [[1, 3]] and [hp(st, q) for q in (1, 3)] == [3, 3]
