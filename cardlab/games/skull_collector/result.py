"""A class deal of Skull Collector: seat 0's outcome, score and figures
(:func:`cardlab.classroom.deal_result`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import Game
from cardlab.messages import Event, event_values

__all__ = ["deal_result"]


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's result at the end of the first deal: ``win`` / ``loss`` when someone collected
    all three skulls (the game ends at once, no score); else ``skulls_0`` … ``skulls_2``,
    the skulls seat 0 took, and its points (10 a trick, the chest included).
    """
    scores = {r["seat"]: r for r in event_values(events, "skull_collector.deal_score")}
    if not scores:  # all three skulls with one player: the game ended at once
        assert game.outcome is not None
        collector = game.outcome.details["collector"]
        return ("win" if collector == 0 else "loss"), None, {"collector": collector}
    curse = {r["seat"]: r for r in event_values(events, "skull_collector.curse")}
    skulls = curse.get(0, {}).get("skulls", 0)
    points = [scores[s]["points"] for s in sorted(scores)]
    return f"skulls_{skulls}", float(points[0]), {
        "skulls": skulls, "tricks": scores[0]["tricks"], "points": points,
        "lost": curse.get(0, {}).get("lost", 0)}
