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

The notebooks' kernels (nbval: :func:`nbval_over_ipc`) and nbgrader's
(:func:`kernel_ipc_arguments`) use Unix sockets too, in a folder of the test process. With
TCP they failed now and then: a run saw one of nbgrader's die at its start ("Kernel died
before replying to kernel_info"), and one a notebook's kernel "didn't respond in 60
seconds". Both are what a kernel does when a port it was given is taken by the time it
binds it (its kernel manager chose it free, in another process than the one that took
it): taken shell, stdin or control port, the kernel exits; taken iopub port, it writes
the error and then hangs for ever, alive, waiting for a socket it never closes
(ipykernel 7.4; ``benchmarks/kernel_port_taken.py`` shows each case). Only the kernels
of the Binder test, of `make start`'s server (tests/serving/test_jupyter_config.py) and of
the test hub keep TCP: they are started as a user's would be. So :func:`free_port`
does not ask the system for "any port" as a kernel manager does: it picks one at random
below the system's ephemeral range (:func:`ephemeral_ports`; Linux's
``ip_local_port_range``, 32768–60999 by default), where the system never hands out a port
on its own, neither for "any port" nor for an outgoing connection. A port a test server
takes can then never be one a kernel was just given, and the other way round.

>>> low, high = ephemeral_ports()
>>> 1024 <= free_port() < low <= high
True
>>> import json; json.loads((IPC_CONFIG / "voila.json").read_text())
{'KernelManager': {'transport': 'ipc'}}
"""

from __future__ import annotations

import atexit
import os
import random
import shutil
import socket
import tempfile
import uuid
from pathlib import Path

__all__ = ["IPC_CONFIG", "ephemeral_ports", "free_port", "ipc_kernels", "ipc_prefix",
           "kernel_ipc_arguments", "nbval_over_ipc", "with_ipc_kernels"]

IPC_CONFIG = Path(__file__).resolve().parent / "jupyter_ipc"
"""A Jupyter configuration folder (for ``JUPYTER_CONFIG_PATH``): Voilà's and the Jupyter
server's kernels use the ``ipc`` transport."""
ipc_kernels = False
"""Whether the servers the tests start give their kernels :data:`IPC_CONFIG` (True under
pytest, tests/conftest.py; False in the benchmarks)."""


PORT_RANGE = "/proc/sys/net/ipv4/ip_local_port_range"
_PICK = random.SystemRandom()
"""Not the ``random`` module's generator: pytest-randomly seeds that one alike in every
xdist process, which would then try the same ports in the same order."""


def ephemeral_ports(path: str = PORT_RANGE) -> tuple[int, int]:
    """The first and last port the system hands out when asked for any port (Linux's
    ``ip_local_port_range``; elsewhere, or when it cannot be read, IANA's 49152–65535, the
    range of macOS and Windows).

    >>> ephemeral_ports("/no/such/file")
    (49152, 65535)
    """
    try:
        low, high = (int(x) for x in Path(path).read_text().split())
    except (OSError, ValueError):
        return 49152, 65535
    return low, high


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free now, picked at random among the 12,000 below
    the system's ephemeral range (any port the system chooses when fewer than 1,000 are
    left there)."""
    low, _ = ephemeral_ports()
    first = max(1024, low - 12_000)
    for _ in range(200 if low - first >= 1_000 else 0):
        port = _PICK.randrange(first, low)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:  # in use, or held in TIME_WAIT: another one
                continue
            return port
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


_IPC_DIR: list[str] = []
"""This process's folder of kernels' socket files (made when first needed)."""


def ipc_prefix() -> str:
    """A new absolute path prefix for one kernel's Unix sockets: its kernel manager names
    them ``<prefix>-1`` to ``<prefix>-5``, in a folder of this process that is removed when
    the process ends. Absolute, because the kernel runs in its notebook's folder and its
    client in the test's. A socket's path may not be longer than 107 characters: the
    folder is made in the temporary folder (``TMPDIR``) when that leaves room, else in /tmp.

    >>> a, b = ipc_prefix(), ipc_prefix()
    >>> os.path.isabs(a) and os.path.dirname(a) == os.path.dirname(b) and a != b
    True
    >>> len(a + "-99") <= 107
    True
    """
    if not _IPC_DIR:
        base = tempfile.gettempdir()
        if len(base) + len("/cardlab-ipc-12345678/k-123456789abc-99") > 107:
            base = "/tmp"
        folder = tempfile.mkdtemp(prefix="cardlab-ipc-", dir=base)
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        _IPC_DIR.append(folder)
    return os.path.join(_IPC_DIR[0], f"k-{uuid.uuid4().hex[:12]}")


def kernel_ipc_arguments() -> list[str]:
    """Command-line settings for a Jupyter program that starts kernels itself (nbgrader):
    when :data:`ipc_kernels`, its kernels use Unix sockets under one new prefix (the
    program starts them one at a time, each one's files removed when it stops); else
    none, and it uses TCP as a user's would.

    >>> args = kernel_ipc_arguments()
    >>> args == [] if not ipc_kernels else args[0] == "--KernelManager.transport=ipc"
    True
    """
    if not ipc_kernels:
        return []
    return ["--KernelManager.transport=ipc", f"--KernelManager.ip={ipc_prefix()}"]


def nbval_over_ipc() -> None:
    """Make nbval start every notebook's kernel on Unix sockets (each under its own
    :func:`ipc_prefix`). nbval builds a ``jupyter_client`` ``KernelManager`` with no way
    to configure it, so the name ``KernelManager`` in ``nbval.kernel`` is given a subclass
    (tests/contract/test_test_run.py checks that a kernel nbval starts uses it)."""
    import nbval.kernel
    from jupyter_client.manager import KernelManager

    class IpcKernelManager(KernelManager):
        """A kernel manager whose kernel talks over Unix sockets, not TCP ports."""

        def __init__(self, **kwargs: object) -> None:
            kwargs.setdefault("transport", "ipc")
            kwargs.setdefault("ip", ipc_prefix())
            super().__init__(**kwargs)

    if nbval.kernel.KernelManager.__name__ == IpcKernelManager.__name__:
        return  # done already
    if nbval.kernel.KernelManager is not KernelManager:
        raise RuntimeError("nbval.kernel.KernelManager is no longer jupyter_client's: "
                           "tests/support/net.py's nbval_over_ipc needs another way")
    nbval.kernel.KernelManager = IpcKernelManager
