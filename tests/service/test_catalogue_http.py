"""GET /v1/games/{game}/catalogue answers the catalogue in the language Accept-Language asks for, each game's
Chinese in its own script, and says which in Content-Language."""
import pytest

from engine.registry import GAMES


def _strings(value):
    if isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, str):
        yield value


def _has_chinese(value: str) -> bool:
    return any("\u4e00" <= character <= "\u9fff" for character in value)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_catalogue_is_in_english_by_default(client, game_id):
    response = client.get(f"/v1/games/{game_id}/catalogue")
    assert response.status_code == 200
    assert response.headers["Content-Language"] == "en"
    assert "Accept-Language" in response.headers["Vary"]
    answer = response.get_json()
    assert answer["game"] == game_id and answer["name"] == GAMES[game_id].name_en
    # Localized: every bilingual text became a plain string.
    assert all(isinstance(entry["name"], str) and isinstance(entry["description"], str)
               for entry in answer["cards"] + answer["markers"])


@pytest.mark.parametrize(("game_id", "header", "script"), [
    ("monster-run", "zh-TW", "zh-Hant"), ("monster-run-slap", "zh", "zh-Hant"),
    ("monster-maker-5", "zh-Hant, en;q=0.5", "zh-Hant"), ("paopaosha", "zh-CN", "zh-Hans"),
    ("paopaosha", "zh-Hant", "zh-Hans"),
])
def test_any_chinese_gives_the_games_own_script(client, game_id, header, script):
    response = client.get(f"/v1/games/{game_id}/catalogue", headers={"Accept-Language": header})
    assert response.status_code == 200
    assert response.headers["Content-Language"] == script
    answer = response.get_json()
    assert answer["name"] == GAMES[game_id].name_zh
    assert all(_has_chinese(entry["description"]) for entry in answer["cards"])


def test_a_paopaosha_card_in_chinese(client):
    answer = client.get("/v1/games/paopaosha/catalogue", headers={"Accept-Language": "zh"}).get_json()
    dodge = next(entry for entry in answer["cards"] if entry["id"] == "dodge")
    assert dodge == {"id": "dodge", "name": "闪", "description": "抵消对你使用的杀或万刀齐发。", "type": "basic",
                     "reconstructed": False, "copies": 15}
    assert answer["deck"][31] == {"number": 32, "kind": "dodge", "reconstructed": True, "suit": "diamond", "rank": "6"}


def test_a_monster_maker_5_card_in_english(client):
    answer = client.get("/v1/games/monster-maker-5/catalogue", headers={"Accept-Language": "en-GB"}).get_json()
    queen = next(entry for entry in answer["cards"] if entry["id"] == "queen")
    assert queen["name"] == "Queen of Darkness" and queen["dark_rank"] == 4 and queen["reconstructed"] is True
    assert next(card for card in answer["deck"] if card["id"] == "QD") == {
        "id": "QD", "kind": "queen", "reconstructed": True,
        "stats": {"physical": {"attack": "3D", "defence": 10}, "magic": {"attack": "3D", "defence": 10}}}


def test_an_unknown_game_has_no_catalogue(client):
    response = client.get("/v1/games/chess/catalogue")
    assert response.status_code == 404
    assert response.get_json()["code"] == "UNKNOWN_GAME"
