"""The sealed token's codec as session 21 made it cheaper, and still the sealed.v2 format: deflate with a smaller
hash table (any inflate reads it; tokens deflated with zlib's defaults still open), the payload's JSON unsorted,
and the exact-text check done by the token's length where its bytes leave base64 no spare bits."""
import binascii
import json
import os
import zlib

import pytest

from engine.core import Referee
from engine.registry import GAMES
from service.problems import ServiceProblem
from service.sealing import (
    _ASSOCIATED,
    LENGTH_HEADER,
    NONCE_BYTES,
    SIZE_BUCKETS,
    TOKEN_PREFIX,
    Sealed,
    Sealer,
    _bucket,
    canonical_json,
)
from tests.support.sealed import SEAL_KEY

_FROM_URL_SAFE = bytes.maketrans(b"-_", b"+/")
_TO_URL_SAFE = bytes.maketrans(b"+/", b"-_")


def plaintext_of(sealer: Sealer, token: str) -> bytes:
    body = binascii.a2b_base64(token[len(TOKEN_PREFIX):].encode().translate(_FROM_URL_SAFE))
    return sealer._ciphers[0].decrypt(body[:NONCE_BYTES], body[NONCE_BYTES:], _ASSOCIATED)


def token_of(sealer: Sealer, compressed: bytes) -> str:
    """A sealed.v2 token around `compressed`, made the way the service made them before session 21."""
    plaintext = LENGTH_HEADER.pack(len(compressed)) + compressed
    plaintext += bytes(_bucket(len(plaintext)) - len(plaintext))
    nonce = os.urandom(NONCE_BYTES)
    sealed = nonce + sealer._ciphers[0].encrypt(nonce, plaintext, _ASSOCIATED)
    return TOKEN_PREFIX + binascii.b2a_base64(sealed, newline=False).translate(_TO_URL_SAFE).decode()


def played_states(game_id: str, steps: int = 40):
    referee = Referee(GAMES[game_id])
    state, _ = referee.setup(GAMES[game_id].max_players, seed=21)
    for step in range(steps):
        if state["result"] is not None:
            return
        yield state
        moves = referee.legal_moves(state)["moves"]
        state, _ = referee.apply(state, moves[step % len(moves)])


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_token_deflated_with_zlibs_defaults_and_sorted_keys_still_opens(game_id):
    """Tokens sealed before this change (zlib.compress at level 1, the canonical JSON) open to the same game."""
    sealer = Sealer([SEAL_KEY])
    for moves, state in enumerate(played_states(game_id)):
        payload = {"game": game_id, "game_id": "an earlier match", "moves": moves, "state": state, "build": "old"}
        opened = sealer.open(token_of(sealer, zlib.compress(canonical_json(payload), 1)), game_id)
        assert opened == Sealed(game_id, "an earlier match", moves, json.loads(json.dumps(state)), "old")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_new_tokens_payload_is_ordinary_zlib_and_json(game_id):
    """What a token holds inflates with zlib's defaults and reads with the json module, to the sealed game."""
    sealer = Sealer([SEAL_KEY])
    for moves, state in enumerate(played_states(game_id)):
        plaintext = plaintext_of(sealer, sealer.seal(Sealed(game_id, "a match", moves, state)))
        (length,) = LENGTH_HEADER.unpack_from(plaintext)
        payload = json.loads(zlib.decompress(plaintext[LENGTH_HEADER.size:LENGTH_HEADER.size + length]))
        assert payload == {"game": game_id, "game_id": "a match", "moves": moves,
                           "state": json.loads(json.dumps(state)), "build": Sealed.build}


def test_every_bucket_leaves_base64_no_spare_bits():
    """The exact-text check skips re-encoding a token whose bytes are a multiple of 3: every bucket's are."""
    assert all((NONCE_BYTES + bucket + 16) % 3 == 0 for bucket in SIZE_BUCKETS)


def test_a_token_beyond_the_buckets_with_its_spare_bits_changed_is_refused():
    """A payload past the largest bucket pads to a multiple of it, whose token's last character carries spare
    bits: changed, base64 reads the same bytes, and the token is still refused (it is not the text we issued)."""
    sealer = Sealer([SEAL_KEY])
    token = sealer.seal(Sealed("paopaosha", "a match", 0, {"noise": os.urandom(600_000).hex()}))
    sealed_bytes = len(token) - len(TOKEN_PREFIX)
    assert sealed_bytes % 4 == 0 and token.endswith("=") and not token.endswith("==")
    assert sealer.open(token, "paopaosha").game_id == "a match"
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    last = alphabet.index(token[-2])
    changed = token[:-2] + alphabet[last ^ 1] + "="       # a spare bit of the last character
    with pytest.raises(ServiceProblem) as refused:
        sealer.open(changed, "paopaosha")
    assert refused.value.code == "SEALED_STATE_INVALID"
