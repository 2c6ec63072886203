"""Shared helpers for the slap game's tests: build games, flip with a chosen card, report slaps."""
from __future__ import annotations

from collections import Counter

from engine.core import CHANCE
from engine.monster_run_slap import GAME
from engine.monster_run_slap.cards import CARD_KINDS, DEFAULT_TUNE, STANDARD_DECK

A, B, C, D = 0, 1, 2, 3


def new(players: int = 2, **options):
    """A fresh state object with player 0 first unless told otherwise."""
    options.setdefault("first_player", 0)
    return GAME.new_game(players, options)


def flip(state, card: str | None = None, call: str | None = None) -> list[dict]:
    """The active player flips (calling `call` in free mode); an unseen card is revealed as `card`."""
    events = GAME.apply(state, {"type": "flip", "player": state.active, "call": call})
    if state.phase == "reveal":
        assert card is not None, "an unseen card needs a card to reveal"
        events += GAME.apply(state, {"type": "reveal_card", "player": CHANCE, "card": card})
    else:
        assert card is None or state.centre[-1] == card
    return events


def report(state, order: list[int]) -> list[dict]:
    """The slap order reported one player at a time: slappers fastest first, then the others in seat order."""
    events = []
    for seat in order:
        events += GAME.apply(state, {"type": "slap", "player": seat})
    for seat in range(state.players):
        if seat not in order:
            events += GAME.apply(state, {"type": "no_slap", "player": seat})
    return events


def calls(events: list[dict]) -> list[str]:
    return [event["call"] for event in events if event["type"] == "flip"]


def build(players: int, stacks: list[tuple[int, list[str]]], *, active: int = 0, flips: int = 1,
          filler: int | None = None, centre: list[str] | tuple = (), **options) -> object:
    """A loaded state in the flip phase. `stacks` gives each seat (unknown count, known cards top first); the
    cards of the standard deck not placed anywhere (and not unseen) are appended to `filler`'s known cards."""
    # SLAP-3.2: the turn order is fixed, so the first player is the one `flips` places before the active one.
    opts = {"first_player": (active - flips) % players, "calling": "scale", "tune": list(DEFAULT_TUNE), "flip_limit": 1000,
            "deck": "standard", "deal": "random", **options}
    stacks = [[unknown, list(known)] for unknown, known in stacks]
    if filler is not None:
        left = Counter(STANDARD_DECK)
        left.subtract(card for _, known in stacks for card in known)
        left.subtract(centre)
        unseen = sum(unknown for unknown, _ in stacks)
        spare = [kind for kind in CARD_KINDS for _ in range(left[kind])]
        stacks[filler][1].extend(spare[unseen:])
    data = {"players": players, "options": opts, "to_act": [active], "result": None, "phase": "flip",
            "active": active, "flips": flips, "call": None,
            "stacks": [{"unknown": unknown, "hidden": [], "known": known} for unknown, known in stacks],
            "centre": list(centre), "slapped": [], "passed": []}
    state = GAME.load(data)
    assert GAME.problems(state) == [], GAME.problems(state)
    return state


def count(state, seat: int) -> int:
    return state.stacks[seat].count()
