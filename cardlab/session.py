"""A game with its seats: who is human, who is a bot, undo/redo by human turn, the log.

A :class:`Session` is what a table plays, without any widget: the game, a kind per seat
(``"human"`` or ``"bot"``) and the bots of the bot seats (:func:`cardlab.bots.bot_for`),
one bot step or all of them until a human is to move, undo and redo by human turn
(the human's action and the bots' answers go together), the seat a shared screen shows
(pass and play: it follows the human to move), and the log of events, worded on demand
in either language. The table widget (:class:`cardlab.ui.Table`) is traits and messages
over one Session; :func:`play_out` runs bots through one too.

>>> import cardlab
>>> from cardlab.session import Session
>>> s = Session(cardlab.new_game("comrade", players=3, seed=7))
>>> s.kinds
('human', 'bot', 'bot')
>>> s.play("take 4S")[0].text("en")
'seat 0 takes ♠4: spade bid 4; bids total 4 of 12'
>>> s.run_bots()
2
>>> s.game.to_move, len(s.game.history)
((0,), 3)
>>> [str(h.action) for h in s.undo()]
['take 4S', 'take 4C', 'take AH']
>>> len(s.redo()), len(s.game.history)
(3, 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from cardlab.bots import Bot, bot_for
from cardlab.core import Action, Event, Game, HistoryEntry, new_game
from cardlab.errors import IllegalActionError

__all__ = ["SEAT_KINDS", "BotError", "Session", "play_out"]

SEAT_KINDS = ("human", "bot")
MAX_BOT_ACTIONS = 100_000


class BotError(RuntimeError):
    """A bot failed to choose a legal action; ``.seat`` and ``.error`` say which and why."""

    def __init__(self, seat: int, error: BaseException) -> None:
        super().__init__(f"the bot of seat {seat} failed: {error}")
        self.seat = seat
        self.error = error


class Session:
    """A game with a kind per seat, bots, undo/redo by human turn and a log.

    ``Session(game, seat=0, bots=None)``: ``game`` is a :class:`~cardlab.core.Game` or a
    game name; ``seat`` the seat a screen shows (``None``: a spectator); ``bots`` the bot
    seats (default: every seat but ``seat``), or a mapping seat → bot to use given bots.

    >>> import cardlab
    >>> s = Session(cardlab.new_game("comrade", players=3, seed=7), bots=())
    >>> s.human_seats, s.play("take 4S") != [], s.seat
    ((0, 1, 2), True, 1)
    """

    def __init__(
        self,
        game: Game | str,
        seat: int | None = 0,
        *,
        bots: Iterable[int] | Mapping[int, Bot] | None = None,
    ) -> None:
        if isinstance(game, str):
            game = new_game(game)
        if not isinstance(game, Game):
            raise TypeError(f"a session plays a cardlab game, not {type(game).__name__}")
        self.seat = seat
        self.auto = True  # the bots act by themselves; an undo of bot actions only pauses it
        self.bot_level = "standard"  # cardlab.bots.LEVELS: how well the bot seats play
        self.deal_id = 0  # counts the deals shown: new deals and a match's next deals
        self.reset(game, bots)

    # ================================================================= seats

    @property
    def game(self) -> Game:
        """The game being played."""
        return self._game

    @property
    def kinds(self) -> tuple[str, ...]:
        """``"human"`` or ``"bot"`` for every seat."""
        return tuple(self._kinds)

    @property
    def bot_seats(self) -> tuple[int, ...]:
        """The seats played by bots."""
        return tuple(i for i, k in enumerate(self._kinds) if k == "bot")

    @property
    def human_seats(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(i for i, k in enumerate(self._kinds) if k == "human")

    def is_bot(self, seat: int) -> bool:
        """Is ``seat`` played by a bot?

        >>> import cardlab
        >>> Session(cardlab.new_game("comrade", players=3, seed=1)).is_bot(1)
        True
        """
        return self._kinds[seat] == "bot"

    def set_kind(self, seat: int, kind: str) -> None:
        """Make ``seat`` a ``"human"`` or a ``"bot"`` seat (the bots do not act yet).

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=1))
        >>> s.set_kind(2, "human"); s.kinds
        ('human', 'bot', 'human')
        """
        if kind not in SEAT_KINDS:
            raise ValueError(f"a seat is 'human' or 'bot', not {kind!r}")
        seat = self._game._check_seat(seat)
        self._kinds[seat] = kind
        if kind == "human":
            self.bots.pop(seat, None)

    def set_bot_level(self, level: str) -> str:
        """Make every bot seat play at ``level`` (:data:`cardlab.bots.LEVELS`; an unknown
        level: :class:`cardlab.errors.SetupError`, nothing changed); returns the level.

        >>> import cardlab
        >>> s = Session(cardlab.new_game("notice", players=3, seed=7))
        >>> s.set_bot_level("beginner"), type(s.bot(1)).__name__
        ('beginner', 'BeginnerBot')
        """
        from cardlab.bots import level_of

        level = level_of(level)
        if level != self.bot_level:
            self.bot_level = level
            self.bots.clear()
        return level

    def bot(self, seat: int) -> Bot:
        """The bot of ``seat`` (made on first use at :attr:`bot_level`, seeded by the
        game's seed and the seat)."""
        bot = self.bots.get(seat)
        if bot is None:
            seed = None if self._game.seed is None else self._game.seed * 8 + seat
            game = self._game if self.bot_level == "strong" else self._game.name
            bot = self.bots[seat] = bot_for(game, seed=seed, level=self.bot_level)
        return bot

    def bot_to_move(self) -> int | None:
        """The first bot seat to move, or ``None`` (a human is to move, or it is over)."""
        for s in self._game.to_move:
            if self._kinds[s] == "bot":
                return s
        return None

    def follow_turn(self) -> int | None:
        """Pass and play: with several human seats, show the human to move; the seat shown.

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7), bots=())
        >>> _ = s.game.play("take 4S"); s.follow_turn()
        1
        """
        humans = self.human_seats
        tm = self._game.to_move
        if len(humans) >= 2 and self.seat not in tm:
            self.seat = next((s for s in tm if s in humans), self.seat)
        return self.seat

    # ================================================================= playing

    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """A human seat's action (default seat: the one shown); its events.

        Clears what :meth:`redo` could replay. Raises the engine's errors (the game is
        then unchanged), and :class:`~cardlab.errors.IllegalActionError` for a bot seat.
        """
        who = self.seat if seat is None else seat
        tm = self._game.to_move
        mover = who if who is not None else (tm[0] if len(tm) == 1 else None)
        if isinstance(mover, int) and 0 <= mover < len(self._kinds) and self.is_bot(mover):
            raise IllegalActionError(action, mover, "ui.msg.not_your_seat",
                                     {"seat": mover, "you": self._first_human()})
        self._mark = len(self._log)
        events = self._game.play(action, who)
        self._record(events)
        self.follow_turn()
        return events

    def step(self) -> list[Event]:
        """One bot to move acts; its events (``[]`` when no bot is to move).

        Raises :class:`BotError` when the bot fails (the game is then unchanged).
        """
        seat = self.bot_to_move()
        if seat is None:
            return []
        g = self._game
        try:
            events = g.play(self.bot(seat).choose(g.view(seat)), seat)
        except Exception as e:
            raise BotError(seat, e) from e
        self._record(events)
        self.follow_turn()
        return events

    def run_bots(self, max_actions: int = MAX_BOT_ACTIONS, *, until_trick: bool = False) -> int:
        """Bots act until a human is to move or the game is over (``until_trick``: or a
        bot's card finished a trick); how many acted.

        >>> import cardlab
        >>> Session(cardlab.new_game("comrade", players=3, seed=7), seat=None).run_bots() > 0
        True
        """
        for n in range(max_actions):
            if self.bot_to_move() is None:
                return n
            self.step()
            if until_trick and self.trick_finished():
                return n + 1
        return max_actions

    # ================================================================= undo / redo

    def undo(self) -> list[HistoryEntry]:
        """Take back the last human action and the bot actions after it; what went.

        With no human action to take back (bots only), the last action goes and
        :attr:`auto` turns off, so the bots do not play it again at once.
        """
        history = self._game.history
        if not history:
            return []
        if self._line is not None and len(history) > self._line:  # a loaded line: one card
            undone = self.rewind(1)
            self._redo.append(undone)
            self.follow_turn()
            return undone
        humans = set(self.human_seats)
        mine = [i for i, h in enumerate(history) if h.seat in humans]
        if mine:
            keep = mine[-1]
        else:
            keep = len(history) - 1
            self.auto = False
        undone = self.rewind(len(history) - keep)
        self._redo.append(undone)
        self.follow_turn()
        return undone

    def redo(self) -> list[HistoryEntry]:
        """Play again what the last :meth:`undo` took back; what was replayed."""
        if not self._redo:
            return []
        group = self._redo.pop()
        self._mark = len(self._log)
        for seat, action in group:
            self._record(self._game.play(action, seat), keep_redo=True)
        self.follow_turn()
        return group

    @property
    def line_start(self) -> int | None:
        """Where the line loaded by :meth:`load_line` starts (actions played before it);
        ``None`` when no line is loaded (a new action leaves the line)."""
        return self._line

    @property
    def line_left(self) -> int:
        """How many actions of the loaded line (:meth:`load_line`) :meth:`redo` has still
        to play; 0 when no line is loaded."""
        return len(self._redo) if self._line is not None else 0

    def load_line(self, at: int, actions: Iterable[Action | str]) -> list[HistoryEntry]:
        """Go back to where ``at`` actions had been played and make ``actions`` (played
        from there, each by the seat to move) what :meth:`redo` replays, one action at a
        time; :meth:`undo` then steps back one action at a time, down to ``at``.

        The line is checked on a copy first: an action the rules refuse raises the
        engine's error and nothing changes. Auto-play turns off (the bots would leave
        the line). Returns the line's actions with their seats.

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7), seat=None)
        >>> _ = s.run_bots(); n = len(s.game.history)
        >>> [str(h.action) for h in s.load_line(n - 2, ["5C", "6S"])]
        ['5C', '6S']
        >>> len(s.game.history) == n - 2, [str(h.action) for h in s.redo()]
        (True, ['5C'])
        >>> [str(h.action) for h in s.undo()], len(s.game.history) == n - 2
        (['5C'], True)
        """
        g = self._game
        if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= g.action_count:
            raise ValueError(f"a line starts after 0 to {g.action_count} actions, not {at!r}")
        trial = g.copy()
        replay = getattr(trial, "_replay", None)  # one replay (core offers no public one)
        if replay is not None:
            replay(list(trial.history[:at]))
        while trial.action_count > at:
            trial.undo()
        line = []
        for action in actions:
            seat = trial.to_move[0] if len(trial.to_move) == 1 else None
            trial.play(action, seat)
            line.append(trial.history[-1])
        self.rewind(g.action_count - at)
        self._redo = [[entry] for entry in reversed(line)]
        self._line = at
        self.auto = False
        self.follow_turn()
        return line

    def rewind(self, n: int = 1) -> list[HistoryEntry]:
        """Take back the last ``n`` actions, replaying the game once; what went.

        The log loses their events. (Unlike :meth:`undo`, this keeps the redo list.)

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7), seat=None)
        >>> _ = s.run_bots(); [str(h.action) for h in s.rewind(2)]
        ['5C', '6S']
        """
        g = self._game
        keep = max(0, g.action_count - max(0, n))
        undone = list(g.history[keep:])
        if len(undone) == 1:
            g.undo()
        elif undone:
            replay = getattr(g, "_replay", None)  # one replay (core offers no public one)
            if replay is not None:
                replay(list(g.history[:keep]))
            else:
                while g.action_count > keep:
                    g.undo()
        self._log = [(i, e) for i, e in self._log if i <= keep]
        self._mark = min(self._mark, len(self._log))
        self._cache_key = None
        return undone

    # ================================================================= deals

    def reset(self, game: Game, bots: Iterable[int] | Mapping[int, Bot] | None = None) -> None:
        """Play ``game`` from now on; ``bots`` as in the constructor (the log restarts)."""
        n = game.players
        if self.seat is not None and not 0 <= self.seat < n:
            self.seat = 0
        self._game = game
        self.bots: dict[int, Bot] = {}
        if isinstance(bots, Mapping):
            self.bots = {game._check_seat(s): b for s, b in bots.items()}
        if bots is None:
            bot_set = {i for i in range(n) if i != self.seat}
        else:
            bot_set = {game._check_seat(b) for b in bots}
        self._kinds = ["bot" if i in bot_set else "human" for i in range(n)]
        self._redo: list[list[HistoryEntry]] = []
        self._line: int | None = None  # where a line loaded by load_line starts
        self._log: list[tuple[int, Event]] = [(game.action_count, e) for e in game.events]
        self._mark = 0
        self._cache_key: tuple[Any, ...] | None = None
        self._cache: list[str] = []
        self._cache_done = 0
        self.deal_id += 1
        self.follow_turn()

    def new_deal(self, seed: int | None = None, players: int | None = None,
                 **options: Any) -> Game:
        """A new game of the same name and options (a new ``seed``, ``players``, options).

        Bot seats stay when the number of players does; the seat shown moves to 0 when
        it is no longer at the table.

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7), seat=2)
        >>> g = s.new_deal(seed=5, players=4); (g.seed, g.players, s.seat, s.bot_seats)
        (5, 4, 2, (0, 1, 3))
        """
        g = self._game
        game = new_game(g.name, players=g.players if players is None else players,
                        seed=seed, **{**g.options, **options})
        self.reset(game, self.bot_seats if game.players == g.players else None)
        return game

    # ================================================================= the log

    @property
    def log(self) -> list[tuple[int, Event]]:
        """Every event so far, with the number of actions played when it happened."""
        return list(self._log)

    @property
    def recent(self) -> list[Event]:
        """The events since the last human action began (it, and the bots' answers).

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7))
        >>> _ = s.play("take 4S"); _ = s.run_bots(); [e.key for e in s.recent]
        ['comrade.took', 'comrade.took', 'comrade.took', 'comrade.round_starts']
        """
        return [e for _, e in self._log[self._mark:]]

    def trick_finished(self) -> bool:
        """Did the last action finish a trick (so it may stay on the table a moment)?"""
        return any(e.kind == "trick" for e in self._game.events)

    def tricks(self) -> list[Event]:
        """The tricks of the current deal so far, oldest first: their win events, each
        with the trick's ``cards`` (``[[seat, card], …]``), ``number``, winner and why.

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7), seat=None)
        >>> _ = s.run_bots(40); t = s.tricks()[0]
        >>> t.values["number"], len(t.values["cards"]), t.text("en")
        (1, 3, '♣K wins the trick: highest club')
        """
        out: list[Event] = []
        for _, e in self._log:
            if e.kind == "deal":
                out = []
            elif e.kind == "trick" and "cards" in e.values:
                out.append(e)
        return out

    def log_lines(self, lang: str = "en", seat: int | None = None,
                  reveal: bool = False) -> list[str]:
        """The log as ``seat`` reads it in ``lang`` (``reveal``: every private event too).

        >>> import cardlab
        >>> s = Session(cardlab.new_game("comrade", players=3, seed=7))
        >>> _ = s.play("take 4S"); s.log_lines("en", 0)[-1]
        'seat 0 takes ♠4: spade bid 4; bids total 4 of 12'
        """
        key = (lang, seat, reveal)
        if key != self._cache_key:
            self._cache_key, self._cache, self._cache_done = key, [], 0
        for _, e in self._log[self._cache_done:]:
            if e.visible_to(seat, reveal):
                try:
                    self._cache.append(e.text(lang))
                except Exception as err:  # an event with odd values still says something
                    self._cache.append(f"{e.key} ({type(err).__name__}: {err})")
        self._cache_done = len(self._log)
        return list(self._cache)

    # ================================================================= inside

    def _first_human(self) -> int | None:
        humans = self.human_seats
        return humans[0] if humans else None

    def _record(self, events: Iterable[Event], keep_redo: bool = False) -> None:
        n = self._game.action_count
        events = list(events)
        self._log.extend((n, e) for e in events)
        if not keep_redo:
            self._redo = []
            self._line = None
        if any(e.kind == "deal" for e in events):
            self.deal_id += 1  # a match's next deal: a table shows it being dealt


def play_out(game: Game, bots: Mapping[int, Bot], max_actions: int = MAX_BOT_ACTIONS) -> Game:
    """Let ``bots`` (seat → bot) play ``game`` until it ends or a human seat is to move.

    In a simultaneous phase every bot seat to move acts. Returns the game. The bots run
    in a :class:`Session` (the same stepping as the table's); an error of a bot or of the
    engine is raised as it was.

    >>> import cardlab
    >>> from cardlab.bots import RandomBot
    >>> g = cardlab.new_game("comrade", players=3, seed=1)
    >>> play_out(g, {s: RandomBot(seed=s) for s in range(3)}).is_over
    True
    """
    session = Session(game, seat=None, bots=bots)
    try:
        session.run_bots(max_actions)
    except BotError as e:
        raise e.error from None
    return game
