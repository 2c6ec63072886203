"""What each decision of the slap game (同音拍) asks, and a short sentence per move (legal-moves' prompts and
labels), in English and traditional Chinese. Everything they name is public (SLAP-10.1)."""
from __future__ import annotations

from engine.core.prompt import prompt, seat_name
from engine.core.text import Text, text
from engine.monster_run_slap.cards import CARD_KINDS, SOLFEGE, card_sentence, card_sentence_zh
from engine.monster_run_slap.rules import report_orders
from engine.monster_run_slap.state import MAX_PLAYERS, SlapState


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
    return [_label_of(move) for move in moves]


def _label_of(move: dict) -> Text:
    """`_label(move)`, from the sentences written once per process where the move has one of the shapes the rules
    list (a slap window lists 65 reports and a label for each); each call gets a Text of its own."""
    kind = move["type"]
    try:
        if kind == "report_slaps":
            order = move["order"]
            # The seats' types are in the key: a seat given as true or 1.0 is written as such by `_label`.
            written = _REPORT_LABELS.get((*order, *map(type, order))) if type(order) is list else None
        elif kind == "flip":
            written = _FLIP_LABELS.get(move["call"])
        elif kind == "reveal_card":
            written = _REVEAL_LABELS.get(move["card"])
        else:
            written = _PLAIN_LABELS.get(kind)
    except TypeError:                       # a value no move of the rules holds (a list for a seat): no key
        written = None
    if written is None:
        return _label(move)
    return {"en": written[0], "zh": written[1]}


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


def _written(move: dict) -> tuple[str, str]:
    label = _label(move)
    return label["en"], label["zh"]


# The labels of every move of those shapes, as `_label` writes them: keyed by the call (None in scale and tune
# modes), the card's name, the kind of a move with no parameter, and a report's seats followed by their types.
_FLIP_LABELS = {call: _written({"type": "flip", "call": call}) for call in (None, *SOLFEGE)}
_REVEAL_LABELS = {card: _written({"type": "reveal_card", "card": card}) for card in CARD_KINDS}
_PLAIN_LABELS = {kind: _written({"type": kind}) for kind in ("slap", "no_slap")}
_REPORT_LABELS = {(*order, *map(type, order)): _written({"type": "report_slaps", "order": list(order)})
                  for order in report_orders(MAX_PLAYERS)}
