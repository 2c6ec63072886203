"""SLAP-1 and SLAP-2: players, the deal, stacks and options."""
import pytest

from engine.core import CHANCE, InvalidSetup, Referee
from engine.monster_run_slap import GAME
from engine.monster_run_slap.cards import CARD_KINDS, DEFAULT_TUNE, SOLFEGE_OF, STANDARD_DECK

from .helpers import A, B, C, count, flip, new, report


def test_SLAP_1_1_only_the_120_note_cards_are_used():
    state = new(2)
    assert state.deck == STANDARD_DECK
    assert sum(state.deck.values()) == 120 and len(state.deck) == 45
    per_pitch = {}
    for kind, copies in STANDARD_DECK.items():
        per_pitch.setdefault(kind.split("-")[1], {})[kind.split("-")[0]] = copies
    # MR-1.3: 4 Q, 2 H, 2 DH on each of the 15 pitches of MR-0.6 (C4..C6), cards named as in MR-0.7.
    assert len(per_pitch) == 15 and all(d == {"Q": 4, "H": 2, "DH": 2} for d in per_pitch.values())
    assert CARD_KINDS[:3] == ("Q-C4", "H-C4", "DH-C4") and CARD_KINDS[-1] == "DH-C6"
    assert SOLFEGE_OF["Q-C4"] == SOLFEGE_OF["DH-C6"] == "Do"
    assert set(GAME.dump(state)) >= {"stacks", "centre"} and "board" not in GAME.dump(state)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_SLAP_1_2_two_to_four_players(players):
    state = new(players)
    assert len(state.stacks) == players


@pytest.mark.parametrize("players", [0, 1, 5, "2", True])
def test_SLAP_1_2_other_player_counts_rejected(players):
    with pytest.raises(InvalidSetup) as error:
        GAME.new_game(players, {})
    assert error.value.rule == "SLAP-2.3"


@pytest.mark.parametrize("players,each", [(2, 60), (3, 40), (4, 30)])
def test_EC_56_deal_is_even_nothing_set_aside(players, each):
    state = new(players)
    assert [s.unknown for s in state.stacks] == [each] * players
    assert [s.hidden for s in state.stacks] == [[]] * players
    assert sum(count(state, seat) for seat in range(players)) == 120


def test_SLAP_2_1_custom_deck_remainder_set_aside():
    state = new(3, deck={"Q-C4": 2, "H-E5": 3, "DH-G4": 2})
    assert [s.unknown for s in state.stacks] == [2, 2, 2]
    assert GAME.dump(state)["options"]["deck"] == {"Q-C4": 2, "H-E5": 3, "DH-G4": 2}
    assert GAME.problems(state) == []
    # The set-aside card is one of the unseen ones, so every kind can still turn up.
    GAME.apply(state, {"type": "flip", "player": A, "call": None})
    assert [o.action["card"] for o in GAME.chance_outcomes(state)] == ["Q-C4", "DH-G4", "H-E5"]
    assert [o.weight for o in GAME.chance_outcomes(state)] == [2, 2, 3]


def test_SLAP_2_1_explicit_deal_top_card_first():
    deal = [["Q-C4", "Q-D4", "Q-E4"], ["H-C5", "H-D5", "H-E5"]]
    state = new(2, deck={"Q-C4": 1, "Q-D4": 1, "Q-E4": 1, "H-C5": 1, "H-D5": 1, "H-E5": 1}, deal=deal)
    assert GAME.dump(state)["options"]["deal"] == "explicit"
    assert [s.hidden for s in state.stacks] == deal
    flip(state)
    assert state.centre == ["Q-C4"] and state.phase == "slap"     # no chance: the table said what lies where


def test_SLAP_2_1_explicit_deal_must_be_even_and_from_the_deck():
    with pytest.raises(InvalidSetup) as error:
        new(2, deck={"Q-C4": 2, "Q-D4": 2}, deal=[["Q-C4", "Q-D4", "Q-D4"], ["Q-C4"]])
    assert error.value.rule == "SLAP-2.1"
    with pytest.raises(InvalidSetup) as error:
        new(2, deck={"Q-C4": 2, "Q-D4": 2}, deal=[["Q-C4", "Q-C4"], ["Q-C4", "Q-D4"]])
    assert error.value.rule == "SLAP-2.1"
    with pytest.raises(InvalidSetup) as error:
        new(2, deal=[["X-C4"], []])
    assert error.value.rule == "SLAP-2.3"


def test_SLAP_2_2_stacks_face_down_centre_empty():
    state = new(3)
    data = GAME.dump(state)
    assert data["centre"] == []
    assert data["stacks"] == [{"unknown": 40, "hidden": [], "known": []}] * 3
    assert GAME.view(state, A)["stacks"] == data["stacks"]


def test_SLAP_2_3_defaults_filled_in():
    state, _ = Referee(GAME).setup(2, {}, chance="client")
    assert state["options"] == {"first_player": "random", "calling": "scale", "tune": list(DEFAULT_TUNE),
                                "flip_limit": 1000, "deck": "standard", "deal": "random"}
    assert state["to_act"] == [CHANCE] and state["phase"] == "first_player"


@pytest.mark.parametrize("options", [
    {"first_player": 2}, {"first_player": -1}, {"first_player": True}, {"first_player": None},
    {"calling": "song"}, {"tune": []}, {"tune": ["Do", "Ut"]}, {"tune": "Do"},
    {"flip_limit": 0}, {"flip_limit": 1.5}, {"flip_limit": True},
    {"deck": {}}, {"deck": {"Q-C7": 1}}, {"deck": {"Q-C4": 21}}, {"deck": {"Q-C4": 1}}, {"deck": "small"},
    {"deal": "shuffled"}, {"colour": "red"}, {"players": 3},
])
def test_SLAP_2_3_values_outside_the_options_rejected(options):
    with pytest.raises(InvalidSetup) as error:
        GAME.new_game(2, options)
    assert error.value.rule == "SLAP-2.3"


def test_SLAP_2_3_given_first_player_flips_first():
    state = GAME.new_game(3, {"first_player": C})
    assert GAME.to_act(state) == [C]
    flip(state, "Q-D4")
    report(state, [])
    assert GAME.to_act(state) == [A]
