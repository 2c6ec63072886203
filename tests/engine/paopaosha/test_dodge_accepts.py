"""PPS-9.2.2 (a 杀 is answered with 闪, 杀闪之交 as 闪, 躲, 八卦阵, or a pass): a Dodge prompt checks an answer given with a
card among the ways of that one card only (issue 15, session 24), not in the listing of every card's ways. It must
accept exactly what the listing holds (Frame.accepts: the answer among Dodge.moves), on states of seeded random games
edited at random (tests/engine/paopaosha/test_fast_paths.py), for every seat, with 杀 that only 躲 answers and with
answers that name cards, uses and conversions of every kind, the seat's own and others'."""
from __future__ import annotations

import pytest

from engine.paopaosha import machine
from engine.paopaosha.effects import Dodge
from engine.paopaosha.machine import Frame
from tests.engine.paopaosha.test_fast_paths import edited_states

USES = [None, "dodge", "evade", "attack", "water"]
VIAS = [None, *sorted(machine.CONVERSIONS)]


def answers_to_try(st, p):
    seat = st["seats"][p]
    cards = sorted({*seat["hand"], *(c for c in seat["equipment"].values() if c is not None), 1, 26, 51})
    for c in cards:
        for as_ in USES:
            for via in VIAS:
                yield {"type": "respond", "player": p, "card": c, "as": as_, "via": via}
    yield {"type": "pass", "player": p}


@pytest.mark.parametrize("seed", range(8))
def test_PPS_9_2_2_a_dodge_prompt_accepts_exactly_the_answers_its_listing_holds(seed):
    accepted = 0
    for st in edited_states(seed, count=12):
        for p in range(st["players"]):
            for forbidden in (False, True):
                fr = {"kind": "Dodge", "player": p, "dodge_forbidden": forbidden, "armour_allowed": True,
                      "tried": False, "step": "ask", "judgement_cards": [], "return_to": "answer"}
                listed = Dodge.moves(st, fr)
                for answer in answers_to_try(st, p):
                    verdict = Dodge.accepts(st, fr, answer)
                    assert verdict == (answer in listed) == Frame.accepts.__func__(Dodge, st, fr, answer)
                    accepted += verdict and answer["type"] == "respond"
                for other in ({"type": "respond", "player": (p + 1) % st["players"], "card": c, "as": None, "via": None}
                              for c in st["seats"][p]["hand"]):
                    assert not Dodge.accepts(st, fr, other) and other not in listed
    assert accepted >= 10                        # the corpus holds answers the fast check finds
