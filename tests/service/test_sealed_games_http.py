"""A whole game of each game played sealed over real HTTP (the Procfile's gunicorn) with seat keys: each seat
acts with its own key and sees only its own view and the events it may see."""
import pytest
import requests

from engine.core import Referee
from engine.registry import GAMES
from service.language import localized
from service.sealed_endpoints import visible_events
from tests.support.sealed import bearer, unseal
from tests.support.sealed_servers import web_process

SETUPS = {
    "monster-run": {"players": 3, "options": {"level": 5}},
    "monster-run-slap": {"players": 3},
    "monster-maker-5": {"players": 3},
    "paopaosha": {"players": 5},
}
MAX_ACTIONS = 5000


@pytest.fixture(scope="module")
def service():
    with web_process(REFEREE_SEAL="required") as base:
        yield base


def check_every_seats_view(session, url, token, keys, referee, state):
    for seat in range(state["players"]):
        seen = session.post(f"{url}/view", json={"state": token, "player": seat}, headers=bearer(keys[str(seat)]))
        assert seen.json()["state"] == referee.view(state, seat)
    spectator = session.post(f"{url}/view", json={"state": token})
    assert spectator.json()["state"] == referee.view(state, None)


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_a_whole_sealed_game_over_http_each_seat_with_its_own_key(service, game):
    referee, session, url = Referee(GAMES[game]), requests.Session(), f"{service}/v1/games/{game}"
    started = session.post(f"{url}/setup", json={**SETUPS[game], "seal": True})
    assert started.status_code == 201, started.text
    token, keys = started.json()["state"], started.json()["seat_keys"]
    sealed = unseal(token, game)
    check_every_seats_view(session, url, token, keys, referee, sealed.state)
    for count in range(MAX_ACTIONS):
        if sealed.state["result"] is not None:
            break
        actor = sealed.state["to_act"][0]
        moves = session.post(f"{url}/legal-moves", json={"state": token}, headers=bearer(keys[str(actor)])).json()
        assert moves == localized(referee.legal_moves(sealed.state, actor), "en")
        action = moves["defaults"][0]
        answer = session.post(f"{url}/apply", json={"state": token, "action": action},
                              headers=bearer(keys[str(actor)]))
        assert answer.status_code == 200, answer.text
        expected_state, expected_events = referee.apply(sealed.state, action)
        token, sealed = answer.json()["state"], unseal(answer.json()["state"], game)
        assert (sealed.state, sealed.moves) == (expected_state, count + 1)
        assert answer.json()["view"] == referee.view(expected_state, actor)
        assert answer.json()["events"] == visible_events(expected_events, actor)
        if count % 25 == 0:
            check_every_seats_view(session, url, token, keys, referee, sealed.state)
    assert sealed.state["result"] is not None, f"{game} did not finish in {MAX_ACTIONS} actions"
    check_every_seats_view(session, url, token, keys, referee, sealed.state)
