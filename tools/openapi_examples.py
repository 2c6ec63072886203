"""The examples of openapi.yaml, made by playing each game through the app with a fixed seed, so that they always
hold and stay in step with the engine (tests/service/test_openapi_examples.py sends each one again).

Every game gets, under its id as the example name: a setup (the fewest players, 2 where the game allows, and a
small seed), its legal moves, the first of them applied, the state as seat 0 sees it, a replay of setup and that
move, and a validation; also an illegal move and the problem it gets (`<game>-illegal`) and a state that cannot
be reached (`<game>-unreachable`). The same move applied, and made out of turn, are also asked in Chinese
(`<game>-zh`, `<game>-illegal-zh`: Accept-Language zh, answered in the game's own script) for CHINESE_ANSWERS. A
request example's name is the name of the response example it gets and of the `game` and `Accept-Language`
parameters' examples.
"""
from __future__ import annotations

import copy

SEED = 7


class ExampleValue(dict):
    """An example's value: tools/build_openapi.py writes it in flow style (one JSON-like block), which keeps
    the states of the examples a fraction of the lines that block style would take."""

# How far the search for an illegal move looks ahead: moves legal later are often illegal now.
LOOKAHEAD_MOVES = 40
JSON = "application/json"
PROBLEM = "application/problem+json"


def add_examples(document: dict, games: dict) -> None:
    from service import create_app

    client = create_app({"TESTING": True}).test_client()
    for game_id in sorted(games):
        for exchange in _exchanges(client, game_id, games[game_id]):
            _document(document, game_id, *exchange)
        if game_id in CHINESE_ANSWERS:
            for exchange in _chinese_exchanges(client, game_id, games[game_id]):
                _document(document, game_id, *exchange, language="zh")
    echo_state = _exchanges(client, "monster-run-slap", games["monster-run-slap"])[0][4]["state"]
    _add_request(document["paths"]["/v1/echo"]["post"], "state", "Any state: it comes back unchanged.",
                 {"state": echo_state})
    _add_response(document, document["paths"]["/v1/echo"]["post"], 200, JSON, "state", "The same state.",
                  {"state": echo_state})
    _add_response(document, document["paths"]["/healthz"]["get"], 200, JSON, "serving", "The process serves.",
                  {"status": "ok"})
    # A sealed token is new at every sealing (its random nonce), so no example can show a real
    # join here; this one shows what a deployment without the rewind guard answers.
    unguarded = "monster-run-join-unguarded"
    join = {"state": "sealed.v2.TOKEN-OF-A-GAME-SET-UP-WITH-KEY-HANDOUT-JOIN", "seat": 1}
    refused = client.post("/v1/games/monster-run/join", json=join)
    _document(document, "monster-run", "join", unguarded, "Joining where the deployment has no rewind guard", join,
              refused.get_json(), refused.status_code)
    _catalogue_examples(document, client, games)
    (listing,) = document["paths"]["/v1/games"]["get"]["parameters"]
    listing["examples"] = {"en": {"summary": "In English", "value": "en"},
                           "zh": {"summary": "Each game in its own Chinese script", "value": "zh"}}
    describe = {parameter["name"]: parameter for parameter in document["paths"]["/v1/games/{game}"]["get"]["parameters"]}
    describe["game"]["examples"] = {game_id: {"summary": games[game_id].name_en, "value": game_id}
                                    for game_id in sorted(games)}
    describe["Accept-Language"]["examples"] = {game_id: {"summary": games[game_id].name_en, "value": "en"}
                                               for game_id in sorted(games)}


# An apply and a refusal asked in Chinese, for one game of each script: Monster Run (traditional) and PaoPao Sha
# (simplified).
CHINESE_ANSWERS = ("monster-run", "paopaosha")
# The catalogue in Chinese for one game of each script (traditional, simplified): all four would double its size.
CHINESE_CATALOGUES = ("monster-maker-5", "paopaosha")


def _catalogue_examples(document: dict, client, games: dict) -> None:
    """Each game's catalogue in English (`<game>`), and in Chinese (`<game>-zh`) for CHINESE_CATALOGUES."""
    operation = document["paths"]["/v1/games/{game}/catalogue"]["get"]
    parameters = {parameter["name"]: parameter for parameter in operation["parameters"]}
    asked = [(game_id, game_id, "en", "in English") for game_id in sorted(games)]
    asked += [(f"{game_id}-zh", game_id, "zh", "in Chinese") for game_id in CHINESE_CATALOGUES]
    for name, game_id, language, words in asked:
        summary = f"{games[game_id].name_en}: its catalogue {words}"
        response = client.get(f"/v1/games/{game_id}/catalogue", headers={"Accept-Language": language})
        assert response.status_code == 200, response.get_json()
        _add_response(document, operation, 200, JSON, name, summary, response.get_json())
        parameters["game"].setdefault("examples", {})[name] = {"summary": summary, "value": game_id}
        parameters["Accept-Language"].setdefault("examples", {})[name] = {"summary": summary, "value": language}


def _exchanges(client, game_id: str, game) -> list[tuple]:
    """(path suffix, example name, summary, request, response body, status) of each example of one game."""
    name = game.name_en
    players = max(2, game.min_players)
    setup = {"players": players, "seed": SEED}
    base = f"/v1/games/{game_id}"
    started = _post(client, f"{base}/setup", setup, 201)
    state = started["state"]
    moves = _post(client, f"{base}/legal-moves", {"state": state}, 200)
    first = moves["moves"][0]
    applied = _post(client, f"{base}/apply", {"state": state, "action": first}, 200)
    illegal, problem = _illegal_move(client, base, state, first)
    view = _post(client, f"{base}/view", {"state": state, "player": 0}, 200)
    replay = {"setup": setup, "actions": [first]}
    replayed = _post(client, f"{base}/replay", replay, 200)
    unreachable = {**state, "players": state["players"] + 1}
    verdict = _post(client, f"{base}/validate", {"state": unreachable}, 200)
    return [
        ("setup", game_id, f"{name}: {players} players, seed {SEED}", setup, started, 201),
        ("legal-moves", game_id, f"{name}: every legal move after setup", {"state": state}, moves, 200),
        ("apply", game_id, f"{name}: the first legal move", {"state": state, "action": first}, applied, 200),
        ("apply", f"{game_id}-illegal", f"{name}: a move the rules forbid, and its problem",
         {"state": state, "action": illegal}, problem, problem["status"]),
        ("view", game_id, f"{name}: the state as seat 0 sees it", {"state": state, "player": 0}, view, 200),
        ("replay", game_id, f"{name}: setup and the first legal move", replay, replayed, 200),
        ("validate", game_id, f"{name}: a state the rules can reach", {"state": state}, {"valid": True}, 200),
        ("validate", f"{game_id}-unreachable", f"{name}: a state with one player too many",
         {"state": unreachable}, verdict, 200),
    ]


def _chinese_exchanges(client, game_id: str, game) -> list[tuple]:
    """The first legal move applied, and the same move by the next seat (out of turn), asked with
    Accept-Language zh."""
    name = game.name_en
    chinese = {"Accept-Language": "zh"}
    state = _post(client, f"/v1/games/{game_id}/setup", {"players": max(2, game.min_players), "seed": SEED}, 201)["state"]
    first = _post(client, f"/v1/games/{game_id}/legal-moves", {"state": state}, 200)["moves"][0]
    applied = _post(client, f"/v1/games/{game_id}/apply", {"state": state, "action": first}, 200, chinese)
    out_of_turn = {**first, "player": (first["player"] + 1) % state["players"]}
    refused = client.post(f"/v1/games/{game_id}/apply", json={"state": state, "action": out_of_turn}, headers=chinese)
    return [
        ("apply", f"{game_id}-zh", f"{name}: the first legal move, answered in Chinese",
         {"state": state, "action": first}, applied, 200),
        ("apply", f"{game_id}-illegal-zh", f"{name}: the first legal move made out of turn, its problem in Chinese",
         {"state": state, "action": out_of_turn}, refused.get_json(), refused.status_code),
    ]


def _illegal_move(client, base: str, state: dict, first: dict) -> tuple[dict, dict]:
    """A move the rules forbid now: one that is legal a few moves later, played too early; else the first legal
    move made by a seat whose turn it is not."""
    actor = first["player"]
    later, current = [], state
    for _ in range(LOOKAHEAD_MOVES):
        moves = _post(client, f"{base}/legal-moves", {"state": current}, 200)["moves"]
        if not moves:
            break
        later.extend(move for move in moves if move not in later)
        current = _post(client, f"{base}/apply", {"state": current, "action": moves[0]}, 200)["state"]
    for move in later:
        candidate = {**move, "player": actor}
        response = client.post(f"{base}/apply", json={"state": state, "action": candidate})
        if response.status_code == 422 and response.get_json()["code"] == "ILLEGAL_MOVE":
            return candidate, response.get_json()
    candidate = {**first, "player": (actor + 1) % state["players"]}
    response = client.post(f"{base}/apply", json={"state": state, "action": candidate})
    assert response.status_code == 422, response.get_json()
    return candidate, response.get_json()


def _post(client, path: str, body: dict, status: int, headers: dict | None = None) -> dict:
    response = client.post(path, json=body, headers=headers or {})
    assert response.status_code == status, (path, response.get_json())
    return response.get_json()


def _document(document: dict, game_id: str, suffix: str, name: str, summary: str, request: dict, answer: dict,
              status: int, language: str = "en") -> None:
    operation = document["paths"]["/v1/games/{game}/" + suffix]["post"]
    _add_request(operation, name, summary, request)
    _add_response(document, operation, status, JSON if status < 400 else PROBLEM, name, summary, answer)
    parameters = {parameter["name"]: parameter for parameter in operation["parameters"]}
    parameters["game"].setdefault("examples", {})[name] = {"summary": summary, "value": game_id}
    if "Accept-Language" in parameters:
        parameters["Accept-Language"].setdefault("examples", {})[name] = {"summary": summary, "value": language}


def _add_request(operation: dict, name: str, summary: str, value: dict) -> None:
    content = operation["requestBody"]["content"][JSON]
    content.setdefault("examples", {})[name] = {"summary": summary, "value": ExampleValue(value)}


def _add_response(document: dict, operation: dict, status: int, media_type: str, name: str, summary: str,
                  value: dict) -> None:
    """Adds an example to a response; a shared response ($ref) is copied in first, to carry its own examples."""
    responses = operation["responses"]
    response = responses[str(status)]
    if "$ref" in response:
        shared = document["components"]["responses"][response["$ref"].rsplit("/", 1)[1]]
        response = responses[str(status)] = copy.deepcopy(shared)
    response["content"][media_type].setdefault("examples", {})[name] = {"summary": summary,
                                                                         "value": ExampleValue(value)}
