"""PaoPao Sha's prompts and labels for typical decisions (legal-moves, issue 11 item 2): each pending frame has
its own prompt kind and sentence, and each move a label naming its card, seat or choice."""
import random

import pytest

from engine.core import Referee
from engine.core.text import text
from engine.paopaosha import GAME
from engine.paopaosha.cards import KINDS
from engine.paopaosha.prompt_frames import FRAME_PROMPTS
from engine.paopaosha.machine import FRAMES

REFEREE = Referee(GAME)
SUIT = {"spade": "♠", "heart": "♥", "club": "♣", "diamond": "♦"}


def _first(predicate, seeds=range(40), players=(4, 5, 6), options=({}, {"mode": "boss"})):
    """The first (state, answer) of seeded random playouts where `predicate(state, answer)` holds."""
    for seed in seeds:
        picker = random.Random(seed)
        state, _ = REFEREE.setup(players[seed % len(players)], dict(options[seed % len(options)]), seed=seed)
        for _ in range(800):
            if state["result"] is not None:
                break
            answer = REFEREE.legal_moves(state)
            if answer["prompts"] and predicate(state, answer):
                return state, answer
            state, _ = REFEREE.apply(state, picker.choice(answer["moves"]))
    pytest.fail("no playout reached the decision")


def _named(state, number):
    kind, suit, rank = GAME.load({k: v for k, v in state.items() if k not in ("game", "version", "chance", "rng")}
                                 )["_t"][number]
    return f"#{number} {KINDS[kind]['en']} {SUIT[suit]}{rank}", f"#{number} {KINDS[kind]['zh']} {SUIT[suit]}{rank}"


def test_PPS_9_1_3_a_dodge_prompt_names_the_attacker_and_each_dodge_card():
    def plain_attack(state, answer):
        if answer["prompts"][0]["kind"] != "answer_attack":
            return False
        below = state["stack"][-2]
        return (below["need"] == 1
                and not state["stack"][-1]["dodge_forbidden"] and answer["prompts"][0]["player"] == below["target"]
                and any(move["type"] == "respond" for move in answer["moves"]))
    state, answer = _first(plain_attack)
    attacker = state["stack"][-2]["user"]
    assert answer["prompts"][0]["text"] == text(f"Seat {attacker} attacks you with Attack: answer with Dodge or be hit",
                                                f"{attacker}号位对你使用杀：打出闪，否则受到伤害")
    assert answer["prompts"][0]["from_player"] == attacker
    for move, label in zip(answer["moves"], answer["labels"]):
        if move["type"] == "respond" and move["as"] is None:
            english, chinese = _named(state, move["card"])
            assert label == text(f"Play {english}", f"打出{chinese}")
        if move["type"] == "pass":
            assert label == text("Pass", "放弃")


def test_PPS_5_5_the_discard_phase_says_how_many_cards_remain():
    state, answer = _first(lambda state, answer: answer["prompts"][0]["kind"] == "discard_phase")
    prompt = answer["prompts"][0]
    assert prompt["text"]["en"] == (f"Discard phase: choose a hand card to discard ({prompt['remaining']} more of "
                                    f"{prompt['choose']})")
    english, chinese = _named(state, answer["moves"][0]["card"])
    assert answer["labels"][0] == text(f"Discard {english}", f"弃置{chinese}")


def test_PPS_3_12_3_bean_watch_labels_name_the_pile_cards_by_number_only():
    state, answer = _first(lambda state, answer: answer["prompts"][0]["kind"] == "arrange_pile_top",
                           seeds=range(200))
    first = answer["moves"][0]["choice"]
    assert answer["labels"][0] == text(f"Put #{first} on top of the pile", f"把#{first}放在牌堆顶")


def test_PPS_14_4_a_rescue_prompt_names_the_dying_seat():
    state, answer = _first(lambda state, answer: answer["prompts"][0]["kind"] == "rescue"
                           and answer["prompts"][0]["subject"] != answer["prompts"][0]["player"]
                           and "on_behalf_of" not in answer["prompts"][0])
    dying = state["stack"][-1]["player"]
    assert answer["prompts"][0]["text"] == text(
        f"Seat {dying} is dying: save them with Water or a rescue skill, or pass", f"{dying}号位濒死：使用水或救援技能救援，或放弃")


def test_PPS_18_2_every_decision_frame_has_a_specific_prompt():
    deciding = {name for name, frame_class in FRAMES.items() if "decider" in vars(frame_class)
                or any("decider" in vars(base) for base in frame_class.__mro__[1:-2])}
    # These only ever wait for chance (a card off the pile, a random hand card, a table-mode show): no prompt.
    assert deciding - set(FRAME_PROMPTS) == {"PileDraw", "RandomHandCard", "TableShow"}
