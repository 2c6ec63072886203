"""PaoPao Sha in table chance mode through the Referee (PPS-19.5): a real table (table_game.py) plays seeded games to
the end without naming a hidden card; true claims are accepted, impossible ones refused, a lie the unseen cards allow
is accepted and then named by the reveal; views never show more than the table saw."""
from __future__ import annotations

import copy

import pytest

from engine.core import CHANCE, IllegalMove, InvalidState
from engine.core.referee import SealedStateReferee
from tests.conformance.corruptions import set_path

from .table_game import GAME, REFEREE, TableGame

# (seed, players): games that end within a few hundred actions, each through deaths and PPS-17.3 reshuffles; (16, 7)
# plays 1245 actions through four reshuffles, one of them right after a claimed card was discarded in the same action
# (the table must not keep that card in the hand because the reshuffle hid it again in the new pile).
SEEDS = [(6, 3), (12, 3), (18, 3), (19, 4), (16, 7)]


def _state(game: TableGame):
    return GAME.load({key: value for key, value in game.state.items()
                      if key not in ("game", "version", "chance", "rng")})


@pytest.mark.parametrize("seed, players", SEEDS)
def test_PPS_19_5_a_real_table_plays_to_the_end_and_the_final_reveal_fits(seed, players):
    game = TableGame(seed, players)
    game.play()
    assert game.state["result"] is not None
    assert all(event["visible_to"] == "all" for event in game.events)       # nothing private is known
    assert all("card" not in event for event in game.events if event["type"] == "draw")
    for seat in range(players):
        shown = game.reveal(seat)
        events = game.apply(shown)
        assert events[0]["type"] == "reveal"
        assert sorted(game.state["seats"][seat]["hand"]) == shown["hand"]
        assert game.state["table"]["tokens"][seat] == []
    assert REFEREE.validate(game.state) == []


def _play_until(game: TableGame, found, limit: int = 2000):
    while game.state["result"] is None and game.steps < limit:
        hit = found(game)
        if hit is not None:
            return hit
        to_act = game.state["to_act"]
        game.apply(game.chance_report() if to_act == [CHANCE] else game.seat_move(to_act[0]))
    raise AssertionError("the game ended before the case came up")


def _identity_asked(game: TableGame):
    fr = game.state["stack"][-1]
    return fr if fr["kind"] == "TableShow" and fr["identity"] else None


def test_PPS_19_5_a_claim_the_unseen_cards_make_impossible_is_refused():
    game = TableGame(6, 3)
    fr = _play_until(game, _identity_asked)
    seat = fr["seat"]
    shown = {**game.chance_report(), "identity": "lord"}          # the lord's card was seen at the deal (PPS-2.3)
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, shown)
    assert refused.value.rule == "PPS-19.5"
    assert refused.value.detail == f"Every lord identity card (1) has been seen, so player {seat}'s identity " \
                                   f"cannot be the lord."
    assert refused.value.detail_zh == f"1张国主身份牌都已经出现过，{seat}号位的身份不可能是国主。"


def _lie(game: TableGame):
    """A listed move of the seat to act naming a card it may hold but that another seat truly holds."""
    seat = game.state["to_act"][0]
    if seat == CHANCE:
        return None
    listed = REFEREE.legal_moves(game.state, seat)
    for move, label in zip(listed["moves"], listed["labels"]):
        holder = next((other for other in range(game.players) if other != seat
                       and move.get("card") in game.secret[other]), None)
        if "(if you hold" in label["en"] and move["type"] == "use_card" and holder is not None:
            return seat, move, holder
    return None


def test_PPS_19_5_a_lie_the_unseen_cards_allow_is_accepted_and_named_by_the_reveal():
    game = TableGame(12, 3)
    seat, move, holder = _play_until(game, _lie)
    state, _ = REFEREE.apply(game.state, move)                     # accepted: some content allowed it
    shown = {"type": "reveal", "player": holder, "seat": holder, "hand": sorted(game.true_hand(holder)),
             "identity": None}
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(state, shown)
    assert refused.value.rule == "PPS-19.5"
    assert refused.value.detail.startswith(f"Player {seat} used #{move['card']} ")
    assert refused.value.detail.endswith("but never held it, given the revealed cards.")


def test_PPS_19_5_draws_and_identities_are_reported_unnamed():
    game = TableGame(6, 3)
    lord = game.identities.index("lord")
    first = game.state["stack"][-1]["seat"]
    named = {"type": "deal_identity", "player": CHANCE, "seat": first,
             "identity": "bandit" if first != lord else "minister"}
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, named)
    assert refused.value.rule == "PPS-19.5"
    _play_until(game, lambda g: True if g.state["stack"][-1]["kind"] == "PileDraw" else None)
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, {"type": "top_card", "player": CHANCE, "card": game.state["pile"][0]})
    assert refused.value.rule == "PPS-19.5" and "card: null" in refused.value.detail


def test_PPS_20_1_a_view_in_table_mode_shows_only_what_the_table_saw():
    game = TableGame(6, 3)
    _play_until(game, lambda g: True if g.state["stack"][0]["kind"] == "Turn" else None)
    for seat in range(3):
        view = REFEREE.view(game.state, seat)
        own = view["seats"][seat]
        assert own["hand"] == game.known(seat) and own["unknown_cards"] == len(game.tokens(seat)) > 0
        if game.identities[seat] != "lord":
            assert own["identity"] is None
        others = [s for index, s in enumerate(view["seats"]) if index != seat]
        assert all(isinstance(s["hand"], int) for s in others)
        assert "tokens" not in view["table"]


def _table_mid_game() -> dict:
    game = TableGame(19, 4)
    _play_until(game, lambda g: True if g.state["discard"] and g.state["table"]["record"]["claims"]
                and g.state["table"]["hidden_identities"] and any(g.state["table"]["tokens"]) else None)
    return copy.deepcopy(game.state)


def _swap_token_with_pile(state):
    seat = next(seat for seat, tokens in enumerate(state["table"]["tokens"]) if tokens)
    state["table"]["tokens"][seat][0] = state["pile"][0]


def _seen_card_as_token(state):
    """A card the table saw (in the discard pile) hides as a token: the hand swaps a token for it."""
    seat = next(seat for seat, tokens in enumerate(state["table"]["tokens"]) if tokens)
    token, seen = state["table"]["tokens"][seat][0], state["discard"][0]
    hand = state["seats"][seat]["hand"]
    hand[hand.index(token)] = seen
    state["discard"][0] = token
    state["table"]["tokens"][seat][0] = seen


TABLE_CORRUPTIONS = {
    "table is no object": (set_path(("table",), "secret"), "table must be null or an object"),
    "a table field missing": (lambda state: state["table"].pop("tokens"), "table must be null or an object"),
    "table null in a table-chance state": (set_path(("table",), None), "a table-chance state carries a table record"),
    "tokens for too few seats": (set_path(("table", "tokens"), [[]]), "table.tokens holds one list"),
    "a token that is no card of the hand": (_swap_token_with_pile, "table.tokens of seat"),
    "a seen card hidden as a token": (_seen_card_as_token, "exactly the cards the table record has not seen"),
    "a hidden identity out of range": (set_path(("table", "hidden_identities"), [7]), "table.hidden_identities"),
    "a hidden identity named twice": (lambda state: state["table"]["hidden_identities"].append(
        state["table"]["hidden_identities"][0]), "names a seat twice"),
    "the record is no object": (set_path(("table", "record"), []), "table must be an object"),
    "a record pile count off by one": (lambda state: state["table"]["record"]["piles"][0].update(
        left=state["table"]["record"]["piles"][0]["left"] + 1), "the pile holds as many cards as the record's deck"),
    "a group in no zone of the game": (lambda state: state["table"]["record"]["groups"][0].update(zone="seat 9 hand"),
                                       "is not a hidden zone of this game"),
    "a looked-at layer below no top one": (lambda state: state["table"]["record"]["groups"][0].update(
        zone="deck top 2"), "looked-at layers on top of the deck are numbered 1, 2"),
    "爱国's card aside with no decision": (lambda state: state["table"]["record"]["groups"][0].update(
        zone="seat 0 drawn"), "holds 爱国's card only while its decision is pending"),
    "a claim of a card outside the deck": (lambda state: state["table"]["record"]["claims"].append(
        {"turn": 1, "player": 0, "action": "use_card", "zone": "seat 0 hand", "pile": "deck", "card": "999"}),
        "must name an action type, a hidden zone and a card of its pile"),
}


@pytest.mark.parametrize("name", sorted(TABLE_CORRUPTIONS))
def test_PPS_19_5_a_corrupted_table_record_is_refused_by_validate_and_every_load(name):
    """PPS-19.5: a state carrying a table record is read and checked like any state: a record no play can produce is
    an invalid state (422 over HTTP), never a crash, also when the engine is asked for its legal moves."""
    state = _table_mid_game()
    assert REFEREE.validate(state) == []
    corrupt, expected = TABLE_CORRUPTIONS[name]
    corrupt(state)
    problems = REFEREE.validate(state)
    assert any(expected in problem for problem in problems), problems
    with pytest.raises(InvalidState):
        REFEREE.legal_moves(state)
    with pytest.raises(InvalidState):
        SealedStateReferee(GAME, trusted=False).legal_moves(copy.deepcopy(state))


def test_PPS_19_5_setup_offers_table_mode_and_the_trusted_load_reads_the_record_back():
    state, _ = REFEREE.setup(4, chance="table")
    assert state["chance"] == "table" and state["table"]["tokens"] == [[], [], [], []]
    game = TableGame(19, 4)
    _play_until(game, lambda g: True if g.steps >= 60 else None)
    sealed = SealedStateReferee(GAME)
    assert sealed.legal_moves(copy.deepcopy(game.state)) == REFEREE.legal_moves(game.state)
    seat = game.state["to_act"][0]
    move = game.chance_report() if seat == CHANCE else game.seat_move(seat)
    assert sealed.apply(copy.deepcopy(game.state), move) == REFEREE.apply(game.state, move)


@pytest.mark.parametrize("seed, players", [(6, 3), (19, 4)])
def test_PPS_19_5_every_listed_chance_report_is_accepted(seed, players):
    """legal-moves lists, for the table, only reports it may make: unnamed draws into hands and face-down identities,
    the cards that may be on top for a card turned up, R5 unnamed (named only when the card goes face up) and one
    content that fits for a TableShow; each one is accepted, and a real table's report is always among them."""
    game = TableGame(seed, players)
    kinds = set()
    while game.state["result"] is None and game.steps < 1500:
        if game.state["to_act"] != [CHANCE]:
            game.apply(game.seat_move(game.state["to_act"][0]))
            continue
        fr, listed = game.state["stack"][-1], REFEREE.legal_moves(game.state)
        moves = listed["moves"]
        kinds.add(fr["kind"])
        for move in game.rng.sample(moves, min(4, len(moves))):
            REFEREE.apply(game.state, move)                     # accepted: raises otherwise
        if fr["kind"] == "PileDraw" and fr["destination"] == "hand":
            assert moves == [{"type": "top_card", "player": CHANCE, "card": None}]
        if fr["kind"] == "TableShow":
            assert len(moves) == 1 and moves[0]["type"] == "reveal" and moves[0]["seat"] == fr["seat"]
        if fr["kind"] == "Setup" and fr["step"] == "identity":
            assert {move["identity"] for move in moves} <= {"lord", None}
        report = game.chance_report()
        if report["type"] == "top_card" and report["card"] is not None:
            assert report in moves                              # the true top card is always possible
            seen = set(game.state["discard"]) | {card for seat in range(players) for card in game.known(seat)}
            assert not seen & {move["card"] for move in moves}
        game.apply(report)
    assert {"PileDraw", "TableShow", "Setup"} <= kinds


def test_PPS_19_5_a_chance_report_is_labelled_without_naming_a_hidden_card():
    game = TableGame(6, 3)
    listed = REFEREE.legal_moves(game.state)
    assert {label["en"] for label in listed["labels"]} >= {f"Seat {game.state['stack'][-1]['seat']} is dealt a "
                                                           f"face-down identity card"}
    _play_until(game, lambda g: True if g.state["stack"][-1]["kind"] == "PileDraw"
                and g.state["stack"][-1]["destination"] == "hand" else None)
    listed = REFEREE.legal_moves(game.state)
    assert listed["labels"] == [{"en": "Draw a card nobody names", "zh": "摸到一张不报出的牌"}]


# -- boss mode (PPS-21) in table mode ---------------------------------------------------------------------------

BOSS_SEEDS = [(0, 3), (3, 4), (0, 7)]


@pytest.mark.parametrize("seed, players", BOSS_SEEDS)
def test_PPS_21_boss_mode_in_table_mode_plays_to_the_end_and_the_final_reveal_fits(seed, players):
    """PPS-21.2: boss mode deals no identity cards, so the record holds only the deck; the boss's 司令部 uses the
    commanded runner's hand (PPS-21.4), each card named from it a claim on that hand."""
    game = TableGame(seed, players, {"mode": "boss"})
    assert [pile["pile"] for pile in game.state["table"]["record"]["piles"]] == ["deck"]
    game.play()
    assert game.state["result"] is not None
    assert all(event["visible_to"] == "all" for event in game.events)
    for seat in range(players):
        game.apply(game.reveal(seat))
        assert game.state["table"]["tokens"][seat] == []
    assert REFEREE.validate(game.state) == []


def _both_hands_may_hold(game: TableGame):
    seat = game.state["to_act"][0]
    if seat == CHANCE:
        return None
    listed = REFEREE.legal_moves(game.state, seat)
    sourced = [(move, label) for move, label in zip(listed["moves"], listed["labels"]) if "from_hand" in move]
    return (seat, listed, sourced) if sourced else None


def test_PPS_21_4_a_card_both_commanded_hands_may_hold_is_listed_per_hand_and_leaves_the_hand_named():
    game = TableGame(0, 4, {"mode": "boss"})
    boss, listed, sourced = _play_until(game, _both_hands_may_hold)
    runner = game.state["seats"][boss]["marks"]["headquarters_runner"]
    move, label = next((move, label) for move, label in sourced if move["from_hand"] == runner)
    plain = {key: value for key, value in move.items() if key != "from_hand"}
    assert {**plain, "from_hand": boss} in listed["moves"] and plain not in listed["moves"]
    assert label["en"].endswith(f"(if player {runner} holds {label['en'].split(' holds ')[-1]}")
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, plain)
    assert refused.value.rule == "PPS-19.5"
    assert refused.value.detail == (f"Both player {boss}'s hand and player {runner}'s (司令部) may hold #{move['card']}: "
                                    f"say in from_hand which hand it leaves.")
    assert refused.value.detail_zh == (f"{boss}号位和{runner}号位（司令部）的手牌都可能有#{move['card']}：请在from_hand中"
                                       f"说明它来自哪一手牌。")
    sizes = [len(seat["hand"]) for seat in game.state["seats"]]
    state, _ = REFEREE.apply(game.state, move)
    claim = state["table"]["record"]["claims"][-1]
    assert (claim["zone"], claim["card"]) == (f"seat {runner} hand", str(move["card"]))
    assert len(state["seats"][runner]["hand"]) == sizes[runner] - 1
    assert len(state["seats"][boss]["hand"]) == sizes[boss]


def test_PPS_19_5_from_hand_is_refused_outside_table_mode_and_outside_司令部():
    state, _ = REFEREE.setup(3, {"identities": ["lord", "minister", "bandit"],
                                 "characters": ["pidan", "doujiyan", "dadadou"],
                                 "hands": [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]}, chance="client")
    while state["to_act"] == [CHANCE] or state["stack"][0]["step"] != "play":      # to the lord's play phase
        listed = REFEREE.legal_moves(state)["moves"]
        state, _ = REFEREE.apply(state, next((move for move in listed if move["type"] == "end_step"), listed[0]))
    seat = state["to_act"][0]
    move = next(move for move in REFEREE.legal_moves(state, seat)["moves"] if move["type"] == "use_card")
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(state, {**move, "from_hand": seat})
    assert refused.value.rule == "PPS-19.5" and refused.value.detail.startswith("from_hand is for table mode only")
    game = TableGame(19, 4)
    _play_until(game, lambda g: True if g.state["stack"][0]["kind"] == "Turn"
                and g.state["stack"][0]["step"] == "play" and g.state["to_act"] != [CHANCE] else None)
    seat = game.state["to_act"][0]
    move = next(move for move in REFEREE.legal_moves(game.state, seat)["moves"] if move["type"] == "use_card")
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, {**move, "from_hand": (seat + 1) % 4})
    assert refused.value.rule == "PPS-19.5" and refused.value.detail == \
        f"#{move['card']} cannot leave player {(seat + 1) % 4}'s hand here."


@pytest.mark.parametrize("change, detail", [
    ({"identity": "emperor"}, "A face-down identity is one of lord, minister, bandit, thief (PPS-2.2), not 'emperor'."),
    ({"identity": "boss"}, "A face-down identity is one of lord, minister, bandit, thief (PPS-2.2), not 'boss'."),
    ({"hand": [0]}, "A revealed hand names distinct card numbers of this game's deck."),
    ({"hand": [-5]}, "A revealed hand names distinct card numbers of this game's deck."),
    ({"hand": [13, 13]}, "A revealed hand names distinct card numbers of this game's deck."),
])
def test_PPS_19_5_a_reveal_names_cards_of_the_deck_and_identities_of_PPS_2_2(change, detail):
    game = TableGame(19, 4)
    _play_until(game, lambda g: True if g.steps >= 80 else None)
    seat = game.state["table"]["hidden_identities"][0]
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, {**game.reveal(seat), **change})
    assert (refused.value.rule, refused.value.detail) == ("PPS-19.5", detail)


def test_PPS_19_5_a_known_identity_is_revealed_as_itself():
    game = TableGame(0, 3, {"mode": "boss"})
    _play_until(game, lambda g: True if g.steps >= 20 else None)
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(game.state, {**game.reveal(1), "identity": "bandit"})
    assert refused.value.detail == "Player 1's identity is known to the table: runner, not 'bandit'."
    assert refused.value.detail_zh == "1号位的身份大家都知道：跑跑，不是“bandit”。"
    REFEREE.apply(game.state, game.reveal(1))


def test_PPS_19_5_every_listed_move_of_a_random_game_is_accepted():
    """Random listed moves, as the conformance suite plays them, with two more listed moves tried at every step: a
    listing that read a hand's raw numbers (爱恋 and the 加特林 payment did) would offer a token the record refutes.
    Seed 1001 at 7 players reached such an 爱恋 (PPS-3.5.1) on step 380."""
    import random
    picker, tries = random.Random(1001), random.Random(0)
    state, _ = REFEREE.setup(7, {}, seed=1001, chance="table")
    while state["result"] is None:
        moves = REFEREE.legal_moves(state)["moves"]
        action = picker.choice(moves)
        for other in tries.sample(moves, min(2, len(moves))):
            REFEREE.apply(state, other)                            # accepted: raises otherwise
        state, _ = REFEREE.apply(state, action)
