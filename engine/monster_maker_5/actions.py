"""The action types (MM-15 decisions D-01 to D-13, plus the chance reports of MM-16) and their parsing.

Every action is `{"type", "player", ...}` with all its parameters present; a missing, extra or mistyped
field is a MalformedAction, an unknown type an UnknownAction citing MM-5.6 (spells, for instance, are no
action of their own).
"""
from __future__ import annotations

from engine.core.errors import MalformedAction, UnknownAction

CARD = "a card id"
CARDS = "a list of card ids, each once, in any order (taken in canonical card order, MM-1.9)"

SPECS = {
    "deal": ({"card": CARD + "; in table mode null for a card dealt into the hand unseen"},
             "Chance (MM-2.4): the next card dealt, round-robin from seat 0."),
    "first_player": ({"seat": "a seat"}, "Chance (MM-2.7): the first player's seat."),
    "draw": ({}, "D-01 (MM-4.2): draw the top card of the deck."),
    "draw_card": ({"card": CARD + "; in table mode null for a card drawn into the hand unseen"},
                  "Chance (MM-4.2): the card that was drawn."),
    "show_spell": ({"card": CARD}, "Chance, table mode (MM-16.4): the next face-down spell, turned up at R2."),
    "reveal": ({"cards": CARDS + ", the whole hand"},
               "Table mode (MM-16.4): a seat shows its hand, at any moment; checked against every claim."),
    "roll": ({"face": "a die face 1-6"}, "Chance (MM-16.2): one die of an initiative, attack or thief roll."),
    "choose_side": ({"option": "keep or change", "side": "light, dark, or null with keep",
                     "cards": CARDS + ", characters of the new side"}, "D-02 (MM-4.3): step b."),
    "attack": ({"target": "a seat"}, "D-04 (MM-5.1): attack a player."),
    "rescue": ({}, "D-05 (MM-5.2): attack the dungeon to free its paladins."),
    "use_thief": ({"thief": CARD, "mode": "steal or rescue", "target": "a gem or an imprisoned paladin"},
                  "D-06 (MM-9): use a thief from hand."),
    "deploy": ({"cards": CARDS}, "D-03 (MM-5.4): put own-side characters into the field."),
    "pass": ({}, "D-07 (MM-5.5): take no action."),
    "discard_to_limit": ({"cards": CARDS}, "D-13 (MM-11.6): discard down to 5 cards."),
    "commit_reinforcements": ({"cards": CARDS}, "D-08 (MM-6.5, MM-6.6): a principal commits characters."),
    "place_spell": ({"card": "a spell card id, or null; in table mode 'face_down' or null"},
                    "D-09 (MM-6.7): place one spell face-down or none."),
    "help": ({"recipient": "the principal's seat, or 'dungeon'", "cards": CARDS,
              "spell": "a spell or null; in table mode 'face_down' or null"},
             "D-10 (MM-7.4): a helper gives characters and/or a spell."),
    "decline": ({}, "D-10 (MM-7.2): a helper does not help."),
    "choose_spell_target": ({"spell": CARD, "target": "a combatant"},
                            "D-11 (MM-10.12): the target of Holy Light, Fireball or Sleep."),
    "declare_attack": ({"attacker": CARD, "target": CARD, "kind": "physical or magic"},
                       "D-12 (MM-6.10): one attack slot."),
}
CHANCE_TYPES = ("deal", "first_player", "draw_card", "roll", "show_spell")


def _card(value, name):
    if not isinstance(value, str) or not 1 <= len(value) <= 16:
        raise MalformedAction(f"'{name}' must be a card id (a string)", detail_zh=f"'{name}' 必須是卡片編號（字串）。")


def _cards(value, name):
    if not isinstance(value, list) or len(value) > 60:
        raise MalformedAction(f"'{name}' must be a list of card ids", detail_zh=f"'{name}' 必須是卡片編號的列表。")
    for item in value:
        _card(item, name)


def _null_card(value, name):
    if value is not None:
        _card(value, name)


def _seat(value, name):
    if isinstance(value, bool) or not isinstance(value, int):
        raise MalformedAction(f"'{name}' must be a seat number", detail_zh=f"'{name}' 必須是座位號碼。")


def _text(*allowed, null=False):
    def check(value, name):
        if not (value is None and null) and value not in allowed:
            raise MalformedAction(f"'{name}' must be one of {', '.join(map(str, allowed))}"
                                  + (" or null" if null else ""),
                                  detail_zh=f"'{name}' 必須是 {'、'.join(map(str, allowed))}{'或 null' if null else ''} 之一。")
    return check


def _face(value, name):
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise MalformedAction("'face' must be a die face from 1 to 6", detail_zh="face 必須是 1 到 6 的骰面。")


def _recipient(value, name):
    if value != "dungeon":
        _seat(value, name)


CHECKS = {
    "deal": {"card": _null_card}, "first_player": {"seat": _seat}, "draw": {}, "draw_card": {"card": _null_card},
    "show_spell": {"card": _card}, "reveal": {"cards": _cards},
    "roll": {"face": _face},
    "choose_side": {"option": _text("keep", "change"), "side": _text("light", "dark", null=True), "cards": _cards},
    "attack": {"target": _seat}, "rescue": {}, "use_thief": {"thief": _card, "mode": _text("steal", "rescue"),
                                                             "target": _card},
    "deploy": {"cards": _cards}, "pass": {}, "discard_to_limit": {"cards": _cards},
    "commit_reinforcements": {"cards": _cards}, "place_spell": {"card": _null_card},
    "help": {"recipient": _recipient, "cards": _cards, "spell": _null_card}, "decline": {},
    "choose_spell_target": {"spell": _card, "target": _card},
    "declare_attack": {"attacker": _card, "target": _card, "kind": _text("physical", "magic")},
}
# Each type's exact fields, built once.
FIELDS = {kind: frozenset({"type", "player", *checks}) for kind, checks in CHECKS.items()}


def parse(action: dict) -> str:
    """Checks the action's shape; returns its type."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise MalformedAction("an action must be an object with a string 'type'", detail_zh="動作必須是一個帶有字串 type 的物件。")
    kind = action["type"]
    checks = CHECKS.get(kind)
    if checks is None:
        raise UnknownAction("MM-5.6", f"There is no action '{kind}' in Monster Maker 5 (spells, for example, are "
                                      "only placed in battle).", detail_zh=f"聖索菲雅騎士團沒有 '{kind}' 這個動作（例如法術卡只能在戰鬥中覆蓋）。")
    expected = FIELDS[kind]
    if action.keys() != expected:
        missing, extra = expected - set(action), set(action) - expected
        parts = ([f"missing {', '.join(sorted(missing))}"] if missing else []) + \
                ([f"unexpected {', '.join(sorted(map(str, extra)))}"] if extra else [])
        raise MalformedAction(f"'{kind}' takes exactly {', '.join(sorted(expected))} ({'; '.join(parts)})",
                              detail_zh=f"'{kind}' 的欄位必須剛好是 {', '.join(sorted(expected))}（{'；'.join(parts)}）。")
    player = action["player"]
    if kind in CHANCE_TYPES:
        if player != "chance":
            raise MalformedAction(f"'{kind}' is a chance report; its player must be 'chance'",
                                  detail_zh=f"'{kind}' 是隨機結果的回報，player 必須是 'chance'。")
    elif isinstance(player, bool) or not isinstance(player, int):
        raise MalformedAction("'player' must be a seat number", detail_zh="player 必須是座位號碼。")
    for name, check in checks.items():
        check(action[name], name)
    return kind


def action_specs() -> list[dict]:
    return [{"type": kind, "parameters": dict(params), "description": text}
            for kind, (params, text) in SPECS.items()]
