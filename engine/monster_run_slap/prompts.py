"""What each decision of the slap game (同音拍) asks, and a short sentence per move (legal-moves' prompts and
labels), in English and traditional Chinese. Everything they name is public (SLAP-10.1)."""
from __future__ import annotations

from engine.core.prompt import prompt, seat_name
from engine.core.text import Text, text
from engine.monster_run_slap.cards import card_sentence, card_sentence_zh
from engine.monster_run_slap.state import SlapState


def prompts(state: SlapState, seats: list[int]) -> list[dict]:
    return [_prompt(state, seat) for seat in seats]


def _prompt(state: SlapState, seat: int) -> dict:
    if state.phase == "flip":
        return prompt(seat, "flip", text("Your turn: flip the top card of your stack onto the centre",
                                         "輪到你：把你牌堆頂的牌翻到中央"))
    card = state.centre[-1]
    sentence = text(f"{state.call} was called on {card_sentence(card)}: slap if they match, or hold back",
                    f"喊的是 {state.call}，翻出{card_sentence_zh(card)}：相同就拍，不同就別拍")
    if seat == state.active and not state.slapped and not state.passed:
        sentence = text(f"{sentence['en']}; or report the whole table's slaps in order",
                        f"{sentence['zh']}；或依序回報全桌的拍牌")
    return prompt(seat, "slap_or_not", sentence, call=state.call, card=card)


def labels(state: SlapState, moves: list[dict]) -> list[Text]:
    return [_label(move) for move in moves]


def _label(move: dict) -> Text:
    kind = move["type"]
    if kind == "flip":
        if move["call"] is None:
            return text("Flip your top card", "翻開你的頂牌")
        return text(f"Flip your top card calling {move['call']}", f"翻開你的頂牌，喊 {move['call']}")
    if kind == "slap":
        return text("Slap", "拍")
    if kind == "no_slap":
        return text("Do not slap", "不拍")
    if kind == "report_slaps":
        if not move["order"]:
            return text("Report: nobody slapped", "回報：沒有人拍")
        order = [seat_name(seat) for seat in move["order"]]
        return text(f"Report the slaps in order: {', '.join(name['en'] for name in order)}",
                    f"回報拍牌順序：{'、'.join(name['zh'] for name in order)}")
    if kind == "choose_first_player":
        name = seat_name(move["seat"])
        return text(f"{name['en']} goes first", f"{name['zh']}先手")
    return text(f"Reveal {move['card']}: {card_sentence(move['card'])}",
                f"翻出 {move['card']}：{card_sentence_zh(move['card'])}")
