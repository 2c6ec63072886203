"""Scenario builders for the Monster Maker 5 tests: build a position, then play decisions and dice into it.

Seats A-D of the spec's MM-19 are API seats 0-3. Calling GAME.apply directly never resolves chance, so every
die is reported as in client mode.
"""
from __future__ import annotations

from engine.core.errors import IllegalMove
from engine.monster_maker_5 import GAME, rules, state
from engine.monster_maker_5.cards import DEFAULT_TABLE

A, B, C, D = 0, 1, 2, 3
T = DEFAULT_TABLE


def order(ids, table=None):
    return (table or T).order(list(ids))


def make(players=4, fields=None, hands=None, active=0, phase="action", prisoners=(), guards=(), discard=(),
         deck=None, countdown=0, options=None, first=0):
    fields, hands = fields or {}, hands or {}
    used = set(prisoners) | set(guards) | set(discard)
    for seat in range(players):
        used |= set(fields.get(seat, ())) | set(hands.get(seat, ()))
    from engine.monster_maker_5.cards import table_for
    table = table_for((options or {}).get("card_table", "default"))
    rest = [c for c in table.deck if c not in used]
    discard = list(discard)
    if deck is None:
        deck = rest
    else:
        discard += [c for c in rest if c not in deck]
    opts = {**state.OPTION_DEFAULTS, **(options or {})}
    data = {
        "players": players, "options": opts, "to_act": [], "result": None, "phase": phase, "active": active,
        "first_player": first, "dealt": 5 * players, "countdown": countdown, "deck": order(deck, table),
        "deck_size": len(deck),
        "seats": [{"side": "neutral", "hand": order(hands.get(i, ()), table), "hand_size": len(hands.get(i, ())),
                   "field": order(fields.get(i, ()), table)} for i in range(players)],
        "dungeon": {"card": table.dungeon, "prisoners": order(prisoners, table), "guards": order(guards, table),
                    "defeated": False},
        "discard": order(discard, table), "thief": None, "battle": None, "table": None,
    }
    s = state.load(data)
    from engine.monster_maker_5.flow import resync
    resync(s)
    found = state.problems(s)
    assert not found, found
    return s


def act(s, action_type, player, **params):
    return GAME.apply(s, {"type": action_type, "player": player, **params})


def roll(s, *faces):
    events = []
    for face in faces:
        assert GAME.to_act(s) == ["chance"], (s["phase"], s["battle"] and s["battle"]["step"])
        events += GAME.apply(s, {"type": "roll", "player": "chance", "face": face})
    return events


def who(s):
    found = GAME.to_act(s)
    assert len(found) == 1, found
    return found[0]


def quiet(s, stop=None):
    """Answers reinforcement questions with nothing (commit [], no spell, decline) until another step."""
    while s["phase"] == "battle" and s["battle"]["step"] in ("commit", "spell", "help"):
        if stop is not None and (s["battle"]["step"], s["battle"]["stage"]) == stop:
            return
        p = who(s)
        step = s["battle"]["step"]
        if step == "commit":
            act(s, "commit_reinforcements", p, cards=[])
        elif step == "spell":
            act(s, "place_spell", p, card=None)
        else:
            act(s, "decline", p)


def declare(s, attacker, target, kind):
    return act(s, "declare_attack", who(s), attacker=attacker, target=target, kind=kind)


def rejected(s, action_type, player, **params) -> str:
    """The rule ID an illegal action cites (and that the action is not among the legal moves)."""
    action = {"type": action_type, "player": player, **params}
    assert action not in rules.legal_moves(s, player)
    try:
        GAME.apply(s, action)
    except IllegalMove as error:
        return error.rule
    raise AssertionError(f"{action} was accepted")


def legal(s, action_type, player, **params) -> bool:
    return {"type": action_type, "player": player, **params} in rules.legal_moves(s, player)


def field(s, seat):
    return s["seats"][seat]["field"]


def hand(s, seat):
    return s["seats"][seat]["hand"]


def side(s, seat):
    return s["seats"][seat]["side"]
