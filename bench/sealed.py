"""Sealed versus open requests: what sealing costs, and what the trusted path for sealed states saves.

    python bench/sealed.py                          # in-process and HTTP; writes bench/results/sealed.md
    python bench/sealed.py --no-http                # in-process only
    python bench/sealed.py --guard-url redis://127.0.0.1:6379/0   # adds sealed apply rows with the guard

In-process, on states sampled from seeded games of each game (the same states for every row):
- open: `Referee.legal_moves` + `Referee.apply` on the JSON-form state (what an open request runs);
- sealed: open the token, the same two calls on `SealedStateReferee` (the trusted load: no checks), seal the
  next state and build the caller's view (what a sealed request runs);
- sealed, full check: the same with the state checked in full as an open one is, to show what trusting saves.
Over HTTP (the Procfile's gunicorn, wrk; see bench/run.py): apply and legal-moves, open and sealed, on each
game's largest sampled state.
"""
import argparse
import json
import os
import pathlib
import signal
import statistics
import sys
import tempfile
import time

from cryptography.fernet import Fernet

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from engine.core import Referee  # noqa: E402
from engine.core.referee import SealedStateReferee  # noqa: E402
from engine.registry import GAMES  # noqa: E402
from run import RICHEST_OPTIONS, start_gunicorn, write_results, wrk  # noqa: E402
from service.rewind_guard import RewindGuard  # noqa: E402
from service.sealing import Sealed, Sealer  # noqa: E402
from service.seat_keys import SeatKeys  # noqa: E402

SEAL_KEY = Fernet.generate_key().decode()
SEAT_KEY_SECRET = "bench seat key secret " + Fernet.generate_key().decode()
SAMPLE_EVERY = 7


def sample_states(game, games: int = 4) -> list[tuple[dict, dict]]:
    """(state, the seat-to-act's default action) pairs from seeded games played with default moves."""
    referee, samples = Referee(game), []
    for seed in range(games):
        state, _ = referee.setup(game.max_players if game.id == "paopaosha" else game.min_players + 1,
                                 dict(RICHEST_OPTIONS.get(game.id, {})), seed=seed)
        for step in range(2000):
            if state["result"] is not None:
                break
            action = referee.legal_moves(state, state["to_act"][0])["defaults"][0]
            if step % SAMPLE_EVERY == 0:
                samples.append((state, action))
            state, _ = referee.apply(state, action)
    return samples


def open_request(referee, state, action):
    referee.legal_moves(state, action["player"])
    referee.apply(state, action)


def sealed_request(referee, sealer, token, game_id, action):
    sealed = sealer.open(token, referee.game.id)
    referee.legal_moves(sealed.state, action["player"])
    state, _, _ = referee.apply_and_view(sealed.state, action, action["player"])
    sealer.seal(Sealed(sealed.game, game_id, sealed.moves + 1, state))


def per_call_us(calls: dict, rounds: int) -> dict:
    """For each named (call, samples): the median over rounds of the mean time of one call, in microseconds.
    The calls take turns within each round, so a busy moment of the shared host hits them alike."""
    timings = {name: [] for name in calls}
    for _ in range(rounds):
        for name, (call, samples) in calls.items():
            started = time.perf_counter()
            for sample in samples:
                call(*sample)
            timings[name].append((time.perf_counter() - started) / len(samples) * 1e6)
    return {name: statistics.median(values) for name, values in timings.items()}


def in_process(game_id: str, rounds: int) -> tuple[list[str], tuple[dict, dict]]:
    game, sealer = GAMES[game_id], Sealer([SEAL_KEY])
    samples = sample_states(game)
    tokens = [(sealer.seal(Sealed(game_id, "bench", 0, state)), "bench", action) for state, action in samples]
    full, trusted, checking = (Referee(game), SealedStateReferee(game),
                                SealedStateReferee(game, trusted=False))
    timing = per_call_us({
        "open": (lambda state, action: open_request(full, state, action), samples),
        "sealed": (lambda *token: sealed_request(trusted, sealer, *token), tokens),
        "checked": (lambda *token: sealed_request(checking, sealer, *token), tokens),
    }, rounds)
    open_us, sealed_us, checked_us = timing["open"], timing["sealed"], timing["checked"]
    state_bytes = [len(json.dumps(state)) for state, _ in samples]
    token_sizes = sorted({len(token) for token, _, _ in tokens})
    row = (f"| {game_id} | {len(samples)} | {open_us:,.0f} | {sealed_us:,.0f} | {checked_us:,.0f} | "
           f"{sealed_us / open_us:.2f} | {min(state_bytes):,}-{max(state_bytes):,} | "
           f"{', '.join(f'{size:,}' for size in token_sizes)} |")
    largest = max(samples, key=lambda sample: len(json.dumps(sample[0])))
    return [row], largest


def round_trip_row(game_id: str, rounds: int) -> str:
    """Issue 15's sealed target: the Referee's in-process round trip on a sealed state (open the token, load,
    apply, dump, seal) against the engine step alone plus the decryption alone, on the same sampled states.
    The engine step is the Referee's step on a state already loaded (the action, then server chance), so that
    both sides do the same game work; µs per call, median over the rounds of the mean."""
    game, sealer = GAMES[game_id], Sealer([SEAL_KEY])
    samples = sample_states(game)
    tokens = [sealer.seal(Sealed(game_id, "bench", 0, state)) for state, _ in samples]
    trusted, checked = SealedStateReferee(game), Referee(game)
    timings = {"step": [], "decryption": [], "round trip": []}
    for _ in range(rounds):
        # Outside the timing, and by the checked load, which copies: a step changes the state object it loads.
        loaded = [checked._load(state) for state, _ in samples]
        started = time.perf_counter()
        for (state, _, rng), (_, action) in zip(loaded, samples):
            trusted._apply(state, action, rng)
        timings["step"].append(time.perf_counter() - started)
        started = time.perf_counter()
        for token in tokens:
            sealer.open(token, game_id)
        timings["decryption"].append(time.perf_counter() - started)
        started = time.perf_counter()
        for token, (_, action) in zip(tokens, samples):
            sealed = sealer.open(token, game_id)
            state, _ = trusted.apply(sealed.state, action)
            sealer.seal(Sealed(game_id, sealed.game_id, sealed.moves + 1, state))
        timings["round trip"].append(time.perf_counter() - started)
    step, decryption, trip = (statistics.median(timings[name]) / len(samples) * 1e6 for name in timings)
    return (f"| {game_id} | {len(samples)} | {step:,.0f} | {decryption:,.0f} | {trip:,.0f} | "
            f"{trip / (step + decryption):.2f} |")


def http_rows(base: str, game_id: str, state: dict, action: dict, seconds: int, connections: int,
              guard: RewindGuard | None) -> list[str]:
    sealer, keys, match = Sealer([SEAL_KEY]), SeatKeys(SEAT_KEY_SECRET), f"bench-{game_id}"
    if guard:
        # wrk sends the same apply again and again: the guard takes the first, then answers each as a retry.
        guard.register(match, 0, joinable=False)
    token = sealer.seal(Sealed(game_id, match, 0, state))
    headers = {"Authorization": f"Bearer {keys.key(game_id, match, action['player'])}"}
    url = f"{base}/v1/games/{game_id}"
    runs = [("open", "legal-moves", {"state": state}, None), ("sealed", "legal-moves", {"state": token}, headers),
            ("open", "apply", {"state": state, "action": action}, None),
            ("sealed", "apply", {"state": token, "action": action}, headers)]
    lines, open_rps = [], {}
    for form, endpoint, body, sent_headers in runs:
        result = wrk(f"{url}/{endpoint}", body, seconds, connections, sent_headers)
        open_rps.setdefault(endpoint, result["rps"])
        lines.append(f"| {game_id} | {endpoint} | {form} | {result['rps']:,.0f} | {result['p50_ms']:.2f} | "
                     f"{result['p99_ms']:.2f} | {result['rps'] / open_rps[endpoint]:.2f} |")
        print(lines[-1], flush=True)
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5, help="in-process: passes over the samples")
    parser.add_argument("--seconds", type=int, default=5, help="HTTP: length of each wrk run")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-http", action="store_true")
    parser.add_argument("--guard-url", help="a redis:// URL: the service runs with the rewind guard")
    args = parser.parse_args()

    lines = ["# Sealed versus open requests", "",
             f"Command: `python bench/sealed.py --rounds {args.rounds} --seconds {args.seconds}` on "
             f"{os.cpu_count()} cores, Python {sys.version.split()[0]}, {time.strftime('%Y-%m-%d')}.", "",
             "## In-process (µs per request: legal-moves + apply of the seat to act)", "",
             "| game | states | open | sealed | sealed, full check | sealed / open | state bytes | "
             "token lengths |", "|---|---|---|---|---|---|---|---|"]
    largest = {}
    for game_id in sorted(GAMES):
        rows, largest[game_id] = in_process(game_id, args.rounds)
        lines += rows
        print(rows[0], flush=True)

    lines += ["", "## Sealed round trip against engine step + decryption (µs per call, in-process)", "",
              "Round trip: open the token, load (trusted: no checks), apply, dump, seal. Step: the same apply on a loaded "
              "state. Target (issue 15): round trip ≤ 3 × (step + decryption).", "",
              "| game | states | engine step | decryption | round trip | round trip / (step + decryption) |",
              "|---|---|---|---|---|---|"]
    for game_id in sorted(GAMES):
        lines.append(round_trip_row(game_id, args.rounds))
        print(lines[-1], flush=True)

    if not args.no_http:
        lines += ["", f"## Over HTTP ({args.workers} gunicorn workers, wrk {args.connections} connections, "
                  f"{args.seconds} s per row{', with the rewind guard' if args.guard_url else ''})", "",
                  "| game | endpoint | state | requests/s | p50 (ms) | p99 (ms) | ratio to open |",
                  "|---|---|---|---|---|---|---|"]
        os.environ.update(REFEREE_SEAL_KEYS=SEAL_KEY, REFEREE_SEAT_KEY_SECRET=SEAT_KEY_SECRET)
        guard = None
        if args.guard_url:
            os.environ["REFEREE_GUARD_URL"] = args.guard_url
            guard = RewindGuard(args.guard_url)
        logs = tempfile.TemporaryDirectory()
        process, port = start_gunicorn("service.app:create_app()", ROOT, args.workers,
                                       pathlib.Path(logs.name, "access.log"))
        try:
            for game_id in sorted(GAMES):
                state, action = largest[game_id]
                lines += http_rows(f"http://127.0.0.1:{port}", game_id, state, action, args.seconds,
                                   args.connections, guard)
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=20)
            logs.cleanup()

    write_results(lines, "sealed.md")


if __name__ == "__main__":
    main()
