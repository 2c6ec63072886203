"""SLAP-9.1 (with MR-14.2): the first player and the faces of unseen dealt cards are chance; slaps are not."""
import json

import pytest

from engine.core import CHANCE, IllegalMove, MalformedAction, NotYourTurn, Outcome, Referee
from engine.monster_run_slap import GAME

from .helpers import A, B, C, build, flip, new, report


def test_SLAP_9_1_random_first_player_is_a_chance_event():
    state = GAME.new_game(3, {})
    assert GAME.to_act(state) == [CHANCE]
    assert GAME.chance_outcomes(state) == [
        Outcome({"type": "choose_first_player", "player": CHANCE, "seat": seat}, 1) for seat in range(3)]
    events = GAME.apply(state, {"type": "choose_first_player", "player": CHANCE, "seat": C})
    assert events[0]["type"] == "first_player" and GAME.to_act(state) == [C]


def test_SLAP_9_1_first_player_outcome_must_be_a_seat():
    state = GAME.new_game(3, {})
    with pytest.raises(IllegalMove) as error:
        GAME.apply(state, {"type": "choose_first_player", "player": CHANCE, "seat": 3})
    assert error.value.rule == "MR-14.2"
    with pytest.raises(MalformedAction):
        GAME.apply(state, {"type": "choose_first_player", "player": A, "seat": 1})


def test_SLAP_9_1_an_unseen_card_is_drawn_from_what_is_unaccounted_for():
    state = new(2)
    GAME.apply(state, {"type": "flip", "player": A, "call": None})
    outcomes = GAME.chance_outcomes(state)
    assert len(outcomes) == 45 and sum(o.weight for o in outcomes) == 120
    assert outcomes[0] == Outcome({"type": "reveal_card", "player": CHANCE, "card": "Q-C4"}, 4)
    GAME.apply(state, {"type": "reveal_card", "player": CHANCE, "card": "Q-C4"})
    report(state, [A])                      # B slowest: Q-C4 goes under B, public
    GAME.apply(state, {"type": "flip", "player": B, "call": None})
    outcomes = {o.action["card"]: o.weight for o in GAME.chance_outcomes(state)}
    assert outcomes["Q-C4"] == 3 and sum(outcomes.values()) == 119


def test_MR_14_2_a_card_already_accounted_for_cannot_be_revealed():
    state = build(2, [(20, ["Q-E4", "Q-E4"]), (20, [])], filler=B, active=A, flips=5, centre=["Q-E4", "Q-E4"])
    GAME.apply(state, {"type": "flip", "player": A, "call": None})
    assert state.phase == "reveal"
    assert "Q-E4" not in [o.action["card"] for o in GAME.chance_outcomes(state)]
    for card in ("Q-E4", "Q-C7"):
        with pytest.raises(IllegalMove) as error:
            GAME.apply(state, {"type": "reveal_card", "player": CHANCE, "card": card})
        assert error.value.rule == "MR-14.2"
    assert state.phase == "reveal" and state.stacks[A].unknown == 20


def test_SLAP_9_1_cards_put_under_a_stack_flip_without_chance():
    state = build(2, [(0, ["H-G5"]), (0, [])], filler=B, active=A, flips=1)
    events = GAME.apply(state, {"type": "flip", "player": A, "call": None})
    assert [e["type"] for e in events] == ["flip", "card_flipped"] and state.centre == ["H-G5"]
    assert GAME.to_act(state) == [A, B]      # the slap order is reported by the players, not chance


def test_SLAP_9_1_referee_refuses_an_impossible_report_and_server_reports():
    referee = Referee(GAME)
    data, _ = referee.setup(2, {"first_player": A}, chance="client")
    data, _ = referee.apply(data, {"type": "flip", "player": A, "call": None})
    assert data["to_act"] == [CHANCE]
    with pytest.raises(IllegalMove) as error:
        referee.apply(data, {"type": "reveal_card", "player": CHANCE, "card": "Z-C4"})
    assert error.value.rule == "MR-14.2"
    server, _ = referee.setup(2, {"first_player": A}, seed=3)
    server, _ = referee.apply(server, {"type": "flip", "player": A, "call": None})
    assert server["to_act"] == [A, B] and len(server["centre"]) == 1     # the server revealed the card
    with pytest.raises(NotYourTurn):
        referee.apply(server, {"type": "reveal_card", "player": CHANCE, "card": "Q-C4"})


def test_SLAP_9_1_server_chance_replayed_as_client_reports_gives_the_same_states():
    referee = Referee(GAME)
    server, events = referee.setup(3, {}, seed=11)
    client, _ = referee.setup(3, {}, chance="client")
    chance_actions = [{"type": "choose_first_player", "player": CHANCE, "seat": events[0]["player"]}]
    client, _ = referee.apply(client, chance_actions[0])
    for _ in range(30):
        move = referee.legal_moves(server)["defaults"][0]
        server, events = referee.apply(server, move)
        client, _ = referee.apply(client, move)
        for event in events:
            if event["type"] == "card_flipped" and client["to_act"] == [CHANCE]:
                client, _ = referee.apply(client, {"type": "reveal_card", "player": CHANCE, "card": event["card"]})
        strip = {"chance", "rng"}
        assert json.dumps({k: v for k, v in server.items() if k not in strip}, sort_keys=True) == \
            json.dumps({k: v for k, v in client.items() if k not in strip}, sort_keys=True)
