"""First time right (issue 35): on every page a newcomer opens, in English and Japanese,
every control can be reached and clicked, and axe-core finds no serious or critical
violation; the keyboard keeps its place across the table's redraws.

The pages, all from one Voilà server over ``notebooks/`` with a class store in a
temporary folder, in chromium at 1280×800:

* each game's dashboard at its start, after a few moves, near or at its end (Comrade and
  Comp-13: the finished game, whose "review" button is then clicked with the mouse and
  the replay checked), with "more ▾" open, and in teacher mode — each state in both
  languages, the second one chosen on the dashboard's bar as a learner does; the first
  deal is played in Japanese as tests/browser/test_projector.py plays a deal (its
  :func:`~tests.browser.test_projector.play_the_deal_by_clicks`: cards and places
  clicked, refusals in words, the table on the screen after every click);
* each game's lesson page, checked by its own browser test (:func:`check` through
  ``tests.browser.test_lesson_page.first_time_right``, on the page it opens anyway);
* the class board, a student's page (before joining, playing, with the class's results),
  the board with the student's result and replaying the student's deal;
* a shared table's seat page (before and after sitting), and the teacher's watch page of
  a table made on the class board (before and after a student's move);
* the standalone replay page (a file).

At each state: every visible button, link, field and card with an action has its centre
on itself (``document.elementFromPoint``, :mod:`tests.browser.reach`), and a mouse click
there reaches it (a capturing listener takes those clicks first, so nothing changes; the
moves themselves are real clicks at a control's centre). Then axe-core
(:mod:`tests.browser.axe`) runs on the whole page. Between those states, after every move
of a dashboard's game, no control's centre is covered (in the page's language, Japanese)
and, through the first deal, every control is inside the screen (the English deal and
teacher mode: tests/browser/test_projector.py).
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import cardlab
from cardlab.i18n import t
from tests.browser import axe, reach
from tests.browser.conftest import ROOT, VoilaServer, require_chromium
from tests.browser.test_classroom import create_class, create_table
from tests.browser.test_projector import play_the_deal_by_clicks

pytestmark = [pytest.mark.browser, pytest.mark.slow]

LANGS = ("en", "ja")
VIEW = {"width": 1280, "height": 800}
MOVE = ".cardlab-table [data-action], .cardlab-table [data-pick], .cardlab-table [data-ui=continue]"
PLAYED = ("() => { const t = document.querySelector('.cardlab-table');"
          " return t ? [+t.dataset.sent, +t.dataset.answered] : [0, 0]; }")
VERSION = "() => Number(document.querySelector('.cardlab-table').dataset.version)"
MID = 3  # the moves before the "mid-deal" check
MOST = 60  # the moves a game is followed for (Comrade's and Comp-13's end sooner)


@pytest.fixture(scope="module")
def server() -> Iterator[VoilaServer]:
    """Voilà over notebooks/ with a class store of its own (the class board, a student's
    page and a shared table write there)."""
    require_chromium()
    with tempfile.TemporaryDirectory(prefix="cardlab-ftr-") as folder:
        srv = VoilaServer({"CARDLAB_CLASS_DB": str(Path(folder) / "classes.sqlite")},
                          root=ROOT / "notebooks")
        try:
            yield srv
        finally:
            srv.stop()


def check(page: Any, where: str, problems: list[str], probe: bool = True) -> None:
    """Every control of ``page`` uncovered and (``probe``) reached by a mouse click at its
    centre; no serious or critical axe violation. What is wrong goes to ``problems``.
    The page is looked at once it is still (:func:`reach.still`): a card being dealt is
    transparent and slides in, so a list of the controls made then changes under the
    probe's clicks (the flake of the student's page, checked as its deal arrives)."""
    reach.still(page, 60_000)
    count, hidden = reach.covered(page)
    problems += [f"{where}: covered: {c}" for c in hidden]
    if probe:
        clicked, missed = reach.probe_clicks(page)
        problems += [f"{where}: click missed: {c}" for c in missed]
        assert clicked > 0 and count > 0, (where, clicked, count)  # (a board may poll)
    problems += [f"{where}: axe: {v}" for v in axe.serious(page)]


def open_page(context: Any, url: str, ready: str) -> Any:
    page = context.new_page()
    page.set_viewport_size(VIEW)
    page.goto(url, wait_until="domcontentloaded")
    page.locator(ready).first.wait_for(timeout=120_000)
    return page


def move(page: Any) -> bool:
    """One real move: the mouse clicks the centre of the table's first action, and the
    test waits for its answer and for the next thing to do (or the end). False: there
    is nothing left to click."""
    if page.locator(MOVE).count() == 0:
        return False
    before = page.evaluate(PLAYED)
    reach.click_centre(page, MOVE)
    page.wait_for_function(f"([n]) => ({PLAYED})()[1] > n", arg=[before[1]], timeout=60_000)
    page.locator(f"{MOVE}, [data-outcome], .cardlab-table [data-ui=review]").first.wait_for(
        timeout=60_000)
    reach.settle(page, f"{MOVE}, [data-outcome], .cardlab-table [data-ui=review]", 60_000)
    return True


OTHER = {"en": "ja", "ja": "en"}
SWITCH = {"en": "English", "ja": "日本語"}  # the words on the bar's language buttons
WORDED = """([lang, label, before]) => {
  const table = document.querySelector('.cardlab-table');
  const button = document.querySelector('.cardlab-ctl-new-deal');
  const links = document.querySelector('.cardlab-ctl-lesson');
  return !!table && table.getAttribute('lang') === lang && !!button &&
    button.textContent.trim() === label && !!links && links.innerHTML !== before;
}"""


def switch_to(page: Any, lang: str) -> None:
    """Click the bar's button for ``lang`` and wait until the table and the bar are worded
    in it (the lesson links are the last thing the kernel rewords)."""
    before = page.evaluate("() => document.querySelector('.cardlab-ctl-lesson').innerHTML")
    assert before, "the dashboard shows no lesson link"
    page.locator(".cardlab-ctl-lang button", has_text=SWITCH[lang]).click()
    page.wait_for_function(WORDED, arg=[lang, t("ui.new_deal", lang), before], timeout=30_000)


def check_both(page: Any, where: str, lang: str, problems: list[str]) -> None:
    """:func:`check` in the page's language ``lang``, then in the other one (switched on
    the bar, as a learner does), and back."""
    check(page, f"{where} {lang}", problems)
    switch_to(page, OTHER[lang])
    check(page, f"{where} {OTHER[lang]}", problems)
    switch_to(page, lang)


@pytest.mark.parametrize("game", list(cardlab.GAMES))
def test_dashboard_states_reachable_and_accessible(server: VoilaServer, browser_context: Any,
                                                   game: str) -> None:
    """A game's dashboard opened in Japanese (the link's ``lang=ja``) and followed through
    a game, each state checked in both languages; then in teacher mode, opened in English."""
    problems: list[str] = []
    base = server.notebook_url(f"dashboards/{game}.ipynb") + "?seed=7&delay=0"
    page = open_page(browser_context, base + "&lang=ja", MOVE)
    check_both(page, f"{game} start", "ja", problems)
    page.click(".cardlab-ctl-more")
    page.locator(".cardlab-ctl-more-panel").wait_for(state="visible", timeout=30_000)
    check_both(page, f"{game} more open", "ja", problems)
    page.click(".cardlab-ctl-more")
    page.locator(".cardlab-ctl-more-panel").wait_for(state="hidden", timeout=30_000)

    def between(moves: int) -> None:
        problems.extend(f"{game} ja move {moves}: covered: {c}" for c in reach.covered(page)[1])
        if moves == MID:
            check_both(page, f"{game} mid-deal", "ja", problems)

    # the first deal as test_projector.py plays it (cards and places clicked, refusals in
    # words, the table on the screen after every click), then on with the first action
    moves = play_the_deal_by_clicks(page, game, "ja", between)
    while moves < MOST and not page.locator(
            "[data-outcome], .cardlab-table [data-ui=review]").count() and move(page):
        moves += 1
        between(moves)
    assert moves > MID, (game, moves)
    check_both(page, f"{game} after {moves} moves", "ja", problems)
    if page.locator(".cardlab-table [data-ui=review]").count():
        # the review button at the end of a game answers a mouse click (it was covered)
        reach.click_centre(page, ".cardlab-table [data-ui=review]")
        try:
            page.locator(".cardlab-table .cl-replay").wait_for(timeout=30_000)
            check_both(page, f"{game} review", "ja", problems)
            assert page.locator(".cardlab-table .cl-replay").count(), "the language left review"
        except PlaywrightTimeout:
            problems.append(f"{game}: a click on 'review' opened no replay")
    page.close()
    teacher = open_page(browser_context, base + "&lang=en&teacher=1", MOVE)
    check_both(teacher, f"{game} teacher mode", "en", problems)
    teacher.close()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_class_board_and_student_page(server: VoilaServer, browser_context: Any,
                                      lang: str) -> None:
    problems: list[str] = []
    board = open_page(browser_context, server.notebook_url("dashboards/class.ipynb") +
                      f"?lang={lang}", ".cb-ctl-create")
    check(board, f"class board {lang}", problems)
    href = create_class(board, f"ftr{lang}", "7", game=cardlab.GAMES["comrade"].title[lang])
    check(board, f"class board {lang} with a class", problems)
    student = open_page(browser_context, href + "&delay=0", ".cb-student-name input")
    check(student, f"student page {lang} before joining", problems)
    student.locator(".cb-student-name input").fill(f"Ann {lang}")
    student.locator(".cb-join").click()
    student.locator(MOVE).first.wait_for(timeout=60_000)
    check(student, f"student page {lang} playing", problems)
    results = student.locator(".cardlab-class-results table")
    moves = 0
    while results.count() == 0 and moves < 300:
        if not move_or_wait(student, ".cardlab-class-results table"):
            continue
        moves += 1
    results.first.wait_for(timeout=60_000)
    check(student, f"student page {lang} with results", problems)
    # the teacher looks at the board again: chromium draws only the page in front (check()
    # brought the student's there), so a board behind it would never show the new row
    board.bring_to_front()
    board.locator(".cardlab-classboard tr[data-row]").first.wait_for(timeout=30_000)
    check(board, f"class board {lang} with a result", problems)
    # the teacher opens the student's deal (the row's replay button, clicked at its centre)
    reach.click_centre(board, ".cardlab-classboard tr[data-row] [data-open]")
    board.locator(".cb-replay-box .cardlab-table .cl-replay").wait_for(timeout=60_000)
    # ... and the board has brought it into view (it moves the page once, then marks it)
    board.locator(".cb-replay-box[data-shown]").wait_for(timeout=30_000)
    check(board, f"class board {lang} replaying a student's deal", problems)
    # on a phone the replay's heading wraps: its close button keeps every word, and the
    # replay's "this move" stays on one line
    board.set_viewport_size({"width": 390, "height": 844})
    close = board.locator(".cb-ctl-replay-close")
    if not close.evaluate("b => b.scrollWidth <= b.clientWidth"):
        problems.append(f"class board {lang} on a phone: '{close.inner_text()}' is cut short")
    label = board.locator(".cb-replay-box .cl-rp-events > .cl-k")
    if not label.evaluate("k => k.getBoundingClientRect().height"
                          " < 2 * parseFloat(getComputedStyle(k).fontSize)"):
        problems.append(f"class board {lang} on a phone: '{label.inner_text()}' wraps")
    student.close()
    board.close()
    assert problems == [], "\n".join(problems)


def move_or_wait(page: Any, done: str) -> bool:
    """A move when one is offered; else wait until one is, or ``done`` shows."""
    if page.locator(MOVE).count():
        return move_anyway(page)
    page.locator(f"{MOVE}, {done}").first.wait_for(timeout=60_000)
    return False


def move_anyway(page: Any) -> bool:
    """:func:`move`, where the page may end (the class's results replace the next move)."""
    before = page.evaluate(PLAYED)
    reach.click_centre(page, MOVE)
    page.wait_for_function(f"([n]) => ({PLAYED})()[1] > n", arg=[before[1]], timeout=60_000)
    return True


@pytest.mark.parametrize("lang", LANGS)
def test_shared_table_seat_page(server: VoilaServer, browser_context: Any, lang: str) -> None:
    problems: list[str] = []
    url = server.notebook_url("dashboards/notice.ipynb") + \
        f"?table=ftr{lang}&players=4&seed=7&lang={lang}&delay=0"
    page = open_page(browser_context, url, ".tg-name input")
    check(page, f"shared table {lang} before sitting", problems)
    page.locator(".tg-name input").fill("Ann")
    page.locator(".tg-join").click()
    page.locator(".tg-seat-button").first.wait_for(timeout=30_000)
    # the name row is gone (it goes before the seat buttons come: nothing above them moves)
    page.locator(".tg-name input").wait_for(state="hidden", timeout=30_000)
    check(page, f"shared table {lang} choosing a seat", problems)
    page.locator(".tg-seat-button").first.click()
    page.locator(".cardlab-table").wait_for(timeout=30_000)
    page.locator(MOVE).first.wait_for(timeout=60_000)
    check(page, f"shared table {lang} seated", problems)
    page.close()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_shared_table_watch_page(server: VoilaServer, browser_context: Any, lang: str) -> None:
    """The teacher makes a shared table on the class board (Comrade, bots in seats 1 and 2,
    a teacher code); a student sits in seat 0; the teacher's watch page (the board's
    second link), before and after the student's first move."""
    problems: list[str] = []
    board = open_page(browser_context, server.notebook_url("dashboards/class.ipynb") +
                      f"?lang={lang}", ".tg-tables-panel .tg-create")
    play, watch = create_table(board, f"watch{lang}", cardlab.GAMES["comrade"].title[lang], 3,
                               "1, 2", "owl-42")
    board.close()
    assert "watch=1" in watch and "code=owl-42" in watch, watch
    seat = open_page(browser_context, play + "&delay=0", ".tg-name input")
    seat.locator(".tg-name input").fill("Ann")
    seat.locator(".tg-join").click()
    seat.locator(".tg-seat-button").first.wait_for(timeout=30_000)
    seat.locator(".tg-seat-button").first.click()
    seat.locator(MOVE).first.wait_for(timeout=60_000)
    watching = open_page(browser_context, watch, ".cardlab-together-watch .cardlab-table")
    watching.locator(".cardlab-table .cl-card").first.wait_for(timeout=60_000)
    # the watch plays nothing: it may have no control at all (a seat's "give to a bot"
    # button shows only once its player has been quiet a while); axe and covers still
    check(watching, f"watch {lang}", problems, probe=False)
    drawn = watching.evaluate(VERSION)
    seat.bring_to_front()
    assert move(seat)
    watching.bring_to_front()  # chromium draws the page in front
    watching.wait_for_function(f"([v]) => ({VERSION})() > v", arg=[drawn], timeout=60_000)
    check(watching, f"watch {lang} after a move", problems, probe=False)
    seat.close()
    watching.close()
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_replay_page(browser_context: Any, tmp_path: Path, lang: str) -> None:
    from cardlab.bots import bot_for
    from cardlab.replay_page import save_replay_html
    from cardlab.session import play_out

    g = play_out(cardlab.new_game("comrade", players=3, seed=4),
                 {s: bot_for("comrade", 40 + s) for s in range(3)})
    path = save_replay_html(g.to_record(), tmp_path / "comrade.html", lang=lang, seat=0)
    problems: list[str] = []
    page = open_page(browser_context, path.resolve().as_uri(), "body[data-ready='1']")
    check(page, f"replay page {lang} first move", problems)
    page.keyboard.press("End")
    page.wait_for_function("() => document.querySelector('[data-outcome]') !== null",
                           timeout=30_000)
    check(page, f"replay page {lang} last move", problems)
    page.close()
    assert problems == [], "\n".join(problems)


FOCUS = """() => {
  const a = document.activeElement, t = document.querySelector('.cardlab-table');
  const s = a ? getComputedStyle(a) : null;
  const keys = '[data-action], [data-pick], [data-ui]';
  const items = t ? [...t.querySelectorAll(keys)] : [];
  return { item: !!t && t.contains(a) && a !== t && a.matches(keys), at: items.indexOf(a),
           count: items.length, key: a && a.dataset ? a.dataset.action || a.dataset.ui || '' : '',
           skip: !!a && a.classList.contains('cl-skip'), where: a ? a.outerHTML.slice(0, 90) : '',
           ring: s ? [s.outlineStyle, parseFloat(s.outlineWidth)] : null };
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_keyboard_skip_link_enter_and_the_focus_stays(server: VoilaServer, browser_context: Any,
                                                      lang: str) -> None:
    """Tab: the skip link first; Enter on it: a card of the table; Enter on a card plays it,
    and once the bots have moved the focus is on the table's item at the same place (not
    the table itself, not the page), with its focus ring; three moves in a row."""
    page = open_page(browser_context, server.notebook_url("dashboards/comrade.ipynb") +
                     f"?seed=7&lang={lang}&delay=0", MOVE)
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUS)["skip"], page.evaluate(FOCUS)
    assert page.locator("a.cl-skip").is_visible()  # shown while it has the focus
    page.keyboard.press("Enter")
    focus = page.evaluate(FOCUS)
    assert focus["item"], focus
    for n in range(3):
        page.keyboard.press("ArrowRight")  # the learner moves along the items …
        place = page.evaluate(FOCUS)
        assert place["item"] and place["at"] == min(1, place["count"] - 1), place
        before = page.evaluate(PLAYED)
        page.keyboard.press("Enter")  # … and plays the second one
        page.wait_for_function(f"([n]) => ({PLAYED})()[1] > n", arg=[before[1]],
                               timeout=60_000)
        # the learner's turn again (or the end): the focus is back on an item by itself
        page.wait_for_function(f"() => ({FOCUS})().item", timeout=60_000)
        focus = page.evaluate(FOCUS)
        assert focus["ring"][0] == "solid" and focus["ring"][1] >= 3, (n, focus)
        # where it was: the item now at its place (the next card), not the first again
        assert focus["at"] == min(place["at"], focus["count"] - 1), (n, place, focus)
        page.keyboard.press("ArrowLeft")  # back to the first item
        page.wait_for_function(f"() => ({FOCUS})().at === 0", timeout=10_000)
        if page.locator(".cardlab-table [data-ui=review]").count():
            break
    assert page.evaluate(PLAYED)[1] >= 2
    page.close()
