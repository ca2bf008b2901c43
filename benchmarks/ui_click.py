"""Click on a card → table redrawn in the browser, in Voilà (Debian's chromium, Playwright).

Every seat is human (pass and play), so each click is one action and one redraw. The time
is taken inside the page: from the click to the moment the table's ``data-version``
changes (the intent went to the kernel, the engine played it, the new view came back
and was drawn). Prints median and p95; asserts nothing.

    .venv/bin/python benchmarks/ui_click.py [clicks]
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

from _common import CLICK_TO_REDRAW, report

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.conftest import VoilaServer, chromium_browser

CLICKS = int(sys.argv[1]) if len(sys.argv) > 1 else 60
MEASURE = CLICK_TO_REDRAW


def main() -> None:
    server = VoilaServer({"CARDLAB_TEST_HOTSEAT": "1", "CARDLAB_TEST_SEED": "7",
                          "CARDLAB_TEST_BOT_DELAY": "0"})
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
    report(
        f"ui click: card click → table redrawn (Voilà + chromium, {len(times)} card clicks)",
        {"median_ms": statistics.median(times), "p95_ms": times[int(0.95 * (len(times) - 1))],
         "min_ms": times[0], "max_ms": times[-1], "bid_click_median_ms": statistics.median(bids)},
    )
    print("targets: median ≤ 80 ms, p95 ≤ 150 ms")


if __name__ == "__main__":
    main()
