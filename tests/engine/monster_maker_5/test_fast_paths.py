"""Monster Maker 5's open-state fast paths (issue 15, session 23) must answer exactly what the checked code they stand
in for answers, on states of seeded random games (2 to 8 seats, battles, thieves) edited at random where the fast
path reads them.

- bounds.loaded_within_bounds mirrors bounds.loaded_within_bounds_checked (the generic size walk of the fields load
  bounds once it read them): every field but the envelope, to_act, result, options and table, the battle and thief
  among them, so a state must load or be refused as the three walks did (size walk, load, problems).
- state._conserved mirrors state._zone_problems (every card once, each zone in canonical order).
- state.load's default options mirror state._options_and_table (the options' check, OptionsMemo's function).
- state._plain_fields, reading a seat's fields by their count, mirrors _checked_fields on a seat with one renamed.
(tests/engine/core/test_fast_checks.py runs the corpus of every game with _plain_fields and _plain_battle off.)"""
from __future__ import annotations

import json
import random

import pytest

from engine.core import Referee
from engine.monster_maker_5 import bounds
from engine.registry import GAMES
from tests.engine.core.test_one_walk_load import REPLACEMENTS, ThreeWalkReferee, outcome, paths

GAME = GAMES["monster-maker-5"]


def states_with_battles(seed: int, steps: int = 120):
    """The states of one seeded random game of 2 to 8 seats, through the Referee in server mode."""
    referee, picker = Referee(GAME), random.Random(seed)
    state, _ = referee.setup(picker.randint(2, 8), seed=seed)
    for _ in range(steps):
        moves = referee.legal_moves(state)["moves"]
        if not moves:
            return
        yield state
        state, _ = referee.apply(state, picker.choice(moves))


def edited_where_bounded_once_loaded(state: dict, picker: random.Random) -> dict:
    """A copy with one value of a field bounded once loaded replaced, or one of its lists grown (to its bound, one
    past it, or far past it)."""
    copy = json.loads(json.dumps(state))
    where, value = picker.choice([place for place in paths(copy)
                                  if place[0] and place[0][0] in bounds.BOUNDED_ONCE_LOADED])
    parent = copy
    for key in where[:-1]:
        parent = parent[key]
    if isinstance(value, list) and picker.randrange(2):
        value.extend((value[-1:] or [0]) * picker.choice([1, 5, 6, 7, 60, 200, 441]))
    else:
        parent[where[-1]] = json.loads(json.dumps(picker.choice(REPLACEMENTS + [[0] * 9, [0] * 8, [0, 1] * 5])))
    return copy


@pytest.mark.parametrize("seed", range(6))
def test_MM_the_fields_bounded_once_loaded_refuse_exactly_what_the_size_walk_refused(seed):
    picker = random.Random(seed)
    one, three = Referee(GAME), ThreeWalkReferee(GAME)
    battles = 0
    for state in states_with_battles(seed):
        battles += state["battle"] is not None
        assert outcome(one, state) == outcome(three, state)
        for _ in range(6):
            edited = edited_where_bounded_once_loaded(state, picker)
            assert outcome(one, edited) == outcome(three, edited)
    assert battles >= 10


def test_MM_a_battle_helped_by_more_seats_than_its_bound_is_refused_by_the_bound():
    """Load reads up to 64 helping seats (repeats are problems' to name); the size bound allows 8."""
    state = next(state for seed in range(20) for state in states_with_battles(seed) if state["battle"] is not None)
    limit = GAME.state_bounds.entries_at("battle.helped")
    for count in (limit, limit + 1):
        edited = json.loads(json.dumps(state))
        edited["battle"]["helped"] = [0] * count
        refusal = outcome(Referee(GAME), edited)
        assert refusal == outcome(ThreeWalkReferee(GAME), edited)
        over = f"battle.helped in the state holds {count} entries; at most {limit} are allowed"
        assert (over in refusal[1]) == (count > limit)


def test_the_bounds_load_fixes_hold_once_per_process():
    """Otherwise every state would take the checked path (correct, but the size walk of every field again)."""
    assert bounds._LOADED_WITHIN


def zones_edited(state: dict, picker: random.Random) -> dict:
    """A copy with two neighbouring cards of a zone swapped, a card moved or copied to another zone (at a random place),
    or a card dropped."""
    copy = json.loads(json.dumps(state))
    zones = [copy["deck"], copy["discard"], copy["dungeon"]["prisoners"], copy["dungeon"]["guards"],
             *(seat[name] for seat in copy["seats"] for name in ("hand", "field"))]
    source, target = picker.choice([zone for zone in zones if zone]), picker.choice(zones)
    index, edit = picker.randrange(len(source)), picker.randrange(4)
    if edit == 0 and len(source) > 1:
        other = min(index + 1, len(source) - 1) if index < len(source) - 1 else index - 1
        source[index], source[other] = source[other], source[index]
    elif edit == 3:
        del source[index]
    else:
        card = source[index] if edit == 2 else source.pop(index)
        target.insert(picker.randrange(len(target) + 1), card)
    return copy


@pytest.mark.parametrize("seed", range(4))
def test_MM_problems_zones_in_canonical_order_at_C_speed_as_the_card_by_card_walk(seed):
    """state._conserved mirrors state._zone_problems (MM-1.9 canonical order, every card once): it says yes exactly
    where the walk has nothing to say."""
    from engine.monster_maker_5 import state as state_module

    picker, taken = random.Random(seed), 0
    for state in states_with_battles(seed, steps=80):
        for edited in [state] + [zones_edited(state, picker) for _ in range(5)]:
            loaded = GAME.load({key: value for key, value in edited.items()
                                if key not in ("game", "version", "chance", "rng")})
            conserved = state_module._conserved(loaded, loaded["_t"])
            assert conserved == (state_module._zone_problems(loaded, loaded["_t"]) == [])
            taken += conserved
    assert taken >= 80


@pytest.mark.parametrize("players", range(2, 9))
def test_MM_18_1_the_default_options_are_read_as_their_check_gives_them_in_any_order(players):
    """state.load takes the default options (sent in any order) as _options_and_table gives them: valid for 2 to 8
    seats, in OPTION_DEFAULTS' order, with the default card table (MM-1)."""
    from engine.monster_maker_5 import state as state_module
    from engine.monster_maker_5.cards import DEFAULT_TABLE

    state, _ = Referee(GAME).setup(players, seed=players)
    for sent in (dict(state_module.OPTION_DEFAULTS), dict(reversed(state_module.OPTION_DEFAULTS.items()))):
        options, table = state_module._options_and_table(players, sent)
        assert list(options.items()) == list(state_module.OPTION_DEFAULTS.items()) and table is DEFAULT_TABLE
        loaded = GAME.load({**{key: value for key, value in state.items()
                               if key not in ("game", "version", "chance", "rng")}, "options": sent})
        assert list(GAME.dump(loaded)["options"].items()) == list(options.items()) and loaded["_t"] is table


@pytest.mark.parametrize("key", ["side", "hand", "hand_size", "field"])
def test_a_seat_with_a_field_renamed_is_read_as_the_checked_reading_names_it(key):
    """state._plain_fields counts a seat's fields and reads each of SEAT_KEYS; one renamed (four fields still) takes
    the checked path, which names it."""
    from engine.monster_maker_5 import state as state_module

    state = next(states_with_battles(3))
    edited = json.loads(json.dumps(state))
    seat = edited["seats"][1]
    seat[key + "s"] = seat.pop(key)
    body = {name: value for name, value in edited.items() if name not in ("game", "version", "chance", "rng")}
    assert state_module._plain_fields(body, edited["players"], state_module.DEFAULT_TABLE) is None
    refusal = outcome(Referee(GAME), edited)
    assert refusal == outcome(ThreeWalkReferee(GAME), edited)
    assert refusal[1] == [f"seats[1] has the wrong fields (missing {key}; unknown {key}s)"]
