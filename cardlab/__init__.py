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
    "replay",
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


def replay(record: Any, seat: int | None = None, lang: str = "en",
           teacher: bool = False) -> Any:
    """The table widget stepping through a recorded game, shown at its deal (move 0).

    ``record`` is a record (:meth:`Game.to_record`), its JSON text, a path to a saved
    record file, or a game. It is checked in full (:func:`cardlab.records.check_record`:
    a bad one raises :class:`RecordError` with one sentence). ``seat`` is the viewpoint
    (``None``: a spectator), ``teacher=True`` shows every hand. The timeline steps
    (``.replay_to(k)``, or "first", "back", "forward", "last") and ``.play_on()`` turns
    the move shown into a live game with bots in the other seats.

    >>> import cardlab
    >>> g = cardlab.new_game("comrade", players=3, seed=7)
    >>> for a in ("take 4S", "take 4C", "take AH"): _ = g.play(a)
    >>> table = cardlab.replay(g.to_record(), seat=0)
    >>> table.replay_step, table.replay_to("last"), table.shown_game() == g
    (0, True, True)
    >>> table.tree["replay"]["position"]
    'move 3 of 3'
    """
    from cardlab.ui.table import replay_table

    return replay_table(record, seat=seat, lang=lang, teacher=teacher)
