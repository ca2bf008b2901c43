"""The PostgreSQL backend of the class database (psycopg 3): a database server that the
user servers of a school's JupyterHub share, on as many machines as they run on.

``$CARDLAB_CLASS_DB`` (or ``open_database``'s target) is a ``postgresql://`` URL; parts it
leaves out come from libpq's ``PG*`` environment variables (``postgresql://`` alone takes
them all: ``PGHOST``, ``PGPORT``, ``PGDATABASE``, ``PGUSER``, ``PGPASSWORD`` or
``PGPASSFILE``, ``PGSSLMODE`` …). The password never appears in a message or a ``repr``.

The guarantees are SQLite's: every write is one transaction, committed at the end and
rolled back on any error (a refusal writes nothing); a broken key is :class:`Conflict`.
Where SQLite's ``BEGIN IMMEDIATE`` holds the whole file, a write here locks the rows it
is about with ``SELECT … FOR UPDATE`` (the stores end such a read with ``FOR UPDATE``;
SQLite drops the words): writes to one table or one class queue, others run side by side.
A schema upgrade holds a transaction-level advisory lock.

One connection per :class:`PostgresDatabase` (the threads of a kernel take turns under
:attr:`~cardlab.db.base.Database.lock`); a connection that the server dropped (a restart)
is said once as ``class.db.lost`` and made again on the next call. A second connection,
opened on the first :meth:`PostgresDatabase.subscribe`, listens on the channel of each
topic subscribed (:func:`channel_of`): a write calls :meth:`PostgresDatabase.notify` and
the pages of that table or class, and only they, wake at its commit.

>>> where_of("postgresql://teacher:secret@db.school.example:5433/cardlab")
'teacher@db.school.example:5433/cardlab'
>>> to_psycopg("SELECT a FROM t WHERE b = ? AND c LIKE 'x%'")
"SELECT a FROM t WHERE b = %s AND c LIKE 'x%%'"
"""

from __future__ import annotations

import hashlib
import os
import select
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, ExitStack, contextmanager, suppress
from functools import lru_cache
from typing import Any

from cardlab.db.base import Conflict, Database, Rows, StoreError, Transaction
from cardlab.db.schema import upgrade as upgrade_schema
from cardlab.errors import brief

__all__ = ["CHANNEL", "LOCK_TIMEOUT_MS", "PostgresDatabase", "channel_of", "to_psycopg",
           "where_of"]

CHANNEL = "cardlab"
"""The start of every ``LISTEN``/``NOTIFY`` channel (:func:`channel_of`); a notification's
payload names what changed (``table:t1``)."""
IDLE_S = 5.0
"""The listening thread sleeps until the server sends a notification or a page subscribes
or goes (a pipe wakes it), and at most this long (then it looks whether it should stop)."""
LOCK_TIMEOUT_MS = 10_000
"""How long a write waits for the rows another write holds (SQLite's busy timeout)."""
CONNECT_TIMEOUT_S = 10
"""How long opening a connection may take before the server counts as unreachable."""
SUBSCRIBE_WAIT_S = 2.0
"""The longest :meth:`PostgresDatabase.subscribe` waits for its channel to be listened."""
SCHEMA_LOCK = 0x63617264  # "card": the advisory lock of a schema upgrade

LOGIN_REFUSED = ("password authentication failed", "no password supplied",
                 "role \"", "peer authentication failed", "ident authentication failed",
                 "pg_hba.conf")


def channel_of(topic: str) -> str:
    """The ``LISTEN``/``NOTIFY`` channel of ``topic``: one for each table and each class,
    so a move wakes the kernels that show that table, not every kernel of the school (a
    single channel would wake each listening connection, and its kernel, at every move
    anywhere). A name longer than PostgreSQL's 63 bytes is a hash of the topic (the
    payload still says the topic).

    >>> channel_of("table:t1")
    'cardlab:table:t1'
    >>> len(channel_of("table:" + "あ" * 40))
    48
    """
    name = f"{CHANNEL}:{topic}"
    if len(name.encode()) <= 63:
        return name
    return f"{CHANNEL}:{hashlib.sha256(topic.encode()).hexdigest()[:40]}"


def quoted(name: str) -> str:
    """``name`` as a quoted SQL identifier (for ``LISTEN``, which takes no parameter).

    >>> quoted('cardlab:table:a"b')
    '"cardlab:table:a""b"'
    """
    return '"' + name.replace('"', '""') + '"'


@lru_cache(maxsize=512)
def to_psycopg(sql: str) -> str:
    """Portable SQL (``?`` placeholders) in psycopg's style (``%s``; a literal ``%``
    doubled). The stores' SQL has no ``?`` inside a quoted text."""
    return sql.replace("%", "%%").replace("?", "%s")


def where_of(url: str) -> str:
    """Which database ``url`` names, for a message: ``user@host:port/dbname``, without the
    password (libpq's defaults and ``PG*`` variables fill in what the URL leaves out)."""
    from psycopg.conninfo import conninfo_to_dict

    try:
        parts = conninfo_to_dict(url)
    except Exception:  # a URL libpq cannot read: say its start only
        return brief(url.split("@")[-1], 40)
    import os

    host = parts.get("host") or os.environ.get("PGHOST") or "localhost"
    port = parts.get("port") or os.environ.get("PGPORT") or "5432"
    user = parts.get("user") or os.environ.get("PGUSER") or "?"
    dbname = parts.get("dbname") or os.environ.get("PGDATABASE") or user
    return f"{user}@{host}:{port}/{dbname}"


def _reason(e: BaseException) -> str:
    r"""libpq's message: the first line, after its last ``failed:``, at most 120
    characters, without a URL it quotes (and so without a password).

    >>> _reason(ValueError('bad thing in URI: "postgresql://u:pw@[x/db"'))
    'bad thing'
    >>> _reason(ValueError('connection to server at "h", port 5 failed: FATAL:  password '
    ...                    'authentication failed for user "u"\nmore'))
    'password authentication failed for user "u"'
    """
    lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
    text = (lines[0] if lines else type(e).__name__).rsplit("failed:", 1)[-1].strip()
    text = text.removeprefix("FATAL:").removeprefix("connection is bad:").strip()
    if "://" in text:
        text = text.split(" in URI")[0].split("://")[0].strip()
    return text if len(text) <= 120 else text[:119] + "…"


class _Statements:
    """A transaction's statements on the connection, a broken key as :class:`Conflict`
    (which ends the transaction: PostgreSQL takes no statement after an error)."""

    def __init__(self, db: PostgresDatabase, connection: Any) -> None:
        self._owner = db
        self._conn = connection

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Rows:
        return self._owner._run(lambda: self._conn.execute(to_psycopg(sql), tuple(params)))

    def executemany(self, sql: str, rows: Sequence[Sequence[Any]]) -> Rows:
        def many() -> Rows:
            cursor = self._conn.cursor()
            cursor.executemany(to_psycopg(sql), [tuple(r) for r in rows])
            return cursor

        return self._owner._run(many)


class _Gone:
    """Where a dropped connection was, until a new one is made (closed and broken)."""

    closed = broken = True

    def close(self) -> None:
        """Nothing to close."""


_GONE = _Gone()


class PostgresDatabase(Database):
    """The class database on the PostgreSQL server ``url`` (a ``postgresql://`` URL),
    its tables made or brought up to date unless ``upgrade=False`` (a role without the
    right to make tables gets ``class.db.no_schema`` when they are missing). A server
    that cannot be reached: ``class.db.unreachable``; a login refused:
    ``class.db.login``. Nothing is written when opening fails.
    """

    wakes = True

    def __init__(self, url: str, *, upgrade: bool = True,
                 lock_timeout_ms: int = LOCK_TIMEOUT_MS) -> None:
        super().__init__(where_of(url))
        try:
            import psycopg
        except ImportError:
            raise StoreError("class.db.no_driver") from None
        self._psycopg = psycopg
        self.url = url
        """The URL it was opened with (it may hold a password: never shown, see ``where``)."""
        self._options = f"-c lock_timeout={int(lock_timeout_ms)}"
        self._conn: Any = None
        self._listener: _Listener | None = None
        self._connect()
        if upgrade:
            self._upgrade()

    # ----------------------------------------------------------------- connections

    def connect(self, **extra: Any) -> Any:
        """A new autocommit connection to the database (its errors said as one
        sentence: ``class.db.unreachable``, ``class.db.login``, ``class.db.bad_url``)."""
        psycopg = self._psycopg
        try:
            return psycopg.connect(self.url, autocommit=True, connect_timeout=CONNECT_TIMEOUT_S,
                                   options=self._options, **extra)
        except psycopg.ProgrammingError as e:  # libpq cannot read the URL
            raise StoreError("class.db.bad_url", url=self.where, reason=_reason(e)) from None
        except psycopg.OperationalError as e:
            reason = _reason(e)
            if reason.startswith("invalid ") and ("option" in reason or "value" in reason):
                raise StoreError("class.db.bad_url", url=self.where, reason=reason) from None
            if any(word in reason for word in LOGIN_REFUSED):
                raise StoreError("class.db.login", where=self.where, reason=reason) from None
            raise StoreError("class.db.unreachable", where=self.where, reason=reason) from None

    def _connect(self) -> Any:
        """The connection, made again when the server dropped it (while the server is
        not back: ``class.db.lost``, which says the page is reconnecting)."""
        if self._conn is None or self._conn.closed or self._conn.broken:
            had = self._conn is not None
            self._conn = None
            try:
                self._conn = self.connect()
            except StoreError as e:
                if had and e.key == "class.db.unreachable":
                    self._conn = _GONE
                    raise StoreError("class.db.lost", where=self.where,
                                     reason=e.values["reason"]) from None
                raise
        return self._conn

    def _run(self, call: Callable[[], Any]) -> Any:
        """Run one statement: a broken key as :class:`Conflict`, a lost connection as
        ``class.db.lost`` (the next call connects again), a lock not had in time or a
        deadlock as ``class.db.busy``."""
        psycopg = self._psycopg
        try:
            return call()
        except psycopg.errors.IntegrityError as e:
            raise Conflict(_reason(e)) from None
        except (psycopg.OperationalError, psycopg.InterfaceError) as e:
            conn = self._conn
            if conn is None or conn.closed or conn.broken:
                raise StoreError("class.db.lost", where=self.where, reason=_reason(e)) from None
            raise StoreError("class.db.busy", reason=_reason(e)) from None

    @contextmanager
    def _transaction(self, first: str | None) -> Iterator[Transaction]:
        psycopg = self._psycopg
        with self.lock:
            try:
                with ExitStack() as stack:  # committed at the end, rolled back on an error
                    yield self._begin(stack, first)
            except (psycopg.OperationalError, psycopg.InterfaceError) as e:
                # the commit (or the rollback) itself failed: the connection went
                raise StoreError("class.db.lost", where=self.where, reason=_reason(e)) from None

    def _begin(self, stack: ExitStack, first: str | None) -> Transaction:
        """Begin a transaction on ``stack`` (and run ``first``); begun again once on a new
        connection when the server dropped the old one — nothing of it has run yet."""
        psycopg = self._psycopg
        for attempt in (0, 1):
            conn = self._connect()
            inner = ExitStack()
            try:
                inner.enter_context(conn.transaction())
                tx = _Statements(self, conn)
                if first:
                    tx.execute(first)
            except (psycopg.OperationalError, psycopg.InterfaceError, StoreError) as e:
                with suppress(Exception):
                    inner.close()
                lost = conn.closed or conn.broken
                if attempt or not lost:
                    if isinstance(e, StoreError):
                        raise
                    raise StoreError("class.db.lost", where=self.where,
                                     reason=_reason(e)) from None
                continue
            stack.push(inner)
            return tx
        raise AssertionError("unreachable")  # pragma: no cover

    def write(self) -> AbstractContextManager[Transaction]:
        """One read-committed transaction: the stores lock the rows they are about with
        ``SELECT … FOR UPDATE``; committed at the end, rolled back on any error."""
        return self._transaction(None)

    def snapshot(self) -> AbstractContextManager[Transaction]:
        """A read-only repeatable-read transaction: its reads see one state."""
        return self._transaction("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query (asked again once on a new connection when the server
        dropped the old one: a read changes nothing)."""
        with self.lock:
            for attempt in (0, 1):
                conn = self._connect()
                try:
                    return self._run(lambda c=conn: c.execute(to_psycopg(sql),
                                                              tuple(params)).fetchall())
                except StoreError as e:
                    if e.key != "class.db.lost" or attempt:
                        raise
        raise AssertionError("unreachable")  # pragma: no cover

    def write_one(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement as its own transaction, sent alone on the autocommit connection
        (one round trip where ``BEGIN`` … ``COMMIT`` takes three); how many rows it
        changed. Not sent again after a lost connection (it may have landed)."""
        with self.lock:
            conn = self._connect()
            return int(self._run(lambda: conn.execute(to_psycopg(sql), tuple(params))).rowcount)

    def has_table(self, tx: Transaction, name: str) -> bool:
        """Is there a table ``name`` in the connection's current schema?"""
        return tx.execute("SELECT 1 FROM information_schema.tables WHERE table_schema = "
                          "current_schema() AND table_name = ?", (name,)).fetchone() is not None

    def lock_schema(self, tx: Transaction) -> None:
        """Hold the schema's advisory lock to the end of ``tx`` (one upgrade at a time)."""
        tx.execute(f"SELECT pg_advisory_xact_lock({SCHEMA_LOCK})")

    def _upgrade(self) -> None:
        """Bring the tables to the newest version; a role that may not make them is told
        who must (``class.db.no_schema``, ``class.db.old_schema``)."""
        from cardlab.db.schema import SCHEMA_VERSION, version

        psycopg = self._psycopg
        try:
            upgrade_schema(self)
        except psycopg.errors.InsufficientPrivilege:
            with self.snapshot() as tx:
                have = version(self, tx)
            self.close()
            key = "class.db.no_schema" if have == 0 else "class.db.old_schema"
            raise StoreError(key, where=self.where, have=have, want=SCHEMA_VERSION) from None
        except StoreError:
            self.close()
            raise

    # ----------------------------------------------------------------- wake-ups

    def notify(self, tx: Transaction, topic: str) -> None:
        """Wake the pages subscribed to ``topic`` when ``tx`` commits (nothing if it
        rolls back; one wake-up per topic and transaction)."""
        tx.execute("SELECT pg_notify(?, ?)", (channel_of(topic), topic))

    def subscribe(self, topic: str, callback: Callable[[], None]) -> Callable[[], None]:
        """Call ``callback()`` (from the listening thread) whenever a write notifies
        ``topic``, and for every topic once the listening connection is back after the
        server dropped it (what changed meanwhile was not heard); the function returned
        ends the subscription."""
        with self.lock:
            if self._listener is None:
                self._listener = _Listener(self)
            listener = self._listener
            remove = listener.add(topic, callback)
        listener.wait_listening(topic)  # a write from now on wakes it (server up)

        def end() -> None:
            remove()
            with self.lock:  # the last subscription gone: the listening connection goes
                if self._listener is listener and listener.empty():
                    listener.stop(wait=False)
                    self._listener = None

        return end

    def close(self) -> None:
        """Close both connections."""
        with self.lock:
            if self._listener is not None:
                self._listener.stop()
                self._listener = None
            if self._conn is not None:
                self._conn.close()
                self._conn = None


class _Listener:
    """A thread with its own connection that listens on the channels of the subscribed
    topics (:func:`channel_of`: ``LISTEN`` when a topic gets its first subscriber,
    ``UNLISTEN`` when it loses its last) and calls the callbacks of each notification's
    topic; it connects again (every second) after losing the server, and then wakes
    everyone."""

    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db
        self._callbacks: dict[str, set[Callable[[], None]]] = {}
        self._guard = threading.Lock()
        self._listened = threading.Condition(self._guard)
        self._listening: set[str] = set()  # channels listened on the connection now
        self._stopped = threading.Event()
        self.connected = threading.Event()
        self._tried = threading.Event()  # one connection was tried (made or not)
        self._pipe: tuple[int, ...] = os.pipe()  # a byte in it: subscriptions changed, or stop
        os.set_blocking(self._pipe[1], False)
        self._thread = threading.Thread(target=self._run, name="cardlab-listen", daemon=True)
        self._thread.start()

    def add(self, topic: str, callback: Callable[[], None]) -> Callable[[], None]:
        with self._guard:
            self._callbacks.setdefault(topic, set()).add(callback)
        self._poke()

        def remove() -> None:
            with self._guard:
                self._callbacks.get(topic, set()).discard(callback)
            self._poke()

        return remove

    def _poke(self) -> None:
        """Wake the listening thread (it listens on, or unlistens, what changed)."""
        with self._guard:
            if self._pipe:  # (closed once the thread ended: its numbers may be reused)
                with suppress(BlockingIOError):  # full: the thread is awake anyway
                    os.write(self._pipe[1], b".")

    def wait_listening(self, topic: str, timeout: float = SUBSCRIBE_WAIT_S) -> bool:
        """Wait until ``topic``'s channel is listened (a write from now on is heard), or
        the server cannot be reached (the page polls; the channel is listened once it is
        back), or ``timeout`` seconds (a page's event loop waits here); is it listened?"""
        name = channel_of(topic)
        with self._listened:
            self._listened.wait_for(lambda: name in self._listening or self._stopped.is_set()
                                    or (self._tried.is_set() and not self.connected.is_set()),
                                    timeout)
            return name in self._listening

    def empty(self) -> bool:
        """Is nobody subscribed any more?"""
        with self._guard:
            return not any(self._callbacks.values())

    def _call(self, topic: str | None) -> None:
        with self._guard:
            if topic is None:
                todo = [c for cs in self._callbacks.values() for c in cs]
            else:
                todo = list(self._callbacks.get(topic, ()))
        for callback in todo:
            with suppress(Exception):  # a page's trouble is the page's
                callback()

    def _follow(self, conn: Any) -> None:
        """``LISTEN`` the channels of the topics with subscribers, ``UNLISTEN`` the rest."""
        with self._guard:
            wanted = {channel_of(t) for t, cs in self._callbacks.items() if cs}
            have = set(self._listening)
        for name in sorted(have - wanted):
            conn.execute(f"UNLISTEN {quoted(name)}")
        for name in sorted(wanted - have):
            conn.execute(f"LISTEN {quoted(name)}")
        with self._listened:
            self._listening = wanted
            self._listened.notify_all()

    def _run(self) -> None:
        lost = False
        try:
            while not self._stopped.is_set():
                try:
                    with self._db.connect() as conn:
                        # a notification that arrives while a LISTEN is sent
                        conn.add_notify_handler(lambda note: self._call(note.payload))
                        self.connected.set()
                        self._tried.set()
                        self._follow(conn)
                        if lost:
                            self._call(None)
                        while not self._stopped.is_set():
                            self._wait(conn)
                            self._follow(conn)
                except Exception:  # the server went (or never came): try again in a second
                    with self._listened:
                        self._listening = set()
                        self.connected.clear()
                        self._tried.set()
                        self._listened.notify_all()
                    lost = True
                    self._stopped.wait(1.0)
        finally:
            with self._guard:
                pipe, self._pipe = self._pipe, ()
            for end in pipe:
                os.close(end)

    def _wait(self, conn: Any) -> None:
        """Sleep until the server sends something (its notifications are called) or the
        pipe is poked; a connection the server closed raises here."""
        ready, _, _ = select.select([conn.fileno(), self._pipe[0]], [], [], IDLE_S)
        if self._pipe[0] in ready:
            os.read(self._pipe[0], 4096)
        if conn.fileno() in ready:
            pgconn = conn.pgconn
            pgconn.consume_input()  # raises when the connection is gone
            while (note := pgconn.notifies()) is not None:
                self._call(note.extra.decode())

    def stop(self, wait: bool = True) -> None:
        """Stop listening (``wait``: until the thread has closed its connection)."""
        self._stopped.set()
        self._poke()
        with self._listened:
            self._listened.notify_all()
        if wait:
            self._thread.join(timeout=5)
