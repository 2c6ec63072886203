"""The state: JSON round trip, type checks in `load`, unreachable states in `problems`, default moves, and the
rule statements (SLAP-2.2 stacks, SLAP-10.1 public parts, SLAP-8.1 actions)."""
import copy
import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import InvalidState, NotYourTurn, Referee, RefereeError
from engine.monster_run_slap import GAME

from .helpers import A, B, C, flip, new, report

SPEC = Path("/work/shared/rules/monster-run.md")


def played(players=3):
    state = new(players)
    flip(state, "Q-C4")
    report(state, [A, B])
    flip(state, "Q-E4")
    GAME.apply(state, {"type": "slap", "player": C})
    return GAME.dump(state)


def test_SLAP_2_2_state_round_trips_through_json():
    data = played()
    assert json.loads(json.dumps(data)) == data
    assert GAME.dump(GAME.load(copy.deepcopy(data))) == data
    assert GAME.problems(GAME.load(data)) == []


@pytest.mark.parametrize("mutate", [
    lambda d: d.pop("phase"),
    lambda d: d.update(extra=1),
    lambda d: d.update(players="3"),
    lambda d: d.update(players=5),
    lambda d: d.update(phase="slapping"),
    lambda d: d.update(active=7),
    lambda d: d.update(flips=-1),
    lambda d: d.update(call="Ut"),
    lambda d: d.update(stacks={}),
    lambda d: d["stacks"][0].update(unknown="many"),
    lambda d: d["stacks"][0].pop("known"),
    lambda d: d["stacks"].__setitem__(1, 5),
    lambda d: d["stacks"][1].update(known=["Q-C9"]),
    lambda d: d.update(centre="Q-E4"),
    lambda d: d.update(slapped=[3]),
    lambda d: d.update(passed=[True]),
    lambda d: d.update(options=[]),
    lambda d: d["options"].update(calling=None),
    lambda d: d["options"].update(deal="secret"),
    lambda d: d["options"].pop("tune"),
    lambda d: d["options"].update(deck={"Q-C4": "x"}),
    lambda d: d.update(to_act=3),
    lambda d: d.update(result=[]),
])
def test_SLAP_2_2_malformed_state_raises_invalid_state(mutate):
    data = played()
    mutate(data)
    with pytest.raises(InvalidState) as error:
        GAME.load(data)
    assert error.value.problems and all(isinstance(p, str) for p in error.value.problems)


@pytest.mark.parametrize("mutate,phrase", [
    (lambda d: d["stacks"][0]["known"].extend(["Q-C4"] * 4), "Q-C4 appears 5 times"),   # a duplicated card
    (lambda d: d["centre"].clear(), "should be the deck's 120"),                  # a missing card
    (lambda d: d["stacks"][0].update(unknown=41), "more than the 40 dealt"),
    (lambda d: d.update(to_act=[0]), "to_act"),
    (lambda d: d.update(call="Mi"), "must call Re"),
    (lambda d: d.update(slapped=[2, 2]), "twice"),
    (lambda d: d.update(result={"winners": [0]}), "result"),
    (lambda d: d.update(flips=1001), "flip limit"),
    (lambda d: d.update(phase="over", result=None, to_act=[]), "only by a win"),
    (lambda d: d.update(phase="first_player"), "first player"),
])
def test_SLAP_2_1_problems_catch_unreachable_states(mutate, phrase):
    data = played()
    mutate(data)
    found = GAME.problems(GAME.load(data))
    assert any(phrase in problem for problem in found), found


def test_SLAP_8_1_default_moves():
    state = new(3, calling="free")
    assert GAME.default_move(state, A) == {"type": "flip", "player": A, "call": "Do"}
    with pytest.raises(NotYourTurn):
        GAME.default_move(state, B)
    flip(state, "Q-E4", call="Mi")
    assert [GAME.default_move(state, s) for s in (A, B, C)] == [{"type": "no_slap", "player": s} for s in (A, B, C)]
    for seat in (A, B, C):
        GAME.apply(state, GAME.default_move(state, seat))
    assert state.stacks[A].count() == 40 and state.centre == []   # nobody slapped a match: the flipper takes


def test_SLAP_1_1_rule_summaries_cover_every_slap_rule_id():
    ids = set(re.findall(r"\*\*(SLAP-\d+\.\d+)", SPEC.read_text())) if SPEC.exists() else set()
    summaries = GAME.rule_summaries()
    assert ids <= set(summaries)
    assert {"SLAP-1.1", "SLAP-1.2", "SLAP-2.1", "SLAP-2.2", "SLAP-2.3", "SLAP-3.1", "SLAP-3.2", "SLAP-4.1",
            "SLAP-5.1", "SLAP-6.1", "SLAP-6.2", "SLAP-6.3", "SLAP-7.1", "SLAP-7.2", "SLAP-8.1", "SLAP-8.2",
            "SLAP-9.1", "SLAP-10.1"} <= set(summaries)
    assert {"SLAP-3.1", "SLAP-4.1", "SLAP-7.1", "SLAP-7.2", "SLAP-8.1", "SLAP-8.2", "MR-14.2", "SLAP-2.1",
            "SLAP-2.3"} <= set(summaries)
    assert all(isinstance(text, str) and text for text in summaries.values())
    described = GAME.describe()
    assert [a["type"] for a in described["actions"]] == ["flip", "slap", "no_slap", "report_slaps",
                                                         "choose_first_player", "reveal_card"]
    assert described["players"] == {"min": 2, "max": 4}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.sampled_from(["Q-E4", "Do", "random", "slap", "", "x"]),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.sampled_from(
        ["unknown", "hidden", "known", "deck", "tune", "Q-C4", "phase", "a"]), children, max_size=4),
    max_leaves=12)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, path + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, path + (index,))


@settings(max_examples=150, deadline=None)
@given(st.data(), json_values)
def test_SLAP_2_2_any_corruption_gives_invalid_state_or_a_clean_load(data, junk):
    state = played()
    paths = [p for p in _paths(state) if p]
    path = data.draw(st.sampled_from(paths))
    target = state
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    try:
        GAME.problems(GAME.load(state))
    except InvalidState as error:
        assert error.problems


@settings(max_examples=150, deadline=None)
@given(json_values, st.sampled_from(["flip", "slap", "no_slap", "report_slaps", "reveal_card",
                                     "choose_first_player", "nope"]))
def test_SLAP_8_1_any_malformed_action_gives_a_referee_error(junk, kind):
    state = GAME.load(played())
    action = {"type": kind, "player": 0, **(junk if isinstance(junk, dict) else {"call": junk})}
    try:
        GAME.apply(state, action)
    except RefereeError:
        pass


@pytest.mark.parametrize("seat", [float, bool])
def test_SLAP_8_1_seats_in_to_act_and_result_are_integers_not_floats_or_bools(seat):
    referee = Referee(GAME)
    state, _ = referee.setup(2, {"first_player": 1}, seed=3)
    assert state["to_act"] == [1] and referee.validate(state) == []
    state["to_act"] = [seat(1)]
    assert referee.validate(state)


def test_SLAP_3_2_the_first_player_given_at_setup_fixes_who_flips_at_every_flip():
    referee = Referee(GAME)
    state, _ = referee.setup(3, {"first_player": 1, "calling": "free"}, seed=3)
    state, _ = referee.apply(state, {"type": "flip", "player": 1, "call": "Do"})
    state, _ = referee.apply(state, {"type": "report_slaps", "player": 1, "order": []})
    assert state["active"] == 2 and state["flips"] == 1 and referee.validate(state) == []
    state["active"], state["to_act"] = 0, [0]
    assert any("first player" in problem for problem in referee.validate(state))


def test_SLAP_2_1_with_a_random_deal_no_dealt_card_is_known_before_its_flip():
    # (An explicit deal's view shows its cards as unseen, and a view is a state: only the random deal is fixed.)
    referee = Referee(GAME)
    state, _ = referee.setup(2, {"first_player": 0}, seed=3)
    assert referee.validate(state) == []
    stack = state["stacks"][0]
    stack["unknown"] -= 1
    stack["hidden"].append("Q-E4")
    assert any("random deal" in problem for problem in referee.validate(state))
