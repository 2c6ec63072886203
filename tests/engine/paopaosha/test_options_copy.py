"""A loaded state's options (PPS-4.1) are a copy of the options kept per options value (engine/core/options_memo.py):
rules.options_copy copies only the options that hold lists or objects, and must give what copy_json gave, sharing no
list or object with what is kept, so that a state's edits never reach the next state of the same options."""
import json

import pytest

from engine.core import Referee
from engine.core.json_copy import copy_json
from engine.paopaosha import GAME, rules

DECK = [{"kind": "attack", "suit": "spade", "rank": "A"}] * 20 + [{"kind": "dodge", "suit": "heart", "rank": "2"}] * 20
OPTION_SETS = [{}, {"mode": "boss"}, {"deck": DECK, "god_cards": False}, {"character_pool": ["pidan", "laopi"]},
               {"identities": ["lord", "minister", "bandit", "thief"],
                "characters": ["pidan", "laopi", "xiaopi", "heiniu"],
                "hands": [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]}]


def containers(value):
    if isinstance(value, (list, dict)):
        yield value
        for item in value.values() if isinstance(value, dict) else value:
            yield from containers(item)


@pytest.mark.parametrize("options", OPTION_SETS)
def test_PPS_4_1_a_states_options_are_copy_json_of_the_kept_options_sharing_nothing_with_them(options):
    state, _ = Referee(GAME).setup(4, json.loads(json.dumps(options)), seed=1)
    body = {key: value for key, value in state.items() if key not in ("game", "version", "chance", "rng")}
    loaded = GAME.load(json.loads(json.dumps(body)))
    kept, _, names = rules._STATE_OPTIONS(4, body["options"])
    assert loaded["options"] == copy_json(kept) == body["options"]
    assert list(loaded["options"]) == list(copy_json(kept))
    kept_ids = {id(part) for part in containers(kept)}
    assert not kept_ids & {id(part) for part in containers(loaded["options"])}
    assert set(names) == {key for key, value in kept.items() if isinstance(value, (list, dict))}
