"""µs per play() on random 4-player Notice games (target: median ≤ 10 µs).

    PYTHONPATH=. .venv/bin/python benchmarks/notice_speed.py [games] [players]

Every action of the game is timed (predictions, targets and cards), with legal action
objects; the card plays alone are reported too.
"""

from __future__ import annotations

import statistics
import sys
import time

import numpy as np
from _common import cardlab, report, time_random_play

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
PLAYERS = int(sys.argv[2]) if len(sys.argv) > 2 else 4


def card_plays_only(games: int, players: int) -> dict[str, float]:
    """Median and p95 µs of play() on cards only (predictions and targets untimed)."""
    from cardlab.core import PlayCard

    rng = np.random.default_rng(1)
    per: list[float] = []
    clock = time.perf_counter_ns
    for i in range(games):
        g = cardlab.new_game("notice", players=players, seed=10_000 + i)
        while not g.is_over:
            movers = g.to_move
            seat = movers[int(rng.integers(len(movers)))] if len(movers) > 1 else movers[0]
            legal = g.legal_actions(seat)
            action = legal[int(rng.integers(len(legal)))]
            if type(action) is PlayCard:
                t0 = clock()
                g.play(action, seat)
                per.append((clock() - t0) / 1000)
            else:
                g.play(action, seat)
    per.sort()
    return {"median_us": statistics.median(per), "p95_us": per[int(0.95 * (len(per) - 1))],
            "plays": float(len(per))}


def main() -> None:
    stats = time_random_play(
        lambda i: cardlab.new_game("notice", players=PLAYERS, seed=i), GAMES
    )
    report(f"notice, {PLAYERS} players, {GAMES} random games, every play()", stats)
    report(f"notice, {PLAYERS} players, {GAMES} random games, card plays only",
           card_plays_only(GAMES, PLAYERS))


if __name__ == "__main__":
    main()
