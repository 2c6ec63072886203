"""The slap game's state: a small object, read from JSON with full type checks (`load`) and written back (`dump`).

A stack (SLAP-2.2) is kept top to bottom in three parts:
- `unknown`: how many dealt cards lie on top whose faces nobody has seen. They are not stored: the cards nobody
  has seen form one pool (the deck minus every card whose place is known), and flipping such a card is a chance
  event over that pool (SLAP-9.1). Drawing uniformly from the pool is the same as having shuffled and dealt.
- `hidden`: dealt cards whose faces the engine was told at setup (an explicit deal for a physical table), top
  first. Nobody at the table has seen them, so no view shows them (SLAP-10.1).
- `known`: cards put under the stack by SLAP-6.3, top first. They were flipped face up before, so they are public.
"""
from __future__ import annotations

from collections import _count_elements
from typing import Any

from engine.core import InvalidState
from engine.core.list_checks import integers_within, known_texts
from engine.monster_run_slap.cards import (
    CARD_KINDS,
    KIND_INDEX,
    MAX_COPIES_PER_KIND,
    MAX_DECK_SIZE,
    MAX_TUNE_LENGTH,
    SOLFEGE_SET,
    STANDARD_DECK,
)

PHASES = ("first_player", "flip", "reveal", "slap", "over")
CALLING_MODES = ("scale", "tune", "free")
DEALS = ("random", "explicit")
OPTION_KEYS = ("first_player", "calling", "tune", "flip_limit", "deck", "deal")
STATE_KEYS = ("players", "options", "to_act", "result", "phase", "active", "flips", "call", "stacks", "centre",
              "slapped", "passed")
STACK_KEYS = ("unknown", "hidden", "known")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
UNSET = object()  # to_act / result not read from JSON (a new or changed state): nothing to compare


class Stack:
    __slots__ = ("unknown", "hidden", "known")

    def __init__(self, unknown: int, hidden: list[str], known: list[str]):
        self.unknown = unknown
        self.hidden = hidden
        self.known = known

    def count(self) -> int:
        return self.unknown + len(self.hidden) + len(self.known)

    def dump(self) -> dict:
        return {"unknown": self.unknown, "hidden": list(self.hidden), "known": list(self.known)}


class SlapState:
    __slots__ = ("players", "options", "deck", "phase", "active", "flips", "call", "stacks", "centre",
                 "slapped", "passed", "given_to_act", "given_result", "faces")

    def __init__(self, players: int, options: dict, deck: dict[str, int]):
        self.players = players
        self.options = options          # the options in force (JSON form)
        self.deck = deck                # kind -> copies, derived from options["deck"]
        self.phase = "first_player"
        self.active: int | None = None  # the player to flip, or who flipped the card being resolved
        self.flips = 0                  # flips made so far in the game (k of the current flip)
        self.call: str | None = None    # the call of the flip being resolved
        self.stacks: list[Stack] = []
        self.centre: list[str] = []     # the centre pile, first-flipped card first
        self.slapped: list[int] = []    # players who slapped, fastest first (slap window)
        self.passed: list[int] = []     # players who said they did not slap (slap window)
        self.given_to_act = UNSET       # to_act and result as read by `load`, checked by `problems`
        self.given_result = UNSET
        # The placed faces as `load` counted them (card -> copies, first seen first over the centre, then each
        # stack's hidden and known cards), for `problems`; None where the state changed since, or was not loaded.
        self.faces: dict[str, int] | None = None

    def deck_size(self) -> int:
        return sum(self.deck.values())

    def share(self) -> int:
        """Cards dealt to each player (SLAP-2.1)."""
        return self.deck_size() // self.players

    def counts(self) -> list[int]:
        return [stack.count() for stack in self.stacks]


def dump(state: SlapState, to_act: list, result: dict | None) -> dict:
    return {
        "players": state.players,
        "options": {**state.options, "tune": list(state.options["tune"]),
                    "deck": state.options["deck"] if isinstance(state.options["deck"], str)
                    else dict(state.options["deck"])},
        "to_act": to_act,
        "result": result,
        "phase": state.phase,
        "active": state.active,
        "flips": state.flips,
        "call": state.call,
        "stacks": [stack.dump() for stack in state.stacks],
        "centre": list(state.centre),
        "slapped": list(state.slapped),
        "passed": list(state.passed),
    }


# -- option checks, shared by setup and load -------------------------------------------------------------------

def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def option_problems(players: int, options: dict) -> list[str]:
    """Sentences for option values outside SLAP-2.3 (and the custom-deck bounds). `options` has every key."""
    problems = []
    first = options["first_player"]
    if first != "random" and not (is_int(first) and 0 <= first < players):
        problems.append(f"first_player must be \"random\" or a seat from 0 to {players - 1}")
    if options["calling"] not in CALLING_MODES:
        problems.append("calling must be one of scale, tune, free")
    tune = options["tune"]
    if not isinstance(tune, list) or not 1 <= len(tune) <= MAX_TUNE_LENGTH \
            or any(not isinstance(name, str) or name not in SOLFEGE_SET for name in tune):
        problems.append(f"tune must be a list of 1 to {MAX_TUNE_LENGTH} solfege names (Do, Re, Mi, Fa, Sol, La, Si)")
    limit = options["flip_limit"]
    if not is_int(limit) or limit < 1:
        problems.append("flip_limit must be a positive integer")
    deck = options["deck"]
    if deck != "standard":
        if not isinstance(deck, dict) or not deck:
            problems.append("deck must be \"standard\" or an object mapping card names to copies")
        else:
            bad = [kind for kind, copies in deck.items()
                   if kind not in KIND_INDEX or not is_int(copies) or not 1 <= copies <= MAX_COPIES_PER_KIND]
            if bad:
                problems.append(f"deck entries must map a card name such as Q-E4 to 1..{MAX_COPIES_PER_KIND} "
                                f"copies; not so for {', '.join(map(str, bad[:5]))}")
            elif not players <= sum(deck.values()) <= MAX_DECK_SIZE:
                problems.append(f"a deck must hold from {players} (one card per player) to {MAX_DECK_SIZE} cards")
    return problems


def deck_counts(deck: Any) -> dict[str, int]:
    return dict(STANDARD_DECK) if deck == "standard" else {kind: deck[kind] for kind in CARD_KINDS if kind in deck}


# -- load ------------------------------------------------------------------------------------------------------

def _keys(problems: list[str], where: str, data: Any, keys: tuple[str, ...]) -> bool:
    if isinstance(data, dict) and data.keys() == _KEY_SETS[keys]:    # the usual case, compared at C speed
        return True
    if not isinstance(data, dict):
        problems.append(f"{where} must be an object")
        return False
    missing = [key for key in keys if key not in data]
    extra = [key for key in data if key not in keys]
    if missing:
        problems.append(f"{where} lacks {', '.join(missing)}")
    if extra:
        problems.append(f"{where} has unknown fields {', '.join(map(str, extra))}")
    return not missing and not extra


_KEY_SETS = {keys: frozenset(keys) for keys in (STATE_KEYS, OPTION_KEYS, STACK_KEYS)}
# Each seat's stack and its fields as problems name them, written once (load checks there is one stack per seat).
_STACK_PLACES = [(f"stacks[{seat}]", f"stacks[{seat}].unknown", f"stacks[{seat}].hidden", f"stacks[{seat}].known")
                 for seat in range(MAX_PLAYERS)]


def _cards(problems: list[str], where: str, value: Any) -> list[str]:
    if not isinstance(value, list) or not known_texts(value, KIND_INDEX):
        problems.append(f"{where} must be a list of card names such as Q-E4, H-C5 or DH-G4")
        return []
    return list(value)


def _names(problems: list[str], where: str, value: list) -> list[str]:
    """`_cards` of a list `counted_faces` found to hold card names only."""
    return list(value)


def _seats(problems: list[str], where: str, value: Any, players: int) -> list[int]:
    if not isinstance(value, list) or not integers_within(value, 0, players - 1):
        problems.append(f"{where} must be a list of seats from 0 to {players - 1}")
        return []
    return list(value)


def counted_faces(stacks: Any, centre: Any) -> dict[str, int] | None:
    """Every card of a state's card lists counted at once (a request's largest part), in the order `problems` counts
    them, where every list is a list of card names: else None, and `_cards` tells what is wrong where. No JSON
    value but a text equals a text (a list or object has no hash at all), so an entry that is no card name is a
    key of its own, and checking the few distinct keys checks every entry."""
    if type(stacks) is not list or type(centre) is not list:
        return None
    faces = [*centre]
    for stack in stacks:
        if type(stack) is not dict or type(stack.get("hidden")) is not list or type(stack.get("known")) is not list:
            return None
        faces += stack["hidden"]
        faces += stack["known"]
    counts: dict[str, int] = {}
    try:
        _count_elements(counts, faces)
    except TypeError:                       # an entry with no hash (a list, an object): not a card name
        return None
    return counts if counts.keys() <= KIND_INDEX.keys() else None


def load_trusted(data: dict) -> SlapState:
    """A state this service wrote and sealed (Game.load_trusted): no checks, and `data`'s lists taken over."""
    options = data["options"]
    state = SlapState(data["players"], options, deck_counts(options["deck"]))
    state.phase, state.active, state.flips, state.call = data["phase"], data["active"], data["flips"], data["call"]
    state.stacks = [Stack(stack["unknown"], stack["hidden"], stack["known"]) for stack in data["stacks"]]
    state.centre, state.slapped, state.passed = data["centre"], data["slapped"], data["passed"]
    return state


def _options_in_force(players: int, options: Any) -> tuple[dict, dict[str, int]]:
    """The options in force of a state's `options` (a copy, in the order sent) and its deck; InvalidState naming
    what is wrong with them."""
    kept = _KEPT_OPTIONS.get(players)
    if kept is not None and _as_kept(options, kept[0], kept[1]):
        return kept[0], kept[2]
    problems: list[str] = []
    if not _keys(problems, "options", options, OPTION_KEYS):
        raise InvalidState(problems)
    problems.extend(option_problems(players, options))
    if options["deal"] not in DEALS:
        problems.append("options.deal must be \"random\" or \"explicit\"")
    if problems:
        raise InvalidState(problems)
    in_force = {**options, "tune": list(options["tune"]),
                "deck": options["deck"] if options["deck"] == "standard" else dict(options["deck"])}
    deck = deck_counts(in_force["deck"])
    if in_force["deck"] == "standard":
        _KEPT_OPTIONS[players] = (in_force, tuple(in_force), deck)
    return in_force, deck


# Per seat count, the last options with the standard deck that `load` accepted, as (options in force, their keys in
# order, deck): nearly every state of a table repeats them. The states loaded with them share them (no state
# changes its options or deck: the rules read them, dump copies them).
_KEPT_OPTIONS: dict[int, tuple[dict, tuple, dict[str, int]]] = {}


def _as_kept(options: Any, in_force: dict, keys: tuple) -> bool:
    """Whether `options` are the kept `in_force` as JSON tells them apart: equal (with the texts, the only JSON
    values equal to texts), keys in the same order, and the numbers of the same types (1 equals 1.0 and true)."""
    return (options == in_force and tuple(options) == keys
            and type(options["first_player"]) is type(in_force["first_player"])
            and type(options["flip_limit"]) is type(in_force["flip_limit"]))


def load(data: Any) -> SlapState:
    problems: list[str] = []
    if not _keys(problems, "the state", data, STATE_KEYS):
        raise InvalidState(problems)
    players = data["players"]
    if not is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise InvalidState(f"players must be an integer from {MIN_PLAYERS} to {MAX_PLAYERS}")
    state = SlapState(players, *_options_in_force(players, data["options"]))

    phase = data["phase"]
    if phase not in PHASES:
        problems.append(f"phase must be one of {', '.join(PHASES)}")
    state.phase = phase
    active = data["active"]
    if active is not None and not (is_int(active) and 0 <= active < players):
        problems.append(f"active must be null or a seat from 0 to {players - 1}")
    state.active = active
    flips = data["flips"]
    if not is_int(flips) or flips < 0:
        problems.append("flips must be a non-negative integer")
    state.flips = flips
    call = data["call"]
    if call is not None and (not isinstance(call, str) or call not in SOLFEGE_SET):
        problems.append("call must be null or a solfege name (Do, Re, Mi, Fa, Sol, La, Si)")
    state.call = call

    stacks = data["stacks"]
    faces = counted_faces(stacks, data["centre"])
    # With every card list already known to hold card names only, each is taken as it is.
    cards = _cards if faces is None else _names
    if not isinstance(stacks, list) or len(stacks) != players:
        problems.append(f"stacks must be a list of {players} stacks, one per seat")
        stacks = []
    for stack, (where, where_unknown, where_hidden, where_known) in zip(stacks, _STACK_PLACES):
        if not _keys(problems, where, stack, STACK_KEYS):
            continue
        unknown = stack["unknown"]
        if not is_int(unknown) or unknown < 0:
            problems.append(f"{where_unknown} must be a non-negative integer")
            unknown = 0
        state.stacks.append(Stack(unknown, cards(problems, where_hidden, stack["hidden"]),
                                  cards(problems, where_known, stack["known"])))
    state.centre = cards(problems, "centre", data["centre"])
    state.slapped = _seats(problems, "slapped", data["slapped"], players)
    state.passed = _seats(problems, "passed", data["passed"], players)

    to_act = data["to_act"]
    if not isinstance(to_act, list):
        problems.append("to_act must be a list")
    state.given_to_act = to_act
    result = data["result"]
    if result is not None and not isinstance(result, dict):
        problems.append("result must be null or an object")
    state.given_result = result
    if problems:
        raise InvalidState(problems)
    state.faces = faces
    return state
