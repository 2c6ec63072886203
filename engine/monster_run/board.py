"""The race track (MR-1.7 to MR-1.14): positions, cells, landable columns, and their notation.

Positions are stored as integers p = 2c + bar, with c the beat count of MR-1.12 and bar = 1 on a bar line.
So BL0 = 1, m1b1 = 2, ..., m{k}b{N} = 2kN, BLk = 2kN + 1, and a larger p is further ahead (track order).
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine.monster_run.cards import PITCHES, ROW

SIDES = {"3/4": (3, "quarter", 10), "4/4": (4, "quarter", 8)}
UNITS = {"4": "quarter", "8": "eighth"}
UNIT_DENOMINATOR = {"quarter": "4", "eighth": "8"}
QUARTER_BEATS = {"quarter": 1, "eighth": 2}
MIN_BEATS, MAX_BEATS = 2, 12
MIN_MEASURES, MAX_MEASURES = 4, 24

# ASCII digits only: "²".isdigit() is true but int("²") fails.
_BEATS_PER_MEASURE = re.compile(r"[1-9][0-9]?")


class Board:
    """One board: N beats per measure, beat unit U, M measures (MR-1.8, MR-1.14)."""

    __slots__ = ("beats", "unit", "measures", "q", "total", "finish", "signature", "_column_names", "_cell_names",
                 "_landable_columns", "_landable_cells", "columns", "_bar_lines", "positions", "landable_set",
                 "landable_cell_at", "landable_cell_names", "position_names")

    def __init__(self, beats: int, unit: str, measures: int):
        self.beats = beats
        self.unit = unit
        self.measures = measures
        self.q = QUARTER_BEATS[unit]
        self.total = beats * measures          # c of the last beat column and of BLM
        self.finish = 2 * self.total + 1       # p of BLM
        self.signature = f"{beats}/{UNIT_DENOMINATOR[unit]}"
        # Names and stopping columns are asked for hundreds of times per setup: computed once per board.
        self._column_names = [""] + [f"m{(c - 1) // beats + 1}b{(c - 1) % beats + 1}" for c in range(1, self.total + 1)]
        self._cell_names = [[f"{name}/{pitch}" for pitch in PITCHES] for name in self._column_names]
        self._landable_columns = [c for c in range(1, self.total + 1) if self.landable(c)]
        self._landable_cells = tuple((c, row) for c in self._landable_columns for row in range(1, len(PITCHES) + 1))
        # And read back as often (every position and fruit of every state loaded): the names of this board,
        # exactly those the notation's patterns accept, mapped to their numbers.
        self.columns = {name: c for c, name in enumerate(self._column_names) if c}
        self._bar_lines = {f"BL{k}": k for k in range(measures + 1)}
        # Every position's name -> p (what parse_pos gives, in one lookup), the landable columns as a set, and
        # the landable cells' names -> (c, row) (where fruits lie, read from every state).
        self.positions = {**{name: 2 * k * beats + 1 for name, k in self._bar_lines.items()},
                          **{name: 2 * c for name, c in self.columns.items()}}
        self.position_names = {p: name for name, p in self.positions.items()}     # and back (every dump)
        self.landable_set = frozenset(self._landable_columns)
        landable_names = [self._cell_names[c][row - 1] for c, row in self._landable_cells]
        self.landable_cell_at = dict(zip(landable_names, self._landable_cells))
        self.landable_cell_names = dict(zip(self._landable_cells, landable_names))     # and back (every dump)

    # -- positions -------------------------------------------------------------------------------------------

    def bar_line(self, k: int) -> int:
        return 2 * k * self.beats + 1

    def column(self, c: int) -> int:
        return 2 * c

    def pos_name(self, p: int) -> str:
        c = p >> 1
        if p & 1:
            return f"BL{c // self.beats}"
        return self.column_name(c)

    def column_name(self, c: int) -> str:
        if 1 <= c <= self.total:
            return self._column_names[c]
        return f"m{(c - 1) // self.beats + 1}b{(c - 1) % self.beats + 1}"

    def cell_name(self, c: int, row: int) -> str:
        if 1 <= c <= self.total and 1 <= row <= len(PITCHES):
            return self._cell_names[c][row - 1]
        return f"{self.column_name(c)}/{PITCHES[row - 1]}"

    def parse_bar_line(self, text) -> int | None:
        """k of "BLk" with 0 <= k <= M, else None."""
        return self._bar_lines.get(text) if isinstance(text, str) else None

    def parse_column(self, text) -> int | None:
        """c of "m{m}b{b}" on this board, else None."""
        return self.columns.get(text) if isinstance(text, str) else None

    def parse_pos(self, text) -> int | None:
        """p of a bar line "BLk" or a beat column "m{m}b{b}" of this board, else None."""
        return self.positions.get(text) if isinstance(text, str) else None

    def parse_cell(self, text) -> tuple[int, int] | None:
        """(c, row) of "m{m}b{b}/{pitch}" on this board, else None."""
        if not isinstance(text, str):
            return None
        column, _, pitch = text.partition("/")
        c, row = self.columns.get(column), ROW.get(pitch)
        return None if c is None or row is None else (c, row)

    def measure_of(self, c: int) -> int:
        """The measure of beat index c >= 1."""
        return (c - 1) // self.beats + 1

    def landable(self, c: int) -> bool:
        """MR-1.14: a monster can stop on beat b only if b is a multiple of q."""
        return ((c - 1) % self.beats + 1) % self.q == 0

    def landable_columns(self) -> list[int]:
        return list(self._landable_columns)

    def landable_cells(self) -> tuple[tuple[int, int], ...]:
        """Every (c, row) of the landable columns, column by column, rows upwards."""
        return self._landable_cells

    def note_beats(self, quarters: int) -> int:
        """MR-1.13: v = q x L beat columns."""
        return self.q * quarters


def board_from_signature(signature, measures) -> tuple[Board | None, str | None, tuple[str, str] | None]:
    """Builds a board from "N/4" or "N/8" and M: (board, None, None) or (None, rule, (reason, reason in Chinese))."""
    if not isinstance(signature, str) or "/" not in signature:
        return None, "MR-2.5", ("board must be '3/4', '4/4' or a custom time signature such as '6/8'",
                                "board 必須是 '3/4'、'4/4' 或像 '6/8' 這樣的自訂拍號")
    top, _, bottom = signature.partition("/")
    if not _BEATS_PER_MEASURE.fullmatch(top):
        return None, "MR-2.5", ("a time signature is written 'N/4' or 'N/8' with N a whole number",
                                "拍號寫成 'N/4' 或 'N/8'，N 為整數")
    if bottom not in UNITS:
        return None, "MR-1.14", ("a board's beat unit must be a quarter (x/4) or an eighth (x/8)",
                                 "圖板的一拍必須是四分音符（x/4）或八分音符（x/8）")
    beats, unit = int(top), UNITS[bottom]
    if not MIN_BEATS <= beats <= MAX_BEATS:
        return None, "MR-1.14", (f"a board has {MIN_BEATS} to {MAX_BEATS} beats per measure",
                                 f"圖板每小節有 {MIN_BEATS} 到 {MAX_BEATS} 拍")
    if beats % QUARTER_BEATS[unit]:
        return None, "MR-1.14", ("on an x/8 board the beats per measure must be even, so every note fills whole cells",
                                 "x/8 圖板每小節的拍數必須是偶數，讓每個音符都佔滿整格")
    if isinstance(measures, bool) or not isinstance(measures, int) or not MIN_MEASURES <= measures <= MAX_MEASURES:
        return None, "MR-2.5", (f"measures must be an integer from {MIN_MEASURES} to {MAX_MEASURES}",
                                f"measures 必須是 {MIN_MEASURES} 到 {MAX_MEASURES} 的整數")
    return _board(beats, unit, measures), None, None


@lru_cache(maxsize=256)
def _board(beats: int, unit: str, measures: int) -> Board:
    # Boards never change, so every state on the same board shares one.
    return Board(beats, unit, measures)
