"""Sealed states: a whole game state (rng and chance mode included) as an opaque string a client can hold but
neither read nor change.

A token is `sealed.v2.` + the URL-safe base64 of a random 12-byte nonce and the AES-256-GCM-SIV ciphertext
(with its 16-byte tag; `cryptography`'s AEAD, authenticated with the token prefix as associated data) of: a
4-byte length, the zlib-compressed canonical JSON of the sealed payload, and zero padding up to one of a few
fixed sizes. Compression happens before encryption, so without the padding a token's length would hint at
what the state holds (how many cards a hand has); padded, a token's length only tells which size bucket the
state fell in. GCM-SIV rather than GCM: a nonce drawn twice at random (likely after some 2^48 tokens under one
key) reveals only that two plaintexts are equal, where GCM would lose its authentication.

`sealed.v1.` tokens (Fernet: AES-128-CBC and HMAC-SHA256, two passes and base64 of the whole token inside and
out; four times the cost of opening a v2 token, BENCHMARKS.md) are no longer opened: the request schema refuses
them with a sentence saying so.

REFEREE_SEAL_KEYS lists keys in Fernet's format (32 random bytes, URL-safe base64) separated by commas: the
first seals, every one opens, so a key can be rotated in by putting it first and retired by removing it once
the tokens it sealed are no longer in play. Each is turned into its AES-GCM-SIV key by HKDF-SHA256, so a key
configured for the v1 tokens keeps working.

The payload also names the build of the engine that wrote the state (a digest of its code): a state sealed by
this very build is loaded with no checks (`SealedStateReferee`), one sealed by another build, whose state
format may differ, is checked in full like an open state.
"""
from __future__ import annotations

import binascii
import hashlib
import json
import os
import pathlib
import struct
import zlib
from dataclasses import dataclass

import orjson
from cryptography.exceptions import InvalidTag, UnsupportedAlgorithm
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

import engine
from service import fast_json
from service.sealed_problems import sealed_state_invalid

TOKEN_PREFIX = "sealed.v2."
# The prefix of the Fernet tokens of earlier versions, refused with a sentence of their own (service.schemas).
RETIRED_TOKEN_PREFIX = "sealed.v1."
NONCE_BYTES = 12
# Authenticated with each token, not sent in it: a token of another format or purpose never opens as this one.
_ASSOCIATED = TOKEN_PREFIX.encode("ascii")
# What binds a seal key to this use (HKDF's info): a key configured for anything else derives another key.
KEY_PURPOSE = b"rules referee: sealed state, sealed.v2, AES-256-GCM-SIV"
# Base64's URL-safe alphabet from and to the standard one, which binascii reads and writes at C speed.
_FROM_URL_SAFE = bytes.maketrans(b"-_", b"+/")
_TO_URL_SAFE = bytes.maketrans(b"+/", b"-_")
# Plaintext sizes a sealed payload is padded to; a payload larger than the last is padded to a multiple of it.
SIZE_BUCKETS = (2_048, 8_192, 32_768, 131_072, 524_288)
LENGTH_HEADER = struct.Struct(">I")
# A state of the largest game is a few tens of kilobytes of JSON; what inflates beyond this is not ours.
MAX_PAYLOAD_BYTES = 4 * 1024 * 1024
# zlib's deflate at level 1 (half the time of the default, and the padding hides the few bytes it loses) with a
# hash table of 4 K heads (memLevel 5) instead of 32 K (8, the default): deflateInit clears the whole table for
# every token, which on a state of a few kilobytes cost a sixth of the compression and bought no byte
# (BENCHMARKS.md, session 21). The stream is ordinary zlib with a 32 KiB window, read by any inflate.
COMPRESSION = (1, zlib.DEFLATED, 15, 5)


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
            self._ciphers = [AESGCMSIV(_cipher_key(key.strip())) for key in keys]
        except (ValueError, UnicodeEncodeError) as error:
            raise ValueError(f"REFEREE_SEAL_KEYS: each key must be a Fernet key ({error})") from None
        except UnsupportedAlgorithm:
            raise ValueError("sealed states need AES-GCM-SIV, which this build of cryptography's OpenSSL (before "
                             "3.2) lacks") from None

    @classmethod
    def from_text(cls, text: str) -> "Sealer":
        return cls([key for key in text.split(",") if key.strip()])

    def seal(self, sealed: Sealed) -> str:
        payload = {"game": sealed.game, "game_id": sealed.game_id, "moves": sealed.moves, "state": sealed.state,
                   "build": sealed.build}
        deflater = zlib.compressobj(*COMPRESSION)
        compressed = deflater.compress(_payload_json(payload)) + deflater.flush()
        plaintext = LENGTH_HEADER.pack(len(compressed)) + compressed
        plaintext += bytes(_bucket(len(plaintext)) - len(plaintext))
        nonce = os.urandom(NONCE_BYTES)
        sealed_bytes = nonce + self._ciphers[0].encrypt(nonce, plaintext, _ASSOCIATED)
        return TOKEN_PREFIX + binascii.b2a_base64(sealed_bytes, newline=False).translate(_TO_URL_SAFE).decode("ascii")

    def open(self, token: str, game: str) -> Sealed:
        """The payload of a token this service sealed for `game`; a SEALED_STATE_INVALID problem for anything
        else (edited, truncated, spliced, sealed with a key no longer listed, or sealed for another game)."""
        if not token.startswith(TOKEN_PREFIX) or not token.isascii():
            raise sealed_state_invalid("it is not a sealed state of this service")
        payload = _inflate(self._decrypt(token[len(TOKEN_PREFIX):].encode("ascii").translate(_FROM_URL_SAFE)))
        if payload.get("game") != game:
            raise sealed_state_invalid(f"it was sealed for game {payload.get('game')!r}, not {game!r}")
        build = payload.get("build")
        return Sealed(payload["game"], payload["game_id"], payload["moves"], payload["state"],
                      build if isinstance(build, str) else None)

    def _decrypt(self, body: bytes) -> bytes:
        """The plaintext of a token's base64 `body` (standard alphabet), under whichever key opens it."""
        try:
            sealed_bytes = binascii.a2b_base64(body, strict_mode=True)
        except binascii.Error:
            sealed_bytes = b""
        if len(sealed_bytes) > NONCE_BYTES and _exactly_as_issued(sealed_bytes, body):
            nonce, ciphertext = sealed_bytes[:NONCE_BYTES], sealed_bytes[NONCE_BYTES:]
            for cipher in self._ciphers:
                try:
                    return cipher.decrypt(nonce, ciphertext, _ASSOCIATED)
                except InvalidTag:
                    continue
        raise sealed_state_invalid("it was changed, cut, or sealed with a key this service no longer holds")


def _exactly_as_issued(sealed_bytes: bytes, body: bytes) -> bool:
    """Whether `body` is the one base64 text of `sealed_bytes`: base64 ignores the spare low bits of a last
    character that carries fewer than 3 bytes, so only the exact text we issued opens. Every bucket's token is a
    multiple of 3 bytes (12 + 2^(2k+1) + 16), whose text has no such character: strictly decoded to 4 characters
    per 3 bytes, it is the only text of those bytes, with no need to encode them again to compare."""
    if len(sealed_bytes) % 3 == 0 and len(body) == len(sealed_bytes) // 3 * 4:
        return True
    return binascii.b2a_base64(sealed_bytes, newline=False) == body


def _cipher_key(key: str) -> bytes:
    """The AES-256-GCM-SIV key of one configured key: Fernet() checks its format (and names what is wrong), HKDF
    binds its 32 bytes to this use."""
    Fernet(key.encode("ascii"))
    material = binascii.a2b_base64(key.encode("ascii").translate(_FROM_URL_SAFE))
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=KEY_PURPOSE).derive(material)



def canonical_json(value) -> bytes:
    # orjson where it writes the same bytes (service.fast_json): a sealed payload is a state the engine wrote,
    # and no game's state holds a float (every load reads its numbers as integers), so no infinity either.
    fast = fast_json.dumps(value)
    if fast is not None:
        return fast
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")


def _payload_json(payload: dict) -> bytes:
    """The sealed payload's JSON, read back only by `_read_payload`: no key order needed, nor any float check,
    since a state the engine wrote holds no float (every load reads its numbers as integers) and orjson reads
    what it wrote to the same value. The json module writes, in ASCII, what orjson refuses (an integer beyond 64
    bits, a lone surrogate); `_read_payload` reads that with the json module."""
    try:
        return orjson.dumps(payload)
    except orjson.JSONEncodeError:
        return json.dumps(payload).encode("ascii")


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
