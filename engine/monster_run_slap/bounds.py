"""The slap game's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each."""
from __future__ import annotations

from engine.core.bounds import Bounds, envelope_limits, object_within, text_within, under
from engine.monster_run_slap.cards import CARD_KINDS, MAX_COPIES_PER_KIND, MAX_DECK_SIZE, MAX_TUNE_LENGTH
from engine.monster_run_slap.state import MAX_PLAYERS, OPTION_KEYS, STACK_KEYS, STATE_KEYS

# Interpretation (docs/LIMITS.md): SLAP-7.2's flip limit is the table's choice; ours is at most 10,000 flips,
# the most actions a replay takes (engine/core/referee.py).
MAX_FLIP_LIMIT = 10_000

OPTION_LIMITS = {
    "": len(OPTION_KEYS),
    "tune": MAX_TUNE_LENGTH,
    "deck": len(CARD_KINDS),                         # a map card -> copies, or the text 'standard'
    "deck{}": MAX_COPIES_PER_KIND,
    "deal": MAX_PLAYERS,                             # one stack per seat, or the text 'random'
    "deal[]": MAX_DECK_SIZE,
    "flip_limit": MAX_FLIP_LIMIT,
}

STATE_LIMITS = {
    "": len(STATE_KEYS) + 4,                         # and the envelope's game, version, chance, rng
    **envelope_limits(MAX_PLAYERS, MAX_PLAYERS),    # a slap window asks every seat at once
    "result": 6,                   # the result shape of engine/core/result.py
    "flips": MAX_FLIP_LIMIT,
    "stacks": MAX_PLAYERS,
    "stacks[]": len(STACK_KEYS),
    "stacks[].unknown": MAX_DECK_SIZE,
    "stacks[].hidden": MAX_DECK_SIZE,
    "stacks[].known": MAX_DECK_SIZE,
    "centre": MAX_DECK_SIZE,
    "slapped": MAX_PLAYERS,
    "passed": MAX_PLAYERS,
    **under("options", OPTION_LIMITS),
}

STATE_BOUNDS = Bounds(STATE_LIMITS, maps=frozenset({"result.scores", "options.deck"}),
                      default_integer=MAX_DECK_SIZE)
ACTION_BOUNDS = Bounds({"": 4, "order": MAX_PLAYERS})
OPTION_BOUNDS = Bounds(OPTION_LIMITS, maps=frozenset({"deck"}), default_integer=MAX_DECK_SIZE, rule="SLAP-2.3")


# The fields of regular shape, most of a state: `load` reads them first and they are bounded once it accepted them
# (loaded_within_bounds); the generic walk bounds every other field before `load` reads it.
BOUNDED_ONCE_LOADED = frozenset({"stacks", "centre"})
# A stack's field names, held to the bounds once here (load takes exactly these); a bound that did not hold them
# would send every state to the generic walk.
_STACK_SHAPE_WITHIN = object_within(dict.fromkeys(STACK_KEYS), "stacks[]", STATE_BOUNDS)
_STACKS, _UNKNOWN = STATE_BOUNDS.entries_at("stacks"), STATE_BOUNDS.number_at("stacks[].unknown")
_CARDS_AT = {path: STATE_BOUNDS.entries_at(path) for path in ("centre", "stacks[].hidden", "stacks[].known")}
# Whether every card name is a text within the bound of each card list: then a list load accepted (card names only)
# is within its bounds exactly when its length is (were they not, every state would go to the generic walk).
_NAMES_WITHIN = all(text_within(kind, path + "[]", STATE_BOUNDS) for kind in CARD_KINDS for path in _CARDS_AT)


def loaded_within_bounds(data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of `data`, a state `load` accepted, are within STATE_BOUNDS: the
    verdict of engine.core.bounds.excess on them, given the shapes load checked (exact fields, card names in the
    card lists, a count of unknown cards from 0)."""
    stacks = data["stacks"]
    hidden, known = _CARDS_AT["stacks[].hidden"], _CARDS_AT["stacks[].known"]
    return (_NAMES_WITHIN and _STACK_SHAPE_WITHIN and len(stacks) <= _STACKS
            and len(data["centre"]) <= _CARDS_AT["centre"]
            and all(stack["unknown"] <= _UNKNOWN and len(stack["hidden"]) <= hidden and len(stack["known"]) <= known
                    for stack in stacks))
