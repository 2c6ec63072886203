"""A real Monster Maker 5 table for table chance mode (MM-16.4): it keeps the true deck, hands and face-down
spells, which the referee never receives.

The truth is a client-mode game (`truth`) that knows every card; the referee's table-mode game (`state`) is told
only what the table sees. A seat's decision is picked among the referee's listed moves that the truth allows
(the same move, cards compared by kind, a face-down spell as any spell the seat may place), so every claim is
true unless a test makes the table lie. Copies of a kind are interchangeable, so when the referee puts copy X
into play where the truth holds copy Y of the same kind, the truth swaps the two labels first (X was hidden
from the referee, so nothing it knows changes); both games then name the same cards everywhere in public.
"""
from __future__ import annotations

import random
from collections import Counter

from engine.core import CHANCE, Referee
from engine.monster_maker_5 import GAME
from engine.monster_maker_5.cards import DEFAULT_TABLE
from engine.monster_maker_5.table import FACE_DOWN, kinds_of_table

REFEREE = Referee(GAME)
KINDS = kinds_of_table(DEFAULT_TABLE)
CARDS = DEFAULT_TABLE.cards
CLAIMS = {"choose_side": "cards", "deploy": "cards", "commit_reinforcements": "cards", "help": "cards",
          "discard_to_limit": "cards", "use_thief": "thief"}
SORTED_LISTS = ("deck", "discard")


class PhysicalTable:
    def __init__(self, players: int, seed: int, options: dict | None = None):
        self.pick = random.Random(seed)
        options = dict(options or {})
        self.state, events = REFEREE.setup(players, options, chance="table")
        self.truth, _ = REFEREE.setup(players, options, chance="client")
        self.events = list(events)
        self.steps = 0
        self._pending_draw: str | None = None       # the true card of a deal or draw being reported
        self._spells: list[str] = []                # the true cards of the battle's spells, in placement order
        self._true_move: dict | None = None
        self._placed: str | None = None

    # -- the table's moves -------------------------------------------------------------------------------

    def true_moves(self, moves: list[dict]) -> list[dict]:
        """The listed moves the true hands allow; the referee must list every one of them (MM-16.4: it never
        refuses a true claim)."""
        allowed = {_signature(move) for move in REFEREE.legal_moves(self.truth)["moves"]}
        missing = allowed - {_signature(move) for move in moves}
        assert not missing, f"true moves the referee does not list: {sorted(missing)[:3]}"
        return [move for move in moves if _signature(move) in allowed]

    def chance_move(self, moves: list[dict]) -> dict:
        """What really happens: the top card of the true deck, the face-down spell turned up, or a die."""
        kind = moves[0]["type"]
        if kind in ("deal", "draw_card"):
            card = self.pick.choice(self.truth["deck"])
            self._pending_draw = card
            return {**moves[0], "card": card if card in DEFAULT_TABLE.daggers else None}
        if kind == "show_spell":
            index = next(i for i, spell in enumerate(self.state["battle"]["spells"]) if spell["card"] is None)
            true_card = self._spells[index]
            move = next(move for move in moves if KINDS[move["card"]] == KINDS[true_card])
            return move
        return self.pick.choice(moves)

    def step(self, move: dict | None = None) -> list[dict]:
        """Plays `move` (a chance report or a seat's decision), or a random true one, on both games."""
        listing = REFEREE.legal_moves(self.state)
        if move is None:
            if listing["to_act"] == [CHANCE]:
                move = self.chance_move(listing["moves"])
            else:
                move = self.pick.choice(self.true_moves(listing["moves"]))
        self.apply(move)
        return self.events[-1:]

    def apply(self, move: dict) -> list[dict]:
        """Applies `move` to the referee's game, and its true counterpart to the truth."""
        self._before_truth(move)
        self.state, events = REFEREE.apply(self.state, move)
        self.events.extend(events)
        self.steps += 1
        self._after()
        return events

    def play_to_end(self, max_steps: int = 5_000) -> None:
        while self.state["result"] is None:
            assert self.steps < max_steps, "the game did not finish"
            self.step()

    def reveal(self, seat: int) -> dict:
        return {"type": "reveal", "player": seat, "cards": list(self.truth["seats"][seat]["hand"])}

    # -- keeping the truth in step -----------------------------------------------------------------------

    def _before_truth(self, move: dict) -> None:
        """Relabels the truth so that the cards the referee will put into play are the ones really played, and
        works out the truth's own move (None while the referee catches up with what the truth did already)."""
        kind = move["type"]
        self._true_move, self._placed = None, None
        if kind == "show_spell":            # the truth turned its spells up at once: only the label follows
            index = next(i for i, spell in enumerate(self.state["battle"]["spells"]) if spell["card"] is None)
            self._swap(self._spells[index], move["card"])
            return
        if move["player"] == CHANCE:
            self._true_move = {**move, "card": self._pending_draw} if kind in ("deal", "draw_card") else move
            return
        if kind == "reveal":
            return
        seat = move["player"]
        field = CLAIMS.get(kind)
        true_move = dict(move)
        if field is not None:
            named = move[field] if field == "cards" else [move[field]]
            for cid in named:
                if cid not in self.truth["seats"][seat]["hand"]:
                    self._swap(self._copy_in_hand(seat, KINDS[cid], exclude=named), cid)
        spell_field = {"place_spell": "card", "help": "spell"}.get(kind)
        if spell_field and move[spell_field] == FACE_DOWN:
            self._placed = true_move[spell_field] = self._true_spell(seat, move)
        self._true_move = true_move

    def _after(self) -> None:
        if self._true_move is not None:
            self.truth, _ = REFEREE.apply(self.truth, self._true_move)
        spells = [] if self.state["battle"] is None else self.state["battle"]["spells"]
        if self._placed is not None:
            self._spells.append(self._placed)
        elif not spells:
            self._spells = []

    def _copy_in_hand(self, seat: int, kind: str, exclude: list) -> str:
        return next(cid for cid in self.truth["seats"][seat]["hand"] if KINDS[cid] == kind and cid not in exclude)

    def _true_spell(self, seat: int, move: dict) -> str:
        """The spell the seat really lays face down: one of its spells it may place, beside the cards it gives."""
        given = move.get("cards", [])
        side = self.truth["seats"][seat]["side"]
        spells = [cid for cid in self.truth["seats"][seat]["hand"] if CARDS[cid].cls == "spell" and cid not in given
                  and (CARDS[cid].spell != "holy_light" or side == "light")]
        return self.pick.choice(spells)

    def _swap(self, one: str, other: str) -> None:
        """Exchanges two labels of the same kind everywhere in the truth, then restores canonical order."""
        if one == other:
            return
        assert KINDS[one] == KINDS[other]
        swap = {one: other, other: one}

        def relabel(value):
            if isinstance(value, str):
                return swap.get(value, value)
            if isinstance(value, list):
                return [relabel(item) for item in value]
            if isinstance(value, dict):
                return {key: relabel(item) for key, item in value.items()}
            return value

        truth = relabel({key: value for key, value in self.truth.items() if key not in ("options",)})
        truth["options"] = self.truth["options"]
        for key in SORTED_LISTS:
            truth[key] = DEFAULT_TABLE.order(truth[key])
        for seat in truth["seats"]:
            seat["hand"] = DEFAULT_TABLE.order(seat["hand"])
            seat["field"] = DEFAULT_TABLE.order(seat["field"])
        for key in ("prisoners", "guards"):
            truth["dungeon"][key] = DEFAULT_TABLE.order(truth["dungeon"][key])
        self.truth = truth
        self._spells = [swap.get(cid, cid) for cid in self._spells]
        self._pending_draw = swap.get(self._pending_draw, self._pending_draw)

    def true_hand_kinds(self, seat: int) -> Counter:
        return Counter(KINDS[cid] for cid in self.truth["seats"][seat]["hand"])


def _signature(move: dict) -> tuple:
    """A move with claimed cards as kinds and a placed spell as 'a spell', to compare the two games' moves."""
    out = dict(move)
    field = CLAIMS.get(move["type"])
    if field == "cards":
        out["cards"] = tuple(sorted(KINDS[cid] for cid in move["cards"]))
    elif field == "thief":
        out["thief"] = KINDS[move["thief"]]
    for spell_field in {"place_spell": ("card",), "help": ("spell",)}.get(move["type"], ()):
        if move[spell_field] is not None:
            out[spell_field] = FACE_DOWN
    return tuple(sorted((key, tuple(value) if isinstance(value, list) else value) for key, value in out.items()))
