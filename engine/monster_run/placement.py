"""Marker and fruit placement rules (MR-7.3, MR-9.2, MR-10.2, MR-11.2, MR-12.5) and the random options of C-2/C-3.

Each `*_problem` checks one placement against every placement already fixed in the state and returns a reason
as (English, Chinese), or None. The `*_options` list what a random placement may pick (MR-2.2): uniform over
the options that keep every fixed placement valid. At Level 5 a random rest is placed after the repeat signs
and the mud, so those are drawn among the options that still leave the rest somewhere to go (the most playable
reading: a seeded or reported setup can never get stuck); should that filter leave nothing, the unfiltered
options are used.
"""
from __future__ import annotations

from itertools import filterfalse, repeat

from engine.core.options_memo import Kept
from engine.monster_run.cards import COLOURS, PITCHES, ROW
from engine.monster_run.state import State

MUD_L_ROWS = range(ROW["G4"], ROW["D5"] + 1)
MUD_R_ROWS = {"low": range(ROW["C4"], ROW["G4"] + 1), "high": range(ROW["C5"], ROW["G5"] + 1)}


def coda_problem(state: State, k: int) -> tuple[str, str] | None:
    if not 1 <= k <= state.board.measures - 1:
        return (f"the Coda marker goes on a bar line from BL1 to BL{state.board.measures - 1}",
                f"Coda 標記要放在 BL1 到 BL{state.board.measures - 1} 的小節線上")
    if state.repeats is not None and k in state.repeats:
        return f"BL{k} already holds a bounce marker", f"BL{k} 上已經有彈跳標記"
    return None


def repeats_problem(state: State, i: int, j: int) -> tuple[str, str] | None:
    if not 0 <= i < j <= state.board.measures - 1:
        return (f"the start-repeat must come before the end-repeat, both from BL0 to BL{state.board.measures - 1} "
                f"(never on the final bar line)",
                f"反覆開始必須在反覆結束之前，兩者都在 BL0 到 BL{state.board.measures - 1}（不可在最後一條小節線）")
    if state.coda is not None and state.coda in (i, j):
        return f"BL{state.coda} already holds the Coda marker", f"BL{state.coda} 上已經有 Coda 標記"
    return None


def _fruit_in(state: State, c: int, rows) -> bool:
    # A random setup places the markers before any fruit: most calls find no fruit at all.
    return bool(state.fruits) and any((c, row) in state.fruits for row in rows)


def mud_column_problem(state: State, c: int, other: int | None, rows) -> tuple[str, str] | None:
    board = state.board
    if not board.landable(c):
        return f"{board.column_name(c)} is not a column a monster can stop on", f"{board.column_name(c)} 不是怪獸可以停留的欄"
    if other is not None and c == other:
        return "the two mud markers must be in different columns", "兩個泥淖標記必須放在不同的欄"
    if c in state.rest_beats():
        return f"{board.column_name(c)} is in the rest", f"{board.column_name(c)} 在休止符中"
    if rows is not None and _fruit_in(state, c, rows):
        return f"a fruit in {board.column_name(c)} would be covered by mud", f"{board.column_name(c)} 的果實會被泥淖蓋住"
    return None


def rest_problem(state: State, c0: int) -> tuple[str, str] | None:
    board = state.board
    beats = range(c0, c0 + board.q)
    if (c0 - 1) % board.beats % board.q:
        return "a rest starts on a beat where a quarter note may start", "休止符要從四分音符可以開始的拍開始"
    if board.total in beats:
        return "the rest may not cover the last beat before the finish", "休止符不可蓋住終點前的最後一拍"
    trigger = state.trigger()
    if trigger is not None and trigger in beats:
        return "the rest may not cover the trigger cell before the end-repeat", "休止符不可蓋住反覆結束前的觸發格"
    if (state.mud_l is not None and state.mud_l in beats) or (state.mud_r is not None and state.mud_r in beats):
        return "the rest may not be in a mud column", "休止符不可放在泥淖欄"
    for c, _row in state.fruits:
        if c in beats:
            return "the rest may not be in a column holding a fruit", "休止符不可放在有果實的欄"
    return None


def fruit_problem(state: State, c: int, row: int) -> tuple[str, str] | None:
    board = state.board
    if not board.landable(c):
        return f"{board.column_name(c)} is not a column a monster can stop on", f"{board.column_name(c)} 不是怪獸可以停留的欄"
    if (c, row) in state.fruits:
        return f"{board.cell_name(c, row)} already holds a fruit", f"{board.cell_name(c, row)} 已經有果實"
    covered = state.mud_cells().get(c)
    if covered is not None and row in covered:
        return f"{board.cell_name(c, row)} is covered by mud", f"{board.cell_name(c, row)} 被泥淖蓋住"
    if c in state.rest_beats():
        return f"{board.column_name(c)} is in the rest", f"{board.column_name(c)} 在休止符中"
    return None


# -- random options (C-2, C-3) ---------------------------------------------------------------------------


def coda_options(state: State) -> list[int]:
    measures = state.board.measures
    preferred = [k for k in range(2, measures - 1) if coda_problem(state, k) is None]
    return preferred or [k for k in range(1, measures) if coda_problem(state, k) is None]


def _rest_random(state: State) -> bool:
    return state.level >= 5 and state.rest is None


def _rest_room(state: State, needed: int):
    """A test of whether blocking one more column (a marker placed on it) leaves at least `needed` rest
    positions. Rest windows are disjoint, so a column blocks at most the one window that covers it: one pass
    over the board, then each candidate costs O(1) (not a new scan of the board per candidate)."""
    starts = rest_options(state)
    covered = {c: c0 for c0 in starts for c in range(c0, c0 + state.board.q)}
    return lambda column: len(starts) - (column in covered) >= needed


def repeat_options(state: State) -> list[tuple[int, int]]:
    measures = state.board.measures
    rest = state.rest_beats()
    options = [(i, j) for j in range(1, measures) for i in range(j)
               if repeats_problem(state, i, j) is None and j * state.board.beats not in rest]
    if _rest_random(state):
        room = _rest_room(state, 1 + (state.mud_l is None) + (state.mud_r is None))
        kept = [(i, j) for i, j in options if room(j * state.board.beats)]   # the trigger cell's column
        return kept or options
    return options


def _r_columns(state: State) -> list[int]:
    """The columns mud marker R could take with L not yet placed; L on a column rules out only that one."""
    rest = state.rest_beats()       # mud_column_problem on a landable column with no other marker: the rest only
    return [c for c in state.board.landable_columns() if c not in rest and _rows_left(state, c)]


def _rows_left(state: State, c: int) -> bool:
    """Whether mud_rows_options(state, c) is not empty (always so before any fruit is placed)."""
    return not state.fruits or bool(mud_rows_options(state, c))


def mud_l_options(state: State) -> list[int]:
    """The columns mud_column_problem allows for L (landable, not R's, out of the rest, no fruit in its rows),
    each leaving some column for R, found without building a reason for every refused one."""
    r_columns = _r_columns(state)       # once, not once per candidate column for L
    rest, other = state.rest_beats(), state.mud_r
    options = [c for c in state.board.landable_columns()
               if c != other and c not in rest and not _fruit_in(state, c, MUD_L_ROWS)
               and (len(r_columns) > 1 or r_columns and r_columns[0] != c)]     # some column is left for R
    if _rest_random(state):
        room = _rest_room(state, 2)
        kept = [c for c in options if room(c)]
        return kept or options
    return options


def mud_rows_options(state: State, c: int) -> list[str]:
    return [rows for rows in ("low", "high") if not _fruit_in(state, c, MUD_R_ROWS[rows])]


def mud_r_options(state: State) -> list[int]:
    rest, other = state.rest_beats(), state.mud_l
    options = [c for c in state.board.landable_columns() if c != other and c not in rest and _rows_left(state, c)]
    if _rest_random(state):
        room = _rest_room(state, 1)
        kept = [c for c in options if room(c)]
        return kept or options
    return options


def rest_options(state: State) -> list[int]:
    """The first beats rest_problem allows, found without building a reason for every refused one."""
    board = state.board
    blocked = {c for (c, _row) in state.fruits} | {c for c in (state.mud_l, state.mud_r, state.trigger())
                                                   if c is not None}
    blocked.add(board.total)
    return [c0 for c0 in range(1, board.total + 1)
            if not (c0 - 1) % board.beats % board.q and blocked.isdisjoint(range(c0, c0 + board.q))]


def fruit_colour(state: State) -> str | None:
    """The colour of the next random board fruit (all red, then green, then yellow), or None when done."""
    wanted = state.options["board_fruits"]
    placed = {colour: 0 for colour in COLOURS}
    for colour in state.fruits.values():
        placed[colour] += 1
    for colour in COLOURS:
        if placed[colour] < wanted[colour]:
            return colour
    return None


def fruit_options(state: State) -> list[tuple[int, int]]:
    """The cells fruit_problem allows, found without building a reason for every refused cell: the board's
    landable cells filtered at C speed by a set of the few blocked ones."""
    return list(_free_cells(state))


def any_fruit_option(state: State) -> bool:
    """Whether fruit_options(state) is not empty, without listing it."""
    return any(_free_cells(state))


def _free_cells(state: State):
    return filter(markers_free_cells(state).__contains__, filterfalse(state.fruits.__contains__,
                                                                     state.board.landable_cells()))


def markers_free_cells(state: State) -> frozenset:
    """The landable cells out of the mud and the rest: where fruit_problem allows a fruit but for the other fruits.
    A pure function of the board and the markers, kept for each (a few boards and markers serve most requests)."""
    key = (state.board, state.mud_l, state.mud_r, state.mud_rows, state.rest)
    free = _MARKERS_FREE_CELLS.get(key)
    if free is None:
        blocked = set()
        for c, rows in state.mud_cells().items():
            blocked.update(zip(repeat(c), rows))
        for c in state.rest_beats():
            blocked.update(zip(repeat(c), range(1, len(PITCHES) + 1)))
        free = frozenset(filterfalse(blocked.__contains__, state.board.landable_cells()))
        _MARKERS_FREE_CELLS.put(key, free)
    return free


# Bounded: a client's custom boards must not grow a worker.
_MARKERS_FREE_CELLS = Kept(256)
