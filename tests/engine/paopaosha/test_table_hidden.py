"""PaoPao Sha table mode keeps hidden what the table does not see (PPS-19.5, PPS-20.1): a card given hand to hand face
down (神秘惊奇, 光明之眼, 控制's take, 电脑奇才's own card) is chosen unnamed ("hand") unless the referee knows it is in
that hand, and 看豆's look and new order are not reported at all (PPS-3.12.3). For each: the true content is
accepted, a later claim the unseen cards make impossible is refused citing PPS-19.5, and a lie they still allow is
accepted and then named by the reveal."""
from __future__ import annotations

import pytest

from engine.core import IllegalMove
from engine.paopaosha import machine, table_play
from tests.engine.paopaosha.helpers import act, choose, frame, hand, moves, pass_, rejects, use
from tests.engine.paopaosha.skill_helpers import cs, skill

from .table_game import GAME, TableGame


def table_state(hidden: dict[int, int] | None = None, **scenario) -> dict:
    """A table-mode state: the scenario's hands are known cards (the `hands` option), then each seat of `hidden` draws
    that many cards unnamed (their true content is the test's to keep: the tokens say nothing about it)."""
    st = cs(**scenario)
    table_play.start(st)
    table = st["table"]
    for seat, count in (hidden or {}).items():
        for _ in range(count):
            token = st["pile"].pop(0)
            table.record.draw(seat)
            table.tokens[seat].append(token)
            machine.add_hand(st, seat, token)
    table.changed()
    assert not GAME.problems(st), GAME.problems(st)
    return st


def reveal(seat: int, cards: list[int]) -> dict:
    return {"type": "reveal", "player": seat, "seat": seat, "hand": sorted(cards), "identity": None}


def unknown(st, seat: int) -> int:
    return len(st["table"].tokens[seat])


def known(st, seat: int) -> list[int]:
    return st["table"].known(st, seat)


def labels(st) -> list[dict]:
    return GAME.labels(st, moves(st))


def refused(st, action, detail: str | None = None) -> IllegalMove:
    error = rejects(st, action, "PPS-19.5")
    if detail is not None:
        assert error.detail == detail
    return error


# -- 光明之眼 (PPS-13.6) -------------------------------------------------------------------------------------------

def _eye(st):
    use(st, 0, 110)
    while frame(st) == "NegationWindow":  # a seat whose unknown card may be 无懈可击 is asked (PPS-6.9)
        pass_(st, st["to_act"][0])
    assert frame(st) == "Eye"


def test_PPS_13_6_eye_of_light_takes_a_card_unnamed_and_the_known_one_becomes_unknown():
    st = table_state({1: 1}, n=3, hands={0: [110], 1: [1]})
    _eye(st)
    assert moves(st) == [{"type": "choose", "player": 0, "choice": 1}, {"type": "choose", "player": 0, "choice": "hand"}]
    assert labels(st)[1] == {"en": "Take one card of Seat 1's hand, not named",
                             "zh": "获得1号位的一张手牌，不报出是哪一张"}
    ev = choose(st, 0, "hand")
    assert all(event["visible_to"] == "all" and "card" not in event for event in ev)
    assert [event["source"] for event in ev if event["type"] == "give"] == [1]
    # #1 may have gone either way: both hands hold one unknown card, which may be #1 (PPS-20.1)
    assert (known(st, 0), unknown(st, 0), known(st, 1), unknown(st, 1)) == ([], 1, [], 1)
    assert st["table"].record.may_hold(0, 1) and st["table"].record.may_hold(1, 1)


def test_PPS_19_5_after_eye_of_light_either_hand_may_claim_the_card_and_the_other_then_cannot():
    st = table_state(n=3, hands={0: [110, 55], 1: [1, 2]})
    _eye(st)
    assert [move["choice"] for move in moves(st)] == [1, 2, "hand"]
    choose(st, 0, "hand")                 # the truth: player 0 took #2, player 1 kept #1
    use(st, 0, 55, 1)                     # 单挑: player 1 plays a 杀 first
    act(st, {"type": "respond", "player": 1, "card": 1, "as": None, "via": None})         # true: accepted
    error = refused(st, {"type": "respond", "player": 0, "card": 3, "as": None, "via": None})    # #3 is unseen, but
    assert error.detail == ("Player 0's hand cannot hold #3 杀 (Attack) spade 3: its unknown cards came from places "
                            "that could not hold it (a hand that could not, or the pile before a reshuffle put it "
                            "back).")                  # player 0's one unknown card is #1 or #2
    act(st, {"type": "respond", "player": 0, "card": 2, "as": None, "via": None})         # true: accepted
    assert (unknown(st, 0), unknown(st, 1)) == (0, 0)


def test_PPS_19_5_after_eye_of_light_a_lie_the_unseen_cards_allow_is_named_by_the_reveal():
    st = table_state({1: 1}, n=3, hands={0: [110], 1: [1]})
    _eye(st)
    choose(st, 0, "hand")                 # the truth: player 0 took the drawn card, player 1 still holds #1
    use(st, 0, 1, 1)                      # a lie: accepted, #1 may have been the card taken
    pass_(st, 1)                          # player 1 may hold a 闪: asked
    error = refused(st, reveal(1, [1]))
    assert error.detail == "Player 0 used #1 杀 (Attack) spade A in round 1 but never held it, given the revealed cards."
    assert error.detail_zh == "0号位在第1轮使用了#1 杀 ♠A，但依亮出的牌来看从未持有这张牌。"


# -- 控制 Take (PPS-10.18.4) ----------------------------------------------------------------------------------------

def _control_take(st):
    use(st, 0, 79, 1)
    while frame(st) == "NegationWindow":
        pass_(st, st["to_act"][0])
    assert frame(st) == "Control"
    choose(st, 0, "take")


def test_PPS_10_18_4_control_takes_a_known_card_by_name_and_it_stays_known():
    st = table_state({1: 2}, n=3, hands={0: [79], 1: [26]})
    _control_take(st)
    assert [move["choice"] for move in moves(st)] == [26, "hand"]
    choose(st, 0, 26)
    assert (known(st, 0), unknown(st, 0), known(st, 1), unknown(st, 1)) == ([26], 0, [], 2)


def test_PPS_19_5_control_refuses_to_name_a_card_given_face_down_that_the_table_did_not_see():
    st = table_state({1: 2}, n=3, hands={0: [79], 1: [26]})
    _control_take(st)
    error = refused(st, {"type": "choose", "player": 0, "choice": st["pile"][0]})
    assert error.detail.startswith("A card given face down is named only if the table saw it go into player 1's hand")
    assert "hand" in error.detail_zh
    choose(st, 0, "hand")
    assert (known(st, 0), unknown(st, 0), known(st, 1), unknown(st, 1)) == ([], 1, [], 2)


# -- 神秘惊奇 (PPS-12.5) -------------------------------------------------------------------------------------------

def test_PPS_12_5_mystic_surprise_five_cards_named_where_known_else_unnamed_and_the_truth_fits():
    st = table_state({1: 5}, n=3, hands={0: [105], 1: [26]})
    truth = {1: [2, 3, 4, 27, 28]}                    # the cards player 1 drew
    use(st, 0, 105, 1)
    while frame(st) == "NegationWindow":
        pass_(st, st["to_act"][0])
    assert frame(st) == "Mystic"
    assert [move.get("choice", "pass") for move in moves(st)] == [26, "hand", "pass"]
    assert labels(st)[1] == {"en": "Give one of your hand cards, not named", "zh": "交出你的一张手牌，不报出是哪一张"}
    choose(st, 1, 26)
    assert [move["choice"] for move in moves(st)] == ["hand"]
    choose(st, 1, "hand")
    refused(st, reveal(1, [26] + truth[1]))           # a chosen card waits for the last step: show the hand after it
    assert GAME.view(st, 1)["stack"][-1]["chosen"] == [26]      # the card given unnamed shows no token (PPS-20.2)
    for _ in range(3):
        choose(st, 1, "hand")
    assert frame(st) != "Mystic"
    assert (known(st, 0), unknown(st, 0), known(st, 1), unknown(st, 1)) == ([26], 4, [], 1)
    act(st, reveal(0, [26, 2, 3, 4, 27]))             # the four given unnamed are any four of the five
    act(st, reveal(1, [28]))
    assert (unknown(st, 0), unknown(st, 1)) == (0, 0)


# -- 爱国 (PPS-3.8.1): the card given is the one just drawn, unnamed -----------------------------------------------------

def test_PPS_3_8_1_patriot_gives_the_card_drawn_without_naming_it():
    st = table_state(n=3, step="draw", chars={0: "congtou"})
    for _ in range(3):
        act(st, {"type": "top_card", "player": "chance", "card": None})
    assert frame(st) == "Patriot"
    assert GAME.prompts(st, [0])[0]["text"] == {"en": "Patriot: give the card you drew to another player, or keep it",
                                                "zh": "爱国：把你摸到的牌交给另一名角色，或保留"}
    ev = choose(st, 0, 2)
    assert all(event["visible_to"] == "all" and "card" not in event for event in ev)
    assert (unknown(st, 0), unknown(st, 2)) == (2, 1)


def _patriot_drawn(known: list[int]):
    """Seat 0 (葱头) holds `known` face down again (the referee knows they are in that hand, not which is which), then
    draws two cards and 爱国's card, all unnamed."""
    st = table_state(n=3, step="draw", chars={0: "congtou"}, hands={0: known})
    table = st["table"]
    table.record.forget(0, known)
    table.tokens[0].extend(known)
    for _ in range(3):
        act(st, {"type": "top_card", "player": "chance", "card": None})
    assert frame(st) == "Patriot"
    return st


def test_PPS_19_5_patriot_card_given_is_the_card_drawn_so_the_receiver_cannot_claim_the_drawers_old_card():
    # The relaxed record took the gift as "one card of player 0's hand", so player 2 could claim #30; it is a card of
    # the pile, drawn after #30 went back face down into player 0's hand, so it cannot be #30.
    st = _patriot_drawn([30])
    refused(st, reveal(0, [30, 1, 2]))     # the decision holds the card drawn: show the hand once it is complete
    choose(st, 0, 2)
    table = st["table"]
    assert (unknown(st, 0), unknown(st, 2)) == (3, 1)
    assert table.record.may_hold(0, 30) and not table.record.may_hold(2, 30)
    use(st, 0, 1, 2)                       # true: player 0 drew #1
    error = refused(st, {"type": "respond", "player": 2, "card": 30, "as": None, "via": None})
    assert error.detail == ("Player 2's hand cannot hold #30 闪 (Dodge) heart 7: its unknown cards came from places "
                            "that could not hold it (a hand that could not, or the pile before a reshuffle put it "
                            "back).")
    assert error.detail_zh.startswith("2号位的手牌不可能有#30 闪 ♥7")
    act(st, {"type": "respond", "player": 2, "card": 32, "as": None, "via": None})      # true: the card given
    act(st, reveal(0, [2, 30]))


def test_PPS_3_8_1_patriot_card_kept_joins_the_drawers_hand():
    st = _patriot_drawn([30])
    pass_(st, 0)
    assert unknown(st, 0) == 4 and not st["table"].record.holds_drawn(0)
    act(st, reveal(0, [1, 2, 30, 32]))


# -- 电脑奇才 (PPS-3.9.1): the user's own card, unnamed, for a random one ------------------------------------------------

def test_PPS_3_9_1_computer_whiz_exchange_is_exact_both_cards_move_at_once():
    st = table_state(n=3, step="begin", chars={0: "xiaocong"}, hands={0: [30], 1: [1]})
    table = st["table"]
    for seat, card in ((0, 30), (1, 1)):              # the referee knows each hand's one card, not where it goes
        table.record.forget(seat, [card])
        table.tokens[seat].append(card)
    skill(st, 0, "whiz", None, 1)
    assert moves(st) == [{"type": "choose", "player": 0, "choice": "hand"}]
    choose(st, 0, "hand")
    act(st, {"type": "random_card", "player": "chance", "card": None})
    assert (unknown(st, 0), unknown(st, 1)) == (1, 1)
    # the exchange is exact: player 0 holds player 1's card and nothing else, and the other way round
    assert [table.record.may_hold(0, card) for card in (1, 30)] == [True, False]
    assert [table.record.may_hold(1, card) for card in (1, 30)] == [False, True]
    refused(st, reveal(0, [30]))
    act(st, reveal(0, [1]))
    act(st, reveal(1, [30]))


# -- 看豆 (PPS-3.12.3) --------------------------------------------------------------------------------------------

def test_PPS_3_12_3_bean_watch_reports_nothing_in_table_mode():
    st = table_state(n=4, step="begin", chars={0: "xiaodou"}, hands={0: [9]})
    pile = list(st["pile"])
    ev = skill(st, 0, "bean_watch")
    assert [event["type"] for event in ev if event["type"] in ("look", "arrange")] == ["look", "arrange"]
    assert all(event["visible_to"] == "all" and "cards" not in event for event in ev)
    assert frame(st) == "PileDraw" and "Peek" not in [fr["kind"] for fr in st["stack"]]    # the draw phase already:
    # no chance report named the cards looked at, and no reorder step was asked
    assert st["pile"] == pile and st["pile_top"] == []
    assert st["table"].record.left() == len(pile)


def test_PPS_19_5_bean_watch_puts_a_known_top_card_among_the_cards_looked_at():
    # 洛神 left the weapon #85 known on top; player 1 drew before the look; player 0 draws after it.
    st = table_state({1: 1}, n=4, step="begin", chars={0: "xiaodou"}, hands={0: [9]}, pile_top=[85])
    skill(st, 0, "bean_watch")
    assert st["pile_top"] == [] and 85 in st["pile"]
    for _ in range(2):                    # the draw phase: unnamed; the truth here is #85 and #3
        act(st, {"type": "top_card", "player": "chance", "card": None})
    assert unknown(st, 0) == 2
    table = st["table"]
    assert table.record.may_hold(0, 85)  # drawn after the look, it may be the weapon
    error = refused(st, reveal(1, [85]))   # player 1 drew before: its card is from the pile without #85
    assert error.detail == "Player 1's hand cannot hold #85 pAK-470 (pAK-470) club 6: it is accounted for elsewhere."
    act(st, {"type": "equip", "player": 0, "card": 85})          # true: accepted


def test_PPS_19_5_after_luoshen_and_bean_watch_the_known_card_stays_among_the_cards_looked_at():
    # 洛神 left the weapon #85 known on top; 看豆 looks at the top 3 (it and two unseen cards) and player 0 draws 2 of
    # them. He shows two other cards: the one card left of the look is #85, the only card a judgement may turn up
    # (the record used to put #85 back anywhere in the deck). Each draw from the layer is a branch per group it may come
    # from, so after the reveal the layer is exactly the group of #85: the other card's refusal is `drawn_before`.
    st = table_state(n=3, step="begin", chars={0: "xiaodou"}, hands={0: [9]}, pile_top=[85])
    skill(st, 0, "bean_watch")
    for _ in range(2):
        act(st, {"type": "top_card", "player": "chance", "card": None})
    drawn = [card for card in st["pile"] if card != 85][:2]
    act(st, reveal(0, [9, *drawn]))
    table = st["table"]
    assert table.record.possible_top() == [85] and table.record.left() == len(st["pile"])
    other = next(card for card in st["pile"] if card != 85)
    with pytest.raises(IllegalMove) as error:
        table.record.turn_up(other, st["round"], 0)
    name = table.record.card_name(other)
    assert error.value.rule == "PPS-19.5" and error.value.detail == (
        f"The top of the deck cannot hold {name['en']}: its unknown cards came from places that could not hold it "
        f"(a hand that could not, or the pile before a reshuffle put it back).")
    assert "牌堆顶" in error.value.detail_zh


def test_PPS_19_5_after_bean_watch_a_lie_the_unseen_cards_allow_is_named_by_the_reveal():
    st = table_state({1: 1}, n=4, step="begin", chars={0: "xiaodou"}, hands={0: [9]})
    skill(st, 0, "bean_watch")           # the truth: player 1 drew #1 before the look
    for _ in range(2):
        act(st, {"type": "top_card", "player": "chance", "card": None})
    use(st, 0, 1, 1)                      # a lie the unseen cards allow: player 0 may have drawn #1
    pass_(st, 1)
    error = refused(st, reveal(1, [1]))
    assert error.detail == f"Player 0 used #1 杀 (Attack) spade A in round {st['round']} but never held it, given the " \
                           f"revealed cards."


# -- the real table plays whole games with these choices unnamed -----------------------------------------------------

RICH = {"character_pool": ["congtou", "lanlan", "piguan_xiaoqian", "xiaocong", "xiaodou"]}


def _rich_deck() -> list[dict]:
    from engine.paopaosha.cards import default_deck
    extra = [("mystic_surprise", "spade", "A"), ("control", "heart", "4"), ("control", "spade", "4"),
             ("eye_of_light", "heart", "2"), ("bullet_harvest", "club", "10")]
    return default_deck() + [{"kind": kind, "suit": suit, "rank": rank} for kind, suit, rank in extra]


@pytest.mark.parametrize("seed, players", [(1, 4), (2, 5), (5, 4)])
def test_PPS_20_1_a_real_table_gives_cards_face_down_unnamed_and_the_final_reveal_fits(seed, players):
    game = TableGame(seed, players, {**RICH, "deck": _rich_deck()})
    given = []
    while game.state["result"] is None and game.steps < 3000:
        to_act = game.state["to_act"]
        move = game.chance_report() if to_act == ["chance"] else game.seat_move(to_act[0])
        fr = game.state["stack"][-1]
        if move["type"] == "choose" and fr["kind"] in table_play.GIVEN_FACE_DOWN:
            given.append(move["choice"])
        game.apply(move)
    assert game.state["result"] is not None and "hand" in given
    assert all(event["visible_to"] == "all" for event in game.events)
    for seat in range(players):
        game.apply(game.reveal(seat))
        assert game.state["table"]["tokens"][seat] == []
