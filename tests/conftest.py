"""Hooks for every test: a failing test's report ends with the logs of the servers still
running (:mod:`tests.support.server_logs`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support import server_logs


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if report.failed:
        report.sections.extend(server_logs.sections())
