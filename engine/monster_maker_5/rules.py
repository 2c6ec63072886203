"""Who acts, what they may do, and what it does (MM-2 to MM-11, MM-15, MM-16).

Each decision type has a `check` (checks.py) that raises the first broken rule in the spec's order and a `do`
(decisions.py) that applies it. `checked_moves` lists candidate actions and keeps those the checks accept, so the
list and apply can never disagree; `legal_moves` answers from listing.py where that builds the same list without
running each check, and from `checked_moves` elsewhere (table mode, the forced discard).
"""
from __future__ import annotations

from itertools import combinations

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE
from engine.monster_maker_5 import battle as B
from engine.monster_maker_5 import effects, listing
from engine.monster_maker_5 import table as T
from engine.monster_maker_5.actions import parse
from engine.monster_maker_5.checks import (attack_targets, chance_outcomes, check_attack, check_chance,
                                           check_choose_side, check_commit, check_declare, check_deploy,
                                           check_reveal, check_discard, check_draw, check_help, check_pass, check_place_spell,
                                           check_rescue, check_target, check_use_thief, cls, obliged,
                                           recipient_of, side_of_card, thief_targets, thief_usable, to_act)
from engine.monster_maker_5.decisions import (do_attack, do_choose_side, do_commit, do_deal, do_decline,
                                              do_declare, do_deploy, do_discard, do_draw, do_draw_card,
                                              do_first_player, do_help, do_pass, do_place_spell, do_rescue,
                                              do_reveal, do_roll, do_show_spell, do_target,
                                              do_use_thief)

# Read by the rest of the package and by tests as rules.<name>.
__all__ = ["any_time", "apply", "attack_targets", "chance_outcomes", "checked_moves", "default_among", "default_move",
           "legal_moves", "obliged", "recipient_of", "thief_usable", "to_act"]

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
    "show_spell": (check_chance, do_show_spell), "reveal": (check_reveal, do_reveal),
}
# The fields of an action that name cards taken from the actor's hand: claims in table mode (MM-16.4).
CLAIMED = {"choose_side": "cards", "deploy": "cards", "commit_reinforcements": "cards", "help": "cards",
           "discard_to_limit": "cards", "use_thief": "thief"}


def in_canonical_order(s: dict, action: dict) -> dict:
    """MM-1.9 orders card lists, but no rule asks a player to choose an order: a set of cards named in another
    order (as a table reports them, in the order people pick them) is taken in canonical order, so the state and
    events are those of the listed move. Unknown ids are left as given, for the checks to refuse."""
    cards = action.get("cards")
    table = s["_t"]
    if cards and all(cid in table.cards for cid in cards):
        return {**action, "cards": table.order(cards)}
    return action


def _resolved(s: dict, action: dict) -> dict:
    """Table mode: a card id named in a claim stands for its kind (copies are interchangeable), and the first
    unseen copy is the one put into play (table.resolve_ids); a known card of the hand stays itself."""
    if not T.in_table(s):
        return action
    kind = action["type"]
    if kind == "show_spell":
        return {**action, "card": T.resolve_ids(s, None, [action["card"]])[0]}
    field = CLAIMED.get(kind)
    seat = action["player"]
    if field is None or not (isinstance(seat, int) and 0 <= seat < s["players"]):
        return action
    named = action[field] if field == "cards" else [action[field]]
    resolved = T.resolve_ids(s, seat, named)
    return {**action, field: resolved if field == "cards" else resolved[0]}


def any_time(s: dict, action) -> bool:
    """A table-mode reveal may come at any moment, even after the end (Game.any_time_action)."""
    return T.in_table(s) and isinstance(action, dict) and action.get("type") == "reveal"


def apply(s: dict, action: dict) -> list:
    kind = parse(action)
    if s["phase"] == "over" and not any_time(s, action):
        raise IllegalMove("MM-4.6", "The game is over.", detail_zh="遊戲已經結束。")
    action = in_canonical_order(s, _resolved(s, action))
    check, do = HANDLERS[kind]
    check(s, action)
    return do(s, action)


# -- legal moves -------------------------------------------------------------------------------------------

def _choices(s, seat, cards, min_size=0, max_size=None):
    """Sets of cards to name. In table mode copies are one kind, so each choice is a number of each kind (its
    first copies), at most as many as the hand holds."""
    if not T.in_table(s):
        yield from listing.subsets(cards, min_size)
        return
    limit = s["seats"][seat]["hand_size"] if max_size is None else max_size
    by_kind: dict[str, list] = {}
    for cid in cards:
        by_kind.setdefault(T.kind_of(s, cid), []).append(cid)
    groups = list(by_kind.values())

    def extend(index, chosen):
        if index == len(groups):
            if len(chosen) >= min_size:
                yield s["_t"].order(chosen)
            return
        for count in range(min(len(groups[index]), limit - len(chosen)) + 1):
            yield from extend(index + 1, chosen + groups[index][:count])

    yield from extend(0, [])


def _candidates(s, seat):
    p = {"player": seat}
    phase = s["phase"]
    hand = T.representatives(s, seat) if T.in_table(s) else s["seats"][seat]["hand"]
    chars = [c for c in hand if side_of_card(s, c)]
    if T.in_table(s):             # a spell is laid unnamed in table mode (MM-16.4)
        spells = [T.FACE_DOWN] if T.may_hold_spell(s, seat) else []
    else:
        spells = [c for c in hand if cls(s, c) == "spell"]
    if phase == "draw":
        yield {"type": "draw", **p}
    elif phase == "side":
        yield {"type": "choose_side", **p, "option": "keep", "side": None, "cards": []}
        for side in ("light", "dark"):
            own = [c for c in chars if side_of_card(s, c) == side]
            for sub in _choices(s, seat, own):
                yield {"type": "choose_side", **p, "option": "change", "side": side, "cards": sub}
    elif phase == "action":
        for t in range(s["players"]):
            yield {"type": "attack", **p, "target": t}
        yield {"type": "rescue", **p}
        thieves = [c for c in hand if cls(s, c) == "thief"]
        if T.in_table(s):         # one thief of each kind: copies are interchangeable
            thieves = [c for index, c in enumerate(thieves)
                       if T.kind_of(s, c) not in {T.kind_of(s, other) for other in thieves[:index]}]
        for thief in thieves:
            for mode in ("steal", "rescue"):
                for target in thief_targets(s, seat, mode):
                    yield {"type": "use_thief", **p, "thief": thief, "mode": mode, "target": target}
        own = [c for c in chars if side_of_card(s, c) == s["seats"][seat]["side"]]
        for sub in _choices(s, seat, own, 1):
            yield {"type": "deploy", **p, "cards": sub}
        yield {"type": "pass", **p}
    elif phase == "discard":
        size = max(0, s["seats"][seat]["hand_size"] - 5)
        subsets = _choices(s, seat, hand, size, size) if T.in_table(s) else combinations(hand, size)
        for sub in subsets:
            yield {"type": "discard_to_limit", **p, "cards": list(sub)}
    elif phase == "battle":
        b = s["battle"]
        step = b["step"]
        if step == "commit":
            for sub in _choices(s, seat, chars):
                yield {"type": "commit_reinforcements", **p, "cards": sub}
        elif step == "spell":
            for cid in [None] + spells:
                yield {"type": "place_spell", **p, "card": cid}
        elif step == "help":
            yield {"type": "decline", **p}
            want = B.force_side(s, b["stage"])
            own = [c for c in chars if side_of_card(s, c) == want]
            for sub in _choices(s, seat, own):
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
    listed = listing.moves(s, player)
    return checked_moves(s, player) if listed is None else listed


def checked_moves(s: dict, player) -> list:
    """The legal moves of `player`, whom to_act asks: every candidate that its decision's check accepts."""
    out = []
    with T.remembering(s):       # the record does not change while the candidates are checked
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
