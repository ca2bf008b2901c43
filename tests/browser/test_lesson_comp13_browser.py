"""The Comp-13 lesson as a page, in a real browser (standalone Voilà, 1280×800, English and
Japanese): no code in view, every question answered wrong and then right by clicks, and the
final table plays a whole game by clicks (the page's link sets the bots' delay to 0)."""

from __future__ import annotations

from typing import Any

import pytest

from cardlab.i18n import t
from cardlab.lessons import lesson_of
from tests.browser.test_dashboard import chromium, voila_dashboard
from tests.browser.test_lesson_page import (
    APP,
    QUERY,
    answer_cards,
    answer_text,
    feedback,
    no_code_in_view,
)

pytestmark = pytest.mark.browser


def answer_every_question(page: Any, lang: str) -> None:
    """Each question of the Comp-13 page: a wrong answer (a hint), then the right one."""
    lesson = lesson_of("comp13", lang)
    for name in lesson.questions():
        ex = lesson.question(name)
        box = page.locator(f".cardlab-q-{name}")
        box.scroll_into_view_if_needed()
        if ex.kind == "cards":
            answer_cards(box, ex, list(ex.choices))  # choosing everything is wrong
            feedback(box, "wrong")
            assert t("lesson.try_again", lang) in box.inner_text()
            answer_cards(box, ex, list(ex.expected))
        else:
            right = ex.expected if isinstance(ex.expected, str | int) else " ".join(ex.expected)
            wrong = next(o for o in ex.options if o != str(right))
            answer_text(box, wrong)
            feedback(box, "wrong")
            answer_text(box, str(right))
        feedback(box, "correct")
        assert t("lesson.correct", lang) in box.inner_text()


def play_a_whole_game(page: Any) -> int:
    """Click the final table until the game ends: the first play a card allows while the
    stock is long, then draws (each draw shortens the stock, so the game must end)."""
    table = page.locator(APP)
    table.scroll_into_view_if_needed()
    clicks = 0
    while table.locator("[data-outcome]").count() == 0:
        assert clicks < 120, "the game did not end"
        actions = table.locator("[data-action]").evaluate_all(
            "els => els.map(e => e.getAttribute('data-action'))")
        if not actions:  # the bots are still moving
            page.wait_for_timeout(50)
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
def test_comp13_lesson_page_by_clicks(lang: str) -> None:
    with voila_dashboard(f"notebooks/{lang}/comp13.ipynb") as url, chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url + QUERY, wait_until="domcontentloaded")
        page.locator(f"{APP} [data-action]").first.wait_for(state="visible", timeout=120_000)
        assert "Traceback" not in page.content()
        no_code_in_view(page)
        heading = "Comp: one field makes 13" if lang == "en" else "Comp:1つの場で13"
        assert page.locator("h2", has_text=heading).count() == 1
        assert page.locator(".cardlab-rule").count() == 7  # one per rule cell (some hold several)
        answer_every_question(page, lang)
        assert play_a_whole_game(page) > 0
        no_code_in_view(page)
        page.close()
