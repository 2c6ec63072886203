"""Who acts, what they may do, and what it does (MM-2 to MM-11, MM-15, MM-16).

Each decision type has a `check` (checks.py) that raises the first broken rule in the spec's order and a `do`
(decisions.py) that applies it. `legal_moves` lists candidate actions and keeps those the checks accept, so the
list and apply can never disagree.
"""
from __future__ import annotations

from itertools import combinations

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.monster_maker_5 import battle as B
from engine.monster_maker_5 import effects
from engine.monster_maker_5.actions import parse
from engine.monster_maker_5.checks import (attack_targets, chance_outcomes, check_attack, check_chance,
                                           check_choose_side, check_commit, check_declare, check_deploy,
                                           check_discard, check_draw, check_help, check_pass, check_place_spell,
                                           check_rescue, check_target, check_use_thief, cls, obliged,
                                           recipient_of, side_of_card, thief_targets, thief_usable, to_act)
from engine.monster_maker_5.decisions import (do_attack, do_choose_side, do_commit, do_deal, do_decline,
                                              do_declare, do_deploy, do_discard, do_draw, do_draw_card,
                                              do_first_player, do_help, do_pass, do_place_spell, do_rescue,
                                              do_roll, do_target, do_use_thief)

# Read by the rest of the package and by tests as rules.<name>.
__all__ = ["apply", "attack_targets", "chance_outcomes", "default_among", "default_move", "legal_moves", "obliged",
           "recipient_of", "thief_usable", "to_act"]

HANDLERS = {
    "deal": (check_chance, do_deal), "first_player": (check_chance, do_first_player),
    "draw_card": (check_chance, do_draw_card), "roll": (check_chance, do_roll),
    "draw": (check_draw, do_draw), "choose_side": (check_choose_side, do_choose_side),
    "attack": (check_attack, do_attack), "rescue": (check_rescue, do_rescue),
    "use_thief": (check_use_thief, do_use_thief), "deploy": (check_deploy, do_deploy),
    "pass": (check_pass, do_pass), "discard_to_limit": (check_discard, do_discard),
    "commit_reinforcements": (check_commit, do_commit), "place_spell": (check_place_spell, do_place_spell),
    "help": (check_help, do_help), "decline": (check_help, do_decline),
    "choose_spell_target": (check_target, do_target), "declare_attack": (check_declare, do_declare),
}


def in_canonical_order(s: dict, action: dict) -> dict:
    """MM-1.9 orders card lists, but no rule asks a player to choose an order: a set of cards named in another
    order (as a table reports them, in the order people pick them) is taken in canonical order, so the state and
    events are those of the listed move. Unknown ids are left as given, for the checks to refuse."""
    cards = action.get("cards")
    table = s["_t"]
    if cards and all(cid in table.cards for cid in cards):
        return {**action, "cards": table.order(cards)}
    return action


def apply(s: dict, action: dict) -> list:
    kind = parse(action)
    if s["phase"] == "over":
        raise IllegalMove("MM-4.6", "The game is over.", detail_zh="遊戲已經結束。")
    action = in_canonical_order(s, action)
    check, do = HANDLERS[kind]
    check(s, action)
    return do(s, action)


# -- legal moves -------------------------------------------------------------------------------------------

def _subsets(cards, min_size=0):
    for size in range(min_size, len(cards) + 1):
        yield from (list(c) for c in combinations(cards, size))


def _candidates(s, seat):
    p = {"player": seat}
    phase = s["phase"]
    hand = s["seats"][seat]["hand"]
    chars = [c for c in hand if side_of_card(s, c)]
    spells = [c for c in hand if cls(s, c) == "spell"]
    if phase == "draw":
        yield {"type": "draw", **p}
    elif phase == "side":
        yield {"type": "choose_side", **p, "option": "keep", "side": None, "cards": []}
        for side in ("light", "dark"):
            own = [c for c in chars if side_of_card(s, c) == side]
            for sub in _subsets(own):
                yield {"type": "choose_side", **p, "option": "change", "side": side, "cards": sub}
    elif phase == "action":
        for t in range(s["players"]):
            yield {"type": "attack", **p, "target": t}
        yield {"type": "rescue", **p}
        for thief in hand:
            if cls(s, thief) == "thief":
                for mode in ("steal", "rescue"):
                    for target in thief_targets(s, seat, mode):
                        yield {"type": "use_thief", **p, "thief": thief, "mode": mode, "target": target}
        own = [c for c in chars if side_of_card(s, c) == s["seats"][seat]["side"]]
        for sub in _subsets(own, 1):
            yield {"type": "deploy", **p, "cards": sub}
        yield {"type": "pass", **p}
    elif phase == "discard":
        for sub in combinations(hand, max(0, len(hand) - 5)):
            yield {"type": "discard_to_limit", **p, "cards": list(sub)}
    elif phase == "battle":
        b = s["battle"]
        step = b["step"]
        if step == "commit":
            for sub in _subsets(chars):
                yield {"type": "commit_reinforcements", **p, "cards": sub}
        elif step == "spell":
            for cid in [None] + spells:
                yield {"type": "place_spell", **p, "card": cid}
        elif step == "help":
            yield {"type": "decline", **p}
            want = B.force_side(s, b["stage"])
            own = [c for c in chars if side_of_card(s, c) == want]
            for sub in _subsets(own):
                for cid in [None] + spells:
                    yield {"type": "help", **p, "recipient": recipient_of(s), "cards": sub, "spell": cid}
        elif step == "target":
            spell = b["spells"][b["queue"][0]]
            for target in effects.spell_targets(s, spell):
                yield {"type": "choose_spell_target", **p, "spell": spell["card"], "target": target}
        elif step == "declare":
            targets = B.legal_targets(s, B.other(b["acting"]))
            for cid in B.eligible(s, b["acting"]):
                for target in targets:
                    for kind in ("physical", "magic"):
                        yield {"type": "declare_attack", **p, "attacker": cid, "target": target, "kind": kind}


def legal_moves(s: dict, player) -> list:
    if player == CHANCE or player not in to_act(s):
        return []
    out = []
    for action in _candidates(s, player):
        try:
            HANDLERS[action["type"]][0](s, action)
        except IllegalMove:
            continue
        out.append(action)
    return out


def default_move(s: dict, player) -> dict:
    return default_among(legal_moves(s, player))


def default_among(moves: list) -> dict:
    """A pass where the player may pass, else the first legal move; a copy, since `moves` goes out too."""
    for move in moves:
        if move["type"] == "pass":
            return dict(move)
    return dict(moves[0]) if moves else {}
