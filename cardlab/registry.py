"""The registry of games: name → its kit (:class:`cardlab.kit.GameKit`).

It sits below everything that asks for a game (the engine's ``new_game``, deal codes,
records, layouts, bots, the coach, the classroom), so each reads the kit without importing
the games. The games fill it on import (``cardlab/games/<game>/__init__.py`` registers its
kit with :func:`cardlab.kit.register`); importing :mod:`cardlab` imports them all.

>>> import cardlab
>>> sorted(GAMES) == sorted(cardlab.GAMES)
True
>>> lookup("chess")
Traceback (most recent call last):
...
cardlab.errors.SetupError: unknown game 'chess'; choose from: ...
"""

from __future__ import annotations

from typing import Any

from cardlab.errors import SetupError, brief

__all__ = ["GAMES", "lookup", "title"]

GAMES: dict[str, Any] = {}
"""Game name → :class:`cardlab.kit.GameKit`, in the order the games registered."""


def lookup(name: Any) -> Any:
    """The kit registered as ``name``, or :class:`SetupError` with the names there are."""
    if not isinstance(name, str) or name not in GAMES:
        raise SetupError("core.unknown_game", name=brief(name), games=", ".join(sorted(GAMES)))
    return GAMES[name]


def title(name: str, lang: str = "en") -> str:
    """A game's title as people read it (its kit's ``title``), in ``lang``; an unknown
    name is given back as it is.

    >>> import cardlab
    >>> title("skull_collector", "en"), title("chess")
    ('Skull Collector', 'chess')
    """
    kit = GAMES.get(name)
    return kit.title.get(lang, name) if kit else name
