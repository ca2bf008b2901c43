"""The Notice lesson as a page, in a real browser: served by Voilà with no code in view, at
1280×800, in English and Japanese. Every question is answered wrong and then right by
clicks. The last table plays a whole deal by clicks, until the next one is dealt (the
page's link sets the bots' delay to 0), in English; in Japanese its first click is answered.
The helpers are the Comrade lesson page's."""

from __future__ import annotations

import pytest

from cardlab.i18n import t
from tests.browser.conftest import launched_chromium
from tests.browser.test_dashboard import voila_dashboard
from tests.browser.test_lesson_page import (
    APP,
    PAGE_READY_MS,
    QUERY,
    answer_every_question,
    first_time_right,
    no_code_in_view,
    one_click,
    play_a_whole_deal,
)

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_notice_lesson_page_answers_by_clicks_and_plays_a_game(lang: str) -> None:
    with voila_dashboard(f"notebooks/{lang}/notice.ipynb") as url, launched_chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url + QUERY, wait_until="domcontentloaded")
        page.locator(f"{APP} [data-action]").first.wait_for(state="visible", timeout=PAGE_READY_MS)
        assert "Traceback" not in page.content()
        first_time_right(page, "notice", lang)
        no_code_in_view(page)
        heading = t("lesson.notice.section.predict", lang)
        assert page.locator("h2", has_text=heading).count() >= 1
        assert page.locator(".cardlab-rule").count() == 7  # need+deal, predict+target: one box
        assert page.locator(".cardlab-sheet").count() >= 2  # the worked examples, the sheet
        answer_every_question(page, lang, "notice")
        if lang == "en":  # the deal in one language; the other answers a click
            assert play_a_whole_deal(page, next_deal=True) in ("win", "loss", "over",
                                                               "next deal")
        else:
            one_click(page)
        no_code_in_view(page)
        page.close()
