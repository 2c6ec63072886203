"""The interface every game implements, in the spirit of OpenSpiel's Game/State split.

A game works on its own state object (whatever its `load` returns). It never draws random numbers: when the
rules call for a random event, the game makes `"chance"` the only entry of `to_act` and lists the possible
outcomes with `chance_outcomes`; the Referee either lets the table report one (client mode) or draws one with
the seeded generator (server mode) and applies it like any other action. So both modes share one code path.
"""
from __future__ import annotations

import json
from abc import ABC, abstractmethod
from typing import Any, NamedTuple

from engine.core.bounds import Bounds
from engine.core.rng import Rng

CHANCE = "chance"

Action = dict[str, Any]
Event = dict[str, Any]


def same_json(given: Any, derived: Any) -> bool:
    """Equal as JSON: Python's == takes 1.0 and True for the seat 1, a state must not (seats are integers)."""
    return _plainly_equal(given, derived) or json.dumps(given, sort_keys=True) == json.dumps(derived, sort_keys=True)


_SCALARS, _TEXT = (str, int, bool, type(None)), {str}


def _plainly_equal(given: Any, derived: Any) -> bool:
    """Equal with the very same types all the way down, texts, integers, true/false and null only: then their JSON
    texts are equal too. False says nothing (a float, a key of another type): same_json then compares the texts,
    as it always did; this only spares the two json.dumps calls of nearly every state's to_act and result."""
    kind = type(given)
    if kind is not type(derived):
        return False
    if kind is dict:
        return (given.keys() == derived.keys() and set(map(type, given)) <= _TEXT
                and all(_plainly_equal(value, derived[key]) for key, value in given.items()))
    if kind is list:
        return len(given) == len(derived) and all(map(_plainly_equal, given, derived))
    return kind in _SCALARS and given == derived


class Outcome(NamedTuple):
    """One possible result of a random event: the chance action that reports it, and its relative weight."""

    action: Action
    weight: int = 1


class Game(ABC):
    """One game's rules. Subclasses fill in the class attributes and the methods below."""

    id: str
    name_en: str
    name_zh: str
    min_players: int
    max_players: int
    version: int = 1
    # The Chinese script the game was published in, a BCP 47 tag: "zh-Hant" (traditional) or "zh-Hans"
    # (simplified). Its Chinese texts, the Referee's own refusals included, are written in it.
    chinese_script: str = "zh-Hans"
    # The codes a finished result's `reason` takes (engine/core/result.py), each with the rule that ends the game.
    result_reasons: dict[str, str] = {}
    # Rule IDs cited by the Referee's generic checks, from the game's own spec.
    turn_rule: str          # acting out of turn
    game_over_rule: str     # acting after the end
    chance_rule: str        # a reported chance outcome that cannot happen
    action_rule: str        # an action type the game does not have
    # Size bounds (engine/core/bounds.py) the Referee checks before any other work; each game derives its own
    # from its rules, and these generic ones stand in for a game that has none.
    state_bounds: Bounds = Bounds(default_items=256)
    action_bounds: Bounds = Bounds()
    option_bounds: Bounds = Bounds()
    # Top-level state fields whose bounds `loaded_within_bounds` checks on the loaded state (whose shapes `load`
    # fixed) instead of the generic walk; none by default (engine.core.referee.Referee._load_body).
    fields_bounded_once_loaded: frozenset[str] = frozenset()

    def describe(self) -> dict:
        """The public description of `GET /v1/games/{id}`."""
        chinese = self.rule_summaries_zh()
        return {
            "id": self.id,
            "names": {"en": self.name_en, "zh": self.name_zh},
            "players": {"min": self.min_players, "max": self.max_players},
            "state_version": self.version,
            "options": self.option_specs(),
            "actions": self.action_specs(),
            "rules": [self._rule(rule_id, text, chinese) for rule_id, text in self.rule_summaries().items()],
        }

    def _rule(self, rule_id: str, text: str, chinese: dict[str, str]) -> dict:
        rule = {"id": rule_id, "summary": text}
        if rule_id in chinese:
            rule["summary_zh"] = chinese[rule_id]
        return rule

    # Table chance mode (docs/TABLE_MODE.md): the rule a game cites for it, None while the game does not offer it.
    table_rule: str | None = None

    def start_table(self, state: Any) -> None:
        """Turns a fresh state (from new_game) into a table-mode one: from now on cards drawn into hidden places
        are reported unnamed and kept as unknown cards. Only called when `table_rule` is set."""
        raise NotImplementedError(f"{self.id} has no table chance mode")

    def in_table_mode(self, state: Any) -> bool:
        """Whether a loaded state is in table chance mode (it carries a table record)."""
        return False

    def any_time_action(self, state: Any, action: Action) -> bool:
        """Whether `action` may be sent by any seat at any moment, even after the end (a table-mode reveal): the
        Referee then skips its turn and game-over checks and the game checks the action itself."""
        return False

    def game_over_rule_for(self, state: Any) -> str:
        """The rule cited for an action after the end; a game with several ways to end may name the one that
        applied."""
        return self.game_over_rule

    def turn_rule_for(self, state: Any, action: Action) -> str:
        """The rule cited when `action`'s player is not in to_act; a game may name a more specific one."""
        return self.turn_rule

    @abstractmethod
    def option_specs(self) -> list[dict]:
        """Setup options: [{"name", "schema", "default"?, "description"}]: `schema` is the JSON Schema (2020-12) of
        the option's value; `default` is absent where the default depends on other options (the description
        says how)."""

    @abstractmethod
    def action_specs(self) -> list[dict]:
        """Action types: [{"type", "parameters": {name: description}, "description"}], chance ones included."""

    @abstractmethod
    def catalogue(self) -> dict:
        """`GET /v1/games/{id}/catalogue`: every component a state, action or event can name (engine.core.catalogue),
        its names and descriptions bilingual texts (engine.core.text)."""

    @abstractmethod
    def rule_summaries(self) -> dict[str, str]:
        """Every rule ID the game can cite, with a one-line statement in the project's own words."""

    def rule_summaries_zh(self) -> dict[str, str]:
        """The same statements in the game's Chinese script (Game.chinese_script), by rule ID; none by default."""
        return {}

    @abstractmethod
    def new_game(self, players: int, options: dict) -> Any:
        """A fresh state; raises InvalidSetup. May leave chance events (shuffles, deals) pending."""

    @abstractmethod
    def load(self, data: dict) -> Any:
        """Reads the game's part of a state into fresh objects that share nothing with `data`, so that applying
        an action never changes the caller's dict; raises InvalidState on anything malformed."""

    def loaded_within_bounds(self, state: Any, data: dict) -> bool:
        """Whether the fields of `fields_bounded_once_loaded` in `data`, which `load` read into `state` (so their
        shapes are known), are within `state_bounds`: the verdict the generic walk (engine.core.bounds.excess)
        would give on them."""
        return True

    def load_trusted(self, data: dict) -> Any:
        """The state object of a state this service wrote itself and kept sealed (authenticated encryption), so
        that nothing in it needs checking: built straight from `data`, whose lists and objects it may take over
        (the caller made `data` fresh for this). By default the checked `load`."""
        return self.load(data)

    @abstractmethod
    def dump(self, state: Any) -> dict:
        """The JSON form: must include "players", "options", "to_act" and "result"."""

    @abstractmethod
    def to_act(self, state: Any) -> list:
        """Seats whose decision is awaited, or [CHANCE]; empty once the game is over."""

    @abstractmethod
    def result(self, state: Any) -> dict | None:
        """None while the game runs; then the one result shape of engine/core/result.py."""

    @abstractmethod
    def chance_outcomes(self, state: Any) -> list[Outcome]:
        """Every possible outcome of the pending random event (only when to_act is [CHANCE])."""

    def draw_chance(self, state: Any, rng: Rng) -> Action:
        """The chance action the seeded generator picks for the pending random event (server mode): one
        `rng.below` over the outcomes' total weight, then the outcome that number falls in, in the order of
        `chance_outcomes`. A game may override it to pick without listing every outcome, but must return the
        same action and consume the same numbers, so a seed replays the same game either way."""
        outcomes = self.chance_outcomes(state)
        pick = rng.below(sum(outcome.weight for outcome in outcomes))
        for outcome in outcomes:
            pick -= outcome.weight
            if pick < 0:
                break
        return outcome.action

    @abstractmethod
    def legal_moves(self, state: Any, player: int) -> list[Action]:
        """Every action `player` may take now, complete and in a canonical order."""

    @abstractmethod
    def apply(self, state: Any, action: Action) -> list[Event]:
        """Checks and applies one action in place (chance actions included); raises a RulesError."""

    @abstractmethod
    def default_move(self, state: Any, player: int) -> Action:
        """What a backend plays for a seat that has left or timed out."""

    def default_among(self, state: Any, player: int, moves: list[Action]) -> Action:
        """default_move, given `moves`, the player's legal moves just listed: a game whose default is one of
        them may pick it from there instead of listing them again."""
        return self.default_move(state, player)

    @abstractmethod
    def prompts(self, state: Any, seats: list[int]) -> list[dict]:
        """One prompt per seat in `seats` (each in to_act, never CHANCE), in that order: {"player", "kind" (a stable
        snake_case code naming the decision), "text" (a bilingual sentence, engine.core.text), and named fields
        with the context a UI needs}. It says no more than the seat's view and its own legal moves show."""

    @abstractmethod
    def labels(self, state: Any, moves: list[Action]) -> list:
        """One short bilingual sentence (engine.core.text) per move of `moves`, in order; chance outcomes too.
        A label says no more than its move and its mover's view show."""

    def prompts_and_labels(self, state: Any, seats: list[int], moves: list[Action]) -> tuple[list[dict], list]:
        """legal-moves' prompts of `seats` (none where it is empty) and labels of `moves`: one call, so that a game
        may work out once what both read (PaoPao Sha: the cards a seat sees)."""
        return self.prompts(state, seats) if seats else [], self.labels(state, moves)

    @abstractmethod
    def view(self, state: Any, player: int | None) -> dict:
        """The dumped state as `player` (None: a spectator) may see it. Like `dump`, it may share what it shows
        unchanged with the state object: the Referee writes both out and plays no further on that object."""

    @abstractmethod
    def problems(self, state: Any) -> list[str]:
        """Why a loaded state is one the rules cannot reach (card conservation, counts, positions)."""
