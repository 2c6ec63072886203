"""What a referee in table mode knows about cards it has not seen (issue 16, MR-14.3, MM-16.4, PPS-19.5).

The table reports a card dealt or drawn into a hidden place without naming it, and names a card only when it
becomes public. For each face-down pile the record keeps:

- **unseen**: by card kind, the pile's cards the referee has not seen, wherever they are now (still in the pile
  or in a hidden place), and **left**: how many are still in the pile;
- **groups**: the unknown cards of one hidden zone (a hand, a face-down stack) drawn from the pile, how many, and
  the only kinds they may be (`kinds`, None for any unseen kind). A reshuffle restricts every hidden group to
  the kinds that were unseen just before it (cards drawn before a reshuffle come from the old pile);
- **pins**: known cards that went back face down among some groups, nowhere else (a card laid face down from a
  hand the table saw is one of its cards, `lay_unnamed`): unseen again, they lie in the groups of their `lot`, with
  their own supply in the placement;
- **claims**: the latest named cards taken from hidden zones, with who, when and how, for the reveal's audit.

A claim is accepted iff, after the card is taken from one of the zone's groups, the unseen cards can still be
placed into every restricted group (`flow.placement`; unrestricted groups and the pile take whatever is left, and the
counts always add up). The card is taken from the most restricted group that may hold it: reshuffles only
narrow kinds, so a zone's groups are nested and that choice never rules out a placement another would allow
(docs/TABLE_MODE.md, "Why the most restricted group"). The record is bounded by the cards in the game: groups by
the hidden cards, claims by `claim_limit`.
"""
from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from engine.core.table.flow import placement


@dataclass
class Pile:
    name: str
    left: int
    unseen: dict[str, int]
    # The only kinds the cards still in the pile may be; None for any unseen kind. Set by the first `forget`: from
    # then on known cards that went back face down into a hand are unseen but cannot be in the pile.
    kinds: tuple[str, ...] | None = None

    def allows(self, card: str) -> bool:
        return self.kinds is None or card in self.kinds


@dataclass
class Group:
    zone: str
    pile: str
    count: int
    kinds: tuple[str, ...] | None = None      # None: any unseen kind of the pile
    lot: int | None = None                    # the pin whose cards may lie among these (`lay_unnamed`)

    def allows(self, card: str) -> bool:
        return self.kinds is None or card in self.kinds


@dataclass
class Pin:
    """Known cards that went back face down without the table seeing where (a spell laid face down from a hand
    whose cards the table saw, `lay_unnamed`): they are unseen cards of `pile` again, but lie among the unknown
    cards of the groups of their `lot` (the rest of the hand and the spell), nowhere else."""

    lot: int
    pile: str
    cards: dict[str, int]


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
    pins: list[Pin] = field(default_factory=list)
    # The placement of each pile's restricted groups for the record as it is (cleared by every change).
    _placements: dict = field(default_factory=dict, repr=False, compare=False)

    # -- piles ---------------------------------------------------------------------------------------------

    def shuffle(self, pile: str, cards: Mapping[str, int]) -> None:
        """Known `cards` (the deck, a discard pile) are shuffled face down into `pile`. The pile's hidden cards
        were drawn before: each may only be a kind that was unseen until now."""
        record = self._pile(pile, create=True)
        before = self._restrict_hidden(record)
        if record.kinds is not None:
            record.kinds = tuple(sorted({card for card in record.kinds if card in before}
                                        | {card for card, count in cards.items() if count}))
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
        record = self._pile(pile)
        record.left -= 1
        self._add(Group(zone, pile, 1, record.kinds))

    def draw_named(self, pile: str, card: str) -> Refusal | None:
        """The top card of `pile` is turned face up and named (a judgement, a revealed card): accepted iff the pile
        may hold it, the unseen cards still filling every hidden place; else the refusal says why."""
        refusal = self.why_not_drawn(pile, card)
        if refusal is not None:
            return refusal
        record = self._pile(pile)
        record.left -= 1
        record.unseen[card] -= 1
        self._placements.clear()
        return None

    def why_not_drawn(self, pile: str, card: str) -> Refusal | None:
        """Why the top card of `pile` cannot be `card` now; None if it can (the question `draw_named` asks, without
        drawing: a listing of the cards that may be turned up costs one placement)."""
        record = self._pile(pile)
        if record is None or not record.left or not record.unseen.get(card, 0):
            return Refusal("all_seen", card)
        if not record.allows(card):
            return Refusal("needed_elsewhere", card)
        found = self._assignment(pile)
        if found is None or not self._may_get(found, -1, card):
            return Refusal("needed_elsewhere", card)
        return None

    def content(self, zone: str) -> list[str] | None:
        """One content of `zone`'s unknown cards that fits everything recorded (the zone's share of one placement of
        every unseen card), sorted; None if the record has none. Revealing it is always accepted."""
        shown: list[str] = []
        for pile in sorted({group.pile for group in self.groups if group.zone == zone}):
            found = self._assignment(pile)
            if found is None:
                return None
            nodes, filled = found[0], found[1]
            for node, cards in zip(nodes, filled):
                if node.zone == zone:
                    shown.extend(_kind(key) for key, count in cards.items() for _ in range(count))
        return sorted(shown)

    def forget(self, zone: str, pile: str, cards: Mapping[str, int]) -> None:
        """Known `cards` of `zone` go back face down (a hand the table saw is shuffled, a card is taken from it
        unnamed): they are unseen cards of `pile` again, held by `zone` as a group of exactly those kinds. Cards in
        the pile and every hidden card drawn before cannot be any of them: those places are restricted to the kinds
        unseen until now, so the record stays exact (docs/TABLE_MODE.md, "Forgetting")."""
        record = self._pile(pile)
        self._restrict_hidden(record)
        if record.kinds is None:
            record.kinds = tuple(sorted(card for card, count in record.unseen.items() if count))
        for card, count in cards.items():
            if count:
                record.unseen[card] = record.unseen.get(card, 0) + count
        total = sum(cards.values())
        if total:
            self._add(Group(zone, pile, total, tuple(sorted(card for card, count in cards.items() if count))))

    def take_unknown(self, from_zone: str, to_zone: str) -> None:
        """One unknown card of `from_zone`, unnamed, goes to `to_zone` (R5: a card taken at random from a hand).
        With one group in `from_zone` this is exact; with several (of one pile) the card is one of any of them:
        the zone's groups become one group allowing every kind any of them allowed, which never refuses a true
        claim (a relaxation a reveal still checks)."""
        mine = [group for group in self.groups if group.zone == from_zone]
        if not mine:
            raise ValueError(f"{from_zone} holds no unknown card to take (forget its known cards first)")
        if len(mine) > 1:
            mine = [self._union(mine)]
        source = mine[0]
        source.count -= 1
        self._add(Group(to_zone, source.pile, 1, source.kinds, source.lot))
        self._merge()

    def lay_unnamed(self, from_zone: str, to_zone: str, pile: str, kinds: Iterable[str],
                    known: Mapping[str, int]) -> None:
        """One card of `from_zone`, of one of `kinds`, goes face down to `to_zone` unnamed (Monster Maker 5's spell
        laid face down, MM-10.3): either one of `known`, the zone's known cards of those kinds, which the caller
        takes out of its known cards, or one of the zone's unknown cards. The known cards become unseen cards of
        `pile` again, pinned (a `Pin`) to the rest of the zone's cards it comes from and the card laid: that card
        is one of them or of the unknown ones, and the rest of the zone keeps its counts. The unknown card is
        taken from the narrowest of the zone's groups that may be one of `kinds`; when those groups are nested
        and the narrowest allows every one of `kinds` the others allow (and the known kinds), that choice loses
        no world (docs/TABLE_MODE.md, "One card of several groups"), so the step is exact. Groups that are not
        nested so are merged first, allowing what any of them allowed, and known cards laid from a group that
        holds pinned cards already join that pin: two relaxations that never refuse a true claim."""
        allowed = set(kinds)
        known = {card: count for card, count in known.items() if count}
        if not set(known) <= allowed:
            raise ValueError(f"the known cards {sorted(known)} laid from {from_zone} must be of the kinds allowed")
        mine = [group for group in self.groups if group.zone == from_zone and group.pile == pile
                and (group.kinds is None or not allowed.isdisjoint(group.kinds))]
        if not mine and not known:
            raise ValueError(f"{from_zone} holds no card of the kinds allowed to lay")
        source = self._narrowest(mine, allowed)
        if mine and source is None:
            source = self._union(mine)
        if source is not None:
            self.groups.remove(source)
        lot = None if source is None else source.lot        # its pinned cards may be the one laid, or stay
        record = self._pile(pile)
        for card, count in known.items():
            record.unseen[card] = record.unseen.get(card, 0) + count
        if known and lot is None:
            lot = max((pin.lot for pin in self.pins), default=0) + 1
            self.pins.append(Pin(lot, pile, dict(known)))
        elif known:
            pin = self._pin(lot)
            pin.cards.update({card: pin.cards.get(card, 0) + count for card, count in known.items()})
        pool = (0 if source is None else source.count) + sum(known.values())
        held = None if source is not None and source.kinds is None else tuple(sorted(
            set(known) | set(() if source is None else source.kinds)))
        self._add(Group(from_zone, pile, pool - 1, held, lot))
        self._add(Group(to_zone, pile, 1, tuple(sorted(allowed if held is None else allowed.intersection(held))), lot))
        self._merge()

    def settle(self, zone: str) -> dict[str, int]:
        """The pinned cards that can now only lie in `zone` (every group of their lot is in that zone: the spells
        laid were turned up) are known again: they leave the record, and are returned for the caller to keep as
        known cards of the zone."""
        settled: Counter = Counter()
        for pin in list(self.pins):
            mine = sorted((group for group in self.groups if group.lot == pin.lot),
                          key=lambda group: len(group.kinds) if group.kinds is not None else 1 << 30)
            if mine and all(group.zone == zone for group in mine):
                for card in list(Counter(pin.cards).elements()):
                    self._take(next(group for group in mine if group.count and self._still_fits(group, card)), card)
                    settled[card] += 1
        self._merge()
        return dict(settled)

    @staticmethod
    def _narrowest(groups: list[Group], kinds: set[str]) -> Group | None:
        """The group of `groups` that every other one contains, that allows every one of `kinds` any of them allows
        and that may hold any pinned card they may hold, if there is one (a zone's groups narrowed by later
        restrictions are nested so)."""
        def within(small, large) -> bool:
            return large is None or (small is not None and set(small) <= set(large))
        for group in sorted(groups, key=lambda each: len(each.kinds) if each.kinds is not None else 1 << 30):
            if all(within(group.kinds, other.kinds)
                   and within(kinds if other.kinds is None else set(other.kinds) & kinds, group.kinds)
                   and other.lot == group.lot for other in groups):
                return group
        return None

    def _union(self, groups: list[Group]) -> Group:
        """`groups` (of one zone and pile) become one group allowing what any of them allowed, holding what any of
        their pins may have put there (a relaxation: the record cannot say which of them a card came from)."""
        union = Group(groups[0].zone, groups[0].pile, sum(group.count for group in groups),
                      None if any(group.kinds is None for group in groups) else tuple(sorted(
                          {card for group in groups for card in group.kinds})),
                      self._join_lots({group.lot for group in groups}))
        self.groups = [group for group in self.groups if all(group is not each for each in groups)]
        self._add(union)
        return next(group for group in self.groups if self._key(group) == self._key(union))

    @staticmethod
    def _key(group: Group) -> tuple:
        return group.zone, group.pile, group.kinds, group.lot

    def _join_lots(self, lots: set) -> int | None:
        """One lot for the pins of `lots`: their cards may lie in any group of any of them (a relaxation)."""
        lots = sorted(lot for lot in lots if lot is not None)
        if len(lots) > 1:
            kept = self._pin(lots[0])
            for pin in [self._pin(lot) for lot in lots[1:]]:
                kept.cards.update({card: kept.cards.get(card, 0) + count for card, count in pin.cards.items()})
                self.pins.remove(pin)
            for group in self.groups:
                if group.lot in lots:
                    group.lot = lots[0]
        return lots[0] if lots else None

    def _pin(self, lot: int) -> Pin:
        return next(pin for pin in self.pins if pin.lot == lot)

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
        group = self._group_for(zones, card, merge=True)
        if group is None:
            return self.why_not(zones, card)
        self._take(group, card)
        self.claims.append(Claim(turn, player, action, group.zone, group.pile, card))
        if len(self.claims) > self.claim_limit:
            del self.claims[:len(self.claims) - self.claim_limit]
        return None

    def _group_for(self, zones: tuple[str, ...], card: str, merge: bool = False) -> Group | None:
        """The most restricted group of `zones` the card may be taken from, keeping the record feasible. When
        groups of that zone that are not nested in it may hold the card too (known cards forgotten next to cards
        drawn), the record cannot say which one gave it: with `merge`, those groups become one group allowing
        what any of them allowed (a relaxation, docs/TABLE_MODE.md), which is returned."""
        candidates = [group for group in self.groups if group.zone in zones and group.allows(card)]
        pile_names = {group.pile for group in candidates}
        if not candidates or not any(self._pile(name).unseen.get(card, 0) for name in pile_names):
            return None
        candidates.sort(key=lambda group: len(group.kinds) if group.kinds is not None else 1 << 30)
        fitting = [group for group in candidates
                   if self._pile(group.pile).unseen.get(card, 0) and self._still_fits(group, card)]
        if not fitting:
            return None
        # A pinned copy first (`_unpin`): the copy another choice takes stays free to be anywhere. Groups of
        # the zone are nested when each holds the narrowest's kinds and the same pinned cards (docs/TABLE_MODE.md).
        first = next((group for group in fitting if self._pinned(group, card)), fitting[0])
        others = [group for group in fitting if group is not first and group.zone == first.zone
                  and group.pile == first.pile and not self._within(first, group)]
        if not merge or not others:
            return first
        return self._union([first, *others])

    @staticmethod
    def _within(small: Group, large: Group) -> bool:
        """Whether `large` accepts every card `small` does: its kinds, and the same pinned cards."""
        return (large.kinds is None or (small.kinds is not None and set(small.kinds) <= set(large.kinds))) \
            and small.lot == large.lot

    def _still_fits(self, group: Group, card: str) -> bool:
        """Whether some placement of the unseen cards puts a copy of `card` into `group`. One placement of every
        unseen card answers it for every group and card: either it puts a copy there, or a copy sits in a group
        the `group` can reach by a chain of swaps (each place hands one card to a place that allows it), which
        is the augmenting cycle of the max flow; the record as it is being feasible, nothing else can."""
        found = self._assignment(group.pile)
        return found is not None and self._may_get(
            found, next(position for position, node in enumerate(found[0]) if node is group), card)

    @staticmethod
    def _may_get(found, index: int, card: str) -> bool:
        """Whether place `index` of an assignment holds a copy of `card`, or reaches by swaps a place holding one
        it accepts (a pinned copy only goes to the groups of its lot)."""
        nodes, filled, reach, accepts = found
        index %= len(nodes)
        return any(_kind(key) == card for key in filled[index]) or any(
            _kind(key) == card and accepts(index, key) for other in reach[index] for key in filled[other])

    def _take(self, group: Group, card: str) -> None:
        self._placements.clear()
        group.count -= 1
        self._pile(group.pile).unseen[card] -= 1
        if self._pinned(group, card):
            self._unpin(group.lot, card)
        if not group.count:
            self.groups.remove(group)
        self._tidy_pins()

    def _pinned(self, group: Group, card: str) -> bool:
        return group.lot is not None and self._pin(group.lot).cards.get(card, 0) > 0

    def _unpin(self, lot: int, card: str) -> None:
        """A `card` taken from a group of `lot` is counted as a pinned copy when its pin holds one: the copies
        left free may then be anywhere, which keeps every world the other choice keeps (docs/TABLE_MODE.md)."""
        self._pin(lot).cards[card] -= 1

    def _assignment(self, pile: str):
        """One placement of every unseen card of `pile` into its groups and, last, the cards still in the pile,
        with which places each place reaches by swaps (see `_still_fits`); None if there is none. Cached until
        the record changes."""
        if pile not in self._placements:
            self._placements[pile] = self._assign(pile)
        return self._placements[pile]

    def _assign(self, pile: str):
        record = self._pile(pile)
        unseen = record.unseen
        nodes = [group for group in self.groups if group.pile == pile] + [Group("", pile, record.left, record.kinds)]
        if any(count < 0 for count in unseen.values()) or sum(unseen.values()) != sum(n.count for n in nodes):
            return None
        # The supply: the free copies of each kind by its name, each pin's copies by (lot, kind).
        supply: dict = dict(unseen)
        for pin in self.pins:
            for card, count in pin.cards.items():
                if count and pin.pile == pile:
                    supply[card] = supply.get(card, 0) - count
                    supply[(pin.lot, card)] = count

        # Each place's kinds as a set: the flow and the reachability below ask about every place and card.
        allowed = [None if node.kinds is None else frozenset(node.kinds) for node in nodes]

        def accepts(index: int, key) -> bool:
            if isinstance(key, str):
                return allowed[index] is None or key in allowed[index]
            return (allowed[index] is None or key[1] in allowed[index]) and nodes[index].lot == key[0]

        if any(count < 0 for count in supply.values()):
            return None
        filled = placement(supply, [node.count for node in nodes], accepts)
        if filled is None:
            return None
        # Place x reaches place y when x holds a card y accepts: y can take it and x a card from elsewhere.
        step = [[other for other in range(len(nodes))
                 if other != index and any(accepts(other, key) for key in filled[index])]
                for index in range(len(nodes))]
        reach = []
        for index in range(len(nodes)):
            seen, todo = set(), [index]
            while todo:
                for other in step[todo.pop()]:
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
            reach.append(seen)
        return nodes, filled, reach, accepts

    def _feasible(self, pile: str) -> bool:
        """Whether the pile's unseen cards can fill its hidden places and the pile itself."""
        return self._assignment(pile) is not None

    def feasible(self) -> bool:
        return all(self._feasible(pile.name) for pile in self.piles)

    # -- reveal and audit ----------------------------------------------------------------------------------

    def reveal(self, zone: str, cards: list[str]) -> Finding | None:
        """The table shows the true content of `zone`'s unknown cards. If it fits the record the cards are seen
        from now on (the caller keeps them as known cards) and None is answered; else the record is unchanged and
        the Finding names the first claim that cannot be true given this content."""
        failed, pinned = self._reveal_fit(self, zone, cards)
        if failed is None:
            self._remove_zone(zone, cards, pinned)
            return None
        blamed = self._first_false_claim(zone, cards)
        return Finding(None if blamed is None else self.claims[blamed], failed if isinstance(failed, str) else None,
                       self.hidden(zone), len(cards))

    @staticmethod
    def _reveal_fit(record: TableRecord, zone: str, cards: list[str]):
        """(None, pinned) if `cards` can be `zone`'s unknown cards, `pinned` saying how many of them, by (lot,
        card), to count as pinned copies; else (the card that cannot be there, or True for a wrong count, None)."""
        if len(cards) != record.hidden(zone):
            return True, None
        mine = [group for group in record.groups if group.zone == zone]
        if not mine:
            return None, {}
        # The zone's groups take exactly the shown cards, every other place the rest: two independent placements.
        # (A zone's unknown cards all come from one pile in every game.)
        shown = Counter(cards)
        unseen = record._pile(mine[0].pile).unseen
        unfit = next((card for card in cards if shown[card] > unseen.get(card, 0)
                      or not any(group.allows(card) for group in mine)), None)
        if unfit is not None:
            return unfit, None
        # Which shown cards are pinned copies: every split the zone's groups and the rest allow is tried (at most
        # 2 ** the cards shown; pins only arise in Monster Maker 5, whose hands hold at most 6). One that counts
        # more pinned copies keeps every world one that counts fewer keeps, so of several the pinned counts kept
        # are the most each split allows: exact when one split allows the most of every card (as in Monster
        # Maker 5, where a hand's pinned cards are spells any of its groups of that lot allows), else a relaxation.
        options = sorted({(group.lot, card) for group in mine if group.lot is not None for card in shown
                          if record._pin(group.lot).cards.get(card)})
        best: Counter | None = None
        for counts in itertools.product(*(range(min(shown[card], record._pin(lot).cards[card]) + 1)
                                          for lot, card in options)):
            pinned = {option: count for option, count in zip(options, counts) if count}
            if record._reveal_allows(zone, mine, shown, pinned):
                best = Counter(pinned) if best is None else best | Counter(pinned)
        return (cards[0], None) if best is None else (None, dict(best))

    def _reveal_allows(self, zone: str, mine: list[Group], shown: Counter, pinned: dict) -> bool:
        """Whether the zone's groups can hold `shown`, `pinned` of them pinned copies, and the rest fits."""
        supply: dict = dict(shown)
        for (lot, card), count in pinned.items():
            supply[card] -= count
            supply[(lot, card)] = count
        if any(count < 0 for count in supply.values()) or placement(
                supply, [group.count for group in mine],
                lambda index, key: mine[index].allows(_kind(key)) and (isinstance(key, str)
                                                                       or mine[index].lot == key[0])) is None:
            return False
        trial = self._copy(claims=0)
        trial._remove_zone(zone, list(shown.elements()), pinned)
        return trial._feasible(mine[0].pile)

    def _remove_zone(self, zone: str, cards: list[str], pinned: dict) -> None:
        """The zone's unknown cards are `cards`, seen from now on; `pinned` of them, by (lot, card), were pinned."""
        pile = next((group.pile for group in self.groups if group.zone == zone), None)
        if pile is None:
            return
        unseen = self._pile(pile).unseen
        for card in cards:
            unseen[card] -= 1
        for (lot, card), count in pinned.items():
            self._pin(lot).cards[card] -= count
        self.groups = [group for group in self.groups if group.zone != zone]
        self._merge()

    def _first_false_claim(self, zone: str, cards: list[str]) -> int | None:
        """The index of the first claim that, kept with every claim before it, cannot fit the revealed content.
        Later claims are taken back as unknown cards that left their zone; keeping more claims only narrows the
        possibilities, so the answer is found by bisection."""
        if not self.claims or self._reveal_fit(self._without_claims_from(0), zone, cards)[0] is not None:
            return None
        low, high = 0, len(self.claims)       # fits keeping `low` claims; does not keeping all of them
        while high - low > 1:
            middle = (low + high) // 2
            if self._reveal_fit(self._without_claims_from(middle), zone, cards)[0] is None:
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

    def trial(self) -> TableRecord:
        """A copy to try changes on (a claim of several cards, a declaration), without the claims log."""
        return self._copy(claims=0)

    def _copy(self, claims: int) -> TableRecord:
        """A copy sharing nothing that changes, with the first `claims` claims (claims are never changed)."""
        return TableRecord([Pile(pile.name, pile.left, dict(pile.unseen), pile.kinds) for pile in self.piles],
                           [Group(group.zone, group.pile, group.count, group.kinds, group.lot)
                            for group in self.groups],
                           self.claims[:claims], self.claim_limit,
                           [Pin(pin.lot, pin.pile, dict(pin.cards)) for pin in self.pins])

    # -- upkeep --------------------------------------------------------------------------------------------

    def _pile(self, name: str, create: bool = False) -> Pile | None:
        for pile in self.piles:
            if pile.name == name:
                return pile
        if create:
            self.piles.append(Pile(name, 0, {}))
            return self.piles[-1]
        return None

    def _restrict_hidden(self, pile: Pile) -> tuple[str, ...]:
        """Every hidden card of the pile may only be a kind unseen until now; returns those kinds."""
        before = tuple(sorted(card for card, count in pile.unseen.items() if count))
        for group in self.groups:
            if group.pile == pile.name:
                group.kinds = before if group.kinds is None else tuple(card for card in group.kinds
                                                                       if card in before)
        self._merge()
        return before

    def _add(self, new: Group) -> None:
        self._placements.clear()
        for group in self.groups:
            if self._key(group) == self._key(new):
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
        self._tidy_pins()

    def _tidy_pins(self) -> None:
        """Pins keep only cards they still hold; a lot whose pin is empty is no lot any more."""
        for pin in self.pins:
            pin.cards = {card: count for card, count in pin.cards.items() if count}
        self.pins = [pin for pin in self.pins if pin.cards]
        lots = {pin.lot for pin in self.pins}
        stale = [group for group in self.groups if group.lot is not None and group.lot not in lots]
        for group in stale:
            group.lot = None
        if stale:
            groups, self.groups = self.groups, []
            for group in groups:
                self._add(group)


def _kind(key) -> str:
    """The card kind of a supply key of the placement: a kind, or (lot, kind) for a pinned copy."""
    return key if isinstance(key, str) else key[1]
