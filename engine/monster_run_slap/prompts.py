"""What each decision of the slap game (同音拍) asks, and a short sentence per move (legal-moves' prompts and
labels), in English and traditional Chinese. Everything they name is public (SLAP-10.1)."""
from __future__ import annotations

from functools import lru_cache
from operator import is_, itemgetter

from engine.core.prompt import prompt, seat_name
from engine.core.text import Text, Written, text
from engine.monster_run_slap.cards import CARD_KINDS, SOLFEGE, card_sentence, card_sentence_zh
from engine.monster_run_slap.rules import report_open, report_orders, window_moves
from engine.monster_run_slap.state import MAX_PLAYERS, SlapState


def prompts(state: SlapState, seats: list[int]) -> list[dict]:
    if state.phase == "slap":
        return _window_prompts(state, seats)
    return _prompts(state, seats)


def _prompts(state: SlapState, seats: list[int]) -> list[dict]:
    return [_prompt(state, seat) for seat in seats]


def _prompt(state: SlapState, seat: int) -> dict:
    if state.phase == "flip":
        return prompt(seat, "flip", text("Your turn: flip the top card of your stack onto the centre",
                                         "輪到你：把你牌堆頂的牌翻到中央"))
    return _slap_prompt(seat, state.call, state.centre[-1], seat == state.active and report_open(state))


def _slap_prompt(seat: int, call: str, card: str, offers_report: bool) -> dict:
    sentence = text(f"{call} was called on {card_sentence(card)}: slap if they match, or hold back",
                    f"喊的是 {call}，翻出{card_sentence_zh(card)}：相同就拍，不同就別拍")
    if offers_report:
        sentence = text(f"{sentence['en']}; or report the whole table's slaps in order",
                        f"{sentence['zh']}；或依序回報全桌的拍牌")
    return prompt(seat, "slap_or_not", sentence, call=call, card=card)


def _window_prompts(state: SlapState, seats: list[int]) -> list[dict]:
    """`_prompts(state, seats)` in a slap window, written from the window's table: each prompt and its text a
    fresh copy, the list a Written one (the service localizes the table once)."""
    written, languages = _prompts_table(state.call, state.centre[-1], state.active, report_open(state), tuple(seats))
    prompts_written = Written({**item, "text": {**item["text"]}} for item in written)
    prompts_written.languages = languages
    return prompts_written


# A table per window (call, card, flipper, whether the report is open) and seats asked: a game in play uses a few
# at a time, and the bound keeps a long-running process's tables small.
@lru_cache(maxsize=1024)
def _prompts_table(call: str, card: str, flipper: int, reports: bool, seats: tuple) -> tuple[tuple[dict, ...], dict]:
    return tuple(_slap_prompt(seat, call, card, seat == flipper and reports) for seat in seats), {}


def prompts_and_labels(state: SlapState, seats: list[int], moves: list[dict]) -> tuple[list[dict], list[Text]]:
    return prompts(state, seats) if seats else [], _window_labels(state, seats, moves) or labels(state, moves)


def _window_labels(state: SlapState, seats: list[int], moves: list[dict]) -> list[Text] | None:
    """`labels(state, moves)` where `moves` are the slap window's moves of `seats` as legal_moves lists them,
    written from the window's table (each label a fresh copy); None for any other moves. A label of the window
    depends on its move's type and, for a report, on its seats, their types included (1 and True are equal): so
    `moves` must have the table's types in order and each report the table's own seat list, as legal_moves gives
    them (rules.window_moves)."""
    if state.phase != "slap" or not seats:
        return None
    kinds, reports, orders, written, languages = _labels_table(state.players, state.active, report_open(state),
                                                               tuple(seats))
    try:
        if list(map(_TYPE, moves)) != kinds or not all(map(is_, map(_ORDER, moves[reports]), orders)):
            return None
    except (KeyError, TypeError):           # a move that is no object, or lacks a field: labels() tells
        return None
    labelled = Written(map(dict.copy, written))
    labelled.languages = languages
    return labelled


_TYPE, _ORDER = itemgetter("type"), itemgetter("order")


@lru_cache(maxsize=256)
def _labels_table(players: int, flipper: int, reports: bool, seats: tuple) -> tuple[list, slice, list, tuple, dict]:
    """The types of the window's moves of `seats`, where its reports lie among them and their seat lists, the
    moves' labels, and the labels' languages."""
    listed = [move for seat in seats for move in window_moves(players, flipper, reports, seat)]
    kinds = list(map(_TYPE, listed))
    first = kinds.index("report_slaps") if "report_slaps" in kinds else 0
    where = slice(first, first + kinds.count("report_slaps"))
    return kinds, where, list(map(_ORDER, listed[where])), tuple(labels(None, listed)), {}


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
