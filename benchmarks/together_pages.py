"""Play together: how fast a move by one seat shows on the other seats' pages.

Voilà serves ``notebooks/`` over a class store in a temporary folder; for each table
(default 1) four chromium contexts open ``dashboards/notice.ipynb?table=…``, join and sit
(one per seat). Then the seat to move clicks its first legal action, again and again:
every other page records (in the page, ``Date.now()``) when its table's ``data-version``
changes after the click; the latency of a move is that moment minus the click's. With
several tables the pages of all tables take turns, one move per table per round.

Prints p50/p95 of click → drawn on another page, the moves made and landed (a "lost
action" is a click whose move never reached the store), and the memory (RSS) of every
kernel. Stops by itself (``MOVES`` moves per table, and a time limit). The issue's reach:
p95 ≤ 500 ms with four pages; 8 tables × 4 pages without a lost action.

    .venv/bin/python benchmarks/together_pages.py [tables] [moves per table]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _common import kernel_memory, report

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cardlab.tables import TableStore
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, ROOT, VoilaServer

TABLES = int(sys.argv[1]) if len(sys.argv) > 1 else 1
MOVES = int(sys.argv[2]) if len(sys.argv) > 2 else 24
TIME_LIMIT_S = 600.0

WATCH = """
() => {
  const root = document.querySelector('.cardlab-table');
  window.__seen = [];
  let last = +root.dataset.version;
  new MutationObserver(() => {
    const v = +root.dataset.version;
    if (v > last) { last = v; window.__seen.push(Date.now()); }
  }).observe(root, { attributes: true, attributeFilter: ['data-version'] });
}
"""
CLICK = """
() => {
  const a = document.querySelector('.cardlab-table [data-action]');
  if (!a) return 0;
  const t = Date.now();
  a.click();
  return t;
}
"""


def open_seats(browser: Any, url: str) -> list[Any]:
    pages = []
    for seat in range(4):
        page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        page.goto(url, wait_until="domcontentloaded")
        page.locator(".tg-name input").wait_for(timeout=180_000)
        page.locator(".tg-name input").fill(f"P{seat}")
        page.locator(".tg-join").click()
        page.locator(".tg-seat-button").nth(seat).wait_for(timeout=60_000)
        page.locator(".tg-seat-button").nth(seat).click()
        page.locator(".cardlab-table").wait_for(timeout=60_000)
        page.evaluate(WATCH)
        pages.append(page)
    return pages


def one_move(store: TableStore, name: str, pages: list[Any]) -> tuple[list[float], bool]:
    """The seat to move clicks; the other pages' latencies (ms) and whether it landed."""
    before = store.moves(name)
    mover = None
    deadline = time.monotonic() + 10
    while mover is None and time.monotonic() < deadline:
        mover = next((p for p in pages if p.locator(".cardlab-table [data-action]").count()),
                     None)
        if mover is None:
            time.sleep(0.02)
    if mover is None:
        return [], False
    others = [p for p in pages if p is not mover]
    marks = [len(p.evaluate("() => window.__seen")) for p in others]
    clicked = mover.evaluate(CLICK)
    deadline = time.monotonic() + 5
    latencies: list[float] = []
    pending = list(zip(others, marks, strict=True))
    while pending and time.monotonic() < deadline:
        still = []
        for page, mark in pending:
            seen = page.evaluate("() => window.__seen")
            if len(seen) > mark:
                latencies.append(seen[mark] - clicked)
            else:
                still.append((page, mark))
        pending = still
        if pending:
            time.sleep(0.01)
    return latencies, store.moves(name) == before + 1


def p95(xs: list[float]) -> float:
    return xs[int(0.95 * (len(xs) - 1))] if xs else float("nan")


def main() -> None:
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="cardlab-together-bench-"))
    db = folder / "classes.sqlite"
    os.environ["CARDLAB_CLASS_DB"] = str(db)
    store = TableStore(db)
    server = VoilaServer({"CARDLAB_CLASS_DB": str(db)}, root=ROOT / "notebooks")
    latencies: list[float] = []
    made = landed = 0
    started = time.monotonic()
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=CHROMIUM_ARGS)
            tables = {}
            t0 = time.perf_counter()
            for k in range(TABLES):
                name = f"bench{k}"
                url = (server.notebook_url("dashboards/notice.ipynb")
                       + f"?table={name}&players=4&seed={k + 1}&lang=en")
                tables[name] = open_seats(browser, url)
            opened = time.perf_counter() - t0
            for _ in range(MOVES):
                if time.monotonic() - started > TIME_LIMIT_S:
                    break
                for name, pages in tables.items():
                    lat, ok = one_move(store, name, pages)
                    latencies.extend(lat)
                    made += 1
                    landed += ok
            memory = kernel_memory()
            browser.close()
    finally:
        server.stop()
    latencies.sort()
    report(
        f"play together: {TABLES} table(s) × 4 pages, {MOVES} moves per table",
        {"open_and_sit_all_pages_s": opened,
         "move_to_other_page_p50_ms": statistics.median(latencies) if latencies else 0.0,
         "move_to_other_page_p95_ms": p95(latencies),
         "samples": float(len(latencies)), "moves_clicked": float(made),
         "moves_landed": float(landed), "lost_actions": float(made - landed),
         "kernels": float(len(memory)),
         "kernel_rss_mean_mb": statistics.mean(memory) if memory else 0.0,
         "kernel_rss_max_mb": max(memory) if memory else 0.0},
    )
    print("kernel RSS (MB):", ", ".join(f"{m:.0f}" for m in memory))
    print("target: p95 ≤ 500 ms (four pages); 8 tables × 4 pages with no lost action")


if __name__ == "__main__":
    main()
