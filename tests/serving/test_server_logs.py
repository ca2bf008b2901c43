"""A failing test's report ends with the logs of the servers still running (a server's log
is removed when it stops; a page that never came is most often explained there). The
hook (tests/conftest.py) is called as pytest calls it."""

from __future__ import annotations

from typing import Any

from tests.conftest import pytest_runtest_makereport
from tests.support.server_logs import SERVERS, unwatch_log, watch_log


class Server:
    url = "http://127.0.0.1:1"

    def __init__(self, text: str) -> None:
        self.text = text

    def log_text(self) -> str:
        return self.text


class Report:
    def __init__(self, failed: bool) -> None:
        self.failed = failed
        self.sections: list[tuple[str, str]] = []


class Outcome:
    def __init__(self, report: Report) -> None:
        self.report = report

    def get_result(self) -> Report:
        return self.report


def report_of(failed: bool) -> Report:
    """The report of a test that failed (or passed), as the hook leaves it."""
    report = Report(failed)
    hook: Any = pytest_runtest_makereport(None, None)  # type: ignore[arg-type]
    next(hook)
    try:
        hook.send(Outcome(report))
    except StopIteration:
        pass
    return report


def test_a_failing_tests_report_ends_with_each_running_servers_log() -> None:
    voila, hub = Server("kernel died: Address already in use"), Server("")
    watch_log(voila)
    watch_log(hub)
    try:
        # only these two (a server another test left running would add its own)
        sections = [x for x in report_of(failed=True).sections if x[0].endswith(":1")]
        assert sorted(sections) == [("log of Server http://127.0.0.1:1", "(empty)"),
                                    ("log of Server http://127.0.0.1:1",
                                     "kernel died: Address already in use")]
        assert report_of(failed=False).sections == []  # a test that passed: nothing added
    finally:
        unwatch_log(voila)
        unwatch_log(hub)
    assert id(voila) not in SERVERS and id(hub) not in SERVERS  # stopped: no longer shown
    assert all("Address already in use" not in text
               for _, text in report_of(failed=True).sections)
