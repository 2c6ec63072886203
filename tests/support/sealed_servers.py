"""Real servers for the sealed-state tests: a redis-server, and the Procfile's web process (gunicorn) with
sealing settings, each on a free loopback port, stopped when the test is done."""
import contextlib
import os
import socket
import pathlib
import shlex
import signal
import subprocess
import sys
import tempfile
import time

import requests

from tests.support.real_parts import free_port, require_executable
from tests.support.sealed import sealing_settings

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = pathlib.Path(sys.executable).parent


def procfile_web_command() -> list[str]:
    for line in (ROOT / "Procfile").read_text().splitlines():
        if line.startswith("web:"):
            return shlex.split(line.removeprefix("web:"))
    raise AssertionError("the Procfile has no web process")


@contextlib.contextmanager
def redis_server():
    """A throwaway redis-server (no persistence) in a temporary directory; yields its redis:// URL."""
    executable = require_executable("redis-server", "/usr/bin/redis-server", "/usr/sbin/redis-server")
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        process = subprocess.Popen([executable, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                    "--appendonly", "no", "--dir", directory],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            _wait_for_port(port, process, "redis-server")
            yield f"redis://127.0.0.1:{port}/0"
        finally:
            _stop(process)


@contextlib.contextmanager
def web_process(**settings):
    """The Procfile's web command with the sealing settings (plus any REFEREE_* given); yields its base URL."""
    port = free_port()
    env = {**os.environ, **sealing_settings(), **{name: str(value) for name, value in settings.items()},
           "PORT": str(port), "WEB_CONCURRENCY": "2", "PATH": f"{BIN}:{os.environ['PATH']}"}
    process = subprocess.Popen(procfile_web_command(), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(200):
            try:
                if requests.get(base + "/healthz", timeout=2).status_code == 200:
                    break
            except requests.RequestException:
                if process.poll() is not None:
                    raise AssertionError("the web process exited at start") from None
                time.sleep(0.1)
        else:
            raise AssertionError("the web process did not start serving within 20 s")
        yield base
    finally:
        _stop(process)


def _wait_for_port(port: int, process, name: str) -> None:
    for _ in range(100):
        if process.poll() is not None:
            raise AssertionError(f"{name} exited at start")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"{name} did not listen within 5 s")


def _stop(process) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
