"""/play in headless Chromium: every game played to its end by clicking the moves legal-moves lists, in server
and client chance, in English and Chinese, open and sealed, with no console error and no failed request
(the `page` fixture checks both). Fixed seeds and options that end soon keep each game to seconds."""
import re

import pytest
import requests
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from service.sealing import TOKEN_PREFIX
from tests.browser.table import open_play, play_to_end, screenshot, shown_result, wait_ready

# Per game: a setup that ends within a few hundred clicks (2-player 同音拍 with the default flip limit runs
# 1,500-2,700 actions; PaoPao Sha draws after round_limit rounds).
GAMES = {
    "monster-run": {"players": 2, "seed": 7, "level": 2, "round_limit": 6},
    "monster-run-slap": {"players": 2, "seed": 7, "flip_limit": 30},
    "monster-maker-5": {"players": 2, "seed": 4},  # 160 clicks to the end (seed 7: 271)
    "paopaosha": {"players": 3, "seed": 7, "round_limit": 2},
}
CJK = re.compile(r"[\u4e00-\u9fff]")


def texts(driver, selector: str) -> list[str]:
    return [found.text for found in driver.find_elements(By.CSS_SELECTOR, selector)]


def expected_result(base: str, game: str, setup: dict, driver) -> dict:
    """The result the service gives for the actions the page sent: what the page shows must be it."""
    replay = driver.execute_script("return {setup: game.setup, actions: game.actions};")
    answer = requests.post(f"{base}/v1/games/{game}/replay", json={**replay, "events": False}, timeout=30)
    assert answer.status_code == 200, answer.text
    return answer.json()["state"]["result"]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_is_played_to_its_result_by_clicking_listed_moves(page, service, game):
    open_play(page, service, game=game, **GAMES[game])
    assert page.find_element(By.CSS_SELECTOR, "#prompt[data-prompt]").text
    outcome = play_to_end(page)
    assert outcome["result"] == shown_result(page) == expected_result(service, game, GAMES[game], page)
    winners = page.find_element(By.CSS_SELECTOR, "#result").text
    assert "Game over" in winners and "Winners" in winners and "Ranking" in winners
    assert page.find_elements(By.CSS_SELECTOR, "#moves [data-move]") == []
    assert texts(page, "#events li")[0]  # the newest event, told in English
    screenshot(page, game)


def test_monster_run_in_client_chance_the_table_picks_every_outcome(page, service):
    open_play(page, service, game="monster-run", players=2, chance="client", level=5, round_limit=3)
    # Setup's random events (Coda, bounce markers, mud, rest, fruits, the deal) are the table's to report.
    assert page.find_element(By.CSS_SELECTOR, "#seats [aria-pressed=true]").text == "The table"
    assert page.find_element(By.ID, "prompt").get_attribute("data-prompt") == "chance"
    assert texts(page, "#moves [data-move]") == [f"Place the Coda on BL{bar}" for bar in range(2, 7)]
    outcome = play_to_end(page)
    assert outcome["result"]["winners"]
    actions = page.execute_script("return game.actions;")
    assert any(action["player"] == "chance" for action in actions)
    # The staff shows what the table placed: the Coda, the bounce walls, both mud markers, the rest.
    staff = page.find_element(By.CSS_SELECTOR, "#drawing svg")
    assert "Coda" in staff.text and "L" in staff.text and "R" in staff.text
    assert len(staff.find_elements(By.CSS_SELECTOR, ".repeat")) == 2
    assert len(staff.find_elements(By.CSS_SELECTOR, ".mud")) == 2
    assert len(staff.find_elements(By.CSS_SELECTOR, ".monster")) == 2
    screenshot(page, "monster-run-client-chance")


# The script each game's Chinese is published in: the page's own words follow it.
SCRIPTS = {"monster-run": "zh-Hant", "monster-run-slap": "zh-Hant", "monster-maker-5": "zh-Hant",
           "paopaosha": "zh-Hans"}
START_BUTTON = {"zh-Hant": "開始", "zh-Hans": "开始"}
GAME_OVER = {"zh-Hant": "遊戲結束", "zh-Hans": "游戏结束"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_in_chinese_shows_the_prompts_labels_events_and_page_in_the_games_script(page, service, game):
    open_play(page, service, game=game, lang="zh", **GAMES[game])
    script = SCRIPTS[game]
    assert page.execute_script("return document.documentElement.lang") == script
    assert page.find_element(By.ID, "start").text == START_BUTTON[script]
    labels = texts(page, "#moves [data-move]")
    assert labels and all(CJK.search(label) for label in labels)
    assert CJK.search(page.find_element(By.ID, "prompt").text)
    play_to_end(page)
    assert GAME_OVER[script] in page.find_element(By.ID, "result").text
    # Each event in Chinese where the service gives it (message_zh today; `message` itself once events follow
    # Accept-Language), newest first.
    told = page.execute_script("""
        const seat = game.seat;
        return game.events.filter((event) => event.visible_to === "all"
            || (typeof seat === "number" && event.visible_to.includes(seat)))
          .map((event) => event.message_zh || event.message).reverse().slice(0, SHOWN_EVENTS);""")
    assert texts(page, "#events li") == told
    if game != "paopaosha":  # PaoPao Sha's events are told in English until they follow Accept-Language
        assert all(CJK.search(event) for event in told)
    screenshot(page, f"{game}-zh")


def test_hot_seat_each_seat_and_the_spectator_see_only_their_own_view_and_events(page, service):
    open_play(page, service, game="monster-run", players=2, seed=7)
    assert page.find_element(By.CSS_SELECTOR, "#seats [aria-pressed=true]").text == "Seat 0"
    own_hand = page.execute_script("return game.view.seats[0].hand")
    assert len(own_hand) == 3 and page.execute_script("return game.view.seats[1].hand") == 3
    assert any(event.startswith("You draw") for event in texts(page, "#events li"))
    page.find_element(By.CSS_SELECTOR, "#seats [data-seat=null]").click()
    wait_ready(page)
    # The spectator sees no hand, no private event, and no move: it waits for seat 0.
    assert page.execute_script("return game.view.seats.map((seat) => seat.hand)") == [3, 3]
    assert not any(event.startswith("You draw") for event in texts(page, "#events li"))
    assert page.find_elements(By.CSS_SELECTOR, "#moves [data-move]") == []
    assert page.find_element(By.ID, "prompt").text == "Waiting for Seat 0."
    assert not page.find_element(By.ID, "follow").is_selected()
    page.find_element(By.CSS_SELECTOR, "#seats [data-seat='1']").click()
    wait_ready(page)
    assert page.execute_script("return game.view.seats[0].hand") == 3
    assert page.find_element(By.ID, "prompt").text == "Waiting for Seat 0."
    page.find_element(By.ID, "follow").click()
    wait_ready(page)
    assert page.find_element(By.CSS_SELECTOR, "#seats [aria-pressed=true]").text == "Seat 0"
    assert len(page.find_elements(By.CSS_SELECTOR, "#moves [data-move]")) == 11


def test_a_link_sets_every_setup_field(page, service):
    open_play(page, service, game="paopaosha", players=4, seed=9, chance="client", round_limit=3,
              god_cards="false", seating="random")
    form = {field: page.find_element(By.ID, field).get_attribute("value")
            for field in ("game", "players", "seed", "chance", "lang")}
    assert form == {"game": "paopaosha", "players": "4", "seed": "9", "chance": "client", "lang": "en"}
    options = page.execute_script("return game.view.options;")
    assert (options["round_limit"], options["god_cards"], options["seating"]) == (3, False, "random")
    assert page.execute_script("return game.view.chance;") == "client"
    shared = page.find_element(By.ID, "share-link").get_attribute("href")
    assert "seed=9" in shared and "round_limit=3" in shared and "god_cards=false" in shared


def test_MR_3_9_a_refused_move_shows_the_problems_sentence_and_the_cited_rules_statement(page, service):
    page.expected_failures = {"status of 422"}
    open_play(page, service, game="monster-run", players=2, seed=7)
    rules = {rule["id"]: rule for rule in requests.get(f"{service}/v1/games/monster-run", timeout=10).json()["rules"]}
    page.find_element(By.CSS_SELECTOR, "#own-action summary").click()
    page.find_element(By.ID, "action-text").send_keys('{"type": "pass", "player": 0}')
    page.find_element(By.ID, "send-action").click()
    wait_ready(page)
    refusal = page.find_element(By.ID, "refusal")
    assert refusal.is_displayed() and refusal.get_attribute("data-rule") == "MR-3.9"
    assert "You may pass only with an empty hand" in refusal.text
    assert rules["MR-3.9"]["summary"] in refusal.text
    # The game is where it was: the same seat still has its moves.
    assert page.find_elements(By.CSS_SELECTOR, "#moves [data-move]")
    screenshot(page, "refused-move")


def test_a_downloaded_replay_loads_back_into_the_same_game(page, service):
    open_play(page, service, game="monster-run-slap", players=2, seed=3, flip_limit=12)
    result = play_to_end(page)["result"]
    events = len(texts(page, "#events li"))
    for old in page.downloads.iterdir():
        old.unlink()
    page.find_element(By.ID, "download-replay").click()
    WebDriverWait(page, 10).until(lambda _: list(page.downloads.glob("*.json")))
    replay = next(page.downloads.glob("*.json"))
    open_play(page, service)
    Select(page.find_element(By.ID, "game")).select_by_value("monster-run-slap")
    page.find_element(By.ID, "load-replay").send_keys(str(replay))
    WebDriverWait(page, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-result]"))
    assert shown_result(page) == result
    assert len(texts(page, "#events li")) == events


def test_a_sealed_deployment_plays_sealed_games_holding_the_seat_keys_in_the_page(page, sealed_service):
    open_play(page, sealed_service, game="monster-run", players=2, round_limit=3)
    assert page.execute_script("return game.state").startswith(TOKEN_PREFIX)
    keys = page.execute_script("return game.seatKeys")
    assert sorted(keys) == ["0", "1"]
    # No seed in the link, nothing to download, nothing to load: the state cannot be read or reproduced.
    assert "seed" not in page.current_url and "seed" not in page.find_element(By.ID, "share-link").get_attribute("href")
    assert not page.find_element(By.ID, "download-replay").is_displayed()
    assert not page.find_element(By.ID, "seed-field").is_displayed()
    assert not page.find_element(By.ID, "load-field").is_displayed()
    assert page.find_element(By.ID, "sealed-note").is_displayed()
    # A seat's view shows its own hand only; the spectator's, none.
    assert isinstance(page.execute_script("return game.view.seats[game.seat].hand"), list)
    play_to_end(page)
    assert shown_result(page)["winners"]
    screenshot(page, "monster-run-sealed")
