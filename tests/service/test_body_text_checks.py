"""The body's limits (MAX_DEPTH levels of nesting; floats and integers of 19 digits or more left to the json module)
as service.fast_json checks them on the whole text, strings and all, held to the slower reference they replace:
the same checks on the skeleton (the text split at every quote, its strings set aside). Texts are built to fool
the shortcuts: digits before a point or an "e" inside strings (the hex of a generator's state, a rank in a
sentence) and right after the bytes that stand before numbers, brackets and escaped quotes inside strings,
nesting near the limit, and the whitespace of every client."""
import json
import re

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from service import fast_json
from service.answer_json import answer_bytes

_INNERMOST = re.compile(rb"\[\]|\{\}")


def reference_nesting(shape: bytes, limit: int) -> int:
    """Session 23's count of levels: every innermost pair of brackets of either kind removed per pass."""
    brackets = shape.translate(None, bytes(byte for byte in range(256) if byte not in b"[]{}"))
    depth = 0
    while brackets and depth <= limit:
        brackets = _INNERMOST.sub(b"", brackets)
        depth += 1
    return depth


def reference_loads(raw: bytes, limit: int):
    """Session 23's fast_json.loads with the nesting test of service.body: the skeleton for both checks."""
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    shape = fast_json.skeleton(raw)
    numbers = shape.translate(bytes(b"0"[0] if byte in b"0123456789" else byte if byte == b"."[0] else b"e"[0]
                                    if byte in b"eE" else b" "[0] for byte in range(256)))
    if b"0." in numbers or b"0e" in numbers or b"0" * 19 in numbers:
        return None
    return value, reference_nesting(shape, limit) > limit


# Strings that look like numbers, brackets or escapes from inside, and after each byte that may precede a number.
LOOKALIKES = st.sampled_from(["ad7494d272f8e542", "8e5", "e8e5", "12e", "Dodge ♦6.", "seat 3.", "a,3.5", "x:1e5",
                              "[2.5]", "-1.5", " 7E3", "\t4.0", "0.", "1234567890123456789", "]]", "[[", "{[",
                              "}]", '"]', '\\"[', "\\\\", "\\", '"', "2.0e+5", "9" * 30, "é1.5", "中1e2", "",
                              "sealed.v2." + "9e3Q-1.5x" * 40])
SCALARS = (st.none() | st.booleans() | st.integers(min_value=-10**6, max_value=10**6)
           | st.integers(min_value=-2**70, max_value=2**70) | st.floats(allow_nan=False, allow_infinity=False)
           | LOOKALIKES | st.text(max_size=8))
VALUES = st.recursive(SCALARS, lambda children: st.lists(children, max_size=3)
                      | st.dictionaries(LOOKALIKES | st.text(max_size=4), children, max_size=3), max_leaves=24)


def nested(value, levels: int, kinds: str):
    for index in range(levels):
        value = [value] if kinds[index % len(kinds)] == "[" else {"k": value}
    return value


BODIES = st.builds(nested, VALUES, st.integers(min_value=0, max_value=70), st.sampled_from(["[", "{", "[{", "{[["]))
# json.dumps's defaults, compact text, indented text, and orjson's own text.
WRITERS = st.sampled_from([lambda value: json.dumps(value).encode(),
                           lambda value: json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode(),
                           lambda value: json.dumps(value, indent=1).encode(),
                           lambda value: json.dumps(value, indent="\t").encode().replace(b"\n", b"\r\n"),
                           orjson.dumps])


@settings(max_examples=1500, deadline=None)
@given(BODIES, WRITERS, st.sampled_from([1, 2, 3, 5, 8, 64]))
def test_body_limits_read_on_the_whole_text_as_on_the_skeleton(value, write, limit):
    try:
        raw = write(value)
    except (UnicodeEncodeError, orjson.JSONEncodeError):   # a lone surrogate, an integer orjson cannot write
        return
    assert fast_json.loads(raw, limit) == reference_loads(raw, limit)


@settings(max_examples=1500, deadline=None)
@given(BODIES)
def test_no_float_written_only_where_the_skeleton_has_none(value):
    try:
        text = orjson.dumps(value)
    except orjson.JSONEncodeError:
        return
    if fast_json.no_float_written(text):
        assert not fast_json.holds_float(fast_json.skeleton(text))


@settings(max_examples=800, deadline=None)
@given(st.dictionaries(st.sampled_from(["events", "state", "to_act", "labels"]), BODIES, min_size=1))
def test_answers_with_lookalikes_are_written_as_the_json_module_writes_them(answer):
    written = answer_bytes(answer)
    expected = json.dumps(answer, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8", "replace")
    if written is not None:
        assert written == expected
    assert fast_json.dumps(answer) in (None, expected)


def test_the_hex_of_a_generator_s_state_keeps_a_body_and_an_answer_off_the_skeleton():
    text = b'{"rng":{"algorithm":"splitmix64","state":"ad7494d272f8e542"},"message":"Dodge \xe2\x99\xa66."}'
    assert fast_json.loads(text, 64) == (orjson.loads(text), False)
    assert fast_json.no_float_written(text)
    assert not fast_json.no_float_written(b'{"state":"ad74","x":[1,2.5]}')
    assert fast_json.loads(b'{"state": "ad74", "x": [1, 2.5]}', 64) is None
