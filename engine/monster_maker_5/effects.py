"""One small function per spell effect (MM-10.12), in a registry keyed by the card table's spell kind.

`START[kind](state, spell)` runs when the spell's turn in R3 comes (MM-10.6) and returns (events, waiting):
waiting is True when it needs a decision (D-11) or a die first. `choose[kind]` applies a D-11 target;
`after_roll` continues an attack spell once its die or dice are in.
"""
from __future__ import annotations

from engine.monster_maker_5 import battle as B
from engine.monster_maker_5.flow import FORCE_ZH, ev, names_zh

STATUS = ("protection", "haste", "sleep")
ATTACKS = ("holy_light", "fireball", "thunderstorm")
TARGETED = ("holy_light", "fireball", "sleep")


def spell_targets(s: dict, spell: dict) -> list:
    """The legal D-11 targets: Holy Light and Fireball follow the targeting order; Sleep does not."""
    kind = s["_t"].cards[spell["card"]].spell
    opposing = B.other(spell["side"])
    if kind == "sleep":
        return B.force(s, opposing)
    return B.legal_targets(s, opposing)


def _ask_target(s, spell):
    if not spell_targets(s, spell):
        return [ev("spell_fizzles", f"{spell['card']} has no legal target and has no effect (MM-10.8).",
                   f"{names_zh(s, [spell['card']])} 沒有合法目標，沒有效果（MM-10.8）。")], False
    s["battle"]["step"] = "target"
    return [], True


def _protection(s, spell):
    bonus = s["_t"].cards[spell["card"]].bonus
    s["battle"]["protection"][spell["side"]] += bonus
    return [ev("protection", f"Protection: the {spell['side']}ing force gets +{bonus} defence this round "
                             "(MM-10.12).", f"守護：{FORCE_ZH[spell['side']]}本戰鬥回合防禦 +{bonus}（MM-10.12）。")], False


def _haste(s, spell):
    haste = s["battle"]["haste"]
    if spell["side"] not in haste:
        haste.append(spell["side"])
    return [ev("haste_cast", f"Haste for the {spell['side']}ing force (MM-10.12).",
                f"{FORCE_ZH[spell['side']]}施放加速（MM-10.12）。")], False


def _dispel(s, spell):
    return [], False


def _thunderstorm(s, spell):
    cards = s["_t"].cards
    targets = [c for c in B.force(s, B.other(spell["side"])) if cards[c].side]
    if not targets:
        return [ev("spell_fizzles", f"{spell['card']} finds no character to strike (MM-10.8).",
                   f"{names_zh(s, [spell['card']])} 找不到可以攻擊的人物（MM-10.8）。")], False
    s["battle"]["ts_targets"] = targets
    return _storm_roll(s, spell), True


def _storm_roll(s, spell):
    n, m = s["_t"].cards[spell["card"]].attack
    target = s["battle"]["ts_targets"][0]
    return B.begin_roll(s, spell["card"], spell["side"], target, "magic", n, m)


START = {"protection": _protection, "haste": _haste, "sleep": _ask_target, "dispel": _dispel,
         "holy_light": _ask_target, "fireball": _ask_target, "thunderstorm": _thunderstorm}


def _sleep_on(s, spell, target):
    s["battle"]["asleep"].append(target)
    return [ev("asleep", f"{target} falls asleep and does not attack this round (MM-10.12).",
                f"{names_zh(s, [target])} 陷入睡眠，本戰鬥回合不能攻擊（MM-10.12）。", card=target)], False


def _strike(s, spell, target):
    n, m = s["_t"].cards[spell["card"]].attack
    return B.begin_roll(s, spell["card"], spell["side"], target, "magic", n, m), True


CHOOSE = {"sleep": _sleep_on, "holy_light": _strike, "fireball": _strike}


def after_roll(s: dict):
    """After an attack spell's roll: a Thunderstorm moves to its next target, the others are done."""
    b = s["battle"]
    spell = b["spells"][b["queue"][0]]
    if s["_t"].cards[spell["card"]].spell == "thunderstorm":
        b["ts_targets"].pop(0)
        if b["ts_targets"]:
            return _storm_roll(s, spell), True
    return [], False
