"""legal-moves answers prompts and labels in the language Accept-Language asks for (issue 11 items 2 and 4), on
open and sealed states alike."""
import pytest

from engine.core import Referee
from engine.registry import GAMES
from service.language import localized
from tests.conftest import ContractClient
from tests.support.sealed import bearer, sealing_app


def _started(client, game, players, **setup):
    answer = client.post(f"/v1/games/{game}/setup", json={"players": players, "seed": 5, **setup})
    assert answer.status_code == 201
    return answer.get_json()


@pytest.mark.parametrize(("game", "players", "header", "language"), [
    ("monster-maker-5", 3, None, "en"),
    ("monster-maker-5", 3, "zh-TW", "zh-Hant"),
    ("monster-run", 2, "zh-CN", "zh-Hant"),
    ("monster-run-slap", 2, "zh", "zh-Hant"),
    ("paopaosha", 4, "zh-Hans", "zh-Hans"),
    ("paopaosha", 4, "en-US", "en"),
])
def test_legal_moves_answer_prompts_and_labels_in_the_asked_language(client, game, players, header, language):
    state = _started(client, game, players)["state"]
    headers = {"Accept-Language": header} if header else {}
    answer = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}, headers=headers)
    assert answer.status_code == 200
    assert answer.headers["Content-Language"] == language
    expected = localized(Referee(GAMES[game]).legal_moves(state), language)
    body = answer.get_json()
    assert (body["prompts"], body["labels"]) == (expected["prompts"], expected["labels"])
    assert len(body["labels"]) == len(body["moves"]) and body["prompts"]
    chinese = any("\u4e00" <= char <= "\u9fff" for char in body["prompts"][0]["text"])
    assert chinese == language.startswith("zh")


def test_sealed_legal_moves_carry_localized_prompts_and_labels(openapi):
    client = ContractClient(sealing_app().test_client(), openapi)
    started = _started(client, "paopaosha", 4, seal=True)
    seat = started["view"]["to_act"][0]
    answer = client.post("/v1/games/paopaosha/legal-moves", json={"state": started["state"]},
                         headers={**bearer(started["seat_keys"][str(seat)]), "Accept-Language": "zh-CN"})
    assert answer.status_code == 200 and answer.headers["Content-Language"] == "zh-Hans"
    body = answer.get_json()
    assert [prompt["player"] for prompt in body["prompts"]] == [seat]
    assert len(body["labels"]) == len(body["moves"])
    assert all(isinstance(label, str) and label for label in body["labels"])
