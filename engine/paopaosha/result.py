"""A finished game's result (PPS-16.6) in the shape every game shares (engine/core/result.py), with PaoPao Sha's
extra field `side`: the identity side that won, or `draw`."""
from __future__ import annotations

from engine.core.result import RESULT_KEYS, game_result, same_result, seats_en, seats_zh
from engine.core.text import text

# reason -> (the winning side, the rule that ends the game, what happened in both languages)
REASONS = {
    "bandits_and_thieves_dead": ("lord", "PPS-16.2", text("The lord's side wins: no bandit or thief is alive",
                                                          "国主方获胜：强盗与小贼已全部阵亡")),
    "lord_killed": ("bandits", "PPS-16.3", text("The bandits win: the lord is dead", "强盗获胜：国主已阵亡")),
    "thief_last_alive": ("thief", "PPS-16.4", text("The thief wins alone: the lord died last of the others",
                                                   "小贼独自获胜：国主在其他人之后阵亡")),
    "boss_killed": ("runners", "PPS-21.5", text("The runners win: the Pirate King is dead",
                                                "跑跑获胜：海盗王已阵亡")),
    "runners_killed": ("boss", "PPS-21.5", text("The Pirate King wins: every runner is dead",
                                                "海盗王获胜：所有跑跑都已阵亡")),
    "piles_exhausted": ("draw", "PPS-16.7", text("A draw: the draw pile and the discard pile are both empty",
                                                 "平局：摸牌堆和弃牌堆都已空")),
    "round_limit": ("draw", "PPS-16.9", None),
}
REASON_OF_SIDE = {side: reason for reason, (side, _, _) in REASONS.items() if side != "draw"}


def _happened(st, reason: str):
    if reason == "round_limit":
        limit = st["options"]["round_limit"]
        return text(f"A draw: the round limit of {limit} rounds was reached", f"平局：已达 {limit} 回合的回合上限")
    return REASONS[reason][2]


def final_result(st, reason: str, winners: list[int]) -> dict:
    """PPS-16.6: winners before the others, then higher score, then lower seat (one seat a place); in a draw
    nobody wins. `scores` are the seats' score cards (PPS-15.4.4)."""
    n = st["players"]
    winners = sorted(winners)
    scores = {seat: st["seats"][seat]["score"] for seat in range(n)}
    ranking = sorted(range(n), key=lambda seat: (seat not in winners, -scores[seat], seat))
    happened = _happened(st, reason)
    message = text(f"{happened['en']}. Winners: {seats_en(winners)}.",
                   f"{happened['zh']}。获胜者：{seats_zh(winners, '无人')}。")
    return game_result(winners, [[seat] for seat in ranking], scores, reason, message, side=REASONS[reason][0])


def result_problems(st) -> list[str]:
    """A finished game's result names seats as integers (never 6.0 or true), gives a reason of REASONS and is the
    one that reason, its winners and the seats' score cards give (PPS-16.6, PPS-16.7)."""
    res, n = st["result"], st["players"]
    if res is None:
        return []
    if set(res) != {*RESULT_KEYS, "side"} or not isinstance(res["winners"], list) or res["reason"] not in REASONS:
        return [f"result must hold {', '.join(RESULT_KEYS)} and side, with a reason of {', '.join(REASONS)}"]
    winners = res["winners"]
    if any(type(seat) is not int for seat in winners) or winners != sorted(set(winners) & set(range(n))) \
            or (REASONS[res["reason"]][0] == "draw") != (not winners):
        return ["result.winners name seats by their integer numbers, each once, in order; none in a draw only"]
    expected = final_result(st, res["reason"], winners)
    if not same_result(res, expected):
        return [f"result must be the one its reason, winners and the seats' score cards give: {expected}"]
    return []
