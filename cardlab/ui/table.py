"""The table widget: one anywidget that draws any cardlab game from a seat's view.

Only what the viewer may know crosses to the browser: the view of the viewer's seat
(``game.view(seat)``, or ``game.view(seat, reveal=True)`` in teacher mode), the viewer's
legal actions, the texts of the current language, the message line and the log of the
events the viewer may see. The browser sends one-shot intents as custom messages
``{"act": "<action text>"}`` (and those of the replay timeline, see
:mod:`cardlab.ui.review`); every intent is checked by the engine, and anything else
(a forged seat, a wrong type, a huge payload, a state change from the page) gets a
one-line reason on the message line and changes nothing. The picture and the log cross
as patches of what changed when that is cheaper (:class:`cardlab.ui.delta.PatchSync`).

>>> import cardlab
>>> from cardlab.ui import Table
>>> table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0, lang="en")
>>> table.view["viewer"], table.view["legal"][:2]
(0, ['take AS', 'take 2S'])
>>> table.act("take 4S")
True
>>> table.game.history[0]
HistoryEntry(seat=0, action=Take(card=Card('4S'), suit=None))
>>> table.act("QS")
False
>>> table.message["text"]
'You cannot play ♠Q. Cards are played after the bidding: take a bid card or pass.'
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import html
import json
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import anywidget
import traitlets as T

from cardlab import layout
from cardlab.assets import asset, module
from cardlab.bots import Bot
from cardlab.core import MAX_ACTION_TEXT, Event, Game, new_game
from cardlab.errors import CardlabError
from cardlab.i18n import LANGS, sentences, t
from cardlab.kit import kit_of
from cardlab.session import MAX_BOT_ACTIONS, SEAT_KINDS, BotError, Session
from cardlab.tricks import TrickGame
from cardlab.ui.coach import Coach
from cardlab.ui.delta import PatchSync
from cardlab.ui.refusal import refusal
from cardlab.ui.review import Review

__all__ = ["Table", "asset", "message_line", "replay_table", "shielded"]

F = TypeVar("F", bound=Callable[..., Any])
LOG_LIMIT = 400
TRICK_PAUSE = 2.5  # a finished trick stays this many bot delays before the next card…
TRICK_HOLD = 4.0  # …and at least this many seconds (when bots play with a delay)
PAUSES = ("hold", "click")  # after a trick: hold it a while, or wait for "continue"
SOLVE_SECONDS = 20.0  # "Was it winnable?" answers "unknown" after this long

def _lang(lang: Any) -> str:
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    return str(lang)


def shielded(fn: Callable[..., Any], fail: Callable[[Exception], Any]) -> Callable[..., Any]:
    """``fn`` as a widget callback: an error goes to ``fail`` (its answer is returned)
    instead of being dropped by ipywidgets or hidden by Voilà.

    >>> shielded(lambda: 1 / 0, lambda e: type(e).__name__)()
    'ZeroDivisionError'
    """

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as e:  # a callback must never fail silently
            return fail(e)

    return wrapper


def message_line(text: str, kind: str = "info", cls: str = "cb-message",
                 escaped: bool = False) -> str:
    """One sentence as a classroom page's message line: a ``div`` of class ``cls`` with
    ``data-kind`` (``"error"`` in red, else green); ``text`` escaped unless it already is.

    >>> message_line("<b>", "error")[:54]
    '<div class="cb-message" data-kind="error" style="color'
    >>> "&lt;b&gt;" in message_line("<b>")
    True
    """
    colour = "#b3261e" if kind == "error" else "#1b5e20"
    body = text if escaped else html.escape(text)
    return (f'<div class="{cls}" data-kind="{kind}" style="color:{colour};'
            f'font-weight:600;font-size:16px;margin:6px 0">{body}</div>')


def _guarded(method: F) -> F:
    """Run a callback so that any error reaches the message line, never the kernel log."""

    @functools.wraps(method)
    def wrapper(self: Table, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as e:  # a callback must never fail silently
            self._error(e)
            return False

    return wrapper  # type: ignore[return-value]


class Table(Coach, Review, PatchSync, anywidget.AnyWidget):
    """The table of one game, seen from one seat, with bots in the other seats.

    ``Table(game, seat=0, lang="ja", bot_delay=0.8, teacher=False, bots=None, auto=True,
    four_colour=False, show_log=True)``. ``game`` is a :class:`~cardlab.core.Game` (or a
    game name); ``seat`` the viewer (``None``: a spectator); ``bots`` the bot seats
    (default: every seat but ``seat``). Bots act by themselves ``bot_delay`` seconds
    apart (``0``: at once, before the intent's handling returns) while ``auto`` is on;
    :meth:`step` makes one bot act. The decisions (whose turn, which bot, what an undo
    takes back, which seat a shared screen shows) are those of ``.session``, a
    :class:`~cardlab.session.Session`; the table adds the timers, the traits and messages.
    """

    _esm = module("table.js")
    _css = asset("table.css")

    # ----- synced to the browser (read-only there: the page may only send intents)
    # the picture: cardlab.layout's tree, worded, as JSON text (one string to send: the
    # widget layer need not walk the tree for binary buffers)
    tree_json = T.Unicode("{}").tag(sync=True)
    log = T.List().tag(sync=True)
    message = T.Dict().tag(sync=True)
    lang = T.Unicode("ja").tag(sync=True)
    four_colour = T.Bool(False).tag(sync=True)
    teacher = T.Bool(False).tag(sync=True)
    seat = T.Int(0, allow_none=True).tag(sync=True)
    deal_id = T.Int(0).tag(sync=True)
    show_log = T.Bool(True).tag(sync=True)

    # ----- Python only
    view = T.Dict()  # the viewer's view (or the teacher's); the page gets only the tree
    actions = T.List()  # the viewer's legal actions {"act", "label", "card", "zone"}
    bot_delay = T.Float(0.8)
    auto = T.Bool(True)
    trick_pause = T.Enum(PAUSES, "hold")  # a class setting: see :meth:`resume`

    def __init__(
        self,
        game: Game | str,
        seat: int | None = 0,
        *,
        lang: str = "ja",
        bot_delay: float = 0.8,
        teacher: bool = False,
        bots: Iterable[int] | None = None,
        auto: bool = True,
        four_colour: bool = False,
        show_log: bool = True,
    ) -> None:
        if isinstance(game, str):
            game = new_game(game)
        if not isinstance(game, Game):
            raise TypeError(f"Table needs a cardlab game or a game name, not {type(game).__name__}")
        self._check_seat_arg(seat, game)
        self._ready = False
        self._pending: dict[str, Any] = {}  # trait values to sync with the next refresh
        self._quiet = False
        self._timeline = None  # a replay being shown (cardlab.ui.review)
        self._rev = 0  # the picture's revision: one more whenever the game moved
        self._rev_key: tuple[Any, ...] | None = None
        self._answered: dict[str, int] = {}  # the last intent number handled, per page
        super().__init__(
            lang=_lang(lang), teacher=bool(teacher), seat=seat, four_colour=bool(four_colour),
            show_log=bool(show_log), bot_delay=max(0.0, float(bot_delay)), auto=bool(auto),
        )
        self._timer: asyncio.TimerHandle | None = None
        self._generation = 0
        self._released = -1  # the history length at which "continue" released a trick
        self._picked: str | None = None  # a hand card whose several moves are shown
        self._msg: tuple[str, dict[str, Any], str] | None = None
        self._msg_state: tuple[Any, ...] | None = None
        self._msg_id = 0
        self._msg_more: tuple[str, list[Any]] | None = None
        self._next_step: str | None = None  # the page's button after a game (its i18n key)
        self.session = Session(game, seat, bots=bots)
        self._coach_init()  # cardlab.ui.coach: the coach panel (off by default)
        self._after_reset()
        self._ready = True
        self.observe(self._on_display_change, names=["lang", "teacher", "seat"])
        self.observe(self._on_auto_change, names=["auto"])
        self.observe(self._on_pause_change, names=["trick_pause"])
        self._refresh()
        self._run_bots()

    # ================================================================= public API

    @property
    def game(self) -> Game:
        """The game this table shows (and plays)."""
        return self.session.game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a table shows a cardlab game, not {type(game).__name__}")
        self._check_seat_arg(self.seat, game)
        self._cancel_timer()
        self._timeline = None
        self._reset(game, None if len(self._kinds) != game.players else self.bot_seats)
        self._refresh()
        self._run_bots()

    @property
    def _game(self) -> Game:
        return self.session.game

    @property
    def _kinds(self) -> tuple[str, ...]:
        return self.session.kinds

    @property
    def _bots(self) -> dict[int, Bot]:
        return self.session.bots

    @property
    def bot_seats(self) -> tuple[int, ...]:
        """The seats played by bots."""
        return self.session.bot_seats

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        """``"human"`` or ``"bot"`` for every seat."""
        return self.session.kinds

    @_guarded
    def set_seat_kind(self, seat: int, kind: str) -> bool:
        """Make ``seat`` a ``"human"`` or a ``"bot"`` seat; bots to move then act."""
        if kind not in SEAT_KINDS:
            raise ValueError(f"a seat is 'human' or 'bot', not {kind!r}")
        self.session.set_kind(seat, kind)
        self._refresh()
        self._run_bots()
        return True

    def set_bot_level(self, level: str) -> str:
        """The bot seats play at ``level`` (:data:`cardlab.bots.LEVELS`) from their next
        decision, and their badges name it; the level set. An unknown level:
        :class:`cardlab.errors.SetupError`, nothing changed."""
        level = self.session.set_bot_level(level)
        self._refresh()
        return level

    @_guarded
    def act(self, text: Any, seat: int | None = None) -> bool:
        """Play ``text`` for ``seat`` (default: the viewer), exactly as a click does.

        Returns ``True`` when the engine accepted it; otherwise the reason is on the
        message line and nothing changed.
        """
        who = self.seat if seat is None else seat
        if self.replaying:
            return self._reject("ui.msg.in_replay")
        if not isinstance(text, str):
            return self._reject("ui.msg.bad_act_type", type=type(text).__name__)
        if len(text) > MAX_ACTION_TEXT:
            return self._reject("ui.msg.too_long", length=len(text), limit=MAX_ACTION_TEXT)
        if who is None:
            return self._reject("ui.msg.spectator")
        if isinstance(who, bool) or not isinstance(who, int) or not 0 <= who < len(self._kinds):
            return self._reject("core.bad_seat", seat=repr(who), last=self._game.players - 1)
        if self.session.is_bot(who):
            return self._reject("ui.msg.not_your_seat", seat=who, you=self._human_seat())
        try:
            events = self.session.play(text, who)
        except CardlabError as e:
            # worded now in every language (it describes this moment), so it follows a
            # language switch; it is dropped once the game moves on
            said = {lang: refusal(self._game, text, who, lang, e) for lang in LANGS}
            self._say("ui.msg.plain", "error", text=said)
            self._msg_state = self._state()
            self._sync_message()  # the game did not change: only the message line does
            return False
        self._after_action(events)
        self._msg = None
        self._follow_turn()
        if not self._bots_answer_at_once():  # else the bots' answer is drawn with it
            self._refresh()
        self._run_bots()
        return True

    @_guarded
    def step(self) -> bool:
        """One bot to move acts now (even while auto-play is paused)."""
        if self.replaying:
            return self._reject("ui.msg.in_replay")
        if self._bot_to_move() is None:
            self._say("ui.msg.no_bot_to_move", "info")
            self._refresh()
            return False
        self._cancel_timer()
        self._msg = None
        acted = self._bot_act()
        self._follow_turn()
        self._refresh()
        if acted:
            self._run_bots()
        return acted

    @_guarded
    def undo(self) -> bool:
        """Take back the last human action and the bot actions after it.

        With no human action to take back (bots only), the last action goes and
        auto-play pauses, so the bots do not play it again at once.
        """
        if self.replaying:
            return self.replay_to("back")
        if not self._game.history:
            self._say("ui.msg.nothing_to_undo", "info")
            self._refresh()
            return False
        self._cancel_timer()
        self.session.auto = self.auto
        undone = self.session.undo()
        if not self.session.auto:
            self.auto = False
        self._say("ui.msg.undone", "info", count=len(undone))
        self._follow_turn()
        self._refresh()
        return True

    @_guarded
    def redo(self) -> bool:
        """Play again what the last :meth:`undo` took back (in replay mode: one move on)."""
        if self.replaying:
            return self.replay_to("forward")
        self._cancel_timer()
        group = self.session.redo()
        if not group:
            self._say("ui.msg.nothing_to_redo", "info")
            self._refresh()
            return False
        self._after_action(self.session.recent)
        self._say("ui.msg.redone", "info", count=len(group))
        self._follow_turn()
        self._refresh()
        self._run_bots()
        return True

    @_guarded
    def new_deal(self, seed: int | None = None, players: int | None = None, **options: Any) -> bool:
        """Start a new game of the same name and options (a new ``seed`` and ``players``)."""
        self._cancel_timer()
        self._timeline = None
        game = self.session.new_deal(seed, players, **options)
        if self.seat != self.session.seat:
            self._quiet = True
            try:
                self.seat = self.session.seat
            finally:
                self._quiet = False
        self._after_reset()
        self._say("ui.msg.new_deal", "info", game=game.name, players=game.players, seed=game.seed)
        self._refresh()
        self._run_bots()
        return True

    def run_bots(self) -> None:
        """Let the bots to move act now (``bot_delay`` apart), as after a human action."""
        self._run_bots()

    def can_check_winnable(self) -> bool:
        """Is "Was it winnable?" offered now? For Comrade: after a deal ends, while a line
        it loaded is on the table, and at any time in teacher mode (which shows every
        hand); never otherwise, so that no hidden card reaches the page.

        >>> import cardlab
        >>> table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0)
        >>> table.can_check_winnable()
        False
        >>> table.teacher = True
        >>> table.can_check_winnable()
        True
        """
        g = self._game
        if not kit_of(g).can("solver"):
            return False
        deal_ended = bool(g.history) and any(e.kind == "deal" for e in g.events)
        return (self.teacher or g.is_over or deal_ended
                or self.session.line_start is not None)

    @_guarded
    def check_winnable(self) -> bool:
        """Was it winnable? Puts the answer of :mod:`cardlab.solve` on the message line and,
        when there is a winning line, rewinds to where it starts and loads it: ``redo``
        plays it card by card, ``undo`` steps back (auto-play pauses).

        After a deal: its turning point (:func:`~cardlab.solve.turning_point`); in the
        trick round (teacher mode, or inside a loaded line): the current position.
        """
        from cardlab.solve import line_by_trick, solve, turning_point

        g = self._game
        if not kit_of(g).can("solver"):
            return self._reject("solve.table.no_solver")
        if not self.can_check_winnable():
            return self._reject("solve.table.not_now")
        self._timeline = None  # a replay gives way: the answer rewinds the game itself
        ended = g.is_over or (bool(g.history) and any(e.kind == "deal" for e in g.events))
        if not ended and g.phase != "play":
            return self._reject("solve.table.bidding")
        self._cancel_timer()
        if ended:
            tp = turning_point(g, seconds=SOLVE_SECONDS)
            found, at, line = tp.events(), tp.index, tp.line
        else:
            v = solve(g, seconds=SOLVE_SECONDS)
            found, at, line = [v.event()], g.action_count, v.line
        if line and at is not None:
            self.auto = False
            self.session.load_line(at, line)
        self._say("solve.table.line" if line else "solve.table.plain", "info", verdict=found,
                  button={lang: t("solve.line.next", lang) for lang in LANGS})
        if line and self.teacher:  # every hand is shown: the line may be read card by card
            self._msg_more = ("solve.line.title", line_by_trick(self._game, line))
        self._follow_turn()
        self._refresh()
        return True

    @property
    def next_step(self) -> str | None:
        """The i18n key of the page's button that comes after a finished game (``"ui.new_deal"``
        under the dashboard's controls), named by the prompt then; ``None``: the prompt
        offers only "review".

        >>> import cardlab
        >>> table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0,
        ...               bots=(), lang="en")
        >>> for _ in range(3):  # three passes: the deal is over
        ...     _ = table.act("pass")
        >>> table.tree["head"]["prompt"]
        'This game is over: “review” steps through it again, move by move.'
        >>> table.next_step = "ui.new_deal"
        >>> table.tree["head"]["prompt"].endswith("“new deal” above the table deals another.")
        True
        """
        return self._next_step

    @next_step.setter
    def next_step(self, key: str | None) -> None:
        self._next_step = key
        if self._ready:
            self._refresh()

    @_guarded
    def step_line(self) -> bool:
        """Play the next card of the winning line that "Was it winnable?" loaded (the
        button the prompt names); the answer stays on the message line.

        >>> import cardlab
        >>> table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0,
        ...               lang="en", auto=False)
        >>> table.step_line(), table.message["text"]
        (False, 'No winning line is loaded now: “Was it winnable?” loads one.')
        """
        if self.replaying or not self.session.line_left:
            return self._reject("solve.line.none")
        self._cancel_timer()
        self.session.redo()
        self._after_action(self.session.recent)
        self._follow_turn()
        self._refresh()
        return True

    @property
    def held(self) -> bool:
        """Is a finished trick waiting for "continue" (``trick_pause="click"``) before
        the bots play on?

        >>> import cardlab
        >>> from cardlab.session import play_out
        >>> table = Table(cardlab.new_game("comrade", players=3, seed=7), seat=0,
        ...               bots=(0, 1, 2), bot_delay=0, lang="en", auto=False)
        >>> table.trick_pause = "click"; table.auto = True
        >>> table.held, len(table.session.tricks())
        (True, 1)
        >>> table.resume(), table.held, len(table.session.tricks())
        (True, True, 2)
        """
        return (not self.replaying and self.trick_pause == "click"
                and self.session.trick_finished()
                and self._released != self._game.action_count
                and self._bot_to_move() is not None)

    @_guarded
    def resume(self) -> bool:
        """Let the bots play on after a finished trick (the page's "continue")."""
        if not self.held:
            return False
        self._released = self._game.action_count
        self._msg = None
        self._run_bots()
        if not self._bots_answer_at_once():
            self._refresh()
        return True

    @_guarded
    def pick(self, card: Any) -> bool:
        """Show the moves of a hand card that has several (a click on it): the places
        they go to light up; picking it again, or another card, changes the choice.

        >>> import cardlab
        >>> table = Table(cardlab.new_game("trumps", seed=7), bot_delay=0, lang="en")
        >>> table.act("start 2"), table.pick("5")
        (True, False)
        >>> table.message["text"]
        'Only a card of yours with more than one move can be chosen now.'
        """
        acts = [a for a in self.actions if a.get("zone") == "hand" and a.get("card") == card]
        if not isinstance(card, str) or len(acts) < 2:
            return self._reject("ui.pick.refused")
        self._picked = None if self._picked == card else card
        if self._picked is None:
            self._msg = None
        else:
            self._say("ui.pick.prompt", "info", card=card)
        self._refresh()
        return True

    # ================================================================= the browser

    def _handle_msg(self, msg: dict[str, Any]) -> None:  # every message from the page
        try:
            data = msg["content"]["data"]
            method = data.get("method") if isinstance(data, dict) else None
            if method == "custom" and _is_resync(data.get("content")):
                self._resync()  # a patch the page could not apply: the whole picture
            elif method == "custom":
                self._on_intent(data.get("content"), msg.get("buffers") or [])
            elif method == "request_state":
                self.send_state()
            elif method == "update":
                # The page may not change any state: tell it so and send the truth back.
                state = data.get("state")
                names = [k for k in state if k in self.keys] if isinstance(state, dict) else []
                self._reject("ui.msg.read_only")
                if names:
                    self.send_state(names)
            else:
                self._reject("ui.msg.not_an_intent", what=_describe(method))
        except Exception as e:  # nothing raises into the kernel log
            self._error(e)

    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Ignore state changes from the page (only intents are accepted)."""
        self._reject("ui.msg.read_only")

    def _on_intent(self, content: Any, buffers: Sequence[Any]) -> bool:
        """One intent from the page. The page numbers its intents (``n``, per page
        ``view``) and sends the revision (``rev``) of the picture each was made on: an
        intent is applied at most once (a number seen again is dropped), one made on an
        older picture than the one now shown is refused in one sentence, and each
        numbered intent is answered once with ``{"answer": n, "view", "ok", "rev"}``.

        >>> import cardlab
        >>> table = Table(cardlab.new_game("comrade", players=3, seed=7), bot_delay=0,
        ...               lang="en")
        >>> rev = table.tree["rev"]
        >>> table._on_intent({"act": "take 4S", "rev": rev, "n": 1, "view": "p"}, [])
        True
        >>> table._on_intent({"act": "take 4S", "rev": rev, "n": 1, "view": "p"}, [])
        False
        >>> table.game.action_count > 0, table.tree["rev"] == rev + 1
        (True, True)
        >>> table._on_intent({"act": "pass", "rev": rev, "n": 2, "view": "p"}, [])
        False
        >>> table.message["text"][:46]
        'the table moved before your click reached it: '
        """
        if buffers:
            return self._reject("ui.msg.not_an_intent", what="binary buffers")
        meta = _intent_meta(content)
        if isinstance(meta, str):
            return self._reject("ui.msg.not_an_intent", what=meta)
        rev, n, view = meta
        if n is not None:
            if n <= self._answered.get(view, 0):
                return False  # a copy of an intent already handled: never applied twice
            self._answered.pop(view, None)
            self._answered[view] = n
            while len(self._answered) > MAX_VIEWS:  # the oldest pages' numbers go
                del self._answered[next(iter(self._answered))]
        ok = False
        try:
            body = ({k: v for k, v in content.items() if k not in INTENT_META}
                    if isinstance(content, dict) else content)
            ok = self._dispatch(body, rev)
        finally:
            if n is not None:
                self.send({"answer": n, "view": view, "ok": bool(ok), "rev": self._rev})
        return ok

    def _dispatch(self, content: Any, rev: int | None = None) -> bool:
        """The intent itself; ``rev`` (when the page sent one) must be the picture's now
        for a move, a pick or a "continue"."""
        moves = isinstance(content, dict) and (set(content) in ({"act"}, {"pick"})
                                               or content in ({"ui": "continue"},
                                                              {"ui": "line"}))
        if moves and rev is not None and rev != self._rev:
            what = str(content.get("act", content.get("pick", content.get("ui"))))
            words = ({lang: t("solve.line.next", lang) for lang in LANGS}
                     if content == {"ui": "line"} else self._act_words(what[:MAX_ACTION_TEXT]))
            return self._reject("ui.msg.moved", act=words)
        if content == {"ui": "continue"}:
            return bool(self.resume())
        if content == {"ui": "line"}:
            return self.step_line()
        if isinstance(content, dict) and set(content) == {"pick"}:
            return self.pick(content["pick"])
        if content == {"ui": "review"} or (isinstance(content, dict) and len(content) == 1
                                           and set(content) <= {"replay", "goto"}):
            return bool(self._replay_intent(content))
        if not isinstance(content, dict) or set(content) != {"act"}:
            return self._reject("ui.msg.not_an_intent", what=_describe(content))
        return bool(self.act(content["act"]))

    # ================================================================= state

    def _check_seat_arg(self, seat: Any, game: Game) -> None:
        g = game
        if seat is not None and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < g.players
        ):
            raise ValueError(f"seat must be a seat from 0 to {g.players - 1} or None, not {seat!r}")

    def _reset(self, game: Game, bots: Iterable[int] | None) -> None:
        self.session.reset(game, bots)
        self._after_reset()

    def _after_reset(self) -> None:
        """A new game in the session: the page shows it being dealt."""
        self._msg = None
        self._pending["deal_id"] = self.session.deal_id
        self._follow_turn()

    def _after_action(self, events: Iterable[Event], keep_redo: bool = False) -> None:
        """The session logged ``events``; a match's next deal is shown being dealt."""
        if self.session.deal_id != self._pending.get("deal_id", self.deal_id):
            self._pending["deal_id"] = self.session.deal_id

    def _human_seat(self) -> int | None:
        humans = self.session.human_seats
        return humans[0] if humans else None

    def _follow_turn(self) -> None:
        """Pass-and-play: with several human seats, the view follows the human to move."""
        seat = self.session.follow_turn()
        if seat != self._pending.get("seat", self.seat):
            self._pending["seat"] = seat  # synced with the new view, in one message

    # ================================================================= bots

    def _bot_to_move(self) -> int | None:
        return self.session.bot_to_move()

    def _bot_act(self) -> bool:
        return self._bots_act(1) > 0

    def _bots_act(self, most: int) -> int:
        """Up to ``most`` bot actions (stopping at a trick to hold, in "click" mode); a
        failing bot pauses auto-play with a message."""
        before = self.session.deal_id
        try:
            return self.session.run_bots(most, until_trick=self.trick_pause == "click")
        except BotError as e:
            self.auto = False
            self._say("ui.msg.bot_error", "error", seat=e.seat, error=_short(e.error))
            return 0
        finally:
            if self.session.deal_id != before:
                self._after_action(())

    def _run_bots(self) -> None:
        self._cancel_timer()
        if self.replaying or not self.auto or self._bot_to_move() is None or self.held:
            return
        if self.bot_delay <= 0 or not self._schedule():
            try:
                self._bots_act(MAX_BOT_ACTIONS)
                self._follow_turn()
            finally:
                self._refresh()

    def _bots_answer_at_once(self) -> bool:
        """Will bots act now, before control returns (auto-play without a delay)?"""
        return (self.auto and self.bot_delay <= 0 and self._bot_to_move() is not None
                and not self.held)

    def _schedule(self) -> bool:
        """Ask the kernel's event loop for the next bot action; False without a loop."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return False
        self._generation += 1
        self._timer = loop.call_later(self._delay(), self._tick, self._generation)
        return True

    def _delay(self) -> float:
        """Seconds before the next bot action: longer after a finished trick, so the
        trick stays on the table with its winner and reason for a moment."""
        if not self.session.trick_finished():
            return self.bot_delay
        return max(TRICK_HOLD, self.bot_delay * TRICK_PAUSE)

    def _tick(self, generation: int) -> None:
        try:
            if generation != self._generation:
                return
            self._timer = None
            if self.replaying:
                return
            acted = self._bot_act()
            self._follow_turn()
            self._refresh()
            if acted and self.auto and self._bot_to_move() is not None and not self.held:
                self._generation += 1
                loop = asyncio.get_running_loop()
                self._timer = loop.call_later(self._delay(), self._tick, self._generation)
        except Exception as e:
            self._error(e)

    def _cancel_timer(self) -> None:
        self._generation += 1
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _on_pause_change(self, change: dict[str, Any]) -> None:
        try:
            self._refresh()  # a "continue" shows or goes
            self._run_bots()
        except Exception as e:
            self._error(e)

    def _on_auto_change(self, change: dict[str, Any]) -> None:
        try:
            self.session.auto = bool(change["new"])
            if change["new"]:
                self._run_bots()
            else:
                self._cancel_timer()
        except Exception as e:
            self._error(e)

    # ================================================================= messages

    def _say(self, key: str, kind: str = "info", **values: Any) -> None:
        self._msg = (key, values, kind)
        self._msg_more = None  # what a message shows under a "more" (see _message)
        self._msg_state = None  # kept until the next action (a refusal: see act)
        self._msg_id += 1

    def _state(self) -> tuple[Any, ...]:
        """What a refusal describes: the deal, how far it is and who is to move."""
        g = self._game
        return self.session.deal_id, g.action_count, g.to_move, g.phase

    def _stale(self) -> bool:
        """Does the message describe a moment that has passed (the game moved on)?"""
        return self._msg_state is not None and self._msg_state != self._state()

    def _reject(self, key: str, **values: Any) -> bool:
        """A one-line reason on the message line; nothing else changes."""
        try:
            self._say(key, "error", **values)
            self._sync_message()
        except Exception as e:
            self._error(e)
        return False

    def _error(self, e: BaseException) -> None:
        """Show an unexpected error on the message line (Voilà hides tracebacks)."""
        with contextlib.suppress(Exception):
            self._say("ui.msg.error", "error", error=_short(e))
            self._sync_message()

    def _message(self) -> dict[str, Any]:
        if self._msg is not None and self._stale():
            self._msg = None
        if self._msg is None:
            return {"text": "", "kind": "info", "id": self._msg_id}
        key, values, kind = self._msg
        try:
            lang = self.lang
            values = {k: _worded(v, lang) for k, v in values.items()}
            text = " ".join(t(key, lang, **values).split())
        except Exception as e:  # a reason with odd values still says something
            text = f"{key}: {_short(e)}"
        out = {"text": text, "kind": kind, "id": self._msg_id}
        if self._msg_more is not None:
            out["more"] = _line_words(*self._msg_more, self.lang)
        return out

    def _sync_message(self) -> None:
        self.message = self._message()

    def notice(self, key: str, **values: Any) -> None:
        """Put a notice on the message line (an i18n ``key``; events among ``values`` are
        worded in the table's language, and follow a language switch); the next action
        clears it.

        >>> import cardlab
        >>> from cardlab.core import Event
        >>> table = Table(cardlab.new_game("comrade", seed=1), lang="en", bot_delay=0)
        >>> table.notice("ui.link.unused", reasons=[Event("ui.link.seed", {"value": "x"})])
        >>> print(table.message["text"])  # doctest: +NORMALIZE_WHITESPACE
        Part of this page's link was not used. seed=x: a seed is a whole number (0 or
        more), so the deal is a random one.
        """
        self._say(key, "info", **values)
        self._sync_message()

    # ================================================================= what is synced

    def _on_display_change(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        try:
            if change["name"] == "lang" and change["new"] not in LANGS:
                self.lang = change["old"]
                return
            if change["name"] == "seat":
                self.session.seat = change["new"]
            self._refresh()
        except Exception as e:
            self._error(e)

    def _refresh(self) -> None:
        """Compute and sync everything the browser shows (one message to the page)."""
        if not getattr(self, "_ready", False):
            return
        with self.hold_sync():
            pending, self._pending = self._pending, {}
            self._quiet = True
            try:
                for name, value in pending.items():
                    setattr(self, name, value)
            finally:
                self._quiet = False
            self._revise()
            if self.replaying:
                self._refresh_replay()
                return
            g, lang, seat = self._game, self.lang, self.seat
            view = g.view(seat, reveal=self.teacher)
            self.view = view
            self.actions = self._actions(view)
            self._publish(self._tree(view, lang), self._log_lines())
            self.message = self._message()

    def _act_words(self, text: str) -> Any:
        """An action's text as the learner reads it, in every language (``{"en": "play
        ♠2", "ja": …}``), or the text itself when it is not an action of this game."""
        try:
            action = self._game.parse_action(text)
            return {lang: action.text(lang) for lang in LANGS}
        except Exception:  # "continue", a card picked, anything else: as it was sent
            return text

    def _revise(self) -> None:
        """One more revision when the game moved since the last picture (an action, an
        undo, a new deal or game, a replay's step); a new language or message is not."""
        g = self._game
        last = g.history[-1] if g.history else None
        key = (id(g), self.session.deal_id, g.action_count, last, g.to_move,
               self.replaying and self._step)
        if key != self._rev_key:
            self._rev_key = key
            self._rev += 1

    def _refresh_replay(self) -> None:
        """The move the replay shows: its view, its picture with the timeline, the log up
        to it; nothing to play."""
        self._coach_cancel()  # the coach answers in play only
        view, out = self._replay_tree(self.lang)
        out["rev"] = self._rev
        self.view = view
        self.actions = []
        self._publish(out, self._replay_log()[-LOG_LIMIT:])
        self.message = self._message()

    def _actions(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        g, lang = self._game, self.lang
        seat = view["viewer"]
        if seat is None or self._kinds[seat] == "bot":
            return []
        return [_action_entry(g.parse_action(text), text, lang) for text in view["legal"]]

    def _tree(self, view: dict[str, Any], lang: str) -> dict[str, Any]:
        """The picture of ``view`` as the page prints it (:func:`cardlab.layout.build`),
        as data (:meth:`_publish` gives it its version and its JSON text)."""
        picked = self._picked
        if picked is not None and sum(a.get("zone") == "hand" and a.get("card") == picked
                                      for a in self.actions) < 2:
            picked = self._picked = None  # the game moved on: that choice is gone
        g = self._game
        tricks = self.session.tricks() if isinstance(g, TrickGame) else None
        out = layout.picture(view, lang, self.actions, self._kinds, teacher=self.teacher,
                             picked=picked, tricks=tricks, code=g.deal_code,
                             bot_level=self.session.bot_level)
        if self.held and tricks:
            v = tricks[-1].values
            out["head"]["hold"] = t("ui.continue", lang)  # by the prompt that says why
            out["head"]["prompt"] = t("ui.hold.prompt", lang, number=v["number"],
                                      seat=v["seat"], why=tricks[-1].text(lang))
        if self.session.line_left and not self.held:  # a winning line waits to be played
            self._line_prompt(out["head"], lang)
        if self._game.is_over:  # the game just finished: it can be stepped through
            review = t("ui.review", lang)
            out["head"].update(  # what to do next (never an empty band), its button there
                hold=review, hold_ui="review", prompt=(
                    t("ui.over.next", lang, review=review, next=t(self.next_step, lang))
                    if self.next_step else t("ui.over.review", lang, review=review)))
        self._coach_piece(out, lang)
        out["rev"] = self._rev
        return out

    def _line_prompt(self, head: dict[str, Any], lang: str) -> None:
        """The prompt while a winning line is loaded: how far it is, and its button."""
        start = self.session.line_start or 0
        done = self._game.action_count - start
        button = t("solve.line.next", lang)
        head.update(hold=button, hold_ui="line", mine=True, prompt=t(
            "solve.line.prompt", lang, done=done, total=done + self.session.line_left,
            button=button))

    @property
    def tree(self) -> dict[str, Any]:
        """The picture the page shows now (:func:`cardlab.layout.build`, worded, with the
        log's label), as data."""
        return dict(json.loads(self.tree_json))

    def _log_lines(self) -> list[str]:
        return self.session.log_lines(self.lang, self.seat, self.teacher)[-LOG_LIMIT:]

    def log_text(self) -> list[str]:
        """The log lines as the viewer reads them now (in the current language)."""
        return list(self.log)


def replay_table(record: Any, seat: int | None = None, lang: str = "en",
                 teacher: bool = False) -> Table:
    """A :class:`Table` stepping through ``record`` (anything
    :func:`cardlab.records.read_record` reads), shown at its deal: :func:`cardlab.replay`.

    >>> import cardlab
    >>> replay_table(cardlab.new_game("trumps", seed=3), teacher=True).replay_step
    0
    """
    from cardlab.records import read_record

    table = Table(read_record(record), seat=seat, lang=lang, teacher=teacher, auto=False,
                  bot_delay=0.8)
    table.review(step=0)
    return table


# ===================================================================== helpers

INTENT_META = ("rev", "n", "view")  # what the page adds to every intent (see _on_intent)
MAX_VIEWS = 64  # pages whose intent numbers are remembered (a widget shown in many cells)


def _intent_meta(content: Any) -> tuple[int | None, int | None, str] | str:
    """``(rev, n, view)`` of an intent (``None`` where the page sent none), or what is
    wrong with them, as a few words.

    >>> _intent_meta({"act": "QS", "rev": 3, "n": 1, "view": "a1"})
    (3, 1, 'a1')
    >>> _intent_meta({"act": "QS"}), _intent_meta({"act": "QS", "n": "1", "view": "a"})
    ((None, None, ''), "n='1'")
    """
    if not isinstance(content, dict):
        return None, None, ""
    rev, n, view = (content.get(k) for k in INTENT_META)
    for name, value in (("rev", rev), ("n", n)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                  or value < 0):
            return f"{name}={_describe(value)}"
    if n is not None and not (isinstance(view, str) and 0 < len(view) <= 40):
        return f"view={_describe(view)}"
    return rev, n, view if isinstance(view, str) else ""



def _is_resync(content: Any) -> bool:
    """Is this the page asking for the whole picture (``{"resync": v}``, ``v`` the
    version it has, or ``null``)?

    >>> _is_resync({"resync": 3}), _is_resync({"resync": None}), _is_resync({"resync": "3"})
    (True, True, False)
    """
    if not isinstance(content, dict) or set(content) != {"resync"}:
        return False
    v = content["resync"]
    return v is None or (isinstance(v, int) and not isinstance(v, bool))


def _action_entry(action: Any, text: str, lang: str) -> dict[str, Any]:
    """A legal action as the layout places it: the card it names and where that card lies
    ("take 2C": the table, even when the hand holds a 2C too; "KS", "chest 5D": the hand;
    Trumps' "pair 7": the hand's 7), where the move goes (``place``: a field; ``taken``:
    a card taken from there) and, for a numbered kind without a card, its ``group``."""
    card = getattr(action, "card", None)
    number = getattr(action, "number", None)
    where = type(action).card_from
    entry: dict[str, Any] = {"act": text, "label": action.text(lang), "card": None,
                             "zone": None}
    if card is not None:
        entry.update(card=card.text, zone=where)
    elif isinstance(number, int) and where is not None:
        entry.update(card=str(number), zone=where)
    elif isinstance(number, int):
        entry.update(group=getattr(action, "_key", type(action).__name__), short=number)
    place, taken = getattr(action, "field", None), getattr(action, "taken", None)
    if entry["card"] is not None and isinstance(place, str):
        entry["place"] = place
        if taken is not None:
            entry["taken"] = taken.text
    return entry


def _worded(value: Any, lang: str) -> Any:
    """A message value in ``lang``: an event as its sentence, a list of events as
    sentences (as worded: they may start with a name, ``seed=…``), ``{lang: text}`` as
    its text in ``lang``; anything else as it is."""
    if isinstance(value, Event):
        return value.text(lang)
    if isinstance(value, dict) and set(value) == set(LANGS):  # worded in every language
        return value[lang]
    if isinstance(value, list | tuple) and value and all(isinstance(v, Event) for v in value):
        return sentences([v.text(lang) for v in value], lang, capitalise=False)
    return value


def _line_words(title: str, tricks: list[Any], lang: str) -> dict[str, Any]:
    """A line of play (:func:`cardlab.solve.line_by_trick`) as a title and one line of
    words a trick, each card with its seat.

    >>> _line_words("solve.line.title", [(9, [(0, "10D"), (1, "3D")])], "en")["lines"]
    ['Trick 9: seat 0 ♦10 · seat 1 ♦3']
    """
    sep = " · " if lang == "en" else "・"
    return {"title": t(title, lang), "lines": [
        t("solve.line.trick", lang, number=number, plays=sep.join(
            t("solve.line.play", lang, seat=seat, card=card) for seat, card in plays))
        for number, plays in tricks]}


def _describe(value: Any) -> str:
    """A short, safe description of anything the page sent (never the whole of it)."""
    if isinstance(value, dict):
        keys = ", ".join(repr(k)[:20] for k in list(value)[:4])
        return f"a dict with keys {keys}" if value else "an empty dict"
    if isinstance(value, str):
        return f"a text of {len(value)} characters" if len(value) > 40 else repr(value)
    return f"a {type(value).__name__}"


def _short(e: BaseException) -> str:
    text = f"{type(e).__name__}: {e}" if not isinstance(e, CardlabError) else str(e)
    return text if len(text) <= 200 else text[:199] + "…"


def hide_when_empty(change: dict[str, Any]) -> None:
    """An HTML line with nothing to say is not displayed (ipywidgets gives an empty one a
    line's height): the table below it moves up.

    >>> import ipywidgets as W
    >>> box = W.HTML("")
    >>> hide_when_empty({"owner": box, "new": ""}); box.layout.display
    'none'
    >>> hide_when_empty({"owner": box, "new": "<b>sent</b>"}); box.layout.display
    ''
    """
    change["owner"].layout.display = "" if change["new"] else "none"
