"""The open-state check's fast paths (issue 15): PaoPao Sha reads its seats a field at a time over all seats and its
frames' plain fields without check_value, bounds its loaded fields by their lengths, and checks that each card lies
in one place on the cards load gathered; Monster Run reads each plain seat in one expression, and its fruits, piles
and card lists each at once; Monster Maker 5 reads its seats a field at a time, a seat's side by whole sets, a plain battle at once, bounds its loaded fields by what load caps once per process,
and compares its zones with the deck before its card-by-card walk; all three check a state's options once per
options value (engine/core/options_memo.py); `problems` compares the card counts at C speed before its
card-by-card sentences; same_json compares plain values without
json.dumps. Each is a subset of the checked path and falls back to it on anything unusual.

So a state must load, or be refused, exactly as with every fast path turned off (the checked paths: the code from
before them): the same loaded state, or the same refusal word for word in English and Chinese, on states of random
play mutated at random places (test_one_walk_load's mutations), with a number one off, and with cards duplicated,
lost, moved or swapped for others, so that `problems` finds what it reports (cards both in two places, missing cards, counts off)."""
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Referee, game as core_game, referee as core_referee
from engine.core.options_memo import Kept, OptionsMemo
from engine.monster_maker_5 import bounds as monster_maker_5_bounds, game as monster_maker_5_game
from engine.monster_maker_5 import state as monster_maker_5_state
from engine.monster_run import checks as monster_run_checks, state as monster_run_state
from engine.paopaosha import bounds as paopaosha_bounds, rules as paopaosha_rules, state as paopaosha_state
from engine.registry import GAMES
from tests.engine.core.test_one_walk_load import mutated, outcome, paths
from tests.engine.core.test_trusted_load import states_of_play
from tests.support.checked_paths import replaced

FAST_GAMES = ["monster-maker-5", "monster-run", "paopaosha"]

# Each fast path, and what takes the checked path in its place.
CHECKED_PATHS = [
    (paopaosha_state, "_plain_seats", lambda *args: None),
    (paopaosha_state.FrameReader, "plain", lambda *args: None),
    (paopaosha_rules, "_conserved", lambda *args: False),
    (paopaosha_rules, "_each_once", lambda *args: False),
    (paopaosha_rules, "loaded_within_bounds", paopaosha_bounds.loaded_within_bounds_of_any_deck),
    (monster_maker_5_state, "_plain_fields", lambda *args: None),
    (monster_maker_5_state, "_plain_battle", lambda *args: None),
    (monster_maker_5_state, "_conserved", lambda *args: False),
    (monster_maker_5_state, "_side_plainly_given", lambda *args: False),
    (monster_maker_5_game, "loaded_within_bounds", monster_maker_5_bounds.loaded_within_bounds_checked),
    (monster_run_state, "_plain_seats", lambda *args: None),
    (monster_run_state, "_plain_fruits", lambda *args: None),
    (monster_run_state, "_plain_pile", lambda *args: None),
    (monster_run_state, "_plain_cards", lambda *args: None),
    (monster_run_checks, "same_counts", lambda *args: False),
    (monster_run_checks, "fruits_plainly_placed", lambda *args: False),
    (core_game, "_plainly_equal", lambda *args: False),
    (OptionsMemo, "__call__", lambda memo, players, options: memo.check(players, options)),
    (core_referee, "_options_within", lambda bounds: Kept()),
]


def checked_paths_only():
    return replaced(CHECKED_PATHS)


def card_lists(value, here=()):
    """Every place holding a list of cards (numbers in PaoPao Sha, names in Monster Run) or a pile's counts."""
    if isinstance(value, list) and value and len({type(item) for item in value}) == 1 \
            and type(value[0]) in (int, str):
        yield here
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        yield from card_lists(child, here + (key,))


def at(state, where):
    for key in where:
        state = state[key]
    return state


def cards_moved(state: dict, picker: random.Random) -> dict:
    """A card dropped, duplicated into another list, moved to it, or taken for another card of the state: well
    formed, but not conserved."""
    copy = json.loads(json.dumps(state))
    places = [where for where in card_lists(copy) if where and where[0] not in ("options", "to_act", "seating")]
    if not places:
        return copy
    source, target = at(copy, picker.choice(places)), at(copy, picker.choice(places))
    index = picker.randrange(len(source))
    card, move = source[index], picker.randrange(4)
    if move == 3:
        source[index] = picker.choice(target)
        return copy
    if move != 1:
        del source[index]
    if move != 0:
        target.append(card)
    return copy


# Each side of the ranges the fast paths check: monsters and fruit counts (1-4, 0-4), seats (up to 12), health (99),
# score cards (12), the default deck's cards (110), a mark's value (10**6).
EDGES = [-1, 0, 1, 3, 4, 5, 11, 12, 13, 99, 100, 109, 110, 111, 10**6, 10**6 + 1]


def nudged(state: dict, picker: random.Random) -> dict:
    """A number (a count, a seat, a card, a position in a frame) one above or below what it was, or at the edge of a
    range a fast path checks."""
    copy = json.loads(json.dumps(state))
    numbers = [where for where, value in paths(copy) if where and type(value) is int]
    if numbers:
        where = picker.choice(numbers)
        parent, key = at(copy, where[:-1]), where[-1]
        parent[key] = parent[key] + picker.choice([-1, 1]) if picker.randrange(2) else picker.choice(EDGES)
    return copy


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_id=st.sampled_from(FAST_GAMES), seed=st.integers(0, 10**6))
def test_the_fast_paths_load_and_refuse_exactly_what_the_checked_paths_did(game_id, seed):
    game, picker = GAMES[game_id], random.Random(seed)
    referee = Referee(game)
    corpus = []
    for state, _ in states_of_play(game, seed, picker.choice(["server", "client"]), steps=30):
        corpus.append(state)
        corpus.extend(mutated(state, picker) for _ in range(4))
        corpus.extend(cards_moved(state, picker) for _ in range(4))
        corpus.extend(nudged(state, picker) for _ in range(4))
    fast = [outcome(referee, state) for state in corpus]
    with checked_paths_only():
        checked = [outcome(referee, state) for state in corpus]
    assert fast == checked


@pytest.mark.parametrize("game_id", FAST_GAMES)
def test_the_corpus_reaches_problems_and_every_fast_path(game_id):
    """The mutations above reach `problems` (not only load's refusals), and the unmutated states are read on the
    fast paths (not all sent to the checked ones): otherwise the comparison would prove nothing."""
    game, picker = GAMES[game_id], random.Random(7)
    referee, problems, loaded = Referee(game), 0, 0
    for state, _ in states_of_play(game, 7, "server", steps=30):
        refusal = outcome(referee, cards_moved(state, picker))
        problems += refusal[0] == "refused" and any("card" in problem for problem in refusal[1])
        body = {key: value for key, value in state.items() if key not in ("game", "version", "chance", "rng")}
        if game_id == "paopaosha":
            loaded += paopaosha_state._plain_seats(state["seats"], state["players"], 110) is not None
        elif game_id == "monster-maker-5":
            loaded += monster_maker_5_state._plain_fields(body, state["players"], game.load(body)["_t"]) is not None
        else:
            board = game.load(body).board
            loaded += (monster_run_state._plain_seats(board, state["seats"]) is not None
                       and monster_run_state._plain_pile(state["draw_pile"], monster_run_state.NOTE_INFO) is not None
                       and (not state["fruits"] or monster_run_state._plain_fruits(board, state["fruits"]) is not None))
    assert problems >= 10 and loaded >= 25


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_PPS_legal_moves_prompts_and_labels_from_one_reading_of_the_visible_cards_are_those_of_separate_calls(seed):
    """legal-moves asks PaoPao Sha for prompts and labels at once, the cards a seat sees worked out once for both: the
    same texts as each asked alone (where each works them out itself)."""
    game = GAMES["paopaosha"]
    referee = Referee(game)
    for state, _ in states_of_play(game, seed, random.Random(seed).choice(["server", "client"]), steps=40):
        loaded, _, _ = referee._load(json.loads(json.dumps(state)))
        for seat in game.to_act(loaded):
            moves = game.legal_moves(loaded, seat) if seat != "chance" else []
            deciders = [seat] if type(seat) is int else []
            assert game.prompts_and_labels(loaded, deciders, moves) == \
                (game.prompts(loaded, deciders) if deciders else [], game.labels(loaded, moves))
