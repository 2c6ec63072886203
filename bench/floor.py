"""The measured floor of a request: the bare echo (bench/bare_echo.py) against the floor apps of
bench/floor_apps.py (the least any referee of this contract must do, with no rules: the service floor, the open
floor, the sealed floor) and the referee's own apply, on each game's largest state of seeded play (the bodies of
bench/request_cost.py), so that what is left for the rules under issue 15's targets shows as a number.

    python bench/floor.py                       # instructions (callgrind), then HTTP rounds; bench/results/floor.md
    python bench/floor.py --no-http             # instructions only
    python bench/floor.py --no-count --seconds 2 --rounds 3

Instructions: every side's whole WSGI request, counted by callgrind as bench/request_instructions.py counts
(the same on every run of the same code), and the sealed floor's parts one by one. HTTP: the bare echo and the
floor app (the referee with the floor routes beside its own) served by gunicorn side by side with the project's
config, as bench/run.py serves them (same worker class and count, access logs), wrk -t2 -c8, in interleaved
rounds; the ratio of each side to the echo within a round, median and range, and p50 / p99.

Headroom: what the rules may still cost at a target ratio r (0.65 open, 0.8 sealed). In instructions,
echo / r - floor (k instructions per request; HTTP and gunicorn, outside the count, are paid by both sides, so
this is the stricter figure); over HTTP, floor ratio / r - 1: the share of the floor's own cost the rules may
add. A negative headroom means the floor itself is below the target.
"""
import argparse
import json
import os
import pathlib
import shlex
import signal
import statistics
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from engine.registry import GAMES  # noqa: E402
from request_instructions import reduce_counts  # noqa: E402
from request_cost import bodies  # noqa: E402
from run import SEAL_KEY, SEAT_KEY_SECRET, side_by_side, start_gunicorn, write_results  # noqa: E402

TARGETS = {"open": 0.65, "sealed": 0.8}
# The sides of each game's rows, by the body they are sent (the apply body, open or sealed): name -> path.
SIDES = {
    "open": {"bare echo": "/echo", "service floor": "/floor/service", "open floor": "/floor/open/{game}/apply",
             "referee apply": "/v1/games/{game}/apply"},
    "sealed": {"bare echo": "/echo", "service floor": "/floor/service", "sealed floor": "/floor/sealed/{game}/apply",
               "referee apply": "/v1/games/{game}/apply"},
}
FLOOR_OF = {"open": "open floor", "sealed": "sealed floor"}

COUNT = """
import functools, gc, json, os, sys
sys.path.insert(0, {root!r})
from engine.registry import GAMES  # first, so that the bench modules find this checkout's engine
sys.path.insert(0, {bench!r})
from bare_echo import app as bare
from floor_apps import floor_app
from service import fast_json
from service.body import MAX_DEPTH
from service.answer_json import answer_bytes
from service.sealing import COMPRESSION, Sealed, _inflate, _payload_json
from werkzeug.test import EnvironBuilder
import zlib

written = json.load(open({rows!r}))
seal_key, seat_key_secret = written["keys"]      # the keys the sealed bodies were sealed with
os.environ.update(REFEREE_SEAL_KEYS=seal_key, REFEREE_SEAT_KEY_SECRET=seat_key_secret)
app = floor_app()
deployment = app.extensions["sealed_states"]
sealer, seat_keys, requests, sides = deployment.sealer, deployment.seat_keys, {requests}, {sides!r}
names = []


def start_response(status, headers, info=None):
    assert status.startswith("200"), status


def count(name, call, inputs):
    for value in inputs[:3]:               # warm-up: first-call caches, outside the count
        call(None, value)
    names.append(name)
    gc.collect()
    functools.reduce(call, inputs[3:], None)


def whole(wsgi, path, body, headers):
    data = json.dumps(body).encode()
    environs = [EnvironBuilder(path=path, method="POST", data=data, headers=headers,
                               content_type="application/json").get_environ() for _ in range(requests + 3)]
    return lambda _, environ: b"".join(wsgi.wsgi_app(environ, start_response)), environs


def times(value):
    return [value] * (requests + 3)


def deflate(text):
    deflater = zlib.compressobj(*COMPRESSION)
    return deflater.compress(text) + deflater.flush()


for row in written["rows"]:
    game, _, form = row["name"].split(" | ")
    for side, path in sides[form].items():
        count(f"{{game}}|{{form}}|{{side}}", *whole(bare if side == "bare echo" else app, path.format(game=game),
                                                 row["body"], row["headers"]))
    if form != "sealed":
        continue
    token, action = row["body"]["state"], row["body"]["action"]
    opened = sealer.open(token, game)
    presented = row["headers"]["Authorization"].split()[1]
    text = token[len("sealed.v2."):].encode("ascii").translate(bytes.maketrans(b"-_", b"+/"))
    plaintext = sealer._decrypt(text)
    payload = {{"game": game, "game_id": opened.game_id, "moves": 1, "state": opened.state, "build": opened.build}}
    count(f"{{game}}|part|body JSON (fast_json.loads)", lambda _, raw: fast_json.loads(raw, MAX_DEPTH),
          times(json.dumps(row["body"]).encode()))
    count(f"{{game}}|part|open: base64 and AES-GCM-SIV decrypt", lambda _, data: sealer._decrypt(data), times(text))
    count(f"{{game}}|part|open: inflate and payload JSON", lambda _, data: _inflate(data), times(plaintext))
    count(f"{{game}}|part|open, whole", lambda _, data: sealer.open(data, game), times(token))
    count(f"{{game}}|part|seat key (HMAC-SHA256)", lambda _, seat: seat_keys.holder_of(
        presented, game, opened.game_id, opened.state["players"], opened.state["chance"], seat),
        times(action["player"]))
    count(f"{{game}}|part|seal: payload JSON", lambda _, value: _payload_json(value), times(payload))
    count(f"{{game}}|part|seal: deflate", lambda _, data: deflate(data), times(_payload_json(payload)))
    count(f"{{game}}|part|seal, whole", lambda _, state: sealer.seal(Sealed(game, opened.game_id, 1, state)),
          times(opened.state))
    count(f"{{game}}|part|answer JSON", lambda _, answer: answer_bytes(answer), times({{"state": token, "events": []}}))
json.dump(names, open({names!r}, "w"))
"""


def apply_rows(games: list[str], actions: int) -> list[dict]:
    """bench/request_cost.py's apply bodies (open and sealed) of `games`."""
    return [row for row in bodies({game: GAMES[game] for game in games}, actions)
            if row["name"].split(" | ")[1] == "apply"]


def count_instructions(rows: list[dict], requests: int) -> dict:
    """name -> k instructions per request, every side of every row and the sealed floor's parts."""
    with tempfile.TemporaryDirectory() as work:
        rows_file, names_file = pathlib.Path(work, "rows.json"), pathlib.Path(work, "names.json")
        rows_file.write_text(json.dumps({"keys": [SEAL_KEY, SEAT_KEY_SECRET], "rows": rows}))
        code = COUNT.format(root=str(ROOT), bench=str(ROOT / "bench"), requests=requests, sides=SIDES,
                            rows=str(rows_file), names=str(names_file))
        counts = reduce_counts(code, ROOT, pathlib.Path(work, "profiles"))
        names = json.loads(names_file.read_text())
    return {name: count / requests / 1000 for name, count in zip(names, counts[-len(names):])}


def instruction_lines(counts: dict, games: list[str]) -> list[str]:
    lines = ["", "## Instructions per request (callgrind, k)", "",
             "| game | state | bare echo | service floor | floor | referee apply | floor / echo | echo / floor "
             "| echo / referee | target | headroom for the rules (k) |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for game in games:
        for form, target in TARGETS.items():
            side = {name: counts[f"{game}|{form}|{name}"] for name in SIDES[form]}
            echo, floor, referee = side["bare echo"], side[FLOOR_OF[form]], side["referee apply"]
            lines.append(f"| {game} | {form} | {echo:,.0f} | {side['service floor']:,.0f} | {floor:,.0f} | "
                         f"{referee:,.0f} | {floor / echo:.2f} | {echo / floor:.2f} | {echo / referee:.2f} | "
                         f"{target} | {headroom_instructions(echo, floor, target):,.0f} |")
    lines += ["", "### The sealed floor's parts (k instructions per call)", "",
              "| game | part | k instructions |", "|---|---|---|"]
    for name, count in counts.items():
        game, kind, part = name.split("|")
        if kind == "part" and game in games:
            lines.append(f"| {game} | {part} | {count:,.0f} |")
    return lines


def headroom_instructions(echo: float, floor: float, target: float) -> float:
    """What the rules may add to the floor, in the echo's units, for the referee to stay at `target` x the
    echo: the whole request may cost echo / target."""
    return echo / target - floor


def headroom_share(floor_ratio: float, target: float) -> float:
    """The share of the floor's own cost the rules may add at `target`, from the floor's throughput ratio to
    the echo: throughput scales as 1 / cost, so the referee may cost floor_ratio / target times the floor."""
    return floor_ratio / target - 1


def http_lines(args, rows: list[dict]) -> list[str]:
    lines = ["", "## Over HTTP: side by side with the bare echo", "",
             f"gunicorn with the project's config on both ({args.workers} workers each, access log to a file), "
             f"wrk -t{args.threads} -c{args.connections}, {args.rounds} rounds of {args.seconds} s per side, "
             "interleaved (the order reversed every round). Ratio: side / echo requests per second within a round, "
             "median (range); p50 / p99 in ms, medians over the rounds.", "",
             "| game | state | side | req/s | p50 / p99 (ms) | ratio to echo (range) | target | headroom |",
             "|---|---|---|---|---|---|---|---|"]
    os.environ.update(REFEREE_SEAL_KEYS=SEAL_KEY, REFEREE_SEAT_KEY_SECRET=SEAT_KEY_SECRET)
    with tempfile.TemporaryDirectory() as logs:
        floor, floor_port = start_gunicorn("bench.floor_apps:floor_app()", ROOT, args.workers,
                                           pathlib.Path(logs, "floor-access.log"))
        try:
            bare, bare_port = start_gunicorn("bare_echo:app", ROOT / "bench", args.workers,
                                             pathlib.Path(logs, "bare-access.log"))
        except RuntimeError:
            os.killpg(floor.pid, signal.SIGTERM)
            raise
        try:
            for row in rows:
                game, _, form = row["name"].split(" | ")
                sides = {name: (f"http://127.0.0.1:{bare_port if name == 'bare echo' else floor_port}"
                                f"{path.format(game=game)}", row["headers"] or None)
                         for name, path in SIDES[form].items()}
                runs = side_by_side(sides, row["body"], args)
                lines += http_row_lines(game, form, runs)
                print("\n".join(lines[-len(sides):]), flush=True)
        finally:
            for process in (floor, bare):
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=20)
    return lines


def http_row_lines(game: str, form: str, runs: dict) -> list[str]:
    """One line per side of one body's rounds; the floor's line also gives the headroom at the target."""
    lines, target = [], TARGETS[form]
    for name, side_runs in runs.items():
        ratios = [run["rps"] / echo["rps"] for run, echo in zip(side_runs, runs["bare echo"])]
        ratio = statistics.median(ratios)
        headroom = f"{headroom_share(ratio, target):+.0%}" if name == FLOOR_OF[form] else ""
        lines.append(f"| {game} | {form} | {name} | {statistics.median(run['rps'] for run in side_runs):,.0f} | "
                     f"{statistics.median(run['p50_ms'] for run in side_runs):.2f} / "
                     f"{statistics.median(run['p99_ms'] for run in side_runs):.2f} | "
                     f"{ratio:.2f} ({min(ratios):.2f}-{max(ratios):.2f}) | {target} | {headroom} |")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=["monster-maker-5", "monster-run", "monster-run-slap",
                                                         "paopaosha"])
    parser.add_argument("--requests", type=int, default=20, help="requests per side, counted by callgrind")
    parser.add_argument("--actions", type=int, default=20_000, help="random-play actions the states come from")
    parser.add_argument("--seconds", type=int, default=2, help="length of each wrk run")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--threads", type=int, default=2, help="wrk threads")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers on each side")
    parser.add_argument("--no-count", action="store_true", help="no callgrind counts")
    parser.add_argument("--no-http", action="store_true", help="no HTTP rounds")
    args = parser.parse_args()
    args.worker_class = None           # run.side_by_side's arguments: the config file's worker class on both sides
    lines = ["# The floor of a request", "", f"Command: `python bench/floor.py {shlex.join(sys.argv[1:])}`, "
             f"{time.strftime('%Y-%m-%d %H:%M')}, Python {sys.version.split()[0]}, {os.cpu_count()} cores."]
    rows = apply_rows(args.games, args.actions)
    if not args.no_count:
        lines += instruction_lines(count_instructions(rows, args.requests), args.games)
        print("\n".join(lines), flush=True)
    if not args.no_http:
        lines += http_lines(args, rows)
    write_results(lines, "floor.md")


if __name__ == "__main__":
    main()
