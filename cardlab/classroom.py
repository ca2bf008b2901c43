"""The class store: one deal (or a few) for the whole class, and every student's result.

A *class* has a name (it appears in the link students open), a game, a number of
players, rule options and one seed per deal. A *result* is one student's finished deal:
the record they played, and what the store worked out from it (outcome, score, moves).
Everything lives in one SQLite database (the standard library's :mod:`sqlite3`), at
:func:`db_path`: ``$CARDLAB_CLASS_DB``, else ``classes.sqlite`` in the user's data
directory.

Duplicate play: every student plays the same deals from seat 0, bots in the other seats.
A class deal is the deal a new game from its seed starts with; in a game that spans
several deals (Notice, Skull Collector, a Comrade or Comp-13 match) the class deal is the
*first* deal of that game, finished when the next deal is dealt or the game ends.

The store never trusts what it is sent: :meth:`ClassStore.submit` checks the record in
full (:func:`cardlab.records.check_record`), then that it is this class's deal (game,
players, options, seed, decks), replays it move by move to the end of the deal, and works
out the outcome and score itself (:func:`deal_result`). Every refusal is a
:class:`ClassError`: one sentence in English and Japanese, and nothing written.

>>> import tempfile, cardlab
>>> from cardlab.bots import bot_for
>>> from cardlab.session import play_out
>>> store = ClassStore(Path(tempfile.mkdtemp()) / "classes.sqlite")
>>> info = store.create("maths-3b", "trumps", players=2, seeds=[11, 12])
>>> info.deals, info.seeds
(2, (11, 12))
>>> game = play_out(store.deal_game("maths-3b", 0), {s: bot_for("trumps", seed=s)
...                                                   for s in range(2)})
>>> result = store.submit("maths-3b", "Aiko", 0, game.to_record(), seconds=95)
>>> result.outcome, result.score, store.next_deal("maths-3b", "Aiko")
('win', 13.0, 1)
>>> store.revision("maths-3b"), [r.student for r in store.results("maths-3b")]
(1, ['Aiko'])
>>> try:
...     store.submit("maths-3b", "Aiko", 0, game.to_record())
... except ClassError as e:
...     print(e.text("en")); print(e.text("ja"))
Aiko has already sent deal 1 of the class maths-3b: a deal is sent once.
Aikoさんはクラスmaths-3bのディール1をもう送っています(送れるのは一度だけです)。
"""

from __future__ import annotations

import csv
import io
import json
import math
import os
import re
import sqlite3
import sys
import threading
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from dataclasses import replace as dataclasses_replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from cardlab import dealcode
from cardlab.core import GAMES, Event, Game, new_game
from cardlab.errors import CardlabError, IllegalActionError, InvalidActionError, SetupError, brief
from cardlab.i18n import LANGS, t
from cardlab.messages import rank_of
from cardlab.records import RecordCheckError, check_record

__all__ = [
    "DB_ENV",
    "MAX_DEALS",
    "MAX_NAME",
    "OUTCOMES",
    "SCHEMA_VERSION",
    "ClassError",
    "ClassInfo",
    "ClassStore",
    "Result",
    "db_path",
    "deal_finished",
    "deal_result",
    "outcome_text",
]

DB_ENV = "CARDLAB_CLASS_DB"
"""The environment variable naming the class database file."""
SCHEMA_VERSION = 1
"""The version of the tables this cardlab writes (kept in the ``schema_version`` table)."""
MAX_NAME = 40
"""The longest class name and student name, in characters."""
MAX_DEALS = 20
"""The most deals a class may have."""
MAX_SEED = 2**53
"""Seeds are below this (a number a link and JavaScript carry exactly)."""
BUSY_TIMEOUT_MS = 10_000
"""How long a writer waits for another writer's transaction before giving up."""

OUTCOMES: tuple[str, ...] = ("win", "tie", "loss", "skulls_0", "skulls_1", "skulls_2", "over")
"""Every outcome a result may have (seat 0's, the student's): ``win``/``tie``/``loss``
(for Comrade the team made every bid or not; a tie is a shared first place), in Skull
Collector, when nobody collected all three skulls, the skulls seat 0 took, and ``over``
for a game cardlab has no scorer for whose next deal was dealt (:func:`deal_result`)."""

CLASS_NAME = re.compile(r"[A-Za-z0-9_-]{1,40}")


# --------------------------------------------------------------------------- errors


class ClassError(CardlabError, ValueError):
    """A class-store request refused, said in one sentence: an i18n ``key`` and its
    ``values`` (a value may be ``{"en": …, "ja": …}``); ``str`` is English,
    :meth:`text` gives either language.

    >>> e = ClassError("class.unknown", name="x")
    >>> e.key, e.text("en")
    ('class.unknown', 'There is no class named x: check the name in the link.')
    """

    def __init__(self, key: str, **values: Any) -> None:
        self.key = key
        self.values = values
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang`` (``"en"`` or ``"ja"``).

        >>> ClassError("class.closed", name="x").text("ja")
        'クラスxは締め切られているので、結果はもう送れません。'
        """
        values = {k: (v[lang if lang in LANGS else "en"]
                      if isinstance(v, dict) and set(v) == set(LANGS) else v)
                  for k, v in self.values.items()}
        return t(self.key, lang, **values)


def outcome_text(outcome: str, lang: str = "en") -> str:
    """The words for an outcome key (:data:`OUTCOMES`), for a board or a chart.

    >>> outcome_text("win"), outcome_text("skulls_2", "ja")
    ('won', 'ドクロ2枚')
    """
    return t(f"class.outcome.{outcome}", lang)


# --------------------------------------------------------------------------- values


def now_iso() -> str:
    """The time now, UTC, as ISO text to the millisecond (what the store writes).

    >>> now_iso().endswith("+00:00")
    True
    """
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class ClassInfo:
    """A class: its ``name``, ``game``, ``players``, rule ``options`` (as a record holds
    them), one seed per deal, when it was ``created`` (ISO time, UTC) and whether it is
    ``closed`` (no more results; reading still works).

    >>> info = ClassInfo("a", "notice", 4, {}, (3, 4), "2026-11-24T00:00:00+00:00", False)
    >>> info.deals, info.to_json()["seeds"]
    (2, [3, 4])
    """

    name: str
    game: str
    players: int
    options: dict[str, Any]
    seeds: tuple[int, ...]
    created: str
    closed: bool

    @property
    def deals(self) -> int:
        """The number of deals."""
        return len(self.seeds)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form (``deals`` included)."""
        return {"name": self.name, "game": self.game, "players": self.players,
                "options": dict(self.options), "seeds": list(self.seeds),
                "deals": self.deals, "created": self.created, "closed": self.closed}


@dataclass(frozen=True)
class Result:
    """One student's finished deal. ``deal`` is the 0-based index, ``outcome`` one of
    :data:`OUTCOMES`, ``score`` seat 0's score for the deal (``None`` where the game has
    none), ``moves`` the number of moves of the record, ``seconds`` the time the student
    says they took, ``time`` when it was stored (ISO, UTC), ``record`` the record,
    ``details`` the game's figures of the deal (:func:`deal_result`) and ``revision`` its
    place in the class's order of arrival (:meth:`ClassStore.revision`).

    >>> r = Result("a", "Ken", 0, 5, "loss", 3.0, 40, None, "2026-11-24T00:00:00+00:00", {})
    >>> sorted(r.to_json())[:4], "record" in r.to_json(with_record=True)
    (['class_name', 'deal', 'details', 'moves'], True)
    """

    class_name: str
    student: str
    deal: int
    seed: int
    outcome: str
    score: float | None
    moves: int
    seconds: float | None
    time: str
    record: dict[str, Any]
    details: dict[str, Any] = field(default_factory=dict)
    revision: int = 0

    def to_json(self, with_record: bool = False) -> dict[str, Any]:
        """JSON-ready form; the record only with ``with_record=True``."""
        out = {"class_name": self.class_name, "student": self.student, "deal": self.deal,
               "seed": self.seed, "outcome": self.outcome, "score": self.score,
               "moves": self.moves, "seconds": self.seconds, "time": self.time,
               "details": dict(self.details), "revision": self.revision}
        if with_record:
            out["record"] = self.record
        return out


# --------------------------------------------------------------------------- checks


def check_class_name(name: Any) -> str:
    """A class name: 1 to 40 letters, digits, ``-`` or ``_`` (it goes into a link).

    >>> check_class_name("3B_maths")
    '3B_maths'
    >>> check_class_name("3B maths")
    Traceback (most recent call last):
    ...
    cardlab.classroom.ClassError: A class name is 1 to 40 letters (a-z, A-Z), digits, - or _
    (it goes into a link), so '3B maths' cannot be one.
    """
    return check_link_name(name, ClassError, "class.bad_name")


def check_link_name(name: Any, error: type[ClassError], key: str) -> str:
    """A name that goes into a link (a class's, a shared table's): 1 to 40 letters,
    digits, ``-`` or ``_``; else ``error(key)``, which says so in one sentence.

    >>> check_link_name("t-1", ClassError, "class.bad_name")
    't-1'
    >>> try:
    ...     check_link_name("x" * 41, ClassError, "class.bad_name")
    ... except ClassError as e:
    ...     print(e.key, e.values["limit"])
    class.bad_name 40
    """
    if not isinstance(name, str) or not CLASS_NAME.fullmatch(name):
        raise error(key, name=brief(name, 50), limit=MAX_NAME)
    return name


def check_student(name: Any) -> str:
    """A student's name, stripped: 1 to 40 characters, none of them a control character.

    >>> check_student("  Aiko ")
    'Aiko'
    >>> check_student("x" * 41)
    Traceback (most recent call last):
    ...
    cardlab.classroom.ClassError: A name is at most 40 characters; this one has 41.
    """
    if not isinstance(name, str):
        raise ClassError("class.student.empty")
    name = unicodedata.normalize("NFC", name).strip()
    if not name:
        raise ClassError("class.student.empty")
    if len(name) > MAX_NAME:
        raise ClassError("class.student.too_long", limit=MAX_NAME, length=len(name))
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") for c in name):
        raise ClassError("class.student.control")
    return name


def _check_seconds(seconds: Any) -> float | None:
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, int | float | np.number):
        raise ClassError("class.bad_seconds", seconds=brief(seconds, 20))
    value = float(seconds)
    if not math.isfinite(value) or value < 0:
        raise ClassError("class.bad_seconds", seconds=brief(seconds, 20))
    return value


def check_seeds(seeds: Any) -> tuple[int, ...]:
    """The seeds of a class (or a shared table), checked: 1 to :data:`MAX_DEALS` whole
    numbers from 0 below :data:`MAX_SEED`; else :class:`ClassError`.

    >>> check_seeds([7, 8])
    (7, 8)
    >>> check_seeds(["x"])
    Traceback (most recent call last):
    ...
    cardlab.classroom.ClassError: ...
    """
    if isinstance(seeds, str | bytes) or not isinstance(seeds, Sequence):
        raise ClassError("class.bad_seeds", seeds=brief(seeds, 30), most=MAX_DEALS)
    if not 1 <= len(seeds) <= MAX_DEALS:
        raise ClassError("class.bad_deals", deals=len(seeds), most=MAX_DEALS)
    for s in seeds:
        if isinstance(s, bool) or not isinstance(s, int | np.integer) or not 0 <= s < MAX_SEED:
            raise ClassError("class.bad_seed", seed=brief(s, 30))
    return tuple(int(s) for s in seeds)


def _titles(game: str) -> dict[str, str]:
    spec = GAMES[game]
    return {lang: spec.title.get(lang, game) for lang in LANGS}


def check_setup(game: Any, players: Any, options: Any) -> tuple[str, int, dict[str, Any]]:
    """The game, players and options (JSON form) of a new class, each checked.

    >>> check_setup("notice", None, {})[:2]
    ('notice', 4)
    """
    if not isinstance(game, str) or game not in GAMES:
        raise ClassError("class.bad_game", game=brief(game, 30), games=", ".join(sorted(GAMES)))
    spec, title = GAMES[game], _titles(game)
    if players is None:
        players = spec.default_players
    if isinstance(players, bool) or players not in spec.players:
        raise ClassError("class.bad_players", players=brief(players, 12), game=title,
                         allowed=" / ".join(map(str, spec.players)))
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ClassError("class.bad_options", options=brief(options, 30))
    stored: dict[str, Any] = {}
    for key, value in options.items():
        option = spec.options.get(key) if isinstance(key, str) else None
        if option is None:
            raise ClassError("class.bad_option", name=brief(key, 30), game=title)
        try:
            checked = option.validate(key, option.from_json(value) if option.from_json
                                      else value)
            stored[key] = option.to_json(checked) if option.to_json else checked
            json.dumps(stored[key])
        except (SetupError, ValueError, TypeError):
            raise ClassError("class.bad_option_value", name=key, value=brief(value, 20),
                             game=title) from None
    try:
        deal_of(game, int(players), stored, 0)
    except SetupError as e:  # options that do not go together
        raise ClassError("class.bad_setup", reason=str(e)) from None
    return game, int(players), stored


def deal_of(game: str, players: int, options: Mapping[str, Any], seed: int) -> Game:
    """A new game from a class's or a table's stored setup (options in JSON form).

    >>> deal_of("trumps", 2, {}, 3).players
    2
    """
    spec = GAMES[game]
    opts = {k: (spec.options[k].from_json(v) if spec.options[k].from_json else v)
            for k, v in options.items()}
    return new_game(game, players=players, seed=seed, **opts)


def random_seeds(deals: int) -> tuple[int, ...]:
    """``deals`` fresh seeds, each below :data:`cardlab.dealcode.SEEDS` (so that a deal of
    a class with default options has a deal code too).

    >>> len(set(random_seeds(5))) >= 4
    True
    """
    entropy = np.random.SeedSequence().entropy
    rng = np.random.default_rng(entropy)
    return tuple(int(s) for s in rng.integers(0, dealcode.SEEDS, size=deals))


def db_path() -> Path:
    """The class database: ``$CARDLAB_CLASS_DB`` (a file, or a folder to hold
    ``classes.sqlite``), else ``classes.sqlite`` in the user's data directory
    (``platformdirs.user_data_dir("cardlab")``: ``~/.local/share/cardlab`` on Linux).

    >>> saved = os.environ.pop(DB_ENV, None)
    >>> db_path().name
    'classes.sqlite'
    >>> os.environ[DB_ENV] = "/srv/class/cardlab.sqlite"
    >>> db_path()
    PosixPath('/srv/class/cardlab.sqlite')
    >>> _ = os.environ.pop(DB_ENV) if saved is None else os.environ.update({DB_ENV: saved})
    """
    given = os.environ.get(DB_ENV, "").strip()
    if given:
        path = Path(given).expanduser()
        return path / "classes.sqlite" if path.is_dir() or given.endswith(os.sep) else path
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardlab", appauthor=False)) / "classes.sqlite"


# --------------------------------------------------------------------------- the deal


def _deal_end(start: Game, moves: Sequence[tuple[int, Any]]) -> tuple[int | None, list[Event]]:
    """Play ``moves`` on ``start`` (changed) until its first deal ends: the number of
    moves by then (``None``: not yet) and the events of the move that ended it."""
    events: list[Event] = list(start.events)
    for k, (seat, action) in enumerate(moves, 1):
        events = start.play(action, seat)
        if start.is_over or any(e.kind == "deal" for e in events):
            return k, events
    return None, events


def _at_start(game: Game) -> Game:
    start = game.copy()
    start._replay([])  # the deal, with the decks the game used (as records.Timeline does)
    return start


def deal_end(game: Game) -> int | None:
    """The number of moves after which ``game``'s first deal ended (``None`` while it
    goes on): a class deal is the first deal of the game.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("notice", players=4, seed=5),
    ...              {s: bot_for("notice", seed=s) for s in range(4)})
    >>> deal_end(g), len(g.history), deal_end(cardlab.new_game("notice", seed=5))
    (56, 224, None)
    """
    end, _ = _deal_end(_at_start(game), game.history)
    return end


def deal_finished(game: Game) -> bool:
    """Has ``game``'s first deal (the class deal) ended?

    >>> import cardlab
    >>> deal_finished(cardlab.new_game("comrade", players=3, seed=1))
    False
    """
    return deal_end(game) is not None


def deal_record(game: Game) -> dict[str, Any]:
    """The record of ``game`` cut at the end of its first deal: what a student sends.

    Raises :class:`ClassError` ``class.record.unfinished`` while the deal goes on.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("skull_collector", seed=5),
    ...              {s: bot_for("skull_collector", seed=s) for s in range(3)})
    >>> len(deal_record(g)["actions"]), len(g.history)
    (33, 60)
    """
    start = _at_start(game)
    end, _ = _deal_end(start, game.history)
    if end is None:
        raise ClassError("class.record.unfinished", moves=len(game.history))
    return start.to_record()


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's outcome (:data:`OUTCOMES`), score and the deal's figures, from the game at
    the end of its first deal and the events of the move that ended it.

    Each game's kit says how (``GameKit.result``, e.g. Comrade's ``win`` when the team
    made every bid; ``cardlab/games/<game>/result.py``). A game whose kit names none:
    ``win`` / ``tie`` / ``loss`` by its outcome's scores.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("trumps", players=2, seed=5),
    ...              {s: bot_for("trumps", seed=s) for s in range(2)})
    >>> deal_result(g, g.events)[:2]
    ('loss', 8.0)
    """
    kit = GAMES.get(game.name)
    if kit is not None and kit.result is not None:
        return kit.result(game, events)
    if game.outcome is None:  # its next deal was dealt
        return "over", None, {}
    scores = [float(s) for s in game.outcome.scores]
    return rank_of(scores), scores[0], {"scores": scores}


# --------------------------------------------------------------------------- the store

# Portable SQL (standard types, no AUTOINCREMENT, no ON CONFLICT): a server database can
# take these tables as they are. The keys enforce the rules: one class per name, one
# result per (class, student, deal), one result per (class, revision).
SCHEMA = (
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
CLASS_COLUMNS = "name, game, players, options, seeds, created_at, closed"
RESULT_COLUMNS = ("class_name, student, deal, seed, outcome, score, moves, seconds, sent_at, "
                  "record, details, revision")
RESULT_COLUMNS_NO_RECORD = RESULT_COLUMNS.replace("record", "'{}' AS record")
CSV_HEADER = ("class", "student", "deal", "seed", "outcome", "score", "moves", "seconds",
              "time")


def _class_row(row: Sequence[Any]) -> ClassInfo:
    return ClassInfo(row[0], row[1], int(row[2]), json.loads(row[3]),
                     tuple(json.loads(row[4])), row[5], bool(row[6]))


def _result_row(row: Sequence[Any], with_record: bool = True) -> Result:
    return Result(row[0], row[1], int(row[2]), int(row[3]), row[4],
                  None if row[5] is None else float(row[5]), int(row[6]),
                  None if row[7] is None else float(row[7]), row[8],
                  json.loads(row[9]) if with_record else {}, json.loads(row[10]), int(row[11]))


def _cell(value: Any) -> Any:
    """A CSV cell that a spreadsheet will not read as a formula."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


class ClassStore:
    """The classes and results in one SQLite database (``path``; ``None``:
    :func:`db_path`), created with its tables when missing.

    One connection per store, shared by the threads that use it under a lock (a
    dashboard may poll from a background thread); WAL mode, so readers never wait for a
    writer; every write is one ``BEGIN IMMEDIATE`` transaction, and a writer waits up to
    :data:`BUSY_TIMEOUT_MS` for another. Many processes may open the same file (one
    machine: SQLite over a network file system is not safe).
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else db_path()
        self._lock = threading.RLock()
        memory = str(path) == ":memory:"  # one connection's own database (tests, trials)
        try:
            if not memory:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            new = not memory and not self.path.exists()
            self._db = sqlite3.connect(str(self.path), timeout=BUSY_TIMEOUT_MS / 1000,
                                       isolation_level=None, check_same_thread=False)
            if new:
                _share_with_group(self.path)
            self._db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_MS)}")
            self._db.execute("PRAGMA foreign_keys = ON")
            self._db.execute("PRAGMA journal_mode = WAL")
            self._create_tables()
        except (sqlite3.DatabaseError, OSError) as e:
            raise ClassError("class.db.unreadable", path=brief(str(self.path), 60),
                             reason=str(e)) from None

    def _create_tables(self) -> None:
        with self._write() as db:
            for statement in SCHEMA:
                db.execute(statement)
            row = db.execute("SELECT MAX(version) FROM schema_version").fetchone()
            if row[0] is None:
                db.execute("INSERT INTO schema_version (version) VALUES (?)", (SCHEMA_VERSION,))
            elif row[0] > SCHEMA_VERSION:
                raise ClassError("class.db.newer", version=row[0])

    def disconnect(self) -> None:
        """Close the database connection (the store is not usable after it)."""
        with self._lock:
            self._db.close()

    def __enter__(self) -> ClassStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.disconnect()

    def __repr__(self) -> str:
        return f"ClassStore({str(self.path)!r})"

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction: committed at the end, rolled back on any error."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as e:
                raise ClassError("class.db.busy", reason=str(e)) from None
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def _read(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._lock:
            try:
                return self._db.execute(sql, params).fetchall()
            except sqlite3.OperationalError as e:
                raise ClassError("class.db.busy", reason=str(e)) from None

    # ----------------------------------------------------------------- classes

    def create(self, name: str, game: str, players: int | None = None,
               options: Mapping[str, Any] | None = None, deals: int = 1,
               seeds: Sequence[int] | None = None) -> ClassInfo:
        """A new class: ``game`` for ``players`` with rule ``options``, and ``seeds``
        (one per deal) or ``deals`` fresh random seeds. A name already taken is refused.
        """
        name = check_class_name(name)
        game, players, stored = check_setup(game, players, options)
        if seeds is None:
            if isinstance(deals, bool) or not isinstance(deals, int) or not (
                    1 <= deals <= MAX_DEALS):
                raise ClassError("class.bad_deals", deals=brief(deals, 12), most=MAX_DEALS)
            seeds = random_seeds(deals)
        info = ClassInfo(name, game, players, stored, check_seeds(seeds), now_iso(), False)
        with self._write() as db:
            try:
                db.execute(f"INSERT INTO classes ({CLASS_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (info.name, info.game, info.players, json.dumps(info.options),
                            json.dumps(list(info.seeds)), info.created, 0))
            except sqlite3.IntegrityError:
                raise ClassError("class.exists", name=name) from None
        return info

    def get(self, name: str) -> ClassInfo:
        """The class ``name``; ``class.unknown`` when there is none."""
        name = check_class_name(name)
        rows = self._read(f"SELECT {CLASS_COLUMNS} FROM classes WHERE name = ?", (name,))
        if not rows:
            raise ClassError("class.unknown", name=name)
        return _class_row(rows[0])

    def classes(self) -> list[ClassInfo]:
        """Every class, newest first."""
        rows = self._read(f"SELECT {CLASS_COLUMNS} FROM classes ORDER BY created_at DESC, name")
        return [_class_row(r) for r in rows]

    def close(self, name: str) -> ClassInfo:
        """Close the class: no more results are accepted (its results stay readable)."""
        name = check_class_name(name)
        with self._write() as db:
            changed = db.execute("UPDATE classes SET closed = 1 WHERE name = ?", (name,))
            if changed.rowcount == 0:
                raise ClassError("class.unknown", name=name)
        return self.get(name)

    def delete(self, name: str) -> int:
        """Delete the class and its results (the students' names and games) for good, in
        one transaction; the number of results deleted."""
        name = check_class_name(name)
        with self._write() as db:
            gone = db.execute("DELETE FROM results WHERE class_name = ?", (name,)).rowcount
            if db.execute("DELETE FROM classes WHERE name = ?", (name,)).rowcount == 0:
                raise ClassError("class.unknown", name=name)
        return int(gone)

    def deal_game(self, name: str, deal: int) -> Game:
        """The class's deal ``deal`` (0-based) as a new game: seat 0 is the student's."""
        info = self.get(name)
        return deal_of(info.game, info.players, info.options, info.seeds[_deal(info, deal)])

    def next_deal(self, name: str, student: str) -> int | None:
        """The first deal ``student`` has not sent (``None``: every deal is sent)."""
        info = self.get(name)
        student = check_student(student)
        rows = self._read("SELECT deal FROM results WHERE class_name = ? AND student = ?",
                          (info.name, student))
        sent = {int(r[0]) for r in rows}
        return next((d for d in range(info.deals) if d not in sent), None)

    # ----------------------------------------------------------------- results

    def submit(self, name: str, student: str, deal: int, record: Any,
               seconds: float | None = None) -> Result:
        """Store ``student``'s finished ``deal`` of class ``name``: ``record`` (a record
        dict, its JSON text, a file's bytes, or the game itself) is checked in full and
        must be this class's deal played to its end; the outcome and score are worked out
        here from the replay. ``seconds``: the time the student took, if known.

        Refused with one sentence, nothing written: an unknown or closed class, a bad
        name, an unknown deal, a record that is not this deal finished, a deal sent before.
        """
        student = check_student(student)
        secs = _check_seconds(seconds)
        info = self.get(name)
        if info.closed:
            raise ClassError("class.closed", name=info.name)
        index = _deal(info, deal)
        if self._read("SELECT 1 FROM results WHERE class_name = ? AND student = ? AND deal = ?",
                      (info.name, student, index)):
            raise ClassError("class.already_sent", name=info.name, student=student,
                             deal=index + 1)
        game, events = _replay_deal(info, index, record)
        outcome, score, details = deal_result(game, events)
        result = Result(info.name, student, index, info.seeds[index], outcome, score,
                        len(game.history), secs, now_iso(), game.to_record(), details)
        with self._write() as db:
            row = db.execute("SELECT closed FROM classes WHERE name = ?", (info.name,)).fetchone()
            if row is None or row[0]:
                raise ClassError("class.closed" if row else "class.unknown", name=info.name)
            rev = db.execute("SELECT MAX(revision) FROM results WHERE class_name = ?",
                             (info.name,)).fetchone()[0]
            result = dataclasses_replace(result, revision=(rev or 0) + 1)
            try:
                db.execute(f"INSERT INTO results ({RESULT_COLUMNS}) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           (result.class_name, result.student, result.deal, result.seed,
                            result.outcome, result.score, result.moves, result.seconds,
                            result.time, json.dumps(result.record),
                            json.dumps(result.details), result.revision))
            except sqlite3.IntegrityError:
                raise ClassError("class.already_sent", name=info.name, student=student,
                                 deal=index + 1) from None
        return result

    def results(self, name: str, deal: int | None = None, since: int | None = None,
                with_record: bool = True) -> list[Result]:
        """The results of class ``name`` in the order they arrived (oldest first): of one
        ``deal`` only, or only those after revision ``since`` (:meth:`revision`), so a
        board that polls fetches only what is new. ``with_record=False`` leaves the
        records out (a board's table does not need them)."""
        info = self.get(name)
        where, params = ["class_name = ?"], [info.name]
        if deal is not None:
            where.append("deal = ?")
            params.append(_deal(info, deal))
        if since is not None:
            if isinstance(since, bool) or not isinstance(since, int):
                raise ClassError("class.bad_since", since=brief(since, 20))
            where.append("revision > ?")
            params.append(since)
        columns = RESULT_COLUMNS if with_record else RESULT_COLUMNS_NO_RECORD
        rows = self._read(f"SELECT {columns} FROM results WHERE {' AND '.join(where)} "
                          "ORDER BY revision", params)
        return [_result_row(r, with_record) for r in rows]

    def result(self, name: str, student: str, deal: int) -> Result | None:
        """``student``'s result for ``deal`` with its record (to open in the replay), or
        ``None`` when it has not been sent."""
        info = self.get(name)
        student, index = check_student(student), _deal(info, deal)
        rows = self._read(f"SELECT {RESULT_COLUMNS} FROM results WHERE class_name = ? AND "
                          "student = ? AND deal = ?", (info.name, student, index))
        return _result_row(rows[0]) if rows else None

    def revision(self, name: str) -> int:
        """A number that grows with every result the class accepts (0: none yet, or no
        such class): one indexed query, cheap enough to poll every second."""
        name = check_class_name(name)
        rows = self._read("SELECT MAX(revision) FROM results WHERE class_name = ?", (name,))
        return int(rows[0][0] or 0)

    def export_csv(self, name: str) -> str:
        """The class's results as CSV: a header, then one row per result in the order
        they arrived. ``deal`` counts from 1 as a board shows it; a name a spreadsheet
        would take for a formula (``=…``) gets a leading ``'``."""
        out = io.StringIO()
        writer = csv.writer(out)
        writer.writerow(CSV_HEADER)
        for r in self.results(name, with_record=False):
            writer.writerow([r.class_name, _cell(r.student), r.deal + 1, r.seed, r.outcome,
                             "" if r.score is None else r.score, r.moves,
                             "" if r.seconds is None else r.seconds, r.time])
        return out.getvalue()


def _deal(info: ClassInfo, deal: Any) -> int:
    """A deal index of the class, or ``class.unknown_deal``."""
    if isinstance(deal, bool) or not isinstance(deal, int | np.integer) or not (
            0 <= deal < info.deals):
        raise ClassError("class.unknown_deal", name=info.name, deal=brief(deal, 12),
                         deals=info.deals, last=info.deals - 1)
    return int(deal)


def _share_with_group(path: Path) -> None:
    """A new database in a group-writable folder (a JupyterHub's shared class folder) is
    made group-writable too; SQLite gives its ``-wal``/``-shm`` files the same mode."""
    try:
        if path.parent.stat().st_mode & 0o020:
            path.touch()
            path.chmod(path.stat().st_mode | 0o060)
    except OSError:
        pass


def _replay_deal(info: ClassInfo, index: int, record: Any) -> tuple[Game, list[Event]]:
    """The class's deal ``index`` replayed by the record's moves to the end of its first
    deal, and the events of the move that ended it; a :class:`ClassError` for a record
    that is not that deal finished."""
    if isinstance(record, Game):
        record = record.to_record()
    try:
        game = check_record(record, info.game)
    except RecordCheckError as e:
        raise ClassError("class.record.bad", reason={
            lang: e.text(lang).strip().rstrip(".。") for lang in LANGS}) from None
    start = deal_of(info.game, info.players, info.options, info.seeds[index])
    want, got = start.to_record(), game.to_record()
    for part in ("players", "seed", "dealer", "options"):
        if got[part] != want[part]:
            raise ClassError("class.record.other_deal", part=part, deal=index + 1,
                             name=info.name)
    if got["decks"][:1] != want["decks"][:1]:
        raise ClassError("class.record.other_deck", deal=index + 1, name=info.name)
    try:
        end, events = _deal_end(start, [(s, str(a)) for s, a in game.history])
    except (IllegalActionError, InvalidActionError):  # a later deck that is not the seed's
        raise ClassError("class.record.other_deck", deal=index + 1, name=info.name) from None
    if end is None:
        raise ClassError("class.record.unfinished", moves=len(game.history))
    if end < len(game.history):
        raise ClassError("class.record.too_long", end=end, moves=len(game.history))
    if start.to_record()["decks"] != got["decks"]:
        raise ClassError("class.record.other_deck", deal=index + 1, name=info.name)
    return start, events


# --------------------------------------------------------------------------- the command line


def _parser() -> Any:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m cardlab.classroom",
        description=f"The class store ({DB_ENV} names the database; default {db_path()}).")
    parser.add_argument("--db", default=None, help="the database file (default: as above)")
    sub = parser.add_subparsers(dest="command", required=True)
    create = sub.add_parser("create", help="a new class")
    create.add_argument("name")
    create.add_argument("game", choices=sorted(GAMES))
    create.add_argument("--players", type=int, default=None)
    create.add_argument("--deals", type=int, default=1, help="random seeds, one per deal")
    create.add_argument("--seeds", default=None, help="seeds instead: 12,34,56")
    create.add_argument("--option", action="append", default=[], metavar="NAME=JSON",
                        help="a rule option, its value in JSON (pass_limit=5)")
    sub.add_parser("list", help="every class")
    results = sub.add_parser("results", help="a class's results")
    results.add_argument("name")
    results.add_argument("--csv", action="store_true", help="as CSV")
    close = sub.add_parser("close", help="take no more results")
    close.add_argument("name")
    delete = sub.add_parser("delete", help="delete a class and its results for good")
    delete.add_argument("name")
    return parser


def _option(text: str) -> tuple[str, Any]:
    name, _, value = text.partition("=")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value


def _row(info: ClassInfo) -> str:
    state = "closed" if info.closed else "open"
    return (f"{info.name}\t{info.game}\t{info.players} players\t{info.deals} deals\t"
            f"seeds {','.join(map(str, info.seeds))}\t{state}\t{info.created}")


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m cardlab.classroom create|list|results|close|delete``; a refusal is printed as
    its sentence (exit status 2). The server of ``make class`` is
    ``python -m cardlab.classroom_server``.

    >>> import tempfile
    >>> db = str(Path(tempfile.mkdtemp()) / "c.sqlite")
    >>> main(["--db", db, "create", "3B", "notice", "--players", "4", "--seeds", "5,6"])
    3B	notice	4 players	2 deals	seeds 5,6	open	...
    0
    >>> main(["--db", db, "results", "3B", "--csv"])
    class,student,deal,seed,outcome,score,moves,seconds,time
    0
    >>> main(["--db", db, "close", "nope"])
    There is no class named nope: check the name in the link.
    2
    """
    args = _parser().parse_args(argv)
    try:
        with ClassStore(args.db) as store:
            if args.command == "create":
                seeds = None if args.seeds is None else [
                    int(s) for s in args.seeds.split(",") if s.strip().isdigit()]
                infos = [store.create(args.name, args.game, args.players,
                                      dict(map(_option, args.option)), args.deals, seeds)]
            elif args.command == "close":
                infos = [store.close(args.name)]
            elif args.command == "delete":
                print(f"{args.name}: deleted with its {store.delete(args.name)} results")
                return 0
            elif args.command == "results":
                print(store.export_csv(args.name) if args.csv else "\n".join(
                    json.dumps(r.to_json(), ensure_ascii=False)
                    for r in store.results(args.name, with_record=False)), end="")
                return 0
            else:
                infos = store.classes()
    except ClassError as e:
        print(e.text("en"), file=sys.stdout if argv is not None else sys.stderr)
        return 2
    for info in infos:
        print(_row(info))
    return 0


if __name__ == "__main__":
    sys.exit(main())
