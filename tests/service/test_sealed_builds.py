"""A sealed state is trusted (loaded with no checks) only by the build of the engine that sealed it: a token an
older or newer deployment sealed, whose state format may differ, is checked in full like an open state, so that
a state the engine no longer reads is refused as INVALID_STATE, never a 500."""
import pytest

from service.sealing import ENGINE_BUILD, Sealed, Sealer, engine_build
from tests.conftest import ContractClient
from tests.support.sealed import SEAL_KEY, bearer, sealing_app, unseal

GAME = "monster-run-slap"
ANOTHER_BUILD = "0" * 32


@pytest.fixture(scope="module")
def sealed_client(openapi):
    return ContractClient(sealing_app().test_client(), openapi)


@pytest.fixture(scope="module")
def game(sealed_client):
    answer = sealed_client.post(f"/v1/games/{GAME}/setup", json={"players": 3, "seal": True, "seed": 4})
    assert answer.status_code == 201
    return answer.get_json()


def resealed(token: str, build: str | None, change=lambda state: None) -> str:
    """The token's game sealed again as another build would have sealed it, its state changed by `change`."""
    sealed = unseal(token, GAME)
    change(sealed.state)
    return Sealer([SEAL_KEY]).seal(Sealed(sealed.game, sealed.game_id, sealed.moves, sealed.state, build))


def actor(game) -> int:
    return game["view"]["to_act"][0]


def apply(client, game, token):
    moves = client.post(f"/v1/games/{GAME}/legal-moves", json={"state": game["state"]},
                        headers=bearer(game["seat_keys"][str(actor(game))])).get_json()["moves"]
    return client.post(f"/v1/games/{GAME}/apply", json={"state": token, "action": moves[0]},
                       headers=bearer(game["seat_keys"][str(actor(game))]))


def test_a_token_names_the_build_that_sealed_it(game):
    assert unseal(game["state"], GAME).build == ENGINE_BUILD == engine_build()
    assert unseal(game["state"], GAME).written_here


@pytest.mark.parametrize("build", [ANOTHER_BUILD, None])
def test_a_state_another_build_sealed_is_played_on_once_checked(sealed_client, game, build):
    answer = apply(sealed_client, game, resealed(game["state"], build))
    assert answer.status_code == 200
    assert unseal(answer.get_json()["state"], GAME).build == ENGINE_BUILD


@pytest.mark.parametrize("build", [ANOTHER_BUILD, None])
def test_a_state_another_build_sealed_in_a_format_this_one_does_not_read_is_invalid_not_an_error(
        sealed_client, game, build):
    def renamed(state):
        state["pile"] = state.pop("centre")           # as a format change that renamed a field would leave it
    answer = apply(sealed_client, game, resealed(game["state"], build, renamed))
    assert answer.status_code == 400 and answer.get_json()["code"] == "INVALID_STATE"
    assert "pile" in answer.get_json()["detail"]
