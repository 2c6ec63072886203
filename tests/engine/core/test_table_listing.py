"""Listing every card at once (engine/core/table/listing.py) answers exactly what asking each card alone answers
(`TableRecord.possible`, `why_not_drawn`): the union over the record's branches of each branch's one-placement answer.
Checked on the exactness audit's small tables (pins, narrowings, reshuffles with copies, known cards forgotten and
taken unnamed, records of several branches, and beyond the branch bound) and on PaoPao Sha's physical table (110
distinct cards, 爱国's gifts, 看豆's layers; MR-14.3, MM-16.4, PPS-19.5)."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

from engine.core.table import TableRecord
from engine.core.table import record as table_record
from engine.core.table.listing import possible_cards, possible_on_top
from tests.engine.core.test_table_exactness import (DECKS, KINDS, LAID_FAMILY, MIXED, SHUFFLED_FAMILY, STEPS, ZONES,
                                                    _play, _seeded, zone_name)
from tests.engine.paopaosha.physical_table import PhysicalTable

FAMILIES = (LAID_FAMILY, SHUFFLED_FAMILY, MIXED)


def _agree(record: TableRecord, zones: list[str], cards, pile: str) -> None:
    for zone in zones:
        assert possible_cards(record, [zone]) == {card for card in cards if record.possible([zone], card)}, zone
    assert possible_cards(record, zones) == {card for card in cards if record.possible(zones, card)}
    assert possible_on_top(record, pile) == {card for card in cards if record.why_not_drawn(pile, card) is None}


def _agree_on_games(games) -> int:
    """Checks every table of the games; returns how many of them kept several branches."""
    several = 0
    for deck, steps, family in games:
        for table in _play(deck, steps, family):
            _agree(table.record, [zone_name(zone) for zone in ZONES], KINDS, "pile")
            several += len(table.record.branches) > 1
    return several


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=DECKS, steps=STEPS)
def test_MR_14_3_MM_16_4_listing_every_card_at_once_agrees_with_each_card_asked_alone(deck, steps):
    _agree_on_games((deck, steps, family) for family in FAMILIES)


@pytest.mark.parametrize("first", range(0, 60, 20))
def test_MR_14_3_MM_16_4_PPS_19_5_listing_agrees_on_longer_games_with_pins_and_several_branches(first):
    several = _agree_on_games((*_seeded(seed), family) for seed in range(first, first + 20) for family in FAMILIES)
    assert several > 0          # the union over branches is exercised, not only one-branch records


@pytest.mark.parametrize("limit", [1, 2])
def test_MR_14_3_PPS_19_5_listing_agrees_beyond_the_branch_bound(limit, monkeypatch):
    monkeypatch.setattr(table_record, "BRANCH_LIMIT", limit)
    _agree_on_games((*_seeded(seed), MIXED) for seed in range(30))
@pytest.mark.parametrize("seed, players", [(1, 4), (2, 7), (3, 12)])
def test_PPS_19_5_listing_every_card_at_once_agrees_on_the_physical_tables_record(seed, players):
    table = PhysicalTable(seed, players)
    cards = [str(number) for number in range(1, len(table.cards)) if table.cards[number] is not None]
    picker = random.Random(seed)
    steps = 0
    while table.step() and steps < 400:
        steps += 1
        if picker.random() < 0.15:
            record = table.referee.record
            zones = sorted({group.zone for group in record.groups if group.pile == "deck"})
            _agree(record, zones, cards, "deck")
