"""The floor apps of bench/floor.py: the least any referee of this contract must do per request, with no rules
at all, each a route added to the service's own application (service.app.create_app: its hooks, CORS, language
negotiation, problem handlers and answer JSON), so that each floor is measured on the very stack the referee
runs on.

- service floor (`/floor/service`): the bare echo's own view (`request.get_json()` in, `jsonify` out) inside
  our stack: what the stack adds to a Flask echo, and nothing of the referee's;
- open floor (`/floor/open/<game>/apply`): the service's body parsing with its bad-input guarantees
  (service.body.json_body, the apply envelope) and the same state written back in an apply answer's envelope,
  with no check and no rules;
- sealed floor (`/floor/sealed/<game>/apply`): the same parsing, the token opened as shipped (AEAD, inflate,
  payload JSON), the acting seat's key checked (a sealed request must), the same payload sealed again, and the
  answer envelope written with that token.

    gunicorn --config gunicorn.conf.py 'bench.floor_apps:floor_app()'     # from the repository's root
"""
from flask import Blueprint, Flask, current_app, jsonify, request

from service import sealed_endpoints as sealed
from service.api import APPLY, _referee
from service.app import create_app
from service.body import json_body
from service.language import localized_play
from service.schemas import load_envelope
from service.sealed_problems import seat_key_wrong
from service.sealing import Sealed

floors = Blueprint("floors", __name__)


@floors.post("/floor/service")
def service_floor():
    body = request.get_json()
    return jsonify({"state": body["state"], "events": []})


@floors.post("/floor/open/<game>/apply")
def open_floor(game):
    ref = _referee(game)
    body = load_envelope(APPLY, json_body())
    return jsonify(localized_play({"state": body["state"], "events": []}, ref.game))


@floors.post("/floor/sealed/<game>/apply")
def sealed_floor(game):
    ref = _referee(game)
    body = load_envelope(APPLY, json_body())
    deployment = current_app.extensions["sealed_states"]
    sealer = deployment.sealer
    opened = sealer.open(body["state"], ref.game.id)
    acting = body["action"].get("player")
    holder = sealed._holder(deployment, sealed._authorization(), opened, "the acting seat",
                            sealed._holder_named(acting))
    if sealed._seat_of(holder) != acting:
        raise seat_key_wrong("it is not the key of the acting seat")
    token = sealer.seal(Sealed(opened.game, opened.game_id, opened.moves + 1, opened.state))
    return jsonify(localized_play({"state": token, "events": []}, ref.game))


def floor_app(config: dict | None = None) -> Flask:
    """The referee's application (every /v1 endpoint as shipped) with the floor routes beside them."""
    app = create_app(config)
    app.register_blueprint(floors)
    return app
