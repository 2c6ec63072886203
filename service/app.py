"""The application factory."""
import os

from flask import Flask
from flask_cors import CORS
from flask.json.provider import DefaultJSONProvider

from engine.registry import GAMES

from service.api import api
from service.docs import docs
from service.problems import register_error_handlers

# States of the largest games are a few tens of kilobytes; anything far beyond is not a game state.
MAX_BODY_BYTES = 2 * 1024 * 1024
# Origins of browser apps allowed to call the service, comma separated (e.g. "https://table.example"); none by
# default, so a browser on another origin is refused unless the deployment names it.
CORS_ORIGINS_VARIABLE = "REFEREE_CORS_ORIGINS"
# How long a browser may cache a preflight answer, in seconds.
CORS_MAX_AGE = 600


class JSONProvider(DefaultJSONProvider):
    """UTF-8 JSON with keys sorted (equal states give equal bytes). A lone surrogate that a client sent (legal
    in JSON text as an escape, not encodable as UTF-8) and that an error message quotes becomes U+FFFD instead
    of failing the response."""

    sort_keys = True
    ensure_ascii = False

    def dumps(self, obj, **kwargs) -> str:
        text = super().dumps(obj, **kwargs)
        return text if text.isascii() else text.encode("utf-8", "replace").decode("utf-8")


class RefereeApp(Flask):
    json_provider_class = JSONProvider


def create_app(config: dict | None = None) -> Flask:
    """`config` may set GAMES, the games served by id (default: every registered game), and CORS_ORIGINS, the
    origins allowed (default: those of the REFEREE_CORS_ORIGINS environment variable)."""
    app = RefereeApp(__name__)
    app.config["GAMES"] = GAMES
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.config["CORS_ORIGINS"] = _origins(os.environ.get(CORS_ORIGINS_VARIABLE, ""))
    if config:
        app.config.update(config)
    if app.config["CORS_ORIGINS"]:
        CORS(app, origins=app.config["CORS_ORIGINS"], methods=["GET", "POST"], allow_headers=["Content-Type"],
             max_age=CORS_MAX_AGE)
    app.register_blueprint(api)
    app.register_blueprint(docs)
    register_error_handlers(app)
    return app


def _origins(setting: str) -> list[str]:
    return [origin.strip() for origin in setting.split(",") if origin.strip()]
