"""Binder: a fresh environment built from the binder/ files alone serves the dashboard.

repo2docker reads only ``binder/`` when it exists: ``runtime.txt`` picks the Python,
``requirements.txt`` is pip-installed from the repository root, ``postBuild`` runs there,
and ``start`` wraps every server command. This test does the same in a new venv (pip's
cache is reused) on a copy of the repository, then renders the Comrade dashboard with
standalone Voilà on 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.support.net import free_port

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"
IGNORE = shutil.ignore_patterns(
    ".git", ".venv*", "__pycache__", "*.egg-info", ".hypothesis", ".pytest_cache", "build",
    "dist", ".ipynb_checkpoints", "node_modules",
)


def binder_python() -> str:
    """The interpreter runtime.txt asks for (``python-3.11`` → ``python3.11``)."""
    text = (BINDER / "runtime.txt").read_text().strip()
    m = re.fullmatch(r"python-(\d+)\.(\d+)", text)
    assert m, f"runtime.txt must read python-X.Y, not {text!r}"
    wanted = (int(m.group(1)), int(m.group(2)))
    if sys.version_info[:2] == wanted:
        return sys.executable
    found = shutil.which(f"python{wanted[0]}.{wanted[1]}")
    if found is None:
        pytest.skip(f"python{wanted[0]}.{wanted[1]} (binder/runtime.txt) is not installed")
    return found


def fetch(url: str, timeout: float = 120) -> str:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    with opener.open(url, timeout=timeout) as r:
        assert r.status == 200
        return r.read().decode("utf-8", "replace")


def test_binder_files_are_complete() -> None:
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    for script in ("postBuild", "start"):
        path = BINDER / script
        assert path.read_text().startswith("#!/bin/bash")
        assert os.access(path, os.X_OK), f"binder/{script} must be executable"
    reqs = (BINDER / "requirements.txt").read_text()
    for name in ("numpy", "ipywidgets", "anywidget", "jupyterlab", "voila"):
        assert re.search(rf"^{name}==", reqs, re.M), name


def test_fresh_binder_environment_serves_the_dashboard(tmp_path: Path) -> None:
    python = binder_python()
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=IGNORE)
    venv = tmp_path / "venv"
    subprocess.run([python, "-m", "venv", str(venv)], check=True)
    env = {
        k: v for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "JUPYTER_CONFIG_PATH", "JUPYTER_PATH", "PYTHONHOME")
    }
    env.update(
        PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(venv),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
        JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter-user"),  # no user configuration
        JUPYTER_DATA_DIR=str(tmp_path / "jupyter-data"),
        REPO_DIR=str(repo),
    )

    def sh(*cmd: str) -> str:
        done = subprocess.run(
            cmd, cwd=repo, env=env, capture_output=True, text=True, timeout=1200
        )
        assert done.returncode == 0, f"{cmd}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        return done.stdout

    # --no-compile: pip would byte-compile every installed module (≈ 35 % of the install's
    # CPU); the server compiles the ones it imports, as a fresh Binder image does on start
    sh("pip", "install", "-q", "--no-compile", "-r", "binder/requirements.txt")
    sh("binder/postBuild")
    where = sh("python", "-c", "import cardlab, sys; print(cardlab.__file__, sys.version)")
    assert where.startswith(str(repo / "cardlab")) and " 3.11." in where

    port = free_port()
    log = (tmp_path / "voila.log").open("w")
    server = subprocess.Popen(
        ["binder/start", "voila", "notebooks/dashboards/comrade.ipynb", "--no-browser",
         "--Voila.ip=127.0.0.1", f"--port={port}"],
        cwd=repo, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 90
        page = ""
        while time.monotonic() < deadline:
            assert server.poll() is None, (tmp_path / "voila.log").read_text()[-3000:]
            try:
                page = fetch(f"http://127.0.0.1:{port}/?seed=7&lang=en")
                break
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.5)
        assert page, "Voila did not answer"
        # the kernel ran the dashboard cell and the page holds its widget, not an error
        assert "application/vnd.jupyter.widget-view+json" in page
        assert "cdn." not in page and "fontawesome" not in page  # the offline template
        shown = re.sub(r"<script.*?</script>|<style.*?</style>", "", page, flags=re.S)
        for word in ("Traceback", "Error"):
            at = shown.find(word)
            assert at < 0, shown[max(0, at - 500):at + 500]
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()
