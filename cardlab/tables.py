"""Shared tables: one game, one seat per device, the record is the table.

A *shared table* lives in the class database (:mod:`cardlab.db`, beside the classes of
:mod:`cardlab.classroom`): its game, players, rule options and seed, who sits where (a
student, a bot, or nobody) and the **action log**. There is no game server: every seat's
kernel replays the log into its own full :class:`~cardlab.core.Game`, shows its own
seat's view only, and appends its own moves with :meth:`TableStore.append`, one
transaction that lands only when the log still has the length the kernel read (so of two
clicks at once exactly one lands; the other gets :class:`TableMoved` and a sentence).
Kernels poll for new actions every :data:`POLL_S`; the bots are played by the one kernel
that holds the table's lease (:meth:`TableStore.lease`, for :data:`LEASE_S`), and
another takes it over when it goes quiet. A :class:`TableClient` without a student
watches (the teacher's page): it sits nowhere and makes no move of its own.

Secret choices (Notice's predictions, Skull Collector's chest and pass, Trumps' start
reveal) are moves in the log like any other: each kernel replays them into its full game
on the kernel side. What may leave a kernel for a browser is a seat's *view*
(``game.view(seat)``: the UI's job) and the metadata here — :class:`TableInfo` and
:class:`SeatInfo` never hold a card or a choice, and :meth:`TableStore.actions` (the
log) is for kernels only.

>>> import tempfile
>>> from pathlib import Path
>>> store = TableStore(Path(tempfile.mkdtemp()) / "classes.sqlite")
>>> info = store.create_table("t1", "trumps", players=2, seed=5, bots=(1,), teacher="owl-42")
>>> [s.kind for s in info.seats], info.moves, info.over
(['free', 'bot'], 0, False)
>>> me = TableClient(store, "t1", "Aiko")
>>> me.seat, me.run_bots() >= 0
(0, True)
>>> events = me.play(me.game.legal_actions(0)[0])
>>> store.moves("t1") == me.moves == len(me.game.history)
True
>>> try:
...     store.sit("t1", "Ken", seat=1)
... except TableError as e:
...     print(e.text("en")); print(e.text("ja"))
At the table t1, seat 1 is taken (a bot plays it): choose a free seat.
テーブルt1の席1はもう使われているので(ボットが使っています)、空いている席を選んでください。
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from cardlab.bots import Bot, bot_for
from cardlab.classroom.checks import (
    check_seeds,
    check_setup,
    check_student,
    deal_of,
    random_seeds,
)
from cardlab.classroom.errors import ClassError
from cardlab.core import Event, Game
from cardlab.db import (
    Conflict,
    Database,
    Store,
    Transaction,
    check_link_name,
    now_iso,
)
from cardlab.errors import IllegalActionError, InvalidActionError, brief
from cardlab.i18n import LANGS, t

__all__ = [
    "CONNECTED_S",
    "HEARTBEAT_S",
    "LEASE_S",
    "POLL_S",
    "QUIET_S",
    "WAKE_POLL_S",
    "SeatInfo",
    "TableClient",
    "TableError",
    "TableInfo",
    "TableMoved",
    "TableStore",
    "topic",
]

POLL_S = 0.25
"""How often a table's UI should call :meth:`TableClient.sync` (seconds) on a database
without wake-ups (SQLite)."""
WAKE_POLL_S = 2.0
"""How often it polls as well when every write wakes it (PostgreSQL's ``NOTIFY``): a
wake-up missed costs at most this long, and a dead lease holder's bots are taken over
within :data:`LEASE_S` + this."""
HEARTBEAT_S = 2.0
"""How often :meth:`TableClient.sync` tells the store its seat is still there."""
CONNECTED_S = 10.0
"""A seat seen within this many seconds counts as connected."""
QUIET_S = 60.0
"""A student's seat not seen for this long may be given to a bot by the teacher."""
LEASE_S = 3.0
"""How long the bot lease lasts unless renewed: a kernel that dies leaves the bots to
another kernel after at most this long."""
MAX_CLIENT = 64
"""The longest client id."""
MAX_CODE = 100
"""The longest teacher code."""
GAME_CACHE = 64
"""How many replayed games (one per table) a store keeps in memory."""
MAX_BOT_MOVES = 10_000
"""The most moves one :meth:`TableClient.run_bots` makes."""


# --------------------------------------------------------------------------- errors


class TableError(ClassError):
    """A shared-table request refused, in one sentence (English and Japanese): unknown
    table, full, seat taken, not your seat, not your turn, an illegal move (the engine's
    reason), a bad teacher code, a seat not quiet yet …; nothing is written.

    >>> TableError("table.full", name="t1").text("en")
    'Every seat at the table t1 is taken, so there is no seat left for you.'
    """


class TableMoved(TableError):
    """Someone acted first: the log no longer has the length the move was chosen for.
    ``moves`` is its length now; sync and choose again.

    >>> e = TableMoved(12)
    >>> e.moves, e.key
    (12, 'table.moved')
    """

    def __init__(self, moves: int) -> None:
        self.moves = moves
        super().__init__("table.moved", moves=moves)


def _as_table_error(e: ClassError) -> TableError:
    return TableError(e.key, **e.values)


# --------------------------------------------------------------------------- values


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at ``seat``: ``kind`` ``"free"``, ``"student"`` or ``"bot"``, the
    ``student``'s name, when the seat was last seen (``time.time()``) and whether it is
    ``connected`` (a student: seen within :data:`CONNECTED_S` and not left; a bot: while
    a kernel holds the lease or some student's seat is connected, so that a kernel is
    there to play it). Metadata only: never a card.

    >>> SeatInfo(2, "student", "Aiko", 1.0e9, False).to_json()["kind"]
    'student'
    """

    seat: int
    kind: str
    student: str | None
    last_seen: float | None
    connected: bool

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {"seat": self.seat, "kind": self.kind, "student": self.student,
                "last_seen": self.last_seen, "connected": self.connected}


@dataclass(frozen=True)
class TableInfo:
    """A shared table: ``name``, ``game``, ``players``, rule ``options`` (as a record
    holds them), ``seed``, when it was ``created`` (ISO, UTC), its ``seats``, the log's
    length (``moves``), whether the game is ``over``, and the client id holding the bot
    lease (``None``: nobody, or expired; a kernel takes it when a bot is to move).
    Never holds the teacher code, a card or a move.

    >>> info = TableInfo("t", "notice", 4, {}, 3, "2026-11-24T00:00:00+00:00",
    ...                  tuple(SeatInfo(s, "free", None, None, False) for s in range(4)),
    ...                  0, False, None)
    >>> info.free_seats, sorted(info.to_json())[:3]
    ((0, 1, 2, 3), ['created', 'game', 'lease'])
    """

    name: str
    game: str
    players: int
    options: dict[str, Any]
    seed: int
    created: str
    seats: tuple[SeatInfo, ...]
    moves: int
    over: bool
    lease: str | None

    @property
    def free_seats(self) -> tuple[int, ...]:
        """The seats nobody sits at."""
        return tuple(s.seat for s in self.seats if s.kind == "free")

    @property
    def bot_seats(self) -> tuple[int, ...]:
        """The seats a bot plays."""
        return tuple(s.seat for s in self.seats if s.kind == "bot")

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form (the seats as dicts)."""
        return {"name": self.name, "game": self.game, "players": self.players,
                "options": dict(self.options), "seed": self.seed, "created": self.created,
                "seats": [s.to_json() for s in self.seats], "moves": self.moves,
                "over": self.over, "lease": self.lease}


# --------------------------------------------------------------------------- checks


def check_table_name(name: Any) -> str:
    """A table name: 1 to 40 letters, digits, ``-`` or ``_`` (it goes into a link).

    >>> check_table_name("room-1")
    'room-1'
    >>> check_table_name("")
    Traceback (most recent call last):
    ...
    cardlab.tables.TableError: A table name is 1 to 40 letters (a-z, A-Z), digits, - or _
    (it goes into a link), so '' cannot be one.
    """
    return check_link_name(name, TableError, "table.bad_name")


def topic(name: str) -> str:
    """What a write to the shared table ``name`` notifies, and its pages subscribe to
    (:meth:`cardlab.db.Database.subscribe`).

    >>> topic("t1")
    'table:t1'
    """
    return f"table:{name}"


def _check_client(client: Any) -> str:
    if not isinstance(client, str) or not 1 <= len(client) <= MAX_CLIENT:
        raise TableError("table.bad_client", client=brief(client, 30), limit=MAX_CLIENT)
    return client


def _check_seat(seat: Any, players: int) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
        raise TableError("table.bad_seat", seat=brief(seat, 12), last=players - 1)
    return int(seat)


def _check_bots(bots: Any, players: int) -> tuple[int, ...]:
    try:
        seats = tuple(_check_seat(s, players) for s in bots)
    except (TypeError, TableError):
        seats = ()
        ok = False
    else:
        ok = len(set(seats)) == len(seats) and not isinstance(bots, str | bytes | Mapping)
    if not ok:
        raise TableError("table.bad_bots", bots=brief(bots, 30), last=players - 1)
    return seats


def _student(name: Any) -> str:
    try:
        return check_student(name)
    except ClassError as e:
        raise _as_table_error(e) from None


# --------------------------------------------------------------------------- teacher codes


def hash_code(code: str) -> str:
    """A teacher code as stored: ``scrypt$salt$hash`` (a fresh random salt each time).

    >>> stored = hash_code("owl-42")
    >>> stored.startswith("scrypt$"), code_matches("owl-42", stored), code_matches("owl", stored)
    (True, True, False)
    """
    salt = secrets.token_bytes(16)
    return f"scrypt${salt.hex()}${_scrypt(code, salt).hex()}"


def code_matches(code: Any, stored: str | None) -> bool:
    """Does ``code`` hash to ``stored`` (:func:`hash_code`)? Compared in constant time."""
    if not isinstance(code, str) or not stored or not 1 <= len(code) <= MAX_CODE:
        return False
    try:
        _, salt, digest = stored.split("$")
        return hmac.compare_digest(_scrypt(code, bytes.fromhex(salt)), bytes.fromhex(digest))
    except ValueError:
        return False


def _scrypt(code: str, salt: bytes) -> bytes:
    return hashlib.scrypt(code.encode("utf-8"), salt=salt, n=2**14, r=8, p=1, dklen=32)


# --------------------------------------------------------------------------- the store

# The tables (shared_tables, shared_seats, shared_actions) are in cardlab.db.schema.
TABLE_COLUMNS = ("name, game, players, options, seed, created_at, moves, over, "
                 "lease_client, lease_until")
SEAT_COLUMNS = "seat, kind, student, last_seen, has_left"


def _seat_row(row: Sequence[Any], now: float) -> SeatInfo:
    seat, kind, student, seen, left = row
    connected = kind == "student" and seen is not None and not left and now - seen < CONNECTED_S
    return SeatInfo(int(seat), kind, student, None if seen is None else float(seen),
                    bool(connected))


class TableStore(Store):
    """The shared tables in the class database (tables ``shared_*``, beside the classes):
    ``db`` a database already open (:func:`cardlab.db.open_database`; shared with the
    other stores that use it, such as a :class:`~cardlab.classroom.ClassStore`), a SQLite
    file, ``":memory:"``, or ``None`` for :func:`cardlab.db.db_path`.

    Every write is one transaction of the database (``BEGIN IMMEDIATE`` on SQLite) and
    every refusal a :class:`TableError` with nothing written. The store keeps the last
    replayed game of each table (up to :data:`GAME_CACHE` tables), so that an append
    replays one move, not the whole log.
    """

    error = TableError

    def __init__(self, db: Database | str | Path | None = None) -> None:
        self._games: dict[str, tuple[str, Game]] = {}
        super().__init__(db)

    # ----------------------------------------------------------------- tables

    def create_table(self, name: str, game: str, players: int | None = None,
                     options: Mapping[str, Any] | None = None, seed: int | None = None, *,
                     bots: Iterable[int] = (), teacher: str | None = None) -> TableInfo:
        """A new shared table: ``game`` for ``players`` with rule ``options`` and
        ``seed`` (``None``: a random one); ``bots``: the seats a bot plays from the
        start; ``teacher``: a code (stored only as a salted hash) needed to watch and to
        give seats to bots. A name already taken is refused.

        >>> store = TableStore(":memory:")
        >>> info = store.create_table("t", "comrade", players=3, seed=7, bots=(1, 2))
        >>> info.bot_seats, info.free_seats, info.seed
        ((1, 2), (0,), 7)
        >>> store.create_table("t", "trumps")
        Traceback (most recent call last):
        ...
        cardlab.tables.TableError: There is already a table named t: choose another name.
        """
        name = check_table_name(name)
        try:
            game, players, stored = check_setup(game, players, options)
            seed = random_seeds(1)[0] if seed is None else check_seeds([seed])[0]
        except ClassError as e:
            raise _as_table_error(e) from None
        bot_seats = _check_bots(bots, players)
        if teacher is not None and (not isinstance(teacher, str)
                                    or not 4 <= len(teacher) <= MAX_CODE):
            raise TableError("table.bad_code", limit=MAX_CODE)
        code = None if teacher is None else hash_code(teacher)
        with self.db.write() as tx:
            try:
                tx.execute("INSERT INTO shared_tables (name, game, players, options, seed, "
                           "created_at, teacher) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (name, game, players, json.dumps(stored), seed, now_iso(), code))
            except Conflict:
                raise TableError("table.exists", name=name) from None
            tx.executemany("INSERT INTO shared_seats (table_name, seat, kind) VALUES (?, ?, ?)",
                           [(name, s, "bot" if s in bot_seats else "free")
                            for s in range(players)])
        return self.table(name)

    def table(self, name: str) -> TableInfo:
        """The table ``name`` (metadata only); ``table.unknown`` when there is none."""
        name = check_table_name(name)
        with self.db.snapshot() as tx:  # the table and its seats as of one moment
            row = tx.execute(f"SELECT {TABLE_COLUMNS} FROM shared_tables WHERE name = ?",
                             (name,)).fetchone()
            seats = tx.execute(f"SELECT {SEAT_COLUMNS} FROM shared_seats WHERE "
                               "table_name = ? ORDER BY seat", (name,)).fetchall()
        if row is None:
            raise TableError("table.unknown", name=name)
        return _table_info(row, seats)

    def tables(self) -> list[TableInfo]:
        """Every table, newest first."""
        names = self.db.read("SELECT name FROM shared_tables ORDER BY created_at DESC, name")
        return [self.table(r[0]) for r in names]

    def check_teacher(self, name: str, code: Any) -> bool:
        """Is ``code`` the teacher code of the table (``False`` for a table without one)?"""
        return code_matches(code, self._row(name, "teacher")[0])

    def _row(self, name: str, columns: str) -> Any:
        name = check_table_name(name)
        rows = self.db.read(f"SELECT {columns} FROM shared_tables WHERE name = ?", (name,))
        if not rows:
            raise TableError("table.unknown", name=name)
        return rows[0]

    # ----------------------------------------------------------------- seats

    def sit(self, name: str, student: str, seat: int | None = None, client: str = "") -> int:
        """Seat ``student`` at the table and return the seat. A student who sits there
        already gets their seat back, and ``client`` replaces the old client id (the old
        tab can no longer act); ``seat=None``: the first free seat. A taken seat, a full
        table or another seat for a seated student is refused.

        >>> store = TableStore(":memory:")
        >>> _ = store.create_table("t", "trumps", players=2, seed=1)
        >>> store.sit("t", "Aiko", client="tab-1"), store.sit("t", "Ken", client="tab-2")
        (0, 1)
        >>> store.sit("t", "Aiko", client="tab-3")  # Aiko again, from another tab
        0
        >>> store.sit("t", "Mio")
        Traceback (most recent call last):
        ...
        cardlab.tables.TableError: Every seat at the table t is taken, so there is no seat
        left for you.
        """
        name, student = check_table_name(name), _student(student)
        client = _check_client(client or uuid.uuid4().hex)
        with self.db.write() as tx:
            players = self._players(tx, name)
            if seat is not None:
                seat = _check_seat(seat, players)
            rows = tx.execute("SELECT seat, kind, student FROM shared_seats WHERE "
                              "table_name = ? ORDER BY seat", (name,)).fetchall()
            mine = next((r[0] for r in rows if r[1] == "student" and r[2] == student), None)
            if mine is not None and seat not in (None, mine):
                raise TableError("table.already_seated", student=student, seat=mine, name=name)
            if mine is None:
                free = [r[0] for r in rows if r[1] == "free"]
                if seat is None and not free:
                    raise TableError("table.full", name=name)
                mine = free[0] if seat is None else seat
                if mine not in free:
                    who = "table.who_bot" if rows[mine][1] == "bot" else "table.who_student"
                    raise TableError("table.seat_taken", seat=mine, name=name,
                                     who={lang: t(who, lang) for lang in LANGS})
            tx.execute("UPDATE shared_seats SET kind = 'student', student = ?, client = ?, "
                       "last_seen = ?, has_left = 0 WHERE table_name = ? AND seat = ?",
                       (student, client, time.time(), name, mine))
            self.db.notify(tx, topic(name))
        return int(mine)

    def _players(self, tx: Transaction, name: str) -> int:
        row = tx.execute("SELECT players FROM shared_tables WHERE name = ? FOR UPDATE",
                         (name,)).fetchone()
        if row is None:
            raise TableError("table.unknown", name=name)
        return int(row[0])

    def _holder(self, tx: Transaction, name: str, seat: Any, client: Any) -> int:
        """The seat, checked to be a student's seat held by ``client``."""
        seat = _check_seat(seat, self._players(tx, name))
        row = tx.execute("SELECT kind, client FROM shared_seats WHERE table_name = ? AND "
                         "seat = ?", (name, seat)).fetchone()
        if row[0] != "student" or row[1] != client:
            raise TableError("table.not_your_seat", seat=seat)
        return seat

    def heartbeat(self, name: str, seat: int, client: str) -> None:
        """``client`` still sits at ``seat`` (refused when it no longer holds it). One
        statement on the seat's row: it locks no table row, so a heartbeat never waits for
        a move being appended there, nor a move for a heartbeat (every seat sends one
        every :data:`HEARTBEAT_S`).

        >>> store = TableStore(":memory:")
        >>> _ = store.create_table("t", "trumps", players=2, seed=1)
        >>> store.sit("t", "Aiko", client="tab-1")
        0
        >>> store.heartbeat("t", 0, "tab-1")
        >>> store.heartbeat("t", 0, "tab-2")
        Traceback (most recent call last):
        ...
        cardlab.tables.TableError: You no longer hold seat 0: it was taken again from
        another tab or device.
        """
        name = check_table_name(name)
        plain = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 100
        if plain and self.db.write_one(
                "UPDATE shared_seats SET last_seen = ?, has_left = 0 WHERE table_name = ? AND "
                "seat = ? AND kind = 'student' AND client = ?",
                (time.time(), name, seat, client)) == 1:
            return
        with self.db.write() as tx:  # why not: an unknown table, no such seat, not yours
            self._holder(tx, name, seat, client)

    def leave(self, name: str, seat: int, client: str) -> None:
        """``client`` leaves ``seat``: it shows as not connected at once, but stays the
        student's (they take it back by sitting again); after :data:`QUIET_S` the teacher
        may give it to a bot."""
        name = check_table_name(name)
        with self.db.write() as tx:
            seat = self._holder(tx, name, seat, client)
            tx.execute("UPDATE shared_seats SET last_seen = ?, has_left = 1 WHERE "
                       "table_name = ? AND seat = ?", (time.time(), name, seat))
            self.db.notify(tx, topic(name))

    def give_to_bot(self, name: str, seat: int, teacher: str, *,
                    quiet: float | None = None) -> TableInfo:
        """With the teacher code, let a bot play ``seat`` from now on: a free seat, or a
        student's seat not seen for ``quiet`` seconds (default :data:`QUIET_S`). The
        lease holder's kernel then plays it."""
        name = check_table_name(name)
        quiet = QUIET_S if quiet is None else float(quiet)
        stored = self._row(name, "teacher")[0]
        if stored is None:
            raise TableError("table.no_teacher", name=name)
        if not code_matches(teacher, stored):
            raise TableError("table.bad_teacher", name=name)
        with self.db.write() as tx:
            seat = _check_seat(seat, self._players(tx, name))
            kind, seen = tx.execute("SELECT kind, last_seen FROM shared_seats WHERE "
                                    "table_name = ? AND seat = ?", (name, seat)).fetchone()
            if kind == "bot":
                raise TableError("table.already_bot", seat=seat)
            ago = time.time() - seen if seen is not None else None
            if kind == "student" and ago is not None and ago < quiet:
                raise TableError("table.not_quiet", seat=seat, seconds=round(ago),
                                 quiet=round(quiet))
            tx.execute("UPDATE shared_seats SET kind = 'bot', student = NULL, client = NULL, "
                       "has_left = 0 WHERE table_name = ? AND seat = ?", (name, seat))
            self.db.notify(tx, topic(name))
        return self.table(name)

    # ----------------------------------------------------------------- the log

    def bot_seats(self, name: str) -> tuple[int, ...]:
        """The seats a bot plays (one cheap query)."""
        name = check_table_name(name)
        rows = self.db.read("SELECT seat FROM shared_seats WHERE table_name = ? AND kind = 'bot' "
                            "ORDER BY seat", (name,))
        if not rows:
            self._row(name, "name")  # an unknown table is refused
        return tuple(int(r[0]) for r in rows)

    def moves(self, name: str) -> int:
        """The log's length (one cheap query: poll it)."""
        return int(self._row(name, "moves")[0])

    def actions(self, name: str, since: int = 0) -> list[tuple[int, int, str]]:
        """The log from move ``since`` (0-based): ``(n, seat, action text)``. Kernel side
        only: the log holds every secret choice."""
        name = check_table_name(name)
        rows = self.db.read(  # one query (every page asks it every round): no row, no table
            "SELECT a.n, a.seat, a.action FROM shared_tables t LEFT JOIN shared_actions a "
            "ON a.table_name = t.name AND a.n >= ? WHERE t.name = ? ORDER BY a.n",
            (int(since), name))
        if not rows:
            raise TableError("table.unknown", name=name)
        return [(int(n), int(s), a) for n, s, a in rows if n is not None]

    def game(self, name: str) -> Game:
        """The table's game replayed from its log (a new object: the caller may change
        it). The full game: keep it on the kernel side."""
        name = check_table_name(name)
        with self.db.snapshot() as tx:
            row = self._table_row(tx, name)
            return self._game_at(tx, row, int(row[6])).copy()

    def _table_row(self, tx: Transaction, name: str, lock: bool = False) -> Any:
        """The table's row (``lock``: locked to the end of the write ``tx``)."""
        row = tx.execute(f"SELECT {TABLE_COLUMNS} FROM shared_tables WHERE name = ?"
                         + (" FOR UPDATE" if lock else ""), (name,)).fetchone()
        if row is None:
            raise TableError("table.unknown", name=name)
        return row

    def _game_at(self, tx: Transaction, row: Sequence[Any], length: int) -> Game:
        """The table's game after ``length`` moves, from the cache when it can be (the
        cached game is advanced: it is the store's, not to be given out)."""
        name, created = row[0], row[5]
        cached = self._games.pop(name, None)
        if cached is None or cached[0] != created or cached[1].action_count > length:
            game = deal_of(row[1], int(row[2]), json.loads(row[3]), int(row[4]))
        else:
            game = cached[1]
        for seat, action in tx.execute(
                "SELECT seat, action FROM shared_actions WHERE table_name = ? AND n >= ? AND "
                "n < ? ORDER BY n", (name, game.action_count, length)):
            game.play(action, int(seat))
        self._games[name] = (created, game)
        while len(self._games) > GAME_CACHE:
            self._games.pop(next(iter(self._games)))
        return game

    def append(self, name: str, expected: int, seat: int, action: Any, client: str) -> int:
        """Append ``client``'s ``action`` for ``seat``, in one transaction, and return the
        log's new length. Refused (nothing written) when the log's length is no longer
        ``expected`` (:class:`TableMoved`), when ``client`` does not hold ``seat`` (a
        student's seat: the client that sat last; a bot's seat: the lease holder), when
        the game is over, or when the move is not legal for that seat now.

        >>> store = TableStore(":memory:")
        >>> _ = store.create_table("t", "notice", players=4, seed=3)
        >>> seats = [store.sit("t", name, client=name) for name in "ABCD"]
        >>> store.append("t", 0, 2, "predict 1", "C")
        1
        >>> store.append("t", 0, 3, "predict 0", "D")
        Traceback (most recent call last):
        ...
        cardlab.tables.TableMoved: Someone acted first: the table has 1 moves now, so look
        again and choose again.
        >>> store.actions("t"), store.moves("t")
        ([(0, 2, 'predict 1')], 1)
        """
        name = check_table_name(name)
        if isinstance(expected, bool) or not isinstance(expected, int) or expected < 0:
            raise TableError("table.bad_expected", expected=brief(expected, 12))
        try:
            with self.db.write() as tx:
                row = self._table_row(tx, name, lock=True)
                if row[7]:
                    raise TableError("table.over", name=name)
                seat = self._may_act(tx, row, seat, client)  # a stale tab: not its seat
                if int(row[6]) != expected:
                    raise TableMoved(int(row[6]))
                game = self._game_at(tx, row, expected)
                text = _play(game, seat, action)
                try:
                    tx.execute("INSERT INTO shared_actions (table_name, n, seat, action, "
                               "client, sent_at) VALUES (?, ?, ?, ?, ?, ?)",
                               (name, expected, seat, text, client, time.time()))
                    tx.execute("UPDATE shared_tables SET moves = ?, over = ? WHERE name = ?",
                               (expected + 1, int(game.is_over), name))
                    self.db.notify(tx, topic(name))
                except BaseException:
                    self._games.pop(name, None)  # the cached game went one move too far
                    raise
        except Conflict:  # the log's key: that place was taken (read once rolled back)
            raise TableMoved(self.moves(name)) from None
        return expected + 1

    def _may_act(self, tx: Transaction, row: Sequence[Any], seat: Any,
                 client: Any) -> int:
        seat = _check_seat(seat, int(row[2]))
        kind, holder = tx.execute("SELECT kind, client FROM shared_seats WHERE table_name = ? "
                                  "AND seat = ?", (row[0], seat)).fetchone()
        if kind == "free":
            raise TableError("table.seat_free", seat=seat)
        if kind == "bot":
            if row[8] != client or row[9] is None or row[9] < time.time():
                raise TableError("table.not_lease", seat=seat)
        elif holder != client:
            raise TableError("table.not_your_seat", seat=seat)
        else:
            tx.execute("UPDATE shared_seats SET last_seen = ?, has_left = 0 WHERE "
                       "table_name = ? AND seat = ?", (time.time(), row[0], seat))
        return seat

    def lease(self, name: str, client: str, ttl: float = LEASE_S) -> bool:
        """Take the table's bot lease for ``ttl`` seconds (when nobody holds it or it has
        expired) or renew it (when ``client`` holds it); ``True`` when ``client`` holds it
        now.

        >>> store = TableStore(":memory:")
        >>> _ = store.create_table("t", "trumps", players=2, seed=1)
        >>> [store.lease("t", k) for k in ("kernel-a", "kernel-b", "kernel-a")]
        [True, False, True]
        >>> store.table("t").lease
        'kernel-a'
        """
        name, client = check_table_name(name), _check_client(client)
        now = time.time()
        with self.db.write() as tx:
            holder, until = self._table_row(tx, name, lock=True)[8:10]
            if holder not in (None, client) and until is not None and until >= now:
                return False
            tx.execute("UPDATE shared_tables SET lease_client = ?, lease_until = ? WHERE "
                       "name = ?", (client, now + float(ttl), name))
        return True


def _table_info(row: Sequence[Any], seats: Sequence[Sequence[Any]]) -> TableInfo:
    now = time.time()
    alive = row[8] is not None and row[9] is not None and row[9] >= now
    infos = [_seat_row(s, now) for s in seats]
    played = alive or any(s.connected for s in infos)  # some kernel can play the bots
    infos = [replace(s, connected=played) if s.kind == "bot" else s for s in infos]
    return TableInfo(row[0], row[1], int(row[2]), json.loads(row[3]), int(row[4]), row[5],
                     tuple(infos), int(row[6]), bool(row[7]), row[8] if alive else None)


def _play(game: Game, seat: int, action: Any) -> str:
    """Play ``action`` for ``seat`` on ``game`` and return its text; a move that is not
    legal for that seat now is refused (``table.*``) and leaves ``game`` unchanged."""
    if seat not in game.to_move:
        raise TableError("table.not_your_turn", seat=seat, to_move=list(game.to_move))
    try:
        parsed = game.parse_action(action)
        game.play(parsed, seat)
    except (InvalidActionError, IllegalActionError) as e:
        raise TableError("table.illegal", reason=_reason(e)) from None
    return str(parsed)


def _reason(e: InvalidActionError | IllegalActionError) -> dict[str, str]:
    return {lang: e.text(lang).strip().rstrip(".。") for lang in LANGS}


# --------------------------------------------------------------------------- the client


class TableClient:
    """One kernel's side of a shared table: keeps the full local ``game`` in step with
    the log, and plays the bots while it holds the table's lease.

    With a ``student``, it sits them at ``seat`` (``None``: the first free seat; the
    student's own seat when they sat before) with a fresh ``client`` id and plays that
    seat. Without one, it *watches* (the teacher's page): it sits nowhere (``seat`` and
    ``student`` are ``None``), sends no heartbeat and makes no move of its own; asking for
    a ``seat`` without a ``student`` is refused (a seat needs a name).

    Only a seat's view (``client.game.view(client.seat)``) may leave a student's kernel.

    >>> store = TableStore(":memory:")
    >>> _ = store.create_table("t", "trumps", players=2, seed=1, bots=(1,))
    >>> watch = TableClient(store, "t")
    >>> watch.watching, watch.seat, store.table("t").free_seats
    (True, None, (0,))
    """

    def __init__(self, store: TableStore, name: str, student: str | None = None,
                 seat: int | None = None, client: str | None = None) -> None:
        self.store = store
        self.name = check_table_name(name)
        self.client = _check_client(client or uuid.uuid4().hex)
        self.seat: int | None = None
        self.student: str | None = None
        if student is not None or seat is not None:
            self.student = _student(student)
            self.seat = store.sit(name, self.student, seat, self.client)
        self.game: Game = store.game(name)
        self._bots: dict[int, Bot] = {}
        self._beat = time.monotonic()

    @property
    def watching(self) -> bool:
        """Does this client watch (sit nowhere)?"""
        return self.seat is None

    @property
    def moves(self) -> int:
        """The length of the log this client has applied."""
        return self.game.action_count

    def sync(self) -> list[Event]:
        """Apply the actions appended since the last sync and return their events (for
        the table's log and animation); every :data:`HEARTBEAT_S` also tells the store the
        seat is still there (a client whose seat was taken again is not refused here: its
        next move is)."""
        events: list[Event] = []
        for _, seat, action in self.store.actions(self.name, since=self.moves):
            events.extend(self._apply(action, seat))
        if self.seat is not None and time.monotonic() - self._beat >= HEARTBEAT_S:
            self._beat = time.monotonic()
            try:
                self.store.heartbeat(self.name, self.seat, self.client)
            except TableError:
                pass
        return events

    def play(self, action: Any) -> list[Event]:
        """Append ``action`` for this seat (for the log's length this client has seen),
        then apply it locally; its events. On :class:`TableMoved` the client syncs first,
        then re-raises (the UI says why and shows the new state). A watching client is
        refused (``table.watching``)."""
        if self.seat is None:
            raise TableError("table.watching", name=self.name)
        try:
            self.store.append(self.name, self.moves, self.seat, str(action), self.client)
        except TableMoved:
            self.sync()
            raise
        self._beat = time.monotonic()  # the move told the store the seat is there
        return self._apply(str(action), self.seat)

    def run_bots(self, most: int = MAX_BOT_MOVES) -> int:
        """When a bot seat is to move and this client holds (or can take) the lease:
        play every bot seat to move, each bot seeing only its seat's view, appending each
        move; how many moves were made (0 without the lease, or with no bot to move —
        then the lease is not asked for: polling it costs one read)."""
        made = 0
        while made < most:
            self.sync()
            bots = self.store.bot_seats(self.name)
            seat = next((s for s in self.game.to_move if s in bots), None)
            if seat is None or not self.store.lease(self.name, self.client):
                break
            action = self._bot(seat).choose(self.game.view(seat))
            try:
                self.store.append(self.name, self.moves, seat, action, self.client)
            except TableMoved:
                continue
            except TableError as e:
                if e.key != "table.not_lease":  # the lease ran out meanwhile: stop
                    raise
                break
            self._apply(action, seat)
            made += 1
        return made

    def _apply(self, action: Any, seat: int) -> list[Event]:
        """Play a move of the log on the local game; its events (also to :meth:`_applied`)."""
        events = self.game.play(action, seat)
        self._applied(events)
        return events

    def _applied(self, events: list[Event]) -> None:
        """Every move's events as this client applies it (a UI keeps them to draw)."""

    def _bot(self, seat: int) -> Bot:
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = bot_for(self.game.name, seed=self.game.seed + seat)
        return bot

    def leave(self) -> None:
        """Leave the seat (it stays the student's; nothing is freed at once); a watching
        client has none to leave."""
        if self.seat is None:
            return
        try:
            self.store.leave(self.name, self.seat, self.client)
        except TableError:  # the seat was taken again from another tab
            pass
