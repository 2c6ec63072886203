"""Every well-formed action at every kind of pending decision is either accepted or refused with a rule ID
(PPS-0.1, PPS-18.5): no state that loads can make apply crash."""
import random

from engine.core import MalformedAction, Referee, RulesError, UnknownAction
from engine.paopaosha import GAME
from engine.paopaosha.actions import ACTIONS

REF = Referee(GAME)
VALUES = {"card": [1, 26, 64, 88, 110, 0, 500], "target": [None, 0, 1, 3, 11], "seat": [0, 1, 2],
          "as": [None, "attack", "dodge", "life_book", "curse", "cake"], "via": [None, "wok", "water_gun", "reaper_blade"],
          "skill": ["bagua", "sleep"], "choice": ["hand", "done", "yes", 1, 2, 87, "command"],
          "identity": ["lord", "thief"], "character": ["pidan", "xiaodou"], "who": [0, 1], "hand": [None, [], [1, 26], [500]]}


def junk_actions(rnd, seat):
    for t, (params, _) in ACTIONS.items():
        for _ in range(3):
            action = {"type": t, "player": seat}
            for p in params:
                action[p] = rnd.choice(VALUES[p])
            yield action


def test_PPS_0_1_PPS_18_5_any_action_is_accepted_or_refused_with_a_rule():
    rnd = random.Random(5)
    for chance, players in (("client", 4), ("server", 6)):
        s, _ = REF.setup(players, {"round_limit": 4}, seed=players, chance=chance)
        for _ in range(400):
            if s["result"]:
                break
            seat = s["to_act"][0]
            for action in junk_actions(rnd, seat):
                try:
                    REF.apply(s, action)
                except (RulesError, MalformedAction, UnknownAction) as error:
                    assert getattr(error, "rule", "PPS-0.1") in GAME.rule_summaries() or error.rule is None
            s, _ = REF.apply(s, rnd.choice(REF.legal_moves(s)["moves"]))
