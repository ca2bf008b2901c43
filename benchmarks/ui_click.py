"""Click on a card → table redrawn in the browser, in Voilà (Debian's chromium, Playwright).

Two paths, each with the coach panel off and on:

- standalone Voilà (``tests/browser/table_comrade.ipynb``): every seat is human (pass and
  play), so each click is one action and one redraw; card clicks are timed (the three
  bids of a deal are timed apart);
- ``--render``: the Comrade dashboard under ``/voila/render`` on ``make start``'s
  JupyterLab server (``?delay=0``: the two bots answer within the click, so each click is
  one redraw), clicking the first legal action.

The time is taken inside the page: from the click to the moment the table's
``data-version`` changes (the intent went to the kernel, the engine played it, the new
view came back and was drawn). It is split in two by the arrival of the click's largest
websocket message (the new picture): before it, the kernel's handling and the messages'
way (the sync); after it, the page's part (the message parsed, the widget's model set,
the tree applied to the DOM by ``widgets/dom.js``). The kernel's part is measured apart,
in this process, on the same kind of clicks: the engine, the layout tree and its JSON
text, the patch (cardlab/ui/delta.py: the tree and the log sent as what changed when
cheaper), the tree's size and the bytes the comm sends the page a click, and for every
game (seat 0 against bots, random clicks) the picture's message against the tree and log
whole; in the browser, the websocket bytes from the click to the redraw. Prints medians
and p95s; asserts nothing.

``--coach`` turns the coach panel on (every seat is human, so every click is a new
position for the seat to move: the coach's question is cancelled and a new one starts in
its worker process while the next click comes; a learner's 300 ms pause between clicks);
``--coach=thread`` runs the coach in a thread of the kernel instead. The coach's progress
updates do not count as redraws (they change no ``data-version``). ``--all`` runs the
four (both paths, coach off and on) one after another and prints them together.

    .venv/bin/python benchmarks/ui_click.py [clicks] [--all | [--coach[=process|thread]]
                                                       [--render]]
"""

from __future__ import annotations

import functools
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from _common import machine

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import cardlab
from cardlab.ui import Table
from tests.browser.conftest import LabServer, VoilaServer, chromium_browser

PAUSE_MS = 300  # with the coach: a learner's pause between clicks (the coach works then)
BIDS = ("take 4S", "take 4H", "take 4D")  # bids total 12: the deal is played

# Before the page's scripts: note the time and size of every websocket message received
# (this listener runs before the page's own, so the time is the message's arrival).
WS_LOG = """
(() => {
  const W = window.WebSocket;
  window.__wsIn = [];
  window.WebSocket = class extends W {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        const d = e.data;
        const n = typeof d === 'string' ? d.length : (d.byteLength || d.size || 0);
        window.__wsIn.push([performance.now(), n]);
      });
    }
  };
})();
"""

# [click → redraw ms, largest message's arrival → redraw ms, its size, the bytes of every
# websocket message between the click and the redraw], or null when there is nothing to
# click
CLICK_SPLIT = """
async ([selector, inDocument]) => {
  const root = document.querySelector('.cardlab-table');
  const before = +root.dataset.version;
  const target = (inDocument ? document : root).querySelector(selector);
  if (!target || target.disabled) return null;
  return await new Promise((resolve) => {
    const mark = window.__wsIn.length;
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (+root.dataset.version > before) {
        obs.disconnect();
        const t = performance.now();
        const got = window.__wsIn.slice(mark);
        const big = got.reduce((a, m) => (m[1] > a[1] ? m : a), [t, 0]);
        resolve([t - t0, t - big[0], big[1], got.reduce((a, m) => a + m[1], 0)]);
      }
    });
    obs.observe(root, { attributes: true, attributeFilter: ['data-version'] });
    target.click();
  });
}
"""


def q(xs: list[float]) -> str:
    """Median and p95 of ``xs``.

    >>> q([1.0, 2.0, 3.0, 4.0])
    'p50 2.5, p95 3.0'
    """
    s = sorted(xs)
    return f"p50 {statistics.median(s):.1f}, p95 {s[int(0.95 * (len(s) - 1))]:.1f}"


def click(page: Any, selector: str, splits: list[list[float]], in_document: bool = False,
          keep: bool = True) -> bool:
    """Click ``selector`` and wait for the redraw; note its split (``keep``); False when
    there was nothing to click."""
    got = page.evaluate(CLICK_SPLIT, [selector, in_document])
    if got is None:
        return False
    if keep:
        splits.append(got)
    return True


def standalone(clicks: int, coach: str) -> list[list[float]]:
    """Card clicks on the pass-and-play Comrade table under standalone Voilà."""
    server = VoilaServer({"CARDLAB_TEST_HOTSEAT": "1", "CARDLAB_TEST_SEED": "7",
                          "CARDLAB_TEST_BOT_DELAY": "0",
                          **({"CARDLAB_TEST_COACH": coach} if coach else {})})
    splits: list[list[float]] = []
    try:
        with chromium_browser() as context:
            page = context.new_page()
            page.add_init_script(WS_LOG)
            page.goto(server.notebook_url("table_comrade.ipynb"))
            page.wait_for_selector(".cardlab-table[data-version]", timeout=90_000)
            deal = 0
            while len(splits) < clicks:
                for act in BIDS:
                    if not click(page, f'[data-action="{act}"]', splits, keep=False):
                        raise RuntimeError(f"no bid card {act} to click")
                while len(splits) < clicks and not page.query_selector("[data-outcome]"):
                    if coach:
                        page.wait_for_timeout(PAUSE_MS)
                    if not click(page, ".cl-hand [data-action]", splits):
                        raise RuntimeError("no legal card to click")
                deal += 1
                page.fill(".cardlab-ctl-seed input", str(100 + deal))
                click(page, ".cardlab-ctl-new-deal", splits, in_document=True, keep=False)
            page.close()
    finally:
        server.stop(wait=True)
    return splits


def render(clicks: int, coach: str) -> list[list[float]]:
    """Clicks on the Comrade dashboard under ``/voila/render`` (make start's server)."""
    server = LabServer()
    splits: list[list[float]] = []
    try:
        with chromium_browser() as context:
            page = context.new_page()
            page.add_init_script(WS_LOG)
            page.goto(server.dashboard_url("comrade") + "?seed=7&lang=en&delay=0")
            page.wait_for_selector(".cardlab-table [data-action]", timeout=120_000)
            if coach:
                page.click(".cardlab-ctl-coach")
            deal = 0
            while len(splits) < clicks:
                if page.query_selector("[data-outcome]"):
                    deal += 1
                    page.fill(".cardlab-ctl-seed input", str(100 + deal))
                    page.click(".cardlab-ctl-new-deal")
                    page.wait_for_selector(".cardlab-table [data-action]:not([data-outcome])")
                    continue
                if coach:
                    page.wait_for_timeout(PAUSE_MS)
                click(page, "[data-action]", splits)
            page.close()
    finally:
        server.stop(wait=True)
    return splits


def kernel_part(clicks: int) -> dict[str, list[float]]:
    """The kernel's part of a card click, in this process: the intent handled (engine,
    layout tree, JSON text, the patch: ms), the tree alone (ms), the patch alone (the
    diff of the tree and the log, ms; none before the patches), the tree's bytes, and the
    bytes of the messages the comm sends the page (the picture whole or patched, with
    the other traits that changed and the intent's answer)."""
    out: dict[str, list[float]] = {"handling": [], "tree": [], "patch": [], "bytes": [],
                                   "sent": []}
    deal = 0
    while len(out["handling"]) < clicks:
        table = Table(cardlab.new_game("comrade", players=3, seed=7 + deal), lang="en",
                      bot_delay=0, bots=())
        deal, n = deal + 1, 0
        build, spent = table._tree, []

        def timed(*args: Any, build: Any = build, spent: list[float] = spent) -> Any:
            began = time.perf_counter()
            got = build(*args)
            spent.append(time.perf_counter() - began)
            return got

        table._tree = timed  # type: ignore[method-assign]
        patching: list[float] = []
        if hasattr(table, "_delta"):  # (not before the patches)
            table._delta = functools.partial(timed, build=table._delta,  # type: ignore
                                             spent=patching)
        sent: list[int] = []
        table._send = lambda msg, buffers=None, sent=sent: sent.append(  # type: ignore
            len(json.dumps(msg, ensure_ascii=False, separators=(",", ":")).encode()))
        for act in BIDS:
            n += 1
            table._on_intent({"act": act, "rev": table.tree["rev"], "n": n, "view": "b"}, [])
        while not table.game.is_over and len(out["handling"]) < clicks:
            before, n = json.loads(table.tree_json), n + 1
            spent.clear()
            patching.clear()
            sent.clear()
            began = time.perf_counter()
            table._on_intent({"act": table.actions[0]["act"], "rev": before["rev"], "n": n,
                              "view": "b"}, [])
            out["handling"].append((time.perf_counter() - began) * 1000)
            out["tree"].append(sum(spent) * 1000)
            out["patch"].append(sum(patching) * 1000)
            out["bytes"].append(len(table.tree_json.encode()))
            out["sent"].append(sum(sent))
    return out


def per_game(clicks: int) -> None:
    """Every game, seat 0 against bots answering within the click, random legal clicks:
    the bytes of the picture's message a click (the patch, or the whole tree and log
    where a patch is not cheaper) against the tree and log whole, and how many clicks
    patched the tree."""
    for name in sorted(cardlab.GAMES):
        rng = random.Random(3)
        table = Table(cardlab.new_game(name, seed=3), bot_delay=0, lang="en")
        sent: list[dict[str, Any]] = []
        table._send = lambda msg, buffers=None, sent=sent: sent.append(msg)  # type: ignore
        got: list[float] = []
        whole: list[float] = []
        patched = 0
        while len(got) < clicks:
            if table.game.is_over or not table.view["legal"]:
                table.new_deal(seed=len(got))
                continue
            sent.clear()
            table.act(rng.choice(table.view["legal"]))
            picture = [m for m in sent if m["method"] == "update" or "delta" in m["content"]]
            got.append(sum(len(json.dumps(m, ensure_ascii=False, separators=(",", ":"))
                               .encode()) for m in picture))
            whole.append(len(table.tree_json.encode()) + len(json.dumps(
                table.log, ensure_ascii=False, separators=(",", ":")).encode()))
            patched += any("tree" in m.get("content", {}).get("delta", {}) for m in picture)
        print(f"  {name}: the picture's message a click {q(got)} bytes; the tree and the "
              f"log whole {q(whole)}; the tree patched in {100 * patched / clicks:.0f} % "
              f"of the clicks")


def show(title: str, splits: list[list[float]], kernel_ms: float) -> None:
    """Print one run: click → redraw, and its split."""
    total = [s[0] for s in splits]
    page = [s[1] for s in splits]
    way = [max(0.0, s[0] - s[1] - kernel_ms) for s in splits]
    print(f"{title}: {len(splits)} clicks")
    print(f"  click → redraw ms: {q(total)}")
    print(f"  split, ms: kernel ≈ {kernel_ms:.1f} (median, measured apart); sync (messages' "
          f"way) {q(way)}; page (parse, model, DOM) {q(page)}")
    print(f"  websocket bytes a click (every message from the click to the redraw): "
          f"{q([s[3] for s in splits])}; the largest message {q([s[2] for s in splits])}")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    clicks = int(args[0]) if args else 60
    coach = next((a.partition("=")[2] or "process" for a in sys.argv[1:]
                  if a.startswith("--coach")), "")
    runs = ([("standalone", ""), ("standalone", "process"), ("render", ""),
             ("render", "process")] if "--all" in sys.argv
            else [("render" if "--render" in sys.argv else "standalone", coach)])
    print(f"# ui click: click → table redrawn (Voilà + chromium); machine: {machine()}")
    kern = kernel_part(clicks)
    kernel_ms = statistics.median(kern["handling"])
    print(f"kernel's part of a card click ({clicks}, in this process): handling ms "
          f"{q(kern['handling'])}, of which the layout tree {q(kern['tree'])} and the patch "
          f"{q(kern['patch'])}; tree bytes {q(kern['bytes'])}; the comm's messages to the "
          f"page, bytes a click {q(kern['sent'])}")
    if hasattr(Table, "_delta"):  # (not before the patches)
        print(f"against bots, {clicks} random clicks a game (in this process):")
        per_game(clicks)
    for path, who in runs:
        splits = (render if path == "render" else standalone)(clicks, who)
        show(f"{'/voila/render' if path == 'render' else 'standalone Voilà'}, coach "
             f"{'on (' + who + f', {PAUSE_MS} ms between clicks)' if who else 'off'}",
             splits, kernel_ms)
    print("targets: p50 ≤ 60 ms, p95 ≤ 120 ms")


if __name__ == "__main__":
    main()
