"""Random games through the Referee in both chance modes (hypothesis): they finish, every listed move is
accepted, states round-trip through JSON, views hide what they must, and seeded games replay byte for byte."""
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.monster_maker_5 import GAME

REF = Referee(GAME)
MAX_STEPS = 20_000


def _check_view(state):
    for seat in range(state["players"]):
        view = REF.view(state, seat)
        assert view["deck"] is None
        for other, info in enumerate(view["seats"]):
            if other != seat and not (state["phase"] == "discard" and other == state["active"]):
                assert info["hand"] is None
        battle = view["battle"]
        if battle and not battle["revealed"]:
            assert all(x["card"] is None for x in battle["spells"] if x["placer"] != seat)


def _play(players, seed, chance, rnd, check_all):
    state, _ = REF.setup(players, {}, seed=seed, chance=chance)
    actions = []
    for step in range(MAX_STEPS):
        if state["result"] is not None:
            break
        assert json.loads(json.dumps(state)) == state
        listed = REF.legal_moves(state)
        moves = listed["moves"]
        assert moves, (state["phase"], state["to_act"])
        sample = moves if len(moves) <= 10 or check_all else rnd.sample(moves, 10)
        for move in sample:
            REF.apply(state, move)          # every listed move is accepted (the input is never modified)
        for default in listed["defaults"]:
            assert default in moves
        if step % 25 == 0:
            _check_view(state)
        move = rnd.choice(moves)
        actions.append(move)
        state, _ = REF.apply(state, move)
    else:
        raise AssertionError("game did not finish")
    result = state["result"]
    assert set(result["scores"]) == {str(i) for i in range(players)}
    assert sorted(p for place in result["ranking"] for p in place) == list(range(players))
    if result["winners"]:
        assert result["ranking"][0] == result["winners"]
    return state, actions


@settings(max_examples=14, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), rnd=st.randoms(use_true_random=False),
       chance=st.sampled_from(["server", "client"]))
def test_random_games_finish_and_every_listed_move_applies(players, seed, rnd, chance):
    _play(players, seed, chance, rnd, check_all=False)


def test_every_player_count_finishes_in_both_modes():
    import random
    for players in range(2, 9):
        for chance in ("server", "client"):
            _play(players, players * 7, chance, random.Random(players), check_all=False)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), rnd=st.randoms(use_true_random=False))
def test_seeded_server_game_replays_byte_for_byte(players, seed, rnd):
    state, actions = _play(players, seed, "server", rnd, check_all=False)
    replayed, _ = REF.replay({"players": players, "seed": seed, "chance": "server"}, actions)
    assert json.dumps(replayed, sort_keys=True) == json.dumps(state, sort_keys=True)


def test_load_dump_is_identity_along_a_game():
    import random
    rnd = random.Random(5)
    state, _ = REF.setup(5, {}, seed=11, chance="client")
    for _ in range(400):
        if state["result"] is not None:
            break
        body = {k: v for k, v in state.items() if k not in ("game", "version", "chance", "rng")}
        assert GAME.dump(GAME.load(json.loads(json.dumps(body)))) == body
        state, _ = REF.apply(state, rnd.choice(REF.legal_moves(state)["moves"]))


def _chance_actions(events):
    """The chance actions a server-mode step resolved, read back from its events."""
    out = []
    for e in events:
        kind = e["type"]
        if kind in ("dealt", "dealt_card") and "card" in e:
            out.append({"type": "deal", "player": "chance", "card": e["card"]})
        elif kind in ("drew", "drew_card") and "card" in e:
            out.append({"type": "draw_card", "player": "chance", "card": e["card"]})
        elif kind == "first_player":
            out.append({"type": "first_player", "player": "chance", "seat": e["player"]})
        elif kind in ("initiative_die", "thief_roll"):
            out.append({"type": "roll", "player": "chance", "face": e["face"]})
        elif kind == "attack_rolled":
            out += [{"type": "roll", "player": "chance", "face": f} for f in e["faces"]]
    return out


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32), rnd=st.randoms(use_true_random=False))
def test_server_game_replayed_in_client_mode_gives_the_same_states(players, seed, rnd):
    server, events = REF.setup(players, {}, seed=seed, chance="server")
    client, _ = REF.setup(players, {}, chance="client")
    for action in _chance_actions(events):
        client, _ = REF.apply(client, action)
    strip = ("chance", "rng")
    while server["result"] is None:
        assert {k: v for k, v in server.items() if k not in strip} == \
            {k: v for k, v in client.items() if k not in strip}
        move = rnd.choice(REF.legal_moves(server)["moves"])
        server, events = REF.apply(server, move)
        client, _ = REF.apply(client, move)
        for action in _chance_actions(events):
            client, _ = REF.apply(client, action)
    assert {k: v for k, v in server.items() if k not in strip} == {k: v for k, v in client.items() if k not in strip}
