"""Play together: a game dashboard opened with ``?table=NAME`` sits at a shared table.

One shared table (:mod:`cardlab.tables`) lives in the class database; every seat's page
has its own kernel, which replays the table's log into a full game and shows only its own
seat (the table widget's usual rule: ``game.view(seat)``). The flow of a page:

1. the link ``…/dashboards/<game>.ipynb?table=NAME`` (a table that does not exist yet is
   made by the first visitor, from the link's ``players`` and ``seed``, without a teacher
   code — a teacher makes one with a code on the class board);
2. a name (``JUPYTERHUB_USER`` when set): a student who sits there already gets the seat
   back at once (closing a tab frees nothing), anyone else picks a free seat;
3. the table: clicks go through :meth:`cardlab.tables.TableClient.play`; a refusal, or
   another seat acting first, is one sentence on the message line and the table shows the
   new state. Above it: who sits where, connected or not, and whose turn it is.

The kernel polls the store every :data:`cardlab.tables.POLL_S` on its event loop (and
plays the bots when it holds the table's lease); :meth:`SharedTable.tick` does one round
by hand. ``?table=NAME&watch=1&code=CODE`` is the teacher's watch: every hand, every
seat's connection, and "give to a bot" for a seat that is free or quiet.

>>> import tempfile, pathlib
>>> from cardlab.tables import TableStore
>>> store = TableStore(pathlib.Path(tempfile.mkdtemp()) / "c.sqlite")
>>> side = TogetherSide("t1", "trumps", lang="en", store=store, settings={"players": 2,
...                     "seed": 4}, user="")
>>> side.name_box.value = "Aiko"
>>> side.join(), [b.description for b in side.seat_buttons]
(True, ['seat 0: free', 'seat 1: free'])
>>> side.sit(1), side.table.seat, side.table.client.student
(True, 1, 'Aiko')
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import os
import time
from collections.abc import Callable
from typing import Any

import ipywidgets as W

from cardlab.core import MAX_ACTION_TEXT, Event
from cardlab.db import StoreError
from cardlab.i18n import LANGS, t
from cardlab.link_settings import in_room
from cardlab.registry import seat_choice
from cardlab.registry import title as game_title
from cardlab.tables import (
    POLL_S,
    QUIET_S,
    WAKE_POLL_S,
    TableClient,
    TableError,
    TableInfo,
    TableStore,
    topic,
)
from cardlab.ui.table import Table, _guarded, hide_when_empty, message_line, shielded
from cardlab.ui.wakeup import Wakeup, every, is_trouble

__all__ = ["Follower", "SharedTable", "TablesPanel", "TogetherSide", "WatchSide", "table_link",
           "together_side"]

INFO_S = 1.0
"""How often a page reads who sits where on a database without wake-ups (connections
change without a move)."""
WAKE_INFO_S = 5.0
"""How often it reads it when writes wake it (PostgreSQL): a seat taken, left or given to
a bot wakes the page, which then reads it at once; only a seat going quiet (its kernel
gone) is seen by reading, so within :data:`cardlab.tables.CONNECTED_S` + this."""


class Follower(TableClient):
    """A :class:`~cardlab.tables.TableClient` that keeps the events it applied for the
    table to draw (``drain``), and who sits where (``info``), read as a page needs it
    (:meth:`follow`). Without a ``student`` it watches (the teacher's page:
    :attr:`~cardlab.tables.TableClient.watching`), and may still play the bots when it
    holds the lease.

    >>> from cardlab.tables import TableStore
    >>> store = TableStore(":memory:")
    >>> _ = store.create_table("f", "trumps", players=2, seed=4, bots=(1,))
    >>> me = Follower(store, "f", "Aiko")
    >>> _ = me.play(me.game.legal_actions(0)[0])
    >>> me.follow(), me.moves > 1, len(me.drain()) > 0  # the bot answered
    (False, True, True)
    """

    def __init__(self, store: TableStore, name: str, student: str | None = None,
                 seat: int | None = None, client: str | None = None) -> None:
        super().__init__(store, name, student, seat, client)
        self.unseen: list[Event] = []
        self.noted = False
        """Did a notification (not a poll) wake the page since its last round?"""
        self.info: TableInfo = store.table(self.name)
        self.info_every = INFO_S if not store.db.wakes else WAKE_INFO_S
        self._info_at = time.monotonic()

    def _applied(self, events: list[Event]) -> None:
        self.unseen.extend(events)  # every move applied (synced, played, a bot's): drawn

    def drain(self) -> list[Event]:
        """The events applied since the last call."""
        out, self.unseen = self.unseen, []
        return out

    def follow(self) -> bool:
        """A page's round, before it draws: the moves since the last one (one read);
        who sits where when a notification woke the page and no move came (a seat was
        taken, left or given to a bot), and every :attr:`info_every` seconds; the bots
        when a seat is a bot's (this client plays them while it holds the lease).
        ``True`` when who sits where was read."""
        noted, self.noted = self.noted, False
        before = self.moves
        self.sync()
        read = (noted and self.moves == before) or self.info_due()
        if read:
            self.read_info()
        if any(s.kind == "bot" for s in self.info.seats):
            self.run_bots()
        return read

    def info_due(self) -> bool:
        """Is it time to read who sits where again (after drawing)?"""
        return time.monotonic() - self._info_at >= self.info_every

    def read_info(self) -> TableInfo:
        """Read who sits where (two reads)."""
        self._info_at = time.monotonic()
        self.info = self.store.table(self.name)
        return self.info


class SharedTable(Table):
    """The table widget of one seat at a shared table (``client.seat``; ``None`` with
    ``teacher=True``: the teacher's watch). No local bots, no undo, new deal, opening a
    record or changing seats; ``.status`` (an HTML widget) says who sits where and
    whose turn it is. ``start()`` polls on the kernel's event loop, ``tick()`` once."""

    def __init__(self, client: Follower, *, lang: str = "ja", teacher: bool = False) -> None:
        self.client = client
        self.status = W.HTML()
        self.status.add_class("tg-status")
        self._poller: asyncio.Task[None] | None = None
        self._wakeup: Wakeup | None = None
        self._woken = asyncio.Event()
        self._trouble = False
        self._stopped = False
        seat = client.seat
        others = [s for s in range(client.game.players) if s != seat]
        super().__init__(client.game, seat=seat, lang=lang, bot_delay=0, teacher=teacher,
                         bots=others, auto=False)
        self.add_class("tg-table")
        self.tick()

    # ----------------------------------------------------------------- playing

    @_guarded
    def act(self, text: Any, seat: int | None = None) -> bool:
        """Play ``text`` for this page's seat through the shared table's log; a refusal
        (or another seat acting first) is one sentence, and the table shows the new
        state."""
        if not isinstance(text, str):
            return self._reject("ui.msg.bad_act_type", type=type(text).__name__)
        if len(text) > MAX_ACTION_TEXT:
            return self._reject("ui.msg.too_long", length=len(text), limit=MAX_ACTION_TEXT)
        if self.client.seat is None or self.replaying:
            return self._reject("ui.msg.spectator")
        if seat not in (None, self.client.seat):
            return self._reject("ui.msg.not_your_seat", seat=seat, you=self.client.seat)
        try:
            self.client.play(text)
        except StoreError as e:  # a refusal, another seat first, or the database's trouble
            said = {lang: " ".join(e.text(lang).split()) for lang in LANGS}
            self._catch_up(redraw=False)
            self._say("ui.msg.plain", "error", text=said)
            self._msg_state = self._state()  # kept until the table moves on again
            self._redraw()
            return False
        self._msg = None
        self._catch_up()
        return True

    @property
    def info(self) -> TableInfo:
        """Who sits where, as last read."""
        return self.client.info

    def tick(self) -> bool:
        """One polling round (:meth:`Follower.follow`): new moves from the log, who sits
        where when something else woke the page or every :data:`INFO_S` (with wake-ups
        :data:`WAKE_INFO_S`), the bots when this kernel holds the lease; then the table
        drawn. Redraws only what changed; ``True`` when the game moved on."""
        if self._stopped:
            return False
        kinds = self._kinds
        if self.client.follow():
            self._seats_read(kinds)
        return self._catch_up()

    def refresh_info(self) -> None:
        """Read who sits where now and redraw the status line when it changed (and the
        table, when a seat went to a bot)."""
        kinds = self._kinds
        self.client.read_info()
        self._seats_read(kinds)

    def _seats_read(self, kinds: tuple[str, ...]) -> None:
        if self._kinds != kinds:
            self._refresh()
        self._status()

    @property
    def _kinds(self) -> tuple[str, ...]:
        """The seats as the table draws them: a bot's seat is a bot, a student's or a free
        seat a person's (this kernel plays none of them but its own)."""
        info = self.info
        if info is None:
            return self.session.kinds
        return tuple("bot" if s.kind == "bot" else "human" for s in info.seats)

    def _actions(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        if self.client.seat is None or view["viewer"] != self.client.seat:
            return []  # the teacher's watch plays nothing
        return super()._actions(view)

    def _catch_up(self, redraw: bool = True) -> bool:
        events = self.client.drain()
        if not events:
            return False
        self.session._record(events)
        self._after_action(events)
        if redraw:
            self._redraw()
        return True

    def _redraw(self) -> None:
        self._refresh()
        self._status()

    # ----------------------------------------------------------------- polling

    def start(self) -> bool:
        """Poll on the kernel's event loop (``False`` outside one: call :meth:`tick`):
        at once when a write to the table wakes the page (PostgreSQL), and every
        :data:`cardlab.tables.POLL_S` without wake-ups (SQLite) or :data:`WAKE_POLL_S`
        with them."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        if self._poller is None:
            self._woken = asyncio.Event()
            self._wakeup = Wakeup(self.client.store.db, topic(self.client.name), loop,
                                  self._noted)
            self._poller = loop.create_task(self._poll())
        return True

    def _noted(self) -> None:
        """A notification for this table: a round at once."""
        self.client.noted = True
        self._woken.set()

    async def _poll(self) -> None:
        pause = every(self.client.store.db, POLL_S, WAKE_POLL_S)
        while not self._stopped:
            self._woken.clear()  # a wake-up during the round runs another one
            self.round()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._woken.wait(), pause)

    def round(self) -> bool:
        """One polling round that never raises: the database's trouble (lost, busy) is
        said on the message line as reconnecting, and taken away by the first round that
        gets through; anything else is said as an error. ``True`` when the game moved."""
        try:
            moved = self.tick()
        except Exception as e:  # the page says it; polling goes on
            if is_trouble(e):
                self._trouble = True
                self._say("ui.msg.plain", "error",
                          text={lang: " ".join(e.text(lang).split()) for lang in LANGS})
                self._sync_message()
            else:
                self._error(e)
            return False
        if self._trouble:
            self._trouble = False
            self._msg = None
            self._sync_message()
        return moved

    def stop(self) -> None:
        """Stop polling (the widget closes, or the page goes)."""
        self._stopped = True
        if self._wakeup is not None:
            self._wakeup.close()
            self._wakeup = None
        if self._poller is not None:
            self._poller.cancel()
            self._poller = None

    def close(self) -> None:
        """Stop polling, tell the table this seat left (it stays the student's), close."""
        self.stop()
        if self.client.seat is not None:
            self.client.leave()
        super().close()

    # ----------------------------------------------------------------- not here

    def _shared_off(self, *args: Any, **kwargs: Any) -> bool:
        return self._reject("together.shared_off")

    undo = redo = new_deal = step = check_winnable = _shared_off  # type: ignore[assignment]

    def set_seat_kind(self, seat: int, kind: str) -> bool:
        """Not at a shared table (one sentence)."""
        return self._reject("together.shared_off")

    def open_record(self, *args: Any, **kwargs: Any) -> bool:
        """Not at a shared table (one sentence)."""
        return self._reject("together.shared_off")

    # ----------------------------------------------------------------- status

    def _status(self) -> None:
        info = self.info
        if info is None:
            return
        value = status_html(info, self.game.to_move, self.game.is_over, self.client.seat,
                            self.lang)
        if self.status.value != value:
            self.status.value = value


def seat_label(info: TableInfo, seat: int, lang: str, me: int | None = None) -> str:
    """Who sits at ``seat``, in words.

    >>> from cardlab.tables import SeatInfo
    >>> info = TableInfo("t", "notice", 2, {}, 3, "", (SeatInfo(0, "student", "Ken", 1.0,
    ...     True), SeatInfo(1, "free", None, None, False)), 0, False, None)
    >>> seat_label(info, 0, "en"), seat_label(info, 1, "ja")
    ('seat 0: Ken (connected)', '席1:空き')
    """
    s = info.seats[seat]
    if s.kind == "free":
        return t("together.seat.free", lang, seat=seat)
    if s.kind == "bot":
        return t("together.seat.bot", lang, seat=seat)
    state = t("together.state.on" if s.connected else "together.state.off", lang)
    if seat == me:
        you = t("together.you", lang)
        state = f"{you}, {state}" if lang == "en" else f"{you}・{state}"
    return t("together.seat.student", lang, seat=seat, student=s.student, state=state)


def turn_line(info: TableInfo, to_move: tuple[int, ...], over: bool, me: int | None,
              lang: str) -> str:
    """Whose turn it is, from this page's seat ``me``.

    >>> from cardlab.tables import SeatInfo
    >>> info = TableInfo("t", "notice", 2, {}, 3, "", (SeatInfo(0, "student", "Ken", 1.0,
    ...     True), SeatInfo(1, "bot", None, None, True)), 0, False, None)
    >>> turn_line(info, (0,), False, 1, "en"), turn_line(info, (0, 1), False, 1, "en")
    ('Waiting for Ken (seat 0)…', 'Your turn. Waiting for Ken (seat 0)…')
    """
    if over:
        return t("together.turn.over", lang)
    others = []
    for s in to_move:
        if s == me:
            continue
        seat = info.seats[s]
        key = {"free": "together.turn.nobody", "bot": "together.turn.bot"}.get(
            seat.kind, "together.turn.who")
        others.append(t(key, lang, seat=s, student=seat.student))
    said = [t("together.turn.you", lang)] if me in to_move else []
    if others:
        sep = "、" if lang == "ja" else ", "
        said.append(t("together.turn.waiting", lang, who=sep.join(others)))
    return ("" if lang == "ja" else " ").join(said)


def status_html(info: TableInfo, to_move: tuple[int, ...], over: bool, me: int | None,
                lang: str) -> str:
    """The status above a shared table: one chip per seat and whose turn it is
    (names escaped: they are typed by students).

    >>> from cardlab.tables import SeatInfo
    >>> info = TableInfo("t", "notice", 1, {}, 3, "", (SeatInfo(0, "student", "<b>", 1.0,
    ...     False),), 0, False, None)
    >>> "&lt;b&gt;" in status_html(info, (0,), False, None, "en")
    True
    """
    chips = []
    for s in info.seats:
        on = "on" if s.connected else "off"
        mark = " tg-turn" if s.seat in to_move and not over else ""
        chips.append(f'<span class="tg-seat{mark}" data-seat="{s.seat}" data-kind="{s.kind}" '
                     f'data-connected="{on}" style="{_chip(s.connected, bool(mark))}">'
                     f"{html.escape(seat_label(info, s.seat, lang, me))}</span>")
    turn = html.escape(turn_line(info, to_move, over, me, lang))
    mine = me in to_move and not over
    return (f'<div class="tg-seats" style="display:flex;flex-wrap:wrap;align-items:center;'
            f'gap:6px 10px;margin:4px 0">{"".join(chips)}<span class="tg-turn-line" '
            f'data-mine="{int(mine)}" style="font-size:16px;font-weight:600;'
            f'color:{"#1b5e20" if mine else "#5f6368"}">{turn}</span></div>')  # one line


def _chip(connected: bool, turn: bool) -> str:
    border = "#1a73e8" if turn else "#dadce0"
    dot = "#1e8e3e" if connected else "#9aa0a6"
    return (f"border:2px solid {border};border-radius:12px;padding:2px 10px;"
            f"background:#fff;box-shadow:inset 4px 0 0 {dot}")


# ===================================================================== pages


class _Page(W.VBox):
    """What the student's page and the watch share: a heading, a message line, the
    store, one-sentence errors."""

    def __init__(self, table_name: str, game: str, lang: str, store: TableStore | None) -> None:
        self.table_name, self.game_name = table_name, game
        self.lang = lang if lang in LANGS else "ja"
        self.store = store
        self.table: SharedTable | None = None
        self.heading = W.HTML()
        self.message = W.HTML()
        self.table_box = W.VBox([])
        super().__init__([self.heading, self.message, self.table_box])
        self.message.observe(hide_when_empty, names="value")  # an empty line takes no room
        hide_when_empty({"owner": self.message, "new": self.message.value})

    def _say(self, text: str, kind: str = "info") -> bool:
        self.message.value = message_line(text, kind, "tg-message") if text else ""
        return kind != "error"

    def _fail(self, e: BaseException) -> bool:
        from cardlab.db import StoreError

        if isinstance(e, StoreError):
            return self._say(" ".join(e.text(self.lang).split()), "error")
        return self._say(t("together.error", self.lang, error=f"{type(e).__name__}: {e}"[:200]),
                         "error")

    def _safe(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        return shielded(fn, self._fail)

    def _title(self, key: str) -> None:
        text = t(key, self.lang, name=self.table_name, game=game_title(self.game_name, self.lang))
        self.heading.value = (f'<h2 class="tg-title" style="margin:0;font-size:1.15em">'
                              f"{html.escape(text)}</h2>")  # low: the table fits below

    def _show(self, table: SharedTable) -> None:
        self.table = table
        self.table_box.children = [table.status, table]
        table.start()


class TogetherSide(_Page):
    """A student's page at the shared table ``table_name`` (see the module's docstring).

    ``TogetherSide(table_name, game, lang="ja", settings=None, store=None, user=None)``:
    ``settings`` are the link's (``players``, ``seed``: used when the table is made
    here); ``user`` the name to join with at once (default ``$JUPYTERHUB_USER``).
    ``.seat_buttons`` are the seat picker's buttons; ``.table`` the
    :class:`SharedTable` once seated.
    """

    def __init__(self, table_name: str, game: str, *, lang: str = "ja",
                 settings: dict[str, Any] | None = None, store: TableStore | None = None,
                 user: str | None = None) -> None:
        super().__init__(table_name, game, lang, store)
        self.settings = settings or {}
        self.student: str | None = None
        self.name_box = W.Text(placeholder=t("together.name.placeholder", self.lang),
                               layout=W.Layout(width="16em"))
        self.name_box.add_class("tg-name")
        self.join_button = W.Button(description=t("together.join", self.lang),
                                    button_style="primary", layout=W.Layout(width="auto"))
        self.join_button.add_class("tg-join")
        self.join_button.on_click(self._safe(lambda _b: self.join()))
        self.join_row = W.HBox([self.name_box, self.join_button])
        self.seat_buttons: list[W.Button] = []
        self.picker = W.VBox([])
        self.picker.add_class("tg-picker")
        self.add_class("cardlab-together")
        self.children = [self.heading, self.join_row, self.picker, self.message,
                         self.table_box]
        self._title("together.title")
        if not self._safe(self._open)():
            self.join_row.layout.display = "none"
            return
        user = os.environ.get("JUPYTERHUB_USER", "") if user is None else user
        if user:
            self.name_box.value = user
            self._safe(self.join)()

    def _open(self) -> bool:
        """Find the table, or make it from the link (not on ``make class``'s students'
        server: there an unknown table is one sentence); another game's table: one
        sentence."""
        if self.store is None:
            self.store = TableStore()
        try:
            info = self.store.table(self.table_name)
        except TableError as e:
            if e.key != "table.unknown":
                raise
            if in_room():  # make class's students' door: tables are the teacher's to make
                self.heading.value = ""
                return self._say(t("together.room.unknown", self.lang, name=self.table_name),
                                 "error")
            try:
                info = self.store.create_table(self.table_name, self.game_name,
                                               self.settings.get("players"),
                                               seed=self.settings.get("seed"))
            except TableError as again:  # another first visitor made it a moment ago
                if again.key != "table.exists":
                    raise
                info = self.store.table(self.table_name)
            else:
                self._say(t("together.created", self.lang, name=info.name, players=info.players,
                            seed=info.seed))
        if info.game != self.game_name:
            self.heading.value = ""
            return self._say(t("together.wrong_game", self.lang, name=info.name,
                               game=game_title(info.game, self.lang)), "error")
        self.heading.value += f"<p>{html.escape(t('together.name.prompt', self.lang))}</p>"
        return True

    def join(self) -> bool:
        """Take the typed name: back to one's seat at once, or the seat picker."""
        from cardlab.classroom import check_student

        if self.table is not None:
            return False
        self.student = check_student(self.name_box.value.strip())
        info = self.store.table(self.table_name)
        mine = next((s.seat for s in info.seats
                     if s.kind == "student" and s.student == self.student), None)
        if mine is not None:
            self.sit(mine)
            return self._say(t("together.back", self.lang, student=self.student, seat=mine))
        self._picker(info)
        return True

    def _picker(self, info: TableInfo) -> None:
        lang = self.lang
        # what goes away goes first: the name row and the name prompt, above the picker, are
        # gone before its buttons appear, so a seat button does not move up under a finger
        # (or a click) that is already on its way
        self.join_row.layout.display = "none"
        self._title("together.title")  # the name is in: the picker's prompt says what is next
        self.seat_buttons = []
        for s in info.seats:
            b = W.Button(description=seat_label(info, s.seat, lang),
                         disabled=s.kind != "free", layout=W.Layout(width="auto"))
            b.add_class("tg-seat-button")
            b.on_click(self._safe(lambda _b, seat=s.seat: self.sit(seat)))
            self.seat_buttons.append(b)
        anyone = W.Button(description=t("together.pick.any", lang), button_style="primary",
                          disabled=not info.free_seats, layout=W.Layout(width="auto"))
        anyone.add_class("tg-any-seat")
        anyone.on_click(self._safe(lambda _b: self.sit(None)))
        asked = html.escape(t("together.pick.prompt", lang, student=self.student))
        prompt = W.HTML(f"<p>{asked}</p>")
        self.picker.children = [prompt, W.HBox([*self.seat_buttons, anyone],
                                               layout=W.Layout(flex_flow="row wrap"))]

    def sit(self, seat: int | None) -> bool:
        """Sit at ``seat`` (``None``: any free seat) and show the table; a taken seat is
        one sentence and the picker shows the seats as they are now."""
        if self.student is None or self.table is not None:
            return False
        try:
            client = Follower(self.store, self.table_name, self.student, seat)
        except TableError as e:
            self._fail(e)
            self._picker(self.store.table(self.table_name))
            return False
        self.picker.children = []
        self.join_row.layout.display = "none"
        self._say("")
        self._title("together.title")  # the name prompt has done its job
        self._show(SharedTable(client, lang=self.lang))
        return True


class WatchSide(_Page):
    """The teacher's watch of the shared table ``table_name``: every hand, who sits
    where, live; "give to a bot" for a free or quiet seat. Without the right ``code``:
    one sentence and nothing else."""

    def __init__(self, table_name: str, game: str, code: str | None, *, lang: str = "ja",
                 store: TableStore | None = None) -> None:
        super().__init__(table_name, game, lang, store)
        self.code = code
        self.give_buttons: list[W.Button] = []
        self.give_row = W.HBox([], layout=W.Layout(flex_flow="row wrap"))
        self.give_hint = W.HTML()
        self.children = [self.heading, self.message, self.give_row, self.give_hint,
                         self.table_box]
        self.add_class("cardlab-together-watch")
        self._safe(self._open)()

    def _open(self) -> bool:
        if self.store is None:
            self.store = TableStore()
        if not self.code:
            return self._say(t("together.watch.need_code", self.lang), "error")
        info = self.store.table(self.table_name)
        if not self.store.check_teacher(self.table_name, self.code):
            return self._say(t("together.watch.bad_code", self.lang, name=self.table_name), "error")
        self.game_name = info.game
        self._title("together.watch.title")
        # every seat in view (a spectator's row of seats scrolls on a short screen)
        self.heading.value += ("<style>.cardlab-together-watch .cardlab-table .cl-slot-others"
                               "{max-height:none!important;overflow:visible!important}</style>")
        table = SharedTable(Follower(self.store, self.table_name), lang=self.lang,
                            teacher=True)
        table.status.observe(lambda _c: self._buttons(), names="value")
        self._show(table)
        self._buttons()
        return True

    def _buttons(self) -> None:
        """One "give to a bot" button per seat that is free or quiet."""
        info = self.table.info if self.table is not None else None
        if info is None:
            return
        now, lang = time.time(), self.lang
        buttons = []
        for s in info.seats:
            quiet = s.kind == "free" or (s.kind == "student" and (
                s.last_seen is None or now - s.last_seen >= QUIET_S))
            if s.kind == "bot":
                continue
            b = W.Button(description=t("together.watch.give", lang, seat=s.seat),
                         disabled=not quiet,
                         tooltip=t("together.watch.quiet", lang, quiet=round(QUIET_S)),
                         layout=W.Layout(width="auto"))
            b.add_class("tg-give")
            b.on_click(self._safe(lambda _b, seat=s.seat: self.give(seat)))
            buttons.append(b)
        hint = html.escape(t("together.watch.quiet", lang, quiet=round(QUIET_S)))
        self.give_hint.value = f'<div class="tg-hint" style="color:#5f6368">{hint}</div>'
        if [(b.description, b.disabled) for b in buttons] != [
                (b.description, b.disabled) for b in self.give_buttons]:
            self.give_buttons = buttons
            self.give_row.children = buttons

    def give(self, seat: int) -> bool:
        """Give ``seat`` to a bot (the store checks the code and that it is quiet)."""
        self.store.give_to_bot(self.table_name, seat, self.code or "")
        self._say(t("together.watch.given", self.lang, seat=seat))
        if self.table is not None:
            self.table.refresh_info()
        return True


def together_side(game: str, settings: dict[str, Any]) -> _Page:
    """The page of ``game``'s dashboard opened with ``?table=``: the watch with
    ``watch=1``, else a student's page (``settings`` from
    :func:`cardlab.link_settings.read_link`)."""
    if settings.get("watch"):
        return WatchSide(settings["table"], game, settings.get("table_code"),
                         lang=settings["lang"])
    return TogetherSide(settings["table"], game, lang=settings["lang"], settings=settings)



# ===================================================================== the class board


def table_link(page: str, game: str, name: str, lang: str, token: str = "",
               code: str | None = None) -> str:
    """The link of shared table ``name``: the students' (its game's dashboard beside the
    class board's page ``page``, or on ``make class``'s students' server, then without the
    board's token: :func:`cardlab.links.student_page`); with ``code``, the teacher's watch,
    always beside the board (the teacher's own server) with its token. ``""`` when
    ``page`` is not the board's path.

    >>> table_link("/voila/render/dashboards/class.ipynb", "notice", "t1", "en")
    '/voila/render/dashboards/notice.ipynb?table=t1&lang=en'
    >>> table_link("/d/class.ipynb", "notice", "t1", "ja", code="owl 42", token="a")
    '/d/notice.ipynb?table=t1&lang=ja&watch=1&code=owl%2042&token=a'
    """
    from urllib.parse import quote

    from cardlab.links import student_page

    where, apart = student_page(page, game, env={} if code else None)
    if not where:
        return ""
    watch = f"&watch=1&code={quote(code, safe='')}" if code else ""
    tail = f"&token={quote(token, safe='')}" if token and not apart else ""
    return f"{where}?table={quote(name, safe='')}&lang={lang}{watch}{tail}"


class TablesPanel(W.VBox):
    """The class board's "shared tables" part: a form that makes a table (name, game,
    players, the seats bots play, a teacher code) and shows its students' link and the
    watch link; the tables there are, with their students' links.

    >>> import tempfile, pathlib
    >>> store = TableStore(pathlib.Path(tempfile.mkdtemp()) / "c.sqlite")
    >>> panel = TablesPanel(store, lang="en", page="/d/class.ipynb")
    >>> panel.name_box.value, panel.code_box.value = "room2", "owl-42"
    >>> panel.game_box.value = "trumps"  # the players field follows the game's counts
    >>> panel.players_box.min, panel.players_box.max, panel.players_box.value
    (2, 3, 3)
    >>> panel.game_box.value, panel.players_box.value = "notice", 4
    >>> panel.bots_box.value = "3"
    >>> panel.create(), store.table("room2").bot_seats
    (True, (3,))
    >>> "/d/notice.ipynb?table=room2&amp;lang=en&amp;watch=1&amp;code=owl-42" in panel.links.value
    True
    """

    def __init__(self, store: TableStore, *, lang: str = "ja", page: str = "",
                 token: str = "") -> None:
        from cardlab.core import GAMES

        self.store, self.lang, self.page, self.token = store, lang, page, token
        self.title = W.HTML()
        self.name_box = W.Text(layout=W.Layout(width="15em"))
        self._games = list(GAMES)
        self.game_box = W.Dropdown(options=self._games, value=self._games[0],
                                   layout=W.Layout(width="auto"))
        self.players_box = W.BoundedIntText(layout=W.Layout(width="9em"))
        self._players()
        self.game_box.observe(lambda _c: self._players(), names="value")
        # the fields keep their width (on a phone "create" goes to the next line instead
        # of squeezing the teacher code's hint to "optional, e.g. o")
        self.bots_box = W.Text(layout=W.Layout(width="14em", flex="0 0 auto"))
        self.code_box = W.Text(layout=W.Layout(width="18em", flex="0 0 auto"))
        self.create_button = W.Button(layout=W.Layout(width="auto"))
        self.create_button.add_class("tg-create")
        for box, name in ((self.name_box, "name"), (self.game_box, "game"),
                          (self.players_box, "players"), (self.bots_box, "bots"),
                          (self.code_box, "code")):
            box.add_class(f"tg-panel-{name}")  # what a page (and a test) finds it by
        self.create_button.on_click(lambda _b: self._safe_create())
        self.links = W.HTML()
        self.listing = W.HTML()
        row = W.HBox([self.name_box, self.game_box, self.players_box, self.bots_box,
                      self.code_box, self.create_button],
                     layout=W.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([self.title, row, self.links, self.listing])
        self.add_class("tg-tables-panel")
        self.relabel(lang)

    def relabel(self, lang: str) -> None:
        """Every label in ``lang``."""
        self.lang = lang
        self.title.value = f"<b>{html.escape(t('together.panel.title', lang))}</b>"
        for box, key in ((self.name_box, "name"), (self.game_box, "game"),
                         (self.players_box, "players"), (self.bots_box, "bots"),
                         (self.code_box, "code")):  # a visible label beside each field
            box.description = t(f"together.panel.{key}", lang)
            box.style.description_width = "initial"
        self.bots_box.placeholder = t("together.panel.bots_hint", lang)
        self.code_box.placeholder = t("together.panel.code_hint", lang)
        game = self.game_box.value
        self.game_box.options = [(game_title(g, lang), g) for g in self._games]
        self.game_box.value = game
        self.create_button.description = t("together.panel.create", lang)
        self.list_tables()

    def _players(self) -> None:
        """The players field within the chosen game's counts (its value kept if allowed)."""
        counts, value = seat_choice(self.game_box.value, self.players_box.value)
        box = self.players_box
        box.min, box.max = min(box.min, counts[0]), max(box.max, counts[-1])
        box.value = value
        box.min, box.max = counts[0], counts[-1]

    def _safe_create(self) -> bool:
        try:
            return self.create()
        except Exception as e:
            from cardlab.db import StoreError

            text = (" ".join(e.text(self.lang).split()) if isinstance(e, StoreError)
                    else t("together.error", self.lang, error=f"{type(e).__name__}: {e}"[:200]))
            self.links.value = message_line(text, "error", "tg-message")
            return False

    def create(self) -> bool:
        """Make the table the form describes; show its links (one sentence if refused)."""
        bots_text = self.bots_box.value.replace(",", " ").split()
        bots = [int(b) if b.isdigit() else b for b in bots_text]
        code = self.code_box.value.strip() or None
        info = self.store.create_table(self.name_box.value.strip(), self.game_box.value,
                                       self.players_box.value, bots=bots, teacher=code)
        lang = self.lang
        play = table_link(self.page, info.game, info.name, lang, self.token)
        rows = [(t("together.panel.play_link", lang), play)]
        if code:
            rows.append((t("together.panel.watch_link", lang),
                         table_link(self.page, info.game, info.name, lang, self.token, code)))
        self.links.value = "".join(
            f'<div>{html.escape(label)} <a class="tg-link" href="{html.escape(href)}" '
            f'target="_blank">{html.escape(href)}</a></div>' for label, href in rows)
        self.list_tables()
        return True

    def list_tables(self) -> None:
        """The tables in the store: name, game, seats, moves, with the students' link."""
        lang = self.lang
        items = []
        for info in self.store.tables()[:50]:
            seats = ", ".join(seat_label(info, s.seat, lang) for s in info.seats)
            href = table_link(self.page, info.game, info.name, lang, self.token)
            items.append(f'<li data-table="{html.escape(info.name)}"><a href="'
                         f'{html.escape(href)}" target="_blank">{html.escape(info.name)}</a>'
                         f" · {html.escape(game_title(info.game, lang))} · "
                         f"{html.escape(seats)}</li>")
        self.listing.value = f'<ul class="tg-tables">{"".join(items)}</ul>' if items else ""
