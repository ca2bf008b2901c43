"""Bots: players that decide from a seat's view only.

A bot has one method, ``choose(view) -> str``: given ``game.view(seat)`` (the seat is to
move, so ``view["legal"]`` is not empty) it returns the text of one legal action. It
never sees the game object, so it cannot peek at hidden cards.

Each game's bot lives in its package (``cardlab/games/comrade/bot.py``) and its kit names
it (``GameKit.bot``); :func:`bot_for` finds it there. Every game offers three levels
(:data:`LEVELS`): ``"beginner"`` (the game's own beginner when its kit names one in
``GameKit.bots``, else :class:`cardlab.bots.beginner.BeginnerBot`, the game's bot making a
learner's slips as often as its kit declares, ``GameKit.beginner_slip``),
``"standard"`` (the game's own bot) and ``"strong"`` (the coach,
:class:`cardlab.coach.CoachBot`). Levels offered for every game are modules here that call
:func:`register_level`.
:func:`cardlab.session.play_out` lets bots play a game to its end.

>>> import cardlab
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("comrade", players=3, seed=3)
>>> play_out(g, {s: RandomBot(seed=s) for s in range(3)}).is_over
True
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Mapping
from typing import Any, Protocol

import numpy as np

from cardlab.registry import GAMES

__all__ = ["LEVELS", "Bot", "RandomBot", "SeededBot", "bot_for", "level_of", "levels",
           "register_level"]

LEVELS: tuple[str, ...] = ("beginner", "standard", "strong")
"""The bot levels every game offers, weakest first; their names are the messages
``bots.level.<level>`` (en/ja)."""

ALIASES = {"default": "standard", "coach": "strong"}
"""Older names of two levels, still understood."""


class Bot(Protocol):
    """Anything with ``choose(view) -> action text``."""

    def choose(self, view: Mapping[str, Any]) -> str:  # pragma: no cover - protocol
        """The text of one action from ``view["legal"]``."""
        ...


class SeededBot:
    """Base of cardlab's bots: a seeded generator, and no thinking when one action is legal.

    Subclasses implement ``_choose(view, legal)``.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.rng = np.random.default_rng(seed)

    def choose(self, view: Mapping[str, Any]) -> str:
        """The text of one action from ``view["legal"]``."""
        legal: list[str] = list(view["legal"])
        if len(legal) == 1:
            return legal[0]
        return self._choose(view, legal)

    def _choose(self, view: Mapping[str, Any], legal: list[str]) -> str:
        raise NotImplementedError

    def pick(self, options: list[str]) -> str:
        """A seeded random choice among ``options``."""
        return options[int(self.rng.integers(len(options)))]


class RandomBot(SeededBot):
    """Plays a uniformly random legal action (for any game), seeded.

    >>> RandomBot(seed=1).choose({"legal": ["pass", "take AS"]}) in ("pass", "take AS")
    True
    """

    def _choose(self, view: Mapping[str, Any], legal: list[str]) -> str:
        return self.pick(legal)


_loaded: list[bool] = []


def _load() -> None:
    if _loaded:  # once: bot_for is called for every playout of the coach
        return
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")
    _loaded.append(True)


_LEVELS: dict[str, Callable[..., Bot]] = {}


def register_level(level: str, factory: Callable[..., Bot]) -> None:
    """Name ``factory`` (taking ``game, seed=``; ``game`` a game or its name) as the bot of
    ``level`` for every game (``cardlab/bots/coach.py`` registers ``"strong"``,
    ``cardlab/bots/beginner.py`` ``"beginner"``); a game's kit may offer its own
    (``GameKit.bots``), which comes first."""
    _LEVELS[level] = factory


def levels() -> tuple[str, ...]:
    """The bot levels :func:`bot_for` offers, weakest first.

    >>> levels()
    ('beginner', 'standard', 'strong')
    """
    _load()
    return (*LEVELS, *sorted(k for k in _LEVELS if k not in LEVELS))


def level_of(given: Any) -> str:
    """The level a text names (``"coach"`` and ``"default"`` are older names), or
    :class:`cardlab.errors.SetupError` with one sentence (en/ja) naming the levels.

    >>> level_of("Strong"), level_of("coach")
    ('strong', 'strong')
    >>> try:
    ...     level_of("expert")
    ... except ValueError as e:
    ...     print(e)
    There is no bot level 'expert': choose beginner, standard or strong.
    """
    from cardlab.errors import SetupError, or_list

    text = str(given).strip().lower() if isinstance(given, str) else given
    text = ALIASES.get(text, text)
    if text not in levels():
        raise SetupError("bots.level.unknown", given=given, levels=or_list(levels()))
    return str(text)


def bot_for(game: Any, seed: int | None = None, level: str = "standard") -> Bot:
    """A new bot of ``level`` (:data:`LEVELS`) for ``game`` (a game name or a game).

    ``"standard"`` is the game's own bot (its kit's; a RandomBot for a name no game
    has); ``"beginner"`` the kit's own beginner (``GameKit.bots``; or the bots of the level
    the kit names there: Comrade's are its strong teammates) or
    :class:`cardlab.bots.beginner.BeginnerBot`; ``"strong"`` a
    :class:`cardlab.coach.CoachBot` sitting at that game (it needs the game object, which
    it reads only through what its seat may know; given a name it plays as the game's own
    bot until it is attached to a game). An unknown level: :func:`level_of`'s refusal.

    >>> import cardlab
    >>> g = cardlab.new_game("notice", players=3, seed=7)
    >>> [type(bot_for(g, level=lv)).__name__ for lv in levels()]
    ['BeginnerBot', 'NoticeBot', 'CoachBot']
    >>> c = cardlab.new_game("comrade", players=3, seed=7)
    >>> [type(bot_for(c, level=lv)).__name__ for lv in levels()]
    ['CoachBot', 'ComradeBot', 'CoachBot']
    """
    _load()
    level = level_of(level)
    name = game if isinstance(game, str) else game.name
    kit = GAMES.get(name)
    own = {} if kit is None else dict(getattr(kit, "bots", {}) or {})
    if isinstance(own.get(level), str):  # the game seats another level's bots here
        level = own[level]
    if level in own and not isinstance(own[level], str):
        return own[level](seed=seed)  # type: ignore[no-any-return]
    if level != "standard":
        return _LEVELS[level](game, seed=seed)
    return (RandomBot if kit is None else kit.bot)(seed=seed)
