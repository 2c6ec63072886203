"""MM-0 and MM-1: conventions and the card table as data."""
import copy

import pytest

from engine.core import Referee
from engine.core.errors import InvalidSetup
from engine.monster_maker_5 import GAME
from engine.monster_maker_5.cards import DEFAULT_TABLE_DATA, parse_table
from engine.monster_maker_5.state import dump

from .helpers import A, B, C, T, act, declare, field, legal, make, quiet, rejected, roll


def test_MM_1_1_default_deck_has_60_cards_and_the_dungeon_apart():
    counts = {}
    for cid in T.deck:
        counts[T.cards[cid].cls] = counts.get(T.cards[cid].cls, 0) + 1
    assert len(T.deck) == 60 and T.dungeon == "DG" and "DG" not in T.deck
    assert counts == {"paladin": 7, "gem": 7, "warrior": 6, "mage": 5, "thief": 5, "orc": 6, "monster": 5,
                      "dark_sorcerer": 3, "dark_knight": 3, "great_dark_knight": 2, "queen": 1, "spell": 10}


def test_MM_1_2_MM_0_3_values_are_dice_expressions_and_defences():
    # MM-0.1 glossary classes, MM-0.3 nD+m: P1 is 3D/9 physical, 1D+2/7 magic.
    assert T.cards["P1"].stats == ((3, 0, 9), (1, 2, 7))


def test_MM_1_3_paladins_pair_with_gems():
    assert [T.cards[f"P{i}"].gem for i in range(1, 8)] == [f"G{i}" for i in range(1, 8)]
    assert T.cards["P5"].stats == ((2, 1, 9), (2, 1, 9))


def test_MM_1_4_warriors_and_mages():
    assert T.cards["W6"].stats == ((2, 0, 7), (1, 0, 5))
    assert T.cards["M5"].stats == ((1, 0, 5), (2, 0, 7))


def test_MM_1_5_thief_numbers():
    assert [(T.cards[f"T{i}"].steal, T.cards[f"T{i}"].rescue) for i in range(1, 6)] == \
        [(5, 4), (5, 4), (4, 5), (4, 5), (6, 3)]


def test_MM_1_6_dark_army_ranks_and_values():
    assert [T.cards[c].rank for c in ("O1", "MN1", "DS1", "DK1", "GK1", "QD")] == [1, 1, 2, 2, 3, 4]
    assert T.cards["QD"].stats == ((3, 0, 10), (3, 0, 10))
    assert T.cards["DK3"].stats == ((2, 1, 8), (1, 1, 6))


def test_MM_1_7_MM_3_7_dungeon_is_dark_rank_5():
    dg = T.cards["DG"]
    assert dg.rank == 5 and dg.stats == ((2, 1, 10), (2, 1, 10))


def test_MM_1_8_spells():
    kinds = [(c, T.cards[c].spell, T.cards[c].attack, T.cards[c].bonus) for c in T.deck if T.cards[c].cls == "spell"]
    assert kinds == [("HL1", "holy_light", (3, 0), 0), ("HL2", "holy_light", (3, 0), 0),
                     ("FB1", "fireball", (2, 1), 0), ("FB2", "fireball", (2, 1), 0),
                     ("TS", "thunderstorm", (1, 1), 0), ("PR1", "protection", None, 2),
                     ("PR2", "protection", None, 2), ("HA", "haste", None, 0), ("SL", "sleep", None, 0),
                     ("DP", "dispel", None, 0)]


def test_MM_1_9_canonical_order():
    assert T.order(["DG", "QD", "P1", "HL1", "O2", "G7"]) == ["P1", "G7", "O2", "QD", "HL1", "DG"]
    assert list(T.deck[:3]) == ["P1", "P2", "P3"] and T.deck[-1] == "DP"


def test_MM_1_9_cards_in_any_order_are_taken_in_canonical_order():
    # A table reports cards in the order people pick them: the same set in another order is the listed move.
    listed, permuted = (make(fields={A: ["W1"], B: ["O4"]}, hands={A: ["W3", "W2", "M1"]}, phase="action")
                        for _ in range(2))
    assert not legal(permuted, "deploy", A, cards=["W3", "W2"]) and legal(listed, "deploy", A, cards=["W2", "W3"])
    events = act(permuted, "deploy", A, cards=["W3", "W2"])
    assert events == act(listed, "deploy", A, cards=["W2", "W3"])
    assert events[0]["cards"] == ["W2", "W3"] and field(permuted, A) == ["W1", "W2", "W3"]
    assert dump(permuted, GAME.to_act(permuted)) == dump(listed, GAME.to_act(listed))


def test_MM_1_9_a_card_named_twice_is_refused():
    s = make(fields={A: ["W1"], B: ["O4"]}, hands={A: ["W3", "W2"]}, phase="action")
    assert rejected(s, "deploy", A, cards=["W3", "W2", "W3"]) == "MM-1.9"
    assert rejected(s, "deploy", A, cards=["W2", "X9"]) == "MM-1.9"


def test_MM_1_11_thieves_gems_spells_are_not_characters():
    assert [T.cards[c].side for c in ("T1", "G1", "FB1", "DG")] == [None, None, None, None]
    assert [T.cards[c].side for c in ("P1", "W1", "M1", "O1", "QD")] == ["light"] * 3 + ["dark"] * 2


def _replacement():
    table = copy.deepcopy(DEFAULT_TABLE_DATA)
    for card in table["cards"]:
        if card["id"].startswith("W"):
            card["physical"] = {"attack": "3D+1", "defence": 8}
    return table


def test_MM_1_10_setup_accepts_a_replacement_table_and_uses_its_values():
    table = _replacement()
    ref = Referee(GAME)
    state, _ = ref.setup(4, {"card_table": table, "first_player": 0}, chance="client")
    assert state["options"]["card_table"] == table
    s = make(fields={A: ["W1"], B: ["MN1"]}, options={"card_table": table})
    act(s, "attack", A, target=B)
    quiet(s)
    roll(s, 6, 1)
    events = declare(s, "W1", "MN1", "physical")
    assert s["battle"]["roll"]["dice"] == 3 and s["battle"]["roll"]["modifier"] == 1
    assert "3D+1 against 7" in events[0]["message"]


@pytest.mark.parametrize("mutate, message", [
    (lambda t: t["cards"].__delitem__(slice(14, 54)), "players need at least 21"),
    (lambda t: [c.update(gem="G1") for c in t["cards"] if c["id"] == "P2"], "no gem may be the pair of two"),
    (lambda t: [c.update(gem="X9") for c in t["cards"] if c["id"] == "P2"], "must name a gem"),
    (lambda t: [c.__setitem__("magic", {"attack": "0D+3", "defence": 5}) for c in t["cards"] if c["id"] == "W1"],
     "at least one die"),
    (lambda t: [c.__delitem__("magic") for c in t["cards"] if c["id"] == "W1"], "must have exactly the fields"),
    (lambda t: [c.__setitem__("physical", {"attack": "2D", "defence": 7.5}) for c in t["cards"]
                if c["id"] == "W1"], "defence must be an integer"),
    (lambda t: t["dungeon"].__setitem__("id", "W1"), "must not be in the deck"),
    (lambda t: t.__setitem__("cards", [c for c in t["cards"] if c["class"] != "paladin"]), "at least one paladin"),
    (lambda t: t["cards"].append(dict(t["cards"][0])), "appears twice"),
])
def test_MM_1_12_replacement_tables_are_checked(mutate, message):
    table = _replacement()
    mutate(table)
    with pytest.raises(InvalidSetup) as error:
        GAME.new_game(4, {"card_table": table})
    assert error.value.rule == "MM-1.12" and message in error.value.detail


def test_MM_1_12_small_table_is_fine_for_fewer_players():
    table = copy.deepcopy(DEFAULT_TABLE_DATA)
    table["cards"] = [c for c in table["cards"] if c["id"] in
                      {"P1", "G1", "W1", "W2", "M1", "O1", "O2", "MN1", "T1", "FB1", "HL1"}]
    assert len(parse_table(table, 2).deck) == 11
    with pytest.raises(InvalidSetup):
        parse_table(table, 3)


def test_MM_0_2_api_seats_from_zero_and_clockwise():
    s = make(fields={A: ["W1"]}, phase="action", active=3)
    act(s, "pass", 3)
    assert s["active"] == 0 and s["phase"] == "draw"


def test_MM_0_4_MM_0_5_dungeon_card_is_a_combatant_not_a_character():
    s = make(fields={A: ["W1", "P2"]}, prisoners=["P4"], phase="action")
    act(s, "rescue", A)
    from engine.monster_maker_5 import battle
    assert battle.force(s, "defend") == ["DG"] and s["dungeon"]["prisoners"] == ["P4"]


def test_MM_0_1_glossary_classes_map_to_sides():
    light = {T.cards[c].cls for c in T.deck if T.cards[c].side == "light"}
    dark = {T.cards[c].cls for c in T.deck if T.cards[c].side == "dark"}
    assert light == {"paladin", "warrior", "mage"}
    assert dark == {"orc", "monster", "dark_sorcerer", "dark_knight", "great_dark_knight", "queen"}
    assert T.daggers == frozenset(f"{k}{i}" for k in "PG" for i in range(1, 8))


def test_MM_3_7_dungeon_force_is_dark_for_help_and_targeting():
    from engine.monster_maker_5 import battle
    s = make(fields={A: ["W1"]}, prisoners=["P4"], guards=["QD"])
    act(s, "rescue", A)
    assert battle.force_side(s, "defend") == "dark" and battle.legal_targets(s, "defend") == ["QD"]


def test_default_moves_pass_decline_or_first():
    from engine.monster_maker_5.rules import default_move
    s = make(fields={A: ["W1"], B: ["O1"]}, hands={A: ["W2"], C: ["W3"]})
    assert default_move(s, A) == {"type": "pass", "player": A}
    act(s, "attack", A, target=B)
    assert default_move(s, A) == {"type": "commit_reinforcements", "player": A, "cards": []}
    act(s, "commit_reinforcements", A, cards=[])
    assert default_move(s, A) == {"type": "place_spell", "player": A, "card": None}
    act(s, "place_spell", A, card=None)
    assert default_move(s, C) == {"type": "decline", "player": C}
