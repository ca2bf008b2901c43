"""Time from navigation to a playable Comrade dashboard, on both paths users take (target
≤ 2 s warm).

- standalone Voilà (``voila notebooks/dashboards/comrade.ipynb``) with the repository's
  settings (``jupyter/config/voila.json``: a preheated kernel has run the imports before the
  request);
- ``/voila/render/dashboards/comrade.ipynb`` on ``make start``'s JupyterLab server (Voilà's
  server extension: the README's links and Binder's badge); its kernel comes from
  cardlab's pool (``cardlab.kernelpool``: started and ``cardlab.ui`` imported), the cells
  run when the page is requested.

Each server is started on 127.0.0.1 (a free port). Debian's chromium (Playwright) opens
the dashboard once ("cold": first request to a fresh server, empty browser cache), then
ROUNDS more times, GAP seconds apart (so a preheated pool is full again), each tab closed
before the next (which shuts its kernel down). A time runs from ``page.goto`` until the
first ``[data-action]`` of the table is visible and would accept a click (Playwright's
actionability check, without clicking). Prints the figures and the machine's load;
asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/dashboard_ready.py [ROUNDS [GAP]]
"""

from __future__ import annotations

import contextlib
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator

from _common import machine  # also puts the repository on sys.path

from tests.browser.conftest import LabServer
from tests.browser.test_dashboard import chromium, voila_dashboard

TARGET_S = 2.0
QUERY = "?seed=7&lang=en"


READY = (".cardlab-table [data-action]",)


def ready_time(context: object, url: str, ready: tuple[str, ...] = READY) -> float:
    """Seconds from navigation until the first element of each selector of ``ready`` (by
    default the table's first legal action) is visible and clickable; the tab is then
    closed as a learner closes it (its unload handlers run)."""
    page = context.new_page()  # type: ignore[attr-defined]
    try:
        start = time.perf_counter()
        page.goto(url, wait_until="commit")
        for selector in ready:
            first = page.locator(selector).first
            first.wait_for(state="visible", timeout=120_000)
            first.click(trial=True, timeout=60_000)
        return time.perf_counter() - start
    finally:
        page.close(run_before_unload=True)


@contextlib.contextmanager
def render_path() -> Iterator[str]:
    """``make start``'s server; yields the dashboard's ``/voila/render`` URL."""
    server = LabServer()
    try:
        yield server.dashboard_url("comrade")
    finally:
        server.stop()


def measure(name: str, serve: Callable[[], contextlib.AbstractContextManager[str]],
            rounds: int, gap: float, query: str = QUERY, ready: tuple[str, ...] = READY,
            target: float = TARGET_S) -> bool:
    """Print cold and warm figures for one path; True when the warm median meets ``target``
    (seconds; ``ready`` as for :func:`ready_time`)."""
    before = os.getloadavg()
    with serve() as url, chromium() as browser:
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        page_url = url + query
        cold = ready_time(context, page_url, ready)
        times = []
        for _ in range(rounds):
            time.sleep(gap)
            times.append(ready_time(context, page_url, ready))
        context.close()
    med = statistics.median(times)
    met = med <= target
    print(f"{name}")
    print(f"  cold (fresh server, empty browser cache): {cold:.2f} s")
    print(f"  warm ({gap:.0f} s apart): " + ", ".join(f"{t:.2f}" for t in times) + " s")
    print(f"  warm median {med:.2f} s, worst {max(times):.2f} s over {rounds} loads; "
          f"target ≤ {target:.1f} s: {'met' if met else 'NOT met'}")
    print(f"  load average before: {', '.join(f'{x:.1f}' for x in before)}; "
          f"after: {', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    return met


def main(rounds: int = 6, gap: float = 8.0) -> None:
    print("dashboard ready: navigation → table visible and clickable (Comrade dashboard)")
    print(machine())
    measure("standalone Voilà (preheated kernel)", voila_dashboard, rounds, gap)
    measure("/voila/render under make start's JupyterLab (server extension)", render_path,
            rounds, gap)


if __name__ == "__main__":
    main(*(int(a) if i == 0 else float(a) for i, a in enumerate(sys.argv[1:3])))
