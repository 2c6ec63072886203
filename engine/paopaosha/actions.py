"""Action types, their parameters and parsing (a missing, extra or mistyped field is a MalformedAction)."""
from __future__ import annotations

from engine.core import MalformedAction, UnknownAction

CARD = "card number"
SEAT_OR_NULL = "seat or null"
NAME_OR_NULL = "card kind or null"
ACTIONS = {
    "use_card": ({"card": CARD, "as": NAME_OR_NULL, "via": "conversion (weapon or skill) or null",
                  "target": SEAT_OR_NULL},
                 "Use a card in your play phase (PPS-6.2); further cards or targets follow as choose steps."),
    "equip": ({"card": CARD}, "Put a weapon, armour, mount or skill book into its slot (PPS-11.1)."),
    "use_skill": ({"skill": "ability name", "card": "card number or null", "target": SEAT_OR_NULL},
                  "Use an ability (e.g. the 八卦阵 judgement in a DODGE prompt, PPS-11.4.1)."),
    "end_step": ({}, "End the turn-start skills step (PPS-5.2.3)."),
    "end_play_phase": ({}, "End your play phase (PPS-5.4)."),
    "discard": ({"card": CARD}, "Choose one hand card to discard in your discard phase (PPS-5.5)."),
    "respond": ({"card": CARD, "as": NAME_OR_NULL, "via": "conversion or null"},
                "Answer the pending prompt with a card (PPS-18.2)."),
    "pass": ({}, "Decline the pending prompt (PPS-18.4)."),
    "choose": ({"choice": "a card number, a seat, or a word such as 'hand', 'done', 'yes' (table mode: 'hand' gives "
                          "a card face down without naming it)"},
               "One step of a split decision or a PICK/TRIGGER prompt (PPS-18.7)."),
    "choose_character": ({"character": "character id"}, "Choose your character (PPS-4.2, choice mode)."),
    "seat_player": ({"seat": "seat", "who": "participant number (order of joining)"},
                    "Chance: random seating (R0), the participant who takes a seat."),
    "deal_identity": ({"seat": "seat", "identity": "identity"}, "Chance: the identity card dealt to a seat (R2)."),
    "deal_character": ({"seat": "seat", "character": "character id"}, "Chance: a character dealt (R3)."),
    "top_card": ({"card": CARD}, "Chance: the card that leaves the top of the draw pile (R1/R4)."),
    "random_card": ({"card": CARD}, "Chance: the card taken at random from a hand (R5)."),
    "reveal": ({"seat": "seat", "hand": "card numbers or null", "identity": "identity or null"},
               "Table mode (PPS-19.5): a seat shows its hand and/or identity, at any moment (player: the seat) or "
               "when the referee asks (player: 'chance'); checked against everything reported so far."),
}
NULLABLE = {"as", "via", "target", "hand", "identity"}
# Table mode under 司令部 (PPS-19.5, PPS-21.4): a card that may be in the boss's hand and in the commanded runner's
# says whose hand it leaves (the table sees it). The only optional field; legal-moves lists it where it is needed.
FROM_HAND = "from_hand"
SOURCED = ("use_card", "equip", "respond")
# Table mode (PPS-19.5) reports a card drawn into a hand, a card taken at random into another hand and a face-down
# identity without naming them.
UNNAMED = {("top_card", "card"), ("random_card", "card"), ("deal_identity", "identity")}
INTS = {"card", "target", "seat", "who"}
# Worked out once per action type, since parse runs on every action: its fields, and for each parameter whether it
# may be null and which check its value takes.
_FIELDS = {t: frozenset({"type", "player", *params}) for t, (params, _) in ACTIONS.items()}
_INT, _HAND, _CHOICE, _TEXT = range(4)
_CHECKS = {t: tuple((key, key in NULLABLE or (t == "use_skill" and key == "card") or (t, key) in UNNAMED,
                     _HAND if key == "hand" else _INT if key in INTS else _CHOICE if key == "choice" else _TEXT)
                    for key in params)
           for t, (params, _) in ACTIONS.items()}


def is_plain_int(v) -> bool:
    """Seats and card numbers are integers: never a float such as 6.0, nor true/false (PPS-18.1)."""
    return type(v) is int


def parse(action: dict) -> dict:
    t = action["type"]
    if action.get("player") != "chance" and type(action.get("player")) is not int:     # is_plain_int, inline
        raise MalformedAction(f"{t}.player must be a seat number (an integer) or 'chance'.",
                              detail_zh=f"{t}.player必须是座位号（整数）或“chance”。")
    if t not in ACTIONS:
        raise UnknownAction("PPS-18.1", f"There is no action '{t}' in PaoPao Sha.", detail_zh=f"跑跑杀中没有“{t}”这个行动。")
    expected = _FIELDS[t]
    if action.keys() != expected:
        if not (t in SOURCED and FROM_HAND in action and action.keys() == expected | {FROM_HAND}):
            _field_error(t, expected, action)
        if not is_plain_int(action[FROM_HAND]):
            raise MalformedAction(f"{t}.from_hand must be a seat number.", detail_zh=f"{t}.from_hand必须是座位号。")
    for key, nullable, check in _CHECKS[t]:
        v = action[key]
        if v is None and nullable:
            continue
        if check == _INT:
            if type(v) is not int:                             # is_plain_int, inline: parse runs on every action
                raise MalformedAction(f"{t}.{key} must be an integer.", detail_zh=f"{t}.{key}必须是整数。")
        elif check == _HAND:
            if not isinstance(v, list) or not all(is_plain_int(card) for card in v):
                raise MalformedAction("reveal.hand must be a list of card numbers or null.",
                                      detail_zh="reveal.hand必须是牌号列表或null。")
        elif check == _CHOICE:
            if not isinstance(v, (int, str)) or isinstance(v, bool):
                raise MalformedAction("choose.choice must be a number or a word.", detail_zh="choose.choice必须是数字或一个词。")
        elif not isinstance(v, str):
            raise MalformedAction(f"{t}.{key} must be text.", detail_zh=f"{t}.{key}必须是文字。")
    return action


def _field_error(t: str, expected: frozenset, action: dict):
    missing = expected - action.keys()
    extra = action.keys() - expected
    if missing:
        raise MalformedAction(f"{t} needs the field(s) {', '.join(sorted(missing))}.",
                              detail_zh=f"{t}缺少字段：{'、'.join(sorted(missing))}。")
    raise MalformedAction(f"{t} has unknown field(s) {', '.join(sorted(extra))}.",
                          detail_zh=f"{t}含有未知字段：{'、'.join(sorted(extra))}。")


def specs() -> list[dict]:
    return [{"type": t, "parameters": dict(p), "description": d} for t, (p, d) in ACTIONS.items()]
