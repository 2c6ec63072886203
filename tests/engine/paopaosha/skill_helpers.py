"""Scenario builder for the skill, book, god-card and boss tests: named characters get their own health, and
marks (per-game uses, 睡觉, 天使之泪, 海洋公主, 司令部) can be preset before the turn step runs."""
from __future__ import annotations

from engine.paopaosha import GAME, machine
from engine.paopaosha.cards import CHARACTERS
from engine.paopaosha.skill_base import GROUPS, PER_GAME, group
from tests.engine.paopaosha.helpers import act, scenario


def cs(n=4, step="play", chars=None, health=None, maxhp=None, marks=None, boss=None, **kw):
    st = scenario(n, step="play", chars=chars, **kw)
    for i, s in enumerate(st["seats"]):
        ch = s["character"]
        s["max_health"] = (maxhp or {}).get(i, CHARACTERS[ch]["health"] if ch else 4)
        s["health"] = (health or {}).get(i, s["max_health"])
        if not s["alive"]:
            s["health"] = 0
    for i, mk in (marks or {}).items():
        flat = st["seats"][i]["marks"]
        flat.update(mk.get("uses", {}))
        if mk.get("sleep"):
            flat["sleep"] = mk["sleep"]
        if mk.get("headquarters_runner") is not None:
            flat["headquarters_runner"] = mk["headquarters_runner"]
        for key, pos in (("tear", 0), ("ctrl", 1)):
            if mk.get(key):
                flat.update(zip(GROUPS[key], mk[key]))
                if mk[key][pos] in st["pile"]:
                    st["pile"].remove(mk[key][pos])
    if boss is not None:                                      # PPS-21: turn the table into a boss game
        st["options"].update({"mode": "boss", "boss_seat": boss, "identities": None, "characters": None,
                              "hands": None})
        for i, s in enumerate(st["seats"]):
            s["identity"], s["revealed"] = ("boss" if i == boss else "runner"), True
        b = st["seats"][boss]
        b["character"] = "pirate_king"
        b["max_health"] = (maxhp or {}).get(boss, 12)
        b["health"] = (health or {}).get(boss, b["max_health"])
    p = st["current"]
    st["stack"] = [{"kind": "Turn", "player": p, "step": step, "skip_draw": False, "skip_play": False, "judged_cards": [],
                    "discard_chosen": [], "bonus": 0, "asked": False}]
    machine.run(st, [])
    assert not GAME.problems(st), GAME.problems(st)
    return st


def skill(st, p, name, card=None, target=None):
    return act(st, {"type": "use_skill", "player": p, "skill": name, "card": card, "target": target})


def skill_action(p, name, card=None, target=None):
    return {"type": "use_skill", "player": p, "skill": name, "card": card, "target": target}


def end_step(st, p):
    return act(st, {"type": "end_step", "player": p})


def marks(st, p):
    """The seat's flat marks read back as {uses, sleep, tear, ctrl, headquarters_runner}."""
    flat = st["seats"][p]["marks"]
    return {"uses": {k: v for k, v in flat.items() if k in PER_GAME}, "sleep": flat.get("sleep", 0),
            "tear": group(st, p, "tear"), "ctrl": group(st, p, "ctrl"), "headquarters_runner": flat.get("headquarters_runner")}


def types(ev):
    return [e["type"] for e in ev]


def discard_action(p, card):
    return {"type": "discard", "player": p, "card": card}
