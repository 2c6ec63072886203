"""The endpoints' answers on sealed states: open the token, check the caller's seat key, run the engine, seal
the next state, and show the caller only what its seat may see.

Configured from the app config, or else the environment, by the same names:
REFEREE_SEAL_KEYS (keys in Fernet's format, comma-separated; the first seals), REFEREE_SEAT_KEY_SECRET (at least 32
bytes), REFEREE_SEAL (`optional`, the default, or `required`: refuse open states and client-chosen seeds),
REFEREE_GUARD_URL (redis://...; the rewind guard) and REFEREE_GUARD_IDLE_SECONDS.
"""
from __future__ import annotations

import os
import re
import secrets
from dataclasses import dataclass

from flask import Flask, jsonify
from marshmallow import Schema, ValidationError, fields, validate

from engine.core import CHANCE, Referee
from engine.core.referee import SealedStateReferee
from service.language import localized_legal_moves, localized_play
from service.request_context import current_application, current_request
from service.rewind_guard import DEFAULT_IDLE_SECONDS, RewindGuard
from service.sealed_problems import (
    SeatKeyMissing,
    answer_seat_key_missing,
    join_unavailable,
    sealed_state_required,
    sealing_unavailable,
    seat_key_missing,
    seat_key_wrong,
)
from service.sealing import TOKEN_PREFIX, Sealed, Sealer
from service.seat_keys import TABLE, SeatKeys

SEAL_MODES = ("optional", "required")
NO_GUARD = "the rewind guard (REFEREE_GUARD_URL), which records the seats taken, is not configured"


class JoinRequest(Schema):
    state = fields.String(required=True, validate=validate.Regexp(re.escape(TOKEN_PREFIX)))
    seat = fields.Raw(required=True)  # a seat number or "table"; checked against the game's seats


@dataclass(frozen=True)
class SealedDeployment:
    sealer: Sealer | None
    seat_keys: SeatKeys | None
    required: bool
    guard: RewindGuard | None


def configure_sealing(app: Flask) -> None:
    """Reads the settings once at start; a half-configured deployment fails to start rather than serve."""
    def setting(name: str, default: str = "") -> str:
        return str(app.config.get(name, os.environ.get(name, default))).strip()

    mode = setting("REFEREE_SEAL", "optional") or "optional"
    if mode not in SEAL_MODES:
        raise ValueError(f"REFEREE_SEAL must be one of {', '.join(SEAL_MODES)}, not {mode!r}")
    sealer = Sealer.from_text(setting("REFEREE_SEAL_KEYS")) if setting("REFEREE_SEAL_KEYS") else None
    secret = setting("REFEREE_SEAT_KEY_SECRET")
    if sealer and not secret:
        raise ValueError("REFEREE_SEAL_KEYS is set but REFEREE_SEAT_KEY_SECRET is not")
    if not sealer and (mode == "required" or setting("REFEREE_GUARD_URL")):
        raise ValueError("REFEREE_SEAL=required and REFEREE_GUARD_URL need REFEREE_SEAL_KEYS")
    guard_url = setting("REFEREE_GUARD_URL")
    guard = RewindGuard(guard_url, int(setting("REFEREE_GUARD_IDLE_SECONDS", str(DEFAULT_IDLE_SECONDS)))) \
        if guard_url else None
    app.extensions["sealed_states"] = SealedDeployment(sealer, SeatKeys(secret) if sealer else None,
                                                       mode == "required", guard)
    app.register_error_handler(SeatKeyMissing, answer_seat_key_missing)


def handles(request: dict) -> bool:
    """Whether the sealed path answers `request` (a parsed body); refuses an open one where seals are
    required. Takes the setup's `seal` and `key_handout` out of the engine's setup options: a sealed setup or
    replay finds `key_handout` at the top of `request`."""
    deployment = _deployment()
    if "state" in request:
        sealed = isinstance(request["state"], str)
    else:
        setup = request.get("setup", request)
        sealed = setup.pop("seal", None)
        key_handout = setup.pop("key_handout", "answer")
        if deployment.required:
            if setup.get("seed") is not None:
                raise sealed_state_required("the server chooses the seed of a sealed game")
            sealed = True if sealed is None else sealed
        request["key_handout"] = key_handout
    if not sealed and deployment.required:
        raise sealed_state_required("send a sealed state, or set up with \"seal\": true")
    if sealed and deployment.sealer is None:
        raise sealing_unavailable()
    if not sealed:
        request.pop("key_handout", None)
    return bool(sealed)


def setup(ref: Referee, request: dict):
    by_join = request.pop("key_handout", None) == "join"
    state, events = ref.setup(**request)
    return _new_game(ref, state, events, moves=0, by_join=by_join), 201


def replay(ref: Referee, request: dict):
    by_join = request.pop("key_handout", None) == "join"
    state, events = ref.replay(request["setup"], request["actions"])
    return _new_game(ref, state, events, moves=len(request["actions"]), by_join=by_join)


def join(ref: Referee, request: dict):
    """Hands out one seat's key, once: for an app with no trusted server, each device joins its own seat."""
    deployment = _deployment()
    if deployment.guard is None:
        raise join_unavailable(NO_GUARD)
    sealed = deployment.sealer.open(request["state"], ref.game.id)
    seat = request["seat"]
    if isinstance(seat, bool) or seat not in deployment.seat_keys.holders(sealed.state["players"],
                                                                          sealed.state["chance"]):
        raise ValidationError({"seat": ["This game has no such seat (\"table\" only in client and table chance)."]})
    deployment.guard.claim_seat(sealed.game_id, seat)
    return jsonify(localized_play({
        "seat": seat, "seat_key": deployment.seat_keys.key(sealed.game, sealed.game_id, seat),
        "view": _referee_for(ref, sealed).view(sealed.state, None if seat == TABLE else seat)}, ref.game))


def legal_moves(ref: Referee, request: dict):
    return jsonify(localized_legal_moves(moves_of_seat(_deployment(), _authorization(), ref, request), ref.game))


def moves_of_seat(deployment: SealedDeployment, authorization: str, ref: Referee, request: dict) -> dict:
    """The Referee's legal-moves answer on a sealed state, for the seat whose key `authorization` (the request's
    Authorization header, "" if none) carries."""
    sealed, trusted = _open(deployment, ref, request["state"])
    # Without a seat named, the one who is asked for moves is most often the one to act.
    to_act = sealed.state.get("to_act")
    asking = request["player"] if request["player"] is not None else \
        (to_act[0] if isinstance(to_act, list) and to_act else None)
    holder = _holder(deployment, authorization, sealed, "a seat", _holder_named(asking))
    seat = _seat_of(holder)
    if request["player"] is not None and request["player"] != seat:
        raise seat_key_wrong(f"it is the key of {_name(holder)}, not of {request['player']!r}")
    return trusted.legal_moves(sealed.state, seat)


def view(ref: Referee, request: dict):
    deployment = _deployment()
    sealed, trusted = _open(deployment, ref, request["state"])
    player = request["player"]
    if player is not None and _holder(deployment, _authorization(), sealed, f"seat {player}", player) != player:
        raise seat_key_wrong(f"it is not the key of seat {player}")
    return jsonify(localized_play({"state": trusted.view(sealed.state, player)}, ref.game))


def apply(ref: Referee, request: dict):
    return jsonify(localized_play(move_sealed(_deployment(), _authorization(), ref, request), ref.game))


def move_sealed(deployment: SealedDeployment, authorization: str, ref: Referee, request: dict) -> dict:
    """The apply answer on a sealed state (the next state sealed, the actor's view, the events it may see) for
    the seat whose key `authorization` carries. The rewind guard takes the same move on the same state again,
    so a request may be answered a second time."""
    sealed, trusted = _open(deployment, ref, request["state"])
    action = request["action"]
    holder = _holder(deployment, authorization, sealed, "the acting seat", _holder_named(action.get("player")))
    # An action naming no actor is left to the Referee, which refuses it as malformed.
    if "player" in action and (action["player"] != _seat_of(holder) or isinstance(action["player"], bool)):
        raise seat_key_wrong(f"it is the key of {_name(holder)}, who cannot act as {action.get('player')!r}")
    viewer = None if holder == TABLE else holder
    digest = deployment.guard.digest(sealed.moves, sealed.state, action) if deployment.guard else None
    state, events, seen = trusted.apply_and_view(sealed.state, action, viewer)
    if deployment.guard:
        # Only after the engine accepted the action: a refused action leaves the game where it was.
        deployment.guard.advance(sealed.game_id, sealed.moves, digest)
    token = deployment.sealer.seal(Sealed(sealed.game, sealed.game_id, sealed.moves + 1, state))
    return {"state": token, "view": seen, "events": visible_events(events, viewer)}


def validate(ref: Referee, request: dict):
    sealed, trusted = _open(_deployment(), ref, request["state"])
    problems = trusted.validate(sealed.state)
    return jsonify(valid=True) if not problems else jsonify(valid=False, problems=problems)


def visible_events(events: list[dict], seat: int | None) -> list[dict]:
    """The events `seat` (None: a spectator) may be shown."""
    return [event for event in events
            if event["visible_to"] == "all" or (seat is not None and seat in event["visible_to"])]


def _new_game(ref: Referee, state: dict, events: list[dict], moves: int, by_join: bool):
    """The answer of a sealed setup or replay: with every seat's key, or with none when each seat joins."""
    deployment = _deployment()
    if by_join and deployment.guard is None:
        raise join_unavailable(NO_GUARD)
    game_id = secrets.token_urlsafe(18)
    if deployment.guard:
        deployment.guard.register(game_id, moves, joinable=by_join)
    answer = {"state": deployment.sealer.seal(Sealed(ref.game.id, game_id, moves, state)),
              "view": SealedStateReferee(ref.game).view(state, None), "events": visible_events(events, None)}
    if not by_join:
        answer["seat_keys"] = deployment.seat_keys.all_keys(ref.game.id, game_id, state["players"], state["chance"])
    return jsonify(localized_play(answer, ref.game))


def _open(deployment: SealedDeployment, ref: Referee, token: str) -> tuple[Sealed, SealedStateReferee]:
    sealed = deployment.sealer.open(token, ref.game.id)
    return sealed, _referee_for(ref, sealed)


def _referee_for(ref: Referee, sealed: Sealed) -> SealedStateReferee:
    """Trusting the state only where this build of the engine wrote it."""
    return SealedStateReferee(ref.game, trusted=sealed.written_here)


def _authorization() -> str:
    return current_request().environ.get("HTTP_AUTHORIZATION", "")


def _holder(deployment: SealedDeployment, authorization: str, sealed: Sealed, needed: str,
            likely: int | str | None) -> int | str:
    """The seat (or TABLE) whose key `authorization` carries; `likely` is the one the request names."""
    scheme, _, presented = authorization.partition(" ")
    if scheme.lower() != "bearer" or not presented.strip():
        raise seat_key_missing(needed)
    holder = deployment.seat_keys.holder_of(presented.strip(), sealed.game, sealed.game_id,
                                            sealed.state["players"], sealed.state["chance"], likely)
    if holder is None:
        raise seat_key_wrong("it is no seat's key in this game")
    return holder


def _holder_named(seat) -> int | str | None:
    """The key holder that acts as `seat` (a seat number, or "chance" for the table)."""
    return TABLE if seat == CHANCE else seat


def _seat_of(holder: int | str) -> int | str:
    return CHANCE if holder == TABLE else holder


def _name(holder: int | str) -> str:
    return "the table" if holder == TABLE else f"seat {holder}"


def _deployment() -> SealedDeployment:
    return current_application().extensions["sealed_states"]
