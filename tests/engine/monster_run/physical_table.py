"""A real Monster Run table for table chance mode (MR-14.3): it shuffles real piles and keeps the true hands,
which the referee never receives. Draws are reported unnamed; a seat's decision is picked among the referee's
listed moves that its true hand allows, so every claim it makes is true unless a test makes it lie."""
from __future__ import annotations

import random
from collections import Counter

from engine.core import CHANCE, Referee
from engine.monster_run import GAME
from engine.monster_run.cards import NOTE_DECK

REFEREE = Referee(GAME)
CLAIMS = ("play_note", "discard_and_draw", "use_magic", "discard_magic")


class PhysicalTable:
    def __init__(self, players: int, options: dict, seed: int):
        self.pick = random.Random(seed)
        self.state, events = REFEREE.setup(players, options, chance="table")
        self.notes = [card for card, count in NOTE_DECK.items() for _ in range(count)]
        self.pick.shuffle(self.notes)
        self.magic_pile = list(self.state["options"].get("magic_deck", []))
        self.pick.shuffle(self.magic_pile)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.magic: list[list[str]] = [[] for _ in range(players)]
        self.drawn: str | None = None              # the magic card just drawn, at MAGIC_DRAWN
        self.discard: list[str] = []
        self.magic_discard: list[str] = []
        self.events = list(events)
        self.steps = 0

    # -- the table's moves -------------------------------------------------------------------------------

    def true_moves(self, moves: list[dict]) -> list[dict]:
        """The listed moves the true hands allow."""
        return [move for move in moves if self.allows(move)]

    def allows(self, move: dict) -> bool:
        kind, seat = move["type"], move["player"]
        if kind in ("play_note", "discard_and_draw"):
            return move["card"] in self.hands[seat]
        if kind == "use_magic":
            if self.state["decision"] == "MAGIC_DRAWN":
                return move["card"] == self.drawn
            return move["card"] in self.magic[seat]
        if kind == "discard_magic":
            return move["card"] in self.magic[seat] or move["card"] == self.drawn
        return True

    def step(self, move: dict | None = None) -> list[dict]:
        """Plays `move` (a chance report or a seat's decision), or a random true one; updates the true table."""
        listing = REFEREE.legal_moves(self.state)
        if move is None:
            if listing["to_act"] == [CHANCE]:
                move = self.pick.choice(listing["moves"])
            else:
                move = self.pick.choice(self.true_moves(listing["moves"]))
        decision = self.state["decision"]
        self.state, events = REFEREE.apply(self.state, move)
        self._carry_out(move, decision, events)
        self.events.extend(events)
        self.steps += 1
        return events

    def play_to_end(self, max_steps: int = 20_000) -> None:
        while self.state["result"] is None:
            assert self.steps < max_steps, "the game did not finish"
            self.step()

    def reveal(self, seat: int) -> dict:
        return {"type": "reveal", "player": seat, "notes": sorted(self.hands[seat]),
                "magic": sorted(self.magic[seat] + ([self.drawn] if self.drawn and seat == self.active else []))}

    @property
    def active(self):
        return self.state["active"]

    # -- what happens on the real table ------------------------------------------------------------------

    def _carry_out(self, move: dict, decision: str, events: list[dict]) -> None:
        kind = move["type"]
        if kind == "draw_note":
            self.hands[move["seat"]].append(self.notes.pop())
        elif kind == "draw_magic":
            self.drawn = self.magic_pile.pop()
        elif kind in ("play_note", "discard_and_draw"):
            self.hands[move["player"]].remove(move["card"])
            self.discard.append(move["card"])
        elif kind == "use_magic":
            if decision == "MAGIC_DRAWN":
                self.drawn = None
            else:
                self.magic[move["player"]].remove(move["card"])
            self.magic_discard.append(move["card"])
        elif kind == "discard_magic":
            if move["card"] == self.drawn:
                self.drawn = None
            else:
                self.magic[move["player"]].remove(move["card"])
            self.magic_discard.append(move["card"])
        if kind in ("keep_magic", "discard_magic") and self.drawn is not None:
            self.magic[move["player"]].append(self.drawn)
            self.drawn = None
        for event in events:
            if event["type"] == "note_pile_reshuffled":
                self.notes = self.discard
                self.discard = []
                self.pick.shuffle(self.notes)
            elif event["type"] == "magic_deck_reshuffled":
                self.magic_pile = self.magic_discard
                self.magic_discard = []
                self.pick.shuffle(self.magic_pile)

    def hidden_cards(self) -> Counter:
        """Every card the referee has not seen: the real piles and the true hands."""
        counts = Counter(self.notes) + Counter(self.magic_pile)
        for seat in range(len(self.hands)):
            counts.update(self.hands[seat])
            counts.update(self.magic[seat])
        if self.drawn:
            counts[self.drawn] += 1
        return counts
