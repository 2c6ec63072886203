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
where the text has more containers than the depth allowed are the strings set aside; and at once in a body made
mostly of one long string, which is cheap to split.
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
_DIGITS = b"0123456789"
# The bytes that may stand right before a number outside a string: what separates values (whitespace too, in a
# client's text; orjson writes none) and a minus sign.
_BEFORE_NUMBER_READ = b" \t\n\r:,[-"
_BEFORE_NUMBER_WRITTEN = b":,[-"
# Digit runs ending in a point or an exponent (in a state: a generator's hex, a result's sentence), and points and
# exponents' signs in orjson's text (an answer's sentences), looked at one by one before the slower test instead.
_MOST_LOOKALIKES = 8
_MOST_MARKS = 16
# A top-level string this long (a sealed state's token) sends a body to the skeleton at once (see `loads`).
_LONG_STRING = 256
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
    # A body made mostly of one long string (a sealed state's token, base64 with a digit before an "e" every few
    # hundred bytes) costs less to split at its few quotes than to look through.
    if type(value) is not dict or not any(type(item) is str and len(item) > _LONG_STRING for item in value.values()):
        shapes = raw.translate(_NUMBER_SHAPES)
        if _LONG_INTEGER not in shapes and _lookalikes_in_strings(shapes, raw, _BEFORE_NUMBER_READ):
            return value, _deeper_than(raw, max_depth)
    shape = skeleton(raw)
    numbers = shape.translate(_NUMBER_SHAPES)
    if b"0." in numbers or _LONG_INTEGER in numbers:
        return None
    return value, nesting(shape, max_depth) > max_depth


def _lookalikes_in_strings(shapes: bytes, text: bytes, before_number: bytes) -> bool:
    """Whether each digit run of valid JSON `text` that ends in a point or an exponent ("0." in its `shapes`) is
    in a string, since the byte before the run is none that may stand before a number (`before_number`); False
    too where there are more of them than are worth looking at one by one."""
    end = shapes.find(b"0.")
    for _ in range(_MOST_LOOKALIKES):
        if end < 0:
            return True
        if _may_start_a_number(text, end, before_number):
            return False
        end = shapes.find(b"0.", end + 2)
    return end < 0


def no_float_written(text: bytes) -> bool:
    """Whether orjson's `text` certainly holds no float. orjson writes every float with a point or an exponent
    with its sign right after a digit (1.5, 1e-7, 1e+16). A point or a sign is found at memchr's speed (the two
    bytes of "e-" are looked for only where a minus is: a card's name may have many), and the digits before
    each such mark looked at, up to _MOST_MARKS of each (False beyond them: the caller's slower test tells)."""
    for mark in (b".", b"e+", b"e-"):
        if mark[-1:] not in text:
            continue
        at = text.find(mark)
        for _ in range(_MOST_MARKS):
            if at < 0:
                break
            if at and text[at - 1] in _DIGITS and _may_start_a_number(text, at - 1, _BEFORE_NUMBER_WRITTEN):
                return False
            at = text.find(mark, at + 1)
        else:
            if at >= 0:
                return False
    return True


def _may_start_a_number(text: bytes, last_digit: int, before_number: bytes) -> bool:
    """Whether the run of digits ending at `last_digit` may be a number outside strings: it starts the text or
    follows a byte that may stand before a number (a digit run after a letter or a quote is in a string)."""
    start = last_digit
    while start and text[start - 1] in _DIGITS:
        start -= 1
    return start == 0 or text[start - 1] in before_number


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
    # Where a point or a sign may be a float's it may be inside a string, so the strings are set aside to look again.
    return text if no_float_written(text) or not holds_float(skeleton(text)) else None


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
