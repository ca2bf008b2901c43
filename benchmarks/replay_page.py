"""The standalone replay page: its size for a whole match of each game, the time to
write it, and the time per step in the browser (Debian's chromium, Playwright).

For each game, a whole bot match (Comrade and Comp-13 with ``match=True``; the others
are whole games already): the page as seat 0 sees it (and the teacher's), its size, and
then, opened from its file, every step forward and back with the page's own key handler.
The time per step is taken inside the page: from the key press to the table drawn and
laid out (the redraw is a microtask; reading a layout property forces the layout).
Prints median and p95; asserts nothing.

    .venv/bin/python benchmarks/replay_page.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from _common import machine

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardlab
from cardlab.bots import bot_for
from cardlab.replay_page import replay_html
from cardlab.session import play_out
from tests.browser.conftest import chromium_browser

GAMES = [("comrade", 5, {"match": True}), ("comrade", 3, {"match": True}),
         ("comp13", 4, {"match": True}), ("notice", 4, {}), ("skull_collector", 3, {}),
         ("trumps", 3, {})]

# every step forward then back again, each timed from the key to the table laid out
STEP_TIMES = """
async () => {
  const total = +document.body.dataset.total;
  const root = document.querySelector('.cardlab-table');
  const times = [];
  async function press(key) {
    const t0 = performance.now();
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    void root.offsetHeight;
    times.push(performance.now() - t0);
  }
  for (let i = 0; i < total; i += 1) await press('ArrowRight');
  for (let i = 0; i < total; i += 1) await press('ArrowLeft');
  return [times, +document.body.dataset.step];
}
"""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="cardlab-replay-bench-"))
    rows = []
    with chromium_browser() as context:
        for name, players, options in GAMES:
            g = cardlab.new_game(name, players=players, seed=11, **options)
            play_out(g, {s: bot_for(name, 110 + s) for s in range(players)})
            record = g.to_record()
            t0 = time.perf_counter()
            page = replay_html(record, lang="en", seat=0)
            build = time.perf_counter() - t0
            teacher = replay_html(record, lang="ja", teacher=True)
            path = folder / f"{name}-{players}.html"
            path.write_text(page, encoding="utf-8")
            tab = context.new_page()
            tab.goto(path.as_uri())
            tab.wait_for_selector("body[data-ready='1']", timeout=30_000)
            times, back_at = tab.evaluate(STEP_TIMES)
            tab.close()
            assert back_at == 0
            rows.append((f"{name} {players}p" + (" match" if options else ""),
                         len(g.history), len(record["decks"]), len(page.encode()),
                         len(teacher.encode()), build, statistics.median(times),
                         percentile(times, 0.95)))
    print(f"{'game':<22}{'actions':>8}{'deals':>6}{'seat 0 kB':>11}{'teacher kB':>11}"
          f"{'write s':>9}{'step p50 ms':>13}{'p95 ms':>8}")
    for label, actions, deals, size, tsize, build, p50, p95 in rows:
        print(f"{label:<22}{actions:>8}{deals:>6}{size / 1000:>11.1f}{tsize / 1000:>11.1f}"
              f"{build:>9.2f}{p50:>13.2f}{p95:>8.2f}")
    print(f"machine: {machine()}")


if __name__ == "__main__":
    main()
