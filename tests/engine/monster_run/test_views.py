"""MR-15 hidden information: views show counts of other players' hands and magic, never pile contents (EC-54)."""
import json

from engine.core import Referee
from engine.monster_run import GAME

from .helpers import A, B, hand, new, play


def test_EC_54_MR_15_1_MR_15_2_others_see_counts_only():
    s = new(level=2)
    hand(s, A, ["Q-E4", "H-F4", "DH-G4"])
    s.seats[A].magic.append("fermata")
    s.mdeck["fermata"] -= 1
    view = GAME.view(s, B)
    assert view["seats"][A]["hand"] == 3 and view["seats"][A]["magic"] == 1
    assert view["seats"][B]["hand"] == s.seats[B].hand
    assert view["draw_pile"] == 114 and view["magic_deck"] == 7
    own = GAME.view(s, A)
    assert own["seats"][A]["hand"] == ["Q-E4", "H-F4", "DH-G4"] and own["seats"][A]["magic"] == ["fermata"]
    spectator = GAME.view(s, None)
    assert spectator["seats"][A]["hand"] == 3 and spectator["seats"][B]["hand"] == 3


def test_MR_15_1_drawn_cards_are_secret_events():
    s = new()
    play(s, A, s.seats[A].hand[0])
    events = GAME.apply(s, GAME.chance_outcomes(s)[0].action)
    secret = [e for e in events if e["type"] == "note_drawn" and e["visible_to"] != "all"]
    public = [e for e in events if e["type"] == "note_drawn" and e["visible_to"] == "all"]
    assert secret[0]["visible_to"] == [A] and "card" in secret[0] and "card" not in public[0]


def test_MR_15_2_view_hides_the_card_just_drawn_and_never_carries_the_rng():
    s = new(level=2, fruits=[("m1b1/E4", "red")])
    hand(s, A, ["Q-E4", "Q-C4", "Q-D4"])
    play(s, A, "Q-E4")
    GAME.apply(s, {"type": "draw_magic", "player": "chance", "seat": A, "card": "fermata"})
    assert s.decision == "MAGIC_DRAWN"
    assert GAME.view(s, B)["pending"] == {"card": None} and GAME.view(s, A)["pending"] == {"card": "fermata"}
    referee = Referee(GAME)
    state, _ = referee.setup(2, {}, seed=1)
    view = referee.view(state, 0)
    assert "rng" not in view and isinstance(view["draw_pile"], int)
    assert "Q-" not in json.dumps(view["seats"][1])
