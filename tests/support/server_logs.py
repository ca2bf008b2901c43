"""The servers a test process has running, so that a failing test's report can end with
their logs (tests/conftest.py's ``pytest_runtest_makereport``): a server's log is removed
when it stops, and a page that never came is most often explained there (a kernel that
died or was restarted).

>>> class Server:
...     url = "http://127.0.0.1:1"
...     def log_text(self) -> str:
...         return "kernel restarted"
>>> s = Server()
>>> watch_log(s); ('log of Server http://127.0.0.1:1', 'kernel restarted') in sections()
True
>>> unwatch_log(s); ('log of Server http://127.0.0.1:1', 'kernel restarted') in sections()
False
"""

from __future__ import annotations

from typing import Any

SERVERS: dict[int, Any] = {}
"""The running servers (each has ``log_text()``), by identity."""


def watch_log(server: Any) -> None:
    """Show ``server``'s log with the report of any test that fails while it runs."""
    SERVERS[id(server)] = server


def unwatch_log(server: Any) -> None:
    """``server`` stopped: its log is no longer shown."""
    SERVERS.pop(id(server), None)


def sections() -> list[tuple[str, str]]:
    """A report section (title, text) for each running server's log."""
    return [(f"log of {type(s).__name__} {getattr(s, 'url', '')}".rstrip(),
             s.log_text() or "(empty)") for s in list(SERVERS.values())]
