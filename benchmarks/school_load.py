"""A school's load on the class database: PostgreSQL (with NOTIFY) beside SQLite (polling).

    PYTHONPATH=. .venv/bin/python benchmarks/school_load.py [--students 300] [--tables 75]
        [--classes 10] [--processes 10] [--moves 40] [--seconds 600] [--think 0]
        [--listeners page|process] [--backend both|postgresql|sqlite]

``students`` simulated students (threads, ``processes`` processes; no browsers), each
with a connection of its own (its own :class:`~cardlab.tables.TableStore`): four to a
shared Notice table (``tables`` tables, every seat a student, each move a random legal
one: the load is the database's, not a bot's), and each in one of
``classes`` classes. Every student sends their class's deal (a finished record: the
store replays and scores it), then plays their seat until the table has ``moves`` moves
— at once, or after ``think`` seconds on average (a class at a human pace) — doing what
a page's round does (:meth:`cardlab.ui.together.Follower.follow`) and waking as a page
does: on PostgreSQL when its table's NOTIFY arrives (on a listening connection of its
own, as each student's kernel has; ``--listeners process``: one per process), and every
:data:`cardlab.tables.WAKE_POLL_S` as well; on SQLite polling every
:data:`cardlab.tables.POLL_S`.

Printed for each backend: every move and result landed exactly once (logs 0…n−1 without
a gap, one result per student, revisions 1…30 per class), appends per second, the time
from a move being sent (the click) to each other seat of its table having it (p50/p95),
the students' and the server's CPU time and the server's peak connections (PostgreSQL:
the throwaway server of tests/support/postgres.py on this machine, with durability off),
and the machine's load average at the start and the end (the students, the server and
any other work share its cores). Nothing here asserts a time: the figures depend on the
machine and its load.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import resource
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from _common import pct, proc_stat, report

from cardlab.classroom import ClassStore
from cardlab.db import Database, StoreError, open_database
from cardlab.tables import POLL_S, WAKE_POLL_S, TableMoved, TableStore, topic
from cardlab.ui.together import Follower
from tests.classroom.test_classroom import finished
from tests.support.postgres import PostgresServer


class Student:
    """One simulated student: a store of their own, a seat at ``table``, a class."""

    def __init__(self, target: str, name: str, table: str, seat: int, klass: str,
                 listener: Database | None) -> None:
        self.store = TableStore(target)
        self.classes = ClassStore(self.store.db)
        self.name, self.klass = name, klass
        self.client = Follower(self.store, table, name, seat=seat)
        self.woken = threading.Event()
        if self.store.db.wakes:  # its page's own listening connection, or its process's
            (listener or self.store.db).subscribe(topic(table), self._noted)
        self.played: list[tuple[str, int, float]] = []  # (table, n, sent at: the click)
        self.seen: list[tuple[str, int, float]] = []  # (table, n, seen at)
        self.beaten = self.results = self.troubles = 0
        self.failed = ""
        self.rng = random.Random(name)
        self.thought_for, self.ready_at = -1, 0.0  # the position thought about; until when

    def _noted(self) -> None:  # as SharedTable._noted
        self.client.noted = True
        self.woken.set()

    def send_result(self, record: dict[str, Any]) -> None:
        self.classes.submit(self.klass, self.name, 0, record)
        self.results += 1

    def play(self, moves: int, deadline: float, think: float) -> None:
        """Play the seat until the table has ``moves`` moves (or the game ends), taking
        ``think`` seconds (on average; none: at once) to choose each move."""
        c, pause = self.client, WAKE_POLL_S if self.store.db.wakes else POLL_S
        while c.moves < moves and not c.game.is_over and time.time() < deadline:
            self.woken.clear()
            try:
                self._round(moves, think)
            except StoreError:
                self.troubles += 1
            if c.moves >= moves or c.game.is_over:
                break
            if c.seat not in c.game.to_move:
                self.woken.wait(pause)
            elif self.ready_at > time.time():  # thinking; another seat's move wakes it
                self.woken.wait(min(pause, self.ready_at - time.time()))

    def _round(self, moves: int, think: float) -> None:
        """What a page's round does (:meth:`cardlab.ui.together.SharedTable.tick`, without
        drawing: :meth:`~cardlab.ui.together.Follower.follow`), then its move once the
        student has thought (0.5 to 1.5 × ``think`` seconds from the moment it was their
        turn in this position)."""
        c = self.client
        before = c.moves
        c.follow()
        c.drain()  # the events a page draws
        self._saw(before)
        if c.seat in c.game.to_move and c.moves < moves and not c.game.is_over:
            if think and self.thought_for != c.moves:
                self.thought_for = c.moves
                self.ready_at = time.time() + think * self.rng.uniform(0.5, 1.5)
            if time.time() < self.ready_at:
                return
            action = self.rng.choice(c.game.legal_actions(c.seat))  # cheap: the load is the db
            n, sent = c.moves, time.time()
            try:
                c.play(action)
            except TableMoved:  # another seat first: play() synced, so it is seen now
                self.beaten += 1
                self._saw(n)
                return
            self.played.append((c.name, n, sent))

    def _saw(self, since: int) -> None:
        """Moves ``since`` … now applied by this student's client: seen now."""
        now = time.time()
        self.seen.extend((self.client.name, n, now) for n in range(since, self.client.moves))


def _process(target: str, jobs: list[tuple[str, str, int, str]],
             records: dict[str, dict[str, Any]], moves: int, seconds: float, barrier: Any,
             out: Any, shared: bool, think: float) -> None:
    """A process of students (one thread each): each with its own listening connection
    (as each student's kernel has), or all sharing one when ``shared``."""
    listener = open_database(target) if shared and target.startswith("postgresql") else None
    students = [Student(target, *job, listener) for job in jobs]
    barrier.wait(timeout=600)
    deadline = time.time() + seconds

    def run(s: Student) -> None:
        try:
            s.send_result(records[s.klass])
            s.play(moves, deadline, think)
        except Exception as e:  # counted and printed: a student's failure ends that student
            s.failed = f"{type(e).__name__}: {e}"

    threads = [threading.Thread(target=run, args=(s,)) for s in students]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    out.put({"played": [p for s in students for p in s.played],
             "seen": [(s.name, *x) for s in students for x in s.seen],
             "beaten": sum(s.beaten for s in students),
             "troubles": sum(s.troubles for s in students),
             "results": sum(s.results for s in students),
             "failed": [s.failed for s in students if s.failed],
             "cpu": usage.ru_utime + usage.ru_stime})
    for s in students:
        s.store.disconnect()
    if listener is not None:
        listener.close()


def _server_cpu(server: PostgresServer) -> float:
    """CPU seconds of the server: the postmaster's own and its ended children's."""
    pid = int((server.data / "postmaster.pid").read_text().split()[0])
    ticks = sum(int(f) for f in proc_stat(pid)[11:15])  # utime, stime, cutime, cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def _watch_connections(target: str, stop: threading.Event, peak: list[int]) -> None:
    db = open_database(target)
    while not stop.wait(0.5):
        try:
            peak[0] = max(peak[0], int(db.read("SELECT COUNT(*) FROM pg_stat_activity "
                                               "WHERE backend_type = 'client backend'")[0][0]))
        except StoreError:
            pass
    db.close()


def _setup(target: str, args: argparse.Namespace) -> tuple[list[Any], dict[str, Any]]:
    """The tables, the classes and each student's job."""
    with TableStore(target) as store:
        classes = ClassStore(store.db)
        for t in range(args.tables):
            store.create_table(f"t{t}", "notice", players=4, seed=1000 + t)
        records = {}
        for k in range(args.classes):
            classes.create(f"class{k}", "trumps", players=2, seeds=[500 + k])
            records[f"class{k}"] = finished("trumps", 2, 500 + k)
    jobs = [(f"s{i:03d}", f"t{i // 4}", i % 4, f"class{i % args.classes}")
            for i in range(args.tables * 4)]
    return jobs, records


def run(target: str, args: argparse.Namespace, server: PostgresServer | None) -> dict[str, Any]:
    """The whole load on the database ``target``; the figures."""
    jobs, records = _setup(target, args)
    ctx = multiprocessing.get_context("forkserver")
    barrier, out = ctx.Barrier(args.processes + 1), ctx.Queue()
    shared = args.listeners == "process"
    procs = [ctx.Process(target=_process, args=(target, jobs[p::args.processes], records,
                                                args.moves, args.seconds, barrier, out, shared,
                                                args.think))
             for p in range(args.processes)]
    for p in procs:
        p.start()
    stop, peak = threading.Event(), [0]
    watcher = None
    if server is not None:
        watcher = threading.Thread(target=_watch_connections, args=(target, stop, peak))
        watcher.start()
        cpu0 = _server_cpu(server)
    barrier.wait(timeout=900)
    t0 = time.time()
    reports = [out.get(timeout=3600) for _ in procs]
    wall = time.time() - t0
    for p in procs:
        p.join(60)
    stop.set()
    rows = _check(target, args, reports, wall)
    rows["students' processes: CPU s (all)"] = round(sum(r["cpu"] for r in reports), 1)
    if server is not None and watcher is not None:
        watcher.join()
        time.sleep(1.0)  # the backends of the ended connections are reaped
        rows["server: peak client connections"] = peak[0]
        cpu = _server_cpu(server) - cpu0
        rows["server: CPU s (all its processes)"] = round(cpu, 1)
        rows["server: CPU, % of one core over the run"] = round(100 * cpu / wall, 1)
    return rows


def _check(target: str, args: argparse.Namespace, reports: list[dict[str, Any]],
           wall: float) -> dict[str, Any]:
    """Exactly once: every log 0…n−1, each move played once by the seat that committed
    it; one result per student, revisions 1…n per class. Then the figures."""
    played = {(t, n): at for r in reports for t, n, at in r["played"]}
    doubled = sum(len(r["played"]) for r in reports) - len(played)
    lags = [(seen - played[(t, n)]) * 1000 for r in reports for _, t, n, seen in r["seen"]
            if (t, n) in played]
    bad_tables = lost = 0
    with TableStore(target) as store:
        for t in range(args.tables):
            log = [n for n, _, _ in store.actions(f"t{t}")]
            bad_tables += log != list(range(len(log)))
            lost += sum((f"t{t}", n) not in played for n in log)
        classes = ClassStore(store.db)
        bad_classes = 0
        for k in range(args.classes):
            got = classes.results(f"class{k}", with_record=False)
            bad_classes += (sorted(r.revision for r in got) != list(range(1, len(got) + 1))
                            or len({r.student for r in got}) != len(got))
        results = sum(len(classes.results(f"class{k}", with_record=False))
                      for k in range(args.classes))
    moves = len(played)
    failed = [f for r in reports for f in r["failed"]]
    return {
        "students, tables, classes, processes":
            f"{args.tables * 4}, {args.tables}, {args.classes}, {args.processes}",
        "moves committed (all tables)": moves,
        "moves lost or doubled; tables with a gap": f"{lost + doubled}; {bad_tables}",
        "results stored (one per student); classes with a doubled one":
            f"{results}; {bad_classes}",
        "wall time, s": round(wall, 1),
        "appends/s (all tables)": round(moves / wall, 1),
        "move sent → seen by another seat, p50 ms": round(pct(lags, 0.5), 1),
        "move sent → seen, p95 ms": round(pct(lags, 0.95), 1),
        "move → seen, samples (moves × other seats)": len(lags),
        "moves beaten by another seat (retried); database troubles said":
            f"{sum(r['beaten'] for r in reports)}; {sum(r['troubles'] for r in reports)}",
        "students who failed (a refusal ended them); the first reason": "; ".join(
            [str(len(failed)), *failed[:1]]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=300)
    parser.add_argument("--tables", type=int, default=None, help="default: students / 4")
    parser.add_argument("--classes", type=int, default=10)
    parser.add_argument("--processes", type=int, default=10)
    parser.add_argument("--moves", type=int, default=40, help="moves per table (Notice)")
    parser.add_argument("--backend", choices=("both", "postgresql", "sqlite"), default="both")
    parser.add_argument("--think", type=float, default=0.0,
                        help="seconds a student takes to choose a move, on average (0.5 to "
                             "1.5 times this; default 0: at once, the database's most)")
    parser.add_argument("--listeners", choices=("page", "process"), default="page",
                        help="PostgreSQL: a listening connection for each student's page "
                             "(as each kernel has one; default), or one per process")
    parser.add_argument("--seconds", type=float, default=600.0,
                        help="the students stop playing after this long (what was played "
                             "by then is checked and counted)")
    args = parser.parse_args()
    args.tables = args.tables or args.students // 4
    # every student's connection, its page's listening one, the watcher's, a margin
    connections = str(2 * args.tables * 4 + 50)
    if args.backend in ("both", "postgresql"):
        with PostgresServer({"max_connections": connections}) as server:
            rows = loaded(lambda: run(server.create_database("school"), args, server))
        report(f"school load: PostgreSQL (NOTIFY, listening: one per {args.listeners}; "
               f"poll every {WAKE_POLL_S} s; think {args.think} s a move)", rows)
    if args.backend in ("both", "sqlite"):
        target = str(Path(tempfile.mkdtemp(prefix="cardlab-school-")) / "classes.sqlite")
        report(f"school load: SQLite (poll every {POLL_S} s; think {args.think} s a move)",
               loaded(lambda: run(target, args, None)))


def loaded(work: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """``work()``'s figures and the machine's load average (1 min) before and after it:
    the other work on the machine shares its cores."""
    before = os.getloadavg()[0]
    rows = work()
    rows["machine's load average (1 min): at the start; at the end"] = (
        f"{before:.1f}; {os.getloadavg()[0]:.1f}")
    return rows


if __name__ == "__main__":
    main()
