"""orjson where it gives exactly what the standard json module gives; None (use the json module) elsewhere.

orjson is several times faster than json on a game state, but it differs on a few inputs: it reads integers
beyond 64 bits as floats, writes floats in another notation (1e-7 for 1e-07) and non-finite ones as null,
refuses lone surrogates, and reads only UTF-8. So it is used only on JSON text with no float and no integer of
19 digits or more, which shows in the text once the contents of its strings are set aside: a number with a
fraction or an exponent has a digit right before its "." or "e"/"E", a long integer 19 digits in a row; orjson
itself refuses the rest (surrogates, other encodings, integers it cannot write).

Setting the strings aside (the text split at every quote) costs as much as orjson's whole read, so the whole text
is looked at first, strings and all: only where a digit run that ends in a point or an exponent stands where a
number could (the hex of a generator's state, "ad74e5", or a rank in a sentence, "♦6.", stand after a letter) or
where the text has more containers than the depth allowed are the strings set aside.
"""
import orjson

_NOT_BRACKETS = bytes(byte for byte in range(256) if byte not in b"[]{}")
# Both kinds of bracket as one: in the brackets of valid JSON an opening one right before a closing one is its pair.
_ONE_KIND_OF_BRACKET = bytes.maketrans(b"{}", b"[]")
# Digits as "0", a point and an exponent's "e" or "E" as ".", every other byte a space: where a number may need
# the json module shows as "0.", or (2**63 has 19 digits: any integer orjson cannot read as an integer has at least
# that many) as LONG_INTEGER; bytes.translate and `in` find them at C speed, with no regular expression.
_NUMBER_SHAPES = bytes(b"0"[0] if byte in b"0123456789" else b"."[0] if byte in b".eE" else b" "[0]
                       for byte in range(256))
_LONG_INTEGER = b"0" * 19
_ZERO = b"0"[0]
# The bytes that may stand right before a number outside a string: what separates values (whitespace too, in a
# client's text; orjson writes none) and a minus sign.
_BEFORE_NUMBER_READ = b" \t\n\r:,[-"
_BEFORE_NUMBER_WRITTEN = b":,[-"
# Digit runs ending in a point or an exponent looked at one by one before the strings are set aside instead.
_MOST_LOOKALIKES = 8
_NOT_QUOTES_OR_BRACKETS = bytes(byte for byte in range(256) if byte not in b'"[]{}')
_WRITE_OPTIONS = (orjson.OPT_SORT_KEYS | orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS
                  | orjson.OPT_PASSTHROUGH_DATETIME)


def loads(raw: bytes, max_depth: int):
    """(value, deep) when orjson reads `raw` exactly as json.loads does, else None; `deep` is whether the text's
    containers (outside its strings) nest more than `max_depth` levels deep."""
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return None
    shapes = raw.translate(_NUMBER_SHAPES)
    if _LONG_INTEGER in shapes or not _lookalikes_in_strings(shapes, raw, _BEFORE_NUMBER_READ):
        shape = skeleton(raw)
        numbers = shape.translate(_NUMBER_SHAPES)
        if b"0." in numbers or _LONG_INTEGER in numbers:
            return None
        return value, nesting(shape, max_depth) > max_depth
    return value, _deeper_than(raw, max_depth)


def _lookalikes_in_strings(shapes: bytes, text: bytes, before_number: bytes) -> bool:
    """Whether each digit run of valid JSON `text` that ends in a point or an exponent ("0." in its `shapes`) is
    in a string, since the byte before the run is none that may stand before a number (`before_number`); False
    too where there are more of them than are worth looking at one by one."""
    end = shapes.find(b"0.")
    for _ in range(_MOST_LOOKALIKES):
        if end < 0:
            return True
        start = end
        while start and shapes[start - 1] == _ZERO:
            start -= 1
        if start == 0 or text[start - 1] in before_number:
            return False
        end = shapes.find(b"0.", end + 2)
    return end < 0


def no_float_written(text: bytes) -> bool:
    """Whether orjson's `text` certainly holds no float: each digit run that ends in a point or an exponent is in
    a string (False leaves it to the skeleton to tell)."""
    return _lookalikes_in_strings(text.translate(_NUMBER_SHAPES), text, _BEFORE_NUMBER_WRITTEN)


def _deeper_than(text: bytes, limit: int) -> bool:
    """Whether valid JSON text's containers, outside its strings, nest more than `limit` deep, found without a
    split. With only quotes and brackets kept, a string holding no bracket is two quotes side by side; count()
    finds pairs of quotes side by side from the first, so it finds every quote in one only where every string
    is such a pair: the brackets left are then those outside strings. Otherwise the skeleton tells."""
    if b"\\" in text:
        text = text.replace(b"\\\\", b"").replace(b'\\"', b"")
    marks = text.translate(_ONE_KIND_OF_BRACKET, _NOT_QUOTES_OR_BRACKETS)
    if marks.count(b"[") <= limit:          # containers nest no deeper than there are of them
        return False
    if 2 * marks.count(b'""') != marks.count(b'"'):
        return nesting(skeleton(text), limit) > limit
    return nesting(marks, limit) > limit


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
    return None if not no_float_written(text) and holds_float(skeleton(text)) else text


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
    """How deeply a skeleton's containers (or just its brackets) nest (a lone object or array is 1), counted up to
    limit + 1. Each pass removes every container with none inside, so the passes count the levels: replace() takes
    out each "[]" of the text it was given, not those its own removals bring side by side."""
    brackets = shape.translate(_ONE_KIND_OF_BRACKET, _NOT_BRACKETS)
    depth = 0
    while brackets and depth <= limit:
        brackets = brackets.replace(b"[]", b"")
        depth += 1
    return depth


def _refuse(value):
    raise TypeError(f"{type(value).__name__} is left to the json module")
