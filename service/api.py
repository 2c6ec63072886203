"""The /v1 endpoints: each parses its envelope, calls the engine's Referee, and returns its answer."""
from flask import Blueprint, g, jsonify

from engine.core import Referee
from service import sealed_endpoints as sealed
from service.body import json_body
from service.language import (
    answer_language,
    localized,
    localized_description,
    localized_legal_moves,
    localized_play,
)
from service.problems import ServiceProblem
from service.request_context import current_application
from service.schemas import (
    ApplyRequest,
    LegalMovesRequest,
    ReplayRequest,
    SetupRequest,
    StateRequest,
    ViewRequest,
    load_envelope,
)

api = Blueprint("api", __name__)

# marshmallow schemas keep no state between loads: one of each per process, not one per request.
SETUP, STATE, LEGAL_MOVES, APPLY, VIEW, REPLAY = (SetupRequest(), StateRequest(), LegalMovesRequest(),
                                                  ApplyRequest(), ViewRequest(), ReplayRequest())


def _games() -> dict:
    return current_application().config["GAMES"]


def _referee(game: str) -> Referee:
    found = _games().get(game)
    if found is None:
        raise ServiceProblem(404, "UNKNOWN_GAME", "Unknown game",
                             f"There is no game {game!r}; GET /v1/games lists the games.")
    return Referee(found)


@api.get("/healthz")
def healthz():
    return jsonify(status="ok")


@api.get("/v1/games")
def list_games():
    described = [localized_description(game.describe(), game) for game in _games().values()]
    # Each game answers in its own script: a Chinese list is in both (Content-Language lists every language used).
    g.answer_language = ", ".join(sorted({answer_language(game) for game in _games().values()}))
    return jsonify(games=described)


@api.get("/v1/games/<game>")
def describe_game(game):
    found = _referee(game).game
    return jsonify(localized_description(found.describe(), found))


@api.get("/v1/games/<game>/catalogue")
def catalogue(game):
    found = _referee(game).game
    return jsonify(localized(found.catalogue(), answer_language(found)))


@api.post("/v1/games/<game>/setup")
def setup(game):
    ref = _referee(game)
    request = SETUP.load(json_body())
    if sealed.handles(request):
        return sealed.setup(ref, request)
    state, events = ref.setup(**request)
    return jsonify(localized_play({"state": state, "events": events}, ref.game)), 201


@api.post("/v1/games/<game>/legal-moves")
def legal_moves(game):
    ref = _referee(game)
    request = load_envelope(LEGAL_MOVES, json_body())
    if sealed.handles(request):
        return sealed.legal_moves(ref, request)
    return jsonify(localized_legal_moves(open_legal_moves(ref, request), ref.game))


def open_legal_moves(ref: Referee, request: dict) -> dict:
    """The legal-moves answer on an open state (service.hot_path gives it too)."""
    return ref.legal_moves(request["state"], request["player"])


@api.post("/v1/games/<game>/apply")
def apply(game):
    ref = _referee(game)
    request = load_envelope(APPLY, json_body())
    if sealed.handles(request):
        return sealed.apply(ref, request)
    return jsonify(localized_play(open_apply(ref, request), ref.game))


def open_apply(ref: Referee, request: dict) -> dict:
    """The apply answer on an open state (service.hot_path gives it too)."""
    state, events = ref.apply(request["state"], request["action"])
    return {"state": state, "events": events}


@api.post("/v1/games/<game>/replay")
def replay(game):
    ref = _referee(game)
    request = REPLAY.load(json_body())
    if sealed.handles(request):
        return sealed.replay(ref, request)
    state, events = ref.replay(request["setup"], request["actions"], events=request["events"])
    return jsonify(localized_play({"state": state, "events": events}, ref.game))


@api.post("/v1/games/<game>/view")
def view(game):
    ref = _referee(game)
    request = load_envelope(VIEW, json_body())
    if sealed.handles(request):
        return sealed.view(ref, request)
    return jsonify(localized_play({"state": ref.view(request["state"], request["player"])}, ref.game))


@api.post("/v1/games/<game>/join")
def join(game):
    return sealed.join(_referee(game), sealed.JoinRequest().load(json_body()))


@api.post("/v1/games/<game>/validate")
def validate(game):
    ref = _referee(game)
    request = load_envelope(STATE, json_body())
    if sealed.handles(request):
        return sealed.validate(ref, request)
    problems = ref.validate(request["state"])
    return jsonify(valid=True) if not problems else jsonify(valid=False, problems=problems)


@api.post("/v1/echo")
def echo():
    """Returns the state it was sent: the cost of HTTP and JSON alone, the baseline of bench/run.py."""
    request = load_envelope(STATE, json_body())
    return jsonify(state=request["state"])
