"""Monster Run's fast paths of a playout (issue 15) give what the checked code gives: action parsing
(`actions.parse` reads a well-formed action's field types at once, else `_checked_parse`), the play_note listing
(one landing check per card, no sentence written) and the placements' options (found without a reason per refused
position) against the `*_problem` checks of each candidate, and the fruits dumped by name (`state.fruit_names`)
against `_checked_fruit_names`, and the magic cards' conservation (`checks.magic_plainly_conserved`) against
_magic's counts."""
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Referee, RefereeError
from engine.core.json_copy import copy_json
from engine.monster_run import actions, checks, placement, rules
from engine.monster_run.cards import COLOURS, MAGIC_CARDS
from engine.monster_run.state import _checked_fruit_names, fruit_names
from engine.registry import GAMES
from tests.engine.core.test_trusted_load import states_of_play

GAME = GAMES["monster-run"]
ODD_VALUES = [None, True, False, 0, 1, 3, -1, 2.0, "chance", "x", "Q-C4", "to_coda", [], ["Q-C4"], {}]


def _parsed(parse, action):
    try:
        return ("parsed", parse(action))
    except RefereeError as error:
        return ("refused", type(error).__name__, error.rule, str(error), error.detail_zh)


def _actions_near(action: dict, picker: random.Random):
    """The action, and copies with one field set to an odd value, dropped, or one field too many."""
    yield action
    for key in action:
        changed = dict(action)
        changed[key] = picker.choice(ODD_VALUES)
        yield changed
        dropped = dict(action)
        del dropped[key]
        yield dropped
    yield {**action, "extra": 1}


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_MR_13_2_parse_answers_as_the_checked_parse_on_every_action_of_play_and_its_odd_copies(seed):
    picker = random.Random(seed)
    for state, _ in states_of_play(GAME, seed, "client", steps=30):
        loaded = GAME.load({key: value for key, value in state.items()
                            if key not in ("game", "version", "chance", "rng")})
        to_act = GAME.to_act(loaded)
        moves = ([outcome.action for outcome in GAME.chance_outcomes(loaded)] if to_act == ["chance"]
                 else GAME.legal_moves(loaded, to_act[0])) if to_act else []
        for move in moves[:6]:
            for action in _actions_near(move, picker):
                assert _parsed(actions.parse, action) == _parsed(actions._checked_parse, action)


def _note_moves_checked(state, seat, hand):
    """The play_note moves as note_problem allows them, card by card and spell by spell."""
    return [{"type": "play_note", "player": seat, "card": card, "spell": spell}
            for card in hand for spell in ("none", "sharp", "flat")
            if rules.note_problem(state, seat, card, spell)[0] is None]


@pytest.mark.parametrize("seed", range(6))
def test_MR_4_5_the_listing_of_play_note_is_what_note_problem_allows(seed):
    for state, _ in states_of_play(GAME, seed, "server", steps=60):
        loaded = GAME.load({key: value for key, value in state.items()
                            if key not in ("game", "version", "chance", "rng")})
        if loaded.decision in ("TURN_START", "AFTER_MAGIC"):
            seat = loaded.active
            hand = list(dict.fromkeys(loaded.seats[seat].hand))
            for spells in ((True, True), (False, True), (True, False), (False, False)):
                loaded.seats[seat].sharp, loaded.seats[seat].flat = spells
                assert rules._note_moves(loaded, seat, hand) == _note_moves_checked(loaded, seat, hand)


@pytest.mark.parametrize("seed", range(8))
def test_MR_2_2_the_placement_options_are_the_positions_the_problem_checks_allow(seed):
    state = GAME.new_game(4, {"level": 5, "fruit_cells": None})
    picker = random.Random(seed)
    while GAME.to_act(state) == ["chance"] and state.decision.startswith("PLACE_"):
        board = state.board
        columns = board.landable_columns()
        if state.decision == "PLACE_MUD_R":
            assert placement.mud_r_options(state) == _kept(state, [
                c for c in columns if placement.mud_column_problem(state, c, state.mud_l, None) is None
                and placement.mud_rows_options(state, c)], 1)
        if state.decision == "PLACE_MUD_L":
            right = [c for c in columns if placement.mud_column_problem(state, c, None, None) is None
                     and placement.mud_rows_options(state, c)]
            assert placement.mud_l_options(state) == _kept(state, [
                c for c in columns if placement.mud_column_problem(state, c, state.mud_r, placement.MUD_L_ROWS) is None
                and any(other != c for other in right)], 2)
        if state.decision == "PLACE_FRUIT":
            cells = [(c, row) for c in range(1, board.total + 1) for row in range(1, 16)]
            allowed = [cell for cell in cells if placement.fruit_problem(state, *cell) is None]
            assert sorted(placement.fruit_options(state)) == sorted(allowed)
            assert placement.any_fruit_option(state) == bool(allowed)
        GAME.apply(state, picker.choice([outcome.action for outcome in GAME.chance_outcomes(state)]))


def _kept(state, options, needed):
    """What the options functions keep at level 5 while the rest is still to be placed (placement._rest_room)."""
    if state.rest is not None:
        return options
    room = placement._rest_room(state, needed)
    return [c for c in options if room(c)] or options


@pytest.mark.parametrize("seed", range(6))
def test_MR_7_3_the_fruits_dumped_by_name_are_what_cell_name_writes(seed):
    """state.fruit_names (one lookup per fruit on a landable cell) against _checked_fruit_names (cell_name of each),
    on every state of play and on copies with a fruit moved to a cell no monster can stop on."""
    picker = random.Random(seed)
    for state, _ in states_of_play(GAME, seed, "server", steps=40):
        loaded = GAME.load({key: value for key, value in state.items()
                            if key not in ("game", "version", "chance", "rng")})
        board, fruits = loaded.board, dict(loaded.fruits)
        assert fruit_names(board, fruits) == _checked_fruit_names(board, fruits)
        off = [(c, row) for c in range(1, board.total + 1) if not board.landable(c) for row in (1, 15)]
        if off:
            fruits[picker.choice(off)] = picker.choice(COLOURS)
            assert fruit_names(board, fruits) == _checked_fruit_names(board, fruits)
            assert list(fruit_names(board, fruits)) == list(_checked_fruit_names(board, fruits))


def _magic_sentences(state) -> list[str]:
    found: list[str] = []
    checks._magic(state, found)
    return found


@pytest.mark.parametrize("seed", range(6))
def test_MR_9_8_magic_plainly_conserved_says_what_the_counted_magic_check_says(seed, monkeypatch):
    """checks.magic_plainly_conserved (sorted lists) against _magic's Counter check alone, on every state of a
    level-5 game and on copies with a magic card added, dropped or renamed somewhere."""
    picker = random.Random(seed)
    referee = Referee(GAME)
    state, _ = referee.setup(picker.randint(2, 4), {"level": 5}, seed=seed)
    for _ in range(60):
        loaded = GAME.load({key: value for key, value in state.items()
                            if key not in ("game", "version", "chance", "rng")})
        variants = [loaded]
        for _ in range(3):
            changed = GAME.load({key: value for key, value in state.items()
                                 if key not in ("game", "version", "chance", "rng")})
            where = picker.choice(["mdeck", "mdiscard", "magic"])
            card = picker.choice(sorted(MAGIC_CARDS))
            if where == "mdeck":
                count = changed.mdeck.get(card, 0)
                changed.mdeck[card] = count + picker.choice([1, -1 if count > 1 else 1])
            elif where == "mdiscard":
                changed.mdiscard.append(card) if picker.randrange(2) or not changed.mdiscard else changed.mdiscard.pop()
            else:
                seat = picker.choice(changed.seats)
                seat.magic.append(card) if picker.randrange(2) or not seat.magic else seat.magic.pop()
            variants.append(changed)
        for variant in variants:
            fast = _magic_sentences(variant)
            with monkeypatch.context() as patched:
                patched.setattr(checks, "magic_plainly_conserved", lambda state: False)
                assert fast == _magic_sentences(variant)
        moves = referee.legal_moves(state)["moves"]
        if not moves:
            break
        state, _ = referee.apply(state, picker.choice(moves))


def _fruit_placed_last(state) -> bool:
    """The checked code fruits_plainly_placed mirrors: fruit_problem of each fruit as if it were placed last."""
    placed = True
    for (c, row), colour in list(state.fruits.items()):
        del state.fruits[(c, row)]
        placed = placed and placement.fruit_problem(state, c, row) is None
        state.fruits[(c, row)] = colour
    return placed


@pytest.mark.parametrize("seed", range(6))
def test_MR_7_3_fruits_plainly_placed_is_fruit_problem_of_each_fruit(seed):
    """checks.fruits_plainly_placed (the fruits' cells within placement.markers_free_cells, kept per board and
    markers) against fruit_problem of each fruit, on every state of a level-5 game and on copies with a fruit moved
    to any cell of the board (in the mud, in the rest, a column no monster can stop on, another fruit's row)."""
    picker = random.Random(seed)
    referee = Referee(GAME)
    board = picker.choice([{}, {"board": "3/4", "measures": 6}, {"board": "6/8", "measures": 8}])
    state, _ = referee.setup(picker.randint(2, 4), {"level": 5, **board}, seed=seed)
    for _ in range(40):
        loaded = GAME.load({key: value for key, value in state.items()
                            if key not in ("game", "version", "chance", "rng")})
        board = loaded.board
        assert checks.fruits_plainly_placed(loaded) == _fruit_placed_last(loaded)
        for _ in range(4):
            if loaded.fruits:
                del loaded.fruits[picker.choice(sorted(loaded.fruits))]
            loaded.fruits[(picker.randint(1, board.total), picker.randint(1, 15))] = picker.choice(COLOURS)
            assert checks.fruits_plainly_placed(loaded) == _fruit_placed_last(loaded)
        moves = referee.legal_moves(state)["moves"]
        if not moves:
            break
        state, _ = referee.apply(state, picker.choice(moves))


def test_MR_2_5_the_dumped_options_are_a_copy_of_the_kept_options():
    """state._options_copy (only the options holding a list or an object copied) against copy_json: the same value,
    in the same order, sharing no list or object with the options kept for the next state."""
    referee = Referee(GAME)
    options = {"level": 5, "magic_deck": ["to_coda", "fermata"], "fruit_cells": None,
               "mud": {"L": "m1b2", "R": "m2b4", "R_rows": "low"}}
    state, _ = referee.setup(3, options, seed=1)
    body = {key: value for key, value in state.items() if key not in ("game", "version", "chance", "rng")}
    loaded = GAME.load(body)
    dumped = GAME.dump(loaded)["options"]
    assert dumped == copy_json(loaded.options)
    assert list(dumped) == list(loaded.options)
    for key, value in dumped.items():
        if isinstance(value, (list, dict)):
            assert value is not loaded.options[key]
            dumped[key] = None
    assert GAME.load(body).options == body["options"]
