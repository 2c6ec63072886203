"""The two requests of a game in play, answered without Flask's per-request machinery; every other request, and
every one of these two that is not plainly well formed, goes to the Flask application.

A client in play calls legal-moves and apply for every move. Through Flask each pays for a Request and a
Response object, the URL map, the application and request contexts, signals and hooks: about 100 µs a request
on this service (BENCHMARKS.md), as much as the referee's own load, check and step of a Monster Maker 5 state.
This WSGI layer takes a request only where the Flask path is certain to answer 200 and where it knows that
answer's exact bytes: POST /v1/games/<game>/(apply|legal-moves) with the exact JSON content type and a
Content-Length within the limit, on a deployment with no CORS origins, a body that orjson reads exactly as the
json module does, an envelope plainly valid, and an open state where open states are allowed or a sealed one
where a sealer is configured. It then calls the very functions the Flask views call (service.api,
service.sealed_endpoints, service.language, service.answer_json) and writes the same status, headers and body.
Anything else, and anything any step refuses or raises (a rule broken, a wrong seat key, a float in the
answer), goes to the Flask application with the body it read, so every error answer is Flask's own. Answering
again is safe: an open request has no side effect, and the rewind guard takes a sealed move it recorded when
the same move on the same state comes again.
"""
import io

from flask import Flask

from engine.core import Referee
from service import fast_json
from service.answer_json import answer_bytes
from service.api import APPLY, LEGAL_MOVES, open_apply, open_legal_moves
from service.body import MAX_DEPTH, READ_BODY
from service.language import language_asked, legal_moves_in, play_in
from service.schemas import plainly_loaded
from service.sealed_endpoints import move_sealed, moves_of_seat

_PREFIX = "/v1/games/"
# Per endpoint: its envelope, its answer on an open state, on a sealed one, and the answer's texts localized.
_ENDPOINTS = {"apply": (APPLY, open_apply, move_sealed, play_in),
              "legal-moves": (LEGAL_MOVES, open_legal_moves, moves_of_seat, legal_moves_in)}


class PlayRequests:
    """WSGI middleware in front of the Flask application's own `wsgi_app` (see the module's docstring)."""

    def __init__(self, app: Flask):
        self.app = app
        self.flask_path = app.wsgi_app

    def __call__(self, environ: dict, start_response):
        taken = self._taken(environ)
        if taken is None:
            return self.flask_path(environ, start_response)
        endpoint, game, length = taken
        raw = environ["wsgi.input"].read(length)
        try:
            text = self._answer(endpoint, game, raw, environ)
        except Exception:       # the Flask path answers it again, with the answer the contract gives it
            text = None
        if text is None:
            environ["wsgi.input"] = io.BytesIO(raw)
            return self.flask_path(environ, start_response)
        body, language = text
        start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body))),
                                  ("Content-Language", language), ("Vary", "Accept-Language")])
        return [body]

    def _taken(self, environ: dict):
        """(endpoint, game, body length) of a request this layer may answer, else None."""
        path = environ.get("PATH_INFO", "")
        if environ.get("REQUEST_METHOD") != "POST" or not path.startswith(_PREFIX) \
                or environ.get("CONTENT_TYPE") != "application/json" or "HTTP_TRANSFER_ENCODING" in environ:
            return None
        game_id, _, endpoint = path[len(_PREFIX):].partition("/")
        app = self.app
        config = app.config
        game = config["GAMES"].get(game_id)
        length = environ.get("CONTENT_LENGTH", "")
        if endpoint not in _ENDPOINTS or game is None or not (length.isascii() and length.isdigit()):
            return None
        limit = config["MAX_CONTENT_LENGTH"]
        # Flask's own answer where it refuses the size, may add CORS headers (flask-cors adds some to requests
        # with no Origin too), or writes indented JSON (debug mode).
        if (limit is not None and int(length) > limit) or config["CORS_ORIGINS"] or app.json.compact is False \
                or (app.json.compact is None and app.debug):
            return None
        return _ENDPOINTS[endpoint], game, int(length)

    def _answer(self, endpoint, game, raw: bytes, environ: dict) -> tuple[bytes, str] | None:
        """The answer's body and language, or None where the Flask path must answer. Until the engine has the
        body, the body as read is left in the environment for the Flask path (service.body.json_body), which
        would read it to the same value: a request handed on is read once."""
        read = fast_json.loads(raw, MAX_DEPTH)          # (value, nested too deeply), or None
        environ[READ_BODY] = (raw, read)
        if read is None or read[1] or type(read[0]) is not dict:
            return None
        schema, open_answer, sealed_answer, localized = endpoint
        envelope = plainly_loaded(schema, read[0])
        if envelope is None:
            return None
        deployment = self.app.extensions["sealed_states"]
        state = envelope["state"]
        sealed = type(state) is str
        if (deployment.sealer is None) if sealed else (type(state) is not dict or deployment.required):
            return None
        del environ[READ_BODY]          # the engine may change what it is given
        answer = sealed_answer(deployment, environ.get("HTTP_AUTHORIZATION", ""), Referee(game), envelope) \
            if sealed else open_answer(Referee(game), envelope)
        language = language_asked(environ.get("HTTP_ACCEPT_LANGUAGE"), game)
        text = answer_bytes(localized(answer, language))
        return None if text is None else (text + b"\n", language)
