"""What every store on the class database has: the database it uses (opened, or given and
shared), its file, closing it, and ``with`` blocks.

A store *has* a database (:attr:`Store.db`); it is not one, and no store is another: the
class store and the shared tables each build on this, side by side.

>>> from cardlab.db.sqlite import SQLiteDatabase
>>> db = SQLiteDatabase(":memory:")
>>> with Store(db) as store:
...     store.db is db, store.path
(True, None)
>>> db.read("SELECT 1")  # a database given to a store stays open after it
[(1,)]
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import ClassVar, Self

from cardlab.db.base import Database, StoreError
from cardlab.db.names import DB_ENV, db_path
from cardlab.db.sqlite import SQLiteDatabase
from cardlab.errors import brief

__all__ = ["POSTGRES_SCHEMES", "Store", "open_database"]

POSTGRES_SCHEMES = ("postgresql", "postgres")
"""The schemes of a PostgreSQL URL (libpq takes both)."""


def open_database(target: Database | str | Path | None = None) -> Database:
    """The class database ``target`` names: a database already open (given back as it
    is), a ``postgresql://`` URL (:mod:`cardlab.db.postgres`; ``postgresql://`` alone
    takes the server from the ``PG*`` variables), a SQLite file (or ``":memory:"``), or
    ``None`` for ``$CARDLAB_CLASS_DB`` else :func:`db_path`. The tables are made or
    brought up to date as it opens. Another address (``mysql://…``) is refused in one
    sentence, before anything is made on disk.

    >>> open_database(":memory:").path is None
    True
    >>> open_database("mysql://teacher@db.school.example/cardlab")
    Traceback (most recent call last):
    ...
    cardlab.db.base.StoreError: The class database is given as a mysql:// address, and
    this cardlab opens SQLite files and postgresql:// addresses only: give one of those.
    """
    if isinstance(target, Database):
        return target
    if target is None:
        given = os.environ.get(DB_ENV, "").strip()
        target = given if "://" in given else db_path()
    if isinstance(target, str) and "://" in target:
        scheme = target.partition("://")[0].strip().lower()
        if scheme in POSTGRES_SCHEMES:
            from cardlab.db.postgres import PostgresDatabase

            return PostgresDatabase(target)
        raise StoreError("class.db.no_backend", scheme=brief(scheme, 20).strip("'"))
    return SQLiteDatabase(target)


class Store:
    """A store on the class database ``db``: a database already open (shared with the
    other stores given it, and left open by this one), a SQLite file, ``":memory:"``, or
    ``None`` for :func:`db_path` (opened here, and closed by :meth:`disconnect`). A
    database that cannot be opened, or is newer than this cardlab, is refused as the
    store's own :attr:`error`."""

    error: ClassVar[type[StoreError]] = StoreError
    """The kind of refusal this store raises."""

    def __init__(self, db: Database | str | Path | None = None) -> None:
        self._owns = not isinstance(db, Database)
        try:
            self.db = open_database(db)
        except StoreError as e:  # said as this store's refusal
            raise self.error(e.key, **e.values) from None

    @property
    def path(self) -> Path | None:
        """The database's file (``None``: not a file)."""
        return self.db.path

    def disconnect(self) -> None:
        """Close the database connection when this store opened it (one it was given
        stays open for the code that gave it); the store is not usable after it."""
        if self._owns:
            self.db.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.disconnect()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.db.where!r})"
