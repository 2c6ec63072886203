"""Action types, their parameters, and parsing (MR-13.2, MR-14.1). Malformed actions never reach the rules."""
from __future__ import annotations

from operator import itemgetter

from engine.core import MalformedAction, UnknownAction

# type -> {parameter: (python type, description)}
PLAYER_ACTIONS = {
    "play_note": {"card": (str, "a note card in your hand, e.g. Q-E4"),
                  "spell": (str, "none, sharp or flat (MR-4.6)")},
    "discard_and_draw": {"card": (str, "a note card in your hand")},
    "pass": {},
    "use_magic": {"card": (str, "a magic card you hold: to_coda, fermata, ritardando, accelerando"),
                  "target": (int, "the seat whose monster the card targets")},
    "block_with_defense": {},
    "allow_magic": {},
    "keep_magic": {},
    "discard_magic": {"card": (str, "a magic card you hold")},
    "reveal": {"notes": (list, "table chance mode: every note card in your hand, e.g. [\"Q-E4\", \"H-F4\", "
                               "\"DH-G4\"]"),
               "magic": (list, "table chance mode: every magic card you hold (the one just drawn included)")},
}
CHANCE_ACTIONS = {
    "place_coda": {"bar_line": (str, "the Coda bar line, e.g. BL4")},
    "place_repeats": {"start": (str, "the start-repeat bar line"), "end": (str, "the end-repeat bar line")},
    "place_mud_l": {"column": (str, "the beat column of mud marker L")},
    "place_mud_r": {"column": (str, "the beat column of mud marker R")},
    "place_mud_rows": {"rows": (str, "low (C4-G4) or high (C5-G5) for mud marker R")},
    "place_rest": {"beat": (str, "the first beat of the rest, e.g. m6b2")},
    "place_fruit": {"cell": (str, "the cell, e.g. m2b1/A4"), "colour": (str, "red, green or yellow")},
    "first_player": {"seat": (int, "the first player")},
    "draw_note": {"seat": (int, "who receives the card"),
                  "card": (str, "the note card drawn; null in table chance mode, where draws are not named")},
    "draw_magic": {"seat": (int, "who receives the card"),
                   "card": (str, "the magic card drawn; null in table chance mode, where draws are not named")},
}
ACTIONS = {**PLAYER_ACTIONS, **CHANCE_ACTIONS}
# MR-14.3: in table chance mode these report a card drawn into a hand with `card: null`.
UNNAMED_DRAWS = ("draw_note", "draw_magic")
DESCRIPTIONS = {
    "play_note": "Play a note card (optionally with your sharp or flat spell) and move forward (MR-4).",
    "discard_and_draw": "Discard a note card, retreat to the previous bar line and draw (MR-6).",
    "pass": "End the turn with an empty hand and nothing to draw (MR-3.9).",
    "use_magic": "Use a magic card on a monster (MR-9).",
    "block_with_defense": "Spend your magic defense token to block the magic used on you (MR-9.7).",
    "allow_magic": "Let the magic used on you take effect (MR-9.7).",
    "keep_magic": "Keep the magic card just drawn (MR-9.4).",
    "discard_magic": "Discard a magic card when holding more than the limit (MR-9.4).",
    "reveal": "Table chance mode: show your whole hand, at any moment or after the end; the referee checks every "
              "claim made so far against it and names the first one it contradicts (MR-14.3).",
    "place_coda": "Chance: where the Coda marker goes (C-2).",
    "place_repeats": "Chance: where the bounce markers go (C-2).",
    "place_mud_l": "Chance: the column of mud marker L (C-2).",
    "place_mud_r": "Chance: the column of mud marker R (C-2).",
    "place_mud_rows": "Chance: whether mud marker R covers the low or the high rows (C-2).",
    "place_rest": "Chance: where the rest goes (C-2).",
    "place_fruit": "Chance: where the next board fruit goes (C-3).",
    "first_player": "Chance: who starts (C-1).",
    "draw_note": "Chance: the note card dealt or drawn (C-5, C-6).",
    "draw_magic": "Chance: the magic card drawn (C-9).",
}


# Every key an action of each type has, no more and no fewer.
_KEYS = {kind: {"type", "player", *fields} for kind, fields in ACTIONS.items()}


# Per type, what a well-formed action holds, read at C speed: its fields' values and their exact types (a text, or
# a seat number that is no bool). The list fields of a reveal, and a draw's null card, take the checked path.
_PLAIN = {kind: (itemgetter("player", *fields) if fields else None,
                 (int if kind in PLAYER_ACTIONS else str,
                  *(kind_type for kind_type, _text in fields.values())))
          for kind, fields in ACTIONS.items() if list not in {kind_type for kind_type, _text in fields.values()}}


def parse(action: dict) -> tuple[str, object]:
    """Checks the shape of an action; returns (type, actor)."""
    kind = action.get("type")
    plain = _PLAIN.get(kind) if type(kind) is str else None
    if plain is not None and action.keys() == _KEYS[kind]:
        values, types = plain
        if values is None:
            if type(action["player"]) is types[0]:
                return kind, action["player"]
        elif tuple(map(type, values(action))) == types:
            return kind, action["player"]
    return _checked_parse(action)


def _checked_parse(action: dict) -> tuple[str, object]:
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in ACTIONS:
        raise UnknownAction("MR-13.2", f"Monster Run has no action {kind!r}.", detail_zh=f"跑吧！怪獸沒有 {kind!r} 這個動作。")
    fields = ACTIONS[kind]
    if action.keys() != _KEYS[kind]:        # one comparison at C speed for a well-formed action
        missing = [name for name in ("player", *fields) if name not in action]
        if missing:
            raise MalformedAction(f"{kind} needs the field(s) {', '.join(missing)}.",
                                  detail_zh=f"{kind} 缺少欄位 {', '.join(missing)}。")
        extra = [name for name in action if name not in fields and name not in ("type", "player")]
        raise MalformedAction(f"{kind} has no field(s) {', '.join(map(str, extra))}.",
                              detail_zh=f"{kind} 沒有欄位 {', '.join(map(str, extra))}。")
    for name, (kind_type, _text) in fields.items():
        value = action[name]
        if kind_type is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise MalformedAction(f"{kind}.{name} must be a seat number.", detail_zh=f"{kind}.{name} 必須是座位號碼。")
        if kind_type is list and (not isinstance(value, list) or not all(isinstance(card, str) for card in value)):
            raise MalformedAction(f"{kind}.{name} must be a list of card names.",
                                  detail_zh=f"{kind}.{name} 必須是牌名的列表。")
        if kind_type is str and not isinstance(value, str) and not (value is None and kind in UNNAMED_DRAWS):
            raise MalformedAction(f"{kind}.{name} must be a string.", detail_zh=f"{kind}.{name} 必須是字串。")
    actor = action["player"]
    if kind in CHANCE_ACTIONS:
        return kind, actor
    if isinstance(actor, bool) or not isinstance(actor, int):
        raise MalformedAction("player must be a seat number.", detail_zh="player 必須是座位號碼。")
    return kind, actor


def action_specs() -> list[dict]:
    return [{"type": kind, "parameters": {name: text for name, (_t, text) in fields.items()},
             "description": DESCRIPTIONS[kind], "chance": kind in CHANCE_ACTIONS}
            for kind, fields in ACTIONS.items()]
