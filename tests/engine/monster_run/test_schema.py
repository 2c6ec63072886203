"""docs/openapi/monster_run.yaml describes every state, view, legal action and event the engine produces
(MR-13.2 actions, MR-15.2 views)."""
import pathlib
import random

import pytest
import yaml

from engine.core import Referee
from engine.monster_run import GAME

jsonschema = pytest.importorskip("jsonschema")
DOC = yaml.safe_load((pathlib.Path(__file__).resolve().parents[3] / "docs/openapi/monster_run.yaml").read_text())
REFEREE = Referee(GAME)


def _validator(name):
    schema = {**DOC, "$ref": f"#/components/schemas/{name}"}
    return jsonschema.Draft202012Validator(schema)


STATE, ACTION, EVENT = _validator("MonsterRunState"), _validator("MonsterRunAction"), _validator("MonsterRunEvent")


def test_openapi_fragment_is_a_valid_openapi_document():
    from openapi_spec_validator import validate
    validate({"openapi": "3.1.0", "info": {"title": "monster-run", "version": "1"}, "paths": {}, **DOC})


@pytest.mark.parametrize("seed,level,chance", [(1, 1, "server"), (2, 2, "client"), (3, 3, "server"),
                                               (4, 4, "client"), (5, 5, "server"), (6, 5, "client")])
def test_MR_13_2_MR_15_2_states_views_actions_and_events_match_the_schema(seed, level, chance):
    rnd = random.Random(seed)
    state, events = REFEREE.setup(2 + seed % 3, {"level": level, "round_limit": 5, "board": "3/4"},
                                  seed=seed if chance == "server" else None, chance=chance)
    for _ in range(400):
        STATE.validate(state)
        for seat in [None, *range(state["players"])]:
            STATE.validate(REFEREE.view(state, seat))
        for event in events:
            EVENT.validate(event)
        if state["result"] is not None:
            break
        moves = REFEREE.legal_moves(state)["moves"]
        for move in moves[:12] + moves[-12:]:          # chance steps list hundreds of placements
            ACTION.validate(move)
        state, events = REFEREE.apply(state, rnd.choice(moves))
    assert state["result"] is not None
