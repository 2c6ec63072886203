"""Legal moves listed straight from the rules, outside table mode (rules.legal_moves).

The checked listing (rules.checked_moves) builds every candidate of a decision and keeps those its check accepts.
Outside table mode most of those checks only confirm how the candidates were built: cards of the seat's own hand,
characters of the wanted side, spells the seat may place (MM-10.5), targets from the very predicates the checks
use. So each step below builds its moves from the same candidates in the same order, and applies only what is left
of the checks, mostly the hand-limit obligations (MM-11), worked out once per listing instead of once per
candidate. Table mode, the forced discard (rare), and a hand naming a card twice (a state `problems` refuses)
return None, and the checked listing answers. tests/engine/monster_maker_5/test_listing.py compares both
listings on played and on mutated states.
"""
from __future__ import annotations

from itertools import combinations

from engine.monster_maker_5 import battle as B
from engine.monster_maker_5 import effects
from engine.monster_maker_5 import table as T
from engine.monster_maker_5.checks import (attack_targets, may_place, obliged, placeable, recipient_of,
                                           reduction_available, rescue_possible, thief_targets)

__all__ = ["moves", "subsets"]


def subsets(cards, min_size=0):
    """Every set of `cards` of at least `min_size`, smallest first, each in the order of `cards`."""
    for size in range(min_size, len(cards) + 1):
        yield from (list(c) for c in combinations(cards, size))


def moves(s: dict, seat: int) -> list | None:
    """The legal moves of `seat`, which `to_act` asks, or None where the checked listing must answer."""
    if s.get("table") is not None:
        return None
    hand = s["seats"][seat]["hand"]
    if len(set(hand)) != len(hand):
        return None
    phase = s["phase"]
    lister = _BATTLE.get(s["battle"]["step"]) if phase == "battle" else _PHASES.get(phase)
    return None if lister is None else lister(s, seat, hand)


def _draw(s, seat, hand):
    return [{"type": "draw", "player": seat}]


def _choose_side(s, seat, hand):
    """check_choose_side: keep unless the whisper from the heart forces a change (MM-11.3(b)); a change to the
    other side(s) with characters of the new side, with none only from a side and when not obliged (MM-11.3(a))."""
    current = s["seats"][seat]["side"]
    cards = s["_t"].cards
    held = obliged(s, seat)
    out = []
    if not held or reduction_available(s, seat):
        out.append({"type": "choose_side", "player": seat, "option": "keep", "side": None, "cards": []})
    empty_change = current != "neutral" and not held
    for side in ("light", "dark"):
        if side == current:
            continue
        for sub in subsets([c for c in hand if cards[c].side == side]):
            if sub or empty_change:
                out.append({"type": "choose_side", "player": seat, "option": "change", "side": side, "cards": sub})
    return out


def _action(s, seat, hand):
    """check_attack, check_rescue, check_use_thief, check_deploy, check_pass, in the candidates' order."""
    me = s["seats"][seat]["side"]
    cards = s["_t"].cards
    held = obliged(s, seat)
    battle_allowed = not held or placeable(s, seat)                 # MM-11.4
    out = []
    if me != "neutral" and battle_allowed:
        out += [{"type": "attack", "player": seat, "target": target} for target in attack_targets(s, seat)]
    if battle_allowed and rescue_possible(s, seat):
        out.append({"type": "rescue", "player": seat})
    thieves = [c for c in hand if cards[c].cls == "thief"]
    if thieves and me != "dark":                                   # MM-9.2
        targets = {mode: thief_targets(s, seat, mode) for mode in ("steal", "rescue")}
        out += [{"type": "use_thief", "player": seat, "thief": thief, "mode": mode, "target": target}
                for thief in thieves for mode in ("steal", "rescue") for target in targets[mode]]
    if me != "neutral":
        out += [{"type": "deploy", "player": seat, "cards": sub}
                for sub in subsets([c for c in hand if cards[c].side == me], 1)]
    if not held:
        out.append({"type": "pass", "player": seat})
    return out


def _attack_obligation(s, seat) -> bool:
    """checks._battle_obligation (MM-11.5)."""
    b = s["battle"]
    return b["stage"] == "attack" and b["round"] == 1 and obliged(s, seat)


def _commit(s, seat, hand):
    """check_commit: a Neutral defender commits one side, never Light against a Light attacker (MM-6.6); a
    principal commits its own side's characters, and at least one where MM-11.5 obliges it."""
    b = s["battle"]
    side = s["seats"][seat]["side"]
    cards = s["_t"].cards
    if b["stage"] == "defend" and side == "neutral":
        attacker_light = s["seats"][b["attacker"]]["side"] == "light"
        out = []
        for sub in subsets([c for c in hand if cards[c].side]):
            sides = {cards[c].side for c in sub}
            if len(sides) < 2 and not (attacker_light and sides == {"light"}):
                out.append({"type": "commit_reinforcements", "player": seat, "cards": sub})
        return out
    must = _attack_obligation(s, seat) and not T.may_hold_spell(s, seat)
    return [{"type": "commit_reinforcements", "player": seat, "cards": sub}
            for sub in subsets([c for c in hand if cards[c].side == side]) if sub or not must]


def _place_spell(s, seat, hand):
    """check_place_spell: none unless MM-11.5 obliges a spell, then each spell the seat may place."""
    cards = s["_t"].cards
    out = []
    if not (_attack_obligation(s, seat) and not s["battle"]["committed"]):
        out.append({"type": "place_spell", "player": seat, "card": None})
    out += [{"type": "place_spell", "player": seat, "card": c} for c in hand
            if cards[c].cls == "spell" and may_place(s, seat, c)]
    return out


def _help(s, seat, hand):
    """check_help: a seat that is no principal and that side accepts (MM-7.3, MM-7.5) declines, or gives
    characters of the helped side and/or a spell it may place, at least one card (MM-7.4)."""
    b = s["battle"]
    if (not 0 <= seat < s["players"] or seat in (b["attacker"], b["defender"])
            or B.skip_reason(s, seat, b["stage"]) in ("MM-7.3", "MM-7.5")):
        return []
    cards = s["_t"].cards
    want = B.force_side(s, b["stage"])
    recipient = recipient_of(s)
    spells = [None] + [c for c in hand if cards[c].cls == "spell" and may_place(s, seat, c)]
    out = [{"type": "decline", "player": seat}]
    for sub in subsets([c for c in hand if cards[c].side == want]):
        out += [{"type": "help", "player": seat, "recipient": recipient, "cards": sub, "spell": cid}
                for cid in spells if sub or cid is not None]
    return out


def _spell_target(s, seat, hand):
    """check_target accepts every target of effects.spell_targets, the candidates themselves."""
    b = s["battle"]
    spell = b["spells"][b["queue"][0]]
    return [{"type": "choose_spell_target", "player": seat, "spell": spell["card"], "target": target}
            for target in effects.spell_targets(s, spell)]


def _declare(s, seat, hand):
    """check_declare accepts every candidate: an eligible combatant (MM-6.10(a)) on a target of the opposing
    force's lowest rank present (MM-6.11), either kind."""
    b = s["battle"]
    targets = B.legal_targets(s, B.other(b["acting"]))
    return [{"type": "declare_attack", "player": seat, "attacker": cid, "target": target, "kind": kind}
            for cid in B.eligible(s, b["acting"]) for target in targets for kind in ("physical", "magic")]


_PHASES = {"draw": _draw, "side": _choose_side, "action": _action}
_BATTLE = {"commit": _commit, "spell": _place_spell, "help": _help, "target": _spell_target, "declare": _declare}
