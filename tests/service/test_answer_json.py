"""service.answer_json writes what fast_json.dumps writes (the json module's bytes, or None where a float would
come out otherwise), checking a top-level string (a sealed token) not at all and the rest by float shapes."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from service import fast_json
from service.answer_json import answer_bytes

# Strings with the characters of floats and tokens: "1.5", "0e-0", base64 that happens to read "1e5".
TEXTS = st.text() | st.sampled_from(["1.5", "♦6.", "2.0e+5", "1e-7", "sealed.v2.0e0A-_1e5", "\ud800", "x" * 300])
NUMBERS = st.integers(min_value=-2**63, max_value=2**64 - 1) | st.floats(allow_nan=False, allow_infinity=False)
VALUES = st.recursive(st.none() | st.booleans() | NUMBERS | TEXTS,
                      lambda children: st.lists(children, max_size=4) | st.dictionaries(TEXTS, children, max_size=4),
                      max_leaves=20)
ANSWERS = st.dictionaries(TEXTS, VALUES | TEXTS, max_size=5)


def json_module_writes(value) -> bytes:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@settings(max_examples=500, deadline=None)
@given(ANSWERS | VALUES)
def test_answers_are_written_as_fast_json_writes_them(value):
    assert answer_bytes(value) == fast_json.dumps(value)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["events", "state", "view"]), VALUES, min_size=1), TEXTS)
def test_a_top_level_token_beside_floats_and_sentences_is_written_exactly(members, token):
    answer = {**members, "state": "sealed.v2." + token}
    written = answer_bytes(answer)
    assert written == fast_json.dumps(answer)
    if written is not None:
        assert written == json_module_writes(answer)


def test_a_float_under_a_top_level_string_is_still_left_to_the_json_module():
    assert answer_bytes({"state": "sealed.v2.1e5", "view": {"ratio": 1e-7}}) is None
    assert answer_bytes({"state": "sealed.v2.1e5", "events": [{"message": "Dodge ♦6."}]}) == json_module_writes(
        {"state": "sealed.v2.1e5", "events": [{"message": "Dodge ♦6."}]})
