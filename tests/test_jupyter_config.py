"""`make start`'s server: JupyterLab on the welcome page, dashboards under /voila/render/.

The server is started here exactly as the Makefile's ``start`` target starts it (its
arguments are read from the Makefile), on 127.0.0.1 on a free port, without a token.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_arguments() -> list[str]:
    """The ``jupyter lab`` arguments of the Makefile's start target."""
    text = (ROOT / "Makefile").read_text()
    recipe = re.search(r"^start:.*\n((?:\t.*\n)+)", text, re.M)
    assert recipe, "Makefile has no start target"
    command = recipe.group(1).replace("\\\n", " ")
    args = shlex.split(command[command.index("jupyter lab") + len("jupyter lab"):])
    args = [a.replace("$(HOST)", "127.0.0.1") for a in args if "$(PORT)" not in a]
    return [a for a in args if "$(" not in a]


def test_makefile_start_uses_the_repository_settings() -> None:
    text = (ROOT / "Makefile").read_text()
    assert "jupyter/config" in text and "jupyter/data" in text
    assert "--LabApp.default_url=/lab/tree/index.ipynb" in start_arguments()


def test_voila_settings() -> None:
    conf = json.loads((ROOT / "jupyter" / "config" / "voila.json").read_text())
    assert conf["VoilaConfiguration"]["show_tracebacks"] is False
    assert conf["VoilaConfiguration"]["template"] == "cardlab"
    assert conf["MappingKernelManager"]["cull_connected"] is False
    assert conf["MappingKernelManager"]["cull_idle_timeout"] > 0
    server = json.loads((ROOT / "jupyter" / "config" / "jupyter_server_config.json").read_text())
    assert server["MappingKernelManager"]["cull_connected"] is False
    template = ROOT / "jupyter" / "data" / "voila" / "templates" / "cardlab" / "index.html.j2"
    assert "https://" not in template.read_text()


def test_lab_serves_the_welcome_page_and_the_dashboard(tmp_path: Path) -> None:
    port = free_port()
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(tmp_path))
    cmd = [sys.executable, "-m", "jupyterlab", *start_arguments(), f"--ServerApp.port={port}",
           "--IdentityProvider.token=", "--ServerApp.open_browser=False",
           "--ServerApp.port_retries=0", *(["--ServerApp.allow_root=True"] if os.getuid() == 0
                                          else [])]
    log = (tmp_path / "lab.log").open("w")
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, (tmp_path / "lab.log").read_text()[-3000:]
            assert time.monotonic() < deadline, "JupyterLab did not start"
            try:
                with opener.open(base + "/api/status", timeout=2):
                    break
            except OSError:
                time.sleep(0.3)
        with opener.open(base + "/", timeout=30) as r:
            assert r.url.endswith("/lab/tree/index.ipynb")  # the welcome page
        with opener.open(base + "/voila/render/dashboards/comrade.ipynb?seed=3&lang=en",
                         timeout=120) as r:
            page = r.read().decode()
        assert "application/vnd.jupyter.widget-view+json" in page
        assert "fontawesome" not in page and "Traceback" not in page
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        log.close()
