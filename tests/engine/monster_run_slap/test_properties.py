"""Random slap games through engine.core.Referee in both chance modes (SLAP-3.2 sequence, SLAP-7.1/7.2 end,
SLAP-9.1 chance): games finish, the legal-move list is exact, states survive JSON, seeded replay is identical."""
import json
import random

from hypothesis import HealthCheck, given, settings, strategies as st

from engine.core import CHANCE, Referee, RefereeError
from engine.monster_run_slap import GAME
from engine.monster_run_slap.cards import CARD_KINDS, SOLFEGE
from engine.monster_run_slap.rules import report_orders

REFEREE = Referee(GAME)
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])

games = st.fixed_dictionaries({
    "players": st.integers(2, 4),
    "calling": st.sampled_from(["scale", "tune", "free"]),
    "flip_limit": st.integers(1, 60),
    "first_player": st.one_of(st.just("random"), st.integers(0, 1)),
    "seed": st.integers(0, 2**63),
    "choice_seed": st.integers(0, 2**32),
})


def candidates(data):
    """A universe of well-formed actions, to check that apply accepts exactly the listed ones."""
    players = data["players"]
    actions = [{"type": "choose_first_player", "player": CHANCE, "seat": seat} for seat in range(players + 1)]
    actions += [{"type": "reveal_card", "player": CHANCE, "card": kind} for kind in CARD_KINDS]
    for seat in range(players):
        actions += [{"type": "flip", "player": seat, "call": call} for call in (None, *SOLFEGE)]
        actions += [{"type": "slap", "player": seat}, {"type": "no_slap", "player": seat}]
        actions += [{"type": "report_slaps", "player": seat, "order": list(order)}
                    for order in report_orders(players)]
        actions.append({"type": "report_slaps", "player": seat, "order": [0, 0]})
    return actions


def strip(data):
    return {k: v for k, v in data.items() if k not in ("game", "version", "chance", "rng")}


def check_state(data):
    assert json.loads(json.dumps(data)) == data
    assert GAME.dump(GAME.load(json.loads(json.dumps(strip(data))))) == strip(data)
    assert REFEREE.validate(data) == []


def play(params, chance):
    options = {"calling": params["calling"], "flip_limit": params["flip_limit"],
               "first_player": params["first_player"]}
    setup = {"players": params["players"], "options": options, "seed": params["seed"], "chance": chance}
    data, _ = REFEREE.setup(**setup)
    pick = random.Random(params["choice_seed"])
    actions = []
    for step in range(10_000):
        check_state(data)
        if data["result"] is not None:
            break
        listing = REFEREE.legal_moves(data)
        moves = listing["moves"]
        assert moves, "a running game always offers a move"
        for move in moves:                      # every listed move is accepted
            REFEREE.apply(data, move)
        if step % 20 == 0:                      # and nothing unlisted is
            for action in candidates(data):
                try:
                    REFEREE.apply(data, action)
                    accepted = True
                except RefereeError:
                    accepted = False
                assert accepted == (action in moves), action
        seat = pick.choice(listing["to_act"])
        own = [m for m in moves if m["player"] == seat]
        move = pick.choice(own) if pick.random() < 0.8 else (own[0] if seat == CHANCE
                                                              else GAME.default_move(GAME.load(strip(data)), seat))
        data, _ = REFEREE.apply(data, move)
        actions.append(move)
    else:
        raise AssertionError("the game did not finish")
    assert data["to_act"] == [] and data["result"]["winners"]
    assert data["result"]["reason"] in ("out_of_cards", "flip_limit")
    return setup, actions, data


@SETTINGS
@given(games)
def test_SLAP_9_1_random_games_server_chance(params):
    setup, actions, final = play(params, "server")
    replayed, _ = REFEREE.replay(setup, actions)
    assert json.dumps(replayed, sort_keys=True) == json.dumps(final, sort_keys=True)


@SETTINGS
@given(games)
def test_SLAP_9_1_random_games_client_chance(params):
    setup, actions, final = play(params, "client")
    assert final["chance"] == "client" and final["rng"] is None
    replayed, _ = REFEREE.replay(setup, actions)
    assert replayed == final


def test_SLAP_7_2_default_limit_games_end_in_process():
    """Whole games at the default flip limit, both chance modes, driven in-process."""
    for chance, seed in (("server", 1), ("client", 2)):
        data, _ = REFEREE.setup(3, {}, seed=seed, chance=chance)
        state = GAME.load(strip(data))
        pick = random.Random(seed)
        actions = 0
        while GAME.result(state) is None:
            to_act = GAME.to_act(state)
            if to_act == [CHANCE]:
                outcomes = GAME.chance_outcomes(state)
                move = pick.choices([o.action for o in outcomes], [o.weight for o in outcomes])[0]
            else:
                seat = pick.choice(to_act)
                move = pick.choice(GAME.legal_moves(state, seat)[:2])
            GAME.apply(state, move)
            actions += 1
        assert GAME.problems(state) == [] and state.flips <= 1000 and actions < 10_000
