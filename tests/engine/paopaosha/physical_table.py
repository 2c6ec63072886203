"""A physical PaoPao Sha table for table-mode tests (PPS-19.5): it keeps the true deck order, hands and identities,
which the referee's record never receives, and moves cards the way the rules do (deal, draws, judgements, cards
played, 爱国's card given away, R5 random cards taken into another hand, cards given face down (PPS-20.1: by name
only if the referee knows it), face-up cards picked into a hand, a judged card put back known on top (洛神), 看豆's private look and new order,
deaths, PPS-17.3 reshuffles).
Each move is reported to a PaoPaoShaTable as the table would report it: unnamed into hidden places, named when a
card or an identity goes face up."""
from __future__ import annotations

import random

from engine.core import IllegalMove
from engine.paopaosha.cards import IDENTITIES, identity_counts
from engine.paopaosha.machine import table_for
from engine.paopaosha.table import PaoPaoShaTable


class PhysicalTable:
    def __init__(self, seed: int, players: int, deaths: bool = True):
        self.rng = random.Random(seed)
        self.deaths = deaths
        self.cards = table_for({"deck": "default"})
        self.players = players
        self.referee = PaoPaoShaTable.start(self.cards, players)
        self.pile = [number for number in range(1, len(self.cards)) if self.cards[number] is not None]
        self.rng.shuffle(self.pile)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.known: list[list[int]] = [[] for _ in range(players)]      # what the referee saw go into each hand
        self.discard: list[int] = []
        self.known_top: list[int] = []          # cards everybody saw put back on top of the pile (洛神)
        self.alive = [True] * players
        self.identity_shown = [False] * players
        identities = [identity for identity, count in identity_counts(players).items()
                      for _ in range(count) if identity in IDENTITIES[:4]]
        self.rng.shuffle(identities)
        self.identities = identities
        self.round = 1
        for seat, identity in enumerate(identities):
            self.referee.deal_identity(seat, identity == "lord")
            self.identity_shown[seat] = identity == "lord"
        for seat in range(players):
            for _ in range(4):
                self.draw(seat)

    # -- the moves of a game ---------------------------------------------------------------------------------

    def _top(self) -> tuple[int | None, bool]:
        """The top card, and whether everybody knows it (put back on top face up)."""
        if not self.pile and self.discard:                     # PPS-17.3
            self.referee.reshuffle(self.discard)
            self.pile, self.discard = list(self.discard), []
            self.rng.shuffle(self.pile)
        if not self.pile:
            return None, False
        card = self.pile.pop()
        if card in self.known_top:
            self.known_top.remove(card)
            return card, True
        return card, False

    def draw(self, seat: int) -> bool:
        card, known = self._top()
        if card is None:
            return False
        self.hands[seat].append(card)
        if known:
            self.known[seat].append(card)
        else:
            self.referee.draw(seat)
        return True

    def patriot(self, seat: int, target: int) -> bool:
        """爱国 (PPS-3.8.1): one more card, unnamed unless everybody knew it, then given to the target (or kept)."""
        card, known = self._top()
        if card is None:
            return False
        self.hands[target].append(card)
        if known:
            self.known[target].append(card)
        else:
            self.referee.draw_aside(seat)
            self.referee.give_drawn(seat, target)
        return True

    def _turn_up(self) -> int | None:
        """The top card goes face up, named unless everybody knew it already."""
        card, known = self._top()
        if card is not None and not known:
            self.referee.turn_up(card, self.round, 0)
        return card

    def judge(self) -> bool:
        card = self._turn_up()
        if card is not None:
            self.discard.append(card)
        return card is not None

    def put_back_on_top(self) -> bool:
        """洛神 (PPS-3.10.1): a card turned up from the pile goes back on top, in everybody's sight."""
        card = self._turn_up()
        if card is not None:
            self.pile.append(card)
            self.known_top.append(card)
        return card is not None

    def bean_watch(self, seat: int) -> bool:
        """看豆 (PPS-3.12.3): the seat looks at the top cards and puts them back in an order only it knows. The table
        reports nothing; cards known on top are then somewhere among the cards looked at."""
        count = min(len(self.living()), len(self.pile))
        if not count:
            return False
        self.referee.look(count, list(reversed(self.known_top)))
        self.known_top = []
        top = self.pile[-count:]
        self.rng.shuffle(top)
        self.pile[-count:] = top
        return True

    def give_face_down(self, source: int, target: int) -> bool:
        """A card goes hand to hand face down (神秘惊奇, 光明之眼, 控制's take, 电脑奇才, PPS-20.1): a card the referee
        knows is in the hand may be given by name (it stays known); any other is given unnamed."""
        if not self.hands[source] or source == target:
            return False
        card = self.rng.choice(self.hands[source])
        self.hands[source].remove(card)
        self.hands[target].append(card)
        if card in self.known[source] and self.rng.random() < 0.5:
            self.known[source].remove(card)
            self.known[target].append(card)
        else:
            self.referee.move_unnamed(source, target, self.known[source])
        return True

    def play(self, seat: int) -> int | None:
        if not self.hands[seat]:
            return None
        card = self.rng.choice(self.hands[seat])
        self.referee.take(seat, card, self.known[seat], self.round, "use_card")
        self.hands[seat].remove(card)
        self.discard.append(card)
        return card

    def take_at_random(self, source: int, target: int) -> bool:
        if not self.hands[source] or source == target:
            return False
        card = self.rng.choice(self.hands[source])
        self.hands[source].remove(card)
        self.hands[target].append(card)
        self.referee.move_unnamed(source, target, self.known[source])
        return True

    def pick_face_up(self, seat: int) -> bool:
        """A face-up card goes into a hand in everybody's sight (收获子弹, a weapon taken back)."""
        if not self.discard:
            return False
        card = self.discard.pop(self.rng.randrange(len(self.discard)))
        self.hands[seat].append(card)
        self.known[seat].append(card)
        return True

    def die(self, seat: int) -> None:
        """PPS-15.1: the identity is turned up and the hand discarded, every card named."""
        if not self.identity_shown[seat]:
            self.referee.show_identity(seat, self.identities[seat], self.round, "death")
            self.identity_shown[seat] = True
        for card in sorted(self.hands[seat]):
            self.referee.take(seat, card, self.known[seat], self.round, "death")
        self.discard.extend(sorted(self.hands[seat]))
        self.hands[seat] = []
        self.alive[seat] = False

    def living(self) -> list[int]:
        return [seat for seat in range(self.players) if self.alive[seat]]

    def step(self) -> bool:
        """One random move of the game; False once the cards have run out."""
        seat = self.rng.choice(self.living())
        what = self.rng.random()
        if what < 0.32:
            ok = self.draw(seat)
        elif what < 0.35:
            ok = self.patriot(seat, self.rng.choice(self.living()))
        elif what < 0.45:
            ok = self.judge()
        elif what < 0.78:
            ok = self.play(seat) is not None or self.draw(seat)
        elif what < 0.83:
            ok = self.take_at_random(seat, self.rng.choice(self.living())) or self.draw(seat)
        elif what < 0.88:
            ok = self.give_face_down(seat, self.rng.choice(self.living())) or self.draw(seat)
        elif what < 0.90:
            ok = self.put_back_on_top() or self.draw(seat)
        elif what < 0.92:
            ok = self.bean_watch(seat) or self.draw(seat)
        elif what < 0.96:
            ok = self.pick_face_up(seat) or self.draw(seat)
        elif self.deaths and len(self.living()) > 2:
            self.die(seat)
            ok = True
        else:
            ok = self.draw(seat)
        self.round += 1
        return ok

    # -- what cannot be, and the final reveal --------------------------------------------------------------

    def impossible_card(self, seat: int) -> int | None:
        """A card no placement puts into the seat's hand: face up, or known to be in another hand."""
        seen = self.discard + [card for other in range(self.players) if other != seat for card in self.known[other]]
        return self.rng.choice(seen) if seen else None

    def lie(self) -> tuple[int, int] | None:
        """A living seat claims a card that is really in another seat's hand, unknown to the referee, and plays
        one of its own cards instead: (seat, card named), if the record still allows it."""
        for seat in self.rng.sample(self.living(), len(self.living())):
            candidates = [card for other in self.living() if other != seat for card in self.hands[other]
                          if card not in self.known[other] and self.referee.may_hold(seat, card)]
            if candidates and self.hands[seat]:
                named = self.rng.choice(candidates)
                self.referee.take(seat, named, self.known[seat], self.round, "use_card")
                played = next((card for card in self.hands[seat] if card not in self.known[seat]),
                              self.hands[seat][0])
                if played in self.known[seat]:
                    self.known[seat].remove(played)
                self.hands[seat].remove(played)
                self.discard.append(played)
                return seat, named
        return None

    def reveal_all(self) -> list[IllegalMove]:
        """Every living seat shows its hand and identity; the refusals, in seat order."""
        refused = []
        for seat in self.living():
            try:
                self.referee.reveal(seat, sorted(self.hands[seat]), self.known[seat],
                                    None if self.identity_shown[seat] else self.identities[seat])
            except IllegalMove as error:
                refused.append(error)
        return refused
