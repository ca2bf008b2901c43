"""Both backends of the class database in the tests: a target for each (a SQLite file in
the test's folder, a new database on the session's PostgreSQL server) and a connection of
the test's own, beside the store's, to read or write rows straight in the database.

The ``db_target`` fixture (tests/classroom/conftest.py) is parametrised over
:data:`BACKENDS`: a test that takes it (or a store made from it) runs on both.

>>> import tempfile, pathlib
>>> target = str(pathlib.Path(tempfile.mkdtemp()) / "c.sqlite")
>>> from cardlab.db import open_database
>>> db = open_database(target)
>>> target_of(db) == target, rows(target, "SELECT COUNT(*) FROM classes WHERE name = ?", ("x",))
(True, [(0,)])
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any

from cardlab.db import Database, Store

__all__ = ["BACKENDS", "Raw", "is_postgres", "raw", "rows", "target_of"]

BACKENDS = ("sqlite", "postgres")


def is_postgres(target: str) -> bool:
    """Is ``target`` a PostgreSQL URL?"""
    return target.startswith(("postgresql://", "postgres://"))


def target_of(where: Store | Database) -> str:
    """What the store's (or database's) database was opened from: a file or a URL."""
    db = where.db if isinstance(where, Store) else where
    return str(db.path) if db.path is not None else str(getattr(db, "url", ":memory:"))


class Raw:
    """A plain connection with ``?`` placeholders on either backend (autocommit off)."""

    def __init__(self, target: str) -> None:
        self.postgres = is_postgres(target)
        if self.postgres:
            import psycopg

            self._conn: Any = psycopg.connect(target)
        else:
            self._conn = sqlite3.connect(target, isolation_level=None)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        if self.postgres:
            from cardlab.db.postgres import to_psycopg

            return self._conn.execute(to_psycopg(sql), tuple(params))
        return self._conn.execute(sql, tuple(params))

    def begin(self) -> None:
        """Start a write transaction (SQLite: holding the write lock at once)."""
        if not self.postgres:
            self._conn.execute("BEGIN IMMEDIATE")

    def commit(self) -> None:
        self._conn.execute("COMMIT") if not self.postgres else self._conn.commit()

    def close(self) -> None:
        self._conn.close()


@contextlib.contextmanager
def raw(target: str) -> Iterator[Raw]:
    """A connection of its own to the database ``target`` (closed at the end)."""
    conn = Raw(target)
    try:
        yield conn
    finally:
        conn.close()


# PostgreSQL: a reading connection kept per database (autocommit: each query sees what is
# committed by then and holds no lock between queries), the few last used; a new one per
# query cost ≈ 10–20 ms of password handshake, and the tests read rows ≈ 550 times.
_READERS: dict[str, Any] = {}
_KEEP = 4


def _reader(target: str) -> Any:
    import psycopg

    conn = _READERS.pop(target, None)
    if conn is None or conn.closed:
        conn = psycopg.connect(target, autocommit=True)
    _READERS[target] = conn  # the last used goes last
    while len(_READERS) > _KEEP:
        _READERS.pop(next(iter(_READERS))).close()
    return conn


def rows(target: str, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """The rows of one query, read on a connection of its own, beside the store's (on
    PostgreSQL one kept per database, made again when the server ended it)."""
    if not is_postgres(target):
        with raw(target) as conn:
            return [tuple(r) for r in conn.execute(sql, params).fetchall()]
    import psycopg

    from cardlab.db.postgres import to_psycopg

    def read(conn: Any) -> list[tuple[Any, ...]]:
        return [tuple(r) for r in conn.execute(to_psycopg(sql), tuple(params)).fetchall()]

    conn = _reader(target)
    try:
        return read(conn)
    except psycopg.OperationalError:
        if not conn.broken:
            raise
        conn.close()  # ended by the server (a restart, a database given back): once more
    return read(_reader(target))
