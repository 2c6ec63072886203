"""Shared helpers of the rules: sides, zones, events, and the turn flow around the actions (MM-4, MM-13)."""
from __future__ import annotations

from engine.monster_maker_5.scoring import score
from engine.monster_maker_5.table import daggers_in_deck, deck_count, hand_count

# The game's own terms in traditional Chinese (聖索菲雅騎士團).
SIDE_ZH = {"light": "光明方", "dark": "黑暗方", "neutral": "中立"}
FORCE_ZH = {"attack": "攻方", "defend": "守方"}
KIND_ZH = {"physical": "物理", "magic": "魔法"}


def ev(event_type: str, message: str, message_zh: str, player=None, visible="all", **extra) -> dict:
    """Every event is told in English and in the game's traditional Chinese."""
    event = {"type": event_type, "visible_to": visible, "message": message, "message_zh": message_zh, **extra}
    if player is not None:
        event["player"] = player
    return event


def names_zh(s: dict, cids, none: str = "無") -> str:
    """Cards for a Chinese reader: each id with its kind's Chinese name, or `none` for no card."""
    names = s["_t"].names
    return "、".join([names[cid][1] for cid in cids]) or none


def derive_side(table, field) -> str:
    cards = table.cards
    for cid in field:
        side = cards[cid].side
        if side:
            return side
    return "neutral"


def resync(s: dict) -> None:
    """MM-3.1: every side follows from its field; called after any field changes."""
    table = s["_t"]
    if s.get("table") is None:   # the counts are the lists' lengths (table.hand_count, table.deck_count)
        for seat in s["seats"]:
            seat["side"] = derive_side(table, seat["field"])
            seat["hand_size"] = len(seat["hand"])
        s["deck_size"] = len(s["deck"])
        return
    for index, seat in enumerate(s["seats"]):
        seat["side"] = derive_side(table, seat["field"])
        seat["hand_size"] = hand_count(s, index)
    s["deck_size"] = deck_count(s)


def put(s: dict, zone: list, cids) -> None:
    zone.extend(cids)
    zone.sort(key=s["_t"].positions.__getitem__)


def take(zone: list, cids) -> None:
    for cid in cids:
        zone.remove(cid)


def to_dungeon_or_discard(s: dict, cids) -> None:
    """MM-12.1: paladins go to the dungeon, every other removed card to the discard pile."""
    cards = s["_t"].cards
    pal = [c for c in cids if cards[c].cls == "paladin"]
    put(s, s["dungeon"]["prisoners"], pal)
    put(s, s["discard"], [c for c in cids if cards[c].cls != "paladin"])


def daggers_all_out(s: dict) -> bool:
    """MM-13.1: every paladin and gem has appeared once none is left in the deck (they never stay in hand)."""
    return not daggers_in_deck(s)


def begin_turn(s: dict, seat: int) -> list:
    s["active"] = seat
    if s["deck_size"]:
        s["phase"] = "draw"
        return []
    if s["options"]["deck_exhaustion_ends_game"] == "on":
        return end_game(s, "deck_empty")
    s["phase"] = "side"
    return [ev("draw_skipped", f"Player {seat} cannot draw from the empty deck and skips step a (MM-13.4).",
               f"牌庫已空，玩家 {seat} 無法抽牌，跳過步驟 a（MM-13.4）。", player=seat)]


def hand_check(s: dict) -> list:
    """Step d (MM-4.5, MM-11.6): a hand above 5 is revealed and cut down; otherwise the turn ends."""
    seat = s["active"]
    hand = s["seats"][seat]["hand"]
    if s["seats"][seat]["hand_size"] > 5:
        s["phase"] = "discard"
        if s["table"] is not None:   # the table sees the hand; the referee learns it from a reveal (MM-16.4)
            return [ev("hand_revealed", f"Player {seat} is over the hand limit and shows the hand to the table "
                                        "(MM-11.6).", f"玩家 {seat} 手牌超過上限，向大家公開手牌（MM-11.6）。",
                       player=seat, cards=list(hand))]
        return [ev("hand_revealed", f"Player {seat} is over the hand limit and reveals {', '.join(hand)} (MM-11.6).",
                   f"玩家 {seat} 手牌超過上限，公開手牌：{names_zh(s, hand)}（MM-11.6）。", player=seat, cards=list(hand))]
    return end_turn(s)


def end_turn(s: dict) -> list:
    """MM-4.6, MM-13.2: the turn passes left, unless countdown turn 2N has just ended."""
    n = s["players"]
    if s["countdown"] >= 2 * n:
        return end_game(s, "countdown_over")
    if s["countdown"]:
        s["countdown"] += 1
    return begin_turn(s, (s["active"] + 1) % n)


def end_game(s: dict, reason: str) -> list:
    """MM-13.2 / MM-13.4: the game ends for `reason` (scoring.ENDINGS) and is scored (MM-14)."""
    s["phase"] = "over"
    s["battle"] = None
    s["result"] = score(s, reason)
    return [ev("game_over", s["result"]["message"], s["result"]["message_zh"], winners=list(s["result"]["winners"]))]
