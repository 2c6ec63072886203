"""The table-mode record (engine/core/table): the placement flow against a brute-force search, the record against
every world a small table could be in, refusals, the reveal's audit, and its JSON form."""
from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import InvalidState
from engine.core.table import TableRecord, claim_refusal, dump_record, finding_text, load_record, record_problems
from engine.core.table.flow import placement
from engine.core.table.record import BRANCH_LIMIT
from engine.core.text import text
from tests.support.worlds import WorldsTable

KINDS = ("a", "b", "c", "d")


# -- the flow against a brute-force search -------------------------------------------------------------------


def _brute_fits(supply: dict, need: list[int], allowed: list[set]) -> bool:
    if not need:
        return True
    first, rest = need[0], need[1:]
    kinds = sorted(allowed[0])
    for combo in itertools.combinations_with_replacement(kinds, first):
        taken = Counter(combo)
        if all(supply.get(kind, 0) >= count for kind, count in taken.items()):
            left = {kind: supply.get(kind, 0) - taken.get(kind, 0) for kind in supply}
            if _brute_fits(left, rest, allowed[1:]):
                return True
    return False


@settings(max_examples=300, deadline=None)
@given(supply=st.fixed_dictionaries({kind: st.integers(0, 3) for kind in KINDS}),
       groups=st.lists(st.tuples(st.integers(0, 3), st.sets(st.sampled_from(KINDS), min_size=1)), max_size=4))
def test_MR_14_3_placement_flow_agrees_with_a_brute_force_search(supply, groups):
    need = [count for count, _kinds in groups]
    allowed = [kinds for _count, kinds in groups]
    found = placement(supply, need, lambda index, kind: kind in allowed[index])
    assert (found is not None) == _brute_fits(supply, need, allowed)
    if found is not None:                             # and the placement it gives is one
        assert [sum(each.values()) for each in found] == need
        assert all(kind in allowed[index] for index, each in enumerate(found) for kind in each)
        assert all(sum(each.get(kind, 0) for each in found) <= supply[kind] for kind in supply)


# -- the record against every world a small table could be in -----------------------------------------------


class Worlds:
    """Every arrangement of a small table consistent with what was reported: (pile, zone contents) multisets."""

    def __init__(self, deck: Counter, zones: int):
        self.worlds = {(_key(deck), tuple(() for _ in range(zones)))}

    def draw(self, zone: int) -> None:
        found = set()
        for pile, held in self.worlds:
            for kind in set(pile):
                rest = list(pile)
                rest.remove(kind)
                hands = list(held)
                hands[zone] = tuple(sorted(hands[zone] + (kind,)))
                found.add((tuple(rest), tuple(hands)))
        self.worlds = found

    def possible(self, zone: int, kind: str) -> bool:
        return any(kind in held[zone] for _pile, held in self.worlds)

    def claim(self, zone: int, kind: str) -> None:
        found = set()
        for pile, held in self.worlds:
            if kind in held[zone]:
                hands = list(held)
                rest = list(hands[zone])
                rest.remove(kind)
                hands[zone] = tuple(rest)
                found.add((pile, tuple(hands)))
        self.worlds = found

    def shuffle_in(self, cards: Counter) -> None:
        self.worlds = {(tuple(sorted(pile + tuple(cards.elements()))), held) for pile, held in self.worlds}


def _key(cards: Counter) -> tuple:
    return tuple(sorted(cards.elements()))


STEPS = st.lists(st.tuples(st.sampled_from(["draw", "claim", "shuffle"]), st.integers(0, 1),
                           st.sampled_from(KINDS[:3])), min_size=1, max_size=12)


def _play(deck: Counter, steps, reshuffles: bool):
    """Plays the steps on a record and on the brute-force worlds; yields (record, worlds) after each one."""
    record, worlds = TableRecord(), Worlds(deck, 2)
    record.shuffle("pile", deck)
    public: Counter = Counter()           # claimed cards, face up: what a reshuffle puts back
    for step, zone, kind in steps:
        if step == "draw" and record.left("pile"):
            record.draw_unseen("pile", f"zone {zone}")
            worlds.draw(zone)
        elif step == "claim" and worlds.possible(zone, kind):
            assert record.claim([f"zone {zone}"], kind, turn=1, player=zone, action="play") is None
            worlds.claim(zone, kind)
            public[kind] += 1
        elif step == "shuffle" and reshuffles and public:
            record.shuffle("pile", public)
            worlds.shuffle_in(public)
            public = Counter()
        yield record, worlds


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=st.fixed_dictionaries({kind: st.integers(0, 2) for kind in KINDS[:3]}), steps=STEPS)
def test_MR_14_3_without_reshuffles_a_claim_is_accepted_iff_some_world_allows_it(deck, steps):
    for record, worlds in _play(Counter(deck), steps, reshuffles=False):
        for zone, kind in itertools.product(range(2), KINDS[:3]):
            assert record.possible([f"zone {zone}"], kind) == worlds.possible(zone, kind), (zone, kind)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(deck=st.fixed_dictionaries({kind: st.integers(0, 2) for kind in KINDS[:3]}), steps=STEPS)
def test_MR_14_3_with_reshuffles_no_claim_some_world_allows_is_refused(deck, steps):
    for record, worlds in _play(Counter(deck), steps, reshuffles=True):
        for zone, kind in itertools.product(range(2), KINDS[:3]):
            if worlds.possible(zone, kind):
                assert record.possible([f"zone {zone}"], kind), (zone, kind)
            if not any(kind in pile or any(kind in held for held in hands) for pile, hands in worlds.worlds):
                assert not record.possible([f"zone {zone}"], kind)


# -- refusals ------------------------------------------------------------------------------------------------


def _record(deck: dict) -> TableRecord:
    record = TableRecord()
    record.shuffle("pile", Counter(deck))
    return record


def test_MR_14_3_a_card_whose_copies_have_all_been_seen_is_refused_with_the_reason():
    record = _record({"a": 1, "b": 3})
    for zone in ("one", "two"):
        record.draw_unseen("pile", zone)
    assert record.claim(["one"], "a", turn=1, player=0, action="play") is None
    refusal = record.claim(["two"], "a", turn=2, player=1, action="play")
    assert (refusal.reason, refusal.card) == ("all_seen", "a")
    sentence = claim_refusal(refusal, text("sharp", "升"), text("seat 2", "二號位"), 1, "zh-Hant")
    assert sentence == text("All 1 sharp have been seen, so seat 2 cannot hold one.", "1 張升都已經出現過，二號位不可能有。")


def test_MR_14_3_cards_drawn_before_a_reshuffle_come_from_the_old_pile():
    record = _record({"a": 1, "b": 1})
    record.draw_unseen("pile", "one")
    record.draw_unseen("pile", "two")
    assert record.claim(["one"], "a", turn=1, player=0, action="play") is None
    record.shuffle("pile", Counter({"a": 1}))          # the played a goes back: "two" still holds its old b
    assert record.possible(["two"], "b")
    assert record.why_not(["two"], "a").reason == "drawn_before"
    record.draw_unseen("pile", "two")                  # now "two" also holds the new card, which is the a
    assert record.possible(["two"], "a")


def test_MR_14_3_two_hands_that_kept_old_cards_cannot_both_claim_the_one_old_copy_shuffled_copies_or_not():
    """MR-3.5/MR-9.10: before the reshuffle one Q-E4 ("q") was unseen; a second copy, seen and played, is shuffled
    back in. Both hands' cards are from the old pile, so only one of them may hold a q (the record keeps how many
    of each kind the old pile had, not only which kinds: the reshuffle's copies are a batch the old cards cannot
    be)."""
    record = _record({"q": 2, "z": 2})
    record.draw_unseen("pile", "one")
    record.draw_unseen("pile", "two")
    assert record.draw_named("pile", "q") is None      # turned up: one q was still unseen
    record.shuffle("pile", Counter({"q": 1}))
    assert [dict(batch) for batch in record.piles[0].batches] == [{"q": 1}]
    assert record.claim(["one"], "q", turn=1, player=0, action="play") is None
    refusal = record.claim(["two"], "q", turn=2, player=1, action="play")
    assert (refusal.reason, refusal.card) == ("drawn_before", "q")
    assert record.possible(["two"], "z")


def _record_with_alternatives():
    """Hand one drew before and after a reshuffle that put a copy of a back, then played a: either copy."""
    record = _record({"a": 2, "b": 2})
    record.draw_unseen("pile", "one")
    assert record.draw_named("pile", "a") is None
    record.shuffle("pile", Counter({"a": 1}))
    record.draw_unseen("pile", "one")
    record.draw_unseen("pile", "two")
    assert record.claim(["one"], "a", turn=1, player=0, action="play") is None
    return record


def test_MR_14_3_a_claim_from_a_hand_holding_old_and_new_cards_keeps_both_ways_as_alternatives():
    """A hand drew before and after a reshuffle that put a copy of a back; it plays a: the old copy from its old
    card, or the reshuffled one from its new card. Neither way keeps every world of the other (after the first the
    hand's new card may still be the reshuffled a; after the second another hand's old card may be the old a), so
    the record keeps both, and answers for their union."""
    record = _record_with_alternatives()
    assert len(record.branches) == 2
    assert record.possible(["one"], "a") and record.possible(["two"], "a") and record.possible(["one"], "b")
    data = dump_record(record)
    assert len(data["alternatives"]) == 1 and dump_record(_reader(data)) == data
    assert record_problems(_reader(data)) == []
    assert record.claim(["two"], "a", turn=2, player=1, action="play") is None
    assert record.why_not(["one"], "a").reason == "all_seen"   # both copies were played: "one" holds a b
    assert record.content("one") == ["b"]


def test_MM_16_4_a_restricted_zone_holds_only_the_kinds_it_was_narrowed_to():
    record = _record({"spell": 1, "warrior": 2})
    record.draw_unseen("pile", "hand")
    record.draw_unseen("pile", "hand")
    record.restrict("hand", ["warrior", "thief"])      # a declaration: no spell in this hand
    assert record.possible(["hand"], "warrior")
    assert record.why_not(["hand"], "spell").reason == "drawn_before"
    assert [(group.zone, group.count, group.kinds) for group in record.groups] == [("hand", 2, ("thief", "warrior"))]
    record.restrict("hand", ["spell", "warrior"])      # narrowing again keeps only what both allow
    assert [group.kinds for group in record.groups] == [("warrior",)]


def test_MR_14_3_a_zone_without_unknown_cards_cannot_claim():
    record = _record({"a": 2})
    assert record.why_not(["one"], "a").reason == "no_unknown"


def test_MR_14_3_unseen_copies_needed_to_fill_restricted_places_cannot_be_claimed_elsewhere():
    # "old" holds one card drawn before the reshuffle, when only an a was unseen: that a is in "old".
    record = _record({"a": 1})
    record.draw_unseen("pile", "old")
    record.shuffle("pile", Counter({"b": 2}))
    record.draw_unseen("pile", "new")
    assert record.why_not(["new"], "a").reason == "needed_elsewhere"
    assert record.possible(["old"], "a") and record.possible(["new"], "b")


# -- the reveal's audit --------------------------------------------------------------------------------------


def test_MR_14_3_a_true_reveal_is_accepted_and_its_cards_are_seen_from_then_on():
    record = _record({"a": 2, "b": 2})
    for _ in range(2):
        record.draw_unseen("pile", "one")
    assert record.reveal("one", ["a", "b"]) is None
    assert record.hidden("one") == 0 and record.unseen("pile") == {"a": 1, "b": 1}


def test_MR_14_3_the_reveal_names_the_first_claim_it_contradicts():
    record = _record({"a": 1, "b": 3})
    for zone in ("liar", "holder"):
        record.draw_unseen("pile", zone)
        record.draw_unseen("pile", zone)
    assert record.claim(["liar"], "b", turn=3, player=0, action="play") is None      # true
    assert record.claim(["liar"], "a", turn=5, player=0, action="play") is None      # a lie: "holder" has the a
    finding = record.reveal("holder", ["a", "b"])
    assert (finding.claim.turn, finding.claim.card, finding.card) == (5, "a", "a")
    claim = text("Player 0 played a on turn 5", "玩家 0 在第 5 回合打出a")
    assert finding_text(finding, claim, text("a", "a"), text("seat 1", "1號"), "zh-Hant")["en"] == (
        "Player 0 played a on turn 5 but never held one, given the revealed cards.")
    assert record.hidden("holder") == 2                 # a refused reveal changes nothing


def test_MR_14_3_a_reveal_with_the_wrong_number_of_cards_says_so():
    record = _record({"a": 2})
    record.draw_unseen("pile", "one")
    finding = record.reveal("one", ["a", "a"])
    assert (finding.claim, finding.card, finding.expected, finding.revealed) == (None, None, 1, 2)


def test_MR_14_3_the_audit_log_is_bounded_by_the_cards_in_the_game():
    record = _record({"a": 3, "b": 3})
    for turn in range(40):
        record.draw_unseen("pile", "one")
        card = "a" if record.possible(["one"], "a") else "b"
        assert record.claim(["one"], card, turn=turn, player=0, action="play") is None
        record.shuffle("pile", Counter({card: 1}))
    assert len(record.claims) == record.claim_limit == 6
    assert record.claims[-1].turn == 39


# -- the JSON form -------------------------------------------------------------------------------------------


def _reader(data):
    return load_record(data, lambda pile: KINDS if pile == "pile" else (), {"one", "two"}, {"play"})


def test_MR_14_3_the_record_round_trips_through_json_and_its_counts_are_checked():
    record = _record({"a": 1, "b": 2})
    record.draw_unseen("pile", "one")
    record.shuffle("pile", Counter({"c": 1}))
    record.draw_unseen("pile", "two")
    record.claim(["two"], "c", turn=2, player=1, action="play")
    data = dump_record(record)
    assert dump_record(_reader(data)) == data and record_problems(_reader(data)) == []
    data["piles"][0]["left"] += 1
    assert record_problems(_reader(data)) == ["table: the pile pile has 3 unseen cards, but 3 left in it and 1 in "
                                              "hidden zones"]
    data["groups"][0]["zone"] = "three"
    with pytest.raises(InvalidState):
        _reader(data)


@pytest.mark.parametrize("change, problem", [
    (lambda data: data.update(alternatives=[]), "table.alternatives is present only while there are some"),
    (lambda data: data.update(alternatives=[{"piles": [], "groups": []}] * BRANCH_LIMIT), "at most"),
    (lambda data: data["piles"][0].update(batches=[]), "batches is present only while there are some"),
    (lambda data: data["piles"][0].update(batches=[{"z": 1}]), "must map card kinds of its pile"),
    (lambda data: data["groups"][0].update(epoch=0), "epoch must be an integer of at least 1"),
    (lambda data: data["alternatives"][0].update(claims=[]), "must be an object with exactly the fields"),
])
def test_MR_14_3_a_malformed_branch_or_batch_is_refused_when_read(change, problem):
    record = _record_with_alternatives()
    data = dump_record(record)
    assert "alternatives" in data and dump_record(_reader(data)) == data
    change(data)
    with pytest.raises(InvalidState, match=problem):
        _reader(data)


@pytest.mark.parametrize("change, problem", [
    (lambda data: data["groups"][0].update(zone=["one"]), r"table.groups\[0\].zone \['one'\] is not a hidden zone"),
    (lambda data: data["claims"][0].update(zone=["two"]), "must name an action type, a hidden zone and a card"),
    (lambda data: data["claims"][0].update(action={"play": 1}), "must name an action type, a hidden zone and a card"),
    (lambda data: data["claims"][0].update(card=["c"]), "must name an action type, a hidden zone and a card"),
])
def test_MR_14_3_a_list_or_an_object_where_a_name_belongs_is_refused_not_raised(change, problem):
    record = _record({"a": 1, "b": 2})
    record.draw_unseen("pile", "one")
    record.draw_unseen("pile", "two")
    record.claim(["two"], "a", turn=2, player=1, action="play")
    data = dump_record(record)
    assert dump_record(_reader(data)) == data and data["groups"] and data["claims"]
    change(data)
    with pytest.raises(InvalidState, match=problem):
        _reader(data)


def test_MR_14_3_branches_that_disagree_on_what_the_table_saw_are_a_problem():
    record = _record_with_alternatives()
    data = dump_record(record)
    data["alternatives"][0]["groups"][0]["zone"] = "two" if data["alternatives"][0]["groups"][0]["zone"] == "one" \
        else "one"
    assert "table: the alternatives must agree on the piles and on how many unknown cards each zone holds" in \
        record_problems(_reader(data))
    data = dump_record(record)
    data["piles"][0]["batches"] = [{"a": 3}]
    assert "table: a batch of the pile pile holds more copies of a card than are unseen" in \
        record_problems(_reader(data))


# -- distinct cards (PaoPao Sha): named draws, known cards forgotten, cards taken unnamed (PPS-19.5) ------------

DISTINCT = ("a", "b", "c", "d", "e")


def _distinct_zone(zone: int) -> str:
    return f"zone {zone}"


DISTINCT_STEPS = st.lists(st.tuples(st.sampled_from(["draw", "draw", "turn_up", "play", "give", "take", "shuffle"]),
                                    st.integers(0, 2), st.integers(0, 2), st.sampled_from(DISTINCT)),
                          min_size=1, max_size=14)


def _play_distinct(steps, reshuffles: bool):
    table = WorldsTable(Counter(DISTINCT), 3, _distinct_zone, action="use_card")
    for step, zone, other, card in steps:
        if step == "draw" and table.record.left("pile"):
            table.draw(zone)
        elif step == "turn_up" and table.record.left("pile") and table.may_top(card):
            table.turn_up(card)
        elif step == "play" and (table.known[zone][card] or table.may_hold(zone, card)):
            table.play(zone, card)
        elif step == "give" and table.public[card]:
            table.give(zone, card)
        elif step == "take" and zone != other and table.size(zone):
            table.take(zone, other)
        elif step == "shuffle" and reshuffles and +table.public and not table.record.left("pile"):
            table.reshuffle()
        yield table


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=DISTINCT_STEPS)
def test_PPS_19_5_distinct_cards_without_reshuffles_a_claim_is_accepted_iff_some_world_allows_it(steps):
    for table in _play_distinct(steps, reshuffles=False):
        assert table.record.feasible() and record_problems(table.record) == []
        for zone, card in itertools.product(range(3), DISTINCT):
            assert table.record.possible([f"zone {zone}"], card) == table.may_hold(zone, card), (zone, card)
        for card in DISTINCT:
            trial = table.record._copy(claims=0)
            assert (table.record.left("pile") > 0 and trial.draw_named("pile", card) is None) == table.may_top(card)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=DISTINCT_STEPS)
def test_PPS_19_5_distinct_cards_with_reshuffles_no_claim_some_world_allows_is_refused(steps):
    for table in _play_distinct(steps, reshuffles=True):
        for zone, card in itertools.product(range(3), DISTINCT):
            if table.may_hold(zone, card):
                assert table.record.possible([f"zone {zone}"], card), (zone, card)
        for card in DISTINCT:
            if table.may_top(card) and table.record.left("pile"):
                assert table.record._copy(claims=0).draw_named("pile", card) is None


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=DISTINCT_STEPS)
def test_PPS_19_5_the_listed_top_cards_and_a_fitting_content_are_what_the_table_may_report(steps):
    """What the conformance suite reports in table mode: `why_not_drawn` agrees with every world (no reshuffle), and
    `content` is a content some world gives the zone, which a reveal always accepts (with reshuffles too)."""
    for reshuffles in (False, True):
        for table in _play_distinct(steps, reshuffles):
            for card in DISTINCT:
                drawable = table.record.why_not_drawn("pile", card) is None
                if not reshuffles:
                    assert drawable == (table.record.left("pile") > 0 and table.may_top(card)), card
                elif table.may_top(card) and table.record.left("pile"):
                    assert drawable, card
            for zone in range(3):
                shown = table.record.content(f"zone {zone}")
                assert len(shown) == table.record.hidden(f"zone {zone}")
                if not reshuffles:
                    assert any(Counter(held[zone]) - table.known[zone] == Counter(shown)
                               for _pile, held in table.worlds), (zone, shown)
                assert table.record._copy(claims=0).reveal(f"zone {zone}", shown) is None, (zone, shown)


def test_PPS_19_5_a_forget_restricts_the_pile_and_the_json_keeps_that_only_then():
    record = _record({"a": 1, "b": 1, "c": 1})
    assert "kinds" not in dump_record(record)["piles"][0]          # Monster Run's records never carry it
    record.draw_unseen("pile", "one")
    assert record.draw_named("pile", "c") is None                  # turned up, then picked up by "two"
    record.forget("two", "pile", Counter({"c": 1}))
    data = dump_record(record)
    assert data["piles"][0]["kinds"] == ["a", "b"]                  # the pile cannot hold the forgotten c
    assert record.draw_named("pile", "c").reason == "needed_elsewhere"
    assert dump_record(_reader(data)) == data and record_problems(_reader(data)) == []
    data["piles"][0]["kinds"] = ["b", "a"]
    with pytest.raises(InvalidState):
        _reader(data)
    with pytest.raises(ValueError):
        record.take_unknown("three", "one")


# -- a card laid face down from a hand: one card of several groups and known cards (MM-10.3, MM-16.4) -----------


def _known_hand() -> TableRecord:
    """A hand holding a known fireball and a known lightning (turned up and picked up) and one unknown card;
    another fireball and a warrior are still in the pile."""
    record = _record({"fireball": 2, "lightning": 1, "warrior": 2})
    assert record.draw_named("pile", "fireball") is None and record.draw_named("pile", "lightning") is None
    record.draw_unseen("pile", "hand")
    return record


def test_MM_16_4_a_card_laid_face_down_from_a_fully_known_hand_is_one_of_its_cards():
    record = _record({"fireball": 2, "lightning": 1, "warrior": 1})
    assert record.draw_named("pile", "fireball") is None and record.draw_named("pile", "lightning") is None
    record.lay_unnamed("hand", "spell", "pile", ["fireball", "lightning"], {"fireball": 1, "lightning": 1})
    assert [record.possible(["spell"], card) for card in ("fireball", "lightning", "warrior")] == [True, True, False]
    assert record.claim(["spell"], "fireball", turn=3, player=0, action="show_spell") is None
    # The hand keeps the other card: the lightning, although another fireball is still unseen in the pile.
    assert record.possible(["hand"], "lightning") and not record.possible(["hand"], "fireball")
    assert record.settle("hand") == {"lightning": 1}            # certainly in the hand: known again
    assert record.hidden("hand") == 0 and record.pins == [] and record.unseen("pile") == {"fireball": 1, "warrior": 1}


def test_MM_16_4_the_rest_of_a_hand_that_laid_a_card_face_down_keeps_its_counts():
    record = _known_hand()
    record.lay_unnamed("hand", "spell", "pile", ["fireball", "lightning"], {"fireball": 1, "lightning": 1})
    data = dump_record(record)
    assert data["pins"] == [{"lot": 1, "pile": "pile", "cards": {"fireball": 1, "lightning": 1}}]
    assert {(group["zone"], group["count"], group.get("lot")) for group in data["groups"]} == {("hand", 2, 1),
                                                                                               ("spell", 1, 1)}
    # The spell and a card the hand plays are the two fireballs: the hand holds the lightning.
    assert record.claim(["spell"], "fireball", turn=3, player=0, action="show_spell") is None
    assert record.claim(["hand"], "fireball", turn=3, player=0, action="play") is None
    assert record.why_not(["hand"], "warrior").reason == "needed_elsewhere"      # the lightning is pinned there
    assert record.possible(["hand"], "lightning")


def test_MM_16_4_a_laid_card_that_is_none_of_the_known_ones_leaves_them_in_the_hand():
    record = _known_hand()
    record.lay_unnamed("hand", "spell", "pile", ["fireball", "lightning"], {"fireball": 1, "lightning": 1})
    assert record.claim(["hand"], "warrior", turn=3, player=0, action="play") is None   # the unknown card
    # Then the spell is a known card: the fireball or the lightning, and the hand holds the other.
    assert not record.possible(["spell"], "warrior")
    assert record.claim(["spell"], "lightning", turn=4, player=0, action="show_spell") is None
    assert record.settle("hand") == {"fireball": 1} and record.pins == []
    assert record_problems(record) == [] and record.feasible()


def test_MM_16_4_a_reveal_counts_pinned_copies_and_is_checked_against_them():
    record = _known_hand()
    record.lay_unnamed("hand", "spell", "pile", ["fireball", "lightning"], {"fireball": 1, "lightning": 1})
    trial = record._copy(claims=0)
    assert trial.reveal("hand", ["warrior", "warrior"]) is not None      # at most one card of the hand is new
    assert record._copy(claims=0).reveal("hand", ["warrior", "lightning"]) is None
    assert record.reveal("hand", ["fireball", "fireball"]) is None        # the lightning was laid
    assert record.possible(["spell"], "lightning") and not record.possible(["spell"], "fireball")


def test_MM_16_4_cards_laid_face_down_need_a_card_of_the_kinds_and_pins_round_trip_through_json():
    record = _record({"fireball": 1, "warrior": 2})
    with pytest.raises(ValueError):
        record.lay_unnamed("hand", "spell", "pile", ["fireball"], {})             # no card to lay
    with pytest.raises(ValueError):
        record.lay_unnamed("hand", "spell", "pile", ["fireball"], {"warrior": 1})  # a known card of another kind
    record = _known_hand()
    record.lay_unnamed("hand", "spell", "pile", ["fireball", "lightning"], {"fireball": 1, "lightning": 1})

    def reader(data):
        return load_record(data, lambda pile: ("fireball", "lightning", "warrior") if pile == "pile" else (),
                           {"hand", "spell"}, {"play"})
    data = dump_record(record)
    assert dump_record(reader(data)) == data and record_problems(reader(data)) == []
    data["groups"][0]["lot"] = 2
    assert "table: a group names a lot no pin has" in record_problems(reader(data))
    data["pins"] = []
    with pytest.raises(InvalidState):
        reader(data)
