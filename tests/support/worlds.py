"""A small table played on a table record (engine/core/table) and, alongside, on every world it could be in, for the
brute-force tests of the record (tests/engine/core/test_table.py, test_table_exactness.py).

A world is (pile, zone contents), multisets as sorted tuples, the known cards of each zone included; `known` is what
the referee saw go into each zone, `public` the face-up cards a pick or a reshuffle puts back.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from engine.core.table import TableRecord


class WorldsTable:
    def __init__(self, deck: Counter, zones: int, zone_name: Callable[[int], str], action: str = "play"):
        self.record = TableRecord()
        self.record.shuffle("pile", deck)
        self.worlds = {(tuple(sorted(deck.elements())), tuple(() for _ in range(zones)))}
        self.known = [Counter() for _ in range(zones)]
        self.public: Counter = Counter()
        self.zone_name = zone_name
        self.action = action

    def _each(self, change) -> None:
        found = set()
        for pile, held in self.worlds:
            for new_pile, new_held in change(list(pile), [list(each) for each in held]):
                found.add((tuple(sorted(new_pile)), tuple(tuple(sorted(each)) for each in new_held)))
        self.worlds = found

    def hidden(self, held, zone: int) -> Counter:
        return Counter(held[zone]) - self.known[zone]

    # -- what some world allows ------------------------------------------------------------------------------

    def may_hold(self, zone: int, card: str) -> bool:
        """Some world has the card among the zone's unknown cards."""
        return any(self.hidden(held, zone)[card] for _pile, held in self.worlds)

    def may_top(self, card: str) -> bool:
        return any(card in pile for pile, _held in self.worlds)

    def may_narrow(self, zone: int, kinds: set) -> bool:
        return any(set(self.hidden(held, zone)) <= kinds for _pile, held in self.worlds)

    def may_lay(self, zone: int, kinds: set) -> bool:
        return any(not kinds.isdisjoint(held[zone]) for _pile, held in self.worlds)

    def contents(self, zone: int) -> set:
        return {tuple(sorted(self.hidden(held, zone).elements())) for _pile, held in self.worlds}

    def size(self, zone: int) -> int:
        """How many cards the zone holds (the same in every world)."""
        return len(next(iter(self.worlds))[1][zone])

    # -- steps -----------------------------------------------------------------------------------------------

    def draw(self, zone: int) -> None:
        def change(pile, held):
            for card in set(pile):
                rest, hands = list(pile), [list(each) for each in held]
                rest.remove(card)
                hands[zone].append(card)
                yield rest, hands
        self.record.draw_unseen("pile", self.zone_name(zone))
        self._each(change)

    def turn_up(self, card: str) -> None:
        def change(pile, held):
            if card in pile:
                pile.remove(card)
                yield pile, held
        assert self.record.draw_named("pile", card) is None
        self._each(change)
        self.public[card] += 1

    def play(self, zone: int, card: str) -> None:
        def change(pile, held):
            if card in held[zone]:
                held[zone].remove(card)
                yield pile, held
        if self.known[zone][card]:
            self.known[zone][card] -= 1
        else:
            assert self.record.claim([self.zone_name(zone)], card, turn=1, player=zone, action=self.action) is None
        self._each(change)
        self.public[card] += 1

    def give(self, zone: int, card: str) -> None:
        """A face-up card goes into a hand, seen by all (a pick, a weapon taken back)."""
        def change(pile, held):
            held[zone].append(card)
            yield pile, held
        self.public[card] -= 1
        self.known[zone][card] += 1
        self._each(change)

    def narrow(self, zone: int, kinds: set) -> None:
        """A declaration: the zone's unknown cards are only of `kinds`."""
        self.worlds = {(pile, held) for pile, held in self.worlds if set(self.hidden(held, zone)) <= kinds}
        self.record.restrict(self.zone_name(zone), kinds)

    def lay(self, zone: int, target: int, kinds: set) -> None:
        """One card of the zone, of `kinds`, goes face down to the target zone: a known one or an unknown one."""
        def change(pile, held):
            for card in set(held[zone]) & kinds:
                hands = [list(each) for each in held]
                hands[zone].remove(card)
                hands[target].append(card)
                yield pile, hands
        laid = Counter({card: count for card, count in self.known[zone].items() if card in kinds})
        self.record.lay_unnamed(self.zone_name(zone), self.zone_name(target), "pile", kinds, laid)
        self.known[zone] -= laid
        self._each(change)

    def settle(self, zone: int) -> None:
        """Pinned cards that can only be in the zone become known again, as they are in every world."""
        settled = Counter(self.record.settle(self.zone_name(zone)))
        assert all(not settled - self.hidden(held, zone) for _pile, held in self.worlds), settled
        self.known[zone] += settled

    def take(self, source: int, target: int) -> None:
        """A card taken unnamed from one hand into another (R5): known cards are forgotten first."""
        def change(pile, held):
            for card in set(held[source]):
                hands = [list(each) for each in held]
                hands[source].remove(card)
                hands[target].append(card)
                yield pile, hands
        if +self.known[source]:
            self.record.forget(self.zone_name(source), "pile", self.known[source])
            self.known[source] = Counter()
        self.record.take_unknown(self.zone_name(source), self.zone_name(target))
        self._each(change)

    def reveal(self, zone: int, cards: tuple) -> None:
        assert self.record.reveal(self.zone_name(zone), list(cards)) is None
        self.worlds = {(pile, held) for pile, held in self.worlds
                       if tuple(sorted(self.hidden(held, zone).elements())) == cards}
        self.known[zone] += Counter(cards)

    def reshuffle(self) -> None:
        self.record.shuffle("pile", self.public)
        self.worlds = {(tuple(sorted(pile + tuple(self.public.elements()))), held) for pile, held in self.worlds}
        self.public = Counter()
