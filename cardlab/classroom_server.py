"""``make class``: a class served from the teacher's computer through two doors.

- **The students' door** (``--host``, every interface by default, ``--port``): standalone
  Voilà cut down to the game dashboards a class or a shared table needs
  (:mod:`cardlab.room`). No token: a student's link opens a page and nothing else — no
  JupyterLab, no notebook tree, no terminal, no contents API, no kernel but the page's,
  no code from the browser (Voilà drops an ``execute_request`` on a page's websocket),
  at most ``--max-kernels`` kernels.
- **The teacher's door** (``--teacher-host``, 127.0.0.1 by default: this computer only;
  ``--teacher-port``, the students' port + 1): JupyterLab with Voilà, as ``make start``,
  behind a fresh random token of its own, which no student's link ever carries. The class
  board there shows the students' links on the students' door
  (``CARDLAB_STUDENTS_URL``, :func:`cardlab.links.student_page`) and keeps the teacher's
  watch links of shared tables (with their teacher code) on the teacher's door.

Both read and write the same class database (``CARDLAB_CLASS_DB``). Stop both with
Ctrl-C when the lesson ends (the token dies with the server).

>>> cmd = teacher_command("127.0.0.1", 8899, "tok", Path("notebooks"))
>>> cmd[1:4], "--IdentityProvider.token=tok" in cmd
(['-m', 'jupyter', 'lab'], True)
>>> students_command("0.0.0.0", 8888, Path("notebooks"), 60)[1:4]
['-m', 'cardlab.room', 'notebooks']
>>> door = links("192.168.1.20", 8888, "127.0.0.1", 8889, "tok")
>>> print(door["teacher"])
http://127.0.0.1:8889/voila/render/dashboards/class.ipynb?token=tok
>>> print(door["student"])
http://192.168.1.20:8888/voila/render/dashboards/<game>.ipynb?class=NAME
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

__all__ = ["REPO", "banner", "links", "main", "new_token", "port_taken", "serve",
           "server_env", "students_command", "teacher_command"]

REPO = Path(__file__).resolve().parents[1]
"""The checkout this cardlab runs from (its ``notebooks/`` and ``jupyter/`` are served)."""
DASHBOARDS = "voila/render/dashboards"


def new_token() -> str:
    """A fresh random token (32 URL-safe characters, from :mod:`secrets`).

    >>> len(new_token()), new_token() != new_token()
    (32, True)
    """
    return secrets.token_urlsafe(24)


def teacher_command(host: str, port: int, token: str, root: Path) -> list[str]:
    """The teacher's server: ``make start``'s JupyterLab on ``host`` with ``token``."""
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


def students_command(host: str, port: int, root: Path, max_kernels: int) -> list[str]:
    """The students' server: :mod:`cardlab.room` (standalone Voilà) on ``host``."""
    return [sys.executable, "-m", "cardlab.room", str(root), "--no-browser",
            f"--Voila.ip={host}", f"--Voila.port={int(port)}", "--Voila.port_retries=0",
            f"--StudentsVoila.max_kernels={int(max_kernels)}"]


def server_env(repo: Path = REPO, students_url: str | None = None) -> dict[str, str]:
    """The environment: this checkout first on ``PYTHONPATH`` (the kernels import the
    cardlab whose notebooks are served) and its Jupyter settings and page template
    first on ``JUPYTER_CONFIG_PATH`` / ``JUPYTER_PATH``; for the teacher's server, the
    students' server's address (``CARDLAB_STUDENTS_URL``: the board links there).

    >>> server_env(Path("/repo"))["JUPYTER_CONFIG_PATH"].split(os.pathsep)[0]
    '/repo/jupyter/config'
    >>> server_env(students_url="http://10.0.0.5:8888/")["CARDLAB_STUDENTS_URL"]
    'http://10.0.0.5:8888/'
    """
    from cardlab.links import STUDENTS_URL_ENV

    env = dict(os.environ)
    env.pop(STUDENTS_URL_ENV, None)
    if students_url:
        env[STUDENTS_URL_ENV] = students_url
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


def links(address: str, port: int, teacher_address: str, teacher_port: int,
          token: str) -> dict[str, str]:
    """The teacher's link (the class board, with the teacher's token) and the pattern of a
    student's link (``<game>``, ``NAME``; no token) and the students' server's address.

    >>> links("10.0.0.5", 8888, "127.0.0.1", 8889, "t")["student"]
    'http://10.0.0.5:8888/voila/render/dashboards/<game>.ipynb?class=NAME'
    >>> links("10.0.0.5", 8888, "127.0.0.1", 8889, "t")["students"]
    'http://10.0.0.5:8888/'
    """
    students = students_url(address, port)
    return {"teacher": f"http://{teacher_address}:{int(teacher_port)}/{DASHBOARDS}/"
                       f"class.ipynb?token={token}",
            "student": f"{students}{DASHBOARDS}/<game>.ipynb?class=NAME",
            "students": students}


def students_url(address: str, port: int) -> str:
    """The students' server's address, as the teacher's board is told it.

    >>> students_url("10.0.0.5", 8888)
    'http://10.0.0.5:8888/'
    """
    return f"http://{address}:{int(port)}/"


def shown(host: str) -> list[str]:
    """The addresses a server listening on ``host`` is reached at, for the links.

    >>> shown("127.0.0.1"), shown("10.1.2.3")
    (['127.0.0.1'], ['10.1.2.3'])
    """
    if host in ("127.0.0.1", "localhost"):
        return ["127.0.0.1"]
    return addresses() if host in ("0.0.0.0", "", "::") else [host]


def banner(host: str, port: int, teacher_host: str, teacher_port: int, token: str,
           max_kernels: int) -> str:
    """What ``make class`` prints: both doors' links, what each exposes, how to stop."""
    students, teachers = shown(host), shown(teacher_host)
    lines = ["", "cardlab classroom server", "=" * 24, "",
             "Teacher (the class board: create a class, watch the results; keep this "
             "link to yourself):"]
    lines += [f"  {links(students[0], port, a, teacher_port, token)['teacher']}"
              for a in teachers]
    lines += ["", "Students open a class at (the class's game and name, e.g. "
              "comrade.ipynb?class=3B-maths; the board shows each class's link):"]
    lines += [f"  {links(a, port, teachers[0], teacher_port, token)['student']}"
              for a in students]
    where = ("this computer only" if teachers == ["127.0.0.1"] else
             "the network, to whoever has its token")
    lines += [
        "", "What this exposes: students' links open the game pages and nothing else (no",
        "JupyterLab, no files, no code from the browser), at most "
        f"{max_kernels} pages at a time.",
        f"The teacher's server (JupyterLab, runs code as you) listens on {where}.",
        f"Class database: {_db_shown()} (set CARDLAB_CLASS_DB to change it).",
        "Stop both with Ctrl-C (the token stops working with the server).", "",
    ]
    return "\n".join(lines)


def _db_shown() -> str:
    from cardlab.classroom import db_path

    return str(db_path())


def port_taken(host: str, port: int) -> bool:
    """Whether another program holds ``port`` on ``host`` (a server cannot listen there):
    each address ``host`` stands for is tried as a server binds it (``SO_REUSEADDR``, so a
    port that a stopped server's connections still linger on counts as free). Any other
    trouble (an address this computer does not have, no IPv6, a port below 1024) is left
    to the server, which says it itself.

    >>> with socket.socket() as held:
    ...     held.bind(("127.0.0.1", 0)); held.listen()
    ...     port_taken("127.0.0.1", held.getsockname()[1])
    True
    >>> port_taken("203.0.113.9", 8888)  # not this computer's address: Voilà will say so
    False
    """
    try:
        found = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM,
                                   flags=socket.AI_PASSIVE)
    except socket.gaierror:
        return False
    for family, kind, proto, _name, address in found:
        try:
            with socket.socket(family, kind, proto) as probe:
                probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                probe.bind(address)
        except OSError as e:
            if e.errno == errno.EADDRINUSE:
                return True
    return False


def _ports_free(doors: Sequence[tuple[str, int]]) -> bool:
    """True when every ``(host, port)`` is free; else say which one is taken (in English
    and Japanese, on stderr)."""
    from cardlab.i18n import t

    for host, port in doors:
        if port_taken(host, port):
            for lang in ("en", "ja"):
                print(t("room.port_taken", lang, host=host, port=port), file=sys.stderr)
            return False
    return True


def serve(host: str = "0.0.0.0", port: int = 8888, teacher_host: str = "127.0.0.1",
          teacher_port: int | None = None, token: str | None = None,
          root: Path | None = None, max_kernels: int | None = None) -> int:
    """Print the banner and run both servers until Ctrl-C (or one of them stops: the
    other is then stopped too); the first one's exit status. A port that another program
    holds is said (in English and Japanese) before anything starts: exit status 2."""
    from cardlab.room import DEFAULT_MAX_KERNELS

    token = token or new_token()
    root = root or REPO / "notebooks"
    teacher_port = port + 1 if teacher_port is None else teacher_port
    max_kernels = DEFAULT_MAX_KERNELS if max_kernels is None else max_kernels
    if not _ports_free([(host, port), (teacher_host, teacher_port)]):
        return 2
    print(banner(host, port, teacher_host, teacher_port, token, max_kernels), flush=True)
    students = students_url(shown(host)[0], port)
    procs = [subprocess.Popen(students_command(host, port, root, max_kernels),
                              env=server_env()),
             subprocess.Popen(teacher_command(teacher_host, teacher_port, token, root),
                              env=server_env(students_url=students))]
    with contextlib.suppress(ValueError):  # not the main thread: no handler to set
        signal.signal(signal.SIGTERM, lambda *_: [p.terminate() for p in procs])
    try:
        while all(p.poll() is None for p in procs):
            time.sleep(0.5)
        # one stopped by itself (its port taken meanwhile, an error): stop the other now
        for p in procs:
            if p.poll() is None:
                p.terminate()
    except KeyboardInterrupt:  # the servers got the same Ctrl-C: let them stop by themselves
        pass
    for p in procs:
        try:
            p.wait(timeout=20)
        except subprocess.TimeoutExpired:
            p.send_signal(signal.SIGTERM)
            p.wait()
    return next(p.returncode for p in procs if p.returncode is not None)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m cardlab.classroom_server [--host H] [--port P] [--teacher-host H]
    [--teacher-port P] [--token T] [--root DIR] [--max-kernels N]``."""
    parser = argparse.ArgumentParser(
        prog="python -m cardlab.classroom_server",
        description="Serve a class (make class): the students' pages on the room's "
                    "network, the teacher's board apart behind a token.")
    parser.add_argument("--host", default="0.0.0.0",
                        help="the students' server's address (default: every interface)")
    parser.add_argument("--port", type=int, default=8888, help="the students' server's port")
    parser.add_argument("--teacher-host", default="127.0.0.1",
                        help="the teacher's server's address (default: this computer only)")
    parser.add_argument("--teacher-port", type=int, default=None,
                        help="the teacher's server's port (default: --port + 1)")
    parser.add_argument("--token", default=None,
                        help="the teacher's token (default: a fresh random one)")
    parser.add_argument("--root", type=Path, default=None, help="default: notebooks/")
    parser.add_argument("--max-kernels", type=int, default=None,
                        help="kernels the students' server runs at most (default 60)")
    args = parser.parse_args(argv)
    return serve(args.host, args.port, args.teacher_host, args.teacher_port, args.token,
                 args.root, args.max_kernels)


if __name__ == "__main__":
    sys.exit(main())
