"""Network helpers of the tests: a free TCP port on 127.0.0.1, and the Jupyter settings
that keep the test servers' kernels off TCP ports.

A port is "free" only when it is chosen: a server started on it binds it a moment later.
Every kernel a Jupyter server starts chooses five such ports the same way (its kernel
manager binds port 0, notes the port and lets it go; the kernel binds it when it starts),
and `make test` starts a few hundred kernels beside the servers its three processes start.
One run saw a kernel's port handed to a test server in between (make class's doors,
tests/serving/test_room.py); the other way round, a kernel would find a port it was given
taken and die. Under pytest (:data:`ipc_kernels`, set by tests/conftest.py) the test
servers' kernels therefore talk to their server over Unix sockets (ZeroMQ's ``ipc``
transport, files beside the kernel's connection file): no kernel uses a TCP port, and the
ports the tests choose are theirs alone. The benchmarks, which start the same servers,
measure what a learner gets: TCP, the only transport on Windows. The test hub's users'
servers keep TCP too: a socket's path may not be longer than 107 characters, and their
runtime folders, in the test's home folders, are already most of that.

>>> 0 < free_port() < 65536
True
>>> import json; json.loads((IPC_CONFIG / "voila.json").read_text())
{'KernelManager': {'transport': 'ipc'}}
"""

from __future__ import annotations

import os
import socket
from pathlib import Path

__all__ = ["IPC_CONFIG", "free_port", "ipc_kernels", "with_ipc_kernels"]

IPC_CONFIG = Path(__file__).resolve().parent / "jupyter_ipc"
"""A Jupyter configuration folder (for ``JUPYTER_CONFIG_PATH``): Voilà's and the Jupyter
server's kernels use the ``ipc`` transport."""
ipc_kernels = False
"""Whether the servers the tests start give their kernels :data:`IPC_CONFIG` (True under
pytest, tests/conftest.py; False in the benchmarks)."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def with_ipc_kernels(config_path: str | None) -> str:
    """``JUPYTER_CONFIG_PATH`` ``config_path`` (``None`` or empty: unset), with
    :data:`IPC_CONFIG` last (below every folder named there) when :data:`ipc_kernels`.

    >>> with_ipc_kernels("/repo/jupyter/config") == os.pathsep.join(
    ...     ["/repo/jupyter/config", str(IPC_CONFIG)][:2 if ipc_kernels else 1])
    True
    >>> with_ipc_kernels(None) == (str(IPC_CONFIG) if ipc_kernels else "")
    True
    """
    return os.pathsep.join([*filter(None, [config_path]),
                            *([str(IPC_CONFIG)] if ipc_kernels else [])])
