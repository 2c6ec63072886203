"""Monster Maker 5's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each."""
from __future__ import annotations

from engine.core.bounds import Bounds, envelope_limits, list_within, number_within, object_within, text_within, under
from engine.core.table.limits import record_limits, record_maps
from engine.monster_maker_5.cards import MAX_ID_LENGTH
from engine.monster_maker_5.state import DUNGEON_KEYS, MAX_HAND_CARDS, MAX_LIST_CARDS, SEAT_KEYS, SIDES

MAX_SEATS = 8                      # MM-0: 2 to 8 players
MAX_CARDS = 200                    # MM-1.12: a replacement card table holds at most 200 cards (cards.py)
MAX_HAND = 60                      # state.py: a hand never exceeds 60 cards
MAX_SPELLS = 16                    # state.py: spells placed in one battle
MAX_NUMBER = 2000                  # the largest number a state holds (a roll's modifier or defence)
# Table chance mode (engine/core/table, MM-16.4): one pile, the deck; a group of unknown cards holds at least one
# hidden card (hands, face-down spells), and the audit log keeps at most as many claims as the game has cards.
MAX_GROUPS = MAX_SEATS * 6 + MAX_SPELLS   # at most 6 cards in a hand (MM-4.7(b)), one spell each

OPTION_LIMITS = {
    "": 4,
    "card_table": 2,               # {cards, dungeon}
    "card_table.cards": MAX_CARDS,
    "card_table.cards[]": 7,       # the most fields a card has (a paladin with both names)
    "card_table.dungeon": 3,
}

STATE_LIMITS = {
    "": 21,                        # the 17 fields of state.py and the envelope's 4
    **envelope_limits(MAX_SEATS, 1),  # one decision at a time
    "result": 6,                   # the result shape of engine/core/result.py
    "seats": MAX_SEATS,
    "seats[]": 4,
    "seats[].hand": MAX_HAND,
    "seats[].field": MAX_CARDS,
    "deck": MAX_CARDS,
    "discard": MAX_CARDS,
    "dungeon": 4,
    "dungeon.prisoners": MAX_CARDS,
    "dungeon.guards": MAX_CARDS,
    "thief": 3,
    "battle": 22,
    "battle.helped": MAX_SEATS,
    "battle.spells": MAX_SPELLS,
    "battle.spells[]": 3,
    "battle.cancelled": 2,
    "battle.queue": 16,
    "battle.ts_targets": MAX_CARDS,
    "battle.protection": 2,
    "battle.haste": 2,
    "battle.asleep": MAX_CARDS,
    "battle.attacked": MAX_CARDS,
    "battle.initiative": 6,
    "battle.roll": 9,
    "battle.roll.faces": MAX_CARDS,
    **record_limits("table", piles=1, kinds=MAX_CARDS, copies=MAX_CARDS, cards=MAX_CARDS, hidden=MAX_GROUPS,
                    claims=MAX_CARDS, count=MAX_CARDS),                  # one pile, the deck
    **under("options", OPTION_LIMITS),
}

STATE_BOUNDS = Bounds(STATE_LIMITS, maps=frozenset({"result.scores"}) | record_maps("table"),
                      default_integer=MAX_NUMBER)
ACTION_BOUNDS = Bounds({"": 6, "cards": MAX_HAND}, default_integer=MAX_NUMBER)
OPTION_BOUNDS = Bounds(OPTION_LIMITS, default_integer=MAX_NUMBER, rule="MM-1.12")


# The fields of regular shape, most of a state: `load` reads them first and they are bounded once it accepted them
# (loaded_within_bounds); the generic walk bounds every other field before `load` reads it.
BOUNDED_ONCE_LOADED = frozenset({"seats", "deck", "discard", "dungeon"})
_CARD_LISTS = ("deck", "discard")
_DUNGEON_LISTS = ("prisoners", "guards")
# What load fixes, held to the bounds once here: a seat's and the dungeon's field names, the sides a seat takes, the
# hand size it reads (0 to MAX_HAND). A bound that did not hold them would send every state to the generic walk.
_SHAPES_WITHIN = (
    object_within(dict.fromkeys(SEAT_KEYS), "seats[]", STATE_BOUNDS)
    and object_within(dict.fromkeys(DUNGEON_KEYS), "dungeon", STATE_BOUNDS)
    and all(text_within(side, "seats[].side", STATE_BOUNDS) for side in SIDES)
    and number_within(MAX_HAND_CARDS, "seats[].hand_size", STATE_BOUNDS))
_SEATS = STATE_BOUNDS.entries_at("seats")
# What load reads into those fields, held to the bounds once here: at most MAX_SEATS seats, lists of at most
# MAX_HAND_CARDS (hands) or MAX_LIST_CARDS (every other list) card ids of the card table (texts of at most
# MAX_ID_LENGTH characters, and a final newline that the pattern's '$' lets through: cards.py), the dungeon's card
# one of them, flags.
_LOADED_WITHIN = (
    _SHAPES_WITHIN and _SEATS >= MAX_SEATS and STATE_BOUNDS.default_string >= MAX_ID_LENGTH + 1
    and STATE_BOUNDS.entries_at("seats[].hand") >= MAX_HAND_CARDS
    and all(STATE_BOUNDS.entries_at(path) >= MAX_LIST_CARDS
            for path in (*_CARD_LISTS, *(f"dungeon.{name}" for name in _DUNGEON_LISTS), "seats[].field")))


def loaded_within_bounds(s: dict, data: dict) -> bool:
    """loaded_within_bounds_of_lists, known once for every state: load caps each of these lists at no more than
    its bound and reads only card ids into them (_LOADED_WITHIN)."""
    return _LOADED_WITHIN or loaded_within_bounds_of_lists(s, data)


def loaded_within_bounds_of_lists(s: dict, data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of `data`, a state `load` accepted, are within STATE_BOUNDS: the
    verdict of engine.core.bounds.excess on them, given the shapes load checked (exact fields, card ids of the card
    table in card lists, a side among SIDES, the dungeon's card a text)."""
    seats, dungeon = data["seats"], data["dungeon"]
    return (_SHAPES_WITHIN and len(seats) <= _SEATS
            and all(list_within(data[name], name, STATE_BOUNDS) for name in _CARD_LISTS)
            and text_within(dungeon["card"], "dungeon.card", STATE_BOUNDS)
            and all(list_within(dungeon[name], f"dungeon.{name}", STATE_BOUNDS) for name in _DUNGEON_LISTS)
            and all(list_within(seat["hand"], "seats[].hand", STATE_BOUNDS)
                    and list_within(seat["field"], "seats[].field", STATE_BOUNDS) for seat in seats))
