"""MM-7: reinforcement by other players."""
from engine.monster_maker_5 import battle
from engine.monster_maker_5.rules import legal_moves

from .helpers import A, B, C, D, act, declare, field, make, quiet, rejected, roll, side, who


def test_MM_7_1_every_non_principal_may_help():
    s = make(fields={A: ["W1"], B: ["O1"]})
    act(s, "attack", A, target=B)
    assert battle.helper_order(s) == [C, D]
    s = make(fields={A: ["W1"], C: ["O1"]}, prisoners=["P4"])
    act(s, "rescue", A)
    assert battle.helper_order(s) == [B, C, D] and s["battle"]["keeper"] == C


def test_EC_22_MM_10_5_MM_7_4_holy_light_restriction():
    s = make(fields={B: ["O1"], A: ["W1"]}, hands={B: ["HL1"], A: ["HL2"], C: ["W4", "FB1"]},
             active=B)
    act(s, "attack", B, target=A)
    act(s, "commit_reinforcements", B, cards=[])
    assert rejected(s, "place_spell", B, card="HL1") == "MM-10.5"
    act(s, "place_spell", B, card=None)
    # R1.2: C is Neutral and may help B with nothing Dark; C declines.
    assert who(s) == C
    act(s, "decline", C)
    act(s, "commit_reinforcements", A, cards=[])
    assert {"type": "place_spell", "player": A, "card": "HL2"} in legal_moves(s, A)
    act(s, "place_spell", A, card="HL2")
    assert who(s) == C
    s["seats"][C]["hand"] = ["W4", "HL1"]
    s["seats"][B]["hand"] = []
    assert rejected(s, "help", C, recipient=A, cards=["W4"], spell="HL1") == "MM-10.5"
    s["seats"][C]["hand"] = ["W4", "FB1"]
    act(s, "help", C, recipient=A, cards=["W4"], spell="FB1")
    assert field(s, A) == ["W1", "W4"] and side(s, C) == "neutral"


def test_EC_28_MM_7_2_to_MM_7_6_helper_eligibility_and_order():
    s = make(fields={A: ["W1"], B: ["MN1"], C: ["DK2"]}, hands={C: ["O5", "PR1"], D: ["O6"]})
    act(s, "attack", A, target=B)
    # A has an empty hand: R1.1 is skipped. R1.2: C (Dark) is skipped, D is asked.
    assert who(s) == D and s["battle"]["stage"] == "attack"
    assert rejected(s, "help", C, recipient=A, cards=[], spell="PR1") == "MM-7.3"
    act(s, "decline", D)
    # B has an empty hand: R1.3 skipped. R1.4: C then D.
    assert who(s) == C and s["battle"]["stage"] == "defend"
    assert {"type": "help", "player": C, "recipient": B, "cards": ["O5"], "spell": "PR1"} in legal_moves(s, C)
    act(s, "help", C, recipient=B, cards=["O5"], spell="PR1")
    assert who(s) == D
    act(s, "help", D, recipient=B, cards=["O6"], spell=None)
    assert field(s, B) == ["O5", "O6", "MN1"] and s["battle"]["protection"]["defend"] == 2


def test_MM_7_5_helper_of_the_attacker_is_barred_from_the_defence():
    s = make(fields={A: ["W1"], B: ["MN1"]}, hands={D: ["W5", "O6"]})
    act(s, "attack", A, target=B)
    assert who(s) == D
    act(s, "help", D, recipient=A, cards=["W5"], spell=None)
    assert s["battle"]["helped"] == [D] and s["battle"]["step"] == "initiative"
    s["battle"]["step"], s["battle"]["stage"], s["battle"]["asked"] = "help", "defend", D
    assert rejected(s, "help", D, recipient=B, cards=["O6"], spell=None) == "MM-7.5"


def test_EC_29_MM_6_5_MM_6_14_principal_reinforces_in_a_later_round():
    s = make(fields={A: ["O1"], B: ["W1"]}, hands={A: ["O2", "O3", "W2"]})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    declare(s, "O1", "W1", "magic")
    roll(s, 1)
    declare(s, "W1", "O1", "physical")
    roll(s, 1, 1)
    assert s["battle"]["round"] == 2 and who(s) == A
    assert rejected(s, "commit_reinforcements", A, cards=["W2"]) == "MM-6.5"
    act(s, "commit_reinforcements", A, cards=["O2", "O3"])
    quiet(s)
    roll(s, 6, 1)
    declare(s, "O2", "W1", "physical")
    assert s["battle"]["roll"]["dice"] == 3


def test_EC_45_MM_7_6_MM_6_19_reinforcements_stay_with_the_recipient():
    s = make(fields={A: ["O1"], B: ["W1"]}, hands={D: ["M3"]})
    act(s, "attack", A, target=B)
    assert who(s) == D and s["battle"]["stage"] == "attack"
    act(s, "decline", D)
    assert who(s) == D and s["battle"]["stage"] == "defend"
    act(s, "help", D, recipient=B, cards=["M3"], spell=None)
    assert field(s, B) == ["W1", "M3"] and side(s, D) == "neutral"
    roll(s, 1, 6)
    declare(s, "W1", "O1", "magic")
    roll(s, 4)
    assert s["battle"] is None and field(s, B) == ["W1", "M3"] and side(s, D) == "neutral"


def test_EC_47_MM_7_2_MM_15_4_who_is_asked_during_reinforcement():
    s = make(fields={A: ["W1"], B: ["MN1"], C: ["P3"], D: ["O1"]}, hands={A: ["FB1"], B: ["O2"], D: ["O5", "SL"]})
    act(s, "attack", A, target=B)
    assert who(s) == A and s["battle"]["step"] == "commit"
    assert [m["cards"] for m in legal_moves(s, A)] == [[]]
    act(s, "commit_reinforcements", A, cards=[])
    assert who(s) == A and s["battle"]["step"] == "spell"
    act(s, "place_spell", A, card=None)
    # R1.2: C skipped (empty hand), D skipped (Dark); R1.3: B.
    assert who(s) == B and s["battle"]["step"] == "commit"
    act(s, "commit_reinforcements", B, cards=["O2"])
    # B's hand is now empty: D-09 is not asked. R1.4: D.
    assert who(s) == D and s["battle"]["step"] == "help"
    helps = [(m["cards"], m["spell"]) for m in legal_moves(s, D) if m["type"] == "help"]
    assert helps == [([], "SL"), (["O5"], None), (["O5"], "SL")]
    assert legal_moves(s, D)[0] == {"type": "decline", "player": D}


def test_MM_7_7_helping_never_changes_the_helper_side():
    s = make(fields={A: ["W1"], B: ["MN1"], C: ["M1"]}, hands={C: ["W2"]})
    act(s, "attack", A, target=B)
    act(s, "help", C, recipient=A, cards=["W2"], spell=None)
    assert side(s, C) == "light" and field(s, C) == ["M1"] and field(s, A) == ["W1", "W2"]


def test_MM_7_3_referee_tells_a_barred_helper_why_not_only_that_they_were_not_asked():
    from engine.core import NotYourTurn, Referee
    from engine.monster_maker_5 import GAME
    s = make(fields={A: ["W1"], B: ["MN1"], C: ["DK2"]}, hands={C: ["O5", "PR1"], D: ["O6"]})
    act(s, "attack", A, target=B)
    assert who(s) == D
    data = {"game": GAME.id, "version": GAME.version, "chance": "client", "rng": None, **GAME.dump(s)}
    for action, rule in (({"type": "help", "player": C, "recipient": A, "cards": [], "spell": "PR1"}, "MM-7.3"),
                         ({"type": "decline", "player": B}, "MM-15.4")):
        try:
            Referee(GAME).apply(data, action)
        except NotYourTurn as error:
            assert error.rule == rule
        else:
            raise AssertionError(f"{action} was accepted")
