"""The openapi fragment docs/openapi/monster_maker_5.yaml describes every state, view, action and event."""
import pathlib
import random

import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from engine.core import Referee
from engine.monster_maker_5 import GAME

FRAGMENT = pathlib.Path(__file__).resolve().parents[3] / "docs" / "openapi" / "monster_maker_5.yaml"
DOC = yaml.safe_load(FRAGMENT.read_text())
REGISTRY = Registry().with_resource("urn:mm5", Resource.from_contents(DOC, default_specification=DRAFT202012))


def validator(name):
    return Draft202012Validator({"$ref": f"urn:mm5#/components/schemas/{name}"}, registry=REGISTRY)


STATE, ACTION, EVENT = validator("MonsterMaker5State"), validator("MonsterMaker5Action"), validator("MonsterMaker5Event")


def test_fragment_is_a_valid_openapi_3_1_document():
    from openapi_spec_validator import validate
    validate({"openapi": "3.1.0", "info": {"title": "mm5", "version": "1"}, "paths": {}, **DOC})


def test_states_views_actions_and_events_fit_the_schemas():
    ref = Referee(GAME)
    for players, chance in ((3, "client"), (7, "server")):
        rnd = random.Random(players)
        state, events = ref.setup(players, {}, seed=players, chance=chance)
        count = 0
        while state["result"] is None:
            STATE.validate(state)
            for event in events:
                EVENT.validate(event)
            moves = ref.legal_moves(state)["moves"]
            for move in moves[:6]:
                ACTION.validate(move)
            if count % 40 == 0:
                for seat in [None] + list(range(players)):
                    STATE.validate(ref.view(state, seat))
            state, events = ref.apply(state, rnd.choice(moves))
            count += 1
        STATE.validate(state)
        for event in events:
            EVENT.validate(event)


def test_replacement_table_option_fits_the_schema():
    from engine.monster_maker_5.cards import DEFAULT_TABLE_DATA
    state, _ = Referee(GAME).setup(4, {"card_table": DEFAULT_TABLE_DATA}, seed=1)
    STATE.validate(state)
