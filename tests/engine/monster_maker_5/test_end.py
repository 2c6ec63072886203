"""MM-13 and MM-14: end of the game and scoring."""
from engine.monster_maker_5 import GAME
from engine.monster_maker_5.scoring import score

from .helpers import A, B, C, D, act, make

DAGGERS = [f"P{i}" for i in range(1, 8)] + [f"G{i}" for i in range(1, 8)]


def play_quiet_turn(s, card):
    p = s["active"]
    act(s, "draw", p)
    GAME.apply(s, {"type": "draw_card", "player": "chance", "card": card})
    act(s, "choose_side", p, option="keep", side=None, cards=[])
    act(s, "pass", p)


def test_EC_04_MM_13_1_MM_13_2_countdown_exact_end():
    for trigger_seat, expected in ((C, [C, D, A, B, C, D, A, B]), (B, [B, C, D, A, B, C, D, A])):
        fields = {A: ["P1", "P2", "P3", "G1", "G2"], D: ["P4", "P5", "P6", "P7", "G3", "G4", "G5", "G6"]}
        deck = ["G7", "W1", "W2", "W3", "W4", "W5", "W6", "M1", "M2", "M3"]
        s = make(fields=fields, deck=deck, active=trigger_seat, phase="draw")
        assert s["countdown"] == 0
        seen = []
        play_quiet_turn(s, "G7")
        seen.append(trigger_seat)
        while s["result"] is None:
            seen.append(s["active"])
            play_quiet_turn(s, s["deck"][-1])
        assert seen == expected
        assert s["result"]["reason"] == "countdown_over"
        assert s["result"]["message"].startswith("Game over: countdown turn 8 has ended (MM-13.2)")


def test_MM_13_1_trigger_reached_when_last_dagger_appears_in_dungeon():
    fields = {A: ["P1", "P2", "P3", "G1", "G2", "G7"], B: ["O1"], D: ["P5", "P6", "P7", "G3", "G4", "G5", "G6"]}
    s = make(fields=fields, deck=["P4", "W1"], active=B, phase="draw")
    act(s, "draw", B)
    events = GAME.apply(s, {"type": "draw_card", "player": "chance", "card": "P4"})
    assert s["dungeon"]["prisoners"] == ["P4"] and s["countdown"] == 1
    assert events[-1]["type"] == "countdown"


def test_EC_06_MM_13_4_deck_exhaustion():
    fields = {A: ["P1", "P2", "P3", "G1", "G2", "G7"], D: ["P4", "P5", "P6", "P7", "G3", "G4", "G5", "G6"]}
    s = make(fields=fields, deck=["W1"], active=D, phase="draw", countdown=2)
    play_quiet_turn(s, "W1")
    assert s["phase"] == "over" and s["active"] == A and s["deck"] == []
    assert s["result"]["reason"] == "deck_empty"
    assert s["result"]["message"].startswith("Game over: the deck is empty when a draw is required (MM-13.4)")
    assert GAME.to_act(s) == []


def test_MM_13_4_option_off_skips_the_draw():
    fields = {A: ["P1", "P2", "P3", "G1", "G2", "G7"], D: ["P4", "P5", "P6", "P7", "G3", "G4", "G5", "G6"]}
    s = make(fields=fields, deck=["W1"], active=D, phase="draw", countdown=2,
             options={"deck_exhaustion_ends_game": "off"})
    play_quiet_turn(s, "W1")
    assert s["phase"] == "side" and s["active"] == A and s["countdown"] == 3
    for _ in range(6):
        assert s["phase"] == "side"
        act(s, "choose_side", s["active"], option="keep", side=None, cards=[])
        act(s, "pass", s["active"])
    assert s["phase"] == "over" and s["result"]["reason"] == "countdown_over"


def test_MM_13_5_all_gems_with_one_player_does_not_end_the_game():
    s = make(fields={A: ["W1"] + [f"G{i}" for i in range(1, 8)]})
    act(s, "pass", A)
    assert s["phase"] == "draw" and s["result"] is None


def test_MM_13_6_MM_13_7_random_games_end_with_every_gem_in_a_field():
    from engine.core import Referee
    import random
    ref = Referee(GAME)
    for seed in range(6):
        state, _ = ref.setup(2 + seed, {}, seed=seed)
        rnd = random.Random(seed)
        while state["result"] is None:
            state, _ = ref.apply(state, rnd.choice(ref.legal_moves(state)["moves"]))
        gems = [c for seat in state["seats"] for c in seat["field"] if c.startswith("G") and not c.startswith("GK")]
        assert sorted(gems) == sorted(f"G{i}" for i in range(1, 8))


def ended(fields, players=4, **opts):
    s = make(players=players, fields=fields, options=opts)
    return score(s, "deck_empty")


def test_EC_41_MM_14_1_to_MM_14_3_basic_scoring_and_neutral_gems():
    r = ended({A: ["P1", "P2", "G1", "G3", "G4"], B: ["W1", "G2"], C: ["QD", "G5", "G6"], D: ["G7"]},
              )
    assert r["winners"] == [A] and r["scores"] == {"0": 3, "1": 1, "2": 2, "3": 1}
    assert "Light wins 4 gems to 2" in r["message"]


def test_EC_41_MM_14_7_ranking_places():
    r = ended({A: ["P1", "P2", "G1", "G3", "G4"], B: ["W1", "G2"], C: ["QD", "G5", "G6"], D: ["G7"]})
    assert r["ranking"] == [[A], [C], [B, D]]


def test_EC_42_MM_14_4_light_tie_break():
    r = ended({A: ["P1", "P3", "G1", "G2"], B: ["P5", "W1", "G3", "G4"], C: ["QD", "G5", "G6"], D: ["O1", "G7"]})
    assert r["winners"] == [A]


def test_MM_14_4_light_tie_break_shared():
    r = ended({A: ["P1", "P3", "G1", "G2"], B: ["P5", "P6", "G3", "G4"], C: ["P7", "G5", "G6"], D: ["O1", "G7"]})
    assert r["winners"] == [A, B] and r["ranking"][0] == [A, B]


def test_EC_43_MM_14_4_dark_tie_break_and_shared_victory():
    r = ended({A: ["GK1", "O1", "G1", "G2"], B: ["GK2", "MN1", "G3", "G4"], C: ["P5", "G5"], D: ["G6", "G7"]})
    assert r["winners"] == [A, B]
    r = ended({A: ["GK1", "O1", "G1", "G2"], B: ["QD", "MN1", "G3", "G4"], C: ["P5", "G5"], D: ["G6", "G7"]})
    assert r["winners"] == [B]


def test_EC_44_MM_14_5_MM_14_6_equal_side_totals():
    fields = {A: ["P1", "G1", "G2", "G3"], B: ["QD", "G4", "G5"], C: ["O1", "G6"], D: ["G7"]}
    assert ended(fields)["winners"] == [A]
    variant = {A: ["P1", "G1", "G2", "G3"], B: ["QD", "G4", "G5", "G6"], C: ["O1"], D: ["G7"]}
    r = ended(variant)
    assert r["winners"] == [A, B]
    for f in (fields, variant):
        r = ended(f, side_tie="draw")
        assert r["winners"] == [] and "no winner" in r["message"]


def test_MM_14_5_equal_totals_top_tie_across_sides_is_shared():
    r = ended({A: ["P1", "P2", "G1", "G2"], B: ["P3", "G3"], C: ["O1", "G4", "G5"], D: ["O2", "G6"], 4: ["G7"]},
              players=5)
    assert r["winners"] == [A, C] and "tied 3 to 3" in r["message"]


def test_MM_14_5_equal_totals_same_side_top_tie_uses_that_side_tie_break():
    import copy
    from engine.monster_maker_5.cards import DEFAULT_TABLE_DATA
    table = copy.deepcopy(DEFAULT_TABLE_DATA)
    table["cards"].append({"id": "G8", "class": "gem"})
    fields = {A: ["P1", "P2", "G1", "G2"], B: ["P3", "G3", "G4"], C: ["O1", "G5"], D: ["O2", "G6"], 4: ["O3", "G7"],
              5: ["O4", "G8"]}
    s = make(players=6, fields=fields, options={"card_table": table})
    r = score(s, "deck_empty")
    assert r["winners"] == [A] and r["ranking"] == [[A], [B], [C, D, 4, 5]]


def test_MM_14_2_neutral_gems_count_for_no_side():
    r = ended({A: ["W1", "G1"], B: ["O1", "G2"], C: ["G3", "G4", "G5", "G6", "G7"]})
    # Light 1, Dark 1: a side tie; C (Neutral) holds the most gems overall and wins (MM-14.5).
    assert "tied 1 to 1" in r["message"] and r["winners"] == [C]
    r = ended({A: ["W1", "G1", "G2"], B: ["O1", "G3"], C: ["G4", "G5", "G6", "G7"]})
    assert "Light wins 2 gems to 1" in r["message"] and r["winners"] == [A]
