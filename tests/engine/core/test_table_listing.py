"""Listing every card at once (engine/core/table/listing.py) answers exactly what asking each card alone answers
(`TableRecord.possible`, `why_not_drawn`): on the exactness audit's small tables (pins, narrowings, reshuffles, known
cards forgotten and taken unnamed) and on PaoPao Sha's physical table (110 distinct cards, MR-14.3, MM-16.4,
PPS-19.5)."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings

from engine.core.table import TableRecord
from engine.core.table.listing import possible_cards, possible_on_top
from tests.engine.core.test_table_exactness import DECKS, KINDS, STEPS, ZONES, _play, _seeded, zone_name
from tests.engine.paopaosha.physical_table import PhysicalTable


def _agree(record: TableRecord, zones: list[str], cards, pile: str) -> None:
    for zone in zones:
        assert possible_cards(record, [zone]) == {card for card in cards if record.possible([zone], card)}, zone
    assert possible_cards(record, zones) == {card for card in cards if record.possible(zones, card)}
    assert possible_on_top(record, pile) == {card for card in cards if record.why_not_drawn(pile, card) is None}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=DECKS, steps=STEPS)
def test_MR_14_3_MM_16_4_listing_every_card_at_once_agrees_with_each_card_asked_alone(deck, steps):
    for exact in (True, False):
        for table in _play(deck, steps, exact=exact):
            _agree(table.record, [zone_name(zone) for zone in ZONES], KINDS, "pile")


@pytest.mark.parametrize("seed", range(0, 60, 20))
def test_MM_16_4_listing_agrees_on_longer_games_with_pinned_cards(seed):
    for each in range(seed, seed + 20):
        for exact in (True, False):
            for table in _play(*_seeded(each), exact=exact):
                _agree(table.record, [zone_name(zone) for zone in ZONES], KINDS, "pile")


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
