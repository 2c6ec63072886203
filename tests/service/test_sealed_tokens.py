"""Sealed tokens: what a client holding one can and cannot do with it (one byte flipped, cut, spliced, sealed
with a foreign or retired key, sent to another game), key rotation, padding, and a deployment's settings."""
import base64
import os

import pytest
from cryptography.exceptions import InvalidTag
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV
from hypothesis import given, settings
from hypothesis import strategies as st

from service import create_app
from service.problems import ServiceProblem
from service.sealing import NONCE_BYTES, RETIRED_TOKEN_PREFIX, SIZE_BUCKETS, TOKEN_PREFIX, Sealed, Sealer
from tests.conftest import ContractClient
from tests.support.sealed import PREVIOUS_SEAL_KEY, SEAL_KEY, bearer, sealing_app, unseal

GAME = "paopaosha"


@pytest.fixture(scope="module")
def sealed_client(openapi):
    return ContractClient(sealing_app().test_client(), openapi)


@pytest.fixture(scope="module")
def game(sealed_client):
    answer = sealed_client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True})
    assert answer.status_code == 201
    return answer.get_json()


def legal_moves(client, token, key, game=GAME):
    return client.post(f"/v1/games/{game}/legal-moves", json={"state": token}, headers=bearer(key))


def acting_key(game):
    return game["seat_keys"][str(game["view"]["to_act"][0])]


def refused(answer, status, code):
    return answer.status_code == status and answer.get_json()["code"] == code


def test_a_sealed_setup_answers_a_token_the_seat_keys_the_spectator_view_and_public_events(game):
    assert game["state"].startswith(TOKEN_PREFIX)
    assert sorted(game["seat_keys"]) == ["0", "1", "2", "3"]  # no table key: the server draws
    assert "rng" not in game["view"] and all(isinstance(seat["hand"], int) for seat in game["view"]["seats"])
    assert all(event["visible_to"] == "all" for event in game["events"])


def test_the_token_shows_nothing_of_the_state(game):
    sealed = unseal(game["state"], GAME)
    body = base64.urlsafe_b64decode(game["state"][len(TOKEN_PREFIX):])
    assert len(body) == NONCE_BYTES + SIZE_BUCKETS[0] + 16      # nonce, the padded plaintext, the AEAD's tag
    for secret in (sealed.state["rng"]["state"], sealed.state["seats"][0]["identity"], sealed.game_id):
        assert secret not in game["state"] and secret.encode() not in body


@settings(max_examples=60, deadline=None)
@given(position=st.integers(min_value=0), flip=st.integers(min_value=1, max_value=127))
def test_one_byte_flipped_anywhere_is_refused(sealed_client, game, position, flip):
    flipped = bytearray(game["state"].encode())
    flipped[position % len(flipped)] ^= flip  # still ASCII: any character the client could put there
    answer = legal_moves(sealed_client, flipped.decode("latin-1"), acting_key(game))
    # A token no longer starting sealed.v2. is not the contract's sealed state at all.
    expected = "SEALED_STATE_INVALID" if position % len(flipped) >= len(TOKEN_PREFIX) else "SCHEMA_VIOLATION"
    assert refused(answer, 400, expected)


@pytest.mark.parametrize("keep", [0.1, 0.5, 0.99])
def test_a_truncated_token_is_refused(sealed_client, game, keep):
    token = game["state"]
    assert refused(legal_moves(sealed_client, token[:int(len(token) * keep)], acting_key(game)),
                   400, "SEALED_STATE_INVALID")


def test_two_tokens_spliced_are_refused(sealed_client, game):
    other = sealed_client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()
    first, second = game["state"], other["state"]
    assert len(first) == len(second)  # same size bucket, so a splice keeps the length
    for cut in (len(TOKEN_PREFIX) + 40, len(first) // 2, len(first) - 50):
        spliced = first[:cut] + second[cut:]
        assert refused(legal_moves(sealed_client, spliced, acting_key(game)), 400, "SEALED_STATE_INVALID")
        assert refused(legal_moves(sealed_client, spliced, acting_key(other)), 400, "SEALED_STATE_INVALID")


def test_a_state_sealed_with_a_key_of_ones_own_is_refused(sealed_client, game):
    forged = Sealer([Fernet.generate_key().decode()]).seal(unseal(game["state"], GAME))
    assert refused(legal_moves(sealed_client, forged, acting_key(game)), 400, "SEALED_STATE_INVALID")


def test_a_token_that_is_not_ours_at_all_is_refused(sealed_client, game):
    for tail in ("", "AAAA", "A" * 100, "\u00e9\u00e9", "{}", "A" * 2766 + "==", "A" * 2767 + "=", "%" * 2768):
        token = TOKEN_PREFIX + tail
        assert refused(legal_moves(sealed_client, token, acting_key(game)), 400, "SEALED_STATE_INVALID")
    for not_a_token in ("", "gAAAAA" + "A" * 100, "{}"):
        assert refused(legal_moves(sealed_client, not_a_token, acting_key(game)), 400, "SCHEMA_VIOLATION")


def test_a_token_of_the_retired_fernet_format_is_refused_with_a_sentence_saying_so(sealed_client, game):
    fernet_token = RETIRED_TOKEN_PREFIX + Fernet(SEAL_KEY.encode()).encrypt(b"a state").decode()
    answer = legal_moves(sealed_client, fernet_token, acting_key(game))
    assert refused(answer, 400, "SCHEMA_VIOLATION")
    assert answer.get_json()["errors"] == {"state": [
        f"A state sealed by an earlier version ({RETIRED_TOKEN_PREFIX}) no longer opens: set the game up again."]}


def test_a_token_is_opened_by_the_key_that_sealed_it_and_by_no_other_purpose_of_that_key(game):
    sealed = unseal(game["state"], GAME)
    token = Sealer([SEAL_KEY]).seal(sealed)
    assert token != Sealer([SEAL_KEY]).seal(sealed)           # a fresh nonce each time
    assert Sealer([PREVIOUS_SEAL_KEY, SEAL_KEY]).open(token, GAME) == sealed
    # The AES key is derived from the configured one (HKDF): the configured bytes used directly do not open it.
    raw_key = base64.urlsafe_b64decode(SEAL_KEY)
    sealed_bytes = base64.urlsafe_b64decode(token[len(TOKEN_PREFIX):])
    with pytest.raises(InvalidTag):
        AESGCMSIV(raw_key).decrypt(sealed_bytes[:NONCE_BYTES], sealed_bytes[NONCE_BYTES:], TOKEN_PREFIX.encode())


def test_another_games_token_with_its_own_key_is_refused_by_the_game_it_was_not_sealed_for(sealed_client):
    slap = sealed_client.post("/v1/games/monster-run-slap/setup", json={"players": 2, "seal": True}).get_json()
    answer = legal_moves(sealed_client, slap["state"], slap["seat_keys"]["0"], game="monster-run")
    assert refused(answer, 400, "SEALED_STATE_INVALID")


def test_another_match_of_the_same_game_does_not_take_this_matchs_keys(sealed_client, game):
    other = sealed_client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()
    for seat in "0123":
        assert refused(legal_moves(sealed_client, other["state"], game["seat_keys"][seat]), 403, "SEAT_KEY_WRONG")


def test_rotation_the_previous_key_still_opens_new_states_are_sealed_with_the_new_key(openapi):
    before = ContractClient(sealing_app(PREVIOUS_SEAL_KEY).test_client(), openapi)
    game = before.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()
    rotated = ContractClient(sealing_app(SEAL_KEY, PREVIOUS_SEAL_KEY).test_client(), openapi)
    key = acting_key(game)
    moves = legal_moves(rotated, game["state"], key)
    assert moves.status_code == 200
    # Seat keys come from their own secret: the rotation left them valid.
    answer = rotated.post(f"/v1/games/{GAME}/apply", json={"state": game["state"], "action": moves.get_json()["defaults"][0]},
                          headers=bearer(key))
    assert answer.status_code == 200
    unseal(answer.get_json()["state"], GAME, SEAL_KEY)  # opens with the new key alone
    with pytest.raises(ServiceProblem) as refusal:
        unseal(answer.get_json()["state"], GAME, PREVIOUS_SEAL_KEY)
    assert refusal.value.code == "SEALED_STATE_INVALID"


def test_rotation_a_state_sealed_with_a_retired_key_is_refused(openapi):
    before = ContractClient(sealing_app(PREVIOUS_SEAL_KEY).test_client(), openapi)
    game = before.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}).get_json()
    retired = ContractClient(sealing_app(SEAL_KEY).test_client(), openapi)
    assert refused(legal_moves(retired, game["state"], acting_key(game)), 400, "SEALED_STATE_INVALID")


def test_tokens_are_padded_to_a_few_fixed_sizes():
    sealer = Sealer([SEAL_KEY])
    lengths = {len(sealer.seal(Sealed(GAME, "id", 0, {"hand": list(range(size))}))) for size in range(0, 300, 7)}
    assert len(lengths) == 1
    big = {len(sealer.seal(Sealed(GAME, "id", 0, {"text": "x" * size}))) for size in (10, 100, 1000)}
    assert len(big) == 1  # compressed text of any of these lengths lands in the first bucket
    incompressible = os.urandom(3000).hex()
    assert len(sealer.seal(Sealed(GAME, "id", 0, {"noise": incompressible}))) > min(big)
    assert SIZE_BUCKETS == tuple(sorted(SIZE_BUCKETS))


def test_sealed_requests_to_a_deployment_without_seal_keys_are_refused(client, game):
    assert refused(client.post(f"/v1/games/{GAME}/setup", json={"players": 4, "seal": True}),
                   400, "SEALING_UNAVAILABLE")
    assert refused(legal_moves(client, game["state"], acting_key(game)), 400, "SEALING_UNAVAILABLE")


@pytest.mark.parametrize("settings, message", [
    ({"REFEREE_SEAL_KEYS": "not a fernet key", "REFEREE_SEAT_KEY_SECRET": "s" * 40}, "Fernet key"),
    ({"REFEREE_SEAL_KEYS": SEAL_KEY}, "REFEREE_SEAT_KEY_SECRET"),
    ({"REFEREE_SEAL_KEYS": SEAL_KEY, "REFEREE_SEAT_KEY_SECRET": "short"}, "32 bytes"),
    ({"REFEREE_SEAL": "required"}, "need REFEREE_SEAL_KEYS"),
    ({"REFEREE_SEAL": "always", "REFEREE_SEAL_KEYS": SEAL_KEY}, "REFEREE_SEAL must be"),
])
def test_a_half_configured_deployment_does_not_start(settings, message):
    with pytest.raises(ValueError, match=message):
        create_app(settings)
