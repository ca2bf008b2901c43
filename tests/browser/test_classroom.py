"""The classroom in a real browser: the teacher's board and a student's page, both served
by Voilà as a class gets them, over one class store (``CARDLAB_CLASS_DB`` in a
temporary folder, set for the server's kernels).

* A student named ``<img src=x onerror=alert(1)>`` shows as those characters on the
  teacher's board, and no dialog opens (under ``/voila/render`` of ``make start``'s server).
* Two pages: the teacher creates a class on the board, a student opens the link the board
  shows, joins, plays the deal by clicking the first legal action until it ends, sees the
  class's results; the board shows the student's row within 2 s, by itself.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import cardlab
from tests.browser.conftest import ROOT, LabServer, VoilaServer, require_chromium
from tests.browser.test_projector import check_fits, click, next_click

pytestmark = pytest.mark.browser

XSS = "<img src=x onerror=alert(1)>"
BOARD_WITHIN_S = 2.0


@pytest.fixture(scope="module")
def class_db() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="cardlab-class-") as folder:
        yield Path(folder) / "classes.sqlite"


@pytest.fixture(scope="module")
def voila_classes(class_db: Path) -> Iterator[VoilaServer]:
    """Standalone Voilà serving notebooks/ with the test's class store."""
    require_chromium()
    server = VoilaServer({"CARDLAB_CLASS_DB": str(class_db)}, root=ROOT / "notebooks")
    try:
        yield server
    finally:
        server.stop()


def open_board(context: Any, url: str, dialogs: list[str]) -> Any:
    page = context.new_page()
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.goto(url, wait_until="domcontentloaded")
    page.locator(".cb-ctl-create").first.wait_for(timeout=120_000)
    return page


def create_class(board: Any, name: str, seeds: str, game: str | None = None) -> str:
    """Create the class ``name`` on the teacher's board (the game titled ``game``, else
    the list's first) and return the students' link the board then shows."""
    board.locator(".cb-ctl-name input").fill(name)
    games = board.locator(".cb-ctl-game select")
    games.select_option(label=game) if game else games.select_option(index=0)
    board.locator(".cb-ctl-seeds input").fill(seeds)
    board.locator(".cb-ctl-create").click()
    link = board.locator(".cardlab-classboard .cb-link")
    link.wait_for(timeout=60_000)
    # the link of the class just made: a board that already showed another class (the
    # newest, when it opened) shows that one's link until the kernel has made this one
    board.wait_for_function(
        """([n]) => { const a = document.querySelector('.cardlab-classboard .cb-link');
          return !!a && new URL(a.href, location.href).searchParams.get('class') === n; }""",
        arg=[name], timeout=60_000)
    return link.get_attribute("href") or ""


def create_table(board: Any, name: str, game: str, players: int, bots: str,
                 code: str) -> tuple[str, str]:
    """Make the shared table ``name`` in the class board's panel (the game titled
    ``game``, ``players``, the bot seats as typed in ``bots``, the teacher ``code``) and
    return the two links the board then shows, resolved: the students' and the
    teacher's watch."""
    panel = board.locator(".tg-tables-panel")
    panel.locator(".tg-panel-name input").fill(name)
    panel.locator(".tg-panel-game select").select_option(label=game)
    # the players field takes the game's counts from the kernel: typed before they come,
    # the count would be overwritten by the game's default
    kit = next(k for k in cardlab.GAMES.values() if game in k.title.values())
    panel.locator(f'.tg-panel-players input[min="{min(kit.players)}"]'
                  f'[max="{max(kit.players)}"]').wait_for(timeout=30_000)
    panel.locator(".tg-panel-players input").fill(str(players))
    panel.locator(".tg-panel-players input").press("Enter")
    panel.locator(".tg-panel-bots input").fill(bots)
    panel.locator(".tg-panel-code input").fill(code)
    panel.locator(".tg-create").click()
    panel.locator(".tg-link").nth(1).wait_for(timeout=60_000)
    play, watch = (panel.locator(".tg-link").nth(i).evaluate("a => a.href") for i in (0, 1))
    return str(play), str(watch)


def play_to_results(page: Any) -> int:
    """Click the first legal action until the class's results show; the clicks."""
    clicks = 0
    results = page.locator(".cardlab-class-results table")
    while results.count() == 0:
        assert clicks < 300, "the class deal did not end"
        errors = page.locator('.cb-message[data-kind="error"]')
        assert errors.count() == 0, errors.first.inner_text()
        action = page.locator(".cardlab-table [data-action]").first
        if action.count() == 0:  # the bots are moving, or the result is on its way
            page.wait_for_function(
                "() => document.querySelector('.cardlab-table [data-action]') !== null"
                " || document.querySelector('.cardlab-class-results table') !== null"
                " || document.querySelector('.cb-message[data-kind=\"error\"]') !== null",
                timeout=60_000)
            continue
        click(page, action)  # its answer drawn: the next action is one of that picture
        clicks += 1
    return clicks


def test_a_student_finishing_a_deal_appears_on_the_board_within_2s(
        voila_classes: VoilaServer, browser_context: Any) -> None:
    dialogs: list[str] = []
    board = open_board(browser_context,
                       voila_classes.notebook_url("dashboards/class.ipynb") + "?lang=en", dialogs)
    href = create_class(board, "week3", "7", game="Comrade")
    assert href.startswith(voila_classes.url + "/voila/render/dashboards/comrade.ipynb?")
    assert "class=week3" in href and "lang=en" in href
    assert board.locator(".cb-count").inner_text().startswith("0 results")

    student = browser_context.new_page()
    student.goto(href + "&delay=0", wait_until="domcontentloaded")
    student.locator(".cb-student-name input").fill(XSS)
    student.locator(".cb-join").click()
    student.locator(".cardlab-table [data-action]").first.wait_for(timeout=60_000)
    assert board.locator(".cb-results").count() == 0
    clicks = play_to_results(student)
    seen = time.monotonic()
    assert clicks >= 1
    assert XSS in student.locator(".cardlab-class-results").inner_text()

    board.wait_for_function(
        "() => document.querySelectorAll('.cardlab-classboard tr[data-row]').length === 1",
        timeout=BOARD_WITHIN_S * 1000)
    took = time.monotonic() - seen
    assert took <= BOARD_WITHIN_S, f"the board showed the result after {took:.2f} s"
    row = board.locator(".cardlab-classboard tr[data-row]").first
    assert row.locator(".cb-name").inner_text() == XSS
    assert row.locator("img").count() == 0 and not dialogs
    assert board.locator(".cb-deal[data-deal='1']").get_attribute("data-count") == "1"

    row.locator("[data-open]").click()  # the replay opens below the board
    board.locator(".cb-replay-box .cardlab-table").wait_for(timeout=30_000)
    # brought into view in one step, then marked: its top in the window's upper half
    board.locator(".cb-replay-box[data-shown]").wait_for(timeout=30_000)
    top, height = board.evaluate("() => [document.querySelector('.cb-replay-box')"
                                 ".getBoundingClientRect().top, innerHeight]")
    assert -2 <= top < height / 2, (top, height)
    assert "Replay:" in board.locator(".cb-replay-title").inner_text()

    # opened again from the top of the board: the mark waits for the new replay's table
    # (the one shown before goes when the new one comes)
    old = board.locator(".cb-replay-box .cardlab-table").element_handle()
    board.evaluate("() => scrollTo(0, 0)")
    row.locator("[data-open]").click()
    board.locator(".cb-replay-box[data-shown]").wait_for(timeout=30_000)
    assert not old.evaluate("e => e.isConnected"), "marked shown on the replay before"
    top = board.evaluate("() => document.querySelector('.cb-replay-box')"
                         ".getBoundingClientRect().top")
    assert -2 <= top < height / 2, (top, height)
    student.close()
    board.close()


@pytest.fixture(scope="module")
def lab_classes(class_db: Path) -> Iterator[LabServer]:
    """``make start``'s server (JupyterLab with Voilà) with the test's class store."""
    require_chromium()
    server = LabServer({"CARDLAB_CLASS_DB": str(class_db.with_name("lab.sqlite"))})
    try:
        yield server
    finally:
        server.stop()


def test_a_hostile_student_name_shows_as_text_under_voila_render(
        lab_classes: LabServer, class_db: Path, browser_context: Any) -> None:
    from cardlab.bots import bot_for
    from cardlab.classroom import ClassStore, deal_record
    from cardlab.session import play_out

    store = ClassStore(class_db.with_name("lab.sqlite"))
    store.create("xss", "trumps", players=2, seeds=[11])
    game = store.deal_game("xss", 0)
    game = play_out(game, {s: bot_for("trumps", seed=s) for s in range(2)})
    store.submit("xss", XSS, 0, deal_record(game), seconds=42)

    dialogs: list[str] = []
    url = lab_classes.url + "/voila/render/dashboards/class.ipynb?lang=ja"
    page = open_board(browser_context, url, dialogs)
    cell = page.locator(".cardlab-classboard td.cb-name").first
    cell.wait_for(timeout=30_000)
    assert cell.inner_text() == XSS
    assert page.locator(".cardlab-classboard td.cb-name img").count() == 0
    handlers = page.evaluate(  # no element of the board carries an on… handler to fire
        "() => [...document.querySelectorAll('.cardlab-classboard *')].flatMap((e) =>"
        " [...e.attributes].map((a) => a.name).filter((n) => n.startsWith('on')))")
    assert handlers == [] and not dialogs
    href = page.locator(".cardlab-classboard .cb-link").get_attribute("href") or ""
    assert href == lab_classes.url + "/voila/render/dashboards/trumps.ipynb?class=xss&lang=ja"
    page.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_student_page_fits_a_projector_before_and_after_its_result(
        voila_classes: VoilaServer, class_db: Path, browser_context: Any, lang: str) -> None:
    """At 1280 x 800, the class's student page (its heading above the table): the hand,
    every clickable thing, the prompt and the message line fit after Enter joins and
    after every click of the deal; once the result is in (the class's results above the
    table), the prompt with "review", the outcome and "next deal" are still in view."""
    from cardlab.classroom import ClassStore

    name = f"fit-{lang}"
    ClassStore(class_db).create(name, "comrade", players=3, seeds=[7, 8])
    page = browser_context.new_page()
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(voila_classes.notebook_url("dashboards/comrade.ipynb")
              + f"?class={name}&lang={lang}&delay=0", wait_until="domcontentloaded")
    try:
        box = page.locator(".cb-student-name input")
        box.wait_for(timeout=120_000)
        box.fill("Mei")
        box.press("Enter")  # Enter joins, as "join" does
        page.locator(".cardlab-table [data-action]").first.wait_for(timeout=60_000)
        check_fits(page, f"student {lang} start")
        results = page.locator(".cardlab-class-results table")
        for step in range(300):
            if results.count():
                break
            target = next_click(page)
            if target is None:
                page.locator(".cardlab-table [data-action], .cardlab-class-results table"
                             ).first.wait_for(timeout=60_000)
                continue
            click(page, target)
            if not page.locator("[data-outcome]").count():
                check_fits(page, f"student {lang} after {step + 1} clicks")
        results.wait_for(timeout=60_000)
        check_fits(page, f"student {lang} with its result")
        next_deal = page.locator(".cb-next").first.bounding_box()
        assert next_deal is not None and next_deal["y"] + next_deal["height"] <= 800
    finally:
        page.close()
