"""PPS-19.1 (the referee always knows where every card is): `problems` checks that each card of the deck lies in one
place from the cards `load` gathered while reading the zones and the seats (issue 15, session 24), instead of
walking every zone again. On states of seeded random play whose cards are dropped, duplicated, moved or swapped
(and on the states as played), that verdict must be the one of the walk over the loaded state (`_conserved`), and
`problems` must list, word for word, what its card-by-card sentences list."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies

from engine.core import InvalidState
from engine.paopaosha import GAME, machine, rules
from engine.paopaosha.state import PLACED_CARDS
from engine.registry import GAMES
from tests.engine.core.test_fast_checks import cards_moved
from tests.engine.core.test_trusted_load import states_of_play


def bodies(seed: int):
    """The game's part of each state of one seeded game, and of copies whose cards are moved about."""
    picker = random.Random(seed)
    for state, _ in states_of_play(GAMES["paopaosha"], seed, picker.choice(["server", "client"]), steps=30):
        for body in (state, *(cards_moved(state, picker) for _ in range(3))):
            yield {key: value for key, value in body.items() if key not in ("game", "version", "chance", "rng")}


def loaded(body: dict):
    try:
        return GAME.load(json.loads(json.dumps(body)))
    except InvalidState:
        return None


def verdicts(seed: int):
    """(load's gathered verdict, the walk's verdict, problems from the gathered cards, problems card by card)."""
    for body in bodies(seed):
        gathered, walked = loaded(body), loaded(body)
        if gathered is None:
            continue
        assert PLACED_CARDS in gathered           # a plain state: load gathered its cards
        walked.pop(PLACED_CARDS)
        zones = [cards for fn in machine.HOOKS["zones"] for cards in fn(walked)]
        fast = rules._each_once(gathered[PLACED_CARDS], zones, gathered["_t"])
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(rules, "_conserved", lambda *args: False)     # problems walks card by card
            listed = GAME.problems(walked)
        yield fast, rules._conserved(walked, zones, walked["_t"]), GAME.problems(gathered), listed


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=strategies.integers(0, 10**6))
def test_PPS_19_1_the_cards_load_gathered_give_the_walks_verdict_and_the_same_problems(seed):
    for fast, walked, problems, listed in verdicts(seed):
        assert fast == walked
        assert problems == listed


def test_PPS_19_1_the_corpus_holds_conserved_and_misplaced_cards():
    """The edits above reach both verdicts, and the misplaced cards are named (otherwise the test proves nothing)."""
    seen = [(fast, bool(listed)) for fast, _, _, listed in verdicts(11)]
    assert (True, False) in seen and (False, True) in seen


def test_PPS_19_1_the_gathered_cards_are_never_dumped_nor_shown():
    body = next(bodies(5))
    st = loaded(body)
    assert PLACED_CARDS in st and PLACED_CARDS not in GAME.dump(st) and PLACED_CARDS not in GAME.view(st, 0)
    assert GAME.dump(st) == body
    GAME.problems(st)
    assert PLACED_CARDS not in st                 # taken once: a state played on is not checked with stale cards
