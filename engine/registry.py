"""The games this service referees, by id. Each game package exposes GAME, an instance of engine.core.Game."""
from importlib import import_module

from engine.core import Game

GAME_MODULES = [
    "engine.monster_maker_5",
    "engine.monster_run",
    "engine.monster_run_slap",
    "engine.paopaosha",
]

GAMES: dict[str, Game] = {}
for _module in GAME_MODULES:
    _game = import_module(_module).GAME
    GAMES[_game.id] = _game
