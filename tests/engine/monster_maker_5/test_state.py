"""Loading, dumping and validating states (InvalidState on anything malformed or unreachable)."""
import copy
import json

import pytest

from engine.core import Referee
from engine.core.errors import InvalidState
from engine.monster_maker_5 import GAME

from .helpers import A, B, act, make

REF = Referee(GAME)


def data():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["FB1"], B: ["O2"]})
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="FB1")
    return {"game": GAME.id, "version": 1, "chance": "client", "rng": None, **GAME.dump(s)}


def test_round_trip_is_identity():
    d = data()
    assert json.loads(json.dumps(d)) == d
    s = GAME.load({k: v for k, v in d.items() if k not in ("game", "version", "chance", "rng")})
    assert GAME.dump(s) == {k: v for k, v in d.items() if k not in ("game", "version", "chance", "rng")}


@pytest.mark.parametrize("path, value", [
    (("seats",), []), (("seats", 0, "hand"), "FB1"), (("seats", 0, "side"), "grey"), (("battle", "round"), 11),
    (("battle", "spells", 0, "card"), None), (("battle", "roll"), {"x": 1}), (("deck",), [1]),
    (("players",), "4"), (("options", "side_tie"), "x"), (("to_act",), [3]), (("dungeon", "card"), "DX"),
    (("battle", "step"), "target"), (("result",), {"winners": []}), (("countdown",), -1),
    (("battle",), {"kind": "attack"}), (("thief",), {"card": "T1"}),
])
def test_malformed_states_raise_invalid_state(path, value):
    d = data()
    target = d
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(InvalidState):
        REF.legal_moves(d)


def test_problems_catch_duplicate_missing_and_misplaced_cards():
    d = data()
    d["seats"][1]["hand"] = ["O2", "W1"]
    d["seats"][1]["hand_size"] = 2
    assert any("duplicated" in p for p in REF.validate(d))
    d = data()
    d["deck"].remove("QD")
    d["deck_size"] -= 1
    assert any("missing" in p for p in REF.validate(d))
    d = data()
    d["dungeon"]["guards"] = ["W6"]
    d["deck"].remove("W6")
    d["deck_size"] -= 1
    assert any("Dark characters guard" in p for p in REF.validate(d))
    d = data()
    d["battle"]["attacker"] = 3
    assert any("attacker must be the active player" in p for p in REF.validate(d))
    d = data()
    d["seats"][0]["side"] = "dark"
    assert any("side must be light" in p for p in REF.validate(d))


def test_server_state_never_waits_for_chance():
    d = data()
    d["chance"] = "server"
    d["rng"] = {"algorithm": "splitmix64", "state": "0" * 16}
    assert REF.validate(d) == []
    d["battle"]["step"] = "initiative"
    d["to_act"] = ["chance"]
    d["battle"]["asked"] = None
    assert REF.validate(d)


def test_corrupted_states_only_raise_referee_errors():
    """A deterministic fuzz: any single-field corruption of real states yields an answer or a RefereeError."""
    import random
    from engine.core.errors import RefereeError
    rnd = random.Random(1)
    samples = []
    for seed in range(4):
        st, _ = REF.setup(3 + seed, {}, seed=seed, chance="client" if seed % 2 else "server")
        while st["result"] is None:
            if rnd.random() < 0.03:
                samples.append(st)
            st, _ = REF.apply(st, rnd.choice(REF.legal_moves(st)["moves"]))
        samples.append(st)
    values = [None, 0, -1, 7, 99, "x", "P1", "DG", "chance", [], ["P1"], ["ZZ"], {}, True, 2.5, "attack", "roll"]

    def paths(o, pre=()):
        yield pre
        items = o.items() if isinstance(o, dict) else enumerate(o) if isinstance(o, list) else ()
        for k, v in items:
            yield from paths(v, pre + (k,))

    for _ in range(1500):
        st = copy.deepcopy(rnd.choice(samples))
        p = rnd.choice([p for p in paths(st) if p])
        target = st
        for k in p[:-1]:
            target = target[k]
        target[p[-1]] = rnd.choice(values)
        try:
            listed = REF.legal_moves(st)
            for move in listed["moves"][:2]:
                REF.apply(st, move)
            REF.view(st, 0)
        except RefereeError:
            pass


def _finished(seed=4):
    from tests.conformance.playout import Playout
    return Playout(REF, 3, "server", seed=seed).run(check=False)


def test_MM_2_7_MM_18_1_the_first_player_in_force_is_the_state_first_player():
    state, _ = REF.setup(3, {"first_player": 1}, seed=5)
    assert state["first_player"] == 1 and REF.validate(state) == []
    state["first_player"] = 0
    assert any("first_player in force" in problem for problem in REF.validate(state))


def test_MM_14_3_MM_14_5_a_finished_game_s_result_is_the_scoring_of_its_state():
    state = _finished()
    assert state["result"] is not None and REF.validate(state) == []
    wrong = copy.deepcopy(state)
    others = [seat for seat in range(3) if seat not in state["result"]["winners"]]
    wrong["result"]["winners"] = others[:1]
    assert any("result" in problem for problem in REF.validate(wrong))
    wrong = copy.deepcopy(state)
    wrong["result"]["scores"]["0"] += 1
    assert any("result" in problem for problem in REF.validate(wrong))
    wrong = copy.deepcopy(state)
    wrong["options"]["side_tie"] = "draw" if state["options"]["side_tie"] == "most_gems" else "most_gems"
    light_dark_tie = "tied" in state["result"]["message"]
    assert bool(REF.validate(wrong)) == light_dark_tie


@pytest.mark.parametrize("seat", [1.0, True])
def test_MM_15_4_seats_in_to_act_and_result_are_integers(seat):
    state, _ = REF.setup(3, {"first_player": 1}, seed=5)
    assert state["to_act"] == [1]
    state["to_act"] = [seat]
    assert REF.validate(state)
    finished = _finished()
    finished["result"]["ranking"][0] = [float(s) for s in finished["result"]["ranking"][0]]
    assert REF.validate(finished)


@pytest.mark.parametrize("exhaustion", ["on", "off"])
def test_MM_13_4_MM_15_4_no_draw_is_pending_from_an_empty_deck(exhaustion):
    from engine.monster_maker_5 import state as mm_state
    s = make(deck=[], countdown=1, phase="side", options={"deck_exhaustion_ends_game": exhaustion},
             prisoners=[f"P{i}" for i in range(1, 8)], fields={A: [f"G{i}" for i in range(1, 8)]})
    assert mm_state.problems(s) == []
    s["phase"] = "draw"
    assert any("empty deck" in problem for problem in mm_state.problems(s))
