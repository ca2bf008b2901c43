"""Dashboards as ``make start`` serves them: Voilà's server extension under JupyterLab.

The README's links and Binder's badge open ``/voila/render/dashboards/<game>.ipynb`` on
JupyterLab's server, not standalone Voilà. Here that server is started with the Makefile's
``start`` arguments (:class:`tests.browser.conftest.LabServer`) and Debian's chromium
opens the Comrade dashboard: every request and websocket must go to 127.0.0.1 (no MathJax
or fonts from a CDN), the table must answer a click, and closing or reloading the tab must
shut the page's kernel down (Voilà's page posts ``/voila/api/shutdown/<kernel>``; the
server used to refuse it with 403 for a missing ``_xsrf``).
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.browser.conftest import (
    DASHBOARD_EXTENSIONS,
    LabServer,
    labextensions,
    require_chromium,
)

pytestmark = pytest.mark.browser

QUERY = "?seed=7&lang=en&delay=0"
# Kernels the server keeps running with no page open: cardlab's kernel pool
# (jupyter/config/jupyter_server_config.json, cardlab.kernelpool) keeps one warm kernel.
POOL_SIZE = 1
FREED_WITHIN_S = 60.0


@pytest.fixture(scope="module")
def lab() -> Iterator[LabServer]:
    """``make start``'s JupyterLab server for this module."""
    require_chromium()
    server = LabServer()
    try:
        yield server
    finally:
        server.stop()


def wait_for_kernels(lab: LabServer, count: int, within: float = FREED_WITHIN_S) -> int:
    """Poll ``/api/kernels`` until ``count`` kernels run or ``within`` seconds pass."""
    deadline = time.monotonic() + within
    running = len(lab.kernels())
    while running != count and time.monotonic() < deadline:
        time.sleep(0.5)
        running = len(lab.kernels())
    return running


def open_dashboard(context: Any, url: str, seen: list[str], refused: list[str]) -> Any:
    """A new tab on ``url``, waited for until the table's first action is clickable."""
    page = context.new_page()
    page.on("request", lambda r: seen.append(r.url))
    page.on("websocket", lambda ws: seen.append(ws.url))
    page.on("response", lambda r: refused.append(f"{r.status} {r.url}")
            if r.status >= 400 else None)
    page.goto(url, wait_until="commit")
    first = page.locator(".cardlab-table [data-action]").first
    first.wait_for(state="visible", timeout=120_000)
    first.click(trial=True, timeout=30_000)
    return page


def foreign(urls: list[str]) -> list[str]:
    """The URLs that leave 127.0.0.1."""
    return [u for u in urls if urlsplit(u).scheme not in ("data", "blob", "about")
            and urlsplit(u).hostname != "127.0.0.1"]


def test_render_path_plays_stays_local_and_frees_its_kernel(
    lab: LabServer, browser_context: Any
) -> None:
    seen: list[str] = []
    refused: list[str] = []
    assert wait_for_kernels(lab, POOL_SIZE) == POOL_SIZE
    page = open_dashboard(browser_context, lab.dashboard_url("comrade") + QUERY, seen, refused)
    table = page.locator(".cardlab-table")
    before = table.get_attribute("data-version")
    page.locator(".cardlab-table [data-action]").first.click()
    page.wait_for_function(
        "([v]) => document.querySelector('.cardlab-table').getAttribute('data-version') !== v",
        arg=[before], timeout=30_000,
    )
    # the page's kernel and the pool's replacement (started at once, fill_delay 0)
    assert wait_for_kernels(lab, POOL_SIZE + 1, within=30) == POOL_SIZE + 1
    # the front end's script comes once, after the page's settings and before the first
    # cell (jupyter/README.md, "Time to interactive")
    assert page.evaluate("""() => {
        const s = document.querySelectorAll('script[src$="/voila/static/voila.js"]');
        const conf = document.getElementById('jupyter-config-data');
        const cell = document.querySelector('[cell-index]');
        const after = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return s.length === 1 && after(conf, s[0]) && after(s[0], cell);
    }""")
    page.close(run_before_unload=True)
    assert wait_for_kernels(lab, POOL_SIZE) == POOL_SIZE, lab.log_text()
    assert any("/voila/render/dashboards/comrade.ipynb" in u for u in seen)
    assert any(u.startswith("ws://127.0.0.1") for u in seen), "no kernel websocket seen"
    assert foreign(seen) == []
    assert labextensions(seen) == DASHBOARD_EXTENSIONS  # voila.json's extension_denylist
    assert refused == []
    assert not re.search(r"\b403 (GET|POST)\b", lab.log_text()), lab.log_text()


def test_dashboard_links_its_lesson_in_the_tables_language(
    lab: LabServer, browser_context: Any
) -> None:
    """Under make start's server the Notice dashboard links the Notice lesson page (Voilà),
    then its rules card and plan; switching the table to Japanese switches the link to the
    Japanese lesson."""
    seen: list[str] = []
    refused: list[str] = []
    page = open_dashboard(browser_context, lab.dashboard_url("notice") + QUERY, seen, refused)
    link = page.locator(".cardlab-ctl-lesson a").first  # then the rules card and the plan
    link.wait_for(state="visible", timeout=30_000)
    assert page.locator(".cardlab-ctl-lesson a").count() == 3
    assert urlsplit(link.get_attribute("href") or "").path == "/voila/render/en/notice.ipynb"
    assert link.inner_text().strip() == "lesson ↗" and link.get_attribute("target") == "_blank"
    page.locator(".cardlab-ctl-lang button", has_text="日本語").click()
    page.wait_for_function(
        "() => (document.querySelector('.cardlab-ctl-lesson a') || {}).pathname"
        " === '/voila/render/ja/notice.ipynb'", timeout=30_000)
    assert "レッスン" in link.inner_text()
    # the notebook that page renders is there (rendering it here would start a kernel)
    target = urlsplit(lab.dashboard_url("notice"))._replace(path="/api/contents/ja/notice.ipynb")
    assert page.request.get(target.geturl()).status == 200
    page.close(run_before_unload=True)
    assert wait_for_kernels(lab, POOL_SIZE) == POOL_SIZE, lab.log_text()
    assert refused == [] and foreign(seen) == []


@pytest.mark.slow
@pytest.mark.timeout(1800)  # 20 page loads; a busy 2-core machine needs minutes
def test_twenty_opens_and_closes_leave_only_the_pool(
    lab: LabServer, browser_context: Any
) -> None:
    """A class reloading: 20 tabs opened and closed (every other one navigated away from,
    as a reload does); the kernel count is back to the pool size within 60 s."""
    seen: list[str] = []
    refused: list[str] = []
    url = lab.dashboard_url("comrade") + QUERY
    for i in range(20):
        page = open_dashboard(browser_context, url, seen, refused)
        if i % 2:
            page.goto("about:blank")  # leaving the page fires its unload handlers
            page.close()
        else:
            page.close(run_before_unload=True)  # closing the tab
    running = wait_for_kernels(lab, POOL_SIZE)
    assert running == POOL_SIZE, f"{running} kernels still running:\n{lab.log_text()}"
    assert refused == []
    assert foreign(seen) == []


def test_the_test_servers_kernels_take_no_tcp_port(lab: LabServer) -> None:
    """Under pytest a test server's kernels use Unix sockets (tests/support/net.py): the
    pool's kernel's connection file names the ``ipc`` transport, and its five sockets are
    files beside it; no kernel holds a TCP port a test may have chosen for a server."""
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + 60
    while not found and time.monotonic() < deadline:  # the pool's kernel is starting
        found = [json.loads(p.read_text()) for p in Path(lab.runtime).glob("kernel-*.json")]
        time.sleep(0.2)
    assert found, "no kernel's connection file in the server's runtime folder"
    for info in found:
        assert info["transport"] == "ipc", info
        sockets = [f"{info['ip']}-{info[name]}" for name in
                   ("shell_port", "iopub_port", "stdin_port", "control_port", "hb_port")]
        assert all(Path(s).is_socket() for s in sockets), sockets
