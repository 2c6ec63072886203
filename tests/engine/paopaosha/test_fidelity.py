"""Rules fidelity (issue 10): refusals inside split decisions cite the most specific rule, ids of one kind are
never read as another, judgement cards stay in the processing area while their result is applied, partial
choices are seen only by the decider, and seat numbers are integers. Everything is asserted through the
engine's public calls (apply, legal_moves, view, problems), never through internal frame fields."""
from __future__ import annotations

import copy

import pytest

from engine.core import MalformedAction, Referee
from engine.paopaosha import GAME
from tests.engine.paopaosha.helpers import (act, choose, moves, pass_, rejects, respond, scenario, top, use,
                                            use_action)
from tests.engine.paopaosha.skill_helpers import cs


def choices(st):
    return [mv["choice"] for mv in moves(st)]


def give_book(st, p, card=103):
    """公山子无影八卦阵 (#103) into p's book slot."""
    st["seats"][p]["equipment"]["book"] = card
    st["pile"].remove(card)


# -- item 1: the most specific rule inside a split declaration (PPS-0.1, PPS-18.7) ---------------------------

def test_PPS_10_5_1_borrowed_blade_victim_out_of_the_wielders_range_cites_10_5_1():
    st = scenario(4, hands={0: [52]}, equip={2: [90]})      # 木槌: range 1 from seat 2
    use(st, 0, 52, 2)
    assert choices(st) == [1, 3]
    err = rejects(st, {"type": "choose", "player": 0, "choice": 0}, "PPS-10.5.1")   # distance 2 from seat 2
    assert "range" in err.detail
    rejects(st, {"type": "choose", "player": 0, "choice": 2}, "PPS-10.5.1")        # the wielder himself


def test_PPS_12_3_borrowed_blade_victim_untouchable_by_a_non_lord_wielder_cites_12_3():
    st = cs(4, current=0, hands={0: [52]}, equip={1: [87]})
    give_book(st, 2)
    use(st, 0, 52, 1)
    assert choices(st) == [0, 3]
    rejects(st, {"type": "choose", "player": 0, "choice": 2}, "PPS-12.3")


def test_PPS_11_4_2_borrowed_blade_victim_behind_a_shield_cites_11_4_2():
    st = scenario(4, hands={0: [52]}, equip={2: [87], 3: [101]})
    use(st, 0, 52, 2)
    assert choices(st) == [0, 1]
    rejects(st, {"type": "choose", "player": 0, "choice": 3}, "PPS-11.4.2")


def test_PPS_9_1_1_shotgun_second_target_out_of_range_cites_9_1_1():
    st = scenario(8, hands={0: [1]}, equip={0: [92]})       # 跑跑散弹枪: range 3, up to three targets
    use(st, 0, 1, 1)
    assert 4 not in choices(st)
    rejects(st, {"type": "choose", "player": 0, "choice": 4}, "PPS-9.1.1")       # distance 4
    rejects(st, {"type": "choose", "player": 0, "choice": 0}, "PPS-9.1.1")       # yourself


def test_PPS_11_2_7_wok_second_card_not_in_hand_cites_11_2_7():
    st = scenario(4, hands={0: [41, 60, 1]}, equip={0: [91]})
    use(st, 0, 41, None, as_="attack", via="wok")
    assert choices(st) == [1, 60]
    rejects(st, {"type": "choose", "player": 0, "choice": 41}, "PPS-11.2.7")     # already chosen
    rejects(st, {"type": "choose", "player": 0, "choice": 30}, "PPS-11.2.7")     # not held


def test_PPS_18_7_a_split_declaration_cannot_be_withdrawn_nor_answered_with_a_non_choice():
    st = scenario(4, hands={0: [52]}, equip={2: [87]})
    use(st, 0, 52, 2)
    rejects(st, {"type": "end_play_phase", "player": 0}, "PPS-18.7")
    rejects(st, {"type": "choose", "player": 0, "choice": "done"}, "PPS-18.7")
    rejects(st, {"type": "choose", "player": 0, "choice": 99}, "PPS-18.7")


def test_PPS_12_3_control_command_victim_untouchable_cites_12_3():
    st = scenario(5, hands={0: [79], 2: [1, 26]})
    give_book(st, 3)
    use(st, 0, 79, 2)
    choose(st, 0, "command")
    choose(st, 0, 1)
    assert choices(st) == [1]
    rejects(st, {"type": "choose", "player": 0, "choice": 3}, "PPS-12.3")
    rejects(st, {"type": "choose", "player": 0, "choice": 4}, "PPS-10.18.4")


# -- item 2: a seat kept by a use is never read as a card (PPS-4.1, PPS-17.7) --------------------------------

def test_PPS_4_1_custom_deck_borrowed_blade_victim_seat_is_not_read_as_a_card():
    deck = ([{"kind": "attack", "suit": "spade", "rank": "2"}] * 2 + [{"kind": "borrowed_blade", "suit": "club",
            "rank": "J"}, {"kind": "cannon", "suit": "spade", "rank": "9"}] + [{"kind": "dodge", "suit": "heart",
            "rank": "2"}] * 16)
    st = scenario(4, hands={0: [3], 2: [1]}, options={"deck": deck})
    st["pile"].remove(4)
    st["seats"][2]["equipment"]["weapon"] = 4                   # 大炮, range 2
    assert not GAME.problems(st)
    use(st, 0, 3, 2)
    choose(st, 0, 3)                                        # victim: seat 3, the same number as the card
    respond(st, 2, 1, as_=None, via=None)                   # the wielder uses 杀 #1 on seat 3
    assert st["seats"][3]["health"] == 3
    assert st["discard"] == [1, 3] and st["processing"] == []
    assert GAME.problems(st) == []


# -- item 3: the judgement card stays in the processing area while its result is applied (PPS-7.1) -----------

def _everything_in_discard_but(keep):
    return [c for c in range(1, 111) if c not in keep]


def test_PPS_7_1_PPS_17_3_curse_judgement_card_is_not_reshuffled_by_the_reward_draw():
    keep = {84, 87, 5, 6, 7}
    st = scenario(4, hands={0: [84]}, health={2: 3}, discard=_everything_in_discard_but(keep))
    assert sorted(st["pile"]) == [5, 6, 7, 87]
    use(st, 0, 84, 2)                                       # 诅咒 on the bandit at 3 health
    top(st, 87)                                             # a weapon: 3 damage, the bandit dies
    assert not st["seats"][2]["alive"]
    top(st, 5)
    top(st, 6)                                              # the reward draw's 3rd card empties the pile: reshuffle
    assert sorted(st["seats"][0]["hand"]) == [5, 6, 7]
    assert 87 not in st["pile"] and 84 not in st["pile"]
    assert st["discard"] == [87, 84] and st["processing"] == []
    assert GAME.problems(st) == []


def test_PPS_7_1_PPS_7_4_curse_judgement_card_is_discarded_after_the_hand_discard():
    st = scenario(4, hands={0: [84], 2: [30, 9]})
    use(st, 0, 84, 2)
    top(st, 87)
    assert st["seats"][2]["health"] == 1 and st["seats"][2]["hand"] == []
    assert st["discard"] == [9, 30, 87, 84]


def test_PPS_7_1_PPS_17_7_landmine_judgement_card_goes_last_after_the_death_it_caused():
    st = scenario(4, hands={1: [20, 2]}, judge={1: [[50, 0]]}, health={1: 3}, current=1, step="begin")
    top(st, 30)                                             # ♥: 3 damage, the minister dies
    assert not st["seats"][1]["alive"]
    assert st["discard"] == [50, 2, 20, 30]


def test_PPS_7_4_circle_curse_judgement_card_follows_the_trick():
    st = scenario(4, judge={1: [[59, 0]]}, current=1, step="begin")
    top(st, 31)                                             # ♦: the play phase is skipped
    assert st["discard"] == [59, 31]


# -- item 4: partial choices are seen only by the decider (PPS-18.7) ------------------------------------------

def _views(st):
    # a deep copy: a view must not share lists with the state it was made from
    return {p: copy.deepcopy(GAME.view(st, p)) for p in [None, *range(st["players"])]}


def mentioned(value):
    """Every number and word a view's pending decision mentions, however it is laid out."""
    if isinstance(value, dict):
        return set().union(*(mentioned(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(mentioned(v) for v in value))
    return {value}


def test_PPS_18_7_flower_waters_chosen_so_far_are_seen_only_by_the_decider():
    st = cs(4, hands={0: [108], 2: [41, 42, 43]})
    use(st, 0, 108, 2)
    before = _views(st)
    choose(st, 2, 43)
    after = _views(st)
    for p in (None, 0, 1, 3):
        assert after[p] == before[p]
    assert 43 in mentioned(after[2]["stack"][-1])


def test_PPS_18_7_control_mode_chosen_is_seen_only_by_the_decider():
    st = scenario(5, hands={0: [79], 2: [1, 26]})
    use(st, 0, 79, 2)
    before = _views(st)
    choose(st, 0, "command")
    choose(st, 0, 1)
    after = _views(st)
    for p in (None, 1, 2, 3, 4):
        assert after[p] == before[p]
    assert {"command", 1} & mentioned(after[0]["stack"][-1])


def test_PPS_18_7_declaration_so_far_is_seen_only_by_the_decider():
    st = scenario(4, hands={0: [52]}, equip={2: [87]})
    use(st, 0, 52, 2)                                       # 借刀杀人 (#52), wielder seat 2: the victim comes next
    views = _views(st)
    for p in (None, 1, 2, 3):
        assert not {52, 2, "borrowed_blade"} & mentioned(views[p]["stack"][-1])
    assert {52, 2, "borrowed_blade"} <= mentioned(views[0]["stack"][-1])


def test_PPS_20_2_a_view_shares_nothing_with_the_state_it_was_made_from():
    st = cs(4, hands={0: [108], 2: [41, 42, 43]})
    use(st, 0, 108, 2)
    view = GAME.view(st, 2)
    kept = copy.deepcopy(view)
    choose(st, 2, 43)
    assert view == kept


def test_PPS_18_7_PPS_3_8_2_onion_juice_amount_hidden_until_paid_then_announced():
    st = cs(4, step="begin", chars={0: "congtou"}, health={0: 2}, hands={0: [26, 27, 28, 29, 30]},
            judge={0: [[50, 1]]})
    top(st, 41)                                                # ♥: 3 damage; 葱汁 asks how many points
    before = _views(st)
    choose(st, 0, 2)
    after = _views(st)
    assert all(after[p] == before[p] for p in (None, 1, 2, 3)) and after[0] != before[0]
    events = []
    for c in (26, 27, 28, 29):
        events += choose(st, 0, c)
    said = [e for e in events if e.get("skill") == "onion_juice"]
    assert [e["amount"] for e in said] == [2] and "prevents 2 damage" in said[0]["message"]


# -- item 5: seat numbers are integers (PPS-18.1) --------------------------------------------------------------

@pytest.mark.parametrize("seat", [0.0, 0.5, True, "0"])
def test_PPS_18_1_an_action_player_must_be_an_integer_seat(seat):
    st = scenario(4, hands={0: [1]})
    with pytest.raises(MalformedAction):
        GAME.apply(st, {"type": "end_play_phase", "player": seat})


def test_PPS_18_1_referee_refuses_a_float_seat_and_lists_no_moves_for_it():
    ref = Referee(GAME)
    state, _ = ref.setup(4, {}, seed=5, chance="server")
    seat = state["to_act"][0]
    move = ref.legal_moves(state)["moves"][0]
    with pytest.raises(MalformedAction):
        ref.apply(state, {**move, "player": float(seat)})
    assert ref.legal_moves(state, float(seat))["moves"] == []
    ref.apply(state, move)


# -- audit: the most specific rule at every other refusal site (PPS-0.1) ---------------------------------------

def test_PPS_4_2_choice_mode_a_character_outside_the_pool_cites_4_2():
    st = GAME.new_game(4, {"character_selection": "choice", "identities": ["lord", "minister", "bandit", "thief"],
                           "character_pool": ["pidan", "xiaopi", "heiniu", "congtou"]})
    assert st["to_act"] == [0] and {"type": "choose_character", "player": 0, "character": "pidan"} in moves(st)
    rejects(st, {"type": "choose_character", "player": 0, "character": "lanlan"}, "PPS-4.2")
    rejects(st, {"type": "pass", "player": 0}, "PPS-4.2")


def test_PPS_11_2_2_water_as_attack_without_the_water_gun_cites_11_2_2():
    st = scenario(4, hands={0: [41]}, health={0: 3})
    rejects(st, use_action(0, 41, 1, as_="attack", via="water_gun"), "PPS-11.2.2")


def test_PPS_11_2_7_wok_answer_without_the_wok_cites_11_2_7():
    st = scenario(4, hands={0: [55], 1: [2, 3]})
    use(st, 0, 55, 1)                                        # 单挑: seat 1 must answer with a 杀
    rejects(st, {"type": "respond", "player": 1, "card": 2, "as": "attack", "via": "wok"}, "PPS-11.2.7")


def test_PPS_11_3_6_rescuing_yourself_with_water_on_the_qq_speedcar_cites_11_3_6():
    st = scenario(4, hands={0: [1], 1: [41, 77]}, equip={0: [87], 1: [99]}, health={1: 1})
    use(st, 0, 1, 1)
    assert st["to_act"] == [1]                              # dying: 生死簿 is his one rescue
    rejects(st, {"type": "respond", "player": 1, "card": 41, "as": None, "via": None}, "PPS-11.3.6")


def test_PPS_3_5_1_PPS_3_2_1_a_skill_used_twice_cites_its_own_rule_one_not_held_3_2_1():
    st = cs(4, chars={0: "heiniu"}, health={0: 2, 1: 3}, hands={0: [1, 26, 27, 28]})
    act(st, {"type": "use_skill", "player": 0, "skill": "love", "card": 1, "target": None})
    choose(st, 0, 26)
    choose(st, 0, 1)
    again = {"type": "use_skill", "player": 0, "skill": "love", "card": 27, "target": None}
    rejects(st, again, "PPS-3.5.1")                          # 爱恋: once per turn, as its own rule says
    rejects(st, {**again, "skill": "fix_pc"}, "PPS-3.2.1")     # 小葱's skill


# -- audit: ids of one kind never kept where another is read (validate) ----------------------------------------

def replace_in_stack(data, old, new):
    """Replaces the value `old` wherever it is a whole field of a stack frame (the frames' keys are not named)."""
    hits = 0
    for fr in data["stack"]:
        for key, value in fr.items():
            if value == old and type(value) is type(old):
                fr[key], hits = copy.deepcopy(new), hits + 1
    assert hits == 1
    return data


def test_PPS_4_1_validate_refuses_a_borrowed_blade_victim_that_is_not_a_seat():
    ref = Referee(GAME)
    st = scenario(4, hands={0: [52], 2: [1], 3: [64]}, equip={2: [87]})
    use(st, 0, 52, 2)
    choose(st, 0, 1)                                        # 3 may negate: the use waits with its victim
    data = {"game": "paopaosha", "version": 1, "chance": "client", "rng": None, **GAME.dump(st)}
    assert ref.validate(data) == []
    for bad in ([True], [1, 3], [], ["1"]):
        problems = ref.validate(replace_in_stack(copy.deepcopy(data), [1], bad))
        assert problems and any("victim" in p or "number" in p or "seat" in p for p in problems), (bad, problems)


def test_PPS_19_2_validate_refuses_a_random_card_handed_to_a_seat_field():
    ref = Referee(GAME)
    st = scenario(4, hands={0: [67], 1: [3, 9]})
    use(st, 0, 67, 1)
    choose(st, 0, "hand")                                   # a random hand card (R5) is pending
    data = {"game": "paopaosha", "version": 1, "chance": "client", "rng": None, **GAME.dump(st)}
    assert ref.validate(data) == []
    top_frame, below = data["stack"][-1], data["stack"][-2]
    target = next(k for k, v in top_frame.items() if isinstance(v, str) and v in below and below[v] is None)
    seat_field = next(k for k, v in below.items() if v == 0 and type(v) is int)      # the user's seat
    top_frame[target] = seat_field
    assert any("cannot hand its answer" in p for p in ref.validate(data))


# -- audit: validate cross-checks what the options also fix (PPS-4.1, PPS-4.2, PPS-21.2) -----------------------

def _validated(st, change):
    data = {"game": "paopaosha", "version": 1, "chance": "client", "rng": None, **copy.deepcopy(GAME.dump(st))}
    change(data)
    return Referee(GAME).validate(data)


def test_PPS_4_2_validate_refuses_seats_that_contradict_the_reported_table_or_the_pool():
    st = scenario(4, chars={0: "pidan", 1: "xiaopi"})
    assert _validated(st, lambda d: None) == []

    def swap_identities(d):
        d["seats"][1]["identity"], d["seats"][2]["identity"] = "bandit", "minister"

    def reported_characters(d):
        d["options"]["characters"] = ["pidan", "xiaopi", "heiniu", "laopi"]

    def seating(d):
        d["seating"] = [1, 0, 2, 3]

    def pool(d):
        d["options"]["character_pool"] = ["heiniu", "laopi", "xiaopi"]
    assert any("reported table" in p for p in _validated(st, swap_identities))
    assert any("reported table" in p for p in _validated(st, reported_characters))
    assert any("seating 'given'" in p for p in _validated(st, seating))
    assert any("character_pool" in p for p in _validated(st, pool))


def test_PPS_21_2_validate_refuses_a_boss_elsewhere_than_boss_seat():
    st = cs(4, boss=0)
    assert _validated(st, lambda d: None) == []

    def moved(d):
        d["options"]["boss_seat"] = 1

    def identity_mode(d):
        d["options"]["mode"] = "identity"
    assert any("boss_seat" in p for p in _validated(st, moved))
    assert any("no boss" in p for p in _validated(st, identity_mode))


# -- audit: a split skill decision is announced when complete (PPS-18.7) -----------------------------------------

def test_PPS_18_7_PPS_12_4_computer_whiz_target_and_mode_seen_only_by_the_decider_until_complete():
    st = cs(4, hands={0: [26], 2: [27, 28]})
    st["seats"][0]["equipment"]["book"] = 104                    # 电脑奇才, the book
    st["pile"].remove(104)
    first = act(st, {"type": "use_skill", "player": 0, "skill": "computer_whiz", "card": None, "target": 2})
    assert not [e for e in first if e.get("target") == 2]
    views = _views(st)
    assert all(2 not in mentioned(views[p]["stack"][-1]) for p in (None, 1, 2, 3))
    assert 2 in mentioned(views[0]["stack"][-1])
    done = choose(st, 0, "all")
    assert [e["target"] for e in done if e.get("skill") == "computer_whiz"] == [2]


# -- audit: seat numbers are integers everywhere a state carries one (PPS-18.1) -----------------------------------

def test_PPS_16_6_validate_refuses_a_result_whose_seats_are_not_integers():
    ref = Referee(GAME)
    state, _ = ref.setup(3, {}, seed=11, chance="server")
    while state["result"] is None:
        state, _ = ref.apply(state, ref.legal_moves(state)["moves"][0])
    assert ref.validate(state) == []
    for key, bad in (("winners", [0.0]), ("winners", [True]), ("ranking", [2.0, 1, 0]), ("winners", [7])):
        broken = copy.deepcopy(state)
        broken["result"][key] = bad
        assert any("integer numbers" in p for p in ref.validate(broken)), (key, bad)
    broken = copy.deepcopy(state)
    broken["result"]["scores"] = {"0": 9}
    assert any("score cards" in p for p in ref.validate(broken))


def test_PPS_13_3_validate_refuses_a_marker_card_of_another_kind():
    st = cs(4, maxhp={0: 10}, health={0: 10}, marks={0: {"tear": [107, 2, 4]}})
    assert _validated(st, lambda d: None) == []

    def wrong_card(d):                                      # card #1 (a 杀) where the 天使之泪 marker lies
        seat = d["seats"][0]
        marker_key = next(k for k, v in seat["marks"].items() if v == 107)
        seat["marks"][marker_key] = 1
        seat["hand"].remove(1) if 1 in seat["hand"] else d["pile"].remove(1)
        d["pile"].append(107)
        d["pile"].sort()
    assert any("天使之泪" in p for p in _validated(st, wrong_card))
