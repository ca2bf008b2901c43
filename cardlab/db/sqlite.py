"""The SQLite backend of the class database (the standard library's :mod:`sqlite3`): a
file on this machine, or ``":memory:"``, one connection's own database (tests, trials).

WAL mode, so readers never wait for a writer; every write is one ``BEGIN IMMEDIATE``
transaction (it takes the write lock at once, so two writers never both read a state one
of them is about to change), and a writer waits up to :data:`BUSY_TIMEOUT_MS` for another.
Many processes may open the same file — on one machine: SQLite over a network file system
is not safe.

>>> db = SQLiteDatabase(":memory:")
>>> with db.write() as tx:
...     _ = tx.execute("INSERT INTO classes (name, game, players, options, seeds, "
...                    "created_at) VALUES ('a', 'trumps', 2, '{}', '[1]', 'now')")
>>> db.read("SELECT name, closed FROM classes")
[('a', 0)]
>>> try:
...     with db.write() as tx:
...         _ = tx.execute("INSERT INTO classes SELECT * FROM classes")
... except Conflict as e:
...     print(e)
UNIQUE constraint failed: classes.name
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from cardlab.db.base import Conflict, Database, Rows, StoreError, Transaction
from cardlab.db.schema import upgrade as upgrade_schema
from cardlab.errors import brief

__all__ = ["BUSY_TIMEOUT_MS", "SQLiteDatabase"]

BUSY_TIMEOUT_MS = 10_000
"""How long a writer waits for another writer's transaction before giving up."""


class _Statements:
    """A transaction's statements on the connection, a broken key as :class:`Conflict`."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._db = connection

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        sql = sql.removesuffix(" FOR UPDATE")  # BEGIN IMMEDIATE holds the whole file
        try:
            return self._db.execute(sql, params)
        except sqlite3.IntegrityError as e:
            raise Conflict(str(e)) from None

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> Rows:
        try:
            return self._db.executemany(sql, rows)
        except sqlite3.IntegrityError as e:
            raise Conflict(str(e)) from None


class SQLiteDatabase(Database):
    """The class database in the SQLite file ``path`` (made with its folder and tables
    when missing; ``":memory:"``: a database of this connection only), brought to the
    newest tables unless ``upgrade=False``. ``busy_ms``: how long a writer waits for
    another. A file that is not a database, or cannot be made: ``class.db.unreadable``.
    """

    def __init__(self, path: str | Path, *, busy_ms: int = BUSY_TIMEOUT_MS,
                 upgrade: bool = True) -> None:
        memory = str(path) == ":memory:"
        super().__init__(str(path))
        self.path = None if memory else Path(path)
        try:
            if self.path is not None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            new = self.path is not None and not self.path.exists()
            self._db = sqlite3.connect(str(path), timeout=busy_ms / 1000,
                                       isolation_level=None, check_same_thread=False)
            if new and self.path is not None:
                _share_with_group(self.path)
            self._db.execute(f"PRAGMA busy_timeout = {int(busy_ms)}")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._db.execute("PRAGMA journal_mode = WAL")
        except (sqlite3.DatabaseError, OSError) as e:
            raise StoreError("class.db.unreadable", path=brief(str(path), 60),
                             reason=str(e)) from None
        if upgrade:
            try:
                upgrade_schema(self)
            except sqlite3.DatabaseError as e:  # a file that is not a database
                self._db.close()
                raise StoreError("class.db.unreadable", path=brief(str(path), 60),
                                 reason=str(e)) from None
            except StoreError:
                self._db.close()
                raise

    @contextmanager
    def write(self) -> Iterator[Transaction]:
        """One ``BEGIN IMMEDIATE`` transaction: committed at the end, rolled back on any
        error."""
        with self.lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as e:
                raise StoreError("class.db.busy", reason=str(e)) from None
            try:
                yield _Statements(self._db)
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    @contextmanager
    def snapshot(self) -> Iterator[Transaction]:
        """A deferred transaction: its reads see one state of the file."""
        with self.lock:
            self._db.execute("BEGIN")
            try:
                yield _Statements(self._db)
            finally:
                self._db.execute("COMMIT")

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query."""
        with self.lock:
            try:
                return self._db.execute(sql, params).fetchall()
            except sqlite3.OperationalError as e:
                raise StoreError("class.db.busy", reason=str(e)) from None

    def has_table(self, tx: Transaction, name: str) -> bool:
        """Is there a table ``name`` in the file?"""
        return tx.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
                          (name,)).fetchone() is not None

    def close(self) -> None:
        """Close the connection."""
        with self.lock:
            self._db.close()


def _share_with_group(path: Path) -> None:
    """A new database in a group-writable folder (a JupyterHub's shared class folder) is
    made group-writable too; SQLite gives its ``-wal``/``-shm`` files the same mode."""
    try:
        if path.parent.stat().st_mode & 0o020:
            path.touch()
            path.chmod(path.stat().st_mode | 0o060)
    except OSError:
        pass
