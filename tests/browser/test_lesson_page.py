"""The Comrade lesson as a page, in a real browser: served by Voilà with no code in view, on
both paths a learner takes (standalone Voilà, and ``/voila/render`` under ``make start``'s
JupyterLab server), at 1280×800, in English and Japanese. Every question is answered
wrong and then right by clicks. The last table plays a whole deal by clicks (the page's
link sets the bots' delay to 0) in one language a path (standalone in English,
``/voila/render`` in Japanese); in the other its first click is answered (the deal is the
same code in both languages, and a deal by clicks costs a browser test most of its time)."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from typing import Any

import pytest

from cardlab.cards import display
from cardlab.i18n import t
from cardlab.lessons import Exercise, lesson_of
from tests.browser.conftest import LabServer, launched_chromium
from tests.browser.test_dashboard import play_deal, voila_dashboard
from tests.browser.test_first_time_right import check as first_time_right_check

pytestmark = pytest.mark.browser

QUERY = "?delay=0&seed=7"
APP = ".cardlab-app .cardlab-table"
# A lesson page runs every cell when it is requested (no preheated kernel): with the other
# xdist process and a CPU hog beside it, its last table took more than 120 s to appear.
PAGE_READY_MS = 240_000


@contextlib.contextmanager
def standalone(lang: str) -> Iterator[str]:
    with voila_dashboard(f"notebooks/{lang}/comrade.ipynb") as url:
        yield url


@contextlib.contextmanager
def render(lang: str) -> Iterator[str]:
    server = LabServer()
    try:
        yield f"{server.url}/voila/render/{lang}/comrade.ipynb"
    finally:
        server.stop()


def no_code_in_view(page: Any) -> None:
    """No input area, editor or source text anywhere on the page."""
    assert page.locator(".jp-CodeCell .jp-InputArea:visible, .jp-InputArea-editor:visible, "
                        ".cm-editor:visible, .CodeMirror:visible").count() == 0
    text = page.locator("body").inner_text()
    for source in ("lesson_page(", "lesson.quiz(", "lesson.rule(", "import ", "LANG ="):
        assert source not in text, source


def feedback(box: Any, status: str) -> None:
    box.locator(f".cardlab-feedback-{status}").wait_for(state="visible", timeout=60_000)


def answer_cards(box: Any, ex: Exercise, cards: list[str]) -> None:
    """Toggle the card buttons so that exactly ``cards`` are chosen, then press Check."""
    for card in ex.choices:
        button = box.locator("button.jupyter-button", has_text=re.compile(
            f"^{re.escape(display(card))}$"))
        pressed = "mod-active" in (button.get_attribute("class") or "")
        if pressed != (card in cards):
            button.click()
    box.locator("button", has_text=t("lesson.ui.check", ex.lang)).click()


def answer_text(box: Any, value: str) -> None:
    field = box.locator("input[type=text]")
    field.fill(value)
    field.press("Enter")


def answer_every_question(page: Any, lang: str, game: str = "comrade") -> None:
    """Each question of ``game``'s lesson page: a wrong answer (a hint), then the right
    one (Right!)."""
    lesson = lesson_of(game, lang)
    for name in lesson.questions():
        ex = lesson.question(name)
        box = page.locator(f".cardlab-q-{name}")
        box.scroll_into_view_if_needed()
        if ex.kind == "cards":
            wrong = list(ex.choices)  # choosing everything is wrong on every question
            answer_cards(box, ex, wrong)
            feedback(box, "wrong")
            assert t("lesson.try_again", lang) in box.inner_text()
            answer_cards(box, ex, list(ex.expected))
        else:
            right = (" ".join(map(str, ex.expected)) if isinstance(ex.expected, list | tuple)
                     else str(ex.expected))  # several options ("A B") or one
            wrong = next(o for o in ex.options if o not in right.split())
            answer_text(box, wrong)
            feedback(box, "wrong")
            answer_text(box, right)
        feedback(box, "correct")
        assert t("lesson.correct", lang) in box.inner_text()


def play_a_whole_deal(page: Any, next_deal: bool = False) -> str:
    """Click the final table's legal actions until the deal ends; return the outcome
    (``"next deal"`` when, with ``next_deal``, a game of several deals dealt its next)."""
    table = page.locator(APP)
    table.scroll_into_view_if_needed()
    play_deal(page, table, next_deal)
    outcome = table.locator("[data-outcome]")
    return outcome.first.get_attribute("data-outcome") if outcome.count() else "next deal"


def one_click(page: Any) -> None:
    """Click the last table's first legal action and wait until the page shows the kernel's
    answer (the table redrawn, or the deal over)."""
    table = page.locator(APP)
    table.scroll_into_view_if_needed()
    version = table.get_attribute("data-version")
    table.locator("[data-action]").first.click()
    page.wait_for_function(
        "([t, v]) => t.getAttribute('data-version') !== v"
        " || t.querySelector('[data-outcome]') !== null",
        arg=[table.element_handle(), version], timeout=30_000)


def first_time_right(page: Any, game: str, lang: str) -> None:
    """The lesson page as it first offers a move: every control uncovered and reached by a
    mouse click at its centre, no serious or critical axe violation
    (:func:`tests.browser.test_first_time_right.check`; each game's lesson page test
    calls it, in both languages, standalone)."""
    problems: list[str] = []
    first_time_right_check(page, f"{game} lesson {lang}", problems)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("serve", [standalone, render], ids=["standalone", "render"])
def test_lesson_page_has_no_code_answers_by_clicks_and_plays_a_deal(serve: Any,
                                                                    lang: str) -> None:
    with serve(lang) as url, launched_chromium() as browser:
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url + QUERY, wait_until="domcontentloaded")
        page.locator(f"{APP} [data-action]").first.wait_for(state="visible", timeout=PAGE_READY_MS)
        assert "Traceback" not in page.content()
        if serve is standalone:
            first_time_right(page, "comrade", lang)
        no_code_in_view(page)
        heading = "A bid" if lang == "en" else "宣言"
        assert page.locator("h2", has_text=heading).count() >= 1
        assert page.locator(".cardlab-rule").count() == 8  # need and deal share one box
        answer_every_question(page, lang)
        if (serve is standalone) == (lang == "en"):  # one language a path plays a deal
            assert play_a_whole_deal(page) in ("win", "loss")
        else:
            one_click(page)
        no_code_in_view(page)
        page.close()
