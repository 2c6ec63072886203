"""Issue 11 item 6: a list parameter whose order the rules do not care about is accepted in any order (the same
multiset) and gives exactly the state and events of the listed, canonical move; legal-moves lists only the
canonical form. Lists whose order IS the decision are declared apart and keep it."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.registry import GAMES

# (action type, parameter) -> the rule that makes its order free.
ORDER_FREE = {
    "monster-maker-5": {("choose_side", "cards"): "MM-1.9", ("deploy", "cards"): "MM-1.9",
                        ("discard_to_limit", "cards"): "MM-1.9",
                        ("commit_reinforcements", "cards"): "MM-1.9", ("help", "cards"): "MM-1.9"},
}
# (action type, parameter) -> the rule that makes its order part of the decision.
ORDER_MATTERS = {
    # the slappers, fastest first: the slowest takes a match (SLAP-6.1), the fastest a false slap (SLAP-6.2)
    "monster-run-slap": {("report_slaps", "order"): "SLAP-6.1"},
}
STEPS = 300
PERMUTED_PER_STEP = 4


def _lists(move):
    return [key for key, value in move.items() if isinstance(value, list)]


def _outcome(referee, state, move):
    after, events = referee.apply(state, move)
    return json.dumps(after, sort_keys=True), json.dumps(events, sort_keys=True)


def _permutations(moves, free, picker):
    for move in moves:
        for key in _lists(move):
            if (move["type"], key) in free and len(move[key]) > 1:
                shuffled = list(move[key])
                while shuffled == move[key]:
                    picker.shuffle(shuffled)
                yield move, {**move, key: shuffled}


def _play(game_id, seed, largest, chance, check):
    """A random playout of up to STEPS actions, calling check(referee, state, moves, picker) at every step."""
    game = GAMES[game_id]
    referee = Referee(game)
    picker = random.Random(seed)
    players = game.max_players if largest else game.min_players
    state, _ = referee.setup(players, {}, seed=seed, chance=chance)
    for _step in range(STEPS):
        if state["result"] is not None:
            break
        moves = referee.legal_moves(state)["moves"]
        check(referee, state, moves, picker)
        state, _ = referee.apply(state, picker.choice(moves))


PLAYOUTS = {"seed": st.integers(0, 2**32 - 1), "largest": st.booleans(),
            "chance": st.sampled_from(["server", "client"])}


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**PLAYOUTS)
def test_every_list_parameter_is_declared_order_free_or_order_bound(game_id, seed, largest, chance):
    declared = set(ORDER_FREE.get(game_id, {})) | set(ORDER_MATTERS.get(game_id, {}))

    def check(_referee, _state, moves, _picker):
        unclassified = {(move["type"], key) for move in moves for key in _lists(move)} - declared
        assert not unclassified, f"list parameters neither order-free nor order-bound: {unclassified}"
    _play(game_id, seed, largest, chance, check)


@pytest.mark.parametrize("game_id", sorted(ORDER_FREE))
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(**PLAYOUTS)
def test_MM_1_9_cards_in_any_order_are_taken_in_canonical_order(game_id, seed, largest, chance):
    def check(referee, state, moves, picker):
        pairs = list(_permutations(moves, ORDER_FREE[game_id], picker))
        for listed, permuted in picker.sample(pairs, min(PERMUTED_PER_STEP, len(pairs))):
            assert permuted not in moves, "legal-moves lists only the canonical order"
            assert _outcome(referee, state, permuted) == _outcome(referee, state, listed), permuted
    _play(game_id, seed, largest, chance, check)
