"""docs/openapi/monster_run_slap.yaml describes what the engine really produces: states, views, every listed
action (SLAP-8.1) and every event, from random games in both chance modes, including an explicit deal."""
import random
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator

from engine.core import Referee
from engine.monster_run_slap import GAME

FRAGMENT = yaml.safe_load((Path(__file__).resolve().parents[3] / "docs/openapi/monster_run_slap.yaml").read_text())
REFEREE = Referee(GAME)


def validator(name):
    return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": FRAGMENT["components"]})


STATE, ACTION, EVENT = validator("MonsterRunSlapState"), validator("MonsterRunSlapAction"), \
    validator("MonsterRunSlapEvent")


def check(schema, instance):
    errors = sorted(schema.iter_errors(instance), key=str)
    assert not errors, f"{errors[0].message} at {list(errors[0].absolute_path)} in {instance}"


@pytest.mark.parametrize("players,options,chance,seed", [
    (2, {"flip_limit": 25}, "server", 1),
    (3, {"calling": "free", "flip_limit": 25}, "client", 2),
    (4, {"calling": "tune", "tune": ["Sol", "Mi"], "flip_limit": 25}, "server", 3),
    (2, {"deck": {"Q-C4": 2, "Q-D4": 1, "H-E5": 2}, "first_player": 1}, "client", 4),
    (2, {"deck": {"Q-C4": 1, "Q-D4": 1, "Q-E4": 1, "Q-F4": 1}, "deal": [["Q-C4", "Q-D4"], ["Q-E4", "Q-F4"]]},
     "server", 5),
])
def test_SLAP_8_1_states_actions_and_events_fit_the_schema(players, options, chance, seed):
    data, events = REFEREE.setup(players, options, seed=seed, chance=chance)
    pick = random.Random(seed)
    for _ in range(400):
        check(STATE, data)
        for seat in (None, players - 1):
            check(STATE, REFEREE.view(data, seat))
        for event in events:
            check(EVENT, event)
        if data["result"] is not None:
            break
        moves = REFEREE.legal_moves(data)["moves"]
        for move in moves:
            check(ACTION, move)
        data, events = REFEREE.apply(data, pick.choice(moves))
    assert data["result"] is not None


def test_SLAP_10_1_schema_rejects_what_the_state_may_not_hold():
    data, _ = REFEREE.setup(2, {}, seed=9)
    assert STATE.is_valid(data)
    assert not STATE.is_valid({**data, "board": []})
    assert not STATE.is_valid({**data, "stacks": [{**data["stacks"][0], "order": []}, data["stacks"][1]]})
    assert not ACTION.is_valid({"type": "flip", "player": 0})
    assert not ACTION.is_valid({"type": "slap", "player": 0, "call": None})
