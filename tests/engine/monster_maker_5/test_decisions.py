"""MM-15 to MM-18: decisions, chance, hidden information and options."""
import json

import pytest

from engine.core import Referee
from engine.core.errors import IllegalMove, InvalidSetup, MalformedAction, NotYourTurn
from engine.monster_maker_5 import GAME
from engine.monster_maker_5.rules import legal_moves

from .helpers import A, B, C, D, act, declare, make, roll, who
from tests.support.real_parts import missing_part

REF = Referee(GAME)


def envelope(s, chance="client"):
    return {"game": GAME.id, "version": 1, "chance": chance, "rng": None, **GAME.dump(s)}


def test_MM_15_1_turn_decisions_are_offered_in_their_steps():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["W2"]}, phase="draw")
    assert legal_moves(s, A) == [{"type": "draw", "player": A}]
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["W2"]}, phase="action")
    assert [m["type"] for m in legal_moves(s, A)] == ["attack", "deploy", "pass"]


def test_MM_15_2_battle_decisions_out_of_turn():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={B: ["O2"]})
    act(s, "attack", A, target=B)
    assert GAME.to_act(s) == [B] and [m["type"] for m in legal_moves(s, B)] == ["commit_reinforcements"] * 2
    assert legal_moves(s, A) == []


def test_MM_15_3_MM_15_4_one_decider_at_a_time_and_chance_for_dice():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["FB1"], B: ["O2"], C: ["W2"], D: ["O3"]})
    act(s, "attack", A, target=B)
    order = []
    while s["battle"]["step"] != "initiative":
        step, p = s["battle"]["step"], who(s)
        order.append((step, p))
        if step == "commit":
            act(s, "commit_reinforcements", p, cards=[])
        elif step == "spell":
            act(s, "place_spell", p, card="FB1" if p == A else None)
        elif step == "help":
            act(s, "decline", p)
        elif step == "target":
            act(s, "choose_spell_target", p, spell="FB1", target="O1")
        elif step == "roll":
            roll(s, 1, 1)
    # C and D are Neutral (empty fields), so both are asked on both sides, from A's left.
    assert order == [("commit", A), ("spell", A), ("help", C), ("help", D), ("commit", B), ("spell", B),
                     ("help", C), ("help", D), ("target", A), ("roll", "chance")]


def test_MM_15_4_principal_with_empty_hand_is_not_asked():
    s = make(fields={A: ["W1"], B: ["O1"]})
    act(s, "attack", A, target=B)
    assert s["battle"]["step"] == "initiative"


def test_MM_15_4_server_mode_never_shows_chance():
    data, _ = REF.setup(4, {}, seed=3)
    assert data["to_act"] != ["chance"] and data["rng"]["algorithm"] == "splitmix64"
    moves = REF.legal_moves(data)
    data, events = REF.apply(data, moves["moves"][0])
    assert data["to_act"] != ["chance"] and any(e["type"] == "drew" for e in events)


def test_MM_16_1_reported_outcome_must_be_possible():
    s = make(fields={A: ["W1"], B: ["O1"]})
    act(s, "attack", A, target=B)
    data = envelope(s)
    with pytest.raises(IllegalMove) as error:
        REF.apply(data, {"type": "roll", "player": "chance", "face": 7})
    assert error.value.rule == "MM-16.1"
    with pytest.raises(IllegalMove) as error:
        REF.apply(data, {"type": "draw_card", "player": "chance", "card": "W2"})
    assert error.value.rule == "MM-16.1"
    server, _ = REF.setup(2, {}, seed=1)
    with pytest.raises(IllegalMove) as error:
        GAME.apply(make(fields={A: ["W1"]}), {"type": "roll", "player": "chance", "face": 3})
    assert error.value.rule == "MM-16.1"


def test_MM_16_2_outcome_spaces():
    s = GAME.new_game(3, {})
    assert len(GAME.chance_outcomes(s)) == 60 and GAME.chance_outcomes(s)[0].action == \
        {"type": "deal", "player": "chance", "card": "P1"}
    daggers = [f"P{i}" for i in range(1, 8)] + [f"G{i}" for i in range(1, 8)]
    s = make(fields={A: ["W1"] + daggers, B: ["O1"]}, phase="draw", deck=["W2", "FB1"], countdown=1)
    act(s, "draw", A)
    assert [o.action["card"] for o in GAME.chance_outcomes(s)] == ["W2", "FB1"]
    s = make(fields={A: ["W1"], B: ["O1"]})
    act(s, "attack", A, target=B)
    assert [o.action["face"] for o in GAME.chance_outcomes(s)] == [1, 2, 3, 4, 5, 6]
    roll(s, 6, 1)
    declare(s, "W1", "O1", "physical")
    assert len(GAME.chance_outcomes(s)) == 6 and s["battle"]["roll"]["dice"] == 2


def test_MM_16_3_no_other_randomness_and_deck_is_unordered():
    s = make(fields={A: ["W1"]}, phase="draw")
    assert s["deck"] == sorted(s["deck"], key=lambda c: s["_t"].cards[c].index)
    act(s, "draw", A)
    outcomes = GAME.chance_outcomes(s)
    assert all(o.weight == 1 for o in outcomes) and len(outcomes) == s["deck_size"]


def test_MM_17_1_view_hides_deck_hands_and_face_down_spells():
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["FB1"], B: ["O2", "SL"]})
    view = GAME.view(s, A)
    assert view["deck"] is None and view["deck_size"] == s["deck_size"]
    assert view["seats"][A]["hand"] == ["FB1"] and view["seats"][B]["hand"] is None
    assert view["seats"][B]["hand_size"] == 2 and view["seats"][B]["field"] == ["O1"]
    spectator = GAME.view(s, None)
    assert all(seat["hand"] is None for seat in spectator["seats"])
    act(s, "attack", A, target=B)
    act(s, "commit_reinforcements", A, cards=[])
    act(s, "place_spell", A, card="FB1")
    assert GAME.view(s, B)["battle"]["spells"][0]["card"] is None
    text = json.dumps(GAME.view(s, B))
    assert "FB1" not in text
    data = REF.view(envelope(s), B)
    assert "rng" not in data and data["seats"][A]["hand"] is None


def test_MM_17_1_events_show_secrets_only_to_the_owner():
    s = make(fields={A: ["W1"]}, phase="draw")
    act(s, "draw", A)
    events = GAME.apply(s, {"type": "draw_card", "player": "chance", "card": "FB1"})
    assert [e["visible_to"] for e in events] == ["all", [A]] and "FB1" not in events[0]["message"]


def test_MM_18_1_options_defaults_and_errors():
    s = GAME.new_game(4, {})
    assert s["options"] == {"first_player": "random", "card_table": "default", "deck_exhaustion_ends_game": "on",
                            "side_tie": "most_gems"}
    for options, rule in (({"side_tie": "coin"}, "MM-14.5"), ({"deck_exhaustion_ends_game": True}, "MM-13.4"),
                          ({"first_player": "left"}, "MM-2.7"), ({"card_table": []}, "MM-1.12"),
                          ({"dice": "engine"}, "MM-18.1")):
        with pytest.raises(InvalidSetup) as error:
            GAME.new_game(4, options)
        assert error.value.rule == rule


def test_MM_18_2_hand_limit_is_not_an_option():
    with pytest.raises(InvalidSetup) as error:
        GAME.new_game(4, {"hand_limit": 7})
    assert error.value.rule == "MM-18.1"


def test_referee_checks_turn_and_game_over():
    s = make(fields={A: ["W1"]})
    with pytest.raises(NotYourTurn) as error:
        REF.apply(envelope(s), {"type": "pass", "player": B})
    assert error.value.rule == "MM-15.4"
    with pytest.raises(MalformedAction):
        REF.apply(envelope(s), {"type": "pass", "player": A, "extra": 1})
    with pytest.raises(MalformedAction):
        REF.apply(envelope(s), {"type": "attack", "player": A})


def test_rule_summaries_cover_every_rule_id():
    import pathlib
    import re
    spec = pathlib.Path(__file__).resolve().parents[4] / "shared" / "rules" / "monster-maker-5.md"
    if not spec.exists():
        missing_part(f"the specification {spec} is not beside this checkout")
    ids = set(re.findall(r"(?:\*\*|^#+ )(MM-\d+(?:\.\d+)+)", spec.read_text(), re.M))
    assert ids <= set(GAME.rule_summaries())


def test_every_cited_rule_is_summarised():
    import pathlib
    import re
    source = "".join(p.read_text() for p in pathlib.Path("engine/monster_maker_5").glob("*.py"))
    cited = set(re.findall(r'"(MM-\d+\.\d+)"', source))
    assert cited <= set(GAME.rule_summaries()), cited - set(GAME.rule_summaries())
