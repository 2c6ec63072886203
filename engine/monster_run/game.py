"""MonsterRunGame: engine.core.Game for 跑吧！怪獸 Monster Run, levels 1-5 (shared/rules/monster-run.md)."""
from __future__ import annotations

from engine.core import Game, GameOver, InvalidState, MalformedAction, Outcome, same_json
from engine.core.options_memo import OptionsMemo
from engine.core.result import same_result
from engine.core.text import text
from engine.monster_run import actions, chance, checks, prompts, rules, setup, table
from engine.monster_run.bounds import (ACTION_BOUNDS, BOUNDED_ONCE_LOADED, OPTION_BOUNDS, STATE_BOUNDS,
                                      loaded_within_bounds, options_in_force)
from engine.monster_run.catalogue import monster_run_catalogue
from engine.monster_run.rule_text import RULES, RULES_ZH
from engine.monster_run.state import State, dump, load, load_trusted
from engine.monster_run.turns import result

# Each option's value as a JSON Schema (2020-12); `default` is left out where it depends on other options.
# A state's options in force and board (MR-2.5), checked once per process for each options value.
_OPTIONS_IN_FORCE = OptionsMemo(options_in_force)
_BAR_LINE = {"type": "string", "pattern": "^BL(0|[1-9][0-9]?)$"}
_COLUMN = {"type": "string", "pattern": "^m[1-9][0-9]?b[1-9][0-9]?$"}
_NOTE_CARD = {"type": "string", "pattern": "^(Q|H|DH)-[A-G][4-6]$"}
_COLOUR = {"enum": ["red", "green", "yellow"]}
_FRUIT_COUNT = {"type": "integer", "minimum": 0, "maximum": 4}
OPTIONS = [
    {"name": "level", "schema": {"type": "integer", "minimum": 1, "maximum": 5}, "default": 1,
     "description": "Difficulty level 1-5 (MR-0.5)."},
    {"name": "seat_order",
     "schema": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 3}, "minItems": 2,
                "maxItems": 4, "uniqueItems": True},
     "description": "The seats in clockwise order; turns, the deal and ranking ties follow it (MR-2.1); by "
                    "default 0, 1, ..."},
    {"name": "board", "schema": {"type": "string", "pattern": "^[0-9]{1,2}/(4|8)$"}, "default": "4/4",
     "description": "'3/4' or '4/4' side, or a custom signature such as '6/8' (MR-1.8, MR-1.14)."},
    {"name": "measures", "schema": {"type": "integer", "minimum": 4, "maximum": 24},
     "description": "Number of measures, 4-24; by default 10 on the 3/4 side and 8 on the 4/4 side; required for "
                    "a custom board."},
    {"name": "hand_size", "schema": {"type": "integer", "minimum": 1, "maximum": 5}, "default": 3,
     "description": "Note cards in hand, 1-5 (MR-2.4)."},
    {"name": "monsters",
     "schema": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 4}, "minItems": 2,
                "maxItems": 4, "uniqueItems": True},
     "description": "A distinct monster (1-4) per seat; by default monster k+1 for seat k."},
    {"name": "first_player",
     "schema": {"oneOf": [{"type": "integer", "minimum": 0, "maximum": 3}, {"enum": ["random", None]}]},
     "default": None, "description": "The first player's seat; null or 'random' draws it (C-1)."},
    {"name": "round_limit", "schema": {"type": "integer", "minimum": 1}, "default": 100,
     "description": "Rounds before the game stops (MR-8.7)."},
    {"name": "board_fruits",
     "schema": {"type": "object", "additionalProperties": False, "properties": {
         "red": _FRUIT_COUNT, "green": _FRUIT_COUNT, "yellow": _FRUIT_COUNT}},
     "default": {"red": 4, "green": 4, "yellow": 4},
     "description": "Board fruits per colour, 0-4 each, placed at random (MR-7.3)."},
    {"name": "fruit_cells",
     "schema": {"oneOf": [{"enum": ["random", None]}, {"type": "array", "items": {
         "type": "object", "required": ["cell", "colour"], "additionalProperties": False,
         "properties": {"cell": {"type": "string", "pattern": "^m[1-9][0-9]?b[1-9][0-9]?/[A-G][4-6]$"},
                        "colour": _COLOUR}}}]},
     "default": None, "description": "Explicit fruits [{cell, colour}], replacing board_fruits (MR-7.3); null or "
                                     "'random' draws them (C-3)."},
    {"name": "hands",
     "schema": {"type": "array", "minItems": 2, "maxItems": 4, "items": {"type": "array", "items": _NOTE_CARD}},
     "description": "Explicit starting hands, one list of hand_size note cards per seat; absent: dealt."},
    {"name": "magic_deck",
     "schema": {"type": "array", "items": {"enum": ["to_coda", "fermata", "ritardando", "accelerando"]}},
     "description": "Level 2+: the magic deck as a list of card kinds (MR-9.11); by default the 8 cards of MR-9.8."},
    {"name": "magic_hand_limit", "schema": {"type": "integer", "minimum": 1}, "default": 3,
     "description": "Level 2+: magic cards kept (MR-9.4)."},
    {"name": "coda_bar_line", "schema": {"oneOf": [_BAR_LINE, {"enum": ["random", None]}]}, "default": None,
     "description": "Level 2+: e.g. BL4 (MR-9.2); null or 'random' draws it (C-2)."},
    {"name": "repeat_bar_lines",
     "schema": {"oneOf": [{"type": "object", "required": ["start", "end"], "additionalProperties": False,
                           "properties": {"start": _BAR_LINE, "end": _BAR_LINE}}, {"enum": ["random", None]}]},
     "default": None, "description": "Level 3+: {start, end} bar lines of the bounce markers (MR-10.2); null or "
                                     "'random' draws them."},
    {"name": "mud",
     "schema": {"oneOf": [{"type": "object", "required": ["L", "R", "R_rows"], "additionalProperties": False,
                           "properties": {"L": _COLUMN, "R": _COLUMN, "R_rows": {"enum": ["low", "high"]}}},
                          {"enum": ["random", None]}]},
     "default": None, "description": "Level 4+: {L: column, R: column, R_rows: low|high} (MR-11.2); null or "
                                     "'random' draws it."},
    {"name": "rest", "schema": {"oneOf": [_COLUMN, {"enum": ["random", None]}]}, "default": None,
     "description": "Level 5: first beat of the rest (MR-12.5); null or 'random' draws it."},
]


class MonsterRunGame(Game):
    id = "monster-run"
    name_en = "Monster Run"
    name_zh = "跑吧！怪獸"
    chinese_script = "zh-Hant"
    result_reasons = {"finish_line": "MR-8.2", "round_limit": "MR-8.7"}
    min_players = 2
    max_players = 4
    version = 1
    turn_rule = "MR-3.8"
    game_over_rule = "MR-8.2"
    chance_rule = "MR-14.2"
    action_rule = "MR-13.2"
    table_rule = "MR-14.3"
    state_bounds, action_bounds, option_bounds = STATE_BOUNDS, ACTION_BOUNDS, OPTION_BOUNDS
    fields_bounded_once_loaded = BOUNDED_ONCE_LOADED

    def option_specs(self) -> list[dict]:
        return OPTIONS

    def action_specs(self) -> list[dict]:
        return actions.action_specs()

    def rule_summaries(self) -> dict[str, str]:
        return dict(RULES)

    def catalogue(self) -> dict:
        return monster_run_catalogue(self.id, text(self.name_en, self.name_zh))

    def rule_summaries_zh(self) -> dict[str, str]:
        return dict(RULES_ZH)

    def new_game(self, players: int, options: dict) -> State:
        state = setup.new_state(players, options)
        chance.setup_next(state, [])
        return state

    def start_table(self, state: State) -> None:
        table.start(state)

    def in_table_mode(self, state: State) -> bool:
        return state.table is not None

    def any_time_action(self, state: State, action: dict) -> bool:
        return state.table is not None and action.get("type") == "reveal"

    def load(self, data: dict) -> State:
        state = load(data, _OPTIONS_IN_FORCE)
        if not same_json(data["to_act"], state.to_act()):
            raise InvalidState("to_act does not match the open decision")
        if not same_result(data["result"], result(state)):
            raise InvalidState("result does not match the state")
        return state

    def loaded_within_bounds(self, state: State, data: dict) -> bool:
        return loaded_within_bounds(data)

    def load_trusted(self, data: dict) -> State:
        return load_trusted(data)

    def dump(self, state: State) -> dict:
        return dump(state, result(state))

    def to_act(self, state: State) -> list:
        return state.to_act()

    def result(self, state: State) -> dict | None:
        return result(state)

    def chance_outcomes(self, state: State) -> list[Outcome]:
        return chance.outcomes(state)

    def draw_chance(self, state: State, rng) -> dict:
        return chance.draw(state, rng) or super().draw_chance(state, rng)

    def legal_moves(self, state: State, player) -> list[dict]:
        if player == chance.CHANCE:
            return [outcome.action for outcome in chance.outcomes(state)]
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < state.n:
            return []
        return rules.legal_moves(state, player)

    def apply(self, state: State, action: dict) -> list[dict]:
        kind, actor = actions.parse(action)
        if kind in actions.CHANCE_ACTIONS:
            return chance.apply(state, kind, action)
        if not 0 <= actor < state.n:
            raise MalformedAction(f"player must be a seat from 0 to {state.n - 1}.",
                                  detail_zh=f"player 必須是 0 到 {state.n - 1} 的座位。")
        if state.decision == "GAME_OVER" and kind != "reveal":     # a table-mode reveal may follow the end
            raise GameOver("MR-8.2", "The game is over; no more actions can be taken.",
                           detail_zh="遊戲已經結束，不能再做任何動作。")
        return rules.DISPATCH[kind](state, actor, action)

    def default_move(self, state: State, player: int) -> dict:
        return rules.default_move(state, player)

    def prompts(self, state: State, seats: list[int]) -> list[dict]:
        return prompts.prompts(state, seats)

    def labels(self, state: State, moves: list[dict]) -> list:
        return prompts.labels(state, moves)

    def view(self, state: State, player: int | None) -> dict:
        data = self.dump(state)
        data["draw_pile"] = table.notes_left(state)
        data["magic_deck"] = table.magic_left(state)
        for index, seat in enumerate(data["seats"]):
            if index != player:
                seat["hand"] = len(seat["hand"])
                seat["magic"] = len(seat["magic"])
        if state.decision == "MAGIC_DRAWN" and player != state.active:
            data["pending"] = {"card": None}
        return data

    def problems(self, state: State) -> list[str]:
        return checks.problems(state)
