"""The Comrade dashboard in a real browser, served as a learner gets it.

Voilà renders ``notebooks/dashboards/comrade.ipynb`` with the repository's settings
(``jupyter/``), on 127.0.0.1 on a free port, started here and stopped at the end. Debian's
chromium (driven by Playwright, never downloaded) opens the page, plays a whole deal by
clicking ``[data-action]`` elements, switches the language, and every request the page
made is checked: all go to the server.
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browser.conftest import (
    DASHBOARD_EXTENSIONS,
    NotebookServer,
    labextensions,
    launched_chromium,
)

pytestmark = pytest.mark.browser

DASHBOARD = "notebooks/dashboards/comrade.ipynb"
LOCAL_HOSTS = {"127.0.0.1"}
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@contextlib.contextmanager
def voila_dashboard(notebook: str = DASHBOARD, log_path: Path | None = None,
                    args: tuple[str, ...] = ()) -> Iterator[str]:
    """Standalone Voilà serving one dashboard (more ``voila`` ``args``); yields its URL;
    stops it and its kernels (in the background). The server's output goes to
    ``log_path`` when given (else to a temporary file)."""
    server = NotebookServer(notebook, log_path, args)
    try:
        yield server.url + "/"
    finally:
        server.stop()


def choose(actions: list[str], took: bool) -> str:
    """A sensible click: one high bid, then pass (the bots complete the bidding); else a card."""
    takes = [a for a in actions if a.startswith("take ") and not a.startswith("take JK")]
    if takes and not took:
        return max(takes, key=lambda a: ("A234567".find(a.split()[1][0]), a))
    if "pass" in actions:
        return "pass"
    return actions[0]


def play_deal(page: Any, table: Any, next_deal: bool = False) -> int:
    """Click through one deal of ``table`` (a locator of one ``.cardlab-table``: a page may
    hold several) to its outcome banner (or, with ``next_deal``, until the header's deal
    counter moves on: a game of several deals); return the number of clicks."""
    clicks, took = 0, False
    deal = table.locator(".cl-zone-deal .cl-v")
    start = deal.first.inner_text() if next_deal and deal.count() else None

    def moved_on() -> bool:
        return start is not None and deal.count() > 0 and deal.first.inner_text() != start

    while table.locator("[data-outcome]").count() == 0 and not moved_on():
        assert clicks < 200, "the deal did not end"
        actions = table.locator("[data-action]").evaluate_all(
            "els => els.map(e => e.getAttribute('data-action'))"
        )
        if not actions:  # the bots are still moving
            page.wait_for_function(
                "(t) => t.querySelector('[data-action], [data-outcome]') !== null",
                arg=table.element_handle(), timeout=60_000)
            continue
        version = table.get_attribute("data-version")
        act = choose(actions, took)
        took = took or act.startswith("take ")
        table.locator(f'[data-action="{act}"]').first.click()
        clicks += 1
        page.wait_for_function(
            "([t, v]) => t.getAttribute('data-version') !== v"
            " || t.querySelector('[data-outcome]') !== null",
            arg=[table.element_handle(), version], timeout=30_000,
        )
    return clicks


def test_dashboard_plays_a_deal_switches_language_and_stays_local() -> None:
    requests: list[str] = []
    with voila_dashboard() as url, launched_chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        page.on("request", lambda r: requests.append(r.url))
        page.on("websocket", lambda ws: requests.append(ws.url))
        page.goto(url + "?seed=7&lang=en&delay=0", wait_until="domcontentloaded")
        table = page.locator(".cardlab-table")
        table.wait_for(state="visible", timeout=60_000)
        page.locator(".cardlab-table [data-action]").first.wait_for(timeout=30_000)
        assert "Traceback" not in page.content()
        # the link's settings reached the kernel: English, from the first view on
        assert not JAPANESE.search(table.inner_text())

        clicks = play_deal(page, table)
        deals = 1
        while clicks < 3 and deals < 20:  # the bidding failed at once: deal again
            version = table.get_attribute("data-version")
            page.fill(".cardlab-ctl-seed input", str(100 + deals))
            page.click(".cardlab-ctl-new-deal")
            page.wait_for_function(
                "([v]) => document.querySelector('.cardlab-table')"
                ".getAttribute('data-version') !== v"
                " && document.querySelector('[data-outcome]') === null",
                arg=[version], timeout=30_000,
            )
            clicks = play_deal(page, table)
            deals += 1
        outcome = page.locator("[data-outcome]").first.get_attribute("data-outcome")
        assert outcome in ("win", "loss", "over")
        assert clicks >= 3
        page.locator(".cardlab-ctl-lang button", has_text="日本語").click()
        page.wait_for_function(
            "() => /[席宣言親]/.test(document.querySelector('.cardlab-table').innerText)",
            timeout=30_000,
        )
        assert page.locator("[data-outcome]").count() == 1  # the same finished deal
        page.close()

    assert requests, "no request recorded"
    # only the extensions a dashboard needs (jupyter/config/voila.json denies the others)
    assert labextensions(requests) == DASHBOARD_EXTENSIONS
    foreign = [
        u for u in requests
        if urlsplit(u).scheme not in ("data", "blob") and urlsplit(u).hostname not in LOCAL_HOSTS
    ]
    assert foreign == [], foreign


def test_closing_or_reloading_the_tab_shuts_its_kernel_down(tmp_path: Path) -> None:
    """Standalone Voilà: the page's shutdown on unload is accepted (no 403), and the
    preheated pool is refilled for the next learner."""
    log = tmp_path / "voila.log"
    refused: list[str] = []
    with voila_dashboard(log_path=log) as url, launched_chromium() as browser:
        context = browser.new_context()  # kept open while the closed tab's beacon goes out
        page = context.new_page()
        page.on("response", lambda r: refused.append(f"{r.status} {r.url}")
                if r.status >= 400 else None)
        for _ in range(2):  # a reload, then closing the tab
            page.goto(url + "?seed=7&lang=en", wait_until="commit")
            page.locator(".cardlab-table [data-action]").first.wait_for(timeout=120_000)
        page.close(run_before_unload=True)
        deadline = time.monotonic() + 60
        while log.read_text().count("Kernel shutdown") < 2 and time.monotonic() < deadline:
            time.sleep(0.5)
        text = log.read_text()
        context.close()
    assert text.count("Kernel shutdown") >= 2, text[-3000:]
    assert text.count("Using pre-heated kernel") == 2
    assert not re.search(r"\b403 (GET|POST)\b", text) and refused == []
