"""docs/openapi/paopaosha.yaml describes every state, view, action and event a random game produces (PPS-18.1,
PPS-20.1)."""
import pathlib
import random

import jsonschema
import pytest
import yaml

from engine.core import Referee
from engine.paopaosha import GAME
from engine.paopaosha.frame_docs import FRAME_DOCS
from engine.paopaosha.machine import FRAMES
from tools import paopaosha_frames

SCHEMAS = yaml.safe_load((pathlib.Path(__file__).parents[3] / "docs/openapi/paopaosha.yaml").read_text())


def validator(name):
    return jsonschema.Draft202012Validator({"$ref": f"#/components/schemas/{name}", **SCHEMAS})


def test_PPS_18_2_every_frame_kind_is_documented():
    documented = [f["title"] for f in SCHEMAS["components"]["schemas"]["PaopaoshaPendingDecision"]["oneOf"]]
    assert documented == list(FRAMES)


def test_PPS_18_2_every_frame_field_is_documented_with_its_description_and_type():
    documented = {f["title"]: f for f in SCHEMAS["components"]["schemas"]["PaopaoshaPendingDecision"]["oneOf"]}
    for kind, cls in FRAMES.items():
        about, fields = FRAME_DOCS[kind]
        assert about and set(fields) == set(cls.fields), kind
        properties = documented[kind]["properties"]
        assert list(properties) == ["kind", *cls.fields], kind
        assert all(field["description"] for field in properties.values()), kind


def test_PPS_18_2_the_frame_schemas_are_written_from_the_frame_classes():
    """docs/openapi/paopaosha.yaml holds what tools/paopaosha_frames.py writes from FRAMES and FRAME_DOCS."""
    assert paopaosha_frames.main(["--check"]) == 0


def test_PPS_18_2_a_field_without_description_fails_the_frame_schemas(monkeypatch):
    about, fields = FRAME_DOCS["Turn"]
    monkeypatch.setitem(FRAME_DOCS, "Turn", (about, {k: v for k, v in fields.items() if k != "bonus"}))
    with pytest.raises(KeyError, match="bonus"):
        paopaosha_frames.frame_schemas()
    monkeypatch.setitem(FRAME_DOCS, "Turn", (about, {**fields, "stage": "not a field of Turn"}))
    with pytest.raises(ValueError, match="stage"):
        paopaosha_frames.frame_schemas()


def test_PPS_18_1_PPS_20_1_states_views_actions_events_fit_the_schema():
    state_v, action_v, event_v = validator("PaopaoshaState"), validator("PaopaoshaAction"), validator("PaopaoshaEvent")
    ref = Referee(GAME)
    for chance, players in (("server", 7), ("client", 4)):
        rnd = random.Random(players)
        s, events = ref.setup(players, {"round_limit": 6}, seed=players, chance=chance)
        for _ in range(1500):
            state_v.validate(s)
            for e in events:
                event_v.validate(e)
            if s["result"]:
                break
            seat = s["to_act"][0]
            if seat != "chance":
                state_v.validate({**ref.view(s, seat), "rng": None})
            move = rnd.choice(ref.legal_moves(s)["moves"])
            action_v.validate(move)
            s, events = ref.apply(s, move)
        assert s["result"] is not None


@pytest.mark.parametrize("seed, players, options", [(19, 4, {}), (5, 3, {"mode": "boss"})])
def test_PPS_19_5_table_mode_states_views_actions_events_fit_the_schema(seed, players, options):
    """Table mode (PPS-19.5): the table field, unnamed chance reports, TableShow reveals, 司令部's from_hand (boss mode)
    and the seats' final reveals, as a real table plays them."""
    from tests.engine.paopaosha.table_game import TableGame
    state_v, action_v, event_v = validator("PaopaoshaState"), validator("PaopaoshaAction"), validator("PaopaoshaEvent")
    ref, game = Referee(GAME), TableGame(seed, players, options)
    sourced = 0
    while game.state["result"] is None:
        seat = game.state["to_act"][0]
        if game.steps % 5 == 0:                                # a whole state is slow to check: every fifth
            state_v.validate(game.state)
            if seat != "chance":
                state_v.validate({**ref.view(game.state, seat), "rng": None})
        for move in ref.legal_moves(game.state)["moves"]:
            if "from_hand" in move or move["player"] == "chance":
                action_v.validate(move)
                sourced += "from_hand" in move
        move = game.chance_report() if seat == "chance" else game.seat_move(seat)
        action_v.validate(move)
        for event in game.apply(move):
            event_v.validate(event)
    for seat in range(players):
        action_v.validate(game.reveal(seat))
        for event in game.apply(game.reveal(seat)):
            event_v.validate(event)
    state_v.validate(game.state)
    assert sourced or not options
