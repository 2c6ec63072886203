"""What a referee in table mode knows about cards it has not seen (issue 16, MR-14.3, MM-16.4, PPS-19.5).

The table reports a card dealt or drawn into a hidden place without naming it, and names a card only when it
becomes public. The record keeps:

- **sources**: each face-down pile generation (a shuffled deck, a reshuffled discard pile). `unseen` counts, by
  card kind, its cards the referee has not seen, wherever they are now (still in the pile or in a hidden place);
  `left` is how many are still in the pile. A reshuffle starts a new source, so cards drawn before it can only
  be cards of the old pile.
- **groups**: the unknown cards of one hidden zone (a hand, a face-down stack) that came from one source, how
  many, and (optionally) the only kinds they may be, e.g. a face-down card laid from a fully known hand.
- **claims**: every named card taken from a hidden zone, with who, when and how, for the reveal's audit.

A claim is accepted iff, after taking the card from one of the zone's groups, the unseen cards of that group's
source can still be placed into the source's groups (`flow.fits`); the group is chosen oldest source first
among those that keep the record feasible, and that choice is then kept (docs/TABLE_MODE.md, "Attribution").
The record is bounded by the cards in the game: a source is forgotten with its groups and claims once every one
of its cards has been seen, so only sources with a card still hidden are kept.
"""
from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from engine.core.table.flow import fits


@dataclass
class Source:
    id: int
    pile: str
    left: int
    unseen: dict[str, int]


@dataclass
class Group:
    zone: str
    source: int
    count: int
    kinds: tuple[str, ...] | None = None      # None: any kind of the source

    def allows(self, card: str) -> bool:
        return self.kinds is None or card in self.kinds


@dataclass
class Claim:
    turn: int
    player: int
    action: str
    zone: str
    source: int
    card: str


@dataclass(frozen=True)
class Refusal:
    """Why a named card cannot come from the zones named: `reason` is one of
    `no_unknown` (none of the zones holds an unknown card), `all_seen` (no unseen copy of the card is left),
    `other_piles` (the unseen copies are in piles these zones drew nothing from, or drew only before they were
    shuffled in), `needed_elsewhere` (the unseen copies are needed to fill other hidden places)."""

    reason: str
    card: str


@dataclass(frozen=True)
class Finding:
    """The audit of a reveal that does not fit the record: the first claim that cannot be true given the revealed
    content (None if the reveal contradicts what was public before any claim), and the revealed card that could
    not be placed (or None when the count of revealed cards is wrong)."""

    claim: Claim | None
    card: str | None
    expected: int
    revealed: int


@dataclass
class TableRecord:
    sources: list[Source] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    next_source: int = 1

    # -- piles ---------------------------------------------------------------------------------------------

    def new_source(self, pile: str, cards: Mapping[str, int]) -> None:
        """A shuffled face-down pile whose content is known as a multiset (the deck, a reshuffled discard pile)."""
        unseen = {card: count for card, count in cards.items() if count > 0}
        self.sources.append(Source(self.next_source, pile, sum(unseen.values()), unseen))
        self.next_source += 1
        self._forget_seen_sources()

    def current(self, pile: str) -> Source | None:
        """The pile's newest source that still has cards in it."""
        for source in reversed(self.sources):
            if source.pile == pile and source.left > 0:
                return source
        return None

    def left(self, pile: str) -> int:
        return sum(source.left for source in self.sources if source.pile == pile)

    def unseen(self, pile: str) -> dict[str, int]:
        """Every unseen card of the pile's sources, wherever it is now."""
        total: dict[str, int] = {}
        for source in self.sources:
            if source.pile == pile:
                for card, count in source.unseen.items():
                    total[card] = total.get(card, 0) + count
        return total

    def draw_unseen(self, pile: str, zone: str, kinds: Iterable[str] | None = None) -> None:
        """The top card of `pile` goes, unnamed, into the hidden `zone`."""
        source = self.current(pile)
        source.left -= 1
        allowed = None if kinds is None else tuple(sorted(set(kinds)))
        for group in self.groups:
            if group.zone == zone and group.source == source.id and group.kinds == allowed:
                group.count += 1
                return
        self.groups.append(Group(zone, source.id, 1, allowed))

    def move(self, from_zone: str, to_zone: str) -> None:
        """Every unknown card of `from_zone` goes, still unnamed, to `to_zone` (a drawn card kept in hand)."""
        for group in self.groups:
            if group.zone == from_zone and group.count:
                group.zone = to_zone
        self._merge()

    def hidden(self, zone: str) -> int:
        return sum(group.count for group in self.groups if group.zone == zone)

    # -- claims --------------------------------------------------------------------------------------------

    def possible(self, zones: Iterable[str], card: str) -> bool:
        return self._attribute(tuple(zones), card) is not None

    def why_not(self, zones: Iterable[str], card: str) -> Refusal | None:
        """Why `card` cannot come from the `zones` now; None if it can."""
        zones = tuple(zones)
        return None if self._attribute(zones, card) is not None else self._refusal(zones, card)

    def claim(self, zones: Iterable[str], card: str, *, turn: int, player: int, action: str) -> Refusal | None:
        """Takes the named `card` from one of the hidden `zones` if the record stays feasible; else says why."""
        zones = tuple(zones)
        group = self._attribute(zones, card)
        if group is None:
            return self._refusal(zones, card)
        self._take(group, card)
        self.claims.append(Claim(turn, player, action, group.zone, group.source, card))
        self._forget_seen_sources()
        return None

    def _attribute(self, zones: tuple[str, ...], card: str) -> Group | None:
        candidates = [group for group in self.groups
                      if group.zone in zones and group.count and group.allows(card)
                      and self._source(group.source).unseen.get(card, 0) > 0]
        for group in sorted(candidates, key=lambda group: group.source):
            self._take(group, card)
            feasible = self._feasible(group.source)
            self._give_back(group, card)
            if feasible:
                return group
        return None

    def _refusal(self, zones: tuple[str, ...], card: str) -> Refusal:
        mine = [group for group in self.groups if group.zone in zones and group.count]
        if not mine:
            return Refusal("no_unknown", card)
        if not any(source.unseen.get(card, 0) for source in self.sources):
            return Refusal("all_seen", card)
        if not any(group.allows(card) and self._source(group.source).unseen.get(card, 0) for group in mine):
            return Refusal("other_piles", card)
        return Refusal("needed_elsewhere", card)

    def _take(self, group: Group, card: str) -> None:
        group.count -= 1
        self._source(group.source).unseen[card] -= 1

    def _give_back(self, group: Group, card: str) -> None:
        group.count += 1
        self._source(group.source).unseen[card] += 1

    def _feasible(self, source_id: int) -> bool:
        source = self._source(source_id)
        groups = [group for group in self.groups if group.source == source_id and group.count]
        if all(group.kinds is None for group in groups):
            # Any unseen card fits any of these places: only the counts matter, and they always add up.
            return all(count >= 0 for count in source.unseen.values())
        return fits(source.unseen, [group.count for group in groups],
                    lambda index, card: groups[index].allows(card))

    def feasible(self) -> bool:
        return all(self._feasible(source.id) for source in self.sources)

    # -- reveal and audit ----------------------------------------------------------------------------------

    def reveal(self, zone: str, cards: list[str]) -> Finding | None:
        """The table shows the true content of `zone`'s unknown cards. If it fits the record, the cards are seen
        from now on (the caller keeps them as known cards) and None is answered; else the record is unchanged and
        the Finding names the first claim that cannot be true given this content."""
        failed = self._reveal_fails(self, zone, cards)
        if failed is None:
            self._apply_reveal(zone, cards)
            return None
        kept = self._first_false_claim(zone, cards)
        card = failed if isinstance(failed, str) else None
        return Finding(None if kept is None else self.claims[kept], card, self.hidden(zone), len(cards))

    @staticmethod
    def _reveal_fails(record: TableRecord, zone: str, cards: list[str]):
        """None if `cards` can be `zone`'s unknown cards; else the card that cannot be, or True for a wrong count."""
        if len(cards) != record.hidden(zone):
            return True
        trial = copy.deepcopy(record)
        for card in cards:
            group = trial._attribute((zone,), card)
            if group is None:
                return card
            trial._take(group, card)
        return None

    def _apply_reveal(self, zone: str, cards: list[str]) -> None:
        for card in cards:
            self._take(self._attribute((zone,), card), card)
        self._forget_seen_sources()

    def _first_false_claim(self, zone: str, cards: list[str]) -> int | None:
        """The index of the first claim that, kept with every claim before it, cannot fit the revealed content.
        Later claims are taken back as unnamed cards that left their zone; keeping more claims only narrows the
        possibilities, so the answer is found by bisection."""
        if self._reveal_fails(self._without_claims_from(0), zone, cards) is not None:
            return None
        low, high = 0, len(self.claims)       # fits keeping `low` claims; does not keeping all of them
        while high - low > 1:
            middle = (low + high) // 2
            if self._reveal_fails(self._without_claims_from(middle), zone, cards) is None:
                low = middle
            else:
                high = middle
        return low

    def _without_claims_from(self, first: int) -> TableRecord:
        """A copy in which claims[first:] are unnamed: each card went, unknown, to a place outside every zone."""
        record = copy.deepcopy(self)
        for claim in record.claims[first:]:
            record._source(claim.source).unseen[claim.card] += 1
            record.groups.append(Group(f"gone:{claim.zone}", claim.source, 1))
        del record.claims[first:]
        return record

    # -- upkeep --------------------------------------------------------------------------------------------

    def _source(self, source_id: int) -> Source:
        for source in self.sources:
            if source.id == source_id:
                return source
        raise KeyError(source_id)

    def _merge(self) -> None:
        merged: list[Group] = []
        for group in self.groups:
            same = next((other for other in merged if (other.zone, other.source, other.kinds)
                         == (group.zone, group.source, group.kinds)), None)
            if same is None:
                merged.append(group)
            else:
                same.count += group.count
        self.groups = merged

    def _forget_seen_sources(self) -> None:
        """Drops every source whose cards have all been seen, with its empty groups and its claims: nothing that
        happens later can depend on it, and so the record stays bounded by the cards still hidden."""
        gone = {source.id for source in self.sources if source.left == 0 and not any(source.unseen.values())}
        self.groups = [group for group in self.groups if group.count]
        if gone:
            self.sources = [source for source in self.sources if source.id not in gone]
            self.claims = [claim for claim in self.claims if claim.source not in gone]
        for source in self.sources:
            source.unseen = {card: count for card, count in source.unseen.items() if count}
