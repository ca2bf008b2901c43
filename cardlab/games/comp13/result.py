"""A class deal of Comp-13: seat 0's outcome, score and figures
(:func:`cardlab.classroom.deal_result`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import Game
from cardlab.messages import Event, event_values

__all__ = ["deal_result"]


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's result at the end of the first deal: ``win`` / ``loss`` and seat 0's score for
    the game (its first, in a match).
    """
    lines = sorted(event_values(events, "comp13.score_line"), key=lambda r: r["seat"])
    over = event_values(events, "comp13.game_over")[0]
    mine = {k: v for k, v in lines[0].items() if k != "seat"}
    return ("win" if over["seat"] == 0 else "loss"), float(lines[0]["score"]), {
        **mine, "scores": [r["score"] for r in lines], "winner": over["seat"],
        "end": over["end"]}
