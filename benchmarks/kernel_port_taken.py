"""What a kernel on TCP does when one of the ports it was given is taken by the time it
starts (tests/support/net.py: why every kernel the tests start uses Unix sockets).

A kernel manager chooses a kernel's five ports free (it binds port 0 and lets the port
go); the kernel binds them a moment later. A port another process took in between is
what this script imitates: for each of the kernel's sockets in turn, it holds that port
with a listening socket, starts ``python -m ipykernel_launcher`` on a connection file
naming it, asks it for its kernel_info, and prints whether the kernel exited (a client
then sees "Kernel died before replying to kernel_info"), or is alive and answered, or is
alive and did not answer within ``WAIT`` seconds (a client sees "Kernel didn't respond in
60 seconds" at nbval's start timeout). Asserts nothing.

    .venv/bin/python benchmarks/kernel_port_taken.py [WAIT]

On 2026-11-27 with ipykernel 7.4: shell, stdin and control taken, the kernel exits at
once; iopub taken, it writes the error and stays alive for good without answering (its
ZeroMQ context waits at exit for the unbound iopub socket, which is never closed);
heartbeat taken, it answers (only its heartbeat thread failed).
"""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from queue import Empty

from jupyter_client import BlockingKernelClient

SOCKETS = ("shell", "iopub", "stdin", "control", "hb")


def free_ports() -> dict[str, int]:
    """Five ports chosen as a kernel manager chooses them."""
    ports = {}
    for name in SOCKETS:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            ports[name] = s.getsockname()[1]
    return ports


def try_taken(name: str, folder: Path, wait: float) -> str:
    """Start a kernel whose ``name`` port is held by another socket; say what it did."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        ports = {**free_ports(), name: holder.getsockname()[1]}
        info = {**{f"{k}_port": v for k, v in ports.items()}, "ip": "127.0.0.1",
                "transport": "tcp", "key": "k", "signature_scheme": "hmac-sha256",
                "kernel_name": ""}
        connection = folder / f"kernel-{name}.json"
        connection.write_text(json.dumps(info))
        err = folder / f"kernel-{name}.err"
        began = time.monotonic()
        with err.open("w") as stderr:
            kernel = subprocess.Popen(
                [sys.executable, "-m", "ipykernel_launcher", "-f", str(connection)],
                stdout=subprocess.DEVNULL, stderr=stderr)
            client = BlockingKernelClient()
            client.load_connection_file(str(connection))
            client.start_channels()
            try:
                client.kernel_info()
                try:
                    client.get_shell_msg(timeout=wait)
                    answered = "answered kernel_info"
                except Empty:
                    answered = f"did not answer kernel_info in {wait:.0f} s"
            finally:
                client.stop_channels()
            code = kernel.poll()
            what = (f"exited with {code}" if code is not None
                    else f"is alive after {time.monotonic() - began:.0f} s and {answered}")
            if code is None:
                kernel.kill()
                kernel.wait()
        said = [line for line in err.read_text().splitlines() if "Error" in line]
        return f"{name:8} port taken: the kernel {what}" + (f" ({said[-1].strip()})"
                                                             if said else "")


def main() -> None:
    wait = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    with tempfile.TemporaryDirectory(prefix="cardlab-port-taken-") as folder:
        for name in SOCKETS:
            print(try_taken(name, Path(folder), wait), flush=True)


if __name__ == "__main__":
    main()
