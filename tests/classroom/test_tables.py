"""Shared tables (cardlab/tables.py): the record is the table.

Every refusal is one sentence in English and Japanese and writes nothing; four clients
(two of them bots run by the lease holder) play a Notice game to the end through the
store alone and agree at every step; two clicks at once from two processes: exactly one
lands; a killed lease holder's bots are taken over; a stale tab cannot act; the teacher
gives a quiet seat to a bot; 8 tables × 4 clients in 8 processes lose and double nothing;
what a UI shows holds no card and no choice.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import cardlab
from cardlab import tables
from cardlab.bots import bot_for
from cardlab.classroom import ClassStore
from cardlab.tables import (
    LEASE_S,
    TableClient,
    TableError,
    TableMoved,
    TableStore,
    code_matches,
    hash_code,
)
from tests.classroom.test_classroom import forkserver, one_sentence, run_at_once
from tests.classroom.test_classroom import refused as refused_by_store
from tests.support.backends import rows, target_of

CODE = "owl-42"


@pytest.fixture
def store(db_target: str) -> Iterator[TableStore]:
    with TableStore(db_target) as s:
        s.create_table("t4", "notice", players=4, seed=3, bots=(1, 2), teacher=CODE)
        yield s


def dump(store: TableStore) -> list[Any]:
    """Every row of the shared tables, read straight from the database (a connection of
    its own)."""
    return [rows(target_of(store), f"SELECT * FROM {t} ORDER BY 1, 2")
            for t in ("shared_tables", "shared_seats", "shared_actions")]


def refused(store: TableStore, key: str, call: Callable[[], Any]) -> TableError:
    """``call`` is refused with ``key``, in one sentence, and writes nothing."""
    out = refused_by_store(store, key, call, error=TableError, rows=dump)
    assert isinstance(out, TableError)
    return out


def choose(client: TableClient) -> str:
    """A move for the client's own seat, chosen by a bot from that seat's view."""
    return bot_for("notice", seed=client.seat).choose(client.game.view(client.seat))


# --------------------------------------------------------------------------- the tables


def test_create_and_read(store: TableStore) -> None:
    """A new table: its seats as given, no moves, no lease; the teacher code is stored
    only as a salted hash; the tables share the class database with the classes."""
    info = store.table("t4")
    assert (info.game, info.players, info.seed, info.moves, info.over, info.lease) == (
        "notice", 4, 3, 0, False, None)
    assert [s.kind for s in info.seats] == ["free", "bot", "bot", "free"]
    assert info.free_seats == (0, 3) and info.bot_seats == (1, 2)
    assert [t.name for t in store.tables()] == ["t4"]
    assert store.check_teacher("t4", CODE) and not store.check_teacher("t4", "owl-43")
    stored = dump(store)[0][0]
    assert CODE not in json.dumps(stored) and any(
        isinstance(v, str) and v.startswith("scrypt$") for v in stored)
    random = store.create_table("r", "trumps", players=2)
    assert 0 <= random.seed < 2**53 and not store.check_teacher("r", CODE)
    ClassStore(store.db).create("c", "trumps", players=2, seeds=[1])  # the same database
    assert ClassStore(target_of(store)).get("c").seeds == (1,)
    assert store.game("t4") == cardlab.new_game("notice", players=4, seed=3)


def test_hash_code_is_salted() -> None:
    a, b = hash_code(CODE), hash_code(CODE)
    assert a != b and code_matches(CODE, a) and code_matches(CODE, b)
    assert not code_matches("", a) and not code_matches(None, a) and not code_matches(CODE, "")


def test_every_refusal_is_one_sentence_and_writes_nothing(store: TableStore) -> None:
    """Each refusal: its key, one sentence en and ja, no row changed."""
    me = TableClient(store, "t4", "Aiko")
    other = TableClient(store, "t4", "Ken")
    assert (me.seat, other.seat) == (0, 3)
    store.create_table("plain", "trumps", players=2, seed=1)
    checks: list[tuple[str, Callable[[], Any]]] = [
        ("table.unknown", lambda: store.table("nope")),
        ("table.unknown", lambda: store.sit("nope", "Aiko")),
        ("table.unknown", lambda: store.moves("nope")),
        ("table.unknown", lambda: store.actions("nope")),
        ("table.unknown", lambda: store.game("nope")),
        ("table.unknown", lambda: store.lease("nope", "c1")),
        ("table.unknown", lambda: store.append("nope", 0, 0, "predict 1", me.client)),
        ("table.unknown", lambda: store.give_to_bot("nope", 0, CODE)),
        ("table.exists", lambda: store.create_table("t4", "trumps")),
        ("table.bad_name", lambda: store.create_table("a b", "trumps")),
        ("table.bad_name", lambda: store.table("x" * 41)),
        ("class.bad_game", lambda: store.create_table("x", "chess")),
        ("class.bad_players", lambda: store.create_table("x", "notice", players=9)),
        ("class.bad_seed", lambda: store.create_table("x", "notice", seed=-1)),
        ("table.bad_bots", lambda: store.create_table("x", "notice", players=4, bots=(1, 1))),
        ("table.bad_bots", lambda: store.create_table("x", "notice", players=4, bots=(4,))),
        ("table.bad_code", lambda: store.create_table("x", "notice", teacher="ab")),
        ("class.student.empty", lambda: store.sit("t4", "  ")),
        ("table.bad_seat", lambda: store.sit("t4", "Mio", seat=4)),
        ("table.bad_client", lambda: store.sit("t4", "Mio", client="x" * 65)),
        ("table.full", lambda: store.sit("t4", "Mio")),
        ("table.seat_taken", lambda: store.sit("t4", "Mio", seat=3)),
        ("table.seat_taken", lambda: store.sit("t4", "Mio", seat=1)),
        ("table.already_seated", lambda: store.sit("t4", "Aiko", seat=3)),
        ("table.not_your_seat", lambda: store.append("t4", 0, 3, "predict 1", me.client)),
        ("table.not_your_seat", lambda: store.heartbeat("t4", 3, me.client)),
        ("table.not_your_seat", lambda: store.leave("t4", 3, me.client)),
        ("table.not_lease", lambda: store.append("t4", 0, 1, "predict 1", me.client)),
        ("table.illegal", lambda: store.append("t4", 0, 0, "predict 99", me.client)),
        ("table.illegal", lambda: store.append("t4", 0, 0, "fly away", me.client)),
        ("table.moved", lambda: store.append("t4", 5, 0, "predict 1", me.client)),
        ("table.bad_expected", lambda: store.append("t4", -1, 0, "predict 1", me.client)),
        ("table.bad_teacher", lambda: store.give_to_bot("t4", 3, "wrong")),
        ("table.not_quiet", lambda: store.give_to_bot("t4", 3, CODE)),
        ("table.already_bot", lambda: store.give_to_bot("t4", 1, CODE)),
        ("table.no_teacher", lambda: store.give_to_bot("plain", 0, CODE)),
        ("table.bad_seat", lambda: store.give_to_bot("t4", -1, CODE)),
    ]
    for key, call in checks:
        refused(store, key, call)
    # the rest need a game under way: predictions made, seat 3 to move alone
    assert me.run_bots() == 2  # the bots at seats 1 and 2 predict
    me.play(choose(me))
    assert me.game.to_move == (3,)
    e = refused(store, "table.not_your_turn",
                lambda: store.append("t4", me.moves, 0, "predict 1", me.client))
    assert "seat 3" in e.text("en") and "席3" in e.text("ja")
    e = refused(store, "table.illegal",
                lambda: store.append("t4", me.moves, 3, "target 1", other.client))
    assert "predict" in e.text("en").lower() or "target" in e.text("en").lower()
    store.create_table("seatfree", "trumps", players=2, seed=2)
    refused(store, "table.seat_free", lambda: store.append("seatfree", 0, 0, "x", "c"))


def test_a_finished_table_refuses_moves(db_target: str) -> None:
    with TableStore(db_target) as store:
        store.create_table("u", "trumps", players=2, seed=5, bots=(1,))
        me = TableClient(TableStore(db_target), "u", "Aiko")
        while not me.game.is_over:
            me.run_bots()
            if 0 in me.game.to_move:
                me.play(bot_for("trumps", seed=0).choose(me.game.view(0)))
        assert store.table("u").over and store.moves("u") == len(me.game.history)
        refused(store, "table.over", lambda: store.append("u", me.moves, 0, "pass", me.client))
        assert me.run_bots() == 0


# --------------------------------------------------------------------------- four clients


@pytest.mark.parametrize("bots", [(1, 2), (3,)])
def test_four_clients_play_notice_to_the_end(db_target: str, bots: tuple[int, ...]) -> None:
    """The four seats of a Notice table: students at the free seats (one client each)
    and one or two bots run by whoever holds the lease; a whole game through the store
    alone; every client's game equals the others' at every step and replays the same
    record as the table's."""
    store = TableStore(db_target)
    store.create_table("t4", "notice", players=4, seed=3, bots=bots)
    students = [TableClient(store, "t4", f"S{s}") for s in range(4) if s not in bots]
    assert [c.seat for c in students] == [s for s in range(4) if s not in bots]
    steps = 0
    while not students[0].game.is_over:
        for c in students:
            c.run_bots()
            c.sync()
            if c.seat in c.game.to_move:
                c.play(choose(c))
            for d in students:
                d.sync()
            records = [d.game.to_record() for d in students]
            assert all(r == records[0] for r in records)
            steps += 1
        assert steps < 3000
    table = store.table("t4")
    assert table.over and table.moves == len(students[0].game.history) == 224
    record = students[0].game.to_record()
    assert store.game("t4").to_record() == record == cardlab.from_record(record).to_record()
    assert [a[:2] for a in store.actions("t4")] == [
        (n, s) for n, (s, _) in enumerate(students[0].game.history)]
    assert store.actions("t4", since=220) == [
        (n, s, str(a)) for n, (s, a) in enumerate(students[0].game.history) if n >= 220]


def test_table_moved_syncs_the_loser(store: TableStore) -> None:
    """Predictions are simultaneous: two seats choose for the same log length; the
    second append is refused with TableMoved, the client has synced, and its move then
    lands for the new length."""
    a, b = TableClient(store, "t4", "Aiko"), TableClient(store, "t4", "Ken")
    move_a, move_b = choose(a), choose(b)
    a.play(move_a)
    with pytest.raises(TableMoved) as info:
        b.play(move_b)
    assert info.value.moves == 1 == b.moves
    one_sentence(info.value)
    b.play(move_b)
    a.sync()
    assert a.game.to_record() == b.game.to_record() == store.game("t4").to_record()


def test_a_stale_tab_cannot_act(store: TableStore) -> None:
    """The same student sits again from a new client: same seat, and the old client's
    move is refused (its sync still works)."""
    old = TableClient(store, "t4", "Aiko")
    new = TableClient(store, "t4", "Aiko")
    assert old.seat == new.seat == 0 and old.client != new.client
    refused(store, "table.not_your_seat",
            lambda: store.append("t4", 0, 0, choose(old), old.client))
    with pytest.raises(TableError) as info:
        old.play(choose(old))
    assert info.value.key == "table.not_your_seat" and old.moves == 0
    new.play(choose(new))
    old.sync()
    assert old.game.to_record() == new.game.to_record()
    old.leave()  # refused quietly: the seat is the new tab's
    assert store.table("t4").seats[0].connected


def test_leave_keeps_the_seat(store: TableStore) -> None:
    """Leaving frees nothing: the seat shows as not connected and stays the student's,
    who takes it back from a new tab."""
    me = TableClient(store, "t4", "Aiko")
    assert [s.connected for s in store.table("t4").seats] == [True, True, True, False]
    me.leave()  # no kernel left at the table: its bots show as not connected either
    assert [s.connected for s in store.table("t4").seats] == [False] * 4
    seat = store.table("t4").seats[0]
    assert (seat.kind, seat.student, seat.connected) == ("student", "Aiko", False)
    refused(store, "table.seat_taken", lambda: store.sit("t4", "Ken", seat=0))
    assert TableClient(store, "t4", "Aiko").seat == 0
    assert store.table("t4").seats[0].connected


def test_a_watching_client_sits_nowhere(store: TableStore,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """TableClient without a student watches: no seat taken, no heartbeat, no move of
    its own (refused in one sentence, nothing written); it follows the log, and plays
    the bots while it holds the lease. A seat asked for without a name is refused."""
    monkeypatch.setattr(tables, "HEARTBEAT_S", 0.0)  # a seated client would beat each sync
    before = dump(store)
    watch = TableClient(store, "t4")
    assert (watch.watching, watch.seat, watch.student, watch.moves) == (True, None, None, 0)
    assert dump(store) == before
    refused(store, "table.watching", lambda: watch.play("predict 1"))
    refused(store, "class.student.empty", lambda: TableClient(store, "t4", seat=0))
    assert watch.run_bots() == 2  # the bots at seats 1 and 2 predict
    assert store.table("t4").lease == watch.client
    me = TableClient(store, "t4", "Aiko")
    assert not me.watching
    me.play(choose(me))
    seats = dump(store)[1]
    assert len(watch.sync()) >= 1 and watch.moves == me.moves == 3
    watch.leave()
    assert dump(store)[1] == seats  # neither sync nor leave wrote a seat
    assert watch.game.to_record() == store.game("t4").to_record()


def test_give_a_quiet_seat_to_a_bot(store: TableStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """Refused without the code and for a seat seen recently (QUIET_S, patched); accepted
    for a free seat and for a quiet one (a short ``quiet``); the lease holder then plays
    that seat."""
    monkeypatch.setattr(tables, "QUIET_S", 30.0)
    aiko, ken = TableClient(store, "t4", "Aiko"), TableClient(store, "t4", "Ken")
    refused(store, "table.bad_teacher", lambda: store.give_to_bot("t4", 3, "nope"))
    e = refused(store, "table.not_quiet", lambda: store.give_to_bot("t4", 3, CODE))
    assert "30 s" in e.text("en")
    time.sleep(0.6)
    aiko.play(choose(aiko))  # a move is a sign of life: Aiko is not quiet
    refused(store, "table.not_quiet", lambda: store.give_to_bot("t4", 0, CODE, quiet=20))
    info = store.give_to_bot("t4", 3, CODE, quiet=0.5)
    assert info.bot_seats == (1, 2, 3) and info.seats[3].student is None
    refused(store, "table.not_lease", lambda: store.append("t4", 1, 3, "predict 1",
                                                               ken.client))
    assert aiko.run_bots() == 6  # seats 1, 2 and now 3 predict, then choose targets
    assert [s for _, s, _ in store.actions("t4", since=1)] == [1, 2, 3, 1, 2, 3]
    assert aiko.game.to_move == (0,)
    assert store.table("t4").lease == aiko.client
    assert ken.run_bots() == 0  # Aiko's kernel holds the lease


# --------------------------------------------------------------------------- leaks


def test_what_a_ui_shows_holds_no_card_nor_choice(store: TableStore) -> None:
    """TableInfo and SeatInfo JSON, the table list and the move count are metadata: no
    card of any hand or deck and no move of the log, at any step of a deal."""
    me = TableClient(store, "t4", "Aiko")
    ken = TableClient(store, "t4", "Ken")
    deck = set(me.game.to_record()["decks"][0])
    for _ in range(60):
        me.run_bots()
        for c in (me, ken):
            c.sync()
            if c.seat in c.game.to_move:
                c.play(choose(c))
        shown = json.dumps([store.table("t4").to_json(), [t.to_json() for t in
                                                          store.tables()]])
        words = set(re.findall(r'"([^"]*)"', shown))
        assert not words & deck
        assert not words & {a for _, _, a in store.actions("t4")}
        assert sorted(store.table("t4").to_json()) == [
            "created", "game", "lease", "moves", "name", "options", "over", "players",
            "seats", "seed"]
    assert store.moves("t4") > 40


# --------------------------------------------------------------------------- processes


def _context() -> Any:
    return forkserver("tests.classroom.test_tables")


def _clicker(path: str, student: str, client: str, barrier: Any, out: Any) -> None:
    """A child: sits (as ``student`` from ``client``), waits at the barrier, appends its
    seat's move for the log's length it read before the barrier; reports the outcome."""
    store = TableStore(path)
    seat = store.sit("t4", student, client=client)
    game = store.game("t4")
    action = bot_for("notice", seed=seat).choose(game.view(seat))
    expected = len(game.history)
    barrier.wait(timeout=120)
    try:
        store.append("t4", expected, seat, action, client)
        out.put((student, client, "ok"))
    except TableError as e:
        out.put((student, client, e.key))


def _race(path: str, sitters: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    return sorted(run_at_once(_context(), _clicker, [(str(path), s, c) for s, c in sitters],
                              120))


@pytest.mark.slow
def test_two_clicks_at_once(store: TableStore) -> None:
    """Two processes append at the same moment for the same log length, seats 0 and 3
    in the simultaneous predictions: one lands, the other gets TableMoved; after sync
    every client sees the same log."""
    got = _race(target_of(store), [("Aiko", "a1"), ("Ken", "k1")])
    assert sorted(k for *_, k in got) == ["ok", "table.moved"]
    assert store.moves("t4") == 1
    a, b = TableClient(store, "t4", "Aiko"), TableClient(store, "t4", "Ken")
    assert a.game.to_record() == b.game.to_record() == store.game("t4").to_record()
    assert [n for n, _, _ in store.actions("t4")] == list(range(store.moves("t4")))


def _stale_and_fresh(path: str, client: str, sit_first: bool, barrier: Any, out: Any) -> None:
    """Seat 0 from two clients: ``fresh`` sits again just before the barrier, ``stale``
    sat before it; both then append the same move for the same length."""
    store = TableStore(path)
    if sit_first:
        store.sit("t4", "Aiko", client=client)
    barrier.wait(timeout=120)  # both have read; now the fresh one has sat last
    game = store.game("t4")
    action = bot_for("notice", seed=0).choose(game.view(0))
    barrier.wait(timeout=120)
    try:
        store.append("t4", len(game.history), 0, action, client)
        out.put((client, "ok"))
    except TableError as e:
        out.put((client, e.key))


@pytest.mark.slow
def test_two_clicks_from_a_stale_and_a_fresh_tab(store: TableStore) -> None:
    """The same seat from two processes: the stale client (sat first) and the fresh one
    (sat again last) click at once: the fresh one lands, the stale one is refused."""
    store.sit("t4", "Aiko", client="stale")
    got = dict(run_at_once(_context(), _stale_and_fresh,
                           [(target_of(store), "stale", False), (target_of(store), "fresh", True)],
                           120))
    assert got == {"fresh": "ok", "stale": "table.not_your_seat"}
    assert store.moves("t4") == 1 and store.actions("t4")[0][1] == 0


def _lease_holder(path: str, ready: Any) -> None:
    """A child kernel at seat 3 that runs the bots (and plays its own seat) until killed."""
    store = TableStore(path)
    me = TableClient(store, "t4", "Ken")
    while True:
        me.run_bots()
        me.sync()
        if me.seat in me.game.to_move:
            with contextlib.suppress(TableMoved):
                me.play(choose(me))
        if me.moves >= 30:
            ready.set()
        time.sleep(0.01)


@pytest.mark.slow
def test_lease_taken_over_after_a_kill(store: TableStore) -> None:
    """The kernel holding the lease is killed (SIGKILL) mid-game; another client takes
    the lease within LEASE_S (+ a margin), the teacher gives the dead seat to a bot, and
    the game goes on to the end."""
    me = TableClient(store, "t4", "Aiko")
    ctx = _context()
    ready = ctx.Event()
    child = ctx.Process(target=_lease_holder, args=(target_of(store), ready))
    child.start()
    deadline = time.monotonic() + 120
    while not ready.is_set():
        assert time.monotonic() < deadline
        me.sync()
        if me.seat in me.game.to_move:
            with contextlib.suppress(TableMoved):
                me.play(choose(me))
        time.sleep(0.01)
    assert store.table("t4").lease not in (None, me.client)
    os.kill(child.pid, signal.SIGKILL)
    child.join(timeout=30)
    killed = time.monotonic()
    assert child.exitcode == -signal.SIGKILL
    while not store.lease("t4", me.client):
        assert time.monotonic() - killed < LEASE_S + 1.0
        time.sleep(0.05)
    assert time.monotonic() - killed <= LEASE_S + 1.0
    store.give_to_bot("t4", 3, CODE, quiet=0)
    while not me.game.is_over:
        me.run_bots()
        if me.seat in me.game.to_move:
            me.play(choose(me))
    assert store.table("t4").over
    assert store.game("t4").to_record() == me.game.to_record()


# --------------------------------------------------------------------------- many tables

TABLES, PROCESSES = 8, 8


def _player(path: str, mine: list[tuple[str, int]], barrier: Any, out: Any) -> None:
    """A child holding a client at each (table, seat) of ``mine``: plays them all, each
    seat's move chosen by a bot from its view, until every table is over; reports each
    client's final record and how often it was beaten to a move."""
    store = TableStore(path)
    clients = [TableClient(store, t, f"p-{t}-{s}", seat=s) for t, s in mine]
    barrier.wait(timeout=120)
    moved = play_to_the_end(
        clients, lambda c: bot_for("notice", seed=c.seat).choose(c.game.view(c.seat)))
    out.put(([(c.name, c.seat, c.game.to_record()) for c in clients], moved))


def play_to_the_end(clients: list[TableClient], choose: Callable[[TableClient], str]) -> int:
    """Each client plays its seat (``choose``) and the bots it holds the lease for, until
    every table is over; returns how often a client was beaten to a move (``TableMoved``).
    (``benchmarks/shared_tables.py`` drives its processes with it too.)"""
    moved = 0
    while not all(c.game.is_over for c in clients):
        idle = True
        for c in clients:
            idle = c.run_bots() == 0 and idle
            c.sync()
            if c.seat in c.game.to_move:
                try:
                    c.play(choose(c))
                    idle = False
                except TableMoved:
                    moved += 1
        if idle:
            time.sleep(0.005)
    return moved


@pytest.mark.slow
def test_many_tables_lose_and_double_nothing(db_target: str) -> None:
    """8 Notice tables × 4 seats (one a bot), the 24 student seats spread over 8
    processes so that each table's seats are in different processes: every table plays
    to its end; each log is 0…n−1 without a gap, every client's record is the table's."""
    path = db_target
    with TableStore(path) as store:
        for t in range(TABLES):
            store.create_table(f"t{t}", "notice", players=4, seed=100 + t, bots=(t % 4,))
    seats = [(f"t{t}", s) for t in range(TABLES) for s in range(4) if s != t % 4]
    jobs = [seats[p::PROCESSES] for p in range(PROCESSES)]
    reports = run_at_once(_context(), _player, [(str(path), job) for job in jobs], 600)
    with TableStore(path) as store:
        for t in range(TABLES):
            info, record = store.table(f"t{t}"), store.game(f"t{t}").to_record()
            assert info.over and info.moves == len(record["actions"]) == 224
            assert [n for n, _, _ in store.actions(f"t{t}")] == list(range(224))
            assert cardlab.from_record(record).to_record() == record
            for clients, _ in reports:
                for name, _, got in clients:
                    if name == f"t{t}":
                        assert got == record
    assert sum(len(c) for c, _ in reports) == len(seats)


def test_a_heartbeat_does_not_wait_for_a_move_being_appended(db_target: str) -> None:
    """A heartbeat touches its seat's row only: while another write holds the table's row
    (a move being appended), it lands at once (PostgreSQL; SQLite's writes take turns
    on the whole file, and there it is refused as busy instead of waiting long). Bad
    seats are refused in one sentence either way."""
    with TableStore(db_target) as store:
        store.create_table("hb", "notice", players=4, seed=2)
        me = TableClient(store, "hb", "Aiko", seat=2)
        for seat in ("2", True, 10**30, -1, 4):
            with pytest.raises(TableError) as e:
                store.heartbeat("hb", seat, me.client)  # type: ignore[arg-type]
            assert e.value.key == "table.bad_seat"
        with pytest.raises(TableError, match="t9"):
            store.heartbeat("t9", 2, me.client)
        if not db_target.startswith("postgresql"):
            return
        from cardlab.db.postgres import PostgresDatabase

        other = TableStore(PostgresDatabase(db_target, lock_timeout_ms=300))
        try:
            before = store.table("hb").seats[2].last_seen
            with store.db.write() as tx:  # as append() does, to the end of its transaction
                tx.execute("SELECT moves FROM shared_tables WHERE name = ? FOR UPDATE", ("hb",))
                time.sleep(0.01)
                other.heartbeat("hb", 2, me.client)  # would be class.db.busy after 0.3 s
            assert store.table("hb").seats[2].last_seen > before
        finally:
            other.db.close()
