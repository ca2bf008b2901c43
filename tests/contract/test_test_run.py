"""A test run cleans up after itself: the throwaway class database the root ``conftest.py``
makes for each pytest process (so no test writes to the user's own classes) is removed
when that process ends. Every run used to leave a ``cardlab-test-*`` folder in /tmp.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # two pytest runs (make test runs it; make check does not)

ROOT = Path(__file__).resolve().parents[2]


def test_a_pytest_run_leaves_no_class_database_behind(tmp_path: Path) -> None:
    own = ("CARDLAB_CLASS_DB", "PYTEST_XDIST_WORKER", "_CARDLAB_TEST_OWN_DB")
    env = {k: v for k, v in os.environ.items() if k not in own}
    env["TMPDIR"] = str(tmp_path)
    # one quick test, in this process and in two xdist workers (each makes a folder of its own)
    for extra in ([], ["-n", "2"]):
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", *extra,
             "cardlab/cards.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "passed" in done.stdout, done.stdout
        left = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("cardlab-test-"))
        assert left == [], (extra, left)


def test_a_test_runs_with_the_collector_on_and_the_collected_heap_frozen() -> None:
    """The root ``conftest.py`` turns the cycle collector off while the tests are collected
    and then freezes what is alive: a test runs with the collector on again (else garbage
    would pile up for the whole run) and the collected heap frozen."""
    assert gc.isenabled()
    assert gc.get_freeze_count() > 10_000
