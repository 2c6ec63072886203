"""Keeping a pile's allowed kinds exact across forgets (issue 16, PPS-19.5).

The first `TableRecord.forget` of a pile sets the kinds its undrawn rest may be (`Pile.kinds`) to the kinds unseen
then; a later forget restricts every hidden group to the kinds unseen until it, but leaves those pile kinds as
they were. So a card that was unseen at the first forget, seen since (turned up, played) and then forgotten again
(known cards going back face down: a random card taken from a hand, 看豆's look at known top cards) would still be
allowed back into the pile, though it lies in the zone it was forgotten into (or wherever that zone's cards went).
Narrowing the pile's kinds to the kinds unseen just before such a forget closes that gap; it never excludes a
card the pile may hold, since the pile only ever holds unseen cards.
"""
from __future__ import annotations

from engine.core.table.record import TableRecord


def keep_unseen_kinds(record: TableRecord, pile: str) -> None:
    """Narrows the kinds `pile`'s undrawn rest may be (once a forget set them) to the kinds unseen now."""
    found = record._pile(pile)
    if found is not None and found.kinds is not None:
        found.kinds = tuple(card for card in found.kinds if found.unseen.get(card, 0))
