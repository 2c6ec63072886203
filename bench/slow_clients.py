"""Does the web process keep answering while slow clients trickle their bodies and heavy requests run?

    python bench/slow_clients.py                          # every worker class, 64 trickling clients
    python bench/slow_clients.py --worker-class gevent --heavy 4 --seconds 20

For each gunicorn worker class (the Procfile's command as it is, or with `--worker-class` on top) it
opens `--trickle` connections that send a body one byte a second, runs `--heavy` clients that loop on a
CPU-heavy legal request (the replay of a whole 12-seat PaoPao Sha game: about 0.3 s of CPU and a 1.2 MB
answer), and meanwhile probes GET /healthz and one ordinary apply every 0.25 s on new connections, each with a
5 s timeout. It prints the probes' latencies and how many got no answer.
"""
import argparse
import pathlib
import statistics
import sys
import threading
import time

import requests

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import Referee  # noqa: E402
from engine.registry import GAMES  # noqa: E402
from tests.support.web_process import TricklingClients, long_replay, web_process  # noqa: E402

PROBE_TIMEOUT = 5.0
# What each label puts on the command line, over gunicorn.conf.py.
WORKER_SETTINGS = {
    "sync": ("--worker-class", "sync"),
    "gthread": ("--worker-class", "gthread", "--threads", "4"),
    "gthread-32": ("--worker-class", "gthread", "--threads", "32"),
    "procfile": (),  # gunicorn.conf.py as it is: gevent (service/gunicorn_worker.py)
}


def ordinary_request() -> tuple[str, dict]:
    referee = Referee(GAMES["monster-run"])
    state, _ = referee.setup(players=2, seed=7)
    return "/v1/games/monster-run/apply", {"state": state, "action": referee.legal_moves(state)["defaults"][0]}


def loop_heavy(base: str, request: tuple[str, dict], stop: threading.Event, done: list):
    path, body = request
    session = requests.Session()
    while not stop.is_set():
        try:
            if session.post(base + path, json=body, timeout=60).status_code == 200:
                done.append(1)
        except requests.RequestException:
            session = requests.Session()


def probe(base: str, seconds: float) -> dict:
    apply_path, apply_body = ordinary_request()
    latencies = {"healthz": [], "apply": []}
    failures = {"healthz": 0, "apply": 0}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for name, call in (("healthz", lambda: requests.get(base + "/healthz", timeout=PROBE_TIMEOUT)),
                           ("apply", lambda: requests.post(base + apply_path, json=apply_body,
                                                            timeout=PROBE_TIMEOUT))):
            started = time.monotonic()
            try:
                ok = call().status_code == 200
            except requests.RequestException:
                ok = False
            if ok:
                latencies[name].append(time.monotonic() - started)
            else:
                failures[name] += 1
        time.sleep(0.25)
    return {name: _summary(latencies[name], failures[name]) for name in latencies}


def _summary(latencies: list, failures: int) -> str:
    if not latencies:
        return f"no answer ({failures} probes failed)"
    ordered = sorted(latencies)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    return (f"median {statistics.median(ordered) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, "
            f"max {ordered[-1] * 1000:.0f} ms, {failures} of {len(ordered) + failures} unanswered in 5 s")


def measure(worker_class: str, workers: int, trickle: int, heavy: int, seconds: float) -> dict:
    extra = (*WORKER_SETTINGS[worker_class], "--access-logfile", "/dev/null")
    with web_process(workers=workers, extra_args=extra) as (base, _):
        stop, done, request = threading.Event(), [], ("/v1/games/paopaosha/replay", long_replay())
        heavy_threads = [threading.Thread(target=loop_heavy, args=(base, request, stop, done), daemon=True)
                         for _ in range(heavy)]
        for thread in heavy_threads:
            thread.start()
        with TricklingClients(base, trickle):
            time.sleep(2)  # every trickling connection is accepted and waiting for its body
            found = probe(base, seconds)
        stop.set()
        for thread in heavy_threads:
            thread.join(timeout=70)
        found["heavy replays answered"] = len(done)
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--worker-class", choices=sorted(WORKER_SETTINGS), action="append")
    parser.add_argument("--workers", type=int, default=5, help="gunicorn workers (gunicorn.conf.py's default "
                                                               "on 2 cores)")
    parser.add_argument("--trickle", type=int, default=64)
    parser.add_argument("--heavy", type=int, default=0, help="clients looping on the heavy replay")
    parser.add_argument("--seconds", type=float, default=10)
    args = parser.parse_args()
    for worker_class in args.worker_class or sorted(WORKER_SETTINGS):
        found = measure(worker_class, args.workers, args.trickle, args.heavy, args.seconds)
        print(f"{worker_class} ({args.workers} workers, {args.trickle} trickling, {args.heavy} heavy):")
        for name, summary in found.items():
            print(f"  {name}: {summary}")


if __name__ == "__main__":
    main()
