"""The class database: one database the class store and the shared tables both use.

- :mod:`cardlab.db.base`: the interface every backend offers (a write transaction, a
  snapshot, reads, a broken key as :class:`Conflict`) and :class:`StoreError`;
- :mod:`cardlab.db.sqlite`: the SQLite backend (a file; the embedded default);
- :mod:`cardlab.db.postgres`: the PostgreSQL backend (a ``postgresql://`` address; psycopg
  3, imported only when such an address is opened: ``pip install cardlab[postgres]``);
- :mod:`cardlab.db.schema`: the tables as an ordered list of migrations, and the upgrade;
- :mod:`cardlab.db.store`: :func:`open_database` and :class:`Store`, what every store on
  the database has;
- :mod:`cardlab.db.names`: where the database is (:func:`db_path`, ``$CARDLAB_CLASS_DB``),
  the names that go into a link (:func:`check_link_name`) and the times the stores write.

:func:`open_database` opens the one a page uses; give it to each store
(``ClassStore(db)``, ``TableStore(db)``) and both work on that one connection. Each store
*has* the database (:class:`Store`, :mod:`cardlab.db.store`); neither is the other.

>>> import tempfile
>>> from pathlib import Path
>>> db = open_database(Path(tempfile.mkdtemp()) / "classes.sqlite")
>>> db.read("SELECT MAX(version) FROM schema_version") == [(SCHEMA_VERSION,)]
True
>>> open_database(db) is db
True
"""

from __future__ import annotations

from cardlab.db.base import Conflict, Database, StoreError, Transaction
from cardlab.db.names import DB_ENV, MAX_NAME, check_link_name, db_path, now_iso
from cardlab.db.schema import SCHEMA_VERSION
from cardlab.db.sqlite import SQLiteDatabase
from cardlab.db.store import Store, open_database

__all__ = [
    "DB_ENV",
    "MAX_NAME",
    "SCHEMA_VERSION",
    "Conflict",
    "Database",
    "SQLiteDatabase",
    "Store",
    "StoreError",
    "Transaction",
    "check_link_name",
    "db_path",
    "now_iso",
    "open_database",
]
