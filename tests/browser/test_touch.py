"""Phones and tablets, by taps alone (Playwright's touch emulation): at 390 x 844 (a
phone) and 1024 x 768 (a tablet) every dashboard, a class's student page and a shared
table's seat page are played by tapping cards, places and buttons: each dashboard's whole
first deal (to its outcome, or to the next deal's start), the student's class deal to its
end, a shared table's whole first deal. At the phone's size axe-core finds no serious or
critical violation on each of these pages (:mod:`tests.browser.axe`).

After every tap: nothing is wider than the screen (no sideways scroll), every card or
place to tap lies within the screen's width and is at least 40 px each way, every
button at least 40 px high; with the table's top at the top of the screen, your hand
and your action buttons are on that one screen.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import cardlab
from tests.browser import axe
from tests.browser.conftest import (
    ROOT,
    VoilaServer,
    require_chromium,
)
from tests.browser.test_projector import ANSWERED, CLICKABLE, COUNTER, NEXT, answered

pytestmark = pytest.mark.browser

SIZES = {"phone": (390, 844), "tablet": (1024, 768)}
GAMES = tuple(sorted(cardlab.GAMES))
MIN_TAP = 40  # px: the smallest card or button a finger is asked to hit


@pytest.fixture(scope="module")
def store_db() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="cardlab-touch-") as folder:
        yield Path(folder) / "classes.sqlite"


@pytest.fixture(scope="module")
def server(store_db: Path) -> Iterator[VoilaServer]:
    """Voilà serving notebooks/ (the dashboards) over the test's class and table store."""
    require_chromium()
    s = VoilaServer({"CARDLAB_CLASS_DB": str(store_db)}, root=ROOT / "notebooks")
    try:
        yield s
    finally:
        s.stop()


def touch_page(browser: Any, size: str) -> Any:
    """A page of a touch screen of ``size`` (its own context: no shared cookies)."""
    w, h = SIZES[size]
    context = browser.new_context(viewport={"width": w, "height": h}, has_touch=True,
                                  is_mobile=size == "phone")
    return context.new_page()


# one look at the screen after a tap (one evaluate: the walk taps a whole deal): the
# table's animations ended, then the page's width, every card, place and button to tap
# (its box), your hand and your actions measured from the table's top (scrolled to the
# top of the screen), whether the deal is over, the deal counter, and what to tap next
LOOK = """async ([clickable, next, counters]) => {
  await Promise.all(document.getAnimations()
    .filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)
    .map(a => a.finished.catch(() => null)));
  const boxes = (sel) => [...document.querySelectorAll(sel)].map(e => {
    const r = e.getBoundingClientRect();
    return [e.className + ' ' + (e.dataset.action || e.dataset.pick || e.dataset.ui || ''),
            e.tagName, r.left, r.top, r.right, r.bottom];
  }).filter(b => b[4] > b[2]);
  const table = document.querySelector('.cardlab-table');
  table.scrollIntoView();
  const top = table.getBoundingClientRect().top;
  const count = document.querySelector(counters);
  return {
    wide: document.documentElement.scrollWidth, taps: boxes(clickable), top,
    mine: boxes('.cardlab-table .cl-me .cl-hand, .cardlab-table .cl-slot-actions [data-action]'),
    over: document.querySelector('[data-outcome]') !== null,
    counter: count ? count.textContent : '',
    next: next.find(s => document.querySelector(s) !== null) || null,
  };
}"""
# a tap's intent answered and the picture it left drawn (on a shared table another seat's
# move may redraw the page before the answer comes), then something to tap or the end
TAPPED = f"""([a]) => {{ const t = document.querySelector('.cardlab-table');
  return {ANSWERED} && document.querySelector('{CLICKABLE}, [data-outcome]') !== null; }}"""


def look(page: Any, where: str) -> dict[str, Any]:
    """The screen now (:data:`LOOK`), checked: nothing wider than the screen, every card
    or place to tap inside the width and at least 40 px each way, every button at least
    40 px high, and your hand and your action buttons on the one screen that starts at
    the table's top."""
    w, h = page.viewport_size["width"], page.viewport_size["height"]
    seen = page.evaluate(LOOK, [CLICKABLE, list(NEXT), COUNTER])
    assert seen["wide"] <= w, (where, "the page scrolls sideways", seen["wide"])
    problems = []
    for name, tag, left, top, right, bottom in seen["taps"]:
        if left < -1 or right > w + 1:
            problems.append(f"{name} outside the width at {round(left)}..{round(right)}")
        small = (bottom - top < MIN_TAP if tag == "BUTTON"
                 else min(right - left, bottom - top) < MIN_TAP)
        if small:
            problems.append(f"{name} too small: {round(right - left)}x{round(bottom - top)}")
    assert problems == [], (where, problems)
    top = seen["top"]
    below = [f"{name} at {round(t - top)}..{round(b - top)} from the table's top"
             for name, _, _, t, _, b in seen["mine"] if b - top > h + 1]
    assert below == [], (where, below)
    return dict(seen)


def play_by_taps(page: Any, where: str, taps: int = 400, whole_deal: bool = False) -> int:
    """Tap what a learner taps next, checking the screen after every tap, until the game
    is over, ``taps`` taps were made or (``whole_deal``) the next deal has started; how
    many taps were made."""
    seen = look(page, f"{where} start")
    start = seen["counter"]
    for step in range(taps):
        if seen["over"] or (whole_deal and seen["counter"] != start):
            return step
        if seen["next"] is None:  # the bots are moving (a shared table's poll): wait for it
            page.locator(f"{CLICKABLE}, [data-outcome]").first.wait_for(timeout=60_000)
        else:
            before = answered(page)
            page.locator(seen["next"]).first.tap()
            page.wait_for_function(TAPPED, arg=[before], timeout=60_000)
        seen = look(page, f"{where} after {step + 1} taps")
    assert not whole_deal, f"{where}: the deal did not end in {taps} taps"
    return taps


def no_serious_axe(page: Any, where: str) -> None:
    """axe-core finds no serious or critical violation on the page as it is now."""
    found = axe.serious(page)
    assert found == [], (where, found)


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", GAMES)
def test_every_dashboard_is_played_by_taps(server: VoilaServer, browser: Any, game: str,
                                          size: str) -> None:
    page = touch_page(browser, size)
    lang = "ja" if size == "phone" else "en"
    page.goto(server.notebook_url(f"dashboards/{game}.ipynb") + f"?seed=7&delay=0&lang={lang}",
              wait_until="domcontentloaded")
    try:
        page.locator(CLICKABLE).first.wait_for(timeout=120_000)
        if size == "phone":
            no_serious_axe(page, f"{game} {lang} phone")
        taps = play_by_taps(page, f"{game} {size}", whole_deal=True)
        assert taps > 3, (game, size, taps)
    finally:
        page.context.close()


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_students_class_page_is_played_by_taps(server: VoilaServer, store_db: Path,
                                                 browser: Any, size: str) -> None:
    """The student types a name and presses Enter (no "join" tap needed), then plays the
    class's deal by taps; the results come in above the table, and still nothing is
    wider than the screen."""
    from cardlab.classroom import ClassStore

    name = f"touch-{size}"
    ClassStore(store_db).create(name, "comrade", players=3, seeds=[7])
    page = touch_page(browser, size)
    page.goto(server.notebook_url("dashboards/comrade.ipynb") + f"?class={name}&lang=en&delay=0",
              wait_until="domcontentloaded")
    try:
        box = page.locator(".cb-student-name input")
        box.wait_for(timeout=120_000)
        box.tap()
        box.fill("Aiko")
        box.press("Enter")
        page.locator(CLICKABLE).first.wait_for(timeout=60_000)
        if size == "phone":
            no_serious_axe(page, "the student's page, phone")
        play_by_taps(page, f"student {size}")
        page.locator(".cardlab-class-results table").wait_for(timeout=60_000)
        w = page.viewport_size["width"]
        assert page.evaluate("document.documentElement.scrollWidth") <= w
    finally:
        page.context.close()


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_shared_tables_seat_page_is_played_by_taps(server: VoilaServer, store_db: Path,
                                                     browser: Any, size: str) -> None:
    from cardlab.tables import TableStore

    name = f"touch-{size}"
    TableStore(store_db).create_table(name, "notice", 4, bots=[1, 2, 3])
    page = touch_page(browser, size)
    page.goto(server.notebook_url("dashboards/notice.ipynb") + f"?table={name}&lang=en&delay=0",
              wait_until="domcontentloaded")
    try:
        page.locator(".tg-name input").wait_for(timeout=120_000)
        page.locator(".tg-name input").fill("Ken")
        page.locator(".tg-join").tap()
        page.locator(".tg-seat-button").first.wait_for(timeout=30_000)
        page.locator(".tg-seat-button").first.tap()
        page.locator(CLICKABLE).first.wait_for(timeout=60_000)
        if size == "phone":
            no_serious_axe(page, "a shared table's seat page, phone")
        taps = play_by_taps(page, f"shared table {size}", whole_deal=True)
        assert taps > 3, (size, taps)
    finally:
        page.context.close()


# each text field's hint against its box: the hint's width in the field's font (a canvas
# measures it) and the room inside the box
HINTS = """() => [...document.querySelectorAll('input[placeholder]')]
  .filter(e => e.placeholder.trim() && e.offsetParent).map(e => {
    const s = getComputedStyle(e), c = document.createElement('canvas').getContext('2d');
    c.font = s.font;
    const room = e.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    return [e.placeholder, Math.ceil(c.measureText(e.placeholder).width), Math.floor(room)];
  })"""


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_class_boards_field_hints_are_whole_on_a_phone(server: VoilaServer, browser: Any,
                                                           lang: str) -> None:
    """At 390 x 844 every hint in the class board's fields (a class, a shared table: its
    teacher code "optional, e.g. owl-42") is shown whole, and nothing scrolls sideways."""
    page = touch_page(browser, "phone")
    try:
        page.goto(server.notebook_url("dashboards/class.ipynb") + f"?lang={lang}",
                  wait_until="domcontentloaded")
        page.locator(".tg-tables-panel .tg-create").wait_for(timeout=120_000)
        hints = page.evaluate(HINTS)
        assert len(hints) >= 4, hints  # the class's name and deals, the table's bots and code
        assert [h for h in hints if h[1] > h[2]] == [], hints
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finally:
        page.context.close()
