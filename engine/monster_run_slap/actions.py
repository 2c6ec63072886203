"""The slap game's action types (SLAP-8.1), their parameters, and parsing.

Parsing checks only shape and types (a missing, extra or mistyped field is a MalformedAction); whether a well-formed
action is allowed now is the rules' question (rules.py).
"""
from __future__ import annotations

from typing import Any, NamedTuple

from engine.core import CHANCE, MalformedAction, UnknownAction
from engine.monster_run_slap.state import is_int

ACTION_RULE = "SLAP-8.1"


class ActionType(NamedTuple):
    fields: tuple[str, ...]
    chance: bool
    description: str
    parameters: dict[str, str]


ACTION_TYPES: dict[str, ActionType] = {
    "flip": ActionType(
        ("call",), False,
        "The active player calls a solfege name and flips the top card of their stack onto the centre pile "
        "(SLAP-3.1).",
        {"call": "free mode: the called name (Do, Re, Mi, Fa, Sol, La, Si); scale and tune modes: null, the "
                 "call follows the sequence (SLAP-4.1)"}),
    "slap": ActionType(
        (), False,
        "Slap window: this player slapped the centre pile, after everyone who slapped before (SLAP-6.1, SLAP-6.2).",
        {}),
    "no_slap": ActionType(
        (), False,
        "Slap window: this player did not slap (SLAP-6.1, SLAP-6.2).",
        {}),
    "report_slaps": ActionType(
        ("order",), False,
        "Slap window, before anyone has answered: the flipper's seat enters the whole slap report at once "
        "(SLAP-8.1).",
        {"order": "the players who slapped, fastest first; distinct seats, possibly none"}),
    "choose_first_player": ActionType(
        ("seat",), True,
        "Chance (C-S1): who flips first, when the setup leaves it random (SLAP-9.1).",
        {"seat": "the first player"}),
    "reveal_card": ActionType(
        ("card",), True,
        "Chance: the face of a dealt card nobody has seen, as it is flipped (SLAP-9.1).",
        {"card": "the card, e.g. Q-E4; one not yet accounted for (MR-14.2)"}),
}


# The value of a flip that lacks its call field: refused by the rules, after the turn check (SLAP-8.2).
NO_CALL = object()


class Parsed(NamedTuple):
    type: str
    player: Any
    value: Any  # the one parameter, if the type has one


def parse(action: Any, players: int) -> Parsed:
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise MalformedAction("an action must be an object with a string 'type'", detail_zh="動作必須是一個帶有字串 type 的物件。")
    kind = action["type"]
    spec = ACTION_TYPES.get(kind)
    if spec is None:
        raise UnknownAction(ACTION_RULE, f"The slap game has no action {kind!r}; its actions are "
                                         f"{', '.join(ACTION_TYPES)}.",
                            detail_zh=f"同音拍沒有 {kind!r} 這個動作；可用的動作有 {', '.join(ACTION_TYPES)}。")
    expected = ("type", "player") + spec.fields
    # A flip's call is checked by the rules after the turn (SLAP-8.2: SLAP-3.1 before SLAP-4.1).
    missing = [key for key in expected if key not in action and not (kind == "flip" and key == "call")]
    extra = [key for key in action if key not in expected]
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"lacks {', '.join(missing)}")
        if extra:
            parts.append(f"has unknown fields {', '.join(map(str, extra))}")
        raise MalformedAction(f"A {kind} action {' and '.join(parts)}.", detail_zh=f"{kind} 動作的欄位不符：{'；'.join(parts)}。")
    player = action["player"]
    if spec.chance:
        if player != CHANCE:
            raise MalformedAction(f"A {kind} action reports chance: its player must be \"chance\".",
                                  detail_zh=f"{kind} 動作回報隨機結果：player 必須是 \"chance\"。")
    elif not is_int(player) or not 0 <= player < players:
        raise MalformedAction(f"player must be a seat from 0 to {players - 1}.",
                              detail_zh=f"player 必須是 0 到 {players - 1} 的座位。")
    value = action.get(spec.fields[0], NO_CALL) if spec.fields else None
    if kind == "report_slaps" and (not isinstance(value, list) or not all(is_int(seat) for seat in value)):
        raise MalformedAction("order must be a list of seat numbers.", detail_zh="order 必須是座位號碼的列表。", rule="SLAP-8.2")
    if kind == "choose_first_player" and not is_int(value):
        raise MalformedAction("seat must be a seat number.", detail_zh="seat 必須是座位號碼。")
    if kind == "reveal_card" and not isinstance(value, str):
        raise MalformedAction("card must be a card name such as Q-E4.", detail_zh="card 必須是像 Q-E4 這樣的卡名。")
    return Parsed(kind, player, value)
