"""Monster Maker 5's prompts and labels for typical decisions (legal-moves, issue 11 item 2)."""
import random

from engine.core import Referee
from engine.core.text import text
from engine.registry import GAMES

REFEREE = Referee(GAMES["monster-maker-5"])


def test_MM_4_1_the_turn_begins_with_a_draw_then_the_side_choice_names_the_shown_cards():
    state, _ = REFEREE.setup(3, {"first_player": 0}, seed=2)
    answer = REFEREE.legal_moves(state)
    assert answer["prompts"] == [{"player": 0, "kind": "draw", "text": text("Your turn: draw a card", "輪到你：抽一張牌")}]
    assert answer["labels"] == [text("Draw a card", "抽一張牌")]
    state, _ = REFEREE.apply(state, answer["moves"][0])
    answer = REFEREE.legal_moves(state)
    assert answer["prompts"][0]["kind"] == "choose_side" and answer["prompts"][0]["side"] == "neutral"
    labels = dict(zip(map(str, answer["moves"]), answer["labels"]))
    assert labels[str({"type": "choose_side", "player": 0, "option": "keep", "side": None, "cards": []})] == text(
        "Keep your side", "保持陣營")
    assert labels[str({"type": "choose_side", "player": 0, "option": "change", "side": "dark", "cards": ["DS3"]})] \
        == text("Change to Dark, showing DS3 (Dark Sorcerer)", "轉為黑暗陣營，亮出DS3（黑魔道士）")


def test_MM_7_1_a_helper_is_asked_to_help_the_principal_or_decline():
    picker = random.Random(4)
    state, _ = REFEREE.setup(4, {"first_player": 0}, seed=4)
    for _ in range(3000):
        answer = REFEREE.legal_moves(state)
        if answer["prompts"] and answer["prompts"][0]["kind"] == "offer_help":
            break
        state, _ = REFEREE.apply(state, picker.choice(answer["moves"]))
    prompt, battle = answer["prompts"][0], state["battle"]
    assert prompt["kind"] == "offer_help" and prompt["player"] == battle["asked"]
    assert answer["labels"][answer["moves"].index({"type": "decline", "player": prompt["player"]})] == text(
        "Decline to help", "拒絕幫助")
    assert prompt["text"]["en"].startswith("In ") and "or decline" in prompt["text"]["en"]
