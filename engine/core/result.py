"""The one shape of a finished game's result, the same in every game.

`winners` lists seats; `ranking` lists places best first, each place a list of the seats tied there (a list
even for one seat); `scores` maps each seat, as a string, to its number; `reason` is a snake_case code from the
game's own enum (`Game.result_reasons`) saying how the game ended; `message` is a sentence for the players in
English and `message_zh` the same in the game's Chinese script (the service answers `message` in the language
asked for, as it does for events). A game may add documented extra fields with readable names.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core.game import same_json
from engine.core.text import Text

RESULT_KEYS = ("winners", "ranking", "scores", "reason", "message", "message_zh")


def game_result(winners: Iterable[int], ranking: Iterable[Iterable[int]], scores: dict[int, int], reason: str,
                message: Text, **extras) -> dict:
    return {"winners": list(winners), "ranking": [list(place) for place in ranking],
            "scores": {str(seat): score for seat, score in scores.items()}, "reason": reason,
            "message": message["en"], "message_zh": message["zh"], **extras}


def same_result(given, derived) -> bool:
    """`given` (read from a state) is the `derived` result, equal as JSON. A service answer in Chinese gives
    `message` in Chinese (service/language.py), so a state sent back from one may carry either language there."""
    if isinstance(given, dict) and isinstance(derived, dict) and given.get("message") == derived["message_zh"]:
        given = {**given, "message": derived["message"]}
    return same_json(given, derived)


def tied_places(seats: Iterable[int], key: Callable[[int], object]) -> list[list[int]]:
    """`seats` sorted by `key` (smaller is better), seats with an equal key sharing one place, lower seat first."""
    places: dict[object, list[int]] = {}
    for seat in sorted(seats, key=lambda seat: (key(seat), seat)):
        places.setdefault(key(seat), []).append(seat)
    return list(places.values())


def seats_en(seats: list[int], nobody: str = "nobody") -> str:
    """"player 2", "players 0 and 3", "players 0, 1 and 3"."""
    if not seats:
        return nobody
    if len(seats) == 1:
        return f"player {seats[0]}"
    return "players " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def seats_zh(seats: list[int], nobody: str) -> str:
    """"玩家 2", "玩家 0、玩家 3"; `nobody` in the game's script (無人 / 无人)."""
    return "、".join(f"玩家 {seat}" for seat in seats) or nobody
