"""The sentences of table mode's refusals and audit findings, in English and in both Chinese scripts.

A game passes the names (a card, a zone, a claim) as bilingual texts (engine.core.text) in its own words and
script; these templates only join them, so each game's refusal reads like its other refusals.
"""
from __future__ import annotations

from engine.core.table.record import Finding, Refusal
from engine.core.text import Text, text

_REFUSALS = {
    "no_unknown": ("{zone} holds no unknown card, so it cannot hold {card}.",
                   {"zh-Hant": "{zone}沒有未知的牌，不可能有{card}。", "zh-Hans": "{zone}没有未知的牌，不可能有{card}。"}),
    "all_seen": ("All {copies} {card} have been seen, so {zone} cannot hold one.",
                 {"zh-Hant": "{copies} 張{card}都已經出現過，{zone}不可能有。",
                  "zh-Hans": "{copies} 张{card}都已经出现过，{zone}不可能有。"}),
    "none_in_game": ("This game has no {card}, so {zone} cannot hold one.",
                     {"zh-Hant": "這局遊戲沒有{card}，{zone}不可能有。", "zh-Hans": "这局游戏没有{card}，{zone}不可能有。"}),
    "drawn_before": ("{zone} drew its unknown cards before a reshuffle, when no unseen {card} was left, so it "
                     "cannot hold one (cards drawn before a reshuffle come from the old pile).",
                     {"zh-Hant": "{zone}的未知牌都是在重新洗牌前抽的，當時已經沒有未出現的{card}，所以不可能有（洗牌前抽到的牌只能來自舊牌堆）。",
                      "zh-Hans": "{zone}的未知牌都是在重新洗牌前抽的，当时已经没有未出现的{card}，所以不可能有（洗牌前抽到的牌只能来自旧牌堆）。"}),
    "needed_elsewhere": ("Every unseen {card} must be in another hidden place, so {zone} cannot hold one.",
                         {"zh-Hant": "每一張未出現的{card}都必須在別的隱藏位置，{zone}不可能有。",
                          "zh-Hans": "每一张未出现的{card}都必须在别的隐藏位置，{zone}不可能有。"}),
}


def claim_refusal(refusal: Refusal, card: Text, zone: Text, copies: int, script: str) -> Text:
    """Why `zone` cannot hold `card` (a card kind the game has `copies` of)."""
    reason = "none_in_game" if refusal.reason == "all_seen" and not copies else refusal.reason
    english, chinese = _REFUSALS[reason]
    return text(_sentence(english.format(zone=zone["en"], card=card["en"], copies=copies)),
                chinese[script].format(zone=zone["zh"], card=card["zh"], copies=copies))


def finding_text(finding: Finding, claim: Text | None, card: Text | None, zone: Text, script: str) -> Text:
    """The audit's sentence: the first claim the revealed content contradicts (`claim` names it, e.g. "player 2
    played Q-E4 on turn 14"), or why the revealed content cannot be the zone's."""
    hant = script == "zh-Hant"
    if finding.card is None and finding.claim is None:
        return text(_sentence(f"{zone['en']} holds {finding.expected} unknown cards, not {finding.revealed}."),
                    f"{zone['zh']}有 {finding.expected} 張未知的牌，不是 {finding.revealed} 張。")
    if claim is None:
        return text(_sentence(f"{zone['en']} cannot hold {card['en']}: every copy is accounted for elsewhere."),
                    f"{zone['zh']}不可能有{card['zh']}：每一張都已經確定在別處。" if hant
                    else f"{zone['zh']}不可能有{card['zh']}：每一张都已经确定在别处。")
    return text(f"{claim['en']} but never held one, given the revealed cards.",
                f"{claim['zh']}，但依亮出的牌來看從未持有這張牌。" if hant
                else f"{claim['zh']}，但依亮出的牌来看从未持有这张牌。")


def _sentence(english: str) -> str:
    """A zone's name starts a sentence in lower case ("player 2's hand"): the sentence starts with a capital."""
    return english[:1].upper() + english[1:]
