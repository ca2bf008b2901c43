"""The strong level of every game: :class:`cardlab.coach.CoachBot`, registered beside the
games' own bots (``bot_for(game, level="strong")``; ``"coach"`` is its older name).

>>> import cardlab
>>> from cardlab.bots import bot_for
>>> bot = bot_for(cardlab.new_game("notice", players=3, seed=1), seed=2, level="strong")
>>> bot.seconds
0.4
"""

from __future__ import annotations

from typing import Any

from cardlab.bots import register_level
from cardlab.coach import CoachBot


def coach_bot(game: Any, seed: int | None = None) -> CoachBot:
    """A coach bot at ``game`` (a game), or unattached (``game`` a name)."""
    return CoachBot(None if isinstance(game, str) else game, seed=seed)


register_level("strong", coach_bot)
