"""The checks of what a class (or a shared table) is made from: names, seeds, the game,
its players and options; and the deal a stored setup starts with.

Every check returns the value as stored, or raises :class:`ClassError` with one sentence.

>>> check_class_name("3B_maths"), check_seeds([7, 8]), check_setup("trumps", 2, {})
('3B_maths', (7, 8), ('trumps', 2, {}))
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from cardlab import dealcode
from cardlab.classroom.errors import ClassError
from cardlab.core import GAMES, Game, new_game
from cardlab.db import MAX_NAME, check_link_name
from cardlab.errors import SetupError, brief
from cardlab.i18n import LANGS

__all__ = [
    "MAX_DEALS",
    "MAX_SEED",
    "check_class_name",
    "check_level",
    "check_seconds",
    "check_seeds",
    "check_setup",
    "check_student",
    "deal_of",
    "random_seeds",
]

MAX_DEALS = 20
"""The most deals a class may have."""
MAX_SEED = 2**53
"""Seeds are below this (a number a link and JavaScript carry exactly)."""


def check_class_name(name: Any) -> str:
    """A class name: 1 to 40 letters, digits, ``-`` or ``_`` (it goes into a link).

    >>> check_class_name("3B_maths")
    '3B_maths'
    >>> check_class_name("3B maths")
    Traceback (most recent call last):
    ...
    cardlab.classroom.errors.ClassError: A class name is 1 to 40 letters (a-z, A-Z),
    digits, - or _ (it goes into a link), so '3B maths' cannot be one.
    """
    return check_link_name(name, ClassError, "class.bad_name")


def check_level(level: Any) -> str:
    """The level a class's bots play at: one of :data:`cardlab.bots.LEVELS` (an older
    name is read as the level it names).

    >>> check_level("beginner"), check_level("coach")
    ('beginner', 'strong')
    >>> check_level("expert")
    Traceback (most recent call last):
    ...
    cardlab.classroom.errors.ClassError: The bots of a class play at beginner, standard or
    strong, not 'expert'.
    """
    from cardlab.bots import LEVELS, level_of

    try:
        found = level_of(level) if isinstance(level, str) else None
    except SetupError:
        found = None
    if found not in LEVELS:
        raise ClassError("class.bad_level", level=brief(level, 20))
    return found


def check_student(name: Any) -> str:
    """A student's name, stripped: 1 to 40 characters, none of them a control character.

    >>> check_student("  Aiko ")
    'Aiko'
    >>> check_student("x" * 41)
    Traceback (most recent call last):
    ...
    cardlab.classroom.errors.ClassError: A name is at most 40 characters; this one has 41.
    """
    if not isinstance(name, str):
        raise ClassError("class.student.empty")
    name = unicodedata.normalize("NFC", name).strip()
    if not name:
        raise ClassError("class.student.empty")
    if len(name) > MAX_NAME:
        raise ClassError("class.student.too_long", limit=MAX_NAME, length=len(name))
    if any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") for c in name):
        raise ClassError("class.student.control")
    return name


def check_seconds(seconds: Any) -> float | None:
    """The time a student says they took: ``None``, or seconds from 0 up.

    >>> check_seconds(95), check_seconds(None)
    (95.0, None)
    """
    if seconds is None:
        return None
    if isinstance(seconds, bool) or not isinstance(seconds, int | float | np.number):
        raise ClassError("class.bad_seconds", seconds=brief(seconds, 20))
    value = float(seconds)
    if not math.isfinite(value) or value < 0:
        raise ClassError("class.bad_seconds", seconds=brief(seconds, 20))
    return value


def check_seeds(seeds: Any) -> tuple[int, ...]:
    """The seeds of a class (or a shared table), checked: 1 to :data:`MAX_DEALS` whole
    numbers from 0 below :data:`MAX_SEED`; else :class:`ClassError`.

    >>> check_seeds([7, 8])
    (7, 8)
    >>> check_seeds(["x"])
    Traceback (most recent call last):
    ...
    cardlab.classroom.errors.ClassError: ...
    """
    if isinstance(seeds, str | bytes) or not isinstance(seeds, Sequence):
        raise ClassError("class.bad_seeds", seeds=brief(seeds, 30), most=MAX_DEALS)
    if not 1 <= len(seeds) <= MAX_DEALS:
        raise ClassError("class.bad_deals", deals=len(seeds), most=MAX_DEALS)
    for s in seeds:
        if isinstance(s, bool) or not isinstance(s, int | np.integer) or not 0 <= s < MAX_SEED:
            raise ClassError("class.bad_seed", seed=brief(s, 30))
    return tuple(int(s) for s in seeds)


def _titles(game: str) -> dict[str, str]:
    spec = GAMES[game]
    return {lang: spec.title.get(lang, game) for lang in LANGS}


def check_setup(game: Any, players: Any, options: Any) -> tuple[str, int, dict[str, Any]]:
    """The game, players and options (JSON form) of a new class, each checked.

    >>> check_setup("notice", None, {})[:2]
    ('notice', 4)
    """
    if not isinstance(game, str) or game not in GAMES:
        raise ClassError("class.bad_game", game=brief(game, 30), games=", ".join(sorted(GAMES)))
    spec, title = GAMES[game], _titles(game)
    if players is None:
        players = spec.default_players
    if isinstance(players, bool) or players not in spec.players:
        raise ClassError("class.bad_players", players=brief(players, 12), game=title,
                         allowed=" / ".join(map(str, spec.players)))
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ClassError("class.bad_options", options=brief(options, 30))
    stored: dict[str, Any] = {}
    for key, value in options.items():
        option = spec.options.get(key) if isinstance(key, str) else None
        if option is None:
            raise ClassError("class.bad_option", name=brief(key, 30), game=title)
        try:
            checked = option.validate(key, option.from_json(value) if option.from_json
                                      else value)
            stored[key] = option.to_json(checked) if option.to_json else checked
            json.dumps(stored[key])
        except (SetupError, ValueError, TypeError):
            raise ClassError("class.bad_option_value", name=key, value=brief(value, 20),
                             game=title) from None
    try:
        deal_of(game, int(players), stored, 0)
    except SetupError as e:  # options that do not go together
        raise ClassError("class.bad_setup", reason=str(e)) from None
    return game, int(players), stored


def deal_of(game: str, players: int, options: Mapping[str, Any], seed: int) -> Game:
    """A new game from a class's or a table's stored setup (options in JSON form).

    >>> deal_of("trumps", 2, {}, 3).players
    2
    """
    spec = GAMES[game]
    opts = {k: (spec.options[k].from_json(v) if spec.options[k].from_json else v)
            for k, v in options.items()}
    return new_game(game, players=players, seed=seed, **opts)


def random_seeds(deals: int) -> tuple[int, ...]:
    """``deals`` fresh seeds, each below :data:`cardlab.dealcode.SEEDS` (so that a deal of
    a class with default options has a deal code too).

    >>> len(set(random_seeds(5))) >= 4
    True
    """
    entropy = np.random.SeedSequence().entropy
    rng = np.random.default_rng(entropy)
    return tuple(int(s) for s in rng.integers(0, dealcode.SEEDS, size=deals))
