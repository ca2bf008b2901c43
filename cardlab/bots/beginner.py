"""The beginner level of every game: the game's own bot, making a learner's slips.

A learner who has just met a game knows its rules and its main rule of thumb, but often
misjudges: the card that looked safe was not, the bid was one too many, the number taken
was not the one that grows a run. :class:`BeginnerBot` plays that way: each decision
with a choice, it asks the game's own bot, and with the chance ``slip`` (seeded) it plays
another legal action instead, drawn uniformly among the rest — a legal move a rule of
thumb would not have picked. How often it slips is the game's own tuning, declared in its
kit (``GameKit.beginner_slip``: a newcomer who follows the lesson should win about half
the deals against beginners, ``benchmarks/newcomer.py``). A game whose learners make more
typical mistakes may name its own beginner in its kit (``GameKit.bots={"beginner": ...}``),
which comes first.

>>> import cardlab
>>> from cardlab.bots import bot_for
>>> from cardlab.session import play_out
>>> g = cardlab.new_game("notice", players=3, seed=2)
>>> play_out(g, {s: bot_for(g, seed=s, level="beginner") for s in range(3)}).is_over
True
>>> bot_for("trumps", level="beginner").slip == cardlab.GAMES["trumps"].beginner_slip
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from cardlab.bots import Bot, register_level
from cardlab.registry import GAMES

__all__ = ["BeginnerBot", "beginner_bot"]


class BeginnerBot:
    """The game's bot (``own``) that slips with the chance ``slip`` (see the module).

    >>> from cardlab.bots import RandomBot
    >>> bot = BeginnerBot(RandomBot(seed=1), slip=1.0, seed=3)
    >>> view = {"legal": ["pass", "take AS"]}
    >>> bot.choose(view) != RandomBot(seed=1).choose(view)  # always the other one
    True
    """

    def __init__(self, own: Bot, slip: float, seed: int | None = None) -> None:
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
    """A :class:`BeginnerBot` around ``game``'s own bot (``game`` a game or its name),
    slipping as often as its kit declares (``GameKit.beginner_slip``); for a name no game
    has, a :class:`cardlab.bots.RandomBot`, which is as weak as a bot gets and never slips.

    >>> bot = beginner_bot("comrade", seed=1)
    >>> type(bot.own).__name__, bot.slip == GAMES["comrade"].beginner_slip
    ('ComradeBot', True)
    >>> beginner_bot("no such game", seed=1).slip
    0.0
    """
    from cardlab.bots import RandomBot

    name = game if isinstance(game, str) else game.name
    kit = GAMES.get(name)
    if kit is None:
        return BeginnerBot(RandomBot(seed=seed), slip=0.0, seed=seed)
    return BeginnerBot(kit.bot(seed=seed), slip=float(kit.beginner_slip), seed=seed)


register_level("beginner", beginner_bot)
