"""The Comrade table in a real browser: Debian's chromium on a Voilà page served here.

One page, one story: bid by clicking bid cards (and once by keyboard), try an illegal
click, play every card by clicking, read the log and the outcome, switch to Japanese,
and check that the page asked nothing of any host but 127.0.0.1.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlparse

import pytest

pytestmark = pytest.mark.browser

TABLE = ".cardlab-table"
READY = """
(v) => {
  const r = document.querySelector('.cardlab-table');
  if (!r || +r.dataset.version <= v) return false;
  return !!(r.querySelector('[data-outcome]') || r.classList.contains('cl-myturn'));
}
"""


@pytest.fixture(scope="module")
def page(voila: Any, browser_context: Any) -> Iterator[Any]:
    """The notebook's page, every request it makes recorded in ``page.requests``."""
    p = browser_context.new_page()
    p.requests = []
    p.on("request", lambda r: p.requests.append(r.url))
    p.on("websocket", lambda ws: p.requests.append(ws.url))
    p.goto(voila.notebook_url("table_comrade.ipynb"), wait_until="domcontentloaded")
    try:
        p.wait_for_selector(f"{TABLE}[data-version]", timeout=90_000)
    except Exception:
        pytest.fail(f"the table never appeared; Voilà said:\n{voila.log_text()}")
    yield p
    p.close()


def version(page: Any) -> int:
    return int(page.get_attribute(TABLE, "data-version"))


def wait_ready(page: Any, before: int) -> None:
    """Wait until the table redrew after ``before`` and it is our turn again (or over)."""
    page.wait_for_function(READY, arg=before, timeout=30_000)


def click(page: Any, selector: str) -> None:
    v = version(page)
    page.click(selector)
    wait_ready(page, v)


def message(page: Any) -> str:
    return page.inner_text(f"{TABLE} .cl-message")


def refused_click(page: Any, element: Any) -> str:
    """Click an element the engine will refuse; return the message line once redrawn."""
    v = version(page)
    element.click()
    page.wait_for_function(
        "(v) => +document.querySelector('.cardlab-table').dataset.version > v",
        arg=v, timeout=30_000)
    return message(page)


def phase_of(page: Any) -> str:
    return page.inner_text(f"{TABLE} .cl-phase")


def play_deal(page: Any, state: dict[str, Any]) -> None:
    """Click through one deal: bid cards first, then cards from the hand."""
    for _ in range(200):
        if page.query_selector(f"{TABLE} [data-outcome]"):
            return
        bids = page.query_selector_all(f"{TABLE} .cl-zone-bid_layout [data-action]")
        if bids:
            if not state["keyboard"]:
                # keyboard play once: focus the table, arrow to an action, Enter
                v = version(page)
                page.focus(TABLE)
                page.keyboard.press("ArrowRight")
                focused = page.evaluate("document.activeElement.dataset.action || ''")
                assert focused, "an arrow key moves the focus onto a legal action"
                page.keyboard.press("Enter")
                wait_ready(page, v)
                state["keyboard"] = focused
                continue
            if not state["taken_click"]:
                taken = page.query_selector(f"{TABLE} .cl-zone-bid_layout .cl-taken[data-try]")
                if taken:
                    state["taken_click"] = refused_click(page, taken)
                    continue
            # the highest free bid card keeps the bidding short
            act = bids[-1].get_attribute("data-action")
            click(page, f'{TABLE} [data-action="{act}"]')
            state["bids"] += 1
            continue
        cards = page.query_selector_all(f"{TABLE} .cl-hand [data-action]")
        if cards:
            dim = page.query_selector(f"{TABLE} .cl-hand .cl-dim[data-try]")
            if dim and not state["illegal_click"]:
                state["illegal_click"] = refused_click(page, dim)
                continue
            act = cards[0].get_attribute("data-action")
            click(page, f'{TABLE} .cl-hand [data-action="{act}"]')
            state["cards"] += 1
            continue
        other = page.query_selector_all(f"{TABLE} .cl-actionbar [data-action]")
        assert other, "when it is our turn, some action is offered"
        click(page, f'{TABLE} .cl-actionbar [data-action="pass"]')
    raise AssertionError("the deal did not end")


def test_whole_deal_by_clicking_log_outcome_language_and_local_requests(page: Any) -> None:
    state: dict[str, Any] = {"bids": 0, "cards": 0, "keyboard": "", "taken_click": "",
                             "illegal_click": ""}
    started = time.monotonic()
    deals = 0
    while True:
        deals += 1
        cards_before = state["cards"]
        play_deal(page, state)
        outcome = page.get_attribute(f"{TABLE} [data-outcome]", "data-outcome")
        assert outcome in ("win", "loss")
        if state["cards"] > cards_before or deals >= 20:
            break  # a deal went through bids and cards to its end
        # the bidding failed before any card: deal again (the next seed)
        v = version(page)
        page.fill(".cardlab-ctl-seed input", str(100 + deals))
        page.click(".cardlab-ctl-new-deal")
        wait_ready(page, v)
        assert not page.query_selector(f"{TABLE} [data-outcome]")
    print("browser story:", deals, "deal(s)", state)
    assert state["bids"] > 0, "bid cards were clicked"
    assert state["cards"] > 0, f"no deal of {deals} reached the trick round"
    assert state["keyboard"], "an action was played with the keyboard"
    if state["illegal_click"]:
        assert "must follow suit" in state["illegal_click"]
    if state["taken_click"]:
        assert "already taken" in state["taken_click"]

    # the log narrates the deal, the banner says how it ended
    log = page.inner_text(f"{TABLE} .cl-log")
    assert "takes" in log and "plays" in log
    assert "wins the trick" in log or "everyone loses" in log
    banner = page.inner_text(f"{TABLE} [data-outcome]")
    assert "everyone" in banner

    # language: the 日本語 button switches labels, log and banner
    v = version(page)
    page.click(".cardlab-ctl-lang button:has-text('日本語')")
    page.wait_for_function(
        "(v) => { const r = document.querySelector('.cardlab-table');"
        " return +r.dataset.version > v && r.getAttribute('lang') === 'ja'; }",
        arg=v, timeout=30_000)
    assert page.inner_text(f"{TABLE} .cl-log .cl-zone-title") == "記録"
    assert "席0" in page.inner_text(f"{TABLE} .cl-log")
    assert "全員" in page.inner_text(f"{TABLE} [data-outcome]")
    page.wait_for_selector(".cardlab-ctl-undo:has-text('取り消す')", timeout=30_000)
    card = page.query_selector(f"{TABLE} .cl-card[data-card]")
    assert card is not None
    name = card.get_attribute("aria-label")
    assert any(s in name for s in ("スペード", "ハート", "ダイヤ", "クラブ")), name
    assert time.monotonic() - started < 300

    # every request went to this machine's server
    assert page.requests
    for url in page.requests:
        parts = urlparse(url)
        if parts.scheme in ("data", "blob", "about"):
            continue
        assert parts.hostname == "127.0.0.1", url


def test_missing_chromium_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without /usr/bin/chromium the browser tests fail with a clear message (no skip)."""
    from tests.browser import conftest

    monkeypatch.setattr(conftest, "CHROMIUM", "/nonexistent/chromium")
    with pytest.raises(pytest.fail.Exception, match="browser tests need Debian's chromium"):
        conftest.require_chromium()
