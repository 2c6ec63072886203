"""One family of worlds the table may be in: a placement problem whose every solution is a world (issue 16).

A `Branch` holds, for each face-down pile, its unseen cards and how many are still in it (`Pile`), the unknown cards
of each hidden zone (`Group`s: a count and the kinds they may be), and the copies whose places are restricted:

- **pins** (`Pin`): known cards that went back face down among some groups (a spell laid face down from a hand the
  table saw, `lay_unnamed`): they lie only in the groups of their `lot`;
- **batches** (`Pile.batches`): copies shuffled into the pile at a reshuffle while hidden cards drawn before were
  still out (Monster Run's copies, MR-9.10): batch r lies only in the pile or in groups drawn after it (a group's
  `epoch` is the number of batches it may hold), so cards drawn before a reshuffle are the old pile's, counts and all.

The supply of the placement is keyed by kind (a free copy), ("pin", lot, kind) or ("batch", r, kind), and one max
flow (`flow.placement`) answers whether the branch has a world and, with the swaps its placement allows, which
group may hold which copy. Taking a named card out of a group is exact when one (group, copy) choice keeps every
world the others keep (`Branch.options` drops the others); `TableRecord` keeps several branches where none does.
"""
from __future__ import annotations

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
    # The unseen copies of each reshuffle that may only be in the pile or in groups drawn since (batch r is
    # batches[r - 1]); only copies of kinds that were unseen before it too (the others `kinds` already keep out).
    batches: list[dict[str, int]] = field(default_factory=list)

    def allows(self, card: str) -> bool:
        return self.kinds is None or card in self.kinds


@dataclass
class Group:
    zone: str
    pile: str
    count: int
    kinds: tuple[str, ...] | None = None      # None: any unseen kind of the pile
    lot: int | None = None                    # the pin whose cards may lie among these (`lay_unnamed`)
    epoch: int = 0                            # how many of the pile's batches its cards may be from

    def allows(self, card: str) -> bool:
        if self.kinds is None:
            return True
        # A set of the kinds, kept beside the tuple it was made from (legal-moves asks for every card).
        made = self.__dict__.get("_kind_set")
        if made is None or made[0] is not self.kinds:
            made = self.__dict__["_kind_set"] = (self.kinds, frozenset(self.kinds))
        return card in made[1]


@dataclass
class Pin:
    """Known cards that went back face down without the table seeing where (a spell laid face down from a hand
    whose cards the table saw, `lay_unnamed`): they are unseen cards of `pile` again, but lie among the unknown
    cards of the groups of their `lot` (the rest of the hand and the spell), nowhere else."""

    lot: int
    pile: str
    cards: dict[str, int]


def kind_of(key) -> str:
    """The card kind of a supply key: a kind, ("pin", lot, kind) or ("batch", r, kind)."""
    return key if isinstance(key, str) else key[2]


def _within(small, large) -> bool:
    """Whether kinds `small` are among kinds `large` (None: any)."""
    return large is None or (small is not None and set(small) <= set(large))


@dataclass
class Assignment:
    """One placement of a pile's unseen copies into its places (its groups, then the pile itself, last), and which
    places each reaches by swaps."""

    nodes: list[Group]
    filled: list[dict]
    reach: list[set]
    supply: dict
    _by_kind: dict = field(default_factory=dict, repr=False)
    _places: dict = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        # Each place's kinds as a set, read once: the flow and the swap reachability ask `accepts` for every place
        # and copy (the placement is rebuilt whenever the branch changes, so the sets never go stale).
        self._kinds = [None if node.kinds is None else frozenset(node.kinds) for node in self.nodes]

    def keys(self, card: str) -> list:
        """The supply keys of copies of `card` (a free one, pinned ones, batched ones)."""
        if not self._by_kind:
            for key in self.supply:
                self._by_kind.setdefault(kind_of(key), []).append(key)
        return self._by_kind.get(card, [])

    def index(self, group: Group) -> int:
        """The place of `group` among the nodes."""
        if not self._places:
            self._places.update((id(node), position) for position, node in enumerate(self.nodes))
        return self._places[id(group)]

    def may_hold(self, index: int, card: str) -> bool:
        return any(self.may_get(index, key) for key in self.keys(card))

    def accepts(self, index: int, key) -> bool:
        kinds = self._kinds[index]
        if isinstance(key, str):
            return kinds is None or key in kinds
        if kinds is not None and key[2] not in kinds:
            return False
        node = self.nodes[index]
        return node.lot == key[1] if key[0] == "pin" else node.epoch >= key[1]

    def may_get(self, index: int, key) -> bool:
        """Whether place `index` holds a copy of `key`, or reaches by swaps a place holding one it accepts: one
        placement answers it for every place and copy, the record as it is being feasible (the augmenting cycle
        of the max flow; docs/TABLE_MODE.md)."""
        index %= len(self.nodes)
        return self.filled[index].get(key, 0) > 0 or (self.accepts(index, key) and any(
            self.filled[other].get(key, 0) for other in self.reach[index]))

    def places_of(self, key) -> frozenset:
        return frozenset(index for index in range(len(self.nodes)) if self.accepts(index, key))

    def copies_for(self, index: int) -> frozenset:
        return frozenset(key for key, count in self.supply.items() if count > 0 and self.accepts(index, key))


@dataclass
class Branch:
    piles: list[Pile] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    pins: list[Pin] = field(default_factory=list)
    _placements: dict = field(default_factory=dict, repr=False, compare=False)

    # -- reading -------------------------------------------------------------------------------------------

    def pile(self, name: str, create: bool = False) -> Pile | None:
        for pile in self.piles:
            if pile.name == name:
                return pile
        if create:
            self.piles.append(Pile(name, 0, {}))
            return self.piles[-1]
        return None

    def pin(self, lot: int) -> Pin:
        return next(pin for pin in self.pins if pin.lot == lot)

    def hidden(self, zone: str) -> int:
        return sum(group.count for group in self.groups if group.zone == zone)

    def hidden_in(self, zone: str, pile: str) -> int:
        return sum(group.count for group in self.groups if group.zone == zone and group.pile == pile)

    def key(self) -> tuple:
        """What the branch says, independent of the order it keeps things in: equal keys, equal worlds."""
        return (tuple(sorted((pile.name, pile.left, tuple(sorted(pile.unseen.items())), pile.kinds,
                              tuple(tuple(sorted(batch.items())) for batch in pile.batches)) for pile in self.piles)),
                tuple(sorted((group.zone, group.pile, group.count, group.kinds or (), group.kinds is None,
                              group.lot or 0, group.epoch) for group in self.groups)),
                tuple(sorted((pin.lot, pin.pile, tuple(sorted(pin.cards.items()))) for pin in self.pins)))

    def copy(self) -> Branch:
        return Branch([Pile(pile.name, pile.left, dict(pile.unseen), pile.kinds, [dict(batch) for batch in pile.batches])
                       for pile in self.piles],
                      [Group(group.zone, group.pile, group.count, group.kinds, group.lot, group.epoch)
                       for group in self.groups],
                      [Pin(pin.lot, pin.pile, dict(pin.cards)) for pin in self.pins])

    # -- the placement -------------------------------------------------------------------------------------

    def assignment(self, pile: str) -> Assignment | None:
        """One placement of every unseen card of `pile` into its groups and the pile's undrawn rest; None if there
        is none (no world). Cached until the branch changes."""
        if pile not in self._placements:
            self._placements[pile] = self._assign(pile)
        return self._placements[pile]

    def _assign(self, name: str) -> Assignment | None:
        pile = self.pile(name)
        if pile is None:
            return None
        unseen = pile.unseen
        nodes = [group for group in self.groups if group.pile == name] + [
            Group("", name, pile.left, pile.kinds, None, len(pile.batches))]
        if any(count < 0 for count in unseen.values()) or sum(unseen.values()) != sum(node.count for node in nodes):
            return None
        supply: dict = dict(unseen)
        restricted = [(("pin", each.lot, card), count) for each in self.pins if each.pile == name
                      for card, count in each.cards.items()]
        restricted += [(("batch", number, card), count) for number, batch in enumerate(pile.batches, 1)
                       for card, count in batch.items()]
        for key, count in restricted:
            if count:
                supply[kind_of(key)] = supply.get(kind_of(key), 0) - count
                supply[key] = count
        if any(count < 0 for count in supply.values()):
            return None
        found = Assignment(nodes, [], [], supply)
        filled = placement(supply, [node.count for node in nodes], found.accepts)
        if filled is None:
            return None
        found.filled = filled
        # Place x reaches place y when x holds a card y accepts: y can take it and x a card from elsewhere.
        step = [[other for other in range(len(nodes)) if other != index and any(
            found.accepts(other, key) for key in filled[index])] for index in range(len(nodes))]
        for index in range(len(nodes)):
            seen, todo = set(), [index]
            while todo:
                for other in step[todo.pop()]:
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
            found.reach.append(seen)
        return found

    def feasible(self) -> bool:
        return all(self.assignment(pile.name) is not None for pile in self.piles)

    # -- taking a named card -------------------------------------------------------------------------------

    def options(self, zones: Iterable[str] | None, pile: str | None, card: str) -> list[tuple[Group | None, object]]:
        """The ways a named `card` may leave: (group, copy key) for a group of `zones`, or (None, key) for the top
        of `pile` (zones None), that some world of this branch allows, without those another one keeps every world
        of. Option (g, a) keeps every world of (h, b) when g and h are of one zone, h accepts every copy g does
        and copy b may lie wherever copy a may: a world of (h, b) has its copy a somewhere, which may be copy b
        there instead, and a card of g may move to h; the zone holds the same cards."""
        found: list[tuple[Group | None, object, int, Assignment]] = []
        if zones is None:
            assigned = self.assignment(pile)
            if assigned is not None:
                found = [(None, key, len(assigned.nodes) - 1, assigned) for key in assigned.keys(card)
                         if assigned.may_get(-1, key)]
        else:
            for group in self.groups:
                if group.zone in zones and group.allows(card):
                    assigned = self.assignment(group.pile)
                    if assigned is None:
                        continue
                    index = assigned.index(group)
                    found += [(group, key, index, assigned) for key in assigned.keys(card)
                              if assigned.may_get(index, key)]
        kept: list[tuple[Group | None, object]] = []
        for position, (group, key, index, assigned) in enumerate(found):
            if not any(self._keeps_all_of(other, (group, key, index, assigned)) and (
                    not self._keeps_all_of((group, key, index, assigned), other) or place < position)
                    for place, other in enumerate(found) if place != position):
                kept.append((group, key))
        return kept

    @staticmethod
    def _keeps_all_of(first, second) -> bool:
        group, key, index, assigned = first
        other_group, other_key, other_index, other_assigned = second
        if assigned is not other_assigned or (group is None) != (other_group is None):
            return False
        if group is not None and (group.zone != other_group.zone
                                  or not assigned.copies_for(index) <= assigned.copies_for(other_index)):
            return False
        if group is None and index != other_index:
            return False
        return assigned.places_of(key) <= assigned.places_of(other_key)

    def take(self, group: Group | None, pile: str, key) -> None:
        """Takes one copy `key` out of `group` (None: the top of `pile`)."""
        self._placements.clear()
        record = self.pile(pile if group is None else group.pile)
        card = kind_of(key)
        if group is None:
            record.left -= 1
        else:
            group.count -= 1
        record.unseen[card] -= 1
        if not isinstance(key, str):
            (self.pin(key[1]).cards if key[0] == "pin" else record.batches[key[1] - 1])[card] -= 1
        self.tidy()

    # -- changes -------------------------------------------------------------------------------------------

    def shuffle(self, name: str, cards: Mapping[str, int]) -> None:
        """Known `cards` are shuffled face down into the pile. The hidden cards drawn before are the old pile's:
        each may only be a kind unseen until now, and copies of those kinds shuffled in form a batch they cannot
        hold."""
        pile = self.pile(name, create=True)
        before = self.restrict_hidden(pile)
        if pile.kinds is not None:
            pile.kinds = tuple(sorted({card for card in pile.kinds if card in before}
                                      | {card for card, count in cards.items() if count}))
        batch = {card: count for card, count in cards.items() if count and card in before}
        if batch and any(group.pile == name for group in self.groups):
            pile.batches.append(batch)
        for card, count in cards.items():
            if count:
                pile.unseen[card] = pile.unseen.get(card, 0) + count
                pile.left += count
        self.tidy()

    def draw_unseen(self, name: str, zone: str) -> None:
        pile = self.pile(name)
        pile.left -= 1
        self.add(Group(zone, name, 1, pile.kinds, None, len(pile.batches)))

    def restrict_hidden(self, pile: Pile) -> tuple[str, ...]:
        """Every hidden card of the pile may only be a kind unseen until now; returns those kinds."""
        before = tuple(sorted(card for card, count in pile.unseen.items() if count))
        for group in self.groups:
            if group.pile == pile.name:
                group.kinds = before if group.kinds is None else tuple(card for card in group.kinds
                                                                       if card in before)
        self.tidy()
        return before

    def restrict(self, zone: str, kinds: Iterable[str]) -> None:
        allowed = set(kinds)
        for group in self.groups:
            if group.zone == zone:
                group.kinds = tuple(sorted(allowed)) if group.kinds is None else tuple(
                    card for card in group.kinds if card in allowed)
        self.tidy()

    def move(self, from_zone: str, to_zone: str) -> None:
        for group in self.groups:
            if group.zone == from_zone:
                group.zone = to_zone
        self.tidy()

    def forget(self, zone: str, name: str, cards: Mapping[str, int]) -> None:
        """Known `cards` of `zone` go back face down (TableRecord.forget). Every other place may only hold kinds
        unseen until now; copies of those kinds forgotten are pinned to the zone's new group, so that it holds
        exactly the cards forgotten."""
        pile = self.pile(name)
        before = self.restrict_hidden(pile)
        pile.kinds = before if pile.kinds is None else tuple(card for card in pile.kinds if card in before)
        cards = {card: count for card, count in cards.items() if count}
        for card, count in cards.items():
            pile.unseen[card] = pile.unseen.get(card, 0) + count
        pinned = {card: count for card, count in cards.items() if card in before}
        lot = None
        if pinned:
            lot = max((pin.lot for pin in self.pins), default=0) + 1
            self.pins.append(Pin(lot, name, pinned))
        if cards:
            self.add(Group(zone, name, sum(cards.values()), tuple(sorted(cards)), lot, len(pile.batches)))
        self.tidy()

    def split(self, source: Group, to_zone: str) -> None:
        """One unknown card of `source`, unnamed, goes to `to_zone`: one of the cards that group may be."""
        source.count -= 1
        self.add(Group(to_zone, source.pile, 1, source.kinds, source.lot, source.epoch))
        self.tidy()

    def union(self, groups: list[Group]) -> Group:
        """`groups` (of one zone and pile) become one group allowing what any of them allowed, holding what any of
        their pins or batches may have put there (a relaxation: which of them a card came from is not kept)."""
        merged = Group(groups[0].zone, groups[0].pile, sum(group.count for group in groups),
                       None if any(group.kinds is None for group in groups) else tuple(sorted(
                           {card for group in groups for card in group.kinds})),
                       self._join_lots({group.lot for group in groups}), max(group.epoch for group in groups))
        self.groups = [group for group in self.groups if all(group is not each for each in groups)]
        self.add(merged)
        return next(group for group in self.groups if _same_place(group, merged))

    def _join_lots(self, lots: set) -> int | None:
        """One lot for the pins of `lots`: their cards may lie in any group of any of them (a relaxation)."""
        lots = sorted(lot for lot in lots if lot is not None)
        if len(lots) > 1:
            kept = self.pin(lots[0])
            for pin in [self.pin(lot) for lot in lots[1:]]:
                kept.cards.update({card: kept.cards.get(card, 0) + count for card, count in pin.cards.items()})
                self.pins.remove(pin)
            for group in self.groups:
                if group.lot in lots:
                    group.lot = lots[0]
        return lots[0] if lots else None

    def loosen(self, cards: Iterable[str]) -> None:
        """Every pinned or batched copy of `cards` becomes a free copy (a relaxation: it may then be anywhere its
        kind may)."""
        cards = set(cards)
        for pin in self.pins:
            pin.cards = {card: count for card, count in pin.cards.items() if card not in cards}
        for pile in self.piles:
            pile.batches = [{card: count for card, count in batch.items() if card not in cards}
                            for batch in pile.batches]
        self.tidy()

    # -- upkeep --------------------------------------------------------------------------------------------

    def add(self, new: Group) -> None:
        self._placements.clear()
        for group in self.groups:
            if _same_place(group, new):
                group.count += new.count
                return
        self.groups.append(new)

    def tidy(self) -> None:
        """Drops empty groups, copies and pins; a batch that every hidden group of its pile may hold is free copies
        again (its epochs are renumbered so that batch r is batches[r - 1]); equal groups become one."""
        self._placements.clear()
        for pile in self.piles:
            pile.unseen = {card: count for card, count in pile.unseen.items() if count}
        for pin in self.pins:
            pin.cards = {card: count for card, count in pin.cards.items() if count}
        self.pins = [pin for pin in self.pins if pin.cards]
        lots = {pin.lot: number for number, pin in enumerate(sorted(self.pins, key=lambda each: each.lot), 1)}
        for group in self.groups:        # lots numbered from 1 without gaps: bounded by the groups
            group.lot = lots.get(group.lot)
        for pin in self.pins:
            pin.lot = lots[pin.lot]
        for pile in self.piles:
            mine = [group for group in self.groups if group.pile == pile.name and group.count]
            live = [number for number, batch in enumerate(pile.batches, 1)
                    if any(batch.values()) and any(group.epoch < number for group in mine)]
            if len(live) != len(pile.batches):
                for group in mine:
                    group.epoch = sum(1 for number in live if number <= group.epoch)
                pile.batches = [pile.batches[number - 1] for number in live]
            pile.batches = [{card: count for card, count in batch.items() if count} for batch in pile.batches]
        groups, self.groups = self.groups, []
        for group in groups:
            if group.count:
                self.add(group)


def _same_place(first: Group, second: Group) -> bool:
    return (first.zone, first.pile, first.kinds, first.lot, first.epoch) == \
        (second.zone, second.pile, second.kinds, second.lot, second.epoch)


def pinned_counts(branch: Branch, groups: list[Group], shown: Counter) -> list[tuple]:
    """The restricted copies the shown cards of `groups` may be: (key, at most how many)."""
    options = []
    for card in sorted(shown):
        lots = sorted({group.lot for group in groups if group.lot is not None})
        options += [(("pin", lot, card), min(shown[card], branch.pin(lot).cards.get(card, 0))) for lot in lots]
        pile = branch.pile(groups[0].pile)
        most = max(group.epoch for group in groups)
        options += [(("batch", number, card), min(shown[card], pile.batches[number - 1].get(card, 0)))
                    for number in range(1, most + 1)]
    return [(key, most) for key, most in options if most]


def lay_unnamed(branch: Branch, from_zone: str, to_zone: str, pile: str, allowed: set, known: dict) -> None:
    """One card of `from_zone`, of one of `allowed`, goes face down to `to_zone` unnamed (TableRecord.lay_unnamed):
    one of `known` (pinned from now on) or of the zone's narrowest group that may be one of them."""
    mine = [group for group in branch.groups if group.zone == from_zone and group.pile == pile
            and (group.kinds is None or not allowed.isdisjoint(group.kinds))]
    source = _narrowest(mine, allowed)
    if mine and source is None:
        source = branch.union(mine)
    if source is not None:
        branch.groups.remove(source)
    lot = None if source is None else source.lot        # its pinned cards may be the one laid, or stay
    record = branch.pile(pile)
    for card, count in known.items():
        record.unseen[card] = record.unseen.get(card, 0) + count
    if known and lot is None:
        lot = max((pin.lot for pin in branch.pins), default=0) + 1
        branch.pins.append(Pin(lot, pile, dict(known)))
    elif known:
        pin = branch.pin(lot)
        pin.cards.update({card: pin.cards.get(card, 0) + count for card, count in known.items()})
    pool = (0 if source is None else source.count) + sum(known.values())
    held = None if source is not None and source.kinds is None else tuple(sorted(
        set(known) | set(() if source is None else source.kinds)))
    epoch = len(record.batches) if source is None else source.epoch
    branch.add(Group(from_zone, pile, pool - 1, held, lot, epoch))
    branch.add(Group(to_zone, pile, 1, tuple(sorted(allowed if held is None else allowed.intersection(held))),
                     lot, epoch))
    branch.tidy()


def _narrowest(groups: list[Group], kinds: set[str]) -> Group | None:
    """The group of `groups` that every other one contains, that allows every one of `kinds` any of them allows
    and that may hold any pinned or batched card they may hold, if there is one (a zone's groups narrowed by later
    restrictions are nested so)."""
    for group in sorted(groups, key=lambda each: len(each.kinds) if each.kinds is not None else 1 << 30):
        if all(_within(group.kinds, other.kinds)
               and _within(kinds if other.kinds is None else set(other.kinds) & kinds, group.kinds)
               and other.lot == group.lot and other.epoch == group.epoch for other in groups):
            return group
    return None


def settle(branch: Branch, zone: str) -> dict[str, int]:
    """The pinned cards that can now only lie in `zone` leave the branch (TableRecord.settle)."""
    settled: Counter = Counter()
    for pin in list(branch.pins):
        mine = sorted((group for group in branch.groups if group.lot == pin.lot),
                      key=lambda group: len(group.kinds) if group.kinds is not None else 1 << 30)
        if mine and all(group.zone == zone for group in mine):
            for card in list(Counter(pin.cards).elements()):
                key = ("pin", pin.lot, card)
                assigned = branch.assignment(pin.pile)
                holder = None if assigned is None else next(
                    (node for index, node in enumerate(assigned.nodes) if node.lot == pin.lot and node.count
                     and assigned.may_get(index, key)), None)
                if holder is not None:
                    branch.take(holder, pin.pile, key)
                    settled[card] += 1
    branch.tidy()
    return dict(settled)


def reveal_successors(branch: Branch, zone: str, cards: list[str], most: int) -> list[Branch] | object:
    """The branches left when `zone`'s unknown cards are shown to be `cards`: one per way of counting the shown
    cards as restricted copies (pinned, batched) that fits, or, when there are more than `most` ways to try,
    one in which the shown kinds' restricted copies are loosened into free ones (a relaxation). If none fits,
    the card that cannot be there (a kind no group of the zone allows, or more copies than are unseen), or
    True when none is to blame."""
    mine = [group for group in branch.groups if group.zone == zone]
    if not mine:
        return [branch.copy()]
    shown = Counter(cards)
    unseen = branch.pile(mine[0].pile).unseen       # a zone's unknown cards all come from one pile in every game
    unfit = next((card for card in cards if shown[card] > unseen.get(card, 0)
                  or not any(group.allows(card) for group in mine)), None)
    if unfit is not None:
        return unfit
    options = pinned_counts(branch, mine, shown)
    tries = 1
    for _key, count in options:
        tries *= count + 1
    if tries > most:
        branch = branch.copy()
        branch.loosen(shown)
        mine = [group for group in branch.groups if group.zone == zone]
        options = []
    found = []
    for counts in _splits(options):
        trial = _reveal_trial(branch, zone, mine, shown, counts)
        if trial is not None:
            found.append(trial)
    return found or True


def _splits(options: list[tuple]):
    """Every choice of how many shown copies each restricted key takes, from (key, at most how many)."""
    if not options:
        yield {}
        return
    (key, most), rest = options[0], options[1:]
    for tail in _splits(rest):
        for count in range(most + 1):
            yield {**tail, key: count} if count else tail


def _reveal_trial(branch: Branch, zone: str, mine: list[Group], shown: Counter, counts: dict) -> Branch | None:
    """The branch with `zone`'s unknown cards removed as `shown`, `counts` of them the restricted copies named,
    if the zone's groups can hold exactly those and the rest still fits."""
    supply: dict = dict(shown)
    for key, count in counts.items():
        supply[kind_of(key)] -= count
        supply[key] = count
    if any(count < 0 for count in supply.values()):
        return None
    holder = Assignment(mine, [], [], supply)
    if placement(supply, [group.count for group in mine], holder.accepts) is None:
        return None
    trial = branch.copy()
    pile = trial.pile(mine[0].pile)
    for card, count in shown.items():
        pile.unseen[card] -= count
    for key, count in counts.items():
        (trial.pin(key[1]).cards if key[0] == "pin" else pile.batches[key[1] - 1])[kind_of(key)] -= count
    restricted = Counter()
    for batch in pile.batches:
        restricted.update(batch)
    for each in trial.pins:
        restricted.update(each.cards if each.pile == pile.name else {})
    if any(count > pile.unseen.get(card, 0) for card, count in restricted.items()):
        return None                             # a shown free copy is one the restricted ones needed
    trial.groups = [group for group in trial.groups if group.zone != zone]
    trial.tidy()
    return trial if trial.feasible() else None
