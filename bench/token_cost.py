"""What opening and sealing a token costs, piece by piece, on each game's largest state (timeit, µs per call, the
best of --repeat runs): the authenticated encryption alone for each of `cryptography`'s candidates on the same
padded plaintext (Fernet as the v1 tokens used it, with their base64 round trip; AES-GCM, ChaCha20-Poly1305,
AES-GCM-SIV on the raw bytes, their base64 apart), zlib, the JSON of the payload, and the service's whole
`Sealer.open` / `Sealer.seal`, beside the bare echo's own JSON round trip of the same state.

    python bench/token_cost.py                     # every game
    python bench/token_cost.py --games paopaosha --repeat 9
"""
import argparse
import base64
import binascii
import json
import os
import pathlib
import sys
import timeit
import zlib

import orjson
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers.aead import AESGCM, AESGCMSIV, ChaCha20Poly1305

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from engine.registry import GAMES  # noqa: E402
from run import engine_playouts, largest_server_state  # noqa: E402
from service.sealing import (COMPRESSION, LENGTH_HEADER, NONCE_BYTES, Sealed, Sealer, _bucket,  # noqa: E402
                             _payload_json, canonical_json)

KEY = Fernet.generate_key().decode()


def pieces(game_id: str, actions: int) -> dict:
    """The calls to time, on the game's largest state of `actions` seeded random actions."""
    game = GAMES[game_id]
    _, dumped, players = engine_playouts(game, 3600, max_actions=actions)["largest"]
    state, _ = largest_server_state(game, dumped, players)
    sealer = Sealer([KEY])
    sealed = Sealed(game_id, "a game id of 24 chars..", 7, state)
    token = sealer.seal(sealed)
    payload = canonical_json({"game": game_id, "game_id": sealed.game_id, "moves": 7, "state": state,
                              "build": sealed.build})
    compressed = zlib.compress(payload, 1)
    plaintext = LENGTH_HEADER.pack(len(compressed)) + compressed
    plaintext += bytes(_bucket(len(plaintext)) - len(plaintext))
    fernet = Fernet(KEY.encode())
    fernet_token = fernet.encrypt(plaintext)
    nonce, key = os.urandom(NONCE_BYTES), os.urandom(32)
    aeads = {"AES-GCM": AESGCM(key), "ChaCha20-Poly1305": ChaCha20Poly1305(key), "AES-GCM-SIV": AESGCMSIV(key)}
    ciphertexts = {name: aead.encrypt(nonce, plaintext, b"") for name, aead in aeads.items()}
    encoded = base64.urlsafe_b64encode(nonce + ciphertexts["AES-GCM-SIV"])
    echo_text = json.dumps({"state": state}).encode()

    def fernet_open():      # what sealed.v1 did: the exact-text check, then Fernet (its own base64 inside)
        base64.urlsafe_b64encode(base64.urlsafe_b64decode(fernet_token)) == fernet_token
        return fernet.decrypt(fernet_token)

    calls = {
        "Fernet decrypt (v1, with its base64 check)": fernet_open,
        "Fernet encrypt (v1)": lambda: fernet.encrypt(plaintext),
        **{f"{name} decrypt": (lambda aead=aead, name=name: aead.decrypt(nonce, ciphertexts[name], b""))
           for name, aead in aeads.items()},
        "AES-GCM-SIV encrypt": lambda: aeads["AES-GCM-SIV"].encrypt(os.urandom(NONCE_BYTES), plaintext, b""),
        "base64 of the v2 token, read and checked": lambda: binascii.b2a_base64(
            binascii.a2b_base64(encoded.translate(bytes.maketrans(b"-_", b"+/")), strict_mode=True), newline=False),
        "zlib decompress": lambda: zlib.decompress(compressed),
        "zlib compress, level 1": lambda: zlib.compress(payload, 1),
        "zlib compress as sealed (level 1, memLevel 5)": lambda: (
            lambda deflater: deflater.compress(payload) + deflater.flush())(zlib.compressobj(*COMPRESSION)),
        "orjson read of the payload": lambda: orjson.loads(payload),
        "canonical JSON of the payload (sorted, float check)": lambda: canonical_json({"state": state}),
        "payload JSON as sealed (orjson, unsorted)": lambda: _payload_json({"state": state}),
        "Sealer.open (v2, whole)": lambda: sealer.open(token, game_id),
        "Sealer.seal (v2, whole)": lambda: sealer.seal(sealed),
        "bare echo's JSON: json.loads + json.dumps": lambda: json.dumps(json.loads(echo_text)),
    }
    return {"sizes": (len(echo_text), len(payload), len(compressed), len(token)), "calls": calls}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--number", type=int, default=500)
    parser.add_argument("--actions", type=int, default=20_000, help="random-play actions the states come from")
    args = parser.parse_args()
    for game_id in args.games:
        found = pieces(game_id, args.actions)
        state_bytes, payload_bytes, compressed_bytes, token_bytes = found["sizes"]
        print(f"\n{game_id}: state {state_bytes:,} B of JSON, payload {payload_bytes:,} B, compressed "
              f"{compressed_bytes:,} B, token {token_bytes:,} characters\n\n| call | µs |\n|---|---|")
        for name, call in found["calls"].items():
            best = min(timeit.repeat(call, number=args.number, repeat=args.repeat)) / args.number * 1e6
            print(f"| {name} | {best:.1f} |", flush=True)


if __name__ == "__main__":
    main()
