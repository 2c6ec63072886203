"""A real browser on the real service: Debian's chromium, driven by selenium through Debian's chromedriver
(never Selenium Manager, which would download a browser), headless, against the Procfile's web process on a
free loopback port. Skips outside CI where chromium is missing; fails under CI=true (tests/support/real_parts)."""
import json
import pathlib

import pytest

from tests.support.real_parts import require_executable
from tests.support.sealed import sealing_settings
from tests.support.web_process import web_process

SCREENSHOTS = pathlib.Path(__file__).resolve().parent / "screenshots"
WINDOW = (1400, 1000)


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    chromium = require_executable("chromium", "/usr/bin/chromium")
    chromedriver = require_executable("chromedriver", "/usr/bin/chromedriver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    downloads = tmp_path_factory.mktemp("downloads")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={WINDOW[0]},{WINDOW[1]}", "--lang=en-US"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                              "download.prompt_for_download": False})
    # The browser log gives console errors; the performance log gives every network request and its status.
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)
    driver.downloads = downloads
    SCREENSHOTS.mkdir(exist_ok=True)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture(scope="session")
def service():
    with web_process(workers=2) as (base, _process):
        yield base


@pytest.fixture(scope="session")
def sealed_service():
    """A deployment serving untrusted clients: every state sealed, seeds chosen by the server."""
    with web_process(workers=2, env=sealing_settings(REFEREE_SEAL="required")) as (base, _process):
        yield base


@pytest.fixture()
def page(browser):
    """The browser with its logs emptied before the test and checked after it: no console error and no failed
    request, except those a test expects (page.expected_failures: texts such as "status of 422" or a path)."""
    browser.get_log("browser")
    browser.get_log("performance")
    browser.expected_failures = set()
    yield browser
    problems = console_errors(browser) + failed_requests(browser)
    assert [problem for problem in problems
            if not any(expected in problem for expected in browser.expected_failures)] == []


def console_errors(driver) -> list[str]:
    # Chromium logs every 4xx answer as "Failed to load resource: ... status of 422".
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def failed_requests(driver) -> list[str]:
    failures = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        if message["method"] == "Network.loadingFailed" and not params.get("canceled"):
            failures.append(f"{params.get('errorText')} ({params.get('type')})")
        elif message["method"] == "Network.responseReceived" and params["response"]["status"] >= 400:
            failures.append(f"status of {params['response']['status']}: {params['response']['url']}")
    return failures
