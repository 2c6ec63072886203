"""Driving /play the way a person does, through its buttons and its stable hooks: `data-move` (a move's
index in legal-moves' `moves`), `data-prompt` (the prompt's kind), `data-result` (the finished game's result).

A whole game takes hundreds of clicks; they are made by a loop inside the page (on the real buttons, each
click waiting until the page has drawn the answer), since one WebDriver round trip per click would take
several times longer on a 2-core machine."""
import json
from urllib.parse import urlencode

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.conftest import SCREENSHOTS

# Clicks the listed moves in turn (the n-th click takes move n modulo the number listed) until the result.
PLAY_LOOP = """
const [budgetSeconds, done] = [arguments[0], arguments[arguments.length - 1]];
const deadline = Date.now() + budgetSeconds * 1000;
let clicks = 0;
function step() {
  const table = document.querySelector("#table");
  const result = document.querySelector("[data-result]");
  if (result) return done({clicks, result: JSON.parse(result.dataset.result)});
  if (Date.now() > deadline) return done({clicks, stuck: "out of time"});
  if (table.hidden || table.dataset.state !== "ready") return setTimeout(step, 1);
  const buttons = document.querySelectorAll("#moves [data-move]");
  if (buttons.length === 0) {
    return done({clicks, stuck: document.querySelector("#prompt").textContent
                 + " " + document.querySelector("#refusal").textContent + document.querySelector("#error").textContent});
  }
  buttons[clicks % buttons.length].click();
  clicks += 1;
  setTimeout(step, 0);
}
step();
"""


def open_play(driver, base: str, **setup) -> None:
    """Opens a /play link; with a `game` it starts that game and waits until its table is drawn."""
    driver.get(f"{base}/play?{urlencode(setup)}" if setup else f"{base}/play")
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    if "game" in setup:
        wait_ready(driver)


def wait_ready(driver, seconds: float = 10) -> None:
    WebDriverWait(driver, seconds).until(
        lambda d: d.find_element(By.ID, "table").get_attribute("data-state") == "ready")


def play_to_end(driver, budget_seconds: float = 150) -> dict:
    """Plays until the result; the budget only stops a game that does not end (a loaded CI machine is slow)."""
    driver.set_script_timeout(budget_seconds + 5)
    outcome = driver.execute_async_script(PLAY_LOOP, budget_seconds)
    assert "result" in outcome, outcome
    return outcome


def shown_result(driver) -> dict:
    return json.loads(driver.find_element(By.CSS_SELECTOR, "[data-result]").get_attribute("data-result"))


def screenshot(driver, name: str) -> None:
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))
