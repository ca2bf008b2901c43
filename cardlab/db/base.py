"""What every backend of the class database offers the stores: the interface.

A backend is one module with one :class:`Database` subclass (SQLite:
:mod:`cardlab.db.sqlite`; PostgreSQL: :mod:`cardlab.db.postgres`). The class store and
the shared tables speak to it only through this interface, in portable SQL with ``?``
placeholders (a backend whose driver wants another style rewrites them):

- :meth:`Database.write`: one write transaction that holds the write lock from its first
  statement (SQLite's ``BEGIN IMMEDIATE``; a server database takes the rows it will change
  with ``SELECT … FOR UPDATE`` or an equivalent lock), committed at the end, rolled back on
  any error: a refusal raised inside it writes nothing;
- :meth:`Database.snapshot`: several reads that see one state of the database;
- :meth:`Database.read`: one query's rows;
- a read inside :meth:`Database.write` that ends in ``FOR UPDATE`` locks the rows it
  reads to the end of the transaction (a server database's row locks; SQLite drops the
  words: its write transaction holds the whole file already);
- :meth:`Database.notify` inside a write wakes, at its commit, the pages that
  :meth:`Database.subscribe` to a topic (``table:t1``, ``class:3B``) — a server
  database's ``LISTEN/NOTIFY``; a backend without it (:attr:`Database.wakes` false) does
  nothing and its pages poll;
- a row that breaks a key of the schema (a second result for a student's deal, a second
  move at one place in a table's log) raises :class:`Conflict`, whatever the driver;
- :meth:`Database.has_table` and :meth:`Database.lock_schema`, for
  :func:`cardlab.db.schema.upgrade`, which brings the tables to
  :data:`cardlab.db.schema.SCHEMA_VERSION` when the database is opened.

Every refusal of the database is a :class:`StoreError`: one sentence in English and
Japanese (an i18n ``key`` and its ``values``).

>>> e = StoreError("class.db.busy", reason="database is locked")
>>> e.text("en")
'The class database is busy and did not answer in time (database is locked): try again in a moment.'
"""

from __future__ import annotations

import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Protocol

from cardlab.errors import CardlabError
from cardlab.i18n import LANGS, t

__all__ = ["Conflict", "Database", "Rows", "StoreError", "Transaction"]


class StoreError(CardlabError, ValueError):
    """A request to the class database or to a store on it refused, said in one
    sentence: an i18n ``key`` and its ``values`` (a value may be ``{"en": …, "ja": …}``);
    ``str`` is English, :meth:`text` gives either language. Raised by the database itself
    when it cannot be opened, is busy or is newer than this cardlab; the class store's
    :class:`~cardlab.classroom.ClassError` and the shared tables'
    :class:`~cardlab.tables.TableError` are kinds of it.

    >>> e = StoreError("class.db.newer", version=9)
    >>> e.key, e.values
    ('class.db.newer', {'version': 9})
    """

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang`` (``"en"`` or ``"ja"``).

        >>> StoreError("class.db.unreadable", path="x", reason={"en": "gone", "ja": "なし"}
        ...            ).text("ja")
        'クラスのデータベースxを開けません(なし)。'
        """
        values = {k: (v[lang if lang in LANGS else "en"]
                      if isinstance(v, dict) and set(v) == set(LANGS) else v)
                  for k, v in self.values.items()}
        return t(self.key, lang, **values)


class Conflict(CardlabError):
    """A write broke a key of the schema (a second row where the key allows one); the
    store that caught it says what it means, and the transaction is rolled back.

    >>> str(Conflict("UNIQUE constraint failed: results.class_name"))
    'UNIQUE constraint failed: results.class_name'
    """


class Rows(Protocol):
    """What an executed statement gives back: its rows and how many it changed."""

    rowcount: int

    def fetchone(self) -> Any:
        """The next row (a tuple), or ``None``."""

    def fetchall(self) -> list[Any]:
        """Every remaining row."""

    def __iter__(self) -> Iterator[Any]:
        """The rows one by one."""


class Transaction(Protocol):
    """The statements of one transaction (inside :meth:`Database.write` or
    :meth:`Database.snapshot`)."""

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        """Run one statement; :class:`Conflict` when it breaks a key."""

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> Rows:
        """Run one statement once per row of parameters."""


class Database(ABC):
    """One connection to the class database, shared by the stores that use it (the class
    store, the shared tables) and by the threads of one kernel under :attr:`lock`.

    ``path`` is the file of a file backend (``None`` otherwise); ``where`` says in a
    message or a ``repr`` which database this is.
    """

    path: Path | None = None
    wakes: bool = False
    """Does :meth:`subscribe` wake pages when a write notifies (else they poll)?"""

    def __init__(self, where: str) -> None:
        self.where = where
        self.lock = threading.RLock()

    @abstractmethod
    def write(self) -> AbstractContextManager[Transaction]:
        """One write transaction, serialised with every other write on the database from
        its start, so that what it reads holds until it commits (a store reads the log's
        length or the last revision, then writes the next): SQLite's ``BEGIN IMMEDIATE``;
        a server database takes a lock first (a transaction-level advisory lock, or
        ``SELECT … FOR UPDATE`` of the rows the write is about). Committed at the end,
        rolled back on any error; ``class.db.busy`` when the lock is not had in time."""

    @abstractmethod
    def snapshot(self) -> AbstractContextManager[Transaction]:
        """Reads that see one state of the database (no writes)."""

    @abstractmethod
    def read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query (``class.db.busy`` when the database does not answer)."""

    def write_one(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement that is a whole write transaction by itself; how many rows it
        changed. A server database sends it alone (autocommit: no ``BEGIN``/``COMMIT``
        round trips); here it is :meth:`write` with one statement.

        >>> from cardlab.db.sqlite import SQLiteDatabase
        >>> db = SQLiteDatabase(":memory:")
        >>> db.write_one("UPDATE schema_version SET version = version WHERE 1 = 0")
        0
        """
        with self.write() as tx:
            return int(tx.execute(sql, params).rowcount)

    @abstractmethod
    def has_table(self, tx: Transaction, name: str) -> bool:
        """Does the table ``name`` exist (read inside the transaction ``tx``)?"""

    def lock_schema(self, tx: Transaction) -> None:
        """Hold a lock that keeps every other schema upgrade out until ``tx`` ends (nothing
        to do where a write transaction holds the whole database, as SQLite's does)."""
        return None

    def notify(self, tx: Transaction, topic: str) -> None:
        """Wake the subscribers of ``topic`` when ``tx`` commits (nothing without
        wake-ups: :attr:`wakes`)."""
        return None

    def subscribe(self, topic: str, callback: Callable[[], None]) -> Callable[[], None]:
        """Call ``callback()`` (from another thread) when a write notifies ``topic``;
        returns the function that ends it. Without wake-ups (:attr:`wakes` false) it is
        never called: the page polls.

        >>> class Quiet(Database):
        ...     write = snapshot = read = has_table = close = None
        >>> Quiet("x").subscribe("table:t", print)()
        """
        return _nothing

    @abstractmethod
    def close(self) -> None:
        """Close the connection (the database is not usable after it)."""

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.where!r})"


def _nothing() -> None:
    """Ends a subscription that never wakes."""
