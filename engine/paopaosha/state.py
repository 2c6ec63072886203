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

from engine.core import InvalidState
from engine.core.json_copy import copy_json
from engine.core.list_checks import integers_within
from engine.paopaosha.cards import CHARACTERS, IDENTITIES, KINDS, SLOTS

TOP_KEYS = ("players", "options", "to_act", "result", "round", "current", "seats", "pile", "pile_top",
            "discard", "processing", "removed", "counters", "blade_uses", "stack", "seating", "table")
# A card number written as a map key: ASCII digits only ("²".isdigit() is true, int("²") fails), no sign, no
# leading zero, at most three digits (decks hold fewer than 1,000 cards, engine/paopaosha/bounds.py).
CARD_KEY = re.compile(r"[1-9][0-9]{0,2}")
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


def _marks(v, w):
    _dict(v, f"{w} marks")
    # values are counts, seats or card numbers (a custom deck may exceed 99 cards; problems() checks ranges)
    return {_str(k, f"a key of {w} marks"): _int(x, f"{w} mark {k}", 0, 10 ** 6) for k, x in v.items()}


def load_state(data, frame_specs, deck_size_of) -> dict:
    try:
        return _load(data, frame_specs, deck_size_of)
    except Bad as bad:
        raise InvalidState(str(bad)) from None


def _load(data, frame_specs, deck_size_of):
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
        "pile": _cards(data["pile"], "pile", ncards),
        "pile_top": _cards(data["pile_top"], "pile_top", ncards),
        "discard": _cards(data["discard"], "discard", ncards),
        "processing": _cards(data["processing"], "processing", ncards),
        "removed": _cards(data["removed"], "removed", ncards),
    }
    seats = _list(data["seats"], "seats")
    _need(len(seats) == n, "seats must have one entry per player")
    st["seats"] = []
    for i, s in enumerate(seats):
        w = f"seat {i}"
        _dict(s, w, SEAT_KEYS)
        eq = _dict(s["equipment"], f"{w} equipment", SLOTS)
        judge = []
        for e in _list(s["judgement_area"], f"{w} judge"):
            _need(isinstance(e, list) and len(e) == 2, f"{w} judgement_area entries are [card, user] pairs")
            judge.append([_int(e[0], f"{w} judgement_area card", 1, ncards), _int(e[1], f"{w} judgement_area user", 0, n - 1)])
        st["seats"].append({
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
        })
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
    st["seating"] = [None if x is None else _int(x, "a seating entry", 0, n - 1) for x in seating]
    st["table"] = data["table"]
    st["stack"] = []
    ctx = (n, ncards)
    for fr in _list(data["stack"], "stack"):
        _need(isinstance(fr, dict) and isinstance(fr.get("kind"), str) and fr["kind"] in frame_specs,
              "each stack frame must be an object with a known 'kind'")
        spec = frame_specs[fr["kind"]]
        _dict(fr, f"a {fr['kind']} frame", ("kind",) + tuple(spec))
        new = {"kind": fr["kind"]}
        for key, typ in spec.items():
            new[key] = check_value(fr[key], typ, f"{fr['kind']}.{key}", ctx)
        st["stack"].append(new)
    return st
