"""Scenario builders for PaoPao Sha tests: give cards, play, assert. Seats are 0-based (the spec's P1 = seat 0).

Default-deck card numbers used below: 杀 1-25, 闪 26-40, 水 41-48, 万刀齐发 49, 地雷 50, 水雷 51, 借刀杀人 52-54, 单挑 55-56,
强盗入侵 57-58, 画圈圈 59, 本来就有 60-63, 无懈可击 64-65, 恐怖分子 66, 过路拆路 67-70, 杀闪之交 71, 一不留神 72, 顺手牵狗 73-76, 生死簿 77, 躲 78, 控制
79, 收获子弹 80-82, 时间前进 83, 诅咒 84, pAK-470 85, 水枪 86, 大炮 87, 死神冥刀 88, 泡泡加特林 89, 木槌 90, 炒锅 91, 跑跑散弹枪 92, M-16 93,
震震狗 94, 旺财狗 95, 狼狗 96, 大众桑塔纳 97, 老牛 98, QQ飞车 99, 八卦阵 100, 盾牌 101.
"""
from __future__ import annotations

import json

import pytest

from engine.core import RulesError
from engine.paopaosha import GAME

IDS = {
    3: ["lord", "minister", "bandit"],
    4: ["lord", "minister", "bandit", "thief"],
    5: ["lord", "minister", "bandit", "bandit", "thief"],
    6: ["lord", "minister", "bandit", "bandit", "bandit", "thief"],
    7: ["lord", "minister", "minister", "bandit", "bandit", "bandit", "thief"],
    8: ["lord", "minister", "minister", "bandit", "bandit", "bandit", "thief", "thief"],
}
SLOT = {85: "weapon", 86: "weapon", 87: "weapon", 88: "weapon", 89: "weapon", 90: "weapon", 91: "weapon",
        92: "weapon", 93: "weapon", 94: "mount", 95: "mount", 96: "mount", 97: "mount", 98: "mount", 99: "mount",
        100: "armour", 101: "armour"}


def scenario(n=4, hands=None, equip=None, judge=None, health=None, ids=None, current=0, step="play",
             dead=(), discard=None, chars=None, score=None, pile_top=None, options=None, skip=()):
    """A client-chance state in `current`'s turn at `step`, with the given zones; every other card in the pile."""
    st = GAME.new_game(n, {"identities": ids or IDS[n], **(options or {})})
    placed = set()
    for i, s in enumerate(st["seats"]):
        # Seats without a named character get none: a blank filler with 4 health and no skills, so that the
        # section 3 skills never interfere with the card and flow tests (test_characters*.py name theirs).
        s["character"] = (chars or {}).get(i)
        s["max_health"] = 4 if s["character"] != "xiaodou" else 0
        s["health"] = (health or {}).get(i, s["max_health"])
        s["hand"] = sorted((hands or {}).get(i, []))
        placed.update(s["hand"])
        for c in (equip or {}).get(i, []):
            s["equipment"][SLOT[c]] = c
            placed.add(c)
        s["judgement_area"] = [list(e) for e in (judge or {}).get(i, [])]
        placed.update(e[0] for e in s["judgement_area"])
        s["alive"] = i not in dead
        s["skip_turn"] = i in skip
        s["marks"] = {}
        if i in dead:
            s["revealed"] = True
            s["score"] = 0
        if score and i in score:
            s["score"] = score[i]
    st["discard"] = list(discard or [])
    placed.update(st["discard"])
    st["pile_top"] = list(pile_top or [])
    placed.update(st["pile_top"])
    st["pile"] = [c for c in range(1, len(st["_t"])) if st["_t"][c] is not None and c not in placed]
    st["current"] = current
    st["round"] = 1
    st["stack"] = [{"kind": "Turn", "player": current, "step": step, "skip_draw": False, "skip_play": False, "judged_cards": [],
                    "discard_chosen": [], "bonus": 0, "asked": False}]
    from engine.paopaosha import machine
    machine.run(st, [])
    assert not GAME.problems(st), GAME.problems(st)
    return st


def act(st, action):
    ev = GAME.apply(st, action)
    assert not GAME.problems(st), GAME.problems(st)
    d = GAME.dump(st)
    assert json.loads(json.dumps(d)) == d
    return ev


def use(st, p, card, target=None, as_=None, via=None):
    return act(st, {"type": "use_card", "player": p, "card": card, "as": as_, "via": via, "target": target})


def respond(st, p, card, as_=None, via=None):
    return act(st, {"type": "respond", "player": p, "card": card, "as": as_, "via": via})


def pass_(st, p):
    return act(st, {"type": "pass", "player": p})


def choose(st, p, choice):
    return act(st, {"type": "choose", "player": p, "choice": choice})


def top(st, card):
    return act(st, {"type": "top_card", "player": "chance", "card": card})


def rand(st, card):
    return act(st, {"type": "random_card", "player": "chance", "card": card})


def end_play(st, p):
    return act(st, {"type": "end_play_phase", "player": p})


def equip(st, p, card):
    return act(st, {"type": "equip", "player": p, "card": card})


def moves(st):
    return GAME.legal_moves(st, st["to_act"][0])


def frame(st):
    return st["stack"][-1]["kind"] if st["stack"] else None


def rejects(st, action, rule):
    before = json.dumps(GAME.dump(st), sort_keys=True)
    with pytest.raises(RulesError) as info:
        GAME.apply(st, action)
    assert info.value.rule == rule, (info.value.rule, info.value.detail)
    assert json.dumps(GAME.dump(st), sort_keys=True) == before
    return info.value


def use_action(p, card, target=None, as_=None, via=None):
    return {"type": "use_card", "player": p, "card": card, "as": as_, "via": via, "target": target}


def hp(st, p):
    return st["seats"][p]["health"]


def hand(st, p):
    return st["seats"][p]["hand"]
