"""The card lists of an open state counted once (state.counted_faces), by `load` for `problems` (card conservation,
SLAP-2.1 and SLAP-2.2): the same states loaded, and the same refusals in the same order, as when each list is checked
on its own and `problems` counts the cards again."""
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Referee
from engine.monster_run_slap import checks, state as state_module
from engine.registry import GAMES
from tests.engine.core.test_fast_checks import cards_moved
from tests.engine.core.test_one_walk_load import mutated, outcome
from tests.engine.core.test_trusted_load import fresh, states_of_play
from tests.engine.monster_run_slap.helpers import build
from tests.support.checked_paths import replaced

GAME = GAMES["monster-run-slap"]
REFEREE = Referee(GAME)
EACH_LIST_CHECKED = [(state_module, "counted_faces", lambda stacks, centre: None)]
# Entries no card list may hold, each equal to or hashing as another (1, 1.0 and true) or with no hash at all.
NOT_CARDS = [1, 1.0, True, False, 0, None, "", "Q-C3", "q-c4", "Q-C4 ", ["Q-C4"], {"Q-C4": 1}, [], {}]


def corrupted(state: dict, picker: random.Random) -> dict:
    """A card list given an entry that is no card name, or a stack or list of another shape."""
    data = fresh(state)
    stacks = data["stacks"]
    lists = [data["centre"]] + [stack[part] for stack in stacks for part in ("hidden", "known")]
    how = picker.randrange(5)
    if how == 0:
        cards = picker.choice(lists)
        cards.insert(picker.randrange(len(cards) + 1), picker.choice(NOT_CARDS))
    elif how == 1:
        for _ in range(picker.randint(2, 3)):
            picker.choice(lists).append(picker.choice(NOT_CARDS))
    elif how == 2:
        picker.choice(stacks)[picker.choice(["hidden", "known"])] = picker.choice(["Q-C4", {"Q-C4": 1}, None, 3])
    elif how == 3:
        seat = picker.randrange(len(stacks))
        stacks[seat] = picker.choice([[], None, {"unknown": 0, "hidden": []}, {**stacks[seat], "extra": 1}])
    else:
        data["centre"] = picker.choice(["Q-C4", None, {"Q-C4": 1}, ("Q-C4",)])
    return data


# How many of each edit every state of play gets.
EDITS = (corrupted,) * 4 + (cards_moved,) * 3 + (mutated,) * 2


def edited_states(seed: int, chance: str):
    picker = random.Random(seed)
    for state, _ in states_of_play(GAME, seed, chance, steps=40):
        yield state
        yield from (edit(state, picker) for edit in EDITS)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), chance=st.sampled_from(["server", "client"]))
def test_SLAP_2_1_cards_counted_once_load_and_refuse_as_each_list_checked(seed, chance):
    corpus = list(edited_states(seed, chance))
    once = [outcome(REFEREE, state) for state in corpus]
    with replaced(EACH_LIST_CHECKED):
        each = [outcome(REFEREE, state) for state in corpus]
    assert once == each
    assert {verdict for verdict, *_ in once} == {"loaded", "refused"}


def test_SLAP_2_1_the_count_is_the_placed_cards_first_seen_first_and_is_dropped_once_the_state_changes():
    for state, move in states_of_play(GAME, 7, "server", steps=120):
        loaded = GAME.load({key: value for key, value in state.items() if key not in ("game", "version", "chance",
                                                                                      "rng")})
        placed = [*loaded.centre, *(card for stack in loaded.stacks for part in (stack.hidden, stack.known)
                                    for card in part)]
        assert list(loaded.faces.items()) == list(Counter(placed).items())
        found = checks.problems(loaded)
        loaded.faces = None
        assert checks.problems(loaded) == found == []
        if move is not None:
            GAME.apply(loaded, move)
            assert loaded.faces is None


def test_SLAP_2_1_a_count_problems_reads_is_the_one_load_took():
    state = next(state for state, _ in states_of_play(GAME, 11, "server", steps=60) if state["centre"])
    loaded = REFEREE._load(fresh(state))[0]
    card = loaded.centre[0]
    loaded.faces = {**loaded.faces, card: loaded.faces[card] + 9}
    assert any(problem.startswith(f"{card} appears") for problem in checks.problems(loaded))


def test_SLAP_2_1_with_every_card_placed_a_kind_beyond_the_deck_is_refused_as_kind_by_kind():
    loaded = build(3, [(0, ["Q-E4"]), (0, ["Q-C4", "H-D5"]), (0, [])], active=1, flips=4, filler=2)
    state, picker = REFEREE._dump(loaded, "client", None), random.Random(3)
    corpus = [state]
    for _ in range(40):
        data = fresh(state)
        cards = data["stacks"][2]["known"]
        for _ in range(picker.randint(1, 3)):
            cards[picker.randrange(len(cards))] = picker.choice(cards)
        corpus.append(data)
    at_once = [outcome(REFEREE, data) for data in corpus]
    with replaced([(checks, "_copies_beyond_deck", checks._copies_beyond)]):
        assert at_once == [outcome(REFEREE, data) for data in corpus]
    assert at_once[0][0] == "loaded" and sum(found[0] == "refused" for found in at_once) > 30
