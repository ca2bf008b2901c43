"""Click on a card → table redrawn in the browser, in Voilà (Debian's chromium, Playwright).

Every seat is human (pass and play), so each click is one action and one redraw. The time
is taken inside the page: from the click to the moment the table's ``data-version``
changes (the intent went to the kernel, the engine played it, the new view came back
and was drawn). Prints median and p95; asserts nothing.

``--coach`` turns the coach panel on (every seat is human, so every click is a new
position for the seat to move: the coach's question is cancelled and a new one starts in
its worker process while the next click comes); ``--coach=thread`` runs the coach in a
thread of the kernel instead (to compare: the playouts then hold the GIL). The coach's
progress updates do not count as redraws (they change no ``data-version``).

``--render`` measures the other path instead: the Comrade dashboard under
``/voila/render`` on ``make start``'s JupyterLab server (``?delay=0``: the two bots
answer within the click, so each click is one redraw), clicking the first legal action.

    .venv/bin/python benchmarks/ui_click.py [clicks] [--coach[=process|thread]] [--render]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from _common import CLICK_TO_REDRAW, report

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.conftest import LabServer, VoilaServer, chromium_browser

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
COACH = next((a.partition("=")[2] or "process" for a in sys.argv[1:]
              if a.startswith("--coach")), "")
CLICKS = int(ARGS[0]) if ARGS else 60
MEASURE = CLICK_TO_REDRAW
RENDER = "--render" in sys.argv
PAUSE_MS = 300  # with the coach: a learner's pause between clicks (the coach works then)


def render_path() -> list[float]:
    """Click times on the dashboard under ``/voila/render`` (make start's server)."""
    server = LabServer()
    times: list[float] = []
    try:
        with chromium_browser() as context:
            page = context.new_page()
            page.goto(server.dashboard_url("comrade") + "?seed=7&lang=en&delay=0")
            page.wait_for_selector(".cardlab-table [data-action]", timeout=120_000)
            if COACH:
                page.click(".cardlab-ctl-coach")
            deal = 0
            while len(times) < CLICKS:
                if page.query_selector("[data-outcome]"):
                    deal += 1
                    page.fill(".cardlab-ctl-seed input", str(100 + deal))
                    page.click(".cardlab-ctl-new-deal")
                    page.wait_for_selector(".cardlab-table [data-action]:not([data-outcome])")
                    continue
                if COACH:
                    page.wait_for_timeout(PAUSE_MS)
                dt = page.evaluate(MEASURE, "[data-action]")
                if dt >= 0:
                    times.append(dt)
            page.close()
    finally:
        server.stop()
    return sorted(times)


def main() -> None:
    if RENDER:
        times = render_path()
        report(f"ui click under /voila/render (make start's server, Comrade dashboard, "
               f"{len(times)} clicks{', coach on' if COACH else ''})",
               {"median_ms": statistics.median(times),
                "p95_ms": times[int(0.95 * (len(times) - 1))],
                "min_ms": times[0], "max_ms": times[-1]})
        return
    server = VoilaServer({"CARDLAB_TEST_HOTSEAT": "1", "CARDLAB_TEST_SEED": "7",
                          "CARDLAB_TEST_BOT_DELAY": "0",
                          **({"CARDLAB_TEST_COACH": COACH} if COACH else {})})
    times: list[float] = []
    bids: list[float] = []
    try:
        with chromium_browser() as context:
            page = context.new_page()
            page.goto(server.notebook_url("table_comrade.ipynb"))
            page.wait_for_selector(".cardlab-table[data-version]", timeout=90_000)
            deal = 0
            while len(times) < CLICKS:
                for act in ("take 4S", "take 4H", "take 4D"):  # bids total 12
                    dt = page.evaluate(MEASURE, f'[data-action="{act}"]')
                    if dt < 0:
                        raise RuntimeError(f"no bid card {act} to click")
                    bids.append(dt)
                while len(times) < CLICKS and not page.query_selector("[data-outcome]"):
                    if COACH:
                        page.wait_for_timeout(PAUSE_MS)
                    dt = page.evaluate(MEASURE, ".cl-hand [data-action]")
                    if dt < 0:
                        raise RuntimeError("no legal card to click")
                    times.append(dt)
                if len(times) < CLICKS:
                    deal += 1
                    page.fill(".cardlab-ctl-seed input", str(100 + deal))
                    page.evaluate(MEASURE.replace("root.querySelector(selector)",
                                                  "document.querySelector(selector)"),
                                  ".cardlab-ctl-new-deal")
            page.close()
    finally:
        server.stop()
    times.sort()
    coached = f", coach on ({COACH}, {PAUSE_MS} ms between clicks)" if COACH else ""
    report(
        f"ui click: card click → table redrawn (Voilà + chromium, {len(times)} card clicks"
        f"{coached})",
        {"median_ms": statistics.median(times), "p95_ms": times[int(0.95 * (len(times) - 1))],
         "min_ms": times[0], "max_ms": times[-1], "bid_click_median_ms": statistics.median(bids)},
    )
    print("targets: median ≤ 80 ms, p95 ≤ 150 ms")


if __name__ == "__main__":
    main()
