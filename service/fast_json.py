"""orjson where it gives exactly what the standard json module gives; None (use the json module) elsewhere.

orjson is several times faster than json on a game state, but it differs on a few inputs: it reads integers
beyond 64 bits as floats, writes floats in another notation (1e-7 for 1e-07) and non-finite ones as null,
refuses lone surrogates, and reads only UTF-8. So it is used only on JSON text with no float and no integer of
19 digits or more, which shows in the text once the contents of its strings are set aside: a number with a
fraction or an exponent has a digit right before its "." or "e"/"E", a long integer 19 digits in a row; orjson
itself refuses the rest (surrogates, other encodings, integers it cannot write).
"""
import re

import orjson

_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
_INNERMOST_CONTAINERS = re.compile(rb"\[\]|\{\}")
# Digits as "0", a point as ".", "e" and "E" as "e", every other byte a space: where a number may need the json
# module shows as "0." or "0e", or (2**63 has 19 digits: any integer orjson cannot read as an integer has at least
# that many) as LONG_INTEGER; bytes.translate and `in` find them at C speed, with no regular expression.
_NUMBER_SHAPES = bytes(b"0"[0] if byte in b"0123456789" else byte if byte == b"."[0] else b"e"[0]
                       if byte in b"eE" else b" "[0] for byte in range(256))
_LONG_INTEGER = b"0" * 19
_WRITE_OPTIONS = (orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS
                  | orjson.OPT_PASSTHROUGH_DATETIME)


def loads(raw: bytes):
    """(value, skeleton) when orjson reads `raw` exactly as json.loads does, else None. The skeleton is the
    text without string contents, for `nesting`."""
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    shape = skeleton(raw)
    numbers = shape.translate(_NUMBER_SHAPES)
    if b"0." in numbers or b"0e" in numbers or _LONG_INTEGER in numbers:
        return None
    return value, shape


def dumps(value) -> bytes | None:
    """UTF-8 bytes of json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":")), or None
    where orjson would write other text. The caller must know `value` holds no infinity or NaN: orjson writes
    them as null, which the text does not tell apart from None."""
    try:
        text = orjson.dumps(value, default=_refuse, option=_WRITE_OPTIONS)
    except orjson.JSONEncodeError:
        return None
    # orjson writes every float with a point or a signed exponent (1.0, 1e-7, 1e+16): text with neither holds no
    # float. Single characters are found fastest (memchr), so "e-" is looked for only where a minus is. Where
    # one is found it may be inside a string, so the strings are set aside to look again.
    if b"." not in text and b"+" not in text and (b"-" not in text or b"e-" not in text):
        return text
    return None if holds_float(skeleton(text)) else text


def skeleton(text: bytes) -> bytes:
    """Valid UTF-8 JSON text with the contents of its strings taken out: brackets, numbers, true, false, null
    and punctuation. In valid JSON a backslash occurs only in a string and escapes the one character after it,
    so once escaped backslashes and then escaped quotes are gone, every quote left opens or closes a string."""
    if b"\\" in text:
        text = text.replace(b"\\\\", b"").replace(b'\\"', b"")
    return b"".join(text.split(b'"')[::2])


def holds_float(shape: bytes) -> bool:
    """Whether a skeleton has a number with a fraction or an exponent."""
    words = shape.replace(b"true", b"").replace(b"false", b"")
    return b"." in words or b"e" in words or b"E" in words


def nesting(shape: bytes, limit: int) -> int:
    """How deeply a skeleton's containers nest (a lone object or array is 1), counted up to limit + 1. Each
    pass removes every container with none inside, so the passes count the levels."""
    brackets = shape.translate(None, _NOT_BRACKETS)
    depth = 0
    while brackets and depth <= limit:
        brackets = _INNERMOST_CONTAINERS.sub(b"", brackets)
        depth += 1
    return depth


def _refuse(value):
    raise TypeError(f"{type(value).__name__} is left to the json module")
