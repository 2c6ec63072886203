"""Seat numbers (and every other integer of an action) are JSON integers: a listed action whose integer is sent
as a float (6.0) or a boolean (true for 1) is refused, never read as that seat (issue 10 item 5 and its audit).
Python's == takes 6.0 and True for 6 and 1, so each game must check the type itself."""
import random

import pytest

from engine.core import Referee, RefereeError
from engine.registry import GAMES

STEPS = 40


def _retyped(action):
    """The action with one integer (or one integer inside a list) turned into a float or a boolean."""
    for key, value in action.items():
        if isinstance(value, int) and not isinstance(value, bool):
            yield {**action, key: float(value)}
            if value in (0, 1):
                yield {**action, key: bool(value)}
        elif isinstance(value, list):
            for index, item in enumerate(value):
                if isinstance(item, int) and not isinstance(item, bool):
                    yield {**action, key: value[:index] + [float(item)] + value[index + 1:]}


def _accepted(game_id, chance):
    game = GAMES[game_id]
    referee = Referee(game)
    picker = random.Random(1)
    state, _ = referee.setup(game.max_players, seed=1, chance=chance)
    accepted = []
    for _ in range(STEPS):
        if state["result"] is not None:
            break
        moves = referee.legal_moves(state)["moves"]
        for move in moves[:20]:
            for mutant in _retyped(move):
                try:
                    referee.apply(state, mutant)
                except RefereeError:
                    continue
                accepted.append(mutant)
        state, _ = referee.apply(state, picker.choice(moves))
    return accepted


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_integer_sent_as_a_float_or_a_boolean_is_refused(game_id):
    # Client chance covers the reports of random events (a seat drawing a card, a die face), server chance play.
    accepted = _accepted(game_id, "client") + _accepted(game_id, "server")
    assert not accepted, f"accepted with a float or boolean for an integer: {accepted[:3]}"
