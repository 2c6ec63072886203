"""PaoPao Sha's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each.

Every card list holds at most the cards of the deck, every seat list at most the seats. PPS-4.1 lets a table
play with a custom deck of any counts; our cap is MAX_DECK_CARDS (an Interpretation, docs/LIMITS.md).
"""
from __future__ import annotations

from operator import itemgetter

from engine.core.bounds import (Bounds, envelope_limits, excess, list_within, map_within, number_within, object_within,
                                text_within, under)
from engine.core.table.limits import record_limits, record_maps
from engine.paopaosha import boss, books, delayed, effects, equipment, flow, gods, skills  # noqa: F401  (frames)
from engine.paopaosha.cards import CHARACTERS, IDENTITIES, KINDS, POOL, SLOTS
from engine.paopaosha.machine import FRAMES
from engine.paopaosha.state import PLACED_CARDS, SEAT_KEYS, SEAT_RANGES

# Interpretation of PPS-4.1: a custom deck holds at most four times the 110 cards of PPS-1.4.
MAX_DECK_CARDS = 440
MAX_SEATS = 12                     # PPS-4.1: 3 to 12 players
MAX_STACK = 32                     # frames waiting on each other: a turn, a card, its answers, a dying player...
MAX_MARKS = 32                     # named markers in front of one seat (skills, gods, boss)
MAX_USED = 64                      # abilities used this turn (counters.used)
MAX_ROUND_LIMIT = 999              # PPS-16.9: the draw after this many rounds (option round_limit)
# Table chance mode (PPS-19.5): the record's groups each hold at least one hidden card, its log at most one claim
# per card and identity (engine/paopaosha/table.py).
MAX_HIDDEN = MAX_DECK_CARDS + MAX_SEATS

_LIST_TYPES = {"seats": MAX_SEATS, "cards": MAX_DECK_CARDS, "scalars": MAX_DECK_CARDS}

OPTION_LIMITS = {
    "": 14,
    "deck": MAX_DECK_CARDS,        # a list of cards, or the text 'default'
    "deck[]": 3,                   # {kind, suit, rank}
    "character_pool": len(POOL),
    "identities": MAX_SEATS,
    "characters": MAX_SEATS,
    "hands": MAX_SEATS,
    "hands[]": 4,                  # PPS-4.2: four starting cards each
    "hands[][]": MAX_DECK_CARDS,   # a card number
    "round_limit": MAX_ROUND_LIMIT,
}


def _frame_limits() -> dict[str, int]:
    """The most entries of each list field of a stack frame, from its declared type (a field name that is a
    seat list in one frame and a card list in another gets the larger). Numbers in a frame (counts, indexes,
    card numbers) stay within the deck: the default integer bound."""
    limits = {"stack": MAX_STACK, "stack[]": 1 + max(len(cls.fields) for cls in FRAMES.values())}
    for cls in FRAMES.values():
        for name, spec in cls.fields.items():
            size = _LIST_TYPES.get(spec.rstrip("?"))
            if size is not None:
                path = f"stack[].{name}"
                limits[path] = max(limits.get(path, 0), size)
                limits[path + "[]"] = MAX_DECK_CARDS      # a card number, a seat or a choice
    return limits


STATE_LIMITS = {
    "": 21,                        # the 17 fields of state.py and the envelope's 4
    **envelope_limits(MAX_SEATS, 1),                # one decision at a time (machine.to_act)
    "result": 7,                   # the result shape of engine/core/result.py and side
    "round": MAX_ROUND_LIMIT + 1,
    "seats": MAX_SEATS,
    "seats[]": 12,
    "seats[].hand": MAX_DECK_CARDS,
    "seats[].equipment": len(SLOTS),
    "seats[].judgement_area": MAX_DECK_CARDS,
    "seats[].judgement_area[]": 2,          # [card, user]
    "seats[].marks": MAX_MARKS,
    "pile": MAX_DECK_CARDS,
    "pile_top": MAX_DECK_CARDS,
    "discard": MAX_DECK_CARDS,
    "processing": MAX_DECK_CARDS,
    "removed": MAX_DECK_CARDS,
    "counters": 3,
    "counters.used": MAX_USED,
    "blade_uses": MAX_DECK_CARDS,
    "seating": MAX_SEATS,
    "table": 3,                                    # {record, tokens, hidden_identities}
    **record_limits("table.record", piles=2, kinds=MAX_DECK_CARDS, copies=MAX_DECK_CARDS, cards=MAX_DECK_CARDS,
                    hidden=MAX_HIDDEN, claims=MAX_HIDDEN),     # the deck and the identity cards
    "table.tokens": MAX_SEATS,
    "table.tokens[]": MAX_DECK_CARDS,
    "table.hidden_identities": MAX_SEATS,
    **under("options", OPTION_LIMITS),
    **_frame_limits(),
}

STATE_BOUNDS = Bounds(STATE_LIMITS, maps=frozenset({"result.scores", "seats[].marks", "blade_uses"})
                      | record_maps("table.record"),
                      default_integer=MAX_DECK_CARDS)
ACTION_BOUNDS = Bounds({"": 7, "hand": MAX_DECK_CARDS}, default_integer=MAX_DECK_CARDS)     # use_card + from_hand
OPTION_BOUNDS = Bounds(OPTION_LIMITS, default_integer=MAX_DECK_CARDS, rule="PPS-4.1")


# The fields of regular shape, most of a state: `load` reads them first and they are bounded on what it built
# (loaded_within_bounds); the generic walk bounds every other field before `load` reads it.
CARD_ZONES = ("pile", "pile_top", "discard", "processing", "removed")
_WALKED_ONCE_LOADED = ("stack", "players", "round", "current", "to_act", "counters", "blade_uses")
BOUNDED_ONCE_LOADED = frozenset({*CARD_ZONES, "seats", "seating", *_WALKED_ONCE_LOADED})

# What load fixes about a seat, held to the bounds once here: its field names, its equipment's slots, the texts it
# takes for an identity or a character, the ranges it reads health, max health and score in, and the pairs of a
# judgement area. A bound that did not hold them would send every state to the generic walk.
_SEAT_SHAPE_WITHIN = (
    object_within(dict.fromkeys(SEAT_KEYS), "seats[]", STATE_BOUNDS)
    and object_within(dict.fromkeys(SLOTS), "seats[].equipment", STATE_BOUNDS)
    and all(text_within(name, "seats[].identity", STATE_BOUNDS) for name in IDENTITIES)
    and all(text_within(name, "seats[].character", STATE_BOUNDS) for name in CHARACTERS)
    and all(number_within(high, f"seats[].{name}", STATE_BOUNDS) for name, high in SEAT_RANGES.items())
    and STATE_BOUNDS.entries_at("seats[].judgement_area[]") >= 2
    and STATE_BOUNDS.number_at("seats[].judgement_area[][]") >= MAX_SEATS)
_HAND, _HAND_CARD = STATE_BOUNDS.entries_at("seats[].hand"), STATE_BOUNDS.number_at("seats[].hand[]")
_SLOT_CARD = min(STATE_BOUNDS.number_at(f"seats[].equipment.{slot}") for slot in SLOTS)
_JUDGED = STATE_BOUNDS.entries_at("seats[].judgement_area")
_JUDGED_CARD = STATE_BOUNDS.number_at("seats[].judgement_area[][]")
_SEATS, _SEATING = STATE_BOUNDS.entries_at("seats"), STATE_BOUNDS.entries_at("seating")
_SEATING_ENTRY = STATE_BOUNDS.number_at("seating[]")


# The least bound of a card number anywhere load reads one in the fields bounded once loaded: a state whose deck has
# no more cards is within every one of them, since load takes no card number beyond the deck's.
_CARD_NUMBER = min(_HAND_CARD, _SLOT_CARD, _JUDGED_CARD, *(STATE_BOUNDS.number_at(f"{zone}[]") for zone in CARD_ZONES))
_ZONE_SIZE = min(STATE_BOUNDS.entries_at(zone) for zone in CARD_ZONES)
_ANY_CARD_LIST = min(_ZONE_SIZE, _HAND, _JUDGED)
# Load takes the seating's entries and the judged cards' users as seats (at most MAX_SEATS - 1).
_SEATS_WITHIN = _SEATING_ENTRY >= MAX_SEATS - 1 and STATE_BOUNDS.number_at("seats[].judgement_area[][]") >= MAX_SEATS - 1


def loaded_within_bounds(st: dict, data: dict) -> bool:
    """loaded_within_bounds_of_any_deck, for the common deck of at most _CARD_NUMBER cards: there only the lengths
    and the marks are left to bound."""
    seats = st["seats"]
    if not (_SEAT_SHAPE_WITHIN and _SEATS_WITHIN and len(st["_t"]) - 1 <= _CARD_NUMBER):
        return loaded_within_bounds_of_any_deck(st, data)
    return (len(seats) <= _SEATS and len(st["seating"]) <= _SEATING and _card_lists_within(st)
            and all(len(marks) <= _MARKS and max(map(len, marks)) <= _MARK_NAME and max(marks.values()) <= _MARK_VALUE
                    for marks in map(itemgetter("marks"), seats) if marks)
            and _counts_within(st) and _stack_within(st["stack"]))


def _card_lists_within(st: dict) -> bool:
    """Whether the zones, hands and judgement areas hold no more entries than their bounds take: at once where load
    gathered their cards (PLACED_CARDS: each of them holds no more than all of them), else list by list."""
    placed = st.get(PLACED_CARDS)
    if placed is not None and len(placed) <= _ANY_CARD_LIST:
        return True
    seats = st["seats"]
    hands, judged = map(itemgetter("hand"), seats), map(itemgetter("judgement_area"), seats)
    return (max(map(len, map(st.__getitem__, CARD_ZONES))) <= _ZONE_SIZE
            and max(map(len, hands)) <= _HAND and max(map(len, judged)) <= _JUDGED)


# A seat's marks as load reads them (texts naming integers of at least 0): map_within's verdict is their count, their
# longest name and their largest value.
_MARKS, _MARK_NAME = STATE_BOUNDS.entries_at("seats[].marks"), STATE_BOUNDS.default_string
_MARK_VALUE = STATE_BOUNDS.number_at("seats[].marks{}")


def _counts_within(st: dict) -> bool:
    """The bounds of the small fields load reads in their exact shapes: the round, who is to act (seats or
    'chance'), the counters and the blade uses (keys of at most three digits, counts of at most 3); the player count
    and the current seat are seats, which every bound takes (_SMALL_FIELDS_WITHIN)."""
    counters, used = st["counters"], st["counters"]["used"]
    return (_SMALL_FIELDS_WITHIN and st["round"] <= _ROUND and len(st["to_act"]) <= _TO_ACT
            and counters["attacks"] <= _ATTACKS and len(used) <= _USED
            and (not used or max(map(len, used)) <= _USED_NAME) and len(st["blade_uses"]) <= _BLADE_USES)


# What load takes for these fields within every bound (a bound that did not take them would send every state to the
# generic walk): players 3-12, a current seat, to_act's seats and 'chance', counters' three fields and actions of at
# most 100, blade_uses' keys of at most 3 digits with counts of at most 3.
_SMALL_FIELDS_WITHIN = (
    number_within(MAX_SEATS, "players", STATE_BOUNDS) and number_within(MAX_SEATS - 1, "current", STATE_BOUNDS)
    and number_within(MAX_SEATS - 1, "to_act[]", STATE_BOUNDS) and text_within("chance", "to_act[]", STATE_BOUNDS)
    and object_within(dict.fromkeys(("attacks", "actions", "used")), "counters", STATE_BOUNDS)
    and number_within(100, "counters.actions", STATE_BOUNDS)
    and map_within({"999": 3}, "blade_uses", STATE_BOUNDS))
_ROUND, _TO_ACT = STATE_BOUNDS.number_at("round"), STATE_BOUNDS.entries_at("to_act")
_ATTACKS, _USED = STATE_BOUNDS.number_at("counters.attacks"), STATE_BOUNDS.entries_at("counters.used")
_USED_NAME = max(STATE_BOUNDS.default_string, STATE_BOUNDS.limit("counters.used[]", 0))
_BLADE_USES = STATE_BOUNDS.entries_at("blade_uses")


# What a loaded frame's field may exceed, by its spec (engine/paopaosha/state.py's check_value): a number, a text, a
# list's length, or a scalar list's entries. Seats, cards of a deck of at most _CARD_NUMBER cards, true/false and
# card kinds are within every bound a frame field has (_frame_checks makes sure, else that kind is never within).
_NUMBER, _TEXT, _ENTRIES, _SCALAR, _SCALARS = range(5)


def _frame_checks(spec: dict) -> tuple | None:
    """(check, field, limit, entry limit) of each field of a frame of `spec` that a bound may refuse once loaded;
    None where even a plain frame of this kind could exceed a bound that these checks do not look at."""
    keys = ("kind", *spec)
    if not (object_within(dict.fromkeys(keys), "stack[]", STATE_BOUNDS)
            and all(text_within(name, "stack[].kind", STATE_BOUNDS) for name in FRAMES)):
        return None
    checks = []
    for name, typ in spec.items():
        base, path = typ.rstrip("?"), f"stack[].{name}"
        number, text = STATE_BOUNDS.number_at(path), max(STATE_BOUNDS.default_string, STATE_BOUNDS.limit(path, 0))
        entries, entry = STATE_BOUNDS.entries_at(path), STATE_BOUNDS.number_at(path + "[]")
        entry_text = max(STATE_BOUNDS.default_string, STATE_BOUNDS.limit(path + "[]", 0))
        if base == "int":
            checks.append((_NUMBER, name, number, None))
        elif base == "str":
            checks.append((_TEXT, name, text, None))
        elif base == "scalar":
            checks.append((_SCALAR, name, (number, text), None))
        elif base == "scalars":
            checks.append((_SCALARS, name, entries, (entry, entry_text)))
        elif base in ("seats", "cards"):
            if entry < (MAX_SEATS - 1 if base == "seats" else _CARD_NUMBER):
                return None
            checks.append((_ENTRIES, name, entries, None))
        elif not (base == "bool" or base == "seat" and number >= MAX_SEATS - 1
                  or base == "card" and number >= _CARD_NUMBER
                  or base == "kind" and all(text_within(kind, path, STATE_BOUNDS) for kind in KINDS)):
            return None
    return tuple(checks)


_FRAME_CHECKS = {kind: _frame_checks(cls.fields) for kind, cls in FRAMES.items()}
_STACK = STATE_BOUNDS.entries_at("stack")


def _stack_within(stack: list) -> bool:
    """The generic walk's verdict on a stack load read (every frame of a known kind, its fields of their specs)."""
    if len(stack) > _STACK:
        return False
    for frame in stack:
        checks = _FRAME_CHECKS[frame["kind"]]
        if checks is None:
            return False
        for check, name, limit, entry_limit in checks:
            value = frame[name]
            if value is None:
                continue
            if check == _NUMBER:
                if value > limit:
                    return False
            elif check == _TEXT:
                if len(value) > limit:
                    return False
            elif check == _ENTRIES:
                if len(value) > limit:
                    return False
            elif check == _SCALAR:
                if not _scalar_within(value, *limit):
                    return False
            elif len(value) > limit or not all(_scalar_within(item, *entry_limit) for item in value):
                return False
    return True


def _scalar_within(value, number: int, text: int) -> bool:
    """A choice or an answer (a number, text, true/false or null) within the bounds of its place."""
    kind = type(value)
    return kind is str and len(value) <= text or kind is int and -number <= value <= number \
        or kind is bool or value is None


def loaded_within_bounds_of_any_deck(st: dict, data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of a state `load` accepted are within STATE_BOUNDS: the verdict of
    engine.core.bounds.excess on them, taken from what load built from `data` (the same values, in the shapes it
    checked: exact fields, cards as integers of at least 1, seats and seating one per player of at most
    MAX_SEATS)."""
    if not (_SEAT_SHAPE_WITHIN and len(st["seats"]) <= _SEATS and len(st["seating"]) <= _SEATING
            and all(list_within(st[zone], zone, STATE_BOUNDS) for zone in CARD_ZONES)):
        return False
    # The small fields and the stack as the generic walk sees them (a deck this large is rare): the same values at
    # the same paths, so the same verdict.
    if excess({field: st[field] for field in _WALKED_ONCE_LOADED}, STATE_BOUNDS, "the state"):
        return False
    seated = [entry for entry in st["seating"] if entry is not None]
    if seated and max(seated) > _SEATING_ENTRY:
        return False
    for seat in st["seats"]:
        hand, marks, judged = seat["hand"], seat["marks"], seat["judgement_area"]
        slotted = [card for card in seat["equipment"].values() if card is not None]
        if len(hand) > _HAND or (hand and max(hand) > _HAND_CARD) or (slotted and max(slotted) > _SLOT_CARD) \
                or len(judged) > _JUDGED or (judged and max(card for card, _user in judged) > _JUDGED_CARD) \
                or (marks and not map_within(marks, "seats[].marks", STATE_BOUNDS)):
            return False
    return True
