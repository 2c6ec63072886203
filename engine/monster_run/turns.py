"""Turn flow shared by the actions and the chance events: draws and reshuffles, end of turn, end of game."""
from __future__ import annotations

from engine.core.result import game_result
from engine.core.text import text
from engine.monster_run import table
from engine.monster_run.cards import COLOURS, FRUIT_VALUE, FRUIT_ZH
from engine.monster_run.state import State
from engine.monster_run.table import MAGIC, NOTES, pile_empty


def event(kind: str, message: str, message_zh: str, player=None, visible="all", **fields) -> dict:
    """Every event is told in English and in the game's traditional Chinese (跑吧！怪獸)."""
    body = {"type": kind, "visible_to": visible, "message": message, "message_zh": message_zh, **fields}
    if player is not None:
        body["player"] = player
    return body


def _reshuffle(state: State, name: str, pile: dict, discard: list) -> int:
    """The discard pile becomes the draw pile (kept as counts, so there is no order to shuffle); how many cards.
    In table mode it becomes a new source of the record (monster_run/table.py)."""
    if state.table is not None:
        return table.reshuffle(state, name, discard)
    for card in discard:
        pile[card] = pile.get(card, 0) + 1
    count = len(discard)
    discard.clear()
    return count


def start_note_draw(state: State, events: list) -> None:
    """MR-3.4 / MR-6.2 step 3: the active player draws a note card; MR-3.5 reshuffles an empty pile first."""
    if pile_empty(state, NOTES) and state.discard:
        count = _reshuffle(state, NOTES, state.draw, state.discard)
        events.append(event("note_pile_reshuffled", f"The {count} discarded note cards are shuffled into a new "
                                                    f"draw pile.", f"棄牌堆的 {count} 張音符卡洗勻成為新的牌堆。", cards=count))
    if pile_empty(state, NOTES):
        end_turn(state, events)
        return
    state.decision = "DRAW_NOTE"


def start_magic_draw(state: State, events: list) -> None:
    """MR-9.3 / MR-9.10: a magic card is drawn after a board fruit is eaten (reshuffling if needed)."""
    if pile_empty(state, MAGIC) and state.mdiscard:
        count = _reshuffle(state, MAGIC, state.mdeck, state.mdiscard)
        events.append(event("magic_deck_reshuffled", f"The {count} discarded magic cards are shuffled into a new "
                                                     f"magic deck.", f"棄掉的 {count} 張魔法卡洗勻成為新的魔法牌堆。",
                                                     cards=count))
    if pile_empty(state, MAGIC):
        start_note_draw(state, events)
        return
    state.decision = "DRAW_MAGIC"


def end_turn(state: State, events: list) -> None:
    """MR-13.6: the round limit, then the next player clockwise; pending skips are spent on the way (MR-3.6)."""
    while True:
        state.turn += 1
        if state.turn >= state.round_limit * state.n:
            events.append(event("round_limit_reached", f"Round {state.round_limit} is over without a finish; the "
                                                       f"game ends (MR-8.7).",
                                                       f"第 {state.round_limit} 輪結束仍無人抵達終點，遊戲結束（MR-8.7）。"))
            game_over(state, events)
            return
        state.active = state.next_seat(state.active)
        seat = state.seats[state.active]
        if seat.skip:
            seat.skip = False
            events.append(event("turn_skipped", f"Player {state.active}'s turn is skipped (Fermata).",
                                f"玩家 {state.active} 的回合被跳過（延長記號）。", player=state.active))
            continue
        state.decision = "TURN_START"
        state.pending = None
        events.append(event("turn_started", f"Player {state.active}'s turn.", f"輪到玩家 {state.active}。",
                            player=state.active))
        return


def race_ranking(state: State) -> list[int]:
    """MR-8.3: track order, then the earlier movement stamp, then turn order from the first player."""
    first = state.order[0] if state.first is None else state.first
    return sorted(range(state.n), key=lambda s: (-state.seats[s].pos, state.seats[s].stamp,
                                                 state.turns_after(first, s)))


def game_over(state: State, events: list) -> None:
    """MR-8.2 / MR-8.7: the game ends; prizes go by race rank (MR-8.4)."""
    state.decision = "GAME_OVER"
    state.pending = None
    ranking = race_ranking(state)
    for rank, seat in enumerate(ranking[:3]):
        if rank < len(COLOURS) and (rank < 2 or state.n > 2):
            state.seats[seat].prize = COLOURS[rank]
            events.append(event("prize_awarded", f"Player {seat} is {rank + 1}. and takes the {COLOURS[rank]} "
                                                 f"finish fruit.",
                                f"玩家 {seat} 獲得第 {rank + 1} 名，拿取終點的{FRUIT_ZH[COLOURS[rank]]}。",
                                player=seat, colour=COLOURS[rank]))
    res = result(state)
    events.append(event("game_over", res["message"], res["message_zh"], winners=res["winners"]))


def score(state: State, seat: int) -> int:
    monster = state.seats[seat]
    total = sum(FRUIT_VALUE[colour] * count for colour, count in monster.fruits.items())
    return total + (FRUIT_VALUE[monster.prize] if monster.prize else 0)


def result(state: State) -> dict | None:
    """MR-8.4 to MR-8.6: scores, final standings (score, then race rank: never tied) and the winner."""
    if state.decision != "GAME_OVER":
        return None
    race = race_ranking(state)
    scores = {seat: score(state, seat) for seat in range(state.n)}
    standings = sorted(range(state.n), key=lambda seat: (-scores[seat], race.index(seat)))
    winner = standings[0]
    if state.seats[race[0]].pos == state.board.finish:
        reason = "finish_line"
        message = text(f"Game over: player {race[0]} reached the finish; player {winner} wins with "
                       f"{scores[winner]} points.",
                       f"遊戲結束：玩家 {race[0]} 抵達終點；玩家 {winner} 以 {scores[winner]} 分獲勝。")
    else:
        reason = "round_limit"
        message = text(f"Game over: the round limit of {state.round_limit} rounds was reached; player {winner} "
                       f"wins with {scores[winner]} points.",
                       f"遊戲結束：已達 {state.round_limit} 輪的輪數上限；玩家 {winner} 以 {scores[winner]} 分獲勝。")
    return game_result([winner], [[seat] for seat in standings], scores, reason, message, race_ranking=race)
