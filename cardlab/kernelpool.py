"""Warm kernels for the Jupyter server: a page under ``/voila/render`` gets a kernel that
has already started and imported cardlab.

Voilà's server extension (``make start``, Binder) starts a new kernel for every dashboard
page and waits for it: about 0.7 s until the kernel answers and 0.45 s more for the
imports, before the notebook's cells run. Standalone Voilà keeps preheated kernels, but
its server extension has no pool (see ``jupyter/README.md``). :class:`PooledKernelManager`
is the Jupyter server's kernel manager with a small pool of started kernels of the
default kernel spec that have run :attr:`~PooledKernelManager.warm_code`. A request for a
new kernel of that spec takes one from the pool and gives it the environment and the
working directory the request asked for (``QUERY_STRING``, ``SCRIPT_NAME`` and Voilà's
other variables: the dashboard reads its link from them), then the pool starts its
replacement in the background at once (``fill_delay``, default 0), so that a page opened
right after finds a warm kernel too. The replacement's imports (the bulk of its ≈ 0.6 s
of CPU) run in a thread of their own at a lower priority (``warm_nice``: on Linux a
thread has its own niceness), so they take what CPU the page that took the warm kernel
leaves; the page's cells run in the kernel's main thread, never lowered.

Set in ``jupyter/config/jupyter_server_config.json``::

    "ServerApp": {"kernel_manager_class": "cardlab.kernelpool.PooledKernelManager",
                  "jpserver_extensions": {"cardlab.kernelpool": true}}

The extension part fills the pool when the server starts. Pooled kernels are listed by
``/api/kernels`` like any other (JupyterLab's "Running" panel shows them, without a
notebook) and are never culled while they wait; ``pool_size = 0`` turns the pool off.

A page that finds the pool empty while its replacement is already starting (a learner
opening dashboards one after another, each as soon as the one before is ready) waits for
that kernel, which is part of the way there, instead of starting one of its own from
nothing; one page at a time claims it, and the others start their own as below.

When the pool is empty (a class opening 30 dashboards at once), at most
``max_starting`` kernels of the default spec start at a time, each until it has run
:attr:`~PooledKernelManager.warm_code`; the other pages wait their turn. Started all
together on a small server, every kernel took as long as all of them, and every page then
drew its widgets at the same moment (a browser starved that long misses anywidget's 2 s
model start); one after another, the first pages are ready soon and the last no later.

This module runs in the Jupyter server, never in a kernel; it uses none of cardlab's
engine (only its kernels import that).
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import json
import os
import time
from typing import Any

from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from traitlets import Float, Int, Unicode

__all__ = ["NoDelayConnection", "PooledKernelManager"]


class PooledKernelManager(AsyncMappingKernelManager):
    """The server's kernel manager, with ``pool_size`` warm kernels of the default spec."""

    pool_size = Int(1, config=True, help="Started, warmed kernels kept waiting (0: none).")
    warm_code = Unicode(
        "import cardlab.ui", config=True,
        help="Code a pooled kernel runs while it waits (imports every page needs).",
    )
    max_starting = Int(
        2, config=True,
        help="Kernels of the default spec starting at once, each until it has run "
             "warm_code; more requests wait their turn (0: no limit).",
    )
    warm_timeout = Int(
        120, config=True, help="Seconds a starting kernel may take to run warm_code.")
    fill_delay = Float(
        0.0, config=True,
        help="Seconds after a kernel is handed over before its replacement starts (the "
             "page that took it is still loading; 0: at once).",
    )
    warm_nice = Int(
        10, config=True,
        help="Niceness (0-19) of the thread in which a refilling pool kernel runs "
             "warm_code (Linux; elsewhere, or 0: the kernel's main thread as is).",
    )

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._pool: list[str] = []
        self._filling: asyncio.Task[None] | None = None
        self._gate: asyncio.Semaphore | None = None
        self._warming = False  # the fill is starting a kernel (its delay is over)
        self._claimed = False  # a request waits for the kernel the fill is starting

    def _starting(self) -> asyncio.Semaphore | contextlib.AbstractAsyncContextManager[None]:
        """Held while a kernel of the default spec starts and warms up."""
        if self.max_starting <= 0:
            return contextlib.nullcontext()
        if self._gate is None:  # made in the server's event loop, on first use
            self._gate = asyncio.Semaphore(self.max_starting)
        return self._gate

    # ----------------------------------------------------------------- the pool

    def fill_soon(self, delay: float = 0.0) -> None:
        """Start filling the pool in the background (once at a time), after ``delay``
        seconds."""
        if self.pool_size > 0 and (self._filling is None or self._filling.done()):
            self._filling = asyncio.ensure_future(self._fill(delay))

    async def _fill(self, delay: float = 0.0) -> None:
        if delay > 0:
            await asyncio.sleep(delay)
        self._warming = True
        try:
            while len(self._pool) < self.pool_size:
                async with self._starting():
                    kernel_id = await super().start_kernel(
                        kernel_name=self.default_kernel_name)
                    try:
                        await self._run(kernel_id, _niced(self.warm_code, self.warm_nice))
                    except Exception as e:  # a kernel that cannot warm up is not pooled
                        self.log.warning("cardlab pool: kernel %s did not warm up: %s",
                                         kernel_id, e)
                        await self.shutdown_kernel(kernel_id, now=True)
                        return
                self._pool.append(kernel_id)
                self.log.info("cardlab pool: kernel %s is warm and waiting", kernel_id)
        finally:
            self._warming = False

    async def _wait_for_fill(self) -> str | None:
        """The kernel the pool is starting now, once warm, for one request at a time (the
        others, and a request while the fill still waits out its delay, get ``None``)."""
        filling = self._filling
        if filling is None or filling.done() or not self._warming or self._claimed:
            return None
        self._claimed = True
        try:
            await asyncio.shield(filling)
        except Exception:  # the fill failed: the request starts its own kernel
            return None
        finally:
            self._claimed = False
        return self._take(None)

    def _take(self, kernel_name: str | None) -> str | None:
        """A pooled kernel for ``kernel_name`` (``None``: the default spec), if one waits."""
        if (kernel_name or self.default_kernel_name) != self.default_kernel_name:
            return None
        while self._pool:
            kernel_id = self._pool.pop(0)
            if kernel_id in self:
                return kernel_id
        return None

    async def _run(self, kernel_id: str, code: str) -> None:
        """Run ``code`` silently in the kernel; raise when it fails.

        Only the shell channel is used: the reply comes when the code has run (no
        waiting for the kernel's status on iopub, no kernel_info round trips).
        """
        client = self.get_kernel(kernel_id).client()
        client.start_channels(shell=True, iopub=False, stdin=False, hb=False, control=False)
        try:
            msg_id = client.execute(code, silent=True, store_history=False)
            while True:
                reply = await client.get_shell_msg(timeout=self.warm_timeout)
                if reply["parent_header"].get("msg_id") == msg_id:
                    break
            if reply["content"].get("status") != "ok":
                raise RuntimeError(reply["content"].get("evalue", "the code failed"))
        finally:
            client.stop_channels()

    # ----------------------------------------------------------------- the server's calls

    async def start_kernel(  # type: ignore[override]
        self, *, kernel_id: str | None = None, path: str | None = None, **kwargs: Any
    ) -> str:
        """A kernel for a session or a page: a warm one from the pool when it fits."""
        default = (kwargs.get("kernel_name") or self.default_kernel_name) == (
            self.default_kernel_name)
        taken = None if kernel_id is not None else self._take(kwargs.get("kernel_name"))
        if taken is None and default and kernel_id is None:
            taken = await self._wait_for_fill()
        if taken is None and not (default and kernel_id is None):
            return str(await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs))
        if taken is None:
            return await self._start_warm(path, kwargs)
        began = time.perf_counter()
        env = kwargs.get("env") or {}
        changed = {k: str(v) for k, v in env.items() if os.environ.get(k) != v}
        cwd = self.cwd_for_path(path, env=env) if path is not None else None
        try:
            await self._run(taken, _handover_code(changed, cwd))
        except Exception as e:
            self.log.warning("cardlab pool: kernel %s could not be handed over: %s", taken, e)
            await self.shutdown_kernel(taken, now=True)
            started = await super().start_kernel(kernel_id=None, path=path, **kwargs)
            self.fill_soon()
            return started
        self.get_kernel(taken).last_activity = _now()
        self.log.info("cardlab pool: kernel %s handed over in %.2f s (path %s)", taken,
                      time.perf_counter() - began, path)
        self.fill_soon(self.fill_delay)
        return taken

    async def _start_warm(self, path: str | None, kwargs: dict[str, Any]) -> str:
        """A new kernel of the default spec, started and warmed in its turn."""
        async with self._starting():
            began = time.perf_counter()
            started = str(await super().start_kernel(path=path, **kwargs))
            try:
                await self._run(started, self.warm_code)
            except Exception as e:  # the page's own cells import what they need
                self.log.warning("cardlab pool: kernel %s did not warm up: %s", started, e)
            self.log.info("cardlab pool: kernel %s started and warm in %.2f s (path %s)",
                          started, time.perf_counter() - began, path)
        self.fill_soon()
        return started

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Pooled kernels wait idle on purpose: they are not culled."""
        if kernel_id in self._pool:
            return
        await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, now: bool = False,  # type: ignore[override]
                              restart: bool = False) -> None:
        """Shut a kernel down; a pooled one leaves the pool first."""
        if kernel_id in self._pool:
            self._pool.remove(kernel_id)
        await super().shutdown_kernel(kernel_id, now=now, restart=restart)


class NoDelayConnection(ZMQChannelsWebsocketConnection):
    """The kernel's websocket to the page with Nagle's algorithm off (``TCP_NODELAY``).

    Neither the Jupyter server nor Voilà turns it off. A click's answer is a small
    message ("busy") and a larger one (the new picture) a few milliseconds later: with
    Nagle on, the second waits for the page to acknowledge the first, and a browser
    delays that acknowledgement by up to 40 ms — measured in the page, the picture left
    the kernel 3 ms after the click and arrived 45 ms after it in most clicks. Set in
    ``jupyter/config`` as ``kernel_websocket_connection_class`` of ``ServerApp`` (``make
    start``) and of ``Voila`` (standalone Voilà).
    """

    def connect(self) -> Any:
        """Open the kernel's channels, the socket sending each message at once."""
        with contextlib.suppress(Exception):  # a socket that cannot: it works as before
            self.websocket_handler.set_nodelay(True)
        return super().connect()


def _handover_code(env: dict[str, str], cwd: str | None) -> str:
    """Code that gives a kernel ``env`` and ``cwd``; the data travels as base64 so that no
    value can be read as IPython syntax.

    >>> import os, tempfile
    >>> here, there = os.getcwd(), os.path.realpath(tempfile.gettempdir())
    >>> exec(_handover_code({"QUERY_STRING": "seed=7&lang=en"}, there), {})
    >>> os.environ.pop("QUERY_STRING"), os.getcwd() == there
    ('seed=7&lang=en', True)
    >>> os.chdir(here)
    """
    data = base64.b64encode(json.dumps({"env": env, "cwd": cwd}).encode()).decode()
    return ("import base64 as _b, json as _j, os as _o\n"
            f"_d = _j.loads(_b.b64decode('{data}'))\n"
            "_o.environ.update(_d['env'])\n"
            "_o.chdir(_d['cwd']) if _d['cwd'] else None\n"
            "del _b, _j, _o, _d")


def _niced(code: str, nice: int) -> str:
    """Code that runs ``code`` in a new thread at niceness ``nice`` (Linux: niceness is a
    thread's own) and waits for it; the thread's error, if any, is raised again. Elsewhere,
    or with ``nice`` 0, ``code`` itself.

    >>> import sys
    >>> ns = {}
    >>> exec(_niced("import threading; x = threading.current_thread().name", 10), ns)
    >>> ns["x"] != "MainThread" if sys.platform == "linux" else ns["x"] == "MainThread"
    True
    >>> exec(_niced("1 / 0", 10), {})
    Traceback (most recent call last):
    ZeroDivisionError: division by zero
    >>> _niced("import cardlab.ui", 0)
    'import cardlab.ui'
    """
    import sys

    if nice <= 0 or sys.platform != "linux":
        return code
    data = base64.b64encode(code.encode()).decode()
    return ("import base64 as _b, os as _o, threading as _t\n"
            "_e = []\n"
            "def _w(g=globals()):\n"
            "    try:\n"
            f"        _o.setpriority(_o.PRIO_PROCESS, _t.get_native_id(), {int(nice)})\n"
            f"        exec(compile(_b.b64decode('{data}').decode(), '<warm>', 'exec'), g)\n"
            "    except BaseException as e:\n"
            "        _e.append(e)\n"
            "_x = _t.Thread(target=_w, name='cardlab-warm')\n"
            "_x.start()\n"
            "_x.join()\n"
            "_r = _e[:1]\n"
            "del _b, _o, _t, _e, _w, _x\n"
            "try:\n"
            "    if _r:\n"
            "        raise _r[0]\n"
            "finally:\n"
            "    del _r")


def _now() -> Any:
    from jupyter_server._tz import utcnow

    return utcnow()


def _load_jupyter_server_extension(serverapp: Any) -> None:
    """Fill the pool as soon as the server's event loop runs."""
    manager = serverapp.kernel_manager
    if isinstance(manager, PooledKernelManager):
        serverapp.io_loop.add_callback(manager.fill_soon)


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "cardlab.kernelpool"}]
