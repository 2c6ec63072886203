"""The play path's shortcuts (issue 15, sessions 22 and 23) must answer exactly what the checked code they stand in
for answers, on states of seeded random games edited at random (a seat killed, a weapon, mount, 盾牌 or 无影八卦阵 put in
front of a seat, mounts in front of every seat, 天使之泪's marker, a hand swapped): a kind's target lister and its
target_error, a play listing and the card-by-card listing of use_options and card_uses, a prompt's "any answer" and its whole move list, fire's
handlers and abilities(st, p) in order, the living seats at C speed and the loop they replace, a negation window's
question and NegationWindow.cards, a seat's distance row and each distance asked alone."""
from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings, strategies as strategies

from engine.core import CHANCE
from engine.paopaosha import GAME, machine, using
from engine.paopaosha.flow import NegationWindow
from engine.paopaosha.effects import AttackPrompt, Borrow, Dodge

OPTIONS = [{}, {"mode": "boss"}, {"seating": "random", "lord_bonus_health": True}, {"god_cards": False}]
LISTED_KINDS = sorted(kind for kind, entry in machine.CARDS.items() if entry["targets"] is not None)
# Cards of the default deck (tests/engine/paopaosha/helpers.py): slot -> numbers to put in front of a seat.
EQUIPMENT = {"weapon": [85, 86, 87, 88, 89, 90, 91, 92, 93], "mount": [94, 95, 96, 97, 98, 99],
             "armour": [100, 101], "book": [102, 103, 104, 105]}


def edited_states(seed, count=40):
    """`count` states of one seeded random game, each copied and edited at random where its rules read it."""
    picker, rng = random.Random(seed), random.Random(seed + 1)
    from engine.core.rng import Rng
    draws = Rng.from_seed(seed)
    st = GAME.new_game(picker.randint(3, 12), dict(OPTIONS[seed % len(OPTIONS)]))
    taken = 0
    while st["result"] is None and taken < count:
        if st["to_act"] == [CHANCE]:
            GAME.apply(st, GAME.draw_chance(st, draws))
            continue
        yield edit(copy.deepcopy(st), rng)
        taken += 1
        GAME.apply(st, picker.choice(GAME.legal_moves(st, st["to_act"][0])))


def edit(st, rng):
    seats = st["seats"]
    for _ in range(rng.randint(0, 3)):
        s = rng.choice(seats)
        change = rng.randrange(6)
        if change == 0 and sum(x["alive"] for x in seats) > 2:
            s["alive"] = False
        elif change == 1:
            slot = rng.choice(sorted(EQUIPMENT))
            c = rng.choice(EQUIPMENT[slot])
            if st["_t"][c] is not None:
                s["equipment"][slot] = c
        elif change == 2:
            s["marks"]["tear_card"] = 106
        elif change == 3:
            s["hand"] = sorted(rng.sample(range(1, 102), rng.randint(0, 6)))
        elif change == 4:
            # Mounts in front of every seat: a weapon may then reach no one (借刀杀人 needs a wielder with a victim).
            for seat in seats:
                seat["equipment"]["mount"] = rng.choice([c for c in EQUIPMENT["mount"] if st["_t"][c] is not None])
        else:
            s["equipment"] = {slot: None for slot in s["equipment"]}
    return st


SEEDS = range(12)


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_6_2_a_kinds_target_lister_lists_what_its_target_error_lets_through(seed):
    for st in edited_states(seed):
        n, alive = st["players"], [s["alive"] for s in st["seats"]]
        for kind in LISTED_KINDS:
            entry = machine.CARDS[kind]
            for u in range(n):
                checked = [t for t in range(n) if alive[t] and entry["target_error"](st, u, t) is None]
                assert entry["targets"](st, u, range(n)) == checked
                with machine.fixed_distances():
                    assert entry["targets"](st, u, range(n)) == checked
                for t in range(n):
                    assert entry["targets"](st, u, [t]) == [x for x in checked if x == t]


def card_by_card(st, p):
    """play_moves as use_options and card_uses give it for every card of _play_cards, and its other moves."""
    hand, extra = machine.listed_hand(st, p), machine.extra_hand(st, p)
    moves = []
    for c in using._play_cards(st, p, hand, extra):
        for as_, via in using.use_options(st, p, c, "play"):
            moves.extend(using.card_uses(st, p, c, as_, via))
    return moves + using._other_play_moves(st, p, hand + extra)


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_6_2_a_play_listing_is_the_card_by_card_listing(seed, monkeypatch):
    for st in edited_states(seed):
        for p in range(st["players"]):
            if not st["seats"][p]["alive"]:
                continue
            listed = using.play_moves(st, p)
            with monkeypatch.context() as checked:
                for kind in LISTED_KINDS:
                    checked.setitem(machine.CARDS[kind], "targets", None)
                assert listed == card_by_card(st, p) == using.play_moves(st, p)


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_6_9_a_prompt_waits_exactly_when_it_offers_more_than_a_pass(seed):
    for st in edited_states(seed, count=25):
        n = st["players"]
        for p in range(n):
            for forbidden in (False, True):
                for allowed in (False, True):
                    for tried in (False, True):
                        fr = {"kind": "Dodge", "player": p, "dodge_forbidden": forbidden, "armour_allowed": allowed,
                              "tried": tried, "step": "ask", "judgement_cards": [], "return_to": "answer"}
                        assert Dodge.answerable(st, fr) == (len(Dodge.moves(st, fr)) > 1)
            fr = {"kind": "AttackPrompt", "player": p, "first": None, "return_to": "answer"}
            assert AttackPrompt.answerable(st, fr) == (len(AttackPrompt.moves(st, fr)) > 1)
            fr = {"kind": "Borrow", "wielder": p, "victim": (p + 1) % n, "user": (p + 2) % n, "first": None}
            assert Borrow.answerable(st, fr) == (len(Borrow.moves(st, fr)) > 1)
            for dying in range(n):
                first, every = using.rescue_moves(st, p, dying, first=True), using.rescue_moves(st, p, dying)
                assert first == every[:len(first)] and bool(first) == bool(every)


def _recording(log):
    """Every ability's handlers replaced by ones that note (timing, name): fire's order, nothing run."""
    entries = {}
    for name, timings in machine.ABILITIES.items():
        entries[name] = {key: (lambda st, p, ctx, key=key, name=name: log.append((key, name)))
                         if key in machine.TIMINGS else value for key, value in timings.items()}
    return entries


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_3_fire_runs_the_handlers_of_abilities_in_their_order(seed, monkeypatch):
    log = []
    entries = _recording(log)
    states = list(edited_states(seed, count=15))
    for name, entry in entries.items():
        monkeypatch.setitem(machine.ABILITIES, name, entry)
    for st in states:
        for p in range(st["players"]):
            expected = {timing: [(timing, name) for name in machine.abilities(st, p)
                                 if machine.ABILITIES.get(name, {}).get(timing)] for timing in machine.TIMINGS}
            for timing in machine.TIMINGS:
                log.clear()
                machine.fire(st, timing, p, {})
                assert log == expected[timing]


@settings(max_examples=200, deadline=None)
@given(alive=strategies.lists(strategies.booleans(), min_size=3, max_size=12), data=strategies.data())
def test_PPS_6_4_2_living_seats_from_a_seat_in_seat_order(alive, data):
    n = len(alive)
    st = {"players": n, "seats": [{"alive": a} for a in alive]}
    start = data.draw(strategies.integers(0, n - 1))
    assert machine.living(st) == [i for i in range(n) if alive[i]]
    for include in (True, False):
        assert machine.living_from(st, start, include) == [
            (start + k) % n for k in range(0 if include else 1, n) if alive[(start + k) % n]]


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_6_4_a_negation_window_asks_the_seats_that_hold_a_negate(seed):
    for st in edited_states(seed, count=20):
        negating = machine.cards_of_kinds(st["_t"], machine.role("negates"))
        for q in range(st["players"]):
            assert bool(NegationWindow.cards(st, q)) == (not negating.isdisjoint(machine.listed_hand(st, q)))


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_8_2_a_distance_row_is_each_distance_asked_alone(seed):
    """machine._distances_from (the row fixed_distances keeps for a listing) mirrors machine._distance."""
    for st in edited_states(seed):
        n = st["players"]
        for a in range(n):
            assert machine._distances_from(st, a) == {b: machine._distance(st, a, b) for b in range(n)}


def with_seen_hands_marks(st, rng):
    """`st` with 海洋公主's control chains (cycles too) and 司令部's runner marked at random (PPS-13.5, PPS-21.4)."""
    seats = st["seats"]
    for _ in range(rng.randint(0, 4)):
        rng.choice(seats)["marks"]["controlled_by"] = rng.randrange(len(seats))
    if rng.random() < 0.5:
        rng.choice(seats)["marks"]["headquarters_runner"] = rng.randrange(len(seats))
    return st


@pytest.mark.parametrize("seed", SEEDS)
def test_PPS_20_1_the_hands_a_seat_sees_at_once_are_those_sees_admits_one_by_one(seed):
    """machine.hands_seen (legal-moves' names of the cards a seat sees) mirrors machine.sees(..., "hand")."""
    rng = random.Random(seed)
    for st in edited_states(seed, count=20):
        st = with_seen_hands_marks(st, rng)
        for viewer in [None, *range(st["players"])]:
            one_by_one = {seat for seat in range(st["players"]) if machine.sees(st, viewer, seat, "hand")}
            assert machine.hands_seen(st, viewer) == one_by_one
