"""A class deal of Notice: seat 0's outcome, score and figures
(:func:`cardlab.classroom.deal_result`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import Game
from cardlab.messages import Event, event_values, rank_of

__all__ = ["deal_result"]


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's result at the end of the first deal: seat 0's points for the deal (its three
    parts in the details); ``win`` / ``tie`` / ``loss`` by the deal's points of every seat.
    """
    rows = sorted(event_values(events, "notice.deal_scored"), key=lambda r: r["seat"])
    totals = [r["total"] for r in rows]
    mine = {k: v for k, v in rows[0].items() if k not in ("seat", "score")}
    return rank_of(totals), float(totals[0]), {**mine, "totals": totals}
