"""The Comp-13 lesson as a page, in a real browser (standalone Voilà, and ``/voila/render``
under ``make start``'s server; 1280×800, English and Japanese): no code in view, every
question answered wrong and then right by clicks. The final table plays a whole game by
clicks (the page's link sets the bots' delay to 0) in one language a path (standalone in
English, ``/voila/render`` in Japanese); in the other its first click is answered."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser.conftest import LabServer, launched_chromium
from tests.browser.test_dashboard import voila_dashboard
from tests.browser.test_lesson_page import (
    APP,
    PAGE_READY_MS,
    QUERY,
    answer_every_question,
    first_time_right,
    no_code_in_view,
    one_click,
)

pytestmark = pytest.mark.browser


@contextlib.contextmanager
def standalone(lang: str) -> Iterator[str]:
    with voila_dashboard(f"notebooks/{lang}/comp13.ipynb") as url:
        yield url


@contextlib.contextmanager
def render(lang: str) -> Iterator[str]:
    server = LabServer()
    try:
        yield f"{server.url}/voila/render/{lang}/comp13.ipynb"
    finally:
        server.stop()


def play_a_whole_game(page: Any) -> int:
    """Click the final table until the game ends: every third click the first action
    offered (a play, the dealer's card, a bonus), otherwise a draw when one is offered
    (each draw shortens the stock, so the game must end)."""
    table = page.locator(APP)
    table.scroll_into_view_if_needed()
    clicks = 0
    while table.locator("[data-outcome]").count() == 0:
        assert clicks < 120, "the game did not end"
        actions = table.locator("[data-action]").evaluate_all(
            "els => els.map(e => e.getAttribute('data-action'))")
        if not actions:  # the bots are still moving: wait until they are done
            page.wait_for_function(
                "(t) => t.querySelector('[data-action], [data-outcome]') !== null",
                arg=table.element_handle(), timeout=60_000)
            continue
        act = "draw" if "draw" in actions and clicks % 3 else actions[0]
        version = table.get_attribute("data-version")
        table.locator(f'[data-action="{act}"]').first.click()
        clicks += 1
        page.wait_for_function(
            "([t, v]) => t.getAttribute('data-version') !== v"
            " || t.querySelector('[data-outcome]') !== null",
            arg=[table.element_handle(), version], timeout=15_000)
    return clicks


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("serve", [standalone, render], ids=["standalone", "render"])
def test_comp13_lesson_page_by_clicks(serve: Any, lang: str) -> None:
    with serve(lang) as url, launched_chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url + QUERY, wait_until="domcontentloaded")
        page.locator(f"{APP} [data-action]").first.wait_for(state="visible", timeout=PAGE_READY_MS)
        assert "Traceback" not in page.content()
        if serve is standalone:
            first_time_right(page, "comp13", lang)
        no_code_in_view(page)
        heading = "Comp: one field makes 13" if lang == "en" else "Comp:1つの場で13"
        assert page.locator("h2", has_text=heading).count() == 1
        assert page.locator(".cardlab-rule").count() == 7  # one per rule cell (some hold several)
        answer_every_question(page, lang, "comp13")
        if (serve is standalone) == (lang == "en"):  # one language a path plays the game
            assert play_a_whole_game(page) > 0
        else:
            one_click(page)
        no_code_in_view(page)
        page.close()
