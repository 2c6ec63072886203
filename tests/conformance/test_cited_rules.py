"""Every refusal of a mutated action cites a rule that exists in the game's specification and that governs that
action (issue 10: the most specific rule, MR-0.1, MM "How to read this document", PPS-0.1).

Random games are played as in test_conformance; at each step the actions near a listed one (playout.mutants:
another seat, another value, a value out of range, a missing or extra field, an unknown type) are sent and every
refusal that names a rule is recorded with the mutant's action type. Two checks follow:
  (a) the cited ID is a rule of the specification (a sub-item such as MM-11.3(a) must be a lettered item of its
      rule);
  (b) the cited ID lies in a section the action type belongs to: ALLOWED below, declared per game as data, plus
      the rules any action may break (turn, game over, chance report, unknown action).
"""
import functools
import os
import pathlib
import random
import re

import pytest

from engine.core import Referee, RefereeError
from engine.registry import GAMES
from tests.conformance.playout import mutants
from tests.conformance.test_conformance import VARIANTS
from tests.support.real_parts import missing_part

SPECS = pathlib.Path(__file__).resolve().parents[2].parent / "shared" / "rules"
SPEC_FILE = {"monster-run": "monster-run", "monster-run-slap": "monster-run", "monster-maker-5": "monster-maker-5",
             "paopaosha": "paopaosha"}
# A CI run plays a few short games per variant; CONFORMANCE_GAMES scales it like the rest of the suite.
GAMES_PER_VARIANT = int(os.environ.get("CONFORMANCE_GAMES", "1"))
STEPS = {"monster-run": 150, "monster-run-slap": 200, "monster-maker-5": 250, "paopaosha": 200}
MUTANTS_PER_STEP = {"monster-run": 12, "monster-run-slap": 12, "monster-maker-5": 12, "paopaosha": 6}

# Rules any action may be refused under, besides the game's turn, game-over, chance and unknown-action rules.
GENERIC = {
    "monster-run": ("MR-3.8", "MR-8.2", "MR-13.2", "MR-14.2"),
    "monster-run-slap": ("SLAP-3.1", "SLAP-7.1", "SLAP-7.2", "SLAP-8.1", "MR-14.2"),
    "monster-maker-5": ("MM-15.4", "MM-4.6", "MM-5.6", "MM-16.1"),
    "paopaosha": ("PPS-6.1", "PPS-16", "PPS-18.1", "PPS-19"),
}
# The spec sections (ID prefixes) that govern each action type. A prefix covers itself, its sub-rules and its
# lettered sub-items: "MR-9" covers MR-9.4 and "MM-11.3" covers MM-11.3(a).
_MM_CARDS = ("MM-1.9", "MM-9.1", "MM-10.1")        # naming cards from a hand: each once, no thief, no spell
_PPS_CARD_RULES = ("PPS-3", "PPS-5", "PPS-6", "PPS-7", "PPS-8", "PPS-9", "PPS-10", "PPS-11", "PPS-12", "PPS-13",
                   "PPS-14", "PPS-15", "PPS-21")
ALLOWED = {
    "monster-run": {
        "play_note": ("MR-4", "MR-5", "MR-11.3", "MR-12.2"),
        "discard_and_draw": ("MR-6",),
        "pass": ("MR-3.9",),
        "use_magic": ("MR-9",),
        "block_with_defense": ("MR-9.7",),
        "allow_magic": ("MR-9.7",),
        "keep_magic": ("MR-9.4",),
        "discard_magic": ("MR-9.4",),
        "reveal": ("MR-14.3",),
    },
    "monster-run-slap": {
        "flip": ("SLAP-3.1", "SLAP-4.1"),
        "slap": ("SLAP-6", "SLAP-8.2"),
        "no_slap": ("SLAP-6", "SLAP-8.2"),
        "report_slaps": ("SLAP-6", "SLAP-8"),
    },
    "monster-maker-5": {
        "draw": ("MM-4.2", "MM-13.4"),
        "choose_side": ("MM-3", "MM-4.3", "MM-11.3", *_MM_CARDS),
        "deploy": ("MM-5.4", "MM-11.4", *_MM_CARDS),
        "attack": ("MM-3.4", "MM-3.5", "MM-3.6", "MM-5.1", "MM-11.4"),
        "rescue": ("MM-5.2", "MM-8", "MM-11.4"),
        "use_thief": ("MM-5.3", "MM-9", "MM-10.1"),
        "pass": ("MM-5.5", "MM-11.4"),
        "discard_to_limit": ("MM-1.9", "MM-11.6"),
        "commit_reinforcements": ("MM-6.5", "MM-6.6", "MM-11.5", *_MM_CARDS),
        "place_spell": ("MM-6.7", "MM-9.1", "MM-10.2", "MM-10.5", "MM-11.5"),
        "help": ("MM-7", "MM-10.5", *_MM_CARDS),
        "decline": ("MM-7",),
        "choose_spell_target": ("MM-6.11", "MM-10.6", "MM-10.12"),
        "declare_attack": ("MM-6.10", "MM-6.11", "MM-10.12"),
        "reveal": ("MM-1.9", "MM-16.4"),
    },
    "paopaosha": {
        "use_card": _PPS_CARD_RULES,
        "equip": ("PPS-5", "PPS-6", "PPS-11"),
        "use_skill": ("PPS-0.7", *_PPS_CARD_RULES),
        "respond": (*_PPS_CARD_RULES, "PPS-18.2", "PPS-18.4"),
        # PPS-18.7 is the splitting itself: a refused step breaks the rule of the whole choice, not PPS-18.7.
        "choose": (*_PPS_CARD_RULES, "PPS-18.2"),
        "discard": ("PPS-5.5", "PPS-3", "PPS-21"),
        "end_step": ("PPS-5",),
        "end_play_phase": ("PPS-5",),
        "pass": ("PPS-18.2", "PPS-18.4"),
        "choose_character": ("PPS-4",),
        "reveal": ("PPS-19.5",),                       # table mode only (refused elsewhere)
    },
}
# Chance reports: refused only under the game's chance (or turn) rule.
CHANCE_REPORTS = {
    "monster-run": ("place_coda", "place_repeats", "place_mud_l", "place_mud_r", "place_mud_rows", "place_rest",
                    "place_fruit", "first_player", "draw_note", "draw_magic"),
    "monster-run-slap": ("choose_first_player", "reveal_card"),
    "monster-maker-5": ("deal", "first_player", "draw_card", "roll", "show_spell"),
    "paopaosha": ("seat_player", "deal_identity", "deal_character", "top_card", "random_card"),
}
# Issue 10 item 1, fixed on branch pps-fidelity: every refused step of a split declaration cites PPS-18.7.
KNOWN_SPLIT_DEFECT = ("paopaosha", "choose", "PPS-18.7")


def spec_text(game_id: str) -> str:
    spec = SPECS / f"{SPEC_FILE[game_id]}.md"
    if not spec.exists():
        missing_part(f"the specification {spec} is not beside this checkout")
    return spec.read_text(encoding="utf-8")


@functools.lru_cache(maxsize=None)
def spec_rules(game_id: str) -> dict[str, str]:
    """Each rule ID the specification defines (in bold or as a heading) -> its text up to the next rule."""
    text = spec_text(game_id)
    found = list(re.finditer(r"(?:\*\*|^#+ )((?:MR|SLAP|MM|PPS)-\d+(?:\.\d+)+)\b", text, re.M))
    rules: dict[str, str] = {}
    for here, after in zip(found, found[1:] + [None]):
        rules.setdefault(here.group(1), text[here.end(): after.start() if after else len(text)])
    return rules


def exists(game_id: str, rule: str) -> bool:
    base, _, item = rule.partition("(")
    body = spec_rules(game_id).get(base)
    if body is None:
        return False
    return not item or f"({item}" in body


def covers(prefix: str, rule: str) -> bool:
    return rule == prefix or rule.startswith(prefix + ".") or rule.startswith(prefix + "(")


@functools.lru_cache(maxsize=None)
def refusals(game_id: str) -> tuple[tuple[str, str, str], ...]:
    """(action type, cited rule, the mutant) of every refusal naming a rule, over short random games."""
    game = GAMES[game_id]
    referee = Referee(game)
    found = {}
    for number, options in enumerate(VARIANTS.get(game_id, [{}]) * GAMES_PER_VARIANT):
        players = (game.min_players, game.max_players)[number % 2]
        chance = ("client", "server")[number // 2 % 2]
        picker = random.Random(number)
        state, _ = referee.setup(players, dict(options), seed=number, chance=chance)
        for _step in range(STEPS[game_id]):
            if state["result"] is not None:
                break
            moves = referee.legal_moves(state)["moves"]
            action = picker.choice(moves)
            candidates = mutants(action, moves, state, players)
            for mutant in picker.sample(candidates, min(MUTANTS_PER_STEP[game_id], len(candidates))):
                try:
                    referee.apply(state, mutant)
                except RefereeError as error:
                    rule = getattr(error, "rule", None)
                    if rule is not None:
                        found.setdefault((str(mutant.get("type")), rule), repr(mutant))
                    continue
                raise AssertionError(f"an unlisted action was accepted: {mutant}")
            state, _ = referee.apply(state, action)
    return tuple((kind, rule, mutant) for (kind, rule), mutant in sorted(found.items()))


def _generic(game_id: str) -> tuple[str, ...]:
    game = GAMES[game_id]
    # In table chance mode any claim of a card may be refused under the table-mode rule (MR-14.3).
    table = (game.table_rule,) if game.table_rule else ()
    return (*GENERIC[game_id], game.turn_rule, game.game_over_rule, game.chance_rule, game.action_rule, *table)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_a_refused_mutant_cites_exists_in_the_specification(game_id):
    spec_text(game_id)
    seen = refusals(game_id)
    assert seen, f"no refusal of {game_id} named a rule"
    unknown = [(kind, rule, mutant) for kind, rule, mutant in seen if not exists(game_id, rule)]
    assert not unknown, f"cited rules the specification does not define: {unknown}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_a_refused_mutant_cites_belongs_to_its_action_section(game_id):
    spec_text(game_id)
    allowed, generic = ALLOWED[game_id], _generic(game_id)
    wrong = []
    for kind, rule, mutant in refusals(game_id):
        if any(covers(prefix, rule) for prefix in generic):
            continue
        # A chance report, or a type the game lacks (the mutant "<type>_x"), may only be refused under a
        # generic rule.
        if not any(covers(prefix, rule) for prefix in allowed.get(kind, ())):
            wrong.append((kind, rule, mutant))
    assert not wrong, f"refusals citing a rule outside the action's sections: {wrong}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_section_table_covers_exactly_the_action_types_of_each_game(game_id):
    types = {spec["type"] for spec in GAMES[game_id].action_specs()}
    assert set(ALLOWED[game_id]) | set(CHANCE_REPORTS[game_id]) == types


def test_paopaosha_refused_split_decision_steps_cite_the_rule_of_the_whole_choice():
    spec_text("paopaosha")
    cited = [(kind, rule, mutant) for kind, rule, mutant in refusals("paopaosha")
             if ("paopaosha", kind, rule) == KNOWN_SPLIT_DEFECT]
    assert not cited, f"split-decision steps refused citing PPS-18.7: {cited[:3]}"
