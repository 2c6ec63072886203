"""Accept-Language picks English or the game's own Chinese script (issue 11: languages)."""
import pytest

from engine.core.text import text
from engine.registry import GAMES
from service import create_app
from service.language import answer_language, localized


@pytest.mark.parametrize(("header", "game_id", "expected"), [
    (None, "monster-run", "en"),
    ("en-GB,en;q=0.9", "paopaosha", "en"),
    ("zh-TW", "monster-run", "zh-Hant"),
    ("zh-CN,zh;q=0.9", "monster-run", "zh-Hant"),  # each game's own script: its edition is traditional
    ("zh", "paopaosha", "zh-Hans"),
    ("zh-Hant", "paopaosha", "zh-Hans"),
    ("fr-FR,zh-HK;q=0.5", "monster-maker-5", "zh-Hant"),
    ("fr-FR", "monster-maker-5", "en"),
    ("*", "paopaosha", "en"),
])
def test_the_answer_language_is_english_or_the_games_own_chinese_script(header, game_id, expected):
    app = create_app({"TESTING": True})
    headers = {"Accept-Language": header} if header else {}
    with app.test_request_context("/", headers=headers):
        assert answer_language(GAMES[game_id]) == expected


def test_localized_replaces_every_bilingual_text_and_leaves_the_rest():
    value = {"kind": "answer", "text": text("Play a card", "出牌"),
             "labels": [text("Pass", "放棄"), "plain"], "names": {"en": "A", "zh": "甲", "extra": 1}}
    assert localized(value, "en") == {"kind": "answer", "text": "Play a card", "labels": ["Pass", "plain"],
                                      "names": {"en": "A", "zh": "甲", "extra": 1}}
    assert localized(value, "zh-Hant")["text"] == "出牌"
