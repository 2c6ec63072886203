"""Player decisions: legal moves, the checks of MR-4.5 / MR-13.4 / MR-13.5 in order, and their resolution."""
from __future__ import annotations

from engine.core import IllegalMove, MalformedAction
from engine.monster_run.cards import (FRUIT_ZH, MAGIC_CARDS, NOTE_INFO, SPELL_SHIFT, SPELL_ZH, SPELLS, magic_name,
                                      magic_name_zh, note_name_zh)
from engine.monster_run.effects import EFFECTS, move_monster
from engine.monster_run.state import State
from engine.monster_run import table
from engine.monster_run.table import (NOTES, hand_count, keep_drawn, magic_count, may_hold_magic, may_hold_note,
                                      pile_empty, possible_magic, possible_notes, take_magic, take_note)
from engine.monster_run.turns import end_turn, event, game_over, start_magic_draw, start_note_draw

MAIN = ("TURN_START", "AFTER_MAGIC")


def _no(rule: str, detail: str, detail_zh: str):
    raise IllegalMove(rule, detail, detail_zh=detail_zh)


# -- play_note -----------------------------------------------------------------------------------------------


def note_problem(state: State, seat: int, card: str, spell: str):
    """The first failing check of MR-4.5 (steps 2-8) as (rule, detail, detail_zh), else (None, landing c, row)."""
    info = NOTE_INFO.get(card)
    if info is None or not may_hold_note(state, seat, card):
        if info is not None and state.table is not None:
            error = table.refusal(state, seat, card)      # MR-14.3: the unseen cards do not allow it
            return error.rule, error.detail, error.detail_zh
        return "MR-4.1", f"{card} is not in your hand.", f"你的手牌中沒有 {note_name_zh(card)}。"
    quarters, row = info
    found = _spell_problem(state.seats[seat], card, spell, row)
    if found[0] is not None:
        return found
    row = found[1]
    found = _track_problem(state, seat, card, quarters)
    if found[0] is not None:
        return found
    last = found[1]
    found = _mud_problem(state, last, row)
    if found is not None:
        return found
    return None, last, row


def _spell_problem(monster, card: str, spell: str, row: int):
    """MR-4.8, MR-4.9: (rule, detail, detail_zh) if the spell cannot be cast on `card`, else (None, the row)."""
    if spell == "sharp" and not monster.sharp:
        return "MR-4.8", "Your sharp spell is already spent.", "你的升音咒已經用掉了。"
    if spell == "flat" and not monster.flat:
        return "MR-4.8", "Your flat spell is already spent.", "你的降音咒已經用掉了。"
    row += SPELL_SHIFT[spell]
    if not 1 <= row <= 15:
        return ("MR-4.9", f"A {spell} spell would push {card} off the board (C4 to C6).",
                f"{SPELL_ZH[spell]}會讓 {note_name_zh(card)} 超出五線譜（C4 到 C6）。")
    return None, row


def _track_problem(state: State, seat: int, card: str, quarters: int):
    """MR-12.3, MR-5.5, MR-5.1, MR-12.2 (the same for every spell): (rule, detail, detail_zh), else (None, the
    landing column)."""
    rule, last = _track_rule(state, seat, quarters)
    if rule is None:
        return None, last
    if rule == "MR-5.5":
        return "MR-5.5", f"{card} would run past the finish.", f"{note_name_zh(card)} 會跑過終點。"
    if rule == "MR-5.1":
        return ("MR-5.1", f"{card} would cross a bar line: a note must fit in one measure.",
                f"{note_name_zh(card)} 會跨越小節線：音符必須在同一小節內走完。")
    rest = state.board.column_name(state.rest)
    return ("MR-12.2", f"{card} would sound over the rest on {rest}.", f"{note_name_zh(card)} 會蓋過 {rest} 的休止符。")


def _track_rule(state: State, seat: int, quarters: int) -> tuple[str | None, int]:
    """The first of MR-5.5, MR-5.1, MR-12.2 a note of `quarters` breaks from the seat's place (after the rest of
    MR-12.3), or None, and its landing column: no sentence written where none is shown (the legal-move listing)."""
    board = state.board
    c = state.seats[seat].pos >> 1
    start = c
    rest = state.rest
    q = board.q
    if rest is not None and c + 1 == rest:
        start = c + q                                    # MR-12.3: the rest is played first
    last = start + q * quarters
    if last > board.total:
        return "MR-5.5", last
    beats = board.beats
    if start // beats != (last - 1) // beats:
        return "MR-5.1", last
    if rest is not None and rest <= last and rest + q - 1 > start:
        return "MR-12.2", last
    return None, last


def _mud_problem(state: State, last: int, row: int):
    """MR-11.3: (rule, detail, detail_zh) if the landing cell is in the mud, else None."""
    if state.mud_l is not None or state.mud_r is not None:
        covered = state.mud_cells().get(last)
        if covered is not None and row in covered:
            return ("MR-11.3", f"The monster may not stop in the mud on {state.board.cell_name(last, row)}.",
                    f"怪獸不可停在 {state.board.cell_name(last, row)} 的泥淖中。")
    return None


def _note_moves(state: State, seat: int, hand: list[str]) -> list[dict]:
    """The play_note moves: the cards of `hand` (each one the seat may hold) with every spell note_problem
    allows, in hand then SPELLS order. The track checks do not depend on the spell: made once per card; the
    spells the monster still has, and the mud, once per listing."""
    monster = state.seats[seat]
    spells = [(spell, SPELL_SHIFT[spell]) for spell in SPELLS if spell == "none" or getattr(monster, spell)]
    mud = state.mud_cells() if state.mud_l is not None or state.mud_r is not None else {}
    moves = []
    for card in hand:
        quarters, row = NOTE_INFO[card]
        rule, last = _track_rule(state, seat, quarters)
        if rule is not None:
            continue
        covered = mud.get(last, ())                      # MR-11.3
        for spell, shift in spells:                      # MR-4.8; MR-4.9: C4 to C6
            if 1 <= row + shift <= 15 and row + shift not in covered:
                moves.append({"type": "play_note", "player": seat, "card": card, "spell": spell})
    return moves


def _check_main(state: State, seat: int, kind: str) -> None:
    if state.decision not in MAIN or seat != state.active:
        _no("MR-3.8", f"{kind} is taken by the active player as the turn's main action.",
            f"{kind} 是輪到的玩家在回合主要行動時才能做的。")


def play_note(state: State, seat: int, card: str, spell: str) -> list[dict]:
    _check_main(state, seat, "play_note")
    if spell not in SPELLS:
        raise MalformedAction("play_note.spell must be none, sharp or flat.",
                              detail_zh="play_note.spell 必須是 none（不用咒語）、sharp（升音咒）或 flat（降音咒）。")
    found = note_problem(state, seat, card, spell)
    if found[0] is not None:
        _no(*found)
    _none, last, row = found
    board = state.board
    monster = state.seats[seat]
    take_note(state, seat, card, "play_note")
    state.discard.append(card)
    if spell != "none":
        setattr(monster, spell, False)
    state.counter += 1
    monster.pos = 2 * last
    monster.pitch = row
    monster.stamp = state.counter
    cell = board.cell_name(last, row)
    spelled = "" if spell == "none" else f" with the {spell} spell"
    spelled_zh = "" if spell == "none" else f"，並使用{SPELL_ZH[spell]}"
    events = [event("note_played", f"Player {seat} plays {card}{spelled} and lands on {cell}.",
                    f"玩家 {seat} 打出 {note_name_zh(card)}{spelled_zh}，停在 {cell}。", player=seat,
                    card=card, spell=spell, to=cell)]
    colour = state.fruits.pop((last, row), None)
    if colour is not None:
        monster.fruits[colour] += 1
        events.append(event("fruit_eaten", f"Player {seat}'s monster eats the {colour} fruit on {cell}.",
                            f"玩家 {seat} 的怪獸吃掉 {cell} 的{FRUIT_ZH[colour]}。", player=seat, colour=colour, cell=cell))
    if last == board.total:
        events.append(move_monster(state, seat, board.finish, "finish"))
        events.append(event("finish_reached", f"Player {seat}'s monster reaches the finish.",
                            f"玩家 {seat} 的怪獸抵達終點。", player=seat))
        game_over(state, events)
        return events
    if state.repeats is not None and last == state.trigger() and not monster.record:
        events.append(move_monster(state, seat, board.bar_line(state.repeats[0]), "bounce"))
        monster.record = True
        events.append(event("bounced", f"Player {seat}'s monster hits the bounce wall and takes a bounce record.",
                            f"玩家 {seat} 的怪獸撞上彈跳牆，拿取一枚彈跳紀錄。", player=seat))
    if colour is not None and state.level >= 2:
        start_magic_draw(state, events)
    else:
        start_note_draw(state, events)
    return events


# -- discard_and_draw, pass ------------------------------------------------------------------------------


def discard_and_draw(state: State, seat: int, card: str) -> list[dict]:
    _check_main(state, seat, "discard_and_draw")
    monster = state.seats[seat]
    if not may_hold_note(state, seat, card):
        if card in NOTE_INFO and state.table is not None:
            raise table.refusal(state, seat, card)
        _no("MR-6.1", f"{card} is not in your hand.", f"你的手牌中沒有 {note_name_zh(card)}。")
    take_note(state, seat, card, "discard_and_draw")
    state.discard.append(card)
    events = [event("note_discarded", f"Player {seat} discards {card}.", f"玩家 {seat} 棄掉 {note_name_zh(card)}。",
                    player=seat, card=card)]
    if not monster.pos & 1:                              # MR-6.3; on a bar line nothing moves (MR-6.4)
        board = state.board
        events.append(move_monster(state, seat, board.bar_line(board.measure_of(monster.pos >> 1) - 1), "penalty"))
    start_note_draw(state, events)
    return events


def can_pass(state: State, seat: int) -> bool:
    return not hand_count(state, seat) and pile_empty(state, NOTES) and not state.discard


def pass_turn(state: State, seat: int) -> list[dict]:
    # MR-3.8 names MR-3.9 as the rule a pass breaks at any decision, not only at the main action.
    if state.decision not in MAIN or seat != state.active or not can_pass(state, seat):
        _no("MR-3.9", "You may pass only with an empty hand and no note card left to draw.",
            "只有在手牌用完且已無音符卡可抽時才能跳過。")
    events = [event("passed", f"Player {seat} has no note card and passes.", f"玩家 {seat} 沒有音符卡，跳過回合。",
                    player=seat)]
    end_turn(state, events)
    return events


# -- magic ---------------------------------------------------------------------------------------------------


def magic_problem(state: State, user: int, card: str, target: int) -> tuple[str, str] | None:
    """MR-9.8 target checks (the principle of MR-9.6), as (detail, detail_zh)."""
    if not 0 <= target < state.n:
        return f"There is no seat {target}.", f"沒有座位 {target}。"
    effect = EFFECTS[card]
    if effect.target == "opponent" and target == user:
        return f"{magic_name(card)} targets an opponent's monster.", f"{magic_name_zh(card)}只能對對手的怪獸使用。"
    if effect.target == "self" and target != user:
        return f"{magic_name(card)} targets your own monster.", f"{magic_name_zh(card)}只能對自己的怪獸使用。"
    return effect.problem(state, user, target)


def use_magic(state: State, seat: int, card: str, target: int) -> list[dict]:
    decision = state.decision
    if state.level < 2 or seat != state.active or decision not in ("TURN_START", "AFTER_MAGIC", "MAGIC_DRAWN"):
        _no("MR-3.8", "Magic is used by the active player in the magic step or right after drawing it.",
            "魔法卡只能由輪到的玩家在魔法步驟或剛抽到時使用。")
    if decision == "AFTER_MAGIC":
        _no("MR-9.5", "You have already used a magic card in this turn's magic step.", "你本回合的魔法步驟已經用過魔法卡了。")
    drawn = decision == "MAGIC_DRAWN"
    if state.table is not None and card in MAGIC_CARDS and not may_hold_magic(state, seat, card, drawn_only=drawn):
        raise table.refusal(state, seat, card, magic=True, drawn_only=drawn)   # MR-14.3, MR-9.5 declared
    if card not in MAGIC_CARDS or not may_hold_magic(state, seat, card):
        _no("MR-9.5", f"You do not hold the magic card {card}.", f"你手上沒有魔法卡 {card}。")
    if drawn and state.table is None and card != state.pending["card"]:
        _no("MR-9.5", "Right after a draw only the card just drawn may be used.", "剛抽完牌時只能使用剛抽到的那張魔法卡。")
    problem = magic_problem(state, seat, card, target)
    if problem:
        _no("MR-9.8", *problem)
    take_magic(state, seat, card, "use_magic", drawn_only=drawn)
    origin = "magic_step" if decision == "TURN_START" else "magic_draw"
    events = [event("magic_used", f"Player {seat} uses {magic_name(card)} on player {target}'s monster.",
                    f"玩家 {seat} 對玩家 {target} 的怪獸使用{magic_name_zh(card)}。", player=seat, card=card, target=target)]
    if target != seat and state.seats[target].defense:
        state.pending = {"card": card, "user": seat, "target": target, "origin": origin}
        state.decision = "DEFEND"
        return events
    events.extend(EFFECTS[card].effect(state, seat, target))
    state.mdiscard.append(card)
    _after_magic(state, origin, events)
    return events


def _after_magic(state: State, origin: str, events: list) -> None:
    """MR-13.5 step 5."""
    state.pending = None
    if origin == "magic_step":
        state.decision = "AFTER_MAGIC"
    else:
        start_note_draw(state, events)


def _check_defend(state: State, seat: int, kind: str) -> dict:
    if state.decision != "DEFEND" or seat != state.pending["target"]:
        _no("MR-3.8", f"{kind} answers magic used on your monster, when you are asked.",
            f"{kind} 只能在有人對你的怪獸使用魔法、輪到你回應時使用。")
    return state.pending


def block(state: State, seat: int) -> list[dict]:
    pending = _check_defend(state, seat, "block_with_defense")
    state.seats[seat].defense = False
    state.mdiscard.append(pending["card"])
    events = [event("magic_blocked", f"Player {seat} blocks {magic_name(pending['card'])} with the defense token.",
                    f"玩家 {seat} 用魔法抵禦標記擋下{magic_name_zh(pending['card'])}。", player=seat, card=pending["card"])]
    _after_magic(state, pending["origin"], events)
    return events


def allow(state: State, seat: int) -> list[dict]:
    pending = _check_defend(state, seat, "allow_magic")
    events = [event("magic_allowed", f"Player {seat} lets {magic_name(pending['card'])} take effect.",
                    f"玩家 {seat} 讓{magic_name_zh(pending['card'])}生效。", player=seat,
                    card=pending["card"])]
    events.extend(EFFECTS[pending["card"]].effect(state, pending["user"], seat))
    state.mdiscard.append(pending["card"])
    _after_magic(state, pending["origin"], events)
    return events


def _check_drawn(state: State, seat: int, kind: str) -> None:
    if state.decision != "MAGIC_DRAWN" or seat != state.active:
        _no("MR-3.8", f"{kind} is decided by the active player right after drawing a magic card.",
            f"{kind} 由輪到的玩家在剛抽到魔法卡時決定。")


def keep(state: State, seat: int) -> list[dict]:
    _check_drawn(state, seat, "keep_magic")
    if magic_count(state, seat) > state.limit:
        _no("MR-9.4", f"You hold more than {state.limit} magic cards: use the new one or discard one.",
            f"你持有超過 {state.limit} 張魔法卡：請使用新抽到的那張或棄掉一張。")
    keep_drawn(state, seat)
    events = [event("magic_kept", f"Player {seat} keeps the magic card.", f"玩家 {seat} 保留這張魔法卡。", player=seat)]
    state.pending = None
    start_note_draw(state, events)
    return events


def discard_magic(state: State, seat: int, card: str) -> list[dict]:
    _check_drawn(state, seat, "discard_magic")
    if magic_count(state, seat) <= state.limit:
        _no("MR-9.4", f"You may discard a magic card only when holding more than {state.limit}.",
            f"只有持有超過 {state.limit} 張魔法卡時才能棄掉魔法卡。")
    if not may_hold_magic(state, seat, card):
        if card in MAGIC_CARDS and state.table is not None:
            raise table.refusal(state, seat, card, magic=True)
        _no("MR-9.4", f"You do not hold the magic card {card}.", f"你手上沒有魔法卡 {card}。")
    take_magic(state, seat, card, "discard_magic")
    keep_drawn(state, seat)
    state.mdiscard.append(card)
    events = [event("magic_discarded", f"Player {seat} discards {magic_name(card)}.",
                    f"玩家 {seat} 棄掉{magic_name_zh(card)}。", player=seat, card=card)]
    state.pending = None
    start_note_draw(state, events)
    return events


# -- reveal (table chance mode) ----------------------------------------------------------------------------


def reveal_hand(state: State, seat: int, notes: list[str], magic: list[str]) -> list[dict]:
    """MR-14.3: a seat shows its whole hand; the referee checks every claim so far against it."""
    if state.table is None:
        _no("MR-14.3", "A hand is revealed to the referee only in table chance mode; here it already knows it.",
            "只有在 table 隨機模式中才需要向裁判亮出手牌；其他模式裁判已經知道手牌。")
    if state.decision == "MAGIC_DRAWN" and seat == state.active:
        _no("MR-14.3", "Decide about the magic card just drawn before revealing your hand.",
            "請先決定剛抽到的魔法卡，再亮出手牌。")
    unknown = [card for card in notes if card not in NOTE_INFO] + [card for card in magic if card not in MAGIC_CARDS]
    if unknown:
        raise MalformedAction(f"reveal names unknown cards: {', '.join(unknown[:3])}.",
                              detail_zh=f"reveal 中有不存在的牌：{', '.join(unknown[:3])}。")
    table.reveal(state, seat, list(notes), list(magic))
    return [event("hand_revealed", f"Player {seat} reveals their hand: notes {', '.join(notes) or 'none'}; "
                                   f"magic {', '.join(magic) or 'none'}. It fits every claim so far.",
                  f"玩家 {seat} 亮出手牌：音符卡 {'、'.join(note_name_zh(card) for card in notes) or '無'}；"
                  f"魔法卡 {'、'.join(magic_name_zh(card) for card in magic) or '無'}。與目前所有宣告相符。",
                  player=seat, notes=list(notes), magic=list(magic))]


# -- legal moves and defaults --------------------------------------------------------------------------------


def _magic_moves(state: State, seat: int, cards) -> list[dict]:
    return [{"type": "use_magic", "player": seat, "card": card, "target": target}
            for card in cards for target in range(state.n) if magic_problem(state, seat, card, target) is None]


def legal_moves(state: State, seat: int) -> list[dict]:
    decision = state.decision
    if decision == "DEFEND":
        if seat != state.pending["target"]:
            return []
        return [{"type": "block_with_defense", "player": seat}, {"type": "allow_magic", "player": seat}]
    if seat != state.active:
        return []
    if decision == "MAGIC_DRAWN":
        card = state.pending["card"]
        moves = _magic_moves(state, seat, [card] if state.table is None else possible_magic(state, seat, True))
        if magic_count(state, seat) <= state.limit:
            moves.append({"type": "keep_magic", "player": seat})
        else:
            moves.extend({"type": "discard_magic", "player": seat, "card": held}
                         for held in possible_magic(state, seat))
        return moves
    if decision not in MAIN:
        return []
    moves = []
    if decision == "TURN_START" and state.level >= 2:
        moves.extend(_magic_moves(state, seat, possible_magic(state, seat)))
    hand = possible_notes(state, seat)
    moves.extend(_note_moves(state, seat, hand))
    moves.extend({"type": "discard_and_draw", "player": seat, "card": card} for card in hand)
    if can_pass(state, seat):
        moves.append({"type": "pass", "player": seat})
    return moves


def _value_key(card: str):
    quarters, row = NOTE_INFO[card]
    return (-quarters, row)


def default_move(state: State, seat: int) -> dict:
    """MR-13.7: never a spell, a defense token or a magic card."""
    decision = state.decision
    if decision == "DEFEND":
        return {"type": "allow_magic", "player": seat}
    if decision == "MAGIC_DRAWN":
        if magic_count(state, seat) <= state.limit:
            return {"type": "keep_magic", "player": seat}
        # Table mode: the referee does not know the drawn card; the seat declares it (docs/TABLE_MODE.md).
        drawn = state.pending["card"] or possible_magic(state, seat, drawn_only=True)[0]
        return {"type": "discard_magic", "player": seat, "card": drawn}
    # Table mode: MR-13.7 picked among the cards the seat may hold; the seat declares which it holds.
    hand = sorted(possible_notes(state, seat), key=_value_key)
    for card in hand:
        if note_problem(state, seat, card, "none")[0] is None:
            return {"type": "play_note", "player": seat, "card": card, "spell": "none"}
    if hand:
        return {"type": "discard_and_draw", "player": seat, "card": hand[0]}
    return {"type": "pass", "player": seat}


DISPATCH = {
    "play_note": lambda state, seat, action: play_note(state, seat, action["card"], action["spell"]),
    "discard_and_draw": lambda state, seat, action: discard_and_draw(state, seat, action["card"]),
    "pass": lambda state, seat, action: pass_turn(state, seat),
    "use_magic": lambda state, seat, action: use_magic(state, seat, action["card"], action["target"]),
    "block_with_defense": lambda state, seat, action: block(state, seat),
    "allow_magic": lambda state, seat, action: allow(state, seat),
    "keep_magic": lambda state, seat, action: keep(state, seat),
    "discard_magic": lambda state, seat, action: discard_magic(state, seat, action["card"]),
    "reveal": lambda state, seat, action: reveal_hand(state, seat, action["notes"], action["magic"]),
}

