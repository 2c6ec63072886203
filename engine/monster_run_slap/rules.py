"""The slap game's rules: who acts, the legal moves, applying an action, chance outcomes and the result.

One flip runs through these phases (SLAP-3.2):
  flip    the active player flips (and calls, in free mode)                        to_act = [active]
  reveal  only if the flipped card is a dealt card nobody has seen: chance shows it  to_act = ["chance"]
  slap    the slap window: every player who has not answered yet says slap / no_slap,
          in the order it happened (or the flipper's seat enters the whole report)  to_act = unanswered seats
then the pile goes to its taker (SLAP-6.1-6.3), the win check (SLAP-7.1) and the flip limit (SLAP-7.2) run, and
the next player in seat order flips. Before the first flip a random first player is a chance event (C-S1).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import permutations

from engine.core import CHANCE, GameOver, IllegalMove, MalformedAction, NotYourTurn, Outcome
from engine.core.result import game_result, seats_en, seats_zh, tied_places
from engine.core.text import text
from engine.monster_run_slap.actions import NO_CALL, Parsed, parse
from engine.monster_run_slap.cards import (
    CARD_KINDS,
    KIND_INDEX,
    SOLFEGE,
    SOLFEGE_OF,
    SOLFEGE_SET,
    card_sentence,
    card_sentence_zh,
)
from engine.monster_run_slap.effects import CALLERS, FLIPPER_CALLS, TAKERS
from engine.monster_run_slap.state import UNSET, SlapState

TURN_RULE = "SLAP-3.1"
CHANCE_RULE = "MR-14.2"
OVER_RULES = {"out_of_cards": "SLAP-7.1", "flip_limit": "SLAP-7.2"}


# -- who acts, and the outcome ---------------------------------------------------------------------------------

def to_act(state: SlapState) -> list:
    phase = state.phase
    if phase == "flip":
        return [state.active]
    if phase == "slap":
        if not state.slapped and not state.passed:      # a window just opened, as most are: every seat
            return list(range(state.players))
        answered = set(state.slapped) | set(state.passed)
        return [seat for seat in range(state.players) if seat not in answered]
    if phase in ("first_player", "reveal"):
        return [CHANCE]
    return []


def _waits_for(state: SlapState, player) -> bool:
    """`player in to_act(state)` in the slap phase, without building the list: a seat (by ==, as `in` compares)
    that has not answered."""
    return player in range(state.players) and player not in state.slapped and player not in state.passed


def end_reason(state: SlapState) -> str | None:
    """Why the game is over: the flipper ran out of cards (SLAP-7.1), else the flip limit (SLAP-7.2)."""
    if state.phase != "over":
        return None
    return "out_of_cards" if state.stacks[state.active].count() == 0 else "flip_limit"


def result(state: SlapState) -> dict | None:
    """SLAP-7.1 / SLAP-7.2: the winners, then the others by cards held, fewer first, equal counts tied."""
    reason = end_reason(state)
    if reason is None:
        return None
    counts = state.counts()
    seats = range(state.players)
    if reason == "out_of_cards":
        winners = [state.active]
        ranking = [winners] + tied_places([seat for seat in seats if seat != state.active], counts.__getitem__)
        message = text(f"Player {state.active} has no cards left and wins!",
                       f"玩家 {state.active} 沒有卡了，獲得勝利！")
    else:
        ranking = tied_places(seats, counts.__getitem__)
        winners = ranking[0]
        limit = state.options["flip_limit"]
        message = text(f"The flip limit of {limit} flips is reached; the fewest cards win: {seats_en(winners)}.",
                       f"已達 {limit} 次翻牌的上限，卡最少的玩家獲勝：{seats_zh(winners, '無人')}。")
    return game_result(winners, ranking, {seat: counts[seat] for seat in seats}, reason, message)


# -- legal moves -----------------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def report_orders(players: int) -> tuple[tuple[int, ...], ...]:
    """Every possible slap report: ordered lists of distinct seats, shortest first, then in seat order."""
    return tuple(order for size in range(players + 1) for order in permutations(range(players), size))


def legal_moves(state: SlapState, player) -> list[dict]:
    if state.phase == "flip" and player == state.active:
        if state.options["calling"] in FLIPPER_CALLS:
            return [{"type": "flip", "player": player, "call": name} for name in SOLFEGE]
        return [{"type": "flip", "player": player, "call": None}]
    if state.phase == "slap" and _waits_for(state, player):
        return window_moves(state.players, state.active, report_open(state), player)
    return []


def report_open(state: SlapState) -> bool:
    """Whether the slap window still takes the whole report at the flipper's seat: nobody has answered (SLAP-8.1)."""
    return not state.slapped and not state.passed


def window_moves(players: int, flipper: int, reports: bool, player) -> list[dict]:
    """`listed_window_moves`, the flipper's (with the reports) copied at C speed from a table per seat count and
    seat: fresh move dicts, each report's `order` list the table's own, read-only like every list of an answer."""
    if player == flipper and reports:
        return list(map(dict.copy, _reporting_moves(players, player)))
    return listed_window_moves(players, flipper, reports, player)


def listed_window_moves(players: int, flipper: int, reports: bool, player) -> list[dict]:
    """The moves of `player`, waiting in a slap window of `flipper`'s flip: slap or not, and at the flipper's seat
    every report where `reports` (SLAP-8.1)."""
    moves = [{"type": "slap", "player": player}, {"type": "no_slap", "player": player}]
    if player == flipper and reports:
        moves.extend({"type": "report_slaps", "player": player, "order": list(order)}
                     for order in report_orders(players))
    return moves


# Typed: a seat given as 1.0 or True is written as such in its moves (and equals the seat 1 as a key).
@lru_cache(maxsize=64, typed=True)
def _reporting_moves(players: int, player) -> tuple[dict, ...]:
    return tuple(listed_window_moves(players, player, True, player))


def default_move(state: SlapState, player) -> dict:
    """A seat that left or timed out does not slap (passing); on its turn it flips, calling the first name."""
    if state.phase == "slap" and _waits_for(state, player):
        return {"type": "no_slap", "player": player}
    moves = legal_moves(state, player)
    if not moves:
        raise NotYourTurn(TURN_RULE, f"Player {player} has no decision to make now.",
                          detail_zh=f"玩家 {player} 現在沒有要做的決定。")
    return moves[0]


# -- chance ----------------------------------------------------------------------------------------------------

def unseen_pool(state: SlapState) -> Counter:
    """The cards nobody has seen: the deck minus every card whose place is known (hidden, known, centre)."""
    pool = Counter(state.deck)
    for stack in state.stacks:
        pool.subtract(stack.hidden)
        pool.subtract(stack.known)
    pool.subtract(state.centre)
    return pool


def chance_outcomes(state: SlapState) -> list[Outcome]:
    if state.phase == "first_player":
        return [Outcome({"type": "choose_first_player", "player": CHANCE, "seat": seat}, 1)
                for seat in range(state.players)]
    if state.phase == "reveal":
        pool = unseen_pool(state)
        return [Outcome({"type": "reveal_card", "player": CHANCE, "card": kind}, pool[kind])
                for kind in CARD_KINDS if pool[kind] > 0]
    return []


# -- apply -----------------------------------------------------------------------------------------------------

def _event(kind: str, message: str, message_zh: str, player=None, **fields) -> dict:
    event = {"type": kind}
    if player is not None:
        event["player"] = player
    event.update(fields)
    event.update({"visible_to": "all", "message": message, "message_zh": message_zh})
    return event


def apply(state: SlapState, action) -> list[dict]:
    parsed = parse(action, state.players)
    # The state changes: what load read and counted no longer applies.
    state.given_to_act = state.given_result = UNSET
    state.faces = None
    reason = end_reason(state)
    if reason is not None:
        raise GameOver(OVER_RULES[reason], "The slap game is over; no more actions can be taken.",
                       detail_zh="同音拍已經結束，不能再做任何動作。")
    return HANDLERS[parsed.type](state, parsed)


def _flip(state: SlapState, action: Parsed) -> list[dict]:
    player, chosen = action.player, action.value
    if state.phase != "flip" or player != state.active:
        raise IllegalMove(TURN_RULE, f"Only the active player (player {state.active}) may flip, and only when no "
                                     f"slap report is pending.", detail_zh="只有輪到的玩家可以翻牌。")
    if chosen is NO_CALL:
        raise MalformedAction("A flip action lacks call (send null in scale and tune modes).", rule="SLAP-4.1",
                              detail_zh="翻牌動作缺少 call 欄位（音階與曲子模式請送 null）。")
    if chosen is not None and not isinstance(chosen, str):
        raise MalformedAction("call must be a solfege name or null.", rule="SLAP-4.1",
                              detail_zh="call 必須是唱名或 null。")
    mode = state.options["calling"]
    if mode in FLIPPER_CALLS:
        if chosen not in SOLFEGE_SET:
            raise IllegalMove("SLAP-4.1", "In free calling mode the flipper must call one of Do, Re, Mi, Fa, Sol, "
                                          "La, Si.", detail_zh="隨機喊模式下翻牌時必須喊出一個唱名。")
    elif chosen is not None:
        raise IllegalMove("SLAP-4.1", f"In {mode} calling mode the call follows the sequence; a flip carries no "
                                      f"call (send null).", detail_zh="此模式下唱名由順序決定，翻牌時不可另喊。")
    state.flips += 1
    state.call = CALLERS[mode](state.options, state.flips, chosen)
    events = [_event("flip", f"Player {player} calls {state.call} and flips the top card of their stack "
                              f"(flip {state.flips}).",
                     f"玩家 {player} 喊出 {state.call} 並翻開牌堆頂的卡（第 {state.flips} 次翻牌）。",
                     player, call=state.call, flip=state.flips)]
    stack = state.stacks[player]
    if stack.unknown:
        state.phase = "reveal"
        return events
    card = stack.hidden.pop(0) if stack.hidden else stack.known.pop(0)
    return events + _face_up(state, card)


def _reveal_card(state: SlapState, action: Parsed) -> list[dict]:
    card = action.value
    if state.phase != "reveal":
        raise IllegalMove(CHANCE_RULE, "No unseen card is being flipped now.", detail_zh="現在沒有正在翻開的未知卡片。")
    if card not in KIND_INDEX or unseen_pool(state)[card] <= 0:
        raise IllegalMove(CHANCE_RULE, f"{card} cannot be the flipped card: every {card} is accounted for.",
                          detail_zh="這張卡都已在別處，不可能被翻到。")
    state.stacks[state.active].unknown -= 1
    return _face_up(state, card)


def _face_up(state: SlapState, card: str) -> list[dict]:
    state.centre.append(card)
    state.phase = "slap"
    match = SOLFEGE_OF[card] == state.call
    verdict = "it matches the call: everybody slaps!" if match else f"it does not match {state.call}."
    verdict_zh = "與唱名相同，大家快拍！" if match else f"與 {state.call} 不同。"
    return [_event("card_flipped", f"The flipped card is {card_sentence(card)}; {verdict}",
                   f"翻開的是{card_sentence_zh(card)}，{verdict_zh}",
                   state.active, card=card, call=state.call, match=match)]


def _choose_first_player(state: SlapState, action: Parsed) -> list[dict]:
    seat = action.value
    if state.phase != "first_player":
        raise IllegalMove(CHANCE_RULE, "The first player has already been decided.", detail_zh="起始玩家已經決定了。")
    if not 0 <= seat < state.players:
        raise IllegalMove(CHANCE_RULE, f"The first player must be a seat from 0 to {state.players - 1}.",
                          detail_zh=f"起始玩家必須是 0 到 {state.players - 1} 的座位。")
    state.active = seat
    state.phase = "flip"
    return [_event("first_player", f"Player {seat} flips first.", f"由玩家 {seat} 先翻牌。", seat)]


def _check_window(state: SlapState, player: int) -> None:
    if state.phase != "slap":
        raise IllegalMove("SLAP-8.2", "No flip is waiting for its slap report.", detail_zh="現在沒有待回報的翻牌。")
    if player in state.slapped or player in state.passed:
        raise IllegalMove("SLAP-8.2", f"Player {player} is already in this flip's slap report.",
                          detail_zh="此玩家已經回報過了。")


def _slap(state: SlapState, action: Parsed) -> list[dict]:
    _check_window(state, action.player)
    state.slapped.append(action.player)
    position = len(state.slapped)
    events = [_event("slapped", f"Player {action.player} slaps (number {position}).",
                     f"玩家 {action.player} 拍下（第 {position} 個）。", action.player, position=position)]
    return events + _resolve_if_complete(state)


def _no_slap(state: SlapState, action: Parsed) -> list[dict]:
    _check_window(state, action.player)
    state.passed.append(action.player)
    events = [_event("did_not_slap", f"Player {action.player} did not slap.", f"玩家 {action.player} 沒有拍。",
                     action.player)]
    return events + _resolve_if_complete(state)


def _report_slaps(state: SlapState, action: Parsed) -> list[dict]:
    player, order = action.player, action.value
    if state.phase != "slap":
        raise IllegalMove("SLAP-8.2", "No flip is waiting for its slap report.", detail_zh="現在沒有待回報的翻牌。")
    if player != state.active:
        raise IllegalMove("SLAP-8.1", f"The whole slap report is entered at the flipper's seat "
                                      f"(player {state.active}).", detail_zh="整份拍牌回報須由翻牌者的座位輸入。")
    if state.slapped or state.passed:
        raise IllegalMove("SLAP-8.2", "Players have already answered one by one; finish the report that way.",
                          detail_zh="已有玩家個別回報，請以相同方式完成。")
    if len(set(order)) != len(order) or any(not 0 <= seat < state.players for seat in order):
        raise IllegalMove("SLAP-8.2", f"A slap report names distinct seats from 0 to {state.players - 1}.",
                          detail_zh="拍牌順序中的玩家不可重複，且須為本局玩家。")
    state.slapped = list(order)
    state.passed = [seat for seat in range(state.players) if seat not in order]
    names = ", ".join(map(str, order)) or "nobody"
    events = [_event("slaps_reported", f"Slap order: {names}.", f"拍牌順序：{names if order else '無人'}。",
                     player, order=list(order))]
    return events + _resolve(state)


def _resolve_if_complete(state: SlapState) -> list[dict]:
    if len(state.slapped) + len(state.passed) < state.players:
        return []
    return _resolve(state)


def _resolve(state: SlapState) -> list[dict]:
    """SLAP-6.1-6.3 (who takes the pile), then SLAP-7.1 (win), then SLAP-7.2 (flip limit), then the next turn."""
    match = SOLFEGE_OF[state.centre[-1]] == state.call
    taker = TAKERS[match](state)
    events = []
    if taker is None:
        events.append(_event("pile_stays", f"Nobody slapped; the centre pile stays ({len(state.centre)} cards).",
                             f"沒有人拍，中央牌堆留著（{len(state.centre)} 張）。"))
    else:
        why, why_zh = ("was the slowest", "最慢") if match else ("slapped first on a non-match", "拍錯了")
        events.append(_event("pile_taken", f"Player {taker} {why} and puts the centre pile ({len(state.centre)} "
                                           f"cards) under their stack.",
                             f"玩家 {taker} {why_zh}，把中央牌堆（{len(state.centre)} 張）放到自己牌堆底下。",
                             taker, cards=len(state.centre), reason="slowest" if match else "false_slap"))
        state.stacks[taker].known.extend(state.centre)
        state.centre = []
    state.slapped = []
    state.passed = []
    state.call = None
    flipper = state.active
    if state.stacks[flipper].count() == 0 or state.flips >= state.options["flip_limit"]:
        state.phase = "over"
        res = result(state)
        events.append(_event("game_over", res["message"], res["message_zh"],
                             flipper if res["reason"] == "out_of_cards" else None, winners=res["winners"],
                             reason=res["reason"]))
    else:
        state.active = (flipper + 1) % state.players
        state.phase = "flip"
    return events


HANDLERS = {
    "flip": _flip,
    "reveal_card": _reveal_card,
    "choose_first_player": _choose_first_player,
    "slap": _slap,
    "no_slap": _no_slap,
    "report_slaps": _report_slaps,
}
