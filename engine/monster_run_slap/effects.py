"""The slap game's small rule functions, in registries the resolution loop in rules.py runs:
how each calling mode fixes the call (SLAP-4.1), and who takes the centre pile after a flip (SLAP-6.1, SLAP-6.2).
"""
from __future__ import annotations

from typing import Callable

from engine.monster_run_slap.cards import SOLFEGE
from engine.monster_run_slap.state import SlapState


# -- calling modes (SLAP-4.1): the call of the k-th flip of the game, given what the flipper chose ----------------

def call_scale(options: dict, k: int, chosen: str | None) -> str:
    """Do, Re, Mi, ... Si, Do, Re, ...: the scale keeps climbing and never restarts."""
    return SOLFEGE[(k - 1) % len(SOLFEGE)]


def call_tune(options: dict, k: int, chosen: str | None) -> str:
    """The configured tune, cycled over the whole game."""
    tune = options["tune"]
    return tune[(k - 1) % len(tune)]


def call_free(options: dict, k: int, chosen: str | None) -> str:
    """Whatever the flipper called."""
    return chosen


CALLERS: dict[str, Callable[[dict, int, str | None], str]] = {
    "scale": call_scale,
    "tune": call_tune,
    "free": call_free,
}
# Modes in which the flipper chooses the call; in the others the call is fixed and a flip carries none.
FLIPPER_CALLS = frozenset({"free"})


# -- who takes the centre pile ---------------------------------------------------------------------------------

def slowest_player(state: SlapState) -> int | None:
    """SLAP-6.1, on a match: players who did not slap are slower than every slapper; among them the first in seat
    order from the flipper (the flipper first) is the slowest. If all slapped, the last slapper is."""
    answered_no = set(state.passed)
    if answered_no:
        for step in range(state.players):
            seat = (state.active + step) % state.players
            if seat in answered_no:
                return seat
    return state.slapped[-1]


def first_false_slapper(state: SlapState) -> int | None:
    """SLAP-6.2, on a non-match: the first player who slapped takes the pile; if nobody slapped it stays."""
    return state.slapped[0] if state.slapped else None


TAKERS: dict[bool, Callable[[SlapState], int | None]] = {
    True: slowest_player,
    False: first_false_slapper,
}
