"""The Skull Collector lesson as a page, in a real browser: served by standalone Voilà with
no code in view, at 1280×800, in English and Japanese. Every question is answered wrong
(a hint) and then right by clicks. The last table plays a whole deal by clicks (the page's
link sets the bots' delay to 0) in Japanese; in English its first click is answered. The
helpers are the Comrade lesson page's."""

from __future__ import annotations

from typing import Any

import pytest

from cardlab.i18n import t
from cardlab.lessons import lesson_of
from tests.browser.conftest import launched_chromium
from tests.browser.test_dashboard import voila_dashboard
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
    play_a_whole_deal,
)

pytestmark = pytest.mark.browser


def answer_every_question(page: Any, lang: str) -> None:
    """Each question of the lesson: a wrong answer (a hint, never the answer), then the
    right one ("Right!")."""
    lesson = lesson_of("skull_collector", lang)
    for name in lesson.questions():
        ex = lesson.question(name)
        box = page.locator(f".cardlab-q-{name}")
        box.scroll_into_view_if_needed()
        if ex.kind == "cards":
            answer_cards(box, ex, list(ex.choices))  # the whole hand is wrong here
        else:
            answer_text(box, next(o for o in ex.options if o != str(ex.expected)))
        feedback(box, "wrong")
        said = " ".join(box.inner_text().split())
        assert " ".join(ex.hint_text().split()) in said and t("lesson.try_again", lang) in said
        assert ex.answer().text.split(". ")[0].split("。")[0] not in said  # not the answer
        if ex.kind == "cards":
            answer_cards(box, ex, list(ex.expected))
        else:
            answer_text(box, str(ex.expected))
        feedback(box, "correct")
        assert t("lesson.correct", lang) in box.inner_text()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_skull_lesson_page_has_no_code_answers_by_clicks_and_plays_a_game(lang: str) -> None:
    with voila_dashboard(f"notebooks/{lang}/skull_collector.ipynb") as url, \
            launched_chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url + QUERY, wait_until="domcontentloaded")
        page.locator(f"{APP} [data-action]").first.wait_for(state="visible", timeout=PAGE_READY_MS)
        assert "Traceback" not in page.content()
        first_time_right(page, "skull_collector", lang)
        no_code_in_view(page)
        heading = "Late trump" if lang == "en" else "遅れてくる切り札"
        assert page.locator("h2", has_text=heading).count() >= 1
        assert page.locator(".cardlab-rule").count() == 8  # need+deal, skulls+instant share
        answer_every_question(page, lang)
        if lang == "ja":  # the deal in one language; the other answers a click
            assert play_a_whole_deal(page, next_deal=True) in ("win", "loss", "next deal")
        else:
            one_click(page)
        no_code_in_view(page)
        page.close()
