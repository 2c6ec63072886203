"""Monster Run in table chance mode (MR-14.3): a real table plays seeded games to the end without ever naming a
hidden card; true claims are accepted, impossible ones refused, and a lie the unseen cards allow is caught by
the reveal that follows."""
from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, MalformedAction, Referee
from engine.monster_run import GAME
from engine.monster_run.cards import NOTE_DECK, NOTE_ORDER
from engine.registry import GAMES

from .physical_table import REFEREE, PhysicalTable

GAMES_PLAYED = [(2, {"level": 1, "board": "4/4"}, 1), (3, {"level": 2, "board": "3/4"}, 2),
                (4, {"level": 3, "board": "4/4"}, 3), (2, {"level": 4, "board": "3/4"}, 4),
                (3, {"level": 5, "board": "4/4"}, 5), (4, {"level": 2, "board": "4/4", "magic_hand_limit": 1}, 6)]


def _refused(state, action) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        REFEREE.apply(state, action)
    return refused.value


@pytest.mark.parametrize("players, options, seed", GAMES_PLAYED)
def test_MR_14_3_a_real_table_plays_to_the_end_and_every_true_claim_is_accepted(players, options, seed):
    table = PhysicalTable(players, options, seed)
    table.play_to_end()
    for event in table.events:
        if event["type"] in ("note_drawn", "magic_drawn"):
            # Views and events never say more than the table saw: a draw is told without its card.
            assert "card" not in event and event["visible_to"] == "all"
    assert all(seat["hand"] == [] and seat["magic"] == [] for seat in table.state["seats"])
    for seat in range(players):                        # the final reveal fits every claim made
        table.state, events = REFEREE.apply(table.state, table.reveal(seat))
        assert events[0]["type"] == "hand_revealed"
        assert sorted(table.state["seats"][seat]["hand"]) == sorted(table.hands[seat])
    assert table.state["result"] is not None and REFEREE.validate(table.state) == []


def test_MR_14_3_a_card_the_unseen_cards_cannot_hold_is_refused_with_the_reason():
    table = PhysicalTable(2, {"level": 1}, 11)
    refusals = 0
    while table.state["result"] is None and refusals < 3:
        state = table.state
        if state["decision"] == "TURN_START":
            unseen = state["table"]["piles"][0]["unseen"]
            seen = [card for card in NOTE_ORDER if card not in unseen]
            if seen:
                card = seen[0]
                for kind in ("play_note", "discard_and_draw"):
                    extra = {"spell": "none"} if kind == "play_note" else {}
                    error = _refused(state, {"type": kind, "player": state["active"], "card": card, **extra})
                    assert error.rule == "MR-14.3"
                    copies = NOTE_DECK[card]
                    assert error.detail == (f"All {copies} {card} have been seen, so player {state['active']}'s "
                                            f"hand cannot hold one.")
                    assert error.detail_zh.startswith(f"{copies} 張")
                refusals += 1
        table.step()
    assert refusals == 3


def test_MR_14_3_a_lie_the_unseen_cards_allow_is_accepted_then_named_by_the_reveal():
    """The liar names a card it does not hold whose every hidden copy is in one other hand and none in the pile:
    the referee cannot tell yet; the other hand's reveal shows the lie, naming turn, seat and card."""
    for seed in range(40):
        table = PhysicalTable(3, {"level": 1}, seed)
        lie = None
        while table.state["result"] is None and lie is None:
            lie = _lie(table)
            if lie is None:
                table.step()
        if lie is None:
            continue
        move, holder = lie
        liar, turn = move["player"], table.state["turn"] + 1
        # Physically the liar put down one of its own cards; the referee was told another.
        table.state, _ = REFEREE.apply(table.state, move)
        table.hands[liar].remove(table.hands[liar][0])
        error = _refused(table.state, table.reveal(holder))
        assert error.rule == "MR-14.3"
        verb = "played" if move["type"] == "play_note" else "discarded"
        assert error.detail == (f"Player {liar} {verb} {move['card']} on turn {turn} but never held one, "
                                f"given the revealed cards.")
        assert error.detail_zh.startswith(f"玩家 {liar} 在第 {turn} 回合")
        return
    raise AssertionError("no seed gave a lie to tell")


def _lie(table: PhysicalTable):
    state = table.state
    if state["decision"] != "TURN_START":
        return None
    liar = state["active"]
    hidden_in_pile = set(table.notes)
    for move in REFEREE.legal_moves(state)["moves"]:
        card = move.get("card")
        if move["type"] not in ("play_note", "discard_and_draw") or card in table.hands[liar] \
                or card in hidden_in_pile:
            continue
        holders = [seat for seat, hand in enumerate(table.hands) if card in hand]
        if len(holders) == 1:
            return move, holders[0]
    return None


def test_MR_14_3_setup_takes_table_mode_with_client_options_and_draws_go_unnamed():
    state, _ = REFEREE.setup(2, {"level": 2, "first_player": 1, "coda_bar_line": "BL4"}, chance="table")
    assert state["chance"] == "table" and state["rng"] is None and state["decision"] == "PLACE_FRUIT"
    while state["decision"] != "DEAL":
        state, _ = REFEREE.apply(state, REFEREE.legal_moves(state)["moves"][0])
    listing = REFEREE.legal_moves(state)
    assert listing["moves"] == [{"type": "draw_note", "player": CHANCE, "seat": 1, "card": None}]
    assert listing["labels"][0]["en"] == "Seat 1 draws a card without showing it"
    named = _refused(state, {"type": "draw_note", "player": CHANCE, "seat": 1, "card": "Q-E4"})
    assert named.rule == "MR-14.3"
    state, events = REFEREE.apply(state, listing["moves"][0])
    assert [event["type"] for event in events] == ["note_drawn"] and "card" not in events[0]
    assert state["draw_pile"] == {} and state["table"]["piles"][0]["left"] == 119


def test_MR_14_3_legal_moves_list_what_some_content_allows_and_say_what_must_be_held():
    table = PhysicalTable(2, {"level": 1, "first_player": 0}, 3)
    while table.state["decision"] != "TURN_START":
        table.step()
    listing = REFEREE.legal_moves(table.state)
    discards = [move["card"] for move in listing["moves"] if move["type"] == "discard_and_draw"]
    assert discards == list(NOTE_ORDER)                # three unknown cards may be any of them
    index = listing["moves"].index({"type": "discard_and_draw", "player": 0, "card": "Q-E4"})
    assert listing["labels"][index]["en"] == "Discard Q-E4 (quarter note E4) and draw, if you hold Q-E4 (quarter " \
                                             "note E4)"
    assert listing["labels"][index]["zh"].endswith("（若你持有Q-E4（四分音符 E4））")


def test_MR_9_5_at_magic_drawn_the_seat_declares_the_drawn_card_and_only_it_may_be_used():
    table = PhysicalTable(2, {"level": 2, "magic_deck": ["fermata", "ritardando"], "first_player": 0}, 21)
    while table.state["decision"] != "MAGIC_DRAWN":
        table.step()
        assert table.state["result"] is None
    state, seat = table.state, table.state["active"]
    assert state["pending"] == {"card": None}
    listing = REFEREE.legal_moves(state)
    used = {move["card"] for move in listing["moves"] if move["type"] == "use_magic"}
    assert used <= {"fermata", "ritardando"}
    error = _refused(state, {"type": "use_magic", "player": seat, "card": "to_coda", "target": 1 - seat})
    assert error.rule == "MR-14.3" and error.detail.startswith("This game has no To Coda")


def test_MR_14_3_reveal_is_refused_outside_table_mode_and_slap_has_no_table_mode():
    state, _ = REFEREE.setup(2, {"first_player": 0}, seed=4)
    error = _refused(state, {"type": "reveal", "player": 0, "notes": state["seats"][0]["hand"], "magic": []})
    assert error.rule == "MR-14.3"
    with pytest.raises(MalformedAction) as refused:
        Referee(GAMES["monster-run-slap"]).setup(2, chance="table")
    assert "client" in refused.value.detail


def test_MR_14_3_a_table_state_without_its_record_is_not_a_table_state():
    state, _ = REFEREE.setup(2, {}, chance="table")
    broken = {key: value for key, value in state.items() if key != "table"}
    assert REFEREE.validate(broken) == ["a table-chance state carries a table record, and only such a state does"]
    assert GAME.load({key: value for key, value in state.items()
                      if key not in ("game", "version", "chance", "rng")}).table is not None
