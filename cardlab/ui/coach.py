"""The coach at the table: what the viewer's seat knows and what each choice may bring.

The part of :class:`cardlab.ui.Table` that runs :mod:`cardlab.coach` for the viewer (a
mixin, so that the table's module stays about playing). With ``table.coach = True``
the picture gets a ``coach`` node (:func:`cardlab.layout.coach_panel`): the cards the
seat has not seen, by suit (a set: never where they are), hand sizes, known voids and
known cards (:func:`cardlab.coach.knowledge`) and, when it is the seat's turn, every
legal action's estimate, best first, with one sentence why.

Who gets it: only the viewer's own seat, when a human plays it (no panel for a
spectator or a bot's seat). In teacher mode the coach still uses only what the viewer's
seat knows (:func:`~cardlab.coach.knowledge` and :func:`~cardlab.coach.estimate` read
the seat's view, never the revealed hands). In replay mode the coach is silent (no
panel, any question cancelled): it answers for the game being played, not for a move
shown.

A teacher can forbid it (an exam): ``table.coach_allowed = False`` switches it off and
keeps it off; the controls disable the switch with a tooltip saying why. This is a
classroom setting, not a lock: the learner's own kernel could turn it back on.

How it computes. One question is asked per position (the deal, the seat and the moves
so far); a new position cancels the old question (its ``progress`` callback returns
``False``) and an answer is shown only if its position is still the one on the table,
so a stale answer never appears. Without a running event loop (plain Python, tests) the
answer is computed at once, with ``coach_playouts`` rounds and no time limit, so it is
deterministic. Under a kernel's event loop it runs in the background and the table
polls it ``POLL`` seconds apart, showing "thinking… n of N playouts" (the synced
``coach_progress``), until ``coach_playouts`` rounds or ``coach_seconds`` seconds.

Where it runs in the background: ``coach_runner = "process"`` (the default) sends the
game to one worker process kept per kernel (``concurrent.futures.ProcessPoolExecutor``,
"forkserver" start: no copy of the kernel's threads; a lower CPU priority), which shares
only two numbers with the kernel: the question wanted now and the rounds done. Why a
process: playouts are pure Python, so in a thread (``coach_runner = "thread"``, kept to
compare) they hold the GIL and every click handler must win it back (up to the 5 ms
switch interval each time it waits), and they share one core with the kernel; slices on
the event loop would block the loop for a whole round (one playout per legal action,
tens of milliseconds). A process leaves the kernel's GIL alone and uses a second core.
Measured while building (``benchmarks/ui_click.py --coach``, on a 2-core VM under a load
average of about 13, so every figure was noisy): click → redraw median 62 and 87 ms with
the process, 54, 60 and 69 ms with a thread, 63 ms with the coach off; the kernel's own
handling of a click stays about 2 ms either way (p95 15–17 ms). The two did not differ
beyond that noise; the process was kept because it cannot hold the kernel's GIL whatever
a future estimate does. The cost: the worker (and the forkserver) are two more processes
per kernel, started the first time a coach is switched on. Only the answers (the viewer's
own legal actions with numbers) and public facts reach the page; the game itself stays
in the kernel and the worker.

>>> import cardlab
>>> from cardlab.ui import Table
>>> table = Table(cardlab.new_game("notice", players=3, seed=2), bot_delay=0, lang="en")
>>> table.coach_playouts = 2
>>> table.coach = True
>>> panel = table.tree["coach"]
>>> panel["state"], panel["best_title"], len(panel["rows"]) == len(table.view["legal"])
('ready', 'Best choice', True)
>>> table.coach = False
>>> "coach" in table.tree
False
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures as cf
import contextlib
import itertools
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from typing import Any

import traitlets as T

from cardlab import coach as _coach
from cardlab import layout
from cardlab.i18n import t

__all__ = ["COACH_PLAYOUTS", "COACH_SECONDS", "POLL", "RUNNERS", "Coach", "submit"]

COACH_PLAYOUTS = 400  # rounds a background answer aims for…
COACH_SECONDS = 1.5  # …or this many seconds, whichever comes first
SYNC_PLAYOUTS = 24  # rounds of an answer computed at once (no event loop)
POLL = 0.25  # seconds between two looks at a running question (progress, answer)
RUNNERS = ("process", "thread")
WORKER_NICE = 10  # the worker process's lower priority (os.nice)

# ----------------------------------------------------------------- the worker's side

_WANTED: Any = None  # the question wanted now (shared with the worker process)
_DONE: Any = None  # [question, rounds done] of the running question
_POOLS: dict[str, cf.Executor] = {}
_LOCK = threading.Lock()
_JOBS = itertools.count(1)  # question numbers, unique in the kernel


def _shared() -> tuple[Any, Any]:
    """The two shared numbers (made once per kernel)."""
    global _WANTED, _DONE
    with _LOCK:
        if _WANTED is None:
            ctx = multiprocessing.get_context("forkserver")
            _WANTED, _DONE = ctx.Value("q", -1), ctx.Array("q", [-1, 0])
    return _WANTED, _DONE


def _init_worker(wanted: Any, done: Any) -> None:
    """In the worker process: keep the shared numbers, and yield the CPU to the kernel
    and the browser (a lower priority: on a 2-core laptop the clicks come first)."""
    global _WANTED, _DONE
    _WANTED, _DONE = wanted, done
    with contextlib.suppress(OSError, AttributeError):
        os.nice(WORKER_NICE)


def _pool(runner: str) -> cf.Executor:
    """The one worker of ``runner`` (made on first use, kept for the kernel's life)."""
    with _LOCK:
        pool = _POOLS.get(runner)
    if pool is None:
        wanted, done = _shared()
        if runner == "process":
            ctx = multiprocessing.get_context("forkserver")
            pool = cf.ProcessPoolExecutor(1, mp_context=ctx, initializer=_init_worker,
                                          initargs=(wanted, done))
        else:
            pool = cf.ThreadPoolExecutor(1, thread_name_prefix="cardlab-coach")
        with _LOCK:
            if not _POOLS:
                atexit.register(_close_pools)
            pool = _POOLS.setdefault(runner, pool)
    return pool


def submit(runner: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> cf.Future[Any]:
    """Run ``fn(*args, **kwargs)`` in the coach's background worker of ``runner``
    (``"process"`` or ``"thread"``), after the questions sent before; a worker that died
    is replaced once. (The review's "Why?" runs the coach's hindsight this way.)"""
    try:
        return _pool(runner).submit(fn, *args, **kwargs)
    except cf.BrokenExecutor:  # its worker died (killed, out of memory): a new one
        _drop_pool(runner)
        return _pool(runner).submit(fn, *args, **kwargs)


def _close_pools() -> None:
    """At exit: let the workers go before the interpreter tears its modules down."""
    for runner in list(_POOLS):
        _drop_pool(runner)


def _drop_pool(runner: str) -> None:
    with _LOCK:
        pool = _POOLS.pop(runner, None)
    if pool is not None:
        pool.shutdown(wait=False, cancel_futures=True)


def _work(job: int, estimate: Callable[..., Any], game: Any, seat: int, playouts: int,
          seconds: float, seed: int, pause: float) -> list[dict[str, Any]] | None:
    """Run one question (in the worker); ``None`` when it was cancelled. ``pause``
    seconds of sleep after each round give the GIL back (a thread worker)."""
    wanted, done = _WANTED, _DONE
    if wanted.value != job:
        return None

    def progress(rounds: int) -> bool:
        done[0], done[1] = job, rounds
        if pause:
            time.sleep(pause)
        return bool(wanted.value == job)

    out = estimate(game, seat, playouts=playouts, seconds=seconds, seed=seed,
                   progress=progress)
    return _ranked(out) if wanted.value == job else None


def _ranked(estimates: Any) -> list[dict[str, Any]]:
    """The estimates as JSON, best first (:func:`cardlab.coach.ranked`)."""
    return [e.to_json() for e in _coach.ranked(estimates)]


# ----------------------------------------------------------------- the table's side


class Coach(T.HasTraits):
    """The coach panel and its background questions (mixed into :class:`cardlab.ui.Table`).

    ``coach`` turns it on; ``coach_allowed`` (a teacher's setting) forbids it;
    ``coach_runner`` is ``"process"`` or ``"thread"`` (background work under an event
    loop); ``coach_playouts`` and ``coach_seconds`` bound an answer; ``coach_estimate``
    is the function asked (:func:`cardlab.coach.estimate`, or one with its signature).
    """

    coach = T.Bool(False)
    coach_allowed = T.Bool(True)
    coach_progress = T.Dict().tag(sync=True)  # {"text", "done", "target"} while thinking
    coach_runner = T.Enum(RUNNERS, "process")
    coach_playouts = T.Int(COACH_PLAYOUTS)
    coach_seconds = T.Float(COACH_SECONDS)
    coach_estimate: Callable[..., Any] = staticmethod(_coach.estimate)

    def _coach_init(self) -> None:
        self._c_key: Any = None  # the position of the question asked
        self._c_job = -1  # its number (the worker cancels any other)
        self._c_answer: tuple[Any, list[dict[str, Any]]] | None = None
        self._c_error: tuple[Any, str] | None = None
        self._c_future: cf.Future[Any] | None = None
        self._c_timer: asyncio.TimerHandle | None = None
        self._c_know: tuple[Any, Any] | None = None
        self.observe(self._on_coach_change, names=["coach", "coach_allowed"])

    # ================================================================= public API

    @property
    def coach_thinking(self) -> bool:
        """Is a question running in the background now?"""
        return self._c_future is not None and not self._c_future.done()

    def coach_answer(self) -> list[dict[str, Any]] | None:
        """The estimates shown now (best first, as JSON), or ``None``.

        >>> import cardlab
        >>> from cardlab.ui import Table
        >>> table = Table(cardlab.new_game("comrade", seed=7), bot_delay=0, lang="en")
        >>> table.coach_answer() is None
        True
        >>> table.coach_playouts = 1; table.coach = True
        >>> rows = table.tree["coach"]["rows"]
        >>> [e["action"] for e in table.coach_answer()] == [r["act"] for r in rows]
        True
        """
        if self._c_answer is not None and self._c_answer[0] == self._coach_key():
            return self._c_answer[1]
        return None

    # ================================================================= inside

    def _on_coach_change(self, change: dict[str, Any]) -> None:
        try:
            if change["name"] == "coach_allowed" and not change["new"]:
                self.coach = False  # an exam: off, and it stays off
                return
            if change["name"] == "coach" and change["new"] and not self.coach_allowed:
                self.coach = False
                self._say("ui.coach.locked", "error")
            if not self.coach:
                self._coach_cancel()
            self._refresh()
        except Exception as e:
            self._error(e)

    def _coach_key(self) -> Any:
        """The position a question is about: the deal, the seat and every move so far."""
        g = self.session.game
        return (self.session.deal_id, id(g), self.seat,
                tuple((h.seat, str(h.action)) for h in g.history))

    def _coach_cancel(self) -> None:
        """Stop any question (its progress callback returns False at the next round)."""
        if _WANTED is not None and _WANTED.value == self._c_job:
            _WANTED.value = -1  # a question of another table (one worker per kernel) goes on
        self._c_key = None
        self._c_job = -1
        if self._c_timer is not None:
            self._c_timer.cancel()
            self._c_timer = None
        self._c_future = None
        if self.coach_progress:
            self.coach_progress = {}

    def _coach_piece(self, out: dict[str, Any], lang: str) -> None:
        """Put the coach's node into the picture ``out`` (nothing when it does not show)."""
        seat, g = self.seat, self.session.game
        if not (self.coach and self.coach_allowed) or seat is None or self.session.is_bot(seat):
            self._coach_cancel()
            return
        key = self._coach_key()
        know = self._coach_knowledge(key, g, seat)
        kn = know.to_json()
        lines = know.lines(lang)[1:]  # the first line (unseen counts) is the rows' title
        legal = list(g.legal_actions(seat)) if not g.is_over else []
        state, answer, error = "waiting", [], ""
        if len(legal) == 1:
            state = "one"
        elif legal:
            state, answer, error = self._coach_ask(key, g, seat)
        if self._c_future is not None and self._c_key != key:
            self._coach_cancel()  # not the seat's turn any more: the question is moot
        labels = {a["act"]: a["label"] for a in self.actions}
        out["coach"] = layout.to_json(layout.coach_panel(
            g.name, lang, state, unseen=kn["unseen_by_suit"], count=len(kn["unseen"]),
            know=lines, answer=answer, labels=labels, error=error))

    def _coach_knowledge(self, key: Any, g: Any, seat: int) -> Any:
        if self._c_know is None or self._c_know[0] != key:
            self._c_know = (key, _coach.knowledge(g, seat))
        return self._c_know[1]

    def _coach_ask(self, key: Any, g: Any, seat: int
                   ) -> tuple[str, list[dict[str, Any]], str]:
        """The answer for ``key`` if there is one; else ask (at once without an event
        loop, in the background under one). Returns (state, answer, error)."""
        if self._c_answer is not None and self._c_answer[0] == key:
            return "ready", self._c_answer[1], ""
        if self._c_error is not None and self._c_error[0] == key:
            return "error", [], self._c_error[1]
        if self._c_key == key and self.coach_thinking:
            return "thinking", [], ""
        self._coach_cancel()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:
            return self._coach_now(key, g, seat)
        self._coach_start(key, g, seat, loop)
        return "thinking", [], ""

    def _coach_seed(self, g: Any) -> int:
        return g.action_count  # the same question gets the same answer

    def _coach_now(self, key: Any, g: Any, seat: int) -> tuple[str, list[dict[str, Any]], str]:
        """Answer at once (no event loop): ``coach_playouts`` rounds, no time limit, at
        most :data:`SYNC_PLAYOUTS` rounds unless set lower."""
        target = min(self.coach_playouts, SYNC_PLAYOUTS)

        def progress(rounds: int) -> bool:
            self._coach_show_progress(rounds, target)
            return True

        try:
            out = _ranked(self.coach_estimate(g, seat, playouts=target, seconds=None,
                                              seed=self._coach_seed(g), progress=progress))
        except Exception as e:
            self._c_error = (key, _short(e))
            return "error", [], self._c_error[1]
        finally:
            self.coach_progress = {}
        self._c_answer = (key, out)
        return "ready", out, ""

    def _coach_start(self, key: Any, g: Any, seat: int, loop: asyncio.AbstractEventLoop
                     ) -> None:
        """Send the question to the background worker and look at it ``POLL`` s apart."""
        wanted, done = _shared()
        job = self._c_job = next(_JOBS)
        wanted.value = job
        done[0], done[1] = job, 0
        runner = self.coach_runner
        pause = 0.002 if runner == "thread" else 0.0
        self._c_key = key
        args = (_work, job, self.coach_estimate, g.copy(), seat, self.coach_playouts,
                self.coach_seconds, self._coach_seed(g), pause)
        self._c_future = submit(runner, *args)
        self._coach_show_progress(0, self.coach_playouts)
        self._c_timer = loop.call_later(POLL, self._coach_poll, job)

    def _coach_show_progress(self, done: int, target: int) -> None:
        self.coach_progress = {"done": done, "target": target,
                               "text": t("coach.panel.thinking", self.lang, done=done,
                                         target=target)}

    def _coach_poll(self, job: int) -> None:
        """Look at the running question: its progress, or its answer when it is done."""
        try:
            self._c_timer = None
            fut = self._c_future
            if job != self._c_job or fut is None:
                return
            if fut.done():
                self._coach_done(job, fut)
                return
            rounds = int(_DONE[1]) if _DONE is not None and _DONE[0] == job else None
            if rounds is not None and rounds != self.coach_progress.get("done"):
                self._coach_show_progress(rounds, self.coach_playouts)
            self._c_timer = asyncio.get_running_loop().call_later(POLL, self._coach_poll, job)
        except Exception as e:
            self._error(e)

    def _coach_done(self, job: int, fut: cf.Future[Any]) -> None:
        """A finished question: its answer is shown if its position is still on the table."""
        key = self._c_key
        self._c_future = None
        self._c_key = None
        try:
            out = fut.result()
        except Exception as e:
            if isinstance(e, cf.BrokenExecutor):
                _drop_pool(self.coach_runner)  # the next question gets a new worker
            self._c_error = (key, _short(e))
            out = None
        if out is not None and key == self._coach_key() and self.coach:
            self._c_answer = (key, out)
        self.coach_progress = {}
        self._refresh()


def _short(e: BaseException) -> str:
    text = f"{type(e).__name__}: {e}"
    return text if len(text) <= 160 else text[:159] + "…"
