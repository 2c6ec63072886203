"""SLAP-3 to SLAP-5: the flip, its call in the three calling modes, and what matches."""
import pytest

from engine.core import IllegalMove, MalformedAction, NotYourTurn, Referee
from engine.monster_run_slap import GAME
from engine.monster_run_slap.cards import PITCHES, SOLFEGE

from .helpers import A, B, C, calls, flip, new, report


def test_SLAP_3_1_call_and_flip_are_one_action():
    state = new(2)
    events = GAME.apply(state, {"type": "flip", "player": A, "call": None})
    assert [e["type"] for e in events] == ["flip"]
    assert events[0]["call"] == "Do" and events[0]["flip"] == 1
    assert state.call == "Do" and state.flips == 1 and state.phase == "reveal"
    events = GAME.apply(state, {"type": "reveal_card", "player": "chance", "card": "Q-E4"})
    assert events[0]["type"] == "card_flipped" and events[0]["card"] == "Q-E4" and events[0]["match"] is False
    assert state.centre == ["Q-E4"] and state.stacks[A].unknown == 59


def test_SLAP_3_1_only_the_active_player_flips():
    state = new(2)
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "flip", "player": B, "call": None})
    assert error.value.rule == "SLAP-3.1"
    referee = Referee(GAME)
    data, _ = referee.setup(2, {"first_player": A}, chance="client")
    with pytest.raises(NotYourTurn) as error:
        referee.apply(data, {"type": "flip", "player": B, "call": None})
    assert error.value.rule == "SLAP-3.1"


def test_SLAP_3_1_no_flip_while_a_report_is_pending():
    state = new(2)
    flip(state, "Q-E4")
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "flip", "player": A, "call": None})
    assert error.value.rule == "SLAP-3.1"
    assert state.centre == ["Q-E4"] and state.flips == 1


@pytest.mark.parametrize("fields", [{}, {"call": 3}, {"call": "La"}])
def test_SLAP_8_2_SLAP_3_1_a_flip_while_a_report_is_pending_cites_SLAP_3_1_before_its_call(fields):
    for calling in ("scale", "free"):
        referee = Referee(GAME)
        data, _ = referee.setup(2, {"first_player": A, "calling": calling}, chance="client")
        data, _ = referee.apply(data, {"type": "flip", "player": A, "call": "Do" if calling == "free" else None})
        data, _ = referee.apply(data, {"type": "reveal_card", "player": "chance", "card": "Q-E4"})
        assert data["to_act"] == [A, B]
        with pytest.raises(IllegalMove) as error:
            referee.apply(data, {"type": "flip", "player": A, **fields})
        assert error.value.rule == "SLAP-3.1"


def test_SLAP_3_2_sequence_and_fixed_turn_order():
    state = new(3)
    flip(state, "Q-C4")                       # A, call Do: a match
    assert GAME.to_act(state) == [A, B, C]    # the slap window
    events = report(state, [A, C, B])         # B slowest
    assert [e["type"] for e in events][-1] == "pile_taken"
    assert state.stacks[B].known == ["Q-C4"]
    assert GAME.to_act(state) == [B]          # the next player clockwise flips, taker or not
    flip(state, "Q-C5")                       # B, call Re: no match
    report(state, [])
    assert GAME.to_act(state) == [C]


def test_EC_57_scale_calls():
    state = new(2)
    events = []
    for card in ["Q-D4", "Q-E4", "Q-F4", "Q-G4", "Q-A4", "Q-B4", "Q-C5", "Q-D5", "Q-E5"]:
        events += flip(state, card)           # each one name above the call: never a match
        events += report(state, [])
    assert calls(events) == ["Do", "Re", "Mi", "Fa", "Sol", "La", "Si", "Do", "Re"]


def test_EC_67_default_tune():
    state = new(2, calling="tune")
    events = []
    for card in ["Q-B4", "H-B4", "DH-B4", "Q-B5", "H-B5", "DH-B5"] * 2 + ["Q-B4", "Q-B4", "Q-B5"]:
        events += flip(state, card)         # Si: never in the default tune, so never a match
        events += report(state, [])
    assert calls(events)[:3] == ["Do", "Do", "Sol"] and calls(events)[14] == "Do"
    assert calls(events) == ["Do", "Do", "Sol", "Sol", "La", "La", "Sol", "Fa", "Fa", "Mi", "Mi", "Re", "Re",
                             "Do", "Do"]


def test_SLAP_4_1_custom_tune_cycles_over_the_game():
    state = new(2, calling="tune", tune=["Mi", "Re"])
    events = []
    for card in ["Q-C4", "H-C4", "DH-C4", "Q-C5", "H-C5"]:
        events += flip(state, card)
        events += report(state, [])
    assert calls(events) == ["Mi", "Re", "Mi", "Re", "Mi"]


def test_SLAP_4_1_free_mode_lists_every_call():
    state = new(2, calling="free")
    assert GAME.legal_moves(state, A) == [{"type": "flip", "player": A, "call": name} for name in SOLFEGE]
    flip(state, "Q-E4", call="Mi")
    assert state.call == "Mi"


def test_SLAP_4_1_scale_mode_lists_one_flip_without_call():
    state = new(2)
    assert GAME.legal_moves(state, A) == [{"type": "flip", "player": A, "call": None}]
    assert GAME.legal_moves(state, B) == []


@pytest.mark.parametrize("calling,call", [("scale", "Do"), ("tune", "Do"), ("free", None), ("free", "Ut"),
                                          ("free", "do")])
def test_SLAP_4_1_wrong_call_rejected(calling, call):
    state = new(2, calling=calling)
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "flip", "player": A, "call": call})
    assert error.value.rule == "SLAP-4.1"
    assert state.flips == 0 and state.phase == "flip"


def test_SLAP_4_1_missing_call_field_is_malformed():
    state = new(2, calling="free")
    with pytest.raises(MalformedAction) as error:
        GAME.apply(state, {"type": "flip", "player": A})
    assert error.value.rule == "SLAP-4.1"
    with pytest.raises(MalformedAction):
        GAME.apply(state, {"type": "flip", "player": A, "call": 3})


def test_EC_68_free_call_la_matches_a5():
    state = new(2, calling="free")
    events = flip(state, "Q-A5", call="La")
    assert events[-1]["match"] is True


def test_EC_63_do_matches_dotted_half_c6():
    state = new(2)
    events = flip(state, "DH-C6")
    assert state.call == "Do" and events[-1]["match"] is True


@pytest.mark.parametrize("row,pitch,name", PITCHES)
def test_SLAP_5_1_match_ignores_octave_and_duration(row, pitch, name):
    for duration in ("Q", "H", "DH"):
        for call in SOLFEGE:
            state = new(2, calling="free")
            events = flip(state, f"{duration}-{pitch}", call=call)
            assert events[-1]["match"] is (call == name)
