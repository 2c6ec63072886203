"""Monster Maker 5 in table chance mode (MM-16.4): a real table plays seeded games to the end without ever naming a
card that goes into a hand or is laid face down; true claims are accepted, impossible ones refused with the
reason, a lie the unseen cards allow is caught by a later reveal, and declarations over the hand limit
(MM-11.2-MM-11.5) are held against the reveal."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.core import CHANCE, IllegalMove
from engine.monster_maker_5.table import FACE_DOWN

from .physical_table import CARDS, CLAIMS, KINDS, REFEREE, PhysicalTable

GAMES_PLAYED = [(2, 1, {}), (3, 2, {}), (4, 3, {}), (5, 4, {"deck_exhaustion_ends_game": "off"}),
                (8, 5, {"side_tie": "draw"})]


def _refused(state, action) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(state, action)
    return refused.value


@pytest.mark.parametrize("players, seed, options", GAMES_PLAYED)
def test_MM_16_4_a_real_table_plays_to_the_end_and_every_true_claim_is_accepted(players, seed, options):
    table = PhysicalTable(players, seed, options)
    table.play_to_end()
    for event in table.events:
        # Views and events never say more than the table saw: nothing is told to one seat alone, and a card
        # dealt or drawn into a hand, or laid face down, is not named.
        assert event["visible_to"] == "all"
        assert event["type"] not in ("dealt_card", "drew_card", "spell_placed_card")
        if event["type"] in ("dealt", "drew") and "card" in event:
            assert KINDS[event["card"]] == event["card"]            # only paladins and gems are named
    assert all(seat["hand"] == [] for seat in table.state["seats"])
    assert table.state["result"] == table.truth["result"]          # the referee scored the real game
    for seat in range(players):                                    # the final reveal fits every claim made
        table.state, events = REFEREE.apply(table.state, table.reveal(seat))
        assert events[0]["type"] == "hand_revealed"
        assert table.true_hand_kinds(seat) == Counter(KINDS[cid] for cid in table.state["seats"][seat]["hand"])
    assert REFEREE.validate(table.state) == []


def test_MM_16_4_a_card_going_into_a_hand_is_reported_unnamed():
    table = PhysicalTable(4, 7)
    listing = REFEREE.legal_moves(table.state)
    assert listing["to_act"] == [CHANCE]
    assert {"type": "deal", "player": CHANCE, "card": None} in listing["moves"]
    assert all(move["card"] is None or KINDS[move["card"]] == move["card"] for move in listing["moves"])
    error = _refused(table.state, {"type": "deal", "player": CHANCE, "card": "W1"})
    assert error.rule == "MM-16.4"
    assert error.detail.startswith("In table mode a card that goes into a hand is reported unnamed")
    assert "不指名回報" in error.detail_zh


def test_MM_16_1_a_die_reported_while_a_card_is_dealt_is_refused():
    """In table mode the Referee leaves chance reports to the game: a roll while the deal waits is no pending die."""
    table = PhysicalTable(4, 7)
    error = _refused(table.state, {"type": "roll", "player": CHANCE, "face": 3})
    assert (error.rule, error.detail, error.detail_zh) == ("MM-16.1", "No die roll is pending.", "現在沒有待擲的骰子。")


def test_MM_16_4_a_card_the_unseen_cards_cannot_hold_is_refused_with_the_reason():
    """Once every copy of a kind has been seen, no hand may claim one; a paladin never sits in a hand."""
    for seed in range(30):
        table = PhysicalTable(3, seed)
        while table.state["result"] is None:
            state = table.state
            seat = state["active"]
            if state["phase"] == "action" and state["seats"][seat]["side"] == "light" and \
                    state["seats"][seat]["hand_size"]:
                unseen = state["table"]["piles"][0]["unseen"]
                if "mage" not in unseen:
                    error = _refused(state, {"type": "deploy", "player": seat, "cards": ["M1"]})
                    assert error.rule == "MM-16.4"
                    assert error.detail == f"All 5 Mage have been seen, so player {seat}'s hand cannot hold one."
                    assert error.detail_zh == f"5 張法師都已經出現過，玩家 {seat} 的手牌不可能有。"
                    error = _refused(state, {"type": "deploy", "player": seat, "cards": ["P1"]})
                    assert error.rule == "MM-16.4" and "never stay in a hand (MM-4.2)" in error.detail
                    return
            table.step()
    pytest.fail("no seeded game saw every Mage before a Light seat's action")


def _lie(table: PhysicalTable):
    """A listed claim of one card the seat does not hold, whose every hidden copy is in one other true hand (none
    in the deck or a face-down spell): the referee cannot tell it from a true claim yet."""
    listing = REFEREE.legal_moves(table.state)
    if listing["to_act"] == [CHANCE] or table.state["battle"] is not None:
        return None
    truth = table.truth
    for move in listing["moves"]:
        field = CLAIMS.get(move["type"])
        if field is None:
            continue
        named = move[field] if field == "cards" else [move[field]]
        liar = move["player"]
        if len(named) != 1 or table.true_hand_kinds(liar)[KINDS[named[0]]]:
            continue
        kind = KINDS[named[0]]
        if any(KINDS[cid] == kind for cid in truth["deck"]):
            continue
        holders = [seat for seat in range(truth["players"]) if table.true_hand_kinds(seat)[kind]]
        if len(holders) == 1:
            return move, holders[0]
    return None


def test_MM_16_4_a_lie_the_unseen_cards_allow_is_accepted_then_named_by_the_reveal():
    for seed in range(40):
        table = PhysicalTable(4, seed)
        lie = None
        while table.state["result"] is None and lie is None:
            lie = _lie(table)
            if lie is None:
                table.step()
        if lie is None:
            continue
        move, holder = lie
        liar, draws = move["player"], 60 - table.state["deck_size"]
        table.state, _ = REFEREE.apply(table.state, move)       # accepted: some placement still fits
        error = _refused(table.state, table.reveal(holder))
        assert error.rule == "MM-16.4"
        assert error.detail.startswith(f"Player {liar} ")
        assert f"after draw {draws} but never held one, given the revealed cards." in error.detail
        assert error.detail_zh.startswith(f"玩家 {liar} 在第 {draws} 次抽牌後")
        return
    pytest.fail("no seeded game offered a lie the unseen cards allow")


def test_MM_16_4_a_reveal_is_taken_at_any_moment_and_makes_the_hand_known():
    table = PhysicalTable(3, 12)
    for _ in range(40):
        table.step()
    seat = (table.state["active"] + 1) % 3                      # not the seat whose turn it is
    hand = table.reveal(seat)
    table.apply(hand)
    shown = table.state["seats"][seat]["hand"]
    assert Counter(KINDS[cid] for cid in shown) == Counter(KINDS[cid] for cid in hand["cards"])
    assert table.state["seats"][seat]["hand_size"] == len(shown)
    listing = REFEREE.legal_moves(table.state, seat)
    assert all("if you hold" not in label["en"] for label in listing["labels"])   # nothing unknown is left
    table.play_to_end()
    assert REFEREE.validate(table.state) == []


def test_MM_16_4_a_reveal_in_client_mode_is_refused():
    state, _ = REFEREE.setup(2, {"first_player": 0}, chance="client")
    while state["to_act"] == [CHANCE]:
        state, _ = REFEREE.apply(state, REFEREE.legal_moves(state)["moves"][0])
    error = _refused(state, {"type": "reveal", "player": 0, "cards": []})
    assert error.rule == "MM-16.4"


def test_MM_16_4_legal_moves_label_what_must_be_held():
    table = PhysicalTable(4, 3)
    while True:
        listing = REFEREE.legal_moves(table.state)
        claims = [(move, label) for move, label in zip(listing["moves"], listing["labels"])
                  if CLAIMS.get(move["type"]) and move[CLAIMS[move["type"]]]]
        if claims and listing["to_act"] != [CHANCE]:
            break
        table.step()
    move, label = claims[0]
    named = move["cards"] if CLAIMS[move["type"]] == "cards" else [move["thief"]]
    assert ", if you hold " in label["en"] and "（若你持有" in label["zh"]
    assert all(KINDS[cid] in label["en"] or cid in label["en"] for cid in named)


def _play_until_face_down(table: PhysicalTable, known: bool):
    """Steps until a seat lays a true spell face down; with `known`, it first reveals its hand. Answers the
    seat and the spell's index, or None when the game ends first."""
    while table.state["result"] is None:
        listing = REFEREE.legal_moves(table.state)
        true = [] if listing["to_act"] == [CHANCE] else table.true_moves(listing["moves"])
        laid = [move for move in true if move.get("card", move.get("spell")) == FACE_DOWN
                and not move.get("cards")]
        if laid:
            seat = laid[0]["player"]
            if known:
                table.apply(table.reveal(seat))
            index = len(table.state["battle"]["spells"])
            table.apply(laid[0])
            return seat, index
        table.step()
    return None


def test_MM_16_4_a_spell_laid_from_a_fully_known_hand_is_one_of_its_cards():
    for seed in range(20):
        table = PhysicalTable(3, seed)
        found = _play_until_face_down(table, known=True)
        if found is None:
            continue
        seat, index = found
        group = next(group for group in table.state["table"]["groups"] if group["zone"] == f"spell {index}")
        held = {KINDS[cid] for cid in table.truth["seats"][seat]["hand"]} | {KINDS[table._spells[index]]}
        assert set(group["kinds"]) <= held                       # one of the cards the hand held
        while table.state["battle"] is not None and table.state["battle"]["step"] != "show":
            table.step()
        if table.state["battle"] is None:
            continue
        others = [spell for spell in ("HL1", "FB1", "TS", "PR1", "HA", "SL", "DP") if KINDS[spell] not in held]
        for spell in others:
            if table.state["battle"]["spells"][index]["card"] is None and all(
                    s["card"] is not None for s in table.state["battle"]["spells"][:index]):
                error = _refused(table.state, {"type": "show_spell", "player": CHANCE, "card": spell})
                assert error.rule == "MM-16.4"
        table.play_to_end()
        return
    pytest.fail("no seeded game laid a spell face down")


def _over_the_limit() -> dict:
    """Two seats dealt unnamed cards only (so both Neutral, and no gem to steal: thieves are unusable); seat 0
    has drawn a sixth card and kept its side: step c, over the hand limit (MM-11.2)."""
    state, _ = REFEREE.setup(2, {"first_player": 0}, chance="table")
    for _ in range(10):
        state, _ = REFEREE.apply(state, {"type": "deal", "player": CHANCE, "card": None})
    for action in ({"type": "draw", "player": 0}, {"type": "draw_card", "player": CHANCE, "card": None},
                   {"type": "choose_side", "player": 0, "option": "keep", "side": None, "cards": []}):
        state, _ = REFEREE.apply(state, action)
    assert state["phase"] == "action" and state["seats"][0]["hand_size"] == 6
    return state


def test_MM_11_4_passing_over_the_limit_declares_a_hand_of_spells_held_against_the_reveal():
    """Over the hand limit with unknown cards a seat may pass: that declares it holds only spells and thieves it
    cannot use (MM-11.2). The record narrows the hand; a claim or a reveal of a character is then refused."""
    state = _over_the_limit()
    passing = {"type": "pass", "player": 0}
    assert passing in REFEREE.legal_moves(state)["moves"]          # the referee cannot tell: it is listed
    state, _ = REFEREE.apply(state, passing)
    group = next(group for group in state["table"]["groups"] if group["zone"] == "seat 0 hand")
    assert set(group["kinds"]) == {"holy_light", "fireball", "TS", "protection", "HA", "SL", "DP", "T1/T2",
                                   "T3/T4", "T5"}
    assert state["phase"] == "discard"                             # MM-11.6: still 6 cards at step d
    error = _refused(state, {"type": "discard_to_limit", "player": 0, "cards": ["W1"]})
    assert error.rule == "MM-16.4"
    assert error.detail.startswith("What the table saw leaves player 0's hand only other kinds of unknown cards")
    error = _refused(state, {"type": "reveal", "player": 0, "cards": ["W1", "HL1", "FB1", "FB2", "TS", "T1"]})
    assert error.rule == "MM-16.4" and "a declaration over the hand limit, MM-11.2" in error.detail
    state, _ = REFEREE.apply(state, {"type": "reveal", "player": 0, "cards": ["HL1", "HL2", "FB1", "FB2", "TS", "T1"]})
    assert state["seats"][0]["hand"] == ["T1", "HL1", "HL2", "FB1", "FB2", "TS"]


def test_MM_11_4_a_seat_surely_obliged_may_not_pass():
    """Once the hand is known to hold a character over the limit, passing is refused as in client mode."""
    state = _over_the_limit()
    state, _ = REFEREE.apply(state, {"type": "reveal", "player": 0, "cards": ["W1", "M1", "O1", "FB1", "TS", "T1"]})
    error = _refused(state, {"type": "pass", "player": 0})
    assert error.rule == "MM-11.4"
    assert {"type": "pass", "player": 0} not in REFEREE.legal_moves(state)["moves"]


def test_MM_16_4_a_named_id_stands_for_its_kind_and_takes_a_known_copy_first():
    """Copies are interchangeable: an id names its kind. A known copy in the hand is used first; otherwise the
    first unseen copy, so the fields and events name cards nobody has seen elsewhere."""
    from engine.monster_maker_5 import GAME
    from engine.monster_maker_5.table import resolve_ids
    state = _over_the_limit()
    state, _ = REFEREE.apply(state, {"type": "reveal", "player": 0, "cards": ["W4", "M1", "O1", "FB1", "TS", "T1"]})
    game_state = GAME.load({key: value for key, value in state.items() if key not in ("game", "version", "chance",
                                                                                      "rng")})
    assert state["seats"][0]["hand"] == ["W1", "M1", "T1", "O1", "FB1", "TS"]   # first unseen copies
    assert resolve_ids(game_state, 0, ["W6", "M3"]) == ["W1", "M1"]
    assert resolve_ids(game_state, 1, ["W1", "W1"]) == ["W2", "W3"]


def test_MM_16_4_a_spell_laid_from_a_known_hand_keeps_the_rest_known_once_it_is_turned_up():
    """MM-10.3 from a hand the table saw: the spell is one of its spells (the show lists exactly those), the
    hand's other cards stay known, and once the battle's spells are turned up the spells left in the hand are
    known again: the hand has no unknown card and the record no pinned card."""
    for seed in range(30):
        table = PhysicalTable(3, seed)
        found = _play_until_face_down(table, known=True)
        if found is None:
            continue
        seat, index = found
        light = table.state["seats"][seat]["side"] == "light"
        held = {KINDS[cid] for cid in table.truth["seats"][seat]["hand"] + [table._spells[index]]}
        placeable = {kind for kind in held if any(KINDS[cid] == kind and CARDS[cid].cls == "spell"
                                                  and (light or CARDS[cid].spell != "holy_light") for cid in KINDS)}
        assert table.state["seats"][seat]["hand_size"] == len(table.truth["seats"][seat]["hand"])
        assert not placeable & {KINDS[cid] for cid in table.state["seats"][seat]["hand"]}   # they went down
        while table.state["battle"] is not None and table.state["battle"]["step"] != "show":
            table.step()
        if table.state["battle"] is None or len(table.state["battle"]["spells"]) != index + 1:
            continue
        # The spell is one of the spells the hand held that the seat could place: exactly those are listed.
        assert {KINDS[move["card"]] for move in REFEREE.legal_moves(table.state)["moves"]} == placeable
        while table.state["battle"] is not None:
            table.step()
        state = table.state
        assert "pins" not in state["table"] and state["seats"][seat]["hand_size"] == len(state["seats"][seat]["hand"])
        assert Counter(KINDS[cid] for cid in state["seats"][seat]["hand"]) == table.true_hand_kinds(seat)
        table.play_to_end()
        assert REFEREE.validate(table.state) == []
        return
    pytest.fail("no seeded game laid a spell from a known hand")


@pytest.mark.parametrize("seed", [1, 2])
def test_MM_16_4_seats_that_often_show_their_hands_still_play_to_the_end_and_every_true_claim_is_accepted(seed):
    """Reveals at random moments make hands partly known, so spells are laid from known cards (pinned in the
    record) again and again; the referee still lists every true move, every battle ends with nothing pinned, and
    the final reveals fit."""
    table = PhysicalTable(4, seed)
    pinned = 0
    while table.state["result"] is None:
        listing = REFEREE.legal_moves(table.state)
        if listing["to_act"] != [CHANCE]:
            laying = [move["player"] for move in table.true_moves(listing["moves"])
                      if move.get("card", move.get("spell")) == FACE_DOWN]
            if laying and table.pick.random() < 0.5 or table.pick.random() < 0.02:
                table.apply(table.reveal(laying[0] if laying else table.pick.randrange(4)))
        table.step()
        pinned += "pins" in table.state["table"]
        if table.state["battle"] is None:
            assert "pins" not in table.state["table"]
    assert pinned
    for seat in range(4):
        table.state, _ = REFEREE.apply(table.state, table.reveal(seat))
    assert REFEREE.validate(table.state) == []
