"""cardlab: learn five card games step by step in Jupyter.

>>> import cardlab
>>> "comrade" in cardlab.GAMES
True
>>> g = cardlab.new_game("comrade", players=3, seed=7)
>>> g.legal_actions()[:2]
(Take(card=Card('AS'), suit=None), Take(card=Card('2S'), suit=None))
"""

from __future__ import annotations

from typing import Any

from cardlab import games as _games  # noqa: F401  (registers every game)
from cardlab import i18n as _i18n  # noqa: F401  (words every message; import it first)
from cardlab.cards import Card, Rank, Suit
from cardlab.core import (
    GAMES,
    Action,
    Event,
    Game,
    Outcome,
    from_record,
    new_game,
)
from cardlab.errors import (
    CardlabError,
    IllegalActionError,
    InvalidActionError,
    InvalidCardError,
    RecordError,
    SetupError,
)
from cardlab.replay_page import replay_html, save_replay_html

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "Action",
    "Card",
    "CardlabError",
    "Event",
    "Game",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidCardError",
    "Outcome",
    "Rank",
    "RecordError",
    "SetupError",
    "Suit",
    "from_record",
    "new_game",
    "play",
    "replay_html",
    "save_replay_html",
]


def play(game: str = "comrade", **kwargs: Any) -> Any:
    """The whole table widget for ``game``, the learner in seat 0 and bots elsewhere.

    Keywords: ``players``, ``seed``, ``lang`` (``"ja"``/``"en"``), ``bot_delay`` and the
    game's rule options. Needs ipywidgets and anywidget (installed with cardlab).
    """
    from cardlab.ui import play as _play

    return _play(game, **kwargs)
