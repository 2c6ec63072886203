"""The bytes of an answer, as service.fast_json.dumps gives them, for less: the answers of a game in play hold
English sentences (a point after a card's rank, "♦6.") and, on sealed states, a token of thousands of base64
characters, which sent fast_json's float test down its slow path (the text split at every quote) on every
answer. Here each top-level value is written apart: a string (the token) holds no float and is not looked into;
the rest is looked at where a float may be in orjson's text before any split.
"""
import orjson

from service import fast_json

# Digits as "0", "." as ".", "e" and "E" as "e", both signs as "-", every other byte a space: every finite float
# orjson writes (1.5, 1e-7, 1e+16, 5e-324) shows as "0.0", "0e0" or "0e-0"; text with none of them holds none.
_FLOAT_SHAPES = bytes(b"0"[0] if byte in b"0123456789" else byte if byte == b"."[0] else b"e"[0]
                      if byte in b"eE" else b"-"[0] if byte in b"+-" else b" "[0] for byte in range(256))


def answer_bytes(value) -> bytes | None:
    """fast_json.dumps(value): the UTF-8 bytes of json.dumps(value, sort_keys=True, ensure_ascii=False,
    separators=(",", ":")), or None where orjson would write other text. The same precondition: `value` holds
    no infinity or NaN."""
    if type(value) is dict and any(type(item) is str for item in value.values()) \
            and all(type(key) is str for key in value):
        return _object_member_by_member(value)
    text = _orjson(value)
    return text if text is not None and _holds_no_float(text) else None


def _object_member_by_member(value: dict) -> bytes | None:
    """The compact text of an object with sorted keys, each member written and checked apart."""
    members = []
    for key in sorted(value):
        item = value[key]
        text = _orjson(item)
        if text is None or (type(item) is not str and not _holds_no_float(text)):
            return None
        name = _orjson(key)
        if name is None:
            return None
        members.append(name + b":" + text)
    return b"{" + b",".join(members) + b"}"


def _orjson(value) -> bytes | None:
    try:
        return orjson.dumps(value, default=fast_json._refuse, option=fast_json._WRITE_OPTIONS)
    except orjson.JSONEncodeError:
        return None


def _holds_no_float(text: bytes) -> bool:
    """Whether `text`, written by orjson, holds no float: first by what stands before each point and sign
    (fast_json.no_float_written: a rank in a sentence, "♦6.", follows no byte a number follows), then, where
    there are too many of them, by the shapes of all its characters, and only where a string may hold "1.5" too
    by fast_json's test on the text with its strings set aside."""
    if fast_json.no_float_written(text):
        return True
    shapes = text.translate(_FLOAT_SHAPES)
    if b"0.0" not in shapes and b"0e0" not in shapes and b"0e-0" not in shapes:
        return True
    return not fast_json.holds_float(fast_json.skeleton(text))
