"""Scoring and tie-breaks (MM-14)."""
from __future__ import annotations

from engine.core.result import game_result, seats_en, seats_zh, tied_places
from engine.core.text import text


def _gems(s, seat) -> int:
    cards = s["_t"].cards
    return sum(1 for c in s["seats"][seat]["field"] if cards[c].cls == "gem")


def _side(s, seat) -> str:
    cards = s["_t"].cards
    for c in s["seats"][seat]["field"]:
        if cards[c].side:
            return cards[c].side
    return "neutral"


def _tie_break(s, side: str, tied: list) -> list:
    """MM-14.4: Light keeps the most paladins, Dark the highest-ranked character; the rest share."""
    cards = s["_t"].cards
    if side == "light":
        key = {p: sum(1 for c in s["seats"][p]["field"] if cards[c].cls == "paladin") for p in tied}
    else:
        key = {p: max([cards[c].rank for c in s["seats"][p]["field"] if cards[c].side == "dark"] or [0])
               for p in tied}
    best = max(key.values())
    return [p for p in tied if key[p] == best]


# How a game ends (Game.result_reasons), in both languages; the countdown lasts 2N turns (N players).
ENDINGS = {
    "deck_empty": lambda n: text("the deck is empty when a draw is required (MM-13.4)",
                                 "需要抽牌時牌庫已空（MM-13.4）"),
    "countdown_over": lambda n: text(f"countdown turn {2 * n} has ended (MM-13.2)",
                                     f"倒數第 {2 * n} 回合已結束（MM-13.2）"),
}
SIDE_NAMES = {"light": text("Light", "光明方"), "dark": text("Dark", "黑暗方")}


def score(s: dict, reason: str) -> dict:
    """MM-14: the result of a game that ended for `reason`, one of ENDINGS."""
    n = s["players"]
    gems = {p: _gems(s, p) for p in range(n)}
    sides = {p: _side(s, p) for p in range(n)}
    light = sum(gems[p] for p in range(n) if sides[p] == "light")
    dark = sum(gems[p] for p in range(n) if sides[p] == "dark")
    if light != dark:                                   # MM-14.3
        side = "light" if light > dark else "dark"
        pool = [p for p in range(n) if sides[p] == side]
        top = max(gems[p] for p in pool)
        winners = _tie_break(s, side, [p for p in pool if gems[p] == top])
        name = SIDE_NAMES[side]
        why = text(f"{name['en']} wins {max(light, dark)} gems to {min(light, dark)}",
                   f"{name['zh']}以 {max(light, dark)} 比 {min(light, dark)} 顆寶石獲勝")
    elif s["options"]["side_tie"] == "draw":            # MM-14.5 (4)
        winners = []
        why = text(f"the sides are tied {light} to {dark}; no winner (side_tie = draw)",
                   f"雙方以 {light} 比 {dark} 平手；無人獲勝（side_tie = draw）")
    else:                                               # MM-14.5 (1)-(3)
        top = max(gems.values())
        tied = [p for p in range(n) if gems[p] == top]
        kinds = {sides[p] for p in tied}
        if len(tied) > 1 and len(kinds) == 1 and kinds != {"neutral"}:
            tied = _tie_break(s, kinds.pop(), tied)
        winners = tied
        why = text(f"the sides are tied {light} to {dark}; the most gems overall win",
                   f"雙方以 {light} 比 {dark} 平手；寶石最多的玩家獲勝")
    ending = ENDINGS[reason](n)
    message = text(f"Game over: {ending['en']}; {why['en']}. Winners: {seats_en(winners)}.",
                   f"遊戲結束：{ending['zh']}；{why['zh']}。勝利者：{seats_zh(winners, '無人')}。")
    ranking = ([winners] if winners else []) + tied_places([p for p in range(n) if p not in winners],
                                                           lambda p: -gems[p])
    return game_result(winners, ranking, gems, reason, message)
