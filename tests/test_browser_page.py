"""The page at `/` in a real headless Chromium (Debian's `chromium` + `chromium-driver`, driven by
Selenium with the system binaries; nothing is downloaded). Screenshots go to tmp/artifacts/browser/
(or $TALLY_ARTIFACTS_DIR/browser)."""

import os
import shutil
from pathlib import Path

import pytest

from serve_support import served_store

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage")

if not (Path(CHROMIUM).is_file() and Path(DRIVER).is_file()):
    pytest.skip("chromium / chromedriver not installed (`apt-get install chromium chromium-driver`; .ci/run "
                "installs them)", allow_module_level=True)
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is part of the test extra")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support import expected_conditions as ec  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402


@pytest.fixture(scope="module")
def artifacts() -> Path:
    folder = Path(os.environ.get("TALLY_ARTIFACTS_DIR") or ROOT / "tmp" / "artifacts") / "browser"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    with served_store(tmp_path_factory.mktemp("serve_browser"), workers=2) as served:
        yield served


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER))
    try:
        yield driver
    finally:
        driver.quit()


def _ask(driver, question: str) -> None:
    box = driver.find_element(By.ID, "question")
    box.clear()
    box.send_keys(question)
    driver.find_element(By.ID, "ask").click()
    WebDriverWait(driver, 60).until(lambda d: d.find_element(By.ID, "ask").is_enabled()
                                    and "streaming" not in d.find_element(By.ID, "answer").get_attribute("class"))


def test_ask_cite_and_trace_on_the_page(served, browser, artifacts):
    browser.set_window_size(1200, 1000)
    browser.get(served.url + "/")
    _ask(browser, "Where do I change the default currency?")
    answer = browser.find_element(By.ID, "answer")
    citations = answer.find_elements(By.CSS_SELECTOR, "button.cite")
    assert citations and "currency" in answer.text.lower(), answer.text
    assert browser.find_element(By.ID, "route").text  # the route event arrived before the answer
    browser.save_screenshot(str(artifacts / "1-answer.png"))

    # The answer's last sentence ("Base Currency — ... cannot be changed ...") cites its last number.
    citations[-1].click()
    passage = WebDriverWait(browser, 20).until(ec.visibility_of_element_located((By.ID, "passage")))
    cited = WebDriverWait(browser, 20).until(lambda d: d.find_element(By.CSS_SELECTOR, ".chunk.cited"))
    marked = " ".join(m.text.lower() for m in cited.find_elements(By.TAG_NAME, "mark"))
    assert "currency" in marked and "changed" in marked, marked  # that sentence is highlighted in the passage
    assert "settings.md" in passage.text
    browser.save_screenshot(str(artifacts / "2-citation.png"))

    trace = browser.find_element(By.ID, "trace")
    trace.find_element(By.TAG_NAME, "summary").click()
    rows = trace.find_elements(By.CSS_SELECTOR, "tbody tr")
    assert trace.get_attribute("open") is not None and rows
    assert "search_documents" in rows[0].text
    browser.execute_script("arguments[0].scrollIntoView()", trace)
    browser.save_screenshot(str(artifacts / "3-trace.png"))


def test_aggregate_shows_sql_table_and_refusal_says_why(served, browser, artifacts):
    browser.set_window_size(390, 844)  # a phone
    browser.get(served.url + "/")
    _ask(browser, "How many orders are there per region?")
    sql = browser.find_element(By.ID, "sql")
    assert sql.is_displayed() and "SELECT" in sql.text.upper()
    WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#sql-result tbody tr"))
    bars = browser.find_elements(By.CSS_SELECTOR, "#chart .bar")
    rows = browser.find_elements(By.CSS_SELECTOR, "#sql-result tbody tr")
    assert len(bars) == len(rows) > 1
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    browser.save_screenshot(str(artifacts / "4-phone-aggregate.png"))

    _ask(browser, "What is the capital of Australia?")
    refusal = browser.find_element(By.ID, "refusal")
    assert refusal.is_displayed() and "Why:" in refusal.text
    browser.save_screenshot(str(artifacts / "5-phone-refusal.png"))
