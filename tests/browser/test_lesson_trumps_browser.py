"""The Trumps lesson as a page, in a real browser: Voilà serving ``notebooks/``
(``/voila/render/<lang>/trumps.ipynb``) at 1280×800, in English and Japanese. No code in
view; every question answered wrong (a hint) and then right (Right!) by clicks; the last
table plays a whole game by clicks (the page's link sets the bots' delay to 0) in
Japanese; in English its first click is answered."""

from __future__ import annotations

from typing import Any

import pytest

from cardlab.i18n import t
from cardlab.lessons import lesson_of
from tests.browser.test_lesson_page import (
    APP,
    PAGE_READY_MS,
    QUERY,
    answer_cards,
    answer_text,
    feedback,
    first_time_right,
    no_code_in_view,
    one_click,
)

pytestmark = pytest.mark.browser


def answer_every_question(page: Any, lang: str) -> None:
    """Each question of the Trumps lesson: a wrong answer (a hint), then the right one."""
    lesson = lesson_of("trumps", lang)
    for name in lesson.questions():
        ex = lesson.question(name)
        box = page.locator(f".cardlab-q-{name}")
        box.scroll_into_view_if_needed()
        if ex.kind == "cards":
            answer_cards(box, ex, list(ex.choices))  # every number held: the 9 is wrong
            feedback(box, "wrong")
            assert t("lesson.try_again", lang) in box.inner_text()
            answer_cards(box, ex, list(ex.expected))
        else:
            wrong = next(o for o in ex.options if o != str(ex.expected))
            answer_text(box, wrong)
            feedback(box, "wrong")
            assert t("lesson.try_again", lang) in box.inner_text()
            answer_text(box, str(ex.expected))
        feedback(box, "correct")
        assert t("lesson.correct", lang) in box.inner_text()


def play_a_whole_game(page: Any) -> str:
    """Click the final table until the game ends; return its outcome. A number that may
    be revealed as a single or a pair is a ``data-pick``: its click shows the actions."""
    table = page.locator(APP)
    table.scroll_into_view_if_needed()
    clicks = 0
    while table.locator("[data-outcome]").count() == 0:
        assert clicks < 200, "the game did not end"
        actions = table.locator("[data-action]")
        if actions.count() == 0:
            picks = table.locator("[data-pick]")
            if picks.count():
                picks.first.click()
                table.locator("[data-action]").first.wait_for(state="visible", timeout=15_000)
            else:  # the bots are still moving: wait until they are done
                page.wait_for_function(
                    "(t) => t.querySelector('[data-action], [data-pick], [data-outcome]')"
                    " !== null", arg=table.element_handle(), timeout=60_000)
            continue
        version = table.get_attribute("data-version")
        actions.first.click()
        clicks += 1
        page.wait_for_function(
            "([t, v]) => t.getAttribute('data-version') !== v"
            " || t.querySelector('[data-outcome]') !== null",
            arg=[table.element_handle(), version], timeout=15_000,
        )
    return str(table.locator("[data-outcome]").first.get_attribute("data-outcome"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_trumps_lesson_page_answers_by_clicks_and_plays_a_game(dashboards: Any,
                                                               browser_context: Any,
                                                               lang: str) -> None:
    page = browser_context.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    try:
        page.goto(dashboards.notebook_url(f"{lang}/trumps.ipynb") + QUERY,
                  wait_until="domcontentloaded")
        page.locator(f"{APP} [data-action]").first.wait_for(state="visible", timeout=PAGE_READY_MS)
        assert "Traceback" not in page.content()
        first_time_right(page, "trumps", lang)
        no_code_in_view(page)
        heading = "A round: reveal and rank" if lang == "en" else "1周:公開と順位"
        assert page.locator("h2", has_text=heading).count() == 1
        assert page.locator(".cardlab-rule").count() == 7  # 11 rule boxes in 7 calls
        answer_every_question(page, lang)
        if lang == "ja":  # the game in one language; the other answers a click
            assert play_a_whole_game(page)  # the outcome banner of a finished game
        else:
            one_click(page)
        no_code_in_view(page)
    finally:
        page.close()
