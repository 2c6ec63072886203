"""The Procfile's web process started for real (gunicorn on a free loopback port), and slow clients to hurt it.

Used by the deployment tests, the nginx scale-out test and bench/slow_clients.py.
"""
import contextlib
import os
import pathlib
import shlex
import signal
import socket
import subprocess
import sys
import threading
import time

import requests

from tests.support.real_parts import free_port

ROOT = pathlib.Path(__file__).resolve().parents[2]
BIN = pathlib.Path(sys.executable).parent


def procfile_web_command() -> str:
    for line in (ROOT / "Procfile").read_text().splitlines():
        if line.startswith("web:"):
            return line.removeprefix("web:").strip()
    raise AssertionError("the Procfile has no web process")


def wait_until_healthy(base: str, process: subprocess.Popen, seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"the web process exited with {process.returncode} before serving")
        try:
            if requests.get(base + "/healthz", timeout=1).status_code == 200:
                return
        except requests.RequestException:
            time.sleep(0.1)
    raise AssertionError(f"the web process did not start serving within {seconds} s")


@contextlib.contextmanager
def web_process(workers: int = 2, extra_args: tuple = (), env: dict | None = None, app: str | None = None,
                log=subprocess.DEVNULL):
    """Runs the Procfile's web command on a free loopback port (`extra_args` override gunicorn.conf.py, `app`
    replaces the application) and yields (base URL, process); stops the whole process group afterwards."""
    port = free_port()
    environment = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": str(workers), "LOG_LEVEL": "warning",
                   "PATH": f"{BIN}:{os.environ['PATH']}", **(env or {})}
    command = shlex.split(procfile_web_command())
    if app:
        command[-1] = app
    command += ["--bind", f"127.0.0.1:{port}", *extra_args]
    process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=log, stderr=log,
                               start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_healthy(base, process)
        yield base, process
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=20)
        # Whatever of the group is still there (a worker whose master is gone) goes too.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def long_replay() -> dict:
    """A replay body that is heavy yet legal: the setup and moves of a whole 12-seat PaoPao Sha game, each seat
    playing its default move (about 0.3 s of CPU to replay, a 1 MB answer with its events)."""
    from engine.core import Referee
    from engine.registry import GAMES

    referee, setup = Referee(GAMES["paopaosha"]), {"players": 12, "seed": 7}
    state, _ = referee.setup(**setup)
    actions = []
    while state["result"] is None:
        action = referee.legal_moves(state)["defaults"][0]
        state, _ = referee.apply(state, action)
        actions.append(action)
    return {"setup": setup, "actions": actions}


class TricklingClients:
    """`count` connections that each announce a JSON body and then send it one byte per `interval` seconds,
    as a slow or hostile client does. Used as a context manager; the connections close on exit."""

    def __init__(self, base: str, count: int, interval: float = 1.0, body_bytes: int = 10_000):
        host, port = base.removeprefix("http://").split(":")
        self.address, self.count, self.interval, self.body_bytes = (host, int(port)), count, interval, body_bytes
        self.sockets: list[socket.socket] = []
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._trickle, daemon=True)

    def __enter__(self):
        head = (f"POST /v1/echo HTTP/1.1\r\nHost: {self.address[0]}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {self.body_bytes}\r\n\r\n{{").encode()
        for _ in range(self.count):
            sock = socket.create_connection(self.address, timeout=5)
            sock.sendall(head)
            self.sockets.append(sock)
        self.thread.start()
        return self

    def _trickle(self):
        while not self.stopped.wait(self.interval):
            for sock in self.sockets:
                with contextlib.suppress(OSError):
                    sock.send(b" ")

    def __exit__(self, *exc):
        self.stopped.set()
        self.thread.join()
        for sock in self.sockets:
            sock.close()
