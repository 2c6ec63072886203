"""GET /v1/games/{game} states every rule a client may be shown: every rule ID the engine's code can cite,
and every rule ID of the game's specification, each with a statement in the project's own words."""
import pathlib
import re
import sys

import pytest

from engine.registry import GAMES
from tests.support.real_parts import missing_part

# A sub-item such as MM-11.3(a) is an ID of its own (MM spec, "How to read this document").
RULE_ID = re.compile(r"""["']((?:MR|SLAP|MM|PPS)-\d+(?:\.\d+)*(?:\([a-z]\))?)["']""")
SPECS = pathlib.Path(__file__).resolve().parents[2].parent / "shared" / "rules"
SPEC_OF = {"monster-run": ("monster-run", "MR"), "monster-run-slap": ("monster-run", "SLAP"),
           "monster-maker-5": ("monster-maker-5", "MM"), "paopaosha": ("paopaosha", "PPS")}


def described(game):
    return {rule["id"]: rule["summary"] for rule in game.describe()["rules"]}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_id_the_engine_can_cite_is_stated(game_id):
    game = GAMES[game_id]
    package = pathlib.Path(sys.modules[type(game).__module__].__file__).parent
    cited = {rule for path in package.rglob("*.py") for rule in RULE_ID.findall(path.read_text(encoding="utf-8"))}
    assert cited, f"{game_id} cites no rule"
    missing = sorted(cited - set(described(game)))
    assert not missing, f"{game_id} can cite rules it does not state: {missing}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_rule_of_the_specification_is_stated_in_a_sentence(game_id):
    spec_name, prefix = SPEC_OF[game_id]
    spec = SPECS / f"{spec_name}.md"
    if not spec.exists():
        missing_part(f"the specification {spec} is not beside this checkout")
    text = spec.read_text(encoding="utf-8")
    ids = set(re.findall(r"(?:\*\*|^#+ )(%s-\d+(?:\.\d+)+)" % prefix, text, re.M))
    statements = described(GAMES[game_id])
    assert not sorted(ids - set(statements)), f"rules without a statement: {sorted(ids - set(statements))}"
    assert all(len(summary.strip()) >= 5 for summary in statements.values())
    copied = [rule for rule, summary in statements.items() if len(summary) > 60 and summary in text]
    assert not copied, f"statements copied from the specification rather than written anew: {copied}"
