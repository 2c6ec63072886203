"""PPS-4.1 (a deck holds at most MAX_DECK_CARDS cards): the zones, hands and judgement areas of a loaded state are
bounded at once by the count of the cards load gathered from them (issue 15, session 24), each of them holding no
more than all of them; past that count they are bounded list by list. Held to the generic walk's verdict
(loaded_within_bounds_of_any_deck) on states whose card lists are stretched with repeated cards (load reads them,
problems refuses them later) below, at and beyond each list's bound and the total's."""
from __future__ import annotations

import json
import random

import pytest

from engine.paopaosha import GAME
from engine.paopaosha.bounds import MAX_DECK_CARDS, loaded_within_bounds, loaded_within_bounds_of_any_deck
from engine.paopaosha.state import PLACED_CARDS
from engine.registry import GAMES
from tests.engine.core.test_trusted_load import states_of_play

PLACES = ["pile", "pile_top", "discard", "processing", "removed", "hand", "judgement_area"]
SIZES = [0, 1, 200, MAX_DECK_CARDS - 1, MAX_DECK_CARDS, MAX_DECK_CARDS + 1]


def stretched(state: dict, picker: random.Random) -> dict:
    """The game's part of `state`, two of its card lists (a zone, a hand or a judgement area) holding a card of the
    deck repeated to a size around a bound."""
    body = {key: value for key, value in json.loads(json.dumps(state)).items()
            if key not in ("game", "version", "chance", "rng")}
    for place in picker.sample(PLACES, 2):
        size, seat = picker.choice(SIZES), picker.choice(body["seats"])
        if place == "hand":
            seat["hand"] = [7] * size
        elif place == "judgement_area":
            seat["judgement_area"] = [[7, 0]] * size
        else:
            body[place] = [7] * size
    return body


@pytest.mark.parametrize("seed", range(6))
def test_PPS_4_1_card_lists_bounded_by_their_total_are_bounded_as_the_generic_walk_bounds_them(seed):
    picker, verdicts = random.Random(seed), set()
    for state, _ in states_of_play(GAMES["paopaosha"], seed, "server", steps=20):
        for body in [stretched(state, picker) for _ in range(6)]:
            st = GAME.load(body)
            assert PLACED_CARDS in st
            verdict = loaded_within_bounds(st, body)
            assert verdict == loaded_within_bounds_of_any_deck(st, body)
            verdicts.add((verdict, len(st[PLACED_CARDS]) > MAX_DECK_CARDS))
    assert verdicts == {(True, False), (True, True), (False, True)}      # both sides of the total and of each bound
