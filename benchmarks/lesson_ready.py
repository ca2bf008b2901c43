"""Time from navigation to an interactive Comrade lesson page, on both paths a learner
takes (issue 32: ≤ 3 s on a warm server).

- standalone Voilà (``voila notebooks/en/comrade.ipynb``) with the repository's settings;
- ``/voila/render/en/comrade.ipynb`` on ``make start``'s JupyterLab server (the welcome
  page's "lesson as a page" link; its kernel comes from cardlab's pool).

The page is interactive when its first question's first answer button and its last table's
first legal action are both visible and would accept a click. Cold and warm loads are
timed as in ``benchmarks/dashboard_ready.py`` (whose loop this reuses); prints the figures
and the machine's load; asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/lesson_ready.py [ROUNDS [GAP]]
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator

from _common import machine  # also puts the repository on sys.path
from dashboard_ready import measure

from tests.browser.conftest import LabServer
from tests.browser.test_dashboard import voila_dashboard

TARGET_S = 3.0
QUERY = "?seed=7&delay=0"
READY = (".cardlab-q-bid-cards button", ".cardlab-app .cardlab-table [data-action]")


@contextlib.contextmanager
def standalone() -> Iterator[str]:
    """Standalone Voilà serving the English lesson; yields its URL."""
    with voila_dashboard("notebooks/en/comrade.ipynb") as url:
        yield url


@contextlib.contextmanager
def render_path() -> Iterator[str]:
    """``make start``'s server; yields the lesson's ``/voila/render`` URL."""
    server = LabServer()
    try:
        yield f"{server.url}/voila/render/en/comrade.ipynb"
    finally:
        server.stop()


def main(rounds: int = 6, gap: float = 8.0) -> None:
    print("lesson page ready: navigation → first question and last table clickable (Comrade)")
    print(machine())
    measure("standalone Voilà", standalone, rounds, gap, QUERY, READY, TARGET_S)
    measure("/voila/render under make start's JupyterLab", render_path, rounds, gap, QUERY,
            READY, TARGET_S)


if __name__ == "__main__":
    main(*(int(a) if i == 0 else float(a) for i, a in enumerate(sys.argv[1:3])))
