"""The size bounds of a table record's JSON (engine/core/bounds.py), for a game's bounds table (docs/LIMITS.md).

Every count is bounded by the game's cards: a group holds at least one hidden card, so there are at most as many
groups as hidden cards; every pin and every live batch has a group that may hold it, and lots and epochs are
numbered from 1 without gaps, so they are bounded by the groups too; there are at most `BRANCH_LIMIT` branches.
"""
from __future__ import annotations

from engine.core.table.record import BRANCH_LIMIT

# The maps of a branch: their keys are card kinds, not field names.
_BRANCH_MAPS = ("piles[].unseen", "piles[].batches[]", "pins[].cards")


def record_limits(prefix: str, *, piles: int, kinds: int, copies: int, cards: int, hidden: int, claims: int,
                  count: int | None = None) -> dict[str, int]:
    """The bounds under `prefix` (where the game keeps its record) for `piles` piles of at most `kinds` kinds of
    card, `copies` copies of one kind and `cards` cards, `hidden` groups at once (a group holds at least one hidden
    card), `count` cards in one group (default `hidden`) and `claims` claims."""
    branch = {
        "piles": piles, "piles[]": 5,                # {pile, left, unseen, kinds?, batches?}
        "piles[].left": cards, "piles[].unseen": kinds, "piles[].unseen{}": copies, "piles[].kinds": kinds,
        "piles[].batches": hidden, "piles[].batches[]": kinds, "piles[].batches[]{}": copies,
        "groups": hidden, "groups[]": 6,             # {zone, pile, count, kinds, lot?, epoch?}
        "groups[].count": hidden if count is None else count, "groups[].kinds": kinds, "groups[].lot": hidden, "groups[].epoch": hidden,
        "pins": hidden, "pins[]": 3,                 # {lot, pile, cards}
        "pins[].lot": hidden, "pins[].cards": kinds, "pins[].cards{}": copies,
    }
    return {
        prefix: 6,                                   # {piles, groups, claims, claim_limit, pins?, alternatives?}
        **{f"{prefix}.{path}": limit for path, limit in branch.items()},
        f"{prefix}.claims": claims, f"{prefix}.claims[]": 6,     # {turn, player, action, zone, pile, card}
        f"{prefix}.claim_limit": claims,
        f"{prefix}.alternatives": BRANCH_LIMIT - 1, f"{prefix}.alternatives[]": 3,     # {piles, groups, pins?}
        **{f"{prefix}.alternatives[].{path}": limit for path, limit in branch.items()},
    }


def record_maps(prefix: str) -> frozenset[str]:
    """The paths of the record's maps under `prefix` (a Bounds' `maps`)."""
    return frozenset(f"{prefix}.{where}{path}" for path in _BRANCH_MAPS for where in ("", "alternatives[]."))
