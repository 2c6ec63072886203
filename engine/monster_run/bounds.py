"""Monster Run's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each."""
from __future__ import annotations

from engine.core.bounds import Bounds, envelope_limits, excess, number_within, object_within, text_within, under
from engine.core.errors import InvalidSetup
from engine.core.json_copy import copy_json
from engine.core.table.limits import record_limits, record_maps
from engine.monster_run.cards import BOARD_FRUITS_MAX, COLOURS, MAGIC_CARDS, NOTE_COUNT, NOTE_DECK, NOTE_ORDER, ROW
from engine.monster_run.setup import normalize
from engine.monster_run.state import DECISIONS, MUD_ROWS, ORIGINS, SEAT_KEYS, STATE_KEYS

MAX_SEATS = 4                                        # MR-0.2: 2 to 4 players
MAX_HAND = 5                                         # MR-2.4: hand_size 1-5
MAX_FRUITS = len(COLOURS) * BOARD_FRUITS_MAX         # MR-7.3: at most 4 fruits of each colour on the board
# Interpretations (docs/LIMITS.md): MR-9.11 lets a table bring its own magic deck, MR-8.7 its own round limit.
MAX_MAGIC_DECK = 32                                  # four times the 8 cards of the default magic deck
MAX_ROUND_LIMIT = 1000
MAX_TURN = MAX_ROUND_LIMIT * MAX_SEATS               # turns played, one per seat and round
MAX_MOVEMENT_COUNTER = 4 * (MAX_TURN + 1)            # checks.py: at most four moves per turn
# Table chance mode (engine/core/table): a group of unknown cards holds at least one hidden card, and the audit log
# keeps at most as many claims as the game has cards.
MAX_HIDDEN = MAX_SEATS * MAX_HAND + MAX_MAGIC_DECK
MAX_CLAIMS = NOTE_COUNT + MAX_MAGIC_DECK

OPTION_LIMITS = {
    "": 24,
    "seat_order": MAX_SEATS,
    "monsters": MAX_SEATS,
    "board_fruits": len(COLOURS),
    "fruit_cells": MAX_FRUITS,
    "fruit_cells[]": 2,                              # {cell, colour}
    "hands": MAX_SEATS,
    "hands[]": MAX_HAND,
    "magic_deck": MAX_MAGIC_DECK,
    "repeat_bar_lines": 2,                           # {start, end}
    "mud": 3,                                        # {L, R, R_rows}
    "round_limit": MAX_ROUND_LIMIT,
}

STATE_LIMITS = {
    "": len(STATE_KEYS) + 5,                         # the envelope's game, version, chance, rng; table (table mode)
    **envelope_limits(MAX_SEATS, 1),                 # one decision at a time (State.to_act)
    "result": 7,                   # the result shape of engine/core/result.py and race_ranking
    "result.race_ranking": MAX_SEATS,
    "turn": MAX_TURN,
    "movement_counter": MAX_MOVEMENT_COUNTER,
    "seats": MAX_SEATS,
    "seats[]": len(SEAT_KEYS),
    "seats[].stamp": MAX_MOVEMENT_COUNTER,
    "seats[].hand": NOTE_COUNT,
    "seats[].fruits": len(COLOURS),
    "seats[].magic": MAX_MAGIC_DECK,
    "draw_pile": len(NOTE_ORDER),
    "draw_pile{}": max(NOTE_DECK.values()),          # MR-1.3: copies of one card
    "discard_pile": NOTE_COUNT,
    "magic_deck": len(MAGIC_CARDS),
    "magic_deck{}": MAX_MAGIC_DECK,
    "magic_discard": MAX_MAGIC_DECK,
    "fruits": MAX_FRUITS,
    "repeats": 2,
    "mud": 3,
    "pending": 4,                                    # {card, user, target, origin}
    **record_limits("table", piles=2, kinds=len(NOTE_ORDER), copies=MAX_MAGIC_DECK, cards=NOTE_COUNT,
                    hidden=MAX_HIDDEN, claims=MAX_CLAIMS),      # the note cards and the magic cards
    "table.claims[].turn": MAX_TURN,
    **under("options", OPTION_LIMITS),
}

STATE_BOUNDS = Bounds(STATE_LIMITS, maps=frozenset({"result.scores", "draw_pile", "magic_deck", "fruits"})
                      | record_maps("table"))
ACTION_BOUNDS = Bounds({"": 5, "notes": MAX_HAND, "magic": MAX_MAGIC_DECK})
OPTION_BOUNDS = Bounds(OPTION_LIMITS, rule="MR-2.5")


# Every field of the game's own (not the table record of table chance mode): `load` reads them first and they are
# bounded once it accepted them (loaded_within_bounds); the generic walk bounds the envelope and the table record
# before `load` reads them. `load` reads the options through options_in_force, which bounds them first.
BOUNDED_ONCE_LOADED = frozenset(STATE_KEYS)

# What load fixes, held to the bounds once here: a seat's field names and its fruits' colours (counts up to
# BOARD_FRUITS_MAX), its monster (1-4), the seat numbers it takes (players, active, first_player, pending's user
# and target), the objects of fixed fields (repeats, mud, pending) and the texts it takes for pitches, prizes,
# cards, the board's fruits, decisions and the pending card's origin. A bound that did not hold them would send
# every state to the generic walk.
_SHAPES_WITHIN = (
    object_within(dict.fromkeys(SEAT_KEYS), "seats[]", STATE_BOUNDS)
    and object_within(dict.fromkeys(COLOURS), "seats[].fruits", STATE_BOUNDS)
    and all(number_within(BOARD_FRUITS_MAX, f"seats[].fruits.{colour}", STATE_BOUNDS) for colour in COLOURS)
    and number_within(MAX_SEATS, "seats[].monster", STATE_BOUNDS)
    and all(number_within(MAX_SEATS, path, STATE_BOUNDS)
            for path in ("players", "active", "first_player", "pending.user", "pending.target"))
    and object_within(dict.fromkeys(("start", "end")), "repeats", STATE_BOUNDS)
    and object_within(dict.fromkeys(("L", "R", "R_rows")), "mud", STATE_BOUNDS)
    and object_within(dict.fromkeys(("card", "user", "target", "origin")), "pending", STATE_BOUNDS)
    and all(text_within(pitch, "seats[].pitch", STATE_BOUNDS) for pitch in ROW)
    and all(text_within(colour, path, STATE_BOUNDS) for colour in COLOURS for path in ("seats[].prize", "fruits{}"))
    and all(text_within(card, path, STATE_BOUNDS) for card in NOTE_ORDER
            for path in ("seats[].hand[]", "discard_pile[]"))
    and max(map(len, NOTE_ORDER)) <= STATE_BOUNDS.default_string
    and all(text_within(card, path, STATE_BOUNDS) for card in MAGIC_CARDS
            for path in ("seats[].magic[]", "magic_discard[]", "pending.card"))
    and max(map(len, MAGIC_CARDS)) <= STATE_BOUNDS.default_string
    and all(text_within(decision, "decision", STATE_BOUNDS) for decision in DECISIONS)
    and all(text_within(origin, "pending.origin", STATE_BOUNDS) for origin in ORIGINS)
    and all(text_within(rows, "mud.R_rows", STATE_BOUNDS) for rows in MUD_ROWS))
_SEATS, _HAND = STATE_BOUNDS.entries_at("seats"), STATE_BOUNDS.entries_at("seats[].hand")
_MAGIC, _STAMP = STATE_BOUNDS.entries_at("seats[].magic"), STATE_BOUNDS.number_at("seats[].stamp")
_DRAW, _COPIES = STATE_BOUNDS.entries_at("draw_pile"), STATE_BOUNDS.number_at("draw_pile{}")
_DISCARD, _FRUITS = STATE_BOUNDS.entries_at("discard_pile"), STATE_BOUNDS.entries_at("fruits")
_MAGIC_KINDS, _MAGIC_COPIES = STATE_BOUNDS.entries_at("magic_deck"), STATE_BOUNDS.number_at("magic_deck{}")
_MAGIC_DISCARD = STATE_BOUNDS.entries_at("magic_discard")
_TURN, _COUNTER = STATE_BOUNDS.number_at("turn"), STATE_BOUNDS.number_at("movement_counter")
# A position's text is within bounds up to this length (text_within: the default, or the path's own bound if longer).
_POSITION = max(STATE_BOUNDS.default_string, STATE_BOUNDS.limit("seats[].position", 0))


def options_in_force(players, options) -> tuple:
    """setup.normalize's options in force and board of a state's `options`, and containers_of the options, refused
    (InvalidSetup naming the excess) where they exceed the state's bounds: `load` reads them before any walk bounded
    them, and what the options memo keeps (game.py) is then bounded too, which loaded_within_bounds relies on."""
    too_big = excess({"options": options}, STATE_BOUNDS, "the state")
    if too_big:
        raise InvalidSetup("MR-2.5", too_big, detail_zh=too_big.zh["zh-Hant"])
    in_force, board = normalize(players, options, in_force=True)
    return in_force, board, containers_of(in_force)


def containers_of(options: dict) -> tuple:
    """(key, copier) of each option holding a list or an object: all that a copy of the kept options must copy
    (state.dump). Most hold only texts and numbers (seat_order, monsters, magic_deck, board_fruits), which a
    shallow copy copies whole: copy_json's walk only for those holding lists or objects (fruit_cells, hands)."""
    return tuple((key, _copier(value)) for key, value in options.items() if type(value) is list or type(value) is dict)


def _copier(value):
    entries = value.values() if type(value) is dict else value
    if any(type(entry) is list or type(entry) is dict for entry in entries):
        return copy_json
    return dict.copy if type(value) is dict else list.copy


def loaded_within_bounds(data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of `data`, a state `load` accepted, are within STATE_BOUNDS: the
    verdict of engine.core.bounds.excess on them, given what load checked: exact fields; cards, pitches, colours,
    decisions and origins among the known names; positions and markers names of the board; seat numbers of the
    seats; counts of at least 1; the options bounded by options_in_force; to_act the state's own (one seat at
    most); the result the state's own, walked where there is one (a finished game only)."""
    seats, draw, fruits, magic_deck = data["seats"], data["draw_pile"], data["fruits"], data["magic_deck"]
    if not (_SHAPES_WITHIN and len(seats) <= _SEATS and len(data["discard_pile"]) <= _DISCARD
            and len(draw) <= _DRAW and (not draw or max(draw.values()) <= _COPIES)
            and len(fruits) <= _FRUITS and max(map(len, fruits), default=0) <= STATE_BOUNDS.default_string
            and len(magic_deck) <= _MAGIC_KINDS and (not magic_deck or max(magic_deck.values()) <= _MAGIC_COPIES)
            and len(data["magic_discard"]) <= _MAGIC_DISCARD
            and data["turn"] <= _TURN and data["movement_counter"] <= _COUNTER
            and (data["result"] is None or not excess({"result": data["result"]}, STATE_BOUNDS, "the state"))):
        return False
    for seat in seats:
        if not (len(seat["hand"]) <= _HAND and len(seat["magic"]) <= _MAGIC and seat["stamp"] <= _STAMP
                and len(seat["position"]) <= _POSITION):
            return False
    return True
