"""The slap game's catalogue: its note cards and the solfege names players call, from cards.py (MR-0.6, MR-0.7,
MR-1.3, SLAP-4, SLAP-5)."""
from __future__ import annotations

from engine.core.catalogue import catalogue, component
from engine.core.text import text
from engine.monster_run_slap.cards import (
    CARD_KINDS,
    DURATIONS,
    PITCHES,
    SOLFEGE,
    SOLFEGE_OF,
    STANDARD_DECK,
    card_sentence,
    card_sentence_zh,
)

_DURATION = {code: (english, chinese) for code, english, chinese, _ in DURATIONS}


def _card(kind: str) -> dict:
    code, pitch = kind.split("-")
    solfege = SOLFEGE_OF[kind]
    english, chinese = _DURATION[code]
    return component(
        kind, text(f"{english} {pitch} ({solfege})", f"{pitch}（{solfege}）{chinese}"),
        text(f"Shows {card_sentence(kind)}: slap it when {solfege} is called.",
             f"翻出{card_sentence_zh(kind)}：喊到 {solfege} 時拍它。"),
        "note", reconstructed=True, copies=STANDARD_DECK[kind], pitch=pitch, solfege=solfege, duration=code)


def _call(position: int, solfege: str) -> dict:
    pitches = [pitch for _, pitch, name in PITCHES if name == solfege]
    return component(solfege, text(solfege, solfege),
                     text(f"A called name: every card on {', '.join(pitches)} matches it, whatever its length.",
                          f"喊出的唱名：{'、'.join(pitches)} 的每張卡都相符，不論時值。"),
                     "call", row=position)


def slap_catalogue(game_id: str, name) -> dict:
    return catalogue(
        game_id, name,
        text("A custom deck (option deck) maps card kinds of this catalogue to their number of copies.",
             "自訂牌堆（選項 deck）列出本目錄的卡片種類及其張數。"),
        cards=[_card(kind) for kind in CARD_KINDS],
        markers=[_call(position, solfege) for position, solfege in enumerate(SOLFEGE, start=1)])
