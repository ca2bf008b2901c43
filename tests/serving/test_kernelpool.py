"""cardlab.kernelpool: the Jupyter server's kernel manager keeps warm kernels and hands one
over with the environment and working directory a page asked for."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from traitlets.config import Config

from cardlab.kernelpool import PooledKernelManager
from tests.support.net import IPC_CONFIG

pytestmark = pytest.mark.slow


def _manager(root: Path, **settings: Any) -> PooledKernelManager:
    """A pool as the Jupyter server builds it, its kernels on Unix sockets as every test
    server's are (tests/support/net.py)."""
    ipc = Config(json.loads((IPC_CONFIG / "jupyter_server_config.json").read_text()))
    return PooledKernelManager(root_dir=str(root), config=ipc, **settings)


async def _output(manager: PooledKernelManager, kernel_id: str, code: str) -> str:
    client = manager.get_kernel(kernel_id).client()
    client.start_channels()
    out: list[str] = []
    try:
        await client.wait_for_ready(timeout=60)
        await client.execute_interactive(
            code, timeout=60,
            output_hook=lambda m: out.append(m["content"].get("text", ""))
            if m["msg_type"] == "stream" else None)
    finally:
        client.stop_channels()
    return "".join(out).strip()


def test_a_pooled_kernel_is_warm_and_takes_the_pages_environment(tmp_path: Path) -> None:
    (tmp_path / "dashboards").mkdir()

    async def run() -> None:
        manager = _manager(tmp_path, fill_delay=1.0)
        try:
            manager.fill_soon()
            await manager._filling  # type: ignore[misc]
            assert len(manager._pool) == 1
            warm = manager._pool[0]
            assert manager.get_kernel(warm).transport == "ipc"
            assert await _output(manager, warm, "import sys; print('cardlab.ui' in sys.modules)"
                                 ) == "True"
            # imported in a thread of lower priority; the main thread, the page's cells', not
            # lowered; nothing of the warm-up left in the page's namespace but cardlab
            assert await _output(manager, warm, "import os; print(os.getpriority("
                                 "os.PRIO_PROCESS, 0), [k for k in '_b _o _t _e _w _x _r'"
                                 ".split() if k in globals()])") == "0 []"
            env = {"QUERY_STRING": "seed=7&lang=en", "SCRIPT_NAME": "/voila/render/x.ipynb"}
            got = await manager.start_kernel(kernel_name="python3", path="dashboards", env=env)
            assert got == warm  # the warm kernel, handed over
            await asyncio.sleep(0.5)  # the replacement waits fill_delay: the page loads first
            assert manager.list_kernel_ids() == [got] and manager._pool == []
            code = "import os; print(os.environ['QUERY_STRING'], os.getcwd())"
            assert await _output(manager, got, code) == (
                f"seed=7&lang=en {tmp_path / 'dashboards'}")
            await manager._filling  # type: ignore[misc]
            assert len(manager._pool) == 1 and manager._pool[0] != got  # refilled
            waiting = manager._pool[0]
            assert manager._take("another-spec") is None  # only the default spec is pooled
            await manager.cull_kernel_if_idle(waiting)  # waiting idle on purpose: kept
            assert waiting in manager and manager._pool == [waiting]
            await manager.cull_kernel_if_idle(got)  # a handed-over kernel is culled as usual
            assert got not in manager
            await manager.shutdown_kernel(waiting, now=True)
            assert manager._pool == []  # a shut-down kernel leaves the pool
        finally:
            await manager.shutdown_all(now=True)

    asyncio.run(run())


def test_a_page_that_finds_the_pool_warming_waits_for_that_kernel(tmp_path: Path) -> None:
    """Back to back: the pool's replacement is starting when the next page asks; the page
    gets that kernel once warm (not one started for it from nothing), and the pool starts
    the next replacement."""

    async def run() -> None:
        manager = _manager(tmp_path)
        original = manager._run
        warmed: list[str] = []

        async def recorded(kernel_id: str, code: str) -> None:
            await original(kernel_id, code)
            if "cardlab-warm" in code:  # the pool's kernels (a page's own: plain code)
                warmed.append(kernel_id)

        manager._run = recorded  # type: ignore[method-assign]
        try:
            manager.fill_soon()
            while not manager._warming:
                await asyncio.sleep(0.01)
            assert manager._pool == [] and warmed == []  # the first kernel is starting
            got = await manager.start_kernel(kernel_name="python3",
                                             env={"QUERY_STRING": "seed=7"})
            assert warmed[:1] == [got]  # the fill's kernel, handed over
            await manager._filling  # type: ignore[misc]
            assert len(warmed) == 2 and manager._pool == [warmed[1]]
            assert sorted(manager.list_kernel_ids()) == sorted(warmed)
            assert await _output(manager, got, "import os; print(os.environ['QUERY_STRING'])"
                                 ) == "seed=7"
        finally:
            await manager.shutdown_all(now=True)

    asyncio.run(run())


def test_kernels_start_in_turn_and_warm(tmp_path: Path) -> None:
    """With the pool empty, kernels of the default spec start ``max_starting`` at a time,
    each warmed (cardlab.ui imported) before the next one starts."""

    async def run() -> None:
        manager = _manager(tmp_path, pool_size=0, max_starting=1)
        original = manager._run
        warming: list[tuple[float, float]] = []

        async def timed(kernel_id: str, code: str) -> None:
            began = asyncio.get_running_loop().time()
            await original(kernel_id, code)
            warming.append((began, asyncio.get_running_loop().time()))

        manager._run = timed  # type: ignore[method-assign]
        try:
            ids = await asyncio.gather(*(manager.start_kernel(kernel_name="python3")
                                         for _ in range(2)))
            assert len(set(ids)) == 2 and len(warming) == 2
            (_, first_done), (second_began, _) = sorted(warming)
            assert second_began >= first_done  # one after the other
            manager._run = original  # type: ignore[method-assign]
            for kernel_id in ids:
                assert await _output(
                    manager, kernel_id, "import sys; print('cardlab.ui' in sys.modules)"
                ) == "True"
            assert manager._pool == []  # pool_size 0: nothing kept waiting
        finally:
            await manager.shutdown_all(now=True)

    asyncio.run(run())


def test_the_kernel_websocket_sends_each_message_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Both servers (make start's and standalone Voilà) use NoDelayConnection, which turns
    Nagle's algorithm off on the page's websocket before the channels open."""
    import json

    from jupyter_server.services.kernels.connection.channels import (
        ZMQChannelsWebsocketConnection,
    )

    from cardlab.kernelpool import NoDelayConnection

    config = Path(__file__).resolve().parents[2] / "jupyter" / "config"
    name = "cardlab.kernelpool.NoDelayConnection"
    assert json.loads((config / "voila.json").read_text())["Voila"][
        "kernel_websocket_connection_class"] == name
    assert json.loads((config / "jupyter_server_config.json").read_text())["ServerApp"][
        "kernel_websocket_connection_class"] == name

    calls: list[str] = []

    class Handler:
        def set_nodelay(self, value: bool) -> None:
            calls.append(f"nodelay {value}")

    class Probe(NoDelayConnection):
        websocket_handler = Handler()  # type: ignore[assignment]

    monkeypatch.setattr(ZMQChannelsWebsocketConnection, "connect",
                        lambda self: calls.append("connect") or "opened")
    assert Probe.__new__(Probe).connect() == "opened"
    assert calls == ["nodelay True", "connect"]
