"""PPS-0, PPS-1 components, PPS-2 identities, PPS-4 setup."""
import collections

import pytest

from engine.core import InvalidSetup, Referee
from engine.paopaosha import GAME
from engine.paopaosha.cards import CHARACTERS, DEFAULT_DECK, KINDS, identity_counts
from tests.engine.paopaosha.helpers import act, rejects, scenario, use_action

SPEC_RULES = None


def test_PPS_0_1_PPS_0_2_every_rule_id_of_the_spec_has_a_summary():
    import pathlib
    import re
    text = pathlib.Path("/work/shared/rules/paopaosha.md").read_text()
    ids = set(re.findall(r"(?:\*\*|^#+ )(PPS-\d+(?:\.\d+)+)", text, re.M))
    assert ids - set(GAME.rule_summaries()) == set()


def test_PPS_0_1_errors_cite_rule_ids_that_have_summaries():
    st = scenario(4, hands={0: [26]})
    err = rejects(st, use_action(0, 26), "PPS-9.2.1")
    assert err.rule in GAME.rule_summaries()


def test_PPS_0_3_PPS_0_4_card_names_and_aliases():
    assert KINDS["attack"]["zh"] == "杀" and KINDS["duel"]["zh"] == "单挑" and KINDS["life_book"]["zh"] == "生死簿"


def test_PPS_0_5_no_tang_seng_character():
    assert all(c["zh"] != "唐僧" for c in CHARACTERS.values())


def test_PPS_0_6_blade_counter_belongs_to_the_card():
    st = scenario(4, equip={0: [88]})
    st["blade_uses"] = {"88": 1}
    from tests.engine.paopaosha.helpers import use, top
    use(st, 0, 88, 2, as_="curse", via="reaper_blade")
    top(st, 41)
    assert st["blade_uses"] == {"88": 2}


def test_PPS_3_2_1_a_skill_the_player_lacks_is_rejected():
    st = scenario(4)
    rejects(st, {"type": "use_skill", "player": 0, "skill": "sleep", "card": None, "target": None}, "PPS-3.2.1")
    rejects(st, {"type": "use_skill", "player": 0, "skill": "flying", "card": None, "target": None}, "PPS-3.2.1")


def test_PPS_1_1_PPS_1_4_default_deck_110_cards_with_suits_and_ranks():
    assert len(DEFAULT_DECK) == 110
    assert DEFAULT_DECK[48] == {"kind": "thousand_blades", "suit": "heart", "rank": "2"}
    assert DEFAULT_DECK[99] == {"kind": "bagua", "suit": "spade", "rank": "K"}
    assert sum(identity_counts(12).values()) == 12


def test_PPS_1_2_PPS_1_3_card_types_and_suits():
    types = collections.Counter(KINDS[c["kind"]]["type"] for c in DEFAULT_DECK)
    assert types == {"basic": 48, "trick": 36, "weapon": 9, "mount": 6, "armour": 2, "book": 4, "god": 5}
    assert collections.Counter(c["suit"] for c in DEFAULT_DECK) == {"spade": 28, "heart": 28, "club": 27,
                                                                    "diamond": 27}


def test_PPS_1_5_trick_counts():
    counts = collections.Counter(c["kind"] for c in DEFAULT_DECK)
    assert [counts[k] for k in ("thousand_blades", "borrowed_blade", "duel", "windfall", "negate", "demolish",
                                "snatch", "bullet_harvest")] == [1, 3, 2, 4, 2, 4, 4, 3]


def test_PPS_1_6_reduced_decks():
    for opts, size in (({"god_cards": False}, 105), ({"skill_books": False}, 106),
                       ({"god_cards": False, "skill_books": False}, 101)):
        st = GAME.new_game(4, opts)
        assert len(st["pile"]) == size
    st = GAME.new_game(4, {"god_cards": False})
    assert 106 not in st["pile"] and 105 in st["pile"]


def test_PPS_2_2_distribution_for_every_count():
    for n in range(3, 13):
        st = GAME.new_game(n, {})
        outs = GAME.chance_outcomes(st)
        counts = {o.action["identity"]: o.weight for o in outs}
        assert counts == {k: v for k, v in identity_counts(n).items() if v}


def test_PPS_2_1_PPS_2_3_lord_revealed_others_secret():
    st = GAME.new_game(4, {"identities": ["minister", "lord", "bandit", "thief"]})
    assert [s["revealed"] for s in st["seats"]] == [False, True, False, False]
    v = GAME.view(st, 0)
    assert [s["identity"] for s in v["seats"]] == ["minister", "lord", None, None]


def test_PPS_2_4_sides_lord_and_ministers_win_together():
    from tests.engine.paopaosha.test_damage_death_win import kill
    st = scenario(5, hands={0: [1]}, health={4: 1}, dead=(2, 3))
    kill(st, 0, 4)
    assert st["result"]["winners"] == [0, 1]


@pytest.mark.parametrize("players,options,rule", [
    (2, {}, "PPS-4.1"), (13, {}, "PPS-4.1"), (4, {"mode": "dragon"}, "PPS-4.1"),
    (4, {"deck": [{"kind": "attack", "suit": "spade", "rank": "A"}] * 16}, "PPS-4.3"),
    (4, {"deck": [{"kind": "cake", "suit": "spade", "rank": "A"}] * 20}, "PPS-4.1"),
    (4, {"character_pool": []}, "PPS-4.3"), (4, {"round_limit": 0}, "PPS-4.1"),
    (4, {"identities": ["lord", "lord", "bandit", "thief"]}, "PPS-2.2"),
])
def test_PPS_4_1_PPS_4_3_invalid_setup_rejected(players, options, rule):
    with pytest.raises(InvalidSetup) as info:
        GAME.new_game(players, options)
    assert info.value.rule == rule


def test_PPS_4_1_custom_deck_numbered_in_list_order():
    deck = [{"kind": "attack", "suit": "spade", "rank": "A"}] * 16
    deck += [{"kind": "water", "suit": "heart", "rank": "2"}] * 4
    st = GAME.new_game(4, {"deck": deck, "identities": ["lord", "minister", "bandit", "thief"],
                           "characters": ["congtou", "xiaopi", "heiniu", "laopi"],
                           "hands": [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]]})
    assert st["pile"] == [17, 18, 19, 20] and st["_t"][17] == ("water", "heart", "2")
    assert st["to_act"] == ["chance"] and st["current"] == 0


def test_PPS_4_2_setup_sequence_in_client_mode():
    st = GAME.new_game(4, {})
    assert st["to_act"] == ["chance"]
    for seat, ident in enumerate(["bandit", "lord", "thief"]):
        act(st, {"type": "deal_identity", "player": "chance", "seat": seat, "identity": ident})
    assert st["seats"][3]["identity"] == "minister"            # the last card is forced
    outs = GAME.chance_outcomes(st)
    assert outs[0].action["seat"] == 1 and len(outs) == 11     # characters from the lord
    for ch in ("xiaopi", "pidan", "heiniu", "laopi"):
        act(st, {"type": "deal_character", "player": "chance",
                 "seat": GAME.chance_outcomes(st)[0].action["seat"], "character": ch})
    assert [s["health"] for s in st["seats"]] == [4, 3, 4, 4] and [s["score"] for s in st["seats"]] == [1] * 4
    for c in (1, 2, 3, 4):
        act(st, {"type": "top_card", "player": "chance", "card": c})
    assert st["seats"][1]["hand"] == [1, 2, 3, 4]
    for c in range(5, 17):
        act(st, {"type": "top_card", "player": "chance", "card": c})
    assert st["seats"][0]["hand"] == [13, 14, 15, 16] and st["current"] == 1 and st["round"] == 1
    assert len(st["pile"]) == 94


def test_PPS_4_2_choice_mode_lord_first():
    st = GAME.new_game(4, {"character_selection": "choice", "identities": ["minister", "bandit", "lord", "thief"]})
    assert st["to_act"] == [2]
    act(st, {"type": "choose_character", "player": 2, "character": "dadadou"})
    assert st["to_act"] == [3]
    assert {"type": "choose_character", "player": 3, "character": "dadadou"} not in GAME.legal_moves(st, 3)


def test_PPS_4_2_lord_bonus_health_and_doubled_pool():
    ids = ["lord", "minister", "bandit", "bandit", "thief"]
    st = GAME.new_game(5, {"lord_bonus_health": True, "identities": ids,
                           "characters": ["pidan", "xiaopi", "heiniu", "laopi", "xiaodou"]})
    assert [s["max_health"] for s in st["seats"]] == [5, 3, 4, 4, 0]
    st = GAME.new_game(12, {"character_pool": ["pidan"]})
    assert st["options"]["character_pool"] == ["pidan"]


def test_PPS_4_2_seeded_setup_is_reproducible():
    ref = Referee(GAME)
    a, _ = ref.setup(7, {}, seed=5, chance="server")
    b, _ = ref.setup(7, {}, seed=5, chance="server")
    assert a == b and sum(len(s["hand"]) for s in a["seats"]) >= 28 and a["to_act"] != ["chance"]


def test_PPS_0_1_every_rule_the_engine_can_cite_is_summarised():
    import pathlib
    import re
    cited = set()
    for path in pathlib.Path("engine/paopaosha").glob("*.py"):
        if path.name != "rule_text.py":
            cited.update(re.findall(r'"(PPS-\d+(?:\.\d+)+)"', path.read_text()))
    assert cited and cited <= set(GAME.rule_summaries())


def test_PPS_16_9_states_with_options_not_in_force_or_rounds_past_the_limit_are_invalid():
    from engine.core import InvalidState
    referee = Referee(GAME)
    state, _ = referee.setup(4, seed=3)
    for broken, problem in (({**state, "options": {}}, "options in force"),
                            ({**state, "round": 999}, "beyond the round limit")):
        with pytest.raises(InvalidState) as error:
            referee.legal_moves(broken)
        assert problem in error.value.detail
