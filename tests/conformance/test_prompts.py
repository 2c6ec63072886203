"""Prompts and labels of legal-moves, for every game over random playouts in every chance mode it offers (table
mode's labels say what must be held, and name only cards of the moves): one prompt per
asked seat, labels aligned with moves, both languages present and in the game's own script, and nothing named
that the asked seat cannot see."""
import json
import random
import re

import pytest

from engine.core import CHANCE, Referee
from engine.core.text import is_text
from engine.registry import GAMES
from tests.conformance.test_conformance import VARIANTS

STEPS = {"paopaosha": 500, "monster-run": 400, "monster-maker-5": 400, "monster-run-slap": 300}
# Characters written differently in the two scripts (simplified, traditional), from the words our texts use.
SCRIPT_PAIRS = ("个個 们們 这這 来來 时時 对對 说說 国國 为為 发發 会會 过過 还還 没沒 问問 间間 门門 么麼 东東 车車 长長 "
                "见見 开開 关關 应應 战戰 场場 点點 双雙 让讓 认認 记記 选選 择擇 张張 阵陣 无無 弃棄 击擊 实實 伤傷 杀殺 "
                "号號 鸡雞 头頭 边邊 钱錢 轮輪 护護 获獲 给給 谁誰 装裝 备備 结結 阶階 动動 随隨 机機 参參 与與 将將 从從 "
                "绝絕 帮幫 兽獸 狱獄 释釋 胜勝 败敗 请請 决決 术術 盖蓋 转轉 掷擲 顶頂 报報 别別 标標 挡擋 渐漸 亲親 乐樂 "
                "书書 节節 诅詛 灵靈 惊驚 马馬 体體")
SIMPLIFIED_ONLY = {pair[0] for pair in SCRIPT_PAIRS.split()}
TRADITIONAL_ONLY = {pair[1] for pair in SCRIPT_PAIRS.split()}


def _playout_answers(game_id, players, chance, seed):
    """(state, answer for everyone, answers per asked seat) at each step of one random playout."""
    referee = Referee(GAMES[game_id])
    variants = VARIANTS.get(game_id, [{}])
    options = dict(variants[seed % len(variants)])
    picker = random.Random(seed)
    state, _ = referee.setup(players, options, seed=seed, chance=chance)
    for _ in range(STEPS[game_id]):
        if state["result"] is not None:
            return
        everyone = referee.legal_moves(state)
        per_seat = {seat: referee.legal_moves(state, seat) for seat in state["to_act"] if seat != CHANCE}
        yield referee, state, everyone, per_seat
        state, _ = referee.apply(state, picker.choice(everyone["moves"]))


def _cases():
    for game_id, game in sorted(GAMES.items()):
        for chance in ("server", "client") + (("table",) if game.table_rule else ()):
            for seed in range(2):
                players = game.min_players + (seed * 3) % (game.max_players - game.min_players + 1)
                yield pytest.param(game_id, players, chance, seed, id=f"{game_id}-{players}p-{chance}-{seed}")


def _texts(answer):
    for prompt in answer["prompts"]:
        yield prompt["text"]
    yield from answer["labels"]


@pytest.mark.parametrize("game_id, players, chance, seed", list(_cases()))
def test_prompts_and_labels_over_random_playouts(game_id, players, chance, seed):
    script_banned = TRADITIONAL_ONLY if GAMES[game_id].chinese_script == "zh-Hans" else SIMPLIFIED_ONLY
    kinds = set()
    for referee, state, everyone, per_seat in _playout_answers(game_id, players, chance, seed):
        deciders = [seat for seat in state["to_act"] if seat != CHANCE]
        assert [prompt["player"] for prompt in everyone["prompts"]] == deciders
        assert len(everyone["labels"]) == len(everyone["moves"])
        for seat, answer in per_seat.items():
            assert [prompt["player"] for prompt in answer["prompts"]] == [seat]
            assert len(answer["labels"]) == len(answer["moves"])
            prompt = answer["prompts"][0]
            assert re.fullmatch(r"[a-z][a-z0-9_]*", prompt["kind"]), prompt["kind"]
            kinds.add(prompt["kind"])
            _check_unseen(game_id, referee, state, seat, answer)
        for sentence in _texts(everyone):
            assert is_text(sentence) and sentence["en"].strip() and sentence["zh"].strip(), sentence
            wrong = set(sentence["zh"]) & script_banned
            assert not wrong, f"{sentence['zh']!r} has characters of the other script: {wrong}"
    assert kinds


# -- nothing unseen is named ----------------------------------------------------------------------------------

def _shown(referee, state, seat, answer) -> str:
    return json.dumps(referee.view(state, seat), ensure_ascii=False) + json.dumps(answer["moves"])


def _check_unseen(game_id, referee, state, seat, answer):
    shown = _shown(referee, state, seat, answer)
    named = " ".join(text["en"] for text in _texts(answer))
    if game_id == "paopaosha":
        _check_paopaosha(referee, state, seat, answer, named)
        return
    pattern = {"monster-run": r"\b(?:Q|H|DH)-[A-G][4-6]\b", "monster-run-slap": r"\b(?:Q|H|DH)-[A-G][4-6]\b",
               "monster-maker-5": r"\b([A-Z]{1,2}[0-9]?) \("}[game_id]
    for token in re.findall(pattern, named):
        assert f'"{token}"' in shown, f"seat {seat} is told of {token}, which it cannot see"
    for prompt in answer["prompts"]:
        if "card" in prompt:
            assert f'"{prompt["card"]}"' in shown


def _paopaosha_visible(view) -> set:
    seen = set(view["discard"]) | set(view["processing"])
    for info in view["seats"]:
        if isinstance(info["hand"], list):
            seen.update(info["hand"])
        seen.update(card for card in info["equipment"].values() if card is not None)
        seen.update(card for card, _user in info["judgement_area"])
    def walk(value):
        if isinstance(value, int) and not isinstance(value, bool):
            seen.add(value)
        elif isinstance(value, list):
            for item in value:
                walk(item)
    if view["stack"]:
        for key, value in view["stack"][-1].items():
            walk(value)
    return seen


def _check_paopaosha(referee, state, seat, answer, named):
    # "#32 Dodge ♦6": a card named with its kind; "#32" alone is only a number its own move shows.
    visible = _paopaosha_visible(referee.view(state, seat))
    # Table mode (PPS-19.5): a move naming a card the seat may hold says so, "(if you hold #30 Dodge ♥7)"; the referee
    # knows no hidden card, so naming one it may hold tells nothing.
    visible |= {int(number) for number in re.findall(r"holds? #([0-9]+)", named)}
    for number in re.findall(r"#([0-9]+) [^,:;]*?[♠♥♣♦]", named):
        assert int(number) in visible, f"seat {seat} is told what card #{number} is, which it cannot see"
    moved = set(re.findall(r"[0-9]+", json.dumps(answer["moves"])))
    for number in re.findall(r"#([0-9]+)", named):
        assert int(number) in visible or number in moved, f"seat {seat} is told of card #{number}"
