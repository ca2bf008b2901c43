"""Wording for the pictures: catalogue texts that may be missing or not fit their values,
card names, and a game's title from its view.

>>> say("seat.name", "en", seat=2), say("no.such.key", "en")
('seat 2', '')
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from cardlab.i18n import card_name, t

__all__ = ["card_label", "facts", "say", "word"]

card_label = functools.cache(card_name)


@functools.cache
def word(key: str, lang: str) -> str | None:
    """The catalogue text of ``key`` in ``lang`` (``None``: the catalogue has none).

    >>> word("ui.you", "en"), word("no.such.key", "en")
    ('you', None)
    """
    try:
        return t(key, lang)
    except KeyError:
        return None


def say(key: str, lang: str, **values: Any) -> str:
    """A catalogue text filled with ``values`` ("" when it does not fit them)."""
    try:
        return t(key, lang, **values)
    except (KeyError, ValueError, TypeError, IndexError):
        return ""


def facts(view: Mapping[str, Any], lang: str = "en") -> tuple[str, bool | None]:
    """The game's title in ``lang`` and whether it is cooperative (``None``: unknown), read
    from the view's ``facts`` (the game's name when the view has none).

    >>> facts({"game": "comrade", "facts": {"title": {"ja": "カムレッド"}}}, "ja")[0]
    'カムレッド'
    >>> facts({"game": "mystery"})
    ('mystery', None)
    """
    got = view.get("facts")
    game = str(view.get("game", ""))
    if not isinstance(got, Mapping):
        return game, None
    title = got.get("title")
    title = title.get(lang) if isinstance(title, Mapping) else title
    return str(title or game), got.get("cooperative")
