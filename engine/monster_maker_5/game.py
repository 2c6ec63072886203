"""Monster Maker 5 as an engine.core.Game."""
from __future__ import annotations

from engine.core.errors import InvalidState
from engine.core.game import CHANCE, Game, same_json
from engine.monster_maker_5 import battle, prompts, rules, state, table
from engine.core.text import text
from engine.monster_maker_5.actions import action_specs
from engine.monster_maker_5.bounds import (ACTION_BOUNDS, BOUNDED_ONCE_LOADED, OPTION_BOUNDS, STATE_BOUNDS,
                                          loaded_within_bounds)
from engine.monster_maker_5.catalogue import monster_maker_5_catalogue
from engine.monster_maker_5.rule_text import RULES, RULES_ZH


class MonsterMaker5(Game):
    id = "monster-maker-5"
    name_en = "Monster Maker 5: The Knights of Saint Sophia"
    name_zh = "Monster Maker 5 聖索菲雅騎士團"
    chinese_script = "zh-Hant"
    result_reasons = {"deck_empty": "MM-13.4", "countdown_over": "MM-13.2"}
    min_players = 2
    max_players = 8
    version = 1
    turn_rule = "MM-15.4"
    game_over_rule = "MM-4.6"
    chance_rule = "MM-16.1"
    action_rule = "MM-5.6"
    table_rule = "MM-16.4"
    state_bounds, action_bounds, option_bounds = STATE_BOUNDS, ACTION_BOUNDS, OPTION_BOUNDS
    fields_bounded_once_loaded = BOUNDED_ONCE_LOADED

    def turn_rule_for(self, s, action) -> str:
        """A player offering help that their side may not give is told why (MM-7.3, MM-7.5), not only that
        they were not asked."""
        seat, fight = action.get("player"), s["battle"]
        if (action.get("type") in ("help", "decline") and fight is not None and fight["step"] == "help"
                and isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < s["players"]
                and seat not in (fight["attacker"], fight["defender"])):
            reason = battle.skip_reason(s, seat, fight["stage"])
            if reason in ("MM-7.3", "MM-7.5"):
                return reason
        return self.turn_rule

    def start_table(self, s) -> None:
        table.start(s)

    def in_table_mode(self, s) -> bool:
        return table.in_table(s)

    def any_time_action(self, s, action) -> bool:
        return rules.any_time(s, action)

    def option_specs(self) -> list[dict]:
        # Each option's value as a JSON Schema (2020-12).
        return [
            {"name": "first_player",
             "schema": {"oneOf": [{"enum": ["random"]}, {"type": "integer", "minimum": 0, "maximum": 7}]},
             "default": "random", "description": "A seat number, or 'random' for one chance event (MM-2.7)."},
            {"name": "card_table",
             "schema": {"oneOf": [{"enum": ["default"]}, {"type": "object", "required": ["cards", "dungeon"]}]},
             "default": "default",
             "description": "'default' (MM-1), or a replacement {cards, dungeon} checked by MM-1.12 (its full shape "
                            "is MonsterMaker5CardTable in openapi.yaml)."},
            {"name": "deck_exhaustion_ends_game", "schema": {"enum": ["on", "off"]}, "default": "on",
             "description": "'on': a draw from the empty deck ends the game; 'off': step a is skipped (MM-13.4)."},
            {"name": "side_tie", "schema": {"enum": ["most_gems", "draw"]}, "default": "most_gems",
             "description": "Equal side totals: 'most_gems' or 'draw' (MM-14.5)."},
        ]

    def action_specs(self) -> list[dict]:
        return action_specs()

    def rule_summaries(self) -> dict[str, str]:
        return dict(RULES)

    def catalogue(self) -> dict:
        return monster_maker_5_catalogue(self.id, text(self.name_en, self.name_zh))

    def rule_summaries_zh(self) -> dict[str, str]:
        return dict(RULES_ZH)

    def new_game(self, players: int, options: dict):
        return state.initial(players, state.check_options(players, options))

    def load(self, data: dict):
        s = state.load(data)
        try:
            derived = rules.to_act(s)
        except (IndexError, KeyError, TypeError):
            raise InvalidState("the battle's step does not fit its other fields") from None
        if not same_json(data["to_act"], derived):
            raise InvalidState(f"to_act must be {derived} in this state")
        return s

    def loaded_within_bounds(self, s, data: dict) -> bool:
        return loaded_within_bounds(s, data)

    def load_trusted(self, data: dict):
        return state.load_trusted(data)

    def dump(self, s) -> dict:
        return state.dump(s, rules.to_act(s))

    def to_act(self, s) -> list:
        return rules.to_act(s)

    def result(self, s):
        return s["result"]

    def chance_outcomes(self, s):
        return rules.chance_outcomes(s)

    def draw_chance(self, s, rng):
        # Each event below lists its outcomes once each (weight 1): the number picks the one at its place in the
        # listing (rules.chance_outcomes), without building an outcome per card, face or seat. A named deal or
        # draw lists the deck's cards, a die its faces 1-6, the first player the seats.
        phase = s["phase"]
        if phase in ("deal", "draw_card") and not self.in_table_mode(s):
            return {"type": phase, "player": CHANCE, "card": s["deck"][rng.below(len(s["deck"]))]}
        if phase == "thief_roll" or (phase == "battle" and s["battle"]["step"] in ("roll", "initiative")):
            return {"type": "roll", "player": CHANCE, "face": 1 + rng.below(6)}
        if phase == "first_player":
            return {"type": "first_player", "player": CHANCE, "seat": rng.below(s["players"])}
        return super().draw_chance(s, rng)

    def legal_moves(self, s, player):
        return rules.legal_moves(s, player)

    def apply(self, s, action):
        return rules.apply(s, action)

    def default_move(self, s, player):
        return rules.default_move(s, player)

    def default_among(self, s, player, moves):
        return rules.default_among(moves)

    def prompts(self, s, seats):
        return prompts.prompts(s, seats)

    def labels(self, s, moves):
        return prompts.labels(s, moves)

    def view(self, s, player):
        return state.view(self.dump(s), player)

    def problems(self, s) -> list[str]:
        return state.problems(s)
