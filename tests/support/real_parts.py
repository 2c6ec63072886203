"""Real servers and tools that tests start themselves (redis-server, nginx, chromium, node tools).

Outside CI a test may skip with a one-line reason when a part cannot be had; under CI=true (where .ci/run has
installed .ci/apt-packages) a missing part fails the test instead, so a green CI never hides a skipped check.
"""
import os
import shutil
import socket

import pytest


def under_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"


def missing_part(reason: str) -> None:
    """Skips the test outside CI, fails it under CI=true, where every part must be there."""
    if under_ci():
        pytest.fail(reason)
    pytest.skip(reason)


def require_executable(name: str, *candidates: str) -> str:
    """The path of `name` (or of the first existing candidate path); skips outside CI, fails under CI."""
    for path in (*candidates, shutil.which(name)):
        if path and os.path.exists(path) and os.access(path, os.X_OK):
            return path
    missing_part(f"{name} is not installed (.ci/run installs it from .ci/apt-packages)")


def free_port() -> int:
    """A free TCP port on the loopback interface."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]
