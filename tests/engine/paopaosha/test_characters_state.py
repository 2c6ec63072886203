"""The seats' skill marks in the state (PPS-3, PPS-13, PPS-21): problems() names every inconsistency, load refuses
malformed marks, and boss-mode states, views, actions and events fit the schema."""
import json
import pathlib
import random

import jsonschema
import pytest
import yaml

from engine.core import InvalidState, Referee
from engine.paopaosha import GAME
from tests.engine.paopaosha.skill_helpers import cs

SCHEMAS = yaml.safe_load((pathlib.Path(__file__).parents[3] / "docs/openapi/paopaosha.yaml").read_text())


def problems_with(marks, seat=2, **kw):
    st = cs(4, **kw)
    st["seats"][seat]["marks"] = marks
    return GAME.problems(st)


def test_PPS_0_6_PPS_13_5_corrupted_marks_are_problems():
    assert problems_with({"wings": 1}) == ["seat 2's marks name unknown keys ['wings']"]
    assert problems_with({"soy_milk": 6}) == ["seat 2 has used soy_milk more than 5 times"]
    assert problems_with({"sleep": 3}) == ["seat 2's sleep mark must be 0, 1 or 2"]
    assert "seat 2's ctrl marks are incomplete" in problems_with({"controlled_by": 0})
    assert "seat 2's 海洋公主 mark is out of range" in problems_with({"controlled_by": 2, "control_card": 109, "control_turns_left": 3})
    assert problems_with({"headquarters_runner": 7}) == ["seat 2's 司令部 mark is out of range"]
    st = cs(4, marks={2: {"ctrl": [0, 109, 3]}})
    assert GAME.problems(st) == []
    st["pile"].append(109)
    assert "card #109 is both in pile and in seat 2's 海洋公主 marker" in GAME.problems(st)


def test_PPS_13_5_control_loops_are_problems():
    st = cs(4, marks={2: {"ctrl": [0, 109, 3]}})
    st["seats"][0]["marks"] = {"controlled_by": 2, "control_card": 108, "control_turns_left": 3}
    st["pile"].remove(108)
    assert "seat 0's controllers form a loop" in GAME.problems(st)


def test_PPS_3_marks_must_be_integers():
    st = cs(4)
    data = GAME.dump(st)
    data = json.loads(json.dumps(data))
    data["seats"][1]["marks"] = {"sleep": "yes"}
    with pytest.raises(InvalidState):
        GAME.load(data)


def test_PPS_21_boss_games_fit_the_schema():
    def v(name):
        return jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{name}", **SCHEMAS})
    state_v, action_v, event_v = v("PaopaoshaState"), v("PaopaoshaAction"), v("PaopaoshaEvent")
    ref = Referee(GAME)
    rnd = random.Random(4)
    s, events = ref.setup(5, {"mode": "boss", "boss_seat": 3, "round_limit": 5}, seed=4)
    for _ in range(3000):
        state_v.validate(s)
        for e in events:
            event_v.validate(e)
        if s["result"]:
            break
        state_v.validate({**ref.view(s, s["to_act"][0]), "rng": None})
        move = rnd.choice(ref.legal_moves(s)["moves"])
        action_v.validate(move)
        s, events = ref.apply(s, move)
    assert s["result"] is not None and s["result"]["side"] in ("boss", "runners", "draw")


def test_PPS_18_7_a_split_decision_must_name_a_skill_with_steps():
    st = cs(4)
    st["stack"].append({"kind": "SkillSteps", "player": 0, "skill": "chairman", "cards": [], "target": None, "step": "card"})
    assert "a Steps frame names 'chairman', which has no split decision" in GAME.problems(st)
