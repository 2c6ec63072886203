"""The slap game's fast paths of open requests (issue 15): labels written once per process (SLAP-10.1's prompts and
labels), a stack's fields compared at once, card lists bounded by their lengths, the slap window's seats found
without listing to_act (SLAP-8.1, SLAP-8.2), and a slap window's moves, prompts and labels copied from tables made
once per window shape (rules.window_moves, prompts._window_prompts, prompts._window_labels). Each must give exactly what the checked path gives, on states of play,
mutated states, and moves of shapes no rule lists."""
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, Referee
from engine.core.game import same_json
from engine.monster_run_slap import bounds, checks, prompts, rules, state as state_module
from engine.registry import GAMES
from tests.engine.core.test_fast_checks import cards_moved, nudged
from tests.engine.core.test_one_walk_load import mutated, outcome
from tests.engine.core.test_trusted_load import states_of_play
from tests.support.checked_paths import replaced

GAME = GAMES["monster-run-slap"]
REFEREE = Referee(GAME)

# Each fast path, and what takes the checked path in its place.
CHECKED_PATHS = [
    (state_module, "_KEY_SETS", {keys: frozenset({None}) for keys in state_module._KEY_SETS}),
    (bounds, "_SHAPES_WITHIN", False),
    (rules, "_waits_for", lambda state, player: player in rules.to_act(state)),
    (prompts, "_label_of", prompts._label),
    (rules, "window_moves", rules.listed_window_moves),
    (prompts, "_window_prompts", prompts._prompts),
    (prompts, "_window_labels", lambda state, seats, moves: None),
    (state_module, "counted_faces", lambda stacks, centre: None),
    (checks, "_waits_as_given", same_json),
    (state_module, "_as_kept", lambda options, in_force, keys: False),
    (checks, "_copies_beyond_deck", checks._copies_beyond),
]


def checked_paths_only():
    return replaced(CHECKED_PATHS)


def answers(state: dict) -> list:
    """legal-moves for everyone and for each seat, with labels and prompts, or the refusal."""
    found = []
    for player in (None, 0, 1, 2, 3, CHANCE, True, 1.0):
        try:
            found.append(REFEREE.legal_moves(state, player))
        except Exception as error:          # noqa: BLE001 - the refusal itself is compared
            found.append((type(error).__name__, str(error)))
    return found


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), chance=st.sampled_from(["server", "client"]))
def test_SLAP_10_1_the_fast_paths_load_refuse_and_label_exactly_as_the_checked_paths(seed, chance):
    picker = random.Random(seed)
    corpus = []
    for state, _ in states_of_play(GAME, seed, chance, steps=30):
        corpus.append(state)
        corpus.extend(mutated(state, picker) for _ in range(3))
        corpus.extend(cards_moved(state, picker) for _ in range(3))
        corpus.extend(nudged(state, picker) for _ in range(3))
    fast = [(outcome(REFEREE, state), answers(state)) for state in corpus]
    with checked_paths_only():
        checked = [(outcome(REFEREE, state), answers(state)) for state in corpus]
    assert fast == checked


@pytest.mark.parametrize("move", [
    {"type": "report_slaps", "player": 0, "order": [True, 0]},
    {"type": "report_slaps", "player": 0, "order": [1.0]},
    {"type": "report_slaps", "player": 0, "order": [[1]]},
    {"type": "report_slaps", "player": 0, "order": [4, 5]},
    {"type": "report_slaps", "player": 0, "order": (1, 0)},
    {"type": "flip", "player": 0, "call": "Xx"},
    {"type": "flip", "player": 0, "call": ["Do"]},
    {"type": "reveal_card", "player": CHANCE, "card": "Q-C3"},
    {"type": "choose_first_player", "player": CHANCE, "seat": True},
])
def test_SLAP_8_1_a_move_of_a_shape_no_rule_lists_is_labelled_by_the_checked_path(move):
    def labelled(label):
        try:
            return label()
        except KeyError as error:           # an unknown card has no sentence, on either path
            return repr(error)
    assert labelled(lambda: prompts.labels(None, [move])) == labelled(lambda: [prompts._label(move)])


def test_SLAP_8_1_every_listed_move_has_its_label_written_once_and_each_answer_its_own_texts():
    moves = [{"type": "report_slaps", "player": 0, "order": list(order)} for order in rules.report_orders(4)]
    moves += [{"type": kind, "player": 1} for kind in ("slap", "no_slap")]
    moves += [{"type": "flip", "player": 0, "call": call} for call in (None, "Do", "Si")]
    moves += [{"type": "reveal_card", "player": CHANCE, "card": card} for card in ("Q-C4", "DH-C6")]
    first, second = prompts.labels(None, moves), prompts.labels(None, moves)
    assert first == [prompts._label(move) for move in moves] == second
    everyone = [move.get("order") for move in moves].index([0, 1, 2, 3])
    assert first[everyone] == {"en": "Report the slaps in order: Seat 0, Seat 1, Seat 2, Seat 3",
                          "zh": "回報拍牌順序：0號位、1號位、2號位、3號位"}
    assert all(mine is not theirs for mine, theirs in zip(first, second))


def test_SLAP_8_1_a_window_labelled_from_its_table_only_for_its_own_moves():
    state = REFEREE._load(next(state for state, _ in states_of_play(GAME, 3, "server", steps=200)
                               if state["phase"] == "slap" and not state["slapped"] and not state["passed"]))[0]
    seats = rules.to_act(state)
    listed = [move for seat in seats for move in GAME.legal_moves(state, seat)]
    crafted = [{**move, "order": [True if seat == 1 else seat for seat in move["order"]]}
               if move["type"] == "report_slaps" else move for move in listed]
    equal_orders = [{**move, "order": list(move["order"])} if "order" in move else move for move in listed]
    for moves in (listed, crafted, equal_orders, listed[:-1], [*listed[:-1], {"type": "slap"}], [{}] + listed[1:]):
        def labelled(labels):
            try:
                return labels()
            except KeyError as error:
                return repr(error)
        fast = labelled(lambda: GAME.prompts_and_labels(state, seats, moves)[1])
        assert fast == labelled(lambda: prompts.labels(state, moves))
    assert prompts._window_labels(state, seats, listed) is not None
    assert prompts._window_labels(state, seats, crafted) is None
    assert prompts._window_labels(state, seats, equal_orders) is None


def test_SLAP_8_2_a_window_nobody_answered_waits_for_every_seat_as_the_report_tells():
    for seed in range(3):
        for state, _ in states_of_play(GAME, seed, "server", steps=150):
            loaded = REFEREE._load(state)[0]
            answered = set(loaded.slapped) | set(loaded.passed)
            if loaded.phase == "slap":
                assert rules.to_act(loaded) == [seat for seat in range(loaded.players) if seat not in answered]


def test_SLAP_3_1_a_to_act_equal_only_with_other_types_is_refused_as_the_checked_path_refuses_it():
    corpus = []
    for state, _ in states_of_play(GAME, 5, "client", steps=60):
        seats = state["to_act"]
        corpus.append(state)
        corpus.append({**state, "to_act": [float(seat) if type(seat) is int else seat for seat in seats]})
        corpus.append({**state, "to_act": [seat == 1 if seat in (0, 1) else seat for seat in seats]})
        corpus.append({**state, "to_act": seats[::-1]})
    fast = [outcome(REFEREE, state) for state in corpus]
    with checked_paths_only():
        assert fast == [outcome(REFEREE, state) for state in corpus]
    assert {found[0] for found in fast} == {"loaded", "refused"}
