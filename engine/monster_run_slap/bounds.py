"""The slap game's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each."""
from __future__ import annotations

from engine.core.bounds import Bounds, envelope_limits, list_within, object_within, under
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


def loaded_within_bounds(data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of `data`, a state `load` accepted, are within STATE_BOUNDS: the
    verdict of engine.core.bounds.excess on them, given the shapes load checked (exact fields, card names in the
    card lists, a count of unknown cards from 0)."""
    stacks = data["stacks"]
    return (_STACK_SHAPE_WITHIN and len(stacks) <= _STACKS and list_within(data["centre"], "centre", STATE_BOUNDS)
            and all(stack["unknown"] <= _UNKNOWN and list_within(stack["hidden"], "stacks[].hidden", STATE_BOUNDS)
                    and list_within(stack["known"], "stacks[].known", STATE_BOUNDS) for stack in stacks))
