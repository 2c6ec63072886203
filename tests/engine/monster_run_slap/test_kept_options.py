"""The options of the last state loaded for each seat count, kept with their deck (state._KEPT_OPTIONS): a state whose
options are those exactly as JSON tells them apart (SLAP-2.3) loads as when its options are checked afresh, and any
other is checked afresh: the same states, the same options in force in the same key order, the same refusals."""
import json
import random

from engine.core import Referee
from engine.core.errors import InvalidState
from engine.monster_run_slap import state as state_module
from engine.registry import GAMES
from tests.engine.core.test_trusted_load import fresh, states_of_play
from tests.support.checked_paths import replaced

GAME = GAMES["monster-run-slap"]
REFEREE = Referee(GAME)
CHECKED_AFRESH = [(state_module, "_as_kept", lambda options, in_force, keys: False)]


def in_order(state: dict):
    """What loading `state` gives, its keys in the order dumped (the options' order is the one sent)."""
    try:
        loaded, chance, rng = REFEREE._load(fresh(state))
    except InvalidState as refusal:
        return "refused", refusal.problems
    return "loaded", json.dumps(REFEREE._dump(loaded, chance, rng)), loaded.deck


def variants(state: dict, picker: random.Random) -> list[dict]:
    """The state with its options as they are, and equal to them in Python but not in JSON, reordered, or changed."""
    options = state["options"]
    first, limit = options["first_player"], options["flip_limit"]
    changed = [{**options, "flip_limit": float(limit)}, {**options, "flip_limit": limit + 1},
               {**options, "first_player": float(first) if type(first) is int else 0},
               {**options, "first_player": bool(first) if first in (0, 1) else True},
               {**options, "flip_limit": True}, dict(reversed(options.items())),
               {**options, "tune": tuple(options["tune"])}, {**options, "tune": options["tune"][:-1]},
               {**options, "calling": picker.choice(["scale", "tune", "free"])},
               {**options, "deck": {"Q-C4": 4, "Q-D4": 4}}, {**options, "deal": "random"}, {**options, "extra": 1}]
    return [{**state, "options": value} for value in [options, *picker.sample(changed, 4)]]


def test_SLAP_2_3_options_kept_load_and_refuse_as_options_checked_afresh():
    picker, corpus = random.Random(5), []
    for seed in range(6):
        for state, _ in states_of_play(GAME, seed, "server" if seed % 2 else "client", steps=40):
            corpus.extend(variants(state, picker))
    kept = [in_order(state) for state in corpus]
    with replaced(CHECKED_AFRESH):
        afresh = [in_order(state) for state in corpus]
    assert kept == afresh
    assert {found[0] for found in kept} == {"loaded", "refused"}
