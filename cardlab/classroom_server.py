"""``make class``: the dashboards served to a classroom's network, behind a token.

One Jupyter server (JupyterLab with Voilà's server extension, the repository's Jupyter
settings from ``jupyter/``, as ``make start``) listening on every network interface
(``--host 0.0.0.0``) with a fresh random token. It prints the teacher's link (the class
dashboard) and the link students open for a class, each with the token in it.

What it exposes: anyone on the network who has the token can use this Jupyter server,
and a Jupyter server runs code (any notebook, a terminal) on this computer as the user
who started it. Run it only on a trusted classroom network, give the links only to the
class, and stop it with Ctrl-C when the lesson ends (the token dies with the server).

>>> cmd = server_command("127.0.0.1", 8899, "tok", Path("notebooks"))
>>> cmd[1:4], "--IdentityProvider.token=tok" in cmd
(['-m', 'jupyter', 'lab'], True)
>>> print(links("192.168.1.20", 8899, "tok")["teacher"])
http://192.168.1.20:8899/voila/render/dashboards/class.ipynb?token=tok
"""

from __future__ import annotations

import argparse
import contextlib
import os
import secrets
import signal
import socket
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

__all__ = ["REPO", "banner", "links", "main", "new_token", "serve", "server_command",
           "server_env"]

REPO = Path(__file__).resolve().parents[1]
"""The checkout this cardlab runs from (its ``notebooks/`` and ``jupyter/`` are served)."""
DASHBOARDS = "voila/render/dashboards"


def new_token() -> str:
    """A fresh random token (32 URL-safe characters, from :mod:`secrets`).

    >>> len(new_token()), new_token() != new_token()
    (32, True)
    """
    return secrets.token_urlsafe(24)


def server_command(host: str, port: int, token: str, root: Path) -> list[str]:
    """The Jupyter server's command line: ``make start``'s, on ``host`` with ``token``."""
    cmd = [
        sys.executable, "-m", "jupyter", "lab", "--no-browser",
        f"--ServerApp.ip={host}", f"--ServerApp.port={int(port)}",
        "--ServerApp.port_retries=0",  # the printed links name this port
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--ServerApp.answer_yes=True",  # Ctrl-C stops it without asking
        "--LabApp.default_url=/voila/render/dashboards/class.ipynb",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
    return cmd


def server_env(repo: Path = REPO) -> dict[str, str]:
    """The environment: this checkout first on ``PYTHONPATH`` (the kernels import the
    cardlab whose notebooks are served) and its Jupyter settings and page template
    first on ``JUPYTER_CONFIG_PATH`` / ``JUPYTER_PATH``.

    >>> server_env(Path("/repo"))["JUPYTER_CONFIG_PATH"].split(os.pathsep)[0]
    '/repo/jupyter/config'
    """
    env = dict(os.environ)
    for var, path in (("PYTHONPATH", repo), ("JUPYTER_CONFIG_PATH", repo / "jupyter" / "config"),
                      ("JUPYTER_PATH", repo / "jupyter" / "data")):
        env[var] = os.pathsep.join([str(path), *filter(None, [env.get(var)])])
    return env


def addresses() -> list[str]:
    """This computer's addresses on the room's network (best guess, first the one of the
    default route), for the printed links; nothing is sent anywhere."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("10.255.255.255", 1))  # a UDP connect sends no packet: it picks a route
        found.append(s.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    return [a for a in dict.fromkeys(found) if not a.startswith("127.")] or ["127.0.0.1"]


def links(address: str, port: int, token: str) -> dict[str, str]:
    """The teacher's link and the pattern of a student's link (``<game>``, ``NAME``).

    >>> links("10.0.0.5", 8888, "t")["student"]
    'http://10.0.0.5:8888/voila/render/dashboards/<game>.ipynb?class=NAME&token=t'
    """
    base = f"http://{address}:{int(port)}/{DASHBOARDS}"
    return {"teacher": f"{base}/class.ipynb?token={token}",
            "student": f"{base}/<game>.ipynb?class=NAME&token={token}"}


def banner(host: str, port: int, token: str) -> str:
    """What ``make class`` prints: the links, what the server exposes, how to stop it."""
    shown = ["127.0.0.1"] if host in ("127.0.0.1", "localhost") else addresses()
    lines = ["", "cardlab classroom server", "=" * 24, "",
             "Teacher (the class dashboard: create a class, watch the results):"]
    lines += [f"  {links(a, port, token)['teacher']}" for a in shown]
    lines += ["", "Students open a class at (the class's game and name, e.g. "
              "comrade.ipynb?class=3B-maths):"]
    lines += [f"  {links(a, port, token)['student']}" for a in shown]
    lines += [
        "", "What this exposes: anyone on this network who has the token can use this",
        "Jupyter server, and it runs code on this computer as you (notebooks, terminals).",
        "Use it only on a trusted classroom network, give the links only to your class.",
        f"Class database: {_db_shown()} (set CARDLAB_CLASS_DB to change it).",
        "Stop it with Ctrl-C (the token stops working with the server).", "",
    ]
    return "\n".join(lines)


def _db_shown() -> str:
    from cardlab.classroom import db_path

    return str(db_path())


def serve(host: str = "0.0.0.0", port: int = 8888, token: str | None = None,
          root: Path | None = None) -> int:
    """Print the banner and run the server until Ctrl-C; its exit status."""
    token = token or new_token()
    root = root or REPO / "notebooks"
    print(banner(host, port, token), flush=True)
    proc = subprocess.Popen(server_command(host, port, token, root), env=server_env())
    with contextlib.suppress(ValueError):  # not the main thread: no handler to set
        signal.signal(signal.SIGTERM, lambda *_: proc.terminate())
    try:
        return proc.wait()
    except KeyboardInterrupt:  # the server got the same Ctrl-C: let it stop by itself
        try:
            return proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGTERM)
            return proc.wait()


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m cardlab.classroom_server [--host H] [--port P] [--token T] [--root DIR]``."""
    parser = argparse.ArgumentParser(prog="python -m cardlab.classroom_server",
                                     description="Serve the dashboards to the classroom's "
                                     "network with a token (make class).")
    parser.add_argument("--host", default="0.0.0.0", help="address to listen on")
    parser.add_argument("--port", type=int, default=8888)
    parser.add_argument("--token", default=None, help="default: a fresh random token")
    parser.add_argument("--root", type=Path, default=None, help="default: notebooks/")
    args = parser.parse_args(argv)
    return serve(args.host, args.port, args.token, args.root)


if __name__ == "__main__":
    sys.exit(main())
