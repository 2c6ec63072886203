"""MM-2: setup."""
import pytest

from engine.core import Referee
from engine.core.errors import InvalidSetup
from engine.monster_maker_5 import GAME

from .helpers import T, act, field, hand, side


def deal(s, cards):
    for cid in cards:
        GAME.apply(s, {"type": "deal", "player": "chance", "card": cid})


def test_MM_2_1_player_count_2_to_8():
    for bad in (1, 9):
        with pytest.raises(InvalidSetup) as error:
            GAME.new_game(bad, {})
        assert error.value.rule == "MM-2.1"
    assert GAME.new_game(8, {})["players"] == 8


def test_MM_2_2_MM_2_3_dungeon_apart_and_deck_unordered():
    s = GAME.new_game(4, {})
    assert s["dungeon"] == {"card": "DG", "prisoners": [], "guards": [], "defeated": False}
    assert s["deck"] == list(T.deck) and GAME.to_act(s) == ["chance"]
    assert len(GAME.chance_outcomes(s)) == 60


def _ec01():
    s = GAME.new_game(4, {"first_player": 0})
    hands = [["P2", "G5", "W1", "O3", "FB1"], ["O1", "O2", "MN1", "SL", "T1"], ["G1", "G2", "M1", "HA", "PR1"],
             ["DS1", "FB2", "W2", "M2", "T2"]]
    for k in range(5):
        deal(s, [hands[p][k] for p in range(4)])
    return s


def test_EC_01_MM_2_4_MM_2_5_MM_2_9_setup_placement():
    s = _ec01()
    assert field(s, 0) == ["P2", "G5"] and hand(s, 0) == ["W1", "O3", "FB1"] and side(s, 0) == "light"
    assert field(s, 1) == [] and len(hand(s, 1)) == 5 and side(s, 1) == "neutral"
    assert field(s, 2) == ["G1", "G2"] and hand(s, 2) == ["M1", "PR1", "HA"] and side(s, 2) == "neutral"
    assert field(s, 3) == [] and side(s, 3) == "neutral"
    # MM-2.6: the rest is the deck.
    assert s["deck_size"] == 40 and s["phase"] == "draw" and s["active"] == 0
    # MM-3.5: C can be attacked, B and D cannot (checked from A's point of view, Light).
    from engine.monster_maker_5.rules import attack_targets
    assert attack_targets(s, 0) == [2]


def test_MM_2_4_round_robin_deal_from_seat_0():
    s = GAME.new_game(3, {"first_player": 0})
    deal(s, ["W1", "W2", "W3", "W4"])
    assert hand(s, 0) == ["W1", "W4"] and hand(s, 1) == ["W2"] and hand(s, 2) == ["W3"]


def test_MM_2_7_random_first_player_is_one_chance_event():
    s = GAME.new_game(2, {})
    deal(s, list(T.deck[14:24]))
    assert s["phase"] == "first_player"
    assert [o.action["seat"] for o in GAME.chance_outcomes(s)] == [0, 1]
    GAME.apply(s, {"type": "first_player", "player": "chance", "seat": 1})
    assert s["active"] == 1 and s["first_player"] == 1 and GAME.to_act(s) == [1]


def test_MM_2_7_fixed_first_player_and_bad_seat():
    with pytest.raises(InvalidSetup) as error:
        GAME.new_game(2, {"first_player": 2})
    assert error.value.rule == "MM-2.7"


def test_MM_2_8_turn_order_is_clockwise_and_fixed():
    s = _ec01()
    seen = []
    for _ in range(5):
        seen.append(s["active"])
        p = s["active"]
        act(s, "draw", p)
        GAME.apply(s, {"type": "draw_card", "player": "chance", "card": next(c for c in s["deck"]
                                                                             if T.cards[c].cls == "spell")})
        act(s, "choose_side", p, option="keep", side=None, cards=[])
        if s["seats"][p]["hand_size"] > 5:
            return
        act(s, "pass", p)
    assert seen == [0, 1, 2, 3, 0]


def test_EC_05_MM_2_10_MM_13_3_countdown_started_at_setup():
    s = GAME.new_game(3, {"first_player": 0})
    daggers = [f"P{i}" for i in range(1, 8)] + [f"G{i}" for i in range(1, 8)]
    deal(s, daggers + ["W1"])
    assert s["countdown"] == 1 and s["active"] == 0
    order = []
    while s["result"] is None:
        p = s["active"]
        order.append(p)
        act(s, "draw", p)
        GAME.apply(s, {"type": "draw_card", "player": "chance",
                       "card": next(c for c in s["deck"] if T.cards[c].cls == "spell" or T.cards[c].cls == "thief")})
        act(s, "choose_side", p, option="keep", side=None, cards=[])
        act(s, "pass", p)
        if s["phase"] == "discard":
            act(s, "discard_to_limit", p, cards=[hand(s, p)[0]])
    assert order == [0, 1, 2, 0, 1, 2]
    assert s["result"]["reason"] == "countdown_over" and "countdown turn 6 has ended (MM-13.2)" in s["result"]["message"]


def test_MM_2_6_referee_setup_server_mode_deals_everything():
    state, events = Referee(GAME).setup(5, {}, seed=7)
    assert state["dealt"] == 25 and state["deck_size"] + sum(len(x["hand"]) + len(x["field"])
                                                             for x in state["seats"]) == 60
    assert state["to_act"] == [state["active"]] and state["phase"] == "draw"
