"""The PaoPao Sha state: a JSON-native dict, read with full type checks (load) and dumped as is.

Layout (every field always present):
  players, options, to_act, result, round, current, seats[], pile (sorted card numbers, no order stored),
  pile_top (cards known to lie on top of the pile, top first), discard (bottom first), processing (sorted),
  removed, counters {attacks, actions, used[]}, blade_uses {card: n}, stack [frames], seating (the participant, in
  order of joining, who sits in each seat: R0 when the option is 'random'), table (null, or in table chance mode
  the record of engine/paopaosha/table_play.py, read there: passed on unread).
"""
from __future__ import annotations

import re
from functools import partial
from itertools import chain, product
from math import prod
from operator import is_not, itemgetter

from engine.core import InvalidState
from engine.core.json_copy import copy_json
from engine.core.list_checks import integers_within
from engine.paopaosha.cards import CHARACTERS, IDENTITIES, KINDS, SLOTS

TOP_KEYS = ("players", "options", "to_act", "result", "round", "current", "seats", "pile", "pile_top",
            "discard", "processing", "removed", "counters", "blade_uses", "stack", "seating", "table")
# A card number written as a map key: ASCII digits only ("²".isdigit() is true, int("²") fails), no sign, no
# leading zero, at most three digits (decks hold fewer than 1,000 cards, engine/paopaosha/bounds.py).
CARD_KEY = re.compile(r"[1-9][0-9]{0,2}")
# The key under which load leaves the cards it read in the zones and in front of the seats (a plain state only),
# for problems() to take: not a field of the state, never dumped or shown.
PLACED_CARDS = "_placed"
# The card zones outside the seats, in the order load reads them.
ZONES = ("pile", "pile_top", "discard", "processing", "removed")
_ZONE_LISTS = itemgetter(*ZONES)
SEAT_KEYS = ("identity", "revealed", "character", "health", "max_health", "alive", "hand", "equipment",
             "judgement_area", "score", "skip_turn", "marks")
# The highest value load takes for a seat's numbers (each from 0).
SEAT_RANGES = {"health": 99, "max_health": 99, "score": 12}


class Bad(Exception):
    pass


def _need(cond, msg):
    if not cond:
        raise Bad(msg)


def _int(v, what, lo=None, hi=None):
    # Every card and seat of a state passes here: the messages are only built for a value that fails.
    if type(v) is not int or (lo is not None and v < lo) or (hi is not None and v > hi):
        _need(isinstance(v, int) and not isinstance(v, bool), f"{what} must be an integer")
        _need(lo is None or v >= lo, f"{what} must be at least {lo}")
        _need(hi is None or v <= hi, f"{what} must be at most {hi}")
    return v


def _bool(v, what):
    if type(v) is not bool:
        raise Bad(f"{what} must be true or false")
    return v


def _str(v, what, choices=None):
    if not isinstance(v, str):
        raise Bad(f"{what} must be a string")
    if choices is not None and v not in choices:
        raise Bad(f"{what} must be one of {', '.join(map(str, choices))}")
    return v


def _list(v, what):
    if not isinstance(v, list):
        raise Bad(f"{what} must be a list")
    return v


def _dict(v, what, keys=None):
    if not isinstance(v, dict):
        raise Bad(f"{what} must be an object")
    # Distinct keys: as many fields as keys, each key among them, is exactly the keys (no message built).
    if keys is not None and not (len(v) == len(keys) and all(map(v.__contains__, keys))):
        missing = [k for k in keys if k not in v]
        extra = [k for k in v if k not in keys]
        _need(not missing, f"{what} lacks {', '.join(missing)}")
        _need(not extra, f"{what} has unknown fields {', '.join(map(str, extra))}")
    return v


def _cards(v, what, ncards):
    cards = _list(v, what)
    if integers_within(cards, 1, ncards):
        return list(cards)
    return [_int(c, f"a card of {what}", 1, ncards) for c in cards]


def check_value(v, spec, what, ctx):
    """Checks one frame field against a small type language and returns a fresh copy."""
    n, ncards = ctx
    if spec.endswith("?"):
        return None if v is None else check_value(v, spec[:-1], what, ctx)
    if spec == "seat":
        return _int(v, what, 0, n - 1)
    if spec == "card":
        return _int(v, what, 1, ncards)
    if spec == "int":
        return _int(v, what, 0)
    if spec == "bool":
        return _bool(v, what)
    if spec == "str":
        return _str(v, what)
    if spec == "kind":
        return _str(v, what, KINDS)
    if spec == "seats":
        return [_int(s, f"a seat of {what}", 0, n - 1) for s in _list(v, what)]
    if spec == "cards":
        return _cards(v, what, ncards)
    if spec == "scalar":   # a choice or an answer: a number, text, true/false or null
        _need(v is None or isinstance(v, (str, int, bool)), f"{what} must be a number, text or true/false")
        return v
    if spec == "scalars":
        return [check_value(x, "scalar", what, ctx) for x in _list(v, what)]
    raise Bad(f"{what}: unknown field type {spec}")


# Fast paths (issue 15): each is true only where the checked path above accepts the value and copies it to an
# equal value, so that a plainly well-formed state is read without a message or a call per field; anything else
# goes down the checked path, which gives the same copy or names what is wrong.
_NONE = type(None)
# The types a plain frame field of each spec holds (a spec ending in "?" also takes null).
_SPEC_TYPES = {"seat": (int,), "card": (int,), "int": (int,), "bool": (bool,), "str": (str,), "kind": (str,),
               "seats": (list,), "cards": (list,), "scalars": (list,), "scalar": (str, int, bool, _NONE)}
_SCALARS = frozenset(_SPEC_TYPES["scalar"])
_LOWEST = {"seat": 0, "card": 1, "int": 0}
# Beyond the products of this many type combinations a frame kind is read field by field on the checked path.
_MOST_TYPE_ROWS = 256


class FrameReader:
    """Reads the stack's frames: each frame kind's fields (`frame_specs`: kind -> {field: spec}) compiled once per
    process into what a plain frame of that kind holds, so that it is checked a frame at a time: its keys in order,
    the types of its values in one tuple, then only the ranges and list entries its specs bound."""

    def __init__(self, frame_specs: dict):
        self.specs = frame_specs
        self.plans = {kind: _FramePlan(spec) for kind, spec in frame_specs.items()}

    def plain(self, fr, n, ncards):
        """check_value's copy of a frame every field of which is plainly what its spec takes; else None."""
        kind = fr.get("kind") if type(fr) is dict else None
        plan = self.plans.get(kind) if type(kind) is str else None
        if plan is None or tuple(fr) != plan.keys or tuple(map(type, fr.values())) not in plan.types:
            return None
        for key, base in plan.numbers:
            value = fr[key]
            if value is not None and not _LOWEST[base] <= value <= (n - 1 if base == "seat" else ncards
                                                                    if base == "card" else value):
                return None
        for key, base in plan.lists:
            value = fr[key]
            if value is not None and not (integers_within(value, 0, n - 1) if base == "seats"
                                          else integers_within(value, 1, ncards) if base == "cards"
                                          else set(map(type, value)) <= _SCALARS):
                return None
        for key in plan.kinds:
            if fr[key] is not None and fr[key] not in KINDS:
                return None
        copy = dict(fr)                       # the fields in their order: the layout is copied, not rebuilt
        for key, _ in plan.lists:
            if copy[key] is not None:
                copy[key] = list(copy[key])
        return copy


class _FramePlan:
    def __init__(self, spec: dict):
        self.keys = ("kind", *spec)
        bases = {key: typ.rstrip("?") for key, typ in spec.items()}
        # A spec check_value does not know reads no frame of this kind plainly: the checked path names it.
        choices = [(str,)] + [_SPEC_TYPES.get(bases[key], ()) + ((_NONE,) if typ.endswith("?") else ())
                              for key, typ in spec.items()]
        rows = prod(map(len, choices))
        self.types = frozenset(product(*choices)) if 0 < rows <= _MOST_TYPE_ROWS else frozenset()
        self.numbers = tuple((key, base) for key, base in bases.items() if base in ("seat", "card", "int"))
        self.lists = tuple((key, base) for key, base in bases.items() if base in ("seats", "cards", "scalars"))
        self.kinds = tuple(key for key, base in bases.items() if base == "kind")


_IDENTITIES, _CHARACTERS = frozenset(IDENTITIES) | {None}, frozenset(CHARACTERS) | {None}
_LIST, _TEXT = {list}, {str}
_HEALTH, _MAX_HEALTH, _SCORE = SEAT_RANGES["health"], SEAT_RANGES["max_health"], SEAT_RANGES["score"]
_MARK = 10 ** 6                               # the highest value of a mark (_marks)
_NO_CARDS = (None,) * len(SLOTS)
_not_none = partial(is_not, None)
_first = itemgetter(0)


def _plain_pairs(pairs: list, n: int, ncards: int) -> bool:
    """Whether judgement-area entries are [card, user] pairs of a card of the deck and a seat."""
    if not pairs:
        return True
    if set(map(type, pairs)) != _LIST or set(map(len, pairs)) != {2}:
        return False
    cards, users = zip(*pairs)
    return integers_within(cards, 1, ncards) and integers_within(users, 0, n - 1)


def _plain_seats(seats, n, ncards):
    """The copies of `seats` that the checked loop of _load makes, where every seat plainly holds what it accepts
    (its fields and slots exactly, in their order), and every card in front of them (hands, slots, judgement
    areas); else None. A seat's values are unpacked at once and tested where they lie; the cards of every hand and
    slot are checked together at the end."""
    copies, cards, slotted = [], [], []
    try:
        for seat in seats:
            if type(seat) is not dict or tuple(seat) != SEAT_KEYS:
                return None
            (identity, revealed, character, health, max_health, alive, hand, equipment, judged, score, skip_turn,
             marks) = seat.values()
            # `in` on the name sets: a text among them or null (no other JSON value equals one); a list or an
            # object raises TypeError, caught below.
            if not (identity in _IDENTITIES and character in _CHARACTERS
                    and type(revealed) is type(alive) is type(skip_turn) is bool
                    and type(health) is type(max_health) is type(score) is int
                    and 0 <= health <= _HEALTH and 0 <= max_health <= _MAX_HEALTH and 0 <= score <= _SCORE
                    and type(hand) is list and type(equipment) is dict and tuple(equipment) == SLOTS
                    and type(judged) is list and type(marks) is dict):
                return None
            copy = dict(seat)                 # the fields in their order: the layout is copied, not rebuilt
            copy["hand"], copy["equipment"] = list(hand), dict(equipment)
            cards += hand
            slots = tuple(equipment.values())
            if slots != _NO_CARDS:            # most seats hold no equipment
                slotted += slots
            if judged:
                if not _plain_pairs(judged, n, ncards):
                    return None
                copy["judgement_area"] = [list(pair) for pair in judged]
                cards += map(_first, judged)
            else:
                copy["judgement_area"] = []
            if marks:
                if not (set(map(type, marks)) <= _TEXT and integers_within(list(marks.values()), 0, _MARK)):
                    return None
                copy["marks"] = dict(marks)
            else:
                copy["marks"] = {}
            copies.append(copy)
    except TypeError:
        return None
    slotted = list(filter(_not_none, slotted))
    if not (integers_within(cards, 1, ncards) and integers_within(slotted, 1, ncards)):
        return None
    cards += slotted
    return copies, cards


def _marks(v, w):
    _dict(v, f"{w} marks")
    # values are counts, seats or card numbers (a custom deck may exceed 99 cards; problems() checks ranges)
    return {_str(k, f"a key of {w} marks"): _int(x, f"{w} mark {k}", 0, 10 ** 6) for k, x in v.items()}


def _checked_seat(s, i, n, ncards) -> dict:
    w = f"seat {i}"
    _dict(s, w, SEAT_KEYS)
    eq = _dict(s["equipment"], f"{w} equipment", SLOTS)
    judge = []
    for e in _list(s["judgement_area"], f"{w} judge"):
        _need(isinstance(e, list) and len(e) == 2, f"{w} judgement_area entries are [card, user] pairs")
        judge.append([_int(e[0], f"{w} judgement_area card", 1, ncards), _int(e[1], f"{w} judgement_area user", 0, n - 1)])
    return {
        "identity": None if s["identity"] is None else _str(s["identity"], f"{w} identity", IDENTITIES),
        "revealed": _bool(s["revealed"], f"{w} revealed"),
        "character": None if s["character"] is None else _str(s["character"], f"{w} character", CHARACTERS),
        "health": _int(s["health"], f"{w} health", 0, SEAT_RANGES["health"]),
        "max_health": _int(s["max_health"], f"{w} max_health", 0, SEAT_RANGES["max_health"]),
        "alive": _bool(s["alive"], f"{w} alive"),
        "hand": _cards(s["hand"], f"{w} hand", ncards),
        "equipment": {k: None if eq[k] is None else _int(eq[k], f"{w} {k}", 1, ncards) for k in SLOTS},
        "judgement_area": judge,
        "score": _int(s["score"], f"{w} score", 0, SEAT_RANGES["score"]),
        "skip_turn": _bool(s["skip_turn"], f"{w} skip_turn"),
        "marks": _marks(s["marks"], w),
    }


def load_state(data, frames: FrameReader, deck_size_of) -> dict:
    try:
        return _load(data, frames, deck_size_of)
    except Bad as bad:
        raise InvalidState(str(bad)) from None


def _load(data, frames, deck_size_of):
    _dict(data, "the state", TOP_KEYS)
    n = _int(data["players"], "players", 3, 12)
    # Not copied: the caller compares these options with the checked copy it keeps (rules.load).
    options = _dict(data["options"], "options")
    ncards = deck_size_of(options)   # raises Bad on a malformed deck option
    res = data["result"]
    if res is not None:
        _dict(res, "result")
        res = copy_json(res)
    to_act = _list(data["to_act"], "to_act")
    for s in to_act:
        _need(s == "chance" or isinstance(s, int) and not isinstance(s, bool) and 0 <= s < n,
              "to_act holds seats or 'chance'")
    st = {
        "players": n, "options": options, "to_act": list(to_act), "result": res,
        "round": _int(data["round"], "round", 0),
        "current": _int(data["current"], "current", 0, n - 1),
    }
    zones = _ZONE_LISTS(data)
    placed = list(chain.from_iterable(zones)) if set(map(type, zones)) == _LIST else None
    if placed is not None and integers_within(placed, 1, ncards):
        st.update(zip(ZONES, map(list, zones)))       # every zone plainly a list of cards: checked at once
    else:
        placed = None
        st.update((zone, _cards(data[zone], zone, ncards)) for zone in ZONES)
    seats = _list(data["seats"], "seats")
    _need(len(seats) == n, "seats must have one entry per player")
    plain = _plain_seats(seats, n, ncards)
    if plain is None:
        st["seats"] = [_checked_seat(s, i, n, ncards) for i, s in enumerate(seats)]
    else:
        st["seats"], seated = plain
        if placed is not None:
            # Every card load read in the zones and in front of the seats, gathered on the way: problems() takes
            # it (PLACED_CARDS) to check that each card of the deck lies in one place without walking them again.
            placed += seated
            st[PLACED_CARDS] = placed
    c = _dict(data["counters"], "counters", ("attacks", "actions", "used"))
    st["counters"] = {"attacks": _int(c["attacks"], "counters.attacks", 0),
                      "actions": _int(c["actions"], "counters.actions", 0, 100),
                      "used": [_str(x, "counters.used") for x in _list(c["used"], "counters.used")]}
    bu = _dict(data["blade_uses"], "blade_uses")
    st["blade_uses"] = {}
    for k, v in bu.items():
        _need(CARD_KEY.fullmatch(k) is not None and int(k) <= ncards, "blade_uses keys are card numbers")
        st["blade_uses"][k] = _int(v, "a blade use count", 0, 3)
    seating = _list(data["seating"], "seating")
    _need(len(seating) == n, "seating has one entry per seat")
    st["seating"] = list(seating) if integers_within(seating, 0, n - 1) else \
        [None if x is None else _int(x, "a seating entry", 0, n - 1) for x in seating]
    st["table"] = data["table"]
    st["stack"] = [frames.plain(fr, n, ncards) or _checked_frame(fr, frames.specs, n, ncards)
                   for fr in _list(data["stack"], "stack")]
    return st


def _checked_frame(fr, frame_specs, n, ncards) -> dict:
    _need(isinstance(fr, dict) and isinstance(fr.get("kind"), str) and fr["kind"] in frame_specs,
          "each stack frame must be an object with a known 'kind'")
    spec = frame_specs[fr["kind"]]
    _dict(fr, f"a {fr['kind']} frame", ("kind",) + tuple(spec))
    new = {"kind": fr["kind"]}
    for key, typ in spec.items():
        new[key] = check_value(fr[key], typ, f"{fr['kind']}.{key}", (n, ncards))
    return new
