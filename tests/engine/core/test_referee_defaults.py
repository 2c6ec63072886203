"""The defaults legal-moves answers are picked among the moves it has just listed (Game.default_among): they
must be what each game's default_move gives for the same state."""
import random

import pytest

from engine.core import CHANCE, Referee
from engine.core.referee import ENVELOPE_KEYS
from engine.registry import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_legal_moves_defaults_are_each_games_default_move(game_id):
    game, picker = GAMES[game_id], random.Random(3)
    referee = Referee(game)
    for seed in range(3):
        state, _ = referee.setup(game.max_players, seed=seed)
        for _ in range(40):
            if state["result"] is not None:
                break
            answer = referee.legal_moves(state)
            loaded = game.load({key: value for key, value in state.items()
                                if key not in ENVELOPE_KEYS})
            assert answer["defaults"] == [game.default_move(loaded, seat) for seat in answer["to_act"]
                                          if seat != CHANCE]
            for seat in answer["to_act"]:
                assert referee.legal_moves(state, seat)["defaults"] == [game.default_move(loaded, seat)]
            state, _ = referee.apply(state, picker.choice(answer["moves"]))
