"""The slap game's prompts and labels (legal-moves, issue 11 item 2)."""
from engine.core import Referee
from engine.core.text import text
from engine.registry import GAMES

REFEREE = Referee(GAMES["monster-run-slap"])


def test_SLAP_4_1_the_flipper_is_asked_to_flip():
    state, _ = REFEREE.setup(2, {"first_player": 0}, seed=1)
    answer = REFEREE.legal_moves(state)
    assert answer["prompts"] == [{"player": 0, "kind": "flip", "text": text(
        "Your turn: flip the top card of your stack onto the centre", "輪到你：把你牌堆頂的牌翻到中央")}]
    assert answer["labels"] == [text("Flip your top card", "翻開你的頂牌")]


def test_SLAP_5_1_and_SLAP_8_2_every_seat_is_asked_whether_to_slap_and_the_flipper_may_report():
    state, _ = REFEREE.setup(2, {"first_player": 0}, seed=1)
    state, _ = REFEREE.apply(state, {"type": "flip", "player": 0, "call": None})
    card, call = state["centre"][-1], state["call"]
    answer = REFEREE.legal_moves(state)
    asked = [prompt["player"] for prompt in answer["prompts"]]
    assert asked == [0, 1] and {prompt["kind"] for prompt in answer["prompts"]} == {"slap_or_not"}
    assert all(prompt["card"] == card and prompt["call"] == call for prompt in answer["prompts"])
    assert answer["prompts"][0]["text"]["en"].endswith("; or report the whole table's slaps in order")
    labels = dict(zip(map(str, answer["moves"]), answer["labels"]))
    assert labels[str({"type": "slap", "player": 1})] == text("Slap", "拍")
    assert labels[str({"type": "report_slaps", "player": 0, "order": [1, 0]})] == text(
        "Report the slaps in order: Seat 1, Seat 0", "回報拍牌順序：1號位、0號位")
