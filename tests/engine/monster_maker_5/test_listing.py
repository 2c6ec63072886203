"""MM-15.4, MM-11: the legal moves listed straight from the rules (listing.py) are exactly the candidates the checks
accept (rules.checked_moves), in the same order: on states of random play, and on the same states pushed over the
hand limit (MM-11.2 to MM-11.5), with sides, battle rounds and commitments changed, or a spell or thief added."""
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import CHANCE
from engine.core.rng import Rng
from engine.monster_maker_5 import GAME, listing, rules
from engine.monster_maker_5.flow import put, resync


def fresh(s: dict) -> dict:
    return GAME.load(json.loads(json.dumps(GAME.dump(s))))


def pushed(s: dict, picker: random.Random) -> dict:
    """A copy of `s` changed at one place a listing reads: cards from the deck into the asked seat's hand (over the
    limit), a seat's side, the battle's round, stage or commitment."""
    copy = fresh(s)
    seat = GAME.to_act(copy)[0]
    change = picker.randrange(5)
    if change == 0:
        fit = [cid for cid in copy["deck"] if cid not in copy["_t"].daggers]
        moved = picker.sample(fit, min(len(fit), picker.randint(1, 3)))
        for cid in moved:
            copy["deck"].remove(cid)
        put(copy, copy["seats"][seat]["hand"], moved)
        resync(copy)
    elif change == 1:
        copy["seats"][picker.randrange(copy["players"])]["side"] = picker.choice(["light", "dark", "neutral"])
    elif change == 2:
        extra = [cid for cid in copy["deck"] if copy["_t"].cards[cid].cls in ("spell", "thief")]
        if extra:
            cid = picker.choice(extra)
            copy["deck"].remove(cid)
            put(copy, copy["seats"][seat]["hand"], [cid])
            resync(copy)
    elif copy["battle"] is not None:
        battle = copy["battle"]
        if change == 3:
            battle["round"] = picker.choice([1, 2])
            battle["committed"] = not battle["committed"]
        else:
            battle["stage"] = picker.choice(["attack", "defend"])
    return copy


def listed(listing_of, s: dict, seat):
    try:
        return "moves", listing_of(s, seat)
    except (IndexError, KeyError, TypeError) as error:     # a pushed state the rules never reach may break both
        return "error", type(error).__name__


def played(seed: int, steps: int):
    """The decision points of one seeded game, with server draws between them."""
    picker, rng = random.Random(seed), Rng.from_seed(seed)
    s = GAME.new_game(picker.randint(2, 8), {})
    for _ in range(steps):
        to_act = GAME.to_act(s)
        if not to_act:
            return
        if to_act == [CHANCE]:
            GAME.apply(s, GAME.draw_chance(s, rng))
            continue
        yield s, picker
        GAME.apply(s, picker.choice(GAME.legal_moves(s, to_act[0])))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_MM_15_4_moves_listed_from_the_rules_are_the_moves_the_checks_accept(seed):
    compared = 0
    for s, picker in played(seed, 400):
        for state in (s, pushed(s, picker), pushed(s, picker)):
            for seat in [*range(state["players"]), CHANCE]:
                fast = listed(rules.legal_moves, state, seat)
                if seat in GAME.to_act(state):
                    assert fast == listed(rules.checked_moves, state, seat)
                    compared += 1
                else:
                    assert fast == ("moves", [])
    assert compared


def test_MM_11_2_the_obligations_are_met_on_the_listed_path():
    """The pushed states reach every step listing.py answers, with the hand over the limit, and it answers them
    (not the checked listing): otherwise the comparison above would prove less than it says."""
    steps, over = set(), 0
    for seed in range(6):
        for s, picker in played(seed, 300):
            state = pushed(s, picker)
            seat = GAME.to_act(state)[0]
            if listing.moves(state, seat) is not None:
                steps.add(state["phase"] if state["battle"] is None else state["battle"]["step"])
                over += state["seats"][seat]["hand_size"] > 5
    assert steps == {"draw", "side", "action", "commit", "spell", "help", "target", "declare"} and over >= 20


def test_MM_16_4_table_mode_and_the_forced_discard_take_the_checked_listing():
    s = GAME.new_game(3, {})
    s["table"] = object()                     # any record: table mode is where one is kept
    assert listing.moves(s, 0) is None
    s.update(table=None, phase="discard")
    assert listing.moves(s, 0) is None
