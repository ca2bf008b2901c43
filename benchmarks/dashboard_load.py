"""30 dashboards at once against one server: time to interactive, click → redraw, memory
per kernel, errors, and the kernel count after the tabs close (issue 23, item 3).

One ``make start`` server (``LabServer`` of ``tests/browser/conftest.py``: JupyterLab with
Voilà's server extension, cardlab's kernel pool and culler, on 127.0.0.1, a free port)
and one Debian chromium (Playwright). N browser contexts (default 30, each a learner with
a fresh profile) open the five games' dashboards (``/voila/render/dashboards/<game>.ipynb``
— what the README's links open) all at once, so every figure is taken under that load:

- time to interactive: from navigation until a clickable action of the table is on the
  page (taken inside the page, ``performance.now()`` from the navigation start);
- click → redraw: MOVES rounds in which every page, once its table offers something to
  click (the bots may still be playing), clicks its first action (or a held trick's
  "continue", or a hand card to pick) at the same moment; the time runs from the click
  until the table's ``data-version`` changes (the intent went to the kernel, the engine
  and the bots played, the new picture came back and was drawn);
- memory per kernel: resident memory of each kernel process while every page is open;
- errors: uncaught page errors, console errors, pages that did not become interactive
  and clicks that were not redrawn, each bounded in time (must all be 0);
- the kernel count: before, with every page open, and after the tabs close (each page's
  unload asks Voilà to shut its kernel down; the culler, ``cull_idle_timeout`` in
  ``jupyter/config/jupyter_server_config.json``, is the fallback for tabs that vanish).

Everything is bounded (each wait has a timeout, the whole run a deadline) and the server
stops itself. Prints the figures and the machine's load; asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/dashboard_load.py [PAGES [MOVES [FIRST_SEED]]]

Page ``i`` opens seed ``FIRST_SEED + i`` (default 0) of game ``GAMES[seed % 5]``.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from _common import machine  # also puts the repository on sys.path

import cardlab
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, LabServer

GAMES = tuple(sorted(cardlab.GAMES))
READY_TIMEOUT_S = 240.0
CLICK_TIMEOUT_S = 60.0
CLOSE_TIMEOUT_S = 120.0
DEADLINE_S = 20 * 60.0

# set up in every page before its scripts run: when a clickable action appears, note the
# time (ms since navigation start); count uncaught errors
INIT = """
(() => {
  window.__cl = {ready: null, clicks: []};
  const check = () => {
    if (window.__cl.ready !== null) return;
    const el = document.querySelector('.cardlab-table [data-action]');
    if (el && el.offsetParent !== null) window.__cl.ready = performance.now();
  };
  new MutationObserver(check).observe(document, {subtree: true, childList: true,
                                                 attributes: true});
})();
"""

# what a learner can click on the table now: a legal action, else the "continue" of a
# held trick (the table waits for it before the bots play on), else a hand card with
# several moves (Trumps' reveal: picked first, then its moves light up)
CLICKABLE = "[data-action], [data-ui], [data-pick]"
HAS_CLICKABLE = f"() => !!document.querySelector('.cardlab-table').querySelector('{CLICKABLE}')"

# click the table's first action (or "continue", or a card to pick) now and note, later,
# how long until it was redrawn
CLICK = """
() => {
  const root = document.querySelector('.cardlab-table');
  const target = root && (root.querySelector('[data-action]') || root.querySelector('[data-ui]')
                          || root.querySelector('[data-pick]'));
  if (!target) { window.__cl.clicks.push(-1); return; }
  const before = +root.dataset.version;
  const t0 = performance.now();
  const obs = new MutationObserver(() => {
    if (+root.dataset.version > before) {
      obs.disconnect();
      window.__cl.clicks.push(performance.now() - t0);
    }
  });
  obs.observe(root, {attributes: true, attributeFilter: ['data-version']});
  target.click();
}
"""


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * (len(s) - 1))))]


def kernel_memory(server: LabServer) -> list[float]:
    """Resident memory (MiB) of each kernel process of ``server``."""
    import psutil

    out = []
    for p in psutil.Process(server.proc.pid).children(recursive=True):
        try:
            if any("ipykernel" in part for part in p.cmdline()):
                out.append(p.memory_info().rss / 2**20)
        except psutil.Error:
            continue
    return out


def wait_kernels(server: LabServer, most: int, timeout: float) -> tuple[int, float]:
    """Poll the server until it runs at most ``most`` kernels; (count, seconds waited)."""
    start = time.monotonic()
    while True:
        count = len(server.kernels())
        waited = time.monotonic() - start
        if count <= most or waited > timeout:
            return count, waited
        time.sleep(1.0)


class Load:
    """The pages of one run and what went wrong in them."""

    def __init__(self, browser: Any, server: LabServer, pages: int, first: int = 0) -> None:
        self.errors: list[str] = []
        self.contexts = []
        self.pages = []
        for i in range(pages):
            ctx = browser.new_context(viewport={"width": 1280, "height": 900})
            ctx.add_init_script(INIT)
            page = ctx.new_page()
            page.on("pageerror", lambda e, i=i: self.errors.append(f"page {i}: {e}"))
            page.on("console", lambda m, i=i: m.type == "error" and self.errors.append(
                f"page {i} console: {m.text[:160]}"))
            self.contexts.append(ctx)
            self.pages.append(page)
        seeds = range(first, first + pages)
        self.urls = [f"{server.dashboard_url(GAMES[s % len(GAMES)])}?seed={s}&lang=en&delay=0"
                     for s in seeds]

    def open_all(self) -> list[float]:
        """Navigate every page at once; each one's time to interactive (s)."""
        for page, url in zip(self.pages, self.urls, strict=True):
            page.goto(url, wait_until="commit", timeout=READY_TIMEOUT_S * 1000)
        ready: dict[int, float] = {}
        start = time.monotonic()
        while len(ready) < len(self.pages) and time.monotonic() - start < READY_TIMEOUT_S:
            for i, page in enumerate(self.pages):
                if i not in ready:
                    t = page.evaluate("() => window.__cl && window.__cl.ready")
                    if t is not None:
                        ready[i] = t / 1000
            time.sleep(0.25)
        for i in range(len(self.pages)):
            if i not in ready:
                self.errors.append(f"page {i} ({self.urls[i].split('/')[-1]}) not interactive "
                                   f"in {READY_TIMEOUT_S:.0f} s; it shows: {self.shows(i)}")
        return list(ready.values())

    def shows(self, i: int) -> str:
        """What page ``i`` shows (the start of its text, and whether a table is there)."""
        try:
            return str(self.pages[i].evaluate(
                "() => (document.querySelector('.cardlab-table') ? '[table] ' : '[no table] ')"
                " + document.body.innerText.replace(/\\s+/g, ' ').slice(0, 160)"))
        except Exception as e:  # a page that crashed says so
            return f"({type(e).__name__}: {str(e)[:80]})"

    def wait_clickable(self, pages: list[Any], n: int) -> None:
        """Wait (bounded) until every page offers something to click: after the last
        round the bots may still be playing, or the table holds a trick."""
        start, waiting = time.monotonic(), list(pages)
        while waiting and time.monotonic() - start < CLICK_TIMEOUT_S:
            waiting = [p for p in waiting if not p.evaluate(HAS_CLICKABLE)]
            time.sleep(0.1)
        for page in waiting:
            i = self.pages.index(page)
            self.errors.append(f"round {n + 1}: page {i} ({self.urls[i].split('/')[-1]}) "
                               f"offers nothing to click; it shows: {self.shows(i)}")

    def click_round(self, n: int) -> list[float]:
        """Every page clicks at once; the redraw times (ms) of round ``n`` (0-based)."""
        live = [p for p in self.pages if p.evaluate("() => window.__cl.ready") is not None]
        self.wait_clickable(live, n)
        for page in live:
            page.evaluate(CLICK)
        times: dict[int, float] = {}
        start = time.monotonic()
        while len(times) < len(live) and time.monotonic() - start < CLICK_TIMEOUT_S:
            for i, page in enumerate(live):
                if i not in times:
                    clicks = page.evaluate("() => window.__cl.clicks")
                    if len(clicks) > n:
                        times[i] = clicks[n]
            time.sleep(0.05)
        for i in range(len(live)):
            if i not in times:
                self.errors.append(f"round {n + 1}: a click was not redrawn in "
                                   f"{CLICK_TIMEOUT_S:.0f} s")
            elif times[i] < 0:
                self.errors.append(f"round {n + 1}: a table had nothing to click")
        return [t for t in times.values() if t >= 0]

    def close_all(self) -> None:
        """Close every tab as a learner does (its unload handlers run), then the contexts."""
        for page in self.pages:
            page.close(run_before_unload=True)
        time.sleep(2.0)
        for ctx in self.contexts:
            ctx.close()


def cull_settings() -> dict[str, Any]:
    """The culler's settings the server runs with (from the repository's Jupyter config)."""
    path = Path(__file__).resolve().parents[1] / "jupyter/config/jupyter_server_config.json"
    return dict(json.loads(path.read_text())["MappingKernelManager"])


def report(tti: list[float], clicks: list[float], memory: list[float], errors: list[str],
           kernels: dict[str, Any], pages: int, wall: float) -> None:
    """Print the figures."""
    cull = cull_settings()
    print(f"dashboard load: {pages} dashboards at once (5 games), one make-start server")
    print(machine())
    print(f"  load average now: {', '.join(f'{x:.1f}' for x in os.getloadavg())}; "
          f"{os.cpu_count()} cores for the server, {pages} kernels and chromium")
    if tti:
        print(f"  time to interactive: p50 {pct(tti, .5):.1f} s, p95 {pct(tti, .95):.1f} s, "
              f"max {max(tti):.1f} s ({len(tti)}/{pages} pages)")
    if clicks:
        print(f"  click → redraw: p50 {pct(clicks, .5):.0f} ms, p95 {pct(clicks, .95):.0f} ms, "
              f"max {max(clicks):.0f} ms ({len(clicks)} clicks)")
    if memory:
        print(f"  memory per kernel (RSS): median {statistics.median(memory):.0f} MiB, "
              f"max {max(memory):.0f} MiB; {len(memory)} kernels, {sum(memory):.0f} MiB in all")
    print(f"  errors: {len(errors)}")
    for e in errors[:12]:
        print(f"    {e}")
    back = "yes" if kernels["after"] <= kernels["before"] else "NO"
    print(f"  kernels: {kernels['before']} before, {kernels['open']} with every page open, "
          f"{kernels['after']} {kernels['after_s']:.0f} s after the tabs closed "
          f"(back to {kernels['before']}: {back}"
          f"; culler fallback: cull_idle_timeout {cull['cull_idle_timeout']} s, "
          f"interval {cull['cull_interval']} s)")
    print(f"  whole run: {wall:.0f} s")


def main(pages: int = 30, moves: int = 3, first: int = 0) -> None:
    from playwright.sync_api import sync_playwright

    if not os.access(CHROMIUM, os.X_OK):
        sys.exit(f"{CHROMIUM} is missing: `make chromium` installs it")
    start = time.monotonic()
    server = LabServer()
    try:
        time.sleep(5.0)  # the kernel pool starts its warm kernel
        before = len(server.kernels())
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True,
                                         args=CHROMIUM_ARGS)
            try:
                load = Load(browser, server, pages, first)
                tti = load.open_all()
                clicks: list[float] = []
                for n in range(moves):
                    if time.monotonic() - start > DEADLINE_S:
                        load.errors.append("deadline reached before every round was played")
                        break
                    clicks += load.click_round(n)
                memory = kernel_memory(server)
                open_count = len(server.kernels())
                load.close_all()
            finally:
                browser.close()
        after, waited = wait_kernels(server, before, CLOSE_TIMEOUT_S)
        kernels = {"before": before, "open": open_count, "after": after, "after_s": waited}
        report(tti, clicks, memory, load.errors, kernels, pages, time.monotonic() - start)
    finally:
        keep_log(server)
        server.stop()


def keep_log(server: LabServer) -> None:
    """Copy the server's log to ``$CARDLAB_LOAD_LOG`` (if set) before the server goes, and
    print its warnings and errors."""
    try:
        text = Path(server.log.name).read_text(errors="replace")
    except OSError:
        return
    if os.environ.get("CARDLAB_LOAD_LOG"):
        Path(os.environ["CARDLAB_LOAD_LOG"]).write_text(text)
    noise = ("is not trusted", "authentication is disabled")
    bad = [line for line in text.splitlines() if line.startswith(("[W ", "[E ", "[C "))
           and not any(n in line for n in noise)]
    print(f"  server log: {len(bad)} warnings and errors")
    for line in bad[:8]:
        print(f"    {line[:200]}")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:4]))
