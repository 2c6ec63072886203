"""Benchmarks: in-process random playouts per game, and HTTP throughput and latency of apply and legal-moves
against a bare Flask echo (bench/bare_echo.py), both served by gunicorn side by side and loaded by wrk.

    python bench/run.py                 # everything; writes bench/results/latest.md
    python bench/run.py --seconds 2 --rounds 3        # shorter runs
    python bench/run.py --worker-class sync          # both sides with another gunicorn worker class
    python bench/run.py --no-http       # in-process only

wrk comes from Debian (`apt-get install wrk`). The two servers run at the same time with the same gunicorn
config file, worker class and count, and each writes an access log to a file; wrk loads one of them at a time,
in short rounds that measure both sides back to back (the one going first alternating), so that both sides see
the same load from the rest of the machine: each row reports the median of the rounds' ratios and their range.

Each game's largest state is sent open and as a sealed token (the service runs with seal keys; sealing stays
optional), each row beside the bare echo with the same body.

Targets (issue 15): apply and legal-moves at least 0.65 x the bare echo's throughput for every game's largest
open state, 0.8 x for sealed states (no re-check); at least 30,000 random-playout actions per second per game
in-process.
"""
import argparse
import base64
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
import urllib.error
import urllib.request
from bisect import bisect_right
from itertools import accumulate

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import CHANCE, Referee  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.registry import GAMES  # noqa: E402
from service.sealing import Sealed, Sealer  # noqa: E402
from service.seat_keys import SeatKeys  # noqa: E402


# The service's sealing settings for the sealed rows: a fresh seal key (Fernet's format) per run.
SEAL_KEY = base64.urlsafe_b64encode(os.urandom(32)).decode()
SEAT_KEY_SECRET = "bench seat key secret " + base64.urlsafe_b64encode(os.urandom(32)).decode()

# Options that put the most of each game in play (its largest states).
RICHEST_OPTIONS = {"monster-run": {"level": 5}}


def engine_playouts(game, seconds: float, seed: int = 1, max_actions: float = float("inf")) -> dict:
    """Random games on the engine's own state objects, drawing chance outcomes with the seeded generator as the
    Referee does in server mode. Every player decision and every chance event counts as one action.

    Returns actions per second of this process's CPU time (the machine may be shared), the median time of one
    legal_moves + apply step, and the largest state seen (with a legal action at it) for the HTTP runs. With
    `max_actions` (and time enough) the games, and so the largest state, are the same on every run.
    """
    picker, rng = random.Random(seed), Rng.from_seed(seed)
    actions, steps, largest, sampled = 0, [], (0, None, None), 0
    started = time.process_time()
    deadline = started + seconds
    while time.process_time() < deadline and actions < max_actions:
        players = picker.randint(game.min_players, game.max_players)
        state = game.new_game(players, dict(RICHEST_OPTIONS.get(game.id, {})))
        while game.result(state) is None and not _past(deadline, actions) and actions < max_actions:
            to_act = game.to_act(state)
            if to_act == [CHANCE]:
                game.apply(state, _draw_chance(game, state, rng))
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
    elapsed = time.process_time() - started
    return {"actions_per_second": actions / elapsed, "median_step_ms": statistics.median(steps) * 1000,
            "largest": largest}


def referee_playouts(game, seconds: float, seed: int = 2) -> dict:
    """Random games through the Referee, as the service runs them: JSON-form state in and out of every step."""
    referee, picker = Referee(game), random.Random(seed)
    actions, steps = 0, []
    started = time.process_time()
    deadline = started + seconds
    while time.process_time() < deadline:
        state, _ = referee.setup(picker.randint(game.min_players, game.max_players),
                                 dict(RICHEST_OPTIONS.get(game.id, {})), seed=picker.randrange(10**9))
        while state["result"] is None and not _past(deadline, actions):
            step_start = time.perf_counter()
            moves = referee.legal_moves(state)["moves"]
            state, _ = referee.apply(state, picker.choice(moves))
            steps.append(time.perf_counter() - step_start)
            actions += 1
    elapsed = time.process_time() - started
    return {"actions_per_second": actions / elapsed, "median_step_ms": statistics.median(steps) * 1000}


def _draw_chance(game, state, rng: Rng) -> dict:
    """The chance action the Referee draws in server mode. compare_playouts.py runs this loop on other checkouts
    too: one from before Game.draw_chance (issue 15) lists the outcomes and walks them, as its Referee did."""
    if hasattr(game, "draw_chance"):
        return game.draw_chance(state, rng)
    outcomes = game.chance_outcomes(state)
    totals = list(accumulate(outcome.weight for outcome in outcomes))
    return outcomes[bisect_right(totals, rng.below(totals[-1]))].action


def _past(deadline: float, actions: int) -> bool:
    """Whether the CPU-time deadline has passed, read every 64 actions (the clock costs a system call)."""
    return actions % 64 == 0 and time.process_time() >= deadline


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


def start_gunicorn(app: str, chdir: pathlib.Path, workers: int, access_log: pathlib.Path,
                   worker_class: str | None = None):
    """gunicorn with the project's config file; only the app, its folder and the access log differ (and the
    worker class, where `worker_class` overrides the config's on both sides)."""
    port = free_port()
    env = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": str(workers), "LOG_LEVEL": "warning"}
    command = [str(pathlib.Path(sys.executable).parent / "gunicorn"), "--config", str(ROOT / "gunicorn.conf.py"),
               "--chdir", str(chdir), "--bind", f"127.0.0.1:{port}", "--access-logfile", str(access_log),
               *(["--worker-class", worker_class] if worker_class else []), app]
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
    for _ in range(300):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
            return process, port
        except urllib.error.HTTPError:
            return process, port  # any HTTP answer (the bare echo's 404 here) means the workers serve
        except OSError:
            time.sleep(0.1)
    os.killpg(process.pid, signal.SIGTERM)
    raise RuntimeError(f"gunicorn did not start {app}")


WRK_SCRIPT = """
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
{headers}local f = io.open("{body}", "rb")
wrk.body = f:read("*a")
f:close()
"""


def wrk(url: str, body: dict, seconds: int, connections: int, headers: dict | None = None,
        threads: int = 1) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        body_file = pathlib.Path(tmp, "body.json")
        body_file.write_text(json.dumps(body))
        script = pathlib.Path(tmp, "post.lua")
        extra = "".join(f"wrk.headers[{json.dumps(name)}] = {json.dumps(value)}\n"
                        for name, value in (headers or {}).items())
        script.write_text(WRK_SCRIPT.format(headers=extra, body=body_file))
        out = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency", "-s",
                              str(script), url], capture_output=True, text=True, check=True).stdout
    if "Non-2xx" in out:
        raise RuntimeError(f"wrk saw error answers from {url}:\n{out}")
    return {"rps": float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1)),
            "p50_ms": _latency(out, "50%"), "p99_ms": _latency(out, "99%")}


def _latency(out: str, percentile: str) -> float:
    value, unit = re.search(rf"{percentile}\s+([\d.]+)(us|ms|s)", out).groups()
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]


def http_rows(args, largest: dict) -> list[str]:
    """Per game and endpoint, the referee against the bare echo with the same body, in `--rounds` short rounds.
    Each round measures both, one right after the other, the one going first alternating between rounds, so that
    a busy moment of the shared machine falls on both sides of a round's ratio alike; the median of the rounds'
    ratios is reported with their range, beside each side's median throughput and latencies."""
    worker_class = args.worker_class or "the project's gunicorn.conf.py"
    lines = ["", "## Over HTTP: the referee against a bare Flask echo, side by side", "",
             f"Both served by gunicorn at once ({args.workers} workers each, worker class {worker_class}, access log "
             f"to a file); wrk -t{args.threads} -c{args.connections}. Each row: {args.rounds} rounds of {args.seconds} s "
             "on each side, back to back, the side going first alternating. *ratio* = referee requests/s over the "
             "bare echo's within a round: the median over the rounds, and in brackets the lowest and highest; "
             "requests/s and p50 / p99 latencies are each side's medians over the rounds. The *sealed* rows send "
             "the same state as a sealed token (the acting seat's key in the Authorization header); the bare echo "
             "gets the same body.", "",
             "| game | endpoint | body (bytes) | bare echo req/s | p50 / p99 (ms) | referee req/s | p50 / p99 (ms) "
             "| ratio (range) |", "|---|---|---|---|---|---|---|---|"]
    # Sealed states are optional (REFEREE_SEAL unset): the same service answers the open and the sealed rows.
    os.environ.update(REFEREE_SEAL_KEYS=SEAL_KEY, REFEREE_SEAT_KEY_SECRET=SEAT_KEY_SECRET)
    with tempfile.TemporaryDirectory() as logs:
        service, service_port = start_gunicorn("service.app:create_app()", ROOT, args.workers,
                                               pathlib.Path(logs, "service-access.log"), args.worker_class)
        try:
            bare, bare_port = start_gunicorn("bare_echo:app", ROOT / "bench", args.workers,
                                             pathlib.Path(logs, "bare-access.log"), args.worker_class)
        except RuntimeError:
            os.killpg(service.pid, signal.SIGTERM)
            raise
        try:
            for game_id in args.games:
                _, dumped, players = largest[game_id]
                state, action = largest_server_state(GAMES[game_id], dumped, players)
                token, headers = sealed_form(game_id, state, action)
                for endpoint, body, sent_headers in (
                        ("apply", {"state": state, "action": action}, None),
                        ("legal-moves", {"state": state}, None),
                        ("apply, sealed", {"state": token, "action": action}, headers),
                        ("legal-moves, sealed", {"state": token}, headers)):
                    if sent_headers and args.open_only:
                        continue
                    sides = {"bare": (f"http://127.0.0.1:{bare_port}/echo", None),
                             "referee": (f"http://127.0.0.1:{service_port}/v1/games/{game_id}/"
                                         f"{endpoint.split(',')[0]}", sent_headers)}
                    runs = side_by_side(sides, body, args)
                    lines.append(http_row(game_id, endpoint, body, runs))
                    print(lines[-1], flush=True)
        finally:
            for process in (service, bare):
                os.killpg(process.pid, signal.SIGTERM)
                process.wait(timeout=20)
    return lines


def side_by_side(sides: dict, body: dict, args) -> dict:
    """wrk runs of each side (name -> (url, headers)) in `args.rounds` rounds, after a one-second warm-up each;
    the side going first alternates between rounds."""
    for url, headers in sides.values():
        wrk(url, body, 1, args.connections, headers, threads=args.threads)
    runs = {name: [] for name in sides}
    for round_index in range(args.rounds):
        order = list(sides) if round_index % 2 == 0 else list(reversed(sides))
        for name in order:
            url, headers = sides[name]
            runs[name].append(wrk(url, body, args.seconds, args.connections, headers, threads=args.threads))
    return runs


def http_row(game_id: str, endpoint: str, body: dict, runs: dict) -> str:
    ratios = [referee["rps"] / bare["rps"] for bare, referee in zip(runs["bare"], runs["referee"])]
    bare_row, referee_row = (_medians(runs[side]) for side in ("bare", "referee"))
    return (f"| {game_id} | {endpoint} | {len(json.dumps(body)):,} | {bare_row['rps']:,.0f} | "
            f"{bare_row['p50_ms']:.2f} / {bare_row['p99_ms']:.2f} | {referee_row['rps']:,.0f} | "
            f"{referee_row['p50_ms']:.2f} / {referee_row['p99_ms']:.2f} | "
            f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f}) |")


def sealed_form(game_id: str, state: dict, action: dict) -> tuple[str, dict]:
    """The state as a sealed token of a fresh match, and the Authorization header of the seat that acts."""
    match = f"bench-{game_id}"
    token = Sealer([SEAL_KEY]).seal(Sealed(game_id, match, 0, state))
    return token, {"Authorization": f"Bearer {SeatKeys(SEAT_KEY_SECRET).key(game_id, match, action['player'])}"}


def _medians(runs: list[dict]) -> dict:
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=3, help="length of each wrk run")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of bare echo and referee per row")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--threads", type=int, default=2, help="wrk threads")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn workers on each side (the machine's cores)")
    parser.add_argument("--worker-class", help="gunicorn worker class of both sides (default: gunicorn.conf.py's)")
    parser.add_argument("--playout-seconds", type=float, default=4.0, help="CPU seconds of in-process playouts per "
                        "game (half on the engine, half through the Referee)")
    parser.add_argument("--state-actions", type=int, default=20_000, help="seeded random-play actions each game's "
                        "largest state (the HTTP bodies) comes from: the same state on every run")
    parser.add_argument("--no-http", action="store_true")
    parser.add_argument("--open-only", action="store_true", help="no sealed-state rows over HTTP")
    parser.add_argument("--games", nargs="*", default=sorted(GAMES))
    args = parser.parse_args()

    lines = ["# Benchmarks", "", f"Command: `python bench/run.py {shlex.join(sys.argv[1:])}` on "
             f"{os.cpu_count()} cores, Python {sys.version.split()[0]}, {time.strftime('%Y-%m-%d %H:%M')}.", "",
             "## In-process", "",
             "| game | engine actions per CPU s | engine step median (ms) | via Referee (JSON form) actions per CPU s | "
             "Referee step median (ms) | largest state of the first "
             f"{args.state_actions:,} actions (bytes) |", "|---|---|---|---|---|---|"]
    largest = {}
    for game_id in args.games:
        game = GAMES[game_id]
        engine = engine_playouts(game, args.playout_seconds / 2)
        via_referee = referee_playouts(game, args.playout_seconds / 2)
        # Bounded by actions, not by time: every run (and every checkout with the same rules) sends the same state.
        largest[game_id] = engine_playouts(game, 3600, max_actions=args.state_actions)["largest"]
        lines.append(f"| {game_id} | {engine['actions_per_second']:,.0f} | {engine['median_step_ms']:.3f} | "
                     f"{via_referee['actions_per_second']:,.0f} | {via_referee['median_step_ms']:.3f} | "
                     f"{largest[game_id][0]:,} |")
        print(lines[-1], flush=True)

    if not args.no_http:
        lines += http_rows(args, largest)

    write_results(lines, "latest.md")


def write_results(lines: list[str], name: str) -> None:
    """Writes a benchmark's table to bench/results/`name` (git-ignored) and says where."""
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / name).write_text("\n".join(lines) + "\n")
    print(f"\nwritten to {out / name}")


if __name__ == "__main__":
    main()
