"""A test run cleans up after itself: the throwaway class database the root ``conftest.py``
makes for each pytest process (so no test writes to the user's own classes) and the folder
of its kernels' socket files are removed when that process ends. Every run used to leave
a ``cardlab-test-*`` folder in /tmp. And the kernels nbval starts for the notebooks talk
over Unix sockets, not TCP ports (tests/support/net.py says why).
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
    # a few quick tests (net.py's make a socket folder), in this process and in two xdist
    # workers (each makes folders of its own)
    for extra in ([], ["-n", "2"]):
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", *extra,
             "cardlab/cards.py", "tests/support/net.py"], cwd=ROOT, env=env,
            capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "passed" in done.stdout, done.stdout
        left = sorted(p.name for p in tmp_path.iterdir()
                      if p.name.startswith(("cardlab-test-", "cardlab-ipc-")))
        assert left == [], (extra, left)


def test_a_test_runs_with_the_collector_on_and_the_collected_heap_frozen() -> None:
    """The root ``conftest.py`` turns the cycle collector off while the tests are collected
    and then freezes what is alive: a test runs with the collector on again (else garbage
    would pile up for the whole run) and the collected heap frozen."""
    assert gc.isenabled()
    assert gc.get_freeze_count() > 10_000


def test_a_notebooks_kernel_talks_over_unix_sockets(tmp_path: Path) -> None:
    """A kernel nbval starts (as for every notebook of the run) binds its five sockets as
    files under an absolute prefix of its own, not TCP ports, and runs a cell."""
    from nbval.kernel import CURRENT_ENV_KERNEL_NAME, RunningKernel

    kernel = RunningKernel(CURRENT_ENV_KERNEL_NAME, cwd=str(tmp_path))
    try:
        info = kernel.km.get_connection_info()
        assert info["transport"] == "ipc" and os.path.isabs(info["ip"]), info
        for name in ("shell", "iopub", "stdin", "control", "hb"):
            assert Path(f"{info['ip']}-{info[name + '_port']}").is_socket(), name
        msg_id = kernel.execute_cell_input("import os; print(6 * 7, os.getcwd())",
                                           allow_stdin=False)
        out = []
        while True:
            msg = kernel.get_message(stream="iopub", timeout=60)
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "stream":
                out.append(msg["content"]["text"])
            if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                break
        assert "".join(out) == f"42 {tmp_path}\n"
    finally:
        kernel.stop()
