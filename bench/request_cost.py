"""The CPU cost of one request through the WSGI application, in process (no sockets, no load generator): the
referee of this checkout and of another (e.g. main before a change) beside the bare echo (bench/bare_echo.py).

    git archive main | tar -x -C /tmp/main
    python bench/request_cost.py /tmp/main --rounds 5 --requests 200

On a shared machine the HTTP figures of bench/run.py move with the load of the moment; this measures the same
request path (body parsing, the endpoint, the answer's JSON) in CPU time of the measuring process, each side
in a fresh process, alternating in rounds. Bodies: each game's largest state in the first actions of seeded
random play (the same games in both checkouts where the rules are the same; each checkout writes its own
state, so a renamed field shows in the sizes), open and sealed (a token with the acting seat's key), each also
sent to the bare echo. The ratio bare / referee is what bench/run.py's throughput ratio would be if HTTP and
the server cost nothing.

Requests run back to back find the code and data they touch still in the CPU's caches; under HTTP, the other
worker, wrk and the kernel run between two requests of a worker and evict them. `--evict-kb` writes that many
KiB (one byte per 64-byte line) before each request, its own time measured alone and taken off, so that each
side pays the cache misses of its own working set.
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from run import engine_playouts, largest_server_state, sealed_form  # noqa: E402

MEASURE = """
import json, os, sys, time
sys.path.insert(0, {root!r})
from engine.registry import GAMES  # first, so that run.py's own path insert finds the engine imported
from service.app import create_app
sys.path.insert(0, {bench!r})
from bare_echo import app as bare
from request_cost import bodies
from run import SEAL_KEY, SEAT_KEY_SECRET
from werkzeug.test import EnvironBuilder

os.environ.update(REFEREE_SEAL_KEYS=SEAL_KEY, REFEREE_SEAT_KEY_SECRET=SEAT_KEY_SECRET)
referee = create_app()
eviction = bytearray({evict_kb} * 1024)
line_bytes = bytes(len(eviction) // 64)


def evict():
    eviction[::64] = line_bytes


def eviction_cost(requests):
    started = time.process_time()
    for _ in range(requests):
        evict()
    return (time.process_time() - started) / requests * 1000 if eviction else 0.0


def cost(app, path, body, headers, requests):
    data = json.dumps(body).encode()
    environs = [EnvironBuilder(path=path, method="POST", data=data, headers=headers,
                               content_type="application/json").get_environ() for _ in range(requests)]
    def start_response(status, headers, info=None):
        assert status.startswith("200"), (path, status)
    started = time.process_time()
    for environ in environs:
        if eviction:
            evict()
        b"".join(app.wsgi_app(environ, start_response))
    return (time.process_time() - started) / requests * 1000 - eviction_cost(requests)


out = {{}}
for row in bodies(GAMES, {actions}):
    out[row["name"]] = {{"bare": cost(bare, "/echo", row["body"], row["headers"], {requests}),
                        "referee": cost(referee, row["path"], row["body"], row["headers"], {requests}),
                        "bytes": len(json.dumps(row["body"]))}}
print(json.dumps(out))
"""


def bodies(games: dict, actions: int) -> list[dict]:
    """The request bodies: apply and legal-moves on each game's largest state in the first `actions` actions of
    seeded random play (the same games in every checkout whose rules are the same), open and sealed."""
    rows = []
    for game_id in sorted(games):
        _, dumped, players = engine_playouts(games[game_id], 3600, max_actions=actions)["largest"]
        state, action = largest_server_state(games[game_id], dumped, players)
        token, headers = sealed_form(game_id, state, action)
        for form, sent, sent_headers in (("open", state, {}), ("sealed", token, headers)):
            for endpoint in ("apply", "legal-moves"):
                body = {"state": sent, "action": action} if endpoint == "apply" else {"state": sent}
                rows.append({"name": f"{game_id} | {endpoint} | {form}", "path": f"/v1/games/{game_id}/{endpoint}",
                             "body": body, "headers": sent_headers})
    return rows


def measure(root: pathlib.Path, actions: int, requests: int, evict_kb: int = 0) -> dict:
    """One fresh process whose engine and service come from `root` (its bodies from its own playouts)."""
    code = MEASURE.format(root=str(root), bench=str(ROOT / "bench"), actions=actions, requests=requests,
                          evict_kb=evict_kb)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=root)
    if done.returncode:
        raise RuntimeError(f"measuring {root} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", type=pathlib.Path, help="the other checkout's root folder")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=200, help="requests per body per measurement")
    parser.add_argument("--actions", type=int, default=20_000, help="random-play actions the states come from")
    parser.add_argument("--evict-kb", type=int, default=0, help="KiB written before each request to evict the "
                        "caches (0: none, requests back to back)")
    args = parser.parse_args()
    runs = {"other": [], "this": []}
    for _ in range(args.rounds):
        runs["other"].append(measure(args.other.resolve(), args.actions, args.requests, args.evict_kb))
        runs["this"].append(measure(ROOT, args.actions, args.requests, args.evict_kb))
    print("| game | endpoint | state | body bytes (other / this) | bare echo (ms) | other (ms) | this checkout (ms) "
          "| bare / other | bare / this |\n|---|---|---|---|---|---|---|---|---|")
    for name in runs["this"][0]:
        bare = statistics.median(run[name]["bare"] for side in runs.values() for run in side)
        other, this = (statistics.median(run[name]["referee"] for run in runs[side]) for side in ("other", "this"))
        sizes = f"{runs['other'][0][name]['bytes']:,} / {runs['this'][0][name]['bytes']:,}"
        print(f"| {name} | {sizes} | {bare:.3f} | {other:.3f} | {this:.3f} | {bare / other:.2f} | "
              f"{bare / this:.2f} |", flush=True)


if __name__ == "__main__":
    main()
