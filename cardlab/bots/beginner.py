"""The beginner level of every game: the game's own bot, making a learner's slips.

A learner who has just met a game knows its rules and its main rule of thumb, but often
misjudges: the card that looked safe was not, the bid was one too many, the number taken
was not the one that grows a run. :class:`BeginnerBot` plays that way: each decision
with a choice, it asks the game's own bot, and with the chance ``slip`` (seeded) it plays
another legal action instead, drawn uniformly among the rest — a legal move a rule of
thumb would not have picked. A game whose learners make more typical mistakes names its
own beginner in its kit (``GameKit.bots={"beginner": ...}``), which comes first.

>>> import cardlab
>>> from cardlab.bots import bot_for
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("notice", players=3, seed=2)
>>> play_out(g, {s: bot_for(g, seed=s, level="beginner") for s in range(3)}).is_over
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from cardlab.bots import Bot, register_level
from cardlab.registry import GAMES

__all__ = ["SLIP", "BeginnerBot", "beginner_bot", "slipping"]

SLIP = 0.35
"""The chance a beginner plays another legal action than the game's bot would."""


class BeginnerBot:
    """The game's bot (``own``) that slips with the chance ``slip`` (see the module).

    >>> from cardlab.bots import RandomBot
    >>> bot = BeginnerBot(RandomBot(seed=1), seed=3, slip=1.0)
    >>> view = {"legal": ["pass", "take AS"]}
    >>> bot.choose(view) != RandomBot(seed=1).choose(view)  # always the other one
    True
    """

    def __init__(self, own: Bot, seed: int | None = None, slip: float = SLIP) -> None:
        self.own = own
        self.slip = float(slip)
        self.rng = np.random.default_rng(None if seed is None else seed + 7_000_003)
        self.slips = 0

    def choose(self, view: Mapping[str, Any]) -> str:
        """The own bot's action, or (with the chance ``slip``) another legal one."""
        legal = list(view["legal"])
        choice = self.own.choose(view)
        if len(legal) < 2 or self.rng.random() >= self.slip:
            return choice
        others = [a for a in legal if a != choice]
        self.slips += 1
        return others[int(self.rng.integers(len(others)))]


def beginner_bot(game: Any, seed: int | None = None) -> BeginnerBot:
    """A :class:`BeginnerBot` around ``game``'s own bot (``game`` a game or its name)."""
    from cardlab.bots import RandomBot

    name = game if isinstance(game, str) else game.name
    kit = GAMES.get(name)
    return BeginnerBot((RandomBot if kit is None else kit.bot)(seed=seed), seed=seed)


def slipping(own: Callable[..., Bot], slip: float) -> Callable[..., BeginnerBot]:
    """A beginner factory for a game's kit (``GameKit.bots={"beginner": ...}``): its own
    bot ``own`` slipping with the chance ``slip`` — for a game where a learner who follows
    the lesson's rule of thumb meets the default :data:`SLIP` as too strong or too weak
    (``benchmarks/newcomer.py`` prints it).

    >>> from cardlab.bots import RandomBot
    >>> bot = slipping(RandomBot, 0.6)(seed=2)
    >>> type(bot).__name__, bot.slip
    ('BeginnerBot', 0.6)
    """

    def make(seed: int | None = None) -> BeginnerBot:
        return BeginnerBot(own(seed=seed), seed=seed, slip=slip)

    return make


register_level("beginner", beginner_bot)
