"""Every card a record allows at once (issue 16): what legal-moves asks of a hand and of the top of a pile.

`TableRecord.possible` and `why_not_drawn` answer one card from one placement and its swap reachability; a listing
asks them for every card of the game (110 in PaoPao Sha), and each answer walks the zone's groups and the places
they reach again. Read once, the same placement gives every answer: a card may be in a group iff the placement puts
a copy there or into a place the group reaches by swaps and the group accepts that copy (`TableRecord._may_get`).
So these functions answer exactly what asking each card would (tests/engine/core/test_table_listing.py).
"""
from __future__ import annotations

from collections.abc import Iterable

from engine.core.table.record import TableRecord, _kind


def possible_cards(record: TableRecord, zones: Iterable[str]) -> set[str]:
    """Every card `record.possible(zones, card)` accepts."""
    zones = set(zones)
    found: set[str] = set()
    for group in [group for group in record.groups if group.zone in zones]:
        assignment = record._assignment(group.pile)
        if assignment is None:
            continue
        nodes, filled, reach, accepts = assignment
        index = next(position for position, node in enumerate(nodes) if node is group)
        unseen = record._pile(group.pile).unseen
        found.update(card for card in _reachable(index, filled, reach, accepts) if unseen.get(card, 0))
    return found


def possible_on_top(record: TableRecord, pile: str) -> set[str]:
    """Every card `record.why_not_drawn(pile, card)` finds no reason against: what may be on top of `pile`."""
    found = record._pile(pile)
    if found is None or not found.left:
        return set()
    assignment = record._assignment(pile)
    if assignment is None:
        return set()
    nodes, filled, reach, accepts = assignment
    return {card for card in _reachable(len(nodes) - 1, filled, reach, accepts) if found.unseen.get(card, 0)}


def _reachable(index: int, filled, reach, accepts) -> set[str]:
    """The kinds place `index` holds in the placement, and those it may take by swaps from the places it reaches
    (all of which it allows: the placement puts a card only where it is allowed)."""
    kinds = {_kind(key) for key in filled[index]}
    kinds.update(_kind(key) for other in reach[index] for key in filled[other] if accepts(index, key))
    return kinds
