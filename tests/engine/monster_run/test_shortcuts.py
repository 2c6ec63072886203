"""The shortcuts the playout path takes (issue 15) give exactly what the rules' own checks and lists give.

- A server draw (Game.draw_chance) picks the outcome that walking chance_outcomes by weight picks, from the
  same generator numbers (MR-14.2), without listing every card or cell.
- The play_note moves listed are the (card, spell) pairs note_problem allows (MR-4.5), checked once per card.
- Random fruit cells are the cells fruit_problem allows (MR-7.3); random mud L columns are those that leave
  mud R a column (MR-11.2).
"""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE, Game, InvalidSetup
from engine.core.rng import Rng
from engine.monster_run import GAME, placement
from engine.monster_run.cards import PITCHES, SPELLS
from engine.monster_run.rules import MAIN, note_problem
from engine.monster_run.table import possible_notes

BOARDS = st.sampled_from([("4/4", 8), ("3/4", 10), ("6/8", 6), ("2/4", 12), ("12/8", 4), ("5/4", 24)])
ROWS = range(1, len(PITCHES) + 1)
SETTINGS = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _new_game(players: int, level: int, board: tuple[str, int], options: dict | None = None):
    """A fresh game, or None when the random layout leaves a placement no room (MR-2.5)."""
    side, measures = board
    try:
        return GAME.new_game(players, {"level": level, "board": side, "measures": measures, "round_limit": 8,
                                       **(options or {})})
    except InvalidSetup:
        return None


def _listed_draw(state, rng_state: int):
    """What the Referee drew before issue 15: Game.draw_chance's walk over chance_outcomes."""
    rng = Rng(rng_state)
    return Game.draw_chance(GAME, state, rng), rng.state


def _random_game(players: int, level: int, board: tuple[str, int], seed: int):
    """Yields each state of a seeded random game, and its generator, before the next action is taken."""
    state, rng, pick = _new_game(players, level, board), Rng.from_seed(seed), random.Random(seed)
    while state is not None and GAME.result(state) is None:
        yield state, rng
        to_act = GAME.to_act(state)
        if to_act == [CHANCE]:
            GAME.apply(state, GAME.draw_chance(state, rng))
        else:
            GAME.apply(state, pick.choice(GAME.legal_moves(state, to_act[0])))


@SETTINGS
@given(seed=st.integers(0, 2**32), level=st.integers(1, 5), board=BOARDS, players=st.integers(2, 4))
def test_MR_14_2_a_server_draw_is_the_listed_outcome_the_same_number_picks(seed, level, board, players):
    for state, rng in _random_game(players, level, board, seed):
        if GAME.to_act(state) == [CHANCE]:
            copy = Rng(rng.state)
            assert (GAME.draw_chance(state, copy), copy.state) == _listed_draw(state, rng.state)


class _Fixed:
    """A generator stand-in that answers `below(total)` with a chosen number (and checks the total)."""

    def __init__(self, number: int, total: int):
        self.number, self.total = number, total

    def below(self, bound: int) -> int:
        assert bound == self.total
        return self.number


def test_MR_14_2_a_draw_walks_the_cards_in_their_listed_order():
    state = _new_game(2, 1, ("4/4", 8), {"first_player": 0, "fruit_cells": []})
    outcomes = GAME.chance_outcomes(state)
    weights = [outcome.weight for outcome in outcomes]
    # A generator whose next number is k: the last copy of each card kind and the first of the next.
    for index in (0, 1, len(outcomes) - 1):
        for number in (sum(weights[:index]), sum(weights[:index + 1]) - 1):
            assert GAME.draw_chance(state, _Fixed(number, sum(weights))) == outcomes[index].action


@SETTINGS
@given(seed=st.integers(0, 2**32), level=st.integers(1, 5), board=BOARDS, players=st.integers(2, 4))
def test_MR_4_5_the_listed_note_plays_are_those_note_problem_allows(seed, level, board, players):
    for state, _rng in _random_game(players, level, board, seed):
        to_act = GAME.to_act(state)
        if to_act == [CHANCE]:
            continue
        seat = to_act[0]
        listed = [(move["card"], move["spell"]) for move in GAME.legal_moves(state, seat)
                  if move["type"] == "play_note"]
        if state.decision in MAIN:                       # the turn's main action (MR-13.4)
            allowed = [(card, spell) for card in possible_notes(state, seat) for spell in SPELLS
                       if note_problem(state, seat, card, spell)[0] is None]
            assert listed == allowed
        else:
            assert listed == []


@SETTINGS
@given(seed=st.integers(0, 2**32), level=st.integers(4, 5), board=BOARDS, players=st.integers(2, 4))
def test_MR_7_3_random_fruit_cells_are_the_cells_fruit_problem_allows(seed, level, board, players):
    state, rng = _new_game(players, level, board), Rng.from_seed(seed)
    while state is not None and state.decision.startswith("PLACE_"):       # the setup's placements
        if state.decision == "PLACE_FRUIT":
            allowed = [(c, row) for c in range(1, state.board.total + 1) for row in ROWS
                       if placement.fruit_problem(state, c, row) is None]
            assert placement.fruit_options(state) == allowed
        GAME.apply(state, GAME.draw_chance(state, rng))


@SETTINGS
@given(seed=st.integers(0, 2**32), board=BOARDS, fruit_count=st.integers(0, 40))
def test_MR_11_2_random_mud_L_columns_leave_mud_R_a_column(seed, board, fruit_count):
    state, rng, pick = _new_game(2, 4, board), Rng.from_seed(seed), random.Random(seed)
    while state is not None and state.decision != "PLACE_MUD_L":
        GAME.apply(state, GAME.draw_chance(state, rng))
    if state is None:
        return
    # Fruits already on the board (as explicit fruit_cells would put them) rule out mud rows and columns.
    cells = list(state.board.landable_cells())
    for cell in pick.sample(cells, min(fruit_count, len(cells))):
        state.fruits[cell] = "red"
    columns = state.board.landable_columns()

    def leaves_r(left: int) -> bool:
        return any(placement.mud_column_problem(state, right, left, None) is None
                   and placement.mud_rows_options(state, right) for right in columns)
    expected = [c for c in columns
                if placement.mud_column_problem(state, c, state.mud_r, placement.MUD_L_ROWS) is None and leaves_r(c)]
    assert placement.mud_l_options(state) == expected
