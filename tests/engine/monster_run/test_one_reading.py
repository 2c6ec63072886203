"""Monster Run's open-state fast paths of session 24 (issue 15) held to the slower reference each replaces: the seats
read a seat at a time in one expression each (`state._plain_seats`) against `_checked_seat`, the
note cards counted into a plain dict (`checks.note_counts`) against the Counter of `_cards`, the kept options copied
by each option's own copier (`bounds.containers_of`) against copy_json, the positions named by one lookup
(`Board.position_names`) against `Board.pos_name`, the markers' sentences kept per board and markers against those
written anew, and the piles and fruits read in a loop against the checked readers. Edited and hypothesis-generated
states included."""
import json
import random
from collections import Counter
from itertools import chain

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import InvalidState, Referee
from engine.core.json_copy import copy_json
from engine.monster_run import checks, state as state_module
from engine.monster_run.board import board_from_signature
from engine.monster_run.bounds import containers_of
from engine.monster_run.cards import COLOURS, NOTE_DECK
from engine.monster_run.state import SEAT_KEYS, Seat, _plain_seats
from engine.registry import GAMES
from tests.engine.core.test_trusted_load import states_of_play

GAME = GAMES["monster-run"]
ENVELOPE = ("game", "version", "chance", "rng")
ODD_VALUES = [None, True, False, 0, 1, 4, 5, -1, 2.0, "x", "BL0", "m1b1", "C4", "Q-C4", "H-C9", "to_coda", "red",
              [], ["Q-C4"], [["Q-C4"]], {}, {"red": 0}]


def _body(state: dict) -> dict:
    return {key: value for key, value in state.items() if key not in ENVELOPE}


def _fields(seat: Seat) -> tuple:
    """The seat's fields, its fruits in their order (a dump writes them in it)."""
    return tuple(list(seat.fruits.items()) if slot == "fruits" else getattr(seat, slot) for slot in Seat.__slots__)


def _checked_seats(board, seats):
    """What load reads without the fast path: each seat by _checked_seat, or the refusal it names."""
    try:
        return [_fields(state_module._checked_seat(board, raw, index)) for index, raw in enumerate(seats)]
    except state_module._Bad as error:
        return str(error)


def _edited_seats(seats: list, picker: random.Random) -> list:
    """A copy of the seats with one change: a field set to an odd value, dropped, or one too many; the fields or the
    fruits' colours in another order; a seat made a list; a card added that may be unknown or unhashable."""
    seats = json.loads(json.dumps(seats))
    index = picker.randrange(len(seats))
    seat, change = seats[index], picker.randrange(7)
    if change == 0:
        seat[picker.choice(SEAT_KEYS)] = picker.choice(ODD_VALUES)
    elif change == 1:
        del seat[picker.choice(SEAT_KEYS)]
    elif change == 2:
        seat["extra"] = 1
    elif change == 3:
        keys = list(seat)
        picker.shuffle(keys)
        seats[index] = {key: seat[key] for key in keys}
    elif change == 4:
        colours = list(COLOURS)
        picker.shuffle(colours)
        seat["fruits"] = {colour: seat["fruits"][colour] for colour in colours}
        seat["fruits"][picker.choice(colours)] = picker.choice([0, 4, 5, -1, True, 1.0])
    elif change == 5:
        seats[index] = list(seat)
    else:
        seat[picker.choice(["hand", "magic"])].append(picker.choice(ODD_VALUES))
    return seats


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_MR_1_11_plain_seats_are_the_checked_seats_of_play_and_of_edited_seats(seed):
    picker = random.Random(seed)
    plain = 0
    for state, _ in states_of_play(GAME, seed, picker.choice(["server", "client"]), steps=30):
        board = GAME.load(_body(state)).board
        for seats in [state["seats"]] + [_edited_seats(state["seats"], picker) for _ in range(6)]:
            fast = _plain_seats(board, seats)
            if fast is not None:
                plain += 1
                assert [_fields(seat) for seat in fast] == _checked_seats(board, seats)
                assert all(seat.hand is not raw["hand"] and seat.magic is not raw["magic"]
                           and seat.fruits is not raw["fruits"] for seat, raw in zip(fast, seats))
    assert plain            # the states of play themselves take the fast path


def test_MR_1_11_seats_and_fruits_in_another_order_load_as_the_checked_path_loads_them():
    """A seat's fields and its fruits' colours in any order: the fruits read back in COLOURS order (dump writes
    them so), as _checked_seat reads them."""
    state = states_of_play(GAME, 3, "server", steps=1).__next__()[0]
    board = GAME.load(_body(state)).board
    seats = json.loads(json.dumps(state["seats"]))
    seats[0] = dict(reversed(seats[0].items()))
    seats[1]["fruits"] = dict(reversed(seats[1]["fruits"].items()))
    seats[1]["fruits"]["yellow"] = 2
    assert [_fields(seat) for seat in _plain_seats(board, seats)] == _checked_seats(board, seats)
    assert list(_plain_seats(board, seats)[1].fruits) == list(COLOURS)


def _counter_counts(loaded) -> Counter:
    counts = Counter(loaded.draw)
    counts.update(chain(loaded.discard, *[seat.hand for seat in loaded.seats]))
    return counts


def _cards_moved(loaded, picker: random.Random) -> None:
    lists = [loaded.discard] + [seat.hand for seat in loaded.seats]
    source, target = picker.choice(lists), picker.choice(lists)
    move = picker.randrange(4)
    if move == 0 and source:
        source.pop(picker.randrange(len(source)))
    elif move == 1 and source:
        target.append(picker.choice(source))
    elif move == 2:
        card = picker.choice(sorted(NOTE_DECK))
        loaded.draw[card] = loaded.draw.get(card, 0) + 1
    elif source:
        source[picker.randrange(len(source))] = picker.choice(sorted(NOTE_DECK))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_MR_1_3_note_counts_are_the_counter_of_the_card_sentences_on_play_and_on_cards_moved(seed):
    picker = random.Random(seed)
    for state, _ in states_of_play(GAME, seed, "server", steps=30):
        loaded = GAME.load(_body(state))
        for _ in range(4):
            counts = checks.note_counts(loaded)
            assert counts == dict(_counter_counts(loaded))
            assert checks.same_counts(counts, NOTE_DECK) == (_counter_counts(loaded) == Counter(NOTE_DECK))
            found = []
            checks._cards(loaded, found)
            assert (found == []) == (_counter_counts(loaded) == Counter(NOTE_DECK))
            _cards_moved(loaded, picker)


OPTIONS_OF_EVERY_SHAPE = [
    {"level": 5, "magic_deck": ["to_coda", "fermata"], "mud": {"L": "m1b2", "R": "m2b4", "R_rows": "low"},
     "repeat_bar_lines": {"start": "BL1", "end": "BL3"}, "rest": "m7b1"},
    {"level": 2, "fruit_cells": [{"cell": "m2b1/C5", "colour": "red"}, {"cell": "m3b2/E4", "colour": "green"}],
     "hands": [["Q-C4", "H-D4", "DH-E4"], ["Q-F4", "H-G4", "DH-A4"]], "magic_deck": []},
    {"level": 1, "board": "6/8", "measures": 9, "seat_order": [1, 0], "monsters": [3, 1],
     "board_fruits": {"red": 1, "green": 0, "yellow": 4}},
]


def test_MR_2_5_each_kept_option_is_copied_by_its_copier_as_copy_json_copies_it():
    referee = Referee(GAME)
    for options in OPTIONS_OF_EVERY_SHAPE:
        state, _ = referee.setup(2, options, seed=1)
        body = _body(state)
        loaded = GAME.load(body)
        assert [key for key, _ in loaded.options_containers] == [
            key for key, value in loaded.options.items() if isinstance(value, (list, dict))]
        assert containers_of(loaded.options) == loaded.options_containers
        dumped = GAME.dump(loaded)["options"]
        assert json.dumps(dumped) == json.dumps(copy_json(loaded.options))
        for key, value in dumped.items():          # nothing shared with the kept options, at any depth
            kept = loaded.options[key]
            if isinstance(value, (list, dict)):
                assert value is not kept
                for inner, kept_inner in zip(value.values() if isinstance(value, dict) else value,
                                             kept.values() if isinstance(kept, dict) else kept):
                    assert not isinstance(inner, (list, dict)) or inner is not kept_inner
        assert GAME.load(body).options == body["options"]


def test_MR_1_9_each_position_named_in_one_lookup_is_named_as_pos_name_names_it():
    for signature, measures in (("4/4", 8), ("3/4", 10), ("6/8", 9), ("2/4", 24), ("12/8", 4)):
        board, _, _ = board_from_signature(signature, measures)
        assert board.position_names == {p: board.pos_name(p) for p in board.positions.values()}
        assert sorted(board.position_names) == sorted(board.positions.values())
        for p in range(1, board.finish + 1):
            if p in board.position_names:
                assert board.parse_pos(board.position_names[p]) == p


def test_MR_13_2_a_state_with_reordered_seat_fields_answers_as_the_state_itself():
    referee = Referee(GAME)
    for state, move in states_of_play(GAME, 11, "server", steps=20):
        if move is None:
            break
        reordered = json.loads(json.dumps(state))
        reordered["seats"] = [dict(reversed(seat.items())) for seat in reordered["seats"]]
        assert json.dumps(referee.apply(reordered, move)) == json.dumps(referee.apply(state, move))
        assert json.dumps(referee.legal_moves(reordered)) == json.dumps(referee.legal_moves(state))


def test_MR_1_11_a_seat_that_is_no_object_is_refused_by_its_place():
    state = states_of_play(GAME, 5, "server", steps=1).__next__()[0]
    body = _body(state)
    body["seats"] = [list(body["seats"][0])] + body["seats"][1:]
    try:
        GAME.load(body)
    except InvalidState as error:
        assert str(error) == "seats[0] must be an object"
    else:
        raise AssertionError("a seat that is a list loaded")


def _markers_edited(loaded, picker: random.Random, change: int | None = None) -> None:
    """One marker of the loaded state moved (anywhere on the board, fitting or not), dropped, or a fruit put into
    the rest's or the mud's columns: what the kept marker sentences must not answer for another state."""
    board, change = loaded.board, picker.randrange(7) if change is None else change
    column = picker.randint(1, board.total)
    if change == 0:
        loaded.rest = picker.choice([None, column])
    elif change == 1:
        loaded.coda = picker.choice([None, picker.randint(0, board.measures)])
    elif change == 2:
        loaded.repeats = picker.choice([None, tuple(sorted(picker.sample(range(board.measures + 1), 2)))])
    elif change == 3:
        loaded.mud_l, loaded.mud_r = picker.choice([None, column]), picker.choice([None, loaded.mud_l, column])
    elif change == 4:
        loaded.mud_rows = picker.choice([None, "low", "high"])
    elif change == 5 and loaded.fruits:
        del loaded.fruits[picker.choice(sorted(loaded.fruits))]
    else:
        near = picker.choice([loaded.rest, loaded.mud_l, loaded.mud_r, column])
        if near is not None:
            loaded.fruits[(near, picker.randint(1, 15))] = picker.choice(COLOURS)


class _NothingKept:
    """A memo that keeps nothing: every marker sentence written anew."""

    def get(self, key):
        return None

    def put(self, key, value) -> None:
        pass


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_MR_12_5_kept_marker_sentences_are_those_of_each_state_with_markers_and_fruits_moved(seed):
    """`_markers` keeps the markers' sentences per board and markers where no fruit lies off the free cells (so none
    in the rest): every problem list is the one written without them (each fruit asked of fruit_problem, the
    markers' sentences written anew)."""
    picker = random.Random(seed)
    corpus = []
    for state, _ in states_of_play(GAME, seed, "server", steps=40):
        corpus.append(GAME.load(_body(state)))
        fruit_moved = GAME.load(_body(state))       # the same markers as the state itself, a fruit in their way
        _markers_edited(fruit_moved, picker, change=6)
        corpus.append(fruit_moved)
        for _ in range(3):
            loaded = GAME.load(_body(state))
            for _ in range(picker.randint(1, 3)):
                _markers_edited(loaded, picker)
            corpus.append(loaded)
    picker.shuffle(corpus)
    kept = [checks.problems(loaded) for loaded in corpus]
    original = checks.fruits_plainly_placed, checks._MARKER_SENTENCES
    checks.fruits_plainly_placed, checks._MARKER_SENTENCES = lambda state: False, _NothingKept()
    try:
        written = [checks.problems(loaded) for loaded in corpus]
    finally:
        checks.fruits_plainly_placed, checks._MARKER_SENTENCES = original
    assert kept == written
    assert any(kept)


def _read(reader, *args):
    """What a reader of load gives: the value read (its entries in their order), or the refusal it names."""
    try:
        value = reader(*args)
    except state_module._Bad as error:
        return str(error)
    return None if value is None else list(value.items())


PILE_ODD = [0, 1, 4, -1, True, 2.0, "1", None, [1]]
CELL_ODD = ["m1b1/C4", "m1b1/C7", "m99b1/C4", "BL1", "x", "m1b1/C4 "]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6))
def test_MR_1_3_plain_piles_and_fruits_read_what_the_checked_readers_read(seed):
    """`_plain_pile` (a card pile's counts) and `_plain_fruits` (the board's fruits) against _checked_pile and
    _checked_fruits, on the piles and fruits of play and on copies with an entry changed, added or dropped: where the
    plain reader reads, the same map in the same order; elsewhere the checked reader reads or refuses."""
    picker = random.Random(seed)
    for state, _ in states_of_play(GAME, seed, "server", steps=30):
        board = GAME.load(_body(state)).board
        for _ in range(4):
            pile, fruits = dict(state["draw_pile"]), dict(state["fruits"])
            if pile and picker.randrange(2):
                pile[picker.choice(list(pile))] = picker.choice(PILE_ODD)
            else:
                pile[picker.choice(["Q-C4", "H-C9", "to_coda", "x"])] = picker.choice(PILE_ODD)
            if fruits and picker.randrange(2):
                fruits[picker.choice(list(fruits))] = picker.choice(["red", "blue", None, ["red"], 1])
            elif picker.randrange(2):
                fruits[picker.choice(CELL_ODD)] = picker.choice(COLOURS)
            elif fruits:
                del fruits[picker.choice(list(fruits))]
            for value in (state["draw_pile"], pile):
                plain = _read(state_module._plain_pile, value, state_module.NOTE_INFO)
                assert plain in (None, [], _read(state_module._checked_pile, value, "draw_pile",
                                                 state_module.NOTE_INFO))
                assert plain or value is pile or not state["draw_pile"]
            for value in (state["fruits"], fruits):
                plain = _read(state_module._plain_fruits, board, value)
                assert plain in (None, [], _read(state_module._checked_fruits, board, value))
