"""The class store: classes and their results, kept in the class database (:mod:`cardlab.db`).

A *class* has a name (it appears in the link students open), a game, a number of
players, rule options and one seed per deal. A *result* is one student's finished deal:
the record they played, and what the store worked out from it (outcome, score, moves).

The store never trusts what it is sent: :meth:`ClassStore.submit` checks the record in
full (:func:`cardlab.records.check_record`), then that it is this class's deal (game,
players, options, seed, decks), replays it move by move to the end of the deal, and works
out the outcome and score itself (:func:`~cardlab.classroom.outcome.deal_result`). Every
refusal is a :class:`~cardlab.classroom.errors.ClassError`: one sentence in English and
Japanese, and nothing written.

>>> store = ClassStore(":memory:")
>>> store.create("w3", "trumps", players=2, seeds=[11]).seeds
(11,)
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from dataclasses import replace as dataclasses_replace
from typing import Any

import numpy as np

from cardlab.classroom.checks import (
    MAX_DEALS,
    check_class_name,
    check_level,
    check_seconds,
    check_seeds,
    check_setup,
    check_student,
    deal_of,
    random_seeds,
)
from cardlab.classroom.deal import first_deal_end
from cardlab.classroom.errors import ClassError
from cardlab.classroom.outcome import deal_result
from cardlab.core import Event, Game
from cardlab.db import Conflict, Store, now_iso
from cardlab.errors import IllegalActionError, InvalidActionError, brief
from cardlab.i18n import LANGS
from cardlab.records import RecordCheckError, check_record

__all__ = ["CSV_HEADER", "ClassInfo", "ClassStore", "Result", "topic"]


def topic(name: str) -> str:
    """What a write to the class ``name`` notifies, and its board subscribes to
    (:meth:`cardlab.db.Database.subscribe`).

    >>> topic("3B")
    'class:3B'
    """
    return f"class:{name}"


@dataclass(frozen=True)
class ClassInfo:
    """A class: its ``name``, ``game``, ``players``, rule ``options`` (as a record holds
    them), one seed per deal, when it was ``created`` (ISO time, UTC), whether it is
    ``closed`` (no more results; reading still works) and the ``level`` its deals' bots
    play at (:data:`cardlab.bots.LEVELS`).

    >>> info = ClassInfo("a", "notice", 4, {}, (3, 4), "2026-11-24T00:00:00+00:00", False)
    >>> info.deals, info.to_json()["seeds"], info.level
    (2, [3, 4], 'standard')
    """

    name: str
    game: str
    players: int
    options: dict[str, Any]
    seeds: tuple[int, ...]
    created: str
    closed: bool
    level: str = "standard"

    @property
    def deals(self) -> int:
        """The number of deals."""
        return len(self.seeds)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready form (``deals`` included)."""
        return {"name": self.name, "game": self.game, "players": self.players,
                "options": dict(self.options), "seeds": list(self.seeds),
                "deals": self.deals, "created": self.created, "closed": self.closed,
                "level": self.level}


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


CLASS_COLUMNS = "name, game, players, options, seeds, created_at, closed, bot_level"
RESULT_COLUMNS = ("class_name, student, deal, seed, outcome, score, moves, seconds, sent_at, "
                  "record, details, revision")
RESULT_COLUMNS_NO_RECORD = RESULT_COLUMNS.replace("record", "'{}' AS record")
CSV_HEADER = ("class", "student", "deal", "seed", "outcome", "score", "moves", "seconds",
              "time")


def _class_row(row: Sequence[Any]) -> ClassInfo:
    return ClassInfo(row[0], row[1], int(row[2]), json.loads(row[3]),
                     tuple(json.loads(row[4])), row[5], bool(row[6]), row[7])


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


class ClassStore(Store):
    """The classes and results in the class database: ``db`` a database already open
    (:func:`cardlab.db.open_database`; shared with the other stores that use it), a
    SQLite file, ``":memory:"``, or ``None`` for :func:`cardlab.db.db_path`. A database
    that cannot be opened or is newer than this cardlab: :class:`ClassError`.

    Every write is one transaction of the database (:meth:`cardlab.db.Database.write`,
    ``BEGIN IMMEDIATE`` on SQLite); the connection is shared by the threads that use it
    under the database's lock (a dashboard may poll from a background thread).

    >>> from cardlab.db import open_database
    >>> db = open_database(":memory:")
    >>> ClassStore(db).db is db
    True
    """

    error = ClassError

    # ----------------------------------------------------------------- classes

    def create(self, name: str, game: str, players: int | None = None,
               options: Mapping[str, Any] | None = None, deals: int = 1,
               seeds: Sequence[int] | None = None, level: str = "standard") -> ClassInfo:
        """A new class: ``game`` for ``players`` with rule ``options``, and ``seeds``
        (one per deal) or ``deals`` fresh random seeds; its bots play at ``level``
        (:data:`cardlab.bots.LEVELS`). A name already taken is refused.

        >>> ClassStore(":memory:").create("b1", "notice", level="beginner").level
        'beginner'
        """
        name = check_class_name(name)
        game, players, stored = check_setup(game, players, options)
        level = check_level(level)
        if seeds is None:
            if isinstance(deals, bool) or not isinstance(deals, int) or not (
                    1 <= deals <= MAX_DEALS):
                raise ClassError("class.bad_deals", deals=brief(deals, 12), most=MAX_DEALS)
            seeds = random_seeds(deals)
        info = ClassInfo(name, game, players, stored, check_seeds(seeds), now_iso(), False,
                         level)
        with self.db.write() as tx:
            try:
                tx.execute(f"INSERT INTO classes ({CLASS_COLUMNS}) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                           (info.name, info.game, info.players, json.dumps(info.options),
                            json.dumps(list(info.seeds)), info.created, 0, info.level))
            except Conflict:
                raise ClassError("class.exists", name=name) from None
        return info

    def get(self, name: str) -> ClassInfo:
        """The class ``name``; ``class.unknown`` when there is none."""
        name = check_class_name(name)
        rows = self.db.read(f"SELECT {CLASS_COLUMNS} FROM classes WHERE name = ?", (name,))
        if not rows:
            raise ClassError("class.unknown", name=name)
        return _class_row(rows[0])

    def classes(self) -> list[ClassInfo]:
        """Every class, newest first."""
        rows = self.db.read(f"SELECT {CLASS_COLUMNS} FROM classes ORDER BY created_at DESC, name")
        return [_class_row(r) for r in rows]

    def close(self, name: str) -> ClassInfo:
        """Close the class: no more results are accepted (its results stay readable)."""
        name = check_class_name(name)
        with self.db.write() as tx:
            changed = tx.execute("UPDATE classes SET closed = 1 WHERE name = ?", (name,))
            if changed.rowcount == 0:
                raise ClassError("class.unknown", name=name)
            self.db.notify(tx, topic(name))
        return self.get(name)

    def delete(self, name: str) -> int:
        """Delete the class and its results (the students' names and games) for good, in
        one transaction; the number of results deleted."""
        name = check_class_name(name)
        with self.db.write() as tx:
            gone = tx.execute("DELETE FROM results WHERE class_name = ?", (name,)).rowcount
            if tx.execute("DELETE FROM classes WHERE name = ?", (name,)).rowcount == 0:
                raise ClassError("class.unknown", name=name)
            self.db.notify(tx, topic(name))
        return int(gone)

    def deal_game(self, name: str, deal: int) -> Game:
        """The class's deal ``deal`` (0-based) as a new game: seat 0 is the student's."""
        info = self.get(name)
        return deal_of(info.game, info.players, info.options, info.seeds[_deal(info, deal)])

    def next_deal(self, name: str, student: str) -> int | None:
        """The first deal ``student`` has not sent (``None``: every deal is sent)."""
        info = self.get(name)
        student = check_student(student)
        rows = self.db.read("SELECT deal FROM results WHERE class_name = ? AND student = ?",
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
        secs = check_seconds(seconds)
        info = self.get(name)
        if info.closed:
            raise ClassError("class.closed", name=info.name)
        index = _deal(info, deal)
        if self.db.read("SELECT 1 FROM results WHERE class_name = ? AND student = ? AND deal = ?",
                        (info.name, student, index)):
            raise ClassError("class.already_sent", name=info.name, student=student,
                             deal=index + 1)
        game, events = _replay_deal(info, index, record)
        outcome, score, details = deal_result(game, events)
        result = Result(info.name, student, index, info.seeds[index], outcome, score,
                        game.action_count, secs, now_iso(), game.to_record(), details)
        with self.db.write() as tx:
            row = tx.execute("SELECT closed FROM classes WHERE name = ? FOR UPDATE",
                             (info.name,)).fetchone()
            if row is None or row[0]:
                raise ClassError("class.closed" if row else "class.unknown", name=info.name)
            rev = tx.execute("SELECT MAX(revision) FROM results WHERE class_name = ?",
                             (info.name,)).fetchone()[0]
            result = dataclasses_replace(result, revision=(rev or 0) + 1)
            try:
                tx.execute(f"INSERT INTO results ({RESULT_COLUMNS}) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           (result.class_name, result.student, result.deal, result.seed,
                            result.outcome, result.score, result.moves, result.seconds,
                            result.time, json.dumps(result.record),
                            json.dumps(result.details), result.revision))
            except Conflict:
                raise ClassError("class.already_sent", name=info.name, student=student,
                                 deal=index + 1) from None
            self.db.notify(tx, topic(info.name))
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
        rows = self.db.read(f"SELECT {columns} FROM results WHERE {' AND '.join(where)} "
                            "ORDER BY revision", params)
        return [_result_row(r, with_record) for r in rows]

    def result(self, name: str, student: str, deal: int) -> Result | None:
        """``student``'s result for ``deal`` with its record (to open in the replay), or
        ``None`` when it has not been sent."""
        info = self.get(name)
        student, index = check_student(student), _deal(info, deal)
        rows = self.db.read(f"SELECT {RESULT_COLUMNS} FROM results WHERE class_name = ? AND "
                            "student = ? AND deal = ?", (info.name, student, index))
        return _result_row(rows[0]) if rows else None

    def revision(self, name: str) -> int:
        """A number that grows with every result the class accepts (0: none yet, or no
        such class): one indexed query, cheap enough to poll every second."""
        name = check_class_name(name)
        rows = self.db.read("SELECT MAX(revision) FROM results WHERE class_name = ?", (name,))
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
        end, events = first_deal_end(start, [(s, str(a)) for s, a in game.history])
    except (IllegalActionError, InvalidActionError):  # a later deck that is not the seed's
        raise ClassError("class.record.other_deck", deal=index + 1, name=info.name) from None
    if end is None:
        raise ClassError("class.record.unfinished", moves=game.action_count)
    if end < game.action_count:
        raise ClassError("class.record.too_long", end=end, moves=game.action_count)
    if start.to_record()["decks"] != got["decks"]:
        raise ClassError("class.record.other_deck", deal=index + 1, name=info.name)
    return start, events

