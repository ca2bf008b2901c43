"""Autograding a class: 30 submissions of one homework assignment marked by one
``nbgrader autograde`` run (issue 38's reach: under 2 minutes). Prints the times of
generate_assignment and autograde, and the marks found; asserts nothing.

Each made-up student answers their own positions: a third all right, a third all wrong,
a third right on every other question.

    .venv/bin/python benchmarks/homework_autograde.py [game] [students]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

from _common import children_cpu, machine  # also puts the repository on sys.path

from tests.support import homework_course as hc

TARGET_S = 120


def _answers(game: str, student: str, k: int) -> dict[int, str]:
    right, wrong = hc.right(game, student), hc.wrong(game, student)
    pick = [right, wrong, {n: (right if n % 2 else wrong)[n] for n in right}][k % 3]
    return {n: hc.answer_source(n, values) for n, values in pick.items()}


def main(game: str = "comrade", count: int = 30) -> None:
    print(f"homework autograde: {count} submissions of {game}, one nbgrader autograde run")
    print(machine())
    with tempfile.TemporaryDirectory() as tmp:
        root = hc.course(Path(tmp))
        t0 = time.perf_counter()
        out = hc.nbgrader(root, "generate_assignment", game, "--force")
        print(f"generate_assignment: {time.perf_counter() - t0:.1f} s (exit {out.returncode})")
        students = [f"student{k:02d}" for k in range(count)]
        before = f"{os.getloadavg()[0]:.1f}"
        for k, student in enumerate(students):
            hc.submit(root, game, student, _answers(game, student, k))
        t0, cpu0 = time.perf_counter(), children_cpu()
        out = hc.nbgrader(root, "autograde", game, timeout=3600)
        took, cpu = time.perf_counter() - t0, children_cpu() - cpu0
        verdict = "within" if took < TARGET_S else "OVER"
        print(f"autograde: {took:.1f} s for {count} ({took / count:.2f} s each; exit "
              f"{out.returncode}); {verdict} the {TARGET_S} s target")
        print(f"  CPU time of nbgrader and its kernels: {cpu:.1f} s ({cpu / count:.2f} s each); "
              f"load average before/after: {before} / {os.getloadavg()[0]:.1f} (2 cores: a "
              "load far above 2 stretches the wall time)")
        totals = [m["total"] for m in hc.marks(root, game, students).values()]
        print(f"totals: {sorted(totals)}")


if __name__ == "__main__":
    main(*(sys.argv[1:2] or ["comrade"]), *(int(x) for x in sys.argv[2:3]))
