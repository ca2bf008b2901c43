"""Reviewing a game at the table: save it, open a saved one, step through it, play on.

The part of :class:`cardlab.ui.Table` that handles records and the replay timeline
(a mixin, so that the table's module stays about playing). In replay mode the table
shows the game after ``k`` moves of a :class:`~cardlab.records.Timeline` — the same
tree as in play, from the table's seat (a spectator with ``seat=None``, every hand in
teacher mode) — with the timeline below it: first, back, forward, last, a slider over
every move, a jump to each deal and trick, the events of move ``k`` narrated, and
"play on from here". No bot acts and no move is accepted while it replays.

The page asks by intents: ``{"replay": "first" | "back" | "forward" | "last" |
"play_on" | "leave"}``, ``{"goto": k}`` and ``{"ui": "review"}``; a file is saved by a
custom message to the page, ``{"download": {"name", "mime", "text"}}``.

>>> import json, cardlab
>>> from cardlab.ui import Table
>>> table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
>>> table.act("take 4S")
True
>>> text = json.dumps(table.game.to_record())
>>> table.open_record(text[:50], "cut.json"), table.message["text"]
(False, 'This file stops in the middle of the record (it was cut short), so it cannot be opened.')
>>> table.open_record(text, "game.json"), table.replay_step
(True, 3)
>>> table.replay_to("back"), len(table.shown_game().history), table.actions
(True, 2, [])
>>> table.play_on(), table.replaying, table.game.action_count
(True, False, 3)
"""

from __future__ import annotations

import asyncio
import bisect
import datetime as _dt
import importlib
import itertools
import json
from typing import Any

from cardlab import layout
from cardlab.core import Game
from cardlab.errors import RecordError
from cardlab.i18n import LANGS, t
from cardlab.records import Timeline, check_record, record_name
from cardlab.session import Session
from cardlab.tricks import TrickGame

__all__ = ["Review", "replay_page_module"]

STEPS = ("first", "back", "forward", "last")


def replay_page_module() -> Any:
    """:mod:`cardlab.replay_page` when this cardlab has it (it writes the standalone
    replay page), else ``None``.

    >>> module = replay_page_module()
    >>> module is None or callable(module.replay_html)
    True
    """
    try:
        replay_page = importlib.import_module("cardlab.replay_page")
    except ImportError:
        return None
    return replay_page if hasattr(replay_page, "replay_html") else None


_H_JOBS = itertools.count(1)  # "Why?" questions, so that an old answer is told apart


def _today() -> str:
    return _dt.datetime.now(_dt.UTC).date().isoformat()


class Review:
    """Save, open, review and play on (mixed into :class:`cardlab.ui.Table`)."""

    _timeline: Timeline | None = None
    _step: int = 0
    _regrets: list[Any] | None = None
    _h_job: Any = None  # the hindsight running in the background (its timeline first)
    _rp_log: dict[tuple[Any, ...], tuple[list[int], list[str]]]

    # ================================================================= public API

    @property
    def replaying(self) -> bool:
        """Is the table showing a replay (stepping through moves, not playing)?"""
        return self._timeline is not None

    @property
    def replay_step(self) -> int | None:
        """The move the replay shows (``None`` outside replay mode)."""
        return self._step if self._timeline is not None else None

    def shown_game(self) -> Game:
        """The game as the page shows it now: in replay mode the game after
        :attr:`replay_step` moves (do not change it), else the game being played."""
        tl = self._timeline
        return self.session.game if tl is None else tl.at(self._step)

    def save(self) -> bool:
        """Give the page the game's record as the file ``<game>-<seed>-<date>.json``."""
        g = self.session.game
        name = record_name(g, _today())
        text = json.dumps(g.to_record(), ensure_ascii=False, indent=1)
        self.send({"download": {"name": name, "mime": "application/json", "text": text}})
        self._say("ui.msg.saved", "info", name=name)
        self._sync_message()
        return True

    def save_replay_page(self) -> bool:
        """Give the page the standalone replay page of the game (``…-<date>.html``), when
        this cardlab has :mod:`cardlab.replay_page`."""
        module = replay_page_module()
        if module is None:
            return self._reject("ui.msg.no_replay_page")
        g = self.session.game
        text = module.replay_html(g.to_record(), lang=self.lang, seat=self.seat,
                                  teacher=self.teacher)
        name = record_name(g, _today(), "html")
        self.send({"download": {"name": name, "mime": "text/html", "text": text}})
        self._say("ui.msg.page_saved", "info", name=name)
        self._sync_message()
        return True

    def open_record(self, data: bytes | str | dict[str, Any], name: str = "") -> bool:
        """Open a record (a file's content, or the record): checked in full first
        (:func:`~cardlab.records.check_record`); on any fault one sentence on the message
        line and nothing changes. A good one replaces the game and is shown in replay
        mode at its last move. ``True`` when it opened."""
        if isinstance(data, bytes | bytearray | memoryview):
            data = bytes(data)
        try:
            game = check_record(data, self.session.game.name)
        except RecordError as e:
            said = {lang: e.text(lang) if hasattr(e, "text") else str(e) for lang in LANGS}
            return self._reject("ui.msg.plain", text=said)
        self._cancel_timer()
        seat = self.seat if self.seat is None or self.seat < game.players else 0
        self._check_seat_arg(seat, game)
        if seat != self.seat:
            self._set_seat_quietly(seat)
        bots = [s for s in range(game.players) if s != seat]
        self.session.reset(game, bots)
        self._after_reset()
        self._enter_replay(game.action_count)
        shown = name[:60] if isinstance(name, str) and name else record_name(game, "…")
        title = {lang: game.title.get(lang, game.name) for lang in LANGS}
        self._say("ui.msg.opened", "info", name=shown, game=title, count=game.action_count)
        self._refresh()
        return True

    def review(self, step: int | None = None) -> bool:
        """Step through the game being played (default: from its last move)."""
        self._cancel_timer()
        g = self.session.game
        self._enter_replay(g.action_count if step is None else step)
        self._msg = None
        self._refresh()
        return True

    def explain(self, seat: int | None = None, playouts: int = 120, seed: int = 0) -> bool:
        """"Why?": the coach's hindsight on the last deal of the game reviewed
        (:func:`cardlab.coach.hindsight.hindsight`) for ``seat`` (default: the table's
        seat). Each decision where another choice was clearly better becomes a mark of the
        timeline ("move 12: ♠Q?") and its sentence, with the estimates, is said among the
        events of that move; the message line says how many (or that there was none).
        Opens the review when the table is not in it.

        Under a kernel's event loop the hindsight runs in the coach's background worker
        (``coach_runner``, :mod:`cardlab.ui.coach`) and the table stays free: the message
        line says the coach is looking back, the review can be stepped through meanwhile,
        and the marks appear when it is done (dropped if the review was left or another
        "Why?" asked). Without an event loop (plain Python, tests) it is computed at once."""
        from cardlab.coach.hindsight import hindsight

        seat = self.seat if seat is None else seat
        if seat is None:
            return self._reject("ui.msg.hindsight_seat")
        if self._timeline is None:
            self.review()
        tl = self._timeline
        assert tl is not None
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:
            self._h_job = None
            self._explained(hindsight(tl.at(tl.last), seat, playouts=playouts, seed=seed))
            return True
        from cardlab.ui.coach import POLL, submit

        job = self._h_job = (tl, seat, playouts, seed, next(_H_JOBS))
        fut = submit(self.coach_runner, hindsight, tl.at(tl.last).copy(), seat,  # type: ignore[attr-defined]
                     playouts=playouts, seed=seed)
        self._regrets = None
        self.notice("ui.msg.hindsight_thinking")
        loop.call_later(POLL, self._hindsight_poll, job, fut, POLL)
        return True

    def _hindsight_poll(self, job: Any, fut: Any, every: float) -> None:
        """Look at a running hindsight: its marks when it is done and still wanted."""
        try:
            if job is not self._h_job or job[0] is not self._timeline:
                return  # the review was left, or another "Why?" asked
            if not fut.done():
                asyncio.get_running_loop().call_later(every, self._hindsight_poll, job,
                                                      fut, every)
                return
            self._h_job = None
            self._explained(fut.result())
        except Exception as e:
            self._error(e)

    def _explained(self, regrets: list[Any]) -> None:
        """Show ``regrets`` on the review's timeline and say how many on the message line."""
        self._regrets = regrets
        if regrets:
            self.notice("ui.msg.hindsight", count=len(regrets))
            self._step = regrets[0].step
        else:
            self.notice("coach.hindsight.none")
        self._refresh()

    def replay_to(self, step: Any) -> bool:
        """Show the replay after ``step`` moves (or ``"first"``, ``"back"``,
        ``"forward"``, ``"last"``)."""
        tl = self._timeline
        if tl is None:
            return self._reject("ui.msg.not_in_replay")
        if step in STEPS:
            step = {"first": 0, "back": self._step - 1, "forward": self._step + 1,
                    "last": tl.last}[step]
            step = max(0, min(tl.last, step))
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= tl.last:
            shown = step if isinstance(step, int) else str(step)[:20]
            return self._reject("ui.msg.bad_step", step=shown, last=tl.last)
        if step != self._step:
            self._msg = None  # the message line spoke of the move shown before
        self._step = step
        self._refresh()
        return True

    def leave_replay(self) -> bool:
        """Back to the game being played, as it was (bots to move then act)."""
        if self._timeline is None:
            return self._reject("ui.msg.not_in_replay")
        self._timeline = None
        self._msg = None
        self._refresh()
        self._run_bots()
        return True

    def play_on(self) -> bool:
        """Turn the replay into a live game at the move shown: the table's seat (seat 0
        for a spectator) is human, bots play the others and act at once if to move."""
        tl = self._timeline
        if tl is None:
            return self._reject("ui.msg.not_in_replay")
        k, seat = self._step, 0 if self.seat is None else self.seat
        start = tl.at(0).copy()
        session = Session(start, seat=None, bots=())
        for who, action in tl.moves[:k]:
            session.play(action, who)
        session.seat = seat
        for s in range(start.players):
            if s != seat:
                session.set_kind(s, "bot")
        self._cancel_timer()
        self._timeline = None
        session.deal_id = self.session.deal_id + 1
        self.session = session
        if seat != self.seat:
            self._set_seat_quietly(seat)
        self._after_reset()
        self._say("ui.msg.play_on", "info", step=k, seat=seat)
        self._refresh()
        if self.auto:
            self._run_bots()
        else:
            self.auto = True  # its observer lets the bots act
        return True

    # ================================================================= inside

    def _set_seat_quietly(self, seat: int | None) -> None:
        self._quiet = True
        try:
            self.seat = seat
            self.session.seat = seat
        finally:
            self._quiet = False

    def _enter_replay(self, step: int) -> None:
        tl = Timeline(self.session.game)
        self._timeline, self._step = tl, max(0, min(tl.last, int(step)))
        self._rp_log = {}
        self._regrets = None

    def _replay_intent(self, content: dict[str, Any]) -> bool:
        """``{"replay": …}``, ``{"goto": k}`` or ``{"ui": "review"}`` from the page."""
        if "goto" in content:
            return self.replay_to(content["goto"])
        what = content.get("replay", content.get("ui"))
        if what == "review":
            return self.review()
        if what == "play_on":
            return self.play_on()
        if what == "leave":
            return self.leave_replay()
        if what in STEPS:
            return self.replay_to(what)
        return self._reject("ui.msg.not_an_intent", what=str(what)[:20])

    def _replay_log(self) -> list[str]:
        """The log up to the move shown, as the viewer reads it in the table's language
        (each event worded once per language and viewpoint)."""
        tl = self._timeline
        assert tl is not None
        key = (self.lang, self.seat, self.teacher)
        entry = self._rp_log.get(key)
        if entry is None:
            steps, lines = [], []
            for k, e in tl.log(tl.last):
                if e.visible_to(self.seat, self.teacher):
                    steps.append(k)
                    lines.append(e.text(self.lang))
            entry = self._rp_log[key] = (steps, lines)
        steps, lines = entry
        return lines[: bisect.bisect_right(steps, self._step)]

    def _timeline_piece(self, lang: str) -> dict[str, Any]:
        """The timeline as the page draws it (every text worded)."""
        tl = self._timeline
        assert tl is not None
        k = self._step
        marks = []
        for step, kind, nums in tl.marks():
            key = "ui.replay.deal" if kind == "deal" else "ui.replay.trick"
            marks.append({"step": step, "label": t(key, lang, **nums)})
        regrets = self._regrets or []
        marks += [{"step": r.step, "label": t("coach.hindsight.mark", lang, step=r.step + 1,
                                              better=r.better)} for r in regrets]
        marks.sort(key=lambda m: m["step"])
        events = [e.text(lang) for e in tl.events(k) if e.visible_to(self.seat, self.teacher)]
        events += [r.why[lang] for r in regrets if r.step == k]
        labels = {w: t(f"ui.replay.{w}", lang) for w in
                  ("title", "first", "back", "forward", "last", "slider", "jump",
                   "play_on", "leave", "events", "keys")}
        return {"step": k, "last": tl.last, "marks": marks, "labels": labels,
                "position": t("ui.replay.position", lang, step=k, last=tl.last),
                "events": events if events or k else [t("ui.replay.dealt", lang)]}

    def _replay_tree(self, lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
        """The view and the picture of the move shown (the tree as in play, no actions)."""
        tl = self._timeline
        assert tl is not None
        g = tl.at(self._step)
        view = g.view(self.seat, reveal=self.teacher)
        tricks = tl.tricks(self._step) if isinstance(g, TrickGame) else None
        kinds = self.session.kinds  # a record played by nobody here (a student's, opened
        if all(k == "bot" for k in kinds):  # by the teacher) does not say who was a bot
            kinds = ()
        out = layout.picture(view, lang, [], kinds, teacher=self.teacher,
                             tricks=tricks, code=g.deal_code,
                             bot_level=self.session.bot_level)
        head = out["head"]
        head["mine"] = False  # a replay takes no move and waits for nobody: it says whose
        head["prompt"] = (t("ui.replay.next", lang, seats=list(g.to_move),  # move comes next
                            button=t("ui.replay.forward", lang))
                          if g.to_move and not g.is_over else "")
        out["replay"] = self._timeline_piece(lang)
        return view, out
