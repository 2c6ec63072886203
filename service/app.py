"""The application factory."""
from flask import Flask

from engine.registry import GAMES

from service.api import api
from service.docs import docs
from service.problems import register_error_handlers

# States of the largest games are a few tens of kilobytes; anything far beyond is not a game state.
MAX_BODY_BYTES = 2 * 1024 * 1024


def create_app(config: dict | None = None) -> Flask:
    """`config` may set GAMES, the games served by id (default: every registered game)."""
    app = Flask(__name__)
    app.config["GAMES"] = GAMES
    app.config["MAX_CONTENT_LENGTH"] = MAX_BODY_BYTES
    app.json.sort_keys = True
    app.json.ensure_ascii = False
    if config:
        app.config.update(config)
    app.register_blueprint(api)
    app.register_blueprint(docs)
    register_error_handlers(app)
    return app
