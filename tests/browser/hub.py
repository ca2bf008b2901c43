"""A real JupyterHub for the tests: the hub, its proxy and one server per user, in a
temporary folder, on 127.0.0.1 free ports.

* **The hub** is the ``jupyterhub`` package, started with the repository's example
  ``jupyter/jupyterhub_config.py`` (``load_subconfig``) and, after it, what a test needs:
  its ports, its own database and cookie secret in the folder, a test authenticator and
  the spawner below.
* **The proxy** is ``configurable-http-proxy`` from npm, installed by ``make hub-proxy``
  into ``node_modules/.bin`` (``package-lock.json`` pins it); missing, the test FAILS
  (like a missing chromium), it does not skip.
* **The spawner** is JupyterHub's ``SimpleLocalProcessSpawner``: every user's server is a
  process of the hub's own Unix user with a home folder of its own in the temporary
  folder. It works the same as root (this machine, CI) and as an unprivileged user; the
  ``LocalProcessSpawner`` would need a system account per hub user (``useradd`` as root,
  and no way at all unprivileged). Each server is ``jupyterhub-singleuser`` (Jupyter
  Server with JupyterLab and Voilà's extension) with the repository's ``jupyter/config``.
* **The authenticator** is ``SharedPasswordAuthenticator`` (JupyterHub's own, for short
  deployments): the listed users only, one random password for all of them.
* The hub is asked to start every server at once through its REST API (a service token
  with ``admin:servers``), and :meth:`Hub.stop` stops the hub (which stops the servers
  and their kernels), then ends whatever process still carries this hub's mark in its
  environment, and removes the folder.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from tests.browser.conftest import ROOT, checkout_paths
from tests.support.net import free_port
from tests.support.server_logs import unwatch_log, watch_log

PROXY = ROOT / "node_modules" / ".bin" / "configurable-http-proxy"
EXAMPLE = ROOT / "jupyter" / "jupyterhub_config.py"
MARK = "CARDLAB_TEST_HUB"
"""The environment variable every process of one test hub carries (its folder)."""

CONFIG = """\
# A test hub: the repository's example, then the test's own settings.
load_subconfig({example!r})

c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub_port}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.pid_file = {folder!r} + "/proxy.pid"
c.JupyterHub.db_url = "sqlite:///" + {folder!r} + "/jupyterhub.sqlite"
c.JupyterHub.cookie_secret_file = {folder!r} + "/cookie_secret"
c.JupyterHub.cleanup_servers = True
# a start request answers at once (202), so that the four servers start side by side
c.JupyterHub.tornado_settings = {{"slow_spawn_timeout": 0}}
# stopping: a server has 3 s after SIGINT and 3 s after SIGTERM (then SIGKILL)
c.Spawner.interrupt_timeout = 3
c.Spawner.term_timeout = 3
c.JupyterHub.authenticator_class = "shared-password"
c.SharedPasswordAuthenticator.user_password = {password!r}
c.Authenticator.allowed_users = set({users!r})
c.JupyterHub.spawner_class = "simple"
c.SimpleLocalProcessSpawner.home_dir_template = {folder!r} + "/home/{{username}}"
c.Spawner.cmd = [{singleuser!r}]
c.Spawner.args = {args!r}
c.Spawner.start_timeout = 600
c.Spawner.http_timeout = 600
c.Spawner.environment.update({environment!r})
c.JupyterHub.services = [{{"name": "cardlab-test", "api_token": {token!r}}}]
c.JupyterHub.load_roles = [{{"name": "cardlab-test", "services": ["cardlab-test"],
                            "scopes": ["admin:servers", "read:users"]}}]
"""


class Hub:
    """A JupyterHub with ``users`` (see the module's docstring). ``env`` goes to the hub's
    environment (``CARDLAB_CLASS_DB``: the example passes it to every user's server);
    ``server_env`` to every user's server besides. ``.url`` is the hub's public address."""

    def __init__(self, users: tuple[str, ...], env: dict[str, str] | None = None,
                 server_env: dict[str, str] | None = None) -> None:
        if not (PROXY.is_file() and os.access(PROXY, os.X_OK)):
            raise RuntimeError(f"{PROXY} is missing: `make hub-proxy` installs JupyterHub's "
                               "proxy from npm")
        self.users = users
        self.folder = Path(tempfile.mkdtemp(prefix="cardlab-hub-"))
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.password = secrets.token_urlsafe(12)
        self.token = secrets.token_hex(32)
        self.proc: subprocess.Popen[bytes] | None = None
        self.landed: dict[str, str] = {}  # where each user's login led
        self.log = open(self.folder / "hub.log", "wb")
        watch_log(self)
        config = self.folder / "jupyterhub_config.py"
        config.write_text(CONFIG.format(
            example=str(EXAMPLE), port=self.port, hub_port=free_port(), api_port=free_port(),
            proxy=str(PROXY), folder=str(self.folder), password=self.password,
            users=list(users), token=self.token,
            singleuser=str(Path(sys.executable).parent / "jupyterhub-singleuser"),
            args=["--ServerApp.allow_root=True"] if os.getuid() == 0 else [],
            environment=self._server_env(server_env or {})))
        hub_env = {**os.environ, **(env or {}), MARK: str(self.folder)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "jupyterhub", "-f", str(config)], cwd=self.folder,
            env=hub_env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            self._wait_for_hub()
        except BaseException:
            self.stop()
            raise

    def _server_env(self, extra: dict[str, str]) -> dict[str, str]:
        """What a user's server needs to import this checkout's cardlab and use the
        repository's Jupyter settings (an editable install leaves them out)."""
        return {MARK: str(self.folder), **checkout_paths(), **extra}

    # ------------------------------------------------------------------ REST API

    def api(self, method: str, path: str) -> Any:
        """The hub's REST API (``/hub/api/…``) with the test's service token."""
        request = urllib.request.Request(
            f"{self.url}/hub/api{path}", method=method,
            headers={"Authorization": f"token {self.token}"})
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(request, timeout=30) as r:
            body = r.read()
        return json.loads(body) if body else None

    def _wait_for_hub(self, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"JupyterHub exited early:\n{self.log_text()}")
            with contextlib.suppress(OSError, ValueError):
                self.api("GET", "/")
                return
            time.sleep(0.5)
        raise RuntimeError(f"JupyterHub did not answer on {self.url}:\n{self.log_text()}")

    def start_servers(self, timeout: float = 600.0) -> None:
        """Ask for every user's server at once; return when all of them are ready."""
        for user in self.users:
            with contextlib.suppress(urllib.error.HTTPError):  # 400: already running
                self.api("POST", f"/users/{user}/server")
        deadline = time.monotonic() + timeout
        waiting = set(self.users)
        while waiting and time.monotonic() < deadline:
            for user in sorted(waiting):
                server = self.api("GET", f"/users/{user}").get("servers", {}).get("", {})
                if server.get("ready"):
                    waiting.discard(user)
            if self.proc is not None and self.proc.poll() is not None:
                raise RuntimeError(f"JupyterHub exited:\n{self.log_text()}")
            time.sleep(0.5)
        if waiting:
            raise RuntimeError(f"servers not ready: {sorted(waiting)}\n{self.log_text()}")

    # ------------------------------------------------------------------ browser

    def login(self, browser: Any, user: str, then: str | None = None) -> Any:
        """A new browser context logged in as ``user`` (its own cookies); its first page,
        once the hub has sent it on: to ``then`` (a path on the hub), else to the user's
        server (its default page). Where it landed: ``.landed[user]``."""
        from urllib.parse import quote

        context = browser.new_context(viewport={"width": 1280, "height": 800})
        page = context.new_page()
        login = f"{self.url}/hub/login" + (f"?next={quote(then, safe='')}" if then else "")
        page.goto(login, wait_until="domcontentloaded")
        page.locator("#username_input").fill(user)
        page.locator("#password_input").fill(self.password)
        page.locator("#login_submit").click()
        page.wait_for_url(f"**{then}" if then else f"**/user/{user}/**", timeout=180_000)
        self.landed[user] = page.url.split("?")[0]
        return page

    def user_url(self, user: str, path: str) -> str:
        """``path`` on ``user``'s own server."""
        return f"{self.url}/user/{user}/{path.lstrip('/')}"

    # ------------------------------------------------------------------ the end

    def log_text(self) -> str:
        """The last of what the hub printed."""
        with contextlib.suppress(OSError):
            return (self.folder / "hub.log").read_text(errors="replace")[-6000:]
        return ""

    def stop(self, keep_log: Path | None = None) -> None:
        """Stop the hub (it stops the servers and their kernels), end whatever process of
        this hub is still there, copy the log of the hub, proxy and servers to
        ``keep_log`` (when given), remove the folder."""
        unwatch_log(self)
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)
        for pid in marked_processes(str(self.folder)):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.log.close()
        if keep_log is not None:
            with contextlib.suppress(OSError):
                shutil.copyfile(self.folder / "hub.log", keep_log)
        shutil.rmtree(self.folder, ignore_errors=True)


def marked_processes(folder: str) -> list[int]:
    """The processes whose environment has ``CARDLAB_TEST_HUB=folder`` (Linux's /proc):
    the hub's proxy, servers and kernels, each found by its id.

    >>> marked_processes("/no/such/hub")
    []
    """
    mark = f"{MARK}={folder}".encode()
    found = []
    for entry in Path("/proc").glob("[0-9]*"):
        with contextlib.suppress(OSError):
            if mark in (entry / "environ").read_bytes().split(b"\0"):
                found.append(int(entry.name))
    return [pid for pid in found if pid != os.getpid()]
