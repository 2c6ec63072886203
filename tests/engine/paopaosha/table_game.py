"""A real PaoPao Sha table playing through the Referee in table chance mode (PPS-19.5).

It keeps the true identities and the true content of every hand's unknown cards, which the referee never receives:
a card drawn into a hand is reported unnamed, a face-down identity unnamed, a judgement named from the true deck,
and a seat only ever plays a listed move whose card it truly holds. The true deck is every card in no public place
and in no hand (the referee's state knows every public place exactly)."""
from __future__ import annotations

import random

from engine.core import CHANCE, Referee
from engine.paopaosha import GAME
from engine.paopaosha.cards import identity_counts

REFEREE = Referee(GAME)
TABLE_IDENTITIES = ("lord", "minister", "bandit", "thief")


class TableGame:
    def __init__(self, seed: int, players: int, options: dict | None = None):
        self.rng = random.Random(seed)
        self.players = players
        identities = [identity for identity, count in identity_counts(players).items() for _ in range(count)
                      if identity in TABLE_IDENTITIES]
        self.rng.shuffle(identities)
        self.secret: list[list[int]] = [[] for _ in range(players)]    # the true cards behind each seat's tokens
        self.state, self.events = REFEREE.setup(players, options, chance="table")
        if (options or {}).get("mode") == "boss":                      # PPS-21.2: the boss and runners are public
            identities = [seat["identity"] for seat in self.state["seats"]]
        self.identities = identities
        self.cards = GAME.load(_body(self.state))["_t"]
        self.steps = 0

    # -- what the table knows ------------------------------------------------------------------------------

    def tokens(self, seat: int) -> list[int]:
        return self.state["table"]["tokens"][seat]

    def known(self, seat: int) -> list[int]:
        return [card for card in self.state["seats"][seat]["hand"] if card not in self.tokens(seat)]

    def true_hand(self, seat: int) -> list[int]:
        return self.known(seat) + self.secret[seat]

    def true_deck(self) -> list[int]:
        held = {card for seat in range(self.players) for card in self.secret[seat]}
        return sorted(card for card in range(1, len(self.cards)) if self._hidden(card) and card not in held)

    # -- reports -------------------------------------------------------------------------------------------

    def chance_report(self) -> dict:
        fr = self.state["stack"][-1]
        if fr["kind"] == "Setup" and fr["step"] == "identity":
            seat = fr["seat"]
            return {"type": "deal_identity", "player": CHANCE, "seat": seat,
                    "identity": "lord" if self.identities[seat] == "lord" else None}
        if fr["kind"] == "PileDraw" and fr["destination"] == "hand" and not self.state["pile_top"]:
            return {"type": "top_card", "player": CHANCE, "card": None}
        if fr["kind"] == "PileDraw":
            return {"type": "top_card", "player": CHANCE, "card": self.rng.choice(self.true_deck())}
        if fr["kind"] == "RandomHandCard":
            parent = self.state["stack"][-2]
            if parent["kind"] == "Take" and parent.get("mode") == "demolish":
                return {"type": "random_card", "player": CHANCE, "card": self.rng.choice(self.true_hand(fr["owner"]))}
            return {"type": "random_card", "player": CHANCE, "card": None}
        if fr["kind"] == "TableShow":
            seat = fr["seat"]
            return {"type": "reveal", "player": CHANCE, "seat": seat,
                    "hand": sorted(self.true_hand(seat)) if fr["hand"] else None,
                    "identity": self.identities[seat] if fr["identity"] else None}
        listed = REFEREE.legal_moves(self.state)["moves"]       # public chance: characters
        return self.rng.choice(listed)

    def seat_move(self, seat: int) -> dict:
        listed = REFEREE.legal_moves(self.state, seat)
        truthful = [move for move, label in zip(listed["moves"], listed["labels"])
                    if ("(if " not in label["en"] or self._holds(move, label)) and self._would(move)]
        passes = [move for move in truthful if move["type"] in ("pass", "end_play_phase", "end_step")]
        others = [move for move in truthful if move not in passes]
        if others and (not passes or self.rng.random() < 0.7):
            return self.rng.choice(others)
        return passes[0] if passes else truthful[0]

    def _would(self, move: dict) -> bool:
        """Decisions a seat makes knowing hands the referee does not: 控制's user saw the target's hand (Command
        needs a 杀 there, PPS-10.18.3); FLOWER's target hands over two 水 only if it holds two (PPS-13.4)."""
        fr = self.state["stack"][-1]
        if fr["kind"] == "Control" and move.get("choice") == "command":
            return any(self.cards[card][0] in ("attack", "attack_or_dodge") for card in self.true_hand(fr["target"]))
        if fr["kind"] == "Flower" and move["type"] == "choose" and not fr["chosen"]:
            return sum(self.cards[card][0] == "water" for card in self.true_hand(fr["target"])) >= 2
        return True

    def _holds(self, move: dict, label: dict) -> bool:
        card = move["card"] if type(move.get("card")) is int else move.get("choice")
        holder = move["player"]
        if "holds" in label["en"].split("(if ")[-1]:
            holder = int(label["en"].split("(if player ")[-1].split(" ")[0])
        return card in self.true_hand(holder)

    # -- playing ---------------------------------------------------------------------------------------------

    def apply(self, action: dict) -> list[dict]:
        known_before = [self.known(seat) for seat in range(self.players)]
        picked = drawn = None
        if action["type"] == "random_card" and action["card"] is None:
            owner = self.state["stack"][-1]["owner"]
            picked = (owner, self.rng.choice(self.true_hand(owner)))
        if action["type"] == "top_card" and action["card"] is None:
            drawn = (self.state["stack"][-1]["player"], self.rng.choice(self.true_deck()))
        deck_before = self.true_deck()
        if drawn is not None:
            deck_before.remove(drawn[1])
        self.rng.shuffle(deck_before)
        self.state, events = REFEREE.apply(self.state, action)
        self.events.extend(events)
        self._follow(known_before, picked, drawn, deck_before, events)
        self.steps += 1
        return events

    def _follow(self, known_before, picked, drawn, deck_before, events: list[dict]) -> None:
        """Moves the true cards the way the table moved them: a drawn card joins the drawer's secret; known cards
        that became unknown (R5, a card given face down) join it too; cards named or shown leave it. A card named by
        this action's events left its hand face up even if it is hidden again now: a PPS-17.3 reshuffle within the
        same action may have put it (discarded, then reshuffled) into the new pile. Every card that went from hand
        to hand unseen (the public events say from whom to whom) is a true card of the giver's hand as it was
        before anything arrived (電脑奇才 exchanges two cards or two hands at once): the picked one for R5, else one
        the giver chose (at random here)."""
        named = _named(events)
        if drawn is not None:
            self.secret[drawn[0]].append(drawn[1])
        for seat in range(self.players):
            self.secret[seat].extend(card for card in known_before[seat]
                                     if any(card in self.tokens(other) for other in range(self.players)))
            self.secret[seat] = [card for card in self.secret[seat] if self._hidden(card) and card not in named]
        gave = [list(cards) for cards in self.secret]             # each hand as it was, before anything arrived
        for whole, source, target in _unseen_moves(events, known_before,
                                                   [self.known(seat) for seat in range(self.players)]):
            if whole:                                             # two whole hands exchanged
                self.secret[source], self.secret[target] = gave[target], gave[source]
                continue
            card = picked[1] if picked and picked[0] == source and picked[1] in gave[source] \
                else self.rng.choice(gave[source])
            picked = None
            gave[source].remove(card)
            self.secret[source].remove(card)
            self.secret[target].append(card)
        for seat in range(self.players):      # drawn without a report: the last card of a pile (then the new one)
            while len(self.secret[seat]) < len(self.tokens(seat)):
                fresh = [card for card in deck_before if self._hidden(card)
                         and not any(card in held for held in self.secret)] or self.true_deck()
                self.secret[seat].append(fresh[0])
            assert len(self.secret[seat]) == len(self.tokens(seat)), (seat, self.secret[seat], self.tokens(seat))

    def _hidden(self, card: int) -> bool:
        """The referee's pile and unknown cards hold numbers that say nothing one by one, but together they are
        exactly the cards nobody has seen."""
        return card in self.state["pile"] or any(card in tokens for tokens in self.state["table"]["tokens"])

    def play(self, limit: int = 3000) -> None:
        while self.state["result"] is None and self.steps < limit:
            to_act = self.state["to_act"]
            self.apply(self.chance_report() if to_act == [CHANCE] else self.seat_move(to_act[0]))

    def reveal(self, seat: int) -> dict:
        return {"type": "reveal", "player": seat, "seat": seat, "hand": sorted(self.true_hand(seat)),
                "identity": self.identities[seat]}


def _unseen_moves(events: list[dict], known_before: list[list[int]], known_after: list[list[int]]):
    """(whole hands?, giver, receiver) for each card that went from hand to hand unseen, read from the public events
    (a give or take without a card; 电脑奇才's exchange of whole hands), less the known cards that were given by
    name (known before in the giver's hand, known now in the receiver's)."""
    moves = []
    for event in events:
        if event["type"] == "swap" and "target" in event:
            moves.append((True, event["player"], event["target"]))
        elif event["type"] in ("give", "take") and "source" in event and "card" not in event:
            moves.append((False, event["source"], event["player"]))
    for giver, cards in enumerate(known_before):
        for card in cards:
            receiver = next((seat for seat, known in enumerate(known_after) if seat != giver and card in known), None)
            if receiver is not None and (False, giver, receiver) in moves:
                moves.remove((False, giver, receiver))
    return moves


def _named(events: list[dict]) -> set[int]:
    """Every card the events name: each went (or was) face up, so none is an unknown card of a hand."""
    named = set()
    for event in events:
        for key in ("card", "cards", "hand"):
            value = event.get(key)
            if type(value) is int:
                named.add(value)
            elif isinstance(value, list):
                named.update(card for card in value if type(card) is int)
    return named


def _body(state: dict) -> dict:
    return {key: value for key, value in state.items() if key not in ("game", "version", "chance", "rng")}
