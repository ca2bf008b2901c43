"""Per-game deal scoring for the classroom: seat 0's outcome, score and the deal's
figures, from a game at the end of its first deal (:func:`deal_result`).

>>> OUTCOMES[:3], outcome_text("win"), outcome_text("skulls_2", "ja")
(('win', 'tie', 'loss'), 'won', 'ドクロ2枚')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardlab.core import Event, Game
from cardlab.i18n import t

__all__ = ["OUTCOMES", "SCORERS", "deal_result", "outcome_text"]


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


def _rank(values: Sequence[float], seat: int = 0) -> str:
    best = max(values)
    if values[seat] != best:
        return "loss"
    return "win" if sum(1 for v in values if v == best) == 1 else "tie"


def _values(events: Sequence[Event], key: str) -> list[dict[str, Any]]:
    return [dict(e.values) for e in events if e.key == key]


def _comrade(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    over = next(e for e in events if e.kind == "over")
    return ("win" if over.key == "comrade.win" else "loss"), None, {
        "reason": over.key, "values": dict(over.values)}


def _notice(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    rows = sorted(_values(events, "notice.deal_scored"), key=lambda r: r["seat"])
    totals = [r["total"] for r in rows]
    mine = {k: v for k, v in rows[0].items() if k not in ("seat", "score")}
    return _rank(totals), float(totals[0]), {**mine, "totals": totals}


def _skull(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    scores = {r["seat"]: r for r in _values(events, "skull_collector.deal_score")}
    if not scores:  # all three skulls with one player: the game ended at once
        assert game.outcome is not None
        collector = game.outcome.details["collector"]
        return ("win" if collector == 0 else "loss"), None, {"collector": collector}
    curse = {r["seat"]: r for r in _values(events, "skull_collector.curse")}
    skulls = curse.get(0, {}).get("skulls", 0)
    points = [scores[s]["points"] for s in sorted(scores)]
    return f"skulls_{skulls}", float(points[0]), {
        "skulls": skulls, "tricks": scores[0]["tricks"], "points": points,
        "lost": curse.get(0, {}).get("lost", 0)}


def _trumps(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    assert game.outcome is not None
    winners, scores = game.outcome.winners, list(game.outcome.scores)
    outcome = ("win" if len(winners) == 1 else "tie") if 0 in winners else "loss"
    return outcome, float(scores[0]), {"scores": scores, "winners": list(winners)}


def _comp13(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    lines = sorted(_values(events, "comp13.score_line"), key=lambda r: r["seat"])
    over = _values(events, "comp13.game_over")[0]
    mine = {k: v for k, v in lines[0].items() if k != "seat"}
    return ("win" if over["seat"] == 0 else "loss"), float(lines[0]["score"]), {
        **mine, "scores": [r["score"] for r in lines], "winner": over["seat"],
        "end": over["end"]}


SCORERS = {"comrade": _comrade, "notice": _notice, "skull_collector": _skull,
           "trumps": _trumps, "comp13": _comp13}
"""Per game: (game at the end of its first deal, events of the move that ended it) →
(outcome, seat 0's score, details)."""


def deal_result(game: Game, events: Sequence[Event]) -> tuple[str, float | None, dict[str, Any]]:
    """Seat 0's outcome (:data:`OUTCOMES`), score and the deal's figures, from the game at
    the end of its first deal and the events of the move that ended it.

    - Comrade: ``win`` when the team made every bid, else ``loss``; no score;
    - Notice: seat 0's points for the deal (its three parts in ``details``); ``win`` /
      ``tie`` / ``loss`` by the deal's points of every seat;
    - Skull Collector: ``win`` / ``loss`` when someone collected all three skulls (the
      game ends at once, no score); else ``skulls_0`` … ``skulls_2``, the skulls seat 0
      took, and its points (10 a trick, the chest included);
    - Trumps: ``win`` / ``tie`` (a shared win) / ``loss`` and seat 0's score;
    - Comp-13: ``win`` / ``loss`` and seat 0's score for the game (its first, in a match).

    A game without a scorer here: ``win`` / ``tie`` / ``loss`` by its outcome's scores.

    >>> import cardlab
    >>> from cardlab.bots import bot_for
    >>> from cardlab.session import play_out
    >>> g = play_out(cardlab.new_game("trumps", players=2, seed=5),
    ...              {s: bot_for("trumps", seed=s) for s in range(2)})
    >>> deal_result(g, g.events)[:2]
    ('loss', 8.0)
    """
    scorer = SCORERS.get(game.name)
    if scorer is not None:
        return scorer(game, events)
    if game.outcome is None:  # its next deal was dealt
        return "over", None, {}
    scores = [float(s) for s in game.outcome.scores]
    return _rank(scores), scores[0], {"scores": scores}

