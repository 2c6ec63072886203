"""The games this service referees, by id. Each game package exposes GAME, an instance of engine.core.Game."""
from importlib import import_module

from engine.core import Game, Referee

GAME_MODULES = [
    "engine.paopaosha",
]

GAMES: dict[str, Game] = {}
for _module in GAME_MODULES:
    _game = import_module(_module).GAME
    GAMES[_game.id] = _game


def referee(game_id: str) -> Referee | None:
    game = GAMES.get(game_id)
    return Referee(game) if game else None
