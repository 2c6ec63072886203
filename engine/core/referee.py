"""The Referee runs any Game for the stateless service: it reads the shared state envelope, checks who may act,
resolves chance in server mode with the seeded generator, and writes the envelope back.

Every call starts from the JSON form and builds a fresh state object, so no input is ever modified.
"""
from __future__ import annotations

import secrets
from typing import Any

from engine.core.bounds import Bounds, excess
from engine.core.errors import (GameOver, IllegalMove, InvalidSetup, InvalidState, MalformedAction, NotYourTurn,
                                RefereeError)
from engine.core.game import CHANCE, Action, Event, Game
from engine.core.json_copy import without
from engine.core.options_memo import Kept, options_key
from engine.core.rng import Rng

# "table": the table reports what it sees and draws into hidden places unnamed (docs/TABLE_MODE.md).
CHANCE_MODES = ("server", "client", "table")
ENVELOPE_KEYS = ("game", "version", "chance", "rng")
# A bound on automatic chance resolutions after one action: a game that asks for more is looping.
MAX_CHANCE_STEPS = 10_000
# Per state bounds (by id, each kept alive here so that no other takes its id), the `options` values (options_key) a
# state's size walk found within them.
_OPTIONS_WITHIN_BOUNDS: dict[int, tuple[Bounds, Kept]] = {}
_ENTRY_BOUNDS: dict[tuple, tuple[Bounds, tuple]] = {}
# The most actions a replay takes: a long 同音拍 game is about 2,400 (docs/LIMITS.md).
MAX_REPLAY_ACTIONS = 10_000

# The Referee's own refusals in Chinese, in each game's script (Game.chinese_script).
WORDING_ZH = {
    "zh-Hant": {
        "chance_modes": "chance 必須是 {modes} 之一。",
        "not_an_action": "動作必須是一個帶有字串 type 的物件。",
        "no_actor": "動作必須在 player 中指明行動者（座位號碼，或 'chance'）。",
        "game_over": "遊戲已經結束，不能再做任何動作。",
        "not_your_turn": "現在不是{who}的決定；正在等待 {waiting}。",
        "server_chance": "本局的隨機事件由伺服器決定，不能回報隨機結果。",
        "impossible_chance": "這個隨機結果在目前狀態下不可能發生。",
        "seat": "player 必須是 0 到 {last} 的座位，旁觀者請用 null。",
        "player": "玩家 {seat} ", "chance": "隨機事件",
        "no_table": "這個遊戲還沒有 table 隨機模式；請用 client 模式。",
    },
    "zh-Hans": {
        "chance_modes": "chance 必须是 {modes} 之一。",
        "not_an_action": "动作必须是一个带有字符串 type 的对象。",
        "no_actor": "动作必须在 player 中指明行动者（座位号码，或 'chance'）。",
        "game_over": "游戏已经结束，不能再做任何动作。",
        "not_your_turn": "现在不是{who}的决定；正在等待 {waiting}。",
        "server_chance": "本局的随机事件由服务器决定，不能报告随机结果。",
        "impossible_chance": "这个随机结果在当前状态下不可能发生。",
        "seat": "player 必须是 0 到 {last} 的座位，旁观者请用 null。",
        "player": "玩家 {seat} ", "chance": "随机事件",
        "no_table": "这个游戏还没有 table 随机模式；请用 client 模式。",
    },
}


class Referee:
    def __init__(self, game: Game):
        self.game = game
        self.zh = WORDING_ZH[game.chinese_script]

    # -- the endpoints -------------------------------------------------------------------------------------

    def setup(self, players: int, options: dict | None = None, seed: int | None = None,
              chance: str = "server", chance_log: list | None = None) -> tuple[dict, list[Event]]:
        game = self.game
        if chance not in CHANCE_MODES:
            raise MalformedAction(f"chance must be one of {', '.join(CHANCE_MODES)}",
                                  detail_zh=self.zh["chance_modes"].format(modes=", ".join(CHANCE_MODES)))
        if chance == "table" and game.table_rule is None:
            raise MalformedAction(f"{game.id} does not offer table chance mode yet; use client mode",
                                  detail_zh=self.zh["no_table"])
        _check_options(game, options)
        state = game.new_game(players, dict(options or {}))
        if chance == "table":
            game.start_table(state)
        rng = None
        if chance == "server":
            rng = Rng.from_seed(seed if seed is not None else secrets.randbits(63))
        events = self._resolve_chance(state, rng, chance_log)
        return self._dump(state, chance, rng), events

    def legal_moves(self, data: dict, player: Any = None) -> dict:
        state, _, _ = self._load(data)
        to_act = self.game.to_act(state)
        asked = to_act if player is None else [player]
        moves: list[Action] = []
        defaults: list[Action] = []
        deciders: list[int] = []
        for seat in asked:
            if seat not in to_act:
                continue
            if seat == CHANCE:
                moves.extend(outcome.action for outcome in self.game.chance_outcomes(state))
            else:
                seat_moves = self.game.legal_moves(state, seat)
                moves.extend(seat_moves)
                defaults.append(self.game.default_among(state, seat, seat_moves))
                if type(seat) is int:                  # 2.0 equals seat 2 but is no seat: nothing to prompt
                    deciders.append(seat)
        # Prompts and labels are bilingual texts (engine.core.text): the service localizes them.
        prompts, labels = self.game.prompts_and_labels(state, deciders, moves)
        return {"to_act": to_act, "moves": moves, "defaults": defaults, "prompts": prompts, "labels": labels}

    def apply(self, data: dict, action: Any, chance_log: list | None = None) -> tuple[dict, list[Event]]:
        """`chance_log`, if given, receives each chance action drawn in server mode (to replay it elsewhere)."""
        state, chance, rng = self._load(data)
        events = self._apply(state, action, rng, chance_log)
        return self._dump(state, chance, rng), events

    def replay(self, setup: dict, actions: list, events: bool = True) -> tuple[dict, list[Event]]:
        """The final state, and every event unless `events` is false (then the list is empty)."""
        if len(actions) > MAX_REPLAY_ACTIONS:
            raise MalformedAction(f"a replay takes at most {MAX_REPLAY_ACTIONS} actions, not {len(actions)}")
        state_data, logged = self.setup(**setup)
        state, chance, rng = self._load(state_data)
        for index, action in enumerate(actions):
            try:
                step = self._apply(state, action, rng)
            except RefereeError as error:
                error.index = index
                raise
            if events:
                logged.extend(step)
        return self._dump(state, chance, rng), logged if events else []

    def view(self, data: dict, player: int | None) -> dict:
        state, chance, _ = self._load(data)
        # The seat count as loaded: every game's load reads and checks "players" and dumps it back unchanged, so
        # the state need not be dumped to learn it.
        self._check_seat(data["players"], player, self.zh)
        return self._view(state, chance, player)

    def validate(self, data: Any) -> list[str]:
        try:
            self._load(data)
        except InvalidState as error:
            return error.problems
        return []

    # -- the machinery -------------------------------------------------------------------------------------

    def _apply(self, state, action, rng: Rng | None, chance_log: list | None = None) -> list[Event]:
        game, zh = self.game, self.zh
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise MalformedAction("an action must be an object with a string 'type'", detail_zh=zh["not_an_action"])
        too_big = excess(action, game.action_bounds, "the action")
        if too_big:
            raise MalformedAction(too_big, detail_zh=too_big.zh[game.chinese_script])
        if "player" not in action:
            raise MalformedAction("an action must name its actor in 'player' (a seat number, or 'chance')",
                                  detail_zh=zh["no_actor"])
        if game.any_time_action(state, action):
            return game.apply(state, action)
        if game.result(state) is not None:
            raise GameOver(game.game_over_rule_for(state), "The game is over; no more actions can be taken.",
                           detail_zh=zh["game_over"])
        to_act = game.to_act(state)
        actor = action["player"]
        if actor not in to_act or isinstance(actor, bool):
            waiting = ", ".join(str(seat) for seat in to_act)
            who = zh["chance"] if actor == CHANCE else zh["player"].format(seat=actor)
            raise NotYourTurn(game.turn_rule_for(state, action), f"It is not {_who(actor)}'s decision now; waiting for "
                              f"{waiting}.", detail_zh=zh["not_your_turn"].format(who=who, waiting=waiting))
        if actor == CHANCE:
            if rng is not None:
                raise IllegalMove(game.chance_rule, "This game's chance is decided by the server; "
                                                    "random events cannot be reported.",
                                  detail_zh=zh["server_chance"])
            # In table mode the game checks a report itself: it names the table-mode rule (MR-14.3) where a
            # report says more than the table may see (a card drawn into a hand), the chance rule elsewhere.
            if not game.in_table_mode(state) and action not in [outcome.action
                                                                 for outcome in game.chance_outcomes(state)]:
                raise IllegalMove(game.chance_rule, "That random outcome cannot happen in this state.",
                                  detail_zh=zh["impossible_chance"])
        events = game.apply(state, action)
        events.extend(self._resolve_chance(state, rng, chance_log))
        return events

    def _resolve_chance(self, state, rng: Rng | None, chance_log: list | None = None) -> list[Event]:
        """In server mode, draws and applies every pending random event until a player must decide."""
        events: list[Event] = []
        if rng is None:
            return events
        for _ in range(MAX_CHANCE_STEPS):
            if self.game.to_act(state) != [CHANCE]:
                return events
            action = self.game.draw_chance(state, rng)
            events.extend(self.game.apply(state, action))
            if chance_log is not None:
                chance_log.append(action)
        raise RuntimeError(f"{self.game.id}: chance did not settle after {MAX_CHANCE_STEPS} events")

    def _load(self, data: Any):
        game = self.game
        if not isinstance(data, dict):
            raise InvalidState("the state must be a JSON object")
        if data.get("game") != game.id:
            raise InvalidState(f"this state is for game {data.get('game')!r}, not {game.id!r}")
        if data.get("version") != game.version or isinstance(data.get("version"), bool):
            raise InvalidState(f"state version {data.get('version')!r} is not supported; "
                               f"this service reads version {game.version}")
        chance = data.get("chance")
        if chance not in CHANCE_MODES:
            raise InvalidState(f"chance must be one of {', '.join(CHANCE_MODES)}")
        rng = None
        if chance == "server":
            try:
                rng = Rng.load(data.get("rng"))
            except ValueError as error:
                raise InvalidState(str(error)) from None
        elif data.get("rng") is not None:
            raise InvalidState(f"a {chance}-chance state carries no rng")
        state = self._load_body(data, without(data, ENVELOPE_KEYS))
        if (chance == "table") != game.in_table_mode(state):
            raise InvalidState("a table-chance state carries a table record, and only such a state does")
        self._check_reachable(state)
        if chance == "server" and game.to_act(state) == [CHANCE]:
            raise InvalidState("a server-chance state never waits for a random event")
        return state, chance, rng

    def _view(self, state, chance: str, player: int | None) -> dict:
        # The generator's state would predict every future draw, so no view carries it.
        return {"game": self.game.id, "version": self.game.version, "chance": chance, **self.game.view(state, player)}

    def _load_body(self, data: dict, body: dict):
        """The game's state object from `body`, the game's part of the state `data`."""
        loaded = self._load_in_one_walk(data, body)
        if loaded is not None:
            return loaded
        # The envelope costs constant time; the game's sizes are checked before anything reads them, so that a
        # refusal names the excess nearest the root.
        too_big = excess(data, self.game.state_bounds, "the state")
        if too_big:
            raise InvalidState(too_big)
        return self.game.load(body)

    def _load_in_one_walk(self, data: dict, body: dict):
        """The state object of a state within its bounds and well formed, or None: then the generic walk and
        `load` run as above and give the refusal. The game's fields of regular shape (seats, card lists) are
        read by `load` alone and bounded on what it built (`Game.loaded_within_bounds`); only the rest is
        walked first, so that `load` never reads an unbounded field of irregular shape."""
        game = self.game
        regular, bounds = game.fields_bounded_once_loaded, game.state_bounds
        if not regular:
            return None
        rest = without(data, regular)
        # Options a state of this game held within its bounds before are within them again (the same value at the
        # same path): they stand in the walk as a leaf, so that the state's own field count is walked as before.
        options = options_key(rest["options"]) if type(rest.get("options")) is dict else None
        known = _options_within(bounds)
        if options in known:
            rest["options"] = None
        if excess(rest, bounds, "the state"):
            return None
        if options is not None and rest["options"] is not None:
            known.put(options)
        # Their own entry counts first (constant time each), so that load reads no more entries of them than their
        # bounds take: its time stays that of a state within bounds.
        for key, most in _entry_bounds(regular, bounds):
            value = data.get(key)
            if (type(value) is list or type(value) is dict) and len(value) > most:
                return None
        try:
            state = game.load(body)
        except InvalidState:
            return None
        return state if game.loaded_within_bounds(state, body) else None

    def _check_reachable(self, state) -> None:
        problems = self.game.problems(state)
        if problems:
            raise InvalidState(problems)

    def _dump(self, state, chance: str, rng: Rng | None) -> dict:
        body = self.game.dump(state)
        return {"game": self.game.id, "version": self.game.version, "chance": chance,
                "rng": rng.dump() if rng else None, **body}

    @staticmethod
    def _check_seat(players: int, player, zh: dict) -> None:
        if player is not None and (isinstance(player, bool) or not isinstance(player, int)
                                   or not 0 <= player < players):
            raise MalformedAction(f"player must be a seat from 0 to {players - 1}, or null for a spectator",
                                  detail_zh=zh["seat"].format(last=players - 1))


class SealedStateReferee(Referee):
    """For states the service unsealed: only the referee writes them (authenticated encryption), so neither the
    size bounds (which guard against hostile bodies), nor the shapes and types (`Game.load`), nor the whole-state
    consistency check (`Game.problems`) are checked again: `Game.load_trusted` builds the state object.

    The state object may take over the lists of the `data` it was given: pass a state freshly opened (or
    dumped) and keep no other use for its contents. With `trusted` false (a state another build of the engine
    sealed, whose format may differ) every state is checked in full, as an open one is."""

    def __init__(self, game: Game, trusted: bool = True):
        super().__init__(game)
        self.trusted = trusted

    def _load_body(self, data: dict, body: dict):
        return self.game.load_trusted(body) if self.trusted else super()._load_body(data, body)

    def _check_reachable(self, state) -> None:
        if not self.trusted:
            super()._check_reachable(state)

    def apply_and_view(self, data: dict, action: Any, viewer: int | None) -> tuple[dict, list[Event], dict]:
        """`apply`, and `viewer`'s view of the next state (None: a spectator's), from a single load."""
        state, chance, rng = self._load(data)
        events = self._apply(state, action, rng)
        return self._dump(state, chance, rng), events, self._view(state, chance, viewer)


def _check_options(game: Game, options) -> None:
    too_big = excess(options, game.option_bounds, "the options")
    if too_big:
        rule = game.option_bounds.rule
        zh = too_big.zh[game.chinese_script]
        raise InvalidSetup(rule, too_big, detail_zh=zh) if rule else MalformedAction(too_big, detail_zh=zh)


def _entry_bounds(fields: frozenset, bounds: Bounds) -> tuple:
    """(field, its most entries) of each of `fields` (a game's fields bounded once loaded), worked out once per
    bounds (by id, each kept alive here so that no other takes its id)."""
    key = (id(bounds), fields)
    found = _ENTRY_BOUNDS.get(key)
    if found is None:
        found = _ENTRY_BOUNDS[key] = (bounds, tuple((field, bounds.entries_at(field)) for field in fields))
    return found[1]


def _options_within(bounds: Bounds) -> Kept:
    found = _OPTIONS_WITHIN_BOUNDS.get(id(bounds))
    if found is None:
        found = _OPTIONS_WITHIN_BOUNDS[id(bounds)] = (bounds, Kept())
    return found[1]


def _who(actor) -> str:
    return "chance" if actor == CHANCE else f"player {actor}"
