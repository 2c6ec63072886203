"""Seat keys on sealed states: who may ask for moves, see a view, act, or report chance; what each answer shows."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.registry import GAMES
from service.language import localized
from service.sealed_endpoints import visible_events
from service.seat_keys import SeatKeys
from tests.conftest import ContractClient
from tests.support.sealed import bearer, sealing_app, unseal

GAME = "paopaosha"
REFEREE = Referee(GAMES[GAME])


@pytest.fixture(scope="module")
def sealed_client(openapi):
    return ContractClient(sealing_app().test_client(), openapi)


def new_game(client, **setup):
    answer = client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True, **setup})
    assert answer.status_code == 201, answer.get_data(as_text=True)
    body = answer.get_json()
    return body["state"], body["seat_keys"], body["view"]["to_act"][0]


def post(client, endpoint, key=None, **body):
    return client.post(f"/v1/games/{GAME}/{endpoint}", json=body, headers=bearer(key) if key else {})


def code(answer):
    return answer.status_code, answer.get_json()["code"]


def test_legal_moves_need_a_key_and_answer_for_the_keys_seat_only(sealed_client):
    token, keys, actor = new_game(sealed_client, seed=11)
    missing = post(sealed_client, "legal-moves", state=token)
    assert code(missing) == (401, "SEAT_KEY_MISSING")
    assert missing.headers["WWW-Authenticate"].startswith("Bearer")
    assert code(post(sealed_client, "legal-moves", "seat.v1.guessed", state=token)) == (403, "SEAT_KEY_WRONG")
    other = keys[str((actor + 1) % 4)]
    assert code(post(sealed_client, "legal-moves", other, state=token, player=actor)) == (403, "SEAT_KEY_WRONG")
    answer = post(sealed_client, "legal-moves", keys[str(actor)], state=token)
    assert answer.get_json() == localized(REFEREE.legal_moves(unseal(token, GAME).state, actor), "en")
    assert post(sealed_client, "legal-moves", keys[str(actor)], state=token, player=actor).get_json() == \
        answer.get_json()


def test_an_authorization_that_is_not_a_bearer_key_counts_as_missing(sealed_client):
    token, keys, actor = new_game(sealed_client)
    answer = sealed_client.post(f"/v1/games/{GAME}/legal-moves", json={"state": token},
                                headers={"Authorization": f"Basic {keys[str(actor)]}"})
    assert code(answer) == (401, "SEAT_KEY_MISSING")


def test_a_spectator_view_needs_no_key_and_a_seats_view_needs_that_seats_key(sealed_client):
    token, keys, _ = new_game(sealed_client, seed=12)
    state = unseal(token, GAME).state
    assert post(sealed_client, "view", state=token).get_json()["state"] == REFEREE.view(state, None)
    assert code(post(sealed_client, "view", state=token, player=2)) == (401, "SEAT_KEY_MISSING")
    assert code(post(sealed_client, "view", keys["1"], state=token, player=2)) == (403, "SEAT_KEY_WRONG")
    assert post(sealed_client, "view", keys["2"], state=token, player=2).get_json()["state"] == \
        REFEREE.view(state, 2)


def test_apply_needs_the_acting_seats_key_and_answers_its_view_and_its_events(sealed_client):
    token, keys, actor = new_game(sealed_client, seed=13)
    before = unseal(token, GAME)
    action = post(sealed_client, "legal-moves", keys[str(actor)], state=token).get_json()["defaults"][0]
    for seat in range(4):
        if seat != actor:
            assert code(post(sealed_client, "apply", keys[str(seat)], state=token, action=action)) == \
                (403, "SEAT_KEY_WRONG")
    assert code(post(sealed_client, "apply", state=token, action=action)) == (401, "SEAT_KEY_MISSING")
    answer = post(sealed_client, "apply", keys[str(actor)], state=token, action=action).get_json()
    expected_state, expected_events = REFEREE.apply(before.state, action)
    after = unseal(answer["state"], GAME)
    assert (after.game_id, after.moves, after.state) == (before.game_id, 1, expected_state)
    assert answer["view"] == REFEREE.view(expected_state, actor)
    assert answer["events"] == visible_events(expected_events, actor)


def test_an_illegal_action_on_a_sealed_state_cites_its_rule_and_changes_nothing(sealed_client):
    token, keys, actor = new_game(sealed_client, seed=14)
    answer = post(sealed_client, "apply", keys[str(actor)], state=token,
                  action={"type": "end_turn", "player": actor, "extra": 1})
    assert answer.status_code == 422
    assert post(sealed_client, "legal-moves", keys[str(actor)], state=token).status_code == 200


def test_an_action_naming_no_actor_is_malformed_not_a_key_problem(sealed_client):
    token, keys, actor = new_game(sealed_client, seed=17)
    answer = post(sealed_client, "apply", keys[str(actor)], state=token, action={"type": "end_turn"})
    assert (answer.status_code, answer.get_json()["code"]) == (422, "UNKNOWN_ACTION")


def test_client_chance_has_a_table_key_that_alone_reports_chance(sealed_client):
    answer = sealed_client.post("/v1/games/monster-run-slap/setup",
                                json={"players": 2, "seal": True, "chance": "client"}).get_json()
    token, keys = answer["state"], answer["seat_keys"]
    assert sorted(keys) == ["0", "1", "table"] and answer["view"]["to_act"] == ["chance"]
    slap = "/v1/games/monster-run-slap"
    moves = sealed_client.post(f"{slap}/legal-moves", json={"state": token}, headers=bearer(keys["table"]))
    report = moves.get_json()["moves"][0]
    for seat in ("0", "1"):
        refused = sealed_client.post(f"{slap}/apply", json={"state": token, "action": report}, headers=bearer(keys[seat]))
        assert code(refused) == (403, "SEAT_KEY_WRONG")
    reported = sealed_client.post(f"{slap}/apply", json={"state": token, "action": report},
                                  headers=bearer(keys["table"])).get_json()
    assert all(event["visible_to"] == "all" for event in reported["events"])
    assert unseal(reported["state"], "monster-run-slap").state["chance"] == "client"


def test_a_server_chance_game_has_no_table_key_so_no_chance_report_is_taken(sealed_client):
    token, keys, actor = new_game(sealed_client, seed=15)
    assert "table" not in keys
    report = {"type": "draw", "player": "chance", "card": 1}
    assert code(post(sealed_client, "apply", keys[str(actor)], state=token, action=report)) == \
        (403, "SEAT_KEY_WRONG")


def test_validate_opens_a_sealed_state_without_a_key(sealed_client):
    token, _, _ = new_game(sealed_client)
    assert post(sealed_client, "validate", state=token).get_json() == {"valid": True}
    assert code(post(sealed_client, "validate", state=token[:-8])) == (400, "SEALED_STATE_INVALID")


def test_replay_with_a_sealed_setup_answers_like_a_sealed_setup_counting_the_moves(sealed_client):
    setup = {"players": 4, "seed": 16}
    first = REFEREE.setup(**setup)[0]
    action = REFEREE.legal_moves(first, None)["defaults"][0]
    answer = post(sealed_client, "replay", setup={**setup, "seal": True}, actions=[action]).get_json()
    sealed = unseal(answer["state"], GAME)
    assert sealed.moves == 1 and sealed.state == REFEREE.apply(first, action)[0]
    assert sorted(answer["seat_keys"]) == ["0", "1", "2", "3"]
    assert all(event["visible_to"] == "all" for event in answer["events"])


@settings(max_examples=200, deadline=None)
@given(players=st.integers(2, 12), chance=st.sampled_from(["server", "client", "table"]), data=st.data())
def test_the_holder_of_a_key_is_found_whichever_holder_the_request_names(players, chance, data):
    """The holder the request names is tried first (one key derived, not every seat's); naming another holder,
    a seat that does not exist or a look-alike (True for seat 1, 2.0 for seat 2) never changes who holds a key."""
    keys = SeatKeys("a seat key secret of at least thirty-two bytes")
    holders = keys.holders(players, chance)
    holder = data.draw(st.sampled_from(holders))
    presented = data.draw(st.sampled_from([keys.key(GAME, "game-1", holder), "seat.v1.guessed",
                                           keys.key(GAME, "game-2", holder)]))
    named = data.draw(st.sampled_from([*holders, None, True, 2.0, 99, "chance", [1]]))
    expected = holder if presented == keys.key(GAME, "game-1", holder) else None
    assert keys.holder_of(presented, GAME, "game-1", players, chance, named) == expected
