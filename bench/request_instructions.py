"""Instructions per request through the WSGI application, counted by valgrind's callgrind: the referee of this
checkout and of another (e.g. main before a change) beside the bare echo (bench/bare_echo.py), on the bodies of
bench/request_cost.py (each game's largest state of seeded play, open and sealed, apply and legal-moves).

    git archive main | tar -x -C /tmp/main
    python bench/request_instructions.py /tmp/main --requests 30

CPU time moves by ±50 % on a machine shared with other work; a count of executed instructions does not (it is
the same in every run of the same code on the same input, PYTHONHASHSEED fixed), so this is the comparison to
trust on a loaded host. It counts work, not time: a cache miss or a slow instruction costs the same as any
other. Each side runs in one process under callgrind, which collects only inside `functools.reduce` (each row's
requests are run by one reduce call, after a warm-up outside it) and writes one profile per call; imports and
set-up are not counted. Valgrind comes from Debian (`apt-get install valgrind`).
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent

WRITE_BODIES = """
import json, sys
sys.path.insert(0, {root!r})
from engine.registry import GAMES  # first, so that the bench modules find this checkout's engine and
import service.sealing  # noqa: F401       sealing imported (run.py puts the bench's own checkout first)
sys.path.insert(0, {bench!r})
from request_cost import bodies
from run import SEAL_KEY, SEAT_KEY_SECRET   # the keys the sealed bodies were sealed with: the counting app's
json.dump({{"keys": [SEAL_KEY, SEAT_KEY_SECRET], "rows": bodies(GAMES, {actions})}}, open({out!r}, "w"))
"""

COUNT = """
import functools, json, os, sys
sys.path.insert(0, {root!r})
from engine.registry import GAMES
from service.app import create_app
sys.path.insert(0, {bench!r})
from bare_echo import app as bare
from werkzeug.test import EnvironBuilder

written = json.load(open({bodies!r}))
seal_key, seat_key_secret = written["keys"]
os.environ.update(REFEREE_SEAL_KEYS=seal_key, REFEREE_SEAT_KEY_SECRET=seat_key_secret)
referee = create_app()


def start_response(status, headers, info=None):
    assert status.startswith("200"), status


def answer(app, environ):
    b"".join(app.wsgi_app(environ, start_response))
    return app


def count(app, path, body, headers):
    data = json.dumps(body).encode()
    environs = [EnvironBuilder(path=path, method="POST", data=data, headers=headers,
                               content_type="application/json").get_environ() for _ in range({requests} + 3)]
    for environ in environs[:3]:           # warm-up: first-call caches, outside the count
        answer(app, environ)
    functools.reduce(answer, environs[3:], app)


for row in written["rows"]:
    count(referee, row["path"], row["body"], row["headers"])
    count(bare, "/echo", row["body"], row["headers"])
"""


def side(root: pathlib.Path, actions: int, requests: int, work: pathlib.Path) -> tuple[list[str], list[tuple]]:
    """The rows' names and, per row, (referee, echo) instructions per request, of the checkout at `root`."""
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    work.mkdir(parents=True)
    bodies = work / f"bodies-{root.name}.json"
    code = WRITE_BODIES.format(root=str(root), bench=str(ROOT / "bench"), actions=actions, out=str(bodies))
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root, env=env)
    names = [row["name"] for row in json.loads(bodies.read_text())["rows"]]
    code = COUNT.format(root=str(root), bench=str(ROOT / "bench"), requests=requests, bodies=str(bodies))
    # Imports call reduce a few times first, so the rows' counts are the last 2 per row (the referee's, then the
    # echo's).
    counts = [count / requests for count in reduce_counts(code, root, work / f"callgrind-{root.name}")[-2 * len(names):]]
    return names, list(zip(counts[0::2], counts[1::2]))


def reduce_counts(code: str, cwd: pathlib.Path, profiles: pathlib.Path) -> list[int]:
    """Runs Python `code` under callgrind, collecting only inside `functools.reduce` calls: the instructions of
    each call, in order (one profile per call, written to the new folder `profiles`)."""
    profiles.mkdir()
    subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no", "--toggle-collect=functools_reduce",
                    "--dump-after=functools_reduce", f"--callgrind-out-file={profiles}/out", sys.executable, "-c",
                    code], check=True, cwd=cwd, env={**os.environ, "PYTHONHASHSEED": "0"}, capture_output=True)
    return [_instructions(path) for path in sorted(profiles.glob("out.*"), key=lambda path: int(path.suffix[1:]))]


def _instructions(profile: pathlib.Path) -> int:
    for line in profile.read_text().splitlines():
        if line.startswith("totals:"):
            return int(line.split()[1])
    raise ValueError(f"{profile} has no totals")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", type=pathlib.Path, help="the other checkout's root folder")
    parser.add_argument("--requests", type=int, default=30, help="requests per body, counted")
    parser.add_argument("--actions", type=int, default=20_000, help="random-play actions the states come from")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work:
        names, other = side(args.other.resolve(), args.actions, args.requests, pathlib.Path(work) / "other")
        _, this = side(ROOT, args.actions, args.requests, pathlib.Path(work) / "this")
    print("| game | endpoint | state | bare echo (k instructions) | other | this checkout | bare / other "
          "| bare / this | this / other |\n|---|---|---|---|---|---|---|---|---|")
    for name, (other_referee, other_echo), (this_referee, this_echo) in zip(names, other, this):
        echo = (other_echo + this_echo) / 2
        print(f"| {name} | {echo / 1000:,.0f} | {other_referee / 1000:,.0f} | {this_referee / 1000:,.0f} | "
              f"{other_echo / other_referee:.2f} | {this_echo / this_referee:.2f} | "
              f"{this_referee / other_referee:.2f} |", flush=True)


if __name__ == "__main__":
    main()
