"""Benchmarks: in-process random playouts per game, and HTTP throughput and latency of apply and legal-moves
side by side with the echo endpoint, through the Procfile's gunicorn and the wrk load generator.

    python bench/run.py                 # everything; writes bench/results/latest.md
    python bench/run.py --seconds 5     # shorter runs
    python bench/run.py --no-http       # in-process only

wrk comes from Debian (`apt-get install wrk`). Targets (issue 7): apply and legal-moves throughput at least
0.5 x echo for each game's largest state; engine step (legal-moves + apply) median at most 1 ms; at least
10,000 random-playout actions per second per game in-process.
"""
import argparse
import json
import os
import pathlib
import random
import re
import shlex
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import CHANCE, Referee  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.registry import GAMES  # noqa: E402


# Options that put the most of each game in play (its largest states).
RICHEST_OPTIONS = {"monster-run": {"level": 5}}


def engine_playouts(game, seconds: float, seed: int = 1) -> dict:
    """Random games on the engine's own state objects, drawing chance outcomes with the seeded generator.

    Returns actions per second, the median time of one legal_moves + apply step, and the largest state seen
    (with a legal action at it) for the HTTP runs.
    """
    picker, rng = random.Random(seed), Rng.from_seed(seed)
    actions, steps, largest, sampled = 0, [], (0, None, None), 0
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    while time.perf_counter() < deadline:
        players = picker.randint(game.min_players, game.max_players)
        state = game.new_game(players, dict(RICHEST_OPTIONS.get(game.id, {})))
        while game.result(state) is None and time.perf_counter() < deadline:
            to_act = game.to_act(state)
            if to_act == [CHANCE]:
                outcomes = game.chance_outcomes(state)
                pick = rng.below(sum(outcome.weight for outcome in outcomes))
                for outcome in outcomes:
                    pick -= outcome.weight
                    if pick < 0:
                        game.apply(state, outcome.action)
                        break
                actions += 1
                continue
            step_start = time.perf_counter()
            moves = game.legal_moves(state, to_act[0])
            action = picker.choice(moves)
            game.apply(state, action)
            steps.append(time.perf_counter() - step_start)
            actions += 1
            sampled += 1
            if sampled >= 25 and game.result(state) is None and game.to_act(state) != [CHANCE]:
                sampled = 0
                text = json.dumps(game.dump(state))
                if len(text) > largest[0]:
                    # A copy: a game's dump may share lists with the state that play goes on changing.
                    largest = (len(text), json.loads(text), players)
    elapsed = time.perf_counter() - started
    return {"actions_per_second": actions / elapsed, "median_step_ms": statistics.median(steps) * 1000,
            "largest": largest}


def referee_playouts(game, seconds: float, seed: int = 2) -> dict:
    """Random games through the Referee, as the service runs them: JSON-form state in and out of every step."""
    referee, picker = Referee(game), random.Random(seed)
    actions, steps = 0, []
    deadline = time.perf_counter() + seconds
    started = time.perf_counter()
    while time.perf_counter() < deadline:
        state, _ = referee.setup(picker.randint(game.min_players, game.max_players),
                                 dict(RICHEST_OPTIONS.get(game.id, {})), seed=picker.randrange(10**9))
        while state["result"] is None and time.perf_counter() < deadline:
            step_start = time.perf_counter()
            moves = referee.legal_moves(state)["moves"]
            state, _ = referee.apply(state, picker.choice(moves))
            steps.append(time.perf_counter() - step_start)
            actions += 1
    elapsed = time.perf_counter() - started
    return {"actions_per_second": actions / elapsed, "median_step_ms": statistics.median(steps) * 1000}


def largest_server_state(game, dumped, players):
    """The engine playout's largest state, wrapped in the envelope as a server-chance game state."""
    referee = Referee(game)
    envelope, _ = referee.setup(players, dict(RICHEST_OPTIONS.get(game.id, {})), seed=1)
    state = {**envelope, **dumped}
    action = referee.legal_moves(state)["moves"][0]
    return state, action


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_gunicorn(workers: int):
    port = free_port()
    procfile = (ROOT / "Procfile").read_text().split("web:", 1)[1].strip()
    env = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": str(workers),
           "PATH": f"{pathlib.Path(sys.executable).parent}:{os.environ['PATH']}", "LOG_LEVEL": "warning"}
    # Access logging would measure the terminal, not the service.
    command = shlex.split(procfile) + ["--access-logfile", "/dev/null"]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    import urllib.request
    for _ in range(200):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1)
            return process, port
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("gunicorn did not start")


WRK_SCRIPT = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
{headers}local f = io.open("{body}", "rb")
wrk.body = f:read("*a")
f:close()
"""


def wrk(url: str, body: dict, seconds: int, connections: int, headers: dict | None = None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        body_file = pathlib.Path(tmp, "body.json")
        body_file.write_text(json.dumps(body))
        script = pathlib.Path(tmp, "post.lua")
        extra = "".join(f"wrk.headers[{json.dumps(name)}] = {json.dumps(value)}\n"
                        for name, value in (headers or {}).items())
        script.write_text(WRK_SCRIPT.format(headers=extra, body=body_file))
        out = subprocess.run(["wrk", "-t1", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", str(script), url],
                             capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise RuntimeError(f"wrk saw error answers from {url}:\n{out}")
    return {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
            "p50_ms": _latency(out, "50%"), "p99_ms": _latency(out, "99%")}


def _latency(out: str, percentile: str) -> float:
    value, unit = re.search(rf"{percentile}\s+([\d.]+)(us|ms|s)", out).groups()
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=10, help="length of each measurement")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers (the machine's cores)")
    parser.add_argument("--no-http", action="store_true")
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    args = parser.parse_args()

    lines = ["# Benchmarks", "", f"Command: `python bench/run.py --seconds {args.seconds}` on "
             f"{os.cpu_count()} cores, Python {sys.version.split()[0]}, {time.strftime('%Y-%m-%d')}.", "",
             "## In-process", "",
             "| game | engine actions/s | engine step median (ms) | via Referee (JSON form) actions/s | "
             "Referee step median (ms) | largest state (bytes) |", "|---|---|---|---|---|---|"]
    largest = {}
    for game_id in args.games:
        game = GAMES[game_id]
        engine = engine_playouts(game, args.seconds / 2)
        via_referee = referee_playouts(game, args.seconds / 2)
        largest[game_id] = engine["largest"]
        lines.append(f"| {game_id} | {engine['actions_per_second']:,.0f} | {engine['median_step_ms']:.3f} | "
                     f"{via_referee['actions_per_second']:,.0f} | {via_referee['median_step_ms']:.3f} | "
                     f"{engine['largest'][0]:,} |")
        print(lines[-1], flush=True)

    if not args.no_http:
        lines += ["", "## Over HTTP (gunicorn, the Procfile's web process; wrk on the same machine)", "",
                  f"{args.workers} workers, {args.connections} connections, {args.seconds} s per row; each "
                  "game's largest state from the playouts above. Ratio = requests/s over echo's with the same "
                  "state, measured one right after the other.", "",
                  "| game | endpoint | requests/s | p50 (ms) | p99 (ms) | ratio to echo |", "|---|---|---|---|---|---|"]
        process, port = start_gunicorn(args.workers)
        try:
            for game_id in args.games:
                _, dumped, players = largest[game_id]
                state, action = largest_server_state(GAMES[game_id], dumped, players)
                base = f"http://127.0.0.1:{port}"
                echo = wrk(f"{base}/v1/echo", {"state": state}, args.seconds, args.connections)
                rows = [("echo", echo),
                        ("legal-moves", wrk(f"{base}/v1/games/{game_id}/legal-moves", {"state": state},
                                            args.seconds, args.connections)),
                        ("apply", wrk(f"{base}/v1/games/{game_id}/apply", {"state": state, "action": action},
                                      args.seconds, args.connections))]
                for name, row in rows:
                    lines.append(f"| {game_id} | {name} | {row['rps']:,.0f} | {row['p50_ms']:.2f} | "
                                 f"{row['p99_ms']:.2f} | {row['rps'] / echo['rps']:.2f} |")
                    print(lines[-1], flush=True)
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=20)

    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "latest.md").write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out / 'latest.md'}")


if __name__ == "__main__":
    main()
