"""What a referee in table mode knows about cards it has not seen (issue 16, MR-14.3, MM-16.4, PPS-19.5).

The table reports a card dealt or drawn into a hidden place without naming it, and names a card only when it
becomes public. For each face-down pile the record keeps:

- **unseen**: by card kind, the pile's cards the referee has not seen, wherever they are now (still in the pile
  or in a hidden place), and **left**: how many are still in the pile;
- **groups**: the unknown cards of one hidden zone (a hand, a face-down stack) drawn from the pile, how many, and
  the only kinds they may be (`kinds`, None for any unseen kind). A reshuffle restricts every hidden group to
  the kinds that were unseen just before it (cards drawn before a reshuffle come from the old pile); a face-down
  card laid from a fully known hand would be a group restricted to that hand's kinds;
- **claims**: the latest named cards taken from hidden zones, with who, when and how, for the reveal's audit.

A claim is accepted iff, after the card is taken from one of the zone's groups, the unseen cards can still be
placed into every restricted group (`flow.placement`; unrestricted groups and the pile take whatever is left, and the
counts always add up). The card is taken from the most restricted group that may hold it: reshuffles only
narrow kinds, so a zone's groups are nested and that choice never rules out a placement another would allow
(docs/TABLE_MODE.md, "Why the most restricted group"). The record is bounded by the cards in the game: groups by
the hidden cards, claims by `claim_limit`.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from engine.core.table.flow import placement


@dataclass
class Pile:
    name: str
    left: int
    unseen: dict[str, int]


@dataclass
class Group:
    zone: str
    pile: str
    count: int
    kinds: tuple[str, ...] | None = None      # None: any unseen kind of the pile

    def allows(self, card: str) -> bool:
        return self.kinds is None or card in self.kinds


@dataclass
class Claim:
    turn: int
    player: int
    action: str
    zone: str
    pile: str
    card: str


@dataclass(frozen=True)
class Refusal:
    """Why a named card cannot come from the zones named: `reason` is one of
    `no_unknown` (none of the zones holds an unknown card), `all_seen` (no unseen copy of the card is left),
    `drawn_before` (the zones' unknown cards were all drawn before a reshuffle, when no unseen copy was left),
    `needed_elsewhere` (the unseen copies are needed to fill other hidden places)."""

    reason: str
    card: str


@dataclass(frozen=True)
class Finding:
    """The audit of a reveal that does not fit the record: the first claim that cannot be true given the revealed
    content (None if none is to blame), the revealed card that could not be placed (None when the number of
    revealed cards is wrong), and how many unknown cards the zone holds and how many were revealed."""

    claim: Claim | None
    card: str | None
    expected: int
    revealed: int


@dataclass
class TableRecord:
    piles: list[Pile] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    claims: list[Claim] = field(default_factory=list)
    claim_limit: int = 0
    # The placement of each pile's restricted groups for the record as it is (cleared by every change).
    _placements: dict = field(default_factory=dict, repr=False, compare=False)

    # -- piles ---------------------------------------------------------------------------------------------

    def shuffle(self, pile: str, cards: Mapping[str, int]) -> None:
        """Known `cards` (the deck, a discard pile) are shuffled face down into `pile`. The pile's hidden cards
        were drawn before: each may only be a kind that was unseen until now."""
        record = self._pile(pile, create=True)
        before = tuple(sorted(card for card, count in record.unseen.items() if count))
        for group in self.groups:
            if group.pile == pile:
                group.kinds = before if group.kinds is None else tuple(card for card in group.kinds
                                                                       if card in before)
        self._merge()
        for card, count in cards.items():
            if count:
                record.unseen[card] = record.unseen.get(card, 0) + count
                record.left += count
        self._placements.clear()
        # The audit log keeps the latest claims, as many as the game has cards.
        self.claim_limit = max(self.claim_limit, sum(sum(each.unseen.values()) for each in self.piles))

    def left(self, pile: str) -> int:
        found = self._pile(pile)
        return 0 if found is None else found.left

    def unseen(self, pile: str) -> dict[str, int]:
        found = self._pile(pile)
        return {} if found is None else {card: count for card, count in found.unseen.items() if count}

    def draw_unseen(self, pile: str, zone: str) -> None:
        """The top card of `pile` goes, unnamed, into the hidden `zone`."""
        self._pile(pile).left -= 1
        self._add(Group(zone, pile, 1))

    def move(self, from_zone: str, to_zone: str) -> None:
        """Every unknown card of `from_zone` goes, still unnamed, to `to_zone` (a drawn card kept in hand)."""
        for group in self.groups:
            if group.zone == from_zone:
                group.zone = to_zone
        self._merge()

    def restrict(self, zone: str, kinds: Iterable[str]) -> None:
        """The unknown cards of `zone` may only be of `kinds` from now on (a public fact, or a seat's declaration
        such as Monster Maker 5's "not obliged"): every group of the zone is narrowed to them."""
        allowed = set(kinds)
        for group in self.groups:
            if group.zone == zone:
                group.kinds = tuple(sorted(allowed)) if group.kinds is None else tuple(
                    card for card in group.kinds if card in allowed)
        self._merge()

    def hidden(self, zone: str) -> int:
        return sum(group.count for group in self.groups if group.zone == zone)

    def hidden_all(self, pile: str) -> int:
        return sum(group.count for group in self.groups if group.pile == pile)

    # -- claims --------------------------------------------------------------------------------------------

    def possible(self, zones: Iterable[str], card: str) -> bool:
        return self._group_for(tuple(zones), card) is not None

    def why_not(self, zones: Iterable[str], card: str) -> Refusal | None:
        """Why `card` cannot come from the `zones` now; None if it can."""
        zones = tuple(zones)
        if self._group_for(zones, card) is not None:
            return None
        mine = [group for group in self.groups if group.zone in zones]
        if not mine:
            return Refusal("no_unknown", card)
        if not any(pile.unseen.get(card, 0) for pile in self.piles):
            return Refusal("all_seen", card)
        if not any(group.allows(card) for group in mine):
            return Refusal("drawn_before", card)
        return Refusal("needed_elsewhere", card)

    def claim(self, zones: Iterable[str], card: str, *, turn: int, player: int, action: str) -> Refusal | None:
        """Takes the named `card` from one of the hidden `zones` if the record stays feasible; else says why."""
        zones = tuple(zones)
        group = self._group_for(zones, card)
        if group is None:
            return self.why_not(zones, card)
        self._take(group, card)
        self.claims.append(Claim(turn, player, action, group.zone, group.pile, card))
        if len(self.claims) > self.claim_limit:
            del self.claims[:len(self.claims) - self.claim_limit]
        return None

    def _group_for(self, zones: tuple[str, ...], card: str) -> Group | None:
        """The most restricted group of `zones` the card may be taken from, keeping the record feasible."""
        candidates = [group for group in self.groups if group.zone in zones and group.allows(card)]
        pile_names = {group.pile for group in candidates}
        if not candidates or not any(self._pile(name).unseen.get(card, 0) for name in pile_names):
            return None
        candidates.sort(key=lambda group: len(group.kinds) if group.kinds is not None else 1 << 30)
        for group in candidates:
            if self._pile(group.pile).unseen.get(card, 0) and self._still_fits(group, card):
                return group
        return None

    def _still_fits(self, group: Group, card: str) -> bool:
        # One placement of the record as it is answers most questions: a copy of the card it leaves unused in the
        # restricted groups can go, and so can a copy it puts into this very group (the group's count drops too).
        if group.pile not in self._placements:
            self._placements[group.pile] = self._placement(group.pile)
        base = self._placements[group.pile]
        if base is not None:
            restricted, filled = base
            used = sum(each.get(card, 0) for each in filled)
            if used < self._pile(group.pile).unseen.get(card, 0):
                return True
            if group in restricted and filled[restricted.index(group)].get(card, 0):
                return True
        self._take(group, card)
        try:
            return self._feasible(group.pile)
        finally:
            self._give_back(group, card)

    def _take(self, group: Group, card: str) -> None:
        self._placements.clear()
        group.count -= 1
        self._pile(group.pile).unseen[card] -= 1
        if not group.count:
            self.groups.remove(group)

    def _give_back(self, group: Group, card: str) -> None:
        self._placements.clear()
        unseen = self._pile(group.pile).unseen
        unseen[card] = unseen.get(card, 0) + 1
        if group.count == 0:
            self.groups.append(group)
        group.count += 1

    def _feasible(self, pile: str) -> bool:
        """Whether the pile's unseen cards can fill its restricted groups (the rest takes whatever remains)."""
        return self._placement(pile) is not None

    def _placement(self, pile: str) -> tuple[list[Group], list[dict]] | None:
        unseen = self._pile(pile).unseen
        if any(count < 0 for count in unseen.values()):
            return None
        restricted = [group for group in self.groups if group.pile == pile and group.kinds is not None]
        filled = placement(unseen, [group.count for group in restricted],
                           lambda index, card: restricted[index].allows(card))
        return None if filled is None else (restricted, filled)

    def feasible(self) -> bool:
        return all(self._feasible(pile.name) for pile in self.piles)

    # -- reveal and audit ----------------------------------------------------------------------------------

    def reveal(self, zone: str, cards: list[str]) -> Finding | None:
        """The table shows the true content of `zone`'s unknown cards. If it fits the record the cards are seen
        from now on (the caller keeps them as known cards) and None is answered; else the record is unchanged and
        the Finding names the first claim that cannot be true given this content."""
        failed = self._reveal_fails(self, zone, cards)
        if failed is None:
            for card in cards:
                self._take(self._group_for((zone,), card), card)
            return None
        blamed = self._first_false_claim(zone, cards)
        return Finding(None if blamed is None else self.claims[blamed], failed if isinstance(failed, str) else None,
                       self.hidden(zone), len(cards))

    @staticmethod
    def _reveal_fails(record: TableRecord, zone: str, cards: list[str]):
        """None if `cards` can be `zone`'s unknown cards; else the card that cannot be, or True for a wrong count."""
        if len(cards) != record.hidden(zone):
            return True
        trial = record._copy(claims=0)
        for card in cards:
            group = trial._group_for((zone,), card)
            if group is None:
                return card
            trial._take(group, card)
        return None

    def _first_false_claim(self, zone: str, cards: list[str]) -> int | None:
        """The index of the first claim that, kept with every claim before it, cannot fit the revealed content.
        Later claims are taken back as unknown cards that left their zone; keeping more claims only narrows the
        possibilities, so the answer is found by bisection."""
        if not self.claims or self._reveal_fails(self._without_claims_from(0), zone, cards) is not None:
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
        record = self._copy(claims=first)
        for claim in self.claims[first:]:
            unseen = record._pile(claim.pile).unseen
            unseen[claim.card] = unseen.get(claim.card, 0) + 1
            record._add(Group(f"gone from {claim.zone}", claim.pile, 1))
        return record

    def _copy(self, claims: int) -> TableRecord:
        """A copy sharing nothing that changes, with the first `claims` claims (claims are never changed)."""
        return TableRecord([Pile(pile.name, pile.left, dict(pile.unseen)) for pile in self.piles],
                           [Group(group.zone, group.pile, group.count, group.kinds) for group in self.groups],
                           self.claims[:claims], self.claim_limit)

    # -- upkeep --------------------------------------------------------------------------------------------

    def _pile(self, name: str, create: bool = False) -> Pile | None:
        for pile in self.piles:
            if pile.name == name:
                return pile
        if create:
            self.piles.append(Pile(name, 0, {}))
            return self.piles[-1]
        return None

    def _add(self, new: Group) -> None:
        self._placements.clear()
        for group in self.groups:
            if (group.zone, group.pile, group.kinds) == (new.zone, new.pile, new.kinds):
                group.count += new.count
                return
        self.groups.append(new)

    def _merge(self) -> None:
        self._placements.clear()
        groups, self.groups = self.groups, []
        for group in groups:
            if group.count:
                self._add(group)
        for pile in self.piles:
            pile.unseen = {card: count for card, count in pile.unseen.items() if count}
