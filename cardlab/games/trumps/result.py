"""A class deal of Trumps: seat 0's outcome, score and figures
(:func:`cardlab.classroom.deal_result`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import Game
from cardlab.messages import Event

__all__ = ["deal_result"]


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's result at the end of the first deal: ``win`` / ``tie`` (a shared win) /
    ``loss`` and seat 0's score.
    """
    assert game.outcome is not None
    winners, scores = game.outcome.winners, list(game.outcome.scores)
    outcome = ("win" if len(winners) == 1 else "tie") if 0 in winners else "loss"
    return outcome, float(scores[0]), {"scores": scores, "winners": list(winners)}
