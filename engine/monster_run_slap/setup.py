"""A new slap game (SLAP-2.1-2.3): option checks, defaults, and the deal."""
from __future__ import annotations

from collections import Counter

from engine.core import InvalidSetup
from engine.monster_run_slap.cards import DEFAULT_TUNE, KIND_INDEX
from engine.monster_run_slap.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    SlapState,
    Stack,
    deck_counts,
    is_int,
    option_problems,
)

OPTIONS_RULE = "SLAP-2.3"
DEAL_RULE = "SLAP-2.1"

DEFAULTS = {
    "first_player": "random",
    "calling": "scale",
    "tune": list(DEFAULT_TUNE),
    "flip_limit": 1000,
    "deck": "standard",
    "deal": "random",
}


def new_game(players, options: dict) -> SlapState:
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidSetup(OPTIONS_RULE, f"The slap game is for {MIN_PLAYERS} to {MAX_PLAYERS} players.",
                           detail_zh="同音拍適合 2 至 4 人。")
    if not isinstance(options, dict):
        raise InvalidSetup(OPTIONS_RULE, "options must be an object", detail_zh="options 必須是一個物件。")
    unknown = [key for key in options if key not in DEFAULTS]
    if unknown:
        raise InvalidSetup(OPTIONS_RULE, f"Unknown options: {', '.join(map(str, unknown))}; the slap game takes "
                                         f"{', '.join(DEFAULTS)}.",
                           detail_zh=f"未知的設定：{', '.join(map(str, unknown))}；同音拍的設定有 {', '.join(DEFAULTS)}。")
    settings = {**DEFAULTS, **options}
    if isinstance(settings["deck"], dict):
        # A copy count of 0 simply leaves that card out.
        settings["deck"] = {kind: copies for kind, copies in settings["deck"].items() if copies != 0}
    problems = option_problems(players, settings)
    if problems:
        raise InvalidSetup(OPTIONS_RULE, "; ".join(problems) + ".", detail_zh="設定選項不符合規則，問題所在見英文說明（detail）。")
    deal = settings["deal"]
    settings["tune"] = list(settings["tune"])
    state = SlapState(players, settings, deck_counts(settings["deck"]))
    share = state.share()
    if deal == "random":
        state.stacks = [Stack(share, [], []) for _ in range(players)]
    else:
        state.stacks = [Stack(0, cards, []) for cards in _explicit_deal(state, deal, share)]
        settings["deal"] = "explicit"
    if settings["first_player"] != "random":
        state.active = settings["first_player"]
        state.phase = "flip"
    return state


def _explicit_deal(state: SlapState, deal, share: int) -> list[list[str]]:
    """An explicit deal: one list per seat of its stack's cards, top first (a physical table that knows them)."""
    if not isinstance(deal, list) or len(deal) != state.players or any(
            not isinstance(cards, list) or any(not isinstance(c, str) or c not in KIND_INDEX for c in cards)
            for cards in deal):
        raise InvalidSetup(OPTIONS_RULE, f"deal must be \"random\" or a list of {state.players} lists of card "
                                         f"names (each stack top first).",
                           detail_zh=f"deal 必須是 \"random\"，或 {state.players} 個卡名列表（每疊由上而下）。")
    if any(len(cards) != share for cards in deal):
        raise InvalidSetup(DEAL_RULE, f"An even deal gives every player {share} cards.",
                           detail_zh=f"卡片須平均發給每人 {share} 張。")
    used = Counter(card for cards in deal for card in cards)
    over = [kind for kind, copies in used.items() if copies > state.deck.get(kind, 0)]
    if over:
        raise InvalidSetup(DEAL_RULE, f"The deal holds more copies than the deck of {', '.join(sorted(over))}.",
                           detail_zh=f"發牌中 {'、'.join(sorted(over))} 的張數超過牌組。")
    return [list(cards) for cards in deal]
