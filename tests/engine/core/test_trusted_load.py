"""A sealed state is read by `Game.load_trusted` (no checks, its lists taken over): for every state the service
can write, it must give the same answers as the checked `load` of every game: the same legal moves, the same
next state and events, the same views."""
import json
import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, Referee
from engine.core.referee import SealedStateReferee
from engine.registry import GAMES

# Options that put most of a game in play, so that the states cover its rarer fields (monster-run's level 5).
RICH_OPTIONS = {"monster-run": {"level": 5}}


def states_of_play(game, seed: int, chance: str, steps: int = 60):
    """Each state of one random game through the Referee, with the move taken from it (None at the end)."""
    referee, picker = Referee(game), random.Random(seed)
    players = picker.randint(game.min_players, min(game.max_players, 6))
    state, _ = referee.setup(players, dict(RICH_OPTIONS.get(game.id, {})),
                             seed=seed if chance == "server" else None, chance=chance)
    for _ in range(steps):
        moves = referee.legal_moves(state)["moves"]
        if not moves:
            yield state, None
            return
        move = picker.choice(moves)
        yield state, move
        state, _ = referee.apply(state, move)


def fresh(state: dict) -> dict:
    """What unsealing gives: a new object with nothing shared."""
    return json.loads(json.dumps(state))


def as_json(value) -> str:
    return json.dumps(value, sort_keys=True)


@settings(max_examples=16, deadline=None)
@given(game_id=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10**6),
       chance=st.sampled_from(["server", "client", "table"]))
def test_a_trusted_load_answers_as_the_checked_load(game_id, seed, chance):
    game = GAMES[game_id]
    assume(chance != "table" or game.table_rule is not None)     # table chance: the games that offer it
    checked, trusted = Referee(game), SealedStateReferee(game)
    for state, move in states_of_play(game, seed, chance):
        kept = fresh(state)
        assert as_json(trusted.legal_moves(fresh(state))) == as_json(checked.legal_moves(state))
        for seat in [None, *range(state["players"])]:
            assert as_json(trusted.view(fresh(state), seat)) == as_json(checked.view(state, seat))
        if move is not None and move["player"] != CHANCE:
            seat = move["player"]
            after, events, seen = trusted.apply_and_view(fresh(state), move, seat)
            # Server chance draws from the state's rng: the same generator state gives the same draws.
            expected_after, expected_events = checked.apply(state, move)
            assert as_json(after) == as_json(expected_after)
            assert as_json(events) == as_json(expected_events)
            assert as_json(seen) == as_json(checked.view(expected_after, seat))
        assert state == kept                  # the checked path never changes its input

