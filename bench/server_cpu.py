"""CPU time per request of each side's gunicorn (master and workers) and of wrk, under bench/run.py's load: where
the HTTP ratio differs from the in-process one (bench/request_cost.py), this says which process pays for it.

    python bench/server_cpu.py monster-maker-5 paopaosha

Both sides run at once with the project's gunicorn.conf.py, 2 workers each, as bench/run.py serves them; wrk
-t2 -c8 loads one side at a time for --seconds. Server CPU comes from /proc (the process group's utime + stime),
wrk's from this process's children.
"""
import argparse
import os
import pathlib
import resource
import signal
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

import run  # noqa: E402
from run import GAMES  # noqa: E402


def cpu_seconds_of_group(group: int) -> float:
    total = 0
    for stat in pathlib.Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group:
            total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def per_request(server, url: str, body: dict, seconds: int) -> str:
    server_before, wrk_before = cpu_seconds_of_group(server.pid), children_cpu_seconds()
    rps = run.wrk(url, body, seconds, 8, threads=2)["rps"]
    served = rps * seconds
    server_us = (cpu_seconds_of_group(server.pid) - server_before) / served * 1e6
    wrk_us = (children_cpu_seconds() - wrk_before) / served * 1e6
    return f"{rps:,.0f} | {server_us:.0f} | {wrk_us:.0f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", nargs="*", default=sorted(GAMES))
    parser.add_argument("--seconds", type=int, default=3)
    args = parser.parse_args()
    print("| game | endpoint | echo req/s | echo server µs/req | echo wrk µs/req | referee req/s | referee server "
          "µs/req | referee wrk µs/req |\n|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as logs:
        service, service_port = run.start_gunicorn("service.app:create_app()", ROOT, 2, pathlib.Path(logs, "s.log"))
        bare, bare_port = run.start_gunicorn("bare_echo:app", ROOT / "bench", 2, pathlib.Path(logs, "b.log"))
        try:
            for game_id in args.games:
                _, dumped, players = run.engine_playouts(GAMES[game_id], 3600, max_actions=20_000)["largest"]
                state, action = run.largest_server_state(GAMES[game_id], dumped, players)
                for endpoint in ("apply", "legal-moves"):
                    body = {"state": state, "action": action} if endpoint == "apply" else {"state": state}
                    echo = per_request(bare, f"http://127.0.0.1:{bare_port}/echo", body, args.seconds)
                    referee = per_request(service, f"http://127.0.0.1:{service_port}/v1/games/{game_id}/{endpoint}",
                                          body, args.seconds)
                    print(f"| {game_id} | {endpoint} | {echo} | {referee} |", flush=True)
        finally:
            for server in (service, bare):
                os.killpg(server.pid, signal.SIGTERM)


if __name__ == "__main__":
    main()
