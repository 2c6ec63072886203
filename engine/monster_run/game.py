"""MonsterRunGame: engine.core.Game for 跑吧！怪獸 Monster Run, levels 1-5 (shared/rules/monster-run.md)."""
from __future__ import annotations

from engine.core import Game, GameOver, InvalidState, MalformedAction, Outcome, same_json
from engine.monster_run import actions, chance, checks, rules, setup
from engine.monster_run.rule_text import RULES, RULES_ZH
from engine.monster_run.state import State, dump, load
from engine.monster_run.turns import result

OPTIONS = [
    {"name": "level", "type": "integer", "default": 1, "description": "Difficulty level 1-5 (MR-0.5)."},
    {"name": "seat_order", "type": "array", "default": "[0, 1, ...]",
     "description": "The seats in clockwise order; turns, the deal and ranking ties follow it (MR-2.1)."},
    {"name": "board", "type": "string", "default": "4/4",
     "description": "'3/4' or '4/4' side, or a custom signature such as '6/8' (MR-1.8, MR-1.14)."},
    {"name": "measures", "type": "integer", "default": "10 on 3/4, 8 on 4/4",
     "description": "Number of measures, 4-24; required for a custom board."},
    {"name": "hand_size", "type": "integer", "default": 3, "description": "Note cards in hand, 1-5 (MR-2.4)."},
    {"name": "monsters", "type": "array", "default": "[1, 2, ...]", "description": "A distinct monster per seat."},
    {"name": "first_player", "type": "integer|null", "default": None,
     "description": "The first player's seat; null or 'random' draws it (C-1)."},
    {"name": "round_limit", "type": "integer", "default": 100, "description": "Rounds before the game stops (MR-8.7)."},
    {"name": "board_fruits", "type": "object", "default": {"red": 4, "green": 4, "yellow": 4},
     "description": "Board fruits per colour, 0-4 each, placed at random (MR-7.3)."},
    {"name": "fruit_cells", "type": "array|null", "default": None,
     "description": "Explicit fruits [{cell, colour}], replacing board_fruits (MR-7.3); null or 'random' draws "
                    "them (C-3)."},
    {"name": "hands", "type": "array", "default": None,
     "description": "Explicit starting hands, one list of hand_size note cards per seat, instead of the deal."},
    {"name": "magic_deck", "type": "array", "default": "MR-9.8 (8 cards)",
     "description": "Level 2+: the magic deck as a list of card kinds (MR-9.11)."},
    {"name": "magic_hand_limit", "type": "integer", "default": 3, "description": "Level 2+: magic cards kept (MR-9.4)."},
    {"name": "coda_bar_line", "type": "string|null", "default": None,
     "description": "Level 2+: e.g. BL4 (MR-9.2); null or 'random' draws it (C-2)."},
    {"name": "repeat_bar_lines", "type": "object|null", "default": None,
     "description": "Level 3+: {start, end} bar lines of the bounce markers (MR-10.2); null or 'random' draws them."},
    {"name": "mud", "type": "object|null", "default": None,
     "description": "Level 4+: {L: column, R: column, R_rows: low|high} (MR-11.2); null or 'random' draws it."},
    {"name": "rest", "type": "string|null", "default": None,
     "description": "Level 5: first beat of the rest (MR-12.5); null or 'random' draws it."},
]


class MonsterRunGame(Game):
    id = "monster-run"
    name_en = "Monster Run"
    name_zh = "跑吧！怪獸"
    script = "zh-Hant"
    min_players = 2
    max_players = 4
    version = 1
    turn_rule = "MR-3.8"
    game_over_rule = "MR-8.2"
    chance_rule = "MR-14.2"
    action_rule = "MR-13.2"

    def option_specs(self) -> list[dict]:
        return OPTIONS

    def action_specs(self) -> list[dict]:
        return actions.action_specs()

    def rule_summaries(self) -> dict[str, str]:
        return dict(RULES)

    def rule_summaries_zh(self) -> dict[str, str]:
        return dict(RULES_ZH)

    def new_game(self, players: int, options: dict) -> State:
        state = setup.new_state(players, options)
        chance.setup_next(state, [])
        return state

    def load(self, data: dict) -> State:
        state = load(data, setup.normalize)
        if not same_json(data["to_act"], state.to_act()):
            raise InvalidState("to_act does not match the open decision")
        if not same_json(data["result"], result(state)):
            raise InvalidState("result does not match the state")
        return state

    def dump(self, state: State) -> dict:
        return dump(state, result(state))

    def to_act(self, state: State) -> list:
        return state.to_act()

    def result(self, state: State) -> dict | None:
        return result(state)

    def chance_outcomes(self, state: State) -> list[Outcome]:
        return chance.outcomes(state)

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
        if state.decision == "GAME_OVER":
            raise GameOver("MR-8.2", "The game is over; no more actions can be taken.",
                           detail_zh="遊戲已經結束，不能再做任何動作。")
        return rules.DISPATCH[kind](state, actor, action)

    def default_move(self, state: State, player: int) -> dict:
        return rules.default_move(state, player)

    def view(self, state: State, player: int | None) -> dict:
        data = self.dump(state)
        data["draw_pile"] = sum(state.draw.values())
        data["magic_deck"] = sum(state.mdeck.values())
        for index, seat in enumerate(data["seats"]):
            if index != player:
                seat["hand"] = len(seat["hand"])
                seat["magic"] = len(seat["magic"])
        if state.decision == "MAGIC_DRAWN" and player != state.active:
            data["pending"] = {"card": None}
        return data

    def problems(self, state: State) -> list[str]:
        return checks.problems(state)
