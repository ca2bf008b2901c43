"""Test-run setup shared by every test directory.

Kernels started by the tests (nbval's notebook kernels, Voilà's) are new processes: put
this checkout first on their ``PYTHONPATH`` so they import the same ``cardlab`` as the
tests, and this checkout's Jupyter settings (``jupyter/``) on ``JUPYTER_CONFIG_PATH`` and
``JUPYTER_PATH``; the kernels of the notebooks, of nbgrader and of the test servers talk
over Unix sockets, not TCP ports (:mod:`tests.support.net`). The class database
(:mod:`cardlab.classroom`) of the whole run, the kernels' included, is a throwaway file
unless ``CARDLAB_CLASS_DB`` names one: a test run never writes to the user's own classes
(one file for each pytest-xdist worker, in a temporary folder removed when the worker
ends).
"""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import tempfile
from collections.abc import Generator
from pathlib import Path

import pytest

from tests.support import net

ROOT = Path(__file__).resolve().parent

# the throwaway PostgreSQL server's fixtures (postgres_server, postgres_url, postgres_db)
pytest_plugins = ["tests.support.postgres"]


def _prepend(var: str, path: Path) -> None:
    old = os.environ.get(var, "")
    parts = [p for p in old.split(os.pathsep) if p and Path(p).resolve() != path]
    os.environ[var] = os.pathsep.join([str(path), *parts])


_prepend("PYTHONPATH", ROOT)
_prepend("JUPYTER_CONFIG_PATH", ROOT / "jupyter" / "config")
_prepend("JUPYTER_PATH", ROOT / "jupyter" / "data")
# Set by this file (not by the user): then each pytest-xdist worker (`make test` runs two)
# gets a database of its own, not the one its parent process made before starting it.
_OWN_DB = "_CARDLAB_TEST_OWN_DB"
_WORKER = os.environ.get("PYTEST_XDIST_WORKER") or "main"
if "CARDLAB_CLASS_DB" not in os.environ or os.environ.get(_OWN_DB, _WORKER) != _WORKER:
    _folder = tempfile.mkdtemp(prefix="cardlab-test-")
    os.environ["CARDLAB_CLASS_DB"] = str(Path(_folder) / "classes.sqlite")
    os.environ[_OWN_DB] = _WORKER
    # removed when this process ends (the kernels and servers that used it have stopped)
    atexit.register(shutil.rmtree, _folder, ignore_errors=True)


# Python's cycle collector, tuned for a test run. Importing the test modules and building
# 3,564 items makes a large heap that lives to the end and few cycles, and the collector's
# full passes walked all of it again and again; at exit the interpreter's last pass walked
# it once more (an xdist worker took ≈ 3 s to end after its last test). So: no cycle
# collection while the tests are collected; then what is alive is frozen (never walked
# again, never freed: it lives to the end anyway), and frozen once more at the end. The
# collector's thresholds stay Python's own: what the tests make is collected as before.
# `make check` on this 2-core VM: ≈ 3.5 s less at the end, ≈ 0.8 s less collecting in each
# process (README, Testing).


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Generator[None, object, object]:
    """Collect with the cycle collector off, then freeze the collected heap (also in the
    pytest-xdist controller, which collects nothing)."""
    gc.disable()
    try:
        return (yield)
    finally:
        gc.enable()
        gc.freeze()


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    """Last: freeze the heap, so the interpreter's final collection at exit skips it (the
    atexit handlers above still run)."""
    gc.disable()
    gc.freeze()


def _weight(item: pytest.Item) -> int:
    """How long a test file's tests take, roughly: a browser test drives pages of a server
    (seconds to a minute each), a slow one starts kernels or servers, the rest are quick."""
    if item.get_closest_marker("browser"):
        return 0
    return 1 if item.get_closest_marker("slow") else 2


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every notebook (nbval: a kernel each) counts as a slow test: `make check` skips them
    (first, before ``-m`` deselects by marker)."""
    for item in items:
        if item.path.suffix == ".ipynb":
            item.add_marker(pytest.mark.slow)


class _LongFilesFirst:
    """The files with browser tests come first, then those with slow tests, then the rest
    (the order within a file kept): pytest-xdist (``--dist loadfile
    --no-loadscope-reorder``) hands whole files to its workers in this order, so the long
    files start first and the many quick ones fill the end of the run, instead of a long
    browser file starting last on one worker while the other one has finished. Last of
    the collection hooks, once ``-m`` has deselected."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        weight: dict[Path, int] = {}
        for item in items:
            weight[item.path] = min(weight.get(item.path, 2), _weight(item))
        items.sort(key=lambda item: weight[item.path])  # stable: a file's order is kept


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(_LongFilesFirst(), "cardlab-long-files-first")
    # The kernels the tests start talk over Unix sockets, not TCP ports: the servers'
    # (their Jupyter settings), nbgrader's (its command line) and the notebooks' (nbval's)
    # (tests/support/net.py says why).
    net.ipc_kernels = True
    if config.pluginmanager.hasplugin("nbval"):
        net.nbval_over_ipc()
