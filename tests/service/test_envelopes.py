"""The request envelopes of legal-moves, apply, view and validate are read directly where plainly valid
(service.schemas.load_envelope): to exactly what marshmallow reads, and any other body is refused by marshmallow
with its own messages."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError

from service.api import APPLY, LEGAL_MOVES, STATE, VIEW
from service.schemas import load_envelope

SCHEMAS = {"legal-moves": LEGAL_MOVES, "apply": APPLY, "view": VIEW, "validate": STATE}
ODD_VALUES = st.sampled_from([None, True, False, 0, 1, 63, 64, -1, 2.0, 2**64, "chance", "sealed.v2.x",
                              "sealed.v2.x", "", "3", [], [1], {}, {"type": "pass", "player": 0}])
FIELD_VALUES = ODD_VALUES | st.dictionaries(st.text(max_size=3), ODD_VALUES, max_size=3)
BODIES = st.dictionaries(st.sampled_from(["state", "player", "action", "seed", "extra"]), FIELD_VALUES, max_size=4)


def marshmallow_reads(schema, body):
    try:
        return "read", schema.load(body)
    except ValidationError as error:
        return "refused", error.messages


def envelope_reads(schema, body):
    try:
        return "read", load_envelope(schema, body)
    except ValidationError as error:
        return "refused", error.messages


@settings(max_examples=600, deadline=None)
@given(st.sampled_from(sorted(SCHEMAS)), BODIES)
def test_an_envelope_is_read_or_refused_exactly_as_marshmallow_does(endpoint, body):
    schema = SCHEMAS[endpoint]
    assert envelope_reads(schema, body) == marshmallow_reads(schema, body)


@pytest.mark.parametrize("body", [{"state": "sealed.v2.x", "action": {"type": "pass", "player": 0}},
                                  {"state": {"game": "paopaosha"}, "action": {}}])
def test_the_action_read_is_a_copy_as_marshmallow_makes_it(body):
    read = load_envelope(APPLY, body)
    assert read == APPLY.load(body) and read["action"] is not body["action"]
