"""PaoPao Sha's table-mode record (PPS-19.5, engine/paopaosha/table.py): a real table plays many seeded games of
card moves - deals, draws, judgements, cards played, random cards taken into other hands, face-up cards picked up,
deaths, reshuffles - without naming a hidden card; every true claim is accepted, a claim the unseen cards make
impossible is refused citing PPS-19.5, and a lie they still allow is accepted and then caught by the final reveal."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import IllegalMove
from engine.paopaosha.machine import table_for
from engine.paopaosha.table import IDENTITIES, PaoPaoShaTable, hand_zone, identity_zone

from .physical_table import PhysicalTable

SEEDS = [(seed, 3 + seed % 6) for seed in range(40)]


def _play(table: PhysicalTable, steps: int) -> None:
    for _ in range(steps):
        if not table.step():
            break


@pytest.mark.parametrize("seed, players", SEEDS)
def test_PPS_19_5_a_real_table_plays_to_the_end_every_true_claim_accepted_and_the_truth_revealed_fits(seed, players):
    table = PhysicalTable(seed, players)
    _play(table, 400)                               # several reshuffles of the 110-card deck
    for seat in table.living():
        assert table.referee.unknown_cards(seat) + len(table.known[seat]) == len(table.hands[seat])
        for card in table.hands[seat]:              # every card really held is one the seat may hold
            assert table.referee.may_hold(seat, card, table.known[seat])
    assert table.reveal_all() == []
    assert table.referee.record.feasible()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(3, 12), steps=st.integers(1, 250))
def test_PPS_19_5_property_whatever_the_table_does_the_truth_fits_the_record(seed, players, steps):
    table = PhysicalTable(seed, players)
    _play(table, steps)
    assert table.reveal_all() == []
    for seat in range(players):                     # after the reveals the record knows every hand and identity
        assert table.referee.unknown_cards(seat) == 0
        assert table.referee.record.hidden(identity_zone(seat)) == 0


@pytest.mark.parametrize("seed, players", SEEDS[:20])
def test_PPS_19_5_a_claim_the_unseen_cards_make_impossible_is_refused(seed, players):
    table = PhysicalTable(seed, players)
    refused = 0
    for _ in range(300):
        if not table.step():
            break
        seat = table.rng.choice(table.living())
        card = table.impossible_card(seat)
        if card is not None:
            with pytest.raises(IllegalMove) as error:
                table.referee.take(seat, card, table.known[seat], table.round, "use_card")
            assert error.value.rule == "PPS-19.5"
            assert "cannot hold" in error.value.detail and "不可能有" in error.value.detail_zh
            refused += 1
    assert refused and table.reveal_all() == []     # a refused claim changed nothing


@pytest.mark.parametrize("seed, players", SEEDS[:20])
def test_PPS_19_5_a_lie_the_unseen_cards_allow_is_accepted_then_caught_by_the_final_reveal(seed, players):
    table = PhysicalTable(seed, players)
    _play(table, 150)
    lie = table.lie()
    assert lie is not None
    seat, card = lie
    refused = table.reveal_all()
    assert refused and all(error.rule == "PPS-19.5" for error in refused)
    assert refused[0].detail.startswith(f"Player {seat} used #{card} ") and "but never held it" in refused[0].detail
    assert refused[0].detail_zh.startswith(f"{seat}号位在第")


def test_PPS_19_5_all_copies_of_a_kind_seen_says_so_in_english_and_simplified_chinese():
    cards = table_for({"deck": "default"})
    record = PaoPaoShaTable.start(cards, 4)
    dodges = [number for number in range(1, len(cards)) if cards[number] and cards[number][0] == "dodge"]
    for _ in range(len(dodges)):
        record.draw(0)
    for number in dodges:
        record.take(0, number, [], 1, "respond")
    record.draw(1)
    with pytest.raises(IllegalMove) as error:
        record.take(1, dodges[0], [], 2, "respond")
    assert error.value.rule == "PPS-19.5"
    assert error.value.detail == (f"All 15 闪 (Dodge) have been seen, so player 1's hand cannot hold #{dodges[0]} "
                                  f"闪 (Dodge) {cards[dodges[0]][1]} {cards[dodges[0]][2]}.")
    assert error.value.detail_zh.startswith("15张闪都已经出现过，1号位的手牌不可能有")


def test_PPS_19_5_a_card_taken_unnamed_from_a_known_hand_is_one_of_those_cards():
    # Seat 0's hand is known (two cards picked up face up); one of them goes unnamed to seat 1 (R5): either seat
    # may claim either card, and once one claims a card the other may not claim it too.
    cards = table_for({"deck": "default"})
    record = PaoPaoShaTable.start(cards, 3)
    for card in (5, 30):
        assert record.record.draw_named("deck", str(card)) is None     # turned up, then picked up by seat 0
    known = [5, 30]
    record.move_unnamed(0, 1, known)
    assert known == [] and record.unknown_cards(0) == record.unknown_cards(1) == 1
    assert record.possible_hand(0) == [5, 30] and record.possible_hand(1) == [5, 30]
    record.take(1, 30, [], 3, "use_card")
    assert record.possible_hand(0) == [5]
    with pytest.raises(IllegalMove, match="PPS-19.5|Every unseen|already been seen"):
        record.take(0, 30, [], 4, "use_card")
    assert record.may_hold(2, 5) is False and record.record.hidden(hand_zone(2)) == 0


def test_PPS_19_5_cards_drawn_before_a_reshuffle_come_from_the_old_pile():
    cards = table_for({"deck": "default"})
    record = PaoPaoShaTable.start(cards, 3)
    record.draw(0)
    for number in range(1, len(cards)):              # every other card goes face up: seat 0 holds the last one
        if cards[number] and record.left():
            record.turn_up(number, 1, 0)
    assert record.possible_hand(0) == [110]
    record.reshuffle([1, 2])
    assert record.possible_hand(0) == [110]
    with pytest.raises(IllegalMove) as error:
        record.take(0, 1, [], 2, "use_card")
    assert "before a reshuffle" in error.value.detail and "洗牌前" in error.value.detail_zh


def test_PPS_2_2_identities_are_a_pile_with_the_counts_the_lord_named_at_once():
    cards = table_for({"deck": "default"})
    record = PaoPaoShaTable.start(cards, 5)        # 1 lord, 1 minister, 2 bandits, 1 thief
    for seat in range(5):
        record.deal_identity(seat, seat == 0)
    assert record.record.unseen(IDENTITIES) == {"minister": 1, "bandit": 2, "thief": 1}
    assert not record.may_be(1, "lord") and record.may_be(1, "thief")
    record.show_identity(1, "thief", 3, "death")
    with pytest.raises(IllegalMove) as error:
        record.show_identity(2, "thief", 4, "death")
    assert error.value.rule == "PPS-19.5"
    assert error.value.detail == "Every thief identity card (1) has been seen, so player 2's identity cannot be a thief."
    assert error.value.detail_zh == "1张小贼身份牌都已经出现过，2号位的身份不可能是小贼。"
    record.show_identity(2, "bandit", 5, "death")
    with pytest.raises(IllegalMove) as shown:
        record.show_identity(2, "minister", 6, "death")
    assert shown.value.detail == "Player 2's identity is already known, so it cannot be shown as a minister."
    assert shown.value.detail_zh == "2号位的身份已经公开，不能再亮明为大臣。"
    known: list[int] = []
    with pytest.raises(IllegalMove) as lie:         # seat 3 shows the only thief: seat 1's "thief" was a lie
        record.reveal(3, None, known, "thief")
    assert lie.value.detail == "Player 1 was shown to be a thief in round 3, which the revealed identity contradicts."


def test_PPS_19_5_the_record_round_trips_through_json_and_stays_bounded():
    table = PhysicalTable(7, 8)
    _play(table, 600)
    data = table.referee.dump()
    again = PaoPaoShaTable.load(data, table.cards, 8)
    assert again.dump() == data
    assert len(data["claims"]) <= data["claim_limit"] == 110 + 12 - 4   # the deck plus 8 players' identities
    assert sum(group["count"] for group in data["groups"]) <= 110 + 8


def test_PPS_19_5_a_known_card_forgotten_again_is_never_back_in_the_deck():
    # The first forget (seat 1's known #5 taken at random) fixes the kinds the deck may hold while #30 is unseen; #30
    # is then turned up, picked up by seat 0 and seat 0's random card taken: #30 is in seat 0's or seat 2's hand, so
    # it cannot be turned up from the deck (the record used to keep the deck's kinds of the first forget).
    record = PaoPaoShaTable.start(table_for({"deck": "default"}), 3)
    record.draw(0)
    record.draw(1)
    record.turn_up(5, 1, 0)
    record.move_unnamed(1, 2, [5])
    record.turn_up(30, 1, 0)
    record.move_unnamed(0, 2, [30])
    assert 30 not in record.possible_top() and record.may_hold(0, 30) and record.may_hold(2, 30)
    with pytest.raises(IllegalMove) as error:
        record.turn_up(30, 2, 0)
    assert error.value.rule == "PPS-19.5"
    assert error.value.detail.startswith("Every unseen #30 闪 (Dodge) heart 7 must be in another hidden place")


def test_PPS_3_12_3_a_look_over_a_known_top_card_keeps_it_among_the_cards_looked_at():
    # 看豆 looked at 4 cards; seat 0 drew one of them and the weapon #85 was turned up from them and put back on top
    # (洛神). A look at 2 cards then holds #85 and one of the 2 left below: once seat 1 drew those 2, #85 is in its
    # hand, and the one card left of the first look cannot be #85.
    record = PaoPaoShaTable.start(table_for({"deck": "default"}), 3)
    record.look(4, [])
    record.draw(0)
    record.turn_up(85, 1, 0)
    record.look(2, [85])
    assert [record.record.hidden(f"deck top {layer}") for layer in (1, 2, 3)] == [2, 1, 0]
    assert record.left() == 109 and 85 in record.possible_top()
    record.draw(1)
    record.draw(1)
    assert record.may_hold(1, 85) and not record.may_hold(0, 85) and 85 not in record.possible_top()
    with pytest.raises(IllegalMove) as error:
        record.turn_up(85, 2, 0)
    assert error.value.rule == "PPS-19.5"
    assert error.value.detail.startswith("The top of the deck cannot hold #85 pAK-470 (pAK-470) club 6")
    record.turn_up(1, 2, 0)                         # the last card of the first look: any card but #85
    assert record.record.hidden("deck top 1") == 0 and record.left() == 106
    with pytest.raises(IllegalMove) as error:
        record.reveal(1, [2, 3], [], None)          # seat 1 drew #85 and another card
    assert error.value.detail == "#1 杀 (Attack) spade A was turned up from the top of the deck in round 2, which " \
                                 "the revealed cards contradict."
    assert error.value.detail_zh == "第2轮从牌堆顶翻开了#1 杀 ♠A，但这与亮出的牌矛盾。"
    record.reveal(1, [2, 85], [], None)
