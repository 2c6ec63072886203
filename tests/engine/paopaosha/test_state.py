"""Loading and checking states: malformed states raise InvalidState with a sentence, never another error;
problems() catches corrupted but well-typed states (PPS-17.1, PPS-17.7, PPS-18.5)."""
import copy
import json

import pytest

from engine.core import InvalidState, Referee
from engine.paopaosha import GAME
from tests.engine.paopaosha.helpers import scenario, use

REF = Referee(GAME)
JUNK = [None, "x", -1, 10**9, True, [], {}, [None], {"kind": "Turn"}, 3.5]


def paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:3]):
            yield from paths(v, prefix + (i,))


def set_path(data, path, value):
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def envelope(st):
    return {"game": "paopaosha", "version": 1, "chance": "client", "rng": None, **GAME.dump(st)}


def sample_state():
    st = scenario(4, hands={0: [67, 1], 1: [64, 2]}, equip={2: [87]}, judge={3: [[50, 0]]})
    use(st, 0, 67, 1)         # a negation window is pending: frames on the stack
    return envelope(st)


def test_PPS_17_1_every_corruption_is_an_invalid_state_never_a_crash():
    base = sample_state()
    checked = 0
    for path in list(paths(base)):
        if not path:
            continue
        for junk in JUNK:
            data = copy.deepcopy(base)
            set_path(data, path, junk)
            try:
                REF.validate(data)
            except InvalidState:
                pass
            checked += 1
    assert checked > 500


def test_PPS_17_1_missing_keys_are_reported():
    base = sample_state()
    del base["seats"][1]["hand"]
    problems = REF.validate(base)
    assert problems and "hand" in problems[0]


@pytest.mark.parametrize("corrupt,expected", [
    (lambda d: d["seats"][0]["hand"].append(d["seats"][1]["hand"][0]), "both in"),
    (lambda d: d["pile"].pop(), "missing"),
    (lambda d: d["seats"][0].update(health=9), "above its max"),
    (lambda d: d["seats"][2]["equipment"].update(armour=87), "cannot sit"),
    (lambda d: d.update(to_act=[3]), "to_act"),
    (lambda d: d["seats"][1].update(score=9), "more score cards"),
])
def test_PPS_17_7_problems_catch_corrupted_states(corrupt, expected):
    data = sample_state()
    corrupt(data)
    problems = REF.validate(data)
    assert any(expected in p for p in problems), problems


def test_PPS_17_7_load_dump_is_identity_and_json_round_trips():
    data = sample_state()
    body = {k: v for k, v in data.items() if k not in ("game", "version", "chance", "rng")}
    assert GAME.dump(GAME.load(json.loads(json.dumps(body)))) == body
    assert REF.validate(data) == []
