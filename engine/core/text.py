"""Texts a player reads, written by the engine in both languages of a game: English, and Chinese in the game's
own script (Game.chinese_script). The service answers with the one the client's Accept-Language asks for
(service/language.py), so the engine never needs to know who is asking."""
from __future__ import annotations

from typing import TypedDict


class Text(TypedDict):
    en: str
    zh: str


def text(en: str, zh: str) -> Text:
    return {"en": en, "zh": zh}


def is_text(value) -> bool:
    """True for a value built by `text`: exactly the keys en and zh, both strings."""
    return (isinstance(value, dict) and len(value) == 2 and isinstance(value.get("en"), str)
            and isinstance(value.get("zh"), str))


class Written(list):
    """A list of texts, or of objects holding texts, that a game writes afresh from a table it made once per process
    (a slap window's prompts, its labels). Its `languages`, set once written, belongs to that table and is shared
    by every list written from it, all equal: the service keeps there the list in each language once it has worked
    it out (service/language.py), so no list written from the table may change afterwards."""

    __slots__ = ("languages",)
