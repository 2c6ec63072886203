"""Shortcuts a play-phase listing takes (engine/paopaosha/using.py) must list exactly what asking every card's own
checks lists: a dead seat is left out before its card's target check is asked (PPS-15.5)."""
from __future__ import annotations

import pytest

from engine.paopaosha import machine, using

from .helpers import moves, scenario

TARGETED = sorted(kind for kind, entry in machine.CARDS.items() if entry.get("target_error"))


@pytest.mark.parametrize("kind", TARGETED)
def test_PPS_15_5_every_card_refuses_a_dead_target_with_the_rule_of_death(kind):
    # Seat 2 is dead, holds nothing and has nothing in front of him: whatever else a card asks, death refuses first
    # for any seat other than the user.
    st = scenario(5, hands={0: [1]}, dead=(2,))
    assert machine.CARDS[kind]["target_error"](st, 0, 2)[0] == "PPS-15.5"


def test_PPS_15_5_a_listing_names_no_dead_seat_and_asks_no_check_of_it(monkeypatch):
    # Player 0 holds 杀 #1; seat 1, next to him, is dead, so seats 2 and 3 are both at distance 1 (PPS-15.5).
    st = scenario(4, hands={0: [1]}, dead=(1,))
    asked = []
    error = machine.CARDS["attack"]["target_error"]

    def counting(st_, u, t):
        asked.append(t)
        return error(st_, u, t)
    monkeypatch.setitem(machine.CARDS["attack"], "target_error", counting)
    assert [mv["target"] for mv in moves(st) if mv["type"] == "use_card"] == [2, 3]    # 杀's lister, no check asked
    assert asked == []
    monkeypatch.setitem(machine.CARDS["attack"], "targets", None)          # the checked path: each seat's check
    listed = [mv["target"] for mv in moves(st) if mv["type"] == "use_card"]
    assert sorted(asked) == [0, 2, 3]
    assert listed == [2, 3]
    assert using.target_error(st, 0, "attack", 1)[0] == "PPS-15.5"
