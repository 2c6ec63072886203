"""One result shape for every game (issue 11, item 5; engine/core/result.py): seeded games of all four played to
the end through the Referee, each finished result checked field by field, its reason in the game's enum and its
message in English and in Chinese (test_chinese.py checks the script). A state carrying the Chinese message (as a
Chinese answer gives it) loads back."""
import copy
import random
import re

import pytest

from engine.core import Referee
from engine.core.result import RESULT_KEYS
from engine.registry import GAMES

CJK = re.compile(r"[\u4e00-\u9fff]")

# Documented extra fields of each game's result (docs/openapi/<game>.yaml).
EXTRAS = {"monster-run": {"race_ranking"}, "monster-run-slap": set(), "monster-maker-5": set(), "paopaosha": {"side"}}
# (players, options) of the seeded games, chosen so that each game ends in several ways: a short round or flip
# limit, a four-card slap deck that someone runs out of.
CASES = {
    "monster-run": [(2, {}), (3, {"round_limit": 3}), (4, {"level": 3, "board": "3/4"})],
    "monster-run-slap": [(2, {"flip_limit": 40}), (2, {"deck": {"Q-C4": 2, "Q-E4": 2}}), (4, {"flip_limit": 60})],
    "monster-maker-5": [(2, {}), (5, {"side_tie": "draw"}), (8, {})],
    "paopaosha": [(3, {}), (5, {"round_limit": 2}), (12, {}), (4, {"mode": "boss"})],
}
PLAYED = [(game_id, players, options, seed) for game_id, cases in CASES.items()
          for players, options in cases for seed in (1, 2)]


_FINISHED: dict[str, dict] = {}


def finished(game_id: str, players: int, options: dict, seed: int) -> dict:
    """The final state of a seeded random game, played once for the tests that read it."""
    key = repr((game_id, players, options, seed))
    if key not in _FINISHED:
        _FINISHED[key] = _play(game_id, players, options, seed)
    return copy.deepcopy(_FINISHED[key])


def _play(game_id: str, players: int, options: dict, seed: int) -> dict:
    referee = Referee(GAMES[game_id])
    picker = random.Random(seed)
    state, _ = referee.setup(players, dict(options), seed=seed)
    while state["result"] is None:
        state, _ = referee.apply(state, picker.choice(referee.legal_moves(state)["moves"]))
    return state


def check_shape(game_id: str, result: dict, players: int) -> None:
    game = GAMES[game_id]
    seats = list(range(players))
    assert set(result) == set(RESULT_KEYS) | EXTRAS[game_id]
    assert result["winners"] == sorted(set(result["winners"])) and set(result["winners"]) <= set(seats)
    assert all(isinstance(place, list) and place and place == sorted(place) for place in result["ranking"])
    in_order = [seat for place in result["ranking"] for seat in place]
    assert sorted(in_order) == seats                                      # every seat in exactly one place
    assert sorted(in_order[:len(result["winners"])]) == result["winners"]  # the winners come first
    assert set(result["scores"]) == {str(seat) for seat in seats}
    assert all(type(score) is int for score in result["scores"].values())
    assert result["reason"] in game.result_reasons
    assert result["message"] and not CJK.search(result["message"])
    assert CJK.search(result["message_zh"]), result["message_zh"]


@pytest.mark.parametrize("game_id, players, options, seed", PLAYED,
                         ids=[f"{case[0]}-{case[1]}p-seed{case[3]}" for case in PLAYED])
def test_MR_8_6_SLAP_7_2_MM_14_7_PPS_16_6_every_finished_result_has_the_one_shape(game_id, players, options, seed):
    state = finished(game_id, players, options, seed)
    check_shape(game_id, state["result"], players)
    referee = Referee(GAMES[game_id])
    assert referee.validate(state) == []
    in_chinese = {**state, "result": {**state["result"], "message": state["result"]["message_zh"]}}
    assert referee.validate(in_chinese) == []
    wrong = {**state, "result": {**state["result"], "message": "Somebody won."}}
    assert referee.validate(wrong)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_documents_its_result_reasons_with_their_rules(game_id):
    reasons = GAMES[game_id].result_reasons
    assert reasons and all(reason.isidentifier() and reason == reason.lower() for reason in reasons)
    assert all(rule.split("-")[0] in ("MR", "SLAP", "MM", "PPS") for rule in reasons.values())


def test_the_seeded_games_reach_several_reasons_of_each_game():
    """The playouts are not all one ending: each game ends in at least two ways among them."""
    reached = {}
    for game_id, players, options, seed in PLAYED:
        reached.setdefault(game_id, set()).add(finished(game_id, players, options, seed)["result"]["reason"])
    assert all(len(reasons) >= 2 for reasons in reached.values()), reached
