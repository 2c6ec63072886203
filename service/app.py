"""The application factory."""
import os

from flask import Flask
from flask_cors import CORS
from flask.json.provider import DefaultJSONProvider

from engine.registry import GAMES

from service.answer_json import answer_bytes
from service.api import api
from service.body import body_may_hold_floats, note_float_input
from service.docs import docs
from service.hot_path import PlayRequests
from service.language import with_content_language
from service.playground import playground
from service.problems import register_error_handlers
from service.sealed_endpoints import configure_sealing

# States of the largest games are a few tens of kilobytes; anything far beyond is not a game state.
MAX_BODY_BYTES = 2 * 1024 * 1024
# The arguments Flask's response() passes to dumps outside debug mode.
COMPACT = {"separators": (",", ":")}
# Origins of browser apps allowed to call the service, comma separated (e.g. "https://table.example"); none by
# default, so a browser on another origin is refused unless the deployment names it.
CORS_ORIGINS_VARIABLE = "REFEREE_CORS_ORIGINS"
# How long a browser may cache a preflight answer, in seconds.
CORS_MAX_AGE = 600


class JSONProvider(DefaultJSONProvider):
    """UTF-8 JSON with keys sorted (equal states give equal bytes). A lone surrogate that a client sent (legal
    in JSON text as an escape, not encodable as UTF-8) and that an error message quotes becomes U+FFFD instead
    of failing the response.

    Compact answers are written by orjson wherever that gives the same bytes (service.answer_json): not when
    the request body may have held a float, since an infinite one would come back as null."""

    sort_keys = True
    ensure_ascii = False

    def dumps(self, obj, **kwargs) -> str:
        if kwargs == COMPACT and not body_may_hold_floats():
            text = answer_bytes(obj)
            if text is not None:
                return text.decode("utf-8")
        text = super().dumps(obj, **kwargs)
        return text if text.isascii() else text.encode("utf-8", "replace").decode("utf-8")

    def response(self, *args, **kwargs):
        """jsonify: Flask's compact answer, with orjson's UTF-8 bytes used as they are (not decoded to text and
        encoded back) wherever `dumps` would use them."""
        if not (self.compact is False or (self.compact is None and self._app.debug) or body_may_hold_floats()):
            fast = answer_bytes(self._prepare_response_obj(args, kwargs))
            if fast is not None:
                return self._app.response_class(fast + b"\n", mimetype=self.mimetype)
        return super().response(*args, **kwargs)

    def loads(self, s, **kwargs):
        note_float_input()
        return super().loads(s, **kwargs)


class RefereeApp(Flask):
    json_provider_class = JSONProvider

    def process_response(self, response):
        """Every answer gets its Content-Language before the after_request functions (CORS's) run, as a hook
        registered last would, without Flask wrapping a hook for each request (ensure_sync)."""
        return super().process_response(with_content_language(response))


def create_app(config: dict | None = None) -> Flask:
    """`config` may set GAMES, the games served by id (default: every registered game), CORS_ORIGINS, the
    origins allowed (default: those of the REFEREE_CORS_ORIGINS environment variable), and the REFEREE_*
    settings of sealed states (service/sealed_endpoints.py), which otherwise come from the environment."""
    app = RefereeApp(__name__)
    app.config["GAMES"] = GAMES
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.config["CORS_ORIGINS"] = _origins(os.environ.get(CORS_ORIGINS_VARIABLE, ""))
    if config:
        app.config.update(config)
    if app.config["CORS_ORIGINS"]:
        CORS(app, origins=app.config["CORS_ORIGINS"], methods=["GET", "POST"], allow_headers=["Content-Type", "Authorization"],
             max_age=CORS_MAX_AGE)
    app.register_blueprint(api)
    app.register_blueprint(docs)
    app.register_blueprint(playground)
    register_error_handlers(app)
    configure_sealing(app)
    app.wsgi_app = PlayRequests(app)
    return app


def _origins(setting: str) -> list[str]:
    return [origin.strip() for origin in setting.split(",") if origin.strip()]
