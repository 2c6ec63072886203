"""Scenario helpers: build a Monster Run state from the spec's fixtures, move pieces, act, and read the result."""
from __future__ import annotations

import json

import pytest

from engine.core import RulesError
from engine.monster_run import GAME
from engine.monster_run.cards import ROW

# The spec's fixtures (EC section): F4 = 4/4 side, M = 8; F3 = 3/4 side, M = 10; players A = 0 (first), B = 1.
A, B, C, D = 0, 1, 2, 3
MARKERS = {2: {"coda_bar_line": "BL6"},
           3: {"repeat_bar_lines": {"start": "BL5", "end": "BL7"}},
           4: {"mud": {"L": "m7b1", "R": "m7b2", "R_rows": "high"}},
           5: {"rest": "m6b2"}}
FILLER = ["Q-C4", "Q-D4", "Q-E4", "Q-F4", "Q-G4", "Q-A4", "Q-B4", "Q-C5", "Q-D5", "Q-E5", "Q-F5", "Q-G5"]


def new(level: int = 1, board: str = "4/4", players: int = 2, fruits=(), **options):
    """A state at A's TURN_START: no board fruits unless given, markers of the EC fixture unless given."""
    opts = {"level": level, "board": board, "first_player": A, "fruit_cells": [
        {"cell": cell, "colour": colour} for cell, colour in fruits]}
    for marker_level in range(2, level + 1):
        for key, value in MARKERS[marker_level].items():
            opts.setdefault(key, value)
    opts.update(options)
    opts.setdefault("hands", [FILLER[3 * seat: 3 * seat + 3] for seat in range(players)])
    state = GAME.new_game(players, opts)
    assert state.decision == "TURN_START" and state.active == opts["first_player"]
    return state


def hand(state, seat: int, cards) -> None:
    """Replaces a seat's hand, keeping every card accounted for (old cards go back to the draw pile)."""
    monster = state.seats[seat]
    for card in monster.hand:
        state.draw[card] = state.draw.get(card, 0) + 1
    monster.hand = []
    for card in cards:
        if state.draw.get(card, 0) < 1:
            raise AssertionError(f"{card} is not in the draw pile")
        state.draw[card] -= 1
        if not state.draw[card]:
            del state.draw[card]
        monster.hand.append(card)


def discards(state, cards) -> None:
    """Moves cards from the draw pile onto the discard pile (in order, last on top)."""
    for card in cards:
        state.draw[card] -= 1
        if not state.draw[card]:
            del state.draw[card]
        state.discard.append(card)


def put(state, seat: int, position: str, pitch: str | None = None, stamp: int | None = None) -> None:
    """Places a monster (and sets its pitch); gives it a fresh movement stamp unless one is given."""
    monster = state.seats[seat]
    pos = state.board.parse_pos(position)
    assert pos is not None, position
    monster.pos = pos
    if pitch is not None:
        monster.pitch = ROW[pitch]
    elif not pos & 1 and not monster.pitch:
        monster.pitch = ROW["C4"]
    if stamp is None and pos != 1:
        state.counter += 1
        stamp = state.counter
    if stamp is not None:
        monster.stamp = stamp
        state.counter = max(state.counter, stamp)


def where(state, seat: int) -> str:
    return state.board.pos_name(state.seats[seat].pos)


def cell(state, seat: int) -> str:
    monster = state.seats[seat]
    from engine.monster_run.cards import PITCHES
    return f"{where(state, seat)}/{PITCHES[monster.pitch - 1]}" if monster.pitch else where(state, seat)


def play(state, seat: int, card: str, spell: str = "none"):
    return GAME.apply(state, {"type": "play_note", "player": seat, "card": card, "spell": spell})


def discard(state, seat: int, card: str):
    return GAME.apply(state, {"type": "discard_and_draw", "player": seat, "card": card})


def draw(state, card: str, seat: int | None = None):
    """Reports the pending note draw (client chance)."""
    seat = state.active if seat is None else seat
    return GAME.apply(state, {"type": "draw_note", "player": "chance", "seat": seat, "card": card})


def draw_any(state):
    """Draws the first card the pile offers (for tests where the card does not matter)."""
    outcome = GAME.chance_outcomes(state)[0].action
    return GAME.apply(state, outcome)


def magic(state, seat: int, card: str, target: int):
    return GAME.apply(state, {"type": "use_magic", "player": seat, "card": card, "target": target})


def act(state, kind: str, seat: int, **fields):
    return GAME.apply(state, {"type": kind, "player": seat, **fields})


def snapshot(state) -> str:
    return json.dumps(GAME.dump(state), sort_keys=True)


def rejected(state, rule: str, kind: str, actor, **fields) -> RulesError:
    """Asserts the action is refused citing `rule` and leaves the state unchanged."""
    before = snapshot(state)
    with pytest.raises(RulesError) as caught:
        GAME.apply(state, {"type": kind, "player": actor, **fields})
    assert caught.value.rule == rule, (caught.value.rule, caught.value.detail)
    assert snapshot(state) == before
    return caught.value


def legal(state, seat: int) -> list[dict]:
    return GAME.legal_moves(state, seat)


def notes(moves) -> set[tuple]:
    return {(m["card"], m["spell"]) for m in moves if m["type"] == "play_note"}


def kinds(moves) -> list[tuple]:
    return [(m["type"], m.get("card"), m.get("spell"), m.get("target")) for m in moves]


def valid(state) -> list[str]:
    """Problems of the state after a round trip through JSON (an empty list: reachable and well formed)."""
    data = json.loads(json.dumps(GAME.dump(state)))
    return GAME.problems(GAME.load(data))


def chance_actions(events) -> list[dict]:
    """The chance actions a table would report for the random events in a list of server-mode events."""
    found = []
    for e in events:
        kind = e["type"]
        if kind == "coda_placed":
            found.append({"type": "place_coda", "bar_line": e["bar_line"]})
        elif kind == "repeats_placed":
            found.append({"type": "place_repeats", "start": e["start"], "end": e["end"]})
        elif kind == "mud_placed":
            found.append({"type": f"place_mud_{e['marker'].lower()}", "column": e["column"]})
        elif kind == "mud_rows_chosen":
            found.append({"type": "place_mud_rows", "rows": e["rows"]})
        elif kind == "rest_placed":
            found.append({"type": "place_rest", "beat": e["beat"]})
        elif kind == "fruit_placed":
            found.append({"type": "place_fruit", "cell": e["cell"], "colour": e["colour"]})
        elif kind == "first_player_chosen":
            found.append({"type": "first_player", "seat": e["player"]})
        elif kind in ("note_drawn", "magic_drawn") and "card" in e:
            found.append({"type": kind.replace("_drawn", "").replace("note", "draw_note").replace(
                "magic", "draw_magic"), "seat": e["player"], "card": e["card"]})
    return [{**action, "player": "chance"} for action in found]


def give_magic(state, seat: int, cards) -> None:
    """Moves magic cards from the magic deck into a seat's hand."""
    for card in cards:
        state.mdeck[card] -= 1
        if not state.mdeck[card]:
            del state.mdeck[card]
        state.seats[seat].magic.append(card)


def draw_magic(state, card: str):
    return GAME.apply(state, {"type": "draw_magic", "player": "chance", "seat": state.active, "card": card})
