"""Every kind of broken request gets the right 4xx and a problem body, never a 500 (api-contract, Errors)."""
import io
import json

import pytest
from werkzeug.test import EnvironBuilder

from service import create_app
from service.app import MAX_BODY_BYTES
from tests.engine.core.toy_game import CoinRace

GAME = "/v1/games/coin-race"


@pytest.fixture()
def toy():
    return create_app({"TESTING": True, "GAMES": {"coin-race": CoinRace()}}).test_client()


def problem(response, status, code):
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["status"] == status and body["code"] == code
    assert body["detail"] and body["title"] and body["type"].endswith(code.lower().replace("_", "-"))
    return body


def state(toy, **setup):
    return toy.post(f"{GAME}/setup", json={"players": 2, "seed": 1, **setup}).get_json()["state"]


def test_unknown_game_is_404(client):
    problem(client.post("/v1/games/chess/setup", json={"players": 2}), 404, "UNKNOWN_GAME")
    problem(client.get("/v1/games/chess"), 404, "UNKNOWN_GAME")


def test_unknown_path_is_404(client):
    problem(client.get("/v2/nothing"), 404, "NOT_FOUND")


def test_wrong_method_is_405(toy):
    problem(toy.get(f"{GAME}/setup"), 405, "METHOD_NOT_ALLOWED")


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
def test_a_body_that_is_not_json_is_415(toy, content_type):
    headers = {"Content-Type": content_type} if content_type else {}
    problem(toy.post(f"{GAME}/setup", data='{"players": 2}', headers=headers), 415, "UNSUPPORTED_MEDIA_TYPE")


@pytest.mark.parametrize("body", ['{"players": 2', "", "nul", '{"players": NaN}', '{"players": Infinity}',
                                  b"\xff\xfe{}", "[1, 2]", '"text"', "1" * 5000])
def test_unreadable_json_is_400(toy, body):
    problem(toy.post(f"{GAME}/setup", data=body, content_type="application/json"), 400, "MALFORMED_JSON")


def test_json_nested_ten_thousand_deep_is_400(toy):
    body = '{"players": 2, "options": ' + "[" * 10_000 + "]" * 10_000 + "}"
    problem(toy.post(f"{GAME}/setup", data=body, content_type="application/json"), 400, "MALFORMED_JSON")


def test_json_nested_beyond_the_depth_limit_is_400(toy):
    body = {"players": 2, "options": {}}
    node = body["options"]
    for _ in range(100):
        node["extra"] = {}
        node = node["extra"]
    problem(toy.post(f"{GAME}/setup", json=body), 400, "MALFORMED_JSON")


def test_a_body_over_the_size_limit_is_413(toy):
    body = '{"players": 2, "pad": "' + "x" * (10 * 1024 * 1024) + '"}'
    problem(toy.post(f"{GAME}/setup", data=body, content_type="application/json"), 413, "PAYLOAD_TOO_LARGE")


@pytest.mark.parametrize("extra, status", [(0, 201), (1, 413)])
def test_a_streamed_body_is_413_from_one_byte_over_the_size_limit(toy, extra, status):
    # A chunked body has no Content-Length; the server marks its end (wsgi.input_terminated), as gunicorn does.
    setup = b'{"players": 2, "seed": 1}'
    body = setup + b" " * (MAX_BODY_BYTES - len(setup) + extra)
    environ = EnvironBuilder(f"{GAME}/setup", method="POST", input_stream=io.BytesIO(body),
                             content_type="application/json").get_environ()
    del environ["CONTENT_LENGTH"]
    environ["wsgi.input_terminated"] = True
    answer = toy.application.response_class.from_app(toy.application, environ)  # the test client would add a length
    if status == 413:
        problem(answer, 413, "PAYLOAD_TOO_LARGE")
    else:
        assert answer.status_code == 201, answer.get_data(as_text=True)


@pytest.mark.parametrize("body, field", [
    ({}, "players"),
    ({"players": "2"}, "players"),
    ({"players": 2.5}, "players"),
    ({"players": True}, "players"),
    ({"players": 10**40}, "players"),
    ({"players": 2, "seed": -1}, "seed"),
    ({"players": 2, "seed": 2**70}, "seed"),
    ({"players": 2, "chance": "dice"}, "chance"),
    ({"players": 2, "options": []}, "options"),
    ({"players": 2, "surprise": 1}, "surprise"),
])
def test_a_setup_that_breaks_the_schema_is_400_with_field_errors(toy, body, field):
    body = problem(toy.post(f"{GAME}/setup", json=body), 400, "SCHEMA_VIOLATION")
    assert field in body["errors"]


def test_a_player_count_outside_the_game_is_422_citing_the_rule(toy):
    body = problem(toy.post(f"{GAME}/setup", json={"players": 3}), 422, "INVALID_SETUP")
    assert body["rule"] == "T-1"


@pytest.mark.parametrize("endpoint", ["legal-moves", "apply", "view", "validate"])
def test_a_missing_or_mistyped_state_is_400(toy, endpoint):
    for body in ({}, {"state": []}, {"state": "x"}, {"state": None}):
        body["action"] = {"type": "flip", "player": 0}
        if endpoint != "apply":
            del body["action"]
        problem(toy.post(f"{GAME}/{endpoint}", json=body), 400, "SCHEMA_VIOLATION")


@pytest.mark.parametrize("corrupt", [
    {"game": "monster-run"}, {"version": 2}, {"version": "1"}, {"chance": "maybe"}, {"rng": {"state": "1"}},
    {"scores": [-5, 0]},
])
def test_a_state_the_rules_cannot_reach_is_400_invalid_state(toy, corrupt):
    broken = {**state(toy), **corrupt}
    body = problem(toy.post(f"{GAME}/apply", json={"state": broken, "action": {"type": "flip", "player": 0}}),
                   400, "INVALID_STATE")
    assert body["problems"]
    verdict = toy.post(f"{GAME}/validate", json={"state": broken}).get_json()
    assert verdict == {"valid": False, "problems": body["problems"]}


def test_validate_accepts_a_reachable_state(toy):
    assert toy.post(f"{GAME}/validate", json={"state": state(toy)}).get_json() == {"valid": True}


@pytest.mark.parametrize("action, status, code", [
    ({"type": "flip", "player": 1}, 422, "NOT_YOUR_TURN"),
    ({"type": "fly", "player": 0}, 422, "UNKNOWN_ACTION"),
    ({"type": "flip"}, 422, "UNKNOWN_ACTION"),
    ({"type": "flip", "player": 0, "extra": 1}, 422, "UNKNOWN_ACTION"),
    ({"type": "flip", "player": "0"}, 422, "NOT_YOUR_TURN"),
    ({"type": "flip", "player": True}, 422, "NOT_YOUR_TURN"),
])
def test_actions_that_break_a_rule_are_422(toy, action, status, code):
    problem(toy.post(f"{GAME}/apply", json={"state": state(toy), "action": action}), status, code)


def test_replay_failure_names_the_index_of_the_failing_action(toy):
    flip = {"type": "flip", "player": 0}
    body = problem(toy.post(f"{GAME}/replay", json={"setup": {"players": 2, "seed": 1}, "actions": [flip, flip]}),
                   422, "NOT_YOUR_TURN")
    assert body["index"] == 1 and body["rule"] == "T-1"


@pytest.mark.parametrize("player", [-1, 2, "x", 1.5])
def test_view_of_a_seat_that_does_not_exist_is_refused(toy, player):
    response = toy.post(f"{GAME}/view", json={"state": state(toy), "player": player})
    assert response.status_code in (400, 422)
    assert response.mimetype == "application/problem+json"


def test_unicode_oddities_in_strings_are_handled(toy):
    action = {"type": "fl\u0000ip\ud800", "player": 0}
    data = json.dumps({"state": state(toy), "action": action})
    problem(toy.post(f"{GAME}/apply", data=data, content_type="application/json"), 422, "UNKNOWN_ACTION")


def test_a_whole_toy_game_over_http(toy):
    current = state(toy)
    while current["result"] is None:
        moves = toy.post(f"{GAME}/legal-moves", json={"state": current}).get_json()
        assert moves["defaults"] == moves["moves"][:1]
        answer = toy.post(f"{GAME}/apply", json={"state": current, "action": moves["moves"][0]})
        assert answer.status_code == 200
        current = answer.get_json()["state"]
    assert current["to_act"] == []
