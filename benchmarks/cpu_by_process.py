"""Where a test run's CPU time goes: every process the run starts, by kind (chromium's
processes, the kernels, the Voilà and Jupyter servers, the pytest processes, Playwright's
driver, PostgreSQL, ...), with the run's wall time and the least time the two cores could
have done that work in (its CPU time over the cores).

The command (by default ``make test``; another after ``--``) runs as a child of this
script, which adopts every process of the run that loses its parent (Linux's "child
subreaper"), so when the run ends the CPU time of all of them is known exactly (the
kernel adds a process's time to its parent's when the parent reaps it). Which kind of
process spent it is read from ``/proc`` every ``--every`` seconds: a process that lived
shorter than that, and the last moments of one that ended, are counted in "not seen by
the sampler".

Prints the figures; asserts nothing. Linux only.

    .venv/bin/python benchmarks/cpu_by_process.py [--every S] [-- COMMAND ...]
    .venv/bin/python benchmarks/cpu_by_process.py -- .venv/bin/python -m pytest -q -m browser -n 3
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import os
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from _common import children_cpu, machine, proc_stat  # also puts the repository on sys.path

HZ = os.sysconf("SC_CLK_TCK")
PR_SET_CHILD_SUBREAPER = 36
LAUNCHERS = frozenset({"sh", "dash", "bash", "env", "unknown"})


def kind(argv: Sequence[str], exe: str = "") -> str:
    """The kind of a process, from its command line (``/proc/<pid>/cmdline``) and its
    program (``/proc/<pid>/exe``: chromium's forked processes rewrite their command line).

    >>> kind(["/usr/lib/chromium/chromium", "--type=renderer", "--lang=en-US"])
    'chromium: renderer'
    >>> kind(["/usr/lib/chromium/chromium", "--headless", "--no-sandbox"])
    'chromium: browser'
    >>> kind(["x --no-sandbox --renderer-client-id=7"], "/usr/lib/chromium/chromium")
    'chromium: renderer'
    >>> kind([".venv/bin/python", "-m", "ipykernel_launcher", "-f", "/tmp/k.json"])
    'kernels'
    >>> kind([".venv/bin/python", "-c", "import sys;exec(eval(sys.stdin.readline()))"])
    'pytest processes'
    >>> kind(["node", ".../playwright/driver/package/cli.js", "run-driver"])
    "Playwright's driver (node)"
    """
    if not argv:
        return "unknown"
    line = " ".join(argv)
    program = Path(exe).name
    exe = Path(argv[0]).name
    if program.startswith(("chromium", "chrome")) or exe.startswith(("chromium", "chrome")):
        words = line.split()
        types = [a.split("=", 1)[1] for a in words if a.startswith("--type=")]
        if types:
            return "chromium: " + types[0]
        for hint, name in (("--renderer-client-id=", "renderer"), ("--gpu-preferences=", "gpu"),
                           ("--utility-sub-type=", "utility")):
            if hint in line:
                return "chromium: " + name
        return "chromium: " + ("browser" if exe.startswith(("chromium", "chrome")) else "zygote")
    if exe.startswith("node") or exe == "configurable-http-proxy":
        if "configurable-http-proxy" in line:
            return "JupyterHub's proxy (node)"
        return "Playwright's driver (node)" if "playwright" in line else "node"
    if exe.startswith("postgres") or "postgres" in exe:
        return "PostgreSQL"
    if exe.startswith("python") or exe.startswith("jupyter") or exe in ("voila", "pytest"):
        for needle, name in (("ipykernel", "kernels"), ("voila", "Voilà servers"),
                             ("jupyterhub-singleuser", "Jupyter servers"),
                             ("jupyterhub", "JupyterHub"), ("nbgrader", "nbgrader"),
                             ("jupyter", "Jupyter servers"), ("cardlab.room", "class servers"),
                             ("cardlab.classroom_server", "class servers"),
                             ("pytest", "pytest processes"),
                             ("exec(eval(sys.stdin.readline()))", "pytest processes")):
            if needle in line:
                return name
        return "other Python"
    return exe


@dataclass
class Seen:
    """What the sampler saw of the run's processes."""

    cpu: dict[tuple[int, int], float] = field(default_factory=dict)  # (pid, start): CPU-s
    kinds: dict[tuple[int, int], str] = field(default_factory=dict)

    def by_kind(self) -> Counter[str]:
        out: Counter[str] = Counter()
        for key, seconds in self.cpu.items():
            out[self.kinds[key]] += seconds
        return out


def _stat(pid: str) -> tuple[int, int, float] | None:
    """(parent pid, start time in ticks, CPU seconds) of a process, None: gone."""
    try:
        fields = proc_stat(pid)
    except OSError:
        return None
    return int(fields[1]), int(fields[19]), (int(fields[11]) + int(fields[12])) / HZ


def sample(me: int, seen: Seen) -> None:
    """Note the CPU time of every process below this one (``me``)."""
    stats: dict[int, tuple[int, int, float]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit() and (st := _stat(name)) is not None:
            stats[int(name)] = st
    below: dict[int, bool] = {me: True}

    def is_below(pid: int) -> bool:
        chain = []
        while pid not in below:
            chain.append(pid)
            parent = stats.get(pid, (0, 0, 0.0))[0]
            if parent <= 1:
                pid = -1
                below[-1] = False
                break
            pid = parent
        for p in chain:
            below[p] = below[pid]
        return below[pid]

    for pid, (_, start, cpu) in stats.items():
        if pid == me or not is_below(pid):
            continue
        key = (pid, start)
        # a shell that starts a program often becomes it (exec: /usr/bin/chromium is a
        # script): looked at again until it is something else
        if key not in seen.kinds or seen.kinds[key] in LAUNCHERS:
            try:
                argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
                exe = os.readlink(f"/proc/{pid}/exe")
            except OSError:
                continue
            seen.kinds[key] = kind([a.decode(errors="replace") for a in argv if a], exe)
        seen.cpu[key] = cpu


def reap() -> dict[int, int]:
    """Reap every child that ended (this script adopts the run's orphans): pid → status."""
    ended = {}
    while True:
        try:
            pid, status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break
        if pid == 0:
            break
        ended[pid] = status
    return ended


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=float, default=0.5, help="seconds between samples")
    parser.add_argument("command", nargs="*", default=["make", "test"])
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print("cpu_by_process.py reads /proc: it runs on Linux only")
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print("could not adopt the run's orphans (prctl): their time would be lost")
        return 2
    me, seen = os.getpid(), Seen()
    start, cpu0 = time.monotonic(), children_cpu()
    try:
        run = subprocess.Popen(args.command)  # reaped below, with the orphans
    except OSError as e:
        print(f"cannot run {args.command[0]}: {e.strerror}")
        return 2
    status = None
    try:
        while status is None:
            sample(me, seen)
            status = reap().get(run.pid)
            time.sleep(args.every)
    except KeyboardInterrupt:  # the run got the Ctrl-C too
        with contextlib.suppress(ChildProcessError):
            run.wait()
        raise
    wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    run.returncode = code  # reaped here: Popen must not wait for it again
    deadline = time.monotonic() + 30  # what the run left behind, given time to end
    while (left := alive(seen)) and time.monotonic() < deadline:
        time.sleep(args.every)
        sample(me, seen)
        reap()
    # reaped processes are in this process's children's time; those still running are not
    total = children_cpu() - cpu0 + sum(seen.cpu[key] for key in left)
    cores = os.cpu_count() or 1
    print(f"\n{' '.join(args.command)}: exit {code}; {machine()}")
    if total <= 0 or wall <= 0:
        print("the command used no measurable CPU time")
        return code
    kinds = seen.by_kind()
    counts = Counter(seen.kinds.values())
    busy = 100 * total / (wall * cores)
    print(f"wall {wall:.0f} s; CPU {total:.0f} s; the least wall time on {cores} cores "
          f"{total / cores:.0f} s; the cores busy with the run {busy:.0f} %")
    for name, seconds in kinds.most_common():
        print(f"  {seconds:8.1f} CPU-s {100 * seconds / total:5.1f} %  {name} "
              f"({counts[name]} process{'es' if counts[name] != 1 else ''})")
    rest = total - sum(kinds.values())
    own = os.times()
    print(f"  {rest:8.1f} CPU-s {100 * rest / total:5.1f} %  not seen by the sampler "
          f"(processes shorter than {args.every:g} s, the last moments of others)")
    print(f"  (this script's own sampling: {own.user + own.system:.1f} CPU-s, not in the figures "
          "above)")
    if left:
        print(f"still running 30 s after the run: {len(left)} processes (their time so "
              f"far counted): " + ", ".join(f"{pid} ({seen.kinds[(pid, born)]})"
                                           for pid, born in sorted(left)[:10]))
    return code


def alive(seen: Seen) -> set[tuple[int, int]]:
    """The processes the sampler saw that still run (or wait to be reaped)."""
    out = set()
    for pid, start in seen.cpu:
        st = _stat(str(pid))
        if st is not None and st[1] == start:
            out.add((pid, start))
    return out


if __name__ == "__main__":
    sys.exit(main())
