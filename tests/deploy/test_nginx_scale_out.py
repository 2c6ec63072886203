"""Scale-out with real parts: Debian's nginx, configured from deploy/nginx/nginx.conf.template, in front of two
instances of the Procfile's web process. A whole game of each game is played through nginx while heavy
replays run beside them; one instance is SIGKILLed while it is computing, and every request is still answered.
"""
import contextlib
import os
import pathlib
import re
import signal
import subprocess
import threading
import time

import pytest
import requests

from engine.registry import GAMES
from tests.support.real_parts import free_port, require_executable
from tests.support.web_process import long_replay, web_process

TEMPLATE = pathlib.Path(__file__).resolve().parents[2] / "deploy" / "nginx" / "nginx.conf.template"
REQUEST_TIMEOUT = 60
# Setups whose whole games, each seat playing its default move, take from 134 (Monster Run) to 601 actions.
GAME_SETUPS = {"monster-maker-5": {"players": 2, "seed": 2026}, "paopaosha": {"players": 3, "seed": 2026},
               "monster-run": {"players": 4, "seed": 5, "options": {"level": 5}},
               "monster-run-slap": {"players": 4, "seed": 13}}
# The kill comes once the game furthest on has made this many requests (and each game at least one): the shortest
# game takes 269, so every game is mid-game however unevenly a loaded machine serves the four.
KILL_AFTER_REQUESTS = 60


def render(template: str, values: dict) -> str:
    """Fills in ${NAME} as the nginx image's envsubst does; nginx's own $variables are left alone."""
    rendered = re.sub(r"\$\{([A-Z_]+)\}", lambda match: values[match.group(1)], template)
    assert "${" not in rendered
    return rendered


@contextlib.contextmanager
def nginx_in_front_of(upstreams: list[str], directory: pathlib.Path):
    directory.mkdir(exist_ok=True)
    nginx = require_executable("nginx", "/usr/sbin/nginx")
    port = free_port()
    config = directory / "nginx.conf"
    config.write_text(render(TEMPLATE.read_text(), {
        "NGINX_PORT": f"127.0.0.1:{port}",
        "REFEREE_UPSTREAMS": "\n".join(f"server {upstream} max_fails=1 fail_timeout=30s;" for upstream in upstreams),
        "NGINX_RUNTIME_DIR": str(directory),
        "NGINX_ERROR_LOG": str(directory / "error.log"),
        "NGINX_ACCESS_LOG": str(directory / "access.log"),
    }))
    # As root nginx would run its workers as `nobody`, who cannot enter pytest's private temp dir.
    directives = "daemon off;" + (" user root;" if os.geteuid() == 0 else "")
    process = subprocess.Popen([nginx, "-c", str(config), "-p", str(directory), "-e", str(directory / "error.log"),
                                "-g", directives], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            assert process.poll() is None, process.stderr.read().decode()
            with contextlib.suppress(requests.ConnectionError):
                requests.get(base + "/healthz", timeout=2)
                break
            time.sleep(0.1)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=10)


def play_whole_game(base: str, game: str, answered: list, failures: list):
    """Server chance; each seat plays its default move (the rules' choice for a seat that must move now)."""
    session = requests.Session()

    def post(path: str, body: dict, expected: int) -> dict:
        answer = session.post(f"{base}/v1/games/{game}/{path}", json=body, timeout=REQUEST_TIMEOUT)
        if answer.status_code != expected:
            failures.append(f"{game} {path}: {answer.status_code} {answer.text[:300]}")
            raise AssertionError(failures[-1])
        answered.append(game)
        return answer.json()

    state = post("setup", GAME_SETUPS[game], 201)["state"]
    while state["result"] is None:
        action = post("legal-moves", {"state": state}, 200)["defaults"][0]
        state = post("apply", {"state": state, "action": action}, 200)["state"]
    return state


def replay_heavily(base: str, request: dict, stop: threading.Event, answered: list, failures: list):
    session = requests.Session()
    while not stop.is_set():
        answer = session.post(f"{base}/v1/games/paopaosha/replay", json=request, timeout=REQUEST_TIMEOUT)
        if answer.status_code != 200:
            failures.append(f"replay: {answer.status_code} {answer.text[:300]}")
            return
        answered.append("replay")


def kill_due(answered: list) -> bool:
    made = [answered.count(game) for game in GAMES]
    return min(made) >= 1 and max(made) >= KILL_AFTER_REQUESTS


def cpu_ticks_of_workers(master: int) -> int:
    """CPU time (clock ticks) of the gunicorn workers forked by `master`, read from /proc."""
    total = 0
    for stat in pathlib.Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            if int(fields[1]) == master:
                total += int(fields[11]) + int(fields[12])
    return total


def wait_until_computing(master: int, seconds: float = 2) -> None:
    """Returns once the instance's workers burn CPU (a request is being computed), or after `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        before = cpu_ticks_of_workers(master)
        time.sleep(0.05)
        if cpu_ticks_of_workers(master) - before >= 2:
            return


def test_nginx_over_two_instances_finishes_every_game_when_one_is_killed_mid_game(tmp_path):
    require_executable("nginx", "/usr/sbin/nginx")
    replay = long_replay()
    with web_process(workers=2) as (first, doomed), web_process(workers=2) as (second, _), \
            nginx_in_front_of([first.removeprefix("http://"), second.removeprefix("http://")], tmp_path) as base:
        answered, failures, results, stop = [], [], {}, threading.Event()

        def play(game):
            results[game] = play_whole_game(base, game, answered, failures)

        players = [threading.Thread(target=play, args=(game,)) for game in sorted(GAMES)]
        replayers = [threading.Thread(target=replay_heavily, args=(base, replay, stop, answered, failures))
                     for _ in range(2)]
        for thread in players + replayers:
            thread.start()
        try:
            while not failures and not kill_due(answered):
                time.sleep(0.05)
            assert all(game not in results for game in GAMES), "a game ended before the kill: not mid-game"
            wait_until_computing(doomed.pid)
            os.killpg(doomed.pid, signal.SIGKILL)
            killed_at = len(answered)
            stop.set()  # the replays in flight finish on the other instance; the games go on alone
            for thread in players:
                thread.join(timeout=240)
        finally:
            stop.set()
            for thread in replayers:
                thread.join(timeout=REQUEST_TIMEOUT)
        doomed.wait(timeout=10)

        assert failures == []
        assert sorted(results) == sorted(GAMES)
        assert all(state["result"] is not None for state in results.values())
        assert len(answered) > killed_at + 100  # the games went on well after the kill
        errors = (tmp_path / "error.log").read_text()
        killed_upstream = first.removeprefix("http://")
        # nginx saw the killed instance fail (requests cut in flight, then connections refused) and sent those
        # requests to the other one.
        assert re.search(rf"(prematurely closed|reset by peer|Connection refused).*upstream: \"http://"
                         rf"{re.escape(killed_upstream)}", errors), errors[-2000:]


def test_nginx_answers_its_own_errors_in_problem_json(tmp_path):
    closed_port = free_port()  # nothing listens there: the one instance is down
    with web_process(workers=1) as (instance, _), \
            nginx_in_front_of([instance.removeprefix("http://")], tmp_path / "up") as base, \
            nginx_in_front_of([f"127.0.0.1:{closed_port}"], tmp_path / "down") as down:
        too_large = requests.post(f"{base}/v1/games/monster-run/setup", data=b"{" + b" " * (3 * 1024 * 1024) + b"}",
                                  headers={"Content-Type": "application/json"}, timeout=REQUEST_TIMEOUT)
        unreachable = requests.post(f"{down}/v1/games/monster-run/setup", json={"players": 2},
                                    timeout=REQUEST_TIMEOUT)
        passed_through = requests.post(f"{base}/v1/games/chess/setup", json={"players": 2}, timeout=REQUEST_TIMEOUT)
    for answer, status, code in ((too_large, 413, "PAYLOAD_TOO_LARGE"), (unreachable, 502, "BAD_GATEWAY"),
                                 (passed_through, 404, "UNKNOWN_GAME")):
        assert answer.status_code == status and answer.headers["Content-Type"] == "application/problem+json"
        assert answer.json()["code"] == code and answer.json()["status"] == status
