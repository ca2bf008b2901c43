"""A step of the replay timeline → table redrawn in the browser (Voilà, Debian's chromium).

A whole five-player Comrade match played by the bots (``match=True``, seed 7) is opened
with ``cardlab.replay`` in a notebook served by Voilà. The time is taken inside the page:
from a click on "one move on" (or a jump of the slider) to the moment the table's
``data-version`` changes (the intent went to the kernel, the game after that many moves
was looked up, its picture built and sent, and the page drew it). Prints p50 and p95;
asserts nothing.

    .venv/bin/python benchmarks/replay_step.py [steps]
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
from pathlib import Path

from _common import CLICK_TO_REDRAW, report

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardlab
from cardlab.bots import bot_for
from cardlab.session import play_out
from tests.browser.conftest import VoilaServer, chromium_browser

STEPS = int(sys.argv[1]) if len(sys.argv) > 1 else 100
CLICK = CLICK_TO_REDRAW
SLIDE = CLICK.replace("async (selector)", "async ([selector, k])").replace(
    "target.click();",
    "target.value = String(k); target.dispatchEvent(new Event('input', { bubbles: true }));")


def match_record() -> dict[str, object]:
    g = cardlab.new_game("comrade", players=5, seed=7, match=True)
    play_out(g, {s: bot_for("comrade", seed=s) for s in range(5)})
    return g.to_record()


def notebook(record: dict[str, object]) -> str:
    source = ["import cardlab\n", f"cardlab.replay({json.dumps(record)!r}, seat=0, lang='en')"]
    cell = {"cell_type": "code", "execution_count": None, "id": "replay", "metadata": {},
            "outputs": [], "source": source}
    return json.dumps({"cells": [cell], "metadata": {"kernelspec": {
        "display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5})


def main() -> None:
    record = match_record()
    moves = len(record["actions"])  # type: ignore[arg-type]
    folder = Path(tempfile.mkdtemp(prefix="cardlab-replay-bench-"))
    (folder / "replay.ipynb").write_text(notebook(record))
    server = VoilaServer(root=folder)
    steps: list[float] = []
    jumps: list[float] = []
    rng = random.Random(7)
    try:
        with chromium_browser() as context:
            page = context.new_page()
            page.set_viewport_size({"width": 1280, "height": 800})
            page.goto(server.notebook_url("replay.ipynb"))
            page.wait_for_selector(".cardlab-table .cl-replay", timeout=90_000)
            while len(steps) < STEPS:
                dt = page.evaluate(CLICK, "[data-rp=forward]")
                if dt < 0:  # at the last move: back to the deal
                    page.evaluate(CLICK, "[data-rp=first]")
                    continue
                steps.append(dt)
            for _ in range(max(10, STEPS // 4)):
                jumps.append(page.evaluate(SLIDE, [".cl-rp-slider", rng.randrange(moves + 1)]))
            page.close()
    finally:
        server.stop()
    steps.sort()
    jumps.sort()
    report(
        f"replay step: one move on → table redrawn (Voilà + chromium, a {moves}-move "
        f"five-player Comrade match, {len(steps)} steps)",
        {"p50_ms": statistics.median(steps), "p95_ms": steps[int(0.95 * (len(steps) - 1))],
         "min_ms": steps[0], "max_ms": steps[-1],
         "slider_jump_p50_ms": statistics.median(jumps),
         "slider_jump_p95_ms": jumps[int(0.95 * (len(jumps) - 1))]},
    )
    print("target: p50 ≤ 80 ms per step")


if __name__ == "__main__":
    main()
