"""Monster Run over HTTP, every exchange checked against openapi.yaml: whole level-1 games in both chance modes,
replay, views, and a rules error a player can read."""
import json

import pytest

BASE = "/v1/games/monster-run"


def post(client, path, body, status=200):
    response = client.post(f"{BASE}/{path}", json=body)
    assert response.status_code == status, response.get_json()
    return response.get_json()


def racing(moves):
    """The default move (MR-13.7) plays the longest note that fits, so the race ends in few turns."""
    return (moves["defaults"] or moves["moves"])[0]


def play_out(client, state, choose=racing):
    actions = []
    while state["result"] is None:
        moves = post(client, "legal-moves", {"state": state})
        action = choose(moves)
        actions.append(action)
        state = post(client, "apply", {"state": state, "action": action})["state"]
    return state, actions


@pytest.mark.parametrize("board", ["3/4", "4/4"])
def test_MR_8_2_a_server_chance_game_is_played_to_the_end_and_replays_byte_for_byte(client, board):
    # The shortest board the rules allow keeps the test quick; every rule still applies.
    setup = {"players": 3, "seed": 11, "options": {"board": board, "measures": 4}}
    state = post(client, "setup", setup, 201)["state"]
    final, actions = play_out(client, state)
    assert final["to_act"] == [] and final["result"]["winners"]
    replayed = post(client, "replay", {"setup": setup, "actions": actions})["state"]
    assert json.dumps(replayed, sort_keys=True) == json.dumps(final, sort_keys=True)


def test_MR_14_1_a_client_chance_game_waits_for_the_table_at_every_random_event(client):
    options = {"measures": 4, "board_fruits": {"red": 1, "green": 1, "yellow": 1}}
    state = post(client, "setup", {"players": 2, "chance": "client", "options": options}, 201)["state"]
    assert state["to_act"] == ["chance"] and state["rng"] is None
    reported = 0

    def choose(moves):
        nonlocal reported
        if moves["to_act"] == ["chance"]:
            reported += 1
            assert all(move["player"] == "chance" for move in moves["moves"])
        return racing(moves)

    final, _ = play_out(client, state, choose)
    assert final["result"] is not None and reported > 3 + 1 + 6     # fruits, first player and deal, then draws


def test_MR_5_1_crossing_a_bar_line_from_beat_2_is_refused_with_the_rule(client):
    options = {"first_player": 0, "fruit_cells": [],
               "hands": [["Q-E4", "Q-F4", "DH-G4"], ["Q-C4", "Q-D4", "Q-E4"]]}
    state = post(client, "setup", {"players": 2, "seed": 3, "options": options}, 201)["state"]
    for action in ({"type": "play_note", "player": 0, "card": "Q-E4", "spell": "none"},
                   {"type": "play_note", "player": 1, "card": "Q-C4", "spell": "none"},
                   {"type": "play_note", "player": 0, "card": "Q-F4", "spell": "none"},
                   {"type": "play_note", "player": 1, "card": "Q-D4", "spell": "none"}):
        state = post(client, "apply", {"state": state, "action": action})["state"]
    assert state["seats"][0]["position"] == "m1b2"
    hand = state["seats"][0]["hand"]
    assert "DH-G4" in hand
    problem = post(client, "apply", {"state": state, "action": {"type": "play_note", "player": 0, "card": "DH-G4",
                                                                "spell": "none"}}, 422)
    assert problem["code"] == "ILLEGAL_MOVE" and problem["rule"] == "MR-5.1"
    assert "bar line" in problem["detail"]
    listed = post(client, "legal-moves", {"state": state, "player": 0})["moves"]
    assert {"type": "play_note", "player": 0, "card": "DH-G4", "spell": "none"} not in listed
    rules = {rule["id"]: rule["summary"] for rule in client.get(BASE).get_json()["rules"]}
    assert "bar line" in rules["MR-5.1"]


def test_MR_15_1_a_view_shows_only_the_viewers_hand(client):
    state = post(client, "setup", {"players": 3, "seed": 5}, 201)["state"]
    for seat in range(3):
        view = post(client, "view", {"state": state, "player": seat})["state"]
        assert view["seats"][seat]["hand"] == state["seats"][seat]["hand"]
        assert all(view["seats"][other]["hand"] == 3 for other in range(3) if other != seat)
        assert "rng" not in view and view["draw_pile"] == 120 - 9
    spectator = post(client, "view", {"state": state, "player": None})["state"]
    assert all(holder["hand"] == 3 for holder in spectator["seats"])


def test_MR_3_8_acting_out_of_turn_and_after_the_end_cite_their_rules(client):
    state = post(client, "setup", {"players": 2, "seed": 5, "options": {"first_player": 1, "measures": 4}},
                 201)["state"]
    card = state["seats"][0]["hand"][0]
    problem = post(client, "apply", {"state": state, "action": {"type": "discard_and_draw", "player": 0,
                                                                "card": card}}, 422)
    assert problem["code"] == "NOT_YOUR_TURN" and problem["rule"] == "MR-3.8"
    final, _ = play_out(client, state)
    problem = post(client, "apply", {"state": final, "action": {"type": "discard_and_draw", "player": 0,
                                                                "card": card}}, 422)
    assert problem["code"] == "GAME_OVER" and problem["rule"] == "MR-8.2"


def test_MR_2_5_setup_options_out_of_range_are_refused_with_the_rule(client):
    problem = post(client, "setup", {"players": 2, "options": {"hand_size": 9}}, 422)
    assert problem["code"] == "INVALID_SETUP" and problem["rule"] == "MR-2.5"
    problem = post(client, "setup", {"players": 5}, 422)
    assert problem["code"] == "INVALID_SETUP"


LEVEL_5_TABLE = {"level": 5, "board": "3/4", "first_player": 1,
                 "coda_bar_line": "BL6",
                 "repeat_bar_lines": {"start": "BL2", "end": "BL4"},
                 "mud": {"L": "m7b1", "R": "m7b2", "R_rows": "high"},
                 "rest": "m6b2",
                 "fruit_cells": [{"cell": "m1b2/E4", "colour": "red"}, {"cell": "m3b1/G4", "colour": "green"},
                                 {"cell": "m8b3/C5", "colour": "yellow"}],
                 "hands": [["Q-E4", "H-G4", "DH-C5"], ["Q-D4", "H-F4", "DH-A4"], ["Q-C4", "Q-G4", "H-E5"]]}


@pytest.mark.parametrize("chance", ["server", "client"])
def test_MR_12_a_level_5_game_on_the_3_4_side_laid_out_by_hand_is_played_to_the_end(client, chance):
    setup = {"players": 3, "chance": chance, "options": LEVEL_5_TABLE}
    if chance == "server":
        setup["seed"] = 4
    state = post(client, "setup", setup, 201)["state"]
    assert (state["coda"], state["rest"], state["to_act"]) == ("BL6", "m6b2", [1])
    assert state["repeats"] == {"start": "BL2", "end": "BL4"}
    assert state["mud"] == {"L": "m7b1", "R": "m7b2", "R_rows": "high"}
    assert state["seats"][0]["hand"] == ["Q-E4", "H-G4", "DH-C5"]
    assert sorted(state["fruits"]) == ["m1b2/E4", "m3b1/G4", "m8b3/C5"]
    final, actions = play_out(client, state)
    assert final["result"]["reason"] in ("finish_line", "round_limit") and final["to_act"] == []
    if chance == "server":
        replayed = post(client, "replay", {"setup": setup, "actions": actions})["state"]
        assert replayed == final


def test_MR_14_3_a_table_mode_game_over_http_names_no_hidden_card_and_audits_a_reveal(client):
    """Table chance mode (docs/TABLE_MODE.md): draws go unnamed, every exchange fits the contract, and a reveal
    after the end that cannot be true is a problem citing MR-14.3."""
    setup = {"players": 2, "chance": "table", "options": {"board": "3/4", "measures": 4, "first_player": 0}}
    state = post(client, "setup", setup, 201)["state"]
    assert state["chance"] == "table" and state["table"]["groups"] == []
    final, actions = play_out(client, state)
    assert all(action["card"] is None for action in actions if action["type"] == "draw_note")
    assert all(seat["hand"] == [] for seat in final["seats"])
    held = sum(group["count"] for group in final["table"]["groups"] if group["zone"] == "seat 1 notes")
    problem = post(client, "apply", {"state": final, "action": {"type": "reveal", "player": 1,
                                                                "notes": ["Q-C4"] * (held + 1), "magic": []}}, 422)
    assert problem["rule"] == "MR-14.3"
    assert problem["detail"] == f"Player 1's hand holds {held} unknown cards, not {held + 1}."
