"""PPS-17 zones and reshuffle, PPS-16.7/16.9 draws, PPS-18 decisions, PPS-19 chance, PPS-20 hidden information.
Edge cases PPS-E64, E65, E66."""
import json

import pytest

from engine.core import MalformedAction, Referee, UnknownAction
from engine.paopaosha import GAME
from tests.engine.paopaosha.helpers import (choose, frame, hand, moves, rejects, respond, scenario, top, use,
                                            use_action)

ALL = set(range(1, 111))


def test_PPS_E64_PPS_17_3_reshuffle_mid_draw():
    rest = sorted(ALL - {5} - set(range(21, 41)))
    st = scenario(4, step="play", discard=list(range(21, 41)), hands={2: rest[:40], 3: rest[40:]})
    st["stack"][0]["step"] = "draw"
    from engine.paopaosha import machine
    ev = []
    machine.run(st, ev)
    # #5 was the only card: drawn at once, the 20 discards became the pile, and one more draw is pending
    assert hand(st, 0) == [5] and st["discard"] == [] and len(st["pile"]) == 20 and st["to_act"] == ["chance"]
    assert [e["type"] for e in ev if e["type"] == "reshuffle"] == ["reshuffle"]
    top(st, 30)
    assert len(st["pile"]) == 19 and hand(st, 0) == [5, 30]


def test_PPS_E65_processing_area_excluded_from_reshuffle():
    gone = [1, 2, 3, 4, 7, 64, 65]
    rest = sorted(ALL - {60, 5, 6} - set(gone))
    st = scenario(4, hands={0: [60], 2: rest[:50], 3: rest[50:]}, discard=gone)
    assert sorted(st["pile"]) == [5, 6]
    use(st, 0, 60)
    top(st, 5)
    assert st["pile"] == gone and st["discard"] == [60] and hand(st, 0) == [5, 6]


def test_PPS_E66_PPS_17_4_PPS_16_7_exhaustion_is_a_draw():
    rest = sorted(ALL)
    st = scenario(4, step="play", hands={2: rest[:55], 3: rest[55:]})
    st["stack"][0]["step"] = "draw"
    from engine.paopaosha import machine
    machine.run(st, [])
    assert st["result"]["winners"] == [] and st["result"]["side"] == "draw" and st["to_act"] == []


def test_PPS_16_9_round_limit_draw():
    st = scenario(4, current=3, step="end", options={"round_limit": 1})
    assert st["result"]["side"] == "draw" and st["result"]["winners"] == [] and st["round"] == 2


def test_PPS_16_10_random_games_terminate():
    ref = Referee(GAME)
    s, _ = ref.setup(3, {"round_limit": 3}, seed=11, chance="server")
    steps = 0
    while s["result"] is None and steps < 5000:
        s, _ = ref.apply(s, ref.legal_moves(s)["defaults"][0])
        steps += 1
    assert s["result"] is not None


def test_PPS_17_1_PPS_17_2_PPS_17_7_zones_are_sorted_sets_and_drawing_from_pile():
    st = scenario(4, step="draw")
    top(st, 40)
    top(st, 2)
    assert hand(st, 0) == [2, 40] and 2 not in st["pile"] and st["pile"] == sorted(st["pile"])


def test_PPS_17_5_removed_cards_never_return():
    st = scenario(4, hands={0: [1]}, equip={1: [88]}, health={3: 1})
    st["blade_uses"] = {"88": 2}
    use(st, 0, 1, 3)
    respond(st, 1, 88, as_="life_book", via="reaper_blade")
    assert st["removed"] == [88] and 88 not in st["discard"]


def test_PPS_17_6_PPS_20_1_drawn_card_seen_only_by_drawer():
    st = scenario(4, step="draw")
    ev = top(st, 40)
    draws = [e for e in ev if e["type"] == "draw"]
    assert draws[0]["visible_to"] == "all" and "card" not in draws[0]
    assert draws[1]["visible_to"] == [0] and draws[1]["card"] == 40


def test_PPS_18_1_actions_are_parsed_strictly():
    st = scenario(4, hands={0: [1]})
    with pytest.raises(MalformedAction):
        GAME.apply(st, {"type": "use_card", "player": 0, "card": 1})
    with pytest.raises(UnknownAction):
        GAME.apply(st, {"type": "fly", "player": 0})
    with pytest.raises(MalformedAction):
        GAME.apply(st, {"type": "end_play_phase", "player": 0, "extra": 1})


def test_PPS_18_2_PPS_18_4_prompt_answers_and_pass():
    st = scenario(4, hands={0: [1], 1: [26, 71, 78]})
    use(st, 0, 1, 1)
    assert moves(st) == [{"type": "respond", "player": 1, "card": 26, "as": None, "via": None},
                         {"type": "respond", "player": 1, "card": 71, "as": "dodge", "via": None},
                         {"type": "respond", "player": 1, "card": 78, "as": None, "via": None},
                         {"type": "pass", "player": 1}]
    rejects(st, {"type": "respond", "player": 1, "card": 71, "as": None, "via": None}, "PPS-10.13")


def test_PPS_18_3_PPS_18_5_every_running_state_has_a_legal_move():
    ref = Referee(GAME)
    s, _ = ref.setup(5, {}, seed=3, chance="server")
    for _ in range(300):
        if s["result"]:
            break
        lm = ref.legal_moves(s)
        assert lm["moves"]
        s, _ = ref.apply(s, lm["moves"][-1])


def test_PPS_18_6_no_controlled_players_without_god_cards():
    st = scenario(4)
    assert st["to_act"] == [0]


def test_PPS_18_7_split_declaration_borrowed_blade():
    st = scenario(4, hands={0: [52]}, equip={2: [87]})
    use(st, 0, 52, 2)
    assert frame(st) == "UseDeclaration" and [mv["choice"] for mv in moves(st)] == [0, 1, 3]
    rejects(st, {"type": "choose", "player": 0, "choice": 2}, "PPS-10.5.1")   # the wielder himself (PPS-0.1)


def test_PPS_19_1_client_chance_outcomes_are_checked():
    st = scenario(4, step="draw")
    outs = GAME.chance_outcomes(st)
    assert len(outs) == 110 and outs[0].action == {"type": "top_card", "player": "chance", "card": 1}
    rejects(st, {"type": "top_card", "player": "chance", "card": 500}, "PPS-19.1")


def test_PPS_19_2_random_hand_card_outcomes_are_the_hand():
    st = scenario(4, hands={0: [67], 1: [3, 9]})
    use(st, 0, 67, 1)
    choose(st, 0, "hand")
    assert [o.action["card"] for o in GAME.chance_outcomes(st)] == [3, 9]


def test_PPS_19_3_PPS_19_4_seeded_replay_is_byte_identical():
    ref = Referee(GAME)
    s, _ = ref.setup(4, {}, seed=9, chance="server")
    actions = []
    for _ in range(150):
        if s["result"]:
            break
        mv = ref.legal_moves(s)["moves"][0]
        actions.append(mv)
        s, _ = ref.apply(s, mv)
    again, _ = ref.replay({"players": 4, "options": {}, "seed": 9, "chance": "server"}, actions)
    assert json.dumps(again, sort_keys=True) == json.dumps(s, sort_keys=True)


def test_PPS_20_1_PPS_20_2_view_hides_hands_identities_and_pile():
    st = scenario(4, hands={0: [1, 2], 1: [3]})
    v = GAME.view(st, 1)
    assert v["seats"][0]["hand"] == 2 and v["seats"][1]["hand"] == [3]
    assert [s["identity"] for s in v["seats"]] == ["lord", "minister", None, None]
    assert v["pile"] == len(st["pile"]) and v["options"]["identities"] == "reported"
    spectator = GAME.view(st, None)
    assert all(isinstance(s["hand"], int) for s in spectator["seats"])
    text = json.dumps(v)
    assert '"bandit"' not in text and '"thief"' not in text


def test_PPS_19_2_random_seating_R0_is_a_chance_event_per_seat():
    st = GAME.new_game(3, {"seating": "random"})
    assert st["seating"] == [None, None, None]
    assert [o.action for o in GAME.chance_outcomes(st)] == [
        {"type": "seat_player", "player": "chance", "seat": 0, "who": w} for w in (0, 1, 2)]
    GAME.apply(st, {"type": "seat_player", "player": "chance", "seat": 0, "who": 2})
    GAME.apply(st, {"type": "seat_player", "player": "chance", "seat": 1, "who": 0})
    assert st["seating"] == [2, 0, 1] and GAME.chance_outcomes(st)[0].action["type"] == "deal_identity"
    assert GAME.new_game(3, {})["seating"] == [0, 1, 2]
