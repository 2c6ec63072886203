"""What each Monster Run decision asks, and a short sentence per move (legal-moves' prompts and labels),
in English and traditional Chinese. Only what the asked seat sees: its own hand, its drawn card, the magic
card played at it."""
from __future__ import annotations

from engine.core.prompt import prompt, seat_name
from engine.core.text import Text, text
from engine.monster_run.cards import DURATIONS, FRUIT_ZH, MAGIC_CARDS
from engine.monster_run.state import State
from engine.monster_run.table import magic_count

SPELL_NAMES = {"sharp": ("the sharp spell", "升記號魔法"), "flat": ("the flat spell", "降記號魔法")}
COLOUR_EN = {"red": "red fruit", "green": "green fruit", "yellow": "yellow fruit"}


def note(card: str) -> Text:
    duration, pitch = card.split("-")
    return text(f"{card} ({DURATIONS[duration]['en']} {pitch})", f"{card}（{DURATIONS[duration]['zh']} {pitch}）")


def magic(card: str) -> Text:
    return text(MAGIC_CARDS[card]["en"], MAGIC_CARDS[card]["zh"])


def _seat(seat: int) -> Text:
    return seat_name(seat)


def prompts(state: State, seats: list[int]) -> list[dict]:
    return [_prompt(state, seat) for seat in seats]


def _prompt(state: State, seat: int) -> dict:
    decision, pending = state.decision, state.pending
    if decision == "DEFEND":
        user, card = pending["user"], magic(pending["card"])
        return prompt(seat, "defend_against_magic", text(
            f"{_seat(user)['en']} plays {card['en']} on your monster: block it with your defense token or let it "
            f"take effect", f"{_seat(user)['zh']}對你的怪獸使用{card['zh']}：用防禦標記擋下，或讓它生效"),
            from_player=user, card=pending["card"])
    if decision == "MAGIC_DRAWN":
        # Table mode: the referee did not see the card drawn (MR-14.3), so the prompt does not name it.
        card = magic(pending["card"]) if pending["card"] else text("a magic card", "一張魔法卡")
        over = magic_count(state, seat) > state.limit
        ending = (text(f"use it now or discard a magic card (you may keep {state.limit})",
                       f"立即使用，或棄掉一張魔法牌（最多保留 {state.limit} 張）") if over
                  else text("use it now or keep it", "立即使用，或保留它"))
        return prompt(seat, "magic_drawn", text(f"You drew {card['en']}: {ending['en']}",
                                                f"你抽到{card['zh']}：{ending['zh']}"), card=pending["card"])
    if decision == "TURN_START" and state.level >= 2 and magic_count(state, seat):
        return prompt(seat, "take_turn", text(
            "Your turn: use a magic card, play a note card, or discard a note card and draw",
            "輪到你：使用魔法牌、打出音符牌，或棄一張音符牌再抽牌"))
    return prompt(seat, "take_turn", text("Your turn: play a note card, or discard a note card and draw",
                                          "輪到你：打出音符牌，或棄一張音符牌再抽牌"))


def labels(state: State, moves: list[dict]) -> list[Text]:
    made = [LABELS[move["type"]](move) for move in moves]
    if state.table is None:
        return made
    return [_if_held(state, move, label) for move, label in zip(moves, made)]


def _if_held(state: State, move: dict, label: Text) -> Text:
    """Table mode: a move naming a card the referee has not seen in the mover's hand says what must be held."""
    kind = move["type"]
    if kind in ("play_note", "discard_and_draw") and move["card"] not in state.seats[move["player"]].hand:
        card = note(move["card"])
    elif kind in ("use_magic", "discard_magic") and move["card"] not in state.seats[move["player"]].magic:
        card = magic(move["card"])
    else:
        return label
    return text(f"{label['en']}, if you hold {card['en']}", f"{label['zh']}（若你持有{card['zh']}）")


def _play_note(move) -> Text:
    card = note(move["card"])
    if move["spell"] == "none":
        return text(f"Play {card['en']}", f"打出{card['zh']}")
    spell_en, spell_zh = SPELL_NAMES[move["spell"]]
    return text(f"Play {card['en']} with {spell_en}", f"以{spell_zh}打出{card['zh']}")


def _use_magic(move) -> Text:
    card, target = magic(move["card"]), _seat(move["target"])
    if move["target"] == move["player"]:
        return text(f"Use {card['en']} on your own monster", f"對自己的怪獸使用{card['zh']}")
    return text(f"Use {card['en']} on {target['en']}'s monster", f"對{target['zh']}的怪獸使用{card['zh']}")


def _draw(move, kind_en: str, kind_zh: str, name) -> Text:
    if move["card"] is None:                      # table mode: the card goes into the hand unnamed (MR-14.3)
        return text(f"{_seat(move['seat'])['en']} draws a card without showing it",
                    f"{_seat(move['seat'])['zh']}抽一張牌，不亮出來")
    seat, card = _seat(move["seat"]), name(move["card"])
    return text(f"{seat['en']} draws {kind_en}{card['en']}", f"{seat['zh']}抽到{kind_zh}{card['zh']}")


LABELS = {
    "play_note": _play_note,
    "discard_and_draw": lambda move: text(f"Discard {note(move['card'])['en']} and draw",
                                          f"棄掉{note(move['card'])['zh']}再抽牌"),
    "pass": lambda move: text("Pass", "不行動"),
    "use_magic": _use_magic,
    "keep_magic": lambda move: text("Keep the magic card", "保留這張魔法牌"),
    "discard_magic": lambda move: text(f"Discard {magic(move['card'])['en']}", f"棄掉{magic(move['card'])['zh']}"),
    "block_with_defense": lambda move: text("Block it with your defense token", "用防禦標記擋下"),
    "allow_magic": lambda move: text("Let it take effect", "讓它生效"),
    "place_coda": lambda move: text(f"Place the Coda on {move['bar_line']}", f"Coda 放在 {move['bar_line']}"),
    "place_repeats": lambda move: text(f"Place the repeat signs on {move['start']} and {move['end']}",
                                       f"反覆記號放在 {move['start']} 與 {move['end']}"),
    "place_mud_l": lambda move: text(f"Place the left mud on {move['column']}", f"左側泥沼放在 {move['column']}"),
    "place_mud_r": lambda move: text(f"Place the right mud on {move['column']}", f"右側泥沼放在 {move['column']}"),
    "place_mud_rows": lambda move: text(f"The right mud covers the {move['rows']} rows",
                                        f"右側泥沼覆蓋{'低' if move['rows'] == 'low' else '高'}音列"),
    "place_rest": lambda move: text(f"Place the rest on {move['beat']}", f"休止符放在 {move['beat']}"),
    "place_fruit": lambda move: text(f"Place a {COLOUR_EN[move['colour']]} on {move['cell']}",
                                     f"{FRUIT_ZH[move['colour']]}放在 {move['cell']}"),
    "first_player": lambda move: text(f"{_seat(move['seat'])['en']} goes first", f"{_seat(move['seat'])['zh']}先手"),
    "draw_note": lambda move: _draw(move, "", "", note),
    "draw_magic": lambda move: _draw(move, "the magic card ", "魔法牌", magic),
}
