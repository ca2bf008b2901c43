"""A class through ``make class``'s two doors in a real browser (the launcher's own
servers on 127.0.0.1, the class database in the test's folder):

* the teacher creates a class on the board (the teacher's door, with its token); the
  board's students' link is on the students' door and carries no token; three students
  open it there, each plays the class deal to the end; the three results reach the board;
* the teacher makes a shared table on the board: its students' link is on the students'
  door (no token), its watch link on the teacher's door (the teacher code kept); two
  students and a bot play the Comrade game to its end there, the watch opens;
* on the students' door a dashboard's link that is not a class's or a table's (a free
  table, every hand shown with ``teacher=1``) is one sentence, and no table.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from cardlab.i18n import t
from tests.browser.conftest import ClassDoors, require_chromium
from tests.browser.test_classroom import create_class, create_table, open_board, play_to_results
from tests.browser.test_together import COUNTS, sit

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def class_db() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="cardlab-room-") as folder:
        yield Path(folder) / "classes.sqlite"


@pytest.fixture(scope="module")
def doors(class_db: Path) -> Iterator[ClassDoors]:
    require_chromium()
    servers = ClassDoors(class_db, max_kernels=30)
    try:
        yield servers
    finally:
        servers.stop()


@pytest.fixture(scope="module")
def browser_context(browser: Any) -> Iterator[Any]:
    """One context for the board and the pages that take turns in the foreground (one
    Playwright per module: the other pages get contexts of their own from ``browser``)."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    try:
        yield context
    finally:
        context.close()


def test_three_students_play_the_class_through_the_students_door(
        doors: ClassDoors, browser_context: Any) -> None:
    dialogs: list[str] = []
    board = open_board(browser_context, doors.board_url("en"), dialogs)
    href = create_class(board, "room3", "7", game="Comrade")
    assert href == f"{doors.students}/voila/render/dashboards/comrade.ipynb?class=room3&lang=en"
    assert doors.token not in href

    for name in ("Aiko", "Ben", "Chloé"):
        student = browser_context.new_page()
        student.goto(href + "&delay=0", wait_until="domcontentloaded")
        student.locator(".cb-student-name input").fill(name)
        student.locator(".cb-join").click()
        student.locator(".cardlab-table [data-action]").first.wait_for(timeout=120_000)
        assert play_to_results(student) >= 1
        assert name in student.locator(".cardlab-class-results").inner_text()
        student.close()

    board.wait_for_function(
        "() => document.querySelectorAll('.cardlab-classboard tr[data-row]').length === 3",
        timeout=60_000)
    names = board.locator(".cardlab-classboard tr[data-row] .cb-name").all_inner_texts()
    assert sorted(names) == ["Aiko", "Ben", "Chloé"] and not dialogs
    board.close()


def test_a_shared_table_plays_to_its_end_through_the_students_door(
        doors: ClassDoors, class_db: Path, browser_context: Any, browser: Any) -> None:
    from cardlab.tables import TableStore

    board = open_board(browser_context, doors.board_url("en"), [])
    play, watch = create_table(board, "duel", "Comrade", 3, "2", "owl-42")
    assert play.startswith(f"{doors.students}/voila/render/dashboards/comrade.ipynb?table=duel")
    assert doors.token not in play and "code=" not in play
    assert watch.startswith(f"{doors.teacher}/voila/render/dashboards/comrade.ipynb?table=duel")
    assert "watch=1&code=owl-42" in watch and f"token={doors.token}" in watch
    store = TableStore(class_db)
    assert store.table("duel").players == 3 and store.table("duel").bot_seats == (2,)

    pages = [browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
             for _ in range(2)]  # a context each: every page in the foreground
    for seat, page in enumerate(pages):
        page.goto(play + "&delay=0", wait_until="domcontentloaded")
        sit(page, f"S{seat}", seat)
    watching = browser_context.new_page()
    watching.goto(watch, wait_until="domcontentloaded")
    watching.locator(".cardlab-table").wait_for(timeout=120_000)

    version = "() => Number(document.querySelector('.cardlab-table').dataset.version)"
    for _ in range(300):  # each step waits for a state
        drawn = pages[0].evaluate(version)  # before the store is read: a move after it
        if store.game("duel").is_over:
            break
        seat = store.game("duel").to_move[0]
        if seat == 2:  # the bot's move (a page's kernel plays it): page 0 redraws
            pages[0].bring_to_front()
            pages[0].wait_for_function(f"([v]) => ({version})() > v", arg=[drawn],
                                       timeout=60_000)
            continue
        page = pages[seat]
        page.bring_to_front()  # Chromium draws (and Playwright polls) the front page only
        page.wait_for_function(
            "() => document.querySelector('.cardlab-table [data-action]') !== null",
            timeout=60_000)
        before = page.evaluate(COUNTS)  # a click on the first legal action (some are
        page.evaluate(  # drawn under their neighbours: a click as the page's own handler)
            "() => document.querySelector('.cardlab-table [data-action]').click()")
        page.wait_for_function(f"([n]) => ({COUNTS})()[1] > n", arg=[before[1]],
                               timeout=60_000)
    else:
        pytest.fail("the game did not end in 300 steps")
    assert store.game("duel").is_over and store.moves("duel") >= 3
    for page in pages:  # every page comes to the end: no action left to click
        page.bring_to_front()
        page.wait_for_function(
            "() => document.querySelector('.cardlab-table [data-action]') === null",
            timeout=60_000)
    for page in pages:
        page.context.close()
    watching.close()
    board.close()


def test_a_link_that_is_not_a_class_or_table_is_one_sentence(
        doors: ClassDoors, browser_context: Any) -> None:
    page = browser_context.new_page()
    page.goto(doors.student_url("comrade", "seed=7&teacher=1&lang=en"),
              wait_until="domcontentloaded")
    said = page.locator(".cardlab-room-only")
    said.first.wait_for(timeout=120_000)
    assert said.first.inner_text() == t("room.only_links", "en")
    assert said.nth(1).inner_text() == t("room.only_links", "ja")
    assert page.locator(".cardlab-table").count() == 0
    page.close()
