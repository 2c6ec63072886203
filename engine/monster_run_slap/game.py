"""The slap game (同音拍) as an engine.core.Game: the Referee-facing class, delegating to the modules beside it."""
from __future__ import annotations

from engine.core import Game, Outcome
from engine.core.text import text
from engine.monster_run_slap.catalogue import slap_catalogue
from engine.monster_run_slap import checks, prompts, rules, setup, state as state_module
from engine.monster_run_slap.actions import ACTION_RULE, ACTION_TYPES
from engine.monster_run_slap.bounds import (ACTION_BOUNDS, BOUNDED_ONCE_LOADED, OPTION_BOUNDS, STATE_BOUNDS,
                                           loaded_within_bounds)
from engine.monster_run_slap.cards import (
    CARD_KINDS,
    DEFAULT_TUNE,
    MAX_COPIES_PER_KIND,
    MAX_DECK_SIZE,
    MAX_TUNE_LENGTH,
    SOLFEGE,
    STANDARD_DECK_SIZE,
)
from engine.monster_run_slap.rule_text import RULES, RULES_ZH
from engine.monster_run_slap.state import SlapState

# Each option's value as a JSON Schema (2020-12), for GET /v1/games/monster-run-slap.
_CARD = {"enum": list(CARD_KINDS)}
OPTION_SPECS = [
    {"name": "first_player",
     "schema": {"oneOf": [{"type": "integer", "minimum": 0, "maximum": 3}, {"enum": ["random"]}]},
     "default": "random", "description": "Who flips first; random is a chance event (SLAP-2.3, SLAP-9.1)."},
    {"name": "calling", "schema": {"enum": ["scale", "tune", "free"]}, "default": "scale",
     "description": "How calls are made: follow the scale, cycle a tune, or the flipper calls freely (SLAP-4.1)."},
    {"name": "tune",
     "schema": {"type": "array", "minItems": 1, "maxItems": MAX_TUNE_LENGTH, "items": {"enum": list(SOLFEGE)}},
     "default": list(DEFAULT_TUNE),
     "description": f"The tune of tune mode, cycled over the game; names from {', '.join(SOLFEGE)} (SLAP-4.1)."},
    {"name": "flip_limit", "schema": {"type": "integer", "minimum": 1}, "default": 1000,
     "description": "After this many flips without a winner the fewest cards win (SLAP-7.2)."},
    {"name": "deck",
     "schema": {"oneOf": [{"enum": ["standard"]}, {
         "type": "object", "propertyNames": _CARD,
         "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MAX_COPIES_PER_KIND}}]},
     "default": "standard",
     "description": f"The note cards in play: the standard {STANDARD_DECK_SIZE} (MR-1.3) or a custom multiset "
                    f"(card -> copies, at most {MAX_DECK_SIZE} cards); cards that do not divide evenly are set aside "
                    f"(SLAP-2.1)."},
    {"name": "deal",
     "schema": {"oneOf": [{"enum": ["random"]}, {
         "type": "array", "minItems": 2, "maxItems": 4, "items": {"type": "array", "items": _CARD}}]},
     "default": "random",
     "description": "random: the shuffle decides the stacks (faces revealed by chance as flipped); or the exact "
                    "stacks, one per seat, top first, for a table that wants a known deal (SLAP-2.1). Shown as "
                    "\"explicit\" in the options in force."},
]


class SlapGame(Game):
    id = "monster-run-slap"
    name_en = "Monster Run: Same-Pitch Slap"
    name_zh = "跑吧！怪獸：同音拍"
    chinese_script = "zh-Hant"
    result_reasons = {"out_of_cards": "SLAP-7.1", "flip_limit": "SLAP-7.2"}
    min_players = state_module.MIN_PLAYERS
    max_players = state_module.MAX_PLAYERS
    version = 1
    turn_rule = rules.TURN_RULE
    game_over_rule = "SLAP-7.1"
    chance_rule = rules.CHANCE_RULE
    action_rule = ACTION_RULE
    state_bounds, action_bounds, option_bounds = STATE_BOUNDS, ACTION_BOUNDS, OPTION_BOUNDS
    fields_bounded_once_loaded = BOUNDED_ONCE_LOADED

    def game_over_rule_for(self, state: SlapState) -> str:
        return rules.OVER_RULES.get(rules.end_reason(state), self.game_over_rule)

    def turn_rule_for(self, state: SlapState, action: dict) -> str:
        # A second answer in the same slap window breaks the report rule, not the turn order.
        if state.phase == "slap" and action.get("player") in (*state.slapped, *state.passed):
            return "SLAP-8.2"
        return self.turn_rule

    def option_specs(self) -> list[dict]:
        return [dict(spec) for spec in OPTION_SPECS]

    def action_specs(self) -> list[dict]:
        return [{"type": kind, "parameters": dict(spec.parameters), "description": spec.description}
                for kind, spec in ACTION_TYPES.items()]

    def rule_summaries(self) -> dict[str, str]:
        return dict(RULES)

    def catalogue(self) -> dict:
        return slap_catalogue(self.id, text(self.name_en, self.name_zh))

    def rule_summaries_zh(self) -> dict[str, str]:
        return dict(RULES_ZH)

    def new_game(self, players: int, options: dict) -> SlapState:
        return setup.new_game(players, options)

    def load(self, data: dict) -> SlapState:
        return state_module.load(data)

    def loaded_within_bounds(self, state: SlapState, data: dict) -> bool:
        return loaded_within_bounds(data)

    def load_trusted(self, data: dict) -> SlapState:
        return state_module.load_trusted(data)

    def dump(self, state: SlapState) -> dict:
        return state_module.dump(state, rules.to_act(state), rules.result(state))

    def to_act(self, state: SlapState) -> list:
        return rules.to_act(state)

    def result(self, state: SlapState) -> dict | None:
        return rules.result(state)

    def chance_outcomes(self, state: SlapState) -> list[Outcome]:
        return rules.chance_outcomes(state)

    def legal_moves(self, state: SlapState, player) -> list[dict]:
        return rules.legal_moves(state, player)

    def apply(self, state: SlapState, action) -> list[dict]:
        return rules.apply(state, action)

    def default_move(self, state: SlapState, player) -> dict:
        return rules.default_move(state, player)

    def prompts(self, state: SlapState, seats: list[int]) -> list[dict]:
        return prompts.prompts(state, seats)

    def labels(self, state: SlapState, moves: list[dict]) -> list:
        return prompts.labels(state, moves)

    def prompts_and_labels(self, state: SlapState, seats: list[int], moves: list[dict]) -> tuple[list[dict], list]:
        return prompts.prompts_and_labels(state, seats, moves)

    def view(self, state: SlapState, player) -> dict:
        """Everything is public except dealt cards nobody has seen (SLAP-10.1): the same view for every seat."""
        data = self.dump(state)
        for stack in data["stacks"]:
            stack["unknown"] += len(stack["hidden"])
            stack["hidden"] = []
        return data

    def problems(self, state: SlapState) -> list[str]:
        return checks.problems(state)
