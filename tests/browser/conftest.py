"""Fixtures of the browser tests: a Voilà server started here, and Debian's chromium.

The server listens on 127.0.0.1 on a free port chosen now (other servers may run on the
machine) and is shut down at the end. Chromium is Debian's ``/usr/bin/chromium``, driven
by Playwright; it is never downloaded. A missing chromium FAILS these tests (``make
test`` installs it), it does not skip them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class VoilaServer:
    """Voilà serving ``root`` (default ``tests/browser/``) on 127.0.0.1:port, importing this
    checkout's cardlab."""

    def __init__(self, env: dict[str, str] | None = None, root: Path = HERE) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = tempfile.NamedTemporaryFile(
            prefix="cardlab-voila-", suffix=".log", delete=False
        )
        full_env = {**os.environ, **(env or {})}
        full_env["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
        )
        # the repository's Jupyter settings and its CDN-free "cardlab" page template (set
        # here too, so that benchmarks using this server outside pytest get them)
        for var, path in (("JUPYTER_PATH", ROOT / "jupyter" / "data"),
                          ("JUPYTER_CONFIG_PATH", ROOT / "jupyter" / "config")):
            full_env[var] = os.pathsep.join(
                [str(path), *filter(None, [os.environ.get(var)])]
            )
        self.proc = subprocess.Popen(
            [
                sys.executable, "-m", "voila", "--no-browser",
                f"--port={self.port}", "--Voila.ip=127.0.0.1",
                "--Voila.root_dir=" + str(root), "--template=cardlab",
                "--ServerApp.port_retries=0",
                "--VoilaConfiguration.show_tracebacks=True",
            ],
            cwd=root, env=full_env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self._wait()

    ready_path = "/"  # what answers once the server is up

    def _wait(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"Voilà exited early:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(self.url + self.ready_path, timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"Voilà did not answer on {self.url}:\n{self.log_text()}")

    def notebook_url(self, name: str) -> str:
        """The page that renders ``name`` (a notebook path under the server's root)."""
        return f"{self.url}/voila/render/{name}"

    def log_text(self) -> str:
        """What the server printed so far."""
        try:
            return Path(self.log.name).read_text(errors="replace")[-4000:]
        except OSError:
            return ""

    def stop(self) -> None:
        """Stop the server and every kernel it started (its own process group)."""
        if self.proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self.log.close()
        with contextlib.suppress(OSError):
            os.unlink(self.log.name)


class LabServer:
    """``make start``'s server: JupyterLab with Voilà's server extension, started with the
    Makefile's ``start`` arguments and the repository's Jupyter settings, on 127.0.0.1 on a
    free port, without a token. Dashboards are under ``/voila/render/dashboards/``."""

    def __init__(self, env: dict[str, str] | None = None, args: tuple[str, ...] = (),
                 base: str = "/") -> None:
        """``args`` are more ``jupyter lab`` arguments; ``base`` its base URL (a JupyterHub
        serves a user's server under ``/user/NAME/``)."""
        from tests.serving.test_jupyter_config import start_arguments

        self.port = free_port()
        self.server = f"http://127.0.0.1:{self.port}"
        self.url = self.server + base.rstrip("/")
        self.runtime = tempfile.mkdtemp(prefix="cardlab-lab-")
        self.log = tempfile.NamedTemporaryFile(prefix="cardlab-lab-", suffix=".log",
                                               delete=False)
        full_env = {**os.environ, **(env or {}), "JUPYTER_RUNTIME_DIR": self.runtime}
        for var, path in (("PYTHONPATH", ROOT),
                          ("JUPYTER_PATH", ROOT / "jupyter" / "data"),
                          ("JUPYTER_CONFIG_PATH", ROOT / "jupyter" / "config")):
            full_env[var] = os.pathsep.join([str(path), *filter(None, [full_env.get(var)])])
        cmd = [sys.executable, "-m", "jupyterlab", *start_arguments(),
               f"--ServerApp.port={self.port}", "--ServerApp.port_retries=0",
               "--IdentityProvider.token=", "--ServerApp.open_browser=False",
               f"--ServerApp.base_url={base}", *args,
               *(["--ServerApp.allow_root=True"] if os.getuid() == 0 else [])]
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=full_env, stdout=self.log,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        self._wait()

    # not "/": it redirects to the welcome page, a Voilà page that would take a kernel
    ready_path = "/api/status"
    _wait = VoilaServer._wait
    log_text = VoilaServer.log_text

    def dashboard_url(self, game: str) -> str:
        """The README's link to ``game``'s dashboard (the path Binder's badge opens)."""
        return f"{self.url}/voila/render/dashboards/{game}.ipynb"

    def kernels(self) -> list[dict[str, Any]]:
        """The server's running kernels (``/api/kernels``)."""
        import json

        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(self.url + "/api/kernels", timeout=10) as r:
            return list(json.load(r))

    def stop(self) -> None:
        """Stop the server and its kernels."""
        VoilaServer.stop(self)  # type: ignore[arg-type]
        shutil.rmtree(self.runtime, ignore_errors=True)


class ClassDoors:
    """``make class``'s two servers (``python -m cardlab.classroom_server``) on 127.0.0.1,
    on free ports, with the test's class database: the students' (``students``, no
    token) and the teacher's (``teacher``, behind ``token``)."""

    def __init__(self, db: Path, max_kernels: int = 12, env: dict[str, str] | None = None,
                 token: str = "teacher-secret-for-tests") -> None:
        self.port, self.teacher_port, self.token = free_port(), free_port(), token
        self.students = f"http://127.0.0.1:{self.port}"
        self.teacher = f"http://127.0.0.1:{self.teacher_port}"
        self.url = self.students  # for log_text/_wait, as the other servers
        self.log = tempfile.NamedTemporaryFile(prefix="cardlab-class-", suffix=".log",
                                               delete=False)
        full_env = {**os.environ, **(env or {}), "CARDLAB_CLASS_DB": str(db)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardlab.classroom_server", "--host", "127.0.0.1",
             "--port", str(self.port), "--teacher-host", "127.0.0.1",
             "--teacher-port", str(self.teacher_port), "--token", token,
             "--max-kernels", str(max_kernels)],
            cwd=ROOT, env=full_env, stdout=self.log, stderr=subprocess.STDOUT,
            start_new_session=True)
        try:
            self._wait(180)  # the students' door answers "/" (two servers, a busy machine)
            self.ready_path, self.url = f"/api/status?token={token}", self.teacher
            self._wait(180)
        except BaseException:
            self.stop()  # no server (or kernel) left behind by a start that failed
            raise
        self.url = self.students

    ready_path = "/"
    _wait = VoilaServer._wait
    log_text = VoilaServer.log_text
    stop = VoilaServer.stop

    def board_url(self, lang: str = "en") -> str:
        """The teacher's link to the class board (with the token), as printed."""
        return (f"{self.teacher}/voila/render/dashboards/class.ipynb?token={self.token}"
                f"&lang={lang}")

    def student_url(self, game: str, query: str) -> str:
        """A page of the students' door."""
        return f"{self.students}/voila/render/dashboards/{game}.ipynb?{query}"


def require_chromium() -> None:
    """Fail (not skip) when Debian's chromium is missing."""
    if not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        pytest.fail(
            f"{CHROMIUM} is missing: the browser tests need Debian's chromium "
            "(`make chromium` or `sudo apt-get install chromium`)",
            pytrace=False,
        )


@contextlib.contextmanager
def chromium_browser() -> Iterator[Any]:
    """Playwright driving Debian's chromium with a fresh profile."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="cardlab-chromium-")
    try:
        with sync_playwright() as pw:
            context = pw.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
                viewport={"width": 1280, "height": 1000},
            )
            try:
                yield context
            finally:
                context.close()
    finally:
        shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def voila() -> Iterator[VoilaServer]:
    """A Voilà server for this module's tests (bots 0.05 s apart, seed 7)."""
    require_chromium()
    server = VoilaServer({"CARDLAB_TEST_SEED": "7", "CARDLAB_TEST_BOT_DELAY": "0.05"})
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def dashboards() -> Iterator[VoilaServer]:
    """Voilà serving ``notebooks/`` (so ``dashboards/<game>.ipynb`` renders)."""
    require_chromium()
    server = VoilaServer(root=ROOT / "notebooks")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium, for several contexts (one per seat: no shared cookies, and
    each its own foreground page: a background tab of one context is not redrawn)."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="module")
def browser_context() -> Iterator[Any]:
    """A chromium context (fresh profile) for this module's tests."""
    with chromium_browser() as context:
        yield context
