"""Game records from outside: checked in full, then stepped through move by move.

A record (:meth:`cardlab.core.Game.to_record`) comes back from a file a learner saved
or a teacher posted. :func:`check_record` reads the file's content (bytes, text or an
already-read dict) and gives the game, or raises :class:`RecordCheckError`, a
:class:`~cardlab.errors.RecordError` whose message is one plain sentence, in English
and in Japanese (``.text(lang)``): a file over :data:`MAX_RECORD_BYTES`, an empty,
cut-short or non-JSON file, a record of another game, an unknown rule option or value,
a move the rules refuse (named by its number, its seat and why). Nothing half-built
escapes: the game is replayed by :func:`cardlab.core.from_record`.

:class:`Timeline` steps through a game: the game after ``k`` moves, the events of move
``k`` and everything narrated up to it, the moves where a deal starts or a trick is won.

>>> import cardlab
>>> g = cardlab.new_game("comrade", players=3, seed=7); _ = g.play("take 4S")
>>> check_record(json.dumps(g.to_record())) == g
True
>>> def opening(data, game=None):
...     try:
...         return check_record(data, game)
...     except RecordCheckError as e:
...         print(e.text("en")); print(e.text("ja"))
>>> opening(b'{"format": "cardlab-record"')
This file stops in the middle of the record (it was cut short), so it cannot be
opened.
このファイルは記録の途中で切れているので開けません。
>>> opening(g.to_record(), game="notice")
This is a record of Comrade, not of Notice: open it at a table of Comrade.
これはノーティスではなくカムレッドの記録なので、カムレッドのテーブルで開いてください。
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cardlab.core import Event, Game, from_record
from cardlab.errors import RecordError, StepError, brief

__all__ = ["MAX_RECORD_BYTES", "RecordCheckError", "Timeline", "check_record", "read_record",
           "record_name"]

MAX_RECORD_BYTES = 2_000_000
"""The largest record file opened (2 MB). A saved five-player Comrade match is about
8 kB, so a file this big is not a record someone saved; refusing it early keeps a
stray upload from tying up the kernel."""


class RecordCheckError(RecordError):
    """A record that cannot be opened, said in one sentence: an i18n ``key`` and its
    ``values`` (already worded per language where they need it); ``str`` is English,
    :meth:`text` gives either language.

    >>> RecordCheckError("record.empty").text("ja")
    'このファイルは空で、ゲームの記録が入っていません。'
    """


def _decode(data: bytes | str) -> Any:
    """The JSON value of a file's content, or the sentence saying why there is none."""
    size = len(data) if isinstance(data, bytes) else len(data.encode("utf-8", "replace"))
    if size > MAX_RECORD_BYTES:
        raise RecordCheckError("record.too_big", size=f"{size / 1000:,.0f}",
                               limit=f"{MAX_RECORD_BYTES // 1000:,}")
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RecordCheckError("record.bad.text") from None
    text = data.lstrip("\ufeff").strip()
    if not text:
        raise RecordCheckError("record.empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        cut = e.pos >= len(text) or e.msg.startswith("Unterminated")
        raise RecordCheckError("record.truncated" if cut else "record.bad.json") from None
    except (RecursionError, ValueError):
        raise RecordCheckError("record.bad.json") from None


def check_record(data: bytes | str | Mapping[str, Any], game: str | None = None) -> Game:
    """The game a record file holds (its content as bytes or text, or the record as a
    dict), replayed move by move; ``game``: the name of the game it must be.

    Raises :class:`RecordCheckError` (a :class:`~cardlab.errors.RecordError`) with one
    sentence in either language for every fault; never anything else.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7); _ = g.play("take 4S")
    >>> bad = {**g.to_record(), "actions": [[0, "take 4S"], [1, "take 4S"]]}
    >>> try:
    ...     check_record(bad)
    ... except RecordCheckError as e:
    ...     print(e)
    Move 2 of the record (seat 1: take the bid card ♠4) breaks the rules: ♠4 was already
    taken by seat 0.
    >>> check_record(b"\\x89PNG\\r\\n\\xff")
    Traceback (most recent call last):
    ...
    cardlab.records.RecordCheckError: This file is not text, so it is not a game record.
    """
    record = _decode(data) if isinstance(data, bytes | str) else data
    try:
        return from_record(record, game)  # its checks: cardlab.core.check_record_head
    except RecordError as e:
        raise RecordCheckError(e.key, **e.values) from None
    except Exception:  # from_record catches what it knows; anything else is damage too
        raise RecordCheckError("record.damaged") from None


def read_record(source: Any, game: str | None = None) -> Game:
    """The game a record holds, from wherever a caller has it: a :class:`Game`, a record
    dict, its JSON text, a file's bytes, or the path of a file (``str`` not starting with
    ``{``, or a ``PathLike``); then checked in full by :func:`check_record`.

    Raises :class:`RecordCheckError` with one sentence (a file that cannot be read or is
    over :data:`MAX_RECORD_BYTES` too); never anything else.

    >>> import cardlab
    >>> g = cardlab.new_game("notice", seed=3)
    >>> read_record(g) == read_record(json.dumps(g.to_record())) == g
    True
    >>> read_record("/no/such/game.json")
    Traceback (most recent call last):
    ...
    cardlab.records.RecordCheckError: The record file '/no/such/game.json' cannot be read (it
    is missing or not readable).
    """
    if isinstance(source, Game):
        source = source.to_record()
    if isinstance(source, os.PathLike) or (
        isinstance(source, str) and not source.lstrip("\ufeff \t\r\n").startswith("{")
    ):
        source = _read_file(Path(source))
    if not isinstance(source, bytes | str | Mapping):
        raise RecordCheckError("record.bad.source", kind=type(source).__name__)
    return check_record(source, game)


def _read_file(path: Path) -> bytes:
    shown = brief(str(path), 60)
    try:
        size = path.stat().st_size
        data = path.read_bytes() if size <= MAX_RECORD_BYTES else b""
    except (OSError, ValueError):
        raise RecordCheckError("record.no_file", path=shown) from None
    if size > MAX_RECORD_BYTES:
        raise RecordCheckError("record.too_big", size=f"{size / 1000:,.0f}",
                               limit=f"{MAX_RECORD_BYTES // 1000:,}")
    return data


def record_name(game: Game, date: str, ext: str = "json") -> str:
    """The file name a saved game gets: ``<game>-<seed>-<date>.<ext>``.

    >>> import cardlab
    >>> record_name(cardlab.new_game("comrade", players=3, seed=7), "2026-11-23")
    'comrade-7-2026-11-23.json'
    """
    return f"{game.name}-{game.seed}-{date}.{ext}"


# --------------------------------------------------------------------------- the timeline

CHECKPOINT = 12  # a copy of the game every this many moves: a step replays fewer


class Timeline:
    """A game stepped through: ``at(k)`` is the game after ``k`` moves (a working copy:
    do not change it), ``events(k)`` what move ``k`` did (``k = 0``: the deal), ``log(k)``
    everything up to it, ``marks()`` where each deal starts and each trick is won.

    A copy of the game is kept every :data:`CHECKPOINT` moves, so a step costs at most
    that many replayed moves (a step forward, one).

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> for a in ("take 4S", "take 4C", "take AH"): _ = g.play(a)
    >>> tl = Timeline(g)
    >>> tl.last, [str(h.action) for h in tl.at(2).history]
    (3, ['take 4S', 'take 4C'])
    >>> tl.events(1)[0].text("en")
    'seat 0 takes ♠4: spade bid 4; bids total 4 of 12'
    >>> tl.marks()[0]
    (0, 'deal', {'number': 1})
    """

    def __init__(self, game: Game) -> None:
        self.record = game.to_record()
        self.moves = list(game.history)
        start = game.copy()
        start._replay([])  # the deal, with the decks the game used
        self._checkpoints: dict[int, Game] = {0: start.copy()}
        self._events: list[list[Event]] = [list(start.events)]
        for k, (seat, action) in enumerate(self.moves, 1):
            self._events.append(list(start.play(action, seat)))
            if k % CHECKPOINT == 0:
                self._checkpoints[k] = start.copy()
        self._cur = start  # the game after every move, kept as the working copy
        self._cur_k = self.last

    @property
    def last(self) -> int:
        """The number of moves (the last step)."""
        return len(self.moves)

    def at(self, k: int) -> Game:
        """The game after ``k`` moves (``0 ≤ k ≤ last``); the timeline's own copy."""
        if not 0 <= k <= self.last:
            raise StepError("core.step_range", last=self.last, step=k)
        if not self._cur_k <= k <= self._cur_k + CHECKPOINT:
            base = k - k % CHECKPOINT
            self._cur, self._cur_k = self._checkpoints[base].copy(), base
        while self._cur_k < k:
            seat, action = self.moves[self._cur_k]
            self._cur.play(action, seat)
            self._cur_k += 1
        return self._cur

    def events(self, k: int) -> list[Event]:
        """What move ``k`` did (``0``: the deal's events)."""
        return list(self._events[k])

    def log(self, k: int) -> list[tuple[int, Event]]:
        """Every event up to move ``k``, with its move's number."""
        return [(i, e) for i in range(k + 1) for e in self._events[i]]

    def marks(self) -> list[tuple[int, str, dict[str, int]]]:
        """``(move, "deal" | "trick", numbers)``: where each deal starts (its number) and
        each trick is won (its deal and number), in order."""
        out: list[tuple[int, str, dict[str, int]]] = []
        deal = trick = 0
        for k, events in enumerate(self._events):
            for e in events:
                if e.kind == "deal":
                    deal, trick = deal + 1, 0
                    out.append((k, "deal", {"number": deal}))
                elif e.kind == "trick":
                    trick += 1
                    out.append((k, "trick", {"deal": max(deal, 1), "number": trick}))
        return out

    def tricks(self, k: int) -> list[Event]:
        """The tricks won in the deal under way at move ``k`` (as
        :meth:`cardlab.session.Session.tricks` gives them)."""
        out: list[Event] = []
        for _, e in self.log(k):
            if e.kind == "deal":
                out = []
            elif e.kind == "trick" and "cards" in e.values:
                out.append(e)
        return out
