"""One suite for every registered game, all player counts, every chance mode it offers (server, client, and table
where the game has it; in the spirit of OpenSpiel's random_sim_test). CONFORMANCE_GAMES=N plays N games per case
instead of one."""
import json

import pytest

from engine.core import InvalidState, Referee
from engine.registry import GAMES
from tests.conformance.playout import GAMES_PER_CASE, Playout

# Option sets that between them put every part of each game in play.
VARIANTS = {
    "monster-run": [{"level": 1, "board": "4/4"}, {"level": 2, "board": "3/4"}, {"level": 3, "board": "4/4"},
                    {"level": 4, "board": "3/4"}, {"level": 5, "board": "3/4"}, {"level": 5, "board": "4/4"}],
    "monster-run-slap": [{"calling": "scale"}, {"calling": "tune"}, {"calling": "free"}],
    "paopaosha": [{}, {"mode": "boss"}],
}

# Table mode costs about three times as much per step (the record is read, checked and written with every state):
# it plays the last variant of each game at every player count (Monster Run level 5, which has every level's
# rules); tests/engine/monster_run/test_table.py plays the other levels with a real table's true hands. PaoPao Sha
# plays both its modes (identity and boss, PPS-21) in table mode at the smallest, two middle and the largest table:
# a 12-player table-mode game takes about 50 s.
TABLE_VARIANTS = {"paopaosha": (0, -1)}
TABLE_PLAYERS = {"paopaosha": (3, 4, 7, 12)}


def _table_case(game_id: str, players: int, variant: int) -> bool:
    count = len(VARIANTS.get(game_id, [{}]))
    return (variant in {index % count for index in TABLE_VARIANTS.get(game_id, (-1,))}
            and players in TABLE_PLAYERS.get(game_id, (players,)))


CASES = [(game_id, players, chance, seed, variant)
         for game_id, game in sorted(GAMES.items())
         for players in range(game.min_players, game.max_players + 1)
         for chance in ("server", "client") + (("table",) if game.table_rule else ())
         for seed in range(GAMES_PER_CASE)
         for variant in range(len(VARIANTS.get(game_id, [{}])))
         if chance != "table" or _table_case(game_id, players, variant)]


def case_id(case):
    game_id, players, chance, seed, variant = case
    options = ",".join(f"{key}={value}" for key, value in VARIANTS.get(game_id, [{}])[variant].items())
    return f"{game_id}-{players}p-{chance}-seed{seed}" + (f"-{options}" if options else "")


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_games_obey_the_contract_at_every_step(case, conformance_totals):
    game_id, players, chance, seed, variant = case
    options = VARIANTS.get(game_id, [{}])[variant]
    playout = Playout(Referee(GAMES[game_id]), players, chance, seed=1000 + seed, options=dict(options))
    playout.run()
    conformance_totals.add(game_id, playout)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_same_seed_and_actions_give_byte_identical_states(game_id):
    game = GAMES[game_id]
    first = Playout(Referee(game), game.min_players, "server", seed=7)
    final = first.run(check=False)
    replayed, _ = Referee(game).replay({"players": game.min_players, "seed": 7}, first.actions)
    assert json.dumps(replayed, sort_keys=True) == json.dumps(final, sort_keys=True)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_server_outcomes_replayed_as_client_reports_give_the_same_states(game_id):
    game = GAMES[game_id]
    referee = Referee(game)
    server = Playout(referee, game.max_players, "server", seed=8)
    server.run(check=False, keep_states=True)
    client, _ = referee.setup(game.max_players, chance="client")
    for chance_action in server.chance_actions[0]:
        client, _ = referee.apply(client, chance_action)
    assert _public(client) == _public(server.states[0])
    for action, chance_actions, expected in zip(server.actions, server.chance_actions[1:], server.states[1:]):
        client, _ = referee.apply(client, action)
        for chance_action in chance_actions:
            client, _ = referee.apply(client, chance_action)
        assert _public(client) == _public(expected)


def _public(state):
    return {key: value for key, value in state.items() if key not in ("chance", "rng")}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_state_does_not_grow_with_the_length_of_the_game(game_id):
    game = GAMES[game_id]
    playout = Playout(Referee(game), game.max_players, "server", seed=9)
    playout.run(check=False, keep_states=True)
    sizes = [len(json.dumps(state)) for state in playout.states]
    # A hand or a pile may change size, but no history may accumulate: the end is no bigger than twice
    # the largest state of the first ten steps.
    assert max(sizes) <= 2 * max(sizes[:10]) + 1024, (sizes[:10], max(sizes))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_validate_names_what_is_wrong_with_corrupted_states(game_id):
    from tests.conformance.corruptions import CORRUPTIONS
    game = GAMES[game_id]
    referee = Referee(game)
    state, _ = referee.setup(game.max_players, seed=3)
    corruptions = CORRUPTIONS.get(game_id)
    assert corruptions, f"tests/conformance/corruptions.py has no corruptions for {game_id}"
    for name, corrupt in corruptions.items():
        broken = json.loads(json.dumps(state))
        corrupt(broken)
        problems = referee.validate(broken)
        assert problems, f"validate accepted a state with {name}"
        with pytest.raises(InvalidState):
            referee.legal_moves(broken)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_an_error_can_cite_is_described(game_id):
    game = GAMES[game_id]
    described = {rule["id"] for rule in game.describe()["rules"]}
    for rule in (game.turn_rule, game.game_over_rule, game.chance_rule, game.action_rule):
        assert rule in described
