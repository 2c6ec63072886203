"""problems(): why a well-formed state is one the rules cannot reach (conservation, counts, positions, flow)."""
from __future__ import annotations

from collections import Counter, _count_elements
from itertools import chain
from operator import itemgetter

from engine.core.options_memo import Kept
from engine.monster_run import placement
from engine.monster_run.cards import COLOURS, NOTE_DECK
from engine.monster_run.state import CHANCE_DECISIONS, State
from engine.monster_run.table import (MAGIC, NOTES, drawn_zone, hand_count, magic_count, pile_empty,
                                      table_problems)
from engine.monster_run.turns import race_ranking

SETUP = ("PLACE_CODA", "PLACE_REPEATS", "PLACE_MUD_L", "PLACE_MUD_R", "PLACE_MUD_ROWS", "PLACE_REST", "PLACE_FRUIT",
         "FIRST_PLAYER", "DEAL")
PLAY = ("TURN_START", "AFTER_MAGIC", "DEFEND", "MAGIC_DRAWN", "DRAW_MAGIC", "DRAW_NOTE")


def problems(state: State) -> list[str]:
    found: list[str] = []
    if state.table is not None:
        found.extend(table_problems(state))
    _cards(state, found)
    _magic(state, found)
    _markers(state, found)
    _explicit(state, found)
    _monsters(state, found)
    _flow(state, found)
    return found


def _cards(state: State, found: list) -> None:
    if state.table is None and same_counts(note_counts(state), NOTE_DECK):
        return                                   # every card its deck's count: none of the sentences below
    counts = Counter(state.draw)                 # a copy of the pile's counts (its cards are distinct keys)
    if state.table is not None:
        counts.update(state.table.unseen(NOTES))
    counts.update(chain(state.discard, *[seat.hand for seat in state.seats]))     # one count over all the lists
    if same_counts(counts, NOTE_DECK):
        return
    for card, n in NOTE_DECK.items():
        if counts[card] > n:
            found.append(f"note card {card} appears {counts[card]} times; the deck has {n}")
        elif counts[card] < n:
            found.append(f"note card {card} is missing: {counts[card]} of {n} are accounted for")


def _magic(state: State, found: list) -> None:
    if magic_plainly_conserved(state):
        return                                   # every magic card of the deck in force held once: no sentence
    deck = Counter(state.options.get("magic_deck", []))
    counts = Counter(state.mdeck)
    if state.table is not None:
        counts.update(state.table.unseen(MAGIC))
    counts.update(chain(state.mdiscard, *[seat.magic for seat in state.seats]))
    if state.decision == "DEFEND" and state.pending:
        counts[state.pending["card"]] += 1
    if not same_counts(counts, deck) and counts != deck:
        found.append("the magic cards in the deck, the discard pile, the hands and in play do not match the magic "
                     "deck in force")


def _markers(state: State, found: list) -> None:
    board = state.board
    setup = state.decision in SETUP
    plainly_placed = fruits_plainly_placed(state)
    if plainly_placed:
        # No fruit in the rest: the markers' sentences are a pure function of the board and the markers, kept for
        # each (a few boards and markers serve most requests).
        key = (board, state.level, setup, state.coda, state.repeats, state.mud_l, state.mud_r, state.mud_rows,
               state.rest)
        sentences = _MARKER_SENTENCES.get(key)
        if sentences is None:
            sentences = _marker_sentences(state, setup)
            _MARKER_SENTENCES.put(key, sentences)
        found.extend(sentences)
    else:
        found.extend(_marker_sentences(state, setup))
    # Per colour, the fruits the seats ate (a seat's three counts in one lookup) and those on the board.
    red = green = yellow = 0
    for seat in state.seats:
        seat_red, seat_green, seat_yellow = _COLOUR_COUNTS(seat.fruits)
        red, green, yellow = red + seat_red, green + seat_green, yellow + seat_yellow
    on_board = list(state.fruits.values())
    wanted = state.options["board_fruits"]
    for (c, row), colour in () if plainly_placed else list(state.fruits.items()):
        del state.fruits[(c, row)]
        problem = placement.fruit_problem(state, c, row)
        state.fruits[(c, row)] = colour
        if problem:
            found.append(f"fruit on {board.cell_name(c, row)}: {problem[0]}")
    for colour, eaten in zip(COLOURS, (red, green, yellow)):
        total = eaten + on_board.count(colour)
        if total > wanted[colour] or (total < wanted[colour] and not setup):
            found.append(f"{total} {colour} board fruits are accounted for; the setup has {wanted[colour]}")
    explicit = state.options.get("fruit_cells")
    if explicit is not None:
        cells = {(board.parse_cell(item["cell"])): item["colour"] for item in explicit}
        for where, colour in state.fruits.items():
            if cells.get(where) != colour:
                found.append(f"the fruit on {board.cell_name(*where)} is not one of the fruit_cells in force")


def _marker_sentences(state: State, setup: bool) -> tuple[str, ...]:
    """What _markers says of the markers themselves: each in play at the level, placed, and where it may go."""
    level, found = state.level, []
    for name, present, needed in (("coda", state.coda is not None, level >= 2),
                                  ("repeats", state.repeats is not None, level >= 3),
                                  ("mud L", state.mud_l is not None, level >= 4),
                                  ("mud R", state.mud_r is not None, level >= 4),
                                  ("mud R rows", state.mud_rows is not None, level >= 4),
                                  ("rest", state.rest is not None, level >= 5)):
        if present and not needed:
            found.append(f"the {name} marker is not in play at level {level}")
        if needed and not present and not setup:
            found.append(f"the {name} marker has not been placed")
    if state.coda is not None and placement.coda_problem(state, state.coda):
        found.append(f"coda: {placement.coda_problem(state, state.coda)[0]}")
    if state.repeats is not None and placement.repeats_problem(state, *state.repeats):
        found.append(f"repeats: {placement.repeats_problem(state, *state.repeats)[0]}")
    for c, other in ((state.mud_l, state.mud_r), (state.mud_r, state.mud_l)):
        if c is not None and placement.mud_column_problem(state, c, other, None):
            found.append(f"mud: {placement.mud_column_problem(state, c, other, None)[0]}")
    if state.rest is not None and placement.rest_problem(state, state.rest):
        found.append(f"rest: {placement.rest_problem(state, state.rest)[0]}")
    return tuple(found)


# Bounded: a client's custom boards and markers must not grow a worker.
_MARKER_SENTENCES = Kept(256)


def magic_plainly_conserved(state: State) -> bool:
    """Whether the magic cards in the deck, the discard pile, the hands and in play (at DEFEND) are, sorted, the
    sorted magic deck in force: the same cards with the same counts as _magic's counts, compared without a Counter.
    False says nothing (table chance mode, or a mismatch): the caller then counts as _magic does."""
    if state.table is not None:
        return False
    held = []
    for card, count in state.mdeck.items():     # a loop: a few kinds cost less so than chained repeats
        held += [card] * count
    held += state.mdiscard
    for seat in state.seats:
        held += seat.magic
    if state.decision == "DEFEND" and state.pending:
        held.append(state.pending["card"])
    held.sort()
    return held == sorted(state.options.get("magic_deck", ()))


def note_counts(state: State) -> dict[str, int]:
    """The counts of _cards' Counter (table chance mode aside) in a plain dict: Counter's own construction and
    update are Python code around the same C count (collections._count_elements): an eighth of the whole."""
    counts = dict(state.draw)
    _count_elements(counts, chain(state.discard, *[seat.hand for seat in state.seats]))
    return counts


def same_counts(counts: Counter, deck: dict) -> bool:
    """The same cards with the same counts, compared at C speed (a Counter's own == is a Python loop); false says
    nothing, the caller then counts card by card."""
    return dict.__eq__(counts, deck)


def fruits_plainly_placed(state: State) -> bool:
    """Whether every fruit passes fruit_problem as if placed last: on a cell a monster can stop on, out of the mud
    and the rest (and not on another fruit, which a map of cells cannot hold). False says nothing: the caller then
    asks fruit_problem of each."""
    return placement.markers_free_cells(state).issuperset(state.fruits)


_COLOUR_COUNTS = itemgetter(*COLOURS)


def _explicit(state: State, found: list) -> None:
    """MR-2.2: an explicit placement or first player in the options in force is fixed before anything else, so
    the state must hold exactly that one (the engine plays by the state)."""
    options, board = state.options, state.board
    if list(map(options.get, _EXPLICIT)) == _NONE_EXPLICIT:     # the default: nothing the state must hold
        return
    held = {"coda_bar_line": None if state.coda is None else f"BL{state.coda}",
            "repeat_bar_lines": None if state.repeats is None else {"start": f"BL{state.repeats[0]}",
                                                                    "end": f"BL{state.repeats[1]}"},
            "mud": None if state.mud_l is None else {
                "L": board.column_name(state.mud_l),
                "R": None if state.mud_r is None else board.column_name(state.mud_r), "R_rows": state.mud_rows},
            "rest": None if state.rest is None else board.column_name(state.rest),
            "first_player": state.first}
    for name, value in held.items():
        explicit = options.get(name)
        if explicit is not None and value != explicit:
            found.append(f"{name} in force is {explicit}, but the state holds {value}")


# The options of _explicit: where each is null, or absent, the state may hold anything.
_EXPLICIT = ("coda_bar_line", "repeat_bar_lines", "mud", "rest", "first_player")
_NONE_EXPLICIT = [None] * len(_EXPLICIT)


def _monsters(state: State, found: list) -> None:
    board, level = state.board, state.level
    if [seat.monster for seat in state.seats] != state.options["monsters"]:
        found.append("the seats' monsters differ from the monsters in force")
    stamps = [seat.stamp for seat in state.seats if seat.stamp]
    if len(stamps) != len(set(stamps)):
        found.append("two monsters carry the same non-zero movement stamp")
    mud = state.mud_cells()
    rest = state.rest_beats()
    finishers = 0
    plain_magic = state.table is None           # every magic card held is named in the seat's own list
    for index, seat in enumerate(state.seats):
        # Each sentence names "player {index}'s monster" itself: no name written for a seat with nothing to report.
        if seat.stamp > state.counter:
            found.append(f"player {index}'s monster has a stamp above the movement counter")
        if seat.pos == board.finish:
            finishers += 1
        if not seat.pos & 1:
            c = seat.pos >> 1
            if not board.landable(c):
                found.append(f"player {index}'s monster stands on {board.pos_name(seat.pos)}, where no monster can "
                             f"stop")
            if not seat.pitch:
                found.append(f"player {index}'s monster stands on a beat column without a pitch")
            if c in rest:
                found.append(f"player {index}'s monster stands on the rest")
            if c in mud and seat.pitch in mud[c]:
                found.append(f"player {index}'s monster stands in the mud")
        if seat.pos != 1 and not seat.stamp:
            found.append(f"player {index}'s monster has moved but carries no movement stamp")
        if level < 2 and (seat.defense or seat.skip or seat.magic):
            found.append(f"player {index}'s monster: magic, defense tokens and skips are not in play at level {level}")
        if level < 3 and seat.record:
            found.append(f"player {index}'s monster: bounce records are not in play at level {level}")
        if level >= 2 and (len(seat.magic) if plain_magic else magic_count(state, index)) > state.limit + (
                state.decision == "MAGIC_DRAWN" and index == state.active):
            found.append(f"player {index} holds more magic cards than the limit")
        if seat.prize is not None and state.decision != "GAME_OVER":
            found.append(f"player {index} holds a finish prize before the end")
    if finishers > 1 or (finishers and state.decision != "GAME_OVER"):
        found.append("only one monster can reach the finish, and the game then ends")


def _flow(state: State, found: list) -> None:
    n, decision = state.n, state.decision
    if decision in PLAY or decision == "GAME_OVER":
        if state.first is None or state.active is None:
            found.append("play has started but the first or active player is not set")
            return
        if state.turn >= state.round_limit * n and decision != "GAME_OVER":
            found.append("the round limit has passed but the game is not over")
        # A turn moves monsters at most four times: a magic-step move, the landing, a bounce, a drawn To Coda.
        if state.counter > 4 * (state.turn + 1):
            found.append("the movement counter is higher than the turns played allow (MR-3.7)")
        if (state.turn % n) != state.turns_after(state.first, state.active) and decision != "GAME_OVER":
            found.append("the active player does not match the turn count")
    if decision in SETUP:
        if state.turn or state.counter:
            found.append("nothing has moved during setup")
        if decision != _setup_decision(state):
            found.append(f"the pending setup step should be {_setup_decision(state)}")
    sizes = [len(seat.hand) for seat in state.seats] if state.table is None else [
        hand_count(state, seat) for seat in range(n)]
    hand = state.hand_size
    if decision in PLAY:
        # The active player is one card short from the main action until the note draw (MR-13.3 steps 2-8).
        short = decision in ("DRAW_MAGIC", "MAGIC_DRAWN", "DRAW_NOTE") or (
            decision == "DEFEND" and state.pending is not None and state.pending.get("origin") == "magic_draw")
        expected = [hand] * n
        if short and state.active is not None:
            expected[state.active] = hand - 1
        if sizes != expected:
            found.append(f"every hand holds {hand} note cards during a turn (the active player one fewer between "
                         f"the main action and the note draw)")
    elif decision in SETUP and any(size > hand for size in sizes):
        found.append(f"no hand holds more than {hand} note cards")
    if decision == "DEFEND":
        pending = state.pending
        if (pending is None or "origin" not in pending or pending["user"] != state.active
                or pending["target"] == pending["user"] or not state.seats[pending["target"]].defense):
            found.append("a DEFEND decision needs pending magic used by the active player on an opponent holding "
                         "a defense token")
    elif decision == "MAGIC_DRAWN":
        pending = state.pending
        if pending is None or "origin" in pending or not _drawn_held(state, pending):
            found.append("a MAGIC_DRAWN decision needs the drawn card, held by the active player")
    elif state.pending is not None:
        found.append(f"nothing is pending at {decision}")
    if decision == "GAME_OVER":
        ranking = race_ranking(state)
        prizes = {seat: colour for seat, colour in zip(ranking, COLOURS[: 3 if n > 2 else 2])}
        for index, seat in enumerate(state.seats):
            if seat.prize != prizes.get(index):
                found.append(f"player {index}'s finish prize does not match the race ranking")
        finished = any(seat.pos == state.board.finish for seat in state.seats)
        if not finished and state.turn < state.round_limit * n:
            found.append("the game is over without a finish before the round limit")
    if decision in CHANCE_DECISIONS and decision in ("DRAW_NOTE", "DEAL") and pile_empty(state, NOTES):
        found.append("a note draw is pending but the draw pile is empty")
    if decision == "DRAW_MAGIC" and pile_empty(state, MAGIC):
        found.append("a magic draw is pending but the magic deck is empty")


def _drawn_held(state: State, pending: dict) -> bool:
    """The card drawn at MAGIC_DRAWN is held by the active player: named in hand, or unnamed in table mode."""
    if state.table is None:
        return pending["card"] in state.seats[state.active].magic
    return pending["card"] is None and state.table.hidden(drawn_zone(state.active)) == 1


def _setup_decision(state: State) -> str:
    from engine.monster_run.chance import setup_next
    saved = (state.decision, state.active)
    setup_next(state, [])
    wanted = state.decision
    state.decision, state.active = saved
    return wanted
