"""Random games with every character, skill book and god card in play, and in the BOSS variant, through the
Referee in both chance modes (PPS-3, PPS-12, PPS-13, PPS-21, PPS-16.10): they finish, every listed move is
accepted, states round-trip through JSON, views never show another seat's hand, and a seeded boss game replays
byte for byte."""
import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st_

from engine.core import Referee
from engine.paopaosha import GAME
from engine.paopaosha.cards import POOL

REF = Referee(GAME)
LIMIT = 8000
ENVELOPE = ("game", "version", "chance", "rng")


def play(players, seed, chance, options):
    rnd = random.Random(seed)
    state, _ = REF.setup(players, {"round_limit": 8, **options}, seed=seed, chance=chance)
    actions = []
    for step in range(LIMIT):
        assert json.loads(json.dumps(state)) == state
        body = {k: v for k, v in state.items() if k not in ENVELOPE}
        assert GAME.dump(GAME.load(body)) == body
        if state["result"] is not None:
            return state, actions
        listed = REF.legal_moves(state)
        moves = listed["moves"]
        assert moves, "a running game always offers a move (PPS-18.5)"
        if step % 7 == 0 and len(moves) > 1:    # another listed move is accepted too
            REF.apply(state, rnd.choice(moves))
        if step % 50 == 0 and state["to_act"] != ["chance"]:
            seat = state["to_act"][0]
            view = REF.view(state, seat)
            for i, s in enumerate(view["seats"]):
                if i != seat and isinstance(s["hand"], list):
                    assert "controlled_by" in state["seats"][i]["marks"] or state["seats"][seat]["marks"].get("headquarters_runner") == i
        move = rnd.choice(moves)
        state, _ = REF.apply(state, move)
        actions.append(move)
    raise AssertionError("the game did not finish")


OPTIONS = st_.sampled_from([
    {},                                                           # all 11 characters, books and god cards
    {"mode": "boss"},
    {"mode": "boss", "boss_seat": 2, "boss_health": 9},
    {"character_pool": ["xiaodou", "dadadou", "doujiyan"]},       # several 小豆 and their kin (PPS-3.12.4)
    {"character_pool": ["pidan", "lanlan", "xiaocong", "congtou"], "character_selection": "choice"},
    {"character_pool": ["piguan_xiaoqian", "laopi", "xiaopi", "heiniu"]},
])


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st_.integers(3, 12), seed=st_.integers(0, 10**6), chance=st_.sampled_from(["server", "client"]),
       options=OPTIONS)
def test_PPS_3_PPS_12_PPS_13_PPS_21_random_games_with_every_skill_finish(players, seed, chance, options):
    state, _ = play(players, seed, chance, options)
    assert state["result"] is not None and state["to_act"] == []


def test_PPS_3_2_every_character_appears_in_the_fixed_games():
    seen = set()
    for players, chance, options in ((12, "server", {}), (11, "client", {}), (9, "server", {"mode": "boss"})):
        state, _ = play(players, players * 11, chance, options)
        seen.update(s["character"] for s in state["seats"])
        assert state["result"] is not None
    assert set(POOL) <= seen and "pirate_king" in seen


def test_PPS_21_PPS_19_1_seeded_boss_game_replays_byte_for_byte():
    options = {"round_limit": 8, "mode": "boss", "boss_seat": 1}
    state, actions = play(6, 77, "server", {"mode": "boss", "boss_seat": 1})
    again, _ = REF.replay({"players": 6, "options": options, "seed": 77, "chance": "server"}, actions)
    assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)
