"""Every text a player of Monster Run, its slap game (同音拍) or Monster Maker 5 (聖索菲雅騎士團) reads exists in
English and in the game's own script, traditional Chinese (issue 11, item 4): event messages, refusals, and rule
statements, and the message of every finished result. PaoPao Sha (跑跑杀) is written in simplified Chinese: its
events, refusals, rule statements, results and the Referee's shared refusals are checked here in that script."""
import ast
import inspect
import pathlib
import random
import re

import pytest

from engine.core import CHANCE, Referee, RefereeError
from engine.core.referee import WORDING_ZH
from engine.monster_maker_5.flow import ev as monster_maker_5_event
from engine.monster_run.turns import event as monster_run_event
from engine.monster_run_slap.rules import _event as slap_event
from engine.paopaosha.machine import event as paopaosha_event
from engine.paopaosha.rule_text import RULES, RULES_ZH
from engine.registry import GAMES
from tests.conformance.playout import mutants
from tests.conformance.test_result_shape import PLAYED as RESULT_GAMES, finished

TRADITIONAL_GAMES = ("monster-run", "monster-run-slap", "monster-maker-5")
PACKAGES = {"monster-run": "monster_run", "monster-run-slap": "monster_run_slap", "monster-maker-5": "monster_maker_5",
            "paopaosha": "paopaosha"}
ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"
REFUSALS = {"IllegalMove", "MalformedAction", "InvalidSetup", "UnknownAction", "NotYourTurn", "GameOver"}
CJK = re.compile(r"[\u4e00-\u9fff]")
# Simplified forms whose traditional form differs (这→這 …); none may appear in a traditional-script text.
# Characters written alike in both scripts (怪, 牌, 抽, 攻 …) are not listed.
SIMPLIFIED_ONLY = set("这说时张发动对让给过还后个们为会来没经从处种样战进选择击败胜数无骑龙兽结级轮问图场区记标组宝阵营"
                      "弃术护驱师贼圣狱获终点线节实态须头开关见设单该与现决")
# Traditional forms whose simplified form differs (這→这 …); none may appear in a simplified-script text.
TRADITIONAL_ONLY = set("這說時張發動對讓給過還後個們為會來沒經從處種樣戰進選擇擊敗勝數無騎龍獸殺閃傷體際結級輪問圖場區記標"
                       "組寶陣營棄術護驅師賊聖獄獲終點線節實態須頭開關見設單該與現決國將兩當應響歸齊萬畫邊雜淚錢蔥藍鬥"
                       "瀕隨機並視聽讀寫變條離難權盜彈牽複雙價")

# Seeded games that between them reach every part of each game (levels, calling modes, player counts, both
# chance modes), kept small enough for CI.
GAMES_PLAYED = {
    "monster-run": [(2, "server", {"level": 1, "board": "4/4"}), (4, "client", {"level": 3, "board": "3/4"}),
                    (3, "server", {"level": 5, "board": "4/4"}), (2, "server", {"level": 4, "board": "3/4"})],
    "monster-run-slap": [(2, "server", {"calling": "scale"}), (4, "client", {"calling": "free"}),
                         (3, "server", {"calling": "tune"})],
    "monster-maker-5": [(2, "server", {}), (4, "client", {}), (6, "server", {})],
}
# PaoPao Sha: the smallest and largest tables, both chance modes, chosen characters and random seating, boss mode.
PAOPAOSHA_PLAYED = [(3, "client", {}), (5, "server", {"character_selection": "choice", "seating": "random"}),
                    (8, "client", {"lord_bonus_health": True}), (12, "server", {}), (4, "server", {"mode": "boss"}),
                    (7, "client", {"mode": "boss"})]


def traditional(text: str) -> bool:
    return bool(CJK.search(text)) and not SIMPLIFIED_ONLY & set(text)


def simplified(text: str) -> bool:
    return bool(CJK.search(text)) and not TRADITIONAL_ONLY & set(text)


def play(game_id: str, players: int, chance: str, options: dict, seed: int):
    """A seeded random game: (every event, every refusal of the conformance suite's mutated actions)."""
    referee = Referee(GAMES[game_id])
    picker = random.Random(seed)
    state, events = referee.setup(players, dict(options), seed=seed, chance=chance)
    refusals = []
    while state["result"] is None:
        moves = referee.legal_moves(state)["moves"]
        action = picker.choice(moves)
        candidates = mutants(action, moves, state, players)
        for mutant in picker.sample(candidates, min(3, len(candidates))):
            try:
                referee.apply(state, mutant)
            except RefereeError as error:
                refusals.append((mutant, error.body()))
        state, new_events = referee.apply(state, action)
        events.extend(new_events)
    return events, refusals


PLAYED = [(game_id, *case, seed) for game_id, cases in GAMES_PLAYED.items() for case in cases for seed in (1,)]
SIMPLIFIED_PLAYED = [("paopaosha", *case, seed) for case in PAOPAOSHA_PLAYED for seed in (1, 2)]


@pytest.fixture(scope="module")
def played():
    """Each game is played once for both tests that read it."""
    games = {}

    def result(case):
        key = case_id(case)
        if key not in games:
            games[key] = play(*case)
        return games[key]
    return result


def case_id(case):
    game_id, players, chance, options, seed = case
    return f"{game_id}-{players}p-{chance}-" + ",".join(f"{k}={v}" for k, v in options.items()) + f"-seed{seed}"


@pytest.mark.parametrize("case", PLAYED, ids=case_id)
def test_every_event_of_a_random_game_has_a_traditional_chinese_message(case, played):
    events, _ = played(case)
    assert events
    for event in events:
        assert event["message"] and traditional(event["message_zh"]), event


@pytest.mark.parametrize("case", PLAYED, ids=case_id)
def test_every_refusal_of_a_mutated_action_has_a_traditional_chinese_detail(case, played):
    _, refusals = played(case)
    assert refusals
    for mutant, body in refusals:
        assert body["detail"] and traditional(body.get("detail_zh", "")), (mutant, body)


@pytest.mark.parametrize("case", SIMPLIFIED_PLAYED, ids=case_id)
def test_every_paopaosha_event_of_a_random_game_has_a_simplified_chinese_message(case, played):
    """Issue 11 item 4: every event, private ones ("You draw ...") included, in 跑跑杀's own script."""
    events, _ = played(case)
    assert events
    for event in events:
        assert event["message"] and simplified(event["message_zh"]), event


@pytest.mark.parametrize("case", SIMPLIFIED_PLAYED, ids=case_id)
def test_every_paopaosha_refusal_of_a_mutated_action_has_a_simplified_chinese_detail(case, played):
    _, refusals = played(case)
    assert refusals
    for mutant, body in refusals:
        assert body["detail"] and simplified(body.get("detail_zh", "")), (mutant, body)


def test_the_paopaosha_event_helper_requires_the_chinese_message():
    parameter = inspect.signature(paopaosha_event).parameters["message_zh"]
    assert parameter.default is inspect.Parameter.empty
    with pytest.raises(TypeError):
        paopaosha_event([], "game_over", "The game is over.")
    events = []
    paopaosha_event(events, "turn_end", "Player 2's turn ends.", "2号位的回合结束。", 2)
    assert events == [{"type": "turn_end", "visible_to": "all", "message": "Player 2's turn ends.",
                       "message_zh": "2号位的回合结束。", "player": 2}]


def _paopaosha_sources():
    return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted((ENGINE / "paopaosha").glob("*.py"))]


def test_every_paopaosha_event_call_passes_a_chinese_message():
    """Read from the source, so that events no random game reaches are covered too: event(ev, type, message,
    message_zh, ...), where message_zh is written in Chinese (a seat number in its place would be a player), or
    is the finished result's message_zh."""
    missing = []
    for path, tree in _paopaosha_sources():
        for node in ast.walk(tree):
            name = getattr(node.func, "id", getattr(node.func, "attr", None)) if isinstance(node, ast.Call) else None
            if name != "event":
                continue
            chinese = node.args[3] if len(node.args) >= 4 else None
            keyword = next((k.value for k in node.keywords if k.arg == "message_zh"), None)
            if (chinese is None and isinstance(keyword, ast.Subscript) and isinstance(keyword.slice, ast.Constant)
                    and keyword.slice.value == "message_zh"):
                continue    # a result's own message_zh (engine/paopaosha/result.py), checked with the results
            written = "".join(part.value for part in ast.walk(chinese) if isinstance(part, ast.Constant)
                              and isinstance(part.value, str)) if chinese is not None else ""
            if not CJK.search(written):
                missing.append(f"{path.name}:{node.lineno}")
    assert not missing, missing


def _chinese_arguments(tree):
    """(node, what) for each Chinese text the source passes: an event's message_zh, a detail_zh, text()'s zh."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", None))
        if name == "event" and len(node.args) >= 4:
            yield node.args[3], "event"
        if name == "text" and len(node.args) == 2:
            yield node.args[1], "text"
        yield from ((keyword.value, "detail_zh") for keyword in node.keywords if keyword.arg == "detail_zh")


def test_every_chinese_text_in_the_paopaosha_source_is_simplified():
    """The written parts of every Chinese sentence, reached by a random game or not, are in simplified script;
    event messages and refusal details hold Chinese words (not only names or numbers)."""
    wrong = []
    for path, tree in _paopaosha_sources():
        for node, what in _chinese_arguments(tree):
            if what == "detail_zh" and isinstance(node, (ast.Name, ast.Subscript)):    # handed on from a text()
                continue
            written = "".join(part.value for part in ast.walk(node)
                              if isinstance(part, ast.Constant) and isinstance(part.value, str))
            if TRADITIONAL_ONLY & set(written) or (what != "text" and not CJK.search(written)):
                wrong.append(f"{path.name}:{node.lineno} {written!r}")
    assert not wrong, wrong


def _is_text_literal(node) -> bool:
    return isinstance(node, ast.JoinedStr) or (isinstance(node, ast.Constant) and isinstance(node.value, str))


def test_every_paopaosha_refusal_reason_is_given_in_both_languages():
    """The (rule, detail) pairs that `why` methods and the *_error helpers return carry text(en, zh), never a bare
    sentence: a pair whose first item is a rule ID (or computes one) may not hold a plain string as its detail."""
    bare = []
    for path, tree in _paopaosha_sources():
        # Not pairs: the values of a tuple assignment (a, b = x, "y") and the choices of a test (x in (y, "z")).
        unpacked = {id(node.value) for node in ast.walk(tree)
                    if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Tuple)}
        unpacked |= {id(choices) for node in ast.walk(tree) if isinstance(node, ast.Compare)
                     for choices in node.comparators}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Tuple) or len(node.elts) != 2 or id(node) in unpacked:
                continue
            rule, detail = node.elts
            names_a_rule = (isinstance(rule, ast.Constant) and str(rule.value).startswith("PPS-")) or \
                isinstance(rule, (ast.Name, ast.Attribute, ast.IfExp, ast.Call, ast.Subscript))
            if names_a_rule and _is_text_literal(detail):
                bare.append(f"{path.name}:{node.lineno}")
    assert not bare, bare


@pytest.mark.parametrize("helper", [monster_run_event, slap_event, monster_maker_5_event])
def test_the_event_helpers_require_the_chinese_message(helper):
    parameter = inspect.signature(helper).parameters["message_zh"]
    assert parameter.default is inspect.Parameter.empty
    with pytest.raises(TypeError):
        helper("game_over", "The game is over.")


@pytest.mark.parametrize("game_id", (*TRADITIONAL_GAMES, "paopaosha"))
def test_every_refusal_the_engine_raises_is_given_a_chinese_detail(game_id):
    """Read from the source, so that refusals no random game reaches (setup, rare states) are covered too. PaoPao
    Sha's option checks raise through `err` (a setup refusal, or a state problem when a state is read)."""
    missing = []
    refusals = REFUSALS | {"err"} if game_id == "paopaosha" else REFUSALS
    for path in sorted((ENGINE / PACKAGES[game_id]).glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", None) in refusals
                    and not any(keyword.arg == "detail_zh" for keyword in node.keywords)):
                missing.append(f"{path.name}:{node.lineno}")
    assert not missing, missing


@pytest.mark.parametrize("game_id", TRADITIONAL_GAMES)
def test_every_rule_is_stated_in_english_and_traditional_chinese(game_id):
    game = GAMES[game_id]
    assert game.chinese_script == "zh-Hant"
    rules = game.describe()["rules"]
    assert set(game.rule_summaries_zh()) == {rule["id"] for rule in rules}
    for rule in rules:
        assert rule["summary"] and traditional(rule["summary_zh"]), rule


def test_every_paopaosha_rule_is_stated_in_english_and_simplified_chinese():
    """PPS-0.1: every rule ID has one statement in English and one in simplified Chinese (跑跑杀's own script)."""
    game = GAMES["paopaosha"]
    assert game.chinese_script == "zh-Hans"
    assert list(RULES_ZH) == list(RULES)
    assert game.rule_summaries_zh() == RULES_ZH
    rules = game.describe()["rules"]
    assert [rule["id"] for rule in rules] == list(RULES)
    for rule in rules:
        assert rule["summary"] and rule["summary_zh"].strip() and simplified(rule["summary_zh"]), rule
        assert rule["summary_zh"] == RULES_ZH[rule["id"]]


def test_each_script_check_refuses_the_other_script():
    """The character lists are not empty words: the traditional rule statements fail the simplified check, and
    PaoPao Sha's simplified statements fail the traditional one."""
    traditional_statements = "".join(text for game_id in TRADITIONAL_GAMES
                                     for text in GAMES[game_id].rule_summaries_zh().values())
    simplified_statements = "".join(RULES_ZH.values())
    assert simplified(simplified_statements) and not traditional(simplified_statements)
    assert traditional(traditional_statements) and not simplified(traditional_statements)
    assert not TRADITIONAL_ONLY & SIMPLIFIED_ONLY


def test_the_referee_refuses_in_each_games_own_script():
    """MR-3.8 and PPS: the Referee's shared refusals (here: not your turn) follow Game.chinese_script."""
    for game_id, script in (("monster-run", "zh-Hant"), ("monster-maker-5", "zh-Hant"), ("paopaosha", "zh-Hans")):
        assert GAMES[game_id].chinese_script == script
        referee = Referee(GAMES[game_id])
        state, _ = referee.setup(GAMES[game_id].min_players, seed=3)
        idle = next(seat for seat in range(state["players"]) if seat not in state["to_act"])
        with pytest.raises(RefereeError) as refused:
            referee.apply(state, {"type": "pass", "player": idle})
        detail_zh = refused.value.body()["detail_zh"]
        assert detail_zh == WORDING_ZH[script]["not_your_turn"].format(
            who=WORDING_ZH[script]["player"].format(seat=idle), waiting=", ".join(map(str, state["to_act"])))
    assert all(traditional(text) for text in WORDING_ZH["zh-Hant"].values())
    assert all(simplified(text) for text in WORDING_ZH["zh-Hans"].values())
    assert set(WORDING_ZH["zh-Hans"]) == set(WORDING_ZH["zh-Hant"])


def test_a_client_reported_chance_outcome_is_refused_in_chinese_in_server_mode():
    """MR-14.2: a server-chance game refuses a reported outcome, in traditional Chinese."""
    referee = Referee(GAMES["monster-run"])
    state, _ = referee.setup(2, seed=4)
    with pytest.raises(RefereeError) as refused:
        referee.apply(state, {"type": "first_player", "player": CHANCE, "seat": 0})
    assert refused.value.body()["detail_zh"] in (WORDING_ZH["zh-Hant"]["not_your_turn"].format(
        who=WORDING_ZH["zh-Hant"]["chance"], waiting=", ".join(map(str, state["to_act"]))),
        WORDING_ZH["zh-Hant"]["server_chance"])


BAD_SETUPS = [
    ("monster-run", 2, {"level": 9}, "MR-2.5"),
    ("monster-run", 2, {"board": "5/3"}, "MR-2.5"),
    ("monster-run", 2, {"level": 2, "coda_bar_line": "BL0"}, "MR-9.2"),
    ("monster-run", 2, {"level": 5, "rest": "m8b4"}, "MR-12.5"),
    ("monster-run", 2, {"fruit_cells": [{"cell": "m1b1/C4", "colour": "red"}] * 2}, "MR-7.3"),
    ("monster-run", 2, {"hands": [["Q-C4"] * 3] * 2}, "MR-14.2"),
    ("monster-run-slap", 5, {}, "SLAP-2.3"),
    ("monster-run-slap", 2, {"colour": "red"}, "SLAP-2.3"),
    ("monster-maker-5", 9, {}, "MM-2.1"),
    ("monster-maker-5", 4, {"side_tie": "coin"}, "MM-14.5"),
    ("monster-maker-5", 4, {"card_table": {"cards": [], "dungeon": {}}}, "MM-1.12"),
]


@pytest.mark.parametrize("game_id, players, options, rule", BAD_SETUPS,
                         ids=[f"{case[3]}-{index}" for index, case in enumerate(BAD_SETUPS)])
def test_setup_refusals_are_told_in_traditional_chinese(game_id, players, options, rule):
    with pytest.raises(RefereeError) as refused:
        Referee(GAMES[game_id]).setup(players, options, seed=1)
    body = refused.value.body()
    assert body["rule"] == rule
    assert traditional(body["detail_zh"]), body


@pytest.mark.parametrize("game_id, players, options, seed", RESULT_GAMES,
                         ids=[f"{case[0]}-{case[1]}p-seed{case[3]}" for case in RESULT_GAMES])
def test_every_finished_result_has_its_message_in_english_and_the_games_own_script(game_id, players, options, seed):
    """Issue 11 items 4 and 5: a result's `message` is English and `message_zh` the same in the game's script
    (traditional for Monster Run, 同音拍 and Monster Maker 5, simplified for PaoPao Sha); the seeded games of
    test_result_shape.py end in every game and in several ways."""
    result = finished(game_id, players, options, seed)["result"]
    assert result["message"] and not CJK.search(result["message"])
    in_script = simplified if GAMES[game_id].chinese_script == "zh-Hans" else traditional
    assert in_script(result["message_zh"]), result


FOUR_IDENTITIES = ["lord", "minister", "bandit", "thief"]
PAOPAOSHA_BAD_SETUPS = [
    (2, {}, "PPS-4.1"),
    (4, {"colour": "red"}, "PPS-4.1"),
    (4, {"round_limit": 0}, "PPS-4.1"),
    (4, {"seating": "random", "identities": FOUR_IDENTITIES}, "PPS-4.1"),
    (4, {"mode": "boss", "boss_seat": 7}, "PPS-21.2"),
    (4, {"mode": "boss", "boss_health": 0}, "PPS-21.3"),
    (4, {"identities": ["lord", "lord", "bandit", "thief"]}, "PPS-2.2"),
    (4, {"character_pool": []}, "PPS-4.3"),
    (4, {"deck": [{"kind": "attack", "suit": "spade", "rank": "A"}] * 13}, "PPS-4.3"),
    (4, {"characters": ["pidan"] * 4, "identities": FOUR_IDENTITIES}, "PPS-4.2"),
    (4, {"hands": [[1, 2, 3, 4]] * 4, "characters": ["pidan", "xiaopi", "heiniu", "laopi"],
         "identities": FOUR_IDENTITIES}, "PPS-4.2"),
]


@pytest.mark.parametrize("players, options, rule", PAOPAOSHA_BAD_SETUPS,
                         ids=[f"{case[2]}-{index}" for index, case in enumerate(PAOPAOSHA_BAD_SETUPS)])
def test_paopaosha_setup_refusals_are_told_in_simplified_chinese(players, options, rule):
    with pytest.raises(RefereeError) as refused:
        Referee(GAMES["paopaosha"]).setup(players, options, seed=1)
    body = refused.value.body()
    assert body["rule"] == rule
    assert simplified(body["detail_zh"]), body
