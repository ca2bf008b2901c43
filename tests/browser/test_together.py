"""Play together in a real browser: four pages (four Playwright contexts, one per seat)
at one shared table, served by Voilà over a class store in a temporary folder
(``CARDLAB_CLASS_DB`` set for the server's kernels).

* The four pages play a Notice deal to the end, each clicking its first legal action when
  it is its turn; after every move, no page's table holds a card another seat hides (the
  truth is read from the store by the test, after the page's DOM).
* Two seats clicking at the same moment (Trumps' start, a simultaneous phase): exactly
  one action lands, the other page shows the new state and one sentence.
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, VoilaServer, require_chromium

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def table_db() -> Iterator[Path]:
    with tempfile.TemporaryDirectory(prefix="cardlab-tables-") as folder:
        yield Path(folder) / "classes.sqlite"


@pytest.fixture(scope="module")
def voila_tables(table_db: Path) -> Iterator[VoilaServer]:
    require_chromium()
    server = VoilaServer({"CARDLAB_CLASS_DB": str(table_db)}, root=ROOT / "notebooks")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium, for several contexts (one per seat: no shared cookies)."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


def seat_page(browser: Any, url: str, name: str, seat: int) -> Any:
    """A new context's page that joins as ``name`` and sits at ``seat``."""
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(url, wait_until="domcontentloaded")
    return page


def sit(page: Any, name: str, seat: int) -> None:
    page.locator(".tg-name input").wait_for(timeout=120_000)
    page.locator(".tg-name input").fill(name)
    page.locator(".tg-join").click()
    page.locator(".tg-seat-button").nth(seat).wait_for(timeout=30_000)
    page.locator(".tg-seat-button").nth(seat).click()
    page.locator(".cardlab-table").wait_for(timeout=30_000)


def truth(store: Any, name: str, seat: int) -> tuple[set[str], set[str], bool]:
    """What ``seat`` may not see now (cards), the cards of the events it saw, and whether
    the first deal is over: replayed from the store's log."""
    from cardlab.classroom import deal_of
    from cardlab.tables import TableInfo

    info: TableInfo = store.table(name)
    game = deal_of(info.game, info.players, info.options, info.seed)
    seen: set[str] = set()
    ended = False
    for _, s, action in store.actions(name):
        for e in game.play(action, s):
            ended = ended or e.kind == "deal"
            if e.visible_to(seat, False) and not ended:
                seen |= _cards(e.values)
    hidden = _cards(game.view(None, reveal=True)) - _cards(game.view(seat)) - seen
    return hidden, seen, ended or game.is_over


def _cards(value: Any) -> set[str]:
    from cardlab.cards import Card

    if isinstance(value, dict):
        return set().union(*(_cards(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_cards(v) for v in value)) if value else set()
    if isinstance(value, str):
        with contextlib.suppress(Exception):
            return {Card(value).text}
    return set()


def dom_cards(page: Any) -> tuple[list[str], str]:
    """The cards the page's table shows (``data-card``) and its log's text."""
    return page.evaluate(
        "() => [[...document.querySelectorAll('.cardlab-table [data-card]')]"
        ".map(e => e.dataset.card), [...document.querySelectorAll('.cardlab-table "
        ".cl-log-lines li')].map(e => e.textContent).join('\\n')]")


def test_four_pages_play_a_notice_deal_and_no_page_holds_another_seats_card(
        voila_tables: VoilaServer, table_db: Path, browser: Any) -> None:
    from cardlab.cards import display
    from cardlab.tables import TableStore

    url = voila_tables.notebook_url("dashboards/notice.ipynb") + \
        "?table=room1&players=4&seed=7&lang=en&delay=0"
    pages = [seat_page(browser, url, f"P{i}", i) for i in range(4)]
    sit(pages[0], "P0", 0)  # the first visitor makes the table
    for i in range(1, 4):
        sit(pages[i], f"P{i}", i)
    store = TableStore(table_db)
    started = time.monotonic()
    moves = 0
    while True:
        assert time.monotonic() - started < 75, "the deal did not end in time"
        for seat, page in enumerate(pages):
            shown, log = dom_cards(page)
            hidden, _, _ = truth(store, "room1", seat)
            assert not hidden & set(shown), (seat, hidden & set(shown))
            assert not [c for c in hidden if not c.isdigit() and display(c) in log], seat
        if truth(store, "room1", 0)[2]:
            break
        clicked = False
        for page in pages:
            action = page.locator(".cardlab-table [data-action]").first
            if action.count():
                before = store.moves("room1")
                version = int(page.locator(".cardlab-table").get_attribute("data-version")
                              or 0)
                action.click()
                page.wait_for_function(
                    "([v]) => Number(document.querySelector('.cardlab-table').dataset.version)"
                    " > v", arg=[version], timeout=10_000)
                deadline = time.monotonic() + 5
                while store.moves("room1") == before and time.monotonic() < deadline:
                    time.sleep(0.02)
                moves += store.moves("room1") > before
                clicked = True
                break
        if not clicked:
            time.sleep(0.1)
    assert moves >= 8
    for page in pages:
        page.context.close()


def test_two_seats_clicking_at_once_one_lands_the_other_is_told(
        voila_tables: VoilaServer, table_db: Path, browser: Any) -> None:
    from cardlab.tables import TableStore

    store = TableStore(table_db)
    outcomes = []
    for attempt in range(3):
        name = f"race{attempt}"
        url = voila_tables.notebook_url("dashboards/trumps.ipynb") + \
            f"?table={name}&players=2&seed=3&lang=en"
        a, b = (seat_page(browser, url, n, s) for n, s in (("A", 0), ("B", 1)))
        sit(a, "A", 0)
        sit(b, "B", 1)
        for p in (a, b):
            p.locator(".cardlab-table [data-action]").first.wait_for(timeout=15_000)
        a.evaluate("() => document.querySelector('.cardlab-table [data-action]').click()")
        b.evaluate("() => document.querySelector('.cardlab-table [data-action]').click()")
        time.sleep(1.5)
        landed = store.moves(name)
        said = b.locator(".cardlab-table .cl-message").inner_text()
        outcomes.append((landed, said))
        for p in (a, b):
            p.context.close()
        if landed == 1:
            assert "Someone acted first" in said, said
            assert said.count(".") == 1
            break
        assert landed == 2 and "Someone acted first" not in said  # b had seen a's move
    assert any(n == 1 for n, _ in outcomes), outcomes
