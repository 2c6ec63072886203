"""The slap game's size bounds (engine/core/bounds.py), derived from the rules; docs/LIMITS.md explains each."""
from __future__ import annotations

from engine.core.bounds import (Bounds, envelope_limits, excess, list_within, number_within, object_within,
                                text_within, under)
from engine.monster_run_slap.cards import CARD_KINDS, MAX_COPIES_PER_KIND, MAX_DECK_SIZE, MAX_TUNE_LENGTH, SOLFEGE
from engine.monster_run_slap.state import MAX_PLAYERS, OPTION_KEYS, PHASES, STACK_KEYS, STATE_KEYS

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


# Every field of the game's own but the options: `load` reads them first and they are bounded once it accepted them
# (loaded_within_bounds); the generic walk bounds the envelope and the options (whose tune and deck load reads
# entry by entry) before `load` reads them.
BOUNDED_ONCE_LOADED = frozenset(STATE_KEYS) - {"options"}
# What load fixes, held to the bounds once here: a stack's field names, the seat numbers it takes (players, active,
# the slap report's seats), and the texts it takes for the phase, the call and the cards (so that a list of card
# names load accepted is within its bounds exactly when its length is). A bound that did not hold them would send
# every state to the generic walk.
_SHAPES_WITHIN = (
    object_within(dict.fromkeys(STACK_KEYS), "stacks[]", STATE_BOUNDS)
    and all(number_within(MAX_PLAYERS, path, STATE_BOUNDS) for path in ("players", "active", "slapped[]", "passed[]"))
    and all(text_within(phase, "phase", STATE_BOUNDS) for phase in PHASES)
    and all(text_within(name, "call", STATE_BOUNDS) for name in SOLFEGE)
    and all(text_within(kind, path, STATE_BOUNDS) for kind in CARD_KINDS
            for path in ("centre[]", "stacks[].hidden[]", "stacks[].known[]")))
_STACKS, _UNKNOWN = STATE_BOUNDS.entries_at("stacks"), STATE_BOUNDS.number_at("stacks[].unknown")
_CENTRE, _HIDDEN, _KNOWN = (STATE_BOUNDS.entries_at(path) for path in ("centre", "stacks[].hidden", "stacks[].known"))
_FLIPS, _SLAPPED, _PASSED = (STATE_BOUNDS.number_at("flips"), STATE_BOUNDS.entries_at("slapped"),
                             STATE_BOUNDS.entries_at("passed"))


def loaded_within_bounds(data: dict) -> bool:
    """Whether the BOUNDED_ONCE_LOADED fields of `data`, a state `load` accepted, are within STATE_BOUNDS: the
    verdict of engine.core.bounds.excess on them, given what load checked: exact fields, card names in the card
    lists, seats of the state's seats, a count of unknown cards and of flips from 0, a known phase and call; to_act
    (which load takes as any list, for `problems` to compare) as a list of seats or texts, the result walked where
    there is one (a finished game only)."""
    stacks, result = data["stacks"], data["result"]
    return (_SHAPES_WITHIN and len(stacks) <= _STACKS and len(data["centre"]) <= _CENTRE
            and data["flips"] <= _FLIPS and len(data["slapped"]) <= _SLAPPED and len(data["passed"]) <= _PASSED
            and list_within(data["to_act"], "to_act", STATE_BOUNDS)
            and (result is None or not excess({"result": result}, STATE_BOUNDS, "the state"))
            and all(stack["unknown"] <= _UNKNOWN and len(stack["hidden"]) <= _HIDDEN and len(stack["known"]) <= _KNOWN
                    for stack in stacks))
