"""What a referee in table mode knows about cards it has not seen (issue 16, MR-14.3, MM-16.4, PPS-19.5).

The table reports a card dealt or drawn into a hidden place without naming it, and names a card only when it
becomes public. The record keeps every world the table may be in as a few **branches** (`branch.Branch`: the
unseen cards of each face-down pile, the unknown cards of each hidden zone with the kinds they may be, pinned and
batched copies whose places are restricted), the worlds being the placements of each branch together, and:

- **claims**: the latest named cards taken from hidden zones, with who, when and how, for the reveal's audit.

A claim is accepted iff some branch has a world in which the zone holds the card. Taking it out is one choice
(which group of the zone, which copy) when one choice keeps every world the others keep (`Branch.options`); when
several choices each keep worlds the others lose (a hand holding cards from before and after a reshuffle, copies
of the card in both piles), each becomes a branch, equal branches merged, at most `BRANCH_LIMIT`; beyond it the
branches collapse into one that keeps only, per zone, the kinds its cards may be (`_collapsed`, a relaxation
that never refuses a true claim, docs/TABLE_MODE.md). The record is bounded by the cards in the game: groups by
the hidden cards, branches by `BRANCH_LIMIT`, claims by `claim_limit`.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from engine.core.table.branch import (Branch, Group, Pile, Pin, kind_of, lay_unnamed, reveal_successors,
                                      settle)

__all__ = ["BRANCH_LIMIT", "Claim", "Finding", "Group", "Pile", "Pin", "Refusal", "TableRecord"]

# At most this many branches; more alternatives collapse into one relaxed branch. Also bounds the ways a reveal
# may count restricted copies that are tried one by one.
BRANCH_LIMIT = 8
REVEAL_TRIES = 64


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
    branches: list[Branch] = field(default_factory=lambda: [Branch()])
    claims: list[Claim] = field(default_factory=list)
    claim_limit: int = 0

    # The first branch's parts: what every branch agrees on (piles' `left` and `unseen`, zones' hidden counts) is
    # read there.
    @property
    def piles(self) -> list[Pile]:
        return self.branches[0].piles

    @property
    def groups(self) -> list[Group]:
        return self.branches[0].groups

    @property
    def pins(self) -> list[Pin]:
        return self.branches[0].pins

    # -- piles ---------------------------------------------------------------------------------------------

    def shuffle(self, pile: str, cards: Mapping[str, int]) -> None:
        """Known `cards` (the deck, a discard pile) are shuffled face down into `pile`. The pile's hidden cards
        were drawn before: they are the old pile's cards (`Branch.shuffle`)."""
        for branch in self.branches:
            branch.shuffle(pile, cards)
        # The audit log keeps the latest claims, as many as the game has cards.
        self.claim_limit = max(self.claim_limit, sum(sum(each.unseen.values()) for each in self.piles))

    def left(self, pile: str) -> int:
        found = self.branches[0].pile(pile)
        return 0 if found is None else found.left

    def unseen(self, pile: str) -> dict[str, int]:
        found = self.branches[0].pile(pile)
        return {} if found is None else {card: count for card, count in found.unseen.items() if count}

    def draw_unseen(self, pile: str, zone: str) -> None:
        """The top card of `pile` goes, unnamed, into the hidden `zone`."""
        for branch in self.branches:
            branch.draw_unseen(pile, zone)

    def draw_named(self, pile: str, card: str) -> Refusal | None:
        """The top card of `pile` is turned face up and named (a judgement, a revealed card): accepted iff the pile
        may hold it, the unseen cards still filling every hidden place; else the refusal says why."""
        refusal = self.why_not_drawn(pile, card)
        if refusal is None:
            self._choose(lambda branch: [(None, key) for _group, key in branch.options(None, pile, card)],
                         lambda branch, group, key: branch.take(None, pile, key), [card])
        return refusal

    def why_not_drawn(self, pile: str, card: str) -> Refusal | None:
        """Why the top card of `pile` cannot be `card` now; None if it can (the question `draw_named` asks, without
        drawing: a listing of the cards that may be turned up costs one placement per branch)."""
        record = self.branches[0].pile(pile)
        if record is None or not record.left or not record.unseen.get(card, 0):
            return Refusal("all_seen", card)
        for branch in self.branches:
            found = branch.assignment(pile)
            if found is not None and branch.pile(pile).allows(card) and found.may_hold(-1, card):
                return None
        return Refusal("needed_elsewhere", card)

    def content(self, zone: str) -> list[str] | None:
        """One content of `zone`'s unknown cards that fits everything recorded (the zone's share of one placement of
        every unseen card), sorted; None if the record has none. Revealing it is always accepted."""
        for branch in self.branches:
            shown: list[str] = []
            for pile in sorted({group.pile for group in branch.groups if group.zone == zone}):
                found = branch.assignment(pile)
                if found is None:
                    break
                for node, cards in zip(found.nodes, found.filled):
                    if node.zone == zone:
                        shown.extend(kind_of(key) for key, count in cards.items() for _ in range(count))
            else:
                return sorted(shown)
        return None

    def forget(self, zone: str, pile: str, cards: Mapping[str, int]) -> None:
        """Known `cards` of `zone` go back face down (a hand the table saw is shuffled, a card is taken from it
        unnamed): they are unseen cards of `pile` again, held by `zone` as a group of exactly those kinds. Cards in
        the pile and every hidden card drawn before cannot be any of them: those places are restricted to the kinds
        unseen until now (docs/TABLE_MODE.md, "Forgetting")."""
        for branch in self.branches:
            branch.forget(zone, pile, cards)

    def take_unknown(self, from_zone: str, to_zone: str) -> None:
        """One unknown card of `from_zone`, unnamed, goes to `to_zone` (R5: a card taken at random from a hand).
        With several groups in `from_zone` the card is one of any of them: each is a branch (equal ones merged),
        up to `BRANCH_LIMIT`."""
        if not self.branches[0].hidden(from_zone):
            raise ValueError(f"{from_zone} holds no unknown card to take (forget its known cards first)")
        self._choose(lambda branch: [(group, None) for group in branch.groups if group.zone == from_zone],
                     lambda branch, group, _key: branch.split(group, to_zone), None,
                     lambda branch: [_done(branch.copy(), lambda trial: trial.split(trial.union(
                         [group for group in trial.groups if group.zone == from_zone]), to_zone))])

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
        found = []
        for branch in self.branches:        # a branch whose zone holds no card of those kinds has no world left
            if known or any(group.zone == from_zone and group.pile == pile and (
                    group.kinds is None or not allowed.isdisjoint(group.kinds)) for group in branch.groups):
                found.append(_done(branch.copy(), lambda trial: lay_unnamed(trial, from_zone, to_zone, pile,
                                                                            allowed, known)))
        found = _distinct(found)
        if not found:
            raise ValueError(f"{from_zone} holds no card of the kinds allowed to lay")
        self.branches = found

    def settle(self, zone: str) -> dict[str, int]:
        """The pinned cards that can now only lie in `zone` (every group of their lot is in that zone: the spells
        laid were turned up) are known again: they leave the record, and are returned for the caller to keep as
        known cards of the zone. Only what every branch settles alike is settled (else the cards stay unknown)."""
        trials = [branch.copy() for branch in self.branches]
        settled = [settle(trial, zone) for trial in trials]
        if any(each != settled[0] for each in settled):
            return {}
        self.branches = trials
        return settled[0]

    def move(self, from_zone: str, to_zone: str) -> None:
        """Every unknown card of `from_zone` goes, still unnamed, to `to_zone` (a drawn card kept in hand)."""
        for branch in self.branches:
            branch.move(from_zone, to_zone)

    def restrict(self, zone: str, kinds: Iterable[str]) -> None:
        """The unknown cards of `zone` may only be of `kinds` from now on (a public fact, or a seat's declaration
        such as Monster Maker 5's "not obliged"): every group of the zone is narrowed to them, and branches left
        without a world are dropped (unless none is left: then `feasible` says so)."""
        kinds = tuple(kinds)
        for branch in self.branches:
            branch.restrict(zone, kinds)
        self.branches = [branch for branch in self.branches if branch.feasible()] or self.branches

    def hidden(self, zone: str) -> int:
        return self.branches[0].hidden(zone)

    def hidden_all(self, pile: str) -> int:
        return sum(group.count for group in self.groups if group.pile == pile)

    def feasible(self) -> bool:
        return any(branch.feasible() for branch in self.branches)

    # -- claims --------------------------------------------------------------------------------------------

    def possible(self, zones: Iterable[str], card: str) -> bool:
        zones = tuple(zones)
        return any(self._may_come(branch, zones, card) for branch in self.branches)

    @staticmethod
    def _may_come(branch: Branch, zones: tuple, card: str) -> bool:
        for group in branch.groups:
            if group.zone in zones and group.allows(card):
                found = branch.assignment(group.pile)
                if found is not None and found.may_hold(found.index(group), card):
                    return True
        return False

    def why_not(self, zones: Iterable[str], card: str) -> Refusal | None:
        """Why `card` cannot come from the `zones` now; None if it can."""
        zones = tuple(zones)
        if self.possible(zones, card):
            return None
        if not any(group.zone in zones for group in self.groups):
            return Refusal("no_unknown", card)
        if not any(pile.unseen.get(card, 0) for pile in self.piles):
            return Refusal("all_seen", card)
        for branch in self.branches:
            for group in branch.groups:
                found = branch.assignment(group.pile) if group.zone in zones else None
                if found is not None and any(found.supply[key] > 0 and found.accepts(found.index(group), key)
                                             for key in found.keys(card)):
                    return Refusal("needed_elsewhere", card)
        return Refusal("drawn_before", card)

    def claim(self, zones: Iterable[str], card: str, *, turn: int, player: int, action: str) -> Refusal | None:
        """Takes the named `card` from one of the hidden `zones` if some world has it there; else says why."""
        zones = tuple(zones)
        refusal = self.why_not(zones, card)
        if refusal is not None:
            return refusal
        zone = next(group.zone for branch in self.branches for group, _key in branch.options(zones, None, card))
        pile = next(group.pile for group in self.groups if group.zone == zone)

        def relaxed(branch: Branch) -> list[Branch]:
            """Per zone that may give the card, its groups that may hold it merged, the card a free copy."""
            found = []
            for each in sorted({group.zone for group, _key in branch.options(zones, None, card)}):
                trial = branch.copy()
                trial.loosen([card])
                trial.take(trial.union([group for group in trial.groups if group.zone == each
                                        and group.allows(card)]), pile, card)
                found.append(trial)
            return found
        self._choose(lambda branch: branch.options(zones, None, card),
                     lambda branch, group, key: branch.take(group, pile, key), [card], relaxed)
        self.claims.append(Claim(turn, player, action, zone, pile, card))
        if len(self.claims) > self.claim_limit:
            del self.claims[:len(self.claims) - self.claim_limit]
        return None

    def _choose(self, options: Callable, apply: Callable, cards: list[str] | None,
                relaxed: Callable | None = None) -> None:
        """Every branch becomes one branch per option (`options(branch)`: (group, key) pairs, `apply(branch, group,
        key)` carries one out on a copy); branches without a world are dropped and equal ones merged. Beyond
        `BRANCH_LIMIT`, each branch gives `relaxed(branch)` instead (a few copies holding every world of its
        options; by default, the card's restricted copies loosened into free ones and its first option) and, if
        they are still too many, they collapse into one."""
        successors = []
        for branch in self.branches:
            for group, key in options(branch):
                trial = branch.copy()
                apply(trial, _same(trial, branch, group), key)
                successors.append(trial)
        found = _distinct(successors, checked=False)
        if len(found) > BRANCH_LIMIT:
            successors = []
            for branch in self.branches:
                picked = options(branch)
                if picked and relaxed is not None:
                    successors += relaxed(branch)
                elif picked:
                    trial = branch.copy()
                    trial.loosen(cards)
                    apply(trial, _same(trial, branch, picked[0][0]), kind_of(picked[0][1]))
                    successors.append(trial)
            found = _distinct(successors)
            if len(found) > BRANCH_LIMIT:
                found = [_collapsed(found)]
        self.branches = found or self.branches

    # -- reveal and audit ----------------------------------------------------------------------------------

    def reveal(self, zone: str, cards: list[str]) -> Finding | None:
        """The table shows the true content of `zone`'s unknown cards. If it fits the record the cards are seen
        from now on (the caller keeps them as known cards) and None is answered; else the record is unchanged and
        the Finding names the first claim that cannot be true given this content."""
        failed, kept = self._reveal_fit(zone, cards)
        if failed is None:
            self.branches = kept
            return None
        blamed = self._first_false_claim(zone, cards)
        return Finding(None if blamed is None else self.claims[blamed], failed if isinstance(failed, str) else None,
                       self.hidden(zone), len(cards))

    def _reveal_fit(self, zone: str, cards: list[str]):
        """(None, the branches left) if `cards` can be `zone`'s unknown cards; else (the card that cannot be there,
        or True for a wrong count or when none is to blame, None)."""
        if len(cards) != self.hidden(zone):
            return True, None
        failed, found = True, []
        for branch in self.branches:
            successors = reveal_successors(branch, zone, cards, REVEAL_TRIES)
            if isinstance(successors, list):
                found += successors
            elif failed is True:
                failed = successors
        if not found:
            return (cards[0] if failed is True and cards else failed), None
        found = _distinct(found)
        return None, found if len(found) <= BRANCH_LIMIT else [_collapsed(found)]

    def _first_false_claim(self, zone: str, cards: list[str]) -> int | None:
        """The index of the first claim that, kept with every claim before it, cannot fit the revealed content.
        Later claims are taken back as unknown cards that left their zone; keeping more claims only narrows the
        possibilities, so the answer is found by bisection. A claim may also have dropped the branches the
        revealed content lies in: then the same is asked of the record loosened to the bare counts (each zone's
        unknown cards of any unseen kind), which names the first claim that took a copy the content needs."""
        if not self.claims:
            return None
        for record in (self, TableRecord([_collapsed(self.branches, kinds=False)], self.claims, self.claim_limit)):
            if record._without_claims_from(0)._reveal_fit(zone, cards)[0] is not None:
                continue
            low, high = 0, len(self.claims)       # fits keeping `low` claims; does not keeping all of them
            while high - low > 1:
                middle = (low + high) // 2
                if record._without_claims_from(middle)._reveal_fit(zone, cards)[0] is None:
                    low = middle
                else:
                    high = middle
            return low
        return None

    def _without_claims_from(self, first: int) -> TableRecord:
        """A copy in which claims[first:] are unnamed: each card went, unknown, to a place outside every zone."""
        record = self._copy(claims=first)
        for branch in record.branches:
            for claim in self.claims[first:]:
                unseen = branch.pile(claim.pile).unseen
                unseen[claim.card] = unseen.get(claim.card, 0) + 1
                branch.add(Group(f"gone from {claim.zone}", claim.pile, 1, None, None,
                                 len(branch.pile(claim.pile).batches)))
        return record

    def trial(self) -> TableRecord:
        """A copy to try changes on (a claim of several cards, a declaration), without the claims log."""
        return self._copy(claims=0)

    def _copy(self, claims: int) -> TableRecord:
        """A copy sharing nothing that changes, with the first `claims` claims (claims are never changed)."""
        return TableRecord([branch.copy() for branch in self.branches], self.claims[:claims], self.claim_limit)


def _done(branch: Branch, change: Callable) -> Branch:
    change(branch)
    return branch


def _same(copy: Branch, original: Branch, group: Group | None) -> Group | None:
    """The group of `copy` at `group`'s place in `original`."""
    return None if group is None else copy.groups[next(index for index, each in enumerate(original.groups)
                                                      if each is group)]


def _distinct(branches: list[Branch], checked: bool = True) -> list[Branch]:
    """The branches that have a world, each said once (`checked` False: all of them have one, as every option
    `_choose` carries out leaves a world: the placement that put the card there, without it)."""
    found, seen = [], set()
    for branch in branches:
        key = branch.key()
        if key not in seen and (not checked or branch.feasible()):
            seen.add(key)
            found.append(branch)
    return found


def _collapsed(branches: list[Branch], kinds: bool = True) -> Branch:
    """One branch holding every world of `branches` (a relaxation): every copy free, each zone's unknown cards one
    group of any kind one of its groups allowed in some branch, each pile any kind it allowed in some branch (with
    `kinds` False, any unseen kind: only the counts are kept)."""
    merged = branches[0].copy()
    for pile in merged.piles:
        pile.batches = []
        pile.kinds = None if not kinds or any(branch.pile(pile.name).kinds is None for branch in branches) else \
            tuple(sorted({card for branch in branches for card in branch.pile(pile.name).kinds}))
    merged.pins = []
    places = {(group.zone, group.pile) for group in merged.groups}
    groups = []
    for zone, pile in sorted(places):
        mine = [group for branch in branches for group in branch.groups if (group.zone, group.pile) == (zone, pile)]
        allowed = None if not kinds or any(group.kinds is None for group in mine) else tuple(sorted(
            {card for group in mine for card in group.kinds}))
        groups.append(Group(zone, pile, branches[0].hidden_in(zone, pile), allowed))
    merged.groups = groups
    merged.tidy()
    return merged
