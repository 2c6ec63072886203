"""Monster Run's prompts and labels for typical decisions (legal-moves, issue 11 item 2)."""
from engine.core import Referee
from engine.core.text import text
from engine.registry import GAMES

REFEREE = Referee(GAMES["monster-run"])
HANDS = [["Q-C4", "H-D4", "DH-E4"], ["Q-G4", "Q-A4", "Q-B4"]]


def test_MR_4_5_the_turn_prompt_and_the_labels_of_note_cards_and_spells():
    state, _ = REFEREE.setup(2, {"level": 1, "first_player": 0, "hands": HANDS}, seed=1)
    answer = REFEREE.legal_moves(state, 0)
    assert answer["prompts"] == [{"player": 0, "kind": "take_turn", "text": text(
        "Your turn: play a note card, or discard a note card and draw", "輪到你：打出音符牌，或棄一張音符牌再抽牌")}]
    labels = dict(zip(map(str, answer["moves"]), answer["labels"]))
    assert labels[str({"type": "play_note", "player": 0, "card": "Q-C4", "spell": "none"})] == text(
        "Play Q-C4 (quarter note C4)", "打出Q-C4（四分音符 C4）")
    assert labels[str({"type": "play_note", "player": 0, "card": "H-D4", "spell": "flat"})] == text(
        "Play H-D4 (half note D4) with the flat spell", "以降記號魔法打出H-D4（二分音符 D4）")
    assert labels[str({"type": "discard_and_draw", "player": 0, "card": "DH-E4"})] == text(
        "Discard DH-E4 (dotted half note E4) and draw", "棄掉DH-E4（附點二分音符 E4）再抽牌")


def test_MR_3_8_a_seat_not_asked_gets_no_prompt():
    state, _ = REFEREE.setup(2, {"level": 1, "first_player": 0, "hands": HANDS}, seed=1)
    assert REFEREE.legal_moves(state, 1) == {"to_act": [0], "moves": [], "defaults": [], "prompts": [], "labels": []}


def test_MR_7_3_chance_gets_no_prompt_but_each_outcome_a_label():
    placing, _ = REFEREE.setup(2, {"level": 1, "first_player": 0, "hands": HANDS}, chance="client")
    answer = REFEREE.legal_moves(placing)
    assert answer["prompts"] == [] and len(answer["labels"]) == len(answer["moves"])
    assert answer["moves"][0] == {"type": "place_fruit", "player": "chance", "cell": "m1b1/C4", "colour": "red"}
    assert answer["labels"][0] == text("Place a red fruit on m1b1/C4", "紅色果實放在 m1b1/C4")
