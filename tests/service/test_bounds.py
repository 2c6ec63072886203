"""Issue 13: every request is bounded work. Each hostile request of the issue gets a small 4xx problem, never a
500, a 30 s computation or a 100 MB answer. Sizes are asserted, never timings (bench/worst.py measures those).
"""
import json
import random

import pytest

from engine.core import Referee
from engine.core.errors import MAX_PROBLEMS
from engine.core.referee import MAX_REPLAY_ACTIONS
from engine.monster_run_slap import GAME as SLAP
from engine.paopaosha import GAME as PPS
from engine.paopaosha.bounds import MAX_DECK_CARDS
from engine.paopaosha.cards import DEFAULT_DECK
from service.app import MAX_BODY_BYTES

SMALL = 4_000   # bytes: a problem body names the first problems and counts the rest


def _post(client, game, endpoint, body):
    data = json.dumps(body, separators=(",", ":"))
    assert len(data) <= MAX_BODY_BYTES, "the hostile body must fit under the body limit to reach the engine"
    return client.post(f"/v1/games/{game}/{endpoint}", data=data, content_type="application/json")


def _problem(response, status, code):
    assert response.status_code == status, response.get_data(as_text=True)[:500]
    assert response.mimetype == "application/problem+json"
    assert response.get_json()["code"] == code
    assert len(response.get_data()) < SMALL
    return response.get_json()


@pytest.fixture(scope="module")
def pps_state():
    state, _ = Referee(PPS).setup(5, seed=11)
    return state


def _every_state_endpoint(client, game, state):
    """The answers of legal-moves, view, apply and validate to one state."""
    return {endpoint: _post(client, game, endpoint, body) for endpoint, body in (
        ("legal-moves", {"state": state}), ("view", {"state": state}),
        ("apply", {"state": state, "action": {"type": "pass", "player": state["to_act"][0]}}),
        ("validate", {"state": state}))}


def test_PPS_0_2_a_blade_uses_key_of_a_superscript_digit_is_an_invalid_state_not_a_500(client, pps_state):
    # "²".isdigit() is true, int("²") raises: the key must be ASCII digits.
    answers = _every_state_endpoint(client, "paopaosha", {**pps_state, "blade_uses": {"²": 0}})
    for endpoint in ("legal-moves", "view", "apply"):
        assert "blade_uses keys are card numbers" in _problem(answers[endpoint], 400, "INVALID_STATE")["detail"]
    assert answers["validate"].get_json() == {"valid": False, "problems": ["blade_uses keys are card numbers"]}


@pytest.mark.parametrize("key", ["0", "01", "+1", " 1", "1 ", "1000", "١", "1\n"])
def test_PPS_0_2_blade_uses_keys_are_plain_card_numbers(client, pps_state, key):
    answer = _post(client, "paopaosha", "validate", {"state": {**pps_state, "blade_uses": {key: 0}}})
    assert answer.get_json()["valid"] is False


def test_MR_2_5_a_board_signature_of_a_superscript_digit_is_an_invalid_setup_not_a_500(client):
    answer = _post(client, "monster-run", "setup", {"players": 2, "options": {"board": "²/4", "measures": 8}})
    assert _problem(answer, 422, "INVALID_SETUP")["rule"] == "MR-2.5"


def test_PPS_4_1_legal_moves_on_a_2_MiB_state_of_huge_deck_hand_and_chosen_list_is_refused_at_once(
        client, pps_state):
    # The state: 22,000 extra custom cards, a hand of 22,062, a `chosen` list of 520,000 (quadratic).
    state = json.loads(json.dumps(pps_state))
    state["options"]["deck"] = [DEFAULT_DECK[i % len(DEFAULT_DECK)] for i in range(2_000)]
    state["seats"][0]["hand"] = list(range(1, 22_063))
    state["stack"].append({"kind": "Careless", "chosen": [1] * 520_000})
    answer = _problem(_post(client, "paopaosha", "legal-moves", {"state": state}), 400, "INVALID_STATE")
    assert answer["problems"] == [f"options.deck in the state holds 2000 entries; at most {MAX_DECK_CARDS} are "
                                  "allowed"]


def test_PPS_6_4_2_a_negation_window_of_a_million_seats_is_refused_with_a_small_answer(client, pps_state):
    state = json.loads(json.dumps(pps_state))
    state["stack"].append({"kind": "NegationWindow", "order": [0, 1, 2, 3, 4] * 208_000})
    for answer in _every_state_endpoint(client, "paopaosha", state).values():
        assert len(answer.get_data()) < SMALL
        assert answer.status_code in (200, 400)
        assert "stack[].order in the state holds 1040000 entries" in json.dumps(answer.get_json())


def test_PPS_1_4_a_pile_of_a_million_duplicates_gets_a_small_problem_body(client, pps_state):
    state = {**pps_state, "pile": [1] * 1_030_000}
    answer = _problem(_post(client, "paopaosha", "apply",
                            {"state": state, "action": {"type": "pass", "player": 0}}), 400, "INVALID_STATE")
    assert answer["problems"] == [f"pile in the state holds 1030000 entries; at most {MAX_DECK_CARDS} are allowed"]


def test_PPS_1_4_a_pile_of_duplicates_at_the_bound_lists_the_first_problems_and_counts_the_rest(client, pps_state):
    state = {**pps_state, "pile": [1] * MAX_DECK_CARDS}
    problems = _post(client, "paopaosha", "validate", {"state": state}).get_json()["problems"]
    assert len(problems) == MAX_PROBLEMS + 1
    assert problems[0] == "card #1 is both in pile and in pile"
    assert problems[-1].startswith("and ") and problems[-1].endswith(" more problem(s)")


def test_PPS_4_1_setup_with_a_30000_card_custom_deck_is_refused_citing_the_deck_rule(client):
    deck = [DEFAULT_DECK[i % len(DEFAULT_DECK)] for i in range(30_000)]
    answer = _problem(_post(client, "paopaosha", "setup", {"players": 12, "options": {"deck": deck}}),
                      422, "INVALID_SETUP")
    assert answer["rule"] == "PPS-4.1"
    assert answer["detail"] == f"deck in the options holds 30000 entries; at most {MAX_DECK_CARDS} are allowed"


def test_PPS_4_1_setup_with_the_largest_custom_deck_is_accepted(client):
    deck = [DEFAULT_DECK[i % len(DEFAULT_DECK)] for i in range(MAX_DECK_CARDS)]
    answer = _post(client, "paopaosha", "setup", {"players": 12, "options": {"deck": deck}, "seed": 1})
    assert answer.status_code == 201
    assert len(answer.get_json()["state"]["options"]["deck"]) == MAX_DECK_CARDS


def test_replay_of_20000_actions_is_refused_before_any_is_read(client):
    body = {"setup": {"players": 2}, "actions": [{"type": "pass", "player": 0}] * 20_000}
    answer = _problem(_post(client, "monster-run-slap", "replay", body), 400, "SCHEMA_VIOLATION")
    assert answer["errors"] == {"actions": [f"Longer than maximum length {MAX_REPLAY_ACTIONS}."]}


def test_schema_errors_list_the_first_few_and_count_the_rest(client):
    body = {"setup": {"players": 2}, "actions": list(range(500))}
    errors = _problem(_post(client, "monster-run-slap", "replay", body), 400, "SCHEMA_VIOLATION")["errors"]
    assert len(errors["actions"]) == 11
    assert errors["actions"]["more"] == "and 490 more field(s) with errors"


def _long_slap_game():
    """A 同音拍 game of more than 2,400 actions (random play until the flip limit), in client chance so that the
    actions alone replay it."""
    referee, picker = Referee(SLAP), random.Random(0)
    setup = {"players": 4, "options": {"first_player": 0}, "chance": "client"}
    state, _ = referee.setup(**setup)
    actions = []
    while state["result"] is None:
        action = picker.choice(referee.legal_moves(state)["moves"])
        state, _ = referee.apply(state, action)
        actions.append(action)
    return setup, actions, state


def test_SLAP_7_2_a_long_game_loads_back_by_replay_without_its_events(client):
    setup, actions, final = _long_slap_game()
    assert len(actions) > 2_400
    answer = client.raw().post("/v1/games/monster-run-slap/replay", json={"setup": setup, "actions": actions,
                                                                          "events": False})
    assert answer.status_code == 200
    assert answer.get_json() == {"state": final, "events": []}
    with_events = client.raw().post("/v1/games/monster-run-slap/replay", json={"setup": setup, "actions": actions})
    assert with_events.get_json()["state"] == final and len(with_events.get_json()["events"]) >= len(actions)


def test_replay_events_must_be_true_or_false(client):
    answer = _post(client, "monster-run-slap", "replay", {"setup": {"players": 2}, "actions": [], "events": 0})
    assert _problem(answer, 400, "SCHEMA_VIOLATION")["errors"] == {"events": ["Must be true or false."]}


@pytest.mark.parametrize("game", ["monster-run", "monster-run-slap", "monster-maker-5", "paopaosha"])
def test_a_state_nested_deeper_than_any_game_is_refused(client, game):
    setup = _post(client, game, "setup", {"players": 3, "seed": 1}).get_json()["state"]
    nested = []
    for _ in range(20):
        nested = [nested]
    answer = _post(client, game, "legal-moves", {"state": {**setup, "to_act": nested}})
    assert "nests lists and objects more than 16 deep" in _problem(answer, 400, "INVALID_STATE")["detail"]
