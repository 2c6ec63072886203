"""Monster Maker 5's problems() and labels fast paths (issue 15, session 24) answer exactly what the slower reading
they stand in for answers:

- state._side_plainly_given (a seat's field read by whole sets) against the card-by-card reading of the field, on
  states of seeded random games whose fields and sides are edited at random (characters of either side, gems,
  spells, thieves, paladins, the dungeon card moved in; sides changed; fields emptied);
- the deck's paladins and gems, asked by set outside table mode, against table.daggers_in_deck's listing;
- prompts.cards naming one card against the joining of several."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import InvalidState
from engine.monster_maker_5 import prompts, state
from engine.monster_maker_5.table import daggers_in_deck
from engine.registry import GAMES
from tests.engine.monster_maker_5.test_fast_paths import states_with_battles

GAME = GAMES["monster-maker-5"]
ENVELOPE = ("game", "version", "chance", "rng")


def fields_edited(data: dict, picker: random.Random) -> dict:
    """A loaded copy whose seats' fields and sides are changed at random: cards moved in from any zone (so a field
    may mix sides or hold what never enters a field), fields emptied, sides set."""
    s = GAME.load({key: value for key, value in json.loads(json.dumps(data)).items() if key not in ENVELOPE})
    table = s["_t"]
    for _ in range(picker.randint(1, 4)):
        seat = picker.choice(s["seats"])
        change = picker.randrange(4)
        if change == 0:
            seat["field"] = table.order(seat["field"] + [picker.choice(table.deck + (table.dungeon,))])
        elif change == 1:
            seat["field"] = []
        elif change == 2 and seat["field"]:
            seat["field"] = table.order(picker.sample(seat["field"], picker.randint(1, len(seat["field"]))))
        else:
            seat["side"] = picker.choice(state.SIDES)
    return s


@pytest.mark.parametrize("seed", range(6))
def test_MM_3_1_MM_3_2_a_field_read_by_whole_sets_says_what_the_card_by_card_reading_says(seed, monkeypatch):
    picker, plain, read = random.Random(seed), 0, 0
    for data in states_with_battles(seed, steps=150):
        for s in [GAME.load({key: value for key, value in data.items() if key not in ENVELOPE})] + [
                fields_edited(data, picker) for _ in range(4)]:
            fast = state.problems(s)
            with monkeypatch.context() as patched:
                patched.setattr(state, "_side_plainly_given", lambda *args: False)
                assert state.problems(s) == fast
            for seat in s["seats"]:
                if seat["field"]:
                    given = state._side_plainly_given(seat["side"], seat["field"], s["_t"].sets)
                    plain, read = plain + given, read + (not given)
    assert plain >= 100 and read >= 100


@pytest.mark.parametrize("seed", range(3))
def test_MM_13_1_the_deck_holds_a_paladin_or_gem_asked_by_set_as_the_listing_says(seed):
    for data in states_with_battles(seed, steps=150):
        s = GAME.load({key: value for key, value in data.items() if key not in ENVELOPE})
        assert s["_t"].daggers.isdisjoint(s["deck"]) == (not daggers_in_deck(s))


def test_MM_17_1_one_card_is_named_as_the_joining_of_several_names_it():
    s = GAME.new_game(2, state.OPTION_DEFAULTS)
    ids = s["_t"].deck
    for first, second in zip(ids, ids[1:] + ids[:1]):
        one, other, both = prompts.cards(s, [first]), prompts.cards(s, [second]), prompts.cards(s, [first, second])
        assert both == {"en": f"{one['en']}, {other['en']}", "zh": f"{one['zh']}、{other['zh']}"}


def battle_edited(s: dict, picker: random.Random) -> dict:
    """The loaded state `s` with its battle's helped seats and placed spells changed at random: repeats, seats out of
    range, unnamed spells, characters or thieves placed, the show step."""
    b = s["battle"]
    b["helped"] = [picker.randrange(-1, s["players"] + 1) for _ in range(picker.randrange(4))]
    for spell in b["spells"]:
        spell["card"] = picker.choice([None, spell["card"], "W1", "T1", "FB1", "HL1", "DK2"])
    if picker.randrange(3) == 0:
        b["step"] = "show"
    return s


@pytest.mark.parametrize("seed", range(3))
def test_MM_6_MM_16_4_battle_helped_seats_and_placed_spells_are_read_as_one_by_one(seed):
    """_battle_problems reads battle.helped by its least and greatest seat and the placed spells by the card set of
    the table's spells: the same verdicts as a look at each entry."""
    picker, battles = random.Random(seed), 0
    for data in states_with_battles(seed, steps=150):
        if data["battle"] is None:
            continue
        battles += 1
        s = battle_edited(GAME.load({key: value for key, value in data.items() if key not in ENVELOPE}), picker)
        b, cards, n = s["battle"], s["_t"].cards, s["players"]
        found = state._battle_problems(s, b)
        helped = b["helped"]
        assert ("battle.helped must list distinct seats" in found) == (
            len(helped) != len(set(helped)) or any(not 0 <= x < n for x in helped))
        unnamed = any(x["card"] is None for x in b["spells"])
        early = unnamed or b["step"] == "show"          # both of these answer before the placed cards are read
        assert ("a face-down spell is unnamed only in table chance mode, until the table shows it (MM-16.4)"
                in found) == unnamed
        if not early:
            assert ("only spells can be placed in a battle" in found) == any(
                x["card"] is not None and cards[x["card"]].cls != "spell" for x in b["spells"])
    assert battles >= 20


@pytest.mark.parametrize("keys", [state.STATE_KEYS[1:], state.STATE_KEYS + ("extra",),
                                  ("player",) + state.STATE_KEYS[1:], tuple(reversed(state.STATE_KEYS))])
def test_MM_17_1_the_state_fields_compared_as_a_set_refuse_as_the_reader_names_them(keys):
    data = next(states_with_battles(1))
    body = {key: data.get(key, 0) for key in keys}
    if set(keys) == set(state.STATE_KEYS):
        assert state.load(body)["players"] == data["players"]
        return
    with pytest.raises(InvalidState) as named:
        state._Reader({}).obj(body, "the state", state.STATE_KEYS)
    with pytest.raises(InvalidState) as refused:
        state.load(body)
    assert refused.value.problems == named.value.problems
