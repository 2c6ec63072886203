"""The game-agnostic part of the engine: the game interface, rules errors, seeded chance."""
from engine.core.errors import (
    GameOver,
    IllegalMove,
    InvalidSetup,
    InvalidState,
    MalformedAction,
    NotYourTurn,
    RefereeError,
    RulesError,
    UnknownAction,
)
from engine.core.game import CHANCE, Game, Outcome, same_json
from engine.core.referee import Referee

__all__ = [
    "CHANCE", "Game", "GameOver", "IllegalMove", "InvalidSetup", "InvalidState", "MalformedAction",
    "NotYourTurn", "Outcome", "Referee", "RefereeError", "RulesError", "UnknownAction", "same_json",
]
