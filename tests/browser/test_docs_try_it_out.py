"""/docs in a real browser: Swagger UI, served from the package, runs "Try it out" on setup with the documented
example (the first game's) against this very service, and the service answers 201."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as visible
from selenium.webdriver.support.ui import WebDriverWait

from tests.browser.table import screenshot


def test_docs_try_it_out_on_setup_with_the_documented_example_gets_201(page, service):
    # Swagger UI's page names no icon, so the browser asks for /favicon.ico, which the service does not serve.
    page.expected_failures = {"/favicon.ico"}
    page.get(f"{service}/docs")
    wait = WebDriverWait(page, 20)
    operation = wait.until(visible.presence_of_element_located((By.ID, "operations-play-setup")))
    operation.find_element(By.CSS_SELECTOR, ".opblock-summary").click()
    wait.until(lambda _: operation.find_elements(By.CSS_SELECTOR, ".try-out__btn"))[0].click()
    body = wait.until(lambda _: operation.find_elements(By.CSS_SELECTOR, "textarea.body-param__text"))[0]
    assert '"players": 2' in body.get_attribute("value") and '"seed": 7' in body.get_attribute("value")
    operation.find_element(By.CSS_SELECTOR, "button.execute").click()
    status = wait.until(lambda _: operation.find_elements(By.CSS_SELECTOR, ".live-responses-table tbody .response-col_status"))
    assert status[0].text.strip().startswith("201")
    url = operation.find_element(By.CSS_SELECTOR, ".request-url pre").text
    assert url.startswith(service) and url.endswith("/v1/games/monster-maker-5/setup")
    page.execute_script("arguments[0].scrollIntoView()", status[0])
    screenshot(page, "docs-try-it-out")
