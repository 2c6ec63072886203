"""orjson reads request bodies and writes answers only where it gives exactly what the json module gives:
the same values in, the same bytes out (sorted keys, UTF-8, lone surrogates as U+FFFD, integers of any size)."""
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.registry import GAMES
from service import fast_json, sealing
from service.app import create_app
from service.body import MAX_DEPTH, _depth, json_body
from service.problems import ServiceProblem

APP = create_app({"TESTING": True})

SCALARS = (st.none() | st.booleans() | st.integers() | st.integers(min_value=-2**70, max_value=2**70)
           | st.sampled_from([2**63 - 1, 2**63, 2**64 - 1, 2**64, -2**63, -2**63 - 1, 10**30])
           | st.floats(allow_nan=False, allow_infinity=False) | st.text()
           | st.sampled_from(["\ud800", "a\udfffb", "\u2028\u2029", "\x00\x1f\x7f", '"\\/', "\\\"", "é中文😀",
                              "true", "1.5e-07", '\\"]}'])
           )
JSON_VALUES = st.recursive(SCALARS, lambda children: st.lists(children, max_size=4)
                           | st.dictionaries(st.text(max_size=6) | st.sampled_from(["a", "b", "\ud83d", "é"]),
                                             children, max_size=4), max_leaves=30)


def flask_writes(value) -> str:
    """What the service's JSON provider writes for a compact answer, inside a request."""
    with APP.test_request_context("/"):
        return APP.json.dumps(value, separators=(",", ":"))


def json_writes(value) -> str:
    """The service's answer as the json module writes it: what every answer was before orjson."""
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return text.encode("utf-8", "replace").decode("utf-8")


def same(left, right) -> bool:
    """Equal with the same types and key order all the way down (1, 1.0 and True are not the same here)."""
    if type(left) is not type(right):
        return False
    if isinstance(left, dict):
        return list(left) == list(right) and all(same(left[key], right[key]) for key in left)
    if isinstance(left, list):
        return len(left) == len(right) and all(same(a, b) for a, b in zip(left, right))
    return left == right or (left != left and right != right)


@settings(max_examples=400, deadline=None)
@given(JSON_VALUES)
def test_answers_are_byte_identical_to_the_json_module(value):
    assert flask_writes(value) == json_writes(value)


# Floats in each form orjson writes (a point, e+, e-), alone and beside strings that hold the same characters.
@pytest.mark.parametrize("value", [[1e-7], [-1e-7], [1e16], {"k": 5e-324}, [1.5e+300], ["no float", 2.0],
                                   ["one-eyed", 1e-9], ["e+", "e-", 3e+20], ["BL1e-"], ["a.b", "+1", "-2", -3]])
def test_floats_in_every_notation_are_written_as_the_json_module_writes_them(value):
    assert flask_writes(value) == json_writes(value)


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), [1e999, 2.5], {"x": float("nan")}])
def test_an_infinity_read_from_the_body_is_written_back_as_the_json_module_writes_it(value):
    with APP.test_request_context("/", method="POST", data="[1e999]", content_type="application/json"):
        with pytest.raises(ServiceProblem):
            json_body()  # not an object, but the float in it is noted
        assert APP.json.dumps(value, separators=(",", ":")) == json_writes(value)


@settings(max_examples=400, deadline=None)
@given(JSON_VALUES, st.booleans(), st.sampled_from([None, 0, 2]))
def test_bodies_read_by_orjson_are_the_values_the_json_module_reads(value, ascii_only, indent):
    try:
        raw = json.dumps({"body": value}, ensure_ascii=ascii_only, indent=indent).encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate written raw: not UTF-8, so not a body a client can send
        return
    fast = fast_json.loads(raw, MAX_DEPTH)
    if fast is not None:
        read, deep = fast
        assert same(read, json.loads(raw))
        assert deep == (_depth(read) > MAX_DEPTH)


@pytest.mark.parametrize("raw", [b'{"a": 18446744073709551616}', b'{"a": -9223372036854775809}', b'{"a": 1.5}',
                                 b'{"a": 1e999}', b'{"a": "\\ud800"}', b'\xef\xbb\xbf{"a": 1}',
                                 '{"a": 1}'.encode("utf-16"), b'{"a": NaN}', b'{"a": [1e5]}'])
def test_bodies_orjson_would_read_otherwise_are_left_to_the_json_module(raw):
    assert fast_json.loads(raw, MAX_DEPTH) is None


@pytest.mark.parametrize("text", ["sealed.v2.9e3Q1.5x", "7E-3", "1234567890123456789012", '"2.5e1"'])
def test_numbers_inside_strings_keep_a_body_on_orjson(text):
    # A sealed token is base64 text: a digit before an "e" is in nearly every one.
    raw = json.dumps({"state": text, "player": 1}).encode()
    assert fast_json.loads(raw, MAX_DEPTH)[0] == json.loads(raw)


def test_nesting_counts_containers_outside_strings():
    raw = b'{"a": [{"b": "[[[{{{"}, []], "c": {"d": {"e": "\\\\\\"]]]"}}}'
    read, deep = fast_json.loads(raw, 2)
    assert fast_json.nesting(fast_json.skeleton(raw), MAX_DEPTH) == _depth(read) == 3 and deep
    assert fast_json.loads(raw, 3) == (read, False)
    deep = b'{"a": ' + b"[" * 100 + b"]" * 100 + b"}"
    assert fast_json.loads(deep, MAX_DEPTH)[1]


def random_walk(game_id: str, setup_seed: int, pick_seed: int, steps: int = 60):
    """Each state of a random game (at most `steps` actions in), with the events that led to it and the answer
    of legal-moves on it."""
    game, picker = GAMES[game_id], random.Random(pick_seed)
    referee = Referee(game)
    state, events = referee.setup(game.max_players, seed=setup_seed)
    for _ in range(steps):
        if state["result"] is not None:
            return
        answer = referee.legal_moves(state)
        yield state, events, answer
        state, events = referee.apply(state, picker.choice(answer["moves"]))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_real_states_legal_moves_and_events_are_written_byte_identically(game_id):
    for state, events, answer in random_walk(game_id, setup_seed=11, pick_seed=7):
        assert flask_writes(answer) == json_writes(answer)
        body = {"state": state, "events": events}
        assert flask_writes(body) == json_writes(body)
        with APP.test_request_context("/", method="POST", data=json.dumps(body), content_type="application/json"):
            assert same(json_body(), json.loads(json.dumps(body)))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_sealed_payloads_are_written_and_read_as_the_json_module_does(game_id):
    """A sealed token's payload is written by orjson and read back by it (service.sealing): the same bytes as
    json.dumps, the same value as json.loads, on the states of a real game."""
    for moves, (state, _, _) in enumerate(random_walk(game_id, setup_seed=3, pick_seed=5)):
        payload = {"game": game_id, "game_id": "a match", "moves": moves, "state": state}
        text = sealing.canonical_json(payload)
        assert text == json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
        assert same(sealing._read_payload(text), json.loads(text))


def test_a_sealed_payload_orjson_cannot_read_is_read_by_the_json_module():
    text = json.dumps({"state": {"name": "\ud800", "big": 2**70}}).encode()
    assert same(sealing._read_payload(text), {"state": {"name": "\ud800", "big": 2**70}})
