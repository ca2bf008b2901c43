"""The class store's speed: a class of 40 students × 4 deals (160 results).

    PYTHONPATH=. .venv/bin/python benchmarks/class_store.py [students] [deals]

A 4-player Notice class (its first deals, bots in every seat) in a fresh SQLite file:
the time to submit a result (record checked and replayed, one transaction), and what a
results board asks for — the list of 160 results without and with their records, the
poll of the class's revision, the results since a revision, the CSV export. The board's
own render benchmark is separate (the dashboard's).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from _common import cardlab, report

from cardlab.bots import bot_for
from cardlab.classroom import ClassStore, deal_record
from cardlab.session import play_out

STUDENTS = int(sys.argv[1]) if len(sys.argv) > 1 else 40
DEALS = int(sys.argv[2]) if len(sys.argv) > 2 else 4
GAME, PLAYERS = "notice", 4


def ms(call: Callable[[], Any], repeat: int = 30) -> tuple[float, float]:
    """Median and p95 milliseconds of ``call``."""
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        call()
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    path = Path(tempfile.mkdtemp(prefix="cardlab-class-bench-")) / "classes.sqlite"
    store = ClassStore(path)
    info = store.create("bench", GAME, players=PLAYERS, seeds=list(range(1, DEALS + 1)))
    records = []
    for seed in info.seeds:
        g = cardlab.new_game(GAME, players=PLAYERS, seed=seed)
        play_out(g, {s: bot_for(GAME, seed=s) for s in range(PLAYERS)})
        records.append(deal_record(g))
    submits = []
    for i in range(STUDENTS):
        for deal in range(DEALS):
            t0 = time.perf_counter()
            store.submit("bench", f"student {i:02d}", deal, records[deal], seconds=60.0 + i)
            submits.append((time.perf_counter() - t0) * 1000)
    n = STUDENTS * DEALS
    size = sum(p.stat().st_size for p in path.parent.iterdir())  # the file and its WAL
    rows: dict[str, Any] = {"results": n, "database with its WAL": f"{size / 1000:.0f} kB"}
    rows["submit (check + replay + write), median ms"] = statistics.median(submits)
    for label, call in (
        (f"list {n} results without records", lambda: store.results("bench", with_record=False)),
        (f"list {n} results with records", lambda: store.results("bench")),
        ("revision (a board's poll)", lambda: store.revision("bench")),
        ("results since the last 5", lambda: store.results("bench", since=n - 5)),
        ("CSV export", lambda: store.export_csv("bench")),
    ):
        median, p95 = ms(call)
        rows[f"{label}, median ms"] = median
        rows[f"{label}, p95 ms"] = p95
    store.disconnect()
    report(f"class store: {STUDENTS} students × {DEALS} deals of {GAME}", rows)


if __name__ == "__main__":
    main()
