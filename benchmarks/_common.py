"""Helpers shared by the benchmark scripts: the machine, play() timing, bot matches.

Benchmarks print their figures; nothing here asserts a time.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np

import cardlab
from cardlab.core import Game

CLICK_TO_REDRAW = """
async (selector) => {
  const root = document.querySelector('.cardlab-table');
  const before = +root.dataset.version;
  const target = root.querySelector(selector);
  if (!target || target.disabled) return -1;
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (+root.dataset.version > before) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(root, { attributes: true, attributeFilter: ['data-version'] });
    target.click();
  });
}
"""
"""For ``page.evaluate(CLICK_TO_REDRAW, selector)``: milliseconds, taken inside the page,
from a click on the table's ``selector`` until the table's ``data-version`` changes (the
intent went to the kernel, the answer came back and was drawn); -1 when there is nothing
to click."""


def machine() -> str:
    """One line describing the machine and the interpreter."""
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = ""
    try:
        kb = int(Path("/proc/meminfo").read_text().split()[1])
        mem = f", {kb / 2**20:.0f} GiB"
    except (OSError, ValueError, IndexError):
        pass
    return (
        f"{cpu}, {os.cpu_count()} cores{mem}; {platform.python_implementation()} "
        f"{platform.python_version()} on {platform.system()}; numpy {np.__version__}"
    )


def time_random_play(
    make_game: Callable[[int], Game], games: int, pick_seed: int = 0
) -> dict[str, float]:
    """Play ``games`` random games; time every ``play()`` call (legal action objects).

    Returns median, p95 and mean µs per play() and games per second (whole games, with
    legal_actions and the random choice included).
    """
    rng = np.random.default_rng(pick_seed)
    per_play: list[float] = []
    clock = time.perf_counter_ns
    start = time.perf_counter()
    for i in range(games):
        g = make_game(i)
        while not g.is_over:
            movers = g.to_move
            seat = movers[int(rng.integers(len(movers)))] if len(movers) > 1 else movers[0]
            legal = g.legal_actions(seat)
            action = legal[int(rng.integers(len(legal)))]
            t0 = clock()
            g.play(action, seat)
            per_play.append((clock() - t0) / 1000)
    elapsed = time.perf_counter() - start
    per_play.sort()
    return {
        "median_us": statistics.median(per_play),
        "p95_us": per_play[int(0.95 * (len(per_play) - 1))],
        "mean_us": statistics.fmean(per_play),
        "plays": float(len(per_play)),
        "games_per_s": games / elapsed,
    }


def play_match(game: Game, bots: Mapping[int, Any]) -> Game:
    """Let bots (seat → bot) play ``game`` to the end, every seat a bot."""
    while not game.is_over:
        seat = game.to_move[0]
        game.play(bots[seat].choose(game.view(seat)), seat)
    return game


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, nearest rank; 0 for none.

    >>> pct([5.0, 1.0, 3.0], 0.5), pct([], 0.95)
    (3.0, 0.0)
    """
    values = sorted(values)
    return values[min(len(values) - 1, int(q * (len(values) - 1) + 0.5))] if values else 0.0


def kernel_memory(field: str = "VmRSS") -> list[float]:
    """Memory (MB) of every ipykernel process on the machine whose environment holds
    this benchmark's ``CARDLAB_CLASS_DB``: ``VmRSS`` (from ``/proc/<pid>/status``) or
    ``Pss`` (``/proc/<pid>/smaps_rollup``: shared pages counted once across processes)."""
    out = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")
            if b"ipykernel" not in cmd or os.environ["CARDLAB_CLASS_DB"].encode() not in \
                    Path(f"/proc/{pid}/environ").read_bytes():
                continue
            source = "smaps_rollup" if field == "Pss" else "status"
            for line in Path(f"/proc/{pid}/{source}").read_text().splitlines():
                if line.startswith(f"{field}:"):
                    out.append(int(line.split()[1]) / 1024)
        except OSError:
            continue
    return sorted(out)


def proc_stat(pid: int | str) -> list[str]:
    """The fields of ``/proc/<pid>/stat`` after the process's name: ``[1]`` its parent,
    ``[11]`` to ``[14]`` its user, system and its reaped children's user and system time in
    clock ticks, ``[19]`` its start time (``man 5 proc`` numbers them from 3). OSError:
    the process is gone.

    >>> proc_stat(os.getpid())[1] == str(os.getppid())
    True
    """
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def children_cpu() -> float:
    """User + system CPU seconds of this process's finished (reaped) child processes, and
    of theirs.

    >>> children_cpu() >= 0
    True
    """
    usage = os.times()
    return usage.children_user + usage.children_system


def report(title: str, rows: Mapping[str, Any]) -> None:
    """Print a block of figures under a title, with the machine."""
    print(f"# {title}")
    print(f"machine: {machine()}")
    for k, v in rows.items():
        print(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}")
    print()


__all__ = ["cardlab", "kernel_memory", "machine", "pct", "play_match", "report",
           "time_random_play"]
