"""The dashboards of Notice, Skull Collector, Trumps and Comp-13 in a real browser.

One Voilà server (``notebooks/`` as its root, the CDN-free ``cardlab`` template) serves
each dashboard in turn to Debian's chromium. On each page the human seat 0 clicks a
handful of ``[data-action]`` (or ``[data-pick]``) elements (in simultaneous phases
the bots have chosen for the other seats already: ``delay=0``), and the test checks
that the table redraws after every click (``data-version`` grows), that the game's
hinted zones are drawn, that the page logs no error, and that every request goes to 127.0.0.1.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browser.conftest import VoilaServer

pytestmark = pytest.mark.browser

CLICKS = 5
# a legal action, or a card with several moves (a click shows where it may go)
CLICKABLE = ".cardlab-table [data-action], .cardlab-table [data-pick]"
# a zone each game's hints draw, present from the first view on
GAMES = {
    "notice": ".cl-ref",
    "skull_collector": ".cl-meter",
    "trumps": ".cl-named",
    "comp13": ".cl-panel",
}


def version(page: Any) -> int:
    return int(page.locator(".cardlab-table").get_attribute("data-version") or 0)


def test_each_dashboard_plays_redraws_and_stays_local(
    dashboards: VoilaServer, browser_context: Any
) -> None:
    requests: list[str] = []
    problems: list[str] = []
    for game, hinted in GAMES.items():
        page = browser_context.new_page()
        page.on("request", lambda r: requests.append(r.url))
        page.on("websocket", lambda ws: requests.append(ws.url))
        page.on("pageerror", lambda e, g=game: problems.append(f"{g}: page error {e}"))
        page.on("console", lambda m, g=game: problems.append(f"{g}: console {m.text}")
                if m.type == "error" else None)
        url = dashboards.notebook_url(f"dashboards/{game}.ipynb") + "?seed=7&lang=en&delay=0"
        page.goto(url, wait_until="domcontentloaded")
        page.locator(CLICKABLE).first.wait_for(timeout=60_000)
        assert "Traceback" not in page.content(), game
        assert page.locator(f".cardlab-table {hinted}").count() > 0, (game, hinted)
        assert "{" not in page.locator(".cardlab-table").inner_text(), game  # no raw JSON
        clicks = 0
        for i in range(CLICKS):
            acts = page.locator(CLICKABLE)
            if acts.count() == 0:
                break
            before = version(page)
            acts.nth(i % acts.count()).click()
            page.wait_for_function(
                "([v]) => Number(document.querySelector('.cardlab-table').dataset.version) > v",
                arg=[before], timeout=30_000,
            )
            assert version(page) > before
            clicks += 1
            # the next human action appears once the bots (no delay) have moved
            page.locator(f"{CLICKABLE}, [data-outcome]").first.wait_for(
                timeout=30_000
            )
        assert clicks >= 3, (game, clicks)
        assert page.locator(".cl-message.cl-error:not(:empty)").count() == 0, game
        page.close()
    assert problems == [], problems
    foreign = [u for u in requests
               if urlsplit(u).scheme not in ("data", "blob")
               and urlsplit(u).hostname != "127.0.0.1"]
    assert requests and foreign == [], foreign
