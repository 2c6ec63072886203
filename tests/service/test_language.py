"""Accept-Language picks English or the game's own Chinese script (issue 11: languages)."""
import random
import re

import pytest

from engine.core import Referee, RefereeError
from engine.core.text import text
from engine.paopaosha.rule_text import RULES, RULES_ZH
from engine.registry import GAMES
from service import create_app
from service.language import answer_language, localized

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize(("header", "game_id", "expected"), [
    (None, "monster-run", "en"),
    ("en-GB,en;q=0.9", "paopaosha", "en"),
    ("zh-TW", "monster-run", "zh-Hant"),
    ("zh-CN,zh;q=0.9", "monster-run", "zh-Hant"),  # each game's own script: its edition is traditional
    ("zh", "paopaosha", "zh-Hans"),
    ("zh-Hant", "paopaosha", "zh-Hans"),
    ("fr-FR,zh-HK;q=0.5", "monster-maker-5", "zh-Hant"),
    ("fr-FR", "monster-maker-5", "en"),
    ("*", "paopaosha", "en"),
])
def test_the_answer_language_is_english_or_the_games_own_chinese_script(header, game_id, expected):
    app = create_app({"TESTING": True})
    headers = {"Accept-Language": header} if header else {}
    with app.test_request_context("/", headers=headers):
        assert answer_language(GAMES[game_id]) == expected


def test_localized_replaces_every_bilingual_text_and_leaves_the_rest():
    value = {"kind": "answer", "text": text("Play a card", "出牌"),
             "labels": [text("Pass", "放棄"), "plain"], "names": {"en": "A", "zh": "甲", "extra": 1}}
    assert localized(value, "en") == {"kind": "answer", "text": "Play a card", "labels": ["Pass", "plain"],
                                      "names": {"en": "A", "zh": "甲", "extra": 1}}
    assert localized(value, "zh-Hant")["text"] == "出牌"


# -- every answer in the language asked for (issue 11, item 4): apply, refusals, results --------------------------

# Accept-Language sent, and whether it asks for Chinese; each game answers Chinese in its own script.
HEADERS = [("zh-TW", True), ("zh-CN", True), ("zh", True), ("en", False), (None, False)]
# A seeded game of each, played to its last action by the engine (the slap game with a deck that runs out).
ENDGAMES = {"monster-run": (2, {}), "monster-run-slap": (2, {"deck": {"Q-C4": 2, "Q-E4": 2}}),
            "monster-maker-5": (3, {}), "paopaosha": (4, {})}


def _last_action(game_id: str):
    """(the state before the last action of a seeded random game, that action, the engine's English answer)."""
    players, options = ENDGAMES[game_id]
    referee = Referee(GAMES[game_id])
    picker = random.Random(5)
    state, _ = referee.setup(players, dict(options), seed=5)
    while True:
        action = picker.choice(referee.legal_moves(state)["moves"])
        after, events = referee.apply(state, action)
        if after["result"] is not None:
            return state, action, (after, events)
        state = after


def _expected_language(response, game_id: str, chinese: bool) -> bool:
    assert "Accept-Language" in response.headers["Vary"]
    assert response.headers["Content-Language"] == (GAMES[game_id].chinese_script if chinese else "en")
    return chinese


@pytest.mark.parametrize("header, chinese", HEADERS, ids=[header or "none" for header, _ in HEADERS])
@pytest.mark.parametrize("game_id", sorted(ENDGAMES))
def test_MR_8_6_SLAP_7_1_MM_14_7_PPS_16_6_the_finishing_apply_answers_in_the_language_asked(client, game_id, header,
                                                                                            chinese):
    state, action, (english_state, english_events) = _last_action(game_id)
    headers = {"Accept-Language": header} if header else {}
    response = client.post(f"/v1/games/{game_id}/apply", json={"state": state, "action": action}, headers=headers)
    assert response.status_code == 200
    _expected_language(response, game_id, chinese)
    answer = response.get_json()
    result, english_result = answer["state"]["result"], english_state["result"]
    assert result == {**english_result, "message": english_result["message_zh" if chinese else "message"]}
    assert result["message_zh"] == english_result["message_zh"] != english_result["message"]
    assert len(answer["events"]) == len(english_events)
    for event, english in zip(answer["events"], english_events):
        told = english.get("message_zh", english["message"]) if chinese else english["message"]
        assert event == {**english, "message": told}
    assert answer["events"][-1]["type"] == "game_over"
    assert answer["events"][-1]["message"] == english_events[-1]["message_zh" if chinese else "message"]
    sent_back = client.post(f"/v1/games/{game_id}/validate", json={"state": answer["state"]})
    assert sent_back.get_json() == {"valid": True}          # a Chinese result message loads back


@pytest.mark.parametrize("header, chinese", HEADERS, ids=[header or "none" for header, _ in HEADERS])
@pytest.mark.parametrize("game_id", sorted(ENDGAMES))
def test_a_refused_move_is_told_in_the_language_asked(client, game_id, header, chinese):
    state, _, _ = _last_action(game_id)
    idle = [seat for seat in range(state["players"]) if seat not in state["to_act"]]
    # Out of turn (the Referee's refusal, MR-3.8 ...), or in a slap window where every seat acts, an action the
    # game does not have.
    action = {"type": "pass", "player": idle[0]} if idle else {"type": "fly_away", "player": state["to_act"][0]}
    with pytest.raises(RefereeError) as refused:
        Referee(GAMES[game_id]).apply(state, action)
    english = refused.value.body()
    headers = {"Accept-Language": header} if header else {}
    response = client.post(f"/v1/games/{game_id}/apply", json={"state": state, "action": action}, headers=headers)
    assert response.status_code == english["status"] == 422
    _expected_language(response, game_id, chinese)
    problem = response.get_json()
    assert problem["detail"] == english["detail_zh" if chinese else "detail"]
    assert problem["detail_zh"] == english["detail_zh"] and problem["rule"] == english["rule"]


@pytest.mark.parametrize("header, chinese", HEADERS, ids=[header or "none" for header, _ in HEADERS])
def test_setup_events_and_rule_statements_follow_the_language_asked(client, header, chinese):
    headers = {"Accept-Language": header} if header else {}
    response = client.post("/v1/games/monster-run/setup", json={"players": 2, "seed": 3}, headers=headers)
    _expected_language(response, "monster-run", chinese)
    _, english_events = Referee(GAMES["monster-run"]).setup(2, seed=3)
    events = response.get_json()["events"]
    assert [event["message"] for event in events] == [event["message_zh" if chinese else "message"]
                                                      for event in english_events]
    assert all(bool(CJK.search(event["message"])) == chinese for event in events)
    described = client.get("/v1/games/paopaosha", headers=headers)
    _expected_language(described, "paopaosha", chinese)
    for rule in described.get_json()["rules"]:
        assert rule["summary"] == RULES_ZH[rule["id"]] if chinese else rule["summary"] == RULES[rule["id"]]
        assert rule["summary_zh"] == RULES_ZH[rule["id"]]


@pytest.mark.parametrize("game_id, script", [("monster-maker-5", "zh-Hant"), ("paopaosha", "zh-Hans")])
def test_the_services_own_problems_about_a_game_are_told_in_its_script(client, game_id, script):
    """A body that does not fit the schema, and one that is not JSON: the service's own problems, in Chinese."""
    chinese = {"Accept-Language": "zh"}
    unfit = client.post(f"/v1/games/{game_id}/apply", json={"state": {}}, headers=chinese)
    assert unfit.status_code == 400 and unfit.headers["Content-Language"] == script
    assert unfit.get_json()["detail"] == unfit.get_json()["detail_zh"] and CJK.search(unfit.get_json()["detail"])
    english = client.post(f"/v1/games/{game_id}/apply", json={"state": {}})
    assert english.get_json()["detail"] == "The request body does not fit the schema; see 'errors'."
    broken = client.raw().post(f"/v1/games/{game_id}/apply", data="{", content_type="application/json",
                               headers=chinese)
    assert broken.status_code == 400 and broken.get_json()["code"] == "MALFORMED_JSON"
    assert broken.get_json()["detail"].startswith(("請求內容不是可讀的 JSON 物件", "请求内容不是可读的 JSON 对象"))


def test_a_problem_with_no_chinese_detail_stays_english_and_claims_no_chinese(client):
    """The server's own HTTP errors (here 405, found before any game is read) have no Chinese: English, never
    labelled Chinese."""
    response = client.raw().get("/v1/games/monster-run/apply", headers={"Accept-Language": "zh-TW"})
    assert response.status_code == 405 and "detail_zh" not in response.get_json()
    assert response.headers.get("Content-Language", "en") == "en"
    assert not CJK.search(response.get_json()["detail"])


def test_the_list_of_games_states_each_games_rules_in_its_own_script(client):
    chinese = client.get("/v1/games", headers={"Accept-Language": "zh-TW"})
    assert chinese.headers["Content-Language"] == "zh-Hans, zh-Hant"
    for described in chinese.get_json()["games"]:
        assert all(rule["summary"] == rule["summary_zh"] for rule in described["rules"])
    english = client.get("/v1/games")
    assert english.headers["Content-Language"] == "en"
    assert all(not CJK.search(rule["summary"]) or rule["summary"] != rule.get("summary_zh")
               for described in english.get_json()["games"] for rule in described["rules"])
