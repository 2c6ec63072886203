"""Every card a record allows at once (issue 16): what legal-moves asks of a hand and of the top of a pile.

`TableRecord.possible` and `why_not_drawn` answer one card: some branch's placement (`Branch.assignment`) puts a
copy of it into the place asked about, or into a place that one reaches by swaps and that accepts the copy
(`Assignment.may_get`). A listing asks them for every card of the game (110 in PaoPao Sha), and each answer walks
the zone's groups and the places they reach again. Read once per branch, the same placement gives every answer, and
a card is possible iff some branch allows it: the union over branches of each branch's one-placement answer. So
these functions answer exactly what asking each card would (tests/engine/core/test_table_listing.py).
"""
from __future__ import annotations

from collections.abc import Iterable

from engine.core.table.branch import Assignment, kind_of
from engine.core.table.record import TableRecord


def possible_cards(record: TableRecord, zones: Iterable[str]) -> set[str]:
    """Every card `record.possible(zones, card)` accepts."""
    zones = set(zones)
    found: set[str] = set()
    for branch in record.branches:
        for group in branch.groups:
            if group.zone in zones:
                assignment = branch.assignment(group.pile)
                if assignment is not None:
                    found |= _reachable(assignment, assignment.index(group))
    return found


def possible_on_top(record: TableRecord, pile: str) -> set[str]:
    """Every card `record.why_not_drawn(pile, card)` finds no reason against: what may be on top of `pile`."""
    if not record.left(pile):
        return set()
    found: set[str] = set()
    for branch in record.branches:
        assignment = branch.assignment(pile)
        if assignment is not None:
            found |= _reachable(assignment, len(assignment.nodes) - 1)    # the pile's undrawn rest is the last place
    return found


def _reachable(assignment: Assignment, index: int) -> set[str]:
    """The kinds place `index` holds in the placement, and those it may take by swaps from the places it reaches
    and whose copies it accepts (the placement puts a copy only where it is accepted, so no second check)."""
    kinds = {kind_of(key) for key, count in assignment.filled[index].items() if count}
    kinds.update(kind_of(key) for other in assignment.reach[index] for key, count in assignment.filled[other].items()
                 if count and assignment.accepts(index, key))
    return kinds
