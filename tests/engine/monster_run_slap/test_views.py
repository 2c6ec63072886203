"""SLAP-10.1: what a view shows. Nobody sees the dealt cards; everything else is public."""
from engine.core import Referee
from engine.monster_run_slap import GAME

from .helpers import A, B, flip, new, report

DECK = {"Q-C4": 1, "Q-D4": 1, "Q-E4": 1, "Q-F4": 1, "Q-G4": 1, "Q-A4": 1}
DEAL = [["Q-C4", "Q-E4", "Q-G4"], ["Q-D4", "Q-F4", "Q-A4"]]


def test_SLAP_10_1_dealt_cards_hidden_from_everyone_the_rest_public():
    state = new(2, deck=DECK, deal=DEAL)
    flip(state)                                 # A: Q-C4 on Do, a match
    report(state, [A, B])                       # B takes it: now public, under B's stack
    views = [GAME.view(state, seat) for seat in (A, B, None)]
    assert views[0] == views[1] == views[2]
    assert views[0]["stacks"] == [{"unknown": 2, "hidden": [], "known": []},
                                  {"unknown": 3, "hidden": [], "known": ["Q-C4"]}]
    assert "Q-E4" not in str(views[0]["stacks"]) and "Q-G4" not in str(views[0]["stacks"])
    flip(state)                                 # B: Q-D4 on Re
    view = GAME.view(state, B)
    assert view["centre"] == ["Q-D4"] and view["call"] == "Re"


def test_SLAP_10_1_a_view_is_a_state_the_table_could_continue_from():
    state = new(2, deck=DECK, deal=DEAL)
    view = GAME.view(state, None)
    loaded = GAME.load(view)
    assert GAME.problems(loaded) == []
    GAME.apply(loaded, {"type": "flip", "player": A, "call": None})
    assert loaded.phase == "reveal"             # for the viewer the top card is unseen: a chance event


def test_SLAP_10_1_referee_view_carries_no_generator_state():
    referee = Referee(GAME)
    data, _ = referee.setup(2, {}, seed=4)
    view = referee.view(data, 0)
    assert "rng" not in view and view["stacks"] == data["stacks"]
