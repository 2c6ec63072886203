"""Scoring and tie-breaks (MM-14)."""
from __future__ import annotations


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


def score(s: dict, reason: str) -> dict:
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
        why = f"{side.capitalize()} wins {max(light, dark)} gems to {min(light, dark)}"
    elif s["options"]["side_tie"] == "draw":            # MM-14.5 (4)
        winners, why = [], f"the sides are tied {light} to {dark}; no winner (side_tie = draw)"
    else:                                               # MM-14.5 (1)-(3)
        top = max(gems.values())
        tied = [p for p in range(n) if gems[p] == top]
        kinds = {sides[p] for p in tied}
        if len(tied) > 1 and len(kinds) == 1 and kinds != {"neutral"}:
            tied = _tie_break(s, kinds.pop(), tied)
        winners, why = tied, f"the sides are tied {light} to {dark}; the most gems overall win"
    others = sorted({gems[p] for p in range(n) if p not in winners}, reverse=True)
    ranking = ([winners] if winners else []) + \
        [[p for p in range(n) if p not in winners and gems[p] == g] for g in others]
    return {"winners": winners, "ranking": ranking, "scores": {str(p): gems[p] for p in range(n)},
            "reason": f"{reason[0].upper()}{reason[1:]}; {why}."}
