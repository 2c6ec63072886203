"""The language of an answer, from the request's Accept-Language: English by default; any Chinese (zh, zh-TW,
zh-Hant, zh-CN, zh-Hans, ...) gives the game's own script, the one its published edition was printed in
(traditional for 跑吧！怪獸 and 聖索菲雅騎士團, simplified for 跑跑杀). The answer says which in
Content-Language."""
from __future__ import annotations

from flask import Flask, Response, g, request

from engine.core.game import Game
from engine.core.text import is_text

ENGLISH = "en"
# Accept-Language tags we recognise; werkzeug matches a client's "zh-TW" to "zh-TW" and its "zh" to any zh-*.
_OFFERED = ("en", "zh", "zh-TW", "zh-Hant", "zh-HK", "zh-CN", "zh-Hans", "zh-SG")


def answer_language(game: Game) -> str:
    """"en", or the game's Chinese script tag ("zh-Hant" / "zh-Hans"); remembered for Content-Language."""
    best = request.accept_languages.best_match(_OFFERED, default=ENGLISH)
    language = game.chinese_script if best.lower().startswith("zh") else ENGLISH
    g.answer_language = language
    return language


def localized(value, language: str):
    """`value` with every bilingual text (engine.core.text) replaced by its string in `language`."""
    if is_text(value):
        return value["en" if language == ENGLISH else "zh"]
    if isinstance(value, dict):
        return {key: localized(item, language) for key, item in value.items()}
    if isinstance(value, list):
        return [localized(item, language) for item in value]
    return value


def localized_legal_moves(answer: dict, game: Game) -> dict:
    """A Referee's legal-moves answer with its prompts and labels in the request's language (the moves are
    actions, never translated)."""
    language = answer_language(game)
    return {**answer, "prompts": localized(answer["prompts"], language),
            "labels": localized(answer["labels"], language)}


def register_content_language(app: Flask) -> None:
    @app.after_request
    def content_language(response: Response) -> Response:
        language = g.get("answer_language")
        if language:
            response.headers["Content-Language"] = language
            response.vary.add("Accept-Language")
        return response
