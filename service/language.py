"""The language of an answer, from the request's Accept-Language: English by default; any Chinese (zh, zh-TW,
zh-Hant, zh-CN, zh-Hans, ...) gives the game's own script, the one its published edition was printed in
(traditional for 跑吧！怪獸 and 聖索菲雅騎士團, simplified for 跑跑杀). The answer says which in
Content-Language.

Every text a player reads follows it: events' `message`, the result's `message`, problems' `detail`, legal-moves'
prompts and labels, the catalogue and the rule statements. Events, results and problems keep `message_zh` /
`detail_zh` (always Chinese) beside them, as the engine writes them, so clients that read those keep working."""
from __future__ import annotations

from flask import Response, current_app, g, has_request_context, request
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from engine.core.game import Game
from engine.core.text import Written, is_text
from service.request_context import current_globals, current_request

ENGLISH = "en"
# Accept-Language tags we recognise; werkzeug matches a client's "zh-TW" to "zh-TW" and its "zh" to any zh-*.
_OFFERED = ("en", "zh", "zh-TW", "zh-Hant", "zh-HK", "zh-CN", "zh-Hans", "zh-SG")


def answer_language(game: Game) -> str:
    """"en", or the game's Chinese script tag ("zh-Hant" / "zh-Hans"); remembered for Content-Language."""
    # Most clients send no Accept-Language: English without parsing an empty header (read from the WSGI
    # environment: request.headers.get raises and catches an exception for a header not sent).
    language = language_asked(current_request().environ.get("HTTP_ACCEPT_LANGUAGE"), game)
    current_globals().answer_language = language
    return language


def language_asked(header: str | None, game: Game) -> str:
    """"en", or the game's Chinese script tag, for the Accept-Language header `header` (None: not sent), read as
    werkzeug's `Request.accept_languages` reads it."""
    best = parse_accept_header(header, LanguageAccept).best_match(_OFFERED, default=ENGLISH) if header else ENGLISH
    return game.chinese_script if best.lower().startswith("zh") else ENGLISH


def localized(value, language: str):
    """`value` with every bilingual text (engine.core.text) replaced by its string in `language`."""
    return _localized(value, "en" if language == ENGLISH else "zh")


def _localized(value, key: str):
    if type(value) is Written:
        # Every list written from one table is the same: it is worked out in each language once per table.
        found = value.languages.get(key)
        if found is None:
            found = value.languages[key] = _localized(list(value), key)
        return list(found)
    if type(value) is list:
        # Labels and prompts are lists of texts and of objects holding texts: a plain text or string item is
        # read here, without a call per item; anything else (a subclass included) goes through the whole test.
        return [item[key] if type(item) is dict and len(item) == 2 and type(item.get("en")) is str
                and type(item.get("zh")) is str else item if type(item) is str else _localized(item, key)
                for item in value]
    if is_text(value):
        return value[key]
    if isinstance(value, dict):
        return {name: _localized(item, key) for name, item in value.items()}
    if isinstance(value, list):
        return [_localized(item, key) for item in value]
    return value


def localized_legal_moves(answer: dict, game: Game) -> dict:
    """A Referee's legal-moves answer with its prompts and labels in the request's language (the moves are
    actions, never translated)."""
    return legal_moves_in(answer, answer_language(game))


def legal_moves_in(answer: dict, language: str) -> dict:
    return {**answer, "prompts": localized(answer["prompts"], language),
            "labels": localized(answer["labels"], language)}


def in_language(item: dict, field: str, language: str) -> dict:
    """`item` (an event, a result, a problem) with `field` in `language`: the game's Chinese from `<field>_zh` where
    Chinese is asked and the item has it; `<field>_zh` itself stays, always Chinese, for clients that read it."""
    chinese = item.get(field + "_zh")
    if language == ENGLISH or not isinstance(chinese, str):
        return item
    return {**item, field: chinese}


def _state_in_language(state, language: str):
    """A state or view (a sealed state is a string token: nothing to read) with its result's message in
    `language`; the engine loads a state whose result message is in either language back."""
    if not isinstance(state, dict) or not isinstance(state.get("result"), dict):
        return state
    return {**state, "result": in_language(state["result"], "message", language)}


def localized_play(answer: dict, game: Game) -> dict:
    """An answer of setup, apply, replay or view (plain or sealed) with every event's message and the result's
    message in the request's language."""
    return play_in(answer, answer_language(game))


def play_in(answer: dict, language: str) -> dict:
    if language == ENGLISH:
        return answer
    out = dict(answer)
    if "events" in out:
        out["events"] = [in_language(event, "message", language) for event in out["events"]]
    for key in ("state", "view"):
        if key in out:
            out[key] = _state_in_language(out[key], language)
    return out


def localized_description(description: dict, game: Game) -> dict:
    """GET /v1/games/{game}: each rule statement's `summary` in the request's language (`summary_zh` stays)."""
    language = answer_language(game)
    return {**description, "rules": [in_language(rule, "summary", language) for rule in description["rules"]]}


def _path_game() -> Game | None:
    """The game of the request's path, if it names a game this service has."""
    name = request.view_args.get("game") if has_request_context() and request.view_args else None
    return current_app.config.get("GAMES", {}).get(name) if name else None


def in_game_script(traditional: str, simplified: str) -> dict:
    """`{"detail_zh": ...}` in the script of the request's game, for a problem the service finds itself (an
    unreadable body); `{}` where the path names no game, since the script is the game's."""
    game = _path_game()
    if game is None:
        return {}
    return {"detail_zh": simplified if game.chinese_script == "zh-Hans" else traditional}


def localized_problem(document: dict) -> dict:
    """A problem about the game of the request's path with its `detail` in the request's language, where it has
    a Chinese `detail_zh`; any other stays English (and says so in Content-Language)."""
    game = _path_game()
    if game is None:
        return document
    language = answer_language(game) if isinstance(document.get("detail_zh"), str) else ENGLISH
    g.answer_language = language
    return in_language(document, "detail", language)


def with_content_language(response: Response) -> Response:
    """The answer with Content-Language (the language its texts are in) and Vary: Accept-Language, where the
    request's handling chose one (service.app.RefereeApp.process_response calls this for every answer)."""
    language = current_globals().get("answer_language")
    if language:
        response.headers["Content-Language"] = language
        # getlist finds no Vary without the exception `in` raises and catches inside werkzeug's Headers.
        if response.headers.getlist("Vary"):
            response.vary.add("Accept-Language")
        else:                                   # the same header, without parsing an empty one first
            response.headers["Vary"] = "Accept-Language"
    return response
