"""One small function per magic card (MR-9.8), in a registry keyed by card kind that rules.py runs.

Each card has a target kind ("any", "opponent", "self"), a `problem` that says why it has no effect on a target
(MR-9.6; as (English, Chinese), or None when usable) and an `effect` that applies it and returns events. Magic
moves keep the pitch and take a new movement stamp; they eat nothing and trigger no bounce, mud or rest (MR-9.9).
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from engine.monster_run.cards import magic_name, magic_name_zh
from engine.monster_run.turns import event
from engine.monster_run.state import State


class Magic(NamedTuple):
    target: str
    problem: Callable[[State, int, int], tuple[str, str] | None]
    effect: Callable[[State, int, int], list[dict]]


# Why a monster moves, in Chinese: the rules' own causes and the magic cards' names.
CAUSE_ZH = {"finish": "抵達終點", "bounce": "彈跳牆", "penalty": "棄牌懲罰",
            **{magic_name(card): magic_name_zh(card) for card in ("to_coda", "ritardando", "accelerando")}}


def move_monster(state: State, seat: int, pos: int, cause: str) -> dict:
    """Relocates a monster (new movement stamp, MR-3.7) and returns the public event."""
    state.counter += 1
    monster = state.seats[seat]
    before = monster.pos
    monster.pos = pos
    monster.stamp = state.counter
    board = state.board
    origin, destination = board.pos_name(before), board.pos_name(pos)
    return event("monster_moved", f"Player {seat}'s monster moves from {origin} to {destination} ({cause}).",
                 f"玩家 {seat} 的怪獸從 {origin} 移到 {destination}（{CAUSE_ZH[cause]}）。", player=seat,
                 **{"from": origin}, to=destination, cause=cause)


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
        return (f"player {target}'s monster already stands on the Coda bar line BL{state.coda}",
                f"玩家 {target} 的怪獸已經站在 Coda 所在的小節線 BL{state.coda} 上")
    return None


def _to_coda(state: State, user: int, target: int) -> list[dict]:
    return [move_monster(state, target, state.board.bar_line(state.coda), magic_name("to_coda"))]


# -- Fermata -----------------------------------------------------------------------------------------------

def _fermata_problem(state: State, user: int, target: int) -> str | None:
    if state.seats[target].skip:
        return f"player {target} already has a turn to skip", f"玩家 {target} 已經有一個要跳過的回合"
    return None


def _fermata(state: State, user: int, target: int) -> list[dict]:
    state.seats[target].skip = True
    return [event("turn_skip_pending", f"Player {target}'s next turn will be skipped (Fermata).",
                  f"玩家 {target} 的下一個回合將被跳過（延長記號）。", player=target)]


# -- Ritardando --------------------------------------------------------------------------------------------

def _ritardando_problem(state: State, user: int, target: int) -> str | None:
    if state.seats[target].pos == state.board.bar_line(0):
        return (f"player {target}'s monster is on the start line BL0 and cannot go back",
                f"玩家 {target} 的怪獸在起點線 BL0 上，無法再後退")
    return None


def _ritardando(state: State, user: int, target: int) -> list[dict]:
    return [move_monster(state, target, previous_bar_line(state, state.seats[target].pos), magic_name("ritardando"))]


# -- Accelerando -------------------------------------------------------------------------------------------

def _accelerando_problem(state: State, user: int, target: int) -> str | None:
    destination = next_bar_line(state, state.seats[target].pos)
    if destination == state.board.finish:
        return "Accelerando cannot carry a monster onto the finish", "漸快不能把怪獸送上終點"
    if (state.level >= 3 and state.repeats is not None and destination == state.board.bar_line(state.repeats[1])
            and not state.seats[user].record):
        return ("Accelerando cannot carry a monster without a bounce record onto the end-repeat bar line",
                "漸快不能把沒有彈跳紀錄的怪獸送上反覆結束的小節線")
    return None


def _accelerando(state: State, user: int, target: int) -> list[dict]:
    return [move_monster(state, target, next_bar_line(state, state.seats[target].pos), magic_name("accelerando"))]


EFFECTS: dict[str, Magic] = {
    "to_coda": Magic("any", _to_coda_problem, _to_coda),
    "fermata": Magic("opponent", _fermata_problem, _fermata),
    "ritardando": Magic("opponent", _ritardando_problem, _ritardando),
    "accelerando": Magic("self", _accelerando_problem, _accelerando),
}
