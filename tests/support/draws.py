"""A game's own server draw (Game.draw_chance, which may pick without listing) against the base class's walk over
chance_outcomes by weight, at every random event of a seeded random game."""
import random

from engine.core import CHANCE, Game
from engine.core.rng import Rng


def play_comparing_draws(game, state, seed: int, steps: int = 3000,
                         kind=lambda state, action: action["type"]) -> set:
    """Plays `state` with seeded random moves and server draws; at each random event asserts that the game's draw
    gives the listed walk's action and leaves the generator where the walk leaves it. Returns the kinds of random
    events met: `kind(state, action)`, by default the chance action's type."""
    rng, pick, kinds = Rng.from_seed(seed), random.Random(seed), set()
    for _step in range(steps):
        to_act = game.to_act(state)
        if not to_act:
            break
        if to_act != [CHANCE]:
            game.apply(state, pick.choice(game.legal_moves(state, to_act[0])))
            continue
        listed, drawn = Rng(rng.state), Rng(rng.state)
        expected = Game.draw_chance(game, state, listed)
        assert (game.draw_chance(state, drawn), drawn.state) == (expected, listed.state)
        kinds.add(kind(state, expected))
        game.apply(state, game.draw_chance(state, rng))
    return kinds
