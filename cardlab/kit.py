"""A game's kit: everything one game is, registered once.

Each game package ends with one declaration (``cardlab/games/comrade/__init__.py``)::

    KIT = register(GameKit(
        game=Comrade, code=0, layout=LAYOUT, bot=ComradeBot, coach=ComradeCoach(),
        measure=("win", "win"), result=deal_result, messages=(MESSAGES, LESSON_MESSAGES),
        lesson="cardlab.games.comrade.lesson", lean=lean_state, capabilities={"solver"},
        soak_options=soak_options, ledger=ledger, beginner_slip=0.02,
    ))

and every part of cardlab asks the kit (``cardlab.GAMES[name]``): the engine and its facts
(:attr:`GameKit.cls`, :attr:`GameKit.players`, :attr:`GameKit.options` …), the table's
layout, the bot, the coach's adapter and what its estimates measure, a class deal's result,
the deal-code slot, the message catalogues, the lesson module and what else the game can
do (``capabilities``: ``"solver"`` offers "Was it winnable?"). Nothing outside a game's
package names the game.

:func:`register` checks the kit whole, so a game that lacks a part fails on import with
one sentence naming it, not later at a table:

>>> from cardlab.games.comrade import KIT
>>> from dataclasses import replace
>>> try:
...     register(replace(KIT, layout=None))
... except KitError as e:
...     print(e)
the kit of comrade lacks its layout (layout=Layout(...), what the table shows)
>>> GAMES["comrade"] is KIT, KIT.players, KIT.code
(True, (3, 4, 5), 0)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cardlab import i18n
from cardlab.core import Game
from cardlab.dealcode import GAME_SLOTS as CODE_SLOTS
from cardlab.errors import CardlabError
from cardlab.registry import GAMES, lookup

__all__ = ["CODE_SLOTS", "GameKit", "KitError", "kit_of", "register"]


Result = tuple[str, float | None, dict[str, Any]]

# (field, what it is) for every part a kit must have; the sentence of a KitError
_REQUIRED: tuple[tuple[str, str], ...] = (
    ("layout", "layout=Layout(...), what the table shows"),
    ("bot", "bot=..., a bot class taking seed="),
    ("coach", "coach=..., the coach's adapter (cardlab.coach.Adapter)"),
    ("measure", "measure=(value, chance), what the coach's estimates measure"),
    ("result", "result=..., a class deal's outcome and score"),
    ("soak_options", "soak_options=..., rule options the soak varies"),
    ("ledger", "ledger=..., the card count the soak checks"),
    ("beginner_slip", "beginner_slip=..., how often its beginner bot slips, from 0 to 1"),
)


class KitError(CardlabError, ValueError):
    """A game kit that lacks a part or clashes with another game's (raised by
    :func:`register`)."""


@dataclass(frozen=True, eq=False)
class GameKit:
    """One game's registration: its engine class and every part the rest of cardlab uses.

    The engine's facts are read from the class (``name``, ``title``, ``players_allowed``,
    ``options_spec`` …) and offered here under the registry's names.
    """

    game: type[Game]
    code: int
    """The game's slot in deal codes (0–7): fixed for ever, so an old code keeps its meaning."""
    layout: Any
    """:class:`cardlab.layout.Layout`: what the table shows and how."""
    bot: Callable[..., Any]
    """The game's own bot (a class taking ``seed=``; :func:`cardlab.bots.bot_for`)."""
    coach: Any
    """The coach's adapter (:class:`cardlab.coach.adapter.Adapter`)."""
    measure: tuple[str, str]
    """What the coach's ``value`` measures and what its ``chance`` counts."""
    result: Callable[[Game, Sequence[Any]], Result]
    """A finished class deal → (outcome word, score or None, details); see
    :func:`cardlab.classroom.deal_result`."""
    soak_options: Callable[[Any, int, int], dict[str, Any]]
    """``(rng, players, seed)`` → rule options the soak (``tests/support/soak.py``) plays with."""
    ledger: Callable[[dict[str, Any], Any], None]
    """``(revealed view, cardlab.ledger.Ledger)``: raises ``LedgerError`` when cards were
    lost or made."""
    messages: tuple[Mapping[str, Mapping[str, str]], ...] = ()
    """The game's message catalogues (registered with :func:`cardlab.i18n.register`)."""
    lesson: str | None = None
    """The module of its lesson (positions, questions, narration), by name."""
    homework: str | None = None
    """The module of its homework (:mod:`cardlab.homework`: question builders), by name."""
    lean: Callable[..., Any] | None = None
    """The builder of the coach's lean playout state, ``(game, viewer) -> state or None``
    (:mod:`cardlab.sim`; the game's ``lean.py``), or ``None`` when the game has none."""
    beginner_slip: float | None = None
    """The chance (0 to 1) that the game's beginner bot
    (:class:`cardlab.bots.beginner.BeginnerBot` around :attr:`bot`) plays another legal
    action than :attr:`bot` would — or, for a game that names its own beginner in
    :attr:`bots`, the chance that one slips as it defines it (Skull Collector: a trick
    misread): each game tunes it so that a newcomer who follows its lesson wins about
    half the deals against beginners (``benchmarks/newcomer.py``)."""
    bots: Mapping[str, Callable[..., Any] | str] = field(default_factory=dict)
    """The game's own bots of other levels than ``"standard"`` (the :attr:`bot`), by level
    (``{"beginner": ...}``, classes taking ``seed=``), or the name of the level whose bots
    it seats instead (Comrade, a cooperative game, ``{"beginner": "strong"}``: the bots are
    the learner's teammates, so the easy table is the one with the best teammates); a
    level it does not name is the generic one (:func:`cardlab.bots.bot_for`)."""
    capabilities: frozenset[str] = field(default_factory=frozenset)
    """What else the game offers: ``"solver"`` ("Was it winnable?")."""

    @property
    def name(self) -> str:
        """The game's registered name (``"comrade"``)."""
        return self.game.name

    @property
    def cls(self) -> type[Game]:
        """The engine class (the same as :attr:`game`)."""
        return self.game

    @property
    def players(self) -> tuple[int, ...]:
        """The player counts the game allows."""
        return tuple(self.game.players_allowed)

    @property
    def default_players(self) -> int:
        """The player count a new game has when none is given."""
        return self.game.default_players

    @property
    def options(self) -> Mapping[str, Any]:
        """Every rule option (:class:`cardlab.core.Option`) by name."""
        return dict(self.game.options_spec)

    @property
    def title(self) -> Mapping[str, str]:
        """The game's title by language."""
        return dict(self.game.title)

    @property
    def cooperative(self) -> bool:
        """Do all seats win or lose together?"""
        return bool(self.game.cooperative)

    @property
    def simultaneous(self) -> tuple[str, ...]:
        """The phases in which several seats choose at once."""
        return tuple(self.game.simultaneous)

    def defaults(self) -> dict[str, Any]:
        """Every option with its default."""
        return {k: o.default for k, o in self.options.items()}

    def facts(self) -> dict[str, Any]:
        """The game's facts, JSON-ready (the same dict every view carries as ``facts``).

        >>> GAMES["comrade"].facts()["cooperative"], GAMES["notice"].facts()["simultaneous"]
        (True, ['predict', 'target'])
        """
        return self.game.facts()

    def can(self, capability: str) -> bool:
        """Does the game offer ``capability``?

        >>> GAMES["comrade"].can("solver"), GAMES["notice"].can("solver")
        (True, False)
        """
        return capability in self.capabilities


def _check(kit: GameKit) -> None:
    """Raise :class:`KitError` naming the first part ``kit`` lacks or that clashes."""
    cls = kit.game
    if not (isinstance(cls, type) and issubclass(cls, Game) and cls.name):
        raise KitError(f"a kit's game must be a Game subclass with a name, not {cls!r}")
    name = cls.name
    for part, what in _REQUIRED:
        if getattr(kit, part) is None:
            raise KitError(f"the kit of {name} lacks its {part} ({what})")
    slip = kit.beginner_slip
    if isinstance(slip, bool) or not isinstance(slip, int | float) or not 0 <= slip <= 1:
        raise KitError(f"the kit of {name}: beginner_slip must be a chance from 0 to 1, "
                       f"not {slip!r}")
    from cardlab.bots import LEVELS

    for level, bot in kit.bots.items():
        if level not in LEVELS or level == "standard" or bot == level or not (
                callable(bot) or bot in LEVELS):
            raise KitError(f"the kit of {name}: bots[{level!r}] must be a bot class or "
                           f"another level's name, for a level other than standard, "
                           f"not {bot!r}")
    if not cls.players_allowed or not cls.title or not cls.PHASES:
        raise KitError(f"the kit of {name}: its game class lacks players_allowed, "
                       "title or PHASES")
    if isinstance(kit.code, bool) or not isinstance(kit.code, int) or not (
            0 <= kit.code < CODE_SLOTS):
        raise KitError(f"the kit of {name}: code must be a deal-code slot from 0 to "
                       f"{CODE_SLOTS - 1}, not {kit.code!r}")
    for other in GAMES.values():
        if other.code == kit.code and other.name != name:
            raise KitError(f"the kit of {name}: deal-code slot {kit.code} is {other.name}'s")
    missing = [k for k in required_messages(name) if not any(k in m for m in kit.messages)]
    if missing:
        raise KitError(f"the kit of {name} lacks the messages {', '.join(missing)}")


def required_messages(name: str) -> tuple[str, ...]:
    """The message keys every game's catalogues must define (the coach's sentences).

    >>> required_messages("toy")[:2]
    ('coach.why.best.toy', 'coach.why.worse.toy')
    """
    return tuple(f"coach.{part}.{name}" for part in
                 ("why.best", "why.worse", "panel.short", "panel.why", "panel.goal"))


def register(kit: GameKit) -> GameKit:
    """Check ``kit`` (:class:`KitError` when a part is missing), add it to
    :data:`cardlab.GAMES` and its messages to :mod:`cardlab.i18n`; returns it."""
    _check(kit)
    for catalogue in kit.messages:
        i18n.register(catalogue)
    GAMES[kit.name] = kit
    return kit


def kit_of(game: Any) -> GameKit:
    """The kit of a game or of a game's name (:class:`cardlab.errors.SetupError` when no
    game has that name).

    >>> import cardlab
    >>> kit_of(cardlab.new_game("notice", seed=1)).name, kit_of("trumps").code
    ('notice', 3)
    """
    return lookup(game if isinstance(game, str) else game.name)
