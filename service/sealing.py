"""Sealed states: a whole game state (rng and chance mode included) as an opaque string a client can hold but
neither read nor change.

A token is `sealed.v1.` + a Fernet token (AES-128-CBC with HMAC-SHA256, from the `cryptography` package) of:
a 4-byte length, the zlib-compressed canonical JSON of the sealed payload, and zero padding up to one of a few
fixed sizes. Compression happens before encryption, so without the padding a token's length would hint at
what the state holds (how many cards a hand has); padded, a token's length only tells which size bucket the
state fell in.

REFEREE_SEAL_KEYS lists Fernet keys separated by commas: the first seals, every one opens, so a key can be
rotated in by putting it first and retired by removing it once the tokens it sealed are no longer in play.

The payload also names the build of the engine that wrote the state (a digest of its code): a state sealed by
this very build is loaded with no checks (`SealedStateReferee`), one sealed by another build, whose state
format may differ, is checked in full like an open state.
"""
from __future__ import annotations

import base64
import binascii
import hashlib
import json
import pathlib
import struct
import zlib
from dataclasses import dataclass

import orjson
from cryptography.fernet import Fernet, InvalidToken, MultiFernet

import engine
from service import fast_json
from service.sealed_problems import sealed_state_invalid

TOKEN_PREFIX = "sealed.v1."
# Plaintext sizes a sealed payload is padded to; a payload larger than the last is padded to a multiple of it.
SIZE_BUCKETS = (2_048, 8_192, 32_768, 131_072, 524_288)
LENGTH_HEADER = struct.Struct(">I")
# A state of the largest game is a few tens of kilobytes of JSON; what inflates beyond this is not ours.
MAX_PAYLOAD_BYTES = 4 * 1024 * 1024


def engine_build() -> str:
    """A digest of the engine's code (every module's path and text): equal in every worker and instance of one
    deployment, different once any rule or state format may have changed."""
    root = pathlib.Path(engine.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode("utf-8") + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:32]


ENGINE_BUILD = engine_build()


@dataclass(frozen=True)
class Sealed:
    """What a token holds: the game kind, the random id of this one game, how many actions it has had applied,
    the state itself, and the engine build that wrote it (None in a token sealed before builds were named)."""

    game: str
    game_id: str
    moves: int
    state: dict
    build: str | None = ENGINE_BUILD

    @property
    def written_here(self) -> bool:
        """Whether this build of the engine wrote the state, so that it needs no checks."""
        return self.build == ENGINE_BUILD


class Sealer:
    def __init__(self, keys: list[str]):
        if not keys:
            raise ValueError("REFEREE_SEAL_KEYS holds no key")
        try:
            self._fernet = MultiFernet([Fernet(key.strip().encode("ascii")) for key in keys])
        except (ValueError, UnicodeEncodeError) as error:
            raise ValueError(f"REFEREE_SEAL_KEYS: each key must be a Fernet key ({error})") from None

    @classmethod
    def from_text(cls, text: str) -> "Sealer":
        return cls([key for key in text.split(",") if key.strip()])

    def seal(self, sealed: Sealed) -> str:
        payload = {"game": sealed.game, "game_id": sealed.game_id, "moves": sealed.moves, "state": sealed.state,
                   "build": sealed.build}
        # Level 1: half the time of the default, and the padding hides the few bytes it loses anyway.
        compressed = zlib.compress(canonical_json(payload), 1)
        plaintext = LENGTH_HEADER.pack(len(compressed)) + compressed
        plaintext += bytes(_bucket(len(plaintext)) - len(plaintext))
        return TOKEN_PREFIX + self._fernet.encrypt(plaintext).decode("ascii")

    def open(self, token: str, game: str) -> Sealed:
        """The payload of a token this service sealed for `game`; a SEALED_STATE_INVALID problem for anything
        else (edited, truncated, spliced, sealed with a key no longer listed, or sealed for another game)."""
        if not token.startswith(TOKEN_PREFIX) or not token.isascii():
            raise sealed_state_invalid("it is not a sealed state of this service")
        body = token[len(TOKEN_PREFIX):].encode("ascii")
        try:
            # base64 ignores the spare low bits of its last character; only the exact text we issued opens.
            if base64.urlsafe_b64encode(base64.urlsafe_b64decode(body)) != body:
                raise InvalidToken
            plaintext = self._fernet.decrypt(body)
        except (InvalidToken, binascii.Error, ValueError):
            raise sealed_state_invalid("it was changed, cut, or sealed with a key this service no longer holds") \
                from None
        payload = _inflate(plaintext)
        if payload.get("game") != game:
            raise sealed_state_invalid(f"it was sealed for game {payload.get('game')!r}, not {game!r}")
        build = payload.get("build")
        return Sealed(payload["game"], payload["game_id"], payload["moves"], payload["state"],
                      build if isinstance(build, str) else None)


def canonical_json(value) -> bytes:
    # orjson where it writes the same bytes (service.fast_json): a sealed payload is a state the engine wrote,
    # and no game's state holds a float (every load reads its numbers as integers), so no infinity either.
    fast = fast_json.dumps(value)
    if fast is not None:
        return fast
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def _read_payload(text: bytes):
    """What canonical_json wrote: integers of the states' bounds and no float, which orjson reads to the same
    value as the json module; the json module reads anything else (and gives the ValueError of damaged text)."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def _bucket(size: int) -> int:
    for bucket in SIZE_BUCKETS:
        if size <= bucket:
            return bucket
    largest = SIZE_BUCKETS[-1]
    return -(-size // largest) * largest


def _inflate(plaintext: bytes) -> dict:
    """Only a token that authenticated under one of our keys gets here, so a failure means a bug or a leaked
    key; it is still refused as a problem, in bounded memory."""
    try:
        (length,) = LENGTH_HEADER.unpack_from(plaintext)
        inflater = zlib.decompressobj()
        text = inflater.decompress(plaintext[LENGTH_HEADER.size:LENGTH_HEADER.size + length], MAX_PAYLOAD_BYTES)
        if inflater.unconsumed_tail:
            raise ValueError("payload too large")
        payload = _read_payload(text)
    except (struct.error, zlib.error, ValueError):
        raise sealed_state_invalid("its content is damaged") from None
    if not (isinstance(payload, dict) and isinstance(payload.get("game_id"), str)
            and isinstance(payload.get("moves"), int) and isinstance(payload.get("state"), dict)):
        raise sealed_state_invalid("its content is damaged")
    return payload
