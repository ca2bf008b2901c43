"""A class deal of Comrade: seat 0's outcome, score and figures
(:func:`cardlab.classroom.deal_result`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import Game
from cardlab.messages import Event

__all__ = ["deal_result"]


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's result at the end of the first deal: ``win`` when the team made every bid, else
    ``loss``; no score.
    """
    over = next(e for e in events if e.kind == "over")
    return ("win" if over.key == "comrade.win" else "loss"), None, {
        "reason": over.key, "values": dict(over.values)}
