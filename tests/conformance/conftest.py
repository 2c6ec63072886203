import time
from collections import defaultdict

import pytest


class Totals:
    def __init__(self):
        self.games = defaultdict(int)
        self.actions = defaultdict(int)
        self.mutants = defaultdict(int)
        self.largest = defaultdict(int)
        self.started = time.perf_counter()

    def add(self, game_id, playout):
        self.games[game_id] += 1
        self.actions[game_id] += playout.steps
        self.mutants[game_id] += playout.mutants_refused
        self.largest[game_id] = max(self.largest[game_id], playout.largest_state)


_TOTALS = Totals()


@pytest.fixture(scope="session")
def conformance_totals():
    return _TOTALS


def pytest_terminal_summary(terminalreporter):
    if not _TOTALS.games:
        return
    terminalreporter.write_sep("-", "conformance playouts")
    for game_id in sorted(_TOTALS.games):
        terminalreporter.write_line(
            f"{game_id}: {_TOTALS.games[game_id]} games, {_TOTALS.actions[game_id]} actions, "
            f"{_TOTALS.mutants[game_id]} mutants refused, largest state {_TOTALS.largest[game_id]} bytes")
