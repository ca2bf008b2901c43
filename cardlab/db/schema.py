"""The tables of the class database, as an ordered list of migrations, and the upgrade
that brings a database to the newest.

The SQL is portable (standard types, no AUTOINCREMENT, no ON CONFLICT), so a server
database takes it as it is. The keys enforce the rules: one class per name, one result per
(class, student, deal), one result per (class, revision); one table per name, one seat row
per seat, one log row per (table, n) — the last guard against a doubled move.

``schema_version`` holds one row per migration applied; the database's version is the
largest. A migration is applied once, in order, inside one write transaction with the
others still missing: a database is at one version or the next, never between.

>>> [m.version for m in MIGRATIONS], SCHEMA_VERSION
([1, 2, 3], 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardlab.db.base import Database, StoreError, Transaction

__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "Migration", "upgrade", "version"]


@dataclass(frozen=True)
class Migration:
    """The statements that take a database from ``version - 1`` to ``version``, and what
    they do in a few words (``note``)."""

    version: int
    note: str
    statements: tuple[str, ...]


CLASSES = (
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

# Version 1 left the shared tables out of the versions: the table store made them when
# it opened a database (so a version-1 file may have them or not; ``IF NOT EXISTS``).
SHARED_TABLES = (
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

# Version 3: the level the bots of a class's deals play at (cardlab.bots.LEVELS); the
# classes made before play at "standard", as they did.
CLASS_BOT_LEVEL = (
    "ALTER TABLE classes ADD COLUMN bot_level VARCHAR(20) NOT NULL DEFAULT 'standard'",
)

MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "the classes and their results", CLASSES),
    Migration(2, "the shared tables, their seats and their logs", SHARED_TABLES),
    Migration(3, "the level of a class's bots", CLASS_BOT_LEVEL),
)
"""Every migration, oldest first; version ``k`` is ``MIGRATIONS[k - 1]``."""
SCHEMA_VERSION = MIGRATIONS[-1].version
"""The version of the tables this cardlab writes (kept in the ``schema_version`` table)."""


def version(db: Database, tx: Transaction) -> int:
    """The version of the database's tables (0: none yet), read inside ``tx``."""
    if not db.has_table(tx, "schema_version"):
        return 0
    return int(tx.execute("SELECT MAX(version) FROM schema_version").fetchone()[0] or 0)


def upgrade(db: Database, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Apply the ``migrations`` the database lacks, in order, in one write transaction
    (nothing is written when one fails; nothing at all when none is missing), and return
    the version it had. A database newer than the last migration is refused
    (``class.db.newer``): this cardlab does not know its tables.

    >>> from cardlab.db.sqlite import SQLiteDatabase
    >>> db = SQLiteDatabase(":memory:", upgrade=False)
    >>> upgrade(db), upgrade(db), db.read("SELECT version FROM schema_version")
    (0, 3, [(1,), (2,), (3,)])
    """
    newest = migrations[-1].version
    with db.snapshot() as tx:
        have = version(db, tx)
    if have == newest:
        return have
    with db.write() as tx:
        have = version(db, tx)  # another process may have upgraded it meanwhile
        if have > newest:
            raise StoreError("class.db.newer", version=have)
        for migration in migrations:
            if migration.version > have:
                for statement in migration.statements:
                    tx.execute(statement)
                tx.execute("INSERT INTO schema_version (version) VALUES (?)",
                           (migration.version,))
    return have
