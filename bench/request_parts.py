"""Where the instructions of one apply request go, part by part, beside the bare echo's whole request: counted by
valgrind's callgrind (see bench/request_instructions.py), on each game's largest state of seeded play, open and
sealed. Each part runs --requests times inside one `functools.reduce` call, on inputs prepared outside it. The
token's own pieces are counted too: Fernet as the v1 tokens used it against AES-GCM-SIV (v2), zlib and orjson;
and issue 15's sealed round trip (open the token, the Referee's apply, seal) beside the engine step alone.

    python bench/request_parts.py --games paopaosha monster-run --requests 20
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from request_instructions import _instructions  # noqa: E402

PARTS = """
import base64, functools, json, os, sys, zlib
import orjson
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers.aead import AESGCMSIV
sys.path.insert(0, {root!r})
sys.path.insert(0, {bench!r})
from engine.core import Referee
from engine.core.bounds import excess
from engine.core.referee import ENVELOPE_KEYS, SealedStateReferee
from engine.registry import GAMES
from run import SEAL_KEY, SEAT_KEY_SECRET, engine_playouts, largest_server_state, sealed_form
from bare_echo import app as bare
from service import fast_json
from service.answer_json import answer_bytes
from service.app import create_app
from service.sealing import COMPRESSION, LENGTH_HEADER, Sealed, Sealer, _bucket, _payload_json, canonical_json
from service.seat_keys import SeatKeys
from werkzeug.test import EnvironBuilder

os.environ.update(REFEREE_SEAL_KEYS=SEAL_KEY, REFEREE_SEAT_KEY_SECRET=SEAT_KEY_SECRET)
app, sealer, seat_keys, requests = create_app(), Sealer([SEAL_KEY]), SeatKeys(SEAT_KEY_SECRET), {requests}
names = []


def count(name, call, inputs):
    for value in inputs[:2]:
        call(None, value)
    names.append(name)
    functools.reduce(call, inputs[2:], None)


def fresh(value, times=requests + 2):
    return [json.loads(json.dumps(value)) for _ in range(times)]


def request(wsgi, path, body, headers):
    data = json.dumps(body).encode()
    environs = [EnvironBuilder(path=path, method="POST", data=data, headers=headers,
                               content_type="application/json").get_environ() for _ in range(requests + 2)]
    return lambda _, environ: b"".join(wsgi.wsgi_app(environ, lambda *args: None)), environs


for game_id in {games!r}:
    game = GAMES[game_id]
    _, dumped, players = engine_playouts(game, 3600, max_actions=20_000)["largest"]
    state, action = largest_server_state(game, dumped, players)
    token, headers = sealed_form(game_id, state, action)
    path = f"/v1/games/{{game_id}}/apply"
    open_body, sealed_body = {{"state": state, "action": action}}, {{"state": token, "action": action}}
    referee, trusted = Referee(game), SealedStateReferee(game)
    body = {{key: value for key, value in state.items() if key not in ENVELOPE_KEYS}}
    rest = {{key: value for key, value in state.items() if key not in game.fields_bounded_once_loaded}}
    loaded = game.load(body)
    count(f"{{game_id}} | open | bare echo, whole request", *request(bare, "/echo", open_body, {{}}))
    count(f"{{game_id}} | open | referee, whole request", *request(app, path, open_body, {{}}))
    count(f"{{game_id}} | open | body JSON (service.body)", lambda _, raw: fast_json.loads(raw, 64),
          [json.dumps(open_body).encode()] * (requests + 2))
    count(f"{{game_id}} | open | size walk of the other fields", lambda _, data: excess(data, game.state_bounds, "s"),
          [rest] * (requests + 2))
    count(f"{{game_id}} | open | load", lambda _, data: game.load(data), [body] * (requests + 2))
    count(f"{{game_id}} | open | bounds of the loaded fields", lambda _, data: game.loaded_within_bounds(loaded, data),
          [body] * (requests + 2))
    count(f"{{game_id}} | open | problems", lambda _, data: game.problems(data), [loaded] * (requests + 2))
    count(f"{{game_id}} | open | whole Referee.apply", lambda _, data: referee.apply(data, action),
          [state] * (requests + 2))
    open_answer = {{"state": referee.apply(state, action)[0], "events": referee.apply(state, action)[1]}}
    count(f"{{game_id}} | open | answer JSON (answer_json)", lambda _, answer: answer_bytes(answer),
          [open_answer] * (requests + 2))
    count(f"{{game_id}} | open | answer JSON (fast_json.dumps, session 20)", lambda _, answer: fast_json.dumps(answer),
          [open_answer] * (requests + 2))
    count(f"{{game_id}} | sealed | bare echo, whole request", *request(bare, "/echo", sealed_body, {{}}))
    count(f"{{game_id}} | sealed | referee, whole request", *request(app, path, sealed_body, headers))
    count(f"{{game_id}} | sealed | open the token", lambda _, text: sealer.open(text, game_id),
          [token] * (requests + 2))
    sealed = sealer.open(token, game_id)
    presented = headers["Authorization"].split()[1]
    count(f"{{game_id}} | sealed | seat key", lambda _, seat: seat_keys.holder_of(
        presented, game_id, sealed.game_id, state["players"], state["chance"], seat), [action["player"]] * (requests + 2))
    count(f"{{game_id}} | sealed | load, step, dump and view (apply_and_view)",
          lambda _, data: trusted.apply_and_view(data, action, action["player"]), fresh(sealed.state))
    after, events, view = trusted.apply_and_view(fresh(sealed.state, 1)[0], action, action["player"])
    count(f"{{game_id}} | sealed | seal the next state", lambda _, next_state: sealer.seal(
        Sealed(game_id, sealed.game_id, 1, next_state)), [after] * (requests + 2))
    count(f"{{game_id}} | sealed | answer JSON (answer_json)", lambda _, answer: answer_bytes(answer),
          [{{"state": token, "view": view, "events": events}}] * (requests + 2))
    count(f"{{game_id}} | sealed | answer JSON (fast_json.dumps, session 20)", lambda _, answer: fast_json.dumps(answer),
          [{{"state": token, "view": view, "events": events}}] * (requests + 2))
    payload = canonical_json({{"game": game_id, "game_id": sealed.game_id, "moves": 1, "state": after,
                              "build": sealed.build}})
    compressed = zlib.compress(payload, 1)
    plaintext = LENGTH_HEADER.pack(len(compressed)) + compressed
    plaintext += bytes(_bucket(len(plaintext)) - len(plaintext))
    fernet, siv, nonce = Fernet(Fernet.generate_key()), AESGCMSIV(os.urandom(32)), os.urandom(12)
    fernet_token, siv_bytes = fernet.encrypt(plaintext), siv.encrypt(nonce, plaintext, b"")

    def fernet_open(_, text):     # what sealed.v1 did: the exact-text check, then Fernet (its own base64 inside)
        base64.urlsafe_b64encode(base64.urlsafe_b64decode(text)) == text
        return fernet.decrypt(text)
    count(f"{{game_id}} | token | Fernet decrypt (v1, with its base64 check)", fernet_open, [fernet_token] * (requests + 2))
    count(f"{{game_id}} | token | Fernet encrypt (v1)", lambda _, text: fernet.encrypt(text), [plaintext] * (requests + 2))
    count(f"{{game_id}} | token | AES-GCM-SIV decrypt (v2)", lambda _, data: siv.decrypt(nonce, data, b""),
          [siv_bytes] * (requests + 2))
    count(f"{{game_id}} | token | AES-GCM-SIV encrypt (v2)", lambda _, data: siv.encrypt(nonce, data, b""),
          [plaintext] * (requests + 2))
    count(f"{{game_id}} | token | zlib decompress", lambda _, data: zlib.decompress(data), [compressed] * (requests + 2))
    count(f"{{game_id}} | token | zlib compress, level 1", lambda _, data: zlib.compress(data, 1),
          [payload] * (requests + 2))
    count(f"{{game_id}} | token | zlib compress as sealed (level 1, memLevel 5)",
          lambda _, data: (lambda deflater: deflater.compress(data) + deflater.flush())(zlib.compressobj(*COMPRESSION)),
          [payload] * (requests + 2))
    count(f"{{game_id}} | token | orjson read of the payload", lambda _, data: orjson.loads(data),
          [payload] * (requests + 2))
    count(f"{{game_id}} | token | canonical JSON of the payload (sorted, float check; session 20)",
          lambda _, value: canonical_json(value), [orjson.loads(payload)] * (requests + 2))
    count(f"{{game_id}} | token | payload JSON as sealed (orjson, unsorted)",
          lambda _, value: _payload_json(value), [orjson.loads(payload)] * (requests + 2))
    count(f"{{game_id}} | round trip | engine step on the loaded state",
          lambda _, loaded_state: trusted._apply(loaded_state[0], action, loaded_state[2]),
          [referee._load(state) for _ in range(requests + 2)])

    def round_trip(_, text):
        opened = sealer.open(text, game_id)
        next_state, _ = trusted.apply(opened.state, action)
        return sealer.seal(Sealed(game_id, opened.game_id, opened.moves + 1, next_state))
    count(f"{{game_id}} | round trip | open, apply, seal", round_trip, [token] * (requests + 2))
print(json.dumps(names))
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=["paopaosha", "monster-run"])
    parser.add_argument("--requests", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        code = PARTS.format(root=str(ROOT), bench=str(ROOT / "bench"), requests=args.requests, games=args.games)
        done = subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                               "--toggle-collect=functools_reduce", "--dump-after=functools_reduce",
                               f"--callgrind-out-file={work}/out", sys.executable, "-c", code], check=True, cwd=ROOT,
                              env={**os.environ, "PYTHONHASHSEED": "0"}, capture_output=True, text=True)
        names = json.loads(done.stdout.strip().splitlines()[-1])
        profiles = sorted(pathlib.Path(work).glob("out.*"), key=lambda path: int(path.suffix[1:]))
        counts = [_instructions(path) / args.requests for path in profiles[-len(names):]]
    print("| game | state | part | k instructions per request |\n|---|---|---|---|")
    for name, count in zip(names, counts):
        print(f"| {name} | {count / 1000:,.0f} |")


if __name__ == "__main__":
    main()
