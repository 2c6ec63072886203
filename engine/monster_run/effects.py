"""One small function per magic card (MR-9.8), in a registry keyed by card kind that rules.py runs.

Each card has a target kind ("any", "opponent", "self"), a `problem` that says why it has no effect on a target
(MR-9.6; None when usable) and an `effect` that applies it and returns events. Magic moves keep the pitch and
take a new movement stamp; they eat nothing and trigger no bounce, mud or rest (MR-9.9).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from engine.monster_run.cards import magic_name
from engine.monster_run.state import State


class Magic(NamedTuple):
    target: str
    problem: Callable[[State, int, int], str | None]
    effect: Callable[[State, int, int], list[dict]]


def move_monster(state: State, seat: int, pos: int, cause: str) -> dict:
    """Relocates a monster (new movement stamp, MR-3.7) and returns the public event."""
    state.counter += 1
    monster = state.seats[seat]
    before = monster.pos
    monster.pos = pos
    monster.stamp = state.counter
    board = state.board
    return {"type": "monster_moved", "player": seat, "from": board.pos_name(before), "to": board.pos_name(pos),
            "cause": cause, "visible_to": "all",
            "message": f"Player {seat}'s monster moves from {board.pos_name(before)} to {board.pos_name(pos)} "
                       f"({cause})."}


def previous_bar_line(state: State, pos: int) -> int:
    """From m{m}b{b} to BL(m-1); from BLk to BL(k-1) (callers exclude BL0)."""
    board = state.board
    c = pos >> 1
    if pos & 1:
        return board.bar_line(c // board.beats - 1)
    return board.bar_line(board.measure_of(c) - 1)


def next_bar_line(state: State, pos: int) -> int:
    """From m{m}b{b} to BLm; from BLk to BL(k+1)."""
    board = state.board
    c = pos >> 1
    if pos & 1:
        return board.bar_line(c // board.beats + 1)
    return board.bar_line(board.measure_of(c))


# -- To Coda -----------------------------------------------------------------------------------------------

def _to_coda_problem(state: State, user: int, target: int) -> str | None:
    if state.seats[target].pos == state.board.bar_line(state.coda):
        return f"player {target}'s monster already stands on the Coda bar line BL{state.coda}"
    return None


def _to_coda(state: State, user: int, target: int) -> list[dict]:
    return [move_monster(state, target, state.board.bar_line(state.coda), magic_name("to_coda"))]


# -- Fermata -----------------------------------------------------------------------------------------------

def _fermata_problem(state: State, user: int, target: int) -> str | None:
    if state.seats[target].skip:
        return f"player {target} already has a turn to skip"
    return None


def _fermata(state: State, user: int, target: int) -> list[dict]:
    state.seats[target].skip = True
    return [{"type": "turn_skip_pending", "player": target, "visible_to": "all",
             "message": f"Player {target}'s next turn will be skipped (Fermata)."}]


# -- Ritardando --------------------------------------------------------------------------------------------

def _ritardando_problem(state: State, user: int, target: int) -> str | None:
    if state.seats[target].pos == state.board.bar_line(0):
        return f"player {target}'s monster is on the start line BL0 and cannot go back"
    return None


def _ritardando(state: State, user: int, target: int) -> list[dict]:
    return [move_monster(state, target, previous_bar_line(state, state.seats[target].pos), magic_name("ritardando"))]


# -- Accelerando -------------------------------------------------------------------------------------------

def _accelerando_problem(state: State, user: int, target: int) -> str | None:
    destination = next_bar_line(state, state.seats[target].pos)
    if destination == state.board.finish:
        return "Accelerando cannot carry a monster onto the finish"
    if (state.level >= 3 and state.repeats is not None and destination == state.board.bar_line(state.repeats[1])
            and not state.seats[user].record):
        return "Accelerando cannot carry a monster without a bounce record onto the end-repeat bar line"
    return None


def _accelerando(state: State, user: int, target: int) -> list[dict]:
    return [move_monster(state, target, next_bar_line(state, state.seats[target].pos), magic_name("accelerando"))]


EFFECTS: dict[str, Magic] = {
    "to_coda": Magic("any", _to_coda_problem, _to_coda),
    "fermata": Magic("opponent", _fermata_problem, _fermata),
    "ritardando": Magic("opponent", _ritardando_problem, _ritardando),
    "accelerando": Magic("self", _accelerando_problem, _accelerando),
}
