"""Shared tables at the store level (cardlab/tables.py): appends, sync-to-see, many tables.

    PYTHONPATH=. .venv/bin/python benchmarks/shared_tables.py [tables] [processes]

1. One process, one 4-player Notice table (two students, two bots): the time of an
   append (one transaction: length, seat and legality checked, one move replayed) and of
   a poll (``sync`` with nothing new), and appends per second over a whole game.
2. Two processes: one plays a Notice game (its seat and the bots), the other only polls
   (``sync`` every :data:`cardlab.tables.POLL_S`, as a UI does, and in a tight loop):
   p50/p95 of the time from an append's commit to the other process seeing it.
3. ``tables`` Notice tables × 4 seats (one a bot) in ``processes`` processes, every
   table's seats in different processes, playing to the end at once: the time, appends
   per second, lost or doubled actions (must be 0) and each process's peak memory.

The page-level benchmark (four browser pages) is the dashboard's, not this one.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _common import pct, report

from cardlab.bots import bot_for
from cardlab.tables import POLL_S, TableClient, TableMoved, TableStore
from tests.classroom.test_tables import play_to_the_end

TABLES = int(sys.argv[1]) if len(sys.argv) > 1 else 8
PROCESSES = int(sys.argv[2]) if len(sys.argv) > 2 else 8


def choose(c: TableClient) -> str:
    return bot_for("notice", seed=c.seat).choose(c.game.view(c.seat))


def one_process(path: Path) -> dict[str, Any]:
    store = TableStore(path)
    store.create_table("solo", "notice", players=4, seed=1, bots=(1, 2))
    a, b = TableClient(store, "solo", "A"), TableClient(store, "solo", "B")
    appends: list[float] = []
    t0 = time.perf_counter()
    while not a.game.is_over:
        a.run_bots()
        for c in (a, b):
            c.sync()
            if c.seat in c.game.to_move and not c.game.is_over:
                move = choose(c)
                t = time.perf_counter()
                c.play(move)
                appends.append((time.perf_counter() - t) * 1000)
    total = time.perf_counter() - t0
    polls = []
    for _ in range(200):
        t = time.perf_counter()
        a.sync()
        polls.append((time.perf_counter() - t) * 1000)
    return {"game (moves)": len(a.game.history),
            "append by a student (TableClient.play), median ms": statistics.median(appends),
            "append, p95 ms": pct(appends, 0.95),
            "whole game, moves/s (bots and students, one process)":
                len(a.game.history) / total,
            "poll with nothing new (sync), median ms": statistics.median(polls)}


def _poller(path: str, interval: float, out: Any, ready: Any) -> None:
    """Seat 0: polls the table every ``interval`` s (playing its own seat when it is to
    move) until the game is over; reports when it saw each move."""
    store = TableStore(path)
    me = TableClient(store, "duo", "poller", seat=0)
    ready.set()
    seen = []
    while not me.game.is_over:
        before = me.moves
        me.sync()
        now = time.time()
        seen.extend((n, now) for n in range(before, me.moves))
        if me.seat in me.game.to_move:
            with contextlib.suppress(TableMoved):
                me.play(choose(me))
        time.sleep(interval)
    out.put(seen)


def two_processes(path: Path, interval: float, seed: int) -> tuple[float, float, int]:
    """The other process plays seat 3 and the bots (1, 2); the lag of each of its moves:
    from the append's commit (``sent_at`` in the log) to the poller's sync seeing it."""
    store = TableStore(path)
    store.create_table("duo", "notice", players=4, seed=seed, bots=(1, 2))
    ctx = multiprocessing.get_context("forkserver")
    out, ready = ctx.Queue(), ctx.Event()
    child = ctx.Process(target=_poller, args=(str(path), interval, out, ready))
    child.start()
    ready.wait(60)
    me = TableClient(store, "duo", "player", seat=3)
    while not me.game.is_over:
        me.run_bots()
        if me.seat in me.game.to_move:
            with contextlib.suppress(TableMoved):
                me.play(choose(me))
        time.sleep(0.02)
    seen = dict(out.get(timeout=120))
    child.join(60)
    with contextlib.closing(sqlite3.connect(path)) as db:
        sent = db.execute("SELECT n, sent_at FROM shared_actions WHERE seat != 0").fetchall()
    lags = [(seen[n] - at) * 1000 for n, at in sent if n in seen]
    return statistics.median(lags), pct(lags, 0.95), len(lags)


def _player(path: str, mine: list[tuple[str, int]], barrier: Any, out: Any) -> None:
    store = TableStore(path)
    clients = [TableClient(store, t, f"p-{t}-{s}", seat=s) for t, s in mine]
    barrier.wait(timeout=120)
    beaten = play_to_the_end(clients, choose)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out.put(([(c.name, c.game.to_record()) for c in clients], beaten, rss))


def many_tables(path: Path) -> dict[str, Any]:
    store = TableStore(path)
    for t in range(TABLES):
        store.create_table(f"t{t}", "notice", players=4, seed=100 + t, bots=(t % 4,))
    seats = [(f"t{t}", s) for t in range(TABLES) for s in range(4) if s != t % 4]
    ctx = multiprocessing.get_context("forkserver")
    barrier, out = ctx.Barrier(PROCESSES + 1), ctx.Queue()
    procs = [ctx.Process(target=_player, args=(str(path), seats[p::PROCESSES], barrier, out))
             for p in range(PROCESSES)]
    for p in procs:
        p.start()
    barrier.wait(timeout=120)
    t0 = time.perf_counter()
    reports = [out.get(timeout=1800) for _ in procs]
    total = time.perf_counter() - t0
    for p in procs:
        p.join(60)
    moves = bad = 0
    for t in range(TABLES):
        name = f"t{t}"
        record = store.game(name).to_record()
        log = [n for n, _, _ in store.actions(name)]
        moves += len(log)
        bad += (log != list(range(store.moves(name))) or not store.table(name).over
                or any(got != record for clients, _, _ in reports for n, got in clients
                       if n == name))
    rss = [r for _, _, r in reports]
    return {"tables × seats, processes": f"{TABLES} × 4, {PROCESSES}",
            "moves in all": moves, "wall time, s": total, "appends/s (all tables)": moves / total,
            "moves beaten by another seat (TableMoved, retried)": sum(b for _, b, _ in reports),
            "tables with a lost, doubled or differing action": bad,
            "peak memory per process, MB (min / max)": f"{min(rss):.0f} / {max(rss):.0f}"}


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="cardlab-tables-bench-"))
    rows = one_process(folder / "solo.sqlite")
    for label, interval in ((f"polling every POLL_S = {POLL_S} s", POLL_S),
                            ("polling every 10 ms", 0.01)):
        p50, p95, n = two_processes(folder / f"duo-{interval}.sqlite", interval, 7)
        rows[f"sync-to-see between two processes, {label}: p50 ms"] = p50
        rows[f"sync-to-see, {label}: p95 ms ({n} moves)"] = p95
    rows.update(many_tables(folder / "many.sqlite"))
    report("shared tables (store level)", rows)


if __name__ == "__main__":
    main()
