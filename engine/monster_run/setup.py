"""Setup (MR-2): the options in force, their validation, and the fresh state with its chance steps."""
from __future__ import annotations

from engine.core import InvalidSetup
from engine.monster_run import placement
from engine.monster_run.board import SIDES, Board, board_from_signature
from engine.monster_run.cards import (
    BOARD_FRUITS_MAX, COLOURS, DEFAULT_MAGIC_DECK, DEFAULT_MAGIC_HAND_LIMIT, FRUIT_ZH, MAGIC_CARDS, MAGIC_ORDER,
    NOTE_DECK,
)
from engine.monster_run.state import Seat, State

OPTION_LEVEL = {"level": 1, "seat_order": 1, "board": 1, "measures": 1, "hand_size": 1, "monsters": 1, "first_player": 1,
                "round_limit": 1, "board_fruits": 1, "fruit_cells": 1, "hands": 1, "magic_deck": 2,
                "magic_hand_limit": 2, "coda_bar_line": 2, "repeat_bar_lines": 3, "mud": 4, "rest": 5}
DEFAULT_ROUND_LIMIT = 100
# MR-2.1: these options take "random" (the same as leaving them out or null): a chance event decides them.
RANDOM_OPTIONS = ("first_player", "fruit_cells", "coda_bar_line", "repeat_bar_lines", "mud", "rest")


def _bad(detail: str, detail_zh: str, rule: str = "MR-2.5"):
    raise InvalidSetup(rule, detail, detail_zh=detail_zh)


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def normalize(players, options: dict, in_force: bool = False) -> tuple[dict, Board]:
    """The options in force (defaults filled in, options of higher levels dropped) and the board.

    Raises InvalidSetup citing the rule broken. `in_force` is set when re-reading a dumped state's options.
    """
    if not _is_int(players) or not 2 <= players <= 4:
        _bad("Monster Run is for 2 to 4 players.", "跑吧！怪獸適合 2 到 4 人。")
    if not isinstance(options, dict):
        _bad("options must be an object", "options 必須是一個物件。")
    unknown = sorted(str(key) for key in options if key not in OPTION_LEVEL)
    if unknown:
        _bad(f"unknown setup options: {', '.join(unknown)}", f"未知的設定選項：{', '.join(unknown)}。")
    level = options.get("level", 1)
    if not _is_int(level) or not 1 <= level <= 5:
        _bad("level must be 1 to 5", "level 必須是 1 到 5。")
    opts = in_play(options, level)
    out: dict = {"level": level}
    seat_order = opts.get("seat_order", list(range(players)))
    if (not isinstance(seat_order, list) or not all(_is_int(seat) for seat in seat_order)
            or sorted(seat_order) != list(range(players))):
        _bad(f"seat_order must list the seats 0 to {players - 1}, each once, in clockwise order",
             f"seat_order 必須依順時針順序列出座位 0 到 {players - 1}，每個一次。")
    out["seat_order"] = list(seat_order)
    signature = opts.get("board", "4/4")
    if isinstance(signature, str) and signature in SIDES:
        beats, unit, default_measures = SIDES[signature]
        measures = opts.get("measures", default_measures)
    else:
        if "measures" not in opts:
            _bad("a custom board needs the number of measures", "自訂圖板需要指定小節數（measures）。")
        measures = opts["measures"]
    board, rule, reason = board_from_signature(signature, measures)
    if board is None:
        _bad(*reason, rule)
    out["board"] = board.signature
    out["measures"] = board.measures
    hand_size = opts.get("hand_size", 3)
    if not _is_int(hand_size) or not 1 <= hand_size <= 5:
        _bad("hand_size must be 1 to 5", "hand_size 必須是 1 到 5。")
    out["hand_size"] = hand_size
    monsters = opts.get("monsters", list(range(1, players + 1)))
    if (not isinstance(monsters, list) or len(monsters) != players or not all(_is_int(m) for m in monsters)
            or len(set(monsters)) != players or not all(1 <= m <= 4 for m in monsters)):
        _bad(f"monsters must list {players} distinct monsters numbered 1 to 4, one per seat",
             f"monsters 必須列出 {players} 隻編號 1 到 4 的不同怪獸，每個座位一隻。")
    out["monsters"] = list(monsters)
    first = opts.get("first_player")
    if first is not None and (not _is_int(first) or not 0 <= first < players):
        _bad(f"first_player must be a seat from 0 to {players - 1}, or random",
             f"first_player 必須是 0 到 {players - 1} 的座位，或 random。")
    out["first_player"] = first
    round_limit = opts.get("round_limit", DEFAULT_ROUND_LIMIT)
    if not _is_int(round_limit) or round_limit < 1:
        _bad("round_limit must be a positive integer", "round_limit 必須是正整數。")
    out["round_limit"] = round_limit
    if level >= 2:
        out["magic_deck"] = _magic_deck(opts.get("magic_deck"))
        limit = opts.get("magic_hand_limit", DEFAULT_MAGIC_HAND_LIMIT)
        if not _is_int(limit) or limit < 1:
            _bad("magic_hand_limit must be a positive integer", "magic_hand_limit 必須是正整數。")
        out["magic_hand_limit"] = limit
    state = State(players, {"level": level, "seat_order": seat_order, "hand_size": hand_size,
                            "round_limit": round_limit}, board)
    _placements(state, opts, out)
    if not in_force and "hands" in opts:
        _hands(players, hand_size, opts["hands"])
    return out, board


def in_play(options: dict, level: int) -> dict:
    """The options of the chosen level and below (MR-2.5), with "random" read as no explicit value."""
    return {key: None if key in RANDOM_OPTIONS and value == "random" else value
            for key, value in options.items() if OPTION_LEVEL[key] <= level}


def _magic_deck(value) -> list[str]:
    if value is None:
        return list(DEFAULT_MAGIC_DECK)
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        _bad("magic_deck must be a list of magic card names", "magic_deck 必須是魔法卡名稱的列表。", "MR-9.11")
    unknown = sorted({card for card in value if card not in MAGIC_CARDS})
    if unknown:
        _bad(f"magic_deck: unknown magic cards {', '.join(unknown)}; the known cards are "
             f"{', '.join(MAGIC_ORDER)}",
             f"magic_deck：未知的魔法卡 {', '.join(unknown)}；已知的魔法卡有 {', '.join(MAGIC_ORDER)}。", "MR-9.11")
    return sorted(value, key=MAGIC_ORDER.index)


def _bar_line(board: Board, value, name: str, rule: str) -> int:
    k = board.parse_bar_line(value)
    if k is None:
        _bad(f"{name} must be a bar line from BL0 to BL{board.measures}", f"{name} 必須是 BL0 到 BL{board.measures} 的小節線。",
             rule if isinstance(value, str) else "MR-2.5")
    return k


def _column(board: Board, value, name: str, rule: str) -> int:
    c = board.parse_column(value)
    if c is None:
        _bad(f"{name} must be a beat column m<measure>b<beat> of this board",
             f"{name} 必須是本圖板的拍格欄 m<小節>b<拍>。", rule)
    return c


def _placements(state: State, opts: dict, out: dict) -> None:
    """Fixes every explicit placement and checks it against the others (MR-2.2, MR-2.5)."""
    board, level = state.board, state.level
    raw_coda = opts.get("coda_bar_line")
    raw_repeats = opts.get("repeat_bar_lines")
    raw_mud = opts.get("mud")
    raw_rest = opts.get("rest")
    raw_fruits = opts.get("fruit_cells")
    coda = repeats = mud = rest = None
    if level >= 2 and raw_coda is not None:
        coda = _bar_line(board, raw_coda, "coda_bar_line", "MR-9.2")
    if level >= 3 and raw_repeats is not None:
        if isinstance(raw_repeats, dict) and set(raw_repeats) == {"start", "end"}:
            pair = (raw_repeats["start"], raw_repeats["end"])
        elif isinstance(raw_repeats, list) and len(raw_repeats) == 2:
            pair = tuple(raw_repeats)
        else:
            _bad("repeat_bar_lines must be {\"start\": \"BLi\", \"end\": \"BLj\"}",
                 "repeat_bar_lines 必須是 {\"start\": \"BLi\", \"end\": \"BLj\"}。")
        repeats = (_bar_line(board, pair[0], "repeat_bar_lines.start", "MR-10.2"),
                   _bar_line(board, pair[1], "repeat_bar_lines.end", "MR-10.2"))
    if level >= 4 and raw_mud is not None:
        if not isinstance(raw_mud, dict) or set(raw_mud) != {"L", "R", "R_rows"}:
            _bad("mud must be {\"L\": column, \"R\": column, \"R_rows\": \"low\" | \"high\"}",
                 "mud 必須是 {\"L\": 欄, \"R\": 欄, \"R_rows\": \"low\" | \"high\"}。")
        if raw_mud["R_rows"] not in ("low", "high"):
            _bad("mud.R_rows must be low or high", "mud.R_rows 必須是 low 或 high。")
        mud = (_column(board, raw_mud["L"], "mud.L", "MR-11.2"), _column(board, raw_mud["R"], "mud.R", "MR-11.2"),
               raw_mud["R_rows"])
    if level >= 5 and raw_rest is not None:
        rest = _column(board, raw_rest, "rest", "MR-12.5")
    fruits: list[tuple[int, int, str]] = []
    if raw_fruits is not None:
        if not isinstance(raw_fruits, list):
            _bad("fruit_cells must be a list of {\"cell\": ..., \"colour\": ...}",
                 "fruit_cells 必須是 {\"cell\": ..., \"colour\": ...} 的列表。")
        for item in raw_fruits:
            if not isinstance(item, dict) or set(item) != {"cell", "colour"} or item["colour"] not in COLOURS:
                _bad("each fruit_cells entry is {\"cell\": \"m2b1/A4\", \"colour\": \"red\" | \"green\" | \"yellow\"}",
                     "fruit_cells 的每一項是 {\"cell\": \"m2b1/A4\", \"colour\": \"red\" | \"green\" | \"yellow\"}。")
            where = board.parse_cell(item["cell"])
            if where is None:
                _bad(f"fruit_cells: {item['cell']!r} is not a cell of this board",
                     f"fruit_cells：{item['cell']!r} 不是本圖板的格子。", "MR-7.3")
            fruits.append((where[0], where[1], item["colour"]))
    # Each explicit placement is checked against those before it in the order of MR-2.2 (Coda, bounce
    # markers, mud, rest, fruits), so a clash is charged to the later marker's rule.
    if coda is not None:
        state.coda = coda
        if problem := placement.coda_problem(state, coda):
            _bad(f"coda_bar_line: {problem[0]}", f"coda_bar_line：{problem[1]}。", "MR-9.2")
    if repeats is not None:
        state.repeats = repeats
        if problem := placement.repeats_problem(state, *repeats):
            _bad(f"repeat_bar_lines: {problem[0]}", f"repeat_bar_lines：{problem[1]}。", "MR-10.2")
    if mud is not None:
        state.mud_l, state.mud_r, state.mud_rows = mud
        if problem := (placement.mud_column_problem(state, mud[0], mud[1], None)
                       or placement.mud_column_problem(state, mud[1], mud[0], None)):
            _bad(f"mud: {problem[0]}", f"mud：{problem[1]}。", "MR-11.2")
    if rest is not None:
        state.rest = rest
        if problem := placement.rest_problem(state, rest):
            _bad(f"rest: {problem[0]}", f"rest：{problem[1]}。", "MR-12.5")
    counts = {colour: 0 for colour in COLOURS}
    for c, row, colour in fruits:
        if problem := placement.fruit_problem(state, c, row):
            _bad(f"fruit_cells: {problem[0]}", f"fruit_cells：{problem[1]}。", "MR-7.3")
        counts[colour] += 1
        if counts[colour] > BOARD_FRUITS_MAX:
            _bad(f"fruit_cells: at most {BOARD_FRUITS_MAX} {colour} fruits go on the board",
                 f"fruit_cells：圖板上最多放 {BOARD_FRUITS_MAX} 顆{FRUIT_ZH[colour]}。", "MR-7.3")
        state.fruits[(c, row)] = colour
    if raw_fruits is not None:
        out["board_fruits"] = counts
        out["fruit_cells"] = [{"cell": board.cell_name(c, row), "colour": colour} for c, row, colour in fruits]
    else:
        wanted = opts.get("board_fruits", {colour: BOARD_FRUITS_MAX for colour in COLOURS})
        if (not isinstance(wanted, dict) or set(wanted) != set(COLOURS)
                or not all(_is_int(v) and 0 <= v <= BOARD_FRUITS_MAX for v in wanted.values())):
            _bad("board_fruits must give red, green and yellow counts from 0 to 4", "board_fruits 必須給出紅、綠、黃色各 0 到 4 顆。")
        out["board_fruits"] = dict(wanted)
        out["fruit_cells"] = None
    if state.level >= 2:
        out["coda_bar_line"] = None if state.coda is None else f"BL{state.coda}"
    if state.level >= 3:
        out["repeat_bar_lines"] = None if state.repeats is None else {"start": f"BL{state.repeats[0]}",
                                                                      "end": f"BL{state.repeats[1]}"}
    if state.level >= 4:
        out["mud"] = None if state.mud_l is None else {"L": board.column_name(state.mud_l),
                                                       "R": board.column_name(state.mud_r),
                                                       "R_rows": state.mud_rows}
    if state.level >= 5:
        out["rest"] = None if state.rest is None else board.column_name(state.rest)


def _hands(players: int, hand_size: int, hands) -> list[list[str]]:
    if (not isinstance(hands, list) or len(hands) != players
            or not all(isinstance(hand, list) and len(hand) == hand_size for hand in hands)):
        _bad(f"hands must list {players} hands of {hand_size} note cards, one per seat",
             f"hands 必須列出 {players} 手各 {hand_size} 張音符卡，每個座位一手。")
    counts: dict[str, int] = {}
    for hand in hands:
        for card in hand:
            if not isinstance(card, str) or card not in NOTE_DECK:
                _bad(f"hands: {card!r} is not a note card (written like Q-E4, H-F4, DH-G4)",
                     f"hands：{card!r} 不是音符卡（寫法如 Q-E4、H-F4、DH-G4）。")
            counts[card] = counts.get(card, 0) + 1
            if counts[card] > NOTE_DECK[card]:
                _bad(f"hands: the deck has only {NOTE_DECK[card]} cards {card}",
                     f"hands：牌組中 {card} 只有 {NOTE_DECK[card]} 張。", "MR-14.2")
    return hands


def new_state(players, options: dict) -> State:
    """The state after the fixed parts of setup (MR-2.2 steps 1-3, explicit placements, piles)."""
    if not isinstance(options, dict):
        _bad("options must be an object", "options 必須是一個物件。")
    in_force, board = normalize(players, options)
    state = State(players, in_force, board)
    level = in_force["level"]
    state.seats = [Seat(monster, level >= 2) for monster in in_force["monsters"]]
    _placements(state, in_play(options, level), {})
    state.draw = dict(NOTE_DECK)
    if "hands" in options:
        for seat, hand in zip(state.seats, options["hands"]):
            seat.hand = list(hand)
            for card in hand:
                state.draw[card] -= 1
                if not state.draw[card]:
                    del state.draw[card]
    if level >= 2:
        for card in in_force["magic_deck"]:
            state.mdeck[card] = state.mdeck.get(card, 0) + 1
    state.first = in_force["first_player"]
    state.active = state.first
    _check_random_placements(state)
    return state


def _check_random_placements(state: State) -> None:
    """MR-2.5: a random placement with no allowed option makes the setup invalid."""
    level = state.level
    checks = [(level >= 2 and state.coda is None, placement.coda_options),
              (level >= 3 and state.repeats is None, placement.repeat_options),
              (level >= 4 and state.mud_l is None, placement.mud_l_options),
              (level >= 5 and state.rest is None, placement.rest_options)]
    for needed, options in checks:
        if needed and not options(state):
            _bad("a marker placed at random has no allowed position on this board with the placements given",
                 "在已指定的擺放下，隨機放置的標記在這塊圖板上無處可放。")
    if state.options["fruit_cells"] is None:
        wanted = sum(state.options["board_fruits"].values())
        # Worst case for the cells still free: both mud markers (10 cells) and one rest column still to come.
        spare = len(placement.fruit_options(state)) - 10 * (level >= 4 and state.mud_l is None) \
            - 15 * (level >= 5 and state.rest is None)
        if wanted > spare:
            _bad("there are not enough free cells for the board fruits", "空格不夠放圖板上的果實。")
