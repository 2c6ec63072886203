"""The Monster Run state object, its validating `load` and its `dump` (JSON form).

Positions are integers p = 2c + bar (board.py); pitches are rows 1..15 (0 = none yet); fruits are keyed by
(c, row). Draw piles are multisets (card -> count), never ordered (ARCHITECTURE, Chance).
"""
from __future__ import annotations

from operator import itemgetter

from engine.core import InvalidSetup, InvalidState
from engine.core.table import dump_record, load_record
from engine.monster_run.board import Board, board_from_signature
from engine.monster_run.cards import COLOURS, MAGIC_CARDS, NOTE_INFO, PITCHES, ROW
from engine.monster_run.table import action_types, pile_cards, zones

CHANCE_DECISIONS = ("PLACE_CODA", "PLACE_REPEATS", "PLACE_MUD_L", "PLACE_MUD_R", "PLACE_MUD_ROWS", "PLACE_REST",
                    "PLACE_FRUIT", "FIRST_PLAYER", "DEAL", "DRAW_MAGIC", "DRAW_NOTE")
PLAYER_DECISIONS = ("TURN_START", "AFTER_MAGIC", "DEFEND", "MAGIC_DRAWN")
DECISIONS = CHANCE_DECISIONS + PLAYER_DECISIONS + ("GAME_OVER",)
ORIGINS = ("magic_step", "magic_draw")
MUD_ROWS = ("low", "high")
STATE_KEYS = ("players", "options", "to_act", "result", "decision", "active", "first_player", "turn",
              "movement_counter", "seats", "draw_pile", "discard_pile", "magic_deck", "magic_discard", "fruits",
              "coda", "repeats", "mud", "rest", "pending")
SEAT_KEYS = ("monster", "position", "pitch", "stamp", "hand", "fruits", "prize", "sharp", "flat", "defense",
             "record", "skip", "magic")


class Seat:
    __slots__ = ("monster", "pos", "pitch", "stamp", "hand", "fruits", "prize", "sharp", "flat", "defense",
                 "record", "skip", "magic")

    def __init__(self, monster: int, defense: bool):
        self.monster = monster
        self.pos = 1            # BL0
        self.pitch = 0          # none yet
        self.stamp = 0
        self.hand: list[str] = []
        self.fruits = {colour: 0 for colour in COLOURS}
        self.prize: str | None = None
        self.sharp = True
        self.flat = True
        self.defense = defense
        self.record = False
        self.skip = False
        self.magic: list[str] = []


class State:
    __slots__ = ("n", "options", "options_containers", "board", "level", "order", "hand_size", "limit", "round_limit",
                 "decision", "active", "first", "turn", "counter", "seats", "draw", "discard", "mdeck", "mdiscard",
                 "fruits", "coda", "repeats", "mud_l", "mud_r", "mud_rows", "rest", "pending", "table")

    def __init__(self, n: int, options: dict, board: Board):
        self.n = n
        self.options = options
        # None, or (where `options` are the checked options kept for every state of this value, by load) the options
        # holding a list or an object, each with its copier: never changed by play, and copied only where they leave
        # the engine (dump), so a legal-moves request copies nothing and an apply only these.
        self.options_containers: tuple | None = None
        self.board = board
        self.level = options["level"]
        self.order: list[int] = options["seat_order"]   # the seats clockwise (MR-2.1)
        self.hand_size = options["hand_size"]
        self.limit = options.get("magic_hand_limit", 0)
        self.round_limit = options["round_limit"]
        self.decision = "DEAL"
        self.active: int | None = None
        self.first: int | None = None
        self.turn = 0
        self.counter = 0
        self.seats: list[Seat] = []
        self.draw: dict[str, int] = {}
        self.discard: list[str] = []
        self.mdeck: dict[str, int] = {}
        self.mdiscard: list[str] = []
        self.fruits: dict[tuple[int, int], str] = {}
        self.coda: int | None = None                    # bar line index k
        self.repeats: tuple[int, int] | None = None     # (i, j) bar line indices
        self.mud_l: int | None = None                   # column c
        self.mud_r: int | None = None
        self.mud_rows: str | None = None                # "low" / "high"
        self.rest: int | None = None                    # first beat index c of the rest
        self.pending: dict | None = None
        self.table = None                               # table chance mode: engine.core.table.TableRecord

    # -- derived ---------------------------------------------------------------------------------------------

    def to_act(self) -> list:
        decision = self.decision
        if decision == "GAME_OVER":
            return []
        if decision == "DEFEND":
            return [self.pending["target"]]
        if decision in PLAYER_DECISIONS:
            return [self.active]
        return ["chance"]

    def next_seat(self, seat: int) -> int:
        """The next player clockwise (MR-0.4), in the seat order of MR-2.1."""
        return self.order[(self.order.index(seat) + 1) % self.n]

    def turns_after(self, first: int, seat: int) -> int:
        """How many places clockwise `seat` sits after `first` (0 for `first` itself)."""
        return (self.order.index(seat) - self.order.index(first)) % self.n

    def mud_cells(self) -> dict[int, range]:
        """Column c -> rows covered by mud (MR-11.1)."""
        cells = {}
        if self.mud_l is not None:
            cells[self.mud_l] = range(ROW["G4"], ROW["D5"] + 1)
        if self.mud_r is not None and self.mud_rows is not None:
            cells[self.mud_r] = range(ROW["C4"], ROW["G4"] + 1) if self.mud_rows == "low" \
                else range(ROW["C5"], ROW["G5"] + 1)
        return cells

    def rest_beats(self) -> range:
        if self.rest is None:
            return range(0)
        return range(self.rest, self.rest + self.board.q)

    def trigger(self) -> int | None:
        """c of the trigger cell T = m{j}b{N} (MR-10.3)."""
        return None if self.repeats is None else self.repeats[1] * self.board.beats


# -- dump --------------------------------------------------------------------------------------------------


def dump(state: State, result) -> dict:
    body = _dump(state, result)
    if state.table is not None:                         # only in table chance mode (monster_run/table.py)
        body["table"] = dump_record(state.table)
    return body


def _dump(state: State, result) -> dict:
    board = state.board
    mud = None
    if state.level >= 4:
        mud = {"L": None if state.mud_l is None else board.column_name(state.mud_l),
               "R": None if state.mud_r is None else board.column_name(state.mud_r),
               "R_rows": state.mud_rows}
    return {
        "players": state.n,
        "options": state.options if state.options_containers is None else _options_copy(state.options,
                                                                                          state.options_containers),
        "to_act": state.to_act(),
        "result": result,
        "decision": state.decision,
        "active": state.active,
        "first_player": state.first,
        "turn": state.turn,
        "movement_counter": state.counter,
        "seats": _dump_seats(board, state.seats),
        "draw_pile": dict(state.draw),
        "discard_pile": list(state.discard),
        "magic_deck": dict(state.mdeck),
        "magic_discard": list(state.mdiscard),
        "fruits": fruit_names(board, state.fruits),
        "coda": None if state.coda is None else f"BL{state.coda}",
        "repeats": None if state.repeats is None else {"start": f"BL{state.repeats[0]}",
                                                       "end": f"BL{state.repeats[1]}"},
        "mud": mud,
        "rest": None if state.rest is None else board.column_name(state.rest),
        "pending": None if state.pending is None else dict(state.pending),
    }


def _options_copy(options: dict, containers: tuple) -> dict:
    """copy_json(options), where `containers` pairs every option holding a list or an object with what copies it
    (bounds.containers_of; the rest are texts, numbers, true/false and null, which a copy keeps as they are)."""
    copy = dict(options)
    for key, copier in containers:
        copy[key] = copier(options[key])
    return copy


def fruit_names(board: Board, fruits: dict) -> dict[str, str]:
    """The board's fruits by cell name, each name found in one lookup where every fruit lies on a landable cell
    (as in every state `problems` accepts), else as _checked_fruit_names writes them. A loop: a dozen fruits cost
    less so than through the iterators and lists of a whole-map step."""
    names, named = board.landable_cell_names, {}
    for cell, colour in fruits.items():
        name = names.get(cell)
        if name is None:
            return _checked_fruit_names(board, fruits)
        named[name] = colour
    return named


def _checked_fruit_names(board: Board, fruits: dict) -> dict[str, str]:
    return {board.cell_name(c, row): colour for (c, row), colour in fruits.items()}


def _dump_seats(board: Board, seats: list[Seat]) -> list[dict]:
    names = board.position_names          # every position a move can reach: pos_name only for any other
    return [{
        "monster": seat.monster,
        "position": names.get(seat.pos) or board.pos_name(seat.pos),
        "pitch": PITCHES[seat.pitch - 1] if seat.pitch else None,
        "stamp": seat.stamp,
        "hand": list(seat.hand),
        "fruits": dict(seat.fruits),
        "prize": seat.prize,
        "sharp": seat.sharp,
        "flat": seat.flat,
        "defense": seat.defense,
        "record": seat.record,
        "skip": seat.skip,
        "magic": list(seat.magic),
    } for seat in seats]


# -- load --------------------------------------------------------------------------------------------------


class _Bad(Exception):
    pass


def _fail(text: str):
    raise _Bad(text)


def _int(value, name: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        _fail(f"{name} must be an integer")
    if value < low or (high is not None and value > high):
        _fail(f"{name} must be from {low} to {high}" if high is not None else f"{name} must be at least {low}")
    return value


def _bool(value, name: str) -> bool:
    if not isinstance(value, bool):
        _fail(f"{name} must be true or false")
    return value


def _obj(value, name: str, keys: tuple) -> dict:
    if not isinstance(value, dict):
        _fail(f"{name} must be an object")
    if len(value) == len(keys):
        for key in keys:                # a loop: cheaper than all() over a map for a few keys, and for twenty
            if key not in value:
                break
        else:
            return value                # exactly the keys: nothing to report, no message built
    missing = [key for key in keys if key not in value]
    extra = [key for key in value if key not in keys]
    if missing:
        _fail(f"{name} lacks {', '.join(map(str, missing))}")
    if extra:
        _fail(f"{name} has unknown fields {', '.join(map(str, extra))}")
    return value


def _cards(value, name: str, known: frozenset) -> list[str]:
    return _plain_cards(value, known) or _checked_cards(value, name, known)


def _plain_cards(value, known: frozenset) -> list[str] | None:
    """A copy of `value` where it is a list of `known` card names (JSON values: only a known text equals one), else
    None. An empty list gives an empty copy, which the caller's `or` sends to _checked_cards: it gives the same."""
    try:
        return list(value) if type(value) is list and known.issuperset(value) else None
    except TypeError:                   # an unhashable entry: _checked_cards names it
        return None


def _checked_cards(value, name: str, known: frozenset) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        _fail(f"{name} must be a list of card names")
    unknown = [card for card in value if card not in known]
    if unknown:
        _fail(f"{name} holds unknown cards {', '.join(unknown[:3])}")
    return list(value)


def _pile(value, name: str, known: dict) -> dict[str, int]:
    return _plain_pile(value, known) or _checked_pile(value, name, known)


def _plain_pile(value, known: dict) -> dict[str, int] | None:
    """A copy of `value` where it maps `known` cards to counts of at least 1, else None (an empty pile: an empty
    copy, which the caller's `or` sends to _checked_pile, giving the same). A loop, as in fruit_names."""
    if type(value) is not dict:
        return None
    for card, count in value.items():
        if card not in known or type(count) is not int or count < 1:
            return None
    return dict(value)


def _checked_pile(value, name: str, known: dict) -> dict[str, int]:
    if not isinstance(value, dict):
        _fail(f"{name} must be an object of card counts")
    pile = {}
    for card, count in value.items():
        if card not in known:
            _fail(f"{name} holds an unknown card {card!r}")
        pile[card] = _int(count, f"{name}[{card}]", 1)
    return pile


_NOTE_NAMES, _MAGIC_NAMES = frozenset(NOTE_INFO), frozenset(MAGIC_CARDS)


def _plain_fruits(board: Board, fruits) -> dict | None:
    """The board's fruits of `fruits` where every cell is a landable cell of this board and every colour is one of
    COLOURS (what _checked_fruits accepts, read into the same map), else None. No fruit at all gives an empty
    map, which the caller's `or` sends to _checked_fruits: it gives the same."""
    if type(fruits) is not dict:
        return None
    cells, loaded = board.landable_cell_at, {}
    for name, colour in fruits.items():        # a loop, as in fruit_names
        cell = cells.get(name)
        if cell is None or colour not in COLOURS:
            return None                 # another cell (named by _checked_fruits, or refused by `problems`)
        loaded[cell] = colour
    return loaded


def _checked_fruits(board: Board, fruits) -> dict:
    if not isinstance(fruits, dict):
        _fail("fruits must be an object mapping cells to colours")
    loaded = {}
    for cell, colour in fruits.items():
        where = board.parse_cell(cell)
        if where is None:
            _fail(f"fruits: {cell!r} is not a cell of this board")
        if colour not in COLOURS:
            _fail(f"fruits: the fruit on {cell} must be red, green or yellow")
        loaded[where] = colour
    return loaded


def load(data, in_force) -> State:
    """Reads a dumped state; `in_force(players, options)` is the setup validator of a state's options (game.py: setup.py's
    `normalize`, kept per options value by engine/core/options_memo.py): the options in force, the board and the
    options holding a list or an object (bounds.options_in_force)."""
    try:
        return _load(data, in_force)
    except _Bad as error:
        raise InvalidState(str(error)) from None


def _load(data, options_in_force) -> State:
    table = isinstance(data, dict) and "table" in data
    _obj(data, "the state", STATE_KEYS + (("table",) if table else ()))
    n = _int(data["players"], "players", 2, 4)
    options = data["options"]
    if not isinstance(options, dict):
        _fail("options must be an object")
    try:
        in_force, board, containers = options_in_force(n, options)
    except InvalidSetup as error:
        _fail(f"options are not valid setup options: {error.detail}")
    if in_force != options:
        _fail("options must be the options in force, as setup returns them (defaults filled in)")
    state = State(n, in_force, board)
    state.options_containers = containers               # the checked options, kept for the next state
    decision = data["decision"]
    if decision not in DECISIONS:
        _fail(f"decision must be one of {', '.join(DECISIONS)}")
    state.decision = decision
    state.active = None if data["active"] is None else _int(data["active"], "active", 0, n - 1)
    state.first = None if data["first_player"] is None else _int(data["first_player"], "first_player", 0, n - 1)
    state.turn = _int(data["turn"], "turn", 0)
    state.counter = _int(data["movement_counter"], "movement_counter", 0)
    seats = data["seats"]
    if not isinstance(seats, list) or len(seats) != n:
        _fail(f"seats must be a list of {n} seats")
    state.seats = _load_seats(board, seats)
    state.draw = _pile(data["draw_pile"], "draw_pile", NOTE_INFO)
    state.discard = _cards(data["discard_pile"], "discard_pile", _NOTE_NAMES)
    state.mdeck = _pile(data["magic_deck"], "magic_deck", MAGIC_CARDS)
    state.mdiscard = _cards(data["magic_discard"], "magic_discard", _MAGIC_NAMES)
    state.fruits = _plain_fruits(board, data["fruits"]) or _checked_fruits(board, data["fruits"])
    _load_markers(state, data)
    if table:
        state.table = load_record(data["table"], pile_cards, zones(n), action_types())
    state.pending = _load_pending(state, data["pending"])
    if decision == "DEFEND" and (state.pending is None or "origin" not in state.pending):
        _fail("at DEFEND, pending must name the magic card, its user, its target and its origin")
    if decision == "MAGIC_DRAWN" and (state.pending is None or "origin" in state.pending):
        _fail("at MAGIC_DRAWN, pending must name the card just drawn")
    if decision not in ("DEFEND", "MAGIC_DRAWN") and state.pending is not None:
        _fail(f"nothing is pending at {decision}")
    if decision in PLAYER_DECISIONS and state.active is None:
        _fail(f"a player decision ({decision}) needs an active player")
    return state


def load_trusted(data: dict) -> State:
    """A state this service wrote and sealed (Game.load_trusted): names read back into positions, no checks. The
    state takes over `data`'s lists and objects."""
    options = data["options"]
    board, _, _ = board_from_signature(options["board"], options["measures"])
    state = State(data["players"], options, board)
    state.decision, state.active, state.first = data["decision"], data["active"], data["first_player"]
    state.turn, state.counter = data["turn"], data["movement_counter"]
    state.seats = [_trusted_seat(board, raw) for raw in data["seats"]]
    state.draw, state.discard = data["draw_pile"], data["discard_pile"]
    state.mdeck, state.mdiscard = data["magic_deck"], data["magic_discard"]
    state.fruits = {board.parse_cell(cell): colour for cell, colour in data["fruits"].items()}
    _load_markers(state, data)
    if "table" in data:
        state.table = load_record(data["table"], pile_cards, zones(state.n), action_types())
    state.pending = data["pending"]
    return state


def _trusted_seat(board: Board, raw: dict) -> Seat:
    seat = Seat(raw["monster"], raw["defense"])
    seat.pos = board.parse_pos(raw["position"])
    seat.pitch = ROW[raw["pitch"]] if raw["pitch"] else 0
    seat.stamp, seat.hand, seat.fruits, seat.prize = raw["stamp"], raw["hand"], raw["fruits"], raw["prize"]
    seat.sharp, seat.flat, seat.record, seat.skip = raw["sharp"], raw["flat"], raw["record"], raw["skip"]
    seat.magic = raw["magic"]
    return seat


def _load_seats(board: Board, seats: list) -> list[Seat]:
    return _plain_seats(board, seats) or [_checked_seat(board, raw, index) for index, raw in enumerate(seats)]


_SEAT_FIELDS, _COLOUR_COUNTS, _SEAT_SIZE = itemgetter(*SEAT_KEYS), itemgetter(*COLOURS), len(SEAT_KEYS)
_RED, _GREEN, _YELLOW = COLOURS
_PRIZES = frozenset(COLOURS)


def _plain_seats(board: Board, seats: list) -> list[Seat] | None:
    """The seats of `seats` where every field of every seat plainly holds what _checked_seat accepts (a subset of
    what it accepts, read into the same Seats), else None: then _checked_seat reads each and names what is wrong.
    A seat's fields are taken in one lookup and tested in one expression: cheaper here than the same tests over
    all seats at once, whose iterators and sets cost more than a seat's thirteen fields."""
    positions, loaded = board.positions, []
    try:
        for raw in seats:
            # An object of as many fields as a seat has, each of them found (else a KeyError): exactly its fields.
            if type(raw) is not dict or len(raw) != _SEAT_SIZE:
                return None
            monster, position, pitch, stamp, hand, fruits, prize, sharp, flat, defense, record, skip, magic = \
                _SEAT_FIELDS(raw)
            if type(fruits) is not dict or len(fruits) != len(COLOURS):
                return None
            red, green, yellow = _COLOUR_COUNTS(fruits)
            if not (type(monster) is int and 1 <= monster <= 4
                    and type(position) is str and (pos := positions.get(position)) is not None
                    and (pitch is None or type(pitch) is str and pitch in ROW)
                    and type(stamp) is int and stamp >= 0
                    and type(hand) is list and _NOTE_NAMES.issuperset(hand)
                    and type(red) is int and type(green) is int and type(yellow) is int
                    and 0 <= red <= 4 and 0 <= green <= 4 and 0 <= yellow <= 4
                    and (prize is None or type(prize) is str and prize in _PRIZES)
                    and type(sharp) is bool and type(flat) is bool and type(defense) is bool
                    and type(record) is bool and type(skip) is bool
                    and type(magic) is list and _MAGIC_NAMES.issuperset(magic)):
                return None
            seat = object.__new__(Seat)     # every slot set below: no defaults to write first
            seat.monster, seat.pos, seat.pitch, seat.stamp = monster, pos, 0 if pitch is None else ROW[pitch], stamp
            seat.hand, seat.fruits, seat.prize, seat.magic = \
                list(hand), {_RED: red, _GREEN: green, _YELLOW: yellow}, prize, list(magic)
            seat.sharp, seat.flat, seat.defense, seat.record, seat.skip = sharp, flat, defense, record, skip
            loaded.append(seat)
    except (KeyError, TypeError):       # a field missing; an unhashable value where a card or a name belongs
        return None
    return loaded


def _checked_seat(board: Board, raw, index: int) -> Seat:
    name = f"seats[{index}]"
    _obj(raw, name, SEAT_KEYS)
    seat = Seat(_int(raw["monster"], f"{name}.monster", 1, 4), False)
    pos = board.parse_pos(raw["position"])
    if pos is None:
        _fail(f"{name}.position must be a bar line BL0..BL{board.measures} or a beat column of this board")
    seat.pos = pos
    if raw["pitch"] is None:
        seat.pitch = 0
    elif isinstance(raw["pitch"], str) and raw["pitch"] in ROW:
        seat.pitch = ROW[raw["pitch"]]
    else:
        _fail(f"{name}.pitch must be null or a pitch C4..C6")
    seat.stamp = _int(raw["stamp"], f"{name}.stamp", 0)
    seat.hand = _cards(raw["hand"], f"{name}.hand", _NOTE_NAMES)
    fruits = _obj(raw["fruits"], f"{name}.fruits", COLOURS)
    seat.fruits = {colour: _int(fruits[colour], f"{name}.fruits.{colour}", 0, 4) for colour in COLOURS}
    if raw["prize"] is not None and raw["prize"] not in COLOURS:
        _fail(f"{name}.prize must be null, red, green or yellow")
    seat.prize = raw["prize"]
    for flag in ("sharp", "flat", "defense", "record", "skip"):
        setattr(seat, flag, _bool(raw[flag], f"{name}.{flag}"))
    seat.magic = _cards(raw["magic"], f"{name}.magic", _MAGIC_NAMES)
    return seat


def _load_markers(state: State, data: dict) -> None:
    board = state.board
    coda, repeats, mud, rest = data["coda"], data["repeats"], data["mud"], data["rest"]
    if coda is not None:
        state.coda = board.parse_bar_line(coda)
        if state.coda is None:
            _fail("coda must be null or a bar line of this board")
    if repeats is not None:
        _obj(repeats, "repeats", ("start", "end"))
        start, end = board.parse_bar_line(repeats["start"]), board.parse_bar_line(repeats["end"])
        if start is None or end is None:
            _fail("repeats.start and repeats.end must be bar lines of this board")
        state.repeats = (start, end)
    if (mud is None) != (state.level < 4):
        _fail("mud must be an object at level 4 and above, and null below")
    if mud is not None:
        _obj(mud, "mud", ("L", "R", "R_rows"))
        for key, attr in (("L", "mud_l"), ("R", "mud_r")):
            if mud[key] is not None:
                column = board.parse_column(mud[key])
                if column is None:
                    _fail(f"mud.{key} must be null or a beat column of this board")
                setattr(state, attr, column)
        if mud["R_rows"] is not None and mud["R_rows"] not in MUD_ROWS:
            _fail("mud.R_rows must be null, low or high")
        state.mud_rows = mud["R_rows"]
    if rest is not None:
        state.rest = board.parse_column(rest)
        if state.rest is None:
            _fail("rest must be null or a beat column of this board")


def _load_pending(state: State, pending):
    if pending is None:
        return None
    if not isinstance(pending, dict):
        _fail("pending must be null or an object")
    if "origin" in pending:
        _obj(pending, "pending", ("card", "user", "target", "origin"))
        if pending["origin"] not in ORIGINS:
            _fail("pending.origin must be magic_step or magic_draw")
        _int(pending["user"], "pending.user", 0, state.n - 1)
        _int(pending["target"], "pending.target", 0, state.n - 1)
    else:
        _obj(pending, "pending", ("card",))
    unnamed = pending["card"] is None and state.table is not None and "origin" not in pending
    if not unnamed and (not isinstance(pending["card"], str) or pending["card"] not in MAGIC_CARDS):
        _fail("pending.card must be a magic card (null only for a card drawn unnamed in table chance mode)")
    return dict(pending)
