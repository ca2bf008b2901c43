"""Fixtures of the browser tests: a Voilà server started here, and Debian's chromium.

The server listens on 127.0.0.1 on a free port chosen now (other servers may run on the
machine, and the other pytest-xdist worker starts its own: a port taken between the choice
and the start is chosen again) and is shut down at the end, in the background: the next
test does not wait for its kernels to end (the run does, before it exits). Chromium is
Debian's ``/usr/bin/chromium``, driven by Playwright; it is never downloaded. A missing
chromium FAILS these tests (``make test`` installs it), it does not skip them.
"""

from __future__ import annotations

import contextlib
import http.client
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.net import free_port, with_ipc_kernels
from tests.support.server_logs import unwatch_log, watch_log

CHROMIUM = "/usr/bin/chromium"
ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


# How long a page's action (a click, a fill, a wait for an element or a navigation) may take
# when a test gives no time of its own: Playwright's default, 30 s, is less than a page of a
# kernel needs on a busy machine before its first control is there (make test failed so:
# a goto, a fill and a select_option each timed out at 30 s beside a CPU hog). Set on every
# context and page the fixtures make (:func:`patient`); a test that waits longer says so.
BUSY_MS = 120_000
PORT_TAKEN = ("is not available", "already in use")
"""What a Jupyter server (or Voilà) prints when its port was taken before it could bind it."""


RUNNING_AT = re.compile(r"is running at:\s*(?:\[[^\]]*\]\s*)?http://127\.0\.0\.1:(\d+)/")


def running_port(log: str) -> int | None:
    """The port a Jupyter server or Voilà says it is running on, once it has said it.

    >>> running_port("[Voila] Voilà is running at:\\nhttp://127.0.0.1:47714/\\n")
    47714
    >>> running_port("[I 2026-11-25 ServerApp] Jupyter Server 2.14 is running at:\\n"
    ...              "[I 2026-11-25 ServerApp] http://127.0.0.1:8890/lab")
    8890
    >>> running_port("[Voila] Storing connection files") is None
    True
    """
    found = RUNNING_AT.search(log)
    return int(found.group(1)) if found else None


class PortTaken(RuntimeError):
    """The server's port was taken between :func:`free_port` and the server's start."""


def port_was_taken(log: str) -> bool:
    """Whether a server that exited early printed that its port was taken.

    >>> port_was_taken("ERROR: ... because port 4242 is not available.")
    True
    >>> port_was_taken("ModuleNotFoundError: No module named 'voila'")
    False
    """
    return any(words in log for words in PORT_TAKEN)


def stop_group(proc: subprocess.Popen[Any], cleanup: Callable[[], None] | None = None,
               wait: bool = False) -> None:
    """Ask ``proc``'s process group (a server started with ``start_new_session``) to end
    with SIGTERM: the server shuts its kernels down. A thread waits for it (SIGKILL after
    15 s) and then runs ``cleanup``, so the test does not wait seconds for the kernels; the
    thread is not a daemon, so the test run ends only after it (``wait``: here and now)."""
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)

    def finish() -> None:
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
        if cleanup is not None:
            cleanup()

    if wait:
        finish()
    else:
        threading.Thread(target=finish, name=f"stop-{proc.pid}").start()


def checkout_paths() -> dict[str, str]:
    """``PYTHONPATH``, ``JUPYTER_PATH`` and ``JUPYTER_CONFIG_PATH`` with this checkout's
    place first (its cardlab, the repository's Jupyter settings and its CDN-free "cardlab"
    page template: an editable install leaves them out), then what this process has.

    >>> checkout_paths()["PYTHONPATH"].split(os.pathsep)[0] == str(ROOT)
    True
    """
    return {var: os.pathsep.join([str(path), *filter(None, [os.environ.get(var)])])
            for var, path in (("PYTHONPATH", ROOT),
                              ("JUPYTER_PATH", ROOT / "jupyter" / "data"),
                              ("JUPYTER_CONFIG_PATH", ROOT / "jupyter" / "config"))}


def server_env(env: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a server started here: this process's, ``env``, and
    :func:`checkout_paths` (set here too, so that benchmarks using these servers outside
    pytest get them), with kernels talking over IPC sockets.

    >>> server_env({"X": "1"})["PYTHONPATH"].split(os.pathsep)[0] == str(ROOT)
    True
    """
    full_env = {**os.environ, **(env or {}), **checkout_paths()}
    full_env["JUPYTER_CONFIG_PATH"] = with_ipc_kernels(full_env["JUPYTER_CONFIG_PATH"])
    return full_env


class VoilaServer:
    """Voilà serving ``root`` (default ``tests/browser/``) on 127.0.0.1:port, importing this
    checkout's cardlab."""

    def __init__(self, env: dict[str, str] | None = None, root: Path = HERE) -> None:
        self.log = tempfile.NamedTemporaryFile(
            prefix="cardlab-voila-", suffix=".log", delete=False
        )
        full_env = server_env(env)
        self._start(lambda port: [
            sys.executable, "-m", "voila", "--no-browser",
            f"--port={port}", "--Voila.ip=127.0.0.1",
            "--Voila.root_dir=" + str(root), "--template=cardlab",
            "--ServerApp.port_retries=0",
            "--VoilaConfiguration.show_tracebacks=True",
        ], cwd=root, env=full_env)

    base = ""  # the server's base URL path (no trailing slash)

    def _start(self, command: Callable[[int], list[str]], cwd: Path,
               env: dict[str, str]) -> None:
        """Start ``command(port)`` on a free port and wait until it answers; start it again
        on another port when that one was taken before the server could bind it."""
        watch_log(self)
        for attempt in range(3):
            self.log.seek(0)
            self.log.truncate()
            self.port = free_port()
            self.server = f"http://127.0.0.1:{self.port}"
            self.url = self.server + self.base
            self.proc = subprocess.Popen(
                command(self.port), cwd=cwd, env=env, stdout=self.log,
                stderr=subprocess.STDOUT, start_new_session=True)
            try:
                self._wait()
                return
            except PortTaken:
                if attempt == 2:
                    unwatch_log(self)  # a server that never ran is not shown again
                    raise
            except BaseException:
                unwatch_log(self)
                raise

    ready_path = "/"  # what answers once the server is up

    def _wait(self, timeout: float = 60.0) -> None:
        """Wait until the server says where it runs (Voilà moves to the next port when its
        own was taken: the port it names is the one used, never another server's) and
        answers there."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.log_text(whole=True)
            if self.proc.poll() is not None:
                if port_was_taken(text):
                    raise PortTaken(text)
                raise RuntimeError(f"Voilà exited early:\n{text}")
            port = running_port(text)
            if port is None:
                time.sleep(0.2)
                continue
            self.port = port
            self.server = f"http://127.0.0.1:{port}"
            self.url = self.server + self.base
            try:
                with urllib.request.urlopen(self.url + self.ready_path, timeout=2):
                    return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"Voilà did not answer on {self.url}:\n{self.log_text()}")

    def notebook_url(self, name: str) -> str:
        """The page that renders ``name`` (a notebook path under the server's root)."""
        return f"{self.url}/voila/render/{name}"

    def log_text(self, whole: bool = False) -> str:
        """What the server printed so far (its last 4,000 characters unless ``whole``)."""
        try:
            text = Path(self.log.name).read_text(errors="replace")
            return text if whole else text[-4000:]
        except OSError:
            return ""

    def stop(self, wait: bool = False) -> None:
        """Stop the server and every kernel it started, in the background unless ``wait``
        (:func:`stop_group`); its log goes after it."""
        unwatch_log(self)
        self.log.flush()
        stop_group(self.proc, self._remove, wait)

    def _remove(self) -> None:
        self.log.close()
        with contextlib.suppress(OSError):
            os.unlink(self.log.name)


class NotebookServer(VoilaServer):
    """Standalone Voilà serving one notebook (``voila notebooks/x.ipynb``: Binder's and a
    learner's way) on 127.0.0.1 with the repository's settings; its page is ``url + "/"``.
    Its output goes to ``log_path`` when given (kept), else to a temporary file."""

    # /voila/static answers without starting a kernel
    ready_path = "/voila/static/voila.js"

    def __init__(self, notebook: str, log_path: Path | None = None,
                 args: tuple[str, ...] = ()) -> None:
        """``args``: more ``voila`` arguments (``--VoilaKernelManager.fill_delay=0``)."""
        self.keep_log = log_path is not None
        self.log = (log_path.open("w+b") if log_path else tempfile.NamedTemporaryFile(
            prefix="cardlab-voila-", suffix=".log", delete=False))
        self._start(lambda port: [
            sys.executable, "-m", "voila", notebook, "--no-browser", "--Voila.ip=127.0.0.1",
            f"--port={port}", "--ServerApp.port_retries=0", *args], cwd=ROOT, env=server_env())

    def _remove(self) -> None:
        if self.keep_log:
            self.log.close()
        else:
            VoilaServer._remove(self)


class LabServer:
    """``make start``'s server: JupyterLab with Voilà's server extension, started with the
    Makefile's ``start`` arguments and the repository's Jupyter settings, on 127.0.0.1 on a
    free port, without a token. Dashboards are under ``/voila/render/dashboards/``."""

    def __init__(self, env: dict[str, str] | None = None, args: tuple[str, ...] = (),
                 base: str = "/") -> None:
        """``args`` are more ``jupyter lab`` arguments; ``base`` its base URL (a JupyterHub
        serves a user's server under ``/user/NAME/``)."""
        from tests.serving.test_jupyter_config import start_arguments

        self.base = base.rstrip("/")
        self.runtime = tempfile.mkdtemp(prefix="cardlab-lab-")
        self.log = tempfile.NamedTemporaryFile(prefix="cardlab-lab-", suffix=".log",
                                               delete=False)
        full_env = server_env({**(env or {}), "JUPYTER_RUNTIME_DIR": self.runtime})
        self._start(lambda port: [
            sys.executable, "-m", "jupyterlab", *start_arguments(),
            f"--ServerApp.port={port}", "--ServerApp.port_retries=0",
            "--IdentityProvider.token=", "--ServerApp.open_browser=False",
            f"--ServerApp.base_url={base}", *args,
            *(["--ServerApp.allow_root=True"] if os.getuid() == 0 else [])],
            cwd=ROOT, env=full_env)

    # not "/": it redirects to the welcome page, a Voilà page that would take a kernel
    ready_path = "/api/status"
    _start = VoilaServer._start
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

    def stop(self, wait: bool = False) -> None:
        """Stop the server and its kernels (in the background unless ``wait``)."""
        unwatch_log(self)
        self.log.flush()
        stop_group(self.proc, self._remove, wait)

    def _remove(self) -> None:
        VoilaServer._remove(self)  # type: ignore[arg-type]
        shutil.rmtree(self.runtime, ignore_errors=True)


class ClassDoors:
    """``make class``'s two servers (``python -m cardlab.classroom_server``) on 127.0.0.1,
    on free ports, with the test's class database: the students' (``students``, no
    token) and the teacher's (``teacher``, behind ``token``)."""

    def __init__(self, db: Path, max_kernels: int = 12, env: dict[str, str] | None = None,
                 token: str = "teacher-secret-for-tests") -> None:
        self.token = token
        self.log = tempfile.NamedTemporaryFile(prefix="cardlab-class-", suffix=".log",
                                               delete=False)
        # the teacher's server's kernels' sockets go to a short runtime folder of its own
        # (a Unix socket's path has at most 107 characters; ~/.local/share/jupyter/runtime
        # under a long home would pass that)
        self.runtime = tempfile.mkdtemp(prefix="cardlab-class-")
        full_env = {**os.environ, **(env or {}), "CARDLAB_CLASS_DB": str(db),
                    "JUPYTER_RUNTIME_DIR": self.runtime}
        full_env["JUPYTER_CONFIG_PATH"] = with_ipc_kernels(full_env.get("JUPYTER_CONFIG_PATH"))
        watch_log(self)
        for attempt in range(3):  # again on two other ports when one was taken meanwhile
            self.log.seek(0)
            self.log.truncate()
            self.port, self.teacher_port = free_port(), free_port()
            self.students = f"http://127.0.0.1:{self.port}"
            self.teacher = f"http://127.0.0.1:{self.teacher_port}"
            self.url, self.ready_path = self.students, "/"  # for log_text/_wait
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
                break
            except PortTaken:
                stop_group(self.proc, None, True)
                if attempt == 2:
                    self._remove()
                    raise
            except BaseException:
                self.stop()  # no server (or kernel) left behind by a start that failed
                raise
        self.url = self.students

    ready_path = "/"
    log_text = VoilaServer.log_text
    stop = VoilaServer.stop
    _remove = LabServer._remove

    def _wait(self, timeout: float = 60.0) -> None:
        """Wait until ``url + ready_path`` answers. Both doors print to one log, so the
        port is the one given (:meth:`VoilaServer._wait` reads it from the log instead)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                text = self.log_text(whole=True)
                if port_was_taken(text):
                    raise PortTaken(text)
                raise RuntimeError(f"make class's servers exited early:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(self.url + self.ready_path, timeout=2):
                    return
            except (OSError, http.client.HTTPException):
                # not listening yet, or something else holds the port (a kernel's ZMQ
                # socket took it between free_port() and the start): the server then
                # exits saying its port was taken, and is started again on other ports
                time.sleep(0.3)
        raise RuntimeError(f"make class did not answer on {self.url}:\n{self.log_text()}")

    def board_url(self, lang: str = "en") -> str:
        """The teacher's link to the class board (with the token), as printed."""
        return (f"{self.teacher}/voila/render/dashboards/class.ipynb?token={self.token}"
                f"&lang={lang}")

    def student_url(self, game: str, query: str) -> str:
        """A page of the students' door."""
        return f"{self.students}/voila/render/dashboards/{game}.ipynb?{query}"


DASHBOARD_EXTENSIONS = {"@jupyter-widgets/jupyterlab-manager", "anywidget",
                        "@voila-dashboards/widgets-manager8"}
"""The JupyterLab extensions a dashboard page loads: the widgets' controls, anywidget's
renderer and Voilà's own widget manager. ``jupyter/config/voila.json`` denies the others
(``extension_denylist``: Lab's syntax colours, Voilà's preview button, nbgrader's and the
Notebook's panels)."""


def labextensions(urls: list[str]) -> set[str]:
    """The federated JupyterLab extensions a page asked for (their names, from the
    ``/voila/labextensions/<name>/static/…`` URLs it requested).

    >>> sorted(labextensions([
    ...     "http://h/voila/labextensions/anywidget/static/remoteEntry.1.js",
    ...     "http://h/base/voila/labextensions/@jupyter-widgets/jupyterlab-manager/static/a.js",
    ...     "http://h/voila/static/voila.js"]))
    ['@jupyter-widgets/jupyterlab-manager', 'anywidget']
    """
    found = set()
    for url in urls:
        path = url.split("?")[0].split("#")[0]
        if "/voila/labextensions/" in path:
            rest = path.split("/voila/labextensions/", 1)[1].split("/")
            found.add("/".join(rest[:2]) if rest[0].startswith("@") else rest[0])
    return found


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
            context = patient(pw.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS,
                viewport={"width": 1280, "height": 1000},
            ))
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


def patient(target: Any) -> Any:
    """``target`` (a Playwright context or page) with :data:`BUSY_MS` as its default
    timeout for actions, waits and navigations."""
    target.set_default_timeout(BUSY_MS)
    target.set_default_navigation_timeout(BUSY_MS)
    return target


class PatientBrowser:
    """A Playwright browser whose new contexts and pages are :func:`patient`; anything else
    is the browser's own."""

    def __init__(self, browser: Any) -> None:
        self._browser = browser

    def new_context(self, **options: Any) -> Any:
        return patient(self._browser.new_context(**options))

    def new_page(self, **options: Any) -> Any:
        return patient(self._browser.new_page(**options))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)


@contextlib.contextmanager
def launched_chromium() -> Iterator[PatientBrowser]:
    """Debian's chromium launched by Playwright (a missing chromium fails the test); its
    contexts and pages wait :data:`BUSY_MS` for what a test does not time itself."""
    require_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield PatientBrowser(b)
        finally:
            b.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[PatientBrowser]:
    """Debian's chromium, for several contexts (one per seat or user: no shared cookies,
    and each its own foreground page: a background tab of one context is not redrawn)."""
    with launched_chromium() as b:
        yield b


@pytest.fixture(scope="module")
def browser_context() -> Iterator[Any]:
    """A chromium context (fresh profile) for this module's tests."""
    with chromium_browser() as context:
        yield context

