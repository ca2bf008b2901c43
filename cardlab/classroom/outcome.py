"""A class deal's outcome: seat 0's outcome, score and the deal's figures, from a game at
the end of its first deal (:func:`deal_result`; each game's kit says how), and the words
for an outcome.

>>> OUTCOMES[:3], outcome_text("win"), outcome_text("skulls_2", "ja")
(('win', 'tie', 'loss'), 'won', 'ドクロ2枚')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import GAMES, Event, Game
from cardlab.i18n import t
from cardlab.messages import rank_of

__all__ = ["OUTCOMES", "deal_result", "outcome_text"]


OUTCOMES: tuple[str, ...] = ("win", "tie", "loss", "skulls_0", "skulls_1", "skulls_2", "over")
"""Every outcome a result may have (seat 0's, the student's): ``win``/``tie``/``loss``
(for Comrade the team made every bid or not; a tie is a shared first place), in Skull
Collector, when nobody collected all three skulls, the skulls seat 0 took, and ``over``
for a game cardlab has no scorer for whose next deal was dealt (:func:`deal_result`)."""


def outcome_text(outcome: str, lang: str = "en") -> str:
    """The words for an outcome key (:data:`OUTCOMES`), for a board or a chart.

    >>> outcome_text("win"), outcome_text("skulls_2", "ja")
    ('won', 'ドクロ2枚')
    """
    return t(f"class.outcome.{outcome}", lang)


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's outcome (:data:`OUTCOMES`), score and the deal's figures, from the game at
    the end of its first deal and the events of the move that ended it.

    Each game's kit says how (``GameKit.result``, e.g. Comrade's ``win`` when the team
    made every bid; ``cardlab/games/<game>/result.py``). A game whose kit names none:
    ``win`` / ``tie`` / ``loss`` by its outcome's scores.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("trumps", players=2, seed=5),
    ...              {s: bot_for("trumps", seed=s) for s in range(2)})
    >>> deal_result(g, g.events)[:2]
    ('loss', 8.0)
    """
    kit = GAMES.get(game.name)
    if kit is not None and kit.result is not None:
        return kit.result(game, events)
    if game.outcome is None:  # its next deal was dealt
        return "over", None, {}
    scores = [float(s) for s in game.outcome.scores]
    return rank_of(scores), scores[0], {"scores": scores}

