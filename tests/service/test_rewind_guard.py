"""The rewind guard against a real redis-server shared by two gunicorn processes of the Procfile: an older
sealed state of a game that has moved on is refused with 409, wherever it is sent; a retry of the same action
on the same state is answered again; two racing moves on one state cannot both be taken."""
import concurrent.futures
import socket
import time

import pytest
import redis
import requests

from service.rewind_guard import KEY_PREFIX
from tests.conftest import ContractClient
from tests.support.real_parts import free_port
from tests.support.sealed import bearer, sealing_app, unseal
from tests.support.sealed_servers import redis_server, web_process

GAME = "paopaosha"


@pytest.fixture(scope="module")
def guard_url():
    with redis_server() as url:
        yield url


@pytest.fixture(scope="module")
def services(guard_url):
    with web_process(REFEREE_SEAL="required", REFEREE_GUARD_URL=guard_url) as first, \
            web_process(REFEREE_SEAL="required", REFEREE_GUARD_URL=guard_url) as second:
        yield first, second


class Table:
    """One sealed game, its keys, and the latest token, over HTTP."""

    def __init__(self, base):
        answer = requests.post(f"{base}/v1/games/{GAME}/setup", json={"players": 4})
        assert answer.status_code == 201, answer.text
        self.token, self.keys = answer.json()["state"], answer.json()["seat_keys"]

    def actor(self, token=None):
        return unseal(token or self.token, GAME).state["to_act"][0]

    def moves(self, base, token=None):
        actor = self.actor(token)
        return requests.post(f"{base}/v1/games/{GAME}/legal-moves", json={"state": token or self.token},
                             headers=bearer(self.keys[str(actor)])).json()["moves"]

    def apply(self, base, action, token=None):
        return requests.post(f"{base}/v1/games/{GAME}/apply", json={"state": token or self.token, "action": action},
                             headers=bearer(self.keys[str(action["player"])]))


def code(answer):
    return answer.status_code, answer.json()["code"]


def test_an_older_state_is_refused_by_either_process_once_the_game_moved_on(services):
    first, second = services
    table = Table(first)
    old = table.token
    moves = table.moves(first)
    taken = table.apply(second, moves[0])
    assert taken.status_code == 200
    table.token = taken.json()["state"]
    for base in services:
        for action in moves[1:3]:
            assert code(table.apply(base, action, token=old)) == (409, "STALE_STATE")
    assert table.apply(first, table.moves(first)[0]).status_code == 200


def test_the_same_action_sent_again_on_the_same_state_gets_the_same_answer(services):
    first, second = services
    table = Table(first)
    setup_token, action = table.token, table.moves(first)[0]
    answers = [table.apply(base, action) for base in (first, second, first)]
    assert [answer.status_code for answer in answers] == [200, 200, 200]
    opened = [unseal(answer.json()["state"], GAME) for answer in answers]
    assert all((sealed.state, sealed.moves) == (opened[0].state, 1) for sealed in opened)
    assert all(answer.json()["view"] == answers[0].json()["view"] for answer in answers)
    assert all(answer.json()["events"] == answers[0].json()["events"] for answer in answers)
    # Once the game has moved on again, that retry is stale too.
    table.token = answers[0].json()["state"]
    assert table.apply(second, table.moves(second)[0]).status_code == 200
    assert code(table.apply(first, action, token=setup_token)) == (409, "STALE_STATE")


def test_two_different_moves_racing_on_one_state_cannot_both_be_taken(services):
    first, second = services
    table = Table(first)
    while len(table.moves(first)) < 2:
        table.token = table.apply(first, table.moves(first)[0]).json()["state"]
    one, other = table.moves(first)[:2]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(lambda pair: table.apply(*pair), [(first, one), (second, other)]))
    assert sorted(answer.status_code for answer in answers) == [200, 409]


def test_an_action_the_rules_refuse_does_not_move_the_guard(services):
    first, second = services
    table = Table(first)
    actor = table.actor()
    refused = table.apply(second, {"type": "no_such_action", "player": actor})
    assert refused.status_code == 422
    assert table.apply(first, table.moves(first)[0]).status_code == 200


def test_the_guard_keeps_one_small_expiring_hash_per_game(services, guard_url):
    first, _ = services
    table = Table(first)
    game_id = unseal(table.token, GAME).game_id
    store = redis.Redis.from_url(guard_url)
    assert store.hgetall(KEY_PREFIX + game_id) == {b"moves": b"0", b"last": b"", b"joinable": b"0"}
    assert 0 < store.ttl(KEY_PREFIX + game_id) <= 7 * 24 * 3600
    table.apply(first, table.moves(first)[0])
    assert store.hget(KEY_PREFIX + game_id, "moves") == b"1"


def test_a_game_idle_longer_than_the_expiry_can_no_longer_move(guard_url, openapi):
    client = ContractClient(sealing_app(REFEREE_GUARD_URL=guard_url, REFEREE_GUARD_IDLE_SECONDS=1).test_client(),
                            openapi)
    setup = client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()
    actor = setup["view"]["to_act"][0]
    key = setup["seat_keys"][str(actor)]
    action = client.post(f"/v1/games/{GAME}/legal-moves", json={"state": setup["state"]}, headers=bearer(key))
    time.sleep(2.2)
    answer = client.post(f"/v1/games/{GAME}/apply", json={"state": setup["state"],
                                                           "action": action.get_json()["moves"][0]},
                         headers=bearer(key))
    assert (answer.status_code, answer.get_json()["code"]) == (409, "STALE_STATE")


def test_an_unreachable_guard_is_a_503_problem_not_a_500(openapi):
    port = free_port()
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", port))  # held, never listening: connections are refused
        client = ContractClient(sealing_app(REFEREE_GUARD_URL=f"redis://127.0.0.1:{port}/0").test_client(), openapi)
        answer = client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True})
    assert (answer.status_code, answer.get_json()["code"]) == (503, "GUARD_UNAVAILABLE")


def test_without_a_guard_an_older_sealed_state_is_still_taken(openapi):
    """The documented limit: a stateless referee alone cannot tell an older sealed state from the latest."""
    client = ContractClient(sealing_app().test_client(), openapi)
    setup = client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()
    key = setup["seat_keys"][str(setup["view"]["to_act"][0])]
    moves = client.post(f"/v1/games/{GAME}/legal-moves", json={"state": setup["state"]}, headers=bearer(key))
    assert len(moves.get_json()["moves"]) >= 2
    for action in moves.get_json()["moves"][:2]:
        answer = client.post(f"/v1/games/{GAME}/apply", json={"state": setup["state"], "action": action},
                             headers=bearer(key))
        assert answer.status_code == 200


def test_join_hands_each_seats_key_out_once_across_processes(services):
    first, second = services
    setup = requests.post(f"{first}/v1/games/{GAME}/setup", json={"players": 4, "key_handout": "join"}).json()
    assert "seat_keys" not in setup
    joined = requests.post(f"{second}/v1/games/{GAME}/join", json={"state": setup["state"], "seat": 2})
    assert joined.status_code == 200
    assert joined.json()["view"] == requests.post(
        f"{first}/v1/games/{GAME}/view", json={"state": setup["state"], "player": 2},
        headers=bearer(joined.json()["seat_key"])).json()["state"]
    for base in services:
        again = requests.post(f"{base}/v1/games/{GAME}/join", json={"state": setup["state"], "seat": 2})
        assert code(again) == (409, "SEAT_TAKEN")
    no_table = requests.post(f"{first}/v1/games/{GAME}/join", json={"state": setup["state"], "seat": "table"})
    assert code(no_table) == (400, "SCHEMA_VIOLATION")  # server chance: there is no table key
    assert requests.post(f"{first}/v1/games/{GAME}/join", json={"state": setup["state"], "seat": 3}).status_code == 200


def test_a_game_whose_keys_were_in_its_setup_answer_cannot_be_joined(services):
    """Else any holder of the state could take another seat's key."""
    first, _ = services
    table = Table(first)
    answer = requests.post(f"{first}/v1/games/{GAME}/join", json={"state": table.token, "seat": 1})
    assert code(answer) == (400, "JOIN_UNAVAILABLE")


def test_join_needs_the_guard(openapi):
    client = ContractClient(sealing_app().test_client(), openapi)
    answer = client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True, "key_handout": "join"})
    assert (answer.status_code, answer.get_json()["code"]) == (400, "JOIN_UNAVAILABLE")
    token = client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()["state"]
    answer = client.post(f"/v1/games/{GAME}/join", json={"state": token, "seat": 0})
    assert (answer.status_code, answer.get_json()["code"]) == (400, "JOIN_UNAVAILABLE")


def test_join_over_the_contract_checking_client(guard_url, openapi):
    client = ContractClient(sealing_app(REFEREE_GUARD_URL=guard_url).test_client(), openapi)
    setup = client.post("/v1/games/monster-run-slap/setup",
                        json={"players": 2, "seal": True, "chance": "client", "key_handout": "join"}).get_json()
    table = client.post("/v1/games/monster-run-slap/join", json={"state": setup["state"], "seat": "table"})
    assert table.status_code == 200 and table.get_json()["seat"] == "table"
    report = client.post("/v1/games/monster-run-slap/legal-moves", json={"state": setup["state"]},
                         headers=bearer(table.get_json()["seat_key"])).get_json()["moves"][0]
    answer = client.post("/v1/games/monster-run-slap/apply", json={"state": setup["state"], "action": report},
                         headers=bearer(table.get_json()["seat_key"]))
    assert answer.status_code == 200
