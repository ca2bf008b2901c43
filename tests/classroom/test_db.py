"""The class database (cardlab.db): the schema's versions and the upgrade of a database
made by the previous one, the write transaction that holds the lock from its start, and
one database shared by the class store and the shared tables (composition: neither store
inherits the other)."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import cardlab
from cardlab.classroom import ClassError, ClassStore
from cardlab.db import (
    SCHEMA_VERSION,
    Database,
    SQLiteDatabase,
    Store,
    StoreError,
    open_database,
)
from cardlab.db.schema import MIGRATIONS, Migration, upgrade
from cardlab.tables import TableClient, TableError, TableStore
from tests.classroom.test_classroom import finished, forkserver, one_sentence, run_at_once

# The tables of schema version 1, as cardlab wrote them before version 2 (literally): the
# class store's statements, run at every open, then the table store's, run when a
# TableStore opened the file (not counted in the versions).
V1_CLASSES = (
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
    """CREATE TABLE IF NOT EXISTS classes (
        name VARCHAR(40) NOT NULL PRIMARY KEY,
        game VARCHAR(40) NOT NULL,
        players INTEGER NOT NULL,
        options TEXT NOT NULL,
        seeds TEXT NOT NULL,
        created_at VARCHAR(40) NOT NULL,
        closed INTEGER NOT NULL DEFAULT 0)""",
    """CREATE TABLE IF NOT EXISTS results (
        class_name VARCHAR(40) NOT NULL REFERENCES classes (name),
        student VARCHAR(40) NOT NULL,
        deal INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        outcome VARCHAR(20) NOT NULL,
        score DOUBLE PRECISION,
        moves INTEGER NOT NULL,
        seconds DOUBLE PRECISION,
        sent_at VARCHAR(40) NOT NULL,
        revision INTEGER NOT NULL,
        details TEXT NOT NULL,
        record TEXT NOT NULL,
        PRIMARY KEY (class_name, student, deal),
        UNIQUE (class_name, revision))""",
)
V1_TABLES = (
    """CREATE TABLE IF NOT EXISTS shared_tables (
        name VARCHAR(40) NOT NULL PRIMARY KEY,
        game VARCHAR(40) NOT NULL,
        players INTEGER NOT NULL,
        options TEXT NOT NULL,
        seed BIGINT NOT NULL,
        created_at VARCHAR(40) NOT NULL,
        teacher VARCHAR(200),
        moves INTEGER NOT NULL DEFAULT 0,
        over INTEGER NOT NULL DEFAULT 0,
        lease_client VARCHAR(64),
        lease_until DOUBLE PRECISION)""",
    """CREATE TABLE IF NOT EXISTS shared_seats (
        table_name VARCHAR(40) NOT NULL REFERENCES shared_tables (name),
        seat INTEGER NOT NULL,
        kind VARCHAR(10) NOT NULL,
        student VARCHAR(40),
        client VARCHAR(64),
        last_seen DOUBLE PRECISION,
        has_left INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_name, seat))""",
    """CREATE TABLE IF NOT EXISTS shared_actions (
        table_name VARCHAR(40) NOT NULL REFERENCES shared_tables (name),
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action VARCHAR(200) NOT NULL,
        client VARCHAR(64) NOT NULL,
        sent_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_name, n))""",
)


def version_1(path: Path, *, tables: bool) -> None:
    """A database as cardlab left it at schema version 1: a class ``old`` (trumps, 2
    players, seed 11) with Aiko's result, and with ``tables`` a shared table ``t-old``
    (trumps, seed 5, Aiko at seat 0 and a bot at seat 1) whose log has one move."""
    record = finished("trumps", 2, 11)
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as db:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("BEGIN IMMEDIATE")
        for statement in V1_CLASSES:
            db.execute(statement)
        db.execute("INSERT INTO schema_version (version) VALUES (1)")
        db.execute("INSERT INTO classes (name, game, players, options, seeds, created_at, "
                   "closed) VALUES ('old', 'trumps', 2, '{}', '[11]', "
                   "'2026-11-20T09:00:00.000+00:00', 0)")
        db.execute("INSERT INTO results (class_name, student, deal, seed, outcome, score, "
                   "moves, seconds, sent_at, record, details, revision) VALUES ('old', "
                   "'Aiko', 0, 11, 'win', 13.0, ?, 95.0, '2026-11-20T09:10:00.000+00:00', ?, "
                   "'{}', 1)", (len(record["actions"]), json.dumps(record)))
        if tables:
            for statement in V1_TABLES:
                db.execute(statement)
            first = str(cardlab.new_game("trumps", players=2, seed=5).legal_actions(0)[0])
            db.execute("INSERT INTO shared_tables (name, game, players, options, seed, "
                       "created_at, moves) VALUES ('t-old', 'trumps', 2, '{}', 5, "
                       "'2026-11-20T09:00:00.000+00:00', 1)")
            db.execute("INSERT INTO shared_seats (table_name, seat, kind, student, client, "
                       "last_seen) VALUES ('t-old', 0, 'student', 'Aiko', 'tab-a', 1.0)")
            db.execute("INSERT INTO shared_seats (table_name, seat, kind) VALUES "
                       "('t-old', 1, 'bot')")
            db.execute("INSERT INTO shared_actions (table_name, n, seat, action, client, "
                       "sent_at) VALUES ('t-old', 0, 0, ?, 'tab-a', 1.0)", (first,))
        db.execute("COMMIT")


def versions(path: Path) -> list[int]:
    with contextlib.closing(sqlite3.connect(path)) as db:
        return [v for (v,) in db.execute("SELECT version FROM schema_version ORDER BY 1")]


def tables_in(path: Path) -> set[str]:
    with contextlib.closing(sqlite3.connect(path)) as db:
        return {n for (n,) in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


# --------------------------------------------------------------------------- versions


def test_the_migrations_are_ordered_and_the_newest_is_the_version() -> None:
    assert [m.version for m in MIGRATIONS] == list(range(1, len(MIGRATIONS) + 1))
    assert SCHEMA_VERSION == MIGRATIONS[-1].version == 3


def test_a_new_database_has_every_table_at_the_newest_version(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    open_database(path).close()
    assert versions(path) == [1, 2, 3]
    assert tables_in(path) == {"schema_version", "classes", "results", "shared_tables",
                               "shared_seats", "shared_actions"}


def test_a_version_1_database_with_shared_tables_is_upgraded(tmp_path: Path) -> None:
    """A file made by version 1 (classes, a result, a shared table with one move) opens
    at version 2 with every row kept: the class, the result and the table read back,
    and the table plays on from its log."""
    path = tmp_path / "v1.sqlite"
    version_1(path, tables=True)
    assert versions(path) == [1]
    with ClassStore(path) as classes:
        assert versions(path) == [1, 2, 3]
        info, (result,) = classes.get("old"), classes.results("old")
        assert (info.game, info.players, info.seeds, info.closed) == ("trumps", 2, (11,), False)
        assert (result.student, result.outcome, result.score, result.revision) == (
            "Aiko", "win", 13.0, 1)
        assert result.record == finished("trumps", 2, 11)
        classes.submit("old", "Ken", 0, finished("trumps", 2, 11))
        assert classes.revision("old") == 2
    with TableStore(path) as tables:
        info = tables.table("t-old")
        assert (info.moves, [s.kind for s in info.seats]) == (1, ["student", "bot"])
        me = TableClient(tables, "t-old", "Aiko")
        assert me.seat == 0 and me.moves == 1
        made = me.run_bots()  # the bot at seat 1 answers the move of version 1
        assert made >= 1 and tables.moves("t-old") == 1 + made == me.moves
        assert tables.game("t-old").to_record() == me.game.to_record()
    assert versions(path) == [1, 2, 3]  # opened again: nothing more to do


def test_a_version_1_database_without_shared_tables_gets_them(tmp_path: Path) -> None:
    """A version-1 file only the class store had opened: version 2 adds the shared
    tables, and both stores work on it."""
    path = tmp_path / "v1.sqlite"
    version_1(path, tables=False)
    assert "shared_tables" not in tables_in(path)
    with TableStore(path) as tables:
        tables.create_table("t1", "notice", players=4, seed=3)
        assert tables.moves("t1") == 0
        assert ClassStore(tables.db).get("old").seeds == (11,)
    assert versions(path) == [1, 2, 3]
    assert {"shared_tables", "shared_seats", "shared_actions"} <= tables_in(path)


def test_a_version_2_database_gets_the_bots_level_of_its_classes(tmp_path: Path) -> None:
    """A file at version 2 (its classes without a bots' level) opens at version 3: its
    class plays at "standard" as before, takes results, and a new class keeps the level
    it was made with."""
    path = tmp_path / "v2.sqlite"
    version_1(path, tables=True)
    with SQLiteDatabase(path, upgrade=False) as db:
        assert upgrade(db, MIGRATIONS[:2]) == 1
    assert versions(path) == [1, 2]
    with contextlib.closing(sqlite3.connect(path)) as raw:
        columns = [r[1] for r in raw.execute("PRAGMA table_info(classes)")]
    assert "bot_level" not in columns
    with ClassStore(path) as classes:
        assert versions(path) == [1, 2, 3]
        old = classes.get("old")
        assert (old.seeds, old.level, old.to_json()["level"]) == ((11,), "standard", "standard")
        classes.submit("old", "Ken", 0, finished("trumps", 2, 11))
        assert classes.revision("old") == 2
        assert classes.create("new", "notice", level="beginner").level == "beginner"
    with ClassStore(path) as classes:
        assert [(c.name, c.level) for c in sorted(classes.classes(), key=lambda c: c.name)] == [
            ("new", "beginner"), ("old", "standard")]
    assert versions(path) == [1, 2, 3]


def test_a_migration_that_fails_writes_nothing(tmp_path: Path) -> None:
    """A migration that breaks half-way leaves the database at its version, without
    the statements that went before the broken one."""
    path = tmp_path / "c.sqlite"
    with open_database(path) as db:
        broken = Migration(4, "a table, then one that exists", (
            "CREATE TABLE extra (x INTEGER)", "CREATE TABLE classes (x INTEGER)"))
        with pytest.raises(sqlite3.OperationalError):
            upgrade(db, [*MIGRATIONS, broken])
    assert versions(path) == [1, 2, 3] and "extra" not in tables_in(path)


def test_a_newer_database_is_refused_by_each_store(tmp_path: Path) -> None:
    """A version this cardlab does not know: one sentence from either store."""
    path = tmp_path / "c.sqlite"
    open_database(path).close()
    with contextlib.closing(sqlite3.connect(path)) as db:
        db.execute("INSERT INTO schema_version (version) VALUES (4)")
        db.commit()
    for store, error in ((ClassStore, ClassError), (TableStore, TableError)):
        with pytest.raises(error) as info:
            store(path)
        assert info.value.key == "class.db.newer" and info.value.values == {"version": 4}
        one_sentence(info.value)


def _opener(path: str, barrier: Any, out: Any) -> None:
    barrier.wait(timeout=120)
    with ClassStore(path) as store:
        out.put(store.get("old").seeds)


@pytest.mark.slow
def test_processes_opening_an_old_database_at_once_upgrade_it_once(tmp_path: Path) -> None:
    """Six processes open a version-1 file at the same moment: each sees its class, and
    version 2 is applied once."""
    path = tmp_path / "v1.sqlite"
    version_1(path, tables=False)
    got = run_at_once(forkserver("tests.classroom.test_db"), _opener, [(str(path),)] * 6, 120)
    assert got == [(11,)] * 6
    assert versions(path) == [1, 2, 3]


# --------------------------------------------------------------------------- transactions


def test_a_write_holds_the_lock_from_its_start(tmp_path: Path) -> None:
    """A write transaction takes the write lock before its first statement (BEGIN
    IMMEDIATE): another connection cannot start one meanwhile (``class.db.busy``, one
    sentence), while it can still read."""
    path = tmp_path / "c.sqlite"
    with SQLiteDatabase(path) as first, SQLiteDatabase(path, busy_ms=50) as second:
        with first.write():
            with pytest.raises(StoreError) as info, second.write():
                pass
            assert second.read("SELECT COUNT(*) FROM classes") == [(0,)]
        assert info.value.key == "class.db.busy"
        one_sentence(info.value)
        with second.write() as tx:  # the lock is free again
            tx.execute("UPDATE classes SET closed = 1")


def test_a_refusal_inside_a_write_writes_nothing(tmp_path: Path) -> None:
    """An error raised inside a write rolls back every statement before it."""
    with SQLiteDatabase(tmp_path / "c.sqlite") as db:
        with pytest.raises(ClassError), db.write() as tx:
            tx.execute("INSERT INTO classes (name, game, players, options, seeds, "
                       "created_at) VALUES ('a', 'trumps', 2, '{}', '[1]', 'now')")
            raise ClassError("class.unknown", name="a")
        assert db.read("SELECT COUNT(*) FROM classes") == [(0,)]


# --------------------------------------------------------------------------- composition


def test_neither_store_inherits_the_other() -> None:
    """Each store has the database (cardlab.db.Store holds it); neither is the other."""
    assert ClassStore.__mro__ == (ClassStore, Store, object)
    assert TableStore.__mro__ == (TableStore, Store, object)
    assert not issubclass(Store, Database)


def test_both_stores_on_one_database(tmp_path: Path) -> None:
    """A page that uses both stores opens the database once: what one writes the other
    reads on the same connection; a store given the database leaves it open when it is
    done with it, a store that opened its own closes it."""
    with open_database(tmp_path / "c.sqlite") as db:
        assert isinstance(db, Database)
        classes, tables = ClassStore(db), TableStore(db)
        assert classes.db is tables.db is db and classes.path == tables.path == db.path
        classes.create("c1", "trumps", players=2, seeds=[4])
        tables.create_table("t1", "trumps", players=2, seed=4)
        assert [c.name for c in ClassStore(db).classes()] == ["c1"]
        assert [t.name for t in TableStore(db).tables()] == ["t1"]
        classes.disconnect()
        tables.disconnect()
        assert db.read("SELECT COUNT(*) FROM shared_tables") == [(1,)]  # still open
    own = ClassStore(tmp_path / "c.sqlite")
    own.disconnect()
    with pytest.raises(sqlite3.ProgrammingError):
        own.db.read("SELECT 1")


def test_a_server_address_is_refused_before_anything_is_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """CARDLAB_CLASS_DB set to a database server's address (no backend opens one yet):
    one sentence from each store, and no file or folder made (a path would have been)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CARDLAB_CLASS_DB", "postgresql://teacher:secret@db.example/cardlab")
    for store, error in ((ClassStore, ClassError), (TableStore, TableError)):
        with pytest.raises(error) as info:
            store()
        assert info.value.key == "class.db.no_backend"
        assert info.value.values == {"scheme": "postgresql"}
        one_sentence(info.value)
        assert "secret" not in info.value.text("en") + info.value.text("ja")
    assert list(tmp_path.iterdir()) == []
