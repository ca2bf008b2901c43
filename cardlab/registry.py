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

__all__ = ["GAMES", "lookup", "seat_choice", "title"]

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


def seat_choice(name: str, keep: int | None = None) -> tuple[list[int], int]:
    """The player counts a form offers for game ``name`` (its kit's ``players``) and the
    one it shows: ``keep`` when the game allows it, else the game's default. A form that
    makes a class or a shared table calls it whenever its game changes.

    >>> import cardlab
    >>> seat_choice("notice", keep=5)
    ([3, 4, 5, 6], 5)
    >>> seat_choice("comp13", keep=6)[1] == cardlab.GAMES["comp13"].default_players
    True
    """
    kit = GAMES[name]
    counts = list(kit.players)
    return counts, (keep if keep in counts else kit.default_players)
