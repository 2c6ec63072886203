"""SLAP-6 and SLAP-8: the slap window, who takes the centre pile, and where it goes."""
import pytest

from engine.core import IllegalMove, MalformedAction, NotYourTurn, Referee, UnknownAction
from engine.monster_run_slap import GAME
from engine.monster_run_slap.rules import report_orders

from .helpers import A, B, C, D, build, flip, new, report

NON_MATCHES = ["Q-D4", "Q-E4", "Q-F4", "Q-G4"]   # under the calls Do, Re, Mi, Fa


def ec58_state():
    """EC-58: 3 players, scale; flips 1-4 are non-matches nobody slapped; flip 5 is B's H-G5 on the call Sol."""
    state = new(3)
    for card in NON_MATCHES:
        flip(state, card)
        report(state, [])
    assert state.centre == NON_MATCHES and state.active == B
    flip(state, "H-G5")
    assert state.call == "Sol" and state.stacks[B].count() == 38
    return state


def test_EC_58_slowest_takes_the_pile_under_their_stack():
    state = ec58_state()
    events = report(state, [C, A, B])
    assert state.stacks[B].unknown == 38
    assert state.stacks[B].known == ["Q-D4", "Q-E4", "Q-F4", "Q-G4", "H-G5"]   # x1 is 39th from the top
    assert state.stacks[B].count() == 43
    assert state.centre == []
    assert events[-1] == {"type": "pile_taken", "player": B, "cards": 5, "reason": "slowest", "visible_to": "all",
                          "message": events[-1]["message"], "message_zh": events[-1]["message_zh"]}
    assert GAME.to_act(state) == [C]
    GAME.apply(state, {"type": "flip", "player": C, "call": None})
    assert state.call == "La"


def test_EC_59_flipper_who_did_not_slap_takes_the_pile():
    state = ec58_state()
    report(state, [A, C])
    assert state.stacks[B].count() == 43 and state.stacks[B].known[-1] == "H-G5"


def test_EC_60_tie_among_non_slappers_goes_to_first_in_seat_order_from_flipper():
    state = new(4, first_player=B)
    flip(state, "Q-C4")                        # B calls Do: a match
    report(state, [B, A])
    assert state.stacks[C].known == ["Q-C4"]
    assert [state.stacks[s].count() for s in (A, B, C, D)] == [30, 29, 31, 30]


def test_SLAP_6_1_everybody_slapped_the_last_one_is_slowest():
    state = new(3)
    flip(state, "Q-C4")
    report(state, [B, A, C])
    assert state.stacks[C].known == ["Q-C4"]


def test_SLAP_6_1_nobody_slapped_the_flipper_takes():
    state = new(3, first_player=C)
    flip(state, "H-C5")
    report(state, [])
    assert state.stacks[C].known == ["H-C5"] and state.stacks[C].count() == 40


def test_EC_61_false_slap_first_slapper_takes():
    state = new(3, calling="free")
    flip(state, "Q-F4", call="Mi")
    events = report(state, [A, C])
    assert state.stacks[A].known == ["Q-F4"] and state.centre == []
    assert events[-1]["type"] == "pile_taken" and events[-1]["reason"] == "false_slap"


def test_EC_62_non_match_nobody_slaps_pile_stays():
    state = new(2)
    flip(state, "Q-E4")
    events = report(state, [])
    assert events[-1]["type"] == "pile_stays" and state.centre == ["Q-E4"]
    flip(state, "Q-F4")
    assert state.centre == ["Q-E4", "Q-F4"]


def test_SLAP_6_2_false_slap_by_a_non_flipper():
    state = new(2)
    flip(state, "Q-E4")                        # call Do
    report(state, [B])
    assert state.stacks[B].known == ["Q-E4"] and state.stacks[B].count() == 61


def test_SLAP_6_3_taken_block_goes_under_first_flipped_on_top():
    state = build(2, [(0, ["Q-B4", "Q-B5"]), (0, [])], filler=B, active=A, flips=3,
                  centre=["Q-C4", "Q-D4", "Q-E4"])
    flip(state, "Q-B4")                        # flip 4, call Fa: no match
    report(state, [A])                         # A slapped falsely and takes the pile
    assert state.stacks[A].known == ["Q-B5", "Q-C4", "Q-D4", "Q-E4", "Q-B4"]
    seen = []
    for _ in range(4):                         # B, A, B, A: nobody slaps, the pile stays
        flip(state)
        seen.append(state.centre[-1])
        report(state, [])
    assert seen[1::2] == ["Q-B5", "Q-C4"]      # A's block comes back first-flipped card first


def test_SLAP_8_1_slap_window_legal_moves_are_exact():
    state = new(3)
    flip(state, "Q-C4")
    assert GAME.to_act(state) == [A, B, C]
    assert GAME.legal_moves(state, B) == [{"type": "slap", "player": B}, {"type": "no_slap", "player": B}]
    flipper_moves = GAME.legal_moves(state, A)
    assert flipper_moves[:2] == [{"type": "slap", "player": A}, {"type": "no_slap", "player": A}]
    orders = [m["order"] for m in flipper_moves[2:]]
    assert len(orders) == 1 + 3 + 6 + 6 and orders[0] == [] and orders[1] == [A] and orders[-1] == [C, B, A]
    assert len(report_orders(4)) == 65
    GAME.apply(state, {"type": "slap", "player": C})
    assert GAME.to_act(state) == [A, B]
    assert GAME.legal_moves(state, A) == [{"type": "slap", "player": A}, {"type": "no_slap", "player": A}]
    assert GAME.legal_moves(state, C) == []


def test_SLAP_8_1_report_at_the_flippers_seat():
    state = ec58_state()
    events = GAME.apply(state, {"type": "report_slaps", "player": B, "order": [C, A, B]})
    assert events[0]["type"] == "slaps_reported" and events[0]["order"] == [C, A, B]
    assert state.stacks[B].count() == 43 and GAME.to_act(state) == [C]


def test_SLAP_8_1_report_from_another_seat_rejected():
    state = ec58_state()
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "report_slaps", "player": A, "order": [C, A, B]})
    assert error.value.rule == "SLAP-8.1"


def test_SLAP_8_1_unknown_action_type():
    state = new(2)
    with pytest.raises(UnknownAction) as error:
        GAME.apply(state, {"type": "pass", "player": A})
    assert error.value.rule == "SLAP-8.1"


@pytest.mark.parametrize("order", [[A, A], [A, 3], [-1]])
def test_SLAP_8_2_report_names_distinct_players_of_the_game(order):
    state = new(3)
    flip(state, "Q-C4")
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "report_slaps", "player": A, "order": order})
    assert error.value.rule == "SLAP-8.2"
    assert state.slapped == [] and state.phase == "slap"


def test_SLAP_8_2_report_must_be_a_list_of_seats():
    state = new(3)
    flip(state, "Q-C4")
    with pytest.raises(MalformedAction) as error:
        GAME.apply(state, {"type": "report_slaps", "player": A, "order": [True]})
    assert error.value.rule == "SLAP-8.2"


def test_SLAP_8_2_no_report_without_a_flip_waiting():
    state = new(3)
    for action in ({"type": "slap", "player": A}, {"type": "no_slap", "player": B},
                   {"type": "report_slaps", "player": A, "order": []}):
        with pytest.raises(IllegalMove) as error:
            GAME.apply(state, action)
        assert error.value.rule == "SLAP-8.2"


def test_SLAP_8_2_each_player_answers_once():
    state = new(3)
    flip(state, "Q-C4")
    GAME.apply(state, {"type": "slap", "player": B})
    for action in ({"type": "slap", "player": B}, {"type": "no_slap", "player": B}):
        with pytest.raises(IllegalMove) as error:
            GAME.apply(state, action)
        assert error.value.rule == "SLAP-8.2"
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "report_slaps", "player": A, "order": [A]})
    assert error.value.rule == "SLAP-8.2"
    assert state.slapped == [B] and state.passed == []


def test_SLAP_8_2_referee_refuses_a_second_answer_as_out_of_turn():
    referee = Referee(GAME)
    data, _ = referee.setup(2, {"first_player": A}, seed=5)
    data, _ = referee.apply(data, {"type": "flip", "player": A, "call": None})
    data, _ = referee.apply(data, {"type": "slap", "player": B})
    assert data["to_act"] == [A]
    with pytest.raises(NotYourTurn):
        referee.apply(data, {"type": "slap", "player": B})


def test_SLAP_8_2_referee_cites_the_report_rule_for_a_second_answer_in_one_window():
    state = new(2)
    flip(state, "Q-C4")
    GAME.apply(state, {"type": "slap", "player": B})
    data = {"game": GAME.id, "version": GAME.version, "chance": "client", "rng": None, **GAME.dump(state)}
    with pytest.raises(NotYourTurn) as error:
        Referee(GAME).apply(data, {"type": "no_slap", "player": B})
    assert error.value.rule == "SLAP-8.2"
