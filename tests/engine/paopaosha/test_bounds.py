"""PaoPao Sha's bounds (issue 13): custom decks up to the cap (an Interpretation of PPS-4.1, docs/LIMITS.md),
and a deck cache that stays small however many decks clients send."""
import json

import pytest

from engine.core import InvalidSetup, Referee
from engine.paopaosha import GAME
from engine.paopaosha import machine
from engine.paopaosha.bounds import MAX_DECK_CARDS, STATE_BOUNDS
from engine.paopaosha.cards import DEFAULT_DECK


def _deck(size, offset=0):
    return [DEFAULT_DECK[(i + offset) % len(DEFAULT_DECK)] for i in range(size)]


def test_PPS_4_1_the_deck_cache_stays_bounded_after_many_different_custom_decks():
    referee = Referee(GAME)
    for offset in range(40):
        state, _ = referee.setup(12, {"deck": _deck(MAX_DECK_CARDS, offset)}, seed=offset)
        assert referee.validate(state) == []
    assert machine._table.cache_info().currsize <= machine._table.cache_info().maxsize == 16


def test_PPS_4_1_a_custom_deck_over_the_cap_is_refused_before_it_is_read():
    with pytest.raises(InvalidSetup) as error:
        Referee(GAME).setup(3, {"deck": _deck(MAX_DECK_CARDS + 1)})
    assert error.value.rule == "PPS-4.1"
    assert error.value.detail == f"deck in the options holds {MAX_DECK_CARDS + 1} entries; at most " \
                                 f"{MAX_DECK_CARDS} are allowed"


def test_PPS_18_2_every_list_field_of_every_frame_kind_is_bounded():
    for kind, cls in machine.FRAMES.items():
        for name, spec in cls.fields.items():
            if spec.rstrip("?") in ("seats", "cards", "scalars"):
                assert f"stack[].{name}" in STATE_BOUNDS.limits, (kind, name)


def test_PPS_4_1_a_game_on_the_largest_deck_with_every_card_in_one_hand_is_a_valid_state():
    referee = Referee(GAME)
    state, _ = referee.setup(12, {"deck": _deck(MAX_DECK_CARDS)}, seed=3)
    seat = state["seats"][state["current"]]
    seat["hand"] = sorted(seat["hand"] + state["pile"])
    state["pile"] = []
    assert referee.validate(state) == []
    answer = referee.legal_moves(state)
    assert answer["to_act"] == state["to_act"]
    assert len(json.dumps(answer)) < 1_000_000       # issue 13: every answer under 1 MB
