"""The bad-input corpus against every real game: each broken request gets its 4xx with a problem body, and a
good state sent alongside is never changed by a refused request."""
import json

import pytest

from engine.registry import GAMES

HUGE = 10**30


def setup_state(client, game_id):
    game = GAMES[game_id]
    response = client.post(f"/v1/games/{game_id}/setup", json={"players": game.max_players, "seed": 5})
    assert response.status_code == 201
    return response.get_json()["state"]


def other_game(game_id):
    return next(other for other in sorted(GAMES) if other != game_id)


def expect(response, status, code):
    assert response.status_code == status, response.get_json()
    assert response.mimetype == "application/problem+json"
    body = response.get_json()
    assert body["code"] == code and body["detail"]
    return body


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_state_from_another_game_is_refused(client, game_id):
    foreign = setup_state(client, other_game(game_id))
    for endpoint in ("legal-moves", "view", "apply"):
        body = {"state": foreign, "action": {"type": "pass", "player": 0}} if endpoint == "apply" \
            else {"state": foreign}
        problem = expect(client.post(f"/v1/games/{game_id}/{endpoint}", json=body), 400, "INVALID_STATE")
        assert other_game(game_id) in problem["detail"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("version", [0, 2, 999, "1", None, HUGE])
def test_an_unknown_state_version_is_refused(client, game_id, version):
    state = {**setup_state(client, game_id), "version": version}
    expect(client.post(f"/v1/games/{game_id}/legal-moves", json={"state": state}), 400, "INVALID_STATE")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_unknown_and_mistyped_actions_are_refused_and_change_nothing(client, game_id):
    state = setup_state(client, game_id)
    before = json.dumps(state, sort_keys=True)
    seat = state["to_act"][0]
    listed = client.post(f"/v1/games/{game_id}/legal-moves", json={"state": state}).get_json()["moves"][0]
    corpus = [{"type": "teleport", "player": seat}, {"type": "", "player": seat}, {"type": None, "player": seat},
              {"player": seat}, {"type": listed["type"]}, {**listed, "player": HUGE}, {**listed, "player": -1},
              {**listed, "player": [seat]}, {**listed, "player": {"seat": seat}}]
    for key in listed:
        if key not in ("type", "player"):
            corpus += [{**listed, key: HUGE}, {**listed, key: [[[]]]}, {**listed, key: {"x": 1}},
                       {**listed, key: "\u202e\u0000\ud83d"}, {**listed, key: True}]
    for action in corpus:
        # Sent as ASCII JSON text, so that a lone surrogate travels as the escape a client would send.
        response = client.post(f"/v1/games/{game_id}/apply", data=json.dumps({"state": state, "action": action}),
                               content_type="application/json")
        assert response.status_code in (400, 422), (action, response.get_json())
        assert response.mimetype == "application/problem+json"
    assert json.dumps(state, sort_keys=True) == before


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_wrong_types_everywhere_in_the_state_are_invalid_state_not_a_crash(client, game_id):
    state = setup_state(client, game_id)
    for key in state:
        for wrong in (None, HUGE, -1, "x", [], {}, [[]], True, 1.5):
            if state[key] == wrong:
                continue
            broken = {**state, key: wrong}
            response = client.post(f"/v1/games/{game_id}/legal-moves", json={"state": broken})
            assert response.status_code in (200, 400), (key, wrong, response.get_json())
            if response.status_code == 400:
                assert response.get_json()["code"] in ("INVALID_STATE", "SCHEMA_VIOLATION")


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("options", [{"no_such_option": 1}, {"level": HUGE}, {"first_player": HUGE},
                                     {"deck": [[[]]]}, {"first_player": "\ud83d"}])
def test_setup_options_of_the_wrong_kind_are_refused_with_a_rule(client, game_id, options):
    body = {"players": GAMES[game_id].min_players, "options": options, "seed": 1}
    response = client.post(f"/v1/games/{game_id}/setup", data=json.dumps(body), content_type="application/json")
    body = expect(response, 422, "INVALID_SETUP")
    assert body["rule"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_player_counts_outside_the_game_are_refused(client, game_id):
    game = GAMES[game_id]
    for players in (game.min_players - 1, game.max_players + 1, 64):
        if players < 1:
            continue
        body = expect(client.post(f"/v1/games/{game_id}/setup", json={"players": players}), 422, "INVALID_SETUP")
        assert body["rule"]
    expect(client.post(f"/v1/games/{game_id}/setup", json={"players": 0}), 400, "SCHEMA_VIOLATION")
