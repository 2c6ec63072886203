"""Chance (MR-14): setup placements, first player, deal and draws as pending events with listed outcomes."""
from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate, repeat

from engine.core import IllegalMove, InvalidSetup, Outcome
from engine.core.rng import Rng
from engine.monster_run import placement, table
from engine.monster_run.cards import FRUIT_ZH, MAGIC_ORDER, NOTE_ORDER, magic_name, magic_name_zh, note_name_zh
from engine.monster_run.state import State
from engine.monster_run.table import hand_count
from engine.monster_run.turns import end_turn, event

CHANCE = "chance"


def setup_next(state: State, events: list) -> None:
    """Opens the next setup step (MR-2.2 order), or the first turn."""
    level = state.level
    if level >= 2 and state.coda is None:
        state.decision = "PLACE_CODA"
    elif level >= 3 and state.repeats is None:
        state.decision = "PLACE_REPEATS"
    elif level >= 4 and state.mud_l is None:
        state.decision = "PLACE_MUD_L"
    elif level >= 4 and state.mud_r is None:
        state.decision = "PLACE_MUD_R"
    elif level >= 4 and state.mud_rows is None:
        state.decision = "PLACE_MUD_ROWS"
    elif level >= 5 and state.rest is None:
        state.decision = "PLACE_REST"
    elif placement.fruit_colour(state) is not None:
        state.decision = "PLACE_FRUIT"
    elif state.first is None:
        state.decision = "FIRST_PLAYER"
    elif deal_receiver(state) is not None:
        state.decision = "DEAL"
    else:
        state.active = state.first
        state.decision = "TURN_START"
        events.append(event("turn_started", f"Player {state.active}'s turn.", f"輪到玩家 {state.active}。",
                            player=state.active))
    if state.decision.startswith("PLACE_") and not _placement_possible(state):
        # Earlier random placements can use up the room a later one needs (MR-2.2): the setup is refused.
        raise InvalidSetup("MR-2.5", "The markers and fruits placed so far leave no allowed position for the "
                                     "next random placement; choose another layout or seed.",
                           detail_zh="目前已放置的標記與果實讓下一個隨機放置無處可放；請換一種配置或種子。")


def deal_receiver(state: State) -> int | None:
    """MR-2.4: one card at a time, in seat order from the first player."""
    n = state.n
    best = None
    for offset in range(n):
        seat = state.order[(state.order.index(state.first) + offset) % n]
        size = hand_count(state, seat)
        if size < state.hand_size and (best is None or size < hand_count(state, best)):
            best = seat
    return best


DRAWS = ("DEAL", "DRAW_NOTE", "DRAW_MAGIC")


def _draw_source(state: State) -> tuple[str, int, dict, tuple]:
    """For a pending deal or draw: the action type, the receiving seat, the pile and its card order."""
    if state.decision == "DRAW_MAGIC":
        return "draw_magic", state.active, state.mdeck, MAGIC_ORDER
    return "draw_note", deal_receiver(state) if state.decision == "DEAL" else state.active, state.draw, NOTE_ORDER


def _draw_outcomes(state: State) -> list[Outcome]:
    kind, seat, pile, order = _draw_source(state)
    if state.table is not None:
        # MR-14.3: a card drawn into a hand is reported without naming it, so there is one outcome.
        return [Outcome(_draw_action(kind, seat, None))]
    return [Outcome(_draw_action(kind, seat, card), pile[card]) for card in order if card in pile]


def _draw_action(kind: str, seat: int, card: str | None) -> dict:
    return {"type": kind, "player": CHANCE, "seat": seat, "card": card}


def _fruit_action(state: State, c: int, row: int, colour: str) -> dict:
    return {"type": "place_fruit", "player": CHANCE, "cell": state.board.cell_name(c, row), "colour": colour}


# Each marker placement (C-2): its allowed positions (placement.py, in outcome order) and the action placing one.
_PLACEMENTS = {
    "PLACE_CODA": (placement.coda_options, lambda state, k: {"type": "place_coda", "player": CHANCE,
                                                             "bar_line": f"BL{k}"}),
    "PLACE_REPEATS": (placement.repeat_options, lambda state, ends: {"type": "place_repeats", "player": CHANCE,
                                                                     "start": f"BL{ends[0]}", "end": f"BL{ends[1]}"}),
    "PLACE_MUD_L": (placement.mud_l_options, lambda state, c: {"type": "place_mud_l", "player": CHANCE,
                                                               "column": state.board.column_name(c)}),
    "PLACE_MUD_R": (placement.mud_r_options, lambda state, c: {"type": "place_mud_r", "player": CHANCE,
                                                               "column": state.board.column_name(c)}),
    "PLACE_MUD_ROWS": (lambda state: placement.mud_rows_options(state, state.mud_r),
                       lambda state, rows: {"type": "place_mud_rows", "player": CHANCE, "rows": rows}),
    "PLACE_REST": (placement.rest_options, lambda state, c: {"type": "place_rest", "player": CHANCE,
                                                             "beat": state.board.column_name(c)}),
}


def outcomes(state: State) -> list[Outcome]:
    decision = state.decision
    if decision in _PLACEMENTS:
        options, action = _PLACEMENTS[decision]
        return [Outcome(action(state, option)) for option in options(state)]
    if decision == "PLACE_FRUIT":
        colour = placement.fruit_colour(state)
        return [Outcome(_fruit_action(state, c, row, colour)) for c, row in placement.fruit_options(state)]
    if decision == "FIRST_PLAYER":
        return [Outcome({"type": "first_player", "player": CHANCE, "seat": seat}) for seat in range(state.n)]
    if decision in DRAWS:
        return _draw_outcomes(state)
    return []


def draw(state: State, rng: Rng) -> dict | None:
    """Game.draw_chance without writing out every outcome: a card drawn (one per turn; up to 45 kinds in the pile),
    a fruit placed (hundreds of cells, fifteen times at level 5) and a marker placed. The same number from `rng`
    picks the same outcome as walking outcomes(state) by weight, in the same order. None for the first player
    and the table-mode draws: Game.draw_chance picks those from the list."""
    if state.decision in DRAWS and state.table is None:
        kind, seat, pile, order = _draw_source(state)
        # Running totals of the counts in card order; the pick falls in the first card whose total exceeds it.
        totals = list(accumulate(map(pile.get, order, repeat(0))))
        return _draw_action(kind, seat, order[bisect_right(totals, rng.below(totals[-1]))])
    if state.decision == "PLACE_FRUIT":
        cells = placement.fruit_options(state)
        c, row = cells[rng.below(len(cells))]
        return _fruit_action(state, c, row, placement.fruit_colour(state))
    if state.decision in _PLACEMENTS:       # every outcome of weight 1: the number is the index of the one picked
        options, action = _PLACEMENTS[state.decision]
        listed = options(state)
        return action(state, listed[rng.below(len(listed))])
    return None


# A fruit placement has hundreds of outcomes and a level-5 setup places fifteen fruits: the two checks below
# look at the allowed cells only, instead of writing every outcome out as an action.

def _placement_possible(state: State) -> bool:
    """Whether the pending random placement has an allowed position (outcomes(state) is not empty)."""
    if state.decision == "PLACE_FRUIT":
        return placement.any_fruit_option(state)
    return bool(_PLACEMENTS[state.decision][0](state))


def _is_outcome(state: State, kind: str, action: dict) -> bool:
    """Whether `action` equals one of outcomes(state). For a fruit, the only outcome it can equal is the one
    for the cell it names."""
    if kind == "place_fruit":       # fruit_problem allows exactly the cells of fruit_options, without listing them
        cell = state.board.parse_cell(action.get("cell"))
        return cell is not None and placement.fruit_problem(state, *cell) is None \
            and action == _fruit_action(state, *cell, placement.fruit_colour(state))
    return action in [outcome.action for outcome in outcomes(state)]


_EXPECTED = {"PLACE_CODA": "place_coda", "PLACE_REPEATS": "place_repeats", "PLACE_MUD_L": "place_mud_l",
             "PLACE_MUD_R": "place_mud_r", "PLACE_MUD_ROWS": "place_mud_rows", "PLACE_REST": "place_rest",
             "PLACE_FRUIT": "place_fruit", "FIRST_PLAYER": "first_player", "DEAL": "draw_note",
             "DRAW_NOTE": "draw_note", "DRAW_MAGIC": "draw_magic"}


def _impossible(detail: str, detail_zh: str):
    raise IllegalMove("MR-14.2", detail, detail_zh=detail_zh)


def apply(state: State, kind: str, action: dict) -> list[dict]:
    """Applies a reported or drawn chance outcome after checking it can happen (MR-14.2)."""
    if action["player"] != CHANCE:
        raise IllegalMove("MR-3.8", "Random events are reported by the table as player 'chance'.",
                          detail_zh="隨機事件由桌邊以玩家 'chance' 的身分回報。")
    if _EXPECTED.get(state.decision) != kind:
        _impossible(f"No {kind} event is pending now.", f"現在沒有待決的 {kind} 事件。")
    if kind in ("draw_note", "draw_magic"):
        return _apply_draw(state, kind, action)
    if not _is_outcome(state, kind, action):
        _impossible("That placement is not one of the allowed random outcomes in this state.",
                    "這個放置不是目前狀態下允許的隨機結果。")
    board = state.board
    events: list[dict] = []
    if kind == "place_coda":
        state.coda = board.parse_bar_line(action["bar_line"])
        events.append(event("coda_placed", f"The Coda marker is placed on {action['bar_line']}.",
                            f"Coda 標記放在 {action['bar_line']}。", bar_line=action["bar_line"]))
    elif kind == "place_repeats":
        state.repeats = (board.parse_bar_line(action["start"]), board.parse_bar_line(action["end"]))
        events.append(event("repeats_placed", f"The bounce markers go on {action['start']} and {action['end']}.",
                            f"彈跳標記放在 {action['start']} 與 {action['end']}。", start=action["start"], end=action["end"]))
    elif kind in ("place_mud_l", "place_mud_r"):
        setattr(state, "mud_l" if kind == "place_mud_l" else "mud_r", board.parse_column(action["column"]))
        marker = kind[-1].upper()
        events.append(event("mud_placed", f"Mud marker {marker} goes on {action['column']}.",
                            f"泥淖標記 {marker} 放在 {action['column']}。", marker=marker,
                            column=action["column"]))
    elif kind == "place_mud_rows":
        state.mud_rows = action["rows"]
        events.append(event("mud_rows_chosen", f"Mud marker R covers the {action['rows']} rows.",
                            f"泥淖標記 R 蓋住{'低音區（C4 到 G4）' if action['rows'] == 'low' else '高音區（C5 到 G5）'}。",
                            rows=action["rows"]))
    elif kind == "place_rest":
        state.rest = board.parse_column(action["beat"])
        events.append(event("rest_placed", f"The rest goes on {action['beat']}.",
                            f"休止符放在 {action['beat']}。", beat=action["beat"]))
    elif kind == "place_fruit":
        state.fruits[board.parse_cell(action["cell"])] = action["colour"]
        events.append(event("fruit_placed", f"A {action['colour']} fruit is placed on {action['cell']}.",
                            f"{FRUIT_ZH[action['colour']]}放在 {action['cell']}。", cell=action["cell"],
                            colour=action["colour"]))
    elif kind == "first_player":
        state.first = action["seat"]
        events.append(event("first_player_chosen", f"Player {state.first} goes first.",
                            f"由玩家 {state.first} 先開始。", player=state.first))
    setup_next(state, events)
    return events


def _apply_draw(state: State, kind: str, action: dict) -> list[dict]:
    dealing = state.decision == "DEAL"
    seat = deal_receiver(state) if dealing else state.active
    pile = state.mdeck if kind == "draw_magic" else state.draw
    card = action["card"]
    if action["seat"] != seat:
        _impossible(f"The card goes to player {seat}, not player {action['seat']}.",
                    f"這張牌要給玩家 {seat}，不是玩家 {action['seat']}。")
    if state.table is not None:
        return _draw_unnamed(state, kind, seat, card, dealing)
    if card is None:
        _impossible("Name the card drawn: only table chance mode takes draws without a name.",
                    "請說出抽到的牌：只有 table 隨機模式才接受不具名的抽牌。")
    if pile.get(card, 0) < 1:
        _impossible(f"{card} cannot be drawn: no such card is left in the pile.", f"抽不到 {card}：牌堆裡已經沒有這張牌。")
    pile[card] -= 1
    if not pile[card]:
        del pile[card]
    events: list[dict] = []
    if kind == "draw_magic":
        state.seats[seat].magic.append(card)
        state.pending = {"card": card}
        state.decision = "MAGIC_DRAWN"
        events.append(event("magic_drawn", f"You draw the magic card {magic_name(card)}.",
                            f"你抽到魔法卡{magic_name_zh(card)}。", player=seat,
                            visible=[seat], card=card))
        events.append(event("magic_drawn", f"Player {seat} draws a magic card.",
                            f"玩家 {seat} 抽了一張魔法卡。", player=seat))
        return events
    state.seats[seat].hand.append(card)
    events.append(event("note_drawn", f"You draw {card}.", f"你抽到 {note_name_zh(card)}。", player=seat,
                        visible=[seat], card=card))
    events.append(event("note_drawn", f"Player {seat} draws a note card.",
                            f"玩家 {seat} 抽了一張音符卡。", player=seat))
    if dealing:
        setup_next(state, events)
    else:
        end_turn(state, events)
    return events




def _draw_unnamed(state: State, kind: str, seat: int, card, dealing: bool) -> list[dict]:
    """MR-14.3: in table mode the card drawn goes into the hand unnamed; the record counts it."""
    if card is not None:
        raise IllegalMove("MR-14.3", "In table chance mode a card drawn into a hand is reported without naming it "
                                     "(card: null).", detail_zh="table 隨機模式中，抽進手牌的牌不具名回報（card: null）。")
    events: list[dict] = []
    if kind == "draw_magic":
        table.draw(state, table.MAGIC, seat)
        state.pending = {"card": None}
        state.decision = "MAGIC_DRAWN"
        events.append(event("magic_drawn", f"Player {seat} draws a magic card.", f"玩家 {seat} 抽了一張魔法卡。",
                            player=seat))
        return events
    table.draw(state, table.NOTES, seat)
    events.append(event("note_drawn", f"Player {seat} draws a note card.", f"玩家 {seat} 抽了一張音符卡。", player=seat))
    if dealing:
        setup_next(state, events)
    else:
        end_turn(state, events)
    return events
