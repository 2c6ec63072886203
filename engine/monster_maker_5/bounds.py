"""Monster Maker 5's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each."""
from __future__ import annotations

from engine.core.bounds import Bounds, envelope_limits, excess, number_within, object_within, text_within, under
from engine.core.table.limits import record_limits, record_maps
from engine.monster_maker_5.cards import MAX_ID_LENGTH
from engine.monster_maker_5.state import (BATTLE_KEYS, BATTLE_KINDS, DUNGEON_KEYS, FORCES, MAX_HAND_CARDS, MAX_LIST_CARDS,
                                          MAX_PROTECTION, MAX_ROLL_NUMBER, MAX_ROUNDS, MAX_SPELLS, PHASES, ROLL_KEYS,
                                          ROLL_KINDS, ROLL_MODES, SEAT_KEYS, SIDES, SPELL_KEYS, STEPS, THIEF_KEYS,
                                          THIEF_MODES)

MAX_SEATS = 8                      # MM-0: 2 to 8 players
MAX_CARDS = 200                    # MM-1.12: a replacement card table holds at most 200 cards (cards.py)
MAX_HAND = 60                      # state.py: a hand never exceeds 60 cards
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


# The fields load reads with a check of every value (all but the envelope, to_act, result, options and table, whose
# reading or comparison may take longer than their size): they are bounded once load accepted them
# (loaded_within_bounds); the generic walk bounds every other field before `load` reads it.
BOUNDED_ONCE_LOADED = frozenset({"players", "phase", "active", "first_player", "dealt", "countdown", "deck",
                                 "deck_size", "seats", "dungeon", "discard", "thief", "battle"})
# What load fixes, held to the bounds once here: the field names of a seat, the dungeon, a thief, a battle, its spells,
# protection and roll; the sides a seat takes and the texts of a battle and a thief (kinds, steps, forces, modes);
# the numbers it reads (a hand size of 0 to MAX_HAND_CARDS, a seat or a count below MAX_NUMBER, a roll's dice, faces,
# modifier and defence, a protection). A bound that did not hold them would send every state to the generic walk.
_TEXTS = {"seats[].side": SIDES, "phase": PHASES, "thief.mode": THIEF_MODES, "battle.kind": BATTLE_KINDS,
          "battle.step": STEPS, "battle.stage": FORCES, "battle.acting": FORCES, "battle.cancelled[]": FORCES,
          "battle.haste[]": FORCES, "battle.spells[].side": FORCES, "battle.roll.side": FORCES,
          "battle.roll.kind": ROLL_KINDS, "battle.roll.mode": ROLL_MODES}
_NUMBERS = {"seats[].hand_size": MAX_HAND_CARDS, "players": MAX_SEATS, "dealt": 5 * MAX_SEATS,
            "countdown": 2 * MAX_SEATS, "deck_size": MAX_LIST_CARDS, "battle.round": MAX_ROUNDS,
            "battle.protection.attack": MAX_PROTECTION, "battle.protection.defend": MAX_PROTECTION,
            "battle.roll.dice": MAX_LIST_CARDS, "battle.roll.modifier": MAX_ROLL_NUMBER,
            "battle.roll.defence": MAX_ROLL_NUMBER}
_SHAPES_WITHIN = (
    object_within(dict.fromkeys(SEAT_KEYS), "seats[]", STATE_BOUNDS)
    and object_within(dict.fromkeys(DUNGEON_KEYS), "dungeon", STATE_BOUNDS)
    and object_within(dict.fromkeys(THIEF_KEYS), "thief", STATE_BOUNDS)
    and object_within(dict.fromkeys(BATTLE_KEYS), "battle", STATE_BOUNDS)
    and object_within(dict.fromkeys(SPELL_KEYS), "battle.spells[]", STATE_BOUNDS)
    and object_within(dict.fromkeys(FORCES), "battle.protection", STATE_BOUNDS)
    and object_within(dict.fromkeys(ROLL_KEYS), "battle.roll", STATE_BOUNDS)
    and all(text_within(value, path, STATE_BOUNDS) for path, values in _TEXTS.items() for value in values)
    and all(number_within(number, path, STATE_BOUNDS) for path, number in _NUMBERS.items())
    and all(STATE_BOUNDS.number_at(path) >= MAX_SEATS
            for path in ("active", "first_player", "battle.attacker", "battle.defender", "battle.keeper",
                         "battle.asked", "battle.helped[]", "battle.spells[].placer"))
    and STATE_BOUNDS.number_at("battle.queue[]") >= MAX_SPELLS and STATE_BOUNDS.number_at("battle.initiative[]") >= 6
    and STATE_BOUNDS.number_at("battle.roll.faces[]") >= 6)
_SEATS = STATE_BOUNDS.entries_at("seats")
_HELPED = STATE_BOUNDS.entries_at("battle.helped")
# What load reads into those fields, held to the bounds once here: at most MAX_SEATS seats, lists of at most
# MAX_HAND_CARDS (hands) or MAX_LIST_CARDS (every other list) card ids of the card table (texts of at most
# MAX_ID_LENGTH characters, and a final newline that the pattern's '$' lets through: cards.py), the dungeon's card
# one of them, flags; in a battle at most MAX_SPELLS spells and queued spells, two forces cancelled or hasted, six
# initiative dice and MAX_LIST_CARDS faces of a roll. Only battle.helped (up to 64 seats read) is held to its bound
# per state.
_LOADED_WITHIN = (
    _SHAPES_WITHIN and _SEATS >= MAX_SEATS and STATE_BOUNDS.default_string >= MAX_ID_LENGTH + 1
    and STATE_BOUNDS.entries_at("seats[].hand") >= MAX_HAND_CARDS
    and all(STATE_BOUNDS.entries_at(path) >= MAX_LIST_CARDS
            for path in ("deck", "discard", "dungeon.prisoners", "dungeon.guards", "seats[].field",
                         "battle.ts_targets", "battle.asleep", "battle.attacked", "battle.roll.faces"))
    and all(STATE_BOUNDS.entries_at(path) >= MAX_SPELLS for path in ("battle.spells", "battle.queue"))
    and all(STATE_BOUNDS.entries_at(path) >= len(FORCES) for path in ("battle.cancelled", "battle.haste"))
    and STATE_BOUNDS.entries_at("battle.initiative") >= 6)


def loaded_within_bounds(s: dict, data: dict) -> bool:
    """loaded_within_bounds_checked, known once for every state but for a battle's helped seats: load caps every
    other list at no more than its bound and reads only what _SHAPES_WITHIN holds into them (_LOADED_WITHIN)."""
    battle = s["battle"]
    if battle is not None and len(battle["helped"]) > _HELPED:
        return False
    return _LOADED_WITHIN or loaded_within_bounds_checked(s, data)


def loaded_within_bounds_checked(s: dict, data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of `data`, a state `load` accepted, are within STATE_BOUNDS: the verdict
    of engine.core.bounds.excess on them."""
    return excess({name: data[name] for name in BOUNDED_ONCE_LOADED}, STATE_BOUNDS, "the state") is None
