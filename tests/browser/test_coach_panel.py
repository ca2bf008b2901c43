"""The coach panel in a real browser: a dashboard opened with ``?coach=1&lang=en``.

The panel shows (thinking, then the answer), the learner's hand and actions stay inside
a 1280 x 800 projector's viewport, and pointing at a card shows that card's estimate.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.conftest import VoilaServer
from tests.browser.test_projector import check_fits, open_table

pytestmark = pytest.mark.browser

READY = '.cl-coach[data-state="ready"]'


@pytest.mark.parametrize("game", ["notice", "comrade"])
def test_the_coach_panel_shows_and_the_hand_stays_in_view(
    dashboards: VoilaServer, browser_context: Any, game: str
) -> None:
    page = open_table(dashboards, browser_context, game, "coach=1&lang=en")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.locator(".cl-coach").first.wait_for(timeout=30_000)
        page.locator(READY).wait_for(timeout=60_000)
        panel = page.locator(READY)
        assert panel.locator(".cl-coach-title").inner_text().strip().lower() == "coach"
        assert panel.locator(".cl-coach-best .cl-coach-choice").inner_text().strip()
        assert "Cards you have not seen" in panel.inner_text()
        assert page.locator(".cl-coach-best-act").count() == 1  # the best action's star
        check_fits(page, f"{game} coach=1")
        rows = panel.locator("[data-coach-act]")
        assert rows.count() >= 1
        # point at a legal action: its estimate shows in the focus line
        target = page.locator(".cl-me .cl-hand [data-action], .cl-center [data-action], "
                              ".cl-actionbar [data-action]").first
        act = target.get_attribute("data-action")
        target.hover()
        focus = panel.locator(".cl-coach-focus")
        page.wait_for_function(
            "() => document.querySelector('.cl-coach-focus').classList.contains('cl-coach-shown')",
            timeout=30_000)
        text = focus.inner_text()
        assert "%" in text, text
        row = panel.locator(f'[data-coach-act="{act}"]')
        if row.count():  # among the best few listed: the same words as its row
            assert row.locator(".cl-coach-num").inner_text() in text
            assert "cl-coach-pointed" in (row.get_attribute("class") or "")
        page.mouse.move(1, 1)
        page.wait_for_function(
            "() => !document.querySelector('.cl-coach-focus').classList.contains('cl-coach-shown')",
            timeout=30_000)
        assert errors == []
    finally:
        page.close()
