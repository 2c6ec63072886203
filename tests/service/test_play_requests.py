"""service.hot_path answers legal-moves and apply on open states with the very status, headers and body the Flask
application gives (its `flask_path`), and leaves every other request to it: seeded play of every game in English
and Chinese, broken rules, corrupted states, bad bodies, other deployments, and any Accept-Language header."""
import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder

from engine.core import Referee, RefereeError
from engine.registry import GAMES
from service import create_app, fast_json
from service.hot_path import PlayRequests
from tests.conformance.corruptions import CORRUPTIONS
from tests.support.sealed import bearer, sealing_app, unseal

LANGUAGES = [None, "zh-TW,zh;q=0.9", "zh-CN", "zh", "en-US,en;q=0.8", "fr", "*", "", ";;q=x, zh;q=abc"]
PLAYERS = {"paopaosha": 5, "monster-run": 4, "monster-maker-5": 4, "monster-run-slap": 4}


class Answers:
    """Sends one request through the layer and through the Flask path alone; counts what the layer handed on."""

    def __init__(self, app):
        self.layer = app.wsgi_app
        assert isinstance(self.layer, PlayRequests)
        self.handed_on = 0
        flask_path = self.layer.flask_path

        def counted(environ, start_response):
            self.handed_on += 1
            return flask_path(environ, start_response)
        self.flask_path = flask_path
        self.layer.flask_path = counted

    def both(self, path, data: bytes, method="POST", content_type="application/json", **headers):
        """(the layer's answer, Flask's answer, whether the layer answered alone), each (status, headers, body)."""
        before = self.handed_on
        ours = _answer(self.layer, path, data, method, content_type, headers)
        alone = self.handed_on == before
        return ours, _answer(self.flask_path, path, data, method, content_type, headers), alone

    def same(self, path, body, **headers) -> bool:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        ours, flask, alone = self.both(path, data, **headers)
        assert ours == flask
        return alone


def _answer(wsgi, path, data, method, content_type, headers):
    environ = EnvironBuilder(path=path, method=method, data=data, content_type=content_type,
                             headers={name.replace("_", "-"): value for name, value in headers.items()
                                      if value is not None}).get_environ()
    started = {}

    def start_response(status, response_headers, exc_info=None):
        started.update(status=status, headers=list(response_headers))
    body = b"".join(wsgi(environ, start_response))
    return started["status"], started["headers"], body


def _language(header):
    return {} if header is None else {"Accept_Language": header}


def _seeded_play(game_id: str, seed: int, steps: int):
    """(state, a legal action, a seat) along one seeded random game."""
    referee, pick = Referee(GAMES[game_id]), random.Random(seed)
    state, _ = referee.setup(PLAYERS[game_id], seed=seed)
    for _ in range(steps):
        if state.get("result") is not None or not state["to_act"]:
            return
        seat = pick.choice(state["to_act"])
        moves = referee.legal_moves(state, seat)["moves"]
        if not moves:
            return
        action = pick.choice(moves)
        yield state, action, seat
        state, _ = referee.apply(state, action)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_play_requests_answer_as_flask_does_along_seeded_games(game_id):
    answers, pick = Answers(create_app({"TESTING": True})), random.Random(game_id)
    taken = 0
    for seed in range(3):
        for state, action, seat in _seeded_play(game_id, seed, 40):
            header = _language(pick.choice(LANGUAGES))
            path = f"/v1/games/{game_id}"
            taken += answers.same(f"{path}/legal-moves", {"state": state}, **header)
            taken += answers.same(f"{path}/legal-moves", {"state": state, "player": seat}, **header)
            taken += answers.same(f"{path}/apply", {"state": state, "action": action}, **header)
            # A broken rule is Flask's to answer.
            wrong = {**action, "player": (seat + 1) % state["players"] if isinstance(seat, int) else 0}
            assert not answers.same(f"{path}/apply", {"state": state, "action": wrong}, **header) or \
                _accepted(game_id, state, wrong)
    assert taken > 100


def _accepted(game_id, state, action) -> bool:
    try:
        Referee(GAMES[game_id]).apply(copy.deepcopy(state), action)
    except RefereeError:
        return False
    return True


@pytest.mark.parametrize("game_id", sorted(CORRUPTIONS))
def test_corrupted_states_are_refused_by_flask_with_its_own_problem(game_id):
    answers = Answers(create_app({"TESTING": True}))
    state, action, _ = next(_seeded_play(game_id, 7, 1))
    for name, corrupt in CORRUPTIONS[game_id].items():
        broken = copy.deepcopy(state)
        corrupt(broken)
        for header in (None, "zh"):
            ours, flask, alone = answers.both(f"/v1/games/{game_id}/apply",
                                              json.dumps({"state": broken, "action": action}).encode(),
                                              **_language(header))
            assert ours == flask and ours[0].startswith("4") and not alone, name


def _largest_body(game_id="monster-run"):
    state, action, _ = list(_seeded_play(game_id, 1, 30))[-1]
    return state, action


BOTH = ("apply", "legal-moves")
BAD_BODIES = {
    "a float in the state": (BOTH, lambda state, action: {"state": {**state, "turn": 1.5}, "action": action}),
    "a float where no field is": (("apply",), lambda state, action: {"state": state,
                                                                     "action": {**action, "note": 1e-7}}),
    "an integer of 2^64": (("apply",), lambda state, action: {"state": state, "action": {**action, "player": 2**64}}),
    "an unknown envelope field": (BOTH, lambda state, action: {"state": state, "action": action, "extra": 1}),
    "no action": (("apply",), lambda state, action: {"state": state}),
    "no state": (BOTH, lambda state, action: {"action": action}),
    "a list for a body": (BOTH, lambda state, action: [state, action]),
    "a state of the wrong kind": (BOTH, lambda state, action: {"state": [state], "action": action}),
    "a retired token": (BOTH, lambda state, action: {"state": "sealed.v1.abc", "action": action}),
    "a token on an unsealing deployment": (BOTH, lambda state, action: {"state": "sealed.v2.abc", "action": action}),
    "nesting beyond the limit": (BOTH, lambda state, action: {"state": state, "action": action,
                                                              "deep": json.loads("[" * 70 + "]" * 70)}),
    "nesting beyond the limit in the action": (("apply",), lambda state, action: {
        "state": state, "action": {**action, "note": json.loads("[" * 70 + "]" * 70)}}),
    "nesting beyond the limit in the state": (BOTH, lambda state, action: {
        "state": {**state, "note": json.loads("[" * 70 + "]" * 70)}, "action": action}),
    "a seat out of range": (("legal-moves",), lambda state, action: {"state": state, "player": 64}),
    "a seat of true": (("legal-moves",), lambda state, action: {"state": state, "player": True}),
}


@pytest.mark.parametrize("name", sorted(BAD_BODIES))
def test_bad_envelopes_are_answered_by_flask_reading_the_body_once(name, monkeypatch):
    answers = Answers(create_app({"TESTING": True}))
    state, action = _largest_body()
    endpoints, body = BAD_BODIES[name]
    reads = []
    real_loads = fast_json.loads
    monkeypatch.setattr(fast_json, "loads", lambda raw, depth: reads.append(raw) or real_loads(raw, depth))
    for endpoint in endpoints:
        data = json.dumps(body(state, action)).encode()
        ours = _answer(answers.layer, f"/v1/games/monster-run/{endpoint}", data, "POST", "application/json", {})
        assert reads.count(data) == 1
        flask = _answer(answers.flask_path, f"/v1/games/monster-run/{endpoint}", data, "POST", "application/json",
                        {})
        assert ours == flask and ours[0].startswith("4") and answers.handed_on
        reads.clear()


RAW_BODIES = [b"", b"{", b"null", b'{"state": {}}', b"\xef\xbb\xbf{}", '{"state": "\ud800"}'.encode("utf-8", "surrogatepass"),
              b'{"state": 1e999}', b'{"state": NaN}', '{"a": "é"}'.encode("latin-1"), "{}".encode("utf-16")]


@pytest.mark.parametrize("raw", RAW_BODIES)
def test_unreadable_bodies_are_answered_by_flask(raw):
    answers = Answers(create_app({"TESTING": True}))
    for endpoint in ("apply", "legal-moves"):
        ours, flask, alone = answers.both(f"/v1/games/paopaosha/{endpoint}", raw)
        assert ours == flask and ours[0].startswith("4") and not alone


def test_requests_outside_the_two_endpoints_are_flasks():
    answers = Answers(create_app({"TESTING": True}))
    state, action = _largest_body()
    data = json.dumps({"state": state, "action": action}).encode()
    for path, method, content_type in [
        ("/v1/games/monster-run/apply/", "POST", "application/json"),
        ("/v1/games/monster-run/view", "POST", "application/json"),
        ("/v1/games/monster-run/validate", "POST", "application/json"),
        ("/v1/games/no-such-game/apply", "POST", "application/json"),
        ("/v1/games//apply", "POST", "application/json"),
        ("/v1/games/monster-run/apply", "PUT", "application/json"),
        ("/v1/games/monster-run/apply", "GET", "application/json"),
        ("/v1/games/monster-run/apply", "POST", "application/json; charset=utf-8"),
        ("/v1/games/monster-run/apply", "POST", "application/merge-patch+json"),
        ("/v1/games/monster-run/apply", "POST", "text/plain"),
        ("/v1/echo", "POST", "application/json"),
    ]:
        ours, flask, alone = answers.both(path, data, method=method, content_type=content_type)
        assert ours == flask and not alone, (path, method, content_type)


def test_an_open_state_sent_with_a_seat_key_is_answered_alike():
    answers = Answers(sealing_app())
    state, action = _largest_body()
    assert answers.same("/v1/games/monster-run/apply", {"state": state, "action": action},
                        Authorization="Bearer not-a-key")


def test_a_body_over_the_limit_or_of_no_stated_length_is_flasks():
    app = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 2000})
    answers = Answers(app)
    state, action = _largest_body()
    data = json.dumps({"state": state, "action": action}).encode()
    assert len(data) > 2000
    ours, flask, alone = answers.both("/v1/games/monster-run/apply", data)
    assert ours == flask and ours[0] == "413 REQUEST ENTITY TOO LARGE" and not alone
    chunked = Answers(create_app({"TESTING": True}))
    ours, flask, alone = chunked.both("/v1/games/monster-run/apply", data, Transfer_Encoding="chunked")
    assert ours == flask and not alone


@pytest.mark.parametrize("origins", [["https://table.example"], ["https://table.example", "https://app.example"]])
def test_a_deployment_with_cors_origins_answers_through_flask_cors(origins):
    answers = Answers(create_app({"TESTING": True, "CORS_ORIGINS": origins}))
    state, action = _largest_body()
    body = {"state": state, "action": action}
    for origin in (None, "https://table.example", "https://elsewhere.example"):
        assert not answers.same("/v1/games/monster-run/apply", body, Origin=origin)


def test_open_states_where_seals_are_required_are_refused_by_flask():
    answers = Answers(sealing_app(REFEREE_SEAL="required"))
    state, action = _largest_body()
    ours, flask, alone = answers.both("/v1/games/monster-run/apply",
                                      json.dumps({"state": state, "action": action}).encode())
    assert ours == flask and ours[0].startswith("4") and not alone


def test_debug_mode_answers_are_flasks_indented_json():
    app = create_app({"TESTING": True})
    app.debug = True
    answers = Answers(app)
    state, action = _largest_body()
    assert not answers.same("/v1/games/monster-run/apply", {"state": state, "action": action})


HEADER_TEXT = st.text(st.characters(min_codepoint=32, max_codepoint=0x9FFF, blacklist_categories=("Cs",)), max_size=40)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(HEADER_TEXT | st.sampled_from(LANGUAGES[1:]) | st.lists(st.sampled_from(
    ["zh", "zh-TW", "zh-Hans", "en", "fr", "*", "q=0", ";q=0.5", ";q=1", ", ", ";"]), max_size=6).map("".join))
def test_any_accept_language_gives_flasks_language(header):
    # A WSGI server hands a header on as the Latin-1 reading of its bytes.
    header = header.encode("utf-8").decode("latin-1")
    answers = Answers(create_app({"TESTING": True}))
    assert answers.same("/v1/games/paopaosha/legal-moves", {"state": _PAOPAOSHA_STATE}, Accept_Language=header)


_PAOPAOSHA_STATE = next(_seeded_play("paopaosha", 3, 1))[0]


def _same_but_tokens(ours, flask, game_id):
    """Equal answers where each sealed token (random nonces) is compared by what it holds."""
    assert ours[:2] == flask[:2]
    ours_body, flask_body = json.loads(ours[2]), json.loads(flask[2])
    if isinstance(ours_body.get("state"), str):
        held = [unseal(body.pop("state"), game_id) for body in (ours_body, flask_body)]
        assert [(opened.game_id, opened.moves, opened.state) for opened in held][0] == \
            [(opened.game_id, opened.moves, opened.state) for opened in held][1]
    assert ours_body == flask_body


@pytest.mark.parametrize("required", [False, True])
@pytest.mark.parametrize("game_id", sorted(PLAYERS))
def test_sealed_games_are_answered_as_flask_answers_them(game_id, required):
    app = sealing_app(REFEREE_SEAL="required") if required else sealing_app()
    answers, pick = Answers(app), random.Random(game_id)
    started = app.test_client().post(f"/v1/games/{game_id}/setup",
                                     json={"players": PLAYERS[game_id], "seal": True}).get_json()
    token, keys = started["state"], started["seat_keys"]
    taken = 0
    for _ in range(15):
        opened = unseal(token, game_id)
        if opened.state["result"] is not None:
            break
        actor = opened.state["to_act"][0]
        key, other = bearer(keys[str(actor)]), bearer(keys[str((actor + 1) % opened.state["players"])])
        header = _language(pick.choice(LANGUAGES))
        path = f"/v1/games/{game_id}"
        taken += answers.same(f"{path}/legal-moves", {"state": token}, **key, **header)
        taken += answers.same(f"{path}/legal-moves", {"state": token, "player": actor}, **key, **header)
        for refused in ({}, other, {"Authorization": "Bearer not-a-key"}):
            assert not answers.same(f"{path}/legal-moves", {"state": token, "player": actor}, **refused, **header)
        moves = json.loads(answers.both(f"{path}/legal-moves", json.dumps({"state": token}).encode(), **key)[0][2])
        action = pick.choice(moves["moves"])
        data = json.dumps({"state": token, "action": action}).encode()
        assert not answers.same(f"{path}/apply", data, **other, **header)
        ours, flask, alone = answers.both(f"{path}/apply", data, **key, **header)
        _same_but_tokens(ours, flask, game_id)
        taken += alone
        token = json.loads(ours[2])["state"]
    assert taken >= 30


def test_a_sealed_state_where_no_sealer_is_configured_is_refused_by_flask():
    sealing = sealing_app()
    token = sealing.test_client().post("/v1/games/monster-run/setup", json={"players": 2, "seal": True}).get_json()
    answers = Answers(create_app({"TESTING": True}))
    ours, flask, alone = answers.both("/v1/games/monster-run/legal-moves",
                                      json.dumps({"state": token["state"]}).encode(),
                                      **bearer(token["seat_keys"]["0"]))
    assert ours == flask and ours[0].startswith("4") and not alone
