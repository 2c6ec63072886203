"""Why a well-formed slap state is one the rules cannot reach: card conservation, stack sizes, the phase's
bookkeeping, and that `to_act` and `result` agree with the rest of the state."""
from __future__ import annotations

from collections import Counter

from engine.core import same_json
from engine.core.result import same_result
from engine.monster_run_slap.effects import CALLERS, FLIPPER_CALLS
from engine.monster_run_slap.rules import result, to_act
from engine.monster_run_slap.state import UNSET, SlapState


def problems(state: SlapState) -> list[str]:
    found: list[str] = []
    found.extend(_cards(state))
    found.extend(_phase(state))
    if found:
        return found
    if state.given_to_act is not UNSET:
        given, waiting = state.given_to_act, to_act(state)
        if not _waits_as_given(given, waiting):
            found.append(f"to_act is {given!r} but the state waits for {waiting!r}")
    if state.given_result is not UNSET and not same_result(state.given_result, result(state)):
        found.append("result does not match the state (winners, ranking and card counts)")
    return found


def _waits_as_given(given: list, waiting: list) -> bool:
    """`same_json(given, waiting)`, where `waiting` is to_act's own list (seats, or the text 'chance'): equal lists
    with entries of the same types are equal as JSON, without its walk."""
    return (given == waiting and list(map(type, given)) == list(map(type, waiting))) or same_json(given, waiting)


def _cards(state: SlapState) -> list[str]:
    found = []
    seen = state.faces
    if seen is None:
        placed_faces = list(state.centre)       # counted at once: Counter.update's own checks cost more per list
        for stack in state.stacks:
            placed_faces += stack.hidden
            placed_faces += stack.known
        seen = Counter(placed_faces)
    found.extend(_copies_beyond_deck(seen, state.deck))
    size, share = state.deck_size(), state.share()
    set_aside = size - share * state.players
    placed = sum(seen.values()) + sum(stack.unknown for stack in state.stacks) + set_aside
    if placed != size:
        found.append(f"the stacks and the centre pile hold {placed - set_aside} cards; with {set_aside} set aside "
                     f"that should be the deck's {size}")
    for seat, stack in enumerate(state.stacks):
        if stack.unknown + len(stack.hidden) > share:
            found.append(f"player {seat} has {stack.unknown + len(stack.hidden)} dealt cards left, more than the "
                         f"{share} dealt")
    return found


def _copies_beyond_deck(seen: dict[str, int], deck: dict[str, int]) -> list[str]:
    # Every card placed, as in most states late in a game: the counts are the deck's, so none exceeds it (the
    # dicts compared at C speed, instead of a Python step per kind).
    if seen == deck:
        return []
    return _copies_beyond(seen, deck)


def _copies_beyond(seen: dict[str, int], deck: dict[str, int]) -> list[str]:
    return [f"{kind} appears {copies} times but the deck has {deck.get(kind, 0)}"
            for kind, copies in seen.items() if copies > deck.get(kind, 0)]


def _phase(state: SlapState) -> list[str]:
    found = []
    phase, active, n = state.phase, state.active, state.players
    counts = state.counts()
    limit = state.options["flip_limit"]
    if phase == "first_player":
        if state.options["first_player"] != "random":
            found.append("the first player was given at setup, so it is not pending")
        if active is not None or state.flips or state.call is not None or state.centre:
            found.append("before the first player is chosen nothing has been flipped and nobody is active")
    elif active is None:
        found.append(f"phase {phase} needs an active player")
        return found
    if phase != "first_player" and state.flips > limit:
        found.append(f"{state.flips} flips exceed the flip limit {limit}")
    first = state.options["first_player"]
    if first != "random":
        # SLAP-3.2: the turn order never changes, so the first player fixes who flips at every flip.
        flipper = (first + state.flips - (phase != "flip")) % n
        if active != flipper:
            found.append(f"with player {first} as the first player, flip {state.flips + (phase == 'flip')} is "
                         f"player {flipper}'s")
    if state.options["deal"] == "random" and any(stack.hidden for stack in state.stacks):
        found.append("with a random deal no dealt card is known before it is flipped")
    if len(state.centre) > state.flips:
        found.append(f"the centre pile holds {len(state.centre)} cards after only {state.flips} flips")
    if state.flips == 0 and any(stack.known for stack in state.stacks):
        found.append("no pile can have been taken before the first flip")
    if phase in ("reveal", "slap"):
        if state.call is None or state.flips == 0:
            found.append(f"phase {phase} belongs to a flip, which has a call")
        elif state.options["calling"] not in FLIPPER_CALLS and \
                state.call != CALLERS[state.options["calling"]](state.options, state.flips, None):
            found.append(f"flip {state.flips} must call "
                         f"{CALLERS[state.options['calling']](state.options, state.flips, None)}")
    elif state.call is not None:
        found.append(f"phase {phase} has no call")
    if phase != "slap" and (state.slapped or state.passed):
        found.append("a slap report belongs to the slap phase only")
    if phase == "reveal" and state.stacks[active].unknown == 0:
        found.append("a card nobody has seen is being revealed, but the flipper has none")
    if phase == "slap":
        answered = state.slapped + state.passed
        if not state.centre:
            found.append("the slap phase follows a flip, so the centre pile is not empty")
        if len(set(answered)) != len(answered):
            found.append("a player appears twice in the slap report")
        elif len(answered) >= n:
            found.append("a complete slap report is resolved at once")
    if phase in ("flip", "reveal"):
        if phase == "flip" and state.flips >= limit:
            found.append("the flip limit has been reached, so the game is over")
        empty = [seat for seat in range(n) if counts[seat] == 0]
        if empty:
            found.append(f"player {empty[0]} has no cards, so the game would be over")
    if phase in ("slap", "over"):
        empty = [seat for seat in range(n) if counts[seat] == 0 and seat != active]
        if empty:
            found.append(f"only the flipper can run out of cards, but player {empty[0]} has none")
    if phase == "over" and counts[active] != 0 and state.flips != limit:
        found.append("the game ends only by a win (the flipper has no cards) or at the flip limit")
    return found
