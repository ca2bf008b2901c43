"""No click lost (issue 34's reach): a page clicks as fast as it can while four bots at delay 0
and a shared table's polls redraw it; every intent it sent must be answered exactly once,
and every one answered "done" must be exactly one move of its seat.

Two pages are driven, one after the other, each by chromium (Playwright) on standalone Voilà
over ``notebooks/``:

- **shared table**: a 5-player Notice table in a class store in a temporary folder
  (``CARDLAB_CLASS_DB``), seats 1–4 given to bots; the page joins, sits at seat 0 and
  plays through the store (its kernel polls the store, the bots answer at once);
- **dashboard**: ``dashboards/notice.ipynb?players=5&delay=0``, seat 0 against four bots
  in the page's own kernel.

The page clicks the centre of the first action it shows, again and again, without waiting
for anything (the table may be redrawing at that moment), until it has sent ``CLICKS``
intents (a finished game is followed by a new one: a new table, or "new game"). Then it
waits until every intent is answered and prints, from the table's own counters
(``data-sent``, ``data-answered``, ``data-answers``, ``data-accepted``): intents sent,
answered, answers (more than answered: an intent answered twice), lost (sent − answered),
and for the shared table the moves of seat 0 in the store's log against the intents
answered "done". Prints the figures and the machine's load; asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/lost_intents.py [CLICKS]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _common import machine, report

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, VoilaServer
from tests.browser.test_together import COUNTS, sit

# where to click: the table's first action, or the "continue" a finished trick or deal
# waits for, scrolled into view when it is below the fold (a mouse click outside the
# viewport reaches nothing)
CLICKABLE = """() => {
  const e = document.querySelector(
    '.cardlab-table [data-action], .cardlab-table [data-ui=continue]');
  if (!e) return null;
  let r = e.getBoundingClientRect();
  if (r.top < 0 || r.bottom > window.innerHeight) {
    e.scrollIntoView({ block: 'center' });
    r = e.getBoundingClientRect();
  }
  return [r.x + r.width / 2, r.y + Math.min(r.height / 2, 12)];
}"""

CLICKS = int(sys.argv[1]) if len(sys.argv) > 1 else 300
PLAYERS = 5
TIME_LIMIT_S = 900.0  # a page that can click nothing for this long stops the run
NEW_GAME = ".cardlab-ctl-new-deal"
FIELDS = ("intents_sent", "answered", "answers", "answered_done")


def settled(page: Any) -> list[int]:
    """The page's counters once every intent it sent is answered."""
    page.wait_for_function(f"() => ({COUNTS})()[0] === ({COUNTS})()[1]", timeout=120_000)
    return list(page.evaluate(COUNTS))


def rush(page: Any, next_game: Any) -> dict[str, float]:
    """Click the page's first action as fast as possible until ``CLICKS`` intents are sent;
    ``next_game()`` starts another game when one is over and returns the counters it
    leaves behind when it reloads the page (the counters start again at 0). Returns the
    totals, each intent answered."""
    started = time.monotonic()
    behind = [0, 0, 0, 0]
    while time.monotonic() - started < TIME_LIMIT_S:
        if behind[0] + page.evaluate(COUNTS)[0] >= CLICKS:
            break
        at = page.evaluate(CLICKABLE)
        if at is not None:
            page.mouse.click(*at)  # no waiting: the table may be redrawing now
        elif page.locator(".cardlab-table [data-outcome]").count():
            left = next_game()
            behind = [a + b for a, b in zip(behind, left, strict=True)]
    counts = dict(zip(FIELDS, (a + b for a, b in zip(behind, settled(page), strict=True)),
                      strict=True))
    return {**counts, "lost": counts["intents_sent"] - counts["answered"],
            "answered_twice": counts["answers"] - counts["answered"],
            "seconds": time.monotonic() - started}


def shared_table(browser: Any, server: VoilaServer, store: Any) -> dict[str, float]:
    """Seat 0 of new 5-player Notice tables (seats 1-4 bots), one after another."""
    tables: list[str] = []
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()

    def open_table() -> list[int]:
        left = settled(page) if tables else [0, 0, 0, 0]
        name = f"rush{len(tables)}"
        store.create_table(name, "notice", players=PLAYERS, seed=len(tables) + 1,
                           bots=tuple(range(1, PLAYERS)))
        tables.append(name)
        page.goto(server.notebook_url("dashboards/notice.ipynb")
                  + f"?table={name}&lang=en&delay=0", wait_until="domcontentloaded")
        sit(page, "Rush", 0)
        return left

    open_table()
    figures = rush(page, open_table)
    moves = sum(s == 0 for name in tables for _, s, _ in store.actions(name))
    figures.update(tables=len(tables), seat0_moves_in_store=moves,
                   done_but_no_move=figures["answered_done"] - moves)
    context.close()
    return figures


def dashboard(browser: Any, server: VoilaServer) -> dict[str, float]:
    """Seat 0 of the Notice dashboard with 5 players (four bots in the page's kernel)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(server.notebook_url("dashboards/notice.ipynb")
              + f"?players={PLAYERS}&seed=3&lang=en&delay=0", wait_until="domcontentloaded")
    page.locator(".cardlab-table [data-action]").first.wait_for(timeout=120_000)

    def new_game() -> list[int]:
        page.locator(NEW_GAME).click()
        page.locator(".cardlab-table [data-outcome]").wait_for(state="detached",
                                                                timeout=60_000)
        return [0, 0, 0, 0]  # the same page: its counters go on

    figures = rush(page, new_game)
    context.close()
    return figures


def main() -> None:
    from playwright.sync_api import sync_playwright

    from cardlab.tables import TableStore

    print(machine())
    folder = Path(tempfile.mkdtemp(prefix="cardlab-lost-intents-"))
    db = folder / "classes.sqlite"
    os.environ["CARDLAB_CLASS_DB"] = str(db)
    store = TableStore(db)
    server = VoilaServer({"CARDLAB_CLASS_DB": str(db)}, root=ROOT / "notebooks")
    load = os.getloadavg()[0]
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=CHROMIUM_ARGS)
            try:
                shared = shared_table(browser, server, store)
                alone = dashboard(browser, server)
            finally:
                browser.close()
    finally:
        server.stop()
    report(f"a shared {PLAYERS}-player Notice table, seat 0 against 4 bots (delay 0), "
           f"clicking as fast as it can", {k: float(v) for k, v in shared.items()})
    report(f"the Notice dashboard, {PLAYERS} players, seat 0 against 4 bots (delay 0), "
           f"clicking as fast as it can", {k: float(v) for k, v in alone.items()})
    print(f"load average before: {load:.1f}, after: {os.getloadavg()[0]:.1f}")
    print("target: 0 lost, 0 answered twice, every intent answered 'done' is one move")


if __name__ == "__main__":
    main()
