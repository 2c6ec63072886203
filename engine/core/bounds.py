"""Size bounds on everything a client sends (a state, an action, setup options), checked before any other work.

A hostile body can be 2 MiB of JSON: a hand of 500,000 cards, a map of 100,000 keys. Every later step (load,
problems, legal moves, the answer) costs at least the size of what it reads, and some of it more, so the
sizes are bounded first, in one walk that is linear in the input and stops at the first excess.

Each game states its bounds as a table from a *path pattern* to one number, derived from its rules (a hand
holds at most the cards of the deck, a seat list at most the seats). A path names a value from the root:
`seats[].hand` is the hand of any seat, `draw_pile{}` a value of the map `draw_pile` (the paths listed in
`maps` are maps: their keys are data, not field names). The number bounds what is found there: the entries
of a list or an object, the length of a string (never less than the default), the size of a number.
Anything not in the table gets the defaults. docs/LIMITS.md lists every bound and why; the same numbers are
published in openapi.yaml.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Bounds:
    limits: dict[str, int] = field(default_factory=dict)
    maps: frozenset[str] = frozenset()
    default_items: int = 16        # entries of a list or object the table does not name
    default_string: int = 64       # characters of a string (or of a map key) the table does not name
    default_integer: int = 999     # absolute value of a number the table does not name
    max_depth: int = 16            # lists and objects inside each other (no game nests more than 6)
    rule: str | None = None        # for setup options: the rule cited when they exceed a bound

    def limit(self, path: str, default: int) -> int:
        found = self.limits.get(path)
        return default if found is None else found

    def entries_at(self, path: str) -> int:
        """The most entries of the list or object at `path`."""
        return self.limit(path, self.default_items)

    def number_at(self, path: str) -> int:
        """The largest absolute value of a number at `path`."""
        return self.limit(path, self.default_integer)


# A result's message names the ending, the winners and their scores: a few hundred characters at most.
MAX_RESULT_MESSAGE = 500


def envelope_limits(max_seats: int, deciders: int) -> dict[str, int]:
    """The bounds of the fields every game's state shares (the Envelope of openapi.yaml): the generator, who is
    to act (`deciders` at once at most), and the result's seat lists, scores (`result.scores` is a map) and
    messages."""
    return {"rng": 2, "to_act": deciders, "result.winners": max_seats, "result.ranking": max_seats,
            "result.ranking[]": max_seats, "result.scores": max_seats,
            "result.message": MAX_RESULT_MESSAGE, "result.message_zh": MAX_RESULT_MESSAGE}


def under(prefix: str, limits: dict[str, int]) -> dict[str, int]:
    """`limits` of a value (the setup options) for where it sits inside another (the state's `options`)."""
    return {f"{prefix}.{path}" if path else prefix: limit for path, limit in limits.items()}


class Excess(str):
    """The English sentence of an excess, with `zh`, the same in both Chinese scripts (by BCP 47 tag)."""

    zh: dict


# The sentences of excess() in Chinese, in each script (a game's Game.chinese_script picks one).
_ZH = {
    "zh-Hant": {"the action": "動作", "the state": "狀態", "the options": "設定選項", "in": "{what}中的 {path} ",
                "deep": "{where}的巢狀層數超過 {limit} 層", "entries": "{where}有 {size} 項；最多只能有 {limit} 項",
                "key": "{where}的鍵不是最多 {limit} 個字元的文字",
                "text": "{where}是 {size} 個字元的文字；最多只能有 {limit} 個字元",
                "number": "{where}是 {size}；這裡的數字不能超過 {limit}", "digits": "{size} 位數"},
    "zh-Hans": {"the action": "动作", "the state": "状态", "the options": "设置选项", "in": "{what}中的 {path} ",
                "deep": "{where}的嵌套层数超过 {limit} 层", "entries": "{where}有 {size} 项；最多只能有 {limit} 项",
                "key": "{where}的键不是最多 {limit} 个字符的文本",
                "text": "{where}是 {size} 个字符的文本；最多只能有 {limit} 个字符",
                "number": "{where}是 {size}；这里的数字不能超过 {limit}", "digits": "{size} 位数"},
}


def _excess(english: str, kind: str, what: str, path: str, limit: int, size=None) -> Excess:
    sentence = Excess(english)
    sentence.zh = {}
    for script, words in _ZH.items():
        where = words["in"].format(what=words.get(what, what), path=path) if path else words.get(what, what)
        if isinstance(size, int) and len(str(size)) > 24:
            size = words["digits"].format(size=len(str(size)))
        sentence.zh[script] = words[kind].format(where=where, limit=limit, size=size)
    return sentence


def excess(value, bounds: Bounds, what: str) -> Excess | None:
    """The first bound `value` exceeds, as a sentence (with its Chinese), or None. Linear in the size of what it
    walks; breadth first, so the excess nearest the root is the one reported. Texts and numbers are checked where
    their list or object is read, so that only lists and objects pass through the queue."""
    if type(value) is not dict and type(value) is not list:
        return _leaf(value, "", bounds, what)
    limits, longest = bounds.limits, bounds.default_string
    queue = [(value, "", 1)]
    for node, path, depth in queue:          # the loop also reads what is appended to the queue: breadth first
        if depth > bounds.max_depth:
            return _excess(f"{_where(what, path)} nests lists and objects more than {bounds.max_depth} deep",
                           "deep", what, path, bounds.max_depth)
        limit = limits.get(path, bounds.default_items)
        if len(node) > limit:
            return _excess(f"{_where(what, path)} holds {len(node)} entries; at most {limit} are allowed",
                           "entries", what, path, limit, len(node))
        if type(node) is list:
            child, values = path + "[]", node
        else:
            if not _keys_within(node, bounds):   # at C speed
                name = "a key" if path in bounds.maps else "a field name"
                return _excess(f"{_where(what, path)} has {name} that is no text of at most {longest} characters",
                               "key", what, path, longest)
            if path not in bounds.maps:
                problem = _fields(node, path, depth, queue, bounds, what)
                if problem:
                    return problem
                continue
            child, values = path + "{}", node.values()
        if _plain(values, child, bounds):
            continue                         # the common list or map (cards, seats, counts): nothing to report
        for item in values:                  # a list's entries or a map's values: all at the one path `child`
            if type(item) is dict or type(item) is list:
                queue.append((item, child, depth + 1))
            else:
                problem = _leaf(item, child, bounds, what)
                if problem:
                    return problem
    return None


def list_within(values: list, path: str, bounds: Bounds) -> bool:
    """Whether a list of integers or of texts, all of one kind (a hand, a pile), is within its bounds at `path`:
    what `excess` finds there, at C speed. False for anything else (the caller then lets `excess` tell)."""
    return len(values) <= bounds.entries_at(path) and _plain(values, path + "[]", bounds)


def number_within(number: int, path: str, bounds: Bounds) -> bool:
    return -bounds.number_at(path) <= number <= bounds.number_at(path)


def text_within(value: str, path: str, bounds: Bounds) -> bool:
    return len(value) <= bounds.default_string or len(value) <= bounds.limit(path, 0)


def map_within(node: dict, path: str, bounds: Bounds) -> bool:
    """Whether a map (its keys data, at most the default text length) of integers or texts is within bounds."""
    return (len(node) <= bounds.entries_at(path) and _keys_within(node, bounds)
            and _plain(node.values(), path + "{}", bounds))


def object_within(node: dict, path: str, bounds: Bounds) -> bool:
    """Whether an object's count of fields and their names are within bounds (not its values: the caller's)."""
    return len(node) <= bounds.entries_at(path) and _keys_within(node, bounds)


def _keys_within(node: dict, bounds: Bounds) -> bool:
    return set(map(type, node)) <= _STR and max(map(len, node), default=0) <= bounds.default_string


def _fields(node: dict, path: str, depth: int, queue: list, bounds: Bounds, what: str) -> Excess | None:
    """The fields of an object (not a map): each at its own path; lists and objects are queued."""
    limits, longest, integers = bounds.limits, bounds.default_string, bounds.default_integer
    prefix = path + "." if path else ""
    for key, item in node.items():
        kind = type(item)
        if kind is dict or kind is list:
            queue.append((item, prefix + key, depth + 1))
        elif kind is str:
            if len(item) > longest:          # _leaf's own test first: nearly every text passes it
                problem = _leaf(item, prefix + key, bounds, what)
                if problem:
                    return problem
        elif kind is int or kind is float:
            here = prefix + key
            limit = limits.get(here, integers)
            if not -limit <= item <= limit:
                return _leaf(item, here, bounds, what)
    return None


def _plain(values, path: str, bounds: Bounds) -> bool:
    """Whether the entries (all at `path`) are all integers within its bound, or all texts within it: checked at
    C speed, so that the walk looks at each entry itself only where there may be something to queue or report."""
    if len(values) == 0:
        return True
    kinds = set(map(type, values))
    if kinds == _INT:
        limit = bounds.limits.get(path, bounds.default_integer)
        return -limit <= min(values) and max(values) <= limit
    if kinds == _STR:
        return max(map(len, values)) <= max(bounds.default_string, bounds.limits.get(path, 0))
    return False


_INT, _STR = {int}, {str}


def _leaf(node, path: str, bounds: Bounds, what: str) -> Excess | None:
    if type(node) is str:
        # A path that holds a list or a text ('default' or a custom deck) bounds both: a text is never held to
        # less than the default.
        if len(node) > bounds.default_string and len(node) > bounds.limits.get(path, 0):
            limit = max(bounds.limits.get(path, 0), bounds.default_string)
            return _excess(f"{_where(what, path)} is a text of {len(node)} characters; at most {limit} are allowed",
                           "text", what, path, limit, len(node))
    elif type(node) is int or type(node) is float:
        limit = bounds.limits.get(path, bounds.default_integer)
        if not -limit <= node <= limit:
            return _excess(f"{_where(what, path)} is {_short(node)}; no number beyond {limit} is allowed there",
                           "number", what, path, limit, node)
    return None


def _where(what: str, path: str) -> str:
    return f"{path} in {what}" if path else what


def _short(number) -> str:
    text = str(number)
    return text if len(text) <= 24 else f"a number of {len(text)} digits"
